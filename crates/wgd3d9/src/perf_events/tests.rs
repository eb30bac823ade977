use super::*;

#[test]
fn events_nest_and_unwind() {
    // The only test of the process-wide level.
    let base = begin_event();
    assert_eq!(begin_event(), base + 1);
    assert_eq!(end_event(), base + 1);
    assert_eq!(end_event(), base);
    assert_eq!(end_event(), base - 1);
    assert_eq!(begin_event(), base - 1);
    assert_eq!(status(), 0);
}
