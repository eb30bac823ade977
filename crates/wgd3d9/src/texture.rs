//! IDirect3DTexture9: a 2D texture with a mip chain; each level is a surface
//! whose reference counts live on the texture.

use crate::com::{self, Header, Kind};
use crate::device::Device;
use crate::resource::{self, ResourceData};
use crate::surface::{CpuMemory, Surface};
use std::ffi::c_void;
use wgd3d9_core::format::{self, FormatInfo};
use wgd3d9_core::record::{Rect, SurfaceRef};
use wgd3d9_types::*;

#[repr(C)]
pub struct Texture {
    pub hdr: Header,
    pub levels: Vec<*mut Surface>,
    /// The CPU copies of every level, back to back (empty when not lockable).
    pub storage: Vec<u8>,
    /// GPU texture id, 0 for system-memory and scratch textures.
    pub gpu_id: u32,
    pub format: D3DFORMAT,
    pub usage: u32,
    pub pool: D3DPOOL,
    pub lod: u32,
    pub autogen_filter: D3DTEXTUREFILTERTYPE,
    pub res: ResourceData,
}

unsafe fn destroy(h: *mut Header) {
    let t = Box::from_raw(h as *mut Texture);
    let dev = t.hdr.device as *mut Device;
    for &l in &t.levels {
        if let Some(d) = dev.as_mut() {
            d.forget_surface(l);
        }
        drop(Box::from_raw(l));
    }
    if let Some(d) = dev.as_mut() {
        d.inner().frames.destroy_id(t.gpu_id);
    }
}

impl Texture {
    /// Creates the texture object and its level surfaces.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        device: *const Device,
        info: &'static FormatInfo,
        width: u32,
        height: u32,
        levels: u32,
        usage: u32,
        pool: D3DPOOL,
        gpu_id: u32,
    ) -> Option<*mut Texture> {
        let lockable = pool != D3DPOOL_DEFAULT || usage & D3DUSAGE_DYNAMIC != 0;
        let mut storage = if lockable {
            wgd3d9_core::mem::try_zeroed(chain_bytes(info, (width, height), levels))?
        } else {
            Vec::new()
        };
        let t = Box::into_raw(Box::new(Texture {
            hdr: Header::new(&VTBL as *const _ as *const c_void, Kind::Texture, device, destroy),
            levels: Vec::new(),
            storage: Vec::new(),
            gpu_id,
            format: info.format,
            usage,
            pool,
            lod: 0,
            autogen_filter: D3DTEXF_LINEAR,
            res: ResourceData::in_pool(pool),
        }));
        let base = if lockable {
            storage.as_mut_ptr()
        } else {
            std::ptr::null_mut()
        };
        // SAFETY: just allocated; the storage moves into the texture, its
        // heap block (where the levels point) does not move.
        unsafe {
            (*t).levels = level_surfaces(
                t as *const Header,
                info,
                (width, height),
                levels,
                usage,
                pool,
                (gpu_id, 0),
                base,
            );
            (*t).storage = storage;
        }
        Some(t)
    }

    /// Casts an application base-texture pointer, or `None` when it is not a
    /// wgd3d9 2D texture.
    ///
    /// # Safety
    /// `p` must be null or point at a COM object.
    pub(crate) unsafe fn from_ptr<'a>(p: *mut c_void) -> Option<&'a mut Texture> {
        if !com::is_kind(p, Kind::Texture) {
            return None;
        }
        Some(&mut *(p as *mut Texture))
    }

    /// Tells the runtime the LOD SetLOD chose (only managed textures have one).
    fn lod_changed(&mut self) {
        if self.gpu_id == 0 {
            return;
        }
        let dev = self.device();
        let _g = dev.lock_api();
        dev.inner()
            .frames
            .rec
            .op(wgd3d9_core::record::Op::SetTextureLod, self.lod as u16, self.gpu_id);
    }

    fn level_count(&self) -> u32 {
        self.levels.len() as u32
    }

    /// Marks the part of every level below the top that `top` (a rectangle of
    /// level 0) covers as dirty.
    pub(crate) fn mark_sublevels_dirty(&mut self, top: Rect) {
        for (l, &s) in self.levels.iter().enumerate().skip(1) {
            // SAFETY: levels live as long as the texture.
            let s = unsafe { &mut *s };
            let r = Rect {
                left: top.left >> l,
                top: top.top >> l,
                right: (top.right + (1 << l) - 1) >> l,
                bottom: (top.bottom + (1 << l) - 1) >> l,
            }
            .intersect(&s.full_rect());
            if !r.is_empty() {
                s.mark_dirty(r);
            }
        }
    }

    #[allow(clippy::mut_from_ref)]
    fn level(&self, level: u32) -> Option<&mut Surface> {
        // SAFETY: levels live as long as the texture.
        self.levels.get(level as usize).map(|&s| unsafe { &mut *s })
    }

    fn device<'a>(&self) -> &'a Device {
        // SAFETY: a texture's device outlives it.
        unsafe { &*self.hdr.device }
    }
}

/// Bytes the CPU copy of a mip chain takes (its levels back to back).
pub(crate) fn chain_bytes(info: &FormatInfo, (width, height): (u32, u32), levels: u32) -> u64 {
    (0..levels)
        .map(|l| info.level_bytes(format::mip_dim(width, l), format::mip_dim(height, l)))
        .sum()
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
    let device = (*container).device;
    let mut offset = 0;
    (0..levels)
        .map(|l| {
            let (w, h) = (format::mip_dim(width, l), format::mip_dim(height, l));
            let desc = D3DSURFACE_DESC {
                Format: info.format,
                Type: D3DRTYPE_SURFACE,
                Usage: usage,
                Pool: pool,
                MultiSampleType: D3DMULTISAMPLE_NONE,
                MultiSampleQuality: 0,
                Width: w,
                Height: h,
            };
            let gpu = SurfaceRef::new(gpu_id, layer, l);
            let gpu_written = usage & (D3DUSAGE_RENDERTARGET | D3DUSAGE_DEPTHSTENCIL) != 0;
            let lockable = !storage.is_null();
            let s = Surface::new_without_cpu(device, desc, info, gpu, lockable, gpu_written);
            (*s).hdr.container = container;
            (*s).parent = container;
            (*s).texture_level = true;
            if lockable {
                let len = info.level_size(w, h);
                (*s).cpu = CpuMemory::InTexture {
                    ptr: storage.add(offset),
                    len,
                };
                offset += len;
            }
            s
        })
        .collect()
}

/// AddDirtyRect of one mip chain: `rect` (or everything) of the top level, and
/// all of every smaller level. A rect that is empty or not inside the top
/// level is D3DERR_INVALIDCALL (Wine's visual.c add_dirty_rect_test records
/// Windows).
///
/// # Safety
/// The surfaces must be live.
pub(crate) unsafe fn mark_chain_dirty(levels: &[*mut Surface], rect: *const RECT) -> HRESULT {
    let Some(top) = levels.first().and_then(|&l| (*l).app_rect(rect)) else {
        return D3DERR_INVALIDCALL;
    };
    for (i, &l) in levels.iter().enumerate() {
        let s = &mut *l;
        s.mark_dirty(if i == 0 { top } else { s.full_rect() });
    }
    D3D_OK
}

unsafe fn this<'a>(p: *mut IDirect3DTexture9) -> &'a mut Texture {
    &mut *(p as *mut Texture)
}

resource::resource_methods!(
    IDirect3DTexture9,
    Texture,
    "IDirect3DTexture9",
    [IID_IDirect3DTexture9, IID_IDirect3DBaseTexture9, IID_IDirect3DResource9]
);
crate::basetexture::base_texture_methods!(IDirect3DTexture9, Texture, "IDirect3DTexture9", D3DRTYPE_TEXTURE);
unsafe extern "system" fn get_level_desc(p: *mut IDirect3DTexture9, level: UINT, out: *mut D3DSURFACE_DESC) -> HRESULT {
    com::guard("IDirect3DTexture9::GetLevelDesc", D3DERR_INVALIDCALL, || {
        match this(p).level(level) {
            Some(s) if com::put(out, s.desc) => D3D_OK,
            _ => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn get_surface_level(
    p: *mut IDirect3DTexture9,
    level: UINT,
    out: *mut *mut IDirect3DSurface9,
) -> HRESULT {
    com::guard("IDirect3DTexture9::GetSurfaceLevel", D3DERR_INVALIDCALL, || {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        match this(p).level(level) {
            Some(s) => {
                com::add_ref(s as *const Surface as *const Header);
                *out = s.as_ptr();
                D3D_OK
            }
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn lock_rect(
    p: *mut IDirect3DTexture9,
    level: UINT,
    out: *mut D3DLOCKED_RECT,
    rect: *const RECT,
    flags: DWORD,
) -> HRESULT {
    com::guard("IDirect3DTexture9::LockRect", D3DERR_INVALIDCALL, || {
        match this(p).level(level) {
            Some(s) => s.lock(out, rect, flags),
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn unlock_rect(p: *mut IDirect3DTexture9, level: UINT) -> HRESULT {
    com::guard("IDirect3DTexture9::UnlockRect", D3DERR_INVALIDCALL, || {
        let t = this(p);
        let _g = t.device().lock_api();
        match t.level(level) {
            Some(s) => s.unlock(),
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn add_dirty_rect(p: *mut IDirect3DTexture9, rect: *const RECT) -> HRESULT {
    com::guard("IDirect3DTexture9::AddDirtyRect", D3DERR_INVALIDCALL, || {
        let t = this(p);
        let _g = t.device().lock_api();
        mark_chain_dirty(&t.levels, rect)
    })
}

pub static VTBL: IDirect3DTexture9Vtbl = IDirect3DTexture9Vtbl {
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
    GetLevelDesc: get_level_desc,
    GetSurfaceLevel: get_surface_level,
    LockRect: lock_rect,
    UnlockRect: unlock_rect,
    AddDirtyRect: add_dirty_rect,
};
