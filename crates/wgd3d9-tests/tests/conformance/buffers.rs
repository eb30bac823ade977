//! Vertex and index buffers: creation and descriptions, Lock/Unlock (ranges,
//! SizeToLock 0, nesting, READONLY, DISCARD, NOOVERWRITE, rewrites between
//! draws of one frame), stream offsets and strides, several streams, and
//! indexed draws with 16- and 32-bit indices, base vertex and start index.

use std::ffi::c_void;
use wgd3d9_tests::*;

const RED: u32 = 0xFFFF0000;
const GREEN: u32 = 0xFF00FF00;
const BLUE: u32 = 0xFF0000FF;

/// A triangle-list quad (two clockwise triangles) covering pixels x0..x1, y0..y1.
fn list_quad(x0: u32, y0: u32, x1: u32, y1: u32, color: u32) -> [TlVertex; 6] {
    let q = quad(x0 as f32, y0 as f32, x1 as f32, y1 as f32, 0.5, color);
    [q[0], q[1], q[2], q[2], q[1], q[3]]
}

fn set_stream(t: &TestDevice, vb: *mut IDirect3DVertexBuffer9, offset: u32) {
    assert_eq!(
        vcall!(
            t.dev,
            SetStreamSource,
            0,
            vb,
            offset,
            std::mem::size_of::<TlVertex>() as u32
        ),
        D3D_OK
    );
}

fn draw(t: &TestDevice, prim: u32, start: u32, count: u32) {
    assert_eq!(vcall!(t.dev, DrawPrimitive, prim, start, count), D3D_OK);
}

fn unbind(t: &TestDevice) {
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, std::ptr::null_mut()), D3D_OK);
}

fn read_vb(vb: *mut IDirect3DVertexBuffer9, offset: u32, len: usize) -> Vec<u8> {
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, offset, len as u32, &mut p, D3DLOCK_READONLY), D3D_OK);
    // SAFETY: the lock covers `len` bytes.
    let v = unsafe { std::slice::from_raw_parts(p as *const u8, len).to_vec() };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    v
}

#[test]
fn buffer_descriptions_report_creation_parameters() {
    let t = TestDevice::new();
    let mut vb = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateVertexBuffer,
        100,
        D3DUSAGE_WRITEONLY | D3DUSAGE_DYNAMIC,
        TL_FVF,
        D3DPOOL_DEFAULT,
        &mut vb,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let mut d = D3DVERTEXBUFFER_DESC::default();
    assert_eq!(vcall!(vb, GetDesc, &mut d), D3D_OK);
    assert_eq!(
        (d.Format, d.Type, d.Usage, d.Pool, d.Size, d.FVF),
        (
            D3DFMT_VERTEXDATA,
            D3DRTYPE_VERTEXBUFFER,
            D3DUSAGE_WRITEONLY | D3DUSAGE_DYNAMIC,
            D3DPOOL_DEFAULT,
            100,
            TL_FVF
        )
    );
    let mut ib = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateIndexBuffer,
        64,
        0,
        D3DFMT_INDEX32,
        D3DPOOL_SYSTEMMEM,
        &mut ib,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let mut id = D3DINDEXBUFFER_DESC::default();
    assert_eq!(vcall!(ib, GetDesc, &mut id), D3D_OK);
    assert_eq!(
        (id.Format, id.Type, id.Usage, id.Pool, id.Size),
        (D3DFMT_INDEX32, D3DRTYPE_INDEXBUFFER, 0, D3DPOOL_SYSTEMMEM, 64)
    );
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn buffers_have_no_scratch_pool_and_no_target_usages() {
    let t = TestDevice::new();
    let cases = [
        (0, D3DPOOL_SCRATCH),
        (D3DUSAGE_DYNAMIC, D3DPOOL_SCRATCH),
        (D3DUSAGE_RENDERTARGET, D3DPOOL_DEFAULT),
        (D3DUSAGE_DEPTHSTENCIL, D3DPOOL_SYSTEMMEM),
    ];
    for (usage, pool) in cases {
        let mut vb = std::ptr::dangling_mut();
        let hr = vcall!(
            t.dev,
            CreateVertexBuffer,
            64,
            usage,
            0,
            pool,
            &mut vb,
            std::ptr::null_mut()
        );
        assert_eq!(
            (hr, vb.is_null()),
            (D3DERR_INVALIDCALL, true),
            "vb usage {usage:#x} pool {pool}"
        );
        let mut ib = std::ptr::dangling_mut();
        let hr = vcall!(
            t.dev,
            CreateIndexBuffer,
            64,
            usage,
            D3DFMT_INDEX16,
            pool,
            &mut ib,
            std::ptr::null_mut()
        );
        assert_eq!(
            (hr, ib.is_null()),
            (D3DERR_INVALIDCALL, true),
            "ib usage {usage:#x} pool {pool}"
        );
    }
}

#[test]
fn draw_primitive_from_a_vertex_buffer_with_start_vertex() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let mut v = Vec::new();
    v.extend_from_slice(&list_quad(0, 0, 16, 16, RED));
    v.extend_from_slice(&list_quad(16, 16, 32, 32, GREEN));
    v.extend_from_slice(&list_quad(32, 32, 48, 48, BLUE));
    let vb = t.vertex_buffer(&v);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    t.begin();
    draw(&t, D3DPT_TRIANGLELIST, 12, 2); // only the blue quad
    draw(&t, D3DPT_TRIANGLELIST, 0, 1); // the first triangle of the red quad
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 32, 32, 48, 48, 0x0000FF, 0);
    assert_rgb(&img, 20, 20, 0x000000, 0);
    assert_rgb(&img, 2, 2, 0xFF0000, 0);
    assert_rgb(&img, 14, 14, 0x000000, 0); // second triangle not drawn
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

#[test]
fn stream_offset_and_stride_select_the_vertices() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    // Vertices padded to 24 bytes, second quad starting after 4 vertices.
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct Padded {
        v: TlVertex,
        pad: u32,
    }
    let mut v: Vec<Padded> = quad(0.0, 0.0, 32.0, 32.0, 0.5, RED)
        .iter()
        .map(|&v| Padded { v, pad: 0xDEAD })
        .collect();
    v.extend(
        quad(32.0, 32.0, 64.0, 64.0, 0.5, GREEN)
            .iter()
            .map(|&v| Padded { v, pad: 0xBEEF }),
    );
    let vb = t.vertex_buffer(&v);
    t.fvf(TL_FVF);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 4 * 24, 24), D3D_OK);
    let (mut got, mut off, mut stride) = (std::ptr::null_mut(), 0, 0);
    assert_eq!(
        vcall!(t.dev, GetStreamSource, 0, &mut got, &mut off, &mut stride),
        D3D_OK
    );
    assert_eq!((got, off, stride), (vb, 96, 24));
    release!(got);
    t.begin();
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 32, 32, 64, 64, 0x00FF00, 0);
    assert_rgb(&img, 16, 16, 0x000000, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

#[test]
fn lock_with_size_zero_locks_to_the_end_and_ranges_update_only_their_bytes() {
    let t = TestDevice::new();
    let vb = t.vertex_buffer(&[0u8; 64]);
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, 16, 0, &mut p, 0), D3D_OK);
    // SAFETY: the lock covers bytes 16..64.
    unsafe { std::ptr::write_bytes(p as *mut u8, 0xAB, 48) };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    let all = read_vb(vb, 0, 64);
    assert!(all[..16].iter().all(|&b| b == 0));
    assert!(all[16..].iter().all(|&b| b == 0xAB));
    // The pointer of a ranged lock is the buffer start plus the offset.
    let mut base = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut base, D3DLOCK_READONLY), D3D_OK);
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    assert_eq!(vcall!(vb, Lock, 20, 4, &mut p, 0), D3D_OK);
    assert_eq!(p as usize, base as usize + 20);
    // SAFETY: the lock covers 4 bytes.
    unsafe { *(p as *mut u32) = 0x01020304 };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    assert_eq!(
        &read_vb(vb, 16, 12),
        &[0xAB, 0xAB, 0xAB, 0xAB, 4, 3, 2, 1, 0xAB, 0xAB, 0xAB, 0xAB]
    );
    // Locking past the end is refused; at the very end it is allowed.
    assert_eq!(vcall!(vb, Lock, 65, 0, &mut p, 0), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(vb, Lock, 0, 4, std::ptr::null_mut(), 0), D3DERR_INVALIDCALL);
    assert_eq!(release!(vb), 0);
}

#[test]
fn a_lock_past_the_end_has_room_for_its_range_and_uploads_only_the_buffer() {
    // D3D9 accepts a lock whose range ends past the buffer. The program may
    // write the whole range: the memory is there, and only the buffer's own
    // bytes reach the GPU.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let top = quad(0.0, 0.0, 64.0, 32.0, 0.5, RED);
    let vb = t.vertex_buffer(&top);
    let full = quad(0.0, 0.0, 64.0, 64.0, 0.5, RED);
    let mut base = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut base, D3DLOCK_READONLY), D3D_OK);
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    let mut p = std::ptr::null_mut();
    // 80-byte buffer; bytes 40..120 locked.
    assert_eq!(vcall!(vb, Lock, 40, 80, &mut p, 0), D3D_OK);
    // SAFETY: the lock hands out room for the 80 bytes asked for.
    unsafe {
        std::ptr::copy_nonoverlapping(full[2..].as_ptr() as *const u8, p as *mut u8, 40);
        std::ptr::write_bytes((p as *mut u8).add(40), 0xFF, 40);
    }
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    assert_eq!(
        read_vb(vb, 40, 40),
        bytemuck_bytes(&full[2..]),
        "the buffer holds the in-range bytes"
    );
    t.fvf(TL_FVF);
    assert_eq!(
        vcall!(t.dev, SetStreamSource, 0, vb, 0, std::mem::size_of::<TlVertex>() as u32),
        D3D_OK
    );
    t.begin();
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0xFF0000, 0);
    unbind(&t);
    // The buffer's memory never moved: programs keep earlier pointers.
    let mut again = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut again, D3DLOCK_READONLY), D3D_OK);
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    assert_eq!(again, base);
    // A range far past the end, or one that needs more room while the
    // buffer is locked, is refused.
    assert_eq!(vcall!(vb, Lock, 0, 1 << 30, &mut p, 0), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut p, 0), D3D_OK);
    assert_eq!(vcall!(vb, Lock, 70, 1000, &mut p, 0), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    assert_eq!(release!(vb), 0);
}

/// The bytes of a slice of plain vertices.
fn bytemuck_bytes<V: Copy>(v: &[V]) -> Vec<u8> {
    // SAFETY: plain-data vertices, read as bytes.
    unsafe { std::slice::from_raw_parts(v.as_ptr() as *const u8, std::mem::size_of_val(v)).to_vec() }
}

#[test]
fn nested_locks_upload_after_the_last_unlock() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = t.vertex_buffer(&quad(0.0, 0.0, 64.0, 64.0, 0.5, RED));
    let (mut a, mut b) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut a, 0), D3D_OK);
    assert_eq!(vcall!(vb, Lock, 0, 40, &mut b, 0), D3D_OK);
    assert_eq!(a, b);
    let verts = a as *mut TlVertex;
    for i in 0..4 {
        // SAFETY: the lock covers the four vertices.
        unsafe { (*verts.add(i)).color = GREEN };
    }
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    t.begin();
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0x00FF00, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

#[test]
fn rewriting_a_buffer_between_draws_keeps_the_earlier_draw() {
    // A plain lock waits for earlier draws: the first draw uses the old
    // vertices even though the buffer changes before the frame is submitted.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = t.vertex_buffer(&quad(0.0, 0.0, 32.0, 64.0, 0.5, RED));
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    t.begin();
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    write_buffer(vb, 0, &quad(32.0, 0.0, 64.0, 64.0, 0.5, GREEN), 0);
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    end_expecting_red_then_green(&t, vb);
}

#[test]
fn discard_locks_give_fresh_storage_without_disturbing_earlier_draws() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let mut vb = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateVertexBuffer,
        80,
        D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY,
        0,
        D3DPOOL_DEFAULT,
        &mut vb,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    t.begin();
    let colors = [RED, GREEN, BLUE, 0xFFFFFF00];
    for (i, &c) in colors.iter().enumerate() {
        let x = i as f32 * 16.0;
        write_buffer(vb, 0, &quad(x, 0.0, x + 16.0, 64.0, 0.5, c), D3DLOCK_DISCARD);
        draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    }
    t.end();
    t.present();
    let img = t.read_rt();
    for (i, &c) in colors.iter().enumerate() {
        assert_rect_rgb(&img, i as u32 * 16, 0, i as u32 * 16 + 16, 64, c & 0xFFFFFF, 0);
    }
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

/// A dynamic buffer of `bytes`, write-only.
fn dynamic_vb(t: &TestDevice, bytes: u32) -> *mut IDirect3DVertexBuffer9 {
    let mut vb = std::ptr::null_mut();
    let usage = D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY;
    let hr = vcall!(
        t.dev,
        CreateVertexBuffer,
        bytes,
        usage,
        0,
        D3DPOOL_DEFAULT,
        &mut vb,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    vb
}

/// A DISCARD or NOOVERWRITE upload reads the CPU copy in place when the
/// frame is replayed; a plain lock that writes over those bytes before then
/// must neither change what the earlier draw shows nor lose the bytes it
/// did not lock (the copy it writes into starts with the buffer's contents).
#[test]
fn a_plain_lock_after_a_streamed_upload_keeps_the_earlier_draw_and_the_rest() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = dynamic_vb(&t, 160);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    let left = quad(0.0, 0.0, 16.0, 64.0, 0.5, RED);
    let right = quad(48.0, 0.0, 64.0, 64.0, 0.5, BLUE);
    let both: Vec<TlVertex> = left.iter().chain(right.iter()).copied().collect();
    t.begin();
    write_buffer(vb, 0, &both, D3DLOCK_DISCARD);
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    write_buffer(vb, 0, &quad(16.0, 0.0, 32.0, 64.0, 0.5, GREEN), 0);
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    draw(&t, D3DPT_TRIANGLESTRIP, 4, 2);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 16, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 16, 0, 32, 64, 0x00FF00, 0);
    assert_rect_rgb(&img, 32, 0, 48, 64, 0x000000, 0);
    assert_rect_rgb(&img, 48, 0, 64, 64, 0x0000FF, 0);
    unbind(&t);
    // The buffer is not write-only in what Lock hands back: the bytes the
    // plain lock left alone are still there.
    assert_eq!(read_vb(vb, 80, 80), bytemuck_bytes(&right));
    assert_eq!(release!(vb), 0);
}

/// Begins a scene with an 80-byte dynamic buffer bound, written with a
/// NOOVERWRITE lock (a red quad over pixels x 0..32) and drawn.
fn begin_with_a_streamed_red_quad(t: &TestDevice) -> *mut IDirect3DVertexBuffer9 {
    t.clear(0xFF000000);
    let vb = dynamic_vb(t, 80);
    t.fvf(TL_FVF);
    set_stream(t, vb, 0);
    t.begin();
    write_buffer(vb, 0, &quad(0.0, 0.0, 32.0, 64.0, 0.5, RED), D3DLOCK_NOOVERWRITE);
    draw(t, D3DPT_TRIANGLESTRIP, 0, 2);
    vb
}

/// Ends the scene of [`begin_with_a_streamed_red_quad`], expects its red
/// quad and a green one over x 32..64, and releases the buffer.
fn end_expecting_red_then_green(t: &TestDevice, vb: *mut IDirect3DVertexBuffer9) {
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x00FF00, 0);
    unbind(t);
    assert_eq!(release!(vb), 0);
}

/// A plain lock nested in an open NOOVERWRITE lock cannot be given another
/// copy (the outer lock's pointer stays valid): it waits until the earlier
/// upload was read, so the earlier draw still shows what it drew.
#[test]
fn a_plain_lock_nested_in_a_nooverwrite_lock_keeps_the_earlier_draw() {
    let t = TestDevice::new();
    let vb = begin_with_a_streamed_red_quad(&t);
    let (mut outer, mut inner) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut outer, D3DLOCK_NOOVERWRITE), D3D_OK);
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut inner, 0), D3D_OK);
    assert_eq!(outer, inner);
    let green = quad(32.0, 0.0, 64.0, 64.0, 0.5, GREEN);
    // SAFETY: the lock covers the buffer's 80 bytes, four vertices.
    unsafe { std::ptr::copy_nonoverlapping(green.as_ptr(), inner as *mut TlVertex, 4) };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    end_expecting_red_then_green(&t, vb);
}

/// A lock with both DISCARD and NOOVERWRITE is a NOOVERWRITE lock, as on
/// Windows (Wine's visual.c test_map_synchronisation, flags 0x3000): the
/// buffer is not renamed, so the draw made before it sees the new bytes, and
/// neither draw shows the red quad it first held.
#[test]
fn a_discard_and_nooverwrite_lock_is_a_nooverwrite_lock() {
    let t = TestDevice::new();
    let vb = begin_with_a_streamed_red_quad(&t);
    let (mut first, mut again) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut first, D3DLOCK_NOOVERWRITE), D3D_OK);
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    let both = D3DLOCK_DISCARD | D3DLOCK_NOOVERWRITE;
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut again, both), D3D_OK);
    assert_eq!(again, first, "not renamed");
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    write_buffer(vb, 0, &quad(32.0, 0.0, 64.0, 64.0, 0.5, GREEN), both);
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, 0x000000, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0x00FF00, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

/// A software-vertex-processing device's dynamic buffer lives in system
/// memory on Windows: a DISCARD lock after a draw hands out the same
/// pointer with the contents kept (Wine's test_pinned_buffers); so does a
/// D3DUSAGE_SOFTWAREPROCESSING buffer of a mixed device, and a dynamic
/// D3DPOOL_SYSTEMMEM one.
#[test]
fn system_memory_buffers_keep_their_memory_across_discard() {
    for (flags, usage, pool) in [
        (D3DCREATE_SOFTWARE_VERTEXPROCESSING, 0, D3DPOOL_DEFAULT),
        (
            D3DCREATE_MIXED_VERTEXPROCESSING,
            D3DUSAGE_SOFTWAREPROCESSING,
            D3DPOOL_DEFAULT,
        ),
        (D3DCREATE_HARDWARE_VERTEXPROCESSING, 0, D3DPOOL_SYSTEMMEM),
    ] {
        let t = TestDevice::with_vertex_processing(flags);
        let mut vb = std::ptr::null_mut();
        let usage = usage | D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY;
        let hr = vcall!(
            t.dev,
            CreateVertexBuffer,
            80,
            usage,
            0,
            pool,
            &mut vb,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK);
        let red = quad(0.0, 0.0, 32.0, 64.0, 0.5, RED);
        let (mut first, mut again) = (std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(vcall!(vb, Lock, 0, 80, &mut first, D3DLOCK_DISCARD), D3D_OK);
        // SAFETY: the lock covers the buffer's 80 bytes, four vertices.
        unsafe { std::ptr::copy_nonoverlapping(red.as_ptr(), first as *mut TlVertex, 4) };
        assert_eq!(vcall!(vb, Unlock), D3D_OK);
        t.fvf(TL_FVF);
        set_stream(&t, vb, 0);
        t.begin();
        draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
        t.end();
        assert_eq!(vcall!(vb, Lock, 0, 80, &mut again, D3DLOCK_DISCARD), D3D_OK);
        assert_eq!(again, first);
        // SAFETY: as above.
        assert_eq!(unsafe { *(again as *const TlVertex) }.color, RED);
        assert_eq!(vcall!(vb, Unlock), D3D_OK);
        unbind(&t);
        assert_eq!(release!(vb), 0);
    }
}

/// A buffer released right after its streamed upload is drawn: the bytes
/// the frame's upload reads stay alive until the frame is replayed, even
/// when a new buffer of the same size (likely the same memory, were it
/// freed) is written at once.
#[test]
fn a_buffer_released_after_a_streamed_draw_still_shows_its_vertices() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    for i in 0..4u32 {
        let vb = dynamic_vb(&t, 80);
        let x = i as f32 * 16.0;
        write_buffer(vb, 0, &quad(x, 0.0, x + 16.0, 64.0, 0.5, GREEN), D3DLOCK_DISCARD);
        set_stream(&t, vb, 0);
        draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
        unbind(&t);
        assert_eq!(release!(vb), 0);
        let other = dynamic_vb(&t, 80);
        write_buffer(other, 0, &quad(0.0, 0.0, 64.0, 64.0, 0.5, RED), D3DLOCK_DISCARD);
        assert_eq!(release!(other), 0);
    }
    t.end();
    t.present();
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, 0x00FF00, 0);
}

#[test]
fn nooverwrite_appends_after_data_in_use() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let mut vb = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateVertexBuffer,
        4 * 20 * 4,
        D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY,
        0,
        D3DPOOL_DEFAULT,
        &mut vb,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    t.begin();
    write_buffer(vb, 0, &quad(0.0, 0.0, 16.0, 64.0, 0.5, RED), D3DLOCK_DISCARD);
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    for (i, c) in [GREEN, BLUE, 0xFFFFFFFF].into_iter().enumerate() {
        let n = i as u32 + 1;
        let x = n as f32 * 16.0;
        write_buffer(vb, n * 80, &quad(x, 0.0, x + 16.0, 64.0, 0.5, c), D3DLOCK_NOOVERWRITE);
        draw(&t, D3DPT_TRIANGLESTRIP, n * 4, 2);
    }
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 16, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 16, 0, 32, 64, 0x00FF00, 0);
    assert_rect_rgb(&img, 32, 0, 48, 64, 0x0000FF, 0);
    assert_rect_rgb(&img, 48, 0, 64, 64, 0xFFFFFF, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

/// The streaming pattern: a ring of three quads' room, locked NOOVERWRITE
/// batch after batch and DISCARD when it wraps, several times a frame and
/// over several frames. Every draw shows the quad written just before it
/// (adjacent writes may travel as one copy, and the storage a wrap leaves
/// is reused in later frames).
#[test]
fn a_ring_wrapping_several_times_a_frame_keeps_every_draws_vertices() {
    let t = TestDevice::new();
    let mut vb = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateVertexBuffer,
        3 * 80,
        D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY,
        0,
        D3DPOOL_DEFAULT,
        &mut vb,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    let colour = |frame: u32, i: u32| 0xFF00_0000 | (frame * 0x50 + 0x20) << 16 | (i * 20) << 8 | (255 - i * 20);
    for frame in 0..3 {
        t.clear(0xFF000000);
        t.begin();
        for i in 0..10u32 {
            let slot = i % 3;
            let flags = if slot == 0 {
                D3DLOCK_DISCARD
            } else {
                D3DLOCK_NOOVERWRITE
            };
            let x = i as f32 * 6.0;
            write_buffer(
                vb,
                slot * 80,
                &quad(x, 0.0, x + 6.0, 64.0, 0.5, colour(frame, i)),
                flags,
            );
            draw(&t, D3DPT_TRIANGLESTRIP, slot * 4, 2);
        }
        t.end();
        t.present();
        let img = t.read_rt();
        for i in 0..10 {
            assert_rect_rgb(&img, i * 6, 0, i * 6 + 6, 64, colour(frame, i) & 0xFFFFFF, 0);
        }
    }
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

/// Writes `indices` at byte `offset` of index buffer `ib` with lock `flags`.
fn write_indices(ib: *mut IDirect3DIndexBuffer9, offset: u32, indices: &[u16], flags: u32) {
    let bytes = std::mem::size_of_val(indices);
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(ib, Lock, offset, bytes as u32, &mut p, flags), D3D_OK);
    // SAFETY: the lock covers `bytes` bytes from `offset`.
    unsafe { std::ptr::copy_nonoverlapping(indices.as_ptr() as *const u8, p as *mut u8, bytes) };
    assert_eq!(vcall!(ib, Unlock), D3D_OK);
}

/// Streaming from a vertex ring and an index ring in turn (NOOVERWRITE,
/// DISCARD at each wrap) while four other buffers take single writes
/// between the batches: gathered uploads of many buffers interleave, and
/// each batch's 12 bytes of indices end in the middle of an 8-byte unit.
/// Every quad shows its own colour, over three frames.
#[test]
fn interleaved_vertex_and_index_rings_keep_every_batch() {
    const QUADS: u32 = 48;
    let t = TestDevice::new();
    let (mut vb, mut ib) = (std::ptr::null_mut(), std::ptr::null_mut());
    let usage = D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY;
    // Room for 20 quads of vertices and 28 of indices: the rings wrap at
    // different batches.
    assert_eq!(
        vcall!(
            t.dev,
            CreateVertexBuffer,
            20 * 80,
            usage,
            0,
            D3DPOOL_DEFAULT,
            &mut vb,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    assert_eq!(
        vcall!(
            t.dev,
            CreateIndexBuffer,
            28 * 12,
            usage,
            D3DFMT_INDEX16,
            D3DPOOL_DEFAULT,
            &mut ib,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    let others: Vec<_> = (0..4).map(|_| t.vertex_buffer(&[0u32; 64])).collect();
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    let colour = |frame: u32, i: u32| 0xFF00_0000 | (frame * 0x40 + 0x30) << 16 | (i * 5) << 8 | (250 - i * 5);
    for frame in 0..3 {
        t.clear(0xFF000000);
        t.begin();
        for i in 0..QUADS {
            let (vslot, islot) = (i % 20, i % 28);
            let flags = |slot| {
                if slot == 0 {
                    D3DLOCK_DISCARD
                } else {
                    D3DLOCK_NOOVERWRITE
                }
            };
            let (x, y) = ((i % 12) as f32 * 5.0, (i / 12) as f32 * 16.0);
            write_buffer(
                vb,
                vslot * 80,
                &quad(x, y, x + 5.0, y + 16.0, 0.5, colour(frame, i)),
                flags(vslot),
            );
            let other = others[(i % 4) as usize];
            write_buffer(other, (i % 16) * 16, &[i; 4], 0);
            write_indices(ib, islot * 12, &[0, 1, 2, 2, 1, 3], flags(islot));
            let hr = vcall!(
                t.dev,
                DrawIndexedPrimitive,
                D3DPT_TRIANGLELIST,
                (vslot * 4) as i32,
                0,
                4,
                islot * 6,
                2
            );
            assert_eq!(hr, D3D_OK);
        }
        t.end();
        t.present();
        let img = t.read_rt();
        for i in 0..QUADS {
            let (x, y) = ((i % 12) * 5, (i / 12) * 16);
            assert_rect_rgb(&img, x, y, x + 5, y + 16, colour(frame, i) & 0xFFFFFF, 0);
        }
    }
    unbind(&t);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
    for b in others {
        assert_eq!(release!(b), 0);
    }
}

#[test]
fn readonly_lock_returns_the_contents() {
    let t = TestDevice::new();
    let data: Vec<u32> = (0..32).map(|i| i * 0x01010101).collect();
    let vb = t.vertex_buffer(&data);
    let bytes = read_vb(vb, 8, 16);
    assert_eq!(
        bytes,
        data[2..6].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<_>>()
    );
    assert_eq!(release!(vb), 0);
}

#[test]
fn system_memory_vertex_buffers_can_be_drawn() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = t.vertex_buffer_with(&quad(8.0, 8.0, 40.0, 40.0, 0.5, BLUE), 0, D3DPOOL_SYSTEMMEM);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    t.begin();
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    t.end();
    assert_rect_rgb(&t.read_rt(), 8, 8, 40, 40, 0x0000FF, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

#[test]
fn two_streams_feed_one_declaration() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let q = quad(16.0, 16.0, 48.0, 48.0, 0.5, 0);
    let pos: Vec<[f32; 4]> = q.iter().map(|v| [v.x, v.y, v.z, v.rhw]).collect();
    let colors: [u32; 4] = [0xFF204060; 4];
    let vb0 = t.vertex_buffer(&pos);
    let vb1 = t.vertex_buffer(&colors);
    let decl = t.decl(&[
        ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
        ve(1, 0, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
    ]);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb0, 0, 16), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 1, vb1, 0, 4), D3D_OK);
    t.begin();
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    t.end();
    assert_rect_rgb(&t.read_rt(), 16, 16, 48, 48, 0x204060, 0);
    assert_eq!(vcall!(t.dev, SetStreamSource, 1, std::ptr::null_mut(), 0, 0), D3D_OK);
    unbind(&t);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
    for o in [vb0 as *mut IUnknown, vb1 as _, decl as _] {
        assert_eq!(release!(o), 0);
    }
}

/// Four quads' vertices (16 vertices: quad i covers x 16i..16i+16).
fn four_quads() -> Vec<TlVertex> {
    let colors = [RED, GREEN, BLUE, 0xFFFFFFFF];
    (0..4)
        .flat_map(|i| quad(i as f32 * 16.0, 0.0, i as f32 * 16.0 + 16.0, 64.0, 0.5, colors[i]))
        .collect()
}

/// Triangle-list indices of quad `i` of [`four_quads`].
fn quad_indices(i: u32) -> [u32; 6] {
    let b = i * 4;
    [b, b + 1, b + 2, b + 2, b + 1, b + 3]
}

#[test]
fn indexed_draws_with_16_bit_indices_start_index_and_base_vertex() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = t.vertex_buffer(&four_quads());
    // Indices of quads 0 and 1.
    let idx: Vec<u16> = [quad_indices(0), quad_indices(1)]
        .concat()
        .iter()
        .map(|&i| i as u16)
        .collect();
    let ib = t.index_buffer16(&idx);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.begin();
    // Start index 6 (quad 1's indices), base vertex 8: quad 3.
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 8, 4, 4, 6, 2),
        D3D_OK
    );
    // Start index 0, base vertex 4: quad 1.
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 4, 0, 4, 0, 2),
        D3D_OK
    );
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 8, 32, 0x000000, 0);
    assert_rect_rgb(&img, 16, 0, 32, 64, 0x00FF00, 0);
    assert_rgb(&img, 40, 32, 0x000000, 0);
    assert_rect_rgb(&img, 48, 0, 64, 64, 0xFFFFFF, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn indexed_draws_with_32_bit_indices_and_a_negative_base_vertex() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = t.vertex_buffer(&four_quads());
    // Indices of quad 3 shifted up by 100: base vertex -100 brings them back.
    let idx: Vec<u32> = quad_indices(3).iter().map(|i| i + 100).collect();
    let ib = t.index_buffer32(&idx);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, -100, 12, 4, 0, 2),
        D3D_OK
    );
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 48, 0, 64, 64, 0xFFFFFF, 0);
    assert_rgb(&img, 8, 32, 0x000000, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn index_0xffff_is_an_ordinary_vertex_in_a_16_bit_strip() {
    // D3D9 has no primitive restart: in a 16-bit triangle strip, index 0xFFFF
    // is vertex 0xFFFF + BaseVertexIndex like any other.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
    let v = |x: f32, y: f32| TlVertex {
        x: x - 0.5,
        y: y - 0.5,
        z: 0.5,
        rhw: 1.0,
        color: GREEN,
    };
    // A band of three quads: strip v0..v7 (top/bottom pairs).
    let verts = [
        v(0.0, 16.0),
        v(0.0, 48.0),
        v(20.0, 16.0),
        v(20.0, 48.0),
        v(40.0, 16.0),
        v(40.0, 48.0),
        v(60.0, 16.0),
        v(60.0, 48.0),
    ];
    let vb = t.vertex_buffer(&verts);
    let base = 0xFFFF - 7;
    let idx: Vec<u16> = (0..8u16).map(|i| base as u16 + i).collect();
    assert_eq!(idx[7], 0xFFFF);
    let ib = t.index_buffer16(&idx);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLESTRIP, -base, 0, 8, 0, 6),
        D3D_OK
    );
    t.end();
    let img = t.read_rt();
    // The last triangle (v5, v6, v7) covers the lower right of the last quad.
    assert_rgb(&img, 10, 32, 0x00FF00, 0);
    assert_rgb(&img, 30, 32, 0x00FF00, 0);
    assert_rgb(&img, 56, 44, 0x00FF00, 0);
    assert_rgb(&img, 44, 20, 0x00FF00, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn draw_indexed_primitive_without_an_index_buffer_draws_nothing() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = t.vertex_buffer(&four_quads());
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 0, 0, 16, 0, 2),
        D3D_OK
    );
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 64, 64, 0x000000, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

#[test]
fn index_buffer_updates_between_indexed_draws() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = t.vertex_buffer(&four_quads());
    let ib = t.index_buffer16(&quad_indices(0).map(|i| i as u16));
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 0, 0, 16, 0, 2),
        D3D_OK
    );
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(ib, Lock, 0, 0, &mut p, 0), D3D_OK);
    let new: Vec<u16> = quad_indices(2).iter().map(|&i| i as u16).collect();
    // SAFETY: the lock covers the six indices.
    unsafe { std::ptr::copy_nonoverlapping(new.as_ptr(), p as *mut u16, 6) };
    assert_eq!(vcall!(ib, Unlock), D3D_OK);
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 0, 0, 16, 0, 2),
        D3D_OK
    );
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 16, 64, 0xFF0000, 0);
    assert_rgb(&img, 24, 32, 0x000000, 0);
    assert_rect_rgb(&img, 32, 0, 48, 64, 0x0000FF, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn a_buffer_updated_every_frame_draws_the_latest_contents() {
    let t = TestDevice::new();
    let vb = t.vertex_buffer_with(
        &quad(0.0, 0.0, 64.0, 64.0, 0.5, RED),
        D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY,
        D3DPOOL_DEFAULT,
    );
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    for c in [RED, GREEN, BLUE, 0xFF808080] {
        t.clear(0xFF000000);
        write_buffer(vb, 0, &quad(0.0, 0.0, 64.0, 64.0, 0.5, c), D3DLOCK_DISCARD);
        t.begin();
        draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
        t.end();
        t.present();
        assert_rgb(&t.read_rt(), 32, 32, c & 0xFFFFFF, 0);
    }
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

#[test]
fn unlock_without_lock_and_buffer_creation_errors() {
    let t = TestDevice::new();
    let mut vb = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateVertexBuffer,
            0,
            0,
            0,
            D3DPOOL_MANAGED,
            &mut vb,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert!(vb.is_null());
    assert_eq!(
        vcall!(
            t.dev,
            CreateVertexBuffer,
            64,
            D3DUSAGE_DYNAMIC,
            0,
            D3DPOOL_MANAGED,
            &mut vb,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert!(vb.is_null());
    let mut ib = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            t.dev,
            CreateIndexBuffer,
            64,
            0,
            D3DFMT_A8R8G8B8,
            D3DPOOL_MANAGED,
            &mut ib,
            std::ptr::null_mut()
        ),
        D3DERR_INVALIDCALL
    );
    assert!(ib.is_null());
    let shared = std::ptr::dangling_mut::<c_void>();
    let mut sh = shared;
    assert_eq!(
        vcall!(
            t.dev,
            CreateIndexBuffer,
            64,
            0,
            D3DFMT_INDEX16,
            D3DPOOL_MANAGED,
            &mut ib,
            &mut sh
        ),
        D3DERR_INVALIDCALL
    );
    assert_eq!(t.dev_refs(), 1, "failed creations took device references");
}

#[test]
fn index_buffer_discard_between_draws_keeps_the_earlier_draw() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let vb = t.vertex_buffer(&four_quads());
    let mut ib = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateIndexBuffer,
        12,
        D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY,
        D3DFMT_INDEX16,
        D3DPOOL_DEFAULT,
        &mut ib,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.begin();
    for q in [1u32, 3] {
        let mut p = std::ptr::null_mut();
        assert_eq!(vcall!(ib, Lock, 0, 0, &mut p, D3DLOCK_DISCARD), D3D_OK);
        let idx = quad_indices(q).map(|i| i as u16);
        // SAFETY: the lock covers the six indices.
        unsafe { std::ptr::copy_nonoverlapping(idx.as_ptr(), p as *mut u16, 6) };
        assert_eq!(vcall!(ib, Unlock), D3D_OK);
        assert_eq!(
            vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 0, 0, 16, 0, 2),
            D3D_OK
        );
    }
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 8, 32, 0, 0);
    assert_rect_rgb(&img, 16, 0, 32, 64, 0x00FF00, 0);
    assert_rgb(&img, 40, 32, 0, 0);
    assert_rect_rgb(&img, 48, 0, 64, 64, 0xFFFFFF, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn many_user_pointer_draws_in_one_frame() {
    // 1024 one-pixel quads, each its own DrawPrimitiveUP.
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    for y in 0..32u32 {
        for x in 0..32u32 {
            let c = 0xFF000000 | (x * 8) << 16 | (y * 8) << 8 | 0x40;
            t.draw_up(
                D3DPT_TRIANGLESTRIP,
                2,
                &quad(
                    (x * 2) as f32,
                    (y * 2) as f32,
                    (x * 2 + 1) as f32,
                    (y * 2 + 1) as f32,
                    0.5,
                    c,
                ),
            );
        }
    }
    t.end();
    let img = t.read_rt();
    for (x, y) in [(0u32, 0u32), (31, 0), (17, 9), (31, 31)] {
        assert_rgb(&img, x * 2, y * 2, (x * 8) << 16 | (y * 8) << 8 | 0x40, 0);
        assert_rgb(&img, x * 2 + 1, y * 2, 0, 0);
    }
}

/// A triangle list of `n` vertices: one quad covering pixels x0..x1, y0..y1
/// in `colour`, then degenerate triangles (all at the origin) up to `n`.
fn padded_quad(n: usize, x0: u32, x1: u32, colour: u32) -> Vec<TlVertex> {
    let mut v = list_quad(x0, 0, x1, 64, colour).to_vec();
    let nothing = TlVertex {
        x: 0.0,
        y: 0.0,
        z: 0.5,
        rhw: 1.0,
        color: 0,
    };
    v.resize(n, nothing);
    v
}

/// Uploads of 256 KiB and more travel on their own, also right after a
/// smaller one that ends where they start (user-pointer data in one frame
/// lands back to back; a ring locked NOOVERWRITE batch after batch): a
/// small DrawPrimitiveUP, then one of 14,001 vertices (280,020 bytes, a
/// whole number of words but not of 8-byte units); then the same through a
/// dynamic vertex buffer whose second lock continues the first.
#[test]
fn a_large_upload_after_an_adjacent_small_one_keeps_both() {
    const BIG: usize = 14_001;
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLELIST, 2, &list_quad(0, 0, 16, 64, RED));
    t.draw_up(D3DPT_TRIANGLELIST, (BIG / 3) as u32, &padded_quad(BIG, 16, 32, GREEN));
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 16, 64, 0xFF0000, 0);
    assert_rect_rgb(&img, 16, 0, 32, 64, 0x00FF00, 0);

    let stride = std::mem::size_of::<TlVertex>() as u32;
    let mut vb = std::ptr::null_mut();
    let usage = D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY;
    let size = (6 + BIG as u32) * stride;
    assert_eq!(
        vcall!(
            t.dev,
            CreateVertexBuffer,
            size,
            usage,
            0,
            D3DPOOL_DEFAULT,
            &mut vb,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    set_stream(&t, vb, 0);
    t.clear(0xFF000000);
    t.begin();
    write_buffer(vb, 0, &list_quad(32, 0, 48, 64, BLUE), D3DLOCK_DISCARD);
    draw(&t, D3DPT_TRIANGLELIST, 0, 2);
    write_buffer(
        vb,
        6 * stride,
        &padded_quad(BIG, 48, 64, 0xFFFFFFFF),
        D3DLOCK_NOOVERWRITE,
    );
    draw(&t, D3DPT_TRIANGLELIST, 6, (BIG / 3) as u32);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 32, 0, 48, 64, 0x0000FF, 0);
    assert_rect_rgb(&img, 48, 0, 64, 64, 0xFFFFFF, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

/// The strip band of [`index_0xffff_is_an_ordinary_vertex_in_a_16_bit_strip`]:
/// vertices 0..8 forming three quads from x 0 to 60, y 16 to 48.
fn band() -> Vec<TlVertex> {
    let v = |x: f32, y: f32| TlVertex {
        x: x - 0.5,
        y: y - 0.5,
        z: 0.5,
        rhw: 1.0,
        color: GREEN,
    };
    vec![
        v(0.0, 16.0),
        v(0.0, 48.0),
        v(20.0, 16.0),
        v(20.0, 48.0),
        v(40.0, 16.0),
        v(40.0, 48.0),
        v(60.0, 16.0),
        v(60.0, 48.0),
    ]
}

#[track_caller]
fn assert_band(img: &Image) {
    for (x, y) in [(10, 32), (30, 32), (44, 20), (56, 44)] {
        assert_rgb(img, x, y, 0x00FF00, 0);
    }
}

#[test]
fn index_0xffff_written_by_a_later_partial_lock_is_still_an_ordinary_vertex() {
    let t = TestDevice::new();
    t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
    let vb = t.vertex_buffer(&band());
    // First indices 0..8 with base 0; then the tail rewritten so that, with a
    // negative base vertex, the last index is 0xFFFF.
    let ib = t.index_buffer16(&[0, 1, 2, 3, 4, 5, 6, 7, 0, 0, 0, 0, 0, 0, 0, 0]);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLESTRIP, 0, 0, 8, 0, 6),
        D3D_OK
    );
    t.end();
    assert_band(&t.read_rt());
    let base = 0xFFFFu32 - 7;
    let tail: Vec<u16> = (0..8u32).map(|i| (base + i) as u16).collect();
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(ib, Lock, 16, 16, &mut p, 0), D3D_OK);
    // SAFETY: the lock covers indices 8..16.
    unsafe { std::ptr::copy_nonoverlapping(tail.as_ptr(), p as *mut u16, 8) };
    assert_eq!(vcall!(ib, Unlock), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    assert_eq!(
        vcall!(
            t.dev,
            DrawIndexedPrimitive,
            D3DPT_TRIANGLESTRIP,
            -(base as i32),
            0,
            8,
            8,
            6
        ),
        D3D_OK
    );
    t.end();
    assert_band(&t.read_rt());
    unbind(&t);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn index_0xffff_in_user_pointer_strips_is_an_ordinary_vertex() {
    // DrawIndexedPrimitiveUP: 16-bit indices 0xFFF8..0xFFFF into 65536
    // vertices whose last eight are the band.
    let t = TestDevice::new();
    t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
    let mut verts = vec![
        TlVertex {
            x: 0.0,
            y: 0.0,
            z: 0.5,
            rhw: 1.0,
            color: 0xFFFF0000
        };
        0x10000 - 8
    ];
    verts.extend(band());
    let idx: Vec<u16> = (0xFFF8..=0xFFFFu32).map(|i| i as u16).collect();
    t.fvf(TL_FVF);
    t.clear(0xFF000000);
    t.begin();
    let hr = vcall!(
        t.dev,
        DrawIndexedPrimitiveUP,
        D3DPT_TRIANGLESTRIP,
        0xFFF8,
        8,
        6,
        idx.as_ptr() as *const c_void,
        D3DFMT_INDEX16,
        verts.as_ptr() as *const c_void,
        20
    );
    assert_eq!(hr, D3D_OK);
    t.end();
    assert_band(&t.read_rt());
}

#[test]
fn index_0xffff_is_an_ordinary_vertex_in_a_16_bit_line_strip() {
    let t = TestDevice::new();
    let v = |x: f32, y: f32| TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color: GREEN,
    };
    let vb = t.vertex_buffer(&[v(10.0, 10.0), v(30.0, 10.0), v(30.0, 40.0)]);
    let ib = t.index_buffer16(&[0xFFFD, 0xFFFE, 0xFFFF]);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    assert_eq!(
        vcall!(t.dev, DrawIndexedPrimitive, D3DPT_LINESTRIP, -0xFFFD, 0, 3, 0, 2),
        D3D_OK
    );
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 20, 10, 0x00FF00, 0);
    assert_rgb(&img, 30, 25, 0x00FF00, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
    assert_eq!(release!(ib), 0);
}

#[test]
fn a_stride_of_zero_repeats_one_element_for_every_vertex() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let q = quad(16.0, 16.0, 48.0, 48.0, 0.5, 0);
    let pos: Vec<[f32; 4]> = q.iter().map(|v| [v.x, v.y, v.z, v.rhw]).collect();
    let vb0 = t.vertex_buffer(&pos);
    let vb1 = t.vertex_buffer(&[0xFF00C0C0u32, 0xFFFF0000, 0xFFFF0000, 0xFFFF0000]);
    let decl = t.decl(&[
        ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
        ve(1, 0, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
    ]);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb0, 0, 16), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 1, vb1, 0, 0), D3D_OK);
    t.begin();
    draw(&t, D3DPT_TRIANGLESTRIP, 0, 2);
    t.end();
    assert_rect_rgb(&t.read_rt(), 16, 16, 48, 48, 0x00C0C0, 0);
    assert_eq!(vcall!(t.dev, SetStreamSource, 1, std::ptr::null_mut(), 0, 0), D3D_OK);
    unbind(&t);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
    for o in [vb0 as *mut IUnknown, vb1 as _, decl as _] {
        assert_eq!(release!(o), 0);
    }
}

#[test]
fn draws_read_buffers_that_are_still_locked() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    let quads = [list_quad(0, 0, 32, 64, RED), list_quad(32, 0, 64, 64, GREEN)];
    let bytes = std::mem::size_of_val(&quads) as u32;
    for usage in [0, D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY] {
        let (mut vb, mut ib) = (std::ptr::null_mut(), std::ptr::null_mut());
        let null = std::ptr::null_mut();
        assert_eq!(
            vcall!(
                t.dev,
                CreateVertexBuffer,
                bytes,
                usage,
                0,
                D3DPOOL_DEFAULT,
                &mut vb,
                null
            ),
            D3D_OK
        );
        assert_eq!(
            vcall!(
                t.dev,
                CreateIndexBuffer,
                24,
                usage,
                D3DFMT_INDEX16,
                D3DPOOL_DEFAULT,
                &mut ib,
                null
            ),
            D3D_OK
        );
        // Write both buffers and draw without unlocking them.
        let (mut pv, mut pi) = (std::ptr::null_mut(), std::ptr::null_mut());
        assert_eq!(vcall!(vb, Lock, 0, 0, &mut pv, 0), D3D_OK);
        assert_eq!(vcall!(ib, Lock, 0, 0, &mut pi, 0), D3D_OK);
        let indices: [u16; 12] = std::array::from_fn(|i| i as u16);
        // SAFETY: the lock handed out the whole `bytes`-byte vertex buffer.
        unsafe { std::ptr::copy_nonoverlapping(quads.as_ptr() as *const u8, pv as *mut u8, bytes as usize) };
        // SAFETY: the lock handed out the whole 24-byte index buffer.
        unsafe { std::ptr::copy_nonoverlapping(indices.as_ptr() as *const u8, pi as *mut u8, 24) };
        set_stream(&t, vb, 0);
        assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
        t.begin();
        assert_eq!(
            vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 0, 0, 12, 0, 4),
            D3D_OK
        );
        t.end();
        let img = t.read_rt();
        assert_rgb(&img, 16, 32, RED & 0xFFFFFF, 0);
        assert_rgb(&img, 48, 32, GREEN & 0xFFFFFF, 0);
        assert_eq!(vcall!(vb, Unlock), D3D_OK);
        assert_eq!(vcall!(ib, Unlock), D3D_OK);
        unbind(&t);
        assert_eq!(release!(vb), 0);
        assert_eq!(release!(ib), 0);
        t.clear(0xFF000000);
    }
}

#[test]
fn a_buffer_released_while_locked_is_forgotten() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let q = list_quad(0, 0, 64, 64, BLUE);
    let vb = t.vertex_buffer(&q);
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut p, 0), D3D_OK);
    assert_eq!(release!(vb), 0);
    // A later draw must not touch the freed buffer.
    t.fvf(TL_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLELIST, 2, &q);
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, BLUE & 0xFFFFFF, 0);
}

#[test]
fn writes_past_the_locked_range_of_a_static_buffer_reach_the_gpu() {
    let t = TestDevice::new();
    t.clear(0xFF000000);
    let q = list_quad(0, 0, 64, 64, GREEN);
    let vb = t.vertex_buffer(&list_quad(0, 0, 1, 1, RED));
    // Lock one vertex, write all six (D3D9 maps the whole buffer).
    let mut p = std::ptr::null_mut();
    let one = std::mem::size_of::<TlVertex>() as u32;
    assert_eq!(vcall!(vb, Lock, 0, one, &mut p, 0), D3D_OK);
    // SAFETY: D3D9 maps the whole six-vertex buffer, whatever the range locked.
    unsafe { std::ptr::copy_nonoverlapping(q.as_ptr(), p as *mut TlVertex, 6) };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    t.fvf(TL_FVF);
    set_stream(&t, vb, 0);
    t.begin();
    draw(&t, D3DPT_TRIANGLELIST, 0, 2);
    t.end();
    assert_rgb(&t.read_rt(), 40, 40, GREEN & 0xFFFFFF, 0);
    unbind(&t);
    assert_eq!(release!(vb), 0);
}

/// Lock pointers are aligned as wgd3d9 promises (64 bytes,
/// `wgd3d9_core::mem::LOCK_ALIGN`; D3D9 programs rely on at least 16 for
/// aligned SIMD stores, which a 32-bit process's allocator alone does not give).
#[test]
fn locks_hand_out_aligned_pointers() {
    let t = TestDevice::new();
    for size in [1u32, 17, 1025, 1_048_577] {
        for pool in [D3DPOOL_DEFAULT, D3DPOOL_SYSTEMMEM, D3DPOOL_MANAGED] {
            let mut vb = std::ptr::null_mut();
            let hr = vcall!(
                t.dev,
                CreateVertexBuffer,
                size,
                0,
                0,
                pool,
                &mut vb,
                std::ptr::null_mut()
            );
            assert_eq!(hr, D3D_OK);
            let mut p = std::ptr::null_mut();
            assert_eq!(vcall!(vb, Lock, 0, 0, &mut p, 0), D3D_OK);
            assert_eq!(p as usize % 64, 0, "vertex buffer of {size} bytes in pool {pool}");
            assert_eq!(vcall!(vb, Unlock), D3D_OK);
            vcall!(vb, Release);
        }
    }
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateTexture,
        33,
        7,
        0,
        0,
        D3DFMT_A8R8G8B8,
        D3DPOOL_MANAGED,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
    assert_eq!(lr.pBits as usize % 64, 0, "texture level 0");
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    vcall!(tex, Release);
}
