//! Fixed-function vertex processing besides lighting: texture coordinate
//! generation (camera-space normal, position, reflection vector, sphere map),
//! TEXCOORDINDEX, texture transforms (COUNTn, PROJECTED, XYZRHW vertices),
//! vertex blending (1 to 3 weights with the implicit last weight, 0WEIGHTS,
//! indexed blending with UBYTE4 and D3DCOLOR indices, blended normals) and
//! vertex fog (LINEAR, EXP, EXP2, range fog, the specular-alpha factor), with
//! combinations games use (lit + textured + fogged, cube environment maps,
//! lit skinning).
//!
//! Texture coordinates are read back through a 256x256 "coordinate texture"
//! whose texel (x, y) is red x, green y, sampled with point filtering and
//! clamping: a pixel showing (r, g) sampled u in [r, r+1)/256, v in
//! [g, g+1)/256. Expected coordinates are the D3D9 formulas evaluated here,
//! per vertex, then interpolated to the pixel (the projection is the
//! orthographic one of `ff_lighting`). Blending is checked through where the
//! geometry lands: quads edges sit between pixel centres so the covered
//! pixels are exact. Fog: C = f * Csrc + (1 - f) * FogColor per RGB channel.

use super::ff_lighting::{
    add, cam_xy, column, column_px, diffuse_material, directional, dot, from_argb, interp_strip, light_vertex,
    mat_rot_y, material, normalize, quad_n, rect, rgb, scale, to_argb, to_rgb, xform_normal, xform_vec, Ff, Rect, Vn,
    BLACK, V3, VN_FVF,
};
use wgd3d9_tests::*;

// ---------------------------------------------------------------------------
// The coordinate texture.
// ---------------------------------------------------------------------------

/// Creates the coordinate texture and samples it in stage 0 (colour =
/// texture, point filtering, clamped addressing).
fn bind_coord_texture(f: &Ff) {
    let tex = f.own(texture_from_fn(f.dev, 256, 256, D3DFMT_A8R8G8B8, |x, y| {
        argb(255, x, y, 0)
    }));
    f.set_texture(0, tex);
    f.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    f.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    f.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    f.samp(0, D3DSAMP_MINFILTER, D3DTEXF_POINT);
    f.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_NONE);
    f.samp(0, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
    f.samp(0, D3DSAMP_ADDRESSV, D3DTADDRESS_CLAMP);
}

/// What the coordinate texture shows at (u, v).
fn readout(u: f32, v: f32) -> u32 {
    let q = |c: f32| (c * 256.0).floor().clamp(0.0, 255.0) as u32;
    argb(255, q(u), q(v), 0)
}

/// A matrix of zeros with the given (row, column, value) entries.
fn sparse(entries: &[(usize, usize, f32)]) -> D3DMATRIX {
    let mut m = D3DMATRIX::default();
    for &(r, c, v) in entries {
        m.m[r][c] = v;
    }
    m
}

/// `t * m` for a 4-component texture coordinate (row vector).
fn xform4(t: [f32; 4], m: &D3DMATRIX) -> [f32; 4] {
    std::array::from_fn(|j| (0..4).map(|i| t[i] * m.m[i][j]).sum())
}

/// Sets stage 0's texture transform.
fn tex_transform(f: &Ff, flags: u32, m: &D3DMATRIX) {
    f.set_transform(D3DTS_TEXTURE0, m);
    f.tss(0, D3DTSS_TEXTURETRANSFORMFLAGS, flags);
}

// ---------------------------------------------------------------------------
// Vertex formats.
// ---------------------------------------------------------------------------

/// Position and one 2D texture coordinate.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vt {
    p: V3,
    uv: [f32; 2],
}
const VT_FVF: u32 = D3DFVF_XYZ | D3DFVF_TEX1;

fn vt_quad(r: Rect, z: f32, uv: [f32; 2]) -> [Vt; 4] {
    r.corners(z).map(|p| Vt { p, uv })
}

/// A quad over `r` at depth `z` of untransformed coloured vertices.
fn color_quad(r: Rect, z: f32, color: u32) -> [Vertex; 4] {
    r.corners(z).map(|p| Vertex {
        x: p[0],
        y: p[1],
        z: p[2],
        color,
    })
}

// ---------------------------------------------------------------------------
// Texture coordinate generation.
// ---------------------------------------------------------------------------

#[test]
fn texgen_camera_space_normal_is_the_transformed_normal() {
    // TCI_CAMERASPACENORMAL without a transform: (u, v) = camera-space
    // normal x, y. World = scale (2, 1, 1) (the normal goes through the
    // inverse transpose: x halves) and view = roll 30 degrees; no
    // NORMALIZENORMALS, so the normal keeps its length.
    let f = Ff::new();
    bind_coord_texture(&f);
    let world = mat_scale(2.0, 1.0, 1.0);
    let view = super::ff_lighting::mat_rot_z(30.0);
    f.set_transform(D3DTS_WORLD, &world);
    f.set_transform(D3DTS_VIEW, &view);
    f.tss(0, D3DTSS_TEXCOORDINDEX, D3DTSS_TCI_CAMERASPACENORMAL);
    let n = [0.6, 0.2, -0.5];
    f.draw(VN_FVF, &quad_n(rect(-3.0, -3.0, 3.0, 3.0), 8.0, n));
    let nc = xform_normal(n, &mat_mul(&world, &view));
    // (0.3, 0.2) rolled by 30 degrees.
    assert!((nc[0] - (0.3 * 0.866_025_4 - 0.2 * 0.5)).abs() < 1e-5);
    assert_rgb(&f.read_rt(), 32, 32, readout(nc[0], nc[1]), 1);
}

#[test]
fn texgen_camera_space_normal_has_z_and_w_one() {
    // The generated coordinate is (Nx, Ny, Nz, 1): a COUNT2 transform with
    // u = -Nz and v = 0.2 * w shows the last two components.
    let f = Ff::new();
    bind_coord_texture(&f);
    f.tss(0, D3DTSS_TEXCOORDINDEX, D3DTSS_TCI_CAMERASPACENORMAL);
    tex_transform(&f, D3DTTFF_COUNT2, &sparse(&[(2, 0, -1.0), (3, 1, 0.2)]));
    f.draw(VN_FVF, &quad_n(column(0, 1), 8.0, [0.1, 0.2, -0.6]));
    // u = 0.6 -> 153.6, v = 0.2 -> 51.2.
    assert_rgb(&f.read_rt(), 32, 32, readout(0.6, 0.2), 1);
}

#[test]
fn texgen_camera_space_position_follows_the_view() {
    // TCI_CAMERASPACEPOSITION: (Vx, Vy, Vz, 1) after world * view. A COUNT2
    // transform maps x, y in -4..4 to u = x / 8 + 0.5 (+ half a texel),
    // v = -y / 8 + 0.5: pixel (px, py) reads (4 px, 4 py). The view
    // translation moves the geometry, not the mapping from pixels to camera
    // space.
    let f = Ff::new();
    bind_coord_texture(&f);
    f.set_transform(D3DTS_VIEW, &mat_translate(1.0, -0.5, 2.0));
    f.tss(0, D3DTSS_TEXCOORDINDEX, D3DTSS_TCI_CAMERASPACEPOSITION);
    let half = 0.5 / 256.0;
    let m = sparse(&[(0, 0, 0.125), (1, 1, -0.125), (3, 0, 0.5 + half), (3, 1, 0.5 + half)]);
    tex_transform(&f, D3DTTFF_COUNT2, &m);
    let vt: [Vn; 4] = quad_n(rect(-6.0, -6.0, 6.0, 6.0), 3.0, [0.0, 0.0, -1.0]);
    f.draw(VN_FVF, &vt);
    let img = f.read_rt();
    for (px, py) in [(0, 0), (10, 50), (63, 5), (32, 32), (47, 17)] {
        let (x, y) = cam_xy(px, py);
        let t = xform4([x, y, 5.0, 1.0], &m);
        assert_eq!(readout(t[0], t[1]), argb(255, 4 * px, 4 * py, 0));
        assert_rgb(&img, px, py, readout(t[0], t[1]), 1);
    }
}

#[test]
fn texgen_camera_space_position_z_is_the_camera_depth() {
    // u = Vz / 16 with Vz = 3.3 (model) + 2 (view) = 5.3 -> 84.8; v = 0.3 w.
    let f = Ff::new();
    bind_coord_texture(&f);
    f.set_transform(D3DTS_VIEW, &mat_translate(0.0, 0.0, 2.0));
    f.tss(0, D3DTSS_TEXCOORDINDEX, D3DTSS_TCI_CAMERASPACEPOSITION);
    tex_transform(&f, D3DTTFF_COUNT2, &sparse(&[(2, 0, 1.0 / 16.0), (3, 1, 0.3)]));
    f.draw(VN_FVF, &quad_n(column(0, 1), 3.3, [0.0, 0.0, -1.0]));
    assert_rgb(&f.read_rt(), 32, 32, readout(5.3 / 16.0, 0.3), 1);
}

/// R = reflect(normalize(V), N) = Vn - 2 (N . Vn) N, the camera-space
/// reflection vector (local viewer form) with w = 1.
fn reflection(v: V3, n: V3) -> [f32; 4] {
    let vn = normalize(v);
    let r = add(vn, scale(n, -2.0 * dot(n, vn)));
    [r[0], r[1], r[2], 1.0]
}

#[test]
fn texgen_reflection_vector() {
    // TCI_CAMERASPACEREFLECTIONVECTOR with a unit normal (and
    // NORMALIZENORMALS). Left quad: u = Rx / 2 + 0.5, v = Ry / 2 + 0.5;
    // right quad: u = Rz / 2 + 0.5, v = 0.25 w. R is computed per vertex and
    // interpolated.
    let f = Ff::new();
    bind_coord_texture(&f);
    f.rs(D3DRS_NORMALIZENORMALS, 1);
    f.tss(0, D3DTSS_TEXCOORDINDEX, D3DTSS_TCI_CAMERASPACEREFLECTIONVECTOR);
    let n = normalize([0.5, 0.3, -0.8]);
    let z = 12.0;
    let img_checks = [
        (
            rect(-3.0, -1.0, -1.0, 1.0),
            sparse(&[(0, 0, 0.5), (1, 1, 0.5), (3, 0, 0.5), (3, 1, 0.5)]),
        ),
        (
            rect(1.0, -1.0, 3.0, 1.0),
            sparse(&[(2, 0, 0.5), (3, 0, 0.5), (3, 1, 0.25)]),
        ),
    ];
    for (r, m) in &img_checks {
        tex_transform(&f, D3DTTFF_COUNT2, m);
        f.draw(VN_FVF, &quad_n(*r, z, n));
    }
    let img = f.read_rt();
    for (r, m) in &img_checks {
        let pos = r.corners(z);
        let vals = pos.map(|p| xform4(reflection(p, n), m));
        let cx = ((r.x0 + r.x1) / 2.0 / 4.0 + 1.0) * 32.0;
        for (dx, dy) in [(0i32, 0i32), (-5, -5), (5, 3), (-3, 6)] {
            let (px, py) = ((cx as i32 + dx) as u32, (32 + dy) as u32);
            let t = interp_strip(&pos, &vals, px, py);
            assert_rgb(&img, px, py, readout(t[0], t[1]), 2);
        }
    }
}

#[test]
fn texgen_sphere_map() {
    // TCI_SPHEREMAP: R = reflect(normalize(V), N), m = 2 sqrt(Rx^2 + Ry^2 +
    // (Rz + 1)^2), (u, v) = (Rx / m + 0.5, Ry / m + 0.5), per vertex.
    let f = Ff::new();
    bind_coord_texture(&f);
    f.rs(D3DRS_NORMALIZENORMALS, 1);
    f.tss(0, D3DTSS_TEXCOORDINDEX, D3DTSS_TCI_SPHEREMAP);
    let n = normalize([0.5, -0.3, -0.8]);
    let r = rect(-2.0, -2.0, 2.0, 2.0);
    let z = 12.0;
    f.draw(VN_FVF, &quad_n(r, z, n));
    let img = f.read_rt();
    let pos = r.corners(z);
    let vals = pos.map(|p| {
        let r = reflection(p, n);
        let m = 2.0 * (r[0] * r[0] + r[1] * r[1] + (r[2] + 1.0) * (r[2] + 1.0)).sqrt();
        [r[0] / m + 0.5, r[1] / m + 0.5]
    });
    for (px, py) in [(32, 32), (20, 20), (44, 40), (22, 42)] {
        let t = interp_strip(&pos, &vals, px, py);
        assert_rgb(&img, px, py, readout(t[0], t[1]), 2);
    }
}

fn create_cube(f: &Ff, colors: &[u32; 6]) -> *mut IDirect3DCubeTexture9 {
    let mut cube = std::ptr::null_mut();
    let hr = vcall!(
        f.dev,
        CreateCubeTexture,
        4,
        1,
        0,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut cube,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    for (face, &c) in colors.iter().enumerate() {
        let mut lr = D3DLOCKED_RECT::default();
        assert_eq!(
            vcall!(cube, LockRect, face as u32, 0, &mut lr, std::ptr::null(), 0),
            D3D_OK
        );
        for y in 0..4 {
            // SAFETY: inside the locked 4x4 level.
            let row = unsafe { (lr.pBits as *mut u8).add((y * lr.Pitch) as usize) as *mut u32 };
            for x in 0..4 {
                // SAFETY: texel `x` of that row.
                unsafe { *row.add(x) = c };
            }
        }
        assert_eq!(vcall!(cube, UnlockRect, face as u32, 0), D3D_OK);
    }
    f.own(cube)
}

/// The cube face a direction selects (D3DCUBEMAP_FACES order: +x, -x, +y,
/// -y, +z, -z).
fn cube_face(r: [f32; 4]) -> usize {
    let a = [r[0].abs(), r[1].abs(), r[2].abs()];
    let axis = if a[0] >= a[1] && a[0] >= a[2] {
        0
    } else if a[1] >= a[2] {
        1
    } else {
        2
    };
    2 * axis + (r[axis] < 0.0) as usize
}

#[test]
fn environment_mapping_samples_a_cube_map_with_the_reflection_vector() {
    // Four small quads far away, with normals facing the viewer and tilted
    // 45 degrees to +x, +y and -x: the reflected view ray points to -z, +x,
    // +y and -x, and the cube map's face of that direction shows.
    let f = Ff::new();
    let faces = [0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFFFF00, 0xFFFF00FF, 0xFF00FFFF];
    let cube = create_cube(&f, &faces);
    assert_eq!(vcall!(f.dev, SetTexture, 0, cube as *mut IDirect3DBaseTexture9), D3D_OK);
    f.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    f.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    f.rs(D3DRS_NORMALIZENORMALS, 1);
    f.tss(0, D3DTSS_TEXCOORDINDEX, D3DTSS_TCI_CAMERASPACEREFLECTIONVECTOR);
    let z = 12.0;
    let quads = [
        (-3.0f32, [0.0, 0.0, -1.0], 5usize),
        (-1.0, normalize([1.0, 0.0, -1.0]), 0),
        (1.0, normalize([0.0, 1.0, -1.0]), 2),
        (3.0, normalize([-1.0, 0.0, -1.0]), 1),
    ];
    for (cx, n, _) in quads {
        f.draw(VN_FVF, &quad_n(rect(cx - 0.75, -0.75, cx + 0.75, 0.75), z, n));
    }
    let img = f.read_rt();
    for (cx, n, face) in quads {
        let r = rect(cx - 0.75, -0.75, cx + 0.75, 0.75);
        let pos = r.corners(z);
        let vals = pos.map(|p| reflection(p, n));
        let px = ((cx / 4.0 + 1.0) * 32.0) as u32;
        let rv = interp_strip(&pos, &vals, px, 32);
        assert_eq!(cube_face(rv), face);
        assert_rgb(&img, px, 32, faces[face], 1);
    }
}

#[test]
fn texcoordindex_selects_the_second_coordinate_set() {
    // Two coordinate sets: stage 0 reads set 0 by default (left) and set 1
    // with TEXCOORDINDEX 1 (right).
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V2 {
        p: V3,
        uv0: [f32; 2],
        uv1: [f32; 2],
    }
    let f = Ff::new();
    bind_coord_texture(&f);
    let q = |r: Rect| {
        r.corners(8.0).map(|p| V2 {
            p,
            uv0: [0.1, 0.15],
            uv1: [0.7, 0.4],
        })
    };
    let fvf = D3DFVF_XYZ | D3DFVF_TEX2;
    f.draw(fvf, &q(column(0, 2)));
    f.tss(0, D3DTSS_TEXCOORDINDEX, 1);
    f.draw(fvf, &q(column(1, 2)));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, readout(0.1, 0.15), 1);
    assert_rgb(&img, 48, 32, readout(0.7, 0.4), 1);
}

// ---------------------------------------------------------------------------
// Texture transforms.
// ---------------------------------------------------------------------------

#[test]
fn texture_transform_count2_translates_with_the_third_row() {
    // A 2D coordinate enters the transform as (u, v, 1, 0): _31/_32 translate,
    // the fourth row does nothing. (0.2, 0.3) + (0.1, 0.35) = (0.3, 0.65).
    let f = Ff::new();
    bind_coord_texture(&f);
    let mut m = D3DMATRIX::IDENTITY;
    m.m[2][0] = 0.1;
    m.m[2][1] = 0.35;
    m.m[3][0] = 0.5;
    m.m[3][1] = 0.5;
    tex_transform(&f, D3DTTFF_COUNT2, &m);
    f.draw(VT_FVF, &vt_quad(column(0, 1), 8.0, [0.2, 0.3]));
    let t = xform4([0.2, 0.3, 1.0, 0.0], &m);
    assert_rgb(&f.read_rt(), 32, 32, readout(t[0], t[1]), 1);
    assert_eq!(readout(t[0], t[1]), readout(0.3, 0.65));
}

#[test]
fn texture_transform_count2_scales_and_mixes_components() {
    // Left: u * 2, v * 0.5. Right: u and v swapped. Without a transform
    // (third column) the coordinate passes through.
    let f = Ff::new();
    bind_coord_texture(&f);
    let uv = [0.2, 0.6];
    tex_transform(&f, D3DTTFF_COUNT2, &mat_scale(2.0, 0.5, 1.0));
    f.draw(VT_FVF, &vt_quad(column(0, 3), 8.0, uv));
    tex_transform(
        &f,
        D3DTTFF_COUNT2,
        &sparse(&[(0, 1, 1.0), (1, 0, 1.0), (2, 2, 1.0), (3, 3, 1.0)]),
    );
    f.draw(VT_FVF, &vt_quad(column(1, 3), 8.0, uv));
    tex_transform(&f, D3DTTFF_DISABLE, &mat_scale(2.0, 0.5, 1.0));
    f.draw(VT_FVF, &vt_quad(column(2, 3), 8.0, uv));
    let img = f.read_rt();
    assert_rgb(&img, column_px(0, 3), 32, readout(0.2 * 2.0, 0.6 * 0.5), 1);
    assert_rgb(&img, column_px(1, 3), 32, readout(0.6, 0.2), 1);
    assert_rgb(&img, column_px(2, 3), 32, readout(0.2, 0.6), 1);
}

/// Position and a 3D texture coordinate.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vt3 {
    p: V3,
    t: [f32; 3],
}
const VT3_FVF: u32 = D3DFVF_XYZ | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE3(0);

/// Position and a 4D texture coordinate.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vt4 {
    p: V3,
    t: [f32; 4],
}
const VT4_FVF: u32 = D3DFVF_XYZ | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE4(0);

#[test]
fn texture_transform_count3_projected_divides_by_the_third_component() {
    // Left: 2D (0.6, 0.8) -> (u, v, 1, 0) * M with _33 = 2 -> (0.6, 0.8, 2),
    // projected (0.3, 0.4). Middle: 3D (0.6, 0.3, 2), identity, projected
    // (0.3, 0.15). Right: the same without PROJECTED: (0.6, 0.3).
    let f = Ff::new();
    bind_coord_texture(&f);
    tex_transform(&f, D3DTTFF_COUNT3 | D3DTTFF_PROJECTED, &mat_scale(1.0, 1.0, 2.0));
    f.draw(VT_FVF, &vt_quad(column(0, 3), 8.0, [0.6, 0.8]));
    tex_transform(&f, D3DTTFF_COUNT3 | D3DTTFF_PROJECTED, &D3DMATRIX::IDENTITY);
    let q3 = |r: Rect| r.corners(8.0).map(|p| Vt3 { p, t: [0.6, 0.3, 2.0] });
    f.draw(VT3_FVF, &q3(column(1, 3)));
    tex_transform(&f, D3DTTFF_COUNT3, &D3DMATRIX::IDENTITY);
    f.draw(VT3_FVF, &q3(column(2, 3)));
    let img = f.read_rt();
    assert_rgb(&img, column_px(0, 3), 32, readout(0.6 / 2.0, 0.8 / 2.0), 1);
    assert_rgb(&img, column_px(1, 3), 32, readout(0.6 / 2.0, 0.3 / 2.0), 1);
    assert_rgb(&img, column_px(2, 3), 32, readout(0.6, 0.3), 1);
}

#[test]
fn projected_coordinates_divide_per_pixel() {
    // (0.5, 0.25, q) with q = 1 on the left edge and 2 on the right: the
    // division happens after interpolation, u = 0.5 / q(x), not an
    // interpolation of the per-vertex quotients.
    let f = Ff::new();
    bind_coord_texture(&f);
    tex_transform(&f, D3DTTFF_COUNT3 | D3DTTFF_PROJECTED, &D3DMATRIX::IDENTITY);
    let r = column(0, 1);
    let v = r.corners(8.0).map(|p| Vt3 {
        p,
        t: [0.5, 0.25, if p[0] < 0.0 { 1.0 } else { 2.0 }],
    });
    f.draw(VT3_FVF, &v);
    let img = f.read_rt();
    for px in [4, 20, 32, 44, 60] {
        let (x, _) = cam_xy(px, 32);
        let q = 1.0 + (x + 4.0) / 8.0;
        assert_rgb(&img, px, 32, readout(0.5 / q, 0.25 / q), 2);
    }
    // The middle (q = 1.5) reads 0.333, not the 0.375 of interpolated
    // quotients.
    assert!(chan(img.at(32, 32), 2) < 90);
}

#[test]
fn texture_transform_count4_projected_divides_by_the_fourth_component() {
    // Left: 4D (0.6, 0.3, 0.9, 2), identity: (0.3, 0.15). Right: _44 = 0.5
    // makes the divisor 1: (0.6, 0.3).
    let f = Ff::new();
    bind_coord_texture(&f);
    let q4 = |r: Rect| {
        r.corners(8.0).map(|p| Vt4 {
            p,
            t: [0.6, 0.3, 0.9, 2.0],
        })
    };
    tex_transform(&f, D3DTTFF_COUNT4 | D3DTTFF_PROJECTED, &D3DMATRIX::IDENTITY);
    f.draw(VT4_FVF, &q4(column(0, 2)));
    let mut m = D3DMATRIX::IDENTITY;
    m.m[3][3] = 0.5;
    tex_transform(&f, D3DTTFF_COUNT4 | D3DTTFF_PROJECTED, &m);
    f.draw(VT4_FVF, &q4(column(1, 2)));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, readout(0.3, 0.15), 1);
    assert_rgb(&img, 48, 32, readout(0.6, 0.3), 1);
}

#[test]
fn texture_transforms_do_not_apply_to_pretransformed_vertices() {
    // XYZRHW vertices keep their coordinates (left); the same transform on
    // untransformed vertices moves u by 0.25 (right).
    let f = Ff::new();
    bind_coord_texture(&f);
    let mut m = D3DMATRIX::IDENTITY;
    m.m[2][0] = 0.25;
    tex_transform(&f, D3DTTFF_COUNT2, &m);
    f.fvf(TL_TEX_FVF);
    f.begin();
    f.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &tex_quad(0.0, 0.0, 32.0, 64.0, 0xFFFFFFFF, 0.3, 0.7, 0.3, 0.7),
    );
    f.end();
    f.draw(VT_FVF, &vt_quad(column(1, 2), 8.0, [0.3, 0.7]));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, readout(0.3, 0.7), 1);
    assert_rgb(&img, 48, 32, readout(0.3 + 0.25, 0.7), 1);
}

// ---------------------------------------------------------------------------
// Vertex blending.
// ---------------------------------------------------------------------------

const RED: u32 = 0xFFFF0000;

/// Camera-space x of the edge left of pixel column k (screen x = k - 0.5).
fn edge_x(k: u32) -> f32 {
    (k as f32 - 0.5) / 8.0 - EXTENT_F
}

/// Camera-space y of the edge above pixel row k.
fn edge_y(k: u32) -> f32 {
    EXTENT_F - (k as f32 - 0.5) / 8.0
}

const EXTENT_F: f32 = super::ff_lighting::EXTENT;

/// The model quad of the blending tests: pixels 24..40 x 24..40 at z = 8.
fn blend_model_corners() -> [V3; 4] {
    rect(edge_x(24), edge_y(40), edge_x(40), edge_y(24)).corners(8.0)
}

/// sum_k w_k * (p * M_k).
fn blend_point(p: V3, parts: &[(f32, D3DMATRIX)]) -> V3 {
    parts.iter().fold([0.0; 3], |acc, (w, m)| {
        add(acc, scale(super::ff_lighting::xform_point(p, m), *w))
    })
}

/// The pixels covered by an axis-aligned quad with camera-space corners
/// `c`: pixel i is inside when its centre (screen x = i) is in [x0, x1).
fn covered(c: &[V3; 4]) -> (u32, u32, u32, u32) {
    let sx = |x: f32| (x / EXTENT_F + 1.0) * 32.0;
    let sy = |y: f32| (1.0 - y / EXTENT_F) * 32.0;
    let xs: Vec<f32> = c.iter().map(|p| sx(p[0])).collect();
    let ys: Vec<f32> = c.iter().map(|p| sy(p[1])).collect();
    let lo = |v: &[f32]| v.iter().cloned().fold(f32::MAX, f32::min);
    let hi = |v: &[f32]| v.iter().cloned().fold(f32::MIN, f32::max);
    let px = |s: f32| {
        assert!(
            (s - s.floor() - 0.5).abs() < 0.01,
            "edge {s} is not between pixel centres"
        );
        s.ceil() as u32
    };
    (px(lo(&xs)), px(lo(&ys)), px(hi(&xs)), px(hi(&ys)))
}

/// The bounding box of the pixels of colour `c`.
fn bbox(img: &Image, c: u32) -> Option<(u32, u32, u32, u32)> {
    let mut b: Option<(u32, u32, u32, u32)> = None;
    for y in 0..img.height {
        for x in 0..img.width {
            if img.at(x, y) & 0xFFFFFF == c & 0xFFFFFF {
                b = Some(match b {
                    None => (x, y, x + 1, y + 1),
                    Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x + 1), y1.max(y + 1)),
                });
            }
        }
    }
    b
}

/// Sets WORLDMATRIX(i) for each (i, matrix).
fn world_matrices(f: &Ff, ms: &[(u32, D3DMATRIX)]) {
    for (i, m) in ms {
        f.set_transform(D3DTS_WORLDMATRIX(*i), m);
    }
}

/// Draws `verts` in red and checks the covered pixels are those of the
/// model quad blended with `parts`.
fn assert_blended<V>(f: &Ff, fvf: u32, verts: &[V], parts: &[(f32, D3DMATRIX)]) {
    f.draw(fvf, verts);
    let want = covered(&blend_model_corners().map(|p| blend_point(p, parts)));
    assert_eq!(bbox(&f.read_rt(), RED), Some(want));
}

/// One weight.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vb1 {
    p: V3,
    w: [f32; 1],
    color: u32,
}

/// Two weights.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vb2 {
    p: V3,
    w: [f32; 2],
    color: u32,
}

/// Three weights.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vb3 {
    p: V3,
    w: [f32; 3],
    color: u32,
}

/// One weight and a DWORD of four blend indices.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vbi {
    p: V3,
    w: [f32; 1],
    idx: u32,
    color: u32,
}

fn t2(x: f32, y: f32) -> D3DMATRIX {
    mat_translate(x, y, 0.0)
}

#[test]
fn vertex_blend_disabled_uses_only_world_matrix_0() {
    // D3DVBF_DISABLE with weights in the vertex: WORLDMATRIX(0) alone.
    let f = Ff::new();
    world_matrices(&f, &[(0, t2(-2.0, 0.0)), (1, t2(2.0, 1.0))]);
    let v = blend_model_corners().map(|p| Vb1 {
        p,
        w: [0.25],
        color: RED,
    });
    assert_blended(&f, D3DFVF_XYZB1 | D3DFVF_DIFFUSE, &v, &[(1.0, t2(-2.0, 0.0))]);
}

#[test]
fn vertex_blend_one_weight_and_the_implicit_second() {
    // 1WEIGHTS: w0 * (p * M0) + (1 - w0) * (p * M1), w0 = 0.25: the quad
    // moves by 0.25 * (-2, 0) + 0.75 * (2, 1) = (1, 0.75), 8 pixels right and
    // 6 up. WORLDMATRIX(2) is not used.
    let f = Ff::new();
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_1WEIGHTS);
    world_matrices(&f, &[(0, t2(-2.0, 0.0)), (1, t2(2.0, 1.0)), (2, t2(3.0, 3.0))]);
    let v = blend_model_corners().map(|p| Vb1 {
        p,
        w: [0.25],
        color: RED,
    });
    assert_blended(
        &f,
        D3DFVF_XYZB1 | D3DFVF_DIFFUSE,
        &v,
        &[(0.25, t2(-2.0, 0.0)), (0.75, t2(2.0, 1.0))],
    );
}

#[test]
fn vertex_blend_two_weights() {
    // 2WEIGHTS: w = (0.25, 0.5), w2 = 0.25: (-0.5, 0) + (1, 0.5) + (0, -0.5)
    // = (0.5, 0), 4 pixels right.
    let f = Ff::new();
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_2WEIGHTS);
    world_matrices(&f, &[(0, t2(-2.0, 0.0)), (1, t2(2.0, 1.0)), (2, t2(0.0, -2.0))]);
    let v = blend_model_corners().map(|p| Vb2 {
        p,
        w: [0.25, 0.5],
        color: RED,
    });
    assert_blended(
        &f,
        D3DFVF_XYZB2 | D3DFVF_DIFFUSE,
        &v,
        &[(0.25, t2(-2.0, 0.0)), (0.5, t2(2.0, 1.0)), (0.25, t2(0.0, -2.0))],
    );
}

#[test]
fn vertex_blend_three_weights() {
    // 3WEIGHTS: w = (0.5, 0.125, 0.125), w3 = 0.25: translation (-0.5, 0.125),
    // 4 pixels left, 1 up.
    let f = Ff::new();
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_3WEIGHTS);
    let ms = [t2(-2.0, 0.0), t2(2.0, 1.0), t2(0.0, -2.0), t2(1.0, 1.0)];
    world_matrices(&f, &[(0, ms[0]), (1, ms[1]), (2, ms[2]), (3, ms[3])]);
    let v = blend_model_corners().map(|p| Vb3 {
        p,
        w: [0.5, 0.125, 0.125],
        color: RED,
    });
    assert_blended(
        &f,
        D3DFVF_XYZB3 | D3DFVF_DIFFUSE,
        &v,
        &[(0.5, ms[0]), (0.125, ms[1]), (0.125, ms[2]), (0.25, ms[3])],
    );
}

#[test]
fn vertex_blend_zero_weights_uses_world_matrix_0_fully() {
    // D3DVBF_0WEIGHTS: one matrix with weight 1, whatever weight the vertex
    // carries.
    let f = Ff::new();
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_0WEIGHTS);
    world_matrices(&f, &[(0, t2(-2.0, 1.0)), (1, t2(2.0, 1.0))]);
    let v = blend_model_corners().map(|p| Vb1 {
        p,
        w: [0.25],
        color: RED,
    });
    assert_blended(&f, D3DFVF_XYZB1 | D3DFVF_DIFFUSE, &v, &[(1.0, t2(-2.0, 1.0))]);
}

#[test]
fn indexed_blending_with_ubyte4_indices() {
    // XYZB2 | LASTBETA_UBYTE4: one weight and indices (200, 7) in bytes 0, 1.
    // 0.75 * M200 + 0.25 * M7 = (1.5, 0.5); matrices 0 and 1 are decoys.
    let f = Ff::new();
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_1WEIGHTS);
    f.rs(D3DRS_INDEXEDVERTEXBLENDENABLE, 1);
    world_matrices(
        &f,
        &[
            (0, t2(-3.0, -3.0)),
            (1, t2(-3.0, 3.0)),
            (200, t2(2.0, 0.0)),
            (7, t2(0.0, 2.0)),
        ],
    );
    let v = blend_model_corners().map(|p| Vbi {
        p,
        w: [0.75],
        idx: 200 | 7 << 8,
        color: RED,
    });
    assert_blended(
        &f,
        D3DFVF_XYZB2 | D3DFVF_LASTBETA_UBYTE4 | D3DFVF_DIFFUSE,
        &v,
        &[(0.75, t2(2.0, 0.0)), (0.25, t2(0.0, 2.0))],
    );
}

/// Decoy matrices at the indices a wrongly swizzled D3DCOLOR would give.
fn d3dcolor_index_matrices(f: &Ff) {
    world_matrices(
        f,
        &[
            (0, t2(-3.0, -3.0)),
            (1, t2(-3.0, 3.0)),
            (3, t2(2.0, 0.0)),
            (9, t2(0.0, 2.0)),
            (5, t2(-2.0, -2.0)),
            (11, t2(3.0, -3.0)),
        ],
    );
}

/// Indices 3, 9, 5, 11 in bytes 0..3 of the DWORD.
const COLOR_INDICES: u32 = 3 | 9 << 8 | 5 << 16 | 11 << 24;

/// Two weights and a DWORD of four blend indices.
#[repr(C)]
#[derive(Clone, Copy)]
struct Vbi2 {
    p: V3,
    w: [f32; 2],
    idx: u32,
    color: u32,
}

#[test]
fn indexed_blending_with_d3dcolor_indices_in_an_fvf() {
    // LASTBETA_D3DCOLOR: the indices are bytes 0..3 in memory order (the
    // .zyxw of the unpacked colour, times 255): 3, 9 and 5 here. (XYZB3:
    // D3D9 declares XYZB2 | LASTBETA_D3DCOLOR as a D3DCOLOR weight with
    // UBYTE4 indices, see declarations.rs.)
    let f = Ff::new();
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_2WEIGHTS);
    f.rs(D3DRS_INDEXEDVERTEXBLENDENABLE, 1);
    d3dcolor_index_matrices(&f);
    let v = blend_model_corners().map(|p| Vbi2 {
        p,
        w: [0.75, 0.25],
        idx: COLOR_INDICES,
        color: RED,
    });
    assert_blended(
        &f,
        D3DFVF_XYZB3 | D3DFVF_LASTBETA_D3DCOLOR | D3DFVF_DIFFUSE,
        &v,
        &[(0.75, t2(2.0, 0.0)), (0.25, t2(0.0, 2.0)), (0.0, t2(-2.0, -2.0))],
    );
}

#[test]
fn indexed_blending_with_d3dcolor_indices_in_a_declaration() {
    // BLENDINDICES as D3DCOLOR in a vertex declaration: same byte order.
    let f = Ff::new();
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_1WEIGHTS);
    f.rs(D3DRS_INDEXEDVERTEXBLENDENABLE, 1);
    d3dcolor_index_matrices(&f);
    let decl = f.own(f.decl(&[
        ve(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
        ve(0, 12, D3DDECLTYPE_FLOAT1, D3DDECLUSAGE_BLENDWEIGHT, 0),
        ve(0, 16, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_BLENDINDICES, 0),
        ve(0, 20, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
    ]));
    assert_eq!(vcall!(f.dev, SetVertexDeclaration, decl), D3D_OK);
    let v = blend_model_corners().map(|p| Vbi {
        p,
        w: [0.75],
        idx: COLOR_INDICES,
        color: RED,
    });
    f.begin();
    f.draw_up(D3DPT_TRIANGLESTRIP, 2, &v);
    f.end();
    let parts = [(0.75, t2(2.0, 0.0)), (0.25, t2(0.0, 2.0))];
    let want = covered(&blend_model_corners().map(|p| blend_point(p, &parts)));
    assert_eq!(bbox(&f.read_rt(), RED), Some(want));
}

#[test]
fn indexed_blending_with_three_weights_and_ubyte4_in_a_declaration() {
    // 3WEIGHTS, indices (200, 17, 3, 255), weights 0.25 each (the last
    // implicit): translation ((2, 0) + (0, 2) + (-1, 0) + (1, -1)) / 4.
    let f = Ff::new();
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_3WEIGHTS);
    f.rs(D3DRS_INDEXEDVERTEXBLENDENABLE, 1);
    let ms = [t2(2.0, 0.0), t2(0.0, 2.0), t2(-1.0, 0.0), t2(1.0, -1.0)];
    world_matrices(
        &f,
        &[(0, t2(-3.0, -3.0)), (200, ms[0]), (17, ms[1]), (3, ms[2]), (255, ms[3])],
    );
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        p: V3,
        w: [f32; 3],
        idx: [u8; 4],
        color: u32,
    }
    let decl = f.own(f.decl(&[
        ve(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
        ve(0, 12, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_BLENDWEIGHT, 0),
        ve(0, 24, D3DDECLTYPE_UBYTE4, D3DDECLUSAGE_BLENDINDICES, 0),
        ve(0, 28, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
    ]));
    assert_eq!(vcall!(f.dev, SetVertexDeclaration, decl), D3D_OK);
    let v = blend_model_corners().map(|p| V {
        p,
        w: [0.25, 0.25, 0.25],
        idx: [200, 17, 3, 255],
        color: RED,
    });
    f.begin();
    f.draw_up(D3DPT_TRIANGLESTRIP, 2, &v);
    f.end();
    let parts: Vec<(f32, D3DMATRIX)> = ms.iter().map(|m| (0.25, *m)).collect();
    let want = covered(&blend_model_corners().map(|p| blend_point(p, &parts)));
    assert_eq!(bbox(&f.read_rt(), RED), Some(want));
}

#[test]
fn indexed_zero_weights_uses_the_first_index() {
    // 0WEIGHTS + indexed: WORLDMATRIX(index 0) with weight 1 (index 42 here;
    // the other bytes are decoys).
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        p: V3,
        idx: u32,
        color: u32,
    }
    let f = Ff::new();
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_0WEIGHTS);
    f.rs(D3DRS_INDEXEDVERTEXBLENDENABLE, 1);
    world_matrices(&f, &[(0, t2(-3.0, -3.0)), (42, t2(1.0, -1.0)), (43, t2(-2.0, 2.0))]);
    let v = blend_model_corners().map(|p| V {
        p,
        idx: 42 | 43 << 8 | 43 << 16,
        color: RED,
    });
    assert_blended(
        &f,
        D3DFVF_XYZB1 | D3DFVF_LASTBETA_UBYTE4 | D3DFVF_DIFFUSE,
        &v,
        &[(1.0, t2(1.0, -1.0))],
    );
}

/// The bones of the lit blending tests: bone A turns 60 degrees about y
/// then moves 8 deep, bone B only moves. Model z = 0.
fn bones() -> (D3DMATRIX, D3DMATRIX) {
    (
        mat_mul(&mat_rot_y(60.0), &mat_translate(0.0, 0.0, 8.0)),
        mat_translate(0.0, 0.0, 8.0),
    )
}

/// The blended normal of (0, 0, -1) with weight 0.5 on each bone: each
/// world * view 3x3 applied, then summed with the weights.
fn blended_normal() -> V3 {
    let (a, b) = bones();
    let n = [0.0, 0.0, -1.0];
    add(scale(xform_vec(n, &a), 0.5), scale(xform_vec(n, &b), 0.5))
}

#[test]
fn blended_normals_are_lit() {
    // 1WEIGHTS, w0 = 0.5 between bones A and B: the normal (0, 0, -1) blends
    // to 0.5 * (-sin 60, 0, -cos 60) + 0.5 * (0, 0, -1) = (-0.433, 0, -0.75)
    // (length 0.866). A light along +z gives N.L = 0.75 without
    // NORMALIZENORMALS (left) and 0.866 with it (right). Positions blend to
    // x' = 0.75 x, z' = 8 - 0.433 x.
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        p: V3,
        w: [f32; 1],
        n: V3,
    }
    let f = Ff::lit();
    f.set_material(&diffuse_material(rgb(0.8, 0.6, 0.4)));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_1WEIGHTS);
    let (a, b) = bones();
    world_matrices(&f, &[(0, a), (1, b)]);
    let q = |r: Rect| {
        r.corners(0.0).map(|p| V {
            p,
            w: [0.5],
            n: [0.0, 0.0, -1.0],
        })
    };
    let fvf = D3DFVF_XYZB1 | D3DFVF_NORMAL;
    f.draw(fvf, &q(rect(-4.0, -4.0, -0.5, 4.0)));
    f.rs(D3DRS_NORMALIZENORMALS, 1);
    f.draw(fvf, &q(rect(0.5, -4.0, 4.0, 4.0)));
    let img = f.read_rt();
    let n = blended_normal();
    assert!((n[0] + 0.25 * 3.0f32.sqrt()).abs() < 1e-5 && (n[2] + 0.75).abs() < 1e-5);
    let off = -n[2];
    let on = -normalize(n)[2];
    // Blended x = 0.75 x: model -2 -> -1.5 (pixel 20), model 2 -> 1.5 (44).
    assert_rgb(&img, 20, 32, to_rgb([0.8 * off, 0.6 * off, 0.4 * off]), 2);
    assert_rgb(&img, 44, 32, to_rgb([0.8 * on, 0.6 * on, 0.4 * on]), 2);
}

#[test]
fn lit_textured_skinning_with_indexed_bones() {
    // What a skinned game character does: indexed blending (bones 10 and 20,
    // weight 0.5 each), normals renormalized, a directional light, and a
    // texture modulated with the lit colour. Lit colour = ambient + Cd *
    // N.L with N.L = 0.866 (see blended_normals_are_lit).
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        p: V3,
        w: [f32; 1],
        idx: u32,
        n: V3,
        uv: [f32; 2],
    }
    let f = Ff::lit();
    let m = material(rgb(0.8, 0.6, 0.4), rgb(1.0, 1.0, 1.0), BLACK, BLACK, 0.0);
    f.set_material(&m);
    f.rs(D3DRS_AMBIENT, 0x00202020);
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.rs(D3DRS_VERTEXBLEND, D3DVBF_1WEIGHTS);
    f.rs(D3DRS_INDEXEDVERTEXBLENDENABLE, 1);
    f.rs(D3DRS_NORMALIZENORMALS, 1);
    let (a, b) = bones();
    world_matrices(&f, &[(0, t2(-3.0, -3.0)), (10, a), (20, b)]);
    let texel = 0xFFC08040;
    let tex = f.own(solid_texture(f.dev, D3DFMT_A8R8G8B8, texel));
    f.set_texture(0, tex);
    f.tss(0, D3DTSS_COLOROP, D3DTOP_MODULATE);
    f.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    f.tss(0, D3DTSS_COLORARG2, D3DTA_DIFFUSE);
    let v = rect(-4.0, -4.0, 4.0, 4.0).corners(0.0).map(|p| V {
        p,
        w: [0.5],
        idx: 10 | 20 << 8,
        n: [0.0, 0.0, -1.0],
        uv: [0.5, 0.5],
    });
    f.draw(D3DFVF_XYZB2 | D3DFVF_LASTBETA_UBYTE4 | D3DFVF_NORMAL | D3DFVF_TEX1, &v);
    let n = normalize(blended_normal());
    let (lit, _) = light_vertex(
        &m,
        0x00202020,
        &[directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0])],
        [0.0, 0.0, 8.0],
        n,
        true,
    );
    let ga = 32.0 / 255.0;
    assert!((lit[0] - (ga + 0.8 * 0.866_025_4)).abs() < 1e-4);
    let want = modulate(texel, to_argb(lit));
    assert_rgb(&f.read_rt(), 32, 32, want, 2);
}

// ---------------------------------------------------------------------------
// Vertex fog.
// ---------------------------------------------------------------------------

const FOG_COLOR: u32 = 0x00E08020;
const SRC: u32 = 0xFF2060C0;

/// f * src + (1 - f) * fog per RGB channel; alpha from `src`.
fn fogged(src: u32, f: f32, fog: u32) -> u32 {
    let s = from_argb(src);
    let g = from_argb(fog);
    to_argb([
        f * s.r + (1.0 - f) * g.r,
        f * s.g + (1.0 - f) * g.g,
        f * s.b + (1.0 - f) * g.b,
        s.a,
    ])
}

/// Lighting off, FOGENABLE with vertex fog `mode`, FOGCOLOR.
fn fog_fixture(mode: u32) -> Ff {
    let f = Ff::new();
    f.rs(D3DRS_FOGENABLE, 1);
    f.rs(D3DRS_FOGCOLOR, FOG_COLOR);
    f.rs(D3DRS_FOGVERTEXMODE, mode);
    f.rs(D3DRS_FOGTABLEMODE, D3DFOG_NONE);
    f
}

#[test]
fn linear_vertex_fog_at_known_depths() {
    // Start 2, End 12: f = (12 - z) / 10, saturated: z = 1, 4, 7, 10, 14 ->
    // 1 (1.1 clamped), 0.8, 0.5, 0.2, 0 (-0.2 clamped).
    let f = fog_fixture(D3DFOG_LINEAR);
    f.rs(D3DRS_FOGSTART, f2dw(2.0));
    f.rs(D3DRS_FOGEND, f2dw(12.0));
    let depths = [1.0f32, 4.0, 7.0, 10.0, 14.0];
    for (i, &z) in depths.iter().enumerate() {
        f.draw(XYZ_FVF, &color_quad(column(i as u32, 5), z, SRC));
    }
    let img = f.read_rt();
    for (i, &z) in depths.iter().enumerate() {
        let fog = ((12.0 - z) / (12.0 - 2.0)).clamp(0.0, 1.0);
        let px = (64 * i as u32 + 32) / 5;
        assert_rgb(&img, px, 32, fogged(SRC, fog, FOG_COLOR), 2);
    }
}

#[test]
fn exp_vertex_fog() {
    // f = exp(-d * density), density 0.25: z = 2 -> e^-0.5, z = 6 -> e^-1.5.
    let f = fog_fixture(D3DFOG_EXP);
    f.rs(D3DRS_FOGDENSITY, f2dw(0.25));
    f.draw(XYZ_FVF, &color_quad(column(0, 2), 2.0, SRC));
    f.draw(XYZ_FVF, &color_quad(column(1, 2), 6.0, SRC));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, fogged(SRC, (-2.0f32 * 0.25).exp(), FOG_COLOR), 2);
    assert_rgb(&img, 48, 32, fogged(SRC, (-6.0f32 * 0.25).exp(), FOG_COLOR), 2);
}

#[test]
fn exp2_vertex_fog() {
    // f = exp(-(d * density)^2), density 0.125: z = 4, 8, 12 -> e^-0.25,
    // e^-1, e^-2.25.
    let f = fog_fixture(D3DFOG_EXP2);
    f.rs(D3DRS_FOGDENSITY, f2dw(0.125));
    let depths = [4.0f32, 8.0, 12.0];
    for (i, &z) in depths.iter().enumerate() {
        f.draw(XYZ_FVF, &color_quad(column(i as u32, 3), z, SRC));
    }
    let img = f.read_rt();
    for (i, &z) in depths.iter().enumerate() {
        let d = z * 0.125;
        assert_rgb(
            &img,
            column_px(i as u32, 3),
            32,
            fogged(SRC, (-d * d).exp(), FOG_COLOR),
            2,
        );
    }
}

#[test]
fn vertex_fog_uses_the_camera_space_depth() {
    // Model z 1, world scale z 2 -> world z 2, view +5 -> camera z 7: linear
    // fog 2..12 gives 0.5 (model, world or projected depth would give 1).
    let f = fog_fixture(D3DFOG_LINEAR);
    f.rs(D3DRS_FOGSTART, f2dw(2.0));
    f.rs(D3DRS_FOGEND, f2dw(12.0));
    f.set_transform(D3DTS_WORLD, &mat_scale(1.0, 1.0, 2.0));
    f.set_transform(D3DTS_VIEW, &mat_translate(0.0, 0.0, 5.0));
    f.draw(XYZ_FVF, &color_quad(column(0, 1), 1.0, SRC));
    assert_rgb(&f.read_rt(), 32, 32, fogged(SRC, 0.5, FOG_COLOR), 2);
}

#[test]
fn range_fog_uses_the_distance_from_the_eye() {
    // Linear fog 1..13 on a full-screen quad at z = 7 with corners at
    // (+-4, +-4): |z| = 7 gives f = 0.5; with RANGEFOGENABLE every corner is
    // sqrt(16 + 16 + 49) = 9 away, f = 1/3. A quad over the left half (corners
    // at distance 9 and sqrt(65)) is interpolated between its vertices.
    let f = fog_fixture(D3DFOG_LINEAR);
    f.rs(D3DRS_FOGSTART, f2dw(1.0));
    f.rs(D3DRS_FOGEND, f2dw(13.0));
    let full = column(0, 1);
    f.draw(XYZ_FVF, &color_quad(full, 7.0, SRC));
    assert_rgb(&f.read_rt(), 32, 32, fogged(SRC, 0.5, FOG_COLOR), 2);
    f.rs(D3DRS_RANGEFOGENABLE, 1);
    f.clear(0);
    f.draw(XYZ_FVF, &color_quad(full, 7.0, SRC));
    assert_rgb(&f.read_rt(), 32, 32, fogged(SRC, 1.0 / 3.0, FOG_COLOR), 2);
    f.clear(0);
    let left = column(0, 2);
    f.draw(XYZ_FVF, &color_quad(left, 7.0, SRC));
    let img = f.read_rt();
    let pos = left.corners(7.0);
    let vals = pos.map(|p| [((13.0 - super::ff_lighting::length(p)) / 12.0).clamp(0.0, 1.0)]);
    for (px, py) in [(8, 32), (24, 10), (28, 56), (16, 16)] {
        let fog = interp_strip(&pos, &vals, px, py)[0];
        assert_rgb(&img, px, py, fogged(SRC, fog, FOG_COLOR), 2);
    }
}

#[test]
fn pretransformed_vertices_are_fogged_by_their_specular_alpha() {
    // XYZRHW vertices get no computed vertex fog even with FOGVERTEXMODE
    // LINEAR: the factor is the specular alpha, 0x40 / 255.
    let f = fog_fixture(D3DFOG_LINEAR);
    f.rs(D3DRS_FOGSTART, f2dw(0.0));
    f.rs(D3DRS_FOGEND, f2dw(1.0));
    let v = |x: f32, y: f32| TlSpecVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        diffuse: SRC,
        specular: 0x40000000,
    };
    f.fvf(TL_SPEC_FVF);
    f.begin();
    f.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[v(-0.5, -0.5), v(63.5, -0.5), v(-0.5, 63.5), v(63.5, 63.5)],
    );
    f.end();
    assert_rgb(&f.read_rt(), 32, 32, fogged(SRC, 64.0 / 255.0, FOG_COLOR), 2);
}

#[test]
fn fog_with_both_modes_none_uses_the_specular_alpha() {
    // FOGENABLE with FOGVERTEXMODE and FOGTABLEMODE NONE: the vertex's
    // specular alpha is the fog factor (0x80 / 255, left); a vertex without
    // a specular colour is not fogged (factor 1, right).
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        p: V3,
        diffuse: u32,
        specular: u32,
    }
    let f = fog_fixture(D3DFOG_NONE);
    let v = column(0, 2).corners(8.0).map(|p| V {
        p,
        diffuse: SRC,
        specular: 0x80000000,
    });
    f.draw(D3DFVF_XYZ | D3DFVF_DIFFUSE | D3DFVF_SPECULAR, &v);
    f.draw(XYZ_FVF, &color_quad(column(1, 2), 8.0, SRC));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, fogged(SRC, 128.0 / 255.0, FOG_COLOR), 2);
    assert_rgb(&img, 48, 32, SRC, 1);
}

#[test]
fn fogenable_off_disables_vertex_fog() {
    let f = fog_fixture(D3DFOG_LINEAR);
    f.rs(D3DRS_FOGENABLE, 0);
    f.rs(D3DRS_FOGSTART, f2dw(0.0));
    f.rs(D3DRS_FOGEND, f2dw(1.0));
    f.draw(XYZ_FVF, &color_quad(column(0, 1), 8.0, SRC));
    assert_rgb(&f.read_rt(), 32, 32, SRC, 1);
}

#[test]
fn fog_leaves_alpha_untouched() {
    // Fog blends RGB only; FOGCOLOR's alpha is ignored.
    let f = fog_fixture(D3DFOG_LINEAR);
    f.rs(D3DRS_FOGCOLOR, 0xFFFFFFFF);
    f.rs(D3DRS_FOGSTART, f2dw(2.0));
    f.rs(D3DRS_FOGEND, f2dw(12.0));
    let src = 0x6020C040;
    f.draw(XYZ_FVF, &color_quad(column(0, 1), 7.0, src));
    assert_argb(&f.read_rt(), 32, 32, fogged(src, 0.5, 0xFFFFFFFF), 2);
}

#[test]
fn lit_textured_specular_and_fogged() {
    // The usual game path: lit vertex (diffuse + specular, non-local viewer),
    // texture MODULATE diffuse, specular added, then linear fog (0.6 at z = 6
    // with 3..10.5): C = f * (tex * D + S) + (1 - f) * fog.
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        p: V3,
        n: V3,
        uv: [f32; 2],
    }
    let f = fog_fixture(D3DFOG_LINEAR);
    f.rs(D3DRS_LIGHTING, 1);
    f.rs(D3DRS_DIFFUSEMATERIALSOURCE, D3DMCS_MATERIAL);
    f.rs(D3DRS_SPECULARMATERIALSOURCE, D3DMCS_MATERIAL);
    f.rs(D3DRS_SPECULARENABLE, 1);
    f.rs(D3DRS_LOCALVIEWER, 0);
    f.rs(D3DRS_FOGSTART, f2dw(3.0));
    f.rs(D3DRS_FOGEND, f2dw(10.5));
    let m = material(rgb(0.9, 0.8, 0.7), BLACK, rgb(0.2, 0.1, 0.3), BLACK, 4.0);
    f.set_material(&m);
    let mut l = directional(rgb(1.0, 1.0, 1.0), [-0.6, 0.0, 0.8]);
    l.Specular = rgb(1.0, 1.0, 1.0);
    f.light(0, &l);
    let texel = 0xFF80C0FF;
    let tex = f.own(solid_texture(f.dev, D3DFMT_A8R8G8B8, texel));
    f.set_texture(0, tex);
    f.tss(0, D3DTSS_COLOROP, D3DTOP_MODULATE);
    f.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    f.tss(0, D3DTSS_COLORARG2, D3DTA_DIFFUSE);
    let n = [0.0, 0.0, -1.0];
    let v = column(0, 1).corners(6.0).map(|p| V { p, n, uv: [0.5, 0.5] });
    f.draw(D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_TEX1, &v);
    let (d, s) = light_vertex(&m, 0, &[l], [0.0, 0.0, 6.0], n, false);
    // N.L = 0.8; N.H = 0.949.
    assert!((d[0] - 0.9 * 0.8).abs() < 1e-5);
    let lit = per_channel(modulate(texel, to_argb(d)), to_argb(s), |a, b| a + b);
    let fog = (10.5 - 6.0) / (10.5 - 3.0);
    assert_rgb(&f.read_rt(), 32, 32, fogged(lit, fog, FOG_COLOR), 3);
}

#[test]
fn vertex_colour_passes_through_when_nothing_is_generated() {
    // Control for this module's fixture: lighting off, no fog, no blending,
    // no transforms: the quad shows its vertex colour, and a texgen state on
    // a stage that samples nothing changes nothing.
    let f = Ff::new();
    f.tss(0, D3DTSS_TEXCOORDINDEX, D3DTSS_TCI_CAMERASPACEPOSITION);
    f.draw(XYZ_FVF, &color_quad(column(0, 1), 8.0, SRC));
    let img = f.read_rt();
    assert_argb(&img, 32, 32, SRC, 0);
}
