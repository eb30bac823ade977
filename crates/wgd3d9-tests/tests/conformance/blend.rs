//! Alpha blending: the blend equation with each factor (including BLENDFACTOR,
//! SRCALPHASAT and the BOTH* shorthands), every BLENDOP, separate alpha
//! blending, destination alpha on targets with and without alpha, and colour
//! write masks. Expected colours follow D3D9's
//! result = src * srcfactor OP dst * dstfactor per channel, stored in 8 bits
//! (tolerance 1 per channel for rounding).

use wgd3d9_tests::*;

/// Clears to `dst`, draws `src` over pixels 16..48 with the current blend
/// state and returns the pixel (32, 32) of the current target.
fn blend_once(t: &TestDevice, dst: u32, src: u32) -> u32 {
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, dst, 1.0, 0),
        D3D_OK
    );
    t.rs(D3DRS_ZENABLE, 0);
    t.begin();
    t.draw_rect(16, 16, 48, 48, src);
    t.end();
    let img = t.read_rt();
    // Outside the quad the destination is untouched.
    assert_argb(&img, 8, 8, dst | if t.is_x8() { 0xFF00_0000 } else { 0 }, 0);
    img.at(32, 32)
}

trait X8 {
    fn is_x8(&self) -> bool;
}
impl X8 for TestDevice {
    fn is_x8(&self) -> bool {
        let mut rt = std::ptr::null_mut();
        assert_eq!(vcall!(self.dev, GetRenderTarget, 0, &mut rt), D3D_OK);
        let mut d = D3DSURFACE_DESC::default();
        assert_eq!(vcall!(rt, GetDesc, &mut d), D3D_OK);
        release!(rt);
        d.Format == D3DFMT_X8R8G8B8
    }
}

fn blend_states(t: &TestDevice, src: u32, dst: u32) {
    t.rs(D3DRS_ALPHABLENDENABLE, 1);
    t.rs(D3DRS_SRCBLEND, src);
    t.rs(D3DRS_DESTBLEND, dst);
}

#[track_caller]
fn assert_close_rgb(got: u32, expected: u32, tol: u32) {
    assert!(
        color_distance(got, expected, true) <= tol,
        "got {got:08x}, expected {expected:08x} (rgb tolerance {tol})"
    );
}

#[track_caller]
fn assert_close_argb(got: u32, expected: u32, tol: u32) {
    assert!(
        color_distance(got, expected, false) <= tol,
        "got {got:08x}, expected {expected:08x} (argb tolerance {tol})"
    );
}

fn a(c: u32) -> f32 {
    chan(c, 3) as f32 / 255.0
}

#[test]
fn srcalpha_invsrcalpha_interpolates_by_source_alpha() {
    let t = TestDevice::new();
    blend_states(&t, D3DBLEND_SRCALPHA, D3DBLEND_INVSRCALPHA);
    let (dst, src) = (0xFF204080, 0x80F01040);
    let got = blend_once(&t, dst, src);
    let sa = a(src);
    assert_close_rgb(got, per_channel(src, dst, |s, d| s * sa + d * (1.0 - sa)), 1);
}

#[test]
fn one_one_adds_and_saturates() {
    let t = TestDevice::new();
    blend_states(&t, D3DBLEND_ONE, D3DBLEND_ONE);
    let got = blend_once(&t, 0xFF80C010, 0xFF90302A);
    assert_close_rgb(got, 0xFFFFF03A, 0);
}

#[test]
fn blending_disabled_ignores_the_factors() {
    let t = TestDevice::new();
    t.rs(D3DRS_SRCBLEND, D3DBLEND_ZERO);
    t.rs(D3DRS_DESTBLEND, D3DBLEND_ONE);
    let got = blend_once(&t, 0xFF102030, 0x40A0B0C0);
    assert_close_rgb(got, 0xA0B0C0, 0);
}

#[test]
fn destcolor_zero_multiplies_with_the_target() {
    let t = TestDevice::new();
    blend_states(&t, D3DBLEND_DESTCOLOR, D3DBLEND_ZERO);
    let (dst, src) = (0xFF8040FF, 0xFF80FF40);
    assert_close_rgb(blend_once(&t, dst, src), modulate(src, dst), 1);
}

#[test]
fn color_factors_srccolor_invsrccolor_invdestcolor() {
    let t = TestDevice::new();
    let (dst, src) = (0xFF60A0E0, 0xFF4080C0);
    blend_states(&t, D3DBLEND_ZERO, D3DBLEND_INVSRCCOLOR);
    assert_close_rgb(blend_once(&t, dst, src), per_channel(src, dst, |s, d| d * (1.0 - s)), 1);
    blend_states(&t, D3DBLEND_SRCCOLOR, D3DBLEND_ZERO);
    assert_close_rgb(blend_once(&t, dst, src), per_channel(src, dst, |s, _| s * s), 1);
    blend_states(&t, D3DBLEND_INVDESTCOLOR, D3DBLEND_ZERO);
    assert_close_rgb(blend_once(&t, dst, src), per_channel(src, dst, |s, d| s * (1.0 - d)), 1);
}

#[test]
fn every_blend_op() {
    let t = TestDevice::new();
    let (dst, src) = (0xFF80C020, 0xFFA04060);
    blend_states(&t, D3DBLEND_ONE, D3DBLEND_ONE);
    type Op = fn(f32, f32) -> f32;
    let cases: [(u32, Op); 5] = [
        (D3DBLENDOP_ADD, |s, d| s + d),
        (D3DBLENDOP_SUBTRACT, |s, d| s - d),
        (D3DBLENDOP_REVSUBTRACT, |s, d| d - s),
        (D3DBLENDOP_MIN, |s, d| s.min(d)),
        (D3DBLENDOP_MAX, |s, d| s.max(d)),
    ];
    for (op, f) in cases {
        t.rs(D3DRS_BLENDOP, op);
        let got = blend_once(&t, dst, src);
        let want = per_channel(src, dst, f);
        assert!(
            color_distance(got, want, true) <= 1,
            "blend op {op}: got {got:08x}, expected {want:08x}"
        );
    }
}

#[test]
fn min_and_max_ignore_the_blend_factors() {
    let t = TestDevice::new();
    let (dst, src) = (0xFF80C020, 0xFFA04060);
    blend_states(&t, D3DBLEND_ZERO, D3DBLEND_ZERO);
    t.rs(D3DRS_BLENDOP, D3DBLENDOP_MIN);
    assert_close_rgb(blend_once(&t, dst, src), 0x804020, 0);
    t.rs(D3DRS_BLENDOP, D3DBLENDOP_MAX);
    assert_close_rgb(blend_once(&t, dst, src), 0xA0C060, 0);
}

#[test]
fn blend_factor_constant_and_its_inverse() {
    let t = TestDevice::new();
    let (dst, src, k) = (0xFF2080F0, 0xFFF08020, 0x40C08040);
    t.rs(D3DRS_BLENDFACTOR, k);
    blend_states(&t, D3DBLEND_BLENDFACTOR, D3DBLEND_INVBLENDFACTOR);
    let want = (0..3).fold(0, |acc, i| {
        let (s, d, f) = (
            chan(src, i) as f32 / 255.0,
            chan(dst, i) as f32 / 255.0,
            chan(k, i) as f32 / 255.0,
        );
        acc | (((s * f + d * (1.0 - f)) * 255.0).round() as u32) << (8 * i)
    });
    assert_close_rgb(blend_once(&t, dst, src), want, 1);
    // Changing only the factor value takes effect for the next draw.
    t.rs(D3DRS_BLENDFACTOR, 0xFFFFFFFF);
    assert_close_rgb(blend_once(&t, dst, src), src, 0);
}

#[test]
fn bothsrcalpha_and_bothinvsrcalpha_override_the_destination_factor() {
    let t = TestDevice::new();
    let (dst, src) = (0xFF2080F0, 0x40F08020);
    let sa = a(src);
    blend_states(&t, D3DBLEND_BOTHSRCALPHA, D3DBLEND_ZERO);
    assert_close_rgb(
        blend_once(&t, dst, src),
        per_channel(src, dst, |s, d| s * sa + d * (1.0 - sa)),
        1,
    );
    blend_states(&t, D3DBLEND_BOTHINVSRCALPHA, D3DBLEND_ONE);
    assert_close_rgb(
        blend_once(&t, dst, src),
        per_channel(src, dst, |s, d| s * (1.0 - sa) + d * sa),
        1,
    );
}

#[test]
fn destination_alpha_of_an_x8r8g8b8_target_reads_one() {
    let t = TestDevice::new();
    let (dst, src) = (0x00204060, 0x80C0A080);
    blend_states(&t, D3DBLEND_DESTALPHA, D3DBLEND_INVDESTALPHA);
    assert_close_rgb(blend_once(&t, dst, src), src, 0);
    blend_states(&t, D3DBLEND_INVDESTALPHA, D3DBLEND_DESTALPHA);
    assert_close_rgb(blend_once(&t, dst, src), dst, 0);
}

#[test]
fn destination_alpha_of_an_argb_target_is_the_stored_alpha() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let (dst, src) = (0x40204060, 0xFFC0A080);
    let da = a(dst);
    blend_states(&t, D3DBLEND_DESTALPHA, D3DBLEND_INVDESTALPHA);
    let got = blend_once(&t, dst, src);
    let want = per_channel(src, dst, |s, d| s * da + d * (1.0 - da));
    assert_close_rgb(got, want, 1);
    // Alpha blends with the same factors: 1 * 0.25 + 0.25 * 0.75.
    let want_a = ((a(src) * da + da * (1.0 - da)) * 255.0).round() as u32;
    assert!(
        chan(got, 3).abs_diff(want_a) <= 1,
        "alpha {:02x}, expected {want_a:02x}",
        chan(got, 3)
    );
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

#[test]
fn srcalphasat_uses_the_smaller_of_source_alpha_and_inverse_destination_alpha() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let (dst, src) = (0x40000000, 0xFF8040C0);
    blend_states(&t, D3DBLEND_SRCALPHASAT, D3DBLEND_ZERO);
    let f = a(src).min(1.0 - a(dst));
    let got = blend_once(&t, dst, src);
    assert_close_rgb(got, per_channel(src, 0, |s, _| s * f), 1);
    // The alpha factor of SRCALPHASAT is 1.
    assert!(chan(got, 3).abs_diff(0xFF) <= 1, "alpha {:02x}", chan(got, 3));
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

#[test]
fn separate_alpha_blend_uses_its_own_factors_and_op() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let (dst, src) = (0x60102030, 0xA0F0E0D0);
    blend_states(&t, D3DBLEND_ONE, D3DBLEND_ZERO);
    t.rs(D3DRS_SEPARATEALPHABLENDENABLE, 1);
    t.rs(D3DRS_SRCBLENDALPHA, D3DBLEND_ZERO);
    t.rs(D3DRS_DESTBLENDALPHA, D3DBLEND_ONE);
    let got = blend_once(&t, dst, src);
    assert_close_argb(got, 0x60F0E0D0, 0);
    // Separate op: alpha = dst - src (REVSUBTRACT, ONE, ONE) saturates at 0.
    t.rs(D3DRS_SRCBLENDALPHA, D3DBLEND_ONE);
    t.rs(D3DRS_BLENDOPALPHA, D3DBLENDOP_REVSUBTRACT);
    let got = blend_once(&t, dst, src);
    assert_close_argb(got, 0x00F0E0D0, 0);
    // With SEPARATEALPHABLENDENABLE off, alpha uses the colour factors.
    t.rs(D3DRS_SEPARATEALPHABLENDENABLE, 0);
    let got = blend_once(&t, dst, src);
    assert_close_argb(got, src, 0);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

#[test]
fn color_write_enable_masks_channels() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    t.rs(
        D3DRS_COLORWRITEENABLE,
        D3DCOLORWRITEENABLE_GREEN | D3DCOLORWRITEENABLE_ALPHA,
    );
    let got = blend_once(&t, 0x11223344, 0xAABBCCDD);
    assert_close_argb(got, 0xAA22CC44, 0);
    t.rs(
        D3DRS_COLORWRITEENABLE,
        D3DCOLORWRITEENABLE_RED | D3DCOLORWRITEENABLE_BLUE,
    );
    let got = blend_once(&t, 0x11223344, 0xAABBCCDD);
    assert_close_argb(got, 0x11BB33DD, 0);
    t.rs(D3DRS_COLORWRITEENABLE, 0);
    let got = blend_once(&t, 0x11223344, 0xAABBCCDD);
    assert_close_argb(got, 0x11223344, 0);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

#[test]
fn blending_applies_to_each_draw_in_order() {
    // Three half-transparent layers over black: each blend reads the previous
    // result.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    blend_states(&t, D3DBLEND_SRCALPHA, D3DBLEND_INVSRCALPHA);
    t.rs(D3DRS_ZENABLE, 0);
    let layers = [0x80FF0000u32, 0x8000FF00, 0x800000FF];
    t.begin();
    for c in layers {
        t.draw_full(c);
    }
    t.end();
    let mut want = 0xFF000000u32;
    for c in layers {
        let sa = a(c);
        want = per_channel(c, want, |s, d| s * sa + d * (1.0 - sa));
    }
    // Three rounding steps: tolerance 2.
    assert_close_rgb(t.read_rt().at(10, 10), want, 2);
}

#[test]
fn srcalphasat_on_a_fresh_x8r8g8b8_target_reads_destination_alpha_as_one() {
    // X8R8G8B8 has no alpha: destination alpha is 1 even before anything wrote
    // the target, so SRCALPHASAT = min(As, 1 - 1) = 0.
    let t = TestDevice::new();
    let rt = t.create_rt(64, 64, D3DFMT_X8R8G8B8, false);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    t.rs(D3DRS_ZENABLE, 0);
    t.begin();
    t.draw_full(0xFF000000); // defines the colour (blending off)
    blend_states(&t, D3DBLEND_SRCALPHASAT, D3DBLEND_ONE);
    t.draw_full(0xFF808080);
    t.end();
    let img = read_surface(t.dev, rt);
    assert_rgb(&img, 32, 32, 0x000000, 1);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}
