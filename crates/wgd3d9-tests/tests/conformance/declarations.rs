//! Vertex declarations: drawing with every D3DDECLTYPE (positions in FLOAT2,
//! SHORT2/4, SHORT2N, UBYTE4, UDEC3, DEC3N, FLOAT16_2; colours in D3DCOLOR,
//! UBYTE4N, SHORT4N, USHORT4N, FLOAT16_4, FLOAT3; texture coordinates in
//! FLOAT1 and USHORT2N), D3D9's (0, 0, 0, 1) defaults for missing components,
//! GetDeclaration, declarations made by SetFVF, and creation errors.

use std::ffi::c_void;
use wgd3d9_tests::*;

const POS: u32 = D3DDECLUSAGE_POSITION;
const COLOR: u32 = D3DDECLUSAGE_COLOR;
const TEX: u32 = D3DDECLUSAGE_TEXCOORD;

/// f32 to IEEE half (exact for the values used here).
fn f16(v: f32) -> u16 {
    if v == 0.0 {
        return 0;
    }
    let b = v.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xFF) as i32 - 127 + 15;
    let mant = ((b >> 13) & 0x3FF) as u16;
    sign | ((exp as u16) << 10) | mant
}

/// World matrix mapping "pixel" coordinates (0..64, y down) to clip space.
fn pixel_world() -> D3DMATRIX {
    mat_mul(&mat_scale(1.0 / 32.0, -1.0 / 32.0, 1.0), &mat_translate(-1.0, 1.0, 0.0))
}

/// Draws `verts` (raw bytes, `stride` per vertex, 4 vertices as a strip) with
/// `elements` and returns the image.
fn draw_with(t: &TestDevice, elements: &[D3DVERTEXELEMENT9], verts: &[u8], stride: u32) -> Image {
    let decl = t.decl(elements);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    let hr = vcall!(
        t.dev,
        DrawPrimitiveUP,
        D3DPT_TRIANGLESTRIP,
        2,
        verts.as_ptr() as *const c_void,
        stride
    );
    assert_eq!(hr, D3D_OK);
    t.end();
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(decl), 0);
    t.read_rt()
}

/// Checks that a quad over pixels 16..48 (edges on pixel centres: only the
/// interior is checked) was drawn in `color`.
#[track_caller]
fn assert_centre_quad(img: &Image, color: u32, tol: u32) {
    assert_rect_rgb(img, 18, 18, 46, 46, color, tol);
    for (x, y) in [(8, 8), (56, 56), (8, 56), (56, 8)] {
        assert_rgb(img, x, y, 0x000000, 0);
    }
}

/// Strip order of a quad from (a, a) to (b, b).
fn corners<T: Copy>(a: T, b: T) -> [(T, T); 4] {
    [(a, a), (b, a), (a, b), (b, b)]
}

#[test]
fn float2_positions_with_d3dcolor() {
    let t = TestDevice::new();
    t.set_transform(D3DTS_WORLD, &pixel_world());
    let mut v = Vec::new();
    for (x, y) in corners(16.0f32, 48.0) {
        v.extend_from_slice(&x.to_le_bytes());
        v.extend_from_slice(&y.to_le_bytes());
        v.extend_from_slice(&0xFF336699u32.to_le_bytes());
    }
    let img = draw_with(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_FLOAT2, POS, 0),
            ve(0, 8, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ],
        &v,
        12,
    );
    assert_centre_quad(&img, 0x336699, 0);
}

#[test]
fn short2_and_short4_positions() {
    let t = TestDevice::new();
    t.set_transform(D3DTS_WORLD, &pixel_world());
    let mut v = Vec::new();
    for (x, y) in corners(16i16, 48) {
        v.extend_from_slice(&x.to_le_bytes());
        v.extend_from_slice(&y.to_le_bytes());
        v.extend_from_slice(&0xFFFF8000u32.to_le_bytes());
    }
    let img = draw_with(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_SHORT2, POS, 0),
            ve(0, 4, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ],
        &v,
        8,
    );
    assert_centre_quad(&img, 0xFF8000, 0);
    // SHORT4 with w = 2: the divide halves the coordinates (x, y doubled).
    let mut v = Vec::new();
    for (x, y) in corners(32i16, 96) {
        for c in [x, y, 0, 2] {
            v.extend_from_slice(&c.to_le_bytes());
        }
        v.extend_from_slice(&0xFF0080FFu32.to_le_bytes());
    }
    // world maps (x, y, 0, w) to (x/32 - w, w - y/32, 0, w).
    let img = draw_with(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_SHORT4, POS, 0),
            ve(0, 8, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ],
        &v,
        12,
    );
    assert_centre_quad(&img, 0x0080FF, 0);
}

#[test]
fn short2n_positions_are_normalised() {
    let t = TestDevice::new();
    let mut v = Vec::new();
    for (x, y) in [(-16384i16, 16384i16), (16384, 16384), (-16384, -16384), (16384, -16384)] {
        v.extend_from_slice(&x.to_le_bytes());
        v.extend_from_slice(&y.to_le_bytes());
        v.extend_from_slice(&0xFF00FF00u32.to_le_bytes());
    }
    // +-16384 / 32767 = +-0.50002: pixels 16..48 (edges within 0.001 px of centres).
    let img = draw_with(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_SHORT2N, POS, 0),
            ve(0, 4, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ],
        &v,
        8,
    );
    assert_centre_quad(&img, 0x00FF00, 0);
}

#[test]
fn ubyte4_positions_are_unnormalised_integers() {
    let t = TestDevice::new();
    t.set_transform(D3DTS_WORLD, &pixel_world());
    let mut v = Vec::new();
    for (x, y) in corners(16u8, 48) {
        v.extend_from_slice(&[x, y, 0, 1]);
        v.extend_from_slice(&0xFF808000u32.to_le_bytes());
    }
    let img = draw_with(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_UBYTE4, POS, 0),
            ve(0, 4, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ],
        &v,
        8,
    );
    assert_centre_quad(&img, 0x808000, 0);
}

#[test]
fn udec3_positions_unpack_three_10_bit_fields() {
    let t = TestDevice::new();
    // Coordinates 0..1023: 256..768 maps onto pixels 16..48.
    let to_pixels = mat_mul(
        &mat_mul(
            &mat_translate(-256.0, -256.0, 0.0),
            &mat_scale(1.0 / 16.0, 1.0 / 16.0, 1.0),
        ),
        &mat_translate(16.0, 16.0, 0.0),
    );
    t.set_transform(D3DTS_WORLD, &mat_mul(&to_pixels, &pixel_world()));
    let mut v = Vec::new();
    for (x, y) in corners(256u32, 768) {
        let z = 0u32;
        v.extend_from_slice(&(x | (y << 10) | (z << 20)).to_le_bytes());
        v.extend_from_slice(&0xFF00FFFFu32.to_le_bytes());
    }
    let img = draw_with(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_UDEC3, POS, 0),
            ve(0, 4, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ],
        &v,
        8,
    );
    assert_centre_quad(&img, 0x00FFFF, 0);
}

#[test]
fn dec3n_positions_are_signed_normalised() {
    let t = TestDevice::new();
    let mut v = Vec::new();
    // +-256 / 511 = +-0.50098: the quad covers pixels 16..48 (edges 0.03 px past the centres).
    let enc = |f: i32| (f as u32) & 0x3FF;
    for (x, y) in [(-256, 256), (256, 256), (-256, -256), (256, -256)] {
        v.extend_from_slice(&(enc(x) | (enc(y) << 10) | (enc(128) << 20)).to_le_bytes());
        v.extend_from_slice(&0xFFFF00FFu32.to_le_bytes());
    }
    let img = draw_with(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_DEC3N, POS, 0),
            ve(0, 4, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ],
        &v,
        8,
    );
    assert_rect_rgb(&img, 17, 17, 47, 47, 0xFF00FF, 0);
    assert_rgb(&img, 8, 8, 0, 0);
    assert_rgb(&img, 56, 56, 0, 0);
}

#[test]
fn float16_2_positions() {
    let t = TestDevice::new();
    let mut v = Vec::new();
    for (x, y) in [(-0.5f32, 0.5f32), (0.5, 0.5), (-0.5, -0.5), (0.5, -0.5)] {
        v.extend_from_slice(&f16(x).to_le_bytes());
        v.extend_from_slice(&f16(y).to_le_bytes());
        v.extend_from_slice(&0xFF4080C0u32.to_le_bytes());
    }
    let img = draw_with(
        &t,
        &[
            ve(0, 0, D3DDECLTYPE_FLOAT16_2, POS, 0),
            ve(0, 4, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ],
        &v,
        8,
    );
    assert_centre_quad(&img, 0x4080C0, 0);
}

/// Draws a pre-transformed quad over pixels 16..48 whose colour element has
/// type `ty` and bytes `color` (padded to `size`).
fn colour_quad(t: &TestDevice, ty: u32, color: &[u8]) -> Image {
    let size = color.len();
    let q = quad(16.0, 16.0, 48.0, 48.0, 0.5, 0);
    let mut v = Vec::new();
    for p in q {
        for f in [p.x, p.y, p.z, p.rhw] {
            v.extend_from_slice(&f.to_le_bytes());
        }
        v.extend_from_slice(color);
    }
    draw_with(
        t,
        &[
            ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
            ve(0, 16, ty, COLOR, 0),
        ],
        &v,
        16 + size as u32,
    )
}

#[test]
fn ubyte4n_colours_are_in_byte_order_rgba() {
    // UBYTE4N: x = byte 0. As a colour x is red (unlike D3DCOLOR, whose byte 0
    // is blue).
    let t = TestDevice::new();
    let img = colour_quad(&t, D3DDECLTYPE_UBYTE4N, &[0x40, 0x80, 0xC0, 0xFF]);
    assert_centre_quad(&img, 0x4080C0, 0);
    let img = colour_quad(&t, D3DDECLTYPE_D3DCOLOR, &[0x40, 0x80, 0xC0, 0xFF]);
    assert_centre_quad(&img, 0xC08040, 0);
}

#[test]
fn short4n_and_ushort4n_colours() {
    let t = TestDevice::new();
    // SHORT4N: v / 32767; negative values clamp to 0 as a colour.
    let c: Vec<u8> = [32767i16, 16384, -32767, 32767]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let img = colour_quad(&t, D3DDECLTYPE_SHORT4N, &c);
    // 16384 / 32767 * 255 = 127.5: tolerance 1 for the rounding of that half.
    assert_centre_quad(&img, 0xFF8000, 1);
    // USHORT4N: v / 65535.
    let c: Vec<u8> = [0u16, 65535, 13107, 65535]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let img = colour_quad(&t, D3DDECLTYPE_USHORT4N, &c);
    assert_centre_quad(&img, 0x00FF33, 0);
}

#[test]
fn float16_4_and_float4_colours() {
    let t = TestDevice::new();
    let c: Vec<u8> = [0.25f32, 0.5, 1.0, 1.0]
        .iter()
        .flat_map(|&v| f16(v).to_le_bytes())
        .collect();
    let img = colour_quad(&t, D3DDECLTYPE_FLOAT16_4, &c);
    // 0.25 * 255 = 63.75 -> 64; 0.5 * 255 = 127.5 -> 128 (tolerance 1).
    assert_centre_quad(&img, 0x4080FF, 1);
    let c: Vec<u8> = [1.0f32, 0.0, 0.5, 1.0].iter().flat_map(|v| v.to_le_bytes()).collect();
    let img = colour_quad(&t, D3DDECLTYPE_FLOAT4, &c);
    assert_centre_quad(&img, 0xFF0080, 1);
}

#[test]
fn missing_components_default_to_0_0_0_1() {
    // A FLOAT3 colour has alpha 1; a FLOAT1 colour is (r, 0, 0, 1).
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let c: Vec<u8> = [0.0f32, 1.0, 0.0].iter().flat_map(|v| v.to_le_bytes()).collect();
    colour_quad(&t, D3DDECLTYPE_FLOAT3, &c);
    assert_argb(&read_surface(t.dev, rt), 32, 32, 0xFF00FF00, 0);
    let c = 1.0f32.to_le_bytes();
    colour_quad(&t, D3DDECLTYPE_FLOAT1, &c);
    assert_argb(&read_surface(t.dev, rt), 32, 32, 0xFFFF0000, 0);
    // SHORT2N colour: (r, g, 0, 1).
    let c: Vec<u8> = [0i16, 32767].iter().flat_map(|v| v.to_le_bytes()).collect();
    colour_quad(&t, D3DDECLTYPE_SHORT2N, &c);
    assert_argb(&read_surface(t.dev, rt), 32, 32, 0xFF00FF00, 0);
    t.restore_back_buffer();
    assert_eq!(release!(rt), 0);
}

#[test]
fn texture_coordinates_in_float1_and_ushort2n() {
    // A 4x4 texture with a different colour per texel; the coordinates pick
    // one texel for the whole quad (point sampling).
    let t = TestDevice::new();
    let colors = [0xFF0000FFu32, 0xFF00FF00, 0xFFFF0000, 0xFFFFFFFF];
    let tex = texture_from_fn(t.dev, 4, 4, D3DFMT_A8R8G8B8, |x, y| {
        if y == 0 {
            colors[x as usize]
        } else {
            0xFF000000
        }
    });
    t.set_texture(0, tex);
    let q = quad(16.0, 16.0, 48.0, 48.0, 0.5, 0);
    let mut v = Vec::new();
    for p in q {
        for f in [p.x, p.y, p.z, p.rhw] {
            v.extend_from_slice(&f.to_le_bytes());
        }
        v.extend_from_slice(&0.625f32.to_le_bytes()); // texel 2; v defaults to 0
    }
    let elements = [
        ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
        ve(0, 16, D3DDECLTYPE_FLOAT1, TEX, 0),
    ];
    let img = draw_with(&t, &elements, &v, 20);
    assert_centre_quad(&img, 0xFF0000, 0);
    let mut v = Vec::new();
    for p in q {
        for f in [p.x, p.y, p.z, p.rhw] {
            v.extend_from_slice(&f.to_le_bytes());
        }
        // u = 57344 / 65535 = 0.875 (texel 3), v = 4096 / 65535 = 0.0625 (row 0).
        v.extend_from_slice(&57344u16.to_le_bytes());
        v.extend_from_slice(&4096u16.to_le_bytes());
    }
    let elements = [
        ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
        ve(0, 16, D3DDECLTYPE_USHORT2N, TEX, 0),
    ];
    let img = draw_with(&t, &elements, &v, 20);
    assert_centre_quad(&img, 0xFFFFFF, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(tex), 0);
}

#[test]
fn elements_may_appear_in_any_order_in_memory() {
    let t = TestDevice::new();
    let q = quad(16.0, 16.0, 48.0, 48.0, 0.5, 0);
    let mut v = Vec::new();
    for p in q {
        v.extend_from_slice(&0xFF805020u32.to_le_bytes());
        for f in [p.x, p.y, p.z, p.rhw] {
            v.extend_from_slice(&f.to_le_bytes());
        }
    }
    // The colour lies before the position in memory while the declaration
    // lists the position first: the offsets decide.
    let img = draw_with(
        &t,
        &[
            ve(0, 4, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0),
            ve(0, 0, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ],
        &v,
        20,
    );
    assert_centre_quad(&img, 0x805020, 0);
}

#[test]
fn get_declaration_returns_the_elements_and_the_end_marker() {
    let t = TestDevice::new();
    let elements = [
        ve(0, 0, D3DDECLTYPE_FLOAT3, POS, 0),
        ve(0, 12, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ve(1, 0, D3DDECLTYPE_FLOAT2, TEX, 3),
    ];
    let decl = t.decl(&elements);
    let mut n = 0u32;
    assert_eq!(vcall!(decl, GetDeclaration, std::ptr::null_mut(), &mut n), D3D_OK);
    assert_eq!(n, 4);
    let mut out = [D3DVERTEXELEMENT9::default(); 4];
    assert_eq!(vcall!(decl, GetDeclaration, out.as_mut_ptr(), &mut n), D3D_OK);
    assert_eq!(&out[..3], &elements);
    assert_eq!(out[3], D3DDECL_END());
    let mut d = std::ptr::null_mut();
    assert_eq!(vcall!(decl, GetDevice, &mut d), D3D_OK);
    assert_eq!(d, t.dev);
    release!(d);
    assert_eq!(release!(decl), 0);
}

#[test]
fn set_fvf_binds_an_equivalent_declaration() {
    let t = TestDevice::new();
    t.fvf(D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_DIFFUSE | D3DFVF_TEX2 | D3DFVF_TEXCOORDSIZE3(1));
    let mut fvf = 0u32;
    assert_eq!(vcall!(t.dev, GetFVF, &mut fvf), D3D_OK);
    assert_eq!(
        fvf,
        D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_DIFFUSE | D3DFVF_TEX2 | D3DFVF_TEXCOORDSIZE3(1)
    );
    let mut decl = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetVertexDeclaration, &mut decl), D3D_OK);
    assert!(!decl.is_null());
    let mut n = 0u32;
    assert_eq!(vcall!(decl, GetDeclaration, std::ptr::null_mut(), &mut n), D3D_OK);
    let mut out = vec![D3DVERTEXELEMENT9::default(); n as usize];
    assert_eq!(vcall!(decl, GetDeclaration, out.as_mut_ptr(), &mut n), D3D_OK);
    let expect = [
        ve(0, 0, D3DDECLTYPE_FLOAT3, POS, 0),
        ve(0, 12, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_NORMAL, 0),
        ve(0, 24, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        ve(0, 28, D3DDECLTYPE_FLOAT2, TEX, 0),
        ve(0, 36, D3DDECLTYPE_FLOAT3, TEX, 1),
        D3DDECL_END(),
    ];
    assert_eq!(out, expect);
    release!(decl);
    // Setting a declaration clears the FVF.
    let d = t.decl(&[ve(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0)]);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, d), D3D_OK);
    assert_eq!(vcall!(t.dev, GetFVF, &mut fvf), D3D_OK);
    assert_eq!(fvf, 0);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(d), 0);
}

#[test]
fn declaration_creation_errors() {
    let t = TestDevice::new();
    let mut d = std::ptr::null_mut();
    // Offset not a multiple of 4: E_FAIL.
    let bad = [
        ve(0, 0, D3DDECLTYPE_FLOAT3, POS, 0),
        ve(0, 13, D3DDECLTYPE_D3DCOLOR, COLOR, 0),
        D3DDECL_END(),
    ];
    assert_eq!(vcall!(t.dev, CreateVertexDeclaration, bad.as_ptr(), &mut d), E_FAIL);
    assert!(d.is_null());
    // Unknown type.
    let bad = [ve(0, 0, 40, POS, 0), D3DDECL_END()];
    assert_eq!(
        vcall!(t.dev, CreateVertexDeclaration, bad.as_ptr(), &mut d),
        D3DERR_INVALIDCALL
    );
    assert!(d.is_null());
    assert_eq!(
        vcall!(t.dev, CreateVertexDeclaration, std::ptr::null(), &mut d),
        D3DERR_INVALIDCALL
    );
    let ok = [ve(0, 0, D3DDECLTYPE_FLOAT3, POS, 0), D3DDECL_END()];
    assert_eq!(
        vcall!(t.dev, CreateVertexDeclaration, ok.as_ptr(), std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    assert_eq!(t.dev_refs(), 1);
}

#[test]
fn fvf_layouts_with_normal_point_size_and_specular_place_the_colours() {
    // XYZ | NORMAL | PSIZE | DIFFUSE | SPECULAR | TEX1: the diffuse colour is
    // at byte 28 and specular at 32; SPECULARENABLE adds the specular.
    let t = TestDevice::new();
    t.rs(D3DRS_SPECULARENABLE, 1);
    t.set_transform(D3DTS_WORLD, &pixel_world());
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct Vx {
        pos: [f32; 3],
        normal: [f32; 3],
        psize: f32,
        diffuse: u32,
        specular: u32,
        uv: [f32; 2],
    }
    let v = |x: f32, y: f32| Vx {
        pos: [x, y, 0.5],
        normal: [0.0, 0.0, -1.0],
        psize: 1.0,
        diffuse: 0xFF402000,
        specular: 0xFF002040,
        uv: [0.0, 0.0],
    };
    t.fvf(D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_PSIZE | D3DFVF_DIFFUSE | D3DFVF_SPECULAR | D3DFVF_TEX1);
    t.clear(0xFF000000);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[v(16.0, 16.0), v(48.0, 16.0), v(16.0, 48.0), v(48.0, 48.0)],
    );
    t.end();
    assert_centre_quad(&t.read_rt(), 0x404040, 0);
}

#[test]
fn xyzw_positions_divide_by_w_and_blend_weights_are_ignored_without_vertex_blending() {
    let t = TestDevice::new();
    // XYZW with w = 2: clip +-1 becomes +-0.5 -> pixels 16..48.
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct W {
        pos: [f32; 4],
        color: u32,
    }
    let w = |x: f32, y: f32| W {
        pos: [x, y, 1.0, 2.0],
        color: 0xFF30C030,
    };
    t.fvf(D3DFVF_XYZW | D3DFVF_DIFFUSE);
    t.clear(0xFF000000);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[w(-1.0, 1.0), w(1.0, 1.0), w(-1.0, -1.0), w(1.0, -1.0)],
    );
    t.end();
    assert_centre_quad(&t.read_rt(), 0x30C030, 0);
    // XYZB2: two blend weights after the position; D3DRS_VERTEXBLEND is
    // DISABLE, so only the world matrix applies.
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct B {
        pos: [f32; 3],
        weights: [f32; 2],
        color: u32,
    }
    let b = |x: f32, y: f32| B {
        pos: [x, y, 0.5],
        weights: [0.25, 0.75],
        color: 0xFFC03030,
    };
    t.set_transform(D3DTS_WORLDMATRIX(1), &mat_scale(0.0, 0.0, 0.0));
    t.fvf(D3DFVF_XYZB2 | D3DFVF_DIFFUSE);
    t.clear(0xFF000000);
    t.begin();
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &[b(-0.5, 0.5), b(0.5, 0.5), b(-0.5, -0.5), b(0.5, -0.5)],
    );
    t.end();
    assert_centre_quad(&t.read_rt(), 0xC03030, 0);
}
