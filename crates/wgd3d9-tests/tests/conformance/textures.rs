//! 2D textures: every supported format as the pixel pipeline sees it (32-bit
//! byte orders, X formats reading alpha 1, the 16-bit, luminance and alpha
//! formats' expansion to 8 bits per channel, DXT blocks), mip chains and mip
//! selection, MAXMIPLEVEL, every address mode, linear and anisotropic
//! filtering, and the LockRect / UnlockRect / AddDirtyRect rules.

use crate::surface_util::rect;
use wgd3d9_tests::*;

/// Expands an n-bit value to 8 bits as value / max, rounded.
fn expand(v: u32, bits: u32) -> u32 {
    ((v as f32 / ((1 << bits) - 1) as f32) * 255.0).round() as u32
}

/// Draws `tex` over pixels 0..8w, 0..8h (texel (i, j) covers 8x8 pixels centred
/// at (8i + 4, 8j + 4)) into an A8R8G8B8 target with COLOROP and ALPHAOP
/// SELECTARG1(TEXTURE); returns the target's pixels.
fn sample(t: &TestDevice, tex: *mut IDirect3DTexture9, w: u32, h: u32) -> Image {
    let rt = t.bind_argb_target();
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0x00000000, 1.0, 0),
        D3D_OK
    );
    t.rs(D3DRS_ZENABLE, 0);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.tss(0, D3DTSS_ALPHAOP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_ALPHAARG1, D3DTA_TEXTURE);
    t.set_texture(0, tex);
    t.begin();
    t.draw_tex_rect(0, 0, 8 * w, 8 * h, 0xFFFFFFFF);
    t.end();
    let img = read_surface(t.dev, rt);
    t.set_texture(0, std::ptr::null_mut());
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
    img
}

/// The sampled value of texel (i, j) in an image from [`sample`].
fn texel(img: &Image, i: u32, j: u32) -> u32 {
    img.at(8 * i + 4, 8 * j + 4)
}

#[track_caller]
fn assert_texel(img: &Image, i: u32, j: u32, expected: u32, tol: u32) {
    let got = texel(img, i, j);
    assert!(
        color_distance(got, expected, false) <= tol,
        "texel ({i}, {j}) sampled as {got:08x}, expected {expected:08x} (argb tolerance {tol})"
    );
}

#[test]
fn a8r8g8b8_texels_are_sampled_exactly() {
    let t = TestDevice::new();
    let colors = [
        0xFF0000FFu32,
        0x80FF0000,
        0x4000FF00,
        0x00FFFFFF,
        0xC0123456,
        0xFF000000,
        0x7F7F7F7F,
        0x01020304,
    ];
    let tex = texture_from_fn(t.dev, 4, 2, D3DFMT_A8R8G8B8, |x, y| colors[(y * 4 + x) as usize]);
    let img = sample(&t, tex, 4, 2);
    for j in 0..2 {
        for i in 0..4 {
            assert_texel(&img, i, j, colors[(j * 4 + i) as usize], 0);
        }
    }
    assert_eq!(release!(tex), 0);
}

#[test]
fn x8r8g8b8_and_x8b8g8r8_texels_read_alpha_one() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 2, 1, D3DFMT_X8R8G8B8, |x, _| {
        if x == 0 {
            0x00112233
        } else {
            0x80445566
        }
    });
    let img = sample(&t, tex, 2, 1);
    assert_texel(&img, 0, 0, 0xFF112233, 0);
    assert_texel(&img, 1, 0, 0xFF445566, 0);
    assert_eq!(release!(tex), 0);
    // X8B8G8R8: memory order R, G, B, X.
    let tex = texture_from_fn(t.dev, 1, 1, D3DFMT_X8B8G8R8, |_, _| 0x00332211);
    let img = sample(&t, tex, 1, 1);
    assert_texel(&img, 0, 0, 0xFF112233, 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn a8b8g8r8_texels_swap_red_and_blue() {
    let t = TestDevice::new();
    // D3DFMT_A8B8G8R8 as a DWORD: 0xAABBGGRR.
    let tex = texture_from_fn(t.dev, 1, 1, D3DFMT_A8B8G8R8, |_, _| 0x80C08040);
    let img = sample(&t, tex, 1, 1);
    assert_texel(&img, 0, 0, 0x804080C0, 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn r5g6b5_texels_expand_to_8_bits() {
    let t = TestDevice::new();
    let texels: [u16; 4] = [0xF800, 0x07E0, 0x001F, (16 << 11) | (32 << 5) | 8];
    let tex = create_texture(t.dev, 4, 1, 1, 0, D3DFMT_R5G6B5, D3DPOOL_MANAGED);
    fill_level16(tex, 0, |x, _| texels[x as usize]);
    let img = sample(&t, tex, 4, 1);
    // Expansion is value / (2^n - 1): tolerance 1 for the rounding of the
    // expansion.
    assert_texel(&img, 0, 0, 0xFFFF0000, 0);
    assert_texel(&img, 1, 0, 0xFF00FF00, 0);
    assert_texel(&img, 2, 0, 0xFF0000FF, 0);
    assert_texel(&img, 3, 0, argb(255, expand(16, 5), expand(32, 6), expand(8, 5)), 1);
    assert_eq!(release!(tex), 0);
}

#[test]
fn x1r5g5b5_and_a1r5g5b5_texels() {
    let t = TestDevice::new();
    let texels: [u16; 2] = [(10 << 10) | (20 << 5) | 30, 0x8000 | (31 << 10) | 5];
    for (format, alpha) in [(D3DFMT_X1R5G5B5, [255, 255]), (D3DFMT_A1R5G5B5, [0, 255])] {
        let tex = create_texture(t.dev, 2, 1, 1, 0, format, D3DPOOL_MANAGED);
        fill_level16(tex, 0, |x, _| texels[x as usize]);
        let img = sample(&t, tex, 2, 1);
        assert_texel(
            &img,
            0,
            0,
            argb(alpha[0], expand(10, 5), expand(20, 5), expand(30, 5)),
            1,
        );
        assert_texel(&img, 1, 0, argb(alpha[1], 255, 0, expand(5, 5)), 1);
        assert_eq!(release!(tex), 0, "format {format:#x}");
    }
}

#[test]
fn a4r4g4b4_and_x4r4g4b4_texels() {
    let t = TestDevice::new();
    let texels: [u16; 2] = [0x8F05, 0x3ACE];
    for (format, x_format) in [(D3DFMT_A4R4G4B4, false), (D3DFMT_X4R4G4B4, true)] {
        let tex = create_texture(t.dev, 2, 1, 1, 0, format, D3DPOOL_MANAGED);
        fill_level16(tex, 0, |x, _| texels[x as usize]);
        let img = sample(&t, tex, 2, 1);
        for (i, &v) in texels.iter().enumerate() {
            let v = v as u32;
            let a = if x_format { 255 } else { expand(v >> 12, 4) };
            assert_texel(
                &img,
                i as u32,
                0,
                argb(a, expand((v >> 8) & 15, 4), expand((v >> 4) & 15, 4), expand(v & 15, 4)),
                0,
            );
        }
        assert_eq!(release!(tex), 0, "format {format:#x}");
    }
}

#[test]
fn a8_l8_a8l8_and_a4l4_texels() {
    let t = TestDevice::new();
    // A8: colour 0, alpha from the texel.
    let tex = create_texture(t.dev, 2, 1, 1, 0, D3DFMT_A8, D3DPOOL_MANAGED);
    fill_level8(tex, 0, |x, _| if x == 0 { 0x40 } else { 0xC0 });
    let img = sample(&t, tex, 2, 1);
    assert_texel(&img, 0, 0, 0x40000000, 0);
    assert_texel(&img, 1, 0, 0xC0000000, 0);
    assert_eq!(release!(tex), 0);
    // L8: grey, alpha 1.
    let tex = create_texture(t.dev, 2, 1, 1, 0, D3DFMT_L8, D3DPOOL_MANAGED);
    fill_level8(tex, 0, |x, _| if x == 0 { 0x40 } else { 0xC0 });
    let img = sample(&t, tex, 2, 1);
    assert_texel(&img, 0, 0, 0xFF404040, 0);
    assert_texel(&img, 1, 0, 0xFFC0C0C0, 0);
    assert_eq!(release!(tex), 0);
    // A8L8: low byte luminance, high byte alpha.
    let tex = create_texture(t.dev, 1, 1, 1, 0, D3DFMT_A8L8, D3DPOOL_MANAGED);
    fill_level16(tex, 0, |_, _| 0x8030);
    assert_texel(&sample(&t, tex, 1, 1), 0, 0, 0x80303030, 0);
    assert_eq!(release!(tex), 0);
    // A4L4: high nibble alpha, low nibble luminance.
    let tex = create_texture(t.dev, 1, 1, 1, 0, D3DFMT_A4L4, D3DPOOL_MANAGED);
    fill_level8(tex, 0, |_, _| 0x3C);
    assert_texel(
        &sample(&t, tex, 1, 1),
        0,
        0,
        argb(expand(3, 4), expand(12, 4), expand(12, 4), expand(12, 4)),
        0,
    );
    assert_eq!(release!(tex), 0);
}

/// A DXT colour block: endpoints c0, c1 (R5G6B5) and 2-bit indices (texel
/// (x, y) at bits 2 * (4y + x)).
fn color_block(c0: u16, c1: u16, indices: u32) -> [u8; 8] {
    let mut b = [0u8; 8];
    b[0..2].copy_from_slice(&c0.to_le_bytes());
    b[2..4].copy_from_slice(&c1.to_le_bytes());
    b[4..8].copy_from_slice(&indices.to_le_bytes());
    b
}

/// Writes one 4x4 block into level 0 of a compressed texture.
fn write_block(tex: *mut IDirect3DTexture9, block: &[u8]) {
    fill_level(tex, 0, block.len(), 1, |row, _| row.copy_from_slice(block));
}

fn dxt_supported(t: &TestDevice, format: u32) -> bool {
    vcall!(
        t.d3d,
        CheckDeviceFormat,
        0,
        D3DDEVTYPE_HAL,
        D3DFMT_X8R8G8B8,
        0,
        D3DRTYPE_TEXTURE,
        format
    ) == D3D_OK
}

#[test]
fn dxt1_blocks_decode_to_their_endpoint_palette() {
    let t = TestDevice::new();
    if !dxt_supported(&t, D3DFMT_DXT1) {
        return;
    }
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_DXT1, D3DPOOL_MANAGED);
    // Row 0: indices 0, 1, 2, 3 (c0 red > c1 blue: four-colour mode); other rows 0.
    write_block(tex, &color_block(0xF800, 0x001F, 0b11_10_01_00));
    let img = sample(&t, tex, 4, 4);
    assert_texel(&img, 0, 0, 0xFFFF0000, 0);
    assert_texel(&img, 1, 0, 0xFF0000FF, 0);
    // Interpolated entries 2/3 c0 + 1/3 c1 and 1/3 c0 + 2/3 c1; decoders
    // differ by one or two in the rounding of the thirds: tolerance 2.
    assert_texel(&img, 2, 0, 0xFFAA0055, 2);
    assert_texel(&img, 3, 0, 0xFF5500AA, 2);
    assert_texel(&img, 2, 3, 0xFFFF0000, 0);
    // Three-colour mode (c0 <= c1): index 3 is transparent black.
    write_block(tex, &color_block(0x001F, 0xF800, 0b11_10_01_00));
    let img = sample(&t, tex, 4, 4);
    assert_texel(&img, 0, 0, 0xFF0000FF, 0);
    assert_texel(&img, 1, 0, 0xFFFF0000, 0);
    assert_texel(&img, 2, 0, 0xFF800080, 1); // (c0 + c1) / 2
    assert_texel(&img, 3, 0, 0x00000000, 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn dxt3_and_dxt5_blocks_carry_alpha() {
    let t = TestDevice::new();
    if !dxt_supported(&t, D3DFMT_DXT3) || !dxt_supported(&t, D3DFMT_DXT5) {
        return;
    }
    // DXT3: explicit 4-bit alpha per texel (row 0: 0, 5, 10, 15), colour green.
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_DXT3, D3DPOOL_MANAGED);
    let mut block = Vec::new();
    block.extend_from_slice(&0xFA50u64.to_le_bytes());
    block.extend_from_slice(&color_block(0x07E0, 0x07E0, 0));
    write_block(tex, &block);
    let img = sample(&t, tex, 4, 4);
    for (i, a) in [0u32, 5, 10, 15].into_iter().enumerate() {
        assert_texel(&img, i as u32, 0, argb(expand(a, 4), 0, 255, 0), 0);
    }
    assert_eq!(release!(tex), 0);
    // DXT5: alpha endpoints 255 and 0 (8-entry mode); row 0 indices 0, 1, 2, 7.
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_DXT5, D3DPOOL_MANAGED);
    let indices: u64 = 1 << 3 | 2 << 6 | 7 << 9;
    let mut block = vec![255u8, 0];
    block.extend_from_slice(&indices.to_le_bytes()[..6]);
    block.extend_from_slice(&color_block(0x001F, 0x001F, 0));
    write_block(tex, &block);
    let img = sample(&t, tex, 4, 4);
    assert_texel(&img, 0, 0, 0xFF0000FF, 0);
    assert_texel(&img, 1, 0, 0x000000FF, 0);
    // Index 2: (6 * 255 + 1 * 0) / 7 = 218.6; decoders round differently: tolerance 1.
    assert_texel(&img, 2, 0, argb(219, 0, 0, 255), 1);
    // Index 7 in 8-entry mode: (1 * 255 + 6 * 0) / 7 = 36.4.
    assert_texel(&img, 3, 0, argb(36, 0, 0, 255), 1);
    assert_eq!(release!(tex), 0);
}

/// A 16x16 texture with a full chain, level l filled with `LEVEL_COLORS[l]`.
const LEVEL_COLORS: [u32; 5] = [0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFFFF00, 0xFFFF00FF];

fn mip_texture(t: &TestDevice) -> *mut IDirect3DTexture9 {
    let tex = create_texture(t.dev, 16, 16, 0, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    assert_eq!(vcall!(tex, GetLevelCount), 5);
    for (l, &c) in LEVEL_COLORS.iter().enumerate() {
        let mut d = D3DSURFACE_DESC::default();
        assert_eq!(vcall!(tex, GetLevelDesc, l as u32, &mut d), D3D_OK);
        assert_eq!((d.Width, d.Height), (16 >> l, 16 >> l));
        fill_level32(tex, l as u32, |_, _| c);
    }
    tex
}

/// Draws the mip texture on squares of 16, 8, 4 and 2 pixels (level of detail
/// 0, 1, 2, 3) and returns the colour in each.
fn mip_samples(t: &TestDevice, tex: *mut IDirect3DTexture9) -> [u32; 4] {
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.begin();
    let mut x = 0;
    let mut at = [(0, 0); 4];
    for (i, size) in [16u32, 8, 4, 2].into_iter().enumerate() {
        t.draw_tex_rect(x, 0, x + size, size, 0xFFFFFFFF);
        at[i] = (x + size / 2, size / 2);
        x += size + 4;
    }
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    let img = t.read_rt();
    at.map(|(x, y)| img.at(x, y) | 0xFF000000)
}

#[test]
fn mip_filter_point_selects_the_level_matching_the_size() {
    let t = TestDevice::new();
    let tex = mip_texture(&t);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    assert_eq!(
        mip_samples(&t, tex),
        [LEVEL_COLORS[0], LEVEL_COLORS[1], LEVEL_COLORS[2], LEVEL_COLORS[3]]
    );
    // MIPFILTER NONE: always level 0.
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_NONE);
    assert_eq!(mip_samples(&t, tex), [LEVEL_COLORS[0]; 4]);
    assert_eq!(release!(tex), 0);
}

#[test]
fn max_mip_level_is_the_largest_level_used() {
    let t = TestDevice::new();
    let tex = mip_texture(&t);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 2);
    assert_eq!(
        mip_samples(&t, tex),
        [LEVEL_COLORS[2], LEVEL_COLORS[2], LEVEL_COLORS[2], LEVEL_COLORS[3]]
    );
    let mut v = 0;
    assert_eq!(vcall!(t.dev, GetSamplerState, 0, D3DSAMP_MAXMIPLEVEL, &mut v), D3D_OK);
    assert_eq!(v, 2);
    assert_eq!(release!(tex), 0);
}

#[test]
fn set_lod_limits_sampling_and_mipfilter_none_ignores_max_mip_level() {
    let t = TestDevice::new();
    let tex = mip_texture(&t);
    // Without mip filtering MAXMIPLEVEL is ignored: level 0 everywhere.
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_NONE);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 2);
    assert_eq!(mip_samples(&t, tex), [LEVEL_COLORS[0]; 4]);
    // The texture's LOD is the largest level, with or without mip filtering;
    // with it, the larger of LOD and MAXMIPLEVEL wins.
    assert_eq!(vcall!(tex, SetLOD, 1), 0);
    assert_eq!(mip_samples(&t, tex), [LEVEL_COLORS[1]; 4]);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    assert_eq!(
        mip_samples(&t, tex),
        [LEVEL_COLORS[2], LEVEL_COLORS[2], LEVEL_COLORS[2], LEVEL_COLORS[3]]
    );
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 0);
    assert_eq!(
        mip_samples(&t, tex),
        [LEVEL_COLORS[1], LEVEL_COLORS[1], LEVEL_COLORS[2], LEVEL_COLORS[3]]
    );
    assert_eq!(vcall!(tex, SetLOD, 0), 1);
    assert_eq!(release!(tex), 0);
}

#[test]
fn mip_filter_linear_blends_two_levels() {
    // A 12-pixel square of a 16x16 texture: lod log2(16/12) = 0.415, between
    // level 0 (red) and 1 (green): 58.5% red, 41.5% green. Filtering weights
    // are approximate on GPUs: tolerance 8 (about 3%).
    let t = TestDevice::new();
    let tex = mip_texture(&t);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_LINEAR);
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.begin();
    t.draw_tex_rect(0, 0, 12, 12, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    let got = t.read_rt().at(6, 6);
    let lod = (16.0f32 / 12.0).log2();
    let want = argb(
        255,
        ((1.0 - lod) * 255.0).round() as u32,
        (lod * 255.0).round() as u32,
        0,
    );
    assert!(
        color_distance(got, want, true) <= 8,
        "got {got:08x}, expected about {want:08x}"
    );
    assert_eq!(release!(tex), 0);
}

/// A 2x1 texture (red, green) drawn over 64 pixels with u from `u0` to `u1`;
/// returns the colour at the centre of each 4-pixel column group.
fn address_row(t: &TestDevice, mode_u: u32, u0: f32, u1: f32, border: u32) -> Vec<u32> {
    let tex = texture_from_fn(t.dev, 2, 1, D3DFMT_X8R8G8B8, |x, _| {
        if x == 0 {
            0xFFFF0000
        } else {
            0xFF00FF00
        }
    });
    t.samp(0, D3DSAMP_ADDRESSU, mode_u);
    t.samp(0, D3DSAMP_BORDERCOLOR, border);
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.fvf(TL_TEX_FVF);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &tex_quad(0.0, 0.0, 64.0, 8.0, 0xFFFFFFFF, u0, 0.5, u1, 0.5),
    );
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
    let img = t.read_rt();
    (0..16).map(|i| img.at(i * 4 + 2, 4) & 0xFFFFFF).collect()
}

const R: u32 = 0xFF0000;
const G: u32 = 0x00FF00;

#[test]
fn wrap_mirror_and_clamp_address_modes() {
    let t = TestDevice::new();
    // u 0..4 over 64 pixels: each texel spans 8 pixels (two groups).
    let wrap = address_row(&t, D3DTADDRESS_WRAP, 0.0, 4.0, 0);
    assert_eq!(wrap, [R, R, G, G].repeat(4));
    let mirror = address_row(&t, D3DTADDRESS_MIRROR, 0.0, 4.0, 0);
    assert_eq!(mirror, [R, R, G, G, G, G, R, R].repeat(2));
    // u -1..3: clamp repeats the edge texels.
    let clamp = address_row(&t, D3DTADDRESS_CLAMP, -1.0, 3.0, 0);
    let mut want = vec![R; 4];
    want.extend_from_slice(&[R, R, G, G]);
    want.extend_from_slice(&[G; 8]);
    assert_eq!(clamp, want);
}

#[test]
fn border_address_mode_uses_the_border_colour() {
    let t = TestDevice::new();
    // SAFETY: plain data.
    let mut caps: D3DCAPS9 = unsafe { std::mem::zeroed() };
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut caps), D3D_OK);
    if caps.TextureAddressCaps & D3DPTADDRESSCAPS_BORDER == 0 {
        return;
    }
    for (border, c) in [(0xFFFFFFFFu32, 0xFFFFFF), (0xFF000000, 0x000000)] {
        let row = address_row(&t, D3DTADDRESS_BORDER, -1.0, 3.0, border);
        let mut want = vec![c; 4];
        want.extend_from_slice(&[R, R, G, G]);
        want.extend_from_slice(&[c; 8]);
        assert_eq!(row, want, "border colour {border:08x}");
    }
}

#[test]
fn address_modes_are_independent_per_axis() {
    let t = TestDevice::new();
    // 1x2 texture: top red, bottom green; v -1..3 down 64 rows, u 0.5.
    let tex = texture_from_fn(t.dev, 1, 2, D3DFMT_X8R8G8B8, |_, y| {
        if y == 0 {
            0xFFFF0000
        } else {
            0xFF00FF00
        }
    });
    t.samp(0, D3DSAMP_ADDRESSU, D3DTADDRESS_WRAP);
    t.samp(0, D3DSAMP_ADDRESSV, D3DTADDRESS_CLAMP);
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.fvf(TL_TEX_FVF);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &tex_quad(0.0, 0.0, 8.0, 64.0, 0xFFFFFFFF, 0.5, -1.0, 0.5, 3.0),
    );
    t.end();
    let img = t.read_rt();
    let col: Vec<u32> = (0..16).map(|i| img.at(4, i * 4 + 2) & 0xFFFFFF).collect();
    let mut want = vec![R; 6];
    want.extend_from_slice(&[G; 10]);
    assert_eq!(col, want);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

/// A black | white 2x1 texture magnified over 64 pixels with u 0..1 and clamp;
/// returns the red channel per pixel of row 4.
fn magnified(t: &TestDevice, mag: u32) -> Vec<u32> {
    let tex = texture_from_fn(t.dev, 2, 1, D3DFMT_X8R8G8B8, |x, _| {
        if x == 0 {
            0xFF000000
        } else {
            0xFFFFFFFF
        }
    });
    t.samp(0, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
    t.samp(0, D3DSAMP_MAGFILTER, mag);
    t.samp(0, D3DSAMP_MINFILTER, mag);
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 8, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
    let img = t.read_rt();
    (0..64).map(|x| chan(img.at(x, 4), 2)).collect()
}

#[test]
fn point_and_linear_magnification() {
    let t = TestDevice::new();
    let point = magnified(&t, D3DTEXF_POINT);
    for (x, &v) in point.iter().enumerate() {
        assert_eq!(v, if x < 32 { 0 } else { 255 }, "point filter at x = {x}");
    }
    let linear = magnified(&t, D3DTEXF_LINEAR);
    for (x, &v) in linear.iter().enumerate() {
        // Texel space position of the pixel centre: u * 2 - 0.5.
        let s = ((x as f32 + 0.5) / 64.0 * 2.0 - 0.5).clamp(0.0, 1.0);
        let want = (s * 255.0).round() as u32;
        // GPUs quantise filter weights (8 bits or fewer of sub-texel
        // precision): tolerance 3.
        assert!(v.abs_diff(want) <= 3, "linear filter at x = {x}: {v}, expected {want}");
    }
}

#[test]
fn anisotropic_filtering_blends_texels() {
    // How wide an anisotropic footprint is, is up to the hardware; D3D9 only
    // promises a filtered (not point-sampled) result: a monotonic ramp from
    // black to white with intermediate values.
    let t = TestDevice::new();
    t.samp(0, D3DSAMP_MAXANISOTROPY, 4);
    let aniso = magnified(&t, D3DTEXF_ANISOTROPIC);
    assert!(aniso[0] <= 3 && aniso[63] >= 252, "ends {} and {}", aniso[0], aniso[63]);
    assert!(aniso.windows(2).all(|w| w[1] + 1 >= w[0]), "not monotonic: {aniso:?}");
    let between = aniso.iter().filter(|&&v| (32..224).contains(&v)).count();
    assert!(between >= 8, "too few filtered values: {aniso:?}");
}

#[test]
fn lock_rules_for_pools_and_usages() {
    let t = TestDevice::new();
    let mut lr = D3DLOCKED_RECT::default();
    // DEFAULT pool, not dynamic: not lockable.
    let tex = create_texture(t.dev, 8, 8, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    assert_eq!(
        vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0),
        D3DERR_INVALIDCALL
    );
    assert_eq!(release!(tex), 0);
    // DEFAULT + DYNAMIC, MANAGED, SYSTEMMEM and SCRATCH are lockable.
    for (usage, pool) in [
        (D3DUSAGE_DYNAMIC, D3DPOOL_DEFAULT),
        (0, D3DPOOL_MANAGED),
        (0, D3DPOOL_SYSTEMMEM),
        (0, D3DPOOL_SCRATCH),
    ] {
        let tex = create_texture(t.dev, 8, 8, 2, usage, D3DFMT_A8R8G8B8, pool);
        assert_eq!(
            vcall!(tex, LockRect, 1, &mut lr, std::ptr::null(), 0),
            D3D_OK,
            "pool {pool}"
        );
        assert!(lr.Pitch >= 16);
        // Locking the same level twice fails; another level is independent.
        assert_eq!(
            vcall!(tex, LockRect, 1, &mut lr, std::ptr::null(), 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
        assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
        assert_eq!(vcall!(tex, UnlockRect, 1), D3D_OK);
        // Unlocking an unlocked level of a texture is allowed.
        assert_eq!(vcall!(tex, UnlockRect, 1), D3D_OK);
        // Levels out of range.
        assert_eq!(
            vcall!(tex, LockRect, 2, &mut lr, std::ptr::null(), 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!(release!(tex), 0);
    }
    // Dynamic textures cannot be managed.
    let mut bad = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateTexture,
            8,
            8,
            1,
            D3DUSAGE_DYNAMIC,
            D3DFMT_A8R8G8B8,
            D3DPOOL_MANAGED,
            &mut bad,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert!(bad.is_null());
}

#[test]
fn lock_rect_with_a_rectangle_points_into_the_level() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 8, 8, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    let mut whole = D3DLOCKED_RECT::default();
    assert_eq!(
        vcall!(tex, LockRect, 0, &mut whole, std::ptr::null(), D3DLOCK_READONLY),
        D3D_OK
    );
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    let r = RECT {
        left: 2,
        top: 3,
        right: 6,
        bottom: 8,
    };
    let mut part = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut part, &r, 0), D3D_OK);
    assert_eq!(part.Pitch, whole.Pitch);
    assert_eq!(
        part.pBits as usize,
        whole.pBits as usize + 3 * whole.Pitch as usize + 2 * 4
    );
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    // Rectangles empty or reaching outside the level are taken, as Windows
    // XP drivers take them: the pointer is where the rectangle would lie.
    for (bad, offset) in [
        (rect(0, 0, 9, 8), 0),
        (rect(4, 4, 2, 8), 4 * whole.Pitch as isize + 16),
        (rect(-1, 0, 2, 2), -4),
        (rect(2, -3, 4, 2), -3 * whole.Pitch as isize + 8),
    ] {
        assert_eq!(vcall!(tex, LockRect, 0, &mut part, &bad, 0), D3D_OK, "{bad:?}");
        assert_eq!(part.pBits as isize - whole.pBits as isize, offset, "{bad:?}");
        assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    }
    assert_eq!(release!(tex), 0);
}

/// A lock of a rectangle reaching past the level (taken outside
/// D3DPOOL_DEFAULT) uploads the part inside it; the default pool refuses it.
#[test]
fn a_lock_reaching_outside_the_level_updates_its_part_inside() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 4, 4, D3DFMT_A8R8G8B8, |_, _| 0xFFFF0000);
    sample(&t, tex, 4, 4);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, &rect(2, 2, 6, 6), 0), D3D_OK);
    for y in 0..2 {
        for x in 0..2 {
            // SAFETY: (2 + x, 2 + y) is inside the 4x4 level.
            unsafe { *((lr.pBits as *mut u8).add(y * lr.Pitch as usize) as *mut u32).add(x) = 0xFF00FF00 };
        }
    }
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    // A rectangle wholly outside writes nothing of the level.
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, &rect(8, 8, 12, 12), 0), D3D_OK);
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    let img = sample(&t, tex, 4, 4);
    for j in 0..4 {
        for i in 0..4 {
            let inside = i >= 2 && j >= 2;
            assert_texel(&img, i, j, if inside { 0xFF00FF00 } else { 0xFFFF0000 }, 0);
        }
    }
    assert_eq!(release!(tex), 0);
    let dynamic = create_texture(t.dev, 4, 4, 1, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    for bad in [rect(2, 2, 6, 6), rect(1, 1, 1, 2), rect(-1, 0, 1, 1)] {
        assert_eq!(vcall!(dynamic, LockRect, 0, &mut lr, &bad, 0), D3DERR_INVALIDCALL);
    }
    assert_eq!(release!(dynamic), 0);
}

#[test]
fn a_partial_lock_updates_only_its_rectangle() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 4, 4, D3DFMT_A8R8G8B8, |_, _| 0xFFFF0000);
    // Draw once so the texture is on the GPU, then change texels (1..3, 2..4).
    sample(&t, tex, 4, 4);
    let r = RECT {
        left: 1,
        top: 2,
        right: 3,
        bottom: 4,
    };
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, &r, 0), D3D_OK);
    for y in 0..2 {
        for x in 0..2 {
            // SAFETY: inside the locked rectangle.
            unsafe { *((lr.pBits as *mut u8).add(y * lr.Pitch as usize) as *mut u32).add(x) = 0xFF0000FF };
        }
    }
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    let img = sample(&t, tex, 4, 4);
    for j in 0..4 {
        for i in 0..4 {
            let inside = (1..3).contains(&i) && (2..4).contains(&j);
            assert_texel(&img, i, j, if inside { 0xFF0000FF } else { 0xFFFF0000 }, 0);
        }
    }
    assert_eq!(release!(tex), 0);
}

#[test]
fn no_dirty_update_locks_wait_for_add_dirty_rect() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 2, 2, D3DFMT_A8R8G8B8, |_, _| 0xFFFF0000);
    assert_texel(&sample(&t, tex, 2, 2), 0, 0, 0xFFFF0000, 0);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(
        vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), D3D_LOCK_NO_DIRTY()),
        D3D_OK
    );
    for y in 0..2 {
        for x in 0..2 {
            // SAFETY: inside the locked level.
            unsafe { *((lr.pBits as *mut u8).add(y * lr.Pitch as usize) as *mut u32).add(x) = 0xFF00FF00 };
        }
    }
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    // Not marked dirty: the GPU copy still holds red.
    assert_texel(&sample(&t, tex, 2, 2), 1, 1, 0xFFFF0000, 0);
    // AddDirtyRect of the right column: only that column is uploaded.
    let r = RECT {
        left: 1,
        top: 0,
        right: 2,
        bottom: 2,
    };
    assert_eq!(vcall!(tex, AddDirtyRect, &r), D3D_OK);
    let img = sample(&t, tex, 2, 2);
    assert_texel(&img, 0, 0, 0xFFFF0000, 0);
    assert_texel(&img, 1, 0, 0xFF00FF00, 0);
    // AddDirtyRect(NULL): everything.
    assert_eq!(vcall!(tex, AddDirtyRect, std::ptr::null()), D3D_OK);
    let img = sample(&t, tex, 2, 2);
    assert_texel(&img, 0, 1, 0xFF00FF00, 0);
    assert_eq!(release!(tex), 0);
}

#[allow(non_snake_case)]
fn D3D_LOCK_NO_DIRTY() -> u32 {
    D3DLOCK_NO_DIRTY_UPDATE
}

#[test]
fn changing_a_texture_between_draws_keeps_the_earlier_draw() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 1, 1, D3DFMT_X8R8G8B8, |_, _| 0xFFFF0000);
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.begin();
    t.draw_tex_rect(0, 0, 32, 64, 0xFFFFFFFF);
    fill_level32(tex, 0, |_, _| 0xFF0000FF);
    t.draw_tex_rect(32, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x0000FF, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

#[test]
fn dynamic_default_pool_textures_are_drawn_after_each_discard_lock() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 2, 2, 1, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    for c in [0xFF102030u32, 0xFFA0B0C0] {
        let mut lr = D3DLOCKED_RECT::default();
        assert_eq!(
            vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), D3DLOCK_DISCARD),
            D3D_OK
        );
        for y in 0..2 {
            for x in 0..2 {
                // SAFETY: inside the locked level.
                unsafe { *((lr.pBits as *mut u8).add(y * lr.Pitch as usize) as *mut u32).add(x) = c };
            }
        }
        assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
        let img = sample(&t, tex, 2, 2);
        assert_texel(&img, 1, 1, c, 0);
    }
    assert_eq!(release!(tex), 0);
}

/// Fills `level` (`size` texels square) of an A8R8G8B8 texture with `c`,
/// locked with `flags`.
fn fill_locked(tex: *mut IDirect3DTexture9, level: u32, size: usize, c: u32, flags: u32) {
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, level, &mut lr, std::ptr::null(), flags), D3D_OK);
    for y in 0..size {
        // SAFETY: inside the locked level: `size` rows of `size` texels.
        let row = unsafe {
            std::slice::from_raw_parts_mut((lr.pBits as *mut u8).add(y * lr.Pitch as usize) as *mut u32, size)
        };
        row.fill(c);
    }
    assert_eq!(vcall!(tex, UnlockRect, level), D3D_OK);
}

/// The first texel of `level`, read through a READONLY lock, and where it
/// lies.
fn first_texel_at(tex: *mut IDirect3DTexture9, level: u32) -> (u32, usize) {
    let mut lr = D3DLOCKED_RECT::default();
    let hr = vcall!(tex, LockRect, level, &mut lr, std::ptr::null(), D3DLOCK_READONLY);
    assert_eq!(hr, D3D_OK);
    // SAFETY: the level holds at least one texel.
    let c = unsafe { *(lr.pBits as *const u32) };
    assert_eq!(vcall!(tex, UnlockRect, level), D3D_OK);
    (c, lr.pBits as usize)
}

fn first_texel(tex: *mut IDirect3DTexture9, level: u32) -> u32 {
    first_texel_at(tex, level).0
}

/// A dynamic texture's upload reads its CPU copy in place when the frame is
/// replayed: rewriting it (DISCARD or plain lock) before then must not
/// change what the earlier draw shows.
#[test]
fn a_dynamic_texture_rewritten_between_draws_keeps_the_earlier_draw() {
    let t = TestDevice::new();
    for flags in [D3DLOCK_DISCARD, 0] {
        let tex = create_texture(t.dev, 4, 4, 1, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
        t.clear(0xFF000000);
        t.set_texture(0, tex);
        t.begin();
        fill_locked(tex, 0, 4, 0xFFFF0000, flags);
        t.draw_tex_rect(0, 0, 32, 64, 0xFFFFFFFF);
        fill_locked(tex, 0, 4, 0xFF00FF00, flags);
        t.draw_tex_rect(32, 0, 64, 64, 0xFFFFFFFF);
        t.end();
        let img = t.read_rt();
        assert_rect_rgb(&img, 0, 0, 32, 64, 0xFF0000, 0);
        assert_rect_rgb(&img, 32, 0, 64, 64, 0x00FF00, 0);
        t.set_texture(0, std::ptr::null_mut());
        assert_eq!(release!(tex), 0);
    }
}

/// A dynamic texture released right after it is drawn: the texels the
/// frame's upload reads stay alive until the frame is replayed, even when a
/// texture of the same size is made and written at once.
#[test]
fn a_dynamic_texture_released_after_its_draw_still_shows_its_texels() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.begin();
    for i in 0..4u32 {
        let tex = create_texture(t.dev, 64, 64, 1, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
        fill_locked(tex, 0, 64, 0xFF00FF00, D3DLOCK_DISCARD);
        t.set_texture(0, tex);
        t.draw_tex_rect(i * 16, 0, i * 16 + 16, 64, 0xFFFFFFFF);
        t.set_texture(0, std::ptr::null_mut());
        assert_eq!(release!(tex), 0);
        let other = create_texture(t.dev, 64, 64, 1, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
        fill_locked(other, 0, 64, 0xFFFF0000, D3DLOCK_DISCARD);
        assert_eq!(release!(other), 0);
    }
    t.end();
    t.present();
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0x00FF00, 0);
}

/// A lent mip chain that gets another CPU copy (a plain lock of level 0
/// after a draw read it): the other level keeps its texels, and its locks
/// and reads go to the new copy, which later draws upload.
#[test]
fn a_lent_mip_chain_keeps_its_other_levels_when_a_level_is_rewritten() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 4, 4, 2, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.clear(0xFF000000);
    t.begin();
    fill_locked(tex, 1, 2, 0xFF0000FF, 0);
    fill_locked(tex, 0, 4, 0xFFFF0000, 0);
    let chain = |tex| first_texel_at(tex, 1).1 as isize - first_texel_at(tex, 0).1 as isize;
    let (before, level0) = (chain(tex), first_texel_at(tex, 0).1);
    t.draw_tex_rect(0, 0, 16, 64, 0xFFFFFFFF);
    fill_locked(tex, 0, 4, 0xFF00FF00, 0);
    assert_ne!(first_texel_at(tex, 0).1, level0, "the lent copy was replaced");
    assert_eq!(chain(tex), before, "both levels moved to the new copy");
    assert_eq!(first_texel(tex, 1), 0xFF0000FF, "level 1 kept across the new copy");
    t.draw_tex_rect(16, 0, 32, 64, 0xFFFFFFFF);
    fill_locked(tex, 1, 2, 0xFFFFFFFF, 0);
    assert_eq!(first_texel(tex, 1), 0xFFFFFFFF);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 1);
    t.draw_tex_rect(32, 0, 48, 64, 0xFFFFFFFF);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 16, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 16, 0, 32, 64, 0x00FF00, 0);
    assert_rect_rgb(&img, 32, 0, 48, 64, 0xFFFFFF, 0);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

/// A level locked for writing while another level of the lent chain is
/// locked: the chain's copy cannot move under the open lock, so the call
/// waits until the runtime has read the lent texels; the earlier draw keeps
/// them.
#[test]
fn a_lock_while_another_level_is_locked_waits_for_the_lent_texels() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 4, 4, 2, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 1);
    t.clear(0xFF000000);
    t.begin();
    fill_locked(tex, 0, 4, 0xFFFF0000, 0);
    fill_locked(tex, 1, 2, 0xFF0000FF, 0);
    t.draw_tex_rect(0, 0, 32, 64, 0xFFFFFFFF);
    let mut top = D3DLOCKED_RECT::default();
    let hr = vcall!(tex, LockRect, 0, &mut top, std::ptr::null(), D3DLOCK_READONLY);
    assert_eq!(hr, D3D_OK);
    fill_locked(tex, 1, 2, 0xFFFFFFFF, 0);
    // The open lock's memory did not move: it still reads level 0, where
    // a later lock finds it.
    // SAFETY: the open lock covers level 0's first texel.
    assert_eq!(unsafe { *(top.pBits as *const u32) }, 0xFFFF0000);
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    assert_eq!(first_texel_at(tex, 0).1, top.pBits as usize);
    t.draw_tex_rect(32, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0x0000FF, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0xFFFFFF, 0);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

/// Locks of rectangles of a lent texture (rows a pitch apart in its CPU
/// copy, uploaded where they lie), plain or DISCARD, two before the next
/// draw: the earlier draw keeps the old texels, the later one shows both
/// rectangles and the texels between them kept.
#[test]
fn rectangle_locks_of_a_lent_texture_keep_the_rest() {
    let t = TestDevice::new();
    for flags in [0, D3DLOCK_DISCARD] {
        let tex = create_texture(t.dev, 64, 64, 1, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
        t.set_texture(0, tex);
        t.clear(0xFF000000);
        t.begin();
        fill_locked(tex, 0, 64, 0xFFFF0000, D3DLOCK_DISCARD);
        t.fvf(TL_TEX_FVF);
        // Texels 0..32 at pixels 0..32.
        t.draw_up(
            D3DPT_TRIANGLESTRIP,
            2,
            &tex_quad(0.0, 0.0, 32.0, 64.0, 0xFFFFFFFF, 0.0, 0.0, 0.5, 1.0),
        );
        for (x, c) in [(4, 0xFF00FF00u32), (20, 0xFF0000FF)] {
            let r = RECT {
                left: x,
                top: 8,
                right: x + 8,
                bottom: 16,
            };
            let mut lr = D3DLOCKED_RECT::default();
            assert_eq!(vcall!(tex, LockRect, 0, &mut lr, &r, flags), D3D_OK);
            for y in 0..8 {
                // SAFETY: row `y` of the locked 8x8 rectangle.
                let row = unsafe {
                    std::slice::from_raw_parts_mut((lr.pBits as *mut u8).add(y * lr.Pitch as usize) as *mut u32, 8)
                };
                row.fill(c);
            }
            assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
        }
        // The same texels again at pixels 32..64.
        t.draw_up(
            D3DPT_TRIANGLESTRIP,
            2,
            &tex_quad(32.0, 0.0, 64.0, 64.0, 0xFFFFFFFF, 0.0, 0.0, 0.5, 1.0),
        );
        t.end();
        let img = t.read_rt();
        assert_rect_rgb(&img, 0, 0, 32, 64, 0xFF0000, 0);
        assert_rect_rgb(&img, 36, 8, 44, 16, 0x00FF00, 0);
        assert_rect_rgb(&img, 52, 8, 60, 16, 0x0000FF, 0);
        assert_rect_rgb(&img, 44, 8, 52, 16, 0xFF0000, 0);
        assert_rect_rgb(&img, 32, 0, 64, 8, 0xFF0000, 0);
        assert_rect_rgb(&img, 32, 16, 64, 64, 0xFF0000, 0);
        t.set_texture(0, std::ptr::null_mut());
        assert_eq!(release!(tex), 0);
    }
}

#[test]
fn sampler_states_round_trip_and_invalid_ones_are_refused() {
    let t = TestDevice::new();
    let states = [
        (D3DSAMP_ADDRESSU, D3DTADDRESS_MIRROR),
        (D3DSAMP_ADDRESSV, D3DTADDRESS_CLAMP),
        (D3DSAMP_BORDERCOLOR, 0xFFFFFFFF),
        (D3DSAMP_MAGFILTER, D3DTEXF_LINEAR),
        (D3DSAMP_MINFILTER, D3DTEXF_ANISOTROPIC),
        (D3DSAMP_MIPFILTER, D3DTEXF_LINEAR),
        (D3DSAMP_MAXMIPLEVEL, 3),
        (D3DSAMP_MAXANISOTROPY, 8),
        (D3DSAMP_MIPMAPLODBIAS, f2dw(-1.0)),
    ];
    for s in [0u32, 7, 15] {
        for &(ty, v) in &states {
            t.samp(s, ty, v);
            let mut got = 0;
            assert_eq!(vcall!(t.dev, GetSamplerState, s, ty, &mut got), D3D_OK);
            assert_eq!(got, v, "sampler {s} state {ty}");
        }
    }
    // The displacement-map and vertex samplers exist too.
    t.samp(D3DDMAPSAMPLER, D3DSAMP_MAGFILTER, D3DTEXF_LINEAR);
    t.samp(D3DVERTEXTEXTURESAMPLER0, D3DSAMP_MAGFILTER, D3DTEXF_LINEAR);
    // Sampler 16 and unknown types: refused, nothing changes.
    assert_eq!(
        vcall!(t.dev, SetSamplerState, 16, D3DSAMP_MAGFILTER, D3DTEXF_POINT),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, SetSamplerState, 0, 0, 1), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, SetSamplerState, 0, 100, 1), D3DERR_INVALIDCALL);
    let mut got = 0;
    assert_eq!(
        vcall!(t.dev, GetSamplerState, 16, D3DSAMP_MAGFILTER, &mut got),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, GetSamplerState, 0, D3DSAMP_MAGFILTER, &mut got), D3D_OK);
    assert_eq!(got, D3DTEXF_LINEAR);
}

#[test]
fn texture_creation_validation() {
    let t = TestDevice::new();
    let mut tex = std::ptr::null_mut();
    let mut try_create = |w, h, levels, usage, format, pool| {
        tex = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateTexture,
            w,
            h,
            levels,
            usage,
            format,
            pool,
            &mut tex,
            std::ptr::null_mut()
        );
        (hr, tex)
    };
    assert_eq!(
        try_create(0, 8, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED).0,
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        try_create(8, 8, 5, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED).0,
        D3DERR_INVALIDCALL,
        "more levels than the chain has"
    );
    assert_eq!(
        try_create(8, 8, 1, D3DUSAGE_RENDERTARGET, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED).0,
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        try_create(8, 8, 1, D3DUSAGE_RENDERTARGET, D3DFMT_R5G6B5, D3DPOOL_DEFAULT).0,
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        try_create(8, 8, 1, D3DUSAGE_DEPTHSTENCIL, D3DFMT_D24S8, D3DPOOL_MANAGED).0,
        D3DERR_INVALIDCALL,
        "depth textures (shadow maps) live in D3DPOOL_DEFAULT only"
    );
    assert_eq!(
        try_create(8, 8, 1, D3DUSAGE_DEPTHSTENCIL, D3DFMT_D32, D3DPOOL_DEFAULT).0,
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        try_create(8, 8, 1, 0, D3DFMT_A8R8G8B8, 7).0,
        D3DERR_INVALIDCALL,
        "unknown pool"
    );
    // Non-power-of-two sizes get a full chain down to 1x1.
    let (hr, t2) = try_create(12, 5, 0, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(t2, GetLevelCount), 4);
    let mut d = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(t2, GetLevelDesc, 3, &mut d), D3D_OK);
    assert_eq!(
        (d.Width, d.Height, d.Format, d.Pool, d.Type),
        (1, 1, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED, D3DRTYPE_SURFACE)
    );
    assert_eq!(vcall!(t2, GetLevelDesc, 4, &mut d), D3DERR_INVALIDCALL);
    assert_eq!(release!(t2), 0);
    // AUTOGENMIPMAP textures have one level.
    let (hr, t3) = try_create(16, 16, 0, D3DUSAGE_AUTOGENMIPMAP, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(t3, GetLevelCount), 1);
    assert_eq!(release!(t3), 0);
    assert_eq!(t.dev_refs(), 1);
}

#[test]
fn scratch_textures_bind_as_themselves() {
    // D3D9 accepts them (they sample nothing; see invalid_calls) and GetTexture
    // returns them.
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_SCRATCH);
    let hr = vcall!(t.dev, SetTexture, 0, tex as *mut IDirect3DBaseTexture9);
    assert_eq!(hr, D3D_OK);
    let mut got = std::ptr::null_mut::<IDirect3DBaseTexture9>();
    assert_eq!(vcall!(t.dev, GetTexture, 0, &mut got), D3D_OK);
    assert_eq!(got as *mut IDirect3DTexture9, tex);
    release!(got);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

#[test]
fn odd_sized_8_and_16_bit_textures_upload_row_by_row() {
    // Rows of 3 and 5 texels are 3..10 bytes: no row is padded to a multiple
    // of 4 in the application's layout.
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 3, 3, 1, 0, D3DFMT_R5G6B5, D3DPOOL_MANAGED);
    let texel = |x: u32, y: u32| ((x * 10) << 11 | (y * 20) << 5 | ((x + y) * 3)) as u16;
    fill_level16(tex, 0, texel);
    let img = sample(&t, tex, 3, 3);
    for y in 0..3 {
        for x in 0..3 {
            let v = texel(x, y) as u32;
            assert_texel(
                &img,
                x,
                y,
                argb(255, expand(v >> 11, 5), expand((v >> 5) & 63, 6), expand(v & 31, 5)),
                1,
            );
        }
    }
    assert_eq!(release!(tex), 0);
    let tex = create_texture(t.dev, 5, 3, 1, 0, D3DFMT_L8, D3DPOOL_MANAGED);
    fill_level8(tex, 0, |x, y| (x * 50 + y * 7) as u8);
    let img = sample(&t, tex, 5, 3);
    for y in 0..3 {
        for x in 0..5 {
            let l = x * 50 + y * 7;
            assert_texel(&img, x, y, argb(255, l, l, l), 0);
        }
    }
    assert_eq!(release!(tex), 0);
}

#[test]
fn dxt1_mip_levels_smaller_than_a_block() {
    let t = TestDevice::new();
    if !dxt_supported(&t, D3DFMT_DXT1) {
        return;
    }
    // 8x8 with four levels (8, 4, 2, 1): each level one solid colour.
    let tex = create_texture(t.dev, 8, 8, 0, 0, D3DFMT_DXT1, D3DPOOL_MANAGED);
    assert_eq!(vcall!(tex, GetLevelCount), 4);
    let colors: [u16; 4] = [0xF800, 0x07E0, 0x001F, 0xFFE0];
    for (l, &c) in colors.iter().enumerate() {
        let mut d = D3DSURFACE_DESC::default();
        assert_eq!(vcall!(tex, GetLevelDesc, l as u32, &mut d), D3D_OK);
        let blocks = d.Width.div_ceil(4) * d.Height.div_ceil(4);
        let block = color_block(c, c, 0);
        let rows = d.Height.div_ceil(4);
        let per_row = (blocks / rows) as usize;
        fill_level(tex, l as u32, 8 * per_row, rows, |row, _| {
            for b in row.chunks_exact_mut(8) {
                b.copy_from_slice(&block);
            }
        });
    }
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.begin();
    // 8, 4, 2 and 1 pixel squares: levels 0..3.
    let mut x = 0;
    for size in [8u32, 4, 2, 1] {
        t.draw_tex_rect(x, 0, x + size, size, 0xFFFFFFFF);
        x += size + 4;
    }
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    let img = t.read_rt();
    assert_rgb(&img, 4, 4, 0xFF0000, 0);
    assert_rgb(&img, 14, 2, 0x00FF00, 0);
    assert_rgb(&img, 20, 1, 0x0000FF, 0);
    assert_rgb(&img, 26, 0, 0xFFFF00, 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn sampler_state_changes_apply_to_the_following_draws_only() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 2, 1, D3DFMT_X8R8G8B8, |x, _| {
        if x == 0 {
            0xFF000000
        } else {
            0xFFFFFFFF
        }
    });
    t.samp(0, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.begin();
    t.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    t.draw_tex_rect(0, 0, 64, 8, 0xFFFFFFFF);
    t.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_LINEAR);
    t.draw_tex_rect(0, 8, 64, 16, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    let img = t.read_rt();
    // Pixel 24: point -> black; linear -> 0.25 * 255 (u * 2 - 0.5 = 0.28).
    assert_rgb(&img, 24, 4, 0x000000, 0);
    let v = chan(img.at(24, 12), 2);
    let want = ((24.5f32 / 32.0 - 0.5) * 255.0).round() as u32;
    // Filter weights are quantised: tolerance 3.
    assert!(v.abs_diff(want) <= 3, "linear value {v}, expected {want}");
    assert_eq!(release!(tex), 0);
}

#[test]
fn one_texture_on_two_stages_with_different_samplers() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 2, 1, D3DFMT_X8R8G8B8, |x, _| {
        if x == 0 {
            0xFF000000
        } else {
            0xFFFFFFFF
        }
    });
    t.set_texture(0, tex);
    t.set_texture(1, tex);
    t.samp(0, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
    t.samp(1, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
    t.samp(1, D3DSAMP_MAGFILTER, D3DTEXF_LINEAR);
    // Stage 0 takes the point-sampled texel, stage 1 adds the linear one.
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(1, D3DTSS_COLOROP, D3DTOP_ADD);
    t.tss(1, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.tss(1, D3DTSS_COLORARG2, D3DTA_CURRENT);
    t.tss(1, D3DTSS_TEXCOORDINDEX, 0);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 8, 0xFFFFFFFF);
    t.end();
    let img = t.read_rt();
    let v = chan(img.at(24, 4), 2);
    let want = ((24.5f32 / 32.0 - 0.5) * 255.0).round() as u32;
    assert!(
        v.abs_diff(want) <= 3,
        "point 0 + linear {want}: got {v} (filter weights quantised: tolerance 3)"
    );
    assert_rgb(&img, 40, 4, 0xFFFFFF, 0);
    t.set_texture(0, std::ptr::null_mut());
    t.set_texture(1, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

#[test]
fn locking_a_level_through_its_surface_updates_the_texture() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 2, 2, D3DFMT_A8R8G8B8, |_, _| 0xFFFF0000);
    assert_texel(&sample(&t, tex, 2, 2), 0, 0, 0xFFFF0000, 0);
    let mut s = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut s), D3D_OK);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
    // The texture sees the level as locked.
    let mut lr2 = D3DLOCKED_RECT::default();
    assert_eq!(
        vcall!(tex, LockRect, 0, &mut lr2, std::ptr::null(), 0),
        D3DERR_INVALIDCALL
    );
    // SAFETY: inside the locked level.
    unsafe { *((lr.pBits as *mut u8).add(lr.Pitch as usize) as *mut u32).add(1) = 0xFF00FF00 };
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    let img = sample(&t, tex, 2, 2);
    assert_texel(&img, 0, 0, 0xFFFF0000, 0);
    assert_texel(&img, 1, 1, 0xFF00FF00, 0);
    release!(s);
    assert_eq!(release!(tex), 0);
}

#[test]
fn texture_alpha_drives_alpha_blending() {
    let t = TestDevice::new();
    t.clear(0xFF0000FF);
    let tex = texture_from_fn(t.dev, 2, 1, D3DFMT_A8R8G8B8, |x, _| {
        if x == 0 {
            0x00FF0000
        } else {
            0x80FF0000
        }
    });
    t.set_texture(0, tex);
    t.rs(D3DRS_ALPHABLENDENABLE, 1);
    t.rs(D3DRS_SRCBLEND, D3DBLEND_SRCALPHA);
    t.rs(D3DRS_DESTBLEND, D3DBLEND_INVSRCALPHA);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 32, 0x0000FF, 0);
    let a = 128.0 / 255.0;
    assert_rgb(
        &img,
        48,
        32,
        per_channel(0xFFFF0000, 0xFF0000FF, |s, d| s * a + d * (1.0 - a)),
        1,
    );
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

#[test]
fn available_texture_memory_follows_allocations() {
    let t = TestDevice::new();
    let before = vcall!(t.dev, GetAvailableTextureMem);
    assert_eq!(before % (1024 * 1024), 0, "reported in whole megabytes");
    // 1024 x 1024 x 4 bytes: 4 MB.
    let tex = create_texture(t.dev, 1024, 1024, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    assert_eq!(before - vcall!(t.dev, GetAvailableTextureMem), 4 * 1024 * 1024);
    assert_eq!(release!(tex), 0);
    assert_eq!(vcall!(t.dev, GetAvailableTextureMem), before);
    // Scratch textures hold no GPU memory.
    let tex = create_texture(t.dev, 1024, 1024, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_SCRATCH);
    assert_eq!(vcall!(t.dev, GetAvailableTextureMem), before);
    assert_eq!(release!(tex), 0);
}

#[test]
fn managed_textures_survive_evict_managed_resources() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 1, 1, D3DFMT_A8R8G8B8, |_, _| 0xFF336699);
    assert_texel(&sample(&t, tex, 1, 1), 0, 0, 0xFF336699, 0);
    assert_eq!(vcall!(t.dev, EvictManagedResources), D3D_OK);
    assert!(vcall!(t.dev, GetAvailableTextureMem) > 0);
    assert_texel(&sample(&t, tex, 1, 1), 0, 0, 0xFF336699, 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn magnification_uses_only_the_mag_filter() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 2, 1, D3DFMT_X8R8G8B8, |x, _| {
        if x == 0 {
            0xFF000000
        } else {
            0xFFFFFFFF
        }
    });
    let draw_mag = |mag: u32, min: u32| {
        t.samp(0, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
        t.samp(0, D3DSAMP_MAGFILTER, mag);
        t.samp(0, D3DSAMP_MINFILTER, min);
        t.clear(0xFF000000);
        t.set_texture(0, tex);
        t.begin();
        t.draw_tex_rect(0, 0, 64, 8, 0xFFFFFFFF);
        t.end();
        chan(t.read_rt().at(24, 4), 2)
    };
    let want = ((24.5f32 / 32.0 - 0.5) * 255.0).round() as u32;
    // Filter weights are quantised: tolerance 3.
    let got = draw_mag(D3DTEXF_LINEAR, D3DTEXF_POINT);
    assert!(got.abs_diff(want) <= 3, "MAG LINEAR, MIN POINT: {got}, expected {want}");
    assert_eq!(draw_mag(D3DTEXF_POINT, D3DTEXF_LINEAR), 0, "MAG POINT, MIN LINEAR");
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

/// Draws an 8-texel ramp (texel i = 32 * i) on 4 pixels with MINFILTER LINEAR,
/// MAGFILTER POINT and the given MIPFILTER; returns the green values.
fn minified_ramp(t: &TestDevice, mip: u32) -> Vec<u32> {
    let ramp = texture_from_fn(t.dev, 8, 1, D3DFMT_X8R8G8B8, |x, _| 0xFF000000 | ((x * 32) * 0x010101));
    t.samp(0, D3DSAMP_MINFILTER, D3DTEXF_LINEAR);
    t.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MIPFILTER, mip);
    t.clear(0xFF000000);
    t.set_texture(0, ramp);
    t.begin();
    t.draw_tex_rect(0, 0, 4, 1, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(ramp), 0);
    let img = t.read_rt();
    (0..4).map(|j| chan(img.at(j, 0), 1)).collect()
}

/// Pixel j of a 4-pixel quad samples texel position 2j + 0.5 of the ramp,
/// which linear filtering turns into 64j + 16 (a point sample would give
/// 64j + 32). Weights are quantised: tolerance 3.
#[track_caller]
fn assert_linear_ramp(got: &[u32]) {
    for (j, &v) in got.iter().enumerate() {
        let want = 64 * j as u32 + 16;
        assert!(
            v.abs_diff(want) <= 3,
            "minified pixel {j}: {v}, expected {want} (linear); got {got:?}"
        );
    }
}

#[test]
fn minification_uses_the_min_filter_with_mipmapping() {
    let t = TestDevice::new();
    assert_linear_ramp(&minified_ramp(&t, D3DTEXF_POINT));
}

#[test]
fn minification_uses_the_min_filter_without_mipmapping() {
    // MIPFILTER NONE (the default) disables mipmapping, not minification
    // filtering: a minified texture is still filtered with MINFILTER.
    let t = TestDevice::new();
    assert_linear_ramp(&minified_ramp(&t, D3DTEXF_NONE));
}

#[test]
fn max_mip_level_textures_are_still_magnified_with_the_mag_filter() {
    // MAXMIPLEVEL 1 makes level 1 (black | white, 2x1) the largest level used;
    // stretched over 64 pixels it is magnified, so MAGFILTER (LINEAR) applies,
    // not MINFILTER (POINT).
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 4, 1, 2, 0, D3DFMT_X8R8G8B8, D3DPOOL_MANAGED);
    fill_level32(tex, 0, |_, _| 0xFFFF0000);
    fill_level32(tex, 1, |x, _| if x == 0 { 0xFF000000 } else { 0xFFFFFFFF });
    t.samp(0, D3DSAMP_ADDRESSU, D3DTADDRESS_CLAMP);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 1);
    t.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_LINEAR);
    t.samp(0, D3DSAMP_MINFILTER, D3DTEXF_POINT);
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 8, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    let img = t.read_rt();
    for x in [8u32, 24, 40, 56] {
        let v = chan(img.at(x, 4), 1);
        let s = ((x as f32 + 0.5) / 64.0 * 2.0 - 0.5).clamp(0.0, 1.0);
        let want = (s * 255.0).round() as u32;
        assert_eq!(chan(img.at(x, 4), 2), v, "level 1 is grey, not level 0's red");
        // Filter weights are quantised: tolerance 3.
        assert!(
            v.abs_diff(want) <= 3,
            "x = {x}: {v}, expected {want} (linear magnification of level 1)"
        );
    }
    assert_eq!(release!(tex), 0);
}

#[test]
fn max_mip_level_past_the_chain_uses_the_smallest_level() {
    let t = TestDevice::new();
    let tex = mip_texture(&t);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 10);
    assert_eq!(mip_samples(&t, tex), [LEVEL_COLORS[4]; 4]);
    assert_eq!(release!(tex), 0);
}

#[test]
fn one_texture_on_two_stages_with_different_max_mip_levels() {
    let t = TestDevice::new();
    let tex = mip_texture(&t);
    t.set_texture(0, tex);
    t.set_texture(1, tex);
    for s in 0..2 {
        t.samp(s, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    }
    t.samp(1, D3DSAMP_MAXMIPLEVEL, 2);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(1, D3DTSS_COLOROP, D3DTOP_ADD);
    t.tss(1, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.tss(1, D3DTSS_COLORARG2, D3DTA_CURRENT);
    t.tss(1, D3DTSS_TEXCOORDINDEX, 0);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, 16, 16, 0xFFFFFFFF);
    t.end();
    // Level 0 (red) from stage 0 plus level 2 (blue) from stage 1.
    assert_rgb(&t.read_rt(), 8, 8, 0xFF00FF, 0);
    t.set_texture(0, std::ptr::null_mut());
    t.set_texture(1, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

#[test]
fn a_dxt1_block_updated_through_a_rectangle_lock() {
    let t = TestDevice::new();
    if !dxt_supported(&t, D3DFMT_DXT1) {
        return;
    }
    let tex = create_texture(t.dev, 8, 8, 1, 0, D3DFMT_DXT1, D3DPOOL_MANAGED);
    let red = color_block(0xF800, 0xF800, 0);
    fill_level(tex, 0, 16, 2, |row, _| {
        row[..8].copy_from_slice(&red);
        row[8..].copy_from_slice(&red);
    });
    assert_texel(&sample(&t, tex, 8, 8), 6, 6, 0xFFFF0000, 0);
    // Replace the bottom-right block with blue.
    let r = RECT {
        left: 4,
        top: 4,
        right: 8,
        bottom: 8,
    };
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, &r, 0), D3D_OK);
    // SAFETY: the lock covers one 8-byte block.
    unsafe { std::ptr::copy_nonoverlapping(color_block(0x001F, 0x001F, 0).as_ptr(), lr.pBits as *mut u8, 8) };
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    // A managed texture's rectangle off block boundaries locks the whole
    // blocks it touches: the pointer is the first block's.
    let whole = lr.pBits;
    let part = RECT {
        left: 6,
        top: 5,
        right: 7,
        bottom: 8,
    };
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, &part, 0), D3D_OK);
    assert_eq!(lr.pBits, whole);
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    let img = sample(&t, tex, 8, 8);
    assert_texel(&img, 6, 6, 0xFF0000FF, 0);
    assert_texel(&img, 4, 4, 0xFF0000FF, 0);
    assert_texel(&img, 2, 6, 0xFFFF0000, 0);
    assert_texel(&img, 6, 2, 0xFFFF0000, 0);
    assert_eq!(release!(tex), 0);
}

fn try_plain(t: &TestDevice, w: u32, h: u32, format: u32, pool: u32) -> HRESULT {
    let (hr, s) = try_create_plain(t.dev, w, h, format, pool);
    if hr == D3D_OK {
        assert_eq!(release!(s), 0);
    }
    hr
}

#[test]
fn scratch_resources_take_any_known_format_and_rows_are_dword_aligned() {
    let t = TestDevice::new();
    // Packed YUV is not offered to the GPU, but scratch resources hold it.
    for format in [D3DFMT_YUY2, D3DFMT_UYVY] {
        assert_eq!(try_plain(&t, 5, 3, format, D3DPOOL_SCRATCH), D3D_OK);
        assert_eq!(try_plain(&t, 4, 4, format, D3DPOOL_SYSTEMMEM), D3DERR_INVALIDCALL);
        let tex = create_texture(t.dev, 6, 2, 1, 0, format, D3DPOOL_SCRATCH);
        assert_eq!(release!(tex), 0);
    }
    // ...but not depth formats.
    assert_eq!(try_plain(&t, 4, 4, D3DFMT_D24S8, D3DPOOL_SCRATCH), D3DERR_INVALIDCALL);
    // Block-compressed plain surfaces are whole blocks, in every pool.
    for pool in [D3DPOOL_SCRATCH, D3DPOOL_SYSTEMMEM] {
        assert_eq!(
            try_plain(&t, 2, 4, D3DFMT_DXT1, pool),
            D3DERR_INVALIDCALL,
            "pool {pool}"
        );
        assert_eq!(
            try_plain(&t, 8, 6, D3DFMT_DXT5, pool),
            D3DERR_INVALIDCALL,
            "pool {pool}"
        );
    }
    assert_eq!(try_plain(&t, 8, 4, D3DFMT_DXT1, D3DPOOL_SCRATCH), D3D_OK);
    // D3D9 pads rows to 4 bytes: a 5-pixel R5G6B5 row is 12 bytes apart, and
    // what is written through the padded pitch reads back.
    let (hr, s) = try_create_plain(t.dev, 5, 5, D3DFMT_R5G6B5, D3DPOOL_SYSTEMMEM);
    assert_eq!(hr, D3D_OK);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
    assert_eq!(lr.Pitch, 12);
    // SAFETY: pixel (4, 4) of the locked 5x5 surface, rows 12 bytes apart.
    unsafe { *((lr.pBits as *mut u8).add(4 * 12 + 8) as *mut u16) = 0xF800 };
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    let r = RECT {
        left: 4,
        top: 4,
        right: 5,
        bottom: 5,
    };
    assert_eq!(vcall!(s, LockRect, &mut lr, &r, D3DLOCK_READONLY), D3D_OK);
    // SAFETY: the locked 1x1 rectangle's pixel.
    assert_eq!(unsafe { *(lr.pBits as *const u16) }, 0xF800);
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    assert_eq!(release!(s), 0);
}

#[test]
fn an_odd_width_r5g6b5_texture_samples_through_padded_rows() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 3, 2, 1, 0, D3DFMT_R5G6B5, D3DPOOL_MANAGED);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
    assert_eq!(lr.Pitch, 8, "3 pixels of 2 bytes, padded to 8");
    let rows: [[u16; 3]; 2] = [[0xF800, 0x07E0, 0x001F], [0x001F, 0xF800, 0x07E0]];
    for (y, row) in rows.iter().enumerate() {
        for (x, &px) in row.iter().enumerate() {
            // SAFETY: pixel (x, y) of the locked 3x2 level, rows 8 bytes apart.
            unsafe { *((lr.pBits as *mut u8).add(y * 8 + x * 2) as *mut u16) = px };
        }
    }
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    let img = sample(&t, tex, 3, 2);
    assert_texel(&img, 0, 0, 0xFFFF0000, 0);
    assert_texel(&img, 1, 0, 0xFF00FF00, 0);
    assert_texel(&img, 2, 0, 0xFF0000FF, 0);
    assert_texel(&img, 0, 1, 0xFF0000FF, 0);
    assert_texel(&img, 1, 1, 0xFFFF0000, 0);
    assert_texel(&img, 2, 1, 0xFF00FF00, 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn partial_block_locks_grow_to_whole_blocks_outside_the_default_pool() {
    let t = TestDevice::new();
    let lock = |s: *mut IDirect3DSurface9, r: RECT| {
        let mut lr = D3DLOCKED_RECT::default();
        let hr = vcall!(s, LockRect, &mut lr, &r, 0);
        if hr == D3D_OK {
            assert_eq!(vcall!(s, UnlockRect), D3D_OK);
        }
        (hr, lr)
    };
    let rect = |left, top, right, bottom| RECT {
        left,
        top,
        right,
        bottom,
    };
    let mut pools = vec![D3DPOOL_SCRATCH, D3DPOOL_SYSTEMMEM];
    let bc = vcall!(
        t.d3d,
        CheckDeviceFormat,
        0,
        D3DDEVTYPE_HAL,
        D3DFMT_X8R8G8B8,
        D3DUSAGE_DYNAMIC,
        D3DRTYPE_TEXTURE,
        D3DFMT_DXT1
    ) == D3D_OK;
    if bc {
        pools.push(D3DPOOL_DEFAULT);
    }
    for pool in pools {
        let usage = if pool == D3DPOOL_DEFAULT { D3DUSAGE_DYNAMIC } else { 0 };
        let mut tex = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateTexture,
            16,
            16,
            1,
            usage,
            D3DFMT_DXT1,
            pool,
            &mut tex,
            std::ptr::null_mut()
        );
        if pool == D3DPOOL_SYSTEMMEM && hr != D3D_OK {
            continue; // BC formats not offered by this adapter
        }
        assert_eq!(hr, D3D_OK, "pool {pool}");
        let mut s = std::ptr::null_mut();
        assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut s), D3D_OK);
        // Whole blocks lock everywhere; the pointer is the block's.
        let (hr, whole) = lock(s, rect(4, 8, 8, 12));
        assert_eq!(hr, D3D_OK);
        assert_eq!(whole.Pitch, 32, "4 blocks of 8 bytes per block row");
        // Half a block: the same block outside D3DPOOL_DEFAULT, refused in it.
        let (hr, part) = lock(s, rect(6, 9, 8, 12));
        if pool == D3DPOOL_DEFAULT {
            assert_eq!(hr, D3DERR_INVALIDCALL);
        } else {
            assert_eq!(hr, D3D_OK, "pool {pool}");
            assert_eq!(part.pBits, whole.pBits, "pool {pool}");
        }
        release!(s);
        assert_eq!(release!(tex), 0);
    }
}

/// D3DSAMP_SRGBTEXTURE: the sampler converts colour channels from sRGB to
/// linear (alpha stays): 0x80 (0.50196) reads ((0.50196 + 0.055) / 1.055)^2.4
/// = 0.21586, 55 in the 8-bit target (tolerance 1); off, 128.
#[test]
fn srgb_texture_reads_convert_colour_to_linear() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 2, 2, D3DFMT_A8R8G8B8, |_, _| 0x80_80_40_C0);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.set_texture(0, tex);
    let linear = |c: f32| {
        let c = c / 255.0;
        let l = if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        };
        (l * 255.0).round() as u32
    };
    let draw = || {
        t.clear(0xFF000000);
        t.begin();
        t.draw_tex_rect(0, 0, 32, 32, 0xFFFFFFFF);
        t.end();
        t.read_rt()
    };
    t.samp(0, D3DSAMP_SRGBTEXTURE, 1);
    let expected = (linear(128.0) << 16) | (linear(64.0) << 8) | linear(192.0);
    assert_rgb(&draw(), 16, 16, expected, 1);
    t.samp(0, D3DSAMP_SRGBTEXTURE, 0);
    assert_rgb(&draw(), 16, 16, 0x8040C0, 0);
    // Only the lowest bit of the state counts.
    t.samp(0, D3DSAMP_SRGBTEXTURE, 2);
    assert_rgb(&draw(), 16, 16, 0x8040C0, 0);
    t.samp(0, D3DSAMP_SRGBTEXTURE, 3);
    assert_rgb(&draw(), 16, 16, expected, 1);
    release!(tex);
}

/// The usage and pool rules are the same for every texture kind: a dynamic
/// texture cannot be managed or scratch (Windows refuses both; Wine's
/// device.c test_volume_locking records it for volumes), and can be
/// default-pool or system-memory.
#[test]
fn dynamic_textures_are_refused_in_the_managed_and_scratch_pools_for_every_kind() {
    let t = TestDevice::new();
    for (pool, want) in [
        (D3DPOOL_DEFAULT, D3D_OK),
        (D3DPOOL_SYSTEMMEM, D3D_OK),
        (D3DPOOL_MANAGED, D3DERR_INVALIDCALL),
        (D3DPOOL_SCRATCH, D3DERR_INVALIDCALL),
    ] {
        let (u, f) = (D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8);
        let mut tex: *mut IDirect3DTexture9 = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateTexture,
            4,
            4,
            1,
            u,
            f,
            pool,
            &mut tex,
            std::ptr::null_mut()
        );
        assert_eq!(hr, want, "2D texture in pool {pool}");
        let mut cube: *mut IDirect3DCubeTexture9 = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateCubeTexture,
            4,
            1,
            u,
            f,
            pool,
            &mut cube,
            std::ptr::null_mut()
        );
        assert_eq!(hr, want, "cube texture in pool {pool}");
        let mut vol: *mut IDirect3DVolumeTexture9 = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateVolumeTexture,
            4,
            4,
            4,
            1,
            u,
            f,
            pool,
            &mut vol,
            std::ptr::null_mut()
        );
        assert_eq!(hr, want, "volume texture in pool {pool}");
        for obj in [tex as *mut IUnknown, cube.cast(), vol.cast()] {
            if obj.is_null() {
                continue;
            }
            assert_eq!(release!(obj), 0);
        }
    }
}
