use super::*;
use crate::dxso::test_tokens::{dst, inst, ps, r, src, vs, END, XYZW};
use crate::dxso::ShaderKind;

#[test]
fn a_vs_3_0_transform_decodes() {
    let tokens = [
        vs(3, 0),
        inst(Opcode::Dcl, 2),
        0x8000_0000, // position0
        dst(RegType::Input, 0, 0xF),
        inst(Opcode::Dcl, 2),
        0x8000_0000,
        dst(RegType::Output, 0, 0xF),
        inst(Opcode::M4x4, 3),
        dst(RegType::Output, 0, 0xF),
        src(RegType::Input, 0, XYZW),
        src(RegType::Const, 0, XYZW),
        END,
    ];
    let s = decode(&tokens).unwrap();
    assert_eq!(s.version.stage, ShaderKind::Vertex);
    assert_eq!(s.len, tokens.len());
    assert_eq!(s.instructions.len(), 3);
    let m = &s.instructions[2];
    assert_eq!((m.offset, m.opcode), (7, Opcode::M4x4));
    assert_eq!(m.dst.unwrap().reg, r(RegType::Output, 0));
    assert_eq!(m.src[1].reg, r(RegType::Const, 0));
    assert_eq!(m.src[1].swizzle, [0, 1, 2, 3]);
    let d = s.instructions[0].decl.unwrap();
    assert_eq!((d.usage, d.usage_index), (0, 0));
}

#[test]
fn def_texld_and_result_modifiers_decode() {
    let tokens = [
        ps(2, 0),
        inst(Opcode::Def, 5),
        dst(RegType::Const, 3, 0xF),
        1.0f32.to_bits(),
        0.5f32.to_bits(),
        0,
        (-1.0f32).to_bits(),
        inst(Opcode::Dcl, 2),
        0x9000_0000, // 2D sampler
        dst(RegType::Sampler, 0, 0xF),
        inst(Opcode::Tex, 3) | 1 << 16,       // texldp
        dst(RegType::Temp, 0, 0xF) | 1 << 20, // _sat
        src(RegType::AddrOrTexture, 0, XYZW),
        src(RegType::Sampler, 0, XYZW),
        inst(Opcode::Mov, 2),
        dst(RegType::ColorOut, 0, 0xF) | 2 << 20, // _pp
        src(RegType::Temp, 0, 0x00) | 1 << 24,    // -r0.xxxx
        END,
    ];
    let s = decode(&tokens).unwrap();
    assert_eq!(s.instructions[0].literal, Some(Literal::Float([1.0, 0.5, 0.0, -1.0])));
    assert_eq!(s.instructions[1].decl.unwrap().texture_type, 2);
    let tex = &s.instructions[2];
    assert_eq!((tex.opcode, tex.control), (Opcode::Tex, 1));
    assert_eq!(tex.dst.unwrap().modifiers, result_mod::SATURATE);
    assert_eq!(tex.src.len(), 2);
    let mov = &s.instructions[3];
    assert_eq!(mov.dst.unwrap().modifiers, result_mod::PARTIAL_PRECISION);
    assert_eq!((mov.src[0].modifier, mov.src[0].swizzle), (SrcMod::Neg, [0; 4]));
}

#[test]
fn predication_and_relative_addressing_decode() {
    let tokens = [
        vs(2, 1),
        inst(Opcode::Setp, 3) | 1 << 16, // setp_gt
        dst(RegType::Predicate, 0, 0xF),
        src(RegType::Temp, 0, XYZW),
        src(RegType::Const, 0, XYZW),
        inst(Opcode::Add, 4) | 1 << 28, // (p0.y) add
        dst(RegType::Temp, 1, 0x3),
        src(RegType::Predicate, 0, 0x55),
        src(RegType::Temp, 2, XYZW),
        src(RegType::Temp, 3, XYZW),
        inst(Opcode::Mov, 3), // mov r0, c5[a0.y]
        dst(RegType::Temp, 0, 0xF),
        src(RegType::Const, 5, XYZW) | 1 << 13,
        src(RegType::AddrOrTexture, 0, 0x55),
        END,
    ];
    let s = decode(&tokens).unwrap();
    assert_eq!(s.instructions[0].control, 1);
    let add = &s.instructions[1];
    assert_eq!(add.predicate.unwrap().reg, r(RegType::Predicate, 0));
    assert_eq!(add.predicate.unwrap().swizzle, [1; 4]);
    assert_eq!(add.dst.unwrap().mask, 0x3);
    assert_eq!(add.src.len(), 2);
    let rel = s.instructions[2].src[0].relative.unwrap();
    assert_eq!((rel.reg, rel.component), (r(RegType::AddrOrTexture, 0), 1));
}

#[test]
fn shader_model_1_forms_decode_without_length_fields() {
    // vs_1_1: relative addressing implies a0.x, with no extra token.
    let vs11 = [
        vs(1, 1),
        inst(Opcode::Mov, 0),
        dst(RegType::Temp, 0, 0xF),
        src(RegType::Const, 5, XYZW) | 1 << 13,
        inst(Opcode::Def, 0),
        dst(RegType::Const, 0, 0xF),
        0,
        0,
        0,
        0,
        END,
    ];
    let s = decode(&vs11).unwrap();
    assert_eq!(
        s.instructions[0].src[0].relative.unwrap().reg,
        r(RegType::AddrOrTexture, 0)
    );
    assert_eq!(s.instructions[1].literal, Some(Literal::Float([0.0; 4])));
    // ps_1_1: tex t0; +mov_x2 r0.a, t0; mov_d2 r0.rgb, t0.
    let ps11 = [
        ps(1, 1),
        inst(Opcode::Tex, 0),
        dst(RegType::AddrOrTexture, 0, 0xF),
        inst(Opcode::Mov, 0) | 1 << 30,
        dst(RegType::Temp, 0, 0x8) | 1 << 24,
        src(RegType::AddrOrTexture, 0, XYZW),
        inst(Opcode::Mov, 0),
        dst(RegType::Temp, 0, 0x7) | 0xF << 24,
        src(RegType::AddrOrTexture, 0, XYZW),
        END,
    ];
    let s = decode(&ps11).unwrap();
    assert!(s.instructions[0].src.is_empty());
    assert!(s.instructions[1].coissue);
    assert_eq!(s.instructions[1].dst.unwrap().shift, 1);
    assert_eq!(s.instructions[2].dst.unwrap().shift, -1);
    // ps_1_4: texld r0, t0 takes a source; phase has no operands.
    let ps14 = [
        ps(1, 4),
        inst(Opcode::Tex, 0),
        dst(RegType::Temp, 0, 0xF),
        src(RegType::AddrOrTexture, 0, XYZW),
        Opcode::Phase as u32,
        END,
    ];
    let s = decode(&ps14).unwrap();
    assert_eq!(s.instructions[0].src.len(), 1);
    assert_eq!(s.instructions[1].opcode, Opcode::Phase);
}

#[test]
fn comments_are_kept_with_their_offsets() {
    let tokens = [vs(2, 0), 0xFFFE | 2 << 16, 0x1234, 0x5678, inst(Opcode::Nop, 0), END];
    let s = decode(&tokens).unwrap();
    assert_eq!(s.comments, vec![(1, vec![0x1234, 0x5678])]);
    assert_eq!(s.instructions[0].offset, 4);
}

#[test]
fn faults_name_their_token() {
    let err = |tokens: &[u32]| decode(tokens).unwrap_err();
    assert_eq!(
        err(&[vs(2, 0), 75, END]),
        DecodeError {
            offset: 1,
            kind: DecodeErrorKind::UnknownOpcode(75)
        }
    );
    assert_eq!(
        err(&[
            vs(2, 0),
            inst(Opcode::Mov, 3),
            dst(RegType::Temp, 0, 0xF),
            src(RegType::Temp, 1, XYZW),
            src(RegType::Temp, 2, XYZW),
            END
        ])
        .kind,
        DecodeErrorKind::LengthMismatch { encoded: 3, decoded: 2 }
    );
    assert_eq!(
        err(&[
            vs(2, 0),
            inst(Opcode::Add, 2),
            dst(RegType::Temp, 0, 0xF),
            src(RegType::Temp, 1, XYZW),
            END
        ]),
        DecodeError {
            offset: 4,
            kind: DecodeErrorKind::NotAParameter(END)
        }
    );
    let bad_type = 0x8000_0000 | 4 << 28 | 0x1000; // register type 20
    assert_eq!(
        err(&[
            vs(2, 0),
            inst(Opcode::Mov, 2),
            bad_type,
            src(RegType::Temp, 1, XYZW),
            END
        ]),
        DecodeError {
            offset: 2,
            kind: DecodeErrorKind::UnknownRegisterType(20)
        }
    );
    assert_eq!(
        err(&[vs(2, 0), dst(RegType::Temp, 0, 0xF), END]).kind,
        DecodeErrorKind::NotAnInstruction(dst(RegType::Temp, 0, 0xF))
    );
    assert!(matches!(err(&[0x1234, END]).kind, DecodeErrorKind::Framing(_)));
    // Shader model 1 has no length field: a missing operand runs into the end.
    assert_eq!(
        err(&[vs(1, 1), inst(Opcode::Add, 0), dst(RegType::Temp, 0, 0xF), END]).offset,
        3
    );
}

/// A small deterministic generator (xorshift) for the robustness tests.
fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

#[test]
fn random_and_mutated_streams_never_panic() {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let valid = [
        ps(2, 0),
        inst(Opcode::Def, 5),
        dst(RegType::Const, 3, 0xF),
        0,
        0,
        0,
        0,
        inst(Opcode::Tex, 3),
        dst(RegType::Temp, 0, 0xF),
        src(RegType::AddrOrTexture, 0, XYZW),
        src(RegType::Sampler, 0, XYZW),
        inst(Opcode::Mov, 3),
        dst(RegType::ColorOut, 0, 0xF),
        src(RegType::Const, 1, XYZW) | 1 << 13,
        src(RegType::Loop, 0, 0),
        END,
    ];
    let versions = [vs(1, 1), vs(2, 0), vs(3, 0), ps(1, 1), ps(1, 4), ps(2, 0), ps(3, 0)];
    for i in 0..20_000 {
        let mut tokens: Vec<u32> = if i % 2 == 0 {
            let n = (xorshift(&mut seed) % 24) as usize;
            let mut t = vec![versions[i % versions.len()]];
            // Mostly parameter-like and opcode-like tokens, some noise.
            t.extend((0..n).map(|_| {
                let x = xorshift(&mut seed) as u32;
                match x % 3 {
                    0 => (x % 100) | ((x >> 8 & 7) << 24),
                    1 => x | 0x8000_0000,
                    _ => x,
                }
            }));
            t.push(END);
            t
        } else {
            let mut t = valid.to_vec();
            let k = (xorshift(&mut seed) % t.len() as u64) as usize;
            t[k] ^= 1 << (xorshift(&mut seed) % 32);
            t
        };
        if i % 7 == 0 {
            tokens.truncate((xorshift(&mut seed) % (tokens.len() as u64 + 1)) as usize);
        }
        let _ = decode(&tokens);
    }
}
