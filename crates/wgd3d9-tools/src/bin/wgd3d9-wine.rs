//! wgd3d9-wine: wgd3d9's d3d9.dll for Windows programs under Wine.
//!
//! ```text
//! wgd3d9-wine build [--arch x86_64|i386]
//!     Builds d3d9.dll (target/<windows target>/release, marked as a Wine
//!     builtin) and its unix half libwgd3d9_unix.so, for the architecture
//!     given, else for each one the installed Wine runs (64-bit, and 32-bit
//!     where Debian's wine32:i386 is installed).
//! wgd3d9-wine install [DIR]
//!     Builds, then lays the pairs out in DIR (default target/wine/dlls) for
//!     WINEDLLPATH (x86_64-windows/x86_64-unix, i386-windows/i386-unix), with
//!     the private loader mirror that makes Wine prefer them.
//! wgd3d9-wine run [--dir DIR] PROGRAM [ARGS...]
//!     Installs, then runs a Windows program, 32-bit or 64-bit (read from its
//!     PE header), under Wine with wgd3d9's d3d9.dll (for that process only;
//!     the Wine installation is not modified).
//! wgd3d9-wine conformance [--arch x86_64|i386] [--reference] [--update] [--only a,b] [--time-limit SECONDS]
//!     For the architecture given (default x86_64), builds Wine's d3d9 tests
//!     from Debian's wine source package (and
//!     wgd3d9's own Wine tests, conformance/wine-tests/, with the same harness),
//!     checks that wgd3d9 loads and draws in a prefix made by plain
//!     `wineboot -i` (the `loading` subtest; not with --reference), runs the
//!     shader corpus against wgd3d9 and Wine's own d3d9 (conformance/shader-corpus,
//!     `shader-corpus` for --only), runs each subtest in its own process on its own Xorg (dummy driver,
//!     several display modes; `wine::display`), and compares the per-site failure
//!     counts with the architecture's baseline, conformance/baseline.txt or
//!     conformance/baseline-i386.txt (exit 1 on any difference; --update
//!     rewrites the baseline). The shader corpus runs with x86_64 only.
//!     --reference runs against Wine's own d3d9 instead and compares nothing.
//! wgd3d9-wine programs [--fps SECONDS] [--only a,b]
//!     Builds the open-source D3D9 programs of conformance/programs from
//!     Debian source packages, runs each to a fixed frame with wgd3d9 and with
//!     Wine's own d3d9, and compares the screenshots (exit 1 on a difference
//!     conformance/programs/differences.txt does not record). --fps adds a
//!     timed run of each and prints frames per second side by side.
//! ```
//! Everything it makes lives under target/wine/.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;
use wgd3d9_tools::wine::arch::Arch;
use wgd3d9_tools::wine::display::Display;
use wgd3d9_tools::wine::layout::{self, InstallDir, WineInstall};
use wgd3d9_tools::wine::suite::{self, Implementation, Suite};
use wgd3d9_tools::wine::{artifacts, classification, programs, recorded, report, shader_corpus, test_build};

const USAGE: &str =
    "usage: wgd3d9-wine build [--arch x86_64|i386] | install [DIR] | run [--dir DIR] PROGRAM [ARGS...] | \
                     conformance [--arch x86_64|i386] [--reference] [--update] [--only a,b] [--time-limit SECONDS] | \
                     programs [--fps SECONDS] [--only a,b]";

fn work_dir() -> PathBuf {
    artifacts::target_dir().join("wine")
}

/// The architectures the installed Wine runs programs for.
fn wine_arches(wine: &WineInstall) -> Vec<Arch> {
    let arches: Vec<Arch> = wine.arches.iter().map(|a| a.arch).collect();
    if !arches.contains(&Arch::I386) {
        eprintln!("wgd3d9-wine: this Wine has no 32-bit part (Debian: wine32:i386); 64-bit only");
    }
    arches
}

fn install(dir: &Path) -> Result<InstallDir, String> {
    let wine = WineInstall::discover()?;
    let built = artifacts::build_all(&wine_arches(&wine))?;
    let installed =
        layout::install(&wine, &built, dir).map_err(|e| format!("installing into {}: {e}", dir.display()))?;
    let arches: Vec<&str> = built.iter().map(|a| a.arch.name()).collect();
    eprintln!(
        "installed d3d9.dll + d3d9.so ({}) into {} (loader {})",
        arches.join(", "),
        dir.display(),
        installed.loader.display()
    );
    Ok(installed)
}

/// `--arch NAME` at the front of `args`, else `default`.
fn take_arch(args: &[String], default: Option<Arch>) -> Result<(Option<Arch>, &[String]), String> {
    match args {
        [flag, name, rest @ ..] if flag == "--arch" => {
            let arch = Arch::parse(name).ok_or_else(|| format!("unknown architecture {name:?} (x86_64 or i386)"))?;
            Ok((Some(arch), rest))
        }
        rest => Ok((default, rest)),
    }
}

fn run_program(args: &[String]) -> Result<ExitCode, String> {
    let (dir, rest) = match args {
        [flag, dir, rest @ ..] if flag == "--dir" => (PathBuf::from(dir), rest),
        rest => (work_dir().join("dlls"), rest),
    };
    let [program, program_args @ ..] = rest else {
        return Err(USAGE.into());
    };
    let installed = install(&dir)?;
    let status = installed
        .command(Path::new(program))?
        .args(program_args)
        .status()
        .map_err(|e| format!("running Wine: {e}"))?;
    Ok(ExitCode::from(status.code().unwrap_or(1).clamp(0, 255) as u8))
}

struct ConformanceArgs {
    arch: Arch,
    reference: bool,
    update: bool,
    only: Option<Vec<String>>,
    time_limit: Duration,
}

fn parse_conformance_args(args: &[String]) -> Result<ConformanceArgs, String> {
    let (arch, args) = take_arch(args, Some(Arch::X86_64))?;
    let mut parsed = ConformanceArgs {
        arch: arch.unwrap_or(Arch::X86_64),
        reference: false,
        update: false,
        only: None,
        time_limit: Duration::from_secs(1200),
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--reference" => parsed.reference = true,
            "--update" => parsed.update = true,
            "--only" => {
                let list = it.next().ok_or(USAGE)?;
                parsed.only = Some(list.split(',').map(str::to_owned).collect());
            }
            "--time-limit" => {
                let secs = it.next().and_then(|s| s.parse().ok()).ok_or(USAGE)?;
                parsed.time_limit = Duration::from_secs(secs);
            }
            _ => return Err(USAGE.into()),
        }
    }
    if parsed.reference && parsed.update {
        return Err("--update records wgd3d9's baseline; it does not combine with --reference".into());
    }
    Ok(parsed)
}

fn conformance(args: &[String]) -> Result<ExitCode, String> {
    let args = parse_conformance_args(args)?;
    let work = work_dir();
    let source = test_build::wine_source(&work.join("src"))?;
    let arch = args.arch;
    let tests = work.join("tests").join(arch.name());
    let d3d9_dir = source.join("dlls/d3d9/tests");
    let d3d9_tests = test_build::build_test_program(arch, &source, &d3d9_dir, &tests, "d3d9_test.exe")?;
    let own_dir = artifacts::workspace_root().join("conformance/wine-tests");
    let own_tests = test_build::build_test_program(arch, &source, &own_dir, &tests, "wgd3d9_test.exe")?;
    let mut runs: Vec<(PathBuf, String)> = Vec::new();
    for (program, names) in [d3d9_tests, own_tests.clone()] {
        runs.extend(names.into_iter().map(|n| (program.clone(), n)));
    }
    // The shader corpus compares wgd3d9 with Wine's own d3d9 pixel by pixel;
    // it runs with the 64-bit halves only.
    let corpus = arch == Arch::X86_64
        && args
            .only
            .as_ref()
            .is_none_or(|o| o.iter().any(|n| n == shader_corpus::NAME));
    if let Some(only) = &args.only {
        let known = |n: &String| (corpus && n == shader_corpus::NAME) || runs.iter().any(|(_, r)| r == n);
        if let Some(unknown) = only.iter().find(|n| !known(n)) {
            let names: Vec<&String> = runs.iter().map(|(_, n)| n).collect();
            return Err(format!("no subtest {unknown:?} (have {names:?})"));
        }
        runs.retain(|(_, n)| only.contains(n));
    }
    let implementation = if args.reference {
        Implementation::Reference(WineInstall::discover()?)
    } else {
        Implementation::Wgd3d9(install(&work.join("dlls"))?)
    };
    let check_stock = args
        .only
        .as_ref()
        .is_none_or(|o| o.iter().any(|n| n == suite::LOADING_SUBTEST));
    if let (Implementation::Wgd3d9(installed), true) = (&implementation, check_stock) {
        let (own_program, _) = &own_tests;
        suite::check_stock_prefix(&WineInstall::discover()?, installed, own_program, &work)?;
        eprintln!(
            "== {} passed in a prefix made by plain `wineboot -i`",
            suite::LOADING_SUBTEST
        );
    }
    let suite = Suite {
        prefix: work.join(format!("prefix-{}", implementation.label())),
        log_dir: work.join("logs").join(arch.name()).join(implementation.label()),
        implementation,
        time_limit: args.time_limit,
        display: Display::with_modes(&work)?,
    };
    suite.prepare_prefix()?;

    let baseline_path = artifacts::workspace_root().join(baseline_file(arch));
    // A gating run holds each subtest against its baseline as it finishes,
    // to run once more one that regressed (see `run_gated`).
    let gate = if args.update || args.reference {
        None
    } else {
        Some(Gate::load(&baseline_path)?)
    };
    let mut rows = Vec::new();
    let mut results = Vec::new();
    for (program, name) in &runs {
        let r = run_gated(&suite, (program, name), arch, gate.as_ref())?;
        rows.push(suite::table_row(suite.implementation.label(), &r));
        results.push(r.result);
    }
    println!("{}", suite::TABLE_HEADER);
    for row in &rows {
        println!("{row}");
    }
    let corpus_passed = if corpus {
        check_shader_corpus(&suite, &work, &tests)?
    } else {
        true
    };
    if args.reference {
        return Ok(ExitCode::SUCCESS);
    }
    if !corpus_passed {
        return Ok(ExitCode::FAILURE);
    }

    if args.update {
        let mut baseline = std::fs::read_to_string(&baseline_path)
            .ok()
            .map(|t| report::parse_baseline(&t))
            .transpose()?
            .unwrap_or_default();
        for r in &results {
            baseline.insert(
                r.name.clone(),
                report::BaselineEntry {
                    crashed: r.crashed,
                    sites: r.sites.clone(),
                },
            );
        }
        let merged: Vec<report::SubtestResult> = baseline
            .into_iter()
            .map(|(name, e)| report::SubtestResult {
                name,
                crashed: e.crashed,
                sites: e.sites,
                ..Default::default()
            })
            .collect();
        std::fs::write(&baseline_path, report::format_baseline(&baseline_header(arch), &merged))
            .map_err(|e| format!("{}: {e}", baseline_path.display()))?;
        eprintln!("baseline updated: {}", baseline_path.display());
        return Ok(ExitCode::SUCCESS);
    }
    let comparison = gate.as_ref().ok_or("a gating run has its baseline")?.compare(&results);
    for r in &comparison.regressions {
        println!("REGRESSION {r}");
    }
    for t in &comparison.tolerated {
        println!("PASSED     {t} (an environment site)");
    }
    for i in &comparison.improvements {
        println!("IMPROVED   {i}");
    }
    if comparison.is_exact() {
        println!("conformance matches {}", baseline_path.display());
        Ok(ExitCode::SUCCESS)
    } else {
        if comparison.regressions.is_empty() {
            println!(
                "improvements are not recorded yet: run `wgd3d9-wine conformance --update` and commit the baseline"
            );
        }
        Ok(ExitCode::FAILURE)
    }
}

/// The baseline of a gating run and the classification of its sites.
struct Gate {
    baseline: report::Baseline,
    classes: Vec<classification::Classified>,
}

impl Gate {
    fn load(baseline_path: &Path) -> Result<Gate, String> {
        let text = std::fs::read_to_string(baseline_path).map_err(|e| format!("{}: {e}", baseline_path.display()))?;
        let doc = artifacts::workspace_root().join("docs/wine-conformance.md");
        let doc = std::fs::read_to_string(&doc).map_err(|e| format!("{}: {e}", doc.display()))?;
        Ok(Gate {
            baseline: report::parse_baseline(&text)?,
            classes: classification::parse(&doc)?,
        })
    }

    fn compare(&self, results: &[report::SubtestResult]) -> report::Comparison {
        report::compare(&self.baseline, results, |s| {
            classification::is_environment(&self.classes, s)
        })
    }
}

/// Runs one subtest and prints its row. With a gate, a subtest that
/// regressed runs once more and the second run counts: Wine's window and
/// display-mode tests depend on the timing of the X server and of Wine's
/// own desktop process, and a regression that does not come back is
/// printed as FLAKY (with the first run's log kept beside the second's)
/// rather than failing the gate. One that comes back fails it.
fn run_gated(
    suite: &Suite,
    (program, name): (&Path, &str),
    arch: Arch,
    gate: Option<&Gate>,
) -> Result<suite::TimedResult, String> {
    let run = || -> Result<suite::TimedResult, String> {
        eprintln!("== {name} ({}, {arch})", suite.implementation.label());
        let r = suite.run(program, name)?;
        eprintln!(
            "{}\n   log: {}",
            suite::table_row(suite.implementation.label(), &r),
            r.log.display()
        );
        Ok(r)
    };
    let first = run()?;
    let Some(gate) = gate else {
        return Ok(first);
    };
    let regressed = gate.compare(std::slice::from_ref(&first.result)).regressions;
    if regressed.is_empty() {
        return Ok(first);
    }
    print_failure_lines(&first.log, &regressed);
    let kept = first.log.with_extension("first-run.log");
    let _ = std::fs::rename(&first.log, &kept);
    eprintln!(
        "== {name} regressed; running it once more (first log: {})",
        kept.display()
    );
    let second = run()?;
    let again = gate.compare(std::slice::from_ref(&second.result)).regressions;
    // The same site (or crash) in both runs is no flake, whatever its counts.
    let what = |l: &String| l.split(" fails ").next().unwrap_or(l).to_owned();
    let again_what: Vec<String> = again.iter().map(what).collect();
    for line in regressed.iter().filter(|l| !again_what.contains(&what(l))) {
        println!("FLAKY      {line} (in the first run only)");
    }
    if !again.is_empty() {
        print_failure_lines(&second.log, &again);
    }
    Ok(second)
}

/// Prints the failure lines of the sites `regressions` name (a few per
/// site), so that the gate's output says what failed where the logs are
/// not kept. A crash prints nothing here (its backtrace is in the log).
fn print_failure_lines(log: &Path, regressions: &[String]) {
    let text = std::fs::read(log)
        .map(|b| String::from_utf8_lossy(&b).into_owned())
        .unwrap_or_default();
    for r in regressions {
        // "<subtest>: <file.c:LINE> fails ..."
        let Some(site) = r.split(' ').nth(1) else { continue };
        let of_site = |l: &&str| report::failure_site(l).is_some_and(|s| s.to_string() == site);
        for line in text.lines().filter(of_site).take(4) {
            println!("   {line}");
        }
    }
}

/// Runs the shader corpus with `suite` and, for wgd3d9, with Wine's own
/// d3d9 too, and holds the differences against the recorded ones; true
/// when they match (always for a reference run).
fn check_shader_corpus(suite: &Suite, work: &Path, tests: &Path) -> Result<bool, String> {
    let corpus = artifacts::workspace_root().join("conformance/shader-corpus");
    let harness = shader_corpus::build_harness(&corpus, tests)?;
    let ours = shader_corpus::run(suite, &harness, &corpus)?;
    println!(
        "shader corpus ({}): {}",
        suite.implementation.label(),
        shader_corpus::summary(&ours)
    );
    if let Implementation::Reference(_) = suite.implementation {
        return Ok(true);
    }
    let reference_suite = Suite {
        prefix: work.join("prefix-wine-builtin"),
        implementation: Implementation::Reference(WineInstall::discover()?),
        time_limit: suite.time_limit,
        log_dir: work.join("logs/wine-builtin"),
        display: suite.display.clone(),
    };
    reference_suite.prepare_prefix()?;
    let reference = shader_corpus::run(&reference_suite, &harness, &corpus)?;
    println!("shader corpus (wine-builtin): {}", shader_corpus::summary(&reference));
    let found = shader_corpus::differences(&ours, &reference);
    let passed = recorded::hold(&found, &corpus.join("differences.txt"), "SHADER", |_| true)?;
    println!(
        "shader corpus: {} differences, all recorded: {}",
        found.len(),
        if passed { "yes" } else { "no" }
    );
    Ok(passed)
}

/// `programs`: builds the programs, runs each with both d3d9s, compares.
fn run_programs(args: &[String]) -> Result<ExitCode, String> {
    let (mut fps, mut only) = (None, None);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--fps" => fps = Some(it.next().and_then(|s| s.parse().ok()).ok_or(USAGE)?),
            "--only" => {
                only = Some(
                    it.next()
                        .ok_or(USAGE)?
                        .split(',')
                        .map(str::to_owned)
                        .collect::<Vec<_>>(),
                )
            }
            _ => return Err(USAGE.into()),
        }
    }
    let work = work_dir();
    let root = artifacts::workspace_root().join("conformance/programs");
    let pwork = work.join("programs");
    wgd3d9_tools::wine::run_checked(std::process::Command::new(root.join("build-all.sh")).arg(&pwork))?;
    let list_path = root.join("programs.txt");
    let text = std::fs::read_to_string(&list_path).map_err(|e| format!("{}: {e}", list_path.display()))?;
    let mut list = programs::parse_list(&text)?;
    if let Some(only) = &only {
        list.retain(|p| only.contains(&p.name));
    }
    let suite_for = |implementation: Implementation| Suite {
        prefix: work.join(format!("prefix-{}", implementation.label())),
        log_dir: work.join("logs").join(implementation.label()),
        implementation,
        time_limit: Duration::from_secs(120),
        display: Display::Xvfb,
    };
    let ours = suite_for(Implementation::Wgd3d9(install(&work.join("dlls"))?));
    let reference = suite_for(Implementation::Reference(WineInstall::discover()?));
    ours.prepare_prefix()?;
    reference.prepare_prefix()?;
    println!("{}", programs::TABLE_HEADER);
    let mut found = std::collections::BTreeMap::new();
    for p in &list {
        let shots = |s: &Suite| programs::shots_dir(&pwork, s.implementation.label());
        let r = programs::run(&reference, &pwork, p, &shots(&reference), fps)?;
        let o = programs::run(&ours, &pwork, p, &shots(&ours), fps)?;
        let (row, difference) = programs::report(p, &o, &r);
        println!("{row}");
        if let Some(d) = difference {
            found.insert(p.name.clone(), d);
        }
    }
    let applies = |name: &str| list.iter().any(|p| p.name == name);
    let passed = recorded::hold(&found, &root.join("differences.txt"), "PROGRAM", applies)?;
    println!(
        "programs: {} run, {} differ, all recorded: {}",
        list.len(),
        found.len(),
        if passed { "yes" } else { "no" }
    );
    Ok(if passed { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// The baseline of `arch`'s run, relative to the workspace root.
fn baseline_file(arch: Arch) -> &'static str {
    match arch {
        Arch::X86_64 => "conformance/baseline.txt",
        Arch::I386 => "conformance/baseline-i386.txt",
    }
}

/// The comment at the head of `arch`'s baseline.
fn baseline_header(arch: Arch) -> String {
    let processes = match arch {
        Arch::X86_64 => "64-bit",
        Arch::I386 => "32-bit",
    };
    format!(
        "Wine's d3d9 tests (dlls/d3d9/tests) against wgd3d9 in {processes} processes, per subtest:\n\
         whether it crashed, and how many failure lines each file.c:LINE site printed.\n\
         Written by `wgd3d9-wine conformance --arch {arch} --update`; checked by\n\
         `wgd3d9-wine conformance --arch {arch}` in CI. Every site is classified in\n\
         docs/wine-conformance.md."
    )
}

/// `build [--arch A]`: the halves of `A`, else of every architecture Wine runs.
fn build(args: &[String]) -> Result<ExitCode, String> {
    let (arch, rest) = take_arch(args, None)?;
    if !rest.is_empty() {
        return Err(USAGE.into());
    }
    let arches = match arch {
        Some(a) => vec![a],
        None => wine_arches(&WineInstall::discover()?),
    };
    for a in artifacts::build_all(&arches)? {
        println!("{}\n{}", a.dll.display(), a.unix_so.display());
    }
    Ok(ExitCode::SUCCESS)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("build") => build(&args[1..]),
        Some("install") => {
            let dir = args
                .get(1)
                .map(PathBuf::from)
                .unwrap_or_else(|| work_dir().join("dlls"));
            install(&dir).map(|_| ExitCode::SUCCESS)
        }
        Some("run") => run_program(&args[1..]),
        Some("conformance") => conformance(&args[1..]),
        Some("programs") => run_programs(&args[1..]),
        _ => Err(USAGE.into()),
    };
    result.unwrap_or_else(|e| {
        eprintln!("wgd3d9-wine: {e}");
        ExitCode::from(2)
    })
}
