//! Shader pairs whose bytecode differs only in a constant, each a pipeline
//! of its own, drawn as small quads in a grid: the shader benchmarks'
//! workload (`shader_storm`, `memory_footprint`).

use crate::{pixel_shader, vertex_shader};
use wgd3d9_tests::*;

/// The side of a quad's grid cell, and of the quad in it, in pixels.
const CELL: f32 = 8.0;
const QUAD: f32 = 6.0;

/// A vertex + pixel shader pair.
pub struct Pair {
    vs: *mut IDirect3DVertexShader9,
    ps: *mut IDirect3DPixelShader9,
}

impl Pair {
    /// Creates pair `id`: the same program for every id, its bytecode made
    /// unique by a `def c10` whose value follows from `id` (exact in f32).
    pub fn create(dev: *mut IDirect3DDevice9, id: usize) -> Pair {
        let unique = 1.0 - id as f32 / 4096.0;
        // c4 = (scale x, scale y, offset x, offset y) of the unit quad in clip
        // space, c5 = a tint.
        let vs = format!(
            "vs_2_0\n\
             def c10, 1.0, 1.0, 1.0, {unique}\n\
             dcl_position v0\n\
             dcl_color v1\n\
             mov r0, v0\n\
             mad r0.xy, v0, c4, c4.zw\n\
             mov oPos, r0\n\
             mul r1, v1, c10\n\
             mul oD0, r1, c5\n"
        );
        // c0 = the draw's colour.
        let ps = format!(
            "ps_2_0\n\
             def c10, {unique}, 1.0, 1.0, 1.0\n\
             dcl v0\n\
             mul r0, v0, c0\n\
             mul r0, r0, c10\n\
             mov oC0, r0\n"
        );
        Pair {
            vs: vertex_shader(dev, &vs),
            ps: pixel_shader(dev, &ps),
        }
    }

    pub fn bind(&self, dev: *mut IDirect3DDevice9) {
        vcall!(dev, SetVertexShader, self.vs);
        vcall!(dev, SetPixelShader, self.ps);
    }

    pub fn release(self) {
        release!(self.vs);
        release!(self.ps);
    }
}

/// Draws the unit quad ([`bind_unit_quad`]) into grid cell `cell` of a
/// `size` x `size` target with a colour that changes with `cell` and
/// `frame`: sets the vertex shader's c4 and c5 and the pixel shader's c0.
pub fn draw_cell(dev: *mut IDirect3DDevice9, size: u32, cell: usize, frame: usize) {
    let cols = (size as f32 / CELL) as usize;
    let (col, row) = ((cell % cols) as f32, (cell / cols) as f32);
    let to_clip = 2.0 / size as f32;
    let place = [
        QUAD * to_clip,
        QUAD * to_clip,
        -1.0 + col * CELL * to_clip,
        1.0 - (row * CELL + QUAD) * to_clip,
    ];
    let tint = [1.0, 1.0, 1.0, 1.0];
    let phase = (cell * 7 + frame) % 64;
    let colour = [
        phase as f32 / 63.0,
        (cell % 16) as f32 / 15.0,
        1.0 - phase as f32 / 63.0,
        1.0,
    ];
    vcall!(dev, SetVertexShaderConstantF, 4, place.as_ptr(), 1);
    vcall!(dev, SetVertexShaderConstantF, 5, tint.as_ptr(), 1);
    vcall!(dev, SetPixelShaderConstantF, 0, colour.as_ptr(), 1);
    vcall!(dev, DrawPrimitive, D3DPT_TRIANGLESTRIP, 0, 2);
}

/// Binds the unit quad the pairs draw as stream 0 (and what it needs: the
/// FVF, no culling); returns the buffer, which the caller releases.
pub fn bind_unit_quad(t: &TestDevice) -> *mut IDirect3DVertexBuffer9 {
    // A strip from the top-left corner (clockwise on screen).
    let v = |x, y| Vertex {
        x,
        y,
        z: 0.5,
        color: 0xFFFFFFFF,
    };
    let vb = t.vertex_buffer(&[v(0.0, 1.0), v(1.0, 1.0), v(0.0, 0.0), v(1.0, 0.0)]);
    t.fvf(XYZ_FVF);
    assert_eq!(
        vcall!(t.dev, SetStreamSource, 0, vb, 0, std::mem::size_of::<Vertex>() as u32),
        D3D_OK
    );
    t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
    vb
}
