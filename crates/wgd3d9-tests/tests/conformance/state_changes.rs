//! State changed between draws of one scene takes effect for the next draw
//! only: transforms, the texture factor, stage constants, the alpha
//! reference, the fog colour, the blend factor, the blend states, colour
//! writes and the cull mode, the stencil reference, the viewport, the
//! vertex declaration and the bound texture, each changed between draws that
//! are otherwise identical; and vertex stages met again (a shader or fixed
//! function with a declaration and states seen before) draw as they did.

use crate::ff_lighting::{cv, material, BLACK};
use crate::shader_util::{ps, ps_const, vs};
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
fn texture_factor_alpha_reference_and_fog_colour_change_alone_between_draws() {
    // Each changes one register of the fixed-function pixel block, written
    // over the block the draw before used. Diffuse alpha 0x80, tested
    // against the reference; table fog at z 0.5 between 0 and 1 leaves
    // half of the colour, the fog colour makes up the other half.
    let t = TestDevice::new();
    t.tss(0, D3DTSS_COLOROP, D3DTOP_MODULATE);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TFACTOR);
    t.tss(0, D3DTSS_COLORARG2, D3DTA_DIFFUSE);
    t.tss(0, D3DTSS_ALPHAOP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_ALPHAARG1, D3DTA_DIFFUSE);
    t.rs(D3DRS_ALPHATESTENABLE, 1);
    t.rs(D3DRS_ALPHAFUNC, D3DCMP_GREATEREQUAL);
    t.rs(D3DRS_ALPHAREF, 0x10);
    t.rs(D3DRS_FOGENABLE, 1);
    t.rs(D3DRS_FOGTABLEMODE, D3DFOG_LINEAR);
    t.rs(D3DRS_FOGSTART, f2dw(0.0));
    t.rs(D3DRS_FOGEND, f2dw(1.0));
    t.rs(D3DRS_FOGCOLOR, 0);
    t.rs(D3DRS_TEXTUREFACTOR, 0xFFFF0000);
    let got = columns(
        &t,
        |i| match i {
            1 => t.rs(D3DRS_FOGCOLOR, 0xFF0000FF),
            2 => t.rs(D3DRS_ALPHAREF, 0x90),
            3 => {
                t.rs(D3DRS_ALPHAREF, 0x10);
                t.rs(D3DRS_TEXTUREFACTOR, 0xFF00FF00);
            }
            _ => {}
        },
        |i| rect_col(&t, i, 0x80FFFFFF),
    );
    // Half of 0xFF is 0x7F or 0x80 by the rounding of the blend: within 2.
    let want = [0x800000, 0x800080, 0, 0x008080];
    for (i, (&g, w)) in got.iter().zip(want).enumerate() {
        assert!(color_distance(g, w, true) <= 2, "column {i}: {g:06x}, want {w:06x}");
    }

    // After a pixel shader's draw, the fixed-function block is made again
    // for a change of the texture factor alone, not written over the
    // shader's block.
    t.rs(D3DRS_FOGENABLE, 0);
    let shader = ps(&t, "ps_2_0\nmov oC0, c0\n");
    ps_const(&t, 0, [0.0, 1.0, 0.0, 1.0]);
    let got = columns(
        &t,
        |i| match i {
            1 => assert_eq!(vcall!(t.dev, SetPixelShader, shader), D3D_OK),
            2 => {
                assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
                t.rs(D3DRS_TEXTUREFACTOR, 0xFF0000FF);
            }
            3 => t.rs(D3DRS_TEXTUREFACTOR, 0xFFFFFFFF),
            _ => {}
        },
        |i| rect_col(&t, i, 0x80FFFFFF),
    );
    assert_eq!(got, [0x00FF00, 0x00FF00, 0x0000FF, 0xFFFFFF]);
    assert_eq!(release!(shader), 0);
}

#[test]
fn texture_factor_changes_over_a_frame_of_more_constants_than_a_chunk_holds() {
    // One pixel a draw, each in its own texture factor: 1,536 fixed-function
    // pixel blocks of 496 bytes, about three of the frame's 256 KiB chunks
    // of pixel constants.
    let (w, h) = (48, 32);
    let t = TestDevice::sized(w, h);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TFACTOR);
    let color = |i: u32| 0xFF000000 | (i & 0xFF) << 16 | (i >> 8) << 13 | ((i * 7) & 0xFF);
    t.clear(0xFF000000);
    t.begin();
    for i in 0..w * h {
        t.rs(D3DRS_TEXTUREFACTOR, color(i));
        t.draw_rect(i % w, i / w, i % w + 1, i / w + 1, 0xFFFFFFFF);
    }
    t.end();
    let img = t.read_rt();
    for i in 0..w * h {
        assert_rgb(&img, i % w, i / w, color(i), 0);
    }
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
fn blend_states_colour_writes_and_cull_mode_change_alone_between_draws() {
    let t = TestDevice::new();
    t.rs(D3DRS_SRCBLEND, D3DBLEND_SRCALPHA);
    t.rs(D3DRS_DESTBLEND, D3DBLEND_INVSRCALPHA);
    // Orange at alpha 128 over the black the columns are cleared to: blended,
    // each channel times 128/255 (or 127/255 for INVSRCALPHA); `quad` winds
    // clockwise, so D3DCULL_CW culls it.
    let orange = 0x80FF8040;
    let red_only = D3DCOLORWRITEENABLE_RED | D3DCOLORWRITEENABLE_ALPHA;
    let near = |got: [u32; 4], want: [u32; 4]| {
        for (i, (g, w)) in got.into_iter().zip(want).enumerate() {
            assert!(
                color_distance(g, w, true) <= 1,
                "column {i}: {g:06x}, expected {w:06x} (tolerance 1)"
            );
        }
    };
    let got = columns(
        &t,
        |i| match i {
            0 => t.rs(D3DRS_ALPHABLENDENABLE, 0),
            1 => t.rs(D3DRS_ALPHABLENDENABLE, 1),
            2 => t.rs(D3DRS_COLORWRITEENABLE, red_only),
            _ => t.rs(D3DRS_CULLMODE, D3DCULL_CW),
        },
        |i| rect_col(&t, i, orange),
    );
    near(got, [0xFF8040, 0x804020, 0x800000, 0x000000]);
    // And back, one state at a time.
    let got = columns(
        &t,
        |i| match i {
            0 => t.rs(D3DRS_CULLMODE, D3DCULL_CCW),
            1 => t.rs(D3DRS_COLORWRITEENABLE, 0xF),
            2 => t.rs(D3DRS_ALPHABLENDENABLE, 0),
            _ => {
                t.rs(D3DRS_ALPHABLENDENABLE, 1);
                t.rs(D3DRS_SRCBLEND, D3DBLEND_INVSRCALPHA);
            }
        },
        |i| rect_col(&t, i, orange),
    );
    near(got, [0x800000, 0x804020, 0xFF8040, 0x7F4020]);
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

/// Where a vertex's position (FLOAT3) and colour (D3DCOLOR) lie in it, and
/// its stride.
#[derive(Clone, Copy)]
struct Layout {
    position: u16,
    color: u16,
    stride: u32,
}

/// The four vertices of a strip over column `i` (eight pixels of a 64-pixel
/// target, whole height) in clip space, laid out as `l` says.
fn column_strip(i: u32, l: Layout, color: u32) -> Vec<u8> {
    let x0 = -1.0 + i as f32 * 0.25;
    let mut bytes = vec![0u8; 4 * l.stride as usize];
    for (v, (x, y)) in [(x0, 1.0), (x0 + 0.25, 1.0), (x0, -1.0), (x0 + 0.25, -1.0)]
        .into_iter()
        .enumerate()
    {
        let at = v * l.stride as usize;
        let p = at + l.position as usize;
        for (k, c) in [x, y, 0.5f32].into_iter().enumerate() {
            bytes[p + 4 * k..p + 4 * k + 4].copy_from_slice(&c.to_le_bytes());
        }
        let c = at + l.color as usize;
        bytes[c..c + 4].copy_from_slice(&color.to_le_bytes());
    }
    bytes
}

/// Draws [`column_strip`] with the bound declaration and shader.
fn draw_column(t: &TestDevice, i: u32, l: Layout, color: u32) {
    let bytes = column_strip(i, l, color);
    let hr = vcall!(
        t.dev,
        DrawPrimitiveUP,
        D3DPT_TRIANGLESTRIP,
        2,
        bytes.as_ptr().cast(),
        l.stride
    );
    assert_eq!(hr, D3D_OK);
}

#[test]
fn vertex_stages_met_again_draw_with_their_own_declaration_stride_and_states() {
    // Eight columns in one scene, a shader draw and a fixed-function draw in
    // turn (each switch resolves the vertex stage again). The later draws
    // meet stages seen before: the same shader or fixed-function states with
    // another declaration or stride, and the same declaration with another
    // fixed-function key (lighting). Each must draw with its own.
    let t = TestDevice::new();
    let shader = vs(&t, "vs_1_1\ndcl_position v0\ndcl_color v1\nmov oPos, v0\nmov oD0, v1\n");
    let a = Layout {
        position: 0,
        color: 12,
        stride: 16,
    };
    let b = Layout {
        position: 4,
        color: 0,
        stride: 16,
    };
    let a_wide = Layout { stride: 24, ..a };
    let decl = |l: Layout| {
        t.decl(&[
            ve(0, l.position, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
            ve(0, l.color, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
        ])
    };
    let (decl_a, decl_b) = (decl(a), decl(b));
    // Lit without lights: the global ambient times the material's ambient.
    let m = material(BLACK, cv(1.0, 1.0, 1.0, 1.0), BLACK, BLACK, 0.0);
    assert_eq!(vcall!(t.dev, SetMaterial, &m), D3D_OK);
    t.rs(D3DRS_AMBIENT, 0xFF404040);
    // (shader?, declaration, layout, lit, colour) per column.
    let draws = [
        (true, decl_a, a, false, 0xFFFF0000),
        (false, decl_a, a, false, 0xFF00FF00),
        (true, decl_b, b, false, 0xFF0000FF),
        (false, decl_b, b, true, 0xFFFFFFFF),
        (true, decl_a, a_wide, false, 0xFFFFFF00),
        (false, decl_b, b, false, 0xFF00FFFF),
        (true, decl_b, b, false, 0xFFFF00FF),
        (false, decl_a, a, true, 0xFF000000),
    ];
    t.clear(0xFF000000);
    t.begin();
    for (i, &(with_shader, d, layout, lit, color)) in draws.iter().enumerate() {
        let s = if with_shader { shader } else { std::ptr::null_mut() };
        assert_eq!(vcall!(t.dev, SetVertexShader, s), D3D_OK);
        assert_eq!(vcall!(t.dev, SetVertexDeclaration, d), D3D_OK);
        t.rs(D3DRS_LIGHTING, lit as u32);
        draw_column(&t, i as u32, layout, color);
    }
    t.end();
    let img = t.read_rt();
    let got: Vec<u32> = (0..8).map(|i| img.at(i * 8 + 4, 32) & 0xFFFFFF).collect();
    assert_eq!(
        got,
        [0xFF0000, 0x00FF00, 0x0000FF, 0x404040, 0xFFFF00, 0x00FFFF, 0xFF00FF, 0x404040]
    );
    // A declaration made after one is released takes its name once the
    // frame that released it is replayed; it draws with its own layout, not
    // with the stage kept for the one before.
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(decl_a), 0);
    t.present();
    t.read_rt();
    t.read_rt();
    let c = Layout {
        position: 4,
        color: 0,
        stride: 16,
    };
    let decl_c = decl(c);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl_c), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexShader, shader), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    draw_column(&t, 0, c, 0xFF808080);
    t.end();
    assert_rgb(&t.read_rt(), 4, 32, 0x808080, 0);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(shader), 0);
    assert_eq!(release!(decl_b), 0);
    assert_eq!(release!(decl_c), 0);
}
