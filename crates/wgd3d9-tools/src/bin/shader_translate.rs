//! shader_translate: CPU time to translate D3D9 shader bytecode for the GPU.
//!
//! For every shader of the snapshot corpus (`crates/wgd3d9-shader/tests/in`, or
//! the directory given), assembled once up front, times decode + validate +
//! lowering to the shader IR + lowering to a `naga::Module` (what
//! CreateVertexShader/CreatePixelShader and the first draw cost on the CPU
//! before the driver sees the module), and separately naga's validation of
//! the module. Each shader's figure is the median of its runs. Prints the
//! median and maximum over the corpus, the largest shader, and the
//! `ps_3_0_typical_100` shader (a ~100-instruction pixel shader; target under
//! 50 microseconds). Run release:
//! `cargo run --release -p wgd3d9-tools --bin shader_translate [runs] [dir]`.

use naga::valid::{Capabilities, ValidationFlags, Validator};
use std::path::PathBuf;
use std::time::Instant;
use wgd3d9_shader::dxso::{asm, lower::Options, translate};
use wgd3d9_shader::naga_backend;
use wgd3d9_tools::median;

struct Measured {
    name: String,
    tokens: usize,
    instructions: usize,
    translate_us: f64,
    validate_us: f64,
}

fn measure(name: String, tokens: &[u32], runs: usize) -> Measured {
    let options = Options::default();
    let mut translate_us = Vec::with_capacity(runs);
    let mut validate_us = Vec::with_capacity(runs);
    let mut instructions = 0;
    for _ in 0..runs {
        let start = Instant::now();
        let t = translate(tokens, &options).unwrap_or_else(|e| panic!("{name}: {e}"));
        let module = naga_backend::lower(&t.program).unwrap_or_else(|e| panic!("{name}: {e}"));
        translate_us.push(start.elapsed().as_secs_f64() * 1e6);
        instructions = t.program.body.len();
        let start = Instant::now();
        Validator::new(
            ValidationFlags::all(),
            Capabilities::default() | Capabilities::IMMEDIATES,
        )
        .validate(&module)
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
        validate_us.push(start.elapsed().as_secs_f64() * 1e6);
        std::hint::black_box(module);
    }
    Measured {
        name,
        tokens: tokens.len(),
        instructions,
        translate_us: median(&mut translate_us),
        validate_us: median(&mut validate_us),
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let runs: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(50);
    let dir = args
        .next()
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../wgd3d9-shader/tests/in"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "asm"))
        .collect();
    files.sort();
    let mut results = Vec::new();
    for path in &files {
        let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
        let tokens = asm::assemble(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        results.push(measure(name, &tokens, runs));
    }
    if results.is_empty() {
        eprintln!("shader_translate: no .asm files in {}", dir.display());
        std::process::exit(1);
    }
    let mut per_shader: Vec<f64> = results.iter().map(|m| m.translate_us).collect();
    let median_us = median(&mut per_shader);
    let slowest = results
        .iter()
        .max_by(|a, b| a.translate_us.total_cmp(&b.translate_us))
        .expect("non-empty");
    let largest = results.iter().max_by_key(|m| m.tokens).expect("non-empty");
    let mut validation: Vec<f64> = results.iter().map(|m| m.validate_us).collect();
    println!(
        "shader_translate: {} shaders, {runs} runs each (decode + validate + lower to IR + lower to naga)",
        results.len()
    );
    println!(
        "  per shader: median {median_us:.1} us, max {:.1} us ({})",
        slowest.translate_us, slowest.name
    );
    println!(
        "  largest: {} ({} tokens, {} IR instructions): {:.1} us",
        largest.name, largest.tokens, largest.instructions, largest.translate_us
    );
    println!(
        "  naga validation of the module (not part of translation): median {:.1} us",
        median(&mut validation)
    );
    if let Some(t) = results.iter().find(|m| m.name == "ps_3_0_typical_100") {
        println!(
            "  ps_3_0_typical_100 ({} tokens, {} IR instructions): {:.1} us (target < 50 us)",
            t.tokens, t.instructions, t.translate_us
        );
        let path = dir.join("ps_3_0_typical_100.asm");
        let tokens = asm::assemble(&std::fs::read_to_string(path).expect("read")).expect("assemble");
        let [d, v, l, n] = stages(&tokens, runs);
        println!("    decode {d:.1} us, validate {v:.1} us, lower to IR {l:.1} us, lower to naga {n:.1} us");
    }
}

/// Median microseconds of each step for one shader.
fn stages(tokens: &[u32], runs: usize) -> [f64; 4] {
    use wgd3d9_shader::dxso::{decode, lower, validate};
    let mut times = [(); 4].map(|_| Vec::with_capacity(runs));
    for _ in 0..runs {
        let t0 = Instant::now();
        let shader = decode::decode(tokens).expect("decode");
        let t1 = Instant::now();
        validate::validate(&shader).expect("validate");
        let t2 = Instant::now();
        let tr = lower::lower(&shader, &Options::default()).expect("lower");
        let t3 = Instant::now();
        let module = naga_backend::lower(&tr.program).expect("naga");
        let t4 = Instant::now();
        std::hint::black_box(module);
        for (k, (a, b)) in [(t0, t1), (t1, t2), (t2, t3), (t3, t4)].into_iter().enumerate() {
            times[k].push((b - a).as_secs_f64() * 1e6);
        }
    }
    times.map(|mut t| median(&mut t))
}
