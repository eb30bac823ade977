//! ProcessVertices: fixed-function transform of the bound streams into a
//! pre-transformed destination buffer, what it copies, and what it refuses.

use wgd3d9_tests::*;

const PROCESSED_FVF: u32 = D3DFVF_XYZRHW | D3DFVF_DIFFUSE;

fn dst_buffer(t: &TestDevice, vertices: u32, fvf: u32) -> *mut IDirect3DVertexBuffer9 {
    let mut vb = std::ptr::null_mut();
    let size = vertices * std::mem::size_of::<TlVertex>() as u32;
    let hr = vcall!(
        t.dev,
        CreateVertexBuffer,
        size,
        0,
        fvf,
        D3DPOOL_SYSTEMMEM,
        &mut vb,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let filler = [TlVertex {
        x: -7.0,
        y: -7.0,
        z: -7.0,
        rhw: -7.0,
        color: 0x12345678,
    }];
    for v in 0..vertices {
        write_buffer(vb, v * std::mem::size_of::<TlVertex>() as u32, &filler, 0);
    }
    vb
}

fn read_vertices(vb: *mut IDirect3DVertexBuffer9, n: usize) -> Vec<TlVertex> {
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut p, D3DLOCK_READONLY), D3D_OK);
    // SAFETY: the lock covers the whole buffer, `n` vertices at least.
    let v = unsafe { std::slice::from_raw_parts(p as *const TlVertex, n).to_vec() };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    v
}

fn process(t: &TestDevice, src: u32, dst_index: u32, n: u32, dst: *mut IDirect3DVertexBuffer9, flags: u32) -> HRESULT {
    vcall!(
        t.dev,
        ProcessVertices,
        src,
        dst_index,
        n,
        dst,
        std::ptr::null_mut(),
        flags
    )
}

/// Untransformed quad corners (clip space with identity matrices), one
/// colour each, in a system-memory buffer bound as stream 0.
fn bind_source(t: &TestDevice) -> *mut IDirect3DVertexBuffer9 {
    let v = |x, y, color| Vertex { x, y, z: 0.25, color };
    let src = [
        v(-0.5, 0.5, 0xFFFF0000),
        v(0.5, 0.5, 0xFF00FF00),
        v(-0.5, -0.5, 0xFF0000FF),
        v(0.5, -0.5, 0xFFFFFFFF),
    ];
    let vb = t.vertex_buffer_with(&src, 0, D3DPOOL_SYSTEMMEM);
    t.fvf(XYZ_FVF);
    let stride = std::mem::size_of::<Vertex>() as u32;
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, stride), D3D_OK);
    vb
}

#[test]
fn process_vertices_transforms_to_the_viewport_and_copies_colours() {
    let t = TestDevice::new();
    t.rs(D3DRS_LIGHTING, 0);
    let src = bind_source(&t);
    // World moves x by 0.5; the viewport is the right half of the target
    // with depth range 0.5..1.
    t.set_transform(D3DTS_WORLD, &mat_translate(0.5, 0.0, 0.0));
    let vp = D3DVIEWPORT9 {
        X: 32,
        Y: 0,
        Width: 32,
        Height: 64,
        MinZ: 0.5,
        MaxZ: 1.0,
    };
    assert_eq!(vcall!(t.dev, SetViewport, &vp), D3D_OK);
    let dst = dst_buffer(&t, 5, PROCESSED_FVF);
    assert_eq!(process(&t, 0, 1, 4, dst, 0), D3D_OK);
    let got = read_vertices(dst, 5);
    assert_eq!(got[0].rhw, -7.0, "vertex 0 is before DestIndex and stays");
    let want = [
        (48.0, 16.0, 0xFFFF0000),
        (64.0, 16.0, 0xFF00FF00),
        (48.0, 48.0, 0xFF0000FF),
        (64.0, 48.0, 0xFFFFFFFF),
    ];
    for (i, (x, y, c)) in want.into_iter().enumerate() {
        let v = got[i + 1];
        // x: (-0.5 + 0.5 + 1) / 2 * 32 + 32 for the left corners; z: 0.5 + 0.25 * 0.5.
        assert_eq!((v.x, v.y, v.z, v.rhw, v.color), (x, y, 0.625, 1.0, c), "vertex {i}");
    }
    // With D3DPV_DONOTCOPYDATA only the position is written.
    let other = dst_buffer(&t, 1, PROCESSED_FVF);
    assert_eq!(process(&t, 3, 0, 1, other, D3DPV_DONOTCOPYDATA), D3D_OK);
    let v = read_vertices(other, 1)[0];
    assert_eq!((v.x, v.y, v.color), (64.0, 48.0, 0x12345678));
    // The processed vertices draw as pre-transformed ones: the quad covers
    // x 48..64, y 16..48 with its corner colours (red at the top left).
    let full = D3DVIEWPORT9 {
        X: 0,
        Y: 0,
        Width: 64,
        Height: 64,
        MinZ: 0.0,
        MaxZ: 1.0,
    };
    assert_eq!(vcall!(t.dev, SetViewport, &full), D3D_OK);
    t.clear(0xFF000000);
    t.fvf(PROCESSED_FVF);
    let stride = std::mem::size_of::<TlVertex>() as u32;
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, dst, 0, stride), D3D_OK);
    t.begin();
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 1, 2), D3D_OK);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 48, 16, 0xFF0000, 24);
    assert_rgb(&img, 40, 32, 0x000000, 0);
    assert_rgb(&img, 48, 8, 0x000000, 0);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    release!(other);
    release!(dst);
    release!(src);
}

#[test]
fn process_vertices_refuses_what_it_cannot_write() {
    let t = TestDevice::new();
    let src = bind_source(&t);
    let dst = dst_buffer(&t, 2, PROCESSED_FVF);
    // Past the end of the destination.
    assert_eq!(process(&t, 0, 0, 3, dst, 0), D3DERR_INVALIDCALL);
    assert_eq!(process(&t, 0, 1, 2, dst, 0), D3DERR_INVALIDCALL);
    assert_eq!(read_vertices(dst, 2)[0].rhw, -7.0, "nothing was written");
    // Past the end of the source.
    assert_eq!(process(&t, 3, 0, 2, dst, 0), D3DERR_INVALIDCALL);
    assert_eq!(read_vertices(dst, 1)[0].rhw, -7.0, "nothing was written");
    // A destination without an FVF needs a declaration; one without a
    // pre-transformed position cannot be written.
    let plain = dst_buffer(&t, 2, 0);
    assert_eq!(process(&t, 0, 0, 1, plain, 0), D3DERR_INVALIDCALL);
    let untransformed = dst_buffer(&t, 2, XYZ_FVF);
    assert_eq!(process(&t, 0, 0, 1, untransformed, 0), D3DERR_INVALIDCALL);
    assert_eq!(process(&t, 0, 0, 1, std::ptr::null_mut(), 0), D3DERR_INVALIDCALL);
    // A declaration gives the layout of a buffer without an FVF.
    let elements = [
        ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
        ve(0, 16, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
        D3DDECL_END(),
    ];
    let mut decl = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, CreateVertexDeclaration, elements.as_ptr(), &mut decl),
        D3D_OK
    );
    assert_eq!(vcall!(t.dev, ProcessVertices, 1, 0, 1, plain, decl, 0), D3D_OK);
    let v = read_vertices(plain, 1)[0];
    assert_eq!((v.x, v.y, v.color), (48.0, 16.0, 0xFF00FF00));
    release!(decl);
    release!(untransformed);
    release!(plain);
    release!(dst);
    release!(src);
}
