//! The window systems of native programs. An HWND a native program passes
//! (device window, focus window, Present's override window, an additional
//! swap chain's window) is one of:
//! - an `SDL_Window*` of the SDL3 or SDL2 the process has loaded (SDL is
//!   looked up in the process, never linked or loaded by the library);
//! - a handle [`window_from_x11`] gave for an X11 window, for programs
//!   without SDL.
//!
//! `WGD3D9_WINDOW_SYSTEM` chooses: `auto` (the default: SDL3, else SDL2,
//! when the process has it loaded), `sdl3`, `sdl2`, `x11` (handles of
//! [`window_from_x11`] only) or `none` (every swap chain renders offscreen).
//! Any other HWND, null included, is not a window: its swap chain renders
//! offscreen, as a headless device's does.
//!
//! Full screen covers the display with the window (SDL's desktop full
//! screen) and keeps the display's mode: a back buffer of another size is
//! scaled to the screen. The device cursor is drawn over the frames.

mod foreign;
mod sdl2;
mod sdl3;
mod xcb;

use crate::window::{Extent, Mode, Styles, WindowSystem};
use foreign::Foreign;
use std::ffi::c_void;
use std::sync::{Mutex, OnceLock};
use wgd3d9_core::record::window_system;
use wgd3d9_types::{HMONITOR, HWND};

/// The window behind an SDL window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NativeWindow {
    X11(u64),
    Wayland { display: usize, surface: usize },
}

/// The choice `WGD3D9_WINDOW_SYSTEM` makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Choice {
    Auto,
    Sdl3,
    Sdl2,
    X11,
    None,
}

impl Choice {
    /// The choice a value of `WGD3D9_WINDOW_SYSTEM` names (unset or empty:
    /// `auto`); None for a value that names none.
    pub(crate) fn parse(value: Option<&str>) -> Option<Choice> {
        Some(match value.map(str::trim).unwrap_or("") {
            "" | "auto" => Choice::Auto,
            "sdl3" => Choice::Sdl3,
            "sdl2" => Choice::Sdl2,
            "x11" => Choice::X11,
            "none" => Choice::None,
            _ => return None,
        })
    }

    fn from_env() -> Choice {
        let value = std::env::var("WGD3D9_WINDOW_SYSTEM").ok();
        Choice::parse(value.as_deref()).unwrap_or_else(|| {
            log::warn!(target: "wgd3d9::window", "WGD3D9_WINDOW_SYSTEM={value:?} names no window system: auto");
            Choice::Auto
        })
    }
}

/// The window system for native programs, or None when
/// `WGD3D9_WINDOW_SYSTEM=none`.
pub(crate) fn window_system() -> Option<WindowSystem> {
    if choice() == Choice::None {
        return None;
    }
    Some(WindowSystem {
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
        hook_focus: ignore,
        unhook_focus: ignore,
        minimize,
        place,
        make_cursor,
        destroy_cursor: no_cursor,
        set_cursor: no_cursor,
        cursor_pos,
        set_cursor_pos,
    })
}

fn choice() -> Choice {
    static CHOICE: OnceLock<Choice> = OnceLock::new();
    *CHOICE.get_or_init(Choice::from_env)
}

/// The SDL the process uses.
enum Sdl {
    V3(sdl3::Sdl3),
    V2(sdl2::Sdl2),
}

static SDL: OnceLock<Sdl> = OnceLock::new();

/// The SDL the process has loaded, looked for until found.
fn sdl() -> Option<&'static Sdl> {
    if let Some(s) = SDL.get() {
        return Some(s);
    }
    let found = match choice() {
        Choice::Auto => find_sdl3().or_else(find_sdl2),
        Choice::Sdl3 => find_sdl3().or_else(|| missing("SDL3")),
        Choice::Sdl2 => find_sdl2().or_else(|| missing("SDL2")),
        Choice::X11 | Choice::None => None,
    }?;
    let s = SDL.get_or_init(|| found);
    log::info!(target: "wgd3d9::window", "windows are SDL{}'s", if matches!(s, Sdl::V3(_)) { 3 } else { 2 });
    Some(s)
}

/// Says once that the SDL `WGD3D9_WINDOW_SYSTEM` names is not in the
/// process.
fn missing(name: &str) -> Option<Sdl> {
    static WARNED: std::sync::Once = std::sync::Once::new();
    WARNED.call_once(|| {
        log::warn!(target: "wgd3d9::window", "WGD3D9_WINDOW_SYSTEM names {name}, which the process has not loaded: no windows");
    });
    None
}

/// Says (once for each of the first handles) that `hwnd` is no window of
/// the window system: its swap chains render offscreen.
fn not_a_window(hwnd: HWND) {
    static SEEN: Mutex<Vec<usize>> = Mutex::new(Vec::new());
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    if seen.len() < 16 && !seen.contains(&(hwnd as usize)) {
        seen.push(hwnd as usize);
        log::warn!(target: "wgd3d9::window", "HWND {hwnd:?} is no window of the process's SDL or wgd3d9_window_from_x11: its frames render offscreen");
    }
}

/// The loaded library of soname `name`, else the process's global symbols
/// when they hold `marker`; never loads a library.
fn loaded(name: &str, marker: &[u8]) -> Option<libloading::Library> {
    use libloading::os::unix::Library;
    // SAFETY: RTLD_NOLOAD only returns a library already loaded (its
    // initialisers have run); the process's own handle runs no code.
    let lib =
        unsafe { Library::open(Some(name), libc::RTLD_NOLOAD | libc::RTLD_LAZY) }.unwrap_or_else(|_| Library::this());
    // SAFETY: only the symbol's presence is checked.
    unsafe { lib.get::<*const c_void>(marker) }.ok()?;
    Some(lib.into())
}

fn find_sdl3() -> Option<Sdl> {
    sdl3::Sdl3::new(loaded("libSDL3.so.0", b"SDL_GetWindowProperties\0")?).map(Sdl::V3)
}

fn find_sdl2() -> Option<Sdl> {
    sdl2::Sdl2::new(loaded("libSDL2-2.0.so.0", b"SDL_GetWindowWMInfo\0")?).map(Sdl::V2)
}

/// The HWND that stands for X11 window `window` (on the display
/// `DISPLAY` names): the same handle for the same window each time. Null
/// for window id 0.
pub fn window_from_x11(window: u32) -> HWND {
    if window == 0 {
        return std::ptr::null_mut();
    }
    foreign::handle(Foreign::X11(window))
}

/// The HWND that stands for Wayland surface `surface` of `display` (both of
/// the program, which keeps them while presenting), whose size is `width` x
/// `height` pixels: the same handle for the same surface each time, its
/// size updated (a program calls again when it resizes the surface). Null
/// for a null pointer or a zero size.
pub fn window_from_wayland(display: *mut c_void, surface: *mut c_void, width: u32, height: u32) -> HWND {
    if display.is_null() || surface.is_null() || width == 0 || height == 0 {
        return std::ptr::null_mut();
    }
    foreign::handle(Foreign::Wayland {
        display: display as usize,
        surface: surface as usize,
        size: (width, height),
    })
}

/// Calls the method of the SDL in use.
macro_rules! either {
    ($sdl:expr, $method:ident($($arg:expr),*)) => {
        match $sdl {
            Sdl::V3(s) => s.$method($($arg),*),
            Sdl::V2(s) => s.$method($($arg),*),
        }
    };
}

/// What an HWND is.
#[derive(Clone, Copy)]
enum Target {
    /// A window named by [`window_from_x11`] or [`window_from_wayland`].
    Foreign(Foreign),
    /// An SDL window (the pointer).
    Sdl(&'static Sdl, *mut c_void),
}

fn target(hwnd: HWND) -> Option<Target> {
    if hwnd.is_null() {
        return None;
    }
    if let Some(w) = foreign::lookup(hwnd) {
        return Some(Target::Foreign(w));
    }
    let found = sdl().and_then(|s| Some(Target::Sdl(s, either!(s, window(hwnd.cast()))?)));
    if found.is_none() {
        not_a_window(hwnd);
    }
    found
}

/// The SDL window `hwnd` is.
fn sdl_window(hwnd: HWND) -> Option<(&'static Sdl, *mut c_void)> {
    match target(hwnd)? {
        Target::Sdl(s, w) => Some((s, w)),
        Target::Foreign(_) => None,
    }
}

unsafe fn client_size(hwnd: HWND) -> Option<(u32, u32)> {
    match target(hwnd)? {
        Target::Foreign(Foreign::X11(w)) => xcb::size(w),
        Target::Foreign(Foreign::Wayland { size, .. }) => Some(size),
        Target::Sdl(s, w) => either!(s, client_size(w)),
    }
}

unsafe fn client_origin(hwnd: HWND) -> Option<(i32, i32)> {
    match target(hwnd)? {
        Target::Foreign(Foreign::X11(w)) => xcb::origin(w),
        // Wayland shows no client where its windows are.
        Target::Foreign(Foreign::Wayland { .. }) => None,
        Target::Sdl(s, w) => either!(s, client_origin(w)),
    }
}

unsafe fn native_window(hwnd: HWND) -> Option<(u32, u64, u64)> {
    let native = match target(hwnd)? {
        Target::Foreign(Foreign::X11(w)) => NativeWindow::X11(u64::from(w)),
        Target::Foreign(Foreign::Wayland { display, surface, .. }) => NativeWindow::Wayland { display, surface },
        Target::Sdl(s, w) => either!(s, native(w))?,
    };
    Some(match native {
        NativeWindow::X11(w) => (window_system::X11, w, 0),
        NativeWindow::Wayland { display, surface } => (window_system::WAYLAND, surface as u64, display as u64),
    })
}

fn primary_monitor() -> HMONITOR {
    std::ptr::null_mut()
}

fn current_mode() -> Option<Mode> {
    either!(sdl()?, current_mode())
}

fn user_mode() -> Option<Mode> {
    either!(sdl()?, desktop_mode())
}

fn modes() -> Vec<Mode> {
    sdl().map(|s| either!(s, modes())).unwrap_or_default()
}

/// The display's mode is never changed: full screen scales the back buffer.
fn change_mode(_: Option<Mode>) -> bool {
    false
}

unsafe fn cover_screen(hwnd: HWND, _width: u32, _height: u32) -> Option<Styles> {
    let (s, w) = sdl_window(hwnd)?;
    if !either!(s, set_full_screen(w, true)) {
        log::warn!(target: "wgd3d9::window", "SDL could not make window {hwnd:?} full screen");
    }
    Some(Styles { style: 0, exstyle: 0 })
}

unsafe fn resize_full_screen(_: HWND, _: u32, _: u32) {}

unsafe fn uncover_screen(hwnd: HWND, _: Styles, _: bool) {
    if let Some((s, w)) = sdl_window(hwnd) {
        either!(s, set_full_screen(w, false));
    }
}

unsafe fn ignore(_: HWND) {}

unsafe fn minimize(hwnd: HWND) {
    if let Some((s, w)) = sdl_window(hwnd) {
        either!(s, minimize(w));
    }
}

unsafe fn place(hwnd: HWND, width: u32, height: u32) {
    if let Some((s, w)) = sdl_window(hwnd) {
        either!(s, place(w, width, height));
    }
}

/// No pointer cursors: the presenter draws the device cursor.
unsafe fn make_cursor(_: &[u32], _: Extent, _: Extent) -> usize {
    0
}

/// Destroying or showing a pointer cursor: there are none to handle.
unsafe fn no_cursor(_: usize) {}

fn cursor_pos() -> Option<(i32, i32)> {
    either!(sdl()?, cursor_pos())
}

fn set_cursor_pos(x: i32, y: i32) {
    if let Some(s) = sdl() {
        either!(s, set_cursor_pos(x, y));
    }
}

#[cfg(test)]
mod tests;
