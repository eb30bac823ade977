use super::*;

#[test]
fn source_levels_larger_than_the_destination_are_skipped() {
    let chain = [(8, 8, 1), (4, 4, 1), (2, 2, 1), (1, 1, 1)];
    assert_eq!(skipped_levels(chain.into_iter(), Some((8, 8, 1))), Some(0));
    assert_eq!(skipped_levels(chain.into_iter(), Some((2, 2, 1))), Some(2));
    assert_eq!(skipped_levels(chain.into_iter(), Some((3, 3, 1))), None);
    assert_eq!(skipped_levels(chain.into_iter(), None), None);
}

#[test]
fn rectangles_fit_inside_on_block_boundaries() {
    let r = |left, top, right, bottom| Rect {
        left,
        top,
        right,
        bottom,
    };
    assert!(rect_fits(&r(0, 0, 8, 8), (8, 8), 1));
    assert!(!rect_fits(&r(0, 0, 9, 8), (8, 8), 1));
    assert!(!rect_fits(&r(2, 2, 2, 4), (8, 8), 1), "empty");
    assert!(!rect_fits(&r(-1, 0, 4, 4), (8, 8), 1));
    // Compressed: corners on 4-pixel blocks, or the surface's edge.
    assert!(rect_fits(&r(4, 0, 8, 4), (8, 8), 4));
    assert!(!rect_fits(&r(2, 0, 8, 4), (8, 8), 4));
    assert!(rect_fits(&r(0, 0, 6, 6), (6, 6), 4));
}
