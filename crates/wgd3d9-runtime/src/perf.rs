//! Telemetry: process-wide counters of the runtime's work and the `perf-kv v1`
//! line that reports them.
//!
//! Every count is cumulative over the process (all devices together) in
//! [`COUNTERS`]; [`snapshot`] reads them (the benchmarks use it). With
//! `RUST_LOG=wgd3d9::perf=info`, an encoder that finishes a frame after the
//! two-second window has passed logs one line of the window's figures on
//! target `wgd3d9::perf`:
//!
//! `perf-kv v1 window_s=2.001 frames=120 frame_ms=16.667 ...`
//!
//! Keys are `[a-z0-9_]+`; values are plain decimal numbers (three decimals
//! for floats). Suffixes: `_ms` milliseconds per frame of the window (over
//! `frames`), `_peak_ms` the window's worst frame, `_total` a count over the
//! window, `_count` a gauge sampled at the line, `_bytes` a size. Keys are
//! only ever added; a consumer ignores keys it does not know. The figures of
//! the application's thread (frame time, the presenting thread's CPU time as
//! `api_ms`, GPU-wait time) reach the runtime in each frame's `FrameTimes`
//! record, sent only while the line is enabled or a device shows the HUD;
//! nothing is timed per call.

pub mod address_space;

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Mutex;
use std::time::Instant;

macro_rules! counters {
    ($($(#[$doc:meta])* $field:ident,)*) => {
        /// The runtime's cumulative counters (see the module documentation).
        pub struct Counters {
            $($(#[$doc])* pub $field: AtomicU64,)*
        }

        /// A reading of [`Counters`].
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct Totals {
            $($(#[$doc])* pub $field: u64,)*
        }

        impl Counters {
            const fn new() -> Counters {
                Counters { $($field: AtomicU64::new(0),)* }
            }

            /// The counters now.
            pub fn snapshot(&self) -> Totals {
                Totals { $($field: self.$field.load(Relaxed),)* }
            }
        }

        impl Totals {
            /// `self - earlier`, field by field.
            pub fn since(&self, earlier: &Totals) -> Totals {
                Totals { $($field: self.$field.wrapping_sub(earlier.$field),)* }
            }
        }
    };
}

counters! {
    /// Frames (Presents) the encoders replayed.
    frames,
    /// Frames that carried the application thread's times.
    timed_frames,
    /// The application thread's frame time (Present to Present), summed.
    frame_ns,
    /// CPU time of the application's presenting thread (the API thread:
    /// its D3D9 calls and its own work, not its waits).
    api_ns,
    /// Time the application thread waited for the GPU (the frame-latency
    /// bound, read-backs, queries).
    gpu_wait_ns,
    /// Encoder thread time replaying frames (including its waits for builds).
    encoder_ns,
    /// Submit thread time in queue submission.
    submit_ns,
    /// Submit thread time on the HUD: noting its figures, drawing its image
    /// and uploading it (`WGD3D9_HUD`).
    hud_ns,
    /// Draws encoded (placeholders included, skipped ones not).
    draws,
    /// Render passes opened.
    passes,
    /// Builds (shader modules and render pipelines) handed to the workers.
    builds_queued,
    /// Builds finished, on a worker or on the frame path.
    builds_done,
    /// Builds that failed (a shader that does not lower, a pipeline wgpu
    /// refused).
    builds_failed,
    /// Builds a waiting submission took back and ran on its own thread.
    frame_path_builds,
    /// Draws left out of their frame while their pipeline was building.
    skipped_draws,
    /// Draws encoded against a placeholder (the submission waited).
    placeholder_draws,
    /// Submissions that waited for builds, and the time they waited.
    urgent_waits,
    urgent_wait_ns,
    /// Pipeline lookups answered from memory, and the ones that needed a
    /// build or a prewarmed one.
    cache_mem_hits,
    cache_mem_misses,
    /// Misses answered by what the persistent cache prewarmed, and misses it
    /// did not know (recorded into it).
    cache_disk_hits,
    cache_disk_misses,
    /// Pipeline lookups the memo of recent pipelines answered, and all (a
    /// draw with the pipeline its pass has bound looks nothing up).
    pipeline_memo_hits,
    pipeline_memo_calls,
    /// Constant blocks written into the frame's uniform chunks (draws',
    /// partial clears' and StretchRect's; a draw whose stages' constants did
    /// not change writes none), the times a draw set the constants' bind
    /// group (a draw with the binding of the draw before sets none; blocks
    /// share a binding until one leaves its window), and the draws that
    /// handed their shaders other blocks' indices than the pass's draw
    /// before (in their first instance or in the immediates).
    constant_blocks,
    constant_binds,
    constant_indices,
    /// The times a draw set the immediates (the constants' packed indices,
    /// or the mark that its first instance carries them).
    constant_immediates,
    /// Copy commands the frames' gathered uploads recorded (a run of
    /// adjacent uploads into one buffer is one copy).
    upload_copies,
    /// Draws recorded as the end of the draw before them (consecutive
    /// vertices of one list, `PassSink::draw_list`).
    merged_draws,
    /// Shaders whose bytecode was already translated.
    translations_reused,
    /// Module builds that found an identical program's module.
    modules_shared,
    /// What the prewarm started: modules, pipelines, and the time until
    /// they were all built.
    prewarm_modules,
    prewarm_pipelines,
    prewarm_ns,
}

/// The process's counters.
pub static COUNTERS: Counters = Counters::new();

/// The counters now (all devices of the process).
pub fn snapshot() -> Totals {
    COUNTERS.snapshot()
}

/// Adds `n` to a counter.
#[inline]
pub fn add(c: &AtomicU64, n: u64) {
    c.fetch_add(n, Relaxed);
}

/// The worst frame time of the current window (swapped out by the line).
static FRAME_PEAK_NS: AtomicU64 = AtomicU64::new(0);

/// Notes one application frame's times (from a `FrameTimes` record).
pub fn note_frame_times(frame_ns: u64, api_ns: u64, gpu_wait_ns: u64) {
    let c = &COUNTERS;
    add(&c.timed_frames, 1);
    add(&c.frame_ns, frame_ns);
    add(&c.api_ns, api_ns);
    add(&c.gpu_wait_ns, gpu_wait_ns);
    FRAME_PEAK_NS.fetch_max(frame_ns, Relaxed);
}

/// Whether the perf-kv line is enabled (`RUST_LOG=wgd3d9::perf=info`).
pub fn enabled() -> bool {
    log::log_enabled!(target: "wgd3d9::perf", log::Level::Info)
}

const WINDOW_S: f64 = 2.0;

struct Window {
    start: Instant,
    at_start: Totals,
}

static WINDOW: Mutex<Option<Window>> = Mutex::new(None);

/// Logs the perf-kv line when the window has passed. Called by an encoder
/// after each frame; costs one level check when the line is off.
pub fn tick(gauges: &[(&str, u64)]) {
    if !enabled() {
        return;
    }
    let mut w = WINDOW.lock().unwrap_or_else(|e| e.into_inner());
    let now = Instant::now();
    let Some(win) = w.as_mut() else {
        *w = Some(Window {
            start: now,
            at_start: snapshot(),
        });
        return;
    };
    let secs = now.duration_since(win.start).as_secs_f64();
    if secs < WINDOW_S {
        return;
    }
    let totals = snapshot();
    let d = totals.since(&win.at_start);
    let peak = FRAME_PEAK_NS.swap(0, Relaxed);
    *win = Window {
        start: now,
        at_start: totals,
    };
    drop(w);
    // Read outside the window's lock: it is a file read.
    let space = address_space::now().unwrap_or_default();
    let space = [("vm_bytes", space.size), ("vm_peak_bytes", space.peak)];
    let gauges: Vec<(&str, u64)> = gauges.iter().copied().chain(space).collect();
    log::info!(target: "wgd3d9::perf", "{}", kv_line(secs, &d, peak, &gauges));
}

/// The perf-kv line of a window of `secs` seconds whose counters moved by
/// `d`, whose worst frame took `peak_ns`, with `gauges` sampled now.
pub fn kv_line(secs: f64, d: &Totals, peak_ns: u64, gauges: &[(&str, u64)]) -> String {
    use std::fmt::Write;
    let frames = d.frames.max(1) as f64;
    let timed = d.timed_frames.max(1) as f64;
    let ms = |ns: u64, per: f64| ns as f64 / 1e6 / per;
    let mut s = format!("perf-kv v1 window_s={secs:.3} frames={}", d.frames);
    let mut f = |k: &str, v: f64| {
        let _ = write!(s, " {k}={v:.3}");
    };
    f("frame_ms", ms(d.frame_ns, timed));
    f("frame_peak_ms", ms(peak_ns, 1.0));
    f("api_ms", ms(d.api_ns, timed));
    f("gpu_wait_ms", ms(d.gpu_wait_ns, timed));
    f("encoder_ms", ms(d.encoder_ns, frames));
    f("submit_ms", ms(d.submit_ns, frames));
    f("hud_ms", ms(d.hud_ns, frames));
    f("urgent_wait_ms", ms(d.urgent_wait_ns, frames));
    f("prewarm_ms", ms(d.prewarm_ns, 1.0));
    let counts = [
        ("timed_frames_total", d.timed_frames),
        ("draws_total", d.draws),
        ("passes_total", d.passes),
        ("builds_queued_total", d.builds_queued),
        ("builds_done_total", d.builds_done),
        ("builds_failed_total", d.builds_failed),
        ("frame_path_builds_total", d.frame_path_builds),
        ("skipped_draws_total", d.skipped_draws),
        ("placeholder_draws_total", d.placeholder_draws),
        ("urgent_waits_total", d.urgent_waits),
        ("cache_mem_hits_total", d.cache_mem_hits),
        ("cache_mem_misses_total", d.cache_mem_misses),
        ("cache_disk_hits_total", d.cache_disk_hits),
        ("cache_disk_misses_total", d.cache_disk_misses),
        ("pipeline_memo_hits_total", d.pipeline_memo_hits),
        ("pipeline_memo_calls_total", d.pipeline_memo_calls),
        ("constant_blocks_total", d.constant_blocks),
        ("constant_binds_total", d.constant_binds),
        ("constant_indices_total", d.constant_indices),
        ("constant_immediates_total", d.constant_immediates),
        ("upload_copies_total", d.upload_copies),
        ("merged_draws_total", d.merged_draws),
        ("translations_reused_total", d.translations_reused),
        ("modules_shared_total", d.modules_shared),
        ("prewarm_modules_total", d.prewarm_modules),
        ("prewarm_pipelines_total", d.prewarm_pipelines),
    ];
    for (k, v) in counts.iter().chain(gauges) {
        let _ = write!(s, " {k}={v}");
    }
    s
}

#[cfg(test)]
mod tests;
