//! The Rust API against bad input: what D3D9 would read past the end of a
//! slice is refused with D3DERR_INVALIDCALL, and the device goes on working.
#![cfg(feature = "native")]

use wgd3d9::safe::{Device, Direct3D9, Error, PresentParameters};
use wgd3d9_types::*;

fn device() -> Device {
    let d3d = Direct3D9::new().expect("a Direct3D9 object (lavapipe)");
    d3d.create_device(&PresentParameters::new(16, 16))
        .expect("a headless device")
}

fn element(stream: u16, kind: u32) -> D3DVERTEXELEMENT9 {
    D3DVERTEXELEMENT9 {
        Stream: stream,
        Offset: 0,
        Type: kind as _,
        Method: D3DDECLMETHOD_DEFAULT as _,
        Usage: D3DDECLUSAGE_POSITION as _,
        UsageIndex: 0,
    }
}

#[test]
fn a_declaration_without_its_end_marker_is_refused() {
    let dev = device();
    let position = element(0, D3DDECLTYPE_FLOAT3);
    // Stream 0xFF alone is no end marker: the type must be UNUSED too.
    let almost_end = element(0xff, D3DDECLTYPE_FLOAT3);
    for elements in [&[][..], &[position][..], &[position, almost_end][..]] {
        let made = dev.create_vertex_declaration(elements);
        assert_eq!(
            made.err(),
            Some(Error(D3DERR_INVALIDCALL)),
            "{} elements",
            elements.len()
        );
    }
    let end = D3DDECL_END();
    assert!(dev.create_vertex_declaration(&[position, end]).is_ok());
    // Elements after the first end marker are not read.
    assert!(dev.create_vertex_declaration(&[position, end, almost_end]).is_ok());
}

/// vs_2_0: mov oPos, v0; end (without the end token when `end` is false).
fn vertex_shader(end: bool) -> Vec<u32> {
    let mut t = vec![
        0xfffe_0200,
        0x0200_001f,
        0x8000_0000,
        0x900f_0000,
        0x0200_0001,
        0xc00f_0000,
        0x90e4_0000,
    ];
    if end {
        t.push(0x0000_ffff);
    }
    t
}

/// ps_2_0: mov oC0, c0; end (without the end token when `end` is false).
fn pixel_shader(end: bool) -> Vec<u32> {
    let mut t = vec![0xffff_0200, 0x0200_0001, 0x800f_0800, 0xa0e4_0000];
    if end {
        t.push(0x0000_ffff);
    }
    t
}

#[test]
fn shader_bytecode_without_its_end_token_is_refused() {
    let dev = device();
    for end in [false, true] {
        let refused = (!end).then_some(Error(D3DERR_INVALIDCALL));
        let vs = dev.create_vertex_shader(&vertex_shader(end));
        assert_eq!(vs.err(), refused, "vertex shader, end token {end}");
        let ps = dev.create_pixel_shader(&pixel_shader(end));
        assert_eq!(ps.err(), refused, "pixel shader, end token {end}");
    }
    assert_eq!(dev.create_vertex_shader(&[]).err(), Some(Error(D3DERR_INVALIDCALL)));
    // The device still draws.
    dev.clear(D3DCLEAR_TARGET, 0xff00_00ff, 1.0, 0).unwrap();
    dev.present().unwrap();
}
