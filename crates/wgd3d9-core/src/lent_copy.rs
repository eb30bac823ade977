//! A buffer's or texture's CPU copy that recorded uploads read in place.
//!
//! A streamed upload (a NOOVERWRITE or DISCARD lock's range) is recorded as a
//! reference to the bytes of the buffer's CPU copy rather than as a copy of
//! them in the frame's recording: the runtime copies them into staging memory
//! when it replays the frame, so they cross wgd3d9 once. Until the runtime has
//! replayed that frame nothing may write over them. [`LentCopy`] remembers the
//! last frame whose records read the copy. A lock that may write over bytes
//! still lent (a DISCARD lock, a plain lock, the device's own writes) first
//! makes the copy writable ([`LentCopy::make_writable`]): a fresh copy takes
//! the lent one's place, and the lent one is kept until its frame is replayed,
//! then reused. This is how a driver renames a DISCARD buffer: the lock hands
//! out other memory, and what earlier draws read stays as it was. A
//! NOOVERWRITE lock needs no such step: the program promised not to write over
//! what earlier draws read, and those draws' uploads are the lent bytes.

use crate::mem::{self, AlignedBytes};

/// A buffer or texture keeps as many copies (the current one and those
/// retired) as fit in this many bytes, but at least two and at most four: four up to 4 MiB,
/// three up to 5.3 MiB, two above. A program that writes over a lent copy more often than the
/// runtime replays frames then has its uploads copied into the recording
/// instead ([`LentCopy::may_lend`]), so a 32-bit process's memory is spared.
const COPIES_BYTES: usize = 16 << 20;

/// A retired copy no frame has read for this many frames is freed (a
/// buffer that stopped streaming gives its spares back at its next
/// DISCARD or plain lock).
const SPARE_FRAMES: u64 = 64;

/// How many copies a buffer of `len` bytes may have (see [`COPIES_BYTES`]).
fn max_copies(len: usize) -> usize {
    (COPIES_BYTES / len.max(1)).clamp(2, 4)
}

/// A CPU copy, the frame until which recorded uploads read it in place, and
/// the copies it replaced that frames not yet replayed still read.
#[derive(Default)]
pub struct LentCopy {
    bytes: AlignedBytes,
    /// The last frame whose records read `bytes` in place (0: none).
    lent_until: u64,
    /// Earlier copies, each with the last frame whose records read it.
    retired: Vec<(u64, AlignedBytes)>,
}

impl LentCopy {
    pub fn new(bytes: AlignedBytes) -> Self {
        LentCopy {
            bytes,
            lent_until: 0,
            retired: Vec::new(),
        }
    }

    /// Whether an upload may read the current copy in place, given that the
    /// runtime has replayed every frame up to `replayed`: the copy is lent
    /// already, or a later write over it could take another copy within the
    /// buffer's allowance. Otherwise the upload carries a copy of its bytes.
    pub fn may_lend(&self, replayed: u64) -> bool {
        self.is_lent(replayed)
            || self.retired.len() + 1 < max_copies(self.bytes.len())
            || self.retired.iter().any(|(until, _)| *until <= replayed)
    }

    /// Notes that records of `frame` read the current copy in place (which
    /// [`LentCopy::may_lend`] allowed).
    pub fn lend(&mut self, frame: u64) {
        self.lent_until = self.lent_until.max(frame);
    }

    /// Whether records of a frame after `replayed` read the current copy.
    pub fn is_lent(&self, replayed: u64) -> bool {
        self.lent_until > replayed
    }

    /// Makes the current copy safe to write over, given that the runtime has
    /// replayed every frame up to `replayed`. A copy still lent is retired and
    /// replaced by a retired copy no frame reads any more, or by a new one;
    /// with `keep`, the replacement starts with the lent copy's contents (a
    /// plain lock keeps what the buffer holds; a DISCARD lock does not).
    /// Returns false, changing nothing, when a new copy cannot be allocated:
    /// the caller must then wait until `replayed` passes
    /// [`LentCopy::lent_until`] before writing.
    pub fn make_writable(&mut self, replayed: u64, keep: bool) -> bool {
        self.retired.retain(|(until, _)| until + SPARE_FRAMES > replayed);
        if !self.is_lent(replayed) {
            return true;
        }
        let free = self.retired.iter().position(|(until, _)| *until <= replayed);
        let fresh = match free {
            Some(i) => self.retired.swap_remove(i).1,
            None => match mem::try_zeroed(self.bytes.len() as u64) {
                Some(b) => b,
                None => return false,
            },
        };
        let lent = std::mem::replace(&mut self.bytes, fresh);
        if keep {
            self.bytes.copy_from_slice(&lent);
        }
        self.retired.push((self.lent_until, lent));
        self.lent_until = 0;
        true
    }

    /// The last frame whose records read the current copy (0: none).
    pub fn lent_until(&self) -> u64 {
        self.lent_until
    }

    /// The current copy, to write into (after [`LentCopy::make_writable`],
    /// or for bytes no record reads).
    pub fn bytes_mut(&mut self) -> &mut AlignedBytes {
        &mut self.bytes
    }

    /// Every copy that frames after `replayed` still read, with the last such
    /// frame (the buffer is destroyed: these must outlive those frames).
    pub fn into_lent(self, replayed: u64) -> Vec<(u64, AlignedBytes)> {
        let mut lent: Vec<_> = self
            .retired
            .into_iter()
            .filter(|(until, _)| *until > replayed)
            .collect();
        if self.lent_until > replayed {
            lent.push((self.lent_until, self.bytes));
        }
        lent
    }
}

impl std::ops::Deref for LentCopy {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.bytes
    }
}

#[cfg(test)]
mod tests;
