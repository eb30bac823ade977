//! Instruction slot limits: shaders at each model's limit pass, one slot
//! more fails.

use super::{check, pass, relaxed};

/// `head`, then `n` copies of the line `line`, then `tail`.
fn rep(head: &str, line: &str, n: usize, tail: &str) -> String {
    let mut s = String::from(head);
    for _ in 0..n {
        s += line;
        s.push('\n');
    }
    s + tail
}

/// [`pass`] over built texts.
fn pass_all(texts: &[String]) {
    pass(&texts.iter().map(String::as_str).collect::<Vec<_>>());
}

/// [`fail`] over built texts.
fn relaxed_all(cases: &[(String, &str)]) {
    relaxed(&cases.iter().map(|(t, m)| (t.as_str(), *m)).collect::<Vec<_>>());
}

#[test]
fn ps_1_1_to_1_3_allow_4_texture_and_8_arithmetic_slots() {
    let tex4 = "tex t0\ntex t1\ntex t2\ntex t3\n";
    pass_all(&[
        format!("ps_1_1\n{tex4}mov r0, t0\n"),
        rep("ps_1_2\ntex t0\n", "mul r0, t0, v0", 8, ""),
        // def and nop take no slot.
        rep(
            "ps_1_3\ndef c0, 1, 1, 1, 1\ntex t0\n",
            "mul r0, t0, c0",
            8,
            "nop\nnop\n",
        ),
        // A co-issued pair takes one arithmetic slot.
        rep("ps_1_1\ntex t0\n", "mul r0.rgb, t0, v0\n+add r0.a, t0, v0", 8, ""),
    ]);
    relaxed_all(&[
        (
            format!("ps_1_1\n{tex4}texkill t0\nmov r0, t0\n"),
            "ps_1_1 allows 4 texture instruction slots; the shader uses 5",
        ),
        (
            rep("ps_1_2\ntex t0\n", "mul r0, t0, v0", 9, ""),
            "ps_1_2 allows 8 arithmetic instruction slots; the shader uses 9",
        ),
        (
            rep(
                "ps_1_1\ntex t0\n",
                "mul r0.rgb, t0, v0\n+add r0.a, t0, v0",
                8,
                "mov r1, v0\n",
            ),
            "ps_1_1 allows 8 arithmetic instruction slots; the shader uses 9",
        ),
        (
            rep("ps_1_3\n", "mov r0, v0", 10, ""),
            "ps_1_3 allows 8 arithmetic instruction slots; the shader uses 10",
        ),
    ]);
}

#[test]
fn ps_1_x_instructions_with_more_slots() {
    pass_all(&[
        // texbeml: one texture and one arithmetic slot.
        rep("ps_1_1\ntex t0\ntexbeml t1, t0\n", "mul r0, t1, v0", 7, ""),
        // cmp and dp4 take 2 slots in ps_1_2 and ps_1_3.
        rep(
            "ps_1_2\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\n",
            "mov r1, v0",
            2,
            "",
        ),
        rep("ps_1_3\n", "dp4 r0, v0, v1", 4, ""),
        // ... and 1 in ps_1_4.
        rep("ps_1_4\n", "dp4 r0, v0, v1", 8, ""),
        rep("ps_1_4\n", "cmp r0, v0, v1, c0", 8, ""),
    ]);
    relaxed_all(&[
        (
            rep("ps_1_1\ntex t0\ntexbeml t1, t0\n", "mul r0, t1, v0", 8, ""),
            "ps_1_1 allows 8 arithmetic instruction slots; the shader uses 9",
        ),
        (
            rep(
                "ps_1_2\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\n",
                "mov r1, v0",
                3,
                "",
            ),
            "ps_1_2 allows 8 arithmetic instruction slots; the shader uses 9",
        ),
        (
            rep("ps_1_3\n", "dp4 r0, v0, v1", 4, "mov r1, v0\n"),
            "ps_1_3 allows 8 arithmetic instruction slots; the shader uses 9",
        ),
    ]);
}

#[test]
fn ps_1_4_allows_6_texture_and_8_arithmetic_slots_per_phase() {
    let tex6 = "texld r0, t0\ntexld r1, t1\ntexld r2, t2\ntexld r3, t3\ntexld r4, t4\ntexld r5, t5\n";
    let tex6_second = "texld r0, r0\ntexld r1, r1\ntexld r2, r2\ntexld r3, r3\ntexld r4, r4\ntexld r5, r5\n";
    pass_all(&[
        format!("ps_1_4\n{tex6}phase\n{tex6_second}mov r0, r1\n"),
        rep(
            &rep("ps_1_4\ntexld r0, t0\n", "add r1, r0, c0", 8, "phase\n"),
            "mul r0, r0, r1",
            8,
            "",
        ),
        // Co-issued pairs take one slot.
        rep("ps_1_4\ntexld r0, t0\n", "mul r1.rgb, r0, c0\n+add r1.a, r0, c0", 8, ""),
        // bem takes 2.
        rep(
            "ps_1_4\ntexld r0, t0\ntexcrd r1.rgb, t1\nbem r1.rg, r1, r0\n",
            "mov r2, r0",
            6,
            "phase\nmov r0, r2\n",
        ),
    ]);
    relaxed_all(&[
        (
            format!("ps_1_4\n{tex6}texkill t0\nphase\nmov r0, r1\n"),
            "ps_1_4 allows 6 texture instruction slots per phase; the first phase uses 7",
        ),
        (
            format!("ps_1_4\n{tex6}phase\n{tex6_second}texkill r0\nmov r0, r1\n"),
            "ps_1_4 allows 6 texture instruction slots per phase; the second phase uses 7",
        ),
        (
            rep(
                &rep("ps_1_4\ntexld r0, t0\n", "add r1, r0, c0", 8, "phase\n"),
                "mul r0, r0, r1",
                9,
                "",
            ),
            "ps_1_4 allows 8 arithmetic instruction slots per phase; the second phase uses 9",
        ),
        (
            rep(
                "ps_1_4\ntexld r0, t0\ntexcrd r1.rgb, t1\nbem r1.rg, r1, r0\n",
                "mov r2, r0",
                7,
                "phase\nmov r0, r2\n",
            ),
            "ps_1_4 allows 8 arithmetic instruction slots per phase; the first phase uses 9",
        ),
        (
            rep("ps_1_4\ntexld r0, t0\n", "mov r1, r0", 9, ""),
            "ps_1_4 allows 8 arithmetic instruction slots per phase; the shader uses 9",
        ),
    ]);
}

#[test]
fn ps_2_0_allows_32_texture_and_64_arithmetic_slots() {
    let head = "ps_2_0\ndcl t0\ndcl_2d s0\n";
    pass_all(&[
        rep(head, "texld r0, t0, s0", 31, "texkill t0\nmov oC0, r0\n"),
        rep(head, "texldp r0, t0, s0", 16, &rep("", "texldb r0, t0, s0", 16, "")),
        rep(head, "mov r0, c0", 64, ""),
        // Macros take the slots of the ps_2_0 table.
        rep(head, "m4x4 r0, t0, c0", 16, ""),
        rep(head, "m3x3 r0.xyz, t0, c0", 21, "mov r0, c0\n"),
        rep(
            "ps_2_0\nmov r1, c3\n",
            "sincos r0.xy, r1.x, c1, c2",
            7,
            "add r0, r0, c0\n",
        ),
        rep(head, "nrm r0, t0", 21, "mov r0, c0\n"),
        rep(head, "pow r0, t0.x, c0.x", 21, "mov r0, c0\n"),
        rep(head, "lrp r0, c0, r0, t0", 32, ""),
        rep(head, "crs r1.xyz, r0, t0", 32, ""),
        rep(head, "dp2add r0, t0, r0, c0.x", 32, ""),
        rep(head, "m3x2 r0.xy, t0, c0", 32, ""),
        rep(head, "m4x3 r0.xyz, t0, c0", 21, "mov r0, c0\n"),
        rep(head, "m3x4 r0, t0, c0", 16, ""),
    ]);
    relaxed_all(&[
        (
            rep(head, "texld r0, t0, s0", 32, "texkill t0\nmov oC0, r0\n"),
            "ps_2_0 allows 32 texture instruction slots; the shader uses 33",
        ),
        (
            rep(head, "mov r0, c0", 65, ""),
            "ps_2_0 allows 64 arithmetic instruction slots; the shader uses 65",
        ),
        (
            rep(head, "m4x4 r0, t0, c0", 16, "mov r0, c0\n"),
            "ps_2_0 allows 64 arithmetic instruction slots; the shader uses 65",
        ),
        (
            rep("ps_2_0\nmov r1, c3\n", "sincos r0.xy, r1.x, c1, c2", 8, ""),
            "ps_2_0 allows 64 arithmetic instruction slots; the shader uses 65",
        ),
        (
            rep(head, "nrm r0, t0", 22, ""),
            "ps_2_0 allows 64 arithmetic instruction slots; the shader uses 66",
        ),
        (
            rep(head, "lrp r0, c0, r0, t0", 32, "mov r0, c0\n"),
            "ps_2_0 allows 64 arithmetic instruction slots; the shader uses 65",
        ),
        (
            rep(head, "dp2add r0, t0, r0, c0.x", 33, ""),
            "ps_2_0 allows 64 arithmetic instruction slots; the shader uses 66",
        ),
    ]);
}

#[test]
fn ps_2_x_allows_the_caps_512_slots() {
    let head = "ps_2_x\ndcl t0\ndcl_2d s0\ndcl_cube s1\n";
    pass_all(&[
        rep(head, "mov r0, c0", 512, ""),
        // With D3DPS20CAPS_NOTEXINSTRUCTIONLIMIT: texld 1 (cube 4), texldp 3
        // (cube 4), texldb 6, texldd 3, texkill 2.
        rep(head, "texld r0, t0, s0", 512, ""),
        rep(head, "texld r0, t0, s1", 128, ""),
        rep(head, "texldp r0, t0, s0", 170, "mov r0, c0\nmov r0, c0\n"),
        rep(head, "texldp r0, t0, s1", 128, ""),
        rep(head, "texldb r0, t0, s0", 85, "mov r0, c0\nmov r0, c0\n"),
        rep(head, "texldd r0, t0, s0, r1, r2", 170, "mov r0, c0\nmov r0, c0\n"),
        rep(head, "texkill t0", 256, ""),
        rep(head, "dsx r0, t0", 256, ""),
        // Flow control counts: rep 3, endrep 2, if 3, else 1, endif 1.
        rep(
            "ps_2_x\ndefi i0, 2, 0, 0, 0\ndefb b0, true\nrep i0\nif b0\n",
            "mov r0, c0",
            502,
            "else\nendif\nendrep\n",
        ),
    ]);
    relaxed_all(&[
        (
            rep(head, "mov r0, c0", 513, ""),
            "ps_2_x allows 512 instruction slots; the shader uses 513",
        ),
        (
            rep(head, "texld r0, t0, s1", 128, "mov r0, c0\n"),
            "ps_2_x allows 512 instruction slots; the shader uses 513",
        ),
        (
            rep(head, "texldp r0, t0, s0", 171, ""),
            "ps_2_x allows 512 instruction slots; the shader uses 513",
        ),
        (
            rep(head, "texldb r0, t0, s0", 85, "mov r0, c0\nmov r0, c0\nmov r0, c0\n"),
            "ps_2_x allows 512 instruction slots; the shader uses 513",
        ),
        (
            rep(head, "texkill t0", 256, "mov r0, c0\n"),
            "ps_2_x allows 512 instruction slots; the shader uses 513",
        ),
        (
            rep(
                "ps_2_x\ndefi i0, 2, 0, 0, 0\ndefb b0, true\nrep i0\nif b0\n",
                "mov r0, c0",
                503,
                "else\nendif\nendrep\n",
            ),
            "ps_2_x allows 512 instruction slots; the shader uses 513",
        ),
    ]);
}

#[test]
fn ps_3_0_allows_the_caps_32768_slots() {
    let head = "ps_3_0\ndcl_texcoord v0\ndcl_2d s0\ndcl_cube s1\n";
    pass_all(&[
        rep(head, "sincos r0.xy, c0.x", 4096, ""),
        // texldl 2 (cube 5).
        rep(head, "texldl r0, v0, s0", 16384, ""),
        rep(head, "texldl r0, v0, s1", 6553, "mov r0, c0\nmov r0, c0\nmov r0, c0\n"),
    ]);
    relaxed_all(&[
        (
            rep(head, "sincos r0.xy, c0.x", 4096, "mov r0, c0\n"),
            "ps_3_0 allows 32768 instruction slots; the shader uses 32769",
        ),
        (
            rep(
                head,
                "texldl r0, v0, s1",
                6553,
                "mov r0, c0\nmov r0, c0\nmov r0, c0\nmov r0, c0\n",
            ),
            "ps_3_0 allows 32768 instruction slots; the shader uses 32769",
        ),
    ]);
}

#[test]
fn vs_1_1_allows_128_slots() {
    let head = "vs_1_1\ndcl_position v0\n";
    pass_all(&[
        rep(head, "mov r0, c0", 128, ""),
        // vs_1_1's exp and log take 10 slots, frc 3, lit and expp/logp 1.
        rep(head, "exp r0, c0.x", 12, &rep("", "mov r0, c0", 8, "")),
        rep(head, "log r0, c0.x", 12, &rep("", "mov r0, c0", 8, "")),
        rep(head, "frc r0.xy, c0", 42, "mov r0, c0\nmov r0, c0\n"),
        rep(head, "lit r0, c0", 128, ""),
        rep(head, "expp r0, c0.x", 64, &rep("", "logp r0, c0.x", 64, "")),
        rep(head, "m4x4 r0, v0, c0", 32, ""),
        rep(head, "m3x3 r0.xyz, v0, c0", 42, "mov r0, c0\nmov r0, c0\n"),
        rep(head, "m3x2 r0.xy, v0, c0", 64, ""),
    ]);
    relaxed_all(&[
        (
            rep(head, "mov r0, c0", 129, ""),
            "vs_1_1 allows 128 instruction slots; the shader uses 129",
        ),
        (
            rep(head, "exp r0, c0.x", 12, &rep("", "mov r0, c0", 9, "")),
            "vs_1_1 allows 128 instruction slots; the shader uses 129",
        ),
        (
            rep(head, "log r0, c0.x", 13, ""),
            "vs_1_1 allows 128 instruction slots; the shader uses 130",
        ),
        (
            rep(head, "frc r0.xy, c0", 43, ""),
            "vs_1_1 allows 128 instruction slots; the shader uses 129",
        ),
        (
            rep(head, "m4x4 r0, v0, c0", 32, "mov r0, c0\n"),
            "vs_1_1 allows 128 instruction slots; the shader uses 129",
        ),
    ]);
}

#[test]
fn the_error_stands_at_the_first_instruction_past_the_limit() {
    // The 129th mov (3 tokens each) stands after the version token and the
    // 3-token dcl.
    let relaxed = check(&rep("vs_1_1\ndcl_position v0\n", "mov r0, c0", 130, "")).unwrap();
    let e = &relaxed[0];
    assert_eq!(e.offset, 4 + 3 * 128);
    assert!(
        matches!(
            e.kind,
            super::ValidationErrorKind::Slots {
                class: super::SlotClass::All,
                limit: 128,
                used: 130,
                phase: None,
                ..
            }
        ),
        "{e:?}"
    );
    assert_eq!(
        e.kind.to_string(),
        "vs_1_1 allows 128 instruction slots; the shader uses 130"
    );
}

#[test]
fn vs_2_0_allows_256_slots_flow_control_included() {
    let head = "vs_2_0\ndcl_position v0\ndefi i0, 2, 0, 0, 0\ndefb b0, true\n";
    pass_all(&[
        rep(head, "mov r0, c0", 256, ""),
        // rep 3 + endrep 2.
        rep(&format!("{head}rep i0\n"), "mov r0, c0", 251, "endrep\n"),
        // call 2, ret 1, label 0.
        rep(&format!("{head}call l0\n"), "mov r0, c0", 252, "ret\nlabel l0\nret\n"),
        // callnz 3, if 3, else 1, endif 1.
        rep(
            &format!("{head}callnz l0, b0\nif b0\n"),
            "mov r0, c0",
            246,
            "else\nendif\nret\nlabel l0\nret\n",
        ),
        // loop 3 + endloop 2.
        rep(&format!("{head}loop aL, i0\n"), "mov r0, c0", 251, "endloop\n"),
        // sincos 8, lit/nrm/pow/sgn 3, lrp/crs 2 from vs_2_0 on.
        rep(
            &format!("{head}mov r0, c0\n"),
            "sincos r1.xy, r0.x, c1, c2",
            31,
            &rep("", "mov r0, c0", 7, ""),
        ),
        rep(head, "lit r0, c0", 85, "mov r0, c0\n"),
        rep(head, "nrm r0, c0", 85, "mov r0, c0\n"),
        rep(head, "pow r0, c0.x, v0.y", 85, "mov r0, c0\n"),
        rep(head, "sgn r0, c0, r1, r2", 85, "mov r0, c0\n"),
        rep(head, "lrp r0, c0, r0, v0", 128, ""),
        rep(head, "crs r0.xyz, c0, v0", 128, ""),
        rep(head, "exp r0, c0.x", 128, &rep("", "frc r0, c0", 128, "")),
    ]);
    relaxed_all(&[
        (
            rep(head, "mov r0, c0", 257, ""),
            "vs_2_0 allows 256 instruction slots; the shader uses 257",
        ),
        (
            rep(&format!("{head}rep i0\n"), "mov r0, c0", 252, "endrep\n"),
            "vs_2_0 allows 256 instruction slots; the shader uses 257",
        ),
        (
            rep(
                &format!("{head}call l0\n"),
                "mov r0, c0",
                252,
                "ret\nlabel l0\nmov r0, c0\nret\n",
            ),
            "vs_2_0 allows 256 instruction slots; the shader uses 257",
        ),
        (
            rep(&format!("{head}mov r0, c0\n"), "sincos r1.xy, r0.x, c1, c2", 32, ""),
            "vs_2_0 allows 256 instruction slots; the shader uses 257",
        ),
        (
            rep(head, "lit r0, c0", 86, ""),
            "vs_2_0 allows 256 instruction slots; the shader uses 258",
        ),
    ]);
}

#[test]
fn vs_2_x_allows_256_slots() {
    let head = "vs_2_x\ndcl_position v0\ndefi i0, 2, 0, 0, 0\n";
    pass_all(&[
        rep(head, "mov r0, c0", 256, ""),
        // rep 3, break_comp 3, breakp 3, setp 1, endrep 2.
        rep(
            &format!("{head}setp_gt p0, v0, c0\nrep i0\nbreak_ge v0.x, c1.x\nbreakp p0.x\n"),
            "mov r0, c0",
            244,
            "endrep\n",
        ),
    ]);
    relaxed_all(&[
        (
            rep(head, "mov r0, c0", 257, ""),
            "vs_2_x allows 256 instruction slots; the shader uses 257",
        ),
        (
            rep(
                &format!("{head}setp_gt p0, v0, c0\nrep i0\nbreak_ge v0.x, c1.x\nbreakp p0.x\n"),
                "mov r0, c0",
                245,
                "endrep\n",
            ),
            "vs_2_x allows 256 instruction slots; the shader uses 257",
        ),
    ]);
}

#[test]
fn vs_3_0_allows_the_caps_32768_slots() {
    let head = "vs_3_0\ndcl_position v0\ndcl_2d s0\ndcl_cube s1\n";
    pass_all(&[
        rep(head, "mov r0, c0", 32768, ""),
        // texldl 2 (cube 5).
        rep(head, "texldl r0, v0, s0", 16384, ""),
        rep(head, "texldl r0, v0, s1", 6553, "mov r0, c0\nmov r0, c0\nmov r0, c0\n"),
    ]);
    relaxed_all(&[
        (
            rep(head, "mov r0, c0", 32769, ""),
            "vs_3_0 allows 32768 instruction slots; the shader uses 32769",
        ),
        (
            rep(head, "texldl r0, v0, s0", 16384, "mov r0, c0\n"),
            "vs_3_0 allows 32768 instruction slots; the shader uses 32769",
        ),
        (
            rep(head, "texldl r0, v0, s1", 6554, ""),
            "vs_3_0 allows 32768 instruction slots; the shader uses 32770",
        ),
    ]);
}
