//! The unix half of the Wine front: Wine loads this library beside the builtin
//! d3d9.dll and calls the entries of `__wine_unix_call_funcs` with the PE half's
//! parameter structs. Entry `n` is boundary call `n` of `wgd3d9_core::wire::Call`
//! (entry 0 is unused); the parameter structs have the same layout on both sides
//! and their pointers are the PE side's addresses, which the unix side shares.

use std::ffi::c_void;

type Entry = unsafe extern "C" fn(args: *mut c_void) -> i32;

macro_rules! entry {
    ($name:ident, $code:expr) => {
        unsafe extern "C" fn $name(args: *mut c_void) -> i32 {
            // SAFETY: Wine passes the PE half's parameter struct of this call.
            unsafe { wgd3d9_runtime::port($code, args) }
        }
    };
}

/// Installs the unix half's logger: the PE half's filter and file (see
/// `wgd3d9_core::log_setup`; both halves append to one file), else standard
/// error. Run by the calls that start a device's life, so the runtime's
/// lines (adapter, options, presentation, cache) show under Wine as they do
/// natively.
fn init_logging() {
    use wgd3d9_core::log_setup;
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let program = log_setup::program_name(&log_setup::current_program_file());
        let file = log_setup::open_file(&program, false);
        let filter = log_setup::env_filter(file.is_some());
        let mut builder = env_logger::Builder::new();
        builder.parse_filters(&filter);
        if let Some((_, f)) = file {
            builder.target(env_logger::Target::Pipe(Box::new(f)));
        }
        let _ = builder.try_init();
    });
}

/// An entry that installs the logger first.
macro_rules! logging_entry {
    ($name:ident, $code:expr) => {
        unsafe extern "C" fn $name(args: *mut c_void) -> i32 {
            init_logging();
            // SAFETY: Wine passes the PE half's parameter struct of this call.
            unsafe { wgd3d9_runtime::port($code, args) }
        }
    };
}

entry!(unused, 0);
logging_entry!(query_adapter, 1);
logging_entry!(create_device, 2);
entry!(destroy_device, 3);
entry!(submit_frame, 4);
entry!(wait_frame, 5);
entry!(create_resource, 6);

/// The table Wine looks up by name when the PE half asks for its unix library.
#[no_mangle]
#[used]
pub static __wine_unix_call_funcs: [Entry; 7] = [
    unused,
    query_adapter,
    create_device,
    destroy_device,
    submit_frame,
    wait_frame,
    create_resource,
];

#[cfg(test)]
mod tests;
