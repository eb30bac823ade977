//! The API side and the runtime joined in one process: what the native
//! library (`libd3d9.so`) and Rust programs use. [`install`] readies the
//! process once; the native window systems ([`window_from_x11`],
//! [`window_from_wayland`] and the SDL windows of `wsi`) make a program's HWNDs windows.

mod wsi;

pub use wsi::{window_from_wayland, window_from_x11};

/// Readies the process, once: logging, the runtime behind [`crate::port`],
/// and the native window system (unless `WGD3D9_WINDOW_SYSTEM=none`).
pub fn install() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        crate::logging::init();
        crate::install_runtime(wgd3d9_runtime::port);
        if let Some(ws) = wsi::window_system() {
            crate::window::install(ws);
        }
    });
}
