//! The shader corpus (`conformance/shader-corpus/`): shader text written the
//! ways people write it, assembled under Wine by Wine's d3dx9
//! (`D3DXAssembleShader`), created and drawn by `harness.c`, once against
//! wgd3d9 and once against Wine's own d3d9. Each run prints a line per
//! shader:
//!
//! ```text
//! NAME assembled=0|1 created=0xHRESULT|- pixels=AARRGGBB,...|-
//! ```
//!
//! wgd3d9 must create every shader the reference creates and draw the same
//! pixels within [`TOLERANCE`] per 8-bit channel; a shader that differs
//! must be recorded, with its reason, in `differences.txt` (see
//! [`super::recorded`]).

use super::arch::Arch;
use super::run_checked;
use super::suite::Suite;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The largest difference of one 8-bit channel that still matches
/// (rounding of two GPUs' float results).
pub const TOLERANCE: u32 = 2;

/// One shader's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub assembled: bool,
    /// The HRESULT of Create*Shader (`-` when not assembled).
    pub created: String,
    /// The sample pixels, or the text in their place (`draw=0x...`).
    pub pixels: Vec<String>,
}

/// The shader lines of a harness log (other lines are ignored).
pub fn parse(text: &str) -> BTreeMap<String, Outcome> {
    let mut out = BTreeMap::new();
    for line in text.lines() {
        let mut words = line.split_whitespace();
        let Some(name) = words.next() else { continue };
        let fields: BTreeMap<&str, &str> = words.filter_map(|w| w.split_once('=')).collect();
        let (Some(assembled), Some(created), Some(pixels)) =
            (fields.get("assembled"), fields.get("created"), fields.get("pixels"))
        else {
            continue;
        };
        out.insert(
            name.to_owned(),
            Outcome {
                assembled: *assembled == "1",
                created: (*created).to_owned(),
                pixels: pixels.split(',').map(str::to_owned).collect(),
            },
        );
    }
    out
}

/// How far apart two pixel lists are: the largest channel difference, or
/// `None` when they cannot be compared (a failed draw, another count).
fn distance(a: &[String], b: &[String]) -> Option<u32> {
    if a == b {
        return Some(0);
    }
    if a.len() != b.len() {
        return None;
    }
    let mut worst = 0;
    for (x, y) in a.iter().zip(b) {
        let (Ok(x), Ok(y)) = (u32::from_str_radix(x, 16), u32::from_str_radix(y, 16)) else {
            return None;
        };
        for shift in [0, 8, 16, 24] {
            worst = worst.max(((x >> shift) & 0xFF).abs_diff((y >> shift) & 0xFF));
        }
    }
    Some(worst)
}

/// The shaders whose outcome with wgd3d9 differs from the reference's, with
/// what differs.
pub fn differences(
    ours: &BTreeMap<String, Outcome>,
    reference: &BTreeMap<String, Outcome>,
) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (name, r) in reference {
        let Some(o) = ours.get(name) else {
            out.insert(name.clone(), "no line from wgd3d9's run".to_owned());
            continue;
        };
        if o.assembled != r.assembled || o.created != r.created {
            let what = format!("created {} (reference {})", o.created, r.created);
            out.insert(name.clone(), what);
            continue;
        }
        match distance(&o.pixels, &r.pixels) {
            Some(d) if d <= TOLERANCE => {}
            d => {
                let by = d.map_or("pixels not comparable".to_owned(), |d| format!("pixels differ by {d}"));
                let what = format!("{by}: {} (reference {})", o.pixels.join(","), r.pixels.join(","));
                out.insert(name.clone(), what);
            }
        }
    }
    for name in ours.keys().filter(|n| !reference.contains_key(*n)) {
        out.insert(name.clone(), "no line from the reference's run".to_owned());
    }
    out
}

/// Builds `harness.exe` from `corpus/harness.c` into `out_dir`.
pub fn build_harness(corpus: &Path, out_dir: &Path) -> Result<PathBuf, String> {
    std::fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let exe = out_dir.join("shader_corpus.exe");
    run_checked(
        Command::new(Arch::X86_64.mingw_cc())
            .args(["-O2", "-Wall", "-o"])
            .arg(&exe)
            .arg(corpus.join("harness.c"))
            .args(["-ld3d9", "-luser32", "-lgdi32"]),
    )?;
    Ok(exe)
}

/// The name `--only` knows the corpus by.
pub const NAME: &str = "shader-corpus";

/// Runs `harness` over the corpus directory `corpus` with `suite`'s d3d9
/// and prefix; the outcomes, or why the run gave none.
pub fn run(suite: &Suite, harness: &Path, corpus: &Path) -> Result<BTreeMap<String, Outcome>, String> {
    let r = suite.run_logged(harness, &[&windows_path(corpus)], NAME)?;
    let outcomes = parse(&r.text);
    if !r.finished || outcomes.is_empty() {
        return Err(format!(
            "the shader corpus run with {} gave no result (log: {})",
            suite.implementation.label(),
            r.log.display()
        ));
    }
    Ok(outcomes)
}

/// A line of figures: shaders, assembled, created.
pub fn summary(outcomes: &BTreeMap<String, Outcome>) -> String {
    let assembled = outcomes.values().filter(|o| o.assembled).count();
    let created = outcomes.values().filter(|o| o.created == "0x00000000").count();
    format!("{} shaders, {assembled} assembled, {created} created", outcomes.len())
}

/// `dir` as the Windows path Wine gives it (drive Z: is the root).
pub fn windows_path(dir: &Path) -> String {
    format!("Z:{}", dir.display()).replace('/', "\\")
}

#[cfg(test)]
mod tests;
