use super::*;
use crate::dxso::asm::assemble;
use crate::dxso::lower::{Options, Translation};

fn translated(text: &str) -> Translation {
    let tokens = assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    crate::dxso::translate(&tokens, &Options::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn no_texture(_: u32, _: [f32; 4]) -> [f32; 4] {
    panic!("no texture read expected")
}

/// The output register feeding `kind`.
fn output(t: &Translation, m: &Machine, kind: OutputKind) -> [f32; 4] {
    let d = t
        .program
        .outputs
        .iter()
        .find(|o| o.kind == kind)
        .expect("output declared");
    m.outputs[d.reg as usize]
}

fn varying(location: u32) -> OutputKind {
    OutputKind::Varying { location, flat: false }
}

#[test]
fn a_matrix_transform_and_a_colour_come_out() {
    let t = translated("vs_2_0\ndcl_position v0\nm4x4 oPos, v0, c0\nmov oD0, c4\nmov oT1.xy, v0\n");
    let mut m = Machine::new(&t.program);
    m.inputs[0] = [1.0, 2.0, 3.0, 1.0];
    // Rows of a translation by (10, 20, 30) as m4x4 reads them (one dp4 per row).
    let c = [
        [1.0, 0.0, 0.0, 10.0],
        [0.0, 1.0, 0.0, 20.0],
        [0.0, 0.0, 1.0, 30.0],
        [0.0, 0.0, 0.0, 1.0],
        [0.25, 0.5, 0.75, 1.0],
    ];
    let u = Uniforms {
        float: &c,
        int: &[],
        bools: 0,
    };
    m.run(&u, &mut no_texture);
    assert_eq!(output(&t, &m, OutputKind::Position), [11.0, 22.0, 33.0, 1.0]);
    assert_eq!(output(&t, &m, varying(8)), [0.25, 0.5, 0.75, 1.0]);
    let tc = output(&t, &m, varying(1));
    assert_eq!(&tc[..2], &[1.0, 2.0], "the mask writes x and y only");
}

#[test]
fn a_loop_steps_its_counter_and_addresses_constants_by_it() {
    // Sums c[aL] for aL = 2, 3, 4 (i0 = (3, 2, 1)), then breaks out of a
    // rep when the sum passes 5 on its second turn.
    let text = "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_color o1\n\
        defi i0, 3, 2, 1, 0\ndefi i1, 10, 0, 0, 0\ndef c20, 1, 0, 0, 0\n\
        mov r0, c20.y\nloop aL, i0\nadd r0, r0, c0[aL]\nendloop\n\
        mov r1, c20.y\nrep i1\nadd r1.x, r1.x, c20.x\nbreak_gt r1.x, c20.x\nendrep\n\
        mov o0, v0\nmov o1, r0\nmov o1.w, r1.x\n";
    let t = translated(text);
    let c: Vec<[f32; 4]> = (0..8).map(|i| [i as f32; 4]).collect();
    let u = Uniforms {
        float: &c,
        int: &[],
        bools: 0,
    };
    let mut m = Machine::new(&t.program);
    m.run(&u, &mut no_texture);
    let loc = t
        .varyings
        .iter()
        .find(|(_, s)| s.usage == crate::dxso::lower::usage::COLOR)
        .unwrap()
        .0;
    assert_eq!(output(&t, &m, varying(loc)), [9.0, 9.0, 9.0, 2.0]);
}

#[test]
fn uniform_booleans_and_integers_steer_flow() {
    let text = "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1\n\
        def c0, 1, 2, 0, 0\nmov r0, c0.z\nif b3\nadd r0, r0, c0.x\nelse\nadd r0, r0, c0.y\nendif\n\
        rep i2\nadd r0.y, r0.y, c0.x\nendrep\nmov o0, v0\nmov o1, r0\n";
    let t = translated(text);
    let run = |bools: u32, reps: i32| {
        let ints = [[0; 4], [0; 4], [reps, 0, 0, 0]];
        let u = Uniforms {
            float: &[],
            int: &ints,
            bools,
        };
        let mut m = Machine::new(&t.program);
        m.run(&u, &mut no_texture);
        output(&t, &m, varying(0))
    };
    assert_eq!(run(1 << 3, 0)[..2], [1.0, 1.0]);
    assert_eq!(run(0, 4)[..2], [2.0, 6.0]);
    assert_eq!(run(0, 1000)[1], 2.0 + 255.0, "D3D9 clamps a loop to 255 turns");
    assert_eq!(run(0, -3)[1], 2.0, "a negative count runs no turn");
}

#[test]
fn numeric_rules_match_the_gpu_translation() {
    let text = "vs_2_0\ndcl_position v0\n\
        rsq r0.x, -v0.x\nlog r0.y, -v0.x\npow r0.z, v0.y, -v0.z\nmov r0.w, -v0.z\n\
        nrm r1.xyz, v0.yyy\nlit r2, v0\nmov oPos, r0\nmov oT0, r1\nmov oT1, r2\n";
    let t = translated(text);
    let mut m = Machine::new(&t.program);
    m.inputs[0] = [4.0, 0.0, 1.0, 200.0];
    let u = EMPTY;
    m.run(&u, &mut no_texture);
    let p = output(&t, &m, OutputKind::Position);
    assert_eq!(p[0], 0.5, "rsq takes |x|");
    assert_eq!(p[1], 2.0, "log takes |x|");
    assert_eq!(p[2], f32::MAX, "0 to a negative power is the largest float");
    let n = output(&t, &m, varying(0));
    assert_eq!(&n[..3], &[0.0; 3], "a zero vector normalises to zero");
    // lit (4, 0, 1, 200): no specular (y is 0), power clamped.
    assert_eq!(output(&t, &m, varying(1)), [1.0, 4.0, 0.0, 1.0]);
}

#[test]
fn relative_reads_outside_the_file_read_zero_and_defined_constants_win() {
    let text = "vs_2_0\ndcl_position v0\ndef c3, 7, 7, 7, 7\ndef c3, 8, 8, 8, 8\n\
        mova a0.x, v0.x\nmov r0, c1[a0.x]\nmov oPos, r0\n";
    let t = translated(text);
    let n = t.program.constants as usize;
    let c: Vec<[f32; 4]> = (0..n).map(|i| [i as f32; 4]).collect();
    let u = Uniforms {
        float: &c,
        int: &[],
        bools: 0,
    };
    let mut m = Machine::new(&t.program);
    let mut at = |x: f32| {
        m.inputs[0] = [x, 0.0, 0.0, 1.0];
        m.run(&u, &mut no_texture);
        output(&t, &m, OutputKind::Position)
    };
    assert_eq!(at(0.0), [1.0; 4]);
    assert_eq!(at(2.0), [8.0; 4], "the shader's last def of c3 overrides the uniform");
    assert_eq!(at(254.0), [255.0; 4], "c255, the application's last register");
    assert!(n > 256, "the runtime's registers follow the application's");
    // "Reading values outside of the legal range will return (0.0, 0.0,
    // 0.0, 0.0)": the runtime's registers past c255 are not the program's.
    assert_eq!(at(255.0), [0.0; 4], "c256 is past the file");
    assert_eq!(at(-5.0), [0.0; 4], "a negative index is outside the file");
    assert_eq!(at(100_000.0), [0.0; 4]);
}

#[test]
fn predicated_and_saturated_writes() {
    let text = "vs_2_x\ndcl_position v0\ndef c0, 0, 1, 0, 1\ndef c1, 2, -2, 0.5, 3\n\
        mov r0, c0.x\nsetp_gt p0, c0, c0.x\n(p0) mov_sat r0, c1\nmov oPos, r0\n";
    let t = translated(text);
    let mut m = Machine::new(&t.program);
    let u = EMPTY;
    m.run(&u, &mut no_texture);
    assert_eq!(output(&t, &m, OutputKind::Position), [0.0, 0.0, 0.0, 1.0]);
}

#[test]
fn texture_reads_go_to_the_sampler() {
    let text = "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_2d s1\ndcl_position o0\ndcl_color o1\n\
        texldl r0, v1, s1\nmov o0, v0\nmov o1, r0\n";
    let t = translated(text);
    let mut m = Machine::new(&t.program);
    m.inputs[1] = [0.5, 0.25, 0.0, 2.0];
    let u = EMPTY;
    let mut seen = Vec::new();
    m.run(&u, &mut |s, c| {
        seen.push((s, c));
        [1.0, 0.0, 1.0, 0.5]
    });
    assert_eq!(
        seen,
        vec![(crate::dxso::lower::VS_SAMPLER_BASE + 1, [0.5, 0.25, 0.0, 2.0])]
    );
    let loc = t
        .varyings
        .iter()
        .find(|(_, s)| s.usage == crate::dxso::lower::usage::COLOR)
        .unwrap()
        .0;
    assert_eq!(output(&t, &m, varying(loc)), [1.0, 0.0, 1.0, 0.5]);
}

#[test]
fn a_run_stops_after_its_step_budget() {
    let text = "vs_3_0\ndcl_position v0\ndcl_position o0\ndefi i0, 255, 0, 0, 0\ndef c0, 1, 0, 0, 0\n\
        mov r0, c0.y\nrep i0\nrep i0\nrep i0\nrep i0\nadd r0, r0, c0.x\nendrep\nendrep\nendrep\nendrep\nmov o0, r0\n";
    let t = translated(text);
    let mut m = Machine::new(&t.program);
    let u = EMPTY;
    m.run(&u, &mut no_texture);
    // The final mov is never reached: the output keeps its zero.
    assert_eq!(output(&t, &m, OutputKind::Position), [0.0; 4]);
}
