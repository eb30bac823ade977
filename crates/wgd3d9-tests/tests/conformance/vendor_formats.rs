//! The vendor block formats ATI1 (one channel, 8-byte blocks) and ATI2 (two
//! channels, 16-byte blocks). As on Windows, LockRect hands them out as if
//! they had one byte per pixel (the pitch is the width), the blocks lie one
//! after another from the start of the memory, ATI1 reads (r, 0, 0, 1) and
//! ATI2 reads (g, r, 1, 1) with its first block in green. Under Fetch4, ATI1
//! reads its nearest texel into all four channels.

use wgd3d9_tests::*;

/// A block of one channel at `value` everywhere (both endpoints `value`).
fn channel_block(value: u8) -> [u8; 8] {
    [value, value, 0, 0, 0, 0, 0, 0]
}

fn lock(tex: *mut IDirect3DTexture9) -> D3DLOCKED_RECT {
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
    lr
}

/// Fills a 16x16 texture's 16 blocks with `block` and samples it over the
/// bound 64x64 target.
fn fill_and_sample(t: &TestDevice, tex: *mut IDirect3DTexture9, block: &[u8]) -> Image {
    let lr = lock(tex);
    assert_eq!(lr.Pitch, 16, "one byte per pixel");
    // SAFETY: the level's memory holds its 16 blocks from the start.
    let bits = unsafe { std::slice::from_raw_parts_mut(lr.pBits as *mut u8, 16 * block.len()) };
    for b in bits.chunks_exact_mut(block.len()) {
        b.copy_from_slice(block);
    }
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    t.set_texture(0, tex);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    t.read_rt()
}

#[test]
fn ati1_and_ati2_lock_as_bytes_and_read_their_channels() {
    let d = d3d();
    for f in [D3DFMT_ATI1, D3DFMT_ATI2] {
        assert_eq!(check_format(d, 0, D3DRTYPE_TEXTURE, f), D3D_OK, "{f:#x}");
        assert_eq!(check_format(d, 0, D3DRTYPE_SURFACE, f), D3DERR_NOTAVAILABLE, "{f:#x}");
        assert_eq!(
            check_format(d, D3DUSAGE_RENDERTARGET, D3DRTYPE_TEXTURE, f),
            D3DERR_NOTAVAILABLE
        );
    }
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let ati1 = create_texture(t.dev, 16, 16, 1, 0, D3DFMT_ATI1, D3DPOOL_MANAGED);
    let img = fill_and_sample(&t, ati1, &channel_block(0x80));
    assert_argb(&img, 10, 10, 0xFF800000, 1);
    assert_argb(&img, 60, 33, 0xFF800000, 1);
    // Fetch4 reads the nearest ATI1 texel into every channel, as AMD's
    // drivers do (Wine's test_fetch4).
    t.samp(0, D3DSAMP_MIPMAPLODBIAS, make_fourcc(b'G', b'E', b'T', b'4'));
    assert_argb(&fill_and_sample(&t, ati1, &channel_block(0x80)), 30, 30, 0x80808080, 1);
    t.samp(0, D3DSAMP_MIPMAPLODBIAS, 0);
    let ati2 = create_texture(t.dev, 16, 16, 1, 0, D3DFMT_ATI2, D3DPOOL_MANAGED);
    let block: Vec<u8> = [channel_block(0x40), channel_block(0xC0)].concat();
    let img = fill_and_sample(&t, ati2, &block);
    // The first block (0x40) is green, the second (0xC0) red; blue is 1.
    assert_argb(&img, 10, 10, 0xFFC040FF, 1);
    assert_argb(&img, 50, 20, 0xFFC040FF, 1);
    // A rectangle's offset counts pixels of one byte.
    let mut lr = D3DLOCKED_RECT::default();
    let base = lock(ati2).pBits as usize;
    assert_eq!(vcall!(ati2, UnlockRect, 0), D3D_OK);
    let rect = RECT {
        left: 4,
        top: 8,
        right: 8,
        bottom: 12,
    };
    assert_eq!(vcall!(ati2, LockRect, 0, &mut lr, &rect, 0), D3D_OK);
    assert_eq!((lr.pBits as usize - base, lr.Pitch), (8 * 16 + 4, 16));
    assert_eq!(vcall!(ati2, UnlockRect, 0), D3D_OK);
    // Sizes that are not whole blocks exist (DXT's are refused), with the
    // level's bytes one per pixel; such textures are never drawn.
    let odd = create_texture(t.dev, 6, 6, 0, 0, D3DFMT_ATI2, D3DPOOL_MANAGED);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(odd, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
    let level0 = lr.pBits as usize;
    assert_eq!(vcall!(odd, UnlockRect, 0), D3D_OK);
    assert_eq!(vcall!(odd, LockRect, 1, &mut lr, std::ptr::null(), 0), D3D_OK);
    assert_eq!((lr.pBits as usize - level0, lr.Pitch), (36, 3));
    assert_eq!(vcall!(odd, UnlockRect, 1), D3D_OK);
    release!(odd);
    let mut tex = std::ptr::null_mut();
    let null = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        6,
        6,
        1,
        0,
        D3DFMT_DXT5,
        D3DPOOL_MANAGED,
        &mut tex,
        null
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    t.restore_back_buffer();
    for o in [ati1.cast::<IUnknown>(), ati2.cast(), rt.cast()] {
        release!(o);
    }
}
