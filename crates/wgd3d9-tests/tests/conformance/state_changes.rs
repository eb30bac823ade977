//! State changed between draws of one scene takes effect for the next draw
//! only: transforms, the texture factor, stage constants, the alpha
//! reference, the blend factor, the stencil reference, the viewport, the
//! vertex declaration and the bound texture, each changed between draws that
//! are otherwise identical.

use wgd3d9_tests::*;

/// Four columns of 16 pixels; `before(i)` runs before column i is drawn with
/// `draw(i)`; returns the colour at the centre of each column.
fn columns(t: &TestDevice, mut before: impl FnMut(u32), mut draw: impl FnMut(u32)) -> [u32; 4] {
    // Colour only: depth and stencil are left as the test set them.
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0),
        D3D_OK
    );
    t.rs(D3DRS_ZENABLE, 0);
    t.begin();
    for i in 0..4 {
        before(i);
        draw(i);
    }
    t.end();
    let img = t.read_rt();
    std::array::from_fn(|i| img.at(i as u32 * 16 + 8, 32) & 0xFFFFFF)
}

fn rect_col(t: &TestDevice, i: u32, color: u32) {
    t.draw_rect(i * 16, 0, i * 16 + 16, 64, color);
}

#[test]
fn world_matrix_changes_between_draws() {
    let t = TestDevice::new();
    t.fvf(XYZ_FVF);
    // One untransformed quad over column 0 (clip x -1 .. -0.5), moved right by
    // i * 0.5 clip units (16 pixels) per draw.
    let q = {
        let v = |x: f32, y: f32| Vertex {
            x,
            y,
            z: 0.5,
            color: 0xFF00FF00,
        };
        [v(-1.0, 1.0), v(-0.5, 1.0), v(-1.0, -1.0), v(-0.5, -1.0)]
    };
    let got = columns(
        &t,
        |i| t.set_transform(D3DTS_WORLD, &mat_translate(i as f32 * 0.5, 0.0, 0.0)),
        |i| {
            if i != 2 {
                t.draw_up(D3DPT_TRIANGLESTRIP, 2, &q)
            }
        },
    );
    assert_eq!(got, [0x00FF00, 0x00FF00, 0, 0x00FF00]);
}

#[test]
fn texture_factor_and_stage_constant_change_between_draws() {
    let t = TestDevice::new();
    t.tss(0, D3DTSS_COLOROP, D3DTOP_ADD);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TFACTOR);
    t.tss(0, D3DTSS_COLORARG2, D3DTA_CONSTANT);
    let got = columns(
        &t,
        |i| {
            t.rs(D3DRS_TEXTUREFACTOR, 0xFF000000 | (i * 0x40) << 16);
            t.tss(0, D3DTSS_CONSTANT, i * 0x30);
        },
        |i| rect_col(&t, i, 0xFFFFFFFF),
    );
    assert_eq!(got, [0x000000, 0x400030, 0x800060, 0xC00090]);
}

#[test]
fn alpha_reference_changes_between_draws() {
    let t = TestDevice::new();
    t.rs(D3DRS_ALPHATESTENABLE, 1);
    t.rs(D3DRS_ALPHAFUNC, D3DCMP_GREATEREQUAL);
    let got = columns(
        &t,
        |i| t.rs(D3DRS_ALPHAREF, [0x10, 0x90, 0x50, 0xFF][i as usize]),
        |i| rect_col(&t, i, 0x80FFFFFF),
    );
    assert_eq!(got, [0xFFFFFF, 0, 0xFFFFFF, 0]);
}

#[test]
fn blend_factor_changes_between_draws() {
    let t = TestDevice::new();
    t.rs(D3DRS_ALPHABLENDENABLE, 1);
    t.rs(D3DRS_SRCBLEND, D3DBLEND_BLENDFACTOR);
    t.rs(D3DRS_DESTBLEND, D3DBLEND_ZERO);
    let got = columns(
        &t,
        |i| {
            t.rs(
                D3DRS_BLENDFACTOR,
                [0xFFFFFFFF, 0xFF000000, 0xFFFF0000, 0xFF00FF00][i as usize],
            )
        },
        |i| rect_col(&t, i, 0xFFFFFFFF),
    );
    assert_eq!(got, [0xFFFFFF, 0x000000, 0xFF0000, 0x00FF00]);
}

#[test]
fn stencil_reference_changes_between_draws() {
    let t = TestDevice::new();
    assert_eq!(
        vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_STENCIL, 0, 1.0, 2),
        D3D_OK
    );
    t.rs(D3DRS_STENCILENABLE, 1);
    t.rs(D3DRS_STENCILFUNC, D3DCMP_EQUAL);
    let got = columns(
        &t,
        |i| {
            // `columns` clears only the colour: the stencil stays 2.
            t.rs(D3DRS_STENCILREF, [2, 1, 2, 3][i as usize]);
        },
        |i| rect_col(&t, i, 0xFFFFFFFF),
    );
    assert_eq!(got, [0xFFFFFF, 0, 0xFFFFFF, 0]);
}

#[test]
fn viewport_changes_between_draws() {
    let t = TestDevice::new();
    t.fvf(XYZ_FVF);
    let got = columns(
        &t,
        |i| t.set_viewport(i * 16, 0, 16, 64, 0.0, 1.0),
        |i| {
            if i != 1 {
                t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, 0xFF0000FF));
            }
        },
    );
    assert_eq!(got, [0x0000FF, 0, 0x0000FF, 0x0000FF]);
}

#[test]
fn textures_and_vertex_formats_change_between_draws() {
    let t = TestDevice::new();
    let a = solid_texture(t.dev, D3DFMT_X8R8G8B8, 0xFFFF0000);
    let b = solid_texture(t.dev, D3DFMT_X8R8G8B8, 0xFF0000FF);
    let got = columns(
        &t,
        |i| match i {
            0 => t.set_texture(0, a),
            1 => t.set_texture(0, b),
            2 => t.set_texture(0, std::ptr::null_mut()),
            _ => t.set_texture(0, a),
        },
        |i| {
            if i == 3 {
                // No texture coordinates: the untextured FVF, diffuse only.
                t.draw_rect(i * 16, 0, i * 16 + 16, 64, 0xFFFFFF00)
            } else {
                t.draw_tex_rect(i * 16, 0, i * 16 + 16, 64, 0xFF808080)
            }
        },
    );
    // Column 3: a texture is bound but the vertices have no coordinates: it is
    // sampled at (0, 0) and modulated with the diffuse.
    assert_eq!(got, [0x800000, 0x000080, 0x808080, 0xFF0000]);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(a), 0);
    assert_eq!(release!(b), 0);
}
