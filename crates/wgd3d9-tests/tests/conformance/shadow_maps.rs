//! Shadow maps: textures of the depth formats D16, D24X8 and D24S8 (with
//! D3DUSAGE_DEPTHSTENCIL, or without it and filled by LockRect) sample as a
//! comparison, as Windows drivers do:
//! the coordinate's z (divided by w for a projected read) against the stored
//! depth, 1 where it is less or equal, else 0, in every channel; linear
//! filtering weighs the four nearest comparisons (Wine's shadow_test records
//! Windows).

use crate::shader_util::ps;
use wgd3d9_tests::*;

/// A pre-transformed vertex with a four-component texture coordinate.
#[repr(C)]
#[derive(Clone, Copy)]
struct ShadowVertex {
    pos: [f32; 4],
    tex: [f32; 4],
}

const FVF: u32 = D3DFVF_XYZRHW | D3DFVF_TEX1 | (2 << 16); // D3DFVF_TEXCOORDSIZE4(0)

/// Draws pixels 0..64 x 0..64 with texture coordinates (s, t, p, q): s
/// and t run 0..1 across the texels (pixel x reads texel x) unless
/// `s_const` fixes s, then s, t, p are multiplied by `q`.
fn draw(t: &TestDevice, p: f32, q: f32, s_const: Option<f32>) {
    let v = |x: f32, y: f32| ShadowVertex {
        pos: [x - 0.5, y - 0.5, 0.5, 1.0],
        tex: [s_const.unwrap_or(x / 64.0) * q, y / 64.0 * q, p * q, q],
    };
    t.fvf(FVF);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[v(0.0, 0.0), v(64.0, 0.0), v(0.0, 64.0), v(64.0, 64.0)],
    );
    t.end();
}

/// A 64x64 shadow-map texture of `format`.
fn create_depth_texture(t: &TestDevice, format: u32) -> *mut IDirect3DTexture9 {
    create_texture(t.dev, 64, 64, 1, D3DUSAGE_DEPTHSTENCIL, format, D3DPOOL_DEFAULT)
}

/// Renders the depth ramp of [`TestDevice::draw_depth_ramp`] (texel x holds
/// (x + 0.5) / 64) into level 0 of `tex`, then binds the back buffer's depth
/// buffer `ds` again and `tex` to sampler 0.
fn ramp_into(t: &TestDevice, tex: *mut IDirect3DTexture9, ds: *mut IDirect3DSurface9) {
    let mut level = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut level), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, level), D3D_OK);
    t.draw_depth_ramp();
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    release!(level);
    t.rs(D3DRS_ZENABLE, 0);
    t.set_texture(0, tex);
}

fn filter(t: &TestDevice, f: u32) {
    t.samp(0, D3DSAMP_MINFILTER, f);
    t.samp(0, D3DSAMP_MAGFILTER, f);
}

#[test]
fn the_shadow_map_formats_are_offered_as_depth_textures() {
    let d = d3d();
    for f in [D3DFMT_D16, D3DFMT_D24X8, D3DFMT_D24S8] {
        assert_eq!(
            check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_TEXTURE, f),
            D3D_OK,
            "{f:#x}"
        );
        let cube = check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_CUBETEXTURE, f);
        assert_eq!(cube, D3DERR_NOTAVAILABLE, "{f:#x}");
        // A 2D texture without the depth usage too (a shadow map the
        // application fills by locking it), never a cube, volume or render
        // target.
        assert_eq!(check_format(d, 0, D3DRTYPE_TEXTURE, f), D3D_OK, "{f:#x}");
        for rtype in [D3DRTYPE_CUBETEXTURE, D3DRTYPE_VOLUMETEXTURE] {
            assert_eq!(check_format(d, 0, rtype, f), D3DERR_NOTAVAILABLE, "{f:#x} {rtype}");
        }
        let rt = check_format(d, D3DUSAGE_RENDERTARGET, D3DRTYPE_TEXTURE, f);
        assert_eq!(rt, D3DERR_NOTAVAILABLE, "{f:#x}");
    }
    for f in [D3DFMT_D32, D3DFMT_D24FS8, D3DFMT_D15S1, D3DFMT_D16_LOCKABLE] {
        let hr = check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_TEXTURE, f);
        assert_eq!(hr, D3DERR_NOTAVAILABLE, "{f:#x}");
    }
    let t = TestDevice::new();
    let mut tex = std::ptr::null_mut();
    let null = std::ptr::null_mut();
    // Depth textures live in D3DPOOL_DEFAULT only.
    let hr = vcall!(
        t.dev,
        CreateTexture,
        64,
        64,
        1,
        D3DUSAGE_DEPTHSTENCIL,
        D3DFMT_D24S8,
        D3DPOOL_MANAGED,
        &mut tex,
        null
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    release!(create_depth_texture(&t, D3DFMT_D24S8));
}

#[test]
fn a_shadow_map_compares_the_coordinate_depth_in_every_format() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    let shader = ps(&t, "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n");
    for format in [D3DFMT_D16, D3DFMT_D24X8, D3DFMT_D24S8] {
        let tex = create_depth_texture(&t, format);
        ramp_into(&t, tex, ds);
        assert_eq!(vcall!(t.dev, SetPixelShader, shader), D3D_OK);
        filter(&t, D3DTEXF_POINT);
        t.clear(0xFF123456);
        // Reference depth 0.5: texels 32 and up hold more, 31 and below less.
        draw(&t, 0.5, 1.0, None);
        let img = t.read_rt();
        for (x, lit) in [(0, false), (20, false), (31, false), (32, true), (45, true), (63, true)] {
            let expected = if lit { 0xFFFFFFFF } else { 0 };
            assert_argb(&img, x, 30, expected, 0);
        }
        // Depth equal to the stored one is lit (less or equal).
        draw(&t, 0.0, 1.0, None);
        assert_argb(&t.read_rt(), 0, 30, 0xFFFFFFFF, 0);
        assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
        t.set_texture(0, std::ptr::null_mut());
        t.rs(D3DRS_ZENABLE, 1);
        release!(tex);
    }
    t.restore_back_buffer();
    for o in [shader.cast::<IUnknown>(), ds.cast(), rt.cast()] {
        release!(o);
    }
}

#[test]
fn projection_filtering_and_the_fixed_function_stages_apply_to_shadow_maps() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    let tex = create_depth_texture(&t, D3DFMT_D24S8);
    ramp_into(&t, tex, ds);
    filter(&t, D3DTEXF_POINT);
    // texldp divides s, t and the depth by q.
    let projected = ps(&t, "ps_2_0\ndcl t0\ndcl_2d s0\ntexldp r0, t0, s0\nmov oC0, r0\n");
    assert_eq!(vcall!(t.dev, SetPixelShader, projected), D3D_OK);
    draw(&t, 0.5, 2.0, None);
    let img = t.read_rt();
    assert_argb(&img, 31, 10, 0, 0);
    assert_argb(&img, 32, 10, 0xFFFFFFFF, 0);
    // Linear filtering: every pixel reads s = 0.5, halfway between texel
    // 31 (unlit) and texel 32 (lit): half lit, within 1 of 0x80.
    filter(&t, D3DTEXF_LINEAR);
    draw(&t, 0.5, 1.0, Some(0.5));
    let img = t.read_rt();
    assert_argb(&img, 5, 5, 0x80808080, 1);
    assert_argb(&img, 60, 60, 0x80808080, 1);
    // Point filtering at the same place takes the nearest texel (32).
    filter(&t, D3DTEXF_POINT);
    draw(&t, 0.5, 1.0, Some(0.5));
    assert_argb(&t.read_rt(), 5, 5, 0xFFFFFFFF, 0);
    // The fixed-function stages compare too (the texture has no alpha: the
    // stage's alpha is 1).
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    draw(&t, 0.5, 1.0, None);
    let img = t.read_rt();
    assert_rgb(&img, 31, 40, 0, 0);
    assert_rgb(&img, 32, 40, 0xFFFFFF, 0);
    t.set_texture(0, std::ptr::null_mut());
    t.rs(D3DRS_ZENABLE, 1);
    t.restore_back_buffer();
    for o in [projected.cast::<IUnknown>(), tex.cast(), ds.cast(), rt.cast()] {
        release!(o);
    }
}

/// The depth `d` (0..1) as a texel of `format` in the application's layout:
/// 16 bits, or 24 bits above the stencil (or unused) byte.
fn depth_texel(format: u32, d: f32) -> Vec<u8> {
    if format == D3DFMT_D16 {
        ((d * 65535.0).round() as u16).to_le_bytes().to_vec()
    } else {
        (((d * 16_777_215.0).round() as u32) << 8 | 0x5A).to_le_bytes().to_vec()
    }
}

/// Shadow maps made without D3DUSAGE_DEPTHSTENCIL, as Windows drivers make
/// them (Wine's test_resource_access): in D3DPOOL_DEFAULT only, lockable
/// when dynamic, never a depth buffer; what LockRect writes is the depth
/// the comparison reads.
#[test]
fn a_shadow_map_without_the_depth_usage_is_filled_by_locking_it() {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let shader = ps(&t, "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n");
    let (mut tex, mut cube, shared) = (std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null_mut());
    for format in [D3DFMT_D16, D3DFMT_D24X8, D3DFMT_D24S8] {
        for pool in [D3DPOOL_MANAGED, D3DPOOL_SYSTEMMEM, D3DPOOL_SCRATCH] {
            let hr = vcall!(t.dev, CreateTexture, 64, 64, 1, 0, format, pool, &mut tex, shared);
            assert_eq!(hr, D3DERR_INVALIDCALL, "{format:#x} in pool {pool}");
        }
        let hr = vcall!(
            t.dev,
            CreateCubeTexture,
            64,
            1,
            0,
            format,
            D3DPOOL_DEFAULT,
            &mut cube,
            shared
        );
        assert_eq!(hr, D3DERR_INVALIDCALL, "{format:#x}");

        // A full mip chain; D3DUSAGE_AUTOGENMIPMAP makes one level
        // (CheckDeviceFormat answers D3DOK_NOAUTOGEN), as Windows does
        // (Wine's test_mipmap_autogen).
        let chain = create_texture(t.dev, 64, 64, 0, 0, format, D3DPOOL_DEFAULT);
        assert_eq!(vcall!(chain, GetLevelCount), 7, "{format:#x}");
        release!(chain);
        let autogen = check_format(d3d(), D3DUSAGE_AUTOGENMIPMAP, D3DRTYPE_TEXTURE, format);
        assert_eq!(autogen, D3DOK_NOAUTOGEN, "{format:#x}");
        let one = create_texture(t.dev, 64, 64, 0, D3DUSAGE_AUTOGENMIPMAP, format, D3DPOOL_DEFAULT);
        assert_eq!(vcall!(one, GetLevelCount), 1, "{format:#x}");
        release!(one);

        // Not dynamic: made, but neither lockable nor a depth buffer.
        let still = create_texture(t.dev, 64, 64, 1, 0, format, D3DPOOL_DEFAULT);
        let mut level: *mut IDirect3DSurface9 = std::ptr::null_mut();
        assert_eq!(vcall!(still, GetSurfaceLevel, 0, &mut level), D3D_OK);
        let mut lr = D3DLOCKED_RECT::default();
        assert_eq!(
            vcall!(level, LockRect, &mut lr, std::ptr::null(), 0),
            D3DERR_INVALIDCALL
        );
        assert_eq!(vcall!(t.dev, SetDepthStencilSurface, level), D3DERR_INVALIDCALL);
        release!(level);
        release!(still);

        // Dynamic: texel x holds depth (x + 0.5) / 64.
        let tex = create_texture(t.dev, 64, 64, 1, D3DUSAGE_DYNAMIC, format, D3DPOOL_DEFAULT);
        let mut lr = D3DLOCKED_RECT::default();
        assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
        for y in 0..64 {
            let mut row = Vec::new();
            for x in 0..64 {
                row.extend(depth_texel(format, (x as f32 + 0.5) / 64.0));
            }
            // SAFETY: the locked level holds 64 rows of `Pitch` bytes, each
            // at least 64 texels long.
            unsafe {
                let dst = (lr.pBits as *mut u8).add(y * lr.Pitch as usize);
                std::ptr::copy_nonoverlapping(row.as_ptr(), dst, row.len());
            }
        }
        assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
        t.rs(D3DRS_ZENABLE, 0);
        t.set_texture(0, tex);
        assert_eq!(vcall!(t.dev, SetPixelShader, shader), D3D_OK);
        filter(&t, D3DTEXF_POINT);
        t.clear(0xFF123456);
        // Reference depth 0.5: texels 32 and up hold more, 31 and below less.
        draw(&t, 0.5, 1.0, None);
        let img = t.read_rt();
        for (x, lit) in [(0, false), (31, false), (32, true), (63, true)] {
            let expected = if lit { 0xFFFFFFFF } else { 0 };
            assert_eq!(img.at(x, 30), expected, "{format:#x} at x {x}");
        }
        // Locked again after a draw sampled it: depth 1 everywhere, so
        // every texel is lit, the first one too.
        assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
        let row: Vec<u8> = (0..64).flat_map(|_| depth_texel(format, 1.0)).collect();
        for y in 0..64 {
            // SAFETY: as above.
            unsafe {
                let dst = (lr.pBits as *mut u8).add(y * lr.Pitch as usize);
                std::ptr::copy_nonoverlapping(row.as_ptr(), dst, row.len());
            }
        }
        assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
        draw(&t, 0.5, 1.0, None);
        assert_eq!(t.read_rt().at(0, 30), 0xFFFFFFFF, "{format:#x} locked again");
        assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
        t.set_texture(0, std::ptr::null_mut());
        t.rs(D3DRS_ZENABLE, 1);
        release!(tex);
    }
    t.restore_back_buffer();
    release!(shader);
    release!(rt);
}
