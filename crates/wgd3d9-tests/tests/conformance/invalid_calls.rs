//! Invalid calls: each returns the documented HRESULT and leaves the state it
//! would have changed as it was (a Get after the failed Set returns the old
//! value; a refused draw draws nothing). Also the round trip of every render
//! state and the other simple Set/Get pairs.

use std::ffi::c_void;
use wgd3d9_tests::*;

#[test]
fn scene_brackets_must_pair() {
    let t = TestDevice::new();
    assert_eq!(vcall!(t.dev, EndScene), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, BeginScene), D3D_OK);
    assert_eq!(vcall!(t.dev, BeginScene), D3DERR_INVALIDCALL);
    // The failed nested BeginScene did not end or restart the scene.
    assert_eq!(vcall!(t.dev, EndScene), D3D_OK);
    assert_eq!(vcall!(t.dev, EndScene), D3DERR_INVALIDCALL);
    t.begin();
    t.end();
}

#[test]
fn draws_without_a_declaration_or_fvf_are_refused_and_draw_nothing() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let q = quad(0.0, 0.0, 64.0, 64.0, 0.5, 0xFFFF0000);
    let idx: [u16; 4] = [0, 1, 2, 3];
    let vb = t.vertex_buffer(&q);
    let ib = t.index_buffer16(&idx);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 20), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLESTRIP, 0, 0, 4, 0, 2),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(
            t.dev,
            DrawPrimitiveUP,
            D3DPT_TRIANGLESTRIP,
            2,
            q.as_ptr() as *const c_void,
            20
        ),
        D3DERR_INVALIDCALL
    );
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_TRIANGLESTRIP,
        0,
        4,
        2,
        idx.as_ptr() as *const c_void,
        D3DFMT_INDEX16,
        q.as_ptr() as *const c_void,
        20
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0x000000, 0);
    // The refused user-pointer draws still unbound stream 0 and the indices,
    // leaving the stream with the refused draw's stride.
    let (mut bound, mut offset, mut stride) = (std::ptr::dangling_mut(), 1u32, 0u32);
    assert_eq!(
        vcall!(t.dev, GetStreamSource, 0, &mut bound, &mut offset, &mut stride),
        D3D_OK
    );
    assert_eq!((bound.is_null(), offset, stride), (true, 0, 20));
    let mut ibound = std::ptr::dangling_mut();
    assert_eq!(vcall!(t.dev, GetIndices, &mut ibound), D3D_OK);
    assert!(ibound.is_null());
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn bad_draw_arguments_are_refused() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    let q = quad(0.0, 0.0, 64.0, 64.0, 0.5, 0xFFFF0000);
    let idx: [u16; 4] = [0, 1, 2, 3];
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawPrimitiveUP, 0, 2, q.as_ptr() as *const c_void, 20),
        D3DERR_INVALIDCALL,
        "primitive type 0"
    );
    assert_eq!(
        vcall!(t.dev, DrawPrimitiveUP, 7, 2, q.as_ptr() as *const c_void, 20),
        D3DERR_INVALIDCALL,
        "primitive type 7"
    );
    assert_eq!(
        vcall!(t.dev, DrawPrimitiveUP, D3DPT_TRIANGLESTRIP, 2, std::ptr::null(), 20),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(
            t.dev,
            DrawPrimitiveUP,
            D3DPT_TRIANGLESTRIP,
            2,
            q.as_ptr() as *const c_void,
            0
        ),
        D3DERR_INVALIDCALL
    );
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_TRIANGLESTRIP,
        0,
        4,
        2,
        idx.as_ptr() as *const c_void,
        D3DFMT_A8R8G8B8,
        q.as_ptr() as *const c_void,
        20
    );
    assert_eq!(hr, D3DERR_INVALIDCALL, "index format");
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_TRIANGLESTRIP,
        0,
        4,
        2,
        std::ptr::null(),
        D3DFMT_INDEX16,
        q.as_ptr() as *const c_void,
        20
    );
    assert_eq!(hr, D3DERR_INVALIDCALL, "null indices");
    assert_eq!(vcall!(t.dev, DrawPrimitive, 9, 0, 1), D3DERR_INVALIDCALL);
    // A zero stride is refused even when nothing would be drawn.
    assert_eq!(
        vcall!(
            t.dev,
            DrawPrimitiveUP,
            D3DPT_TRIANGLELIST,
            0,
            q.as_ptr() as *const c_void,
            0
        ),
        D3DERR_INVALIDCALL
    );
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_TRIANGLELIST,
        0,
        4,
        0,
        idx.as_ptr() as *const c_void,
        D3DFMT_INDEX16,
        q.as_ptr() as *const c_void,
        0
    );
    assert_eq!(hr, D3DERR_INVALIDCALL, "zero stride, zero primitives");
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0x000000, 0);
}

#[test]
fn every_render_state_is_stored_and_returned() {
    let t = TestDevice::new();
    let mut known = Vec::new();
    for s in 0..=255u32 {
        let mut v = 0;
        if vcall!(t.dev, GetRenderState, s, &mut v) == D3D_OK {
            known.push((s, v));
        }
    }
    assert!(known.len() >= 100, "only {} render states are known", known.len());
    for &(s, v) in &known {
        let new = v ^ 0x5A;
        assert_eq!(vcall!(t.dev, SetRenderState, s, new), D3D_OK);
        let mut got = 0;
        assert_eq!(vcall!(t.dev, GetRenderState, s, &mut got), D3D_OK);
        assert_eq!(got, new, "render state {s}");
    }
    for &(s, _) in &known {
        let mut got = 0;
        assert_eq!(vcall!(t.dev, GetRenderState, s, &mut got), D3D_OK);
        assert_eq!(
            got,
            known.iter().find(|k| k.0 == s).unwrap().1 ^ 0x5A,
            "render state {s} changed by a later Set"
        );
    }
    // Some named states are among them.
    for s in [
        D3DRS_ZENABLE,
        D3DRS_SRCBLENDALPHA,
        D3DRS_BLENDOPALPHA,
        D3DRS_DEPTHBIAS,
        D3DRS_WRAP15,
        D3DRS_COLORWRITEENABLE3,
    ] {
        assert!(known.iter().any(|k| k.0 == s), "state {s} unknown");
    }
}

#[test]
fn unknown_render_states_are_ignored_on_set_and_refused_on_get() {
    let t = TestDevice::new();
    let before: Vec<u32> = (0..=255u32)
        .map(|s| {
            let mut v = 0xDEAD;
            vcall!(t.dev, GetRenderState, s, &mut v);
            v
        })
        .collect();
    for s in [
        0u32,
        1,
        2,
        3,
        5,
        6,
        10,
        11,
        13,
        17,
        18,
        21,
        33,
        100,
        209,
        300,
        0xFFFF_FFFF,
    ] {
        let mut v = 0;
        if vcall!(t.dev, GetRenderState, s, &mut v) == D3D_OK {
            continue; // a known state
        }
        assert_eq!(
            vcall!(t.dev, GetRenderState, s, &mut v),
            D3DERR_INVALIDCALL,
            "GetRenderState({s})"
        );
        assert_eq!(vcall!(t.dev, SetRenderState, s, 0x1234), D3D_OK, "SetRenderState({s})");
    }
    let after: Vec<u32> = (0..=255u32)
        .map(|s| {
            let mut v = 0xDEAD;
            vcall!(t.dev, GetRenderState, s, &mut v);
            v
        })
        .collect();
    assert_eq!(before, after, "an unknown SetRenderState changed a state");
    assert_eq!(
        vcall!(t.dev, GetRenderState, D3DRS_ZENABLE, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
}

#[test]
fn bad_viewports_and_scissor_rects_are_refused_and_change_nothing() {
    let t = TestDevice::new();
    t.set_viewport(1, 2, 30, 40, 0.25, 0.75);
    let bad = [
        D3DVIEWPORT9 {
            X: 0,
            Y: 0,
            Width: 0,
            Height: 10,
            MinZ: 0.0,
            MaxZ: 1.0,
        },
        D3DVIEWPORT9 {
            X: 0,
            Y: 0,
            Width: 10,
            Height: 0,
            MinZ: 0.0,
            MaxZ: 1.0,
        },
        D3DVIEWPORT9 {
            X: 0,
            Y: 0,
            Width: 10,
            Height: 10,
            MinZ: f32::NAN,
            MaxZ: 1.0,
        },
    ];
    for vp in bad {
        assert_eq!(vcall!(t.dev, SetViewport, &vp), D3DERR_INVALIDCALL);
    }
    assert_eq!(vcall!(t.dev, SetViewport, std::ptr::null()), D3DERR_INVALIDCALL);
    let mut vp = D3DVIEWPORT9::default();
    assert_eq!(vcall!(t.dev, GetViewport, &mut vp), D3D_OK);
    assert_eq!(
        (vp.X, vp.Y, vp.Width, vp.Height, vp.MinZ, vp.MaxZ),
        (1, 2, 30, 40, 0.25, 0.75)
    );
    t.set_scissor(3, 4, 5, 6);
    assert_eq!(vcall!(t.dev, SetScissorRect, std::ptr::null()), D3DERR_INVALIDCALL);
    let mut r = RECT::default();
    assert_eq!(vcall!(t.dev, GetScissorRect, &mut r), D3D_OK);
    assert_eq!((r.left, r.top, r.right, r.bottom), (3, 4, 5, 6));
    assert_eq!(vcall!(t.dev, GetViewport, std::ptr::null_mut()), D3DERR_INVALIDCALL);
}

#[test]
fn out_of_range_samplers_and_streams_are_refused() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    assert_eq!(
        vcall!(t.dev, SetTexture, 16, tex as *mut IDirect3DBaseTexture9),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(
            t.dev,
            SetTexture,
            D3DVERTEXTEXTURESAMPLER3 + 1,
            tex as *mut IDirect3DBaseTexture9
        ),
        D3DERR_INVALIDCALL
    );
    assert_eq!(refcount(tex), 1);
    // The vertex texture samplers and the displacement map sampler exist.
    t.set_texture(D3DVERTEXTEXTURESAMPLER0, tex);
    let mut got = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetTexture, D3DVERTEXTEXTURESAMPLER0, &mut got), D3D_OK);
    assert_eq!(got as *mut c_void, tex as *mut c_void);
    release!(got);
    t.set_texture(D3DVERTEXTEXTURESAMPLER0, std::ptr::null_mut());
    assert_eq!(vcall!(t.dev, GetTexture, 16, &mut got), D3DERR_INVALIDCALL);
    // Streams 0..15.
    let vb = t.vertex_buffer(&[0u32; 8]);
    assert_eq!(vcall!(t.dev, SetStreamSource, 16, vb, 0, 4), D3DERR_INVALIDCALL);
    let (mut out, mut off, mut stride) = (std::ptr::null_mut(), 0, 0);
    assert_eq!(
        vcall!(t.dev, GetStreamSource, 16, &mut out, &mut off, &mut stride),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, SetStreamSource, 15, vb, 4, 8), D3D_OK);
    assert_eq!(
        vcall!(t.dev, GetStreamSource, 15, &mut out, &mut off, &mut stride),
        D3D_OK
    );
    assert_eq!((out, off, stride), (vb, 4, 8));
    release!(out);
    assert_eq!(
        vcall!(t.dev, GetStreamSource, 15, std::ptr::null_mut(), &mut off, &mut stride),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, SetStreamSource, 15, std::ptr::null_mut(), 0, 0), D3D_OK);
    // Binding the wrong kind of object is refused.
    assert_eq!(
        vcall!(t.dev, SetIndices, vb as *mut IDirect3DIndexBuffer9),
        D3DERR_INVALIDCALL
    );
    let mut ib = std::ptr::dangling_mut::<IDirect3DIndexBuffer9>();
    assert_eq!(vcall!(t.dev, GetIndices, &mut ib), D3D_OK);
    assert!(ib.is_null());
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn stream_source_frequency_round_trip_and_limits() {
    let t = TestDevice::new();
    let mut f = 0;
    assert_eq!(vcall!(t.dev, GetStreamSourceFreq, 0, &mut f), D3D_OK);
    assert_eq!(f, 1);
    assert_eq!(vcall!(t.dev, SetStreamSourceFreq, 0, 0), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, SetStreamSourceFreq, 16, 1), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, GetStreamSourceFreq, 0, &mut f), D3D_OK);
    assert_eq!(f, 1);
    // Instance data never on stream 0, and never with indexed data; the
    // refused setting leaves the stream's (Wine's visual.c stream_test).
    let instance = D3DSTREAMSOURCE_INSTANCEDATA | 1;
    assert_eq!(vcall!(t.dev, SetStreamSourceFreq, 0, instance), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, SetStreamSourceFreq, 1, instance), D3D_OK);
    assert_eq!(
        vcall!(t.dev, SetStreamSourceFreq, 1, instance | D3DSTREAMSOURCE_INDEXEDDATA),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, GetStreamSourceFreq, 1, &mut f), D3D_OK);
    assert_eq!(f, instance);
    assert_eq!(vcall!(t.dev, SetStreamSourceFreq, 1, 1), D3D_OK);
}

#[test]
fn lights_clip_planes_and_materials_round_trip() {
    let t = TestDevice::new();
    let mut l = D3DLIGHT9::default();
    assert_eq!(
        vcall!(t.dev, GetLight, 3, &mut l),
        D3DERR_INVALIDCALL,
        "a light never set"
    );
    let light = D3DLIGHT9 {
        Type: D3DLIGHT_POINT,
        Diffuse: D3DCOLORVALUE {
            r: 1.0,
            g: 0.5,
            b: 0.25,
            a: 1.0,
        },
        Range: 10.0,
        Attenuation0: 1.0,
        ..Default::default()
    };
    assert_eq!(vcall!(t.dev, SetLight, 3, &light), D3D_OK);
    assert_eq!(vcall!(t.dev, GetLight, 3, &mut l), D3D_OK);
    assert_eq!(l, light);
    let bad = D3DLIGHT9 { Type: 0, ..light };
    assert_eq!(vcall!(t.dev, SetLight, 3, &bad), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, GetLight, 3, &mut l), D3D_OK);
    assert_eq!(l, light, "a refused SetLight changed the light");
    let mut on = 0;
    assert_eq!(vcall!(t.dev, GetLightEnable, 3, &mut on), D3D_OK);
    assert_eq!(on, 0);
    assert_eq!(vcall!(t.dev, LightEnable, 3, 1), D3D_OK);
    assert_eq!(vcall!(t.dev, GetLightEnable, 3, &mut on), D3D_OK);
    assert_ne!(on, 0);
    // Enabling a light never set creates the default directional light.
    assert_eq!(vcall!(t.dev, LightEnable, 9, 1), D3D_OK);
    assert_eq!(vcall!(t.dev, GetLight, 9, &mut l), D3D_OK);
    assert_eq!(l.Type, D3DLIGHT_DIRECTIONAL);
    assert_eq!((l.Direction.x, l.Direction.y, l.Direction.z), (0.0, 0.0, 1.0));
    // Clip planes 0..5.
    let plane = [1.0f32, 2.0, 3.0, 4.0];
    assert_eq!(vcall!(t.dev, SetClipPlane, 5, plane.as_ptr()), D3D_OK);
    let mut got = [0f32; 4];
    assert_eq!(vcall!(t.dev, GetClipPlane, 5, got.as_mut_ptr()), D3D_OK);
    assert_eq!(got, plane);
    // Indices past the last plane name the last plane.
    let far = [5.0f32, 6.0, 7.0, 8.0];
    assert_eq!(vcall!(t.dev, SetClipPlane, 40, far.as_ptr()), D3D_OK);
    assert_eq!(vcall!(t.dev, GetClipPlane, 5, got.as_mut_ptr()), D3D_OK);
    assert_eq!(got, far);
    assert_eq!(vcall!(t.dev, GetClipPlane, 6, got.as_mut_ptr()), D3D_OK);
    assert_eq!(got, far);
    assert_eq!(vcall!(t.dev, GetClipPlane, 4, got.as_mut_ptr()), D3D_OK);
    assert_eq!(got, [0.0; 4]);
    assert_eq!(vcall!(t.dev, SetClipPlane, 0, std::ptr::null()), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, SetMaterial, std::ptr::null()), D3DERR_INVALIDCALL);
    let mut m = D3DMATERIAL9::default();
    assert_eq!(vcall!(t.dev, GetMaterial, &mut m), D3D_OK);
    assert_eq!(m, D3DMATERIAL9::default());
}

#[test]
fn shader_constants_round_trip_within_their_ranges() {
    let t = TestDevice::new();
    let data: Vec<f32> = (0..8).map(|i| i as f32 * 0.5).collect();
    assert_eq!(vcall!(t.dev, SetVertexShaderConstantF, 254, data.as_ptr(), 2), D3D_OK);
    let mut got = [0f32; 8];
    assert_eq!(
        vcall!(t.dev, GetVertexShaderConstantF, 254, got.as_mut_ptr(), 2),
        D3D_OK
    );
    assert_eq!(&got[..], &data[..]);
    assert_eq!(
        vcall!(t.dev, SetVertexShaderConstantF, 255, data.as_ptr(), 2),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(t.dev, GetVertexShaderConstantF, 254, got.as_mut_ptr(), 2),
        D3D_OK
    );
    assert_eq!(&got[..], &data[..], "a refused Set changed the constants");
    assert_eq!(
        vcall!(t.dev, SetPixelShaderConstantF, 224, data.as_ptr(), 1),
        D3DERR_INVALIDCALL
    );
    // Booleans are stored as 0 / 1.
    let b = [5i32, 0, -1];
    assert_eq!(vcall!(t.dev, SetPixelShaderConstantB, 13, b.as_ptr(), 3), D3D_OK);
    let mut gb = [9i32; 3];
    assert_eq!(vcall!(t.dev, GetPixelShaderConstantB, 13, gb.as_mut_ptr(), 3), D3D_OK);
    assert_eq!(gb, [1, 0, 1]);
    let i = [1i32, 2, 3, 4];
    assert_eq!(vcall!(t.dev, SetVertexShaderConstantI, 15, i.as_ptr(), 1), D3D_OK);
    let mut gi = [0i32; 4];
    assert_eq!(vcall!(t.dev, GetVertexShaderConstantI, 15, gi.as_mut_ptr(), 1), D3D_OK);
    assert_eq!(gi, i);
    assert_eq!(
        vcall!(t.dev, SetVertexShaderConstantI, 16, i.as_ptr(), 1),
        D3DERR_INVALIDCALL
    );
}

#[test]
fn null_shaders_are_accepted_and_reported() {
    let t = TestDevice::new();
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    let mut vs = std::ptr::dangling_mut::<IDirect3DVertexShader9>();
    assert_eq!(vcall!(t.dev, GetVertexShader, &mut vs), D3D_OK);
    assert!(vs.is_null());
    let mut ps = std::ptr::dangling_mut::<IDirect3DPixelShader9>();
    assert_eq!(vcall!(t.dev, GetPixelShader, &mut ps), D3D_OK);
    assert!(ps.is_null());
    let mut passes = 0;
    assert_eq!(vcall!(t.dev, ValidateDevice, &mut passes), D3D_OK);
    assert_eq!(passes, 1);
    assert_eq!(vcall!(t.dev, ValidateDevice, std::ptr::null_mut()), D3DERR_INVALIDCALL);
}

#[test]
fn getters_with_null_out_pointers_are_refused() {
    let t = TestDevice::new();
    assert_eq!(
        vcall!(t.dev, GetRenderTarget, 0, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(t.dev, GetDepthStencilSurface, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, GetTexture, 0, std::ptr::null_mut()), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, GetIndices, std::ptr::null_mut()), D3DERR_INVALIDCALL);
    assert_eq!(
        vcall!(t.dev, GetVertexDeclaration, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, GetFVF, std::ptr::null_mut()), D3DERR_INVALIDCALL);
    assert_eq!(
        vcall!(t.dev, GetTransform, D3DTS_WORLD, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(
            t.dev,
            GetBackBuffer,
            0,
            0,
            D3DBACKBUFFER_TYPE_MONO,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, GetDeviceCaps, std::ptr::null_mut()), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, GetDirect3D, std::ptr::null_mut()), D3DERR_INVALIDCALL);
    assert_eq!(t.dev_refs(), 1);
}

#[test]
fn a_refused_set_texture_keeps_the_bound_texture() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let good = solid_texture(t.dev, D3DFMT_X8R8G8B8, 0xFF00FF00);
    // Not a texture at all.
    let not_a_texture = t.vertex_buffer(&[0u32; 4]);
    t.set_texture(0, good);
    assert_eq!(
        vcall!(t.dev, SetTexture, 0, not_a_texture as *mut IDirect3DBaseTexture9),
        D3DERR_INVALIDCALL
    );
    let mut got = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetTexture, 0, &mut got), D3D_OK);
    assert_eq!(got as *mut c_void, good as *mut c_void);
    release!(got);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0x00FF00, 0);
    // A scratch texture is accepted, but the device cannot read it: the stage
    // samples as one without a texture (white diffuse shows).
    let scratch = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_SCRATCH);
    assert_eq!(
        vcall!(t.dev, SetTexture, 0, scratch as *mut IDirect3DBaseTexture9),
        D3D_OK
    );
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0xFFFFFF, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(good), 0);
    assert_eq!(release!(scratch), 0);
    assert_eq!(release!(not_a_texture), 0);
}

#[test]
fn objects_with_a_replaced_vtable_pointer_are_still_accepted() {
    // Overlays hook methods by pointing an object at a patched copy of its
    // vtable; the device must still recognise the object.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let tex = solid_texture(t.dev, D3DFMT_X8R8G8B8, 0xFF00FF00);
    // SAFETY: `tex` is a live texture.
    let original = unsafe { (*tex).lpVtbl };
    // SAFETY: `original` is the texture's static vtable (function pointers only).
    let hooked = Box::new(unsafe { std::ptr::read(original) });
    // SAFETY: `tex` is live and used by this thread only; `hooked` outlives
    // every call through it (the original is put back before it goes).
    unsafe { (*tex).lpVtbl = &*hooked };
    assert_eq!(vcall!(t.dev, SetTexture, 0, tex as *mut IDirect3DBaseTexture9), D3D_OK);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0x00FF00, 0);
    t.set_texture(0, std::ptr::null_mut());
    // SAFETY: `tex` is live and used by this thread only.
    unsafe { (*tex).lpVtbl = original };
    assert_eq!(release!(tex), 0);
}

#[test]
fn palettes_are_stored_with_their_alpha() {
    let t = TestDevice::new();
    let mut caps = D3DCAPS9::default();
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut caps), D3D_OK);
    assert_ne!(caps.TextureCaps & D3DPTEXTURECAPS_ALPHAPALETTE, 0);
    let mut pal = [PALETTEENTRY::default(); 256];
    for (i, e) in pal.iter_mut().enumerate() {
        *e = PALETTEENTRY {
            peRed: i as u8,
            peGreen: 255 - i as u8,
            peBlue: 7,
            peFlags: 0xFF,
        };
    }
    let mut got = [PALETTEENTRY::default(); 256];
    assert_eq!(
        vcall!(t.dev, GetPaletteEntries, 3, got.as_mut_ptr()),
        D3DERR_INVALIDCALL,
        "never set"
    );
    assert_eq!(vcall!(t.dev, SetPaletteEntries, 3, pal.as_ptr()), D3D_OK);
    assert_eq!(vcall!(t.dev, GetPaletteEntries, 3, got.as_mut_ptr()), D3D_OK);
    assert_eq!(got, pal);
    // Translucent entries (D3DPTEXTURECAPS_ALPHAPALETTE) are kept as given.
    let mut translucent = pal;
    translucent[9].peFlags = 0x80;
    assert_eq!(vcall!(t.dev, SetPaletteEntries, 3, translucent.as_ptr()), D3D_OK);
    assert_eq!(vcall!(t.dev, GetPaletteEntries, 3, got.as_mut_ptr()), D3D_OK);
    assert_eq!(got, translucent);
    assert_eq!(
        vcall!(t.dev, SetPaletteEntries, 3, std::ptr::null()),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(t.dev, SetCurrentTexturePalette, 3), D3D_OK);
    let mut cur = 0;
    assert_eq!(vcall!(t.dev, GetCurrentTexturePalette, &mut cur), D3D_OK);
    assert_eq!(cur, 3);
}

#[test]
fn the_cursor_shows_only_with_a_power_of_two_argb_image() {
    let t = TestDevice::new();
    let plain = |w: u32, h: u32, format: u32| {
        let (hr, s) = try_create_plain(t.dev, w, h, format, D3DPOOL_SCRATCH);
        assert_eq!(hr, D3D_OK);
        s
    };
    // Hidden at first, and ShowCursor does not show it without an image.
    assert_eq!(vcall!(t.dev, ShowCursor, 1), 0);
    assert_eq!(vcall!(t.dev, ShowCursor, 1), 0);
    assert_eq!(
        vcall!(t.dev, SetCursorProperties, 0, 0, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    for (w, h, format) in [
        (24, 32, D3DFMT_A8R8G8B8),
        (32, 3, D3DFMT_A8R8G8B8),
        (32, 32, D3DFMT_X8R8G8B8),
    ] {
        let s = plain(w, h, format);
        assert_eq!(
            vcall!(t.dev, SetCursorProperties, 0, 0, s),
            D3DERR_INVALIDCALL,
            "{w}x{h} {format:#x}"
        );
        release!(s);
    }
    // Larger than the display mode (headless: 640x480 or more, never 8192).
    let s = plain(8192, 16, D3DFMT_A8R8G8B8);
    assert_eq!(vcall!(t.dev, SetCursorProperties, 0, 0, s), D3DERR_INVALIDCALL);
    release!(s);
    assert_eq!(vcall!(t.dev, ShowCursor, 1), 0);
    let s = plain(32, 16, D3DFMT_A8R8G8B8);
    assert_eq!(vcall!(t.dev, SetCursorProperties, 0, 0, s), D3D_OK);
    release!(s);
    assert_eq!(vcall!(t.dev, ShowCursor, 1), 0, "the last call could not show it");
    assert_eq!(vcall!(t.dev, ShowCursor, 0), 1);
    assert_eq!(vcall!(t.dev, ShowCursor, 0), 0);
}

#[test]
fn objects_of_another_device_are_refused() {
    // D3D9 objects belong to the device that made them; their resource ids
    // mean nothing to another one (which would draw with its own resource
    // of the same number).
    let a = TestDevice::new();
    let b = TestDevice::new();
    let tex = solid_texture(a.dev, D3DFMT_A8R8G8B8, 0xFF00FF00);
    let vb = a.vertex_buffer(&quad(0.0, 0.0, 64.0, 64.0, 0.5, 0xFFFF0000));
    let ib = a.index_buffer16(&[0, 1, 2, 3]);
    let decl = a.decl(&[ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0)]);
    assert_eq!(vcall!(b.dev, SetTexture, 0, tex.cast()), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(b.dev, SetStreamSource, 0, vb, 0, 20), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(b.dev, SetIndices, ib), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(b.dev, SetVertexDeclaration, decl), D3DERR_INVALIDCALL);
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(a.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    assert_eq!(
        vcall!(b.dev, ColorFill, bb, std::ptr::null(), 0xFF0000FF),
        D3DERR_INVALIDCALL
    );
    let own = b.create_rt(64, 64, D3DFMT_X8R8G8B8, false);
    assert_eq!(
        vcall!(
            b.dev,
            StretchRect,
            bb,
            std::ptr::null(),
            own,
            std::ptr::null(),
            D3DTEXF_NONE
        ),
        D3DERR_INVALIDCALL
    );
    // Nothing was bound: B's state is as it was.
    let mut got = std::ptr::dangling_mut::<IDirect3DBaseTexture9>();
    assert_eq!(vcall!(b.dev, GetTexture, 0, &mut got), D3D_OK);
    assert!(got.is_null());
    // A's objects still work on A.
    a.set_texture(0, tex);
    a.set_texture(0, std::ptr::null_mut());
    for r in [
        bb.cast(),
        own.cast(),
        tex.cast(),
        vb.cast(),
        ib.cast(),
        decl.cast::<IUnknown>(),
    ] {
        vcall!(r, Release);
    }
}

#[test]
fn dirty_rects_outside_the_texture_are_refused() {
    // Windows, in Wine's visual.c add_dirty_rect_test.
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 128, 128, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    let bad = [
        RECT {
            left: 0,
            top: 0,
            right: 200,
            bottom: 100,
        },
        RECT {
            left: 100,
            top: 100,
            right: 10,
            bottom: 10,
        },
        RECT {
            left: 0,
            top: 0,
            right: 0,
            bottom: 0,
        },
    ];
    for r in &bad {
        assert_eq!(vcall!(tex, AddDirtyRect, r), D3DERR_INVALIDCALL, "{r:?}");
    }
    let good = RECT {
        left: 0,
        top: 0,
        right: 128,
        bottom: 64,
    };
    assert_eq!(vcall!(tex, AddDirtyRect, &good), D3D_OK);
    assert_eq!(vcall!(tex, AddDirtyRect, std::ptr::null()), D3D_OK);
    let mut vol = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateVolumeTexture,
            8,
            8,
            8,
            1,
            0,
            D3DFMT_A8R8G8B8,
            D3DPOOL_MANAGED,
            &mut vol,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    let outside = D3DBOX {
        Left: 0,
        Top: 0,
        Right: 9,
        Bottom: 8,
        Front: 0,
        Back: 8,
    };
    assert_eq!(vcall!(vol, AddDirtyBox, &outside), D3DERR_INVALIDCALL);
    let inside = D3DBOX {
        Left: 0,
        Top: 0,
        Right: 8,
        Bottom: 8,
        Front: 2,
        Back: 3,
    };
    assert_eq!(vcall!(vol, AddDirtyBox, &inside), D3D_OK);
    assert_eq!(release!(vol), 0);
    assert_eq!(release!(tex), 0);
}

#[test]
fn get_texture_of_an_invalid_sampler_writes_null() {
    let t = TestDevice::new();
    let mut got = std::ptr::dangling_mut::<IDirect3DBaseTexture9>();
    assert_eq!(vcall!(t.dev, GetTexture, 300, &mut got), D3DERR_INVALIDCALL);
    assert!(got.is_null());
}

#[test]
fn get_dc_is_refused_without_gdi_and_leaves_the_surface_lockable() {
    // A native program has no GDI: GetDC answers D3DERR_INVALIDCALL and
    // leaves the application's value (Wine's test_getdc records Windows
    // leaving it on failure); the surface stays usable.
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 16, 16, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    let mut s = std::ptr::null_mut();
    assert_eq!(vcall!(tex, GetSurfaceLevel, 0, &mut s), D3D_OK);
    let mut dc = 0x1234usize as HDC;
    assert_eq!(vcall!(s, GetDC, &mut dc), D3DERR_INVALIDCALL);
    assert_eq!(dc as usize, 0x1234);
    assert_eq!(vcall!(s, ReleaseDC, dc), D3DERR_INVALIDCALL);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    release!(s);
    release!(tex);
}
