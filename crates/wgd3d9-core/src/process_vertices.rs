//! ProcessVertices on the CPU: reading and writing declaration elements and
//! the fixed-function transform to screen space (D3DDECLUSAGE_POSITIONT).
//! The API side walks the vertices; what is computed here needs no state.

use crate::matrix::{self, Matrix};
use crate::vertex_decl::AttribFormat;
use wgd3d9_types::*;

/// The value of an element of format `f` stored in `b` (D3D9's defaults
/// 0, 0, 0, 1 for the components it lacks; D3DCOLOR as red, green, blue,
/// alpha); `None` when `b` is shorter than the element.
pub fn read(f: AttribFormat, b: &[u8]) -> Option<[f32; 4]> {
    use AttribFormat::*;
    let b = b.get(..f.size() as usize)?;
    let f32_at = |i: usize| f32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]]);
    let u16_at = |i: usize| u16::from_le_bytes([b[2 * i], b[2 * i + 1]]);
    let i16_at = |i: usize| u16_at(i) as i16;
    let snorm = |v: i16| (v as f32 / 32767.0).max(-1.0);
    let n = f.components() as usize;
    let mut v = [0.0, 0.0, 0.0, 1.0];
    match f {
        Float1 | Float2 | Float3 | Float4 => (0..n).for_each(|i| v[i] = f32_at(i)),
        Color => v = [b[2], b[1], b[0], b[3]].map(|c| c as f32 / 255.0),
        UByte4 => v = [b[0], b[1], b[2], b[3]].map(f32::from),
        UByte4N => v = [b[0], b[1], b[2], b[3]].map(|c| c as f32 / 255.0),
        Short2 | Short4 => (0..n).for_each(|i| v[i] = i16_at(i) as f32),
        Short2N | Short4N => (0..n).for_each(|i| v[i] = snorm(i16_at(i))),
        UShort2N | UShort4N => (0..n).for_each(|i| v[i] = u16_at(i) as f32 / 65535.0),
        Half2 | Half4 => (0..n).for_each(|i| v[i] = half::f16::from_bits(u16_at(i)).to_f32()),
        UDec3 | Dec3N => {
            let w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            for (i, c) in v.iter_mut().take(3).enumerate() {
                let bits = (w >> (10 * i)) & 0x3FF;
                *c = if f == UDec3 {
                    bits as f32
                } else {
                    // Sign-extend the 10-bit field.
                    ((((bits << 22) as i32) >> 22) as f32 / 511.0).max(-1.0)
                };
            }
        }
    }
    Some(v)
}

/// Stores `v` as an element of format `f` into `out`; false when `out` is
/// shorter than the element. Integer formats round to nearest and saturate.
pub fn write(f: AttribFormat, v: [f32; 4], out: &mut [u8]) -> bool {
    use AttribFormat::*;
    let Some(out) = out.get_mut(..f.size() as usize) else {
        return false;
    };
    let unorm8 = |x: f32| (x.clamp(0.0, 1.0) * 255.0).round() as u8;
    let n = f.components() as usize;
    match f {
        Float1 | Float2 | Float3 | Float4 => {
            for i in 0..n {
                out[4 * i..4 * i + 4].copy_from_slice(&v[i].to_le_bytes());
            }
        }
        Color => out.copy_from_slice(&[unorm8(v[2]), unorm8(v[1]), unorm8(v[0]), unorm8(v[3])]),
        UByte4N => out.copy_from_slice(&v.map(unorm8)),
        UByte4 => out.copy_from_slice(&v.map(|x| x.round().clamp(0.0, 255.0) as u8)),
        Short2 | Short4 | Short2N | Short4N | UShort2N | UShort4N => {
            for i in 0..n {
                let bits = match f {
                    Short2 | Short4 => v[i].round().clamp(-32768.0, 32767.0) as i16 as u16,
                    Short2N | Short4N => (v[i].clamp(-1.0, 1.0) * 32767.0).round() as i16 as u16,
                    _ => (v[i].clamp(0.0, 1.0) * 65535.0).round() as u16,
                };
                out[2 * i..2 * i + 2].copy_from_slice(&bits.to_le_bytes());
            }
        }
        Half2 | Half4 => {
            for i in 0..n {
                out[2 * i..2 * i + 2].copy_from_slice(&half::f16::from_f32(v[i]).to_bits().to_le_bytes());
            }
        }
        UDec3 | Dec3N => {
            let field = |x: f32| {
                if f == UDec3 {
                    x.round().clamp(0.0, 1023.0) as u32
                } else {
                    ((x.clamp(-1.0, 1.0) * 511.0).round() as i32 as u32) & 0x3FF
                }
            };
            let w = field(v[0]) | field(v[1]) << 10 | field(v[2]) << 20;
            out.copy_from_slice(&w.to_le_bytes());
        }
    }
    true
}

/// Object-space position `p` transformed by `wvp` (world * view *
/// projection) into the screen space of `vp` (see [`clip_to_screen`]).
pub fn to_screen(p: [f32; 3], wvp: &Matrix, vp: &D3DVIEWPORT9) -> [f32; 4] {
    let h = [p[0], p[1], p[2], 1.0];
    clip_to_screen(std::array::from_fn(|i| matrix::dot4(h, matrix::column(wvp, i))), vp)
}

/// Clip-space position `c` (what a vertex shader writes to its position)
/// in the screen space of `vp`: x and y in pixels, z in MinZ..MaxZ and the
/// reciprocal of w, as D3DFVF_XYZRHW holds them.
pub fn clip_to_screen(c: [f32; 4], vp: &D3DVIEWPORT9) -> [f32; 4] {
    let rhw = 1.0 / c[3];
    let (w, ht) = (vp.Width as f32, vp.Height as f32);
    [
        vp.X as f32 + (c[0] * rhw + 1.0) * 0.5 * w,
        vp.Y as f32 + (1.0 - c[1] * rhw) * 0.5 * ht,
        vp.MinZ + c[2] * rhw * (vp.MaxZ - vp.MinZ),
        rhw,
    ]
}

#[cfg(test)]
mod tests;
