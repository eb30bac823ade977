//! Direct3D 9Ex: Direct3DCreate9Ex, IDirect3D9Ex, IDirect3DDevice9Ex and
//! IDirect3DSwapChain9Ex, and the rules 9Ex changes, as Windows behaves in
//! Wine's d3d9ex tests.

use std::ffi::c_void;
use wgd3d9_tests::*;

fn d3d_ex() -> *mut IDirect3D9Ex {
    let mut d = std::ptr::null_mut();
    // SAFETY: `d` is writable.
    assert_eq!(unsafe { Direct3DCreate9Ex(D3D_SDK_VERSION, &mut d) }, D3D_OK);
    assert!(!d.is_null());
    d
}

/// A 64x64 windowed 9Ex device (and its factory, which the caller releases
/// after the device).
fn device_ex() -> (*mut IDirect3D9Ex, *mut IDirect3DDevice9Ex) {
    let d = d3d_ex();
    let mut pp = present_params(64, 64);
    let mut dev = std::ptr::null_mut();
    let hr = vcall!(
        d,
        CreateDeviceEx,
        D3DADAPTER_DEFAULT,
        D3DDEVTYPE_HAL,
        std::ptr::null_mut(),
        D3DCREATE_HARDWARE_VERTEXPROCESSING,
        &mut pp,
        std::ptr::null_mut(),
        &mut dev
    );
    assert_eq!(hr, D3D_OK);
    (d, dev)
}

/// QueryInterface on any interface (every one starts with IUnknown's
/// slots).
fn query<T>(obj: *mut T, iid: &GUID) -> (HRESULT, *mut c_void) {
    let mut out = std::ptr::dangling_mut::<c_void>();
    let unknown = obj as *mut IUnknown;
    let hr = vcall!(unknown, QueryInterface, iid, &mut out);
    (hr, out)
}

#[test]
fn the_ex_factory_is_also_the_d3d9_one_and_makes_ex_devices() {
    let d = d3d_ex();
    let (hr, base) = query(d, &IID_IDirect3D9);
    assert_eq!(hr, S_OK);
    assert_eq!(base, d as *mut c_void, "one object");
    release!(base as *mut IDirect3D9);
    // A plain IDirect3D9 has no Ex interface.
    let plain = wgd3d9_tests::d3d();
    let (hr, none) = query(plain, &IID_IDirect3D9Ex);
    assert_eq!((hr, none), (E_NOINTERFACE, std::ptr::null_mut()));
    assert_eq!(release!(plain), 0);
    // CreateDevice through the Ex factory makes a 9Ex device.
    let mut pp = present_params(32, 32);
    let mut dev: *mut IDirect3DDevice9 = std::ptr::null_mut();
    let hr = vcall!(
        d as *mut IDirect3D9,
        CreateDevice,
        D3DADAPTER_DEFAULT,
        D3DDEVTYPE_HAL,
        std::ptr::null_mut(),
        D3DCREATE_HARDWARE_VERTEXPROCESSING,
        &mut pp,
        &mut dev
    );
    assert_eq!(hr, D3D_OK);
    let (hr, dev_ex) = query(dev, &IID_IDirect3DDevice9Ex);
    assert_eq!(hr, S_OK);
    assert_eq!(dev_ex, dev as *mut c_void);
    release!(dev_ex as *mut IDirect3DDevice9);
    // Its swap chain is a 9Ex one.
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(dev, GetSwapChain, 0, &mut sc), D3D_OK);
    let (hr, sc_ex) = query(sc, &IID_IDirect3DSwapChain9Ex);
    assert_eq!(hr, S_OK);
    let mut mode = D3DDISPLAYMODEEX {
        Size: std::mem::size_of::<D3DDISPLAYMODEEX>() as u32,
        ..Default::default()
    };
    let mut rotation = 0;
    let sc_ex = sc_ex as *mut IDirect3DSwapChain9Ex;
    assert_eq!(vcall!(sc_ex, GetDisplayModeEx, &mut mode, &mut rotation), D3D_OK);
    assert_eq!(mode.ScanLineOrdering, D3DSCANLINEORDERING_PROGRESSIVE);
    assert_eq!(rotation, D3DDISPLAYROTATION_IDENTITY);
    mode.Size = 0;
    assert_eq!(
        vcall!(sc_ex, GetDisplayModeEx, &mut mode, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    release!(sc_ex);
    release!(sc);
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d), 0);
}

#[test]
fn adapter_modes_and_luid() {
    let d = d3d_ex();
    let filter = D3DDISPLAYMODEFILTER {
        Size: std::mem::size_of::<D3DDISPLAYMODEFILTER>() as u32,
        Format: D3DFMT_X8R8G8B8,
        ScanLineOrdering: D3DSCANLINEORDERING_UNKNOWN,
    };
    let count = vcall!(d, GetAdapterModeCountEx, D3DADAPTER_DEFAULT, &filter);
    let plain_count = vcall!(
        d as *mut IDirect3D9,
        GetAdapterModeCount,
        D3DADAPTER_DEFAULT,
        D3DFMT_X8R8G8B8
    );
    assert_eq!(count, plain_count);
    assert!(count > 0);
    let mut mode = D3DDISPLAYMODEEX {
        Size: std::mem::size_of::<D3DDISPLAYMODEEX>() as u32,
        ..Default::default()
    };
    assert_eq!(
        vcall!(d, EnumAdapterModesEx, D3DADAPTER_DEFAULT, &filter, 0, &mut mode),
        D3D_OK
    );
    assert!(mode.Width > 0 && mode.Format == D3DFMT_X8R8G8B8);
    assert_eq!(
        vcall!(d, EnumAdapterModesEx, D3DADAPTER_DEFAULT, &filter, count, &mut mode),
        D3DERR_INVALIDCALL
    );
    let mut rotation = 0;
    assert_eq!(
        vcall!(d, GetAdapterDisplayModeEx, D3DADAPTER_DEFAULT, &mut mode, &mut rotation),
        D3D_OK
    );
    assert_eq!(rotation, D3DDISPLAYROTATION_IDENTITY);
    assert_eq!(
        vcall!(d, GetAdapterDisplayModeEx, 1, &mut mode, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    let mut luid = LUID::default();
    assert_eq!(vcall!(d, GetAdapterLUID, D3DADAPTER_DEFAULT, &mut luid), D3D_OK);
    assert_ne!((luid.LowPart, luid.HighPart), (0, 0));
    assert_eq!(release!(d), 0);
}

#[test]
fn ex_devices_refuse_the_managed_pool_and_are_never_lost() {
    let (d, dev) = device_ex();
    let base = dev as *mut IDirect3DDevice9;
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        base,
        CreateTexture,
        16,
        16,
        1,
        0,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    let mut vb = std::ptr::null_mut();
    let hr = vcall!(
        base,
        CreateVertexBuffer,
        64,
        0,
        0,
        D3DPOOL_MANAGED,
        &mut vb,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    // D3DPOOL_DEFAULT resources do not keep Reset from succeeding.
    let tex = create_texture(base, 16, 16, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    assert_eq!(vcall!(base, SetRenderState, D3DRS_LIGHTING, 0), D3D_OK);
    let mut pp = present_params(48, 32);
    assert_eq!(vcall!(base, Reset, &mut pp), D3D_OK);
    assert_eq!(vcall!(base, TestCooperativeLevel), D3D_OK);
    // Render states survive a 9Ex Reset.
    let mut lighting = 1;
    assert_eq!(vcall!(base, GetRenderState, D3DRS_LIGHTING, &mut lighting), D3D_OK);
    assert_eq!(lighting, 0);
    // A failed Reset leaves the device usable.
    let mut bad = present_params(48, 32);
    bad.SwapEffect = 0;
    assert_eq!(vcall!(base, Reset, &mut bad), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(base, TestCooperativeLevel), D3D_OK);
    release!(tex);
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d), 0);
}

#[test]
fn ex_methods_answer_as_windows_does() {
    let (d, dev) = device_ex();
    let mut latency = 0;
    assert_eq!(vcall!(dev, GetMaximumFrameLatency, &mut latency), D3D_OK);
    assert_eq!(latency, 3);
    assert_eq!(vcall!(dev, SetMaximumFrameLatency, 1), D3D_OK);
    assert_eq!(vcall!(dev, GetMaximumFrameLatency, &mut latency), D3D_OK);
    assert_eq!(latency, 1);
    assert_eq!(vcall!(dev, SetMaximumFrameLatency, 0), D3D_OK);
    assert_eq!(vcall!(dev, GetMaximumFrameLatency, &mut latency), D3D_OK);
    assert_eq!(latency, 3, "0 restores the default");
    assert_eq!(vcall!(dev, SetMaximumFrameLatency, 30), D3D_OK);
    assert_eq!(vcall!(dev, SetMaximumFrameLatency, 31), D3DERR_INVALIDCALL);
    let mut priority = 9;
    assert_eq!(vcall!(dev, SetGPUThreadPriority, 5), D3D_OK);
    assert_eq!(vcall!(dev, SetGPUThreadPriority, 8), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(dev, GetGPUThreadPriority, &mut priority), D3D_OK);
    assert_eq!(priority, 5);
    assert_eq!(vcall!(dev, CheckDeviceState, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(dev, WaitForVBlank, 0), D3D_OK);
    // The Ex creation methods take no usage (the depth one may be
    // restricted content), and leave the output alone when refused.
    let untouched = std::ptr::dangling_mut::<IDirect3DSurface9>();
    let mut s = untouched;
    let hr = vcall!(
        dev,
        CreateRenderTargetEx,
        16,
        16,
        D3DFMT_A8R8G8B8,
        D3DMULTISAMPLE_NONE,
        0,
        0,
        &mut s,
        std::ptr::null_mut(),
        D3DUSAGE_DYNAMIC
    );
    assert_eq!((hr, s), (D3DERR_INVALIDCALL, untouched));
    let hr = vcall!(
        dev,
        CreateDepthStencilSurfaceEx,
        16,
        16,
        D3DFMT_D24S8,
        D3DMULTISAMPLE_NONE,
        0,
        1,
        &mut s,
        std::ptr::null_mut(),
        D3DUSAGE_RESTRICTED_CONTENT
    );
    assert_eq!(hr, D3D_OK);
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(s, GetDesc, &mut desc), D3D_OK);
    assert_eq!(desc.Usage, D3DUSAGE_DEPTHSTENCIL | D3DUSAGE_RESTRICTED_CONTENT);
    release!(s);
    // PresentEx presents; GetLastPresentCount counts it.
    let base = dev as *mut IDirect3DDevice9;
    assert_eq!(
        vcall!(base, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF00FF00, 1.0, 0),
        D3D_OK
    );
    let none = std::ptr::null();
    assert_eq!(
        vcall!(dev, PresentEx, none, none, std::ptr::null_mut(), std::ptr::null(), 0),
        D3D_OK
    );
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(base, GetSwapChain, 0, &mut sc), D3D_OK);
    let sc_ex = sc as *mut IDirect3DSwapChain9Ex;
    let mut count = 0;
    assert_eq!(vcall!(sc_ex, GetLastPresentCount, &mut count), D3D_OK);
    assert_eq!(count, 1);
    release!(sc);
    // ResetEx: a windowed swap chain takes no display mode.
    let mut pp = present_params(32, 32);
    let mut mode = D3DDISPLAYMODEEX {
        Size: std::mem::size_of::<D3DDISPLAYMODEEX>() as u32,
        Width: 32,
        Height: 32,
        ..Default::default()
    };
    assert_eq!(vcall!(dev, ResetEx, &mut pp, &mut mode), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(dev, ResetEx, &mut pp, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d), 0);
}

#[test]
fn ex_swap_chains_take_flipex_and_thirty_back_buffers() {
    let (d, dev) = device_ex();
    let base = dev as *mut IDirect3DDevice9;
    for (effect, buffers, expected) in [
        (D3DSWAPEFFECT_FLIPEX, 1, D3D_OK),
        (D3DSWAPEFFECT_FLIPEX + 1, 1, D3DERR_INVALIDCALL),
        (D3DSWAPEFFECT_DISCARD, 30, D3D_OK),
        (D3DSWAPEFFECT_DISCARD, 31, D3DERR_INVALIDCALL),
        (D3DSWAPEFFECT_COPY, 2, D3DERR_INVALIDCALL),
    ] {
        let mut pp = present_params(16, 16);
        pp.SwapEffect = effect;
        pp.BackBufferCount = buffers;
        assert_eq!(vcall!(base, Reset, &mut pp), expected, "{effect} x {buffers}");
    }
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d), 0);
}

#[test]
fn system_memory_textures_and_surfaces_take_the_applications_memory() {
    let (d, dev) = device_ex();
    let base = dev as *mut IDirect3DDevice9;
    let mut memory = vec![0u8; 33 * 33];
    let mut handle: HANDLE = memory.as_mut_ptr().cast();
    let mut sysmem_l8 = |levels| {
        let mut tex = std::ptr::null_mut();
        let hr = vcall!(
            base,
            CreateTexture,
            33,
            33,
            levels,
            0,
            D3DFMT_L8,
            D3DPOOL_SYSTEMMEM,
            &mut tex,
            &mut handle
        );
        (hr, tex)
    };
    let (hr, tex) = sysmem_l8(1);
    assert_eq!(hr, D3D_OK);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
    assert_eq!(lr.Pitch, 33, "rows packed as the application laid them out");
    assert_eq!(lr.pBits, memory.as_mut_ptr().cast());
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    release!(tex);
    // Only one level, only system memory, and not for buffers.
    assert_eq!(sysmem_l8(0).0, D3DERR_INVALIDCALL);
    let mut vb = std::ptr::null_mut();
    let hr = vcall!(
        base,
        CreateVertexBuffer,
        16,
        0,
        0,
        D3DPOOL_SYSTEMMEM,
        &mut vb,
        &mut handle
    );
    assert_eq!(hr, D3DERR_NOTAVAILABLE);
    let mut s = std::ptr::null_mut();
    let hr = vcall!(
        base,
        CreateOffscreenPlainSurface,
        33,
        33,
        D3DFMT_L8,
        D3DPOOL_SYSTEMMEM,
        &mut s,
        &mut handle
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
    assert_eq!((lr.Pitch, lr.pBits), (33, memory.as_mut_ptr().cast()));
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    release!(s);
    // Reset hands the parameters back with the device window as given.
    let mut pp = present_params(16, 16);
    assert_eq!(vcall!(base, Reset, &mut pp), D3D_OK);
    assert!(pp.hDeviceWindow.is_null());
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d), 0);
}

#[test]
fn reset_keeps_the_buffers_the_program_holds() {
    let (d, dev) = device_ex();
    let mut old_bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut old_bb),
        D3D_OK
    );
    let mut old_ds = std::ptr::null_mut();
    assert_eq!(vcall!(dev, GetDepthStencilSurface, &mut old_ds), D3D_OK);
    // A D3D9 device refuses this Reset; a 9Ex one makes new buffers and
    // leaves the held ones to the program at their old size.
    let mut pp = present_params(96, 80);
    assert_eq!(vcall!(dev, Reset, &mut pp), D3D_OK);
    assert_eq!(vcall!(dev, TestCooperativeLevel), D3D_OK);
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(old_bb, GetDesc, &mut desc), D3D_OK);
    assert_eq!((desc.Width, desc.Height), (64, 64));
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    assert_ne!(bb, old_bb);
    assert_eq!(vcall!(bb, GetDesc, &mut desc), D3D_OK);
    assert_eq!((desc.Width, desc.Height), (96, 80));
    // The new back buffer is the render target and draws.
    let hr = vcall!(dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF00FF00, 1.0, 0);
    assert_eq!(hr, D3D_OK);
    let img = read_surface(dev as *mut IDirect3DDevice9, bb);
    assert_rgb(&img, 90, 70, 0x0000FF00, 0);
    // The old ones are the program's to release, and go with it.
    assert_eq!(release!(old_bb), 0);
    assert_eq!(release!(old_ds), 0);
    release!(bb);
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d), 0);
}
