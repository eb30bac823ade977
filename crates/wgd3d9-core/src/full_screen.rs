//! The rules of full screen that do not need a window system: the style a
//! device window takes while it covers the screen, the style it gets back,
//! and whether the display's mode must change.
//!
//! A window covering the screen loses its caption and sizing frame (it
//! becomes a pop-up, keeping its system menu so that the window manager
//! still manages it and it keeps keyboard focus) and its edge decorations,
//! so that the picture fills the screen. It gets its styles back when full
//! screen ends, unless the program changed them meanwhile (some programs
//! set their own styles before they Reset to windowed). The visibility and
//! topmost bits stay as they are then: D3D9 leaves them alone when it
//! returns to windowed.

/// GWL_STYLE bits.
pub mod style {
    pub const POPUP: u32 = 0x8000_0000;
    pub const VISIBLE: u32 = 0x1000_0000;
    pub const CAPTION: u32 = 0x00C0_0000;
    pub const SYSMENU: u32 = 0x0008_0000;
    pub const THICKFRAME: u32 = 0x0004_0000;
}

/// GWL_EXSTYLE bits.
pub mod exstyle {
    pub const TOPMOST: u32 = 0x0000_0008;
    pub const WINDOWEDGE: u32 = 0x0000_0100;
    pub const CLIENTEDGE: u32 = 0x0000_0200;
}

/// A window's style and extended style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Styles {
    pub style: u32,
    pub exstyle: u32,
}

/// The styles of a window that had `before` while it covers the screen.
pub fn covering(before: Styles) -> Styles {
    Styles {
        style: (before.style | style::POPUP | style::SYSMENU) & !(style::CAPTION | style::THICKFRAME),
        exstyle: before.exstyle & !(exstyle::WINDOWEDGE | exstyle::CLIENTEDGE),
    }
}

/// The styles to give back to a window that had `saved` before it covered
/// the screen and has `now`: `saved` with today's visibility and topmost
/// bits, or None when the program changed the styles meanwhile (they are
/// then its own, and stay).
pub fn restored(saved: Styles, now: Styles) -> Option<Styles> {
    let back = Styles {
        style: (saved.style & !style::VISIBLE) | (now.style & style::VISIBLE),
        exstyle: (saved.exstyle & !exstyle::TOPMOST) | (now.exstyle & exstyle::TOPMOST),
    };
    (covering(back) == now).then_some(back)
}

/// Whether the display, in mode `display` (width, height, refresh rate in
/// Hz), must change for a full-screen swap chain of `wanted` (a refresh
/// rate of 0 takes any).
pub fn mode_change_needed(display: Option<(u32, u32, u32)>, wanted: (u32, u32, u32)) -> bool {
    match display {
        Some((w, h, hz)) => (w, h) != (wanted.0, wanted.1) || (wanted.2 != 0 && hz != wanted.2),
        None => true,
    }
}

#[cfg(test)]
mod tests;
