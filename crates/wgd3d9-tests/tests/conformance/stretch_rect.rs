//! StretchRect: copies and scaled, format-converting blits between
//! default-pool surfaces (render targets, render target texture levels,
//! offscreen plain surfaces, depth surfaces), D3D9's refusals, and order
//! with clears and draws. Point-sampled and copied texels are exact
//! (tolerance 0); the linear case allows 2 per channel.

use crate::surface_util::*;
use wgd3d9_tests::*;

fn stretch(
    t: &TestDevice,
    s: *mut IDirect3DSurface9,
    sr: Option<RECT>,
    d: *mut IDirect3DSurface9,
    dr: Option<RECT>,
    f: u32,
) -> HRESULT {
    let p = |r: &Option<RECT>| r.as_ref().map_or(std::ptr::null(), |r| r as *const RECT);
    vcall!(t.dev, StretchRect, s, p(&sr), d, p(&dr), f)
}

fn plain(t: &TestDevice, w: u32, h: u32, pool: u32) -> *mut IDirect3DSurface9 {
    plain_surface(t, w, h, D3DFMT_A8R8G8B8, pool)
}

/// Writes `pixel(x, y)` into every texel of a lockable A8R8G8B8 surface.
fn write(s: *mut IDirect3DSurface9, w: u32, h: u32, pixel: impl Fn(u32, u32) -> u32) {
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
    for y in 0..h {
        for x in 0..w {
            // SAFETY: inside the locked surface.
            unsafe {
                *((lr.pBits as *mut u8).add((y as i32 * lr.Pitch) as usize) as *mut u32).add(x as usize) = pixel(x, y)
            };
        }
    }
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
}

/// A 4x4 default-pool plain surface with a colour per 2x2 quadrant.
const QUADRANTS: [[u32; 2]; 2] = [[0xFF0000, 0x00FF00], [0x0000FF, 0xFFFF00]];
fn quadrant_source(t: &TestDevice) -> *mut IDirect3DSurface9 {
    let s = plain(t, 4, 4, D3DPOOL_DEFAULT);
    write(s, 4, 4, |x, y| {
        0xFF00_0000 | QUADRANTS[(y / 2) as usize][(x / 2) as usize]
    });
    s
}

fn back_buffer(t: &TestDevice) -> *mut IDirect3DSurface9 {
    let mut b = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut b),
        D3D_OK
    );
    b
}

#[test]
fn a_plain_surface_stretches_over_the_back_buffer_with_point_sampling() {
    let t = TestDevice::new();
    let (src, back) = (quadrant_source(&t), back_buffer(&t));
    t.clear(0xFF808080);
    assert_eq!(stretch(&t, src, None, back, None, D3DTEXF_POINT), D3D_OK);
    let img = t.read_rt();
    let (w, h) = (t.width, t.height);
    for (qy, row) in QUADRANTS.iter().enumerate() {
        for (qx, &c) in row.iter().enumerate() {
            let (x, y) = (qx as u32 * w / 2, qy as u32 * h / 2);
            assert_rgb(&img, x + 1, y + 1, c, 0);
            assert_rgb(&img, x + w / 2 - 2, y + h / 2 - 2, c, 0);
        }
    }
    release!(src);
    release!(back);
}

#[test]
fn rectangles_copy_unscaled_and_the_rest_of_the_target_stays() {
    let t = TestDevice::new();
    let (src, back) = (quadrant_source(&t), back_buffer(&t));
    t.clear(0xFF808080);
    // The source's bottom-right quadrant (yellow) to (10, 20)..(12, 22).
    assert_eq!(
        stretch(
            &t,
            src,
            Some(rect(2, 2, 4, 4)),
            back,
            Some(rect(10, 20, 12, 22)),
            D3DTEXF_NONE
        ),
        D3D_OK
    );
    let img = t.read_rt();
    assert_rgb(&img, 10, 20, 0xFFFF00, 0);
    assert_rgb(&img, 11, 21, 0xFFFF00, 0);
    assert_rgb(&img, 12, 21, 0x808080, 0);
    assert_rgb(&img, 11, 22, 0x808080, 0);
    assert_rgb(&img, 9, 19, 0x808080, 0);
    release!(src);
    release!(back);
}

#[test]
fn linear_filtering_blends_neighbouring_texels() {
    let t = TestDevice::new();
    let src = plain(&t, 2, 1, D3DPOOL_DEFAULT);
    write(src, 2, 1, |x, _| if x == 0 { 0xFF000000 } else { 0xFFFFFFFF });
    let rt = render_target(&t, 64, 1, D3DFMT_A8R8G8B8);
    assert_eq!(stretch(&t, src, None, rt, None, D3DTEXF_LINEAR), D3D_OK);
    let sys = plain(&t, 64, 1, D3DPOOL_SYSTEMMEM);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, rt, sys), D3D_OK);
    let img = lock_pixels(sys, 64, 1);
    // Texel centres at u = 0.25 and 0.75; the target's pixel 31 (centre at
    // u = 31.5 / 64) lies 0.4921875 of the way from black to white.
    let mid = (0.4921875f32 * 255.0).round() as u32;
    assert_rgb(&img, 31, 0, mid * 0x010101, 2);
    assert_rgb(&img, 0, 0, 0x000000, 0);
    assert_rgb(&img, 63, 0, 0xFFFFFF, 0);
    release!(src);
    release!(rt);
    release!(sys);
}

#[test]
fn float_targets_convert_and_mip_levels_copy_within_a_texture() {
    let t = TestDevice::new();
    // An A16B16G16R16F render target filled with a colour, stretched onto
    // the A8R8G8B8 back buffer: converted.
    let half = render_target(&t, 8, 8, D3DFMT_A16B16G16R16F);
    assert_eq!(vcall!(t.dev, ColorFill, half, std::ptr::null(), 0xFF336699), D3D_OK);
    let back = back_buffer(&t);
    assert_eq!(stretch(&t, half, None, back, None, D3DTEXF_POINT), D3D_OK);
    assert_rgb(&t.read_rt(), 20, 20, 0x336699, 1);
    // Level 0 of a render target texture into its level 1 (how mipmaps are
    // made with StretchRect), then level 1 sampled.
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        8,
        8,
        2,
        D3DUSAGE_RENDERTARGET,
        D3DFMT_A8R8G8B8,
        D3DPOOL_DEFAULT,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let (mut l0, mut l1) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut l0), D3D_OK);
    assert_eq!(vcall!(tex, GetSurfaceLevel, 1, &mut l1), D3D_OK);
    assert_eq!(vcall!(t.dev, ColorFill, l0, std::ptr::null(), 0xFF20C040), D3D_OK);
    assert_eq!(vcall!(t.dev, ColorFill, l1, std::ptr::null(), 0xFF000000), D3D_OK);
    assert_eq!(stretch(&t, l0, None, l1, None, D3DTEXF_LINEAR), D3D_OK);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAXMIPLEVEL, 1);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0x20C040, 0);
    t.set_texture(0, std::ptr::null_mut());
    for o in [l0, l1] {
        release!(o);
    }
    release!(tex);
    release!(half);
    release!(back);
}

#[test]
fn plain_surfaces_copy_into_plain_surfaces_and_locks_see_it() {
    let t = TestDevice::new();
    let src = quadrant_source(&t);
    let dst = plain(&t, 4, 4, D3DPOOL_DEFAULT);
    assert_eq!(stretch(&t, src, None, dst, None, D3DTEXF_NONE), D3D_OK);
    let img = lock_pixels(dst, 4, 4);
    assert_rgb(&img, 3, 0, QUADRANTS[0][1], 0);
    assert_rgb(&img, 0, 3, QUADRANTS[1][0], 0);
    // Between renderable formats the copy converts: A8R8G8B8 to X8R8G8B8.
    let x8 = plain_surface(&t, 4, 4, D3DFMT_X8R8G8B8, D3DPOOL_DEFAULT);
    assert_eq!(stretch(&t, src, None, x8, None, D3DTEXF_NONE), D3D_OK);
    assert_rgb(&lock_pixels(x8, 4, 4), 3, 3, QUADRANTS[1][1], 0);
    release!(x8);
    release!(src);
    release!(dst);
}

#[test]
fn default_pool_texture_levels_stretch_into_render_targets() {
    let t = TestDevice::new();
    let mut caps = D3DCAPS9::default();
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut caps), D3D_OK);
    assert_ne!(caps.DevCaps2 & D3DDEVCAPS2_CAN_STRETCHRECT_FROM_TEXTURES, 0);
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        4,
        4,
        1,
        D3DUSAGE_DYNAMIC,
        D3DFMT_A8R8G8B8,
        D3DPOOL_DEFAULT,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    write(level, 4, 4, |_, _| 0xFF40A0C0);
    let back = back_buffer(&t);
    t.clear(0xFF000000);
    assert_eq!(
        stretch(&t, level, None, back, Some(rect(0, 0, 8, 8)), D3DTEXF_POINT),
        D3D_OK
    );
    assert_rgb(&t.read_rt(), 7, 7, 0x40A0C0, 0);
    assert_rgb(&t.read_rt(), 8, 8, 0x000000, 0);
    release!(level);
    release!(tex);
    release!(back);
}

#[test]
fn depth_surfaces_copy_whole() {
    // D16 copies; D24S8 (whose depth cannot be copied on the GPU) is drawn.
    for format in [D3DFMT_D16, D3DFMT_D24S8] {
        let t = TestDevice::new();
        let (w, h) = (t.width, t.height);
        let ds = |t: &TestDevice| {
            let mut s = std::ptr::null_mut();
            let hr = vcall!(
                t.dev,
                CreateDepthStencilSurface,
                w,
                h,
                format,
                0,
                0,
                0,
                &mut s,
                std::ptr::null_mut()
            );
            assert_eq!(hr, D3D_OK);
            s
        };
        let (a, b) = (ds(&t), ds(&t));
        // a holds depth 0.25, b 1.0; copy a into b, then draw against b.
        assert_eq!(vcall!(t.dev, SetDepthStencilSurface, a), D3D_OK);
        assert_eq!(
            vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_ZBUFFER, 0, 0.25, 0),
            D3D_OK
        );
        assert_eq!(vcall!(t.dev, SetDepthStencilSurface, b), D3D_OK);
        assert_eq!(
            vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_ZBUFFER, 0, 1.0, 0),
            D3D_OK
        );
        assert_eq!(stretch(&t, a, None, b, None, D3DTEXF_NONE), D3D_OK);
        // Explicit whole rectangles and a filter are accepted too.
        let whole = rect(0, 0, w as i32, h as i32);
        assert_eq!(stretch(&t, a, Some(whole), b, Some(whole), D3DTEXF_LINEAR), D3D_OK);
        // Sub-rectangles and scenes are refused for depth.
        assert_eq!(
            stretch(&t, a, Some(rect(0, 0, 4, 4)), b, Some(rect(0, 0, 4, 4)), D3DTEXF_NONE),
            D3DERR_INVALIDCALL
        );
        assert_eq!(
            vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0),
            D3D_OK
        );
        t.fvf(TL_FVF);
        t.begin();
        assert_eq!(
            stretch(&t, a, None, b, None, D3DTEXF_NONE),
            D3DERR_INVALIDCALL,
            "inside a scene"
        );
        // z 0.2 passes the copied 0.25 (LESSEQUAL), z 0.3 does not.
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 16.0, 16.0, 0.2, 0xFF00FF00));
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(16.0, 0.0, 32.0, 16.0, 0.3, 0xFF00FF00));
        t.end();
        let img = t.read_rt();
        assert_rgb(&img, 8, 8, 0x00FF00, 0);
        assert_rgb(&img, 24, 8, 0x000000, 0);
        // A level of a depth texture (a shadow map) is neither a source nor
        // a destination: D3D9 copies depth between plain surfaces only.
        let mut tex = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateTexture,
            w,
            h,
            1,
            D3DUSAGE_DEPTHSTENCIL,
            format,
            D3DPOOL_DEFAULT,
            &mut tex,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK);
        let mut level = std::ptr::null_mut();
        assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
        assert_eq!(stretch(&t, a, None, level, None, D3DTEXF_NONE), D3DERR_INVALIDCALL);
        assert_eq!(stretch(&t, level, None, b, None, D3DTEXF_NONE), D3DERR_INVALIDCALL);
        release!(level);
        release!(tex);
        release!(a);
        release!(b);
    }
}

#[test]
fn what_d3d9_refuses_is_an_invalid_call() {
    let t = TestDevice::new();
    let src = quadrant_source(&t);
    let rt = render_target(&t, 8, 8, D3DFMT_A8R8G8B8);
    let small = plain(&t, 2, 2, D3DPOOL_DEFAULT);
    let sys = plain(&t, 4, 4, D3DPOOL_SYSTEMMEM);
    assert_eq!(
        stretch(&t, rt, None, rt, None, D3DTEXF_NONE),
        D3DERR_INVALIDCALL,
        "same surface"
    );
    assert_eq!(
        stretch(&t, sys, None, rt, None, D3DTEXF_NONE),
        D3DERR_INVALIDCALL,
        "system memory source"
    );
    assert_eq!(
        stretch(&t, src, None, rt, None, D3DTEXF_ANISOTROPIC),
        D3DERR_INVALIDCALL,
        "filter"
    );
    assert_eq!(
        stretch(&t, src, None, small, None, D3DTEXF_POINT),
        D3DERR_INVALIDCALL,
        "scaled into a plain surface"
    );
    assert_eq!(
        stretch(&t, rt, None, small, Some(rect(0, 0, 2, 2)), D3DTEXF_POINT),
        D3DERR_INVALIDCALL,
        "render target into plain"
    );
    assert_eq!(
        stretch(&t, src, Some(rect(0, 0, 5, 4)), rt, None, D3DTEXF_POINT),
        D3DERR_INVALIDCALL,
        "rectangle outside"
    );
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        4,
        4,
        1,
        0,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    assert_eq!(
        stretch(&t, src, None, level, None, D3DTEXF_POINT),
        D3DERR_INVALIDCALL,
        "managed destination"
    );
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
    assert_eq!(
        stretch(&t, rt, None, ds, None, D3DTEXF_NONE),
        D3DERR_INVALIDCALL,
        "colour into depth"
    );
    for o in [src, rt, small, sys, level, ds] {
        release!(o);
    }
    release!(tex);
}
