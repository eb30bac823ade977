use super::*;
use crate::dxso::decode::decode;
use crate::dxso::disasm::disassemble;

/// Shaders in the disassembler's canonical spelling: each assembles, decodes
/// and disassembles back to the same text, and reassembles to the same tokens.
const CANONICAL: &[&str] = &[
    "vs_1_1\ndcl_position v0\ndcl_normal v1\ndcl_texcoord3 v2\nm4x4 oPos, v0, c0\ndp3 r0.x, v1, c4\nmax r0.x, r0.x, c5.x\nmul oD0, r0.x, c6\nmov oT0.xy, v2\nmov oT1, c7[a0.x]\nmov a0.x, r0.x\nexp r1, r0.w\nlogp r2.z, r0\nlit r3, r0\nrcp oFog, r0.w\nmov oPts, c1.w\n",
    "vs_2_x\ndcl_position v0\ndefi i0, 4, 0, 1, 0\ndefb b0, true\ndef c10, 1.0, -0.5, 0.25, 3000000000.0\nrep i0\nadd r0, r0, c10\nendrep\nif b0\nsgn r1, r0, r2, r3\nelse\nsincos r1.xy, r0.x, c11, c12\nendif\nsetp_ge p0, r0, c10.x\n(p0.x) mov r2, c10\n(!p0.yzw) add r2, -r2, r0_abs\nbreakp p0.x\ncall l1\ncallnz l2, b0\ncallnz l2, !p0.z\nret\nlabel l1\nloop aL, i0\nmov r5, c20[aL]\nendloop\nret\nlabel l2\nnrm r6.xyz, r0\npow r7.x, r0.x, r0.y\ncrs r8.xyz, r0, r1\nret\n",
    "vs_3_0\ndcl_position v0\ndcl_blendweight v1\ndcl_blendindices v2\ndcl_position o0\ndcl_color1 o1.xyz\ndcl_texcoord7 o2\ndcl_2d s0\ndcl_cube s1\nmova a0, v2\nmov r0, c5[a0.z]\ntexldl r1, v1, s0\nif_lt r0.x, c0.y\nbreak_ne r0.y, c0.z\nendif\nmov o0, r0\nmov o1.xyz, r1\nmov o2[aL], r1\n",
    "ps_1_1\ntex t0\ntexbem t1, t0\ntexreg2ar t2, t1\ntexm3x2pad t1, t0_bx2\ntexm3x2tex t2, t0_bx2\nmul_x2 r0, t0, v0\n+add_sat r0.w, r0, 1-v1\ncnd r0, r0.w, t0, c1\nlrp_d2 r1, c0, -r0_bias, t0_bx2\ndp3_x4 r1.xyz, t0_x2, -v0_bx2\nmad r0, t0, c0, r1\n",
    "ps_1_3\ntexcoord t0\ntexkill t1\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3spec t3, t0, c0\ntexdp3tex t2, t1\ntexreg2gb t3, t0\ntexreg2rgb t2, t1\ntexm3x3vspec t3, t0\ncmp r0, t0, c0, c1\nsub r0.xyz, t0, -t1.z\n",
    "ps_1_4\ntexcrd r0.xyz, t0\ntexld r1, t1_dz\ntexld r2, r0_dw\nbem r0.xy, r1, r2\nphase\ntexld r3, r0\ntexdepth r5\nmov r0, r3.w\n",
    "ps_2_0\ndcl t0.xy\ndcl v0\ndcl_2d s0\ndcl_volume s1\ndef c0, 0.0, 1.0, 2.0, 0.5\ntexld r0, t0, s0\ntexldp r1, t0, s1\ntexldb_pp r2, t0, s0\ndp2add r3.x, r0, c0, c0.w\nmov_sat oC0, r0\nmov oDepth, r1.x\nfrc r4, -r0.yzxw\nrsq_pp r5, r0.x\n",
    "ps_3_0\ndcl_texcoord_centroid v0\ndcl_color1 v1.xy\ndcl vPos.xy\ndcl vFace\ndcl_2d s2\ntexld r0, v0, s2\ntexldd r1, v0, s2, v1, v1\ndsx r2, v0\ndsy r3, v0\nif_gt vFace, c0.x\nmov oC1, r0\nendif\nmov oC0, vPos.xyxy\n",
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
