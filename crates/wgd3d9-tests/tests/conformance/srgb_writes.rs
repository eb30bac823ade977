//! D3DRS_SRGBWRITEENABLE: colours written into 8-bit-per-channel render
//! targets are encoded from linear to sRGB (alpha is not), by draws and by
//! clears; other formats are written as they are.

use std::ptr::null;
use wgd3d9_tests::*;

/// The 8-bit sRGB encoding of the 8-bit linear value `v` (the sRGB curve).
fn encode(v: u32) -> u32 {
    let l = v as f64 / 255.0;
    let s = if l <= 0.003_130_8 {
        12.92 * l
    } else {
        1.055 * l.powf(1.0 / 2.4) - 0.055
    };
    (s * 255.0).round() as u32
}

fn encode_rgb(c: u32) -> u32 {
    (0..3).fold(0, |acc, i| acc | encode(chan(c, i)) << (8 * i))
}

/// Tolerance per channel: the GPU's encoding may round the other way.
const TOL: u32 = 1;

#[test]
fn draws_and_clears_are_encoded_to_srgb() {
    let t = TestDevice::new();
    let c = 0xFF7F_4010;
    t.rs(D3DRS_SRGBWRITEENABLE, 1);
    // A whole clear, then a partial one, then a draw, each encoded.
    t.clear(c);
    let r = D3DRECT {
        x1: 16,
        y1: 0,
        x2: 32,
        y2: 64,
    };
    assert_eq!(
        vcall!(t.dev, Clear, 1, &r, D3DCLEAR_TARGET, 0xFF20_2020, 1.0, 0),
        D3D_OK
    );
    t.begin();
    t.draw_rect(32, 0, 48, 64, 0xFF80_C0FF);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 8, 8, encode_rgb(c), TOL);
    assert_rgb(&img, 24, 8, encode_rgb(0x20_2020), TOL);
    assert_rgb(&img, 40, 8, encode_rgb(0x80_C0FF), TOL);
    assert_eq!(encode_rgb(0x7F_7F7F), 0xBB_BBBB, "the value Wine's clear_test expects");
    // Off again: written as given.
    t.rs(D3DRS_SRGBWRITEENABLE, 0);
    t.draw_rect(48, 0, 64, 64, 0xFF80_C0FF);
    assert_rgb(&t.read_rt(), 56, 8, 0x80_C0FF, 0);
}

#[test]
fn each_write_takes_the_setting_it_was_made_with() {
    let t = TestDevice::new();
    // Cleared with the setting on, drawn with it off, in one scene: the
    // clear stays encoded.
    t.rs(D3DRS_SRGBWRITEENABLE, 1);
    t.clear(0xFF40_4040);
    t.rs(D3DRS_SRGBWRITEENABLE, 0);
    t.begin();
    t.draw_rect(0, 0, 32, 64, 0xFF40_4040);
    // Toggled between two draws of one pass.
    t.rs(D3DRS_SRGBWRITEENABLE, 1);
    t.draw_rect(32, 0, 48, 64, 0xFF40_4040);
    t.rs(D3DRS_SRGBWRITEENABLE, 0);
    t.draw_rect(48, 0, 56, 64, 0xFF40_4040);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 8, 8, 0x40_4040, 0);
    assert_rgb(&img, 40, 8, encode_rgb(0x40_4040), TOL);
    assert_rgb(&img, 52, 8, 0x40_4040, 0);
    assert_rgb(&img, 60, 8, encode_rgb(0x40_4040), TOL);
    // A state block applies it like SetRenderState.
    let mut block = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, BeginStateBlock), D3D_OK);
    t.rs(D3DRS_SRGBWRITEENABLE, 1);
    assert_eq!(vcall!(t.dev, EndStateBlock, &mut block), D3D_OK);
    assert_eq!(t.get_rs(D3DRS_SRGBWRITEENABLE), 0);
    assert_eq!(vcall!(block, Apply), D3D_OK);
    t.draw_rect(0, 0, 8, 8, 0xFF10_1010);
    assert_rgb(&t.read_rt(), 4, 4, encode_rgb(0x10_1010), TOL);
    release!(block);
}

#[test]
fn alpha_and_formats_without_srgb_writes_stay_linear() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    t.rs(D3DRS_SRGBWRITEENABLE, 1);
    t.rs(D3DRS_ZENABLE, 0);
    t.clear(0x7F7F_7F7F);
    let img = read_surface(t.dev, rt);
    assert_argb(&img, 4, 4, 0x7F00_0000 | encode_rgb(0x7F_7F7F), TOL);
    release!(rt);

    // A float target is written as it is.
    let f = t.create_rt(64, 64, D3DFMT_A16B16G16R16F, false);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, f), D3D_OK);
    t.clear(0xFF7F_7F7F);
    // StretchRect copies values: nothing is encoded on the way either.
    let level = t.create_rt(64, 64, D3DFMT_A8R8G8B8, false);
    assert_eq!(
        vcall!(t.dev, StretchRect, f, null(), level, null(), D3DTEXF_NONE),
        D3D_OK
    );
    t.rs(D3DRS_SRGBWRITEENABLE, 0);
    assert_argb(&read_surface(t.dev, level), 4, 4, 0xFF7F_7F7F, 1);
    t.restore_back_buffer();
    release!(level);
    release!(f);

    // What CheckDeviceFormat answers for D3DUSAGE_QUERY_SRGBWRITE.
    for (format, ok) in [
        (D3DFMT_A8R8G8B8, true),
        (D3DFMT_X8R8G8B8, true),
        (D3DFMT_A8B8G8R8, true),
        (D3DFMT_R5G6B5, false),
        (D3DFMT_A16B16G16R16F, false),
        (D3DFMT_A2B10G10R10, false),
        (D3DFMT_DXT1, false),
    ] {
        let hr = check_format(t.d3d, D3DUSAGE_QUERY_SRGBWRITE, D3DRTYPE_TEXTURE, format);
        let want = if ok { D3D_OK } else { D3DERR_NOTAVAILABLE };
        assert_eq!(hr, want, "format {format:#x}");
    }
    // A surface answers only when asked as a render target (Windows, in
    // Wine's test_check_device_format).
    let hr = check_format(t.d3d, D3DUSAGE_QUERY_SRGBWRITE, D3DRTYPE_SURFACE, D3DFMT_A8R8G8B8);
    assert_eq!(hr, D3DERR_NOTAVAILABLE);
    let usage = D3DUSAGE_QUERY_SRGBWRITE | D3DUSAGE_RENDERTARGET;
    assert_eq!(check_format(t.d3d, usage, D3DRTYPE_SURFACE, D3DFMT_A8R8G8B8), D3D_OK);
}
