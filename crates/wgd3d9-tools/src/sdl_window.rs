//! An SDL2 window for the tools (the windowed demo), with SDL2 loaded at
//! run time so that the tools neither link nor require it. The window's
//! `SDL_Window*` is the HWND a native program gives D3D9.

use std::ffi::{c_char, c_int, c_void, CString};

type Window = *mut c_void;

/// `SDL_INIT_VIDEO`, `SDL_WINDOW_SHOWN`, `SDL_QUIT`.
const INIT_VIDEO: u32 = 0x20;
const WINDOW_SHOWN: u32 = 0x4;
const QUIT: u32 = 0x100;

/// An SDL2 window, destroyed (and SDL shut down) on drop.
pub struct SdlWindow {
    window: Window,
    poll_event: unsafe extern "C" fn(*mut [u64; 8]) -> c_int,
    set_title: unsafe extern "C" fn(Window, *const c_char),
    position: unsafe extern "C" fn(Window, *mut c_int, *mut c_int),
    destroy: unsafe extern "C" fn(Window),
    quit: unsafe extern "C" fn(),
    _lib: libloading::Library,
}

impl SdlWindow {
    /// Opens a shown `width` x `height` window at `(x, y)`, or says why not.
    pub fn open(title: &str, (x, y): (i32, i32), (width, height): (u32, u32)) -> Result<SdlWindow, String> {
        let title = CString::new(title).map_err(|e| e.to_string())?;
        // SAFETY: SDL2's documented prototypes; SDL is initialised before a
        // window is made, and the error string is read at once.
        unsafe {
            let lib = libloading::Library::new("libSDL2-2.0.so.0").map_err(|e| format!("SDL2: {e}"))?;
            macro_rules! sym {
                ($name:literal) => {
                    *lib.get(concat!($name, "\0").as_bytes())
                        .map_err(|e| e.to_string())?
                };
            }
            let init: unsafe extern "C" fn(u32) -> c_int = sym!("SDL_Init");
            let error: unsafe extern "C" fn() -> *const c_char = sym!("SDL_GetError");
            let create: unsafe extern "C" fn(*const c_char, c_int, c_int, c_int, c_int, u32) -> Window =
                sym!("SDL_CreateWindow");
            // Every symbol is found before SDL starts, so that a missing
            // one leaves no window behind.
            let mut w = SdlWindow {
                window: std::ptr::null_mut(),
                poll_event: sym!("SDL_PollEvent"),
                set_title: sym!("SDL_SetWindowTitle"),
                position: sym!("SDL_GetWindowPosition"),
                destroy: sym!("SDL_DestroyWindow"),
                quit: sym!("SDL_Quit"),
                _lib: lib,
            };
            let sdl_error = || std::ffi::CStr::from_ptr(error()).to_string_lossy().into_owned();
            if init(INIT_VIDEO) != 0 {
                return Err(format!("SDL_Init: {}", sdl_error()));
            }
            w.window = create(title.as_ptr(), x, y, width as c_int, height as c_int, WINDOW_SHOWN);
            if w.window.is_null() {
                return Err(format!("SDL_CreateWindow: {}", sdl_error()));
            }
            Ok(w)
        }
    }

    /// The window as the HWND D3D9 takes.
    pub fn hwnd(&self) -> *mut c_void {
        self.window
    }

    /// Handles pending events; false once the window was asked to close.
    pub fn pump(&self) -> bool {
        let mut event = [0u64; 8];
        let mut open = true;
        // SAFETY: SDL_Event is 56 bytes, its type the first 4; `event` is
        // 64 bytes, 8-aligned.
        while unsafe { (self.poll_event)(&mut event) } != 0 {
            open &= event[0] as u32 != QUIT;
        }
        open
    }

    pub fn set_title(&self, title: &str) {
        if let Ok(t) = CString::new(title) {
            // SAFETY: the window is live; SDL copies the title.
            unsafe { (self.set_title)(self.window, t.as_ptr()) }
        }
    }

    /// Where the window's client area is on the screen.
    pub fn position(&self) -> (i32, i32) {
        let (mut x, mut y) = (0, 0);
        // SAFETY: the window is live; the outputs are writable.
        unsafe { (self.position)(self.window, &mut x, &mut y) };
        (x, y)
    }
}

impl Drop for SdlWindow {
    fn drop(&mut self) {
        // SAFETY: the window (when made) is live and used no more; SDL shuts
        // down after (SDL_Quit is harmless when SDL_Init failed).
        unsafe {
            if !self.window.is_null() {
                (self.destroy)(self.window);
            }
            (self.quit)();
        }
    }
}
