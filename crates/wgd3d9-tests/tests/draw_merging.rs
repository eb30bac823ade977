//! Consecutive draws of one list topology (points, lines, triangles) whose
//! vertices follow each other, with nothing recorded between them, reach the
//! GPU as one draw: a 2D toolkit's or a sprite batcher's run of small
//! DrawPrimitiveUP batches costs one driver draw. What must stay apart stays
//! apart: strips, and draws with any change between them. Every picture is
//! checked against the colours drawn; the merges are counted with the
//! runtime's process-wide counters (`merged_draws`).
//!
//! The counters are the process's, and the options come from
//! `WGD3D9_CONFIG` at device creation, so this file is a test binary of its
//! own with one test function: nothing else draws beside it.

use wgd3d9_runtime::perf;
use wgd3d9_tests::*;

const W: u32 = 32;
const H: u32 = 16;
/// Batches drawn in each measured frame, one per column band of 4 pixels.
const BATCHES: u32 = 8;

/// One frame of [`BATCHES`] draws by `draw(t, i)`: what it cost in the
/// counters, and the picture. Reading the target back waits until the
/// frame was encoded and its counts reported.
fn frame(t: &TestDevice, draw: impl Fn(&TestDevice, u32)) -> (perf::Totals, Image) {
    let before = perf::snapshot();
    t.clear(0xFF000000);
    t.begin();
    for i in 0..BATCHES {
        draw(t, i);
    }
    t.end();
    let img = t.read_rt();
    t.present();
    (perf::snapshot().since(&before), img)
}

/// [`frame`] once its pipelines are built: a draw whose pipeline is still
/// building is recorded for later, where nothing merges.
fn steady_frame(t: &TestDevice, draw: impl Fn(&TestDevice, u32)) -> (perf::Totals, Image) {
    frame(t, &draw);
    frame(t, draw)
}

/// The colour of batch `i`.
fn colour(i: u32) -> u32 {
    0xFF000000 | (i * 30 + 20) << 16 | (200 - i * 20) << 8 | 0x40
}

fn vertex(x: f32, y: f32, color: u32) -> TlVertex {
    TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color,
    }
}

/// Batch `i`'s rectangle (columns 4i to 4i + 2, every row) as a triangle
/// list of six vertices.
fn rect_list(i: u32) -> [TlVertex; 6] {
    let [a, b, c, d] = quad((4 * i) as f32, 0.0, (4 * i + 3) as f32, H as f32, 0.5, colour(i));
    [a, b, c, c, b, d]
}

/// Batch `i` as two vertical lines, at columns 4i and 4i + 2.
fn lines(i: u32) -> [TlVertex; 4] {
    let x = (4 * i) as f32;
    [
        vertex(x, 0.0, colour(i)),
        vertex(x, H as f32, colour(i)),
        vertex(x + 2.0, 0.0, colour(i)),
        vertex(x + 2.0, H as f32, colour(i)),
    ]
}

/// Batch `i` as three points down column 4i + 1, at rows 2, 8 and 14.
fn points(i: u32) -> [TlVertex; 3] {
    let x = (4 * i + 1) as f32;
    [2.0, 8.0, 14.0].map(|y| vertex(x, y, colour(i)))
}

/// Every batch's colour at (column of batch `i` + `dx`, `y`), the gaps
/// between the batches' columns (4i + 3) black.
fn assert_bands(img: &Image, dx: u32, y: u32, what: &str) {
    for i in 0..BATCHES {
        let got = img.at(4 * i + dx, y);
        assert!(
            color_distance(got, colour(i), true) <= 1,
            "{what}: batch {i} at ({}, {y}) is {got:08x}, want {:08x}",
            4 * i + dx,
            colour(i)
        );
        assert_rgb(img, 4 * i + 3, y, 0xFF000000, 0);
    }
}

#[test]
fn consecutive_list_draws_merge_and_nothing_else_does() {
    // Builds take a while, so that a pipeline first used mid-frame is
    // still building when its draw is encoded; no persistent cache, so
    // that none is built before its first use.
    // SAFETY (of the environment write): this binary's only test thread is
    // the only one reading the environment (device creation, on this thread).
    std::env::set_var(
        "WGD3D9_CONFIG",
        "shader.asyncCompile=on;cache.enabled=off;debug.buildDelayMs=20",
    );
    let t = TestDevice::sized(W, H);
    t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
    t.fvf(TL_FVF);
    // User-pointer triangle lists: each batch's vertices follow the last
    // one's in the frame's data, so seven of eight draws extend the first.
    let (d, img) = steady_frame(&t, |t, i| t.draw_up(D3DPT_TRIANGLELIST, 2, &rect_list(i)));
    assert_eq!((d.draws, d.merged_draws), (8, 7), "{d:?}");
    for y in [0, H / 2, H - 1] {
        assert_bands(&img, 0, y, "triangle lists");
        assert_bands(&img, 2, y, "triangle lists");
    }

    // Line lists and point lists merge alike.
    let (d, img) = steady_frame(&t, |t, i| t.draw_up(D3DPT_LINELIST, 2, &lines(i)));
    assert_eq!((d.draws, d.merged_draws), (8, 7), "{d:?}");
    assert_bands(&img, 0, H / 2, "line lists");
    assert_bands(&img, 2, H / 2, "line lists");
    assert_rgb(&img, 1, H / 2, 0xFF000000, 0);
    let (d, img) = steady_frame(&t, |t, i| t.draw_up(D3DPT_POINTLIST, 3, &points(i)));
    assert_eq!((d.draws, d.merged_draws), (8, 7), "{d:?}");
    for y in [2, 8, 14] {
        assert_bands(&img, 1, y, "point lists");
    }
    assert_rgb(&img, 1, 5, 0xFF000000, 0);

    // Strips do not merge: their primitives would join across the draws.
    let (d, img) = steady_frame(&t, |t, i| {
        let [a, b, c, e] = quad((4 * i) as f32, 0.0, (4 * i + 3) as f32, H as f32, 0.5, colour(i));
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &[a, b, c, e]);
    });
    assert_eq!((d.draws, d.merged_draws), (8, 0), "{d:?}");
    assert_bands(&img, 1, H / 2, "triangle strips");

    // A change between the draws is recorded between them, so they stay
    // apart: here the texture factor, each batch in its own (a pixel
    // constant, so a new constant index every draw).
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TFACTOR);
    let (d, img) = steady_frame(&t, |t, i| {
        t.rs(D3DRS_TEXTUREFACTOR, colour(i));
        t.draw_up(
            D3DPT_TRIANGLELIST,
            2,
            &rect_list(i).map(|v| TlVertex { color: 0xFFFFFFFF, ..v }),
        );
    });
    assert_eq!((d.draws, d.merged_draws), (8, 0), "{d:?}");
    assert_bands(&img, 1, H / 2, "a texture factor per draw");
    t.tss(0, D3DTSS_COLORARG1, D3DTA_DIFFUSE);

    // Draws from a vertex buffer at consecutive start vertices merge too.
    let data: Vec<TlVertex> = (0..BATCHES).flat_map(rect_list).collect();
    let vb = t.vertex_buffer(&data);
    let stride = std::mem::size_of::<TlVertex>() as u32;
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, stride), D3D_OK);
    let (d, img) = steady_frame(&t, |t, i| {
        assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLELIST, 6 * i, 2), D3D_OK);
    });
    assert_eq!((d.draws, d.merged_draws), (8, 7), "{d:?}");
    assert_bands(&img, 1, H / 2, "a vertex buffer");
    // Out of order, they do not (draw 2i + 1 before 2i).
    let (d, img) = steady_frame(&t, |t, i| {
        let start = 6 * (i ^ 1);
        assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLELIST, start, 2), D3D_OK);
    });
    assert_eq!((d.draws, d.merged_draws), (8, 0), "{d:?}");
    assert_bands(&img, 1, H / 2, "a vertex buffer, out of order");
    // Indexed draws of one base vertex at consecutive start indices merge;
    // with a base vertex of their own each, they do not.
    let corners: Vec<TlVertex> = (0..BATCHES)
        .flat_map(|i| quad((4 * i) as f32, 0.0, (4 * i + 3) as f32, H as f32, 0.5, colour(i)))
        .collect();
    let qvb = t.vertex_buffer(&corners);
    let quad_indices = |i: u16| [0, 1, 2, 2, 1, 3].map(|k| 4 * i + k);
    let absolute: Vec<u16> = (0..BATCHES as u16).flat_map(quad_indices).collect();
    let ib = t.index_buffer16(&absolute);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, qvb, 0, stride), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    let (d, img) = steady_frame(&t, |t, i| {
        let hr = vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 0, 4 * i, 4, 6 * i, 2);
        assert_eq!(hr, D3D_OK);
    });
    assert_eq!((d.draws, d.merged_draws), (8, 7), "{d:?}");
    assert_bands(&img, 1, H / 2, "indexed draws of one base vertex");
    let (d, img) = steady_frame(&t, |t, i| {
        let base = 4 * i as i32;
        let hr = vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, base, 0, 4, 0, 2);
        assert_eq!(hr, D3D_OK);
    });
    assert_eq!((d.draws, d.merged_draws), (8, 0), "{d:?}");
    assert_bands(&img, 1, H / 2, "indexed draws of a base vertex each");
    assert_eq!(vcall!(t.dev, SetIndices, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, stride), D3D_OK);
    release!(ib);
    release!(qvb);

    // A lock without flags rewrites batch 0's vertices (white) after batch
    // 0 is drawn and before batch 1, which follows it: batch 0 still draws
    // what it read (the lock before it writes them back).
    let white: Vec<TlVertex> = rect_list(0).map(|v| TlVertex { color: 0xFFFFFFFF, ..v }).to_vec();
    let (_, img) = steady_frame(&t, |t, i| {
        match i {
            0 => write_vertices(vb, &rect_list(0)),
            1 => write_vertices(vb, &white),
            _ => {}
        }
        assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLELIST, 6 * i, 2), D3D_OK);
    });
    assert_bands(&img, 1, H / 2, "a vertex buffer rewritten between two draws");
    write_vertices(vb, &rect_list(0));

    // An occlusion query begun before batch 4 and ended after batch 7
    // counts those four rectangles (3 x 16 pixels each), not the held
    // batches before it: its begin and end are recorded after the draws
    // before them.
    let mut q = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateQuery, D3DQUERYTYPE_OCCLUSION, &mut q), D3D_OK);
    let (d, img) = steady_frame(&t, |t, i| {
        if i == 4 {
            assert_eq!(vcall!(q, Issue, D3DISSUE_BEGIN), D3D_OK);
        }
        assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLELIST, 6 * i, 2), D3D_OK);
        if i == 7 {
            assert_eq!(vcall!(q, Issue, D3DISSUE_END), D3D_OK);
        }
    });
    assert_eq!((d.draws, d.merged_draws), (8, 6), "{d:?}");
    assert_bands(&img, 1, H / 2, "an occlusion query over half the batches");
    assert_eq!(query_result(q), 4 * 3 * H);
    release!(q);

    // Alpha blending with ONE and ZERO writes the source as it is into
    // this (8-bit) target, so turning it on and off between draws changes
    // no pipeline and they still merge.
    let (d, img) = blending_by_turns(&t);
    assert_eq!((d.draws, d.merged_draws), (8, 7), "{d:?}");
    assert_bands(&img, 1, H / 2, "blending with ONE and ZERO by turns");

    // A held run, then a draw whose pipeline is still building (alpha
    // blending by source alpha, first used here; the colours are opaque):
    // the pass turns deferred and the held draw is recorded before it ends.
    t.rs(D3DRS_SRCBLEND, D3DBLEND_SRCALPHA);
    t.rs(D3DRS_DESTBLEND, D3DBLEND_INVSRCALPHA);
    let (d, img) = frame(&t, |t, i| {
        if i == 4 {
            t.rs(D3DRS_ALPHABLENDENABLE, 1);
        }
        assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLELIST, 6 * i, 2), D3D_OK);
    });
    t.rs(D3DRS_ALPHABLENDENABLE, 0);
    assert_eq!((d.placeholder_draws, d.merged_draws), (4, 3), "{d:?}");
    assert_bands(&img, 1, H / 2, "a held run before a pipeline still building");

    // Blending that does change what is written is a pipeline of its own:
    // turned on and off between draws, nothing merges.
    let (d, img) = blending_by_turns(&t);
    assert_eq!((d.draws, d.merged_draws), (8, 0), "{d:?}");
    assert_bands(&img, 1, H / 2, "blending by source alpha by turns");

    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    release!(vb);
}

/// [`steady_frame`] of the bound vertex buffer's batches, alpha blending
/// turned on for every other one (and off after).
fn blending_by_turns(t: &TestDevice) -> (perf::Totals, Image) {
    let frame = steady_frame(t, |t, i| {
        t.rs(D3DRS_ALPHABLENDENABLE, i % 2);
        assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLELIST, 6 * i, 2), D3D_OK);
    });
    t.rs(D3DRS_ALPHABLENDENABLE, 0);
    frame
}

/// Writes `v` at the start of `vb` with a lock without flags.
fn write_vertices(vb: *mut IDirect3DVertexBuffer9, v: &[TlVertex]) {
    let bytes = std::mem::size_of_val(v);
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, 0, bytes as u32, &mut p, 0), D3D_OK);
    // SAFETY: the lock gave `bytes` writable bytes at `p`.
    unsafe { std::ptr::copy_nonoverlapping(v.as_ptr().cast::<u8>(), p.cast::<u8>(), bytes) };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
}

/// An occlusion query's sample count, once the GPU has it.
fn query_result(q: *mut IDirect3DQuery9) -> u32 {
    let mut n = 0u32;
    for _ in 0..10_000 {
        let hr = vcall!(q, GetData, (&mut n as *mut u32).cast(), 4, D3DGETDATA_FLUSH);
        if hr == D3D_OK {
            return n;
        }
        assert_eq!(hr, S_FALSE);
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    panic!("the occlusion query never finished");
}
