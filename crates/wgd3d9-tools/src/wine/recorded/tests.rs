use super::*;

#[test]
fn the_gate_wants_every_difference_recorded_and_no_stale_record() {
    let recorded = parse("# comment\nb.vsh reference its GLSL does not compile\nz.psh open gone now\n").unwrap();
    let found: BTreeMap<String, String> = [
        ("a.psh".to_owned(), "x".to_owned()),
        ("b.vsh".to_owned(), "y".to_owned()),
    ]
    .into();
    let v = gate(&found, &recorded);
    assert_eq!(v.unrecorded, [("a.psh".to_owned(), "x".to_owned())]);
    assert_eq!(v.gone, ["z.psh"]);
    assert!(!v.passed());
    assert!(parse("a.psh maybe why").is_err());
    assert!(parse("a.psh").is_err());
}
