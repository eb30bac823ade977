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
        dst(RegType::AddrOrTexture, 0, 0xF) | 6 << 20, // _centroid _pp
        inst(Opcode::Dcl, 2),
        0x8000_0000,
        dst(RegType::Input, 0, 0x7) | 2 << 20, // _pp
        inst(Opcode::Dcl, 2),
        0x9800_0000, // cube
        dst(RegType::Sampler, 1, 0xF),
        inst(Opcode::Tex, 3) | 2 << 16,
        dst(RegType::Temp, 0, 0xF) | 2 << 20,
        src(RegType::AddrOrTexture, 0, XYZW),
        src(RegType::Sampler, 1, XYZW),
        inst(Opcode::Setp, 3) | 1 << 16, // gt
        dst(RegType::Predicate, 0, 0xF),
        src(RegType::Temp, 0, XYZW),
        src(RegType::Const, 0, 0xAA), // .z
        inst(Opcode::Add, 4) | 1 << 28,
        dst(RegType::Temp, 1, 0x7) | 1 << 20,
        src(RegType::Predicate, 0, 0x55) | 13 << 24,
        src(RegType::Temp, 0, 0x00) | 1 << 24,
        src(RegType::Input, 0, XYZW),
        inst(Opcode::Mov, 2),
        dst(RegType::ColorOut, 0, 0xF),
        src(RegType::Temp, 0, XYZW),
        END,
    ];
    assert_eq!(
        text(&tokens),
        "ps_2_x\ndef c0, 1.0, 0.5, 0.0, -2.0\ndcl_centroid_pp t0\ndcl_pp v0.xyz\ndcl_cube s1\n\
         texldb_pp r0, t0, s1\nsetp_gt p0, r0, c0.z\n(!p0.y) add_sat r1.xyz, -r0.x, v0\nmov oC0, r0\n"
    );
}

/// Every source modifier code, in no one model: prefixes in front of the
/// register, suffixes between the register and the swizzle.
#[test]
fn every_source_modifier_has_a_spelling() {
    let spellings = [
        "r1.yw",
        "-r1.yw",
        "r1_bias.yw",
        "-r1_bias.yw",
        "r1_bx2.yw",
        "-r1_bx2.yw",
        "1-r1.yw",
        "r1_x2.yw",
        "-r1_x2.yw",
        "r1_dz.yw",
        "r1_dw.yw",
        "r1_abs.yw",
        "-r1_abs.yw",
        "!r1.yw",
    ];
    for (code, spelled) in spellings.iter().enumerate() {
        let tokens = [
            ps(3, 0),
            inst(Opcode::Mov, 2),
            dst(RegType::Temp, 0, 0xF),
            src(RegType::Temp, 1, 0xFD) | (code as u32) << 24, // .ywww
            END,
        ];
        let shown = text(&tokens);
        assert_eq!(shown, format!("ps_3_0\nmov r0, {spelled}\n"));
        assert_eq!(crate::dxso::asm::assemble(&shown).unwrap(), tokens, "{shown}");
    }
}

#[test]
fn relative_operands_take_the_modifier_after_the_brackets() {
    let tokens = [
        vs(3, 0),
        inst(Opcode::Mov, 3),
        dst(RegType::Temp, 0, 0xF),
        src(RegType::Const, 5, 0x00) | 1 << 13 | 12 << 24,
        src(RegType::Loop, 0, 0),
        END,
    ];
    assert_eq!(text(&tokens), "vs_3_0\nmov r0, -c5[aL]_abs.x\n");
}

#[test]
fn shader_model_1_spellings() {
    let ps11 = [
        ps(1, 1),
        inst(Opcode::Tex, 0),
        dst(RegType::AddrOrTexture, 0, 0xF),
        inst(Opcode::Mov, 0),
        dst(RegType::Temp, 0, 0x7),
        src(RegType::Input, 0, XYZW),
        inst(Opcode::Mul, 0) | 1 << 30,
        dst(RegType::Temp, 0, 0x8) | 1 << 24,
        src(RegType::AddrOrTexture, 0, 0xFF) | 4 << 24,
        src(RegType::Input, 0, 0xFF),
        END,
    ];
    assert_eq!(
        text(&ps11),
        "ps_1_1\ntex t0\nmov r0.xyz, v0\n+mul_x2 r0.w, t0_bx2.w, v0.w\n"
    );
    let ps14 = [
        ps(1, 4),
        inst(Opcode::TexCoord, 0),
        dst(RegType::Temp, 1, 0x7),
        src(RegType::AddrOrTexture, 0, XYZW),
        inst(Opcode::Tex, 0),
        dst(RegType::Temp, 2, 0xF),
        src(RegType::AddrOrTexture, 2, 0xF4) | 10 << 24, // .xyw
        Opcode::Phase as u32,
        inst(Opcode::Tex, 0),
        dst(RegType::Temp, 0, 0xF),
        src(RegType::Temp, 1, XYZW) | 9 << 24,
        END,
    ];
    assert_eq!(
        text(&ps14),
        "ps_1_4\ntexcrd r1.xyz, t0\ntexld r2, t2_dw.xyw\nphase\ntexld r0, r1_dz\n"
    );
    let vs11 = [
        vs(1, 1),
        inst(Opcode::Mov, 0),
        dst(RegType::AddrOrTexture, 0, 0x1),
        src(RegType::Const, 0, 0x00),
        inst(Opcode::Mov, 0),
        dst(RegType::RastOut, 0, 0xF),
        src(RegType::Const, 5, XYZW) | 1 << 13,
        END,
    ];
    assert_eq!(text(&vs11), "vs_1_1\nmov a0.x, c0.x\nmov oPos, c5[a0.x]\n");
    // Shader model 1 has no address token; the text reads back the same.
    for tokens in [&ps11[..], &ps14[..], &vs11[..]] {
        assert_eq!(crate::dxso::asm::assemble(&text(tokens)).unwrap(), tokens);
    }
}
