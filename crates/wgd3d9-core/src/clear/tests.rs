use super::*;

fn r(left: i32, top: i32, right: i32, bottom: i32) -> Rect {
    Rect {
        left,
        top,
        right,
        bottom,
    }
}
fn d(x1: i32, y1: i32, x2: i32, y2: i32) -> D3DRECT {
    D3DRECT { x1, y1, x2, y2 }
}

#[test]
fn full_viewport_without_rects_is_whole() {
    assert_eq!(clear_area(None, r(0, 0, 640, 480), None, 640, 480), ClearArea::Whole);
}

#[test]
fn viewport_and_scissor_bound_the_area() {
    let a = clear_area(None, r(160, 120, 320, 240), None, 640, 480);
    assert_eq!(a, ClearArea::Rects(vec![r(160, 120, 320, 240)]));
    let a = clear_area(None, r(0, 0, 640, 480), Some(r(10, 10, 20, 30)), 640, 480);
    assert_eq!(a, ClearArea::Rects(vec![r(10, 10, 20, 30)]));
}

#[test]
fn rects_are_intersected_and_inverted_ones_skipped() {
    let rects = [d(160, 120, 480, 360), d(50, 50, 10, 60), d(700, 0, 800, 10)];
    let a = clear_area(Some(&rects), r(320, 240, 640, 480), None, 640, 480);
    assert_eq!(a, ClearArea::Rects(vec![r(320, 240, 480, 360)]));
}

#[test]
fn empty_lists_clear_nothing() {
    assert_eq!(clear_area(Some(&[]), r(0, 0, 64, 64), None, 64, 64), ClearArea::Nothing);
    assert_eq!(
        clear_area(None, r(0, 0, 64, 64), Some(r(5, 5, 5, 9)), 64, 64),
        ClearArea::Nothing
    );
}

#[test]
fn viewport_larger_than_the_target_is_clipped() {
    assert_eq!(clear_area(None, r(0, 0, 1000, 1000), None, 64, 32), ClearArea::Whole);
}
