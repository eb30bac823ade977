//! shader_storm: frame-time hitches while never-seen shaders keep appearing.
//!
//! A headless 256x256 device draws, every frame: a Clear of the whole target
//! (colour and depth), a steady scene of 200 tiny quads with four vs_2_0 +
//! ps_2_0 pairs built during the warm-up (vertex and pixel shader constants
//! changed every draw), and 300 more quads, one per never-seen pair. The
//! pairs appear spread evenly over the run: pair `i` is created at frame
//! `i * frames / 300` and draws its quad every frame from then on; before
//! that, a steady pair draws it, so every frame has the same 500 draws. Each
//! pair's bytecode is unique through a `def c10` of its own in both shaders.
//! The frame time is the application thread's wall time from Present to
//! Present. The warm-up draws the steady scene only, at least 10 frames and
//! until the runtime has no build outstanding and, with a warm cache, the
//! prewarm has finished (at most 60 s; the prewarm may take up to
//! `cache.prewarmMs=60000` here, as a game's loading screen would let it).
//!
//! Four configurations run, each in a child process of its own (a fresh
//! process: the persistent cache prewarms at device creation and the
//! runtime's state is process-wide), configured through `WGD3D9_CONFIG`:
//! async compile on and off, each with a cold persistent cache (a new empty
//! directory) and then warm (the directory its cold run filled). The driver's
//! own shader cache (Mesa's, NVIDIA's) lives in a subdirectory of the same
//! directory, so it is cold and warm with it, as on an application's first
//! and second launch (left at its default place, it would be warm from
//! earlier runs). A warm run thus gains from both caches; the counters
//! (`disk_hits`, `prewarmed_pipelines`) show wgd3d9's part. Entries already
//! in `WGD3D9_CONFIG` are kept (the benchmark's come after them), e.g.
//! `debug.buildDelayMs=20` to make builds slow.
//!
//! One line per configuration: frame time median, p99 and max, the frames
//! longer than twice the median, and the runtime's counters over the measured
//! frames (`wgd3d9_runtime::perf::snapshot` deltas; the prewarmed pipelines
//! are counted from before device creation, since the prewarm starts there).
//! Builds still running after the last frame finish before the child exits,
//! so the warm run's cache holds every pair (a short run on a fast GPU can
//! outpace the builds).
//! Run release: `cargo run --release -p wgd3d9-tools --bin shader_storm -- [frames]`
//! (default 600 frames).

use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};
use wgd3d9_runtime::perf;
use wgd3d9_tests::*;
use wgd3d9_tools::shader_pairs::{bind_unit_quad, draw_cell, Pair};
use wgd3d9_tools::{adapter_description, child_with_caches, finish_gpu, median, percentile};

/// The back buffer's size.
const SIZE: u32 = 256;
/// The shader pairs of the steady scene.
const STEADY_PAIRS: usize = 4;
/// The steady scene's draws a frame (spread over the steady pairs).
const STEADY_DRAWS: usize = 200;
/// The never-seen pairs that appear over the run.
const NEW_PAIRS: usize = 300;
/// Warm-up bounds: at least this many frames, at most this long.
const WARMUP_MIN_FRAMES: usize = 10;
const WARMUP_MAX: Duration = Duration::from_secs(60);

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--child") {
        let arg = |i: usize| args.get(i).map_or("?", String::as_str);
        let frames = arg(4).parse().unwrap_or(600).max(1);
        child(arg(2), arg(3), frames);
        return;
    }
    let frames: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(600).max(1);
    let base = std::env::temp_dir().join(format!("wgd3d9-shader-storm-{}", std::process::id()));
    let dir_on = base.join("async-on");
    let dir_off = base.join("async-off");
    let configs = [
        ("on", "cold", &dir_on),
        ("off", "cold", &dir_off),
        ("on", "warm", &dir_on),
        ("off", "warm", &dir_off),
    ];
    let mut failed = false;
    let mut adapter_shown = false;
    for (async_compile, cache, dir) in configs {
        match run_child(async_compile, cache, dir, frames) {
            Ok(out) => {
                for line in out.lines() {
                    if line.starts_with("adapter:") {
                        if adapter_shown {
                            continue;
                        }
                        adapter_shown = true;
                    }
                    println!("{line}");
                }
            }
            Err(e) => {
                println!("shader_storm async={async_compile} cache={cache} failed: {e}");
                failed = true;
            }
        }
    }
    let _ = std::fs::remove_dir_all(&base);
    if failed {
        std::process::exit(1);
    }
}

/// Runs one configuration in a child process (this executable with
/// `--child`), with wgd3d9's cache in `dir/wgd3d9` and the driver's in
/// `dir/driver`; its standard output.
fn run_child(async_compile: &str, cache: &str, dir: &Path, frames: usize) -> Result<String, String> {
    let config = format!("shader.asyncCompile={async_compile};cache.enabled=on;cache.prewarmMs=60000");
    let out = child_with_caches(dir, &config)?
        .args(["--child", async_compile, cache, &frames.to_string()])
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("starting the child: {e}"))?;
    if !out.status.success() {
        return Err(format!("the child exited with {}", out.status));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// One frame: Clear, the steady scene, then the quads of the new pairs in
/// the cells after the steady scene's (drawn by a steady pair until the new
/// pair appears), then Present.
fn frame(t: &TestDevice, steady: &[Pair], new_pairs: &[Pair], frame: usize) {
    let dev = t.dev;
    t.clear_color_depth(0xFF101820, 1.0);
    t.begin();
    let per_pair = STEADY_DRAWS / steady.len();
    for (p, pair) in steady.iter().enumerate() {
        pair.bind(dev);
        for d in 0..per_pair {
            draw_cell(dev, SIZE, p * per_pair + d, frame);
        }
    }
    for i in 0..NEW_PAIRS {
        new_pairs.get(i).unwrap_or(&steady[i % steady.len()]).bind(dev);
        draw_cell(dev, SIZE, STEADY_DRAWS + i, frame);
    }
    t.end();
    t.present();
}

/// Whether every build handed to the runtime's workers has finished.
fn builds_settled() -> bool {
    let s = perf::snapshot();
    s.builds_done + s.builds_failed >= s.builds_queued
}

/// One configuration (in its own process): the warm-up, the measured frames,
/// and its result line on standard output.
fn child(async_compile: &str, cache: &str, frames: usize) {
    let at_start = perf::snapshot();
    let t = TestDevice::sized(SIZE, SIZE);
    let dev = t.dev;
    println!("adapter: {}", adapter_description(t.d3d));

    let vb = bind_unit_quad(&t);

    // The steady pairs take the ids after the new ones, so no new pair's
    // bytecode equals a steady one's.
    let steady: Vec<Pair> = (0..STEADY_PAIRS).map(|i| Pair::create(dev, NEW_PAIRS + i)).collect();
    let warm_start = Instant::now();
    let mut warmup_frames = 0;
    loop {
        frame(&t, &steady, &[], warmup_frames);
        warmup_frames += 1;
        let prewarmed = cache != "warm" || perf::snapshot().prewarm_ns != at_start.prewarm_ns;
        if warmup_frames >= WARMUP_MIN_FRAMES && (builds_settled() && prewarmed || warm_start.elapsed() > WARMUP_MAX) {
            break;
        }
    }

    let before = perf::snapshot();
    let mut new_pairs: Vec<Pair> = Vec::with_capacity(NEW_PAIRS);
    let mut times_ms = Vec::with_capacity(frames);
    let mut last = Instant::now();
    for f in 0..frames {
        // Pair i first appears at frame i * frames / NEW_PAIRS.
        while new_pairs.len() < NEW_PAIRS && new_pairs.len() * frames / NEW_PAIRS <= f {
            new_pairs.push(Pair::create(dev, new_pairs.len()));
        }
        frame(&t, &steady, &new_pairs, warmup_frames + f);
        let now = Instant::now();
        times_ms.push(now.duration_since(last).as_secs_f64() * 1e3);
        last = now;
    }
    // The runtime's threads finish the last frames before the counters are read.
    if !finish_gpu(dev, Duration::from_secs(60)) {
        eprintln!("shader_storm: the GPU did not finish within a minute; the counters may miss the last frames");
    }
    let run = perf::snapshot().since(&before);
    let whole = perf::snapshot().since(&at_start);
    // The builds still running finish before the process ends (a program
    // goes on running), so that the persistent cache records them all for
    // the warm run.
    let settle = Instant::now();
    while !builds_settled() && settle.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(10));
    }

    let med = median(&mut times_ms);
    let over_2x = times_ms.iter().filter(|&&ms| ms > 2.0 * med).count();
    let p99 = percentile(&mut times_ms, 0.99);
    let max = times_ms.iter().copied().fold(0.0, f64::max);
    println!(
        "shader_storm async={async_compile} cache={cache} frames={frames} median_ms={med:.3} p99_ms={p99:.3} \
         max_ms={max:.3} over_2x_median={over_2x} builds={} frame_path_builds={} skipped={} placeholders={} \
         urgent_waits={} urgent_wait_ms={:.3} disk_hits={} prewarmed_pipelines={} prewarm_ms={:.1} \
         warmup_frames={warmup_frames}",
        run.builds_done,
        run.frame_path_builds,
        run.skipped_draws,
        run.placeholder_draws,
        run.urgent_waits,
        run.urgent_wait_ns as f64 / 1e6,
        run.cache_disk_hits,
        whole.prewarm_pipelines,
        whole.prewarm_ns as f64 / 1e6,
    );

    vcall!(dev, SetVertexShader, std::ptr::null_mut());
    vcall!(dev, SetPixelShader, std::ptr::null_mut());
    vcall!(dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0);
    for pair in steady.into_iter().chain(new_pairs) {
        pair.release();
    }
    release!(vb);
}
