//! D3D9 values to wgpu values: every mapping of an enum or format lives here.

use wgd3d9_core::format::GpuFormat;
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_types::*;

pub fn texture_format(f: GpuFormat) -> wgpu::TextureFormat {
    use wgpu::TextureFormat as T;
    match f {
        GpuFormat::Bgra8Unorm => T::Bgra8Unorm,
        GpuFormat::Bgra8UnormSrgb => T::Bgra8UnormSrgb,
        GpuFormat::Rgba8UnormSrgb => T::Rgba8UnormSrgb,
        GpuFormat::Rgba8Unorm => T::Rgba8Unorm,
        GpuFormat::Rgba8Snorm => T::Rgba8Snorm,
        GpuFormat::Depth16Unorm => T::Depth16Unorm,
        GpuFormat::Stencil8 => T::Stencil8,
        GpuFormat::Depth24Plus => T::Depth24Plus,
        GpuFormat::Depth24PlusStencil8 => T::Depth24PlusStencil8,
        GpuFormat::Depth32Float => T::Depth32Float,
        GpuFormat::Bc1RgbaUnorm => T::Bc1RgbaUnorm,
        GpuFormat::Bc2RgbaUnorm => T::Bc2RgbaUnorm,
        GpuFormat::Bc3RgbaUnorm => T::Bc3RgbaUnorm,
        GpuFormat::Bc4RUnorm => T::Bc4RUnorm,
        GpuFormat::Bc5RgUnorm => T::Bc5RgUnorm,
        GpuFormat::Rgba16Float | GpuFormat::R16Float | GpuFormat::Rg16Float => T::Rgba16Float,
        GpuFormat::Rgba32Float | GpuFormat::R32Float | GpuFormat::Rg32Float => T::Rgba32Float,
        GpuFormat::Rgb10a2Unorm => T::Rgb10a2Unorm,
        GpuFormat::Rgba16Unorm | GpuFormat::Rg16Unorm => T::Rgba16Unorm,
        GpuFormat::Rgba16Snorm => T::Rgba16Snorm,
    }
}

pub fn vertex_format(f: AttribFormat) -> wgpu::VertexFormat {
    use wgpu::VertexFormat as V;
    match f {
        AttribFormat::Float1 => V::Float32,
        AttribFormat::Float2 => V::Float32x2,
        AttribFormat::Float3 => V::Float32x3,
        AttribFormat::Float4 => V::Float32x4,
        AttribFormat::Color => V::Unorm8x4Bgra,
        AttribFormat::UByte4 => V::Uint8x4,
        AttribFormat::Short2 => V::Sint16x2,
        AttribFormat::Short4 => V::Sint16x4,
        AttribFormat::UByte4N => V::Unorm8x4,
        AttribFormat::Short2N => V::Snorm16x2,
        AttribFormat::Short4N => V::Snorm16x4,
        AttribFormat::UShort2N => V::Unorm16x2,
        AttribFormat::UShort4N => V::Unorm16x4,
        AttribFormat::UDec3 | AttribFormat::Dec3N => V::Uint32,
        AttribFormat::Half2 => V::Float16x2,
        AttribFormat::Half4 => V::Float16x4,
    }
}

pub fn compare(func: u8) -> wgpu::CompareFunction {
    use wgpu::CompareFunction as C;
    match func as u32 {
        D3DCMP_NEVER => C::Never,
        D3DCMP_LESS => C::Less,
        D3DCMP_EQUAL => C::Equal,
        D3DCMP_LESSEQUAL => C::LessEqual,
        D3DCMP_GREATER => C::Greater,
        D3DCMP_NOTEQUAL => C::NotEqual,
        D3DCMP_GREATEREQUAL => C::GreaterEqual,
        _ => C::Always,
    }
}

pub fn stencil_op(op: u8) -> wgpu::StencilOperation {
    use wgpu::StencilOperation as S;
    match op as u32 {
        D3DSTENCILOP_ZERO => S::Zero,
        D3DSTENCILOP_REPLACE => S::Replace,
        D3DSTENCILOP_INCRSAT => S::IncrementClamp,
        D3DSTENCILOP_DECRSAT => S::DecrementClamp,
        D3DSTENCILOP_INVERT => S::Invert,
        D3DSTENCILOP_INCR => S::IncrementWrap,
        D3DSTENCILOP_DECR => S::DecrementWrap,
        _ => S::Keep,
    }
}

/// Maps a D3DBLEND factor. `alpha` selects the alpha-channel meaning of colour
/// factors (a colour factor used for alpha reads the alpha component).
pub fn blend_factor(f: u8, alpha: bool) -> wgpu::BlendFactor {
    use wgpu::BlendFactor as B;
    match f as u32 {
        D3DBLEND_ZERO => B::Zero,
        D3DBLEND_ONE => B::One,
        D3DBLEND_SRCCOLOR if alpha => B::SrcAlpha,
        D3DBLEND_SRCCOLOR => B::Src,
        D3DBLEND_INVSRCCOLOR if alpha => B::OneMinusSrcAlpha,
        D3DBLEND_INVSRCCOLOR => B::OneMinusSrc,
        D3DBLEND_SRCALPHA => B::SrcAlpha,
        D3DBLEND_INVSRCALPHA => B::OneMinusSrcAlpha,
        D3DBLEND_DESTALPHA => B::DstAlpha,
        D3DBLEND_INVDESTALPHA => B::OneMinusDstAlpha,
        D3DBLEND_DESTCOLOR if alpha => B::DstAlpha,
        D3DBLEND_DESTCOLOR => B::Dst,
        D3DBLEND_INVDESTCOLOR if alpha => B::OneMinusDstAlpha,
        D3DBLEND_INVDESTCOLOR => B::OneMinusDst,
        D3DBLEND_SRCALPHASAT => B::SrcAlphaSaturated,
        D3DBLEND_BLENDFACTOR => B::Constant,
        D3DBLEND_INVBLENDFACTOR => B::OneMinusConstant,
        _ => B::One,
    }
}

pub fn blend_op(op: u8) -> wgpu::BlendOperation {
    use wgpu::BlendOperation as O;
    match op as u32 {
        D3DBLENDOP_SUBTRACT => O::Subtract,
        D3DBLENDOP_REVSUBTRACT => O::ReverseSubtract,
        D3DBLENDOP_MIN => O::Min,
        D3DBLENDOP_MAX => O::Max,
        _ => O::Add,
    }
}

/// One blend component; MIN and MAX ignore the factors (the GPU requires One).
pub fn blend_component(src: u8, dst: u8, op: u8, alpha: bool) -> wgpu::BlendComponent {
    let operation = blend_op(op);
    if matches!(operation, wgpu::BlendOperation::Min | wgpu::BlendOperation::Max) {
        return wgpu::BlendComponent {
            src_factor: wgpu::BlendFactor::One,
            dst_factor: wgpu::BlendFactor::One,
            operation,
        };
    }
    wgpu::BlendComponent {
        src_factor: blend_factor(src, alpha),
        dst_factor: blend_factor(dst, alpha),
        operation,
    }
}

pub fn address_mode(mode: u32, border_supported: bool) -> wgpu::AddressMode {
    use wgpu::AddressMode as A;
    match mode {
        D3DTADDRESS_MIRROR | D3DTADDRESS_MIRRORONCE => A::MirrorRepeat,
        D3DTADDRESS_CLAMP => A::ClampToEdge,
        D3DTADDRESS_BORDER if border_supported => A::ClampToBorder,
        D3DTADDRESS_BORDER => A::ClampToEdge,
        _ => A::Repeat,
    }
}

/// The nearest border colour the GPU offers to a D3DCOLOR.
pub fn border_color(c: u32) -> wgpu::SamplerBorderColor {
    let a = c >> 24;
    let rgb = c & 0xFF_FFFF;
    if a < 0x80 {
        wgpu::SamplerBorderColor::TransparentBlack
    } else if (rgb & 0xFF) + ((rgb >> 8) & 0xFF) + (rgb >> 16) >= 0x180 {
        wgpu::SamplerBorderColor::OpaqueWhite
    } else {
        wgpu::SamplerBorderColor::OpaqueBlack
    }
}

pub fn filter(f: u32) -> wgpu::FilterMode {
    if f == D3DTEXF_POINT || f == D3DTEXF_NONE {
        wgpu::FilterMode::Nearest
    } else {
        wgpu::FilterMode::Linear
    }
}

pub fn mip_filter(f: u32) -> wgpu::MipmapFilterMode {
    if f == D3DTEXF_LINEAR {
        wgpu::MipmapFilterMode::Linear
    } else {
        wgpu::MipmapFilterMode::Nearest
    }
}

pub fn topology(prim: u8) -> wgpu::PrimitiveTopology {
    use wgpu::PrimitiveTopology as P;
    match prim as u32 {
        D3DPT_POINTLIST => P::PointList,
        D3DPT_LINELIST => P::LineList,
        D3DPT_LINESTRIP => P::LineStrip,
        D3DPT_TRIANGLESTRIP => P::TriangleStrip,
        _ => P::TriangleList,
    }
}

pub fn cull_face(cull: u8) -> Option<wgpu::Face> {
    // Clockwise triangles are front-facing (see the pipeline's front_face).
    match cull as u32 {
        D3DCULL_CW => Some(wgpu::Face::Front),
        D3DCULL_CCW => Some(wgpu::Face::Back),
        _ => None,
    }
}

pub fn polygon_mode(fill: u8, line: bool, point: bool) -> wgpu::PolygonMode {
    match fill as u32 {
        D3DFILL_WIREFRAME if line => wgpu::PolygonMode::Line,
        D3DFILL_POINT if point => wgpu::PolygonMode::Point,
        _ => wgpu::PolygonMode::Fill,
    }
}

/// D3DCOLOR (A8R8G8B8) to a GPU colour with components in [0, 1].
/// `c` with the channels outside `own` (D3DCOLORWRITEENABLE bits) at 1: what
/// a widened float target holds there (`GpuFormat::own_channels`).
pub fn with_missing_channels(c: wgpu::Color, own: u8) -> wgpu::Color {
    let pick = |bit: u8, v: f64| if own & bit != 0 { v } else { 1.0 };
    wgpu::Color {
        r: pick(1, c.r),
        g: pick(2, c.g),
        b: pick(4, c.b),
        a: pick(8, c.a),
    }
}

pub fn color(c: u32) -> wgpu::Color {
    let ch = |s: u32| ((c >> s) & 0xFF) as f64 / 255.0;
    wgpu::Color {
        r: ch(16),
        g: ch(8),
        b: ch(0),
        a: ch(24),
    }
}

/// Bind group layout entries of a filterable 2D texture at `binding` and its
/// filtering sampler at `binding + 1`, seen by the fragment stage (the blits'
/// source).
pub fn sampled_texture_entries(binding: u32) -> [wgpu::BindGroupLayoutEntry; 2] {
    [
        wgpu::BindGroupLayoutEntry {
            binding,
            visibility: wgpu::ShaderStages::FRAGMENT,
            ty: wgpu::BindingType::Texture {
                sample_type: wgpu::TextureSampleType::Float { filterable: true },
                view_dimension: wgpu::TextureViewDimension::D2,
                multisampled: false,
            },
            count: None,
        },
        wgpu::BindGroupLayoutEntry {
            binding: binding + 1,
            visibility: wgpu::ShaderStages::FRAGMENT,
            ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
            count: None,
        },
    ]
}

/// The GPU texture of [`texture_shape`](wgd3d9_core::record::texture_shape)
/// `shape`: its dimension and its array layers (6 for a cube, one per slice of
/// a `depth`-slice volume's depth, else 1) as `depth_or_array_layers`.
pub fn texture_extent_of_shape(shape: u32, depth: u32) -> (wgpu::TextureDimension, u32) {
    use wgd3d9_core::record::texture_shape;
    match shape {
        texture_shape::CUBE => (wgpu::TextureDimension::D2, 6),
        texture_shape::VOLUME => (wgpu::TextureDimension::D3, depth.max(1)),
        _ => (wgpu::TextureDimension::D2, 1),
    }
}

/// The view dimension shaders sample a texture of
/// [`texture_shape`](wgd3d9_core::record::texture_shape) `shape` with.
pub fn view_dimension(shape: u32) -> wgpu::TextureViewDimension {
    use wgd3d9_core::record::texture_shape;
    match shape {
        texture_shape::CUBE => wgpu::TextureViewDimension::Cube,
        texture_shape::VOLUME => wgpu::TextureViewDimension::D3,
        _ => wgpu::TextureViewDimension::D2,
    }
}

#[cfg(test)]
mod tests;
