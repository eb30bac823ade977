use super::*;

#[test]
fn primitive_counts_follow_the_primitive_kind() {
    assert_eq!(primitive_count(D3DPT_POINTLIST, 5), 5);
    assert_eq!(primitive_count(D3DPT_LINELIST, 5), 2);
    assert_eq!(primitive_count(D3DPT_LINESTRIP, 5), 4);
    assert_eq!(primitive_count(D3DPT_TRIANGLELIST, 7), 2);
    assert_eq!(primitive_count(D3DPT_TRIANGLESTRIP, 5), 3);
    assert_eq!(primitive_count(D3DPT_TRIANGLEFAN, 1), 0);
    assert_eq!(primitive_count(D3DPT_LINESTRIP, 0), 0);
}
