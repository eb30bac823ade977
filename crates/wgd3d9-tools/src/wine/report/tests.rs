use super::*;

const OUTPUT: &str = "\
visual.c:696: Test failed: Lit quad with light has color 0x00000000.
visual.c:696: Test failed: Lit quad with singular world matrix has color 0x00000000.
visual.c:701: zenable D3DZB_TRUE: Test failed: got 0x00ff0000.
visual.c:720: Test succeeded inside todo block: expected failure.
visual.c:730: Test marked todo: known.
visual.c:4501: Tests skipped: Multisampling not supported.
0104:visual: 1200 tests executed (3 marked as todo, 0 as flaky, 4 failures), 7 skipped.
";

#[test]
fn parses_sites_and_summary() {
    let r = parse_output("visual", OUTPUT, true);
    assert!(!r.crashed);
    assert_eq!((r.executed, r.todo, r.flaky, r.failures, r.skipped), (1200, 3, 0, 4, 7));
    let sites: Vec<_> = r.sites.iter().map(|(s, n)| (s.to_string(), *n)).collect();
    assert_eq!(
        sites,
        [
            ("visual.c:696".into(), 2),
            ("visual.c:701".into(), 1),
            ("visual.c:720".into(), 1)
        ]
    );
}

#[test]
fn missing_summary_exception_or_timeout_is_a_crash() {
    let no_summary = OUTPUT.lines().take(3).collect::<Vec<_>>().join("\n");
    assert!(parse_output("visual", &no_summary, true).crashed);
    let exception = format!("{OUTPUT}0104:visual: unhandled exception c0000005 at 0000000140001000\n");
    assert!(parse_output("visual", &exception, true).crashed);
    assert!(parse_output("visual", OUTPUT, false).crashed);
    // Another subtest's summary does not count.
    assert!(parse_output("device", OUTPUT, true).crashed);
}

#[test]
fn summary_with_elapsed_time_and_singular_failure() {
    let line = "0020:stateblock:1.234 4365 tests executed (0 marked as todo, 0 as flaky, 1 failure), 2 skipped.";
    let r = parse_output("stateblock", line, true);
    assert_eq!((r.executed, r.failures, r.skipped), (4365, 1, 2));
    assert!(!r.crashed);
}

#[test]
fn sites_sort_by_line_number() {
    let a: Site = "visual.c:99".parse().unwrap();
    let b: Site = "visual.c:100".parse().unwrap();
    assert!(a < b);
    assert!("visual.c".parse::<Site>().is_err() && "x.h:1".parse::<Site>().is_err());
}

#[test]
fn baseline_round_trips() {
    let r = parse_output("visual", OUTPUT, true);
    let crashed = SubtestResult {
        name: "device".into(),
        crashed: true,
        ..Default::default()
    };
    let text = format_baseline("header line", &[crashed.clone(), r.clone()]);
    let b = parse_baseline(&text).unwrap();
    assert!(b["device"].crashed && b["device"].sites.is_empty());
    assert_eq!(b["visual"].sites, r.sites);
    assert!(compare(&b, &[crashed, r], |_| false).is_exact());
}

#[test]
fn baseline_errors_name_the_line() {
    assert!(parse_baseline("visual.c:1 count=1").unwrap_err().contains("line 1"));
    assert!(parse_baseline("[a]\ncrashed = maybe").is_err());
    assert!(parse_baseline("[a]\nvisual.c:x count=1").is_err());
    assert!(parse_baseline("[a]\nvisual.c:1 count=0").is_err());
    assert!(parse_baseline("[a]\nnonsense").is_err());
}

#[test]
fn comparison_flags_regressions_and_unrecorded_improvements() {
    let b = parse_baseline(
        "[visual]\ncrashed = false\nvisual.c:696 count=1\nvisual.c:900 count=3\n[device]\ncrashed = true\n",
    )
    .unwrap();
    let visual = parse_output("visual", OUTPUT, true);
    let device = SubtestResult {
        name: "device".into(),
        crashed: false,
        ..Default::default()
    };
    let c = compare(&b, &[visual, device], |_| false);
    assert_eq!(c.regressions.len(), 3, "{c:?}"); // 696 up, 701 and 720 new
    assert_eq!(c.improvements.len(), 2, "{c:?}"); // 900 gone, device no longer crashes
    let crash = SubtestResult {
        name: "stateblock".into(),
        crashed: true,
        ..Default::default()
    };
    assert_eq!(compare(&b, &[crash], |_| false).regressions.len(), 1);
    // A site the machine may pass is tolerated, not an improvement.
    let visual = parse_output("visual", OUTPUT, true);
    let c = compare(&b, &[visual], |s| s.line == 900);
    assert_eq!((c.improvements.len(), c.tolerated.len()), (0, 1), "{c:?}");
}
