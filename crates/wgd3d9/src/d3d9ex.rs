//! IDirect3D9Ex (Direct3DCreate9Ex): the factory object of `d3d9` with
//! `ex` set, behind a vtable that appends the five 9Ex methods. It answers
//! IDirect3D9 too (one object, one reference count), and every device it
//! makes, through CreateDevice or CreateDeviceEx, is a 9Ex device
//! (`device::ex`).

use crate::d3d9::{self, Direct3D9, BASE_VTBL};
use wgd3d9_types::*;

type D3dEx = IDirect3D9Ex;

/// The IDirect3D9Ex vtable: the IDirect3D9 slots, then the 9Ex methods,
/// laid out as `IDirect3D9ExVtbl`.
#[repr(C)]
#[allow(non_snake_case)]
pub struct Direct3D9ExVtbl {
    pub base: IDirect3D9Vtbl,
    pub GetAdapterModeCountEx: unsafe extern "system" fn(*mut D3dEx, UINT, *const D3DDISPLAYMODEFILTER) -> UINT,
    pub EnumAdapterModesEx: unsafe extern "system" fn(
        *mut D3dEx,
        UINT,
        *const D3DDISPLAYMODEFILTER,
        UINT,
        *mut D3DDISPLAYMODEEX,
    ) -> HRESULT,
    pub GetAdapterDisplayModeEx:
        unsafe extern "system" fn(*mut D3dEx, UINT, *mut D3DDISPLAYMODEEX, *mut D3DDISPLAYROTATION) -> HRESULT,
    pub CreateDeviceEx: unsafe extern "system" fn(
        *mut D3dEx,
        UINT,
        D3DDEVTYPE,
        HWND,
        DWORD,
        *mut D3DPRESENT_PARAMETERS,
        *mut D3DDISPLAYMODEEX,
        *mut *mut IDirect3DDevice9Ex,
    ) -> HRESULT,
    pub GetAdapterLUID: unsafe extern "system" fn(*mut D3dEx, UINT, *mut LUID) -> HRESULT,
}

const _: () = assert!(std::mem::size_of::<Direct3D9ExVtbl>() == std::mem::size_of::<IDirect3D9ExVtbl>());

pub static VTBL: Direct3D9ExVtbl = Direct3D9ExVtbl {
    base: BASE_VTBL,
    GetAdapterModeCountEx: get_adapter_mode_count_ex,
    EnumAdapterModesEx: enum_adapter_modes_ex,
    GetAdapterDisplayModeEx: get_adapter_display_mode_ex,
    CreateDeviceEx: create_device_ex,
    GetAdapterLUID: get_adapter_luid,
};

/// Direct3DCreate9Ex: the IDirect3D9Ex object, or D3DERR_NOTAVAILABLE when
/// no GPU adapter is usable.
pub fn create(sdk_version: u32) -> Result<*mut IDirect3D9Ex, HRESULT> {
    let d = d3d9::make(sdk_version, true);
    if d.is_null() {
        Err(D3DERR_NOTAVAILABLE)
    } else {
        Ok(d.cast())
    }
}

/// The IDirect3D9 interface of the same object.
fn base(p: *mut D3dEx) -> *mut IDirect3D9 {
    p.cast()
}

/// Whether a `Size` field is the size of `T`, as the 9Ex structures ask.
fn sized<T>(size: UINT) -> bool {
    size as usize == std::mem::size_of::<T>()
}

/// The display modes a filter selects: its format's (every mode is
/// progressive, so an interlaced filter selects none).
///
/// # Safety
/// `filter` must be null or readable.
unsafe fn filtered_format(filter: *const D3DDISPLAYMODEFILTER) -> Option<D3DFORMAT> {
    // SAFETY: the caller guarantees `filter` is null or readable.
    let f = unsafe { filter.as_ref() }?;
    let progressive = matches!(
        f.ScanLineOrdering,
        D3DSCANLINEORDERING_UNKNOWN | D3DSCANLINEORDERING_PROGRESSIVE
    );
    (sized::<D3DDISPLAYMODEFILTER>(f.Size) && progressive).then_some(f.Format)
}

unsafe extern "system" fn get_adapter_mode_count_ex(
    p: *mut D3dEx,
    adapter: UINT,
    filter: *const D3DDISPLAYMODEFILTER,
) -> UINT {
    crate::com::guard("IDirect3D9Ex::GetAdapterModeCountEx", 0, || {
        // SAFETY: COM: `filter` is null or readable.
        match unsafe { filtered_format(filter) } {
            // SAFETY: COM: `p` is a live IDirect3D9Ex.
            Some(format) => unsafe { (BASE_VTBL.GetAdapterModeCount)(base(p), adapter, format) },
            None => 0,
        }
    })
}

unsafe extern "system" fn enum_adapter_modes_ex(
    p: *mut D3dEx,
    adapter: UINT,
    filter: *const D3DDISPLAYMODEFILTER,
    index: UINT,
    out: *mut D3DDISPLAYMODEEX,
) -> HRESULT {
    crate::com::guard("IDirect3D9Ex::EnumAdapterModesEx", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `filter` is null or readable.
        let Some(format) = (unsafe { filtered_format(filter) }) else {
            return D3DERR_INVALIDCALL;
        };
        let mut mode = D3DDISPLAYMODE::default();
        // SAFETY: COM: `p` is a live IDirect3D9Ex; `mode` is this call's.
        let hr = unsafe { (BASE_VTBL.EnumAdapterModes)(base(p), adapter, format, index, &mut mode) };
        if hr != D3D_OK {
            return hr;
        }
        // SAFETY: COM: `out` is null or writable.
        unsafe { write_mode_ex(&mode, out, std::ptr::null_mut()) }
    })
}

unsafe extern "system" fn get_adapter_display_mode_ex(
    p: *mut D3dEx,
    adapter: UINT,
    out: *mut D3DDISPLAYMODEEX,
    rotation: *mut D3DDISPLAYROTATION,
) -> HRESULT {
    crate::com::guard("IDirect3D9Ex::GetAdapterDisplayModeEx", D3DERR_INVALIDCALL, || {
        let mut mode = D3DDISPLAYMODE::default();
        // SAFETY: COM: `p` is a live IDirect3D9Ex; `mode` is this call's.
        let hr = unsafe { (BASE_VTBL.GetAdapterDisplayMode)(base(p), adapter, &mut mode) };
        if hr != D3D_OK {
            return hr;
        }
        // SAFETY: COM: `out` and `rotation` are null or writable.
        unsafe { write_mode_ex(&mode, out, rotation) }
    })
}

/// Writes `mode` as a D3DDISPLAYMODEEX (progressive) into `out`, whose
/// `Size` must be the structure's, and the identity rotation into
/// `rotation` when it is not null.
///
/// # Safety
/// `out` and `rotation` must be null or writable (`out` readable too).
pub(crate) unsafe fn write_mode_ex(
    mode: &D3DDISPLAYMODE,
    out: *mut D3DDISPLAYMODEEX,
    rotation: *mut D3DDISPLAYROTATION,
) -> HRESULT {
    // SAFETY: the caller guarantees `out` is null or readable and writable.
    let Some(o) = (unsafe { out.as_mut() }) else {
        return D3DERR_INVALIDCALL;
    };
    if !sized::<D3DDISPLAYMODEEX>(o.Size) {
        return D3DERR_INVALIDCALL;
    }
    *o = D3DDISPLAYMODEEX {
        Size: o.Size,
        Width: mode.Width,
        Height: mode.Height,
        RefreshRate: mode.RefreshRate,
        Format: mode.Format,
        ScanLineOrdering: D3DSCANLINEORDERING_PROGRESSIVE,
    };
    // SAFETY: the caller guarantees `rotation` is null or writable.
    unsafe { crate::com::put(rotation, D3DDISPLAYROTATION_IDENTITY) };
    D3D_OK
}

/// CreateDeviceEx: CreateDevice, with the display mode of a full-screen
/// swap chain (see `device::ex::full_screen_mode_fits`).
#[allow(clippy::too_many_arguments)]
unsafe extern "system" fn create_device_ex(
    p: *mut D3dEx,
    adapter: UINT,
    ty: D3DDEVTYPE,
    focus: HWND,
    flags: DWORD,
    pp: *mut D3DPRESENT_PARAMETERS,
    mode: *mut D3DDISPLAYMODEEX,
    out: *mut *mut IDirect3DDevice9Ex,
) -> HRESULT {
    crate::com::guard("IDirect3D9Ex::CreateDeviceEx", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `out` is null or writable.
        unsafe { crate::com::put(out, std::ptr::null_mut()) };
        if pp.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `pp` (non-null) is readable; `mode` null or readable.
        if !unsafe { crate::device::ex::full_screen_mode_fits(&*pp, mode) } {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `p` is a live IDirect3D9Ex (an Ex factory makes Ex
        // devices); the other arguments are the application's.
        unsafe { d3d9::create_device(base(p), adapter, ty, focus, flags, pp, out.cast()) }
    })
}

/// GetAdapterLUID: a locally unique identifier of the one adapter, made
/// from its PCI vendor and device IDs (stable while the process runs).
unsafe extern "system" fn get_adapter_luid(p: *mut D3dEx, adapter: UINT, out: *mut LUID) -> HRESULT {
    crate::com::guard("IDirect3D9Ex::GetAdapterLUID", D3DERR_INVALIDCALL, || {
        if adapter != 0 {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `p` is a live IDirect3D9Ex.
        let a = unsafe { &(*(p as *const Direct3D9)).adapter };
        let luid = LUID {
            LowPart: (a.vendor_id << 16 | (a.device_id & 0xFFFF)) | 1,
            HighPart: 0,
        };
        // SAFETY: COM: `out` is null or writable.
        unsafe { crate::com::out_put(out, luid) }
    })
}
