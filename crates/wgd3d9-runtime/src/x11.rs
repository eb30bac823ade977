//! The process's connection to its X display, for presenting into X11
//! windows (a Wine program's windows are X11 windows of Wine's X11 driver).
//!
//! libX11 is loaded at run time, so the runtime neither links nor requires
//! it: without libX11 or a display, windows cannot be shown and swap chains
//! render offscreen.

use std::ffi::{c_char, c_int, c_void};
use std::ptr::NonNull;
use std::sync::OnceLock;

/// An open X display.
pub struct Display {
    pub display: NonNull<c_void>,
    pub screen: c_int,
    _lib: libloading::Library,
}

// SAFETY: the display is opened after XInitThreads, which makes Xlib calls on
// it thread-safe; the runtime hands it only to the GPU driver's surface code.
unsafe impl Send for Display {}
// SAFETY: as for Send: Xlib serialises calls on a display opened after
// XInitThreads, so sharing it between threads is sound.
unsafe impl Sync for Display {}

static DISPLAY: OnceLock<Option<Display>> = OnceLock::new();

/// The display named by `DISPLAY`, opened on first use (None when libX11 or
/// the display is unavailable; logged once).
pub fn display() -> Option<&'static Display> {
    DISPLAY.get_or_init(open).as_ref()
}

fn open() -> Option<Display> {
    // SAFETY: loading libX11 runs no code beyond its initialisers; the symbol
    // types below are Xlib's documented prototypes.
    unsafe {
        let lib = match libloading::Library::new("libX11.so.6") {
            Ok(l) => l,
            Err(e) => {
                log::warn!(target: "wgd3d9::present", "libX11 is not available ({e}): windows cannot be shown");
                return None;
            }
        };
        let init_threads: libloading::Symbol<unsafe extern "C" fn() -> c_int> = lib.get(b"XInitThreads\0").ok()?;
        let open_display: libloading::Symbol<unsafe extern "C" fn(*const c_char) -> *mut c_void> =
            lib.get(b"XOpenDisplay\0").ok()?;
        let default_screen: libloading::Symbol<unsafe extern "C" fn(*mut c_void) -> c_int> =
            lib.get(b"XDefaultScreen\0").ok()?;
        init_threads();
        let Some(display) = NonNull::new(open_display(std::ptr::null())) else {
            log::warn!(target: "wgd3d9::present", "cannot open the X display: windows cannot be shown");
            return None;
        };
        let screen = default_screen(display.as_ptr());
        Some(Display {
            display,
            screen,
            _lib: lib,
        })
    }
}
