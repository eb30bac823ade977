use super::*;
use crate::dxso::decode::decode;
use crate::dxso::disasm::disassemble;

/// Shaders in the disassembler's canonical spelling: each assembles, decodes
/// and disassembles back to the same text, and reassembles to the same tokens.
/// Each is also a valid shader of its model.
const CANONICAL: &[&str] = &[
    "vs_1_1\ndcl_position v0\ndcl_normal v1\ndcl_texcoord3 v2\nm4x4 oPos, v0, c0\ndp3 r0.x, v1, c4\nmax r0.x, r0.x, c5.x\nmul oD0, r0.x, c6\nmov oT0.xy, v2\nmov a0.x, r0.x\nmov oT1, c7[a0.x]\nexp r1, r0.w\nlogp r2.z, r0\nlit r3, r0\nrcp oFog, r0.w\nmov oPts, c1.w\n",
    "vs_2_x\ndcl_position v0\ndefi i0, 4, 0, 1, 0\ndefb b0, true\ndef c10, 1.0, -0.5, 0.25, 3000000000.0\nmov r0, c10\nsetp_ge p0, r0, c10.x\nrep i0\nadd r0, r0, c10\nbreakp p0.x\nendrep\nif b0\nsgn r1, r0, r2, r3\nelse\nsincos r1.xy, r0.x, c11, c12\nendif\n(p0.x) mov r2, c10\n(!p0.w) add r2, -r2, r0.yzxw\ncall l1\ncallnz l2, b0\ncallnz l2, !p0.z\nret\nlabel l1\nloop aL, i0\nmov r5, c20[aL]\nendloop\nret\nlabel l2\nnrm r6.xyz, r0\npow r7.x, r0.x, r0.y\ncrs r8.xyz, r0, r1\nret\n",
    "vs_3_0\ndcl_position v0\ndcl_blendweight v1\ndcl_blendindices v2\ndcl_position o0\ndcl_color1 o1.xyz\ndcl_texcoord7 o2\ndcl_2d s0\ndcl_cube s1\ndefi i0, 2, 0, 1, 0\nmova a0, v2\nadd r0, -v1_abs.x, c5[a0.z]\ntexldl r1, v1, s0\nloop aL, i0\nif_lt r0.x, c0.y\nbreak_ne r0.y, c0.z\nendif\nmov o2[aL], r1\nendloop\nmov o0, r0\nmov o1.xyz, r1\n",
    "ps_1_1\ntex t0\ntexbem t1, t0\ntexreg2ar t2, t1\nmul_x2 r0.xyz, t0, v0\n+add_sat r0.w, t0, 1-v1\ncnd r0, r0.w, t0, c1\nlrp_d2 r1, c0, -r0_bias, t2_bx2\ndp3_x4 r1.xyz, t1, -v0_bx2\nmad r0, t0_bias.w, c0, -r1_bx2.w\n",
    "ps_1_1\ntex t0\ntexm3x2pad t1, t0_bx2\ntexm3x2tex t2, t0_bx2\nmov r0, t2\n",
    "ps_1_3\ntexcoord t0\ntexkill t1\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3spec t3, t0, c0\ncmp r0, t3, c0, c1\nsub r0.w, t3, -t0.z\n",
    "ps_1_3\ntex t0\ntexdp3tex t1, t0\ntexreg2gb t2, t0\ntexreg2rgb t3, t1\nmov r0, t3\n",
    "ps_1_3\ntexcoord t0\ntexm3x3pad t1, t0_bx2\ntexm3x3pad t2, t0_bx2\ntexm3x3vspec t3, t0_bx2\nmov r0, t3\n",
    "ps_1_4\ntexcrd r0.xyz, t0\ntexld r1, t1_dw.xyw\ntexld r2, t2.xyw\ntexcrd r5.xyz, t3\nbem r0.xy, r1, r2\nphase\ntexld r3, r0_dz\ntexdepth r5\nmov r0, r3_x2.w\n",
    "ps_2_0\ndcl_centroid t0\ndcl_pp v0\ndcl_2d s0\ndcl_volume s1\ndef c0, 0.0, 1.0, 2.0, 0.5\ntexld r0, t0, s0\ntexldp r1, t0, s1\ntexldb_pp r2, t0, s0\ndp2add_sat r3.x, r0, c0, c0.w\nmov oC0, r0\nmov oDepth, r1.x\nfrc r4, -r0.yzxw\nrsq_pp r5, r0.x\n",
    "ps_3_0\ndcl_texcoord_centroid v0\ndcl_color1_centroid v1.xy\ndcl vPos.xy\ndcl vFace\ndcl_2d s2\ntexld r0, v0, s2\ntexldd r1, v0, s2, v1, v1\ndsx r2, v0\ndsy r3, v0\nadd r4, -v1_abs.y, r0\nif_gt vFace, c0.x\nmov oC1, r0\nendif\nmov oC0, vPos.xyxy\n",
];

#[test]
fn canonical_shaders_round_trip() {
    for text in CANONICAL {
        let tokens = assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let decoded = decode(&tokens).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(disassemble(&decoded), *text);
        assert_eq!(assemble(&disassemble(&decoded)).unwrap(), tokens);
    }
}

#[test]
fn hand_written_spellings_assemble_like_the_canonical_ones() {
    let hand = "  ps_2_0   // a comment\n\n; another\ndcl_2d s0\ntexld r0, t0.rgba, s0\nmov oC0.rgba, r0.abgr\nmov r1, r0.xyzz\n";
    let canonical = "ps_2_0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0.wzyx\nmov r1, r0.xyz\n";
    assert_eq!(assemble(hand).unwrap(), assemble(canonical).unwrap());
    // `c[a0.x + 5]` is `c5[a0.x]`.
    assert_eq!(
        assemble("vs_2_0\nmov r0, c[a0.x + 5]\n").unwrap(),
        assemble("vs_2_0\nmov r0, c5[a0.x]\n").unwrap()
    );
    // Constants past 2047 live in the higher banks.
    let t = assemble("vs_3_0\nmov r0, c2049\n").unwrap();
    let d = decode(&t).unwrap();
    assert_eq!(d.instructions[0].src[0].reg.ty, RegType::Const2);
    assert_eq!(disassemble(&d), "vs_3_0\nmov r0, c2049\n");
}

/// Asserts that each pair of spellings assembles to the same tokens.
fn same(model: &str, pairs: &[(&str, &str)]) {
    for (a, b) in pairs {
        let ta = assemble(&format!("{model}\n{a}\n")).unwrap_or_else(|e| panic!("{e}: {a}"));
        let tb = assemble(&format!("{model}\n{b}\n")).unwrap_or_else(|e| panic!("{e}: {b}"));
        assert_eq!(ta, tb, "{a} / {b}");
    }
}

/// The source operand token of the first instruction's operand `k`.
fn operand(text: &str, k: usize) -> u32 {
    assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"))[2 + k]
}

#[test]
fn source_modifiers_sit_between_the_register_and_the_swizzle() {
    // D3D's order, with the modifier code (bits 24..27) and swizzle each one
    // encodes.
    for (text, code, swizzle) in [
        ("r0_bx2.xyz", SrcMod::Sign, 0xA4),
        ("-r0_bx2.xyz", SrcMod::SignNeg, 0xA4),
        ("t0_bias.w", SrcMod::Bias, 0xFF),
        ("-t0_bias.w", SrcMod::BiasNeg, 0xFF),
        ("c1_x2.x", SrcMod::X2, 0x00),
        ("-c1_x2.x", SrcMod::X2Neg, 0x00),
        ("-v0_abs.x", SrcMod::AbsNeg, 0x00),
        ("v0_abs.yz", SrcMod::Abs, 0xA9),
        ("t1_dw.xyw", SrcMod::Dw, 0xF4),
        ("r0_dz.xyz", SrcMod::Dz, 0xA4),
        ("t1_da.xyw", SrcMod::Dw, 0xF4),
        ("r0_db", SrcMod::Dz, 0xE4),
        ("1-r0.w", SrcMod::Comp, 0xFF),
        ("1 - r0.w", SrcMod::Comp, 0xFF),
        ("- r0.w", SrcMod::Neg, 0xFF),
        ("-c[aL + 5]_abs.x", SrcMod::AbsNeg, 0x00),
    ] {
        let t = operand(&format!("ps_3_0\nmov r1, {text}\n"), 1);
        assert_eq!(t >> 24 & 0xF, code as u32, "{text}");
        assert_eq!(t >> 16 & 0xFF, swizzle, "{text}");
    }
    // The modifier after the swizzle, as this assembler first wrote it, still
    // reads the same.
    same(
        "ps_1_4",
        &[
            ("texld r0, t1.xyw_dw", "texld r0, t1_dw.xyw"),
            ("add r0, r1.xyz_bx2, -v0.x_bias", "add r0, r1_bx2.xyz, -v0_bias.x"),
        ],
    );
    same("vs_3_0", &[("mov r0, -r1.x_abs", "mov r0, -r1_abs.x")]);
}

#[test]
fn the_complement_is_written_with_or_without_spaces() {
    same(
        "ps_1_1",
        &[
            ("mul r0, 1 - v0, t0", "mul r0, 1-v0, t0"),
            ("mul r0, 1 -v0.w, t0", "mul r0, 1-v0.w, t0"),
            ("mul r0, 1- v0, t0", "mul r0, 1-v0, t0"),
        ],
    );
}

#[test]
fn modifiers_that_cannot_be_encoded_together_are_refused() {
    for text in [
        "1-r0_bias",
        "-r0_dz",
        "-t0_dw.xyw",
        "!r0_abs",
        "1 - -r0",
        "r0_abs.x_abs",
    ] {
        assert!(assemble(&format!("ps_1_4\nmov r0, {text}\n")).is_err(), "{text}");
    }
}

#[test]
fn dcl_takes_result_modifiers_with_or_without_a_usage() {
    // (text, result modifier bits at 20..23 of the dst token, declaration token)
    for (model, text, mods, decl) in [
        ("ps_2_0", "dcl_centroid t0", 4, 0x8000_0000),
        ("ps_2_0", "dcl_pp t0.xy", 2, 0x8000_0000),
        ("ps_2_x", "dcl_centroid_pp t1", 6, 0x8000_0000),
        ("ps_2_x", "dcl_pp_centroid t1", 6, 0x8000_0000),
        ("ps_2_x", "dcl_pp v0.xyz", 2, 0x8000_0000),
        ("ps_2_x", "dcl_centroid_pp v0.xyz", 6, 0x8000_0000),
        ("ps_3_0", "dcl_texcoord0_centroid v1", 4, 0x8000_0005),
        ("ps_3_0", "dcl_texcoord3_centroid_pp v1", 6, 0x8003_0005),
        ("ps_3_0", "dcl_color_pp v2", 2, 0x8000_000A),
    ] {
        let t = assemble(&format!("{model}\n{text}\n")).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(t[2], decl, "{text}");
        assert_eq!(t[3] >> 20 & 0xF, mods, "{text}");
        // The disassembly reads back to the same tokens.
        let back = disassemble(&decode(&t).unwrap());
        assert_eq!(assemble(&back).unwrap(), t, "{back}");
    }
    let text = "ps_2_x\ndcl_centroid_pp t0.xy\ndcl_pp v0\ndcl_centroid t1\n";
    assert_eq!(disassemble(&decode(&assemble(text).unwrap()).unwrap()), text);
    let text = "ps_3_0\ndcl_texcoord0_centroid_pp v1\n";
    let back = "ps_3_0\ndcl_texcoord_centroid_pp v1\n";
    assert_eq!(disassemble(&decode(&assemble(text).unwrap()).unwrap()), back);
    // A usage on a ps_2_x declaration (whose usage bits are reserved) is
    // written back rather than lost.
    let text = "ps_2_0\ndcl_texcoord1_pp t1\n";
    assert_eq!(disassemble(&decode(&assemble(text).unwrap()).unwrap()), text);
}

#[test]
fn relative_addresses_take_their_offset_inside_or_outside_the_brackets() {
    for model in ["vs_1_1", "vs_2_0", "vs_3_0"] {
        same(
            model,
            &[
                ("mov r0, c[a0.x + 5]", "mov r0, c5[a0.x]"),
                ("mov r0, c[a0.x+5]", "mov r0, c5[a0.x]"),
                ("mov r0, c[5 + a0.x]", "mov r0, c5[a0.x]"),
                ("mov r0, c2[1 + a0.x + 2]", "mov r0, c5[a0.x]"),
                ("mov r0, c[a0.x + 5].w", "mov r0, c5[a0.x].w"),
                ("mov r0, c[10]", "mov r0, c10"),
            ],
        );
    }
    // Shader model 1 writes no address token: a0.x is implied.
    let t = assemble("vs_1_1\nmov r0, c[a0.x + 5]\n").unwrap();
    assert_eq!(t.len(), 5);
    assert_eq!(t[3], 0x8000_0000 | 2 << 28 | 1 << 13 | 0xE4 << 16 | 5);
    let d = decode(&t).unwrap();
    assert_eq!(disassemble(&d), "vs_1_1\nmov r0, c5[a0.x]\n");
    // From shader model 2 the address register follows.
    let t = assemble("vs_2_0\nmov r0, c[a0.y + 5]\n").unwrap();
    assert_eq!(t.len(), 6);
    assert_eq!(t[4], 0x8000_0000 | 3 << 28 | 0x55 << 16);
    let err = |text: &str| assemble(text).unwrap_err().message;
    assert!(err("vs_1_1\nmov r0, c[a0.y + 5]\n").contains("a0.x only"));
    assert!(err("vs_2_0\nmov r0, c[a0.x + a0.y]\n").contains("two address registers"));
}

#[test]
fn the_length_field_is_written_from_shader_model_2() {
    let t = assemble("vs_2_0\nadd r0, r1, c2\n").unwrap();
    assert_eq!(t[1] >> 24, 3);
    let t = assemble("vs_1_1\nadd r0, r1, c2\n").unwrap();
    assert_eq!(t[1] >> 24, 0);
}

#[test]
fn errors_name_the_line() {
    let err = |text: &str| assemble(text).unwrap_err();
    assert_eq!(err("").line, 1);
    assert_eq!(err("vs_4_0\n").message, "\"vs_4_0\" is not a shader version");
    assert_eq!(err("vs_2_0\nmov r0\n").line, 2);
    assert_eq!(err("vs_2_0\n\nfoo r0, r1\n").line, 3);
    assert!(err("ps_2_0\nmov r0, q1\n").message.contains("unknown register"));
    assert!(err("ps_2_0\nmov r0.xq, r1\n").message.contains("write mask"));
    assert!(err("ps_2_0\nmov r0, r1.xyzwx\n").message.contains("swizzle"));
    assert!(err("vs_2_0\nsetp p0, r0, r1\n").message.contains("comparison"));
    assert!(err("vs_2_0\nmov_foo r0, r1\n").message.contains("modifier"));
    assert!(err("ps_2_0\ndef c0, 1, 2, x, 4\n").message.contains("literal"));
    assert!(err("ps_1_1\ntexld r0, t0\n").message.contains("unknown instruction"));
}
