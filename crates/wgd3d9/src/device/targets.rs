//! Render targets, depth/stencil surfaces, scenes, clears, the back buffer and
//! read-backs of render targets into system memory.

use super::Inner;
use crate::com::{self, Header};
use crate::surface::Surface;
use wgd3d9_core::clear::{clear_area, ClearArea};
use wgd3d9_core::record::{self, Op, Rect};
use wgd3d9_types::*;

impl Inner {
    pub(crate) fn set_render_target(&mut self, index: u32, s: *mut IDirect3DSurface9) -> HRESULT {
        if index >= 4 {
            return D3DERR_INVALIDCALL;
        }
        let surface = if s.is_null() {
            if index == 0 {
                return D3DERR_INVALIDCALL;
            }
            std::ptr::null_mut()
        } else {
            // SAFETY: the application passes a surface or null.
            match unsafe { Surface::from_ptr(s) } {
                Some(sf) if sf.hdr.device == self.me && sf.desc.Usage & D3DUSAGE_RENDERTARGET != 0 => {
                    if sf.gpu.id == 0 {
                        // A surface without GPU storage (a size that is not
                        // whole blocks of its format): never drawn.
                        com::log_once(
                            "wgd3d9::d3d9",
                            "SetRenderTarget: a surface without GPU storage is refused",
                        );
                        return D3DERR_INVALIDCALL;
                    }
                    if index >= self.caps.NumSimultaneousRTs {
                        return D3DERR_INVALIDCALL;
                    }
                    sf as *mut Surface
                }
                _ => return D3DERR_INVALIDCALL,
            }
        };
        let old = std::mem::replace(&mut self.st.rts[index as usize], surface);
        // SAFETY: both are wgd3d9 objects (or null).
        let gpu = unsafe {
            com::bind(surface as *const Header);
            com::unbind(old as *const Header);
            surface.as_ref().map(|s| s.gpu).unwrap_or_default()
        };
        self.frames.rec.op_with(Op::SetRenderTarget, index as u16, 0, &gpu);
        if index == 0 {
            // SAFETY: non-null for index 0 (checked above).
            let d = unsafe { &(*surface).desc };
            self.st.viewport = D3DVIEWPORT9 {
                X: 0,
                Y: 0,
                Width: d.Width,
                Height: d.Height,
                MinZ: 0.0,
                MaxZ: 1.0,
            };
            self.st.scissor = RECT {
                left: 0,
                top: 0,
                right: d.Width as i32,
                bottom: d.Height as i32,
            };
            self.record_viewport();
            self.record_scissor();
        }
        D3D_OK
    }

    pub(crate) fn get_render_target(&self, index: u32, out: *mut *mut IDirect3DSurface9) -> HRESULT {
        if out.is_null() || index >= 4 {
            return D3DERR_INVALIDCALL;
        }
        let s = self.st.rts[index as usize];
        // SAFETY: checked non-null; bound objects are live.
        unsafe {
            *out = s.cast();
            if s.is_null() {
                return D3DERR_NOTFOUND;
            }
            com::add_ref(s as *const Header);
        }
        D3D_OK
    }

    pub(crate) fn set_depth_stencil(&mut self, s: *mut IDirect3DSurface9) -> HRESULT {
        let surface = if s.is_null() {
            std::ptr::null_mut()
        } else {
            // SAFETY: the application passes a surface or null.
            match unsafe { Surface::from_ptr(s) } {
                Some(sf) if sf.hdr.device == self.me && sf.desc.Usage & D3DUSAGE_DEPTHSTENCIL != 0 => {
                    sf as *mut Surface
                }
                _ => return D3DERR_INVALIDCALL,
            }
        };
        let old = std::mem::replace(&mut self.st.ds, surface);
        // SAFETY: both are wgd3d9 objects (or null).
        let gpu = unsafe {
            com::bind(surface as *const Header);
            com::unbind(old as *const Header);
            surface.as_ref().map(|s| s.gpu).unwrap_or_default()
        };
        self.frames.rec.op_with(Op::SetDepthStencil, 0, 0, &gpu);
        D3D_OK
    }

    pub(crate) fn get_depth_stencil(&self, out: *mut *mut IDirect3DSurface9) -> HRESULT {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let s = self.st.ds;
        // SAFETY: checked non-null; bound objects are live.
        unsafe {
            *out = s.cast();
            if s.is_null() {
                return D3DERR_NOTFOUND;
            }
            com::add_ref(s as *const Header);
        }
        D3D_OK
    }

    pub(crate) fn begin_scene(&mut self) -> HRESULT {
        if self.in_scene {
            return D3DERR_INVALIDCALL;
        }
        self.in_scene = true;
        D3D_OK
    }

    pub(crate) fn end_scene(&mut self) -> HRESULT {
        if !self.in_scene {
            return D3DERR_INVALIDCALL;
        }
        self.in_scene = false;
        D3D_OK
    }

    pub(crate) fn clear(
        &mut self,
        count: u32,
        rects: *const D3DRECT,
        flags: u32,
        color: u32,
        z: f32,
        stencil: u32,
    ) -> HRESULT {
        let all = D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL;
        if flags & !all != 0 {
            return D3DERR_INVALIDCALL;
        }
        if flags & (D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL) != 0 {
            // SAFETY: bound objects are live.
            match unsafe { self.st.ds.as_ref() } {
                None => return D3DERR_INVALIDCALL,
                Some(ds) if flags & D3DCLEAR_STENCIL != 0 && ds.info.stencil_bits == 0 => return D3DERR_INVALIDCALL,
                _ => {}
            }
        }
        if flags == 0 {
            return D3D_OK;
        }
        // SAFETY: render target 0 is never null.
        let rt = unsafe { &*self.st.rts[0] };
        let list = if rects.is_null() {
            None
        } else if count == 0 {
            return D3D_OK;
        } else {
            // SAFETY: D3D9 requires `count` rectangles at `rects`.
            Some(unsafe { std::slice::from_raw_parts(rects, count as usize) })
        };
        let v = self.st.viewport;
        let viewport = Rect {
            left: v.X as i32,
            top: v.Y as i32,
            right: v.X.saturating_add(v.Width) as i32,
            bottom: v.Y.saturating_add(v.Height) as i32,
        };
        let scissor = (self.st.rs[D3DRS_SCISSORTESTENABLE as usize] != 0).then(|| {
            let s = self.st.scissor;
            Rect {
                left: s.left,
                top: s.top,
                right: s.right,
                bottom: s.bottom,
            }
        });
        // Depth and stencil are cleared as far as the viewport reaches in the
        // depth buffer, even past a smaller target (Windows, in Wine's
        // test_null_format); under a D3DFMT_NULL target 0 the depth buffer is
        // all there is.
        // SAFETY: bound objects are live.
        let (w, h) = match unsafe { self.st.ds.as_ref() } {
            Some(ds) if rt.info.is_null_target() => (ds.desc.Width, ds.desc.Height),
            Some(ds) if flags & (D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL) != 0 => {
                (rt.desc.Width.max(ds.desc.Width), rt.desc.Height.max(ds.desc.Height))
            }
            _ => (rt.desc.Width, rt.desc.Height),
        };
        let (whole, rects) = match clear_area(list, viewport, scissor, w, h) {
            ClearArea::Nothing => return D3D_OK,
            ClearArea::Whole => (1, record::ByteRef::default()),
            ClearArea::Rects(r) => (0, self.frames.rec.data(bytemuck::cast_slice(&r))),
        };
        self.frames.rec.op_with(
            Op::Clear,
            0,
            0,
            &record::Clear {
                flags,
                color,
                z,
                stencil,
                rects,
                whole,
                _pad: 0,
            },
        );
        D3D_OK
    }

    pub(crate) fn get_back_buffer(
        &self,
        swapchain: u32,
        index: u32,
        ty: u32,
        out: *mut *mut IDirect3DSurface9,
    ) -> HRESULT {
        // The device's GetBackBuffer answers a failure with a null surface.
        // SAFETY: the application passes a writable pointer or null.
        unsafe { com::put(out, std::ptr::null_mut()) };
        if swapchain != 0 {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the implicit swap chain lives as long as the device.
        unsafe { (*self.swapchain).back_buffer(index, ty, out) }
    }

    pub(crate) fn get_render_target_data(
        &mut self,
        src: *mut IDirect3DSurface9,
        dst: *mut IDirect3DSurface9,
    ) -> HRESULT {
        if self.foreign(&[src.cast(), dst.cast()]) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the application passes surfaces or null.
        let (Some(s), Some(d)) = (unsafe { Surface::from_ptr(src) }, unsafe { Surface::from_ptr(dst) }) else {
            return D3DERR_INVALIDCALL;
        };
        if s.desc.Usage & D3DUSAGE_RENDERTARGET == 0
            || s.gpu.id == 0
            || d.desc.Pool != D3DPOOL_SYSTEMMEM
            || s.desc.Width != d.desc.Width
            || s.desc.Height != d.desc.Height
            || s.desc.Format != d.desc.Format
            || s.desc.MultiSampleType != D3DMULTISAMPLE_NONE
            || !s.info.reads_back()
        {
            return D3DERR_INVALIDCALL;
        }
        if d.locked.is_some() {
            return D3DERR_INVALIDCALL;
        }
        let (w, h, f, gpu) = (s.desc.Width, s.desc.Height, s.desc.Format, s.gpu);
        let (ptr, pitch) = (d.cpu.as_mut_ptr(), d.pitch);
        match self.read_back(gpu, ptr, pitch, w, h, f) {
            Ok(()) => {
                // What was read is new content: UpdateTexture copies it and
                // draws from a system-memory texture see it.
                d.mark_dirty_in(self, d.full_rect());
                D3D_OK
            }
            Err(_) => D3DERR_DEVICELOST,
        }
    }
}
