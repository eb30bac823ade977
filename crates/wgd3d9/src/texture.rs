//! IDirect3DTexture9: a 2D texture with a mip chain; each level is a surface
//! whose reference counts live on the texture.

use crate::com::{self, Header, Kind};
use crate::device::Device;
use crate::resource::{self, ResourceData};
use crate::surface::Surface;
use std::ffi::c_void;
use wgd3d9_core::format::{self, FormatInfo};
use wgd3d9_core::record::{Rect, SurfaceRef};
use wgd3d9_types::*;

#[repr(C)]
pub struct Texture {
    pub hdr: Header,
    pub levels: Vec<*mut Surface>,
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
    ) -> *mut Texture {
        let t = Box::into_raw(Box::new(Texture {
            hdr: Header::new(&VTBL as *const _ as *const c_void, Kind::Texture, device, destroy),
            levels: Vec::new(),
            gpu_id,
            format: info.format,
            usage,
            pool,
            lod: 0,
            autogen_filter: D3DTEXF_LINEAR,
            res: ResourceData::default(),
        }));
        let lockable = pool != D3DPOOL_DEFAULT || usage & D3DUSAGE_DYNAMIC != 0;
        // SAFETY: just allocated.
        let tr = unsafe { &mut *t };
        for l in 0..levels {
            let desc = D3DSURFACE_DESC {
                Format: info.format,
                Type: D3DRTYPE_SURFACE,
                Usage: usage,
                Pool: pool,
                MultiSampleType: D3DMULTISAMPLE_NONE,
                MultiSampleQuality: 0,
                Width: format::mip_dim(width, l),
                Height: format::mip_dim(height, l),
            };
            let gpu = SurfaceRef { id: gpu_id, level: l };
            let gpu_written = usage & (D3DUSAGE_RENDERTARGET | D3DUSAGE_DEPTHSTENCIL) != 0;
            let s = Surface::new(device, desc, info, gpu, lockable, gpu_written, lockable);
            // SAFETY: just allocated.
            unsafe {
                (*s).hdr.container = t as *const Header;
                (*s).parent = t as *const Header;
                (*s).texture_level = true;
            }
            tr.levels.push(s);
        }
        t
    }

    /// Casts an application base-texture pointer, or `None` when it is not a
    /// wgd3d9 2D texture.
    ///
    /// # Safety
    /// `p` must be null or point at a COM object.
    pub(crate) unsafe fn from_ptr<'a>(p: *mut c_void) -> Option<&'a mut Texture> {
        if p.is_null() || (*(p as *const Header)).vtbl != &VTBL as *const _ as *const c_void {
            return None;
        }
        Some(&mut *(p as *mut Texture))
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

unsafe fn this<'a>(p: *mut IDirect3DTexture9) -> &'a mut Texture {
    &mut *(p as *mut Texture)
}

resource::resource_methods!(
    IDirect3DTexture9,
    Texture,
    "IDirect3DTexture9",
    [IID_IDirect3DTexture9, IID_IDirect3DBaseTexture9, IID_IDirect3DResource9]
);
unsafe extern "system" fn get_type(_p: *mut IDirect3DTexture9) -> D3DRESOURCETYPE {
    D3DRTYPE_TEXTURE
}
unsafe extern "system" fn set_lod(p: *mut IDirect3DTexture9, lod: DWORD) -> DWORD {
    com::guard("IDirect3DTexture9::SetLOD", 0, || {
        let t = this(p);
        if t.pool != D3DPOOL_MANAGED {
            return 0;
        }
        std::mem::replace(&mut t.lod, lod.min(t.levels.len() as u32 - 1))
    })
}
unsafe extern "system" fn get_lod(p: *mut IDirect3DTexture9) -> DWORD {
    com::guard("IDirect3DTexture9::GetLOD", 0, || this(p).lod)
}
unsafe extern "system" fn get_level_count(p: *mut IDirect3DTexture9) -> DWORD {
    com::guard("IDirect3DTexture9::GetLevelCount", 0, || this(p).levels.len() as u32)
}
unsafe extern "system" fn set_autogen_filter_type(p: *mut IDirect3DTexture9, f: D3DTEXTUREFILTERTYPE) -> HRESULT {
    com::guard("IDirect3DTexture9::SetAutoGenFilterType", D3DERR_INVALIDCALL, || {
        if f == D3DTEXF_NONE || f > D3DTEXF_GAUSSIANQUAD {
            return D3DERR_INVALIDCALL;
        }
        this(p).autogen_filter = f;
        D3D_OK
    })
}
unsafe extern "system" fn get_autogen_filter_type(p: *mut IDirect3DTexture9) -> D3DTEXTUREFILTERTYPE {
    com::guard("IDirect3DTexture9::GetAutoGenFilterType", D3DTEXF_NONE, || {
        this(p).autogen_filter
    })
}
unsafe extern "system" fn generate_mip_sub_levels(_p: *mut IDirect3DTexture9) {
    com::log_once(
        "wgd3d9::d3d9",
        "GenerateMipSubLevels: automatic mip generation is not supported",
    );
}
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
        for (i, &l) in t.levels.iter().enumerate() {
            let s = &mut *l;
            let full = s.full_rect();
            let r = if i == 0 && !rect.is_null() {
                let r = *rect;
                Rect {
                    left: r.left,
                    top: r.top,
                    right: r.right,
                    bottom: r.bottom,
                }
                .intersect(&full)
            } else {
                full
            };
            if !r.is_empty() {
                s.mark_dirty(r);
            }
        }
        D3D_OK
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
