//! memory_footprint: the process's memory around a device's life, with the
//! persistent shader cache cold and warm.
//!
//! Each configuration runs in a child process of its own (the runtime's GPU
//! device and caches are process-wide) with `cache.dir` set to a fresh
//! directory:
//! - *cold*: the directory is empty; the run records its shaders and
//!   pipelines there;
//! - *warm*: the same directory again, so the device's creation prewarms
//!   everything the cold run recorded.
//!
//! The driver's shader cache (Mesa's, NVIDIA's) gets a directory of its own
//! beside it, cold and warm with wgd3d9's. The warm run's prewarm may take
//! as long as it needs (`cache.prewarmMs=60000`): everything recorded is
//! built, the most a prewarm can hold.
//!
//! A run: one device draws the demo scene and a grid of quads with `--pairs`
//! distinct shader pairs (each its own pipeline) for `--frames` frames, then
//! everything is released; four seconds later (the prewarm and the runtime
//! threads have had time to end) the child reads its peak (VmHWM) and
//! resident (VmRSS) memory. Then `--cycles` more devices are created, draw
//! one frame of the scene and are released; after each the child reads the
//! bytes the C allocator has handed out and not taken back (`mallinfo2`:
//! every arena and mmapped block, so Rust's and the driver's allocations
//! alike, unaffected by memory the allocator keeps for reuse or by cached
//! thread stacks) and VmRSS. The growth per cycle is the least-squares slope
//! of those readings after the first five cycles (which settle pools and
//! caches).
//!
//! Usage: `memory_footprint [--pairs N] [--frames N] [--cycles N]`
//! (defaults 300, 30, 200). Options in `WGD3D9_CONFIG` are kept (the
//! benchmark's come after them).

use std::path::Path;
use std::time::{Duration, Instant};
use wgd3d9_tests::*;
use wgd3d9_tools::demo::{Scene, H, W};
use wgd3d9_tools::shader_pairs::{bind_unit_quad, draw_cell, Pair};
use wgd3d9_tools::{adapter_description, child_with_caches, finish_gpu};

/// Cycles left out of the growth figure (allocator pools settle).
const SETTLE_CYCLES: usize = 20;

struct Options {
    pairs: usize,
    frames: u32,
    cycles: usize,
}

fn options(args: &[String]) -> Options {
    let value = |name: &str, default: usize| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    Options {
        pairs: value("--pairs", 300),
        frames: value("--frames", 30) as u32,
        cycles: value("--cycles", 200),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let o = options(&args);
    if args.iter().any(|a| a == "--child") {
        child(&o);
        return;
    }
    let dir = std::env::temp_dir().join(format!("wgd3d9-memory-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary cache directory");
    println!(
        "memory_footprint: {} shader pairs, {} frames, {} create/release cycles; the demo scene at {W}x{H}",
        o.pairs, o.frames, o.cycles
    );
    for label in ["cold", "warm"] {
        match run_child(&args, &dir) {
            Ok(out) => {
                for line in out.lines().filter(|l| l.starts_with("adapter") || l.starts_with("  ")) {
                    if label == "cold" || !line.starts_with("adapter") {
                        println!(
                            "{}",
                            line.trim_start_matches("  ").replace("run:", &format!("{label}:"))
                        );
                    }
                }
            }
            Err(e) => {
                eprintln!("{label}: {e}");
                std::process::exit(1);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn run_child(args: &[String], dir: &Path) -> Result<String, String> {
    let out = child_with_caches(dir, "cache.enabled=on;cache.prewarmMs=60000")?
        .args(&args[1..])
        .arg("--child")
        .output()
        .map_err(|e| format!("starting the child: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "child failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// A `/proc/self/status` figure in kB.
fn status_kb(key: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(key))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// Bytes the C allocator has handed out and not taken back, in KiB.
fn heap_in_use_kb() -> f64 {
    // SAFETY: mallinfo2 only reads the allocator's statistics.
    let m = unsafe { libc::mallinfo2() };
    (m.uordblks + m.hblkhd) as f64 / 1024.0
}

/// The least-squares slope of `y` over its index (0 for fewer than two).
fn slope(y: &[f64]) -> f64 {
    let n = y.len() as f64;
    if y.len() < 2 {
        return 0.0;
    }
    let mean_x = (n - 1.0) / 2.0;
    let mean_y = y.iter().sum::<f64>() / n;
    let (mut sxy, mut sxx) = (0.0, 0.0);
    for (i, v) in y.iter().enumerate() {
        let dx = i as f64 - mean_x;
        sxy += dx * (v - mean_y);
        sxx += dx * dx;
    }
    sxy / sxx
}

fn mib(kb: u64) -> f64 {
    kb as f64 / 1024.0
}

/// One device's life: the scene and the pairs for `frames` frames, then
/// everything released.
fn device_life(frames: u32, pairs: usize) {
    let t = TestDevice::sized(W, H);
    let scene = Scene::new(&t);
    let mut quad_state = None;
    let shader_pairs: Vec<Pair> = (0..pairs).map(|i| Pair::create(t.dev, i)).collect();
    for f in 0..frames {
        scene.draw(&t, f);
        if !shader_pairs.is_empty() {
            // The pairs draw their quads over the scene (after its
            // EndScene; D3D9 draws them), from their own stream.
            let vb = *quad_state.get_or_insert_with(|| bind_unit_quad(&t));
            assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 16), D3D_OK);
            t.fvf(XYZ_FVF);
            for (i, p) in shader_pairs.iter().enumerate() {
                p.bind(t.dev);
                draw_cell(t.dev, W.min(H), i, f as usize);
            }
            assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
            assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
        }
        t.present();
    }
    finish_gpu(t.dev, Duration::from_secs(120));
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, std::ptr::null_mut()), D3D_OK);
    for s in 0..2 {
        assert_eq!(vcall!(t.dev, SetTexture, s, std::ptr::null_mut()), D3D_OK);
    }
    if let Some(vb) = quad_state {
        release!(vb);
    }
    for p in shader_pairs {
        p.release();
    }
    scene.release();
}

fn child(o: &Options) {
    let start_kb = status_kb("VmRSS:");
    {
        let t = TestDevice::sized(64, 64);
        println!("adapter: {}", adapter_description(t.d3d));
    }
    let t0 = Instant::now();
    device_life(o.frames, o.pairs);
    let life = t0.elapsed();
    std::thread::sleep(Duration::from_secs(4));
    let (peak, retained, heap) = (status_kb("VmHWM:"), status_kb("VmRSS:"), heap_in_use_kb());
    let (mut in_use, mut resident) = (Vec::with_capacity(o.cycles), Vec::with_capacity(o.cycles));
    let t1 = Instant::now();
    for _ in 0..o.cycles {
        device_life(1, 0);
        in_use.push(heap_in_use_kb());
        resident.push(status_kb("VmRSS:") as f64);
    }
    let cycles_s = t1.elapsed().as_secs_f64();
    let settled = |v: &[f64]| slope(v.get(SETTLE_CYCLES..).unwrap_or(&[]));
    println!(
        "  run: peak {:.1} MiB, {:.1} MiB resident 4 s after the last Release, {:.1} MiB of it heap in use (at start {:.1} MiB resident); device life {:.2} s",
        mib(peak),
        mib(retained),
        heap / 1024.0,
        mib(start_kb),
        life.as_secs_f64()
    );
    println!(
        "  run: {} create/release cycles in {:.1} s: heap in use {:+.1} KiB per cycle, resident {:+.1} KiB per cycle (slopes after the first {SETTLE_CYCLES}; heap in use {:.1} MiB, resident {:.1} MiB at the end)",
        o.cycles,
        cycles_s,
        settled(&in_use),
        settled(&resident),
        in_use.last().copied().unwrap_or(0.0) / 1024.0,
        resident.last().copied().unwrap_or(0.0) / 1024.0
    );
}
