//! A triangle through wgd3d9's Rust API.
//!
//! `cargo run -p wgd3d9 --features native --example triangle` draws it
//! headless, reads the frame back and checks three pixels against the
//! colours the D3D9 rules give (exit status 1 when one differs).
//! `-- --window [FRAMES]` shows it, turning, in an X11 window of its own
//! (made through XCB and handed over with `raw-window-handle`) for FRAMES
//! frames (default 600), then checks the last frame the same way.

use raw_window_handle::{
    DisplayHandle, HandleError, HasDisplayHandle, HasWindowHandle, RawDisplayHandle, RawWindowHandle, WindowHandle,
    XcbDisplayHandle, XcbWindowHandle,
};
use std::ffi::{c_char, c_int, c_void};
use std::num::NonZeroU32;
use wgd3d9::safe::{Device, Direct3D9, PresentParameters, Result};
use wgd3d9_types::*;

const SIZE: u32 = 256;
const BACKGROUND: u32 = 0xff20_2830;

/// A pre-transformed, coloured vertex (D3DFVF_XYZRHW | D3DFVF_DIFFUSE).
#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct Vertex {
    pos: [f32; 4],
    color: u32,
}

/// The triangle at `angle`: its three corners red, green and blue.
fn triangle(angle: f32) -> [Vertex; 3] {
    let c = SIZE as f32 / 2.0;
    let corner = |i: usize, color| {
        let a = angle + i as f32 * std::f32::consts::TAU / 3.0;
        Vertex {
            pos: [c + 100.0 * a.sin(), c - 100.0 * a.cos(), 0.5, 1.0],
            color,
        }
    };
    [corner(0, 0xffff_0000), corner(1, 0xff00_ff00), corner(2, 0xff00_00ff)]
}

fn draw(device: &Device, angle: f32) -> Result<()> {
    device.clear(D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER, BACKGROUND, 1.0, 0)?;
    device.begin_scene()?;
    device.set_fvf(D3DFVF_XYZRHW | D3DFVF_DIFFUSE)?;
    device.draw_primitive_up(D3DPT_TRIANGLELIST, &triangle(angle))?;
    device.end_scene()?;
    device.present()
}

/// Checks the last frame (the triangle at angle 0): the background in a
/// corner, the red corner's colour near the top vertex, and the centroid
/// an even mix of the three (Gouraud shading), within 8 per channel.
fn check(device: &Device) -> Result<bool> {
    let copy = device.create_offscreen_plain_surface(SIZE, SIZE, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM)?;
    device.get_render_target_data(&device.back_buffer()?, &copy)?;
    let lock = copy.lock(D3DLOCK_READONLY)?;
    let pixel = |x: usize, y: usize| {
        let at = y * lock.pitch() + x * 4;
        u32::from_le_bytes(lock.bytes()[at..at + 4].try_into().unwrap()) & 0xff_ffff
    };
    let close = |a: u32, b: u32| (0..3).all(|i| ((a >> (8 * i)) & 0xff).abs_diff((b >> (8 * i)) & 0xff) <= 8);
    let c = SIZE as usize / 2;
    let expected = [
        ((2, 2), BACKGROUND & 0xff_ffff),
        ((c, c - 90), 0xee_0808),
        ((c, c), 0x55_5555),
    ];
    let mut ok = true;
    for ((x, y), want) in expected {
        let got = pixel(x, y);
        println!("pixel ({x}, {y}): {got:06x}, expected {want:06x}");
        ok &= close(got, want);
    }
    Ok(ok)
}

fn main() -> std::result::Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let windowed = args.iter().any(|a| a == "--window");
    let frames: u32 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(600);
    let d3d = Direct3D9::new()?;
    println!("adapter: {}", d3d.adapter_identifier(D3DADAPTER_DEFAULT)?.description);
    let params = PresentParameters::new(SIZE, SIZE);
    let window;
    let device = if windowed {
        window = XcbWindow::open(SIZE, SIZE).ok_or("no X display (DISPLAY) to open a window on")?;
        d3d.create_device_for_window(&window, &params)?
    } else {
        d3d.create_device(&params)?
    };
    let shown = if windowed { frames } else { 1 };
    for f in (0..shown).rev() {
        draw(&device, f as f32 * 0.02)?;
    }
    if !check(&device)? {
        eprintln!("the frame differs from the expected colours");
        std::process::exit(1);
    }
    println!("ok");
    Ok(())
}

/// A window of the example's own on the X display `DISPLAY` names, through
/// libxcb loaded at run time.
struct XcbWindow {
    conn: *mut c_void,
    id: NonZeroU32,
    destroy: unsafe extern "C" fn(*mut c_void, u32) -> Cookie,
    flush: unsafe extern "C" fn(*mut c_void) -> c_int,
    disconnect: unsafe extern "C" fn(*mut c_void),
    _lib: libloading::Library,
}

/// `xcb_void_cookie_t`.
#[repr(C)]
struct Cookie(u32);

/// `xcb_screen_iterator_t`.
#[repr(C)]
struct Screens {
    data: *const u32,
    rem: c_int,
    index: c_int,
}

impl XcbWindow {
    fn open(width: u32, height: u32) -> Option<XcbWindow> {
        // SAFETY: libxcb's documented prototypes; the connection is checked
        // before use, and the screen read is the setup's first (`root` is
        // its first word, `root_visual` its ninth).
        unsafe {
            let lib = libloading::Library::new("libxcb.so.1").ok()?;
            let connect: unsafe extern "C" fn(*const c_char, *mut c_int) -> *mut c_void =
                *lib.get(b"xcb_connect\0").ok()?;
            let has_error: unsafe extern "C" fn(*mut c_void) -> c_int = *lib.get(b"xcb_connection_has_error\0").ok()?;
            let setup: unsafe extern "C" fn(*mut c_void) -> *const c_void = *lib.get(b"xcb_get_setup\0").ok()?;
            let roots: unsafe extern "C" fn(*const c_void) -> Screens = *lib.get(b"xcb_setup_roots_iterator\0").ok()?;
            let generate_id: unsafe extern "C" fn(*mut c_void) -> u32 = *lib.get(b"xcb_generate_id\0").ok()?;
            type Create = unsafe extern "C" fn(
                *mut c_void,
                u8,
                u32,
                u32,
                i16,
                i16,
                u16,
                u16,
                u16,
                u16,
                u32,
                u32,
                *const u32,
            ) -> u32;
            let create: Create = *lib.get(b"xcb_create_window\0").ok()?;
            let map: unsafe extern "C" fn(*mut c_void, u32) -> Cookie = *lib.get(b"xcb_map_window\0").ok()?;
            let conn = connect(std::ptr::null(), std::ptr::null_mut());
            if conn.is_null() || has_error(conn) != 0 {
                return None;
            }
            let screen = roots(setup(conn)).data;
            let (root, visual) = (*screen, *screen.add(8));
            let id = NonZeroU32::new(generate_id(conn))?;
            const INPUT_OUTPUT: u16 = 1;
            create(
                conn,
                0,
                id.get(),
                root,
                0,
                0,
                width as u16,
                height as u16,
                0,
                INPUT_OUTPUT,
                visual,
                0,
                std::ptr::null(),
            );
            map(conn, id.get());
            let w = XcbWindow {
                conn,
                id,
                destroy: *lib.get(b"xcb_destroy_window\0").ok()?,
                flush: *lib.get(b"xcb_flush\0").ok()?,
                disconnect: *lib.get(b"xcb_disconnect\0").ok()?,
                _lib: lib,
            };
            (w.flush)(conn);
            Some(w)
        }
    }
}

impl HasWindowHandle for XcbWindow {
    fn window_handle(&self) -> std::result::Result<WindowHandle<'_>, HandleError> {
        let raw = RawWindowHandle::Xcb(XcbWindowHandle::new(self.id));
        // SAFETY: the window lives as long as `self`.
        Ok(unsafe { WindowHandle::borrow_raw(raw) })
    }
}

impl HasDisplayHandle for XcbWindow {
    fn display_handle(&self) -> std::result::Result<DisplayHandle<'_>, HandleError> {
        let raw = RawDisplayHandle::Xcb(XcbDisplayHandle::new(std::ptr::NonNull::new(self.conn), 0));
        // SAFETY: the connection lives as long as `self`.
        Ok(unsafe { DisplayHandle::borrow_raw(raw) })
    }
}

impl Drop for XcbWindow {
    fn drop(&mut self) {
        // SAFETY: the connection is open; the window is its own.
        unsafe {
            (self.destroy)(self.conn, self.id.get());
            (self.flush)(self.conn);
            (self.disconnect)(self.conn);
        }
    }
}
