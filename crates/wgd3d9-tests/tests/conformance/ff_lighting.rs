//! Fixed-function vertex lighting: directional, point and spot lights with
//! attenuation, range and cone falloff; global, light and material ambient;
//! emissive; the material colour sources; diffuse alpha; specular highlights
//! with and without a local viewer; D3DRS_NORMALIZENORMALS; several lights
//! summed and clamped; the eight-light limit; LightEnable and SetLight order;
//! lights in world space; lights recorded in state blocks and cleared by Reset.
//!
//! Every expected colour is the D3D9 lighting equation evaluated here:
//! oD0 = Ce + Ca * (Ga + sum La * att) + sum Cd * Ld * (N.L) * att, clamped
//! after all lights; oD1 = Cs * sum Ls * (N.H)^P * att, only where N.L > 0.
//! Lighting is done in camera space (lights go through the view matrix,
//! normals through the inverse transpose of world * view). The projection is
//! orthographic (x, y in -4..4 fill the 64x64 target, z in 0..16 the depth
//! range), so colours interpolate linearly between the vertices. Quads are
//! mostly built so that every vertex gets the same colour; otherwise the
//! expected value is interpolated over the triangle that holds the pixel.
//!
//! The shared pieces here (the fixture, vectors, the lighting reference) are
//! also used by `ff_vertex`.

use std::cell::RefCell;
use std::ops::Deref;
use wgd3d9_tests::*;

// ---------------------------------------------------------------------------
// Vectors and matrices.
// ---------------------------------------------------------------------------

pub(crate) type V3 = [f32; 3];

pub(crate) fn dot(a: V3, b: V3) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

pub(crate) fn add(a: V3, b: V3) -> V3 {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

pub(crate) fn sub(a: V3, b: V3) -> V3 {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

pub(crate) fn scale(a: V3, s: f32) -> V3 {
    [a[0] * s, a[1] * s, a[2] * s]
}

pub(crate) fn length(a: V3) -> f32 {
    dot(a, a).sqrt()
}

pub(crate) fn normalize(a: V3) -> V3 {
    scale(a, 1.0 / length(a))
}

/// `p * m` for a point (w = 1), dropping w.
pub(crate) fn xform_point(p: V3, m: &D3DMATRIX) -> V3 {
    let mut r = [0.0; 3];
    for (j, out) in r.iter_mut().enumerate() {
        *out = p[0] * m.m[0][j] + p[1] * m.m[1][j] + p[2] * m.m[2][j] + m.m[3][j];
    }
    r
}

/// `v * m` for a direction (w = 0).
pub(crate) fn xform_vec(v: V3, m: &D3DMATRIX) -> V3 {
    let mut r = [0.0; 3];
    for (j, out) in r.iter_mut().enumerate() {
        *out = v[0] * m.m[0][j] + v[1] * m.m[1][j] + v[2] * m.m[2][j];
    }
    r
}

/// A normal through the inverse transpose of the upper 3x3 of `m`:
/// n' = n * (M^-1)^T, i.e. n'_j = sum_i n_i * inv[j][i].
pub(crate) fn xform_normal(n: V3, m: &D3DMATRIX) -> V3 {
    let a = |i: usize, j: usize| m.m[i][j];
    let cof = |i: usize, j: usize| {
        let (r0, r1) = ((i + 1) % 3, (i + 2) % 3);
        let (c0, c1) = ((j + 1) % 3, (j + 2) % 3);
        a(r0, c0) * a(r1, c1) - a(r0, c1) * a(r1, c0)
    };
    let det = a(0, 0) * cof(0, 0) + a(0, 1) * cof(0, 1) + a(0, 2) * cof(0, 2);
    // inv[j][i] = cof(i, j) / det.
    let mut r = [0.0; 3];
    for (j, out) in r.iter_mut().enumerate() {
        *out = (0..3).map(|i| n[i] * cof(i, j) / det).sum();
    }
    r
}

/// Rotation about y by `deg` degrees: (x, y, z) -> (x c + z s, y, z c - x s).
pub(crate) fn mat_rot_y(deg: f32) -> D3DMATRIX {
    let (s, c) = deg.to_radians().sin_cos();
    let mut m = D3DMATRIX::IDENTITY;
    m.m[0][0] = c;
    m.m[0][2] = -s;
    m.m[2][0] = s;
    m.m[2][2] = c;
    m
}

/// Rotation about z by `deg` degrees: (x, y) -> (x c - y s, x s + y c).
pub(crate) fn mat_rot_z(deg: f32) -> D3DMATRIX {
    let (s, c) = deg.to_radians().sin_cos();
    let mut m = D3DMATRIX::IDENTITY;
    m.m[0][0] = c;
    m.m[0][1] = s;
    m.m[1][0] = -s;
    m.m[1][1] = c;
    m
}

// ---------------------------------------------------------------------------
// The screen: an orthographic camera.
// ---------------------------------------------------------------------------

/// Camera-space x and y in -EXTENT..EXTENT fill the 64x64 viewport.
pub(crate) const EXTENT: f32 = 4.0;
/// Camera-space z in 0..DEPTH maps onto the depth range.
pub(crate) const DEPTH: f32 = 16.0;

/// The projection every test here uses (w stays 1).
pub(crate) fn ortho() -> D3DMATRIX {
    mat_scale(1.0 / EXTENT, 1.0 / EXTENT, 1.0 / DEPTH)
}

/// Camera-space x, y of the centre of pixel (px, py). D3D9 puts pixel centres
/// at integer screen coordinates: screen x = (clip x + 1) * 32.
pub(crate) fn cam_xy(px: u32, py: u32) -> (f32, f32) {
    ((px as f32 / 32.0 - 1.0) * EXTENT, (1.0 - py as f32 / 32.0) * EXTENT)
}

/// A camera-space rectangle: left, bottom, right, top.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rect {
    pub x0: f32,
    pub y0: f32,
    pub x1: f32,
    pub y1: f32,
}

pub(crate) fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Rect {
    Rect { x0, y0, x1, y1 }
}

impl Rect {
    /// The corners in triangle-strip order: top-left, top-right, bottom-left,
    /// bottom-right.
    pub(crate) fn corners(&self, z: f32) -> [V3; 4] {
        [
            [self.x0, self.y1, z],
            [self.x1, self.y1, z],
            [self.x0, self.y0, z],
            [self.x1, self.y0, z],
        ]
    }
}

/// Column `i` of `n` equal columns spanning the screen (full height).
pub(crate) fn column(i: u32, n: u32) -> Rect {
    let w = 2.0 * EXTENT / n as f32;
    rect(-EXTENT + w * i as f32, -EXTENT, -EXTENT + w * (i + 1) as f32, EXTENT)
}

/// The centre pixel column of column `i` of `n`.
pub(crate) fn column_px(i: u32, n: u32) -> u32 {
    64 / n * i + 32 / n
}

/// Barycentric weights of `p` in the triangle (a, b, c), in the xy plane.
fn barycentric(p: [f32; 2], a: V3, b: V3, c: V3) -> [f32; 3] {
    let det = (b[1] - c[1]) * (a[0] - c[0]) + (c[0] - b[0]) * (a[1] - c[1]);
    let wa = ((b[1] - c[1]) * (p[0] - c[0]) + (c[0] - b[0]) * (p[1] - c[1])) / det;
    let wb = ((c[1] - a[1]) * (p[0] - c[0]) + (a[0] - c[0]) * (p[1] - c[1])) / det;
    [wa, wb, 1.0 - wa - wb]
}

/// The value at pixel (px, py) of a 4-vertex strip whose vertices are at
/// camera-space `pos` (orthographic: screen xy = camera xy) with per-vertex
/// `vals`: linear interpolation over the triangle (0, 1, 2) or (2, 1, 3)
/// that holds the pixel centre.
pub(crate) fn interp_strip<const N: usize>(pos: &[V3; 4], vals: &[[f32; N]; 4], px: u32, py: u32) -> [f32; N] {
    let (x, y) = cam_xy(px, py);
    for tri in [[0usize, 1, 2], [2, 1, 3]] {
        let w = barycentric([x, y], pos[tri[0]], pos[tri[1]], pos[tri[2]]);
        if w.iter().all(|&w| w >= -1e-4) {
            let mut out = [0.0; N];
            for (k, o) in out.iter_mut().enumerate() {
                *o = (0..3).map(|i| w[i] * vals[tri[i]][k]).sum();
            }
            return out;
        }
    }
    panic!("pixel ({px}, {py}) is outside the quad {pos:?}");
}

// ---------------------------------------------------------------------------
// Colours, materials and lights.
// ---------------------------------------------------------------------------

pub(crate) fn cv(r: f32, g: f32, b: f32, a: f32) -> D3DCOLORVALUE {
    D3DCOLORVALUE { r, g, b, a }
}

/// An opaque colour value.
pub(crate) fn rgb(r: f32, g: f32, b: f32) -> D3DCOLORVALUE {
    cv(r, g, b, 1.0)
}

pub(crate) const BLACK: D3DCOLORVALUE = D3DCOLORVALUE {
    r: 0.0,
    g: 0.0,
    b: 0.0,
    a: 1.0,
};

pub(crate) fn c4(c: D3DCOLORVALUE) -> [f32; 4] {
    [c.r, c.g, c.b, c.a]
}

/// A D3DCOLOR as an RGBA colour value.
pub(crate) fn from_argb(c: u32) -> D3DCOLORVALUE {
    let f = |i| chan(c, i) as f32 / 255.0;
    cv(f(2), f(1), f(0), f(3))
}

/// An RGBA float colour as a D3DCOLOR, clamped and rounded like an 8-bit
/// target stores it.
pub(crate) fn to_argb(c: [f32; 4]) -> u32 {
    let q = |x: f32| (x.clamp(0.0, 1.0) * 255.0).round() as u32;
    argb(q(c[3]), q(c[0]), q(c[1]), q(c[2]))
}

/// An RGB float colour as a D3DCOLOR (alpha 0xFF).
pub(crate) fn to_rgb(c: [f32; 3]) -> u32 {
    to_argb([c[0], c[1], c[2], 1.0])
}

pub(crate) fn material(
    diffuse: D3DCOLORVALUE,
    ambient: D3DCOLORVALUE,
    specular: D3DCOLORVALUE,
    emissive: D3DCOLORVALUE,
    power: f32,
) -> D3DMATERIAL9 {
    D3DMATERIAL9 {
        Diffuse: diffuse,
        Ambient: ambient,
        Specular: specular,
        Emissive: emissive,
        Power: power,
    }
}

/// A material with only a diffuse colour.
pub(crate) fn diffuse_material(d: D3DCOLORVALUE) -> D3DMATERIAL9 {
    material(d, BLACK, BLACK, BLACK, 0.0)
}

fn d3dvec(v: V3) -> D3DVECTOR {
    D3DVECTOR {
        x: v[0],
        y: v[1],
        z: v[2],
    }
}

fn v3(v: D3DVECTOR) -> V3 {
    [v.x, v.y, v.z]
}

/// A directional light shining along `dir` (world space).
pub(crate) fn directional(diffuse: D3DCOLORVALUE, dir: V3) -> D3DLIGHT9 {
    D3DLIGHT9 {
        Type: D3DLIGHT_DIRECTIONAL,
        Diffuse: diffuse,
        Direction: d3dvec(dir),
        ..Default::default()
    }
}

/// A point light at `pos` with `range` and attenuation (att0, att1, att2).
pub(crate) fn point_light(diffuse: D3DCOLORVALUE, pos: V3, range: f32, att: [f32; 3]) -> D3DLIGHT9 {
    D3DLIGHT9 {
        Type: D3DLIGHT_POINT,
        Diffuse: diffuse,
        Position: d3dvec(pos),
        Range: range,
        Attenuation0: att[0],
        Attenuation1: att[1],
        Attenuation2: att[2],
        ..Default::default()
    }
}

/// A spot light at `pos` along `dir` with full cone angles theta and phi (in
/// degrees), no distance attenuation.
pub(crate) fn spot_light(
    diffuse: D3DCOLORVALUE,
    pos: V3,
    dir: V3,
    theta_deg: f32,
    phi_deg: f32,
    falloff: f32,
) -> D3DLIGHT9 {
    D3DLIGHT9 {
        Type: D3DLIGHT_SPOT,
        Diffuse: diffuse,
        Position: d3dvec(pos),
        Direction: d3dvec(dir),
        Range: 100.0,
        Falloff: falloff,
        Attenuation0: 1.0,
        Theta: theta_deg.to_radians(),
        Phi: phi_deg.to_radians(),
        ..Default::default()
    }
}

/// `l` with its position and direction taken to camera space by `view`.
pub(crate) fn light_in_camera(l: &D3DLIGHT9, view: &D3DMATRIX) -> D3DLIGHT9 {
    D3DLIGHT9 {
        Position: d3dvec(xform_point(v3(l.Position), view)),
        Direction: d3dvec(xform_vec(v3(l.Direction), view)),
        ..*l
    }
}

/// The D3D9 lighting equation for one vertex, everything in camera space:
/// returns (oD0, oD1) as RGBA floats, each clamped to [0, 1] after summing
/// all lights. `m` holds the effective material colours (colour sources
/// already resolved), `ambient` is D3DRS_AMBIENT.
pub(crate) fn light_vertex(
    m: &D3DMATERIAL9,
    ambient: u32,
    lights: &[D3DLIGHT9],
    v: V3,
    n: V3,
    local_viewer: bool,
) -> ([f32; 4], [f32; 4]) {
    let ga = c4(from_argb(ambient));
    let (cd, ca, cs, ce) = (c4(m.Diffuse), c4(m.Ambient), c4(m.Specular), c4(m.Emissive));
    let mut amb = [ga[0], ga[1], ga[2]];
    let mut dif = [0.0f32; 3];
    let mut spe = [0.0f32; 3];
    for l in lights {
        let (ldir, atten) = if l.Type == D3DLIGHT_DIRECTIONAL {
            (normalize(scale(v3(l.Direction), -1.0)), 1.0)
        } else {
            let to_light = sub(v3(l.Position), v);
            let d = length(to_light);
            if d > l.Range {
                continue;
            }
            (
                scale(to_light, 1.0 / d),
                1.0 / (l.Attenuation0 + l.Attenuation1 * d + l.Attenuation2 * d * d),
            )
        };
        let spot = if l.Type == D3DLIGHT_SPOT {
            let rho = dot(normalize(scale(v3(l.Direction), -1.0)), ldir);
            let (ct, cp) = ((l.Theta / 2.0).cos(), (l.Phi / 2.0).cos());
            if rho > ct {
                1.0
            } else if rho <= cp {
                0.0
            } else {
                ((rho - cp) / (ct - cp)).powf(l.Falloff)
            }
        } else {
            1.0
        };
        let att = atten * spot;
        let (ld, ls, la) = (c4(l.Diffuse), c4(l.Specular), c4(l.Ambient));
        for i in 0..3 {
            amb[i] += la[i] * att;
        }
        let ndl = dot(n, ldir);
        if ndl > 0.0 {
            let ndl = ndl.min(1.0);
            for i in 0..3 {
                dif[i] += ld[i] * ndl * att;
            }
            let h = if local_viewer {
                normalize(add(normalize(scale(v, -1.0)), ldir))
            } else {
                normalize(add(ldir, [0.0, 0.0, -1.0]))
            };
            let ndh = dot(n, h);
            if ndh > 0.0 {
                let f = ndh.powf(m.Power);
                for i in 0..3 {
                    spe[i] += ls[i] * f * att;
                }
            }
        }
    }
    let mut d0 = [0.0; 4];
    let mut d1 = [0.0; 4];
    for i in 0..3 {
        d0[i] = (ce[i] + ca[i] * amb[i] + cd[i] * dif[i]).clamp(0.0, 1.0);
        d1[i] = (cs[i] * spe[i]).clamp(0.0, 1.0);
    }
    d0[3] = cd[3].clamp(0.0, 1.0);
    d1[3] = 1.0;
    (d0, d1)
}

// ---------------------------------------------------------------------------
// Vertices and the fixture.
// ---------------------------------------------------------------------------

/// Position and normal.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Vn {
    pub p: V3,
    pub n: V3,
}
pub(crate) const VN_FVF: u32 = D3DFVF_XYZ | D3DFVF_NORMAL;

/// Position, normal, diffuse colour.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Vnd {
    pub p: V3,
    pub n: V3,
    pub diffuse: u32,
}
pub(crate) const VND_FVF: u32 = D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_DIFFUSE;

/// Position, normal, diffuse and specular colours.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Vnds {
    pub p: V3,
    pub n: V3,
    pub diffuse: u32,
    pub specular: u32,
}
pub(crate) const VNDS_FVF: u32 = D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_DIFFUSE | D3DFVF_SPECULAR;

/// A quad over `r` at depth `z` with one normal.
pub(crate) fn quad_n(r: Rect, z: f32, n: V3) -> [Vn; 4] {
    r.corners(z).map(|p| Vn { p, n })
}

/// A headless 64x64 device drawing into an A8R8G8B8 target (cleared to
/// transparent black) with no depth test, no culling, the orthographic
/// projection, and stage 0 passing the diffuse colour and alpha through.
pub(crate) struct Ff {
    pub t: TestDevice,
    rt: *mut IDirect3DSurface9,
    /// Objects the test created, released (after unbinding) on drop.
    owned: RefCell<Vec<*mut IUnknown>>,
}

impl Ff {
    pub(crate) fn new() -> Ff {
        let t = TestDevice::new();
        let rt = t.bind_argb_target();
        t.rs(D3DRS_ZENABLE, 0);
        t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
        t.set_transform(D3DTS_PROJECTION, &ortho());
        t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
        t.tss(0, D3DTSS_COLORARG1, D3DTA_DIFFUSE);
        t.tss(0, D3DTSS_ALPHAOP, D3DTOP_SELECTARG1);
        t.tss(0, D3DTSS_ALPHAARG1, D3DTA_DIFFUSE);
        t.clear(0);
        Ff {
            t,
            rt,
            owned: RefCell::new(Vec::new()),
        }
    }

    /// Keeps `obj` (a texture or declaration the test created) until the
    /// fixture is dropped.
    pub(crate) fn own<T>(&self, obj: *mut T) -> *mut T {
        self.owned.borrow_mut().push(obj as *mut IUnknown);
        obj
    }

    /// [`Ff::new`] with lighting on and the diffuse and specular material
    /// sources set to MATERIAL (the colour-source tests change them).
    pub(crate) fn lit() -> Ff {
        let f = Ff::new();
        f.rs(D3DRS_LIGHTING, 1);
        f.rs(D3DRS_DIFFUSEMATERIALSOURCE, D3DMCS_MATERIAL);
        f.rs(D3DRS_SPECULARMATERIALSOURCE, D3DMCS_MATERIAL);
        f
    }

    /// Draws `verts` as one triangle strip in its own scene.
    pub(crate) fn draw<V>(&self, fvf: u32, verts: &[V]) {
        self.fvf(fvf);
        self.begin();
        self.draw_up(D3DPT_TRIANGLESTRIP, verts.len() as u32 - 2, verts);
        self.end();
    }

    pub(crate) fn set_material(&self, m: &D3DMATERIAL9) {
        assert_eq!(vcall!(self.dev, SetMaterial, m), D3D_OK);
    }

    pub(crate) fn set_light(&self, i: u32, l: &D3DLIGHT9) {
        assert_eq!(vcall!(self.dev, SetLight, i, l), D3D_OK);
    }

    pub(crate) fn enable_light(&self, i: u32, on: bool) {
        assert_eq!(vcall!(self.dev, LightEnable, i, on as BOOL), D3D_OK);
    }

    /// SetLight and LightEnable(TRUE).
    pub(crate) fn light(&self, i: u32, l: &D3DLIGHT9) {
        self.set_light(i, l);
        self.enable_light(i, true);
    }
}

impl Deref for Ff {
    type Target = TestDevice;
    fn deref(&self) -> &TestDevice {
        &self.t
    }
}

impl Drop for Ff {
    fn drop(&mut self) {
        for s in 0..8 {
            vcall!(self.t.dev, SetTexture, s, std::ptr::null_mut());
        }
        vcall!(self.t.dev, SetFVF, D3DFVF_XYZ);
        for o in self.owned.borrow().iter() {
            release!(*o);
        }
        let mut bb = std::ptr::null_mut();
        vcall!(self.t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb);
        vcall!(self.t.dev, SetRenderTarget, 0, bb);
        release!(bb);
        release!(self.rt);
    }
}

/// Colour of the half-screen quads most tests draw: the light's colour times
/// the material's, so each channel shows a different product.
const CD: D3DCOLORVALUE = D3DCOLORVALUE {
    r: 0.8,
    g: 0.6,
    b: 0.4,
    a: 1.0,
};

const FACING: V3 = [0.0, 0.0, -1.0];

/// The normal at `deg` degrees from the viewer (-z), tilted towards +x.
fn tilted(deg: f32) -> V3 {
    let (s, c) = deg.to_radians().sin_cos();
    [s, 0.0, -c]
}

// ---------------------------------------------------------------------------
// Directional lights.
// ---------------------------------------------------------------------------

#[test]
fn directional_diffuse_scales_with_n_dot_l() {
    // Light along +z (L = (0, 0, -1)); normals 0, 45, 60 and 80 degrees away
    // from it: N.L = cos(angle). Diffuse = Cd * Ld * N.L.
    let f = Ff::lit();
    f.set_material(&diffuse_material(rgb(0.8, 0.6, 1.0)));
    f.light(0, &directional(rgb(1.0, 0.5, 0.75), [0.0, 0.0, 1.0]));
    let angles = [0.0f32, 45.0, 60.0, 80.0];
    for (i, &a) in angles.iter().enumerate() {
        f.draw(VN_FVF, &quad_n(column(i as u32, 4), 8.0, tilted(a)));
    }
    let img = f.read_rt();
    for (i, &a) in angles.iter().enumerate() {
        let ndl = a.to_radians().cos();
        let want = to_rgb([0.8 * 1.0 * ndl, 0.6 * 0.5 * ndl, 1.0 * 0.75 * ndl]);
        assert_rgb(&img, column_px(i as u32, 4), 32, want, 2);
    }
}

#[test]
fn back_facing_normals_get_no_diffuse() {
    // N.L <= 0 (normals 90, 120 and 180 degrees from the light) is clamped to
    // 0: only the emissive colour is left. The first column faces the light.
    let f = Ff::lit();
    let e = rgb(0.2, 0.1, 0.3);
    f.set_material(&material(CD, BLACK, BLACK, e, 0.0));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    let angles = [0.0f32, 90.0, 120.0, 180.0];
    for (i, &a) in angles.iter().enumerate() {
        f.draw(VN_FVF, &quad_n(column(i as u32, 4), 8.0, tilted(a)));
    }
    let img = f.read_rt();
    assert_rgb(&img, column_px(0, 4), 32, to_rgb([0.2 + 0.8, 0.1 + 0.6, 0.3 + 0.4]), 2);
    for i in 1..4 {
        assert_rgb(&img, column_px(i, 4), 32, to_rgb([0.2, 0.1, 0.3]), 2);
    }
}

#[test]
fn directional_light_ignores_distance_and_range() {
    // A directional light has no attenuation and no range: quads near and far
    // with the same normal get the same colour, even with Range and
    // attenuation set in the light.
    let f = Ff::lit();
    f.set_material(&diffuse_material(CD));
    let mut l = directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]);
    l.Range = 0.5;
    l.Attenuation0 = 4.0;
    l.Attenuation2 = 4.0;
    f.light(0, &l);
    f.draw(VN_FVF, &quad_n(column(0, 2), 1.0, tilted(60.0)));
    f.draw(VN_FVF, &quad_n(column(1, 2), 15.0, tilted(60.0)));
    let img = f.read_rt();
    let want = to_rgb([0.8 * 0.5, 0.6 * 0.5, 0.4 * 0.5]);
    assert_rgb(&img, 16, 32, want, 2);
    assert_rgb(&img, 48, 32, want, 2);
}

// ---------------------------------------------------------------------------
// Point lights.
// ---------------------------------------------------------------------------

/// Draws a quad over x, y in -2..2 at z = 5 facing the viewer, lit by a white
/// point light at (0, 0, 1) with `att`; every corner is d = sqrt(2*2 + 2*2 +
/// 4*4) from the light with N.L = 4 / d, so the quad is one colour. Returns
/// the centre pixel.
fn point_light_quad(att: [f32; 3]) -> u32 {
    let f = Ff::lit();
    f.set_material(&diffuse_material(CD));
    f.light(0, &point_light(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0], 100.0, att));
    f.draw(VN_FVF, &quad_n(rect(-2.0, -2.0, 2.0, 2.0), 5.0, FACING));
    f.read_rt().at(32, 32)
}

fn point_light_expected(atten: f32) -> u32 {
    let d = 24.0f32.sqrt();
    let ndl = 4.0 / d;
    to_rgb([0.8 * ndl * atten, 0.6 * ndl * atten, 0.4 * ndl * atten])
}

#[track_caller]
fn assert_px(got: u32, want: u32, tol: u32) {
    assert!(
        color_distance(got, want, true) <= tol,
        "got {got:08x}, expected {want:08x} (rgb tolerance {tol})"
    );
}

#[test]
fn point_light_constant_attenuation() {
    // Atten = 1 / att0.
    let got = point_light_quad([2.0, 0.0, 0.0]);
    assert_px(got, point_light_expected(1.0 / 2.0), 2);
}

#[test]
fn point_light_linear_attenuation() {
    // Atten = 1 / (att1 * d).
    let got = point_light_quad([0.0, 0.25, 0.0]);
    let d = 24.0f32.sqrt();
    assert_px(got, point_light_expected(1.0 / (0.25 * d)), 2);
}

#[test]
fn point_light_quadratic_attenuation() {
    // Atten = 1 / (att2 * d^2) = 1 / (0.05 * 24).
    let got = point_light_quad([0.0, 0.0, 0.05]);
    assert_px(got, point_light_expected(1.0 / (0.05 * 24.0)), 2);
}

#[test]
fn point_light_all_attenuation_terms_add() {
    // Atten = 1 / (att0 + att1 * d + att2 * d^2).
    let got = point_light_quad([0.5, 0.1, 0.02]);
    let d = 24.0f32.sqrt();
    assert_px(got, point_light_expected(1.0 / (0.5 + 0.1 * d + 0.02 * d * d)), 2);
}

#[test]
fn point_light_beyond_its_range_contributes_nothing() {
    // Two quads, each lit by its own placement of the same point light
    // (diffuse white, ambient 0.2) at distance d = 3 from every corner
    // (corners at (+-1, +-1) around the light's x, sqrt(7) deeper). Range
    // 3.1 reaches them; range 2.9 does not, and then the light's ambient
    // vanishes too, leaving the global ambient.
    let f = Ff::lit();
    f.rs(D3DRS_AMBIENT, 0x00202020);
    f.set_material(&material(rgb(0.5, 0.4, 0.3), rgb(1.0, 1.0, 1.0), BLACK, BLACK, 0.0));
    let dz = 7.0f32.sqrt();
    for (cx, range) in [(-2.0f32, 3.1f32), (2.0, 2.9)] {
        let mut l = point_light(rgb(1.0, 1.0, 1.0), [cx, 0.0, 1.0], range, [1.0, 0.0, 0.0]);
        l.Ambient = rgb(0.2, 0.2, 0.2);
        f.light(0, &l);
        f.draw(VN_FVF, &quad_n(rect(cx - 1.0, -1.0, cx + 1.0, 1.0), 1.0 + dz, FACING));
    }
    let img = f.read_rt();
    let ga = 32.0 / 255.0;
    let ndl = dz / 3.0;
    let lit = to_rgb([ga + 0.2 + 0.5 * ndl, ga + 0.2 + 0.4 * ndl, ga + 0.2 + 0.3 * ndl]);
    assert_rgb(&img, 16, 32, lit, 2);
    assert_rgb(&img, 48, 32, to_rgb([ga, ga, ga]), 2);
}

#[test]
fn point_light_is_evaluated_per_vertex_and_interpolated() {
    // A point light close to a large quad, off its centre: each vertex gets
    // its own N.L and attenuation, and pixels between them are interpolated
    // (Gouraud shading), not lit per pixel.
    let f = Ff::lit();
    f.set_material(&diffuse_material(rgb(1.0, 0.9, 0.7)));
    let l = point_light(rgb(1.0, 1.0, 1.0), [1.5, 0.5, 2.0], 100.0, [0.25, 0.05, 0.0]);
    f.light(0, &l);
    let r = rect(-4.0, -4.0, 4.0, 4.0);
    f.draw(VN_FVF, &quad_n(r, 3.0, FACING));
    let img = f.read_rt();
    let pos = r.corners(3.0);
    let m = diffuse_material(rgb(1.0, 0.9, 0.7));
    let vals = pos.map(|p| light_vertex(&m, 0, &[l], p, FACING, true).0);
    for (px, py) in [(32, 32), (8, 8), (56, 8), (20, 50), (50, 40)] {
        let want = to_argb(interp_strip(&pos, &vals, px, py));
        assert_rgb(&img, px, py, want, 3);
    }
    // Lit per pixel, the centre (under the light, N.L about 1) would be far
    // brighter than this.
    let centre = light_vertex(&m, 0, &[l], [1.5, 0.5, 3.0], FACING, true).0;
    assert!(chan(img.at(44, 28), 2) + 40 < (centre[0].min(1.0) * 255.0) as u32);
}

// ---------------------------------------------------------------------------
// Spot lights.
// ---------------------------------------------------------------------------

/// Draws a quad over (cx +- 1, +-1) at z = sqrt(2), lit by `l` placed at
/// (cx, 0, 0) pointing along +z: every corner is at 45 degrees from the spot
/// axis (rho = cos 45), distance 2, N.L = cos 45.
fn spot_quad(f: &Ff, cx: f32, theta: f32, phi: f32, falloff: f32) {
    let mut l = spot_light(rgb(1.0, 1.0, 1.0), [cx, 0.0, 0.0], [0.0, 0.0, 1.0], theta, phi, falloff);
    l.Ambient = rgb(0.25, 0.25, 0.25);
    f.light(0, &l);
    f.draw(
        VN_FVF,
        &quad_n(rect(cx - 1.0, -1.0, cx + 1.0, 1.0), 2.0f32.sqrt(), FACING),
    );
}

/// The colour of [`spot_quad`] with spot factor `spot`: material diffuse CD,
/// material ambient white, light ambient 0.25, both scaled by the spot factor.
fn spot_expected(spot: f32) -> u32 {
    let ndl = 45.0f32.to_radians().cos();
    let c = |cd: f32| 0.25 * spot + cd * ndl * spot;
    to_rgb([c(0.8), c(0.6), c(0.4)])
}

fn spot_fixture() -> Ff {
    let f = Ff::lit();
    f.set_material(&material(CD, rgb(1.0, 1.0, 1.0), BLACK, BLACK, 0.0));
    f
}

#[test]
fn spot_light_inside_the_inner_cone_is_full_strength() {
    // Theta 100 degrees: cos(50) = 0.643 < rho = 0.707, spot factor 1.
    let f = spot_fixture();
    spot_quad(&f, 0.0, 100.0, 120.0, 1.0);
    assert_rgb(&f.read_rt(), 32, 32, spot_expected(1.0), 2);
}

#[test]
fn spot_light_between_the_cones_falls_off() {
    // Theta 60, Phi 120: ct = cos 30 = 0.866, cp = cos 60 = 0.5, rho = 0.707:
    // spot = ((rho - cp) / (ct - cp)) ^ falloff, falloff 1 on the left and 2
    // on the right.
    let f = spot_fixture();
    spot_quad(&f, -2.0, 60.0, 120.0, 1.0);
    spot_quad(&f, 2.0, 60.0, 120.0, 2.0);
    let img = f.read_rt();
    let rho = 45.0f32.to_radians().cos();
    let (ct, cp) = (30.0f32.to_radians().cos(), 60.0f32.to_radians().cos());
    let s = (rho - cp) / (ct - cp);
    assert_rgb(&img, 16, 32, spot_expected(s), 2);
    assert_rgb(&img, 48, 32, spot_expected(s * s), 2);
}

#[test]
fn spot_light_outside_the_outer_cone_is_dark() {
    // Phi 80: cp = cos 40 = 0.766 > rho = 0.707: spot factor 0 for the
    // diffuse and the light's ambient; the global ambient stays.
    let f = spot_fixture();
    f.rs(D3DRS_AMBIENT, 0x00403020);
    spot_quad(&f, 0.0, 40.0, 80.0, 1.0);
    let img = f.read_rt();
    assert_rgb(&img, 32, 32, 0x403020, 1);
}

// ---------------------------------------------------------------------------
// Ambient and emissive.
// ---------------------------------------------------------------------------

#[test]
fn global_ambient_is_scaled_by_the_material_ambient() {
    // D3DRS_AMBIENT (0.251, 0.376, 0.502) times Ca (1, 0.5, 0.25), with a
    // light enabled that has no ambient and a black diffuse material.
    let f = Ff::lit();
    f.rs(D3DRS_AMBIENT, 0x00406080);
    f.set_material(&material(BLACK, rgb(1.0, 0.5, 0.25), BLACK, BLACK, 0.0));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.draw(VN_FVF, &quad_n(column(0, 1), 8.0, FACING));
    let g = |c: u32| c as f32 / 255.0;
    let want = to_rgb([g(0x40) * 1.0, g(0x60) * 0.5, g(0x80) * 0.25]);
    assert_rgb(&f.read_rt(), 32, 32, want, 1);
}

#[test]
fn light_ambient_adds_to_the_global_ambient() {
    // Ambient = Ca * (Ga + La0 + La1); the lights have no diffuse, and a
    // back-facing normal shows that light ambient does not depend on N.L.
    let f = Ff::lit();
    f.rs(D3DRS_AMBIENT, 0x00202020);
    f.set_material(&material(CD, rgb(1.0, 0.5, 0.8), BLACK, BLACK, 0.0));
    let mut l0 = directional(BLACK, [0.0, 0.0, 1.0]);
    l0.Ambient = rgb(0.2, 0.4, 0.1);
    let mut l1 = directional(BLACK, [0.0, 0.0, -1.0]);
    l1.Ambient = rgb(0.3, 0.1, 0.2);
    f.light(0, &l0);
    f.light(1, &l1);
    f.draw(VN_FVF, &quad_n(column(0, 2), 8.0, FACING));
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, [0.0, 0.0, 1.0]));
    let img = f.read_rt();
    let ga = 32.0 / 255.0;
    let want = to_rgb([1.0 * (ga + 0.2 + 0.3), 0.5 * (ga + 0.4 + 0.1), 0.8 * (ga + 0.1 + 0.2)]);
    assert_rgb(&img, 16, 32, want, 2);
    assert_rgb(&img, 48, 32, want, 2);
}

#[test]
fn emissive_is_added_to_the_lit_colour() {
    // oD0 = Ce + Cd * Ld * N.L, with N.L = 0.5.
    let f = Ff::lit();
    f.set_material(&material(rgb(0.5, 0.4, 0.2), BLACK, BLACK, rgb(0.25, 0.1, 0.5), 0.0));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.draw(VN_FVF, &quad_n(column(0, 1), 8.0, tilted(60.0)));
    let want = to_rgb([0.25 + 0.5 * 0.5, 0.1 + 0.4 * 0.5, 0.5 + 0.2 * 0.5]);
    assert_rgb(&f.read_rt(), 32, 32, want, 2);
}

// ---------------------------------------------------------------------------
// Material colour sources.
// ---------------------------------------------------------------------------

const VCOL: u32 = 0x80FF8040;

fn vnd_quad(r: Rect, z: f32, n: V3, diffuse: u32) -> [Vnd; 4] {
    r.corners(z).map(|p| Vnd { p, n, diffuse })
}

fn vnds_quad(r: Rect, z: f32, n: V3, diffuse: u32, specular: u32) -> [Vnds; 4] {
    r.corners(z).map(|p| Vnds {
        p,
        n,
        diffuse,
        specular,
    })
}

#[test]
fn diffuse_material_source_color1_takes_the_vertex_diffuse() {
    // DIFFUSEMATERIALSOURCE COLOR1: Cd is the vertex colour, rgb lit by N.L =
    // 0.5, alpha (0x80) from the vertex. The material's diffuse is ignored.
    let f = Ff::lit();
    f.rs(D3DRS_DIFFUSEMATERIALSOURCE, D3DMCS_COLOR1);
    f.set_material(&diffuse_material(cv(0.0, 0.0, 1.0, 1.0)));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.draw(VND_FVF, &vnd_quad(column(0, 1), 8.0, tilted(60.0), VCOL));
    let vc = c4(from_argb(VCOL));
    let want = to_argb([vc[0] * 0.5, vc[1] * 0.5, vc[2] * 0.5, vc[3]]);
    assert_argb(&f.read_rt(), 32, 32, want, 2);
}

#[test]
fn colorvertex_off_uses_the_material_for_every_term() {
    // With D3DRS_COLORVERTEX FALSE the colour sources are ignored: diffuse,
    // ambient and emissive all come from the material even though the vertex
    // has both colours and every source names one of them.
    let f = Ff::lit();
    f.rs(D3DRS_COLORVERTEX, 0);
    f.rs(D3DRS_DIFFUSEMATERIALSOURCE, D3DMCS_COLOR1);
    f.rs(D3DRS_AMBIENTMATERIALSOURCE, D3DMCS_COLOR1);
    f.rs(D3DRS_EMISSIVEMATERIALSOURCE, D3DMCS_COLOR2);
    f.rs(D3DRS_AMBIENT, 0x00404040);
    let m = material(
        cv(0.4, 0.2, 0.6, 0.75),
        rgb(0.5, 1.0, 0.25),
        BLACK,
        rgb(0.1, 0.2, 0.0),
        0.0,
    );
    f.set_material(&m);
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.draw(VNDS_FVF, &vnds_quad(column(0, 1), 8.0, tilted(60.0), VCOL, 0x00FFFFFF));
    let ga = 64.0 / 255.0;
    let want = to_argb([
        0.1 + 0.5 * ga + 0.4 * 0.5,
        0.2 + 1.0 * ga + 0.2 * 0.5,
        0.0 + 0.25 * ga + 0.6 * 0.5,
        0.75,
    ]);
    assert_argb(&f.read_rt(), 32, 32, want, 2);
}

#[test]
fn ambient_and_emissive_sources_take_the_vertex_colours() {
    // AMBIENTMATERIALSOURCE COLOR1 (vertex diffuse) and
    // EMISSIVEMATERIALSOURCE COLOR2 (vertex specular); diffuse from the
    // material. oD0 = COLOR2 + COLOR1 * Ga + Cd * N.L.
    let f = Ff::lit();
    f.rs(D3DRS_AMBIENTMATERIALSOURCE, D3DMCS_COLOR1);
    f.rs(D3DRS_EMISSIVEMATERIALSOURCE, D3DMCS_COLOR2);
    f.rs(D3DRS_AMBIENT, 0x00808080);
    f.set_material(&material(
        rgb(0.2, 0.2, 0.2),
        rgb(1.0, 1.0, 1.0),
        BLACK,
        rgb(1.0, 1.0, 1.0),
        0.0,
    ));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    let (c1, c2) = (0x00C06000u32, 0x00102030u32);
    f.draw(VNDS_FVF, &vnds_quad(column(0, 1), 8.0, tilted(60.0), c1, c2));
    let (a, e) = (c4(from_argb(c1)), c4(from_argb(c2)));
    let ga = 128.0 / 255.0;
    let want = to_rgb([
        e[0] + a[0] * ga + 0.2 * 0.5,
        e[1] + a[1] * ga + 0.2 * 0.5,
        e[2] + a[2] * ga + 0.2 * 0.5,
    ]);
    assert_rgb(&f.read_rt(), 32, 32, want, 2);
}

#[test]
fn missing_vertex_colours_fall_back_to_the_material() {
    // Every source names a vertex colour the vertex does not have: each term
    // uses the material instead (diffuse, ambient, emissive on the left;
    // specular, read through D3DTA_SPECULAR, on the right).
    let f = Ff::lit();
    f.rs(D3DRS_DIFFUSEMATERIALSOURCE, D3DMCS_COLOR1);
    f.rs(D3DRS_AMBIENTMATERIALSOURCE, D3DMCS_COLOR2);
    f.rs(D3DRS_EMISSIVEMATERIALSOURCE, D3DMCS_COLOR1);
    f.rs(D3DRS_SPECULARMATERIALSOURCE, D3DMCS_COLOR2);
    f.rs(D3DRS_LOCALVIEWER, 0);
    f.rs(D3DRS_AMBIENT, 0x00404040);
    f.set_material(&material(
        cv(0.4, 0.2, 0.6, 0.5),
        rgb(0.5, 1.0, 0.25),
        rgb(0.3, 0.6, 0.9),
        rgb(0.1, 0.2, 0.0),
        1.0,
    ));
    let mut l = directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]);
    l.Specular = rgb(1.0, 1.0, 1.0);
    f.light(0, &l);
    f.draw(VN_FVF, &quad_n(column(0, 2), 8.0, tilted(60.0)));
    f.tss(0, D3DTSS_COLORARG1, D3DTA_SPECULAR);
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, tilted(60.0)));
    let img = f.read_rt();
    let ga = 64.0 / 255.0;
    let want = to_argb([
        0.1 + 0.5 * ga + 0.4 * 0.5,
        0.2 + 1.0 * ga + 0.2 * 0.5,
        0.0 + 0.25 * ga + 0.6 * 0.5,
        0.5,
    ]);
    assert_argb(&img, 16, 32, want, 2);
    // Non-local viewer: H = normalize(L + (0, 0, -1)) with L = (0, 0, -1) is
    // (0, 0, -1); N.H = cos 60 = 0.5, power 1.
    assert_rgb(&img, 48, 32, to_rgb([0.3 * 0.5, 0.6 * 0.5, 0.9 * 0.5]), 2);
}

#[test]
fn default_sources_light_the_vertex_diffuse_and_fall_back_without_it() {
    // Default states (COLORVERTEX TRUE, DIFFUSE from COLOR1): a vertex with a
    // colour is lit with it; a vertex without one uses the material.
    let f = Ff::new();
    f.rs(D3DRS_LIGHTING, 1);
    f.set_material(&diffuse_material(cv(0.4, 0.6, 1.0, 0.25)));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.draw(VND_FVF, &vnd_quad(column(0, 2), 8.0, tilted(60.0), VCOL));
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, tilted(60.0)));
    let img = f.read_rt();
    let vc = c4(from_argb(VCOL));
    assert_argb(&img, 16, 32, to_argb([vc[0] * 0.5, vc[1] * 0.5, vc[2] * 0.5, vc[3]]), 2);
    assert_argb(&img, 48, 32, to_argb([0.2, 0.3, 0.5, 0.25]), 2);
}

#[test]
fn specular_material_source_color2_takes_the_vertex_specular() {
    // SPECULARMATERIALSOURCE COLOR2: Cs is the vertex specular colour. Light
    // along +z, facing quad, non-local viewer: N.H = 1, so oD1 = Cs * Ls
    // (read through D3DTA_SPECULAR). The material's specular is ignored.
    let f = Ff::lit();
    f.rs(D3DRS_SPECULARMATERIALSOURCE, D3DMCS_COLOR2);
    f.rs(D3DRS_LOCALVIEWER, 0);
    f.set_material(&material(BLACK, BLACK, rgb(0.0, 0.0, 1.0), BLACK, 8.0));
    let mut l = directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]);
    l.Specular = rgb(1.0, 0.5, 1.0);
    f.light(0, &l);
    f.tss(0, D3DTSS_COLORARG1, D3DTA_SPECULAR);
    let spec = 0x00FF8040;
    f.draw(VNDS_FVF, &vnds_quad(column(0, 1), 8.0, FACING, 0xFFFFFFFF, spec));
    let cs = c4(from_argb(spec));
    let want = to_rgb([cs[0] * 1.0, cs[1] * 0.5, cs[2] * 1.0]);
    assert_rgb(&f.read_rt(), 32, 32, want, 2);
}

#[test]
fn diffuse_alpha_comes_from_the_material_only() {
    // Output alpha = Cd.a; the light's alphas, the ambient and emissive
    // alphas do not enter it.
    let f = Ff::lit();
    f.rs(D3DRS_AMBIENT, 0xFF202020);
    f.set_material(&material(
        cv(0.5, 0.5, 0.5, 0.25),
        cv(1.0, 1.0, 1.0, 1.0),
        BLACK,
        cv(0.1, 0.1, 0.1, 1.0),
        0.0,
    ));
    let mut l = directional(cv(1.0, 1.0, 1.0, 0.5), [0.0, 0.0, 1.0]);
    l.Ambient = cv(0.0, 0.0, 0.0, 1.0);
    f.light(0, &l);
    f.draw(VN_FVF, &quad_n(column(0, 1), 8.0, FACING));
    let ga = 32.0 / 255.0;
    let c = 0.1 + ga + 0.5;
    assert_argb(&f.read_rt(), 32, 32, to_argb([c, c, c, 0.25]), 2);
}

// ---------------------------------------------------------------------------
// Specular.
// ---------------------------------------------------------------------------

const SPEC: D3DCOLORVALUE = D3DCOLORVALUE {
    r: 1.0,
    g: 0.5,
    b: 0.25,
    a: 1.0,
};

/// Lit fixture with SPECULARENABLE TRUE, material diffuse 0.25 grey,
/// specular SPEC and `power`.
fn specular_fixture(power: f32) -> (Ff, D3DMATERIAL9) {
    let f = Ff::lit();
    f.rs(D3DRS_SPECULARENABLE, 1);
    let m = material(rgb(0.25, 0.25, 0.25), BLACK, SPEC, BLACK, power);
    f.set_material(&m);
    (f, m)
}

fn white_light(dir: V3) -> D3DLIGHT9 {
    let mut l = directional(rgb(1.0, 1.0, 1.0), dir);
    l.Specular = rgb(1.0, 1.0, 1.0);
    l
}

fn sum3(a: [f32; 4], b: [f32; 4]) -> [f32; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

#[test]
fn specular_with_a_local_viewer_uses_the_vertex_to_eye_vector() {
    // LOCALVIEWER TRUE (default): H = normalize(normalize(-V) + L). Light
    // along +z, quad facing the viewer with corners (+-2, +-2, 4): for every
    // corner N.H = (1 + 4 / |V|) / |(-V / |V|) + L| = 0.953, so the highlight
    // is (0.953)^10 = 0.618 of the specular colour, not the full colour.
    let (f, m) = specular_fixture(10.0);
    let l = white_light([0.0, 0.0, 1.0]);
    f.light(0, &l);
    let r = rect(-2.0, -2.0, 2.0, 2.0);
    f.draw(VN_FVF, &quad_n(r, 4.0, FACING));
    let v = 24.0f32.sqrt();
    let h = normalize([-2.0 / v, -2.0 / v, -4.0 / v - 1.0]);
    let ndh = -h[2];
    let s = ndh.powf(10.0);
    let want = to_rgb([0.25 + 1.0 * s, 0.25 + 0.5 * s, 0.25 + 0.25 * s]);
    assert_rgb(&f.read_rt(), 32, 32, want, 2);
    // The reference equation agrees with the hand computation.
    let (d0, d1) = light_vertex(&m, 0, &[l], [2.0, 2.0, 4.0], FACING, true);
    assert!(color_distance(to_rgb(sum3(d0, d1)), want, true) <= 1);
}

#[test]
fn specular_without_a_local_viewer_uses_minus_z_as_the_eye_direction() {
    // LOCALVIEWER FALSE: H = normalize(L + (0, 0, -1)). Light direction
    // (-0.6, 0, 0.8): L = (0.6, 0, -0.8), N.L = 0.8, H = (0.316, 0, -0.949),
    // N.H = 0.949, (N.H)^10 = 0.59. Constant over the quad.
    let (f, _) = specular_fixture(10.0);
    f.rs(D3DRS_LOCALVIEWER, 0);
    f.light(0, &white_light([-0.6, 0.0, 0.8]));
    f.draw(VN_FVF, &quad_n(column(0, 1), 8.0, FACING));
    let ndh = -normalize([0.6, 0.0, -1.8])[2];
    let s = ndh.powf(10.0);
    let d = 0.25 * 0.8;
    let want = to_rgb([d + 1.0 * s, d + 0.5 * s, d + 0.25 * s]);
    assert_rgb(&f.read_rt(), 32, 32, want, 2);
}

#[test]
fn specular_is_not_added_when_specularenable_is_off() {
    // SPECULARENABLE FALSE: the pixel is the diffuse colour alone, while the
    // lit specular colour is still there for D3DTA_SPECULAR (right half).
    let (f, _) = specular_fixture(10.0);
    f.rs(D3DRS_SPECULARENABLE, 0);
    f.rs(D3DRS_LOCALVIEWER, 0);
    f.light(0, &white_light([-0.6, 0.0, 0.8]));
    f.draw(VN_FVF, &quad_n(column(0, 2), 8.0, FACING));
    f.tss(0, D3DTSS_COLORARG1, D3DTA_SPECULAR);
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, FACING));
    let img = f.read_rt();
    let d = 0.25 * 0.8;
    assert_rgb(&img, 16, 32, to_rgb([d, d, d]), 2);
    let s = (-normalize([0.6, 0.0, -1.8])[2]).powf(10.0);
    assert_rgb(&img, 48, 32, to_rgb([1.0 * s, 0.5 * s, 0.25 * s]), 2);
}

#[test]
fn material_power_sharpens_the_highlight() {
    // Same N.H (0.949, non-local viewer) with Power 1, 4 and 20.
    let f = Ff::lit();
    f.rs(D3DRS_SPECULARENABLE, 1);
    f.rs(D3DRS_LOCALVIEWER, 0);
    f.light(0, &white_light([-0.6, 0.0, 0.8]));
    let powers = [1.0f32, 4.0, 20.0];
    for (i, &p) in powers.iter().enumerate() {
        f.set_material(&material(BLACK, BLACK, SPEC, BLACK, p));
        f.draw(VN_FVF, &quad_n(column(i as u32, 3), 8.0, FACING));
    }
    let img = f.read_rt();
    let ndh = -normalize([0.6, 0.0, -1.8])[2];
    for (i, &p) in powers.iter().enumerate() {
        let s = ndh.powf(p);
        assert_rgb(
            &img,
            column_px(i as u32, 3),
            32,
            to_rgb([1.0 * s, 0.5 * s, 0.25 * s]),
            2,
        );
    }
}

#[test]
fn no_specular_where_the_light_is_behind_the_surface() {
    // L = (0.995, 0, 0.0998): N.L = -0.0998 < 0 while N.H (non-local) is
    // 0.67 > 0. Specular is only added where N.L > 0: the quad stays black.
    // The control column, lit from the front, shows the highlight.
    let f = Ff::lit();
    f.rs(D3DRS_SPECULARENABLE, 1);
    f.rs(D3DRS_LOCALVIEWER, 0);
    f.set_material(&material(BLACK, BLACK, SPEC, BLACK, 1.0));
    let behind = normalize([0.995, 0.0, 0.0998]);
    let l = white_light(scale(behind, -1.0));
    f.light(0, &l);
    f.draw(VN_FVF, &quad_n(column(0, 2), 8.0, FACING));
    f.light(0, &white_light([0.0, 0.0, 1.0]));
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, FACING));
    let img = f.read_rt();
    assert!(dot(FACING, behind) < 0.0 && dot(FACING, normalize(add(behind, FACING))) > 0.5);
    assert_rgb(&img, 16, 32, 0x000000, 1);
    assert_rgb(&img, 48, 32, to_rgb([1.0, 0.5, 0.25]), 2);
}

// ---------------------------------------------------------------------------
// Normals.
// ---------------------------------------------------------------------------

#[test]
fn normalizenormals_renormalizes_normals_of_a_scaled_world() {
    // World = scale 2: the normal goes through the inverse transpose (scale
    // 0.5) and has length 0.5, so N.L = 0.5 without NORMALIZENORMALS (left)
    // and 1 with it (right).
    let f = Ff::lit();
    f.set_material(&diffuse_material(CD));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.set_transform(D3DTS_WORLD, &mat_scale(2.0, 2.0, 2.0));
    // Model x -2..0 -> camera -4..0 (left half), z 4 -> 8.
    f.draw(VN_FVF, &quad_n(rect(-2.0, -2.0, 0.0, 2.0), 4.0, FACING));
    f.rs(D3DRS_NORMALIZENORMALS, 1);
    f.draw(VN_FVF, &quad_n(rect(0.0, -2.0, 2.0, 2.0), 4.0, FACING));
    let img = f.read_rt();
    let n = xform_normal(FACING, &mat_scale(2.0, 2.0, 2.0));
    let ndl = dot(n, [0.0, 0.0, -1.0]);
    assert!((ndl - 0.5).abs() < 1e-6);
    assert_rgb(&img, 16, 32, to_rgb([0.8 * 0.5, 0.6 * 0.5, 0.4 * 0.5]), 2);
    assert_rgb(&img, 48, 32, to_rgb([0.8, 0.6, 0.4]), 2);
}

#[test]
fn normals_use_the_inverse_transpose_of_a_non_uniform_world() {
    // World = scale (1, 1, 0.25) with NORMALIZENORMALS: the model normal
    // (0.6, 0, -0.8) becomes (0.6, 0, -3.2) -> normalized (0.184, 0, -0.983);
    // the light along +z gives N.L = 0.983. (The plain world matrix would
    // give (0.6, 0, -0.2) -> N.L = 0.316.)
    let f = Ff::lit();
    f.set_material(&diffuse_material(CD));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.rs(D3DRS_NORMALIZENORMALS, 1);
    let w = mat_scale(1.0, 1.0, 0.25);
    f.set_transform(D3DTS_WORLD, &w);
    f.draw(VN_FVF, &quad_n(column(0, 1), 32.0, [0.6, 0.0, -0.8]));
    let n = normalize(xform_normal([0.6, 0.0, -0.8], &w));
    let ndl = -n[2];
    assert!((ndl - 3.2 / (0.36f32 + 3.2 * 3.2).sqrt()).abs() < 1e-5);
    assert_rgb(&f.read_rt(), 32, 32, to_rgb([0.8 * ndl, 0.6 * ndl, 0.4 * ndl]), 2);
}

#[test]
fn world_matrices_set_between_lit_draws_each_place_and_light_their_draw() {
    // Four columns drawn in one frame, each turned about its own centre (at
    // depth 8) by a world matrix of its own: the normal turns away from the
    // light, N.L = cos(angle). Between the first two and the last two draws only the
    // world matrix changes (the registers that follow it are written over
    // the kept constants); before the third the material changes too, so
    // the fourth must keep the new material with its own world matrix.
    let f = Ff::lit();
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    let other = rgb(0.2, 0.9, 0.5);
    let turned = |i: u32, deg: f32| {
        let c = column(i, 4);
        let x = (c.x0 + c.x1) / 2.0;
        mat_mul(
            &mat_mul(&mat_translate(-x, 0.0, -8.0), &mat_rot_y(deg)),
            &mat_translate(x, 0.0, 8.0),
        )
    };
    let draws = [(0.0, CD), (60.0, CD), (45.0, other), (70.0, other)];
    for (i, &(deg, m)) in draws.iter().enumerate() {
        if i % 2 == 0 {
            f.set_material(&diffuse_material(m));
        }
        f.set_transform(D3DTS_WORLD, &turned(i as u32, deg));
        f.draw(VN_FVF, &quad_n(column(i as u32, 4), 8.0, FACING));
    }
    let img = f.read_rt();
    for (i, &(deg, m)) in draws.iter().enumerate() {
        let ndl = dot(
            normalize(xform_normal(FACING, &turned(i as u32, deg))),
            [0.0, 0.0, -1.0],
        );
        assert!((ndl - deg.to_radians().cos()).abs() < 1e-5);
        let expected = to_rgb([m.r * ndl, m.g * ndl, m.b * ndl]);
        assert_rgb(&img, column_px(i as u32, 4), 32, expected, 2);
    }
}

// ---------------------------------------------------------------------------
// Several lights.
// ---------------------------------------------------------------------------

#[test]
fn lights_sum_before_the_result_is_clamped() {
    // Left: lights of diffuse (1.5, 0.3, 0) and (-0.75, 0.3, 0.2): the sum
    // (0.75, 0.6, 0.2) is clamped only at the end (per-light clamping would
    // give 1.0 red). Right: (0.7, 0.7, 0.2) twice saturates red and green at 1.
    let f = Ff::lit();
    f.set_material(&diffuse_material(rgb(1.0, 1.0, 1.0)));
    f.light(0, &directional(rgb(1.5, 0.3, 0.0), [0.0, 0.0, 1.0]));
    f.light(1, &directional(rgb(-0.75, 0.3, 0.2), [0.0, 0.0, 1.0]));
    f.draw(VN_FVF, &quad_n(column(0, 2), 8.0, FACING));
    f.enable_light(0, false);
    f.enable_light(1, false);
    f.light(2, &directional(rgb(0.7, 0.7, 0.2), [0.0, 0.0, 1.0]));
    f.light(3, &directional(rgb(0.7, 0.7, 0.2), [0.0, 0.0, 1.0]));
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, FACING));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, to_rgb([1.5 - 0.75, 0.3 + 0.3, 0.0 + 0.2]), 2);
    assert_rgb(&img, 48, 32, to_rgb([1.0, 1.0, 0.4]), 2);
}

/// Light `i` of eight: red 0.1 each; green 0.2 for lights 0..3; blue 0.2 for
/// the even ones. All eight sum to (0.8, 0.8, 0.8).
fn eighth(i: u32) -> D3DLIGHT9 {
    let g = if i < 4 { 0.2 } else { 0.0 };
    let b = if i.is_multiple_of(2) { 0.2 } else { 0.0 };
    directional(rgb(0.1, g, b), [0.0, 0.0, 1.0])
}

#[test]
fn eight_lights_all_contribute() {
    let f = Ff::lit();
    f.set_material(&diffuse_material(rgb(1.0, 1.0, 1.0)));
    // Indices need not be contiguous.
    for (k, i) in [0u32, 1, 2, 5, 9, 17, 100, 1000].into_iter().enumerate() {
        f.light(i, &eighth(k as u32));
    }
    f.draw(VN_FVF, &quad_n(column(0, 1), 8.0, FACING));
    assert_rgb(&f.read_rt(), 32, 32, to_rgb([0.8, 0.8, 0.8]), 2);
}

#[test]
fn a_ninth_enabled_light_is_ignored() {
    // Eight lights are active at most; enabling a ninth (green) after them
    // changes nothing.
    let f = Ff::lit();
    f.set_material(&diffuse_material(rgb(1.0, 1.0, 1.0)));
    for i in 0..8 {
        f.light(i, &eighth(i));
    }
    f.light(8, &directional(rgb(0.0, 1.0, 0.0), [0.0, 0.0, 1.0]));
    f.draw(VN_FVF, &quad_n(column(0, 1), 8.0, FACING));
    assert_rgb(&f.read_rt(), 32, 32, to_rgb([0.8, 0.8, 0.8]), 2);
}

#[test]
fn a_disabled_light_contributes_nothing() {
    let f = Ff::lit();
    f.set_material(&diffuse_material(rgb(1.0, 1.0, 1.0)));
    f.light(0, &directional(rgb(0.5, 0.0, 0.0), [0.0, 0.0, 1.0]));
    f.light(1, &directional(rgb(0.0, 0.5, 0.0), [0.0, 0.0, 1.0]));
    f.draw(VN_FVF, &quad_n(column(0, 2), 8.0, FACING));
    f.enable_light(0, false);
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, FACING));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, to_rgb([0.5, 0.5, 0.0]), 2);
    assert_rgb(&img, 48, 32, to_rgb([0.0, 0.5, 0.0]), 2);
}

#[test]
fn a_light_set_while_disabled_is_used_once_enabled() {
    // SetLight on a disabled light, then LightEnable: the last SetLight
    // counts. SetLight on an enabled light changes it at once (right).
    let f = Ff::lit();
    f.set_material(&diffuse_material(rgb(1.0, 1.0, 1.0)));
    f.set_light(4, &directional(rgb(0.6, 0.0, 0.0), [0.0, 0.0, 1.0]));
    f.set_light(4, &directional(rgb(0.0, 0.0, 0.6), [0.0, 0.0, 1.0]));
    f.draw(VN_FVF, &quad_n(column(0, 4), 8.0, FACING));
    f.enable_light(4, true);
    f.draw(VN_FVF, &quad_n(column(1, 4), 8.0, FACING));
    f.set_light(4, &directional(rgb(0.0, 0.4, 0.0), [0.0, 0.0, 1.0]));
    f.draw(VN_FVF, &quad_n(column(2, 4), 8.0, FACING));
    let img = f.read_rt();
    assert_rgb(&img, column_px(0, 4), 32, 0x000000, 1);
    assert_rgb(&img, column_px(1, 4), 32, to_rgb([0.0, 0.0, 0.6]), 2);
    assert_rgb(&img, column_px(2, 4), 32, to_rgb([0.0, 0.4, 0.0]), 2);
}

#[test]
fn light_enable_without_set_light_gives_the_default_light() {
    // LightEnable on a light never set creates the default: a white
    // directional light along +z (diffuse 1, no specular, no ambient).
    let f = Ff::lit();
    f.rs(D3DRS_AMBIENT, 0x00000000);
    f.set_material(&material(CD, rgb(1.0, 1.0, 1.0), BLACK, BLACK, 0.0));
    f.enable_light(3, true);
    f.draw(VN_FVF, &quad_n(column(0, 2), 8.0, FACING));
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, tilted(60.0)));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, to_rgb([0.8, 0.6, 0.4]), 2);
    assert_rgb(&img, 48, 32, to_rgb([0.4, 0.3, 0.2]), 2);
    let mut l = D3DLIGHT9::default();
    assert_eq!(vcall!(f.dev, GetLight, 3, &mut l), D3D_OK);
    assert_eq!(l.Type, D3DLIGHT_DIRECTIONAL);
    assert_eq!(v3(l.Direction), [0.0, 0.0, 1.0]);
}

// ---------------------------------------------------------------------------
// Lighting off, no lights.
// ---------------------------------------------------------------------------

#[test]
fn lighting_off_passes_the_vertex_colour() {
    // D3DRS_LIGHTING FALSE with a light and material set: the vertex diffuse
    // goes through unchanged (alpha too); a vertex without a colour is white.
    let f = Ff::new();
    f.set_material(&diffuse_material(rgb(0.0, 0.0, 1.0)));
    f.light(0, &directional(rgb(1.0, 1.0, 1.0), [0.0, 0.0, 1.0]));
    f.draw(VND_FVF, &vnd_quad(column(0, 2), 8.0, tilted(60.0), VCOL));
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, tilted(60.0)));
    let img = f.read_rt();
    assert_argb(&img, 16, 32, VCOL, 1);
    assert_argb(&img, 48, 32, 0xFFFFFFFF, 1);
}

#[test]
fn lighting_off_passes_the_vertex_specular_and_black_without_one() {
    // D3DTA_SPECULAR with lighting off: the vertex specular colour (left);
    // a vertex without one reads black (right).
    let f = Ff::new();
    f.tss(0, D3DTSS_COLORARG1, D3DTA_SPECULAR);
    f.draw(VNDS_FVF, &vnds_quad(column(0, 2), 8.0, FACING, 0xFFFFFFFF, 0x00306090));
    f.draw(VND_FVF, &vnd_quad(column(1, 2), 8.0, FACING, 0xFFFFFFFF));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, 0x306090, 1);
    assert_rgb(&img, 48, 32, 0x000000, 1);
}

#[test]
fn lighting_without_enabled_lights_gives_emissive_plus_ambient() {
    // Lights exist but are disabled: oD0 = Ce + Ca * Ga with Cd's alpha, and
    // no specular is added even with SPECULARENABLE.
    let f = Ff::lit();
    f.rs(D3DRS_AMBIENT, 0x00808080);
    f.rs(D3DRS_SPECULARENABLE, 1);
    f.set_material(&material(
        cv(0.9, 0.9, 0.9, 0.5),
        rgb(0.5, 1.0, 0.25),
        rgb(1.0, 1.0, 1.0),
        rgb(0.1, 0.0, 0.5),
        0.0,
    ));
    f.set_light(0, &white_light([0.0, 0.0, 1.0]));
    f.light(1, &white_light([0.0, 0.0, 1.0]));
    f.enable_light(1, false);
    f.draw(VN_FVF, &quad_n(column(0, 1), 8.0, FACING));
    let ga = 128.0 / 255.0;
    let want = to_argb([0.1 + 0.5 * ga, 1.0 * ga, 0.5 + 0.25 * ga, 0.5]);
    assert_argb(&f.read_rt(), 32, 32, want, 2);
}

// ---------------------------------------------------------------------------
// Light space.
// ---------------------------------------------------------------------------

#[test]
fn directional_lights_are_in_world_space() {
    // View = roll 90 degrees about z. World normal (-1, 0, -1)/sqrt2 and
    // light direction (1, 0, 1): in world space L = N, N.L = 1. The view
    // turns both, so the quad stays fully lit; a light left in camera space
    // would give N.L = 0.5.
    let f = Ff::lit();
    f.set_material(&diffuse_material(CD));
    f.set_transform(D3DTS_VIEW, &mat_rot_z(90.0));
    let l = directional(rgb(1.0, 1.0, 1.0), [1.0, 0.0, 1.0]);
    f.light(0, &l);
    let n = normalize([-1.0, 0.0, -1.0]);
    f.draw(VN_FVF, &quad_n(rect(-6.0, -6.0, 6.0, 6.0), 8.0, n));
    let view = mat_rot_z(90.0);
    let m = diffuse_material(CD);
    let lc = light_in_camera(&l, &view);
    let nc = xform_normal(n, &view);
    let p = xform_point([0.0, 0.0, 8.0], &view);
    let (d0, _) = light_vertex(&m, 0, &[lc], p, nc, true);
    assert_eq!(to_argb(d0), to_rgb([0.8, 0.6, 0.4]));
    assert_rgb(&f.read_rt(), 32, 32, to_rgb([0.8, 0.6, 0.4]), 2);
}

#[test]
fn point_lights_are_in_world_space() {
    // View = translate (0, 0, 4). Quad at world z = 2 (corners +-2), light at
    // world (0, 0, -2): d = sqrt(8 + 16), N.L = 4 / d, att1 = 0.25. The view
    // moves quad and light together; a light left in camera space would sit
    // 8 in front of the quad.
    let f = Ff::lit();
    f.set_material(&diffuse_material(CD));
    f.set_transform(D3DTS_VIEW, &mat_translate(0.0, 0.0, 4.0));
    f.light(
        0,
        &point_light(rgb(1.0, 1.0, 1.0), [0.0, 0.0, -2.0], 100.0, [0.0, 0.25, 0.0]),
    );
    f.draw(VN_FVF, &quad_n(rect(-2.0, -2.0, 2.0, 2.0), 2.0, FACING));
    let d = 24.0f32.sqrt();
    let k = (4.0 / d) / (0.25 * d);
    assert_rgb(&f.read_rt(), 32, 32, to_rgb([0.8 * k, 0.6 * k, 0.4 * k]), 2);
}

// ---------------------------------------------------------------------------
// State blocks and Reset.
// ---------------------------------------------------------------------------

#[test]
fn set_light_recorded_in_a_state_block_applies_on_apply() {
    // Recording SetLight and LightEnable leaves the device unlit; Apply turns
    // the recorded light on.
    let f = Ff::lit();
    f.set_material(&diffuse_material(CD));
    assert_eq!(vcall!(f.dev, BeginStateBlock), D3D_OK);
    f.light(2, &directional(rgb(0.0, 1.0, 0.5), [0.0, 0.0, 1.0]));
    let mut sb = std::ptr::null_mut();
    assert_eq!(vcall!(f.dev, EndStateBlock, &mut sb), D3D_OK);
    f.draw(VN_FVF, &quad_n(column(0, 2), 8.0, FACING));
    assert_eq!(vcall!(sb, Apply), D3D_OK);
    f.draw(VN_FVF, &quad_n(column(1, 2), 8.0, FACING));
    let img = f.read_rt();
    assert_rgb(&img, 16, 32, 0x000000, 1);
    assert_rgb(&img, 48, 32, to_rgb([0.0, 0.6, 0.2]), 2);
    assert_eq!(release!(sb), 0);
}

#[test]
fn reset_clears_the_lights() {
    // After Reset no light is enabled: only the emissive colour remains.
    let t = TestDevice::new();
    let setup = |t: &TestDevice| {
        t.rs(D3DRS_LIGHTING, 1);
        t.rs(D3DRS_ZENABLE, 0);
        t.rs(D3DRS_DIFFUSEMATERIALSOURCE, D3DMCS_MATERIAL);
        t.set_transform(D3DTS_PROJECTION, &ortho());
        t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
        t.tss(0, D3DTSS_COLORARG1, D3DTA_DIFFUSE);
        let m = material(CD, BLACK, BLACK, rgb(0.25, 0.0, 0.0), 0.0);
        assert_eq!(vcall!(t.dev, SetMaterial, &m), D3D_OK);
        t.clear(0);
        t.fvf(VN_FVF);
        t.begin();
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad_n(column(0, 1), 8.0, FACING));
        t.end();
        t.read_rt().at(32, 32)
    };
    let l = directional(rgb(0.0, 1.0, 0.0), [0.0, 0.0, 1.0]);
    assert_eq!(vcall!(t.dev, SetLight, 0, &l), D3D_OK);
    assert_eq!(vcall!(t.dev, LightEnable, 0, 1), D3D_OK);
    assert_px(setup(&t), to_rgb([0.25, 0.6, 0.0]), 2);
    let mut pp = present_params(64, 64);
    assert_eq!(vcall!(t.dev, Reset, &mut pp), D3D_OK);
    assert_px(setup(&t), to_rgb([0.25, 0.0, 0.0]), 2);
}
