use super::*;

fn copy_of(bytes: &[u8]) -> LentCopy {
    let mut b = mem::try_zeroed(bytes.len() as u64).expect("small");
    b.copy_from_slice(bytes);
    LentCopy::new(b)
}

#[test]
fn a_copy_never_lent_is_written_in_place() {
    let mut c = copy_of(&[1, 2, 3, 4]);
    let at = c.as_ptr();
    assert!(!c.is_lent(0));
    assert!(c.make_writable(0, false));
    assert_eq!(c.as_ptr(), at);
    assert_eq!(&c[..], &[1, 2, 3, 4]);
}

#[test]
fn a_copy_whose_frame_was_replayed_is_written_in_place() {
    let mut c = copy_of(&[1, 2, 3, 4]);
    let at = c.as_ptr();
    c.lend(5);
    assert!(c.is_lent(4));
    assert!(!c.is_lent(5));
    assert!(c.make_writable(5, false));
    assert_eq!(c.as_ptr(), at);
}

#[test]
fn a_lent_copy_is_replaced_and_kept_unchanged() {
    let mut c = copy_of(&[1, 2, 3, 4]);
    let lent = c.as_ptr();
    c.lend(3);
    assert!(c.make_writable(2, false));
    assert_ne!(c.as_ptr(), lent, "a new copy takes the lent one's place");
    assert!(!c.is_lent(2));
    c.bytes_mut()[0] = 9;
    // The lent copy is kept, as it was, until frame 3 is replayed.
    let kept = c.into_lent(2);
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].0, 3);
    assert_eq!(kept[0].1.as_ptr(), lent);
    assert_eq!(&kept[0].1[..], &[1, 2, 3, 4]);
}

#[test]
fn keep_carries_the_contents_over_and_discard_does_not() {
    let mut c = copy_of(&[1, 2, 3, 4]);
    c.lend(3);
    assert!(c.make_writable(2, true));
    assert_eq!(&c[..], &[1, 2, 3, 4]);
    c.lend(4);
    assert!(c.make_writable(3, false));
    // Frame 3 is replayed: the first copy is reused, with what it held.
    assert_eq!(&c[..], &[1, 2, 3, 4]);
    c.bytes_mut().copy_from_slice(&[5, 6, 7, 8]);
    c.lend(6);
    assert!(c.make_writable(4, false));
    assert_eq!(&c[..], &[1, 2, 3, 4], "the copy frame 4 read, reused as it was");
}

#[test]
fn a_ring_settles_on_two_copies() {
    // A streaming ring: lent every frame, renamed once a frame; the runtime
    // replays a frame before the next one is recorded.
    let mut c = copy_of(&[0; 64]);
    let mut seen = std::collections::HashSet::new();
    for frame in 1..50u64 {
        assert!(c.may_lend(frame - 1));
        c.lend(frame);
        assert!(c.make_writable(frame - 1, false));
        seen.insert(c.as_ptr() as usize);
    }
    assert!(seen.len() <= 2, "{} copies", seen.len());
}

#[test]
fn lending_stops_at_the_buffers_allowance_of_copies() {
    // Renamed ten times while no frame is replayed: a small buffer has four
    // copies, three of them lent; uploads from the fourth are copied.
    let mut c = copy_of(&[0; 64]);
    let mut lent = 0;
    for _ in 0..10 {
        if c.may_lend(0) {
            c.lend(1);
            lent += 1;
        }
        assert!(c.make_writable(0, false));
    }
    assert_eq!(lent, 3);
    assert_eq!(c.retired.len(), 3);
    assert!(!c.is_lent(0), "the copy in use now is not lent");
    // Once frame 1 is replayed every copy can be lent again, none made.
    assert!(c.may_lend(1));
    c.lend(2);
    assert!(c.make_writable(1, false));
    assert_eq!(c.retired.len(), 3);
}

#[test]
fn a_large_buffer_keeps_two_copies() {
    assert_eq!(max_copies(64), 4);
    assert_eq!(max_copies(4 << 20), 4);
    assert_eq!(max_copies(5 << 20), 3);
    assert_eq!(max_copies(6 << 20), 2);
    assert_eq!(max_copies(8 << 20), 2);
    assert_eq!(max_copies(usize::MAX), 2);
    let mut c = LentCopy::new(mem::try_zeroed(9 << 20).expect("9 MiB"));
    assert!(c.may_lend(0));
    c.lend(1);
    assert!(c.make_writable(0, false));
    assert!(!c.may_lend(0), "the lent copy is the one other copy allowed");
}

#[test]
fn into_lent_gives_only_what_unreplayed_frames_read() {
    let c = copy_of(&[1; 8]);
    assert!(c.into_lent(0).is_empty());
    let mut c = copy_of(&[1; 8]);
    c.lend(2);
    assert!(c.make_writable(0, false));
    c.lend(4);
    assert!(c.into_lent(2).iter().map(|(u, _)| *u).eq([4]));
}

#[test]
fn spares_unused_for_many_frames_are_freed() {
    let mut c = copy_of(&[0; 16]);
    c.lend(1);
    assert!(c.make_writable(0, false));
    assert_eq!(c.retired.len(), 1);
    assert!(c.make_writable(SPARE_FRAMES, false));
    assert_eq!(c.retired.len(), 1, "frame 1 was read {SPARE_FRAMES} frames ago: kept");
    assert!(c.make_writable(SPARE_FRAMES + 1, false));
    assert!(c.retired.is_empty());
}
