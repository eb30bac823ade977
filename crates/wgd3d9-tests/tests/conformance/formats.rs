//! The colour and bump-map formats beyond 8 bits per channel and the packed
//! ones: each is offered by CheckDeviceFormat and samples what D3D9 defines
//! (channels a format lacks read 1; signed channels of bump maps read -1..1,
//! shown here through positive values the 8-bit back buffer keeps), and
//! A2B10G10R10 render targets clear and read back bit for bit.
//! A16B16G16R16 and G16R16 are textures only: render targets of them are
//! asserted refused (the GPU API renders into them only with
//! adapter-specific features). The
//! sampled colour reaches the X8R8G8B8 back buffer: tolerance 1 per channel
//! (values between two 8-bit steps may round either way).

use crate::float_formats::{float_target, read_texel, sample, texel_texture};
use wgd3d9_tests::*;

/// A format, one texel of it, and the ARGB colour sampling it gives.
struct Case {
    format: u32,
    name: &'static str,
    texel: Vec<u8>,
    expected: u32,
}

fn case(format: u32, name: &'static str, texel: &[u8], expected: u32) -> Case {
    Case {
        format,
        name,
        texel: texel.to_vec(),
        expected,
    }
}

fn u16s(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn cases() -> Vec<Case> {
    let a2b10 = (2u32 << 30 | 0x200 << 10 | 0x3FF).to_le_bytes();
    let a2r10 = (2u32 << 30 | 0x3FF << 20 | 0x200 << 10).to_le_bytes();
    // L6V5U5: U 15 (+1), V 8 (8/15), L 32 (32/63).
    let l6v5u5 = (15u16 | 8 << 5 | 32 << 10).to_le_bytes();
    vec![
        // A 2/3, R 1, G 512/1023, B 0.
        case(D3DFMT_A2B10G10R10, "A2B10G10R10", &a2b10, 0xAAFF8000),
        case(D3DFMT_A2R10G10B10, "A2R10G10B10", &a2r10, 0xAAFF8000),
        case(
            D3DFMT_A16B16G16R16,
            "A16B16G16R16",
            &u16s(&[0xFFFF, 0x8000, 0x4000, 0xC000]),
            0xBFFF8040,
        ),
        // Blue and alpha read 1.
        case(D3DFMT_G16R16, "G16R16", &u16s(&[0x4000, 0xFFFF]), 0xFF40FFFF),
        case(D3DFMT_L16, "L16", &u16s(&[0x8000]), 0xFF808080),
        case(D3DFMT_R8G8B8, "R8G8B8", &[0x30, 0x60, 0x90], 0xFF906030),
        case(D3DFMT_R3G3B2, "R3G3B2", &[0b1010_1110], 0xFFB66DAA),
        case(D3DFMT_A8R3G3B2, "A8R3G3B2", &[0b1110_0001, 0x80], 0x80FF0055),
        // U 64/127, V 1, W 0, Q 32/127.
        case(D3DFMT_Q8W8V8U8, "Q8W8V8U8", &[0x40, 0x7F, 0x00, 0x20], 0x4080FF00),
        // U 0.5, V 1; blue and alpha 1.
        case(D3DFMT_V16U16, "V16U16", &u16s(&[0x4000, 0x7FFF]), 0xFF80FFFF),
        // U 1, V 64/127, L 128/255; alpha 1.
        case(D3DFMT_X8L8V8U8, "X8L8V8U8", &[0x7F, 0x40, 0x80, 0x00], 0xFFFF8080),
        case(D3DFMT_L6V5U5, "L6V5U5", &l6v5u5, 0xFFFF8882),
        // U = V = 64/127, C = sqrt(1 - U² - V²) = 89/127; alpha 1.
        case(D3DFMT_CxV8U8, "CxV8U8", &[0x40, 0x40], 0xFF8080B3),
    ]
}

#[test]
fn every_format_is_offered_and_samples_its_channels() {
    let t = TestDevice::new();
    let mut failures = Vec::new();
    for c in cases() {
        let hr = check_format(t.d3d, 0, D3DRTYPE_TEXTURE, c.format);
        assert_eq!(hr, D3D_OK, "CheckDeviceFormat({})", c.name);
        let tex = texel_texture(&t, c.format, &c.texel);
        let got = sample(&t, tex);
        release!(tex);
        let close = (0..4).all(|i| chan(got, i).abs_diff(chan(c.expected, i)) <= 1);
        if !close {
            failures.push(format!("{}: got {got:#010x}, expected {:#010x}", c.name, c.expected));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn bump_formats_answer_the_legacy_bump_map_query() {
    let t = TestDevice::new();
    for f in [
        D3DFMT_V8U8,
        D3DFMT_Q8W8V8U8,
        D3DFMT_V16U16,
        D3DFMT_X8L8V8U8,
        D3DFMT_L6V5U5,
    ] {
        let hr = check_format(t.d3d, D3DUSAGE_QUERY_LEGACYBUMPMAP, D3DRTYPE_TEXTURE, f);
        assert_eq!(hr, D3D_OK, "format {f}");
    }
    let hr = check_format(t.d3d, D3DUSAGE_QUERY_LEGACYBUMPMAP, D3DRTYPE_TEXTURE, D3DFMT_A8R8G8B8);
    assert_eq!(hr, D3DERR_NOTAVAILABLE, "a colour format is no bump map");
}

#[test]
fn ten_bit_render_targets_clear_and_read_back() {
    let t = TestDevice::new();
    // Clear to A 0xC0, R 0x80, G 0x40, B 0x20: 16-bit channels are the
    // 8-bit values times 257, 10-bit ones rounded from 8 bits.
    let color = 0xC0804020;
    let ten = |v: u32| (v * 1023 + 127) / 255;
    let cases: [(u32, u32, Vec<u8>); 1] = [(
        D3DFMT_A2B10G10R10,
        4,
        (2u32 << 30 | ten(0x20) << 20 | ten(0x40) << 10 | ten(0x80))
            .to_le_bytes()
            .to_vec(),
    )];
    for (format, bytes, expected) in cases {
        let hr = check_format(t.d3d, D3DUSAGE_RENDERTARGET, D3DRTYPE_TEXTURE, format);
        assert_eq!(hr, D3D_OK, "format {format}");
        let (tex, rt) = float_target(&t, format, 4, 4);
        assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
        let hr = vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, color, 1.0, 0);
        assert_eq!(hr, D3D_OK);
        let got = read_texel(&t, rt, format, 4, (1, 1), bytes as usize);
        assert_eq!(got, expected, "format {format}");
        t.restore_back_buffer();
        release!(rt);
        release!(tex);
    }
}

#[test]
fn sixteen_bit_normalised_formats_are_not_render_targets_yet() {
    let t = TestDevice::new();
    for f in [D3DFMT_A16B16G16R16, D3DFMT_G16R16] {
        let hr = check_format(t.d3d, D3DUSAGE_RENDERTARGET, D3DRTYPE_TEXTURE, f);
        assert_eq!(hr, D3DERR_NOTAVAILABLE, "format {f}: known gap, see docs/status.md");
    }
}
