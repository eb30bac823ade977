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
    assert!(matches!(target(a), Some(Target::Foreign(Foreign::X11(0x0040_0001)))));
}

#[test]
fn a_wayland_surface_keeps_its_handle_and_takes_its_new_size() {
    let (display, surface) = (0x1000 as *mut c_void, 0x2000 as *mut c_void);
    let a = window_from_wayland(display, surface, 640, 480);
    assert!(!a.is_null());
    // SAFETY: the handle is looked up, never read through.
    assert_eq!(unsafe { client_size(a) }, Some((640, 480)));
    assert_eq!(window_from_wayland(display, surface, 800, 600), a);
    // SAFETY: as above.
    assert_eq!(unsafe { client_size(a) }, Some((800, 600)));
    // SAFETY: as above.
    let native = unsafe { native_window(a) };
    assert_eq!(native, Some((window_system::WAYLAND, 0x2000, 0x1000)));
    assert!(window_from_wayland(display, std::ptr::null_mut(), 640, 480).is_null());
    assert!(window_from_wayland(display, surface, 0, 480).is_null());
    assert_ne!(
        window_from_x11(0x2000),
        a,
        "an X11 window of the same number is another window"
    );
}
