//! wgd3d9-shader: the shader toolchain, pure code with no GPU.
//!
//! Data flow: a shader source (today the fixed-function generator in [`ff`]) builds
//! an [`ir::Program`]; [`naga_backend::lower`] turns it into a `naga::Module` that
//! the runtime hands to the GPU API without any text parsing.
//!
//! Architecture invariant: this crate knows nothing about wgpu or COM. Every module
//! it produces passes naga's validator (the tests validate each one).

pub mod dxso;
pub mod ff;
pub mod interp;
pub mod ir;
#[cfg(feature = "naga")]
pub mod naga_backend;
