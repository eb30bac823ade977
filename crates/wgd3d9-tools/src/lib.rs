//! Shared helpers of the wgd3d9 command-line tools.

pub mod demo;
pub mod install;
pub mod sdl_window;
pub mod shader_pairs;
pub mod wine;

use wgd3d9_shader::dxso::asm::assemble;
use wgd3d9_tests::*;

/// CPU time consumed by the calling thread, in nanoseconds.
pub fn thread_cpu_ns() -> u64 {
    clock_ns(libc::CLOCK_THREAD_CPUTIME_ID)
}

/// CPU time of the whole process (every thread, user and system, a
/// software GPU's included), in nanoseconds.
pub fn process_cpu_ns() -> u64 {
    clock_ns(libc::CLOCK_PROCESS_CPUTIME_ID)
}

/// The time of `clock`, in nanoseconds.
fn clock_ns(clock: libc::clockid_t) -> u64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes the timespec it is given.
    unsafe { libc::clock_gettime(clock, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// The runtime's thread kinds (name prefixes) the benchmarks report.
pub const RUNTIME_THREADS: [&str; 4] = ["wgd3d9-encoder", "wgd3d9-submit", "wgd3d9-retire", "wgd3d9-compile"];

/// The name prefix of a software driver's rasteriser threads (lavapipe's
/// `llvmpipe-N`), which the benchmarks report apart.
pub const RASTER_THREADS: &str = "llvmpipe-";

/// The CPU time of the calling (application) thread, of each of
/// [`RUNTIME_THREADS`], of the [`RASTER_THREADS`] and of the whole process at
/// one moment; [`CpuSnapshot::print_since`] prints what was spent since.
pub struct CpuSnapshot {
    app: u64,
    threads: [u64; RUNTIME_THREADS.len()],
    raster: u64,
    process: u64,
}

impl CpuSnapshot {
    /// Takes the snapshot; call it on the application's thread, whose
    /// time [`CpuSpent::app`] keeps out of the other parts.
    pub fn now() -> CpuSnapshot {
        let threads = RUNTIME_THREADS.map(threads_cpu_ns);
        let raster = threads_cpu_ns(RASTER_THREADS);
        // Read last and together, so that the scans of /proc above land in
        // neither difference.
        let (app, process) = (thread_cpu_ns(), process_cpu_ns());
        CpuSnapshot {
            app,
            threads,
            raster,
            process,
        }
    }

    /// What each part of the process spent since `self` (taken on the
    /// calling thread).
    pub fn spent_since(&self) -> CpuSpent {
        let now = CpuSnapshot::now();
        let spent = |was: u64, is: u64| is.saturating_sub(was);
        let threads: [u64; RUNTIME_THREADS.len()] = std::array::from_fn(|i| spent(self.threads[i], now.threads[i]));
        let (app, raster) = (spent(self.app, now.app), spent(self.raster, now.raster));
        let process = spent(self.process, now.process);
        let named = app + raster + threads.iter().sum::<u64>();
        CpuSpent {
            app,
            threads,
            raster,
            other: process.saturating_sub(named),
            process,
        }
    }

    /// Prints, per unit (`units` of them since `self`, taken on the same
    /// thread: draws or batches), each runtime thread kind's CPU time, the
    /// rasteriser threads', the rest of the process's (see
    /// [`CpuSpent::other`]) and the whole process's.
    pub fn print_since(&self, units: f64) {
        let s = self.spent_since();
        let per = |ns: u64| ns as f64 / units.max(1.0);
        for (t, ns) in RUNTIME_THREADS.iter().zip(s.threads) {
            println!("  {t:<34} {:8.1} ns", per(ns));
        }
        println!("  {:<34} {:8.1} ns", "driver rasteriser (llvmpipe-*)", per(s.raster));
        println!("  {:<34} {:8.1} ns", "other threads (driver queue)", per(s.other));
        println!("  {:<34} {:8.1} ns", "whole process", per(s.process));
    }
}

/// CPU time, in nanoseconds, that each part of the process spent between
/// a [`CpuSnapshot`] and [`CpuSnapshot::spent_since`]. The parts are exact
/// for threads that live across both readings (the runtime's and a
/// driver's threads do); a named thread that exits between them drops out
/// of its part, and its time lands in [`CpuSpent::other`].
pub struct CpuSpent {
    /// The application's thread (the one that took both readings).
    pub app: u64,
    /// Each of [`RUNTIME_THREADS`].
    pub threads: [u64; RUNTIME_THREADS.len()],
    /// The [`RASTER_THREADS`].
    pub raster: u64,
    /// The rest of the process: threads not named above, such as a
    /// software driver's queue thread (lavapipe names it after the
    /// process).
    pub other: u64,
    /// The whole process.
    pub process: u64,
}

/// The median of `v` (sorted in place).
pub fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() {
        0.0
    } else {
        v[v.len() / 2]
    }
}

/// The `p`-quantile (0.0..=1.0) of `v` by nearest rank (sorted in place); 0.0
/// when `v` is empty.
pub fn percentile(v: &mut [f64], p: f64) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    if v.is_empty() {
        return 0.0;
    }
    let rank = (p.clamp(0.0, 1.0) * v.len() as f64).ceil() as usize;
    v[rank.clamp(1, v.len()) - 1]
}

/// CPU time (user + system) consumed so far by this process's live threads
/// whose name starts with `prefix`, in nanoseconds.
///
/// Per thread of `/proc/self/task` whose `comm` (the thread name, at most
/// 15 bytes) starts with `prefix`: the scheduler's nanosecond count of its
/// time on a CPU (`schedstat`'s first field, brought up to date at the
/// thread's scheduler ticks, so a running thread's may lag by one tick), or
/// where the kernel keeps no such count, `utime` + `stime` of `stat` (a
/// resolution of one clock tick, usually 10 ms). Threads that already exited are not counted, so the
/// difference of two readings is only meaningful for threads that live
/// across both (the runtime's device and compile threads do). Returns 0
/// where `/proc` is not available.
pub fn threads_cpu_ns(prefix: &str) -> u64 {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 0;
    };
    let mut ns = 0u64;
    for task in tasks.flatten() {
        let Ok(stat) = std::fs::read_to_string(task.path().join("stat")) else {
            continue; // The thread exited meanwhile.
        };
        // `pid (comm) state ppid ...`: comm may hold spaces and parentheses,
        // so it ends at the last `)`.
        let (Some(open), Some(close)) = (stat.find('('), stat.rfind(')')) else {
            continue;
        };
        if !stat[open + 1..close].starts_with(prefix) {
            continue;
        }
        // A kernel that keeps no count there prints zeros.
        let scheduled = std::fs::read_to_string(task.path().join("schedstat"))
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
            .filter(|&ns| ns > 0);
        ns += scheduled.unwrap_or_else(|| stat_ticks_ns(&stat[close + 1..]));
    }
    ns
}

/// `utime` + `stime` in nanoseconds, from the fields of a task's `stat`
/// that follow its `comm`.
fn stat_ticks_ns(after_comm: &str) -> u64 {
    // SAFETY: sysconf only reads a configuration value.
    let ticks_per_s = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    if ticks_per_s <= 0 {
        return 0;
    }
    // Field 3 (state) is index 0, so utime (field 14) and stime (field 15)
    // are indices 11 and 12.
    let fields: Vec<&str> = after_comm.split_whitespace().collect();
    let field = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
    (field(11) + field(12)) * 1_000_000_000 / ticks_per_s as u64
}

/// Creates a vertex shader from D3D9 shader assembly text (panics when the
/// text does not assemble or the device refuses the bytecode).
pub fn vertex_shader(dev: *mut IDirect3DDevice9, text: &str) -> *mut IDirect3DVertexShader9 {
    let tokens = assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut s = std::ptr::null_mut();
    let hr = vcall!(dev, CreateVertexShader, tokens.as_ptr(), &mut s);
    assert_eq!(hr, D3D_OK, "CreateVertexShader failed: {hr:#x}\n{text}");
    s
}

/// Creates a pixel shader from D3D9 shader assembly text (panics when the
/// text does not assemble or the device refuses the bytecode).
pub fn pixel_shader(dev: *mut IDirect3DDevice9, text: &str) -> *mut IDirect3DPixelShader9 {
    let tokens = assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut s = std::ptr::null_mut();
    let hr = vcall!(dev, CreatePixelShader, tokens.as_ptr(), &mut s);
    assert_eq!(hr, D3D_OK, "CreatePixelShader failed: {hr:#x}\n{text}");
    s
}

/// Waits until the GPU has finished everything issued so far (an event query
/// polled with D3DGETDATA_FLUSH), at most `timeout`; whether it did.
pub fn finish_gpu(dev: *mut IDirect3DDevice9, timeout: std::time::Duration) -> bool {
    let mut q = std::ptr::null_mut();
    if vcall!(dev, CreateQuery, D3DQUERYTYPE_EVENT, &mut q) != D3D_OK || q.is_null() {
        return false;
    }
    let start = std::time::Instant::now();
    let mut done = vcall!(q, Issue, D3DISSUE_END) == D3D_OK;
    if done {
        done = loop {
            let mut signalled: BOOL = 0;
            let hr = vcall!(q, GetData, (&mut signalled as *mut BOOL).cast(), 4, D3DGETDATA_FLUSH);
            if hr != S_FALSE {
                break hr == D3D_OK;
            }
            if start.elapsed() > timeout {
                break false;
            }
            std::thread::sleep(std::time::Duration::from_micros(200));
        };
    }
    release!(q);
    done
}

/// The description of the adapter a device of `d3d` runs on (its
/// D3DADAPTER_IDENTIFIER9 Description), with its vendor and device ids.
pub fn adapter_description(d3d: *mut IDirect3D9) -> String {
    // SAFETY: D3DADAPTER_IDENTIFIER9 is plain data; all zeroes is valid.
    let mut id: D3DADAPTER_IDENTIFIER9 = unsafe { std::mem::zeroed() };
    if vcall!(d3d, GetAdapterIdentifier, D3DADAPTER_DEFAULT, 0, &mut id) != D3D_OK {
        return "unknown".into();
    }
    // SAFETY: GetAdapterIdentifier writes a NUL-terminated string.
    let name = unsafe { std::ffi::CStr::from_ptr(id.Description.as_ptr()) }.to_string_lossy();
    format!("{name} (vendor {:04x}, device {:04x})", id.VendorId, id.DeviceId)
}

/// This program again as a child process, configured for a benchmark run:
/// wgd3d9's persistent cache (`cache.dir`) and the driver's shader cache in
/// directories of their own under `dir` (so that a cold run is cold for
/// both, and a second run with the same `dir` warm for both), and `config`
/// after whatever `WGD3D9_CONFIG` already holds.
pub fn child_with_caches(dir: &std::path::Path, config: &str) -> Result<std::process::Command, String> {
    let (wgd3d9_cache, driver_cache) = (dir.join("wgd3d9"), dir.join("driver"));
    for d in [&wgd3d9_cache, &driver_cache] {
        std::fs::create_dir_all(d).map_err(|e| format!("creating {}: {e}", d.display()))?;
    }
    let mut all = std::env::var("WGD3D9_CONFIG").unwrap_or_default();
    if !all.is_empty() {
        all.push(';');
    }
    all += &format!("{config};cache.dir={}", wgd3d9_cache.display());
    let exe = std::env::current_exe().map_err(|e| format!("current_exe: {e}"))?;
    let mut c = std::process::Command::new(exe);
    c.env("WGD3D9_CONFIG", all)
        .env("MESA_SHADER_CACHE_DIR", &driver_cache)
        .env("__GL_SHADER_DISK_CACHE_PATH", &driver_cache);
    Ok(c)
}
