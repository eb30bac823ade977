//! IDirect3D9::CreateDevice: argument validation (each refusal leaves the out
//! pointer null and creates nothing) and the presentation parameters written
//! back on success; the created device's initial state.

use wgd3d9_tests::*;

const HWVP: u32 = D3DCREATE_HARDWARE_VERTEXPROCESSING;

/// Expects CreateDevice to fail with `hr` and to leave the IDirect3D9 count alone.
#[track_caller]
fn expect_refused(mut pp: D3DPRESENT_PARAMETERS, ty: u32, flags: u32, hr: HRESULT) {
    let d3d = d3d();
    let (got, dev) = try_create_device(d3d, ty, flags, &mut pp);
    assert_eq!(got, hr, "CreateDevice returned {got:#x}, expected {hr:#x}");
    assert!(dev.is_null(), "a refused CreateDevice wrote a device");
    assert_eq!(
        release!(d3d),
        0,
        "a refused CreateDevice kept a reference on IDirect3D9"
    );
}

#[test]
fn refuses_null_parameters_bad_adapter_and_ref_device() {
    let d3d = d3d();
    let (hr, dev) = try_create_device(d3d, D3DDEVTYPE_HAL, HWVP, std::ptr::null_mut());
    assert_eq!(hr, D3DERR_INVALIDCALL);
    assert!(dev.is_null());
    let mut pp = present_params(64, 64);
    let mut out = std::ptr::null_mut();
    let hr = vcall!(
        d3d,
        CreateDevice,
        1,
        D3DDEVTYPE_HAL,
        std::ptr::null_mut(),
        HWVP,
        &mut pp,
        &mut out
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    assert!(out.is_null());
    let hr = vcall!(
        d3d,
        CreateDevice,
        0,
        D3DDEVTYPE_HAL,
        std::ptr::null_mut(),
        HWVP,
        &mut pp,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    assert_eq!(release!(d3d), 0);
    expect_refused(present_params(64, 64), D3DDEVTYPE_REF, HWVP, D3DERR_NOTAVAILABLE);
}

#[test]
fn needs_exactly_one_vertex_processing_flag() {
    expect_refused(present_params(64, 64), D3DDEVTYPE_HAL, 0, D3DERR_INVALIDCALL);
    expect_refused(
        present_params(64, 64),
        D3DDEVTYPE_HAL,
        D3DCREATE_MULTITHREADED,
        D3DERR_INVALIDCALL,
    );
    expect_refused(
        present_params(64, 64),
        D3DDEVTYPE_HAL,
        HWVP | D3DCREATE_SOFTWARE_VERTEXPROCESSING,
        D3DERR_INVALIDCALL,
    );
    expect_refused(
        present_params(64, 64),
        D3DDEVTYPE_HAL,
        D3DCREATE_MIXED_VERTEXPROCESSING | D3DCREATE_SOFTWARE_VERTEXPROCESSING,
        D3DERR_INVALIDCALL,
    );
    // Each single flag works.
    for flags in [
        HWVP,
        D3DCREATE_SOFTWARE_VERTEXPROCESSING,
        D3DCREATE_MIXED_VERTEXPROCESSING,
    ] {
        let d3d = d3d();
        let mut pp = present_params(32, 32);
        let (hr, dev) = try_create_device(d3d, D3DDEVTYPE_HAL, flags, &mut pp);
        assert_eq!(hr, D3D_OK, "flags {flags:#x}");
        let mut cp = D3DDEVICE_CREATION_PARAMETERS::default();
        assert_eq!(vcall!(dev, GetCreationParameters, &mut cp), D3D_OK);
        assert_eq!(cp.BehaviorFlags, flags);
        assert_eq!(cp.DeviceType, D3DDEVTYPE_HAL);
        assert_eq!(cp.AdapterOrdinal, 0);
        assert_eq!(release!(dev), 0);
        assert_eq!(release!(d3d), 0);
    }
}

#[test]
fn refuses_bad_back_buffer_count_and_swap_effects() {
    let mut pp = present_params(64, 64);
    pp.BackBufferCount = 4;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    let mut pp = present_params(64, 64);
    pp.SwapEffect = 0;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    let mut pp = present_params(64, 64);
    pp.SwapEffect = D3DSWAPEFFECT_COPY;
    pp.BackBufferCount = 2;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    let mut pp = present_params(64, 64);
    pp.PresentationInterval = 0x1234;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
}

#[test]
fn refuses_multisampling_and_bad_depth_formats() {
    // Multisampled back buffers are presented with D3DSWAPEFFECT_DISCARD
    // only, and are never lockable.
    let mut pp = present_params(64, 64);
    pp.MultiSampleType = D3DMULTISAMPLE_4_SAMPLES;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.Flags = D3DPRESENTFLAG_LOCKABLE_BACKBUFFER;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    pp.Flags = 0;
    pp.MultiSampleQuality = 1;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    let mut pp = present_params(64, 64);
    pp.AutoDepthStencilFormat = D3DFMT_A8R8G8B8;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    let mut pp = present_params(64, 64);
    pp.AutoDepthStencilFormat = D3DFMT_UNKNOWN;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    // Without an automatic depth buffer the format is not looked at.
    let d3d = d3d();
    let mut pp = present_params(32, 32);
    pp.EnableAutoDepthStencil = 0;
    pp.AutoDepthStencilFormat = D3DFMT_A8R8G8B8;
    let (hr, dev) = try_create_device(d3d, D3DDEVTYPE_HAL, HWVP, &mut pp);
    assert_eq!(hr, D3D_OK);
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d3d), 0);
}

#[test]
fn writes_back_defaults_for_count_format_and_size() {
    let d3d = d3d();
    let mut pp = present_params(0, 0);
    pp.BackBufferCount = 0;
    pp.BackBufferFormat = D3DFMT_UNKNOWN;
    let (hr, dev) = try_create_device(d3d, D3DDEVTYPE_HAL, HWVP, &mut pp);
    assert_eq!(hr, D3D_OK);
    assert_eq!(pp.BackBufferCount, 1);
    assert_eq!(pp.BackBufferFormat, D3DFMT_X8R8G8B8);
    assert_eq!((pp.BackBufferWidth, pp.BackBufferHeight), (640, 480));
    // The back buffer and the swap chain agree with what was written back.
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(bb, GetDesc, &mut desc), D3D_OK);
    assert_eq!((desc.Width, desc.Height, desc.Format), (640, 480, D3DFMT_X8R8G8B8));
    assert_eq!(desc.Usage, D3DUSAGE_RENDERTARGET);
    assert_eq!(desc.Pool, D3DPOOL_DEFAULT);
    release!(bb);
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(dev, GetSwapChain, 0, &mut sc), D3D_OK);
    let mut scpp = D3DPRESENT_PARAMETERS::default();
    assert_eq!(vcall!(sc, GetPresentParameters, &mut scpp), D3D_OK);
    assert_eq!(
        (
            scpp.BackBufferWidth,
            scpp.BackBufferHeight,
            scpp.BackBufferFormat,
            scpp.BackBufferCount
        ),
        (640, 480, D3DFMT_X8R8G8B8, 1)
    );
    release!(sc);
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d3d), 0);
}

#[test]
fn fullscreen_needs_a_format_and_a_size() {
    let mut pp = present_params(64, 64);
    pp.Windowed = 0;
    pp.BackBufferFormat = D3DFMT_UNKNOWN;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    let mut pp = present_params(0, 0);
    pp.Windowed = 0;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
    // Windowed devices take no refresh rate.
    let mut pp = present_params(64, 64);
    pp.FullScreen_RefreshRateInHz = 60;
    expect_refused(pp, D3DDEVTYPE_HAL, HWVP, D3DERR_INVALIDCALL);
}

#[test]
fn new_device_state_matches_the_d3d9_defaults() {
    let t = TestDevice::new();
    // The harness turned lighting off; the other defaults are untouched.
    assert_eq!(
        t.get_rs(D3DRS_ZENABLE),
        D3DZB_TRUE,
        "ZENABLE is TRUE with an automatic depth buffer"
    );
    assert_eq!(t.get_rs(D3DRS_CULLMODE), D3DCULL_CCW);
    assert_eq!(t.get_rs(D3DRS_ZFUNC), D3DCMP_LESSEQUAL);
    assert_eq!(t.get_rs(D3DRS_SRCBLEND), D3DBLEND_ONE);
    assert_eq!(t.get_rs(D3DRS_DESTBLEND), D3DBLEND_ZERO);
    assert_eq!(t.get_rs(D3DRS_COLORWRITEENABLE), 0xF);
    assert_eq!(t.get_rs(D3DRS_TEXTUREFACTOR), 0xFFFF_FFFF);
    assert_eq!(t.get_rs(D3DRS_STENCILMASK), 0xFFFF_FFFF);
    assert_eq!(t.get_rs(D3DRS_FOGEND), f2dw(1.0));
    // The default is the MaxPointSize cap.
    assert_eq!(t.get_rs(D3DRS_POINTSIZE_MAX), f2dw(256.0));
    let mut vp = D3DVIEWPORT9::default();
    assert_eq!(vcall!(t.dev, GetViewport, &mut vp), D3D_OK);
    assert_eq!(
        (vp.X, vp.Y, vp.Width, vp.Height, vp.MinZ, vp.MaxZ),
        (0, 0, 64, 64, 0.0, 1.0)
    );
    let mut r = RECT::default();
    assert_eq!(vcall!(t.dev, GetScissorRect, &mut r), D3D_OK);
    assert_eq!((r.left, r.top, r.right, r.bottom), (0, 0, 64, 64));
    let mut v = 0u32;
    assert_eq!(vcall!(t.dev, GetTextureStageState, 0, D3DTSS_COLOROP, &mut v), D3D_OK);
    assert_eq!(v, D3DTOP_MODULATE);
    assert_eq!(vcall!(t.dev, GetTextureStageState, 0, D3DTSS_ALPHAOP, &mut v), D3D_OK);
    assert_eq!(v, D3DTOP_SELECTARG1);
    assert_eq!(vcall!(t.dev, GetTextureStageState, 1, D3DTSS_COLOROP, &mut v), D3D_OK);
    assert_eq!(v, D3DTOP_DISABLE);
    assert_eq!(
        vcall!(t.dev, GetTextureStageState, 3, D3DTSS_TEXCOORDINDEX, &mut v),
        D3D_OK
    );
    assert_eq!(v, 3);
    assert_eq!(vcall!(t.dev, GetSamplerState, 0, D3DSAMP_ADDRESSU, &mut v), D3D_OK);
    assert_eq!(v, D3DTADDRESS_WRAP);
    assert_eq!(vcall!(t.dev, GetSamplerState, 0, D3DSAMP_MAGFILTER, &mut v), D3D_OK);
    assert_eq!(v, D3DTEXF_POINT);
    assert_eq!(vcall!(t.dev, GetSamplerState, 0, D3DSAMP_MAXANISOTROPY, &mut v), D3D_OK);
    assert_eq!(v, 1);
    let mut m = D3DMATRIX::default();
    assert_eq!(vcall!(t.dev, GetTransform, D3DTS_PROJECTION, &mut m), D3D_OK);
    assert_eq!(m, D3DMATRIX::IDENTITY);
    let mut fvf = 1u32;
    assert_eq!(vcall!(t.dev, GetFVF, &mut fvf), D3D_OK);
    assert_eq!(fvf, 0);
}

#[test]
fn zenable_defaults_to_false_without_an_automatic_depth_buffer() {
    let mut pp = present_params(32, 32);
    pp.EnableAutoDepthStencil = 0;
    let t = TestDevice::with_params(pp);
    assert_eq!(t.get_rs(D3DRS_ZENABLE), D3DZB_FALSE);
    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3DERR_NOTFOUND);
    assert!(ds.is_null());
}

#[test]
fn a_fresh_device_draws_and_presents_immediately() {
    // No Clear: the first frame is a draw over the whole target, then Present.
    // (The depth buffer's initial contents are undefined, so no depth test.)
    let t = TestDevice::sized(32, 16);
    t.rs(D3DRS_ZENABLE, D3DZB_FALSE);
    t.begin();
    t.draw_full(0xFF20C040);
    t.end();
    t.present();
    let img = t.read_rt();
    assert_eq!((img.width, img.height), (32, 16));
    assert_rect_rgb(&img, 0, 0, 32, 16, 0x20C040, 0);
    assert_eq!(vcall!(t.dev, TestCooperativeLevel), D3D_OK);
}
