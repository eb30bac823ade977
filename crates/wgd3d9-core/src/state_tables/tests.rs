use super::*;

#[test]
fn defaults_cover_each_state_once() {
    let mut seen = [false; RS_COUNT];
    for &(s, _) in RENDER_STATE_DEFAULTS {
        assert!(!seen[s as usize], "state {s} listed twice");
        seen[s as usize] = true;
    }
    assert!(is_render_state(D3DRS_BLENDOPALPHA));
    assert!(!is_render_state(0));
    assert!(!is_render_state(D3DRS_MAX));
    assert!(!is_render_state(1), "1 is not a D3D9 render state");
}

#[test]
fn zenable_follows_auto_depth_stencil() {
    assert_eq!(default_render_states(true)[D3DRS_ZENABLE as usize], D3DZB_TRUE);
    assert_eq!(default_render_states(false)[D3DRS_ZENABLE as usize], D3DZB_FALSE);
    let rs = default_render_states(false);
    assert_eq!(
        rs[D3DRS_POINTSIZE_MAX as usize],
        MAX_POINT_SIZE.to_bits(),
        "the MaxPointSize cap"
    );
    assert_eq!(rs[D3DRS_COLORWRITEENABLE as usize], 0xF);
    assert_eq!(rs[D3DRS_CULLMODE as usize], D3DCULL_CCW);
}

#[test]
fn stage_defaults_differ_between_stage_zero_and_others() {
    let s0 = default_texture_stage_states(0);
    let s3 = default_texture_stage_states(3);
    assert_eq!(s0[D3DTSS_COLOROP as usize], D3DTOP_MODULATE);
    assert_eq!(s3[D3DTSS_COLOROP as usize], D3DTOP_DISABLE);
    assert_eq!(s3[D3DTSS_TEXCOORDINDEX as usize], 3);
    assert!(is_texture_stage_state(D3DTSS_CONSTANT));
    assert!(!is_texture_stage_state(12));
}

#[test]
fn sampler_slots() {
    assert_eq!(sampler_slot(0), Some(0));
    assert_eq!(sampler_slot(15), Some(15));
    assert_eq!(sampler_slot(16), None);
    assert_eq!(sampler_slot(D3DDMAPSAMPLER), Some(16));
    assert_eq!(sampler_slot(D3DVERTEXTEXTURESAMPLER3), Some(20));
    assert_eq!(default_sampler_states()[D3DSAMP_MAXANISOTROPY as usize], 1);
}
