//! User clip planes: D3DRS_CLIPPLANEENABLE keeps what lies where
//! `A x + B y + C z + D w >= 0`, with the planes in world space for
//! fixed-function vertex processing and in clip space for vertex shaders.

use crate::shader_util::{vs, vs_const, IDENTITY_ROWS, PASS_VS};
use wgd3d9_tests::*;

const CLEAR: u32 = 0xFF00_0000;
const GREEN: u32 = 0xFF00_FF00;

fn set_plane(t: &TestDevice, i: u32, plane: [f32; 4]) {
    assert_eq!(vcall!(t.dev, SetClipPlane, i, plane.as_ptr()), D3D_OK);
}

fn draw_full_quad(t: &TestDevice) {
    t.fvf(XYZ_FVF);
    t.clear(CLEAR);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, GREEN));
    t.end();
}

#[test]
fn a_world_space_plane_clips_fixed_function_geometry() {
    let t = TestDevice::new();
    t.rs(D3DRS_LIGHTING, 0);
    // Keep x >= 0 (the right half) in world space.
    set_plane(&t, 0, [1.0, 0.0, 0.0, 0.0]);
    t.rs(D3DRS_CLIPPLANEENABLE, D3DCLIPPLANE0);
    draw_full_quad(&t);
    let img = t.read_rt();
    assert_rgb(&img, 16, 32, 0x000000, 0);
    assert_rgb(&img, 48, 32, 0x00FF00, 0);
    // Disabled, nothing is clipped.
    t.rs(D3DRS_CLIPPLANEENABLE, 0);
    draw_full_quad(&t);
    assert_rgb(&t.read_rt(), 16, 32, 0x00FF00, 0);
}

#[test]
fn fixed_function_planes_stay_in_world_space_when_the_camera_moves() {
    let t = TestDevice::new();
    t.rs(D3DRS_LIGHTING, 0);
    // The world moves the quad right by 0.5 and the view back left by 0.5:
    // it covers the screen, its world x spans -0.5..1.5, and the plane
    // x >= 1 (world) keeps the quarter whose world x exceeds 1: screen x
    // from 0.5 (clip) on, pixels 48..63.
    t.set_transform(D3DTS_WORLD, &mat_translate(0.5, 0.0, 0.0));
    t.set_transform(D3DTS_VIEW, &mat_translate(-0.5, 0.0, 0.0));
    set_plane(&t, 0, [1.0, 0.0, 0.0, -1.0]);
    t.rs(D3DRS_CLIPPLANEENABLE, D3DCLIPPLANE0);
    draw_full_quad(&t);
    let img = t.read_rt();
    assert_rgb(&img, 40, 32, 0x000000, 0);
    assert_rgb(&img, 46, 32, 0x000000, 0);
    assert_rgb(&img, 50, 32, 0x00FF00, 0);
    assert_rgb(&img, 60, 32, 0x00FF00, 0);
}

#[test]
fn several_planes_clip_together() {
    let t = TestDevice::new();
    t.rs(D3DRS_LIGHTING, 0);
    set_plane(&t, 1, [1.0, 0.0, 0.0, 0.0]);
    set_plane(&t, 4, [0.0, 1.0, 0.0, 0.0]);
    set_plane(&t, 2, [-1.0, 0.0, 0.0, 0.0]);
    // Planes 1 and 4: x >= 0 and y >= 0 keep the top right quarter; plane 2
    // (x <= 0) is set but not enabled.
    t.rs(D3DRS_CLIPPLANEENABLE, D3DCLIPPLANE1 | D3DCLIPPLANE4);
    draw_full_quad(&t);
    let img = t.read_rt();
    assert_rgb(&img, 48, 16, 0x00FF00, 0);
    assert_rgb(&img, 16, 16, 0x000000, 0);
    assert_rgb(&img, 48, 48, 0x000000, 0);
    assert_rgb(&img, 16, 48, 0x000000, 0);
}

#[test]
fn vertex_shader_planes_are_in_clip_space() {
    let t = TestDevice::new();
    let shader = vs(&t, PASS_VS);
    assert_eq!(vcall!(t.dev, SetVertexShader, shader), D3D_OK);
    // The shader scales x by 2 (c0's x column), so the quad's object x of
    // 0.25 becomes clip x 0.5; the clip-space plane x <= 0.5 keeps pixels
    // 0..47. A world-space reading would keep object x <= 0.5 (all of
    // clip x <= 1.0, the whole quad).
    let mut m = IDENTITY_ROWS;
    m[0][0] = 2.0;
    vs_const(&t, 0, &m);
    set_plane(&t, 0, [-1.0, 0.0, 0.0, 0.5]);
    t.rs(D3DRS_CLIPPLANEENABLE, D3DCLIPPLANE0);
    draw_full_quad(&t);
    let img = t.read_rt();
    assert_rgb(&img, 40, 32, 0x00FF00, 0);
    assert_rgb(&img, 46, 32, 0x00FF00, 0);
    assert_rgb(&img, 50, 32, 0x000000, 0);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    release!(shader);
}

#[test]
fn clip_planes_are_saved_and_read_back() {
    let t = TestDevice::new();
    set_plane(&t, 3, [1.0, 2.0, 3.0, 4.0]);
    let mut got = [0.0f32; 4];
    assert_eq!(vcall!(t.dev, GetClipPlane, 3, got.as_mut_ptr()), D3D_OK);
    assert_eq!(got, [1.0, 2.0, 3.0, 4.0]);
}
