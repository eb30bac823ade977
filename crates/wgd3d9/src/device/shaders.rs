//! Shader objects on the device: creation, binding and read-back.

use super::Inner;
use crate::com::{self, Header};
use crate::shader::Shader;
use std::ffi::c_void;
use wgd3d9_core::record::Op;
use wgd3d9_shader::dxso::ShaderKind;
use wgd3d9_types::*;

impl Inner {
    /// CreateVertexShader / CreatePixelShader.
    ///
    /// # Safety
    /// `function` must be null or a token stream readable to its end token;
    /// `out` null or writable.
    pub(crate) unsafe fn create_shader(
        &mut self,
        stage: ShaderKind,
        function: *const u32,
        out: *mut *mut c_void,
    ) -> HRESULT {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let software = crate::device::software_capable(self.creation.BehaviorFlags);
        // SAFETY: the caller guarantees `function` is null or a token stream
        // readable to its end token (`create` checks for null).
        match unsafe { Shader::create(self.me, &mut self.frames, stage, function, software) } {
            Ok(s) => {
                // SAFETY: `s` was just made for this device; no other thread
                // sees it yet.
                unsafe { self.hand_out(s as *mut Header, false) };
                // SAFETY: the caller guarantees `out` (non-null here) is
                // writable.
                unsafe { *out = s as *mut c_void };
                D3D_OK
            }
            Err(hr) => hr,
        }
    }

    /// SetVertexShader / SetPixelShader (`s` is a wgd3d9 shader of `stage` or null).
    pub(crate) fn set_shader(&mut self, stage: ShaderKind, s: *mut c_void) -> HRESULT {
        // SAFETY: the application passes a shader pointer or null.
        if (!s.is_null() && unsafe { Shader::from_ptr(s, stage) }.is_none()) || self.foreign(&[s]) {
            return D3DERR_INVALIDCALL;
        }
        let new = s as *mut Header;
        if let Some(b) = self.recording() {
            match stage {
                ShaderKind::Vertex => b.record_vertex_shader(new),
                ShaderKind::Pixel => b.record_pixel_shader(new),
            }
            return D3D_OK;
        }
        let slot = match stage {
            ShaderKind::Vertex => &mut self.st.vs,
            ShaderKind::Pixel => &mut self.st.ps,
        };
        if *slot != new {
            let old = std::mem::replace(slot, new);
            // SAFETY: checked above: null or a shader of `stage`.
            let id = unsafe { Shader::from_ptr(s, stage) }.map_or(0, |s| s.gpu_id);
            self.frames
                .rec
                .op(Op::SetShader, (stage == ShaderKind::Pixel) as u16, id);
            // SAFETY: both are live wgd3d9 objects or null.
            unsafe {
                com::bind(new);
                com::unbind(old);
            }
        }
        D3D_OK
    }

    pub(crate) fn set_vertex_shader(&mut self, s: *mut Header) -> HRESULT {
        self.set_shader(ShaderKind::Vertex, s.cast())
    }

    pub(crate) fn set_pixel_shader(&mut self, s: *mut Header) -> HRESULT {
        self.set_shader(ShaderKind::Pixel, s.cast())
    }

    /// GetVertexShader / GetPixelShader.
    pub(crate) fn get_shader(&self, stage: ShaderKind, out: *mut *mut c_void) -> HRESULT {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let s = match stage {
            ShaderKind::Vertex => self.st.vs,
            ShaderKind::Pixel => self.st.ps,
        };
        // SAFETY: bound objects are live; out checked.
        unsafe {
            if !s.is_null() {
                com::add_ref(s);
            }
            *out = s.cast();
        }
        D3D_OK
    }
}
