//! What the API side asks of the platform's window system, provided by the
//! front that loads it (the Wine front answers with user32; a native Linux
//! program's HWND is opaque, so there the answers are "unknown").

use std::sync::OnceLock;
use wgd3d9_types::*;

/// The window-system queries a front can answer.
#[derive(Clone, Copy)]
pub struct WindowSystem {
    /// The size of a window's client area, or None when `hwnd` is not a window.
    pub client_size: unsafe fn(HWND) -> Option<(u32, u32)>,
}

static WINDOW_SYSTEM: OnceLock<WindowSystem> = OnceLock::new();

/// Installs the front's window system. The first installation wins.
pub fn install(ws: WindowSystem) {
    let _ = WINDOW_SYSTEM.set(ws);
}

/// The client-area size of `hwnd`, when a window system knows it.
pub(crate) fn client_size(hwnd: HWND) -> Option<(u32, u32)> {
    if hwnd.is_null() {
        return None;
    }
    let ws = WINDOW_SYSTEM.get()?;
    // SAFETY: the front's function accepts any handle value.
    unsafe { (ws.client_size)(hwnd) }
}
