//! `docs/wine-conformance.md` classifies exactly the failing sites that
//! `conformance/baseline.txt` (64-bit processes) and
//! `conformance/baseline-i386.txt` (32-bit) record: none missing, none left
//! over (a classification is current while its site fails in either).

use wgd3d9_tools::wine::{classification, report};

fn read(rel: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_baseline_site_is_classified_and_every_classification_is_current() {
    let mut baseline = report::parse_baseline(&read("conformance/baseline.txt")).unwrap();
    for (name, entry) in report::parse_baseline(&read("conformance/baseline-i386.txt")).unwrap() {
        let merged = baseline.entry(name).or_default();
        merged.crashed |= entry.crashed;
        merged.sites.extend(entry.sites);
    }
    let classes = classification::parse(&read("docs/wine-conformance.md")).unwrap();
    let missing = classification::unclassified(&baseline, &classes);
    assert!(
        missing.is_empty(),
        "failing sites without a classification in docs/wine-conformance.md: {}",
        missing.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
    );
    let stale = classification::stale(&baseline, &classes);
    assert!(
        stale.is_empty(),
        "classifications whose sites no longer fail: {}",
        stale
            .iter()
            .map(|c| format!("{}:{}-{} {}", c.file, c.first, c.last, c.function))
            .collect::<Vec<_>>()
            .join(", ")
    );
}
