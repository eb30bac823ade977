//! Full screen as D3D9 does it: a full-screen implicit swap chain sets the
//! display's mode and makes its device window cover the screen; Reset to
//! windowed and the device's release undo both.
//!
//! The mode is set through the window system (ChangeDisplaySettingsEx under
//! Wine). When the display refuses it (a screen without that mode), the
//! swap chain renders at its size and Present scales the frame to the
//! window, logged once. The window takes the styles
//! `wgd3d9_core::full_screen::covering` gives, so that the picture fills the
//! screen without a frame, and gets its own back when full screen ends.
//! D3DCREATE_NOWINDOWCHANGES leaves the window alone, as on Windows.

use super::Inner;
use crate::com;
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
        let mode_changed = self.set_display_mode((pp.BackBufferWidth, pp.BackBufferHeight, refresh));
        let hwnd = [pp.hDeviceWindow, self.creation.hFocusWindow]
            .into_iter()
            .find(|h| !h.is_null())
            .unwrap_or(std::ptr::null_mut());
        let (width, height, _) = window::display_mode().unwrap_or((pp.BackBufferWidth, pp.BackBufferHeight, 0));
        let mut saved = None;
        if let Some(fs) = self.full_screen.take() {
            if fs.hwnd == hwnd {
                saved = fs.saved;
            } else if let Some(s) = fs.saved {
                window::uncover_screen(fs.hwnd, s);
            }
        }
        if self.creation.BehaviorFlags & D3DCREATE_NOWINDOWCHANGES == 0 {
            // Sized again after a Reset that changed the mode; the styles
            // saved the first time are the ones to give back.
            let before = window::cover_screen(hwnd, width, height);
            saved = saved.or(before);
        }
        self.full_screen = Some(FullScreen {
            hwnd,
            saved,
            mode_changed,
        });
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
    /// window gets its styles back and the display the user's mode.
    pub(crate) fn leave_full_screen(&mut self) {
        window::set_full_screen(self.me as usize, None);
        let Some(fs) = self.full_screen.take() else {
            return;
        };
        if let Some(s) = fs.saved {
            window::uncover_screen(fs.hwnd, s);
        }
        if fs.mode_changed && !window::change_mode(None) {
            log::warn!(target: "wgd3d9::d3d9", "full screen: the display's mode could not be restored");
        }
    }
}
