//! The Set and Get calls of render, sampler, texture-stage and transform state,
//! and of resource bindings.
//! Each setter validates, updates the application-visible state, and records the
//! change for the runtime only when the value changed.

use super::Inner;
use crate::basetexture::BaseTexture;
use crate::buffer::Buffer;
use crate::com::{self, Header};
use crate::decl::VertexDecl;
use crate::stateblock::StateBlock;
use std::ffi::c_void;
use wgd3d9_core::multisample;
use wgd3d9_core::record::{Op, StreamSource};
use wgd3d9_core::state_tables::{self as defaults, RS_COUNT};
use wgd3d9_core::vertex_decl;
use wgd3d9_types::*;

/// Valid D3DTRANSFORMSTATETYPE values: view, projection, texture 0..7, world 0..255.
fn is_transform(t: u32) -> bool {
    matches!(t, 2 | 3 | 16..=23 | 256..=511)
}

fn mat_mul(a: &D3DMATRIX, b: &D3DMATRIX) -> D3DMATRIX {
    let mut r = D3DMATRIX::default();
    for i in 0..4 {
        for j in 0..4 {
            r.m[i][j] = (0..4).map(|k| a.m[i][k] * b.m[k][j]).sum();
        }
    }
    r
}

impl Inner {
    /// The block a BeginStateBlock recording fills, if one is in progress.
    #[inline]
    pub(crate) fn recording(&mut self) -> Option<&mut StateBlock> {
        // SAFETY: the device owns the recording block until EndStateBlock.
        unsafe { self.recording.as_mut() }
    }

    #[inline]
    pub(crate) fn set_render_state(&mut self, state: u32, value: u32) -> HRESULT {
        let i = state as usize;
        if i >= RS_COUNT || !defaults::is_render_state(state) {
            com::log_once(
                "wgd3d9::d3d9",
                &format!("SetRenderState: ignoring unknown state {state}"),
            );
            return D3D_OK;
        }
        if let Some(b) = self.recording() {
            b.record_render_state(state, value);
        } else if self.st.rs[i] != value {
            self.st.rs[i] = value;
            self.frames.rec.op(Op::RenderState, state as u16, value);
        }
        // The resolve is an action of the write itself, also when the value
        // is already set or a state block records it (see
        // `wgd3d9_core::multisample::is_depth_resolve`).
        if multisample::is_depth_resolve(state, value) {
            self.resolve_depth_resz();
        }
        D3D_OK
    }

    pub(crate) fn get_render_state(&self, state: u32, out: *mut u32) -> HRESULT {
        if out.is_null() || !defaults::is_render_state(state) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        unsafe { *out = self.st.rs[state as usize] };
        D3D_OK
    }

    pub(crate) fn set_sampler_state(&mut self, sampler: u32, ty: u32, value: u32) -> HRESULT {
        let Some(slot) = defaults::sampler_slot(sampler) else {
            return D3DERR_INVALIDCALL;
        };
        if !defaults::is_sampler_state(ty) {
            return D3DERR_INVALIDCALL;
        }
        if let Some(b) = self.recording() {
            b.record_sampler_state(slot, ty, value);
            return D3D_OK;
        }
        let cur = &mut self.st.samp[slot][ty as usize];
        if *cur != value {
            *cur = value;
            self.frames
                .rec
                .op(Op::SamplerState, ((slot as u16) << 8) | ty as u16, value);
        }
        D3D_OK
    }

    pub(crate) fn get_sampler_state(&self, sampler: u32, ty: u32, out: *mut u32) -> HRESULT {
        match defaults::sampler_slot(sampler) {
            Some(slot) if defaults::is_sampler_state(ty) && !out.is_null() => {
                // SAFETY: checked non-null.
                unsafe { *out = self.st.samp[slot][ty as usize] };
                D3D_OK
            }
            _ => D3DERR_INVALIDCALL,
        }
    }

    pub(crate) fn set_texture_stage_state(&mut self, stage: u32, ty: u32, value: u32) -> HRESULT {
        if stage as usize >= defaults::MAX_TEXTURE_STAGES || !defaults::is_texture_stage_state(ty) {
            return D3DERR_INVALIDCALL;
        }
        if let Some(b) = self.recording() {
            b.record_stage_state(stage as usize, ty, value);
            return D3D_OK;
        }
        let generated = ty == D3DTSS_TEXCOORDINDEX && value & 0xFFFF_0000 != 0;
        if generated || (ty == D3DTSS_TEXTURETRANSFORMFLAGS && value != 0) {
            com::log_once(
                "wgd3d9::ff",
                "texture coordinate generation and transforms are not applied yet",
            );
        }
        let cur = &mut self.st.tss[stage as usize][ty as usize];
        if *cur != value {
            *cur = value;
            self.frames
                .rec
                .op(Op::TextureStageState, ((stage as u16) << 8) | ty as u16, value);
        }
        D3D_OK
    }

    pub(crate) fn get_texture_stage_state(&self, stage: u32, ty: u32, out: *mut u32) -> HRESULT {
        if out.is_null() || stage as usize >= defaults::MAX_TEXTURE_STAGES || !defaults::is_texture_stage_state(ty) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        unsafe { *out = self.st.tss[stage as usize][ty as usize] };
        D3D_OK
    }

    #[inline]
    pub(crate) fn set_texture(&mut self, sampler: u32, tex: *mut c_void) -> HRESULT {
        let Some(slot) = defaults::sampler_slot(sampler) else {
            return D3DERR_INVALIDCALL;
        };
        let new = tex as *mut Header;
        if self.recording.is_null() && self.st.textures[slot] == new {
            return D3D_OK;
        }
        if self.foreign(&[tex]) {
            return D3DERR_INVALIDCALL;
        }
        let mut palettized = false;
        let id = if tex.is_null() {
            0
        } else {
            // SAFETY: the application passes a texture pointer or null.
            let t = unsafe { BaseTexture::from_ptr(tex) };
            palettized = t.as_ref().is_some_and(|t| t.palettized);
            match t {
                None => return D3DERR_INVALIDCALL,
                // D3D9 accepts a scratch texture, which the device cannot
                // read: the stage samples as one without a texture.
                Some(t) if t.pool == D3DPOOL_SCRATCH => {
                    com::log_once("wgd3d9::d3d9", "SetTexture: a D3DPOOL_SCRATCH texture samples nothing");
                    0
                }
                // SAFETY: `tex` is the live texture `t` borrows.
                Some(t) if t.pool == D3DPOOL_SYSTEMMEM && self.recording.is_null() => unsafe {
                    self.sysmem_texture_gpu_id(tex as *mut Header, t)
                },
                Some(t) => t.gpu_id,
            }
        };
        if let Some(b) = self.recording() {
            b.record_texture(slot, new);
            return D3D_OK;
        }
        let old = std::mem::replace(&mut self.st.textures[slot], new);
        // SAFETY: both are wgd3d9 objects (or null).
        unsafe {
            com::bind(new);
            com::unbind(old);
        }
        self.note_palettized_slot(slot, palettized && id != 0);
        self.frames.rec.op(Op::SetTexture, slot as u16, id);
        D3D_OK
    }

    pub(crate) fn get_texture(&self, sampler: u32, out: *mut *mut c_void) -> HRESULT {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let Some(slot) = defaults::sampler_slot(sampler) else {
            // No texture: a program that ignores the result releases nothing.
            // SAFETY: checked non-null.
            unsafe { out.write(std::ptr::null_mut()) };
            return D3DERR_INVALIDCALL;
        };
        let t = self.st.textures[slot];
        // SAFETY: bound objects are live; out checked.
        unsafe {
            if !t.is_null() {
                com::add_ref(t);
            }
            *out = t as *mut c_void;
        }
        D3D_OK
    }

    pub(crate) fn set_transform(&mut self, t: u32, m: *const D3DMATRIX) -> HRESULT {
        if m.is_null() || !is_transform(t) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        let m = unsafe { *m };
        if let Some(b) = self.recording() {
            b.record_transform(t as usize, m);
            return D3D_OK;
        }
        self.apply_transform(t, m);
        D3D_OK
    }

    fn apply_transform(&mut self, t: u32, m: D3DMATRIX) {
        self.st.transforms[t as usize] = m;
        self.frames.rec.op_with(Op::SetTransform, t as u16, 0, &m.m);
    }

    pub(crate) fn get_transform(&self, t: u32, out: *mut D3DMATRIX) -> HRESULT {
        if out.is_null() || !is_transform(t) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        unsafe { *out = self.st.transforms[t as usize] };
        D3D_OK
    }

    /// MultiplyTransform: the new matrix is `m * current`. It changes the
    /// device's transform even while a state block is being recorded, and the
    /// block does not record it.
    pub(crate) fn multiply_transform(&mut self, t: u32, m: *const D3DMATRIX) -> HRESULT {
        if m.is_null() || !is_transform(t) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        let r = mat_mul(unsafe { &*m }, &self.st.transforms[t as usize]);
        self.apply_transform(t, r);
        D3D_OK
    }

    pub(crate) fn set_viewport(&mut self, vp: *const D3DVIEWPORT9) -> HRESULT {
        if vp.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        let v = unsafe { *vp };
        if v.Width == 0 || v.Height == 0 || !(v.MinZ.is_finite() && v.MaxZ.is_finite()) {
            return D3DERR_INVALIDCALL;
        }
        if let Some(b) = self.recording() {
            b.record_viewport(v);
            return D3D_OK;
        }
        self.st.viewport = v;
        self.record_viewport();
        D3D_OK
    }

    pub(crate) fn set_scissor_rect(&mut self, r: *const RECT) -> HRESULT {
        if r.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        let r = unsafe { *r };
        if let Some(b) = self.recording() {
            b.record_scissor(r);
            return D3D_OK;
        }
        self.st.scissor = r;
        self.record_scissor();
        D3D_OK
    }

    pub(crate) fn set_stream_source(
        &mut self,
        stream: u32,
        vb: *mut IDirect3DVertexBuffer9,
        offset: u32,
        stride: u32,
    ) -> HRESULT {
        if stream >= 16 || self.foreign(&[vb.cast()]) {
            return D3DERR_INVALIDCALL;
        }
        let (buffer, id) = if vb.is_null() {
            (std::ptr::null_mut(), 0)
        } else {
            // SAFETY: the application passes a vertex buffer or null.
            match unsafe { Buffer::from_ptr(vb.cast(), false) } {
                Some(b) => (b as *mut Buffer, b.gpu_id),
                None => return D3DERR_INVALIDCALL,
            }
        };
        if let Some(b) = self.recording() {
            b.record_stream(stream as usize, buffer, offset, stride);
            return D3D_OK;
        }
        let s = &mut self.st.streams[stream as usize];
        if buffer.is_null() {
            // A null buffer keeps the previous offset and stride.
            let old = std::mem::replace(&mut s.buffer, buffer);
            // SAFETY: the buffer bound before is null or live (a binding keeps
            // it), and this call drives the device (its lock held on a
            // multithreaded device).
            unsafe { com::unbind(old as *const Header) };
            self.frames.rec.op_with(
                Op::SetStreamSource,
                stream as u16,
                0,
                &StreamSource {
                    id: 0,
                    offset: s.offset,
                    stride: s.stride,
                    _pad: 0,
                },
            );
            return D3D_OK;
        }
        if s.buffer == buffer && s.offset == offset && s.stride == stride {
            return D3D_OK;
        }
        let old = std::mem::replace(&mut s.buffer, buffer);
        s.offset = offset;
        s.stride = stride;
        // SAFETY: both are wgd3d9 objects (or null).
        unsafe {
            com::bind(buffer as *const Header);
            com::unbind(old as *const Header);
        }
        self.frames.rec.op_with(
            Op::SetStreamSource,
            stream as u16,
            0,
            &StreamSource {
                id,
                offset,
                stride,
                _pad: 0,
            },
        );
        D3D_OK
    }

    pub(crate) fn get_stream_source(
        &self,
        stream: u32,
        out: *mut *mut IDirect3DVertexBuffer9,
        offset: *mut u32,
        stride: *mut u32,
    ) -> HRESULT {
        if stream >= 16 || out.is_null() || offset.is_null() || stride.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let s = self.st.streams[stream as usize];
        // SAFETY: checked non-null; bound objects are live.
        unsafe {
            if !s.buffer.is_null() {
                com::add_ref(s.buffer as *const Header);
            }
            *out = s.buffer.cast();
            *offset = s.offset;
            *stride = s.stride;
        }
        D3D_OK
    }

    pub(crate) fn set_indices(&mut self, ib: *mut IDirect3DIndexBuffer9) -> HRESULT {
        if self.foreign(&[ib.cast()]) {
            return D3DERR_INVALIDCALL;
        }
        let (buffer, word) = if ib.is_null() {
            (std::ptr::null_mut(), 0)
        } else {
            // SAFETY: the application passes an index buffer or null.
            match unsafe { Buffer::from_ptr(ib.cast(), true) } {
                Some(b) => {
                    let wide = if b.index_size() == 4 { 0x8000_0000 } else { 0 };
                    (b as *mut Buffer, b.gpu_id | wide)
                }
                None => return D3DERR_INVALIDCALL,
            }
        };
        if let Some(b) = self.recording() {
            b.record_indices(buffer);
            return D3D_OK;
        }
        if self.st.indices == buffer {
            return D3D_OK;
        }
        let old = std::mem::replace(&mut self.st.indices, buffer);
        // SAFETY: both are wgd3d9 objects (or null).
        unsafe {
            com::bind(buffer as *const Header);
            com::unbind(old as *const Header);
        }
        self.frames.rec.op(Op::SetIndices, 0, word);
        D3D_OK
    }

    pub(crate) fn get_indices(&self, out: *mut *mut IDirect3DIndexBuffer9) -> HRESULT {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let b = self.st.indices;
        // SAFETY: checked non-null; bound objects are live.
        unsafe {
            if !b.is_null() {
                com::add_ref(b as *const Header);
            }
            *out = b.cast();
        }
        D3D_OK
    }

    fn bind_decl(&mut self, d: *mut VertexDecl) {
        if self.st.decl == d {
            return;
        }
        let old = std::mem::replace(&mut self.st.decl, d);
        // SAFETY: both are wgd3d9 objects (or null).
        let id = unsafe {
            com::bind(d as *const Header);
            com::unbind(old as *const Header);
            d.as_ref().map_or(0, |d| d.gpu_id)
        };
        self.frames.rec.op(Op::SetVertexDecl, 0, id);
    }

    pub(crate) fn set_vertex_declaration(&mut self, d: *mut IDirect3DVertexDeclaration9) -> HRESULT {
        if self.foreign(&[d.cast()]) {
            return D3DERR_INVALIDCALL;
        }
        let decl = if d.is_null() {
            std::ptr::null_mut()
        } else {
            // SAFETY: the application passes a declaration or null.
            match unsafe { VertexDecl::from_ptr(d) } {
                Some(v) => v as *mut VertexDecl,
                None => return D3DERR_INVALIDCALL,
            }
        };
        if let Some(b) = self.recording() {
            b.record_decl(decl, 0);
            return D3D_OK;
        }
        self.st.fvf = 0;
        self.bind_decl(decl);
        D3D_OK
    }

    pub(crate) fn get_vertex_declaration(&self, out: *mut *mut IDirect3DVertexDeclaration9) -> HRESULT {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let d = self.st.decl;
        // SAFETY: checked non-null; bound objects are live.
        unsafe {
            if !d.is_null() {
                com::add_ref(d as *const Header);
            }
            *out = d.cast();
        }
        D3D_OK
    }

    pub(crate) fn set_fvf(&mut self, fvf: u32) -> HRESULT {
        if fvf == 0 {
            if let Some(b) = self.recording() {
                let decl = b.saved.decl;
                b.record_decl(decl, 0);
                return D3D_OK;
            }
            self.st.fvf = 0;
            return D3D_OK;
        }
        let decl = match self.fvf_decls.get(&fvf) {
            Some(&d) => d,
            None => {
                let Ok((elements, _)) = vertex_decl::from_fvf(fvf) else {
                    return D3DERR_INVALIDCALL;
                };
                let d = self.create_decl_object(&elements);
                // SAFETY: just created; FVF declarations are owned by the device.
                unsafe {
                    (*d).hdr.implicit = true;
                    (*d).hdr.counts.init_refs(0);
                }
                self.fvf_decls.insert(fvf, d);
                d
            }
        };
        if let Some(b) = self.recording() {
            b.record_decl(decl, fvf);
            return D3D_OK;
        }
        self.bind_decl(decl);
        self.st.fvf = fvf;
        D3D_OK
    }

    pub(crate) fn material(&mut self, m: *const D3DMATERIAL9) -> HRESULT {
        if m.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        let m = unsafe { *m };
        if let Some(b) = self.recording() {
            b.record_material(m);
            return D3D_OK;
        }
        self.st.material = m;
        self.frames.rec.op_with(Op::SetMaterial, 0, 0, &material_words(&m));
        D3D_OK
    }

    pub(crate) fn set_light(&mut self, i: u32, l: *const D3DLIGHT9) -> HRESULT {
        if l.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        let light = unsafe { *l };
        if !(D3DLIGHT_POINT..=D3DLIGHT_DIRECTIONAL).contains(&light.Type) {
            return D3DERR_INVALIDCALL;
        }
        if let Some(b) = self.recording() {
            b.record_light(i, light);
            return D3D_OK;
        }
        self.st.lights.entry(i).or_insert((light, false)).0 = light;
        if let Some(slot) = self.st.active_lights.iter().position(|&a| a == Some(i)) {
            self.record_light_slot(slot);
        }
        D3D_OK
    }

    /// Sends active-light slot `slot` (its light, or empty) to the runtime.
    fn record_light_slot(&mut self, slot: usize) {
        let (kind, light) = self.active_light(slot);
        self.frames.rec.op_with(Op::SetLight, slot as u16, kind, &light);
    }

    /// Active-light slot `slot` as the runtime takes it: (D3DLIGHTTYPE,
    /// light), or (0, zeros) when empty.
    pub(crate) fn active_light(&self, slot: usize) -> (u32, wgd3d9_core::record::Light) {
        match self.st.active_lights[slot].and_then(|i| self.st.lights.get(&i)) {
            Some((l, _)) => (
                l.Type,
                wgd3d9_core::record::Light {
                    diffuse: color_value(l.Diffuse),
                    specular: color_value(l.Specular),
                    ambient: color_value(l.Ambient),
                    position: [l.Position.x, l.Position.y, l.Position.z],
                    direction: [l.Direction.x, l.Direction.y, l.Direction.z],
                    range: l.Range,
                    falloff: l.Falloff,
                    attenuation: [l.Attenuation0, l.Attenuation1, l.Attenuation2],
                    theta: l.Theta,
                    phi: l.Phi,
                    _pad: 0.0,
                },
            ),
            None => (0, Default::default()),
        }
    }

    /// Keeps the active-light slots in step with light `i` being enabled or
    /// not: an enabled light takes the first free slot (none free: it is
    /// not applied, as with more lights than MaxActiveLights); a disabled
    /// one leaves its slot and the later slots move up.
    fn update_active_lights(&mut self, i: u32, enable: bool) {
        let slots = &mut self.st.active_lights;
        let at = slots.iter().position(|&a| a == Some(i));
        match (at, enable) {
            (None, true) => match slots.iter().position(Option::is_none) {
                Some(free) => {
                    slots[free] = Some(i);
                    self.record_light_slot(free);
                }
                None => com::log_once(
                    "wgd3d9::ff",
                    "more than 8 lights enabled at once; the ones enabled last are not applied",
                ),
            },
            (Some(at), false) => {
                slots[at..].rotate_left(1);
                let last = slots.len() - 1;
                slots[last] = None;
                // Later slots moved up; promote an enabled light that had no
                // slot into the freed last one.
                let waiting = self
                    .st
                    .lights
                    .iter()
                    .find(|(idx, (_, on))| *on && !self.st.active_lights.contains(&Some(**idx)))
                    .map(|(idx, _)| *idx);
                self.st.active_lights[last] = waiting;
                for slot in at..self.st.active_lights.len() {
                    self.record_light_slot(slot);
                }
            }
            _ => {}
        }
    }

    /// Empties every active-light slot (Reset).
    pub(crate) fn clear_active_lights(&mut self) {
        for slot in 0..self.st.active_lights.len() {
            if self.st.active_lights[slot].take().is_some() {
                self.record_light_slot(slot);
            }
        }
    }

    /// LightEnable; enabling a light that was never set creates the default
    /// light (white, directional, pointing down +z).
    pub(crate) fn light_enable(&mut self, i: u32, enable: bool) -> HRESULT {
        if let Some(b) = self.recording() {
            b.record_light_enable(i, enable);
            return D3D_OK;
        }
        let default = D3DLIGHT9 {
            Type: D3DLIGHT_DIRECTIONAL,
            Diffuse: D3DCOLORVALUE {
                r: 1.0,
                g: 1.0,
                b: 1.0,
                a: 0.0,
            },
            Direction: D3DVECTOR { x: 0.0, y: 0.0, z: 1.0 },
            ..Default::default()
        };
        self.st.lights.entry(i).or_insert((default, false)).1 = enable;
        self.update_active_lights(i, enable);
        D3D_OK
    }

    pub(crate) fn set_clip_plane(&mut self, i: u32, plane: *const [f32; 4]) -> HRESULT {
        if plane.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let i = clip_plane_slot(i);
        // SAFETY: checked non-null; the application's array may be unaligned.
        let plane = unsafe { std::ptr::read_unaligned(plane) };
        if let Some(b) = self.recording() {
            b.record_clip_plane(i as usize, plane);
            return D3D_OK;
        }
        self.st.clip_planes[i as usize] = plane;
        self.frames.rec.op_with(Op::SetClipPlane, i as u16, 0, &plane);
        D3D_OK
    }

    /// Set*ShaderConstant{F,I,B}.
    ///
    /// # Safety
    /// `data` must hold `count` registers of the file when the range is valid.
    pub(crate) unsafe fn set_shader_constants(
        &mut self,
        file: usize,
        start: u32,
        data: *const u8,
        count: u32,
    ) -> HRESULT {
        if let Some(b) = self.recording() {
            // SAFETY: the caller guarantees `data` holds `count` registers of
            // the file when the range is valid (which is checked first).
            return unsafe { b.record_constants(file, start, data, count) };
        }
        // SAFETY: as above.
        unsafe { self.shader_consts.set(file, start, data, count) }
    }
}

fn color_value(v: D3DCOLORVALUE) -> [f32; 4] {
    [v.r, v.g, v.b, v.a]
}

/// A material as the runtime takes it: diffuse, ambient, specular and
/// emissive rgba, then the power.
pub(crate) fn material_words(m: &D3DMATERIAL9) -> [f32; 17] {
    let mut words = [0f32; 17];
    for (i, v) in [m.Diffuse, m.Ambient, m.Specular, m.Emissive].into_iter().enumerate() {
        words[4 * i..4 * i + 4].copy_from_slice(&color_value(v));
    }
    words[16] = m.Power;
    words
}

/// The plane slot an index names: D3D9 maps every index past the last plane
/// the device has onto that last plane.
pub(crate) fn clip_plane_slot(i: u32) -> u32 {
    i.min(wgd3d9_core::state_tables::MAX_CLIP_PLANES as u32 - 1)
}

impl Inner {
    /// SetSoftwareVertexProcessing. Stored on any device, as D3D9 does;
    /// draws run with software vertex processing (8,192 vertex shader float
    /// constants) only on a device created for it (SOFTWARE or MIXED).
    pub(crate) fn set_software_vertex_processing(&mut self, on: bool) -> HRESULT {
        self.st.software_vp = on;
        self.record_software_vp();
        D3D_OK
    }

    /// Records whether draws run with software vertex processing.
    pub(crate) fn record_software_vp(&mut self) {
        let on = self.st.software_vp && super::software_capable(self.creation.BehaviorFlags);
        self.frames.rec.op(Op::SoftwareVertexProcessing, on as u16, 0);
    }
}
