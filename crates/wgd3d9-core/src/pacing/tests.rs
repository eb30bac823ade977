use super::*;

#[test]
fn a_surface_the_display_does_not_pace_is_paced_at_its_refresh() {
    assert_eq!(rate(0, D3DPRESENT_INTERVAL_ONE, 60, false), 60);
    assert_eq!(rate(0, D3DPRESENT_INTERVAL_DEFAULT, 144, false), 144);
    assert_eq!(rate(0, D3DPRESENT_INTERVAL_TWO, 60, false), 30);
    assert_eq!(rate(0, D3DPRESENT_INTERVAL_THREE, 60, false), 20);
    assert_eq!(rate(0, D3DPRESENT_INTERVAL_FOUR, 60, false), 15);
    assert_eq!(
        rate(0, D3DPRESENT_INTERVAL_FOUR, 2, false),
        1,
        "never 0 frames a second"
    );
    assert_eq!(rate(0, D3DPRESENT_INTERVAL_IMMEDIATE, 60, false), 0);
}

#[test]
fn the_users_cap_applies_everywhere_and_the_lower_rate_wins() {
    assert_eq!(
        rate(0, D3DPRESENT_INTERVAL_ONE, 60, true),
        0,
        "the display waits itself"
    );
    assert_eq!(rate(30, D3DPRESENT_INTERVAL_ONE, 60, true), 30);
    assert_eq!(rate(30, D3DPRESENT_INTERVAL_ONE, 60, false), 30);
    assert_eq!(rate(100, D3DPRESENT_INTERVAL_ONE, 60, false), 60);
    assert_eq!(rate(100, D3DPRESENT_INTERVAL_IMMEDIATE, 60, false), 100);
}

#[test]
fn an_unknown_interval_is_one_refresh() {
    assert_eq!(refreshes_per_frame(0x1234), 1);
    assert_eq!(refreshes_per_frame(D3DPRESENT_INTERVAL_IMMEDIATE), 0);
}
