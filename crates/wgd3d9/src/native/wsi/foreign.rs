//! Windows a program names without SDL ([`super::window_from_x11`],
//! [`super::window_from_wayland`]), each given a handle of the library's own:
//! the address of a block the library allocates, which no SDL window can
//! have.

use std::sync::Mutex;
use wgd3d9_types::HWND;

/// A window named by handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Foreign {
    /// An X11 window id (on the display `DISPLAY` names).
    X11(u32),
    /// A `wl_surface*` of a `wl_display*`, with the size the program gave
    /// (a Wayland surface has no size of its own).
    Wayland {
        display: usize,
        surface: usize,
        size: (u32, u32),
    },
}

impl Foreign {
    /// Whether `self` and `other` are the same window.
    fn same_window(&self, other: &Foreign) -> bool {
        match (self, other) {
            (Foreign::X11(a), Foreign::X11(b)) => a == b,
            (Foreign::Wayland { surface: a, .. }, Foreign::Wayland { surface: b, .. }) => a == b,
            _ => false,
        }
    }
}

/// Handles and their windows (few: a program has a window or two).
static FOREIGN: Mutex<Vec<(usize, Foreign)>> = Mutex::new(Vec::new());

/// The handle of `window`: the one given before for the same window (whose
/// record `window` replaces: a Wayland surface's new size), else a new one.
pub(crate) fn handle(window: Foreign) -> HWND {
    let mut foreign = FOREIGN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(entry) = foreign.iter_mut().find(|(_, w)| w.same_window(&window)) {
        entry.1 = window;
        return entry.0 as HWND;
    }
    let handle = Box::into_raw(Box::new(0u8)) as usize;
    foreign.push((handle, window));
    handle as HWND
}

/// The window `hwnd` stands for, when it is a handle of [`handle`].
pub(crate) fn lookup(hwnd: HWND) -> Option<Foreign> {
    let foreign = FOREIGN.lock().unwrap_or_else(|e| e.into_inner());
    foreign.iter().find(|(h, _)| *h == hwnd as usize).map(|&(_, w)| w)
}
