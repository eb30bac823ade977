//! Shader objects: creation frames and validates the bytecode, GetFunction
//! returns it, binding follows the usual rules. Drawing with shaders is in
//! `shader_draws`.

use wgd3d9_tests::*;

/// vs_1_1: dcl_position v0; mov oPos, v0; end.
const VS_11: [u32; 8] = [
    0xFFFE_0101,
    0x0000_001F,
    0x8000_0000,
    0x900F_0000,
    0x0000_0001,
    0xC00F_0000,
    0x90E4_0000,
    0x0000_FFFF,
];
/// ps_2_0: a comment, then mov oC0, c0 (length 2); end.
const PS_20: [u32; 7] = [
    0xFFFF_0200,
    0x0001_FFFE,
    0x1234_5678,
    0x0200_0001,
    0x800F_0800,
    0xA0E4_0000,
    0x0000_FFFF,
];

#[test]
fn create_validates_and_get_function_returns_the_bytecode() {
    let t = TestDevice::new();
    let mut vs = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateVertexShader, VS_11.as_ptr(), &mut vs), D3D_OK);
    let mut size = 0u32;
    assert_eq!(vcall!(vs, GetFunction, std::ptr::null_mut(), &mut size), D3D_OK);
    assert_eq!(size, 32);
    let mut copy = [0u32; 8];
    assert_eq!(vcall!(vs, GetFunction, copy.as_mut_ptr().cast(), &mut size), D3D_OK);
    assert_eq!(copy, VS_11);
    let mut small = 4u32;
    assert_eq!(
        vcall!(vs, GetFunction, copy.as_mut_ptr().cast(), &mut small),
        D3DERR_INVALIDCALL
    );

    let mut ps = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreatePixelShader, PS_20.as_ptr(), &mut ps), D3D_OK);
    // A vertex shader's bytecode is not a pixel shader, and garbage is neither.
    let mut bad_ps = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, CreatePixelShader, VS_11.as_ptr(), &mut bad_ps),
        D3DERR_INVALIDCALL
    );
    assert!(bad_ps.is_null());
    let mut bad = std::ptr::null_mut();
    let garbage = [0x1234_5678u32, 0x0000_FFFF];
    assert_eq!(
        vcall!(t.dev, CreateVertexShader, garbage.as_ptr(), &mut bad),
        D3DERR_INVALIDCALL
    );
    // A stage mismatch in the version token of an otherwise valid stream.
    let ps_version = [0xFFFF_0104u32, 0x0000_FFFF];
    assert_eq!(
        vcall!(t.dev, CreateVertexShader, ps_version.as_ptr(), &mut bad),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(t.dev, CreateVertexShader, std::ptr::null(), &mut bad),
        D3DERR_INVALIDCALL
    );
    assert!(bad.is_null());

    // Binding: Get returns the object with a reference; the wrong kind is refused.
    assert_eq!(vcall!(t.dev, SetVertexShader, vs), D3D_OK);
    assert_eq!(
        vcall!(t.dev, SetPixelShader, vs as *mut IDirect3DPixelShader9),
        D3DERR_INVALIDCALL
    );
    let mut got = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetVertexShader, &mut got), D3D_OK);
    assert_eq!(got, vs);
    assert_eq!(refcount(vs), 2);
    release!(got);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(vs), 0);
    assert_eq!(release!(ps), 0);
}
