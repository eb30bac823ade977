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

/// A dynamic destination of four processed vertices, written with a
/// DISCARD lock: a green quad over pixels x 0..16.
fn streamed_dst(t: &TestDevice) -> *mut IDirect3DVertexBuffer9 {
    let mut dst = std::ptr::null_mut();
    let usage = D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY;
    let hr = vcall!(
        t.dev,
        CreateVertexBuffer,
        80,
        usage,
        PROCESSED_FVF,
        D3DPOOL_DEFAULT,
        &mut dst,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    write_buffer(dst, 0, &quad(0.0, 0.0, 16.0, 64.0, 0.5, 0xFF00FF00), D3DLOCK_DISCARD);
    dst
}

/// ProcessVertices into a dynamic buffer whose DISCARD upload an earlier
/// draw of the frame reads: that draw still shows what the lock wrote.
#[test]
fn process_vertices_over_a_streamed_upload_keeps_the_earlier_draw() {
    let t = TestDevice::new();
    t.rs(D3DRS_LIGHTING, 0);
    let src = bind_source(&t);
    let dst = streamed_dst(&t);
    let full = D3DVIEWPORT9 {
        X: 0,
        Y: 0,
        Width: 64,
        Height: 64,
        MinZ: 0.0,
        MaxZ: 1.0,
    };
    let right = D3DVIEWPORT9 {
        X: 32,
        Width: 32,
        MinZ: 0.5,
        ..full
    };
    t.set_transform(D3DTS_WORLD, &mat_translate(0.5, 0.0, 0.0));
    t.clear(0xFF000000);
    t.begin();
    let stride = std::mem::size_of::<TlVertex>() as u32;
    t.fvf(PROCESSED_FVF);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, dst, 0, stride), D3D_OK);
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2), D3D_OK);
    // Processed as in the test above: the quad covers x 48..64, y 16..48.
    t.fvf(XYZ_FVF);
    let src_stride = std::mem::size_of::<Vertex>() as u32;
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, src, 0, src_stride), D3D_OK);
    assert_eq!(vcall!(t.dev, SetViewport, &right), D3D_OK);
    assert_eq!(process(&t, 0, 0, 4, dst, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, SetViewport, &full), D3D_OK);
    t.fvf(PROCESSED_FVF);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, dst, 0, stride), D3D_OK);
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2), D3D_OK);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 16, 64, 0x00FF00, 0);
    assert_rgb(&img, 48, 16, 0xFF0000, 24);
    assert_rgb(&img, 40, 32, 0x000000, 0);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    release!(dst);
    release!(src);
}

/// ProcessVertices into a buffer that is locked (NOOVERWRITE) while an
/// earlier draw of the frame reads its streamed upload: the lock's pointer
/// stays the buffer's memory (what the program writes through it after
/// ProcessVertices is drawn) and the earlier draw keeps its vertices.
#[test]
fn process_vertices_into_a_locked_streamed_buffer_keeps_the_locks_pointer() {
    let t = TestDevice::new();
    t.rs(D3DRS_LIGHTING, 0);
    let src = bind_source(&t);
    let dst = streamed_dst(&t);
    let stride = std::mem::size_of::<TlVertex>() as u32;
    let src_stride = std::mem::size_of::<Vertex>() as u32;
    t.clear(0xFF000000);
    t.begin();
    t.fvf(PROCESSED_FVF);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, dst, 0, stride), D3D_OK);
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2), D3D_OK);
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(dst, Lock, 0, 0, &mut p, D3DLOCK_NOOVERWRITE), D3D_OK);
    // The identity transforms put the source quad at x 16..48, y 16..48.
    t.fvf(XYZ_FVF);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, src, 0, src_stride), D3D_OK);
    assert_eq!(process(&t, 0, 0, 4, dst, 0), D3D_OK);
    let verts = p as *mut TlVertex;
    for i in 0..4 {
        // SAFETY: the lock covers the buffer's four vertices.
        unsafe { (*verts.add(i)).color = 0xFF0000FF };
    }
    assert_eq!(vcall!(dst, Unlock), D3D_OK);
    t.fvf(PROCESSED_FVF);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, dst, 0, stride), D3D_OK);
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2), D3D_OK);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 16, 64, 0x00FF00, 0);
    assert_rect_rgb(&img, 20, 20, 44, 44, 0x0000FF, 0);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
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

/// A declaration from `elements` (D3DDECL_END appended).
fn declaration(t: &TestDevice, elements: &[D3DVERTEXELEMENT9]) -> *mut IDirect3DVertexDeclaration9 {
    let mut list = elements.to_vec();
    list.push(D3DDECL_END());
    let mut decl = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateVertexDeclaration, list.as_ptr(), &mut decl), D3D_OK);
    decl
}

/// A destination buffer of `n` vertices of `stride` bytes, every byte 0xEE.
fn raw_dst(t: &TestDevice, n: u32, stride: u32) -> *mut IDirect3DVertexBuffer9 {
    let mut vb = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateVertexBuffer,
        n * stride,
        0,
        0,
        D3DPOOL_SYSTEMMEM,
        &mut vb,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    write_buffer(vb, 0, &vec![0xEEu8; (n * stride) as usize], 0);
    vb
}

/// The buffer's contents as little-endian 32-bit words.
fn words(vb: *mut IDirect3DVertexBuffer9, n: usize) -> Vec<u32> {
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut p, D3DLOCK_READONLY), D3D_OK);
    // SAFETY: the lock covers the whole buffer, `n` words at least.
    let v = unsafe { std::slice::from_raw_parts(p as *const u32, n).to_vec() };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    v
}

fn full_viewport(t: &TestDevice) {
    let vp = D3DVIEWPORT9 {
        X: 0,
        Y: 0,
        Width: 64,
        Height: 64,
        MinZ: 0.0,
        MaxZ: 1.0,
    };
    assert_eq!(vcall!(t.dev, SetViewport, &vp), D3D_OK);
}

#[test]
fn process_vertices_runs_the_vertex_shader() {
    use crate::shader_util::{vs, vs_const};
    let t = TestDevice::new();
    let src = bind_source(&t);
    full_viewport(&t);
    // Position (2x, 2y, 0.25, 2): the screen position divides by w = 2;
    // diffuse is the source colour with red halved; texture set 2 the
    // source's x and y.
    let shader = vs(
        &t,
        "vs_1_1\ndcl_position v0\ndcl_color v1\nmul oPos, v0, c0\nmul oD0, v1, c2\nmov oT2.xy, v0\n",
    );
    vs_const(&t, 0, &[[2.0, 2.0, 1.0, 2.0]]);
    vs_const(&t, 2, &[[0.5, 1.0, 1.0, 1.0]]);
    assert_eq!(vcall!(t.dev, SetVertexShader, shader), D3D_OK);
    let out = declaration(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
            ve(0, 16, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
            ve(0, 20, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_TEXCOORD, 2),
        ],
    );
    let dst = raw_dst(&t, 4, 28);
    assert_eq!(vcall!(t.dev, ProcessVertices, 0, 0, 4, dst, out, 0), D3D_OK);
    let w = words(dst, 28);
    let f = |i: usize| f32::from_bits(w[i]);
    // Vertex 0 (-0.5, 0.5, red): clip (-1, 1, 0.25, 2), NDC (-0.5, 0.5, 0.125).
    assert_eq!([f(0), f(1), f(2), f(3)], [16.0, 16.0, 0.125, 0.5]);
    assert_eq!(w[4], 0xFF80_0000, "red halved, rounded to 128");
    assert_eq!([f(5), f(6)], [-0.5, 0.5]);
    // Vertex 3 (0.5, -0.5, white).
    assert_eq!([f(21), f(22), f(23), f(24)], [48.0, 48.0, 0.125, 0.5]);
    assert_eq!(w[25], 0xFF80_FFFF);
    // The same destination laid out by a buffer FVF (no declaration): a
    // vs_1_1 may write through it.
    let fvf_dst = dst_buffer(&t, 1, PROCESSED_FVF);
    assert_eq!(process(&t, 1, 0, 1, fvf_dst, 0), D3D_OK);
    let v = read_vertices(fvf_dst, 1)[0];
    assert_eq!((v.x, v.y, v.rhw, v.color), (48.0, 16.0, 0.5, 0xFF00_FF00));
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    release!(fvf_dst);
    release!(dst);
    release!(out);
    release!(shader);
    release!(src);
}

#[test]
fn process_vertices_with_a_vs_3_0_needs_the_declaration_and_copies_the_rest() {
    use crate::shader_util::{vs, vs_const};
    let t = TestDevice::new();
    let src = bind_source(&t);
    full_viewport(&t);
    let shader = vs(
        &t,
        "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord3 o1\nmov o0, v0\nadd o1, v0, c3\n",
    );
    vs_const(&t, 3, &[[1.0, 2.0, 3.0, 4.0]]);
    assert_eq!(vcall!(t.dev, SetVertexShader, shader), D3D_OK);
    let fvf_dst = dst_buffer(&t, 1, PROCESSED_FVF);
    assert_eq!(process(&t, 0, 0, 1, fvf_dst, 0), D3DERR_INVALIDCALL);
    assert_eq!(read_vertices(fvf_dst, 1)[0].rhw, -7.0, "nothing was written");
    let out = declaration(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
            ve(0, 16, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_TEXCOORD, 3),
            ve(0, 32, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
        ],
    );
    let dst = raw_dst(&t, 2, 36);
    assert_eq!(vcall!(t.dev, ProcessVertices, 2, 0, 1, dst, out, 0), D3D_OK);
    assert_eq!(
        vcall!(t.dev, ProcessVertices, 2, 1, 1, dst, out, D3DPV_DONOTCOPYDATA),
        D3D_OK
    );
    let w = words(dst, 18);
    let f = |i: usize| f32::from_bits(w[i]);
    // Vertex 2 (-0.5, -0.5, 0.25, blue).
    assert_eq!([f(0), f(1), f(2), f(3)], [16.0, 48.0, 0.25, 1.0]);
    assert_eq!([f(4), f(5), f(6), f(7)], [0.5, 1.5, 3.25, 5.0]);
    assert_eq!(w[8], 0xFF00_00FF, "the colour the shader does not write is copied");
    assert_eq!(f(15), 3.25);
    assert_eq!(w[17], 0xEEEE_EEEE, "D3DPV_DONOTCOPYDATA leaves it");
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    release!(dst);
    release!(out);
    release!(fvf_dst);
    release!(shader);
    release!(src);
}

#[repr(C)]
#[derive(Clone, Copy)]
struct LitVertex {
    pos: [f32; 3],
    normal: [f32; 3],
}

#[test]
fn process_vertices_lights_with_the_fixed_function_pipeline() {
    let t = TestDevice::new();
    full_viewport(&t);
    // Normals facing the light, away from it, and 60 degrees from it.
    let s = 60f32.to_radians().sin();
    let src = [[0.0, 0.0, -1.0], [0.0, 0.0, 1.0], [0.0, s, -0.5]].map(|normal| LitVertex {
        pos: [0.0, 0.0, 0.5],
        normal,
    });
    let vb = t.vertex_buffer_with(&src, 0, D3DPOOL_SYSTEMMEM);
    t.fvf(D3DFVF_XYZ | D3DFVF_NORMAL);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 24), D3D_OK);
    t.rs(D3DRS_LIGHTING, 1);
    t.rs(D3DRS_DIFFUSEMATERIALSOURCE, D3DMCS_MATERIAL);
    let colour = |r, g, b, a| D3DCOLORVALUE { r, g, b, a };
    let material = D3DMATERIAL9 {
        Diffuse: colour(1.0, 0.5, 0.25, 0.75),
        ..Default::default()
    };
    assert_eq!(vcall!(t.dev, SetMaterial, &material), D3D_OK);
    // Shining along +z: towards the first normal.
    let light = D3DLIGHT9 {
        Type: D3DLIGHT_DIRECTIONAL,
        Diffuse: colour(1.0, 1.0, 1.0, 1.0),
        Direction: D3DVECTOR { x: 0.0, y: 0.0, z: 1.0 },
        ..Default::default()
    };
    assert_eq!(vcall!(t.dev, SetLight, 0, &light), D3D_OK);
    assert_eq!(vcall!(t.dev, LightEnable, 0, 1), D3D_OK);
    let dst = dst_buffer(&t, 3, PROCESSED_FVF);
    assert_eq!(process(&t, 0, 0, 3, dst, 0), D3D_OK);
    let got = read_vertices(dst, 3);
    // Diffuse = material diffuse * light diffuse * N.L; alpha the
    // material's (0.75 -> 191).
    let colours: Vec<u32> = got.iter().map(|v| v.color).collect();
    assert_eq!(colours, [0xBFFF_8040, 0xBF00_0000, 0xBF80_4020]);
    assert_eq!((got[0].x, got[0].y, got[0].z), (32.0, 32.0, 0.5));
    // Lighting off: the colours are copied again (white without a source diffuse).
    t.rs(D3DRS_LIGHTING, 0);
    assert_eq!(process(&t, 0, 0, 1, dst, 0), D3D_OK);
    assert_eq!(read_vertices(dst, 1)[0].color, 0xFFFF_FFFF);
    release!(dst);
    release!(vb);
}
