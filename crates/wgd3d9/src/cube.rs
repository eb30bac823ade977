//! IDirect3DCubeTexture9: six faces, each a mip chain of surfaces whose
//! reference counts live on the cube texture. In D3DPOOL_DEFAULT and
//! D3DPOOL_MANAGED the texture has a GPU copy (one six-layer texture; each
//! face surface names its layer), which faces upload to when unlocked or
//! marked dirty and render into as render targets.

use crate::com::{self, Header, Kind};
use crate::device::Device;
use crate::resource::{self, ResourceData};
use crate::surface::Surface;
use crate::texture::{chain_bytes, level_surfaces, mark_chain_dirty};
use std::ffi::c_void;
use wgd3d9_core::format::FormatInfo;
use wgd3d9_types::*;

/// Alignment of each face's first level in a cube texture's CPU storage.
const FACE_ALIGN: usize = 16;

#[repr(C)]
pub struct CubeTexture {
    pub hdr: Header,
    /// Per face (D3DCUBEMAP_FACE_POSITIVE_X ..), the mip chain.
    pub faces: [Vec<*mut Surface>; 6],
    /// The CPU copies of every face's levels back to back, face after face,
    /// each face starting on a 16-byte boundary (the layout D3D9 gives; empty
    /// when not lockable).
    pub storage: Vec<u8>,
    pub usage: u32,
    pub pool: D3DPOOL,
    pub lod: u32,
    pub autogen_filter: D3DTEXTUREFILTERTYPE,
    /// GPU texture id, 0 for system-memory and scratch textures.
    pub gpu_id: u32,
    pub res: ResourceData,
}

unsafe fn destroy(h: *mut Header) {
    let t = Box::from_raw(h as *mut CubeTexture);
    let dev = t.hdr.device as *mut Device;
    for face in &t.faces {
        for &l in face {
            if let Some(d) = dev.as_mut() {
                d.forget_surface(l);
            }
            drop(Box::from_raw(l));
        }
    }
    if let Some(d) = dev.as_mut() {
        d.inner().frames.destroy_id(t.gpu_id);
    }
}

impl CubeTexture {
    /// Creates a cube texture and its face surfaces (public count 1; the
    /// caller takes the device reference) on GPU texture `gpu_id` (0 for
    /// none). Like 2D textures, D3DPOOL_DEFAULT ones lock only when dynamic.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        device: *const Device,
        info: &'static FormatInfo,
        edge: u32,
        levels: u32,
        usage: u32,
        pool: D3DPOOL,
        gpu_id: u32,
    ) -> Option<*mut CubeTexture> {
        let lockable = pool != D3DPOOL_DEFAULT || usage & D3DUSAGE_DYNAMIC != 0;
        // The six faces' CPU copies share one allocation, each face's levels
        // back to back, faces aligned to FACE_ALIGN.
        let face_bytes = chain_bytes(info, (edge, edge), levels);
        let face_stride = face_bytes.next_multiple_of(FACE_ALIGN as u64);
        let mut storage = if lockable {
            wgd3d9_core::mem::try_zeroed(face_stride * 5 + face_bytes)?
        } else {
            Vec::new()
        };
        let t = Box::into_raw(Box::new(CubeTexture {
            hdr: Header::new(&VTBL as *const _ as *const c_void, Kind::CubeTexture, device, destroy),
            faces: Default::default(),
            storage: Vec::new(),
            usage,
            pool,
            lod: 0,
            autogen_filter: D3DTEXF_LINEAR,
            gpu_id,
            res: ResourceData::in_pool(pool),
        }));
        // SAFETY: just allocated, device set; the storage moves into the
        // texture, its heap block (where the levels point) does not move.
        unsafe {
            for f in 0..6 {
                let base = if lockable {
                    // The allocation holds six strides, so each fits a usize.
                    storage.as_mut_ptr().add(f * face_stride as usize)
                } else {
                    std::ptr::null_mut()
                };
                let levels = level_surfaces(
                    t as *const Header,
                    info,
                    (edge, edge),
                    levels,
                    usage,
                    pool,
                    (gpu_id, f as u32),
                    base,
                );
                // Unlike a 2D texture's levels, a face surface that is not
                // locked refuses its own UnlockRect.
                for &s in &levels {
                    (*s).texture_level = false;
                }
                (*t).faces[f] = levels;
            }
            (*t).storage = storage;
        }
        Some(t)
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
        self.faces[0].len() as u32
    }

    #[allow(clippy::mut_from_ref)]
    fn surface(&self, face: u32, level: u32) -> Option<&mut Surface> {
        let chain = self.faces.get(face as usize)?;
        // SAFETY: face surfaces live as long as the texture.
        chain.get(level as usize).map(|&s| unsafe { &mut *s })
    }

    fn device<'a>(&self) -> &'a Device {
        // SAFETY: a texture's device outlives it.
        unsafe { &*self.hdr.device }
    }
}

/// The pool and GPU texture id of a cube or volume texture, or None when
/// `p` is neither.
///
/// # Safety
/// `p` must be null or point at a COM object.
pub(crate) unsafe fn cube_or_volume(p: *mut c_void) -> Option<(D3DPOOL, u32)> {
    if com::is_kind(p, Kind::CubeTexture) {
        let t = &*(p as *const CubeTexture);
        Some((t.pool, t.gpu_id))
    } else if com::is_kind(p, Kind::VolumeTexture) {
        let t = &*(p as *const crate::volume::VolumeTexture);
        Some((t.pool, t.gpu_id))
    } else {
        None
    }
}

unsafe fn this<'a>(p: *mut IDirect3DCubeTexture9) -> &'a mut CubeTexture {
    &mut *(p as *mut CubeTexture)
}

resource::resource_methods!(
    IDirect3DCubeTexture9,
    CubeTexture,
    "IDirect3DCubeTexture9",
    [
        IID_IDirect3DCubeTexture9,
        IID_IDirect3DBaseTexture9,
        IID_IDirect3DResource9
    ]
);
crate::basetexture::base_texture_methods!(
    IDirect3DCubeTexture9,
    CubeTexture,
    "IDirect3DCubeTexture9",
    D3DRTYPE_CUBETEXTURE
);

unsafe extern "system" fn get_level_desc(
    p: *mut IDirect3DCubeTexture9,
    level: UINT,
    out: *mut D3DSURFACE_DESC,
) -> HRESULT {
    com::guard(
        "IDirect3DCubeTexture9::GetLevelDesc",
        D3DERR_INVALIDCALL,
        || match this(p).surface(0, level) {
            Some(s) if com::put(out, s.desc) => D3D_OK,
            _ => D3DERR_INVALIDCALL,
        },
    )
}
unsafe extern "system" fn get_cube_map_surface(
    p: *mut IDirect3DCubeTexture9,
    face: D3DCUBEMAP_FACES,
    level: UINT,
    out: *mut *mut IDirect3DSurface9,
) -> HRESULT {
    com::guard("IDirect3DCubeTexture9::GetCubeMapSurface", D3DERR_INVALIDCALL, || {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        match this(p).surface(face, level) {
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
    p: *mut IDirect3DCubeTexture9,
    face: D3DCUBEMAP_FACES,
    level: UINT,
    out: *mut D3DLOCKED_RECT,
    rect: *const RECT,
    flags: DWORD,
) -> HRESULT {
    com::guard("IDirect3DCubeTexture9::LockRect", D3DERR_INVALIDCALL, || {
        match this(p).surface(face, level) {
            Some(s) => s.lock(out, rect, flags),
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn unlock_rect(p: *mut IDirect3DCubeTexture9, face: D3DCUBEMAP_FACES, level: UINT) -> HRESULT {
    com::guard("IDirect3DCubeTexture9::UnlockRect", D3DERR_INVALIDCALL, || {
        let t = this(p);
        let _g = t.device().lock_api();
        match t.surface(face, level) {
            // The texture's UnlockRect of a face that is not locked succeeds
            // on Windows (Wine's device.c test_lockrect_invalid), where the
            // face surface's own refuses.
            Some(s) if s.locked.is_none() => D3D_OK,
            Some(s) => s.unlock(),
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn add_dirty_rect(
    p: *mut IDirect3DCubeTexture9,
    face: D3DCUBEMAP_FACES,
    rect: *const RECT,
) -> HRESULT {
    com::guard("IDirect3DCubeTexture9::AddDirtyRect", D3DERR_INVALIDCALL, || {
        let t = this(p);
        let _g = t.device().lock_api();
        match t.faces.get(face as usize) {
            Some(chain) => mark_chain_dirty(chain, rect),
            None => D3DERR_INVALIDCALL,
        }
    })
}

pub static VTBL: IDirect3DCubeTexture9Vtbl = IDirect3DCubeTexture9Vtbl {
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
    GetCubeMapSurface: get_cube_map_surface,
    LockRect: lock_rect,
    UnlockRect: unlock_rect,
    AddDirtyRect: add_dirty_rect,
};
