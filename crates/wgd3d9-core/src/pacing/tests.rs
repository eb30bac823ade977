use super::*;

#[test]
fn a_surface_the_display_does_not_pace_is_paced_at_its_refresh() {
    assert_eq!(display_rate(D3DPRESENT_INTERVAL_ONE, 60, false), 60);
    assert_eq!(display_rate(D3DPRESENT_INTERVAL_DEFAULT, 144, false), 144);
    assert_eq!(display_rate(D3DPRESENT_INTERVAL_TWO, 60, false), 30);
    assert_eq!(display_rate(D3DPRESENT_INTERVAL_THREE, 60, false), 20);
    assert_eq!(display_rate(D3DPRESENT_INTERVAL_FOUR, 60, false), 15);
    assert_eq!(
        display_rate(D3DPRESENT_INTERVAL_FOUR, 2, false),
        1,
        "never 0 frames a second"
    );
    assert_eq!(display_rate(D3DPRESENT_INTERVAL_IMMEDIATE, 60, false), 0);
    assert_eq!(
        display_rate(D3DPRESENT_INTERVAL_ONE, 60, true),
        0,
        "the display waits itself"
    );
}

#[test]
fn an_unknown_interval_is_one_refresh() {
    assert_eq!(refreshes_per_frame(0x1234), 1);
    assert_eq!(refreshes_per_frame(D3DPRESENT_INTERVAL_IMMEDIATE), 0);
}

#[test]
fn a_paced_present_returns_a_period_after_the_last_unless_far_behind() {
    let t0 = Instant::now();
    let period = Duration::from_millis(20);
    assert_eq!(next_present(None, 50, t0), t0);
    assert_eq!(next_present(Some(t0), 50, t0 + Duration::from_millis(5)), t0 + period);
    // Up to a period late: still one period after the last.
    assert_eq!(next_present(Some(t0), 50, t0 + Duration::from_millis(35)), t0 + period);
    // More than a period behind: counting starts again now.
    let late = t0 + Duration::from_millis(45);
    assert_eq!(next_present(Some(t0), 50, late), late);
}
