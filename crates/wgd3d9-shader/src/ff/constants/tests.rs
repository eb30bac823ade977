use super::*;

#[test]
fn fog_parameters_scale_by_the_range() {
    let mut rs = vec![0u32; 256];
    rs[D3DRS_FOGSTART as usize] = 2.0f32.to_bits();
    rs[D3DRS_FOGEND as usize] = 6.0f32.to_bits();
    rs[D3DRS_FOGDENSITY as usize] = 0.5f32.to_bits();
    assert_eq!(fog_params(&rs, FogAt::Vertex), [2.0, 6.0, 0.5, 0.25]);
    rs[D3DRS_FOGEND as usize] = 2.0f32.to_bits();
    assert_eq!(fog_params(&rs, FogAt::Vertex)[3], 0.0, "all fog");
    assert_eq!(fog_params(&rs, FogAt::Pixel)[3], f32::MAX, "a step at the end");
}

#[test]
fn colors_unpack_as_rgba() {
    assert_eq!(color4(0xFF00_80FF), [0.0, 128.0 / 255.0, 1.0, 1.0]);
}
