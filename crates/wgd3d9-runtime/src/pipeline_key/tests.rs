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
/// one changes the words, and no two such changes give the same words,
/// both for a field's lowest bit (from zeros) and its highest (from ones).
#[test]
fn fixed_state_words_tell_every_field_apart() {
    fixed_state_fields_differ(FixedState::default(), 1, 1);
    let ones = BlendKey {
        enabled: !0,
        src: !0,
        dst: !0,
        op: !0,
        src_alpha: !0,
        dst_alpha: !0,
        op_alpha: !0,
        write_mask: !0,
    };
    let face = StencilFaceKey {
        func: !0,
        fail: !0,
        depth_fail: !0,
        pass: !0,
    };
    let full = FixedState {
        raster: RasterKey {
            cull: !0,
            fill: !0,
            topology: !0,
            index_size: !0,
            point_quads: !0,
            unclipped_depth: !0,
        },
        blend: [ones; 4],
        depth_stencil: DepthStencilKey {
            depth_func: !0,
            depth_write: !0,
            stencil_enabled: !0,
            front: face,
            back: face,
            read_mask: !0,
            write_mask: !0,
            bias_slope_bits: !0,
        },
        color_formats: [None; 4],
        depth_format: None,
        texture_dims: TextureDims(!0),
        samples: !0,
        sample_mask: !0,
        alpha_to_coverage: false,
    };
    // From all ones, each change clears the field's highest bit.
    fixed_state_fields_differ(full, 0x7F, 0x7FFF_FFFF);
}

/// Changes each field of `base` in turn (to `byte` for u8 fields, `word`
/// for u32 ones) and checks that all the states pack apart.
fn fixed_state_fields_differ(base: FixedState, byte: u8, word: u32) {
    let mut changed: Vec<FixedState> = Vec::new();
    let mut with = |f: &dyn Fn(&mut FixedState)| {
        let mut s = base;
        f(&mut s);
        changed.push(s);
    };
    with(&|s| s.raster.cull = byte);
    with(&|s| s.raster.fill = byte);
    with(&|s| s.raster.topology = byte);
    with(&|s| s.raster.index_size = byte);
    with(&|s| s.raster.point_quads = byte);
    with(&|s| s.raster.unclipped_depth = byte);
    for i in 0..4 {
        with(&|s| s.blend[i].enabled = byte);
        with(&|s| s.blend[i].src = byte);
        with(&|s| s.blend[i].dst = byte);
        with(&|s| s.blend[i].op = byte);
        with(&|s| s.blend[i].src_alpha = byte);
        with(&|s| s.blend[i].dst_alpha = byte);
        with(&|s| s.blend[i].op_alpha = byte);
        with(&|s| s.blend[i].write_mask = byte);
        with(&|s| s.color_formats[i] = Some(GpuFormat::Bgra8Unorm));
    }
    with(&|s| s.depth_stencil.depth_func = byte);
    with(&|s| s.depth_stencil.depth_write = byte);
    with(&|s| s.depth_stencil.stencil_enabled = byte);
    with(&|s| s.depth_stencil.front.func = byte);
    with(&|s| s.depth_stencil.front.fail = byte);
    with(&|s| s.depth_stencil.front.depth_fail = byte);
    with(&|s| s.depth_stencil.front.pass = byte);
    with(&|s| s.depth_stencil.back.func = byte);
    with(&|s| s.depth_stencil.back.fail = byte);
    with(&|s| s.depth_stencil.back.depth_fail = byte);
    with(&|s| s.depth_stencil.back.pass = byte);
    with(&|s| s.depth_stencil.read_mask = byte);
    with(&|s| s.depth_stencil.write_mask = byte);
    with(&|s| s.depth_stencil.bias_slope_bits = word);
    with(&|s| s.depth_format = Some(GpuFormat::Bgra8Unorm));
    with(&|s| s.texture_dims = TextureDims(base.texture_dims.0 ^ 1 << 63));
    with(&|s| s.samples = byte);
    with(&|s| s.sample_mask = word);
    with(&|s| s.alpha_to_coverage = !s.alpha_to_coverage);
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

#[test]
fn declared_slots_are_the_used_ones_in_order() {
    for slots in [vec![], vec![0], vec![3, 7], vec![0, 15, 16, 19]] {
        let mut dims = TextureDims(0b1011); // shapes do not count
        for &s in &slots {
            dims.0 |= 1 << (TextureDims::USED_SHIFT + s);
        }
        assert_eq!(dims.declared().collect::<Vec<_>>(), slots);
    }
}

#[test]
fn key_words_tell_apart_modules_layouts_and_fixed_state() {
    let base = PipelineKey {
        vs: 1,
        ps: 2,
        vertex_layout: 3,
        fixed: FixedState::default(),
    };
    let mut others = [base; 5];
    others[0].vs = 2;
    others[1].ps = 1;
    (others[2].vs, others[2].ps) = (2, 1);
    others[3].vertex_layout = 4;
    others[4].fixed.samples = 4;
    for k in others {
        assert_ne!(k.words(), base.words(), "{k:?}");
    }
    let copy = base;
    assert_eq!(copy.words(), base.words());
}
