//! d3d9.dll for Windows programs under Wine.
//!
//! The PE half of the Wine front: the API side (`wgd3d9`) with the exports of
//! Windows' d3d9.dll, whose runtime port forwards each boundary call through
//! `__wine_unix_call` to the unix half (`wgd3d9-wine-unix`, installed as
//! `d3d9.so` beside this DLL). The DLL must be marked as a Wine builtin
//! (`winebuild --builtin`) for Wine to load its unix half.
//!
//! On other targets the crate builds to nothing but the exports' stubs, so the
//! workspace builds everywhere.

#[cfg(windows)]
mod cursor;
#[cfg(windows)]
mod focus_window;
#[cfg(windows)]
mod gdi;
#[cfg(windows)]
mod prng;
#[cfg(windows)]
mod unix_call;
#[cfg(windows)]
mod win32;

use wgd3d9_types::*;

fn install() -> bool {
    static INSTALLED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *INSTALLED.get_or_init(|| {
        wgd3d9::logging::init();
        #[cfg(windows)]
        {
            match unix_call::init() {
                Ok(()) => {
                    log::info!(
                        target: "wgd3d9::wine",
                        "wgd3d9 {}: d3d9.dll with its unix half (d3d9.so)",
                        env!("CARGO_PKG_VERSION")
                    );
                    wgd3d9::install_runtime(unix_call::port);
                    wgd3d9::window::install(win32::window_system());
                    wgd3d9::gdi::install(gdi::gdi());
                    true
                }
                Err(status) => {
                    log::error!(target: "wgd3d9::wine", "the unix half of d3d9.dll is not loaded (status {status:#x})");
                    false
                }
            }
        }
        #[cfg(not(windows))]
        false
    })
}

/// Direct3DCreate9.
#[no_mangle]
pub extern "system" fn Direct3DCreate9(sdk_version: UINT) -> *mut IDirect3D9 {
    std::panic::catch_unwind(|| {
        if install() {
            wgd3d9::direct3d_create9(sdk_version)
        } else {
            std::ptr::null_mut()
        }
    })
    .unwrap_or(std::ptr::null_mut())
}

/// Direct3DCreate9Ex: the IDirect3D9Ex object through `out`.
///
/// # Safety
/// `out` must be null or writable.
#[no_mangle]
pub unsafe extern "system" fn Direct3DCreate9Ex(sdk_version: UINT, out: *mut *mut IDirect3D9Ex) -> HRESULT {
    std::panic::catch_unwind(|| {
        if install() {
            // SAFETY: the caller guarantees `out` is null or writable.
            unsafe { wgd3d9::direct3d_create9ex(sdk_version, out) }
        } else {
            if !out.is_null() {
                // SAFETY: the caller guarantees `out` (non-null here) is
                // writable.
                unsafe { *out = std::ptr::null_mut() };
            }
            D3DERR_NOTAVAILABLE
        }
    })
    .unwrap_or(D3DERR_NOTAVAILABLE)
}

/// Direct3DShaderValidatorCreate9: a shader validator (every check passes;
/// bytecode is validated when shaders are created).
#[no_mangle]
pub extern "system" fn Direct3DShaderValidatorCreate9() -> *mut std::ffi::c_void {
    std::panic::catch_unwind(|| wgd3d9::validator::create().cast()).unwrap_or(std::ptr::null_mut())
}

// D3DPERF_BeginEvent, EndEvent, GetStatus, QueryRepeatFrame, SetMarker,
// SetOptions and SetRegion.
wgd3d9::d3dperf_exports!();

/// DebugSetLevel (debug runtime only).
#[no_mangle]
pub extern "system" fn DebugSetLevel() {}

/// DebugSetMute (debug runtime only).
#[no_mangle]
pub extern "system" fn DebugSetMute() {}

/// Direct3D9EnableMaximizedWindowedModeShim.
#[no_mangle]
pub extern "system" fn Direct3D9EnableMaximizedWindowedModeShim(_enable: BOOL) -> i32 {
    0
}

/// PSGPError (processor-specific geometry pipeline hooks, unused).
#[no_mangle]
pub extern "system" fn PSGPError() {}

/// PSGPSampleTexture (processor-specific geometry pipeline hooks, unused).
#[no_mangle]
pub extern "system" fn PSGPSampleTexture() {}
