//! Direct3D 9 for Rust programs, without vtables (the `native` feature):
//! [`Direct3D9`], [`Device`] and the resource types own one reference each
//! (`Clone` adds one, `Drop` releases it), methods answer [`Result`]s whose
//! [`Error`] carries the HRESULT, and a window comes from
//! `raw-window-handle` ([`Direct3D9::create_device_for_window`]) or, for an
//! SDL window, from its `SDL_Window*`
//! ([`Direct3D9::create_device_for_hwnd`]).
//!
//! The objects are the ones C programs reach through vtables: the
//! wrappers add no state and no checks of their own beyond what Rust's
//! safety needs (a lock's bytes are a slice of the locked size). Like D3D9's
//! objects made without D3DCREATE_MULTITHREADED they are neither `Send` nor
//! `Sync`. D3D9's constants are those of `wgd3d9_types`.
//!
//! ```
//! use wgd3d9::safe::{Direct3D9, PresentParameters};
//! use wgd3d9_types::*;
//!
//! let d3d = Direct3D9::new()?;
//! let device = d3d.create_device(&PresentParameters::new(64, 64))?;
//! device.clear(D3DCLEAR_TARGET, 0xff20_4080, 1.0, 0)?;
//! device.present()?;
//! let shown = device.back_buffer()?;
//! let copy = device.create_offscreen_plain_surface(64, 64, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM)?;
//! device.get_render_target_data(&shown, &copy)?;
//! let lock = copy.lock(D3DLOCK_READONLY)?;
//! assert_eq!(&lock.bytes()[..4], &[0x80, 0x40, 0x20, 0xff]);
//! # Ok::<(), wgd3d9::safe::Error>(())
//! ```

mod com_ptr;
mod device;
mod direct3d;
mod error;
mod objects;
mod resources;
mod textures;

pub use device::Device;
pub use direct3d::{AdapterIdentifier, Direct3D9, DisplayMode, PresentParameters};
pub use error::{Error, ErrorKind, Result};
pub use objects::{Query, StateBlock, SwapChain};
pub use resources::{
    IndexBuffer, PixelShader, Surface, SurfaceLock, Texture, VertexBuffer, VertexDeclaration, VertexShader,
};
pub use textures::{BaseTexture, CubeTexture, Volume, VolumeLock, VolumeTexture};
