//! IDirect3DDevice9::Reset and additional swap chains: what Reset waits for,
//! the lost state a failed Reset leaves, the state a successful one restores,
//! new back buffers, and the back buffers and reference counts of additional
//! swap chains.

use wgd3d9_tests::*;

fn reset(t: &TestDevice, pp: &mut D3DPRESENT_PARAMETERS) -> HRESULT {
    vcall!(t.dev, Reset, pp)
}

fn cooperative(t: &TestDevice) -> HRESULT {
    vcall!(t.dev, TestCooperativeLevel)
}

fn back_buffer(t: &TestDevice) -> *mut IDirect3DSurface9 {
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    bb
}

fn desc(s: *mut IDirect3DSurface9) -> D3DSURFACE_DESC {
    let mut d = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(s, GetDesc, &mut d), D3D_OK);
    d
}

#[test]
fn managed_texture_survives_reset_and_draws_after_it() {
    let t = TestDevice::new();
    let tex = solid_texture(t.dev, D3DFMT_A8R8G8B8, 0xFF00FF00);
    let draw = || {
        t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
        t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
        t.set_texture(0, tex);
        t.rs(D3DRS_LIGHTING, 0);
        t.rs(D3DRS_ZENABLE, 0);
        t.begin();
        t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
        t.end();
        t.read_rt()
    };
    t.clear(0xFFFF0000);
    assert_rgb(&draw(), 32, 32, 0x00FF00, 0);
    let mut pp = present_params(64, 64);
    assert_eq!(reset(&t, &mut pp), D3D_OK);
    // Reset unbound the texture and restored the default stage states.
    let mut bound = 0xdead as *mut IDirect3DBaseTexture9;
    assert_eq!(vcall!(t.dev, GetTexture, 0, &mut bound), D3D_OK);
    assert!(bound.is_null());
    t.clear(0xFFFF0000);
    assert_rgb(&draw(), 32, 32, 0x00FF00, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

#[test]
fn reset_waits_for_default_pool_objects_and_leaves_the_device_not_reset() {
    let t = TestDevice::new();
    let mut pp = present_params(32, 32);
    let mut surface = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateOffscreenPlainSurface,
            16,
            16,
            D3DFMT_A8R8G8B8,
            D3DPOOL_DEFAULT,
            &mut surface,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    assert_eq!(reset(&t, &mut pp), D3DERR_INVALIDCALL);
    assert_eq!(cooperative(&t), D3DERR_DEVICENOTRESET);
    assert_eq!(release!(surface), 0);
    assert_eq!(reset(&t, &mut pp), D3D_OK);
    assert_eq!(cooperative(&t), D3D_OK);

    // System-memory and scratch objects do not block Reset, nor do shaders.
    let mut sys = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateOffscreenPlainSurface,
            16,
            16,
            D3DFMT_A8R8G8B8,
            D3DPOOL_SYSTEMMEM,
            &mut sys,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    let managed = solid_texture(t.dev, D3DFMT_A8R8G8B8, 0);
    assert_eq!(reset(&t, &mut pp), D3D_OK);
    assert_eq!(release!(sys), 0);
    assert_eq!(release!(managed), 0);

    // A held back buffer blocks it too.
    let bb = back_buffer(&t);
    assert_eq!(reset(&t, &mut pp), D3DERR_INVALIDCALL);
    assert_eq!(release!(bb), 0);
    assert_eq!(reset(&t, &mut pp), D3D_OK);

    // Invalid parameters leave the device waiting as well.
    let mut bad = present_params(32, 32);
    bad.SwapEffect = 0;
    assert_eq!(reset(&t, &mut bad), D3DERR_INVALIDCALL);
    assert_eq!(cooperative(&t), D3DERR_DEVICENOTRESET);
    assert_eq!(reset(&t, &mut pp), D3D_OK);
    assert_eq!(cooperative(&t), D3D_OK);
}

#[test]
fn reset_builds_new_back_buffers_and_restores_default_state() {
    let t = TestDevice::new();
    t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
    t.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_LINEAR);
    t.tss(1, D3DTSS_COLOROP, D3DTOP_ADD);
    t.set_transform(D3DTS_WORLD, &mat_scale(2.0, 2.0, 2.0));
    let mut pp = present_params(96, 40);
    pp.BackBufferCount = 0;
    pp.EnableAutoDepthStencil = 0;
    assert_eq!(reset(&t, &mut pp), D3D_OK);
    assert_eq!(pp.BackBufferCount, 1, "Reset writes back the parameters it used");

    let bb = back_buffer(&t);
    let d = desc(bb);
    assert_eq!((d.Width, d.Height, d.Format), (96, 40, D3DFMT_X8R8G8B8));
    let mut rt = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut rt), D3D_OK);
    assert_eq!(rt, bb, "render target 0 is the new back buffer");
    release!(rt);
    release!(bb);
    let mut vp = D3DVIEWPORT9::default();
    assert_eq!(vcall!(t.dev, GetViewport, &mut vp), D3D_OK);
    assert_eq!(
        (vp.X, vp.Y, vp.Width, vp.Height, vp.MinZ, vp.MaxZ),
        (0, 0, 96, 40, 0.0, 1.0)
    );
    let mut ds = 0xdead as *mut IDirect3DSurface9;
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3DERR_NOTFOUND);
    assert!(ds.is_null());

    assert_eq!(t.get_rs(D3DRS_CULLMODE), D3DCULL_CCW);
    assert_eq!(t.get_rs(D3DRS_LIGHTING), 1);
    assert_eq!(
        t.get_rs(D3DRS_ZENABLE),
        D3DZB_FALSE,
        "ZENABLE follows the new EnableAutoDepthStencil"
    );
    let mut v = 0;
    assert_eq!(vcall!(t.dev, GetSamplerState, 0, D3DSAMP_MAGFILTER, &mut v), D3D_OK);
    assert_eq!(v, D3DTEXF_POINT);
    assert_eq!(vcall!(t.dev, GetTextureStageState, 1, D3DTSS_COLOROP, &mut v), D3D_OK);
    assert_eq!(v, D3DTOP_DISABLE);
    let mut m = D3DMATRIX::default();
    assert_eq!(vcall!(t.dev, GetTransform, D3DTS_WORLD, &mut m), D3D_OK);
    assert_eq!(m, identity());

    // The new back buffer renders: clear half of it and read it back.
    let rect = D3DRECT {
        x1: 0,
        y1: 0,
        x2: 48,
        y2: 40,
    };
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF0000FF, 1.0, 0),
        D3D_OK
    );
    assert_eq!(
        vcall!(t.dev, Clear, 1, &rect, D3DCLEAR_TARGET, 0xFFFF0000, 1.0, 0),
        D3D_OK
    );
    let bb = back_buffer(&t);
    let img = read_surface(t.dev, bb);
    release!(bb);
    assert_eq!((img.width, img.height), (96, 40));
    assert_rgb(&img, 10, 20, 0xFF0000, 0);
    assert_rgb(&img, 90, 20, 0x0000FF, 0);

    // Back to the harness's size (its drop expects a working device).
    let mut pp = present_params(64, 64);
    assert_eq!(reset(&t, &mut pp), D3D_OK);
    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    assert_eq!(desc(ds).Format, D3DFMT_D24S8);
    release!(ds);
}

#[test]
fn additional_swap_chains_have_their_own_back_buffers() {
    let t = TestDevice::new();
    let mut pp = present_params(32, 16);
    pp.BackBufferCount = 0;
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateAdditionalSwapChain, &mut pp, &mut sc), D3D_OK);
    assert_eq!(pp.BackBufferCount, 1);
    assert_eq!(refcount(sc), 1);
    // GetSwapChain only knows the implicit swap chain.
    let mut other = 0xdead as *mut IDirect3DSwapChain9;
    assert_eq!(vcall!(t.dev, GetSwapChain, 1, &mut other), D3DERR_INVALIDCALL);
    assert!(other.is_null());
    assert_eq!(vcall!(t.dev, GetNumberOfSwapChains), 1);

    let mut bb = std::ptr::null_mut();
    assert_eq!(vcall!(sc, GetBackBuffer, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb), D3D_OK);
    assert_eq!((desc(bb).Width, desc(bb).Height), (32, 16));
    assert_eq!(refcount(sc), 1, "a back buffer counts its own references");
    let mut container = std::ptr::null_mut();
    assert_eq!(
        vcall!(bb, GetContainer, &IID_IDirect3DSwapChain9, &mut container),
        D3D_OK
    );
    assert_eq!(container as *mut IDirect3DSwapChain9, sc);
    release!(container as *mut IDirect3DSwapChain9);
    let mut none = 0xdead as *mut IDirect3DSurface9;
    assert_eq!(
        vcall!(sc, GetBackBuffer, 1, D3DBACKBUFFER_TYPE_MONO, &mut none),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        none, 0xdead as *mut IDirect3DSurface9,
        "a bad index leaves the output alone"
    );

    // Render into it, read it back.
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb), D3D_OK);
    t.clear(0xFF00FF00);
    let img = read_surface(t.dev, bb);
    assert_rgb(&img, 5, 5, 0x00FF00, 0);
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
    let main = back_buffer(&t);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, main), D3D_OK);
    release!(main);

    // A held swap chain blocks Reset.
    let mut same = present_params(64, 64);
    assert_eq!(reset(&t, &mut same), D3DERR_INVALIDCALL);
    assert_eq!(release!(bb), 0);
    assert_eq!(release!(sc), 0);
    assert_eq!(reset(&t, &mut same), D3D_OK);

    // Full-screen additional swap chains do not exist.
    let mut fs = present_params(640, 480);
    fs.Windowed = 0;
    let mut sc = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, CreateAdditionalSwapChain, &mut fs, &mut sc),
        D3DERR_INVALIDCALL
    );
}

#[test]
fn back_buffer_bound_when_its_swap_chain_goes_stays_usable() {
    let t = TestDevice::new();
    let mut pp = present_params(16, 16);
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateAdditionalSwapChain, &mut pp, &mut sc), D3D_OK);
    let mut bb = std::ptr::null_mut();
    assert_eq!(vcall!(sc, GetBackBuffer, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb), D3D_OK);
    assert_eq!(release!(bb), 0);
    assert_eq!(release!(sc), 0);
    // Still bound: clearing it works, and binding the main back buffer frees it.
    t.clear(0xFF0000FF);
    let main = back_buffer(&t);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, main), D3D_OK);
    release!(main);
}

#[test]
fn the_focus_window_stands_in_for_a_missing_device_window() {
    let d3d = d3d();
    // An opaque handle: no window system knows it, so the device renders
    // offscreen at the size given.
    let focus = 0x1234usize as HWND;
    let mut pp = present_params(32, 32);
    let mut dev = std::ptr::null_mut();
    let hr = vcall!(
        d3d,
        CreateDevice,
        D3DADAPTER_DEFAULT,
        D3DDEVTYPE_HAL,
        focus,
        D3DCREATE_HARDWARE_VERTEXPROCESSING,
        &mut pp,
        &mut dev
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(pp.hDeviceWindow, focus, "written back into the caller's parameters");
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(dev, GetSwapChain, 0, &mut sc), D3D_OK);
    let mut got = D3DPRESENT_PARAMETERS::default();
    assert_eq!(vcall!(sc, GetPresentParameters, &mut got), D3D_OK);
    assert_eq!(got.hDeviceWindow, focus);
    release!(sc);
    // Reset without a device window falls back to the focus window too.
    let mut pp = present_params(16, 16);
    assert_eq!(vcall!(dev, Reset, &mut pp), D3D_OK);
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(dev, GetSwapChain, 0, &mut sc), D3D_OK);
    assert_eq!(vcall!(sc, GetPresentParameters, &mut got), D3D_OK);
    assert_eq!((got.hDeviceWindow, got.BackBufferWidth), (focus, 16));
    release!(sc);
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d3d), 0);
}

/// Draws stage 0's texture over the whole 64x64 target (cleared to black
/// first) and reads the target back.
fn draw_texture_over_target(t: &TestDevice) -> Image {
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.rs(D3DRS_LIGHTING, 0);
    t.rs(D3DRS_ZENABLE, 0);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    t.read_rt()
}

/// An object whose last hold goes inside a device call is freed by that
/// call: SetTexture, SetStreamSource and SetRenderTarget replacing objects
/// the application released while bound, then Reset unbinding a released
/// texture, vertex buffer and declaration. Freeing needs the device's state,
/// which the call holds; a free inside that borrow (two live borrows of one
/// state) fails the call, so every call here must succeed and the device
/// must draw correctly afterwards.
#[test]
fn objects_freed_inside_device_calls_leave_the_device_working() {
    let t = TestDevice::new();
    let dev_refs = t.dev_refs();
    // SetTexture frees the texture it replaces.
    let old = solid_texture(t.dev, D3DFMT_X8R8G8B8, 0x00FF0000);
    t.set_texture(0, old);
    assert_eq!(release!(old), 0);
    let new = solid_texture(t.dev, D3DFMT_X8R8G8B8, 0x000000FF);
    t.set_texture(0, new);
    // SetStreamSource frees the buffer it replaces.
    let vb_old = t.vertex_buffer(&[0u32; 16]);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb_old, 0, 16), D3D_OK);
    assert_eq!(release!(vb_old), 0);
    let vb_new = t.vertex_buffer(&[0u32; 16]);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb_new, 0, 16), D3D_OK);
    // SetRenderTarget frees the render target it replaces.
    let bb = back_buffer(&t);
    let rt = t.create_rt(64, 64, D3DFMT_A8R8G8B8, false);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    assert_eq!(release!(rt), 0);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb), D3D_OK);
    release!(bb);
    // The device still draws with what is bound now.
    assert_rgb(&draw_texture_over_target(&t), 32, 32, 0x0000FF, 0);
    // Reset frees the released objects it unbinds.
    assert_eq!(release!(new), 0);
    assert_eq!(release!(vb_new), 0);
    let decl = t.decl(&[ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0)]);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    assert_eq!(release!(decl), 0);
    assert_eq!(t.dev_refs(), dev_refs, "bound objects hold no device reference");
    let mut pp = present_params(64, 64);
    assert_eq!(reset(&t, &mut pp), D3D_OK);
    assert_eq!(cooperative(&t), D3D_OK);
    let tex = solid_texture(t.dev, D3DFMT_X8R8G8B8, 0x0000FF00);
    t.set_texture(0, tex);
    assert_rgb(&draw_texture_over_target(&t), 32, 32, 0x00FF00, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}
