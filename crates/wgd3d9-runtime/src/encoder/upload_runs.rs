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
/// Buffers gathered at once (streaming rings, a ring's renamed buffers, the
/// frame's constant and user-pointer chunks); a run of another buffer
/// writes out the oldest.
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
        // The window a new run takes: these bytes and those expected.
        let mut window = 0;
        if let Some(i) = self.runs.iter().position(|r| r.target == *target) {
            let r = &mut self.runs[i];
            if r.continues(start) {
                if r.len + n <= r.capacity {
                    r.push(data, n);
                    return;
                }
                // A stream: its next window is larger.
                window = (2 * r.capacity).min(MAX_RUN_BYTES);
            }
            self.write_out(i, upload);
        } else if self.runs.len() == MAX_RUNS {
            self.write_out(0, upload);
        }
        let window = n
            .saturating_add(expect)
            .min(MAX_RUN_BYTES)
            .max(window)
            .max(n)
            .next_multiple_of(8);
        if n >= MAX_RUN_BYTES {
            // A large upload (a level's buffers) goes straight through.
            let size = wgpu::BufferSize::new(n).expect("large");
            self.copies += 1;
            let mut view = belt.write_buffer(upload, target, start, size);
            view.slice(..data.len()).copy_from_slice(data);
            view.slice(data.len()..).fill(0);
            return;
        }
        let Some(size) = wgpu::BufferSize::new(window) else {
            return;
        };
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
        self.runs.push(run);
    }

    /// Writes out `target`'s run, if any (before an upload into it that
    /// must not be reordered with the run).
    pub fn flush_buffer(&mut self, upload: &mut wgpu::CommandEncoder, target: &wgpu::Buffer) {
        if let Some(i) = self.runs.iter().position(|r| r.target == *target) {
            self.write_out(i, upload);
        }
    }

    /// Writes out every run (the frame's uploads close; before the belt is
    /// finished).
    pub fn flush(&mut self, upload: &mut wgpu::CommandEncoder) {
        while !self.runs.is_empty() {
            self.write_out(0, upload);
        }
    }

    /// Records run `i`'s copy and lets its window go.
    fn write_out(&mut self, i: usize, upload: &mut wgpu::CommandEncoder) {
        let r = self.runs.remove(i);
        drop(r.window);
        self.copies += 1;
        upload.copy_buffer_to_buffer(&r.staging, r.staging_offset, &r.target, r.start, r.len);
    }
}

/// What an upload into the frame's upload command buffer needs: the runs
/// being gathered, the staging belt and the upload command encoder.
pub struct Uploader<'a> {
    pub runs: &'a mut UploadRuns,
    pub belt: &'a mut StagingBelt,
    pub encoder: &'a mut wgpu::CommandEncoder,
}

impl Uploader<'_> {
    /// Gathers `data` and zeros up to `len` bytes for `start` of `target`,
    /// with `expect` more bytes expected after them (see
    /// [`UploadRuns::add`]).
    pub fn write(&mut self, target: &wgpu::Buffer, start: u64, (data, len): (&[u8], u64), expect: u64) {
        self.runs
            .add(self.belt, self.encoder, target, start, (data, len, expect));
    }
}
