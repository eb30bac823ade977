use super::*;

use super::minimal_pe as image;

#[test]
fn reads_the_machine_of_a_pe_image() {
    assert_eq!(Arch::of_pe_image(&image(0x8664)), Ok(Arch::X86_64));
    assert_eq!(Arch::of_pe_image(&image(0x014C)), Ok(Arch::I386));
    assert!(Arch::of_pe_image(&image(0xAA64)).unwrap_err().contains("0xaa64"));
}

#[test]
fn refuses_what_is_not_a_pe_image() {
    assert!(Arch::of_pe_image(b"\x7fELF").is_err());
    assert!(Arch::of_pe_image(b"MZ").is_err());
    let mut far = image(0x8664);
    far[0x3C..0x40].copy_from_slice(&u32::MAX.to_le_bytes());
    assert!(Arch::of_pe_image(&far).is_err());
    let mut truncated = image(0x8664);
    truncated.truncate(0x85);
    assert!(Arch::of_pe_image(&truncated).is_err());
}

#[test]
fn names_round_trip_and_directories_follow_wine() {
    for a in Arch::ALL {
        assert_eq!(Arch::parse(a.name()), Some(a));
        assert!(a.windows_dir().starts_with(a.name()));
        assert!(a.unix_dir().starts_with(a.name()));
    }
    assert_eq!(Arch::parse("i686"), Some(Arch::I386));
    assert_eq!(Arch::parse("arm64"), None);
}
