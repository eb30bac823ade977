//! Per-frame dynamic GPU memory: the uniform chunks that carry shader constants
//! and the chunks that carry vertex and index data of user-pointer draws.
//!
//! Data is written into staging as a frame is encoded (through the upload
//! runs, `upload_runs`) and copied into the chunks by the frame's upload
//! command buffer, which the queue runs before the frame's draws. Chunks are
//! reused every frame; the GPU orders a frame's copies after the previous
//! frame's reads.

use super::upload_runs::{OwnRun, UploadRuns, Uploader};
use crate::pipelines::FastMap;
use crate::pipelines::{CONSTANT_BINDING_SIZE, PIXEL_CONSTANT_BINDING_SIZE, SOFTWARE_CONSTANT_BINDING_SIZE};
use std::ops::Range;

/// Bytes of one chunk's constant data, of either stage (the buffer has one
/// window's worth of slack after it, so that a window starting anywhere in
/// the data binds whole).
const UNIFORM_CHUNK: u64 = 256 * 1024;
/// Bytes of one chunk of software vertex processing's blocks (each about
/// 128 KiB, bound as a storage buffer).
const SOFTWARE_CHUNK: u64 = 1024 * 1024;
/// Bytes of one dynamic vertex/index chunk (larger draws get a larger chunk).
const DYNAMIC_CHUNK: u64 = 1024 * 1024;

/// The rings of constant blocks: the vertex stage's, the pixel stage's,
/// and software vertex processing's vertex blocks.
const VERTEX: usize = 0;
const PIXEL: usize = 1;
const SOFTWARE: usize = 2;

/// Where a draw's constant blocks are: the chunk of each (the vertex one of
/// software vertex processing's ring when `software`), the dynamic offset
/// each stage's window is bound at, and the register index of each block
/// in its window (handed to the shaders packed, [`Placed::packed`]).
/// Software vertex processing's vertex block is bound at itself (index 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Placed {
    pub chunks: [u32; 2],
    pub software: bool,
    pub offsets: [u32; 2],
    pub index: [u32; 2],
}

impl Placed {
    /// What the constants bind group and its dynamic offsets depend on.
    pub fn binding(&self) -> ([u32; 2], bool, [u32; 2]) {
        (self.chunks, self.software, self.offsets)
    }

    /// Both blocks' indices as the shaders read them
    /// (`wgd3d9_shader::ir::packed_indices`).
    pub fn packed(&self) -> u32 {
        wgd3d9_shader::ir::packed_indices(self.index[0], self.index[1])
    }
}

/// A block to append; `keep` is where it was placed before when it is
/// unchanged (chunk, window offset, index), to use again.
pub type Block<'a> = (&'a [u8], Option<(u32, u32, u32)>);

/// Where a chunk's next block goes: the bytes in use, the window blocks
/// are placed in, its size, the bytes of block data a chunk takes, and the
/// device's offset alignment (a window starts at a multiple of it).
#[derive(Clone, Copy, Debug)]
struct Fit {
    used: u64,
    window: u64,
    window_size: u64,
    capacity: u64,
    align: u64,
}

impl Fit {
    /// Where a block of `len` bytes (a multiple of 16) goes, and the
    /// window it is read through: after the blocks in use, in the current
    /// window if it fits the rest of it and `fresh` is not set, otherwise
    /// at the start of a new window at the next aligned offset. None when
    /// a new window would start past the chunk's data (the chunk is full;
    /// the chunk's slack of one window keeps every window in the buffer).
    fn place(&self, len: u64, fresh: bool) -> Option<(u64, u64)> {
        if !fresh && self.used + len <= self.window + self.window_size {
            return Some((self.used, self.window));
        }
        let at = self.used.next_multiple_of(self.align);
        (at <= self.capacity).then_some((at, at))
    }
}

/// One stage's chunks: blocks are appended at 16-byte steps, each inside
/// the window its stage is bound at; a block that does not fit the window
/// starts a new one (at the device's offset alignment).
struct Ring {
    chunks: Vec<wgpu::Buffer>,
    cur: usize,
    /// Where the current chunk's next block goes.
    fit: Fit,
    /// Every block starts a window of its own.
    own_window: bool,
    usage: wgpu::BufferUsages,
    /// What this frame's writes expect to follow them (see [`Expect`]).
    expect: Expect,
    /// The staging run of the chunk being written.
    run: OwnRun,
}

impl Ring {
    fn new(window_size: u64, capacity: u64, align: u64, own_window: bool, usage: wgpu::BufferUsages) -> Ring {
        Ring {
            chunks: Vec::new(),
            cur: 0,
            fit: Fit {
                used: 0,
                window: 0,
                window_size,
                capacity,
                align,
            },
            own_window,
            usage: usage | wgpu::BufferUsages::COPY_DST,
            expect: Expect::default(),
            run: OwnRun::default(),
        }
    }

    /// Appends `bytes`, in a window of its own when `fresh`; returns the
    /// chunk, the window's offset and the block's register index in it.
    fn append(&mut self, device: &wgpu::Device, up: &mut Uploader, bytes: &[u8], fresh: bool) -> (u32, u32, u32) {
        let len = (bytes.len() as u64).next_multiple_of(16);
        debug_assert!(len <= self.fit.window_size, "a constant block larger than its window");
        loop {
            if self.cur == self.chunks.len() {
                self.chunks.push(device.create_buffer(&wgpu::BufferDescriptor {
                    label: Some("constants"),
                    size: self.fit.capacity + self.fit.window_size,
                    usage: self.usage,
                    mapped_at_creation: false,
                }));
            }
            let Some((at, window)) = self.fit.place(len, fresh || self.own_window) else {
                self.cur += 1;
                (self.fit.used, self.fit.window) = (0, 0);
                continue;
            };
            // The bytes skipped to a new window's aligned start are written
            // as zeros, so that the chunk's blocks stay one run of staging
            // and one copy (`UploadRuns`) rather than a run per window.
            let gap = at - self.fit.used.min(at);
            let chunk = &self.chunks[self.cur];
            if gap > 0 {
                let expect = self.expect.after(at - gap..at, chunk.size());
                self.run.add(up, chunk, at - gap, (&[], gap, expect));
            }
            let expect = self.expect.after(at..at + len, chunk.size());
            self.run.add(up, chunk, at, (bytes, len, expect));
            (self.fit.used, self.fit.window) = (at + len, window);
            return (self.cur as u32, window as u32, ((at - window) / 16) as u32);
        }
    }

    /// Starts a new frame (after [`OwnRun::flush`]).
    fn finish_frame(&mut self) {
        (self.cur, self.fit.used, self.fit.window) = (0, 0, 0);
        self.expect.finish_frame();
    }

    /// Bind group entry `binding`: a window of chunk `chunk`.
    fn entry(&self, binding: u32, chunk: u32) -> wgpu::BindGroupEntry<'_> {
        wgpu::BindGroupEntry {
            binding,
            resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                buffer: &self.chunks[chunk as usize],
                offset: 0,
                size: wgpu::BufferSize::new(self.fit.window_size),
            }),
        }
    }
}

/// Constant blocks of the frame being encoded, in one ring of chunks per
/// stage, and the bind groups of the chunk pairs drawn with.
///
/// Blocks of software vertex processing draws go to chunks of their own, so
/// that only devices drawing with it pay for their size.
pub struct Uniforms {
    rings: [Ring; 3],
    /// Bind groups by (vertex chunk, pixel chunk, software).
    groups: FastMap<(u32, u32, bool), wgpu::BindGroup>,
    /// Blocks appended since the device was made.
    written: u64,
}

impl Uniforms {
    pub fn new(align: u32) -> Uniforms {
        let uniform = wgpu::BufferUsages::UNIFORM;
        let align = u64::from(align.max(16));
        Uniforms {
            rings: [
                Ring::new(CONSTANT_BINDING_SIZE, UNIFORM_CHUNK, align, false, uniform),
                Ring::new(PIXEL_CONSTANT_BINDING_SIZE, UNIFORM_CHUNK, align, false, uniform),
                Ring::new(
                    SOFTWARE_CONSTANT_BINDING_SIZE,
                    SOFTWARE_CHUNK,
                    align,
                    true,
                    wgpu::BufferUsages::STORAGE,
                ),
            ],
            groups: FastMap::default(),
            written: 0,
        }
    }

    /// The bind group of `placed`'s chunks (`layout`: the constants layout
    /// of its kind, `Pipelines::constants_layout` or
    /// `Pipelines::software_constants_layout`), made on first use.
    pub fn group(
        &mut self,
        device: &wgpu::Device,
        layout: &wgpu::BindGroupLayout,
        placed: &Placed,
    ) -> &wgpu::BindGroup {
        let [v, p] = placed.chunks;
        let vertex = if placed.software { SOFTWARE } else { VERTEX };
        let rings = &self.rings;
        self.groups.entry((v, p, placed.software)).or_insert_with(|| {
            device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("constants"),
                layout,
                entries: &[rings[vertex].entry(0, v), rings[PIXEL].entry(1, p)],
            })
        })
    }

    /// Appends the vertex and pixel blocks (the vertex one to software
    /// vertex processing's ring when `software`) and writes where they are
    /// into `placed` (in place: the draw path keeps it, and a copy of a
    /// returned one stalled on the stores just made). A block with `keep` is
    /// not appended again. `fresh` puts each block at index 0 of a window of
    /// its own (for shaders that read no immediates).
    pub fn push(
        &mut self,
        device: &wgpu::Device,
        mut up: Uploader,
        blocks: [Block<'_>; 2],
        (software, fresh): (bool, bool),
        placed: &mut Placed,
    ) {
        let rings = [if software { SOFTWARE } else { VERTEX }, PIXEL];
        placed.software = software;
        for (i, (bytes, keep)) in blocks.iter().enumerate() {
            let (chunk, offset, index) = match keep {
                Some(k) => *k,
                None => {
                    self.written += 1;
                    self.rings[rings[i]].append(device, &mut up, bytes, fresh)
                }
            };
            (placed.chunks[i], placed.offsets[i], placed.index[i]) = (chunk, offset, index);
        }
    }

    /// Constant blocks appended since the device was made (a block kept
    /// from the draw before is not appended again).
    pub fn blocks_written(&self) -> u64 {
        self.written
    }

    /// Writes out the rings' staging runs (the frame's uploads close;
    /// before the staging belt is finished).
    pub fn flush(&mut self, runs: &mut UploadRuns, upload: &mut wgpu::CommandEncoder) {
        for r in &mut self.rings {
            r.run.flush(runs, upload);
        }
    }

    /// Starts a new frame (after [`Uniforms::flush`]): blocks placed
    /// before must not be kept.
    pub fn finish_frame(&mut self) {
        for r in &mut self.rings {
            r.finish_frame();
        }
    }
}

/// How many more bytes a frame's chunks expect after a write: as many as
/// the last frame that wrote any wrote in all, less those written since
/// the frame began, within the chunk written. Upload runs size their
/// staging windows by it ([`OwnRun::add`]), so a steady frame's chunk
/// is one run and one copy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Expect {
    this_frame: u64,
    last_frame: u64,
}

impl Expect {
    /// Counts the write of `range` of a chunk of `chunk_size` bytes, and
    /// says how many bytes are expected after it in that chunk.
    fn after(&mut self, range: Range<u64>, chunk_size: u64) -> u64 {
        self.this_frame += range.end - range.start;
        let rest = self.last_frame.saturating_sub(self.this_frame);
        rest.min(chunk_size.saturating_sub(range.end))
    }

    /// Ends a frame; a frame that wrote nothing (a submission for a
    /// read-back or a Present between a frame's draws and the next's)
    /// leaves the expectation as it was.
    fn finish_frame(&mut self) {
        if self.this_frame > 0 {
            (self.last_frame, self.this_frame) = (self.this_frame, 0);
        }
    }
}

struct DynamicChunk {
    buffer: wgpu::Buffer,
    used: u64,
}

/// Vertex and index bytes of user-pointer draws (and converted index lists).
#[derive(Default)]
pub struct DynamicData {
    chunks: Vec<DynamicChunk>,
    cur: usize,
    expect: Expect,
    /// The staging run of the chunk being written.
    run: OwnRun,
}

impl DynamicData {
    /// Stores `bytes` for this frame (written through `up` into staging and
    /// copied by the frame's upload command buffer) at an offset that is a
    /// multiple of `unit` (a vertex stride or an index size, so that a draw
    /// can address the data by its first vertex or index with the chunk
    /// bound at offset 0) and of 4; returns the chunk (see
    /// [`DynamicData::buffer`]) and the offset.
    pub fn push(&mut self, device: &wgpu::Device, mut up: Uploader, bytes: &[u8], unit: u64) -> (u32, u64) {
        let align = lcm(unit.max(1), 4);
        let len = (bytes.len() as u64).next_multiple_of(4);
        let fits = |c: &DynamicChunk| c.used.next_multiple_of(align) + len <= c.buffer.size();
        while self.cur < self.chunks.len() && !fits(&self.chunks[self.cur]) {
            self.cur += 1;
        }
        if self.cur == self.chunks.len() {
            let buffer = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("dynamic vertex data"),
                size: DYNAMIC_CHUNK.max(len),
                usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::INDEX | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            self.chunks.push(DynamicChunk { buffer, used: 0 });
        }
        let c = &mut self.chunks[self.cur];
        let off = c.used.next_multiple_of(align);
        let size = c.buffer.size();
        if off > c.used {
            // The gap is written too (zeros), so that the frame's data stays
            // one run of staging and one copy.
            let expect = self.expect.after(c.used..off, size);
            self.run.add(&mut up, &c.buffer, c.used, (&[], off - c.used, expect));
        }
        let expect = self.expect.after(off..off + len, size);
        self.run.add(&mut up, &c.buffer, off, (bytes, len, expect));
        c.used = off + len;
        (self.cur as u32, off)
    }

    /// The GPU buffer of chunk `chunk` (as [`DynamicData::push`] returned
    /// it in this frame).
    pub fn buffer(&self, chunk: u32) -> &wgpu::Buffer {
        &self.chunks[chunk as usize].buffer
    }

    /// Writes out the staging run (the frame's uploads close; before the
    /// staging belt is finished).
    pub fn flush(&mut self, runs: &mut UploadRuns, upload: &mut wgpu::CommandEncoder) {
        self.run.flush(runs, upload);
    }

    /// Starts a new frame (after [`DynamicData::flush`]).
    pub fn finish_frame(&mut self) {
        for c in &mut self.chunks {
            c.used = 0;
        }
        // Drop oversized chunks beyond the first few so one huge frame does not
        // pin its memory forever.
        self.chunks.retain(|c| c.buffer.size() == DYNAMIC_CHUNK);
        self.chunks.truncate(8);
        self.cur = 0;
        self.expect.finish_frame();
    }
}

/// The least common multiple of `a` and `b` (both non-zero).
fn lcm(a: u64, b: u64) -> u64 {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    a / x * b
}

#[cfg(test)]
mod tests;
