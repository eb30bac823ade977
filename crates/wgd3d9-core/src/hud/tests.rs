use super::*;

#[test]
fn lists_of_names_full_and_the_default_set() {
    assert_eq!(parse_items("fps,frametimes"), Some(item::FPS | item::FRAMETIMES));
    assert_eq!(parse_items(" FPS , memory "), Some(item::FPS | item::MEMORY));
    assert_eq!(parse_items("full"), Some(item::ALL));
    assert_eq!(parse_items("1"), Some(item::DEFAULT));
    assert_eq!(parse_items(""), Some(0));
    assert_eq!(parse_items("0"), Some(0));
    assert_eq!(parse_items("fps,bogus"), None);
    for (name, bit) in ITEM_NAMES {
        assert_eq!(parse_items(name), Some(bit));
        assert_eq!(describe_items(bit), name);
    }
    assert_eq!(describe_items(item::ALL), "full");
    assert_eq!(parse_items(&describe_items(item::DEFAULT)), Some(item::DEFAULT));
}

#[test]
fn packing_keeps_items_and_a_bounded_scale() {
    assert_eq!(unpack(pack(item::ALL, 3)), (item::ALL, 3));
    assert_eq!(unpack(pack(item::FPS, 99)), (item::FPS, MAX_SCALE));
    assert_eq!(unpack(0), (0, 0));
}

#[test]
fn the_automatic_scale_follows_the_height() {
    assert_eq!(scale_for(0, 480), 1);
    assert_eq!(scale_for(0, 1080), 1);
    assert_eq!(scale_for(0, 1440), 2);
    assert_eq!(scale_for(0, 2160), 2);
    assert_eq!(scale_for(0, 4320), 4);
    assert_eq!(scale_for(0, 0), 1);
    assert_eq!(scale_for(3, 480), 3);
    assert_eq!(scale_for(50, 480), MAX_SCALE);
}
