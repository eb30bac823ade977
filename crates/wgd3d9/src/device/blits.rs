//! ColorFill (filling a rectangle of a default-pool surface with a colour),
//! StretchRect (copying a rectangle between default-pool surfaces, scaling
//! and converting formats into render targets) and the RESZ depth resolve.

use super::{CpuTexels, Inner};
use crate::com;
use crate::surface::Surface;
use crate::texture::Texture;
use wgd3d9_core::format::usage as fu;
use wgd3d9_core::record::{self, Op, Rect, SurfaceRef};
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
        if self.foreign(&[surface.cast()]) {
            return D3DERR_INVALIDCALL;
        }
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
        if s.desc.MultiSampleType != D3DMULTISAMPLE_NONE {
            let full = r == s.full_rect();
            self.fill_multisampled(s.gpu, r, full, color);
            return D3D_OK;
        }
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
            s.mark_dirty_in(self, r);
        } else if s.gpu.id != 0 {
            // CPU writes made earlier reach the GPU before the fill.
            self.flush_dirty();
            // Every row of the rectangle is `row`.
            let src = CpuTexels {
                bytes: &row,
                pitch: 0,
                slice_pitch: 0,
                in_place: false,
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

    /// StretchRect, with D3D9's rules: both surfaces in D3DPOOL_DEFAULT and
    /// distinct, rectangles inside them (null: the whole surface), filter
    /// D3DTEXF_NONE, POINT or LINEAR. Render targets (surfaces and texture
    /// levels) take any colour source, scaled and converted; an offscreen
    /// plain surface takes only another, unscaled (converted between
    /// renderable formats, else of the same format); depth/stencil surfaces
    /// copy whole (null or full rectangles) onto one of their size and
    /// format, outside a scene.
    /// Block-compressed surfaces do not scale.
    pub(crate) fn stretch_rect(
        &mut self,
        src: *mut IDirect3DSurface9,
        src_rect: *const RECT,
        dst: *mut IDirect3DSurface9,
        dst_rect: *const RECT,
        filter: D3DTEXTUREFILTERTYPE,
    ) -> HRESULT {
        if self.foreign(&[src.cast(), dst.cast()]) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the application passes surfaces or null.
        let (Some(s), Some(d)) = (unsafe { Surface::from_ptr(src) }, unsafe { Surface::from_ptr(dst) }) else {
            return D3DERR_INVALIDCALL;
        };
        if std::ptr::eq(s, d)
            || s.desc.Pool != D3DPOOL_DEFAULT
            || d.desc.Pool != D3DPOOL_DEFAULT
            || s.locked.is_some()
            || d.locked.is_some()
            || !matches!(filter, D3DTEXF_NONE | D3DTEXF_POINT | D3DTEXF_LINEAR)
            || s.gpu.id == 0
            || d.gpu.id == 0
        {
            return D3DERR_INVALIDCALL;
        }
        let (Some(sr), Some(dr)) = (s.app_rect(src_rect), d.app_rect(dst_rect)) else {
            return D3DERR_INVALIDCALL;
        };
        let same_size = (sr.right - sr.left, sr.bottom - sr.top) == (dr.right - dr.left, dr.bottom - dr.top);
        let depth = (s.info.is(fu::DEPTH_STENCIL), d.info.is(fu::DEPTH_STENCIL));
        let ok = match depth {
            // Whole plain depth-stencil surfaces (null or explicit
            // rectangles), any filter; never levels of depth textures.
            (true, true) => {
                s.parent.is_null()
                    && d.parent.is_null()
                    && sr == s.full_rect()
                    && dr == d.full_rect()
                    && same_size
                    && s.desc.Format == d.desc.Format
                    && !self.in_scene
            }
            (false, false) if d.desc.Usage & D3DUSAGE_RENDERTARGET != 0 => {
                s.info.block_dim == 1 && d.info.block_dim == 1
            }
            // Into an offscreen plain surface: from another, unscaled.
            (false, false) => {
                d.parent.is_null()
                    && s.parent.is_null()
                    && s.desc.Usage & D3DUSAGE_RENDERTARGET == 0
                    && same_size
                    && (s.desc.Format == d.desc.Format || (s.info.block_dim == 1 && d.info.is(fu::RENDER_TARGET)))
                    && s.on_blocks(sr)
                    && d.on_blocks(dr)
            }
            _ => false,
        };
        if !ok {
            return D3DERR_INVALIDCALL;
        }
        // CPU writes to the source reach the GPU first.
        self.flush_dirty();
        self.frames.rec.op_with(
            Op::CopySurface,
            0,
            0,
            &record::CopySurface {
                src: s.gpu,
                dst: d.gpu,
                src_rect: sr,
                dst_x: dr.left as u32,
                dst_y: dr.top as u32,
                filter,
                _pad: 0,
                dst_rect: dr,
            },
        );
        // The GPU now holds the destination's content: a lock reads it back.
        d.gpu_written = true;
        D3D_OK
    }

    /// The RESZ convention: writing `RESZ_CODE` into D3DRS_POINTSIZE
    /// resolves the bound depth buffer (sample 0 of each pixel when it is
    /// multisampled) into level 0 of the depth texture bound to sampler 0.
    /// Does nothing, with a log line, when no depth texture is bound there,
    /// no depth buffer is bound, or the depth buffer is smaller than the
    /// texture or of another GPU format; the render state is stored either way.
    pub(crate) fn resolve_depth_resz(&mut self) {
        let (tex, ds) = (self.st.textures[0], self.st.ds);
        // SAFETY: bound objects are live wgd3d9 objects of this device.
        let texture = unsafe { Texture::from_ptr(tex.cast()) };
        let Some(&level0) = texture.as_ref().and_then(|t| t.levels.first()) else {
            com::log_once("wgd3d9::d3d9", "RESZ: no texture bound to sampler 0; nothing resolved");
            return;
        };
        // SAFETY: a texture's level surfaces live as long as the texture,
        // and a bound depth buffer is live (or null).
        let (dst, src) = unsafe { (&mut *level0, ds.as_ref()) };
        let Some(src) = src.filter(|s| {
            dst.info.is(fu::DEPTH_STENCIL)
                && s.info.gpu == dst.info.gpu
                && s.desc.Width >= dst.desc.Width
                && s.desc.Height >= dst.desc.Height
        }) else {
            com::log_once(
                "wgd3d9::d3d9",
                "RESZ: needs a depth texture at sampler 0 and a depth buffer of its GPU format at least its size",
            );
            return;
        };
        self.copy_whole(src.gpu, dst.gpu, (dst.desc.Width, dst.desc.Height));
        dst.gpu_written = true;
    }

    /// ColorFill of a multisampled surface, which takes no uploads: the
    /// runtime clears it as its only target, then gets the bound targets
    /// back (the API state never changes).
    /// Records a copy of `size` from the origin of `src` (any format and
    /// sample count) to the origin of `dst`, converting the format.
    pub(super) fn copy_whole(&mut self, src: SurfaceRef, dst: SurfaceRef, (width, height): (u32, u32)) {
        let rect = Rect {
            left: 0,
            top: 0,
            right: width as i32,
            bottom: height as i32,
        };
        self.frames.rec.op_with(
            Op::CopySurface,
            0,
            0,
            &record::CopySurface {
                src,
                dst,
                src_rect: rect,
                dst_x: 0,
                dst_y: 0,
                filter: D3DTEXF_POINT,
                _pad: 0,
                dst_rect: rect,
            },
        );
    }

    fn fill_multisampled(&mut self, gpu: SurfaceRef, r: Rect, whole: bool, color: D3DCOLOR) {
        let rec = &mut self.frames.rec;
        for i in 0..4u16 {
            let t = if i == 0 { gpu } else { SurfaceRef::default() };
            rec.op_with(Op::SetRenderTarget, i, 0, &t);
        }
        rec.op_with(Op::SetDepthStencil, 0, 0, &SurfaceRef::default());
        let rects = if whole {
            record::ByteRef::default()
        } else {
            rec.data(bytemuck::cast_slice(&[r]))
        };
        rec.op_with(
            Op::Clear,
            0,
            0,
            &record::Clear {
                flags: D3DCLEAR_TARGET,
                color,
                z: 0.0,
                stencil: 0,
                rects,
                whole: u32::from(whole),
                _pad: 0,
            },
        );
        for (i, &rt) in self.st.rts.iter().enumerate() {
            // SAFETY: bound targets are live while bound.
            let t = unsafe { rt.as_ref() }.map(|s| s.gpu).unwrap_or_default();
            self.frames.rec.op_with(Op::SetRenderTarget, i as u16, 0, &t);
        }
        // SAFETY: as above.
        let ds = unsafe { self.st.ds.as_ref() }.map(|s| s.gpu).unwrap_or_default();
        self.frames.rec.op_with(Op::SetDepthStencil, 0, 0, &ds);
    }
}
