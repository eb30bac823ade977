//! What the API side asks of the platform's window system, provided by the
//! front that loads it (the Wine front answers with user32). Without one (a
//! native Linux program, whose HWND is opaque) the answers are those of a
//! headless adapter: a fixed list of display modes, no monitor, no client
//! areas.

use crate::caps::{DISPLAY_MODES, REFRESH_RATE};
use std::sync::OnceLock;
pub use wgd3d9_core::full_screen::Styles;
use wgd3d9_types::*;

/// A display mode: width, height, refresh rate in Hz.
pub type Mode = (u32, u32, u32);

/// A width and height, or a point of an image, in pixels.
pub type Extent = (u32, u32);

/// The window-system queries a front can answer.
#[derive(Clone, Copy)]
pub struct WindowSystem {
    /// The size of a window's client area, or None when `hwnd` is not a window.
    pub client_size: unsafe fn(HWND) -> Option<(u32, u32)>,
    /// Where a window's client area begins on the screen, or None when
    /// `hwnd` is not a window.
    pub client_origin: unsafe fn(HWND) -> Option<(i32, i32)>,
    /// The primary display's monitor handle.
    pub primary_monitor: fn() -> HMONITOR,
    /// The primary display's current mode.
    pub current_mode: fn() -> Option<Mode>,
    /// The mode of the user's settings (the registry's), which
    /// `change_mode(None)` sets.
    pub user_mode: fn() -> Option<Mode>,
    /// The 32-bit modes the primary display offers.
    pub modes: fn() -> Vec<Mode>,
    /// The native window behind an HWND: a `record::window_system` value,
    /// the window's id in it and its display (0: the process's default
    /// display; for Wayland the `wl_display*`).
    pub native_window: unsafe fn(HWND) -> Option<(u32, u64, u64)>,
    /// Sets the primary display's mode (None: back to the mode of the
    /// user's settings); false when the display refuses it.
    pub change_mode: fn(Option<Mode>) -> bool,
    /// Makes a window cover the screen, `width` x `height` from its
    /// origin, above other windows, with the styles
    /// `wgd3d9_core::full_screen::covering` gives; returns the styles it
    /// had, or None when `hwnd` is not a window.
    pub cover_screen: unsafe fn(HWND, u32, u32) -> Option<Styles>,
    /// Moves and sizes a window that already covers the screen (a Reset of
    /// a full-screen swap chain) to `width` x `height` from its origin,
    /// then shows it if the program hid it (as D3D9 does; programs hide
    /// the window and count on Reset to show it).
    pub resize_full_screen: unsafe fn(HWND, u32, u32),
    /// Gives a window back the styles `cover_screen` saved, as
    /// `wgd3d9_core::full_screen::restored` says; with `restore_state` (a
    /// 9Ex device) its visibility and topmost state come back too.
    pub uncover_screen: unsafe fn(HWND, Styles, bool),
    /// Subclasses a focus window: its procedure calls
    /// [`crate::focus::focus_changed`] on WM_ACTIVATEAPP before the
    /// program's own procedure.
    pub hook_focus: unsafe fn(HWND),
    /// Ends `hook_focus`'s subclassing.
    pub unhook_focus: unsafe fn(HWND),
    /// Minimises a window when it is visible.
    pub minimize: unsafe fn(HWND),
    /// Moves a window to the screen's origin at `width` x `height`, without
    /// activating it or changing its place in the stacking order.
    pub place: unsafe fn(HWND, u32, u32),
    /// Makes a pointer cursor of `size` A8R8G8B8 pixels (rows top-down,
    /// alpha kept) with its hot spot; 0 when the window system cannot.
    pub make_cursor: unsafe fn(&[u32], Extent, Extent) -> usize,
    /// Frees a cursor `make_cursor` made.
    pub destroy_cursor: unsafe fn(usize),
    /// Makes a cursor the one shown over the program's windows (0: none).
    pub set_cursor: unsafe fn(usize),
    /// The pointer's position on the screen.
    pub cursor_pos: fn() -> Option<(i32, i32)>,
    /// Moves the pointer to a point of the screen.
    pub set_cursor_pos: fn(i32, i32),
}

static WINDOW_SYSTEM: OnceLock<WindowSystem> = OnceLock::new();
static MODES: OnceLock<Vec<Mode>> = OnceLock::new();
/// The mode of the full-screen swap chain that owns the display, if any.
static FULL_SCREEN: std::sync::Mutex<Option<(usize, Mode)>> = std::sync::Mutex::new(None);

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

/// Where the client area of `hwnd` begins on the screen, when a window
/// system knows it.
pub(crate) fn client_origin(hwnd: HWND) -> Option<(i32, i32)> {
    if hwnd.is_null() {
        return None;
    }
    let ws = WINDOW_SYSTEM.get()?;
    // SAFETY: the front's function accepts any handle value.
    unsafe { (ws.client_origin)(hwnd) }
}

/// The native window behind `hwnd`, when a window system knows it.
pub(crate) fn native_window(hwnd: HWND) -> Option<(u32, u64, u64)> {
    if hwnd.is_null() {
        return None;
    }
    let ws = WINDOW_SYSTEM.get()?;
    // SAFETY: the front's function accepts any handle value.
    unsafe { (ws.native_window)(hwnd) }
}

/// The adapter's monitor (null without a window system).
pub(crate) fn primary_monitor() -> HMONITOR {
    WINDOW_SYSTEM
        .get()
        .map_or(std::ptr::null_mut(), |ws| (ws.primary_monitor)())
}

/// The display modes of the adapter, largest first, without duplicates
/// (queried once): the display's own modes, and the common resolutions up to
/// the desktop's size. A full-screen swap chain sets the display's mode
/// when the display has it, and otherwise renders at its size and is scaled
/// to the screen, so every listed mode works (old games need 640x480 and
/// 800x600 listed).
pub(crate) fn modes() -> &'static [Mode] {
    MODES.get_or_init(|| {
        let ws = WINDOW_SYSTEM.get();
        let desktop = ws.and_then(|ws| (ws.current_mode)());
        let mut modes: Vec<Mode> = ws.map(|ws| (ws.modes)()).unwrap_or_default();
        modes.extend(
            DISPLAY_MODES
                .iter()
                .filter(|&&(w, h)| desktop.is_none_or(|(dw, dh, _)| w <= dw && h <= dh))
                .map(|&(w, h)| (w, h, REFRESH_RATE)),
        );
        for m in &mut modes {
            if m.2 == 0 {
                m.2 = REFRESH_RATE;
            }
        }
        modes.sort_by(|a, b| b.cmp(a));
        modes.dedup();
        log::info!(target: "wgd3d9::d3d9", "display modes: {modes:?}");
        modes
    })
}

/// Records that device `owner` went full screen in `mode` (None: it left full
/// screen, or went away). The adapter reports the full-screen mode while a
/// full-screen swap chain owns the display, whether or not the display
/// could take the mode.
pub(crate) fn set_full_screen(owner: usize, mode: Option<Mode>) {
    let mut fs = FULL_SCREEN.lock().unwrap_or_else(|e| e.into_inner());
    match mode {
        Some(m) => *fs = Some((owner, m)),
        None if fs.is_some_and(|(o, _)| o == owner) => *fs = None,
        None => {}
    }
}

/// Sets the display's mode (None: the mode of the user's settings); false
/// when the display refuses it or there is no window system.
pub(crate) fn change_mode(mode: Option<Mode>) -> bool {
    WINDOW_SYSTEM.get().is_some_and(|ws| (ws.change_mode)(mode))
}

/// The display's own mode, whatever a full-screen swap chain reports (a
/// rate the window system does not know, 0, is the one the adapter
/// reports).
pub(crate) fn display_mode() -> Option<Mode> {
    let (w, h, hz) = WINDOW_SYSTEM.get().and_then(|ws| (ws.current_mode)())?;
    Some((w, h, if hz == 0 { REFRESH_RATE } else { hz }))
}

/// Whether the display's mode differs from the user's (in size).
pub(crate) fn away_from_user_mode() -> bool {
    WINDOW_SYSTEM.get().is_some_and(|ws| {
        let size = |m: Option<Mode>| m.map(|(w, h, _)| (w, h));
        let current = size((ws.current_mode)());
        current.is_some() && current != size((ws.user_mode)())
    })
}

/// Gives the display the mode of the user's settings back (the
/// registry's as it is now: a program may have changed it with
/// CDS_UPDATEREGISTRY); false, after a log line, when the display refuses.
pub(crate) fn restore_user_mode() -> bool {
    let done = change_mode(None);
    if !done {
        log::warn!(target: "wgd3d9::d3d9", "full screen: the display's mode could not be restored");
    }
    done
}

/// Makes `hwnd` cover the screen (see [`WindowSystem::cover_screen`]).
pub(crate) fn cover_screen(hwnd: HWND, width: u32, height: u32) -> Option<Styles> {
    if hwnd.is_null() {
        return None;
    }
    let ws = WINDOW_SYSTEM.get()?;
    // SAFETY: the front's function accepts any handle value.
    unsafe { (ws.cover_screen)(hwnd, width, height) }
}

/// Resizes `hwnd`, which covers the screen (see
/// [`WindowSystem::resize_full_screen`]).
pub(crate) fn resize_full_screen(hwnd: HWND, width: u32, height: u32) {
    // SAFETY: the front's function accepts any handle value.
    on_window(hwnd, |ws| unsafe { (ws.resize_full_screen)(hwnd, width, height) });
}

/// Gives `hwnd` back its styles (see [`WindowSystem::uncover_screen`]).
pub(crate) fn uncover_screen(hwnd: HWND, saved: Styles, restore_state: bool) {
    if let Some(ws) = WINDOW_SYSTEM.get() {
        // SAFETY: the front's function accepts any handle value.
        unsafe { (ws.uncover_screen)(hwnd, saved, restore_state) }
    }
}

/// Runs a window-system call on a non-null `hwnd`, when there is a window
/// system.
fn on_window(hwnd: HWND, f: impl FnOnce(&WindowSystem)) {
    if let (false, Some(ws)) = (hwnd.is_null(), WINDOW_SYSTEM.get()) {
        f(ws);
    }
}

/// Subclasses focus window `hwnd` (see [`WindowSystem::hook_focus`]).
pub(crate) fn hook_focus(hwnd: HWND) {
    // SAFETY: the front's functions accept any handle value.
    on_window(hwnd, |ws| unsafe { (ws.hook_focus)(hwnd) });
}

/// Ends the subclassing of `hwnd` (see [`WindowSystem::unhook_focus`]).
pub(crate) fn unhook_focus(hwnd: HWND) {
    // SAFETY: as above.
    on_window(hwnd, |ws| unsafe { (ws.unhook_focus)(hwnd) });
}

/// Minimises `hwnd` when it is visible.
pub(crate) fn minimize(hwnd: HWND) {
    // SAFETY: as above.
    on_window(hwnd, |ws| unsafe { (ws.minimize)(hwnd) });
}

/// Moves `hwnd` to the screen's origin at `width` x `height`.
pub(crate) fn place(hwnd: HWND, width: u32, height: u32) {
    // SAFETY: as above.
    on_window(hwnd, |ws| unsafe { (ws.place)(hwnd, width, height) });
}

/// The adapter's current mode.
pub(crate) fn current_mode() -> Mode {
    if let Some((_, m)) = *FULL_SCREEN.lock().unwrap_or_else(|e| e.into_inner()) {
        return m;
    }
    match WINDOW_SYSTEM.get().and_then(|ws| (ws.current_mode)()) {
        Some((w, h, 0)) => (w, h, REFRESH_RATE),
        Some(m) => m,
        None => modes()[0],
    }
}

/// A pointer cursor made from the device cursor's image (see
/// [`WindowSystem::make_cursor`]); 0 without a window system or when it
/// cannot make one.
pub(crate) fn make_cursor(pixels: &[u32], size: (u32, u32), hotspot: (u32, u32)) -> usize {
    match WINDOW_SYSTEM.get() {
        // SAFETY: the front reads `size` pixels, which `pixels` holds.
        Some(ws) if pixels.len() as u64 >= u64::from(size.0) * u64::from(size.1) => unsafe {
            (ws.make_cursor)(pixels, size, hotspot)
        },
        _ => 0,
    }
}

/// Frees a cursor [`make_cursor`] made (0 is ignored).
pub(crate) fn destroy_cursor(cursor: usize) {
    if let (true, Some(ws)) = (cursor != 0, WINDOW_SYSTEM.get()) {
        // SAFETY: `cursor` came from the front's `make_cursor`.
        unsafe { (ws.destroy_cursor)(cursor) }
    }
}

/// Shows `cursor` over the program's windows (0: no cursor).
pub(crate) fn set_cursor(cursor: usize) {
    if let Some(ws) = WINDOW_SYSTEM.get() {
        // SAFETY: `cursor` is 0 or came from the front's `make_cursor`.
        unsafe { (ws.set_cursor)(cursor) }
    }
}

/// The pointer's position on the screen, when a window system knows it.
pub(crate) fn cursor_pos() -> Option<(i32, i32)> {
    WINDOW_SYSTEM.get().and_then(|ws| (ws.cursor_pos)())
}

/// Moves the pointer, when there is a window system.
pub(crate) fn set_cursor_pos(x: i32, y: i32) {
    if let Some(ws) = WINDOW_SYSTEM.get() {
        (ws.set_cursor_pos)(x, y);
    }
}
