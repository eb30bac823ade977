use super::*;

#[test]
fn the_line_has_its_tag_and_well_formed_pairs() {
    let d = Totals {
        frames: 4,
        timed_frames: 4,
        frame_ns: 4 * 16_000_000,
        draws: 40,
        ..Totals::default()
    };
    let line = kv_line(2.0, &d, 20_000_000, &[("pipelines_count", 7)]);
    assert!(line.starts_with("perf-kv v1 window_s=2.000 frames=4 "), "{line}");
    assert!(line.contains(" frame_ms=16.000 "), "{line}");
    assert!(line.contains(" frame_peak_ms=20.000 "), "{line}");
    assert!(line.contains(" draws_total=40 "), "{line}");
    assert!(line.ends_with(" pipelines_count=7"), "{line}");
    for pair in line.split(' ').skip(2) {
        let (k, v) = pair.split_once('=').expect(pair);
        assert!(
            k.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'),
            "{k}"
        );
        assert!(v.parse::<f64>().is_ok(), "{pair}");
    }
}
