use super::*;
use crate::format::info;
use crate::state_tables::default_render_states;

#[test]
fn blend_off_keeps_only_the_write_mask() {
    let mut rs = default_render_states(false);
    rs[D3DRS_COLORWRITEENABLE as usize] = 0x5;
    let k = BlendKey::from_states(&rs, 0, true);
    assert_eq!(
        k,
        BlendKey {
            write_mask: 5,
            ..Default::default()
        }
    );
}

#[test]
fn x8_targets_never_write_alpha_and_read_dest_alpha_as_one() {
    let mut rs = default_render_states(false);
    rs[D3DRS_ALPHABLENDENABLE as usize] = 1;
    rs[D3DRS_SRCBLEND as usize] = D3DBLEND_DESTALPHA;
    rs[D3DRS_DESTBLEND as usize] = D3DBLEND_INVDESTALPHA;
    let k = BlendKey::from_states(&rs, 0, false);
    assert_eq!(k.write_mask, 0x7);
    assert_eq!((k.src, k.dst), (D3DBLEND_ONE as u8, D3DBLEND_ZERO as u8));
    let k = BlendKey::from_states(&rs, 0, true);
    assert_eq!((k.src, k.dst), (D3DBLEND_DESTALPHA as u8, D3DBLEND_INVDESTALPHA as u8));
    rs[D3DRS_SRCBLEND as usize] = D3DBLEND_SRCALPHASAT;
    let k = BlendKey::from_states(&rs, 0, false);
    assert_eq!(k.src, D3DBLEND_ZERO as u8, "min(As, 1 - Ad) with Ad = 1");
}

#[test]
fn separate_alpha_and_both_factors() {
    let mut rs = default_render_states(false);
    rs[D3DRS_ALPHABLENDENABLE as usize] = 1;
    rs[D3DRS_SRCBLEND as usize] = D3DBLEND_BOTHINVSRCALPHA;
    rs[D3DRS_BLENDOP as usize] = D3DBLENDOP_REVSUBTRACT;
    let k = BlendKey::from_states(&rs, 0, true);
    assert_eq!((k.src, k.dst), (D3DBLEND_INVSRCALPHA as u8, D3DBLEND_SRCALPHA as u8));
    assert_eq!((k.src_alpha, k.dst_alpha, k.op_alpha), (k.src, k.dst, k.op));
    rs[D3DRS_SEPARATEALPHABLENDENABLE as usize] = 1;
    rs[D3DRS_SRCBLENDALPHA as usize] = D3DBLEND_ZERO;
    rs[D3DRS_BLENDOPALPHA as usize] = D3DBLENDOP_MAX;
    let k = BlendKey::from_states(&rs, 0, true);
    assert_eq!(
        (k.src_alpha, k.dst_alpha, k.op_alpha),
        (D3DBLEND_ZERO as u8, D3DBLEND_ZERO as u8, D3DBLENDOP_MAX as u8)
    );
}

#[test]
fn depth_off_means_always_without_writes() {
    let rs = default_render_states(false);
    let k = DepthStencilKey::from_states(&rs, info(D3DFMT_D24S8).unwrap());
    assert_eq!(
        (k.depth_func, k.depth_write, k.stencil_enabled),
        (D3DCMP_ALWAYS as u8, 0, 0)
    );
    let rs = default_render_states(true);
    let k = DepthStencilKey::from_states(&rs, info(D3DFMT_D24S8).unwrap());
    assert_eq!((k.depth_func, k.depth_write), (D3DCMP_LESSEQUAL as u8, 1));
}

#[test]
fn stencil_needs_a_stencil_plane_and_two_sided_uses_ccw_ops() {
    let mut rs = default_render_states(true);
    rs[D3DRS_STENCILENABLE as usize] = 1;
    rs[D3DRS_STENCILPASS as usize] = D3DSTENCILOP_INCR;
    rs[D3DRS_CCW_STENCILPASS as usize] = D3DSTENCILOP_DECR;
    rs[D3DRS_STENCILMASK as usize] = 0x0F;
    let k = DepthStencilKey::from_states(&rs, info(D3DFMT_D24X8).unwrap());
    assert_eq!(k.stencil_enabled, 0);
    let k = DepthStencilKey::from_states(&rs, info(D3DFMT_D24S8).unwrap());
    assert_eq!(
        (k.stencil_enabled, k.front.pass, k.back.pass),
        (1, D3DSTENCILOP_INCR as u8, D3DSTENCILOP_INCR as u8)
    );
    assert_eq!((k.read_mask, k.write_mask), (0x0F, 0xFF));
    rs[D3DRS_TWOSIDEDSTENCILMODE as usize] = 1;
    let k = DepthStencilKey::from_states(&rs, info(D3DFMT_D24S8).unwrap());
    assert_eq!(k.back.pass, D3DSTENCILOP_DECR as u8);
}

#[test]
fn depth_bias_applies_only_with_depth_testing() {
    let mut rs = default_render_states(true);
    rs[D3DRS_DEPTHBIAS as usize] = (-0.001f32).to_bits();
    assert_eq!(depth_bias(&rs), -0.001);
    rs[D3DRS_ZENABLE as usize] = D3DZB_FALSE;
    assert_eq!(depth_bias(&rs), 0.0);
    rs[D3DRS_ZENABLE as usize] = D3DZB_TRUE;
    rs[D3DRS_DEPTHBIAS as usize] = f32::NAN.to_bits();
    assert_eq!(depth_bias(&rs), 0.0);
}

#[test]
fn raster_culls_triangles_only_and_keys_strip_index_size() {
    let rs = default_render_states(false);
    let k = RasterKey::from_states(&rs, D3DPT_LINELIST, 2);
    assert_eq!((k.cull, k.index_size), (D3DCULL_NONE as u8, 0));
    let k = RasterKey::from_states(&rs, D3DPT_TRIANGLESTRIP, 4);
    assert_eq!((k.cull, k.index_size), (D3DCULL_CCW as u8, 4));
}

#[test]
fn the_fill_mode_applies_to_triangles_only() {
    let mut rs = default_render_states(false);
    rs[D3DRS_FILLMODE as usize] = D3DFILL_WIREFRAME;
    let fill = |t| RasterKey::from_states(&rs, t, 0).fill as u32;
    assert_eq!(fill(D3DPT_TRIANGLELIST), D3DFILL_WIREFRAME);
    assert_eq!(fill(D3DPT_POINTLIST), D3DFILL_SOLID, "point sprites stay filled");
    assert_eq!(fill(D3DPT_LINESTRIP), D3DFILL_SOLID);
}

#[test]
fn points_are_quads_when_sized_scaled_or_sprites() {
    use crate::state_tables::default_render_states;
    let mut rs = default_render_states(false);
    assert_eq!(point_mode(&rs, false), point_mode::PIXEL, "size 1: GPU points");
    assert_eq!(point_mode(&rs, true), point_mode::QUADS, "a per-vertex size");
    rs[D3DRS_POINTSIZE as usize] = 4.0f32.to_bits();
    assert_eq!(point_mode(&rs, false), point_mode::QUADS);
    rs[D3DRS_POINTSIZE_MAX as usize] = 1.0f32.to_bits();
    assert_eq!(point_mode(&rs, false), point_mode::PIXEL, "clamped back to 1");
    rs[D3DRS_POINTSCALEENABLE as usize] = 1;
    assert_eq!(point_mode(&rs, false), point_mode::QUADS);
    rs[D3DRS_POINTSPRITEENABLE as usize] = 1;
    assert_eq!(point_mode(&rs, false), point_mode::SPRITES);
}

/// Blending with ONE and ZERO (the default factors) on target 0.
fn identity_blend() -> [u32; RS_COUNT] {
    let mut rs = default_render_states(false);
    rs[D3DRS_ALPHABLENDENABLE as usize] = 1;
    rs
}

#[test]
fn identity_blend_on_a_normalized_target_is_no_blend() {
    let rs = identity_blend();
    let unblended = BlendKey {
        write_mask: 0xF,
        ..Default::default()
    };
    assert_eq!(
        BlendKey::from_states(&rs, 0, true).without_identity_blend(true),
        unblended
    );
    let mut rs = rs;
    rs[D3DRS_BLENDOP as usize] = D3DBLENDOP_SUBTRACT;
    assert_eq!(
        BlendKey::from_states(&rs, 0, true).without_identity_blend(true),
        unblended
    );
    // Float targets keep it: ZERO times an infinite destination is NaN.
    let k = BlendKey::from_states(&rs, 0, true);
    assert_eq!(k.without_identity_blend(false), k);
}

#[test]
fn blending_that_changes_a_written_channel_stays() {
    let mut rs = identity_blend();
    rs[D3DRS_BLENDOP as usize] = D3DBLENDOP_REVSUBTRACT;
    let k = BlendKey::from_states(&rs, 0, true);
    assert_eq!(
        k.without_identity_blend(true),
        k,
        "ZERO - ONE * source is not the source"
    );
    let mut rs = identity_blend();
    rs[D3DRS_SEPARATEALPHABLENDENABLE as usize] = 1;
    rs[D3DRS_DESTBLENDALPHA as usize] = D3DBLEND_ONE;
    let k = BlendKey::from_states(&rs, 0, true);
    assert_eq!(k.without_identity_blend(true), k, "alpha is written and accumulates");
    // Without alpha writes only the colour factors matter.
    rs[D3DRS_COLORWRITEENABLE as usize] = 0x7;
    let k = BlendKey::from_states(&rs, 0, true).without_identity_blend(true);
    assert_eq!((k.enabled, k.write_mask), (0, 0x7));
    let mut rs = identity_blend();
    rs[D3DRS_SRCBLEND as usize] = D3DBLEND_SRCALPHA;
    let k = BlendKey::from_states(&rs, 0, true);
    assert_eq!(k.without_identity_blend(true), k);
}

#[test]
fn x8_targets_blend_with_dest_alpha_as_one_and_zero() {
    // DESTALPHA and INVDESTALPHA read alpha 1 on an X8R8G8B8 target: ONE
    // and ZERO, so the source is written as it is.
    let mut rs = identity_blend();
    rs[D3DRS_SRCBLEND as usize] = D3DBLEND_DESTALPHA;
    rs[D3DRS_DESTBLEND as usize] = D3DBLEND_INVDESTALPHA;
    let k = BlendKey::from_states(&rs, 0, false).without_identity_blend(true);
    assert_eq!((k.enabled, k.write_mask), (0, 0x7));
}

#[test]
fn blending_into_no_channel_is_no_blend_on_any_target() {
    let mut rs = identity_blend();
    rs[D3DRS_SRCBLEND as usize] = D3DBLEND_SRCALPHA;
    rs[D3DRS_DESTBLEND as usize] = D3DBLEND_INVSRCALPHA;
    rs[D3DRS_COLORWRITEENABLE as usize] = 0;
    let k = BlendKey::from_states(&rs, 0, true);
    assert_eq!(k.enabled, 1);
    assert_eq!(k.without_identity_blend(false), BlendKey::default());
}
