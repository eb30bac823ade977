use super::*;

#[test]
fn the_identity_looks_up_each_value_as_itself() {
    let t = GammaRamp::identity().texels();
    for i in 0..256 {
        assert_eq!(&t[i * 4..i * 4 + 4], &[i as u8, i as u8, i as u8, 255]);
    }
}

#[test]
fn a_ramp_reads_from_its_payload_per_channel() {
    // Red inverted, green halved, blue as is.
    let mut bytes = Vec::new();
    for i in 0..256u32 {
        bytes.extend_from_slice(&(((255 - i) * 257) as u16).to_le_bytes());
    }
    for i in 0..256u32 {
        bytes.extend_from_slice(&((i * 257 / 2) as u16).to_le_bytes());
    }
    for i in 0..256u32 {
        bytes.extend_from_slice(&((i * 257) as u16).to_le_bytes());
    }
    let t = GammaRamp::from_bytes(&bytes).texels();
    assert_eq!(&t[0..4], &[255, 0, 0, 255]);
    // 32767 of 65535 rounds to 127 of 255.
    assert_eq!(&t[255 * 4..256 * 4], &[0, 127, 255, 255]);
    assert_eq!(t[100 * 4 + 1], 50);
}

#[test]
fn a_short_payload_keeps_the_identity_beyond_it() {
    let r = GammaRamp::from_bytes(&[0, 0]);
    assert_eq!(r.0[0], 0);
    assert_eq!(r.0[1], 257);
    assert_eq!(r.0[767], 65535);
}
