use super::*;

#[test]
fn a_window_is_fetched_once_in_runs_and_never_past_its_end() {
    let mut ahead = FetchAhead::default();
    // The first write asks for the distance past it.
    assert_eq!(ahead.next(100, 10_000), 100..100 + DISTANCE);
    // While half the distance past a write is fetched, nothing more.
    assert!(ahead.next(300, 10_000).is_empty());
    assert!(ahead.next(100 + DISTANCE / 2, 10_000).is_empty());
    // Past that, only what the distance adds.
    let done = 101 + DISTANCE / 2;
    assert_eq!(ahead.next(done, 10_000), 100 + DISTANCE..done + DISTANCE);
    // Near the end, the window's end bounds it; past it, nothing.
    assert_eq!(ahead.next(9_000, 10_000), 9_000..10_000);
    assert!(ahead.next(9_500, 10_000).is_empty());
    assert!(ahead.next(10_000, 10_000).is_empty());
}

#[test]
fn a_write_past_the_fetched_range_starts_from_itself() {
    let mut ahead = FetchAhead::default();
    assert_eq!(ahead.next(0, 1 << 20), 0..DISTANCE);
    // One large write jumped past what was fetched: the bytes behind it are
    // written already.
    let far = 3 * DISTANCE;
    assert_eq!(ahead.next(far, 1 << 20), far..far + DISTANCE);
}

/// Fails by faulting: hints never fault, not for a null pointer nor for
/// the end of the address space.
#[test]
fn hints_take_any_address() {
    let bytes = [7u8; 300];
    for_write(bytes.as_ptr(), bytes.len());
    for_write(bytes.as_ptr().wrapping_add(1), 0);
    for_write(std::ptr::null(), 4096);
    for_write(usize::MAX as *const u8, 1);
    for_write((usize::MAX - 100) as *const u8, 1000);
}

thread_local! {
    /// The lines `each_line` named on this thread.
    static LINES: std::cell::RefCell<Vec<usize>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The lines `each_line` names for `len` bytes at `at`.
fn lines_of(at: usize, len: usize) -> Vec<usize> {
    each_line(at as *const u8, len, |line| {
        LINES.with(|l| l.borrow_mut().push(line as usize))
    });
    LINES.with(|l| l.take())
}

#[test]
fn every_line_of_a_range_is_named_once() {
    // 140 bytes from 60 bytes into a line end in its fourth line; 130 in
    // its third.
    let base = 0x1000;
    assert_eq!(lines_of(base + 60, 140), [base, base + 64, base + 128, base + 192]);
    assert_eq!(lines_of(base + 60, 130), [base, base + 64, base + 128]);
    assert_eq!(lines_of(base, 64), [base]);
    assert!(lines_of(base, 0).is_empty());
    // A range that runs past the end of the address space stops there.
    assert_eq!(lines_of(usize::MAX - 10, 100), [usize::MAX & !63]);
}
