//! The constant registers of the fixed-function shaders (laid out in
//! `wgd3d9_shader::ff::vs_const` and `ps_const`), filled from the mirrored
//! device state: matrices in camera space, lights transformed by the view,
//! fog, point and bump-mapping parameters.

use super::Encoder;
use wgd3d9_core::ff_key::{vertex_flags, FfVertexKey};
use wgd3d9_core::matrix::{self, Matrix};
use wgd3d9_core::state_tables::MAX_TEXTURE_STAGES;
use wgd3d9_shader::ff::{ps_const, vs_const};
use wgd3d9_types::*;

/// A D3DCOLOR as rgba floats.
pub(super) fn color4(c: u32) -> [f32; 4] {
    let ch = |s: u32| ((c >> s) & 0xFF) as f32 / 255.0;
    [ch(16), ch(8), ch(0), ch(24)]
}

/// Where fog parameters are used: per vertex or per pixel (table fog).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum FogAt {
    Vertex,
    Pixel,
}

/// (start, end, density, 1 / (end - start)) of the fog render states. An
/// empty range fogs everything per vertex and is a step per pixel (no fog
/// before the end, all fog after it), as D3D9 hardware draws them.
pub(super) fn fog_params(rs: &[u32], at: FogAt) -> [f32; 4] {
    let f = |s: u32| f32::from_bits(rs[s as usize]);
    let (start, end) = (f(D3DRS_FOGSTART), f(D3DRS_FOGEND));
    let scale = match at {
        _ if end != start => 1.0 / (end - start),
        FogAt::Vertex => 0.0,
        FogAt::Pixel => f32::MAX,
    };
    [start, end, f(D3DRS_FOGDENSITY), scale]
}

/// True when a projection matrix leaves w equal to the eye-space depth
/// (its last column is not (0, 0, 0, 1)): table fog then reads w, as D3D9
/// does for perspective projections, else the depth.
pub(super) fn is_w_fog_projection(p: &Matrix) -> bool {
    matrix::column(p, 3) != [0.0, 0.0, 0.0, 1.0]
}

/// Writes the four columns of `m` from register `at`.
fn put_columns(c: &mut [[f32; 4]], at: u32, m: &Matrix) {
    for i in 0..4 {
        c[at as usize + i] = matrix::column(m, i);
    }
}

impl Encoder {
    fn transform(&self, t: u32) -> &Matrix {
        &self.st.transforms[t as usize]
    }

    /// The vertex constants of the fixed-function program for `key`.
    pub(super) fn ff_vs_constants(&self, key: &FfVertexKey) -> Vec<[f32; 4]> {
        let mut c = vec![[0.0f32; 4]; vs_const::count(key) as usize];
        let view = *self.transform(D3DTS_VIEW);
        let world_view = matrix::mul(self.transform(D3DTS_WORLD), &view);
        let vp = self.effective_viewport();
        // The GPU viewport is the D3D9 one clipped to the target; map clip
        // space so that the D3D9 viewport keeps its size and place.
        let [sx, ox, sy, oy] = super::draw::viewport_correction(&self.st.viewport, &vp);
        let correct = |m: &Matrix| {
            let mut m = *m;
            for r in 0..4 {
                let w = m[4 * r + 3];
                m[4 * r] = sx * m[4 * r] + ox * w;
                m[4 * r + 1] = sy * m[4 * r + 1] + oy * w;
            }
            m
        };
        let projection = correct(self.transform(D3DTS_PROJECTION));
        put_columns(&mut c, vs_const::WVP, &matrix::mul(&world_view, &projection));
        put_columns(&mut c, vs_const::WORLD_VIEW, &world_view);
        put_columns(&mut c, vs_const::PROJECTION, &projection);
        // Normals: the upper 3x3 of world-view's inverse transpose (rows of
        // the 4x4 inverse; for a singular matrix the 3x3's own inverse, else
        // none). Only computed for keys that read normals.
        if key.uses_normals() {
            let normal = matrix::inverse(&world_view)
                .or_else(|| matrix::inverse3(&world_view))
                .unwrap_or(matrix::IDENTITY);
            for i in 0..3 {
                c[(vs_const::NORMAL_MATRIX + i) as usize] = matrix::row(&normal, i as usize);
            }
        }
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
        let rs = &self.st.rs;
        c[vs_const::AMBIENT as usize] = color4(rs[D3DRS_AMBIENT as usize]);
        let m = &self.st.material;
        for (i, reg) in [
            vs_const::MAT_DIFFUSE,
            vs_const::MAT_AMBIENT,
            vs_const::MAT_SPECULAR,
            vs_const::MAT_EMISSIVE,
        ]
        .into_iter()
        .enumerate()
        {
            c[reg as usize] = [m[4 * i], m[4 * i + 1], m[4 * i + 2], m[4 * i + 3]];
        }
        c[vs_const::MAT_POWER as usize] = [m[16], 0.0, 0.0, 0.0];
        c[vs_const::FOG as usize] = fog_params(&rs[..], FogAt::Vertex);
        let f = |s: u32| f32::from_bits(rs[s as usize]);
        c[vs_const::POINT as usize] = self.point_size_constant();
        c[vs_const::POINT as usize][3] = self.st.viewport.height as f32;
        c[vs_const::POINT_PIXEL as usize] = [1.0 / w, 1.0 / h, 0.0, 0.0];
        c[vs_const::POINT_SCALE as usize] = [f(D3DRS_POINTSCALE_C), f(D3DRS_POINTSCALE_B), 0.0, f(D3DRS_POINTSCALE_A)];
        let used = c.len() as u32;
        for s in 0..MAX_TEXTURE_STAGES {
            let at = vs_const::TEXTURE_MATRIX + 4 * s as u32;
            if key.stage_transform[s] != 0 && at + 4 <= used {
                put_columns(&mut c, at, self.transform(D3DTS_TEXTURE0 + s as u32));
            }
        }
        if key.clip_planes != 0 && vs_const::CLIP_PLANES + 6 <= used {
            // A world-space plane q dotted with a camera-space point x_cam
            // is q . (x_cam * view^-1) = x_cam . (view^-1 q).
            let inv_view = matrix::inverse(&view).unwrap_or(matrix::IDENTITY);
            for (i, plane) in self.st.clip_planes.iter().enumerate() {
                c[vs_const::CLIP_PLANES as usize + i] =
                    std::array::from_fn(|k| matrix::dot4(matrix::row(&inv_view, k), *plane));
            }
        }
        for (i, (kind, l)) in self.st.lights.iter().enumerate().take(key.light_count()) {
            let at = vs_const::light(i) as usize;
            let pos = matrix::transform_point(l.position, &view);
            let dir = matrix::normalize(matrix::transform_vector(l.direction, &view));
            use vs_const::light as r;
            c[at + r::DIFFUSE as usize] = l.diffuse;
            c[at + r::SPECULAR as usize] = l.specular;
            c[at + r::AMBIENT as usize] = l.ambient;
            c[at + r::POSITION as usize] = [pos[0], pos[1], pos[2], 1.0];
            // Directional lights store the direction towards the light.
            let towards = if *kind == D3DLIGHT_DIRECTIONAL {
                dir.map(|x| -x)
            } else {
                dir
            };
            c[at + r::DIRECTION as usize] = [towards[0], towards[1], towards[2], 0.0];
            c[at + r::ATTENUATION as usize] = [l.attenuation[0], l.attenuation[1], l.attenuation[2], l.range];
            let (cos_theta, cos_phi) = ((l.theta / 2.0).cos(), (l.phi / 2.0).cos());
            let inner = cos_theta - cos_phi;
            let scale = if inner > 0.0 { 1.0 / inner } else { f32::MAX };
            c[at + r::SPOT as usize] = [l.falloff, cos_phi, scale, 0.0];
        }
        if key.blend_matrices != 0 {
            let matrices = if key.has(vertex_flags::INDEXED_BLEND) {
                256
            } else {
                key.blend_matrices as u32
            };
            for m in 0..matrices {
                let wv = matrix::mul(self.transform(D3DTS_WORLD + m), &view);
                put_columns(&mut c, vs_const::BLEND + vs_const::BLEND_STRIDE * m, &wv);
            }
        }
        c
    }

    /// The pixel constants of the fixed-function program.
    pub(super) fn ff_ps_constants(&self) -> [[f32; 4]; ps_const::COUNT as usize] {
        let rs = &self.st.rs;
        let mut c = [[0.0f32; 4]; ps_const::COUNT as usize];
        c[ps_const::TFACTOR as usize] = color4(rs[D3DRS_TEXTUREFACTOR as usize]);
        c[ps_const::ALPHA_REF as usize] = [(rs[D3DRS_ALPHAREF as usize] & 0xFF) as f32, 0.0, 0.0, 0.0];
        c[ps_const::DEPTH_BIAS as usize] = self.depth_bias_constant();
        c[ps_const::FOG_COLOR as usize] = color4(rs[D3DRS_FOGCOLOR as usize]);
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

    /// Samplers 0..15's D3DSAMP_MIPMAPLODBIAS, four to a register (the
    /// constants of `Program::apply_lod_bias`).
    pub(super) fn lod_biases(&self) -> [[f32; 4]; 4] {
        let o = &self.texture_options;
        std::array::from_fn(|r| {
            std::array::from_fn(|c| {
                let bias = f32::from_bits(self.st.samp[4 * r + c][D3DSAMP_MIPMAPLODBIAS as usize]) + o.lod_bias;
                if o.clamp_negative_lod_bias {
                    bias.max(0.0)
                } else {
                    bias
                }
            })
        })
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
