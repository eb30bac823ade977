//! A draw's constant blocks: each stage's registers as its translation
//! reads them (`shaders::constant_block`), pushed into the frame's uniform
//! chunks when they change.
//!
//! A block is made whole when what decides it changes: the shader or its
//! variant, the viewport, or a state behind the runtime's registers (alpha
//! reference, fog, depth bias, LOD bias, point size, clip planes). In
//! between, SetVertexShaderConstantF and SetPixelShaderConstantF change the
//! application's registers alone: the registers they name are written over
//! the last block ([`patch_block`]), rather than the block and every runtime
//! register being worked out again for the draw.

use super::draw::viewport_correction;
use super::ff_constants::color4;
use super::shaders::Shader;
use super::{dirty, Encoder};
use std::sync::Arc;
use wgd3d9_shader::dxso::lower::{
    ps_alpha_ref_constant, ps_depth_bias_constant, ps_fog_constants, ps_lod_bias_constant, PS1_BUMP_LUMINANCE,
    PS1_BUMP_MATRIX, VS_CLIP_PLANE_CONSTANT, VS_FIXUP_CONSTANT, VS_POINT_CONSTANT, VS_POINT_PIXEL_CONSTANT,
};
use wgd3d9_types::*;

/// What a shader's constant block holds of the application's float
/// registers: it was made for the program of `shader` (its software vertex
/// processing variant when `software`); its first `mirrored` registers are
/// the application's, and it holds none of the application's registers from
/// `len` on (see `shaders::constant_block`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mirror {
    pub shader: u128,
    pub software: bool,
    pub mirrored: usize,
    pub len: usize,
}

/// The float registers the application set since a stage's block was last
/// made: `lo..hi` (empty when `lo >= hi`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Touched {
    pub lo: u32,
    pub hi: u32,
}

impl Default for Touched {
    fn default() -> Self {
        Touched { lo: u32::MAX, hi: 0 }
    }
}

impl Touched {
    /// Adds register `r`.
    pub fn add(&mut self, r: u32) {
        self.lo = self.lo.min(r);
        self.hi = self.hi.max(r + 1);
    }
}

/// Writes registers `touched` of `floats` over `block`, which `m`
/// describes (registers past the block are not in it); returns whether it
/// wrote any. None, writing nothing, when a touched register the block
/// holds is not the application's (a runtime register sits there: the
/// block must be made again).
pub(crate) fn patch_block(block: &mut [u8], m: &Mirror, floats: &[[f32; 4]], touched: Touched) -> Option<bool> {
    let lo = touched.lo as usize;
    let hi = (touched.hi as usize).min(m.len);
    if lo >= hi {
        return Some(false);
    }
    if hi > m.mirrored || hi > floats.len() || block.len() < 16 * hi {
        return None;
    }
    block[16 * lo..16 * hi].copy_from_slice(bytemuck::cast_slice(&floats[lo..hi]));
    Some(true)
}

impl Encoder {
    /// Both stages' constant blocks, pushed into the uniform chunk when
    /// they changed (or the frame's chunks are new).
    pub(super) fn resolve_constants(&mut self, vs: Option<&Arc<Shader>>, ps: Option<&Arc<Shader>>) {
        let d = self.st.dirty;
        let prev = self.resolved.constants;
        let any = dirty::VS_CONSTS
            | dirty::PS_CONSTS
            | dirty::VIEWPORT
            | dirty::VS_REGS
            | dirty::PS_REGS
            | dirty::VS_WORLD
            | dirty::PS_STATE_REGS;
        if d & any == 0 && prev.is_some() {
            return;
        }
        // A pixel shader's block holds the render states of
        // `PS_STATE_REGS` among the runtime's registers: made again.
        let ps_state = if ps.is_some() { dirty::PS_STATE_REGS } else { 0 };
        let whole = [
            d & (dirty::VS_CONSTS | dirty::VIEWPORT) != 0 || prev.is_none(),
            d & (dirty::PS_CONSTS | dirty::VIEWPORT | ps_state) != 0 || prev.is_none(),
        ];
        // The blocks of the last draw are kept, and an unchanged one is
        // not pushed again.
        let mut blocks = [
            std::mem::take(&mut self.resolved.vs_block),
            std::mem::take(&mut self.resolved.ps_block),
        ];
        let mut extra = std::mem::take(&mut self.resolved.extra_constants);
        let touched = [
            std::mem::take(&mut self.st.consts.vs_touched),
            std::mem::take(&mut self.st.consts.ps_touched),
        ];
        // The registers the application set alone go over a kept block
        // (None: there is none to write over, or it must be made again).
        let patched = [(vs, 0), (ps, 1)].map(|(s, i)| match s {
            Some(s) if !whole[i] => self.patched(i, s, &mut blocks[i], touched[i]),
            _ => None,
        });
        let vs_new = match (vs, patched[0], &self.resolved.ff_vkey) {
            (Some(_), Some(written), _) => written,
            (Some(s), None, _) => {
                self.resolved.mirrors[0] = Some(self.shader_vs_constants(s, &mut blocks[0], &mut extra));
                true
            }
            // The fixed-function block reads none of the application's
            // registers: kept unless its state changed.
            (None, _, _) if !whole[0] && d & dirty::VS_WORLD == 0 => false,
            // Made whole, or, after a new world matrix alone, the registers
            // that follow it written over it. The block is pushed from
            // `ff_constants` as it is, not copied into `blocks[0]` first.
            (None, _, Some(key)) => {
                let world_only = !whole[0] && self.world_only_rewrites(key);
                let mut c = std::mem::take(&mut self.resolved.ff_constants);
                if world_only {
                    self.ff_vs_world_constants(key, &mut c);
                } else {
                    self.ff_vs_constants(key, &mut c);
                }
                self.resolved.ff_constants = c;
                self.resolved.mirrors[0] = None;
                true
            }
            (None, _, None) => unreachable!("a fixed-function draw has its vertex key"),
        };
        let ps_new = match (ps, patched[1]) {
            (Some(_), Some(written)) => written,
            (Some(s), None) => {
                self.resolved.mirrors[1] = Some(self.shader_ps_constants(s, &mut blocks[1], &mut extra));
                true
            }
            (None, _) if !whole[1] && d & dirty::PS_STATE_REGS == 0 => false,
            // Render states alone: their registers written over the kept
            // fixed-function block.
            (None, _) if !whole[1] && self.ff_ps_block_kept(&blocks[1]) => {
                self.ff_ps_state_registers(&mut blocks[1]);
                true
            }
            (None, _) => {
                blocks[1].clear();
                blocks[1].extend_from_slice(bytemuck::cast_slice(&self.ff_ps_constants()));
                self.resolved.mirrors[1] = None;
                true
            }
        };
        // An unchanged block is read where it is (its chunk's data lives
        // until the frame ends), unless it moved between rings.
        let software = self.resolved.software_vp;
        let keep = |changed: bool, i: usize| match prev {
            Some(p) if !changed && (i == 1 || p.software == software) => Some((p.chunks[i], p.offsets[i], p.index[i])),
            _ => None,
        };
        let vs_bytes: &[u8] = match vs {
            Some(_) => &blocks[0],
            None => bytemuck::cast_slice(&self.resolved.ff_constants),
        };
        let up = super::uploader(&mut self.upload_runs, &mut self.staging, &mut self.frame);
        let placed = self.resolved.constants.get_or_insert_default();
        self.uniforms.push(
            &self.sh.device,
            up,
            [(vs_bytes, keep(vs_new, 0)), (&blocks[1][..], keep(ps_new, 1))],
            (software, false),
            placed,
        );
        let [vs_block, ps_block] = blocks;
        (self.resolved.vs_block, self.resolved.ps_block) = (vs_block, ps_block);
        self.resolved.extra_constants = extra;
        self.st.dirty &= !any;
    }

    /// Whether the kept fixed-function vertex block is `key`'s, made whole
    /// for the state as it is but the world matrix, so that a new world
    /// matrix may be written over it ([`Encoder::ff_vs_world_constants`]);
    /// keys with blend matrices are made whole instead.
    fn world_only_rewrites(&self, key: &wgd3d9_core::ff_key::FfVertexKey) -> bool {
        key.blend_matrices == 0
            && self.resolved.mirrors[0].is_none()
            && self.resolved.ff_constants.len() == wgd3d9_shader::ff::vs_const::count(key) as usize
    }

    /// Whether `block`, the pixel block of the last draw, is the
    /// fixed-function one, so that registers of its state may be written
    /// over it ([`Encoder::ff_ps_state_registers`]).
    fn ff_ps_block_kept(&self, block: &[u8]) -> bool {
        self.resolved.mirrors[1].is_none() && block.len() == 16 * wgd3d9_shader::ff::ps_const::COUNT as usize
    }

    /// Writes the float registers the application set (`touched`) over
    /// stage `stage`'s block, made for shader `s` as it is drawn now;
    /// returns whether it wrote any, or None, writing nothing, when the block
    /// must be made again instead.
    fn patched(&self, stage: usize, s: &Shader, block: &mut [u8], touched: Touched) -> Option<bool> {
        let software = stage == 0 && self.resolved.software_vp;
        let floats = if stage == 0 {
            &self.st.consts.vs_f[..]
        } else {
            &self.st.consts.ps_f[..]
        };
        match &self.resolved.mirrors[stage] {
            Some(m) if m.shader == s.hash && m.software == software => patch_block(block, m, floats, touched),
            _ => None,
        }
    }

    /// A vertex shader's constants into `out`: the application's registers,
    /// then the position fix-up (the half-pixel offset of the
    /// fixed-function path and the mapping of the D3D9 viewport onto the one
    /// the GPU draws); `extra` is scratch space for the runtime's registers
    /// (kept to spare an allocation a draw). Returns what `out` mirrors.
    fn shader_vs_constants(&self, s: &Shader, out: &mut Vec<u8>, extra: &mut Vec<(u32, [f32; 4])>) -> Mirror {
        let vp = self.effective_viewport();
        let (w, h) = (vp[2].max(1) as f32, vp[3].max(1) as f32);
        let [sx, ox, sy, oy] = viewport_correction(&self.st.viewport, &vp);
        // Points drawn as quads grow in the shader's clip space, before
        // the fix-up maps the D3D9 viewport onto the drawn one.
        let v = &self.st.viewport;
        let pixel = [1.0 / v.width.max(1) as f32, 1.0 / v.height.max(1) as f32, 0.0, 0.0];
        // `software_vp` is resolved only for shaders with the program.
        let variant = s
            .constants_variant(self.resolved.software_vp)
            .unwrap_or((&s.t.program, s.packed));
        // The runtime's registers follow the program's position fix-up
        // (after 256 registers, or 8,192 under software vertex processing).
        let base = variant.0.position_fixup.unwrap_or(VS_FIXUP_CONSTANT);
        let at = |k: u32| base + k - VS_FIXUP_CONSTANT;
        let fixup = [
            (at(VS_FIXUP_CONSTANT), [ox + 1.0 / w, oy - 1.0 / h, 0.0, 0.0]),
            (at(VS_FIXUP_CONSTANT + 1), [sx, sy, 1.0, 0.0]),
            (at(VS_POINT_CONSTANT), self.point_size_constant()),
            (at(VS_POINT_PIXEL_CONSTANT), pixel),
        ];
        let planes = self
            .st
            .clip_planes
            .iter()
            .enumerate()
            .map(|(i, &p)| (at(VS_CLIP_PLANE_CONSTANT) + i as u32, p));
        extra.clear();
        extra.extend(fixup.into_iter().chain(planes));
        let c = &self.st.consts;
        let (mirrored, len) = super::shaders::constant_block(variant, &c.vs_f[..], extra, &c.vs_i, c.vs_b, out);
        Mirror {
            shader: s.hash,
            software: self.resolved.software_vp,
            mirrored,
            len,
        }
    }

    /// A pixel shader's constants, the alpha test reference after them; ps_1_x
    /// also gets each stage's bump-mapping matrix and luminance scale and
    /// offset. Returns what `out` mirrors.
    fn shader_ps_constants(&self, s: &Shader, out: &mut Vec<u8>, extra: &mut Vec<(u32, [f32; 4])>) -> Mirror {
        let t = &s.t;
        let alpha_ref = (self.st.rs[D3DRS_ALPHAREF as usize] & 0xFF) as f32;
        let (fog_color, fog_params) = ps_fog_constants(t.version);
        extra.clear();
        extra.extend([
            (ps_alpha_ref_constant(t.version), [alpha_ref, 0.0, 0.0, 0.0]),
            (ps_depth_bias_constant(t.version), self.depth_bias_constant()),
            (fog_color, color4(self.st.rs[D3DRS_FOGCOLOR as usize])),
            (
                fog_params,
                super::ff_constants::fog_params(&self.st.rs[..], super::ff_constants::FogAt::Pixel),
            ),
        ]);
        let first_bias = ps_lod_bias_constant(t.version);
        let biases = self.lod_biases();
        extra.extend((0..4).map(|r| (first_bias + r, biases[r as usize])));
        if t.version.major == 1 {
            for s in 0..8 {
                let t = &self.st.tss[s];
                let f = |i: u32| f32::from_bits(t[i as usize]);
                extra.push((
                    PS1_BUMP_MATRIX + s as u32,
                    [
                        f(D3DTSS_BUMPENVMAT00),
                        f(D3DTSS_BUMPENVMAT01),
                        f(D3DTSS_BUMPENVMAT10),
                        f(D3DTSS_BUMPENVMAT11),
                    ],
                ));
                extra.push((
                    PS1_BUMP_LUMINANCE + s as u32,
                    [f(D3DTSS_BUMPENVLSCALE), f(D3DTSS_BUMPENVLOFFSET), 0.0, 0.0],
                ));
            }
        }
        let c = &self.st.consts;
        let (mirrored, len) =
            super::shaders::constant_block((&s.t.program, s.packed), &c.ps_f[..], extra, &c.ps_i, c.ps_b, out);
        Mirror {
            shader: s.hash,
            software: false,
            mirrored,
            len,
        }
    }
}

#[cfg(test)]
mod tests;
