//! Pipeline state reduced to small keys.
//!
//! A GPU render pipeline fixes blend, depth/stencil and rasterisation state; these
//! keys hold exactly the D3D9 values that decide that state (as small integers in
//! their D3D9 spelling), derived from the render-state array. The runtime maps each
//! field to its GPU enum in `conv.rs`. Values that the GPU takes dynamically
//! (stencil reference, blend factor, viewport, scissor) are not part of any key.

use crate::format::FormatInfo;
use crate::state_tables::RS_COUNT;
use wgd3d9_types::*;

/// Blend state of one colour target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct BlendKey {
    /// 0 when blending is off (the factor fields are then zero).
    pub enabled: u8,
    pub src: u8,
    pub dst: u8,
    pub op: u8,
    pub src_alpha: u8,
    pub dst_alpha: u8,
    pub op_alpha: u8,
    /// D3DCOLORWRITEENABLE bits (the same bit order as the GPU's write mask).
    pub write_mask: u8,
}

/// Replaces destination-alpha factors when the target has no alpha channel (X
/// formats read alpha as 1, so SRCALPHASAT = min(As, 1 - 1) = 0).
fn no_dest_alpha(f: u32) -> u32 {
    match f {
        D3DBLEND_DESTALPHA => D3DBLEND_ONE,
        D3DBLEND_INVDESTALPHA | D3DBLEND_SRCALPHASAT => D3DBLEND_ZERO,
        f => f,
    }
}

/// Expands D3DBLEND_BOTHSRCALPHA / BOTHINVSRCALPHA into the (src, dst) pair they
/// stand for; other factors pass through.
fn both_factors(src: u32, dst: u32) -> (u32, u32) {
    match src {
        D3DBLEND_BOTHSRCALPHA => (D3DBLEND_SRCALPHA, D3DBLEND_INVSRCALPHA),
        D3DBLEND_BOTHINVSRCALPHA => (D3DBLEND_INVSRCALPHA, D3DBLEND_SRCALPHA),
        _ => (src, dst),
    }
}

impl BlendKey {
    /// Blend state for render target `index` (0..3); `target_has_alpha` is false
    /// for X formats, whose alpha reads 1 and is never written.
    pub fn from_states(rs: &[u32; RS_COUNT], index: usize, target_has_alpha: bool) -> BlendKey {
        let mask_state = match index {
            0 => D3DRS_COLORWRITEENABLE,
            1 => D3DRS_COLORWRITEENABLE1,
            2 => D3DRS_COLORWRITEENABLE2,
            _ => D3DRS_COLORWRITEENABLE3,
        };
        let mut write_mask = (rs[mask_state as usize] & 0xF) as u8;
        if !target_has_alpha {
            write_mask &= !(D3DCOLORWRITEENABLE_ALPHA as u8);
        }
        if rs[D3DRS_ALPHABLENDENABLE as usize] == 0 {
            return BlendKey {
                write_mask,
                ..Default::default()
            };
        }
        let fix = |f: u32| {
            if target_has_alpha {
                f
            } else {
                no_dest_alpha(f)
            }
        };
        let (src, dst) = both_factors(rs[D3DRS_SRCBLEND as usize], rs[D3DRS_DESTBLEND as usize]);
        let op = rs[D3DRS_BLENDOP as usize];
        let (src_a, dst_a, op_a) = if rs[D3DRS_SEPARATEALPHABLENDENABLE as usize] != 0 {
            let (s, d) = both_factors(rs[D3DRS_SRCBLENDALPHA as usize], rs[D3DRS_DESTBLENDALPHA as usize]);
            (s, d, rs[D3DRS_BLENDOPALPHA as usize])
        } else {
            (src, dst, op)
        };
        BlendKey {
            enabled: 1,
            src: fix(src) as u8,
            dst: fix(dst) as u8,
            op: op as u8,
            src_alpha: fix(src_a) as u8,
            dst_alpha: fix(dst_a) as u8,
            op_alpha: op_a as u8,
            write_mask,
        }
    }

    /// The key without blending when blending would not change what is
    /// written, so that such draws share a pipeline with unblended ones:
    /// nothing is written (no channel enabled), or, on a target of a
    /// normalised format (`normalized`), every written channel blends with
    /// ONE and ZERO by ADD or SUBTRACT, which yields the source value (the
    /// GPU clamps it into the format's range whether it blends or not).
    /// Float targets keep such blending: ZERO times an infinite or NaN
    /// destination is NaN there.
    pub fn without_identity_blend(self, normalized: bool) -> BlendKey {
        let passes_source = |src: u8, dst: u8, op: u8| {
            (src, dst) == (D3DBLEND_ONE as u8, D3DBLEND_ZERO as u8)
                && (op == D3DBLENDOP_ADD as u8 || op == D3DBLENDOP_SUBTRACT as u8)
        };
        let colour = self.write_mask & 0x7 == 0 || passes_source(self.src, self.dst, self.op);
        let alpha = self.write_mask & 0x8 == 0 || passes_source(self.src_alpha, self.dst_alpha, self.op_alpha);
        if self.enabled != 0 && (self.write_mask == 0 || (normalized && colour && alpha)) {
            BlendKey {
                write_mask: self.write_mask,
                ..Default::default()
            }
        } else {
            self
        }
    }
}

/// Stencil operations of one face.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct StencilFaceKey {
    pub func: u8,
    pub fail: u8,
    pub depth_fail: u8,
    pub pass: u8,
}

/// Depth and stencil state, including slope-scaled depth bias. The constant
/// D3DRS_DEPTHBIAS is applied in the vertex shader (an exact depth offset for
/// every depth format), so it is not part of the key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct DepthStencilKey {
    /// D3DCMPFUNC of the depth test; D3DCMP_ALWAYS when the test is off.
    pub depth_func: u8,
    pub depth_write: u8,
    pub stencil_enabled: u8,
    /// Stencil ops of clockwise (front) faces.
    pub front: StencilFaceKey,
    /// Stencil ops of counter-clockwise faces (equal to `front` unless two-sided).
    pub back: StencilFaceKey,
    pub read_mask: u8,
    pub write_mask: u8,
    /// D3DRS_SLOPESCALEDEPTHBIAS as f32 bits.
    pub bias_slope_bits: u32,
}

impl DepthStencilKey {
    /// Depth/stencil state for a depth/stencil target of format `ds`.
    pub fn from_states(rs: &[u32; RS_COUNT], ds: &FormatInfo) -> DepthStencilKey {
        let z_on = rs[D3DRS_ZENABLE as usize] != D3DZB_FALSE;
        let (depth_func, depth_write) = if z_on {
            (
                rs[D3DRS_ZFUNC as usize] as u8,
                (rs[D3DRS_ZWRITEENABLE as usize] != 0) as u8,
            )
        } else {
            (D3DCMP_ALWAYS as u8, 0)
        };
        let mut key = DepthStencilKey {
            depth_func,
            depth_write,
            ..Default::default()
        };
        if ds.stencil_bits > 0 && rs[D3DRS_STENCILENABLE as usize] != 0 {
            let face = |func: u32, fail: u32, zfail: u32, pass: u32| StencilFaceKey {
                func: rs[func as usize] as u8,
                fail: rs[fail as usize] as u8,
                depth_fail: rs[zfail as usize] as u8,
                pass: rs[pass as usize] as u8,
            };
            key.stencil_enabled = 1;
            key.front = face(
                D3DRS_STENCILFUNC,
                D3DRS_STENCILFAIL,
                D3DRS_STENCILZFAIL,
                D3DRS_STENCILPASS,
            );
            key.back = if rs[D3DRS_TWOSIDEDSTENCILMODE as usize] != 0 {
                face(
                    D3DRS_CCW_STENCILFUNC,
                    D3DRS_CCW_STENCILFAIL,
                    D3DRS_CCW_STENCILZFAIL,
                    D3DRS_CCW_STENCILPASS,
                )
            } else {
                key.front
            };
            key.read_mask = rs[D3DRS_STENCILMASK as usize] as u8;
            key.write_mask = rs[D3DRS_STENCILWRITEMASK as usize] as u8;
        }
        if z_on {
            let slope = f32::from_bits(rs[D3DRS_SLOPESCALEDEPTHBIAS as usize]);
            key.bias_slope_bits = if slope.is_finite() { slope.to_bits() } else { 0 };
        }
        key
    }

    /// Key for a draw without a depth/stencil target.
    pub fn none() -> DepthStencilKey {
        DepthStencilKey {
            depth_func: D3DCMP_ALWAYS as u8,
            ..Default::default()
        }
    }
}

/// The constant depth offset D3D9 adds to every depth value (D3DRS_DEPTHBIAS)
/// while depth testing is on, in [0, 1] depth units; 0 when it is off or not a
/// finite number.
pub fn depth_bias(rs: &[u32; RS_COUNT]) -> f32 {
    let bias = f32::from_bits(rs[D3DRS_DEPTHBIAS as usize]);
    if rs[D3DRS_ZENABLE as usize] == D3DZB_FALSE || !bias.is_finite() {
        0.0
    } else {
        bias
    }
}

/// Rasterisation state of a draw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct RasterKey {
    /// D3DCULL.
    pub cull: u8,
    /// D3DFILLMODE of triangles; D3DFILL_SOLID for points and lines.
    pub fill: u8,
    /// D3DPRIMITIVETYPE after conversion (fans are drawn as lists).
    pub topology: u8,
    /// 0 for non-indexed draws, 2 or 4 for the index size (strips need it).
    pub index_size: u8,
    /// 1 when a point list is drawn as one quad per point (a four-vertex
    /// triangle strip per instance, every vertex attribute stepping per
    /// instance; see [`point_mode`]).
    pub point_quads: u8,
    /// 1 when depth is clamped per fragment instead of clipped (pre-transformed
    /// vertices, which D3D9 does not clip).
    pub unclipped_depth: u8,
}

/// How a draw's points are drawn: [`point_mode::PIXEL`] as one-pixel GPU
/// points, else as quads of the point's size ([`point_mode::QUADS`]),
/// with sprite texture coordinates ([`point_mode::SPRITES`]).
pub mod point_mode {
    pub const PIXEL: u8 = 0;
    pub const QUADS: u8 = 1;
    pub const SPRITES: u8 = 2;
}

/// The [`point_mode`] of a point-list draw: sprites with
/// D3DRS_POINTSPRITEENABLE, quads when the size can be other than one pixel
/// (`sized`: the vertices or the vertex shader supply a size, or sizes
/// scale with distance), else one-pixel points.
pub fn point_mode(rs: &[u32; RS_COUNT], sized: bool) -> u8 {
    if rs[D3DRS_POINTSPRITEENABLE as usize] != 0 {
        return point_mode::SPRITES;
    }
    let f = |s: u32| f32::from_bits(rs[s as usize]);
    let max = f(D3DRS_POINTSIZE_MAX).min(crate::state_tables::MAX_POINT_SIZE);
    let size = f(D3DRS_POINTSIZE).max(f(D3DRS_POINTSIZE_MIN)).min(max);
    if sized || rs[D3DRS_POINTSCALEENABLE as usize] != 0 || size != 1.0 {
        point_mode::QUADS
    } else {
        point_mode::PIXEL
    }
}

impl RasterKey {
    pub fn from_states(rs: &[u32; RS_COUNT], topology: u32, index_size: u32) -> RasterKey {
        let is_tri = matches!(topology, D3DPT_TRIANGLELIST | D3DPT_TRIANGLESTRIP | D3DPT_TRIANGLEFAN);
        RasterKey {
            cull: if is_tri {
                rs[D3DRS_CULLMODE as usize] as u8
            } else {
                D3DCULL_NONE as u8
            },
            // The fill mode applies to triangles: points (point sprites
            // drawn as quads included) and lines are drawn as they are.
            fill: if is_tri {
                rs[D3DRS_FILLMODE as usize] as u8
            } else {
                D3DFILL_SOLID as u8
            },
            topology: topology as u8,
            index_size: if topology == D3DPT_LINESTRIP || topology == D3DPT_TRIANGLESTRIP {
                index_size as u8
            } else {
                0
            },
            point_quads: 0,
            unclipped_depth: 0,
        }
    }
}

#[cfg(test)]
mod tests;
