//! D3DUSAGE_AUTOGENMIPMAP: the application sees one level; draws sample the
//! levels below it, generated from level 0 whenever it changed (a lock, a
//! draw or clear into it, StretchRect, UpdateTexture), with the texture's
//! SetAutoGenFilterType filter. Wine's test_mipmap_gen and
//! test_mipmap_autogen record the rules on Windows.

use wgd3d9_tests::*;

const RED: u32 = 0xFFFF0000;
const GREEN: u32 = 0xFF00FF00;
const BLUE: u32 = 0xFF0000FF;
/// The linear average of red and blue (127.5 each), within 1.
const PURPLE: u32 = 0xFF800080;

/// Draws `tex` with MAXMIPLEVEL `level` at that level's size (`size`
/// pixels wide and high) in the top-left corner, so that each pixel reads
/// one texel of the level, and reads the target.
fn read_level(t: &TestDevice, tex: *mut IDirect3DTexture9, level: u32, size: u32) -> Image {
    t.set_texture(0, tex);
    for s in [D3DSAMP_MINFILTER, D3DSAMP_MAGFILTER, D3DSAMP_MIPFILTER] {
        t.samp(0, s, D3DTEXF_POINT);
    }
    t.samp(0, D3DSAMP_MAXMIPLEVEL, level);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.clear(0xFF404040);
    t.begin();
    t.draw_tex_rect(0, 0, size, size, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    t.read_rt()
}

fn checkerboard(x: u32, y: u32) -> u32 {
    if (x + y).is_multiple_of(2) {
        RED
    } else {
        BLUE
    }
}

#[test]
fn a_managed_texture_generates_its_levels_from_level_0() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 8, 8, 0, D3DUSAGE_AUTOGENMIPMAP, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    assert_eq!(vcall!(tex, GetLevelCount), 1);
    fill_level32(tex, 0, checkerboard);
    let img = read_level(&t, tex, 0, 8);
    assert_rgb(&img, 0, 0, RED, 0);
    assert_rgb(&img, 1, 0, BLUE, 0);
    // Each level below averages 2x2 red and blue texels.
    for (level, size) in [(1, 4), (2, 2), (3, 1)] {
        let img = read_level(&t, tex, level, size);
        assert_rect_rgb(&img, 0, 0, size, size, PURPLE, 1);
    }
    // A new lock of level 0 generates them again.
    fill_level32(tex, 0, |_, _| GREEN);
    assert_rect_rgb(&read_level(&t, tex, 2, 2), 0, 0, 2, 2, GREEN, 0);
    // The point filter takes one texel of each 2x2 block.
    fill_level32(tex, 0, checkerboard);
    assert_eq!(vcall!(tex, SetAutoGenFilterType, D3DTEXF_POINT), D3D_OK);
    let img = read_level(&t, tex, 1, 4);
    let c = img.at(0, 0) & 0xFFFFFF;
    assert!(c == RED & 0xFFFFFF || c == BLUE & 0xFFFFFF, "{c:06x}");
    assert_rect_rgb(&img, 0, 0, 4, 4, c | 0xFF000000, 0);
    // Back to linear: generated again.
    assert_eq!(vcall!(tex, SetAutoGenFilterType, D3DTEXF_LINEAR), D3D_OK);
    assert_rect_rgb(&read_level(&t, tex, 1, 4), 0, 0, 4, 4, PURPLE, 1);
    release!(tex);
}

#[test]
fn draws_clears_and_copies_into_level_0_generate_the_levels() {
    let t = TestDevice::new();
    let usage = D3DUSAGE_RENDERTARGET | D3DUSAGE_AUTOGENMIPMAP;
    let tex = create_texture(t.dev, 16, 16, 1, usage, D3DFMT_X8R8G8B8, D3DPOOL_DEFAULT);
    let mut level0 = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level0), D3D_OK);
    // A green clear, then red drawn over the left half.
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, level0), D3D_OK);
    t.clear(GREEN);
    t.begin();
    t.draw_rect(0, 0, 8, 16, RED);
    t.end();
    t.restore_back_buffer();
    let img = read_level(&t, tex, 1, 8);
    assert_rect_rgb(&img, 0, 0, 4, 8, RED, 0);
    assert_rect_rgb(&img, 4, 0, 8, 8, GREEN, 0);
    let img = read_level(&t, tex, 4, 1);
    assert_rgb(&img, 0, 0, 0xFF808000, 1);
    // A clear alone (Wine's visual.c:6852 case).
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, level0), D3D_OK);
    t.clear(0xFF00FFFF);
    t.restore_back_buffer();
    assert_rgb(&read_level(&t, tex, 4, 1), 0, 0, 0xFF00FFFF, 0);
    // ColorFill and StretchRect into level 0.
    let hr = vcall!(t.dev, ColorFill, level0, std::ptr::null(), 0xFFFF00FF);
    assert_eq!(hr, D3D_OK);
    assert_rect_rgb(&read_level(&t, tex, 2, 4), 0, 0, 4, 4, 0xFFFF00FF, 0);
    let src = t.create_rt(16, 16, D3DFMT_X8R8G8B8, false);
    assert_eq!(vcall!(t.dev, ColorFill, src, std::ptr::null(), BLUE), D3D_OK);
    let hr = vcall!(
        t.dev,
        StretchRect,
        src,
        std::ptr::null(),
        level0,
        std::ptr::null(),
        D3DTEXF_POINT
    );
    assert_eq!(hr, D3D_OK);
    assert_rect_rgb(&read_level(&t, tex, 2, 4), 0, 0, 4, 4, BLUE, 0);
    for o in [src, level0] {
        release!(o);
    }
    release!(tex);
}

#[test]
fn update_texture_into_an_autogen_texture_generates_its_levels() {
    let t = TestDevice::new();
    let src = create_texture(t.dev, 16, 16, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM);
    fill_level32(src, 0, |_, _| 0xFFFFFF00);
    let dst = create_texture(
        t.dev,
        16,
        16,
        0,
        D3DUSAGE_AUTOGENMIPMAP,
        D3DFMT_A8R8G8B8,
        D3DPOOL_DEFAULT,
    );
    let hr = vcall!(t.dev, UpdateTexture, src.cast(), dst.cast());
    assert_eq!(hr, D3D_OK);
    assert_rect_rgb(&read_level(&t, dst, 3, 2), 0, 0, 2, 2, 0xFFFFFF00, 0);
    release!(dst);
    release!(src);
}

#[test]
fn autogen_textures_follow_the_creation_rules_of_windows() {
    let t = TestDevice::new();
    let create = |levels, usage, format, pool| {
        let mut tex: *mut IDirect3DTexture9 = std::ptr::null_mut();
        let null = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateTexture,
            16,
            16,
            levels,
            usage,
            format,
            pool,
            &mut tex,
            null
        );
        if !tex.is_null() {
            release!(tex);
        }
        hr
    };
    let gen = D3DUSAGE_AUTOGENMIPMAP;
    assert_eq!(create(0, gen, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED), D3D_OK);
    assert_eq!(create(1, gen, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED), D3D_OK);
    assert_eq!(create(2, gen, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED), D3DERR_INVALIDCALL);
    assert_eq!(create(0, gen, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM), D3DERR_INVALIDCALL);
    // Formats without generation keep their one level.
    assert_eq!(create(0, gen, D3DFMT_L8, D3DPOOL_DEFAULT), D3D_OK);
    assert_eq!(create(0, gen, D3DFMT_DXT5, D3DPOOL_DEFAULT), D3D_OK);
    let tex = create_texture(t.dev, 16, 16, 0, gen, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    let mut s = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 1, &mut s), D3DERR_INVALIDCALL);
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(tex, GetLevelDesc, 0, &mut desc), D3D_OK);
    assert_eq!(desc.Usage, gen);
    assert_eq!(vcall!(tex, GetAutoGenFilterType), D3DTEXF_LINEAR);
    assert_eq!(vcall!(tex, SetAutoGenFilterType, D3DTEXF_NONE), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(tex, SetAutoGenFilterType, D3DTEXF_ANISOTROPIC), D3D_OK);
    assert_eq!(vcall!(tex, GetAutoGenFilterType), D3DTEXF_ANISOTROPIC);
    release!(tex);
    let mut vol = std::ptr::null_mut();
    let null = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateVolumeTexture,
        8,
        8,
        8,
        0,
        gen,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut vol,
        null
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
}

#[test]
fn generate_mip_sub_levels_leaves_other_textures_alone() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 8, 8, 0, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    fill_level32(tex, 0, |_, _| RED);
    fill_level32(tex, 1, |_, _| BLUE);
    vcall!(tex, GenerateMipSubLevels);
    assert_rect_rgb(&read_level(&t, tex, 1, 4), 0, 0, 4, 4, BLUE, 0);
    release!(tex);
}
