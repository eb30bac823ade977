//! Source modifiers, result modifiers and write masks per model.
//!
//! Sources: "Vertex Shader Source Register Modifiers", "Pixel Shader Source
//! Register Modifiers", "Modifiers for ps_1_X", "Modifiers for ps_2_0 and
//! Above", the vertex shader instruction modifiers page and "Destination
//! Register Write Mask".

use super::{
    error, is_decl, is_ps1_texture, mnemonic, relax, Model, Relaxed, ResultModifier, ValidationError,
    ValidationErrorKind as K,
};
use crate::dxso::decode::{result_mod, Dst, Instruction, RegType, Shader, Src, SrcMod};
use crate::dxso::opcodes::Opcode;

/// Checks modifiers and masks:
///
/// Source modifiers:
/// - negation everywhere (but not on the matrix operand of m#x#, which
///   `operands` checks);
/// - `_abs` only in vs_3_0 and ps_3_0, where an instruction reading c#
///   registers takes `_abs` on all of them or on none;
/// - `!` only on the b# or p0 operand of if, callnz and breakp;
/// - `_bias`, `1-`, `_bx2` only in ps_1_x, `_x2` only in ps_1_4, and `_dz`/
///   `_dw` only on ps_1_4 texld/texcrd (their rules are in `ps1`);
/// - ps_1_x: source modifiers only on arithmetic instructions, except `_bx2`
///   on the source of texm* instructions (ps_1_1) or of any texture address
///   instruction (ps_1_2, ps_1_3); ps_1_4 takes no modifier on c#.
///
/// Result modifiers:
/// - shifts (`_x2`, `_x4`, `_d2`; `_x8`, `_d4`, `_d8` in ps_1_4 only) only on
///   ps_1_x arithmetic instructions;
/// - `_sat`: ps_1_x arithmetic instructions; ps_2_0 and up on anything but
///   frc, sincos and the texture instructions, and in ps_2_0/ps_2_x not when
///   writing oC# or oDepth; in vertex shaders only in vs_3_0, not on frc,
///   sincos or texldl;
/// - `_pp` only from ps_2_0 on; `_centroid` only from ps_2_0 on, on dcl of an
///   input and on texld*, dsx and dsy.
///
/// Source swizzles (pixel shaders; "Source Register Swizzling"): ps_1_1..
/// ps_1_3 read .xyzw, .w, or .z when writing .w only; ps_1_4 adds the other
/// replicate swizzles (its texld/texcrd selectors are checked in `ps1`);
/// ps_2_0 adds .yzxw, .zxyw and .wzyx; ps_2_x and ps_3_0 take any swizzle.
/// In ps_1_4 and ps_2_0, componentwise instructions (mov, add, mul, ...) are
/// held to that only in the components they write.
///
/// Write masks: never empty; in ps_1_1..ps_1_3 .xyzw, .xyz or .w only (dp3:
/// .xyz or .xyzw), and texture address instructions take no mask.
///
/// Kept: `!` outside flow control, `_dz`/`_dw` outside ps_1_4 texld/texcrd
/// (and other modifiers on those), unknown result modifier bits, shifts and
/// `_sat` on declarations, empty masks. Everything else is relaxed: the
/// translation applies any modifier, swizzle, shift or mask as written.
pub fn check(s: &Shader, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    let m = Model::new(s.version);
    for i in &s.instructions {
        for (k, src) in i.src.iter().enumerate() {
            source(m, i, k, src, relaxed)?;
            swizzle(m, i, src, relaxed);
        }
        if m.sm3() {
            let constants = i.src.iter().filter(|s| s.reg.ty == RegType::Const);
            let abs = constants
                .clone()
                .filter(|s| matches!(s.modifier, SrcMod::Abs | SrcMod::AbsNeg));
            let (n, a) = (constants.count(), abs.count());
            if a != 0 && a != n {
                relax(relaxed, i, K::MixedAbs);
            }
        }
        if let Some(d) = &i.dst {
            result(m, i, d, relaxed)?;
            mask(m, i, d, relaxed)?;
        }
    }
    Ok(())
}

fn source(m: Model, i: &Instruction, k: usize, src: &Src, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    use SrcMod::*;
    let v = m.v;
    let op = i.opcode;
    let bad = |kind| Err(error(i, kind));
    let modifier = src.modifier;
    if modifier == None {
        return Ok(());
    }
    let allowed = match modifier {
        None => true,
        Neg => true,
        Abs | AbsNeg => m.sm3(),
        Not => {
            let flow = matches!((op, k), (Opcode::If, 0) | (Opcode::CallNz, 1) | (Opcode::BreakP, 0));
            let boolean = matches!(src.reg.ty, RegType::ConstBool | RegType::Predicate);
            if !(flow && boolean) {
                return bad(K::NotModifier);
            }
            true
        }
        Bias | BiasNeg | Sign | SignNeg | Comp => m.ps1(),
        X2 | X2Neg => m.ps14(),
        Dz | Dw => m.ps14() && matches!(op, Opcode::Tex | Opcode::TexCoord),
    };
    if !allowed {
        let text = K::SourceModifier {
            op: mnemonic(v, i),
            modifier,
        };
        // The divisions are texld/texcrd projections: elsewhere they mean nothing.
        if matches!(modifier, Dz | Dw) {
            return bad(text);
        }
        relax(relaxed, i, text);
    }
    if m.ps1() && is_ps1_texture(op) {
        let texm = matches!(
            op,
            Opcode::TexM3x2Pad
                | Opcode::TexM3x2Tex
                | Opcode::TexM3x2Depth
                | Opcode::TexM3x3Pad
                | Opcode::TexM3x3Tex
                | Opcode::TexM3x3Spec
                | Opcode::TexM3x3VSpec
                | Opcode::TexM3x3
        );
        let ok = if m.ps14() {
            matches!(modifier, Dz | Dw)
        } else {
            modifier == Sign && (texm || m.minor >= 2)
        };
        if !ok {
            let text = K::TextureSourceModifier {
                op: mnemonic(v, i),
                modifier,
            };
            // ps_1_4's texld/texcrd modifiers select the coordinate's projection.
            if m.ps14() {
                return bad(text);
            }
            relax(relaxed, i, text);
        }
    }
    if m.ps14() && src.reg.ty == RegType::Const {
        relax(relaxed, i, K::ConstantSourceModifier);
    }
    Ok(())
}

/// Relaxed: the translation applies any swizzle.
fn swizzle(m: Model, i: &Instruction, src: &Src, relaxed: &mut Relaxed) {
    const W: [u8; 4] = [3; 4];
    const Z: [u8; 4] = [2; 4];
    const SM2: [[u8; 4]; 3] = [[1, 2, 0, 3], [2, 0, 1, 3], [3, 2, 1, 0]];
    let sw = src.swizzle;
    if m.vs || m.sm2x() || m.sm3() || sw == super::IDENTITY {
        return;
    }
    // Componentwise instructions only read the components they write: the
    // others may hold anything.
    let componentwise = matches!(
        i.opcode,
        Opcode::Mov
            | Opcode::Add
            | Opcode::Sub
            | Opcode::Mul
            | Opcode::Mad
            | Opcode::Min
            | Opcode::Max
            | Opcode::Lrp
            | Opcode::Cmp
            | Opcode::Abs
            | Opcode::Frc
    );
    let mask = match i.dst {
        Some(d) if componentwise => d.mask,
        _ => 0xF,
    };
    let matches = |allowed: [u8; 4]| (0..4).all(|c| mask & (1 << c) == 0 || sw[c] == allowed[c]);
    let replicate = (0..4).any(|c| matches([c; 4]));
    let ok = if m.ps_legacy() {
        sw == W || (sw == Z && i.dst.is_some_and(|d| d.mask == 0x8))
    } else if m.ps14() {
        replicate || matches!(i.opcode, Opcode::Tex | Opcode::TexCoord)
    } else {
        replicate || matches(super::IDENTITY) || SM2.into_iter().any(matches)
    };
    if !ok {
        let kind = K::Swizzle {
            op: mnemonic(m.v, i),
            swizzle: sw,
        };
        relax(relaxed, i, kind);
    }
}

fn result(m: Model, i: &Instruction, d: &Dst, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    use Opcode::*;
    let v = m.v;
    let op = i.opcode;
    let op_name = mnemonic(v, i);
    let bad = |kind| Err(error(i, kind));
    let known = result_mod::SATURATE | result_mod::PARTIAL_PRECISION | result_mod::CENTROID;
    if d.modifiers & !known != 0 {
        return bad(K::UnknownResultModifier {
            op: op_name,
            modifiers: d.modifiers,
        });
    }
    let texture = if m.ps1() {
        is_ps1_texture(op)
    } else {
        matches!(op, Tex | TexLdd | TexLdl | TexKill)
    };
    if d.shift != 0 {
        let available = match d.shift {
            1 | 2 | -1 => m.ps1(),
            3 | -2 | -3 => m.ps14(),
            _ => false,
        };
        let shift = ResultModifier::Shift(d.shift);
        let no_shift = K::NoResultModifier {
            op: op_name,
            modifier: shift,
        };
        if is_decl(op) || op == Phase {
            return bad(no_shift);
        }
        if !available {
            let kind = K::ResultModifierUnavailable {
                version: v,
                modifier: shift,
            };
            relax(relaxed, i, kind);
        } else if texture {
            relax(relaxed, i, no_shift);
        }
    }
    let ps2 = !m.vs && m.major >= 2;
    if d.modifiers & result_mod::SATURATE != 0 {
        let no_sat = K::NoResultModifier {
            op: op_name,
            modifier: ResultModifier::Saturate,
        };
        if is_decl(op) {
            return bad(no_sat);
        }
        let why = if m.vs && !m.sm3() {
            Some(K::ResultModifierUnavailable {
                version: v,
                modifier: ResultModifier::Saturate,
            })
        } else if (m.ps1() && texture) || ((m.vs || ps2) && (texture || matches!(op, Frc | SinCos))) {
            // In ps_1_x the message names the texture address instruction.
            Some(no_sat)
        } else if ps2 && !m.sm3() && matches!(d.reg.ty, RegType::ColorOut | RegType::DepthOut) {
            Some(K::SaturateOutput { version: v, reg: d.reg })
        } else {
            None
        };
        if let Some(why) = why {
            relax(relaxed, i, why);
        }
    }
    // Precision and interpolation hints: where they mean nothing they are ignored.
    if d.modifiers & result_mod::PARTIAL_PRECISION != 0 && !ps2 {
        let kind = K::ResultModifierUnavailable {
            version: v,
            modifier: ResultModifier::PartialPrecision,
        };
        relax(relaxed, i, kind);
    }
    if d.modifiers & result_mod::CENTROID != 0 {
        let input_dcl = op == Dcl && d.reg.ty != RegType::Sampler;
        if !ps2 {
            let kind = K::ResultModifierUnavailable {
                version: v,
                modifier: ResultModifier::Centroid,
            };
            relax(relaxed, i, kind);
        } else if !(input_dcl || matches!(op, Tex | TexLdd | TexLdl | Dsx | Dsy)) {
            let kind = K::NoResultModifier {
                op: op_name,
                modifier: ResultModifier::Centroid,
            };
            relax(relaxed, i, kind);
        }
    }
    Ok(())
}

fn mask(m: Model, i: &Instruction, d: &Dst, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    let op = i.opcode;
    if op == Opcode::Dcl && d.reg.ty == RegType::Sampler {
        return Ok(());
    }
    if d.mask == 0 {
        return Err(error(i, K::EmptyMask { op: mnemonic(m.v, i) }));
    }
    if !m.ps_legacy() || is_decl(op) {
        return Ok(());
    }
    if is_ps1_texture(op) {
        if d.mask != 0xF {
            let kind = K::InstructionMask {
                op: mnemonic(m.v, i),
                mask: d.mask,
            };
            relax(relaxed, i, kind);
        }
        return Ok(());
    }
    let allowed: &[u8] = if op == Opcode::Dp3 {
        &[0xF, 0x7]
    } else {
        &[0xF, 0x7, 0x8]
    };
    if !allowed.contains(&d.mask) {
        let kind = K::WriteMask {
            op: mnemonic(m.v, i),
            mask: d.mask,
        };
        relax(relaxed, i, kind);
    }
    Ok(())
}
