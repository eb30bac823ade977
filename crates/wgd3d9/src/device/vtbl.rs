//! The IDirect3DDevice9 vtable: 119 entry points in SDK order. Each one unpacks
//! its arguments, takes the device's lock when the device is multithreaded, runs
//! inside a panic guard, and calls the method that does the work.

use super::{device_release, Device, Inner};
use crate::com::{self, out_put, Header};
use std::ffi::c_void;
use wgd3d9_shader::dxso::ShaderKind;
use wgd3d9_types::*;

type Dev = IDirect3DDevice9;

/// Runs `f` on the device behind `p` (see the module documentation).
///
/// # Safety
/// `p` must be the interface pointer of a live device (what a method of the
/// device's vtable is called with).
#[inline(always)]
pub(super) unsafe fn with<R>(p: *mut Dev, name: &'static str, on_panic: R, f: impl FnOnce(&mut Inner) -> R) -> R {
    // SAFETY: the caller guarantees `p` is a live device.
    unsafe { &*(p as *const Device) }.call(name, on_panic, f)
}

/// [`with`] for an entry point: runs `$body` on the device behind the
/// method's `$p`, answering `$on_panic` after a panic. The body is made
/// outside the unsafe block: its own unsafe operations need their own.
macro_rules! call {
    ($p:expr, $name:expr, $on_panic:expr, |$d:ident| $body:expr) => {{
        let (p, name, on_panic) = ($p, $name, $on_panic);
        let f = |$d: &mut Inner| $body;
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live device (the vtable's contract).
        unsafe { with(p, name, on_panic, f) }
    }};
}

/// `call!` for a method answering an HRESULT (D3DERR_INVALIDCALL after a
/// panic).
macro_rules! hr {
    ($p:expr, $name:literal, |$d:ident| $body:expr) => {
        call!($p, concat!("IDirect3DDevice9::", $name), D3DERR_INVALIDCALL, |$d| $body)
    };
}

macro_rules! unimplemented_hr {
    ($name:literal, $hr:expr) => {
        com::unimplemented(concat!("IDirect3DDevice9::", $name), $hr)
    };
}

/// Create* methods answer a failure with a null object.
///
/// # Safety
/// `out` must be null or writable.
unsafe fn clear_out<T>(out: *mut *mut T) {
    // SAFETY: the caller guarantees `out` is null or writable.
    unsafe { com::put(out, std::ptr::null_mut()) };
}

unsafe extern "system" fn query_interface(p: *mut Dev, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
    com::guard("IDirect3DDevice9::QueryInterface", E_FAIL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live device.
        let ex = unsafe { (*(p as *const Header)).vtbl } == &super::ex::VTBL as *const _ as *const c_void;
        let accepted: &[&GUID] = if ex {
            &[&IID_IDirect3DDevice9, &IID_IDirect3DDevice9Ex]
        } else {
            &[&IID_IDirect3DDevice9]
        };
        // SAFETY: as above; `riid` is null or readable and `out` null or
        // writable (the method's contract).
        unsafe { com::query_interface(p as *const Header, riid, out, accepted) }
    })
}
unsafe extern "system" fn add_ref(p: *mut Dev) -> ULONG {
    com::guard("IDirect3DDevice9::AddRef", 0, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live device.
        unsafe { (*(p as *const Device)).hdr.counts.add_ref() }
    })
}
unsafe extern "system" fn release(p: *mut Dev) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live device, with a reference the caller gives up.
    com::guard("IDirect3DDevice9::Release", 0, || unsafe {
        device_release(p as *const Device)
    })
}
unsafe extern "system" fn test_cooperative_level(p: *mut Dev) -> HRESULT {
    // A full-screen device in the background is lost until the program
    // returns; a device the runtime lost can be Reset at once. A 9Ex device
    // is never lost or waiting for Reset.
    hr!(p, "TestCooperativeLevel", |d| {
        if let Some(hr) = d.focus_loss.error() {
            hr
        } else if d.frames.is_lost() || (d.reset_pending && !d.ex) {
            D3DERR_DEVICENOTRESET
        } else {
            D3D_OK
        }
    })
}
/// The video memory wgd3d9 reports, as GetAvailableTextureMem's budget
/// (`adapter.memoryMiB` replaces it).
const VIDEO_MEMORY: u64 = 1024 * 1024 * 1024;

/// What is left of [`VIDEO_MEMORY`] after the device's buffers and textures,
/// rounded down to a megabyte as D3D9 reports it.
unsafe extern "system" fn get_available_texture_mem(p: *mut Dev) -> UINT {
    call!(p, "IDirect3DDevice9::GetAvailableTextureMem", 0, |d| {
        // A 9Ex device's figure does not follow its allocations (Windows
        // virtualises video memory for them).
        let used = if d.ex { 0 } else { d.frames.gpu_bytes };
        let total = match d.options.memory_mib {
            0 => VIDEO_MEMORY,
            mib => u64::from(mib) << 20,
        };
        (total.saturating_sub(used) & !0xF_FFFF) as UINT
    })
}
unsafe extern "system" fn evict_managed_resources(p: *mut Dev) -> HRESULT {
    hr!(p, "EvictManagedResources", |d| {
        d.evict_managed_resources();
        D3D_OK
    })
}
unsafe extern "system" fn get_direct3d(p: *mut Dev, out: *mut *mut IDirect3D9) -> HRESULT {
    com::guard("IDirect3DDevice9::GetDirect3D", D3DERR_INVALIDCALL, || {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live device.
        let d3d = unsafe { (*(p as *const Device)).d3d };
        // SAFETY: a device holds a reference on its IDirect3D9 until it is
        // freed, so `d3d` is live.
        unsafe { com::add_ref(d3d as *const Header) };
        // SAFETY: COM: `out` (non-null here) is writable.
        unsafe { *out = d3d as *mut IDirect3D9 };
        D3D_OK
    })
}
unsafe extern "system" fn get_device_caps(p: *mut Dev, out: *mut D3DCAPS9) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    hr!(p, "GetDeviceCaps", |d| unsafe { out_put(out, d.caps) })
}
pub(super) unsafe extern "system" fn get_display_mode(
    _p: *mut Dev,
    swapchain: UINT,
    out: *mut D3DDISPLAYMODE,
) -> HRESULT {
    if swapchain != 0 {
        return D3DERR_INVALIDCALL;
    }
    crate::d3d9::current_display_mode(out)
}
unsafe extern "system" fn get_creation_parameters(p: *mut Dev, out: *mut D3DDEVICE_CREATION_PARAMETERS) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    hr!(p, "GetCreationParameters", |d| unsafe { out_put(out, d.creation) })
}
/// SetCursorProperties (see `cursor`).
unsafe extern "system" fn set_cursor_properties(
    p: *mut Dev,
    x: UINT,
    y: UINT,
    bitmap: *mut IDirect3DSurface9,
) -> HRESULT {
    hr!(p, "SetCursorProperties", |d| d.set_cursor_properties((x, y), bitmap))
}
unsafe extern "system" fn set_cursor_position(p: *mut Dev, x: INT, y: INT, _flags: DWORD) {
    call!(p, "IDirect3DDevice9::SetCursorPosition", (), |d| d
        .set_cursor_position(x, y))
}
unsafe extern "system" fn show_cursor(p: *mut Dev, show: BOOL) -> BOOL {
    call!(p, "IDirect3DDevice9::ShowCursor", 0, |d| d.show_cursor(show != 0)
        as BOOL)
}
unsafe extern "system" fn create_additional_swap_chain(
    p: *mut Dev,
    pp: *mut D3DPRESENT_PARAMETERS,
    out: *mut *mut IDirect3DSwapChain9,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateAdditionalSwapChain", |d| d
        .create_additional_swap_chain(pp, out))
}
unsafe extern "system" fn get_swap_chain(p: *mut Dev, i: UINT, out: *mut *mut IDirect3DSwapChain9) -> HRESULT {
    hr!(p, "GetSwapChain", |d| {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        if i != 0 {
            // SAFETY: COM: `out` (non-null here) is writable.
            unsafe { *out = std::ptr::null_mut() };
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the implicit swap chain is live while the device is.
        unsafe { com::add_ref(d.swapchain as *const Header) };
        // SAFETY: COM: `out` (non-null here) is writable.
        unsafe { *out = d.swapchain as *mut IDirect3DSwapChain9 };
        D3D_OK
    })
}
unsafe extern "system" fn get_number_of_swap_chains(_p: *mut Dev) -> UINT {
    1
}
pub(super) unsafe extern "system" fn reset(p: *mut Dev, pp: *mut D3DPRESENT_PARAMETERS) -> HRESULT {
    hr!(p, "Reset", |d| d.reset(pp))
}
pub(super) unsafe extern "system" fn present(
    p: *mut Dev,
    src: *const RECT,
    dst: *const RECT,
    wnd: HWND,
    _dirty: *const RGNDATA,
) -> HRESULT {
    // SAFETY: COM: the rectangles are null or readable.
    let rects = unsafe { super::present::PresentRects::read(src, dst) };
    hr!(p, "Present", |d| d.present(d.swapchain, wnd, rects))
}
unsafe extern "system" fn get_back_buffer(
    p: *mut Dev,
    sc: UINT,
    i: UINT,
    ty: D3DBACKBUFFER_TYPE,
    out: *mut *mut IDirect3DSurface9,
) -> HRESULT {
    hr!(p, "GetBackBuffer", |d| d.get_back_buffer(sc, i, ty, out))
}
unsafe extern "system" fn get_raster_status(_p: *mut Dev, sc: UINT, out: *mut D3DRASTER_STATUS) -> HRESULT {
    if sc != 0 {
        return D3DERR_INVALIDCALL;
    }
    let status = D3DRASTER_STATUS {
        InVBlank: 0,
        ScanLine: 0,
    };
    // SAFETY: COM: `out` is null or writable.
    unsafe { out_put(out, status) }
}
unsafe extern "system" fn set_dialog_box_mode(_p: *mut Dev, _enable: BOOL) -> HRESULT {
    D3D_OK
}
unsafe extern "system" fn set_gamma_ramp(p: *mut Dev, sc: UINT, _flags: DWORD, ramp: *const D3DGAMMARAMP) {
    call!(p, "IDirect3DDevice9::SetGammaRamp", (), |d| {
        if sc == 0 && !ramp.is_null() {
            // SAFETY: COM: `ramp` (non-null here) is readable.
            d.st.gamma = unsafe { *ramp };
        }
    })
}
unsafe extern "system" fn get_gamma_ramp(p: *mut Dev, sc: UINT, out: *mut D3DGAMMARAMP) {
    call!(p, "IDirect3DDevice9::GetGammaRamp", (), |d| {
        if sc == 0 {
            // SAFETY: COM: `out` is null or writable.
            unsafe { com::put(out, d.st.gamma) };
        }
    })
}
#[allow(clippy::too_many_arguments)]
unsafe extern "system" fn create_texture(
    p: *mut Dev,
    w: UINT,
    h: UINT,
    levels: UINT,
    usage: DWORD,
    format: D3DFORMAT,
    pool: D3DPOOL,
    out: *mut *mut IDirect3DTexture9,
    shared: *mut HANDLE,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateTexture", |d| d
        .create_texture(w, h, levels, usage, format, pool, out, shared))
}
#[allow(clippy::too_many_arguments)]
unsafe extern "system" fn create_volume_texture(
    p: *mut Dev,
    w: UINT,
    h: UINT,
    depth: UINT,
    levels: UINT,
    usage: DWORD,
    format: D3DFORMAT,
    pool: D3DPOOL,
    out: *mut *mut IDirect3DVolumeTexture9,
    shared: *mut HANDLE,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateVolumeTexture", |d| d.create_volume_texture(
        (w, h, depth),
        levels,
        usage,
        format,
        pool,
        out,
        shared
    ))
}
#[allow(clippy::too_many_arguments)]
unsafe extern "system" fn create_cube_texture(
    p: *mut Dev,
    edge: UINT,
    levels: UINT,
    usage: DWORD,
    format: D3DFORMAT,
    pool: D3DPOOL,
    out: *mut *mut IDirect3DCubeTexture9,
    shared: *mut HANDLE,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateCubeTexture", |d| d
        .create_cube_texture(edge, levels, usage, format, pool, out, shared))
}
unsafe extern "system" fn create_vertex_buffer(
    p: *mut Dev,
    len: UINT,
    usage: DWORD,
    fvf: DWORD,
    pool: D3DPOOL,
    out: *mut *mut IDirect3DVertexBuffer9,
    shared: *mut HANDLE,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateVertexBuffer", |d| d.create_buffer(
        false,
        len,
        usage,
        fvf,
        pool,
        out.cast(),
        shared
    ))
}
unsafe extern "system" fn create_index_buffer(
    p: *mut Dev,
    len: UINT,
    usage: DWORD,
    format: D3DFORMAT,
    pool: D3DPOOL,
    out: *mut *mut IDirect3DIndexBuffer9,
    shared: *mut HANDLE,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateIndexBuffer", |d| d.create_buffer(
        true,
        len,
        usage,
        format,
        pool,
        out.cast(),
        shared
    ))
}
#[allow(clippy::too_many_arguments)]
pub(super) unsafe extern "system" fn create_render_target(
    p: *mut Dev,
    w: UINT,
    h: UINT,
    format: D3DFORMAT,
    ms: D3DMULTISAMPLE_TYPE,
    msq: DWORD,
    lockable: BOOL,
    out: *mut *mut IDirect3DSurface9,
    shared: *mut HANDLE,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateRenderTarget", |d| d
        .create_render_target(w, h, format, ms, msq, lockable, out, shared))
}
#[allow(clippy::too_many_arguments)]
pub(super) unsafe extern "system" fn create_depth_stencil_surface(
    p: *mut Dev,
    w: UINT,
    h: UINT,
    format: D3DFORMAT,
    ms: D3DMULTISAMPLE_TYPE,
    msq: DWORD,
    discard: BOOL,
    out: *mut *mut IDirect3DSurface9,
    shared: *mut HANDLE,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateDepthStencilSurface", |d| d
        .create_depth_stencil(w, h, format, ms, msq, discard, out, shared))
}
unsafe extern "system" fn update_surface(
    p: *mut Dev,
    s: *mut IDirect3DSurface9,
    r: *const RECT,
    d: *mut IDirect3DSurface9,
    pt: *const POINT,
) -> HRESULT {
    hr!(p, "UpdateSurface", |dev| dev.update_surface(s, r, d, pt))
}
unsafe extern "system" fn update_texture(
    p: *mut Dev,
    s: *mut IDirect3DBaseTexture9,
    d: *mut IDirect3DBaseTexture9,
) -> HRESULT {
    hr!(p, "UpdateTexture", |dev| dev.update_texture(s, d))
}
unsafe extern "system" fn get_render_target_data(
    p: *mut Dev,
    rt: *mut IDirect3DSurface9,
    dst: *mut IDirect3DSurface9,
) -> HRESULT {
    hr!(p, "GetRenderTargetData", |d| d.get_render_target_data(rt, dst))
}
unsafe extern "system" fn get_front_buffer_data(p: *mut Dev, sc: UINT, dst: *mut IDirect3DSurface9) -> HRESULT {
    hr!(p, "GetFrontBufferData", |d| match sc {
        0 => d.front_buffer_data(d.swapchain, dst),
        _ => D3DERR_INVALIDCALL,
    })
}
unsafe extern "system" fn stretch_rect(
    p: *mut Dev,
    s: *mut IDirect3DSurface9,
    sr: *const RECT,
    d: *mut IDirect3DSurface9,
    dr: *const RECT,
    f: D3DTEXTUREFILTERTYPE,
) -> HRESULT {
    hr!(p, "StretchRect", |dev| dev.stretch_rect(s, sr, d, dr, f))
}
unsafe extern "system" fn color_fill(p: *mut Dev, s: *mut IDirect3DSurface9, r: *const RECT, c: D3DCOLOR) -> HRESULT {
    hr!(p, "ColorFill", |d| d.color_fill(s, r, c))
}
pub(super) unsafe extern "system" fn create_offscreen_plain_surface(
    p: *mut Dev,
    w: UINT,
    h: UINT,
    format: D3DFORMAT,
    pool: D3DPOOL,
    out: *mut *mut IDirect3DSurface9,
    shared: *mut HANDLE,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateOffscreenPlainSurface", |d| d
        .create_offscreen_plain(w, h, format, pool, out, shared))
}
unsafe extern "system" fn set_render_target(p: *mut Dev, i: DWORD, s: *mut IDirect3DSurface9) -> HRESULT {
    hr!(p, "SetRenderTarget", |d| d.set_render_target(i, s))
}
unsafe extern "system" fn get_render_target(p: *mut Dev, i: DWORD, out: *mut *mut IDirect3DSurface9) -> HRESULT {
    hr!(p, "GetRenderTarget", |d| d.get_render_target(i, out))
}
unsafe extern "system" fn set_depth_stencil_surface(p: *mut Dev, s: *mut IDirect3DSurface9) -> HRESULT {
    hr!(p, "SetDepthStencilSurface", |d| d.set_depth_stencil(s))
}
unsafe extern "system" fn get_depth_stencil_surface(p: *mut Dev, out: *mut *mut IDirect3DSurface9) -> HRESULT {
    hr!(p, "GetDepthStencilSurface", |d| d.get_depth_stencil(out))
}
unsafe extern "system" fn begin_scene(p: *mut Dev) -> HRESULT {
    hr!(p, "BeginScene", |d| d.begin_scene())
}
unsafe extern "system" fn end_scene(p: *mut Dev) -> HRESULT {
    hr!(p, "EndScene", |d| d.end_scene())
}
unsafe extern "system" fn clear(
    p: *mut Dev,
    count: DWORD,
    rects: *const D3DRECT,
    flags: DWORD,
    color: D3DCOLOR,
    z: f32,
    stencil: DWORD,
) -> HRESULT {
    hr!(p, "Clear", |d| d.clear(count, rects, flags, color, z, stencil))
}
unsafe extern "system" fn set_transform(p: *mut Dev, t: D3DTRANSFORMSTATETYPE, m: *const D3DMATRIX) -> HRESULT {
    hr!(p, "SetTransform", |d| d.set_transform(t, m))
}
unsafe extern "system" fn get_transform(p: *mut Dev, t: D3DTRANSFORMSTATETYPE, m: *mut D3DMATRIX) -> HRESULT {
    hr!(p, "GetTransform", |d| d.get_transform(t, m))
}
unsafe extern "system" fn multiply_transform(p: *mut Dev, t: D3DTRANSFORMSTATETYPE, m: *const D3DMATRIX) -> HRESULT {
    hr!(p, "MultiplyTransform", |d| d.multiply_transform(t, m))
}
unsafe extern "system" fn set_viewport(p: *mut Dev, v: *const D3DVIEWPORT9) -> HRESULT {
    hr!(p, "SetViewport", |d| d.set_viewport(v))
}
unsafe extern "system" fn get_viewport(p: *mut Dev, out: *mut D3DVIEWPORT9) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    hr!(p, "GetViewport", |d| unsafe { out_put(out, d.st.viewport) })
}
unsafe extern "system" fn set_material(p: *mut Dev, m: *const D3DMATERIAL9) -> HRESULT {
    hr!(p, "SetMaterial", |d| d.material(m))
}
unsafe extern "system" fn get_material(p: *mut Dev, out: *mut D3DMATERIAL9) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    hr!(p, "GetMaterial", |d| unsafe { out_put(out, d.st.material) })
}
unsafe extern "system" fn set_light(p: *mut Dev, i: DWORD, l: *const D3DLIGHT9) -> HRESULT {
    hr!(p, "SetLight", |d| d.set_light(i, l))
}
unsafe extern "system" fn get_light(p: *mut Dev, i: DWORD, out: *mut D3DLIGHT9) -> HRESULT {
    hr!(p, "GetLight", |d| match d.st.lights.get(&i) {
        // SAFETY: COM: `out` is null or writable.
        Some((l, _)) => unsafe { out_put(out, *l) },
        None => D3DERR_INVALIDCALL,
    })
}
unsafe extern "system" fn light_enable(p: *mut Dev, i: DWORD, enable: BOOL) -> HRESULT {
    hr!(p, "LightEnable", |d| d.light_enable(i, enable != 0))
}
unsafe extern "system" fn get_light_enable(p: *mut Dev, i: DWORD, out: *mut BOOL) -> HRESULT {
    hr!(p, "GetLightEnable", |d| match d.st.lights.get(&i) {
        // SAFETY: COM: `out` is null or writable.
        Some((_, on)) => unsafe { out_put(out, if *on { 128 } else { 0 }) },
        None => D3DERR_INVALIDCALL,
    })
}
unsafe extern "system" fn set_clip_plane(p: *mut Dev, i: DWORD, plane: *const f32) -> HRESULT {
    hr!(p, "SetClipPlane", |d| d.set_clip_plane(i, plane.cast()))
}
unsafe extern "system" fn get_clip_plane(p: *mut Dev, i: DWORD, out: *mut f32) -> HRESULT {
    hr!(p, "GetClipPlane", |d| {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let slot = super::setters::clip_plane_slot(i) as usize;
        // SAFETY: COM: `out` (non-null here) is writable for a plane's four
        // floats.
        unsafe { std::ptr::write_unaligned(out as *mut [f32; 4], d.st.clip_planes[slot]) };
        D3D_OK
    })
}
unsafe extern "system" fn set_render_state(p: *mut Dev, s: D3DRENDERSTATETYPE, v: DWORD) -> HRESULT {
    hr!(p, "SetRenderState", |d| d.set_render_state(s, v))
}
unsafe extern "system" fn get_render_state(p: *mut Dev, s: D3DRENDERSTATETYPE, out: *mut DWORD) -> HRESULT {
    hr!(p, "GetRenderState", |d| d.get_render_state(s, out))
}
unsafe extern "system" fn create_state_block(
    p: *mut Dev,
    t: D3DSTATEBLOCKTYPE,
    out: *mut *mut IDirect3DStateBlock9,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateStateBlock", |d| d.create_state_block(t, out))
}
unsafe extern "system" fn begin_state_block(p: *mut Dev) -> HRESULT {
    hr!(p, "BeginStateBlock", |d| d.begin_state_block())
}
unsafe extern "system" fn end_state_block(p: *mut Dev, out: *mut *mut IDirect3DStateBlock9) -> HRESULT {
    hr!(p, "EndStateBlock", |d| d.end_state_block(out))
}
unsafe extern "system" fn set_clip_status(p: *mut Dev, s: *const D3DCLIPSTATUS9) -> HRESULT {
    hr!(p, "SetClipStatus", |d| {
        if s.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `s` (non-null here) is readable.
        d.st.clip_status = unsafe { *s };
        D3D_OK
    })
}
unsafe extern "system" fn get_clip_status(p: *mut Dev, out: *mut D3DCLIPSTATUS9) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    hr!(p, "GetClipStatus", |d| unsafe { out_put(out, d.st.clip_status) })
}
unsafe extern "system" fn get_texture(p: *mut Dev, stage: DWORD, out: *mut *mut IDirect3DBaseTexture9) -> HRESULT {
    hr!(p, "GetTexture", |d| d.get_texture(stage, out.cast()))
}
unsafe extern "system" fn set_texture(p: *mut Dev, stage: DWORD, t: *mut IDirect3DBaseTexture9) -> HRESULT {
    hr!(p, "SetTexture", |d| d.set_texture(stage, t.cast()))
}
unsafe extern "system" fn get_texture_stage_state(
    p: *mut Dev,
    stage: DWORD,
    ty: D3DTEXTURESTAGESTATETYPE,
    out: *mut DWORD,
) -> HRESULT {
    hr!(p, "GetTextureStageState", |d| d.get_texture_stage_state(stage, ty, out))
}
unsafe extern "system" fn set_texture_stage_state(
    p: *mut Dev,
    stage: DWORD,
    ty: D3DTEXTURESTAGESTATETYPE,
    v: DWORD,
) -> HRESULT {
    hr!(p, "SetTextureStageState", |d| d.set_texture_stage_state(stage, ty, v))
}
unsafe extern "system" fn get_sampler_state(
    p: *mut Dev,
    s: DWORD,
    ty: D3DSAMPLERSTATETYPE,
    out: *mut DWORD,
) -> HRESULT {
    hr!(p, "GetSamplerState", |d| d.get_sampler_state(s, ty, out))
}
unsafe extern "system" fn set_sampler_state(p: *mut Dev, s: DWORD, ty: D3DSAMPLERSTATETYPE, v: DWORD) -> HRESULT {
    hr!(p, "SetSamplerState", |d| d.set_sampler_state(s, ty, v))
}
unsafe extern "system" fn validate_device(p: *mut Dev, passes: *mut DWORD) -> HRESULT {
    hr!(p, "ValidateDevice", |d| d.validate_device(passes))
}
unsafe extern "system" fn set_palette_entries(p: *mut Dev, n: UINT, e: *const PALETTEENTRY) -> HRESULT {
    hr!(p, "SetPaletteEntries", |d| d.set_palette_entries(n, e.cast()))
}
unsafe extern "system" fn get_palette_entries(p: *mut Dev, n: UINT, out: *mut PALETTEENTRY) -> HRESULT {
    hr!(p, "GetPaletteEntries", |d| match d.palettes.get(&n) {
        Some(entries) if !out.is_null() => {
            // SAFETY: COM: `out` (non-null here) is writable for a palette's
            // 256 entries.
            unsafe { std::ptr::write_unaligned(out as *mut [PALETTEENTRY; 256], **entries) };
            D3D_OK
        }
        _ => D3DERR_INVALIDCALL,
    })
}
unsafe extern "system" fn set_current_texture_palette(p: *mut Dev, n: UINT) -> HRESULT {
    hr!(p, "SetCurrentTexturePalette", |d| d.set_current_texture_palette(n))
}
unsafe extern "system" fn get_current_texture_palette(p: *mut Dev, out: *mut UINT) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    hr!(p, "GetCurrentTexturePalette", |d| unsafe {
        out_put(out, d.st.palette_current)
    })
}
unsafe extern "system" fn set_scissor_rect(p: *mut Dev, r: *const RECT) -> HRESULT {
    hr!(p, "SetScissorRect", |d| d.set_scissor_rect(r))
}
unsafe extern "system" fn get_scissor_rect(p: *mut Dev, out: *mut RECT) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    hr!(p, "GetScissorRect", |d| unsafe { out_put(out, d.st.scissor) })
}
unsafe extern "system" fn set_software_vertex_processing(p: *mut Dev, sw: BOOL) -> HRESULT {
    hr!(p, "SetSoftwareVertexProcessing", |d| d
        .set_software_vertex_processing(sw != 0))
}
unsafe extern "system" fn get_software_vertex_processing(p: *mut Dev) -> BOOL {
    call!(p, "IDirect3DDevice9::GetSoftwareVertexProcessing", 0, |d| {
        d.st.software_vp as BOOL
    })
}
unsafe extern "system" fn set_npatch_mode(p: *mut Dev, n: f32) -> HRESULT {
    hr!(p, "SetNPatchMode", |d| {
        d.st.npatch_mode = n;
        D3D_OK
    })
}
unsafe extern "system" fn get_npatch_mode(p: *mut Dev) -> f32 {
    call!(p, "IDirect3DDevice9::GetNPatchMode", 0.0, |d| d.st.npatch_mode)
}
unsafe extern "system" fn draw_primitive(p: *mut Dev, prim: D3DPRIMITIVETYPE, start: UINT, count: UINT) -> HRESULT {
    hr!(p, "DrawPrimitive", |d| d.draw_primitive(prim, start, count))
}
unsafe extern "system" fn draw_indexed_primitive(
    p: *mut Dev,
    prim: D3DPRIMITIVETYPE,
    base: INT,
    min: UINT,
    num: UINT,
    start: UINT,
    count: UINT,
) -> HRESULT {
    hr!(p, "DrawIndexedPrimitive", |d| d
        .draw_indexed_primitive(prim, base, min, num, start, count))
}
unsafe extern "system" fn draw_primitive_up(
    p: *mut Dev,
    prim: D3DPRIMITIVETYPE,
    count: UINT,
    data: *const c_void,
    stride: UINT,
) -> HRESULT {
    hr!(p, "DrawPrimitiveUP", |d| d.draw_primitive_up(prim, count, data, stride))
}
#[allow(clippy::too_many_arguments)]
unsafe extern "system" fn draw_indexed_primitive_up(
    p: *mut Dev,
    prim: D3DPRIMITIVETYPE,
    min: UINT,
    num: UINT,
    count: UINT,
    indices: *const c_void,
    fmt: D3DFORMAT,
    data: *const c_void,
    stride: UINT,
) -> HRESULT {
    hr!(p, "DrawIndexedPrimitiveUP", |d| d.draw_indexed_primitive_up(
        prim, min, num, count, indices, fmt, data, stride
    ))
}
unsafe extern "system" fn process_vertices(
    p: *mut Dev,
    s: UINT,
    d: UINT,
    n: UINT,
    b: *mut IDirect3DVertexBuffer9,
    decl: *mut IDirect3DVertexDeclaration9,
    f: DWORD,
) -> HRESULT {
    hr!(p, "ProcessVertices", |dev| dev.process_vertices((s, d, n), b, decl, f))
}
unsafe extern "system" fn create_vertex_declaration(
    p: *mut Dev,
    e: *const D3DVERTEXELEMENT9,
    out: *mut *mut IDirect3DVertexDeclaration9,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    hr!(p, "CreateVertexDeclaration", |d| d.create_vertex_declaration(e, out))
}
unsafe extern "system" fn set_vertex_declaration(p: *mut Dev, decl: *mut IDirect3DVertexDeclaration9) -> HRESULT {
    hr!(p, "SetVertexDeclaration", |d| d.set_vertex_declaration(decl))
}
unsafe extern "system" fn get_vertex_declaration(p: *mut Dev, out: *mut *mut IDirect3DVertexDeclaration9) -> HRESULT {
    hr!(p, "GetVertexDeclaration", |d| d.get_vertex_declaration(out))
}
unsafe extern "system" fn set_fvf(p: *mut Dev, fvf: DWORD) -> HRESULT {
    hr!(p, "SetFVF", |d| d.set_fvf(fvf))
}
unsafe extern "system" fn get_fvf(p: *mut Dev, out: *mut DWORD) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    hr!(p, "GetFVF", |d| unsafe { out_put(out, d.st.fvf) })
}
unsafe extern "system" fn create_vertex_shader(
    p: *mut Dev,
    f: *const DWORD,
    out: *mut *mut IDirect3DVertexShader9,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    // SAFETY: COM: `f` is null or a token stream readable to its end token,
    // and `out` null or writable.
    hr!(p, "CreateVertexShader", |d| unsafe {
        d.create_shader(ShaderKind::Vertex, f, out.cast())
    })
}
unsafe extern "system" fn set_vertex_shader(p: *mut Dev, s: *mut IDirect3DVertexShader9) -> HRESULT {
    hr!(p, "SetVertexShader", |d| d.set_shader(ShaderKind::Vertex, s.cast()))
}
unsafe extern "system" fn get_vertex_shader(p: *mut Dev, out: *mut *mut IDirect3DVertexShader9) -> HRESULT {
    hr!(p, "GetVertexShader", |d| d.get_shader(ShaderKind::Vertex, out.cast()))
}
unsafe extern "system" fn set_vs_const_f(p: *mut Dev, start: UINT, data: *const f32, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` holds `n` registers of the file when the range is
    // valid (the method's contract).
    hr!(p, "SetVertexShaderConstantF", |d| unsafe {
        d.set_shader_constants(crate::device::consts::VS_F, start, data.cast(), n)
    })
}
unsafe extern "system" fn get_vs_const_f(p: *mut Dev, start: UINT, data: *mut f32, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` has room for `n` registers of the file when the
    // range is valid (the method's contract).
    hr!(p, "GetVertexShaderConstantF", |d| unsafe {
        d.shader_consts.get(crate::device::consts::VS_F, start, data.cast(), n)
    })
}
unsafe extern "system" fn set_vs_const_i(p: *mut Dev, start: UINT, data: *const INT, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` holds `n` registers of the file when the range is
    // valid (the method's contract).
    hr!(p, "SetVertexShaderConstantI", |d| unsafe {
        d.set_shader_constants(crate::device::consts::VS_I, start, data.cast(), n)
    })
}
unsafe extern "system" fn get_vs_const_i(p: *mut Dev, start: UINT, data: *mut INT, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` has room for `n` registers of the file when the
    // range is valid (the method's contract).
    hr!(p, "GetVertexShaderConstantI", |d| unsafe {
        d.shader_consts.get(crate::device::consts::VS_I, start, data.cast(), n)
    })
}
unsafe extern "system" fn set_vs_const_b(p: *mut Dev, start: UINT, data: *const BOOL, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` holds `n` registers of the file when the range is
    // valid (the method's contract).
    hr!(p, "SetVertexShaderConstantB", |d| unsafe {
        d.set_shader_constants(crate::device::consts::VS_B, start, data.cast(), n)
    })
}
unsafe extern "system" fn get_vs_const_b(p: *mut Dev, start: UINT, data: *mut BOOL, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` has room for `n` registers of the file when the
    // range is valid (the method's contract).
    hr!(p, "GetVertexShaderConstantB", |d| unsafe {
        d.shader_consts.get(crate::device::consts::VS_B, start, data.cast(), n)
    })
}
unsafe extern "system" fn set_stream_source(
    p: *mut Dev,
    s: UINT,
    vb: *mut IDirect3DVertexBuffer9,
    offset: UINT,
    stride: UINT,
) -> HRESULT {
    hr!(p, "SetStreamSource", |d| d.set_stream_source(s, vb, offset, stride))
}
unsafe extern "system" fn get_stream_source(
    p: *mut Dev,
    s: UINT,
    out: *mut *mut IDirect3DVertexBuffer9,
    offset: *mut UINT,
    stride: *mut UINT,
) -> HRESULT {
    hr!(p, "GetStreamSource", |d| d.get_stream_source(s, out, offset, stride))
}
unsafe extern "system" fn set_stream_source_freq(p: *mut Dev, s: UINT, setting: UINT) -> HRESULT {
    hr!(p, "SetStreamSourceFreq", |d| d.set_stream_source_freq(s, setting))
}
unsafe extern "system" fn get_stream_source_freq(p: *mut Dev, s: UINT, out: *mut UINT) -> HRESULT {
    hr!(p, "GetStreamSourceFreq", |d| {
        if s >= 16 {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `out` is null or writable.
        unsafe { out_put(out, d.stream_freq[s as usize]) }
    })
}
unsafe extern "system" fn set_indices(p: *mut Dev, ib: *mut IDirect3DIndexBuffer9) -> HRESULT {
    hr!(p, "SetIndices", |d| d.set_indices(ib))
}
unsafe extern "system" fn get_indices(p: *mut Dev, out: *mut *mut IDirect3DIndexBuffer9) -> HRESULT {
    hr!(p, "GetIndices", |d| d.get_indices(out))
}
unsafe extern "system" fn create_pixel_shader(
    p: *mut Dev,
    f: *const DWORD,
    out: *mut *mut IDirect3DPixelShader9,
) -> HRESULT {
    // SAFETY: COM: `out` is null or writable.
    unsafe { clear_out(out) };
    // SAFETY: COM: `f` is null or a token stream readable to its end token,
    // and `out` null or writable.
    hr!(p, "CreatePixelShader", |d| unsafe {
        d.create_shader(ShaderKind::Pixel, f, out.cast())
    })
}
unsafe extern "system" fn set_pixel_shader(p: *mut Dev, s: *mut IDirect3DPixelShader9) -> HRESULT {
    hr!(p, "SetPixelShader", |d| d.set_shader(ShaderKind::Pixel, s.cast()))
}
unsafe extern "system" fn get_pixel_shader(p: *mut Dev, out: *mut *mut IDirect3DPixelShader9) -> HRESULT {
    hr!(p, "GetPixelShader", |d| d.get_shader(ShaderKind::Pixel, out.cast()))
}
unsafe extern "system" fn set_ps_const_f(p: *mut Dev, start: UINT, data: *const f32, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` holds `n` registers of the file when the range is
    // valid (the method's contract).
    hr!(p, "SetPixelShaderConstantF", |d| unsafe {
        d.set_shader_constants(crate::device::consts::PS_F, start, data.cast(), n)
    })
}
unsafe extern "system" fn get_ps_const_f(p: *mut Dev, start: UINT, data: *mut f32, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` has room for `n` registers of the file when the
    // range is valid (the method's contract).
    hr!(p, "GetPixelShaderConstantF", |d| unsafe {
        d.shader_consts.get(crate::device::consts::PS_F, start, data.cast(), n)
    })
}
unsafe extern "system" fn set_ps_const_i(p: *mut Dev, start: UINT, data: *const INT, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` holds `n` registers of the file when the range is
    // valid (the method's contract).
    hr!(p, "SetPixelShaderConstantI", |d| unsafe {
        d.set_shader_constants(crate::device::consts::PS_I, start, data.cast(), n)
    })
}
unsafe extern "system" fn get_ps_const_i(p: *mut Dev, start: UINT, data: *mut INT, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` has room for `n` registers of the file when the
    // range is valid (the method's contract).
    hr!(p, "GetPixelShaderConstantI", |d| unsafe {
        d.shader_consts.get(crate::device::consts::PS_I, start, data.cast(), n)
    })
}
unsafe extern "system" fn set_ps_const_b(p: *mut Dev, start: UINT, data: *const BOOL, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` holds `n` registers of the file when the range is
    // valid (the method's contract).
    hr!(p, "SetPixelShaderConstantB", |d| unsafe {
        d.set_shader_constants(crate::device::consts::PS_B, start, data.cast(), n)
    })
}
unsafe extern "system" fn get_ps_const_b(p: *mut Dev, start: UINT, data: *mut BOOL, n: UINT) -> HRESULT {
    // SAFETY: COM: `data` has room for `n` registers of the file when the
    // range is valid (the method's contract).
    hr!(p, "GetPixelShaderConstantB", |d| unsafe {
        d.shader_consts.get(crate::device::consts::PS_B, start, data.cast(), n)
    })
}
unsafe extern "system" fn draw_rect_patch(
    _p: *mut Dev,
    _h: UINT,
    _n: *const f32,
    _i: *const D3DRECTPATCH_INFO,
) -> HRESULT {
    unimplemented_hr!("DrawRectPatch", D3DERR_INVALIDCALL)
}
unsafe extern "system" fn draw_tri_patch(
    _p: *mut Dev,
    _h: UINT,
    _n: *const f32,
    _i: *const D3DTRIPATCH_INFO,
) -> HRESULT {
    unimplemented_hr!("DrawTriPatch", D3DERR_INVALIDCALL)
}
unsafe extern "system" fn delete_patch(_p: *mut Dev, _h: UINT) -> HRESULT {
    unimplemented_hr!("DeletePatch", D3DERR_INVALIDCALL)
}
unsafe extern "system" fn create_query(p: *mut Dev, t: D3DQUERYTYPE, out: *mut *mut IDirect3DQuery9) -> HRESULT {
    hr!(p, "CreateQuery", |d| d.create_query(t, out))
}

pub static VTBL: IDirect3DDevice9Vtbl = BASE_VTBL;

/// The IDirect3DDevice9 methods, shared by the 9Ex vtable (`ex::VTBL`).
pub(crate) const BASE_VTBL: IDirect3DDevice9Vtbl = IDirect3DDevice9Vtbl {
    QueryInterface: query_interface,
    AddRef: add_ref,
    Release: release,
    TestCooperativeLevel: test_cooperative_level,
    GetAvailableTextureMem: get_available_texture_mem,
    EvictManagedResources: evict_managed_resources,
    GetDirect3D: get_direct3d,
    GetDeviceCaps: get_device_caps,
    GetDisplayMode: get_display_mode,
    GetCreationParameters: get_creation_parameters,
    SetCursorProperties: set_cursor_properties,
    SetCursorPosition: set_cursor_position,
    ShowCursor: show_cursor,
    CreateAdditionalSwapChain: create_additional_swap_chain,
    GetSwapChain: get_swap_chain,
    GetNumberOfSwapChains: get_number_of_swap_chains,
    Reset: reset,
    Present: present,
    GetBackBuffer: get_back_buffer,
    GetRasterStatus: get_raster_status,
    SetDialogBoxMode: set_dialog_box_mode,
    SetGammaRamp: set_gamma_ramp,
    GetGammaRamp: get_gamma_ramp,
    CreateTexture: create_texture,
    CreateVolumeTexture: create_volume_texture,
    CreateCubeTexture: create_cube_texture,
    CreateVertexBuffer: create_vertex_buffer,
    CreateIndexBuffer: create_index_buffer,
    CreateRenderTarget: create_render_target,
    CreateDepthStencilSurface: create_depth_stencil_surface,
    UpdateSurface: update_surface,
    UpdateTexture: update_texture,
    GetRenderTargetData: get_render_target_data,
    GetFrontBufferData: get_front_buffer_data,
    StretchRect: stretch_rect,
    ColorFill: color_fill,
    CreateOffscreenPlainSurface: create_offscreen_plain_surface,
    SetRenderTarget: set_render_target,
    GetRenderTarget: get_render_target,
    SetDepthStencilSurface: set_depth_stencil_surface,
    GetDepthStencilSurface: get_depth_stencil_surface,
    BeginScene: begin_scene,
    EndScene: end_scene,
    Clear: clear,
    SetTransform: set_transform,
    GetTransform: get_transform,
    MultiplyTransform: multiply_transform,
    SetViewport: set_viewport,
    GetViewport: get_viewport,
    SetMaterial: set_material,
    GetMaterial: get_material,
    SetLight: set_light,
    GetLight: get_light,
    LightEnable: light_enable,
    GetLightEnable: get_light_enable,
    SetClipPlane: set_clip_plane,
    GetClipPlane: get_clip_plane,
    SetRenderState: set_render_state,
    GetRenderState: get_render_state,
    CreateStateBlock: create_state_block,
    BeginStateBlock: begin_state_block,
    EndStateBlock: end_state_block,
    SetClipStatus: set_clip_status,
    GetClipStatus: get_clip_status,
    GetTexture: get_texture,
    SetTexture: set_texture,
    GetTextureStageState: get_texture_stage_state,
    SetTextureStageState: set_texture_stage_state,
    GetSamplerState: get_sampler_state,
    SetSamplerState: set_sampler_state,
    ValidateDevice: validate_device,
    SetPaletteEntries: set_palette_entries,
    GetPaletteEntries: get_palette_entries,
    SetCurrentTexturePalette: set_current_texture_palette,
    GetCurrentTexturePalette: get_current_texture_palette,
    SetScissorRect: set_scissor_rect,
    GetScissorRect: get_scissor_rect,
    SetSoftwareVertexProcessing: set_software_vertex_processing,
    GetSoftwareVertexProcessing: get_software_vertex_processing,
    SetNPatchMode: set_npatch_mode,
    GetNPatchMode: get_npatch_mode,
    DrawPrimitive: draw_primitive,
    DrawIndexedPrimitive: draw_indexed_primitive,
    DrawPrimitiveUP: draw_primitive_up,
    DrawIndexedPrimitiveUP: draw_indexed_primitive_up,
    ProcessVertices: process_vertices,
    CreateVertexDeclaration: create_vertex_declaration,
    SetVertexDeclaration: set_vertex_declaration,
    GetVertexDeclaration: get_vertex_declaration,
    SetFVF: set_fvf,
    GetFVF: get_fvf,
    CreateVertexShader: create_vertex_shader,
    SetVertexShader: set_vertex_shader,
    GetVertexShader: get_vertex_shader,
    SetVertexShaderConstantF: set_vs_const_f,
    GetVertexShaderConstantF: get_vs_const_f,
    SetVertexShaderConstantI: set_vs_const_i,
    GetVertexShaderConstantI: get_vs_const_i,
    SetVertexShaderConstantB: set_vs_const_b,
    GetVertexShaderConstantB: get_vs_const_b,
    SetStreamSource: set_stream_source,
    GetStreamSource: get_stream_source,
    SetStreamSourceFreq: set_stream_source_freq,
    GetStreamSourceFreq: get_stream_source_freq,
    SetIndices: set_indices,
    GetIndices: get_indices,
    CreatePixelShader: create_pixel_shader,
    SetPixelShader: set_pixel_shader,
    GetPixelShader: get_pixel_shader,
    SetPixelShaderConstantF: set_ps_const_f,
    GetPixelShaderConstantF: get_ps_const_f,
    SetPixelShaderConstantI: set_ps_const_i,
    GetPixelShaderConstantI: get_ps_const_i,
    SetPixelShaderConstantB: set_ps_const_b,
    GetPixelShaderConstantB: get_ps_const_b,
    DrawRectPatch: draw_rect_patch,
    DrawTriPatch: draw_tri_patch,
    DeletePatch: delete_patch,
    CreateQuery: create_query,
};
