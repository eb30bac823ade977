//! Queries about X11 windows a program names directly
//! ([`super::window_from_x11`]), on a connection of the library's own.
//!
//! libxcb is loaded at run time. Its requests answer errors (a window that
//! is gone) with an error reply rather than through a process-wide error
//! handler, so asking about any window id is safe.

use std::ffi::{c_char, c_int, c_void};
use std::sync::OnceLock;

type Connection = *mut c_void;

/// `xcb_void_cookie_t`-like cookies of the requests used.
#[repr(C)]
#[derive(Clone, Copy)]
struct Cookie {
    sequence: u32,
}

/// `xcb_get_geometry_reply_t`.
#[repr(C)]
struct Geometry {
    response_type: u8,
    depth: u8,
    sequence: u16,
    length: u32,
    root: u32,
    x: i16,
    y: i16,
    width: u16,
    height: u16,
    border_width: u16,
}

/// `xcb_translate_coordinates_reply_t`.
#[repr(C)]
struct Translated {
    response_type: u8,
    same_screen: u8,
    sequence: u16,
    length: u32,
    child: u32,
    x: i16,
    y: i16,
}

struct Xcb {
    conn: Connection,
    get_geometry: unsafe extern "C" fn(Connection, u32) -> Cookie,
    geometry_reply: unsafe extern "C" fn(Connection, Cookie, *mut *mut c_void) -> *mut Geometry,
    translate: unsafe extern "C" fn(Connection, u32, u32, i16, i16) -> Cookie,
    translate_reply: unsafe extern "C" fn(Connection, Cookie, *mut *mut c_void) -> *mut Translated,
    _lib: libloading::Library,
}

// SAFETY: libxcb connections are thread-safe (xcb serialises requests and
// replies internally).
unsafe impl Send for Xcb {}
// SAFETY: as for Send.
unsafe impl Sync for Xcb {}

static XCB: OnceLock<Option<Xcb>> = OnceLock::new();

fn xcb() -> Option<&'static Xcb> {
    XCB.get_or_init(connect).as_ref()
}

fn connect() -> Option<Xcb> {
    // SAFETY: loading libxcb runs only its initialisers; the symbols are
    // looked up with libxcb's documented prototypes.
    unsafe {
        let lib = libloading::Library::new("libxcb.so.1")
            .inspect_err(|e| log::warn!(target: "wgd3d9::window", "libxcb is not available ({e})"))
            .ok()?;
        let connect: unsafe extern "C" fn(*const c_char, *mut c_int) -> Connection = *lib.get(b"xcb_connect\0").ok()?;
        let has_error: unsafe extern "C" fn(Connection) -> c_int = *lib.get(b"xcb_connection_has_error\0").ok()?;
        let conn = connect(std::ptr::null(), std::ptr::null_mut());
        if conn.is_null() || has_error(conn) != 0 {
            log::warn!(target: "wgd3d9::window", "cannot connect to the X display: X11 windows cannot be asked about");
            return None;
        }
        Some(Xcb {
            conn,
            get_geometry: *lib.get(b"xcb_get_geometry\0").ok()?,
            geometry_reply: *lib.get(b"xcb_get_geometry_reply\0").ok()?,
            translate: *lib.get(b"xcb_translate_coordinates\0").ok()?,
            translate_reply: *lib.get(b"xcb_translate_coordinates_reply\0").ok()?,
            _lib: lib,
        })
    }
}

/// Takes a reply (freeing it and any error), or None on an error.
///
/// # Safety
/// `reply` and `error` must be what an xcb `*_reply` call returned.
unsafe fn take<T: Copy, R>(reply: *mut R, error: *mut c_void, f: impl FnOnce(&R) -> T) -> Option<T> {
    // SAFETY: xcb's replies and errors are malloc'd blocks the caller frees.
    unsafe {
        libc::free(error);
        let r = reply.as_ref().map(f);
        libc::free(reply.cast());
        r
    }
}

/// A window's size and root, or None when `window` is not a window.
fn geometry(window: u32) -> Option<(u32, u32, u32)> {
    let x = xcb()?;
    let mut error = std::ptr::null_mut();
    // SAFETY: the connection is open; any id may be asked about.
    unsafe {
        let reply = (x.geometry_reply)(x.conn, (x.get_geometry)(x.conn, window), &mut error);
        take(reply, error, |g| (u32::from(g.width), u32::from(g.height), g.root))
    }
}

/// The size of X11 window `window`.
pub(crate) fn size(window: u32) -> Option<(u32, u32)> {
    geometry(window).map(|(w, h, _)| (w, h))
}

/// Where X11 window `window` begins on its screen.
pub(crate) fn origin(window: u32) -> Option<(i32, i32)> {
    let (_, _, root) = geometry(window)?;
    let x = xcb()?;
    let mut error = std::ptr::null_mut();
    // SAFETY: as in `geometry`.
    unsafe {
        let reply = (x.translate_reply)(x.conn, (x.translate)(x.conn, window, root, 0, 0), &mut error);
        take(reply, error, |t| (i32::from(t.x), i32::from(t.y)))
    }
}
