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
    convert_region(fi, src, src.len(), &mut dst, 4, 1, 1, &[[0; 4]; 256]);
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

fn convert_wide(format: D3DFORMAT, src: &[u8]) -> [u8; 8] {
    let fi = info(format).unwrap();
    let mut dst = [0u8; 8];
    convert_region(fi, src, src.len(), &mut dst, 8, 1, 1, &[[0; 4]; 256]);
    dst
}

fn halves_of(v: [f32; 4]) -> [u8; 8] {
    let mut out = [0u8; 8];
    for (o, x) in out.chunks_exact_mut(2).zip(v) {
        o.copy_from_slice(&f32_to_half(x).to_le_bytes());
    }
    out
}

#[test]
fn packed_and_wide_colour_formats() {
    // R3G3B2: R 0b101, G 0b011, B 0b10.
    assert_eq!(convert_one(D3DFMT_R3G3B2, &[0b1010_1110]), [0xAA, 0x6D, 0xB6, 255]);
    assert_eq!(convert_one(D3DFMT_A8R3G3B2, &[0xFF, 0x40]), [255, 255, 255, 0x40]);
    assert_eq!(convert_one(D3DFMT_R8G8B8, &[1, 2, 3]), [1, 2, 3, 255]);
    // A2R10G10B10 (B low) to R low: blue 0x3FF and alpha 1 stay where they mean.
    let a2r10 = (1u32 << 30 | 0x3FF).to_le_bytes();
    assert_eq!(
        convert_one(D3DFMT_A2R10G10B10, &a2r10),
        (1u32 << 30 | 0x3FF << 20).to_le_bytes()
    );
    // G16R16 and L16 widen to four 16-bit channels, the missing ones 1.
    assert_eq!(
        convert_wide(D3DFMT_G16R16, &[0x34, 0x12, 0x78, 0x56]),
        [0x34, 0x12, 0x78, 0x56, 0xFF, 0xFF, 0xFF, 0xFF]
    );
    assert_eq!(
        convert_wide(D3DFMT_L16, &[0x34, 0x12]),
        [0x34, 0x12, 0x34, 0x12, 0x34, 0x12, 0xFF, 0xFF]
    );
}

#[test]
fn bump_formats_read_signed_u_and_v() {
    // V16U16: U -1 (0x8001), V +1 (0x7FFF); blue and alpha +1.
    assert_eq!(
        convert_wide(D3DFMT_V16U16, &[0x01, 0x80, 0xFF, 0x7F]),
        [0x01, 0x80, 0xFF, 0x7F, 0xFF, 0x7F, 0xFF, 0x7F]
    );
    // X8L8V8U8: U -128 reads -1, V 127 reads 1, L 255 reads 1.
    assert_eq!(
        convert_wide(D3DFMT_X8L8V8U8, &[0x80, 0x7F, 0xFF, 0]),
        halves_of([-1.0, 1.0, 1.0, 1.0])
    );
    // L6V5U5: U 15 (+1), V 16 (-16: -1), L 63 (1).
    let w = 15u16 | 16 << 5 | 63 << 10;
    assert_eq!(
        convert_wide(D3DFMT_L6V5U5, &w.to_le_bytes()),
        halves_of([1.0, -1.0, 1.0, 1.0])
    );
    // Its negative steps are 1/16: V -15 reads -0.9375, U -12 reads -0.75.
    let w = 20u16 | 17 << 5;
    assert_eq!(
        convert_wide(D3DFMT_L6V5U5, &w.to_le_bytes()),
        halves_of([-0.75, -0.9375, 0.0, 1.0])
    );
    assert_eq!(convert_one(D3DFMT_Q8W8V8U8, &[1, 2, 3, 4]), [1, 2, 3, 4]);
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
    convert_region(fi, &src, 3, &mut dst, 12, 2, 2, &[[0; 4]; 256]);
    assert_eq!(&dst[0..8], &[1, 1, 1, 255, 2, 2, 2, 255]);
    assert_eq!(&dst[12..20], &[3, 3, 3, 255, 4, 4, 4, 255]);
    assert_eq!(&dst[8..12], &[0; 4], "bytes beyond the row are untouched");
}

#[test]
fn fill_blocks_hold_the_colour_in_each_format() {
    let fill = |f: D3DFORMAT| info(f).unwrap().fill_block(0xdeadbeef).unwrap();
    assert_eq!(fill(D3DFMT_A8R8G8B8), 0xdeadbeefu32.to_le_bytes());
    assert_eq!(fill(D3DFMT_A8B8G8R8), [0xad, 0xbe, 0xef, 0xde]);
    // R 0xad -> 21, G 0xbe -> 47, B 0xef -> 29: 10101 101111 11101.
    assert_eq!(fill(D3DFMT_R5G6B5), 0xadfdu16.to_le_bytes());
    assert_eq!(fill(D3DFMT_A8), [0xde]);
    assert_eq!(fill(D3DFMT_R16F), 0x396du16.to_le_bytes());
    assert_eq!(
        fill(D3DFMT_A16B16G16R16F),
        // 0xad, 0xbe, 0xef, 0xde / 255, rounded to the nearest half.
        [0x396du16, 0x39f6, 0x3b7f, 0x3af7]
            .iter()
            .flat_map(|h| h.to_le_bytes())
            .collect::<Vec<_>>()
    );
    assert_eq!(fill(D3DFMT_R32F), (173.0f32 / 255.0).to_le_bytes());
    // 10-bit channels rounded from 8 bits: R 694, G 762, B 959; alpha 3.
    assert_eq!(fill(D3DFMT_A2B10G10R10), 0xfbfbeab6u32.to_le_bytes());
    assert_eq!(fill(D3DFMT_G16R16), [0xad, 0xad, 0xbe, 0xbe]);
    assert_eq!(fill(D3DFMT_DXT1), [0xfd, 0xad, 0xfd, 0xad, 0, 0, 0, 0]);
    assert_eq!(fill(D3DFMT_DXT5)[..2], [0xde, 0xde]);
    assert!(info(D3DFMT_D24S8).unwrap().fill_block(0).is_none());
}

#[test]
fn halves_round_to_nearest_and_saturate_to_infinity() {
    assert_eq!(f32_to_half(0.0), 0);
    assert_eq!(f32_to_half(1.0), 0x3C00);
    assert_eq!(f32_to_half(-2.0), 0xC000);
    assert_eq!(f32_to_half(65504.0), 0x7BFF);
    assert_eq!(f32_to_half(1e6), 0x7C00);
    assert_eq!(f32_to_half(f32::NAN) & 0x7E00, 0x7E00);
    // The smallest subnormal half, and half of it rounding to even (0).
    assert_eq!(f32_to_half(2f32.powi(-24)), 1);
    assert_eq!(f32_to_half(2f32.powi(-25)), 0);
    // 1 + 2^-11 is halfway between 1 and the next half: even wins.
    assert_eq!(f32_to_half(1.0 + 2f32.powi(-11)), 0x3C00);
}

#[test]
fn cxv8u8_works_out_the_third_component() {
    // Flat: C = 1. Tilted to an edge: C = 0. U = V = 64/127: C = sqrt(1 - 2 (64/127)^2).
    assert_eq!(convert_one(D3DFMT_CxV8U8, &[0, 0]), [0, 0, 127, 127]);
    assert_eq!(convert_one(D3DFMT_CxV8U8, &[127, 0]), [127, 0, 0, 127]);
    assert_eq!(convert_one(D3DFMT_CxV8U8, &[0x80, 0]), [0x80, 0, 0, 127]);
    let c = ((1.0f32 - 2.0 * (64.0f32 / 127.0).powi(2)).sqrt() * 127.0).round() as u8;
    assert_eq!(convert_one(D3DFMT_CxV8U8, &[64, 64]), [64, 64, c, 127]);
    // Past the unit circle: C = 0.
    assert_eq!(convert_one(D3DFMT_CxV8U8, &[127, 127]), [127, 127, 0, 127]);
}

#[test]
fn depth_formats_with_fewer_stencil_bits_share_the_gpu_format() {
    for (f, s) in [(D3DFMT_D15S1, 1), (D3DFMT_D24X4S4, 4), (D3DFMT_D24FS8, 8)] {
        let i = info(f).unwrap();
        assert_eq!((i.gpu, i.stencil_bits), (GpuFormat::Depth24PlusStencil8, s));
        assert!(i.is(usage::DEPTH_STENCIL));
    }
}

#[test]
fn null_makes_render_targets_that_read_back_nothing() {
    let null = info(D3DFMT_NULL).expect("NULL is in the table");
    assert!(null.is_null_target() && null.is(usage::RENDER_TARGET));
    assert!(!null.is(usage::PLAIN) && !null.reads_back());
    assert!(null.fill_block(0xFF00FF00).is_none());
    assert!(!info(D3DFMT_X8R8G8B8).unwrap().is_null_target());
}

#[test]
fn the_sampled_depth_formats_read_depth_or_compare() {
    let of =
        |pick: fn(&FormatInfo) -> bool| -> Vec<u32> { FORMATS.iter().filter(|f| pick(f)).map(|f| f.format).collect() };
    assert_eq!(
        of(FormatInfo::is_sampled_depth),
        [
            D3DFMT_D16,
            D3DFMT_D24X8,
            D3DFMT_D24S8,
            D3DFMT_INTZ,
            D3DFMT_DF16,
            D3DFMT_DF24
        ]
    );
    assert_eq!(
        of(FormatInfo::is_compared_depth),
        [D3DFMT_D16, D3DFMT_D24X8, D3DFMT_D24S8]
    );
    assert_eq!(of(FormatInfo::reads_depth_in_every_channel), [D3DFMT_INTZ]);
    let intz = info(D3DFMT_INTZ).unwrap();
    assert_eq!((intz.depth_bits, intz.stencil_bits), (24, 8));
    assert!(!intz.is(usage::PLAIN) && intz.fill_block(0).is_none());
    for f in [D3DFMT_DF16, D3DFMT_DF24] {
        let i = info(f).unwrap();
        assert_eq!(i.stencil_bits, 0);
        assert!(i.serves(usage::TEXTURE | usage::DEPTH_STENCIL) && !i.serves(usage::TEXTURE));
    }
}

#[test]
fn fetch4_applies_to_formats_of_one_channel() {
    let fetches = |f| info(f).unwrap().fetches4();
    for f in [
        D3DFMT_L8,
        D3DFMT_L16,
        D3DFMT_R16F,
        D3DFMT_R32F,
        D3DFMT_INTZ,
        D3DFMT_DF24,
    ] {
        assert!(fetches(f), "{f:#x}");
    }
    for f in [D3DFMT_A8R8G8B8, D3DFMT_A8L8, D3DFMT_G16R16F, D3DFMT_D24S8, D3DFMT_DXT1] {
        assert!(!fetches(f), "{f:#x}");
    }
    assert_ne!(FETCH4_ENABLE, FETCH4_DISABLE);
}

#[test]
fn null_serves_render_targets_and_depth_formats_depth_buffers_only() {
    let (null, intz, d24) = (
        info(D3DFMT_NULL).unwrap(),
        info(D3DFMT_INTZ).unwrap(),
        info(D3DFMT_D24S8).unwrap(),
    );
    assert!(null.serves(usage::RENDER_TARGET) && null.serves(usage::TEXTURE | usage::RENDER_TARGET));
    assert!(!null.serves(usage::TEXTURE));
    assert!(intz.serves(usage::TEXTURE | usage::DEPTH_STENCIL) && !intz.serves(usage::TEXTURE));
    assert!(d24.serves(usage::DEPTH_STENCIL) && d24.serves(usage::TEXTURE | usage::DEPTH_STENCIL));
    assert!(!d24.serves(usage::TEXTURE));
    let d32 = info(D3DFMT_D32).unwrap();
    assert!(!d32.serves(usage::TEXTURE | usage::DEPTH_STENCIL));
    assert!(info(D3DFMT_A8R8G8B8).unwrap().serves(usage::TEXTURE));
}

#[test]
fn render_target_formats_that_filter_generate_mips() {
    let gen = |f| info(f).is_some_and(|i| i.autogen_mips());
    for f in [
        D3DFMT_A8R8G8B8,
        D3DFMT_X8R8G8B8,
        D3DFMT_A16B16G16R16F,
        D3DFMT_A32B32G32R32F,
    ] {
        assert!(gen(f), "{f:#x}");
    }
    // Textures only, depth, and NULL (which never holds a drawing).
    for f in [
        D3DFMT_R5G6B5,
        D3DFMT_L8,
        D3DFMT_DXT5,
        D3DFMT_V8U8,
        D3DFMT_D24S8,
        D3DFMT_INTZ,
        D3DFMT_NULL,
    ] {
        assert!(!gen(f), "{f:#x}");
    }
}

#[test]
fn depth_textures_need_float32_filtering_and_depth_buffers_do_not() {
    use crate::wire::features as f;
    let d24 = info(D3DFMT_D24S8).unwrap();
    let depth_texture = usage::TEXTURE | usage::DEPTH_STENCIL;
    assert!(d24.available_for(usage::DEPTH_STENCIL, 0));
    assert!(!d24.available_for(depth_texture, 0));
    assert!(d24.available_for(depth_texture, f::FLOAT32_FILTERABLE));
}

#[test]
fn palettized_texels_read_their_palette_entries() {
    let mut palette = [[0u8; 4]; 256];
    palette[3] = [0x10, 0x20, 0x30, 0x40];
    palette[200] = [0xA0, 0xB0, 0xC0, 0xD0];
    let src = [3u8, 200, 3, 0x77];
    let mut dst = vec![0u8; 8];
    convert_region(info(D3DFMT_P8).unwrap(), &src[..2], 2, &mut dst, 8, 2, 1, &palette);
    assert_eq!(dst, [0x10, 0x20, 0x30, 0x40, 0xA0, 0xB0, 0xC0, 0xD0]);
    // A8P8: the index, then the texel's own alpha.
    convert_region(info(D3DFMT_A8P8).unwrap(), &src[2..], 2, &mut dst, 8, 1, 1, &palette);
    assert_eq!(&dst[..4], &[0x10, 0x20, 0x30, 0x77]);
    assert!(info(D3DFMT_P8).unwrap().is_palettized());
    assert!(!info(D3DFMT_L8).unwrap().is_palettized());
    // ColorFill writes the blue channel as the index.
    assert_eq!(info(D3DFMT_P8).unwrap().fill_block(0xdeadbeef).unwrap(), [0xef]);
    assert_eq!(info(D3DFMT_A8P8).unwrap().fill_block(0xdeadbeef).unwrap(), [0xef, 0xde]);
}

#[test]
fn lock_offsets_follow_blocks_and_reach_outside_the_level() {
    let argb = info(D3DFMT_A8R8G8B8).unwrap();
    assert_eq!(argb.lock_offset(60, 60, 512, 128), 60 * 512 + 240);
    // Rectangles outside the level point where they would lie (Windows XP).
    assert_eq!(argb.lock_offset(60, -8, 512, 128), -8 * 512 + 240);
    assert_eq!(argb.lock_offset(-16, 60, 512, 128), 60 * 512 - 64);
    assert_eq!(argb.lock_offset(136, 60, 512, 128), 60 * 512 + 544);
    let dxt1 = info(D3DFMT_DXT1).unwrap();
    assert_eq!(dxt1.lock_offset(8, 4, 64, 32), 64 + 16);
    assert_eq!(dxt1.lock_offset(-6, 0, 64, 32), -8, "truncated as C divides");
    assert_eq!(info(D3DFMT_YUY2).unwrap().lock_block(), (2, 1));
    assert_eq!(dxt1.lock_block(), (4, 4));
    assert_eq!(argb.lock_block(), (1, 1));
}

#[test]
fn partial_block_spans_end_on_a_block_or_the_edge() {
    assert!(FormatInfo::on_lock_blocks(0, 4, 24, 4));
    assert!(FormatInfo::on_lock_blocks(4, 6, 6, 4), "the level's edge ends a block");
    assert!(!FormatInfo::on_lock_blocks(2, 4, 24, 4));
    assert!(!FormatInfo::on_lock_blocks(0, 2, 24, 4));
    assert!(!FormatInfo::on_lock_blocks(0, 1, 24, 2), "YUY2's macropixel");
    assert!(FormatInfo::on_lock_blocks(3, 5, 24, 1));
}

#[test]
fn d32_lockable_depth_round_trips_through_float() {
    assert_eq!(depth_of_unorm32(0), 0.0);
    assert_eq!(depth_of_unorm32(u32::MAX), 1.0);
    assert_eq!(unorm32_of_depth(0.5), 0x8000_0000);
    assert_eq!(unorm32_of_depth(depth_of_unorm32(0x4000_0000)), 0x4000_0000);
    assert_eq!(unorm32_of_depth(2.0), u32::MAX, "clamped");
    let d32 = info(D3DFMT_D32_LOCKABLE).unwrap();
    assert!(d32.is_lockable_depth() && d32.reads_back());
    let f = convert_one(D3DFMT_D32_LOCKABLE, &0x8000_0000u32.to_le_bytes());
    assert_eq!(f32::from_le_bytes(f), 0.5);
}
