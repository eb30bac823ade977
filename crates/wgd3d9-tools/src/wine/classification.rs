//! The classification of failing Wine test sites kept in
//! `docs/wine-conformance.md`: every site the baseline records must fall in a
//! classified range, and every classified range must still hold a failing site
//! (so the document never describes failures that are gone).
//!
//! A classification is one list item of the form
//!
//! ```text
//! - `device.c:8929-9187` test_getdc — capability: GetDC is not implemented.
//! ```
//!
//! (a single line `device.c:113` is a range of one line). The category is one
//! of [`Category`]'s words.

use super::report::{Baseline, Site};

/// Why a site fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// wgd3d9 is wrong and will be fixed.
    Defect,
    /// A feature wgd3d9 does not implement yet and does not advertise.
    Capability,
    /// wgd3d9 behaves differently on purpose; the document says why.
    Deliberate,
    /// Wine marks the check `todo_wine` (Wine's own d3d9 fails it) and
    /// wgd3d9 passes it, which Wine's harness counts as a failure.
    Todo,
    /// The test machine cannot show it (a software GPU slower than the
    /// test's wait, a display server without the feature); the document
    /// says how wgd3d9's own tests check the behaviour instead.
    Environment,
}

impl Category {
    fn parse(word: &str) -> Option<Category> {
        Some(match word {
            "defect" => Category::Defect,
            "capability" => Category::Capability,
            "deliberate" => Category::Deliberate,
            "todo" => Category::Todo,
            "environment" => Category::Environment,
            _ => return None,
        })
    }
}

/// One classified range of lines of one test file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Classified {
    pub file: String,
    pub first: u32,
    pub last: u32,
    pub function: String,
    pub category: Category,
}

impl Classified {
    fn covers(&self, site: &Site) -> bool {
        site.file == self.file && (self.first..=self.last).contains(&site.line)
    }
}

/// Reads every classification item of `doc`; an item that starts like one
/// (`` - `file.c: ``) but is malformed is an error naming its line.
pub fn parse(doc: &str) -> Result<Vec<Classified>, String> {
    let mut out = Vec::new();
    for (i, line) in doc.lines().enumerate() {
        let Some(rest) = line.strip_prefix("- `") else { continue };
        let Some((range, rest)) = rest.split_once('`') else {
            continue;
        };
        let Some((file, lines)) = range.split_once(':') else {
            continue;
        };
        if !file.ends_with(".c") {
            continue;
        }
        let bad = || {
            format!(
                "docs line {}: expected \"- `file.c:A-B` function — category: reason\": {line:?}",
                i + 1
            )
        };
        let (first, last) = match lines.split_once('-') {
            Some((a, b)) => (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?),
            None => {
                let n = lines.parse().map_err(|_| bad())?;
                (n, n)
            }
        };
        let (function, rest) = rest.trim_start().split_once(" — ").ok_or_else(bad)?;
        let (category, reason) = rest.split_once(':').ok_or_else(bad)?;
        let category = Category::parse(category.trim()).ok_or_else(bad)?;
        if first > last || function.trim().is_empty() || reason.trim().is_empty() {
            return Err(bad());
        }
        out.push(Classified {
            file: file.to_owned(),
            first,
            last,
            function: function.trim().to_owned(),
            category,
        });
    }
    Ok(out)
}

/// Whether `site` is classified `environment`: this machine may pass or
/// fail it from run to run.
pub fn is_environment(classes: &[Classified], site: &Site) -> bool {
    classes
        .iter()
        .any(|c| c.category == Category::Environment && c.covers(site))
}

/// Sites of `baseline` that no classification covers.
pub fn unclassified(baseline: &Baseline, classes: &[Classified]) -> Vec<Site> {
    baseline
        .values()
        .flat_map(|e| e.sites.keys())
        .filter(|s| !classes.iter().any(|c| c.covers(s)))
        .cloned()
        .collect()
}

/// Classifications that cover no site of `baseline` any more.
pub fn stale<'a>(baseline: &Baseline, classes: &'a [Classified]) -> Vec<&'a Classified> {
    classes
        .iter()
        .filter(|c| !baseline.values().flat_map(|e| e.sites.keys()).any(|s| c.covers(s)))
        .collect()
}

#[cfg(test)]
mod tests;
