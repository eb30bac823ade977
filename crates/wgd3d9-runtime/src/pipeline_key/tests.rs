use super::*;
use wgd3d9_shader::dxso::lower::ps_lod_bias_constant;
use wgd3d9_shader::dxso::{ShaderKind, Version};

#[test]
fn the_pixel_binding_holds_every_pixel_block() {
    // The last runtime register of the largest pixel model, then 16
    // integer vectors and the boolean mask.
    let ps3 = Version {
        stage: ShaderKind::Pixel,
        major: 3,
        minor: 0,
    };
    let shader_block = (ps_lod_bias_constant(ps3) + 4) as u64 * 16 + 256 + 16;
    assert_eq!(shader_block, 3984);
    assert!(shader_block <= PIXEL_CONSTANT_BINDING_SIZE);
}
