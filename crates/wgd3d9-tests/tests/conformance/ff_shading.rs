//! The fixed-function pixel pipeline around the texture stages: the alpha
//! test at the 0x80 boundary for every compare function (of a texture alpha
//! and of a ps_2_0 output), after fog and next to the specular add; flat
//! shading of lists, strips and fans (the D3D9 first vertex) and the fog
//! factor it still interpolates; the specular add after the last stage and
//! before fog; scenarios games use (a two-stage lightmap, alpha-tested
//! blended foliage, a ps_2_0 shader with fixed-function vertex processing,
//! a vs_2_0 shader feeding the fixed-function stages); and the texture
//! factor, stage constant, alpha reference, fog colour and range, and bump
//! matrix changed between the draws of one scene.
//!
//! Expected colours are worked out with the reference arithmetic of
//! `ff_pixel` (`op2` for the stage operations, `fogged` and `fog_linear`
//! for fog, the blend equation written in the test) and stored as an 8-bit
//! target stores them. The alpha test compares the stored 8-bit alpha with
//! the reference as the D3DCMP function says (`alpha_passes`); a rejected
//! pixel keeps the clear colour. A flat-shaded triangle takes both colours
//! of its first vertex.

use super::ff_pixel::{
    bump_matrix, bumped, expect, expect_rgb, f4, fog_linear, fogged, grid, grid_at, op2, pack, quadrants, rect, rgb_a,
    rgba, zip, Px, DIFFUSE, F4, FOG, FVF, OBJECT, SPECULAR, TEXEL, V,
};
use crate::shader_util::{ps, ps_const, vs, vs_const, IDENTITY_ROWS};
use wgd3d9_tests::*;

// ---------------------------------------------------------------------------
// Alpha test
// ---------------------------------------------------------------------------

const ALPHA_FUNCS: [(u32, &str); 8] = [
    (D3DCMP_NEVER, "NEVER"),
    (D3DCMP_LESS, "LESS"),
    (D3DCMP_EQUAL, "EQUAL"),
    (D3DCMP_LESSEQUAL, "LESSEQUAL"),
    (D3DCMP_GREATER, "GREATER"),
    (D3DCMP_NOTEQUAL, "NOTEQUAL"),
    (D3DCMP_GREATEREQUAL, "GREATEREQUAL"),
    (D3DCMP_ALWAYS, "ALWAYS"),
];

/// Whether alpha `a` (0..255) passes `func` against `reference`.
fn alpha_passes(func: u32, a: u32, reference: u32) -> bool {
    match func {
        D3DCMP_NEVER => false,
        D3DCMP_LESS => a < reference,
        D3DCMP_EQUAL => a == reference,
        D3DCMP_LESSEQUAL => a <= reference,
        D3DCMP_GREATER => a > reference,
        D3DCMP_NOTEQUAL => a != reference,
        D3DCMP_GREATEREQUAL => a >= reference,
        _ => true,
    }
}

const BOUNDARY_ALPHAS: [u32; 3] = [0x7F, 0x80, 0x81];
const CLEAR: u32 = 0x000000FF;

#[test]
fn alpha_test_of_texture_alpha_at_the_0x80_boundary_for_every_function() {
    let p = Px::new();
    p.bind(
        0,
        p.tex(3, 1, D3DFMT_A8R8G8B8, |x, _| {
            (BOUNDARY_ALPHAS[x as usize] << 24) | 0xFFFFFF
        }),
    );
    p.point(0);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.rs(D3DRS_ALPHATESTENABLE, 1);
    p.rs(D3DRS_ALPHAREF, 0x80);
    for (func, name) in ALPHA_FUNCS {
        p.rs(D3DRS_ALPHAFUNC, func);
        p.clear(CLEAR);
        p.draw(FVF, D3DPT_TRIANGLESTRIP, 2, &rect(0, 0, 64, 64, 0x0000FF00, 0));
        let img = p.read();
        // Columns 10, 32, 53 read texels 0, 1, 2.
        for (i, &x) in [10u32, 32, 53].iter().enumerate() {
            let a = BOUNDARY_ALPHAS[i];
            let want = if alpha_passes(func, a, 0x80) {
                (a << 24) | 0x00FF00
            } else {
                CLEAR
            };
            expect(img.at(x, 32), f4(want), 0, &format!("{name} with alpha {a:#x}"));
        }
    }
}

#[test]
fn alpha_test_of_a_ps_2_0_output_at_the_0x80_boundary() {
    let p = Px::new();
    let shader = p.own(ps(&p.t, "ps_2_0\nmov oC0, c0\n"));
    p.set_ps(shader);
    p.rs(D3DRS_ALPHATESTENABLE, 1);
    p.rs(D3DRS_ALPHAREF, 0x80);
    for (func, name) in ALPHA_FUNCS {
        p.rs(D3DRS_ALPHAFUNC, func);
        p.clear(CLEAR);
        p.t.fvf(TL_FVF);
        p.t.begin();
        for (i, &a) in BOUNDARY_ALPHAS.iter().enumerate() {
            ps_const(&p.t, 0, [0.0, 1.0, 0.0, a as f32 / 255.0]);
            let x = i as f32 * 21.0;
            p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(x, 0.0, x + 21.0, 64.0, 0.5, 0));
        }
        p.t.end();
        let img = p.read();
        for (i, &a) in BOUNDARY_ALPHAS.iter().enumerate() {
            let want = if alpha_passes(func, a, 0x80) {
                (a << 24) | 0x00FF00
            } else {
                CLEAR
            };
            expect(
                img.at(i as u32 * 21 + 10, 32),
                f4(want),
                0,
                &format!("{name} with shader alpha {a:#x}"),
            );
        }
    }
}

#[test]
fn alpha_test_after_fog_sees_the_unfogged_alpha() {
    let p = Px::new();
    // Fully fogged (z 0.5 past the end), with a fog colour of alpha 0xFF.
    p.fog(D3DFOG_LINEAR, 0.0, 0.1, 1.0, 0xFF00FF00);
    p.rs(D3DRS_ALPHATESTENABLE, 1);
    p.rs(D3DRS_ALPHAFUNC, D3DCMP_GREATEREQUAL);
    p.rs(D3DRS_ALPHAREF, 0x80);
    p.clear(CLEAR);
    p.t.fvf(TL_FVF);
    p.t.begin();
    p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 32.0, 64.0, 0.5, 0x80FFFFFF));
    p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(32.0, 0.0, 64.0, 64.0, 0.5, 0x7FFFFFFF));
    p.t.end();
    let img = p.read();
    expect(img.at(16, 32), f4(0x8000FF00), 1, "alpha 0x80 passes, colour fogged");
    expect(img.at(48, 32), f4(CLEAR), 0, "alpha 0x7F rejected");
}

#[test]
fn alpha_test_sees_the_alpha_specular_add_leaves_alone() {
    let p = Px::new();
    p.rs(D3DRS_SPECULARENABLE, 1);
    p.rs(D3DRS_ALPHATESTENABLE, 1);
    p.rs(D3DRS_ALPHAFUNC, D3DCMP_GREATEREQUAL);
    p.rs(D3DRS_ALPHAREF, 0x80);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    // Specular alpha 0xFF is not added to the pixel alpha 0x7F.
    let specular = 0xFF404040;
    p.clear(CLEAR);
    p.draw(FVF, D3DPT_TRIANGLESTRIP, 2, &rect(0, 0, 32, 64, 0x7F204080, specular));
    p.draw(FVF, D3DPT_TRIANGLESTRIP, 2, &rect(32, 0, 64, 64, 0x80204080, specular));
    let img = p.read();
    expect(img.at(16, 32), f4(CLEAR), 0, "alpha 0x7F rejected");
    let want = rgb_a(op2(D3DTOP_ADD, f4(0x80204080), f4(specular)), f4(0x80204080));
    expect(img.at(48, 32), want, 1, "alpha 0x80 passes with specular added");
}

// ---------------------------------------------------------------------------
// Shading and the specular add
// ---------------------------------------------------------------------------

/// Vertex colours of the flat shading tests: (diffuse, specular).
const FLAT: [(u32, u32); 4] = [
    (0x80FF0000, 0x00002040),
    (0x4000FF00, 0x00400000),
    (0xC00000FF, 0x00200020),
    (0xFF808080, 0x00004000),
];

/// What a flat triangle whose first vertex is `FLAT[i]` shows with the
/// specular add on: diffuse + specular (RGB), the diffuse alpha.
fn flat_colour(i: usize) -> F4 {
    let (d, s) = FLAT[i];
    rgb_a(op2(D3DTOP_ADD, f4(d), f4(s)), f4(d))
}

fn spec_vertex(x: f32, y: f32, i: usize) -> TlSpecVertex {
    TlSpecVertex {
        x: x - 0.5,
        y: y - 0.5,
        z: 0.5,
        rhw: 1.0,
        diffuse: FLAT[i].0,
        specular: FLAT[i].1,
    }
}

#[test]
fn flat_shading_of_a_list_uses_each_triangle_s_first_vertex() {
    let p = Px::new();
    p.rs(D3DRS_SPECULARENABLE, 1);
    p.rs(D3DRS_SHADEMODE, D3DSHADE_FLAT);
    // Triangle 0: top-left half, first vertex FLAT[0]; triangle 1:
    // bottom-right half, first vertex FLAT[3].
    let verts = [
        spec_vertex(0.0, 0.0, 0),
        spec_vertex(64.0, 0.0, 1),
        spec_vertex(0.0, 64.0, 2),
        spec_vertex(64.0, 64.0, 3),
        spec_vertex(0.0, 64.0, 1),
        spec_vertex(64.0, 0.0, 2),
    ];
    p.clear(0);
    p.draw(TL_SPEC_FVF, D3DPT_TRIANGLELIST, 2, &verts);
    let img = p.read();
    for (x, y) in [(10, 10), (40, 8), (8, 40)] {
        expect(img.at(x, y), flat_colour(0), 1, &format!("triangle 0 at ({x}, {y})"));
    }
    for (x, y) in [(54, 54), (60, 30), (30, 60)] {
        expect(img.at(x, y), flat_colour(3), 1, &format!("triangle 1 at ({x}, {y})"));
    }
    // Gouraud shading interpolates both colours: at pixel (10, 10) the
    // weights are 10.5 / 64 for vertices 1 and 2.
    p.rs(D3DRS_SHADEMODE, D3DSHADE_GOURAUD);
    p.clear(0);
    p.draw(TL_SPEC_FVF, D3DPT_TRIANGLELIST, 2, &verts);
    let (w1, w2) = (10.5 / 64.0, 10.5 / 64.0);
    let w0 = 1.0 - w1 - w2;
    let mix = |c: [u32; 3]| -> F4 { std::array::from_fn(|i| w0 * f4(c[0])[i] + w1 * f4(c[1])[i] + w2 * f4(c[2])[i]) };
    let d = mix([FLAT[0].0, FLAT[1].0, FLAT[2].0]);
    let s = mix([FLAT[0].1, FLAT[1].1, FLAT[2].1]);
    expect(
        p.read().at(10, 10),
        rgb_a(op2(D3DTOP_ADD, d, s), d),
        2,
        "Gouraud at (10, 10)",
    );
}

#[test]
fn flat_shading_of_strips_and_fans_uses_the_d3d9_first_vertex() {
    let p = Px::new();
    p.rs(D3DRS_SPECULARENABLE, 1);
    p.rs(D3DRS_SHADEMODE, D3DSHADE_FLAT);
    // Strip: triangle i starts at vertex i. Triangle 0 (v0 v1 v2) is the
    // top-left half, triangle 1 (v1 v2 v3) the bottom-right half.
    let strip = [
        spec_vertex(0.0, 0.0, 0),
        spec_vertex(64.0, 0.0, 1),
        spec_vertex(0.0, 64.0, 2),
        spec_vertex(64.0, 64.0, 3),
    ];
    p.clear(0);
    p.draw(TL_SPEC_FVF, D3DPT_TRIANGLESTRIP, 2, &strip);
    let img = p.read();
    expect(img.at(10, 10), flat_colour(0), 1, "strip triangle 0: vertex 0");
    expect(img.at(54, 54), flat_colour(1), 1, "strip triangle 1: vertex 1");
    // Fan: triangle i (v0, v(i+1), v(i+2)) takes vertex i + 1. Triangle 0 is
    // the top-right half, triangle 1 the bottom-left half.
    let fan = [
        spec_vertex(0.0, 0.0, 0),
        spec_vertex(64.0, 0.0, 1),
        spec_vertex(64.0, 64.0, 2),
        spec_vertex(0.0, 64.0, 3),
    ];
    p.clear(0);
    p.draw(TL_SPEC_FVF, D3DPT_TRIANGLEFAN, 2, &fan);
    let img = p.read();
    let got = [img.at(54, 10), img.at(10, 54)];
    let want = [pack(flat_colour(1)), pack(flat_colour(2))];
    assert!(
        got.iter().zip(want).all(|(&g, w)| color_distance(g, w, false) <= 1),
        "fan triangles 0 and 1 take vertices 1 and 2: got {got:08x?}, expected {want:08x?} (argb tolerance 1)"
    );
}

#[test]
fn flat_shading_still_interpolates_the_specular_alpha_fog_factor() {
    let p = Px::new();
    p.rs(D3DRS_SHADEMODE, D3DSHADE_FLAT);
    // No table or vertex mode: the fog factor of pre-transformed vertices is
    // the specular alpha, 1 on the left edge and 0 on the right.
    p.fog(D3DFOG_NONE, 0.0, 1.0, 1.0, FOG);
    let v = |x: f32, y: f32, i: usize, fog: u32| TlSpecVertex {
        x: x - 0.5,
        y: y - 0.5,
        z: 0.5,
        rhw: 1.0,
        diffuse: FLAT[i].0,
        specular: fog << 24,
    };
    let strip = [
        v(0.0, 0.0, 0, 0xFF),
        v(64.0, 0.0, 1, 0x00),
        v(0.0, 64.0, 2, 0xFF),
        v(64.0, 64.0, 3, 0x00),
    ];
    p.clear(0);
    p.draw(TL_SPEC_FVF, D3DPT_TRIANGLESTRIP, 2, &strip);
    let img = p.read();
    // Triangle 0 (top-left half) is flat FLAT[0], triangle 1 flat FLAT[1];
    // the factor falls linearly with x: f = 1 - (x + 0.5) / 64.
    for (x, y, first) in [(8u32, 8u32, 0usize), (40, 8, 0), (30, 60, 1), (60, 30, 1)] {
        let f = 1.0 - (x as f32 + 0.5) / 64.0;
        expect(
            img.at(x, y),
            fogged(f4(FLAT[first].0), FOG, f),
            2,
            &format!("({x}, {y}): flat colour of vertex {first}, fog {f}"),
        );
    }
}

#[test]
fn specular_is_added_after_the_last_stage_and_before_fog() {
    let p = Px::new();
    p.bind(0, p.solid(TEXEL));
    p.rs(D3DRS_TEXTUREFACTOR, 0xFFC0C0C0);
    p.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_MODULATE2X, D3DTA_CURRENT, D3DTA_TFACTOR);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    p.fog(D3DFOG_LINEAR, 0.0, 1.0, 1.0, FOG);
    // z 0.5: f = 0.5.
    let f = fog_linear(0.5, 0.0, 1.0);
    let s0 = rgb_a(op2(D3DTOP_MODULATE, f4(TEXEL), f4(DIFFUSE)), f4(TEXEL));
    let s1 = rgb_a(op2(D3DTOP_MODULATE2X, s0, f4(0xFFC0C0C0)), s0);
    p.rs(D3DRS_SPECULARENABLE, 1);
    let lit = rgb_a(op2(D3DTOP_ADD, s1, f4(SPECULAR)), s1);
    expect(
        p.centre(DIFFUSE, SPECULAR),
        fogged(lit, FOG, f),
        2,
        "(cascade + specular) fogged",
    );
    p.rs(D3DRS_SPECULARENABLE, 0);
    expect(p.centre(DIFFUSE, SPECULAR), fogged(s1, FOG, f), 2, "specular add off");
    // With the add off, D3DTA_SPECULAR still reads the vertex specular.
    p.color(1, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_SPECULAR);
    let want = rgb_a(op2(D3DTOP_ADD, s0, f4(SPECULAR)), s0);
    expect(
        p.centre(DIFFUSE, SPECULAR),
        fogged(want, FOG, f),
        2,
        "ADD(CURRENT, SPECULAR) with the add off",
    );
}

// ---------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------

#[test]
fn two_stage_lightmap_modulate2x() {
    let p = Px::new();
    let base = [[0xFF804020u32, 0xFF20A0E0], [0xFFFFFFFF, 0xFF406080]];
    let light = [[0xFF808080u32, 0xFFC06020], [0xFF4080FF, 0xFF202020]];
    p.bind(0, p.tex(2, 2, D3DFMT_A8R8G8B8, |x, y| base[y as usize][x as usize]));
    p.bind(1, p.tex(2, 2, D3DFMT_A8R8G8B8, |x, y| light[y as usize][x as usize]));
    p.point(0);
    p.point(1);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.tss(1, D3DTSS_TEXCOORDINDEX, 1);
    p.color(1, D3DTOP_MODULATE2X, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    // The lightmap's coordinates are mirrored left to right.
    let verts = rect(0, 0, 64, 64, 0xFFFFFFFF, 0).map(|v| V {
        t1: [1.0 - v.t0[0], v.t0[1]],
        ..v
    });
    let img = p.draw_quad(&verts);
    for qy in 0..2usize {
        for qx in 0..2usize {
            let want = op2(D3DTOP_MODULATE2X, f4(light[qy][1 - qx]), f4(base[qy][qx]));
            expect(
                img.at(16 + 32 * qx as u32, 16 + 32 * qy as u32),
                want,
                1,
                &format!("quadrant ({qx}, {qy})"),
            );
        }
    }
}

#[test]
fn alpha_tested_foliage_blends_only_what_passes() {
    let p = Px::new();
    let leaves = [0x0020C040u32, 0x6030D050, 0xC040E060, 0xFF50F070];
    p.bind(0, p.tex(4, 1, D3DFMT_A8R8G8B8, |x, _| leaves[x as usize]));
    p.point(0);
    p.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.rs(D3DRS_ALPHATESTENABLE, 1);
    p.rs(D3DRS_ALPHAFUNC, D3DCMP_GREATEREQUAL);
    p.rs(D3DRS_ALPHAREF, 0x80);
    p.rs(D3DRS_ALPHABLENDENABLE, 1);
    p.rs(D3DRS_SRCBLEND, D3DBLEND_SRCALPHA);
    p.rs(D3DRS_DESTBLEND, D3DBLEND_INVSRCALPHA);
    let background = 0xFF402010;
    p.clear(background);
    p.draw(FVF, D3DPT_TRIANGLESTRIP, 2, &rect(0, 0, 64, 64, 0xFFFFFFFF, 0));
    let img = p.read();
    for (i, &leaf) in leaves.iter().enumerate() {
        let a = f4(leaf)[3];
        // Alpha 0 and 0x60 fail the test (0x60 would otherwise blend in);
        // 0xC0 and 0xFF blend src * a + dst * (1 - a).
        let want = if chan(leaf, 3) >= 0x80 {
            zip(f4(leaf), f4(background), |s, d| s * a + d * (1.0 - a))
        } else {
            f4(background)
        };
        expect_rgb(img.at(i as u32 * 16 + 8, 32), want, 2, &format!("texel {i}"));
    }
}

#[test]
fn a_ps_2_0_shader_with_fixed_function_vertex_processing() {
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct XV {
        x: f32,
        y: f32,
        z: f32,
        color: u32,
        u: f32,
        v: f32,
    }
    let p = Px::new();
    p.bind(0, p.tex(2, 2, D3DFMT_A8R8G8B8, quadrants));
    p.point(0);
    let shader = p.own(ps(
        &p.t,
        "ps_2_0\ndcl v0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmul r0, r0, v0\nmov oC0, r0\n",
    ));
    p.set_ps(shader);
    // The world matrix halves the quad: it covers pixels 16..48.
    p.t.set_transform(D3DTS_WORLD, &mat_scale(0.5, 0.5, 1.0));
    let diffuse = 0xFF80FF40;
    let v = |x: f32, y: f32, u: f32, w: f32| XV {
        x,
        y,
        z: 0.5,
        color: diffuse,
        u,
        v: w,
    };
    p.clear(CLEAR);
    p.draw(
        D3DFVF_XYZ | D3DFVF_DIFFUSE | D3DFVF_TEX1,
        D3DPT_TRIANGLESTRIP,
        2,
        &[
            v(-1.0, 1.0, 0.0, 0.0),
            v(1.0, 1.0, 1.0, 0.0),
            v(-1.0, -1.0, 0.0, 1.0),
            v(1.0, -1.0, 1.0, 1.0),
        ],
    );
    let img = p.read();
    for qy in 0..2u32 {
        for qx in 0..2u32 {
            let want = op2(D3DTOP_MODULATE, f4(quadrants(qx, qy)), f4(diffuse));
            expect(
                img.at(24 + 16 * qx, 24 + 16 * qy),
                want,
                1,
                &format!("quadrant ({qx}, {qy})"),
            );
        }
    }
    expect(img.at(8, 8), f4(CLEAR), 0, "outside the transformed quad");
}

#[test]
fn a_vs_2_0_shader_feeds_the_fixed_function_stages() {
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct XV {
        x: f32,
        y: f32,
        z: f32,
        u: f32,
        v: f32,
    }
    let p = Px::new();
    p.bind(0, p.tex(2, 2, D3DFMT_A8R8G8B8, quadrants));
    p.point(0);
    // oT0 swaps the coordinates: the texture appears transposed.
    let shader = p.own(vs(
        &p.t,
        "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nm4x4 oPos, v0, c0\nmov oD0, c4\nmov oD1, c5\nmov oT0, v1.yxzw\n",
    ));
    p.set_vs(shader);
    vs_const(&p.t, 0, &IDENTITY_ROWS);
    let (d, s) = (rgba(0.5, 1.0, 0.75, 0.6), rgba(0.125, 0.0, 0.25, 0.0));
    vs_const(&p.t, 4, &[[d[2], d[1], d[0], d[3]], [s[2], s[1], s[0], s[3]]]);
    p.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.rs(D3DRS_SPECULARENABLE, 1);
    let v = |x: f32, y: f32, u: f32, w: f32| XV { x, y, z: 0.5, u, v: w };
    p.clear(CLEAR);
    p.draw(
        D3DFVF_XYZ | D3DFVF_TEX1,
        D3DPT_TRIANGLESTRIP,
        2,
        &[
            v(-1.0, 1.0, 0.0, 0.0),
            v(1.0, 1.0, 1.0, 0.0),
            v(-1.0, -1.0, 0.0, 1.0),
            v(1.0, -1.0, 1.0, 1.0),
        ],
    );
    let img = p.read();
    for qy in 0..2u32 {
        for qx in 0..2u32 {
            // Screen quadrant (qx, qy) reads texel (qy, qx); then
            // texture * oD0 + oD1 (RGB), alpha oD0's.
            let lit = op2(D3DTOP_MODULATE, f4(quadrants(qy, qx)), d);
            let want = rgb_a(op2(D3DTOP_ADD, lit, s), d);
            expect(
                img.at(16 + 32 * qx, 16 + 32 * qy),
                want,
                2,
                &format!("quadrant ({qx}, {qy})"),
            );
        }
    }
}

// ---------------------------------------------------------------------------
// State changed between draws of one scene
// ---------------------------------------------------------------------------

#[test]
fn texture_factor_stage_constant_and_alpha_ref_changed_within_a_scene_apply_per_draw() {
    let p = Px::new();
    p.color(0, D3DTOP_ADD, D3DTA_TFACTOR, D3DTA_CONSTANT);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_CONSTANT);
    p.rs(D3DRS_ALPHATESTENABLE, 1);
    p.rs(D3DRS_ALPHAFUNC, D3DCMP_GREATEREQUAL);
    // (factor, constant, alpha ref) per band; band 1 fails its test.
    let bands = [
        (0x80102030u32, 0x00201000u32, 0x80u32),
        (0x80304050, 0x00050505, 0x81),
        (0x40605040, 0x00102040, 0x40),
        (0xFF203040, 0x00404040, 0xFF),
    ];
    p.clear(CLEAR);
    p.t.fvf(FVF);
    p.t.begin();
    for (i, &(f, k, r)) in bands.iter().enumerate() {
        p.rs(D3DRS_TEXTUREFACTOR, f);
        p.tss(0, D3DTSS_CONSTANT, k);
        p.rs(D3DRS_ALPHAREF, r);
        let x = i as u32 * 16;
        p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &rect(x, 0, x + 16, 64, DIFFUSE, 0));
    }
    p.t.end();
    let img = p.read();
    for (i, &(f, k, r)) in bands.iter().enumerate() {
        let want = if chan(f, 3) >= r {
            rgb_a(op2(D3DTOP_ADD, f4(f), f4(k)), f4(f))
        } else {
            f4(CLEAR)
        };
        expect(img.at(i as u32 * 16 + 8, 32), want, 1, &format!("band {i}"));
    }
}

#[test]
fn fog_colour_and_range_changed_within_a_scene_apply_per_draw() {
    let p = Px::new();
    p.fog(D3DFOG_LINEAR, 0.0, 1.0, 1.0, 0);
    // (fog colour, start, end) per band; every band at z 0.5.
    let bands = [
        (0x00FF0000u32, 0.0f32, 1.0f32),
        (0x0000FF00, 0.5, 1.0),
        (0x000000FF, 0.0, 2.0),
        (0x00808080, 0.25, 0.75),
    ];
    p.clear(0);
    p.t.fvf(TL_FVF);
    p.t.begin();
    for (i, &(color, start, end)) in bands.iter().enumerate() {
        p.rs(D3DRS_FOGCOLOR, color);
        p.rs(D3DRS_FOGSTART, f2dw(start));
        p.rs(D3DRS_FOGEND, f2dw(end));
        let x = i as f32 * 16.0;
        p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(x, 0.0, x + 16.0, 64.0, 0.5, OBJECT));
    }
    p.t.end();
    let img = p.read();
    for (i, &(color, start, end)) in bands.iter().enumerate() {
        let f = fog_linear(0.5, start, end);
        expect(
            img.at(i as u32 * 16 + 8, 32),
            fogged(f4(OBJECT), color, f),
            2,
            &format!("band {i}, f {f}"),
        );
    }
}

#[test]
fn bump_matrix_changed_within_a_scene_applies_per_draw() {
    let p = Px::new();
    p.bind(0, p.bump(4, 4, |_, _| (64, 0)));
    p.bind(1, p.tex(4, 4, D3DFMT_A8R8G8B8, grid));
    p.point(1);
    p.color(0, D3DTOP_BUMPENVMAP, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    p.color(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    let matrices = [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]];
    p.clear(0);
    p.t.fvf(FVF);
    p.t.begin();
    for (i, &m) in matrices.iter().enumerate() {
        bump_matrix(&p, 0, m);
        let x = i as u32 * 32;
        let verts = rect(x, 0, x + 32, 64, DIFFUSE, 0).map(|v| V {
            t1: [0.125, 0.125],
            ..v
        });
        p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &verts);
    }
    p.t.end();
    let img = p.read();
    for (i, &m) in matrices.iter().enumerate() {
        let (u, v) = bumped(0.125, 0.125, 64, 0, m);
        expect(
            img.at(i as u32 * 32 + 16, 32),
            f4(grid_at(u, v)),
            1,
            &format!("matrix {m:?}"),
        );
    }
}
