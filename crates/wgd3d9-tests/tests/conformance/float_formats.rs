//! Floating-point formats: textures of D3DFMT_R16F, G16R16F, A16B16G16R16F,
//! R32F, G32R32F and A32B32G32R32F sample their values with D3D9's 1 in the
//! channels a format lacks; render targets of them keep values outside
//! 0..1 (read back through GetRenderTargetData bit for bit for 32-bit
//! formats), clear, and sample back. Colours reaching the 8-bit back buffer
//! are compared with tolerance 1 per channel; 16-bit float values with the
//! half float's precision (values used are exact in half floats).

use crate::shader_util::*;
use wgd3d9_tests::*;

fn half(v: f32) -> u16 {
    // The values used (0, 0.25, 0.5, 0.75, 1, 2, -1.5) have exact halves.
    let bits = v.to_bits();
    if v == 0.0 {
        return 0;
    }
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xFF) as i32 - 127 + 15;
    let mant = ((bits >> 13) & 0x3FF) as u16;
    sign | ((exp as u16) << 10) | mant
}

/// A managed 1x1 texture of `format` holding the bytes `texel`.
pub(crate) fn texel_texture(t: &TestDevice, format: u32, texel: &[u8]) -> *mut IDirect3DTexture9 {
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        1,
        1,
        1,
        0,
        format,
        D3DPOOL_MANAGED,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK, "format {format}");
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
    // SAFETY: a locked 1x1 level holds one texel.
    unsafe { std::ptr::copy_nonoverlapping(texel.as_ptr(), lr.pBits as *mut u8, texel.len()) };
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    tex
}

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn f16s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| half(*x).to_le_bytes()).collect()
}

const SAMPLE_PS: &str = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";
/// Writes the sample's alpha to red, green and blue.
const SAMPLE_ALPHA_PS: &str = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0.a\n";

/// Draws the full target sampling `tex` with the bound pixel shader; the RGB
/// colour at the centre (the back buffer has no alpha).
fn draw_sampling(t: &TestDevice, tex: *mut IDirect3DTexture9) -> u32 {
    t.set_texture(0, tex);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, t.width, t.height, 0xFFFFFFFF);
    t.end();
    t.read_rt().at(t.width / 2, t.height / 2) & 0xFFFFFF
}

/// What sampling `tex` returns, as ARGB (alpha read through a second draw
/// that writes it to the colour channels).
pub(crate) fn sample(t: &TestDevice, tex: *mut IDirect3DTexture9) -> u32 {
    let (colour, alpha) = (ps(t, SAMPLE_PS), ps(t, SAMPLE_ALPHA_PS));
    assert_eq!(vcall!(t.dev, SetPixelShader, colour), D3D_OK);
    let rgb = draw_sampling(t, tex);
    assert_eq!(vcall!(t.dev, SetPixelShader, alpha), D3D_OK);
    let a = draw_sampling(t, tex) & 0xFF;
    release!(colour);
    release!(alpha);
    (a << 24) | rgb
}

fn argb(a: f32, r: f32, g: f32, b: f32) -> u32 {
    (to8(a) << 24) | rgb(r, g, b)
}

fn assert_argb(got: u32, expected: u32, what: &str) {
    assert!(
        color_distance(got, expected, false) <= 1,
        "{what}: got {got:08x}, expected {expected:08x}"
    );
}

#[test]
fn float_textures_sample_their_channels_and_one_for_the_missing_ones() {
    let t = TestDevice::new();
    // (format, texel bytes, expected a, r, g, b)
    let cases: [(u32, Vec<u8>, [f32; 4]); 6] = [
        (D3DFMT_R16F, f16s(&[0.25]), [1.0, 0.25, 1.0, 1.0]),
        (D3DFMT_G16R16F, f16s(&[0.25, 0.5]), [1.0, 0.25, 0.5, 1.0]),
        (
            D3DFMT_A16B16G16R16F,
            f16s(&[0.25, 0.5, 0.75, 0.0]),
            [0.0, 0.25, 0.5, 0.75],
        ),
        (D3DFMT_R32F, f32s(&[0.75]), [1.0, 0.75, 1.0, 1.0]),
        (D3DFMT_G32R32F, f32s(&[0.75, 0.25]), [1.0, 0.75, 0.25, 1.0]),
        (
            D3DFMT_A32B32G32R32F,
            f32s(&[0.5, 0.25, 0.0, 0.75]),
            [0.75, 0.5, 0.25, 0.0],
        ),
    ];
    for (format, texel, [a, r, g, b]) in cases {
        let tex = texel_texture(&t, format, &texel);
        let got = sample(&t, tex);
        assert_argb(got, argb(a, r, g, b), &format!("format {format}"));
        release!(tex);
    }
}

/// A render-target texture of `format`, `w` x `h`, and its level 0.
pub(crate) fn float_target(
    t: &TestDevice,
    format: u32,
    w: u32,
    h: u32,
) -> (*mut IDirect3DTexture9, *mut IDirect3DSurface9) {
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        w,
        h,
        1,
        D3DUSAGE_RENDERTARGET,
        format,
        D3DPOOL_DEFAULT,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK, "format {format}");
    let mut s = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut s), D3D_OK);
    (tex, s)
}

/// GetRenderTargetData of `rt` (`format`, `size` x `size`): the `n` bytes of
/// pixel `at`.
pub(crate) fn read_texel(
    t: &TestDevice,
    rt: *mut IDirect3DSurface9,
    format: u32,
    size: u32,
    at: (u32, u32),
    n: usize,
) -> Vec<u8> {
    let (w, h, (x, y)) = (size, size, at);
    let mut sys = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateOffscreenPlainSurface,
        w,
        h,
        format,
        D3DPOOL_SYSTEMMEM,
        &mut sys,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, rt, sys), D3D_OK);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(
        vcall!(sys, LockRect, &mut lr, std::ptr::null(), D3DLOCK_READONLY),
        D3D_OK
    );
    // SAFETY: (x, y) is inside the locked surface; a texel is n bytes.
    let bytes = unsafe {
        std::slice::from_raw_parts(
            (lr.pBits as *const u8).add(y as usize * lr.Pitch as usize + x as usize * n),
            n,
        )
    }
    .to_vec();
    assert_eq!(vcall!(sys, UnlockRect), D3D_OK);
    release!(sys);
    bytes
}

fn floats(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn float_render_targets_keep_values_outside_zero_to_one() {
    let t = TestDevice::new();
    let p = ps(&t, "ps_2_0\nmov oC0, c0\n");
    let mut back = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut back), D3D_OK);
    let value = [2.0f32, -1.5, 0.25, 0.75];
    for (format, own) in [(D3DFMT_A32B32G32R32F, 4usize), (D3DFMT_G32R32F, 2), (D3DFMT_R32F, 1)] {
        let (tex, rt) = float_target(&t, format, 8, 8);
        assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
        assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
        ps_const(&t, 0, value);
        t.clear(0xFF000000);
        t.begin();
        t.draw_rect(0, 0, 8, 8, 0xFFFFFFFF);
        t.end();
        let got = floats(&read_texel(&t, rt, format, 8, (3, 5), 4 * own));
        assert_eq!(got, value[..own], "format {format}: the written channels, exactly");
        release!(rt);
        release!(tex);
    }
    // A 16-bit float target holds halves.
    let (tex, rt) = float_target(&t, D3DFMT_A16B16G16R16F, 8, 8);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    t.begin();
    t.draw_rect(0, 0, 8, 8, 0xFFFFFFFF);
    t.end();
    let got = read_texel(&t, rt, D3DFMT_A16B16G16R16F, 8, (1, 1), 8);
    assert_eq!(got, f16s(&value));
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, back), D3D_OK);
    release!(rt);
    release!(tex);
    release!(back);
    release!(p);
}

#[test]
fn an_r32f_target_drawn_and_cleared_samples_with_one_in_green_blue_and_alpha() {
    let t = TestDevice::new();
    let mut back = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut back), D3D_OK);
    let write = ps(&t, "ps_2_0\nmov oC0, c0\n");
    let (tex, rt) = float_target(&t, D3DFMT_R32F, 4, 4);
    // Drawn without a clear first: the missing channels already read 1.
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, write), D3D_OK);
    ps_const(&t, 0, [0.25, 0.0, 0.0, 0.0]);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_ZBUFFER, 0, 1.0, 0),
        D3D_OK
    );
    t.begin();
    t.draw_rect(0, 0, 4, 4, 0xFFFFFFFF);
    t.end();
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, back), D3D_OK);
    assert_argb(sample(&t, tex), argb(1.0, 0.25, 1.0, 1.0), "drawn");
    // A clear writes red from the colour's red channel; the rest reads 1.
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0x00400000, 1.0, 0),
        D3D_OK
    );
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, back), D3D_OK);
    assert_argb(sample(&t, tex), argb(1.0, 64.0 / 255.0, 1.0, 1.0), "cleared");
    let red = floats(&read_texel(&t, rt, D3DFMT_R32F, 4, (0, 0), 4))[0];
    assert!((red - 64.0 / 255.0).abs() < 1e-6, "cleared red {red}");
    release!(rt);
    release!(tex);
    release!(back);
    release!(write);
}

#[test]
fn float_formats_are_reported_with_what_they_support() {
    let t = TestDevice::new();
    let mut d3d = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDirect3D, &mut d3d), D3D_OK);
    let check = |usage: u32, format: u32| {
        vcall!(
            d3d,
            CheckDeviceFormat,
            0,
            D3DDEVTYPE_HAL,
            D3DFMT_X8R8G8B8,
            usage,
            D3DRTYPE_TEXTURE,
            format
        )
    };
    for f in [
        D3DFMT_R16F,
        D3DFMT_G16R16F,
        D3DFMT_A16B16G16R16F,
        D3DFMT_R32F,
        D3DFMT_G32R32F,
        D3DFMT_A32B32G32R32F,
    ] {
        assert_eq!(check(0, f), D3D_OK, "texture {f}");
        assert_eq!(check(D3DUSAGE_RENDERTARGET, f), D3D_OK, "render target {f}");
        assert_eq!(check(D3DUSAGE_QUERY_FILTER, f), D3D_OK, "filtered {f}");
        let blends = !matches!(f, D3DFMT_R32F | D3DFMT_G32R32F | D3DFMT_A32B32G32R32F);
        let expected = if blends { D3D_OK } else { D3DERR_NOTAVAILABLE };
        assert_eq!(
            check(D3DUSAGE_RENDERTARGET | D3DUSAGE_QUERY_POSTPIXELSHADER_BLENDING, f),
            expected,
            "blending into {f}"
        );
    }
    release!(d3d);
}
