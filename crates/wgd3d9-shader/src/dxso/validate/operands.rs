//! Which register files an instruction may write and read, relative
//! addressing, sm1 read-port limits, and the operand forms particular
//! instructions require.
//!
//! Sources: the register tables of each model ("Registers - vs_1_1" ..
//! "ps_3_0 Registers": read/write access, RelAddr, read ports, "only usable
//! by a flow control instruction") and the reference page of each
//! instruction named below.

use super::{
    error, is_decl, mnemonic, relax, replicate, Model, Relaxed, TexldRule, ValidationError, ValidationErrorKind as K,
    IDENTITY,
};
use crate::dxso::decode::{Dst, Instruction, RegType, Register, Shader, Src, SrcMod};
use crate::dxso::opcodes::Opcode;

/// Checks every instruction's operands:
///
/// - destinations: r# everywhere; vertex outputs (oPos, oFog, oPts, oD#,
///   oT#; o# in vs_3_0); a0 in vertex shaders, written only by mov with an .x
///   mask in vs_1_1 and only by mova from vs_2_0 on; t# in ps_1_1..ps_1_3;
///   oC# and oDepth from ps_2_0 on; p0, written only by setp. Constants,
///   inputs, samplers, i#, b#, aL and labels are read-only.
/// - sources: no output register is read; i# only by loop and rep, b# only
///   by if and callnz, p0 only by if, callnz and breakp (or as a predicate),
///   labels only by call, callnz and label, samplers only as the sampler of
///   texld/texldl/texldd. (The ps_3_0 register page also restricts vFace to
///   setp, if_comp and break_comp, but compiled shaders read it with cmp;
///   that restriction is not applied.)
/// - relative addressing: c# by a0.x in vs_1_1; c# by a0 or aL in vs_2_0 and
///   vs_2_x; c# and v# by a0 or aL and o# by aL in vs_3_0; v# by aL in
///   ps_3_0; nothing else.
/// - read ports (sm1): an instruction reads at most one c# and one v# in
///   vs_1_1; in ps_1_x at most two c#, two r# (three in ps_1_4), two t# in
///   ps_1_1, three in ps_1_2/ps_1_3, one in ps_1_4, and two v#.
/// - operand kinds of loop (aL, i#), rep (i#), if (b# or p0 with a
///   replicate swizzle), callnz (label, b# or p0), call and label (labels),
///   breakp (p0 with a replicate swizzle);
/// - operand forms of def/defi/defb, if_comp/break_comp, sincos, crs, nrm,
///   sgn, the m#x# macros, vs_1_1 frc, the sm2+ texture loads and the pixel
///   shader scalar instructions (see [`forms`]).
///
/// Kept: writes of read-only files, a0 written by anything but mov (vs_1_1)
/// or mova, p0 by anything but setp, operands of the wrong file, relative
/// addressing the model has no storage for, def of a file other than its
/// own. Relaxed: read ports, `mov a0` with a wider mask, non-replicate p0
/// swizzles, and every operand form of [`forms`] but def's file.
pub fn check(s: &Shader, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    let m = Model::new(s.version);
    for i in &s.instructions {
        if let Some(d) = &i.dst {
            if !is_decl(i.opcode) && !matches!(i.opcode, Opcode::TexKill) {
                destination(m, i, d, relaxed)?;
            }
            if let Some(rel) = d.relative {
                relative(m, i, d.reg, rel, true)?;
            }
        }
        for (k, src) in i.src.iter().enumerate() {
            source(m, i, k, src, relaxed)?;
            if let Some(rel) = src.relative {
                relative(m, i, src.reg, rel, false)?;
            }
        }
        read_ports(m, i, relaxed);
        forms(m, i, relaxed)?;
    }
    Ok(())
}

fn destination(m: Model, i: &Instruction, d: &Dst, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    use RegType::*;
    let v = m.v;
    let writable = match d.reg.ty {
        Temp => true,
        RastOut | AttrOut | Output => m.vs,
        AddrOrTexture => m.vs || m.ps_legacy(),
        ColorOut | DepthOut => !m.vs && m.major >= 2,
        Predicate => true,
        _ => false,
    };
    if !writable {
        return Err(error(i, K::NotWritable { version: v, reg: d.reg }));
    }
    let op = i.opcode;
    let address = m.vs && d.reg.ty == AddrOrTexture;
    let wrong_writer = || {
        Err(error(
            i,
            K::WrongWriter {
                op: mnemonic(v, i),
                reg: d.reg,
            },
        ))
    };
    let wrong_destination = || {
        Err(error(
            i,
            K::WrongDestination {
                op: mnemonic(v, i),
                reg: d.reg,
            },
        ))
    };
    if address && m.major == 1 && op != Opcode::Mov {
        return wrong_writer();
    }
    if address && m.major == 1 && d.mask != 0x1 {
        // a0 has only .x, which relative reads use.
        relax(relaxed, i, K::AddressMask);
    }
    if address && m.major >= 2 && op != Opcode::Mova {
        return wrong_writer();
    }
    if op == Opcode::Mova && !address {
        return wrong_destination();
    }
    if d.reg.ty == Predicate && op != Opcode::Setp {
        return wrong_writer();
    }
    if op == Opcode::Setp && d.reg.ty != Predicate {
        return wrong_destination();
    }
    Ok(())
}

/// The register file a source of `i` at position `k` must come from, for
/// instructions whose sources are fixed kinds.
fn source(m: Model, i: &Instruction, k: usize, src: &Src, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    use Opcode::{BreakP, Call, CallNz, If, Rep, Tex, TexLdd, TexLdl};
    use RegType::{AttrOut, ColorOut, ConstBool, ConstInt, DepthOut, Output, Predicate, RastOut, Sampler};
    let v = m.v;
    let op = i.opcode;
    let wrong_file = || {
        Err(error(
            i,
            K::WrongOperandFile {
                op: mnemonic(v, i),
                operand: k,
                reg: src.reg,
            },
        ))
    };
    let replicate_p0 = |relaxed: &mut Relaxed| {
        if !replicate(src.swizzle) {
            relax(relaxed, i, K::ScalarSwizzle { op: mnemonic(v, i) });
        }
    };
    let ty = src.reg.ty;
    // Instructions whose operands are all of fixed kinds.
    match (op, k) {
        (Opcode::Loop, 0) => return if ty == RegType::Loop { Ok(()) } else { wrong_file() },
        (Opcode::Loop, 1) | (Rep, 0) => return if ty == ConstInt { Ok(()) } else { wrong_file() },
        (Call, 0) | (CallNz, 0) | (Opcode::Label, 0) => {
            return if ty == RegType::Label { Ok(()) } else { wrong_file() }
        }
        // Relaxed: a p0 swizzle that is not a replicate tests its first component.
        (If, 0) | (CallNz, 1) => {
            return match ty {
                ConstBool => Ok(()),
                Predicate => {
                    replicate_p0(relaxed);
                    Ok(())
                }
                _ => wrong_file(),
            }
        }
        (BreakP, 0) => {
            return match ty {
                Predicate => {
                    replicate_p0(relaxed);
                    Ok(())
                }
                _ => wrong_file(),
            }
        }
        _ => {}
    }
    let sampler_operand = k == 1 && (matches!(op, TexLdl | TexLdd) || (op == Tex && m.major >= 2));
    if sampler_operand {
        return if ty == Sampler { Ok(()) } else { wrong_file() };
    }
    let readable = !matches!(
        ty,
        RastOut | AttrOut | Output | ColorOut | DepthOut | RegType::Label | Sampler | ConstInt | ConstBool | Predicate
    );
    if readable {
        Ok(())
    } else {
        Err(error(
            i,
            K::NotReadable {
                op: mnemonic(v, i),
                reg: src.reg,
            },
        ))
    }
}

fn relative(
    m: Model,
    i: &Instruction,
    reg: Register,
    rel: crate::dxso::decode::Relative,
    dst: bool,
) -> Result<(), ValidationError> {
    use RegType::*;
    let v = m.v;
    let by_a0 = m.vs && rel.reg.ty == AddrOrTexture && rel.reg.index == 0;
    let by_al = rel.reg.ty == Loop;
    let ok = match (reg.ty, dst) {
        (Const, false) if m.vs && m.major == 1 => by_a0 && rel.component == 0,
        (Const, false) if m.vs => by_a0 || by_al,
        (Input, false) if m.vs && m.sm3() => by_a0 || by_al,
        (Output, true) if m.vs && m.sm3() => by_al,
        (Input, false) if !m.vs && m.sm3() => by_al,
        _ => false,
    };
    if ok {
        return Ok(());
    }
    Err(error(
        i,
        K::BadRelative {
            version: v,
            reg,
            relative: rel,
        },
    ))
}

/// sm1 read-port limits: how many different registers of one file an
/// instruction may read. Relaxed: a limit of the hardware's register files
/// that the translation does not share.
fn read_ports(m: Model, i: &Instruction, relaxed: &mut Relaxed) {
    use RegType::*;
    if m.major != 1 {
        return;
    }
    let limit = |ty: RegType| -> Option<usize> {
        Some(match (m.vs, ty) {
            (true, Const) => 1,
            (true, Input) => 1,
            (false, Const) => 2,
            (false, Temp) => {
                if m.ps14() {
                    3
                } else {
                    2
                }
            }
            (false, AddrOrTexture) => match m.minor {
                1 => 2,
                4 => 1,
                _ => 3,
            },
            (false, Input) => 2,
            _ => return None,
        })
    };
    let mut seen: Vec<Register> = Vec::new();
    for s in &i.src {
        if !seen.contains(&s.reg) {
            seen.push(s.reg);
        }
    }
    for ty in [Const, Temp, AddrOrTexture, Input] {
        let Some(max) = limit(ty) else { continue };
        let n = seen.iter().filter(|r| r.ty == ty).count();
        if n > max {
            let kind = K::ReadPorts {
                op: mnemonic(m.v, i),
                file: ty,
                count: n,
                limit: max,
            };
            relax(relaxed, i, kind);
            return;
        }
    }
}

/// Operand forms of particular instructions:
///
/// - def/defi/defb define c#/i#/b#, def with the full write mask;
/// - if_comp and break_comp compare replicate swizzles (vFace, a scalar,
///   needs none);
/// - sincos writes r# with .x, .y or .xy from a replicate swizzle, and in
///   shader model 2 its two extra operands are two different c# registers;
/// - crs writes r# with a mask of x, y and z only, from sources with the
///   identity swizzle that are not its destination;
/// - nrm writes r#, which is not its source; sm2 sgn's two scratch operands
///   are two different r#;
/// - m4x4/m3x4 write .xyzw, m4x3/m3x3 .xyz and m3x2 .xy; the matrix operand
///   takes no swizzle or negation; the destination is not the vector;
/// - vs_1_1 frc writes .y or .xy;
/// - ps_2_0/ps_2_x texld/texldp/texldb write r# with the full mask, read t#
///   or r# without modifier (and, in ps_2_0, without swizzle) and the sampler
///   without modifier or swizzle; every sampler operand takes no modifier;
/// - pixel shader rcp, rsq, exp, log and pow read replicate swizzles, as does
///   dp2add's third operand.
///
/// Only def's register file is kept. The rest is relaxed, and translated as
/// the hardware runs it: an instruction writes the components it computes
/// that the mask names (m#x# its rows, sincos .xy, crs .xyz); sources are
/// read before the destination is written; scalar instructions read the
/// component their swizzle selects for .w (rcp, rsq, exp, log) or .x (pow,
/// sincos, dp2add's third operand, comparisons); the sincos constants and
/// sgn scratch registers are not needed; texld takes any source and
/// destination, with modifier and swizzle, and ignores a sampler's.
fn forms(m: Model, i: &Instruction, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    use Opcode::*;
    let v = m.v;
    let op = mnemonic(v, i);
    let mut fail = |kind: K| -> Result<(), ValidationError> {
        relax(relaxed, i, kind);
        Ok(())
    };
    let dst = i.dst.as_ref();
    let mask = dst.map_or(0, |d| d.mask);
    let dst_reg = dst.map(|d| d.reg);
    let temp_dst = dst.is_some_and(|d| d.reg.ty == RegType::Temp);
    let src = |k: usize| i.src.get(k);
    match i.opcode {
        Def | DefI | DefB => {
            let ty = match i.opcode {
                Def => RegType::Const,
                DefI => RegType::ConstInt,
                _ => RegType::ConstBool,
            };
            if dst.is_some_and(|d| d.reg.ty != ty) {
                return Err(error(i, K::DefFile { op }));
            }
            if i.opcode == Def && mask != 0xF {
                return fail(K::InstructionMask { op, mask });
            }
        }
        Ifc | Breakc => {
            // vFace is a scalar: it needs no replicate swizzle.
            let scalar = |s: &Src| {
                s.reg
                    == Register {
                        ty: RegType::Misc,
                        index: 1,
                    }
            };
            if !i.src.iter().all(|s| replicate(s.swizzle) || scalar(s)) {
                return fail(K::ScalarSwizzle { op });
            }
        }
        SinCos => {
            if !temp_dst {
                return fail(K::TemporaryDestination { op });
            }
            if !matches!(mask, 0x1..=0x3) {
                return fail(K::InstructionMask { op, mask });
            }
            if src(0).is_some_and(|s| !replicate(s.swizzle)) {
                return fail(K::ScalarSwizzle { op });
            }
            if m.major == 2 {
                let (a, b) = (src(1).map(|s| s.reg), src(2).map(|s| s.reg));
                let constant = |r: Option<Register>| r.is_some_and(|r| r.ty == RegType::Const);
                if !constant(a) || !constant(b) || a == b {
                    return fail(K::ScratchOperands { op });
                }
            }
        }
        Crs => {
            if !temp_dst {
                return fail(K::TemporaryDestination { op });
            }
            if !matches!(mask, 0x1..=0x7) {
                return fail(K::InstructionMask { op, mask });
            }
            if i.src.iter().any(|s| s.swizzle != IDENTITY) {
                return fail(K::OperandSwizzle { op });
            }
            if i.src.iter().any(|s| Some(s.reg) == dst_reg) {
                return fail(K::DestinationIsSource { op });
            }
        }
        Nrm => {
            if !temp_dst {
                return fail(K::TemporaryDestination { op });
            }
            if i.src.iter().any(|s| Some(s.reg) == dst_reg) {
                return fail(K::DestinationIsSource { op });
            }
        }
        Sgn if m.major == 2 => {
            let (a, b) = (src(1).map(|s| s.reg), src(2).map(|s| s.reg));
            let temp = |r: Option<Register>| r.is_some_and(|r| r.ty == RegType::Temp);
            if !temp(a) || !temp(b) || a == b {
                return fail(K::ScratchOperands { op });
            }
        }
        M4x4 | M4x3 | M3x4 | M3x3 | M3x2 => {
            let want = match i.opcode {
                M4x4 | M3x4 => 0xF,
                M4x3 | M3x3 => 0x7,
                _ => 0x3,
            };
            if mask != want {
                return fail(K::InstructionMask { op, mask });
            }
            if src(1).is_some_and(|s| s.swizzle != IDENTITY || !matches!(s.modifier, SrcMod::None)) {
                return fail(K::OperandSwizzle { op });
            }
            if src(0).is_some_and(|s| Some(s.reg) == dst_reg) {
                return fail(K::DestinationIsSource { op });
            }
        }
        Frc if m.vs && m.major == 1 && !matches!(mask, 0x2 | 0x3) => {
            return fail(K::InstructionMask { op, mask });
        }
        Tex | TexLdl | TexLdd if m.major >= 2 => {
            if src(1).is_some_and(|s| s.modifier != SrcMod::None) {
                return fail(K::TexldForm {
                    op,
                    rule: TexldRule::SamplerModifier,
                });
            }
            if i.opcode == Tex && !m.vs && m.major == 2 {
                if !temp_dst || mask != 0xF {
                    return fail(K::TexldForm {
                        op,
                        rule: TexldRule::Destination,
                    });
                }
                let coords = src(0);
                if coords.is_some_and(|s| !matches!(s.reg.ty, RegType::Temp | RegType::AddrOrTexture)) {
                    return fail(K::TexldForm {
                        op,
                        rule: TexldRule::CoordinateFile,
                    });
                }
                if coords.is_some_and(|s| s.modifier != SrcMod::None) {
                    return fail(K::TexldForm {
                        op,
                        rule: TexldRule::CoordinateModifier,
                    });
                }
                if m.minor == 0 && coords.is_some_and(|s| s.swizzle != IDENTITY) {
                    return fail(K::TexldForm {
                        op,
                        rule: TexldRule::CoordinateSwizzle,
                    });
                }
                if src(1).is_some_and(|s| s.swizzle != IDENTITY) {
                    return fail(K::TexldForm {
                        op,
                        rule: TexldRule::SamplerSwizzle,
                    });
                }
            }
        }
        Rcp | Rsq | Exp | Log | Pow if !m.vs && !i.src.iter().all(|s| replicate(s.swizzle)) => {
            return fail(K::ScalarSwizzle { op });
        }
        Dp2Add if src(2).is_some_and(|s| !replicate(s.swizzle)) => {
            return fail(K::ScalarSwizzle { op });
        }
        _ => {}
    }
    Ok(())
}
