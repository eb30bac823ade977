//! Windows of SDL3 programs: an HWND is an `SDL_Window*`. SDL3 checks the
//! pointers it is given against its live objects, so any value may be asked
//! about.

use super::{Mode, NativeWindow};
use std::ffi::{c_char, c_int, c_void};

/// `SDL_INIT_VIDEO`.
const INIT_VIDEO: u32 = 0x20;
const X11_WINDOW: &[u8] = b"SDL.window.x11.window\0";
const WAYLAND_DISPLAY: &[u8] = b"SDL.window.wayland.display\0";
const WAYLAND_SURFACE: &[u8] = b"SDL.window.wayland.surface\0";

type Window = *mut c_void;

/// `SDL_DisplayMode`.
#[repr(C)]
struct DisplayMode {
    display: u32,
    format: u32,
    w: c_int,
    h: c_int,
    pixel_density: f32,
    refresh_rate: f32,
    refresh_numerator: c_int,
    refresh_denominator: c_int,
    internal: *mut c_void,
}

/// The SDL3 functions used, from the copy of SDL3 the process loaded.
pub(crate) struct Sdl3 {
    was_init: unsafe extern "C" fn(u32) -> u32,
    window_id: unsafe extern "C" fn(Window) -> u32,
    properties: unsafe extern "C" fn(Window) -> u32,
    number_property: unsafe extern "C" fn(u32, *const c_char, i64) -> i64,
    pointer_property: unsafe extern "C" fn(u32, *const c_char, *mut c_void) -> *mut c_void,
    size_in_pixels: unsafe extern "C" fn(Window, *mut c_int, *mut c_int) -> bool,
    position: unsafe extern "C" fn(Window, *mut c_int, *mut c_int) -> bool,
    set_position: unsafe extern "C" fn(Window, c_int, c_int) -> bool,
    set_size: unsafe extern "C" fn(Window, c_int, c_int) -> bool,
    set_fullscreen: unsafe extern "C" fn(Window, bool) -> bool,
    minimize: unsafe extern "C" fn(Window) -> bool,
    /// SDL_SyncWindow (SDL 3.2 and later).
    sync: Option<unsafe extern "C" fn(Window) -> bool>,
    primary_display: unsafe extern "C" fn() -> u32,
    fullscreen_modes: unsafe extern "C" fn(u32, *mut c_int) -> *mut *const DisplayMode,
    desktop_mode: unsafe extern "C" fn(u32) -> *const DisplayMode,
    current_mode: unsafe extern "C" fn(u32) -> *const DisplayMode,
    free: unsafe extern "C" fn(*mut c_void),
    mouse_state: unsafe extern "C" fn(*mut f32, *mut f32) -> u32,
    warp_mouse: unsafe extern "C" fn(f32, f32) -> bool,
    _lib: libloading::Library,
}

impl Sdl3 {
    /// The SDL3 functions of `lib`, or None when one is missing.
    pub(crate) fn new(lib: libloading::Library) -> Option<Sdl3> {
        // SAFETY: each symbol is looked up with SDL3's documented prototype.
        unsafe {
            Some(Sdl3 {
                was_init: *lib.get(b"SDL_WasInit\0").ok()?,
                window_id: *lib.get(b"SDL_GetWindowID\0").ok()?,
                properties: *lib.get(b"SDL_GetWindowProperties\0").ok()?,
                number_property: *lib.get(b"SDL_GetNumberProperty\0").ok()?,
                pointer_property: *lib.get(b"SDL_GetPointerProperty\0").ok()?,
                size_in_pixels: *lib.get(b"SDL_GetWindowSizeInPixels\0").ok()?,
                position: *lib.get(b"SDL_GetWindowPosition\0").ok()?,
                set_position: *lib.get(b"SDL_SetWindowPosition\0").ok()?,
                set_size: *lib.get(b"SDL_SetWindowSize\0").ok()?,
                set_fullscreen: *lib.get(b"SDL_SetWindowFullscreen\0").ok()?,
                minimize: *lib.get(b"SDL_MinimizeWindow\0").ok()?,
                sync: lib.get(b"SDL_SyncWindow\0").ok().map(|s| *s),
                primary_display: *lib.get(b"SDL_GetPrimaryDisplay\0").ok()?,
                fullscreen_modes: *lib.get(b"SDL_GetFullscreenDisplayModes\0").ok()?,
                desktop_mode: *lib.get(b"SDL_GetDesktopDisplayMode\0").ok()?,
                current_mode: *lib.get(b"SDL_GetCurrentDisplayMode\0").ok()?,
                free: *lib.get(b"SDL_free\0").ok()?,
                mouse_state: *lib.get(b"SDL_GetGlobalMouseState\0").ok()?,
                warp_mouse: *lib.get(b"SDL_WarpMouseGlobal\0").ok()?,
                _lib: lib,
            })
        }
    }

    fn video(&self) -> bool {
        // SAFETY: SDL_WasInit may be called at any time.
        unsafe { (self.was_init)(INIT_VIDEO) != 0 }
    }

    /// `hwnd` as one of SDL's live windows.
    pub(crate) fn window(&self, hwnd: *mut c_void) -> Option<Window> {
        // SAFETY: SDL3 validates the pointer against its live windows
        // before reading through it, and answers 0 for anything else.
        (self.video() && unsafe { (self.window_id)(hwnd) } != 0).then_some(hwnd)
    }

    /// The native window behind SDL window `w`.
    pub(crate) fn native(&self, w: Window) -> Option<NativeWindow> {
        // SAFETY: `w` is a live window; the names are NUL-terminated.
        unsafe {
            let props = (self.properties)(w);
            let x11 = (self.number_property)(props, X11_WINDOW.as_ptr().cast(), 0);
            if x11 != 0 {
                return Some(NativeWindow::X11(x11 as u64));
            }
            let null = std::ptr::null_mut();
            let display = (self.pointer_property)(props, WAYLAND_DISPLAY.as_ptr().cast(), null);
            let surface = (self.pointer_property)(props, WAYLAND_SURFACE.as_ptr().cast(), null);
            if !display.is_null() && !surface.is_null() {
                return Some(NativeWindow::Wayland {
                    display: display as usize,
                    surface: surface as usize,
                });
            }
        }
        log::warn!(target: "wgd3d9::window", "SDL3 window {w:?} is neither an X11 nor a Wayland window: not shown");
        None
    }

    /// The size of `w`'s drawable area in pixels.
    pub(crate) fn client_size(&self, w: Window) -> Option<(u32, u32)> {
        let (mut width, mut height) = (0, 0);
        // SAFETY: `w` is a live window; the outputs are writable ints.
        unsafe { (self.size_in_pixels)(w, &mut width, &mut height) }.then_some(())?;
        Some((width.max(0) as u32, height.max(0) as u32))
    }

    pub(crate) fn client_origin(&self, w: Window) -> Option<(i32, i32)> {
        let (mut x, mut y) = (0, 0);
        // SAFETY: as in `client_size`.
        unsafe { (self.position)(w, &mut x, &mut y) }.then_some((x, y))
    }

    /// Makes `w` cover its display (its desktop mode kept: the back buffer
    /// is scaled to it), or gives it back its window; waits until the window
    /// manager has done so, so that the window's size is the new one.
    pub(crate) fn set_full_screen(&self, w: Window, on: bool) -> bool {
        // SAFETY: `w` is a live window.
        let done = unsafe { (self.set_fullscreen)(w, on) };
        self.sync(w);
        done
    }

    /// Waits for SDL's pending changes of `w` to take effect.
    fn sync(&self, w: Window) {
        if let Some(sync) = self.sync {
            // SAFETY: `w` is a live window.
            unsafe { sync(w) };
        }
    }

    pub(crate) fn minimize(&self, w: Window) {
        // SAFETY: `w` is a live window.
        unsafe { (self.minimize)(w) };
    }

    pub(crate) fn place(&self, w: Window, width: u32, height: u32) {
        // SAFETY: `w` is a live window.
        unsafe {
            (self.set_position)(w, 0, 0);
            (self.set_size)(w, width as c_int, height as c_int);
        }
        self.sync(w);
    }

    fn display(&self) -> Option<u32> {
        // SAFETY: SDL_GetPrimaryDisplay may be called once video is up.
        let id = self.video().then(|| unsafe { (self.primary_display)() })?;
        (id != 0).then_some(id)
    }

    fn read_mode(&self, f: unsafe extern "C" fn(u32) -> *const DisplayMode) -> Option<Mode> {
        let display = self.display()?;
        // SAFETY: SDL returns null or a mode it owns, valid until the
        // display changes; it is read at once.
        unsafe { f(display).as_ref() }.and_then(mode_of)
    }

    /// The primary display's current mode.
    pub(crate) fn current_mode(&self) -> Option<Mode> {
        self.read_mode(self.current_mode)
    }

    /// The primary display's mode of the desktop.
    pub(crate) fn desktop_mode(&self) -> Option<Mode> {
        self.read_mode(self.desktop_mode)
    }

    /// The primary display's full-screen modes.
    pub(crate) fn modes(&self) -> Vec<Mode> {
        let Some(display) = self.display() else {
            return Vec::new();
        };
        let mut n = 0;
        // SAFETY: SDL returns null or an array of `n` mode pointers, freed
        // below with SDL_free.
        let list = unsafe { (self.fullscreen_modes)(display, &mut n) };
        if list.is_null() {
            return Vec::new();
        }
        // SAFETY: `list` holds `n` pointers to modes.
        let modes = unsafe { std::slice::from_raw_parts(list, n.max(0) as usize) }
            .iter()
            // SAFETY: each entry points at a mode of the array's block.
            .filter_map(|&m| unsafe { m.as_ref() }.and_then(mode_of))
            .collect();
        // SAFETY: the array came from SDL's allocator.
        unsafe { (self.free)(list.cast()) };
        modes
    }

    pub(crate) fn cursor_pos(&self) -> Option<(i32, i32)> {
        let (mut x, mut y) = (0.0, 0.0);
        // SAFETY: the outputs are writable floats.
        self.video().then(|| unsafe { (self.mouse_state)(&mut x, &mut y) })?;
        Some((x as i32, y as i32))
    }

    pub(crate) fn set_cursor_pos(&self, x: i32, y: i32) {
        if self.video() {
            // SAFETY: SDL_WarpMouseGlobal takes any position.
            unsafe { (self.warp_mouse)(x as f32, y as f32) };
        }
    }
}

/// A mode of positive size, its refresh rate rounded to whole Hz.
fn mode_of(m: &DisplayMode) -> Option<Mode> {
    (m.w > 0 && m.h > 0).then_some((m.w as u32, m.h as u32, m.refresh_rate.max(0.0).round() as u32))
}

#[cfg(test)]
mod tests;
