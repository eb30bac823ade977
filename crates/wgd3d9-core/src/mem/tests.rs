use super::*;

#[test]
fn zeroed_bytes_have_their_length_zeros_and_alignment() {
    assert!(try_zeroed(0).expect("nothing to allocate").is_empty());
    for len in [1u64, 4, 17, 100_000] {
        let mut v = try_zeroed(len).expect("a small allocation");
        assert_eq!(v.len() as u64, len);
        assert!(v.iter().all(|&b| b == 0));
        assert_eq!(v.as_ptr() as usize % LOCK_ALIGN, 0, "{len} bytes");
        v[0] = 7;
        assert_eq!(v[0], 7);
    }
}

#[test]
fn impossible_sizes_are_refused_not_aborted() {
    // More than any address space holds.
    assert!(try_zeroed(u64::MAX).is_none());
    assert!(try_zeroed(u64::MAX / 2 + 1).is_none());
    let mut v = vec![1u8; 4];
    assert!(!try_grow_zeroed(&mut v, u64::MAX));
    assert_eq!(v, [1, 1, 1, 1]);
    assert!(try_grow_zeroed(&mut v, 8));
    assert_eq!(v, [1, 1, 1, 1, 0, 0, 0, 0]);
}
