use super::*;

fn payload(regs: &[[f32; 4]]) -> Vec<u8> {
    regs.iter().flatten().flat_map(|v| v.to_le_bytes()).collect()
}

#[test]
fn float_registers_are_copied_whole_and_marked_touched() {
    let mut c = ShaderConsts::default();
    // A NaN's payload bits survive: the registers are bits, not numbers.
    let nan = f32::from_bits(0x7FC0_1234);
    let regs = [[1.0, -2.0, 3.5, nan], [0.25, 0.0, -0.0, 8.0], [9.0, 10.0, 11.0, 12.0]];
    c.apply(shader_file::VS_F, 40, 3, &payload(&regs));
    for (i, r) in regs.iter().enumerate() {
        assert_eq!(
            c.vs_f[40 + i].map(f32::to_bits),
            r.map(f32::to_bits),
            "register {}",
            40 + i
        );
    }
    assert_eq!(c.vs_f[39], [0.0; 4]);
    assert_eq!(c.vs_f[43], [0.0; 4]);
    assert_eq!((c.vs_touched.lo, c.vs_touched.hi), (40, 43));
    assert_eq!(
        (c.ps_touched.lo, c.ps_touched.hi),
        (u32::MAX, 0),
        "the other stage is untouched"
    );
    c.apply(shader_file::VS_F, 10, 1, &payload(&regs[..1]));
    assert_eq!((c.vs_touched.lo, c.vs_touched.hi), (10, 43));
}

#[test]
fn registers_past_the_file_are_dropped_and_a_short_payload_reads_zero() {
    let mut c = ShaderConsts::default();
    c.ps_f[223] = [5.0; 4];
    // ps_3_0 has 224 float registers: 222 and 223 are written, the rest dropped.
    c.apply(
        shader_file::PS_F,
        222,
        4,
        &payload(&[[1.0; 4], [2.0; 4], [3.0; 4], [4.0; 4]]),
    );
    assert_eq!((c.ps_f[222], c.ps_f[223]), ([1.0; 4], [2.0; 4]));
    assert_eq!((c.ps_touched.lo, c.ps_touched.hi), (222, 224));
    // A record whose payload ends inside its second register.
    let mut short = payload(&[[7.0; 4], [8.0; 4]]);
    short.truncate(20);
    c.apply(shader_file::PS_F, 0, 2, &short);
    assert_eq!(c.ps_f[0], [7.0; 4]);
    assert_eq!(c.ps_f[1], [8.0, 0.0, 0.0, 0.0]);
    // Nothing at all in range: nothing written, nothing touched.
    let before = c.ps_touched;
    c.apply(shader_file::PS_F, 224, 1, &payload(&[[9.0; 4]]));
    assert_eq!(c.ps_touched, before);
}

#[test]
fn integer_and_boolean_registers_keep_their_rules() {
    let mut c = ShaderConsts::default();
    let ints: Vec<u8> = [-1i32, 2, 3, 4, 5, 6, 7, 8]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    c.apply(shader_file::VS_I, 15, 2, &ints);
    assert_eq!(c.vs_i[15], [-1, 2, 3, 4], "i16 and on are dropped");
    let bools: Vec<u8> = [1u32, 0, 0x100].iter().flat_map(|v| v.to_le_bytes()).collect();
    c.apply(shader_file::PS_B, 3, 3, &bools);
    assert_eq!(c.ps_b, 1 << 3 | 1 << 5);
    assert_eq!((c.vs_touched.lo, c.ps_touched.lo), (u32::MAX, u32::MAX));
}
