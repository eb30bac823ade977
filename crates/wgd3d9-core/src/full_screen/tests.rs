use super::*;

const OVERLAPPED: u32 = 0x00CF_0000; // WS_OVERLAPPEDWINDOW

#[test]
fn covering_drops_the_frame_and_keeps_the_rest() {
    let before = Styles {
        style: OVERLAPPED | style::VISIBLE,
        exstyle: exstyle::WINDOWEDGE | exstyle::CLIENTEDGE | 0x10,
    };
    let c = covering(before);
    assert_eq!(c.style & (style::CAPTION | style::THICKFRAME), 0);
    assert_ne!(c.style & style::POPUP, 0);
    assert_ne!(c.style & style::SYSMENU, 0);
    assert_ne!(c.style & style::VISIBLE, 0);
    // Minimise and maximise boxes stay.
    assert_eq!(c.style & 0x0003_0000, 0x0003_0000);
    assert_eq!(c.exstyle, 0x10);
}

#[test]
fn restored_gives_back_the_saved_styles() {
    let saved = Styles {
        style: OVERLAPPED,
        exstyle: exstyle::WINDOWEDGE,
    };
    // Shown and made topmost while full screen: those bits stay.
    let mut now = covering(saved);
    now.style |= style::VISIBLE;
    now.exstyle |= exstyle::TOPMOST;
    assert_eq!(
        restored(saved, now),
        Some(Styles {
            style: OVERLAPPED | style::VISIBLE,
            exstyle: exstyle::WINDOWEDGE | exstyle::TOPMOST,
        })
    );
}

#[test]
fn styles_the_program_changed_stay() {
    let saved = Styles {
        style: OVERLAPPED,
        exstyle: 0,
    };
    let mut now = covering(saved);
    now.style |= style::CAPTION;
    assert_eq!(restored(saved, now), None);
    let mut now = covering(saved);
    now.exstyle |= exstyle::CLIENTEDGE;
    assert_eq!(restored(saved, now), None);
}

#[test]
fn the_mode_changes_only_when_it_differs() {
    assert!(!mode_change_needed(Some((1280, 1024, 60)), (1280, 1024, 0)));
    assert!(!mode_change_needed(Some((1280, 1024, 60)), (1280, 1024, 60)));
    assert!(mode_change_needed(Some((1280, 1024, 60)), (1280, 1024, 75)));
    assert!(mode_change_needed(Some((1280, 1024, 60)), (640, 480, 0)));
    assert!(mode_change_needed(None, (640, 480, 0)));
}
