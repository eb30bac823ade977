use super::*;

#[test]
fn the_variable_names_a_window_system() {
    assert_eq!(Choice::parse(None), Some(Choice::Auto));
    assert_eq!(Choice::parse(Some(" ")), Some(Choice::Auto));
    assert_eq!(Choice::parse(Some("sdl2")), Some(Choice::Sdl2));
    assert_eq!(Choice::parse(Some("sdl3")), Some(Choice::Sdl3));
    assert_eq!(Choice::parse(Some("x11")), Some(Choice::X11));
    assert_eq!(Choice::parse(Some("none")), Some(Choice::None));
    assert_eq!(Choice::parse(Some("win32")), None);
}

#[test]
fn an_x11_window_keeps_its_handle_and_null_is_no_window() {
    let a = window_from_x11(0x0040_0001);
    assert!(!a.is_null());
    assert_eq!(window_from_x11(0x0040_0001), a);
    assert_ne!(window_from_x11(0x0040_0002), a);
    assert!(window_from_x11(0).is_null());
    assert!(matches!(target(a), Some(Target::X11(0x0040_0001))));
}
