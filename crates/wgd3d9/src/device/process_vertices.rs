//! ProcessVertices: the fixed-function vertex pipeline run on the CPU into a
//! destination vertex buffer, as D3D9's software vertex processing does. The
//! source is what a draw would read (the stream sources through the current
//! declaration); the destination is laid out by the given declaration or the
//! buffer's FVF and must hold a D3DDECLUSAGE_POSITIONT element, which gets
//! the screen-space position. Other destination elements are copied from
//! the source element of the same usage and index (colours default to white
//! diffuse and black specular) unless D3DPV_DONOTCOPYDATA is given.

use super::Inner;
use crate::buffer::Buffer;
use crate::com;
use crate::decl::VertexDecl;
use wgd3d9_core::matrix::{self, Matrix};
use wgd3d9_core::process_vertices::{read, to_screen, write};
use wgd3d9_core::vertex_decl::{self, AttribFormat};
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
/// elements, world * view * projection, and whether unprocessed elements
/// are copied.
struct Source {
    elements: Vec<Element>,
    wvp: Matrix,
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
        if !self.st.vs.is_null() {
            com::log_once(
                "wgd3d9::d3d9",
                "ProcessVertices with a vertex shader is not implemented yet (D3DERR_INVALIDCALL)",
            );
            return D3DERR_INVALIDCALL;
        }
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
        if self.st.rs[D3DRS_LIGHTING as usize] != 0 {
            com::log_once(
                "wgd3d9::d3d9",
                "ProcessVertices: lighting is not computed; colours are copied from the source",
            );
        }
        // SAFETY: the current declaration is live while bound. Without one
        // no vertex has a position (the call fails unless it processes none).
        let decl = unsafe { self.st.decl.as_ref() };
        let source = Source {
            elements: decl.map_or_else(Vec::new, |d| elements(&d.elements)),
            wvp: self.world_view_projection(),
            copy: flags & D3DPV_DONOTCOPYDATA == 0,
        };
        for v in 0..count as usize {
            let at = v * stride;
            if !self.process_one(&source, src_start as u64 + v as u64, &out, &mut result[at..at + stride]) {
                return D3DERR_INVALIDCALL;
            }
        }
        dst.data[start as usize..(start + len) as usize].copy_from_slice(&result);
        dst.upload_range(&mut self.frames, start as u32, (start + len) as u32);
        D3D_OK
    }

    /// World * view * projection.
    fn world_view_projection(&self) -> Matrix {
        let m = |t: u32| -> Matrix { bytemuck::cast(self.st.transforms[t as usize].m) };
        matrix::mul(&matrix::mul(&m(D3DTS_WORLD), &m(D3DTS_VIEW)), &m(D3DTS_PROJECTION))
    }

    /// Writes source vertex `vertex` processed into `out` (one destination
    /// vertex laid out by `layout`); false when a stream lacks its bytes.
    fn process_one(&self, source: &Source, vertex: u64, layout: &[Element], out: &mut [u8]) -> bool {
        let fetch = |usage: u32, index: u8| -> Option<Option<[f32; 4]>> {
            let Some(e) = source
                .elements
                .iter()
                .find(|e| e.usage as u32 == usage && e.index == index)
            else {
                return Some(None);
            };
            let s = self.st.streams.get(e.stream)?;
            // SAFETY: bound buffers are live while bound.
            let b = unsafe { s.buffer.as_ref() }?;
            let at = u64::from(s.offset) + vertex * u64::from(s.stride) + e.offset as u64;
            Some(Some(read(e.format, slice_at(&b.data, at, e.format.size() as usize)?)?))
        };
        for e in layout {
            let at = &mut out[e.offset..];
            let usage = e.usage as u32;
            let value = if usage == D3DDECLUSAGE_POSITIONT {
                let Some(Some(p)) = fetch(D3DDECLUSAGE_POSITION, 0) else {
                    return false;
                };
                Some(to_screen([p[0], p[1], p[2]], &source.wvp, &self.st.viewport))
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
                write(e.format, v, at);
            }
        }
        true
    }
}
