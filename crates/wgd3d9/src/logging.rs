//! Logging setup: `log` targets under `wgd3d9::*`, filtered by `RUST_LOG`
//! (warnings and errors by default), written to standard error.

/// Installs the logger once; later calls (or an application's own logger) win
/// nothing and change nothing.
pub fn init() {
    let env = env_logger::Env::default().default_filter_or(wgd3d9_core::config::DEFAULT_LOG_FILTER);
    let _ = env_logger::Builder::from_env(env).try_init();
    crate::api_timers::init();
}
