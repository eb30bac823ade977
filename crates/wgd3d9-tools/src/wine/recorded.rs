//! Recorded differences: a `differences.txt` beside a comparison (the
//! shader corpus, the programs) lists, one per line, what may differ from
//! the reference and why (`NAME KIND reason`; kinds `reference`: the
//! reference is wrong, `undefined`: D3D9 leaves it undefined, `open`: not
//! explained yet). A comparison passes when every difference it finds is
//! recorded and every record still differs, so the list stays true.

use std::collections::BTreeMap;
use std::path::Path;

/// The recorded differences: `NAME KIND reason...` lines (`#` comments).
pub fn parse(text: &str) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.splitn(3, char::is_whitespace);
        let (Some(name), Some(kind), Some(reason)) = (words.next(), words.next(), words.next()) else {
            return Err(format!("differences.txt:{}: expected `NAME KIND reason`", n + 1));
        };
        if !matches!(kind, "reference" | "undefined" | "open") {
            return Err(format!(
                "differences.txt:{}: kind `{kind}` is not reference, undefined or open",
                n + 1
            ));
        }
        out.insert(name.to_owned(), format!("{kind}: {}", reason.trim()));
    }
    Ok(out)
}

/// What the gate says: differences nobody recorded, and recorded ones that
/// are gone.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    pub unrecorded: Vec<(String, String)>,
    pub gone: Vec<String>,
}

impl Verdict {
    pub fn passed(&self) -> bool {
        self.unrecorded.is_empty() && self.gone.is_empty()
    }
}

/// Holds the differences against the recorded ones.
pub fn gate(found: &BTreeMap<String, String>, recorded: &BTreeMap<String, String>) -> Verdict {
    Verdict {
        unrecorded: found
            .iter()
            .filter(|(n, _)| !recorded.contains_key(*n))
            .map(|(n, w)| (n.clone(), w.clone()))
            .collect(),
        gone: recorded.keys().filter(|n| !found.contains_key(*n)).cloned().collect(),
    }
}

/// Holds the differences `found` (name, what differs) against the records
/// of `path` that `applies` keeps, and prints what disagrees, prefixed by
/// `label`; true when they agree.
pub fn hold(
    found: &BTreeMap<String, String>,
    path: &Path,
    label: &str,
    applies: impl Fn(&str) -> bool,
) -> Result<bool, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut recorded = parse(&text)?;
    recorded.retain(|name, _| applies(name));
    let verdict = gate(found, &recorded);
    for (name, what) in &verdict.unrecorded {
        println!("{label} DIFFERS  {name}: {what}");
    }
    for name in &verdict.gone {
        println!("{label} MATCHES  {name}: remove it from {}", path.display());
    }
    Ok(verdict.passed())
}

#[cfg(test)]
mod tests;
