//! The API thread's timers: the application thread's share of the `perf-kv`
//! telemetry (whose counters and line are `wgd3d9_runtime::perf`), handed to
//! the runtime in a `FrameTimes` record before each Present: the frame's wall
//! time, the presenting thread's CPU time over the frame (the API thread's
//! time: its D3D9 calls and its own work, not its waits) and the time its
//! calls waited for the GPU.
//!
//! Nothing is timed per call: D3D9 calls pay nothing for the telemetry, on
//! or off. Off (the default: `RUST_LOG` does not enable the line's log target
//! `wgd3d9::perf` at info, and no device shows the HUD), Present and the GPU
//! waits pay one relaxed load.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::Instant;

static ON: AtomicBool = AtomicBool::new(false);
static GPU_WAIT_NS: AtomicU64 = AtomicU64::new(0);

/// Turns the timers on when the perf-kv line is enabled (after the logger
/// is installed).
pub fn init() {
    ON.store(log::log_enabled!(target: "wgd3d9::perf", log::Level::Info), Relaxed);
}

/// Turns the timers on for a device with a HUD, whose frame times and API
/// thread's time they measure (they stay on for the process).
pub fn enable() {
    ON.store(true, Relaxed);
}

/// Whether the timers run.
#[inline]
pub fn on() -> bool {
    ON.load(Relaxed)
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

/// The GPU waits since the previous call.
pub fn take_gpu_wait_ns() -> u64 {
    GPU_WAIT_NS.swap(0, Relaxed)
}

/// CPU time the calling thread has used, in nanoseconds (0 where the
/// system does not say).
pub fn thread_cpu_ns() -> u64 {
    #[cfg(unix)]
    {
        let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: clock_gettime writes the timespec it is given.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0 {
            return ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64;
        }
        0
    }
    #[cfg(windows)]
    {
        #[link(name = "kernel32")]
        extern "system" {
            fn GetCurrentThread() -> isize;
            fn GetThreadTimes(
                thread: isize,
                creation: *mut u64,
                exit: *mut u64,
                kernel: *mut u64,
                user: *mut u64,
            ) -> i32;
        }
        let (mut c, mut e, mut k, mut u) = (0u64, 0u64, 0u64, 0u64);
        // SAFETY: GetThreadTimes writes four FILETIMEs (8 bytes each, 100 ns
        // units) for the pseudo-handle of the calling thread.
        if unsafe { GetThreadTimes(GetCurrentThread(), &mut c, &mut e, &mut k, &mut u) } != 0 {
            return (k + u) * 100;
        }
        0
    }
    #[cfg(not(any(unix, windows)))]
    0
}
