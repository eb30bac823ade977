use super::*;

fn watch_of(focus: usize, loss: Arc<FocusLoss>) -> Watch {
    Watch {
        focus,
        device_window: focus,
        no_window_changes: false,
        mode: None,
        size: (640, 480),
        loss,
    }
}

#[test]
fn losing_and_regaining_the_foreground() {
    let loss = Arc::new(FocusLoss::new(false));
    watch(watch_of(0x51, loss.clone()));
    assert_eq!(loss.error(), None);
    focus_changed(0x51 as HWND, false);
    assert!(loss.lost());
    assert_eq!(loss.error(), Some(wgd3d9_types::D3DERR_DEVICELOST));
    focus_changed(0x51 as HWND, true);
    assert!(!loss.lost());
    assert_eq!(loss.error(), Some(wgd3d9_types::D3DERR_DEVICENOTRESET));
    // Regaining it again changes nothing until Reset.
    focus_changed(0x51 as HWND, true);
    assert_eq!(loss.error(), Some(wgd3d9_types::D3DERR_DEVICENOTRESET));
    loss.reset();
    assert_eq!(loss.error(), None);
    unwatch(0x51);
    focus_changed(0x51 as HWND, false);
    assert_eq!(loss.error(), None, "an unwatched window's messages are ignored");
}

#[test]
fn a_9ex_device_is_never_lost_and_other_windows_do_not_count() {
    let ex = Arc::new(FocusLoss::new(true));
    let d3d9 = Arc::new(FocusLoss::new(false));
    watch(watch_of(0x52, ex.clone()));
    watch(watch_of(0x53, d3d9.clone()));
    focus_changed(0x52 as HWND, false);
    focus_changed(0x54 as HWND, false);
    assert!(ex.lost(), "in the background: its presentation is occluded");
    assert_eq!(ex.error(), None);
    assert_eq!(d3d9.error(), None);
    focus_changed(0x52 as HWND, true);
    assert!(!ex.lost());
    assert_eq!(ex.error(), None, "back in the foreground without Reset");
    unwatch(0x52);
    unwatch(0x53);
}
