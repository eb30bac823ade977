//! Open-source D3D9 programs built from Debian source packages
//! (`conformance/programs/`): each is run under Wine to a fixed frame, once
//! with wgd3d9 and once with Wine's own d3d9, and the two screenshots are
//! compared. The programs call a shared capture helper before Present
//! (their patches add the call): `CAPTURE_FRAME=N` writes the N-th frame's
//! back buffer to `CAPTURE_FILE` as a 24-bit BMP and exits;
//! `CAPTURE_SECONDS=S` counts frames for S seconds and logs
//! `capture: fps F` to `CAPTURE_LOG`. Both also put the program on a fixed
//! 60 Hz clock.

use super::suite::Suite;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;

/// A pixel differs when one of its channels differs by more than this (of
/// 255): below it are the rounding and filtering differences of two GPUs.
pub const CHANNEL_TOLERANCE: u8 = 16;
/// Two screenshots match when at most this share of their pixels differ
/// (edges of primitives and texel boundaries land either way).
pub const MAX_DIFFERING_SHARE: f64 = 0.001;

/// One line of `programs.txt`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    pub name: String,
    /// The working directory, relative to the work directory.
    pub dir: String,
    /// The program, relative to `dir`.
    pub exe: String,
    pub args: Vec<String>,
    /// What the program reads on standard input (`\n` already a new line).
    pub stdin: String,
    /// The frame captured.
    pub frame: u32,
    pub env: Vec<(String, String)>,
}

/// Parses `programs.txt`: `name|dir|exe|args|stdin|frame|env` lines, `#`
/// comments.
pub fn parse_list(text: &str) -> Result<Vec<Program>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split('|').collect();
        let bad = |what: &str| format!("programs.txt:{}: {what}", n + 1);
        let [name, dir, exe, args, stdin, frame, env] = f[..] else {
            return Err(bad("expected 7 fields separated by |"));
        };
        let env = env
            .split_whitespace()
            .map(|kv| kv.split_once('=').map(|(k, v)| (k.to_owned(), v.to_owned())))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| bad("environment entries are NAME=VALUE"))?;
        out.push(Program {
            name: name.to_owned(),
            dir: dir.to_owned(),
            exe: exe.to_owned(),
            args: args.split_whitespace().map(str::to_owned).collect(),
            stdin: stdin.replace("\\n", "\n"),
            frame: frame.parse().map_err(|_| bad("the frame is not a number"))?,
            env,
        });
    }
    Ok(out)
}

/// A 24-bit BMP's pixels, top row first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub width: usize,
    pub height: usize,
    /// `width * height` pixels, as the file stores them (blue, green, red).
    pub pixels: Vec<[u8; 3]>,
}

fn le(bytes: &[u8], at: usize, n: usize) -> Option<u64> {
    let s = bytes.get(at..at + n)?;
    Some(s.iter().rev().fold(0, |v, &b| (v << 8) | u64::from(b)))
}

/// Reads an uncompressed 24-bit BMP (bottom-up or top-down).
pub fn read_bmp(bytes: &[u8]) -> Result<Image, String> {
    let bad = || "not an uncompressed 24-bit BMP".to_owned();
    if bytes.get(..2) != Some(b"BM") {
        return Err(bad());
    }
    let offset = le(bytes, 10, 4).ok_or_else(bad)? as usize;
    let width = le(bytes, 18, 4).ok_or_else(bad)? as u32 as i32;
    let height = le(bytes, 22, 4).ok_or_else(bad)? as u32 as i32;
    let (bpp, compression) = (le(bytes, 28, 2).ok_or_else(bad)?, le(bytes, 30, 4).ok_or_else(bad)?);
    if bpp != 24 || compression != 0 || width <= 0 || height == 0 || width > 1 << 14 || height.abs() > 1 << 14 {
        return Err(bad());
    }
    let (w, h) = (width as usize, height.unsigned_abs() as usize);
    let row = (w * 3 + 3) & !3;
    let mut pixels = Vec::with_capacity(w * h);
    for y in 0..h {
        let file_row = if height > 0 { h - 1 - y } else { y };
        let start = offset + file_row * row;
        let data = bytes
            .get(start..start + w * 3)
            .ok_or_else(|| "the BMP is cut short".to_owned())?;
        pixels.extend(data.chunks_exact(3).map(|c| [c[0], c[1], c[2]]));
    }
    Ok(Image {
        width: w,
        height: h,
        pixels,
    })
}

/// How two screenshots compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// Pixels with a channel more than [`CHANNEL_TOLERANCE`] apart.
    pub differing: usize,
    pub total: usize,
    /// The largest channel difference anywhere.
    pub worst: u8,
}

impl Comparison {
    pub fn matches(&self) -> bool {
        self.differing as f64 <= self.total as f64 * MAX_DIFFERING_SHARE
    }
}

/// Compares two screenshots of one size.
pub fn compare(a: &Image, b: &Image) -> Result<Comparison, String> {
    if (a.width, a.height) != (b.width, b.height) {
        return Err(format!(
            "sizes differ: {}x{} and {}x{}",
            a.width, a.height, b.width, b.height
        ));
    }
    let mut c = Comparison {
        differing: 0,
        total: a.pixels.len(),
        worst: 0,
    };
    for (p, q) in a.pixels.iter().zip(&b.pixels) {
        let d = (0..3).map(|i| p[i].abs_diff(q[i])).max().unwrap_or(0);
        c.worst = c.worst.max(d);
        if d > CHANNEL_TOLERANCE {
            c.differing += 1;
        }
    }
    Ok(c)
}

/// What one run of a program gave.
#[derive(Clone, Debug)]
pub struct Run {
    /// The screenshot, or why there is none.
    pub shot: Result<Image, String>,
    /// Frames per second of a timed run, when one was asked for.
    pub fps: Option<f64>,
}

/// Runs `p` (built under `work`) with `suite`'s d3d9 and prefix: a
/// screenshot into `out/NAME.bmp`, then, when `fps_seconds` is given, a
/// timed run. Logs go to `out/NAME.log`.
pub fn run(suite: &Suite, work: &Path, p: &Program, out: &Path, fps_seconds: Option<u32>) -> Result<Run, String> {
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let shot = out.join(format!("{}.bmp", p.name));
    let log = out.join(format!("{}.log", p.name));
    let _ = std::fs::remove_file(&shot);
    let _ = std::fs::remove_file(&log);
    let frame = p.frame.to_string();
    launch(
        suite,
        work,
        p,
        &log,
        &[("CAPTURE_FRAME", &frame), ("CAPTURE_FILE", path_str(&shot)?)],
    )?;
    let shot = std::fs::read(&shot)
        .map_err(|_| format!("no screenshot (log: {})", log.display()))
        .and_then(|b| read_bmp(&b));
    let fps = match fps_seconds {
        Some(s) => {
            launch(suite, work, p, &log, &[("CAPTURE_SECONDS", &s.to_string())])?;
            let text = std::fs::read_to_string(&log).unwrap_or_default();
            text.lines()
                .rev()
                .filter_map(|l| l.strip_prefix("capture: fps "))
                .find_map(|l| l.split_whitespace().next()?.parse().ok())
        }
        None => None,
    };
    Ok(Run { shot, fps })
}

fn path_str(p: &Path) -> Result<&str, String> {
    p.to_str().ok_or_else(|| format!("{} is not UTF-8", p.display()))
}

/// One program run under `suite`, its standard output and error appended
/// to `log` (which the capture helper also writes to).
fn launch(suite: &Suite, work: &Path, p: &Program, log: &Path, capture: &[(&str, &str)]) -> Result<(), String> {
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .map_err(|e| format!("{}: {e}", log.display()))?;
    let err = file.try_clone().map_err(|e| e.to_string())?;
    let args: Vec<&str> = p.args.iter().map(String::as_str).collect();
    let cwd = work.join(&p.dir);
    let mut cmd = suite.command_in(&cwd, Path::new(&p.exe), &args)?;
    cmd.current_dir(&cwd)
        .envs(p.env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        .envs(capture.iter().copied())
        .env("CAPTURE_LOG", log)
        .stdin(Stdio::piped())
        .stdout(file)
        .stderr(err);
    let mut child = cmd.spawn().map_err(|e| format!("running {}: {e}", p.name))?;
    if let Some(mut input) = child.stdin.take() {
        // A program that exits before reading its input is not an error.
        let _ = input.write_all(p.stdin.as_bytes());
    }
    child.wait().map_err(|e| format!("running {}: {e}", p.name))?;
    suite.stop_server();
    Ok(())
}

/// The header of the table [`report`] writes rows of.
pub const TABLE_HEADER: &str =
    "| program | screenshots | pixels differing | worst channel | fps wgd3d9 | fps Wine's d3d9 |\n\
                                |---|---|---:|---:|---:|---:|";

/// The table row of program `p` run with wgd3d9 (`ours`) and the
/// reference, and what differs when the screenshots do not match.
pub fn report(p: &Program, ours: &Run, reference: &Run) -> (String, Option<String>) {
    let compared = match (&ours.shot, &reference.shot) {
        (Ok(a), Ok(b)) => compare(a, b),
        (Err(e), _) => Err(format!("wgd3d9: {e}")),
        (_, Err(e)) => Err(format!("Wine's d3d9: {e}")),
    };
    let (verdict, differing, worst, difference) = match compared {
        Ok(c) => {
            let share = 100.0 * c.differing as f64 / c.total as f64;
            let difference = (!c.matches()).then(|| format!("{} pixels ({share:.2}%) differ", c.differing));
            let verdict = if c.matches() { "match" } else { "differ" };
            (
                verdict.to_owned(),
                c.differing.to_string(),
                c.worst.to_string(),
                difference,
            )
        }
        Err(e) => (e.clone(), "-".to_owned(), "-".to_owned(), Some(e)),
    };
    let fps = |f: Option<f64>| f.map_or("-".to_owned(), |f| format!("{f:.1}"));
    let row = format!(
        "| {} | {verdict} | {differing} | {worst} | {} | {} |",
        p.name,
        fps(ours.fps),
        fps(reference.fps)
    );
    (row, difference)
}

/// The work directory's screenshot folder for one implementation.
pub fn shots_dir(work: &Path, label: &str) -> PathBuf {
    work.join("shots").join(label)
}

#[cfg(test)]
mod tests;
