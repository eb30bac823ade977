//! Where wgd3d9's log goes and what it keeps: `WGD3D9_LOG_LEVEL` (a level,
//! or a full `RUST_LOG`-style filter) over `RUST_LOG`, and
//! `WGD3D9_LOG_PATH`, a directory that gets one file per program and
//! architecture (`<program>-<arch>.log`, appended to), since a game under
//! Wine usually hides standard error. Both halves of the Wine front (the
//! DLL and its unix library) append to the same file.

use std::path::PathBuf;

/// The environment variable of the log filter.
pub const LEVEL_ENV: &str = "WGD3D9_LOG_LEVEL";
/// The environment variable of the log directory.
pub const PATH_ENV: &str = "WGD3D9_LOG_PATH";
/// What a log file keeps when no level is given: warnings and errors, and
/// wgd3d9's information lines (the version, adapter, driver and options at
/// device creation, presentation, the cache) but not the periodic figures.
pub const FILE_FILTER: &str = "warn,wgd3d9=info,wgd3d9::perf=warn";

/// The filter: `level` (WGD3D9_LOG_LEVEL), else `rust_log` (RUST_LOG), else
/// [`FILE_FILTER`] when logging to a file, else
/// [`crate::config::DEFAULT_LOG_FILTER`].
pub fn filter(level: Option<&str>, rust_log: Option<&str>, to_file: bool) -> String {
    let given = |v: Option<&str>| v.map(str::trim).filter(|v| !v.is_empty()).map(str::to_string);
    given(level).or_else(|| given(rust_log)).unwrap_or_else(|| {
        if to_file {
            FILE_FILTER.into()
        } else {
            crate::config::DEFAULT_LOG_FILTER.into()
        }
    })
}

/// The running program's file name (`hl2.exe`, `mygame`): on Linux the
/// first word of the command line, which Wine sets to the Windows
/// program's path (its unix libraries see the same); elsewhere the
/// executable's. Empty when neither is known.
pub fn current_program_file() -> String {
    #[cfg(target_os = "linux")]
    if let Ok(cmdline) = std::fs::read("/proc/self/cmdline") {
        let first = cmdline.split(|&b| b == 0).next().unwrap_or_default();
        let path = String::from_utf8_lossy(first);
        if let Some(base) = path.rsplit(['/', '\\']).next().filter(|b| !b.is_empty()) {
            return base.to_string();
        }
    }
    std::env::current_exe()
        .ok()
        .and_then(|p| p.file_name().map(|f| f.to_string_lossy().into_owned()))
        .unwrap_or_default()
}

/// [`filter`] of this process's environment.
pub fn env_filter(to_file: bool) -> String {
    filter(
        std::env::var(LEVEL_ENV).ok().as_deref(),
        std::env::var("RUST_LOG").ok().as_deref(),
        to_file,
    )
}

/// The program's name from its path (Windows or Unix separators), without
/// `.exe`, kept to letters, digits, `.`, `_` and `-`; `program` when
/// nothing is left.
pub fn program_name(path: &str) -> String {
    let base = path.rsplit(['/', '\\']).next().unwrap_or("");
    let stem = match base.len().checked_sub(4) {
        Some(n) if base.is_char_boundary(n) && base[n..].eq_ignore_ascii_case(".exe") => &base[..n],
        _ => base,
    };
    let name: String = stem
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
        .take(64)
        .collect();
    if name.is_empty() {
        "program".into()
    } else {
        name
    }
}

/// The log file of `program` on `arch` in directory `dir`; with
/// `wine_pe` (the DLL's side under Wine), a Unix absolute directory is
/// reached through Wine's drive Z:, which maps `/`.
pub fn file_path(dir: &str, program: &str, arch: &str, wine_pe: bool) -> PathBuf {
    let dir = if wine_pe && dir.starts_with('/') {
        format!("Z:{dir}")
    } else {
        dir.to_string()
    };
    PathBuf::from(dir).join(format!("{program}-{arch}.log"))
}

/// Opens (creating the directory and the file, appending) the log file the
/// environment asks for; None when WGD3D9_LOG_PATH is unset or empty, or
/// the file cannot be opened (then the log stays on standard error).
pub fn open_file(program: &str, wine_pe: bool) -> Option<(PathBuf, std::fs::File)> {
    let dir = std::env::var(PATH_ENV).ok().filter(|d| !d.trim().is_empty())?;
    let path = file_path(dir.trim(), program, std::env::consts::ARCH, wine_pe);
    if let Some(parent) = path.parent() {
        let _ = std::fs::create_dir_all(parent);
    }
    let file = std::fs::OpenOptions::new().create(true).append(true).open(&path).ok()?;
    Some((path, file))
}

#[cfg(test)]
mod tests;
