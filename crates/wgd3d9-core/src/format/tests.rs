use super::*;

#[test]
fn every_format_has_one_row() {
    for (i, a) in FORMATS.iter().enumerate() {
        for b in &FORMATS[i + 1..] {
            assert_ne!(a.format, b.format, "duplicate row");
        }
    }
}

#[test]
fn pitches_and_levels() {
    let argb = info(D3DFMT_A8R8G8B8).unwrap();
    assert_eq!(argb.pitch(17), 68);
    let r5g6b5 = info(D3DFMT_R5G6B5).unwrap();
    assert_eq!(
        (r5g6b5.row_bytes(5), r5g6b5.pitch(5)),
        (10, 12),
        "rows are padded to 4 bytes"
    );
    assert_eq!(r5g6b5.level_size(5, 5), 60);
    assert_eq!(argb.level_size(4, 3), 48);
    let dxt1 = info(D3DFMT_DXT1).unwrap();
    assert_eq!(dxt1.pitch(8), 16);
    assert_eq!(dxt1.pitch(1), 8);
    assert_eq!(dxt1.rows(5), 2);
    assert_eq!(full_mip_count(256, 64), 9);
    assert_eq!(full_mip_count(1, 1), 1);
    assert_eq!(mip_dim(256, 3), 32);
    assert_eq!(mip_dim(5, 7), 1);
}

fn convert_one(format: D3DFORMAT, src: &[u8]) -> [u8; 4] {
    let fi = info(format).unwrap();
    let mut dst = [0u8; 4];
    convert_region(fi, src, src.len(), &mut dst, 4, 1, 1);
    dst
}

#[test]
fn sixteen_bit_formats_expand_to_full_scale() {
    // Pure red, green and blue in R5G6B5 (B, G, R, A order out).
    assert_eq!(convert_one(D3DFMT_R5G6B5, &0xF800u16.to_le_bytes()), [0, 0, 255, 255]);
    assert_eq!(convert_one(D3DFMT_R5G6B5, &0x07E0u16.to_le_bytes()), [0, 255, 0, 255]);
    assert_eq!(convert_one(D3DFMT_R5G6B5, &0x001Fu16.to_le_bytes()), [255, 0, 0, 255]);
    // Mid grey: 16/31 of full scale is 0x84 after bit replication.
    assert_eq!(
        convert_one(D3DFMT_R5G6B5, &0x8410u16.to_le_bytes()),
        [0x84, 0x82, 0x84, 255]
    );
    assert_eq!(convert_one(D3DFMT_A1R5G5B5, &0x7C00u16.to_le_bytes()), [0, 0, 255, 0]);
    assert_eq!(convert_one(D3DFMT_X1R5G5B5, &0x7C00u16.to_le_bytes()), [0, 0, 255, 255]);
    assert_eq!(
        convert_one(D3DFMT_A4R4G4B4, &0x8F00u16.to_le_bytes()),
        [0, 0, 255, 0x88]
    );
    assert_eq!(convert_one(D3DFMT_X4R4G4B4, &0x00F0u16.to_le_bytes()), [0, 255, 0, 255]);
}

#[test]
fn luminance_and_alpha_formats() {
    assert_eq!(convert_one(D3DFMT_L8, &[0x40]), [0x40, 0x40, 0x40, 255]);
    assert_eq!(convert_one(D3DFMT_A8, &[0x40]), [0, 0, 0, 0x40]);
    assert_eq!(convert_one(D3DFMT_A8L8, &[0x10, 0x80]), [0x10, 0x10, 0x10, 0x80]);
    assert_eq!(convert_one(D3DFMT_A4L4, &[0xF3]), [0x33, 0x33, 0x33, 0xFF]);
}

#[test]
fn x8_formats_force_opaque_alpha() {
    assert_eq!(convert_one(D3DFMT_X8R8G8B8, &[1, 2, 3, 4]), [1, 2, 3, 255]);
    assert_eq!(convert_one(D3DFMT_A8R8G8B8, &[1, 2, 3, 4]), [1, 2, 3, 4]);
}

#[test]
fn regions_respect_both_pitches() {
    let fi = info(D3DFMT_L8).unwrap();
    let src = [1u8, 2, 0xEE, 3, 4, 0xEE];
    let mut dst = vec![0u8; 2 * 12];
    convert_region(fi, &src, 3, &mut dst, 12, 2, 2);
    assert_eq!(&dst[0..8], &[1, 1, 1, 255, 2, 2, 2, 255]);
    assert_eq!(&dst[12..20], &[3, 3, 3, 255, 4, 4, 4, 255]);
    assert_eq!(&dst[8..12], &[0; 4], "bytes beyond the row are untouched");
}
