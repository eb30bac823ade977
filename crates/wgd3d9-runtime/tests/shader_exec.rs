//! GPU execution tests of the DXSO translator (shader models 2 and 3, and
//! vs_1_1): shaders are assembled from text, translated, drawn on the
//! process GPU (lavapipe here) and their results read back; expected values
//! are computed from the instruction definitions of the D3D9 assembly
//! reference, written as formulas next to each case. The ps_1_x tests are in
//! `shader_exec_ps1.rs`; the harness is `common/mod.rs`.
//!
//! Tolerances: [`ARITH`] (1e-5 relative, absolute below 1) for arithmetic,
//! [`TRANS`] (2e-4) for exp, log, pow, rsq, nrm and sincos, [`PARTIAL`]
//! (2e-3, D3D9's 10 bits) for expp, logp and lit's power, exact for flow
//! control counts, texel fetches and comparisons.
//!
//! Vertex shader cases compute `r0` and pass it on as TEXCOORD0 (constant
//! over the triangle); pixel shader cases compute `r0` and write it to oC0.
//! Constants c0..c3 of most cases are [`A`], [`B`], [`C`], [`D`].

mod common;

use common::*;
use wgd3d9_shader::dxso::lower;

const A: [f32; 4] = [1.5, -2.0, 0.25, 3.0];
const B: [f32; 4] = [-0.5, 4.0, 2.0, -1.0];
const C: [f32; 4] = [0.75, 0.5, -3.0, 2.0];
const D: [f32; 4] = [1.25, -0.25, -2.75, 3.0];
/// Matrix rows in c4..c7.
const M: [[f32; 4]; 4] = [
    [1.0, 2.0, 3.0, 4.0],
    [-1.0, 0.5, 0.0, 2.0],
    [0.25, -3.0, 1.0, 0.0],
    [2.0, 1.0, -1.0, 0.5],
];

/// D3DSINCOSCONST1 and D3DSINCOSCONST2, the constants the shader model 2
/// sincos takes.
const SINCOS_DEFS: &str = "def c10, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c11, -0.020833334, -0.12500000, 1.0, 0.50000000";

/// Splits shader lines into declarations (`dcl*`, `def*`), which D3D9
/// wants before the instructions, and the rest.
fn split_decls(body: &str) -> (String, String) {
    let (mut decls, mut code) = (String::new(), String::new());
    for line in body.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let target = if line.starts_with("dcl") || line.starts_with("def") {
            &mut decls
        } else {
            &mut code
        };
        target.push_str(line);
        target.push('\n');
    }
    (decls, code)
}

/// A shader: `version`, the header's declarations, those of `body`, the
/// header's instructions, the rest of `body`, then `footer`.
fn shader(version: &str, header: &str, body: &str, footer: &str) -> String {
    let (hd, hc) = split_decls(header);
    let (bd, bc) = split_decls(body);
    format!("{version}\n{hd}{bd}{hc}{bc}{footer}\n")
}

/// ps_3_0: `body` computes r0, which goes to oC0.
fn ps3(body: &str) -> String {
    shader("ps_3_0", "", body, "mov oC0, r0")
}
/// ps_2_0: `body` computes r0, which goes to oC0.
fn ps2(body: &str) -> String {
    shader("ps_2_0", "", body, "mov oC0, r0")
}
/// vs_3_0: `body` computes r0, passed on as TEXCOORD0; v1 and v2 are
/// attributes 1 and 2.
fn vs3(body: &str) -> String {
    let header = "dcl_position v0\ndcl_texcoord0 v1\ndcl_texcoord1 v2\ndcl_position o0\ndcl_texcoord0 o1\nmov o0, v0";
    shader("vs_3_0", header, body, "mov o1, r0")
}
/// vs_2_0: as [`vs3`] with oPos and oT0.
fn vs2(body: &str) -> String {
    shader(
        "vs_2_0",
        "dcl_position v0\ndcl_texcoord0 v1\nmov oPos, v0",
        body,
        "mov oT0, r0",
    )
}
/// vs_1_1: as [`vs2`].
fn vs1(body: &str) -> String {
    shader(
        "vs_1_1",
        "dcl_position v0\ndcl_texcoord0 v1\nmov oPos, v0",
        body,
        "mov oT0, r0",
    )
}

/// c0..c3 = A..D and c4..c7 = M, in the pixel shader.
fn ps_abcd(text: String) -> Draw {
    let d = Draw::ps(text).pc(0, A).pc(1, B).pc(2, C).pc(3, D);
    (0..4).fold(d, |d, r| d.pc(4 + r as u32, M[r]))
}
/// c0..c3 = A..D and c4..c7 = M, in the vertex shader.
fn vs_abcd(text: String) -> Draw {
    let d = Draw::vs(text).vc(0, A).vc(1, B).vc(2, C).vc(3, D);
    (0..4).fold(d, |d, r| d.vc(4 + r as u32, M[r]))
}

/// Draws and checks that every pixel is `want`.
fn expect(chk: &mut Checker, name: &str, d: Draw, want: [f32; 4], tol: Tol) {
    if let Some(img) = chk.draw(name, &d) {
        chk.uniform(name, &img, want, tol);
    }
}

/// Draws and returns pixel (0, 0) (the shaders of these cases give the same
/// value everywhere; [`expect`] checks that).
fn first_pixel(chk: &mut Checker, name: &str, d: Draw) -> Option<[f32; 4]> {
    chk.draw(name, &d).map(|i| i.at(0, 0))
}

// ---- D3D9 instruction definitions used by the expectations ----

/// A comparison suffix (`_gt`, ...) and what it computes.
type Comparison = (&'static str, fn(f32, f32) -> bool);
const COMPARISONS: [Comparison; 6] = [
    ("gt", |a, b| a > b),
    ("ge", |a, b| a >= b),
    ("lt", |a, b| a < b),
    ("le", |a, b| a <= b),
    ("eq", |a, b| a == b),
    ("ne", |a, b| a != b),
];

/// min: `src0 < src1 ? src0 : src1` per component.
fn d3d_min(a: f32, b: f32) -> f32 {
    if a < b {
        a
    } else {
        b
    }
}
/// max: `src0 >= src1 ? src0 : src1` per component.
fn d3d_max(a: f32, b: f32) -> f32 {
    if a >= b {
        a
    } else {
        b
    }
}
/// frc: `x - floor(x)`.
fn frc(x: f32) -> f32 {
    x - x.floor()
}
/// lrp: `src0 * (src1 - src2) + src2`.
fn lrp(a: f32, b: f32, c: f32) -> f32 {
    a * (b - c) + c
}
/// crs: the cross product of the xyz parts.
fn cross(a: [f32; 4], b: [f32; 4]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}
/// lit (the reference pseudo-code, power clamped to +-127.9961).
fn lit(s: [f32; 4]) -> [f32; 4] {
    const MAXPOWER: f32 = 127.9961;
    let mut d = [1.0, 0.0, 0.0, 1.0];
    let power = s[3].clamp(-MAXPOWER, MAXPOWER);
    if s[0] > 0.0 {
        d[1] = s[0];
        if s[1] > 0.0 {
            d[2] = s[1].powf(power);
        }
    }
    d
}
/// The legacy multiply of shader model 2 pixel shaders: 0 * anything = 0.
fn legacy_mul(a: f32, b: f32) -> f32 {
    if a == 0.0 || b == 0.0 {
        0.0
    } else {
        a * b
    }
}

#[test]
fn pixel_shader_arithmetic() {
    let mut chk = Checker::new();
    let cases: Vec<(&str, &str, [f32; 4], Tol)> = vec![
        ("add", "add r0, c0, c1", map2(A, B, |a, b| a + b), ARITH),
        ("sub", "sub r0, c0, c1", map2(A, B, |a, b| a - b), ARITH),
        ("mul", "mul r0, c0, c1", map2(A, B, |a, b| a * b), ARITH),
        ("mad", "mad r0, c0, c1, c2", map3(A, B, C, |a, b, c| a * b + c), ARITH),
        ("dp3", "dp3 r0, c0, c1", splat(dot3(A, B)), ARITH),
        ("dp4", "dp4 r0, c0, c1", splat(dot4(A, B)), ARITH),
        // dp2add: src0.x * src1.x + src0.y * src1.y + src2.replicated
        (
            "dp2add",
            "dp2add r0, c0, c1, c2.x",
            splat(A[0] * B[0] + A[1] * B[1] + C[0]),
            ARITH,
        ),
        ("min", "min r0, c0, c1", map2(A, B, d3d_min), ARITH),
        ("max", "max r0, c0, c1", map2(A, B, d3d_max), ARITH),
        ("rcp", "rcp r0, c0.w", splat(1.0 / A[3]), ARITH),
        ("rsq", "rsq r0, c1.y", splat(1.0 / B[1].sqrt()), TRANS),
        // rsq takes the absolute value first.
        (
            "rsq of a negative",
            "rsq r0, c0.y",
            splat(1.0 / A[1].abs().sqrt()),
            TRANS,
        ),
        ("exp", "exp r0, c0.z", splat(A[2].exp2()), TRANS),
        ("exp of a negative", "exp r0, c2.z", splat(C[2].exp2()), TRANS),
        ("log", "log r0, c1.y", splat(B[1].log2()), TRANS),
        // log takes the absolute value first.
        ("log of a negative", "log r0, c2.z", splat(C[2].abs().log2()), TRANS),
        // pow: abs(src0)^src1
        ("pow", "pow r0, c1.y, c0.z", splat(B[1].abs().powf(A[2])), TRANS),
        ("frc", "frc r0, c3", D.map(frc), ARITH),
        ("lrp", "lrp r0, c0, c1, c2", map3(A, B, C, lrp), ARITH),
        // cmp: src0 >= 0 ? src1 : src2 per component (c3 = D has both signs).
        (
            "cmp",
            "cmp r0, c3, c1, c2",
            map3(D, B, C, |c, a, b| if c >= 0.0 { a } else { b }),
            ARITH,
        ),
        ("cmp on zero", "cmp r0, c8, c1, c2", B, ARITH),
        ("abs", "abs r0, c0", A.map(f32::abs), ARITH),
        ("abs of a negated source", "abs r0, -c1", B.map(f32::abs), ARITH),
        // nrm: every component times 1 / sqrt(dot3(src, src)).
        ("nrm", "nrm r0, c0", A.map(|x| x / dot3(A, A).sqrt()), TRANS),
        // crs writes xyz; w keeps the previous value.
        (
            "crs",
            "mov r0, c3\ncrs r0.xyz, c0, c1",
            {
                let c = cross(A, B);
                [c[0], c[1], c[2], D[3]]
            },
            ARITH,
        ),
        // sincos (ps_3_0): x = cos, y = sin; z and w untouched.
        (
            "sincos .xy",
            "mov r0, c3\nsincos r0.xy, c0.z",
            [A[2].cos(), A[2].sin(), D[2], D[3]],
            TRANS,
        ),
        (
            "sincos .y",
            "mov r0, c3\nsincos r0.y, c2.y",
            [D[0], C[1].sin(), D[2], D[3]],
            TRANS,
        ),
        (
            "sincos .x",
            "mov r0, c3\nsincos r0.x, c1.y",
            [B[1].cos(), D[1], D[2], D[3]],
            TRANS,
        ),
        ("m4x4", "m4x4 r0, c0, c4", [0, 1, 2, 3].map(|r| dot4(A, M[r])), ARITH),
        (
            "m4x3",
            "mov r0, c3\nm4x3 r0.xyz, c0, c4",
            [dot4(A, M[0]), dot4(A, M[1]), dot4(A, M[2]), D[3]],
            ARITH,
        ),
        ("m3x4", "m3x4 r0, c0, c4", [0, 1, 2, 3].map(|r| dot3(A, M[r])), ARITH),
        (
            "m3x3",
            "mov r0, c3\nm3x3 r0.xyz, c0, c4",
            [dot3(A, M[0]), dot3(A, M[1]), dot3(A, M[2]), D[3]],
            ARITH,
        ),
        (
            "m3x2",
            "mov r0, c3\nm3x2 r0.xy, c0, c4",
            [dot3(A, M[0]), dot3(A, M[1]), D[2], D[3]],
            ARITH,
        ),
        ("mov", "mov r0, c2", C, Tol::Exact),
    ];
    for (name, body, want, tol) in cases {
        expect(
            &mut chk,
            name,
            ps_abcd(ps3(body)).pc(8, [0.0, -0.0, 0.0, -0.0]),
            want,
            tol,
        );
    }
    // ps_2_0 sincos takes D3DSINCOSCONST1/2; z is undefined, w untouched.
    let text = ps2(&format!("{SINCOS_DEFS}\nmov r0, c3\nsincos r0.xy, c0.x, c10, c11"));
    if let Some(got) = first_pixel(&mut chk, "ps_2_0 sincos", ps_abcd(text)) {
        let want = [A[0].cos(), A[0].sin(), 0.0, D[3]];
        chk.masked("ps_2_0 sincos", got, want, [true, true, false, true], Tol::Rel(2e-3));
    }
    // ps_2_0 arithmetic (legacy multiply does not change finite results).
    for (name, body, want) in [
        ("ps_2_0 mad", "mad r0, c0, c1, c2", map3(A, B, C, |a, b, c| a * b + c)),
        ("ps_2_0 dp3", "dp3 r0, c0, c1", splat(dot3(A, B))),
        (
            "ps_2_0 m3x3",
            "mov r0, c3\nm3x3 r0.xyz, c0, c4",
            [dot3(A, M[0]), dot3(A, M[1]), dot3(A, M[2]), D[3]],
        ),
    ] {
        expect(&mut chk, name, ps_abcd(ps2(body)), want, ARITH);
    }
    chk.finish();
}

/// Forms D3D9's documentation refuses but drivers run and assemblers emit
/// (an instruction without a write mask gets `.xyzw`): each instruction
/// writes the components it computes that the mask names, reads its
/// sources before writing, and rcp, rsq, exp and log read the component
/// their swizzle selects for .w.
#[test]
fn forms_the_documentation_refuses_run_as_on_hardware() {
    let mut chk = Checker::new();
    let m3 = |v: [f32; 4], rows: usize, w: f32| {
        let mut out = [0.0, 0.0, 0.0, w];
        for (r, o) in out.iter_mut().enumerate().take(rows) {
            *o = dot3(v, M[r]);
        }
        out
    };
    let cases: Vec<(&str, &str, [f32; 4], Tol)> = vec![
        ("m3x3 unmasked", "mov r0, c3\nm3x3 r0, c0, c4", m3(A, 3, D[3]), ARITH),
        (
            "m4x3 unmasked",
            "mov r0, c3\nm4x3 r0, c0, c4",
            [dot4(A, M[0]), dot4(A, M[1]), dot4(A, M[2]), D[3]],
            ARITH,
        ),
        (
            "m3x2 unmasked",
            "mov r0, c3\nm3x2 r0, c0, c4",
            {
                let r = m3(A, 2, D[3]);
                [r[0], r[1], D[2], D[3]]
            },
            ARITH,
        ),
        (
            "m3x3 writing its vector",
            "mov r0, c0\nm3x3 r0, r0, c4",
            m3(A, 3, A[3]),
            ARITH,
        ),
        (
            "sincos unmasked",
            "mov r0, c3\nsincos r0, c0.z",
            [A[2].cos(), A[2].sin(), D[2], D[3]],
            TRANS,
        ),
        (
            "crs unmasked",
            "mov r0, c3\ncrs r0, c0, c1",
            {
                let c = cross(A, B);
                [c[0], c[1], c[2], D[3]]
            },
            ARITH,
        ),
        (
            "crs writing a source",
            "mov r0, c0\ncrs r0.xyz, r0, c1",
            {
                let c = cross(A, B);
                [c[0], c[1], c[2], A[3]]
            },
            ARITH,
        ),
        (
            "nrm writing its source",
            "mov r0, c0\nnrm r0, r0",
            A.map(|x| x / dot3(A, A).sqrt()),
            TRANS,
        ),
        ("rcp without swizzle reads .w", "rcp r0, c0", splat(1.0 / A[3]), ARITH),
        ("rcp .wzyx reads .x", "rcp r0, c0.wzyx", splat(1.0 / A[0]), ARITH),
        (
            "rsq without swizzle reads .w",
            "rsq r0, c1",
            splat(1.0 / B[3].abs().sqrt()),
            TRANS,
        ),
        ("exp without swizzle reads .w", "exp r0, c2", splat(C[3].exp2()), TRANS),
        ("log without swizzle reads .w", "log r0, c0", splat(A[3].log2()), TRANS),
    ];
    for (name, body, want, tol) in cases {
        expect(&mut chk, name, ps_abcd(ps3(body)), want, tol);
    }
    // ps_2_0: texld with a swizzle, a modifier and a mask, straight into oC0
    // is not tested here (no texture); _sat where ps_2_0's page omits it:
    let text = shader("ps_2_0", "", "mov_sat oC0, c1", "");
    expect(
        &mut chk,
        "ps_2_0 mov_sat oC0",
        ps_abcd(text),
        B.map(|x| x.clamp(0.0, 1.0)),
        ARITH,
    );
    // vPos read without a dcl (assemblers have no syntax for one): pixel
    // (0, 0) has its centre at (0, 0).
    let text = ps3("mov r0, c3\nmov r0.xy, vPos");
    if let Some(got) = first_pixel(&mut chk, "undeclared vPos", ps_abcd(text)) {
        chk.masked("undeclared vPos", got, [0.0, 0.0, D[2], D[3]], [true; 4], ARITH);
    }
    // Vertex shaders: rcp of an unswizzled source, and _sat in vs_1_1.
    expect(
        &mut chk,
        "vs_2_0 rcp reads .w",
        vs_abcd(vs2("rcp r0, c1")),
        splat(1.0 / B[3]),
        ARITH,
    );
    expect(
        &mut chk,
        "vs_1_1 mov_sat",
        vs_abcd(vs1("mov_sat r0, c0")),
        A.map(|x| x.clamp(0.0, 1.0)),
        ARITH,
    );
    chk.finish();
}

#[test]
fn vertex_shader_arithmetic() {
    let mut chk = Checker::new();
    let cases: Vec<(&str, &str, [f32; 4], Tol)> = vec![
        ("add", "add r0, c0, c1", map2(A, B, |a, b| a + b), ARITH),
        ("sub", "sub r0, c0, c1", map2(A, B, |a, b| a - b), ARITH),
        ("mul", "mul r0, c0, c1", map2(A, B, |a, b| a * b), ARITH),
        ("mad", "mad r0, c0, c1, c2", map3(A, B, C, |a, b, c| a * b + c), ARITH),
        ("dp3", "dp3 r0, c0, c1", splat(dot3(A, B)), ARITH),
        ("dp4", "dp4 r0, c0, c1", splat(dot4(A, B)), ARITH),
        ("min", "min r0, c0, c1", map2(A, B, d3d_min), ARITH),
        ("max", "max r0, c0, c1", map2(A, B, d3d_max), ARITH),
        ("rcp", "rcp r0, c1.x", splat(1.0 / B[0]), ARITH),
        ("rsq", "rsq r0, c0.y", splat(1.0 / A[1].abs().sqrt()), TRANS),
        ("exp", "exp r0, c0.x", splat(A[0].exp2()), TRANS),
        ("log", "log r0, c1.x", splat(B[0].abs().log2()), TRANS),
        ("pow", "pow r0, c0.x, c0.z", splat(A[0].abs().powf(A[2])), TRANS),
        ("frc", "frc r0, c3", D.map(frc), ARITH),
        ("lrp", "lrp r0, c0, c1, c2", map3(A, B, C, lrp), ARITH),
        ("abs", "abs r0, c1", B.map(f32::abs), ARITH),
        ("nrm", "nrm r0, c1", B.map(|x| x / dot3(B, B).sqrt()), TRANS),
        (
            "crs",
            "mov r0, c3\ncrs r0.xyz, c1, c2",
            {
                let c = cross(B, C);
                [c[0], c[1], c[2], D[3]]
            },
            ARITH,
        ),
        // slt / sge: 1 where src0 < src1 (>=), else 0; c8 has an equal x.
        (
            "slt",
            "slt r0, c0, c8",
            map2(A, [1.5, -3.0, 0.5, 3.0], |a, b| if a < b { 1.0 } else { 0.0 }),
            Tol::Exact,
        ),
        (
            "sge",
            "sge r0, c0, c8",
            map2(A, [1.5, -3.0, 0.5, 3.0], |a, b| if a >= b { 1.0 } else { 0.0 }),
            Tol::Exact,
        ),
        // dst: (1, src0.y * src1.y, src0.z, src1.w)
        ("dst", "dst r0, c0, c1", [1.0, A[1] * B[1], A[2], B[3]], ARITH),
        (
            "sincos",
            "mov r0, c3\nsincos r0.xy, c0.x",
            [A[0].cos(), A[0].sin(), D[2], D[3]],
            TRANS,
        ),
        (
            "expp (vs_3_0: replicated 2^v)",
            "expp r0, c2.y",
            splat(C[1].exp2()),
            PARTIAL,
        ),
        (
            "logp (vs_3_0: replicated log2|v|)",
            "logp r0, c1.y",
            splat(B[1].log2()),
            PARTIAL,
        ),
        ("m4x4", "m4x4 r0, c0, c4", [0, 1, 2, 3].map(|r| dot4(A, M[r])), ARITH),
        (
            "m4x3",
            "mov r0, c3\nm4x3 r0.xyz, c0, c4",
            [dot4(A, M[0]), dot4(A, M[1]), dot4(A, M[2]), D[3]],
            ARITH,
        ),
        ("m3x4", "m3x4 r0, c0, c4", [0, 1, 2, 3].map(|r| dot3(A, M[r])), ARITH),
        (
            "m3x3",
            "mov r0, c3\nm3x3 r0.xyz, c0, c4",
            [dot3(A, M[0]), dot3(A, M[1]), dot3(A, M[2]), D[3]],
            ARITH,
        ),
        (
            "m3x2",
            "mov r0, c3\nm3x2 r0.xy, c0, c4",
            [dot3(A, M[0]), dot3(A, M[1]), D[2], D[3]],
            ARITH,
        ),
        ("vertex input", "add r0, v1, c0", map2(C, A, |a, b| a + b), ARITH),
    ];
    for (name, body, want, tol) in cases {
        let d = vs_abcd(vs3(body))
            .vc(8, [1.5, -3.0, 0.5, 3.0])
            .attrs([C, D, [0.0; 4], [0.0; 4]]);
        expect(&mut chk, &format!("vs_3_0 {name}"), d, want, tol);
    }
    // lit: c0 is the source vector.
    for (name, s) in [
        ("lit", [0.5, 0.8, 0.0, 10.0]),
        ("lit, N.L <= 0", [-0.5, 0.8, 0.0, 10.0]),
        ("lit, N.H <= 0", [0.5, -0.3, 0.0, 10.0]),
        ("lit, negative power", [0.7, 0.5, 0.0, -2.0]),
        ("lit, power clamped", [0.25, 0.98, 0.0, 200.0]),
    ] {
        expect(&mut chk, name, Draw::vs(vs3("lit r0, c0")).vc(0, s), lit(s), PARTIAL);
    }
    // sgn (vs_2_0 form, two scratch temporaries): -1, 0 or 1.
    let s = [-2.5, 0.0, 3.0, -0.0];
    let want = s.map(|x: f32| {
        if x < 0.0 {
            -1.0
        } else if x == 0.0 {
            0.0
        } else {
            1.0
        }
    });
    expect(
        &mut chk,
        "vs_2_0 sgn",
        Draw::vs(vs2("sgn r0, c0, r1, r2")).vc(0, s),
        want,
        Tol::Exact,
    );
    // vs_3_0 sgn has no scratch operands.
    expect(
        &mut chk,
        "vs_3_0 sgn",
        Draw::vs(vs3("sgn r0, c0")).vc(0, s),
        want,
        Tol::Exact,
    );
    // vs_1_1 / vs_2_0 colour outputs are clamped to [0, 1].
    let col = [1.5, -0.5, 0.25, 2.0];
    let d = Draw::new(vs2("mov r0, c0\nmov oD0, c0"), "ps_2_0\ndcl v0\nmov oC0, v0\n").vc(0, col);
    expect(
        &mut chk,
        "vs_2_0 oD0 saturated",
        d,
        col.map(|c| c.clamp(0.0, 1.0)),
        ARITH,
    );
    let d = Draw::new(vs1("mov r0, c0\nmov oD1, c0"), "ps_2_0\ndcl v1\nmov oC0, v1\n").vc(0, col);
    expect(
        &mut chk,
        "vs_1_1 oD1 saturated",
        d,
        col.map(|c| c.clamp(0.0, 1.0)),
        ARITH,
    );
    // vs_2_0 sincos takes D3DSINCOSCONST1/2; z is undefined, w untouched.
    let text = vs2(&format!("{SINCOS_DEFS}\nmov r0, c3\nsincos r0.xy, c0.x, c10, c11"));
    if let Some(got) = first_pixel(&mut chk, "vs_2_0 sincos", vs_abcd(text)) {
        let want = [A[0].cos(), A[0].sin(), 0.0, D[3]];
        chk.masked("vs_2_0 sincos", got, want, [true, true, false, true], Tol::Rel(2e-3));
    }
    // vs_1_1 expp: (2^floor(v), v - floor(v), 2^v, 1), v the replicated
    // source component.
    let expp1 = |v: f32| [v.floor().exp2(), v - v.floor(), v.exp2(), 1.0];
    // vs_1_1 logp (the vs 1.x definition, DirectX 8.1 reference): with
    // v = |src|, (exponent, mantissa in [1, 2), log2(v), 1).
    let logp1 = |v: f32| {
        let a = v.abs();
        let e = ((a.to_bits() >> 23) as i32 - 127) as f32;
        let m = f32::from_bits((a.to_bits() & 0x7F_FFFF) | 0x3F80_0000);
        [e, m, a.log2(), 1.0]
    };
    for v in [2.5f32, 1.75, 0.0, 12.0, -0.375, 8.0] {
        let c = [0.5, 0.5, 0.5, v];
        if v >= 0.0 {
            expect(
                &mut chk,
                &format!("vs_1_1 expp c0.w = {v}"),
                Draw::vs(vs1("expp r0, c0.w")).vc(0, c),
                expp1(v),
                PARTIAL,
            );
        }
        if v != 0.0 {
            expect(
                &mut chk,
                &format!("vs_1_1 logp c0.w = {v}"),
                Draw::vs(vs1("logp r0, c0.w")).vc(0, c),
                logp1(v),
                PARTIAL,
            );
        }
    }
    // The same through another replicate swizzle (c0.x); c0.w is 0.5.
    for v in [2.5f32, 1.75] {
        let d = Draw::vs(vs1("expp r0, c0.x")).vc(0, [v, 0.0, 0.0, 0.5]);
        if let Some(g) = first_pixel(&mut chk, &format!("vs_1_1 expp c0.x = {v}"), d) {
            // The replicate swizzle picks v (c0.x), not c0.w.
            chk.vec4(&format!("vs_1_1 expp c0.x = {v}"), g, expp1(v), PARTIAL);
        }
    }
    for v in [12.0f32, -0.375] {
        let d = Draw::vs(vs1("logp r0, c0.x")).vc(0, [v, 0.0, 0.0, 0.5]);
        if let Some(g) = first_pixel(&mut chk, &format!("vs_1_1 logp c0.x = {v}"), d) {
            // The replicate swizzle picks v (c0.x), not c0.w.
            chk.vec4(&format!("vs_1_1 logp c0.x = {v}"), g, logp1(v), PARTIAL);
        }
    }
    // vs_1_1 exp / log are the full-precision replicated forms.
    expect(
        &mut chk,
        "vs_1_1 exp",
        Draw::vs(vs1("exp r0, c0.y")).vc(0, [0.0, 1.5, 0.0, 0.0]),
        splat(1.5f32.exp2()),
        TRANS,
    );
    expect(
        &mut chk,
        "vs_1_1 log",
        Draw::vs(vs1("log r0, c0.y")).vc(0, [0.0, 1.5, 0.0, 0.0]),
        splat(1.5f32.log2()),
        TRANS,
    );
    // vs_1_1 reads one constant register per instruction.
    expect(
        &mut chk,
        "vs_1_1 mad",
        vs_abcd(vs1("mov r1, c1\nmov r2, c2\nmad r0, c0, r1, r2")),
        map3(A, B, C, |a, b, c| a * b + c),
        ARITH,
    );
    chk.finish();
}

#[test]
fn source_and_result_modifiers() {
    let mut chk = Checker::new();
    let cases: Vec<(&str, &str, [f32; 4], Tol)> = vec![
        ("neg", "add r0, -c0, c1", map2(A, B, |a, b| -a + b), ARITH),
        (
            "abs and negated abs",
            "add r0, c0_abs, -c1_abs",
            map2(A, B, |a, b| a.abs() - b.abs()),
            ARITH,
        ),
        (
            "negated swizzle",
            "mov r0, -c0.yxwz",
            [-A[1], -A[0], -A[3], -A[2]],
            Tol::Exact,
        ),
        ("swizzle", "mov r0, c0.wzyx", [A[3], A[2], A[1], A[0]], Tol::Exact),
        ("replicate swizzle", "mov r0, c0.y", splat(A[1]), Tol::Exact),
        ("mixed swizzle", "mov r0, c2.zxxy", [C[2], C[0], C[0], C[1]], Tol::Exact),
        (
            "_sat",
            "mul_sat r0, c0, c1",
            map2(A, B, |a, b| (a * b).clamp(0.0, 1.0)),
            ARITH,
        ),
        (
            "_sat of a sum",
            "add_sat r0, c0, c2",
            map2(A, C, |a, b| (a + b).clamp(0.0, 1.0)),
            ARITH,
        ),
        (
            "write mask xz",
            "mov r0, c3\nadd r0.xz, c0, c1",
            [A[0] + B[0], D[1], A[2] + B[2], D[3]],
            ARITH,
        ),
        (
            "write mask w",
            "mov r0, c3\nmul r0.w, c0, c1",
            [D[0], D[1], D[2], A[3] * B[3]],
            ARITH,
        ),
        (
            "scalar result, mask y",
            "mov r0, c3\ndp3 r0.y, c0, c1",
            [D[0], dot3(A, B), D[2], D[3]],
            ARITH,
        ),
        (
            "masked _sat",
            "mov r0, c3\nmov_sat r0.yw, c0",
            [D[0], A[1].clamp(0.0, 1.0), D[2], A[3].clamp(0.0, 1.0)],
            ARITH,
        ),
        // (The validator wants _abs on all c# operands of an instruction or
        // on none.)
        (
            "neg of abs under mad",
            "mad r0, -c0_abs, c1_abs, c2_abs",
            map3(A, B, C, |a, b, c| -a.abs() * b.abs() + c.abs()),
            ARITH,
        ),
    ];
    for (name, body, want, tol) in &cases {
        expect(&mut chk, &format!("ps_3_0 {name}"), ps_abcd(ps3(body)), *want, *tol);
        expect(&mut chk, &format!("vs_3_0 {name}"), vs_abcd(vs3(body)), *want, *tol);
    }
    // ps_2_0 has neg, _sat and masks (not _abs).
    for (name, body, want) in [
        ("ps_2_0 neg", "add r0, -c0, c1", map2(A, B, |a, b| -a + b)),
        (
            "ps_2_0 _sat",
            "mad_sat r0, c0, c1, c2",
            map3(A, B, C, |a, b, c| (a * b + c).clamp(0.0, 1.0)),
        ),
        (
            "ps_2_0 mask",
            "mov r0, c3\nadd r0.yz, c0, c1",
            [D[0], A[1] + B[1], A[2] + B[2], D[3]],
        ),
    ] {
        expect(&mut chk, name, ps_abcd(ps2(body)), want, ARITH);
    }
    chk.finish();
}

#[test]
fn edge_values() {
    let mut chk = Checker::new();
    let zero = [0.0; 4];
    // rcp(0) and rsq(0): "a source of 0.0 yields infinity" (the reference's
    // pseudo-code writes FLT_MAX; either is accepted).
    if let Some(g) = first_pixel(&mut chk, "rcp(0)", Draw::ps(ps3("rcp r0, c0.x")).pc(0, zero)) {
        chk.pred("rcp(0)", g[0], ">= FLT_MAX", |x| x >= f32::MAX);
    }
    if let Some(g) = first_pixel(&mut chk, "rsq(0)", Draw::ps(ps3("rsq r0, c0.x")).pc(0, zero)) {
        chk.pred("rsq(0)", g[0], ">= FLT_MAX", |x| x >= f32::MAX);
    }
    // log(0): -FLT_MAX in the reference's pseudo-code (-inf accepted too).
    if let Some(g) = first_pixel(&mut chk, "log(0)", Draw::ps(ps3("log r0, c0.x")).pc(0, zero)) {
        chk.pred("log(0)", g[0], "<= -FLT_MAX", |x| x <= -f32::MAX);
    }
    // Vertex shaders: infinities do not survive interpolation, so the shader
    // compares (sge, 1 where src0 >= src1) against +-FLT_MAX itself.
    let max = [f32::MAX; 4];
    let vs_edge = |body: &str| Draw::vs(vs3(body)).vc(0, zero).vc(1, max).vc(2, max.map(|m| -m));
    for (name, body) in [
        ("vs_3_0 rcp(0) >= FLT_MAX", "rcp r1, c0.x\nsge r0, r1, c1"),
        ("vs_3_0 rsq(0) >= FLT_MAX", "rsq r1, c0.x\nsge r0, r1, c1"),
        ("vs_3_0 log(0) <= -FLT_MAX", "log r1, c0.x\nsge r0, c2, r1"),
        ("vs_3_0 logp(0) <= -FLT_MAX", "logp r1, c0.x\nsge r0, c2, r1"),
    ] {
        expect(&mut chk, name, vs_edge(body), [1.0; 4], Tol::Exact);
    }
    // "The output must be exactly 1.0 if the input is exactly 1.0."
    let one = [1.0; 4];
    expect(
        &mut chk,
        "rcp(1) exact",
        Draw::ps(ps3("rcp r0, c0.x")).pc(0, one),
        one,
        Tol::Exact,
    );
    expect(
        &mut chk,
        "rsq(1) exact",
        Draw::ps(ps3("rsq r0, c0.x")).pc(0, one),
        one,
        Tol::Exact,
    );
    // pow uses |src0|: (-2)^3 = |-2|^3 = 8, (-4)^0.5 = 2.
    let p = [-2.0, 3.0, -4.0, 0.5];
    expect(
        &mut chk,
        "pow(-2, 3)",
        Draw::ps(ps3("pow r0, c0.x, c0.y")).pc(0, p),
        splat(p[0].abs().powf(p[1])),
        TRANS,
    );
    expect(
        &mut chk,
        "pow(-4, 0.5)",
        Draw::ps(ps3("pow r0, c0.z, c0.w")).pc(0, p),
        splat(p[2].abs().powf(p[3])),
        TRANS,
    );
    expect(
        &mut chk,
        "vs pow(-4, 0.5)",
        Draw::vs(vs3("pow r0, c0.z, c0.w")).vc(0, p),
        splat(p[2].abs().powf(p[3])),
        TRANS,
    );
    // pow and nrm never give an infinity or NaN on D3D9 hardware: |x|^0 = 1
    // (0^0 too), 0 to a negative power is the largest float, and a zero
    // vector normalises to zero.
    let z = [0.0, -1.0, 0.0, 0.0];
    for (name, text, expected) in [
        ("pow(0, 0)", "pow r0, c0.x, c0.z", 1.0),
        ("pow(0, -1)", "pow r0, c0.x, c0.y", f32::MAX),
        ("pow(-0, 0)", "pow r0, -c0.x, c0.x", 1.0),
    ] {
        expect(
            &mut chk,
            name,
            Draw::ps(ps3(text)).pc(0, z),
            splat(expected),
            Tol::Exact,
        );
        expect(
            &mut chk,
            &format!("vs {name}"),
            Draw::vs(vs3(text)).vc(0, z),
            splat(expected),
            Tol::Exact,
        );
    }
    expect(
        &mut chk,
        "nrm of a zero vector",
        Draw::ps(ps3("nrm r0.xyz, c0.xxxx")).pc(0, z),
        [0.0; 4],
        Tol::Exact,
    );
    expect(
        &mut chk,
        "vs nrm of a zero vector",
        Draw::vs(vs3("nrm r0.xyz, c0.xxxx")).vc(0, z),
        [0.0; 4],
        Tol::Exact,
    );
    // min / max with a NaN operand: the comparison fails, the second operand
    // is the result.
    let n = f32::NAN;
    let (x, y) = ([n, 1.0, n, 2.0], [1.0, n, 3.0, n]);
    for (model, text_min, text_max) in [
        ("ps_3_0", ps3("min r0, c0, c1"), ps3("max r0, c0, c1")),
        ("ps_2_0", ps2("min r0, c0, c1"), ps2("max r0, c0, c1")),
    ] {
        expect(
            &mut chk,
            &format!("{model} min with NaN"),
            Draw::ps(text_min).pc(0, x).pc(1, y),
            map2(x, y, d3d_min),
            Tol::Exact,
        );
        expect(
            &mut chk,
            &format!("{model} max with NaN"),
            Draw::ps(text_max).pc(0, x).pc(1, y),
            map2(x, y, d3d_max),
            Tol::Exact,
        );
    }
    expect(
        &mut chk,
        "vs min with NaN",
        Draw::vs(vs3("min r0, c0, c1")).vc(0, x).vc(1, y),
        map2(x, y, d3d_min),
        Tol::Exact,
    );
    expect(
        &mut chk,
        "vs max with NaN",
        Draw::vs(vs3("max r0, c0, c1")).vc(0, x).vc(1, y),
        map2(x, y, d3d_max),
        Tol::Exact,
    );
    // Legacy multiply: ps_2_0 (before 3.0) takes 0 * x = 0 for any x; ps_3_0
    // and vertex shaders multiply in IEEE (0 * inf = NaN).
    let inf = f32::INFINITY;
    let (a, b, c) = ([0.0, inf, 0.0, 2.0], [inf, 0.0, n, 3.0], [1.0; 4]);
    let ieee = map2(a, b, |x, y| x * y);
    let legacy = map2(a, b, legacy_mul);
    let cases = [
        ("mul", "mul r0, c0, c1", legacy, ieee),
        (
            "mad",
            "mad r0, c0, c1, c2",
            map2(legacy, c, |p, c| p + c),
            map2(ieee, c, |p, c| p + c),
        ),
        (
            "dp3",
            "dp3 r0, c0, c1",
            splat(legacy[0] + legacy[1] + legacy[2]),
            splat(ieee[0] + ieee[1] + ieee[2]),
        ),
        (
            "dp4",
            "dp4 r0, c0, c1",
            splat(legacy.iter().sum()),
            splat(ieee.iter().sum()),
        ),
    ];
    for (name, body, want_legacy, want_ieee) in cases {
        let draw = |text: String| Draw::ps(text).pc(0, a).pc(1, b).pc(2, c);
        expect(
            &mut chk,
            &format!("ps_2_0 {name} legacy"),
            draw(ps2(body)),
            want_legacy,
            Tol::Exact,
        );
        expect(
            &mut chk,
            &format!("ps_3_0 {name} IEEE"),
            draw(ps3(body)),
            want_ieee,
            Tol::Exact,
        );
        // The translator option overrides the model's default.
        let forced = lower::Options {
            legacy_mul: Some(true),
            ..Default::default()
        };
        expect(
            &mut chk,
            &format!("ps_3_0 {name} with legacy_mul forced"),
            draw(ps3(body)).ps_options(forced),
            want_legacy,
            Tol::Exact,
        );
        let vs = Draw::vs(vs3(body)).vc(0, a).vc(1, b).vc(2, c);
        if let Some(g) = first_pixel(&mut chk, &format!("vs_3_0 {name} IEEE"), vs) {
            // NaN does not survive interpolation reliably; check where it is.
            let nan = want_ieee.map(f32::is_nan);
            chk.masked(
                &format!("vs_3_0 {name} IEEE (finite)"),
                g,
                want_ieee,
                nan.map(|n| !n),
                Tol::Exact,
            );
            chk.pred(
                &format!("vs_3_0 {name} IEEE (NaN where 0 * inf)"),
                (0..4).filter(|&i| nan[i] && !g[i].is_nan()).count() as f32,
                "0 non-NaN",
                |k| k == 0.0,
            );
        }
    }
    chk.finish();
}

/// Vertex shader constants c10..c49 for relative addressing: T(k) in c(k).
fn table(k: i32) -> [f32; 4] {
    [k as f32, 1.0, (k * k) as f32, 0.5 * k as f32]
}
fn with_table(mut d: Draw) -> Draw {
    for k in 5..50 {
        d = d.vc(k as u32, table(k));
    }
    d
}

#[test]
fn relative_addressing() {
    let mut chk = Checker::new();
    let def7 = [9.0, 8.0, 7.0, 6.0];
    let defs = "def c7, 9, 8, 7, 6";
    // mova rounds to nearest.
    for v in [2.6f32, 2.4, -1.6, 0.3] {
        let index = v.round() as i32 + 10;
        let want = if index == 7 { def7 } else { table(index) };
        let text = vs3(&format!("{defs}\nmova a0.x, c0.x\nmov r0, c[a0.x + 10]"));
        expect(
            &mut chk,
            &format!("mova {v}, c[a0.x + 10]"),
            with_table(Draw::vs(text)).vc(0, [v, 0.0, 0.0, 0.0]),
            want,
            Tol::Exact,
        );
    }
    // A def'd constant read through a0: the defined value, not the uniform.
    let text = vs3(&format!("{defs}\nmova a0.x, c0.x\nmov r0, c[a0.x + 5]"));
    expect(
        &mut chk,
        "def'd c7 read as c[a0.x + 5]",
        with_table(Draw::vs(text)).vc(0, [2.0, 0.0, 0.0, 0.0]),
        def7,
        Tol::Exact,
    );
    let text = vs3(&format!("{defs}\nmov r0, c7"));
    expect(
        &mut chk,
        "def'd c7 read directly",
        with_table(Draw::vs(text)),
        def7,
        Tol::Exact,
    );
    // Other components of a0, swizzled relative reads.
    let text = vs3("mova a0.xy, c0\nmov r0, c[a0.y + 20]");
    expect(
        &mut chk,
        "c[a0.y + 20]",
        with_table(Draw::vs(text)).vc(0, [1.0, 3.2, 0.0, 0.0]),
        table(23),
        Tol::Exact,
    );
    let text = vs3("mova a0, c0\nadd r0, c[a0.w + 10].wzyx, c[a0.z + 30]");
    let t = table(14);
    let want = map2([t[3], t[2], t[1], t[0]], table(32), |a, b| a + b);
    expect(
        &mut chk,
        "c[a0.w + 10].wzyx + c[a0.z + 30]",
        with_table(Draw::vs(text)).vc(0, [0.0, 0.0, 2.0, 4.0]),
        want,
        Tol::Exact,
    );
    // vs_2_0 mova and relative reads.
    let text = vs2("mova a0.x, c0.x\nmov r0, c[a0.x + 12]");
    expect(
        &mut chk,
        "vs_2_0 c[a0.x + 12]",
        with_table(Draw::vs(text)).vc(0, [3.0, 0.0, 0.0, 0.0]),
        table(15),
        Tol::Exact,
    );
    // vs_1_1 writes a0 with mov; "the values are converted from floating
    // point using rounding to nearest".
    let text = vs1("mov a0.x, c0.x\nmov r0, c[a0.x + 10]");
    expect(
        &mut chk,
        "vs_1_1 mov a0.x, 1.3",
        with_table(Draw::vs(text.clone())).vc(0, [1.3; 4]),
        table(11),
        Tol::Exact,
    );
    if let Some(g) = first_pixel(
        &mut chk,
        "vs_1_1 mov a0.x, 1.7",
        with_table(Draw::vs(text)).vc(0, [1.7; 4]),
    ) {
        // vs_1_1 mov to a0 floors 1.7 to 1: c[a0.x + 10] reads c11 (D3D9 on
        // Windows; mova rounds).
        chk.vec4("vs_1_1 mov a0.x, 1.7", g, table(11), Tol::Exact);
    }
    // ps_3_0 input registers indexed by aL: v0 + v1 + v2.
    let (t0, t1, t2) = ([1.0, 2.0, 3.0, 4.0], [0.5, 0.25, 0.125, 1.0], [8.0, -1.0, 0.0, 2.0]);
    let text = "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\ndcl_texcoord2 v2\ndefi i0, 3, 0, 1, 0\nmov r0, c0\nloop aL, i0\nadd r0, r0, v0[aL]\nendloop\nmov oC0, r0\n";
    let d = Draw::ps(text).pc(0, [0.0; 4]).attrs([t0, t1, t2, [0.0; 4]]);
    expect(
        &mut chk,
        "ps_3_0 v0[aL]",
        d,
        map3(t0, t1, t2, |a, b, c| a + b + c),
        Tol::Exact,
    );
    // vs_3_0 output registers indexed by aL: o1 = T(10), o2 = T(11).
    let text = "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord0 o1\ndcl_texcoord1 o2\ndefi i0, 2, 0, 1, 0\nmov o0, v0\nloop aL, i0\nmov o1[aL], c[aL + 10]\nendloop\n";
    let d = with_table(Draw::new(
        text,
        "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\nmul r0, v1, c0\nadd oC0, v0, r0\n",
    ))
    .pc(0, [100.0; 4]);
    expect(
        &mut chk,
        "vs_3_0 o1[aL]",
        d,
        map2(table(10), table(11), |a, b| a + 100.0 * b),
        Tol::Exact,
    );
    // "Reading values outside of the legal range will return (0, 0, 0, 0)."
    // The legal range is the application's 256 registers: the runtime's
    // follow (the harness's position scale, (1, 1, 1, 0), in c257).
    let last = [4.0, 3.0, 2.0, 1.0];
    for (v, name, want) in [
        (-3.0f32, "c[-2]", [0.0; 4]),
        (254.0, "c[255]", last),
        (255.0, "c[256]", [0.0; 4]),
        (256.0, "c[257]", [0.0; 4]),
        (299.0, "c[300]", [0.0; 4]),
    ] {
        let text = vs3("mova a0.x, c0.x\nmov r0, c[a0.x + 1]");
        let d = with_table(Draw::vs(text)).vc(0, [v, 0.0, 0.0, 0.0]).vc(255, last);
        expect(&mut chk, name, d, want, Tol::Exact);
    }
    chk.finish();
}

#[test]
fn predication() {
    let mut chk = Checker::new();
    // setp_comp: p0 = (src0 comp src1) per component; a predicated write
    // changes the components whose predicate is true.
    let (x, y) = ([1.0, 2.0, 3.0, -1.0], [2.0, 2.0, 2.0, -2.0]);
    let (old, new) = ([10.0, 20.0, 30.0, 40.0], [-1.0, -2.0, -3.0, -4.0]);
    for (cmp, f) in COMPARISONS {
        let p = map2(x, y, |a, b| if f(a, b) { 1.0 } else { 0.0 });
        let pick = |p: f32, o: f32, n: f32| if p != 0.0 { n } else { o };
        let body = format!("setp_{cmp} p0, c0, c1\nmov r0, c2\n(p0) mov r0, c3");
        let d = |t: String| Draw::ps(t).pc(0, x).pc(1, y).pc(2, old).pc(3, new);
        expect(
            &mut chk,
            &format!("setp_{cmp}, (p0) mov"),
            d(ps3(&body)),
            map3(p, old, new, pick),
            Tol::Exact,
        );
        let body = format!("setp_{cmp} p0, c0, c1\nmov r0, c2\n(!p0) mov r0, c3");
        expect(
            &mut chk,
            &format!("setp_{cmp}, (!p0) mov"),
            d(ps3(&body)),
            map3(p, new, old, pick),
            Tol::Exact,
        );
    }
    let p = map2(x, y, |a, b| if a >= b { 1.0 } else { 0.0 });
    let d = |t: String| Draw::ps(t).pc(0, x).pc(1, y).pc(2, old).pc(3, new);
    // A replicate swizzle on p0: p0.z decides every component.
    let body = "setp_ge p0, c0, c1\nmov r0, c2\n(p0.z) add r0, r0, c3";
    let want = if p[2] != 0.0 { map2(old, new, |a, b| a + b) } else { old };
    expect(&mut chk, "(p0.z) add", d(ps3(body)), want, Tol::Exact);
    let body = "setp_ge p0, c0, c1\nmov r0, c2\n(p0.x) add r0, r0, c3";
    let want = if p[0] != 0.0 { map2(old, new, |a, b| a + b) } else { old };
    expect(&mut chk, "(p0.x) add", d(ps3(body)), want, Tol::Exact);
    // Predicate and write mask together.
    let body = "setp_ge p0, c0, c1\nmov r0, c2\n(p0) mov r0.xw, c3";
    let want: [f32; 4] = std::array::from_fn(|i| {
        if (i == 0 || i == 3) && p[i] != 0.0 {
            new[i]
        } else {
            old[i]
        }
    });
    expect(&mut chk, "(p0) mov r0.xw", d(ps3(body)), want, Tol::Exact);
    // In a vertex shader.
    let body = "setp_lt p0, c0, c1\nmov r0, c2\n(p0) mov r0, c3";
    let pl = map2(x, y, |a, b| if a < b { 1.0 } else { 0.0 });
    let vd = Draw::vs(vs3(body)).vc(0, x).vc(1, y).vc(2, old).vc(3, new);
    expect(
        &mut chk,
        "vs_3_0 (p0) mov",
        vd,
        map3(pl, old, new, |p, o, n| if p != 0.0 { n } else { o }),
        Tol::Exact,
    );
    chk.finish();
}

#[test]
fn flow_control() {
    let mut chk = Checker::new();
    let step = [1.0, 0.5, 0.25, 2.0];
    let times = |n: i32| step.map(|s| s * n as f32);
    let ps = |body: &str| {
        Draw::ps(ps3(&format!("mov r0, c0\n{body}")))
            .pc(0, [0.0; 4])
            .pc(1, step)
            .pc(2, [3.0; 4])
    };
    // rep: the count from defi or from a uniform integer constant; D3D9
    // clamps it to 255.
    expect(
        &mut chk,
        "rep defi 5",
        ps("defi i0, 5, 0, 0, 0\nrep i0\nadd r0, r0, c1\nendrep"),
        times(5),
        Tol::Exact,
    );
    for n in [3, 0, 1, 255, 300] {
        let d = ps("rep i1\nadd r0, r0, c1\nendrep").pi(1, [n, 0, 0, 0]);
        expect(
            &mut chk,
            &format!("rep uniform i1 = {n}"),
            d,
            times(n.min(255)),
            Tol::Exact,
        );
    }
    // loop in a pixel shader (count only).
    let d = ps("loop aL, i0\nadd r0, r0, c1\nendloop").pi(0, [4, 7, 1, 0]);
    expect(&mut chk, "ps_3_0 loop 4", d, times(4), Tol::Exact);
    // Nested rep.
    let d = ps("defi i0, 3, 0, 0, 0\nrep i0\nrep i1\nadd r0, r0, c1\nendrep\nendrep").pi(1, [4, 0, 0, 0]);
    expect(&mut chk, "nested rep 3 x 4", d, times(12), Tol::Exact);
    // if on a boolean constant, both ways; defb.
    for (b0, b3) in [(true, false), (false, true), (true, true), (false, false)] {
        let body = "if b0\nmov r0, c1\nelse\nmov r0, c2\nendif\nif b3\nadd r0, r0, c1\nendif";
        let mut want = if b0 { step } else { [3.0; 4] };
        if b3 {
            want = map2(want, step, |a, b| a + b);
        }
        let d = ps(body).pb(0, b0).pb(3, b3).pb(1, !b0);
        expect(
            &mut chk,
            &format!("if b0 = {b0} / else, if b3 = {b3}"),
            d,
            want,
            Tol::Exact,
        );
    }
    expect(
        &mut chk,
        "if defb false",
        ps("defb b2, false\nif b2\nmov r0, c1\nelse\nmov r0, c2\nendif").pb(2, true),
        [3.0; 4],
        Tol::Exact,
    );
    // if_comp: src0.x comp src1.x.
    for (cmp, f) in COMPARISONS {
        for (a, b) in [(1.0f32, 2.0f32), (2.0, 2.0), (3.0, 2.0)] {
            let body = format!("if_{cmp} c3.x, c3.y\nmov r0, c1\nelse\nmov r0, c2\nendif");
            let want = if f(a, b) { step } else { [3.0; 4] };
            expect(
                &mut chk,
                &format!("if_{cmp} {a}, {b}"),
                ps(&body).pc(3, [a, b, 0.0, 0.0]),
                want,
                Tol::Exact,
            );
        }
    }
    // break, break_comp and breakp leave a rep of 10 once r0.x >= 3.
    let leave = [
        ("break", "if_ge r0.x, c2.x\nbreak\nendif"),
        ("break_ge", "break_ge r0.x, c2.x"),
        ("breakp", "setp_ge p0, r0, c2\nbreakp p0.x"),
        ("breakp !p0", "setp_lt p0, r0, c2\nbreakp !p0.x"),
    ];
    for (name, exit) in leave {
        let body = format!("defi i0, 10, 0, 0, 0\nrep i0\nadd r0, r0, c1\n{exit}\nendrep");
        expect(&mut chk, &format!("{name} in rep"), ps(&body), times(3), Tol::Exact);
    }
    // break leaves the inner loop only.
    let body = "defi i0, 2, 0, 0, 0\ndefi i1, 10, 0, 0, 0\nrep i0\nmov r1, c0\nrep i1\nadd r1, r1, c1\nadd r0, r0, c1\nbreak_ge r1.x, c2.x\nendrep\nendrep";
    expect(&mut chk, "break in a nested rep", ps(body), times(6), Tol::Exact);
    // call / callnz (subroutines after the main body's ret).
    let subs = "mov oC0, r0\nret\nlabel l0\nadd r0, r0, c1\nret\nlabel l1\nadd r0, r0, c1\ncall l0\nret";
    let sub = |main: &str| {
        Draw::ps(shader("ps_3_0", "", &format!("mov r0, c0\n{main}"), subs))
            .pc(0, [0.0; 4])
            .pc(1, step)
    };
    expect(&mut chk, "call twice", sub("call l0\ncall l0"), times(2), Tol::Exact);
    expect(&mut chk, "nested call", sub("call l1"), times(2), Tol::Exact);
    for b in [true, false] {
        expect(
            &mut chk,
            &format!("callnz b1 = {b}"),
            sub("callnz l0, b1\ncallnz l1, b2").pb(1, b).pb(2, !b),
            times(if b { 1 } else { 2 }),
            Tol::Exact,
        );
    }
    expect(
        &mut chk,
        "call in rep",
        sub("defi i0, 3, 0, 0, 0\nrep i0\ncall l0\nendrep"),
        times(3),
        Tol::Exact,
    );
    expect(
        &mut chk,
        "callnz on p0",
        sub("setp_gt p0, c1, c0\ncallnz l0, p0.y\ncallnz l0, !p0.x"),
        times(1),
        Tol::Exact,
    );
    // vertex shader loop: aL starts at i.y and steps by i.z for i.x
    // iterations; c[aL + 10] reads T(aL + 10).
    let vs_loop = |body: &str| with_table(Draw::vs(vs3(&format!("mov r0, c0\n{body}")))).vc(0, [0.0; 4]);
    let sum = |count: i32, start: i32, stp: i32, offset: i32| {
        (0..count.min(255)).fold([0.0f32; 4], |acc, j| {
            map2(acc, table(start + stp * j + offset), |a, b| a + b)
        })
    };
    for i in [[4, 2, 3, 0], [3, 5, -2, 0], [0, 1, 1, 0], [1, 0, 0, 0]] {
        let d = vs_loop("loop aL, i0\nadd r0, r0, c[aL + 10]\nendloop").vi(0, i);
        expect(
            &mut chk,
            &format!("loop aL {i:?}, c[aL + 10]"),
            d,
            sum(i[0], i[1], i[2], 10),
            Tol::Exact,
        );
    }
    let d = vs_loop("defi i3, 3, 5, -2, 0\nloop aL, i3\nadd r0, r0, c10[aL]\nendloop");
    expect(
        &mut chk,
        "loop aL defi (3, 5, -2), c10[aL]",
        d,
        sum(3, 5, -2, 10),
        Tol::Exact,
    );
    // The count clamps to 255 (step 0: aL stays at the start).
    let d = vs_loop("loop aL, i0\nadd r0, r0, c[aL + 10]\nendloop").vi(0, [300, 1, 0, 0]);
    expect(&mut chk, "loop count 300 -> 255", d, sum(300, 1, 0, 10), Tol::Exact);
    // Nested loops: aL is the innermost loop's counter.
    let d = vs_loop("loop aL, i0\nloop aL, i1\nadd r0, r0, c[aL + 10]\nendloop\nadd r0, r0, c[aL + 20]\nendloop")
        .vi(0, [2, 3, 4, 0])
        .vi(1, [3, 1, 2, 0]);
    let want = map2(times_vec(sum(3, 1, 2, 10), 2.0), sum(2, 3, 4, 20), |a, b| a + b);
    expect(&mut chk, "nested loop, aL of each level", d, want, Tol::Exact);
    // if on a predicate component (if p0.y / if !p0.x).
    for (x, name) in [(1.0f32, "p0 true"), (-1.0, "p0 false")] {
        let body = "setp_gt p0, c3, c0\nif p0.y\nmov r0, c1\nelse\nmov r0, c2\nendif\nif !p0.x\nadd r0, r0, c1\nendif";
        let want = if x > 0.0 {
            step
        } else {
            map2([3.0; 4], step, |a, b| a + b)
        };
        expect(
            &mut chk,
            &format!("if p0.y, if !p0.x ({name})"),
            ps(body).pc(3, [x; 4]),
            want,
            Tol::Exact,
        );
    }
    // A subroutine called from a loop reads the caller's aL.
    let text = shader(
        "vs_3_0",
        "dcl_position v0\ndcl_position o0\ndcl_texcoord0 o1\nmov o0, v0",
        "mov r0, c0\nloop aL, i0\ncall l0\nendloop",
        "mov o1, r0\nret\nlabel l0\nadd r0, r0, c[aL + 10]\nret",
    );
    let d = with_table(Draw::vs(text)).vc(0, [0.0; 4]).vi(0, [3, 2, 5, 0]);
    expect(&mut chk, "call inside loop reads aL", d, sum(3, 2, 5, 10), Tol::Exact);
    // Vertex shader rep, if on a bool, callnz.
    let d = Draw::vs(vs3(
        "mov r0, c0\nrep i2\nif b4\nadd r0, r0, c1\nelse\nadd r0, r0, c2\nendif\nendrep",
    ))
    .vc(0, [0.0; 4])
    .vc(1, step)
    .vc(2, [1.0; 4])
    .vi(2, [5, 0, 0, 0]);
    expect(
        &mut chk,
        "vs rep 5, if b4 = true",
        d.clone().vb(4, true),
        times(5),
        Tol::Exact,
    );
    expect(
        &mut chk,
        "vs rep 5, if b4 = false",
        d.vb(4, false),
        [5.0; 4],
        Tol::Exact,
    );
    chk.finish();
}

fn times_vec(v: [f32; 4], k: f32) -> [f32; 4] {
    v.map(|x| x * k)
}

/// Texel (x, y) of the 4x4 test texture.
fn texel(x: u32, y: u32) -> [f32; 4] {
    [x as f32, y as f32, (10 + x + 4 * y) as f32, 1.0]
}
/// The colour of mip level `l` of the mipmapped test texture.
fn level_colour(l: u32) -> [f32; 4] {
    [l as f32, 10.0 + l as f32, 0.5, 1.0]
}
/// Attribute 1 = (u, v, z, w) running over the target (see `screen_uv`),
/// scaled by `k`.
fn uv_ramp(k: f32, z: f32, w: f32) -> Vec<Vertex> {
    triangle_with(|x, y| {
        let (u, v) = screen_uv(x, y);
        [[k * u, k * v, z, w], [0.0; 4], [0.0; 4], [0.0; 4]]
    })
}

#[test]
fn texture_sampling() {
    let mut chk = Checker::new();
    // texld at texel centres: pixel (x, y) reads texel (x, y).
    let d = Draw::ps("ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ntexld r0, v0, s0\nmov oC0, r0\n")
        .verts(uv_ramp(1.0, 0.0, 1.0))
        .tex(Tex::d2(0, 4, 4, texel));
    if let Some(img) = chk.draw("ps_3_0 texld", &d) {
        chk.per_pixel("ps_3_0 texld", &img, Tol::Exact, texel);
    }
    let d = Draw::ps("ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n")
        .verts(uv_ramp(1.0, 0.0, 1.0))
        .tex(Tex::d2(0, 4, 4, texel));
    if let Some(img) = chk.draw("ps_2_0 texld", &d) {
        chk.per_pixel("ps_2_0 texld", &img, Tol::Exact, texel);
    }
    // A swizzled coordinate (u and v exchanged) and a masked destination.
    let d = Draw::ps("ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\nmov r0, c0\ntexld r0.xw, v0.yxzw, s0\nmov oC0, r0\n")
        .pc(0, [-1.0, -2.0, -3.0, -4.0])
        .verts(uv_ramp(1.0, 0.0, 1.0))
        .tex(Tex::d2(0, 4, 4, texel));
    if let Some(img) = chk.draw("texld r0.xw, v0.yxzw", &d) {
        chk.per_pixel("texld r0.xw, v0.yxzw", &img, Tol::Exact, |x, y| {
            [texel(y, x)[0], -2.0, -3.0, texel(y, x)[3]]
        });
    }
    // A predicated texld: components where p0 is set take the sample.
    let d = Draw::ps(
        "ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\nsetp_gt p0, c1, c2\nmov r0, c0\n(p0) texld r0, v0, s0\nmov oC0, r0\n",
    )
    .pc(0, [-1.0, -2.0, -3.0, -4.0])
    .pc(1, [1.0, 0.0, 1.0, 0.0])
    .pc(2, [0.5; 4])
    .verts(uv_ramp(1.0, 0.0, 1.0))
    .tex(Tex::d2(0, 4, 4, texel));
    if let Some(img) = chk.draw("(p0) texld", &d) {
        chk.per_pixel("(p0) texld", &img, Tol::Exact, |x, y| {
            [texel(x, y)[0], -2.0, texel(x, y)[2], -4.0]
        });
    }
    // dsx / dsy: the change per pixel to the right / downwards; the ramp
    // moves u by 1/W per pixel in x and v by 1/H per pixel in y.
    let d = Draw::ps("ps_3_0\ndcl_texcoord0 v0\ndsx r0, v0\ndsy r1, v0\nmov r0.zw, r1.xyxy\nmov oC0, r0\n")
        .verts(uv_ramp(1.0, 0.5, 1.0));
    expect(
        &mut chk,
        "dsx / dsy",
        d,
        [1.0 / W as f32, 0.0, 0.0, 1.0 / H as f32],
        ARITH,
    );
    // A sampler other than s0, an 8-bit texture (value = byte / 255).
    let unorm = |x: u32, y: u32| [x as f32 / 3.0, y as f32 / 3.0, 0.5, 1.0];
    let d = Draw::ps("ps_2_0\ndcl t0\ndcl_2d s5\ntexld r0, t0, s5\nmov oC0, r0\n")
        .verts(uv_ramp(1.0, 0.0, 1.0))
        .tex(Tex::d2(5, 4, 4, unorm).unorm8());
    if let Some(img) = chk.draw("Rgba8Unorm texld s5", &d) {
        chk.per_pixel("Rgba8Unorm texld s5", &img, Tol::Rel(1e-6), |x, y| {
            unorm(x, y).map(|c| (c * 255.0).round() / 255.0)
        });
    }
    // Implicit level: coordinates scaled by 4 step one texel of level 2 per
    // pixel (lod = log2(4 texels of level 0 per pixel) = 2).
    let mips = || Tex::mips(0, 4, level_colour);
    let d = Draw::ps("ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ntexld r0, v0, s0\nmov oC0, r0\n")
        .verts(uv_ramp(4.0, 0.0, 1.0))
        .tex(mips());
    expect(&mut chk, "texld minified picks level 2", d, level_colour(2), Tol::Exact);
    // texldl: the level is src.w.
    for l in [0.0f32, 1.0, 2.0, 5.0] {
        let d = Draw::ps("ps_3_0\ndcl_2d s0\ntexldl r0, c0, s0\nmov oC0, r0\n")
            .pc(0, [0.5, 0.5, 0.0, l])
            .tex(mips());
        expect(
            &mut chk,
            &format!("texldl level {l}"),
            d,
            level_colour((l as u32).min(2)),
            Tol::Exact,
        );
    }
    // texldb: lod 0 from the derivatives plus the bias in src.w.
    for bias in [0.0f32, 1.0, 2.0] {
        let d = Draw::ps("ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ntexldb r0, v0, s0\nmov oC0, r0\n")
            .verts(uv_ramp(1.0, 0.0, bias))
            .tex(mips());
        expect(
            &mut chk,
            &format!("texldb bias {bias}"),
            d,
            level_colour(bias as u32),
            Tol::Exact,
        );
    }
    let d = Draw::ps("ps_2_0\ndcl t0\ndcl_2d s0\ntexldb r0, t0, s0\nmov oC0, r0\n")
        .verts(uv_ramp(1.0, 0.0, 1.0))
        .tex(mips());
    expect(&mut chk, "ps_2_0 texldb bias 1", d, level_colour(1), Tol::Exact);
    // texldd: lod = log2(gradient * 4 texels).
    for (g, l) in [(0.25f32, 0), (0.5, 1), (1.0, 2)] {
        let d = Draw::ps("ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ntexldd r0, v0, s0, c0, c1\nmov oC0, r0\n")
            .attrs([[0.5, 0.5, 0.0, 1.0], [0.0; 4], [0.0; 4], [0.0; 4]])
            .pc(0, [g, 0.0, 0.0, 0.0])
            .pc(1, [0.0, g, 0.0, 0.0])
            .tex(mips());
        expect(
            &mut chk,
            &format!("texldd gradient {g}"),
            d,
            level_colour(l),
            Tol::Exact,
        );
    }
    // texldp: the coordinate divided by its w.
    let q = [0.75, 1.25, 0.0, 2.0];
    let at = |u: f32, v: f32| texel((u * 4.0) as u32, (v * 4.0) as u32);
    for (name, text) in [
        (
            "ps_3_0 texldp",
            "ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ntexldp r0, v0, s0\nmov oC0, r0\n",
        ),
        (
            "ps_2_0 texldp",
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexldp r0, t0, s0\nmov oC0, r0\n",
        ),
    ] {
        let d = Draw::ps(text)
            .attrs([q, [0.0; 4], [0.0; 4], [0.0; 4]])
            .tex(Tex::d2(0, 4, 4, texel));
        expect(&mut chk, name, d, at(q[0] / q[3], q[1] / q[3]), Tol::Exact);
    }
    // texkill discards where x, y or z is negative: the pixel keeps the
    // clear value. (A negative w is left untested here: the reference page
    // names the first three components, shader model 2 and later kill on w
    // as well in the translator.)
    let c0 = [1.0, 2.0, 3.0, 4.0];
    let killed_left = triangle_with(|x, y| {
        let (u, _) = screen_uv(x, y);
        [[u - 0.5, 0.0, 0.0, 1.0], [0.0; 4], [0.0; 4], [0.0; 4]]
    });
    for (name, text) in [
        ("ps_2_0 texkill t0", "ps_2_0\ndcl t0\ntexkill t0\nmov oC0, c0\n"),
        (
            "ps_3_0 texkill r1",
            "ps_3_0\ndcl_texcoord0 v0\nmov r1, v0\ntexkill r1\nmov oC0, c0\n",
        ),
    ] {
        let d = Draw::ps(text).pc(0, c0).verts(killed_left.clone());
        if let Some(img) = chk.draw(name, &d) {
            chk.per_pixel(name, &img, Tol::Exact, |x, _| {
                if (x as f32 + 0.5) / W as f32 - 0.5 < 0.0 {
                    CLEAR
                } else {
                    c0
                }
            });
        }
    }
    let d = Draw::ps("ps_2_0\ndcl t0\ntexkill t0\nmov oC0, c0\n").pc(0, c0).attrs([
        [0.0, 1.0, 1.0, 1.0],
        [0.0; 4],
        [0.0; 4],
        [0.0; 4],
    ]);
    expect(&mut chk, "ps_2_0 texkill keeps zero", d, c0, Tol::Exact);
    // Cube maps: the major axis picks the face (+X -X +Y -Y +Z -Z).
    let face = |f: u32| [f as f32, 0.5, 0.25, 1.0];
    let dirs: [([f32; 4], u32); 6] = [
        ([1.0, 0.2, -0.3, 0.0], 0),
        ([-1.0, 0.3, 0.2, 0.0], 1),
        ([0.2, 1.0, 0.3, 0.0], 2),
        ([-0.3, -1.0, 0.2, 0.0], 3),
        ([0.3, -0.2, 1.0, 0.0], 4),
        ([0.2, 0.3, -1.0, 0.0], 5),
    ];
    for (dir, f) in dirs {
        let d = Draw::ps("ps_3_0\ndcl_cube s1\nmov r1, c0\ntexld r0, r1, s1\nmov oC0, r0\n")
            .pc(0, dir)
            .tex(Tex::cube(1, face));
        expect(&mut chk, &format!("cube {dir:?}"), d, face(f), Tol::Exact);
    }
    let d = Draw::ps("ps_2_0\ndcl t0\ndcl_cube s0\ntexld r0, t0, s0\nmov oC0, r0\n")
        .attrs([[-0.5, 4.0, 1.0, 1.0], [0.0; 4], [0.0; 4], [0.0; 4]])
        .tex(Tex::cube(0, face));
    expect(&mut chk, "ps_2_0 cube +Y", d, face(2), Tol::Exact);
    // Volume textures: (u, v, w) at texel centres of a 2x2x2 volume.
    let vox = |x: u32, y: u32, z: u32| [x as f32, y as f32, z as f32, (1 + x + 2 * y + 4 * z) as f32];
    for (x, y, z) in [(0, 0, 0), (1, 0, 1), (0, 1, 1), (1, 1, 0)] {
        let c = [
            (x as f32 + 0.5) / 2.0,
            (y as f32 + 0.5) / 2.0,
            (z as f32 + 0.5) / 2.0,
            0.0,
        ];
        let d = Draw::ps("ps_3_0\ndcl_volume s2\nmov r1, c0\ntexld r0, r1, s2\nmov oC0, r0\n")
            .pc(0, c)
            .tex(Tex::volume(2, 2, vox));
        expect(
            &mut chk,
            &format!("volume texel ({x}, {y}, {z})"),
            d,
            vox(x, y, z),
            Tol::Exact,
        );
    }
    // Vertex texture fetch: vs_3_0 texldl from s0 (IR sampler 16).
    let d = Draw::vs(vs3("dcl_2d s0\ntexldl r0, c0, s0"))
        .vc(0, [0.625, 0.375, 0.0, 0.0])
        .tex(Tex::d2(16, 4, 4, texel));
    expect(&mut chk, "vs_3_0 texldl texel (2, 1)", d, texel(2, 1), Tol::Exact);
    let d = Draw::vs(vs3("dcl_2d s3\ntexldl r0, c0, s3"))
        .vc(0, [0.5, 0.5, 0.0, 1.0])
        .tex(Tex::mips(19, 4, level_colour));
    expect(&mut chk, "vs_3_0 texldl s3 level 1", d, level_colour(1), Tol::Exact);
    chk.finish();
}

#[test]
fn pixel_position_and_face() {
    let mut chk = Checker::new();
    // vPos: integer pixel coordinates, (0, 0) at the top-left pixel.
    let d = Draw::ps("ps_3_0\ndcl vPos.xy\nmov r0, c0\nmov r0.xy, vPos\nmov oC0, r0\n").pc(0, [0.0, 0.0, 5.0, 6.0]);
    if let Some(img) = chk.draw("vPos", &d) {
        chk.per_pixel("vPos", &img, Tol::Exact, |x, y| [x as f32, y as f32, 5.0, 6.0]);
    }
    // vFace: positive on front faces. The harness (like the runtime) takes
    // clockwise triangles as front-facing; FULL_SCREEN is counter-clockwise.
    let body = "ps_3_0\ndcl vFace\nif_gt vFace, c0.x\nmov oC0, c1\nelse\nmov oC0, c2\nendif\n";
    let front = [1.0, 0.0, 0.0, 1.0];
    let back = [0.0, 1.0, 0.0, 1.0];
    let d = Draw::ps(body).pc(0, [0.0; 4]).pc(1, front).pc(2, back);
    expect(
        &mut chk,
        "vFace, counter-clockwise triangle",
        d.clone(),
        back,
        Tol::Exact,
    );
    let mut cw = d.verts.clone();
    cw.swap(1, 2);
    expect(
        &mut chk,
        "vFace, clockwise triangle",
        d.verts(cw.clone()),
        front,
        Tol::Exact,
    );
    // vFace read as a value: +1 / -1 (its sign is what D3D9 defines).
    let d = Draw::ps("ps_3_0\ndcl vFace\nsetp_gt p0, vFace, c0.x\nmov r0, c2\n(p0) mov r0, c1\nmov oC0, r0\n")
        .pc(0, [0.0; 4])
        .pc(1, front)
        .pc(2, back);
    expect(
        &mut chk,
        "setp on vFace, clockwise",
        d.clone().verts(cw),
        front,
        Tol::Exact,
    );
    expect(&mut chk, "setp on vFace, counter-clockwise", d, back, Tol::Exact);
    chk.finish();
}
