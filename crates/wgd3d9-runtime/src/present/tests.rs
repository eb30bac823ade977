use super::*;
use wgpu::PresentMode::{Fifo, Immediate, Mailbox};

#[test]
fn immediate_does_not_wait_for_the_display_and_the_other_intervals_do() {
    let all = [Fifo, Immediate, Mailbox];
    assert_eq!(present_mode(D3DPRESENT_INTERVAL_IMMEDIATE, &all, false), Immediate);
    for interval in [
        D3DPRESENT_INTERVAL_DEFAULT,
        D3DPRESENT_INTERVAL_ONE,
        D3DPRESENT_INTERVAL_TWO,
        D3DPRESENT_INTERVAL_THREE,
        D3DPRESENT_INTERVAL_FOUR,
    ] {
        assert_eq!(present_mode(interval, &all, false), Fifo, "interval {interval:#x}");
    }
    // A Wayland surface never waits for the compositor where it can avoid
    // it (Present paces it), whatever the interval.
    for interval in [D3DPRESENT_INTERVAL_ONE, D3DPRESENT_INTERVAL_IMMEDIATE] {
        assert_eq!(present_mode(interval, &all, true), Mailbox);
        assert_eq!(present_mode(interval, &[Fifo, Mailbox], true), Mailbox);
    }
    assert_eq!(
        present_mode(D3DPRESENT_INTERVAL_ONE, &[Fifo, Immediate], true),
        Immediate
    );
    assert_eq!(present_mode(D3DPRESENT_INTERVAL_ONE, &[Fifo], true), Fifo);
    // A surface without IMMEDIATE waits.
    assert_eq!(present_mode(D3DPRESENT_INTERVAL_IMMEDIATE, &[Fifo], false), Fifo);
}
