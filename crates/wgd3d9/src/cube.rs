//! IDirect3DCubeTexture9: six faces, each a mip chain of surfaces whose
//! reference counts live on the cube texture. In D3DPOOL_DEFAULT and
//! D3DPOOL_MANAGED the texture has a GPU copy (one six-layer texture; each
//! face surface names its layer), which faces upload to when unlocked or
//! marked dirty and render into as render targets.

use crate::basetexture::{self, chain_bytes, level_in, level_surfaces, BaseTexture};
use crate::com::{self, Header, Kind};
use crate::device::Device;
use crate::surface::Surface;
use std::ffi::c_void;
use wgd3d9_core::format::FormatInfo;
use wgd3d9_types::*;

/// Alignment of each face's first level in a cube texture's CPU storage.
const FACE_ALIGN: usize = 16;

#[repr(C)]
pub struct CubeTexture {
    pub base: BaseTexture,
    /// Per face (D3DCUBEMAP_FACE_POSITIVE_X ..), the mip chain.
    pub faces: [Vec<*mut Surface>; 6],
    /// The CPU copies of every face's levels back to back, face after face,
    /// each face starting on a 16-byte boundary (the layout D3D9 gives; empty
    /// when not lockable).
    pub storage: wgd3d9_core::mem::AlignedBytes,
}

unsafe fn destroy(h: *mut Header) {
    // SAFETY: `destroy` is called once, on a texture made by `CubeTexture::new`.
    let t = unsafe { Box::from_raw(h as *mut CubeTexture) };
    for face in &t.faces {
        // SAFETY: the faces live until here and are freed only here.
        unsafe { basetexture::free_surfaces(&t.base, face) };
    }
    t.base.forget_gpu_texture();
}

impl CubeTexture {
    /// Creates a cube texture and its face surfaces (public count 1; the
    /// caller takes the device reference) on GPU texture `gpu_id` (0 for
    /// none).
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
        let lockable = basetexture::lockable(info, pool, usage);
        // The six faces' CPU copies share one allocation, each face's levels
        // back to back, faces aligned to FACE_ALIGN.
        let face_bytes = chain_bytes(info, (edge, edge), levels);
        let face_stride = face_bytes.next_multiple_of(FACE_ALIGN as u64);
        let mut storage = if lockable {
            wgd3d9_core::mem::try_zeroed(face_stride * 5 + face_bytes)?
        } else {
            wgd3d9_core::mem::AlignedBytes::new()
        };
        let kind = (&VTBL as *const _ as *const c_void, Kind::CubeTexture, destroy as _);
        let t = Box::into_raw(Box::new(CubeTexture {
            base: BaseTexture::new(kind, device, info, usage, pool, levels, gpu_id),
            faces: Default::default(),
            storage: wgd3d9_core::mem::AlignedBytes::new(),
        }));
        for f in 0..6 {
            let base = if lockable {
                // SAFETY: the allocation holds six strides (each fits a
                // usize), so each face's start is inside it.
                unsafe { storage.as_mut_ptr().add(f * face_stride as usize) }
            } else {
                std::ptr::null_mut()
            };
            // SAFETY: just allocated, device set; the storage moves into the
            // texture below, its heap block (where the levels point) does not
            // move.
            let face = unsafe {
                level_surfaces(
                    t as *const Header,
                    info,
                    (edge, edge),
                    levels,
                    usage,
                    pool,
                    (gpu_id, f as u32),
                    base,
                )
            };
            // Unlike a 2D texture's levels, a face surface that is not
            // locked refuses its own UnlockRect.
            for l in 0..levels {
                level_in(&face, l).expect("a level of the face").texture_level = false;
            }
            // SAFETY: just allocated, seen by nobody else yet.
            unsafe { (*t).faces[f] = face };
        }
        // SAFETY: as above.
        unsafe { (*t).storage = storage };
        Some(t)
    }

    /// Level `level` of face `face`, or None past either end.
    fn surface(&self, face: u32, level: u32) -> Option<&mut Surface> {
        level_in(self.faces.get(face as usize)?, level)
    }
}

basetexture::base_texture_methods!(
    IDirect3DCubeTexture9,
    CubeTexture,
    "IDirect3DCubeTexture9",
    D3DRTYPE_CUBETEXTURE,
    IID_IDirect3DCubeTexture9
);

unsafe extern "system" fn get_level_desc(
    p: *mut IDirect3DCubeTexture9,
    level: UINT,
    out: *mut D3DSURFACE_DESC,
) -> HRESULT {
    com::guard("IDirect3DCubeTexture9::GetLevelDesc", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the texture called through; `out` is the
        // application's pointer, null or writable.
        unsafe { basetexture::put_level_desc(this(p).surface(0, level).map(|s| s.desc), out) }
    })
}
unsafe extern "system" fn get_cube_map_surface(
    p: *mut IDirect3DCubeTexture9,
    face: D3DCUBEMAP_FACES,
    level: UINT,
    out: *mut *mut IDirect3DSurface9,
) -> HRESULT {
    com::guard("IDirect3DCubeTexture9::GetCubeMapSurface", D3DERR_INVALIDCALL, || {
        // SAFETY: as in `get_level_desc`; surfaces begin with a header.
        unsafe { basetexture::hand_out_level(this(p).surface(face, level), out) }
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
        // SAFETY: COM: `p` is the texture the application called through.
        match unsafe { this(p) }.surface(face, level) {
            Some(s) => s.lock(out, rect, flags),
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn unlock_rect(p: *mut IDirect3DCubeTexture9, face: D3DCUBEMAP_FACES, level: UINT) -> HRESULT {
    com::guard("IDirect3DCubeTexture9::UnlockRect", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the texture the application called through.
        let t = unsafe { this(p) };
        basetexture::unlock_level(&t.base, t.surface(face, level))
    })
}
unsafe extern "system" fn add_dirty_rect(
    p: *mut IDirect3DCubeTexture9,
    face: D3DCUBEMAP_FACES,
    rect: *const RECT,
) -> HRESULT {
    com::guard("IDirect3DCubeTexture9::AddDirtyRect", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the texture called through; `rect` is the
        // application's pointer, null or readable.
        unsafe {
            let t = this(p);
            match t.faces.get(face as usize) {
                Some(chain) => basetexture::mark_chain_dirty(&t.base, chain, rect),
                None => D3DERR_INVALIDCALL,
            }
        }
    })
}

basetexture::texture_vtable!(IDirect3DCubeTexture9Vtbl {
    GetLevelDesc: get_level_desc,
    GetCubeMapSurface: get_cube_map_surface,
    LockRect: lock_rect,
    UnlockRect: unlock_rect,
    AddDirtyRect: add_dirty_rect,
});
