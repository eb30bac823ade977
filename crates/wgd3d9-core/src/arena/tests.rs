use super::*;

#[test]
fn commands_fill_chunks_in_order_and_split_into_regions() {
    let mut arena = FrameArena::new();
    for i in 0..20_000u64 {
        let p = arena.command_bytes(8);
        // SAFETY: `command_bytes` reserved 8 bytes at `p`, aligned to 8.
        unsafe { (p as *mut u64).write(i) };
    }
    let regions = arena.regions().to_vec();
    assert_eq!(regions.len(), 3, "160,000 bytes need three 64 KiB chunks");
    let mut expect = 0u64;
    for r in &regions {
        assert_eq!(r.len % 8, 0);
        // SAFETY: each region is `len` recorded bytes, aligned to 8, in the
        // live arena.
        let words = unsafe { std::slice::from_raw_parts(r.ptr as *const u64, r.len / 8) };
        for w in words {
            assert_eq!(*w, expect);
            expect += 1;
        }
    }
    assert_eq!(expect, 20_000);
}

#[test]
fn data_stays_put_and_reset_reuses_chunks() {
    let mut arena = FrameArena::new();
    let a = arena.copy_data(&[1, 2, 3]).as_ptr();
    let big = vec![7u8; 200_000];
    let b = arena.copy_data(&big).as_ptr();
    let c = arena.copy_data(&[9; 16]).as_ptr();
    arena.command_bytes(64);
    assert_eq!(a as usize % 8, 0);
    assert_eq!(c as usize % 8, 0);
    // SAFETY: `a` holds 3 bytes in the live arena.
    assert_eq!(unsafe { *a.add(2) }, 3);
    // SAFETY: `b` holds 200,000 bytes in the live arena.
    assert_eq!(unsafe { *b.add(199_999) }, 7);
    let chunks = arena.chunk_count();
    arena.reset();
    assert!(arena.is_empty());
    arena.copy_data(&[1; 64]);
    arena.command_bytes(64);
    assert_eq!(arena.chunk_count(), chunks, "reset keeps and reuses chunks");
}

#[test]
fn empty_arena_has_no_regions() {
    let mut arena = FrameArena::new();
    assert!(arena.regions().is_empty());
}

#[test]
fn reset_keeps_a_bounded_number_of_chunks() {
    let mut arena = FrameArena::new();
    // Under Miri fewer chunks than the bound: then all are kept.
    let n = if cfg!(miri) { 4 } else { KEEP_CHUNKS + 10 };
    for _ in 0..n * 2 {
        arena.data_bytes(CHUNK_SIZE / 2);
    }
    assert_eq!(arena.chunk_count(), n);
    arena.reset();
    assert_eq!(arena.chunk_count(), n.min(KEEP_CHUNKS));
    arena.data_bytes(8);
    assert_eq!(arena.chunk_count(), n.min(KEEP_CHUNKS), "a kept chunk is reused");
}
