use super::{index_format, viewport_correction, DrawShape, DrawSource};
use wgd3d9_core::keys::point_mode;
use wgd3d9_core::record::Viewport;
use wgd3d9_types::*;

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

#[test]
fn a_fan_is_drawn_as_an_indexed_list_with_four_byte_indices() {
    let s = DrawShape::of(D3DPT_TRIANGLEFAN, &DrawSource::Streams { start: 0 }, 2);
    assert!(s.fan && !s.points);
    assert_eq!((s.topology, s.index_size, s.up_stride), (D3DPT_TRIANGLELIST, 4, None));
}

#[test]
fn index_sizes_come_from_the_bound_buffer_or_the_draw() {
    let indexed = DrawSource::Indexed {
        base_vertex: 0,
        start_index: 0,
    };
    assert_eq!(DrawShape::of(D3DPT_TRIANGLELIST, &indexed, 4).index_size, 4);
    let up = DrawSource::UserIndexed {
        data: &[0; 32],
        stride: 16,
        indices: &[0; 6],
        index_size: 2,
        base_vertex: 0,
    };
    let s = DrawShape::of(D3DPT_TRIANGLELIST, &up, 4);
    assert_eq!((s.index_size, s.up_stride), (2, Some(16)));
    // Indexed user draws without vertex data read the bound streams.
    let streams = DrawSource::UserIndexed {
        data: &[],
        stride: 16,
        indices: &[0; 6],
        index_size: 2,
        base_vertex: 0,
    };
    assert_eq!(DrawShape::of(D3DPT_TRIANGLELIST, &streams, 2).up_stride, None);
    assert_eq!(
        DrawShape::of(D3DPT_LINESTRIP, &DrawSource::Streams { start: 3 }, 4).index_size,
        0
    );
    assert_eq!(index_format(2), wgpu::IndexFormat::Uint16);
    assert_eq!(index_format(4), wgpu::IndexFormat::Uint32);
}

#[test]
fn only_point_lists_with_sized_points_are_drawn_as_quads() {
    let points = DrawShape::of(D3DPT_POINTLIST, &DrawSource::Streams { start: 0 }, 2);
    assert!(points.points);
    assert!(!points.quads(point_mode::PIXEL));
    assert!(points.quads(point_mode::QUADS));
    let lines = DrawShape::of(D3DPT_LINELIST, &DrawSource::Streams { start: 0 }, 2);
    assert!(!lines.quads(point_mode::QUADS));
}
