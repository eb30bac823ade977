//! The Direct3D 9 ABI, and nothing else.
//!
//! This crate is the single home of every Direct3D 9 definition that
//! crosses the binary interface: the Windows scalar aliases, the D3D9
//! enumerations and flag constants, `D3DFORMAT` values, HRESULT codes,
//! capability bits, the `#[repr(C)]` structures, interface GUIDs and the
//! COM interface / vtable layouts. It holds no logic: only types,
//! constants and a few `const fn` equivalents of SDK macros
//! (`D3DTS_WORLDMATRIX`, `D3DFVF_TEXCOORDSIZE2`, `D3DPS_VERSION`, ...).
//!
//! Every item is re-exported at the crate root, so callers write
//! `wgd3d9_types::D3DRS_ZENABLE` or `wgd3d9_types::IDirect3DDevice9Vtbl`.
//! Names follow the SDK spelling exactly (`d3d9.h`, `d3d9types.h`,
//! `d3d9caps.h`). Enumerations are `u32` type aliases with one constant
//! per value, so any value the application passes can be represented.
//!
//! The layouts match the Windows SDK on x86 and x86_64, which is also the
//! ABI of Linux-native builds; `layout_asserts` checks every structure's
//! size and field offsets at compile time for both pointer widths.

#![no_std]
#![allow(non_snake_case, non_camel_case_types, non_upper_case_globals)]
#![allow(clippy::upper_case_acronyms)]

pub mod basetypes;
pub mod caps;
pub mod enums;
pub mod format;
pub mod guids;
pub mod hresult;
pub mod shader;
pub mod structs;
pub mod vtables;

mod layout_asserts;

pub use basetypes::*;
pub use caps::*;
pub use enums::*;
pub use format::*;
pub use guids::*;
pub use hresult::*;
pub use shader::*;
pub use structs::*;
pub use vtables::*;
