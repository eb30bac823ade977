//! Every primitive type (point list, line list, line strip, triangle list,
//! strip and fan) through DrawPrimitiveUP, DrawIndexedPrimitiveUP,
//! DrawPrimitive and DrawIndexedPrimitive, and the stream state the
//! user-pointer draws leave behind.
//!
//! Lines run along rows or columns of pixel centres; only their interior
//! pixels are checked (D3D9 leaves the last pixel to D3DRS_LASTPIXEL).

use std::ffi::c_void;
use wgd3d9_tests::*;

const RED: u32 = 0xFFFF0000;
const GREEN: u32 = 0xFF00FF00;

fn v(x: f32, y: f32, color: u32) -> TlVertex {
    TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color,
    }
}

/// Vertices at pixel corners (x - 0.5, y - 0.5).
fn c(x: f32, y: f32, color: u32) -> TlVertex {
    v(x - 0.5, y - 0.5, color)
}

fn lit(img: &Image, x: u32, y: u32) -> bool {
    img.at(x, y) & 0xFFFFFF != 0
}

#[test]
fn point_list_draws_one_pixel_per_point() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(
        D3DPT_POINTLIST,
        3,
        &[v(5.0, 5.0, RED), v(10.0, 20.0, GREEN), v(63.0, 63.0, RED)],
    );
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 5, 5, 0xFF0000, 0);
    assert_rgb(&img, 10, 20, 0x00FF00, 0);
    assert_rgb(&img, 63, 63, 0xFF0000, 0);
    let count = img.pixels.iter().filter(|&&p| p & 0xFFFFFF != 0).count();
    assert_eq!(count, 3, "points must be exactly one pixel each");
}

#[test]
fn line_list_draws_separate_segments() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(
        D3DPT_LINELIST,
        2,
        &[
            v(10.0, 10.0, RED),
            v(30.0, 10.0, RED),
            v(40.0, 5.0, GREEN),
            v(40.0, 25.0, GREEN),
        ],
    );
    t.end();
    let img = t.read_rt();
    for x in 10..30 {
        assert_rgb(&img, x, 10, 0xFF0000, 0);
        assert_rgb(&img, x, 9, 0, 0);
        assert_rgb(&img, x, 11, 0, 0);
    }
    for y in 5..25 {
        assert_rgb(&img, 40, y, 0x00FF00, 0);
        assert_rgb(&img, 39, y, 0, 0);
        assert_rgb(&img, 41, y, 0, 0);
    }
    // Nothing joins the two segments.
    assert!(!lit(&img, 35, 8));
    assert!(!lit(&img, 32, 10));
}

#[test]
fn line_strip_joins_consecutive_vertices() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(
        D3DPT_LINESTRIP,
        3,
        &[
            v(10.0, 40.0, RED),
            v(30.0, 40.0, RED),
            v(30.0, 60.0, RED),
            v(50.0, 60.0, RED),
        ],
    );
    t.end();
    let img = t.read_rt();
    for x in 11..29 {
        assert_rgb(&img, x, 40, 0xFF0000, 0);
    }
    for y in 41..59 {
        assert_rgb(&img, 30, y, 0xFF0000, 0);
    }
    for x in 31..49 {
        assert_rgb(&img, x, 60, 0xFF0000, 0);
    }
    assert!(!lit(&img, 20, 50));
}

#[test]
fn triangle_list_draws_independent_triangles() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLELIST,
        2,
        &[
            c(0.0, 0.0, RED),
            c(32.0, 0.0, RED),
            c(0.0, 32.0, RED),
            c(64.0, 32.0, GREEN),
            c(64.0, 64.0, GREEN),
            c(32.0, 64.0, GREEN),
        ],
    );
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 4, 4, 0xFF0000, 0);
    assert_rgb(&img, 28, 28, 0, 0);
    assert_rgb(&img, 60, 60, 0x00FF00, 0);
    assert_rgb(&img, 36, 36, 0, 0);
}

#[test]
fn triangle_strip_alternates_winding_so_every_triangle_faces_the_same_way() {
    // A horizontal band of 6 triangles; with CCW culling on, all must show.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let mut strip = Vec::new();
    for i in 0..4 {
        strip.push(c(i as f32 * 16.0, 16.0, RED));
        strip.push(c(i as f32 * 16.0, 48.0, RED));
    }
    // Pairs (bottom, top): the first triangle (bottom-left, top-left,
    // bottom-right) is clockwise on screen; D3D9 flips every odd triangle, so
    // the whole strip is clockwise: culled by CULL_CW, kept by CULL_CCW.
    for p in strip.chunks_mut(2) {
        p.swap(0, 1);
    }
    t.rs(D3DRS_CULLMODE, D3DCULL_CW);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 6, &strip);
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 16, 48, 48, 0x000000, 0);
    t.rs(D3DRS_CULLMODE, D3DCULL_CCW);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 6, &strip);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 16, 48, 48, 0xFF0000, 0);
    assert_rgb(&img, 50, 32, 0, 0);
    assert_rgb(&img, 20, 10, 0, 0);
}

#[test]
fn triangle_fan_shares_the_first_vertex() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let fan = [
        c(32.0, 32.0, RED),
        c(16.0, 16.0, RED),
        c(48.0, 16.0, RED),
        c(48.0, 48.0, RED),
        c(16.0, 48.0, RED),
        c(16.0, 16.0, RED),
    ];
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLEFAN, 4, &fan);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 16, 16, 48, 48, 0xFF0000, 0);
    assert_rgb(&img, 15, 32, 0, 0);
    assert_rgb(&img, 48, 32, 0, 0);
    // Only three of the four triangles: the left one is missing.
    t.clear(0xFF000000);
    t.begin();
    t.draw_up(D3DPT_TRIANGLEFAN, 3, &fan);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 32, 20, 0xFF0000, 0);
    assert_rgb(&img, 44, 32, 0xFF0000, 0);
    assert_rgb(&img, 32, 44, 0xFF0000, 0);
    assert_rgb(&img, 20, 32, 0x000000, 0);
}

#[test]
fn draw_primitive_up_leaves_stream_zero_unset() {
    let t = TestDevice::new();
    let vb = t.vertex_buffer(&[0u32; 20]);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 8, 20), D3D_OK);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 8.0, 8.0, 0.5, RED));
    t.end();
    let (mut got, mut off, mut stride) = (std::ptr::dangling_mut::<IDirect3DVertexBuffer9>(), 1, 1);
    assert_eq!(
        vcall!(t.dev, GetStreamSource, 0, &mut got, &mut off, &mut stride),
        D3D_OK
    );
    assert!(got.is_null());
    assert_eq!((off, stride), (0, 0));
    assert_eq!(refcount(vb), 1);
    assert_eq!(release!(vb), 0);
}

#[test]
fn draw_indexed_primitive_up_leaves_stream_zero_and_indices_unset() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = t.vertex_buffer(&[0u32; 20]);
    let ib = t.index_buffer16(&[0, 1, 2]);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 20), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    let q = quad(0.0, 0.0, 32.0, 32.0, 0.5, GREEN);
    let idx: [u16; 6] = [0, 1, 2, 2, 1, 3];
    t.fvf(TL_FVF);
    t.begin();
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_TRIANGLELIST,
        0,
        4,
        2,
        idx.as_ptr() as *const c_void,
        D3DFMT_INDEX16,
        q.as_ptr() as *const c_void,
        20
    );
    assert_eq!(hr, D3D_OK);
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 0, 32, 32, 0x00FF00, 0);
    let (mut got, mut off, mut stride) = (std::ptr::dangling_mut::<IDirect3DVertexBuffer9>(), 1, 1);
    assert_eq!(
        vcall!(t.dev, GetStreamSource, 0, &mut got, &mut off, &mut stride),
        D3D_OK
    );
    assert!(got.is_null());
    assert_eq!((off, stride), (0, 0));
    let mut got_ib = std::ptr::dangling_mut::<IDirect3DIndexBuffer9>();
    assert_eq!(vcall!(t.dev, GetIndices, &mut got_ib), D3D_OK);
    assert!(got_ib.is_null());
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

/// Draws `prim` with DrawIndexedPrimitiveUP from the four corners of a square
/// (pixels 16..48) and the given indices, in 16- and 32-bit forms.
fn indexed_up(t: &TestDevice, prim: u32, count: u32, indices: &[u32]) -> [Image; 2] {
    let verts = [
        c(16.0, 16.0, RED),
        c(48.0, 16.0, RED),
        c(48.0, 48.0, RED),
        c(16.0, 48.0, RED),
        v(32.0, 32.0, RED),
    ];
    let i16: Vec<u16> = indices.iter().map(|&i| i as u16).collect();
    let mut out = Vec::new();
    for (ptr, fmt) in [
        (i16.as_ptr() as *const c_void, D3DFMT_INDEX16),
        (indices.as_ptr() as *const c_void, D3DFMT_INDEX32),
    ] {
        t.clear(0xFF000000);
        t.fvf(TL_FVF);
        t.begin();
        let hr = vcall!(
            t.dev,
            DrawIndexedPrimitiveUP,
            prim,
            0,
            5,
            count,
            ptr,
            fmt,
            verts.as_ptr() as *const c_void,
            20
        );
        assert_eq!(hr, D3D_OK);
        t.end();
        out.push(t.read_rt());
    }
    [out.remove(0), out.remove(0)]
}

#[test]
fn draw_indexed_primitive_up_for_every_primitive_type() {
    let t = TestDevice::new();
    for img in indexed_up(&t, D3DPT_POINTLIST, 2, &[4, 0]) {
        assert_rgb(&img, 32, 32, 0xFF0000, 0);
        assert_eq!(img.pixels.iter().filter(|&&p| p & 0xFFFFFF != 0).count(), 2);
    }
    // A diagonal line from the centre (32, 32) towards the corner (47.5, 47.5).
    for img in indexed_up(&t, D3DPT_LINELIST, 1, &[4, 2]) {
        assert_rgb(&img, 40, 40, 0xFF0000, 0);
        assert_rgb(&img, 40, 30, 0, 0);
        assert_rgb(&img, 30, 40, 0, 0);
    }
    for img in indexed_up(&t, D3DPT_TRIANGLELIST, 2, &[0, 1, 3, 3, 1, 2]) {
        assert_rect_rgb(&img, 16, 16, 48, 48, 0xFF0000, 0);
    }
    for img in indexed_up(&t, D3DPT_TRIANGLESTRIP, 2, &[0, 1, 3, 2]) {
        assert_rect_rgb(&img, 16, 16, 48, 48, 0xFF0000, 0);
    }
    for img in indexed_up(&t, D3DPT_TRIANGLEFAN, 4, &[4, 0, 1, 2, 3, 0]) {
        assert_rect_rgb(&img, 16, 16, 48, 48, 0xFF0000, 0);
        assert_rgb(&img, 15, 15, 0, 0);
    }
    // Fan of two: the top and right triangles only.
    for img in indexed_up(&t, D3DPT_TRIANGLEFAN, 2, &[4, 0, 1, 2]) {
        assert_rgb(&img, 32, 20, 0xFF0000, 0);
        assert_rgb(&img, 44, 32, 0xFF0000, 0);
        assert_rgb(&img, 32, 44, 0x000000, 0);
        assert_rgb(&img, 20, 32, 0x000000, 0);
    }
}

#[test]
fn indexed_lines_and_line_strips() {
    let t = TestDevice::new();
    // Vertices on pixel centres.
    let verts = [
        v(10.0, 10.0, RED),
        v(50.0, 10.0, RED),
        v(50.0, 50.0, RED),
        v(10.0, 50.0, RED),
    ];
    let idx: [u16; 5] = [0, 1, 2, 3, 0];
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_LINESTRIP,
        0,
        4,
        4,
        idx.as_ptr() as *const c_void,
        D3DFMT_INDEX16,
        verts.as_ptr() as *const c_void,
        20
    );
    assert_eq!(hr, D3D_OK);
    t.end();
    let img = t.read_rt();
    for (x, y) in [(30, 10), (50, 30), (30, 50), (10, 30)] {
        assert_rgb(&img, x, y, 0xFF0000, 0);
    }
    assert_rgb(&img, 30, 30, 0, 0);
    // As a line list, indices 0-1 and 2-3: top and bottom edges only.
    t.clear(0xFF000000);
    t.begin();
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_LINELIST,
        0,
        4,
        2,
        idx.as_ptr() as *const c_void,
        D3DFMT_INDEX16,
        verts.as_ptr() as *const c_void,
        20
    );
    assert_eq!(hr, D3D_OK);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 30, 10, 0xFF0000, 0);
    assert_rgb(&img, 30, 50, 0xFF0000, 0);
    assert_rgb(&img, 50, 30, 0, 0);
    assert_rgb(&img, 10, 30, 0, 0);
}

#[test]
fn draw_primitive_fans_and_strips_from_a_vertex_buffer_with_start_vertex() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    // Two leading junk vertices, then a fan over pixels 0..32 and a strip over 32..64.
    let mut verts = vec![c(60.0, 60.0, GREEN), c(61.0, 61.0, GREEN)];
    verts.extend_from_slice(&[
        c(16.0, 32.0, RED),
        c(0.0, 16.0, RED),
        c(32.0, 16.0, RED),
        c(32.0, 48.0, RED),
        c(0.0, 48.0, RED),
        c(0.0, 16.0, RED),
    ]);
    verts.extend_from_slice(&quad(32.0, 16.0, 64.0, 48.0, 0.5, GREEN));
    let vb = t.vertex_buffer(&verts);
    t.fvf(TL_FVF);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 20), D3D_OK);
    t.begin();
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLEFAN, 2, 4), D3D_OK);
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 8, 2), D3D_OK);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 16, 32, 48, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 16, 64, 48, 0x00FF00, 0);
    assert_rgb(&img, 10, 10, 0, 0);
    assert_rgb(&img, 60, 60, 0, 0);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    assert_eq!(release!(vb), 0);
}

#[test]
fn draw_indexed_primitive_fans_strips_lines_and_points() {
    let t = TestDevice::new();
    // Vertex 0 unused; 1..5 are a square's centre and corners (pixels 16..48);
    // base vertex 1 makes index 0 the centre.
    let verts = [
        c(0.0, 0.0, GREEN),
        v(32.0, 32.0, RED),
        c(16.0, 16.0, RED),
        c(48.0, 16.0, RED),
        c(48.0, 48.0, RED),
        c(16.0, 48.0, RED),
    ];
    let vb = t.vertex_buffer(&verts);
    // 3 junk indices, then a fan, then a strip.
    let idx: [u16; 12] = [9, 9, 9, 0, 1, 2, 3, 4, 1, 1, 2, 4];
    let ib = t.index_buffer16(&idx);
    t.fvf(TL_FVF);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 20), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLEFAN, 1, 0, 5, 3, 4),
        D3D_OK
    );
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 16, 16, 48, 48, 0xFF0000, 0);
    assert_rgb(&img, 8, 8, 0, 0);
    // Strip 1, 2, 4 ... : indices 9..12 -> vertices 2, 3, 5 (base 1): the
    // top-left half of the square.
    t.clear(0xFF000000);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLESTRIP, 1, 0, 5, 9, 1),
        D3D_OK
    );
    // Points: index 3 (+1) = vertex 1, the centre.
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_POINTLIST, 1, 0, 5, 3, 1),
        D3D_OK
    );
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 20, 20, 0xFF0000, 0);
    assert_rgb(&img, 44, 44, 0, 0);
    assert_rgb(&img, 32, 32, 0xFF0000, 0);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn zero_primitive_draws_succeed_and_draw_nothing() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    let q = quad(0.0, 0.0, 64.0, 64.0, 0.5, RED);
    t.begin();
    assert_eq!(
        vcall!(
            t.dev,
            DrawPrimitiveUP,
            D3DPT_TRIANGLESTRIP,
            0,
            q.as_ptr() as *const c_void,
            20
        ),
        D3D_OK
    );
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0, 0);
}

#[test]
fn indexed_user_pointer_draws_read_only_the_vertices_they_declare() {
    // DrawIndexedPrimitiveUP reads vertices MinVertexIndex ..
    // MinVertexIndex + NumVertices of the array: here the array's base lies
    // far before any memory the program has, and only the declared vertices
    // exist.
    let t = TestDevice::new();
    t.clear(0xFF00_0000);
    t.fvf(TL_FVF);
    let verts = quad(0.0, 0.0, 64.0, 64.0, 0.5, 0xFF00_FF00);
    let min = 1_000_000u32;
    let stride = std::mem::size_of::<TlVertex>();
    let base = (verts.as_ptr() as *const u8).wrapping_sub(min as usize * stride);
    let indices: [u16; 4] = [0, 1, 2, 3];
    // Indices are absolute: they name vertices min..min+4.
    let idx32: [u32; 4] = [min, min + 1, min + 2, min + 3];
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_TRIANGLESTRIP,
        min,
        4,
        2,
        idx32.as_ptr().cast(),
        D3DFMT_INDEX32,
        base.cast(),
        stride as u32
    );
    assert_eq!(hr, D3D_OK);
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0x00FF00, 0);
    // No vertices declared: nothing drawn, whatever stream 0 holds.
    t.clear(0xFF00_0000);
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_TRIANGLESTRIP,
        0,
        0,
        2,
        indices.as_ptr().cast(),
        D3DFMT_INDEX16,
        verts.as_ptr().cast(),
        stride as u32
    );
    assert_eq!(hr, D3D_OK);
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0x000000, 0);
}

#[test]
fn primitive_counts_beyond_the_data_draw_what_the_data_holds() {
    // Counts the buffers cannot back are bounded by the buffers: no list
    // the size of the count is built (a fan of 2^30 triangles once asked
    // for 12 GiB and aborted the process).
    let t = TestDevice::new();
    t.clear(0xFF00_0000);
    t.fvf(TL_FVF);
    let verts = [
        c(0.0, 0.0, 0xFF00_FF00),
        c(64.0, 0.0, 0xFF00_FF00),
        c(64.0, 64.0, 0xFF00_FF00),
        c(0.0, 64.0, 0xFF00_FF00),
    ];
    let vb = t.vertex_buffer(&verts);
    let ib = t.index_buffer16(&[0, 1, 2, 3]);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 20), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    let hr = vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLEFAN, 0, 0, 4, 0, 0x4000_0000);
    assert_eq!(hr, D3D_OK);
    // The two triangles the four indices make cover the target.
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0x00FF00, 0);
    // A non-indexed fan of 2^32 - 1 triangles from a 4-vertex buffer reads
    // past the buffer: left out, and the device goes on.
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLEFAN, 0, 0xFFFF_FFFF), D3D_OK);
    t.clear(0xFF00_0000);
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLEFAN, 0, 2), D3D_OK);
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0x00FF00, 0);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

/// The four corners of the 16x16 square `i` of a 4x2 grid over the top half
/// of a 64x64 target, in strip order (top left, top right, bottom left,
/// bottom right), at pixel corners.
fn grid_square(i: u32) -> [(f32, f32); 4] {
    let (x, y) = ((i % 4 * 16) as f32, (i / 4 * 16) as f32);
    [(x, y), (x + 16.0, y), (x, y + 16.0), (x + 16.0, y + 16.0)]
}

fn spec(x: f32, y: f32, diffuse: u32) -> TlSpecVertex {
    TlSpecVertex {
        x: x - 0.5,
        y: y - 0.5,
        z: 0.5,
        rhw: 1.0,
        diffuse,
        specular: 0xFFFFFFFF,
    }
}

/// Draws square `i` of [`grid_square`] in `color` through one of four
/// user-pointer draws: DrawPrimitiveUP strips of 20-byte vertices and fans
/// of 24-byte ones, DrawIndexedPrimitiveUP lists whose data starts with two
/// vertices the indices skip (MinVertexIndex 2, 16-bit indices) and strips
/// with 32-bit indices.
fn draw_grid_square_up(t: &TestDevice, i: u32, color: u32) {
    let q = grid_square(i);
    let hr = match i % 4 {
        0 => {
            t.fvf(TL_FVF);
            t.draw_up(D3DPT_TRIANGLESTRIP, 2, &q.map(|(x, y)| c(x, y, color)));
            D3D_OK
        }
        1 => {
            t.fvf(TL_SPEC_FVF);
            let fan = [q[0], q[1], q[3], q[2]].map(|(x, y)| spec(x, y, color));
            t.draw_up(D3DPT_TRIANGLEFAN, 2, &fan);
            D3D_OK
        }
        2 => {
            t.fvf(TL_FVF);
            // Two vertices over the whole target the indices never name.
            let mut verts = vec![c(0.0, 0.0, RED), c(64.0, 64.0, RED)];
            verts.extend(q.map(|(x, y)| c(x, y, color)));
            let idx: [u16; 6] = [2, 3, 4, 4, 3, 5];
            vcall!(
                t.dev,
                DrawIndexedPrimitiveUP,
                D3DPT_TRIANGLELIST,
                2,
                4,
                2,
                idx.as_ptr() as *const c_void,
                D3DFMT_INDEX16,
                verts.as_ptr() as *const c_void,
                20
            )
        }
        _ => {
            t.fvf(TL_SPEC_FVF);
            let verts = q.map(|(x, y)| spec(x, y, color));
            let idx: [u32; 4] = [0, 1, 2, 3];
            vcall!(
                t.dev,
                DrawIndexedPrimitiveUP,
                D3DPT_TRIANGLESTRIP,
                0,
                4,
                2,
                idx.as_ptr() as *const c_void,
                D3DFMT_INDEX32,
                verts.as_ptr() as *const c_void,
                24
            )
        }
    };
    assert_eq!(hr, D3D_OK, "square {i}");
}

/// Many user-pointer draws in one frame, of strides 20 and 24, plain and
/// indexed: each lands in the frame's dynamic data at a multiple of its
/// stride (or index size) and is drawn from there with the data's buffer
/// bound once, so each draw must still read its own vertices and indices.
/// Each square is filled with its colour (exactly; no blending), and
/// nothing else is drawn.
#[test]
fn many_user_pointer_draws_in_a_frame_each_draw_their_own_data() {
    let t = TestDevice::new();
    let colors = [
        0xFF00FF00, 0xFF0000FF, 0xFFFFFF00, 0xFF00FFFF, 0xFFFF00FF, 0xFF808080, 0xFF8000FF, 0xFF0080FF,
    ];
    t.clear(0xFF000000);
    t.begin();
    for round in 0..3 {
        for (i, &color) in colors.iter().enumerate() {
            // Earlier rounds draw a wrong colour first; the last one wins.
            let color = if round < 2 { 0xFFFF8000 } else { color };
            draw_grid_square_up(&t, i as u32, color);
        }
    }
    t.end();
    let img = t.read_rt();
    for (i, &color) in colors.iter().enumerate() {
        let [(x, y), ..] = grid_square(i as u32);
        let (x, y) = (x as u32, y as u32);
        assert_rect_rgb(&img, x, y, x + 16, y + 16, color & 0xFFFFFF, 0);
    }
    assert_rect_rgb(&img, 0, 32, 64, 64, 0x000000, 0);
}

/// A point drawn as a square (D3DRS_POINTSIZE 8) and a triangle strip, both
/// user-pointer draws of one frame: the strip's data lies past the point's
/// in the frame's dynamic data, which the point bound from its own start,
/// so the strip must bind the data anew to be drawn.
#[test]
fn a_user_pointer_strip_after_a_point_drawn_as_a_square() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    t.rs(D3DRS_POINTSIZE, f2dw(8.0));
    t.draw_up(D3DPT_POINTLIST, 1, &[v(16.0, 16.0, RED)]);
    t.rs(D3DRS_POINTSIZE, f2dw(1.0));
    let strip = [
        c(32.0, 32.0, GREEN),
        c(64.0, 32.0, GREEN),
        c(32.0, 64.0, GREEN),
        c(64.0, 64.0, GREEN),
    ];
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &strip);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 12, 12, 20, 20, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 32, 64, 64, 0x00FF00, 0);
    assert_rgb(&img, 24, 24, 0x000000, 0);
}

/// A user-pointer draw whose declaration also reads stream 1 (colours from
/// a vertex buffer) reads that stream from its first vertex on, though the
/// user-pointer data lies past an earlier draw's in the frame's dynamic
/// data.
#[test]
fn a_user_pointer_draw_reads_its_other_streams_from_their_first_vertex() {
    let t = TestDevice::new();
    let colors = t.vertex_buffer(&[GREEN; 4]);
    let decl = t.decl(&[
        ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
        ve(1, 0, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
    ]);
    t.clear(0xFF000000);
    t.begin();
    t.fvf(TL_FVF);
    let left = [
        c(0.0, 0.0, RED),
        c(16.0, 0.0, RED),
        c(0.0, 16.0, RED),
        c(16.0, 16.0, RED),
    ];
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &left);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 1, colors, 0, 4), D3D_OK);
    let positions = [
        [31.5f32, 31.5, 0.5, 1.0],
        [63.5, 31.5, 0.5, 1.0],
        [31.5, 63.5, 0.5, 1.0],
        [63.5, 63.5, 0.5, 1.0],
    ];
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &positions);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 16, 16, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 32, 64, 64, 0x00FF00, 0);
    assert_eq!(vcall!(t.dev, SetStreamSource, 1, std::ptr::null_mut(), 0, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
    release!(decl);
    release!(colors);
}

#[test]
fn user_pointer_draws_of_more_data_than_a_frame_chunk_holds() {
    // Twelve triangle lists of 6,000 vertices (120,000 bytes each: the
    // frame's user-pointer data passes a 1 MiB chunk), then one of 15,000
    // (300,000 bytes, written with a staging copy of its own) and a small
    // one after it. Each list's first two triangles cover a 16x16 cell in
    // its own colour; the rest are degenerate, at the cell's corner.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    let color = |i: u32| 0xFF000000 | (i * 19) << 16 | (255 - i * 17) << 8 | (i * 5 + 40);
    let list = |i: u32, n: usize| {
        let (x, y) = ((i % 4 * 16) as f32, (i / 4 * 16) as f32);
        let k = color(i);
        let corners = [
            c(x, y, k),
            c(x + 16.0, y, k),
            c(x, y + 16.0, k),
            c(x + 16.0, y + 16.0, k),
        ];
        let mut verts = vec![corners[0], corners[1], corners[2], corners[2], corners[1], corners[3]];
        verts.resize(n, corners[0]);
        verts
    };
    let sizes = (0..12).map(|_| 6_000).chain([15_000, 6]);
    t.begin();
    for (i, n) in sizes.enumerate() {
        let verts = list(i as u32, n);
        t.draw_up(D3DPT_TRIANGLELIST, (n / 3) as u32, &verts);
    }
    t.end();
    let img = t.read_rt();
    for i in 0..14 {
        assert_rgb(&img, i % 4 * 16 + 8, i / 4 * 16 + 8, color(i), 0);
    }
}
