//! UpdateSurface and UpdateTexture: system-memory contents copied into
//! D3DPOOL_DEFAULT surfaces and textures, checked by sampling or reading back
//! (exact colours: solid fills, point sampling), and the calls D3D9 refuses.

use wgd3d9_tests::*;

const LEVEL_COLORS: [u32; 4] = [0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFFFFFF];

/// A texture of `levels` levels in `pool`, level l filled with `colors[l]`
/// when the pool is lockable.
fn leveled(t: &TestDevice, size: u32, levels: u32, pool: u32, colors: &[u32]) -> *mut IDirect3DTexture9 {
    let tex = create_texture(t.dev, size, size, levels, 0, D3DFMT_A8R8G8B8, pool);
    if pool != D3DPOOL_DEFAULT {
        for (l, &c) in colors.iter().enumerate().take(levels as usize) {
            fill_level32(tex, l as u32, |_, _| c);
        }
    }
    tex
}

/// Draws `tex` over the target with only level `level` sampled and returns
/// the colour at the centre.
fn sample_level(t: &TestDevice, tex: *mut IDirect3DTexture9, level: u32) -> u32 {
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, level);
    t.clear(0xFF808080);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    t.read_rt().at(32, 32) & 0xFFFFFF
}

fn update(t: &TestDevice, src: *mut IDirect3DTexture9, dst: *mut IDirect3DTexture9) -> HRESULT {
    vcall!(
        t.dev,
        UpdateTexture,
        src as *mut IDirect3DBaseTexture9,
        dst as *mut IDirect3DBaseTexture9
    )
}

#[test]
fn update_texture_copies_every_level_into_the_default_pool() {
    let t = TestDevice::new();
    let src = leveled(&t, 8, 4, D3DPOOL_SYSTEMMEM, &LEVEL_COLORS);
    let dst = leveled(&t, 8, 4, D3DPOOL_DEFAULT, &[]);
    assert_eq!(update(&t, src, dst), D3D_OK);
    for (l, &c) in LEVEL_COLORS.iter().enumerate() {
        assert_rgb_eq(sample_level(&t, dst, l as u32), c & 0xFFFFFF, &format!("level {l}"));
    }
    // A later change of the source shows after the next update only.
    fill_level32(src, 0, |_, _| 0xFF102030);
    assert_rgb_eq(sample_level(&t, dst, 0), 0xFF0000, "before the second update");
    assert_eq!(update(&t, src, dst), D3D_OK);
    assert_rgb_eq(sample_level(&t, dst, 0), 0x102030, "after the second update");
    release!(src);
    release!(dst);
}

#[test]
fn update_texture_skips_the_source_levels_larger_than_the_destination() {
    let t = TestDevice::new();
    // 16x16 with five levels into 8x8 with four: source level 1 lands in
    // destination level 0.
    let colors = [0xFF000000, 0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0xFFFFFFFF];
    let src = leveled(&t, 16, 5, D3DPOOL_SYSTEMMEM, &colors);
    let dst = leveled(&t, 8, 4, D3DPOOL_DEFAULT, &[]);
    assert_eq!(update(&t, src, dst), D3D_OK);
    for l in 0..4u32 {
        let expected = colors[l as usize + 1] & 0xFFFFFF;
        assert_rgb_eq(sample_level(&t, dst, l), expected, &format!("level {l}"));
    }
    release!(src);
    release!(dst);
}

/// UpdateTexture into a dynamic texture whose locked texels an earlier draw
/// of the frame reads (its upload reads the CPU copy when the frame is
/// replayed): the earlier draw keeps them, the later one shows the update.
#[test]
fn update_texture_into_a_dynamic_texture_keeps_the_earlier_draw() {
    let t = TestDevice::new();
    let src = leveled(&t, 4, 1, D3DPOOL_SYSTEMMEM, &[0xFF00FF00]);
    let dst = create_texture(t.dev, 4, 4, 1, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.set_texture(0, dst);
    t.clear(0xFF000000);
    t.begin();
    fill_level32(dst, 0, |_, _| 0xFFFF0000);
    t.draw_tex_rect(0, 0, 32, 64, 0xFFFFFFFF);
    assert_eq!(update(&t, src, dst), D3D_OK);
    t.draw_tex_rect(32, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x00FF00, 0);
    t.set_texture(0, std::ptr::null_mut());
    release!(dst);
    release!(src);
}

#[test]
fn update_texture_refuses_pools_formats_and_sizes_d3d9_refuses() {
    let t = TestDevice::new();
    let sys = leveled(&t, 8, 1, D3DPOOL_SYSTEMMEM, &LEVEL_COLORS);
    let def = leveled(&t, 8, 1, D3DPOOL_DEFAULT, &[]);
    let managed = leveled(&t, 8, 1, D3DPOOL_MANAGED, &LEVEL_COLORS);
    let small = leveled(&t, 4, 1, D3DPOOL_DEFAULT, &[]);
    let other_format = create_texture(t.dev, 8, 8, 1, 0, D3DFMT_X8R8G8B8, D3DPOOL_DEFAULT);
    assert_eq!(update(&t, def, sys), D3DERR_INVALIDCALL, "default to system memory");
    assert_eq!(update(&t, managed, def), D3DERR_INVALIDCALL, "from the managed pool");
    assert_eq!(update(&t, sys, managed), D3DERR_INVALIDCALL, "into the managed pool");
    assert_eq!(update(&t, sys, other_format), D3DERR_INVALIDCALL, "another format");
    assert_eq!(
        update(&t, sys, small),
        D3DERR_INVALIDCALL,
        "no source level of its size"
    );
    assert_eq!(update(&t, sys, std::ptr::null_mut()), D3DERR_INVALIDCALL);
    for tex in [sys, def, managed, small, other_format] {
        release!(tex);
    }
}

#[test]
fn update_surface_copies_a_rectangle_to_a_point() {
    let t = TestDevice::new();
    let (hr, src) = try_create_plain(t.dev, 8, 8, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM);
    assert_eq!(hr, D3D_OK);
    // Red, with a green 2x2 square at (2, 2).
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(src, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
    for y in 0..8usize {
        for x in 0..8usize {
            let green = (2..4).contains(&x) && (2..4).contains(&y);
            let c = if green { 0xFF00FF00u32 } else { 0xFFFF0000 };
            // SAFETY: pixel (x, y) of the locked 8x8 surface.
            unsafe { *((lr.pBits as *mut u8).add(y * lr.Pitch as usize + 4 * x) as *mut u32) = c };
        }
    }
    assert_eq!(vcall!(src, UnlockRect), D3D_OK);
    let dst = t.create_rt(16, 16, D3DFMT_A8R8G8B8, false);
    let mut back = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut back), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, dst), D3D_OK);
    t.clear(0xFF0000FF);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, back), D3D_OK);
    release!(back);
    let r = RECT {
        left: 2,
        top: 2,
        right: 4,
        bottom: 4,
    };
    let at = POINT { x: 5, y: 9 };
    assert_eq!(vcall!(t.dev, UpdateSurface, src, &r, dst, &at), D3D_OK);
    let img = read_surface(t.dev, dst);
    for (x, y, expected) in [
        (5, 9, 0x00FF00),
        (6, 10, 0x00FF00),
        (4, 9, 0x0000FF),
        (7, 9, 0x0000FF),
        (5, 11, 0x0000FF),
    ] {
        assert_rgb_eq(img.at(x, y) & 0xFFFFFF, expected, &format!("({x}, {y})"));
    }
    // A rectangle reaching past either surface is refused.
    let past = POINT { x: 15, y: 0 };
    assert_eq!(vcall!(t.dev, UpdateSurface, src, &r, dst, &past), D3DERR_INVALIDCALL);
    let outside = RECT {
        left: 6,
        top: 6,
        right: 9,
        bottom: 8,
    };
    assert_eq!(
        vcall!(t.dev, UpdateSurface, src, &outside, dst, std::ptr::null()),
        D3DERR_INVALIDCALL
    );
    // The whole source to the origin; the other way round is refused.
    assert_eq!(
        vcall!(t.dev, UpdateSurface, src, std::ptr::null(), dst, std::ptr::null()),
        D3D_OK
    );
    assert_rgb_eq(read_surface(t.dev, dst).at(0, 0) & 0xFFFFFF, 0xFF0000, "(0, 0)");
    assert_eq!(
        vcall!(t.dev, UpdateSurface, dst, std::ptr::null(), src, std::ptr::null()),
        D3DERR_INVALIDCALL
    );
    release!(src);
    release!(dst);
}

fn assert_rgb_eq(got: u32, expected: u32, what: &str) {
    assert_eq!(got, expected, "{what}: got {got:06x}, expected {expected:06x}");
}

/// Writes `color` into rectangle `r` (or all) of level 0 of an 8x8 32-bit
/// texture, locked with `flags`.
fn write_rect(tex: *mut IDirect3DTexture9, r: Option<RECT>, flags: u32, color: u32) {
    let mut lr = D3DLOCKED_RECT::default();
    let rp = r.as_ref().map_or(std::ptr::null(), |r| r as *const RECT);
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, rp, flags), D3D_OK);
    let r = r.unwrap_or(RECT {
        left: 0,
        top: 0,
        right: 8,
        bottom: 8,
    });
    for y in 0..(r.bottom - r.top) as usize {
        for x in 0..(r.right - r.left) as usize {
            // SAFETY: the lock covers the rectangle's rows of `Pitch` bytes.
            unsafe {
                let p = (lr.pBits as *mut u8).add(y * lr.Pitch as usize + x * 4) as *mut u32;
                p.write_unaligned(color);
            }
        }
    }
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
}

/// The colours of the left and right halves of an 8x8 texture drawn over
/// the target.
fn halves(t: &TestDevice, tex: *mut IDirect3DTexture9) -> (u32, u32) {
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.set_texture(0, tex);
    t.clear(0xFF808080);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    let img = t.read_rt();
    (img.at(16, 32) & 0xFFFFFF, img.at(48, 32) & 0xFFFFFF)
}

#[test]
fn update_texture_copies_what_changed_since_the_source_was_last_copied() {
    let t = TestDevice::new();
    let (red, green, blue) = (0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF);
    let src = leveled(&t, 8, 1, D3DPOOL_SYSTEMMEM, &[red]);
    let dst = leveled(&t, 8, 1, D3DPOOL_DEFAULT, &[]);
    assert_eq!(update(&t, src, dst), D3D_OK);
    assert_eq!(halves(&t, dst), (0xFF0000, 0xFF0000));
    // Writes through NO_DIRTY_UPDATE and READONLY locks are not copied.
    write_rect(src, None, D3DLOCK_NO_DIRTY_UPDATE, green);
    write_rect(src, None, D3DLOCK_READONLY, green);
    assert_eq!(update(&t, src, dst), D3D_OK);
    assert_eq!(halves(&t, dst), (0xFF0000, 0xFF0000), "nothing was dirty");
    // AddDirtyRect of the left half: only that half is copied.
    let left = RECT {
        left: 0,
        top: 0,
        right: 4,
        bottom: 8,
    };
    assert_eq!(vcall!(src, AddDirtyRect, &left), D3D_OK);
    assert_eq!(update(&t, src, dst), D3D_OK);
    assert_eq!(halves(&t, dst), (0x00FF00, 0xFF0000));
    // The copy made the source clean: another destination gets nothing.
    let other = leveled(&t, 8, 1, D3DPOOL_DEFAULT, &[]);
    assert_eq!(update(&t, src, other), D3D_OK);
    assert_eq!(halves(&t, other), (0, 0), "the new texture stays black");
    // A partial lock marks its rectangle, AddDirtyRect(NULL) everything.
    let right = RECT {
        left: 4,
        top: 0,
        right: 8,
        bottom: 8,
    };
    write_rect(src, Some(right), 0, blue);
    assert_eq!(update(&t, src, dst), D3D_OK);
    assert_eq!(halves(&t, dst), (0x00FF00, 0x0000FF));
    assert_eq!(vcall!(src, AddDirtyRect, std::ptr::null()), D3D_OK);
    assert_eq!(update(&t, src, other), D3D_OK);
    assert_eq!(halves(&t, other), (0x00FF00, 0x0000FF));
    release!(other);
    release!(src);
    release!(dst);
}

#[test]
fn no_dirty_update_locks_reach_managed_textures_at_eviction_and_dynamic_ones_at_once() {
    let t = TestDevice::new();
    let managed = leveled(&t, 8, 1, D3DPOOL_MANAGED, &[0xFFFF_0000]);
    assert_eq!(halves(&t, managed), (0xFF0000, 0xFF0000));
    // A managed texture honours D3DLOCK_NO_DIRTY_UPDATE...
    write_rect(managed, None, D3DLOCK_NO_DIRTY_UPDATE, 0xFF00_FF00);
    assert_eq!(halves(&t, managed), (0xFF0000, 0xFF0000));
    // ...until EvictManagedResources uploads its contents again.
    assert_eq!(vcall!(t.dev, EvictManagedResources), D3D_OK);
    assert_eq!(halves(&t, managed), (0x00FF00, 0x00FF00));
    release!(managed);

    // A dynamic texture does not honour it.
    let dynamic = create_texture(t.dev, 8, 8, 1, D3DUSAGE_DYNAMIC, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    write_rect(dynamic, None, 0, 0xFFFF_0000);
    assert_eq!(halves(&t, dynamic), (0xFF0000, 0xFF0000));
    write_rect(dynamic, None, D3DLOCK_NO_DIRTY_UPDATE, 0xFF00_00FF);
    assert_eq!(halves(&t, dynamic), (0x0000FF, 0x0000FF));
    release!(dynamic);
}

#[test]
fn draws_sample_system_memory_textures_as_their_memory_is() {
    let t = TestDevice::new();
    let colors = [0xFF11_1111, 0xFF22_2222, 0xFF33_3333, 0xFF44_4444];
    let tex = leveled(&t, 8, 4, D3DPOOL_SYSTEMMEM, &colors);
    for (level, &c) in colors.iter().enumerate() {
        assert_eq!(sample_level(&t, tex, level as u32), c & 0xFFFFFF, "level {level}");
    }
    // Writes reach the next draw whatever the lock's flags: D3D9 draws
    // from the memory, not from a dirty region.
    write_rect(tex, None, D3DLOCK_NO_DIRTY_UPDATE, 0xFF00_00FF);
    assert_eq!(sample_level(&t, tex, 0), 0x0000FF, "after a NO_DIRTY_UPDATE write");
    let right = RECT {
        left: 4,
        top: 0,
        right: 8,
        bottom: 8,
    };
    write_rect(tex, Some(right), 0, 0xFF00_FF00);
    assert_eq!(halves(&t, tex), (0x0000FF, 0x00FF00), "after a partial write");
    // The texture is still an UpdateTexture source with its own region: the
    // NO_DIRTY_UPDATE write did not mark the left half.
    let dst = leveled(&t, 8, 1, D3DPOOL_DEFAULT, &[]);
    let src1 = leveled(&t, 8, 1, D3DPOOL_SYSTEMMEM, &[0xFFFF_0000]);
    assert_eq!(update(&t, src1, dst), D3D_OK);
    write_rect(src1, None, D3DLOCK_NO_DIRTY_UPDATE, 0xFF00_FF00);
    assert_eq!(halves(&t, src1), (0x00FF00, 0x00FF00), "drawn from memory");
    assert_eq!(update(&t, src1, dst), D3D_OK);
    assert_eq!(halves(&t, dst), (0xFF0000, 0xFF0000), "nothing was dirty");
    release!(src1);
    release!(dst);
    release!(tex);
}
