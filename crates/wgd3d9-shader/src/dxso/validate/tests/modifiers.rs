//! Source modifiers, result modifiers and write masks.

use super::{fail, pass, relaxed};

#[test]
fn source_modifiers_per_model() {
    pass(&[
        "vs_1_1\nmov r0, -c0\n",
        "vs_3_0\nadd r0, c0_abs, -c1_abs\nmov r1, -r0_abs\n",
        "ps_1_1\ntex t0\nmad r0, t0_bx2, -v0_bias, 1-v1\nsub r0, r0, -t0_bx2\n",
        "ps_1_4\ntexld r0, t0\nadd r0, r0_x2, -r0_bx2\n",
        "ps_2_0\nmov r0, -c0\n",
        "vs_2_0\ndefb b0, true\nif !b0\nendif\n",
        "ps_3_0\nsetp_gt p0, c0, c1\nif !p0.x\nendif\n",
    ]);
    fail(&[
        (
            "ps_1_4\nmov r0, v0_dz\n",
            "the _dz source modifier is not available on mov in ps_1_4",
        ),
        (
            "vs_2_0\nmov r0, !c0\n",
            "! applies only to the b# or p0 operand of if, callnz and breakp",
        ),
    ]);
    relaxed(&[(
        "vs_2_x\nmov r0, c0_abs\n",
        "the _abs source modifier is not available on mov in vs_2_x",
    )]);
    relaxed(&[
        (
            "ps_2_x\nmov r0, c0_abs\n",
            "the _abs source modifier is not available on mov in ps_2_x",
        ),
        (
            "ps_2_0\nmov r0, c0_bias\n",
            "the _bias source modifier is not available on mov in ps_2_0",
        ),
        (
            "vs_1_1\nmov r0, c0_bx2\n",
            "the _bx2 source modifier is not available on mov in vs_1_1",
        ),
        (
            "ps_2_0\nmov r0, 1-c0\n",
            "the 1- source modifier is not available on mov in ps_2_0",
        ),
        (
            "ps_1_3\nmov r0, v0_x2\n",
            "the _x2 source modifier is not available on mov in ps_1_3",
        ),
        (
            "vs_2_0\nm4x4 r0, r1, -c0\n",
            "m4x4 takes no swizzle or modifier on its matrix operand",
        ),
        (
            "vs_3_0\nadd r0, c0_abs, c1\n",
            "an instruction takes _abs on all of its c# operands or on none",
        ),
        ("ps_1_4\nmov r0, -c0\n", "ps_1_4 takes no source modifier on constants"),
    ]);
}

#[test]
fn ps_1_x_texture_instructions_take_only_bx2_sources() {
    pass(&[
        "ps_1_1\ntex t0\ntexm3x2pad t1, t0_bx2\ntexm3x2tex t2, t0_bx2\nmov r0, t2\n",
        "ps_1_2\ntex t0\ntexbem t1, t0_bx2\nmov r0, t1\n",
    ]);
    relaxed(&[(
        "ps_1_1\ntex t0\ntexbem t1, t0_bx2\n",
        "texbem takes no _bx2 source modifier in ps_1_1",
    )]);
    relaxed(&[(
        "ps_1_2\ntex t0\ntexbem t1, -t0\n",
        "texbem takes no - source modifier in ps_1_2",
    )]);
}

#[test]
fn result_modifiers_per_model() {
    pass(&[
        "ps_1_1\nmov_x2 r0, v0\nmul_x4_sat r1, v0, v1\nadd_d2 r0, r0, r1\n",
        "ps_1_4\nmov_x8 r0, v0\nmov_d4 r1, v0\nmov_d8 r1, r1\n",
        "ps_2_0\ndcl t0\ndcl t1\ndcl_2d s0\ntexld_pp r0, t0, s0\nmul_sat_pp r0, r0, t1\nmov oC0, r0\n",
        "ps_3_0\ndcl_texcoord_pp v0\ndcl_texcoord1_centroid v1\nmov oC0, v0\n",
        "ps_3_0\ndcl_texcoord_centroid v0\ndcl_2d s0\ntexld_centroid r0, v0, s0\ndsx_centroid r1, v0\nmov_sat oC0, r0\n",
        "vs_3_0\nadd_sat r0, c0, c1\n",
    ]);
    relaxed(&[(
        "ps_1_3\nmov_x8 r0, v0\n",
        "the _x8 result shift is not available in ps_1_3",
    )]);
    relaxed(&[
        (
            "ps_1_1\nmov_d4 r0, v0\n",
            "the _d4 result shift is not available in ps_1_1",
        ),
        (
            "ps_2_0\nmov_x2 r0, c0\n",
            "the _x2 result shift is not available in ps_2_0",
        ),
        (
            "vs_1_1\nmov_d2 r0, c0\n",
            "the _d2 result shift is not available in vs_1_1",
        ),
        ("ps_1_1\ntex_x2 t0\n", "tex takes no result shift"),
        (
            "ps_1_1\ntex_sat t0\n",
            "tex takes no _sat (texture address instruction)",
        ),
        ("vs_2_x\nmov_sat r0, c0\n", "_sat is not available in vs_2_x"),
        ("vs_3_0\nfrc_sat r0, c0\n", "frc takes no _sat"),
        ("ps_2_0\nsincos_sat r0.xy, c0.x, c1, c2\n", "sincos takes no _sat"),
        (
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld_sat r0, t0, s0\n",
            "texld takes no _sat",
        ),
        ("ps_2_0\nmov_sat oC0, c0\n", "ps_2_0 cannot write oC0 with _sat"),
        ("ps_2_x\nmov_sat oDepth, c0.x\n", "ps_2_x cannot write oDepth with _sat"),
        ("vs_3_0\nmov_pp r0, c0\n", "_pp is not available in vs_3_0"),
        ("ps_1_4\nmov_pp r0, c0\n", "_pp is not available in ps_1_4"),
        ("ps_2_0\nmov_centroid r0, c0\n", "mov takes no _centroid"),
        (
            "vs_3_0\ndcl_texcoord_centroid v0\n",
            "_centroid is not available in vs_3_0",
        ),
    ]);
}

#[test]
fn write_masks() {
    pass(&[
        "ps_1_1\nmov r0.rgb, v0\nmov r0.a, v1\ndp3 r1.rgb, v0, v1\n",
        "ps_1_4\nmov r0.rba, v0\n",
        "vs_1_1\nmov r0.xw, c0\n",
    ]);
    relaxed(&[(
        "ps_1_1\nmov r0.rg, v0\n",
        "mov write mask .xy is not one of .xyzw, .xyz, .w in ps_1_1",
    )]);
    relaxed(&[(
        "ps_1_3\ndp3 r0.a, v0, v1\n",
        "dp3 write mask .w is not one of .xyzw, .xyz in ps_1_3",
    )]);
    // An empty mask is not an assembly spelling; build it from tokens.
    use crate::dxso::decode::RegType;
    use crate::dxso::opcodes::Opcode;
    use crate::dxso::test_tokens::*;
    let tokens = [
        vs(2, 0),
        inst(Opcode::Mov, 2),
        dst(RegType::Temp, 0, 0),
        src(RegType::Const, 0, XYZW),
        END,
    ];
    let e = super::validate(&crate::dxso::decode::decode(&tokens).unwrap()).unwrap_err();
    assert!(
        matches!(e.kind, super::ValidationErrorKind::EmptyMask { op } if op.opcode == Opcode::Mov),
        "{e:?}"
    );
    assert_eq!(e.kind.to_string(), "mov has an empty write mask");
}

#[test]
fn pixel_shader_swizzles_per_model() {
    pass(&[
        "ps_1_1\nmov r0, v0.a\nmov r1.a, v0.b\n",
        "ps_1_4\nmov r0, v0.r\nadd r1, v0.g, v1.b\n",
        "ps_2_0\nadd r0, c0.yzxw, c1.zxyw\nmov r1, c2.wzyx\nmov r2, c3.y\nmul r3.xy, c0.xy, c1.wz\n",
        "ps_2_x\nmov r0, c0.xzyw\n",
        "ps_3_0\nmov r0, c0.wxyz\n",
        "vs_1_1\nmov r0, c0.zyxw\n",
    ]);
    relaxed(&[("ps_1_1\nmov r0, v0.b\n", "mov cannot take the .zzzz swizzle in ps_1_1")]);
    relaxed(&[
        ("ps_1_3\nmov r0, v0.r\n", "mov cannot take the .xxxx swizzle in ps_1_3"),
        (
            "ps_1_4\nmov r0, v0.yzxw\n",
            "mov cannot take the .yzxw swizzle in ps_1_4",
        ),
        (
            "ps_2_0\nmov r0, c0.xzyw\n",
            "mov cannot take the .xzyw swizzle in ps_2_0",
        ),
        (
            "ps_2_0\nmov r0.xy, c0.zw\n",
            "mov cannot take the .zwww swizzle in ps_2_0",
        ),
        (
            "ps_2_0\ndp3 r0.x, c0.xy, c1\n",
            "dp3 cannot take the .xyyy swizzle in ps_2_0",
        ),
    ]);
}
