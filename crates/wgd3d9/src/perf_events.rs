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

/// Defines the `D3DPERF_*` exports in the library crate that invokes it
/// (`d3d9.dll`, `libd3d9.so`), on [`begin_event`], [`end_event`] and
/// [`status`]; markers, regions and options are taken and ignored.
#[macro_export]
macro_rules! d3dperf_exports {
    () => {
        /// D3DPERF_BeginEvent: no profiler is attached; returns the events
        /// open before this one.
        #[no_mangle]
        pub extern "system" fn D3DPERF_BeginEvent(
            _color: ::wgd3d9_types::D3DCOLOR,
            _name: *const ::wgd3d9_types::WCHAR,
        ) -> i32 {
            $crate::perf_events::begin_event()
        }

        /// D3DPERF_EndEvent: returns the events still open.
        #[no_mangle]
        pub extern "system" fn D3DPERF_EndEvent() -> i32 {
            $crate::perf_events::end_event()
        }

        /// D3DPERF_GetStatus: no profiler is attached.
        #[no_mangle]
        pub extern "system" fn D3DPERF_GetStatus() -> ::wgd3d9_types::DWORD {
            $crate::perf_events::status()
        }

        /// D3DPERF_QueryRepeatFrame: no profiler asks for a frame again.
        #[no_mangle]
        pub extern "system" fn D3DPERF_QueryRepeatFrame() -> ::wgd3d9_types::BOOL {
            0
        }

        /// D3DPERF_SetMarker: nothing records markers.
        #[no_mangle]
        pub extern "system" fn D3DPERF_SetMarker(
            _color: ::wgd3d9_types::D3DCOLOR,
            _name: *const ::wgd3d9_types::WCHAR,
        ) {
        }

        /// D3DPERF_SetOptions: no profiler to allow or forbid.
        #[no_mangle]
        pub extern "system" fn D3DPERF_SetOptions(_options: ::wgd3d9_types::DWORD) {}

        /// D3DPERF_SetRegion: nothing records regions.
        #[no_mangle]
        pub extern "system" fn D3DPERF_SetRegion(
            _color: ::wgd3d9_types::D3DCOLOR,
            _name: *const ::wgd3d9_types::WCHAR,
        ) {
        }
    };
}

#[cfg(test)]
mod tests;
