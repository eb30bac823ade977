//! Logging setup: `log` targets under `wgd3d9::*`, filtered by
//! `WGD3D9_LOG_LEVEL`, else `RUST_LOG` (warnings and errors by default),
//! written to standard error or, with `WGD3D9_LOG_PATH`, appended to a file
//! named after the program and the architecture (see
//! `wgd3d9_core::log_setup`).

use wgd3d9_core::log_setup;

/// Installs the logger once; later calls (or an application's own logger) win
/// nothing and change nothing. A log file starts its session with a line
/// naming wgd3d9's version, the program, the architecture and the options in
/// force (the adapter and driver follow at device creation).
pub fn init() {
    let program = log_setup::program_name(&log_setup::current_program_file());
    let file = log_setup::open_file(&program, cfg!(windows));
    let filter = log_setup::env_filter(file.is_some());
    let mut builder = env_logger::Builder::new();
    builder.parse_filters(&filter);
    let path = file.map(|(path, f)| {
        builder.target(env_logger::Target::Pipe(Box::new(f)));
        path
    });
    if builder.try_init().is_ok() {
        if let Some(path) = path {
            log::info!(
                target: "wgd3d9::log",
                "wgd3d9 {} ({}), {program}: logging to {}; options: {}",
                env!("CARGO_PKG_VERSION"),
                std::env::consts::ARCH,
                path.display(),
                wgd3d9_core::config::Config::load().describe()
            );
        }
    }
    crate::api_timers::init();
}
