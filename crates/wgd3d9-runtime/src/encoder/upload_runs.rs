//! Buffer uploads gathered into runs: consecutive uploads to adjacent ranges
//! of one GPU buffer (the ring a streaming program locks with
//! D3DLOCK_NOOVERWRITE, batch after batch, often a vertex ring and an index
//! ring in turn) leave as one copy command per run instead of one per lock.
//!
//! A run's bytes are written straight into staging memory, once: each run
//! holds a window of the staging belt, mapped, and an upload that continues
//! the run is written at the window's next byte. The window's next lines
//! are fetched into the cache ahead of the writes (`wgd3d9_core::fetch_ahead`):
//! staging is out of the cache by the time it is written again. An upload
//! that continues a run whose window is full starts a new run with a window
//! twice as large (up to [`MAX_RUN_BYTES`]), so a streaming ring's windows
//! quickly span many batches while a lone upload takes a window of its own
//! size: staging holds at most about twice what was uploaded. A caller that
//! knows more is coming (the frame's constant and user-pointer chunks, from
//! what the last frame wrote) says how much, and a new run's window holds
//! that too: such a chunk's frame is one run and one copy from the start.
//!
//! A buffer that only one writer uploads into (the frame's constant and
//! user-pointer chunks, a block or a draw's vertices at a time) has its run
//! held by that writer ([`OwnRun`]): its next upload goes straight to the
//! window, without a search among the other buffers' runs, and the writer
//! writes the run out when the frame's uploads close.
//!
//! Only uploads that go into the frame's upload command buffer (which runs
//! before the frame's draws) are gathered, so a run's copy may land later
//! within that command buffer without changing what any draw reads. Runs
//! of different buffers are independent; a buffer's run is written out
//! before an upload into that buffer that does not continue it, when its
//! window is full, and when the frame's uploads close (before the staging
//! belt is finished, which unmaps the windows).

use wgd3d9_core::fetch_ahead::{self, FetchAhead};
use wgpu::util::StagingBelt;

/// The largest window a run grows to; an upload at least this large is
/// written at once, with a copy of its own.
pub const MAX_RUN_BYTES: u64 = 256 * 1024;
/// Buffers gathered at once (streaming rings, a ring's renamed buffers); a
/// run of another buffer writes out the oldest.
const MAX_RUNS: usize = 8;

/// One buffer's run.
struct Run {
    /// The GPU buffer written.
    target: wgpu::Buffer,
    /// Where in it the run starts (a multiple of 4).
    start: u64,
    /// Bytes written so far, from the window's start.
    len: u64,
    /// The run's staging window, mapped, and its length; its buffer and
    /// offset in the belt.
    window: wgpu::BufferViewMut,
    capacity: u64,
    staging: wgpu::Buffer,
    staging_offset: u64,
    /// How far the window was fetched ahead of the writes.
    ahead: FetchAhead,
}

impl Run {
    /// Whether an upload into the run's buffer at `start` continues it.
    fn continues(&self, start: u64) -> bool {
        self.start + self.len == start
    }

    /// Whether an upload of `n` bytes into the run's buffer at `start`
    /// continues it and fits its window.
    fn takes(&self, start: u64, n: u64) -> bool {
        self.continues(start) && self.len + n <= self.capacity
    }

    /// Writes `data` and zeros up to `len` bytes at the window's next byte
    /// (the caller checked they fit), then asks for the lines the next
    /// writes will need.
    fn push(&mut self, data: &[u8], len: u64) {
        let at = self.len as usize;
        self.window.slice(at..at + data.len()).copy_from_slice(data);
        // Most uploads are whole (a constant block, a lock's bytes).
        if len as usize > data.len() {
            self.window.slice(at + data.len()..at + len as usize).fill(0);
        }
        self.len += len;
        let next = self.ahead.next(self.len as usize, self.capacity as usize);
        if !next.is_empty() {
            let lines = self.window.slice(next.clone()).as_raw_element_ptr();
            fetch_ahead::for_write(lines.as_ptr(), next.len());
        }
    }
}

/// The runs being gathered, oldest first.
#[derive(Default)]
pub struct UploadRuns {
    runs: Vec<Run>,
    /// Copy commands recorded since the device was made.
    copies: u64,
}

impl UploadRuns {
    /// Copy commands recorded since the device was made (one per run
    /// written out, one per large upload).
    pub fn copies(&self) -> u64 {
        self.copies
    }

    /// Gathers `data` followed by zeros up to `len` bytes (a whole number
    /// of 4-byte words, at least `data.len()`), to be written at `start` of
    /// `target`: into `target`'s run when it starts where that run ends and
    /// fits its window, otherwise that run is written out first and a new
    /// one begins, with a window for `expect` more bytes too (a hint: the
    /// bytes the caller expects to write after these, continuing them).
    pub fn add(
        &mut self,
        belt: &mut StagingBelt,
        upload: &mut wgpu::CommandEncoder,
        target: &wgpu::Buffer,
        start: u64,
        (data, n, expect): (&[u8], u64, u64),
    ) {
        debug_assert!(n >= data.len() as u64 && n.is_multiple_of(4));
        let found = self.runs.iter().position(|r| r.target == *target);
        if let Some(r) = found.map(|i| &mut self.runs[i]) {
            if r.takes(start, n) {
                r.push(data, n);
                return;
            }
        }
        let before = match found {
            Some(i) => Some(self.runs.remove(i)),
            None => {
                if self.runs.len() == MAX_RUNS {
                    let oldest = self.runs.remove(0);
                    self.write_out(oldest, upload);
                }
                None
            }
        };
        if let Some(run) = self.start_over(belt, upload, before, target, start, (data, n, expect)) {
            self.runs.push(run);
        }
    }

    /// For an upload that does not go into `before`, `target`'s run (if
    /// any): writes `before` out, then writes a large upload at once, with
    /// a copy of its own (None), or starts a new run with it. The new run's
    /// window holds `expect` more bytes too, and is twice `before`'s when
    /// the upload continues it (a stream).
    fn start_over(
        &mut self,
        belt: &mut StagingBelt,
        upload: &mut wgpu::CommandEncoder,
        before: Option<Run>,
        target: &wgpu::Buffer,
        start: u64,
        (data, n, expect): (&[u8], u64, u64),
    ) -> Option<Run> {
        let mut grown = 0;
        if let Some(r) = before {
            if r.target == *target && r.continues(start) {
                grown = (2 * r.capacity).min(MAX_RUN_BYTES);
            }
            self.write_out(r, upload);
        }
        if n >= MAX_RUN_BYTES {
            // A large upload (a level's buffers) goes straight through.
            let size = wgpu::BufferSize::new(n).expect("large");
            self.copies += 1;
            let mut view = belt.write_buffer(upload, target, start, size);
            view.slice(..data.len()).copy_from_slice(data);
            view.slice(data.len()..).fill(0);
            return None;
        }
        let window = n
            .saturating_add(expect)
            .min(MAX_RUN_BYTES)
            .max(grown)
            .max(n)
            .next_multiple_of(8);
        let size = wgpu::BufferSize::new(window)?;
        let slice = belt.allocate(
            size,
            wgpu::BufferSize::new(wgpu::COPY_BUFFER_ALIGNMENT).expect("non-zero"),
        );
        let mut run = Run {
            target: target.clone(),
            start,
            len: 0,
            window: slice.get_mapped_range_mut().expect("staging is mapped"),
            capacity: window,
            staging: slice.buffer().clone(),
            staging_offset: slice.offset(),
            ahead: FetchAhead::default(),
        };
        run.push(data, n);
        Some(run)
    }

    /// Writes out `target`'s run, if any (before an upload into it that
    /// must not be reordered with the run).
    pub fn flush_buffer(&mut self, upload: &mut wgpu::CommandEncoder, target: &wgpu::Buffer) {
        if let Some(i) = self.runs.iter().position(|r| r.target == *target) {
            let r = self.runs.remove(i);
            self.write_out(r, upload);
        }
    }

    /// Writes out every run (the frame's uploads close; before the belt is
    /// finished).
    pub fn flush(&mut self, upload: &mut wgpu::CommandEncoder) {
        let mut runs = std::mem::take(&mut self.runs);
        for r in runs.drain(..) {
            self.write_out(r, upload);
        }
        // The list's memory is kept for the next frame's runs.
        self.runs = runs;
    }

    /// Records `r`'s copy and lets its window go.
    fn write_out(&mut self, r: Run, upload: &mut wgpu::CommandEncoder) {
        drop(r.window);
        self.copies += 1;
        upload.copy_buffer_to_buffer(&r.staging, r.staging_offset, &r.target, r.start, r.len);
    }
}

/// A run its writer holds, outside [`UploadRuns`]: for buffers only that
/// writer uploads into (the frame's constant and user-pointer chunks),
/// whose uploads nearly always continue the last, so that each goes
/// straight to its window, without looking for its buffer among the runs.
/// The writer writes it out ([`OwnRun::flush`]) when the frame's uploads
/// close.
#[derive(Default)]
pub struct OwnRun(Option<Run>);

impl OwnRun {
    /// As [`UploadRuns::add`], into this run: continues it when the upload
    /// starts where it ends in the same buffer and fits its window, else
    /// writes it out and starts another.
    pub fn add(&mut self, up: &mut Uploader, target: &wgpu::Buffer, start: u64, (data, n, expect): (&[u8], u64, u64)) {
        debug_assert!(n >= data.len() as u64 && n.is_multiple_of(4));
        if let Some(r) = &mut self.0 {
            if r.takes(start, n) && r.target == *target {
                r.push(data, n);
                return;
            }
        }
        let before = self.0.take();
        self.0 = up
            .runs
            .start_over(up.belt, up.encoder, before, target, start, (data, n, expect));
    }

    /// Writes the run out (the frame's uploads close; before the belt is
    /// finished).
    pub fn flush(&mut self, runs: &mut UploadRuns, upload: &mut wgpu::CommandEncoder) {
        if let Some(r) = self.0.take() {
            runs.write_out(r, upload);
        }
    }
}

/// What an upload into the frame's upload command buffer needs: the runs
/// being gathered, the staging belt and the upload command encoder.
pub struct Uploader<'a> {
    pub runs: &'a mut UploadRuns,
    pub belt: &'a mut StagingBelt,
    pub encoder: &'a mut wgpu::CommandEncoder,
}
