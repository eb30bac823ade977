//! Buffer uploads gathered into runs: consecutive uploads to adjacent ranges
//! of one GPU buffer (the ring a streaming program locks with
//! D3DLOCK_NOOVERWRITE, batch after batch, often a vertex ring and an index
//! ring in turn) leave as one staging write and one copy command per run
//! instead of one per lock.
//!
//! Only uploads that go into the frame's upload command buffer (which runs
//! before the frame's draws) are gathered, so a run's copy may land later
//! within that command buffer without changing what any draw reads. Runs
//! of different buffers are independent; a buffer's run is written out
//! before an upload into that buffer that does not continue it, when it
//! reaches [`MAX_RUN_BYTES`], and when the frame's uploads close.

use wgpu::util::StagingBelt;

/// The longest run gathered before it is written out; an upload this large
/// is written at once (gathering memory stays below it).
pub const MAX_RUN_BYTES: usize = 256 * 1024;
/// Buffers gathered at once; a run of another buffer writes out the oldest.
const MAX_RUNS: usize = 4;

/// One buffer's run.
struct Run {
    /// The GPU buffer written.
    target: wgpu::Buffer,
    /// Where in it the run starts (a multiple of 4).
    start: u64,
    bytes: Vec<u8>,
}

/// The runs being gathered, oldest first.
#[derive(Default)]
pub struct UploadRuns {
    runs: Vec<Run>,
    /// Gathering memory of written-out runs, for the next ones.
    spare: Vec<Vec<u8>>,
}

impl UploadRuns {
    /// Gathers `data`, to be written at `start` of `target`: appended to
    /// `target`'s run when it starts where that run ends (within
    /// [`MAX_RUN_BYTES`]), otherwise that run is written out first and a
    /// new one begins.
    pub fn add(
        &mut self,
        belt: &mut StagingBelt,
        upload: &mut wgpu::CommandEncoder,
        target: &wgpu::Buffer,
        start: u64,
        data: &[u8],
    ) {
        if let Some(i) = self.runs.iter().position(|r| r.target == *target) {
            let r = &mut self.runs[i];
            if r.start + r.bytes.len() as u64 == start && r.bytes.len() + data.len() <= MAX_RUN_BYTES {
                r.bytes.extend_from_slice(data);
                return;
            }
            self.write_out(i, belt, upload);
        } else if self.runs.len() == MAX_RUNS {
            self.write_out(0, belt, upload);
        }
        if data.len() >= MAX_RUN_BYTES {
            // A large upload (a level's buffers) goes straight through.
            write(belt, upload, target, start, data);
            return;
        }
        let mut bytes = self.spare.pop().unwrap_or_default();
        bytes.clear();
        bytes.extend_from_slice(data);
        self.runs.push(Run {
            target: target.clone(),
            start,
            bytes,
        });
    }

    /// Writes out `target`'s run, if any (before an upload into it that
    /// must not be reordered with the run).
    pub fn flush_buffer(&mut self, belt: &mut StagingBelt, upload: &mut wgpu::CommandEncoder, target: &wgpu::Buffer) {
        if let Some(i) = self.runs.iter().position(|r| r.target == *target) {
            self.write_out(i, belt, upload);
        }
    }

    /// Writes out every run (the frame's uploads close).
    pub fn flush(&mut self, belt: &mut StagingBelt, upload: &mut wgpu::CommandEncoder) {
        while !self.runs.is_empty() {
            self.write_out(0, belt, upload);
        }
    }

    fn write_out(&mut self, i: usize, belt: &mut StagingBelt, upload: &mut wgpu::CommandEncoder) {
        let r = self.runs.remove(i);
        write(belt, upload, &r.target, r.start, &r.bytes);
        self.spare.push(r.bytes);
    }
}

/// One staging write and copy of `data` to `start` of `target`.
fn write(belt: &mut StagingBelt, upload: &mut wgpu::CommandEncoder, target: &wgpu::Buffer, start: u64, data: &[u8]) {
    if let Some(size) = wgpu::BufferSize::new(data.len() as u64) {
        belt.write_buffer(upload, target, start, size).copy_from_slice(data);
    }
}
