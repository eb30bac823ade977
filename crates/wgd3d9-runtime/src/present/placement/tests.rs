use super::*;

#[test]
fn whole_back_buffer_fills_the_client_area() {
    let p = back_buffer((160, 120), [0; 4], [0; 4], (320, 240)).unwrap();
    assert_eq!(p.viewport, [0.0, 0.0, 320.0, 240.0]);
    assert_eq!(p.scissor, [0, 0, 320, 240]);
    assert!(covers(&p, (320, 240)));
}

#[test]
fn source_rectangle_is_scaled_onto_the_destination() {
    // The right half of a 200x100 back buffer into a 50x50 square at (10, 20).
    let p = back_buffer((200, 100), [100, 0, 200, 100], [10, 20, 60, 70], (320, 240)).unwrap();
    // Half a pixel per texel across, so the whole texture spans 100x50 from
    // x = 10 - 50.
    assert_eq!(p.viewport, [-40.0, 20.0, 100.0, 50.0]);
    assert_eq!(p.scissor, [10, 20, 50, 50]);
    assert!(!covers(&p, (320, 240)));
}

#[test]
fn destination_is_cut_to_the_client_area() {
    let p = back_buffer((64, 64), [0; 4], [-10, 200, 54, 264], (100, 240)).unwrap();
    assert_eq!(p.viewport, [-10.0, 200.0, 64.0, 64.0]);
    assert_eq!(p.scissor, [0, 200, 54, 40]);
    assert_eq!(back_buffer((64, 64), [0; 4], [100, 0, 164, 64], (100, 240)), None);
}

#[test]
fn empty_or_inverted_rectangles_draw_nothing() {
    assert_eq!(back_buffer((64, 64), [10, 10, 10, 20], [0; 4], (100, 100)), None);
    assert_eq!(back_buffer((64, 64), [0; 4], [50, 50, 40, 60], (100, 100)), None);
}

#[test]
fn cursor_image_is_cut_at_the_edges() {
    let p = image((-8, 90), (32, 32), (100, 100)).unwrap();
    assert_eq!(p.viewport, [-8.0, 90.0, 32.0, 32.0]);
    assert_eq!(p.scissor, [0, 90, 24, 10]);
    assert_eq!(image((100, 0), (32, 32), (100, 100)), None);
}

#[test]
fn extreme_coordinates_neither_overflow_nor_show() {
    assert_eq!(image((i32::MAX, 0), (64, 64), (100, 100)), None);
    let p = back_buffer((64, 64), [0; 4], [i32::MIN, 0, i32::MAX, 10], (100, 100));
    assert_eq!(p.map(|p| p.scissor), Some([0, 0, 100, 10]));
}
