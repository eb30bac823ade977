//! ColorFill: render targets (back buffer, render target surfaces and
//! textures) and D3DPOOL_DEFAULT offscreen plain surfaces take the colour,
//! converted to their format, inside the rectangle only, in order with
//! clears and draws; other surfaces refuse it. Fills are exact (integer
//! formats compare bit for bit; float formats hold channel / 255).

use crate::surface_util::*;
use wgd3d9_tests::*;

fn fill(t: &TestDevice, s: *mut IDirect3DSurface9, r: Option<RECT>, color: u32) -> HRESULT {
    let p = r.as_ref().map_or(std::ptr::null(), |r| r as *const RECT);
    vcall!(t.dev, ColorFill, s, p, color)
}

fn plain(t: &TestDevice, format: u32, pool: u32) -> *mut IDirect3DSurface9 {
    plain_surface(t, 8, 8, format, pool)
}

/// The `n` bytes of pixel (x, y) of a lockable surface.
fn texel(s: *mut IDirect3DSurface9, x: usize, y: usize, n: usize) -> Vec<u8> {
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), D3DLOCK_READONLY), D3D_OK);
    // SAFETY: (x, y) lies inside the locked surface.
    let v =
        unsafe { std::slice::from_raw_parts((lr.pBits as *const u8).add(y * lr.Pitch as usize + x * n), n) }.to_vec();
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    v
}

#[test]
fn the_back_buffer_fills_inside_the_rectangle_after_a_clear() {
    let t = TestDevice::new();
    let mut back = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut back),
        D3D_OK
    );
    // A clear, then a fill of part of the bound target: the fill wins there.
    t.clear(0xFFFF0000);
    assert_eq!(fill(&t, back, Some(rect(4, 4, 12, 10)), 0xFF00FF00), D3D_OK);
    let img = t.read_rt();
    assert_rgb(&img, 4, 4, 0x00FF00, 0);
    assert_rgb(&img, 11, 9, 0x00FF00, 0);
    assert_rgb(&img, 12, 9, 0xFF0000, 0);
    assert_rgb(&img, 11, 10, 0xFF0000, 0);
    assert_eq!(fill(&t, back, None, 0x112233), D3D_OK);
    assert_rgb(&t.read_rt(), 20, 20, 0x112233, 0);
    release!(back);
}

#[test]
fn render_targets_and_default_plain_surfaces_hold_the_converted_colour() {
    let t = TestDevice::new();
    // A render target surface read back through GetRenderTargetData.
    let rt = render_target(&t, 8, 8, D3DFMT_A8R8G8B8);
    assert_eq!(fill(&t, rt, None, 0x00000000), D3D_OK);
    assert_eq!(fill(&t, rt, Some(rect(2, 2, 4, 4)), 0xdeadbeef), D3D_OK);
    let sys = plain(&t, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, rt, sys), D3D_OK);
    assert_eq!(texel(sys, 3, 3, 4), 0xdeadbeefu32.to_le_bytes());
    assert_eq!(texel(sys, 4, 3, 4), [0; 4]);
    // Offscreen plain surfaces in the default pool, in several formats.
    let cases: [(u32, usize, Vec<u8>); 4] = [
        (D3DFMT_A8R8G8B8, 4, 0xdeadbeefu32.to_le_bytes().to_vec()),
        (D3DFMT_R5G6B5, 2, 0xadfdu16.to_le_bytes().to_vec()),
        (D3DFMT_R32F, 4, (173.0f32 / 255.0).to_le_bytes().to_vec()),
        (
            D3DFMT_A16B16G16R16F,
            8,
            vec![0x6d, 0x39, 0xf6, 0x39, 0x7f, 0x3b, 0xf7, 0x3a],
        ),
    ];
    for (format, n, want) in cases {
        let s = plain(&t, format, D3DPOOL_DEFAULT);
        assert_eq!(fill(&t, s, None, 0xdeadbeef), D3D_OK, "format {format}");
        assert_eq!(texel(s, 5, 6, n), want, "format {format}");
        // Overwritten through a lock, then filled again.
        let mut lr = D3DLOCKED_RECT::default();
        assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
        // SAFETY: the locked surface spans 8 rows of Pitch bytes.
        unsafe { std::ptr::write_bytes(lr.pBits as *mut u8, 0x55, 8 * lr.Pitch as usize) };
        assert_eq!(vcall!(s, UnlockRect), D3D_OK);
        assert_eq!(fill(&t, s, Some(rect(0, 0, 4, 4)), 0xdeadbeef), D3D_OK);
        assert_eq!(texel(s, 3, 3, n), want, "format {format}, refilled");
        assert_eq!(
            texel(s, 4, 4, n),
            vec![0x55; n],
            "format {format}, outside the rectangle"
        );
        release!(s);
    }
    release!(sys);
    release!(rt);
}

#[test]
fn a_filled_render_target_texture_samples_the_colour() {
    let t = TestDevice::new();
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        4,
        4,
        1,
        D3DUSAGE_RENDERTARGET,
        D3DFMT_X8R8G8B8,
        D3DPOOL_DEFAULT,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    assert_eq!(fill(&t, level, None, 0x204080), D3D_OK);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.set_texture(0, tex);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, t.width, t.height, 0xFFFFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 10, 10, 0x204080, 0);
    release!(level);
    release!(tex);
}

#[test]
fn other_surfaces_and_bad_rectangles_are_invalid_calls() {
    let t = TestDevice::new();
    assert_eq!(fill(&t, std::ptr::null_mut(), None, 0), D3DERR_INVALIDCALL);
    let sys = plain(&t, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM);
    assert_eq!(fill(&t, sys, None, 0), D3DERR_INVALIDCALL, "system memory");
    release!(sys);
    let mut ds = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateDepthStencilSurface,
        8,
        8,
        D3DFMT_D24S8,
        0,
        0,
        0,
        &mut ds,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(fill(&t, ds, None, 0), D3DERR_INVALIDCALL, "depth stencil");
    release!(ds);
    // Texture levels that are not render targets, in any pool.
    for (pool, usage) in [
        (D3DPOOL_MANAGED, 0),
        (D3DPOOL_DEFAULT, 0),
        (D3DPOOL_DEFAULT, D3DUSAGE_DYNAMIC),
        (D3DPOOL_SYSTEMMEM, 0),
    ] {
        let mut tex = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateTexture,
            4,
            4,
            1,
            usage,
            D3DFMT_A8R8G8B8,
            pool,
            &mut tex,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK);
        let mut level = std::ptr::null_mut();
        assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
        assert_eq!(
            fill(&t, level, None, 0),
            D3DERR_INVALIDCALL,
            "pool {pool}, usage {usage}"
        );
        release!(level);
        release!(tex);
    }
    let s = plain(&t, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    for r in [rect(0, 0, 9, 4), rect(2, 2, 2, 4), rect(-1, 0, 4, 4)] {
        assert_eq!(
            fill(&t, s, Some(r), 0),
            D3DERR_INVALIDCALL,
            "{:?}",
            (r.left, r.top, r.right, r.bottom)
        );
    }
    release!(s);
}
