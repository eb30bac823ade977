//! Resource creation: textures, buffers, surfaces and vertex declarations.
//! Every Create* validates against the format table and the D3D9 rules, then
//! records the GPU resource (when the pool has one) and returns the object with
//! one reference, holding one reference on the device.

use super::{device_add_ref, Inner};
use crate::buffer::Buffer;
use crate::com::{self, Header};
use crate::decl::VertexDecl;
use crate::surface::Surface;
use crate::texture::Texture;
use bytemuck::Zeroable;
use std::ffi::c_void;
use wgd3d9_core::format::{self, usage as fu, FormatInfo};
use wgd3d9_core::record::{self, buffer_usage, texture_shape, texture_usage, Op, SurfaceRef};
use wgd3d9_core::vertex_decl::{self, DeclError, MAX_ELEMENTS};
use wgd3d9_core::wire;
use wgd3d9_types::*;

impl Inner {
    /// The application memory a resource is made on: 9Ex takes a pointer in
    /// place of the shared handle for D3DPOOL_SYSTEMMEM textures of one
    /// level and plain surfaces. `None` without one; refused elsewhere.
    ///
    /// # Safety
    /// `shared` must be null or readable.
    unsafe fn user_memory(&self, shared: *mut HANDLE, pool: u32) -> Result<Option<*mut u8>, HRESULT> {
        if shared.is_null() {
            return Ok(None);
        }
        // SAFETY: the caller guarantees `shared` (non-null here) is readable.
        let ptr = unsafe { *shared } as *mut u8;
        if !self.ex || pool != D3DPOOL_SYSTEMMEM || ptr.is_null() {
            log::warn!(target: "wgd3d9::d3d9", "a shared handle or user memory is refused here");
            return Err(D3DERR_INVALIDCALL);
        }
        Ok(Some(ptr))
    }

    /// Whether resources may be made in `pool`: the four D3D9 pools, but no
    /// D3DPOOL_MANAGED on a 9Ex device.
    fn valid_pool(&self, pool: u32) -> bool {
        match pool {
            D3DPOOL_MANAGED => !self.ex,
            D3DPOOL_DEFAULT | D3DPOOL_SYSTEMMEM | D3DPOOL_SCRATCH => true,
            _ => false,
        }
    }

    /// Hands a newly created object to the application: it holds a device
    /// reference, and an object that `blocks_reset` (D3DPOOL_DEFAULT resources,
    /// additional swap chains) makes Reset fail while held.
    ///
    /// # Safety
    /// `h` must be a live object of this device that no other thread sees yet.
    pub(crate) unsafe fn hand_out(&mut self, h: *mut Header, blocks_reset: bool) {
        // SAFETY: `self.me` is the device this state belongs to, live while
        // one of its methods runs.
        unsafe { device_add_ref(self.me) };
        if blocks_reset {
            // SAFETY: the caller guarantees `h` is a live object of this
            // device (its device set) that no other thread sees yet.
            unsafe { com::mark_blocks_reset(h) };
        }
    }

    /// The format row if the adapter can create it with the given usage bits.
    fn format_for(&self, format: u32, need: u32) -> Option<&'static FormatInfo> {
        let info = format::info(format)?;
        if !info.serves(need) {
            return None;
        }
        if !info.available_for(need, self.adapter.features) {
            return None;
        }
        Some(info)
    }

    /// The format row for a resource in `pool`. D3DPOOL_SCRATCH resources are
    /// never seen by the GPU, so they take every format the runtime knows
    /// (depth formats excepted), whatever the adapter offers.
    fn format_in_pool(&self, format: u32, need: u32, pool: u32) -> Option<&'static FormatInfo> {
        if pool == D3DPOOL_SCRATCH {
            return format::info(format).filter(|i| !i.is(fu::DEPTH_STENCIL) && !i.is_null_target());
        }
        self.format_for(format, need)
    }

    fn fits(&self, w: u32, h: u32) -> bool {
        w > 0 && h > 0 && w <= self.caps.MaxTextureWidth && h <= self.caps.MaxTextureHeight
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create_texture(
        &mut self,
        width: u32,
        height: u32,
        levels: u32,
        usage: u32,
        format: u32,
        pool: u32,
        out: *mut *mut IDirect3DTexture9,
        shared: *mut HANDLE,
    ) -> HRESULT {
        if out.is_null() || !self.valid_pool(pool) || !self.fits(width, height) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `shared` is null or readable.
        let user = match unsafe { self.user_memory(shared, pool) } {
            Ok(user) if user.is_none() || levels == 1 => user,
            _ => return D3DERR_INVALIDCALL,
        };
        let info = if usage & D3DUSAGE_DEPTHSTENCIL != 0 {
            self.depth_texture_format(format, usage, pool)
        } else if format::info(format).is_some_and(|i| i.is(fu::DEPTH_COMPARE)) {
            self.bare_shadow_texture_format(format, usage, pool)
        } else {
            self.texture_format(format, usage, pool)
        };
        let Some(info) = info else {
            return D3DERR_INVALIDCALL;
        };
        if info.refuses_size(width, height) {
            return D3DERR_INVALIDCALL;
        }
        let Some(levels) = Self::level_count(levels, usage, format::full_mip_count(width, height)) else {
            return D3DERR_INVALIDCALL;
        };
        let gpu_levels = Self::gpu_levels(info, levels, usage, format::full_mip_count(width, height));
        let size = (width, height, 1);
        let gpu_id = match self.gpu_texture_in_pool(pool, format, size, gpu_levels, usage, texture_shape::D2) {
            Ok(id) => id,
            Err(hr) => return hr,
        };
        let made = Texture::new(self.me, info, width, height, levels, usage, pool, gpu_id);
        if let (Some(t), Some(ptr)) = (made, user) {
            // SAFETY: just made, one level; D3D9's contract keeps the
            // application's memory alive with the texture.
            unsafe { (*t).use_application_memory(ptr) };
        }
        // SAFETY: `out` checked; a texture just made is live.
        unsafe { self.hand_out_new(made.map(|t| t as *mut Header), gpu_id, pool, out.cast()) }
    }

    /// Whether one of `objects` (application pointers, null allowed) is a
    /// wgd3d9 object of another device: D3D9 objects are used only with the
    /// device that made them, and their resource ids mean nothing to
    /// another one. Logged.
    pub(crate) fn foreign(&self, objects: &[*mut c_void]) -> bool {
        // SAFETY: the application passes COM objects or null.
        let other = objects
            .iter()
            .any(|&p| unsafe { com::device_of(p) }.is_some_and(|d| d != self.me));
        if other {
            log::warn!(target: "wgd3d9::d3d9", "an object of another device was passed; refused");
        }
        other
    }

    /// Hands out an object just made (see [`Inner::hand_out`]), or, when
    /// its CPU memory could not be had (`None`), gives its GPU resource
    /// `gpu_id` back and answers E_OUTOFMEMORY.
    ///
    /// # Safety
    /// `made` must be a live object of this device that no other thread sees
    /// yet; `out` must be writable.
    unsafe fn hand_out_new(
        &mut self,
        made: Option<*mut Header>,
        gpu_id: u32,
        pool: u32,
        out: *mut *mut Header,
    ) -> HRESULT {
        let Some(h) = made else {
            log::warn!(target: "wgd3d9::d3d9", "no memory for a resource's CPU copy");
            self.frames.destroy_id(gpu_id);
            return E_OUTOFMEMORY;
        };
        self.frames.set_texture_owner(gpu_id, h);
        // SAFETY: the caller guarantees `h` is a live object of this device
        // that no other thread sees yet.
        unsafe { self.hand_out(h, pool == D3DPOOL_DEFAULT) };
        // SAFETY: the caller guarantees `out` is writable.
        unsafe { *out = h };
        D3D_OK
    }

    /// The mip level count of a new texture: `levels`, or the full chain for
    /// 0, or 1 with D3DUSAGE_AUTOGENMIPMAP (which takes 0 or 1 only); None
    /// when refused.
    fn level_count(levels: u32, usage: u32, full: u32) -> Option<u32> {
        if usage & D3DUSAGE_AUTOGENMIPMAP != 0 {
            (levels <= 1).then_some(1)
        } else if levels == 0 {
            Some(full)
        } else {
            (levels <= full).then_some(levels)
        }
    }

    /// The levels of a texture's GPU texture: the application's `levels`,
    /// or the `full` chain where D3DUSAGE_AUTOGENMIPMAP generates them
    /// (`FormatInfo::autogen_mips`; other formats keep their one level).
    fn gpu_levels(info: &FormatInfo, levels: u32, usage: u32, full: u32) -> u32 {
        if usage & D3DUSAGE_AUTOGENMIPMAP != 0 && info.autogen_mips() {
            full
        } else {
            levels
        }
    }

    /// The usage and pool rules every texture kind shares: the format, or
    /// None when the combination is refused. A dynamic texture cannot be
    /// managed or scratch (Wine's device.c test_volume_locking records
    /// Windows refusing D3DPOOL_SCRATCH with D3DUSAGE_DYNAMIC).
    fn texture_format(&self, format: u32, usage: u32, pool: u32) -> Option<&'static FormatInfo> {
        let rt = usage & D3DUSAGE_RENDERTARGET != 0;
        let dynamic = usage & D3DUSAGE_DYNAMIC != 0;
        let autogen = usage & D3DUSAGE_AUTOGENMIPMAP != 0;
        if usage & (D3DUSAGE_DEPTHSTENCIL | D3DUSAGE_WRITEONLY) != 0
            || (rt && (pool != D3DPOOL_DEFAULT || dynamic))
            || (dynamic && matches!(pool, D3DPOOL_MANAGED | D3DPOOL_SCRATCH))
            || (autogen && pool == D3DPOOL_SYSTEMMEM)
        {
            return None;
        }
        let need = fu::TEXTURE | if rt { fu::RENDER_TARGET } else { 0 };
        self.format_in_pool(format, need, pool)
    }

    /// The format of a depth-stencil texture (D3DUSAGE_DEPTHSTENCIL): one
    /// shaders sample (INTZ), in D3DPOOL_DEFAULT, without the usages of
    /// colour textures; None when refused.
    fn depth_texture_format(&self, format: u32, usage: u32, pool: u32) -> Option<&'static FormatInfo> {
        let colour_only = D3DUSAGE_RENDERTARGET | D3DUSAGE_DYNAMIC | D3DUSAGE_AUTOGENMIPMAP | D3DUSAGE_WRITEONLY;
        if pool != D3DPOOL_DEFAULT || usage & colour_only != 0 {
            return None;
        }
        self.format_for(format, fu::TEXTURE | fu::DEPTH_STENCIL)
    }

    /// The format of a shadow-map texture made without
    /// D3DUSAGE_DEPTHSTENCIL (D16, D24X8, D24S8 with usage 0,
    /// D3DUSAGE_DYNAMIC or D3DUSAGE_AUTOGENMIPMAP, which makes one level),
    /// as drivers that offer shadow maps make them (Wine's
    /// test_resource_access and test_mipmap_autogen record Windows): in
    /// D3DPOOL_DEFAULT only, never a depth buffer, its texels written by
    /// LockRect when dynamic; None when refused.
    fn bare_shadow_texture_format(&self, format: u32, usage: u32, pool: u32) -> Option<&'static FormatInfo> {
        if pool != D3DPOOL_DEFAULT || usage & !(D3DUSAGE_DYNAMIC | D3DUSAGE_AUTOGENMIPMAP) != 0 {
            return None;
        }
        self.format_for(format, fu::TEXTURE | fu::DEPTH_STENCIL)
    }

    /// The GPU texture of a texture in `pool` (0 for the pools without
    /// one), or the GPU's refusal. A texture of a depth format is a depth
    /// texture on the GPU whatever its usage (LockRect's texels reach it
    /// through a depth write).
    fn gpu_texture_in_pool(
        &mut self,
        pool: u32,
        format: u32,
        size: (u32, u32, u32),
        levels: u32,
        usage: u32,
        shape: u32,
    ) -> Result<u32, HRESULT> {
        if !matches!(pool, D3DPOOL_DEFAULT | D3DPOOL_MANAGED) {
            return Ok(0);
        }
        if format::info(format).is_some_and(|i| !i.drawable_size(size.0, size.1)) {
            log::warn!(
                target: "wgd3d9::d3d9",
                "a {}x{} texture of format {format:#x} is not whole blocks: made without GPU storage, never drawn",
                size.0,
                size.1
            );
            return Ok(0);
        }
        let mut u = texture_usage::SAMPLED;
        if usage & D3DUSAGE_RENDERTARGET != 0 {
            u |= texture_usage::RENDER_TARGET;
        }
        let depth_format = format::info(format).is_some_and(|i| i.is(fu::DEPTH_STENCIL));
        if usage & D3DUSAGE_DEPTHSTENCIL != 0 || depth_format {
            u |= texture_usage::DEPTH_STENCIL;
        }
        if usage & D3DUSAGE_AUTOGENMIPMAP != 0 && levels > 1 {
            u |= texture_usage::AUTOGEN_MIPS;
        }
        self.create_gpu_texture_shaped(format, size, levels, u, shape)
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create_cube_texture(
        &mut self,
        edge: u32,
        levels: u32,
        usage: u32,
        format: u32,
        pool: u32,
        out: *mut *mut IDirect3DCubeTexture9,
        shared: *mut HANDLE,
    ) -> HRESULT {
        if out.is_null() || !shared.is_null() || !self.valid_pool(pool) || !self.fits(edge, edge) {
            return D3DERR_INVALIDCALL;
        }
        let Some(info) = self.texture_format(format, usage, pool) else {
            return D3DERR_INVALIDCALL;
        };
        if info.refuses_size(edge, edge) {
            return D3DERR_INVALIDCALL;
        }
        let Some(levels) = Self::level_count(levels, usage, format::full_mip_count(edge, edge)) else {
            return D3DERR_INVALIDCALL;
        };
        let gpu_levels = Self::gpu_levels(info, levels, usage, format::full_mip_count(edge, edge));
        let size = (edge, edge, 1);
        let gpu_id = match self.gpu_texture_in_pool(pool, format, size, gpu_levels, usage, texture_shape::CUBE) {
            Ok(id) => id,
            Err(hr) => return hr,
        };
        let made = crate::cube::CubeTexture::new(self.me, info, edge, levels, usage, pool, gpu_id);
        // SAFETY: `out` checked; a texture just made is live.
        unsafe { self.hand_out_new(made.map(|t| t as *mut Header), gpu_id, pool, out.cast()) }
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create_volume_texture(
        &mut self,
        (width, height, depth): (u32, u32, u32),
        levels: u32,
        usage: u32,
        format: u32,
        pool: u32,
        out: *mut *mut IDirect3DVolumeTexture9,
        shared: *mut HANDLE,
    ) -> HRESULT {
        if out.is_null() || !shared.is_null() || !self.valid_pool(pool) || !self.fits(width, height) {
            return D3DERR_INVALIDCALL;
        }
        // Volumes are never render targets, nor generate their levels.
        let refused = D3DUSAGE_RENDERTARGET | D3DUSAGE_AUTOGENMIPMAP;
        if depth == 0 || depth > self.caps.MaxVolumeExtent.max(1) || usage & refused != 0 {
            return D3DERR_INVALIDCALL;
        }
        if width > self.caps.MaxVolumeExtent || height > self.caps.MaxVolumeExtent {
            return D3DERR_INVALIDCALL;
        }
        let Some(info) = self.texture_format(format, usage, pool) else {
            return D3DERR_INVALIDCALL;
        };
        if info.refuses_size(width, height) {
            return D3DERR_INVALIDCALL;
        }
        // The GPU has no block-compressed 3D textures here, and
        // CheckDeviceFormat says so: as in D3D9, such volumes exist only as
        // scratch resources.
        if info.block_dim > 1 && pool != D3DPOOL_SCRATCH {
            return D3DERR_INVALIDCALL;
        }
        let full = format::full_mip_count(width.max(depth), height.max(depth));
        let Some(levels) = Self::level_count(levels, usage, full) else {
            return D3DERR_INVALIDCALL;
        };
        let size = (width, height, depth);
        let gpu_id = match self.gpu_texture_in_pool(pool, format, size, levels, usage, texture_shape::VOLUME) {
            Ok(id) => id,
            Err(hr) => return hr,
        };
        let made = crate::volume::VolumeTexture::new(self.me, info, size, levels, usage, pool, gpu_id);
        // SAFETY: `out` checked; a texture just made is live.
        unsafe { self.hand_out_new(made.map(|t| t as *mut Header), gpu_id, pool, out.cast()) }
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create_buffer(
        &mut self,
        index: bool,
        length: u32,
        usage: u32,
        format: u32,
        pool: u32,
        out: *mut *mut std::ffi::c_void,
        shared: *mut HANDLE,
    ) -> HRESULT {
        if self.ex && !shared.is_null() {
            // 9Ex user memory is for textures and surfaces only.
            return D3DERR_NOTAVAILABLE;
        }
        if out.is_null() || !shared.is_null() || !self.valid_pool(pool) || length == 0 {
            return D3DERR_INVALIDCALL;
        }
        if index && format != D3DFMT_INDEX16 && format != D3DFMT_INDEX32 {
            return D3DERR_INVALIDCALL;
        }
        // Buffers have no scratch pool and are never targets.
        if pool == D3DPOOL_SCRATCH || usage & (D3DUSAGE_RENDERTARGET | D3DUSAGE_DEPTHSTENCIL) != 0 {
            return D3DERR_INVALIDCALL;
        }
        if usage & D3DUSAGE_DYNAMIC != 0 && pool == D3DPOOL_MANAGED {
            return D3DERR_INVALIDCALL;
        }
        // Offsets within a buffer, rounded up to whole words, fit a u32.
        if length > u32::MAX - 3 {
            return D3DERR_OUTOFVIDEOMEMORY;
        }
        // The CPU copy first (it is authoritative), then the GPU buffer.
        let Some(data) = wgd3d9_core::mem::try_zeroed(u64::from(length).next_multiple_of(4)) else {
            log::warn!(target: "wgd3d9::d3d9", "Create{}Buffer: no memory for {length} bytes", if index { "Index" } else { "Vertex" });
            return E_OUTOFMEMORY;
        };
        let gpu_id = self.frames.alloc_id();
        let desc = record::CreateBuffer {
            id: gpu_id,
            usage: if index {
                buffer_usage::INDEX
            } else {
                buffer_usage::VERTEX
            },
            size: length as u64,
        };
        if let Err(hr) = self.make_gpu_resource(gpu_id, wire::resource_kind::BUFFER, desc, Zeroable::zeroed()) {
            return hr;
        }
        self.frames.rec.op_with(Op::CreateBuffer, 0, gpu_id, &desc);
        self.frames.track_bytes(gpu_id, u64::from(length));
        let b = Buffer::new(self.me, index, data, length, usage, pool, format, gpu_id);
        let software = self.creation.BehaviorFlags & D3DCREATE_SOFTWARE_VERTEXPROCESSING != 0;
        let in_system_memory = software || usage & D3DUSAGE_SOFTWAREPROCESSING != 0 || pool == D3DPOOL_SYSTEMMEM;
        // SAFETY: just created, not handed out yet.
        unsafe { (*b).pinned = in_system_memory };
        self.frames.note_made(gpu_id, crate::frames::Made::Buffer(desc, b));
        // SAFETY: just created; out checked.
        unsafe {
            self.hand_out(b as *mut Header, pool == D3DPOOL_DEFAULT);
            *out = b.cast();
        }
        D3D_OK
    }

    /// Creates a standalone surface with its own GPU image when `gpu_usage` is
    /// non-zero.
    #[allow(clippy::too_many_arguments)]
    fn standalone_surface(
        &mut self,
        info: &'static FormatInfo,
        width: u32,
        height: u32,
        usage: u32,
        pool: u32,
        gpu_usage: u32,
        lockable: bool,
        cpu_now: bool,
        (ms, quality): (D3DMULTISAMPLE_TYPE, u32),
        out: *mut *mut IDirect3DSurface9,
    ) -> HRESULT {
        let id = if gpu_usage != 0 {
            let samples = self.samples_of(ms, quality);
            match self.create_gpu_surface(info.format, (width, height), gpu_usage, samples) {
                Ok(id) => id,
                Err(hr) => return hr,
            }
        } else {
            0
        };
        let mut desc = crate::surface::single_sample_desc(info, usage, pool, (width, height));
        (desc.MultiSampleType, desc.MultiSampleQuality) = (ms, quality);
        // Render targets and depth buffers hold what the GPU draws; a plain
        // surface holds what the application writes until StretchRect
        // writes it on the GPU.
        let gpu_written = crate::surface::gpu_written(usage, info);
        let gpu = SurfaceRef { id, level: 0 };
        let made = if cpu_now {
            Surface::with_cpu(self.me, desc, info, gpu, lockable, gpu_written)
        } else {
            Some(Surface::new_without_cpu(
                self.me,
                desc,
                info,
                gpu,
                lockable,
                gpu_written,
            ))
        };
        // SAFETY: `out` checked by callers; a surface just made is live.
        unsafe { self.hand_out_new(made.map(|s| s as *mut Header), id, pool, out.cast()) }
    }

    /// [`crate::d3d9::multisample_ok`] on this device's adapter.
    fn multisample_ok(&self, format: u32, ms: D3DMULTISAMPLE_TYPE, quality: u32) -> bool {
        crate::d3d9::multisample_ok(self.adapter.sample_count_mask, format, ms, quality)
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create_render_target(
        &mut self,
        width: u32,
        height: u32,
        format: u32,
        ms: u32,
        ms_quality: u32,
        lockable: BOOL,
        out: *mut *mut IDirect3DSurface9,
        shared: *mut HANDLE,
    ) -> HRESULT {
        if out.is_null() || !shared.is_null() || !self.fits(width, height) {
            return D3DERR_INVALIDCALL;
        }
        let Some(info) = self.format_for(format, fu::RENDER_TARGET) else {
            return D3DERR_INVALIDCALL;
        };
        // Multisampled surfaces are never lockable.
        if !self.multisample_ok(format, ms, ms_quality) || (lockable != 0 && ms != D3DMULTISAMPLE_NONE) {
            return D3DERR_INVALIDCALL;
        }
        let gpu = texture_usage::RENDER_TARGET | texture_usage::SAMPLED;
        self.standalone_surface(
            info,
            width,
            height,
            D3DUSAGE_RENDERTARGET,
            D3DPOOL_DEFAULT,
            gpu,
            lockable != 0,
            false,
            (ms, if ms == D3DMULTISAMPLE_NONE { 0 } else { ms_quality }),
            out,
        )
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn create_depth_stencil(
        &mut self,
        width: u32,
        height: u32,
        format: u32,
        ms: u32,
        ms_quality: u32,
        _discard: BOOL,
        out: *mut *mut IDirect3DSurface9,
        shared: *mut HANDLE,
    ) -> HRESULT {
        if out.is_null() || !shared.is_null() || !self.fits(width, height) {
            return D3DERR_INVALIDCALL;
        }
        let Some(info) = self.format_for(format, fu::DEPTH_STENCIL) else {
            return D3DERR_INVALIDCALL;
        };
        if !self.multisample_ok(format, ms, ms_quality) {
            return D3DERR_INVALIDCALL;
        }
        self.standalone_surface(
            info,
            width,
            height,
            D3DUSAGE_DEPTHSTENCIL,
            D3DPOOL_DEFAULT,
            texture_usage::DEPTH_STENCIL,
            info.is_lockable_depth() && ms == D3DMULTISAMPLE_NONE,
            false,
            (ms, if ms == D3DMULTISAMPLE_NONE { 0 } else { ms_quality }),
            out,
        )
    }

    pub(crate) fn create_offscreen_plain(
        &mut self,
        width: u32,
        height: u32,
        format: u32,
        pool: u32,
        out: *mut *mut IDirect3DSurface9,
        shared: *mut HANDLE,
    ) -> HRESULT {
        if out.is_null() || !self.fits(width, height) {
            return D3DERR_INVALIDCALL;
        }
        if !matches!(pool, D3DPOOL_DEFAULT | D3DPOOL_SYSTEMMEM | D3DPOOL_SCRATCH) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `shared` is null or readable.
        let user = match unsafe { self.user_memory(shared, pool) } {
            Ok(user) => user,
            Err(hr) => return hr,
        };
        let Some(info) = self.format_in_pool(format, fu::PLAIN, pool) else {
            return D3DERR_INVALIDCALL;
        };
        // Block-compressed surfaces are whole blocks.
        if info.refuses_size(width, height) {
            return D3DERR_INVALIDCALL;
        }
        // Default-pool plain surfaces of renderable formats are drawn into
        // by StretchRect's converting copies.
        let gpu = match pool {
            D3DPOOL_DEFAULT if info.is(fu::RENDER_TARGET) => texture_usage::SAMPLED | texture_usage::RENDER_TARGET,
            D3DPOOL_DEFAULT => texture_usage::SAMPLED,
            _ => 0,
        };
        let hr = self.standalone_surface(
            info,
            width,
            height,
            0,
            pool,
            gpu,
            true,
            true,
            (D3DMULTISAMPLE_NONE, 0),
            out,
        );
        if let (D3D_OK, Some(ptr)) = (hr, user) {
            // SAFETY: the surface was just handed out through `out`; D3D9's
            // contract keeps the application's memory alive with it.
            if let Some(s) = unsafe { Surface::from_ptr(*out) } {
                // SAFETY: as above.
                unsafe { s.use_application_memory(ptr) };
            }
        }
        hr
    }

    /// Creates a declaration object and records its GPU copy.
    pub(crate) fn create_decl_object(&mut self, elements: &[D3DVERTEXELEMENT9]) -> *mut VertexDecl {
        let id = self.frames.alloc_id();
        self.record_decl(id, elements);
        let d = VertexDecl::new(self.me, elements, id);
        self.frames.note_made(id, crate::frames::Made::Decl(d));
        d
    }

    /// Records the runtime's declaration `id` of `elements` (without the
    /// end marker).
    pub(crate) fn record_decl(&mut self, id: u32, elements: &[D3DVERTEXELEMENT9]) {
        let bytes: &[u8] = bytemuck::cast_slice(
            // SAFETY: D3DVERTEXELEMENT9 is 8 bytes of plain integers.
            unsafe { std::slice::from_raw_parts(elements.as_ptr() as *const [u8; 8], elements.len()) },
        );
        self.frames
            .rec
            .op_with_bytes(Op::CreateVertexDecl, elements.len() as u16, id, bytes);
    }

    pub(crate) fn create_vertex_declaration(
        &mut self,
        elements: *const D3DVERTEXELEMENT9,
        out: *mut *mut IDirect3DVertexDeclaration9,
    ) -> HRESULT {
        if elements.is_null() || out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let mut list = Vec::new();
        // SAFETY: the application's array ends with D3DDECL_END; we stop at the
        // first end marker or after the longest legal declaration.
        unsafe {
            loop {
                let e = elements.add(list.len()).read_unaligned();
                if vertex_decl::is_end(&e) {
                    break;
                }
                if list.len() == MAX_ELEMENTS {
                    return D3DERR_INVALIDCALL;
                }
                list.push(e);
            }
        }
        match vertex_decl::validate(&list) {
            Ok(()) => {}
            Err(DeclError::MisalignedOffset { .. } | DeclError::UnusedType { .. }) => return E_FAIL,
            Err(e) => {
                log::warn!(target: "wgd3d9::d3d9", "CreateVertexDeclaration: {e}");
                return D3DERR_INVALIDCALL;
            }
        }
        let d = self.create_decl_object(&list);
        // SAFETY: `me` is live; out checked.
        unsafe {
            device_add_ref(self.me);
            *out = d as *mut IDirect3DVertexDeclaration9;
        }
        D3D_OK
    }
}
