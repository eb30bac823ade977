//! Fog in the fixed-function pixel pipeline: table fog (LINEAR, EXP, EXP2)
//! of the depth z under affine projections and of the eye w under a
//! perspective one (pre-transformed vertices included, whose w is 1 / rhw),
//! table fog over vertex fog and over the specular-alpha fog factor, the
//! fog colour's ignored alpha, and fog after pixel shaders: table fog after
//! ps_1_4 and ps_2_0, vertex fog after ps_2_0 with fixed-function vertex
//! processing, and no fixed-function fog after ps_3_0.
//!
//! Expected colours are the D3D9 fog blend evaluated here with the helpers
//! of `ff_pixel`: the factor f is `fog_linear`, `fog_exp` or `fog_exp2` of
//! the depth the mode uses, then C = f * Csrc + (1 - f) * FogColor per RGB
//! channel with the pixel's own alpha (`fogged`), stored as an 8-bit target
//! stores it. Geometry is drawn in bands, each at one depth, so every pixel
//! of a band has the same expected colour.

use super::ff_pixel::{expect, f4, fog_exp, fog_exp2, fog_linear, fogged, rect, rgba, Px, F4, FOG, OBJECT};
use crate::shader_util::{ps, ps_const, vs};
use wgd3d9_tests::*;

// ---------------------------------------------------------------------------
// Fog
// ---------------------------------------------------------------------------

/// Draws pre-transformed quads, band i covering columns 16i..16i+16 at
/// depth `depths[i]` (rhw 1), in `color`.
fn draw_z_bands(p: &Px, depths: [f32; 4], color: u32) -> Image {
    p.clear(0);
    p.t.fvf(TL_FVF);
    p.t.begin();
    for (i, &z) in depths.iter().enumerate() {
        let x = i as f32 * 16.0;
        p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(x, 0.0, x + 16.0, 64.0, z, color));
    }
    p.t.end();
    p.read()
}

#[test]
fn table_fog_linear_uses_the_depth_z_under_the_identity_projection() {
    let p = Px::new();
    let (start, end) = (0.2, 0.8);
    p.fog(D3DFOG_LINEAR, start, end, 1.0, FOG);
    let depths = [0.1, 0.5, 0.7, 0.9];
    let img = draw_z_bands(&p, depths, OBJECT);
    for (i, &z) in depths.iter().enumerate() {
        // f: 1 (before the start), 0.5, 0.17, 0 (past the end).
        let f = fog_linear(z, start, end);
        expect(
            img.at(i as u32 * 16 + 8, 32),
            fogged(f4(OBJECT), FOG, f),
            2,
            &format!("z {z}, f {f}"),
        );
    }
}

#[test]
fn table_fog_exp_uses_the_depth_z() {
    let p = Px::new();
    let density = 1.5;
    p.fog(D3DFOG_EXP, 0.0, 1.0, density, FOG);
    let depths = [0.0, 0.25, 0.5, 0.75];
    let img = draw_z_bands(&p, depths, OBJECT);
    for (i, &z) in depths.iter().enumerate() {
        let f = fog_exp(z, density);
        expect(
            img.at(i as u32 * 16 + 8, 32),
            fogged(f4(OBJECT), FOG, f),
            2,
            &format!("z {z}, f {f}"),
        );
    }
}

#[test]
fn table_fog_exp2_uses_the_depth_z_under_an_orthographic_projection() {
    let p = Px::new();
    // An affine projection (4th column 0, 0, 0, 1) other than the identity.
    let ortho = mat_mul(&mat_scale(0.05, 0.05, 0.01), &mat_translate(0.0, 0.0, 0.1));
    p.t.set_transform(D3DTS_PROJECTION, &ortho);
    let density = 1.5;
    p.fog(D3DFOG_EXP2, 0.0, 1.0, density, FOG);
    let depths = [0.0, 0.25, 0.5, 0.75];
    let img = draw_z_bands(&p, depths, OBJECT);
    for (i, &z) in depths.iter().enumerate() {
        let f = fog_exp2(z, density);
        expect(
            img.at(i as u32 * 16 + 8, 32),
            fogged(f4(OBJECT), FOG, f),
            2,
            &format!("z {z}, f {f}"),
        );
    }
}

/// A left-handed perspective projection with a 90 degree field of view and
/// aspect 1 (D3DXMatrixPerspectiveFovLH): x and y scale 1, and _34 = 1 so w
/// is the view-space z.
fn perspective(zn: f32, zf: f32) -> D3DMATRIX {
    let mut m = D3DMATRIX::default();
    m.m[0][0] = 1.0;
    m.m[1][1] = 1.0;
    m.m[2][2] = zf / (zf - zn);
    m.m[2][3] = 1.0;
    m.m[3][2] = -zn * zf / (zf - zn);
    m
}

/// View depths of the three bands the perspective tests draw, and the
/// columns in their middles.
const DEPTHS: [f32; 3] = [3.0, 6.0, 9.0];
const BAND_X: [u32; 3] = [10, 32, 53];

/// Draws three untransformed quads (world and view identity, the
/// [`perspective`] projection), quad i at view depth `DEPTHS[i]` covering the
/// i-th third of the target.
fn draw_depth_bands(p: &Px, color: u32) -> Image {
    p.t.set_transform(D3DTS_PROJECTION, &perspective(1.0, 100.0));
    p.clear(0);
    p.t.fvf(XYZ_FVF);
    p.t.begin();
    for (i, &d) in DEPTHS.iter().enumerate() {
        let x0 = (-1.0 + 2.0 * i as f32 / 3.0) * d;
        let x1 = (-1.0 + 2.0 * (i + 1) as f32 / 3.0) * d;
        let v = |x: f32, y: f32| Vertex { x, y, z: d, color };
        p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &[v(x0, d), v(x1, d), v(x0, -d), v(x1, -d)]);
    }
    p.t.end();
    p.read()
}

#[test]
fn table_fog_linear_uses_the_eye_w_under_a_perspective_projection() {
    let p = Px::new();
    // Start and end in view units; the device z of these quads (0.67 to
    // 0.9) would leave them unfogged.
    let (start, end) = (2.0, 10.0);
    p.fog(D3DFOG_LINEAR, start, end, 1.0, FOG);
    let img = draw_depth_bands(&p, OBJECT);
    for (i, &d) in DEPTHS.iter().enumerate() {
        let f = fog_linear(d, start, end);
        expect(
            img.at(BAND_X[i], 32),
            fogged(f4(OBJECT), FOG, f),
            2,
            &format!("w {d}, f {f}"),
        );
    }
}

#[test]
fn table_fog_exp_and_exp2_use_the_eye_w_under_a_perspective_projection() {
    let p = Px::new();
    for (mode, density, name) in [(D3DFOG_EXP, 0.2f32, "EXP"), (D3DFOG_EXP2, 0.15, "EXP2")] {
        p.fog(mode, 0.0, 1.0, density, FOG);
        let img = draw_depth_bands(&p, OBJECT);
        for (i, &d) in DEPTHS.iter().enumerate() {
            let f = if mode == D3DFOG_EXP {
                fog_exp(d, density)
            } else {
                fog_exp2(d, density)
            };
            expect(
                img.at(BAND_X[i], 32),
                fogged(f4(OBJECT), FOG, f),
                2,
                &format!("{name} at w {d}, f {f}"),
            );
        }
    }
}

#[test]
fn table_fog_of_pretransformed_vertices_uses_w_from_rhw_under_a_perspective_projection() {
    let p = Px::new();
    p.t.set_transform(D3DTS_PROJECTION, &perspective(1.0, 100.0));
    let (start, end) = (2.0, 10.0);
    p.fog(D3DFOG_LINEAR, start, end, 1.0, FOG);
    p.clear(0);
    p.t.fvf(TL_FVF);
    p.t.begin();
    // Device z 0.5 everywhere (which would give f = 1); w = 1 / rhw.
    for (i, &d) in DEPTHS.iter().enumerate() {
        let x = i as f32 * 21.0;
        let q = quad(x, 0.0, x + 21.0, 64.0, 0.5, OBJECT);
        p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &q.map(|v| TlVertex { rhw: 1.0 / d, ..v }));
    }
    p.t.end();
    let img = p.read();
    for (i, &d) in DEPTHS.iter().enumerate() {
        let f = fog_linear(d, start, end);
        expect(
            img.at(i as u32 * 21 + 10, 32),
            fogged(f4(OBJECT), FOG, f),
            2,
            &format!("w {d}, f {f}"),
        );
    }
}

#[test]
fn table_fog_overrides_vertex_fog() {
    let p = Px::new();
    let (start, end, density) = (2.0, 10.0, 0.2);
    p.fog(D3DFOG_LINEAR, start, end, density, FOG);
    p.rs(D3DRS_FOGVERTEXMODE, D3DFOG_EXP);
    let img = draw_depth_bands(&p, OBJECT);
    for (i, &d) in DEPTHS.iter().enumerate() {
        let f = fog_linear(d, start, end);
        expect(
            img.at(BAND_X[i], 32),
            fogged(f4(OBJECT), FOG, f),
            2,
            &format!("table LINEAR over vertex EXP at {d}"),
        );
    }
    // Without the table mode the vertex mode applies (view-space z).
    p.rs(D3DRS_FOGTABLEMODE, D3DFOG_NONE);
    let img = draw_depth_bands(&p, OBJECT);
    for (i, &d) in DEPTHS.iter().enumerate() {
        let f = fog_exp(d, density);
        expect(
            img.at(BAND_X[i], 32),
            fogged(f4(OBJECT), FOG, f),
            2,
            &format!("vertex EXP at {d}"),
        );
    }
}

#[test]
fn table_fog_ignores_the_specular_alpha_fog_factor_of_pretransformed_vertices() {
    let p = Px::new();
    // Without a table mode, the fog factor of pre-transformed vertices is
    // their specular alpha (0x40 here).
    p.fog(D3DFOG_NONE, 0.0, 1.0, 1.0, FOG);
    p.rs(D3DRS_FOGVERTEXMODE, D3DFOG_NONE);
    let specular = 0x40000000;
    let img = p.draw_quad(&rect(0, 0, 64, 64, OBJECT, specular));
    let f = 0x40 as f32 / 255.0;
    expect(img.at(32, 32), fogged(f4(OBJECT), FOG, f), 2, "specular alpha fog");
    // A table mode replaces it: z 0.5 with LINEAR 0..1 is f = 0.5.
    p.rs(D3DRS_FOGTABLEMODE, D3DFOG_LINEAR);
    let img = p.draw_quad(&rect(0, 0, 64, 64, OBJECT, specular));
    expect(
        img.at(32, 32),
        fogged(f4(OBJECT), FOG, fog_linear(0.5, 0.0, 1.0)),
        2,
        "table fog",
    );
}

#[test]
fn fog_colour_alpha_is_ignored_and_the_pixel_alpha_is_kept() {
    let p = Px::new();
    for fog_color in [FOG, 0xFF000000 | FOG, 0x5A000000 | FOG] {
        p.fog(D3DFOG_LINEAR, 0.0, 1.0, 1.0, fog_color);
        let img = draw_z_bands(&p, [0.5; 4], OBJECT);
        // rgb = 0.5 object + 0.5 fog colour, alpha = the object's 0x80.
        expect(
            img.at(32, 32),
            fogged(f4(OBJECT), FOG, 0.5),
            2,
            &format!("fog colour {fog_color:08x}"),
        );
    }
}

/// Draws two pre-transformed halves at z 0.25 (left) and 0.75 (right) with
/// the bound pixel shader and LINEAR table fog from 0 to 1, and checks them
/// against the shader's colour `c` fogged by 0.75 and 0.25.
fn check_fog_after_shader(p: &Px, c: F4, what: &str) {
    p.fog(D3DFOG_LINEAR, 0.0, 1.0, 1.0, FOG);
    p.clear(0);
    p.t.fvf(TL_FVF);
    p.t.begin();
    p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 32.0, 64.0, 0.25, 0xFF000000));
    p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(32.0, 0.0, 64.0, 64.0, 0.75, 0xFF000000));
    p.t.end();
    let img = p.read();
    expect(img.at(16, 32), fogged(c, FOG, 0.75), 2, &format!("{what}, z 0.25"));
    expect(img.at(48, 32), fogged(c, FOG, 0.25), 2, &format!("{what}, z 0.75"));
}

#[test]
fn fog_applies_after_a_ps_2_0_shader() {
    let p = Px::new();
    let shader = p.own(ps(&p.t, "ps_2_0\nmov oC0, c0\n"));
    p.set_ps(shader);
    ps_const(&p.t, 0, [0.9, 0.6, 0.3, 0.5]);
    check_fog_after_shader(&p, rgba(0.9, 0.6, 0.3, 0.5), "ps_2_0");
}

#[test]
fn fog_applies_after_a_ps_1_4_shader() {
    let p = Px::new();
    let shader = p.own(ps(&p.t, "ps_1_4\nmov r0, c0\n"));
    p.set_ps(shader);
    ps_const(&p.t, 0, [0.9, 0.6, 0.3, 0.5]);
    check_fog_after_shader(&p, rgba(0.9, 0.6, 0.3, 0.5), "ps_1_4");
}

#[test]
fn no_fixed_function_fog_after_a_ps_3_0_shader() {
    let p = Px::new();
    let vs3 = p.own(vs(&p.t, "vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n"));
    let ps3 = p.own(ps(&p.t, "ps_3_0\nmov oC0, c0\n"));
    let vs2 = p.own(vs(&p.t, "vs_2_0\ndcl_position v0\nmov oPos, v0\n"));
    let ps2 = p.own(ps(&p.t, "ps_2_0\nmov oC0, c0\n"));
    ps_const(&p.t, 0, [0.9, 0.6, 0.3, 0.5]);
    // Both z (0.5) and w (1) are past the fog end: fully fogged where fog
    // applies.
    p.fog(D3DFOG_LINEAR, 0.0, 0.1, 1.0, FOG);
    let draw = || {
        p.clear(0);
        p.draw(XYZ_FVF, D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, 0xFFFFFFFF));
        p.read().at(32, 32)
    };
    let c = rgba(0.9, 0.6, 0.3, 0.5);
    p.set_vs(vs2);
    p.set_ps(ps2);
    expect(draw(), fogged(c, FOG, 0.0), 2, "vs_2_0 + ps_2_0: fogged");
    p.set_vs(vs3);
    p.set_ps(ps3);
    expect(draw(), c, 2, "vs_3_0 + ps_3_0: no fog");
}

#[test]
fn vertex_fog_applies_after_a_ps_2_0_shader_with_fixed_function_vertex_processing() {
    let p = Px::new();
    let shader = p.own(ps(&p.t, "ps_2_0\nmov oC0, c0\n"));
    p.set_ps(shader);
    ps_const(&p.t, 0, [0.9, 0.6, 0.3, 0.5]);
    let (start, end) = (2.0, 10.0);
    p.fog(D3DFOG_NONE, start, end, 1.0, FOG);
    p.rs(D3DRS_FOGVERTEXMODE, D3DFOG_LINEAR);
    let img = draw_depth_bands(&p, OBJECT);
    let c = rgba(0.9, 0.6, 0.3, 0.5);
    for (i, &d) in DEPTHS.iter().enumerate() {
        // Vertex fog of the view-space depth, applied to the shader output.
        let f = fog_linear(d, start, end);
        expect(
            img.at(BAND_X[i], 32),
            fogged(c, FOG, f),
            2,
            &format!("depth {d}, f {f}"),
        );
    }
}

#[test]
fn a_vertex_shader_without_ofog_is_fully_fogged_unless_table_fog_applies() {
    // A vertex shader that writes no oFog gives a fog factor of 0 (all fog
    // colour) whether the pixel stage is fixed function or ps_1_1; table
    // fog computes its own factor from the depth.
    let p = Px::new();
    let v = p.own(vs(
        &p.t,
        "vs_1_1\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\n",
    ));
    let s = p.own(ps(&p.t, "ps_1_1\nmov r0, v0\n"));
    p.set_vs(v);
    let draw = || {
        p.clear(0);
        p.draw(XYZ_FVF, D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.25, 0xFF00FF00));
        p.read().at(32, 32)
    };
    let green = rgba(0.0, 1.0, 0.0, 1.0);
    for (pixel_shader, what) in [(false, "fixed function"), (true, "ps_1_1")] {
        p.set_ps(if pixel_shader { s } else { std::ptr::null_mut() });
        p.fog(D3DFOG_NONE, 0.5, 1.0, 1.0, FOG);
        p.rs(D3DRS_FOGVERTEXMODE, D3DFOG_LINEAR);
        expect(draw(), fogged(green, FOG, 0.0), 1, &format!("{what}: vertex fog"));
        p.rs(D3DRS_FOGVERTEXMODE, D3DFOG_NONE);
        p.rs(D3DRS_FOGTABLEMODE, D3DFOG_LINEAR);
        // z 0.25 is before the fog start.
        expect(draw(), green, 1, &format!("{what}: table fog"));
        p.rs(D3DRS_FOGTABLEMODE, D3DFOG_NONE);
    }
}
