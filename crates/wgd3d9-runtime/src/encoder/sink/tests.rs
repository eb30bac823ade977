use super::*;

fn draw(vertices: Range<u32>, instances: Range<u32>) -> DrawCall {
    DrawCall::Draw { vertices, instances }
}

fn indexed(indices: Range<u32>, base: i32, instances: Range<u32>) -> DrawCall {
    DrawCall::Indexed {
        indices,
        base,
        instances,
    }
}

fn extended(mut a: DrawCall, b: DrawCall) -> Option<DrawCall> {
    a.extend(&b).then_some(a)
}

#[test]
fn draws_of_consecutive_vertices_join() {
    let joined = extended(draw(6..12, 0..1), draw(12..30, 0..1));
    assert!(
        matches!(joined, Some(DrawCall::Draw { vertices, instances }) if vertices == (6..30) && instances == (0..1))
    );
    // A gap, an overlap, the other order.
    assert!(extended(draw(6..12, 0..1), draw(13..30, 0..1)).is_none());
    assert!(extended(draw(6..12, 0..1), draw(11..30, 0..1)).is_none());
    assert!(extended(draw(12..30, 0..1), draw(6..12, 0..1)).is_none());
}

#[test]
fn indexed_draws_join_on_consecutive_indices_of_one_base_vertex() {
    let joined = extended(indexed(0..6, 4, 0..1), indexed(6..12, 4, 0..1));
    assert!(matches!(joined, Some(DrawCall::Indexed { indices, base: 4, .. }) if indices == (0..12)));
    assert!(
        extended(indexed(0..6, 4, 0..1), indexed(6..12, 8, 0..1)).is_none(),
        "another base vertex"
    );
    assert!(
        extended(indexed(0..6, 4, 0..1), indexed(0..6, 4, 0..1)).is_none(),
        "the same indices again"
    );
}

#[test]
fn instanced_draws_and_other_kinds_do_not_join() {
    assert!(extended(draw(0..4, 0..3), draw(4..8, 0..3)).is_none());
    assert!(extended(draw(0..4, 0..1), draw(4..8, 1..2)).is_none());
    assert!(extended(indexed(0..6, 0, 0..2), indexed(6..12, 0, 0..2)).is_none());
    assert!(extended(draw(0..6, 0..1), indexed(6..12, 0, 0..1)).is_none());
    assert!(extended(indexed(0..6, 0, 0..1), draw(6..12, 0..1)).is_none());
}

#[test]
fn draws_join_only_with_the_same_first_instance() {
    // The first instance of a single-instance draw carries its constants'
    // indices: equal ones join, others are draws with other constants.
    let joined = extended(draw(0..6, 77..78), draw(6..12, 77..78));
    assert!(
        matches!(joined, Some(DrawCall::Draw { vertices, instances }) if vertices == (0..12) && instances == (77..78))
    );
    assert!(extended(draw(0..6, 77..78), draw(6..12, 78..79)).is_none());
    let joined = extended(indexed(0..6, 2, 9..10), indexed(6..12, 2, 9..10));
    assert!(matches!(joined, Some(DrawCall::Indexed { indices, .. }) if indices == (0..12)));
    assert!(extended(indexed(0..6, 2, 9..10), indexed(6..12, 2, 0..1)).is_none());
}
