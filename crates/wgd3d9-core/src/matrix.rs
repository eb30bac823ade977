//! 4x4 matrix arithmetic in D3D9's convention: row-major `[f32; 16]`
//! (`m[4 * row + col]`, as D3DMATRIX stores `_11.._44`), row vectors
//! multiplied on the left (`v' = v * M`).

/// A D3DMATRIX as 16 floats.
pub type Matrix = [f32; 16];

pub const IDENTITY: Matrix = [
    1.0, 0.0, 0.0, 0.0, //
    0.0, 1.0, 0.0, 0.0, //
    0.0, 0.0, 1.0, 0.0, //
    0.0, 0.0, 0.0, 1.0,
];

/// `a * b`: transforming by the result is transforming by `a`, then `b`.
pub fn mul(a: &Matrix, b: &Matrix) -> Matrix {
    let mut r = [0.0; 16];
    for i in 0..4 {
        for j in 0..4 {
            r[i * 4 + j] = (0..4).map(|k| a[i * 4 + k] * b[k * 4 + j]).sum();
        }
    }
    r
}

/// Column `i` of `m`: component `i` of `v * m` is `dot(v, column(m, i))`.
pub fn column(m: &Matrix, i: usize) -> [f32; 4] {
    [m[i], m[4 + i], m[8 + i], m[12 + i]]
}

/// Row `i` of `m`.
pub fn row(m: &Matrix, i: usize) -> [f32; 4] {
    [m[4 * i], m[4 * i + 1], m[4 * i + 2], m[4 * i + 3]]
}

/// The point `p` (w = 1) transformed by `m`, divided by nothing (xyz of
/// `(p, 1) * m`).
pub fn transform_point(p: [f32; 3], m: &Matrix) -> [f32; 3] {
    let v = [p[0], p[1], p[2], 1.0];
    std::array::from_fn(|i| dot4(v, column(m, i)))
}

/// The direction `d` (w = 0) transformed by `m`.
pub fn transform_vector(d: [f32; 3], m: &Matrix) -> [f32; 3] {
    std::array::from_fn(|i| d[0] * m[i] + d[1] * m[4 + i] + d[2] * m[8 + i])
}

pub fn dot4(a: [f32; 4], b: [f32; 4]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3]
}

/// `v` scaled to unit length (a zero vector stays zero).
pub fn normalize(v: [f32; 3]) -> [f32; 3] {
    let len = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
    if len > 0.0 {
        v.map(|x| x / len)
    } else {
        v
    }
}

/// The inverse of `m`, or None when it is singular.
pub fn inverse(m: &Matrix) -> Option<Matrix> {
    // Gauss-Jordan elimination with partial pivoting, in f64.
    let mut a: [[f64; 8]; 4] = std::array::from_fn(|r| {
        std::array::from_fn(|c| {
            if c < 4 {
                m[4 * r + c] as f64
            } else {
                (c - 4 == r) as u8 as f64
            }
        })
    });
    for col in 0..4 {
        let pivot = (col..4).max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))?;
        if a[pivot][col].abs() < 1e-30 {
            return None;
        }
        a.swap(col, pivot);
        let p = a[col][col];
        for v in a[col].iter_mut() {
            *v /= p;
        }
        let pivot_row = a[col];
        for (r, row) in a.iter_mut().enumerate() {
            if r != col {
                let f = row[col];
                for (v, pv) in row.iter_mut().zip(pivot_row) {
                    *v -= f * pv;
                }
            }
        }
    }
    Some(std::array::from_fn(|i| a[i / 4][4 + i % 4] as f32))
}

/// The inverse of the upper 3x3 of `m` as a 4x4 matrix (no translation), or
/// None when singular.
pub fn inverse3(m: &Matrix) -> Option<Matrix> {
    let mut upper = IDENTITY;
    for r in 0..3 {
        upper[4 * r..4 * r + 3].copy_from_slice(&m[4 * r..4 * r + 3]);
    }
    inverse(&upper)
}

#[cfg(test)]
mod tests;
