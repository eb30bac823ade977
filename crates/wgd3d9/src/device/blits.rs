//! ColorFill: filling a rectangle of a default-pool surface with a colour.

use super::{CpuTexels, Inner};
use crate::surface::Surface;
use wgd3d9_core::format::usage as fu;
use wgd3d9_types::*;

impl Inner {
    /// ColorFill: render targets (back buffers, render target surfaces and
    /// render target texture levels) and D3DPOOL_DEFAULT offscreen plain
    /// surfaces; `rect` null for the whole surface, on whole blocks of
    /// block-compressed formats. The colour is converted to the surface's
    /// format (`FormatInfo::fill_block`).
    pub(crate) fn color_fill(
        &mut self,
        surface: *mut IDirect3DSurface9,
        rect: *const RECT,
        color: D3DCOLOR,
    ) -> HRESULT {
        // SAFETY: the application passes a surface or null.
        let Some(s) = (unsafe { Surface::from_ptr(surface) }) else {
            return D3DERR_INVALIDCALL;
        };
        let target = s.desc.Usage & D3DUSAGE_RENDERTARGET != 0;
        // Texture levels fill only when they are render targets.
        let plain = s.parent.is_null();
        if s.desc.Pool != D3DPOOL_DEFAULT || !(target || plain) || s.info.is(fu::DEPTH_STENCIL) || s.locked.is_some() {
            return D3DERR_INVALIDCALL;
        }
        let Some(r) = s.app_rect(rect).filter(|&r| s.on_blocks(r)) else {
            return D3DERR_INVALIDCALL;
        };
        let Some(block) = s.info.fill_block(color) else {
            return D3DERR_INVALIDCALL;
        };
        let info = s.info;
        let (w, h) = ((r.right - r.left) as u32, (r.bottom - r.top) as u32);
        let row = block.repeat(w.div_ceil(info.block_dim) as usize);
        let rows = info.rows(h) as usize;
        let bd = info.block_dim as usize;
        let (x0, y0) = (r.left as usize / bd, r.top as usize / bd);
        if !s.gpu_written && !s.cpu.is_empty() {
            // The CPU copy is the surface's content: fill it, upload later.
            let (pitch, offset) = (s.pitch as usize, x0 * info.d3d_block_bytes as usize);
            let cpu = s.cpu.as_mut_slice();
            for y in 0..rows {
                let at = (y0 + y) * pitch + offset;
                cpu[at..at + row.len()].copy_from_slice(&row);
            }
            s.mark_dirty(r);
        } else if s.gpu.id != 0 {
            let bytes = row.repeat(rows);
            let src = CpuTexels {
                bytes: &bytes,
                pitch: row.len(),
                slice_pitch: 0,
            };
            self.record_texel_upload(
                info,
                src,
                (0, 0, 0),
                (w, h, 1),
                (s.gpu.id, s.gpu.mip(), s.gpu.layer()),
                (r.left as u32, r.top as u32),
            );
        }
        D3D_OK
    }
}
