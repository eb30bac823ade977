//! What the three texture kinds (2D, cube, volume) share: [`BaseTexture`],
//! the first field of each (the state IDirect3DBaseTexture9 exposes, and the
//! GPU texture), the methods of IDirect3DBaseTexture9 written once over it,
//! the one rule for which textures the application can lock, and the mip
//! chains of surfaces that 2D and cube textures are made of. `texture.rs`,
//! `cube.rs` and `volume.rs` hold only what differs: how levels are laid out
//! and addressed.

use crate::com::{self, Header, Kind};
use crate::device::Device;
use crate::resource::ResourceData;
use crate::surface::{self, CpuMemory, Surface};
use std::ffi::c_void;
use wgd3d9_core::format::{self, FormatInfo};
use wgd3d9_core::record::{Op, Rect, SurfaceRef};
use wgd3d9_types::*;

/// The first field of [`crate::texture::Texture`],
/// [`crate::cube::CubeTexture`] and [`crate::volume::VolumeTexture`]
/// (`#[repr(C)]` each), so that a pointer to any of them is a pointer to
/// this.
#[repr(C)]
pub struct BaseTexture {
    pub hdr: Header,
    pub format: D3DFORMAT,
    pub usage: u32,
    pub pool: D3DPOOL,
    /// The most detailed level sampled (SetLOD; managed textures only).
    pub lod: u32,
    pub level_count: u32,
    pub autogen_filter: D3DTEXTUREFILTERTYPE,
    /// GPU texture id: 0 for scratch textures, and for system-memory ones
    /// until first set on a sampler (see `device::sysmem_textures`).
    pub gpu_id: u32,
    pub res: ResourceData,
    /// Palettized formats: the device's palette version its texels were
    /// last uploaded with (see `device::palettes`).
    pub palette_version: u32,
    /// Whether the format is P8 or A8P8 (kept here so that SetTexture need
    /// not look the format up).
    pub palettized: bool,
}

/// Whether the application can lock a texture of `info`, `pool` and
/// `usage`: every pool but D3DPOOL_DEFAULT, where only dynamic textures and
/// those of the formats that lock as bytes (ATI1, ATI2, as on Windows) lock
/// (these also keep a CPU copy).
pub(crate) fn lockable(info: &FormatInfo, pool: D3DPOOL, usage: u32) -> bool {
    pool != D3DPOOL_DEFAULT || usage & D3DUSAGE_DYNAMIC != 0 || info.is(format::usage::LOCKS_AS_BYTES)
}

impl BaseTexture {
    /// The shared part of a new texture (public count 1; the caller takes
    /// the device reference).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        (vtbl, kind, destroy): (*const c_void, Kind, unsafe fn(*mut Header)),
        device: *const Device,
        info: &FormatInfo,
        usage: u32,
        pool: D3DPOOL,
        level_count: u32,
        gpu_id: u32,
    ) -> BaseTexture {
        BaseTexture {
            hdr: Header::new(vtbl, kind, device, destroy),
            format: info.format,
            usage,
            pool,
            lod: 0,
            level_count,
            autogen_filter: D3DTEXF_LINEAR,
            gpu_id,
            res: ResourceData::in_pool(pool),
            palette_version: 0,
            palettized: info.is_palettized(),
        }
    }

    /// Casts an application base-texture pointer of any of the three kinds,
    /// or `None` when it is not a wgd3d9 texture.
    ///
    /// # Safety
    /// `p` must be null or point at a COM object.
    pub(crate) unsafe fn from_ptr<'a>(p: *mut c_void) -> Option<&'a mut BaseTexture> {
        // SAFETY: the caller's contract is `is_kind`'s.
        let texture = unsafe {
            com::is_kind(p, Kind::Texture) || com::is_kind(p, Kind::CubeTexture) || com::is_kind(p, Kind::VolumeTexture)
        };
        // SAFETY: each texture kind begins with a `BaseTexture`.
        texture.then(|| unsafe { &mut *(p as *mut BaseTexture) })
    }

    pub(crate) fn device<'a>(&self) -> &'a Device {
        // SAFETY: a texture's device outlives it.
        unsafe { &*self.hdr.device }
    }

    /// SetLOD: clamps to the level count; only managed textures have a LOD
    /// (the others answer 0 and keep none). Returns the previous LOD.
    pub(crate) fn set_lod(&mut self, lod: u32) -> u32 {
        if self.pool != D3DPOOL_MANAGED {
            return 0;
        }
        let old = std::mem::replace(&mut self.lod, lod.min(self.level_count - 1));
        if old != self.lod && self.gpu_id != 0 {
            let dev = self.device();
            let _g = dev.lock_api();
            dev.inner()
                .frames
                .rec
                .op(Op::SetTextureLod, self.lod as u16, self.gpu_id);
        }
        old
    }

    /// SetAutoGenFilterType: the filter the levels of a
    /// D3DUSAGE_AUTOGENMIPMAP texture are generated with (a change
    /// generates them again before the next draw samples them).
    pub(crate) fn set_autogen_filter(&mut self, f: D3DTEXTUREFILTERTYPE) -> HRESULT {
        if f == D3DTEXF_NONE || f > D3DTEXF_GAUSSIANQUAD {
            return D3DERR_INVALIDCALL;
        }
        let old = std::mem::replace(&mut self.autogen_filter, f);
        if old != f && self.usage & D3DUSAGE_AUTOGENMIPMAP != 0 && self.gpu_id != 0 {
            let dev = self.device();
            let _g = dev.lock_api();
            dev.inner().frames.rec.op(Op::AutoGenFilter, f as u16, self.gpu_id);
        }
        D3D_OK
    }

    /// Records the end of the GPU texture (the object's destructor; no
    /// borrow of the device state is live then).
    pub(crate) fn forget_gpu_texture(&self) {
        // SAFETY: a texture's device is null or outlives it.
        if let Some(d) = unsafe { self.hdr.device.as_ref() } {
            d.inner().frames.destroy_id(self.gpu_id);
        }
    }
}

/// Level `level` of a chain of level objects, or None past its end.
#[allow(clippy::mut_from_ref)]
pub(crate) fn level_in<T>(chain: &[*mut T], level: u32) -> Option<&mut T> {
    // SAFETY: level objects live as long as the texture that holds the chain.
    chain.get(level as usize).map(|&l| unsafe { &mut *l })
}

/// Get*Level: the level with a reference for the caller (level references
/// count on the texture), or D3DERR_INVALIDCALL for a null `out` or a level
/// past the end.
///
/// # Safety
/// `out` must be null or writable; `T` must begin with a [`Header`].
pub(crate) unsafe fn hand_out_level<T, I>(level: Option<&mut T>, out: *mut *mut I) -> HRESULT {
    match level {
        Some(l) if !out.is_null() => {
            let l = l as *mut T;
            // SAFETY: `T` begins with a header (the caller's contract); the
            // level is live.
            unsafe { com::add_ref(l as *const Header) };
            // SAFETY: checked non-null; writable by the caller's contract.
            unsafe { out.write(l.cast()) };
            D3D_OK
        }
        _ => D3DERR_INVALIDCALL,
    }
}

/// GetLevelDesc: the level's description, or D3DERR_INVALIDCALL.
///
/// # Safety
/// `out` must be null or writable.
pub(crate) unsafe fn put_level_desc<D: Copy>(desc: Option<D>, out: *mut D) -> HRESULT {
    match desc {
        // SAFETY: the caller's contract is `put`'s.
        Some(d) if unsafe { com::put(out, d) } => D3D_OK,
        _ => D3DERR_INVALIDCALL,
    }
}

/// UnlockRect of a texture's surface level, under the device's lock. A
/// level that is not locked unlocks successfully through its texture
/// (Wine's device.c test_lockrect_invalid records Windows), unlike through
/// the surface itself.
pub(crate) fn unlock_level(base: &BaseTexture, level: Option<&mut Surface>) -> HRESULT {
    let _g = base.device().lock_api();
    match level {
        Some(s) if s.locked.is_none() => D3D_OK,
        Some(s) => s.unlock(),
        None => D3DERR_INVALIDCALL,
    }
}

/// Frees a chain of surface levels with their texture (the destructor).
///
/// # Safety
/// The surfaces must be live and freed only here.
pub(crate) unsafe fn free_surfaces(base: &BaseTexture, chain: &[*mut Surface]) {
    // SAFETY: a texture's device is null or outlives it.
    let device = unsafe { base.hdr.device.as_ref() };
    for &l in chain {
        if let Some(d) = device {
            d.forget_surface(l);
        }
        // SAFETY: the caller's contract: live, freed only here.
        drop(unsafe { Box::from_raw(l) });
    }
}

/// Bytes the CPU copy of a mip chain takes (its levels back to back).
pub(crate) fn chain_bytes(info: &FormatInfo, (width, height): (u32, u32), levels: u32) -> u64 {
    (0..levels)
        .map(|l| info.level_bytes(format::mip_dim(width, l), format::mip_dim(height, l)))
        .sum()
}

/// The surfaces of 2D texture or cube texture `h`: its levels, or each
/// face's levels face after face; `None` for any other object.
///
/// # Safety
/// `h` must be the header of a live wgd3d9 object.
pub(crate) unsafe fn surfaces_of(h: &Header) -> Option<Vec<*mut Surface>> {
    let p = h as *const Header;
    match h.kind {
        // SAFETY: the caller's contract: live, and its header says it is a texture.
        Kind::Texture => Some(unsafe { &*(p as *const crate::texture::Texture) }.levels.clone()),
        Kind::CubeTexture => {
            // SAFETY: as above, a cube texture.
            let t = unsafe { &*(p as *const crate::cube::CubeTexture) };
            Some(t.faces.iter().flatten().copied().collect())
        }
        _ => None,
    }
}

/// Creates the level surfaces of layer `layer` (the cube face; 0 for 2D
/// textures) of GPU texture `gpu_id` (0 for none). `storage`, when the
/// levels are lockable, is where their CPU copies lie back to back
/// ([`chain_bytes`] bytes, allocated by the caller).
///
/// # Safety
/// `container` must be a live texture object with its device set;
/// `storage` must be null or hold `chain_bytes` bytes that outlive the
/// surfaces.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn level_surfaces(
    container: *const Header,
    info: &'static FormatInfo,
    (width, height): (u32, u32),
    levels: u32,
    usage: u32,
    pool: D3DPOOL,
    (gpu_id, layer): (u32, u32),
    storage: *mut u8,
) -> Vec<*mut Surface> {
    // SAFETY: the caller's contract: `container` is live.
    let device = unsafe { (*container).device };
    let mut offset = 0;
    (0..levels)
        .map(|l| {
            let (w, h) = (format::mip_dim(width, l), format::mip_dim(height, l));
            let desc = surface::single_sample_desc(info, usage, pool, (w, h));
            let gpu = SurfaceRef::new(gpu_id, layer, l);
            let gpu_written = surface::gpu_written(usage, info);
            let lockable = !storage.is_null();
            // SAFETY: the surface was just made; nothing else sees it yet.
            let s = unsafe { &mut *Surface::new_without_cpu(device, desc, info, gpu, lockable, gpu_written) };
            s.hdr.container = container;
            s.parent = container;
            s.texture_level = true;
            if lockable {
                let len = info.level_size(w, h);
                s.cpu = CpuMemory::InTexture {
                    // SAFETY: the levels' sizes add up to the storage's
                    // length (the caller's contract), so this stays inside.
                    ptr: unsafe { storage.add(offset) },
                    len,
                };
                offset += len;
            }
            s as *mut Surface
        })
        .collect()
}

/// AddDirtyRect of one mip chain: `rect` (or everything) of the top level, and
/// all of every smaller level. A rect that is empty or not inside the top
/// level is D3DERR_INVALIDCALL (Wine's visual.c add_dirty_rect_test records
/// Windows).
///
/// # Safety
/// `rect` must be null or readable.
pub(crate) unsafe fn mark_chain_dirty(base: &BaseTexture, chain: &[*mut Surface], rect: *const RECT) -> HRESULT {
    let _g = base.device().lock_api();
    let Some(top) = level_in(chain, 0).and_then(|l| l.app_rect(rect)) else {
        return D3DERR_INVALIDCALL;
    };
    for l in 0..chain.len() as u32 {
        let s = level_in(chain, l).expect("a level of the chain");
        let r = if l == 0 { top } else { s.full_rect() };
        s.mark_dirty(r);
    }
    D3D_OK
}

/// The part of level `level` that `top` (a rectangle of level 0) covers.
pub(crate) fn sublevel_rect(top: Rect, level: u32) -> Rect {
    Rect {
        left: top.left >> level,
        top: top.top >> level,
        right: (top.right + (1 << level) - 1) >> level,
        bottom: (top.bottom + (1 << level) - 1) >> level,
    }
}

/// Defines the IUnknown and IDirect3DResource9 methods (`resource_methods!`;
/// QueryInterface answers `$iid` and the base interfaces) and the
/// IDirect3DBaseTexture9 methods (GetType, SetLOD, GetLOD, GetLevelCount,
/// SetAutoGenFilterType, GetAutoGenFilterType, GenerateMipSubLevels) for
/// interface `$iface`, whose objects (`$obj`, with `this(p)` to reach
/// them) begin with a [`BaseTexture`], of resource type `$ty`: thin wrappers over the methods
/// above, one set per interface because each vtable names its own
/// interface type.
macro_rules! base_texture_methods {
    ($iface:ty, $obj:ty, $name:literal, $ty:expr, $iid:expr) => {
        /// The texture the application called through.
        ///
        /// # Safety
        /// `p` is a live texture of this interface (COM's contract).
        unsafe fn this<'a>(p: *mut $iface) -> &'a mut $obj {
            // SAFETY: the caller's contract.
            unsafe { &mut *(p as *mut $obj) }
        }
        $crate::resource::resource_methods!(
            $iface,
            $crate::basetexture::BaseTexture,
            $name,
            [$iid, IID_IDirect3DBaseTexture9, IID_IDirect3DResource9]
        );
        /// The shared part of the texture the application called through.
        ///
        /// # Safety
        /// `p` is a live texture of this interface (COM's contract).
        unsafe fn base<'a>(p: *mut $iface) -> &'a mut $crate::basetexture::BaseTexture {
            // SAFETY: the caller's contract; every texture kind begins with a
            // `BaseTexture`.
            unsafe { &mut *(p as *mut $crate::basetexture::BaseTexture) }
        }
        unsafe extern "system" fn get_type(_p: *mut $iface) -> D3DRESOURCETYPE {
            $ty
        }
        unsafe extern "system" fn set_lod(p: *mut $iface, lod: DWORD) -> DWORD {
            // SAFETY: COM: `p` is the texture the application called through.
            $crate::com::guard(concat!($name, "::SetLOD"), 0, || unsafe { base(p) }.set_lod(lod))
        }
        unsafe extern "system" fn get_lod(p: *mut $iface) -> DWORD {
            // SAFETY: as in `set_lod`.
            $crate::com::guard(concat!($name, "::GetLOD"), 0, || unsafe { base(p) }.lod)
        }
        unsafe extern "system" fn get_level_count(p: *mut $iface) -> DWORD {
            $crate::com::guard(concat!($name, "::GetLevelCount"), 0, || {
                // SAFETY: as in `set_lod`.
                unsafe { base(p) }.level_count
            })
        }
        unsafe extern "system" fn set_autogen_filter_type(p: *mut $iface, f: D3DTEXTUREFILTERTYPE) -> HRESULT {
            $crate::com::guard(
                concat!($name, "::SetAutoGenFilterType"),
                D3DERR_INVALIDCALL,
                || {
                    // SAFETY: as in `set_lod`.
                    unsafe { base(p) }.set_autogen_filter(f)
                },
            )
        }
        unsafe extern "system" fn get_autogen_filter_type(p: *mut $iface) -> D3DTEXTUREFILTERTYPE {
            $crate::com::guard(concat!($name, "::GetAutoGenFilterType"), D3DTEXF_NONE, || {
                // SAFETY: as in `set_lod`.
                unsafe { base(p) }.autogen_filter
            })
        }
        /// Nothing to do: the runtime generates the levels of an
        /// autogen texture whose level 0 changed before a draw samples
        /// them, and the application sees level 0 only. A texture without
        /// D3DUSAGE_AUTOGENMIPMAP is left as it is, as on Windows.
        unsafe extern "system" fn generate_mip_sub_levels(_p: *mut $iface) {}
    };
}
pub(crate) use base_texture_methods;

/// Defines `pub static VTBL` of texture interface vtable type `$vtbl`: the
/// IUnknown, IDirect3DResource9 and IDirect3DBaseTexture9 entries (from
/// `resource_methods!` and `base_texture_methods!` in the same module),
/// then the interface's own `$field: $method` entries.
macro_rules! texture_vtable {
    ($vtbl:ident { $($field:ident: $method:expr),+ $(,)? }) => {
        pub static VTBL: $vtbl = $vtbl {
            QueryInterface: query_interface,
            AddRef: add_ref,
            Release: release,
            GetDevice: get_device,
            SetPrivateData: set_private_data,
            GetPrivateData: get_private_data,
            FreePrivateData: free_private_data,
            SetPriority: set_priority,
            GetPriority: get_priority,
            PreLoad: pre_load,
            GetType: get_type,
            SetLOD: set_lod,
            GetLOD: get_lod,
            GetLevelCount: get_level_count,
            SetAutoGenFilterType: set_autogen_filter_type,
            GetAutoGenFilterType: get_autogen_filter_type,
            GenerateMipSubLevels: generate_mip_sub_levels,
            $($field: $method),+
        };
    };
}
pub(crate) use texture_vtable;
