//! ps_1_x texture rules.

use super::{fail, pass, relaxed};

#[test]
fn temporaries_are_written_before_they_are_read() {
    pass(&[
        "ps_1_1\nmov r0, v0\nmul r1, r0, v1\n",
        "ps_1_4\ntexld r1, t0\nphase\ntexld r2, r1\n",
    ]);
    fail(&[
        ("ps_1_1\nmul r0, r1, v0\n", "r1 is read before it is written"),
        ("ps_1_4\nphase\ntexld r0, r1\n", "r1 is read before it is written"),
        ("ps_1_4\ntexkill r2\n", "r2 is read before it is written"),
    ]);
}

#[test]
fn cnd_cmp_and_dp4_limits() {
    pass(&[
        "ps_1_1\nmov r0, v0\ncnd r1, r0.a, v0, v1\n",
        "ps_1_4\ncnd r0, v0, v1, c0\n",
        "ps_1_2\ncmp r0, v0, v1, c0\ncmp r1, v0, v1, c0\ncmp r0, r1, v0, c0\ndp4 r1, v0, v1\n",
    ]);
    relaxed(&[(
        "ps_1_1\nmov r0, v0\ncnd r1, r0, v0, v1\n",
        "cnd compares r0.a in ps_1_1",
    )]);
    relaxed(&[
        (
            "ps_1_3\nmov r1, v0\ncnd r0, r1.a, v0, v1\n",
            "cnd compares r0.a in ps_1_3",
        ),
        (
            "ps_1_2\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\ncmp r0, v0, v1, c0\n",
            "ps_1_2 allows at most three cmp",
        ),
        (
            "ps_1_3\nmov r0, v0\ncmp r0, r0, v1, c0\n",
            "cmp cannot write one of its sources in ps_1_3",
        ),
        (
            "ps_1_3\ndp4 r0, v0, v1\ndp4 r0, v0, v1\ndp4 r0, v0, v1\ndp4 r0, v0, v1\ndp4 r0, v0, v1\n",
            "ps_1_3 allows at most four dp4",
        ),
    ]);
}

#[test]
fn ps_1_1_to_1_3_texture_instructions() {
    pass(&[
        "ps_1_1\ndef c0, 1, 1, 1, 1\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3spec t3, t0, c0\nmov r0, t3\n",
        "ps_1_2\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3 t3, t0\nmov r0, t3\n",
        "ps_1_3\ntex t0\ntexreg2rgb t1, t0\ntexm3x2pad t2, t0\ntexm3x2depth t3, t0\nmov r0, t1\n",
    ]);
    fail(&[
        ("ps_1_1\nmov r0, v0\ntex t0\n", "tex follows an arithmetic instruction"),
        (
            "ps_1_1\ntex t0\ntexcoord t0\n",
            "t0 is written by two texture instructions",
        ),
        (
            "ps_1_1\ntex t1\ntexbem t0, t1\n",
            "texbem t0 reads t1; it must read a lower t#",
        ),
        ("ps_1_1\ntexbem t1, c0\n", "texbem cannot read c0"),
        (
            "ps_1_1\ntex t0\ntexm3x2pad t1, t0\nmov r0, t1\n",
            "texm3x2pad t(m), t(n) must be followed by texm3x2tex or texm3x2depth t(m+1), t(n)",
        ),
        (
            "ps_1_1\ntex t0\ntexm3x2pad t1, t0\n",
            "texm3x2pad t(m), t(n) must be followed by texm3x2tex or texm3x2depth t(m+1), t(n)",
        ),
        (
            "ps_1_1\ntex t0\ntexm3x2tex t1, t0\n",
            "texm3x2tex t(m+1), t(n) must follow texm3x2pad t(m), t(n)",
        ),
        (
            "ps_1_1\ntex t0\ntexm3x2pad t1, t0\ntexm3x2tex t3, t0\n",
            "texm3x2tex t(m+1), t(n) must follow texm3x2pad t(m), t(n)",
        ),
        (
            "ps_1_1\ntex t0\ntexm3x3pad t1, t0\ntexm3x3tex t2, t0\n",
            "texm3x3tex t(m+2), t(n) must follow two texm3x3pad t(m..m+1), t(n)",
        ),
        (
            "ps_1_1\ntex t0\ntex t1\ntexm3x3pad t2, t0\ntexm3x3pad t3, t1\n",
            "texm3x3pad t(m), t(n) must be followed by texm3x3pad t(m+1), t(n) and a texm3x3 instruction t(m+2), t(n)",
        ),
    ]);
    relaxed(&[("ps_1_1\ntex t0.rgb\n", "tex takes no write mask")]);
}

#[test]
fn ps_1_4_phases_and_texture_instructions() {
    pass(&[
        "ps_1_4\ntexld r0, t0.xyz\ntexcrd r1.rg, t1.xyw_dw\ntexld r2, t1.xyw\nphase\ntexld r3, r0_dz\n\
         texld r4, r0.xyz_dz\nmul r0, r3, v0\n",
        "ps_1_4\ntexkill t0\nmov r0, c0\n",
    ]);
    fail(&[
        ("ps_1_4\nphase\nphase\n", "ps_1_4 has at most one phase"),
        (
            "ps_1_4\nmov r0, c0\ntexld r1, t0\n",
            "texld follows an arithmetic instruction of its phase",
        ),
        (
            "ps_1_4\ntexld r0, t0\nphase\nmov r1, c0\ntexld r2, t1\n",
            "texld follows an arithmetic instruction of its phase",
        ),
        (
            "ps_1_4\nmov r0, c0\ntexld r1, r0\n",
            "texld follows an arithmetic instruction of its phase",
        ),
        (
            "ps_1_4\ntexcrd r0, t0\ntexld r1, r0\n",
            "texld reads r# only in the second phase",
        ),
        ("ps_1_4\ntexcrd r0, t0\nphase\ntexcrd r1, r0\n", "texcrd cannot read r0"),
        ("ps_1_4\ntexld r0, t0.xy\n", "texld reads .xyz or .xyw"),
        (
            "ps_1_4\ntexld r0, t0_dz\n",
            "_dz is only valid on texld of an r# register",
        ),
        (
            "ps_1_4\ntexld r0, t0_dw\n",
            "_dw is only valid on a t# register read with .xyw",
        ),
        (
            "ps_1_4\nmov r5, c0\ntexdepth r5\n",
            "texdepth follows an arithmetic instruction of its phase",
        ),
    ]);
    relaxed(&[("ps_1_4\nmov r0, t0\n", "mov cannot read t# registers in ps_1_4")]);
    relaxed(&[
        (
            "ps_1_4\nmov r0, v0\nphase\n",
            "v# registers are read in the second phase only",
        ),
        (
            "ps_1_4\ntexld r0, t0\ntexld r1, t0.xyw\n",
            "t0 is read with both .xyz and .xyw",
        ),
        (
            "ps_1_4\ntexcrd r0, t0\nphase\ntexld r1, r0_dz\ntexld r2, r0_dz\ntexld r3, r0_dz\n",
            "_dz may be used at most twice",
        ),
        (
            "ps_1_4\ntexld r0, t0\ntexld r1, t1\nbem r2.rg, r0, r1\n",
            "bem stands in the first phase (before phase)",
        ),
        (
            "ps_1_4\ntexld r0, t0\ntexld r1, t1\nbem r2.rg, r0, r1\nbem r3.rg, r0, r1\nphase\n",
            "bem may be used once per shader",
        ),
        (
            "ps_1_4\ntexld r0, t0\ntexld r1, t1\nbem r2, r0, r1\nphase\n",
            "bem writes .xy",
        ),
        ("ps_1_4\nmov r4, c0\nphase\ntexdepth r4\n", "texdepth writes r5"),
        (
            "ps_1_4\ntexcrd r5, t0\ntexdepth r5\n",
            "texdepth stands in the second phase (after phase)",
        ),
    ]);
}
