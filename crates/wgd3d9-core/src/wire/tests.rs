use super::*;

#[test]
fn c_strings_truncate_on_char_boundaries() {
    let mut buf = [0xAAu8; 6];
    write_c_str(&mut buf, "ab\u{e9}cd");
    assert_eq!(&buf, b"ab\xc3\xa9c\0");
    let mut small = [0u8; 4];
    write_c_str(&mut small, "x\u{e9}\u{e9}");
    assert_eq!(&small, b"x\xc3\xa9\0");
    let mut info = AdapterInfo::default();
    write_c_str(&mut info.name, "llvmpipe");
    assert_eq!(info.name_str(), "llvmpipe");
}

#[test]
fn call_codes_round_trip() {
    for c in [
        Call::QueryAdapter,
        Call::CreateDevice,
        Call::DestroyDevice,
        Call::SubmitFrame,
        Call::WaitFrame,
        Call::CreateResource,
    ] {
        assert_eq!(Call::from_u32(c as u32), Some(c));
    }
    assert_eq!(Call::from_u32(0), None);
    assert_eq!(Call::from_u32(99), None);
}

#[test]
fn addresses_fit_or_are_refused() {
    assert_eq!(address(0x1234), Some(0x1234));
    assert_eq!(span(0x1000, 0x10), Some((0x1000, 0x10)));
    assert_eq!(span(u64::from(u32::MAX), 0), Some((u32::MAX as usize, 0)));
    assert_eq!(span(usize::MAX as u64, 1), None, "wraps");
    if usize::BITS == 32 {
        assert_eq!(address(1 << 32), None);
        assert_eq!(span(0x1000, 1 << 32), None);
        assert_eq!(span(0xFFFF_F000, 0x2000), None);
    } else {
        assert_eq!(address(1 << 32), Some(1 << 32));
    }
}
