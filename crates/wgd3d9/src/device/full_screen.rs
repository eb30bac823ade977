//! Full screen as D3D9 does it: a full-screen implicit swap chain sets the
//! display's mode and makes its device window cover the screen; Reset to
//! windowed and the device's release undo both.
//!
//! The mode is set through the window system (ChangeDisplaySettingsEx under
//! Wine). When the display refuses it (a screen without that mode), the
//! swap chain renders at its size and Present scales the frame to the
//! window, logged once. The window takes the styles
//! `wgd3d9_core::full_screen::covering` gives, so that the picture fills the
//! screen without a frame, and gets its own back when full screen ends (a
//! 9Ex device's also its visibility and topmost state; a D3D9 device's
//! keeps those as they are then, as on Windows).
//! D3DCREATE_NOWINDOWCHANGES leaves the window alone, as on Windows.

use super::Inner;
use crate::com;
use crate::focus::{self, Watch};
use crate::window::{self, Styles};
use wgd3d9_core::full_screen::mode_change_needed;
use wgd3d9_types::*;

/// What full screen changed, to undo.
pub(crate) struct FullScreen {
    /// The window that covers the screen.
    hwnd: HWND,
    /// Its styles before; None when it was left alone
    /// (D3DCREATE_NOWINDOWCHANGES, or not a window).
    saved: Option<Styles>,
    /// Whether the display's mode was changed.
    mode_changed: bool,
    /// The focus window, watched for the foreground (see `focus`); 0 when
    /// none is (`display.borderless`).
    focus: usize,
}

impl Inner {
    /// After CreateDevice or Reset: full screen for a full-screen implicit
    /// swap chain `pp`, windowed again for a windowed one. The adapter
    /// reports the swap chain's mode while it is full screen (see
    /// `window::set_full_screen`).
    pub(crate) fn claim_display(&mut self, pp: &D3DPRESENT_PARAMETERS) {
        if pp.Windowed != 0 {
            self.leave_full_screen();
            return;
        }
        let refresh = pp.FullScreen_RefreshRateInHz;
        let reported = if refresh == 0 {
            crate::caps::REFRESH_RATE
        } else {
            refresh
        };
        window::set_full_screen(
            self.me as usize,
            Some((pp.BackBufferWidth, pp.BackBufferHeight, reported)),
        );
        let wanted = (pp.BackBufferWidth, pp.BackBufferHeight, refresh);
        // `display.borderless`: the user's mode stays, and the foreground
        // is not watched.
        let borderless = self.options.borderless;
        let mode_changed = !borderless && self.set_display_mode(wanted);
        let hwnd = self.device_window(pp);
        let (width, height, _) = window::display_mode().unwrap_or((pp.BackBufferWidth, pp.BackBufferHeight, 0));
        let focus = if self.creation.hFocusWindow.is_null() {
            hwnd
        } else {
            self.creation.hFocusWindow
        } as usize;
        let saved = self.cover_screen(hwnd, focus, (width, height));
        let watched = !borderless;
        if watched {
            focus::watch(Watch {
                focus,
                device_window: hwnd as usize,
                no_window_changes: self.creation.BehaviorFlags & D3DCREATE_NOWINDOWCHANGES != 0,
                mode: mode_changed.then_some(wanted),
                size: (width, height),
                loss: self.focus_loss.clone(),
            });
        }
        self.full_screen = Some(FullScreen {
            hwnd,
            saved,
            mode_changed,
            focus: if watched { focus } else { 0 },
        });
    }

    /// Makes device window `hwnd` cover the screen (`size`), unless the
    /// device was made with D3DCREATE_NOWINDOWCHANGES; returns the styles to
    /// give back when full screen ends. A window already covering it (a
    /// Reset that changed the mode) keeps the styles saved the first time;
    /// one that no longer does (a Reset naming another window) gets its own
    /// back, and a focus window other than `focus` is no longer watched.
    fn cover_screen(&mut self, hwnd: HWND, focus: usize, (width, height): (u32, u32)) -> Option<Styles> {
        let mut saved = None;
        // The window already covers the screen (a Reset of this swap chain).
        let mut covering = false;
        if let Some(fs) = self.full_screen.take() {
            if fs.hwnd == hwnd {
                saved = fs.saved;
                covering = saved.is_some();
            } else if let Some(s) = fs.saved {
                window::uncover_screen(fs.hwnd, s, self.ex);
            }
            if fs.focus != focus {
                focus::unwatch(fs.focus);
            }
        }
        if self.creation.BehaviorFlags & D3DCREATE_NOWINDOWCHANGES == 0 {
            if covering {
                window::resize_full_screen(hwnd, width, height);
            } else {
                saved = window::cover_screen(hwnd, width, height).or(saved);
            }
        }
        saved
    }

    /// The window a swap chain of `pp` shows its frames in: its device
    /// window, else the device's focus window (null without either).
    pub(crate) fn device_window(&self, pp: &D3DPRESENT_PARAMETERS) -> HWND {
        if pp.hDeviceWindow.is_null() {
            self.creation.hFocusWindow
        } else {
            pp.hDeviceWindow
        }
    }

    /// Whether a full-screen swap chain holds the screen (watching the
    /// foreground; not `display.borderless`).
    pub(crate) fn holds_screen(&self) -> bool {
        self.full_screen.as_ref().is_some_and(|fs| fs.focus != 0)
    }

    /// Sets the display's mode for a full-screen swap chain; returns
    /// whether the display's mode now differs from the user's (changed by
    /// this device, now or before).
    fn set_display_mode(&mut self, wanted: (u32, u32, u32)) -> bool {
        let before = self.full_screen.as_ref().is_some_and(|fs| fs.mode_changed);
        // Without a window system (a headless native program) there is no
        // display to change.
        let Some(display) = window::display_mode() else {
            return before;
        };
        if !mode_change_needed(Some(display), wanted) {
            return before;
        }
        if window::change_mode(Some(wanted)) {
            return true;
        }
        com::log_once(
            "wgd3d9::d3d9",
            "full screen: the display cannot take the swap chain's mode; frames are scaled to the screen",
        );
        before
    }

    /// Windowed again (Reset to windowed, or the device's release): the
    /// window gets its styles back and the display the user's mode, whether
    /// this device changed it or the program did while full screen (as
    /// D3D9 does; not with `display.borderless`, which never changes it).
    pub(crate) fn leave_full_screen(&mut self) {
        window::set_full_screen(self.me as usize, None);
        let Some(fs) = self.full_screen.take() else {
            return;
        };
        focus::unwatch(fs.focus);
        if let Some(s) = fs.saved {
            window::uncover_screen(fs.hwnd, s, self.ex);
        }
        if fs.mode_changed || (fs.focus != 0 && window::away_from_user_mode()) {
            window::restore_user_mode();
        }
    }
}
