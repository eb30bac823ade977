//! wgd3d9-core: the parts of wgd3d9 that need neither a GPU nor COM.
//!
//! Architecture invariant: this crate knows nothing about wgpu and nothing about
//! COM objects. It holds pure logic (format tables and conversions, vertex
//! declarations, D3D9 state tables, state keys, clear and primitive arithmetic) and
//! the plain-data formats both sides of the runtime boundary share: the frame
//! recording format ([`record`], in a [`arena::FrameArena`]) and the boundary call
//! records ([`wire`]). It builds for every target the API side builds for,
//! including the Windows targets.

pub mod arena;
pub mod cache_file;
pub mod clear;
pub mod config;
pub mod draw_plan;
pub mod fetch_ahead;
pub mod ff_key;
pub mod format;
pub mod full_screen;
pub mod hud;
pub mod instancing;
pub mod keys;
pub mod lent_copy;
pub mod log_setup;
pub mod matrix;
pub mod mem;
pub mod multisample;
pub mod pacing;
pub mod primitive;
pub mod process_vertices;
pub mod recent;
pub mod record;
pub mod skip_reason;
pub mod skip_rule;
pub mod state_set;
pub mod state_tables;
pub mod vertex_decl;
pub mod wire;
