//! Rasterisation: pixel centres of pre-transformed vertices, the top-left fill
//! rule, culling (CW, CCW, NONE), fill modes, the scissor test, the viewport and
//! render-target switches resetting viewport and scissor.

use wgd3d9_tests::*;

const RED: u32 = 0xFFFF0000;

/// Swaps left and right of a `quad()` strip: the first triangle becomes
/// counter-clockwise.
fn ccw(mut q: [TlVertex; 4]) -> [TlVertex; 4] {
    q.swap(0, 1);
    q.swap(2, 3);
    q
}

#[test]
fn pixel_centres_of_pretransformed_vertices_are_at_integers() {
    // A quad with edges exactly through pixel centres (x = 10.0 .. 20.0): the
    // top-left rule includes the left and top centres and excludes the right and
    // bottom ones, so it covers pixels 10..19 exactly.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let v = |x: f32, y: f32| TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color: RED,
    };
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[v(10.0, 10.0), v(20.0, 10.0), v(10.0, 20.0), v(20.0, 20.0)],
    );
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 10, 10, 20, 20, 0xFF0000, 0);
    for (x, y) in [(9, 10), (20, 10), (10, 9), (10, 20), (20, 20)] {
        assert_rgb(&img, x, y, 0x000000, 0);
    }
}

#[test]
fn half_pixel_offset_quads_cover_exact_pixel_ranges() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect(3, 5, 4, 6, RED); // one pixel
    t.draw_rect(40, 40, 63, 64, 0xFF00FF00);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 3, 5, 0xFF0000, 0);
    for (x, y) in [(2, 5), (4, 5), (3, 4), (3, 6)] {
        assert_rgb(&img, x, y, 0x000000, 0);
    }
    assert_rect_rgb(&img, 40, 40, 63, 64, 0x00FF00, 0);
    assert_rgb(&img, 63, 50, 0x000000, 0);
    assert_rgb(&img, 39, 50, 0x000000, 0);
}

#[test]
fn rhw_does_not_move_pretransformed_vertices() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let mut q = quad(8.0, 8.0, 24.0, 24.0, 0.5, RED);
    for v in q.iter_mut() {
        v.rhw = 0.25;
    }
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &q);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 8, 8, 24, 24, 0xFF0000, 0);
    assert_rgb(&img, 7, 8, 0, 0);
    assert_rgb(&img, 24, 23, 0, 0);
}

#[test]
fn default_cull_mode_removes_counter_clockwise_triangles() {
    let t = TestDevice::new();
    assert_eq!(t.get_rs(D3DRS_CULLMODE), D3DCULL_CCW);
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 32.0, 64.0, 0.5, RED));
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &ccw(quad(32.0, 0.0, 64.0, 64.0, 0.5, RED)));
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x000000, 0);
}

#[test]
fn cull_cw_removes_clockwise_triangles_and_cull_none_keeps_both() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.rs(D3DRS_CULLMODE, D3DCULL_CW);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 32.0, 32.0, 0.5, RED));
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &ccw(quad(32.0, 0.0, 64.0, 32.0, 0.5, RED)));
    t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 32.0, 32.0, 64.0, 0.5, 0xFF00FF00));
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &ccw(quad(32.0, 32.0, 64.0, 64.0, 0.5, 0xFF00FF00)),
    );
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 32, 0x000000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 32, 0xFF0000, 0);
    assert_rect_rgb(&img, 0, 32, 64, 64, 0x00FF00, 0);
}

#[test]
fn culling_of_untransformed_triangles_uses_screen_winding() {
    // A clip-space quad: (-1, 1) top-left, (1, 1) top-right, (-1, -1)
    // bottom-left: on screen (y down) the first triangle is clockwise.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, RED));
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0xFF0000, 0);
    // A y-mirroring world matrix flips the winding: culled under CCW.
    t.clear(0xFF000000);
    t.set_transform(D3DTS_WORLD, &mat_scale(1.0, -1.0, 1.0));
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, RED));
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0x000000, 0);
}

#[test]
fn lines_and_points_are_never_culled() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_CULLMODE, D3DCULL_CW);
    let v = |x: f32, y: f32| TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color: RED,
    };
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_LINELIST, 1, &[v(10.0, 10.0), v(30.0, 10.0)]);
    t.draw_up(D3DPT_POINTLIST, 1, &[v(40.0, 40.0)]);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 20, 10, 0xFF0000, 0);
    assert_rgb(&img, 40, 40, 0xFF0000, 0);
}

#[test]
fn wireframe_fill_draws_only_the_edges() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_FILLMODE, D3DFILL_WIREFRAME);
    // A triangle with its top edge along the row of pixel centres y = 10.
    let v = |x: f32, y: f32| TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color: RED,
    };
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLELIST, 1, &[v(10.0, 10.0), v(50.0, 10.0), v(10.0, 50.0)]);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 30, 10, 0xFF0000, 0);
    assert_rgb(&img, 10, 30, 0xFF0000, 0);
    assert_rgb(&img, 20, 20, 0x000000, 0);
    assert_eq!(t.get_rs(D3DRS_FILLMODE), D3DFILL_WIREFRAME);
}

#[test]
fn point_fill_draws_only_the_vertices() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_FILLMODE, D3DFILL_POINT);
    let v = |x: f32, y: f32| TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color: RED,
    };
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLELIST, 1, &[v(10.0, 10.0), v(50.0, 10.0), v(10.0, 50.0)]);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 10, 10, 0xFF0000, 0);
    assert_rgb(&img, 50, 10, 0xFF0000, 0);
    assert_rgb(&img, 10, 50, 0xFF0000, 0);
    assert_rgb(&img, 30, 10, 0x000000, 0);
    assert_rgb(&img, 20, 20, 0x000000, 0);
}

#[test]
fn scissor_test_limits_draws_only_when_enabled() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.set_scissor(16, 8, 40, 24);
    t.begin();
    t.draw_full(0xFF202020); // scissor test off
    t.rs(D3DRS_SCISSORTESTENABLE, 1);
    t.draw_full(RED);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 16, 8, 40, 24, 0xFF0000, 0);
    for (x, y) in [(15, 8), (40, 8), (16, 7), (16, 24), (0, 0), (63, 63)] {
        assert_rgb(&img, x, y, 0x202020, 0);
    }
}

#[test]
fn scissor_rect_can_change_between_draws() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_SCISSORTESTENABLE, 1);
    t.begin();
    t.set_scissor(0, 0, 10, 10);
    t.draw_full(RED);
    t.set_scissor(50, 50, 64, 64);
    t.draw_full(0xFF0000FF);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 10, 10, 0xFF0000, 0);
    assert_rect_rgb(&img, 50, 50, 64, 64, 0x0000FF, 0);
    assert_rgb(&img, 30, 30, 0, 0);
    assert_rgb(&img, 10, 10, 0, 0);
}

#[test]
fn viewport_maps_clip_space_onto_its_rectangle() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.set_viewport(16, 8, 32, 24, 0.0, 1.0);
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, RED));
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 16, 8, 48, 32, 0xFF0000, 0);
    for (x, y) in [(15, 8), (48, 8), (16, 7), (16, 32), (0, 0)] {
        assert_rgb(&img, x, y, 0x000000, 0);
    }
}

#[test]
fn viewport_depth_range_remaps_untransformed_depth() {
    // Clip-space z 0.5 with MinZ 0.5, MaxZ 1.0 lands at depth 0.75.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.set_viewport(0, 0, 64, 64, 0.5, 1.0);
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, RED));
    t.end();
    t.set_viewport(0, 0, 64, 64, 0.0, 1.0);
    t.begin();
    // Pre-transformed quads at 0.74 (in front of 0.75) and 0.76 (behind).
    t.draw_rect_z(0, 0, 32, 64, 0.74, 0xFF00FF00);
    t.draw_rect_z(32, 0, 64, 64, 0.76, 0xFF0000FF);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 32, 0x00FF00, 0);
    assert_rgb(&img, 48, 32, 0xFF0000, 0);
}

#[test]
fn set_render_target_resets_viewport_and_scissor() {
    let t = TestDevice::new();
    t.set_viewport(4, 4, 10, 10, 0.2, 0.8);
    t.set_scissor(1, 2, 3, 4);
    let rt = t.create_rt(32, 16, D3DFMT_A8R8G8B8, false);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    let mut vp = D3DVIEWPORT9::default();
    assert_eq!(vcall!(t.dev, GetViewport, &mut vp), D3D_OK);
    assert_eq!(
        (vp.X, vp.Y, vp.Width, vp.Height, vp.MinZ, vp.MaxZ),
        (0, 0, 32, 16, 0.0, 1.0)
    );
    let mut r = RECT::default();
    assert_eq!(vcall!(t.dev, GetScissorRect, &mut r), D3D_OK);
    assert_eq!((r.left, r.top, r.right, r.bottom), (0, 0, 32, 16));
    // Drawing uses the new viewport: a clip-space quad fills the 32x16 target.
    // (Without a depth buffer: render targets smaller than the depth buffer are
    // covered in targets.rs.)
    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0),
        D3D_OK
    );
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, RED));
    t.end();
    let img = read_surface(t.dev, rt);
    assert_rect_rgb(&img, 0, 0, 32, 16, 0xFF0000, 0);
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb), D3D_OK);
    assert_eq!(vcall!(t.dev, GetViewport, &mut vp), D3D_OK);
    assert_eq!((vp.Width, vp.Height), (64, 64));
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    release!(ds);
    release!(bb);
    assert_eq!(release!(rt), 0);
}

#[test]
fn untransformed_quad_edges_follow_d3d9_pixel_centres() {
    // An untransformed quad from clip x = -33/64 .. 31/64 on a 64-pixel
    // viewport: screen x = (ndc + 1) * 32 = 15.5 .. 47.5 with pixel centres at
    // integers, so it covers pixels 16..47 exactly (no half-pixel ambiguity).
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let (l, r) = (-33.0 / 64.0, 31.0 / 64.0);
    let (top, bottom) = (33.0 / 64.0, -31.0 / 64.0); // screen y 15.5 .. 47.5
    let v = |x: f32, y: f32| Vertex {
        x,
        y,
        z: 0.5,
        color: RED,
    };
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[v(l, top), v(r, top), v(l, bottom), v(r, bottom)],
    );
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 16, 16, 48, 48, 0xFF0000, 0);
    for (x, y) in [(15, 20), (48, 20), (20, 15), (20, 48)] {
        assert_rgb(&img, x, y, 0x000000, 0);
    }
}
