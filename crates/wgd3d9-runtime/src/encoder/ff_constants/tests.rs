use super::*;

#[test]
fn perspective_projections_fog_by_w() {
    let mut p = matrix::IDENTITY;
    assert!(!is_w_fog_projection(&p), "orthographic: depth");
    p[11] = 1.0;
    p[15] = 0.0;
    assert!(is_w_fog_projection(&p));
}
