use super::*;

fn info(subsystem: u32, a: usize, b: usize) -> [u8; 256] {
    const WORD: usize = size_of::<usize>();
    let mut i = [0u8; 256];
    i[..3].copy_from_slice(&[2, 26, 5]);
    i[4..8].copy_from_slice(&subsystem.to_ne_bytes());
    i[8..8 + WORD].copy_from_slice(&a.to_ne_bytes());
    i[8 + WORD..8 + 2 * WORD].copy_from_slice(&b.to_ne_bytes());
    i
}

#[test]
fn an_x11_window_is_the_word_after_the_display() {
    assert_eq!(
        decode_wm_info(&info(2, 0xdead_0000, 0x0400_0007)),
        Some(NativeWindow::X11(0x0400_0007))
    );
}

#[test]
fn a_wayland_window_gives_display_and_surface() {
    assert_eq!(
        decode_wm_info(&info(6, 0x1000, 0x2000)),
        Some(NativeWindow::Wayland {
            display: 0x1000,
            surface: 0x2000
        })
    );
}

#[test]
fn other_subsystems_are_not_shown() {
    assert_eq!(decode_wm_info(&info(13, 1, 2)), None);
}

#[test]
fn modes_of_no_size_are_dropped() {
    assert_eq!(mode_of(0, 480, 60), None);
    assert_eq!(mode_of(640, 480, -1), Some((640, 480, 0)));
}
