//! Software vertex processing (D3DCREATE_SOFTWARE_VERTEXPROCESSING, and
//! MIXED with SetSoftwareVertexProcessing): 8,192 vertex shader float
//! constants, 2,048 integer and boolean ones, and vertex shaders that read
//! past c255, directly or relatively. The limits and the refused first draw
//! follow what Windows does in Wine's test_vertex_shader_constant,
//! test_get_set_vertex_shader and test_mvp_software_vertex_shaders.

use crate::shader_util::{draw_clip_quad, vs, vs_const};
use wgd3d9_shader::dxso::asm::assemble;
use wgd3d9_tests::*;

const SW: u32 = D3DCREATE_SOFTWARE_VERTEXPROCESSING;
const MIXED: u32 = D3DCREATE_MIXED_VERTEXPROCESSING;
const HW: u32 = D3DCREATE_HARDWARE_VERTEXPROCESSING;

/// Reads c300 directly: only software vertex processing runs it.
const HIGH_VS: &str = "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oD0, c300\n";
/// Reads c[a0.x] with a0.x from c0.x.
const RELATIVE_VS: &str = "vs_2_0\ndcl_position v0\nmova a0.x, c0.x\nmov oPos, v0\nmov oD0, c[a0.x]\n";

fn caps(t: &TestDevice) -> D3DCAPS9 {
    // SAFETY: plain data; GetDeviceCaps overwrites it.
    let mut caps: D3DCAPS9 = unsafe { std::mem::zeroed() };
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut caps), D3D_OK);
    caps
}

fn set_f(t: &TestDevice, r: u32) -> HRESULT {
    let v = [0.5f32; 4];
    vcall!(t.dev, SetVertexShaderConstantF, r, v.as_ptr(), 1)
}

fn get_f(t: &TestDevice, r: u32) -> [f32; 4] {
    let mut v = [0f32; 4];
    assert_eq!(vcall!(t.dev, GetVertexShaderConstantF, r, v.as_mut_ptr(), 1), D3D_OK);
    v
}

fn set_i(t: &TestDevice, r: u32) -> HRESULT {
    let v = [1i32; 4];
    vcall!(t.dev, SetVertexShaderConstantI, r, v.as_ptr(), 1)
}

fn set_b(t: &TestDevice, r: u32) -> HRESULT {
    let v: BOOL = 1;
    vcall!(t.dev, SetVertexShaderConstantB, r, &v, 1)
}

fn try_vs(t: &TestDevice, text: &str) -> HRESULT {
    let tokens = assemble(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut s: *mut IDirect3DVertexShader9 = std::ptr::null_mut();
    let hr = vcall!(t.dev, CreateVertexShader, tokens.as_ptr(), &mut s);
    if !s.is_null() {
        release!(s);
    }
    hr
}

#[test]
fn software_devices_have_the_larger_constant_files() {
    for (flags, reported, files) in [
        (SW, 8192, (8192, 2048)),
        (MIXED, 256, (8192, 2048)),
        (HW, 256, (256, 16)),
    ] {
        let t = TestDevice::with_vertex_processing(flags);
        // A MIXED device reports the hardware count, yet takes the
        // software registers whatever its current mode.
        assert_eq!(caps(&t).MaxVertexShaderConst, reported, "flags {flags:#x}");
        let (floats, others) = files;
        assert_eq!(set_f(&t, floats - 1), D3D_OK, "flags {flags:#x}");
        assert_eq!(set_f(&t, floats), D3DERR_INVALIDCALL, "flags {flags:#x}");
        assert_eq!(set_i(&t, others - 1), D3D_OK, "flags {flags:#x}");
        assert_eq!(set_i(&t, others), D3DERR_INVALIDCALL, "flags {flags:#x}");
        assert_eq!(set_b(&t, others - 1), D3D_OK, "flags {flags:#x}");
        assert_eq!(set_b(&t, others), D3DERR_INVALIDCALL, "flags {flags:#x}");
        assert_eq!(get_f(&t, floats - 1), [0.5; 4]);
        // Shaders naming registers past c255 need software vertex processing.
        let expected = if flags == HW { D3DERR_INVALIDCALL } else { D3D_OK };
        assert_eq!(try_vs(&t, HIGH_VS), expected, "flags {flags:#x}");
        let def_high = "vs_1_1\ndcl_position v0\ndef c256, 1, 1, 1, 1\nadd r0, v0, c256\nmov oPos, r0\n";
        assert_eq!(try_vs(&t, def_high), expected, "flags {flags:#x}");
    }
}

#[test]
fn a_shader_reads_constants_past_c255_under_software_vertex_processing() {
    let t = TestDevice::with_vertex_processing(SW);
    let s = vs(&t, HIGH_VS);
    vs_const(&t, 300, &[[0.0, 1.0, 0.0, 1.0]]);
    // The registers around it stay apart.
    vs_const(&t, 299, &[[1.0, 0.0, 0.0, 1.0]]);
    vs_const(&t, 301, &[[0.0, 0.0, 1.0, 1.0]]);
    assert_eq!(vcall!(t.dev, SetVertexShader, s), D3D_OK);
    t.clear(0xFF000000);
    draw_clip_quad(&t, 0xFFFF00FF);
    assert_argb(&t.read_rt(), 32, 32, 0xFF00FF00, 1);
    // A later value of the register reaches the next draw.
    vs_const(&t, 300, &[[1.0, 1.0, 0.0, 1.0]]);
    draw_clip_quad(&t, 0xFFFF00FF);
    assert_argb(&t.read_rt(), 32, 32, 0xFFFFFF00, 1);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    release!(s);
}

#[test]
fn relative_reads_reach_every_register_in_software_mode_only() {
    let t = TestDevice::with_vertex_processing(MIXED);
    assert_eq!(vcall!(t.dev, SetSoftwareVertexProcessing, 1), D3D_OK);
    let s = vs(&t, RELATIVE_VS);
    assert_eq!(vcall!(t.dev, SetVertexShader, s), D3D_OK);
    for (index, color, expected) in [
        (5000.0, [0.0, 0.0, 1.0, 1.0], 0xFF0000FF),
        (8191.0, [1.0, 0.0, 1.0, 1.0], 0xFFFF00FF),
        (7.0, [0.0, 1.0, 1.0, 1.0], 0xFF00FFFF),
    ] {
        vs_const(&t, 0, &[[index, 0.0, 0.0, 0.0]]);
        vs_const(&t, index as u32, &[color]);
        t.clear(0xFF000000);
        draw_clip_quad(&t, 0xFFFF0000);
        assert_argb(&t.read_rt(), 32, 32, expected, 1);
    }
    // Hardware vertex processing: the same shader reads c7 as before.
    assert_eq!(vcall!(t.dev, SetSoftwareVertexProcessing, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, GetSoftwareVertexProcessing), 0);
    t.clear(0xFF000000);
    draw_clip_quad(&t, 0xFFFF0000);
    assert_argb(&t.read_rt(), 32, 32, 0xFF00FFFF, 1);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    release!(s);
}

#[test]
fn a_software_shader_without_software_mode_is_refused_once_then_drawn_without_it() {
    let t = TestDevice::with_vertex_processing(MIXED);
    let s = vs(
        &t,
        "vs_2_0\ndcl_position v0\ndef c256, 1, 1, 1, 1\nmov oPos, v0\nmov oD0, c256\n",
    );
    assert_eq!(vcall!(t.dev, SetVertexShader, s), D3D_OK);
    t.fvf(XYZ_FVF);
    t.clear(0xFF000000);
    t.begin();
    let quad = clip_quad(0.5, 0xFFFF0000);
    let hr = vcall!(
        t.dev,
        DrawPrimitiveUP,
        D3DPT_TRIANGLESTRIP,
        2,
        quad.as_ptr().cast(),
        std::mem::size_of_val(&quad[0]) as u32
    );
    t.end();
    assert_eq!(hr, D3DERR_INVALIDCALL, "the first draw is refused");
    assert_argb(&t.read_rt(), 32, 32, 0xFF000000, 0);
    // Later draws run with the fixed-function vertex stage: the vertex
    // colour, as on Windows.
    draw_clip_quad(&t, 0xFFFF0000);
    assert_argb(&t.read_rt(), 32, 32, 0xFFFF0000, 1);
    let mut bound = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetVertexShader, &mut bound), D3D_OK);
    assert_eq!(bound, s, "the shader stays bound");
    release!(bound);
    // Software vertex processing runs the shader.
    assert_eq!(vcall!(t.dev, SetSoftwareVertexProcessing, 1), D3D_OK);
    draw_clip_quad(&t, 0xFFFF0000);
    assert_argb(&t.read_rt(), 32, 32, 0xFFFFFFFF, 1);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    release!(s);
}

#[test]
fn state_blocks_capture_registers_past_c255() {
    let t = TestDevice::with_vertex_processing(MIXED);
    vs_const(&t, 4000, &[[1.0, 2.0, 3.0, 4.0]]);
    let mut block = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateStateBlock, D3DSBT_ALL, &mut block), D3D_OK);
    vs_const(&t, 4000, &[[0.0; 4]]);
    assert_eq!(vcall!(block, Apply), D3D_OK);
    assert_eq!(get_f(&t, 4000), [1.0, 2.0, 3.0, 4.0]);
    // Recorded blocks take them too, and integer registers past 15.
    assert_eq!(vcall!(t.dev, BeginStateBlock), D3D_OK);
    vs_const(&t, 5000, &[[5.0; 4]]);
    assert_eq!(set_i(&t, 100), D3D_OK);
    let mut recorded = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, EndStateBlock, &mut recorded), D3D_OK);
    vs_const(&t, 5000, &[[0.0; 4]]);
    assert_eq!(vcall!(recorded, Apply), D3D_OK);
    assert_eq!(get_f(&t, 5000), [5.0; 4]);
    release!(block);
    release!(recorded);
}
