//! IDirect3DTexture9: a 2D texture with a mip chain; each level is a surface
//! whose reference counts live on the texture. What all texture kinds share
//! is in [`crate::basetexture`].
//!
//! A dynamic D3DPOOL_DEFAULT texture (video frames, UI atlases: locked with
//! DISCARD every frame) lends its CPU copies to the uploads recorded from
//! them, as dynamic buffers do (see [`crate::buffer`] and
//! [`wgd3d9_core::lent_copy`]): the record names the level's rows in the
//! texture's storage, and a later write over them before the runtime has
//! read them first swaps in another storage and points the levels at it.

use crate::basetexture::{self, chain_bytes, level_in, level_surfaces, BaseTexture};
use crate::com::{self, Header, Kind};
use crate::device::Device;
use crate::frames::{CopyWrite, Frames};
use crate::surface::{CpuMemory, Surface};
use std::ffi::c_void;
use wgd3d9_core::format::FormatInfo;
use wgd3d9_core::lent_copy::LentCopy;
use wgd3d9_core::record::Rect;
use wgd3d9_types::*;

#[repr(C)]
pub struct Texture {
    pub base: BaseTexture,
    pub levels: Vec<*mut Surface>,
    /// The CPU copies of every level, back to back (empty when not
    /// lockable); lent to recorded uploads when the texture lends it
    /// (`Texture::lends`).
    pub storage: LentCopy,
}

unsafe fn destroy(h: *mut Header) {
    // SAFETY: `destroy` is called once, on a texture made by `Texture::new`.
    let t = unsafe { Box::from_raw(h as *mut Texture) };
    // SAFETY: the levels live until here and are freed only here.
    unsafe { basetexture::free_surfaces(&t.base, &t.levels) };
    t.base.forget_gpu_texture();
    // SAFETY: a texture's device is null or outlives it.
    if let Some(d) = unsafe { t.base.hdr.device.as_ref() } {
        // Recorded uploads may still read the storage.
        let mut inner = d.inner();
        let lent = t.storage.into_lent(inner.frames.replayed());
        inner.frames.keep_until_replayed(lent);
    }
}

impl Texture {
    /// Creates the texture object and its level surfaces (public count 1;
    /// the caller takes the device reference) on GPU texture `gpu_id` (0 for
    /// none).
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
        let lockable = basetexture::lockable(info, pool, usage);
        let mut storage = if lockable {
            wgd3d9_core::mem::try_zeroed(chain_bytes(info, (width, height), levels))?
        } else {
            wgd3d9_core::mem::AlignedBytes::new()
        };
        let kind = (&VTBL as *const _ as *const c_void, Kind::Texture, destroy as _);
        let t = Box::into_raw(Box::new(Texture {
            base: BaseTexture::new(kind, device, info, usage, pool, levels, gpu_id),
            levels: Vec::new(),
            storage: LentCopy::default(),
        }));
        let base = if lockable {
            storage.as_mut_ptr()
        } else {
            std::ptr::null_mut()
        };
        // SAFETY: just allocated, device set; the storage moves into the
        // texture, its heap block (where the levels point) does not move.
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
            (*t).storage = LentCopy::new(storage);
        }
        Some(t)
    }

    /// Whether uploads of the levels read the storage in place: a dynamic
    /// D3DPOOL_DEFAULT texture's, whose CPU copies only the application's
    /// locks and DCs (and the read-back before them, for a depth format)
    /// and UpdateSurface / UpdateTexture write (each of which first calls
    /// [`make_writable`]; ColorFill fills only levels that are render
    /// targets, never these).
    pub(crate) fn lends(&self) -> bool {
        self.base.usage & D3DUSAGE_DYNAMIC != 0 && self.base.pool == D3DPOOL_DEFAULT && !self.storage.is_empty()
    }

    /// Casts an application base-texture pointer, or `None` when it is not a
    /// wgd3d9 2D texture.
    ///
    /// # Safety
    /// `p` must be null or point at a COM object.
    pub(crate) unsafe fn from_ptr<'a>(p: *mut c_void) -> Option<&'a mut Texture> {
        // SAFETY: the caller's contract is `is_kind`'s.
        if !unsafe { com::is_kind(p, Kind::Texture) } {
            return None;
        }
        // SAFETY: checked to be a texture.
        Some(unsafe { &mut *(p as *mut Texture) })
    }

    /// Makes the application's memory at `ptr` the CPU copy of the (one)
    /// level (see `Surface::use_application_memory`).
    ///
    /// # Safety
    /// As `Surface::use_application_memory`.
    pub(crate) unsafe fn use_application_memory(&mut self, ptr: *mut u8) {
        if let Some(s) = level_in(&self.levels, 0) {
            // SAFETY: the caller's contract.
            unsafe { s.use_application_memory(ptr) };
        }
    }

    /// Marks the part of every level below the top that `top` (a rectangle of
    /// level 0) covers as dirty.
    pub(crate) fn mark_sublevels_dirty(&mut self, top: Rect) {
        for l in 1..self.levels.len() as u32 {
            let s = level_in(&self.levels, l).expect("a level of the chain");
            let r = basetexture::sublevel_rect(top, l).intersect(&s.full_rect());
            if !r.is_empty() {
                s.mark_dirty(r);
            }
        }
    }
}

basetexture::base_texture_methods!(
    IDirect3DTexture9,
    Texture,
    "IDirect3DTexture9",
    D3DRTYPE_TEXTURE,
    IID_IDirect3DTexture9
);

unsafe extern "system" fn get_level_desc(p: *mut IDirect3DTexture9, level: UINT, out: *mut D3DSURFACE_DESC) -> HRESULT {
    com::guard("IDirect3DTexture9::GetLevelDesc", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the texture called through; `out` is the
        // application's pointer, null or writable.
        unsafe { basetexture::put_level_desc(level_in(&this(p).levels, level).map(|s| s.desc), out) }
    })
}
unsafe extern "system" fn get_surface_level(
    p: *mut IDirect3DTexture9,
    level: UINT,
    out: *mut *mut IDirect3DSurface9,
) -> HRESULT {
    com::guard("IDirect3DTexture9::GetSurfaceLevel", D3DERR_INVALIDCALL, || {
        // SAFETY: as in `get_level_desc`; surfaces begin with a header.
        unsafe { basetexture::hand_out_level(level_in(&this(p).levels, level), out) }
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
        // SAFETY: COM: `p` is the texture the application called through.
        match level_in(unsafe { &this(p).levels }, level) {
            Some(s) => s.lock(out, rect, flags),
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn unlock_rect(p: *mut IDirect3DTexture9, level: UINT) -> HRESULT {
    com::guard("IDirect3DTexture9::UnlockRect", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the texture the application called through.
        let t = unsafe { this(p) };
        basetexture::unlock_level(&t.base, level_in(&t.levels, level))
    })
}
unsafe extern "system" fn add_dirty_rect(p: *mut IDirect3DTexture9, rect: *const RECT) -> HRESULT {
    com::guard("IDirect3DTexture9::AddDirtyRect", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the texture called through; `rect` is the
        // application's pointer, null or readable.
        unsafe {
            let t = this(p);
            basetexture::mark_chain_dirty(&t.base, &t.levels, rect)
        }
    })
}

basetexture::texture_vtable!(IDirect3DTexture9Vtbl {
    GetLevelDesc: get_level_desc,
    GetSurfaceLevel: get_surface_level,
    LockRect: lock_rect,
    UnlockRect: unlock_rect,
    AddDirtyRect: add_dirty_rect,
});

/// Before a level of a lending texture (its `storage` and `levels`) is
/// written (`w.writer`'s CPU copy): when recorded uploads still read the
/// storage, another takes its place (`w.how.keep`: with the lent one's
/// contents) and every level but the writer (which the caller, holding it,
/// points with [`repoint`]) is pointed at it. While a level (the writer
/// too: `w.how.pinned`) is locked or holds a DC, its pointer must stay valid,
/// and without memory for another storage there is nowhere to go, so the
/// call waits instead until the runtime has read the lent bytes: before it
/// returns, or at once with `w.how.now` (the caller writes within the call).
/// Returns the storage's old and new base for the writer, or None when
/// nothing moved; Err when waiting failed (the device was lost).
pub(crate) fn make_writable(
    storage: &mut LentCopy,
    levels: &[*mut Surface],
    frames: &mut Frames,
    w: LevelWrite,
) -> Result<Option<(usize, *mut u8)>, ()> {
    let mut how = w.how;
    how.pinned |= levels.iter().any(|&l| {
        // SAFETY: the levels live as long as the texture; the writer,
        // which the caller holds, is not read.
        !std::ptr::eq(l, w.writer) && unsafe { (*l).locked.is_some() || (*l).dc.is_some() }
    });
    let old = storage.as_ptr() as usize;
    if !frames.make_writable(storage, how).map_err(|_| ())? {
        return Ok(None);
    }
    let new = storage.bytes_mut().as_mut_ptr();
    for &l in levels {
        if !std::ptr::eq(l, w.writer) {
            // SAFETY: the levels live as long as the texture; `writer`,
            // the one the caller holds, is left to it.
            repoint(unsafe { &mut (*l).cpu }, old, new, storage.len());
        }
    }
    Ok(Some((old, new)))
}

/// A write into a level's CPU copy (see [`make_writable`]).
pub(crate) struct LevelWrite {
    /// The level written.
    pub writer: *const Surface,
    /// How: `pinned` while the writer is locked or holds a DC; `keep`
    /// unless a DISCARD; `now` when the caller writes within the call.
    pub how: CopyWrite,
}

/// Points a level's CPU copy that lay in a storage at `old` (`len` bytes)
/// at the same offset of the storage at `new`.
pub(crate) fn repoint(cpu: &mut CpuMemory, old: usize, new: *mut u8, len: usize) {
    if let CpuMemory::InTexture { ptr, .. } = cpu {
        let offset = (*ptr as usize).wrapping_sub(old);
        if offset < len {
            *ptr = new.wrapping_add(offset);
        }
    }
}
