//! Fixed-function texture stages: every D3DTEXTUREOP on colour and alpha, every
//! argument source (CURRENT, DIFFUSE, SPECULAR, TEXTURE, TFACTOR, TEMP,
//! CONSTANT) with COMPLEMENT and ALPHAREPLICATE, RESULTARG, the clamping of
//! each stage's result, cascades over several stages, TEXCOORDINDEX, the
//! behaviour of stages without a texture, and D3DRS_SPECULARENABLE.
//!
//! Expected colours are the D3D9 formulas evaluated per channel in [0, 1] and
//! stored in an 8-bit A8R8G8B8 target: tolerance 1 per channel for rounding.

use wgd3d9_tests::*;

/// A pre-transformed vertex with diffuse, specular and two texture coordinate
/// sets.
#[repr(C)]
#[derive(Clone, Copy)]
struct V {
    x: f32,
    y: f32,
    z: f32,
    rhw: f32,
    diffuse: u32,
    specular: u32,
    uv: [f32; 4],
}
const FVF: u32 = D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_SPECULAR | D3DFVF_TEX2;

// The inputs of every test.
const DIFFUSE: u32 = 0x80C04020;
const SPECULAR: u32 = 0x20103040;
const TEXEL: u32 = 0xC0A06080;
const FACTOR: u32 = 0x60204080;
const CONSTANT: u32 = 0xA0806040;

/// Per-channel formula over (arg0, arg1, arg2) in [0, 1].
type Formula = fn(f32, f32, f32) -> f32;

/// Evaluates `f` channel by channel (alpha included) and rounds like an 8-bit
/// target.
fn eval3(a0: u32, a1: u32, a2: u32, f: Formula) -> u32 {
    (0..4).fold(0, |acc, i| {
        let g = |c: u32| chan(c, i) as f32 / 255.0;
        let v = (f(g(a0), g(a1), g(a2)).clamp(0.0, 1.0) * 255.0).round() as u32;
        acc | (v << (8 * i))
    })
}

fn with_alpha(rgb: u32, alpha: u32) -> u32 {
    (rgb & 0xFFFFFF) | (alpha & 0xFF00_0000)
}

fn alpha_of(c: u32) -> f32 {
    chan(c, 3) as f32 / 255.0
}

/// Replicates the alpha of `c` into all four channels.
fn rep(c: u32) -> u32 {
    let a = chan(c, 3);
    argb(a, a, a, a)
}

/// Complements every channel.
fn inv(c: u32) -> u32 {
    !c
}

struct Stages {
    t: TestDevice,
    rt: *mut IDirect3DSurface9,
    tex: *mut IDirect3DTexture9,
}

impl Stages {
    /// A device drawing into an A8R8G8B8 target with the test inputs set and
    /// a solid TEXEL texture on stage 0.
    fn new() -> Stages {
        let t = TestDevice::new();
        let rt = t.bind_argb_target();
        t.rs(D3DRS_ZENABLE, 0);
        t.rs(D3DRS_TEXTUREFACTOR, FACTOR);
        for s in 0..8 {
            t.tss(s, D3DTSS_CONSTANT, CONSTANT);
        }
        let tex = solid_texture(t.dev, D3DFMT_A8R8G8B8, TEXEL);
        t.set_texture(0, tex);
        Stages { t, rt, tex }
    }

    fn color(&self, stage: u32, op: u32, a1: u32, a2: u32) {
        self.t.tss(stage, D3DTSS_COLOROP, op);
        self.t.tss(stage, D3DTSS_COLORARG1, a1);
        self.t.tss(stage, D3DTSS_COLORARG2, a2);
    }

    fn alpha(&self, stage: u32, op: u32, a1: u32, a2: u32) {
        self.t.tss(stage, D3DTSS_ALPHAOP, op);
        self.t.tss(stage, D3DTSS_ALPHAARG1, a1);
        self.t.tss(stage, D3DTSS_ALPHAARG2, a2);
    }

    /// Draws a quad over the target and returns the colour at its centre.
    fn draw_with(&self, diffuse: u32, specular: u32) -> u32 {
        assert_eq!(
            vcall!(self.t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0, 1.0, 0),
            D3D_OK
        );
        let v = |x: f32, y: f32, u: f32, w: f32| V {
            x: x - 0.5,
            y: y - 0.5,
            z: 0.5,
            rhw: 1.0,
            diffuse,
            specular,
            uv: [u, w, u, w],
        };
        self.t.fvf(FVF);
        self.t.begin();
        self.t.draw_up(
            D3DPT_TRIANGLESTRIP,
            2,
            &[
                v(0.0, 0.0, 0.0, 0.0),
                v(64.0, 0.0, 1.0, 0.0),
                v(0.0, 64.0, 0.0, 1.0),
                v(64.0, 64.0, 1.0, 1.0),
            ],
        );
        self.t.end();
        read_surface(self.t.dev, self.rt).at(32, 32)
    }

    fn draw(&self) -> u32 {
        self.draw_with(DIFFUSE, SPECULAR)
    }
}

impl Drop for Stages {
    fn drop(&mut self) {
        if std::thread::panicking() {
            return;
        }
        self.t.set_texture(0, std::ptr::null_mut());
        let mut bb = std::ptr::null_mut();
        assert_eq!(
            vcall!(self.t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
            D3D_OK
        );
        assert_eq!(vcall!(self.t.dev, SetRenderTarget, 0, bb), D3D_OK);
        release!(bb);
        assert_eq!(release!(self.rt), 0);
        assert_eq!(release!(self.tex), 0);
    }
}

#[track_caller]
fn check(got: u32, expected: u32, what: &str) {
    assert!(
        color_distance(got, expected, false) <= 1,
        "{what}: got {got:08x}, expected {expected:08x} (argb tolerance 1)"
    );
}

#[test]
fn the_default_stage_modulates_texture_and_diffuse_and_selects_texture_alpha() {
    let s = Stages::new();
    let got = s.draw();
    check(got, with_alpha(modulate(TEXEL, DIFFUSE), TEXEL), "default stage 0");
}

#[test]
fn without_a_texture_the_default_stage_shows_the_diffuse_colour() {
    let s = Stages::new();
    s.t.set_texture(0, std::ptr::null_mut());
    check(s.draw(), DIFFUSE, "no texture bound");
    // An op that does not read the texture still works without one.
    s.color(0, D3DTOP_ADD, D3DTA_DIFFUSE, D3DTA_TFACTOR);
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_CURRENT);
    check(
        s.draw(),
        with_alpha(eval3(0, DIFFUSE, FACTOR, |_, a, b| a + b), FACTOR),
        "ADD(DIFFUSE, TFACTOR) without texture",
    );
    s.t.set_texture(0, s.tex);
}

/// Runs colour op `op` with args (TEXTURE, DIFFUSE) and alpha op `op` with the
/// same args; checks both against `f`.
fn check_op(s: &Stages, op: u32, f: Formula, name: &str) {
    s.color(0, op, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    s.alpha(0, op, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    check(s.draw(), eval3(0, TEXEL, DIFFUSE, f), name);
}

#[test]
fn select_and_modulate_ops() {
    let s = Stages::new();
    check_op(&s, D3DTOP_SELECTARG1, |_, a, _| a, "SELECTARG1");
    check_op(&s, D3DTOP_SELECTARG2, |_, _, b| b, "SELECTARG2");
    check_op(&s, D3DTOP_MODULATE, |_, a, b| a * b, "MODULATE");
    check_op(&s, D3DTOP_MODULATE2X, |_, a, b| 2.0 * a * b, "MODULATE2X");
    check_op(&s, D3DTOP_MODULATE4X, |_, a, b| 4.0 * a * b, "MODULATE4X");
}

#[test]
fn add_subtract_and_smooth_add_ops() {
    let s = Stages::new();
    check_op(&s, D3DTOP_ADD, |_, a, b| a + b, "ADD");
    check_op(&s, D3DTOP_ADDSIGNED, |_, a, b| a + b - 0.5, "ADDSIGNED");
    check_op(&s, D3DTOP_ADDSIGNED2X, |_, a, b| 2.0 * (a + b - 0.5), "ADDSIGNED2X");
    check_op(&s, D3DTOP_SUBTRACT, |_, a, b| a - b, "SUBTRACT");
    check_op(&s, D3DTOP_ADDSMOOTH, |_, a, b| a + b - a * b, "ADDSMOOTH");
}

#[test]
fn blend_by_alpha_ops() {
    let s = Stages::new();
    let lerp = |k: f32| move |a: u32, b: u32| per_channel(a, b, |x, y| x * k + y * (1.0 - k));
    let cases = [
        (D3DTOP_BLENDDIFFUSEALPHA, alpha_of(DIFFUSE), "BLENDDIFFUSEALPHA"),
        (D3DTOP_BLENDTEXTUREALPHA, alpha_of(TEXEL), "BLENDTEXTUREALPHA"),
        (D3DTOP_BLENDFACTORALPHA, alpha_of(FACTOR), "BLENDFACTORALPHA"),
        // In stage 0 CURRENT is the diffuse colour.
        (D3DTOP_BLENDCURRENTALPHA, alpha_of(DIFFUSE), "BLENDCURRENTALPHA"),
    ];
    for (op, k, name) in cases {
        s.color(0, op, D3DTA_TEXTURE, D3DTA_DIFFUSE);
        s.alpha(0, op, D3DTA_TEXTURE, D3DTA_DIFFUSE);
        check(s.draw(), lerp(k)(TEXEL, DIFFUSE), name);
    }
    // Premultiplied: arg1 + arg2 * (1 - texture alpha).
    let ta = alpha_of(TEXEL);
    s.color(0, D3DTOP_BLENDTEXTUREALPHAPM, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    s.alpha(0, D3DTOP_BLENDTEXTUREALPHAPM, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    check(
        s.draw(),
        per_channel(TEXEL, DIFFUSE, |x, y| x + y * (1.0 - ta)),
        "BLENDTEXTUREALPHAPM",
    );
}

#[test]
fn modulate_and_add_colour_ops() {
    let s = Stages::new();
    let (t, d) = (TEXEL, DIFFUSE);
    let ta = alpha_of(t);
    let cases: [(u32, u32, &str); 4] = [
        (
            D3DTOP_MODULATEALPHA_ADDCOLOR,
            per_channel(t, d, |x, y| x + ta * y),
            "MODULATEALPHA_ADDCOLOR",
        ),
        (
            D3DTOP_MODULATECOLOR_ADDALPHA,
            per_channel(t, d, |x, y| x * y + ta),
            "MODULATECOLOR_ADDALPHA",
        ),
        (
            D3DTOP_MODULATEINVALPHA_ADDCOLOR,
            per_channel(t, d, |x, y| (1.0 - ta) * y + x),
            "MODULATEINVALPHA_ADDCOLOR",
        ),
        (
            D3DTOP_MODULATEINVCOLOR_ADDALPHA,
            per_channel(t, d, |x, y| (1.0 - x) * y + ta),
            "MODULATEINVCOLOR_ADDALPHA",
        ),
    ];
    // These ops are colour-only; alpha takes the texture alpha.
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    for (op, want, name) in cases {
        s.color(0, op, D3DTA_TEXTURE, D3DTA_DIFFUSE);
        check(s.draw(), with_alpha(want, TEXEL), name);
    }
}

#[test]
fn dotproduct3_is_replicated_into_alpha() {
    let s = Stages::new();
    s.color(0, D3DTOP_DOTPRODUCT3, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    let g = |c: u32, i: u32| chan(c, i) as f32 / 255.0 - 0.5;
    let dp = 4.0 * (0..3).map(|i| g(TEXEL, i) * g(DIFFUSE, i)).sum::<f32>();
    let v = (dp.clamp(0.0, 1.0) * 255.0).round() as u32;
    check(s.draw(), argb(v, v, v, v), "DOTPRODUCT3");
    // A negative dot product clamps to 0.
    s.color(0, D3DTOP_DOTPRODUCT3, D3DTA_TEXTURE | D3DTA_COMPLEMENT, D3DTA_TEXTURE);
    check(s.draw(), 0, "negative DOTPRODUCT3");
}

#[test]
fn multiplyadd_and_lerp_read_arg0() {
    let s = Stages::new();
    s.t.tss(0, D3DTSS_COLORARG0, D3DTA_TFACTOR);
    s.t.tss(0, D3DTSS_ALPHAARG0, D3DTA_TFACTOR);
    s.color(0, D3DTOP_MULTIPLYADD, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    s.alpha(0, D3DTOP_MULTIPLYADD, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    check(
        s.draw(),
        eval3(FACTOR, TEXEL, DIFFUSE, |a0, a1, a2| a0 + a1 * a2),
        "MULTIPLYADD",
    );
    s.color(0, D3DTOP_LERP, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    s.alpha(0, D3DTOP_LERP, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    check(
        s.draw(),
        eval3(FACTOR, TEXEL, DIFFUSE, |a0, a1, a2| a0 * a1 + (1.0 - a0) * a2),
        "LERP",
    );
}

#[test]
fn every_argument_source() {
    let s = Stages::new();
    let sources = [
        (D3DTA_DIFFUSE, DIFFUSE, "DIFFUSE"),
        (D3DTA_SPECULAR, SPECULAR, "SPECULAR"),
        (D3DTA_TEXTURE, TEXEL, "TEXTURE"),
        (D3DTA_TFACTOR, FACTOR, "TFACTOR"),
        (D3DTA_CONSTANT, CONSTANT, "CONSTANT"),
        // CURRENT in stage 0 is the diffuse colour; TEMP starts at zero.
        (D3DTA_CURRENT, DIFFUSE, "CURRENT"),
        (D3DTA_TEMP, 0, "TEMP"),
    ];
    for (arg, want, name) in sources {
        s.color(0, D3DTOP_SELECTARG1, arg, D3DTA_DIFFUSE);
        s.alpha(0, D3DTOP_SELECTARG1, arg, D3DTA_DIFFUSE);
        check(s.draw(), want, name);
    }
}

#[test]
fn complement_and_alpha_replicate_modifiers() {
    let s = Stages::new();
    let cases = [
        (D3DTA_TFACTOR | D3DTA_COMPLEMENT, inv(FACTOR), "TFACTOR | COMPLEMENT"),
        (
            D3DTA_TEXTURE | D3DTA_ALPHAREPLICATE,
            rep(TEXEL),
            "TEXTURE | ALPHAREPLICATE",
        ),
        (
            D3DTA_DIFFUSE | D3DTA_ALPHAREPLICATE | D3DTA_COMPLEMENT,
            inv(rep(DIFFUSE)),
            "DIFFUSE | ALPHAREPLICATE | COMPLEMENT",
        ),
    ];
    for (arg, want, name) in cases {
        s.color(0, D3DTOP_SELECTARG1, arg, D3DTA_DIFFUSE);
        s.alpha(0, D3DTOP_SELECTARG1, arg, D3DTA_DIFFUSE);
        check(s.draw(), want, name);
    }
    // Modifiers on the second argument of a binary op.
    s.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE | D3DTA_COMPLEMENT);
    s.alpha(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE | D3DTA_COMPLEMENT);
    check(
        s.draw(),
        modulate(TEXEL, inv(DIFFUSE)),
        "MODULATE(TEXTURE, 1 - DIFFUSE)",
    );
}

#[test]
fn alpha_and_colour_ops_are_independent() {
    let s = Stages::new();
    s.color(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    s.alpha(0, D3DTOP_SUBTRACT, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    let a = ((alpha_of(TEXEL) - alpha_of(DIFFUSE)) * 255.0).round() as u32;
    check(
        s.draw(),
        with_alpha(FACTOR, a << 24),
        "colour TFACTOR, alpha TEXTURE - DIFFUSE",
    );
    // The alpha op does not see colour arguments' RGB: ALPHAOP SELECTARG1 of
    // CONSTANT takes the constant's alpha.
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_CONSTANT, D3DTA_DIFFUSE);
    check(s.draw(), with_alpha(FACTOR, CONSTANT), "alpha from CONSTANT");
}

#[test]
fn stages_cascade_through_current() {
    let s = Stages::new();
    // Stage 0: texture * diffuse; stage 1: current + tfactor; stage 2:
    // current * constant.
    s.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    s.color(1, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_TFACTOR);
    s.alpha(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    s.color(2, D3DTOP_MODULATE, D3DTA_CURRENT, D3DTA_CONSTANT);
    s.alpha(2, D3DTOP_MODULATE, D3DTA_CURRENT, D3DTA_CONSTANT);
    let s0 = with_alpha(modulate(TEXEL, DIFFUSE), DIFFUSE);
    let s1 = with_alpha(per_channel(s0, FACTOR, |a, b| a + b), s0);
    let s2 = modulate(s1, CONSTANT);
    // Three rounding steps in the reference: tolerance 1 still (the GPU keeps
    // full precision between stages, the reference rounds; differences stay
    // below one step here).
    check(s.draw(), s2, "three-stage cascade");
    // A disabled stage ends the cascade: stage 2 is ignored.
    s.t.tss(1, D3DTSS_COLOROP, D3DTOP_DISABLE);
    check(s.draw(), s0, "stage 1 disabled");
}

#[test]
fn result_arg_temp_keeps_current_and_feeds_later_stages() {
    let s = Stages::new();
    // Stage 0 writes TFACTOR to TEMP (CURRENT stays diffuse); stage 1 selects
    // CURRENT; stage 2 adds TEMP.
    s.color(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    s.t.tss(0, D3DTSS_RESULTARG, D3DTA_TEMP);
    s.color(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_DIFFUSE);
    s.alpha(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_DIFFUSE);
    check(s.draw(), DIFFUSE, "CURRENT untouched by a TEMP result");
    s.color(2, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_TEMP);
    s.alpha(2, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_TEMP);
    check(s.draw(), per_channel(DIFFUSE, FACTOR, |a, b| a + b), "CURRENT + TEMP");
}

#[test]
fn each_stage_result_is_clamped_to_0_1() {
    let s = Stages::new();
    // Stage 0: diffuse + 0xC0 saturates at 1; stage 1 subtracts 0xC0 again:
    // 1 - 0.75 = 0.25, not diffuse.
    s.t.rs(D3DRS_TEXTUREFACTOR, 0xC0C0C0C0);
    s.color(0, D3DTOP_ADD, D3DTA_DIFFUSE, D3DTA_TFACTOR);
    s.alpha(0, D3DTOP_ADD, D3DTA_DIFFUSE, D3DTA_TFACTOR);
    s.color(1, D3DTOP_SUBTRACT, D3DTA_CURRENT, D3DTA_TFACTOR);
    s.alpha(1, D3DTOP_SUBTRACT, D3DTA_CURRENT, D3DTA_TFACTOR);
    check(s.draw_with(0xFF808080, 0), 0x3F3F3F3F, "saturated between stages");
    // And below zero: 0x20 - 0x80 clamps to 0, then + 0x40.
    s.color(0, D3DTOP_SUBTRACT, D3DTA_DIFFUSE, D3DTA_TFACTOR);
    s.alpha(0, D3DTOP_SUBTRACT, D3DTA_DIFFUSE, D3DTA_TFACTOR);
    s.t.rs(D3DRS_TEXTUREFACTOR, 0x80808080);
    s.color(1, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_CONSTANT);
    s.alpha(1, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_CONSTANT);
    s.t.tss(1, D3DTSS_CONSTANT, 0x40404040);
    check(s.draw_with(0x20202020, 0), 0x40404040, "clamped at zero between stages");
}

#[test]
fn texture_coordinate_index_picks_the_set() {
    let s = Stages::new();
    // A 2x1 texture; set 0 has u = 0.25 (texel 0), set 1 has u = 0.75.
    let tex = texture_from_fn(s.t.dev, 2, 1, D3DFMT_A8R8G8B8, |x, _| {
        if x == 0 {
            0xFFFF0000
        } else {
            0xFF0000FF
        }
    });
    s.t.set_texture(0, tex);
    s.color(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    let draw = |index: u32| {
        s.t.tss(0, D3DTSS_TEXCOORDINDEX, index);
        assert_eq!(
            vcall!(s.t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0, 1.0, 0),
            D3D_OK
        );
        let v = |x: f32, y: f32| V {
            x,
            y,
            z: 0.5,
            rhw: 1.0,
            diffuse: DIFFUSE,
            specular: 0,
            uv: [0.25, 0.5, 0.75, 0.5],
        };
        s.t.fvf(FVF);
        s.t.begin();
        s.t.draw_up(
            D3DPT_TRIANGLESTRIP,
            2,
            &[v(-0.5, -0.5), v(63.5, -0.5), v(-0.5, 63.5), v(63.5, 63.5)],
        );
        s.t.end();
        read_surface(s.t.dev, s.rt).at(32, 32)
    };
    check(draw(0), 0xFFFF0000, "TEXCOORDINDEX 0");
    check(draw(1), 0xFF0000FF, "TEXCOORDINDEX 1");
    s.t.set_texture(0, s.tex);
    assert_eq!(release!(tex), 0);
}

#[test]
fn textures_on_later_stages() {
    let s = Stages::new();
    let tex3 = solid_texture(s.t.dev, D3DFMT_A8R8G8B8, 0x80FF8000);
    s.t.set_texture(3, tex3);
    for st in 0..3 {
        s.color(st, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
        s.alpha(st, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    }
    s.color(3, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_CURRENT);
    s.alpha(3, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    check(
        s.draw(),
        with_alpha(modulate(0x80FF8000, DIFFUSE), 0x80000000),
        "texture on stage 3",
    );
    s.t.set_texture(3, std::ptr::null_mut());
    assert_eq!(release!(tex3), 0);
}

#[test]
fn a_texture_op_on_a_stage_without_texture_passes_current_through() {
    let s = Stages::new();
    s.color(0, D3DTOP_ADD, D3DTA_DIFFUSE, D3DTA_TFACTOR);
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    // Stage 1 has no texture: MODULATE(TEXTURE, CURRENT) acts as
    // SELECTARG1(CURRENT).
    s.color(1, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_CURRENT);
    s.alpha(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    let want = with_alpha(per_channel(DIFFUSE, FACTOR, |a, b| a + b), DIFFUSE);
    check(s.draw(), want, "stage 1 without texture");
}

#[test]
fn specular_enable_adds_the_specular_colour_after_the_stages() {
    let s = Stages::new();
    s.color(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    check(s.draw(), DIFFUSE, "specular off");
    s.t.rs(D3DRS_SPECULARENABLE, 1);
    // RGB gains the specular colour (saturating); alpha is unchanged.
    let want = with_alpha(per_channel(DIFFUSE, SPECULAR, |a, b| a + b), DIFFUSE);
    check(s.draw(), want, "specular on");
    check(s.draw_with(0xFFF0F0F0, 0xFF404040), 0xFFFFFFFF, "specular saturates");
}

#[test]
fn diffuse_colour_is_interpolated_across_the_primitive() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let v = |x: f32, color| TlVertex {
        x: x - 0.5,
        y: 0.0 - 0.5,
        z: 0.5,
        rhw: 1.0,
        color,
    };
    let w = |x: f32, color| TlVertex {
        x: x - 0.5,
        y: 8.0 - 0.5,
        z: 0.5,
        rhw: 1.0,
        color,
    };
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[
            v(0.0, 0xFF000000),
            v(64.0, 0xFFFF00FF),
            w(0.0, 0xFF000000),
            w(64.0, 0xFFFF00FF),
        ],
    );
    t.end();
    let img = t.read_rt();
    for x in [0u32, 16, 31, 48, 63] {
        // At pixel centre x + 0.5 of 64: value (x + 0.5) / 64. Interpolation
        // precision: tolerance 2.
        let k = ((x as f32 + 0.5) / 64.0 * 255.0).round() as u32;
        assert_rgb(&img, x, 4, argb(0, k, 0, k), 2);
    }
}

#[test]
fn texture_stage_state_round_trip_and_invalid_stages() {
    let t = TestDevice::new();
    t.tss(7, D3DTSS_COLOROP, D3DTOP_LERP);
    t.tss(7, D3DTSS_CONSTANT, 0x12345678);
    t.tss(2, D3DTSS_RESULTARG, D3DTA_TEMP);
    let mut v = 0;
    assert_eq!(vcall!(t.dev, GetTextureStageState, 7, D3DTSS_COLOROP, &mut v), D3D_OK);
    assert_eq!(v, D3DTOP_LERP);
    assert_eq!(vcall!(t.dev, GetTextureStageState, 7, D3DTSS_CONSTANT, &mut v), D3D_OK);
    assert_eq!(v, 0x12345678);
    assert_eq!(vcall!(t.dev, GetTextureStageState, 2, D3DTSS_RESULTARG, &mut v), D3D_OK);
    assert_eq!(v, D3DTA_TEMP);
    assert_eq!(
        vcall!(t.dev, SetTextureStageState, 8, D3DTSS_COLOROP, D3DTOP_ADD),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(t.dev, GetTextureStageState, 8, D3DTSS_COLOROP, &mut v),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, SetTextureStageState, 0, 0, 1), D3DERR_INVALIDCALL);
    assert_eq!(
        vcall!(t.dev, SetTextureStageState, 0, 12, 1),
        D3DERR_INVALIDCALL,
        "12 is not a stage state in D3D9"
    );
    assert_eq!(vcall!(t.dev, GetTextureStageState, 0, D3DTSS_COLOROP, &mut v), D3D_OK);
    assert_eq!(v, D3DTOP_MODULATE);
}

#[test]
fn blend_texture_alpha_uses_the_stage_texture_even_when_no_argument_reads_it() {
    // BLENDTEXTUREALPHA and BLENDTEXTUREALPHAPM weigh by the alpha of the
    // stage's texture, whatever the arguments are.
    let s = Stages::new();
    let ta = alpha_of(TEXEL);
    s.color(0, D3DTOP_BLENDTEXTUREALPHA, D3DTA_DIFFUSE, D3DTA_TFACTOR);
    s.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    let want = with_alpha(per_channel(DIFFUSE, FACTOR, |a, b| a * ta + b * (1.0 - ta)), DIFFUSE);
    check(s.draw(), want, "BLENDTEXTUREALPHA(DIFFUSE, TFACTOR)");
    s.color(0, D3DTOP_BLENDTEXTUREALPHAPM, D3DTA_DIFFUSE, D3DTA_TFACTOR);
    let want = with_alpha(per_channel(DIFFUSE, FACTOR, |a, b| a + b * (1.0 - ta)), DIFFUSE);
    check(s.draw(), want, "BLENDTEXTUREALPHAPM(DIFFUSE, TFACTOR)");
}
