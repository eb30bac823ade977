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
//! in three). With a trim threshold of 64 MiB the main heap keeps up to
//! that much free at its top, and a thread's heap (64 MiB at most) is no
//! longer shrunk; glibc still unmaps a thread's extra heaps once they are
//! wholly free. Blocks under 32 MiB come from the heaps rather than from
//! mappings of their own.
//!
//! `memory.keepFreedHeap = off` leaves glibc's defaults, and so do settings
//! in the environment (`GLIBC_TUNABLES`' `glibc.malloc.trim_threshold` or
//! `glibc.malloc.mmap_threshold`, `MALLOC_TRIM_THRESHOLD_`,
//! `MALLOC_MMAP_THRESHOLD_`). A program's own `mallopt` calls made before
//! the first device are overridden; those made after it win.

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

/// Whether the environment leaves the heap's thresholds to wgd3d9: false
/// when `tunables` (GLIBC_TUNABLES) or the `MALLOC_*_` variables set one.
fn ours_to_set(tunables: Option<&str>, trim_var: bool, mmap_var: bool) -> bool {
    let tuned = tunables.is_some_and(|t| {
        t.split(':').any(|setting| {
            let name = setting.split('=').next().unwrap_or("");
            name == "glibc.malloc.trim_threshold" || name == "glibc.malloc.mmap_threshold"
        })
    });
    !(tuned || trim_var || mmap_var)
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
        let trim_var = std::env::var_os("MALLOC_TRIM_THRESHOLD_").is_some();
        let mmap_var = std::env::var_os("MALLOC_MMAP_THRESHOLD_").is_some();
        if !ours_to_set(tunables.as_deref(), trim_var, mmap_var) {
            log::info!(target: "wgd3d9::runtime", "the C heap's thresholds are the environment's");
            return;
        }
        set_thresholds();
    });
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn set_thresholds() {
    // SAFETY: mallopt only changes the allocator's parameters; glibc takes
    // its own lock for it.
    let set = unsafe {
        libc::mallopt(libc::M_TRIM_THRESHOLD, TRIM_THRESHOLD) == 1
            && libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1
    };
    if set {
        log::info!(
            target: "wgd3d9::runtime",
            "C heap (memory.keepFreedHeap): trimmed past {} MiB free, blocks under {} KiB from the heaps",
            TRIM_THRESHOLD >> 20,
            MMAP_THRESHOLD >> 10
        );
    } else {
        log::warn!(target: "wgd3d9::runtime", "C heap: glibc refused the thresholds");
    }
}

/// Other C libraries have neither threshold.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn set_thresholds() {
    let _ = (TRIM_THRESHOLD, MMAP_THRESHOLD);
}

#[cfg(test)]
mod tests;
