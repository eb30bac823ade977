//! The fixed-function pixel shader: the texture stage cascade, specular
//! add, fog and alpha test, generated from an [`FfPixelKey`].

use super::{ps_const, varying};
use crate::ir::*;
use wgd3d9_core::ff_key::{is_bump_op, texture_kind, FfPixelKey, FfStageKey};
use wgd3d9_types::*;

/// Registers of the generated pixel shader.
mod preg {
    use crate::ir::Reg;
    pub const CURRENT: Reg = Reg::temp(0);
    pub const TEMP: Reg = Reg::temp(1);
    pub const TEXEL: Reg = Reg::temp(2);
    pub const ARG1: Reg = Reg::temp(3);
    pub const ARG2: Reg = Reg::temp(4);
    pub const ARG0: Reg = Reg::temp(5);
    pub const RESULT: Reg = Reg::temp(6);
    pub const SCRATCH: Reg = Reg::temp(7);
    /// The texel of a bump-mapping stage, read by the next stage.
    pub const BUMP: Reg = Reg::temp(8);
    pub const COUNT: u32 = 9;
    pub const DIFFUSE: Reg = Reg::input(super::varying::DIFFUSE);
    pub const SPECULAR: Reg = Reg::input(super::varying::SPECULAR);
}

/// Texture operations the pixel generator implements; `CheckDeviceFormat`-style
/// honesty: the device advertises exactly these in D3DCAPS9::TextureOpCaps.
pub const SUPPORTED_TEXTURE_OPS: &[u32] = &[
    D3DTOP_DISABLE,
    D3DTOP_SELECTARG1,
    D3DTOP_SELECTARG2,
    D3DTOP_MODULATE,
    D3DTOP_MODULATE2X,
    D3DTOP_MODULATE4X,
    D3DTOP_ADD,
    D3DTOP_ADDSIGNED,
    D3DTOP_ADDSIGNED2X,
    D3DTOP_SUBTRACT,
    D3DTOP_ADDSMOOTH,
    D3DTOP_BLENDDIFFUSEALPHA,
    D3DTOP_BLENDTEXTUREALPHA,
    D3DTOP_BLENDFACTORALPHA,
    D3DTOP_BLENDTEXTUREALPHAPM,
    D3DTOP_BLENDCURRENTALPHA,
    D3DTOP_MODULATEALPHA_ADDCOLOR,
    D3DTOP_MODULATECOLOR_ADDALPHA,
    D3DTOP_MODULATEINVALPHA_ADDCOLOR,
    D3DTOP_MODULATEINVCOLOR_ADDALPHA,
    D3DTOP_DOTPRODUCT3,
    D3DTOP_MULTIPLYADD,
    D3DTOP_LERP,
    D3DTOP_BUMPENVMAP,
    D3DTOP_BUMPENVMAPLUMINANCE,
    D3DTOP_PREMODULATE,
];

/// The IR comparison of a D3DCMPFUNC (unknown values: always).
pub fn cmp_of(func: u32) -> Cmp {
    match func {
        D3DCMP_NEVER => Cmp::Never,
        D3DCMP_LESS => Cmp::Less,
        D3DCMP_EQUAL => Cmp::Equal,
        D3DCMP_LESSEQUAL => Cmp::LessEqual,
        D3DCMP_GREATER => Cmp::Greater,
        D3DCMP_NOTEQUAL => Cmp::NotEqual,
        D3DCMP_GREATEREQUAL => Cmp::GreaterEqual,
        _ => Cmp::Always,
    }
}

/// The register and modifiers a D3DTA_* argument reads in stage `stage`.
fn arg_src(arg: u8, stage: usize) -> Src {
    let arg = arg as u32;
    let reg = match arg & D3DTA_SELECTMASK {
        D3DTA_DIFFUSE => preg::DIFFUSE,
        D3DTA_SPECULAR => preg::SPECULAR,
        D3DTA_TEXTURE => preg::TEXEL,
        D3DTA_TFACTOR => Reg::constant(ps_const::TFACTOR),
        D3DTA_TEMP => preg::TEMP,
        D3DTA_CONSTANT => Reg::constant(ps_const::STAGE_CONSTANT + stage as u32),
        _ => preg::CURRENT,
    };
    let mut s = Src::new(reg);
    if arg & D3DTA_ALPHAREPLICATE != 0 {
        s = s.swz(WWWW);
    }
    if arg & D3DTA_COMPLEMENT != 0 {
        s = s.with(SrcMod::Complement);
    }
    s
}

/// Appends the code of one operation writing `RESULT` under `m`.
fn stage_op(p: &mut Program, op: u32, args: [u8; 3], stage: usize, m: u8, imm: &Imms) {
    use preg::*;
    let uses_arg0 = matches!(op, D3DTOP_MULTIPLYADD | D3DTOP_LERP);
    let uses_arg1 = op != D3DTOP_SELECTARG2;
    let uses_arg2 = op != D3DTOP_SELECTARG1;
    for (used, reg, arg) in [
        (uses_arg0, ARG0, args[0]),
        (uses_arg1, ARG1, args[1]),
        (uses_arg2, ARG2, args[2]),
    ] {
        if used {
            p.body.push(Inst::Mov {
                dst: reg.into(),
                src: arg_src(arg, stage),
            });
        }
    }
    let d = Dst::new(RESULT).masked(m);
    let (a0, a1, a2) = (Src::new(ARG0), Src::new(ARG1), Src::new(ARG2));
    let r = Src::new(RESULT);
    let k = |i: u32| Src::new(Reg::imm(i));
    let lerp_by = |alpha: Src| Inst::Lrp {
        dst: d,
        a: alpha.swz(WWWW),
        b: a1,
        c: a2,
    };
    match op {
        D3DTOP_SELECTARG2 => p.body.push(Inst::Mov { dst: d, src: a2 }),
        D3DTOP_MODULATE | D3DTOP_MODULATE2X | D3DTOP_MODULATE4X => {
            p.body.push(Inst::Mul { dst: d, a: a1, b: a2 });
            if op != D3DTOP_MODULATE {
                let scale = if op == D3DTOP_MODULATE2X { imm.two } else { imm.four };
                p.body.push(Inst::Mul {
                    dst: d,
                    a: r,
                    b: k(scale),
                });
            }
        }
        D3DTOP_ADD => p.body.push(Inst::Add { dst: d, a: a1, b: a2 }),
        D3DTOP_ADDSIGNED | D3DTOP_ADDSIGNED2X => {
            p.body.push(Inst::Add { dst: d, a: a1, b: a2 });
            p.body.push(Inst::Add {
                dst: d,
                a: r,
                b: k(imm.minus_half),
            });
            if op == D3DTOP_ADDSIGNED2X {
                p.body.push(Inst::Mul {
                    dst: d,
                    a: r,
                    b: k(imm.two),
                });
            }
        }
        D3DTOP_SUBTRACT => p.body.push(Inst::Add {
            dst: d,
            a: a1,
            b: a2.with(SrcMod::Neg),
        }),
        D3DTOP_ADDSMOOTH => p.body.push(Inst::Mad {
            dst: d,
            a: a2,
            b: a1.with(SrcMod::Complement),
            c: a1,
        }),
        D3DTOP_BLENDDIFFUSEALPHA => p.body.push(lerp_by(Src::new(DIFFUSE))),
        D3DTOP_BLENDTEXTUREALPHA => p.body.push(lerp_by(Src::new(TEXEL))),
        D3DTOP_BLENDFACTORALPHA => p.body.push(lerp_by(Src::new(Reg::constant(ps_const::TFACTOR)))),
        D3DTOP_BLENDCURRENTALPHA => p.body.push(lerp_by(Src::new(CURRENT))),
        D3DTOP_BLENDTEXTUREALPHAPM => p.body.push(Inst::Mad {
            dst: d,
            a: a2,
            b: Src::new(TEXEL).swz(WWWW).with(SrcMod::Complement),
            c: a1,
        }),
        D3DTOP_MODULATEALPHA_ADDCOLOR => p.body.push(Inst::Mad {
            dst: d,
            a: a1.swz(WWWW),
            b: a2,
            c: a1,
        }),
        D3DTOP_MODULATECOLOR_ADDALPHA => p.body.push(Inst::Mad {
            dst: d,
            a: a1,
            b: a2,
            c: a1.swz(WWWW),
        }),
        D3DTOP_MODULATEINVALPHA_ADDCOLOR => p.body.push(Inst::Mad {
            dst: d,
            a: a1.swz(WWWW).with(SrcMod::Complement),
            b: a2,
            c: a1,
        }),
        D3DTOP_MODULATEINVCOLOR_ADDALPHA => p.body.push(Inst::Mad {
            dst: d,
            a: a1.with(SrcMod::Complement),
            b: a2,
            c: a1.swz(WWWW),
        }),
        D3DTOP_DOTPRODUCT3 => p.body.push(Inst::Dp3 {
            dst: Dst::new(RESULT),
            a: a1.with(SrcMod::SignedScale),
            b: a2.with(SrcMod::SignedScale),
        }),
        D3DTOP_MULTIPLYADD => p.body.push(Inst::Mad {
            dst: d,
            a: a1,
            b: a2,
            c: a0,
        }),
        D3DTOP_LERP => p.body.push(Inst::Lrp {
            dst: d,
            a: a0,
            b: a1,
            c: a2,
        }),
        // PREMODULATE selects its first argument; the next stage's texture
        // modulates the result.
        D3DTOP_SELECTARG1 | D3DTOP_PREMODULATE => p.body.push(Inst::Mov { dst: d, src: a1 }),
        other => {
            log_unsupported_op(other);
            p.body.push(Inst::Mov { dst: d, src: a1 })
        }
    }
}

fn log_unsupported_op(op: u32) {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| log::warn!(target: "wgd3d9::ff", "texture op {op} not implemented; drawn as SELECTARG1"));
}

/// Immediate registers of the pixel shader.
struct Imms {
    two: u32,
    four: u32,
    minus_half: u32,
    zero: u32,
    one: u32,
}

/// The IR dimension of a [`texture_kind`].
fn dim_of(kind: u8) -> TextureDim {
    match texture_kind::shape(kind) {
        texture_kind::CUBE => TextureDim::Cube,
        texture_kind::VOLUME => TextureDim::D3,
        _ => TextureDim::D2,
    }
}

/// Samples stage `s`'s texture into `TEXEL`: the stage's coordinates,
/// divided by one of their components when projected, offset by the bump
/// stage before it (BUMPENVMAP, BUMPENVMAPLUMINANCE).
fn sample(p: &mut Program, s: usize, st: &FfStageKey, bump_from: Option<(usize, bool)>, imm: &Imms) {
    use preg::*;
    let mut coord = Src::new(Reg::input(varying::TEXCOORD0 + s as u32));
    if st.projected != 0 {
        p.body.push(Inst::Rcp {
            dst: Dst::new(SCRATCH).masked(mask::X),
            a: coord.swz([st.projected; 4]),
        });
        p.body.push(Inst::Mul {
            dst: Dst::new(SCRATCH).masked(mask::XYZ),
            a: coord,
            b: Src::new(SCRATCH).swz(XXXX),
        });
        coord = Src::new(SCRATCH);
    }
    match bump_from {
        Some((b, luminance)) => {
            p.body.push(Inst::TexBump {
                dst: TEXEL.into(),
                coord,
                by: Src::new(BUMP),
                matrix: Src::new(Reg::constant(ps_const::BUMP_MATRIX + b as u32)),
                sampler: s as u32,
            });
            if luminance {
                // The luminance of the bump texel (its third channel),
                // scaled and offset, modulates the texel (all four channels).
                let lum = Src::new(Reg::constant(ps_const::BUMP_LUMINANCE + b as u32));
                p.body.push(Inst::Mad {
                    dst: Dst::new(SCRATCH).masked(mask::X).sat(),
                    a: Src::new(BUMP).swz([2; 4]),
                    b: lum.swz(XXXX),
                    c: lum.swz([1; 4]),
                });
                p.body.push(Inst::Mul {
                    dst: TEXEL.into(),
                    a: TEXEL.into(),
                    b: Src::new(SCRATCH).swz(XXXX),
                });
            }
        }
        None => p.body.push(Inst::Tex {
            dst: TEXEL.into(),
            coord,
            sampler: s as u32,
            level: TexLevel::Auto,
            projected: false,
        }),
    }
    if st.texture & texture_kind::NO_ALPHA != 0 {
        // X formats have no alpha: D3D9 reads it as 1.
        p.body.push(Inst::Mov {
            dst: Dst::new(TEXEL).masked(mask::W),
            src: Src::new(Reg::imm(imm.one)),
        });
    }
}

/// What a stage inherits from the one before it.
#[derive(Clone, Copy, Default)]
struct FromPrevious {
    /// The bump-mapping stage whose texel offsets this stage's coordinates
    /// (and whether it scales by luminance).
    bump: Option<(usize, bool)>,
    /// The components (mask) a PREMODULATE stage asks this stage's texture
    /// to modulate the current colour by.
    premodulate: u8,
}

fn stage_code(p: &mut Program, s: usize, st: &FfStageKey, from: FromPrevious, imm: &Imms) {
    use preg::*;
    let color_op = st.color_op as u32;
    if st.texture != texture_kind::NONE {
        sample(p, s, st, from.bump, imm);
        if from.premodulate != 0 {
            p.body.push(Inst::Mul {
                dst: Dst::new(CURRENT).masked(from.premodulate),
                a: CURRENT.into(),
                b: TEXEL.into(),
            });
        }
        if is_bump_op(color_op) {
            // The bump offsets feed the next stage's sampling.
            p.body.push(Inst::Mov {
                dst: BUMP.into(),
                src: TEXEL.into(),
            });
        }
    }
    if is_bump_op(color_op) {
        // A bump-mapping stage computes no colour: CURRENT and TEMP pass
        // through unchanged (its alpha operation and result argument are
        // ignored, as D3D9 draws it).
        return;
    }
    stage_op(p, color_op, st.color_arg, s, mask::XYZ, imm);
    if color_op != D3DTOP_DOTPRODUCT3 {
        let alpha_op = st.alpha_op as u32;
        if alpha_op == D3DTOP_DISABLE || alpha_op == 0 || is_bump_op(alpha_op) {
            // Alpha passes through from the previous stage.
            p.body.push(Inst::Mov {
                dst: Dst::new(RESULT).masked(mask::W),
                src: Src::new(CURRENT),
            });
        } else {
            stage_op(p, alpha_op, st.alpha_arg, s, mask::W, imm);
        }
    }
    let target = if st.result_arg as u32 & D3DTA_SELECTMASK == D3DTA_TEMP {
        TEMP
    } else {
        CURRENT
    };
    p.body.push(Inst::Mov {
        dst: Dst::new(target).sat(),
        src: Src::new(RESULT),
    });
}

/// Generates the pixel shader for `key`.
pub fn pixel_program(key: &FfPixelKey) -> Program {
    use preg::*;
    let mut p = Program::new(Stage::Fragment);
    p.constants = ps_const::COUNT;
    p.temps = preg::COUNT;
    let mut push_imm = |v: [f32; 4]| {
        p.immediates.push(v);
        p.immediates.len() as u32 - 1
    };
    let imm = Imms {
        two: push_imm([2.0; 4]),
        four: push_imm([4.0; 4]),
        minus_half: push_imm([-0.5; 4]),
        zero: push_imm([0.0; 4]),
        one: push_imm([1.0; 4]),
    };
    let color = |location| InputDecl {
        reg: location,
        location,
        format: wgd3d9_core::vertex_decl::AttribFormat::Float4,
        flat: false,
        centroid: false,
        mask: mask::ALL,
    };
    p.inputs.push(color(varying::DIFFUSE));
    p.inputs.push(color(varying::SPECULAR));
    if key.flat != 0 {
        p.interpolate_colors_flat();
    }
    let stages = key.active_stages();
    for (s, st) in key.stages.iter().enumerate().take(stages) {
        if st.texture != texture_kind::NONE {
            p.inputs.push(color(varying::TEXCOORD0 + s as u32));
            p.samplers.push(SamplerDecl {
                index: s as u32,
                dim: dim_of(st.texture),
            });
        }
    }
    p.outputs.push(OutputDecl {
        reg: 0,
        kind: OutputKind::Color { target: 0 },
    });
    p.body.push(Inst::Mov {
        dst: CURRENT.into(),
        src: Src::new(DIFFUSE),
    });
    p.body.push(Inst::Mov {
        dst: TEMP.into(),
        src: Src::new(Reg::imm(imm.zero)),
    });
    let mut from = FromPrevious::default();
    for (s, st) in key.stages.iter().enumerate().take(stages) {
        stage_code(&mut p, s, st, from, &imm);
        let op = st.color_op as u32;
        from.bump =
            (is_bump_op(op) && st.texture != texture_kind::NONE).then_some((s, op == D3DTOP_BUMPENVMAPLUMINANCE));
        from.premodulate = if op == D3DTOP_PREMODULATE { mask::XYZ } else { 0 }
            | if st.alpha_op as u32 == D3DTOP_PREMODULATE {
                mask::W
            } else {
                0
            };
    }
    if key.specular != 0 {
        p.body.push(Inst::Add {
            dst: Dst::new(CURRENT).masked(mask::XYZ).sat(),
            a: Src::new(CURRENT),
            b: Src::new(SPECULAR),
        });
    }
    p.body.push(Inst::Mov {
        dst: Reg::output(0).into(),
        src: Src::new(CURRENT),
    });
    p.append_fog(key.fog, ps_const::FOG_COLOR, ps_const::FOG);
    p.append_alpha_test(cmp_of(key.alpha_func as u32), ps_const::ALPHA_REF);
    if key.depth_bias != 0 {
        p.append_depth_bias(ps_const::DEPTH_BIAS);
    }
    p.apply_lod_bias(ps_const::LOD_BIAS, wgd3d9_core::state_tables::MAX_TEXTURE_STAGES as u32);
    p
}
