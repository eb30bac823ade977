//! How often Present lets a swap chain's frames go: the user's frame-rate
//! cap, and the display's refresh for windows whose presentation does not
//! wait for it.
//!
//! A Wayland surface is shown in mailbox mode (the presenter never waits
//! for the compositor: a hidden or destroyed surface's frame callback never
//! comes, and a swap chain waiting for one would hang the device), so its
//! vertical-blank intervals are kept by pacing Present instead: INTERVAL_ONE
//! (and DEFAULT) lets a frame go every refresh, TWO every second one, and so
//! on. Elsewhere the presenter waits for the display itself.

use wgd3d9_types::*;

/// The refreshes a frame shows for under D3DPRESENT_INTERVAL_* `interval`
/// (0: IMMEDIATE, not paced).
pub fn refreshes_per_frame(interval: u32) -> u32 {
    match interval {
        D3DPRESENT_INTERVAL_IMMEDIATE => 0,
        D3DPRESENT_INTERVAL_TWO => 2,
        D3DPRESENT_INTERVAL_THREE => 3,
        D3DPRESENT_INTERVAL_FOUR => 4,
        _ => 1,
    }
}

/// The frames a second Present paces at (0: none): the lower of
/// `max_frame_rate` (`present.maxFrameRate`, 0: none) and, when the
/// presenter does not wait for the display (`display_waits` false), the
/// display's `refresh_hz` divided by the interval's refreshes per frame.
pub fn rate(max_frame_rate: u32, interval: u32, refresh_hz: u32, display_waits: bool) -> u32 {
    let n = refreshes_per_frame(interval);
    let display = if display_waits || n == 0 || refresh_hz == 0 {
        0
    } else {
        (refresh_hz / n).max(1)
    };
    match (max_frame_rate, display) {
        (0, d) => d,
        (m, 0) => m,
        (m, d) => m.min(d),
    }
}

#[cfg(test)]
mod tests;
