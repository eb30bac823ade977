//! The process's C heap, set once for the allocation pattern of a Vulkan
//! driver that records thousands of draws a frame.
//!
//! A software driver (lavapipe) allocates its commands' memory as a frame is
//! recorded and frees it when the frame has run: tens of MiB a frame at
//! 10,000 draws. By default glibc shrinks a heap once more than 128 KiB is
//! free at its top (and maps blocks over an adaptive threshold on their
//! own), so every frame faults the same pages in again, and the driver's
//! thread spends most of its time in the kernel (a churn loop's process CPU
//! per draw went from 5 to 12 us in runs where it happened, about one run
//! in three). Three settings keep that memory:
//! - a trim threshold of 64 MiB: the main heap keeps up to that much free
//!   at its top, and a thread's heap (64 MiB at most) is not shrunk;
//! - in 64-bit processes, a top pad of one thread heap's size (64 MiB):
//!   glibc unmaps a thread's wholly free extra heap only when the heap
//!   before it has at least the pad free, counting the part it never grew
//!   into, which with a whole heap's pad never happens; so a driver thread
//!   whose frame takes more than one heap keeps them from frame to frame
//!   instead of faulting them in again. The main heap then also grows by
//!   the pad beyond each request (address space only, until touched);
//! - an mmap threshold of 32 MiB (512 KiB in 32-bit processes): blocks
//!   under it come from the heaps rather than from mappings of their own.
//!
//! The memory a thread's heaps reached stays with them: the process's
//! resident size does not fall back after a peak, and the `malloc_trim` of
//! the last device's teardown gives back the main heap's free memory and
//! free blocks inside threads' heaps, not the free space at the top of a
//! thread's heaps. That is the price of not faulting it in again every
//! frame. 32-bit processes, short of address space rather than of CPU, get
//! no top pad: there a thread's extra heaps (1 MiB each) go back to the
//! system once wholly free, as glibc does by default.
//!
//! `memory.keepFreedHeap = off` leaves glibc's defaults, and so do settings
//! in the environment (`GLIBC_TUNABLES`' `glibc.malloc.trim_threshold`,
//! `glibc.malloc.top_pad` or `glibc.malloc.mmap_threshold`,
//! `MALLOC_TRIM_THRESHOLD_`, `MALLOC_TOP_PAD_`, `MALLOC_MMAP_THRESHOLD_`).
//! A program's own `mallopt` calls made before the first device are
//! overridden; those made after it win.

use wgd3d9_core::config::Config;

/// Free bytes kept at the top of a heap before it is trimmed.
const TRIM_THRESHOLD: i32 = 64 << 20;

/// The largest block taken from a heap rather than mapped on its own:
/// glibc's own upper bound for its adaptive threshold (32 MiB on 64-bit,
/// 512 KiB on 32-bit, where a heap is 1 MiB).
const MMAP_THRESHOLD: i32 = if cfg!(target_pointer_width = "64") {
    32 << 20
} else {
    512 << 10
};

/// The size of glibc's heaps besides the main one: it refuses an mmap
/// threshold above half of it.
const HEAP_MAX: usize = if cfg!(target_pointer_width = "64") {
    64 << 20
} else {
    1 << 20
};
const _: () = assert!(MMAP_THRESHOLD as usize <= HEAP_MAX / 2);

/// Free bytes a heap keeps beyond a request, and so (see the module
/// documentation) before glibc unmaps a thread's wholly free extra heap:
/// one heap's size, in 64-bit processes only (`None`: glibc's default).
const TOP_PAD: Option<i32> = if cfg!(target_pointer_width = "64") {
    Some(HEAP_MAX as i32)
} else {
    None
};

/// The GLIBC_TUNABLES names of the settings [`tune_once`] makes.
const TUNABLES: [&str; 3] = [
    "glibc.malloc.trim_threshold",
    "glibc.malloc.top_pad",
    "glibc.malloc.mmap_threshold",
];

/// The environment variables of the settings [`tune_once`] makes.
const MALLOC_VARS: [&str; 3] = ["MALLOC_TRIM_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_THRESHOLD_"];

/// Whether the environment leaves the heap's settings to wgd3d9: false
/// when `tunables` (GLIBC_TUNABLES) sets one of [`TUNABLES`] or
/// `malloc_var` (one of [`MALLOC_VARS`] is set).
fn ours_to_set(tunables: Option<&str>, malloc_var: bool) -> bool {
    let tuned = tunables.is_some_and(|t| {
        t.split(':').any(|setting| {
            let name = setting.split('=').next().unwrap_or("");
            TUNABLES.contains(&name)
        })
    });
    !(tuned || malloc_var)
}

/// Sets the thresholds once per process (glibc on Linux; elsewhere
/// nothing), unless `config` or the environment says otherwise.
pub fn tune_once(config: &Config) {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if !config.keep_freed_heap {
            return;
        }
        let tunables = std::env::var("GLIBC_TUNABLES").ok();
        let malloc_var = MALLOC_VARS.iter().any(|v| std::env::var_os(v).is_some());
        if !ours_to_set(tunables.as_deref(), malloc_var) {
            log::info!(target: "wgd3d9::runtime", "the C heap's settings are the environment's");
            return;
        }
        set_thresholds();
    });
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn set_thresholds() {
    let top_pad = TOP_PAD.map(|pad| (libc::M_TOP_PAD, pad, "top pad"));
    let settings = [
        Some((libc::M_TRIM_THRESHOLD, TRIM_THRESHOLD, "trim threshold")),
        top_pad,
        Some((libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD, "mmap threshold")),
    ];
    for (param, value, name) in settings.into_iter().flatten() {
        // SAFETY: mallopt stores one of the allocator's parameters, which
        // later allocations read; it touches no memory of the caller's.
        let set = unsafe { libc::mallopt(param, value) } == 1;
        if !set {
            log::warn!(target: "wgd3d9::runtime", "C heap: glibc refused the {name} ({value} bytes)");
        }
    }
    let pad = TOP_PAD.map_or("glibc's top pad".to_owned(), |p| {
        format!("a top pad of {} KiB", p >> 10)
    });
    log::info!(
        target: "wgd3d9::runtime",
        "C heap (memory.keepFreedHeap): trimmed past {} MiB free, {pad}, blocks under {} KiB from the heaps",
        TRIM_THRESHOLD >> 20,
        MMAP_THRESHOLD >> 10
    );
}

/// Other C libraries have none of these settings.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn set_thresholds() {
    let _ = (TRIM_THRESHOLD, TOP_PAD, MMAP_THRESHOLD);
}

#[cfg(test)]
mod tests;
