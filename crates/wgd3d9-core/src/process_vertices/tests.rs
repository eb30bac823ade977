use super::*;
use crate::matrix::IDENTITY;

fn viewport() -> D3DVIEWPORT9 {
    D3DVIEWPORT9 {
        X: 0,
        Y: 0,
        Width: 640,
        Height: 480,
        MinZ: 0.0,
        MaxZ: 1.0,
    }
}

#[test]
fn to_screen_maps_clip_space_to_the_viewport() {
    let vp = viewport();
    assert_eq!(to_screen([-0.5, 0.5, 0.0], &IDENTITY, &vp), [160.0, 120.0, 0.0, 1.0]);
    assert_eq!(to_screen([1.0, -1.0, 1.0], &IDENTITY, &vp), [640.0, 480.0, 1.0, 1.0]);
    // w = 2 (a projection that copies z into w): divided, rhw 0.5.
    let mut proj = IDENTITY;
    proj[11] = 1.0;
    proj[15] = 0.0;
    let s = to_screen([1.0, 1.0, 2.0], &proj, &vp);
    assert_eq!(s, [480.0, 120.0, 1.0, 0.5]);
    // An offset viewport with a depth range.
    let vp = D3DVIEWPORT9 {
        X: 10,
        Y: 20,
        Width: 100,
        Height: 50,
        MinZ: 0.25,
        MaxZ: 0.75,
    };
    assert_eq!(to_screen([0.0, 0.0, 0.5], &IDENTITY, &vp), [60.0, 45.0, 0.5, 1.0]);
}

#[test]
fn elements_read_what_they_write() {
    use AttribFormat::*;
    let v = [0.25, -0.5, 0.75, 1.0];
    for f in [Float1, Float2, Float3, Float4, Half2, Half4, Short2N, Short4N] {
        let mut b = [0u8; 16];
        assert!(write(f, v, &mut b));
        let n = f.components() as usize;
        let got = read(f, &b).unwrap();
        for i in 0..4 {
            let want = if i < n { v[i] } else { [0.0, 0.0, 0.0, 1.0][i] };
            assert!((got[i] - want).abs() < 1e-4, "{f:?} component {i}: {got:?}");
        }
    }
    // D3DCOLOR is stored B, G, R, A.
    let mut b = [0u8; 4];
    assert!(write(Color, [1.0, 0.5, 0.0, 1.0], &mut b));
    assert_eq!(b, [0, 128, 255, 255]);
    assert_eq!(read(Color, &[0, 0, 255, 255]), Some([1.0, 0.0, 0.0, 1.0]));
    assert_eq!(read(UByte4, &[1, 2, 3, 4]), Some([1.0, 2.0, 3.0, 4.0]));
    assert_eq!(
        read(UDec3, &(5u32 | 6 << 10 | 7 << 20).to_le_bytes()),
        Some([5.0, 6.0, 7.0, 1.0])
    );
    assert_eq!(read(Dec3N, &0x3FFu32.to_le_bytes()).map(|v| v[0]), Some(-1.0 / 511.0));
}

#[test]
fn short_buffers_are_refused() {
    assert_eq!(read(AttribFormat::Float3, &[0; 11]), None);
    assert!(!write(AttribFormat::Float4, [0.0; 4], &mut [0; 15]));
}
