//! Helpers of the tests that draw with programmable shaders: shaders from
//! assembly text, constants, and a full-screen clip-space quad.

use wgd3d9_shader::dxso::asm::assemble;
use wgd3d9_tests::*;

pub fn vs(t: &TestDevice, text: &str) -> *mut IDirect3DVertexShader9 {
    let tokens = assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut s = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, CreateVertexShader, tokens.as_ptr(), &mut s),
        D3D_OK,
        "{text}"
    );
    s
}

pub fn ps(t: &TestDevice, text: &str) -> *mut IDirect3DPixelShader9 {
    let tokens = assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut s = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, CreatePixelShader, tokens.as_ptr(), &mut s),
        D3D_OK,
        "{text}"
    );
    s
}

pub fn ps_const(t: &TestDevice, r: u32, v: [f32; 4]) {
    assert_eq!(vcall!(t.dev, SetPixelShaderConstantF, r, v.as_ptr(), 1), D3D_OK);
}

pub fn vs_const(t: &TestDevice, r: u32, v: &[[f32; 4]]) {
    assert_eq!(
        vcall!(t.dev, SetVertexShaderConstantF, r, v.as_ptr().cast(), v.len() as u32),
        D3D_OK
    );
}

pub const IDENTITY_ROWS: [[f32; 4]; 4] = [
    [1.0, 0.0, 0.0, 0.0],
    [0.0, 1.0, 0.0, 0.0],
    [0.0, 0.0, 1.0, 0.0],
    [0.0, 0.0, 0.0, 1.0],
];

/// Draws the full-screen clip-space quad (D3DFVF_XYZ | D3DFVF_DIFFUSE) with
/// whatever shaders are bound.
pub fn draw_clip_quad(t: &TestDevice, color: u32) {
    t.fvf(XYZ_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, color));
    t.end();
}

pub const PASS_VS: &str = "vs_2_0\ndcl_position v0\ndcl_color v1\nm4x4 oPos, v0, c0\nmov oD0, v1\n";

pub fn to8(v: f32) -> u32 {
    (v.clamp(0.0, 1.0) * 255.0).round() as u32
}

pub fn rgb(r: f32, g: f32, b: f32) -> u32 {
    (to8(r) << 16) | (to8(g) << 8) | to8(b)
}
