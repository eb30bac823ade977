//! The device cursor as the pointer's own cursor: an icon made from its
//! image with user32, shown with SetCursor and moved with SetCursorPos.

use wgd3d9_types::*;

/// ICONINFO.
#[repr(C)]
struct IconInfo {
    icon: BOOL,
    hotspot_x: u32,
    hotspot_y: u32,
    mask: HANDLE,
    colour: HANDLE,
}

#[repr(C)]
struct Point {
    x: i32,
    y: i32,
}

#[link(name = "user32")]
extern "system" {
    fn CreateIconIndirect(info: *const IconInfo) -> HANDLE;
    fn DestroyCursor(cursor: HANDLE) -> BOOL;
    fn SetCursor(cursor: HANDLE) -> HANDLE;
    fn GetCursorPos(point: *mut Point) -> BOOL;
    fn SetCursorPos(x: i32, y: i32) -> BOOL;
}

#[link(name = "gdi32")]
extern "system" {
    fn CreateBitmap(width: i32, height: i32, planes: u32, bits: u32, data: *const std::ffi::c_void) -> HANDLE;
    fn DeleteObject(object: HANDLE) -> BOOL;
}

/// A cursor of `size` A8R8G8B8 pixels: a 32-bit colour bitmap whose alpha
/// user32 keeps, and an empty AND mask.
///
/// # Safety
/// `pixels` holds at least `size.0 * size.1` pixels.
pub(crate) unsafe fn make(pixels: &[u32], size: (u32, u32), hotspot: (u32, u32)) -> usize {
    let (w, h) = size;
    // Rows of a 1-bit bitmap are padded to 16 bits.
    let mask = vec![0u8; w.div_ceil(16) as usize * 2 * h as usize];
    // SAFETY: `pixels` holds w * h 32-bit pixels (the caller's guarantee),
    // as a 32-bit bitmap of w x h reads; `mask` holds h padded 1-bit rows.
    let (colour, mask) = unsafe {
        (
            CreateBitmap(w as i32, h as i32, 1, 32, pixels.as_ptr().cast()),
            CreateBitmap(w as i32, h as i32, 1, 1, mask.as_ptr().cast()),
        )
    };
    let info = IconInfo {
        icon: 0,
        hotspot_x: hotspot.0,
        hotspot_y: hotspot.1,
        mask,
        colour,
    };
    // SAFETY: `info` names two bitmaps (or null ones, which user32 refuses);
    // user32 copies them, so they are deleted afterwards.
    let cursor = unsafe {
        let cursor = CreateIconIndirect(&info);
        DeleteObject(colour);
        DeleteObject(mask);
        cursor
    };
    cursor as usize
}

/// Frees a cursor [`make`] made.
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
pub(crate) unsafe fn destroy(cursor: usize) {
    // SAFETY: user32 validates the handle.
    unsafe { DestroyCursor(cursor as HANDLE) };
}

/// Shows `cursor` over the thread's windows (0: none).
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
pub(crate) unsafe fn set(cursor: usize) {
    // SAFETY: user32 validates the handle; null hides the cursor.
    unsafe { SetCursor(cursor as HANDLE) };
}

/// The pointer's position on the screen.
pub(crate) fn position() -> Option<(i32, i32)> {
    let mut p = Point { x: 0, y: 0 };
    // SAFETY: `p` is a writable POINT.
    (unsafe { GetCursorPos(&mut p) } != 0).then_some((p.x, p.y))
}

/// Moves the pointer.
pub(crate) fn set_position(x: i32, y: i32) {
    // SAFETY: plain user32 call.
    unsafe { SetCursorPos(x, y) };
}
