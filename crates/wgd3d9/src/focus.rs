//! The focus window of a full-screen device, as D3D9 watches it: when the
//! program loses the foreground (WM_ACTIVATEAPP), the user's display mode
//! comes back, the device window is minimised and a D3D9 device is lost;
//! when it returns, the device window covers the screen again and a D3D9
//! device waits for Reset (which sets the swap chain's mode again; a 9Ex
//! device, never lost, sets it at once).
//!
//! The front subclasses the focus window (`WindowSystem::hook_focus`) and
//! calls [`focus_changed`] from its window procedure, on the window's
//! thread, before the program's own procedure sees the message. That path
//! takes no device lock: it reads a table entry each full-screen device keeps
//! up to date, and tells the device through an atomic it shares
//! (`FocusLoss`). The window and mode changes are made outside every lock,
//! as the program's window procedure may call into the device.

use crate::window::{self, Mode};
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use wgd3d9_types::HWND;

/// A full-screen device's standing with the foreground. A D3D9 device is
/// lost while the program is in the background and waits for Reset when it
/// returns; a 9Ex device's presentation is only occluded meanwhile.
pub(crate) struct FocusLoss {
    state: AtomicU8,
    ex: bool,
}

const ACTIVE: u8 = 0;
const LOST: u8 = 1;
const NOT_RESET: u8 = 2;

impl FocusLoss {
    /// The standing of a D3D9 device (`ex` false) or a 9Ex one.
    pub(crate) fn new(ex: bool) -> FocusLoss {
        FocusLoss {
            state: AtomicU8::new(ACTIVE),
            ex,
        }
    }

    /// A D3D9 device's D3DERR_DEVICELOST while the program is in the
    /// background, D3DERR_DEVICENOTRESET once it is back until a successful
    /// Reset, else None (always None for a 9Ex device).
    pub(crate) fn error(&self) -> Option<wgd3d9_types::HRESULT> {
        match self.state.load(Ordering::Acquire) {
            LOST if !self.ex => Some(wgd3d9_types::D3DERR_DEVICELOST),
            NOT_RESET => Some(wgd3d9_types::D3DERR_DEVICENOTRESET),
            _ => None,
        }
    }

    /// Whether the program is in the background.
    pub(crate) fn lost(&self) -> bool {
        self.state.load(Ordering::Acquire) == LOST
    }

    /// After a successful Reset.
    pub(crate) fn reset(&self) {
        self.state.store(ACTIVE, Ordering::Release);
    }

    fn background(&self) {
        self.state.store(LOST, Ordering::Release);
    }

    fn foreground(&self) {
        let back = if self.ex { ACTIVE } else { NOT_RESET };
        let _ = self
            .state
            .compare_exchange(LOST, back, Ordering::AcqRel, Ordering::Acquire);
    }
}

/// What the focus window's procedure needs of a full-screen device.
#[derive(Clone)]
pub(crate) struct Watch {
    /// The focus window (subclassed).
    pub focus: usize,
    /// The device window (minimised and restored).
    pub device_window: usize,
    /// D3DCREATE_NOWINDOWCHANGES: the window is left alone.
    pub no_window_changes: bool,
    /// The swap chain's mode when the device set it (set again when the
    /// program returns), else None.
    pub mode: Option<Mode>,
    /// The size the device window covers.
    pub size: (u32, u32),
    /// The device's standing.
    pub loss: Arc<FocusLoss>,
}

static WATCHES: Mutex<Vec<Watch>> = Mutex::new(Vec::new());

fn watches() -> std::sync::MutexGuard<'static, Vec<Watch>> {
    WATCHES.lock().unwrap_or_else(|e| e.into_inner())
}

/// Starts or updates the watch of `w.focus` (subclassing the window the
/// first time).
pub(crate) fn watch(w: Watch) {
    let mut all = watches();
    if let Some(old) = all.iter_mut().find(|o| o.focus == w.focus) {
        *old = w;
        return;
    }
    let focus = w.focus;
    all.push(w);
    drop(all);
    window::hook_focus(focus as HWND);
}

/// Ends the watch of focus window `focus`.
pub(crate) fn unwatch(focus: usize) {
    let mut all = watches();
    let before = all.len();
    all.retain(|w| w.focus != focus);
    let removed = all.len() != before;
    drop(all);
    if removed {
        window::unhook_focus(focus as HWND);
    }
}

/// Called by the front's window procedure of a subclassed focus window on
/// WM_ACTIVATEAPP (`active`: the program gains the foreground).
pub fn focus_changed(hwnd: HWND, active: bool) {
    let Some(w) = watches().iter().find(|w| w.focus == hwnd as usize).cloned() else {
        return;
    };
    let device_window = w.device_window as HWND;
    if active {
        if !w.no_window_changes {
            window::place(device_window, w.size.0, w.size.1);
        }
        // A 9Ex device takes its mode back at once; a D3D9 one when the
        // program Resets it (as on Windows).
        if let (Some(mode), true) = (w.mode, w.loss.ex) {
            window::change_mode(Some(mode));
        }
        w.loss.foreground();
    } else {
        // The user's mode comes back whether the device set the display's
        // mode or the program did while full screen.
        if w.mode.is_some() || window::away_from_user_mode() {
            window::restore_user_mode();
        }
        w.loss.background();
        if !w.no_window_changes {
            window::minimize(device_window);
        }
    }
}

#[cfg(test)]
mod tests;
