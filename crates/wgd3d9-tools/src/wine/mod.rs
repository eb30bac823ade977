//! The Wine front's tooling: building and installing wgd3d9's d3d9.dll for one
//! Wine process, and running Wine's d3d9 test suite against it (or against
//! Wine's own d3d9 for reference). The `wgd3d9-wine` binary is the wiring.

pub mod arch;
pub mod artifacts;
pub mod classification;
pub mod display;
pub mod layout;
pub mod programs;
pub mod recorded;
pub mod report;
pub mod shader_corpus;
pub mod suite;
pub mod test_build;

use std::process::Command;

/// Runs `cmd` to completion; an error names the command and its exit status.
pub fn run_checked(cmd: &mut Command) -> Result<(), String> {
    let status = cmd.status().map_err(|e| format!("{:?}: {e}", cmd.get_program()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!(
            "{:?} {:?} failed: {status}",
            cmd.get_program(),
            cmd.get_args().collect::<Vec<_>>()
        ))
    }
}
