//! Instancing through SetStreamSourceFreq: a grid of instances from one quad
//! with per-instance offsets and colours, instance data that advances every
//! second instance, the instance count of stream 0 (0 draws nothing),
//! non-indexed draws making one instance, instance data too short for the
//! draw, state blocks, and the vendor `INST` convention (CheckDeviceFormat
//! answers it; D3DRS_POINTSIZE = 'INST' leaves the point size alone).

use crate::shader_util::{ps, ps_const, vs, vs_const};
use wgd3d9_tests::*;

/// Adds each instance's offset (texcoord 0, stream 1) to the quad (stream
/// 0) and takes its colour (stream 2).
const INSTANCE_VS: &str = "vs_2_0\ndcl_position v0\ndcl_texcoord v1\ndcl_color v2\n\
    mov r0, v0\nadd r0.xy, v0, v1\nmov oPos, r0\nmov oD0, v2\n";

/// The grid: 4 x 4 cells of 16 pixels on the 64 x 64 target, each instance
/// an 8 x 8 quad in the middle of its cell (pixels 4..12 of the cell).
const CELLS: u32 = 4;
const CLEAR: u32 = 0x202020;

/// Instance `i`'s colour (opaque, distinct per instance).
fn color(i: u32) -> u32 {
    0xFF00_0000 | (40 + 12 * i) << 16 | (220 - 11 * i) << 8 | (i * 37) & 0xFF
}

/// Instance `i`'s clip-space offset: its cell, row-major from the top left.
fn offset(i: u32) -> [f32; 2] {
    let (col, row) = ((i % CELLS) as f32, (i / CELLS) as f32);
    [col * 0.5 + 0.125, -(row * 0.5 + 0.125)]
}

/// The quad at the top-left corner, 0.25 clip units (8 pixels) a side, in
/// strip order (also the order the indices 0 1 2 2 1 3 make a list of).
const QUAD: [[f32; 3]; 4] = [
    [-1.0, 1.0, 0.5],
    [-0.75, 1.0, 0.5],
    [-1.0, 0.75, 0.5],
    [-0.75, 0.75, 0.5],
];

/// A device with the instancing shader, declaration, quad and index buffer
/// bound; `n` offsets (stream 1) and the `colors` (stream 2) as instance
/// data with `color_divisor`.
struct Grid {
    t: TestDevice,
    objects: Vec<*mut IUnknown>,
}

impl Grid {
    fn new(n: u32, colors: &[u32], color_divisor: u32) -> Grid {
        let t = TestDevice::new();
        let shader = vs(&t, INSTANCE_VS);
        assert_eq!(vcall!(t.dev, SetVertexShader, shader), D3D_OK);
        let decl = t.decl(&[
            ve(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
            ve(1, 0, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_TEXCOORD, 0),
            ve(2, 0, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
        ]);
        assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
        let quad = t.vertex_buffer(&QUAD);
        let offsets: Vec<[f32; 2]> = (0..n).map(offset).collect();
        let offsets = t.vertex_buffer(&offsets);
        let colors = t.vertex_buffer(colors);
        let ib = t.index_buffer16(&[0, 1, 2, 2, 1, 3]);
        assert_eq!(vcall!(t.dev, SetStreamSource, 0, quad, 0, 12), D3D_OK);
        assert_eq!(vcall!(t.dev, SetStreamSource, 1, offsets, 0, 8), D3D_OK);
        assert_eq!(vcall!(t.dev, SetStreamSource, 2, colors, 0, 4), D3D_OK);
        assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
        freq(&t, 1, D3DSTREAMSOURCE_INSTANCEDATA | 1);
        freq(&t, 2, D3DSTREAMSOURCE_INSTANCEDATA | color_divisor);
        let objects = [
            shader as *mut IUnknown,
            decl as _,
            quad as _,
            offsets as _,
            colors as _,
            ib as _,
        ];
        Grid {
            t,
            objects: objects.to_vec(),
        }
    }

    /// Clears, then draws the quad with DrawIndexedPrimitive; the image.
    fn draw_indexed(&self) -> Image {
        self.t.clear(0xFF00_0000 | CLEAR);
        self.t.begin();
        let hr = vcall!(self.t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 0, 0, 4, 0, 2);
        assert_eq!(hr, D3D_OK);
        self.t.end();
        self.t.read_rt()
    }
}

impl Drop for Grid {
    fn drop(&mut self) {
        let t = &self.t;
        assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
        assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
        assert_eq!(vcall!(t.dev, SetIndices, std::ptr::null_mut()), D3D_OK);
        for s in 0..3 {
            assert_eq!(vcall!(t.dev, SetStreamSource, s, std::ptr::null_mut(), 0, 0), D3D_OK);
        }
        for o in self.objects.drain(..) {
            release!(o);
        }
    }
}

fn freq(t: &TestDevice, stream: u32, setting: u32) {
    assert_eq!(vcall!(t.dev, SetStreamSourceFreq, stream, setting), D3D_OK);
}

/// Checks the middle of each of the first `drawn` cells against `expected`
/// of the instance, and that the rest of the cells and every cell's margin
/// hold the clear colour. Vertex colours are exact: tolerance 1.
#[track_caller]
fn assert_grid(img: &Image, drawn: u32, expected: impl Fn(u32) -> u32) {
    for i in 0..CELLS * CELLS {
        let (x, y) = ((i % CELLS) * 16, (i / CELLS) * 16);
        let inside = if i < drawn { expected(i) & 0xFF_FFFF } else { CLEAR };
        assert_rect_rgb(img, x + 6, y + 6, x + 10, y + 10, inside, 1);
        assert_rgb(img, x + 1, y + 1, CLEAR, 0);
        assert_rgb(img, x + 14, y + 14, CLEAR, 0);
    }
}

#[test]
fn an_indexed_draw_makes_the_instances_stream_zero_counts() {
    let colors: Vec<u32> = (0..16).map(color).collect();
    let g = Grid::new(16, &colors, 1);
    freq(&g.t, 0, D3DSTREAMSOURCE_INDEXEDDATA | 16);
    assert_grid(&g.draw_indexed(), 16, color);
    // Fewer instances than the data holds.
    freq(&g.t, 0, D3DSTREAMSOURCE_INDEXEDDATA | 5);
    assert_grid(&g.draw_indexed(), 5, color);
    // INDEXEDDATA | 0 draws nothing.
    freq(&g.t, 0, D3DSTREAMSOURCE_INDEXEDDATA);
    assert_grid(&g.draw_indexed(), 0, color);
}

#[test]
fn instance_data_with_a_divisor_advances_every_few_instances() {
    // 16 instances read 8 colours, each for two instances in turn.
    let colors: Vec<u32> = (0..8).map(|i| color(i * 2)).collect();
    let g = Grid::new(16, &colors, 2);
    freq(&g.t, 0, D3DSTREAMSOURCE_INDEXEDDATA | 16);
    assert_grid(&g.draw_indexed(), 16, |i| color(i / 2 * 2));
    // A divisor of 3: instances 0..3 read colour 0, 3..6 colour 1, ...
    freq(&g.t, 2, D3DSTREAMSOURCE_INSTANCEDATA | 3);
    freq(&g.t, 0, D3DSTREAMSOURCE_INDEXEDDATA | 7);
    assert_grid(&g.draw_indexed(), 7, |i| color(i / 3 * 2));
}

#[test]
fn a_non_indexed_draw_makes_one_instance() {
    let colors: Vec<u32> = (0..16).map(color).collect();
    let g = Grid::new(16, &colors, 1);
    freq(&g.t, 0, D3DSTREAMSOURCE_INDEXEDDATA | 16);
    g.t.clear(0xFF00_0000 | CLEAR);
    g.t.begin();
    assert_eq!(vcall!(g.t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2), D3D_OK);
    g.t.end();
    assert_grid(&g.t.read_rt(), 1, color);
}

#[test]
fn instance_data_shorter_than_the_instances_draws_nothing() {
    // Offsets for 4 instances, 16 drawn: the draw is left out (D3D9 leaves
    // the reads past the end undefined), the device goes on.
    let colors: Vec<u32> = (0..16).map(color).collect();
    let g = Grid::new(4, &colors, 1);
    freq(&g.t, 0, D3DSTREAMSOURCE_INDEXEDDATA | 16);
    assert_grid(&g.draw_indexed(), 0, color);
    freq(&g.t, 0, D3DSTREAMSOURCE_INDEXEDDATA | 4);
    assert_grid(&g.draw_indexed(), 4, color);
}

#[test]
fn state_blocks_and_reset_carry_the_frequencies() {
    let colors: Vec<u32> = (0..16).map(color).collect();
    let g = Grid::new(16, &colors, 1);
    assert_eq!(vcall!(g.t.dev, BeginStateBlock), D3D_OK);
    freq(&g.t, 0, D3DSTREAMSOURCE_INDEXEDDATA | 9);
    let mut block = std::ptr::null_mut();
    assert_eq!(vcall!(g.t.dev, EndStateBlock, &mut block), D3D_OK);
    // Recording applied nothing: one instance.
    assert_grid(&g.draw_indexed(), 1, color);
    assert_eq!(vcall!(block, Apply), D3D_OK);
    assert_grid(&g.draw_indexed(), 9, color);
    release!(block);
    let mut got = 0;
    assert_eq!(vcall!(g.t.dev, GetStreamSourceFreq, 0, &mut got), D3D_OK);
    assert_eq!(got, D3DSTREAMSOURCE_INDEXEDDATA | 9);
    // Reset sets every stream back to 1.
    let mut pp = present_params(64, 64);
    assert_eq!(vcall!(g.t.dev, Reset, &mut pp), D3D_OK);
    for s in 0..3 {
        assert_eq!(vcall!(g.t.dev, GetStreamSourceFreq, s, &mut got), D3D_OK);
        assert_eq!(got, 1, "stream {s}");
    }
}

#[test]
fn the_inst_convention_is_answered_and_leaves_the_point_size() {
    let t = TestDevice::new();
    let inst = u32::from_le_bytes(*b"INST");
    let hr = check_format(t.d3d, 0, D3DRTYPE_SURFACE, inst);
    assert_eq!(hr, D3D_OK);
    // An 8-pixel point, then the switch: the point stays 8 pixels.
    t.rs(D3DRS_POINTSIZE, f2dw(8.0));
    t.rs(D3DRS_POINTSIZE, inst);
    let mut got = 0;
    assert_eq!(vcall!(t.dev, GetRenderState, D3DRS_POINTSIZE, &mut got), D3D_OK);
    assert_eq!(got, inst, "the state reads back as written");
    t.fvf(D3DFVF_XYZRHW | D3DFVF_DIFFUSE);
    t.clear(0xFF00_0000);
    t.begin();
    let point = TlVertex {
        x: 32.0,
        y: 32.0,
        z: 0.5,
        rhw: 1.0,
        color: 0xFF00FF00,
    };
    t.draw_up(D3DPT_POINTLIST, 1, &[point]);
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 30, 30, 34, 34, 0x00FF00, 0);
    for (x, y) in [(24, 32), (40, 32), (32, 24), (32, 40)] {
        assert_rgb(&img, x, y, 0x000000, 0);
    }
}

/// Moves the quad by c0 (clip space).
const OFFSET_VS: &str = "vs_2_0\ndcl_position v0\nmov r0, v0\nadd r0.xy, v0, c0\nmov oPos, r0\n";
/// Colours with c0.
const CONSTANT_PS: &str = "ps_2_0\nmov oC0, c0\n";

/// Colours with c0 too, but declares and samples a texture (times c1,
/// zero), so its pipelines have another layout object than
/// [`CONSTANT_PS`]'s.
const SAMPLING_CONSTANT_PS: &str = "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmad r0, r0, c1, c0\nmov oC0, r0\n";

#[test]
fn instanced_and_single_draws_keep_their_own_constants_in_one_pass() {
    // A draw of one instance hands its constants' indices to the shaders
    // in its first instance, an instanced draw in the immediates: draws of
    // both kinds by turns, each with its own offset (a vertex constant) and
    // colour (a pixel constant), must each read their own.
    let t = TestDevice::new();
    let shader_p = ps(&t, CONSTANT_PS);
    draw_mixed_instances(&t, |_| shader_p);
    release!(shader_p);
}

#[test]
fn draws_keep_their_own_constants_across_changes_of_pipeline_layout() {
    // wgpu zeroes the immediates when a pipeline of another layout object
    // is set; the encoder keeps track of that rather than setting them
    // again. The same draws, with pixel shaders of two layouts by turns:
    // each change of layout comes between single and instanced draws in
    // every order.
    let t = TestDevice::new();
    let shaders = [ps(&t, CONSTANT_PS), ps(&t, SAMPLING_CONSTANT_PS)];
    ps_const(&t, 1, [0.0; 4]);
    // Twice: the first time, draws wait for their pipelines to be built
    // (and set their immediates themselves); the second, they are drawn as
    // they are encoded.
    for _ in 0..2 {
        draw_mixed_instances(&t, |i| shaders[i % 2]);
    }
    for s in shaders {
        release!(s);
    }
}

/// Eight draws in one pass, of one instance, of several and by
/// DrawPrimitive, each draw `i` with its own offset and colour and pixel
/// shader `ps_of(i)` (reading its colour from c0): every cell must have
/// its own draw's colour.
fn draw_mixed_instances(t: &TestDevice, ps_of: impl Fn(usize) -> *mut IDirect3DPixelShader9) {
    let shader_v = vs(t, OFFSET_VS);
    assert_eq!(vcall!(t.dev, SetVertexShader, shader_v), D3D_OK);
    let decl = t.decl(&[ve(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0)]);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, decl), D3D_OK);
    let quad = t.vertex_buffer(&QUAD);
    let ib = t.index_buffer16(&[0, 1, 2, 2, 1, 3]);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, quad, 0, 12), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, ib), D3D_OK);
    // Stream 0's instance count per draw (1: a single draw); 0: DrawPrimitive.
    let draws = [1, 2, 0, 3, 1, 0, 2, 1];
    t.clear(0xFF00_0000 | CLEAR);
    t.begin();
    for (i, &instances) in draws.iter().enumerate() {
        assert_eq!(vcall!(t.dev, SetPixelShader, ps_of(i)), D3D_OK);
        let [x, y] = offset(i as u32);
        vs_const(t, 0, &[[x, y, 0.0, 0.0]]);
        let c = color(i as u32);
        let unit = |shift: u32| ((c >> shift) & 0xFF) as f32 / 255.0;
        ps_const(t, 0, [unit(16), unit(8), unit(0), 1.0]);
        let hr = if instances == 0 {
            vcall!(t.dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2)
        } else {
            freq(t, 0, D3DSTREAMSOURCE_INDEXEDDATA | instances);
            vcall!(t.dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 0, 0, 4, 0, 2)
        };
        assert_eq!(hr, D3D_OK, "draw {i}");
    }
    t.end();
    // Each draw's instances cover the same cell: its colour, exactly.
    assert_grid(&t.read_rt(), draws.len() as u32, color);
    freq(t, 0, 1);
    assert_eq!(vcall!(t.dev, SetVertexShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetVertexDeclaration, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetIndices, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    for o in [shader_v as *mut IUnknown, decl as _, quad as _, ib as _] {
        release!(o);
    }
}
