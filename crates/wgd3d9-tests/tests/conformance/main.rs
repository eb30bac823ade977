//! The conformance suite: one test binary, one module per area. Every test drives
//! the D3D9 C ABI through `Direct3DCreate9` and vtable slots, headless.

mod adapter;
mod alpha_test;
mod blend;
mod buffers;
mod c_abi;
mod clear;
mod color_fill;
mod create_device;
mod cube_volume;
mod cube_volume_sampling;
mod declarations;
mod depth_stencil;
mod display_modes;
mod float_formats;
mod invalid_calls;
mod multithread;
mod primitives;
mod queries;
mod raster;
mod refcount;
mod reset;
mod shader_draws;
mod shader_objects;
mod shader_util;
mod smoke;
mod stages;
mod state_blocks;
mod state_changes;
mod stretch_rect;
mod surface_util;
mod targets;
mod textures;
mod transform;
mod updates;
mod vertex_texture_fetch;
