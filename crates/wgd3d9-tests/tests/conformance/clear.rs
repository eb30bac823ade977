//! IDirect3DDevice9::Clear: rectangles, the viewport and scissor limits, colour
//! write masks (ignored), inverted and empty rectangle lists, depth and stencil
//! clears, and the errors when no depth-stencil surface fits the flags.

use wgd3d9_tests::*;

fn rect(x1: i32, y1: i32, x2: i32, y2: i32) -> D3DRECT {
    D3DRECT { x1, y1, x2, y2 }
}

fn clear_rects(t: &TestDevice, rects: &[D3DRECT], flags: u32, color: u32, z: f32, stencil: u32) -> HRESULT {
    vcall!(
        t.dev,
        Clear,
        rects.len() as u32,
        rects.as_ptr(),
        flags,
        color,
        z,
        stencil
    )
}

#[test]
fn clear_writes_the_whole_target() {
    let t = TestDevice::new();
    t.clear(0xFF102030);
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 64, 64, 0x102030, 0);
}

#[test]
fn clear_with_rectangles_writes_only_inside_them() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let rs = [rect(4, 4, 12, 20), rect(40, 50, 64, 64)];
    assert_eq!(clear_rects(&t, &rs, D3DCLEAR_TARGET, 0xFFFF8000, 1.0, 0), D3D_OK);
    let img = t.read_rt();
    assert_rect_rgb(&img, 4, 4, 12, 20, 0xFF8000, 0);
    assert_rect_rgb(&img, 40, 50, 64, 64, 0xFF8000, 0);
    assert_rgb(&img, 3, 4, 0x000000, 0);
    assert_rgb(&img, 12, 19, 0x000000, 0);
    assert_rgb(&img, 11, 20, 0x000000, 0);
    assert_rgb(&img, 39, 63, 0x000000, 0);
    assert_rgb(&img, 30, 30, 0x000000, 0);
}

#[test]
fn clear_is_limited_to_the_viewport() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.set_viewport(10, 20, 30, 16, 0.0, 1.0);
    let hr = vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF00FF00, 1.0, 0);
    assert_eq!(hr, D3D_OK);
    // Rectangles are clipped to the viewport too.
    assert_eq!(
        clear_rects(&t, &[rect(0, 0, 15, 64)], D3DCLEAR_TARGET, 0xFF0000FF, 1.0, 0),
        D3D_OK
    );
    let img = t.read_rt();
    assert_rect_rgb(&img, 10, 20, 15, 36, 0x0000FF, 0);
    assert_rect_rgb(&img, 15, 20, 40, 36, 0x00FF00, 0);
    assert_rgb(&img, 9, 25, 0x000000, 0);
    assert_rgb(&img, 40, 25, 0x000000, 0);
    assert_rgb(&img, 12, 19, 0x000000, 0);
    assert_rgb(&img, 12, 36, 0x000000, 0);
}

#[test]
fn clear_honours_the_scissor_only_when_the_scissor_test_is_on() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.set_scissor(8, 8, 24, 16);
    // Scissor test off: the whole target.
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF404040, 1.0, 0),
        D3D_OK
    );
    t.rs(D3DRS_SCISSORTESTENABLE, 1);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFFFFFFFF, 1.0, 0),
        D3D_OK
    );
    let img = t.read_rt();
    assert_rect_rgb(&img, 8, 8, 24, 16, 0xFFFFFF, 0);
    assert_rgb(&img, 7, 8, 0x404040, 0);
    assert_rgb(&img, 24, 15, 0x404040, 0);
    assert_rgb(&img, 8, 16, 0x404040, 0);
    assert_rgb(&img, 63, 63, 0x404040, 0);
}

#[test]
fn clear_ignores_color_write_enable() {
    let t = TestDevice::new();
    t.rs(D3DRS_COLORWRITEENABLE, D3DCOLORWRITEENABLE_RED);
    t.clear(0xFF336699);
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 64, 64, 0x336699, 0);
    assert_eq!(t.get_rs(D3DRS_COLORWRITEENABLE), D3DCOLORWRITEENABLE_RED);
}

#[test]
fn inverted_rectangles_are_dropped_and_the_others_cleared() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let rs = [rect(30, 30, 10, 40), rect(20, 20, 30, 30), rect(5, 50, 15, 45)];
    assert_eq!(clear_rects(&t, &rs, D3DCLEAR_TARGET, 0xFFFFFFFF, 1.0, 0), D3D_OK);
    let img = t.read_rt();
    assert_rect_rgb(&img, 20, 20, 30, 30, 0xFFFFFF, 0);
    assert_rgb(&img, 15, 35, 0x000000, 0);
    assert_rgb(&img, 10, 47, 0x000000, 0);
    assert_rgb(&img, 31, 31, 0x000000, 0);
}

#[test]
fn a_zero_count_with_rectangles_clears_nothing() {
    let t = TestDevice::new();
    t.clear(0xFF112233);
    let rs = [rect(0, 0, 64, 64)];
    assert_eq!(
        vcall!(t.dev, Clear, 0, rs.as_ptr(), D3DCLEAR_TARGET, 0xFFFFFFFF, 1.0, 0),
        D3D_OK
    );
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 64, 64, 0x112233, 0);
}

#[test]
fn clearing_depth_or_stencil_without_a_depth_surface_is_invalid() {
    let t = TestDevice::new();
    t.clear(0xFF112233);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    for flags in [D3DCLEAR_ZBUFFER, D3DCLEAR_STENCIL, D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER] {
        let hr = vcall!(t.dev, Clear, 0, std::ptr::null(), flags, 0xFFFFFFFF, 1.0, 0);
        assert_eq!(hr, D3DERR_INVALIDCALL, "flags {flags:#x}");
    }
    // The failed clears wrote nothing, not even the colour.
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 64, 64, 0x112233, 0);
    // A target-only clear still works.
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF445566, 1.0, 0),
        D3D_OK
    );
    assert_rgb(&t.read_rt(), 5, 5, 0x445566, 0);
}

#[test]
fn clearing_stencil_of_a_format_without_stencil_is_invalid() {
    let t = TestDevice::new();
    let ds = t.create_ds(D3DFMT_D24X8);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_STENCIL, 0, 1.0, 0),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_ZBUFFER, 0, 1.0, 0),
        D3D_OK
    );
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), 0x100, 0, 1.0, 0),
        D3DERR_INVALIDCALL,
        "unknown clear flag"
    );
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(ds), 0);
}

#[test]
fn depth_clear_value_decides_later_depth_tests() {
    let t = TestDevice::new();
    let hr = vcall!(
        t.dev,
        Clear,
        0,
        std::ptr::null(),
        D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER,
        0xFF000000,
        0.5,
        0
    );
    assert_eq!(hr, D3D_OK);
    t.begin();
    t.draw_rect_z(0, 0, 32, 64, 0.4, 0xFF00FF00); // nearer than 0.5: drawn
    t.draw_rect_z(32, 0, 64, 64, 0.6, 0xFFFF0000); // farther: rejected
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0x00FF00, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x000000, 0);
}

#[test]
fn rect_clear_of_depth_only_leaves_colour_and_the_rest_of_the_depth() {
    let t = TestDevice::new();
    t.clear(0xFF000000); // depth 1.0
    assert_eq!(
        clear_rects(&t, &[rect(0, 0, 32, 64)], D3DCLEAR_ZBUFFER, 0xFFFFFFFF, 0.0, 0),
        D3D_OK
    );
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 64, 64, 0x000000, 0);
    t.begin();
    t.draw_full(0xFF0000FF);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0x000000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x0000FF, 0);
}

#[test]
fn stencil_clear_with_a_rectangle_sets_only_that_area() {
    let t = TestDevice::new();
    t.clear(0xFF000000); // stencil 0
    assert_eq!(
        clear_rects(&t, &[rect(16, 16, 48, 48)], D3DCLEAR_STENCIL, 0, 1.0, 7),
        D3D_OK
    );
    t.rs(D3DRS_STENCILENABLE, 1);
    t.rs(D3DRS_STENCILFUNC, D3DCMP_EQUAL);
    t.rs(D3DRS_STENCILREF, 7);
    t.begin();
    t.draw_full(0xFFFFFF00);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 16, 16, 48, 48, 0xFFFF00, 0);
    assert_rgb(&img, 15, 16, 0x000000, 0);
    assert_rgb(&img, 48, 47, 0x000000, 0);
}

#[test]
fn clear_of_an_argb_target_stores_alpha() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    t.clear(0x80402010);
    let img = read_surface(t.dev, rt);
    assert_argb(&img, 10, 10, 0x80402010, 0);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

#[test]
fn clear_rectangles_outside_the_target_are_clipped() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    assert_eq!(
        clear_rects(
            &t,
            &[rect(-10, -10, 5, 5), rect(60, 60, 100, 100)],
            D3DCLEAR_TARGET,
            0xFF00FFFF,
            1.0,
            0
        ),
        D3D_OK
    );
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 5, 5, 0x00FFFF, 0);
    assert_rect_rgb(&img, 60, 60, 64, 64, 0x00FFFF, 0);
    assert_rgb(&img, 5, 5, 0x000000, 0);
    assert_rgb(&img, 59, 60, 0x000000, 0);
}

#[test]
fn clears_and_draws_take_effect_in_submission_order() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_ZENABLE, 0);
    t.begin();
    t.draw_full(0xFFFF0000);
    // A rectangle clear over the middle, then a quad over part of it.
    assert_eq!(
        clear_rects(&t, &[rect(16, 16, 48, 48)], D3DCLEAR_TARGET, 0xFF00FF00, 1.0, 0),
        D3D_OK
    );
    t.draw_rect(40, 40, 56, 56, 0xFF0000FF);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 8, 8, 0xFF0000, 0);
    assert_rgb(&img, 20, 20, 0x00FF00, 0);
    assert_rgb(&img, 44, 44, 0x0000FF, 0);
    assert_rgb(&img, 52, 52, 0x0000FF, 0);
    assert_rgb(&img, 52, 20, 0xFF0000, 0);
    // A whole clear after draws, then another draw.
    t.begin();
    t.draw_full(0xFFFFFFFF);
    t.clear(0xFF102030);
    t.draw_rect(0, 0, 8, 8, 0xFFFF00FF);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 4, 4, 0xFF00FF, 0);
    assert_rgb(&img, 30, 30, 0x102030, 0);
}

#[test]
fn depth_and_stencil_survive_present() {
    let t = TestDevice::new();
    t.clear_all(0xFF000000, 0.5, 3);
    t.present();
    t.rs(D3DRS_STENCILENABLE, 1);
    t.rs(D3DRS_STENCILFUNC, D3DCMP_EQUAL);
    t.rs(D3DRS_STENCILREF, 3);
    t.begin();
    t.draw_rect_z(0, 0, 32, 64, 0.4, 0xFF00FF00); // passes depth and stencil
    t.draw_rect_z(32, 0, 64, 64, 0.6, 0xFF00FF00); // fails depth
    t.rs(D3DRS_STENCILREF, 4);
    t.draw_rect_z(0, 32, 32, 64, 0.1, 0xFFFF0000); // fails stencil
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 16, 0x00FF00, 0);
    assert_rgb(&img, 16, 48, 0x00FF00, 0);
    assert_rgb(&img, 48, 16, 0x000000, 0);
}
