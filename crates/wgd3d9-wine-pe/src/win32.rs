//! The window-system queries the API side needs, answered with user32.

use wgd3d9::window::{Mode, WindowSystem};
use wgd3d9_types::*;

/// DEVMODEW, with the display fields named and the rest kept as padding.
#[repr(C)]
struct DevModeW {
    _name_and_versions: [u8; 68],
    size: u16,
    driver_extra: u16,
    _fields_to_log_pixels: [u8; 96],
    bits_per_pel: u32,
    pels_width: u32,
    pels_height: u32,
    _display_flags: u32,
    display_frequency: u32,
    _tail: [u8; 32],
}
const _: () = assert!(std::mem::size_of::<DevModeW>() == 220);

impl DevModeW {
    fn new() -> DevModeW {
        // SAFETY: plain data.
        let mut dm: DevModeW = unsafe { std::mem::zeroed() };
        dm.size = std::mem::size_of::<DevModeW>() as u16;
        dm
    }
}

#[repr(C)]
struct Point {
    x: i32,
    y: i32,
}

const ENUM_CURRENT_SETTINGS: u32 = u32::MAX;
const MONITOR_DEFAULTTOPRIMARY: u32 = 1;

#[link(name = "user32")]
extern "system" {
    fn IsWindow(hwnd: HWND) -> BOOL;
    fn GetClientRect(hwnd: HWND, rect: *mut RECT) -> BOOL;
    fn ClientToScreen(hwnd: HWND, point: *mut Point) -> BOOL;
    fn EnumDisplaySettingsW(device: *const u16, mode: u32, dm: *mut DevModeW) -> BOOL;
    fn MonitorFromPoint(pt: Point, flags: u32) -> HMONITOR;
    fn GetPropA(hwnd: HWND, name: *const u8) -> HANDLE;
}

/// The client-area size of a window.
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
unsafe fn client_size(hwnd: HWND) -> Option<(u32, u32)> {
    // SAFETY: user32 validates any handle value.
    if unsafe { IsWindow(hwnd) } == 0 {
        return None;
    }
    let mut r = RECT::default();
    // SAFETY: user32 validates the handle; `r` is a writable RECT.
    if unsafe { GetClientRect(hwnd, &mut r) } == 0 {
        return None;
    }
    Some(((r.right - r.left).max(0) as u32, (r.bottom - r.top).max(0) as u32))
}

/// Where a window's client area begins on the screen.
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
unsafe fn client_origin(hwnd: HWND) -> Option<(i32, i32)> {
    let mut p = Point { x: 0, y: 0 };
    // SAFETY: user32 validates the handle; `p` is a writable POINT.
    (unsafe { ClientToScreen(hwnd, &mut p) } != 0).then_some((p.x, p.y))
}

fn primary_monitor() -> HMONITOR {
    // SAFETY: plain user32 call.
    unsafe { MonitorFromPoint(Point { x: 0, y: 0 }, MONITOR_DEFAULTTOPRIMARY) }
}

fn mode_of(dm: &DevModeW) -> Mode {
    (dm.pels_width, dm.pels_height, dm.display_frequency)
}

fn current_mode() -> Option<Mode> {
    let mut dm = DevModeW::new();
    // SAFETY: dm is a sized DEVMODEW.
    (unsafe { EnumDisplaySettingsW(std::ptr::null(), ENUM_CURRENT_SETTINGS, &mut dm) } != 0).then(|| mode_of(&dm))
}

fn modes() -> Vec<Mode> {
    let mut modes = Vec::new();
    for i in 0.. {
        let mut dm = DevModeW::new();
        // SAFETY: dm is a sized DEVMODEW.
        if unsafe { EnumDisplaySettingsW(std::ptr::null(), i, &mut dm) } == 0 {
            break;
        }
        if dm.bits_per_pel == 32 {
            modes.push(mode_of(&dm));
        }
    }
    modes
}

/// The X11 window Wine's X11 driver made for an HWND (its window property
/// `__wine_x11_whole_window`).
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
unsafe fn native_window(hwnd: HWND) -> Option<(u32, u64)> {
    // SAFETY: user32 validates any handle value.
    if unsafe { IsWindow(hwnd) } == 0 {
        return None;
    }
    // SAFETY: user32 validates the handle; the name is NUL-terminated.
    let id = unsafe { GetPropA(hwnd, c"__wine_x11_whole_window".as_ptr().cast()) } as u64;
    (id != 0).then_some((wgd3d9_core::record::window_system::X11, id))
}

/// The window system of a Windows program.
pub fn window_system() -> WindowSystem {
    WindowSystem {
        client_size,
        client_origin,
        primary_monitor,
        current_mode,
        modes,
        native_window,
    }
}
