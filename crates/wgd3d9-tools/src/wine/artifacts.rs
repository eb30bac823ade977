//! Building the two halves of wgd3d9's Wine front.
//!
//! - `target/x86_64-pc-windows-gnu/release/d3d9.dll`: the PE half
//!   (`wgd3d9-wine-pe`, whose library is named `wgd3d9_pe` so that it does not
//!   collide with the native `libd3d9.so` in workspace builds), copied to its
//!   Windows name and marked as a Wine builtin with `winebuild --builtin`;
//! - `target/release/libwgd3d9_unix.so`: the unix half, installed as d3d9.so.
//!
//! d3d9.dll imports only DLLs that every Wine prefix has (the standard
//! library's random-number import is answered inside the DLL, see
//! `wgd3d9-wine-pe/src/prng.rs`), so nothing else is installed.

use super::layout::Artifacts;
use super::run_checked;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The Windows target of the PE half.
pub const PE_TARGET: &str = "x86_64-pc-windows-gnu";
/// The mingw C compiler for that target.
pub const MINGW_CC: &str = "x86_64-w64-mingw32-gcc";

/// The workspace root (this crate lives in `crates/wgd3d9-tools`).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("workspace root")
        .to_path_buf()
}

/// The cargo target directory.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace_root().join("target"))
}

fn cargo() -> Command {
    let mut cmd = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    cmd.current_dir(workspace_root());
    cmd
}

/// Builds both halves in release mode.
pub fn build() -> Result<Artifacts, String> {
    run_checked(cargo().args([
        "build",
        "--release",
        "--locked",
        "-p",
        "wgd3d9-wine-pe",
        "--target",
        PE_TARGET,
    ]))?;
    run_checked(cargo().args(["build", "--release", "--locked", "-p", "wgd3d9-wine-unix"]))?;
    let pe_out = target_dir().join(PE_TARGET).join("release");
    let dll = pe_out.join("d3d9.dll");
    std::fs::copy(pe_out.join("wgd3d9_pe.dll"), &dll).map_err(|e| format!("copying wgd3d9_pe.dll: {e}"))?;
    mark_builtin(&dll)?;
    Ok(Artifacts {
        dll,
        unix_so: target_dir().join("release/libwgd3d9_unix.so"),
    })
}

/// Marks a PE file as a Wine builtin, which makes Wine load its unix half.
fn mark_builtin(dll: &Path) -> Result<(), String> {
    run_checked(Command::new("winebuild").arg("--builtin").arg(dll))
}
