//! Golden snapshots of the DXSO toolchain over the shader corpus in `tests/in`.
//!
//! For every `tests/in/NAME.asm` the test assembles the text, checks that
//! disassembling and reassembling gives the same tokens, translates the
//! tokens (decode, validate, lower to the IR, lower to naga), validates the
//! naga module, and writes `tests/out/NAME.dis` (the disassembly) and
//! `tests/out/NAME.wgsl` (naga's WGSL of the module). The outputs are always
//! rewritten; CI fails when they differ from the committed ones
//! (`git diff --exit-code crates/wgd3d9-shader/tests/out`).

use naga::valid::{Capabilities, ValidationFlags, Validator};
use std::path::{Path, PathBuf};
use wgd3d9_shader::dxso::{asm, decode, disasm, lower::Options, translate};
use wgd3d9_shader::naga_backend;

/// The corpus covers every instruction, modifier and register file of every model.
const MIN_CORPUS: usize = 200;

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/in")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "asm"))
        .collect();
    files.sort();
    files
}

/// Assembles, round-trips and translates one shader; returns (disassembly, WGSL).
fn snapshot(path: &Path) -> Result<(String, String), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let tokens = asm::assemble(&text).map_err(|e| format!("assemble: {e}"))?;
    let shader = decode::decode(&tokens).map_err(|e| format!("decode: {e}"))?;
    let dis = disasm::disassemble(&shader);
    let again = asm::assemble(&dis).map_err(|e| format!("reassemble: {e}"))?;
    if again != tokens {
        return Err("disassembly does not reassemble to the same tokens".into());
    }
    let t = translate(&tokens, &Options::default()).map_err(|e| format!("translate: {e}"))?;
    let module = naga_backend::lower(&t.program).map_err(|e| format!("lower: {e}"))?;
    let info = Validator::new(
        ValidationFlags::all(),
        Capabilities::default() | Capabilities::IMMEDIATES,
    )
    .validate(&module)
    .map_err(|e| format!("naga validation: {e:?}"))?;
    let wgsl = naga::back::wgsl::write_string(&module, &info, naga::back::wgsl::WriterFlags::empty())
        .map_err(|e| format!("wgsl: {e}"))?;
    Ok((dis, wgsl))
}

#[test]
fn every_corpus_shader_round_trips_translates_and_validates() {
    let files = corpus();
    assert!(files.len() >= MIN_CORPUS, "the corpus has {} shaders", files.len());
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/out");
    std::fs::create_dir_all(&out).expect("tests/out");
    // Outputs of shaders no longer in the corpus go.
    let names: Vec<String> = files
        .iter()
        .map(|p| p.file_stem().expect("name").to_string_lossy().into_owned())
        .collect();
    for entry in std::fs::read_dir(&out).expect("tests/out") {
        let path = entry.expect("entry").path();
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        if !names.contains(&stem) {
            std::fs::remove_file(&path).expect("remove a stale output");
        }
    }
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_stem().expect("name").to_string_lossy().into_owned();
        match snapshot(path) {
            Ok((dis, wgsl)) => {
                std::fs::write(out.join(format!("{name}.dis")), dis).expect("write");
                std::fs::write(out.join(format!("{name}.wgsl")), wgsl).expect("write");
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} shaders failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
