use super::*;

#[test]
fn counts_go_to_the_cells_counting_after_their_reset() {
    let cells: Vec<AtomicU64> = (0..3).map(|_| AtomicU64::new(99)).collect();
    let rb = QueryReadback {
        actions: vec![
            Action::Reset(0),
            Action::Add { query: 0, cells: 0..1 },
            Action::Reset(1),
            Action::Add { query: 1, cells: 1..3 },
            // Cell 0 begins again: what it counted before is dropped.
            Action::Reset(0),
            Action::Add { query: 2, cells: 3..4 },
        ],
        cells: vec![0, 0, 1, 0],
        ..Default::default()
    };
    apply(&rb, &[5, 7, 11], &[], |a| cells.get(a as usize));
    assert_eq!(cells[0].load(Ordering::Relaxed), 11);
    assert_eq!(cells[1].load(Ordering::Relaxed), 7);
    assert_eq!(cells[2].load(Ordering::Relaxed), 99, "never reset nor counted");
}

#[test]
fn a_missing_count_adds_nothing() {
    let cell = AtomicU64::new(0);
    let rb = QueryReadback {
        actions: vec![Action::Reset(0), Action::Add { query: 4, cells: 0..1 }],
        cells: vec![0],
        ..Default::default()
    };
    apply(&rb, &[1], &[], |_| Some(&cell));
    assert_eq!(cell.load(Ordering::Relaxed), 0);
}

#[test]
fn timestamps_are_stored_in_nanoseconds() {
    let cell = AtomicU64::new(7);
    let rb = QueryReadback {
        period: 2.5,
        actions: vec![Action::Time { query: 1, cell: 0 }],
        ..Default::default()
    };
    apply(&rb, &[], &[10, 1000], |_| Some(&cell));
    assert_eq!(cell.load(Ordering::Relaxed), 2500);
}
