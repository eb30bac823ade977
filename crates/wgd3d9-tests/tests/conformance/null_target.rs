//! D3DFMT_NULL render targets: depth-only passes (shadow maps, depth
//! pre-passes) without a colour target to write. Under a NULL target 0 draws
//! reach as far as the viewport and the depth buffer allow, whatever the
//! target's own size (Wine's test_null_format records Windows).

use crate::queries::{occlusion_query, wait_result};
use wgd3d9_tests::*;

fn check_depth_stencil_match(rt: u32, ds: u32) -> HRESULT {
    vcall!(
        d3d(),
        CheckDepthStencilMatch,
        0,
        D3DDEVTYPE_HAL,
        D3DFMT_X8R8G8B8,
        rt,
        ds
    )
}

#[test]
fn null_is_offered_for_render_targets_only() {
    let d = d3d();
    assert_eq!(
        check_format(d, D3DUSAGE_RENDERTARGET, D3DRTYPE_SURFACE, D3DFMT_NULL),
        D3D_OK
    );
    assert_eq!(
        check_format(d, D3DUSAGE_RENDERTARGET, D3DRTYPE_TEXTURE, D3DFMT_NULL),
        D3D_OK
    );
    assert_eq!(check_format(d, 0, D3DRTYPE_TEXTURE, D3DFMT_NULL), D3DERR_NOTAVAILABLE);
    assert_eq!(check_format(d, 0, D3DRTYPE_SURFACE, D3DFMT_NULL), D3DERR_NOTAVAILABLE);
    assert_eq!(check_depth_stencil_match(D3DFMT_NULL, D3DFMT_D24S8), D3D_OK);
    let t = TestDevice::new();
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        16,
        16,
        0,
        0,
        D3DFMT_NULL,
        D3DPOOL_DEFAULT,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    let hr = vcall!(
        t.dev,
        CreateTexture,
        16,
        16,
        0,
        D3DUSAGE_RENDERTARGET,
        D3DFMT_NULL,
        D3DPOOL_DEFAULT,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    release!(tex);
    // A lockable NULL target locks (Windows hands out memory for it).
    let rt = t.create_rt(32, 32, D3DFMT_NULL, true);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(rt, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
    assert!(lr.Pitch != 0 && !lr.pBits.is_null());
    assert_eq!(vcall!(rt, UnlockRect), D3D_OK);
    release!(rt);
}

/// Binds `rt` as target 0 with a viewport `w` pixels wide over the whole
/// height, and draws a red quad at depth 0.25 over all of the 64x64 target.
fn draw_depth_through(t: &TestDevice, rt: *mut IDirect3DSurface9, w: u32) {
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    t.set_viewport(0, 0, w, 64, 0.0, 1.0);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 0.25, 0xFFFF0000);
    t.end();
}

#[test]
fn draws_under_a_null_target_write_depth_only_as_far_as_the_viewport() {
    let t = TestDevice::new();
    let mut bb = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut bb), D3D_OK);
    let null_rt = t.create_rt(32, 32, D3DFMT_NULL, false);
    t.clear_color_depth(0xFF000080, 1.0);
    t.rs(D3DRS_ZFUNC, D3DCMP_LESSEQUAL);
    // A 32x32 NULL target under a 40-pixel viewport: depth 0.25 lands on
    // x < 40 of the 64x64 depth buffer, past the target's own size.
    let q = occlusion_query(&t);
    assert_eq!(vcall!(q, Issue, D3DISSUE_BEGIN), D3D_OK);
    draw_depth_through(&t, null_rt, 40);
    assert_eq!(vcall!(q, Issue, D3DISSUE_END), D3D_OK);
    // Back on the back buffer, a green quad at 0.5 shows only where the
    // depth stayed 1; the red quad wrote no colour anywhere.
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb), D3D_OK);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 0.5, 0xFF00FF00);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 16, 0x000080, 0);
    assert_rgb(&img, 36, 48, 0x000080, 0);
    assert_rgb(&img, 44, 16, 0x00FF00, 0);
    assert_rgb(&img, 60, 60, 0x00FF00, 0);
    // The occlusion query counted the depth-only draw's pixels.
    assert_eq!(wait_result(q, 4), 40 * 64);
    // A depth clear under the NULL target covers the depth buffer.
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, null_rt), D3D_OK);
    t.set_viewport(0, 0, 64, 64, 0.0, 1.0);
    t.clear_color_depth(0, 0.25);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb), D3D_OK);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 0.5, 0xFFFFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 60, 60, 0x00FF00, 0);
    for o in [q.cast::<IUnknown>(), null_rt.cast(), bb.cast()] {
        release!(o);
    }
}
