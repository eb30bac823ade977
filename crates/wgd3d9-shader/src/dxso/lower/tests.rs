use super::*;
use crate::dxso::asm::assemble;
use crate::dxso::decode::decode;

fn lowered(text: &str) -> Translation {
    let tokens = assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    crate::dxso::translate(&tokens, &Options::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn a_vertex_shader_lowers_with_its_semantics() {
    let t = lowered("vs_2_0\ndcl_position v0\ndcl_texcoord1 v3\nm4x4 oPos, v0, c0\nmov oT1, v3\nmov oD0, c4\n");
    assert_eq!(
        t.inputs,
        vec![
            (
                0,
                Semantic {
                    usage: usage::POSITION,
                    index: 0
                }
            ),
            (
                3,
                Semantic {
                    usage: usage::TEXCOORD,
                    index: 1
                }
            )
        ]
    );
    assert!(t.varyings.contains(&(
        1,
        Semantic {
            usage: usage::TEXCOORD,
            index: 1
        }
    )));
    assert!(t.varyings.contains(&(
        8,
        Semantic {
            usage: usage::COLOR,
            index: 0
        }
    )));
    assert_eq!(t.program.position_fixup, Some(VS_FIXUP_CONSTANT));
    // m4x4 is four dp4 rows.
    let dp4 = t.program.body.iter().filter(|i| matches!(i, Inst::Dp4 { .. })).count();
    assert_eq!(dp4, 4);
}

#[test]
fn subroutines_are_inlined_and_defs_become_immediates() {
    let t = lowered(
        "vs_2_0\ndcl_position v0\ndef c3, 1, 2, 3, 4\ncall l0\nmov oPos, c3\nret\nlabel l0\nadd r0, v0, c3\nret\n",
    );
    let body = &t.program.body;
    assert!(matches!(body[0], Inst::Add { .. }));
    assert_eq!(t.program.immediates[0], [1.0, 2.0, 3.0, 4.0]);
    assert_eq!(t.program.const_overrides, vec![(3, 0)]);
}

#[test]
fn undeclared_sampler_reads_and_missing_labels_are_errors() {
    let tokens = assemble("ps_2_0\ndcl t0\ntexld r0, t0, s0\nmov oC0, r0\n").unwrap();
    let e = lower(&decode(&tokens).unwrap(), &Options::default()).unwrap_err();
    assert_eq!(e.kind, LowerErrorKind::UndeclaredSampler(0), "{e}");
    assert_eq!(e.to_string(), "token 4: sampler s0 is not declared");
    // Validation refuses a call to a missing label first; the lowering
    // alone refuses it too.
    let tokens = assemble("vs_2_0\ncall l3\nret\n").unwrap();
    let e = lower(&decode(&tokens).unwrap(), &Options::default()).unwrap_err();
    assert_eq!(e.kind, LowerErrorKind::UndefinedLabel(3), "{e}");
    assert_eq!(e.kind.to_string(), "call to undefined label l3");
}

#[test]
fn software_vertex_processing_moves_the_runtime_registers_past_8192() {
    let text = "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oD0, c300\n";
    let tokens = assemble(text).expect("assembles");
    let hw = crate::dxso::translate(&tokens, &Options::default()).expect("translates");
    assert!(hw.software_constants);
    assert!(!hw.program.storage_constants);
    // Without software vertex processing c300 is never run: it reads zero
    // rather than a runtime register.
    assert_eq!(hw.program.constants, VS_CLIP_PLANE_CONSTANT + 6);
    let reads_const = |p: &Program, r: u32| {
        let mut found = false;
        for i in &p.body {
            i.for_each_src(|s| found |= s.reg.file == RegFile::Const && s.reg.index == r);
        }
        found
    };
    assert!(!reads_const(&hw.program, 300));
    let options = Options {
        software_vp: true,
        ..Default::default()
    };
    let sw = crate::dxso::translate(&tokens, &options).expect("translates");
    assert!(sw.program.storage_constants);
    assert_eq!(sw.program.position_fixup, Some(VS_SOFTWARE_CONSTANTS));
    assert_eq!(
        sw.program.constants,
        VS_SOFTWARE_CONSTANTS + VS_CLIP_PLANE_CONSTANT + 6 - VS_FIXUP_CONSTANT
    );
    assert!(reads_const(&sw.program, 300));
    // Registers below 256 and definitions of them are not software ones.
    assert!(!lowered("vs_1_1\ndcl_position v0\ndef c255, 1, 1, 1, 1\nadd oPos, v0, c255\n").software_constants);
    assert!(lowered("vs_1_1\ndcl_position v0\ndef c256, 1, 1, 1, 1\nadd oPos, v0, c256\n").software_constants);
}
