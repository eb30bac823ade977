//! The chunked bump allocator a frame is recorded into.
//!
//! A [`FrameArena`] hands out memory from 64 KiB chunks that never move, so a
//! pointer into a chunk stays valid for as long as the arena holds the chunk. Two
//! cursors share the chunk pool: the *command* cursor, which writes the frame's
//! operation records in order, and the *data* cursor, which holds variable payloads
//! (vertex data of UP draws, upload bytes, clear rectangles) that records point at.
//! Payloads larger than a chunk get a dedicated allocation of their own.
//!
//! The data cursor asks for its chunk's next lines ahead of its writes
//! ([`crate::fetch_ahead`]): a reused chunk was last read by the runtime's
//! thread, on another core, and a payload (a user-pointer draw's vertices)
//! is written at once. The command cursor's small records gained nothing
//! from it.
//!
//! Contract: the arena is written by the API thread only. Once a frame is handed to
//! the runtime, the arena is parked until the runtime reports that it has finished
//! reading it ([`crate::wire::FrameSignal::replayed`]); then [`FrameArena::reset`]
//! makes every chunk reusable without freeing it.

use crate::fetch_ahead::{self, FetchAhead};

/// Size of one ordinary chunk.
pub const CHUNK_SIZE: usize = 64 * 1024;

/// Every record and payload starts on this alignment.
pub const ALIGN: usize = 8;
/// Ordinary chunks an arena keeps for reuse across a reset (16 MiB): what a
/// busy frame records; the chunks of a larger frame (a level load's many
/// small uploads) are freed, not kept for the life of the device.
pub const KEEP_CHUNKS: usize = 256;

/// One chunk of arena memory, 8-byte aligned (`u64` words). It is held as
/// a raw allocation, not a `Box`: the arena hands out pointers into it that
/// must stay valid while the arena writes further on (a `Box` is a unique
/// reference, and reaching the memory through it again would invalidate
/// them).
struct Chunk {
    mem: std::ptr::NonNull<u64>,
    words: usize,
}

impl Chunk {
    fn new(bytes: usize) -> Self {
        match Self::try_new(bytes) {
            Some(c) => c,
            None => std::alloc::handle_alloc_error(
                std::alloc::Layout::array::<u64>(bytes.div_ceil(8)).unwrap_or(std::alloc::Layout::new::<u64>()),
            ),
        }
    }
    /// A chunk of `bytes` (sized by the application), or None when the
    /// allocator refuses.
    fn try_new(bytes: usize) -> Option<Self> {
        let words = bytes.div_ceil(8).max(1);
        let mut mem = Vec::new();
        mem.try_reserve_exact(words).ok()?;
        mem.resize(words, 0u64);
        let raw = Box::into_raw(mem.into_boxed_slice()) as *mut u64;
        Some(Chunk {
            mem: std::ptr::NonNull::new(raw)?,
            words,
        })
    }
    fn base(&self) -> *mut u8 {
        self.mem.as_ptr().cast()
    }
}

impl Drop for Chunk {
    fn drop(&mut self) {
        // SAFETY: `mem` came from `Box::into_raw` of a boxed slice of
        // `words` words, and is freed only here.
        unsafe {
            drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                self.mem.as_ptr(),
                self.words,
            )))
        };
    }
}

/// A span of recorded commands: `len` bytes starting at `ptr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    pub ptr: *const u8,
    pub len: usize,
}

/// Cursor into one chunk.
#[derive(Clone, Copy)]
struct Cursor {
    chunk: usize,
    used: usize,
    /// How far the chunk was fetched ahead of the payloads written.
    ahead: FetchAhead,
}

/// The per-frame recording memory. See the module documentation.
pub struct FrameArena {
    chunks: Vec<Chunk>,
    /// Chunks of the pool not yet handed to a cursor this frame.
    next_free: usize,
    /// The open command chunk: `cmd_start..cmd_ptr` is recorded, `cmd_ptr..cmd_end`
    /// free (all null before the first command).
    cmd_start: *mut u8,
    cmd_ptr: *mut u8,
    cmd_end: *mut u8,
    data: Option<Cursor>,
    /// Finished command regions, in order; the open command chunk is appended by
    /// [`FrameArena::regions`].
    regions: Vec<Region>,
    /// Dedicated allocations for payloads larger than a chunk.
    oversize: Vec<Chunk>,
    data_bytes: usize,
}

// SAFETY: the raw pointers (the open command chunk's bounds, the chunks'
// memory, the finished regions) point only into chunks this arena owns and
// frees, so moving the arena to another thread moves that memory's sole owner
// with it, as moving a `Vec` would. The arena is not `Sync`.
unsafe impl Send for FrameArena {}

impl Default for FrameArena {
    fn default() -> Self {
        Self::new()
    }
}

impl FrameArena {
    pub fn new() -> Self {
        FrameArena {
            chunks: Vec::new(),
            next_free: 0,
            cmd_start: std::ptr::null_mut(),
            cmd_ptr: std::ptr::null_mut(),
            cmd_end: std::ptr::null_mut(),
            data: None,
            regions: Vec::new(),
            oversize: Vec::new(),
            data_bytes: 0,
        }
    }

    fn take_chunk(&mut self) -> usize {
        if self.next_free == self.chunks.len() {
            self.chunks.push(Chunk::new(CHUNK_SIZE));
        }
        self.next_free += 1;
        self.next_free - 1
    }

    /// Reserves `len` bytes (a multiple of [`ALIGN`], at most [`CHUNK_SIZE`]) at the
    /// end of the command stream and returns a pointer to them. The bytes are
    /// zeroed only on first use of a chunk; callers write every byte they reserve.
    #[inline]
    pub fn command_bytes(&mut self, len: usize) -> *mut u8 {
        debug_assert!(len.is_multiple_of(ALIGN) && len <= CHUNK_SIZE);
        if (self.cmd_end as usize) - (self.cmd_ptr as usize) >= len {
            let p = self.cmd_ptr;
            // SAFETY: p + len stays within the open chunk.
            self.cmd_ptr = unsafe { p.add(len) };
            return p;
        }
        self.command_bytes_slow(len)
    }

    #[cold]
    fn command_bytes_slow(&mut self, len: usize) -> *mut u8 {
        self.close_command_chunk();
        let chunk = self.take_chunk();
        let base = self.chunks[chunk].base();
        self.cmd_start = base;
        // SAFETY: a chunk holds CHUNK_SIZE >= len bytes.
        unsafe {
            self.cmd_ptr = base.add(len);
            self.cmd_end = base.add(CHUNK_SIZE);
        }
        base
    }

    /// Moves the open command chunk's bytes into `regions`.
    fn close_command_chunk(&mut self) {
        let used = self.cmd_ptr as usize - self.cmd_start as usize;
        if used > 0 {
            self.regions.push(Region {
                ptr: self.cmd_start,
                len: used,
            });
        }
        self.cmd_start = std::ptr::null_mut();
        self.cmd_ptr = std::ptr::null_mut();
        self.cmd_end = std::ptr::null_mut();
    }

    /// Allocates `len` bytes of payload memory, 8-byte aligned, that stays put until
    /// [`FrameArena::reset`]. Returns a mutable slice over it.
    pub fn data_bytes(&mut self, len: usize) -> &mut [u8] {
        match self.try_data_bytes(len) {
            Some(d) => d,
            None => std::alloc::handle_alloc_error(
                std::alloc::Layout::array::<u8>(len).unwrap_or(std::alloc::Layout::new::<u8>()),
            ),
        }
    }

    /// [`FrameArena::data_bytes`] for a size the application chose: None
    /// when the memory cannot be had.
    pub fn try_data_bytes(&mut self, len: usize) -> Option<&mut [u8]> {
        let padded = len.checked_next_multiple_of(ALIGN)?;
        if padded > CHUNK_SIZE / 2 {
            self.oversize.push(Chunk::try_new(padded.max(8))?);
            let chunk = self.oversize.last_mut().expect("just pushed");
            let base = chunk.base();
            self.data_bytes += padded;
            // SAFETY: the chunk holds at least `padded` bytes and lives until reset.
            return Some(unsafe { std::slice::from_raw_parts_mut(base, len) });
        }
        let mut cursor = match self.data {
            Some(c) if c.used + padded <= CHUNK_SIZE => c,
            _ => Cursor {
                chunk: self.take_chunk(),
                used: 0,
                ahead: FetchAhead::default(),
            },
        };
        let at = cursor.used;
        let base = self.chunks[cursor.chunk].base();
        // The payload and the next ones are written now: the chunk was last
        // read by the runtime's thread.
        let fetch = cursor.ahead.next(at, CHUNK_SIZE);
        fetch_ahead::for_write(base.wrapping_add(fetch.start), fetch.len());
        cursor.used = at + padded;
        self.data = Some(cursor);
        self.data_bytes += padded;
        // SAFETY: at + len is within the chunk, which lives until reset.
        Some(unsafe { std::slice::from_raw_parts_mut(base.add(at), len) })
    }

    /// Copies `bytes` into payload memory and returns the stable copy.
    pub fn copy_data(&mut self, bytes: &[u8]) -> &[u8] {
        let dst = self.data_bytes(bytes.len());
        dst.copy_from_slice(bytes);
        dst
    }

    /// [`FrameArena::copy_data`] for bytes the application sized: None when
    /// the memory cannot be had.
    pub fn try_copy_data(&mut self, bytes: &[u8]) -> Option<&[u8]> {
        let dst = self.try_data_bytes(bytes.len())?;
        dst.copy_from_slice(bytes);
        Some(dst)
    }

    /// The recorded command regions, in order. Valid until the next write or reset.
    pub fn regions(&mut self) -> &[Region] {
        self.close_command_chunk();
        &self.regions
    }

    /// Bytes of commands recorded since the last reset.
    pub fn command_len(&self) -> usize {
        self.regions.iter().map(|r| r.len).sum::<usize>() + (self.cmd_ptr as usize - self.cmd_start as usize)
    }

    /// True when nothing has been recorded since the last reset.
    pub fn is_empty(&self) -> bool {
        self.command_len() == 0 && self.data_bytes == 0
    }

    /// Bytes recorded since the last reset (commands and payloads).
    pub fn bytes_recorded(&self) -> usize {
        self.command_len() + self.data_bytes
    }

    /// Number of ordinary chunks the arena holds (recycled across frames).
    pub fn chunk_count(&self) -> usize {
        self.chunks.len()
    }

    /// Forgets everything recorded, keeping up to [`KEEP_CHUNKS`] ordinary
    /// chunks for reuse and freeing the rest and every oversize allocation.
    /// Only call once the runtime has stopped reading.
    pub fn reset(&mut self) {
        self.chunks.truncate(KEEP_CHUNKS);
        self.next_free = 0;
        self.cmd_start = std::ptr::null_mut();
        self.cmd_ptr = std::ptr::null_mut();
        self.cmd_end = std::ptr::null_mut();
        self.data = None;
        self.regions.clear();
        self.oversize.clear();
        self.data_bytes = 0;
    }
}

#[cfg(test)]
mod tests;
