//! The keys of the GPU objects the draw path resolves, by value: what a
//! render pipeline fixes ([`PipelineKey`], [`FixedState`]), its vertex input
//! ([`VertexLayoutKey`]), how its shaders see each sampler slot
//! ([`TextureDims`]), and the slot numbering of the bind groups. Pure data,
//! shared by the pipeline caches (`pipelines`), the recipes that rebuild
//! pipelines from disk (`recipes`) and the encoder.

use wgd3d9_core::format::GpuFormat;
use wgd3d9_core::keys::{BlendKey, DepthStencilKey, RasterKey, StencilFaceKey};
use wgd3d9_core::record::texture_shape;
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_shader::{ff, ir};

/// Bytes the largest vertex constant block spans: the fixed-function
/// vertex constants with 256 indexed blend matrices (a vertex shader's 256
/// registers, its ten of the runtime, 16 integer vectors and the boolean
/// mask take 4,528).
pub const LARGEST_VERTEX_BLOCK: u64 = (ff::vs_const::BLEND + ff::vs_const::BLEND_STRIDE * 256) as u64 * 16;
/// Bytes of the vertex stage's uniform binding: its window of constant
/// blocks ([`ir::VS_CONSTANT_WINDOW`] registers), which the largest block
/// fits. Also the slack after a chunk's data, so that a window starting
/// anywhere in the data binds whole.
pub const CONSTANT_BINDING_SIZE: u64 = ir::VS_CONSTANT_WINDOW as u64 * 16;
/// Bytes of the pixel stage's uniform binding, its window of constant
/// blocks ([`ir::PS_CONSTANT_WINDOW`] registers): ps_3_0's 224 registers,
/// the runtime's eight after them, 16 integer vectors and the boolean mask
/// take 3,984 (the fixed-function pixel stage's take 496). Kept small: a
/// software rasteriser copies the bound range of pixel constants whenever
/// pixel state changes (lavapipe does, per draw that changes any).
pub const PIXEL_CONSTANT_BINDING_SIZE: u64 = ir::PS_CONSTANT_WINDOW as u64 * 16;
// The largest blocks of each stage fit their windows.
const _: () = assert!(LARGEST_VERTEX_BLOCK <= CONSTANT_BINDING_SIZE);
const _: () = assert!(ff::ps_const::COUNT as u64 * 16 <= PIXEL_CONSTANT_BINDING_SIZE);
/// Bytes of a software vertex processing vertex block's storage binding:
/// 8,192 registers, the runtime's after them, 16 integer vectors and the
/// boolean mask, rounded up to 256.
pub const SOFTWARE_CONSTANT_BINDING_SIZE: u64 =
    (((wgd3d9_shader::dxso::lower::VS_SOFTWARE_CONSTANTS + 16) * 16 + 256 + 16) as u64).next_multiple_of(256);
/// Pixel samplers (s0..s15): slots 0..16 of every textures bind group.
pub const PIXEL_SAMPLERS: u32 = 16;
/// Vertex samplers (D3DVERTEXTEXTURESAMPLER0..3): the slots after the pixel
/// samplers (a vertex program's sampler `i` is slot 16 + i, see
/// [`wgd3d9_shader::dxso::lower::VS_SAMPLER_BASE`]).
pub const VERTEX_SAMPLERS: u32 = 4;
/// Sampler slots of a textures bind group: the texture of slot `k` is at
/// binding `2k`, its sampler at `2k + 1`.
pub const BOUND_SAMPLERS: u32 = PIXEL_SAMPLERS + VERTEX_SAMPLERS;

/// The device's sampler state slot (`wgd3d9_core::state_tables::sampler_slot`
/// numbering, where 16 is D3DDMAPSAMPLER) of bind group slot `k`.
pub fn device_slot(k: usize) -> usize {
    if k < PIXEL_SAMPLERS as usize {
        k
    } else {
        k + 1
    }
}

/// How a draw's shaders see each sampler slot: bits 0..40 hold 2 bits per
/// slot, slot 0 lowest, each a [`texture_shape`] (2D, cube or volume); bits
/// 40..60 one bit per slot, set for the slots the shaders declare. Only
/// those are in the textures bind group (a draw binds and the GPU tracks
/// what it samples, not all 20 slots). Decides the textures bind group
/// layout, so it is part of the pipeline key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TextureDims(pub u64);

impl TextureDims {
    /// Where the bits of declared slots start.
    pub const USED_SHIFT: u32 = 2 * BOUND_SAMPLERS;

    /// The samplers a shader program declares (2D for the others).
    pub fn of_program(p: &ir::Program) -> TextureDims {
        let mut bits = 0;
        for s in p.samplers.iter().filter(|s| s.index < BOUND_SAMPLERS) {
            bits |= u64::from(shape_of_dim(s.dim)) << (2 * s.index);
            bits |= 1 << (Self::USED_SHIFT + s.index);
        }
        TextureDims(bits)
    }

    /// The [`texture_shape`] sampler `slot` expects.
    pub fn shape(self, slot: u32) -> u32 {
        ((self.0 >> (2 * slot)) & 3) as u32
    }

    /// The mask of the slots the shaders declare (bit `s`: slot `s`).
    pub fn declared_mask(self) -> u64 {
        (self.0 >> Self::USED_SHIFT) & ((1 << BOUND_SAMPLERS) - 1)
    }

    /// The slots the shaders declare, in order (the set bits of
    /// [`TextureDims::declared_mask`]: a draw visits these, not all twenty).
    pub fn declared(self) -> impl Iterator<Item = u32> {
        wgd3d9_core::state_set::ones(self.declared_mask()).map(|s| s as u32)
    }

    /// The bits of the pixel stage's slots (the others are the vertex
    /// stage's).
    pub const fn pixel_bits() -> u64 {
        ((1 << (2 * PIXEL_SAMPLERS)) - 1) | (((1 << PIXEL_SAMPLERS) - 1) << Self::USED_SHIFT)
    }
}

/// The [`texture_shape`] a shader's sampler dimension reads.
pub fn shape_of_dim(dim: ir::TextureDim) -> u32 {
    match dim {
        ir::TextureDim::D2 => texture_shape::D2,
        ir::TextureDim::Cube => texture_shape::CUBE,
        ir::TextureDim::D3 => texture_shape::VOLUME,
    }
}

/// The sampler dimension that reads a texture of [`texture_shape`] `shape`.
pub fn dim_of_shape(shape: u32) -> ir::TextureDim {
    match shape {
        texture_shape::CUBE => ir::TextureDim::Cube,
        texture_shape::VOLUME => ir::TextureDim::D3,
        _ => ir::TextureDim::D2,
    }
}

/// One vertex attribute of a pipeline's vertex input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct VertexAttr {
    pub stream: u8,
    pub location: u8,
    pub offset: u16,
    pub format: AttribFormat,
}

/// The vertex input of a pipeline: attributes plus the stride of each stream
/// and how it steps (see `wgd3d9_core::instancing`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct VertexLayoutKey {
    pub attrs: Vec<VertexAttr>,
    pub strides: [u32; 16],
    /// Streams of instance data (one bit each): they step per instance.
    pub instanced: u16,
    /// Instance streams that advance every few instances: the pipeline reads
    /// them with a zero stride and the draw binds each run's element.
    pub held: u16,
}

/// Per stream: `Some((stride, bytes one vertex reads))` when the layout reads it.
pub type StreamUse = [Option<(u32, u32)>; 16];

/// What a render pipeline fixes besides its shaders and vertex layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct FixedState {
    pub raster: RasterKey,
    pub blend: [BlendKey; 4],
    pub depth_stencil: DepthStencilKey,
    pub color_formats: [Option<GpuFormat>; 4],
    pub depth_format: Option<GpuFormat>,
    pub texture_dims: TextureDims,
    /// The targets' sample count (0 or 1: one sample) and the sample mask
    /// (`wgd3d9_core::multisample::sample_mask`: 0 at one sample).
    pub samples: u8,
    pub sample_mask: u32,
    /// Alpha to coverage (`wgd3d9_core::multisample::alpha_to_coverage`;
    /// never at one sample).
    pub alpha_to_coverage: bool,
}

impl FixedState {
    /// The state packed into words, every field in bits of its own, so
    /// that the words are equal exactly when the states are: a key is
    /// hashed in ten steps rather than field by field (the draw path looks
    /// a pipeline up at every state change).
    pub fn words(&self) -> [u64; 10] {
        // Destructured in full: a new field must be packed too.
        let FixedState {
            raster,
            blend,
            depth_stencil,
            color_formats,
            depth_format,
            texture_dims,
            samples,
            sample_mask,
            alpha_to_coverage,
        } = *self;
        let RasterKey {
            cull,
            fill,
            topology,
            index_size,
            point_quads,
            unclipped_depth,
        } = raster;
        let DepthStencilKey {
            depth_func,
            depth_write,
            stencil_enabled,
            front,
            back,
            read_mask,
            write_mask,
            bias_slope_bits,
        } = depth_stencil;
        let [f0, f1, f2, f3] = stencil_face(front);
        let [b0, b1, b2, b3] = stencil_face(back);
        let [c0, c1, c2, c3] = color_formats.map(format_byte);
        let word = u64::from_le_bytes;
        [
            word([
                cull,
                fill,
                topology,
                index_size,
                point_quads,
                unclipped_depth,
                samples,
                alpha_to_coverage as u8,
            ]),
            blend_word(blend[0]),
            blend_word(blend[1]),
            blend_word(blend[2]),
            blend_word(blend[3]),
            word([f0, f1, f2, f3, b0, b1, b2, b3]),
            word([
                depth_func,
                depth_write,
                stencil_enabled,
                read_mask,
                write_mask,
                format_byte(depth_format),
                0,
                0,
            ]),
            u64::from(bias_slope_bits) | u64::from(sample_mask) << 32,
            word([c0, c1, c2, c3, 0, 0, 0, 0]),
            texture_dims.0,
        ]
    }
}

fn blend_word(k: BlendKey) -> u64 {
    let BlendKey {
        enabled,
        src,
        dst,
        op,
        src_alpha,
        dst_alpha,
        op_alpha,
        write_mask,
    } = k;
    u64::from_le_bytes([enabled, src, dst, op, src_alpha, dst_alpha, op_alpha, write_mask])
}

fn stencil_face(f: StencilFaceKey) -> [u8; 4] {
    let StencilFaceKey {
        func,
        fail,
        depth_fail,
        pass,
    } = f;
    [func, fail, depth_fail, pass]
}

/// 0 for none, else the format's place in [`GpuFormat`] plus one (there are
/// far fewer than 255).
fn format_byte(f: Option<GpuFormat>) -> u8 {
    f.map_or(0, |g| (g as u8).wrapping_add(1))
}

/// Everything a render pipeline fixes, its modules and vertex layout by
/// their ids in [`Pipelines`] (see [`PipelineRecipe`] for the same by
/// content). Hashed through [`PipelineKey::words`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PipelineKey {
    pub vs: u32,
    pub ps: u32,
    pub vertex_layout: u32,
    pub fixed: FixedState,
}

/// A [`PipelineKey`] packed into words: equal exactly when the keys are.
pub type KeyWords = [u64; 12];

impl PipelineKey {
    /// The key packed into words ([`FixedState::words`] after the module
    /// and layout ids): compared and hashed as a whole, cheaper than field
    /// by field.
    pub fn words(&self) -> KeyWords {
        let mut w = [0; 12];
        w[0] = u64::from(self.vs) | u64::from(self.ps) << 32;
        w[1] = u64::from(self.vertex_layout);
        w[2..].copy_from_slice(&self.fixed.words());
        w
    }
}

impl std::hash::Hash for PipelineKey {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.words().hash(h);
    }
}

/// Key of a partial-clear pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClearPipelineKey {
    pub color_formats: [Option<GpuFormat>; 4],
    /// Colour write mask per target (0 when the colour is not cleared).
    pub color_masks: [u8; 4],
    pub depth_format: Option<GpuFormat>,
    pub depth: bool,
    pub stencil: bool,
    /// The targets' sample count (0 or 1: one sample).
    pub samples: u8,
}

#[cfg(test)]
mod tests;
