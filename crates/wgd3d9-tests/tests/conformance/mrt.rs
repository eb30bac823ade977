//! Multiple render targets: up to four targets drawn at once, each pixel
//! shader colour output (oC0..oC3) into its target, each target with its
//! own D3DRS_COLORWRITEENABLE mask.

use crate::shader_util::ps;
use wgd3d9_tests::*;

const MRT_PS: &str = "ps_2_0\ndef c0, 1, 0, 0, 1\ndef c1, 0, 1, 0, 0.5\ndef c2, 0, 0, 1, 1\n\
                      mov oC0, c0\nmov oC1, c1\nmov oC2, c2\n";

#[test]
fn a_pixel_shader_writes_each_colour_output_into_its_target() {
    let t = TestDevice::new();
    // SAFETY: plain data; GetDeviceCaps overwrites it.
    let mut caps: D3DCAPS9 = unsafe { std::mem::zeroed() };
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut caps), D3D_OK);
    assert_eq!(caps.NumSimultaneousRTs, 4);
    let targets: Vec<_> = (0..3)
        .map(|_| t.create_rt(t.width, t.height, D3DFMT_A8R8G8B8, false))
        .collect();
    for (i, &rt) in targets.iter().enumerate() {
        assert_eq!(vcall!(t.dev, SetRenderTarget, i as u32, rt), D3D_OK);
    }
    assert_eq!(
        vcall!(t.dev, SetRenderTarget, 4, targets[0]),
        D3DERR_INVALIDCALL,
        "four targets at most"
    );
    // A clear reaches every bound target.
    t.clear(0xFF808080);
    let shader = ps(&t, MRT_PS);
    assert_eq!(vcall!(t.dev, SetPixelShader, shader), D3D_OK);
    // Target 2 keeps its red and green (D3DRS_COLORWRITEENABLE2).
    t.rs(
        D3DRS_COLORWRITEENABLE2,
        D3DCOLORWRITEENABLE_BLUE | D3DCOLORWRITEENABLE_ALPHA,
    );
    t.begin();
    t.draw_rect(8, 8, 40, 40, 0xFFFFFFFF);
    t.end();
    let img: Vec<Image> = targets.iter().map(|&rt| read_surface(t.dev, rt)).collect();
    assert_argb(&img[0], 20, 20, 0xFFFF0000, 0);
    assert_argb(&img[1], 20, 20, 0x8000FF00, 1);
    assert_argb(&img[2], 20, 20, 0xFF8080FF, 0);
    for im in &img {
        assert_argb(im, 50, 50, 0xFF808080, 0);
    }
    t.rs(D3DRS_COLORWRITEENABLE2, 0xF);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    for i in 1..3 {
        assert_eq!(vcall!(t.dev, SetRenderTarget, i, std::ptr::null_mut()), D3D_OK);
    }
    t.restore_back_buffer();
    for rt in targets {
        release!(rt);
    }
    release!(shader);
}

#[test]
fn targets_the_pixel_stage_does_not_write_keep_their_contents() {
    let t = TestDevice::new();
    let rt1 = t.create_rt(t.width, t.height, D3DFMT_A8R8G8B8, false);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 1, rt1), D3D_OK);
    t.clear(0xFF204060);
    // The fixed-function stages write target 0 only.
    t.begin();
    t.draw_rect(8, 8, 40, 40, 0xFFFFFFFF);
    t.end();
    assert_argb(&read_surface(t.dev, rt1), 20, 20, 0xFF204060, 0);
    assert_argb(&t.read_rt(), 20, 20, 0xFFFFFFFF, 0);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 1, std::ptr::null_mut()), D3D_OK);
    release!(rt1);
}

#[test]
fn a_clear_reaches_a_target_of_another_size_which_draws_leave_out() {
    let t = TestDevice::new();
    let small = t.create_rt(16, 32, D3DFMT_A8R8G8B8, false);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 1, small), D3D_OK);
    t.clear(0xFF00FF00);
    let shader = ps(&t, MRT_PS);
    assert_eq!(vcall!(t.dev, SetPixelShader, shader), D3D_OK);
    t.begin();
    t.draw_rect(0, 0, 40, 40, 0xFFFFFFFF);
    t.end();
    // Drawing into attachments of different sizes is undefined in D3D9;
    // the target of another size keeps its clear colour.
    let img = read_surface(t.dev, small);
    assert_argb(&img, 4, 4, 0xFF00FF00, 0);
    assert_argb(&img, 15, 31, 0xFF00FF00, 0);
    assert_argb(&t.read_rt(), 20, 20, 0xFFFF0000, 0);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 1, std::ptr::null_mut()), D3D_OK);
    release!(small);
    release!(shader);
}
