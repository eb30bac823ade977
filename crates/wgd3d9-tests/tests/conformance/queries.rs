//! Queries: event queries signal once the GPU has finished the work issued
//! before them; the other types are not available.

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
    for ty in [
        D3DQUERYTYPE_VCACHE,
        D3DQUERYTYPE_OCCLUSION,
        D3DQUERYTYPE_TIMESTAMP,
        D3DQUERYTYPE_TIMESTAMPFREQ,
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
