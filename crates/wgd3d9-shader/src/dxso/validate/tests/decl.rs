//! Declarations.

use super::{fail, pass, relaxed};

#[test]
fn declarations_come_first() {
    pass(&[
        "vs_2_0\ndef c0, 1, 1, 1, 1\ndcl_position v0\ndefi i0, 1, 0, 0, 0\ndcl_normal v1\nadd r0, v0, v1\n",
        "ps_1_1\ndef c0, 1, 1, 1, 1\ndef c1, 0, 0, 0, 0\ntex t0\n",
        "vs_2_0\nmov r0, c0\ndef c1, 1, 1, 1, 1\ndefi i0, 1, 0, 0, 0\n",
    ]);
    relaxed(&[(
        "vs_2_0\ndcl_position v0\nmov r0, v0\ndcl_normal v1\n",
        "dcl must come before the first instruction that is not a declaration",
    )]);
    relaxed(&[
        (
            "ps_1_1\ntex t0\ndef c0, 1, 1, 1, 1\n",
            "def must come before the first instruction that is not a declaration",
        ),
        (
            "ps_3_0\nmov r0, c0\ndefb b0, true\n",
            "defb must come before the first instruction that is not a declaration",
        ),
    ]);
}

#[test]
fn what_dcl_declares_in_each_model() {
    pass(&[
        "vs_1_1\ndcl_position v0\ndcl_texcoord3 v5\nmov oPos, v0\n",
        "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1.xy\ndcl_texcoord1 o1.zw\ndcl_2d s0\ndcl_cube s1\ndcl_volume s2\n",
        "ps_2_0\ndcl t0.xy\ndcl t1\ndcl v0\ndcl_cube s3\n",
        "ps_3_0\ndcl_texcoord0 v0.xy\ndcl_texcoord1 v0.zw\ndcl vPos.xy\ndcl vFace\ndcl_volume s0\n",
    ]);
    fail(&[
        ("ps_1_4\ndcl t0\n", "dcl is not available in ps_1_4"),
        ("vs_2_0\ndcl_texcoord oT0\n", "dcl cannot declare oT0 in vs_2_0"),
        ("vs_2_x\ndcl_2d s0\n", "vs_2_x has no sampler registers (s0)"),
        ("ps_3_0\ndcl_texcoord r0\n", "dcl cannot declare r0 in ps_3_0"),
        ("vs_3_0\ndcl_texcoord c0\n", "dcl cannot declare c0 in vs_3_0"),
        ("ps_2_0\ndcl vPos\n", "ps_2_0 has no vPos/vFace registers (vPos)"),
        (
            "ps_3_0\ndcl_position v0\nmov oC0, v0\n",
            "v0 cannot be declared position0 (use vPos)",
        ),
        ("vs_2_0\ndcl_position v0\ndcl_normal v0\n", "v0 is declared twice"),
        ("ps_2_0\ndcl t0.xy\ndcl t0.zw\n", "t0 is declared twice"),
        (
            "vs_3_0\ndcl_texcoord o1.xy\ndcl_texcoord1 o1.yz\n",
            "o1 is declared twice",
        ),
        (
            "vs_3_0\ndcl_texcoord o1.xy\ndcl_texcoord o2\n",
            "usage texcoord0 is declared twice",
        ),
        (
            "vs_2_0\ndcl_position v0\ndcl_position v1\n",
            "usage position0 is declared twice",
        ),
        ("ps_2_0\ndcl_2d s0\ndcl_cube s0\n", "s0 is declared twice"),
    ]);
    relaxed(&[("ps_3_0\ndcl vPos\n", "vPos is declared with .x, .y or .xy")]);
    // Sampler texture types other than 2d, cube and volume; a usage past
    // D3DDECLUSAGE_SAMPLE.
    use super::ValidationErrorKind as K;
    use crate::dxso::decode::RegType;
    use crate::dxso::opcodes::Opcode;
    use crate::dxso::test_tokens::*;
    let bad = |tokens: &[u32]| {
        super::validate(&crate::dxso::decode::decode(tokens).unwrap())
            .unwrap_err()
            .kind
    };
    let dcl = inst(Opcode::Dcl, 2);
    let s0 = dst(RegType::Sampler, 0, 0xF);
    let e = bad(&[ps(2, 0), dcl, 0x8000_0000 | 1 << 27, s0, END]);
    assert!(matches!(e, K::SamplerType { texture_type: 1, .. }), "{e:?}");
    assert_eq!(
        e.to_string(),
        "s0 is declared with texture type 1; dcl_2d, dcl_cube or dcl_volume expected"
    );
    let e = bad(&[ps(2, 0), dcl, 0x8000_0000, s0, END]);
    assert!(matches!(e, K::SamplerType { texture_type: 0, .. }), "{e:?}");
    let v0 = dst(RegType::Input, 0, 0xF);
    let e = bad(&[vs(2, 0), dcl, 0x8000_0000 | 14, v0, END]);
    assert!(matches!(e, K::UnknownUsage { usage: 14, .. }), "{e:?}");
    assert_eq!(e.to_string(), "v0 is declared with unknown usage 14");
}

#[test]
fn registers_that_need_a_declaration_are_declared() {
    pass(&[
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\ntexkill t0\nmov oC0, r0\n",
        "vs_3_0\ndcl_position v0\ndcl_position o0\nmov o0, v0\n",
    ]);
    fail(&[
        ("vs_1_1\nmov oPos, v0\n", "v0 is read but not declared"),
        ("vs_2_0\nmov oPos, v0\n", "v0 is read but not declared"),
        (
            "vs_3_0\ndcl_position v0\nmov o0, v0\n",
            "o0 is written but not declared",
        ),
        (
            "vs_3_0\ndcl_position v0\ndcl_position o0\ntexldl r0, v0, s0\n",
            "s0 is read but not declared",
        ),
        ("ps_2_0\ndcl t0\ntexld r0, t0, s2\n", "s2 is read but not declared"),
        ("ps_3_0\nmov oC0, v0\n", "v0 is read but not declared"),
    ]);
    relaxed(&[
        ("ps_2_0\nmov oC0, t0\n", "t0 is read but not declared"),
        ("ps_2_0\nmov oC0, v1\n", "v1 is read but not declared"),
        ("ps_2_0\ntexkill t0\n", "t0 is read but not declared"),
        ("ps_3_0\nadd r0, vPos.xy, c0\n", "vPos is read but not declared"),
        ("ps_3_0\nif_gt vFace, c0.x\nendif\n", "vFace is read but not declared"),
    ]);
}
