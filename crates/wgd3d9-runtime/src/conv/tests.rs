use super::*;

#[test]
fn colors_unpack_argb() {
    let c = color(0x80FF0040);
    assert_eq!((c.r, c.g), (1.0, 0.0));
    assert!((c.b - 64.0 / 255.0).abs() < 1e-9);
    assert!((c.a - 128.0 / 255.0).abs() < 1e-9);
}

#[test]
fn min_max_blends_force_unit_factors() {
    let c = blend_component(
        D3DBLEND_SRCALPHA as u8,
        D3DBLEND_ZERO as u8,
        D3DBLENDOP_MAX as u8,
        false,
    );
    assert_eq!(
        (c.src_factor, c.dst_factor),
        (wgpu::BlendFactor::One, wgpu::BlendFactor::One)
    );
    assert_eq!(blend_factor(D3DBLEND_SRCCOLOR as u8, true), wgpu::BlendFactor::SrcAlpha);
}

#[test]
fn border_colors_round_to_the_nearest_fixed_one() {
    assert_eq!(border_color(0x00FFFFFF), wgpu::SamplerBorderColor::TransparentBlack);
    assert_eq!(border_color(0xFFFFFFFF), wgpu::SamplerBorderColor::OpaqueWhite);
    assert_eq!(border_color(0xFF101010), wgpu::SamplerBorderColor::OpaqueBlack);
}

#[test]
fn every_gpu_format_maps() {
    for f in wgd3d9_core::format::FORMATS {
        let t = texture_format(f.gpu);
        if let Some(bytes) = t.block_copy_size(None) {
            assert_eq!(bytes, f.gpu.block_bytes(), "{:?}", f.gpu);
        }
    }
}
