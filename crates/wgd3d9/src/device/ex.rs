//! IDirect3DDevice9Ex: a device made through IDirect3D9Ex. It is the same
//! device object behind a vtable that appends the fifteen 9Ex methods, and
//! `Inner::ex` switches on the rules 9Ex changes: D3DPOOL_MANAGED resources
//! are refused, the device is never lost (TestCooperativeLevel answers
//! D3D_OK), Reset keeps D3DPOOL_DEFAULT resources, render states and
//! bindings, and swap chains take 30 back buffers and D3DSWAPEFFECT_FLIPEX.

use super::vtbl::{self, BASE_VTBL};
use super::Inner;
use wgd3d9_types::*;

type DevEx = IDirect3DDevice9Ex;

/// CreateRenderTargetEx and CreateDepthStencilSurfaceEx: size, format,
/// multisampling, lockable or discard, the output, the shared handle and
/// the usage.
type CreateTargetEx = unsafe extern "system" fn(
    *mut DevEx,
    UINT,
    UINT,
    D3DFORMAT,
    D3DMULTISAMPLE_TYPE,
    DWORD,
    BOOL,
    *mut *mut IDirect3DSurface9,
    *mut HANDLE,
    DWORD,
) -> HRESULT;

/// The IDirect3DDevice9Ex vtable: the IDirect3DDevice9 slots, then the 9Ex
/// methods, laid out as `IDirect3DDevice9ExVtbl`.
#[repr(C)]
#[allow(non_snake_case)]
pub struct DeviceExVtbl {
    pub base: IDirect3DDevice9Vtbl,
    pub SetConvolutionMonoKernel: unsafe extern "system" fn(*mut DevEx, UINT, UINT, *mut f32, *mut f32) -> HRESULT,
    pub ComposeRects: unsafe extern "system" fn(
        *mut DevEx,
        *mut IDirect3DSurface9,
        *mut IDirect3DSurface9,
        *mut IDirect3DVertexBuffer9,
        UINT,
        *mut IDirect3DVertexBuffer9,
        D3DCOMPOSERECTSOP,
        INT,
        INT,
    ) -> HRESULT,
    pub PresentEx:
        unsafe extern "system" fn(*mut DevEx, *const RECT, *const RECT, HWND, *const RGNDATA, DWORD) -> HRESULT,
    pub GetGPUThreadPriority: unsafe extern "system" fn(*mut DevEx, *mut INT) -> HRESULT,
    pub SetGPUThreadPriority: unsafe extern "system" fn(*mut DevEx, INT) -> HRESULT,
    pub WaitForVBlank: unsafe extern "system" fn(*mut DevEx, UINT) -> HRESULT,
    pub CheckResourceResidency: unsafe extern "system" fn(*mut DevEx, *mut *mut IDirect3DResource9, UINT32) -> HRESULT,
    pub SetMaximumFrameLatency: unsafe extern "system" fn(*mut DevEx, UINT) -> HRESULT,
    pub GetMaximumFrameLatency: unsafe extern "system" fn(*mut DevEx, *mut UINT) -> HRESULT,
    pub CheckDeviceState: unsafe extern "system" fn(*mut DevEx, HWND) -> HRESULT,
    pub CreateRenderTargetEx: CreateTargetEx,
    pub CreateOffscreenPlainSurfaceEx: unsafe extern "system" fn(
        *mut DevEx,
        UINT,
        UINT,
        D3DFORMAT,
        D3DPOOL,
        *mut *mut IDirect3DSurface9,
        *mut HANDLE,
        DWORD,
    ) -> HRESULT,
    pub CreateDepthStencilSurfaceEx: CreateTargetEx,
    pub ResetEx: unsafe extern "system" fn(*mut DevEx, *mut D3DPRESENT_PARAMETERS, *mut D3DDISPLAYMODEEX) -> HRESULT,
    pub GetDisplayModeEx:
        unsafe extern "system" fn(*mut DevEx, UINT, *mut D3DDISPLAYMODEEX, *mut D3DDISPLAYROTATION) -> HRESULT,
}

const _: () = assert!(std::mem::size_of::<DeviceExVtbl>() == std::mem::size_of::<IDirect3DDevice9ExVtbl>());

pub static VTBL: DeviceExVtbl = DeviceExVtbl {
    base: BASE_VTBL,
    SetConvolutionMonoKernel: set_convolution_mono_kernel,
    ComposeRects: compose_rects,
    PresentEx: present_ex,
    GetGPUThreadPriority: get_gpu_thread_priority,
    SetGPUThreadPriority: set_gpu_thread_priority,
    WaitForVBlank: wait_for_vblank,
    CheckResourceResidency: check_resource_residency,
    SetMaximumFrameLatency: set_maximum_frame_latency,
    GetMaximumFrameLatency: get_maximum_frame_latency,
    CheckDeviceState: check_device_state,
    CreateRenderTargetEx: create_render_target_ex,
    CreateOffscreenPlainSurfaceEx: create_offscreen_plain_surface_ex,
    CreateDepthStencilSurfaceEx: create_depth_stencil_surface_ex,
    ResetEx: reset_ex,
    GetDisplayModeEx: get_display_mode_ex,
};

/// The frame latency a 9Ex device starts with, and what
/// SetMaximumFrameLatency(0) restores.
pub const DEFAULT_FRAME_LATENCY: u32 = 3;
/// The largest SetMaximumFrameLatency takes.
const MAX_FRAME_LATENCY: u32 = 30;

/// Runs `f` on the device behind `p` under its lock and panic guard.
///
/// # Safety
/// `p` must be the interface pointer of a live 9Ex device.
unsafe fn with<R>(p: *mut DevEx, name: &'static str, on_panic: R, f: impl FnOnce(&mut Inner) -> R) -> R {
    // SAFETY: the caller guarantees `p` is a live device.
    unsafe { vtbl::with(base(p), name, on_panic, f) }
}

/// The IDirect3DDevice9 interface of the same object.
fn base(p: *mut DevEx) -> *mut IDirect3DDevice9 {
    p.cast()
}

unsafe extern "system" fn set_convolution_mono_kernel(
    _p: *mut DevEx,
    _w: UINT,
    _h: UINT,
    _rows: *mut f32,
    _columns: *mut f32,
) -> HRESULT {
    // The kernel only affects D3DTEXF_CONVOLUTIONMONO, which is not offered.
    D3D_OK
}

#[allow(clippy::too_many_arguments)]
unsafe extern "system" fn compose_rects(
    _p: *mut DevEx,
    _src: *mut IDirect3DSurface9,
    _dst: *mut IDirect3DSurface9,
    _src_descs: *mut IDirect3DVertexBuffer9,
    _n: UINT,
    _dst_descs: *mut IDirect3DVertexBuffer9,
    _op: D3DCOMPOSERECTSOP,
    _x: INT,
    _y: INT,
) -> HRESULT {
    crate::com::unimplemented("IDirect3DDevice9Ex::ComposeRects", D3DERR_INVALIDCALL)
}

/// PresentEx: Present with flags. D3DPRESENT_DONOTWAIT answers
/// D3DERR_WASSTILLDRAWING instead of waiting when the frame-latency bound
/// or the pacing would hold the call; the other flags present as Present
/// does.
unsafe extern "system" fn present_ex(
    p: *mut DevEx,
    src: *const RECT,
    dst: *const RECT,
    wnd: HWND,
    region: *const RGNDATA,
    flags: DWORD,
) -> HRESULT {
    if flags & D3DPRESENT_DONOTWAIT != 0 {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live 9Ex device.
        let busy = unsafe { with(p, "IDirect3DDevice9Ex::PresentEx", false, |d| d.present_would_wait()) };
        if busy {
            return D3DERR_WASSTILLDRAWING;
        }
    }
    // SAFETY: COM: as above; the other arguments are the application's.
    unsafe { vtbl::present(base(p), src, dst, wnd, region) }
}

unsafe extern "system" fn get_gpu_thread_priority(p: *mut DevEx, out: *mut INT) -> HRESULT {
    // SAFETY: COM: `p` is a live 9Ex device and `out` null or writable.
    unsafe {
        with(p, "IDirect3DDevice9Ex::GetGPUThreadPriority", D3DERR_INVALIDCALL, |d| {
            crate::com::out_put(out, d.gpu_thread_priority)
        })
    }
}

/// SetGPUThreadPriority: -7..7, stored (the GPU API has no priority to set).
unsafe extern "system" fn set_gpu_thread_priority(p: *mut DevEx, priority: INT) -> HRESULT {
    if !(-7..=7).contains(&priority) {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: COM: `p` is a live 9Ex device.
    unsafe {
        with(p, "IDirect3DDevice9Ex::SetGPUThreadPriority", D3DERR_INVALIDCALL, |d| {
            d.gpu_thread_priority = priority;
            D3D_OK
        })
    }
}

unsafe extern "system" fn wait_for_vblank(_p: *mut DevEx, swapchain: UINT) -> HRESULT {
    // There is no vertical blank to wait for headless or under a
    // compositor; presentation paces itself.
    if swapchain != 0 {
        return D3DERR_INVALIDCALL;
    }
    D3D_OK
}

unsafe extern "system" fn check_resource_residency(
    _p: *mut DevEx,
    resources: *mut *mut IDirect3DResource9,
    n: UINT32,
) -> HRESULT {
    // Every resource stays resident: the GPU API manages memory.
    if resources.is_null() && n != 0 {
        return D3DERR_INVALIDCALL;
    }
    D3D_OK
}

/// SetMaximumFrameLatency: 1..30 frames may be queued; 0 restores the
/// default of 3.
unsafe extern "system" fn set_maximum_frame_latency(p: *mut DevEx, latency: UINT) -> HRESULT {
    if latency > MAX_FRAME_LATENCY {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: COM: `p` is a live 9Ex device.
    unsafe {
        with(
            p,
            "IDirect3DDevice9Ex::SetMaximumFrameLatency",
            D3DERR_INVALIDCALL,
            |d| {
                // `present.maxFrameLatency` wins over the program's.
                if d.options.max_frame_latency == 0 {
                    d.frames.max_latency = if latency == 0 { DEFAULT_FRAME_LATENCY } else { latency };
                }
                D3D_OK
            },
        )
    }
}

unsafe extern "system" fn get_maximum_frame_latency(p: *mut DevEx, out: *mut UINT) -> HRESULT {
    // SAFETY: COM: `p` is a live 9Ex device and `out` null or writable.
    unsafe {
        with(
            p,
            "IDirect3DDevice9Ex::GetMaximumFrameLatency",
            D3DERR_INVALIDCALL,
            |d| crate::com::out_put(out, d.frames.max_latency),
        )
    }
}

/// CheckDeviceState: D3DERR_DEVICEREMOVED once the GPU device is gone.
/// S_PRESENT_OCCLUDED for a window while a full-screen device's program is
/// in the background, and for the desktop (a null window) while it holds
/// the screen in the foreground (Windows, in Wine's d3d9ex
/// test_lost_device); else D3D_OK. Windowed presentation is never occluded.
unsafe extern "system" fn check_device_state(p: *mut DevEx, window: HWND) -> HRESULT {
    // SAFETY: COM: `p` is a live 9Ex device.
    unsafe {
        with(p, "IDirect3DDevice9Ex::CheckDeviceState", D3DERR_INVALIDCALL, |d| {
            let background = d.focus_loss.lost();
            let occluded = if window.is_null() {
                d.holds_screen() && !background
            } else {
                background
            };
            if d.frames.is_lost() {
                D3DERR_DEVICEREMOVED
            } else if occluded {
                S_PRESENT_OCCLUDED
            } else {
                D3D_OK
            }
        })
    }
}

#[allow(clippy::too_many_arguments)]
unsafe extern "system" fn create_render_target_ex(
    p: *mut DevEx,
    w: UINT,
    h: UINT,
    format: D3DFORMAT,
    ms: D3DMULTISAMPLE_TYPE,
    msq: DWORD,
    lockable: BOOL,
    out: *mut *mut IDirect3DSurface9,
    shared: *mut HANDLE,
    usage: DWORD,
) -> HRESULT {
    // The usage may not add anything: the output is left alone.
    if usage != 0 {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: COM: `p` is a live 9Ex device; the rest is the application's.
    unsafe { vtbl::create_render_target(base(p), w, h, format, ms, msq, lockable, out, shared) }
}

#[allow(clippy::too_many_arguments)]
unsafe extern "system" fn create_offscreen_plain_surface_ex(
    p: *mut DevEx,
    w: UINT,
    h: UINT,
    format: D3DFORMAT,
    pool: D3DPOOL,
    out: *mut *mut IDirect3DSurface9,
    shared: *mut HANDLE,
    usage: DWORD,
) -> HRESULT {
    if usage != 0 {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: COM: `p` is a live 9Ex device; the rest is the application's.
    unsafe { vtbl::create_offscreen_plain_surface(base(p), w, h, format, pool, out, shared) }
}

#[allow(clippy::too_many_arguments)]
unsafe extern "system" fn create_depth_stencil_surface_ex(
    p: *mut DevEx,
    w: UINT,
    h: UINT,
    format: D3DFORMAT,
    ms: D3DMULTISAMPLE_TYPE,
    msq: DWORD,
    discard: BOOL,
    out: *mut *mut IDirect3DSurface9,
    shared: *mut HANDLE,
    usage: DWORD,
) -> HRESULT {
    // Only D3DUSAGE_RESTRICTED_CONTENT may be asked for (protected content
    // changes nothing here); the surface reports it.
    if usage & !D3DUSAGE_RESTRICTED_CONTENT != 0 {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: COM: `p` is a live 9Ex device; the rest is the application's.
    let hr = unsafe { vtbl::create_depth_stencil_surface(base(p), w, h, format, ms, msq, discard, out, shared) };
    if hr == D3D_OK && usage != 0 {
        // SAFETY: the surface was just made and handed out through `out`.
        if let Some(s) = unsafe { crate::surface::Surface::from_ptr(*out) } {
            s.desc.Usage |= usage;
        }
    }
    hr
}

/// ResetEx: Reset, with the display mode of a full-screen swap chain
/// (which must match its back buffer size; a windowed one takes none).
unsafe extern "system" fn reset_ex(
    p: *mut DevEx,
    pp: *mut D3DPRESENT_PARAMETERS,
    mode: *mut D3DDISPLAYMODEEX,
) -> HRESULT {
    if pp.is_null() {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: COM: `pp` (non-null) is readable; `mode` is null or readable.
    if !unsafe { full_screen_mode_fits(&*pp, mode) } {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: COM: `p` is a live 9Ex device; `pp` the application's.
    unsafe { vtbl::reset(base(p), pp) }
}

/// Whether `mode` suits presentation parameters `pp` (CreateDeviceEx,
/// ResetEx): none for a windowed swap chain; for a full-screen one, a mode
/// of `D3DDISPLAYMODEEX`'s size whose size is the back buffer's.
///
/// # Safety
/// `mode` must be null or readable.
pub(crate) unsafe fn full_screen_mode_fits(pp: &D3DPRESENT_PARAMETERS, mode: *const D3DDISPLAYMODEEX) -> bool {
    // SAFETY: the caller guarantees `mode` is null or readable.
    match (pp.Windowed != 0, unsafe { mode.as_ref() }) {
        (true, None) => true,
        (true, Some(_)) | (false, None) => false,
        (false, Some(m)) => {
            m.Size as usize == std::mem::size_of::<D3DDISPLAYMODEEX>()
                && (m.Width, m.Height) == (pp.BackBufferWidth, pp.BackBufferHeight)
                && m.Width != 0
                && m.Height != 0
        }
    }
}

unsafe extern "system" fn get_display_mode_ex(
    p: *mut DevEx,
    swapchain: UINT,
    out: *mut D3DDISPLAYMODEEX,
    rotation: *mut D3DDISPLAYROTATION,
) -> HRESULT {
    let mut mode = D3DDISPLAYMODE::default();
    // SAFETY: COM: `p` is a live 9Ex device; `mode` is this call's own.
    let hr = unsafe { vtbl::get_display_mode(base(p), swapchain, &mut mode) };
    if hr != D3D_OK {
        return hr;
    }
    // SAFETY: COM: `out` and `rotation` are null or writable.
    unsafe { crate::d3d9ex::write_mode_ex(&mode, out, rotation) }
}
