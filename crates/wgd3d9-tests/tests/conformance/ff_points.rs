//! Points and point sprites: D3D9 draws a point of size S as an S x S
//! screen-aligned square centred on the vertex (D3DRS_POINTSIZE, per-vertex
//! PSIZE, a vertex shader's oPts, clamped to POINTSIZE_MIN/MAX, scaled with
//! distance under POINTSCALEENABLE); D3DRS_POINTSPRITEENABLE maps the whole
//! texture over the square, (0, 0) at its top left.

use crate::shader_util::{vs, vs_const, IDENTITY_ROWS};
use wgd3d9_tests::*;

const CLEAR: u32 = 0xFF00_0000;
const RED: u32 = 0xFFFF_0000;

fn point(x: f32, y: f32, color: u32) -> TlVertex {
    TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color,
    }
}

/// Asserts that exactly the `size` x `size` square centred on pixel
/// position (cx, cy) is `color`: pixels one inside each edge are, pixels
/// one outside are the clear colour (0 tolerance: flat colours).
fn assert_square(img: &Image, cx: u32, cy: u32, size: u32, color: u32) {
    let h = size / 2;
    let (x0, y0, x1, y1) = (cx - h, cy - h, cx + h - 1, cy + h - 1);
    for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1), (cx, cy)] {
        assert_rgb(img, x, y, color & 0xFFFFFF, 0);
    }
    for (x, y) in [(x0 - 1, cy), (x1 + 1, cy), (cx, y0 - 1), (cx, y1 + 1)] {
        assert_rgb(img, x, y, CLEAR & 0xFFFFFF, 0);
    }
}

/// Asserts that pixel (x, y) alone is `rgb`: its four neighbours are black
/// (a one-pixel point on a black clear; 0 tolerance).
fn assert_one_pixel(img: &Image, x: u32, y: u32, rgb: u32) {
    assert_rgb(img, x, y, rgb, 0);
    for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
        assert_rgb(img, nx, ny, 0x000000, 0);
    }
}

/// Asserts the red lines from x = 4 to 20 on each of `rows`, one pixel
/// thick (the row below is black).
fn assert_red_rows(img: &Image, rows: &[u32]) {
    for &y in rows {
        for x in 4..20 {
            assert_rgb(img, x, y, 0xFF0000, 0);
        }
        assert_rgb(img, 10, y + 1, 0, 0);
    }
}

fn draw_points(t: &TestDevice, points: &[TlVertex]) {
    t.fvf(TL_FVF);
    t.clear(CLEAR);
    t.begin();
    t.draw_up(D3DPT_POINTLIST, points.len() as u32, points);
    t.end();
}

#[test]
fn the_default_point_is_one_pixel() {
    let t = TestDevice::new();
    draw_points(&t, &[point(20.0, 20.0, RED)]);
    assert_one_pixel(&t.read_rt(), 20, 20, 0xFF0000);
}

#[test]
fn point_size_draws_a_square_centred_on_the_vertex() {
    let t = TestDevice::new();
    t.rs(D3DRS_POINTSIZE, f2dw(8.0));
    // A point at pixel centre (32, 32) covers 28..35 in both directions.
    draw_points(&t, &[point(32.0, 32.0, RED), point(10.0, 50.0, 0xFF00_FF00)]);
    let img = t.read_rt();
    assert_square(&img, 32, 32, 8, RED);
    assert_square(&img, 10, 50, 8, 0xFF00_FF00);
}

#[test]
fn point_size_is_clamped_to_the_minimum_and_maximum() {
    let t = TestDevice::new();
    t.rs(D3DRS_POINTSIZE, f2dw(20.0));
    t.rs(D3DRS_POINTSIZE_MAX, f2dw(6.0));
    draw_points(&t, &[point(32.0, 32.0, RED)]);
    assert_square(&t.read_rt(), 32, 32, 6, RED);
    t.rs(D3DRS_POINTSIZE, f2dw(1.0));
    t.rs(D3DRS_POINTSIZE_MIN, f2dw(4.0));
    draw_points(&t, &[point(32.0, 32.0, RED)]);
    assert_square(&t.read_rt(), 32, 32, 4, RED);
}

#[repr(C)]
#[derive(Clone, Copy)]
struct SizedPoint {
    x: f32,
    y: f32,
    z: f32,
    rhw: f32,
    size: f32,
    color: u32,
}

#[test]
fn per_vertex_psize_overrides_the_render_state() {
    let t = TestDevice::new();
    t.rs(D3DRS_POINTSIZE, f2dw(2.0));
    let p = |x, y, size, color| SizedPoint {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        size,
        color,
    };
    t.fvf(D3DFVF_XYZRHW | D3DFVF_PSIZE | D3DFVF_DIFFUSE);
    t.clear(CLEAR);
    t.begin();
    t.draw_up(
        D3DPT_POINTLIST,
        2,
        &[p(16.0, 16.0, 10.0, RED), p(44.0, 44.0, 4.0, 0xFF00_00FF)],
    );
    t.end();
    let img = t.read_rt();
    assert_square(&img, 16, 16, 10, RED);
    assert_square(&img, 44, 44, 4, 0xFF00_00FF);
}

#[test]
fn indexed_point_lists_draw_their_indexed_vertices_as_squares() {
    let t = TestDevice::new();
    t.rs(D3DRS_POINTSIZE, f2dw(6.0));
    let verts = [
        point(10.0, 10.0, RED),
        point(30.0, 10.0, 0xFF00_FF00),
        point(50.0, 10.0, 0xFF00_00FF),
        point(30.0, 40.0, 0xFFFF_FF00),
    ];
    let vb = t.vertex_buffer(&verts);
    let ib = t.index_buffer16(&[3, 0, 1]);
    t.fvf(TL_FVF);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 20), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.clear(CLEAR);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_POINTLIST, 0, 0, 4, 0, 3),
        D3D_OK
    );
    t.end();
    let img = t.read_rt();
    assert_square(&img, 10, 10, 6, RED);
    assert_square(&img, 30, 10, 6, 0xFF00_FF00);
    assert_square(&img, 30, 40, 6, 0xFFFF_FF00);
    assert_rgb(&img, 50, 10, 0x000000, 0);
    release!(vb);
    release!(ib);
}

/// D3DRS_FILLMODE applies to triangles: sized points and point sprites stay
/// filled squares under wireframe and point fill, while a triangle drawn
/// with them is outlined (its inside stays clear).
#[test]
fn fill_modes_leave_points_and_sprites_filled() {
    let t = TestDevice::new();
    t.rs(D3DRS_POINTSIZE, f2dw(8.0));
    for fill in [D3DFILL_WIREFRAME, D3DFILL_POINT] {
        t.rs(D3DRS_FILLMODE, fill);
        for sprite in [0, 1] {
            t.rs(D3DRS_POINTSPRITEENABLE, sprite);
            draw_points(&t, &[point(32.0, 32.0, RED)]);
            let img = t.read_rt();
            assert_square(&img, 32, 32, 8, RED);
            // Off the quad's diagonal and edges: filled.
            assert_rgb(&img, 30, 34, 0xFF0000, 0);
        }
    }
    t.rs(D3DRS_POINTSPRITEENABLE, 0);
    t.rs(D3DRS_FILLMODE, D3DFILL_WIREFRAME);
    t.clear(CLEAR);
    t.begin();
    let tri = [point(8.0, 8.0, RED), point(56.0, 8.0, RED), point(8.0, 56.0, RED)];
    t.draw_up(D3DPT_TRIANGLELIST, 1, &tri);
    t.end();
    assert_rgb(&t.read_rt(), 20, 20, 0x000000, 0);
    t.rs(D3DRS_FILLMODE, D3DFILL_SOLID);
}

#[test]
fn point_sprites_span_the_texture_from_the_top_left() {
    let t = TestDevice::new();
    // A 2x2 texture: red, green / blue, white.
    let colors = [[0xFFFF_0000, 0xFF00_FF00], [0xFF00_00FF, 0xFFFF_FFFF]];
    let tex = texture_from_fn(t.dev, 2, 2, D3DFMT_A8R8G8B8, |x, y| colors[y as usize][x as usize]);
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MINFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.rs(D3DRS_POINTSPRITEENABLE, 1);
    t.rs(D3DRS_POINTSIZE, f2dw(16.0));
    let v = TlTexVertex {
        x: 32.0,
        y: 32.0,
        z: 0.5,
        rhw: 1.0,
        color: 0xFFFF_FFFF,
        // Replaced by the sprite's coordinates.
        u: 0.75,
        v: 0.75,
    };
    t.fvf(TL_TEX_FVF);
    t.clear(CLEAR);
    t.begin();
    t.draw_up(D3DPT_POINTLIST, 1, &[v]);
    t.end();
    let img = t.read_rt();
    // The square spans 24..39; each quadrant shows one texel.
    assert_rgb(&img, 26, 26, 0xFF0000, 0);
    assert_rgb(&img, 37, 26, 0x00FF00, 0);
    assert_rgb(&img, 26, 37, 0x0000FF, 0);
    assert_rgb(&img, 37, 37, 0xFFFFFF, 0);
    assert_rgb(&img, 22, 32, 0x000000, 0);
    // Without sprites the point uses its own coordinate (the white texel).
    t.rs(D3DRS_POINTSPRITEENABLE, 0);
    t.clear(CLEAR);
    t.begin();
    t.draw_up(D3DPT_POINTLIST, 1, &[v]);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 26, 26, 0xFFFFFF, 0);
    assert_rgb(&img, 37, 37, 0xFFFFFF, 0);
    t.set_texture(0, std::ptr::null_mut());
    release!(tex);
}

#[test]
fn point_scale_sizes_points_by_their_distance() {
    let t = TestDevice::new();
    // Untransformed point 4 units in front of the camera (identity view,
    // orthographic projection scaled to keep it inside the depth range).
    let proj = mat_scale(1.0, 1.0, 0.1);
    t.set_transform(D3DTS_PROJECTION, &proj);
    t.rs(D3DRS_LIGHTING, 0);
    t.rs(D3DRS_POINTSCALEENABLE, 1);
    // size = height * S * sqrt(1 / (A + B d + C d^2)) = 64 * 0.5 * sqrt(1 / (0 + 0 + 0.25 * 16)) = 16.
    t.rs(D3DRS_POINTSIZE, f2dw(0.5));
    t.rs(D3DRS_POINTSCALE_A, f2dw(0.0));
    t.rs(D3DRS_POINTSCALE_B, f2dw(0.0));
    t.rs(D3DRS_POINTSCALE_C, f2dw(0.25));
    t.fvf(XYZ_FVF);
    t.clear(CLEAR);
    t.begin();
    t.draw_up(
        D3DPT_POINTLIST,
        1,
        &[Vertex {
            x: 0.0,
            y: 0.0,
            z: 4.0,
            color: RED,
        }],
    );
    t.end();
    // The vertex lands on the viewport centre (32, 32) less half a pixel:
    // the square covers 24..39.
    let img = t.read_rt();
    for (x, y) in [(25, 25), (38, 25), (25, 38), (38, 38)] {
        assert_rgb(&img, x, y, 0xFF0000, 0);
    }
    for (x, y) in [(22, 32), (41, 32), (32, 22), (32, 41)] {
        assert_rgb(&img, x, y, 0x000000, 0);
    }
}

#[test]
fn a_vertex_shader_point_size_draws_squares() {
    let t = TestDevice::new();
    let shader = vs(
        &t,
        "vs_2_0\ndcl_position v0\ndcl_color v1\nm4x4 oPos, v0, c0\nmov oD0, v1\nmov oPts, c4.x\n",
    );
    assert_eq!(vcall!(t.dev, SetVertexShader, shader), D3D_OK);
    vs_const(&t, 0, &IDENTITY_ROWS);
    vs_const(&t, 4, &[[10.0, 0.0, 0.0, 0.0]]);
    t.fvf(XYZ_FVF);
    t.clear(CLEAR);
    t.begin();
    // Clip (0.5, -0.5) is pixel (48, 48) less half a pixel: 43..52.
    t.draw_up(
        D3DPT_POINTLIST,
        1,
        &[Vertex {
            x: 0.5,
            y: -0.5,
            z: 0.5,
            color: RED,
        }],
    );
    t.end();
    let img = t.read_rt();
    for (x, y) in [(44, 44), (51, 44), (44, 51), (51, 51)] {
        assert_rgb(&img, x, y, 0xFF0000, 0);
    }
    for (x, y) in [(41, 48), (54, 48)] {
        assert_rgb(&img, x, y, 0x000000, 0);
    }
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    release!(shader);
}

#[test]
fn points_and_triangles_mix_in_one_scene() {
    let t = TestDevice::new();
    t.rs(D3DRS_POINTSIZE, f2dw(4.0));
    t.fvf(TL_FVF);
    t.clear(CLEAR);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 16.0, 16.0, 0.5, 0xFF00_FF00));
    t.draw_up(D3DPT_POINTLIST, 1, &[point(40.0, 40.0, RED)]);
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(48.0, 0.0, 64.0, 16.0, 0.5, 0xFF00_00FF));
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 8, 8, 0x00FF00, 0);
    assert_square(&img, 40, 40, 4, RED);
    assert_rgb(&img, 56, 8, 0x0000FF, 0);
}

/// A vertex padded to 32 bytes: the same FVF drawn with another stride.
#[repr(C)]
#[derive(Clone, Copy)]
struct Padded {
    v: TlVertex,
    pad: [u32; 3],
}

#[test]
fn points_and_lines_by_turns_follow_the_states_set_between_them() {
    // A 2D toolkit's pattern: lines and points batch after batch, so the
    // vertex stage of one shape is kept while the other draws. A point size
    // set while lines draw, and another stride, must still reach the points.
    let t = TestDevice::new();
    t.fvf(TL_FVF);
    t.clear(CLEAR);
    t.begin();
    let line = |y: f32| [point(4.0, y, RED), point(20.0, y, RED)];
    let pad = |v: TlVertex| Padded { v, pad: [0; 3] };
    t.draw_up(D3DPT_LINELIST, 1, &line(4.0));
    t.draw_up(D3DPT_POINTLIST, 1, &[point(40.0, 6.0, 0xFF00_FF00)]);
    t.draw_up(D3DPT_LINELIST, 1, &line(8.0));
    t.rs(D3DRS_POINTSIZE, f2dw(6.0));
    t.draw_up(D3DPT_LINELIST, 1, &line(12.0));
    t.draw_up(D3DPT_POINTLIST, 1, &[point(30.0, 30.0, 0xFF00_FF00)]);
    t.draw_up(D3DPT_LINELIST, 1, &line(16.0));
    t.draw_up(D3DPT_POINTLIST, 1, &[point(50.0, 30.0, 0xFF00_00FF)]);
    t.draw_up(D3DPT_LINELIST, 1, &line(20.0).map(pad));
    t.draw_up(D3DPT_POINTLIST, 1, &[pad(point(20.0, 50.0, 0xFFFF_FF00))]);
    t.draw_up(D3DPT_POINTLIST, 1, &[point(50.0, 50.0, 0xFF00_FFFF)]);
    t.draw_up(D3DPT_LINELIST, 1, &line(24.0));
    // Lines by turns of two strides: the third takes back the padded
    // stage, which must read the second vertex 32 bytes on.
    t.draw_up(D3DPT_LINELIST, 1, &line(36.0).map(pad));
    t.draw_up(D3DPT_LINELIST, 1, &line(40.0));
    t.draw_up(D3DPT_LINELIST, 1, &line(44.0).map(pad));
    t.end();
    let img = t.read_rt();
    assert_red_rows(&img, &[4, 8, 12, 16, 20, 24, 36, 40, 44]);
    // Drawn before the size changed: one pixel.
    assert_one_pixel(&img, 40, 6, 0x00FF00);
    assert_square(&img, 30, 30, 6, 0xFF00_FF00);
    assert_square(&img, 50, 30, 6, 0xFF00_00FF);
    assert_square(&img, 20, 50, 6, 0xFFFF_FF00);
    assert_square(&img, 50, 50, 6, 0xFF00_FFFF);
}

#[test]
fn a_vertex_shader_draws_points_and_lines_by_turns() {
    // The kept vertex stage of a shader draw: points of the shader's size
    // each time, until another shader (without oPts) is set.
    let t = TestDevice::new();
    let sized = vs(
        &t,
        "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\nmov oPts, c4.x\n",
    );
    let plain = vs(&t, "vs_2_0\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\n");
    vs_const(&t, 4, &[[6.0, 0.0, 0.0, 0.0]]);
    t.fvf(XYZ_FVF);
    // Screen position (x, y) of the 64x64 target in clip space.
    let v = |x: f32, y: f32, color: u32| Vertex {
        x: x / 32.0 - 1.0,
        y: 1.0 - y / 32.0,
        z: 0.5,
        color,
    };
    let line = |y: f32| [v(4.0, y, RED), v(20.0, y, RED)];
    t.clear(CLEAR);
    t.begin();
    assert_eq!(vcall!(t.dev, SetVertexShader, sized), D3D_OK);
    t.draw_up(D3DPT_LINELIST, 1, &line(4.0));
    t.draw_up(D3DPT_POINTLIST, 1, &[v(30.0, 30.0, 0xFF00_FF00)]);
    t.draw_up(D3DPT_LINELIST, 1, &line(8.0));
    t.draw_up(D3DPT_POINTLIST, 1, &[v(50.0, 30.0, 0xFF00_00FF)]);
    assert_eq!(vcall!(t.dev, SetVertexShader, plain), D3D_OK);
    t.draw_up(D3DPT_POINTLIST, 1, &[v(30.0, 50.0, 0xFFFF_FF00)]);
    t.draw_up(D3DPT_LINELIST, 1, &line(12.0));
    t.draw_up(D3DPT_POINTLIST, 1, &[v(50.0, 50.0, 0xFF00_FFFF)]);
    t.end();
    let img = t.read_rt();
    assert_red_rows(&img, &[4, 8, 12]);
    assert_square(&img, 30, 30, 6, 0xFF00_FF00);
    assert_square(&img, 50, 30, 6, 0xFF00_00FF);
    assert_one_pixel(&img, 30, 50, 0xFFFF00);
    assert_one_pixel(&img, 50, 50, 0x00FFFF);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    release!(sized);
    release!(plain);
}
