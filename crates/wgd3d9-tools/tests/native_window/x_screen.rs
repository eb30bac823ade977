//! Screenshots of an X display through libxcb (loaded at run time): the
//! pixels of a rectangle of the root window, as 0xRRGGBB.

use std::ffi::{c_char, c_int, c_void, CString};

type Conn = *mut c_void;

#[repr(C)]
#[derive(Clone, Copy)]
struct Cookie {
    sequence: u32,
}

#[repr(C)]
struct ScreenIterator {
    data: *const u32,
    rem: c_int,
    index: c_int,
}

/// A connection to an X display.
pub struct Screen {
    conn: Conn,
    root: u32,
    get_image: unsafe extern "C" fn(Conn, u8, u32, i16, i16, u16, u16, u32) -> Cookie,
    image_reply: unsafe extern "C" fn(Conn, Cookie, *mut *mut c_void) -> *mut c_void,
    image_data: unsafe extern "C" fn(*const c_void) -> *const u8,
    image_length: unsafe extern "C" fn(*const c_void) -> c_int,
    disconnect: unsafe extern "C" fn(Conn),
    _lib: libloading::Library,
}

impl Screen {
    /// Connects to `display` (":N").
    pub fn open(display: &str) -> Option<Screen> {
        let name = CString::new(display).ok()?;
        // SAFETY: libxcb's documented prototypes; the connection is checked
        // before use and its setup outlives the root read from it.
        unsafe {
            let lib = libloading::Library::new("libxcb.so.1").ok()?;
            let connect: unsafe extern "C" fn(*const c_char, *mut c_int) -> Conn = *lib.get(b"xcb_connect\0").ok()?;
            let has_error: unsafe extern "C" fn(Conn) -> c_int = *lib.get(b"xcb_connection_has_error\0").ok()?;
            let setup: unsafe extern "C" fn(Conn) -> *const c_void = *lib.get(b"xcb_get_setup\0").ok()?;
            let roots: unsafe extern "C" fn(*const c_void) -> ScreenIterator =
                *lib.get(b"xcb_setup_roots_iterator\0").ok()?;
            let conn = connect(name.as_ptr(), std::ptr::null_mut());
            if conn.is_null() || has_error(conn) != 0 {
                return None;
            }
            let it = roots(setup(conn));
            Some(Screen {
                conn,
                root: *it.data,
                get_image: *lib.get(b"xcb_get_image\0").ok()?,
                image_reply: *lib.get(b"xcb_get_image_reply\0").ok()?,
                image_data: *lib.get(b"xcb_get_image_data\0").ok()?,
                image_length: *lib.get(b"xcb_get_image_data_length\0").ok()?,
                disconnect: *lib.get(b"xcb_disconnect\0").ok()?,
                _lib: lib,
            })
        }
    }

    /// The pixels of the screen's rectangle at `origin` of `size`, rows
    /// top-down (a 24-bit screen's 32-bit pixels).
    pub fn capture(&self, origin: (i32, i32), size: (u32, u32)) -> Option<Vec<u32>> {
        const Z_PIXMAP: u8 = 2;
        let mut error = std::ptr::null_mut();
        // SAFETY: the connection is open; the reply holds the image data
        // (4 bytes a pixel), read before the reply is freed.
        unsafe {
            let cookie = (self.get_image)(
                self.conn,
                Z_PIXMAP,
                self.root,
                origin.0 as i16,
                origin.1 as i16,
                size.0 as u16,
                size.1 as u16,
                !0,
            );
            let reply = (self.image_reply)(self.conn, cookie, &mut error);
            libc::free(error);
            if reply.is_null() {
                return None;
            }
            let n = (self.image_length)(reply) as usize;
            let bytes = std::slice::from_raw_parts((self.image_data)(reply), n);
            let pixels = bytes
                .chunks_exact(4)
                .map(|p| u32::from_le_bytes([p[0], p[1], p[2], 0]))
                .collect::<Vec<_>>();
            libc::free(reply);
            (pixels.len() as u64 == u64::from(size.0) * u64::from(size.1)).then_some(pixels)
        }
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        // SAFETY: the connection is open and used no more.
        unsafe { (self.disconnect)(self.conn) }
    }
}
