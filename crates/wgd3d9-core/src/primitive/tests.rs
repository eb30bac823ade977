use super::*;

#[test]
fn vertex_counts() {
    assert_eq!(vertex_count(D3DPT_POINTLIST, 5), Some(5));
    assert_eq!(vertex_count(D3DPT_LINELIST, 5), Some(10));
    assert_eq!(vertex_count(D3DPT_LINESTRIP, 5), Some(6));
    assert_eq!(vertex_count(D3DPT_TRIANGLELIST, 5), Some(15));
    assert_eq!(vertex_count(D3DPT_TRIANGLESTRIP, 5), Some(7));
    assert_eq!(vertex_count(D3DPT_TRIANGLEFAN, 5), Some(7));
    assert_eq!(vertex_count(0, 5), None);
    assert_eq!(vertex_count(7, 5), None);
    assert_eq!(vertex_count(D3DPT_TRIANGLELIST, u32::MAX), Some(u32::MAX));
}

#[test]
fn fans_become_lists_with_the_same_winding_and_d3d9_first_vertex() {
    let mut out = Vec::new();
    fan_to_list(3, |i| 10 + i, &mut out);
    assert_eq!(out, vec![11, 12, 10, 12, 13, 10, 13, 14, 10]);
}

#[test]
fn strips_become_lists_keeping_winding_and_first_vertex() {
    let mut out = Vec::new();
    strip_to_list(D3DPT_TRIANGLESTRIP, 3, |i| i, &mut out);
    assert_eq!(out, vec![0, 1, 2, 1, 3, 2, 2, 3, 4]);
    out.clear();
    strip_to_list(D3DPT_LINESTRIP, 2, |i| 5 + i, &mut out);
    assert_eq!(out, vec![5, 6, 6, 7]);
    assert_eq!(list_of_strip(D3DPT_LINESTRIP), D3DPT_LINELIST);
}

#[test]
fn restart_values_are_found() {
    assert!(has_restart_index(&[1, 0, 0xFF, 0xFF], 2));
    assert!(!has_restart_index(&[0xFF, 0, 0, 0xFF], 2));
    assert!(has_restart_index(&[0xFF; 4], 4));
    assert!(!has_restart_index(&[0xFF, 0xFF, 0, 0], 4));
    assert_eq!(restart_index(2), 0xFFFF);
}

#[test]
fn index_reads_are_bounds_checked() {
    let b = [1u8, 0, 2, 0, 3, 0, 0, 0];
    assert_eq!(read_index(&b, 2, 1), 2);
    assert_eq!(read_index(&b, 4, 1), 3);
    assert_eq!(read_index(&b, 4, 2), 0);
}

#[test]
fn max_primitives_inverts_vertex_count() {
    for prim in [
        D3DPT_POINTLIST,
        D3DPT_LINELIST,
        D3DPT_LINESTRIP,
        D3DPT_TRIANGLELIST,
        D3DPT_TRIANGLESTRIP,
        D3DPT_TRIANGLEFAN,
    ] {
        for vertices in 0..20 {
            let n = max_primitives(prim, vertices);
            if n > 0 {
                assert!(vertex_count(prim, n).unwrap() <= vertices, "{prim} {vertices}");
            }
            assert!(vertex_count(prim, n + 1).unwrap() > vertices, "{prim} {vertices}");
        }
    }
    assert_eq!(max_primitives(0, 100), 0);
}

#[test]
fn max_primitives_follow_the_primitive_kind() {
    assert_eq!(max_primitives(D3DPT_POINTLIST, 5), 5);
    assert_eq!(max_primitives(D3DPT_LINELIST, 5), 2);
    assert_eq!(max_primitives(D3DPT_LINESTRIP, 5), 4);
    assert_eq!(max_primitives(D3DPT_TRIANGLELIST, 7), 2);
    assert_eq!(max_primitives(D3DPT_TRIANGLESTRIP, 5), 3);
    assert_eq!(max_primitives(D3DPT_TRIANGLEFAN, 1), 0);
    assert_eq!(max_primitives(D3DPT_LINESTRIP, 0), 0);
}
