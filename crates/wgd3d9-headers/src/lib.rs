//! Generates the C and C++ Direct3D 9 headers (`include/d3d9.h`,
//! `d3d9types.h`, `d3d9caps.h`, `wgd3d9_wintypes.h`) from the Rust source
//! text of wgd3d9-types, the one definition of the D3D9 ABI.
//!
//! The library is pure: [`model_from_sources`] parses source texts,
//! [`generate`] turns the model into header texts, and [`checks`] writes the
//! C test programs the tests compile against the headers. The binary
//! `wgd3d9-headers OUT_DIR` writes the headers (`cargo run -p
//! wgd3d9-headers -- include` refreshes the committed ones).
//!
//! What is derived: every alias, constant, const fn (as a function-like
//! macro), struct, interface (C vtable struct, C++ class, call macros) and
//! GUID. What is hand-written is listed in [`handwritten`].

pub mod cexpr;
pub mod checks;
pub mod ctype;
pub mod emit_interfaces;
pub mod emit_types;
pub mod eval;
pub mod handwritten;
pub mod headers;
pub mod layout;
pub mod model;
pub mod parse;

use std::fmt;
use std::path::{Path, PathBuf};

pub use headers::{generate, Header};
pub use model::Model;

/// A generation failure: what could not be read or translated, and where.
#[derive(Debug)]
pub struct Error(String);

impl Error {
    /// An error with this message.
    pub fn new(msg: impl Into<String>) -> Error {
        Error(msg.into())
    }

    /// The same error, prefixed with the item it happened in.
    pub fn context(self, what: &str) -> Error {
        Error(format!("{what}: {}", self.0))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// The source files of wgd3d9-types the headers describe, as paths under
/// `src/` without `.rs`, in the order their items are emitted.
pub const MODULES: [&str; 15] = [
    "basetypes",
    "hresult",
    "format",
    "enums",
    "shader",
    "structs",
    "caps",
    "guids",
    "vtables",
    "vtables/direct3d",
    "vtables/device",
    "vtables/device_ex",
    "vtables/swapchain",
    "vtables/resource",
    "vtables/objects",
];

/// The layout assertion file of wgd3d9-types, under `src/`.
pub const LAYOUT_ASSERTS: &str = "layout_asserts.rs";

/// Parses the sources: `(module path, text)` pairs, module paths as in
/// [`MODULES`].
pub fn model_from_sources(sources: &[(&str, String)]) -> Result<Model, Error> {
    let modules: Result<Vec<_>, Error> = sources.iter().map(|(p, t)| parse::parse_module(p, t)).collect();
    Ok(Model { modules: modules? })
}

/// `crates/wgd3d9-types/src` of this workspace.
pub fn types_src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../wgd3d9-types/src")
}

/// Reads [`MODULES`] from `src_dir`.
pub fn read_sources(src_dir: &Path) -> Result<Vec<(&'static str, String)>, Error> {
    MODULES
        .iter()
        .map(|m| {
            let path = src_dir.join(format!("{m}.rs"));
            std::fs::read_to_string(&path)
                .map(|t| (*m, t))
                .map_err(|e| Error::new(format!("{}: {e}", path.display())))
        })
        .collect()
}

/// Reads and parses the sources of `src_dir`.
pub fn read_model(src_dir: &Path) -> Result<Model, Error> {
    model_from_sources(&read_sources(src_dir)?)
}
