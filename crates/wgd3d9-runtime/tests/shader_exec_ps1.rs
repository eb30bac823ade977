//! GPU execution tests of the DXSO translator for ps_1_1 to ps_1_4 (see
//! `shader_exec.rs` for the method and `common/mod.rs` for the harness).
//!
//! The pass-through vertex shader feeds TEXCOORD0..3 (t0..t3) from vertex
//! attributes 1..4. ps_1_x writes its result in r0. Texture stage n is IR
//! sampler n; its bump matrix (BUMPENVMAT00, 01, 10, 11) is constant 8 + n,
//! its luminance scale and offset constant 16 + n. Values stay within [0, 1]
//! (or [-1, 1] inside the shader), the range every ps_1_x implementation
//! keeps. Tolerances: [`ARITH`] (1e-5 relative, absolute below 1) for
//! arithmetic, exact for texel fetches.

mod common;

use common::*;
use wgd3d9_shader::dxso::lower;
use wgd3d9_shader::ir::TextureDim;

/// Texel (x, y) of the 4x4 test textures, every value in [0, 1].
fn texel(x: u32, y: u32) -> [f32; 4] {
    [
        (x + 1) as f32 / 8.0,
        (y + 1) as f32 / 8.0,
        (x + 4 * y) as f32 / 16.0,
        1.0 - x as f32 / 8.0,
    ]
}

/// The texel nearest-sampled at (u, v) in [0, 1) of a 4x4 texture.
fn texel_at(u: f32, v: f32) -> [f32; 4] {
    texel((u * 4.0).floor() as u32, (v * 4.0).floor() as u32)
}

/// A 1x1 texture holding `t` at stage `stage`.
fn one_texel(stage: u32, t: [f32; 4]) -> Tex {
    Tex::d2(stage, 1, 1, move |_, _| t)
}

fn expect(chk: &mut Checker, name: &str, d: Draw, want: [f32; 4], tol: Tol) {
    if let Some(img) = chk.draw(name, &d) {
        chk.uniform(name, &img, want, tol);
    }
}

const Z: [f32; 4] = [0.0; 4];

#[test]
fn ps1_constants_are_clamped() {
    let mut chk = Checker::new();
    // Constants read by ps_1_x are clamped to [-1, 1] (c1 = 2 reads as 1);
    // def'd constants too.
    let c1 = [2.0, -3.0, 0.5, 0.25];
    let c2 = [-0.5, 1.5, 0.25, 0.5];
    let clamp = |c: [f32; 4]| c.map(|x| x.clamp(-1.0, 1.0));
    let sum = map2(clamp(c1), clamp(c2), |a, b| a + b);
    for model in ["ps_1_1", "ps_1_2", "ps_1_3", "ps_1_4"] {
        let d = Draw::ps(format!("{model}\nadd r0, c1, c2\n")).pc(1, c1).pc(2, c2);
        expect(&mut chk, &format!("{model} add r0, c1, c2"), d, sum, ARITH);
    }
    let c3 = [4.0, -2.0, 0.5, 1.0];
    let d = Draw::ps("ps_1_1\ndef c3, 4.0, -2.0, 0.5, 1.0\nadd r0, c3, c2\n")
        .pc(2, c2)
        .pc(3, [0.0; 4]);
    expect(
        &mut chk,
        "ps_1_1 def c3 clamped",
        d,
        map2(clamp(c3), clamp(c2), |a, b| a + b),
        ARITH,
    );
    let d = Draw::ps("ps_1_1\nmov r0, c7\n").pc(7, [-0.25, 1.0001, 7.0, 0.5]);
    expect(&mut chk, "ps_1_1 c7", d, [-0.25, 1.0, 1.0, 0.5], ARITH);
    chk.finish();
}

#[test]
fn ps1_arithmetic_and_modifiers() {
    let mut chk = Checker::new();
    let c0 = [0.5, 0.25, 0.75, 1.0];
    let c1 = [0.5, 0.5, 0.5, 0.25];
    let c2 = [0.25, 0.125, 0.0, 0.5];
    let bx2 = |x: f32| 2.0 * x - 1.0;
    // (ps_1_x reads at most two constant registers per instruction and
    // ps_1_4 takes no source modifier on a constant: some operands go
    // through r1.)
    let cases: Vec<(&str, &str, [f32; 4])> = vec![
        ("ps_1_1", "add r0, c0, c1", map2(c0, c1, |a, b| a + b)),
        ("ps_1_1", "sub r0, c0, c1", map2(c0, c1, |a, b| a - b)),
        ("ps_1_1", "mul r0, c0, c1", map2(c0, c1, |a, b| a * b)),
        (
            "ps_1_1",
            "mov r1, c2\nmad r0, c0, c1, r1",
            map3(c0, c1, c2, |a, b, c| a * b + c),
        ),
        ("ps_1_1", "dp3 r0, c0, c1", splat(dot3(c0, c1))),
        ("ps_1_2", "dp4 r0, c0, c1", splat(dot4(c0, c1))),
        // lrp: src0 * (src1 - src2) + src2
        (
            "ps_1_1",
            "mov r1, c2\nlrp r0, c0, c1, r1",
            map3(c0, c1, c2, |a, b, c| a * (b - c) + c),
        ),
        // Result shifts (before the saturation).
        ("ps_1_1", "mul_x2 r0, c0, c1", map2(c0, c1, |a, b| 2.0 * a * b)),
        ("ps_1_1", "mul_x4 r0, c1, c2", map2(c1, c2, |a, b| 4.0 * a * b)),
        ("ps_1_1", "add_d2 r0, c0, c1", map2(c0, c1, |a, b| (a + b) / 2.0)),
        (
            "ps_1_1",
            "add_x2_sat r0, c0, c2",
            map2(c0, c2, |a, b| (2.0 * (a + b)).clamp(0.0, 1.0)),
        ),
        (
            "ps_1_1",
            "add_sat r0, c0, c1",
            map2(c0, c1, |a, b| (a + b).clamp(0.0, 1.0)),
        ),
        ("ps_1_4", "mul_x2 r0, c0, c1", map2(c0, c1, |a, b| 2.0 * a * b)),
        ("ps_1_4", "add_d2 r0, c0, c1", map2(c0, c1, |a, b| (a + b) / 2.0)),
        // Source modifiers: _bias (x - 0.5), _bx2 (2x - 1), 1-x, -x, _x2 (ps_1_4).
        ("ps_1_1", "add r0, c0_bias, c1", map2(c0, c1, |a, b| a - 0.5 + b)),
        ("ps_1_1", "add r0, -c2_bias, c1", map2(c2, c1, |a, b| -(a - 0.5) + b)),
        (
            "ps_1_1",
            "mov r1, c1\nmad r0, c0_bx2, c2, r1",
            map3(c0, c2, c1, |a, b, c| bx2(a) * b + c),
        ),
        (
            "ps_1_1",
            "dp3 r0, c0_bx2, c1_bx2",
            splat(dot3(c0.map(bx2), c1.map(bx2))),
        ),
        ("ps_1_1", "mul r0, 1-c0, c1", map2(c0, c1, |a, b| (1.0 - a) * b)),
        ("ps_1_1", "add r0, -c2, c1", map2(c2, c1, |a, b| -a + b)),
        (
            "ps_1_4",
            "mov r1, c2\nmul r0, r1_x2, c1",
            map2(c2, c1, |a, b| 2.0 * a * b),
        ),
        (
            "ps_1_4",
            "mov r1, c2\nadd r0, -r1_x2, c0",
            map2(c2, c0, |a, b| -2.0 * a + b),
        ),
        // Masks and co-issue: rgb and alpha computed side by side.
        ("ps_1_1", "mov r0, c2\nmul r0.rgb, c0, c1\n+add r0.a, c0, c2", {
            let m = map2(c0, c1, |a, b| a * b);
            [m[0], m[1], m[2], c0[3] + c2[3]]
        }),
        ("ps_1_4", "mul r0.rgb, c0, c1\n+add r0.a, c1, c2", {
            let m = map2(c0, c1, |a, b| a * b);
            [m[0], m[1], m[2], c1[3] + c2[3]]
        }),
        ("ps_1_1", "mov r0, c0\nmov r0.a, c2.b", [c0[0], c0[1], c0[2], c2[2]]),
        // Both instructions of a pair read before either writes: the
        // co-issued mul sees r0.a as it was before the mov (c0.a), not c2.a.
        ("ps_1_1", "mov r0, c0\nmov r0.a, c2.a\n+mul r0.rgb, r0.a, c1", {
            let m = c1.map(|b| c0[3] * b);
            [m[0], m[1], m[2], c2[3]]
        }),
        ("ps_1_4", "mov r0, c0\nmov r0.a, c2.a\n+mul r0.rgb, r0.a, c1", {
            let m = c1.map(|b| c0[3] * b);
            [m[0], m[1], m[2], c2[3]]
        }),
    ];
    for (model, body, want) in cases {
        let d = Draw::ps(format!("{model}\n{body}\n")).pc(0, c0).pc(1, c1).pc(2, c2);
        expect(&mut chk, &format!("{model} {body}"), d, want, ARITH);
    }
    // cnd in ps_1_1..1_3: r0.a > 0.5 ? src1 : src2 (0.5 itself picks src2).
    for a in [0.75f32, 0.5, 0.25] {
        for model in ["ps_1_1", "ps_1_3"] {
            let d = Draw::ps(format!("{model}\nmov r0, c0\ncnd r0, r0.a, c1, c2\n"))
                .pc(0, [0.0, 0.0, 0.0, a])
                .pc(1, c1)
                .pc(2, c2);
            expect(
                &mut chk,
                &format!("{model} cnd r0.a = {a}"),
                d,
                if a > 0.5 { c1 } else { c2 },
                ARITH,
            );
        }
    }
    // A ps_1_1 cnd on another register and swizzle (drivers accept it; the
    // documentation asks for r0.a) tests the component selected for .w,
    // for every component: c0.w = 1.0 here, whatever .xyz hold.
    let d = Draw::ps("ps_1_1\nmov r1, c0\ncnd r0, r1, c1, c2\n")
        .pc(0, [0.0, 0.25, 0.75, 1.0])
        .pc(1, c1)
        .pc(2, c2);
    expect(&mut chk, "ps_1_1 cnd r1 (unswizzled) tests r1.w", d, c1, ARITH);
    // ps_1_4 cnd compares per component.
    let cond = [0.75, 0.5, 0.25, 1.0];
    let d = Draw::ps("ps_1_4\nmov r1, c0\ncnd r0, r1, c1, c2\n")
        .pc(0, cond)
        .pc(1, c1)
        .pc(2, c2);
    expect(
        &mut chk,
        "ps_1_4 cnd",
        d,
        map3(cond, c1, c2, |c, a, b| if c > 0.5 { a } else { b }),
        ARITH,
    );
    // cmp: src0 >= 0 ? src1 : src2 per component.
    let cond = [0.5, 0.0, -0.25, -1.0];
    for model in ["ps_1_2", "ps_1_4"] {
        let d = Draw::ps(format!("{model}\nmov r1, c0\ncmp r0, r1, c1, c2\n"))
            .pc(0, cond)
            .pc(1, c1)
            .pc(2, c2);
        expect(
            &mut chk,
            &format!("{model} cmp"),
            d,
            map3(cond, c1, c2, |c, a, b| if c >= 0.0 { a } else { b }),
            ARITH,
        );
    }
    // Colour inputs v0 / v1 (COLOR0 / COLOR1 from attributes 1 and 2).
    let (col0, col1) = ([0.25, 0.5, 0.75, 1.0], [0.5, 0.25, 0.125, 0.5]);
    let d = Draw::ps("ps_1_1\nmul r0, v0, v1\n").attrs([col0, col1, Z, Z]);
    expect(
        &mut chk,
        "ps_1_1 mul r0, v0, v1",
        d,
        map2(col0, col1, |a, b| a * b),
        ARITH,
    );
    chk.finish();
}

#[test]
fn ps1_texture_instructions() {
    let mut chk = Checker::new();
    let stage = |n: u32| Tex::d2(n, 4, 4, texel);
    // tex: stage 0 at t0 (pixel (x, y) reads texel (x, y)).
    let ramp = triangle_with(|x, y| {
        let (u, v) = screen_uv(x, y);
        [[u, v, 0.0, 1.0], Z, Z, Z]
    });
    for (name, text) in [
        ("ps_1_1 tex", "ps_1_1\ntex t0\nmov r0, t0\n"),
        ("ps_1_4 texld", "ps_1_4\ntexld r0, t0\n"),
    ] {
        let d = Draw::ps(text).verts(ramp.clone()).tex(stage(0));
        if let Some(img) = chk.draw(name, &d) {
            chk.per_pixel(name, &img, Tol::Exact, texel);
        }
    }
    // texcoord: (u, v, w) clamped to [0, 1], and 1.
    let t0 = [1.5, -0.5, 0.25, 7.0];
    let d = Draw::ps("ps_1_1\ntexcoord t0\nmov r0, t0\n").attrs([t0, Z, Z, Z]);
    expect(&mut chk, "ps_1_1 texcoord", d, [1.0, 0.0, 0.25, 1.0], ARITH);
    // texcrd copies without clamping (r1 = (1.5, 0.25, 2.0)), then scaled
    // back into range.
    let (t0, c0) = ([1.5, 0.25, 2.0, 0.0], [0.5, 1.0, 0.25, 0.75]);
    let d = Draw::ps("ps_1_4\ntexcrd r1.xyz, t0\nmul r0.xyz, r1, c0\n+mov r0.w, c0.w\n")
        .attrs([t0, Z, Z, Z])
        .pc(0, c0);
    expect(
        &mut chk,
        "ps_1_4 texcrd",
        d,
        [t0[0] * c0[0], t0[1] * c0[1], t0[2] * c0[2], c0[3]],
        ARITH,
    );
    // texbem: u' = u + M00 du + M10 dv, v' = v + M01 du + M11 dv, sampling
    // stage 1 (matrix in c9); the (du, dv) come from stage 0.
    let m = [1.0, 0.5, 0.5, 0.25];
    let tc1 = [0.125, 0.125, 0.0, 1.0];
    for duv in [[0.25f32, 0.5], [-0.25, 0.5]] {
        let (u, v) = (
            tc1[0] + m[0] * duv[0] + m[2] * duv[1],
            tc1[1] + m[1] * duv[0] + m[3] * duv[1],
        );
        let d = Draw::ps("ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n")
            .attrs([[0.5, 0.5, 0.0, 1.0], tc1, Z, Z])
            .tex(one_texel(0, [duv[0], duv[1], 0.0, 0.0]))
            .tex(stage(1))
            .pc(9, m);
        expect(
            &mut chk,
            &format!("texbem (du, dv) = {duv:?}"),
            d,
            texel_at(u, v),
            Tol::Exact,
        );
    }
    // texbeml: texbem, then t(m)RGBA *= t(n).b * BUMPENVLSCALE +
    // BUMPENVLOFFSET (c17 = (scale, offset)).
    let (lum_b, scale, offset) = (0.5f32, 0.5f32, 0.25f32);
    let l = lum_b * scale + offset;
    let (u, v) = (tc1[0] + m[0] * 0.25 + m[2] * 0.5, tc1[1] + m[1] * 0.25 + m[3] * 0.5);
    let d = Draw::ps("ps_1_1\ntex t0\ntexbeml t1, t0\nmov r0, t1\n")
        .attrs([[0.5, 0.5, 0.0, 1.0], tc1, Z, Z])
        .tex(one_texel(0, [0.25, 0.5, lum_b, 0.0]))
        .tex(stage(1))
        .pc(9, m)
        .pc(17, [scale, offset, 0.0, 0.0]);
    if let Some(img) = chk.draw("texbeml", &d) {
        let t = texel_at(u, v);
        let d3d9 = t.map(|c| c * l);
        // D3D9 scales all of RGBA by the luminance.
        chk.vec4("texbeml", img.at(0, 0), d3d9, ARITH);
    }
    // texreg2ar samples stage m at (t(n).a, t(n).r); texreg2gb at (g, b).
    let d = Draw::ps("ps_1_1\ntex t0\ntexreg2ar t1, t0\nmov r0, t1\n")
        .tex(one_texel(0, [0.375, 0.0, 0.0, 0.625]))
        .tex(stage(1));
    expect(&mut chk, "texreg2ar", d, texel_at(0.625, 0.375), Tol::Exact);
    let d = Draw::ps("ps_1_1\ntex t0\ntexreg2gb t1, t0\nmov r0, t1\n")
        .tex(one_texel(0, [0.0, 0.875, 0.125, 0.0]))
        .tex(stage(1));
    expect(&mut chk, "texreg2gb", d, texel_at(0.875, 0.125), Tol::Exact);
    // texm3x2pad / texm3x2tex: u = t1.uvw . t0.rgb, v = t2.uvw . t0.rgb,
    // sampling stage 2.
    let n = [0.5, 0.25, 1.0, 1.0];
    let (r1, r2) = ([0.25, 0.5, 0.375, 0.0], [0.5, 0.25, 0.0625, 0.0]);
    let d = Draw::ps("ps_1_1\ntex t0\ntexm3x2pad t1, t0\ntexm3x2tex t2, t0\nmov r0, t2\n")
        .attrs([Z, r1, r2, Z])
        .tex(one_texel(0, n))
        .tex(stage(2));
    expect(
        &mut chk,
        "texm3x2pad/texm3x2tex",
        d,
        texel_at(dot3(r1, n), dot3(r2, n)),
        Tol::Exact,
    );
    // texdp3: t1.uvw . t0.rgb replicated; texdp3tex samples at (dot, 0).
    let d = Draw::ps("ps_1_2\ntex t0\ntexdp3 t1, t0\nmov r0, t1\n")
        .attrs([Z, r1, Z, Z])
        .tex(one_texel(0, n));
    expect(&mut chk, "texdp3", d, splat(dot3(r1, n)), ARITH);
    let d = Draw::ps("ps_1_2\ntex t0\ntexdp3tex t1, t0\nmov r0, t1\n")
        .attrs([Z, r1, Z, Z])
        .tex(one_texel(0, n))
        .tex(stage(1));
    expect(&mut chk, "texdp3tex", d, texel_at(dot3(r1, n), 0.0), Tol::Exact);
    // texm3x3: (row1 . n, row2 . n, row3 . n, 1).
    let r3 = [0.125, 0.125, 0.25, 0.0];
    let d = Draw::ps("ps_1_2\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3 t3, t0\nmov r0, t3\n")
        .attrs([Z, r1, r2, r3])
        .tex(one_texel(0, n));
    expect(
        &mut chk,
        "texm3x3",
        d,
        [dot3(r1, n), dot3(r2, n), dot3(r3, n), 1.0],
        ARITH,
    );
    // texm3x3tex into a cube map (the stage's dimension is a translation
    // option): the transformed vector picks the face.
    let face = |f: u32| [f as f32 / 8.0, 0.5, 0.25, 1.0];
    let mut opts = lower::Options::default();
    opts.ps1_sampler_dims[3] = TextureDim::Cube;
    let rows = [[1.0, 0.0, 0.0, 0.0], [0.0, 0.0, -1.0, 0.0], [0.0, 1.0, 0.0, 0.0]];
    let dir = [dot3(rows[0], n), dot3(rows[1], n), dot3(rows[2], n)];
    let d = Draw::ps("ps_1_1\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3tex t3, t0\nmov r0, t3\n")
        .attrs([Z, rows[0], rows[1], rows[2]])
        .tex(one_texel(0, n))
        .tex(Tex::cube(3, face))
        .ps_options(opts);
    // dir = (0.5, -1.0, 0.25): major axis -Y, face 3.
    assert!(dir[1] < 0.0 && dir[1].abs() > dir[0].abs() && dir[1].abs() > dir[2].abs());
    expect(&mut chk, "texm3x3tex cube", d, face(3), Tol::Exact);
    // texkill in ps_1_x looks at x, y, z only.
    let c0 = [0.25, 0.5, 0.75, 1.0];
    for (name, t, killed) in [
        ("ps_1_1 texkill, w < 0", [0.5, 0.5, 0.5, -1.0], false),
        ("ps_1_1 texkill, y < 0", [0.5, -0.5, 0.5, 1.0], true),
        ("ps_1_1 texkill, zero", [0.0, 0.0, 0.0, 0.0], false),
    ] {
        let d = Draw::ps("ps_1_1\ntexkill t0\nmov r0, c0\n")
            .attrs([t, Z, Z, Z])
            .pc(0, c0);
        expect(&mut chk, name, d, if killed { CLEAR } else { c0 }, Tol::Exact);
    }
    let d = Draw::ps("ps_1_4\ntexkill t0\nmov r0, c0\n")
        .attrs([[0.5, 0.5, -0.5, 1.0], Z, Z, Z])
        .pc(0, c0);
    expect(&mut chk, "ps_1_4 texkill t0, z < 0", d, CLEAR, Tol::Exact);
    chk.finish();
}

#[test]
fn ps1_4_phases() {
    let mut chk = Checker::new();
    let stage = |n: u32| Tex::d2(n, 4, 4, texel);
    // A dependent read: phase 1 computes the coordinate, phase 2 samples
    // stage 1 with it.
    let t0 = [0.625, 0.375, 0.0, 1.0];
    let d = Draw::ps("ps_1_4\ntexcrd r0.xyz, t0\nphase\ntexld r1, r0\nmov r0, r1\n")
        .attrs([t0, Z, Z, Z])
        .tex(stage(1));
    expect(
        &mut chk,
        "texcrd, phase, texld r1, r0",
        d,
        texel_at(t0[0], t0[1]),
        Tol::Exact,
    );
    // Arithmetic in phase 1 feeding the phase 2 read.
    let d = Draw::ps("ps_1_4\ntexcrd r0.xyz, t0\nadd r0.xy, r0, c0\nphase\ntexld r2, r0\nmov r0, r2\n")
        .attrs([[0.125, 0.625, 0.0, 1.0], Z, Z, Z])
        .pc(0, [0.5, -0.25, 0.0, 0.0])
        .tex(stage(2));
    expect(
        &mut chk,
        "phase 1 arithmetic, phase 2 texld",
        d,
        texel_at(0.625, 0.375),
        Tol::Exact,
    );
    // bem (dest r2: matrix of stage 2 in c10): r2.xy = r0.xy + M (du, dv).
    let m = [1.0, 0.5, 0.5, 0.25];
    let (base, duv) = ([0.125f32, 0.125], [0.25f32, 0.5]);
    let (u, v) = (
        base[0] + m[0] * duv[0] + m[2] * duv[1],
        base[1] + m[1] * duv[0] + m[3] * duv[1],
    );
    let d = Draw::ps("ps_1_4\ntexcrd r0.xyz, t0\ntexld r1, t1\nbem r2.xy, r0, r1\nphase\ntexld r2, r2\nmov r0, r2\n")
        .attrs([[base[0], base[1], 0.0, 1.0], [0.5, 0.5, 0.0, 1.0], Z, Z])
        .tex(one_texel(1, [duv[0], duv[1], 0.0, 0.0]))
        .tex(stage(2))
        .pc(10, m);
    expect(&mut chk, "bem, phase, texld", d, texel_at(u, v), Tol::Exact);
    // texld with _dw (on t#, read .xyw) divides by w; with _dz (on an r# in
    // phase 2) by z. The reference spells the first `t0_dw.xyw`, which the
    // assembler does not read; it takes `t0.xyw_dw`.
    let d = Draw::ps("ps_1_4\ntexld r0, t0.xyw_dw\n")
        .attrs([[1.25, 0.75, 9.0, 2.0], Z, Z, Z])
        .tex(stage(0));
    expect(
        &mut chk,
        "texld t0_dw.xyw",
        d,
        texel_at(1.25 / 2.0, 0.75 / 2.0),
        Tol::Exact,
    );
    let d = Draw::ps("ps_1_4\ntexcrd r0.xyz, t0\nphase\ntexld r1, r0_dz\nmov r0, r1\n")
        .attrs([[0.375, 1.5, 2.5, 7.0], Z, Z, Z])
        .tex(stage(1));
    expect(&mut chk, "texld r0_dz", d, texel_at(0.375 / 2.5, 1.5 / 2.5), Tol::Exact);
    // texcrd _dw: (x / w, y / w).
    let d = Draw::ps("ps_1_4\ntexcrd r0.xy, t0.xyw_dw\nmov r0.zw, c0\n")
        .attrs([[0.5, 1.5, 9.0, 2.0], Z, Z, Z])
        .pc(0, [0.0, 0.0, 0.5, 1.0]);
    expect(&mut chk, "texcrd t0_dw.xyw", d, [0.25, 0.75, 0.5, 1.0], ARITH);
    chk.finish();
}
