//! Building the two halves of wgd3d9's Wine front, for each architecture.
//!
//! - `target/<pe target>/release/d3d9.dll`: the PE half (`wgd3d9-wine-pe`,
//!   whose library is named `wgd3d9_pe` so that it does not collide with the
//!   native `libd3d9.so` in workspace builds), copied to its Windows name and
//!   marked as a Wine builtin with `winebuild --builtin`;
//! - `target/release/libwgd3d9_unix.so` (64-bit) and
//!   `target/i686-unknown-linux-gnu/release/libwgd3d9_unix.so` (32-bit): the
//!   unix half, installed as d3d9.so.
//!
//! d3d9.dll imports only DLLs that every Wine prefix has (the standard
//! library's random-number import is answered inside the DLL, see
//! `wgd3d9-wine-pe/src/prng.rs`), so nothing else is installed.

use super::arch::Arch;
use super::layout::Artifacts;
use super::run_checked;
use std::path::{Path, PathBuf};
use std::process::Command;
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

/// Builds both halves of `arch` in release mode.
pub fn build(arch: Arch) -> Result<Artifacts, String> {
    let pe_target = arch.pe_target();
    run_checked(cargo().args([
        "build",
        "--release",
        "--locked",
        "-p",
        "wgd3d9-wine-pe",
        "--target",
        pe_target,
    ]))?;
    let mut unix = cargo();
    unix.args(["build", "--release", "--locked", "-p", "wgd3d9-wine-unix"]);
    let mut unix_out = target_dir();
    if let Some(t) = arch.unix_target() {
        unix.args(["--target", t]);
        unix_out.push(t);
    }
    run_checked(&mut unix)?;
    let pe_out = target_dir().join(pe_target).join("release");
    let dll = pe_out.join("d3d9.dll");
    std::fs::copy(pe_out.join("wgd3d9_pe.dll"), &dll).map_err(|e| format!("copying wgd3d9_pe.dll: {e}"))?;
    mark_builtin(&dll)?;
    Ok(Artifacts {
        arch,
        dll,
        unix_so: unix_out.join("release/libwgd3d9_unix.so"),
    })
}

/// Builds the halves of every architecture in `arches`.
pub fn build_all(arches: &[Arch]) -> Result<Vec<Artifacts>, String> {
    arches.iter().map(|&a| build(a)).collect()
}

/// Marks a PE file as a Wine builtin, which makes Wine load its unix half.
fn mark_builtin(dll: &Path) -> Result<(), String> {
    run_checked(Command::new("winebuild").arg("--builtin").arg(dll))
}
