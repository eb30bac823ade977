//! The constant registers of the fixed-function shaders (laid out in
//! `wgd3d9_shader::ff::vs_const` and `ps_const`), filled from the mirrored
//! device state: matrices in camera space, lights transformed by the view,
//! fog, point and bump-mapping parameters.

use super::Encoder;
use wgd3d9_core::ff_key::FfVertexKey;
use wgd3d9_core::matrix::{self, Matrix};
use wgd3d9_core::state_tables::MAX_TEXTURE_STAGES;
use wgd3d9_shader::ff::constants::{put_columns, write_state_constants, write_world_constants, FfVertexState};
use wgd3d9_shader::ff::{ps_const, vs_const};
use wgd3d9_types::*;

pub(super) use wgd3d9_shader::ff::constants::{color4, fog_params, FogAt};

/// True when a projection matrix leaves w equal to the eye-space depth
/// (its last column is not (0, 0, 0, 1)): table fog then reads w, as D3D9
/// does for perspective projections, else the depth.
pub(super) fn is_w_fog_projection(p: &Matrix) -> bool {
    matrix::column(p, 3) != [0.0, 0.0, 0.0, 1.0]
}

impl Encoder {
    fn transform(&self, t: u32) -> &Matrix {
        &self.st.transforms[t as usize]
    }

    /// The vertex constants of the fixed-function program for `key`, into
    /// `c` (its contents replaced).
    pub(super) fn ff_vs_constants(&self, key: &FfVertexKey, c: &mut Vec<[f32; 4]>) {
        c.clear();
        c.resize(vs_const::count(key) as usize, [0.0f32; 4]);
        let transform = |t: u32| *self.transform(t);
        let state = FfVertexState::new(
            &transform,
            &self.st.rs[..],
            &self.st.material,
            &self.st.lights,
            &self.st.clip_planes,
        );
        let vp = self.effective_viewport();
        let projection = self.drawn_projection(&vp);
        put_columns(c, vs_const::WVP, &matrix::mul(&state.world_view, &projection));
        put_columns(c, vs_const::PROJECTION, &projection);
        let (x, y, w, h) = (vp[0] as f32, vp[1] as f32, vp[2].max(1) as f32, vp[3].max(1) as f32);
        // Pre-transformed z is the depth itself: it is mapped through the
        // depth range the GPU viewport gets (MaxZ above 1, which Windows XP
        // accepts, draws with 1), so that z lands unchanged.
        let (min_z, max_z) = (f32::from_bits(vp[4]), f32::from_bits(vp[5]));
        let (sz, oz) = if self.st.viewport.max_z > self.st.viewport.min_z {
            (1.0 / (max_z - min_z), -min_z / (max_z - min_z))
        } else {
            (0.0, 0.0)
        };
        c[vs_const::RHW_SCALE as usize] = [2.0 / w, -2.0 / h, sz, 0.0];
        c[vs_const::RHW_OFFSET as usize] = [(0.5 - x) * 2.0 / w - 1.0, 1.0 - (0.5 - y) * 2.0 / h, oz, 0.0];
        c[vs_const::FIXUP as usize] = [1.0 / w, -1.0 / h, 0.0, 0.0];
        c[vs_const::FIXUP_SCALE as usize] = [1.0, 1.0, 1.0, 0.0];
        c[vs_const::POINT as usize] = self.point_size_constant();
        c[vs_const::POINT as usize][3] = self.st.viewport.height as f32;
        c[vs_const::POINT_PIXEL as usize] = [1.0 / w, 1.0 / h, 0.0, 0.0];
        write_state_constants(c, key, &state);
    }

    /// Writes over `c`, the vertex constants of the fixed-function program
    /// for `key` as [`Encoder::ff_vs_constants`] made them, the registers
    /// that follow the world matrix, after a change of that matrix alone
    /// (`dirty::VS_WORLD`); `key` has no blend matrices (those follow the
    /// world matrices too, and are made with the rest).
    pub(super) fn ff_vs_world_constants(&self, key: &FfVertexKey, c: &mut [[f32; 4]]) {
        debug_assert_eq!(key.blend_matrices, 0);
        let world_view = matrix::mul(self.transform(D3DTS_WORLD), self.transform(D3DTS_VIEW));
        write_world_constants(c, key, &world_view);
        let projection = self.drawn_projection(&self.effective_viewport());
        put_columns(c, vs_const::WVP, &matrix::mul(&world_view, &projection));
    }

    /// The projection matrix as drawn: the GPU viewport `vp` is the D3D9 one
    /// clipped to the target, so clip space is mapped for the D3D9 viewport
    /// to keep its size and place.
    fn drawn_projection(&self, vp: &[u32; 6]) -> Matrix {
        let [sx, ox, sy, oy] = super::draw::viewport_correction(&self.st.viewport, vp);
        let mut m = *self.transform(D3DTS_PROJECTION);
        for r in 0..4 {
            let w = m[4 * r + 3];
            m[4 * r] = sx * m[4 * r] + ox * w;
            m[4 * r + 1] = sy * m[4 * r + 1] + oy * w;
        }
        m
    }

    /// The pixel constants of the fixed-function program.
    pub(super) fn ff_ps_constants(&self) -> [[f32; 4]; ps_const::COUNT as usize] {
        let rs = &self.st.rs;
        let mut c = [[0.0f32; 4]; ps_const::COUNT as usize];
        for (i, v) in self.ff_ps_state_values() {
            c[i as usize] = v;
        }
        c[ps_const::DEPTH_BIAS as usize] = self.depth_bias_constant();
        c[ps_const::FOG as usize] = fog_params(&rs[..], FogAt::Pixel);
        for s in 0..MAX_TEXTURE_STAGES {
            let t = &self.st.tss[s];
            let f = |i: u32| f32::from_bits(t[i as usize]);
            c[(ps_const::STAGE_CONSTANT + s as u32) as usize] = color4(t[D3DTSS_CONSTANT as usize]);
            c[(ps_const::BUMP_MATRIX + s as u32) as usize] = [
                f(D3DTSS_BUMPENVMAT00),
                f(D3DTSS_BUMPENVMAT01),
                f(D3DTSS_BUMPENVMAT10),
                f(D3DTSS_BUMPENVMAT11),
            ];
            c[(ps_const::BUMP_LUMINANCE + s as u32) as usize] =
                [f(D3DTSS_BUMPENVLSCALE), f(D3DTSS_BUMPENVLOFFSET), 0.0, 0.0];
        }
        let biases = self.lod_biases();
        c[ps_const::LOD_BIAS as usize] = biases[0];
        c[ps_const::LOD_BIAS as usize + 1] = biases[1];
        c
    }

    /// The fixed-function pixel registers that hold one render state each
    /// (`dirty::PS_STATE_REGS`): the texture factor, the alpha reference
    /// and the fog colour, with their register indices.
    fn ff_ps_state_values(&self) -> [(u32, [f32; 4]); 3] {
        let rs = &self.st.rs;
        [
            (ps_const::TFACTOR, color4(rs[D3DRS_TEXTUREFACTOR as usize])),
            (
                ps_const::ALPHA_REF,
                [(rs[D3DRS_ALPHAREF as usize] & 0xFF) as f32, 0.0, 0.0, 0.0],
            ),
            (ps_const::FOG_COLOR, color4(rs[D3DRS_FOGCOLOR as usize])),
        ]
    }

    /// Writes the registers of [`Encoder::ff_ps_state_values`] over
    /// `block`, a whole fixed-function pixel block.
    pub(super) fn ff_ps_state_registers(&self, block: &mut [u8]) {
        for (i, v) in self.ff_ps_state_values() {
            let at = 16 * i as usize;
            block[at..at + 16].copy_from_slice(bytemuck::bytes_of(&v));
        }
    }

    /// Samplers 0..15's D3DSAMP_MIPMAPLODBIAS, four to a register (the
    /// constants of `Program::apply_lod_bias`).
    pub(super) fn lod_biases(&self) -> [[f32; 4]; 4] {
        let o = &self.texture_options;
        let mut biases = [[0.0; 4]; 4];
        // A plain loop: nested array closures were not inlined (a call per
        // sampler, at every fixed-function pixel block).
        for (b, samp) in biases.as_flattened_mut().iter_mut().zip(&self.st.samp) {
            let bias = f32::from_bits(samp[D3DSAMP_MIPMAPLODBIAS as usize]) + o.lod_bias;
            *b = if o.clamp_negative_lod_bias { bias.max(0.0) } else { bias };
        }
        biases
    }

    /// (D3DRS_POINTSIZE, POINTSIZE_MIN, POINTSIZE_MAX, 0), the maximum
    /// limited to the device's.
    pub(super) fn point_size_constant(&self) -> [f32; 4] {
        let f = |s: u32| f32::from_bits(self.st.rs[s as usize]);
        [
            f(D3DRS_POINTSIZE),
            f(D3DRS_POINTSIZE_MIN),
            f(D3DRS_POINTSIZE_MAX).min(wgd3d9_core::state_tables::MAX_POINT_SIZE),
            0.0,
        ]
    }

    /// Table fog reads the eye-space w (a perspective projection) rather
    /// than the depth.
    pub(super) fn w_fog(&self) -> bool {
        is_w_fog_projection(self.transform(D3DTS_PROJECTION))
    }
}

#[cfg(test)]
mod tests;
