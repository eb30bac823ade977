//! Validation tests: for each rule, shaders (as assembly) that pass and
//! shaders that fail with the rule's message (the Display of its kind);
//! [`kinds`] checks the kind of one rule of each family.

use super::*;
use crate::dxso::asm::assemble;
use crate::dxso::decode::decode;

mod decl;
mod flow;
mod kinds;
mod modifiers;
mod ps1;
mod slots;

fn check(text: &str) -> Result<Relaxed, ValidationError> {
    validate(&decode(&assemble(text).unwrap()).unwrap())
}

/// Every shader passes, breaking no rule.
fn pass(texts: &[&str]) {
    for text in texts {
        assert_eq!(check(text), Ok(Vec::new()), "{text}");
    }
}

/// Every shader fails with its message (a kept rule).
fn fail(cases: &[(&str, &str)]) {
    for (text, message) in cases {
        match check(text) {
            Ok(relaxed) => panic!("accepted (relaxed: {relaxed:?}):\n{text}"),
            Err(e) => assert_eq!(e.kind.to_string(), *message, "{text}"),
        }
    }
}

/// Every shader is accepted, and the first relaxed rule it breaks has the
/// message given.
fn relaxed(cases: &[(&str, &str)]) {
    for (text, message) in cases {
        match check(text) {
            Ok(relaxed) => {
                let first = relaxed.first().map(|e| e.kind.to_string());
                assert_eq!(first.as_deref(), Some(*message), "{text}");
            }
            Err(e) => panic!("refused ({e}):\n{text}"),
        }
    }
}

#[test]
fn registers_inside_each_models_files_pass() {
    pass(&[
        "vs_1_1\ndcl_texcoord v15\nmov r11, c255\nmov oT7, v15\nmov oD1, r11\n",
        "vs_2_x\nmov r31, c0\nsetp_gt p0, r31, c0\ncall l15\nret\nlabel l15\nret\n",
        "vs_3_0\ndcl_position v0\ndcl_2d s3\ndcl_texcoord o11\ntexldl r0, v0, s3\nmov o11, r0\n",
        "ps_1_1\ntex t3\nmov r1, v1\nmov r0, c7\n",
        "ps_1_4\ntexld r5, t5\n",
        "ps_2_0\ndcl t7\ndcl_2d s15\ntexld r11, t7, s15\nmov oC3, c31\nmov oDepth, r11.x\n",
        "ps_3_0\ndcl vFace\ndcl_texcoord v9\nmov r31, c223\nmov oC0, v9\n",
    ]);
}

#[test]
fn registers_a_model_lacks_or_exceeds_are_refused() {
    fail(&[
        ("vs_1_1\nmov r12, c0\n", "r12 is out of range (vs_1_1 has 12)"),
        (
            "vs_1_1\nmov r0, c0\nif b0\nendif\n",
            "vs_1_1 has no boolean constant registers (b0)",
        ),
        ("vs_2_0\nsetp_gt p0, r0, c0\n", "vs_2_0 has no predicate registers (p0)"),
        ("vs_3_0\nmov oD0, r0\n", "vs_3_0 has no colour output registers (oD0)"),
        ("ps_1_3\nmov r2, t0\n", "r2 is out of range (ps_1_3 has 2)"),
        ("ps_1_4\nmov r0, c8\n", "c8 is out of range (ps_1_4 has 8)"),
        ("ps_2_0\nmov r0, i0\n", "ps_2_0 has no integer constant registers (i0)"),
        ("ps_2_0\nmov r0, v2\n", "v2 is out of range (ps_2_0 has 2)"),
        (
            "ps_3_0\nmov r0, t0\n",
            "ps_3_0 has no address or texture registers (t0)",
        ),
        ("ps_3_0\nmov r0, c224\n", "c224 is out of range (ps_3_0 has 224)"),
        // Relative addresses are registers too.
        ("ps_2_0\nmov r0, c5[aL]\n", "ps_2_0 has no loop counter registers (aL)"),
    ]);
}

#[test]
fn instructions_each_model_has_pass() {
    pass(&[
        "vs_1_1\ndcl_position v0\nadd r0, v0, c0\nsub r0, r0, c1\nmad r0, r0, c1, r0\nmul r0, r0, c2\n\
         dp3 r1.x, r0, c3\ndp4 r1.y, r0, c3\nmin r1, r0, c4\nmax r1, r1, c4\nslt r2, r0, c5\nsge r2, r0, c5\n\
         exp r3, r0.x\nexpp r3, r0.x\nlog r3, r0.x\nlogp r3, r0.x\nlit r4, r0\ndst r4, r0, r1\nfrc r5.xy, r0\n\
         rcp r6, r0.x\nrsq r6, r0.x\nm4x4 oPos, v0, c10\nm3x3 r7.xyz, r0, c10\nnop\n",
        "vs_2_0\ndcl_position v0\ndefi i0, 2, 0, 0, 0\ndefb b0, true\nabs r0, v0\ncrs r1.xyz, r0, v0\nlrp r2, c0, r0, v0\n\
         mova a0.x, c0.x\nnrm r3, r0\npow r4, r0.x, c0.y\nsgn r5, r0, r6, r7\nsincos r8.xy, r0.x, c1, c2\n\
         rep i0\nadd r0, r0, c3\nendrep\nif b0\nmov r0, c4\nelse\nmov r0, c5\nendif\ncall l0\ncallnz l0, b0\n\
         mov oPos, r0\nret\nlabel l0\nmov r9, c6\nret\n",
        "vs_2_x\ndcl_position v0\nsetp_gt p0, v0, c0\n(p0) mov r0, v0\nif_lt v0.x, c0.x\nmov r0, c1\nendif\n\
         rep i0\nbreak_ge r0.x, c1.x\nbreakp p0.x\nbreak\nendrep\nmov oPos, r0\n",
        "vs_3_0\ndcl_position v0\ndcl_2d s0\ndcl_position o0\ntexldl r0, v0, s0\nmov o0, r0\n",
        "ps_1_1\ndef c0, 1, 1, 1, 1\ntex t0\ntexcoord t1\ntexkill t2\nadd r0, t0, t1\nsub r0, r0, c0\n\
         mad r0, r0, c0, v0\nmul r1, r0, c0\ndp3 r1, r0, c0\nlrp r0, r1, r0, c0\ncnd r0, r0.a, r1, c0\nnop\n",
        "ps_1_2\ntex t0\ntexdp3 t1, t0\ndp4 r0, t0, c0\ncmp r1, t0, t1, c0\nmov r0, r1\n",
        "ps_1_3\ntex t0\ntexm3x2pad t1, t0\ntexm3x2depth t2, t0\nmov r0, t2\n",
        "ps_1_4\ntexld r0, t0\ntexcrd r1.rgb, t1\nbem r2.rg, r0, r1\nadd r5.rg, r0, r1\nphase\ntexld r2, r2\ntexdepth r5\n\
         cmp r0, r0, r2, c0\ncnd r0, r0, r2, c0\n",
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\ntexldp r1, t0, s0\ntexldb r2, t0, s0\ntexkill t0\n\
         dp2add r3, r0, r1, c0.x\nrcp r4, r0.x\nsincos r5.xy, r0.x, c1, c2\nabs r6, r0\nmov oC0, r6\n",
        "ps_2_x\ndcl t0\ndcl_2d s0\ndefi i0, 1, 0, 0, 0\nsetp_gt p0, t0, c0\ndsx r0, t0\ndsy r1, t0\n\
         texldd r2, t0, s0, r0, r1\nrep i0\nbreakp p0.x\nendrep\nif p0.x\ncall l0\nendif\nmov oC0, r2\nret\n\
         label l0\nmov r3, c0\nret\n",
        "ps_3_0\ndcl_texcoord v0\ndcl_2d s0\ndefi i0, 2, 0, 1, 0\nloop aL, i0\nadd r0, r0, v0\nendloop\n\
         texldl r1, v0, s0\nmov oC0, r1\n",
    ]);
}

#[test]
fn instructions_a_model_lacks_are_refused() {
    fail(&[
        ("vs_1_1\nabs r0, c0\n", "abs is not available in vs_1_1"),
        ("vs_1_1\nlrp r0, c0, c1, c2\n", "lrp is not available in vs_1_1"),
        ("vs_1_1\nmova a0.x, c0.x\n", "mova is not available in vs_1_1"),
        ("vs_1_1\nnrm r0, c0\n", "nrm is not available in vs_1_1"),
        ("vs_1_1\npow r0, c0.x, c1.x\n", "pow is not available in vs_1_1"),
        ("vs_1_1\nret\n", "ret is not available in vs_1_1"),
        ("vs_2_0\nbreak\n", "break is not available in vs_2_0"),
        (
            "vs_2_0\nif_gt c0.x, c1.x\nendif\n",
            "if_comp is not available in vs_2_0",
        ),
        (
            "vs_2_x\ndcl_position v0\ntexldl r0, v0, s0\n",
            "vs_2_x has no sampler registers (s0)",
        ),
        (
            "vs_3_0\ndcl_2d s0\ntexld r0, c0, s0\n",
            "texld is not available in vs_3_0",
        ),
        ("vs_3_0\ndsx r0, c0\n", "dsx is not available in vs_3_0"),
        ("vs_3_0\ncmp r0, c0, c1, c2\n", "cmp is not available in vs_3_0"),
        ("ps_1_1\ndp4 r0, c0, c1\n", "dp4 is not available in ps_1_1"),
        ("ps_1_1\ncmp r0, c0, c1, c0\n", "cmp is not available in ps_1_1"),
        ("ps_1_1\ntexm3x3 t0, t0\n", "texm3x3 is not available in ps_1_1"),
        (
            "ps_1_2\ntexm3x2depth t1, t0\n",
            "texm3x2depth is not available in ps_1_2",
        ),
        ("ps_1_3\nphase\n", "phase is not available in ps_1_3"),
        ("ps_1_4\ntexbem t1, t0\n", "texbem is not available in ps_1_4"),
        ("ps_1_4\nrcp r0, c0.x\n", "rcp is not available in ps_1_4"),
        ("ps_2_0\nslt r0, c0, c1\n", "slt is not available in ps_2_0"),
        ("ps_2_0\nsge r0, c0, c1\n", "sge is not available in ps_2_0"),
        ("ps_2_0\nlit r0, c0\n", "lit is not available in ps_2_0"),
        ("ps_2_0\ndst r0, c0, c1\n", "dst is not available in ps_2_0"),
        ("ps_2_0\nexpp r0, c0.x\n", "expp is not available in ps_2_0"),
        ("ps_2_0\nlogp r0, c0.x\n", "logp is not available in ps_2_0"),
        ("ps_2_0\ncnd r0, c0, c1, c2\n", "cnd is not available in ps_2_0"),
        ("ps_2_0\nret\n", "ret is not available in ps_2_0"),
        ("ps_2_0\ndsx r0, c0\n", "dsx is not available in ps_2_0"),
        (
            "ps_2_x\nloop aL, i0\nendloop\n",
            "ps_2_x has no loop counter registers (aL)",
        ),
        ("ps_2_x\nendloop\n", "endloop is not available in ps_2_x"),
        ("ps_2_x\ntexldl r0, c0, s0\n", "texldl is not available in ps_2_x"),
        ("ps_3_0\nsgn r0, c0\n", "sgn is not available in ps_3_0"),
        ("ps_3_0\nexpp r0, c0.x\n", "expp is not available in ps_3_0"),
        ("ps_3_0\ntexcrd r0, v0\n", "texcrd is not available in ps_3_0"),
    ]);
}

#[test]
fn def_defi_defb_only_where_the_model_has_their_registers() {
    pass(&["vs_2_0\ndefi i15, 1, 2, 3, 4\ndefb b15, false\ndef c255, 1, 2, 3, 4\n"]);
    fail(&[
        (
            "vs_1_1\ndefi i0, 1, 0, 0, 0\n",
            "vs_1_1 has no integer constant registers (i0)",
        ),
        (
            "ps_2_0\ndefb b0, true\n",
            "ps_2_0 has no boolean constant registers (b0)",
        ),
        (
            "ps_1_4\ndefi i0, 1, 0, 0, 0\n",
            "ps_1_4 has no integer constant registers (i0)",
        ),
        ("vs_2_0\ndef r0, 1, 2, 3, 4\n", "def defines c# registers only"),
        ("vs_2_0\ndefi c0, 1, 2, 3, 4\n", "defi defines i# registers only"),
    ]);
    relaxed(&[("vs_2_0\ndef c0.xy, 1, 2, 3, 4\n", "def takes the full write mask")]);
}

#[test]
fn texld_control_bits_only_where_texldp_and_texldb_exist() {
    pass(&["ps_3_0\ndcl_texcoord v0\ndcl_cube s1\ntexldp r0, v0, s1\ntexldb r1, v0, s1\nmov oC0, r1\n"]);
    fail(&[("ps_1_4\ntexldp r0, t0\n", "texld has no projected or biased form")]);
    // A comparison outside 1..=6, and control bits on an instruction without any.
    use crate::dxso::decode::RegType;
    use crate::dxso::test_tokens::*;
    let bad = |tokens: &[u32]| validate(&decode(tokens).unwrap()).unwrap_err().kind;
    let setp = inst(Opcode::Setp, 3) | 7 << 16;
    let p0 = dst(RegType::Predicate, 0, 0xF);
    let c0 = src(RegType::Const, 0, XYZW);
    let e = bad(&[vs(2, 1), setp, p0, c0, c0, END]);
    assert!(
        matches!(
            e,
            ValidationErrorKind::BadControl {
                op: Mnemonic {
                    opcode: Opcode::Setp,
                    control: 7,
                    ..
                }
            }
        ),
        "{e:?}"
    );
    assert_eq!(e.to_string(), "setp_comp has no valid comparison (control 7)");
    let mov = inst(Opcode::Mov, 2) | 1 << 16;
    let e = bad(&[vs(2, 0), mov, dst(RegType::Temp, 0, 0xF), c0, END]);
    assert!(
        matches!(
            e,
            ValidationErrorKind::BadControl {
                op: Mnemonic {
                    opcode: Opcode::Mov,
                    control: 1,
                    ..
                }
            }
        ),
        "{e:?}"
    );
    assert_eq!(e.to_string(), "mov has unknown control bits 0x1");
}

#[test]
fn coissue_only_pairs_colour_and_alpha_in_ps_1_x() {
    pass(&[
        "ps_1_1\ntex t0\nmul r0.rgb, t0, v0\n+add r0.a, t0, v1\n",
        "ps_1_4\ntexld r0, t0\nmov r1.a, r0\n+mul r1.rg, r0, c0\n",
    ]);
    fail(&[
        (
            "ps_2_0\nmov r0.xyz, c0\n+mov r0.w, c1\n",
            "co-issue: ps_2_0 has no co-issued instructions",
        ),
        (
            "vs_1_1\nmov r0.xyz, c0\n+mov r0.w, c1\n",
            "co-issue: vs_1_1 has no co-issued instructions",
        ),
        (
            "ps_1_1\nmov r0, c0\n+mov r1.a, c1\n",
            "co-issue: one instruction of the pair must write alpha only and the other colour only",
        ),
        (
            "ps_1_1\n+mov r1.a, c1\n",
            "co-issue: a co-issued instruction must follow an arithmetic instruction that is not co-issued",
        ),
        (
            "ps_1_1\nmov r0.rgb, c0\n+mov r0.a, c1\n+mov r1.a, c1\n",
            "co-issue: a co-issued instruction must follow an arithmetic instruction that is not co-issued",
        ),
        (
            "ps_1_2\nmov r0.rgb, c0\n+dp4 r0.a, c0, c1\n",
            "co-issue: dp4 cannot be co-issued",
        ),
        ("ps_1_1\n+tex t0\n", "co-issue: tex cannot be co-issued"),
    ]);
}

#[test]
fn predication_only_on_p0_in_models_that_have_it() {
    pass(&[
        "vs_2_x\nsetp_lt p0.xy, c0, c1\n(!p0.y) add r0, c0, c1\n(p0.x) sincos r1.xy, c0.x, c1, c2\n",
        "ps_3_0\ndcl_texcoord v0\ndcl_2d s0\nsetp_ge p0, v0, c0\n(p0.z) texld r0, v0, s0\nmov oC0, r0\n",
    ]);
    fail(&[
        ("ps_2_0\n(p0) mov r0, c0\n", "ps_2_0 has no predicate registers (p0)"),
        (
            "vs_2_x\n(r0.x) mov r0, c0\n",
            "instructions are predicated on p0, not r0",
        ),
        ("vs_2_x\n(-p0) mov r0, c0\n", "a predicate takes no modifier but !"),
        ("vs_2_x\n(p0) rep i0\nendrep\n", "rep cannot be predicated"),
    ]);
    relaxed(&[(
        "vs_2_x\nsetp_lt p0, c0, c1\n(p0.xy) mov r0, c0\n",
        "a predicate swizzle must be .xyzw or a replicate (.x, .y, .z, .w)",
    )]);
    relaxed(&[(
        "vs_2_x\n(p0) sincos r1.xy, c0.x, c1, c2\n",
        "vs_2_x predicates sincos with a replicate swizzle only",
    )]);
}

#[test]
fn destinations_are_writable_registers() {
    pass(&[
        "vs_1_1\nmov a0.x, c0.x\nmov oPos, c[a0.x + 1]\nmov oFog, c0.x\nmov oPts, c0.x\nmov oD0, c0\nmov oT0, c0\n",
        "vs_2_0\nmova a0.xy, c0\nmov r0, c[a0.y + 2]\n",
        "ps_1_1\ntex t0\nmov t0, c0\nmov r0, t0\n",
    ]);
    fail(&[
        ("vs_2_0\nmov c0, r0\n", "c0 cannot be written in vs_2_0"),
        (
            "vs_2_0\ndcl_position v0\nmov v0, r0\n",
            "v0 cannot be written in vs_2_0",
        ),
        ("ps_1_4\nmov t0, c0\n", "t0 cannot be written in ps_1_4"),
        ("ps_2_0\ndcl t0\nmov t0, c0\n", "t0 cannot be written in ps_2_0"),
        ("vs_2_0\nmov a0.x, c0.x\n", "vs_2_0 writes a0 only with mova"),
        ("vs_2_0\nmova r0, c0\n", "mova writes a0, not r0"),
        ("vs_2_x\nmov p0, c0\n", "only setp writes p0, not mov"),
        ("vs_2_x\nsetp_gt r0, c0, c1\n", "setp writes p0, not r0"),
        ("vs_1_1\nadd a0.x, c0, c1\n", "vs_1_1 writes a0 only with mov a0.x"),
    ]);
    // a0 has only .x: a wider mask writes that.
    relaxed(&[("vs_1_1\nmov a0, c0\n", "vs_1_1 writes a0 with the .x mask only")]);
}

#[test]
fn sources_come_from_files_the_instruction_may_read() {
    pass(&[
        "vs_2_0\ndefi i0, 2, 0, 1, 0\nloop aL, i0\nmov r0, c[aL]\nendloop\nrep i0\nendrep\n",
        "ps_3_0\ndcl vFace\nif_gt vFace, c0.x\nendif\nsetp_lt p0, vFace, c0\n",
    ]);
    fail(&[
        ("vs_2_0\nmov r0, oPos\n", "mov cannot read oPos"),
        ("ps_2_0\nmov r0, oC0\n", "mov cannot read oC0"),
        ("vs_2_0\nmov r0, i0\n", "mov cannot read i0"),
        ("vs_2_0\nadd r0, c0, b0\n", "add cannot read b0"),
        ("ps_2_0\ndcl_2d s0\nmov r0, s0\n", "mov cannot read s0"),
        ("vs_2_0\nloop i0, i0\nendloop\n", "loop counts in aL, not i0"),
        ("vs_2_0\nrep c0\nendrep\n", "rep takes an i# register, not c0"),
        ("vs_2_0\nif c0\nendif\n", "if takes b# or p0, not c0"),
        ("vs_2_0\ncall c0\n", "call takes a label, not c0"),
        (
            "ps_2_0\ndcl t0\ndcl t1\ntexld r0, t0, t1\n",
            "texld samples a sampler (s#), not t1",
        ),
    ]);
    relaxed(&[("vs_2_x\nif p0\nendif\n", "if needs a replicate swizzle on p0")]);
    relaxed(&[(
        "vs_2_x\nrep i0\nbreakp p0\nendrep\n",
        "breakp needs a replicate swizzle on p0",
    )]);
}

#[test]
fn relative_addressing_per_model() {
    pass(&[
        "vs_1_1\nmov a0.x, c0.x\nmov r0, c[a0.x + 4]\n",
        "vs_2_0\nmova a0.w, c0\nmov r0, c[a0.w + 4]\n",
        "vs_3_0\ndcl_texcoord v0\ndcl_texcoord1 v1\ndcl_texcoord o0\ndcl_texcoord1 o1\ndefi i0, 2, 0, 1, 0\n\
         mova a0.x, c0.x\nloop aL, i0\nmov o[aL], v[aL]\nmov r0, v[a0.x]\nendloop\n",
        "ps_3_0\ndcl_texcoord v0\ndcl_texcoord1 v1\ndefi i0, 2, 0, 1, 0\nloop aL, i0\nadd r0, r0, v[aL]\nendloop\n",
    ]);
    fail(&[
        (
            "vs_1_1\nmov oT0[a0.x], c0\n",
            "oT0[a0.x]: oT0 cannot be addressed that way in vs_1_1",
        ),
        (
            "vs_2_0\ndcl_position v0\nmov r0, v[a0.x]\n",
            "v0[a0.x]: v0 cannot be addressed that way in vs_2_0",
        ),
        (
            "vs_3_0\ndcl_texcoord o0\nmov o[a0.x], c0\n",
            "o0[a0.x]: o0 cannot be addressed that way in vs_3_0",
        ),
        (
            "ps_3_0\nmov r0, c[aL]\n",
            "c0[aL]: c0 cannot be addressed that way in ps_3_0",
        ),
    ]);
}

#[test]
fn sm1_read_port_limits() {
    pass(&[
        "vs_1_1\ndcl_position v0\nmad r0, v0, c0, r1\nadd r0, c1, c1\n",
        "ps_1_1\ntex t0\ntex t1\nmad r0, t0, t1, v0\nmad r0, c0, c1, v1\n",
        "ps_1_2\ntex t0\ntex t1\ntex t2\nmad r0, t0, t1, t2\n",
    ]);
    relaxed(&[
        (
            "vs_1_1\nmad r0, c0, c1, r1\n",
            "mad reads 2 different constant registers (vs_1_1 allows 1)",
        ),
        (
            "vs_1_1\ndcl_position v0\ndcl_normal v1\nadd r0, v0, v1\n",
            "add reads 2 different input registers (vs_1_1 allows 1)",
        ),
        (
            "ps_1_1\ntex t0\ntex t1\ntex t2\nmad r0, t0, t1, t2\n",
            "mad reads 3 different address or texture registers (ps_1_1 allows 2)",
        ),
        (
            "ps_1_1\nmov r0, c0\nmov r1, c1\nmad r0, r0, r1, r0\nmad r0, c0, c1, c2\n",
            "mad reads 3 different constant registers (ps_1_1 allows 2)",
        ),
    ]);
}

#[test]
fn operand_forms_of_particular_instructions() {
    pass(&[
        "vs_2_0\nsincos r0.x, c0.y, c1, c2\nsincos r0.y, c0.y, c1, c2\ncrs r1.xz, r0, c0\nnrm r2, r0\n\
         m4x3 r3.xyz, r0, c4\nm3x2 r4.xy, r0, c4\nsgn r5, r0, r6, r7\n",
        "vs_3_0\nsincos r0.xy, c0.w\n",
        "vs_1_1\nfrc r0.y, c0\n",
        "ps_2_x\ndcl t0\ndcl_volume s2\ntexld r0, t0.zyx, s2\nrsq r1, r0.w\npow r2, r0.x, r1.y\nmov oC0, r2\n",
    ]);
    relaxed(&[("vs_2_0\nsincos r0.xyz, c0.x, c1, c2\n", "sincos writes .x, .y or .xy")]);
    relaxed(&[
        (
            "vs_2_0\nsincos oPos.xy, c0.x, c1, c2\n",
            "sincos writes a temporary register",
        ),
        (
            "vs_2_0\nsincos r0.xy, c0, c1, c2\n",
            "sincos reads a replicate swizzle (.x, .y, .z or .w)",
        ),
        (
            "vs_2_0\nsincos r0.xy, c0.x, c1, c1\n",
            "sincos takes two different c# registers as its second and third operands",
        ),
        ("vs_2_0\ncrs r0, r1, r2\n", "crs writes some of .x, .y and .z only"),
        (
            "vs_2_0\ncrs r0.xyz, r1.yzx, r2\n",
            "crs reads its sources without swizzle",
        ),
        ("vs_2_0\ncrs r1.xyz, r1, r2\n", "crs cannot write one of its sources"),
        ("vs_2_0\nnrm r1, r1\n", "nrm cannot write its source"),
        (
            "vs_2_0\nsgn r0, c0, r1, r1\n",
            "sgn takes two different r# registers as its scratch operands",
        ),
        ("vs_2_0\nm4x4 r0.xyz, r1, c0\n", "m4x4 writes the .xyzw mask"),
        ("vs_2_0\nm3x3 r0, r1, c0\n", "m3x3 writes the .xyz mask"),
        (
            "vs_2_0\nm3x2 r0.xy, r1, c0.yzxw\n",
            "m3x2 takes no swizzle or modifier on its matrix operand",
        ),
        ("vs_2_0\nm4x4 r1, r1, c0\n", "m4x4 cannot write its vector operand"),
        ("vs_1_1\nfrc r0.x, c0\n", "frc writes .y or .xy in vs_1_1"),
        (
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0.xy, t0, s0\n",
            "texld writes a temporary register with the full mask",
        ),
        (
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0.yx, s0\n",
            "texld takes no swizzle on its coordinates in ps_2_0",
        ),
        (
            "ps_2_x\ndcl t0\ndcl_2d s0\ntexld r0, -t0, s0\n",
            "texld takes no modifier on its coordinates",
        ),
        (
            "ps_2_x\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0.x\n",
            "texld takes no swizzle on its sampler",
        ),
        (
            "ps_2_0\ndcl_2d s0\ntexld r0, c0, s0\n",
            "texld reads coordinates from t# or r#",
        ),
        (
            "ps_2_0\nrcp r0, c0\n",
            "rcp reads a replicate swizzle (.x, .y, .z or .w)",
        ),
        (
            "ps_2_0\npow r0, c0.x, c1\n",
            "pow reads a replicate swizzle (.x, .y, .z or .w)",
        ),
        (
            "ps_2_0\ndp2add r0, c0, c1, c2\n",
            "dp2add reads a replicate swizzle as its third operand",
        ),
        (
            "vs_2_x\nif_gt c0, c1.x\nendif\n",
            "if_comp compares replicate swizzles (.x, .y, .z or .w)",
        ),
    ]);
}

/// Mutated token streams that still decode never make the validator panic.
#[test]
fn mutated_shaders_never_panic() {
    let seeds = [
        "vs_1_1\ndcl_position v0\nmov a0.x, c0.x\nm4x4 oPos, v0, c[a0.x + 4]\n",
        "vs_2_x\ndefi i0, 2, 0, 1, 0\ndefb b0, true\nloop aL, i0\nif b0\ncall l1\nendif\nendloop\nret\n\
         label l1\nsetp_gt p0, c0, c1\n(p0.x) mov r0, c[aL]\nret\n",
        "vs_3_0\ndcl_position v0\ndcl_2d s0\ndcl_position o0\ntexldl r0, v0, s0\nmov o0, r0\n",
        "ps_1_1\ntex t0\ntexm3x2pad t1, t0\ntexm3x2tex t2, t0\nmul r0.rgb, t2, v0\n+mov r0.a, v0\n",
        "ps_1_4\ntexld r0, t0\ntexcrd r1.rgb, t1\nbem r2.rg, r0, r1\nphase\ntexld r2, r2_dz\nmov r0, r2\n",
        "ps_2_x\ndcl t0\ndcl_2d s0\nrep i0\nbreak_gt c0.x, c1.x\nendrep\ntexld r0, t0, s0\nmov oC0, r0\n",
        "ps_3_0\ndcl_texcoord v0\ndcl vFace\ndcl_cube s0\nif_gt vFace, c0.x\ntexld r0, v0, s0\nendif\nmov oC0, r0\n",
    ];
    let mut x = 0x2545_F491u32;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    };
    let mut decoded = 0;
    for seed in seeds {
        let tokens = assemble(seed).unwrap();
        for _ in 0..3000 {
            let mut t = tokens.clone();
            for _ in 0..1 + next() % 3 {
                let k = 1 + (next() as usize) % (t.len() - 2);
                t[k] ^= 1 << (next() % 32);
            }
            if let Ok(s) = decode(&t) {
                decoded += 1;
                let _ = validate(&s);
            }
        }
    }
    assert!(decoded > 1000, "{decoded}");
}

/// Corpus files that break a D3D9 rule, with the validator's message.
const CORPUS_INVALID: &[(&str, &str)] = &[
    // "Applying the Predicate Register": .xyzw or a replicate swizzle only.
    (
        "vs_2_x_setp_comparisons.asm",
        "a predicate swizzle must be .xyzw or a replicate (.x, .y, .z, .w)",
    ),
    (
        "vs_3_0_predication.asm",
        "a predicate swizzle must be .xyzw or a replicate (.x, .y, .z, .w)",
    ),
    (
        "ps_3_0_predication.asm",
        "a predicate swizzle must be .xyzw or a replicate (.x, .y, .z, .w)",
    ),
    // texldl is ps_3_0 only.
    ("ps_2_x_shadow_pcf.asm", "texldl is not available in ps_2_x"),
    // ps_2_0 has no arbitrary swizzles (identity, replicates, .yzxw, .zxyw,
    // .wzyx only).
    ("ps_2_0_dp2add.asm", "mad cannot take the .wyzx swizzle in ps_2_0"),
    (
        "ps_2_0_shadow_compare.asm",
        "add cannot take the .xyyy swizzle in ps_2_0",
    ),
    ("ps_2_0_swizzle_nop.asm", "add cannot take the .xxyy swizzle in ps_2_0"),
    ("ps_2_0_water.asm", "mov cannot take the .zwww swizzle in ps_2_0"),
    // dcl_3d is not a sampler declaration (dcl_volume is).
    ("ps_3_0_breakp.asm", "assembly: line 5: bad usage index in dcl_3d"),
];

/// Every shader of the corpus under `tests/in` validates, except the files
/// of [`CORPUS_INVALID`], which fail with their message (or pass, once
/// fixed). Files are read as they are (the corpus may still be growing).
#[test]
fn the_corpus_validates() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "asm"))
        .collect();
    paths.sort();
    let mut failures = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let known = CORPUS_INVALID.iter().find(|(file, _)| *file == name).map(|(_, m)| *m);
        let tokens = match assemble(&text) {
            Ok(t) => t,
            Err(e) if known == Some(format!("assembly: {e}").as_str()) => continue,
            Err(e) => {
                failures.push(format!("{name}: assembly: {e}"));
                continue;
            }
        };
        let shader = decode(&tokens).unwrap();
        if let (Some(message), Err(e)) = (known, validate(&shader)) {
            if e.kind.to_string() != *message {
                failures.push(format!("{name}: expected {message:?}, got {e}"));
            }
            continue;
        }
        if let Err(e) = validate(&shader) {
            let line = crate::dxso::disasm::instruction(
                shader.version,
                shader
                    .instructions
                    .iter()
                    .find(|i| i.offset == e.offset)
                    .unwrap_or(&shader.instructions[0]),
            );
            failures.push(format!("{name}: {e} [{line}]"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files fail:\n{}",
        failures.len(),
        paths.len(),
        failures.join("\n")
    );
}

#[test]
fn vertex_shaders_may_name_software_vertex_processing_constants() {
    // 8,192 registers: a device without software vertex processing refuses
    // those past c255 itself (`Translation::software_constants`).
    pass(&[
        "vs_2_0\nmov r0, c256\nmov oPos, r0\n",
        "vs_3_0\ndcl_position o0\nmov o0, c2047\n",
    ]);
}
