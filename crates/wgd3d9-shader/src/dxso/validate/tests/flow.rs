//! Flow control: structure, subroutines, aL and nesting limits.

use super::{fail, pass, relaxed};

/// `n` nested copies of `open` .. `close` around `body`.
fn nest(head: &str, open: &str, close: &str, n: usize, body: &str) -> String {
    let mut s = String::from(head);
    for _ in 0..n {
        s += open;
        s.push('\n');
    }
    s += body;
    for _ in 0..n {
        s += close;
        s.push('\n');
    }
    s
}

#[test]
fn blocks_nest_and_close() {
    pass(&[
        "vs_2_x\ndefb b0, true\ndefi i0, 3, 0, 1, 0\nif b0\nloop aL, i0\nrep i0\nendrep\nendloop\nelse\nendif\n",
        "ps_2_x\ndefi i0, 2, 0, 0, 0\nrep i0\nif_lt c0.x, c1.x\nbreak\nendif\nbreak_ge c0.y, c1.y\nendrep\n",
    ]);
    fail(&[
        ("vs_2_0\ndefb b0, true\nif b0\n", "the if block is not closed"),
        (
            "vs_2_0\ndefi i0, 1, 0, 0, 0\nrep i0\nendloop\n",
            "endloop closes the rep block at token 7",
        ),
        ("vs_2_0\nendif\n", "endif without if"),
        ("vs_2_0\nendrep\n", "endrep without rep"),
        ("vs_2_0\nelse\n", "else without if"),
        (
            "vs_2_0\ndefb b0, true\nif b0\nelse\nelse\nendif\n",
            "second else for the if at token 4",
        ),
        (
            "vs_2_0\ndefb b0, true\ndefi i0, 1, 0, 0, 0\nif b0\nrep i0\nendif\nendrep\n",
            "endif closes the rep block at token 12",
        ),
        ("vs_2_x\nbreak\n", "break outside a loop or rep block"),
        (
            "ps_2_x\nsetp_gt p0, c0, c1\nif p0.x\nbreakp p0.x\nendif\n",
            "breakp outside a loop or rep block",
        ),
        (
            "ps_3_0\nbreak_lt c0.x, c1.x\n",
            "break_comp outside a loop or rep block",
        ),
    ]);
}

#[test]
fn subroutines_end_with_ret_and_labels_follow_ret() {
    pass(&[
        "vs_2_x\ncall l1\nret\nlabel l1\ncall l2\nret\nlabel l2\nret\n",
        "vs_2_0\nmov r0, c0\nret\n",
        "ps_2_x\ndefb b3, true\ncallnz l4, !b3\nret\nlabel l4\nmov r0, c0\nret\n",
    ]);
    fail(&[
        (
            "vs_2_0\nmov r0, c0\nlabel l0\nret\n",
            "label must directly follow a ret",
        ),
        ("vs_2_0\nret\nmov r0, c0\n", "mov follows a ret; only a label may"),
        (
            "vs_2_0\ncall l0\nret\nlabel l0\nmov r0, c0\n",
            "subroutine l0 does not end with ret",
        ),
        (
            "vs_2_0\ncall l0\nret\nlabel l0\nret\nlabel l0\nret\n",
            "label l0 is defined twice",
        ),
        (
            "vs_2_0\ndefb b0, true\nif b0\nret\nendif\n",
            "ret inside the if block at token 4",
        ),
        ("vs_2_0\ncall l3\nret\n", "call to l3, which is not defined"),
        (
            "ps_2_x\ndefb b0, true\ncallnz l1, b0\nret\n",
            "call to l1, which is not defined",
        ),
    ]);
}

#[test]
fn calls_go_forward_without_recursion() {
    pass(&["ps_3_0\ncall l2\nret\nlabel l1\nmov r0, c0\nret\nlabel l2\ncall l1\nret\n"]);
    fail(&[
        (
            "ps_3_0\ncall l1\nret\nlabel l1\ncall l1\nret\n",
            "call to l1 is recursive",
        ),
        (
            "ps_3_0\ncall l1\nret\nlabel l1\ncall l2\nret\nlabel l2\ncall l1\nret\n",
            "call to l1 is recursive",
        ),
    ]);
    relaxed(&[(
        "vs_3_0\ncall l2\nret\nlabel l1\nret\nlabel l2\ncall l1\nret\n",
        "l1 is defined before the call; vertex shaders call forward only",
    )]);
}

#[test]
fn al_only_inside_loops() {
    pass(&[
        "vs_2_0\ndefi i0, 2, 0, 1, 0\nloop aL, i0\ncall l0\nendloop\nret\nlabel l0\nmov r0, c[aL]\nret\n",
        "ps_3_0\ndcl_texcoord v0\ndefi i0, 2, 0, 1, 0\nloop aL, i0\nrep i0\nadd r0, r0, v[aL]\nendrep\nendloop\n",
    ]);
    fail(&[
        ("vs_2_0\nmov r0, c[aL]\n", "aL is used outside a loop block"),
        (
            "vs_2_0\ndefi i0, 2, 0, 1, 0\nrep i0\nmov r0, c[aL]\nendrep\n",
            "aL is used outside a loop block",
        ),
        (
            "vs_2_0\ncall l0\nret\nlabel l0\nmov r0, c[aL]\nret\n",
            "aL is used outside a loop block",
        ),
    ]);
}

#[test]
fn nesting_limits_per_model() {
    let loops = |head: &str, n| nest(head, "loop aL, i0", "endloop", n, "");
    let reps = |head: &str, n| nest(head, "rep i0", "endrep", n, "");
    let ifs = |head: &str, n| nest(head, "if b0", "endif", n, "");
    let ifcs = |head: &str, n| nest(head, "if_gt c0.x, c1.x", "endif", n, "");
    let vs20 = "vs_2_0\ndefi i0, 2, 0, 1, 0\ndefb b0, true\n";
    let vs2x = "vs_2_x\ndefi i0, 2, 0, 1, 0\ndefb b0, true\n";
    let vs30 = "vs_3_0\ndefi i0, 2, 0, 1, 0\ndefb b0, true\n";
    let ps2x = "ps_2_x\ndefi i0, 2, 0, 1, 0\ndefb b0, true\n";
    let ps30 = "ps_3_0\ndefi i0, 2, 0, 1, 0\ndefb b0, true\n";
    pass(&[
        &loops(vs20, 1),
        &reps(vs2x, 4),
        &loops(vs30, 4),
        &reps(ps2x, 4),
        &loops(ps30, 4),
        &ifs(vs30, 24),
        &ifcs(ps30, 24),
        &ifs(ps2x, 15),
        &nest(
            ps30,
            "if_gt c0.x, c1.x",
            "endif",
            23,
            "rep i0\nbreak_gt c0.x, c1.x\nendrep\n",
        ),
    ]);
    let twenty_five = ifs(vs30, 25);
    let deep_breakc = nest(
        ps30,
        "if_gt c0.x, c1.x",
        "endif",
        24,
        "rep i0\nbreak_gt c0.x, c1.x\nendrep\n",
    );
    fail(&[
        (&reps(vs2x, 5), "loop/rep nesting depth 5 exceeds vs_2_x's limit of 4"),
        (&loops(vs30, 5), "loop/rep nesting depth 5 exceeds vs_3_0's limit of 4"),
        (&reps(ps2x, 5), "loop/rep nesting depth 5 exceeds ps_2_x's limit of 4"),
    ]);
    relaxed(&[
        (&loops(vs20, 2), "loop/rep nesting depth 2 exceeds vs_2_0's limit of 1"),
        (&twenty_five, "static if nesting depth 25 exceeds vs_3_0's limit of 24"),
        (
            &ifcs(ps30, 25),
            "dynamic flow control nesting depth 25 exceeds ps_3_0's limit of 24",
        ),
        (
            &deep_breakc,
            "dynamic flow control nesting depth 25 exceeds ps_3_0's limit of 24",
        ),
    ]);
    // Nesting counts through calls: a loop in a subroutine called from a
    // loop is two loops deep.
    relaxed(&[(
        "vs_2_0\ndefi i0, 2, 0, 1, 0\nloop aL, i0\ncall l0\nendloop\nret\nlabel l0\nrep i0\nendrep\nret\n",
        "loop/rep nesting depth 2 exceeds vs_2_0's limit of 1",
    )]);
}

#[test]
fn call_depth_limits() {
    pass(&[
        "vs_2_0\ncall l0\ncall l1\nret\nlabel l0\nret\nlabel l1\nret\n",
        "ps_3_0\ncall l1\nret\nlabel l1\ncall l2\nret\nlabel l2\ncall l3\nret\nlabel l3\ncall l4\nret\nlabel l4\nret\n",
    ]);
    fail(&[(
        "vs_3_0\ncall l1\nret\nlabel l1\ncall l2\nret\nlabel l2\ncall l3\nret\nlabel l3\ncall l4\nret\n\
             label l4\ncall l5\nret\nlabel l5\nret\n",
        "call nesting depth 5 exceeds vs_3_0's limit of 4",
    )]);
    relaxed(&[(
        "vs_2_0\ncall l0\nret\nlabel l0\ncall l1\nret\nlabel l1\nret\n",
        "call nesting depth 2 exceeds vs_2_0's limit of 1",
    )]);
}

#[test]
fn vs_2_static_flow_count() {
    let calls = |n: usize| {
        let mut s = String::from("vs_2_0\n");
        for _ in 0..n {
            s += "call l0\n";
        }
        s + "ret\nlabel l0\nret\n"
    };
    pass(&[&calls(16)]);
    relaxed(&[(
        &calls(17),
        "more than 16 static flow control instructions (vs_2_0 allows 16)",
    )]);
    // vs_3_0 has no such count.
    let mut many = String::from("vs_3_0\n");
    for _ in 0..17 {
        many += "call l0\n";
    }
    pass(&[&(many + "ret\nlabel l0\nret\n")]);
}
