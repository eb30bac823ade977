//! Render targets and surfaces: CreateRenderTarget (lockable or not),
//! rendering into textures and sampling them, render targets smaller than the
//! depth buffer, X8R8G8B8 targets, offscreen plain surfaces, LockRect rules of
//! surfaces, GetRenderTargetData, the back buffer and Present.

use wgd3d9_tests::*;

const RED: u32 = 0xFFFF0000;
const GREEN: u32 = 0xFF00FF00;

fn back_buffer(t: &TestDevice) -> *mut IDirect3DSurface9 {
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    bb
}

fn plain(t: &TestDevice, w: u32, h: u32, format: u32, pool: u32) -> *mut IDirect3DSurface9 {
    let (hr, s) = try_create_plain(t.dev, w, h, format, pool);
    assert_eq!(
        hr, D3D_OK,
        "CreateOffscreenPlainSurface({format:#x}, pool {pool}) failed: {hr:#x}"
    );
    s
}

#[test]
fn drawing_into_a_created_render_target_leaves_the_back_buffer_alone() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let rt = t.create_rt(64, 64, D3DFMT_A8R8G8B8, false);
    let mut d = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(rt, GetDesc, &mut d), D3D_OK);
    assert_eq!(
        (d.Format, d.Usage, d.Pool, d.Width, d.Height),
        (D3DFMT_A8R8G8B8, D3DUSAGE_RENDERTARGET, D3DPOOL_DEFAULT, 64, 64)
    );
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    t.clear(0x80102030);
    t.begin();
    t.draw_rect(8, 8, 24, 24, RED);
    t.end();
    let img = read_surface(t.dev, rt);
    assert_argb(&img, 16, 16, RED, 0);
    assert_argb(&img, 40, 40, 0x80102030, 0);
    t.restore_back_buffer();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 64, 64, 0x000000, 0);
    assert_eq!(release!(rt), 0);
}

#[test]
fn a_render_target_smaller_than_the_depth_buffer_can_be_drawn_with_depth() {
    // D3D9 only requires the depth buffer to be at least as large as the
    // render target.
    let t = TestDevice::new();
    let rt = t.create_rt(32, 16, D3DFMT_A8R8G8B8, false);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect_z(0, 0, 32, 16, 0.3, RED);
    t.draw_rect_z(0, 0, 16, 16, 0.6, GREEN); // behind: rejected
    t.draw_rect_z(16, 0, 32, 16, 0.1, GREEN); // in front: drawn
    t.end();
    let img = read_surface(t.dev, rt);
    assert_rect_rgb(&img, 0, 0, 16, 16, 0xFF0000, 0);
    assert_rect_rgb(&img, 16, 0, 32, 16, 0x00FF00, 0);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

/// A depth clear under a target smaller than the depth buffer reaches as
/// far as the viewport does in the depth buffer (Windows, in Wine's
/// test_null_format), while the target's colour stops at its edge.
#[test]
fn depth_clears_reach_past_a_smaller_target_within_the_viewport() {
    let t = TestDevice::new();
    t.clear_color_depth(0xFF000080, 1.0);
    let rt = t.create_rt(32, 16, D3DFMT_A8R8G8B8, false);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    t.set_viewport(0, 0, 48, 64, 0.0, 1.0);
    let hr = vcall!(
        t.dev,
        Clear,
        0,
        std::ptr::null(),
        D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER,
        0xFFFF0000,
        0.2,
        0
    );
    assert_eq!(hr, D3D_OK);
    assert_rect_rgb(&read_surface(t.dev, rt), 0, 0, 32, 16, 0xFF0000, 0);
    t.restore_back_buffer();
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 0.5, GREEN);
    t.end();
    let img = t.read_rt();
    // Depth 0.2 over the 48x64 viewport holds the quad back; beyond it the
    // depth stayed 1. The back buffer's colour was not cleared.
    assert_rgb(&img, 40, 40, 0x000080, 0);
    assert_rgb(&img, 56, 40, 0x00FF00, 0);
    assert_eq!(release!(rt), 0);
}

#[test]
fn render_to_texture_then_sample_it() {
    let t = TestDevice::new();
    let tex = create_texture(
        t.dev,
        16,
        16,
        1,
        D3DUSAGE_RENDERTARGET,
        D3DFMT_A8R8G8B8,
        D3DPOOL_DEFAULT,
    );
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    let ds = {
        let mut s = std::ptr::null_mut();
        assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut s), D3D_OK);
        s
    };
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, level), D3D_OK);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF0000FF, 1.0, 0),
        D3D_OK
    );
    t.begin();
    t.draw_rect(0, 0, 8, 16, RED); // left half red, right half blue
    t.end();
    t.restore_back_buffer();
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    release!(ds);
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x0000FF, 0);
    t.set_texture(0, std::ptr::null_mut());
    release!(level);
    assert_eq!(release!(tex), 0);
}

#[test]
fn an_x8r8g8b8_render_target_texture_samples_alpha_one() {
    // The X in X8R8G8B8 reads as 1 whether or not a Clear wrote the target.
    let t = TestDevice::new();
    let tex = create_texture(
        t.dev,
        64,
        64,
        1,
        D3DUSAGE_RENDERTARGET,
        D3DFMT_X8R8G8B8,
        D3DPOOL_DEFAULT,
    );
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, level), D3D_OK);
    t.rs(D3DRS_ZENABLE, 0);
    t.begin();
    t.draw_full(0x00808080); // colour only; no Clear
    t.end();
    // Sample it into an A8R8G8B8 target, alpha from the texture.
    let rt = t.bind_argb_target();
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0, 1.0, 0),
        D3D_OK
    );
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_ALPHAOP, D3DTOP_SELECTARG1);
    t.set_texture(0, tex);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    let img = read_surface(t.dev, rt);
    assert_argb(&img, 32, 32, 0xFF808080, 0);
    t.set_texture(0, std::ptr::null_mut());
    t.restore_back_buffer();
    release!(level);
    assert_eq!(release!(rt), 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn rendering_into_a_mip_level_uses_that_level_size() {
    let t = TestDevice::new();
    let tex = create_texture(
        t.dev,
        32,
        32,
        2,
        D3DUSAGE_RENDERTARGET,
        D3DFMT_A8R8G8B8,
        D3DPOOL_DEFAULT,
    );
    let mut l1 = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 1, &mut l1), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, l1), D3D_OK);
    let mut vp = D3DVIEWPORT9::default();
    assert_eq!(vcall!(t.dev, GetViewport, &mut vp), D3D_OK);
    assert_eq!((vp.Width, vp.Height), (16, 16));
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0),
        D3D_OK
    );
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, GREEN));
    t.end();
    let img = read_surface(t.dev, l1);
    assert_eq!((img.width, img.height), (16, 16));
    assert_rect_rgb(&img, 0, 0, 16, 16, 0x00FF00, 0);
    t.restore_back_buffer();
    release!(l1);
    assert_eq!(release!(tex), 0);
}

#[test]
fn lockable_render_targets_read_back_what_was_drawn() {
    let t = TestDevice::new();
    let rt = t.create_rt(64, 64, D3DFMT_X8R8G8B8, true);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect(10, 20, 30, 40, 0xFF405060);
    t.end();
    let img = lock_pixels(rt, 64, 64);
    assert_rect_rgb(&img, 10, 20, 30, 40, 0x405060, 0);
    assert_rgb(&img, 9, 20, 0, 0);
    // A rectangle lock points at the rectangle.
    let r = RECT {
        left: 10,
        top: 20,
        right: 11,
        bottom: 21,
    };
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(rt, LockRect, &mut lr, &r, D3DLOCK_READONLY), D3D_OK);
    // SAFETY: the lock covers one pixel.
    assert_eq!(unsafe { *(lr.pBits as *const u32) } & 0xFFFFFF, 0x405060);
    assert_eq!(vcall!(rt, UnlockRect), D3D_OK);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
    // Not lockable: refused.
    let rt = t.create_rt(16, 16, D3DFMT_A8R8G8B8, false);
    assert_eq!(vcall!(rt, LockRect, &mut lr, std::ptr::null(), 0), D3DERR_INVALIDCALL);
    assert_eq!(release!(rt), 0);
}

#[test]
fn the_back_buffer_is_lockable_only_when_asked_for() {
    let t = TestDevice::new();
    let bb = back_buffer(&t);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(bb, LockRect, &mut lr, std::ptr::null(), 0), D3DERR_INVALIDCALL);
    release!(bb);
    drop(t);
    let mut pp = present_params(32, 32);
    pp.Flags = D3DPRESENTFLAG_LOCKABLE_BACKBUFFER;
    let t = TestDevice::with_params(pp);
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect(0, 0, 16, 32, 0xFF00FFFF);
    t.end();
    let bb = back_buffer(&t);
    let img = lock_pixels(bb, 32, 32);
    assert_rgb(&img, 8, 8, 0x00FFFF, 0);
    assert_rgb(&img, 24, 8, 0x000000, 0);
    release!(bb);
}

#[test]
fn offscreen_plain_surfaces_in_every_pool_lock_and_keep_their_data() {
    let t = TestDevice::new();
    for pool in [D3DPOOL_SYSTEMMEM, D3DPOOL_SCRATCH, D3DPOOL_DEFAULT] {
        let s = plain(&t, 8, 4, D3DFMT_A8R8G8B8, pool);
        let mut d = D3DSURFACE_DESC::default();
        assert_eq!(vcall!(s, GetDesc, &mut d), D3D_OK);
        assert_eq!(
            (d.Format, d.Pool, d.Width, d.Height, d.Type, d.Usage),
            (D3DFMT_A8R8G8B8, pool, 8, 4, D3DRTYPE_SURFACE, 0)
        );
        let mut lr = D3DLOCKED_RECT::default();
        assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
        assert!(lr.Pitch >= 32);
        for y in 0..4 {
            for x in 0..8 {
                // SAFETY: inside the locked surface.
                unsafe { *((lr.pBits as *mut u8).add(y * lr.Pitch as usize) as *mut u32).add(x) = (y * 8 + x) as u32 };
            }
        }
        // Locking twice fails while locked.
        let mut again = D3DLOCKED_RECT::default();
        assert_eq!(vcall!(s, LockRect, &mut again, std::ptr::null(), 0), D3DERR_INVALIDCALL);
        assert_eq!(vcall!(s, UnlockRect), D3D_OK);
        // Unlocking an unlocked standalone surface fails.
        assert_eq!(vcall!(s, UnlockRect), D3DERR_INVALIDCALL);
        let img = lock_pixels(s, 8, 4);
        assert_eq!(img.pixels, (0..32).collect::<Vec<u32>>(), "pool {pool}");
        assert_eq!(release!(s), 0);
    }
    // MANAGED is not a pool for plain surfaces.
    let mut s = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateOffscreenPlainSurface,
            8,
            8,
            D3DFMT_A8R8G8B8,
            D3DPOOL_MANAGED,
            &mut s,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert!(s.is_null());
}

/// Plain surfaces outside D3DPOOL_DEFAULT take any lock rectangle, as
/// Windows XP drivers do (Wine's test_lockrect_invalid); the default pool
/// refuses rectangles empty or reaching outside.
#[test]
fn surface_lock_rectangles_outside_the_surface_are_taken_outside_the_default_pool() {
    let t = TestDevice::new();
    let bad = [
        RECT {
            left: 0,
            top: 0,
            right: 9,
            bottom: 1,
        },
        RECT {
            left: 2,
            top: 2,
            right: 2,
            bottom: 4,
        },
        RECT {
            left: 0,
            top: -1,
            right: 1,
            bottom: 1,
        },
    ];
    let mut lr = D3DLOCKED_RECT::default();
    let default = plain(&t, 8, 8, D3DFMT_R5G6B5, D3DPOOL_DEFAULT);
    for r in bad {
        assert_eq!(vcall!(default, LockRect, &mut lr, &r, 0), D3DERR_INVALIDCALL);
    }
    assert_eq!(release!(default), 0);
    let s = plain(&t, 8, 8, D3DFMT_R5G6B5, D3DPOOL_SYSTEMMEM);
    let mut whole = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(s, LockRect, &mut whole, std::ptr::null(), 0), D3D_OK);
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    let r = RECT {
        left: 3,
        top: 1,
        right: 8,
        bottom: 8,
    };
    assert_eq!(vcall!(s, LockRect, &mut lr, &r, 0), D3D_OK);
    assert_eq!(lr.pBits as usize, whole.pBits as usize + whole.Pitch as usize + 3 * 2);
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    for (r, offset) in bad
        .iter()
        .zip([0, 2 * whole.Pitch as isize + 4, -(whole.Pitch as isize)])
    {
        assert_eq!(vcall!(s, LockRect, &mut lr, r, 0), D3D_OK, "{r:?}");
        assert_eq!(lr.pBits as isize - whole.pBits as isize, offset, "{r:?}");
        assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    }
    assert_eq!(release!(s), 0);
}

#[test]
fn get_render_target_data_validates_its_surfaces() {
    let t = TestDevice::new();
    let bb = back_buffer(&t);
    let ok = plain(&t, 64, 64, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, bb, ok), D3D_OK);
    let small = plain(&t, 32, 64, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, bb, small), D3DERR_INVALIDCALL);
    let other_format = plain(&t, 64, 64, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, bb, other_format), D3DERR_INVALIDCALL);
    let scratch = plain(&t, 64, 64, D3DFMT_X8R8G8B8, D3DPOOL_SCRATCH);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, bb, scratch), D3DERR_INVALIDCALL);
    // The source must be a render target.
    assert_eq!(vcall!(t.dev, GetRenderTargetData, ok, other_format), D3DERR_INVALIDCALL);
    assert_eq!(
        vcall!(t.dev, GetRenderTargetData, bb, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    for s in [ok, small, other_format, scratch] {
        assert_eq!(release!(s), 0);
    }
    release!(bb);
}

#[test]
fn get_render_target_data_reads_a_texture_render_target() {
    let t = TestDevice::new();
    let tex = create_texture(
        t.dev,
        64,
        64,
        1,
        D3DUSAGE_RENDERTARGET,
        D3DFMT_A8B8G8R8,
        D3DPOOL_DEFAULT,
    );
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, level), D3D_OK);
    t.clear(0x40302010);
    let dst = plain(&t, 64, 64, D3DFMT_A8B8G8R8, D3DPOOL_SYSTEMMEM);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, level, dst), D3D_OK);
    // A8B8G8R8 in memory: R, G, B, A -> the DWORD 0xAABBGGRR.
    let img = lock_pixels(dst, 64, 64);
    assert_eq!(img.at(5, 5), 0x40102030);
    t.restore_back_buffer();
    assert_eq!(release!(dst), 0);
    release!(level);
    assert_eq!(release!(tex), 0);
}

#[test]
fn present_keeps_the_back_buffer_with_swap_effect_copy() {
    let mut pp = present_params(64, 64);
    pp.SwapEffect = D3DSWAPEFFECT_COPY;
    let t = TestDevice::with_params(pp);
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect(0, 0, 32, 64, RED);
    t.end();
    t.present();
    // Draw more after Present: the earlier contents are still there.
    t.begin();
    t.draw_rect(32, 0, 64, 64, GREEN);
    t.end();
    t.present();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x00FF00, 0);
}

#[test]
fn many_frames_draw_and_present_in_order() {
    let t = TestDevice::new();
    for i in 0..20u32 {
        let c = 0xFF000000 | (i * 12) << 16 | (255 - i * 12);
        t.clear(0xFF000000);
        t.begin();
        t.draw_rect(i, 0, i + 16, 16, c);
        t.end();
        t.present();
        if i % 5 == 4 {
            let img = t.read_rt();
            assert_rgb(&img, i + 8, 8, c & 0xFFFFFF, 0);
            assert_rgb(&img, i + 16, 8, 0, 0);
        }
    }
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetSwapChain, 0, &mut sc), D3D_OK);
    assert_eq!(
        vcall!(
            sc,
            Present,
            std::ptr::null(),
            std::ptr::null(),
            std::ptr::null_mut(),
            std::ptr::null(),
            0
        ),
        D3D_OK
    );
    let mut rs = D3DRASTER_STATUS::default();
    assert_eq!(vcall!(sc, GetRasterStatus, &mut rs), D3D_OK);
    let mut mode = D3DDISPLAYMODE::default();
    assert_eq!(vcall!(sc, GetDisplayMode, &mut mode), D3D_OK);
    assert_eq!(mode.Format, D3DFMT_X8R8G8B8);
    release!(sc);
}

#[test]
fn set_render_target_validation() {
    let t = TestDevice::new();
    // Target 0 cannot be unset.
    assert_eq!(
        vcall!(t.dev, SetRenderTarget, 0, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    // A texture that is not a render target, or a depth surface, is refused.
    let tex = create_texture(t.dev, 64, 64, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, level), D3DERR_INVALIDCALL);
    let ds = t.create_ds(D3DFMT_D16);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, ds), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, level), D3DERR_INVALIDCALL);
    assert_eq!(
        vcall!(t.dev, SetRenderTarget, 4, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    // Nothing changed.
    let mut rt = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut rt), D3D_OK);
    let bb = back_buffer(&t);
    assert_eq!(rt, bb);
    release!(rt);
    release!(bb);
    let mut cur_ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut cur_ds), D3D_OK);
    let mut d = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(cur_ds, GetDesc, &mut d), D3D_OK);
    assert_eq!(d.Format, D3DFMT_D24S8);
    release!(cur_ds);
    // Unsetting target 1 is fine.
    assert_eq!(vcall!(t.dev, SetRenderTarget, 1, std::ptr::null_mut()), D3D_OK);
    release!(level);
    assert_eq!(release!(tex), 0);
    assert_eq!(release!(ds), 0);
}

#[test]
fn surface_creation_validation() {
    let t = TestDevice::new();
    let mut s = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateRenderTarget,
            64,
            64,
            D3DFMT_R5G6B5,
            D3DMULTISAMPLE_NONE,
            0,
            0,
            &mut s,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(
            t.dev,
            CreateRenderTarget,
            64,
            64,
            D3DFMT_A8R8G8B8,
            D3DMULTISAMPLE_4_SAMPLES,
            1,
            0,
            &mut s,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL,
        "4 samples have one quality level"
    );
    assert_eq!(
        vcall!(
            t.dev,
            CreateRenderTarget,
            0,
            64,
            D3DFMT_A8R8G8B8,
            D3DMULTISAMPLE_NONE,
            0,
            0,
            &mut s,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(
            t.dev,
            CreateDepthStencilSurface,
            64,
            64,
            D3DFMT_A8R8G8B8,
            D3DMULTISAMPLE_NONE,
            0,
            0,
            &mut s,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(
            t.dev,
            CreateOffscreenPlainSurface,
            8,
            8,
            D3DFMT_D24S8,
            D3DPOOL_SYSTEMMEM,
            &mut s,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert!(s.is_null());
    assert_eq!(t.dev_refs(), 1);
}

#[test]
fn a_render_target_texture_reused_within_a_frame_keeps_each_draws_contents() {
    // Render red into the texture, draw it on the left; render green into it,
    // draw it on the right: each draw samples what the texture held then.
    let t = TestDevice::new();
    let tex = create_texture(
        t.dev,
        64,
        64,
        1,
        D3DUSAGE_RENDERTARGET,
        D3DFMT_A8R8G8B8,
        D3DPOOL_DEFAULT,
    );
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    let bb = back_buffer(&t);
    t.rs(D3DRS_ZENABLE, 0);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb), D3D_OK);
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0),
        D3D_OK
    );
    t.begin();
    for (i, c) in [RED, GREEN].into_iter().enumerate() {
        assert_eq!(vcall!(t.dev, SetRenderTarget, 0, level), D3D_OK);
        t.set_texture(0, std::ptr::null_mut());
        t.draw_full(c);
        assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb), D3D_OK);
        t.set_texture(0, tex);
        let x = i as u32 * 32;
        t.draw_tex_rect(x, 0, x + 32, 64, 0xFFFFFFFF);
    }
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x00FF00, 0);
    release!(bb);
    release!(level);
    assert_eq!(release!(tex), 0);
}

#[test]
fn flip_chains_have_every_back_buffer_and_render_into_buffer_zero() {
    let mut pp = present_params(32, 32);
    pp.SwapEffect = D3DSWAPEFFECT_FLIP;
    pp.BackBufferCount = 3;
    let t = TestDevice::with_params(pp);
    let mut bbs = Vec::new();
    for i in 0..3 {
        let mut b = std::ptr::null_mut();
        assert_eq!(
            vcall!(t.dev, GetBackBuffer, 0, i, D3DBACKBUFFER_TYPE_MONO, &mut b),
            D3D_OK,
            "back buffer {i}"
        );
        bbs.push(b);
    }
    let mut none = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 3, D3DBACKBUFFER_TYPE_MONO, &mut none),
        D3DERR_INVALIDCALL
    );
    assert_ne!(bbs[0], bbs[1]);
    for _ in 0..4 {
        t.clear(0xFF224466);
        t.present();
        let mut rt = std::ptr::null_mut();
        assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut rt), D3D_OK);
        assert_eq!(rt, bbs[0], "render target 0 is back buffer 0 after Present");
        release!(rt);
    }
    t.clear(0xFF224466);
    assert_rgb(&t.read_rt(), 3, 3, 0x224466, 0);
    for b in bbs {
        release!(b);
    }
}

#[test]
fn writes_through_a_lockable_render_target_lock_are_kept_and_drawn_over() {
    let t = TestDevice::new();
    let rt = t.create_rt(64, 64, D3DFMT_A8R8G8B8, true);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    t.rs(D3DRS_ZENABLE, 0);
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect(0, 0, 32, 64, RED);
    t.end();
    // Write a blue block at (40..48, 8..16) through a rectangle lock.
    let r = RECT {
        left: 40,
        top: 8,
        right: 48,
        bottom: 16,
    };
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(rt, LockRect, &mut lr, &r, 0), D3D_OK);
    for y in 0..8 {
        for x in 0..8 {
            // SAFETY: inside the locked rectangle.
            unsafe { *((lr.pBits as *mut u8).add(y * lr.Pitch as usize) as *mut u32).add(x) = 0xFF0000FF };
        }
    }
    assert_eq!(vcall!(rt, UnlockRect), D3D_OK);
    // A later draw composes over the written pixels.
    t.begin();
    t.draw_rect(44, 12, 64, 64, GREEN);
    t.end();
    let img = read_surface(t.dev, rt);
    assert_rgb(&img, 16, 16, 0xFF0000, 0);
    assert_rgb(&img, 41, 9, 0x0000FF, 0);
    assert_rgb(&img, 46, 14, 0x00FF00, 0);
    assert_rgb(&img, 36, 40, 0x000000, 0);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

#[test]
fn a_smaller_render_target_keeps_its_contents_for_blending_clears_and_sampling() {
    // A 32x32 render-target texture with the 64x64 automatic depth buffer:
    // clears, blending against earlier contents, rectangle clears and a later
    // sampling pass all see the target's own pixels.
    let t = TestDevice::new();
    let tex = create_texture(
        t.dev,
        32,
        32,
        1,
        D3DUSAGE_RENDERTARGET,
        D3DFMT_A8R8G8B8,
        D3DPOOL_DEFAULT,
    );
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, level), D3D_OK);
    t.clear(0xFF400000);
    t.begin();
    t.rs(D3DRS_ALPHABLENDENABLE, 1);
    t.rs(D3DRS_SRCBLEND, D3DBLEND_ONE);
    t.rs(D3DRS_DESTBLEND, D3DBLEND_ONE);
    t.draw_rect_z(0, 0, 16, 32, 0.5, 0xFF000040);
    t.rs(D3DRS_ALPHABLENDENABLE, 0);
    t.end();
    let rect = D3DRECT {
        x1: 24,
        y1: 0,
        x2: 32,
        y2: 8,
    };
    assert_eq!(
        vcall!(t.dev, Clear, 1, &rect, D3DCLEAR_TARGET, 0xFF00FF00, 1.0, 0),
        D3D_OK
    );
    let img = read_surface(t.dev, level);
    assert_rgb(&img, 8, 16, 0x400040, 0);
    assert_rgb(&img, 20, 16, 0x400000, 0);
    assert_rgb(&img, 28, 4, 0x00FF00, 0);
    // Draw more after the read-back, then sample the texture on the back buffer.
    t.begin();
    t.draw_rect_z(0, 24, 8, 32, 0.5, 0xFFFFFFFF);
    t.end();
    t.restore_back_buffer();
    t.clear(0xFF000000);
    t.set_texture(0, tex);
    t.begin();
    t.draw_tex_rect(0, 0, 32, 32, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    let img = t.read_rt();
    assert_rgb(&img, 8, 16, 0x400040, 0);
    assert_rgb(&img, 20, 16, 0x400000, 0);
    assert_rgb(&img, 28, 4, 0x00FF00, 0);
    assert_rgb(&img, 4, 28, 0xFFFFFF, 0);
    assert_rgb(&img, 40, 40, 0x000000, 0);
    release!(level);
    assert_eq!(release!(tex), 0);
}
