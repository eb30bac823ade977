//! Running the subtests of a Wine test program, each in its own process on
//! its own X server ([`Display`]), with a time limit and with Wine's crash
//! dialog disabled.

use super::arch::Arch;
use super::display::Display;
use super::layout::{InstallDir, WineInstall};
use super::report::{parse_output, SubtestResult};
use super::run_checked;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Which d3d9.dll the program gets.
#[derive(Clone, Debug)]
pub enum Implementation {
    /// wgd3d9, from an install directory.
    Wgd3d9(InstallDir),
    /// Wine's own built-in d3d9 (wined3d).
    Reference(WineInstall),
}

impl Implementation {
    /// A short name for reports and log directories.
    pub fn label(&self) -> &'static str {
        match self {
            Self::Wgd3d9(_) => "wgd3d9",
            Self::Reference(_) => "wine-builtin",
        }
    }

    /// A command that starts `program`, whose architecture is read from `image`.
    fn command(&self, program: &Path, image: &Path) -> Result<Command, String> {
        match self {
            Self::Wgd3d9(dir) => dir.command_with_image(program, image),
            Self::Reference(wine) => {
                let loader = wine.loader_for(image)?;
                let mut cmd = Command::new(loader);
                cmd.arg(program)
                    .env("WINELOADER", loader)
                    .env("WINEDLLOVERRIDES", "d3d9=b");
                Ok(cmd)
            }
        }
    }

    /// The architectures its programs may have.
    fn arches(&self) -> Vec<Arch> {
        match self {
            Self::Wgd3d9(dir) => dir.loaders.iter().map(|(a, _)| *a).collect(),
            Self::Reference(wine) => wine.arches.iter().map(|a| a.arch).collect(),
        }
    }

    fn server(&self) -> PathBuf {
        match self {
            Self::Wgd3d9(dir) => dir.server.clone(),
            Self::Reference(wine) => wine.server(),
        }
    }
}

/// One result with its wall time and log file.
#[derive(Clone, Debug)]
pub struct TimedResult {
    pub result: SubtestResult,
    pub wall: Duration,
    pub timed_out: bool,
    pub log: PathBuf,
}

/// One program run of [`Suite::run_logged`].
#[derive(Clone, Debug)]
pub struct Logged {
    pub log: PathBuf,
    /// Its standard output and error.
    pub text: String,
    pub wall: Duration,
    /// The time limit ended it.
    pub timed_out: bool,
    /// It exited (by itself).
    pub finished: bool,
}

/// Runs the subtests of test programs.
pub struct Suite {
    pub prefix: PathBuf,
    pub implementation: Implementation,
    pub time_limit: Duration,
    pub log_dir: PathBuf,
    /// The X server each command gets.
    pub display: Display,
}

impl Suite {
    fn wine(&self, program: &Path) -> Result<Command, String> {
        self.wine_with_image(program, program)
    }

    fn wine_with_image(&self, program: &Path, image: &Path) -> Result<Command, String> {
        let mut cmd = self.implementation.command(program, image)?;
        cmd.env("WINEPREFIX", &self.prefix).env("WINEDEBUG", "-all,err+module");
        Ok(cmd)
    }

    /// A command that runs `program` with `args` under Wine in this suite's
    /// prefix, inside `timeout` and its own X server; the caller adds the
    /// working directory, environment and standard streams, and stops the
    /// prefix's server ([`Suite::stop_server`]) after.
    pub fn command(&self, program: &Path, args: &[&str]) -> Result<Command, String> {
        let mut inner = self.wine(program)?;
        inner.args(args);
        Ok(self.under_display(&inner))
    }

    /// [`Suite::command`] for a program named relative to `cwd`, the
    /// working directory the caller gives the command (its architecture is
    /// read from the file there).
    pub fn command_in(&self, cwd: &Path, program: &Path, args: &[&str]) -> Result<Command, String> {
        let mut inner = self.wine_with_image(program, &cwd.join(program))?;
        inner.args(args);
        Ok(self.under_display(&inner))
    }

    /// `inner` wrapped in `timeout` and a fresh X server of its own.
    fn under_display(&self, inner: &Command) -> Command {
        let mut cmd = Command::new("timeout");
        cmd.args(["--kill-after=10", &format!("{}", self.time_limit.as_secs())])
            .args(self.display.wrapper())
            .arg(inner.get_program())
            .args(inner.get_args());
        for (k, v) in inner.get_envs() {
            match v {
                Some(v) => cmd.env(k, v),
                None => cmd.env_remove(k),
            };
        }
        cmd
    }

    /// Creates the Wine prefix on first use and disables the crash dialog, so
    /// that a crashing subtest prints its backtrace and exits. A prefix made
    /// before Wine had its 32-bit part (no 32-bit kernel32.dll in `syswow64`)
    /// is made anew when 32-bit programs may run.
    pub fn prepare_prefix(&self) -> Result<(), String> {
        let wow64 = self.prefix.join("drive_c/windows/syswow64/kernel32.dll");
        if self.implementation.arches().contains(&Arch::I386) && self.prefix.exists() && !wow64.is_file() {
            eprintln!("{} has no 32-bit part: making it anew", self.prefix.display());
            fs::remove_dir_all(&self.prefix).map_err(|e| format!("{}: {e}", self.prefix.display()))?;
        }
        if !self.prefix.join("system.reg").exists() {
            let mut boot = self.wine(Path::new("wineboot"))?;
            boot.arg("-i");
            let log = self.log_dir.join("wineboot.log");
            boot_prefix(&self.prefix, &log, &self.implementation.server(), || {
                self.under_display(&boot)
            })?;
        }
        let mut reg = self.wine(Path::new("reg"))?;
        reg.args([
            "add",
            r"HKCU\Software\Wine\WineDbg",
            "/v",
            "ShowCrashDialog",
            "/t",
            "REG_DWORD",
            "/d",
            "0",
            "/f",
        ]);
        run_checked(self.under_display(&reg).stdout(Stdio::null()).stderr(Stdio::null()))?;
        self.stop_server();
        Ok(())
    }

    /// Stops the prefix's wineserver and every process left in it.
    pub fn stop_server(&self) {
        stop_server(&self.implementation.server(), &self.prefix);
    }

    /// Runs one subtest of `program` in its own process and reduces its output.
    pub fn run(&self, program: &Path, subtest: &str) -> Result<TimedResult, String> {
        let r = self.run_logged(program, &[subtest], subtest)?;
        Ok(TimedResult {
            result: parse_output(subtest, &r.text, r.finished),
            wall: r.wall,
            timed_out: r.timed_out,
            log: r.log,
        })
    }

    /// Runs `program` with `args` in its own process, standard output and
    /// error into `<log_name>.log` in the log directory.
    pub fn run_logged(&self, program: &Path, args: &[&str], log_name: &str) -> Result<Logged, String> {
        fs::create_dir_all(&self.log_dir).map_err(|e| format!("{}: {e}", self.log_dir.display()))?;
        let log = self.log_dir.join(format!("{log_name}.log"));
        let out = fs::File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?;
        let err = out.try_clone().map_err(|e| e.to_string())?;

        let mut cmd = self.command(program, args)?;
        cmd.current_dir(program.parent().unwrap_or(Path::new(".")))
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err);
        let start = Instant::now();
        let status = cmd
            .status()
            .map_err(|e| format!("running timeout and an X server: {e}"))?;
        let wall = start.elapsed();
        self.stop_server();
        // timeout(1) exits 124 (or 137 after the kill) when the limit was reached.
        let timed_out =
            matches!(status.code(), Some(124) | Some(137)) && wall + Duration::from_secs(1) >= self.time_limit;
        let finished = status.code().is_some() && !timed_out;
        let text = String::from_utf8_lossy(&fs::read(&log).map_err(|e| e.to_string())?).into_owned();
        Ok(Logged {
            log,
            text,
            wall,
            timed_out,
            finished,
        })
    }
}

/// How often `wineboot -i` is tried on a new prefix before the run gives up.
const BOOT_ATTEMPTS: u32 = 2;

/// Makes the prefix at `prefix` with the `wineboot -i` command that `boot`
/// builds, its output in `log`. A failed boot (Wine's own start-up, not
/// wgd3d9: nothing of wgd3d9 loads in it) prints the end of its log and the
/// free disk space, stops the prefix's server (`server`) and removes the
/// half-made prefix; it is tried once more, and after the last failure the
/// prefix is left removed.
fn boot_prefix(prefix: &Path, log: &Path, server: &Path, boot: impl Fn() -> Command) -> Result<(), String> {
    let mut last = String::new();
    for attempt in 1..=BOOT_ATTEMPTS {
        if prefix.exists() {
            fs::remove_dir_all(prefix).map_err(|e| format!("{}: {e}", prefix.display()))?;
        }
        fs::create_dir_all(prefix).map_err(|e| format!("{}: {e}", prefix.display()))?;
        if let Some(dir) = log.parent() {
            fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let out = fs::File::create(log).map_err(|e| format!("{}: {e}", log.display()))?;
        let err = out.try_clone().map_err(|e| e.to_string())?;
        let mut cmd = boot();
        match run_checked(cmd.stdin(Stdio::null()).stdout(out).stderr(err)) {
            Ok(()) => return Ok(()),
            Err(e) => last = e,
        }
        let text = fs::read_to_string(log).unwrap_or_default();
        let tail: Vec<&str> = text.lines().rev().take(20).collect();
        eprintln!(
            "wineboot failed (attempt {attempt} of {BOOT_ATTEMPTS}): {last}\n{}\n{}",
            tail.into_iter().rev().collect::<Vec<_>>().join("\n"),
            free_space(prefix)
        );
        stop_server(server, prefix);
    }
    // A half-made prefix must not pass for a made one in the next run.
    let _ = fs::remove_dir_all(prefix);
    Err(format!("{last} (log: {})", log.display()))
}

/// Stops `prefix`'s wineserver (`server`) and every process left in it.
fn stop_server(server: &Path, prefix: &Path) {
    let _ = Command::new(server).arg("-k").env("WINEPREFIX", prefix).status();
    let _ = Command::new(server).arg("-w").env("WINEPREFIX", prefix).status();
}

/// `df -h`'s report of the file system holding `path`, for a failure's log.
fn free_space(path: &Path) -> String {
    Command::new("df")
        .arg("-h")
        .arg(path)
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default()
}

/// The subtest of wgd3d9's own Wine tests that the stock-prefix check runs.
pub const LOADING_SUBTEST: &str = "loading";

/// Runs [`LOADING_SUBTEST`] of `program` with wgd3d9 in a prefix made anew
/// by the installed Wine's own `wineboot -i`, with none of this tool's
/// set-up (no `WINEDLLPATH`, no overrides, no registry entries): d3d9.dll
/// must load with the DLLs every prefix has, the subtest must pass, the
/// answering implementation must be wgd3d9, and the run must leave the
/// prefix's update stamp as it was (a current prefix is not updated).
pub fn check_stock_prefix(
    wine: &WineInstall,
    installed: &InstallDir,
    program: &Path,
    work: &Path,
) -> Result<(), String> {
    let prefix = work.join("prefix-stock");
    let log_dir = work.join("logs").join("stock-prefix");
    boot_prefix(&prefix, &log_dir.join("wineboot.log"), &wine.server(), || {
        let mut boot = Command::new(&wine.loader);
        boot.args(["wineboot", "-i"])
            .env("WINEPREFIX", &prefix)
            .env("WINEDEBUG", "-all,err+all");
        boot
    })?;
    let stamp_file = prefix.join(".update-timestamp");
    let stamp = fs::read(&stamp_file).map_err(|e| format!("{}: {e}", stamp_file.display()))?;
    let suite = Suite {
        prefix: prefix.clone(),
        implementation: Implementation::Wgd3d9(installed.clone()),
        time_limit: Duration::from_secs(120),
        log_dir,
        display: Display::Xvfb,
    };
    let r = suite.run(program, LOADING_SUBTEST)?;
    let log = fs::read_to_string(&r.log).unwrap_or_default();
    let passed = !r.timed_out && !r.result.crashed && r.result.executed > 0 && r.result.failures == 0;
    if !passed {
        return Err(format!(
            "in a stock prefix: {}
   log: {}",
            table_row("wgd3d9", &r),
            r.log.display()
        ));
    }
    if !log.contains("d3d9 driver: wgd3d9") {
        return Err(format!(
            "in a stock prefix, d3d9 was not wgd3d9's (log: {})",
            r.log.display()
        ));
    }
    if fs::read(&stamp_file).ok().as_deref() != Some(stamp.as_slice()) || log.contains("has been updated") {
        return Err(format!("running in {} updated the prefix", prefix.display()));
    }
    Ok(())
}

/// The comparison table row of one result.
pub fn table_row(implementation: &str, r: &TimedResult) -> String {
    let s = &r.result;
    let crash = if r.timed_out {
        "timeout"
    } else if s.crashed {
        "yes"
    } else {
        "no"
    };
    format!(
        "| {} | {} | {} | {} | {} | {} | {} | {:.0} s |",
        s.name,
        implementation,
        s.executed,
        s.failures,
        s.todo,
        s.skipped,
        crash,
        r.wall.as_secs_f64()
    )
}

/// The header of the comparison table.
pub const TABLE_HEADER: &str = "| subtest | d3d9 | executed | failures | todo | skipped | crashed | wall |\n\
                                |---|---|---:|---:|---:|---:|---|---:|";
