//! IDirect3DSurface9: render targets, depth/stencil surfaces, offscreen plain
//! surfaces, back buffers and the levels of textures.
//!
//! A lockable surface keeps a CPU copy in the application's layout. Unlock marks
//! the written rectangle dirty; the device uploads dirty rectangles before the
//! next draw or submission. Surfaces the GPU writes (lockable render targets,
//! back buffers) are read back into the CPU copy when locked.

use crate::com::{self, Header, Kind};
use crate::device::{Device, Inner};
use crate::frames::{CopyWrite, Frames};
use crate::resource::{self, ResourceData};
use crate::texture::{self, LevelWrite, Texture};
use std::ffi::c_void;
use wgd3d9_core::format::{usage as fu, FormatInfo};
use wgd3d9_core::record::{Rect, SurfaceRef};
use wgd3d9_types::*;

/// A surface's CPU copy: none yet, its own allocation, or its part of the one
/// allocation of its texture. D3D9 lays a texture's levels out back to back,
/// and some applications write every level through a lock of level 0.
pub enum CpuMemory {
    None,
    Own(wgd3d9_core::mem::AlignedBytes),
    /// `len` bytes at `ptr`, inside the texture's storage (which outlives the
    /// level and is never reallocated), or the application's own memory
    /// (`Surface::use_application_memory`).
    InTexture {
        ptr: *mut u8,
        len: usize,
    },
}

impl CpuMemory {
    pub fn is_empty(&self) -> bool {
        matches!(self, CpuMemory::None)
    }

    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        match self {
            CpuMemory::None => std::ptr::null_mut(),
            CpuMemory::Own(v) => v.as_mut_ptr(),
            CpuMemory::InTexture { ptr, .. } => *ptr,
        }
    }

    pub fn as_slice(&self) -> &[u8] {
        match self {
            CpuMemory::None => &[],
            CpuMemory::Own(v) => v,
            // SAFETY: see the variant's contract.
            CpuMemory::InTexture { ptr, len } => unsafe { std::slice::from_raw_parts(*ptr, *len) },
        }
    }

    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        match self {
            CpuMemory::None => &mut [],
            CpuMemory::Own(v) => v,
            // SAFETY: see the variant's contract.
            CpuMemory::InTexture { ptr, len } => unsafe { std::slice::from_raw_parts_mut(*ptr, *len) },
        }
    }
}

/// What a lock's writes update at unlock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockWrites {
    /// D3DLOCK_READONLY: nothing.
    None,
    /// D3DLOCK_NO_DIRTY_UPDATE on a texture level that is not dynamic: the
    /// memory only (no dirty region, so no upload of a managed level).
    NoDirtyUpdate,
    /// The dirty region and the GPU copy.
    Dirty,
}

#[repr(C)]
pub struct Surface {
    pub hdr: Header,
    pub desc: D3DSURFACE_DESC,
    pub info: &'static FormatInfo,
    /// The GPU image (id 0 when the surface lives in system memory only).
    pub gpu: SurfaceRef,
    /// The CPU copy, `pitch * rows` bytes, when the surface is lockable.
    pub cpu: CpuMemory,
    pub pitch: u32,
    pub lockable: bool,
    /// The GPU renders into this surface: a lock must read it back first.
    pub gpu_written: bool,
    /// A level of a 2D texture (unlocking an unlocked level is not an error;
    /// cube faces do not have this).
    pub texture_level: bool,
    /// What the outer object is: the texture, the swap chain or the device.
    pub parent: *const Header,
    pub locked: Option<(Rect, LockWrites)>,
    /// The rectangle written since the last upload.
    pub dirty: Option<Rect>,
    /// The rectangle UpdateTexture copies when this level's texture is its
    /// source: what was written (or added with AddDirtyRect) since the last
    /// UpdateTexture that read it; all of it at first.
    pub update_region: Option<Rect>,
    /// The memory DC GDI draws through, and its bitmap (see `gdi`).
    pub dc: Option<crate::gdi::MemoryDc>,
    pub res: ResourceData,
}

/// Frees a surface (its `Header::destroy`).
///
/// # Safety
/// `h` must be a surface made by [`Surface::new_without_cpu`] that nothing
/// references any more (see [`com::release`]); it is not used afterwards.
unsafe fn destroy(h: *mut Header) {
    // SAFETY: the caller guarantees `h` is a surface made by `Box::into_raw`
    // in `Surface::new_without_cpu`, now unreferenced: this box is its only
    // owner.
    let s = unsafe { Box::from_raw(h as *mut Surface) };
    // SAFETY: a surface's device is null or live (it outlives its children);
    // shared, as other threads may hold the device too.
    if let Some(dev) = unsafe { s.hdr.device.as_ref() } {
        dev.forget_surface(h as *mut Surface);
        if s.gpu.id != 0 && s.hdr.container.is_null() && s.parent.is_null() {
            dev.inner().frames.destroy_id(s.gpu.id);
        }
    }
}

/// The description of a single-sample surface of `info`'s format.
pub(crate) fn single_sample_desc(
    info: &FormatInfo,
    usage: u32,
    pool: D3DPOOL,
    (width, height): (u32, u32),
) -> D3DSURFACE_DESC {
    D3DSURFACE_DESC {
        Format: info.format,
        Type: D3DRTYPE_SURFACE,
        Usage: usage,
        Pool: pool,
        MultiSampleType: D3DMULTISAMPLE_NONE,
        MultiSampleQuality: 0,
        Width: width,
        Height: height,
    }
}

/// Whether a surface of `usage` and format `info` holds what the GPU draws
/// (render targets and depth buffers) rather than what the application
/// writes until the GPU writes it. D3DFMT_NULL targets are never drawn
/// into: a lock of one sees what the application wrote.
pub(crate) fn gpu_written(usage: u32, info: &FormatInfo) -> bool {
    usage & (D3DUSAGE_RENDERTARGET | D3DUSAGE_DEPTHSTENCIL) != 0 && !info.is_null_target()
}

impl Surface {
    /// The pitch LockRect hands out: the CPU copy's, but one byte per pixel
    /// for the formats that lock as bytes (ATI1, ATI2).
    pub fn lock_pitch(&self) -> u32 {
        if self.info.is(wgd3d9_core::format::usage::LOCKS_AS_BYTES) {
            self.info.lock_pitch(self.desc.Width)
        } else {
            self.pitch
        }
    }

    /// Makes the application's memory at `ptr` this surface's CPU copy,
    /// rows packed without padding (a 9Ex system-memory resource made with
    /// a pointer in place of the shared handle).
    ///
    /// # Safety
    /// `ptr` must stay valid for reads and writes of the surface's rows for
    /// as long as the surface lives (D3D9's contract for user memory).
    pub(crate) unsafe fn use_application_memory(&mut self, ptr: *mut u8) {
        let pitch = self.info.row_bytes(self.desc.Width);
        self.pitch = pitch;
        self.cpu = CpuMemory::InTexture {
            ptr,
            len: pitch as usize * self.info.rows(self.desc.Height) as usize,
        };
    }

    /// Creates a surface (public count 1, no device reference taken here)
    /// whose CPU copy is made at its first lock.
    pub(crate) fn new_without_cpu(
        device: *const Device,
        desc: D3DSURFACE_DESC,
        info: &'static FormatInfo,
        gpu: SurfaceRef,
        lockable: bool,
        gpu_written: bool,
    ) -> *mut Surface {
        Box::into_raw(Box::new(Surface {
            hdr: Header::new(&VTBL as *const _ as *const c_void, Kind::Surface, device, destroy),
            desc,
            info,
            gpu,
            cpu: CpuMemory::None,
            pitch: info.pitch(desc.Width),
            lockable,
            gpu_written,
            texture_level: false,
            parent: std::ptr::null(),
            locked: None,
            dirty: None,
            update_region: Some(Rect {
                left: 0,
                top: 0,
                right: desc.Width as i32,
                bottom: desc.Height as i32,
            }),
            dc: None,
            res: ResourceData::default(),
        }))
    }

    /// [`Surface::new_without_cpu`] with its CPU copy made now; None when
    /// the memory for it cannot be had.
    pub(crate) fn with_cpu(
        device: *const Device,
        desc: D3DSURFACE_DESC,
        info: &'static FormatInfo,
        gpu: SurfaceRef,
        lockable: bool,
        gpu_written: bool,
    ) -> Option<*mut Surface> {
        let cpu = wgd3d9_core::mem::try_zeroed(info.level_bytes(desc.Width, desc.Height))?;
        let s = Self::new_without_cpu(device, desc, info, gpu, lockable, gpu_written);
        // SAFETY: just created.
        unsafe { (*s).cpu = CpuMemory::Own(cpu) };
        Some(s)
    }

    pub(crate) fn full_rect(&self) -> Rect {
        Rect {
            left: 0,
            top: 0,
            right: self.desc.Width as i32,
            bottom: self.desc.Height as i32,
        }
    }

    /// An application rectangle on this surface (null: the whole surface);
    /// None when it is empty or reaches outside.
    pub(crate) fn app_rect(&self, rect: *const RECT) -> Option<Rect> {
        let full = self.full_rect();
        if rect.is_null() {
            return Some(full);
        }
        // SAFETY: non-null application pointer.
        let r = unsafe { rect_from(rect) };
        self.holds(r).then_some(r)
    }

    /// Whether `r` is a non-empty rectangle inside the surface.
    fn holds(&self, r: Rect) -> bool {
        !r.is_empty() && r.intersect(&self.full_rect()) == r
    }

    /// Whether `r` (inside the surface) covers whole blocks of a
    /// block-compressed format (always for other formats).
    pub(crate) fn on_blocks(&self, r: Rect) -> bool {
        whole_blocks(r, self.full_rect(), self.info.block_dim as i32) == Some(r)
    }

    /// Casts an application pointer to a wgd3d9 surface, or `None`.
    ///
    /// # Safety
    /// `p` must be null or point at a COM object.
    pub(crate) unsafe fn from_ptr<'a>(p: *mut IDirect3DSurface9) -> Option<&'a mut Surface> {
        // SAFETY: the caller guarantees `p` is null or points at a COM object.
        if !unsafe { com::is_kind(p as *const c_void, Kind::Surface) } {
            return None;
        }
        // SAFETY: `p` points at a wgd3d9 surface (its header says so), live
        // since the caller's object is.
        Some(unsafe { &mut *(p as *mut Surface) })
    }

    pub(crate) fn device<'a>(&self) -> &'a Device {
        // SAFETY: a surface's device outlives it.
        unsafe { &*self.hdr.device }
    }

    /// Before the CPU copy is written (by a lock or a DC, with the read-back
    /// that may precede them, or by UpdateSurface / UpdateTexture): a level of
    /// a texture that lends its storage to recorded uploads makes it writable
    /// (see [`texture::make_writable`]). `discard_all`: a DISCARD lock of the
    /// whole level (of a texture of one level, nothing need be kept); `now`:
    /// the caller writes within this call. False when the device was lost
    /// while waiting.
    pub(crate) fn prepare_cpu_write(&mut self, frames: &mut Frames, discard_all: bool, now: bool) -> bool {
        let Some(t) = self.lending_texture() else {
            return true;
        };
        // SAFETY: the parent texture is live; of it only the storage is
        // borrowed mutably (nothing else borrows it during a device call)
        // and the level list read.
        let (storage, levels) = unsafe { (&mut (*t).storage, &(*t).levels) };
        let w = LevelWrite {
            writer: self as *const Surface,
            how: CopyWrite {
                pinned: self.locked.is_some() || self.dc.is_some(),
                keep: !(discard_all && levels.len() == 1),
                now,
            },
        };
        match texture::make_writable(storage, levels, frames, w) {
            Ok(Some((old, new))) => {
                texture::repoint(&mut self.cpu, old, new, storage.len());
                true
            }
            Ok(None) => true,
            Err(()) => false,
        }
    }

    /// The 2D texture this surface is a level of, when that texture lends
    /// its storage to recorded uploads ([`Texture::lends`]). A pointer: the
    /// caller borrows only the fields it needs (calls up the stack may hold
    /// the texture's level list).
    pub(crate) fn lending_texture(&self) -> Option<*mut Texture> {
        if !self.texture_level {
            return None;
        }
        // SAFETY: a level's parent is a live COM object (it outlives the level).
        let t: *mut Texture = unsafe { Texture::from_ptr(self.parent as *mut c_void) }?;
        // SAFETY: live, as above; only read.
        unsafe { (*t).lends() }.then_some(t)
    }

    /// LockRect (for surfaces and texture levels).
    pub(crate) fn lock(&mut self, out: *mut D3DLOCKED_RECT, rect: *const RECT, flags: u32) -> HRESULT {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        self.device().locked(|inner| self.lock_in(inner, out, rect, flags))
    }

    /// LockRect under the device's lock.
    fn lock_in(
        &mut self,
        inner: &mut crate::device::Inner,
        out: *mut D3DLOCKED_RECT,
        rect: *const RECT,
        flags: u32,
    ) -> HRESULT {
        if !self.lockable || self.locked.is_some() || self.container_has_dc() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: a non-null `rect` is the application's readable RECT.
        let asked = (!rect.is_null()).then(|| unsafe { rect_from(rect) });
        let Some(r) = self.lock_region(asked) else {
            return D3DERR_INVALIDCALL;
        };
        // A rectangle of a format that locks as bytes is not where its
        // blocks lie: the upload takes the whole level.
        let r = if self.info.is(fu::LOCKS_AS_BYTES) {
            self.full_rect()
        } else {
            r
        };
        if flags & D3DLOCK_READONLY == 0 {
            // Before the read-back below, which writes the copy too. Waits,
            // if any, come before the call returns: this cannot fail.
            let discard_all = flags & D3DLOCK_DISCARD != 0 && r == self.full_rect();
            self.prepare_cpu_write(&mut inner.frames, discard_all, false);
        }
        let hr = self.cpu_current(inner, flags);
        if hr != D3D_OK {
            return hr;
        }
        let offset = asked.map_or(0, |a| self.info.lock_offset(a.left, a.top, self.pitch, self.desc.Width));
        // A rectangle outside the surface points outside its memory, as on
        // Windows XP: the address is formed, never dereferenced here.
        let bits = self.cpu.as_mut_ptr().wrapping_offset(offset as isize);
        // SAFETY: checked non-null above.
        unsafe {
            out.write(D3DLOCKED_RECT {
                Pitch: self.lock_pitch() as i32,
                pBits: bits as *mut c_void,
            })
        };
        let writes = if flags & D3DLOCK_READONLY != 0 {
            LockWrites::None
        } else if flags & D3DLOCK_NO_DIRTY_UPDATE != 0 && self.desc.Usage & D3DUSAGE_DYNAMIC == 0 {
            LockWrites::NoDirtyUpdate
        } else {
            LockWrites::Dirty
        };
        self.locked = Some((r, writes));
        D3D_OK
    }

    /// The part of the surface a LockRect of `asked` (None: all of it)
    /// writes, or None when D3D9 refuses the rectangle.
    ///
    /// A rectangle inside the surface is grown to whole blocks, except in
    /// D3DPOOL_DEFAULT, which refuses partial blocks. D3DPOOL_DEFAULT
    /// refuses empty rectangles and those reaching outside; the other pools
    /// take any rectangle, as Windows XP drivers and Wine do (Command &
    /// Conquer 3 depends on it), and write only its part inside the surface,
    /// which may be empty.
    fn lock_region(&self, asked: Option<Rect>) -> Option<Rect> {
        let full = self.full_rect();
        let default_pool = self.desc.Pool == D3DPOOL_DEFAULT;
        let Some(r) = asked else {
            return Some(full);
        };
        let bd = self.info.block_dim as i32;
        if self.holds(r) {
            return match whole_blocks(r, full, bd) {
                Some(whole) if whole == r || !default_pool => Some(whole),
                _ => None,
            };
        }
        if default_pool {
            return None;
        }
        com::log_once(
            "wgd3d9::d3d9",
            "LockRect: a rectangle empty or outside the surface is taken as Windows XP takes it",
        );
        let inside = r.intersect(&full);
        Some(if inside.is_empty() {
            Rect::default()
        } else {
            whole_blocks(inside, full, bd).unwrap_or(inside)
        })
    }

    /// The CPU copy, made if there is none, holding what the GPU drew into
    /// the surface (unless `flags` has D3DLOCK_DISCARD): what a lock or a
    /// DC sees.
    pub(crate) fn cpu_current(&mut self, inner: &mut crate::device::Inner, flags: u32) -> HRESULT {
        if self.cpu.is_empty() {
            let Some(cpu) = wgd3d9_core::mem::try_zeroed(self.info.level_bytes(self.desc.Width, self.desc.Height))
            else {
                log::warn!(target: "wgd3d9::d3d9", "LockRect: no memory for the surface's CPU copy");
                return E_OUTOFMEMORY;
            };
            self.cpu = CpuMemory::Own(cpu);
        }
        if self.gpu_written && self.gpu.id != 0 && flags & D3DLOCK_DISCARD == 0 {
            let (ptr, pitch) = (self.cpu.as_mut_ptr(), self.pitch);
            if inner
                .read_back(
                    self.gpu,
                    ptr,
                    pitch,
                    self.desc.Width,
                    self.desc.Height,
                    self.desc.Format,
                )
                .is_err()
            {
                return D3DERR_DEVICELOST;
            }
        }
        D3D_OK
    }

    /// UnlockRect. Unlocking an unlocked texture level is not an error, nor
    /// unlocking a surface whose container holds a DC (Windows, in Wine's
    /// test_getdc).
    pub(crate) fn unlock(&mut self) -> HRESULT {
        let Some((r, writes)) = self.locked.take() else {
            return if self.texture_level || self.container_has_dc() {
                D3D_OK
            } else {
                D3DERR_INVALIDCALL
            };
        };
        if r.is_empty() {
            // A rectangle outside the surface writes none of it.
            return D3D_OK;
        }
        if writes == LockWrites::NoDirtyUpdate && self.desc.Pool == D3DPOOL_SYSTEMMEM {
            // Draws from a system-memory texture see its memory as it is
            // (Windows, in Wine's add_dirty_rect_test): its GPU copy, if it
            // has one, is refreshed; UpdateTexture's region is not.
            self.mark_gpu_dirty(r);
        }
        if writes == LockWrites::Dirty {
            self.mark_dirty(r);
            if self.texture_level && self.gpu.level == 0 {
                // D3D9 tracks a texture's dirty region on level 0: the same
                // region of every smaller level is refreshed with it.
                // SAFETY: a level's parent texture outlives it.
                if let Some(t) = unsafe { crate::texture::Texture::from_ptr(self.parent as *mut c_void) } {
                    t.mark_sublevels_dirty(r);
                }
            }
        }
        D3D_OK
    }

    /// Adds `r` to the rectangle the device uploads before the next draw
    /// (an entry point of the surface: no borrow of the device state is live).
    pub(crate) fn mark_dirty(&mut self, r: Rect) {
        let dev = self.device();
        self.mark_dirty_in(&mut dev.inner(), r);
    }

    /// [`Surface::mark_dirty`] inside a device call, which holds the state.
    pub(crate) fn mark_dirty_in(&mut self, inner: &mut Inner, r: Rect) {
        self.update_region = Some(self.update_region.map_or(r, |u| u.union(&r)));
        self.mark_gpu_dirty_in(inner, r);
    }

    /// Adds `r` to the rectangle uploaded before the next draw only (an
    /// entry point of the surface, as [`Surface::mark_dirty`]).
    fn mark_gpu_dirty(&mut self, r: Rect) {
        let dev = self.device();
        self.mark_gpu_dirty_in(&mut dev.inner(), r);
    }

    fn mark_gpu_dirty_in(&mut self, inner: &mut Inner, r: Rect) {
        if self.gpu.id == 0 || self.cpu.is_empty() {
            return;
        }
        let r = if self.info.gpu.uploads_whole() {
            self.full_rect()
        } else {
            r
        };
        let first = self.dirty.is_none();
        self.dirty = Some(self.dirty.map_or(r, |d| d.union(&r)));
        if first {
            inner.dirty_surfaces.push(self as *mut Surface);
        }
    }
}

// ---- COM methods ----

/// The surface behind an interface pointer.
///
/// # Safety
/// `p` must be the interface pointer of a live surface (what a method of its
/// vtable is called with), not otherwise borrowed for `'a`.
/// The COM methods meet this while the application's calls on the object
/// do not overlap. Calls on a D3DCREATE_MULTITHREADED device may overlap,
/// and this borrow is taken before the device's lock: there, another
/// thread may hold a `&mut` of the same object meanwhile.
unsafe fn this<'a>(p: *mut IDirect3DSurface9) -> &'a mut Surface {
    // SAFETY: the caller guarantees `p` is a live surface, not borrowed
    // elsewhere.
    unsafe { &mut *(p as *mut Surface) }
}

resource::resource_methods!(
    IDirect3DSurface9,
    Surface,
    "IDirect3DSurface9",
    [IID_IDirect3DSurface9, IID_IDirect3DResource9]
);
unsafe extern "system" fn get_type(_p: *mut IDirect3DSurface9) -> D3DRESOURCETYPE {
    D3DRTYPE_SURFACE
}
unsafe extern "system" fn get_container(p: *mut IDirect3DSurface9, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
    com::guard("IDirect3DSurface9::GetContainer", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live surface.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        let s = unsafe { this(p) };
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let parent = if s.parent.is_null() {
            s.hdr.device as *const Header
        } else {
            s.parent
        };
        // Ask the container's own QueryInterface, as D3D9 does.
        let unk = parent as *mut IUnknown;
        // SAFETY: the parent (texture, swap chain or device) is a live wgd3d9
        // object that outlives the surface, whose vtable starts with
        // IUnknown's methods; COM: `riid` is null or readable and `out`
        // (non-null here) writable, as its QueryInterface requires.
        unsafe { ((*(*unk).lpVtbl).QueryInterface)(unk, riid, out) }
    })
}
unsafe extern "system" fn get_desc(p: *mut IDirect3DSurface9, out: *mut D3DSURFACE_DESC) -> HRESULT {
    com::guard("IDirect3DSurface9::GetDesc", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live surface.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        let desc = unsafe { this(p) }.desc;
        // SAFETY: COM: `out` is null or writable.
        unsafe { com::out_put(out, desc) }
    })
}
unsafe extern "system" fn lock_rect(
    p: *mut IDirect3DSurface9,
    out: *mut D3DLOCKED_RECT,
    rect: *const RECT,
    flags: DWORD,
) -> HRESULT {
    com::guard("IDirect3DSurface9::LockRect", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live surface.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe { this(p) }.lock(out, rect, flags)
    })
}
/// An application RECT as a [`Rect`], unchecked.
///
/// # Safety
/// `rect` must point at a readable RECT.
unsafe fn rect_from(rect: *const RECT) -> Rect {
    // SAFETY: the caller's contract.
    let r = unsafe { *rect };
    Rect {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
    }
}

/// `r` (inside `full`) grown to whole `bd`-pixel blocks, never past `full`:
/// a lock of part of a compressed block locks the block (except in
/// D3DPOOL_DEFAULT, where D3D9 refuses it).
fn whole_blocks(r: Rect, full: Rect, bd: i32) -> Option<Rect> {
    if bd <= 1 {
        return Some(r);
    }
    Some(Rect {
        left: r.left / bd * bd,
        top: r.top / bd * bd,
        right: (r.right.checked_add(bd - 1)? / bd * bd).min(full.right),
        bottom: (r.bottom.checked_add(bd - 1)? / bd * bd).min(full.bottom),
    })
}

unsafe extern "system" fn unlock_rect(p: *mut IDirect3DSurface9) -> HRESULT {
    com::guard("IDirect3DSurface9::UnlockRect", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live surface.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        let s = unsafe { this(p) };
        let _g = s.device().lock_api();
        s.unlock()
    })
}
unsafe extern "system" fn get_dc(p: *mut IDirect3DSurface9, out: *mut HDC) -> HRESULT {
    com::guard("IDirect3DSurface9::GetDC", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live surface.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe { this(p) }.get_dc(out)
    })
}
unsafe extern "system" fn release_dc(p: *mut IDirect3DSurface9, dc: HDC) -> HRESULT {
    com::guard("IDirect3DSurface9::ReleaseDC", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live surface.
        let s = unsafe { this(p) };
        let _g = s.device().lock_api();
        s.release_dc(dc)
    })
}

pub static VTBL: IDirect3DSurface9Vtbl = IDirect3DSurface9Vtbl {
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
    GetContainer: get_container,
    GetDesc: get_desc,
    LockRect: lock_rect,
    UnlockRect: unlock_rect,
    GetDC: get_dc,
    ReleaseDC: release_dc,
};
