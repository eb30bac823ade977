//! Fetch4: while a sampler's D3DSAMP_MIPMAPLODBIAS is the FOURCC GET4, a read
//! of a one-channel 2D texture (L8, L16, R16F, R32F, and the depth textures
//! INTZ, DF16 and DF24) returns the four texels whose top-left one holds the
//! coordinate: r the top-right texel, g the bottom-left, b the bottom-right,
//! a the top-left, unfiltered (the layout Wine's test_fetch4 records of
//! Windows drivers). GET1 (or any other bias) reads as usual.

use crate::shader_util::{ps, vs};
use wgd3d9_tests::*;

const FETCH4_ENABLE: u32 = make_fourcc(b'G', b'E', b'T', b'4');
const FETCH4_DISABLE: u32 = make_fourcc(b'G', b'E', b'T', b'1');

/// The 4x4 L8 texture of Wine's test: texel (x, y) is byte x of row y.
const ROWS: [u32; 4] = [0x10111213, 0x01f1f202, 0x03f3f404, 0x20212223];

fn texel(x: u32, y: u32) -> u32 {
    ROWS[y.min(3) as usize] >> (8 * x.min(3)) & 0xFF
}

/// What Fetch4 reads at pixel (x, y) of a 64x64 draw of the 4x4 texture
/// (texel i spans pixels 16i..16i + 16; clamped addressing).
fn fetched(x: u32, y: u32) -> u32 {
    let (tx, ty) = (x / 16, y / 16);
    argb(
        texel(tx, ty),
        texel(tx + 1, ty),
        texel(tx, ty + 1),
        texel(tx + 1, ty + 1),
    )
}

fn setup(t: &TestDevice, format: u32) -> *mut IDirect3DTexture9 {
    let tex = create_texture(t.dev, 4, 4, 1, 0, format, D3DPOOL_MANAGED);
    match format {
        D3DFMT_L8 => fill_level8(tex, 0, |x, y| texel(x, y) as u8),
        _ => fill_level32(tex, 0, |x, y| (texel(x, y) as f32 / 255.0).to_bits()),
    }
    t.set_texture(0, tex);
    for (state, value) in [
        (D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP),
        (D3DSAMP_ADDRESSV, D3DTADDRESS_CLAMP),
        (D3DSAMP_MINFILTER, D3DTEXF_POINT),
        (D3DSAMP_MAGFILTER, D3DTEXF_POINT),
    ] {
        t.samp(0, state, value);
    }
    tex
}

fn draw(t: &TestDevice) -> Image {
    t.clear(0xFF808080);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    t.read_rt()
}

#[test]
fn fetch4_reads_the_four_texels_of_one_channel_textures() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let shader = ps(&t, "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n");
    for (format, with_shader) in [(D3DFMT_L8, false), (D3DFMT_L8, true), (D3DFMT_R32F, true)] {
        let tex = setup(&t, format);
        let ps = if with_shader { shader } else { std::ptr::null_mut() };
        assert_eq!(vcall!(t.dev, SetPixelShader, ps), D3D_OK);
        t.samp(0, D3DSAMP_MIPMAPLODBIAS, FETCH4_ENABLE);
        let img = draw(&t);
        for (x, y) in [(8, 8), (24, 8), (56, 8), (8, 40), (40, 24), (56, 56)] {
            // R32F reads only red outside Fetch4; with it, every channel is
            // a texel, exact to 1 in 255.
            assert_argb(&img, x, y, fetched(x, y), 1);
        }
        // GET1 (or any other bias) samples as usual: the texel in red.
        t.samp(0, D3DSAMP_MIPMAPLODBIAS, FETCH4_DISABLE);
        let red = chan(draw(&t).at(24, 40), 2);
        assert!(red.abs_diff(texel(1, 2)) <= 1, "{red:#x}");
        t.set_texture(0, std::ptr::null_mut());
        release!(tex);
    }
    // Textures of several channels read as usual whatever the bias.
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    fill_level32(tex, 0, |x, y| 0xFF000000 | (texel(x, y) * 0x010101));
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MIPMAPLODBIAS, FETCH4_ENABLE);
    assert_argb(&draw(&t), 24, 40, 0xFF000000 | (texel(1, 2) * 0x010101), 1);
    t.set_texture(0, std::ptr::null_mut());
    t.restore_back_buffer();
    for o in [tex.cast::<IUnknown>(), shader.cast(), rt.cast()] {
        release!(o);
    }
}

#[test]
fn a_sampler_swizzle_reorders_the_fetched_texels() {
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        pos: [f32; 3],
        uv: [f32; 2],
    }
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let tex = setup(&t, D3DFMT_L8);
    t.samp(0, D3DSAMP_MIPMAPLODBIAS, FETCH4_ENABLE);
    let vshader = vs(
        &t,
        "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_position o0\ndcl_texcoord o1\nmov o0, v0\nmov o1, v1\n",
    );
    let pshader = ps(
        &t,
        "ps_3_0\ndcl_texcoord v0\ndcl_2d s0\ntexld r0, v0, s0.yzwx\nmov oC0, r0\n",
    );
    assert_eq!(vcall!(t.dev, SetVertexShader, vshader), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, pshader), D3D_OK);
    let v = |x: f32, y: f32| V {
        pos: [x * 2.0 - 1.0, 1.0 - y * 2.0, 0.5],
        uv: [x, y],
    };
    t.fvf(D3DFVF_XYZ | D3DFVF_TEX1);
    t.clear(0xFF808080);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[v(0.0, 0.0), v(1.0, 0.0), v(0.0, 1.0), v(1.0, 1.0)],
    );
    t.end();
    let img = t.read_rt();
    for (x, y) in [(8, 8), (40, 24), (56, 56)] {
        // .yzwx: r <- g, g <- b, b <- a, a <- r.
        let c = fetched(x, y);
        assert_argb(&img, x, y, c.rotate_left(8), 1);
    }
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    t.set_texture(0, std::ptr::null_mut());
    t.restore_back_buffer();
    for o in [vshader.cast::<IUnknown>(), pshader.cast(), tex.cast(), rt.cast()] {
        release!(o);
    }
}
