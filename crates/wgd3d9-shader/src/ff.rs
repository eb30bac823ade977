//! The fixed-function shader generator: turns an [`FfVertexKey`] or [`FfPixelKey`]
//! into an IR [`Program`].
//!
//! The generated shaders read their values from the constant arrays laid out in
//! [`vs_const`] and [`ps_const`]; the runtime fills those from the device state.
//! The vertex shader always writes the same varyings ([`varying`]), so any
//! generated vertex shader pairs with any generated pixel shader.

use crate::ir::*;
use wgd3d9_core::ff_key::{slot, texture_kind, FfPixelKey, FfStageKey, FfVertexKey};
use wgd3d9_core::state::MAX_TEXTURE_STAGES;
use wgd3d9_types::*;

/// Vertex constant registers of the fixed-function vertex shader.
pub mod vs_const {
    /// c0..c3: columns of world * view * projection (clip = dp4(v, c0..c3)).
    pub const WVP: u32 = 0;
    /// Pre-transformed vertices: ndc.xyz = v.xyz * RHW_SCALE + RHW_OFFSET.
    pub const RHW_SCALE: u32 = 4;
    pub const RHW_OFFSET: u32 = 5;
    /// The half-pixel offset and the position scale (ones here: the matrix
    /// carries the viewport mapping); see [`crate::ir::Program::position_fixup`].
    pub const FIXUP: u32 = 6;
    pub const FIXUP_SCALE: u32 = 7;
    /// D3DRS_AMBIENT as rgba.
    pub const AMBIENT: u32 = 8;
    /// D3DMATERIAL9 colours.
    pub const MAT_DIFFUSE: u32 = 9;
    pub const MAT_AMBIENT: u32 = 10;
    pub const MAT_SPECULAR: u32 = 11;
    pub const MAT_EMISSIVE: u32 = 12;
    pub const COUNT: u32 = 13;
}

/// Pixel constant registers of the fixed-function pixel shader.
pub mod ps_const {
    /// D3DRS_TEXTUREFACTOR as rgba.
    pub const TFACTOR: u32 = 0;
    /// x: D3DRS_ALPHAREF (0..255).
    pub const ALPHA_REF: u32 = 1;
    /// D3DTSS_CONSTANT of stage s is register `STAGE_CONSTANT + s`.
    pub const STAGE_CONSTANT: u32 = 2;
    /// x: D3DRS_DEPTHBIAS, y and z: the viewport's MinZ and MaxZ.
    pub const DEPTH_BIAS: u32 = 10;
    pub const COUNT: u32 = 11;
}

/// Varying locations between the fixed-function stages: the locations shader
/// bytecode uses for the same semantics (see `dxso::lower::varying_location`),
/// so fixed-function and programmable stages mix.
pub mod varying {
    pub const DIFFUSE: u32 = 8;
    pub const SPECULAR: u32 = 9;
    /// Texture coordinates of stage s are at `TEXCOORD0 + s`.
    pub const TEXCOORD0: u32 = 0;
}

/// Generates the vertex shader for `key`.
pub fn vertex_program(key: &FfVertexKey) -> Program {
    let mut p = Program::new(Stage::Vertex);
    p.constants = vs_const::COUNT;
    for s in 0..slot::COUNT {
        if let Some(format) = key.input(s) {
            p.inputs.push(InputDecl {
                reg: s as u32,
                location: s as u32,
                format,
                flat: false,
                centroid: false,
                mask: mask::ALL,
            });
        }
    }
    let white = p.immediates.len() as u32;
    p.immediates.push([1.0; 4]);
    let black = p.immediates.len() as u32;
    p.immediates.push([0.0; 4]);
    let origin = p.immediates.len() as u32;
    p.immediates.push([0.0, 0.0, 0.0, 1.0]);

    let pos = Reg::output(0);
    p.outputs.push(OutputDecl {
        reg: 0,
        kind: OutputKind::Position,
    });
    let v = |s: usize| Src::new(Reg::input(s as u32));
    let has = |s: usize| key.inputs[s] != 0;
    if key.pretransformed != 0 {
        // ndc.xyz = v.xyz * scale + offset (z clamped into the depth range),
        // w = 1 / rhw, clip = (ndc.xyz * w, w).
        p.temps = 2;
        let (r0, r1) = (Reg::temp(0), Reg::temp(1));
        let c = |k: u32| Src::new(Reg::constant(k));
        p.body.push(Inst::Mad {
            dst: Dst::new(r0).masked(mask::X | mask::Y),
            a: v(slot::POSITION),
            b: c(vs_const::RHW_SCALE),
            c: c(vs_const::RHW_OFFSET),
        });
        p.body.push(Inst::Mad {
            dst: Dst::new(r0).masked(mask::Z).sat(),
            a: v(slot::POSITION),
            b: c(vs_const::RHW_SCALE),
            c: c(vs_const::RHW_OFFSET),
        });
        p.body.push(Inst::Rcp {
            dst: r1.into(),
            a: v(slot::POSITION).swz(WWWW),
        });
        p.body.push(Inst::Mul {
            dst: Dst::new(pos).masked(mask::XYZ),
            a: r0.into(),
            b: r1.into(),
        });
        p.body.push(Inst::Mov {
            dst: Dst::new(pos).masked(mask::W),
            src: r1.into(),
        });
    } else {
        for i in 0..4u32 {
            p.body.push(Inst::Dp4 {
                dst: Dst::new(pos).masked(1 << i),
                a: if has(slot::POSITION) {
                    v(slot::POSITION)
                } else {
                    Src::new(Reg::imm(origin))
                },
                b: Src::new(Reg::constant(vs_const::WVP + i)),
            });
        }
        p.position_fixup = Some(vs_const::FIXUP);
    }

    let out = |p: &mut Program, location: u32, src: Src| {
        let reg = p.outputs.len() as u32;
        p.outputs.push(OutputDecl {
            reg,
            kind: OutputKind::Varying { location, flat: false },
        });
        p.body.push(Inst::Mov {
            dst: Reg::output(reg).into(),
            src,
        });
    };
    if key.lighting != 0 {
        lit_colors(&mut p, key, black);
    } else {
        let diffuse = if has(slot::DIFFUSE) {
            v(slot::DIFFUSE)
        } else {
            Src::new(Reg::imm(white))
        };
        out(&mut p, varying::DIFFUSE, diffuse);
        let specular = if has(slot::SPECULAR) {
            v(slot::SPECULAR)
        } else {
            Src::new(Reg::imm(black))
        };
        out(&mut p, varying::SPECULAR, specular);
    }
    for s in 0..MAX_TEXTURE_STAGES {
        let set = (key.stage_texcoord[s] & 7) as usize;
        // A coordinate set the vertices lack reads (0, 0, 0, 0), as on D3D9
        // hardware.
        let src = if has(slot::TEXCOORD0 + set) {
            v(slot::TEXCOORD0 + set)
        } else {
            Src::new(Reg::imm(black))
        };
        out(&mut p, varying::TEXCOORD0 + s as u32, src);
    }
    p
}

/// Lit vertex colours without light sources (D3D9 lighting with no active light):
/// diffuse = emissive + ambient * material ambient, alpha = material diffuse
/// alpha; specular = 0. Light sources join the sum in the full fixed-function
/// pipeline.
fn lit_colors(p: &mut Program, key: &FfVertexKey, black: u32) {
    use wgd3d9_core::ff_key::material_source as ms;
    let source = |which: usize, material: u32| match key.material_source[which] {
        ms::COLOR1 => Src::new(Reg::input(slot::DIFFUSE as u32)),
        ms::COLOR2 => Src::new(Reg::input(slot::SPECULAR as u32)),
        _ => Src::new(Reg::constant(material)),
    };
    let diffuse_src = source(0, vs_const::MAT_DIFFUSE);
    let ambient_src = source(2, vs_const::MAT_AMBIENT);
    let emissive_src = source(3, vs_const::MAT_EMISSIVE);
    let _ = source(1, vs_const::MAT_SPECULAR);
    let d = p.outputs.len() as u32;
    p.outputs.push(OutputDecl {
        reg: d,
        kind: OutputKind::Varying {
            location: varying::DIFFUSE,
            flat: false,
        },
    });
    p.body.push(Inst::Mad {
        dst: Dst::new(Reg::output(d)).masked(mask::XYZ).sat(),
        a: Src::new(Reg::constant(vs_const::AMBIENT)),
        b: ambient_src,
        c: emissive_src,
    });
    p.body.push(Inst::Mov {
        dst: Dst::new(Reg::output(d)).masked(mask::W).sat(),
        src: diffuse_src,
    });
    let s = p.outputs.len() as u32;
    p.outputs.push(OutputDecl {
        reg: s,
        kind: OutputKind::Varying {
            location: varying::SPECULAR,
            flat: false,
        },
    });
    p.body.push(Inst::Mov {
        dst: Reg::output(s).into(),
        src: Src::new(Reg::imm(black)),
    });
}

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
    pub const COUNT: u32 = 8;
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
        D3DTOP_SELECTARG1 => p.body.push(Inst::Mov { dst: d, src: a1 }),
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
    alpha_scale: u32,
}

fn stage_code(p: &mut Program, s: usize, st: &FfStageKey, imm: &Imms) {
    use preg::*;
    if st.texture != texture_kind::NONE {
        p.body.push(Inst::Tex {
            dst: TEXEL.into(),
            coord: Src::new(Reg::input(varying::TEXCOORD0 + s as u32)),
            sampler: s as u32,
            level: TexLevel::Auto,
            projected: false,
        });
        if st.texture == texture_kind::TEX_2D_NO_ALPHA {
            // X formats have no alpha: D3D9 reads it as 1.
            p.body.push(Inst::Mov {
                dst: Dst::new(TEXEL).masked(mask::W),
                src: Src::new(Reg::imm(imm.one)),
            });
        }
    }
    let color_op = st.color_op as u32;
    stage_op(p, color_op, st.color_arg, s, mask::XYZ, imm);
    if color_op != D3DTOP_DOTPRODUCT3 {
        let alpha_op = st.alpha_op as u32;
        if alpha_op == D3DTOP_DISABLE || alpha_op == 0 {
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
        alpha_scale: push_imm([255.0, 0.5, 0.0, 0.0]),
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
                dim: TextureDim::D2,
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
    for (s, st) in key.stages.iter().enumerate().take(stages) {
        stage_code(&mut p, s, st, &imm);
    }
    if key.specular != 0 {
        p.body.push(Inst::Add {
            dst: Dst::new(CURRENT).masked(mask::XYZ).sat(),
            a: Src::new(CURRENT),
            b: Src::new(SPECULAR),
        });
    }
    let cmp = cmp_of(key.alpha_func as u32);
    if cmp != Cmp::Always {
        // Compare the alpha as the 8-bit value a render target would store.
        let scale = Src::new(Reg::imm(imm.alpha_scale));
        p.body.push(Inst::Mad {
            dst: Dst::new(SCRATCH).masked(mask::X),
            a: Src::new(CURRENT).swz(WWWW),
            b: scale,
            c: scale.swz([1, 1, 1, 1]),
        });
        p.body.push(Inst::Floor {
            dst: Dst::new(SCRATCH).masked(mask::X),
            a: Src::new(SCRATCH),
        });
        p.body.push(Inst::DiscardUnless {
            cmp,
            a: Src::new(SCRATCH),
            b: Src::new(Reg::constant(ps_const::ALPHA_REF)),
        });
    }
    p.body.push(Inst::Mov {
        dst: Reg::output(0).into(),
        src: Src::new(CURRENT),
    });
    if key.depth_bias != 0 {
        p.append_depth_bias(ps_const::DEPTH_BIAS);
    }
    p
}

#[cfg(test)]
#[path = "ff/tests.rs"]
mod tests;
