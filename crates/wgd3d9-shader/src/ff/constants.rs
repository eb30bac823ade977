//! The constant registers of the fixed-function vertex program that follow
//! from the device state alone: camera-space matrices, lighting, vertex fog,
//! point scale, texture matrices, clip planes and blend matrices. The
//! runtime adds the clip-space and viewport registers a GPU draw needs
//! (projection and world-view-projection, the pre-transformed mapping, the
//! position fix-up, point sizes); ProcessVertices, which runs the program on
//! the CPU, reads only these.

use super::vs_const;
use wgd3d9_core::ff_key::{vertex_flags, FfVertexKey};
use wgd3d9_core::matrix::{self, Matrix};
use wgd3d9_core::record::Light;
use wgd3d9_core::state_tables::MAX_TEXTURE_STAGES;
use wgd3d9_types::*;

/// The device state the fixed-function vertex constants come from.
pub struct FfVertexState<'a> {
    /// The matrix of a D3DTRANSFORMSTATETYPE (world matrices at
    /// `D3DTS_WORLDMATRIX(n)`).
    pub transform: &'a dyn Fn(u32) -> Matrix,
    /// Render states, by D3DRENDERSTATETYPE.
    pub rs: &'a [u32],
    /// D3DMATERIAL9 as 17 floats: diffuse, ambient, specular, emissive, power.
    pub material: &'a [f32; 17],
    /// The active lights in slot order: (D3DLIGHTTYPE, light); world space.
    pub lights: &'a [(u32, Light)],
    /// The user clip planes in world space.
    pub clip_planes: &'a [[f32; 4]],
    /// The view and world * view matrices, from `transform`.
    pub view: Matrix,
    pub world_view: Matrix,
}

impl<'a> FfVertexState<'a> {
    /// The state, with the view and world * view matrices worked out once.
    pub fn new(
        transform: &'a dyn Fn(u32) -> Matrix,
        rs: &'a [u32],
        material: &'a [f32; 17],
        lights: &'a [(u32, Light)],
        clip_planes: &'a [[f32; 4]],
    ) -> FfVertexState<'a> {
        let view = transform(D3DTS_VIEW);
        let world_view = matrix::mul(&transform(D3DTS_WORLD), &view);
        FfVertexState {
            transform,
            rs,
            material,
            lights,
            clip_planes,
            view,
            world_view,
        }
    }
}

/// A D3DCOLOR as rgba floats.
pub fn color4(c: u32) -> [f32; 4] {
    let ch = |s: u32| ((c >> s) & 0xFF) as f32 / 255.0;
    [ch(16), ch(8), ch(0), ch(24)]
}

/// Where fog parameters are used: per vertex or per pixel (table fog).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum FogAt {
    Vertex,
    Pixel,
}

/// (start, end, density, 1 / (end - start)) of the fog render states. An
/// empty range fogs everything per vertex and is a step per pixel (no fog
/// before the end, all fog after it), as D3D9 hardware draws them.
pub fn fog_params(rs: &[u32], at: FogAt) -> [f32; 4] {
    let f = |s: u32| f32::from_bits(rs[s as usize]);
    let (start, end) = (f(D3DRS_FOGSTART), f(D3DRS_FOGEND));
    let scale = match at {
        _ if end != start => 1.0 / (end - start),
        FogAt::Vertex => 0.0,
        FogAt::Pixel => f32::MAX,
    };
    [start, end, f(D3DRS_FOGDENSITY), scale]
}

/// Writes the four columns of `m` from register `at`.
pub fn put_columns(c: &mut [[f32; 4]], at: u32, m: &Matrix) {
    for i in 0..4 {
        c[at as usize + i] = matrix::column(m, i);
    }
}

/// Writes the registers of `key`'s program that follow the world matrix,
/// given world * view: the world-view matrix and (for keys that read
/// normals) the normal matrix. Blend matrices, which follow the world
/// matrices too, are [`write_state_constants`]'s alone.
pub fn write_world_constants(c: &mut [[f32; 4]], key: &FfVertexKey, world_view: &Matrix) {
    put_columns(c, vs_const::WORLD_VIEW, world_view);
    // Normals: the upper 3x3 of world-view's inverse transpose (rows of
    // the 4x4 inverse; for a singular matrix the 3x3's own inverse, else
    // none). Only computed for keys that read normals.
    if key.uses_normals() {
        let normal = matrix::inverse(world_view)
            .or_else(|| matrix::inverse3(world_view))
            .unwrap_or(matrix::IDENTITY);
        for i in 0..3 {
            c[(vs_const::NORMAL_MATRIX + i) as usize] = matrix::row(&normal, i as usize);
        }
    }
}

/// Fills the state-only registers of `key`'s program into `c` (at least
/// [`vs_const::count`]`(key)` registers); the others are left as they are.
pub fn write_state_constants(c: &mut [[f32; 4]], key: &FfVertexKey, s: &FfVertexState) {
    let view = s.view;
    write_world_constants(c, key, &s.world_view);
    let rs = s.rs;
    c[vs_const::AMBIENT as usize] = color4(rs[D3DRS_AMBIENT as usize]);
    let m = s.material;
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
    c[vs_const::FOG as usize] = fog_params(rs, FogAt::Vertex);
    let f = |st: u32| f32::from_bits(rs[st as usize]);
    c[vs_const::POINT_SCALE as usize] = [f(D3DRS_POINTSCALE_C), f(D3DRS_POINTSCALE_B), 0.0, f(D3DRS_POINTSCALE_A)];
    let used = vs_const::count(key);
    for st in 0..MAX_TEXTURE_STAGES {
        let at = vs_const::TEXTURE_MATRIX + 4 * st as u32;
        if key.stage_transform[st] != 0 && at + 4 <= used {
            put_columns(c, at, &(s.transform)(D3DTS_TEXTURE0 + st as u32));
        }
    }
    if key.clip_planes != 0 && vs_const::CLIP_PLANES + 6 <= used {
        // A world-space plane q dotted with a camera-space point x_cam
        // is q . (x_cam * view^-1) = x_cam . (view^-1 q).
        let inv_view = matrix::inverse(&view).unwrap_or(matrix::IDENTITY);
        for (i, plane) in s.clip_planes.iter().enumerate().take(6) {
            c[vs_const::CLIP_PLANES as usize + i] =
                std::array::from_fn(|k| matrix::dot4(matrix::row(&inv_view, k), *plane));
        }
    }
    for (i, (kind, l)) in s.lights.iter().enumerate().take(key.light_count()) {
        write_light(c, vs_const::light(i) as usize, *kind, l, &view);
    }
    if key.blend_matrices != 0 {
        let matrices = if key.has(vertex_flags::INDEXED_BLEND) {
            256
        } else {
            key.blend_matrices as u32
        };
        for m in 0..matrices {
            let wv = matrix::mul(&(s.transform)(D3DTS_WORLD + m), &view);
            put_columns(c, vs_const::BLEND + vs_const::BLEND_STRIDE * m, &wv);
        }
    }
}

/// Writes a light's registers from `at`, moved into camera space by `view`.
fn write_light(c: &mut [[f32; 4]], at: usize, kind: u32, l: &Light, view: &Matrix) {
    use vs_const::light as r;
    let pos = matrix::transform_point(l.position, view);
    let dir = matrix::normalize(matrix::transform_vector(l.direction, view));
    c[at + r::DIFFUSE as usize] = l.diffuse;
    c[at + r::SPECULAR as usize] = l.specular;
    c[at + r::AMBIENT as usize] = l.ambient;
    c[at + r::POSITION as usize] = [pos[0], pos[1], pos[2], 1.0];
    // Directional lights store the direction towards the light.
    let towards = if kind == D3DLIGHT_DIRECTIONAL {
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

#[cfg(test)]
mod tests;
