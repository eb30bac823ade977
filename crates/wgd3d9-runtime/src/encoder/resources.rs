//! The encoder's resource table: GPU buffers, textures and vertex declarations
//! named by the ids the API side assigns, and uploads into them.

use super::Encoder;
use crate::conv;
use crate::shared::Created;
use wgd3d9_core::format::{self, FormatInfo};
use wgd3d9_core::record::{
    buffer_usage, texture_shape, texture_usage, upload_flags, CreateBuffer, CreateTexture, SurfaceRef, UploadBuffer,
    UploadTexture,
};
use wgd3d9_core::skip_rule::ClearHistory;
use wgd3d9_types::D3DVERTEXELEMENT9;

pub struct BufferRes {
    pub buffer: wgpu::Buffer,
    pub usage: u32,
    /// Sequence of the last frame whose commands read the buffer.
    pub used_in: u64,
    /// GPU buffers a DISCARD upload renamed away from, with the frame that
    /// last read each, for the next renames (see [`BufferRes::rename`]).
    spares: Vec<(wgpu::Buffer, u64)>,
}

/// Spare buffers one resource keeps for DISCARD renames (a ring that wraps
/// a few times a frame cycles through this many), and the memory they may
/// hold together (a large buffer keeps fewer, at least one).
const MAX_SPARES: usize = 6;
const MAX_SPARE_BYTES: u64 = 16 << 20;

impl BufferRes {
    /// A DISCARD upload into a buffer this frame (`seq`) already read: the
    /// draws recorded so far keep the current GPU buffer, and the buffer
    /// continues in another one. That one is a spare whose last reader is
    /// an earlier frame (the queue runs this frame's copies into it after
    /// that frame's draws), or a new one. Reusing spares spares the driver
    /// making, clearing and freeing memory at every wrap of a streaming
    /// ring.
    fn rename(&mut self, device: &wgpu::Device, seq: u64) {
        let next = match self.spares.iter().position(|&(_, last)| last < seq) {
            Some(i) => self.spares.swap_remove(i).0,
            None => device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("d3d9 buffer"),
                size: self.buffer.size(),
                usage: buffer_usages(self.usage),
                mapped_at_creation: false,
            }),
        };
        let old = std::mem::replace(&mut self.buffer, next);
        let keep = (MAX_SPARE_BYTES / old.size().max(1)).clamp(1, MAX_SPARES as u64) as usize;
        while self.spares.len() >= keep {
            // The least recently read goes.
            let oldest = (0..self.spares.len())
                .min_by_key(|&i| self.spares[i].1)
                .expect("not empty");
            self.spares.swap_remove(oldest);
        }
        self.spares.push((old, seq));
        self.used_in = 0;
    }
}

pub struct TextureRes {
    pub texture: wgpu::Texture,
    /// Views for sampling by (first level, single level, sRGB), made on
    /// first use.
    pub views: Vec<((u32, bool, bool), wgpu::TextureView)>,
    /// One view per layer and level (index `layer * levels + level`), for
    /// render or depth attachments.
    pub level_views: Vec<wgpu::TextureView>,
    /// The same through the format's sRGB twin, for render targets whose
    /// format takes sRGB writes (`FormatInfo::srgb_writable`; empty
    /// otherwise): what draws write through while D3DRS_SRGBWRITEENABLE is on.
    pub srgb_level_views: Vec<wgpu::TextureView>,
    pub info: &'static FormatInfo,
    pub width: u32,
    pub height: u32,
    /// Slices of a volume texture (1 otherwise).
    pub depth: u32,
    pub levels: u32,
    /// [`texture_shape`].
    pub shape: u32,
    /// Unique for the encoder's lifetime (ids are reused, uids never).
    pub uid: u64,
    pub used_in: u64,
    /// The level of detail set by SetLOD: the largest level sampled.
    pub lod: u32,
    /// A multisampled surface's single-sample twin, which resolves fill
    /// (StretchRect from it, Present); made on first use.
    pub resolved: Option<Box<wgpu::Texture>>,
    /// A depth texture's float copy, which draws sample (see `depth_read`).
    pub depth_copy: Option<Box<super::depth_read::DepthCopy>>,
    /// The state of levels generated from level 0 (see `mipgen`).
    pub autogen: Option<super::mipgen::AutoGen>,
    /// A back buffer whose contents Present discards.
    pub discard_back_buffer: bool,
    /// Per surface (a [`SurfaceRef`] level: layer and mip), the frames in
    /// which its colour, depth and stencil were cleared as a whole (the
    /// skip rule's input).
    pub cleared: Vec<(u32, [ClearHistory; 3])>,
}

impl TextureRes {
    /// The clear history of surface `level` (colour, depth, stencil).
    pub fn cleared_at(&self, level: u32) -> [ClearHistory; 3] {
        self.cleared
            .iter()
            .find(|(l, _)| *l == level)
            .map_or_else(Default::default, |(_, h)| *h)
    }

    /// Notes a whole clear of plane `plane` (0 colour, 1 depth, 2 stencil)
    /// of surface `level` in frame `frame`.
    pub fn note_cleared(&mut self, level: u32, plane: usize, frame: u64) {
        let i = match self.cleared.iter().position(|(l, _)| *l == level) {
            Some(i) => i,
            None => {
                self.cleared.push((level, Default::default()));
                self.cleared.len() - 1
            }
        };
        self.cleared[i].1[plane].note(frame);
    }

    /// The view a sampler reads. With mip filtering, levels from the larger of
    /// D3DSAMP_MAXMIPLEVEL and the texture's LOD on; with D3DTEXF_NONE only the
    /// LOD's level (D3D9 ignores MAXMIPLEVEL then). `srgb`
    /// (D3DSAMP_SRGBTEXTURE): through the format's sRGB twin, where it has
    /// one, so that sampling converts to linear. Returns the view's index
    /// in `views` (made on first use).
    pub fn sampling_view(&mut self, max_mip_level: u32, mipmapping: bool, srgb: bool) -> u32 {
        let first = if mipmapping {
            max_mip_level.max(self.lod)
        } else {
            self.lod
        };
        let first = first.min(self.levels - 1);
        let single = !mipmapping || first + 1 == self.levels;
        let srgb = srgb && self.info.gpu.has_srgb_view();
        let variant = (first, single, srgb);
        let n = self.views.len();
        if let Some(i) = self.views.iter().position(|v| v.0 == variant) {
            return i as u32;
        }
        // A depth texture is sampled through its float copy.
        let texture = self.depth_copy.as_ref().map_or(&self.texture, |c| &c.texture);
        let view = texture.create_view(&wgpu::TextureViewDescriptor {
            format: srgb.then(|| conv::texture_format(self.info.gpu).add_srgb_suffix()),
            base_mip_level: first,
            mip_level_count: Some(if single { 1 } else { self.levels - first }),
            dimension: Some(self.view_dimension()),
            ..Default::default()
        });
        self.views.push((variant, view));
        n as u32
    }

    /// How shaders see the texture.
    pub fn view_dimension(&self) -> wgpu::TextureViewDimension {
        conv::view_dimension(self.shape)
    }

    /// The attachment view of a surface of this texture, and the format
    /// draws see; `srgb` (D3DRS_SRGBWRITEENABLE) picks the sRGB view where
    /// the format takes sRGB writes.
    pub fn surface_view(&self, s: SurfaceRef, srgb: bool) -> Option<(&wgpu::TextureView, format::GpuFormat)> {
        if s.mip() >= self.levels {
            return None;
        }
        let i = (s.layer() * self.levels + s.mip()) as usize;
        match self.info.gpu.srgb_target() {
            Some(f) if srgb && !self.srgb_level_views.is_empty() => self.srgb_level_views.get(i).map(|v| (v, f)),
            _ => self.level_views.get(i).map(|v| (v, self.info.gpu)),
        }
    }

    pub fn level_size(&self, level: u32) -> (u32, u32) {
        (format::mip_dim(self.width, level), format::mip_dim(self.height, level))
    }
}

/// Where a copy touches surface `s` of `texture`: its mip level, and its layer
/// (cube face) as the origin's z.
pub fn copy_info(texture: &wgpu::Texture, s: SurfaceRef, x: u32, y: u32) -> wgpu::TexelCopyTextureInfo<'_> {
    wgpu::TexelCopyTextureInfo {
        texture,
        mip_level: s.mip(),
        origin: wgpu::Origin3d { x, y, z: s.layer() },
        aspect: wgpu::TextureAspect::All,
    }
}

pub enum Resource {
    Buffer(BufferRes),
    Texture(TextureRes),
    Decl(Vec<D3DVERTEXELEMENT9>),
    Shader(std::sync::Arc<super::shaders::Shader>),
}

impl Resource {
    /// The GPU memory it holds (its texture's or buffer's, spares left out).
    fn gpu_bytes(&self) -> u64 {
        match self {
            Resource::Buffer(b) => b.buffer.size(),
            Resource::Texture(t) => texture_bytes(&t.texture),
            Resource::Decl(_) | Resource::Shader(_) => 0,
        }
    }
}

/// The bytes of a texture's levels, layers and samples.
pub fn texture_bytes(t: &wgpu::Texture) -> u64 {
    let format = t.format();
    let block = u64::from(format.block_copy_size(None).unwrap_or(4));
    let (bw, bh) = format.block_dimensions();
    let size = t.size();
    let layers = u64::from(t.depth_or_array_layers());
    (0..t.mip_level_count())
        .map(|level| {
            let level_size = size.mip_level_size(level, t.dimension());
            let blocks_x = u64::from(level_size.width.div_ceil(bw));
            let blocks_y = u64::from(level_size.height.div_ceil(bh));
            let depth = if t.dimension() == wgpu::TextureDimension::D3 {
                u64::from(level_size.depth_or_array_layers)
            } else {
                layers
            };
            blocks_x * blocks_y * depth * block
        })
        .sum::<u64>()
        * u64::from(t.sample_count())
}

/// Resources by id (index 0 is never used: id 0 means "none").
#[derive(Default)]
pub struct Resources {
    slots: Vec<Option<Resource>>,
    /// The GPU memory the resources hold ([`Resource::gpu_bytes`]).
    bytes: u64,
}

impl Resources {
    pub fn insert(&mut self, id: u32, r: Resource) {
        let i = id as usize;
        if self.slots.len() <= i {
            self.slots.resize_with(i + 1, || None);
        }
        self.bytes += r.gpu_bytes();
        if let Some(old) = self.slots[i].replace(r) {
            self.bytes = self.bytes.saturating_sub(old.gpu_bytes());
        }
    }
    pub fn remove(&mut self, id: u32) -> Option<Resource> {
        let r = self.slots.get_mut(id as usize).and_then(|s| s.take());
        if let Some(r) = &r {
            self.bytes = self.bytes.saturating_sub(r.gpu_bytes());
        }
        r
    }
    /// The GPU memory the resources hold, estimated from their own
    /// textures' and buffers' sizes (the runtime's helpers beside them,
    /// such as resolve twins, spare buffers and depth copies, are left out).
    pub fn gpu_bytes(&self) -> u64 {
        self.bytes
    }
    pub fn buffer(&self, id: u32) -> Option<&BufferRes> {
        match self.slots.get(id as usize)? {
            Some(Resource::Buffer(b)) => Some(b),
            _ => None,
        }
    }
    pub fn buffer_mut(&mut self, id: u32) -> Option<&mut BufferRes> {
        match self.slots.get_mut(id as usize)? {
            Some(Resource::Buffer(b)) => Some(b),
            _ => None,
        }
    }
    pub fn texture(&self, id: u32) -> Option<&TextureRes> {
        match self.slots.get(id as usize)? {
            Some(Resource::Texture(t)) => Some(t),
            _ => None,
        }
    }
    /// Rotates the textures behind `ids` (all live textures): the texture
    /// of `ids[i + 1]` moves to `ids[i]`, and that of `ids[0]` to the last.
    /// Returns false, changing nothing, when an id is not a texture.
    pub fn rotate_textures(&mut self, ids: &[u32]) -> bool {
        if ids.len() < 2 || ids.iter().any(|&id| self.texture(id).is_none()) {
            return false;
        }
        for pair in ids.windows(2) {
            let (a, b) = (pair[0] as usize, pair[1] as usize);
            let taken = self.slots[a].take();
            self.slots[a] = self.slots[b].take();
            self.slots[b] = taken;
        }
        true
    }
    pub fn texture_mut(&mut self, id: u32) -> Option<&mut TextureRes> {
        match self.slots.get_mut(id as usize)? {
            Some(Resource::Texture(t)) => Some(t),
            _ => None,
        }
    }
    pub fn decl(&self, id: u32) -> Option<&[D3DVERTEXELEMENT9]> {
        match self.slots.get(id as usize)? {
            Some(Resource::Decl(d)) => Some(d),
            _ => None,
        }
    }
    pub fn shader(&self, id: u32) -> Option<std::sync::Arc<super::shaders::Shader>> {
        match self.slots.get(id as usize)? {
            Some(Resource::Shader(s)) => Some(s.clone()),
            _ => None,
        }
    }
}

fn buffer_usages(usage: u32) -> wgpu::BufferUsages {
    let mut u = wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::COPY_SRC;
    if usage & buffer_usage::VERTEX != 0 {
        u |= wgpu::BufferUsages::VERTEX;
    }
    if usage & buffer_usage::INDEX != 0 {
        u |= wgpu::BufferUsages::INDEX;
    }
    u
}

/// The GPU buffer of a D3D9 vertex or index buffer.
pub fn new_buffer(device: &wgpu::Device, c: &CreateBuffer) -> wgpu::Buffer {
    device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("d3d9 buffer"),
        size: c.size.max(4).next_multiple_of(4),
        usage: buffer_usages(c.usage),
        mapped_at_creation: false,
    })
}

/// The GPU texture of a D3D9 texture or surface, or None for a format the
/// runtime does not know (logged).
pub fn new_texture(device: &wgpu::Device, c: &CreateTexture) -> Option<wgpu::Texture> {
    let Some(info) = format::info(c.format) else {
        log::error!(target: "wgd3d9::runtime", "texture {} has unsupported format {:#x}", c.id, c.format);
        return None;
    };
    let gpu = conv::texture_format(info.gpu);
    let srgb = gpu.add_srgb_suffix();
    let mut usage = wgpu::TextureUsages::TEXTURE_BINDING;
    if info.gpu.is_copyable() {
        usage |= wgpu::TextureUsages::COPY_DST | wgpu::TextureUsages::COPY_SRC;
    }
    // Generated levels are drawn.
    let drawn = texture_usage::RENDER_TARGET
        | texture_usage::DEPTH_STENCIL
        | texture_usage::BACK_BUFFER
        | texture_usage::AUTOGEN_MIPS;
    if c.usage & drawn != 0 {
        usage |= wgpu::TextureUsages::RENDER_ATTACHMENT;
    }
    let (dimension, extent) = conv::texture_extent_of_shape(c.shape, c.depth);
    // A multisampled surface is one level of one layer.
    let samples = c.samples.max(1);
    let levels = if samples > 1 { 1 } else { c.levels.max(1) };
    Some(device.create_texture(&wgpu::TextureDescriptor {
        label: Some("d3d9 texture"),
        size: wgpu::Extent3d {
            width: c.width.max(1),
            height: c.height.max(1),
            depth_or_array_layers: extent,
        },
        mip_level_count: levels,
        sample_count: samples,
        dimension,
        format: gpu,
        usage,
        // D3DSAMP_SRGBTEXTURE reads through the sRGB twin.
        view_formats: if info.gpu.has_srgb_view() {
            std::slice::from_ref(&srgb)
        } else {
            &[]
        },
    }))
}

impl Encoder {
    pub(super) fn create_buffer(&mut self, c: &CreateBuffer) {
        let buffer = match self.sh.take_created(c.id) {
            Some(Created::Buffer(b)) => b,
            _ => match self.sh.guarded(|d| Some(new_buffer(d, c))) {
                Ok(b) => b,
                Err(e) => return log::error!(target: "wgd3d9::runtime", "buffer {}: {e}", c.id),
            },
        };
        self.res.insert(
            c.id,
            Resource::Buffer(BufferRes {
                buffer,
                usage: c.usage,
                used_in: 0,
                spares: Vec::new(),
            }),
        );
    }

    pub(super) fn create_texture(&mut self, c: &CreateTexture) {
        let Some(info) = format::info(c.format) else {
            log::error!(target: "wgd3d9::runtime", "texture {} has unsupported format {:#x}", c.id, c.format);
            return;
        };
        let texture = match self.sh.take_created(c.id) {
            Some(Created::Texture(t)) => t,
            _ => match self.sh.guarded(|d| new_texture(d, c)) {
                Ok(t) => t,
                Err(e) => return log::error!(target: "wgd3d9::runtime", "texture {}: {e}", c.id),
            },
        };
        let usage = texture.usage();
        let levels = texture.mip_level_count();
        let (dimension, extent) = conv::texture_extent_of_shape(c.shape, c.depth);
        // Array layers (cube faces) are surfaces of their own; volume
        // slices are not.
        let (layers, depth) = match dimension {
            wgpu::TextureDimension::D3 => (1, extent),
            _ => (extent, 1),
        };
        let attachment = usage.contains(wgpu::TextureUsages::RENDER_ATTACHMENT);
        let views = |format: Option<wgpu::TextureFormat>| -> Vec<wgpu::TextureView> {
            (0..layers * levels)
                .map(|i| {
                    texture.create_view(&wgpu::TextureViewDescriptor {
                        format,
                        dimension: Some(wgpu::TextureViewDimension::D2),
                        base_array_layer: i / levels,
                        array_layer_count: Some(1),
                        base_mip_level: i % levels,
                        mip_level_count: Some(1),
                        ..Default::default()
                    })
                })
                .collect()
        };
        let level_views = if attachment { views(None) } else { Vec::new() };
        let srgb_level_views = match info.gpu.srgb_target() {
            Some(f) if attachment && info.srgb_writable() => views(Some(conv::texture_format(f))),
            _ => Vec::new(),
        };
        if info.gpu.own_channels() != 0xF {
            self.fill_missing_channels(&level_views);
        }
        let depth_copy = (info.is_sampled_depth() && c.usage & texture_usage::SAMPLED != 0)
            .then(|| Box::new(super::depth_read::DepthCopy::new(&self.sh.device, &texture)));
        self.next_uid += 1;
        self.res.insert(
            c.id,
            Resource::Texture(TextureRes {
                texture,
                views: Vec::new(),
                level_views,
                srgb_level_views,
                info,
                width: c.width.max(1),
                height: c.height.max(1),
                depth,
                levels,
                shape: c.shape,
                uid: self.next_uid,
                used_in: 0,
                lod: 0,
                resolved: None,
                depth_copy,
                autogen: (c.usage & texture_usage::AUTOGEN_MIPS != 0 && levels > 1).then_some(super::mipgen::AutoGen {
                    linear: true,
                    stale: false,
                }),
                discard_back_buffer: c.usage & texture_usage::DISCARDED_BY_PRESENT != 0,
                cleared: Vec::new(),
            }),
        );
    }

    /// A widened float render target (`GpuFormat::R32Float` and kin) starts
    /// with the channels its format lacks at 1, as D3D9 samples them; draws
    /// never write them. Cleared at creation, ahead of the frame that uses it.
    fn fill_missing_channels(&self, level_views: &[wgpu::TextureView]) {
        if level_views.is_empty() {
            return;
        }
        let mut enc = self
            .sh
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("fill") });
        for view in level_views {
            enc.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("fill"),
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(conv::with_missing_channels(wgpu::Color::BLACK, 0x1)),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
        }
        self.sh.queue.submit([enc.finish()]);
    }

    pub(super) fn destroy(&mut self, id: u32) {
        self.bound_shaders.forget(id);
        match self.res.remove(id) {
            Some(Resource::Texture(_)) => {
                // Bind groups hold textures alive; forget the ones that could name it.
                self.binds.forget_textures();
                self.resolved.textures = None;
                self.st.dirty |= super::dirty::TEXTURES;
            }
            // Kept vertex stages name declarations by id.
            Some(Resource::Decl(_)) => self.resolved.stage_memo.clear(),
            _ => {}
        }
    }

    pub(super) fn upload_buffer(&mut self, u: &UploadBuffer) {
        // SAFETY: the bytes (in the frame's arena, or a buffer's CPU copy the
        // API side lends) are alive while the frame is encoded.
        let data = unsafe { u.data.bytes() };
        let seq = self.seq;
        let Some(b) = self.res.buffer_mut(u.id) else {
            return;
        };
        let size = b.buffer.size();
        let start = u.offset & !3;
        let end = (u.offset + data.len() as u64).min(size).next_multiple_of(4).min(size);
        if start >= end || data.is_empty() {
            return;
        }
        // Copies move whole 4-byte words. The API side records whole words;
        // a record that does not is written with zeros at its unaligned head
        // and tail (logged once).
        let head = (u.offset - start) as usize;
        let len = (end - start) as usize;
        let n = data.len().min(len - head);
        let partial_edges = head != 0 || head + n != len;
        let used = b.used_in == seq;
        if used && u.flags & upload_flags::DISCARD != 0 && !partial_edges {
            b.rename(&self.sh.device, seq);
        }
        let target = b.buffer.clone();
        let in_place = b.used_in == seq && u.flags & upload_flags::NOOVERWRITE == 0;
        let size = wgpu::BufferSize::new(len as u64).expect("non-empty");
        if partial_edges {
            log_once_unaligned();
        }
        self.staging.note_resource_upload(size.get());
        let up = self.frame.upload.as_mut().expect("frame open");
        if !partial_edges && !in_place {
            // The common case, a streaming ring's next batch: gathered.
            self.upload_runs
                .add(&mut self.staging.belt, up, &target, start, (&data[..n], n as u64, 0));
            return;
        }
        self.upload_runs.flush_buffer(up, &target);
        let enc = if in_place {
            // The frame already read this buffer: the write must land between
            // its draws, so it goes into the main command stream.
            self.end_pass();
            self.frame.main.as_mut().expect("frame open")
        } else {
            self.frame.upload.as_mut().expect("frame open")
        };
        let mut view = self.staging.belt.write_buffer(enc, &target, start, size);
        view.slice(..head).fill(0);
        view.slice(head..head + n).copy_from_slice(&data[..n]);
        view.slice(head + n..).fill(0);
    }

    pub(super) fn upload_texture(&mut self, u: &UploadTexture) {
        // SAFETY: the frame's arena is alive while the frame is encoded.
        let data = unsafe { u.data.bytes() };
        let seq = self.seq;
        let Some(t) = self.res.texture(u.id) else {
            return;
        };
        // Depth takes uploads through a draw (see depth_write), also 24-bit
        // depth, which no copy writes.
        if u.level >= t.levels || !(t.info.gpu.is_copyable() || t.info.gpu.has_depth()) {
            return;
        }
        let (lw, lh) = t.level_size(u.level);
        // The first layer (cube face) or slice, and how many slices.
        let slices = match t.shape {
            texture_shape::VOLUME => format::mip_dim(t.depth, u.level),
            texture_shape::CUBE => 6,
            _ => 1,
        };
        let z = u.layer;
        let d = match t.shape {
            texture_shape::VOLUME => u.depth.max(1).min(slices.saturating_sub(z)),
            _ => 1,
        };
        if z >= slices || d == 0 {
            return;
        }
        let bd = t.info.block_dim;
        // Compressed uploads cover whole blocks.
        let x = u.x / bd * bd;
        let y = u.y / bd * bd;
        let w = (u.width + (u.x - x)).min(lw - x.min(lw));
        let h = (u.height + (u.y - y)).min(lh - y.min(lh));
        if w == 0 || h == 0 {
            return;
        }
        let rows = t.info.rows(h);
        let row_bytes = w.div_ceil(bd) as u64 * t.info.gpu.block_bytes() as u64;
        let pitch = row_bytes.next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT as u64);
        let slice_in = u.slice_pitch as usize;
        let needed =
            t.info.row_bytes(w) as usize + (rows as usize - 1) * u.pitch as usize + (d as usize - 1) * slice_in;
        if data.len() < needed {
            log::error!(target: "wgd3d9::runtime", "texture upload shorter than its rectangle; skipped");
            return;
        }
        let info = t.info;
        let slice_out = pitch * rows as u64;
        // A bound render target or depth buffer may have a clear pending: it
        // comes first. Depth is written by a draw, in place; stencil alone
        // is copied.
        let bound = self.st.rts.iter().any(|r| r.id == u.id) || self.st.ds.id == u.id;
        let gpu = t.info.gpu;
        let drawn = gpu.has_depth();
        let in_place = bound || drawn || t.used_in == seq;
        let texture = t.texture.clone();
        if bound {
            self.flush_targets();
        } else if in_place {
            self.end_pass();
        }
        let size = wgpu::BufferSize::new(slice_out * d as u64).expect("non-empty");
        self.staging.note_resource_upload(size.get());
        let slice = self.staging.belt.allocate(
            size,
            wgpu::BufferSize::new(wgpu::COPY_BUFFER_ALIGNMENT.max(16)).expect("non-zero"),
        );
        let mut view = slice.get_mapped_range_mut().expect("staging is mapped");
        let src = TexelSource {
            data,
            pitch: u.pitch as usize,
            slice_pitch: slice_in,
        };
        stage_texels(&mut view, info, &src, (pitch as usize, rows, d), w, &self.st.palette);
        drop(view);
        let (buffer, offset) = (slice.buffer().clone(), slice.offset());
        let layout = wgpu::TexelCopyBufferLayout {
            offset,
            bytes_per_row: Some(pitch as u32),
            rows_per_image: Some(rows),
        };
        if drawn {
            let upload = super::depth_write::DepthUpload {
                dst: SurfaceRef::new(u.id, u.layer, u.level),
                buffer: &buffer,
                layout,
                x,
                y,
                size: (w, h),
            };
            self.write_depth(&texture, gpu, &upload);
            // Draws read depth textures through their float copy.
            self.note_depth_written(u.id);
            return;
        }
        let enc = if in_place {
            self.frame.main.as_mut()
        } else {
            self.frame.upload.as_mut()
        }
        .expect("frame open");
        enc.copy_buffer_to_texture(
            wgpu::TexelCopyBufferInfo {
                buffer: &buffer,
                layout,
            },
            wgpu::TexelCopyTextureInfo {
                texture: &texture,
                mip_level: u.level,
                origin: wgpu::Origin3d { x, y, z },
                aspect: wgpu::TextureAspect::All,
            },
            wgpu::Extent3d {
                width: w
                    .next_multiple_of(bd)
                    .min(format::mip_dim(texture.width(), u.level).next_multiple_of(bd)),
                height: h
                    .next_multiple_of(bd)
                    .min(format::mip_dim(texture.height(), u.level).next_multiple_of(bd)),
                depth_or_array_layers: d,
            },
        );
        if u.level == 0 {
            self.note_level0_written(u.id);
        }
    }
}

fn log_once_unaligned() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(
        || log::warn!(target: "wgd3d9::runtime", "buffer upload not aligned to 4 bytes; edges padded with zeros"),
    );
}

/// Texels in the application's layout: rows `pitch` bytes apart, slices
/// (of a volume) `slice_pitch` bytes apart.
struct TexelSource<'a> {
    data: &'a [u8],
    pitch: usize,
    slice_pitch: usize,
}

/// Writes `src`'s region of `width` pixels by `rows` rows (of blocks) and
/// `depth` slices into staging `view` in the GPU layout (rows `pitch` bytes
/// apart, slices `pitch * rows`), converting each row as it goes: the texels
/// are written once, straight into memory the GPU copies from.
fn stage_texels(
    view: &mut wgpu::BufferViewMut,
    info: &format::FormatInfo,
    src: &TexelSource,
    (pitch, rows, depth): (usize, u32, u32),
    width: u32,
    palette: &format::Palette,
) {
    let (src_row, dst_row) = (info.row_bytes(width) as usize, format::gpu_row_bytes(info, width));
    let copy = info.conversion == format::Conversion::Copy;
    let mut converted = if copy { Vec::new() } else { vec![0u8; dst_row] };
    for k in 0..depth as usize {
        for y in 0..rows as usize {
            let at = k * src.slice_pitch + y * src.pitch;
            let row = &src.data[at..at + src_row];
            let out = (k * rows as usize + y) * pitch;
            let mut dst = view.slice(out..out + dst_row);
            if copy {
                dst.copy_from_slice(row);
            } else {
                format::convert_row(info, row, &mut converted, palette);
                dst.copy_from_slice(&converted);
            }
        }
    }
}
