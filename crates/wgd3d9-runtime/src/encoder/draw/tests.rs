use super::viewport_correction;
use wgd3d9_core::record::Viewport;

fn vp(x: u32, y: u32, width: u32, height: u32) -> Viewport {
    Viewport {
        x,
        y,
        width,
        height,
        min_z: 0.0,
        max_z: 1.0,
    }
}

#[test]
fn an_unclipped_viewport_needs_no_correction() {
    assert_eq!(
        viewport_correction(&vp(8, 4, 32, 16), &[8, 4, 32, 16, 0, 0]),
        [1.0, 0.0, 1.0, 0.0]
    );
}

#[test]
fn a_clipped_viewport_maps_its_corners_where_d3d9_puts_them() {
    // 128 wide, drawn through the first 64 pixels: clip x -1 stays at the
    // left edge and clip x 0 (pixel 64) lands on the right edge (+1).
    let [sx, ox, sy, oy] = viewport_correction(&vp(0, 0, 128, 128), &[0, 0, 64, 64, 0, 0]);
    let map = |s: f32, o: f32, v: f32| s * v + o;
    assert_eq!((map(sx, ox, -1.0), map(sx, ox, 0.0)), (-1.0, 1.0));
    assert_eq!((map(sy, oy, 1.0), map(sy, oy, 0.0)), (1.0, -1.0));
}
