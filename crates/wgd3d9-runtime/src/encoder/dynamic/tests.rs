use super::*;

/// A pixel-sized window (4 KiB) in a 16 KiB chunk, offsets aligned to 256.
fn fit(used: u64, window: u64) -> Fit {
    Fit {
        used,
        window,
        window_size: 4096,
        capacity: 16384,
        align: 256,
    }
}

#[test]
fn blocks_share_a_window_at_16_byte_steps_while_they_fit() {
    assert_eq!(fit(0, 0).place(496, false), Some((0, 0)));
    assert_eq!(fit(496, 0).place(496, false), Some((496, 0)));
    // The last block that ends exactly at the window's end.
    assert_eq!(fit(4096 - 496, 0).place(496, false), Some((3600, 0)));
    // Inside a later window: the index counts from its start.
    assert_eq!(fit(5136, 4864).place(16, false), Some((5136, 4864)));
}

#[test]
fn a_block_past_the_window_starts_one_at_the_next_aligned_offset() {
    assert_eq!(fit(3616, 0).place(496, false), Some((3840, 3840)));
    // An aligned end starts the new window right there.
    assert_eq!(fit(4096, 0).place(16, false), Some((4096, 4096)));
    // The largest pixel block (3,984 bytes) fits behind 112 bytes of
    // blocks, and past 128 starts a window of its own.
    assert_eq!(fit(112, 0).place(3984, false), Some((112, 0)));
    assert_eq!(fit(128, 0).place(3984, false), Some((256, 256)));
}

#[test]
fn a_fresh_block_gets_index_zero_of_a_new_window() {
    assert_eq!(fit(0, 0).place(16, true), Some((0, 0)));
    assert_eq!(fit(32, 0).place(16, true), Some((256, 256)));
    assert_eq!(fit(256, 0).place(16, true), Some((256, 256)));
}

#[test]
fn a_chunk_is_full_when_a_new_window_would_start_past_its_data() {
    // A window may start at the data's last byte: the slack holds it.
    assert_eq!(fit(16384, 12288).place(16, true), Some((16384, 16384)));
    assert_eq!(fit(16384 - 16, 12288).place(496, false), Some((16384, 16384)));
    assert_eq!(fit(16384 + 16, 16384).place(4096, false), None);
    // A block that still fits the current window goes in, in the slack.
    assert_eq!(fit(16384 + 16, 16384).place(496, false), Some((16400, 16384)));
}

#[test]
fn a_window_always_ends_inside_the_buffer() {
    // Every placement from any reachable state stays within capacity +
    // one window (the chunk's buffer size).
    for used in (0..=16384 + 4096).step_by(16) {
        for window in (0..=used.min(16384)).step_by(256).filter(|w| used <= w + 4096) {
            for len in [16, 496, 4096] {
                for fresh in [false, true] {
                    if let Some((at, w)) = fit(used, window).place(len, fresh) {
                        assert!(at >= w && at + len <= w + 4096, "{used} {window} {len}");
                        assert!(w + 4096 <= 16384 + 4096, "{used} {window} {len}");
                        assert_eq!(w % 256, 0);
                        assert_eq!((at - w) % 16, 0);
                    }
                }
            }
        }
    }
}

#[test]
fn a_frame_expects_what_the_frame_before_wrote_within_the_chunk() {
    let mut e = Expect::default();
    // The first frame expects nothing.
    assert_eq!(e.after(0..100, 1000), 0);
    assert_eq!(e.after(100..400, 1000), 0);
    e.finish_frame();
    // The next expects the rest of the 400 bytes...
    assert_eq!(e.after(0..100, 1000), 300);
    // ...but no more than the chunk holds after a write.
    assert_eq!(e.after(800..900, 1000), 100);
    // Past them, nothing.
    assert_eq!(e.after(0..300, 1000), 0);
    e.finish_frame();
    // A frame that wrote nothing keeps the expectation.
    e.finish_frame();
    assert_eq!(e.after(0..16, 1000), 484);
}
