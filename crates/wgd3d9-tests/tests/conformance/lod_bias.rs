//! D3DSAMP_MIPMAPLODBIAS: the sampler's bias moves the level that texture
//! reads pick from their derivatives, for the fixed-function stages,
//! ps_1_x `tex`, `texld` and `texldb` (whose own bias adds to it).

use crate::shader_util::ps;
use wgd3d9_tests::*;

/// Level colours of the 8x8 test texture (levels 0..3).
const LEVELS: [u32; 4] = [0xFF_FF0000, 0xFF_00FF00, 0xFF_0000FF, 0xFF_FFFF00];

fn mipped(t: &TestDevice) -> *mut IDirect3DTexture9 {
    let tex = create_texture(t.dev, 8, 8, 4, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    for (l, &c) in LEVELS.iter().enumerate() {
        fill_level32(tex, l as u32, |_, _| c);
    }
    tex
}

/// The colour at the centre of `tex` drawn over `size` x `size` pixels
/// (8: level 0 by derivatives, 4: level 1) with sampler bias `bias`.
fn drawn(t: &TestDevice, size: u32, bias: f32) -> u32 {
    t.samp(0, D3DSAMP_MIPMAPLODBIAS, f2dw(bias));
    t.clear(0xFF808080);
    t.begin();
    t.draw_tex_rect(0, 0, size, size, 0xFFFFFFFF);
    t.end();
    t.read_rt().at(size / 2, size / 2) | 0xFF00_0000
}

fn check_biases(t: &TestDevice, what: &str) {
    let cases = [
        (8, 0.0, 0),
        (8, 1.0, 1),
        (8, 2.0, 2),
        (8, 5.0, 3),
        (4, -1.0, 0),
        (4, 1.0, 2),
        (4, 0.0, 1),
    ];
    for (size, bias, level) in cases {
        assert_eq!(
            drawn(t, size, bias),
            LEVELS[level],
            "{what}: {size}x{size} with bias {bias} reads level {level}"
        );
    }
}

fn setup(t: &TestDevice) -> *mut IDirect3DTexture9 {
    let tex = mipped(t);
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    tex
}

#[test]
fn lod_bias_moves_the_level_of_fixed_function_and_shader_reads() {
    let t = TestDevice::new();
    let caps = {
        let mut c = D3DCAPS9::default();
        assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut c), D3D_OK);
        c
    };
    assert_ne!(caps.RasterCaps & D3DPRASTERCAPS_MIPMAPLODBIAS, 0);
    let tex = setup(&t);
    check_biases(&t, "fixed function");
    let shaders = [
        ("ps_1_1", "ps_1_1\ntex t0\nmov r0, t0\n"),
        (
            "ps_2_0 texld",
            "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        ),
    ];
    for (what, text) in shaders {
        let s = ps(&t, text);
        assert_eq!(vcall!(t.dev, SetPixelShader, s), D3D_OK);
        check_biases(&t, what);
        assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
        release!(s);
    }
    // texldb: the instruction's bias (t0.w = 1 through the constant) and
    // the sampler's add up.
    let s = ps(
        &t,
        "ps_2_0\ndef c0, 0, 0, 0, 1\ndcl t0.xy\ndcl_2d s0\nmov r1, t0\nmov r1.w, c0.w\ntexldb r0, r1, s0\nmov oC0, r0\n",
    );
    assert_eq!(vcall!(t.dev, SetPixelShader, s), D3D_OK);
    assert_eq!(drawn(&t, 8, 0.0), LEVELS[1], "texldb bias 1");
    assert_eq!(drawn(&t, 8, 1.0), LEVELS[2], "texldb bias 1 + sampler bias 1");
    assert_eq!(drawn(&t, 8, -1.0), LEVELS[0], "texldb bias 1 + sampler bias -1");
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(s);
    t.set_texture(0, std::ptr::null_mut());
    release!(tex);
}
