//! Drawing with programmable shaders through the C ABI: bytecode written with
//! the project's assembler, constants set with Set*ShaderConstant{F,I,B},
//! shaders mixed with fixed-function stages, vertex declarations matched to
//! the shader's dcl semantics, and bytecode D3D9 refuses. Expected colours
//! follow from the shader text; tolerance 1 per channel (8-bit targets).

use wgd3d9_shader::dxso::asm::assemble;
use wgd3d9_tests::*;

use crate::shader_util::*;

#[test]
fn a_pixel_shader_colours_a_fixed_function_draw() {
    let t = TestDevice::new();
    let p = ps(&t, "ps_2_0\nmov oC0, c3\n");
    ps_const(&t, 3, [0.25, 1.0, 0.5, 1.0]);
    t.clear(0xFF0000FF);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.begin();
    t.draw_full(0xFFFF0000);
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 0, t.width, t.height, rgb(0.25, 1.0, 0.5), 1);
    // Back to fixed function: the vertex colour again.
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    t.begin();
    t.draw_full(0xFFFF0000);
    t.end();
    assert_rgb(&t.read_rt(), 5, 5, 0xFF0000, 0);
    assert_eq!(release!(p), 0);
}

#[test]
fn vertex_and_pixel_shaders_transform_and_colour() {
    let t = TestDevice::new();
    let v = vs(&t, PASS_VS);
    // The pixel shader modulates the interpolated colour by c0.
    let p = ps(&t, "ps_2_0\ndcl v0\nmul r0, v0, c0\nmov oC0, r0\n");
    vs_const(&t, 0, &IDENTITY_ROWS);
    ps_const(&t, 0, [1.0, 0.5, 1.0, 1.0]);
    t.clear(0xFF000000);
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    draw_clip_quad(&t, 0xFF80FF40);
    let img = t.read_rt();
    let expected = rgb(128.0 / 255.0, 0.5, 64.0 / 255.0);
    assert_rect_rgb(&img, 0, 0, t.width, t.height, expected, 1);
    // A scaled transform: x and y halved, the quad covers the middle half.
    vs_const(
        &t,
        0,
        &[
            [0.5, 0.0, 0.0, 0.0],
            [0.0, 0.5, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ],
    );
    t.clear(0xFF000000);
    draw_clip_quad(&t, 0xFF80FF40);
    let img = t.read_rt();
    let (w, h) = (t.width, t.height);
    assert_rect_rgb(&img, w / 4 + 1, h / 4 + 1, 3 * w / 4 - 1, 3 * h / 4 - 1, expected, 1);
    assert_rgb(&img, 1, 1, 0x000000, 0);
    assert_rgb(&img, w - 2, h - 2, 0x000000, 0);
    release!(v);
    release!(p);
}

#[test]
fn a_vertex_shader_feeds_the_fixed_function_pixel_stage() {
    let t = TestDevice::new();
    let v = vs(&t, "vs_1_1\ndcl_position v0\nm4x4 oPos, v0, c0\nmov oD0, c4\n");
    vs_const(&t, 0, &IDENTITY_ROWS);
    vs_const(&t, 4, &[[0.0, 0.75, 0.25, 1.0]]);
    t.clear(0xFF000000);
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    draw_clip_quad(&t, 0xFFFFFFFF);
    // Stage 0 modulates texture (none bound: white) and diffuse.
    assert_rgb(&t.read_rt(), 10, 10, rgb(0.0, 0.75, 0.25), 1);
    release!(v);
}

#[test]
fn integer_and_boolean_constants_drive_flow_control() {
    let t = TestDevice::new();
    // oD0 = c5 added i0.x times, then c6 or c7 added by b0.
    let v = vs(
        &t,
        "vs_2_0\ndcl_position v0\nm4x4 oPos, v0, c0\nmov r0, c4\nrep i0\nadd r0, r0, c5\nendrep\n\
         if b0\nadd r0, r0, c6\nelse\nadd r0, r0, c7\nendif\nmov oD0, r0\n",
    );
    vs_const(&t, 0, &IDENTITY_ROWS);
    vs_const(
        &t,
        4,
        &[
            [0.0, 0.0, 0.0, 1.0],
            [0.125, 0.0, 0.0, 0.0],
            [0.0, 0.5, 0.0, 0.0],
            [0.0, 0.0, 0.5, 0.0],
        ],
    );
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    for (count, flag) in [(3i32, 1u32), (5, 0), (0, 1)] {
        let i0 = [count, 0, 0, 0];
        assert_eq!(vcall!(t.dev, SetVertexShaderConstantI, 0, i0.as_ptr(), 1), D3D_OK);
        let b0 = [flag];
        assert_eq!(
            vcall!(t.dev, SetVertexShaderConstantB, 0, b0.as_ptr().cast(), 1),
            D3D_OK
        );
        t.clear(0xFF000000);
        draw_clip_quad(&t, 0xFFFFFFFF);
        let (g, b) = if flag != 0 { (0.5, 0.0) } else { (0.0, 0.5) };
        assert_rgb(&t.read_rt(), 10, 10, rgb(0.125 * count as f32, g, b), 1);
    }
    release!(v);
}

#[test]
fn declaration_elements_meet_the_shaders_dcl_semantics() {
    let t = TestDevice::new();
    // The colour comes from TEXCOORD3 of stream 1 and is passed as a
    // shader model 3 varying of semantic TEXCOORD5.
    let v = vs(
        &t,
        "vs_3_0\ndcl_position v0\ndcl_texcoord3 v7\ndcl_position o0\ndcl_texcoord5 o4\n\
         mov o0, v0\nmov o4, v7\n",
    );
    let p = ps(&t, "ps_3_0\ndcl_texcoord5 v2\nmov oC0, v2\n");
    let positions: [[f32; 3]; 4] = [[-1.0, 1.0, 0.5], [1.0, 1.0, 0.5], [-1.0, -1.0, 0.5], [1.0, -1.0, 0.5]];
    let colours: [[f32; 2]; 4] = [[0.25, 0.75]; 4];
    let vb0 = t.vertex_buffer(&positions);
    let vb1 = t.vertex_buffer(&colours);
    let decl = t.decl(&[
        ve(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
        ve(1, 0, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_TEXCOORD, 3),
    ]);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb0, 0, 12), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 1, vb1, 0, 8), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2), D3D_OK);
    t.end();
    // FLOAT2 widens to (x, y, 0, 1).
    assert_rgb(&t.read_rt(), 20, 20, rgb(0.25, 0.75, 0.0), 1);
    release!(v);
    release!(p);
    release!(decl);
    release!(vb0);
    release!(vb1);
}

#[test]
fn a_ps_1_1_shader_samples_its_stage_texture() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 4, 4, D3DFMT_A8R8G8B8, |_, _| 0xFF3060C0);
    let p = ps(&t, "ps_1_1\ntex t0\nmul r0, t0, v0\n");
    t.set_texture(0, tex);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, t.width, t.height, 0xFFFFFF80);
    t.end();
    let expected = modulate(0xFF3060C0, 0xFFFFFF80) & 0xFFFFFF;
    assert_rgb(&t.read_rt(), 8, 8, expected, 1);
    release!(p);
    release!(tex);
}

/// ps_1_1..1_3 divide a stage's coordinate when the stage's
/// D3DTSS_TEXTURETRANSFORMFLAGS has D3DTTFF_PROJECTED, for `tex` and for
/// `texbem` (before the bump offset); the coordinates a vertex shader
/// writes are divided by w whatever D3DTTFF_COUNTn says (D3D9 hardware does
/// so: Wine's projected_textures_test). A 2x2 texture (red, green / blue,
/// white) is read at (0.75, 2.25) / 3 = (0.25, 0.75): blue; undivided,
/// (0.75, 2.25) wraps to (0.75, 0.25): green. Texels are solid, so the
/// colour is exact (tolerance 1).
#[test]
fn ps_1_x_texture_reads_honour_the_stage_projected_flag() {
    let t = TestDevice::new();
    let colors = [[0xFF0000, 0x00FF00], [0x0000FF, 0xFFFFFF]];
    let tex = texture_from_fn(t.dev, 2, 2, D3DFMT_A8R8G8B8, |x, y| {
        0xFF00_0000 | colors[y as usize][x as usize]
    });
    // oT0 and oT1 = c4: the same coordinate everywhere.
    let v = vs(&t, "vs_1_1\ndcl_position v0\nmov oPos, v0\nmov oT0, c4\nmov oT1, c4\n");
    // A V8U8 bump map of zero offsets for texbem.
    let flat = texture_from_fn(t.dev, 2, 2, D3DFMT_A8R8G8B8, |_, _| 0);
    let plain = ps(&t, "ps_1_1\ntex t0\nmov r0, t0\n");
    let bumped = ps(&t, "ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n");
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    let draw = |p: *mut IDirect3DPixelShader9| {
        assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
        t.clear(0xFF000000);
        draw_clip_quad(&t, 0xFFFFFFFF);
        t.read_rt().at(t.width / 2, t.height / 2) & 0xFFFFFF
    };
    let close = |got: u32, want: u32, what: &str| {
        assert!(
            color_distance(got, want, true) <= 1,
            "{what}: got {got:06x}, expected {want:06x}"
        );
    };
    t.set_texture(0, tex);
    for (coord, flags, want, what) in [
        (
            [0.75, 2.25, 3.0, 1.0],
            D3DTTFF_COUNT3 | D3DTTFF_PROJECTED,
            0x00FF00,
            "count 3: divided by w (1), not z",
        ),
        (
            [0.75, 2.25, 0.0, 3.0],
            D3DTTFF_COUNT4 | D3DTTFF_PROJECTED,
            0x0000FF,
            "count 4: divided by w",
        ),
        ([0.75, 2.25, 3.0, 3.0], D3DTTFF_COUNT3, 0x00FF00, "not projected"),
    ] {
        vs_const(&t, 4, &[coord]);
        t.tss(0, D3DTSS_TEXTURETRANSFORMFLAGS, flags);
        close(draw(plain), want, what);
    }
    // texbem: stage 1 projected, stage 0 the (zero) bump map.
    t.tss(0, D3DTSS_TEXTURETRANSFORMFLAGS, D3DTTFF_DISABLE);
    t.set_texture(0, flat);
    t.set_texture(1, tex);
    vs_const(&t, 4, &[[0.75, 2.25, 1.0, 3.0]]);
    t.tss(1, D3DTSS_TEXTURETRANSFORMFLAGS, D3DTTFF_COUNT3 | D3DTTFF_PROJECTED);
    close(draw(bumped), 0x0000FF, "texbem, divided by w");
    t.tss(1, D3DTSS_TEXTURETRANSFORMFLAGS, D3DTTFF_DISABLE);
    close(draw(bumped), 0x00FF00, "texbem, not projected");
    for o in [plain, bumped] {
        release!(o);
    }
    release!(v);
    release!(tex);
    release!(flat);
}

#[test]
fn bytecode_d3d9_refuses_is_invalidcall() {
    let t = TestDevice::new();
    let mut s: *mut std::ffi::c_void = std::ptr::null_mut();
    for text in [
        // i# does not exist in ps_2_0.
        "ps_2_0\nmov r0, i0\nmov oC0, r0\n",
        // An input read without its declaration.
        "vs_2_0\nmov oPos, v0\n",
        // Unbalanced flow control.
        "vs_2_0\ndcl_position v0\nrep i0\nmov oPos, v0\n",
        // texldl is ps_3_0 only.
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexldl r0, t0, s0\nmov oC0, r0\n",
    ] {
        let tokens = assemble(text).unwrap();
        let stage_ps = text.starts_with("ps");
        let hr = if stage_ps {
            vcall!(
                t.dev,
                CreatePixelShader,
                tokens.as_ptr(),
                (&mut s as *mut *mut std::ffi::c_void).cast()
            )
        } else {
            vcall!(
                t.dev,
                CreateVertexShader,
                tokens.as_ptr(),
                (&mut s as *mut *mut std::ffi::c_void).cast()
            )
        };
        assert_eq!(hr, D3DERR_INVALIDCALL, "{text}");
        assert!(s.is_null());
    }
}

#[test]
fn the_alpha_test_applies_to_pixel_shader_output() {
    let t = TestDevice::new();
    let p = ps(&t, "ps_2_0\nmov oC0, c0\n");
    // Alpha 0.4 is stored as 102 (0.4 * 255 = 102).
    ps_const(&t, 0, [0.0, 1.0, 0.0, 0.4]);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.rs(D3DRS_ALPHATESTENABLE, 1);
    t.rs(D3DRS_ALPHAFUNC, D3DCMP_GREATER);
    for (reference, drawn) in [(0x80, false), (0x50, true), (102, false), (101, true)] {
        t.rs(D3DRS_ALPHAREF, reference);
        t.clear(0xFF0000FF);
        t.begin();
        t.draw_full(0xFFFFFFFF);
        t.end();
        let want = if drawn { 0x00FF00 } else { 0x0000FF };
        assert_rgb(&t.read_rt(), 16, 16, want, 0);
    }
    release!(p);
}

#[test]
fn a_signed_v8u8_texture_reads_as_signed_values_with_blue_and_alpha_one() {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 4, 4, 1, 0, D3DFMT_V8U8, D3DPOOL_MANAGED);
    // U = 64, V = -64: 64 / 127 and -64 / 127.
    fill_level(tex, 0, 8, 4, |row, _| {
        for px in row.chunks_exact_mut(2) {
            px.copy_from_slice(&[64u8, (-64i8) as u8]);
        }
    });
    // r = u, g = -v (both positive), b = 1 read as is.
    let p = ps(
        &t,
        "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov r1, r0\nmov r1.y, -r0.y\nmov oC0, r1\n",
    );
    t.set_texture(0, tex);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, t.width, t.height, 0xFFFFFFFF);
    t.end();
    let s = 64.0 / 127.0;
    assert_rgb(&t.read_rt(), 8, 8, rgb(s, s, 1.0), 1);
    release!(p);
    release!(tex);
}

#[test]
fn address_register_loads_floor_with_mov_and_round_with_mova() {
    let t = TestDevice::new();
    let defs = "def c0, 1.0, 0.0, 0.0, 1.0\ndef c1, 1.0, 1.0, 0.0, 1.0\ndef c2, 0.0, 1.0, 0.0, 1.0\n\
                def c3, 0.0, 1.0, 1.0, 1.0\ndef c4, 0.0, 0.0, 1.0, 1.0\ndef c5, 1.0, 0.0, 1.0, 1.0\n\
                def c6, 1.0, 1.0, 1.0, 1.0\n";
    let mov = vs(
        &t,
        &format!("vs_1_1\ndcl_position v0\n{defs}mov a0.x, c7.x\nmov oD0, c[a0.x + 3]\nmov oPos, v0\n"),
    );
    let mova = vs(
        &t,
        &format!("vs_2_0\ndcl_position v0\n{defs}mova a0.x, c7.x\nmov oD0, c[a0.x + 3]\nmov oPos, v0\n"),
    );
    let decl = t.decl(&[ve(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0)]);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    let quad: [[f32; 3]; 4] = [[-1.0, -1.0, 0.0], [-1.0, 1.0, 0.0], [1.0, -1.0, 0.0], [1.0, 1.0, 0.0]];
    // c[index + 3] for index -3..=2: the colours of c0..c5.
    let colour = |index: i32| [0xFF0000, 0xFFFF00, 0x00FF00, 0x00FFFF, 0x0000FF, 0xFF00FF][(index + 3) as usize];
    for (shader, name) in [(mov, "mov"), (mova, "mova")] {
        assert_eq!(vcall!(t.dev, SetVertexShader, shader), D3D_OK);
        for x in [-2.4f32, -1.6, -0.4, 0.4, 1.6, 2.4] {
            vs_const(&t, 7, &[[x, 0.0, 0.0, 0.0]]);
            t.clear(0xFF000000);
            t.begin();
            t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad);
            t.end();
            // vs_1_1 mov floors; mova rounds to nearest (halves away from zero).
            let index = if name == "mov" { x.floor() } else { x.round() } as i32;
            let img = t.read_rt();
            assert_eq!(
                img.at(t.width / 2, t.height / 2) & 0xFFFFFF,
                colour(index),
                "{name} {x}"
            );
        }
    }
    release!(mov);
    release!(mova);
    release!(decl);
}

#[test]
fn inputs_are_matched_by_usage_index_and_missing_ones_read_zero() {
    let t = TestDevice::new();
    // oD0 = texcoord0 - texcoord1.
    let v = vs(
        &t,
        "vs_1_1\ndcl_position v0\ndcl_texcoord0 v1\ndcl_texcoord1 v2\nmov oPos, v0\nmov r1, v1\nsub oD0, r1, v2\n",
    );
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        pos: [f32; 3],
        a: [f32; 4],
        b: [f32; 4],
    }
    let quad = |a: [f32; 4], b: [f32; 4]| {
        [[-1.0, -1.0], [-1.0, 1.0], [1.0, -1.0], [1.0, 1.0]].map(|[x, y]| V { pos: [x, y, 0.1], a, b })
    };
    let verts = quad([1.0, 0.5, 1.0, 0.0], [0.0, 0.25, 0.5, 0.0]);
    let cases = [
        // texcoord0 then texcoord1: a - b.
        (0u8, 1u8, rgb(1.0, 0.25, 0.5)),
        // Swapped usage indices: b - a, clamped to 0.
        (1, 0, rgb(0.0, 0.0, 0.0)),
        // texcoord1 and texcoord2: texcoord0 is missing and reads 0; 0 - a.
        (1, 2, rgb(0.0, 0.0, 0.0)),
    ];
    for (first, second, want) in cases {
        let decl = t.decl(&[
            ve(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
            ve(0, 12, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_TEXCOORD, first),
            ve(0, 28, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_TEXCOORD, second),
        ]);
        assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
        t.clear(0xFF0000FF);
        t.begin();
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &verts);
        t.end();
        assert_rgb(&t.read_rt(), 10, 10, want, 1);
        release!(decl);
    }
    // Only texcoord0: texcoord1 reads 0.
    let decl = t.decl(&[
        ve(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
        ve(0, 12, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_TEXCOORD, 0),
    ]);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    t.clear(0xFF0000FF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &verts);
    t.end();
    assert_rgb(&t.read_rt(), 10, 10, rgb(1.0, 0.5, 1.0), 1);
    release!(decl);
    release!(v);
}

#[test]
fn depth_bias_applies_to_pixel_shader_draws() {
    // A quad 0.0006 behind a reference at z 0.5 shows with ZFUNC LESS only
    // when D3DRS_DEPTHBIAS -0.001 pulls it in front, as for fixed function.
    let t = TestDevice::new();
    let p = ps(&t, "ps_2_0\ndcl v0\nmov oC0, v0\n");
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.rs(D3DRS_ZFUNC, D3DCMP_LESS);
    for (bias, shows) in [(0.0, false), (-0.001, true), (0.001, false)] {
        t.clear_color_depth(0xFF000000, 1.0);
        t.rs(D3DRS_DEPTHBIAS, 0);
        t.begin();
        t.draw_rect_z(0, 0, 64, 64, 0.5, 0xFF0000FF);
        t.rs(D3DRS_DEPTHBIAS, f2dw(bias));
        t.draw_rect_z(16, 16, 48, 48, 0.5006, 0xFF00FF00);
        t.end();
        let expected = if shows { 0x00FF00 } else { 0x0000FF };
        assert_rgb(&t.read_rt(), 32, 32, expected, 0);
    }
    t.rs(D3DRS_DEPTHBIAS, 0);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(p);
}

#[test]
fn a_viewport_larger_than_the_target_keeps_its_scale_for_vertex_shaders() {
    // As for fixed function: a 128x128 viewport on the 64x64 target puts
    // clip (-1, 1)..(-0.5, 0.5) on pixels 0..32, and an offset viewport
    // reaching past the target keeps its origin.
    let t = TestDevice::new();
    let v = vs(&t, PASS_VS);
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    vs_const(&t, 0, &IDENTITY_ROWS);
    let red = 0xFFFF0000;
    let quad = |x0: f32, y0: f32, x1: f32, y1: f32| {
        let p = |x, y| Vertex {
            x,
            y,
            z: 0.5,
            color: red,
        };
        [p(x0, y0), p(x1, y0), p(x0, y1), p(x1, y1)]
    };
    for (viewport, corners, expected) in [
        ((0, 0, 128, 128), (-1.0, 1.0, -0.5, 0.5), (0, 0, 32, 32)),
        ((32, 16, 64, 64), (-1.0, 1.0, 0.0, 0.0), (32, 16, 64, 48)),
    ] {
        t.clear(0xFF000000);
        let (x, y, w, h) = viewport;
        t.set_viewport(x, y, w, h, 0.0, 1.0);
        let (x0, y0, x1, y1) = corners;
        t.fvf(XYZ_FVF);
        t.begin();
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(x0, y0, x1, y1));
        t.end();
        let (ex0, ey0, ex1, ey1) = expected;
        let img = t.read_rt();
        assert_rect_rgb(&img, ex0, ey0, ex1, ey1, 0xFF0000, 0);
        // Just outside the expected rectangle stays black.
        if ex1 < t.width {
            assert_rgb(&img, ex1, ey0, 0, 0);
        }
        if ey1 < t.height {
            assert_rgb(&img, ex0, ey1, 0, 0);
        }
    }
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    release!(v);
}

#[test]
fn an_unbound_sampler_reads_opaque_black() {
    // D3D9 samples (0, 0, 0, 1) from a sampler without a texture, whatever
    // the type the shader declares.
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    for kind in ["2d", "cube", "volume"] {
        let p = ps(
            &t,
            &format!("ps_2_0\ndcl_{kind} s0\ndef c0, 0.5, 0.5, 0.5, 0\nmov r1, c0\ntexld r0, r1, s0\nmov oC0, r0\n"),
        );
        assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
        t.clear(0x80808080);
        t.begin();
        t.draw_full(0xFFFFFFFF);
        t.end();
        assert_argb(&read_surface(t.dev, rt), 32, 32, 0xFF000000, 0);
        assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
        release!(p);
    }
    release!(rt);
}

#[test]
fn flat_shading_takes_the_first_vertex_colour_in_every_combination() {
    // A triangle with red, green and blue vertices: with D3DSHADE_FLAT the
    // whole triangle is the first vertex's red, with Gouraud its inside mixes
    // the three. Fixed function and shaders, on either stage.
    let t = TestDevice::new();
    let p = ps(&t, "ps_2_0\ndcl v0\nmov oC0, v0\n");
    let v = vs(&t, PASS_VS);
    vs_const(&t, 0, &IDENTITY_ROWS);
    let colors = [0xFFFF0000u32, 0xFF00FF00, 0xFF0000FF];
    let pixel_corners = [(0.0, 0.0), (64.0, 0.0), (0.0, 64.0)];
    for (with_vs, with_ps) in [(false, false), (false, true), (true, true), (true, false)] {
        let vs_ptr = if with_vs { v } else { std::ptr::null_mut() };
        let ps_ptr = if with_ps { p } else { std::ptr::null_mut() };
        assert_eq!(vcall!(t.dev, SetVertexShader, vs_ptr), D3D_OK);
        assert_eq!(vcall!(t.dev, SetPixelShader, ps_ptr), D3D_OK);
        for (mode, flat) in [(D3DSHADE_FLAT, true), (D3DSHADE_GOURAUD, false)] {
            t.rs(D3DRS_SHADEMODE, mode);
            t.clear(0xFF000000);
            t.begin();
            if with_vs {
                // The same pixels in clip space (the target is 64x64).
                let tri: Vec<Vertex> = pixel_corners
                    .iter()
                    .zip(colors)
                    .map(|(&(x, y), color)| Vertex {
                        x: x / 32.0 - 1.0,
                        y: 1.0 - y / 32.0,
                        z: 0.5,
                        color,
                    })
                    .collect();
                t.fvf(XYZ_FVF);
                t.draw_up(D3DPT_TRIANGLELIST, 1, &tri);
            } else {
                let tri: Vec<TlVertex> = pixel_corners
                    .iter()
                    .zip(colors)
                    .map(|(&(x, y), color)| TlVertex {
                        x,
                        y,
                        z: 0.5,
                        rhw: 1.0,
                        color,
                    })
                    .collect();
                t.fvf(TL_FVF);
                t.draw_up(D3DPT_TRIANGLELIST, 1, &tri);
            }
            t.end();
            let img = t.read_rt();
            let what = format!("vs {with_vs}, ps {with_ps}, flat {flat}");
            if flat {
                assert_rgb(&img, 20, 20, 0xFF0000, 0);
                assert_rgb(&img, 40, 10, 0xFF0000, 0);
            } else {
                let c = img.at(20, 20) & 0xFFFFFF;
                assert!(c & 0xFF00 > 0x4000 && c & 0xFF > 0x40, "{what}: Gouraud gave {c:06x}");
            }
        }
    }
    t.rs(D3DRS_SHADEMODE, D3DSHADE_GOURAUD);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(p);
    release!(v);
}

/// A pixel shader writing oDepth with no depth-stencil surface bound draws
/// its colour (D3D9 ignores the depth; before, the pipeline was refused by
/// the GPU and the device was lost).
#[test]
fn a_depth_writing_pixel_shader_draws_without_a_depth_buffer() {
    let t = TestDevice::new();
    let p = ps(
        &t,
        "ps_2_0\ndef c0, 0.25, 0.5, 1.0, 1.0\nmov oC0, c0\nmov oDepth, c0.x\n",
    );
    t.clear(0xFF000000);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.begin();
    t.draw_full(0xFFFF0000);
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 0, t.width, t.height, rgb(0.25, 0.5, 1.0), 1);
    // The device draws on.
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    t.begin();
    t.draw_full(0xFF00FF00);
    t.end();
    assert_rgb(&t.read_rt(), 5, 5, 0x00FF00, 0);
    assert_eq!(vcall!(t.dev, TestCooperativeLevel), D3D_OK);
    assert_eq!(release!(p), 0);
}

/// A pixel shader sampling an input at the centroid draws (the vertex stage
/// writes no centroid outputs; before, the pipeline was refused by the GPU
/// and the device was lost).
#[test]
fn a_centroid_input_draws() {
    let t = TestDevice::new();
    let p = ps(&t, "ps_2_0\ndcl_centroid v0\nmov oC0, v0\n");
    t.clear(0xFF000000);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.begin();
    t.draw_full(0xFF4080C0);
    t.end();
    assert_rect_rgb(&t.read_rt(), 0, 0, t.width, t.height, 0x4080C0, 1);
    assert_eq!(vcall!(t.dev, TestCooperativeLevel), D3D_OK);
    assert_eq!(release!(p), 0);
}

/// ps_2_0 texld with a partial write mask (drivers accept it; the
/// documentation asks for the full mask) writes the texel's components the
/// mask names; the rest keep the register's value.
#[test]
fn a_masked_texld_writes_the_texels_components() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 4, 4, D3DFMT_A8R8G8B8, |_, _| 0xFF3060C0);
    let p = ps(
        &t,
        "ps_2_0\ndcl t0\ndcl v0\ndcl_2d s0\nmov r0, v0\ntexld r0.xyz, t0, s0\nmov oC0, r0\n",
    );
    t.set_texture(0, tex);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.rs(D3DRS_ALPHABLENDENABLE, 0);
    t.clear(0xFF000000);
    t.begin();
    t.draw_tex_rect(0, 0, t.width, t.height, 0xFF102030);
    t.end();
    assert_rgb(&t.read_rt(), 8, 8, 0x3060C0, 1);
    release!(p);
    release!(tex);
}

/// The masked texld of [`a_masked_texld_writes_the_texels_components`]
/// behind a vs_1_1 that passes a D3DCOLOR diffuse and a texture coordinate.
#[test]
fn a_masked_texld_over_a_vertex_colour_behind_a_vertex_shader() {
    let t = TestDevice::new();
    let tex = texture_from_fn(t.dev, 4, 4, D3DFMT_A8R8G8B8, |_, _| 0xFF3060C0);
    let v = vs(
        &t,
        "vs_1_1\ndcl_position v0\ndcl_color v1\ndcl_texcoord v3\nmov oPos, v0\nmov oD0, v1\nmov oT0, v3\n",
    );
    let p = ps(
        &t,
        "ps_2_0\ndcl t0\ndcl v0\ndcl_2d s0\nmov r0, v0\ntexld r0.rgb, t0, s0\nmov oC0, r0\n",
    );
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        pos: [f32; 3],
        color: u32,
        uv: [f32; 2],
    }
    let corner = |x: f32, y: f32| V {
        pos: [x, y, 0.5],
        color: 0xFF102030,
        uv: [(x + 1.0) / 2.0, (1.0 - y) / 2.0],
    };
    let quad = [
        corner(-1.0, 1.0),
        corner(1.0, 1.0),
        corner(-1.0, -1.0),
        corner(1.0, -1.0),
    ];
    let vb = t.vertex_buffer(&quad);
    let decl = t.decl(&[
        ve(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
        ve(0, 12, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
        ve(0, 16, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_TEXCOORD, 0),
    ]);
    t.set_texture(0, tex);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, vb, 0, 24), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.clear(0xFF000000);
    t.begin();
    assert_eq!(vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2), D3D_OK);
    t.end();
    assert_rgb(&t.read_rt(), 8, 8, 0x3060C0, 1);
    release!(v);
    release!(p);
    release!(decl);
    release!(vb);
    release!(tex);
}

/// Six strips in one frame, each after changing some float registers of
/// either stage: a draw sees the registers as they were when it was made,
/// whether one register changed, a few, one the shader does not read, a
/// range, or (with an integer register) the whole block was made again.
/// Colour = the vertex shader's c8 times the pixel shader's c1.
#[test]
fn float_registers_set_between_draws_reach_the_draws_after_them() {
    const STRIPS: u32 = 6;
    let t = TestDevice::sized(16 * STRIPS, 16);
    let v = vs(&t, "vs_2_0\ndcl_position v0\nm4x4 oPos, v0, c0\nmov oD0, c8\n");
    let p = ps(&t, "ps_2_0\ndcl v0\nmul r0, v0, c1\nmov oC0, r0\n");
    // Strip i: x scaled to a sixth and moved to the i-th sixth of the
    // target. Only c0, the row of x, differs between strips.
    let x_row = |i: u32| {
        let w = 1.0 / STRIPS as f32;
        [[w, 0.0, 0.0, -1.0 + w * (2 * i + 1) as f32]]
    };
    vs_const(&t, 0, &IDENTITY_ROWS);
    ps_const(&t, 1, [1.0, 1.0, 1.0, 1.0]);
    t.clear(0xFF000000);
    assert_eq!(vcall!(t.dev, SetVertexShader, v), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    t.fvf(XYZ_FVF);
    t.begin();
    let strip = |i: u32| {
        vs_const(&t, 0, &x_row(i));
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &clip_quad(0.5, 0xFFFFFFFF));
    };
    vs_const(&t, 8, &[[1.0, 0.0, 0.0, 1.0]]);
    strip(0);
    // c0 alone.
    strip(1);
    vs_const(&t, 8, &[[0.0, 1.0, 0.0, 1.0]]);
    ps_const(&t, 1, [0.5, 0.5, 0.5, 1.0]);
    strip(2);
    // A register past those the shader reads (and c0).
    vs_const(&t, 40, &[[9.0; 4]]);
    strip(3);
    // An integer register: the block is made whole again.
    let ints = [1i32, 2, 3, 4];
    assert_eq!(vcall!(t.dev, SetVertexShaderConstantI, 3, ints.as_ptr(), 1), D3D_OK);
    ps_const(&t, 1, [1.0, 1.0, 1.0, 1.0]);
    strip(4);
    // A range around c8.
    vs_const(&t, 7, &[[5.0; 4], [0.0, 0.0, 1.0, 1.0], [6.0; 4]]);
    strip(5);
    t.end();
    let img = t.read_rt();
    let half_green = rgb(0.0, 0.5, 0.0);
    let colours = [0xFF0000, 0xFF0000, half_green, half_green, 0x00FF00, 0x0000FF];
    for (i, colour) in colours.into_iter().enumerate() {
        let x = 16 * i as u32;
        assert_rect_rgb(&img, x + 1, 1, x + 15, t.height - 1, colour, 1);
    }
    release!(v);
    release!(p);
}
