//! Helpers of the tests of surface operations (ColorFill, StretchRect):
//! rectangles and standalone surfaces.

use wgd3d9_tests::*;

pub fn rect(left: i32, top: i32, right: i32, bottom: i32) -> RECT {
    RECT {
        left,
        top,
        right,
        bottom,
    }
}

/// A render target surface (not lockable, not multisampled).
pub fn render_target(t: &TestDevice, w: u32, h: u32, format: u32) -> *mut IDirect3DSurface9 {
    let mut s = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateRenderTarget,
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
}

/// An offscreen plain surface.
pub fn plain_surface(t: &TestDevice, w: u32, h: u32, format: u32, pool: u32) -> *mut IDirect3DSurface9 {
    let mut s = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateOffscreenPlainSurface,
        w,
        h,
        format,
        pool,
        &mut s,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    s
}
