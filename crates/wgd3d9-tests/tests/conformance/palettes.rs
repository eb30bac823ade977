//! Palettized textures (D3DFMT_P8, D3DFMT_A8P8): texels are indices into the
//! current texture palette (SetCurrentTexturePalette), whose entries carry
//! alpha in peFlags (D3DPTEXTURECAPS_ALPHAPALETTE); A8P8 texels bring their
//! own alpha. Changing the current palette, or its entries, recolours the
//! textures drawn after it.

use wgd3d9_tests::*;

/// A palette whose entry `i` is `colors(i)` (A8R8G8B8).
fn palette(colors: impl Fn(usize) -> u32) -> [PALETTEENTRY; 256] {
    std::array::from_fn(|i| {
        let [b, g, r, a] = colors(i).to_le_bytes();
        PALETTEENTRY {
            peRed: r,
            peGreen: g,
            peBlue: b,
            peFlags: a,
        }
    })
}

fn set_palette(t: &TestDevice, n: u32, colors: impl Fn(usize) -> u32) {
    let p = palette(colors);
    assert_eq!(vcall!(t.dev, SetPaletteEntries, n, p.as_ptr()), D3D_OK);
}

/// Draws `tex` over the whole target, point sampled, and reads it back.
fn draw(t: &TestDevice, tex: *mut IDirect3DTexture9) -> Image {
    t.set_texture(0, tex);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, t.width, t.height, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    t.read_rt()
}

#[test]
fn palettized_formats_are_textures_only() {
    let t = TestDevice::new();
    let check = |usage, rtype, format| check_format(t.d3d, usage, rtype, format);
    for format in [D3DFMT_P8, D3DFMT_A8P8] {
        assert_eq!(check(0, D3DRTYPE_TEXTURE, format), D3D_OK, "{format}");
        assert_eq!(check(0, D3DRTYPE_SURFACE, format), D3D_OK, "{format}");
        assert_eq!(
            check(D3DUSAGE_RENDERTARGET, D3DRTYPE_TEXTURE, format),
            D3DERR_NOTAVAILABLE,
            "{format}"
        );
    }
    // SAFETY: plain data; GetDeviceCaps overwrites it.
    let mut caps: D3DCAPS9 = unsafe { std::mem::zeroed() };
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut caps), D3D_OK);
    assert_ne!(caps.TextureCaps & D3DPTEXTURECAPS_ALPHAPALETTE, 0);
}

#[test]
fn p8_texels_take_the_current_palette_colours() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 2, 1, 1, 0, D3DFMT_P8, D3DPOOL_MANAGED);
    fill_level8(tex, 0, |x, _| x as u8 + 1);
    set_palette(&t, 0, |i| match i {
        1 => 0xFFFF0000,
        2 => 0xFF00FF00,
        _ => 0xFF808080,
    });
    set_palette(&t, 7, |i| match i {
        1 => 0xFF0000FF,
        _ => 0xFFFFFF00,
    });
    assert_eq!(vcall!(t.dev, SetCurrentTexturePalette, 0), D3D_OK);
    let img = draw(&t, tex);
    assert_argb(&img, 10, 32, 0xFFFF0000, 1);
    assert_argb(&img, 50, 32, 0xFF00FF00, 1);
    // Another current palette recolours the same texels.
    assert_eq!(vcall!(t.dev, SetCurrentTexturePalette, 7), D3D_OK);
    let img = draw(&t, tex);
    assert_argb(&img, 10, 32, 0xFF0000FF, 1);
    assert_argb(&img, 50, 32, 0xFFFFFF00, 1);
    // So do new entries of the current palette.
    set_palette(&t, 7, |_| 0xFF00FFFF);
    let img = draw(&t, tex);
    assert_argb(&img, 10, 32, 0xFF00FFFF, 1);
    // Entries of another palette do not.
    set_palette(&t, 0, |_| 0xFFFFFFFF);
    assert_argb(&draw(&t, tex), 50, 32, 0xFF00FFFF, 1);
    let mut current = 0;
    assert_eq!(vcall!(t.dev, GetCurrentTexturePalette, &mut current), D3D_OK);
    assert_eq!(current, 7);
    release!(tex);
}

#[test]
fn palette_and_texel_alpha_blend() {
    let t = TestDevice::new();
    // P8 alpha comes from peFlags, A8P8 alpha from the texel.
    set_palette(&t, 3, |i| if i == 5 { 0x40FFFFFF } else { 0xFF000000 });
    assert_eq!(vcall!(t.dev, SetCurrentTexturePalette, 3), D3D_OK);
    let p8 = create_texture(t.dev, 1, 1, 1, 0, D3DFMT_P8, D3DPOOL_MANAGED);
    fill_level8(p8, 0, |_, _| 5);
    let a8p8 = create_texture(t.dev, 1, 1, 1, 0, D3DFMT_A8P8, D3DPOOL_MANAGED);
    fill_level16(a8p8, 0, |_, _| 0xC0 << 8 | 5);
    t.rs(D3DRS_ALPHABLENDENABLE, 1);
    t.rs(D3DRS_SRCBLEND, D3DBLEND_SRCALPHA);
    t.rs(D3DRS_DESTBLEND, D3DBLEND_INVSRCALPHA);
    // White over black at alpha 0x40 and 0xC0.
    assert_argb(&draw(&t, p8), 32, 32, 0xFF404040, 2);
    assert_argb(&draw(&t, a8p8), 32, 32, 0xFFC0C0C0, 2);
    release!(p8);
    release!(a8p8);
}
