//! Reducing the output of Wine's test programs to per-site failure counts, and
//! comparing those against a checked-in baseline.
//!
//! A Wine test prints one line per failed check, `file.c:LINE: Test failed: …`
//! (a context prefix may sit between the location and the message), and a
//! check that passes inside a `todo_wine` block prints `Test succeeded inside
//! todo block`, which Wine also counts as a failure. A subtest that finishes
//! prints one summary line:
//! `0020:stateblock: 4365 tests executed (0 marked as todo, 0 as flaky, 12 failures), 0 skipped.`
//! A subtest without that line, or one that reports an unhandled exception or
//! was stopped by the time limit, crashed.

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A failing check's location, `file.c:LINE`; ordered by file, then line.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Site {
    pub file: String,
    pub line: u32,
}

impl std::fmt::Display for Site {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

impl std::str::FromStr for Site {
    type Err = ();
    /// Parses `file.c:LINE`.
    fn from_str(s: &str) -> Result<Self, ()> {
        let (file, line) = s.split_once(':').ok_or(())?;
        if !file.ends_with(".c") || file.contains(char::is_whitespace) {
            return Err(());
        }
        Ok(Site {
            file: file.to_owned(),
            line: line.parse().map_err(drop)?,
        })
    }
}

/// What one subtest run produced.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SubtestResult {
    pub name: String,
    /// From the summary line (0 when the subtest crashed before printing it).
    pub executed: u64,
    pub todo: u64,
    pub flaky: u64,
    pub failures: u64,
    pub skipped: u64,
    /// No summary line, an unhandled exception, or the time limit.
    pub crashed: bool,
    /// Failure lines per `file.c:LINE` site.
    pub sites: BTreeMap<Site, u32>,
}

const FAILURE_MARKERS: [&str; 3] = [
    "Test failed: ",
    "Test succeeded inside todo block: ",
    "Test succeeded inside flaky todo block: ",
];

/// The `file.c:LINE` site of a failure line, or None for any other line.
pub fn failure_site(line: &str) -> Option<Site> {
    if !FAILURE_MARKERS.iter().any(|m| line.contains(m)) {
        return None;
    }
    let (file, rest) = line.split_once(':')?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    format!("{file}:{digits}").parse().ok()
}

/// The numbers of a summary line for `name`, if `line` is one.
fn summary_numbers(name: &str, line: &str) -> Option<[u64; 5]> {
    // "0020:stateblock: 4365 tests executed (0 marked as todo, 0 as flaky, 12 failures), 0 skipped."
    let (_, rest) = line.split_once(':')?;
    let rest = rest.strip_prefix(name)?.strip_prefix(':')?;
    if !rest.contains(" tests executed (") {
        return None;
    }
    let numbers: Vec<u64> = rest
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .filter_map(|s| s.parse().ok())
        .collect();
    // A WINETEST_TIME elapsed figure may precede the counts; the last five are ours.
    let n = numbers.len();
    (n >= 5).then(|| {
        [
            numbers[n - 5],
            numbers[n - 4],
            numbers[n - 3],
            numbers[n - 2],
            numbers[n - 1],
        ]
    })
}

/// Reduces the output of one subtest run. `finished` is false when the
/// process was stopped by the time limit or died of a signal.
pub fn parse_output(name: &str, output: &str, finished: bool) -> SubtestResult {
    let mut r = SubtestResult {
        name: name.to_owned(),
        crashed: true,
        ..Default::default()
    };
    let mut summary = false;
    let mut exception = false;
    for line in output.lines() {
        if let Some(site) = failure_site(line) {
            *r.sites.entry(site).or_default() += 1;
        } else if let Some([executed, todo, flaky, failures, skipped]) = summary_numbers(name, line) {
            summary = true;
            (r.executed, r.todo, r.flaky, r.failures, r.skipped) = (executed, todo, flaky, failures, skipped);
        } else if (line.contains("unhandled exception") && !line.contains("in child process"))
            || line.starts_with("Unhandled exception")
        {
            exception = true;
        }
    }
    r.crashed = !finished || !summary || exception;
    r
}

/// The recorded expectations of one subtest.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BaselineEntry {
    pub crashed: bool,
    pub sites: BTreeMap<Site, u32>,
}

/// A baseline: one entry per subtest, in the file's text form
///
/// ```text
/// # comment
/// [stateblock]
/// crashed = false
/// stateblock.c:1234 count=2
/// ```
pub type Baseline = BTreeMap<String, BaselineEntry>;

/// Parses a baseline file; errors name the offending line.
pub fn parse_baseline(text: &str) -> Result<Baseline, String> {
    let mut baseline = Baseline::new();
    let mut current: Option<String> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        let at = || format!("baseline line {}: {raw:?}", i + 1);
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            baseline.insert(name.to_owned(), BaselineEntry::default());
            current = Some(name.to_owned());
            continue;
        }
        let entry = current
            .as_ref()
            .and_then(|c| baseline.get_mut(c))
            .ok_or_else(|| format!("{} outside a section", at()))?;
        if let Some(v) = line.strip_prefix("crashed") {
            entry.crashed = match v.trim_start().strip_prefix('=').map(str::trim) {
                Some("true") => true,
                Some("false") => false,
                _ => return Err(format!("{}: expected `crashed = true|false`", at())),
            };
        } else if let Some((site, count)) = line.split_once(" count=") {
            let expected = || format!("{}: expected `file.c:LINE count=N` with N > 0", at());
            let count: u32 = count.trim().parse().map_err(|_| expected())?;
            let site: Site = site.parse().map_err(|_| expected())?;
            if count == 0 {
                return Err(expected());
            }
            entry.sites.insert(site, count);
        } else {
            return Err(format!("{}: not a section, crash flag or site", at()));
        }
    }
    Ok(baseline)
}

/// The text form of `results` as a baseline, with a header comment.
pub fn format_baseline(header: &str, results: &[SubtestResult]) -> String {
    let mut out = String::new();
    for line in header.lines() {
        let _ = writeln!(out, "# {line}");
    }
    for r in results {
        let _ = writeln!(out, "\n[{}]\ncrashed = {}", r.name, r.crashed);
        for (site, count) in &r.sites {
            let _ = writeln!(out, "{site} count={count}");
        }
    }
    out
}

/// How a run differs from the baseline.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comparison {
    /// Worse than recorded: a new crash, a new failing site, a higher count.
    pub regressions: Vec<String>,
    /// Better than recorded: the baseline must be updated to lock them in.
    pub improvements: Vec<String>,
    /// Better than recorded at sites that may pass or fail by the machine
    /// (classified `environment`): reported, never a failure of the gate.
    pub tolerated: Vec<String>,
}

impl Comparison {
    /// True when the run matches the baseline exactly.
    pub fn is_exact(&self) -> bool {
        self.regressions.is_empty() && self.improvements.is_empty()
    }
}

/// Compares the subtests that ran against their baseline sections. A subtest
/// without a section counts as recorded clean (no crash, no failures).
/// Sites for which `may_pass` holds may fail less often than recorded.
pub fn compare(baseline: &Baseline, results: &[SubtestResult], may_pass: impl Fn(&Site) -> bool) -> Comparison {
    let mut c = Comparison::default();
    let empty = BaselineEntry::default();
    for r in results {
        let b = baseline.get(&r.name).unwrap_or(&empty);
        match (b.crashed, r.crashed) {
            (false, true) => c
                .regressions
                .push(format!("{}: crashed (recorded as finishing)", r.name)),
            (true, false) => c
                .improvements
                .push(format!("{}: finished (recorded as crashing)", r.name)),
            _ => {}
        }
        for (site, &now) in &r.sites {
            let was = b.sites.get(site).copied().unwrap_or(0);
            if now > was {
                c.regressions
                    .push(format!("{}: {site} fails {now} times (recorded {was})", r.name));
            }
        }
        for (site, &was) in &b.sites {
            let now = r.sites.get(site).copied().unwrap_or(0);
            if now < was {
                let line = format!("{}: {site} fails {now} times (recorded {was})", r.name);
                if may_pass(site) {
                    c.tolerated.push(line);
                } else {
                    c.improvements.push(line);
                }
            }
        }
    }
    c
}

#[cfg(test)]
mod tests;
