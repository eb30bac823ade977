//! Draw calls. A draw validates its arguments, flushes dirty texture uploads, and
//! records one draw record; user-pointer data is copied into the frame.

use super::Inner;
use crate::com::{self, Header};
use std::ffi::c_void;
use wgd3d9_core::primitive;
use wgd3d9_core::record::{self, Op, StreamSource};
use wgd3d9_types::*;

impl Inner {
    /// What every draw does before its record: counts it (a large frame is
    /// submitted in part, see `Frames::count_work`) and records pending
    /// constants, texture uploads and the contents of locked buffers. The
    /// error refuses the draw.
    #[inline]
    fn pre_draw(&mut self) -> Result<(), HRESULT> {
        if !self.st.vs.is_null() && self.refuses_software_shader() {
            return Err(D3DERR_INVALIDCALL);
        }
        self.frames.count_work(1);
        if self.palettized_bound != 0 {
            self.refresh_palettized_textures();
        }
        if !self.st.vs.is_null() || !self.st.ps.is_null() {
            self.shader_consts.record_dirty(&mut self.frames.rec);
        }
        if !self.dirty_surfaces.is_empty() {
            self.flush_dirty();
        }
        if !self.locked_buffers.is_empty() {
            for &b in &self.locked_buffers {
                // SAFETY: buffers leave this list when unlocked or freed.
                unsafe { (*b).upload_while_locked(&mut self.frames) };
            }
        }
        Ok(())
    }

    /// A vertex shader naming constants past c255 drawn without software
    /// vertex processing: as on Windows (Wine's
    /// test_mvp_software_vertex_shaders), the first such draw is refused,
    /// and later ones draw with the fixed-function vertex stage (the
    /// runtime's choice, see `Encoder::draw`) until software vertex
    /// processing is on.
    #[inline]
    fn refuses_software_shader(&mut self) -> bool {
        // SAFETY: a bound vertex shader is a live wgd3d9 vertex shader.
        let s = unsafe { &mut *(self.st.vs as *mut crate::shader::Shader) };
        if !s.software_only || self.st.software_vp || s.refused_without_software_vp {
            return false;
        }
        s.refused_without_software_vp = true;
        log::warn!(target: "wgd3d9::d3d9", "draw refused: the vertex shader needs software vertex processing");
        true
    }

    #[inline]
    pub(crate) fn draw_primitive(&mut self, prim: u32, start: u32, count: u32) -> HRESULT {
        if self.st.decl.is_null() {
            return D3DERR_INVALIDCALL;
        }
        if primitive::vertex_count(prim, count).is_none() {
            return D3DERR_INVALIDCALL;
        }
        if count == 0 {
            return D3D_OK;
        }
        if let Err(hr) = self.pre_draw() {
            return hr;
        }
        self.frames.rec.op_with(
            Op::Draw,
            prim as u16,
            0,
            &record::Draw {
                start_vertex: start,
                primitive_count: count,
            },
        );
        D3D_OK
    }

    pub(crate) fn draw_indexed_primitive(
        &mut self,
        prim: u32,
        base: i32,
        _min: u32,
        _num: u32,
        start: u32,
        count: u32,
    ) -> HRESULT {
        if self.st.decl.is_null() {
            return D3DERR_INVALIDCALL;
        }
        if primitive::vertex_count(prim, count).is_none() {
            return D3DERR_INVALIDCALL;
        }
        if count == 0 || self.st.indices.is_null() {
            // Without an index buffer D3D9 succeeds and draws nothing.
            return D3D_OK;
        }
        if let Err(hr) = self.pre_draw() {
            return hr;
        }
        // SAFETY: bound objects are live.
        let ib = unsafe { &*self.st.indices };
        let strip = matches!(prim, D3DPT_TRIANGLESTRIP | D3DPT_LINESTRIP);
        if prim == D3DPT_TRIANGLEFAN || (strip && ib.has_restart_index) || prim == D3DPT_POINTLIST {
            // Fans, and strips whose indices hold the GPU's restart value (an
            // ordinary vertex in D3D9), are drawn as lists converted here;
            // point lists carry their indices (points drawn as quads are
            // instanced per vertex run, which needs the indices).
            let size = ib.index_size();
            // The list is sized by the count: no more primitives than the
            // indices after `start` make.
            let available = (ib.size / size).saturating_sub(start);
            let count = count.min(primitive::max_primitives(prim, available));
            if count == 0 {
                return D3D_OK;
            }
            let mut list = Vec::new();
            let bytes = &ib.data[..ib.size as usize];
            let fetch = |i| primitive::read_index(bytes, size, start + i);
            let prim = if prim == D3DPT_POINTLIST {
                list.extend((0..count).map(fetch));
                D3DPT_POINTLIST
            } else if strip {
                primitive::strip_to_list(prim, count, fetch, &mut list);
                primitive::list_of_strip(prim)
            } else {
                primitive::fan_to_list(count, fetch, &mut list);
                D3DPT_TRIANGLELIST
            };
            let indices = self.frames.rec.data(bytemuck::cast_slice(&list));
            self.frames.rec.op_with(
                Op::DrawIndexedUp,
                prim as u16,
                0,
                &record::DrawIndexedUp {
                    primitive_count: count,
                    stride: 0,
                    index_size: 4,
                    base_vertex: base,
                    vertices: record::ByteRef::default(),
                    indices,
                },
            );
            return D3D_OK;
        }
        self.frames.rec.op_with(
            Op::DrawIndexed,
            prim as u16,
            0,
            &record::DrawIndexed {
                base_vertex: base,
                min_index: 0,
                num_vertices: 0,
                start_index: start,
                primitive_count: count,
                _pad: 0,
            },
        );
        D3D_OK
    }

    /// After a user-pointer draw D3D9 leaves stream 0 (and for indexed draws the
    /// index buffer) unset. The stream's stride reads back as 0 after a draw,
    /// and as the draw's stride when the draw was refused for want of a
    /// declaration (`stride`).
    fn reset_up_bindings(&mut self, indexed: bool, stride: u32) {
        let s = &mut self.st.streams[0];
        let old = std::mem::replace(&mut s.buffer, std::ptr::null_mut());
        s.offset = 0;
        s.stride = stride;
        // SAFETY: bound objects are live.
        unsafe { com::unbind(old as *const Header) };
        self.frames.rec.op_with(
            Op::SetStreamSource,
            0,
            0,
            &StreamSource {
                id: 0,
                offset: 0,
                stride,
                _pad: 0,
            },
        );
        if indexed && !self.st.indices.is_null() {
            let old = std::mem::replace(&mut self.st.indices, std::ptr::null_mut());
            // SAFETY: as above.
            unsafe { com::unbind(old as *const Header) };
            self.frames.rec.op(Op::SetIndices, 0, 0);
        }
    }

    pub(crate) fn draw_primitive_up(&mut self, prim: u32, count: u32, data: *const c_void, stride: u32) -> HRESULT {
        let Some(n) = primitive::vertex_count(prim, count) else {
            return D3DERR_INVALIDCALL;
        };
        if data.is_null() || stride == 0 {
            return D3DERR_INVALIDCALL;
        }
        if count == 0 {
            return D3D_OK;
        }
        if self.st.decl.is_null() {
            self.reset_up_bindings(false, stride);
            return D3DERR_INVALIDCALL;
        }
        let Some(len) = (n as usize).checked_mul(stride as usize) else {
            return D3DERR_INVALIDCALL;
        };
        if let Err(hr) = self.pre_draw() {
            return hr;
        }
        // SAFETY: D3D9 requires `data` to hold the draw's vertices.
        let bytes = unsafe { std::slice::from_raw_parts(data as *const u8, len) };
        let Some(vertices) = self.frames.rec.try_data(bytes) else {
            return no_memory_for_draw(len);
        };
        self.frames.rec.op_with(
            Op::DrawUp,
            prim as u16,
            0,
            &record::DrawUp {
                primitive_count: count,
                stride,
                vertices,
            },
        );
        self.reset_up_bindings(false, 0);
        D3D_OK
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn draw_indexed_primitive_up(
        &mut self,
        prim: u32,
        min: u32,
        num: u32,
        count: u32,
        indices: *const c_void,
        index_format: u32,
        data: *const c_void,
        stride: u32,
    ) -> HRESULT {
        let Some(n) = primitive::vertex_count(prim, count) else {
            return D3DERR_INVALIDCALL;
        };
        let size = match index_format {
            D3DFMT_INDEX16 => 2,
            D3DFMT_INDEX32 => 4,
            _ => return D3DERR_INVALIDCALL,
        };
        if data.is_null() || indices.is_null() || stride == 0 {
            return D3DERR_INVALIDCALL;
        }
        // The vertices the draw declares, MinVertexIndex to MinVertexIndex +
        // NumVertices: D3D9 reads only those (index `min` is vertex 0 of
        // the copy, through a negative base vertex).
        let (Ok(base_vertex), Some(first), Some(len)) = (
            i32::try_from(min).map(|m| -m),
            (min as usize).checked_mul(stride as usize),
            (num as usize).checked_mul(stride as usize),
        ) else {
            return D3DERR_INVALIDCALL;
        };
        if count == 0 || num == 0 {
            return D3D_OK;
        }
        if self.st.decl.is_null() {
            self.reset_up_bindings(true, stride);
            return D3DERR_INVALIDCALL;
        }
        if let Err(hr) = self.pre_draw() {
            return hr;
        }
        let Some(index_bytes) = (n as usize).checked_mul(size as usize) else {
            return D3DERR_INVALIDCALL;
        };
        // SAFETY: D3D9 requires the arrays to hold the draw's indices and its
        // vertices min .. min + num.
        let (ibytes, vbytes) = unsafe {
            (
                std::slice::from_raw_parts(indices as *const u8, index_bytes),
                std::slice::from_raw_parts((data as *const u8).add(first), len),
            )
        };
        let Some(vertices) = self.frames.rec.try_data(vbytes) else {
            return no_memory_for_draw(len);
        };
        let strip = matches!(prim, D3DPT_TRIANGLESTRIP | D3DPT_LINESTRIP);
        let (prim, indices, size) = if prim == D3DPT_TRIANGLEFAN {
            let mut list = Vec::new();
            primitive::fan_to_list(count, |i| primitive::read_index(ibytes, size, i), &mut list);
            (D3DPT_TRIANGLELIST, self.frames.rec.data(bytemuck::cast_slice(&list)), 4)
        } else if strip && primitive::has_restart_index(ibytes, size) {
            let mut list = Vec::new();
            primitive::strip_to_list(prim, count, |i| primitive::read_index(ibytes, size, i), &mut list);
            (
                primitive::list_of_strip(prim),
                self.frames.rec.data(bytemuck::cast_slice(&list)),
                4,
            )
        } else {
            let Some(indices) = self.frames.rec.try_data(ibytes) else {
                return no_memory_for_draw(index_bytes);
            };
            (prim, indices, size)
        };
        self.frames.rec.op_with(
            Op::DrawIndexedUp,
            prim as u16,
            0,
            &record::DrawIndexedUp {
                primitive_count: count,
                stride,
                index_size: size,
                base_vertex,
                vertices,
                indices,
            },
        );
        self.reset_up_bindings(true, 0);
        D3D_OK
    }
}

/// A user-pointer draw whose data the frame could not copy.
#[cold]
fn no_memory_for_draw(bytes: usize) -> HRESULT {
    log::warn!(target: "wgd3d9::d3d9", "a user-pointer draw of {bytes} bytes: out of memory");
    E_OUTOFMEMORY
}
