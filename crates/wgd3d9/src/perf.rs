//! The application thread's share of the `perf-kv` telemetry: time inside
//! D3D9 calls, the calls, and time waiting for the GPU, handed to the runtime
//! in a `FrameTimes` record before each Present.
//!
//! Off (the default: `RUST_LOG` does not enable `wgd3d9::perf` at info), every
//! call pays one relaxed load of a flag and nothing else.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::Instant;

static ON: AtomicBool = AtomicBool::new(false);
static API_NS: AtomicU64 = AtomicU64::new(0);
static API_CALLS: AtomicU64 = AtomicU64::new(0);
static GPU_WAIT_NS: AtomicU64 = AtomicU64::new(0);

/// Turns the timers on when the perf-kv line is enabled (after the logger
/// is installed).
pub fn init() {
    ON.store(log::log_enabled!(target: "wgd3d9::perf", log::Level::Info), Relaxed);
}

/// Whether the timers run.
#[inline]
pub fn on() -> bool {
    ON.load(Relaxed)
}

/// Runs a D3D9 call, timing it when the timers run.
#[inline]
pub fn call<R>(f: impl FnOnce() -> R) -> R {
    if !on() {
        return f();
    }
    let t = Instant::now();
    let r = f();
    API_NS.fetch_add(t.elapsed().as_nanos() as u64, Relaxed);
    API_CALLS.fetch_add(1, Relaxed);
    r
}

/// Runs a wait for the GPU, timing it when the timers run.
#[inline]
pub fn gpu_wait<R>(f: impl FnOnce() -> R) -> R {
    if !on() {
        return f();
    }
    let t = Instant::now();
    let r = f();
    GPU_WAIT_NS.fetch_add(t.elapsed().as_nanos() as u64, Relaxed);
    r
}

/// The figures since the previous call: (time in calls, calls, GPU waits).
pub fn take() -> (u64, u64, u64) {
    (
        API_NS.swap(0, Relaxed),
        API_CALLS.swap(0, Relaxed),
        GPU_WAIT_NS.swap(0, Relaxed),
    )
}
