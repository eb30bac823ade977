//! D3DPERF_*: the markers programs put around their frames' parts for a GPU
//! profiler. No profiler reads them here (D3DPERF_GetStatus answers 0); the
//! process-wide nesting level of events is kept, as D3DPERF_BeginEvent and
//! D3DPERF_EndEvent return it.

use std::sync::atomic::{AtomicI32, Ordering};

static LEVEL: AtomicI32 = AtomicI32::new(0);

/// D3DPERF_BeginEvent: opens an event; returns how many were open before it.
pub fn begin_event() -> i32 {
    LEVEL.fetch_add(1, Ordering::Relaxed)
}

/// D3DPERF_EndEvent: closes the innermost event; returns how many stay open
/// (-1 and below for more ends than begins, which are not refused).
pub fn end_event() -> i32 {
    LEVEL.fetch_sub(1, Ordering::Relaxed) - 1
}

/// D3DPERF_GetStatus: 0, no profiler is attached.
pub fn status() -> u32 {
    0
}

#[cfg(test)]
mod tests;
