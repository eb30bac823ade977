//! IDirect3DVolumeTexture9 and IDirect3DVolume9: a 3D texture whose mip
//! levels are volumes; a volume's reference counts live on its texture.
//!
//! A volume the application can lock keeps a CPU copy it locks (every
//! volume of D3DPOOL_MANAGED, D3DPOOL_SYSTEMMEM and D3DPOOL_SCRATCH, and
//! dynamic ones of D3DPOOL_DEFAULT). In D3DPOOL_DEFAULT and D3DPOOL_MANAGED
//! the texture also has a GPU copy: unlocking a box that was locked for
//! writing records its upload at once. A default-pool volume that cannot be
//! locked keeps no CPU copy: UpdateTexture uploads the source's bytes
//! straight to its GPU copy, and a lost GPU leaves it empty, as D3D9 leaves
//! default-pool contents after a device loss.

use crate::basetexture::{self, level_in, BaseTexture};
use crate::com::{self, Header, Kind};
use crate::device::{CpuTexels, Device, Inner};
use crate::resource::{self, ResourceData};
use std::ffi::c_void;
use wgd3d9_core::format::{self, FormatInfo};
use wgd3d9_types::*;

/// One mip level of a volume texture.
#[repr(C)]
pub struct Volume {
    pub hdr: Header,
    pub desc: D3DVOLUME_DESC,
    pub info: &'static FormatInfo,
    /// The CPU copy; empty for a default-pool volume that cannot be locked.
    pub cpu: wgd3d9_core::mem::AlignedBytes,
    pub row_pitch: u32,
    pub slice_pitch: u32,
    pub locked: bool,
    /// D3DPOOL_DEFAULT volumes lock only when dynamic.
    pub lockable: bool,
    /// The box locked for writing (uploaded at unlock), if any.
    pub written: Option<D3DBOX>,
    /// The GPU texture id (0 for none) and this volume's mip level in it.
    pub gpu: (u32, u32),
    /// The volume texture this level belongs to.
    pub parent: *const Header,
    pub res: ResourceData,
}

unsafe fn destroy_volume(h: *mut Header) {
    // SAFETY: called once, by the object's last release, on a volume made
    // with `Box::into_raw` by `VolumeTexture::new`.
    drop(unsafe { Box::from_raw(h as *mut Volume) });
}

impl Volume {
    /// Whether `b` is a non-empty box inside the volume.
    fn holds(&self, b: &D3DBOX) -> bool {
        let d = &self.desc;
        b.Left < b.Right
            && b.Right <= d.Width
            && b.Top < b.Bottom
            && b.Bottom <= d.Height
            && b.Front < b.Back
            && b.Back <= d.Depth
    }

    /// LockBox: the whole volume, or a box inside it (block-aligned for
    /// compressed formats).
    fn lock(&mut self, out: *mut D3DLOCKED_BOX, b: *const D3DBOX, flags: u32) -> HRESULT {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        if self.locked || !self.lockable {
            // SAFETY: checked non-null.
            unsafe { out.write(D3DLOCKED_BOX::default()) };
            return D3DERR_INVALIDCALL;
        }
        let d = &self.desc;
        let whole = self.whole();
        let (left, top, front) = if b.is_null() {
            (0, 0, 0)
        } else {
            // SAFETY: non-null application pointer.
            let b = unsafe { *b };
            // Partial blocks are refused in every pool, as D3D9 refuses
            // them for volumes.
            let (bw, bh) = self.info.lock_block();
            let aligned = FormatInfo::on_lock_blocks(b.Left, b.Right, d.Width, bw)
                && FormatInfo::on_lock_blocks(b.Top, b.Bottom, d.Height, bh);
            if !self.holds(&b) || !aligned {
                // SAFETY: checked non-null.
                unsafe { out.write(D3DLOCKED_BOX::default()) };
                return D3DERR_INVALIDCALL;
            }
            (b.Left, b.Top, b.Front)
        };
        let bd = self.info.block_dim;
        let offset = front as usize * self.slice_pitch as usize
            + (top / bd) as usize * self.row_pitch as usize
            + (left / bd) as usize * self.info.d3d_block_bytes as usize;
        // SAFETY: checked non-null; the offset lies inside the level.
        unsafe {
            out.write(D3DLOCKED_BOX {
                RowPitch: self.row_pitch as i32,
                SlicePitch: self.slice_pitch as i32,
                pBits: self.cpu.as_mut_ptr().add(offset) as *mut c_void,
            })
        };
        self.locked = true;
        self.written = (flags & D3DLOCK_READONLY == 0).then(|| {
            // SAFETY: checked above when non-null.
            let mut r = if b.is_null() { whole } else { unsafe { *b } };
            // Compressed formats upload whole blocks.
            r.Right = r.Right.next_multiple_of(bd).min(d.Width.next_multiple_of(bd));
            r.Bottom = r.Bottom.next_multiple_of(bd).min(d.Height.next_multiple_of(bd));
            r
        });
        D3D_OK
    }

    fn unlock(&mut self) -> HRESULT {
        if !std::mem::replace(&mut self.locked, false) {
            return D3DERR_INVALIDCALL;
        }
        if let Some(b) = self.written.take() {
            self.upload(b, self.gpu);
        }
        D3D_OK
    }

    /// The whole volume as a box.
    pub(crate) fn whole(&self) -> D3DBOX {
        D3DBOX {
            Left: 0,
            Top: 0,
            Right: self.desc.Width,
            Bottom: self.desc.Height,
            Front: 0,
            Back: self.desc.Depth,
        }
    }

    /// Records the upload of box `b` of the CPU copy to mip level `level`
    /// of GPU texture `id` (`gpu`), at the same place (nothing for a volume
    /// without a CPU copy).
    pub(crate) fn upload(&self, b: D3DBOX, gpu: (u32, u32)) {
        // SAFETY: a volume's device outlives it.
        let dev = unsafe { &*self.hdr.device };
        let _g = dev.lock_api();
        self.upload_in(&mut dev.inner(), b, gpu);
    }

    /// [`Volume::upload`] under the device's lock.
    pub(crate) fn upload_in(&self, inner: &mut Inner, b: D3DBOX, gpu: (u32, u32)) {
        let (id, level) = gpu;
        if id == 0 || self.cpu.is_empty() || b.Left >= b.Right || b.Top >= b.Bottom || b.Front >= b.Back {
            return;
        }
        let src = CpuTexels {
            bytes: &self.cpu,
            pitch: self.row_pitch as usize,
            slice_pitch: self.slice_pitch as usize,
            in_place: false,
        };
        inner.record_texel_upload(
            self.info,
            src,
            (b.Left, b.Top, b.Front),
            (b.Right - b.Left, b.Bottom - b.Top, b.Back - b.Front),
            (id, level, b.Front),
            (b.Left, b.Top),
        );
    }
}

#[repr(C)]
pub struct VolumeTexture {
    pub base: BaseTexture,
    pub levels: Vec<*mut Volume>,
}

unsafe fn destroy(h: *mut Header) {
    // SAFETY: `destroy` is called once, on a texture made by `VolumeTexture::new`.
    let t = unsafe { Box::from_raw(h as *mut VolumeTexture) };
    for &l in &t.levels {
        // SAFETY: the levels live until here and are freed only here.
        drop(unsafe { Box::from_raw(l) });
    }
    t.base.forget_gpu_texture();
}

impl VolumeTexture {
    /// Creates a volume texture and its levels (public count 1; the caller
    /// takes the device reference) on GPU texture `gpu_id` (0 for none).
    /// Each level keeps a CPU copy unless the application cannot lock it
    /// (see the module documentation).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        device: *const Device,
        info: &'static FormatInfo,
        (width, height, depth): (u32, u32, u32),
        levels: u32,
        usage: u32,
        pool: D3DPOOL,
        gpu_id: u32,
    ) -> Option<*mut VolumeTexture> {
        let dims = |l: u32| {
            let (w, h, d) = (
                format::mip_dim(width, l),
                format::mip_dim(height, l),
                format::mip_dim(depth, l),
            );
            let row_pitch = info.pitch(w);
            ((w, h, d), row_pitch, row_pitch * info.rows(h))
        };
        // Every level's CPU copy first: when memory runs out nothing is made.
        let lockable = basetexture::lockable(info, pool, usage);
        let keeps_copy = lockable || pool != D3DPOOL_DEFAULT;
        let mut copies = (0..levels)
            .map(|l| {
                let ((_, _, d), _, slice_pitch) = dims(l);
                let bytes = if keeps_copy {
                    u64::from(slice_pitch) * u64::from(d)
                } else {
                    0
                };
                wgd3d9_core::mem::try_zeroed(bytes)
            })
            .collect::<Option<Vec<_>>>()?
            .into_iter();
        let kind = (&VTBL as *const _ as *const c_void, Kind::VolumeTexture, destroy as _);
        let mut t = Box::new(VolumeTexture {
            base: BaseTexture::new(kind, device, info, usage, pool, levels, gpu_id),
            levels: Vec::new(),
        });
        let parent = &*t as *const VolumeTexture as *const Header;
        t.levels = (0..levels)
            .map(|l| {
                let ((w, h, d), row_pitch, slice_pitch) = dims(l);
                let mut hdr = Header::new(
                    &VOLUME_VTBL as *const _ as *const c_void,
                    Kind::Volume,
                    device,
                    destroy_volume,
                );
                hdr.container = parent;
                Box::into_raw(Box::new(Volume {
                    hdr,
                    desc: D3DVOLUME_DESC {
                        Format: info.format,
                        Type: D3DRTYPE_VOLUME,
                        Usage: usage,
                        Pool: pool,
                        Width: w,
                        Height: h,
                        Depth: d,
                    },
                    info,
                    cpu: copies.next().expect("one copy per level"),
                    row_pitch,
                    slice_pitch,
                    locked: false,
                    lockable,
                    written: None,
                    gpu: (gpu_id, l),
                    parent,
                    res: ResourceData::default(),
                }))
            })
            .collect();
        Some(Box::into_raw(t))
    }
}

basetexture::base_texture_methods!(
    IDirect3DVolumeTexture9,
    VolumeTexture,
    "IDirect3DVolumeTexture9",
    D3DRTYPE_VOLUMETEXTURE,
    IID_IDirect3DVolumeTexture9
);

unsafe extern "system" fn get_level_desc(
    p: *mut IDirect3DVolumeTexture9,
    level: UINT,
    out: *mut D3DVOLUME_DESC,
) -> HRESULT {
    com::guard("IDirect3DVolumeTexture9::GetLevelDesc", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the texture called through; `out` is the
        // application's pointer, null or writable.
        unsafe { basetexture::put_level_desc(level_in(&this(p).levels, level).map(|v| v.desc), out) }
    })
}
unsafe extern "system" fn get_volume_level(
    p: *mut IDirect3DVolumeTexture9,
    level: UINT,
    out: *mut *mut IDirect3DVolume9,
) -> HRESULT {
    com::guard("IDirect3DVolumeTexture9::GetVolumeLevel", D3DERR_INVALIDCALL, || {
        // SAFETY: as in `get_level_desc`; volumes begin with a header.
        unsafe { basetexture::hand_out_level(level_in(&this(p).levels, level), out) }
    })
}
unsafe extern "system" fn lock_box(
    p: *mut IDirect3DVolumeTexture9,
    level: UINT,
    out: *mut D3DLOCKED_BOX,
    b: *const D3DBOX,
    flags: DWORD,
) -> HRESULT {
    com::guard("IDirect3DVolumeTexture9::LockBox", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the texture the application called through.
        match level_in(unsafe { &this(p).levels }, level) {
            Some(v) => v.lock(out, b, flags),
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn unlock_box(p: *mut IDirect3DVolumeTexture9, level: UINT) -> HRESULT {
    com::guard("IDirect3DVolumeTexture9::UnlockBox", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the texture the application called through.
        match level_in(unsafe { &this(p).levels }, level) {
            Some(v) => v.unlock(),
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn add_dirty_box(p: *mut IDirect3DVolumeTexture9, b: *const D3DBOX) -> HRESULT {
    com::guard("IDirect3DVolumeTexture9::AddDirtyBox", D3DERR_INVALIDCALL, || {
        // Unlocking already uploads what was written: the GPU copy is never
        // stale, and only the box is checked (empty or outside the top level
        // is refused, as for 2D textures' AddDirtyRect).
        // SAFETY: COM: `p` is the texture called through; `b` is the
        // application's pointer, null or readable.
        match unsafe { (b.as_ref(), level_in(&this(p).levels, 0)) } {
            (Some(b), Some(top)) if !top.holds(b) => D3DERR_INVALIDCALL,
            _ => D3D_OK,
        }
    })
}

basetexture::texture_vtable!(IDirect3DVolumeTexture9Vtbl {
    GetLevelDesc: get_level_desc,
    GetVolumeLevel: get_volume_level,
    LockBox: lock_box,
    UnlockBox: unlock_box,
    AddDirtyBox: add_dirty_box,
});

/// IDirect3DVolume9's methods.
mod volume_methods {
    use super::*;

    /// The volume the application called through.
    ///
    /// # Safety
    /// `p` is a live volume (COM's contract).
    unsafe fn this<'a>(p: *mut IDirect3DVolume9) -> &'a mut Volume {
        // SAFETY: the caller's contract.
        unsafe { &mut *(p as *mut Volume) }
    }

    resource::private_data_methods!(IDirect3DVolume9, Volume, "IDirect3DVolume9", [IID_IDirect3DVolume9]);

    unsafe extern "system" fn get_container(p: *mut IDirect3DVolume9, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
        com::guard("IDirect3DVolume9::GetContainer", D3DERR_INVALIDCALL, || {
            if out.is_null() {
                return D3DERR_INVALIDCALL;
            }
            // SAFETY: COM: `p` is the volume called through.
            let unk = unsafe { this(p) }.parent as *mut IUnknown;
            // SAFETY: a volume's parent texture is live while the volume is;
            // `riid` and `out` are the application's, passed on unchanged.
            unsafe { ((*(*unk).lpVtbl).QueryInterface)(unk, riid, out) }
        })
    }
    unsafe extern "system" fn get_desc(p: *mut IDirect3DVolume9, out: *mut D3DVOLUME_DESC) -> HRESULT {
        com::guard("IDirect3DVolume9::GetDesc", D3DERR_INVALIDCALL, || {
            // SAFETY: COM: `p` is the volume called through; `out` is the
            // application's pointer, null or writable.
            unsafe { com::out_put(out, this(p).desc) }
        })
    }
    unsafe extern "system" fn lock_box(
        p: *mut IDirect3DVolume9,
        out: *mut D3DLOCKED_BOX,
        b: *const D3DBOX,
        flags: DWORD,
    ) -> HRESULT {
        com::guard("IDirect3DVolume9::LockBox", D3DERR_INVALIDCALL, || {
            // SAFETY: COM: `p` is the volume called through.
            unsafe { this(p) }.lock(out, b, flags)
        })
    }
    unsafe extern "system" fn unlock_box(p: *mut IDirect3DVolume9) -> HRESULT {
        com::guard("IDirect3DVolume9::UnlockBox", D3DERR_INVALIDCALL, || {
            // SAFETY: COM: `p` is the volume called through.
            unsafe { this(p) }.unlock()
        })
    }

    pub static VOLUME_VTBL: IDirect3DVolume9Vtbl = IDirect3DVolume9Vtbl {
        QueryInterface: query_interface,
        AddRef: add_ref,
        Release: release,
        GetDevice: get_device,
        SetPrivateData: set_private_data,
        GetPrivateData: get_private_data,
        FreePrivateData: free_private_data,
        GetContainer: get_container,
        GetDesc: get_desc,
        LockBox: lock_box,
        UnlockBox: unlock_box,
    };
}
use volume_methods::VOLUME_VTBL;
