use super::*;
use wgd3d9_core::fetch_ahead::DISTANCE;

#[test]
fn a_small_lock_fetches_itself_and_the_distance_past_it() {
    let [locked, next] = stream_fetch(1280, 2560, 1 << 20);
    assert_eq!(locked, 1280..2560);
    assert_eq!(next, 2560..2560 + DISTANCE);
}

#[test]
fn a_large_lock_fetches_its_start_and_what_follows() {
    let [locked, next] = stream_fetch(0, 1 << 19, 1 << 20);
    assert_eq!(locked, 0..DISTANCE);
    assert_eq!(next, 1 << 19..(1 << 19) + DISTANCE);
}

#[test]
fn nothing_is_fetched_past_the_buffer() {
    // A lock that ends the buffer, one near its end, and ranges no lock
    // makes (an end before the offset, past the size).
    assert_eq!(stream_fetch(900, 1000, 1000), [900..1000, 1000..1000]);
    assert_eq!(stream_fetch(100, 200, 1000), [100..200, 200..1000]);
    for [locked, next] in [
        stream_fetch(500, 100, 1000),
        stream_fetch(900, 5000, 1000),
        stream_fetch(2000, 3000, 1000),
    ] {
        assert!(locked.start <= locked.end && locked.end <= 1000, "{locked:?}");
        assert!(next.start <= next.end && next.end <= 1000, "{next:?}");
        assert!(locked.len() <= DISTANCE && next.len() <= DISTANCE);
    }
}
