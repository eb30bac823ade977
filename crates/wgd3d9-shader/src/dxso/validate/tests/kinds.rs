//! The kind of one rule of each family, matched on its data rather than its
//! message.

use super::super::{FlowBlock, Mnemonic, Nesting, ResultModifier, SlotClass, TexldRule, ValidationErrorKind as K};
use super::check;
use crate::dxso::decode::{RegType, Register, SrcMod};
use crate::dxso::opcodes::Opcode;
use crate::dxso::{ShaderKind, Version};

/// The kind of the error a shader is refused with.
fn kept(text: &str) -> K {
    match check(text) {
        Ok(relaxed) => panic!("accepted (relaxed: {relaxed:?}):\n{text}"),
        Err(e) => e.kind,
    }
}

/// The kind of the first relaxed rule an accepted shader breaks.
fn relaxed(text: &str) -> K {
    match check(text) {
        Ok(mut relaxed) if !relaxed.is_empty() => relaxed.remove(0).kind,
        Ok(_) => panic!("broke no rule:\n{text}"),
        Err(e) => panic!("refused ({e}):\n{text}"),
    }
}

fn reg(ty: RegType, index: u32) -> Register {
    Register { ty, index }
}

fn version(stage: ShaderKind, major: u8, minor: u8) -> Version {
    Version { stage, major, minor }
}

/// Whether `k` names an instruction with opcode `opcode`.
fn op_is(k: &K, opcode: Opcode) -> bool {
    let op: Option<&Mnemonic> = match k {
        K::NotAvailable { op }
        | K::BadControl { op }
        | K::NotPredicable { op }
        | K::WrongWriter { op, .. }
        | K::WrongDestination { op, .. }
        | K::WrongOperandFile { op, .. }
        | K::NotReadable { op, .. }
        | K::ReadPorts { op, .. }
        | K::DefFile { op }
        | K::InstructionMask { op, .. }
        | K::ScalarSwizzle { op }
        | K::TexldForm { op, .. }
        | K::SourceModifier { op, .. }
        | K::Swizzle { op, .. }
        | K::NoResultModifier { op, .. }
        | K::DeclarationOrder { op }
        | K::NoOpenBlock { op }
        | K::WrongBlock { op, .. }
        | K::BreakOutsideLoop { op }
        | K::InstructionCount { op, .. }
        | K::TextureAfterArithmetic { op }
        | K::TextureOrder { op, .. }
        | K::TexmWithoutPad { op }
        | K::WriteMask { op, .. }
        | K::EmptyMask { op }
        | K::TextureSourceModifier { op, .. }
        | K::UnknownResultModifier { op, .. }
        | K::TemporaryDestination { op }
        | K::DestinationIsSource { op }
        | K::ScratchOperands { op }
        | K::OperandSwizzle { op }
        | K::AfterRet { op }
        | K::TextureDestination { op, .. }
        | K::ArithmeticReadsTexture { op }
        | K::TexcoordSelector { op }
        | K::PhasePlacement { op } => Some(op),
        _ => None,
    };
    op.is_some_and(|op| op.opcode == opcode)
}

#[test]
fn register_files() {
    assert_eq!(
        kept("vs_1_1\nmov r12, c0\n"),
        K::RegisterOutOfRange {
            version: version(ShaderKind::Vertex, 1, 1),
            reg: reg(RegType::Temp, 12),
            count: 12,
        }
    );
    assert_eq!(
        kept("vs_2_0\nsetp_gt p0, r0, c0\n"),
        K::NoSuchFile {
            version: version(ShaderKind::Vertex, 2, 0),
            reg: reg(RegType::Predicate, 0),
        }
    );
}

#[test]
fn instructions_control_coissue_and_predication() {
    let k = kept("ps_2_0\ndsx r0, c0\n");
    assert!(matches!(k, K::NotAvailable { .. }) && op_is(&k, Opcode::Dsx), "{k:?}");
    let k = kept("ps_1_4\ntexldp r0, t0\n");
    assert!(
        matches!(
            k,
            K::BadControl {
                op: Mnemonic {
                    opcode: Opcode::Tex,
                    control: 1,
                    ..
                }
            }
        ),
        "{k:?}"
    );
    assert_eq!(
        kept("ps_2_0\nmov r0.xyz, c0\n+mov r0.w, c1\n"),
        K::CoissueUnavailable {
            version: version(ShaderKind::Pixel, 2, 0)
        }
    );
    assert_eq!(kept("ps_1_1\nmov r0, c0\n+mov r1.a, c1\n"), K::CoissueMasks);
    assert_eq!(
        kept("ps_1_2\nmov r0.rgb, c0\n+dp4 r0.a, c0, c1\n"),
        K::CoissueOpcode { opcode: Opcode::Dp4 }
    );
    let k = kept("vs_2_x\n(p0) rep i0\nendrep\n");
    assert!(matches!(k, K::NotPredicable { .. }) && op_is(&k, Opcode::Rep), "{k:?}");
    assert_eq!(
        relaxed("vs_2_x\nsetp_lt p0, c0, c1\n(p0.xy) mov r0, c0\n"),
        K::PredicateSwizzle
    );
}

#[test]
fn operands() {
    assert_eq!(
        kept("vs_2_0\nmov c0, r0\n"),
        K::NotWritable {
            version: version(ShaderKind::Vertex, 2, 0),
            reg: reg(RegType::Const, 0),
        }
    );
    let k = kept("vs_2_x\nmov p0, c0\n");
    assert!(
        matches!(
            k,
            K::WrongWriter {
                reg: Register {
                    ty: RegType::Predicate,
                    ..
                },
                ..
            }
        ) && op_is(&k, Opcode::Mov),
        "{k:?}"
    );
    let k = kept("vs_2_0\nmova r0, c0\n");
    assert!(
        matches!(k, K::WrongDestination { .. }) && op_is(&k, Opcode::Mova),
        "{k:?}"
    );
    let k = kept("vs_2_0\nrep c0\nendrep\n");
    assert!(
        matches!(
            k,
            K::WrongOperandFile {
                operand: 0,
                reg: Register {
                    ty: RegType::Const,
                    index: 0
                },
                ..
            }
        ) && op_is(&k, Opcode::Rep),
        "{k:?}"
    );
    let k = kept("vs_2_0\nmov r0, oPos\n");
    assert!(
        matches!(
            k,
            K::NotReadable {
                reg: Register {
                    ty: RegType::RastOut,
                    index: 0
                },
                ..
            }
        ),
        "{k:?}"
    );
    let k = kept("ps_3_0\nmov r0, c[aL]\n");
    assert!(
        matches!(&k, K::BadRelative { reg: Register { ty: RegType::Const, index: 0 }, relative, .. }
            if relative.reg.ty == RegType::Loop),
        "{k:?}"
    );
    let k = relaxed("vs_1_1\nmad r0, c0, c1, r1\n");
    assert!(
        matches!(
            k,
            K::ReadPorts {
                file: RegType::Const,
                count: 2,
                limit: 1,
                ..
            }
        ) && op_is(&k, Opcode::Mad),
        "{k:?}"
    );
}

#[test]
fn operand_forms() {
    let k = kept("vs_2_0\ndef r0, 1, 2, 3, 4\n");
    assert!(matches!(k, K::DefFile { .. }) && op_is(&k, Opcode::Def), "{k:?}");
    let k = relaxed("vs_2_0\nm3x3 r0, r1, c0\n");
    assert!(
        matches!(k, K::InstructionMask { mask: 0xF, .. }) && op_is(&k, Opcode::M3x3),
        "{k:?}"
    );
    let k = relaxed("ps_2_0\nrcp r0, c0\n");
    assert!(matches!(k, K::ScalarSwizzle { .. }) && op_is(&k, Opcode::Rcp), "{k:?}");
    let k = relaxed("vs_2_0\nnrm r1, r1\n");
    assert!(
        matches!(k, K::DestinationIsSource { op } if op.opcode == Opcode::Nrm),
        "{k:?}"
    );
    let k = relaxed("vs_2_0\nsgn r0, c0, r1, r1\n");
    assert!(
        matches!(k, K::ScratchOperands { op } if op.opcode == Opcode::Sgn),
        "{k:?}"
    );
    let k = relaxed("ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0.xy, t0, s0\n");
    assert!(
        matches!(
            k,
            K::TexldForm {
                rule: TexldRule::Destination,
                ..
            }
        ) && op_is(&k, Opcode::Tex),
        "{k:?}"
    );
}

#[test]
fn modifiers_and_masks() {
    assert_eq!(kept("vs_2_0\nmov r0, !c0\n"), K::NotModifier);
    let k = kept("ps_1_4\nmov r0, v0_dz\n");
    assert!(
        matches!(
            k,
            K::SourceModifier {
                modifier: SrcMod::Dz,
                ..
            }
        ) && op_is(&k, Opcode::Mov),
        "{k:?}"
    );
    let k = relaxed("ps_2_0\nmov r0, c0_bias\n");
    assert!(
        matches!(
            k,
            K::SourceModifier {
                modifier: SrcMod::Bias,
                ..
            }
        ),
        "{k:?}"
    );
    assert_eq!(relaxed("vs_3_0\nadd r0, c0_abs, c1\n"), K::MixedAbs);
    let k = relaxed("ps_2_0\nmov r0, c0.xzyw\n");
    assert!(
        matches!(
            k,
            K::Swizzle {
                swizzle: [0, 2, 1, 3],
                ..
            }
        ),
        "{k:?}"
    );
    assert_eq!(
        relaxed("ps_2_0\nmov_x2 r0, c0\n"),
        K::ResultModifierUnavailable {
            version: version(ShaderKind::Pixel, 2, 0),
            modifier: ResultModifier::Shift(1),
        }
    );
    let k = relaxed("ps_1_1\ntex_sat t0\n");
    assert!(
        matches!(
            k,
            K::NoResultModifier {
                modifier: ResultModifier::Saturate,
                ..
            }
        ) && op_is(&k, Opcode::Tex),
        "{k:?}"
    );
    assert_eq!(
        relaxed("ps_2_0\nmov_sat oC0, c0\n"),
        K::SaturateOutput {
            version: version(ShaderKind::Pixel, 2, 0),
            reg: reg(RegType::ColorOut, 0),
        }
    );
    let k = relaxed("ps_1_3\ndp3 r0.a, v0, v1\n");
    assert!(
        matches!(k, K::WriteMask { mask: 0x8, .. }) && op_is(&k, Opcode::Dp3),
        "{k:?}"
    );
}

#[test]
fn declarations() {
    let k = relaxed("ps_3_0\nmov r0, c0\ndefb b0, true\n");
    assert!(
        matches!(k, K::DeclarationOrder { .. }) && op_is(&k, Opcode::DefB),
        "{k:?}"
    );
    assert_eq!(
        kept("vs_2_0\ndcl_texcoord oT0\n"),
        K::CannotDeclare {
            version: version(ShaderKind::Vertex, 2, 0),
            reg: reg(RegType::Output, 0),
        }
    );
    assert_eq!(
        kept("vs_2_0\ndcl_position v0\ndcl_normal v0\n"),
        K::DeclaredTwice {
            version: version(ShaderKind::Vertex, 2, 0),
            reg: reg(RegType::Input, 0),
        }
    );
    assert_eq!(
        kept("vs_3_0\ndcl_texcoord o1.xy\ndcl_texcoord o2\n"),
        K::UsageDeclaredTwice { usage: 5, index: 0 }
    );
    assert_eq!(
        kept("vs_3_0\ndcl_position v0\nmov o0, v0\n"),
        K::Undeclared {
            version: version(ShaderKind::Vertex, 3, 0),
            reg: reg(RegType::Output, 0),
            written: true,
        }
    );
    assert!(matches!(
        relaxed("ps_2_0\nmov oC0, t0\n"),
        K::Undeclared { written: false, .. }
    ));
}

#[test]
fn flow_control() {
    assert_eq!(
        kept("vs_2_0\ndefb b0, true\nif b0\n"),
        K::Unclosed { block: FlowBlock::If }
    );
    let k = kept("vs_2_0\ndefi i0, 1, 0, 0, 0\nrep i0\nendloop\n");
    assert!(
        matches!(
            k,
            K::WrongBlock {
                block: FlowBlock::Rep,
                at: 7,
                ..
            }
        ) && op_is(&k, Opcode::EndLoop),
        "{k:?}"
    );
    let k = kept("vs_2_0\nendrep\n");
    assert!(matches!(k, K::NoOpenBlock { .. }) && op_is(&k, Opcode::EndRep), "{k:?}");
    assert_eq!(
        kept("vs_2_0\ndefb b0, true\nif b0\nret\nendif\n"),
        K::RetInsideBlock {
            block: FlowBlock::If,
            at: 4
        }
    );
    assert_eq!(kept("vs_2_0\ncall l3\nret\n"), K::UndefinedLabel { label: 3 });
    assert_eq!(
        kept("ps_3_0\ncall l1\nret\nlabel l1\ncall l1\nret\n"),
        K::Recursion { label: 1 }
    );
    assert_eq!(kept("vs_2_0\nmov r0, c[aL]\n"), K::LoopCounterOutsideLoop);
    let k = kept("vs_2_x\nbreak\n");
    assert!(
        matches!(k, K::BreakOutsideLoop { .. }) && op_is(&k, Opcode::Break),
        "{k:?}"
    );
    let deep = "vs_2_0\ndefi i0, 2, 0, 1, 0\nloop aL, i0\ncall l0\nendloop\nret\nlabel l0\nrep i0\nendrep\nret\n";
    assert_eq!(
        relaxed(deep),
        K::NestingDepth {
            version: version(ShaderKind::Vertex, 2, 0),
            counter: Nesting::LoopRep,
            depth: 2,
            limit: 1,
            subroutine: None,
        }
    );
}

#[test]
fn ps_1_x_texture_rules() {
    assert_eq!(
        kept("ps_1_1\nmul r0, r1, v0\n"),
        K::ReadBeforeWrite {
            version: version(ShaderKind::Pixel, 1, 1),
            reg: reg(RegType::Temp, 1),
        }
    );
    let k = relaxed("ps_1_2\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\n");
    assert!(
        matches!(k, K::InstructionCount { limit: 3, .. }) && op_is(&k, Opcode::Cmp),
        "{k:?}"
    );
    let k = kept("ps_1_1\ntex t1\ntexbem t0, t1\n");
    assert!(
        matches!(k, K::TextureOrder { dst: 0, src: 1, .. }) && op_is(&k, Opcode::TexBem),
        "{k:?}"
    );
    assert_eq!(
        kept("ps_1_1\ntex t0\ntexm3x2pad t1, t0\n"),
        K::TexmUnfinished { rows: 2 }
    );
    let k = kept("ps_1_1\ntex t0\ntexm3x2tex t1, t0\n");
    assert!(
        matches!(k, K::TexmWithoutPad { .. }) && op_is(&k, Opcode::TexM3x2Tex),
        "{k:?}"
    );
    assert_eq!(kept("ps_1_4\nphase\nphase\n"), K::SecondPhase);
    let k = kept("ps_1_4\nmov r0, c0\ntexld r1, t0\n");
    assert!(
        matches!(k, K::TextureAfterArithmetic { .. }) && op_is(&k, Opcode::Tex),
        "{k:?}"
    );
    assert_eq!(
        kept("ps_1_4\ntexld r0, t0_dw\n"),
        K::ProjectModifier { modifier: SrcMod::Dw }
    );
    assert_eq!(relaxed("ps_1_4\nmov r0, v0\nphase\n"), K::InputInFirstPhase);
}

#[test]
fn instruction_slots() {
    let mut text = String::from("ps_2_0\n");
    for _ in 0..65 {
        text += "mov r0, c0\n";
    }
    assert_eq!(
        relaxed(&text),
        K::Slots {
            version: version(ShaderKind::Pixel, 2, 0),
            class: SlotClass::Arithmetic,
            limit: 64,
            used: 65,
            phase: None,
        }
    );
}

/// The error's Display is "token {offset}: {kind}".
#[test]
fn errors_display_their_offset_and_kind() {
    let e = check("vs_1_1\nmov r12, c0\n").unwrap_err();
    assert_eq!(e.offset, 1);
    assert_eq!(e.to_string(), "token 1: r12 is out of range (vs_1_1 has 12)");
}
