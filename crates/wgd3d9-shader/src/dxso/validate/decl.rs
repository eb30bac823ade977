//! Declarations: where dcl, def, defi and defb may stand, what dcl declares
//! in each model, and the registers that must be declared before use.
//!
//! Sources: "dcl_usage input (sm1, sm2, sm3 - vs asm)", "dcl_usage output
//! (sm1, sm2, sm3 - vs asm)", "dcl - (sm2, sm3 - ps asm)",
//! "dcl_samplerType (sm2, sm3 - ps asm)", "def - ps" and the "Requires DCL"
//! column of the register tables.

use super::{error, is_decl, mnemonic, relax, Model, Relaxed, ValidationError, ValidationErrorKind as K};
use crate::dxso::decode::{Instruction, RegType, Register, Shader};
use crate::dxso::opcodes::{Opcode, DECL_USAGES};

/// One declared register (or part of one: vs_3_0 outputs and ps_3_0 inputs
/// may declare disjoint masks of a register separately).
struct Declared {
    reg: Register,
    mask: u8,
    semantic: Option<(u8, u8)>,
}

/// Checks declarations:
///
/// - dcl comes before every instruction that is not a declaration, and so
///   do def, defi and defb in pixel shaders ("def - ps"; the vertex shader
///   pages set no place for def); they may be mixed among themselves;
/// - dcl declares: in vertex shaders v# (every model; v# "requires DCL" from
///   vs_1_1 on), and in vs_3_0 also o# and s#; in ps_2_0/ps_2_x t#, v# and
///   s#; in ps_3_0 v#, s#, vPos and vFace; ps_1_x has no dcl;
/// - a sampler is declared 2d, cube or volume (texture type 2, 3 or 4);
/// - vertex inputs, vs_3_0 outputs and ps_3_0 inputs carry a D3DDECLUSAGE
///   usage, and no usage/index pair is declared twice;
/// - a register is declared once; vs_3_0 outputs and ps_3_0 inputs may be
///   declared again with a disjoint write mask;
/// - vPos is declared with .x, .y or .xy;
/// - every register that requires a declaration is declared before it is
///   read: v# in vertex shaders, t# and v# in ps_2_0/ps_2_x, v#, vPos and
///   vFace in ps_3_0, s# wherever there are samplers; in vs_3_0 every o#
///   written is declared.
///
/// Relaxed: declarations after instructions (the translation reads every
/// declaration first), vPos's mask, and reads of registers that name their
/// own meaning without a declaration: t# (TEXCOORDn) and v# (COLORn) in
/// ps_2_0/ps_2_x, vPos and vFace in ps_3_0.
pub fn check(s: &Shader, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    let m = Model::new(s.version);
    let mut executable = false;
    let mut declared: Vec<Declared> = Vec::new();
    for i in &s.instructions {
        if !is_decl(i.opcode) {
            executable = true;
            uses(m, i, &declared, relaxed)?;
            continue;
        }
        if executable && (i.opcode == Opcode::Dcl || !m.vs) {
            relax(relaxed, i, K::DeclarationOrder { op: mnemonic(m.v, i) });
        }
        if i.opcode == Opcode::Dcl {
            declare(m, i, &mut declared, relaxed)?;
        }
    }
    Ok(())
}

fn declare(
    m: Model,
    i: &Instruction,
    declared: &mut Vec<Declared>,
    relaxed: &mut Relaxed,
) -> Result<(), ValidationError> {
    use RegType::*;
    let v = m.v;
    let (Some(d), Some(decl)) = (i.dst, i.decl) else {
        return Ok(());
    };
    let reg = d.reg;
    let ok = match d.reg.ty {
        Input => true,
        Output => m.vs && m.sm3(),
        Sampler => m.sm3() || !m.vs,
        AddrOrTexture => !m.vs && m.major == 2,
        Misc => !m.vs && m.sm3(),
        _ => false,
    };
    if !ok {
        return Err(error(i, K::CannotDeclare { version: v, reg }));
    }
    if d.relative.is_some() {
        return Err(error(i, K::DeclRelative));
    }
    if d.reg.ty == Sampler && !(2..=4).contains(&decl.texture_type) {
        let kind = K::SamplerType {
            version: v,
            reg,
            texture_type: decl.texture_type,
        };
        return Err(error(i, kind));
    }
    if d.reg.ty == Misc && d.reg.index == 0 && !matches!(d.mask, 0x1..=0x3) {
        relax(relaxed, i, K::VPosMask);
    }
    // Usages: vertex inputs, vs_3_0 outputs and ps_3_0 inputs.
    let with_usage = matches!(d.reg.ty, Input | Output) && (m.vs || m.sm3());
    let semantic = if with_usage {
        if usize::from(decl.usage) >= DECL_USAGES.len() {
            let kind = K::UnknownUsage {
                version: v,
                reg,
                usage: decl.usage,
            };
            return Err(error(i, kind));
        }
        // The pixel's position is vPos: ps_3_0 has no POSITION0 input.
        if !m.vs && d.reg.ty == Input && decl.usage == 0 && decl.usage_index == 0 {
            return Err(error(i, K::PixelPosition { version: v, reg }));
        }
        Some((decl.usage, decl.usage_index))
    } else {
        None
    };
    let packable = matches!(d.reg.ty, Input | Output) && m.sm3() && (d.reg.ty == Output || !m.vs);
    for other in declared.iter() {
        if other.reg == d.reg && (!packable || other.mask & d.mask != 0) {
            return Err(error(i, K::DeclaredTwice { version: v, reg }));
        }
        let same_file = other.reg.ty == d.reg.ty;
        if semantic.is_some() && same_file && other.semantic == semantic {
            let (usage, index) = semantic.unwrap_or_default();
            return Err(error(i, K::UsageDeclaredTwice { usage, index }));
        }
    }
    declared.push(Declared {
        reg: d.reg,
        mask: d.mask,
        semantic,
    });
    Ok(())
}

/// Whether reading (or, for vs_3_0 outputs, writing) `reg` needs a
/// declaration in this model.
fn needs_declaration(m: Model, reg: Register, write: bool) -> bool {
    use RegType::*;
    match reg.ty {
        Output => write && m.vs && m.sm3(),
        _ if write => false,
        Input => m.vs || m.major >= 2,
        AddrOrTexture => !m.vs && m.major == 2,
        Misc => !m.vs && m.sm3(),
        Sampler => true,
        _ => false,
    }
}

fn uses(m: Model, i: &Instruction, declared: &[Declared], relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    let mut check = |reg: Register, write: bool| {
        if needs_declaration(m, reg, write) && !declared.iter().any(|d| d.reg == reg) {
            let text = K::Undeclared {
                version: m.v,
                reg,
                written: write,
            };
            let named_meaning = match reg.ty {
                RegType::Input | RegType::AddrOrTexture => !m.vs && m.major == 2,
                RegType::Misc => true,
                _ => false,
            };
            if !named_meaning {
                return Err(error(i, text));
            }
            relax(relaxed, i, text);
        }
        Ok(())
    };
    for s in &i.src {
        check(s.reg, false)?;
    }
    if let Some(d) = &i.dst {
        // texkill names the register it reads in its destination field.
        check(d.reg, i.opcode != Opcode::TexKill)?;
    }
    Ok(())
}
