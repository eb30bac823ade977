//! The D3D9 format table: how each D3DFORMAT is stored on the GPU, how its bytes
//! are converted on upload, and what it may be used for.
//!
//! This table is the single source of truth for `CheckDeviceFormat`,
//! `CheckDepthStencilMatch`, resource creation and uploads. A format is listed only
//! once it works end to end (created, uploaded, sampled or rendered, read back).
//! The runtime maps [`GpuFormat`] onto its GPU API in one place (`conv.rs`).

use wgd3d9_types::*;

/// The GPU storage formats wgd3d9 uses. The runtime maps each to exactly one GPU
/// texture format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GpuFormat {
    /// Memory order B, G, R, A: the byte order of D3DFMT_A8R8G8B8.
    Bgra8Unorm,
    /// Memory order R, G, B, A: the byte order of D3DFMT_A8B8G8R8.
    Rgba8Unorm,
    /// Signed R, G, B, A (bump-map formats: U in R, V in G).
    Rgba8Snorm,
    Depth16Unorm,
    Depth24Plus,
    Depth24PlusStencil8,
    Depth32Float,
    /// Stencil only (D3DFMT_S8_LOCKABLE): a depth-stencil format without
    /// depth.
    Stencil8,
    Bc1RgbaUnorm,
    Bc2RgbaUnorm,
    Bc3RgbaUnorm,
    /// One channel in 8-byte blocks (D3DFMT_ATI1).
    Bc4RUnorm,
    /// Two channels in 16-byte blocks (D3DFMT_ATI2, read green-red).
    Bc5RgUnorm,
    /// Half floats R, G, B, A (D3DFMT_A16B16G16R16F).
    Rgba16Float,
    /// Floats R, G, B, A (D3DFMT_A32B32G32R32F).
    Rgba32Float,
    /// D3DFMT_R16F and D3DFMT_G16R16F, stored as [`GpuFormat::Rgba16Float`]
    /// with the channels the format lacks holding 1 (what D3D9 samples for
    /// them); draws write only the format's own channels.
    R16Float,
    Rg16Float,
    /// D3DFMT_R32F and D3DFMT_G32R32F, stored as [`GpuFormat::Rgba32Float`]
    /// (as [`GpuFormat::R16Float`]).
    R32Float,
    Rg32Float,
    /// 10-bit R, G, B and 2-bit A, R in the low bits (D3DFMT_A2B10G10R10).
    Rgb10a2Unorm,
    /// 16-bit normalised R, G, B, A (D3DFMT_A16B16G16R16, L16).
    Rgba16Unorm,
    /// D3DFMT_G16R16, stored as [`GpuFormat::Rgba16Unorm`] with blue and
    /// alpha 1 (as [`GpuFormat::Rg16Float`]).
    Rg16Unorm,
    /// 16-bit signed normalised R, G, B, A (D3DFMT_V16U16).
    Rgba16Snorm,
    /// The sRGB views of [`GpuFormat::Bgra8Unorm`] and
    /// [`GpuFormat::Rgba8Unorm`]: what a render target of those formats is
    /// drawn through while D3DRS_SRGBWRITEENABLE is on (never a texture's
    /// storage).
    Bgra8UnormSrgb,
    Rgba8UnormSrgb,
}

impl GpuFormat {
    /// Bytes per texel (or per 4x4 block for compressed formats) in GPU memory,
    /// for formats that can be copied to and from buffers.
    pub fn block_bytes(self) -> u32 {
        match self {
            GpuFormat::Bgra8Unorm | GpuFormat::Rgba8Unorm | GpuFormat::Rgba8Snorm | GpuFormat::Rgb10a2Unorm => 4,
            GpuFormat::Bgra8UnormSrgb | GpuFormat::Rgba8UnormSrgb => 4,
            GpuFormat::Depth16Unorm => 2,
            GpuFormat::Stencil8 => 1,
            GpuFormat::Depth24Plus | GpuFormat::Depth24PlusStencil8 | GpuFormat::Depth32Float => 4,
            GpuFormat::Bc1RgbaUnorm | GpuFormat::Bc4RUnorm => 8,
            GpuFormat::Bc2RgbaUnorm | GpuFormat::Bc3RgbaUnorm | GpuFormat::Bc5RgUnorm => 16,
            GpuFormat::Rgba16Float | GpuFormat::R16Float | GpuFormat::Rg16Float => 8,
            GpuFormat::Rgba16Unorm | GpuFormat::Rg16Unorm | GpuFormat::Rgba16Snorm => 8,
            GpuFormat::Rgba32Float | GpuFormat::R32Float | GpuFormat::Rg32Float => 16,
        }
    }
    /// The channels a draw writes (D3DCOLORWRITEENABLE bits: R 1, G 2, B 4,
    /// A 8): the format's own; the others of a widened format hold 1.
    pub fn own_channels(self) -> u8 {
        match self {
            GpuFormat::R16Float | GpuFormat::R32Float => 0x1,
            GpuFormat::Rg16Float | GpuFormat::Rg32Float | GpuFormat::Rg16Unorm => 0x3,
            _ => 0xF,
        }
    }
    /// Whether textures of this format can also be read as sRGB (through a
    /// view of the format's sRGB twin): D3DSAMP_SRGBTEXTURE.
    pub fn has_srgb_view(self) -> bool {
        matches!(
            self,
            GpuFormat::Bgra8Unorm
                | GpuFormat::Rgba8Unorm
                | GpuFormat::Bc1RgbaUnorm
                | GpuFormat::Bc2RgbaUnorm
                | GpuFormat::Bc3RgbaUnorm
        )
    }
    /// The sRGB view a render target of this format is drawn through while
    /// D3DRS_SRGBWRITEENABLE is on; `None` when writes stay linear.
    pub fn srgb_target(self) -> Option<GpuFormat> {
        match self {
            GpuFormat::Bgra8Unorm => Some(GpuFormat::Bgra8UnormSrgb),
            GpuFormat::Rgba8Unorm => Some(GpuFormat::Rgba8UnormSrgb),
            _ => None,
        }
    }
    /// Whether the format stores normalised fixed-point values: every write
    /// into a render target of it is clamped to the format's range, blended
    /// or not. Float formats store what they are given (infinities and NaN
    /// included).
    pub fn is_normalized(self) -> bool {
        match self {
            GpuFormat::Rgba16Float
            | GpuFormat::Rgba32Float
            | GpuFormat::R16Float
            | GpuFormat::Rg16Float
            | GpuFormat::R32Float
            | GpuFormat::Rg32Float
            | GpuFormat::Depth24Plus
            | GpuFormat::Depth24PlusStencil8
            | GpuFormat::Depth32Float
            | GpuFormat::Stencil8 => false,
            GpuFormat::Bgra8Unorm
            | GpuFormat::Rgba8Unorm
            | GpuFormat::Rgba8Snorm
            | GpuFormat::Depth16Unorm
            | GpuFormat::Bc1RgbaUnorm
            | GpuFormat::Bc2RgbaUnorm
            | GpuFormat::Bc3RgbaUnorm
            | GpuFormat::Bc4RUnorm
            | GpuFormat::Bc5RgUnorm
            | GpuFormat::Rgb10a2Unorm
            | GpuFormat::Rgba16Unorm
            | GpuFormat::Rg16Unorm
            | GpuFormat::Rgba16Snorm
            | GpuFormat::Bgra8UnormSrgb
            | GpuFormat::Rgba8UnormSrgb => true,
        }
    }
    /// Whether blending into a render target of this format works (32-bit
    /// float targets do not blend).
    pub fn is_blendable(self) -> bool {
        !matches!(
            self,
            GpuFormat::Rgba32Float | GpuFormat::R32Float | GpuFormat::Rg32Float
        )
    }
    pub fn is_compressed(self) -> bool {
        matches!(
            self,
            GpuFormat::Bc1RgbaUnorm
                | GpuFormat::Bc2RgbaUnorm
                | GpuFormat::Bc3RgbaUnorm
                | GpuFormat::Bc4RUnorm
                | GpuFormat::Bc5RgUnorm
        )
    }
    /// A depth-stencil format (what depth buffers are made of), with or
    /// without depth: see [`GpuFormat::has_depth`].
    pub fn is_depth(self) -> bool {
        self.has_depth() || self == GpuFormat::Stencil8
    }
    /// A format with a depth aspect.
    pub fn has_depth(self) -> bool {
        matches!(
            self,
            GpuFormat::Depth16Unorm | GpuFormat::Depth24Plus | GpuFormat::Depth24PlusStencil8 | GpuFormat::Depth32Float
        )
    }
    pub fn has_stencil(self) -> bool {
        matches!(self, GpuFormat::Depth24PlusStencil8 | GpuFormat::Stencil8)
    }
    /// Whether an upload into this format covers the whole level: stencil
    /// alone is copied from a buffer (depth formats are drawn), and the GPU
    /// copies depth-stencil formats only whole.
    pub fn uploads_whole(self) -> bool {
        self == GpuFormat::Stencil8
    }
    /// Whether textures of this format copy to and from other textures
    /// (the 24-bit depth formats do not).
    pub fn is_copyable(self) -> bool {
        !matches!(self, GpuFormat::Depth24Plus | GpuFormat::Depth24PlusStencil8)
    }
}

/// How application bytes become GPU bytes on upload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conversion {
    /// Same layout: copied as is.
    Copy,
    /// 32-bit BGRX/RGBX: the unused byte becomes 0xFF so sampling reads alpha 1.
    OpaqueAlpha32,
    R5G6B5,
    X1R5G5B5,
    A1R5G5B5,
    A4R4G4B4,
    X4R4G4B4,
    /// Alpha only: colour channels read 0.
    A8,
    /// Luminance: R = G = B = L, alpha 1.
    L8,
    A8L8,
    A4L4,
    /// Signed U, V: blue and alpha read 1.
    V8U8,
    /// Signed U, V, and C = sqrt(1 - U² - V²) (0 where U² + V² > 1) in
    /// blue; alpha reads 1.
    CxV8U8,
    /// Signed U, V in 16 bits each, to 16-bit signed normalised; blue and
    /// alpha read 1.
    V16U16,
    /// Signed U, V and unsigned L (8, 8, 8 bits; 5, 5, 6 bits), to half
    /// floats (U, V, L, 1): the GPU has no format of mixed signedness.
    X8L8V8U8,
    L6V5U5,
    /// 10-bit B, G, R (B in the low bits) and 2-bit A, swapped to R in the
    /// low bits.
    A2R10G10B10,
    /// 16-bit normalised R, G to four channels (blue and alpha 1).
    G16R16,
    /// 16-bit luminance to four channels: R = G = B = L, alpha 1.
    L16,
    /// 24-bit B, G, R to 32 bits with alpha 1.
    R8G8B8,
    /// 3-bit R, 3-bit G, 2-bit B (with 8-bit alpha before them in memory
    /// for A8R3G3B2: alpha in the high byte).
    R3G3B2,
    A8R3G3B2,
    /// Float formats with fewer than four channels, widened to four (the
    /// missing ones 1.0): R16F and G16R16F to half floats, R32F and G32R32F
    /// to floats. Read-backs keep the format's own channels.
    R16F,
    G16R16F,
    R32F,
    G32R32F,
    /// Palette indices: each texel is its entry of the current texture
    /// palette ([`Palette`]), alpha included (D3DPTEXTURECAPS_ALPHAPALETTE).
    P8,
    /// A palette index, then the texel's own alpha (which replaces the
    /// entry's).
    A8P8,
    /// 32-bit unsigned normalised depth (D3DFMT_D32_LOCKABLE) to the GPU's
    /// 32-bit float depth ([`depth_of_unorm32`]); read-backs convert back
    /// ([`unorm32_of_depth`]).
    D32Unorm,
}

/// The depth a 32-bit unsigned normalised value stands for, as the nearest
/// 32-bit float.
pub fn depth_of_unorm32(v: u32) -> f32 {
    (f64::from(v) / f64::from(u32::MAX)) as f32
}

/// The 32-bit unsigned normalised value of depth `d` (clamped to 0..1).
pub fn unorm32_of_depth(d: f32) -> u32 {
    (f64::from(d).clamp(0.0, 1.0) * f64::from(u32::MAX)).round() as u32
}

/// The current texture palette as palettized texels read it: 256 entries,
/// each B, G, R, A in memory (PALETTEENTRY's blue, green, red and peFlags).
pub type Palette = [[u8; 4]; 256];

/// What a format can be used for (bits of [`FormatInfo::usage`]).
pub mod usage {
    pub const TEXTURE: u32 = 1;
    pub const RENDER_TARGET: u32 = 2;
    pub const DEPTH_STENCIL: u32 = 4;
    /// Blending into a render target of this format works.
    pub const BLENDABLE: u32 = 8;
    /// Linear filtering works.
    pub const FILTERABLE: u32 = 16;
    /// May be the format of a swap chain's back buffer / display mode.
    pub const DISPLAY: u32 = 32;
    /// Needs the adapter's BC texture compression feature.
    pub const NEEDS_BC: u32 = 64;
    /// Offscreen plain surfaces of this format can be created.
    pub const PLAIN: u32 = 128;
    /// Needs the adapter's filtering of 32-bit float textures (every
    /// texture is bound for filtering).
    pub const NEEDS_FLOAT32_FILTER: u32 = 256;
    /// Needs the adapter's 16-bit normalised texture formats.
    pub const NEEDS_NORM16: u32 = 512;
    /// D3DFMT_NULL: render targets (and render-target textures) that draws
    /// never write. A pass with one as target 0 writes depth only and takes
    /// the depth buffer's size. Its storage exists (copies and locks of it
    /// stay valid) but holds nothing the application drew.
    pub const NULL_TARGET: u32 = 1024;
    /// A depth format whose surfaces the application locks: LockRect reads
    /// the depth the GPU holds, and what it writes reaches the GPU on
    /// UnlockRect (single-sample surfaces only).
    pub const LOCKABLE: u32 = 2048;
    /// A depth format whose textures shaders sample as a shadow map: each
    /// sample compares the coordinate's depth with the stored one (1 where
    /// it is less or equal, else 0; filtered between the four nearest
    /// texels under linear filtering). Sampling it needs what
    /// [`TEXTURE`]-usage depth formats need (see
    /// [`FormatInfo::available_for`]).
    pub const DEPTH_COMPARE: u32 = 4096;
    /// A block-compressed format that LockRect hands out as if it had one
    /// byte per pixel (the vendor formats ATI1 and ATI2, as Windows drivers
    /// do): the pitch is the width in bytes and a rectangle's offset counts
    /// pixels, while the memory holds the blocks one row of blocks after
    /// another from its start (see [`FormatInfo::lock_pitch`]).
    pub const LOCKS_AS_BYTES: u32 = 8192;
}

/// One row of the format table.
#[derive(Clone, Copy, Debug)]
pub struct FormatInfo {
    pub format: D3DFORMAT,
    pub gpu: GpuFormat,
    /// Bytes per pixel in the application's (D3D9) layout, or per 4x4 block.
    pub d3d_block_bytes: u32,
    /// 1 for plain formats, 4 for block-compressed ones.
    pub block_dim: u32,
    pub conversion: Conversion,
    pub usage: u32,
    /// False for X (unused-alpha) formats: alpha reads 1 and is never written.
    pub has_alpha: bool,
    pub depth_bits: u8,
    pub stencil_bits: u8,
}

impl FormatInfo {
    /// Whether D3DRS_SRGBWRITEENABLE applies to render targets of this
    /// format (D3DUSAGE_QUERY_SRGBWRITE): the 32-bit 8-bit-per-channel
    /// formats. Writes into every other format stay linear.
    pub fn srgb_writable(&self) -> bool {
        self.usage & usage::RENDER_TARGET != 0 && self.d3d_block_bytes == 4 && self.gpu.srgb_target().is_some()
    }
}

const TEX: u32 = usage::TEXTURE | usage::FILTERABLE | usage::PLAIN;
const RT: u32 = usage::RENDER_TARGET | usage::BLENDABLE;
/// 16-bit normalised formats: textures where the adapter has them.
const NORM16: u32 = TEX | usage::NEEDS_NORM16;
/// 32-bit float formats: textures and render targets that do not blend.
const FLOAT32: u32 = TEX | usage::RENDER_TARGET | usage::NEEDS_FLOAT32_FILTER;

const fn row(
    format: D3DFORMAT,
    gpu: GpuFormat,
    d3d_block_bytes: u32,
    conversion: Conversion,
    usage: u32,
    has_alpha: bool,
) -> FormatInfo {
    FormatInfo {
        format,
        gpu,
        d3d_block_bytes,
        block_dim: 1,
        conversion,
        usage,
        has_alpha,
        depth_bits: 0,
        stencil_bits: 0,
    }
}

const fn depth(format: D3DFORMAT, gpu: GpuFormat, bytes: u32, depth_bits: u8, stencil_bits: u8) -> FormatInfo {
    FormatInfo {
        format,
        gpu,
        d3d_block_bytes: bytes,
        block_dim: 1,
        conversion: Conversion::Copy,
        usage: usage::DEPTH_STENCIL,
        has_alpha: false,
        depth_bits,
        stencil_bits,
    }
}

/// `row` as a shadow-map texture format too ([`usage::DEPTH_COMPARE`]).
const fn shadow(row: FormatInfo) -> FormatInfo {
    FormatInfo {
        usage: row.usage | usage::TEXTURE | usage::DEPTH_COMPARE,
        ..row
    }
}

const fn bc(format: D3DFORMAT, gpu: GpuFormat, bytes: u32) -> FormatInfo {
    FormatInfo {
        format,
        gpu,
        d3d_block_bytes: bytes,
        block_dim: 4,
        conversion: Conversion::Copy,
        usage: usage::TEXTURE | usage::FILTERABLE | usage::NEEDS_BC | usage::PLAIN,
        has_alpha: true,
        depth_bits: 0,
        stencil_bits: 0,
    }
}

use Conversion as C;
use GpuFormat as G;

/// The table. Order is irrelevant; lookups go through [`info`].
pub static FORMATS: &[FormatInfo] = &[
    row(
        D3DFMT_A8R8G8B8,
        G::Bgra8Unorm,
        4,
        C::Copy,
        TEX | RT | usage::DISPLAY,
        true,
    ),
    row(
        D3DFMT_X8R8G8B8,
        G::Bgra8Unorm,
        4,
        C::OpaqueAlpha32,
        TEX | RT | usage::DISPLAY,
        false,
    ),
    row(D3DFMT_A8B8G8R8, G::Rgba8Unorm, 4, C::Copy, TEX | RT, true),
    // Render targets only (a texture of it needs D3DUSAGE_RENDERTARGET).
    row(
        D3DFMT_NULL,
        G::Bgra8Unorm,
        4,
        C::Copy,
        usage::TEXTURE | usage::RENDER_TARGET | usage::NULL_TARGET,
        true,
    ),
    row(D3DFMT_X8B8G8R8, G::Rgba8Unorm, 4, C::OpaqueAlpha32, TEX | RT, false),
    row(D3DFMT_R5G6B5, G::Bgra8Unorm, 2, C::R5G6B5, TEX, false),
    row(D3DFMT_X1R5G5B5, G::Bgra8Unorm, 2, C::X1R5G5B5, TEX, false),
    row(D3DFMT_A1R5G5B5, G::Bgra8Unorm, 2, C::A1R5G5B5, TEX, true),
    row(D3DFMT_A4R4G4B4, G::Bgra8Unorm, 2, C::A4R4G4B4, TEX, true),
    row(D3DFMT_X4R4G4B4, G::Bgra8Unorm, 2, C::X4R4G4B4, TEX, false),
    row(D3DFMT_A8, G::Bgra8Unorm, 1, C::A8, TEX, true),
    row(D3DFMT_L8, G::Bgra8Unorm, 1, C::L8, TEX, false),
    row(D3DFMT_A8L8, G::Bgra8Unorm, 2, C::A8L8, TEX, true),
    row(D3DFMT_A4L4, G::Bgra8Unorm, 1, C::A4L4, TEX, true),
    row(
        D3DFMT_V8U8,
        G::Rgba8Snorm,
        2,
        C::V8U8,
        usage::TEXTURE | usage::FILTERABLE,
        false,
    ),
    // Signed U, V and the normal's third component C = sqrt(1 - U² - V²),
    // worked out on upload.
    row(
        D3DFMT_CxV8U8,
        G::Rgba8Snorm,
        2,
        C::CxV8U8,
        usage::TEXTURE | usage::FILTERABLE,
        false,
    ),
    bc(D3DFMT_DXT1, G::Bc1RgbaUnorm, 8),
    bc(D3DFMT_DXT2, G::Bc2RgbaUnorm, 16),
    bc(D3DFMT_DXT3, G::Bc2RgbaUnorm, 16),
    bc(D3DFMT_DXT4, G::Bc3RgbaUnorm, 16),
    bc(D3DFMT_DXT5, G::Bc3RgbaUnorm, 16),
    // The vendor formats of one and two channels: ATI1 reads (r, 0, 0, 1),
    // ATI2 (g, r, 1, 1) with its first block in green. No plain surfaces.
    FormatInfo {
        usage: usage::TEXTURE | usage::FILTERABLE | usage::NEEDS_BC | usage::LOCKS_AS_BYTES,
        has_alpha: false,
        ..bc(D3DFMT_ATI1, G::Bc4RUnorm, 8)
    },
    FormatInfo {
        usage: usage::TEXTURE | usage::FILTERABLE | usage::NEEDS_BC | usage::LOCKS_AS_BYTES,
        has_alpha: false,
        ..bc(D3DFMT_ATI2, G::Bc5RgUnorm, 16)
    },
    // Depth buffers that are also shadow-map textures (DEPTH_COMPARE).
    shadow(depth(D3DFMT_D16, G::Depth16Unorm, 2, 16, 0)),
    shadow(depth(D3DFMT_D24X8, G::Depth24Plus, 4, 24, 0)),
    shadow(depth(D3DFMT_D24S8, G::Depth24PlusStencil8, 4, 24, 8)),
    depth(D3DFMT_D32, G::Depth32Float, 4, 32, 0),
    // Lockable depth: 16-bit unsigned normalised and 32-bit float values,
    // the GPU formats' own layouts.
    FormatInfo {
        usage: usage::DEPTH_STENCIL | usage::LOCKABLE,
        ..depth(D3DFMT_D16_LOCKABLE, G::Depth16Unorm, 2, 16, 0)
    },
    FormatInfo {
        usage: usage::DEPTH_STENCIL | usage::LOCKABLE,
        ..depth(D3DFMT_D32F_LOCKABLE, G::Depth32Float, 4, 32, 0)
    },
    // 32-bit unsigned normalised lockable depth: 32-bit float depth on the
    // GPU, converted when locked.
    FormatInfo {
        usage: usage::DEPTH_STENCIL | usage::LOCKABLE,
        conversion: C::D32Unorm,
        ..depth(D3DFMT_D32_LOCKABLE, G::Depth32Float, 4, 32, 0)
    },
    // Lockable stencil without depth (a Direct3D 9Ex format): one byte a
    // pixel, the GPU format's own layout.
    FormatInfo {
        usage: usage::DEPTH_STENCIL | usage::LOCKABLE,
        ..depth(D3DFMT_S8_LOCKABLE, G::Stencil8, 1, 0, 8)
    },
    // A depth-stencil texture that shaders sample: they read its depth in
    // all four channels (through a float copy the runtime keeps, which
    // needs filterable 32-bit floats).
    FormatInfo {
        usage: usage::DEPTH_STENCIL | usage::TEXTURE | usage::NEEDS_FLOAT32_FILTER,
        has_alpha: true,
        ..depth(D3DFMT_INTZ, G::Depth24PlusStencil8, 4, 24, 8)
    },
    // Depth textures shaders sample for their depth, in red (green and blue
    // read 0, alpha 1): 16 bits, and 24 without stencil.
    FormatInfo {
        usage: usage::DEPTH_STENCIL | usage::TEXTURE | usage::NEEDS_FLOAT32_FILTER,
        ..depth(D3DFMT_DF16, G::Depth16Unorm, 2, 16, 0)
    },
    FormatInfo {
        usage: usage::DEPTH_STENCIL | usage::TEXTURE | usage::NEEDS_FLOAT32_FILTER,
        ..depth(D3DFMT_DF24, G::Depth24Plus, 4, 24, 0)
    },
    // Fewer stencil bits, or a float depth plane, stored in the same GPU
    // format: stencil values are what the application's masks make them.
    depth(D3DFMT_D15S1, G::Depth24PlusStencil8, 2, 15, 1),
    depth(D3DFMT_D24X4S4, G::Depth24PlusStencil8, 4, 24, 4),
    depth(D3DFMT_D24FS8, G::Depth24PlusStencil8, 4, 24, 8),
    // Packed YUV, 2 bytes per pixel: system memory only (no usage bits, so no
    // GPU resource is ever made of them and the GPU format is never read).
    row(D3DFMT_UYVY, G::Bgra8Unorm, 2, C::Copy, 0, false),
    row(D3DFMT_YUY2, G::Bgra8Unorm, 2, C::Copy, 0, false),
    // Floating point: 16-bit formats blend, 32-bit ones do not.
    row(D3DFMT_A16B16G16R16F, G::Rgba16Float, 8, C::Copy, TEX | RT, true),
    row(D3DFMT_R16F, G::R16Float, 2, C::R16F, TEX | RT, false),
    row(D3DFMT_G16R16F, G::Rg16Float, 4, C::G16R16F, TEX | RT, false),
    row(D3DFMT_A32B32G32R32F, G::Rgba32Float, 16, C::Copy, FLOAT32, true),
    row(D3DFMT_R32F, G::R32Float, 4, C::R32F, FLOAT32, false),
    row(D3DFMT_G32R32F, G::Rg32Float, 8, C::G32R32F, FLOAT32, false),
    // Higher precision and packed colour formats.
    row(D3DFMT_A2B10G10R10, G::Rgb10a2Unorm, 4, C::Copy, TEX | RT, true),
    row(D3DFMT_A2R10G10B10, G::Rgb10a2Unorm, 4, C::A2R10G10B10, TEX, true),
    // Textures only: the GPU API renders into 16-bit normalised formats
    // only with adapter-specific format features.
    row(D3DFMT_A16B16G16R16, G::Rgba16Unorm, 8, C::Copy, NORM16, true),
    row(D3DFMT_G16R16, G::Rg16Unorm, 4, C::G16R16, NORM16, false),
    row(D3DFMT_L16, G::Rgba16Unorm, 2, C::L16, NORM16, false),
    row(D3DFMT_R8G8B8, G::Bgra8Unorm, 3, C::R8G8B8, TEX, false),
    // Palettized: expanded through the current texture palette on upload
    // (the device uploads them again when the palette changes).
    row(D3DFMT_P8, G::Bgra8Unorm, 1, C::P8, TEX, true),
    row(D3DFMT_A8P8, G::Bgra8Unorm, 2, C::A8P8, TEX, true),
    row(D3DFMT_R3G3B2, G::Bgra8Unorm, 1, C::R3G3B2, TEX, false),
    row(D3DFMT_A8R3G3B2, G::Bgra8Unorm, 2, C::A8R3G3B2, TEX, true),
    // Bump-map formats (signed U and V; X8L8V8U8 and L6V5U5 add an unsigned
    // luminance), sampled by texbem and by shaders.
    row(
        D3DFMT_Q8W8V8U8,
        G::Rgba8Snorm,
        4,
        C::Copy,
        usage::TEXTURE | usage::FILTERABLE,
        true,
    ),
    row(
        D3DFMT_V16U16,
        G::Rgba16Snorm,
        4,
        C::V16U16,
        usage::TEXTURE | usage::FILTERABLE | usage::NEEDS_NORM16,
        false,
    ),
    row(
        D3DFMT_X8L8V8U8,
        G::Rgba16Float,
        4,
        C::X8L8V8U8,
        usage::TEXTURE | usage::FILTERABLE,
        false,
    ),
    row(
        D3DFMT_L6V5U5,
        G::Rgba16Float,
        2,
        C::L6V5U5,
        usage::TEXTURE | usage::FILTERABLE,
        false,
    ),
];

/// D3DSAMP_MIPMAPLODBIAS values that switch Fetch4 on and off (a vendor
/// convention): while a sampler's bias is [`FETCH4_ENABLE`], a read of a
/// one-channel 2D texture ([`FormatInfo::fetches4`]) returns the four texels
/// whose top-left one holds the coordinate (r: top right, g: bottom left,
/// b: bottom right, a: top left), unfiltered. Any other value (such as
/// [`FETCH4_DISABLE`]) reads as usual.
pub const FETCH4_ENABLE: u32 = make_fourcc(b'G', b'E', b'T', b'4');
/// See [`FETCH4_ENABLE`].
pub const FETCH4_DISABLE: u32 = make_fourcc(b'G', b'E', b'T', b'1');

/// Looks a format up; `None` for formats wgd3d9 does not support.
pub fn info(format: D3DFORMAT) -> Option<&'static FormatInfo> {
    FORMATS.iter().find(|f| f.format == format)
}

impl FormatInfo {
    pub fn is(&self, bits: u32) -> bool {
        self.usage & bits == bits
    }
    /// Whether a resource needing the [`usage`] bits `need` can be of this
    /// format: it has them all, D3DFMT_NULL serves render targets only and
    /// depth formats depth buffers only (INTZ textures among them).
    pub fn serves(&self, need: u32) -> bool {
        let misused = (self.is_null_target() && need & usage::RENDER_TARGET == 0)
            || (self.is(usage::DEPTH_STENCIL) && need & usage::DEPTH_STENCIL == 0);
        self.is(need) && !misused
    }
    /// Whether this is a depth format shaders sample: for its values
    /// (D3DFMT_INTZ) or as a shadow map ([`usage::DEPTH_COMPARE`]).
    pub fn is_sampled_depth(&self) -> bool {
        self.is(usage::DEPTH_STENCIL | usage::TEXTURE)
    }
    /// Whether a sampled depth texture of this format reads its depth in all
    /// four channels (INTZ) rather than in red with green and blue 0 and
    /// alpha 1 (DF16, DF24).
    pub fn reads_depth_in_every_channel(&self) -> bool {
        self.format == D3DFMT_INTZ
    }
    /// Whether Fetch4 applies to 2D textures of this format: the formats of
    /// one channel ([`FETCH4_ENABLE`]).
    pub fn fetches4(&self) -> bool {
        matches!(
            self.format,
            D3DFMT_L8 | D3DFMT_L16 | D3DFMT_R16F | D3DFMT_R32F | D3DFMT_ATI1 | D3DFMT_INTZ | D3DFMT_DF16 | D3DFMT_DF24
        )
    }
    /// Whether reads of this format swap the storage's red and green and
    /// read blue 1 (ATI2, whose first block is the green channel).
    pub fn swaps_red_green(&self) -> bool {
        self.format == D3DFMT_ATI2
    }
    /// The pitch LockRect reports for a level `width` pixels wide:
    /// [`FormatInfo::pitch`], or the width for [`usage::LOCKS_AS_BYTES`].
    pub fn lock_pitch(&self, width: u32) -> u32 {
        if self.is(usage::LOCKS_AS_BYTES) {
            width
        } else {
            self.pitch(width)
        }
    }
    /// The block (width, height in pixels) D3D9's lock rules align
    /// rectangles and boxes to: 4x4 for block-compressed formats, the 2x1
    /// macropixel of YUY2 and UYVY, one pixel otherwise.
    pub fn lock_block(&self) -> (u32, u32) {
        match self.format {
            D3DFMT_YUY2 | D3DFMT_UYVY => (2, 1),
            _ => (self.block_dim, self.block_dim),
        }
    }
    /// The byte offset, from the start of a level `width` pixels wide with
    /// rows `pitch` bytes apart, of the lock of a rectangle whose top-left
    /// corner is (`left`, `top`): whole blocks, or bytes for
    /// [`usage::LOCKS_AS_BYTES`]. Any corner is taken, inside the level or
    /// not (outside it the offset is where the rectangle would lie, as
    /// Windows XP drivers answer); division truncates as in C.
    pub fn lock_offset(&self, left: i32, top: i32, pitch: u32, width: u32) -> i64 {
        let (left, top) = (i64::from(left), i64::from(top));
        if self.is(usage::LOCKS_AS_BYTES) {
            return top * i64::from(width) + left;
        }
        let bd = i64::from(self.block_dim);
        (top / bd) * i64::from(pitch) + (left / bd) * i64::from(self.d3d_block_bytes)
    }
    /// Whether the span `start..end` of an axis `size` pixels long starts on
    /// a `block` boundary and ends on one or at the axis' end: D3D9's rule
    /// for the rectangles and boxes of partial-block locks it refuses.
    pub fn on_lock_blocks(start: u32, end: u32, size: u32, block: u32) -> bool {
        start.is_multiple_of(block) && (end.is_multiple_of(block) || end == size)
    }
    /// Whether textures of this depth format sample as shadow maps
    /// ([`usage::DEPTH_COMPARE`]).
    pub fn is_compared_depth(&self) -> bool {
        self.is(usage::DEPTH_STENCIL | usage::TEXTURE | usage::DEPTH_COMPARE)
    }
    /// Whether textures of this format generate their mip levels
    /// (D3DUSAGE_AUTOGENMIPMAP): render-target formats that filter. Other
    /// texture formats answer D3DOK_NOAUTOGEN and keep one level, as on
    /// Windows, although their storage could render.
    pub fn autogen_mips(&self) -> bool {
        self.serves(usage::TEXTURE | usage::RENDER_TARGET | usage::FILTERABLE)
    }
    /// Whether surfaces of this depth format lock ([`usage::LOCKABLE`]).
    pub fn is_lockable_depth(&self) -> bool {
        self.is(usage::DEPTH_STENCIL | usage::LOCKABLE)
    }
    /// Whether this is D3DFMT_NULL ([`usage::NULL_TARGET`]).
    pub fn is_null_target(&self) -> bool {
        self.is(usage::NULL_TARGET)
    }
    /// Whether an adapter with `features` ([`crate::wire::features`] bits)
    /// has what this format needs.
    pub fn available_with(&self, features: u64) -> bool {
        use crate::wire::features as f;
        (!self.is(usage::NEEDS_BC) || features & f::TEXTURE_COMPRESSION_BC != 0)
            && (!self.is(usage::NEEDS_FLOAT32_FILTER) || features & f::FLOAT32_FILTERABLE != 0)
            && (!self.is(usage::NEEDS_NORM16) || features & f::TEXTURE_16BIT_NORM != 0)
    }
    /// Whether an adapter with `features` can make resources of this format
    /// with the [`usage`] bits `need`: [`FormatInfo::available_with`], and a
    /// depth texture is sampled through a float copy of its depth, which
    /// needs filterable 32-bit floats (its depth buffers do not).
    pub fn available_for(&self, need: u32, features: u64) -> bool {
        let depth_texture = need & usage::TEXTURE != 0 && self.is(usage::DEPTH_STENCIL);
        self.available_with(features) && (!depth_texture || features & crate::wire::features::FLOAT32_FILTERABLE != 0)
    }
    /// Bytes of one row of `width` pixels (for compressed formats: one row of
    /// blocks) in the application's layout, without padding.
    pub fn row_bytes(&self, width: u32) -> u32 {
        width.div_ceil(self.block_dim).max(1) * self.d3d_block_bytes
    }
    /// Row pitch of a surface `width` pixels wide: D3D9 pads rows to 4 bytes.
    pub fn pitch(&self, width: u32) -> u32 {
        self.row_bytes(width).next_multiple_of(4)
    }
    /// Number of rows (of blocks) of a level `height` pixels high.
    pub fn rows(&self, height: u32) -> u32 {
        height.div_ceil(self.block_dim).max(1)
    }
    /// Bytes of a whole `width` x `height` level in the application's layout
    /// (one byte per pixel for [`usage::LOCKS_AS_BYTES`], what the lock's
    /// pitch and rows reach, as the D3D9 runtime sizes them; a level smaller
    /// than a block then holds less than its block).
    pub fn level_size(&self, width: u32, height: u32) -> usize {
        if self.is(usage::LOCKS_AS_BYTES) {
            return width as usize * height as usize;
        }
        self.pitch(width) as usize * self.rows(height) as usize
    }
    /// [`FormatInfo::level_size`] without wrapping on 32-bit targets (the
    /// size of an allocation the application asks for).
    pub fn level_bytes(&self, width: u32, height: u32) -> u64 {
        if self.is(usage::LOCKS_AS_BYTES) {
            return u64::from(width) * u64::from(height);
        }
        u64::from(self.pitch(width)) * u64::from(self.rows(height))
    }
    /// Whether textures `width` x `height` of this format must be whole
    /// blocks: block-compressed formats but those that lock as bytes
    /// ([`usage::LOCKS_AS_BYTES`], whose other sizes exist without GPU
    /// storage, as [`FormatInfo::drawable_size`] says).
    pub fn refuses_size(&self, width: u32, height: u32) -> bool {
        !self.is(usage::LOCKS_AS_BYTES) && !self.drawable_size(width, height)
    }
    /// Whether a texture `width` x `height` of this format has GPU storage:
    /// block-compressed ones need whole blocks (textures of the formats that
    /// lock as bytes are made in other sizes too, as on Windows, but never
    /// drawn).
    pub fn drawable_size(&self, width: u32, height: u32) -> bool {
        width.is_multiple_of(self.block_dim) && height.is_multiple_of(self.block_dim)
    }
    /// Whether texels are palette indices ([`Conversion::P8`],
    /// [`Conversion::A8P8`]): their colours change with the current
    /// texture palette.
    pub fn is_palettized(&self) -> bool {
        matches!(self.conversion, Conversion::P8 | Conversion::A8P8)
    }
    /// Whether a render target of this format reads back into the
    /// application's layout: by copying GPU bytes (converting 32-bit float
    /// depth to D32_LOCKABLE's unsigned normalised values), or for widened float
    /// formats by keeping the first [`FormatInfo::d3d_block_bytes`] of each
    /// GPU texel.
    pub fn reads_back(&self) -> bool {
        if self.is_null_target() {
            return false;
        }
        match self.conversion {
            Conversion::Copy | Conversion::OpaqueAlpha32 | Conversion::D32Unorm => {
                self.gpu.block_bytes() == self.d3d_block_bytes
            }
            Conversion::R16F | Conversion::G16R16F | Conversion::R32F | Conversion::G32R32F | Conversion::G16R16 => {
                true
            }
            _ => false,
        }
    }
}

impl FormatInfo {
    /// One texel (or 4x4 block) of this format, in the application's layout,
    /// holding the D3DCOLOR `color` (A8R8G8B8): what ColorFill writes.
    /// Channels are rounded from 8 bits; luminance is the Rec. 601 luma of R,
    /// G and B; float formats take each channel / 255. None for formats
    /// without a colour (depth, packed YUV, bump maps).
    pub fn fill_block(&self, color: u32) -> Option<Vec<u8>> {
        let [b, g, r, a] = color.to_le_bytes();
        let bits = |v: u8, n: u32| (u32::from(v) * ((1 << n) - 1) + 127) / 255;
        let luma = ((299 * u32::from(r) + 587 * u32::from(g) + 114 * u32::from(b) + 500) / 1000) as u8;
        let unit = |v: u8| f32::from(v) / 255.0;
        let floats = |v: &[u8]| v.iter().flat_map(|&c| unit(c).to_le_bytes()).collect::<Vec<u8>>();
        let halves = |v: &[u8]| {
            v.iter()
                .flat_map(|&c| f32_to_half(unit(c)).to_le_bytes())
                .collect::<Vec<u8>>()
        };
        let r5g6b5 = (bits(r, 5) << 11 | bits(g, 6) << 5 | bits(b, 5)) as u16;
        Some(match self.format {
            D3DFMT_A8R8G8B8 | D3DFMT_X8R8G8B8 => color.to_le_bytes().to_vec(),
            D3DFMT_A8B8G8R8 | D3DFMT_X8B8G8R8 => vec![r, g, b, a],
            D3DFMT_R5G6B5 => r5g6b5.to_le_bytes().to_vec(),
            D3DFMT_X1R5G5B5 | D3DFMT_A1R5G5B5 => {
                let v = u32::from(a >= 0x80) << 15 | bits(r, 5) << 10 | bits(g, 5) << 5 | bits(b, 5);
                (v as u16).to_le_bytes().to_vec()
            }
            D3DFMT_A4R4G4B4 | D3DFMT_X4R4G4B4 => {
                let v = bits(a, 4) << 12 | bits(r, 4) << 8 | bits(g, 4) << 4 | bits(b, 4);
                (v as u16).to_le_bytes().to_vec()
            }
            D3DFMT_A8 => vec![a],
            // Windows drivers fill palettized surfaces with the blue
            // channel as the index (Wine's colorfill tests record it).
            D3DFMT_P8 => vec![b],
            D3DFMT_A8P8 => vec![b, a],
            D3DFMT_L8 => vec![luma],
            D3DFMT_A8L8 => vec![luma, a],
            D3DFMT_A4L4 => vec![(bits(a, 4) << 4 | bits(luma, 4)) as u8],
            D3DFMT_R16F => halves(&[r]),
            D3DFMT_G16R16F => halves(&[r, g]),
            D3DFMT_A16B16G16R16F => halves(&[r, g, b, a]),
            D3DFMT_R32F => floats(&[r]),
            D3DFMT_G32R32F => floats(&[r, g]),
            D3DFMT_A32B32G32R32F => floats(&[r, g, b, a]),
            D3DFMT_A2B10G10R10 => {
                let v = bits(a, 2) << 30 | bits(b, 10) << 20 | bits(g, 10) << 10 | bits(r, 10);
                v.to_le_bytes().to_vec()
            }
            D3DFMT_A16B16G16R16 => [r, g, b, a]
                .iter()
                .flat_map(|&c| (u16::from(c) * 257).to_le_bytes())
                .collect(),
            D3DFMT_G16R16 => [r, g]
                .iter()
                .flat_map(|&c| (u16::from(c) * 257).to_le_bytes())
                .collect(),
            // A block of one colour: both endpoints the colour, every index 0
            // (alpha likewise for DXT2..5).
            D3DFMT_DXT1 | D3DFMT_DXT2 | D3DFMT_DXT3 | D3DFMT_DXT4 | D3DFMT_DXT5 => {
                let mut block = match self.format {
                    D3DFMT_DXT1 => Vec::new(),
                    D3DFMT_DXT2 | D3DFMT_DXT3 => vec![(bits(a, 4) * 0x11) as u8; 8],
                    _ => vec![a, a, 0, 0, 0, 0, 0, 0],
                };
                let c = r5g6b5.to_le_bytes();
                block.extend_from_slice(&[c[0], c[1], c[0], c[1], 0, 0, 0, 0]);
                block
            }
            _ => return None,
        })
    }
}

/// `v` as an IEEE half float (round to nearest even; values beyond the
/// half range become infinities, tiny ones zero or subnormal).
pub fn f32_to_half(v: f32) -> u16 {
    let bits = v.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xFF) as i32;
    let mant = bits & 0x7F_FFFF;
    if exp == 0xFF {
        return sign | 0x7C00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1F {
        return sign | 0x7C00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        // Subnormal: the implicit bit joins the mantissa, shifted down.
        let m = mant | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut h = m >> shift;
        if rest > half || (rest == half && h & 1 != 0) {
            h += 1;
        }
        return sign | h as u16;
    }
    let mut h = ((e as u32) << 10) | (mant >> 13);
    let rest = mant & 0x1FFF;
    if rest > 0x1000 || (rest == 0x1000 && h & 1 != 0) {
        // May carry into the exponent, which is the correct rounding.
        h += 1;
    }
    sign | h as u16
}

/// Size of mip level `level` of a dimension `base`.
pub fn mip_dim(base: u32, level: u32) -> u32 {
    (base >> level.min(31)).max(1)
}

/// Number of levels of a full mip chain for the given size.
pub fn full_mip_count(width: u32, height: u32) -> u32 {
    32 - width.max(height).max(1).leading_zeros()
}

#[inline]
fn expand(v: u32, bits: u32) -> u8 {
    // Replicate the bits into the low bits: exact for 0 and full scale.
    let mut out = 0;
    let mut shift = 8i32 - bits as i32;
    while shift > -(bits as i32) {
        out |= if shift >= 0 { v << shift } else { v >> -shift };
        shift -= bits as i32;
    }
    out as u8
}

/// A two's-complement value of `bits` bits as D3D9 reads a signed
/// normalised channel: -2^(n-1) and -2^(n-1) + 1 both read -1.
fn snorm(v: u32, bits: u32) -> f32 {
    let max = (1i32 << (bits - 1)) - 1;
    let signed = ((v << (32 - bits)) as i32) >> (32 - bits);
    (signed as f32 / max as f32).max(-1.0)
}

/// A 5-bit signed channel of L6V5U5 as Windows drivers read it: -16 is
/// -1.0 and 15 is 1.0, negative values in steps of 1/16 and positive ones
/// in steps of 1/15 (Wine's visual.c test_signed_formats records -15 as
/// -0.9375, not -1.0).
fn snorm5(v: u32) -> f32 {
    let signed = ((v << 27) as i32) >> 27;
    if signed < 0 {
        signed as f32 / 16.0
    } else {
        signed as f32 / 15.0
    }
}

/// Writes four half floats.
fn halves(dst: &mut [u8], v: [f32; 4]) {
    for (d, x) in dst.chunks_exact_mut(2).zip(v) {
        d.copy_from_slice(&f32_to_half(x).to_le_bytes());
    }
}

/// 1.0 as a half float.
const HALF_ONE: u16 = 0x3C00;

/// Converts one texel group from the application layout to the GPU layout
/// (palettized texels through `palette`).
fn convert_pixel(c: Conversion, src: &[u8], dst: &mut [u8], palette: &Palette) {
    let w16 = || u16::from_le_bytes([src[0], src[1]]) as u32;
    let bgra = |dst: &mut [u8], b: u8, g: u8, r: u8, a: u8| {
        dst[0] = b;
        dst[1] = g;
        dst[2] = r;
        dst[3] = a;
    };
    match c {
        C::Copy => dst.copy_from_slice(src),
        C::D32Unorm => {
            let v = u32::from_le_bytes([src[0], src[1], src[2], src[3]]);
            dst.copy_from_slice(&depth_of_unorm32(v).to_le_bytes());
        }
        C::OpaqueAlpha32 => {
            dst[..3].copy_from_slice(&src[..3]);
            dst[3] = 0xFF;
        }
        C::R5G6B5 => {
            let v = w16();
            bgra(
                dst,
                expand(v & 31, 5),
                expand((v >> 5) & 63, 6),
                expand(v >> 11, 5),
                0xFF,
            )
        }
        C::X1R5G5B5 | C::A1R5G5B5 => {
            let v = w16();
            let a = if c == C::X1R5G5B5 || v & 0x8000 != 0 { 0xFF } else { 0 };
            bgra(
                dst,
                expand(v & 31, 5),
                expand((v >> 5) & 31, 5),
                expand((v >> 10) & 31, 5),
                a,
            )
        }
        C::A4R4G4B4 | C::X4R4G4B4 => {
            let v = w16();
            let a = if c == C::X4R4G4B4 { 0xFF } else { expand(v >> 12, 4) };
            bgra(
                dst,
                expand(v & 15, 4),
                expand((v >> 4) & 15, 4),
                expand((v >> 8) & 15, 4),
                a,
            )
        }
        C::A8 => bgra(dst, 0, 0, 0, src[0]),
        C::L8 => bgra(dst, src[0], src[0], src[0], 0xFF),
        C::A8L8 => bgra(dst, src[0], src[0], src[0], src[1]),
        C::A4L4 => {
            let l = expand(src[0] as u32 & 15, 4);
            bgra(dst, l, l, l, expand(src[0] as u32 >> 4, 4))
        }
        // R, G, B, A in memory; 0x7F is +1.0.
        C::V8U8 => dst.copy_from_slice(&[src[0], src[1], 0x7F, 0x7F]),
        C::CxV8U8 => {
            let (u, v) = (snorm(src[0] as u32, 8), snorm(src[1] as u32, 8));
            let c = (1.0 - u * u - v * v).max(0.0).sqrt();
            dst.copy_from_slice(&[src[0], src[1], (c * 127.0).round() as u8, 0x7F]);
        }
        C::V16U16 => {
            dst[..4].copy_from_slice(src);
            dst[4..].copy_from_slice(&[0xFF, 0x7F, 0xFF, 0x7F]);
        }
        C::X8L8V8U8 => {
            let (u, v) = (snorm(src[0] as u32, 8), snorm(src[1] as u32, 8));
            halves(dst, [u, v, f32::from(src[2]) / 255.0, 1.0]);
        }
        C::L6V5U5 => {
            let w = w16();
            let (u, v) = (snorm5(w & 31), snorm5((w >> 5) & 31));
            halves(dst, [u, v, (w >> 10) as f32 / 63.0, 1.0]);
        }
        C::A2R10G10B10 => {
            let v = u32::from_le_bytes([src[0], src[1], src[2], src[3]]);
            let swapped = (v & 0xC00F_FC00) | (v & 0x3FF) << 20 | (v >> 20) & 0x3FF;
            dst.copy_from_slice(&swapped.to_le_bytes());
        }
        C::G16R16 => {
            dst[..4].copy_from_slice(src);
            dst[4..].fill(0xFF);
        }
        C::L16 => {
            for c in dst[..6].chunks_exact_mut(2) {
                c.copy_from_slice(&src[..2]);
            }
            dst[6..].fill(0xFF);
        }
        C::R8G8B8 => bgra(dst, src[0], src[1], src[2], 0xFF),
        C::R3G3B2 | C::A8R3G3B2 => {
            let v = src[0] as u32;
            let a = if c == C::A8R3G3B2 { src[1] } else { 0xFF };
            bgra(dst, expand(v & 3, 2), expand((v >> 2) & 7, 3), expand(v >> 5, 3), a)
        }
        C::R16F | C::G16R16F => {
            dst[..src.len()].copy_from_slice(src);
            for one in dst[src.len()..].chunks_exact_mut(2) {
                one.copy_from_slice(&HALF_ONE.to_le_bytes());
            }
        }
        C::R32F | C::G32R32F => {
            dst[..src.len()].copy_from_slice(src);
            for one in dst[src.len()..].chunks_exact_mut(4) {
                one.copy_from_slice(&1f32.to_le_bytes());
            }
        }
        C::P8 => dst.copy_from_slice(&palette[usize::from(src[0])]),
        C::A8P8 => {
            let [b, g, r, _] = palette[usize::from(src[0])];
            bgra(dst, b, g, r, src[1])
        }
    }
}

/// Converts a `width` x `height` region (in pixels) from the application layout
/// (`src`, rows `src_pitch` bytes apart) into the GPU layout (`dst`, rows
/// `dst_pitch` bytes apart). Compressed formats are copied block row by block row;
/// palettized texels take their colours from `palette`.
#[allow(clippy::too_many_arguments)]
pub fn convert_region(
    info: &FormatInfo,
    src: &[u8],
    src_pitch: usize,
    dst: &mut [u8],
    dst_pitch: usize,
    width: u32,
    height: u32,
    palette: &Palette,
) {
    let (src_row, dst_row) = (info.row_bytes(width) as usize, gpu_row_bytes(info, width));
    for y in 0..info.rows(height) as usize {
        convert_row(
            info,
            &src[y * src_pitch..y * src_pitch + src_row],
            &mut dst[y * dst_pitch..y * dst_pitch + dst_row],
            palette,
        );
    }
}

/// The bytes of a row (of blocks, for compressed formats) `width` pixels
/// wide in the GPU layout.
pub fn gpu_row_bytes(info: &FormatInfo, width: u32) -> usize {
    width.div_ceil(info.block_dim).max(1) as usize * info.gpu.block_bytes() as usize
}

/// Converts one row (of blocks) from the application layout (`src`,
/// `info.row_bytes(width)` bytes) into the GPU layout (`dst`,
/// [`gpu_row_bytes`] bytes).
pub fn convert_row(info: &FormatInfo, src: &[u8], dst: &mut [u8], palette: &Palette) {
    if info.conversion == C::Copy {
        dst.copy_from_slice(src);
        return;
    }
    let sb = info.d3d_block_bytes as usize;
    let db = info.gpu.block_bytes() as usize;
    for (sp, dp) in src.chunks_exact(sb).zip(dst.chunks_exact_mut(db)) {
        convert_pixel(info.conversion, sp, dp, palette);
    }
}

#[cfg(test)]
mod tests;
