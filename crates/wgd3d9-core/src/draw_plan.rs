//! The GPU-free decisions of the draw path: which derived objects a state
//! change invalidates ([`dirty`], [`render_state_invalidates`],
//! [`texture_stage_invalidates`]), how many vertices the bound streams hold
//! ([`stream_vertices`]), and whether a draw's vertex and index ranges fit the
//! data bound ([`vertex_range`], [`index_range`], [`point_runs`]); a draw
//! that does not fit is left out with its [`SkipReason`]. The runtime's
//! encoder feeds these from its mirror of the D3D9 state and issues the GPU
//! commands they decide.

use crate::skip_reason::SkipReason;
use wgd3d9_types::*;

/// What the encoder must derive again before the next draw (bits).
pub mod dirty {
    /// The pipeline key.
    pub const PIPELINE: u32 = 1;
    /// The vertex stage: layout, module and vertex key.
    pub const VERTEX_INPUT: u32 = 2;
    /// The vertex stage's constants.
    pub const VS_CONSTS: u32 = 4;
    /// The pixel stage's constants.
    pub const PS_CONSTS: u32 = 8;
    /// Float registers of the vertex shader's (set by the application):
    /// written over the stage's last block, which is otherwise kept.
    pub const VS_REGS: u32 = 1024;
    /// Float registers of the pixel shader's, as [`VS_REGS`].
    pub const PS_REGS: u32 = 2048;
    /// The textures' bind group.
    pub const TEXTURES: u32 = 16;
    /// The viewport or the pass size (and with them both stages'
    /// constants). Vertex buffers, the scissor rectangle and the other
    /// dynamic state are compared with the pass's at each draw instead.
    pub const VIEWPORT: u32 = 64;
    /// The pixel stage: module and the varyings it reads.
    pub const PS_KEY: u32 = 256;
    /// The samplers.
    pub const SAMPLERS: u32 = 512;
    /// The world matrix (D3DTS_WORLD) alone: the fixed-function vertex
    /// block's registers that follow it are written over the kept block.
    /// Any other change of that block's state sets [`VS_CONSTS`].
    pub const VS_WORLD: u32 = 4096;
    /// D3DRS_TEXTUREFACTOR, D3DRS_ALPHAREF or D3DRS_FOGCOLOR: the
    /// fixed-function pixel block's registers that hold them are written
    /// over the kept block; a pixel shader's block is made again, as for
    /// [`PS_CONSTS`].
    pub const PS_STATE_REGS: u32 = 8192;
    /// A blend state (enable, factors, operations, colour write masks)
    /// alone: the last pipeline key's blend keys are made again, the rest
    /// of it kept. [`PIPELINE`] makes the whole key.
    pub const BLEND: u32 = 16384;
    pub const ALL: u32 = !0;
}

/// What a change of render state `state` invalidates ([`dirty`] bits).
pub fn render_state_invalidates(state: u32) -> u32 {
    use dirty::*;
    match state {
        D3DRS_TEXTUREFACTOR | D3DRS_ALPHAREF | D3DRS_FOGCOLOR => PS_STATE_REGS,
        D3DRS_FOGSTART | D3DRS_FOGEND | D3DRS_FOGDENSITY => PS_CONSTS | VS_CONSTS,
        D3DRS_AMBIENT | D3DRS_POINTSCALE_A | D3DRS_POINTSCALE_B | D3DRS_POINTSCALE_C => VS_CONSTS,
        // The size decides whether points are drawn as quads.
        D3DRS_POINTSIZE | D3DRS_POINTSIZE_MIN | D3DRS_POINTSIZE_MAX | D3DRS_POINTSPRITEENABLE => {
            VS_CONSTS | VERTEX_INPUT | PIPELINE
        }
        D3DRS_FOGENABLE | D3DRS_FOGTABLEMODE => PIPELINE | PS_KEY | VERTEX_INPUT,
        D3DRS_DEPTHBIAS | D3DRS_ZENABLE => PS_CONSTS | PS_KEY | PIPELINE,
        // Dynamic state of the pass, set at each draw; the rasterizer
        // state is compared with the last key's at each draw.
        D3DRS_STENCILREF | D3DRS_BLENDFACTOR | D3DRS_SCISSORTESTENABLE | D3DRS_CULLMODE | D3DRS_FILLMODE => 0,
        D3DRS_ALPHABLENDENABLE
        | D3DRS_SRCBLEND
        | D3DRS_DESTBLEND
        | D3DRS_BLENDOP
        | D3DRS_SEPARATEALPHABLENDENABLE
        | D3DRS_SRCBLENDALPHA
        | D3DRS_DESTBLENDALPHA
        | D3DRS_BLENDOPALPHA
        | D3DRS_COLORWRITEENABLE
        | D3DRS_COLORWRITEENABLE1
        | D3DRS_COLORWRITEENABLE2
        | D3DRS_COLORWRITEENABLE3 => BLEND,
        D3DRS_ALPHATESTENABLE | D3DRS_ALPHAFUNC | D3DRS_SPECULARENABLE => PIPELINE | PS_KEY,
        D3DRS_SHADEMODE => PIPELINE | PS_KEY | VERTEX_INPUT,
        D3DRS_LIGHTING
        | D3DRS_COLORVERTEX
        | D3DRS_DIFFUSEMATERIALSOURCE
        | D3DRS_SPECULARMATERIALSOURCE
        | D3DRS_AMBIENTMATERIALSOURCE
        | D3DRS_EMISSIVEMATERIALSOURCE
        | D3DRS_NORMALIZENORMALS
        | D3DRS_LOCALVIEWER
        | D3DRS_FOGVERTEXMODE
        | D3DRS_RANGEFOGENABLE
        | D3DRS_VERTEXBLEND
        | D3DRS_INDEXEDVERTEXBLENDENABLE
        | D3DRS_POINTSCALEENABLE
        | D3DRS_CLIPPLANEENABLE => PIPELINE | VERTEX_INPUT,
        _ => PIPELINE,
    }
}

/// What a change of texture stage state `ty` invalidates ([`dirty`] bits).
pub fn texture_stage_invalidates(ty: u32) -> u32 {
    use dirty::*;
    match ty {
        D3DTSS_CONSTANT
        | D3DTSS_BUMPENVMAT00
        | D3DTSS_BUMPENVMAT01
        | D3DTSS_BUMPENVMAT10
        | D3DTSS_BUMPENVMAT11
        | D3DTSS_BUMPENVLSCALE
        | D3DTSS_BUMPENVLOFFSET => PS_CONSTS,
        D3DTSS_TEXCOORDINDEX => PIPELINE | VERTEX_INPUT,
        D3DTSS_TEXTURETRANSFORMFLAGS => PIPELINE | VERTEX_INPUT | PS_KEY,
        _ => PIPELINE | PS_KEY,
    }
}

/// A vertex stream as a draw reads it: `size` bytes from the bound offset
/// `offset`, vertices `stride` bytes apart, each reading its attributes up to
/// byte `attr_end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamExtent {
    pub stride: u64,
    pub offset: u64,
    pub size: u64,
    pub attr_end: u64,
}

/// How many whole vertices the stream holds (`u32::MAX` for a stride of 0,
/// every vertex reading the first), or why the GPU cannot read it:
/// a stride above `max_stride`, a stride or offset not a multiple of 4, or
/// less data than one vertex.
pub fn stream_vertices(s: StreamExtent, max_stride: u64) -> Result<u32, SkipReason> {
    if s.stride > max_stride {
        return Err(SkipReason::StrideTooLarge);
    }
    if !s.stride.is_multiple_of(4) || !s.offset.is_multiple_of(4) {
        return Err(SkipReason::UnalignedStream);
    }
    if s.size < s.attr_end {
        return Err(SkipReason::BufferSmallerThanVertex);
    }
    let fit = (s.size - s.attr_end)
        .checked_div(s.stride)
        .map_or(u64::from(u32::MAX), |q| q + 1);
    Ok(fit.min(u64::from(u32::MAX)) as u32)
}

/// Checks a non-indexed draw of `count` vertices from `first` against the
/// `max_vertices` the streams hold. `user_data`: the vertices are the
/// draw's own (DrawPrimitiveUP), which names the failure differently.
pub fn vertex_range(first: u32, count: u32, max_vertices: u32, user_data: bool) -> Result<(), SkipReason> {
    if first.saturating_add(count) <= max_vertices {
        Ok(())
    } else if user_data {
        Err(SkipReason::TooLittleUserData)
    } else {
        Err(SkipReason::PastVertexBuffer)
    }
}

/// Checks an indexed draw of `count` indices from `start` (of
/// `index_size` bytes, 2 or 4) against an index buffer of `buffer_size`
/// bytes.
pub fn index_range(start: u32, count: u32, index_size: u32, buffer_size: u64) -> Result<(), SkipReason> {
    let end = (u64::from(start) + u64::from(count)) * u64::from(index_size.max(2));
    if end <= buffer_size {
        Ok(())
    } else {
        Err(SkipReason::PastIndexBuffer)
    }
}

/// The vertex ranges of indexed points drawn as quads: runs of consecutive
/// vertices (`base` added to each of the first `count` indices), one
/// instanced draw each; indices past `max_vertices` are left out (D3D9
/// leaves them undefined).
pub fn point_runs(
    indices: &[u8],
    index_size: u32,
    count: u32,
    base: i32,
    max_vertices: u32,
) -> Vec<std::ops::Range<u32>> {
    let mut runs: Vec<std::ops::Range<u32>> = Vec::new();
    for i in 0..count {
        let v = crate::primitive::read_index(indices, index_size, i) as i64 + base as i64;
        if !(0..max_vertices as i64).contains(&v) {
            continue;
        }
        let v = v as u32;
        match runs.last_mut() {
            Some(r) if r.end == v => r.end += 1,
            _ => runs.push(v..v + 1),
        }
    }
    runs
}

#[cfg(test)]
mod tests;
