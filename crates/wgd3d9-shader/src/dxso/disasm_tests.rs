use super::*;
use crate::dxso::decode::decode;
use crate::dxso::test_tokens::{dst, inst, ps, src, vs, END, XYZW};

fn text(tokens: &[u32]) -> String {
    disassemble(&decode(tokens).unwrap())
}

#[test]
fn a_vertex_shader_reads_as_assembly() {
    let tokens = [
        vs(3, 0),
        inst(Opcode::Dcl, 2),
        0x8000_0000,
        dst(RegType::Input, 0, 0xF),
        inst(Opcode::Dcl, 2),
        0x8000_0005 | 1 << 16, // texcoord1
        dst(RegType::Output, 1, 0x3),
        inst(Opcode::M4x4, 3),
        dst(RegType::Output, 0, 0xF),
        src(RegType::Input, 0, XYZW),
        src(RegType::Const, 0, XYZW),
        inst(Opcode::Mov, 3),
        dst(RegType::Output, 1, 0x3),
        src(RegType::Const, 8, XYZW) | 1 << 13,
        src(RegType::Loop, 0, 0),
        inst(Opcode::Setp, 3) | 4 << 16,
        dst(RegType::Predicate, 0, 0xF),
        src(RegType::Temp, 0, 0x00),
        src(RegType::Const, 1, 0x54), // .xyyy
        END,
    ];
    assert_eq!(
        text(&tokens),
        "vs_3_0\ndcl_position v0\ndcl_texcoord1 o1.xy\nm4x4 o0, v0, c0\nmov o1.xy, c8[aL]\nsetp_lt p0, r0.x, c1.xy\n"
    );
}

#[test]
fn pixel_shader_modifiers_read_as_assembly() {
    let tokens = [
        ps(2, 1),
        inst(Opcode::Def, 5),
        dst(RegType::Const, 0, 0xF),
        1.0f32.to_bits(),
        0.5f32.to_bits(),
        0,
        (-2.0f32).to_bits(),
        inst(Opcode::Dcl, 2),
        0x8000_0000,
        dst(RegType::AddrOrTexture, 0, 0x3),
        inst(Opcode::Dcl, 2),
        0x9800_0000, // cube
        dst(RegType::Sampler, 1, 0xF),
        inst(Opcode::Tex, 3) | 2 << 16,
        dst(RegType::Temp, 0, 0xF) | 1 << 20,
        src(RegType::AddrOrTexture, 0, XYZW),
        src(RegType::Sampler, 1, XYZW),
        inst(Opcode::Add, 4) | 1 << 28,
        dst(RegType::Temp, 1, 0x7) | 2 << 20,
        src(RegType::Predicate, 0, 0x55) | 13 << 24,
        src(RegType::Temp, 0, XYZW) | 12 << 24,
        src(RegType::Const, 0, XYZW) | 6 << 24,
        END,
    ];
    assert_eq!(
        text(&tokens),
        "ps_2_x\ndef c0, 1.0, 0.5, 0.0, -2.0\ndcl t0.xy\ndcl_cube s1\ntexldb_sat r0, t0, s1\n(!p0.y) add_pp r1.xyz, -r0_abs, 1-c0\n"
    );
}

#[test]
fn shader_model_1_spellings() {
    let ps11 = [
        ps(1, 1),
        inst(Opcode::Tex, 0),
        dst(RegType::AddrOrTexture, 0, 0xF),
        inst(Opcode::Mul, 0) | 1 << 30,
        dst(RegType::Temp, 0, 0x8) | 1 << 24,
        src(RegType::AddrOrTexture, 0, XYZW) | 4 << 24,
        src(RegType::Input, 0, 0xFF),
        END,
    ];
    assert_eq!(text(&ps11), "ps_1_1\ntex t0\n+mul_x2 r0.w, t0_bx2, v0.w\n");
    let ps14 = [
        ps(1, 4),
        inst(Opcode::TexCoord, 0),
        dst(RegType::Temp, 1, 0x7),
        src(RegType::AddrOrTexture, 0, XYZW),
        Opcode::Phase as u32,
        inst(Opcode::Tex, 0),
        dst(RegType::Temp, 0, 0xF),
        src(RegType::Temp, 1, XYZW) | 9 << 24,
        END,
    ];
    assert_eq!(text(&ps14), "ps_1_4\ntexcrd r1.xyz, t0\nphase\ntexld r0, r1_dz\n");
    let vs11 = [
        vs(1, 1),
        inst(Opcode::Mov, 0),
        dst(RegType::RastOut, 0, 0xF),
        src(RegType::Const, 5, XYZW) | 1 << 13,
        END,
    ];
    assert_eq!(text(&vs11), "vs_1_1\nmov oPos, c5[a0.x]\n");
}
