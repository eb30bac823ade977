//! The alpha test: every comparison function against D3DRS_ALPHAREF (0..255),
//! the alpha that is tested (after the texture stages), and its interplay with
//! depth writes (a rejected pixel writes no depth).

use wgd3d9_tests::*;

/// Draws five quads with alpha ref-2, ref-1, ref, ref+1, ref+2 (clamped to
/// 0..255) and returns which of them were drawn.
fn passes(t: &TestDevice, func: u32, alpha_ref: u32) -> [bool; 5] {
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0),
        D3D_OK
    );
    t.rs(D3DRS_ZENABLE, 0);
    t.rs(D3DRS_ALPHATESTENABLE, 1);
    t.rs(D3DRS_ALPHAFUNC, func);
    t.rs(D3DRS_ALPHAREF, alpha_ref);
    t.begin();
    for i in 0..5u32 {
        let a = (alpha_ref as i32 + i as i32 - 2).clamp(0, 255) as u32;
        t.draw_rect(i * 12, 0, i * 12 + 12, 64, (a << 24) | 0xFFFFFF);
    }
    t.end();
    let img = t.read_rt();
    std::array::from_fn(|i| img.at(i as u32 * 12 + 6, 32) & 0xFFFFFF == 0xFFFFFF)
}

#[test]
fn every_alpha_comparison_against_the_reference() {
    let t = TestDevice::new();
    let cases = [
        (D3DCMP_NEVER, [false, false, false, false, false]),
        (D3DCMP_LESS, [true, true, false, false, false]),
        (D3DCMP_EQUAL, [false, false, true, false, false]),
        (D3DCMP_LESSEQUAL, [true, true, true, false, false]),
        (D3DCMP_GREATER, [false, false, false, true, true]),
        (D3DCMP_NOTEQUAL, [true, true, false, true, true]),
        (D3DCMP_GREATEREQUAL, [false, false, true, true, true]),
        (D3DCMP_ALWAYS, [true, true, true, true, true]),
    ];
    for (func, expect) in cases {
        assert_eq!(passes(&t, func, 0x80), expect, "alpha func {func} with ref 0x80");
    }
}

#[test]
fn alpha_reference_extremes() {
    let t = TestDevice::new();
    // Ref 0: GREATER rejects only alpha 0; ref 255: LESS accepts all but 255.
    assert_eq!(passes(&t, D3DCMP_GREATER, 0), [false, false, false, true, true]);
    assert_eq!(passes(&t, D3DCMP_EQUAL, 0), [true, true, true, false, false]);
    assert_eq!(passes(&t, D3DCMP_LESS, 255), [true, true, false, false, false]);
    assert_eq!(passes(&t, D3DCMP_GREATEREQUAL, 255), [false, false, true, true, true]);
    // Several reference values in between.
    for r in [1u32, 0x3F, 0x7F, 0xC1, 0xFE] {
        assert_eq!(
            passes(&t, D3DCMP_EQUAL, r),
            [false, false, true, false, false],
            "EQUAL with ref {r:#x}"
        );
    }
}

#[test]
fn alpha_test_disabled_draws_everything() {
    let t = TestDevice::new();
    let p = passes(&t, D3DCMP_NEVER, 0x80);
    assert_eq!(p, [false; 5]);
    t.rs(D3DRS_ALPHATESTENABLE, 0);
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect(0, 0, 64, 64, 0x00FFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0xFFFFFF, 0);
    assert_eq!(t.get_rs(D3DRS_ALPHAFUNC), D3DCMP_NEVER);
}

#[test]
fn alpha_test_sees_the_texture_stage_alpha() {
    // Texture alpha 0x20 on the left half, 0xE0 on the right; the default
    // ALPHAOP SELECTARG1(TEXTURE) makes that the tested alpha, whatever the
    // diffuse alpha.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let tex = texture_from_fn(t.dev, 2, 1, D3DFMT_A8R8G8B8, |x, _| {
        if x == 0 {
            0x20FFFFFF
        } else {
            0xE0FFFFFF
        }
    });
    t.set_texture(0, tex);
    t.rs(D3DRS_ALPHATESTENABLE, 1);
    t.rs(D3DRS_ALPHAFUNC, D3DCMP_GREATER);
    t.rs(D3DRS_ALPHAREF, 0x80);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFF00FF00);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 32, 0x000000, 0);
    assert_rgb(&img, 48, 32, 0x00FF00, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

#[test]
fn alpha_rejected_pixels_write_no_depth() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_ALPHATESTENABLE, 1);
    t.rs(D3DRS_ALPHAFUNC, D3DCMP_GREATEREQUAL);
    t.rs(D3DRS_ALPHAREF, 0x80);
    t.begin();
    // Near quad: rejected on the left (alpha 0x10), kept on the right.
    t.draw_rect_z(0, 0, 32, 64, 0.2, 0x10FF0000);
    t.draw_rect_z(32, 0, 64, 64, 0.2, 0xF0FF0000);
    // Far quad over everything: visible where the near one was rejected.
    t.draw_rect_z(0, 0, 64, 64, 0.8, 0xFF0000FF);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 32, 0x0000FF, 0);
    assert_rgb(&img, 48, 32, 0xFF0000, 0);
}

#[test]
fn alpha_test_compares_the_final_stage_alpha_from_the_texture_factor() {
    // ALPHAOP SELECTARG1(TFACTOR): the tested alpha is the factor's, not the
    // diffuse alpha.
    let t = TestDevice::new();
    t.tss(0, D3DTSS_ALPHAOP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_ALPHAARG1, D3DTA_TFACTOR);
    for (factor_alpha, drawn) in [(0x7Fu32, false), (0x80, true), (0x81, false)] {
        t.rs(D3DRS_TEXTUREFACTOR, (factor_alpha << 24) | 0x123456);
        let p = passes(&t, D3DCMP_EQUAL, 0x80);
        assert_eq!(p, [drawn; 5], "texture factor alpha {factor_alpha:#x}");
    }
}
