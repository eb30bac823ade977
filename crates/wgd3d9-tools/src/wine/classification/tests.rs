use super::*;
use crate::wine::report::parse_baseline;

const DOC: &str = "\
Some prose with `device.c:1` in it.

- `device.c:10-20` test_a — defect: wrong.
- `visual.c:7` test_b — todo: passes where Wine fails.
- `device.c:40` test_c — environment: too slow here.
- not an item
";

#[test]
fn items_parse_and_prose_is_ignored() {
    let c = parse(DOC).unwrap();
    assert_eq!(c.len(), 3);
    assert_eq!((c[0].first, c[0].last, c[0].category), (10, 20, Category::Defect));
    assert_eq!((c[1].file.as_str(), c[1].first, c[1].last), ("visual.c", 7, 7));
    assert_eq!(c[1].function, "test_b");
    assert_eq!(c[2].category, Category::Environment);
}

#[test]
fn malformed_items_are_errors() {
    for bad in [
        "- `device.c:20-10` f — defect: reversed",
        "- `device.c:x` f — defect: not a line",
        "- `device.c:5` f — broken: unknown category",
        "- `device.c:5` f — defect:",
        "- `device.c:5` f defect: no dash",
    ] {
        assert!(parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn sites_outside_every_range_and_ranges_without_sites_are_found() {
    let b = parse_baseline("[device]\ncrashed = false\ndevice.c:15 count=2\ndevice.c:30 count=1\n").unwrap();
    let c = parse(DOC).unwrap();
    let missing = unclassified(&b, &c);
    assert_eq!(missing.iter().map(|s| s.line).collect::<Vec<_>>(), [30]);
    let gone = stale(&b, &c);
    let names: Vec<_> = gone.iter().map(|g| g.function.as_str()).collect();
    assert_eq!(names, ["test_b", "test_c"]);
}
