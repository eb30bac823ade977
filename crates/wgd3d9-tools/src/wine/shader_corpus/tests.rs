use super::*;

const REFERENCE: &str = "\
a.psh assembled=1 created=0x00000000 pixels=ff303040,9ff03040
b.vsh assembled=1 created=0x00000000 pixels=ff000000,ff000000
c.psh assembled=0 created=- pixels=-
noise from stderr
";

#[test]
fn lines_are_parsed_and_other_output_ignored() {
    let r = parse(REFERENCE);
    assert_eq!(r.len(), 3);
    assert_eq!(r["a.psh"].pixels, ["ff303040", "9ff03040"]);
    assert!(!r["c.psh"].assembled);
}

#[test]
fn pixels_within_the_tolerance_match_and_others_differ() {
    let reference = parse(REFERENCE);
    let ours = parse(
        "a.psh assembled=1 created=0x00000000 pixels=ff323040,9df03042\n\
         b.vsh assembled=1 created=0x00000000 pixels=ff000003,ff000000\n\
         c.psh assembled=0 created=- pixels=-\n",
    );
    let d = differences(&ours, &reference);
    assert_eq!(d.keys().collect::<Vec<_>>(), ["b.vsh"]);
    assert!(d["b.vsh"].starts_with("pixels differ by 3"));
}

#[test]
fn refused_shaders_and_failed_draws_differ() {
    let reference = parse(REFERENCE);
    let ours = parse(
        "a.psh assembled=1 created=0x8876086c pixels=-\n\
         b.vsh assembled=1 created=0x00000000 pixels=read=0x88760868,read=0x88760868\n",
    );
    let d = differences(&ours, &reference);
    assert!(d["a.psh"].starts_with("created 0x8876086c"));
    assert!(d["b.vsh"].starts_with("pixels not comparable"));
    assert_eq!(d["c.psh"], "no line from wgd3d9's run");
}

#[test]
fn windows_paths_name_drive_z() {
    assert_eq!(windows_path(Path::new("/work/c")), "Z:\\work\\c");
}
