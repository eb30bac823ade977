//! The window-system queries the API side needs, answered with user32.

use crate::{cursor, focus_window};
use wgd3d9::window::{Mode, Styles, WindowSystem};
use wgd3d9_core::full_screen::{covering, exstyle, restored, style};
use wgd3d9_types::*;

/// DEVMODEW, with the display fields named and the rest kept as padding.
#[repr(C)]
struct DevModeW {
    _name_and_versions: [u8; 68],
    size: u16,
    driver_extra: u16,
    fields: u32,
    _position_to_log_pixels: [u8; 92],
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
const ENUM_REGISTRY_SETTINGS: u32 = u32::MAX - 1;
const DM_BITSPERPEL: u32 = 0x0004_0000;
const DM_PELSWIDTH: u32 = 0x0008_0000;
const DM_PELSHEIGHT: u32 = 0x0010_0000;
const DM_DISPLAYFREQUENCY: u32 = 0x0040_0000;
const CDS_FULLSCREEN: u32 = 0x4;
const DISP_CHANGE_SUCCESSFUL: i32 = 0;
const GWL_STYLE: i32 = -16;
const GWL_EXSTYLE: i32 = -20;
const HWND_TOPMOST: HWND = -1isize as HWND;
const HWND_NOTOPMOST: HWND = -2isize as HWND;
const SW_SHOW: i32 = 5;
pub(crate) const SWP_NOSIZE: u32 = 0x1;
pub(crate) const SWP_NOMOVE: u32 = 0x2;
pub(crate) const SWP_NOZORDER: u32 = 0x4;
pub(crate) const SWP_NOACTIVATE: u32 = 0x10;
const SWP_FRAMECHANGED: u32 = 0x20;
const SWP_SHOWWINDOW: u32 = 0x40;
const SWP_HIDEWINDOW: u32 = 0x80;
const MONITOR_DEFAULTTOPRIMARY: u32 = 1;

#[link(name = "user32")]
extern "system" {
    pub(crate) fn IsWindow(hwnd: HWND) -> BOOL;
    fn GetClientRect(hwnd: HWND, rect: *mut RECT) -> BOOL;
    fn ClientToScreen(hwnd: HWND, point: *mut Point) -> BOOL;
    fn EnumDisplaySettingsW(device: *const u16, mode: u32, dm: *mut DevModeW) -> BOOL;
    fn MonitorFromPoint(pt: Point, flags: u32) -> HMONITOR;
    fn GetPropA(hwnd: HWND, name: *const u8) -> HANDLE;
    fn ChangeDisplaySettingsExW(
        device: *const u16,
        dm: *mut DevModeW,
        hwnd: HWND,
        flags: u32,
        param: *mut std::ffi::c_void,
    ) -> i32;
    pub(crate) fn GetWindowLongW(hwnd: HWND, index: i32) -> i32;
    pub(crate) fn SetWindowLongW(hwnd: HWND, index: i32, value: i32) -> i32;
    pub(crate) fn SetWindowPos(hwnd: HWND, after: HWND, x: i32, y: i32, cx: i32, cy: i32, flags: u32) -> BOOL;
    pub(crate) fn ShowWindow(hwnd: HWND, cmd: i32) -> BOOL;
    fn GetWindowThreadProcessId(hwnd: HWND, pid: *mut u32) -> u32;
}

#[link(name = "kernel32")]
extern "system" {
    fn GetCurrentThreadId() -> u32;
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

fn user_mode() -> Option<Mode> {
    let mut dm = DevModeW::new();
    // SAFETY: dm is a sized DEVMODEW.
    (unsafe { EnumDisplaySettingsW(std::ptr::null(), ENUM_REGISTRY_SETTINGS, &mut dm) } != 0).then(|| mode_of(&dm))
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
unsafe fn native_window(hwnd: HWND) -> Option<(u32, u64, u64)> {
    // SAFETY: user32 validates any handle value.
    if unsafe { IsWindow(hwnd) } == 0 {
        return None;
    }
    // SAFETY: user32 validates the handle; the name is NUL-terminated.
    let id = unsafe { GetPropA(hwnd, c"__wine_x11_whole_window".as_ptr().cast()) } as u64;
    (id != 0).then_some((wgd3d9_core::record::window_system::X11, id, 0))
}

/// Sets the primary display's mode, or (None) the mode of the registry.
fn change_mode(mode: Option<Mode>) -> bool {
    let hr = match mode {
        Some((width, height, refresh)) => {
            let mut dm = DevModeW::new();
            dm.fields = DM_BITSPERPEL | DM_PELSWIDTH | DM_PELSHEIGHT;
            dm.bits_per_pel = 32;
            dm.pels_width = width;
            dm.pels_height = height;
            if refresh != 0 {
                dm.fields |= DM_DISPLAYFREQUENCY;
                dm.display_frequency = refresh;
            }
            // SAFETY: `dm` is a sized DEVMODEW; the other pointers may be null.
            unsafe {
                ChangeDisplaySettingsExW(
                    std::ptr::null(),
                    &mut dm,
                    std::ptr::null_mut(),
                    CDS_FULLSCREEN,
                    std::ptr::null_mut(),
                )
            }
        }
        // SAFETY: null pointers ask for the registry's mode.
        None => unsafe {
            ChangeDisplaySettingsExW(
                std::ptr::null(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                0,
                std::ptr::null_mut(),
            )
        },
    };
    hr == DISP_CHANGE_SUCCESSFUL
}

/// A window's styles.
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
unsafe fn styles_of(hwnd: HWND) -> Styles {
    // SAFETY: user32 validates the handle.
    unsafe {
        Styles {
            style: GetWindowLongW(hwnd, GWL_STYLE) as u32,
            exstyle: GetWindowLongW(hwnd, GWL_EXSTYLE) as u32,
        }
    }
}

/// Whether a window belongs to the calling thread (user32 calls on it then
/// send no message to another thread, which may not be pumping them).
pub(crate) fn on_this_thread(hwnd: HWND) -> bool {
    // SAFETY: user32 validates the handle; a null pid is allowed.
    let owner = unsafe { GetWindowThreadProcessId(hwnd, std::ptr::null_mut()) };
    // SAFETY: plain kernel32 call.
    owner == unsafe { GetCurrentThreadId() }
}

/// A change of a window's styles and place, made on a thread of its own
/// when the window belongs to another thread: that thread may not be
/// pumping messages, and SetWindowPos would wait for it.
struct WindowChange {
    hwnd: usize,
    styles: Option<Styles>,
    after: usize,
    rect: (i32, i32, i32, i32),
    flags: u32,
    /// ShowWindow(SW_SHOW) after the move: a hidden window is shown (and
    /// activated), a visible one is left as it is.
    show: bool,
}

impl WindowChange {
    fn apply(self) {
        let hwnd = self.hwnd as HWND;
        // SAFETY: user32 validates the handle (a window destroyed meanwhile
        // makes these calls fail harmlessly).
        focus_window::filtered(hwnd, || unsafe {
            if let Some(s) = self.styles {
                SetWindowLongW(hwnd, GWL_STYLE, s.style as i32);
                SetWindowLongW(hwnd, GWL_EXSTYLE, s.exstyle as i32);
            }
            let (x, y, w, h) = self.rect;
            SetWindowPos(hwnd, self.after as HWND, x, y, w, h, self.flags);
            if self.show {
                ShowWindow(hwnd, SW_SHOW);
            }
        });
    }

    fn run(self) {
        if on_this_thread(self.hwnd as HWND) {
            self.apply();
        } else {
            std::thread::spawn(move || self.apply());
        }
    }
}

/// Makes a window cover the screen (see `WindowSystem::cover_screen`).
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
unsafe fn cover_screen(hwnd: HWND, width: u32, height: u32) -> Option<Styles> {
    // SAFETY: user32 validates any handle value.
    if unsafe { IsWindow(hwnd) } == 0 {
        return None;
    }
    // SAFETY: as above.
    let before = unsafe { styles_of(hwnd) };
    WindowChange {
        hwnd: hwnd as usize,
        styles: Some(covering(before)),
        after: HWND_TOPMOST as usize,
        rect: (0, 0, width as i32, height as i32),
        flags: SWP_FRAMECHANGED | SWP_NOACTIVATE | SWP_SHOWWINDOW,
        show: false,
    }
    .run();
    Some(before)
}

/// Moves a window that covers the screen to its new size and shows it
/// (see `WindowSystem::resize_full_screen`).
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
unsafe fn resize_full_screen(hwnd: HWND, width: u32, height: u32) {
    // SAFETY: user32 validates any handle value.
    if unsafe { IsWindow(hwnd) } == 0 {
        return;
    }
    WindowChange {
        hwnd: hwnd as usize,
        styles: None,
        after: 0,
        rect: (0, 0, width as i32, height as i32),
        flags: SWP_NOZORDER | SWP_NOACTIVATE,
        show: true,
    }
    .run();
}

/// Gives a window its styles back (see `WindowSystem::uncover_screen`).
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
unsafe fn uncover_screen(hwnd: HWND, saved: Styles, restore_state: bool) {
    // SAFETY: user32 validates any handle value.
    if unsafe { IsWindow(hwnd) } == 0 {
        return;
    }
    // SAFETY: as above.
    let now = unsafe { styles_of(hwnd) };
    let mut change = WindowChange {
        hwnd: hwnd as usize,
        styles: restored(saved, now),
        after: 0,
        rect: (0, 0, 0, 0),
        flags: SWP_FRAMECHANGED | SWP_NOZORDER | SWP_NOACTIVATE | SWP_NOMOVE | SWP_NOSIZE,
        show: false,
    };
    if restore_state {
        // Visibility and stacking as they were, through SetWindowPos.
        change.after = if saved.exstyle & exstyle::TOPMOST != 0 {
            HWND_TOPMOST
        } else {
            HWND_NOTOPMOST
        } as usize;
        change.flags &= !SWP_NOZORDER;
        change.flags |= if saved.style & style::VISIBLE != 0 {
            SWP_SHOWWINDOW
        } else {
            SWP_HIDEWINDOW
        };
    }
    change.run();
}

/// The window system of a Windows program.
pub fn window_system() -> WindowSystem {
    WindowSystem {
        client_size,
        client_origin,
        primary_monitor,
        current_mode,
        user_mode,
        modes,
        native_window,
        change_mode,
        cover_screen,
        resize_full_screen,
        uncover_screen,
        hook_focus: focus_window::hook,
        unhook_focus: focus_window::unhook,
        minimize: focus_window::minimize,
        place: focus_window::place,
        make_cursor: cursor::make,
        destroy_cursor: cursor::destroy,
        set_cursor: cursor::set,
        cursor_pos: cursor::position,
        set_cursor_pos: cursor::set_position,
    }
}
