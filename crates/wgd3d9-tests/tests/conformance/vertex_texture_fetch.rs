//! Vertex texture fetch: a vs_3_0 shader samples the textures bound to
//! D3DVERTEXTEXTURESAMPLER0..3 with texldl, through those samplers' states,
//! apart from the pixel samplers of the same number. Textures are point
//! sampled from solid texels, so the expected colour is the texel's exactly:
//! tolerance 1 per channel (R32F texels: D3D9 fills G, B and A with 1).

use crate::shader_util::*;
use wgd3d9_tests::*;

/// A vs_3_0 shader passing the position through and writing, as the colour
/// varying, what vertex sampler `s` returns at the coordinate in c4.
fn sample_c4(t: &TestDevice, s: u32) -> *mut IDirect3DVertexShader9 {
    vs(
        t,
        &format!(
            "vs_3_0\ndcl_position v0\ndcl_2d s{s}\ndcl_position o0\ndcl_color o1\n\
             mov o0, v0\nmov r0, c4\ntexldl r1, r0, s{s}\nmov o1, r1\n"
        ),
    )
}

const PASS_PS: &str = "ps_3_0\ndcl_color v0\nmov oC0, v0\n";

/// Draws the full-screen quad with c4 = `coord`; the colour at the centre.
fn draw_and_read(t: &TestDevice, coord: [f32; 4]) -> u32 {
    vs_const(t, 4, &[coord]);
    t.clear(0xFF808080);
    draw_clip_quad(t, 0xFF000000);
    t.read_rt().at(t.width / 2, t.height / 2) & 0xFFFFFF
}

fn assert_close(got: u32, expected: u32, what: &str) {
    assert!(
        color_distance(got, expected, true) <= 1,
        "{what}: got {got:06x}, expected {expected:06x}"
    );
}

/// Binds `v` and a pass-through pixel shader.
fn use_shaders(t: &TestDevice, v: *mut IDirect3DVertexShader9) -> *mut IDirect3DPixelShader9 {
    let p = ps(t, PASS_PS);
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    p
}

#[test]
fn a_vertex_shader_samples_the_texel_its_coordinate_names() {
    let t = TestDevice::new();
    // 2x2: red, green / blue, white.
    let colors = [[0xFF0000, 0x00FF00], [0x0000FF, 0xFFFFFF]];
    let tex = texture_from_fn(t.dev, 2, 2, D3DFMT_A8R8G8B8, |x, y| {
        0xFF00_0000 | colors[y as usize][x as usize]
    });
    let v = sample_c4(&t, 0);
    let p = use_shaders(&t, v);
    t.set_texture(D3DVERTEXTEXTURESAMPLER0, tex);
    for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        let coord = [0.25 + 0.5 * x as f32, 0.25 + 0.5 * y as f32, 0.0, 0.0];
        assert_close(draw_and_read(&t, coord), colors[y][x], &format!("texel ({x}, {y})"));
    }
    // Unbound, the sampler reads (0, 0, 0, 1), as a pixel sampler does.
    t.set_texture(D3DVERTEXTEXTURESAMPLER0, std::ptr::null_mut());
    assert_close(draw_and_read(&t, [0.25, 0.25, 0.0, 0.0]), 0x000000, "unbound");
    release!(v);
    release!(p);
    release!(tex);
}

#[test]
fn vertex_samplers_are_apart_from_pixel_samplers_and_take_their_own_states() {
    let t = TestDevice::new();
    // One row: red, green, blue, yellow.
    let row = [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00];
    let tex = texture_from_fn(t.dev, 4, 1, D3DFMT_A8R8G8B8, |x, _| 0xFF00_0000 | row[x as usize]);
    let decoy = texture_from_fn(t.dev, 4, 1, D3DFMT_A8R8G8B8, |_, _| 0xFFFF00FF);
    let v = sample_c4(&t, 2);
    let p = use_shaders(&t, v);
    // Pixel sampler 2 (and its states) and vertex sampler 2 differ.
    t.set_texture(2, decoy);
    t.set_texture(D3DVERTEXTEXTURESAMPLER2, tex);
    t.samp(2, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
    // u = 1.125: wrapping reads the first texel, clamping the last.
    let coord = [1.125, 0.5, 0.0, 0.0];
    assert_close(draw_and_read(&t, coord), row[0], "wrap (the default)");
    t.samp(D3DVERTEXTEXTURESAMPLER2, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
    assert_close(draw_and_read(&t, coord), row[3], "clamp");
    t.samp(D3DVERTEXTEXTURESAMPLER2, D3DSAMP_ADDRESSU, D3DTADDRESS_MIRROR);
    // Mirrored, u = 1.125 reads as 0.875: the last texel.
    assert_close(draw_and_read(&t, coord), row[3], "mirror");
    release!(v);
    release!(p);
    release!(tex);
    release!(decoy);
}

#[test]
fn a_vertex_shader_displaces_vertices_by_a_float_height_map() {
    let t = TestDevice::new();
    // R32F heights: left texel 0, right texel 0.75 (G, B and A read 1).
    let heights = [0.0f32, 0.75];
    let tex = texture_from_fn(t.dev, 2, 1, D3DFMT_R32F, |x, _| heights[x as usize].to_bits());
    // A quad over the bottom half of the target; each vertex samples at
    // u = x / 4 + 1/2 (the left texel for the left edge, the right texel for
    // the right edge), moves up by the height and takes the sample as colour.
    let v = vs(
        &t,
        "vs_3_0\ndcl_position v0\ndcl_2d s0\ndcl_position o0\ndcl_color o1\n\
         def c5, 0.25, 0.0, 0.5, 0.0\n\
         mad r0.x, v0.x, c5.x, c5.z\nmov r0.yzw, c5.y\ntexldl r1, r0, s0\n\
         mov r2, v0\nadd r2.y, r2.y, r1.x\nmov o0, r2\nmov o1, r1\n",
    );
    let p = use_shaders(&t, v);
    t.set_texture(D3DVERTEXTEXTURESAMPLER0, tex);
    t.fvf(XYZ_FVF);
    t.clear(0xFF000000);
    t.begin();
    let bottom =
        [[-1.0f32, 0.0], [1.0, 0.0], [-1.0, -1.0], [1.0, -1.0]].map(|[x, y]| Vertex { x, y, z: 0.5, color: 0 });
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &bottom);
    t.end();
    let img = t.read_rt();
    let (w, h) = (t.width, t.height);
    // The left edge stays put; the right edge's vertices rise by 0.75 (3/8
    // of the target): a pixel near the right edge above the middle is
    // covered, one near the left edge is not.
    let above_middle = h / 2 - h / 8;
    assert_eq!(img.at(2, above_middle) & 0xFFFFFF, 0, "left edge not raised");
    let right = img.at(w - 3, above_middle) & 0xFFFFFF;
    assert_ne!(right, 0, "right edge raised by its height");
    // The sampled colours: (0, 1, 1) on the left, (0.75, 1, 1) on the right;
    // near the right edge red is most of 0.75.
    assert_eq!(right & 0xFFFF, 0xFFFF, "G and B of an R32F texel read 1: {right:06x}");
    let red = right >> 16;
    assert!((0xA0..=0xC0).contains(&red), "red near 0.75: {right:06x}");
    release!(v);
    release!(p);
    release!(tex);
}
