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

/// Every field of a FixedState has bits of its own in `words`: changing any
/// one changes the words, and no two such changes give the same words.
#[test]
fn fixed_state_words_tell_every_field_apart() {
    let base = FixedState::default();
    let mut changed: Vec<FixedState> = Vec::new();
    let mut with = |f: &dyn Fn(&mut FixedState)| {
        let mut s = base;
        f(&mut s);
        changed.push(s);
    };
    with(&|s| s.raster.cull = 1);
    with(&|s| s.raster.fill = 1);
    with(&|s| s.raster.topology = 1);
    with(&|s| s.raster.index_size = 1);
    with(&|s| s.raster.point_quads = 1);
    with(&|s| s.raster.unclipped_depth = 1);
    for i in 0..4 {
        with(&|s| s.blend[i].enabled = 1);
        with(&|s| s.blend[i].src = 1);
        with(&|s| s.blend[i].dst = 1);
        with(&|s| s.blend[i].op = 1);
        with(&|s| s.blend[i].src_alpha = 1);
        with(&|s| s.blend[i].dst_alpha = 1);
        with(&|s| s.blend[i].op_alpha = 1);
        with(&|s| s.blend[i].write_mask = 1);
        with(&|s| s.color_formats[i] = Some(GpuFormat::Bgra8Unorm));
    }
    with(&|s| s.depth_stencil.depth_func = 1);
    with(&|s| s.depth_stencil.depth_write = 1);
    with(&|s| s.depth_stencil.stencil_enabled = 1);
    with(&|s| s.depth_stencil.front.func = 1);
    with(&|s| s.depth_stencil.front.fail = 1);
    with(&|s| s.depth_stencil.front.depth_fail = 1);
    with(&|s| s.depth_stencil.front.pass = 1);
    with(&|s| s.depth_stencil.back.func = 1);
    with(&|s| s.depth_stencil.back.fail = 1);
    with(&|s| s.depth_stencil.back.depth_fail = 1);
    with(&|s| s.depth_stencil.back.pass = 1);
    with(&|s| s.depth_stencil.read_mask = 1);
    with(&|s| s.depth_stencil.write_mask = 1);
    with(&|s| s.depth_stencil.bias_slope_bits = 1);
    with(&|s| s.depth_format = Some(GpuFormat::Bgra8Unorm));
    with(&|s| s.texture_dims = TextureDims(1));
    with(&|s| s.samples = 1);
    with(&|s| s.sample_mask = 1);
    with(&|s| s.alpha_to_coverage = true);
    let mut words: Vec<[u64; 10]> = changed.iter().map(FixedState::words).collect();
    words.push(base.words());
    let n = words.len();
    words.sort();
    words.dedup();
    assert_eq!(words.len(), n, "two different states packed alike");
    // Two formats apart, as are none and the first.
    let a = FixedState {
        depth_format: Some(GpuFormat::Rgba8Unorm),
        ..base
    };
    let b = FixedState {
        depth_format: Some(GpuFormat::Bgra8Unorm),
        ..base
    };
    assert_ne!(a.words(), b.words());
}
