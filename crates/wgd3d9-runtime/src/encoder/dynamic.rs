//! Per-frame dynamic GPU memory: the uniform chunks that carry shader constants
//! and the chunks that carry vertex and index data of user-pointer draws.
//!
//! Data is written into staging as a frame is encoded (through the upload
//! runs, `upload_runs`) and copied into the chunks by the frame's upload
//! command buffer, which the queue runs before the frame's draws. Chunks are
//! reused every frame; the GPU orders a frame's copies after the previous
//! frame's reads.

use super::upload_runs::Uploader;
use crate::pipelines::{CONSTANT_BINDING_SIZE, PIXEL_CONSTANT_BINDING_SIZE, SOFTWARE_CONSTANT_BINDING_SIZE};

/// Bytes of one uniform chunk's constant data (the buffer has one binding's worth
/// of slack after it so every offset can bind a whole constant block).
const UNIFORM_CHUNK: u64 = 256 * 1024;
/// Bytes of one chunk of software vertex processing's blocks (each about
/// 128 KiB, bound as a storage buffer).
const SOFTWARE_CHUNK: u64 = 1024 * 1024;
/// Bytes of one dynamic vertex/index chunk (larger draws get a larger chunk).
const DYNAMIC_CHUNK: u64 = 1024 * 1024;

pub struct UniformChunk {
    pub buffer: wgpu::Buffer,
    /// Whether the chunk holds software vertex processing's blocks (and has
    /// room and usage to bind them as storage).
    software: bool,
    pub bind_group: wgpu::BindGroup,
    /// The bind group of software vertex processing draws (the vertex
    /// block bound as a storage buffer), made on first use.
    software_group: Option<wgpu::BindGroup>,
    /// Bytes of this frame's blocks.
    used: usize,
}

/// A constant block to append, with the (chunk, offset) it had before if unchanged.
pub type Block<'a> = (&'a [u8], Option<(usize, u32)>);

/// Constant blocks of the frame being encoded.
///
/// Blocks of software vertex processing draws go to chunks of their own, so
/// that only devices drawing with it pay for their size.
pub struct Uniforms {
    chunks: Vec<UniformChunk>,
    /// The chunk new blocks go to: of hardware draws, and of software
    /// vertex processing draws.
    cur: [usize; 2],
    align: usize,
    /// Blocks appended since the device was made.
    written: u64,
}

impl Uniforms {
    pub fn new(align: u32) -> Uniforms {
        Uniforms {
            chunks: Vec::new(),
            cur: [0; 2],
            align: align.max(16) as usize,
            written: 0,
        }
    }

    pub fn chunk(&self, i: usize) -> &UniformChunk {
        &self.chunks[i]
    }

    /// Chunk `i`'s bind group for software vertex processing draws
    /// (`layout`: `Pipelines::software_constants_layout`; `i` a chunk
    /// [`Uniforms::push`] gave for software blocks).
    pub fn software_group(
        &mut self,
        device: &wgpu::Device,
        layout: &wgpu::BindGroupLayout,
        i: usize,
    ) -> &wgpu::BindGroup {
        let c = &mut self.chunks[i];
        c.software_group.get_or_insert_with(|| {
            let binding = |binding, size| wgpu::BindGroupEntry {
                binding,
                resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                    buffer: &c.buffer,
                    offset: 0,
                    size: wgpu::BufferSize::new(size),
                }),
            };
            device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("software vertex processing constants"),
                layout,
                entries: &[
                    binding(0, SOFTWARE_CONSTANT_BINDING_SIZE),
                    binding(1, PIXEL_CONSTANT_BINDING_SIZE),
                ],
            })
        })
    }

    /// The chunk new blocks of the kind go to, making sure `bytes` more fit.
    fn room(&mut self, device: &wgpu::Device, layout: &wgpu::BindGroupLayout, bytes: usize, software: bool) -> usize {
        let (capacity, slack) = if software {
            (SOFTWARE_CHUNK, SOFTWARE_CONSTANT_BINDING_SIZE)
        } else {
            (UNIFORM_CHUNK, CONSTANT_BINDING_SIZE)
        };
        let cur = &mut self.cur[software as usize];
        while *cur < self.chunks.len()
            && (self.chunks[*cur].software != software || self.chunks[*cur].used + bytes > capacity as usize)
        {
            *cur += 1;
        }
        if *cur == self.chunks.len() {
            // Any offset binds a whole block of the kind.
            let storage = if software {
                wgpu::BufferUsages::STORAGE
            } else {
                wgpu::BufferUsages::empty()
            };
            let buffer = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("constants"),
                size: capacity + slack,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST | storage,
                mapped_at_creation: false,
            });
            let binding = |binding, size| wgpu::BindGroupEntry {
                binding,
                resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                    buffer: &buffer,
                    offset: 0,
                    size: wgpu::BufferSize::new(size),
                }),
            };
            let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("constants"),
                layout,
                entries: &[
                    binding(0, CONSTANT_BINDING_SIZE),
                    binding(1, PIXEL_CONSTANT_BINDING_SIZE),
                ],
            });
            self.chunks.push(UniformChunk {
                buffer,
                software,
                bind_group,
                software_group: None,
                used: 0,
            });
        }
        *cur
    }

    /// Appends blocks so that both land in one chunk (of software vertex
    /// processing's chunks when `software`); returns the chunk and the
    /// offset of each block. `None` blocks keep `prev` offsets when `prev` is
    /// in the same chunk, and are re-appended otherwise.
    pub fn push(
        &mut self,
        device: &wgpu::Device,
        layout: &wgpu::BindGroupLayout,
        mut up: Uploader,
        blocks: [Block<'_>; 2],
        software: bool,
    ) -> (usize, [u32; 2]) {
        let need: usize = blocks.iter().map(|(b, _)| b.len().next_multiple_of(self.align)).sum();
        let chunk = self.room(device, layout, need, software);
        let mut out = [0u32; 2];
        for (i, (bytes, prev)) in blocks.iter().enumerate() {
            if let Some((c, off)) = prev {
                if *c == chunk {
                    out[i] = *off;
                    continue;
                }
            }
            let c = &mut self.chunks[chunk];
            let off = c.used;
            let len = bytes.len().next_multiple_of(self.align);
            up.write(&c.buffer, off as u64, bytes, len as u64);
            c.used += len;
            out[i] = off as u32;
            self.written += 1;
        }
        (chunk, out)
    }

    /// Constant blocks appended since the device was made (a block kept
    /// from the draw before is not appended again).
    pub fn blocks_written(&self) -> u64 {
        self.written
    }

    /// Starts a new frame (after the frame's uploads were written out).
    pub fn finish_frame(&mut self) {
        for c in &mut self.chunks {
            c.used = 0;
        }
        self.cur = [0; 2];
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
        if off > c.used {
            // The gap is written too (zeros), so that the frame's data stays
            // one run of staging and one copy.
            up.write(&c.buffer, c.used, &[], off - c.used);
        }
        up.write(&c.buffer, off, bytes, len);
        c.used = off + len;
        (self.cur as u32, off)
    }

    /// The GPU buffer of chunk `chunk` (as [`DynamicData::push`] returned
    /// it in this frame).
    pub fn buffer(&self, chunk: u32) -> &wgpu::Buffer {
        &self.chunks[chunk as usize].buffer
    }

    /// Starts a new frame (after the frame's uploads were written out).
    pub fn finish_frame(&mut self) {
        for c in &mut self.chunks {
            c.used = 0;
        }
        // Drop oversized chunks beyond the first few so one huge frame does not
        // pin its memory forever.
        self.chunks.retain(|c| c.buffer.size() == DYNAMIC_CHUNK);
        self.chunks.truncate(8);
        self.cur = 0;
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
