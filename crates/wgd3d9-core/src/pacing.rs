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

use std::time::{Duration, Instant};
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

/// The frames a second Present paces a swap chain's window at (0: none):
/// when the presenter does not wait for the display (`display_waits`
/// false), the display's `refresh_hz` divided by the interval's refreshes
/// per frame. (`present.maxFrameRate` paces the device's Presents besides,
/// on a clock of its own.)
pub fn display_rate(interval: u32, refresh_hz: u32, display_waits: bool) -> u32 {
    let n = refreshes_per_frame(interval);
    if display_waits || n == 0 || refresh_hz == 0 {
        0
    } else {
        (refresh_hz / n).max(1)
    }
}

/// When a Present paced at `rate` frames a second (> 0) may return, given
/// the moment the last one paced on the same clock did (`last`) and the
/// time `now`: one period after it, or now when the program fell more than
/// a period behind (it starts counting again rather than hurrying to catch
/// up).
pub fn next_present(last: Option<Instant>, rate: u32, now: Instant) -> Instant {
    let period = Duration::from_secs_f64(1.0 / f64::from(rate.max(1)));
    match last {
        Some(t) if t + period + period > now => t + period,
        _ => now,
    }
}

#[cfg(test)]
mod tests;
