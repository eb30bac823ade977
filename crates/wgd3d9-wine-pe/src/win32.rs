//! The window-system queries the API side needs, answered with user32.

use wgd3d9_types::*;

#[link(name = "user32")]
extern "system" {
    fn IsWindow(hwnd: HWND) -> BOOL;
    fn GetClientRect(hwnd: HWND, rect: *mut RECT) -> BOOL;
}

/// The client-area size of a window.
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
unsafe fn client_size(hwnd: HWND) -> Option<(u32, u32)> {
    if IsWindow(hwnd) == 0 {
        return None;
    }
    let mut r = RECT::default();
    if GetClientRect(hwnd, &mut r) == 0 {
        return None;
    }
    Some(((r.right - r.left).max(0) as u32, (r.bottom - r.top).max(0) as u32))
}

/// The window system of a Windows program.
pub fn window_system() -> wgd3d9::window::WindowSystem {
    wgd3d9::window::WindowSystem { client_size }
}
