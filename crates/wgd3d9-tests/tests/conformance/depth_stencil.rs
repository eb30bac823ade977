//! Depth and stencil: every depth comparison, Z write and Z enable, depth bias
//! (constant in depth units for every depth format, and slope-scaled), created
//! depth-stencil surfaces, every stencil operation, the stencil masks and
//! two-sided stencil.

use wgd3d9_tests::*;

const WHITE: u32 = 0xFFFFFFFF;

/// Clears the colour to black and draws white where the stencil equals `value`
/// (depth test off, stencil unchanged); returns the image.
fn probe_stencil(t: &TestDevice, value: u32) -> Image {
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0),
        D3D_OK
    );
    t.rs(D3DRS_ZENABLE, 0);
    t.rs(D3DRS_STENCILENABLE, 1);
    t.rs(D3DRS_TWOSIDEDSTENCILMODE, 0);
    t.rs(D3DRS_STENCILFUNC, D3DCMP_EQUAL);
    t.rs(D3DRS_STENCILREF, value);
    t.rs(D3DRS_STENCILMASK, 0xFF);
    for s in [D3DRS_STENCILFAIL, D3DRS_STENCILZFAIL, D3DRS_STENCILPASS] {
        t.rs(s, D3DSTENCILOP_KEEP);
    }
    t.draw_full(WHITE);
    t.read_rt()
}

/// Stencil ops of the front (clockwise) face.
fn stencil_ops(t: &TestDevice, func: u32, fail: u32, zfail: u32, pass: u32) {
    t.rs(D3DRS_STENCILENABLE, 1);
    t.rs(D3DRS_STENCILFUNC, func);
    t.rs(D3DRS_STENCILFAIL, fail);
    t.rs(D3DRS_STENCILZFAIL, zfail);
    t.rs(D3DRS_STENCILPASS, pass);
}

#[test]
fn every_depth_comparison_against_a_cleared_depth() {
    let funcs = [
        (D3DCMP_NEVER, [false, false, false]),
        (D3DCMP_LESS, [true, false, false]),
        (D3DCMP_EQUAL, [false, true, false]),
        (D3DCMP_LESSEQUAL, [true, true, false]),
        (D3DCMP_GREATER, [false, false, true]),
        (D3DCMP_NOTEQUAL, [true, false, true]),
        (D3DCMP_GREATEREQUAL, [false, true, true]),
        (D3DCMP_ALWAYS, [true, true, true]),
    ];
    let t = TestDevice::new();
    for (func, expect) in funcs {
        assert_eq!(
            vcall!(
                t.dev,
                Clear,
                0,
                std::ptr::null(),
                D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER,
                0xFF000000,
                0.5,
                0
            ),
            D3D_OK
        );
        t.rs(D3DRS_ZFUNC, func);
        t.begin();
        // The clear and the quad at 0.5 store the same 24-bit depth value.
        for (i, z) in [0.25f32, 0.5, 0.75].into_iter().enumerate() {
            t.draw_rect_z(i as u32 * 20, 0, i as u32 * 20 + 20, 64, z, WHITE);
        }
        t.end();
        let img = t.read_rt();
        for (i, &pass) in expect.iter().enumerate() {
            let want = if pass { 0xFFFFFF } else { 0 };
            assert_rgb(&img, i as u32 * 20 + 10, 32, want, 0);
        }
    }
}

#[test]
fn z_write_disabled_leaves_the_depth_buffer_unchanged() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.begin();
    t.rs(D3DRS_ZWRITEENABLE, 0);
    t.draw_rect_z(0, 0, 64, 64, 0.2, 0xFF0000FF);
    t.rs(D3DRS_ZWRITEENABLE, 1);
    // Would fail against 0.2; passes against the untouched 1.0.
    t.draw_rect_z(0, 0, 32, 64, 0.6, 0xFF00FF00);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0x00FF00, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x0000FF, 0);
}

#[test]
fn z_disabled_draws_in_submission_order_and_writes_no_depth() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_ZENABLE, D3DZB_FALSE);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 0.1, 0xFF0000FF);
    t.draw_rect_z(0, 0, 32, 64, 0.9, 0xFF00FF00);
    t.rs(D3DRS_ZENABLE, D3DZB_TRUE);
    // Depth is still 1.0 everywhere: a 0.95 quad passes LESSEQUAL.
    t.draw_rect_z(48, 0, 64, 64, 0.95, 0xFFFF0000);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0x00FF00, 0);
    assert_rect_rgb(&img, 32, 0, 48, 64, 0x0000FF, 0);
    assert_rect_rgb(&img, 48, 0, 64, 64, 0xFF0000, 0);
}

#[test]
fn a_depth_bias_without_a_depth_buffer_draws() {
    // The bias offsets the fragment's depth, which the draw has nowhere to
    // write: the quad is drawn as without it.
    let t = TestDevice::new();
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    let hr = vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0);
    assert_eq!(hr, D3D_OK);
    t.rs(D3DRS_DEPTHBIAS, 0.25f32.to_bits());
    t.begin();
    t.draw_rect_z(0, 0, 32, 64, 0.5, 0xFF00FF00);
    t.end();
    t.rs(D3DRS_DEPTHBIAS, 0);
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0x00FF00, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x000000, 0);
}

/// Draws a reference quad at `z`, then a second one `gap` behind it with
/// D3DRS_DEPTHBIAS `bias` and ZFUNC LESS; returns whether the second one shows.
fn biased_quad_passes(t: &TestDevice, z: f32, gap: f32, bias: f32) -> bool {
    t.clear_color_depth(0xFF000000, 1.0);
    t.rs(D3DRS_ZFUNC, D3DCMP_LESS);
    t.rs(D3DRS_DEPTHBIAS, 0);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, z, 0xFF0000FF);
    t.rs(D3DRS_DEPTHBIAS, f2dw(bias));
    t.draw_rect_z(16, 16, 48, 48, z + gap, 0xFF00FF00);
    t.end();
    t.rs(D3DRS_DEPTHBIAS, 0);
    let img = t.read_rt();
    let c = img.at(32, 32) & 0xFFFFFF;
    assert!(c == 0x00FF00 || c == 0x0000FF, "unexpected colour {c:06x}");
    c == 0x00FF00
}

#[test]
fn depth_bias_pulls_a_coplanar_quad_in_front() {
    let t = TestDevice::new();
    assert!(
        !biased_quad_passes(&t, 0.5, 0.0, 0.0),
        "coplanar quad passed LESS without bias"
    );
    assert!(
        biased_quad_passes(&t, 0.5, 0.0, -0.001),
        "negative bias did not pull the quad in front"
    );
    assert!(
        !biased_quad_passes(&t, 0.5, 0.0, 0.001),
        "positive bias must push the quad behind"
    );
    assert_eq!(t.get_rs(D3DRS_DEPTHBIAS), 0);
}

/// D3DRS_DEPTHBIAS is an offset in depth units ([0, 1]), whatever the depth
/// format: a bias of -0.001 moves a quad 0.0006 behind the reference in front
/// of it, and one 0.0014 behind stays behind.
fn depth_bias_is_in_depth_units(format: u32) {
    let t = TestDevice::new();
    let ds = t.create_ds(format);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    for z in [0.3f32, 0.5, 0.8] {
        assert!(
            biased_quad_passes(&t, z, 0.0006, -0.001),
            "format {format:#x}, z {z}: bias -0.001 did not cover a 0.0006 gap"
        );
        assert!(
            !biased_quad_passes(&t, z, 0.0014, -0.001),
            "format {format:#x}, z {z}: bias -0.001 covered a 0.0014 gap"
        );
    }
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(ds), 0);
}

#[test]
fn depth_bias_is_in_depth_units_for_d16() {
    depth_bias_is_in_depth_units(D3DFMT_D16);
}

#[test]
fn depth_bias_is_in_depth_units_for_d24s8() {
    depth_bias_is_in_depth_units(D3DFMT_D24S8);
}

#[test]
fn depth_bias_is_in_depth_units_for_d32() {
    depth_bias_is_in_depth_units(D3DFMT_D32);
}

#[test]
fn slope_scaled_depth_bias_follows_the_depth_slope() {
    // A quad whose depth goes from 0.2 to 0.8 across 64 pixels: its depth slope
    // m is 0.6 / 64 = 0.009375 per pixel. A second copy `gap` behind it, drawn
    // with ZFUNC LESS and D3DRS_SLOPESCALEDEPTHBIAS s, is moved by s * m: it
    // shows when s * m + gap < 0.
    let t = TestDevice::new();
    let sloped = |dz: f32, color| {
        let v = |x: f32, y: f32, z: f32| TlVertex {
            x,
            y,
            z: z + dz,
            rhw: 1.0,
            color,
        };
        [
            v(-0.5, -0.5, 0.2),
            v(63.5, -0.5, 0.8),
            v(-0.5, 63.5, 0.2),
            v(63.5, 63.5, 0.8),
        ]
    };
    let cases = [
        (0.0f32, 0.0f32, false),
        (-1.0, 0.0, true),
        (1.0, 0.0, false),
        (-1.0, 0.005, true),
        (-1.0, 0.014, false),
    ];
    for (slope, gap, expect_second) in cases {
        t.clear(0xFF000000);
        t.rs(D3DRS_ZFUNC, D3DCMP_LESS);
        t.fvf(TL_FVF);
        t.begin();
        t.rs(D3DRS_SLOPESCALEDEPTHBIAS, 0);
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &sloped(0.0, 0xFF0000FF));
        t.rs(D3DRS_SLOPESCALEDEPTHBIAS, f2dw(slope));
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &sloped(gap, 0xFF00FF00));
        t.end();
        let img = t.read_rt();
        let want = if expect_second { 0x00FF00 } else { 0x0000FF };
        for (x, y) in [(8, 8), (32, 40), (50, 20)] {
            assert!(
                color_distance(img.at(x, y), want, true) == 0,
                "slope bias {slope}, gap {gap}: pixel ({x}, {y}) is {:08x}, expected {want:06x}",
                img.at(x, y)
            );
        }
    }
}

#[test]
fn created_depth_surfaces_of_every_format_depth_test() {
    let t = TestDevice::new();
    for format in [D3DFMT_D16, D3DFMT_D24X8, D3DFMT_D24S8, D3DFMT_D32] {
        let ds = t.create_ds(format);
        let mut desc = D3DSURFACE_DESC::default();
        assert_eq!(vcall!(ds, GetDesc, &mut desc), D3D_OK);
        assert_eq!(
            (desc.Format, desc.Usage, desc.Pool),
            (format, D3DUSAGE_DEPTHSTENCIL, D3DPOOL_DEFAULT)
        );
        assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
        let mut got = std::ptr::null_mut();
        assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut got), D3D_OK);
        assert_eq!(got, ds);
        assert_eq!(refcount(ds), 2);
        release!(got);
        t.clear_color_depth(0xFF000000, 1.0);
        t.begin();
        t.draw_rect_z(0, 0, 40, 64, 0.3, 0xFF0000FF);
        t.draw_rect_z(20, 0, 64, 64, 0.6, 0xFF00FF00);
        t.end();
        let img = t.read_rt();
        assert_rgb(&img, 10, 10, 0x0000FF, 0);
        assert_rgb(&img, 30, 10, 0x0000FF, 0);
        assert_rgb(&img, 50, 10, 0x00FF00, 0);
        assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
        assert_eq!(release!(ds), 0, "format {format:#x}");
    }
}

#[test]
fn without_a_depth_surface_nothing_is_depth_tested() {
    let t = TestDevice::new();
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    let mut got = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut got), D3DERR_NOTFOUND);
    assert!(got.is_null());
    assert_eq!(t.get_rs(D3DRS_ZENABLE), D3DZB_TRUE);
    t.rs(D3DRS_ZFUNC, D3DCMP_NEVER);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0),
        D3D_OK
    );
    t.begin();
    t.draw_rect_z(0, 0, 32, 32, 0.5, 0xFFFF00FF);
    t.end();
    assert_rgb(&t.read_rt(), 16, 16, 0xFF00FF, 0);
}

#[test]
fn stencil_replace_then_equal_masks_a_region() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    stencil_ops(
        &t,
        D3DCMP_ALWAYS,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_REPLACE,
    );
    t.rs(D3DRS_STENCILREF, 0x42);
    t.begin();
    t.draw_rect(8, 8, 24, 40, 0xFF0000FF);
    t.end();
    let img = probe_stencil(&t, 0x42);
    assert_rect_rgb(&img, 8, 8, 24, 40, 0xFFFFFF, 0);
    assert_rgb(&img, 7, 8, 0, 0);
    assert_rgb(&img, 24, 39, 0, 0);
    let img = probe_stencil(&t, 0);
    assert_rgb(&img, 40, 40, 0xFFFFFF, 0);
    assert_rgb(&img, 10, 10, 0, 0);
}

#[test]
fn every_stencil_pass_operation() {
    // (clear value, op, ref, expected stencil after one pass)
    let cases = [
        (5, D3DSTENCILOP_KEEP, 9, 5),
        (5, D3DSTENCILOP_ZERO, 9, 0),
        (5, D3DSTENCILOP_REPLACE, 9, 9),
        (5, D3DSTENCILOP_INCRSAT, 9, 6),
        (255, D3DSTENCILOP_INCRSAT, 9, 255),
        (5, D3DSTENCILOP_DECRSAT, 9, 4),
        (0, D3DSTENCILOP_DECRSAT, 9, 0),
        (0x0F, D3DSTENCILOP_INVERT, 9, 0xF0),
        (255, D3DSTENCILOP_INCR, 9, 0),
        (0, D3DSTENCILOP_DECR, 9, 255),
    ];
    let t = TestDevice::new();
    for (initial, op, r, expect) in cases {
        t.rs(D3DRS_STENCILENABLE, 0);
        assert_eq!(
            vcall!(
                t.dev,
                Clear,
                0,
                std::ptr::null(),
                D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL,
                0xFF000000,
                1.0,
                initial
            ),
            D3D_OK
        );
        t.rs(D3DRS_ZENABLE, 1);
        stencil_ops(&t, D3DCMP_ALWAYS, D3DSTENCILOP_KEEP, D3DSTENCILOP_KEEP, op);
        t.rs(D3DRS_STENCILREF, r);
        t.begin();
        t.draw_rect(0, 0, 32, 64, 0xFF0000FF);
        t.end();
        let img = probe_stencil(&t, expect);
        assert_rgb(&img, 16, 32, 0xFFFFFF, 0);
        if expect != initial {
            assert_rgb(&img, 48, 32, 0, 0);
        }
    }
}

#[test]
fn stencil_fail_and_depth_fail_operations() {
    let t = TestDevice::new();
    t.clear_all(0xFF000000, 0.5, 3);
    // Left: the stencil test fails (NEVER) -> FAIL op (REPLACE with 10).
    // Right: the stencil test passes but the depth test fails -> ZFAIL (INCR).
    t.rs(D3DRS_STENCILREF, 10);
    t.begin();
    stencil_ops(
        &t,
        D3DCMP_NEVER,
        D3DSTENCILOP_REPLACE,
        D3DSTENCILOP_ZERO,
        D3DSTENCILOP_ZERO,
    );
    t.draw_rect_z(0, 0, 32, 64, 0.25, 0xFF0000FF);
    stencil_ops(
        &t,
        D3DCMP_ALWAYS,
        D3DSTENCILOP_ZERO,
        D3DSTENCILOP_INCR,
        D3DSTENCILOP_ZERO,
    );
    t.draw_rect_z(32, 0, 64, 64, 0.75, 0xFF0000FF);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 32, 0, 0);
    assert_rgb(&img, 48, 32, 0, 0);
    assert_rgb(&probe_stencil(&t, 10), 16, 32, 0xFFFFFF, 0);
    assert_rgb(&probe_stencil(&t, 4), 48, 32, 0xFFFFFF, 0);
}

#[test]
fn stencil_read_and_write_masks() {
    let t = TestDevice::new();
    assert_eq!(
        vcall!(
            t.dev,
            Clear,
            0,
            std::ptr::null(),
            D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL,
            0xFF000000,
            1.0,
            0xA5
        ),
        D3D_OK
    );
    // Read mask: (ref & mask) == (stencil & mask) with mask 0x0F: 0x05 == 0x05.
    stencil_ops(
        &t,
        D3DCMP_EQUAL,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_KEEP,
    );
    t.rs(D3DRS_STENCILREF, 0x35);
    t.rs(D3DRS_STENCILMASK, 0x0F);
    t.begin();
    t.draw_rect(0, 0, 32, 64, 0xFF00FF00);
    t.end();
    assert_rgb(&t.read_rt(), 16, 32, 0x00FF00, 0);
    // Write mask: REPLACE 0xFF through mask 0x0F gives 0xAF.
    t.rs(D3DRS_STENCILMASK, 0xFF);
    stencil_ops(
        &t,
        D3DCMP_ALWAYS,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_REPLACE,
    );
    t.rs(D3DRS_STENCILREF, 0xFF);
    t.rs(D3DRS_STENCILWRITEMASK, 0x0F);
    t.begin();
    t.draw_rect(32, 0, 64, 64, 0xFF00FF00);
    t.end();
    t.rs(D3DRS_STENCILWRITEMASK, 0xFF);
    let img = probe_stencil(&t, 0xAF);
    assert_rgb(&img, 48, 32, 0xFFFFFF, 0);
    assert_rgb(&img, 16, 32, 0, 0);
}

#[test]
fn two_sided_stencil_uses_the_ccw_ops_for_counter_clockwise_triangles() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
    t.rs(D3DRS_TWOSIDEDSTENCILMODE, 1);
    stencil_ops(
        &t,
        D3DCMP_ALWAYS,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_REPLACE,
    );
    t.rs(D3DRS_CCW_STENCILFUNC, D3DCMP_ALWAYS);
    t.rs(D3DRS_CCW_STENCILPASS, D3DSTENCILOP_INCR);
    t.rs(D3DRS_CCW_STENCILFAIL, D3DSTENCILOP_KEEP);
    t.rs(D3DRS_CCW_STENCILZFAIL, D3DSTENCILOP_KEEP);
    t.rs(D3DRS_STENCILREF, 20);
    t.fvf(TL_FVF);
    t.begin();
    // Clockwise quad on the left.
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 32.0, 64.0, 0.5, 0xFF0000FF));
    // Counter-clockwise quad on the right (left/right swapped).
    let mut ccw = quad(32.0, 0.0, 64.0, 64.0, 0.5, 0xFF0000FF);
    ccw.swap(0, 1);
    ccw.swap(2, 3);
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &ccw);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 32, 0x0000FF, 0);
    assert_rgb(&img, 48, 32, 0x0000FF, 0);
    assert_rgb(&probe_stencil(&t, 20), 16, 32, 0xFFFFFF, 0);
    assert_rgb(&probe_stencil(&t, 1), 48, 32, 0xFFFFFF, 0);
    // With two-sided mode off, both faces use the clockwise ops.
    t.clear(0xFF000000);
    t.rs(D3DRS_TWOSIDEDSTENCILMODE, 0);
    stencil_ops(
        &t,
        D3DCMP_ALWAYS,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_KEEP,
        D3DSTENCILOP_REPLACE,
    );
    t.rs(D3DRS_STENCILREF, 20);
    t.rs(D3DRS_ZENABLE, 1);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &ccw);
    t.end();
    assert_rgb(&probe_stencil(&t, 20), 48, 32, 0xFFFFFF, 0);
}

#[test]
fn stencil_reference_compares_with_every_function() {
    // Stencil cleared to 0x40; reference 0x40 +- 1 against each comparison
    // (reference OP stencil).
    let t = TestDevice::new();
    let funcs = [
        (D3DCMP_NEVER, [false, false, false]),
        (D3DCMP_LESS, [true, false, false]),
        (D3DCMP_EQUAL, [false, true, false]),
        (D3DCMP_LESSEQUAL, [true, true, false]),
        (D3DCMP_GREATER, [false, false, true]),
        (D3DCMP_NOTEQUAL, [true, false, true]),
        (D3DCMP_GREATEREQUAL, [false, true, true]),
        (D3DCMP_ALWAYS, [true, true, true]),
    ];
    for (func, expect) in funcs {
        assert_eq!(
            vcall!(
                t.dev,
                Clear,
                0,
                std::ptr::null(),
                D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL,
                0xFF000000,
                1.0,
                0x40
            ),
            D3D_OK
        );
        stencil_ops(&t, func, D3DSTENCILOP_KEEP, D3DSTENCILOP_KEEP, D3DSTENCILOP_KEEP);
        t.begin();
        for (i, r) in [0x3Fu32, 0x40, 0x41].into_iter().enumerate() {
            t.rs(D3DRS_STENCILREF, r);
            t.draw_rect(i as u32 * 20, 0, i as u32 * 20 + 20, 64, WHITE);
        }
        t.end();
        let img = t.read_rt();
        for (i, &pass) in expect.iter().enumerate() {
            assert_rgb(&img, i as u32 * 20 + 10, 32, if pass { 0xFFFFFF } else { 0 }, 0);
        }
    }
}

#[test]
fn depth_bias_clamps_to_the_depth_range_instead_of_clipping() {
    // The bias moves depth after clipping; the result is clamped to [0, 1].
    // Untransformed quads on the near plane (z 0) pulled forward and near the
    // far plane (z 0.998) pushed back stay visible: their depths clamp to 0 and
    // 1, both passing LESSEQUAL against a depth buffer cleared to 1.
    let t = TestDevice::new();
    t.clear_color_depth(0xFF000000, 1.0);
    t.fvf(XYZ_FVF);
    let q = |x0: f32, x1: f32, z: f32, color: u32| {
        let v = |x: f32, y: f32| Vertex { x, y, z, color };
        [v(x0, 1.0), v(x1, 1.0), v(x0, -1.0), v(x1, -1.0)]
    };
    t.begin();
    t.rs(D3DRS_DEPTHBIAS, f2dw(-0.01));
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &q(-1.0, 0.0, 0.0, 0xFF00FF00));
    t.rs(D3DRS_DEPTHBIAS, f2dw(0.01));
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &q(0.0, 1.0, 0.998, 0xFF0000FF));
    t.end();
    t.rs(D3DRS_DEPTHBIAS, 0);
    let img = t.read_rt();
    let (near, far) = (img.at(16, 32) & 0xFFFFFF, img.at(48, 32) & 0xFFFFFF);
    assert_eq!(
        (near, far),
        (0x00FF00, 0x0000FF),
        "near-plane quad (green) and far-plane quad (blue)"
    );
}

#[test]
fn depth_bias_is_in_depth_buffer_units_with_a_narrow_viewport_depth_range() {
    // Viewport depth range 0.5 .. 1: clip z 0.5 lands at depth 0.75. A bias of
    // -0.001 moves it to 0.749 in the depth buffer: in front of a reference at
    // 0.7494, behind one at 0.7486.
    let t = TestDevice::new();
    for (reference, expect_front) in [(0.7494f32, true), (0.7486, false)] {
        t.clear_color_depth(0xFF000000, 1.0);
        t.rs(D3DRS_ZFUNC, D3DCMP_LESS);
        t.set_viewport(0, 0, 64, 64, 0.0, 1.0);
        t.begin();
        t.draw_rect_z(0, 0, 64, 64, reference, 0xFF0000FF);
        t.set_viewport(0, 0, 64, 64, 0.5, 1.0);
        t.rs(D3DRS_DEPTHBIAS, f2dw(-0.001));
        t.fvf(XYZ_FVF);
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, 0xFF00FF00));
        t.rs(D3DRS_DEPTHBIAS, 0);
        t.end();
        let want = if expect_front { 0x00FF00 } else { 0x0000FF };
        assert_rgb(&t.read_rt(), 32, 32, want, 0);
    }
}

/// Pre-transformed vertices are not clipped against the depth range: a
/// triangle whose z runs past 0 and 1 interpolates its true depth, which is
/// clamped per pixel (D3D9 without D3DPMISCCAPS_CLIPTLVERTS). A quad whose z
/// runs from -1 (left) to 1.5 (right) has depth -1 + 2.5 x / 64 at pixel x:
/// below 0.5 up to x = 38; a second quad at 0.5 drawn with D3DCMP_LESS shows
/// where the first is deeper. Clamping z per vertex would put the crossing
/// at x = 32 instead.
#[test]
fn pretransformed_depth_is_interpolated_before_it_is_clamped() {
    let t = TestDevice::new();
    assert_eq!(
        vcall!(
            t.dev,
            Clear,
            0,
            std::ptr::null(),
            D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER,
            0xFF000000,
            1.0,
            0
        ),
        D3D_OK
    );
    let v = |x: f32, y: f32, z: f32| TlVertex {
        x,
        y,
        z,
        rhw: 1.0,
        color: 0xFFFF0000,
    };
    let ramp = [
        v(-0.5, -0.5, -1.0),
        v(63.5, -0.5, 1.5),
        v(-0.5, 63.5, -1.0),
        v(63.5, 63.5, 1.5),
    ];
    t.fvf(TL_FVF);
    t.rs(D3DRS_ZFUNC, D3DCMP_ALWAYS);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &ramp);
    t.rs(D3DRS_ZFUNC, D3DCMP_LESS);
    t.draw_rect_z(0, 0, 64, 64, 0.5, WHITE);
    t.end();
    let img = t.read_rt();
    // x = 35: depth 0.37, nearer than 0.5; x = 41: 0.60; x = 60: clamped 1.
    assert_rgb(&img, 35, 32, 0xFF0000, 0);
    assert_rgb(&img, 41, 32, 0xFFFFFF, 0);
    assert_rgb(&img, 60, 32, 0xFFFFFF, 0);
    assert_rgb(&img, 4, 32, 0xFF0000, 0);
}

#[test]
fn depth_formats_of_fewer_stencil_bits_test_depth_and_stencil() {
    let t = TestDevice::new();
    for f in [D3DFMT_D15S1, D3DFMT_D24X4S4, D3DFMT_D24FS8] {
        let ds = t.create_ds(f);
        assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
        t.clear_all(0xFF000000, 0.5, 1);
        t.rs(D3DRS_ZENABLE, D3DZB_TRUE);
        t.rs(D3DRS_ZFUNC, D3DCMP_LESS);
        t.rs(D3DRS_STENCILENABLE, 1);
        t.rs(D3DRS_STENCILFUNC, D3DCMP_EQUAL);
        t.rs(D3DRS_STENCILREF, 1);
        // In front of the cleared depth and matching the stencil: drawn;
        // behind it, or with another reference: not.
        t.draw_rect_z(0, 0, 32, 64, 0.25, 0xFF00FF00);
        t.draw_rect_z(32, 0, 64, 32, 0.75, 0xFFFF0000);
        t.rs(D3DRS_STENCILREF, 0);
        t.draw_rect_z(32, 32, 64, 64, 0.25, 0xFFFF0000);
        let img = t.read_rt();
        assert_rgb(&img, 16, 16, 0x00FF00, 0);
        assert_rgb(&img, 48, 16, 0x000000, 0);
        assert_rgb(&img, 48, 48, 0x000000, 0);
        t.rs(D3DRS_STENCILENABLE, 0);
        release!(ds);
    }
}

/// Wine's depth_clamp_test on a 64x64 target: a viewport with MaxZ 7.5
/// (accepted as Windows XP accepts it) changes nothing for pre-transformed
/// vertices, whose depth beyond 1 is clamped with D3DRS_CLIPPING on or off;
/// untransformed geometry beyond the far plane is clipped even with
/// D3DRS_CLIPPING off (the state only promises that nothing needs clipping).
#[test]
fn depth_beyond_the_range_is_clamped_for_pretransformed_vertices_only() {
    let t = TestDevice::new();
    t.set_viewport(0, 0, 64, 64, 0.0, 7.5);
    let mut vp = D3DVIEWPORT9::default();
    assert_eq!(vcall!(t.dev, GetViewport, &mut vp), D3D_OK);
    assert_eq!(vp.MaxZ, 7.5);
    t.clear_color_depth(0xFF00FF00, 1.0);
    t.rs(D3DRS_ZFUNC, D3DCMP_LESSEQUAL);
    t.rs(D3DRS_CLIPPING, 0);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 5.0, 0xFF002B7F);
    t.draw_rect_z(0, 40, 64, 48, 10.0, 0xFFF9E814);
    t.rs(D3DRS_CLIPPING, 1);
    t.draw_rect_z(16, 16, 24, 24, 5.0, WHITE);
    t.draw_rect_z(4, 4, 12, 12, 10.0, WHITE);
    t.rs(D3DRS_CLIPPING, 0);
    t.fvf(XYZ_FVF);
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &quad_xyz(-0.5, -0.5, 0.5, 0.5, 10.0, 0xFF14F914),
    );
    t.rs(D3DRS_CLIPPING, 1);
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &quad_xyz(-1.0, 0.25, 1.0, 0.5, 10.0, 0xFFF91414),
    );
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 8, 8, 0xFFFFFF, 0);
    assert_rgb(&img, 20, 20, 0xFFFFFF, 0);
    assert_rgb(&img, 32, 32, 0x002B7F, 0);
    assert_rgb(&img, 32, 44, 0xF9E814, 0);
    assert_rgb(&img, 32, 20, 0x002B7F, 0);
}

/// An untransformed quad over x0..x1, y0..y1 (clip space) at depth `z`.
fn quad_xyz(x0: f32, y0: f32, x1: f32, y1: f32, z: f32, color: u32) -> [Vertex; 4] {
    let v = |x, y| Vertex { x, y, z, color };
    [v(x0, y1), v(x1, y1), v(x0, y0), v(x1, y0)]
}
