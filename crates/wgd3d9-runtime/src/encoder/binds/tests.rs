use super::*;
use wgd3d9_core::state_tables::default_sampler_states;

fn states(min: u32, anisotropy: u32) -> [u32; SAMP_COUNT] {
    let mut s = default_sampler_states();
    s[D3DSAMP_MINFILTER as usize] = min;
    s[D3DSAMP_MAXANISOTROPY as usize] = anisotropy;
    s
}

#[test]
fn forced_anisotropy_takes_over_linear_and_anisotropic_minification() {
    let k = SamplerKey::from_states(&states(D3DTEXF_LINEAR, 1), 16);
    assert_eq!((k.min as u32, k.anisotropy), (D3DTEXF_ANISOTROPIC, 16));
    let k = SamplerKey::from_states(&states(D3DTEXF_ANISOTROPIC, 4), 8);
    assert_eq!((k.min as u32, k.anisotropy), (D3DTEXF_ANISOTROPIC, 8));
    // Point sampling stays point sampling (pixel-art and lookup textures).
    let k = SamplerKey::from_states(&states(D3DTEXF_POINT, 1), 16);
    assert_eq!((k.min as u32, k.anisotropy), (D3DTEXF_POINT, 1));
    // Without the option, the states decide.
    let k = SamplerKey::from_states(&states(D3DTEXF_LINEAR, 7), 0);
    assert_eq!((k.min as u32, k.anisotropy), (D3DTEXF_LINEAR, 7));
}
