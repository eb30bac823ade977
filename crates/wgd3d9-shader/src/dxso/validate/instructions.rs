//! Which instructions each shader model has, and the instruction-token bits
//! that depend on the model: opcode-specific control bits, co-issue and
//! predication.
//!
//! Availability follows D3D9's instruction tables ("Instructions - vs_1_1"
//! .. "ps_3_0 Instructions"); where a model's instruction depends on a device
//! cap (vs_2_x and ps_2_x), the cap is taken as offered, as wgd3d9 reports the
//! highest caps of each model.

use super::{error, mnemonic, relax, Model, Relaxed, ValidationErrorKind as K};
use crate::dxso::decode::{Instruction, RegType, Shader, SrcMod};
use crate::dxso::opcodes::Opcode;
use crate::dxso::{ShaderKind, Version};

use super::ValidationError;

/// Whether `op` exists in shader model `v`.
///
/// - vs_1_1: add, dcl, def, dp3, dp4, dst, exp, expp, frc, lit, log, logp,
///   m3x2..m4x4, mad, max, min, mov, mul, nop, rcp, rsq, sge, slt, sub.
/// - vs_2_0 adds abs, call, callnz, crs, defb, defi, else, endif, endloop,
///   endrep, if, label, loop, lrp, mova, nrm, pow, rep, ret, sgn, sincos.
/// - vs_2_x adds break, break_comp, breakp, if_comp and setp (predication).
/// - vs_3_0 adds texldl (and sampler declarations).
/// - ps_1_1: add, cnd, def, dp3, lrp, mad, mov, mul, nop, sub, tex, texbem,
///   texbeml, texcoord, texkill, texm3x2pad, texm3x2tex, texm3x3pad,
///   texm3x3tex, texm3x3spec, texm3x3vspec, texreg2ar, texreg2gb.
/// - ps_1_2 adds cmp, dp4, texdp3, texdp3tex, texm3x3, texreg2rgb; ps_1_3
///   adds texm3x2depth.
/// - ps_1_4 has the arithmetic of ps_1_3 plus bem and phase, and only texld,
///   texcrd, texkill and texdepth for textures.
/// - ps_2_0: abs, add, cmp, crs, dcl, def, dp2add, dp3, dp4, exp, frc, log,
///   lrp, m3x2..m4x4, mad, max, min, mov, mul, nop, nrm, pow, rcp, rsq,
///   sincos, sub, texkill, texld/texldb/texldp. No pixel model has slt, sge,
///   sgn, lit, dst, mova, expp or logp, nor cnd after ps_1_4.
/// - ps_2_x adds break, break_comp, breakp, call, callnz, defb, defi, dsx,
///   dsy, else, endif, endrep, if, if_comp, label, rep, ret, setp, texldd
///   (no loop); ps_3_0 adds loop, endloop and texldl.
pub fn available(v: Version, op: Opcode) -> bool {
    use Opcode::*;
    let m = Model::new(v);
    let flow = if m.vs { m.major >= 2 } else { m.sm2x() || m.sm3() };
    match op {
        Nop | Mov | Add | Sub | Mad | Mul | Dp3 | Def => true,
        Dp4 => m.vs || m.major != 1 || m.minor != 1,
        Rcp | Rsq | Min | Max | Exp | Log | Frc | M4x4 | M4x3 | M3x4 | M3x3 | M3x2 | Dcl => m.vs || m.major >= 2,
        Slt | Sge | Lit | Dst | ExpP | LogP => m.vs,
        Lrp => !m.vs || m.major >= 2,
        Abs | Crs | Nrm | Pow | SinCos => m.major >= 2,
        Sgn | Mova => m.vs && m.major >= 2,
        Call | CallNz | Label | Ret | If | Else | EndIf | Rep | EndRep | DefI | DefB => flow,
        Loop | EndLoop => {
            if m.vs {
                m.major >= 2
            } else {
                m.sm3()
            }
        }
        Break | Breakc | BreakP | Ifc | Setp => m.sm2x() || m.sm3(),
        TexLdl => m.sm3(),
        Dsx | Dsy | TexLdd => !m.vs && (m.sm2x() || m.sm3()),
        Cmp => !m.vs && (m.major != 1 || m.minor != 1),
        Cnd => m.ps1(),
        Dp2Add => !m.vs && m.major >= 2,
        Tex | TexKill => !m.vs,
        TexCoord => m.ps1(),
        TexBem | TexBemL | TexReg2Ar | TexReg2Gb | TexM3x2Pad | TexM3x2Tex | TexM3x3Pad | TexM3x3Tex | TexM3x3Spec
        | TexM3x3VSpec => m.ps_legacy(),
        TexReg2Rgb | TexDp3 | TexDp3Tex | TexM3x3 => m.ps_legacy() && m.minor >= 2,
        TexM3x2Depth => m.ps_legacy() && m.minor == 3,
        TexDepth | Bem | Phase => m.ps14(),
    }
}

/// Checks each instruction against the model:
///
/// - the instruction exists in the model ([`available`]);
/// - opcode-specific control bits: texld's project and bias bits
///   (texldp/texldb) only from ps_2_0 on, a comparison (1..=6) on if_comp,
///   break_comp and setp, and none anywhere else;
/// - co-issue (`+`) only in ps_1_x, on an arithmetic instruction that follows
///   an arithmetic instruction that is not itself co-issued; one of the pair
///   writes alpha only and the other colour only; dp4, bem and nop are never
///   co-issued (ps_1_x register write mask and dp4/bem references);
/// - predication only where the model has p0 (vs_2_x, vs_3_0, ps_2_x,
///   ps_3_0), predicated on p0 with an optional `!` and the identity or a
///   replicate swizzle, on arithmetic and texture instructions only (not
///   flow control or declarations); vs_2_x sincos takes a replicate swizzle
///   only (setp_comp and sincos references).
///
/// Relaxed: predicate swizzles other than .xyzw or a replicate (each
/// written component is predicated by the p0 component its swizzle
/// selects). Everything else is kept.
pub fn check(s: &Shader, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    let v = s.version;
    let m = Model::new(v);
    let mut previous: Option<&Instruction> = None;
    for i in &s.instructions {
        if !available(v, i.opcode) {
            return Err(error(i, K::NotAvailable { op: mnemonic(v, i) }));
        }
        control(v, i)?;
        if i.coissue {
            coissue(m, i, previous)?;
        }
        if let Some(p) = &i.predicate {
            predicate(m, i, p, relaxed)?;
        }
        previous = Some(i);
    }
    Ok(())
}

fn control(v: Version, i: &Instruction) -> Result<(), ValidationError> {
    let ok = match i.opcode {
        Opcode::Tex if v.stage == ShaderKind::Pixel && v.major >= 2 => i.control <= 2,
        Opcode::Ifc | Opcode::Breakc | Opcode::Setp => (1..=6).contains(&i.control),
        _ => i.control == 0,
    };
    if ok {
        return Ok(());
    }
    Err(error(i, K::BadControl { op: mnemonic(v, i) }))
}

/// Arithmetic instructions of ps_1_x (the ones co-issue pairs).
fn ps1_arithmetic(op: Opcode) -> bool {
    use Opcode::*;
    matches!(op, Mov | Add | Sub | Mad | Mul | Dp3 | Dp4 | Lrp | Cnd | Cmp | Bem)
}

fn coissue(m: Model, i: &Instruction, previous: Option<&Instruction>) -> Result<(), ValidationError> {
    let fail = |kind| Err(error(i, kind));
    if !m.ps1() {
        return fail(K::CoissueUnavailable { version: m.v });
    }
    if !ps1_arithmetic(i.opcode) || matches!(i.opcode, Opcode::Dp4 | Opcode::Bem) {
        return fail(K::CoissueOpcode { opcode: i.opcode });
    }
    let Some(p) = previous.filter(|p| ps1_arithmetic(p.opcode) && !p.coissue) else {
        return fail(K::CoissueUnpaired);
    };
    if matches!(p.opcode, Opcode::Dp4 | Opcode::Bem) {
        return fail(K::CoissueOpcode { opcode: p.opcode });
    }
    let (a, b) = (p.dst.map_or(0, |d| d.mask), i.dst.map_or(0, |d| d.mask));
    let alpha_and_colour = |x: u8, y: u8| x == 0x8 && y != 0 && y & 0x8 == 0;
    if !(alpha_and_colour(a, b) || alpha_and_colour(b, a)) {
        return fail(K::CoissueMasks);
    }
    Ok(())
}

fn predicate(
    m: Model,
    i: &Instruction,
    p: &crate::dxso::decode::Src,
    relaxed: &mut Relaxed,
) -> Result<(), ValidationError> {
    use Opcode::*;
    let v = m.v;
    if p.reg.ty != RegType::Predicate {
        return Err(error(i, K::PredicateRegister { version: v, reg: p.reg }));
    }
    if !matches!(p.modifier, SrcMod::None | SrcMod::Not) {
        return Err(error(i, K::PredicateModifier));
    }
    let replicate = super::replicate(p.swizzle);
    if !(replicate || p.swizzle == super::IDENTITY) {
        relax(relaxed, i, K::PredicateSwizzle);
    } else if m.sm2x() && m.vs && i.opcode == SinCos && !replicate {
        relax(relaxed, i, K::SincosPredicateSwizzle);
    }
    let flow_or_setup = super::is_flow(i.opcode) || super::is_decl(i.opcode) || i.opcode == Phase;
    if flow_or_setup {
        return Err(error(i, K::NotPredicable { op: mnemonic(v, i) }));
    }
    Ok(())
}
