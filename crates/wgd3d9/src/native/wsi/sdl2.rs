//! Windows of SDL2 programs: an HWND is an `SDL_Window*`.
//!
//! SDL2 cannot tell whether a pointer is one of its windows without reading
//! through it, so a pointer counts as a window only when `SDL_GetWindowFromID`
//! returns it for some window id (ids are given out from 1 upwards); the id
//! found is kept and checked again at each use, so a destroyed window stops
//! being one.

use super::{Mode, NativeWindow};
use std::collections::HashMap;
use std::ffi::{c_int, c_void};
use std::sync::Mutex;

/// `SDL_INIT_VIDEO`.
const INIT_VIDEO: u32 = 0x20;
/// `SDL_WINDOW_FULLSCREEN_DESKTOP`.
const FULLSCREEN_DESKTOP: u32 = 0x1001;
/// `SDL_SYSWM_X11` and `SDL_SYSWM_WAYLAND`.
const SYSWM_X11: u32 = 2;
const SYSWM_WAYLAND: u32 = 6;
/// The highest window id searched for a pointer.
const MAX_WINDOW_ID: u32 = 1 << 16;
/// How many ids past the last window found end the search.
const IDS_PAST_LAST: u32 = 256;

type Window = *mut c_void;

/// `SDL_DisplayMode`.
#[repr(C)]
#[derive(Default)]
struct DisplayMode {
    format: u32,
    w: c_int,
    h: c_int,
    refresh_rate: c_int,
    driverdata: usize,
}

/// The SDL2 functions used, from the copy of SDL2 the process loaded.
pub(crate) struct Sdl2 {
    was_init: unsafe extern "C" fn(u32) -> u32,
    window_from_id: unsafe extern "C" fn(u32) -> Window,
    get_version: unsafe extern "C" fn(*mut [u8; 3]),
    wm_info: unsafe extern "C" fn(Window, *mut u8) -> c_int,
    size: unsafe extern "C" fn(Window, *mut c_int, *mut c_int),
    size_in_pixels: Option<unsafe extern "C" fn(Window, *mut c_int, *mut c_int)>,
    position: unsafe extern "C" fn(Window, *mut c_int, *mut c_int),
    set_position: unsafe extern "C" fn(Window, c_int, c_int),
    set_size: unsafe extern "C" fn(Window, c_int, c_int),
    set_fullscreen: unsafe extern "C" fn(Window, u32) -> c_int,
    minimize: unsafe extern "C" fn(Window),
    num_modes: unsafe extern "C" fn(c_int) -> c_int,
    mode: unsafe extern "C" fn(c_int, c_int, *mut DisplayMode) -> c_int,
    desktop_mode: unsafe extern "C" fn(c_int, *mut DisplayMode) -> c_int,
    current_mode: unsafe extern "C" fn(c_int, *mut DisplayMode) -> c_int,
    mouse_state: unsafe extern "C" fn(*mut c_int, *mut c_int) -> u32,
    warp_mouse: unsafe extern "C" fn(c_int, c_int) -> c_int,
    /// Window pointers found, with their ids.
    ids: Mutex<HashMap<usize, u32>>,
    _lib: libloading::Library,
}

impl Sdl2 {
    /// The SDL2 functions of `lib`, or None when one is missing.
    pub(crate) fn new(lib: libloading::Library) -> Option<Sdl2> {
        // SAFETY: each symbol is looked up with SDL2's documented prototype.
        unsafe {
            Some(Sdl2 {
                was_init: *lib.get(b"SDL_WasInit\0").ok()?,
                window_from_id: *lib.get(b"SDL_GetWindowFromID\0").ok()?,
                get_version: *lib.get(b"SDL_GetVersion\0").ok()?,
                wm_info: *lib.get(b"SDL_GetWindowWMInfo\0").ok()?,
                size: *lib.get(b"SDL_GetWindowSize\0").ok()?,
                size_in_pixels: lib.get(b"SDL_GetWindowSizeInPixels\0").ok().map(|s| *s),
                position: *lib.get(b"SDL_GetWindowPosition\0").ok()?,
                set_position: *lib.get(b"SDL_SetWindowPosition\0").ok()?,
                set_size: *lib.get(b"SDL_SetWindowSize\0").ok()?,
                set_fullscreen: *lib.get(b"SDL_SetWindowFullscreen\0").ok()?,
                minimize: *lib.get(b"SDL_MinimizeWindow\0").ok()?,
                num_modes: *lib.get(b"SDL_GetNumDisplayModes\0").ok()?,
                mode: *lib.get(b"SDL_GetDisplayMode\0").ok()?,
                desktop_mode: *lib.get(b"SDL_GetDesktopDisplayMode\0").ok()?,
                current_mode: *lib.get(b"SDL_GetCurrentDisplayMode\0").ok()?,
                mouse_state: *lib.get(b"SDL_GetGlobalMouseState\0").ok()?,
                warp_mouse: *lib.get(b"SDL_WarpMouseGlobal\0").ok()?,
                ids: Mutex::new(HashMap::new()),
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
        if !self.video() {
            return None;
        }
        let mut ids = self.ids.lock().unwrap_or_else(|e| e.into_inner());
        let key = hwnd as usize;
        // SAFETY: SDL_GetWindowFromID accepts any id.
        let from_id = |id: u32| unsafe { (self.window_from_id)(id) };
        if let Some(&id) = ids.get(&key) {
            if from_id(id) == hwnd {
                return Some(hwnd);
            }
            ids.remove(&key);
        }
        let mut last = 0;
        let mut id = 1;
        while id <= MAX_WINDOW_ID && id <= last + IDS_PAST_LAST {
            let w = from_id(id);
            if !w.is_null() {
                last = id;
                if w == hwnd {
                    ids.insert(key, id);
                    return Some(hwnd);
                }
            }
            id += 1;
        }
        None
    }

    /// The native window behind SDL window `w`.
    pub(crate) fn native(&self, w: Window) -> Option<NativeWindow> {
        // SDL_SysWMinfo: the version (3 bytes), the subsystem (an int at 4)
        // and a union at 8 whose X11 and Wayland members begin with the
        // display and then the window (X11) or surface (Wayland).
        #[repr(C, align(8))]
        struct Info([u8; 256]);
        let mut info = Info([0; 256]);
        // SAFETY: SDL_GetVersion writes 3 bytes; SDL_GetWindowWMInfo writes
        // at most sizeof(SDL_SysWMinfo) (under 256 bytes) into `info`, whose
        // version it reads first; `w` is a live window.
        let ok = unsafe {
            (self.get_version)(info.0.as_mut_ptr().cast());
            (self.wm_info)(w, info.0.as_mut_ptr()) != 0
        };
        if !ok {
            return None;
        }
        decode_wm_info(&info.0)
    }

    /// The size of `w`'s drawable area in pixels.
    pub(crate) fn client_size(&self, w: Window) -> Option<(u32, u32)> {
        let (mut width, mut height) = (0, 0);
        let f = self.size_in_pixels.unwrap_or(self.size);
        // SAFETY: `w` is a live window; the outputs are writable ints.
        unsafe { f(w, &mut width, &mut height) };
        Some((width.max(0) as u32, height.max(0) as u32))
    }

    pub(crate) fn client_origin(&self, w: Window) -> Option<(i32, i32)> {
        let (mut x, mut y) = (0, 0);
        // SAFETY: as in `client_size`.
        unsafe { (self.position)(w, &mut x, &mut y) };
        Some((x, y))
    }

    /// Makes `w` cover its display (SDL's desktop full screen: the display's
    /// mode is kept and the back buffer is scaled to it).
    pub(crate) fn set_full_screen(&self, w: Window, on: bool) -> bool {
        // SAFETY: `w` is a live window.
        unsafe { (self.set_fullscreen)(w, if on { FULLSCREEN_DESKTOP } else { 0 }) == 0 }
    }

    pub(crate) fn minimize(&self, w: Window) {
        // SAFETY: `w` is a live window.
        unsafe { (self.minimize)(w) }
    }

    pub(crate) fn place(&self, w: Window, width: u32, height: u32) {
        // SAFETY: `w` is a live window.
        unsafe {
            (self.set_position)(w, 0, 0);
            (self.set_size)(w, width as c_int, height as c_int);
        }
    }

    fn read_mode(&self, f: impl FnOnce(*mut DisplayMode) -> c_int) -> Option<Mode> {
        if !self.video() {
            return None;
        }
        let mut m = DisplayMode::default();
        (f(&mut m) == 0).then(|| mode_of(m.w, m.h, m.refresh_rate))?
    }

    /// The primary display's current mode.
    pub(crate) fn current_mode(&self) -> Option<Mode> {
        // SAFETY: `m` is a writable SDL_DisplayMode.
        self.read_mode(|m| unsafe { (self.current_mode)(0, m) })
    }

    /// The primary display's mode of the desktop.
    pub(crate) fn desktop_mode(&self) -> Option<Mode> {
        // SAFETY: as above.
        self.read_mode(|m| unsafe { (self.desktop_mode)(0, m) })
    }

    /// The primary display's modes.
    pub(crate) fn modes(&self) -> Vec<Mode> {
        if !self.video() {
            return Vec::new();
        }
        // SAFETY: display 0 exists while video is initialised.
        let n = unsafe { (self.num_modes)(0) };
        // SAFETY: `i` is below the count SDL gave; `m` is writable.
        (0..n.max(0))
            .filter_map(|i| self.read_mode(|m| unsafe { (self.mode)(0, i, m) }))
            .collect()
    }

    pub(crate) fn cursor_pos(&self) -> Option<(i32, i32)> {
        let (mut x, mut y) = (0, 0);
        // SAFETY: the outputs are writable ints.
        self.video().then(|| unsafe { (self.mouse_state)(&mut x, &mut y) })?;
        Some((x, y))
    }

    pub(crate) fn set_cursor_pos(&self, x: i32, y: i32) {
        if self.video() {
            // SAFETY: SDL_WarpMouseGlobal takes any position.
            unsafe { (self.warp_mouse)(x, y) };
        }
    }
}

/// A mode of positive size (refresh 0 when SDL does not know it).
fn mode_of(w: c_int, h: c_int, refresh: c_int) -> Option<Mode> {
    (w > 0 && h > 0).then_some((w as u32, h as u32, refresh.max(0) as u32))
}

/// The native window an `SDL_SysWMinfo` names (see [`Sdl2::native`]).
fn decode_wm_info(info: &[u8; 256]) -> Option<NativeWindow> {
    const WORD: usize = size_of::<usize>();
    let word = |at: usize| usize::from_ne_bytes(info[at..at + WORD].try_into().expect("a word"));
    let subsystem = u32::from_ne_bytes(info[4..8].try_into().expect("4 bytes"));
    // The union's members: a pointer-sized display, then a pointer-sized
    // window (X11's `Window` is an unsigned long) or surface.
    let (first, second) = (word(8), word(8 + WORD));
    match subsystem {
        SYSWM_X11 => Some(NativeWindow::X11(second as u64)),
        SYSWM_WAYLAND => Some(NativeWindow::Wayland {
            display: first,
            surface: second,
        }),
        other => {
            log::warn!(target: "wgd3d9::window", "SDL2 window of subsystem {other}: not shown");
            None
        }
    }
}

#[cfg(test)]
mod tests;
