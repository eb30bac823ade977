//! wgd3d9: the API side of wgd3d9.
//!
//! The Direct3D 9 COM objects (IDirect3D9, IDirect3DDevice9 and every resource
//! kind), their reference counting, the state the application sees, and the
//! recording of frames for the runtime.
//!
//! API boundary: this crate reaches the runtime only through [`port`] (plain-data
//! calls of `wgd3d9_core::wire`), never through wgpu, so it builds for the Windows
//! targets a Wine front needs. Architecture invariant: no GPU call happens on the
//! application's thread; a draw costs a few stores into the frame arena.

pub mod api_timers;
pub mod basetexture;
pub mod buffer;
pub mod caps;
pub mod com;
pub mod cube;
pub mod d3d9;
pub mod d3d9ex;
pub mod decl;
pub mod device;
pub mod focus;
pub mod frames;
pub mod gdi;
pub mod lock;
pub mod logging;
#[cfg(all(unix, feature = "native"))]
pub mod native;
pub mod perf_events;
pub mod port;
pub mod query;
pub mod resource;
#[cfg(all(unix, feature = "native"))]
pub mod safe;
pub mod shader;
pub mod stateblock;
pub mod surface;
pub mod swapchain;
pub mod texture;
pub mod validator;
pub mod volume;
pub mod window;

pub use port::install as install_runtime;
#[cfg(all(unix, feature = "native"))]
pub use safe::{Device, Direct3D9, Error, PresentParameters, Result};

/// Direct3DCreate9: the IDirect3D9 object, or null when no GPU is usable or no
/// runtime is installed.
pub fn direct3d_create9(sdk_version: u32) -> *mut wgd3d9_types::IDirect3D9 {
    com::guard("Direct3DCreate9", std::ptr::null_mut(), || d3d9::create(sdk_version))
}

/// Direct3DCreate9Ex: writes the IDirect3D9Ex object through `out` and
/// answers D3D_OK, or writes null and answers D3DERR_NOTAVAILABLE when no
/// GPU is usable or no runtime is installed (D3DERR_INVALIDCALL for a null
/// `out`).
///
/// # Safety
/// `out` must be null or writable.
pub unsafe fn direct3d_create9ex(sdk_version: u32, out: *mut *mut wgd3d9_types::IDirect3D9Ex) -> wgd3d9_types::HRESULT {
    use wgd3d9_types::{D3DERR_INVALIDCALL, D3DERR_NOTAVAILABLE, D3D_OK};
    if out.is_null() {
        return D3DERR_INVALIDCALL;
    }
    let made = com::guard("Direct3DCreate9Ex", Err(D3DERR_NOTAVAILABLE), || {
        d3d9ex::create(sdk_version)
    });
    let (object, hr) = match made {
        Ok(d) => (d, D3D_OK),
        Err(hr) => (std::ptr::null_mut(), hr),
    };
    // SAFETY: the caller guarantees `out` (non-null here) is writable.
    unsafe { *out = object };
    hr
}
