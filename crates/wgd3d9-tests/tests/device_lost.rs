//! D3D9's lost-device protocol when the runtime loses the device (a GPU
//! reset, a submission the GPU refused): `debug.loseDeviceAtPresent` makes
//! the process's third Present lose it, as a GPU reset would. A binary of its
//! own: the option is read from `WGD3D9_CONFIG` and fires once per process.
//!
//! Expected, as on Windows: Present answers D3DERR_DEVICELOST and
//! TestCooperativeLevel D3DERR_DEVICENOTRESET; calls that need the GPU's
//! results fail with D3DERR_DEVICELOST while the others succeed; Reset is
//! refused while the program holds D3DPOOL_DEFAULT resources; after Reset
//! the device draws again with the managed resources, shaders and
//! declarations made before the loss, their contents intact.

use wgd3d9_shader::dxso::asm::assemble;
use wgd3d9_tests::*;

fn present(t: &TestDevice) -> HRESULT {
    present_device(t.dev)
}

/// A vertex shader passing position and colour, and a pixel shader
/// multiplying the colour by the texture.
fn shaders(t: &TestDevice) -> (*mut IDirect3DVertexShader9, *mut IDirect3DPixelShader9) {
    let vs =
        assemble("vs_2_0\ndcl_position v0\ndcl_color v1\ndcl_texcoord v2\nmov oPos, v0\nmov oD0, v1\nmov oT0, v2\n")
            .expect("vs");
    let ps =
        assemble("ps_2_0\ndcl v0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmul r0, r0, v0\nmov oC0, r0\n").expect("ps");
    let (mut v, mut p) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(vcall!(t.dev, CreateVertexShader, vs.as_ptr(), &mut v), D3D_OK);
    assert_eq!(vcall!(t.dev, CreatePixelShader, ps.as_ptr(), &mut p), D3D_OK);
    (v, p)
}

/// Clip-space vertices: position, colour, texture coordinates.
#[repr(C)]
#[derive(Clone, Copy)]
struct ClipVertex {
    pos: [f32; 4],
    color: u32,
    uv: [f32; 2],
}

fn full_quad(color: u32) -> [ClipVertex; 4] {
    let v = |x: f32, y: f32| ClipVertex {
        pos: [x, y, 0.5, 1.0],
        color,
        uv: [(x + 1.0) / 2.0, (1.0 - y) / 2.0],
    };
    [v(-1.0, 1.0), v(1.0, 1.0), v(-1.0, -1.0), v(1.0, -1.0)]
}

/// Draws the managed quad with the shaders, declaration and texture.
fn draw_scene(t: &TestDevice, objects: &Objects) {
    t.clear(0xFF00_0000);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, objects.decl), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexShader, objects.vs), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, objects.ps), D3D_OK);
    t.set_texture(0, objects.tex);
    assert_eq!(
        vcall!(
            t.dev,
            SetStreamSource,
            0,
            objects.vb,
            0,
            std::mem::size_of::<ClipVertex>() as u32
        ),
        D3D_OK
    );
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2), D3D_OK);
}

struct Objects {
    vb: *mut IDirect3DVertexBuffer9,
    tex: *mut IDirect3DTexture9,
    decl: *mut IDirect3DVertexDeclaration9,
    vs: *mut IDirect3DVertexShader9,
    ps: *mut IDirect3DPixelShader9,
}

#[test]
fn a_lost_device_is_reset_and_draws_its_managed_resources_again() {
    std::env::set_var("WGD3D9_CONFIG", "debug.loseDeviceAtPresent=3");
    let t = TestDevice::new();
    // The texture: left half red, right half blue; the quad's colour (half
    // grey) modulates it.
    let tex = texture_from_fn(t.dev, 64, 64, D3DFMT_A8R8G8B8, |x, _| {
        if x < 32 {
            0xFFFF_0000
        } else {
            0xFF00_00FF
        }
    });
    let vb = t.vertex_buffer_with(&full_quad(0xFF80_8080), D3DUSAGE_WRITEONLY, D3DPOOL_MANAGED);
    let decl = t.decl(&[
        ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITION, 0),
        ve(0, 16, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
        ve(0, 20, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_TEXCOORD, 0),
    ]);
    let (vs, ps) = shaders(&t);
    let objects = Objects { vb, tex, decl, vs, ps };
    let expect = |img: &Image| {
        assert_rect_rgb(img, 0, 0, 32, 64, 0x800000, 1);
        assert_rect_rgb(img, 32, 0, 64, 64, 0x000080, 1);
    };
    draw_scene(&t, &objects);
    expect(&t.read_rt());
    // A D3DPOOL_DEFAULT render target, which Reset needs released.
    let rt = t.create_rt(16, 16, D3DFMT_X8R8G8B8, false);

    // The third Present loses the device; the loss shows at that Present or
    // a following one (the runtime finds it as it works).
    let mut lost_at = None;
    for frame in 1..=20 {
        draw_scene(&t, &objects);
        let hr = present(&t);
        if hr == D3DERR_DEVICELOST {
            lost_at = Some(frame);
            break;
        }
        assert_eq!(hr, D3D_OK, "Present {frame}");
    }
    let lost_at = lost_at.expect("the device was never lost");
    assert!(lost_at >= 3, "lost at Present {lost_at}");
    assert_eq!(vcall!(t.dev, TestCooperativeLevel), D3DERR_DEVICENOTRESET);
    assert_eq!(present(&t), D3DERR_DEVICELOST);

    // While lost: state and draws succeed (and go nowhere), results do not.
    draw_scene(&t, &objects);
    let mut sysmem = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateOffscreenPlainSurface,
            64,
            64,
            D3DFMT_X8R8G8B8,
            D3DPOOL_SYSTEMMEM,
            &mut sysmem,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    assert_eq!(vcall!(t.dev, GetRenderTargetData, bb, sysmem), D3DERR_DEVICELOST);
    release!(bb);

    // Reset waits for the program's D3DPOOL_DEFAULT resources.
    let mut pp = present_params(64, 64);
    assert_eq!(vcall!(t.dev, Reset, &mut pp), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, TestCooperativeLevel), D3DERR_DEVICENOTRESET);
    assert_eq!(release!(rt), 0);
    assert_eq!(vcall!(t.dev, Reset, &mut pp), D3D_OK);
    assert_eq!(vcall!(t.dev, TestCooperativeLevel), D3D_OK);

    // Everything made before the loss draws again, with its contents.
    t.rs(D3DRS_LIGHTING, 0);
    draw_scene(&t, &objects);
    expect(&t.read_rt());
    assert_eq!(present(&t), D3D_OK);
    // And the surfaces the program still holds work too.
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    draw_scene(&t, &objects);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, bb, sysmem), D3D_OK);
    expect(&lock_pixels(sysmem, 64, 64));
    release!(bb);

    // Unbind and release.
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
    t.set_texture(0, std::ptr::null_mut());
    for o in [
        vb.cast::<IUnknown>(),
        tex.cast(),
        decl.cast(),
        vs.cast(),
        ps.cast(),
        sysmem.cast(),
    ] {
        assert_eq!(vcall!(o, Release), 0);
    }
}
