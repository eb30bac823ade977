use super::*;

const LAVAPIPE: u32 = 1 << 4;
const WIDE: u32 = 1 << 2 | 1 << 4 | 1 << 8;

#[test]
fn types_are_offered_when_their_count_is() {
    assert_eq!(quality_levels(LAVAPIPE, D3DMULTISAMPLE_NONE), Some(1));
    // 2 samples are drawn with 4 where the GPU has no 2.
    assert_eq!(quality_levels(LAVAPIPE, D3DMULTISAMPLE_2_SAMPLES), Some(1));
    assert_eq!(quality_levels(LAVAPIPE, D3DMULTISAMPLE_8_SAMPLES), None);
    assert_eq!(quality_levels(LAVAPIPE, D3DMULTISAMPLE_4_SAMPLES), Some(1));
    assert_eq!(quality_levels(LAVAPIPE, D3DMULTISAMPLE_NONMASKABLE), Some(1));
    assert_eq!(quality_levels(WIDE, D3DMULTISAMPLE_NONMASKABLE), Some(3));
    assert_eq!(quality_levels(WIDE, D3DMULTISAMPLE_8_SAMPLES), Some(1));
    assert_eq!(quality_levels(WIDE, D3DMULTISAMPLE_15_SAMPLES), None);
    // Single-sample adapters offer NONE only.
    assert_eq!(quality_levels(1 << 1, D3DMULTISAMPLE_NONMASKABLE), None);
}

#[test]
fn surfaces_get_the_count_of_their_type_and_quality() {
    assert_eq!(samples(WIDE, D3DMULTISAMPLE_NONE, 0), Some(1));
    assert_eq!(samples(WIDE, D3DMULTISAMPLE_NONE, 1), Some(1));
    assert_eq!(samples(WIDE, D3DMULTISAMPLE_4_SAMPLES, 0), Some(4));
    assert_eq!(samples(WIDE, D3DMULTISAMPLE_4_SAMPLES, 1), None);
    assert_eq!(samples(WIDE, D3DMULTISAMPLE_NONMASKABLE, 0), Some(2));
    assert_eq!(samples(WIDE, D3DMULTISAMPLE_NONMASKABLE, 2), Some(8));
    assert_eq!(samples(WIDE, D3DMULTISAMPLE_NONMASKABLE, 3), None);
    assert_eq!(samples(LAVAPIPE, D3DMULTISAMPLE_2_SAMPLES, 0), Some(4));
    assert_eq!(samples(WIDE, D3DMULTISAMPLE_3_SAMPLES, 0), Some(4));
    assert_eq!(samples(LAVAPIPE, D3DMULTISAMPLE_16_SAMPLES, 0), None);
}

#[test]
fn the_mask_keeps_the_targets_samples() {
    assert_eq!(sample_mask(0xFFFF_FFFF, true, 1), 0);
    assert_eq!(sample_mask(0xFFFF_FFF5, true, 4), 0x5);
    assert_eq!(sample_mask(0x5, false, 4), 0xF);
    assert_eq!(sample_mask(0, true, 8), 0);
}

#[test]
fn alpha_to_coverage_follows_both_vendor_conventions() {
    let mut rs = crate::state_tables::default_render_states(false);
    assert_eq!(alpha_to_coverage_switch(D3DRS_POINTSIZE, D3DFMT_A2M1), Some(true));
    assert_eq!(alpha_to_coverage_switch(D3DRS_POINTSIZE, D3DFMT_A2M0), Some(false));
    assert_eq!(alpha_to_coverage_switch(D3DRS_POINTSIZE, 1.0f32.to_bits()), None);
    assert_eq!(alpha_to_coverage_switch(D3DRS_POINTSIZE_MAX, D3DFMT_A2M1), None);
    assert!(alpha_to_coverage(&rs, true, 4));
    assert!(!alpha_to_coverage(&rs, true, 1));
    // ATOC needs the alpha test as well.
    rs[D3DRS_ADAPTIVETESS_Y as usize] = D3DFMT_ATOC;
    assert!(!alpha_to_coverage(&rs, false, 4));
    rs[D3DRS_ALPHATESTENABLE as usize] = 1;
    assert!(alpha_to_coverage(&rs, false, 4));
    assert!(!alpha_to_coverage(&rs, false, 1));
}

#[test]
fn resz_is_a_depth_resolve_not_a_point_size() {
    assert!(is_depth_resolve(D3DRS_POINTSIZE, RESZ_CODE));
    assert!(!is_depth_resolve(D3DRS_POINTSIZE, 1.0f32.to_bits()));
    assert!(!is_depth_resolve(D3DRS_POINTSIZE_MAX, RESZ_CODE));
    assert_eq!(alpha_to_coverage_switch(D3DRS_POINTSIZE, RESZ_CODE), None);
}
