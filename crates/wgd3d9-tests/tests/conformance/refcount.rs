//! COM reference counting: resources hold the device, bindings do not change
//! public counts, Get* calls AddRef, texture levels share the texture's count,
//! implicit objects (back buffer, automatic depth stencil, swap chain) start at
//! zero, QueryInterface and GetContainer, and the device's lifetime with live
//! children.

use std::ffi::c_void;
use wgd3d9_tests::*;

#[test]
fn creating_a_resource_addrefs_the_device_and_releasing_it_gives_the_reference_back() {
    let t = TestDevice::new();
    assert_eq!(t.dev_refs(), 1);
    let tex = create_texture(t.dev, 8, 8, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    assert_eq!(t.dev_refs(), 2);
    let vb = t.vertex_buffer(&[0u32; 16]);
    assert_eq!(t.dev_refs(), 3);
    let ib = t.index_buffer16(&[0, 1, 2]);
    assert_eq!(t.dev_refs(), 4);
    let decl = t.decl(&[ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0)]);
    assert_eq!(t.dev_refs(), 5);
    let rt = t.create_rt(16, 16, D3DFMT_A8R8G8B8, false);
    let ds = t.create_ds(D3DFMT_D16);
    let mut plain = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateOffscreenPlainSurface,
            8,
            8,
            D3DFMT_A8R8G8B8,
            D3DPOOL_SYSTEMMEM,
            &mut plain,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    assert_eq!(t.dev_refs(), 8);
    for obj in [
        tex as *mut IUnknown,
        vb as _,
        ib as _,
        decl as _,
        rt as _,
        ds as _,
        plain as _,
    ] {
        assert_eq!(refcount(obj), 1);
        assert_eq!(release!(obj), 0);
    }
    assert_eq!(t.dev_refs(), 1);
}

#[test]
fn binding_does_not_change_public_counts_and_get_addrefs() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 8, 8, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    let vb = t.vertex_buffer(&[0u32; 16]);
    let ib = t.index_buffer16(&[0, 1, 2]);
    let decl = t.decl(&[ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0)]);
    let rt = t.create_rt(64, 64, D3DFMT_A8R8G8B8, false);
    let dev_before = t.dev_refs();
    t.set_texture(0, tex);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 16), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    for obj in [tex as *mut IUnknown, vb as _, ib as _, decl as _, rt as _] {
        assert_eq!(refcount(obj), 1, "binding changed a public count");
    }
    assert_eq!(t.dev_refs(), dev_before);

    let mut got_tex = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetTexture, 0, &mut got_tex), D3D_OK);
    assert_eq!(got_tex as *mut c_void, tex as *mut c_void);
    assert_eq!(refcount(tex), 2);
    release!(got_tex);
    let (mut got_vb, mut off, mut stride) = (std::ptr::null_mut(), 0, 0);
    assert_eq!(
        vcall!(t.dev, GetStreamSource, 0, &mut got_vb, &mut off, &mut stride),
        D3D_OK
    );
    assert_eq!((got_vb, off, stride), (vb, 0, 16));
    assert_eq!(refcount(vb), 2);
    release!(got_vb);
    let mut got_ib = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetIndices, &mut got_ib), D3D_OK);
    assert_eq!(got_ib, ib);
    assert_eq!(refcount(ib), 2);
    release!(got_ib);
    let mut got_decl = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetVertexDeclaration, &mut got_decl), D3D_OK);
    assert_eq!(got_decl, decl);
    assert_eq!(refcount(decl), 2);
    release!(got_decl);
    let mut got_rt = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut got_rt), D3D_OK);
    assert_eq!(got_rt, rt);
    assert_eq!(refcount(rt), 2);
    release!(got_rt);

    // Put the back buffer back, unbind everything, release.
    t.restore_back_buffer();
    for obj in [tex as *mut IUnknown, vb as _, ib as _, decl as _, rt as _] {
        assert_eq!(release!(obj), 0);
    }
}

#[test]
fn get_surface_level_addrefs_the_texture_and_levels_share_its_count() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 16, 16, 3, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    let mut s0 = std::ptr::null_mut();
    let mut s2 = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut s0), D3D_OK);
    assert_eq!(refcount(tex), 2);
    assert_eq!(vcall!(tex, GetSurfaceLevel, 2, &mut s2), D3D_OK);
    assert_eq!(refcount(tex), 3);
    assert_eq!(refcount(s0), 3, "a level reports the texture's count");
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(s2, GetDesc, &mut desc), D3D_OK);
    assert_eq!((desc.Width, desc.Height), (4, 4));
    let mut bad = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 3, &mut bad), D3DERR_INVALIDCALL);
    assert_eq!(refcount(tex), 3);
    // The container of a level is the texture (with a reference).
    let mut container: *mut c_void = std::ptr::null_mut();
    assert_eq!(vcall!(s0, GetContainer, &IID_IDirect3DTexture9, &mut container), D3D_OK);
    assert_eq!(container, tex as *mut c_void);
    assert_eq!(refcount(tex), 4);
    release!(container as *mut IDirect3DTexture9);
    // Releasing the texture first: the levels keep it alive.
    assert_eq!(release!(tex), 2);
    assert_eq!(release!(s0), 1);
    assert_eq!(vcall!(s2, GetDesc, &mut desc), D3D_OK);
    assert_eq!(release!(s2), 0);
    assert_eq!(t.dev_refs(), 1);
}

#[test]
fn back_buffer_and_auto_depth_stencil_are_implicit_objects() {
    let t = TestDevice::new();
    assert_eq!(t.dev_refs(), 1);
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    assert_eq!(refcount(bb), 1, "a fetched back buffer has one reference");
    assert_eq!(t.dev_refs(), 2, "the 0 -> 1 transition adds a device reference");
    let mut rt = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut rt), D3D_OK);
    assert_eq!(rt, bb);
    assert_eq!(refcount(bb), 2);
    assert_eq!(t.dev_refs(), 2);
    assert_eq!(release!(rt), 1);
    assert_eq!(release!(bb), 0);
    assert_eq!(t.dev_refs(), 1, "the 1 -> 0 transition gives the device reference back");
    assert_eq!(release!(bb), 0, "Release at zero returns zero");
    assert_eq!(t.dev_refs(), 1);

    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    assert_eq!(refcount(ds), 1);
    assert_eq!(t.dev_refs(), 2);
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(ds, GetDesc, &mut desc), D3D_OK);
    assert_eq!(
        (desc.Format, desc.Usage, desc.Width),
        (D3DFMT_D24S8, D3DUSAGE_DEPTHSTENCIL, 64)
    );
    assert_eq!(release!(ds), 0);
    assert_eq!(t.dev_refs(), 1);

    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetSwapChain, 0, &mut sc), D3D_OK);
    assert_eq!(refcount(sc), 1);
    assert_eq!(t.dev_refs(), 2);
    let mut bb2 = std::ptr::null_mut();
    assert_eq!(vcall!(sc, GetBackBuffer, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb2), D3D_OK);
    let mut container: *mut c_void = std::ptr::null_mut();
    assert_eq!(
        vcall!(bb2, GetContainer, &IID_IDirect3DSwapChain9, &mut container),
        D3D_OK
    );
    assert_eq!(
        container, sc as *mut c_void,
        "a back buffer's container is its swap chain"
    );
    assert_eq!(refcount(sc), 2);
    release!(container as *mut IDirect3DSwapChain9);
    assert_eq!(release!(bb2), 0);
    assert_eq!(release!(sc), 0);
    assert_eq!(t.dev_refs(), 1);
    let mut none = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetSwapChain, 1, &mut none), D3DERR_INVALIDCALL);
    assert!(none.is_null());
    let mut no_bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 1, D3DBACKBUFFER_TYPE_MONO, &mut no_bb),
        D3DERR_INVALIDCALL
    );
    assert!(no_bb.is_null());
}

#[test]
fn get_device_and_get_direct3d_addref() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 8, 8, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    let mut d = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetDevice, &mut d), D3D_OK);
    assert_eq!(d, t.dev);
    assert_eq!(t.dev_refs(), 3);
    release!(d);
    let mut d3d = std::ptr::null_mut();
    let before = refcount(t.d3d);
    assert_eq!(vcall!(t.dev, GetDirect3D, &mut d3d), D3D_OK);
    assert_eq!(d3d, t.d3d);
    assert_eq!(refcount(t.d3d), before + 1);
    release!(d3d);
    assert_eq!(release!(tex), 0);
}

#[test]
fn device_holds_its_idirect3d9() {
    let d3d = d3d();
    let mut pp = present_params(32, 32);
    let (hr, dev) = try_create_device(d3d, D3DDEVTYPE_HAL, D3DCREATE_HARDWARE_VERTEXPROCESSING, &mut pp);
    assert_eq!(hr, D3D_OK);
    assert_eq!(refcount(d3d), 2);
    assert_eq!(release!(d3d), 1, "the device keeps IDirect3D9 alive");
    assert_eq!(release!(dev), 0, "releasing the device frees it and its IDirect3D9");
}

#[test]
fn releasing_the_device_with_a_live_texture_keeps_both_usable() {
    let d3d = d3d();
    let mut pp = present_params(32, 32);
    let (hr, dev) = try_create_device(d3d, D3DDEVTYPE_HAL, D3DCREATE_HARDWARE_VERTEXPROCESSING, &mut pp);
    assert_eq!(hr, D3D_OK);
    let tex = create_texture(dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    assert_eq!(release!(dev), 1, "the texture still holds the device");
    // The texture still works, and its device is alive.
    fill_level32(tex, 0, |_, _| 0xFF112233);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(
        vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), D3DLOCK_READONLY),
        D3D_OK
    );
    // SAFETY: the level is locked.
    assert_eq!(unsafe { *(lr.pBits as *const u32) }, 0xFF112233);
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    let mut d = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetDevice, &mut d), D3D_OK);
    assert_eq!(d, dev);
    let mut vp = D3DVIEWPORT9::default();
    assert_eq!(vcall!(d, GetViewport, &mut vp), D3D_OK);
    assert_eq!(vp.Width, 32);
    assert_eq!(release!(d), 1);
    assert_eq!(
        refcount(d3d),
        2,
        "the device (and its IDirect3D9 reference) is still alive"
    );
    // The last child reference frees the device, which releases IDirect3D9.
    assert_eq!(release!(tex), 0);
    assert_eq!(refcount(d3d), 1, "the device went away with its last child");
    assert_eq!(release!(d3d), 0);
}

#[test]
fn a_texture_released_while_bound_is_still_drawn() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let tex = solid_texture(t.dev, D3DFMT_X8R8G8B8, 0x00336699);
    t.set_texture(0, tex);
    assert_eq!(release!(tex), 0);
    assert_eq!(t.dev_refs(), 1);
    t.begin();
    t.draw_tex_rect(8, 8, 24, 24, 0xFFFFFFFF);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 8, 8, 24, 24, 0x336699, 0);
    t.set_texture(0, std::ptr::null_mut());
}

#[test]
fn a_released_bound_texture_fetched_again_holds_the_device_again() {
    // Every public reference to a child keeps the device alive: a texture whose
    // count went to zero while bound, fetched back with GetTexture, holds a
    // device reference until it is released again.
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    t.set_texture(0, tex);
    assert_eq!(release!(tex), 0);
    assert_eq!(t.dev_refs(), 1);
    let mut got = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetTexture, 0, &mut got), D3D_OK);
    assert_eq!(got as *mut c_void, tex as *mut c_void);
    assert_eq!(refcount(got), 1);
    assert_eq!(
        t.dev_refs(),
        2,
        "the texture's 0 -> 1 transition must take a device reference"
    );
    assert_eq!(release!(got), 0);
    assert_eq!(t.dev_refs(), 1);
    t.set_texture(0, std::ptr::null_mut());
}

#[test]
fn query_interface_follows_the_interface_hierarchy() {
    let t = TestDevice::new();
    let mut out: *mut c_void = std::ptr::null_mut();
    // Device.
    assert_eq!(vcall!(t.dev, QueryInterface, &IID_IDirect3DDevice9, &mut out), S_OK);
    assert_eq!(out, t.dev as *mut c_void);
    assert_eq!(t.dev_refs(), 2);
    release!(t.dev);
    out = std::ptr::dangling_mut::<c_void>();
    assert_eq!(
        vcall!(t.dev, QueryInterface, &IID_IDirect3DTexture9, &mut out),
        E_NOINTERFACE
    );
    assert!(out.is_null());
    // Texture: texture, base texture, resource, IUnknown; not a surface.
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    for iid in [
        &IID_IDirect3DTexture9,
        &IID_IDirect3DBaseTexture9,
        &IID_IDirect3DResource9,
        &IID_IUnknown,
    ] {
        assert_eq!(vcall!(tex, QueryInterface, iid, &mut out), S_OK);
        assert_eq!(out, tex as *mut c_void);
        assert_eq!(release!(tex), 1);
    }
    assert_eq!(
        vcall!(tex, QueryInterface, &IID_IDirect3DSurface9, &mut out),
        E_NOINTERFACE
    );
    assert!(out.is_null());
    assert_eq!(vcall!(tex, GetType), D3DRTYPE_TEXTURE);
    // Buffers and surfaces.
    let vb = t.vertex_buffer(&[0u32; 4]);
    assert_eq!(vcall!(vb, QueryInterface, &IID_IDirect3DResource9, &mut out), S_OK);
    assert_eq!(release!(vb), 1);
    assert_eq!(
        vcall!(vb, QueryInterface, &IID_IDirect3DIndexBuffer9, &mut out),
        E_NOINTERFACE
    );
    assert_eq!(vcall!(vb, GetType), D3DRTYPE_VERTEXBUFFER);
    let mut s = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut s), D3D_OK);
    assert_eq!(vcall!(s, QueryInterface, &IID_IDirect3DSurface9, &mut out), S_OK);
    assert_eq!(out, s as *mut c_void);
    release!(s);
    assert_eq!(vcall!(s, GetType), D3DRTYPE_SURFACE);
    assert_eq!(
        vcall!(s, QueryInterface, &IID_IDirect3DTexture9, &mut out),
        E_NOINTERFACE
    );
    release!(s);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn private_data_with_iunknown_holds_a_reference() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    let vb = t.vertex_buffer(&[0u32; 4]);
    let guid = GUID::new(0x1234_5678, 0x9abc, 0xdef0, [1, 2, 3, 4, 5, 6, 7, 8]);
    let size = std::mem::size_of::<*mut c_void>() as u32;
    let unk = vb as *mut IUnknown;
    // With D3DSPD_IUNKNOWN the data pointer is the interface pointer itself.
    let hr = vcall!(tex, SetPrivateData, &guid, vb as *const c_void, size, D3DSPD_IUNKNOWN);
    assert_eq!(hr, D3D_OK);
    assert_eq!(refcount(vb), 2, "stored IUnknown private data takes a reference");
    let mut back: *mut IUnknown = std::ptr::null_mut();
    let mut n = size;
    assert_eq!(
        vcall!(
            tex,
            GetPrivateData,
            &guid,
            &mut back as *mut *mut IUnknown as *mut c_void,
            &mut n
        ),
        D3D_OK
    );
    assert_eq!(back, unk);
    assert_eq!(refcount(vb), 3, "GetPrivateData of an IUnknown AddRefs it");
    release!(back);
    assert_eq!(vcall!(tex, FreePrivateData, &guid), D3D_OK);
    assert_eq!(refcount(vb), 1, "FreePrivateData releases it");
    assert_eq!(vcall!(tex, FreePrivateData, &guid), D3DERR_NOTFOUND);
    // Plain bytes; too small a buffer reports the size.
    let data = [1u8, 2, 3, 4, 5];
    assert_eq!(
        vcall!(tex, SetPrivateData, &guid, data.as_ptr() as *const c_void, 5, 0),
        D3D_OK
    );
    let mut buf = [0u8; 8];
    let mut n = 2u32;
    assert_eq!(
        vcall!(tex, GetPrivateData, &guid, buf.as_mut_ptr() as *mut c_void, &mut n),
        D3DERR_MOREDATA
    );
    assert_eq!(n, 5);
    n = 8;
    assert_eq!(
        vcall!(tex, GetPrivateData, &guid, buf.as_mut_ptr() as *mut c_void, &mut n),
        D3D_OK
    );
    assert_eq!((n, &buf[..5]), (5, &data[..]));
    // An unknown GUID is reported before the missing size pointer.
    let other = GUID::new(0x5678, 0x9abc, 0xdef0, [1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(
        vcall!(tex, GetPrivateData, &other, std::ptr::null_mut(), std::ptr::null_mut()),
        D3DERR_NOTFOUND
    );
    assert_eq!(
        vcall!(tex, GetPrivateData, &guid, std::ptr::null_mut(), std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn a_fetched_back_buffer_keeps_the_device_alive() {
    let d3d = d3d();
    let mut pp = present_params(32, 32);
    let (hr, dev) = try_create_device(d3d, D3DDEVTYPE_HAL, D3DCREATE_HARDWARE_VERTEXPROCESSING, &mut pp);
    assert_eq!(hr, D3D_OK);
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    assert_eq!(release!(dev), 1, "the back buffer holds a device reference");
    let mut d = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(bb, GetDesc, &mut d), D3D_OK);
    assert_eq!(d.Width, 32);
    assert_eq!(refcount(d3d), 2);
    assert_eq!(release!(bb), 0);
    assert_eq!(refcount(d3d), 1, "releasing the back buffer released the device");
    assert_eq!(release!(d3d), 0);
}

#[test]
fn the_container_of_a_standalone_surface_is_the_device() {
    let t = TestDevice::new();
    let rt = t.create_rt(16, 16, D3DFMT_A8R8G8B8, false);
    let mut c: *mut c_void = std::ptr::null_mut();
    assert_eq!(vcall!(rt, GetContainer, &IID_IDirect3DDevice9, &mut c), D3D_OK);
    assert_eq!(c, t.dev as *mut c_void);
    assert_eq!(t.dev_refs(), 3, "the surface's reference plus the container's");
    release!(c as *mut IDirect3DDevice9);
    c = std::ptr::dangling_mut::<c_void>();
    assert_eq!(vcall!(rt, GetContainer, &IID_IDirect3DTexture9, &mut c), E_NOINTERFACE);
    assert!(c.is_null());
    let mut d = std::ptr::null_mut();
    assert_eq!(vcall!(rt, GetDevice, &mut d), D3D_OK);
    assert_eq!(d, t.dev);
    release!(d);
    assert_eq!(release!(rt), 0);
}

#[test]
fn priorities_return_the_previous_value() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    assert_eq!(vcall!(tex, SetPriority, 5), 0);
    assert_eq!(vcall!(tex, SetPriority, 9), 5);
    assert_eq!(vcall!(tex, GetPriority), 9);
    vcall!(tex, PreLoad);
    // A managed texture's surfaces have no priority of their own.
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    assert_eq!(vcall!(level, SetPriority, 3), 0);
    assert_eq!(vcall!(level, GetPriority), 0);
    release!(level);
    assert_eq!(release!(tex), 0);
    // Outside D3DPOOL_MANAGED SetPriority is ignored.
    for pool in [D3DPOOL_DEFAULT, D3DPOOL_SYSTEMMEM, D3DPOOL_SCRATCH] {
        let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, pool);
        assert_eq!(vcall!(tex, SetPriority, 5), 0, "pool {pool}");
        assert_eq!(vcall!(tex, GetPriority), 0, "pool {pool}");
        release!(tex);
    }
}
