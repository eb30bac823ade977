use super::*;

#[test]
fn refresh_rates_round_to_whole_hertz() {
    let m = DisplayMode {
        display: 1,
        format: 0,
        w: 1920,
        h: 1080,
        pixel_density: 1.0,
        refresh_rate: 59.94,
        refresh_numerator: 60000,
        refresh_denominator: 1001,
        internal: std::ptr::null_mut(),
    };
    assert_eq!(mode_of(&m), Some((1920, 1080, 60)));
    assert_eq!(mode_of(&DisplayMode { w: 0, ..m }), None);
}
