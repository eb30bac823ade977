use super::*;

#[test]
fn writes_must_lie_in_the_buffer() {
    assert_eq!(lock_range(0, 16, 16), Ok(Some((0, 16))));
    assert_eq!(lock_range(8, 8, 16), Ok(Some((8, 8))));
    assert_eq!(lock_range(16, 0, 16), Ok(None));
    assert_eq!(lock_range(9, 8, 16), Err(Error(D3DERR_INVALIDCALL)));
    assert_eq!(lock_range(u32::MAX, 2, 16), Err(Error(D3DERR_INVALIDCALL)));
}
