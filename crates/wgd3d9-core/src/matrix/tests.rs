use super::*;

fn close(a: &Matrix, b: &Matrix) -> bool {
    a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-5)
}

#[test]
fn inverse_undoes_a_transform() {
    let m = [
        2.0, 0.0, 0.0, 0.0, //
        0.0, 0.0, 3.0, 0.0, //
        0.0, -1.0, 0.0, 0.0, //
        5.0, 6.0, 7.0, 1.0,
    ];
    let inv = inverse(&m).expect("invertible");
    assert!(close(&mul(&m, &inv), &IDENTITY));
    let p = transform_point([1.0, 2.0, 3.0], &m);
    assert_eq!(p, [7.0, 3.0, 13.0]);
    assert_eq!(
        transform_point(p, &inv).map(|x| (x * 1e4).round() / 1e4),
        [1.0, 2.0, 3.0]
    );
}

#[test]
fn singular_matrices_have_no_inverse() {
    let mut m = IDENTITY;
    m[10] = 0.0;
    assert_eq!(inverse(&m), None);
    assert_eq!(inverse3(&m), None);
}

#[test]
fn vectors_ignore_translation() {
    let mut m = IDENTITY;
    m[12] = 10.0;
    assert_eq!(transform_vector([1.0, 0.0, 0.0], &m), [1.0, 0.0, 0.0]);
    assert_eq!(transform_point([1.0, 0.0, 0.0], &m), [11.0, 0.0, 0.0]);
    assert_eq!(column(&m, 0), [1.0, 0.0, 0.0, 10.0]);
    assert_eq!(row(&m, 3), [10.0, 0.0, 0.0, 1.0]);
}

#[test]
fn normalize_keeps_zero() {
    assert_eq!(normalize([0.0; 3]), [0.0; 3]);
    assert_eq!(normalize([3.0, 0.0, 4.0]), [0.6, 0.0, 0.8]);
}
