//! Depth textures shaders sample (D3DFMT_INTZ): a depth-stencil texture
//! whose level 0 is the depth buffer of some draws and a texture of later
//! ones, which read its depth in all four channels (Wine's intz_test records
//! Windows), and the RESZ resolve of a multisampled depth buffer into one
//! (Wine's resz_test).

use wgd3d9_tests::*;

fn create_intz(t: &TestDevice, usage: u32, pool: u32) -> Result<*mut IDirect3DTexture9, HRESULT> {
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        64,
        64,
        1,
        usage,
        D3DFMT_INTZ,
        pool,
        &mut tex,
        std::ptr::null_mut()
    );
    if hr == D3D_OK {
        Ok(tex)
    } else {
        Err(hr)
    }
}

fn level0(tex: *mut IDirect3DTexture9) -> *mut IDirect3DSurface9 {
    let mut s = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut s), D3D_OK);
    s
}

#[test]
fn intz_is_offered_as_a_depth_texture_only() {
    let d = d3d();
    assert_eq!(
        check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_TEXTURE, D3DFMT_INTZ),
        D3D_OK
    );
    assert_eq!(
        check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_SURFACE, D3DFMT_INTZ),
        D3D_OK
    );
    assert_eq!(check_format(d, 0, D3DRTYPE_TEXTURE, D3DFMT_INTZ), D3DERR_NOTAVAILABLE);
    let cube = check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_CUBETEXTURE, D3DFMT_INTZ);
    assert_eq!(cube, D3DERR_NOTAVAILABLE);
    // Other depth formats are textures only as shadow maps (shadow_maps.rs).
    let d32 = check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_TEXTURE, D3DFMT_D32);
    assert_eq!(d32, D3DERR_NOTAVAILABLE);
    let t = TestDevice::new();
    assert_eq!(create_intz(&t, 0, D3DPOOL_DEFAULT).unwrap_err(), D3DERR_INVALIDCALL);
    let managed = create_intz(&t, D3DUSAGE_DEPTHSTENCIL, D3DPOOL_MANAGED);
    assert_eq!(managed.unwrap_err(), D3DERR_INVALIDCALL);
    let tex = create_intz(&t, D3DUSAGE_DEPTHSTENCIL, D3DPOOL_DEFAULT).unwrap();
    let s = level0(tex);
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(s, GetDesc, &mut desc), D3D_OK);
    assert_eq!(
        (desc.Format, desc.Usage, desc.Pool),
        (D3DFMT_INTZ, D3DUSAGE_DEPTHSTENCIL, D3DPOOL_DEFAULT)
    );
    // Not lockable, as a default-pool depth texture on Windows.
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), 0), D3DERR_INVALIDCALL);
    release!(s);
    release!(tex);
}

/// Samples `tex` (point filtered) over the bound A8R8G8B8 target and reads it.
fn sample(t: &TestDevice, tex: *mut IDirect3DTexture9) -> Image {
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MINFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    t.read_rt()
}

/// The 8-bit level of depth `d` in every channel.
fn grey(d: f32) -> u32 {
    let v = (d * 255.0).round() as u32;
    v << 24 | v << 16 | v << 8 | v
}

#[test]
fn a_sampled_intz_texture_reads_its_depth_in_every_channel() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    let tex = create_intz(&t, D3DUSAGE_DEPTHSTENCIL, D3DPOOL_DEFAULT).unwrap();
    let intz = level0(tex);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, intz), D3D_OK);
    t.draw_depth_ramp();
    // Sampled with another depth buffer bound: 24-bit depth read as 8-bit
    // colour, within 1 of each channel.
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    let img = sample(&t, tex);
    for x in [0u32, 17, 40, 63] {
        assert_argb(&img, x, 32, grey((x as f32 + 0.5) / 64.0), 1);
    }
    // Bound as the depth buffer and sampled at once, with depth writes off
    // (soft particles): the draw reads the depth as it was.
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, intz), D3D_OK);
    t.rs(D3DRS_ZWRITEENABLE, 0);
    let img = sample(&t, tex);
    assert_argb(&img, 40, 32, grey(40.5 / 64.0), 1);
    t.rs(D3DRS_ZWRITEENABLE, 1);
    // A depth clear reaches what later draws sample.
    let hr = vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_ZBUFFER, 0, 0.25, 0);
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    let img = sample(&t, tex);
    assert_argb(&img, 10, 10, grey(0.25), 1);
    assert_argb(&img, 60, 50, grey(0.25), 1);
    // And so does a draw that writes depth.
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, intz), D3D_OK);
    t.draw_depth_ramp();
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    assert_argb(&sample(&t, tex), 17, 32, grey(17.5 / 64.0), 1);
    t.restore_back_buffer();
    for o in [intz.cast::<IUnknown>(), tex.cast(), ds.cast(), rt.cast()] {
        release!(o);
    }
}

/// A 64x64 surface of `format` and `ms`: a render target, or a depth buffer.
fn multisampled(t: &TestDevice, format: u32, ms: u32) -> *mut IDirect3DSurface9 {
    let mut s = std::ptr::null_mut();
    let null = std::ptr::null_mut();
    let hr = if format == D3DFMT_D24S8 {
        vcall!(t.dev, CreateDepthStencilSurface, 64, 64, format, ms, 0, 0, &mut s, null)
    } else {
        vcall!(t.dev, CreateRenderTarget, 64, 64, format, ms, 0, 0, &mut s, null)
    };
    assert_eq!(hr, D3D_OK);
    s
}

#[test]
fn resz_resolves_a_multisampled_depth_buffer_into_the_texture_at_sampler_0() {
    let d = d3d();
    let probe = |usage, rtype| check_format(d, usage, rtype, D3DFMT_RESZ);
    assert_eq!(probe(D3DUSAGE_RENDERTARGET, D3DRTYPE_SURFACE), D3D_OK);
    assert_eq!(probe(0, D3DRTYPE_SURFACE), D3DERR_NOTAVAILABLE);
    assert_eq!(probe(D3DUSAGE_RENDERTARGET, D3DRTYPE_TEXTURE), D3DERR_NOTAVAILABLE);
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    let ms_rt = multisampled(&t, D3DFMT_A8R8G8B8, D3DMULTISAMPLE_2_SAMPLES);
    let ms_ds = multisampled(&t, D3DFMT_D24S8, D3DMULTISAMPLE_2_SAMPLES);
    let tex = create_intz(&t, D3DUSAGE_DEPTHSTENCIL, D3DPOOL_DEFAULT).unwrap();
    let intz = level0(tex);
    // The texture starts at depth 0.75.
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, intz), D3D_OK);
    let hr = vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_ZBUFFER, 0, 0.75, 0);
    assert_eq!(hr, D3D_OK);
    // Without a texture at sampler 0 the write only stores the state.
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    t.rs(D3DRS_POINTSIZE, RESZ_CODE);
    t.rs(D3DRS_ZFUNC, D3DCMP_ALWAYS);
    assert_argb(&sample(&t, tex), 20, 20, grey(0.75), 1);
    t.rs(D3DRS_POINTSIZE, f2dw(1.0));
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, ms_rt), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ms_ds), D3D_OK);
    t.draw_depth_ramp();
    t.set_texture(0, tex);
    t.rs(D3DRS_POINTSIZE, RESZ_CODE);
    assert_eq!(t.get_rs(D3DRS_POINTSIZE), RESZ_CODE);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    // The ramp, 24-bit depth read as 8-bit colour, within 1 of each channel.
    let img = sample(&t, tex);
    for x in [0u32, 17, 40, 63] {
        assert_argb(&img, x, 32, grey((x as f32 + 0.5) / 64.0), 1);
    }
    t.restore_back_buffer();
    for o in [
        intz.cast::<IUnknown>(),
        tex.cast(),
        ds.cast(),
        rt.cast(),
        ms_ds.cast(),
        ms_rt.cast(),
    ] {
        release!(o);
    }
}

#[test]
fn df16_and_df24_textures_read_their_depth_in_red() {
    let d = d3d();
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    for format in [D3DFMT_DF16, D3DFMT_DF24] {
        assert_eq!(check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_TEXTURE, format), D3D_OK);
        assert_eq!(check_format(d, 0, D3DRTYPE_TEXTURE, format), D3DERR_NOTAVAILABLE);
        let tex = create_texture(t.dev, 64, 64, 1, D3DUSAGE_DEPTHSTENCIL, format, D3DPOOL_DEFAULT);
        let level = level0(tex);
        assert_eq!(vcall!(t.dev, SetDepthStencilSurface, level), D3D_OK);
        t.draw_depth_ramp();
        assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
        // Red holds the depth (16 or 24 bits read as 8), green and blue 0,
        // alpha 1: what Wine's test_fetch4 records of Windows.
        let img = sample(&t, tex);
        for x in [0u32, 17, 40, 63] {
            let red = grey((x as f32 + 0.5) / 64.0) & 0x00FF_0000;
            assert_argb(&img, x, 32, 0xFF00_0000 | red, 1);
        }
        release!(level);
        release!(tex);
    }
    t.restore_back_buffer();
    release!(ds);
    release!(rt);
}
