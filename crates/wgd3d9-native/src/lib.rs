//! libd3d9: the native Linux/macOS library. It joins the API side (`wgd3d9`) and
//! the runtime (`wgd3d9-runtime`) with direct calls across the boundary and
//! exports the D3D9 entry points with the C ABI that programs built against the
//! D3D9 headers expect.
//!
//! A program's windows are those of its SDL, or X11 windows it names with
//! [`wgd3d9_window_from_x11`] (see `wgd3d9::native`).

use wgd3d9::native::install;
use wgd3d9_types::*;

/// wgd3d9_window_from_x11: the HWND that stands for X11 window `window` of
/// the display `DISPLAY` names, for programs without SDL (the same handle
/// each time for one window; null for 0). Its swap chains show their frames
/// in the window and follow its size.
#[no_mangle]
pub extern "C" fn wgd3d9_window_from_x11(window: std::ffi::c_ulong) -> HWND {
    let Ok(window) = u32::try_from(window) else {
        log::warn!(target: "wgd3d9::window", "{window:#x} is not an X11 window id");
        return std::ptr::null_mut();
    };
    std::panic::catch_unwind(|| wgd3d9::native::window_from_x11(window)).unwrap_or(std::ptr::null_mut())
}

/// wgd3d9_window_from_wayland: the HWND that stands for Wayland surface
/// `surface` of `display` (the program's own, kept while it presents),
/// `width` x `height` pixels, for programs without SDL: the same handle each
/// time for one surface, whose size a new call with the same surface
/// updates (the program decides a Wayland surface's size); null for null
/// pointers or a zero size.
#[no_mangle]
pub extern "C" fn wgd3d9_window_from_wayland(
    display: *mut std::ffi::c_void,
    surface: *mut std::ffi::c_void,
    width: std::ffi::c_uint,
    height: std::ffi::c_uint,
) -> HWND {
    std::panic::catch_unwind(|| wgd3d9::native::window_from_wayland(display, surface, width, height))
        .unwrap_or(std::ptr::null_mut())
}

/// Direct3DCreate9: returns the IDirect3D9 object, or null when no GPU adapter is
/// usable.
#[no_mangle]
pub extern "system" fn Direct3DCreate9(sdk_version: UINT) -> *mut IDirect3D9 {
    let r = std::panic::catch_unwind(|| {
        install();
        wgd3d9::direct3d_create9(sdk_version)
    });
    r.unwrap_or(std::ptr::null_mut())
}

/// Direct3DShaderValidatorCreate9: a shader validator (every check passes;
/// bytecode is validated when shaders are created).
#[no_mangle]
pub extern "system" fn Direct3DShaderValidatorCreate9() -> *mut std::ffi::c_void {
    std::panic::catch_unwind(|| wgd3d9::validator::create().cast()).unwrap_or(std::ptr::null_mut())
}

/// Direct3DCreate9Ex: the IDirect3D9Ex object through `out`.
///
/// # Safety
/// `out` must be null or writable.
#[no_mangle]
pub unsafe extern "system" fn Direct3DCreate9Ex(sdk_version: UINT, out: *mut *mut IDirect3D9Ex) -> HRESULT {
    std::panic::catch_unwind(|| {
        install();
        // SAFETY: the caller guarantees `out` is null or writable.
        unsafe { wgd3d9::direct3d_create9ex(sdk_version, out) }
    })
    .unwrap_or(D3DERR_NOTAVAILABLE)
}

// D3DPERF_BeginEvent, EndEvent, GetStatus, QueryRepeatFrame, SetMarker,
// SetOptions and SetRegion.
wgd3d9::d3dperf_exports!();
