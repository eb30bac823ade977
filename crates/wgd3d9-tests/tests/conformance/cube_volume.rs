//! Cube and volume textures as objects: creation rules per pool and usage,
//! locks that keep what was written, levels and containers. Fixed-function
//! stages do not sample them yet (known limitation, asserted below); pixel
//! shaders do (`cube_volume_sampling`).

use wgd3d9_tests::*;

#[test]
fn cube_textures_lock_per_face_and_bind() {
    let t = TestDevice::new();
    let mut caps = D3DCAPS9::default();
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut caps), D3D_OK);
    let both = D3DPTEXTURECAPS_CUBEMAP | D3DPTEXTURECAPS_VOLUMEMAP;
    assert_eq!(caps.TextureCaps & both, both);
    let null = std::ptr::null_mut();
    let mut cube = std::ptr::null_mut();
    for pool in [D3DPOOL_DEFAULT, D3DPOOL_SYSTEMMEM] {
        let hr = vcall!(
            t.dev,
            CreateCubeTexture,
            16,
            1,
            0,
            D3DFMT_A8R8G8B8,
            pool,
            &mut cube,
            null
        );
        assert_eq!(hr, D3D_OK, "pool {pool}");
        assert_eq!(release!(cube), 0);
    }
    // Depth-stencil cube textures and managed render targets do not exist.
    let rt = D3DUSAGE_RENDERTARGET;
    let hr = vcall!(
        t.dev,
        CreateCubeTexture,
        16,
        1,
        rt,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut cube,
        null
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    let ds = D3DUSAGE_DEPTHSTENCIL;
    let hr = vcall!(
        t.dev,
        CreateCubeTexture,
        16,
        1,
        ds,
        D3DFMT_D24S8,
        D3DPOOL_DEFAULT,
        &mut cube,
        null
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    // D3DUSAGE_WRITEONLY is for buffers only.
    let hr = vcall!(
        t.dev,
        CreateCubeTexture,
        16,
        1,
        D3DUSAGE_WRITEONLY,
        D3DFMT_A8R8G8B8,
        D3DPOOL_SYSTEMMEM,
        &mut cube,
        null
    );
    assert_eq!((hr, cube.is_null()), (D3DERR_INVALIDCALL, true));
    let mut tex = std::ptr::dangling_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        16,
        16,
        1,
        D3DUSAGE_WRITEONLY,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut tex,
        null
    );
    assert_eq!((hr, tex.is_null()), (D3DERR_INVALIDCALL, true));
    // A render target is never dynamic.
    let mut tex = std::ptr::dangling_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        16,
        16,
        1,
        D3DUSAGE_RENDERTARGET | D3DUSAGE_DYNAMIC,
        D3DFMT_A8R8G8B8,
        D3DPOOL_DEFAULT,
        &mut tex,
        null
    );
    assert_eq!((hr, tex.is_null()), (D3DERR_INVALIDCALL, true));
    let hr = vcall!(
        t.dev,
        CreateCubeTexture,
        16,
        0,
        0,
        D3DFMT_A8R8G8B8,
        D3DPOOL_SCRATCH,
        &mut cube,
        null
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(cube, GetLevelCount), 5);
    assert_eq!(vcall!(cube, GetType), D3DRTYPE_CUBETEXTURE);
    let mut d = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(cube, GetLevelDesc, 2, &mut d), D3D_OK);
    assert_eq!((d.Width, d.Height, d.Pool), (4, 4, D3DPOOL_SCRATCH));

    // Each face keeps its own contents.
    for face in 0..6u32 {
        let mut lr = D3DLOCKED_RECT::default();
        assert_eq!(vcall!(cube, LockRect, face, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
        // SAFETY: the first texel of the locked face.
        unsafe { *(lr.pBits as *mut u32) = 0xFF000000 | face };
        assert_eq!(vcall!(cube, UnlockRect, face, 0), D3D_OK);
    }
    let mut s = std::ptr::null_mut();
    assert_eq!(
        vcall!(cube, GetCubeMapSurface, D3DCUBEMAP_FACE_NEGATIVE_Y, 0, &mut s),
        D3D_OK
    );
    assert_eq!(refcount(cube), 2, "a face surface counts on its texture");
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), D3DLOCK_READONLY), D3D_OK);
    // SAFETY: the first texel of the locked face.
    assert_eq!(unsafe { *(lr.pBits as *const u32) }, 0xFF000003);
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    // Unlike a 2D texture's level, a face that is not locked refuses its own
    // UnlockRect; the cube texture's UnlockRect of it succeeds (Windows, in
    // Wine's device.c test_lockrect_invalid).
    assert_eq!(vcall!(s, UnlockRect), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(cube, UnlockRect, D3DCUBEMAP_FACE_NEGATIVE_Y, 0), D3D_OK);
    let mut container = std::ptr::null_mut();
    assert_eq!(
        vcall!(s, GetContainer, &IID_IDirect3DCubeTexture9, &mut container),
        D3D_OK
    );
    assert_eq!(container as *mut IDirect3DCubeTexture9, cube);
    release!(container as *mut IDirect3DCubeTexture9);
    release!(s);
    assert_eq!(vcall!(cube, GetCubeMapSurface, 6, 0, &mut s), D3DERR_INVALIDCALL);
    // Scratch textures bind (and sample nothing).
    assert_eq!(vcall!(t.dev, SetTexture, 0, cube as *mut IDirect3DBaseTexture9), D3D_OK);
    assert_eq!(vcall!(t.dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(cube), 0);

    // A managed one binds; the stage samples it (a new texture's texels
    // are zero, so black shows where the white vertex colour would without
    // a texture).
    let hr = vcall!(
        t.dev,
        CreateCubeTexture,
        4,
        1,
        0,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut cube,
        null
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(t.dev, SetTexture, 0, cube as *mut IDirect3DBaseTexture9), D3D_OK);
    let mut got = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetTexture, 0, &mut got), D3D_OK);
    assert_eq!(got as *mut IDirect3DCubeTexture9, cube);
    release!(got);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.clear(0xFF0000FF);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0x000000, 0);
    assert_eq!(vcall!(t.dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(cube), 0);
}

#[test]
fn volume_textures_lock_boxes_with_row_and_slice_pitches() {
    let t = TestDevice::new();
    let mut vol = std::ptr::null_mut();
    let null = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateVolumeTexture,
        8,
        4,
        2,
        0,
        0,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut vol,
        null
    );
    assert_eq!(hr, D3D_OK);
    // Volumes are never render targets, and WRITEONLY is for buffers.
    for (usage, pool) in [
        (D3DUSAGE_RENDERTARGET, D3DPOOL_DEFAULT),
        (D3DUSAGE_WRITEONLY, D3DPOOL_MANAGED),
    ] {
        let mut bad = std::ptr::dangling_mut();
        let hr = vcall!(
            t.dev,
            CreateVolumeTexture,
            8,
            4,
            2,
            1,
            usage,
            D3DFMT_A8R8G8B8,
            pool,
            &mut bad,
            null
        );
        assert_eq!((hr, bad.is_null()), (D3DERR_INVALIDCALL, true), "usage {usage:#x}");
    }
    // Block-compressed volumes are not sampled (CheckDeviceFormat says
    // so): only scratch ones exist.
    for (pool, hr) in [
        (D3DPOOL_SYSTEMMEM, D3DERR_INVALIDCALL),
        (D3DPOOL_MANAGED, D3DERR_INVALIDCALL),
        (D3DPOOL_SCRATCH, D3D_OK),
    ] {
        let mut v = std::ptr::null_mut();
        let got = vcall!(
            t.dev,
            CreateVolumeTexture,
            4,
            4,
            2,
            1,
            0,
            D3DFMT_DXT1,
            pool,
            &mut v,
            null
        );
        assert_eq!(got, hr, "pool {pool}");
        if !v.is_null() {
            dxt_volume_locks_whole_blocks(v);
            assert_eq!(release!(v), 0);
        }
    }
    // Like 2D textures, default-pool volumes lock only when dynamic.
    for (usage, lock_hr) in [(0, D3DERR_INVALIDCALL), (D3DUSAGE_DYNAMIC, D3D_OK)] {
        let mut v = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateVolumeTexture,
            4,
            4,
            4,
            1,
            usage,
            D3DFMT_A8R8G8B8,
            D3DPOOL_DEFAULT,
            &mut v,
            null
        );
        assert_eq!(hr, D3D_OK);
        let mut lb = D3DLOCKED_BOX::default();
        assert_eq!(
            vcall!(v, LockBox, 0, &mut lb, std::ptr::null(), 0),
            lock_hr,
            "usage {usage:#x}"
        );
        if lock_hr == D3D_OK {
            assert_eq!(vcall!(v, UnlockBox, 0), D3D_OK);
        }
        assert_eq!(release!(v), 0);
    }
    assert_eq!(vcall!(vol, GetLevelCount), 4, "8x4x2 has levels 8, 4, 2, 1 wide");
    let mut d = D3DVOLUME_DESC::default();
    assert_eq!(vcall!(vol, GetLevelDesc, 1, &mut d), D3D_OK);
    assert_eq!((d.Width, d.Height, d.Depth), (4, 2, 1));

    let mut lb = D3DLOCKED_BOX::default();
    assert_eq!(vcall!(vol, LockBox, 0, &mut lb, std::ptr::null(), 0), D3D_OK);
    assert_eq!((lb.RowPitch, lb.SlicePitch), (32, 128));
    // SAFETY: texel (1, 1, 1) of the locked level, inside its 32/128-byte pitches.
    unsafe { *((lb.pBits as *mut u8).add(128 + 32 + 4) as *mut u32) = 0xCAFEF00D };
    assert_eq!(
        vcall!(vol, LockBox, 0, &mut lb, std::ptr::null(), 0),
        D3DERR_INVALIDCALL,
        "locked twice"
    );
    assert_eq!(vcall!(vol, UnlockBox, 0), D3D_OK);
    assert_eq!(vcall!(vol, UnlockBox, 0), D3DERR_INVALIDCALL);

    // The texel written at (1, 1, 1) is the first of a box starting there.
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(vol, GetVolumeLevel, 0, &mut level), D3D_OK);
    let b = D3DBOX {
        Left: 1,
        Top: 1,
        Right: 3,
        Bottom: 3,
        Front: 1,
        Back: 2,
    };
    assert_eq!(vcall!(level, LockBox, &mut lb, &b, D3DLOCK_READONLY), D3D_OK);
    // SAFETY: the first texel of the locked box.
    assert_eq!(unsafe { *(lb.pBits as *const u32) }, 0xCAFEF00D);
    assert_eq!(vcall!(level, UnlockBox), D3D_OK);
    let outside = D3DBOX {
        Left: 0,
        Top: 0,
        Right: 9,
        Bottom: 1,
        Front: 0,
        Back: 1,
    };
    assert_eq!(vcall!(level, LockBox, &mut lb, &outside, 0), D3DERR_INVALIDCALL);
    let mut container = std::ptr::null_mut();
    assert_eq!(
        vcall!(level, GetContainer, &IID_IDirect3DVolumeTexture9, &mut container),
        D3D_OK
    );
    assert_eq!(container as *mut IDirect3DVolumeTexture9, vol);
    release!(container as *mut IDirect3DVolumeTexture9);
    release!(level);
    assert_eq!(release!(vol), 0);
}

/// A 4x4x2 DXT1 volume locks whole 4x4 blocks only: boxes starting or
/// ending inside a block are refused (D3D9 refuses them in every pool).
fn dxt_volume_locks_whole_blocks(v: *mut IDirect3DVolumeTexture9) {
    let b = |l, t, r, bt| D3DBOX {
        Left: l,
        Top: t,
        Right: r,
        Bottom: bt,
        Front: 0,
        Back: 1,
    };
    let mut lb = D3DLOCKED_BOX::default();
    for part in [b(2, 0, 4, 4), b(0, 0, 2, 4), b(0, 2, 4, 4), b(0, 0, 4, 2)] {
        assert_eq!(vcall!(v, LockBox, 0, &mut lb, &part, 0), D3DERR_INVALIDCALL, "{part:?}");
    }
    assert_eq!(vcall!(v, LockBox, 0, &mut lb, &b(0, 0, 4, 4), 0), D3D_OK);
    assert_eq!(vcall!(v, UnlockBox, 0), D3D_OK);
}

#[test]
fn every_level_of_a_texture_is_written_through_a_lock_of_level_0() {
    // D3D9 lays levels out back to back; applications rely on it.
    let t = TestDevice::new();
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        8,
        8,
        0,
        0,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
    let colors = [0xFFFF0000u32, 0xFF00FF00, 0xFF0000FF, 0xFFFFFFFF];
    let mut p = lr.pBits as *mut u32;
    for (l, &c) in colors.iter().enumerate() {
        let n = (8 >> l) * (8 >> l);
        for _ in 0..n {
            // SAFETY: `p` stays inside the texture's storage: its four levels'
            // 85 texels lie back to back from level 0's locked pointer (what
            // this test checks).
            unsafe { *p = c };
            // SAFETY: as above; at most one past the last texel.
            p = unsafe { p.add(1) };
        }
    }
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    // Sample each level (MAXMIPLEVEL selects it) over the whole target.
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    for (l, &c) in colors.iter().enumerate() {
        t.samp(0, D3DSAMP_MAXMIPLEVEL, l as u32);
        t.clear(0);
        t.begin();
        t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
        t.end();
        assert_rgb(&t.read_rt(), 32, 32, c & 0xFFFFFF, 0);
    }
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

#[test]
fn cube_faces_lie_in_one_allocation_each_on_a_16_byte_boundary() {
    // Edge 5, A8R8G8B8: levels of 100, 16 and 4 bytes (pitch 20, 8, 4), so a
    // face takes 120 bytes and the next starts 128 bytes after it.
    let t = TestDevice::new();
    let mut cube = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateCubeTexture,
        5,
        0,
        0,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut cube,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(cube, GetLevelCount), 3);
    let mut base = 0usize;
    let mut offset = 0usize;
    for face in 0..6 {
        for level in 0..3 {
            let mut lr = D3DLOCKED_RECT::default();
            assert_eq!(
                vcall!(cube, LockRect, face, level, &mut lr, std::ptr::null(), 0),
                D3D_OK
            );
            let at = lr.pBits as usize;
            if face == 0 && level == 0 {
                base = at;
            }
            assert_eq!(at - base, offset, "face {face}, level {level}");
            offset += (5usize >> level).max(1) * lr.Pitch as usize;
            assert_eq!(vcall!(cube, UnlockRect, face, level), D3D_OK);
        }
        offset = offset.next_multiple_of(16);
    }
    assert_eq!(release!(cube), 0);
}
