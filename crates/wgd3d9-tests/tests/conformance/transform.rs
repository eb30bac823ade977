//! Fixed-function vertex processing: world * view * projection with D3D9's
//! row-vector convention (v' = v * M), the perspective divide, the viewport
//! mapping, clipping against the depth range, Get/Set/MultiplyTransform, and
//! D3DRS_LIGHTING without light sources (emissive + ambient * material
//! ambient, alpha from the diffuse material).
//!
//! Quads are placed so that their edges fall between pixel centres
//! (screen x = k - 0.5, i.e. clip x = (k - 0.5) / 32 - 1 on a 64-pixel
//! viewport): the covered pixels are exact, with no fill-rule ambiguity.

use wgd3d9_tests::*;

const RED: u32 = 0xFFFF0000;

/// Clip-space x (or -y) of the edge between pixel k-1 and pixel k on a
/// 64-pixel viewport.
fn edge(k: u32) -> f32 {
    (k as f32 - 0.5) / 32.0 - 1.0
}

/// An untransformed quad covering pixels x0..x1, y0..y1 with identity
/// transforms.
fn px_quad(x0: u32, y0: u32, x1: u32, y1: u32, z: f32, color: u32) -> [Vertex; 4] {
    let v = |x: u32, y: u32| Vertex {
        x: edge(x),
        y: -edge(y),
        z,
        color,
    };
    [v(x0, y0), v(x1, y0), v(x0, y1), v(x1, y1)]
}

fn draw(t: &TestDevice, q: &[Vertex; 4]) {
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, q);
    t.end();
}

/// The bounding box of the pixels of colour `c`.
fn bbox(img: &Image, c: u32) -> Option<(u32, u32, u32, u32)> {
    let mut b: Option<(u32, u32, u32, u32)> = None;
    for y in 0..img.height {
        for x in 0..img.width {
            if img.at(x, y) & 0xFFFFFF == c & 0xFFFFFF {
                b = Some(match b {
                    None => (x, y, x + 1, y + 1),
                    Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x + 1), y1.max(y + 1)),
                });
            }
        }
    }
    b
}

#[test]
fn identity_transforms_place_clip_coordinates_on_the_viewport() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    draw(&t, &px_quad(8, 16, 24, 40, 0.5, RED));
    assert_eq!(bbox(&t.read_rt(), RED), Some((8, 16, 24, 40)));
}

#[test]
fn world_translation_moves_geometry() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    // +0.5 clip units in x = 16 pixels right; +0.25 in y = 8 pixels up.
    t.set_transform(D3DTS_WORLD, &mat_translate(0.5, 0.25, 0.0));
    draw(&t, &px_quad(8, 16, 24, 40, 0.5, RED));
    assert_eq!(bbox(&t.read_rt(), RED), Some((24, 8, 40, 32)));
}

#[test]
fn world_matrices_set_between_draws_each_move_their_draw() {
    // Three quads at one place, drawn in one scene, each moved by a world
    // matrix of its own (set alone between the draws: the registers that
    // follow it are written over the kept constants), then one more after
    // the view changes too.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(XYZ_FVF);
    t.begin();
    let quads = [(0.0, 0.0, RED), (0.5, 0.0, 0xFF00FF00), (0.0, -0.5, 0xFF0000FF)];
    for (dx, dy, color) in quads {
        t.set_transform(D3DTS_WORLD, &mat_translate(dx, dy, 0.0));
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &px_quad(8, 8, 16, 16, 0.5, color));
    }
    t.set_transform(D3DTS_VIEW, &mat_translate(0.0, -0.5, 0.0));
    t.set_transform(D3DTS_WORLD, &mat_translate(0.5, 0.0, 0.0));
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &px_quad(8, 8, 16, 16, 0.5, 0xFFFFFF00));
    t.end();
    let img = t.read_rt();
    // 0.5 clip units are 16 pixels; -0.5 in y moves down.
    assert_eq!(bbox(&img, RED), Some((8, 8, 16, 16)));
    assert_eq!(bbox(&img, 0xFF00FF00), Some((24, 8, 32, 16)));
    assert_eq!(bbox(&img, 0xFF0000FF), Some((8, 24, 16, 32)));
    assert_eq!(bbox(&img, 0xFFFFFF00), Some((24, 24, 32, 32)));
}

#[test]
fn row_vectors_apply_the_left_matrix_first() {
    // World = Scale(2) * Translate(0.25): v' = (v * S) * T. The quad at pixels
    // 24..40 (clip -0.265625 .. 0.234375) doubles to -0.53125 .. 0.46875 and
    // then moves by 0.25: -0.28125 .. 0.71875, i.e. pixels 23..55. The other
    // order would give a different box.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let m = mat_mul(&mat_scale(2.0, 1.0, 1.0), &mat_translate(0.25, 0.0, 0.0));
    t.set_transform(D3DTS_WORLD, &m);
    draw(&t, &px_quad(24, 16, 40, 48, 0.5, RED));
    assert_eq!(bbox(&t.read_rt(), RED), Some((23, 16, 55, 48)));
}

#[test]
fn world_view_and_projection_combine_in_that_order() {
    // world: translate x by 0.25; view: scale x by 2; projection: translate x
    // by -0.5. Pixels 24..40 -> clip (-0.265625 + 0.25) * 2 - 0.5 = -0.53125
    // .. (0.234375 + 0.25) * 2 - 0.5 = 0.46875 -> pixels 15..47.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.set_transform(D3DTS_WORLD, &mat_translate(0.25, 0.0, 0.0));
    t.set_transform(D3DTS_VIEW, &mat_scale(2.0, 1.0, 1.0));
    t.set_transform(D3DTS_PROJECTION, &mat_translate(-0.5, 0.0, 0.0));
    draw(&t, &px_quad(24, 16, 40, 48, 0.5, RED));
    assert_eq!(bbox(&t.read_rt(), RED), Some((15, 16, 47, 48)));
}

#[test]
fn projection_w_divides_positions() {
    // A projection with _44 = 2 halves every coordinate after the divide: a
    // quad at clip 2 * edge(16) .. 2 * edge(48) lands on pixels 16..48.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let mut p = D3DMATRIX::IDENTITY;
    p.m[3][3] = 2.0;
    t.set_transform(D3DTS_PROJECTION, &p);
    let v = |x: f32, y: f32| Vertex {
        x: 2.0 * x,
        y: -2.0 * y,
        z: 1.0,
        color: RED,
    };
    let q = [
        v(edge(16), edge(8)),
        v(edge(48), edge(8)),
        v(edge(16), edge(24)),
        v(edge(48), edge(24)),
    ];
    draw(&t, &q);
    assert_eq!(bbox(&t.read_rt(), RED), Some((16, 8, 48, 24)));
}

#[test]
fn a_perspective_projection_shrinks_distant_geometry() {
    // A D3DX-style left-handed perspective projection (fov 90 degrees, aspect
    // 1, near 1, far 100): x' = x / z on screen. A square of half-size 0.5 at
    // z = 2 spans clip +-0.25 -> pixels 24..40 (edges 23.5 .. 39.5 + 0.5).
    let t = TestDevice::new();
    t.clear_color_depth(0xFF000000, 1.0);
    let (zn, zf) = (1.0f32, 100.0f32);
    let mut p = D3DMATRIX::default();
    p.m[0][0] = 1.0;
    p.m[1][1] = 1.0;
    p.m[2][2] = zf / (zf - zn);
    p.m[2][3] = 1.0;
    p.m[3][2] = -zn * zf / (zf - zn);
    t.set_transform(D3DTS_PROJECTION, &p);
    // Edges at pixel boundaries: x / 2 = edge(k) -> x = 2 * edge(k).
    let v = |x: f32, y: f32| Vertex {
        x: 2.0 * x,
        y: -2.0 * y,
        z: 2.0,
        color: RED,
    };
    let q = [
        v(edge(24), edge(24)),
        v(edge(40), edge(24)),
        v(edge(24), edge(40)),
        v(edge(40), edge(40)),
    ];
    draw(&t, &q);
    assert_eq!(bbox(&t.read_rt(), RED), Some((24, 24, 40, 40)));
    // Its depth is zf / (zf - zn) * (1 - zn / z) = 0.50505: a pre-transformed
    // quad at 0.51 is behind it, one at 0.50 in front.
    t.begin();
    t.draw_rect_z(24, 24, 32, 40, 0.51, 0xFF0000FF);
    t.draw_rect_z(32, 24, 40, 40, 0.50, 0xFF00FF00);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 28, 32, 0xFF0000, 0);
    assert_rgb(&img, 36, 32, 0x00FF00, 0);
}

#[test]
fn geometry_outside_the_depth_range_is_clipped() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_ZENABLE, 0);
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &px_quad(0, 0, 20, 64, -0.25, RED)); // in front of the near plane
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &px_quad(20, 0, 40, 64, 0.5, 0xFF00FF00));
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &px_quad(40, 0, 64, 64, 1.25, RED)); // behind the far plane
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 10, 32, 0x000000, 0);
    assert_rgb(&img, 30, 32, 0x00FF00, 0);
    assert_rgb(&img, 50, 32, 0x000000, 0);
}

#[test]
fn geometry_partly_outside_the_viewport_is_clipped_to_it() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.set_viewport(16, 16, 32, 32, 0.0, 1.0);
    t.fvf(XYZ_FVF);
    let v = |x: f32, y: f32| Vertex {
        x,
        y,
        z: 0.5,
        color: RED,
    };
    t.begin();
    // Spans clip -3..3: far outside the viewport on every side.
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[v(-3.0, 3.0), v(3.0, 3.0), v(-3.0, -3.0), v(3.0, -3.0)],
    );
    t.end();
    assert_eq!(bbox(&t.read_rt(), RED), Some((16, 16, 48, 48)));
}

#[test]
fn a_viewport_larger_than_the_target_keeps_its_scale() {
    // A 128x128 viewport on a 64x64 target: clip (-1, 1) is pixel (0, 0) and
    // clip (0, 0) is pixel (64, 64), outside the target. A quad from clip -1
    // to -0.5 covers pixels 0..32.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.set_viewport(0, 0, 128, 128, 0.0, 1.0);
    let v = |x: f32, y: f32| Vertex {
        x,
        y,
        z: 0.5,
        color: RED,
    };
    draw(&t, &[v(-1.0, 1.0), v(-0.5, 1.0), v(-1.0, 0.5), v(-0.5, 0.5)]);
    assert_eq!(bbox(&t.read_rt(), RED), Some((0, 0, 32, 32)));
    // Offset viewports reaching past the target keep their origin.
    t.clear(0xFF000000);
    t.set_viewport(32, 16, 64, 64, 0.0, 1.0);
    draw(&t, &[v(-1.0, 1.0), v(0.0, 1.0), v(-1.0, 0.0), v(0.0, 0.0)]);
    assert_eq!(bbox(&t.read_rt(), RED), Some((32, 16, 64, 48)));
}

#[test]
fn an_empty_depth_range_draws_at_min_z_plus_a_thousandth() {
    let t = TestDevice::new();
    t.rs(D3DRS_ZENABLE, D3DZB_TRUE);
    t.rs(D3DRS_ZFUNC, D3DCMP_GREATER);
    for (min_z, max_z) in [(0.0, 0.0), (0.5, 0.0)] {
        // In front of a depth just below MinZ + 0.001, behind one just above.
        for (clear_z, drawn) in [(min_z + 0.0009, true), (min_z + 0.0011, false)] {
            assert_eq!(
                vcall!(
                    t.dev,
                    Clear,
                    0,
                    std::ptr::null(),
                    D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER,
                    0xFF000000,
                    clear_z,
                    0
                ),
                D3D_OK
            );
            t.set_viewport(0, 0, 64, 64, min_z, max_z);
            draw(&t, &px_quad(0, 0, 64, 64, 1.0, RED));
            let expected = if drawn { RED } else { 0xFF000000 };
            assert_rgb(&t.read_rt(), 32, 32, expected & 0xFFFFFF, 0);
        }
    }
}

#[test]
fn set_get_and_multiply_transform() {
    let t = TestDevice::new();
    let states = [
        D3DTS_WORLD,
        D3DTS_VIEW,
        D3DTS_PROJECTION,
        D3DTS_TEXTURE0,
        D3DTS_TEXTURE7,
        D3DTS_WORLDMATRIX(255),
    ];
    for (i, &s) in states.iter().enumerate() {
        let m = mat_translate(i as f32, 2.0, 3.0);
        t.set_transform(s, &m);
        let mut got = D3DMATRIX::default();
        assert_eq!(vcall!(t.dev, GetTransform, s, &mut got), D3D_OK);
        assert_eq!(got, m, "transform state {s}");
    }
    // MultiplyTransform of commuting translations accumulates them.
    t.set_transform(D3DTS_WORLD, &mat_translate(1.0, 0.0, 0.0));
    assert_eq!(
        vcall!(t.dev, MultiplyTransform, D3DTS_WORLD, &mat_translate(0.0, 2.0, 0.0)),
        D3D_OK
    );
    let mut got = D3DMATRIX::default();
    assert_eq!(vcall!(t.dev, GetTransform, D3DTS_WORLD, &mut got), D3D_OK);
    assert_eq!(got, mat_translate(1.0, 2.0, 0.0));
    // Identity times a scale is the scale.
    t.set_transform(D3DTS_VIEW, &D3DMATRIX::IDENTITY);
    assert_eq!(
        vcall!(t.dev, MultiplyTransform, D3DTS_VIEW, &mat_scale(2.0, 3.0, 4.0)),
        D3D_OK
    );
    assert_eq!(vcall!(t.dev, GetTransform, D3DTS_VIEW, &mut got), D3D_OK);
    assert_eq!(got, mat_scale(2.0, 3.0, 4.0));
}

#[test]
fn multiplied_world_transform_is_used_for_drawing() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.set_transform(D3DTS_WORLD, &mat_translate(0.25, 0.0, 0.0));
    assert_eq!(
        vcall!(t.dev, MultiplyTransform, D3DTS_WORLD, &mat_translate(0.25, 0.0, 0.0)),
        D3D_OK
    );
    draw(&t, &px_quad(8, 16, 24, 40, 0.5, RED));
    assert_eq!(bbox(&t.read_rt(), RED), Some((24, 16, 40, 40)));
}

#[test]
fn invalid_transform_states_are_refused_and_change_nothing() {
    let t = TestDevice::new();
    let m = mat_translate(5.0, 6.0, 7.0);
    for s in [0u32, 1, 4, 15, 24, 255, 512, 1000] {
        assert_eq!(
            vcall!(t.dev, SetTransform, s, &m),
            D3DERR_INVALIDCALL,
            "SetTransform({s})"
        );
        let mut got = D3DMATRIX::default();
        assert_eq!(
            vcall!(t.dev, GetTransform, s, &mut got),
            D3DERR_INVALIDCALL,
            "GetTransform({s})"
        );
    }
    assert_eq!(
        vcall!(t.dev, SetTransform, D3DTS_WORLD, std::ptr::null()),
        D3DERR_INVALIDCALL
    );
    let mut got = D3DMATRIX::default();
    assert_eq!(vcall!(t.dev, GetTransform, D3DTS_WORLD, &mut got), D3D_OK);
    assert_eq!(got, D3DMATRIX::IDENTITY);
}

#[test]
fn lighting_without_lights_gives_emissive_plus_ambient_times_material_ambient() {
    // D3DRS_LIGHTING is TRUE by default. With no light sources a vertex without
    // a diffuse colour is lit as emissive + D3DRS_AMBIENT * material ambient,
    // with the material's diffuse alpha.
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    t.rs(D3DRS_LIGHTING, 1);
    t.rs(D3DRS_ZENABLE, 0);
    t.rs(D3DRS_AMBIENT, 0xFF808080);
    let cv = |r, g, b, a| D3DCOLORVALUE { r, g, b, a };
    let material = D3DMATERIAL9 {
        Diffuse: cv(0.9, 0.9, 0.9, 0.25),
        Ambient: cv(0.5, 1.0, 0.25, 1.0),
        Specular: cv(1.0, 1.0, 1.0, 1.0),
        Emissive: cv(0.1, 0.0, 0.5, 0.0),
        Power: 1.0,
    };
    assert_eq!(vcall!(t.dev, SetMaterial, &material), D3D_OK);
    let mut back = D3DMATERIAL9::default();
    assert_eq!(vcall!(t.dev, GetMaterial, &mut back), D3D_OK);
    assert_eq!(back, material);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0, 1.0, 0),
        D3D_OK
    );
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct P {
        x: f32,
        y: f32,
        z: f32,
    }
    let v = |x, y| P { x, y, z: 0.5 };
    t.fvf(D3DFVF_XYZ);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[v(-1.0, 1.0), v(1.0, 1.0), v(-1.0, -1.0), v(1.0, -1.0)],
    );
    t.end();
    let amb = 128.0 / 255.0;
    let c = |e: f32, m: f32| ((e + amb * m).min(1.0) * 255.0).round() as u32;
    let want = argb(64, c(0.1, 0.5), c(0.0, 1.0), c(0.5, 0.25));
    let img = read_surface(t.dev, rt);
    assert_argb(&img, 32, 32, want, 1);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

#[test]
fn lighting_takes_diffuse_alpha_from_the_vertex_colour_by_default() {
    // COLORVERTEX TRUE and DIFFUSEMATERIALSOURCE COLOR1: the vertex diffuse is
    // the diffuse material (its alpha is the output alpha); without lights its
    // RGB does not show. AMBIENTMATERIALSOURCE COLOR1 makes the vertex colour
    // the ambient material.
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    t.rs(D3DRS_LIGHTING, 1);
    t.rs(D3DRS_ZENABLE, 0);
    t.rs(D3DRS_AMBIENT, 0xFFFFFFFF);
    let material = D3DMATERIAL9 {
        Ambient: D3DCOLORVALUE {
            r: 0.0,
            g: 0.0,
            b: 1.0,
            a: 1.0,
        },
        ..Default::default()
    };
    assert_eq!(vcall!(t.dev, SetMaterial, &material), D3D_OK);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0, 1.0, 0),
        D3D_OK
    );
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &px_quad(0, 0, 32, 64, 0.5, 0x80FF8000));
    t.rs(D3DRS_AMBIENTMATERIALSOURCE, D3DMCS_COLOR1);
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &px_quad(32, 0, 64, 64, 0.5, 0x80FF8000));
    t.end();
    let img = read_surface(t.dev, rt);
    assert_argb(&img, 16, 32, 0x800000FF, 1);
    assert_argb(&img, 48, 32, 0x80FF8000, 1);
    // Pre-transformed vertices are never lit.
    t.begin();
    t.draw_rect(0, 0, 8, 8, 0xFF123456);
    t.end();
    assert_argb(&read_surface(t.dev, rt), 4, 4, 0xFF123456, 0);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

#[test]
fn unlit_vertices_without_a_colour_are_white() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct P {
        x: f32,
        y: f32,
        z: f32,
    }
    let v = |x: u32, y: u32| P {
        x: edge(x),
        y: -edge(y),
        z: 0.5,
    };
    t.fvf(D3DFVF_XYZ);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &[v(8, 8), v(24, 8), v(8, 24), v(24, 24)]);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 8, 8, 24, 24, 0xFFFFFF, 0);
    assert_rgb(&img, 30, 30, 0x000000, 0);
}
