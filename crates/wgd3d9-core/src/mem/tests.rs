use super::*;

#[test]
fn zeroed_vectors_have_their_length_and_zeros() {
    assert_eq!(try_zeroed(0), Some(Vec::new()));
    let v = try_zeroed(100_000).expect("a small allocation");
    assert_eq!(v.len(), 100_000);
    assert!(v.iter().all(|&b| b == 0));
}

#[test]
fn impossible_sizes_are_refused_not_aborted() {
    // More than any address space holds.
    assert_eq!(try_zeroed(u64::MAX), None);
    assert_eq!(try_zeroed(u64::MAX / 2 + 1), None);
    let mut v = vec![1u8; 4];
    assert!(!try_grow_zeroed(&mut v, u64::MAX));
    assert_eq!(v, [1, 1, 1, 1]);
    assert!(try_grow_zeroed(&mut v, 8));
    assert_eq!(v, [1, 1, 1, 1, 0, 0, 0, 0]);
}
