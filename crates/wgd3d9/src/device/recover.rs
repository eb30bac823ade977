//! Reset after a lost device: the runtime lost the device (a GPU reset, a
//! submission the GPU refused, `debug.loseDeviceAtPresent`), so what it held
//! is gone. The application has released its D3DPOOL_DEFAULT resources (Reset
//! refuses otherwise); everything it still holds (managed and system-memory
//! buffers, managed textures, shaders, declarations) is made again on a new
//! runtime device from what the API side keeps: each object's creation
//! record ([`Made`]) and its CPU copy.

use super::Inner;
use crate::basetexture::{self, BaseTexture};
use crate::com::{Header, Kind};
use crate::frames::Made;
use bytemuck::Zeroable;
use wgd3d9_core::record::{Op, Rect};
use wgd3d9_core::wire;
use wgd3d9_types::*;

impl Inner {
    /// Replaces the lost runtime device with a new one and makes every
    /// object still alive again; D3DERR_DEVICELOST when no new runtime
    /// device can be had (the device stays lost).
    pub(crate) fn recover_lost_device(&mut self) -> Result<(), HRESULT> {
        // SAFETY: the device is live while its methods run.
        let me = unsafe { &*self.me };
        // Calls waiting for the lost runtime (they return at once: a lost
        // runtime retires everything) must be done with it.
        me.wait_for_calls_outside_lock();
        crate::port::destroy_device(self.frames.runtime);
        self.frames.runtime = 0;
        let runtime = match crate::port::create_device(self.runtime_desc) {
            Ok(r) => r,
            Err(s) => {
                log::error!(target: "wgd3d9::d3d9", "Reset: no new runtime device after the loss ({s:?})");
                self.frames.lost = true;
                return Err(D3DERR_DEVICELOST);
            }
        };
        self.frames.restart(runtime);
        // The new runtime shows frames without a gamma ramp until told.
        self.gamma_recorded = None;
        let made = self.frames.made();
        log::warn!(target: "wgd3d9::d3d9", "Reset after a lost device: making {} objects again", made.len());
        for (id, m) in made {
            self.make_again(id, m);
        }
        Ok(())
    }

    /// EvictManagedResources: managed textures are uploaded again from their
    /// CPU copies before they are next drawn, so what was written through
    /// D3DLOCK_NO_DIRTY_UPDATE reaches the GPU (Windows, in Wine's
    /// add_dirty_rect_test). Their GPU copies stay: wgd3d9 never evicts.
    pub(crate) fn evict_managed_resources(&mut self) {
        for (id, made) in self.frames.made() {
            let Made::Texture(_, owner) = made else { continue };
            // SAFETY: owners leave the table with their textures, and every
            // owner is a texture kind, which begins with a `BaseTexture`.
            let base = unsafe { (owner as *const crate::basetexture::BaseTexture).as_ref() };
            if base.is_some_and(|b| b.pool == D3DPOOL_MANAGED) {
                // SAFETY: as above: the owner is live.
                unsafe { self.fill_again(id, owner) };
            }
        }
    }

    /// Records runtime object `id` again, with its contents.
    fn make_again(&mut self, id: u32, made: Made) {
        match made {
            Made::Buffer(desc, b) => {
                let _ = self.make_gpu_resource(id, wire::resource_kind::BUFFER, desc, Zeroable::zeroed());
                self.frames.rec.op_with(Op::CreateBuffer, 0, id, &desc);
                // SAFETY: buffers leave the table when freed.
                unsafe { (*b).upload_all(&mut self.frames) };
            }
            Made::Texture(desc, owner) => {
                let _ = self.make_gpu_resource(id, wire::resource_kind::TEXTURE, Zeroable::zeroed(), desc);
                self.frames.rec.op_with(Op::CreateTexture, 0, id, &desc);
                // SAFETY: owners leave the table with their textures.
                unsafe { self.fill_again(id, owner) };
            }
            // SAFETY: shaders and declarations leave the table when freed.
            Made::Shader(s) => unsafe { (*s).record(&mut self.frames) },
            Made::Decl(d) => {
                // SAFETY: as above.
                let elements = unsafe { &(*d).elements };
                let n = elements.len().saturating_sub(1);
                let list = elements[..n].to_vec();
                self.record_decl(id, &list);
            }
        }
    }

    /// Uploads the contents of texture `id` from its owner's CPU copies
    /// (2D and cube levels through the dirty list, volumes at once) and
    /// sets its level of detail again.
    ///
    /// # Safety
    /// `owner` must be null or the live object owning texture `id`.
    pub(super) unsafe fn fill_again(&mut self, id: u32, owner: *mut Header) {
        // SAFETY: the caller guarantees `owner` is null or live.
        let Some(h) = (unsafe { owner.as_ref() }) else { return };
        if !matches!(h.kind, Kind::Texture | Kind::CubeTexture | Kind::VolumeTexture) {
            return;
        }
        // SAFETY: `owner` is live and a texture (its header says so); each
        // texture kind begins with a `BaseTexture`.
        let base = unsafe { &*(owner as *const BaseTexture) };
        // SAFETY: `owner` is a live texture (checked above).
        unsafe { self.upload_whole_texture(owner) };
        if base.lod != 0 {
            self.frames.rec.op(Op::SetTextureLod, base.lod as u16, id);
        }
        if base.usage & D3DUSAGE_AUTOGENMIPMAP != 0 && base.autogen_filter != D3DTEXF_LINEAR {
            let filter = base.autogen_filter as u16;
            self.frames.rec.op(Op::AutoGenFilter, filter, id);
        }
    }

    /// Uploads every level of texture `owner` again from its CPU copy
    /// (marked dirty, whole; volume levels recorded now). Levels without a
    /// CPU copy are left alone.
    ///
    /// # Safety
    /// `owner` must be a live texture of this device, which nothing else
    /// uses meanwhile (the device drives it).
    pub(super) unsafe fn upload_whole_texture(&mut self, owner: *mut Header) {
        // SAFETY: the caller's contract.
        let h = unsafe { &*owner };
        if h.kind == Kind::VolumeTexture {
            // SAFETY: `owner` is live and its header says it is a volume
            // texture.
            let t = unsafe { &*(owner as *const crate::volume::VolumeTexture) };
            for &v in &t.levels {
                // SAFETY: a volume texture's levels live as long as it does.
                let v = unsafe { &*v };
                v.upload_in(self, v.whole(), v.gpu);
            }
        }
        // SAFETY: `h` is the header of the live `owner`.
        let levels = unsafe { basetexture::surfaces_of(h) }.unwrap_or_default();
        for s in levels {
            // SAFETY: a texture's level surfaces live as long as it does, and
            // the device drives them now (the caller's contract).
            let surface = unsafe { &mut *s };
            if surface.cpu.is_empty() {
                continue;
            }
            let full: Rect = surface.full_rect();
            if surface.dirty.replace(full).is_none() {
                self.dirty_surfaces.push(s);
            }
        }
    }
}
