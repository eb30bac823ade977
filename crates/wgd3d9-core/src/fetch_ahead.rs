//! Asks for the cache lines of memory about to be written in order, ahead
//! of the writes, so that they do not wait on memory one line at a time.
//!
//! Streaming draws write a few hundred bytes at a time, in order, into
//! memory that another core touched last: the application's thread writes
//! a dynamic buffer's copy (read by the runtime's thread when it uploaded
//! the last frame) and the recording's payloads (a user-pointer draw's
//! vertices, in an arena chunk the runtime read); the encoder writes staging
//! memory last written frames ago. A store to such a line first fetches it
//! for ownership; a batch's writes are over before the hardware prefetcher
//! has seen a stream, and the stores waiting for their lines hold up the
//! thread's later work. Asking for the next lines while the thread works on
//! the batch between hides that wait (`stream_upload` on Mesa 25.0.7
//! lavapipe: the application thread's time per batch fell by 28 to 49%, the
//! encoder's by 7 to 20%; see ARCHITECTURE.md, "A streamed batch").
//! Streaming stores instead (bypassing the cache) made the encoder slower
//! there, since the lines come back from a large shared cache, not from
//! memory; fetching the recording ahead of the encoder's reads, or the
//! small records of the arena's command cursor ahead of the application's
//! writes, changed nothing.
//!
//! [`FetchAhead`] tracks how far a region written from its start in order
//! has been asked for and gives the next [`DISTANCE`] bytes past each
//! write, in runs. The requests ([`for_write`]) are hints: a prefetch into
//! every cache level on x86 (PREFETCHT0; the write prefetch, PREFETCHW, is
//! not in the baseline x86 targets the project builds for, and where the
//! CPU has it, it measured no better), nothing elsewhere; they never fault,
//! whatever the address.

use std::ops::Range;

/// How far past the last write a region is fetched, in 32 lines: one to
/// 1.6 batches of a streaming program (64 vertices of 32 or 20 bytes).
/// 1 and 4 KiB measured alike.
pub const DISTANCE: usize = 2048;

/// The size of a cache line.
const LINE: usize = 64;

/// How much of a region, written from its start in order, has been
/// fetched ahead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FetchAhead {
    /// Bytes from the region's start asked for so far.
    fetched: usize,
}

impl FetchAhead {
    /// The bytes of a region of `len` bytes to fetch now that it was
    /// written up to `done`: up to [`DISTANCE`] past it, less what was
    /// fetched already. Empty while at least half the distance past `done`
    /// is fetched (so the lines are asked for in runs, not one call at a
    /// time). Records them as fetched.
    pub fn next(&mut self, done: usize, len: usize) -> Range<usize> {
        let end = done.saturating_add(DISTANCE).min(len);
        let start = self.fetched.max(done);
        if start >= end || self.fetched >= done.saturating_add(DISTANCE / 2) {
            return start..start;
        }
        self.fetched = end;
        start..end
    }
}

/// Asks for the cache lines of `len` bytes at `ptr`, to be written. A hint:
/// it reads and writes nothing, and any address is allowed.
pub fn for_write(ptr: *const u8, len: usize) {
    each_line(ptr, len, hint);
}

/// Calls `hint` with the start of every line of `len` bytes at `ptr`.
fn each_line(ptr: *const u8, len: usize, hint: impl Fn(*const u8)) {
    if len == 0 {
        return;
    }
    let last = (ptr as usize).saturating_add(len - 1);
    let mut line = ptr as usize & !(LINE - 1);
    while line <= last {
        hint(line as *const u8);
        line = match line.checked_add(LINE) {
            Some(next) => next,
            None => break,
        };
    }
}

/// One line's prefetch into every cache level (PREFETCHT0).
#[cfg(any(target_arch = "x86_64", all(target_arch = "x86", target_feature = "sse")))]
fn hint(line: *const u8) {
    #[cfg(target_arch = "x86")]
    use std::arch::x86 as arch;
    #[cfg(target_arch = "x86_64")]
    use std::arch::x86_64 as arch;
    // SAFETY: a prefetch accesses no memory architecturally and never
    // faults, whatever the address; SSE, which the intrinsic needs, is
    // there (the cfg).
    unsafe { arch::_mm_prefetch::<{ arch::_MM_HINT_T0 }>(line.cast()) };
}

/// Other targets get no hint.
#[cfg(not(any(target_arch = "x86_64", all(target_arch = "x86", target_feature = "sse"))))]
fn hint(_line: *const u8) {}

#[cfg(test)]
mod tests;
