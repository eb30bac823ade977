use super::*;

fn history(frames: &[u64]) -> ClearHistory {
    let mut h = ClearHistory::default();
    for &f in frames {
        h.note(f);
    }
    h
}

fn cleared_target(frames: &[u64]) -> ColorTarget {
    ColorTarget {
        written: true,
        discard_back_buffer: false,
        cleared: history(frames),
    }
}

#[test]
fn clear_history_needs_this_frame_and_the_one_before() {
    assert!(history(&[4, 5]).cleared_now_and_before(5));
    assert!(history(&[4, 5, 5]).cleared_now_and_before(5), "two clears in one frame");
    assert!(!history(&[5]).cleared_now_and_before(5), "not cleared last frame");
    assert!(!history(&[3, 5]).cleared_now_and_before(5), "a frame in between");
    assert!(!history(&[4]).cleared_now_and_before(5), "not cleared yet this frame");
    assert!(!history(&[]).cleared_now_and_before(0));
}

#[test]
fn colour_targets_must_all_be_redrawn() {
    let bb = ColorTarget {
        written: true,
        discard_back_buffer: true,
        cleared: ClearHistory::default(),
    };
    assert!(may_skip(7, &[bb], None, false), "a discarded back buffer");
    assert!(may_skip(7, &[cleared_target(&[6, 7])], None, false));
    assert!(!may_skip(7, &[cleared_target(&[7])], None, false));
    assert!(
        !may_skip(7, &[bb, cleared_target(&[5, 7])], None, false),
        "one target lasts"
    );
    let unwritten = ColorTarget {
        written: false,
        ..cleared_target(&[])
    };
    assert!(
        may_skip(7, &[bb, unwritten], None, false),
        "a target the draw does not write"
    );
    let copy_bb = ColorTarget {
        discard_back_buffer: false,
        ..bb
    };
    assert!(!may_skip(7, &[copy_bb], None, false), "a back buffer Present keeps");
}

#[test]
fn used_depth_and_stencil_planes_must_be_cleared_in_both_frames() {
    let bb = [ColorTarget {
        written: true,
        discard_back_buffer: true,
        cleared: ClearHistory::default(),
    }];
    let mut d = DepthTarget {
        depth_used: true,
        stencil_used: false,
        depth_cleared: history(&[2, 3]),
        stencil_cleared: ClearHistory::default(),
    };
    assert!(may_skip(3, &bb, Some(&d), false));
    d.stencil_used = true;
    assert!(!may_skip(3, &bb, Some(&d), false), "stencil used, never cleared");
    d.stencil_cleared = history(&[2, 3]);
    assert!(may_skip(3, &bb, Some(&d), false));
    d.depth_cleared = history(&[3]);
    assert!(!may_skip(3, &bb, Some(&d), false), "depth not cleared last frame");
    d.depth_used = false;
    assert!(may_skip(3, &bb, Some(&d), false), "depth not used");
}

#[test]
fn a_counting_occlusion_query_keeps_every_draw() {
    let bb = [ColorTarget {
        written: true,
        discard_back_buffer: true,
        cleared: ClearHistory::default(),
    }];
    assert!(!may_skip(3, &bb, None, true));
}

#[test]
fn lasting_reads_keep_the_draws_a_surface_lacks() {
    let mut l = SkipLedger::default();
    let a = l.skip(&[10]);
    let b = l.skip(&[11]);
    l.read(12, Reader::Lasting);
    assert!(!l.must_keep(a) && !l.must_keep(b), "reading another surface");
    // StretchRect from surface 10 (a lasting read).
    l.read(10, Reader::Lasting);
    assert!(l.must_keep(a));
    assert!(!l.must_keep(b));
}

#[test]
fn reads_by_redrawn_draws_pass_the_absence_on() {
    let mut l = SkipLedger::default();
    // A skipped draw into a render target texture 10 ...
    let a = l.skip(&[10]);
    // ... which a later pass samples while drawing into the back buffer 1
    // (redrawn next frame): nothing lasting yet.
    l.read(10, Reader::RedrawnDraw(&[1]));
    assert!(!l.must_keep(a));
    assert!(l.carries(1));
    // The back buffer is then read back: the draw into 10 shows there.
    l.read(1, Reader::Lasting);
    assert!(l.must_keep(a));
}

#[test]
fn many_skipped_draws_are_followed_one_by_one() {
    let mut l = SkipLedger::default();
    let ids: Vec<usize> = (0..150).map(|k| l.skip(&[k as u32 % 3])).collect();
    // Surface 1 carries the draws k % 3 == 1; a redrawn draw into 7 reads it.
    l.read(1, Reader::RedrawnDraw(&[7]));
    l.read(7, Reader::Lasting);
    for (k, &i) in ids.iter().enumerate() {
        assert_eq!(l.must_keep(i), k % 3 == 1, "draw {k}");
    }
}

#[test]
fn a_later_pass_into_a_lasting_target_keeps_the_draw() {
    let mut l = SkipLedger::default();
    let a = l.skip(&[10, 11]);
    // A pass drawing into a target that is not cleared every frame reads
    // surface 11.
    l.read(11, Reader::Lasting);
    assert!(l.must_keep(a));
}
