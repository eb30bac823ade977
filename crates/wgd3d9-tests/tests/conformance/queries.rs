//! Queries: event queries signal once the GPU has finished the work issued
//! before them; occlusion queries count the samples of the draws between
//! their BEGIN and END; timestamps tell the GPU's time; the statistics
//! types are not available.

use std::ptr::{null, null_mut};
use wgd3d9_tests::*;

/// Polls an event query with D3DGETDATA_FLUSH until it signals; its value.
/// The GPU is a software one shared with the other tests running at once,
/// so the bound is generous (a minute), and polls sleep briefly.
fn wait_event(q: *mut IDirect3DQuery9) -> BOOL {
    let mut done: BOOL = 0;
    let start = std::time::Instant::now();
    loop {
        let hr = vcall!(q, GetData, (&mut done as *mut BOOL).cast(), 4, D3DGETDATA_FLUSH);
        if hr == D3D_OK {
            return done;
        }
        assert_eq!(hr, S_FALSE);
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "the event never signalled"
        );
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
}

#[test]
fn event_query_signals_after_the_gpu_finishes() {
    let t = TestDevice::new();
    assert_eq!(
        vcall!(t.dev, CreateQuery, D3DQUERYTYPE_EVENT, std::ptr::null_mut()),
        D3D_OK
    );
    let mut q = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateQuery, D3DQUERYTYPE_EVENT, &mut q), D3D_OK);
    assert_eq!(vcall!(q, GetType), D3DQUERYTYPE_EVENT);
    assert_eq!(vcall!(q, GetDataSize), 4);
    // Event queries have no beginning: D3DISSUE_BEGIN is accepted and ignored.
    assert_eq!(vcall!(q, Issue, D3DISSUE_BEGIN), D3D_OK);
    t.clear(0xFF00FF00);
    assert_eq!(vcall!(q, Issue, D3DISSUE_END), D3D_OK);
    assert_eq!(wait_event(q), 1);
    // Issued when nothing was recorded since the last submission (a Present
    // just sent everything): it still signals.
    assert_eq!(vcall!(t.dev, Present, null(), null(), null_mut(), null()), D3D_OK);
    assert_eq!(vcall!(q, Issue, D3DISSUE_END), D3D_OK);
    assert_eq!(wait_event(q), 1);
    // Any data size is taken: the result's bytes that fit are written, and
    // nothing past them (Windows, in Wine's test_occlusion_query).
    let mut data = [0xFFFF_FFFFu32; 2];
    assert_eq!(vcall!(q, GetData, data.as_mut_ptr().cast(), 8, 0), D3D_OK);
    assert_eq!(data, [1, 0xFFFF_FFFF]);
    let mut data = [0xFFFFu16; 2];
    assert_eq!(vcall!(q, GetData, data.as_mut_ptr().cast(), 2, 0), D3D_OK);
    assert_eq!(data, [1, 0xFFFF]);
    assert_eq!(vcall!(q, GetData, data.as_mut_ptr().cast(), 0, 0), D3D_OK);
    assert_eq!(data, [1, 0xFFFF]);
    assert_eq!(release!(q), 0);
}

#[test]
fn other_query_types_are_not_available() {
    let t = TestDevice::new();
    // The statistics types, which Windows drivers may refuse.
    for ty in [
        D3DQUERYTYPE_VCACHE,
        D3DQUERYTYPE_RESOURCEMANAGER,
        D3DQUERYTYPE_VERTEXSTATS,
        D3DQUERYTYPE_PIPELINETIMINGS,
        D3DQUERYTYPE_BANDWIDTHTIMINGS,
        D3DQUERYTYPE_CACHEUTILIZATION,
    ] {
        let mut q = std::ptr::dangling_mut::<IDirect3DQuery9>();
        assert_eq!(vcall!(t.dev, CreateQuery, ty, &mut q), D3DERR_NOTAVAILABLE, "type {ty}");
        // Windows leaves the pointer as it was (Wine's device.c test_query).
        assert_eq!(q, std::ptr::dangling_mut());
    }
    // Unknown types too.
    for ty in [0, 3, 0x16 + 1, 39, 0xDEAD] {
        let mut q = std::ptr::dangling_mut::<IDirect3DQuery9>();
        assert_eq!(vcall!(t.dev, CreateQuery, ty, &mut q), D3DERR_NOTAVAILABLE, "type {ty}");
        assert_eq!(q, std::ptr::dangling_mut());
    }
}

/// Polls a query with D3DGETDATA_FLUSH until its result is ready; the
/// result's first `size` bytes (at most 8), as a little-endian number.
pub(crate) fn wait_result(q: *mut IDirect3DQuery9, size: u32) -> u64 {
    let start = std::time::Instant::now();
    loop {
        let mut data = [0u8; 8];
        let hr = vcall!(q, GetData, data.as_mut_ptr().cast(), size, D3DGETDATA_FLUSH);
        if hr == D3D_OK {
            return u64::from_le_bytes(data);
        }
        assert_eq!(hr, S_FALSE);
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "the query never finished"
        );
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
}

pub(crate) fn occlusion_query(t: &TestDevice) -> *mut IDirect3DQuery9 {
    let mut q = null_mut();
    assert_eq!(vcall!(t.dev, CreateQuery, D3DQUERYTYPE_OCCLUSION, &mut q), D3D_OK);
    q
}

fn issue(q: *mut IDirect3DQuery9, flags: u32) {
    assert_eq!(vcall!(q, Issue, flags), D3D_OK);
}

/// The sample count of an occlusion query issued around `draw`.
fn count(t: &TestDevice, q: *mut IDirect3DQuery9, draw: impl FnOnce(&TestDevice)) -> u64 {
    issue(q, D3DISSUE_BEGIN);
    draw(t);
    issue(q, D3DISSUE_END);
    wait_result(q, 8)
}

#[test]
fn occlusion_query_counts_the_samples_that_pass() {
    let t = TestDevice::new();
    assert_eq!(vcall!(t.dev, CreateQuery, D3DQUERYTYPE_OCCLUSION, null_mut()), D3D_OK);
    let q = occlusion_query(&t);
    assert_eq!(vcall!(q, GetType), D3DQUERYTYPE_OCCLUSION);
    assert_eq!(vcall!(q, GetDataSize), 4);
    // Never issued: S_OK, and the result's DWORD filled with 0xDD (Windows,
    // in Wine's test_occlusion_query).
    let mut data = [0xFFFF_FFFFu32; 2];
    assert_eq!(
        vcall!(q, GetData, data.as_mut_ptr().cast(), 4, D3DGETDATA_FLUSH),
        D3D_OK
    );
    assert_eq!(data, [0xDDDD_DDDD, 0xFFFF_FFFF]);
    // Between BEGIN and END there is no result yet.
    issue(q, D3DISSUE_BEGIN);
    assert_eq!(
        vcall!(q, GetData, data.as_mut_ptr().cast(), 4, D3DGETDATA_FLUSH),
        S_FALSE
    );
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect(0, 0, 16, 8, 0xFFFFFFFF);
    t.end();
    issue(q, D3DISSUE_END);
    assert_eq!(wait_result(q, 8), 16 * 8);
    // The bytes that fit are written, nothing past them; a DWORD-sized read
    // gets the count, a larger one the count as 64 bits.
    let mut words = [0xFFFFu16; 4];
    assert_eq!(vcall!(q, GetData, words.as_mut_ptr().cast(), 2, 0), D3D_OK);
    assert_eq!(words, [128, 0xFFFF, 0xFFFF, 0xFFFF]);
    let mut data = [0xF0F0_F0F0u32; 2];
    assert_eq!(vcall!(q, GetData, data.as_mut_ptr().cast(), 8, 0), D3D_OK);
    assert_eq!(data, [128, 0]);

    // Samples the depth test rejects do not count: a quad in front of the
    // cleared depth (0.5) counts, one behind it does not.
    t.clear_color_depth(0xFF000000, 0.5);
    let n = count(&t, q, |t| {
        t.draw_rect_z(0, 0, 32, 32, 0.25, 0xFFFF0000);
        t.draw_rect_z(0, 0, 64, 64, 0.75, 0xFF00FF00);
    });
    assert_eq!(n, 32 * 32);
    // Clears are not draws: they count nothing, whole or in part.
    let n = count(&t, q, |t| {
        let r = D3DRECT {
            x1: 0,
            y1: 0,
            x2: 8,
            y2: 8,
        };
        assert_eq!(vcall!(t.dev, Clear, 1, &r, D3DCLEAR_TARGET, 0xFF0000FF, 1.0, 0), D3D_OK);
        t.clear(0xFF000000);
        t.draw_rect(0, 0, 2, 2, 0xFFFFFFFF);
        assert_eq!(vcall!(t.dev, Clear, 1, &r, D3DCLEAR_TARGET, 0xFF0000FF, 1.0, 0), D3D_OK);
    });
    assert_eq!(n, 4);
    // Nothing drawn: zero, in both words.
    assert_eq!(count(&t, q, |_| {}), 0);
    // Draws into two render targets, one after the other, all count.
    let rt = t.create_rt(32, 32, D3DFMT_A8R8G8B8, false);
    let n = count(&t, q, |t| {
        t.draw_rect(0, 0, 10, 10, 0xFFFFFFFF);
        assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
        t.rs(D3DRS_ZENABLE, 0);
        t.draw_rect(0, 0, 3, 3, 0xFFFFFFFF);
        t.restore_back_buffer();
        t.rs(D3DRS_ZENABLE, 1);
    });
    assert_eq!(n, 100 + 9);
    release!(rt);
    assert_eq!(release!(q), 0);
}

#[test]
fn occlusion_queries_count_their_own_intervals() {
    let t = TestDevice::new();
    let (a, b) = (occlusion_query(&t), occlusion_query(&t));
    t.clear(0xFF000000);
    t.begin();
    // Drawn before either begins, in the pass the queries begin in.
    t.draw_rect(0, 0, 10, 10, 0xFFFFFFFF);
    issue(a, D3DISSUE_BEGIN);
    t.draw_rect(0, 0, 16, 16, 0xFFFFFFFF);
    issue(b, D3DISSUE_BEGIN);
    t.draw_rect(0, 0, 8, 8, 0xFFFFFFFF);
    issue(a, D3DISSUE_END);
    t.draw_rect(0, 0, 4, 4, 0xFFFFFFFF);
    issue(b, D3DISSUE_END);
    t.end();
    assert_eq!(wait_result(a, 8), 256 + 64);
    assert_eq!(wait_result(b, 8), 64 + 16);

    // A BEGIN while counting starts again from zero.
    issue(a, D3DISSUE_BEGIN);
    t.draw_rect(0, 0, 16, 16, 0xFFFFFFFF);
    issue(a, D3DISSUE_BEGIN);
    t.draw_rect(0, 0, 4, 4, 0xFFFFFFFF);
    issue(a, D3DISSUE_END);
    assert_eq!(wait_result(a, 8), 16);
    // An END without a BEGIN is an empty interval.
    issue(a, D3DISSUE_END);
    assert_eq!(wait_result(a, 8), 0);

    // A query counts across a Present.
    issue(b, D3DISSUE_BEGIN);
    t.draw_rect(0, 0, 8, 8, 0xFFFFFFFF);
    t.present();
    t.draw_rect(0, 0, 2, 2, 0xFFFFFFFF);
    issue(b, D3DISSUE_END);
    assert_eq!(wait_result(b, 8), 68);

    // Many short intervals in one frame, inside one long one.
    issue(a, D3DISSUE_BEGIN);
    for i in 0..1500u32 {
        issue(b, D3DISSUE_BEGIN);
        t.draw_rect(i % 64, 0, i % 64 + 1, 1, 0xFFFFFFFF);
        issue(b, D3DISSUE_END);
    }
    issue(a, D3DISSUE_END);
    assert_eq!(wait_result(b, 8), 1);
    assert_eq!(wait_result(a, 8), 1500);

    // A query released while counting stops; a new query (which may reuse
    // its result cell) counts only its own interval.
    let c = occlusion_query(&t);
    issue(c, D3DISSUE_BEGIN);
    t.draw_rect(0, 0, 16, 16, 0xFFFFFFFF);
    assert_eq!(release!(c), 0);
    let d = occlusion_query(&t);
    assert_eq!(count(&t, d, |t| t.draw_rect(0, 0, 1, 1, 0xFFFFFFFF)), 1);
    t.clear(0xFF000000);
    t.draw_rect(0, 0, 4, 4, 0xFF00FF00);
    let img = t.read_rt();
    assert_rgb(&img, 1, 1, 0x00FF00, 0);
    assert_rgb(&img, 8, 8, 0x000000, 0);
    for q in [a, b, d] {
        assert_eq!(release!(q), 0);
    }
}

#[test]
fn timestamp_queries_tell_gpu_time() {
    let t = TestDevice::new();
    let create = |ty| {
        let mut q = null_mut();
        assert_eq!(vcall!(t.dev, CreateQuery, ty, &mut q), D3D_OK, "type {ty}");
        q
    };
    // Lavapipe writes timestamps, so the three types are offered.
    let freq = create(D3DQUERYTYPE_TIMESTAMPFREQ);
    let disjoint = create(D3DQUERYTYPE_TIMESTAMPDISJOINT);
    let (t0, t1) = (create(D3DQUERYTYPE_TIMESTAMP), create(D3DQUERYTYPE_TIMESTAMP));
    assert_eq!(vcall!(freq, GetDataSize), 8);
    assert_eq!(vcall!(disjoint, GetDataSize), 4);
    assert_eq!(vcall!(t0, GetDataSize), 8);
    // Never issued: S_OK with the data size filled with 0xDD (Windows, in
    // Wine's test_timestamp_query).
    let mut data = [0xFFFF_FFFFu32; 3];
    assert_eq!(
        vcall!(t0, GetData, data.as_mut_ptr().cast(), 12, D3DGETDATA_FLUSH),
        D3D_OK
    );
    assert_eq!(data, [0xDDDD_DDDD, 0xDDDD_DDDD, 0xFFFF_FFFF]);
    let mut data = [0xFFFFu16; 2];
    assert_eq!(vcall!(disjoint, GetData, data.as_mut_ptr().cast(), 2, 0), D3D_OK);
    assert_eq!(data, [0xDDDD, 0xFFFF]);

    issue(disjoint, D3DISSUE_BEGIN);
    issue(freq, D3DISSUE_END);
    t.clear(0xFF000000);
    issue(t0, D3DISSUE_END);
    t.begin();
    for i in 0..64 {
        t.draw_rect(0, 0, 64, i + 1, 0xFFFFFFFF);
    }
    t.end();
    issue(t1, D3DISSUE_END);
    issue(disjoint, D3DISSUE_END);
    assert_eq!(wait_result(freq, 8), 1_000_000_000);
    assert_eq!(wait_result(disjoint, 4), 0, "the clock did not jump");
    let (a, b) = (wait_result(t0, 8), wait_result(t1, 8));
    assert!(a > 0 && b >= a, "timestamps {a} then {b}");
    // A BEGIN is accepted and ignored; an END before nothing new still
    // gives a time no earlier than the last.
    issue(t0, D3DISSUE_BEGIN);
    issue(t0, D3DISSUE_END);
    assert!(wait_result(t0, 8) >= b);
    for q in [freq, disjoint, t0, t1] {
        assert_eq!(release!(q), 0);
    }
}

#[test]
fn polling_without_flush_finishes_without_a_present() {
    let t = TestDevice::new();
    let q = occlusion_query(&t);
    t.clear(0xFF000000);
    issue(q, D3DISSUE_BEGIN);
    t.draw_rect(0, 0, 4, 4, 0xFFFFFFFF);
    issue(q, D3DISSUE_END);
    // A program spinning on GetData without D3DGETDATA_FLUSH (and never
    // presenting meanwhile) gets its result: the second poll submits.
    let start = std::time::Instant::now();
    let mut samples = 0u32;
    loop {
        let hr = vcall!(q, GetData, (&mut samples as *mut u32).cast(), 4, 0);
        if hr == D3D_OK {
            break;
        }
        assert_eq!(hr, S_FALSE);
        assert!(
            start.elapsed() < std::time::Duration::from_secs(60),
            "the query never finished"
        );
        std::thread::sleep(std::time::Duration::from_micros(200));
    }
    assert_eq!(samples, 16);
    assert_eq!(release!(q), 0);
}
