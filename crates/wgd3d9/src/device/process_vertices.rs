//! ProcessVertices: the vertex pipeline run on the CPU into a destination
//! vertex buffer, as D3D9's software vertex processing does. The source is
//! what a draw would read (the stream sources through the current
//! declaration); the destination is laid out by the given declaration or the
//! buffer's FVF and must hold a D3DDECLUSAGE_POSITIONT element, which gets
//! the screen-space position.
//!
//! With a vertex shader bound, the shader runs per vertex (see `program`):
//! its outputs fill the destination elements of the same usage and index
//! (the position: POSITIONT). Without one, the fixed-function transform
//! gives the position and, when D3DRS_LIGHTING is on, the fixed-function
//! program's lighting gives the colours. Destination elements nothing
//! computed are copied from the source element of the same usage and index
//! (colours default to white diffuse and black specular) unless
//! D3DPV_DONOTCOPYDATA is given.

mod program;

use super::Inner;
use crate::buffer::Buffer;
use crate::decl::VertexDecl;
use program::{Produced, VertexProgram};
use wgd3d9_core::matrix::{self, Matrix};
use wgd3d9_core::process_vertices::{clip_to_screen, read, to_screen, write};
use wgd3d9_core::vertex_decl::{self, AttribFormat};
use wgd3d9_shader::interp::Machine;
use wgd3d9_types::*;

/// A declaration element with its format decoded.
#[derive(Clone, Copy)]
struct Element {
    stream: usize,
    offset: usize,
    format: AttribFormat,
    usage: u8,
    index: u8,
}

fn elements(list: &[D3DVERTEXELEMENT9]) -> Vec<Element> {
    list.iter()
        .take_while(|e| !vertex_decl::is_end(e))
        .filter_map(|e| {
            Some(Element {
                stream: e.Stream as usize,
                offset: e.Offset as usize,
                format: AttribFormat::from_decl_type(e.Type as u32)?,
                usage: e.Usage,
                index: e.UsageIndex,
            })
        })
        .collect()
}

/// What every vertex of one call reads: the current declaration's
/// elements, world * view * projection (fixed function), the program run
/// per vertex, and whether elements nothing computed are copied.
struct Source {
    elements: Vec<Element>,
    wvp: Matrix,
    program: Option<VertexProgram>,
    copy: bool,
}

/// Bytes `start..start + len` of a CPU copy, when it holds them.
fn slice_at(data: &[u8], start: u64, len: usize) -> Option<&[u8]> {
    let start = usize::try_from(start).ok()?;
    data.get(start..start.checked_add(len)?)
}

impl Inner {
    pub(crate) fn process_vertices(
        &mut self,
        (src_start, dst_index, count): (u32, u32, u32),
        dst: *mut IDirect3DVertexBuffer9,
        decl: *mut IDirect3DVertexDeclaration9,
        flags: u32,
    ) -> HRESULT {
        if self.foreign(&[dst.cast(), decl.cast()]) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the application passes a vertex buffer or null.
        let Some(dst) = (unsafe { Buffer::from_ptr(dst.cast(), false) }) else {
            return D3DERR_INVALIDCALL;
        };
        let has_decl = !decl.is_null();
        // SAFETY: the application passes a declaration or null.
        let out = match unsafe { VertexDecl::from_ptr(decl) } {
            Some(d) => elements(&d.elements),
            None if !decl.is_null() => return D3DERR_INVALIDCALL,
            None => match vertex_decl::from_fvf(dst.format) {
                Ok((list, _)) if dst.format != 0 => elements(&list),
                _ => return D3DERR_INVALIDCALL,
            },
        };
        let out: Vec<Element> = out.into_iter().filter(|e| e.stream == 0).collect();
        let stride = out
            .iter()
            .map(|e| e.offset + e.format.size() as usize)
            .max()
            .unwrap_or(0);
        if !out.iter().any(|e| e.usage as u32 == D3DDECLUSAGE_POSITIONT) {
            return D3DERR_INVALIDCALL;
        }
        let start = u64::from(dst_index) * stride as u64;
        let len = u64::from(count) * stride as u64;
        if start + len > u64::from(dst.size) {
            return D3DERR_INVALIDCALL;
        }
        let Some(bytes) = slice_at(&dst.data, start, len as usize) else {
            return D3DERR_INVALIDCALL;
        };
        let mut result = Vec::new();
        if result.try_reserve_exact(bytes.len()).is_err() {
            log::warn!(target: "wgd3d9::d3d9", "ProcessVertices: no memory for {} bytes", bytes.len());
            return E_OUTOFMEMORY;
        }
        result.extend_from_slice(bytes);
        // SAFETY: the current declaration is live while bound. Without one
        // no vertex has a position (the call fails unless it processes none).
        let decl = unsafe { self.st.decl.as_ref() };
        let elements = decl.map_or_else(Vec::new, |d| elements(&d.elements));
        let program = if self.st.vs.is_null() {
            self.lighting_program(&elements)
        } else {
            match self.shader_program(&elements, has_decl) {
                Ok(p) => Some(p),
                Err(hr) => return hr,
            }
        };
        let source = Source {
            elements,
            wvp: self.world_view_projection(),
            program,
            copy: flags & D3DPV_DONOTCOPYDATA == 0,
        };
        let mut machine = source.program.as_ref().map(|p| Machine::new(p.program()));
        let mut computed = Vec::new();
        for v in 0..count as usize {
            let at = v * stride;
            let vertex = src_start as u64 + v as u64;
            let ok = self.compute(&source, machine.as_mut(), vertex, &mut computed)
                && self.write_vertex(&source, vertex, &computed, &out, &mut result[at..at + stride]);
            if !ok {
                return D3DERR_INVALIDCALL;
            }
        }
        if !dst.make_writable_now(&mut self.frames) {
            // Lost while waiting: what it would write reaches no GPU any
            // more, and calls on a lost device succeed.
            return D3D_OK;
        }
        dst.data.bytes_mut()[start as usize..(start + len) as usize].copy_from_slice(&result);
        dst.upload_range(&mut self.frames, start as u32, (start + len) as u32);
        D3D_OK
    }

    /// World * view * projection.
    fn world_view_projection(&self) -> Matrix {
        let m = |t: u32| self.transform(t);
        matrix::mul(&matrix::mul(&m(D3DTS_WORLD), &m(D3DTS_VIEW)), &m(D3DTS_PROJECTION))
    }

    /// The matrix of D3DTRANSFORMSTATETYPE `t` (below 512).
    fn transform(&self, t: u32) -> Matrix {
        bytemuck::cast(self.st.transforms[t as usize].m)
    }

    /// Source element `e` of vertex `vertex`: `None` when its stream lacks
    /// the bytes.
    fn fetch(&self, e: &Element, vertex: u64) -> Option<[f32; 4]> {
        let s = self.st.streams.get(e.stream)?;
        // SAFETY: bound buffers are live while bound.
        let b = unsafe { s.buffer.as_ref() }?;
        let at = u64::from(s.offset) + vertex * u64::from(s.stride) + e.offset as u64;
        read(e.format, slice_at(&b.data, at, e.format.size() as usize)?)
    }

    /// What vertex `vertex` computes, into `values` (its contents
    /// replaced): the screen position and the program's outputs, by
    /// destination usage and index; false when a stream lacks its bytes.
    fn compute(
        &self,
        source: &Source,
        machine: Option<&mut Machine>,
        vertex: u64,
        values: &mut Vec<(u8, u8, [f32; 4])>,
    ) -> bool {
        let positiont = D3DDECLUSAGE_POSITIONT as u8;
        values.clear();
        if self.st.vs.is_null() {
            let e = source
                .elements
                .iter()
                .find(|e| u32::from(e.usage) == D3DDECLUSAGE_POSITION && e.index == 0);
            let Some(p) = e.and_then(|e| self.fetch(e, vertex)) else {
                return false;
            };
            values.push((
                positiont,
                0,
                to_screen([p[0], p[1], p[2]], &source.wvp, &self.st.viewport),
            ));
        }
        if let (Some(p), Some(m)) = (&source.program, machine) {
            let ran = p.run(
                m,
                |e| self.fetch(e, vertex),
                |what, v| match what {
                    Produced::Position => values.push((positiont, 0, clip_to_screen(v, &self.st.viewport))),
                    Produced::Element(u, i) => values.push((u, i, v)),
                },
            );
            if !ran {
                return false;
            }
        }
        true
    }

    /// Writes source vertex `vertex` into `out` (one destination vertex
    /// laid out by `layout`): `computed`'s values, the rest copied; false
    /// when a stream lacks its bytes or nothing gave the position.
    fn write_vertex(
        &self,
        source: &Source,
        vertex: u64,
        computed: &[(u8, u8, [f32; 4])],
        layout: &[Element],
        out: &mut [u8],
    ) -> bool {
        let fetch = |usage: u32, index: u8| -> Option<Option<[f32; 4]>> {
            match source
                .elements
                .iter()
                .find(|e| u32::from(e.usage) == usage && e.index == index)
            {
                Some(e) => self.fetch(e, vertex).map(Some),
                None => Some(None),
            }
        };
        for e in layout {
            let usage = u32::from(e.usage);
            let value = if let Some(&(_, _, v)) = computed.iter().find(|c| c.0 == e.usage && c.1 == e.index) {
                Some(v)
            } else if usage == D3DDECLUSAGE_POSITIONT {
                return false;
            } else if source.copy {
                match fetch(usage, e.index) {
                    None => return false,
                    Some(Some(v)) => Some(v),
                    Some(None) if usage == D3DDECLUSAGE_COLOR && e.index == 0 => Some([1.0; 4]),
                    Some(None) if usage == D3DDECLUSAGE_COLOR => Some([0.0; 4]),
                    Some(None) => None,
                }
            } else {
                None
            };
            if let Some(v) = value {
                write(e.format, v, &mut out[e.offset..]);
            }
        }
        true
    }
}
