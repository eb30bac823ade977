//! IDirect3DVertexBuffer9 and IDirect3DIndexBuffer9: one implementation, two
//! vtables.
//!
//! Every buffer keeps a CPU copy, which is authoritative: the GPU never writes
//! vertex or index buffers, so a lock (READONLY or not) never waits for the GPU.
//! The final Unlock of a lock records an upload of the locked range with the lock's
//! DISCARD / NOOVERWRITE flags; the runtime renames or orders the write so that
//! draws recorded earlier keep seeing the old contents.
//!
//! The upload of a dynamic buffer's DISCARD or NOOVERWRITE lock (a streaming
//! ring's batch) names the locked bytes of the CPU copy instead of copying them into the
//! recording: the runtime copies them into staging when it replays the frame.
//! The copy is then lent until that frame is replayed
//! ([`wgd3d9_core::lent_copy`]): a later lock that may write over lent bytes
//! (DISCARD, or no flag) gets a fresh copy, as a driver renames the memory
//! behind a DISCARD lock, and the lent one is kept for the runtime; inside an
//! open lock, whose pointer must stay valid, the call waits instead. An
//! overrun lock's mirror is written back over the whole copy at Unlock: under
//! NOOVERWRITE the bytes outside the lock are the same values the runtime
//! may be reading.

use crate::com::{self, Header, Kind};
use crate::device::{Device, Inner};
use crate::frames::{CopyWrite, Frames};
use crate::resource::{self, ResourceData};
use std::ffi::c_void;
use wgd3d9_core::fetch_ahead;
use wgd3d9_core::lent_copy::LentCopy;
use wgd3d9_core::mem::AlignedBytes;
use wgd3d9_core::primitive;
use wgd3d9_core::record::{upload_flags, ByteRef, Op, UploadBuffer};
use wgd3d9_types::*;

#[repr(C)]
pub struct Buffer {
    pub hdr: Header,
    pub gpu_id: u32,
    /// The CPU copy, rounded up to a multiple of 4 bytes. Only a dynamic
    /// buffer's moves: while the runtime has yet to read bytes of it that
    /// recorded uploads name, at a DISCARD lock, a plain lock or a write of
    /// the device's (ProcessVertices). Otherwise programs may keep the
    /// pointers of earlier locks.
    pub data: LentCopy,
    /// A mirror of the buffer with room past its end, handed out by locks
    /// whose range ends past the buffer (see [`Buffer::lock_in`]); made at
    /// the first such lock, at its largest size, and never moved either.
    overrun: AlignedBytes,
    /// The locks open now handed out `overrun`.
    overrun_locked: bool,
    /// Size the application asked for.
    pub size: u32,
    pub usage: u32,
    pub pool: D3DPOOL,
    /// FVF of a vertex buffer, D3DFMT_INDEX16/32 of an index buffer.
    pub format: u32,
    lock_count: u32,
    lock_range: (u32, u32),
    lock_flags: u32,
    /// An index buffer once written with the value GPUs treat as a strip
    /// restart; strips drawn from it are converted to lists (sticky).
    pub has_restart_index: bool,
    /// A buffer for software vertex processing (on a device that does only
    /// that, or made with D3DUSAGE_SOFTWAREPROCESSING) or in
    /// D3DPOOL_SYSTEMMEM: Windows keeps it in system memory, where a DISCARD
    /// lock hands out the same pointer and the contents stay (Wine's
    /// test_pinned_buffers). It never lends its copy, so the copy never
    /// moves.
    pub pinned: bool,
    pub res: ResourceData,
}

/// Frees a buffer (its `Header::destroy`).
///
/// # Safety
/// `h` must be a buffer made by [`Buffer::new`] that nothing references any
/// more (see [`com::release`]); it is not used afterwards.
unsafe fn destroy(h: *mut Header) {
    // SAFETY: the caller guarantees `h` is a buffer made by `Box::into_raw` in
    // `Buffer::new`, now unreferenced: this box is its only owner.
    let b = unsafe { Box::from_raw(h as *mut Buffer) };
    // SAFETY: a buffer's device is null or live (it outlives its children);
    // shared, as other threads may hold the device too.
    if let Some(d) = unsafe { b.hdr.device.as_ref() } {
        let mut inner = d.inner();
        inner.locked_buffers.retain(|&x| x != h as *mut Buffer);
        inner.frames.destroy_id(b.gpu_id);
        // Recorded uploads may still read the CPU copy.
        let replayed = inner.frames.replayed();
        let lent = b.data.into_lent(replayed);
        inner.frames.keep_until_replayed(lent);
    }
}

impl Buffer {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        device: *const Device,
        index: bool,
        data: AlignedBytes,
        size: u32,
        usage: u32,
        pool: D3DPOOL,
        format: u32,
        gpu_id: u32,
    ) -> *mut Buffer {
        let (vtbl, kind) = if index {
            (&IB_VTBL as *const _ as *const c_void, Kind::IndexBuffer)
        } else {
            (&VB_VTBL as *const _ as *const c_void, Kind::VertexBuffer)
        };
        Box::into_raw(Box::new(Buffer {
            hdr: Header::new(vtbl, kind, device, destroy),
            gpu_id,
            data: LentCopy::new(data),
            overrun: AlignedBytes::new(),
            overrun_locked: false,
            size,
            usage,
            pool,
            format,
            lock_count: 0,
            lock_range: (u32::MAX, 0),
            lock_flags: 0,
            has_restart_index: false,
            pinned: false,
            res: ResourceData::in_pool(pool),
        }))
    }

    /// Casts an application pointer to a wgd3d9 buffer of the given kind.
    ///
    /// # Safety
    /// `p` must be null or point at a COM object.
    pub(crate) unsafe fn from_ptr<'a>(p: *mut c_void, index: bool) -> Option<&'a mut Buffer> {
        let kind = if index { Kind::IndexBuffer } else { Kind::VertexBuffer };
        // SAFETY: the caller guarantees `p` is null or points at a COM object.
        if !unsafe { com::is_kind(p, kind) } {
            return None;
        }
        // SAFETY: `p` points at a wgd3d9 buffer (its header says so), live
        // since the caller's object is.
        Some(unsafe { &mut *(p as *mut Buffer) })
    }

    /// Bytes per index of an index buffer.
    pub(crate) fn index_size(&self) -> u32 {
        if self.format == D3DFMT_INDEX32 {
            4
        } else {
            2
        }
    }

    fn device<'a>(&self) -> &'a Device {
        // SAFETY: a buffer's device outlives it.
        unsafe { &*self.hdr.device }
    }

    fn lock(&mut self, offset: u32, size: u32, out: *mut *mut c_void, flags: u32) -> HRESULT {
        if out.is_null() || offset > self.size {
            return D3DERR_INVALIDCALL;
        }
        self.device()
            .locked(|inner| self.lock_in(inner, offset, size, out, flags))
    }

    /// Lock under the device's lock. A range that ends past the buffer is
    /// accepted, as D3D9 accepts it, and the pointer handed out has room
    /// for all of it: such a lock hands out the overrun mirror (see
    /// [`Buffer::mirror_for_overrun`]), whose bytes past the buffer are
    /// never uploaded.
    fn lock_in(&mut self, inner: &mut Inner, offset: u32, size: u32, out: *mut *mut c_void, flags: u32) -> HRESULT {
        let flags = effective_lock_flags(flags);
        let requested_end = if size == 0 {
            u64::from(self.size)
        } else {
            u64::from(offset) + u64::from(size)
        };
        if requested_end > u64::from(self.size) && !self.mirror_for_overrun(requested_end) {
            return D3DERR_INVALIDCALL;
        }
        let end = requested_end.min(u64::from(self.size)) as u32;
        self.prepare_write(&mut inner.frames, flags);
        if self.lock_count == 0 && self.gpu_id != 0 {
            // Draws while the buffer is locked read what it holds then.
            inner.locked_buffers.push(self as *mut Buffer);
        }
        self.lock_count += 1;
        if flags & D3DLOCK_READONLY == 0 {
            // D3D9 maps the whole buffer, and applications do write outside
            // the range they lock. A static buffer's plain lock therefore
            // uploads all of it (such locks are rare); dynamic buffers and
            // DISCARD / NOOVERWRITE locks keep to their range.
            let whole = self.usage & D3DUSAGE_DYNAMIC == 0 && flags & (D3DLOCK_DISCARD | D3DLOCK_NOOVERWRITE) == 0;
            let (offset, end) = if whole { (0, self.size) } else { (offset, end) };
            self.lock_range = (self.lock_range.0.min(offset), self.lock_range.1.max(end));
        }
        self.lock_flags |= flags & (D3DLOCK_DISCARD | D3DLOCK_NOOVERWRITE);
        let base = if self.overrun_locked {
            self.overrun.as_mut_ptr()
        } else {
            self.data.bytes_mut().as_mut_ptr()
        };
        // SAFETY: offset <= size, and both copies hold at least `size` bytes.
        unsafe { *out = base.add(offset as usize) as *mut c_void };
        if flags & D3DLOCK_READONLY == 0 && self.usage & D3DUSAGE_DYNAMIC != 0 {
            fetch_for_stream(base, offset as usize, end as usize, self.size as usize);
        }
        D3D_OK
    }

    /// Prepares the overrun mirror for a lock ending at `end`, past the
    /// buffer: the mirror holds the buffer's bytes, then room up to the
    /// buffer's own size again or 64 KiB past its end, whichever is more.
    /// Refused (logged) for a range beyond that, or while locks that handed
    /// out the buffer itself are open.
    fn mirror_for_overrun(&mut self, end: u64) -> bool {
        let size = u64::from(self.size);
        let room = size + size.max(64 * 1024);
        let fits = end <= room && (self.lock_count == 0 || self.overrun_locked);
        if fits && self.overrun.is_empty() {
            match wgd3d9_core::mem::try_zeroed(room.next_multiple_of(4)) {
                Some(m) => self.overrun = m,
                None => return false,
            }
        }
        if !fits {
            log::warn!(
                target: "wgd3d9::d3d9",
                "Lock of bytes ..{end} of a {size}-byte buffer refused (too far past its end, or the buffer is locked)"
            );
            return false;
        }
        com::log_once(
            "wgd3d9::d3d9",
            "Lock of a buffer range that ends past the buffer: the bytes past its end are dropped",
        );
        if !self.overrun_locked {
            let n = self.size as usize;
            self.overrun[..n].copy_from_slice(&self.data[..n]);
            self.overrun_locked = true;
        }
        true
    }

    /// Brings what the program wrote into the overrun mirror back into the
    /// buffer (before an upload).
    fn take_back_overrun(&mut self) {
        if self.overrun_locked {
            let n = self.size as usize;
            self.data.bytes_mut()[..n].copy_from_slice(&self.overrun[..n]);
        }
    }

    fn unlock(&mut self) -> HRESULT {
        self.device().locked(|inner| {
            if self.lock_count == 0 {
                return D3D_OK;
            }
            self.lock_count -= 1;
            if self.lock_count > 0 {
                return D3D_OK;
            }
            let me = self as *mut Buffer;
            inner.locked_buffers.retain(|&b| b != me);
            self.take_back_overrun();
            self.overrun_locked = false;
            let (start, end) = std::mem::replace(&mut self.lock_range, (u32::MAX, 0));
            self.upload(&mut inner.frames, start, end, true);
            D3D_OK
        })
    }

    /// Before a lock with `flags` hands out the CPU copy: a lock that may
    /// write over bytes recorded uploads still read (DISCARD, or no flag)
    /// gets another copy (a plain lock's starts with the contents); inside
    /// an open lock, whose pointer must stay valid, the call waits instead,
    /// before it returns, until the runtime has read them (see
    /// [`Frames::make_writable`]). READONLY and NOOVERWRITE locks write
    /// nothing lent.
    fn prepare_write(&mut self, frames: &mut Frames, flags: u32) {
        if flags & (D3DLOCK_READONLY | D3DLOCK_NOOVERWRITE) != 0 {
            return;
        }
        let w = CopyWrite {
            pinned: self.lock_count > 0,
            keep: flags & D3DLOCK_DISCARD == 0,
            now: false,
        };
        // Never an error: nothing waits within the call.
        let _ = frames.make_writable(&mut self.data, w);
    }

    /// Prepares the CPU copy for a write of the device's own within the
    /// current call (ProcessVertices): a lent copy is replaced, keeping its
    /// contents, or, while a lock is open (its pointer must stay valid) or
    /// no memory for another copy can be had, the call waits here for the
    /// GPU to finish the frame that reads it, the one wait under a
    /// multithreaded device's lock for this (rare) case. False when the
    /// device was lost meanwhile.
    pub(crate) fn make_writable_now(&mut self, frames: &mut Frames) -> bool {
        let w = CopyWrite {
            pinned: self.lock_count > 0,
            keep: true,
            now: true,
        };
        frames.make_writable(&mut self.data, w).is_ok()
    }

    /// Uploads the whole buffer (a lost device's Reset makes it again).
    pub(crate) fn upload_all(&mut self, frames: &mut Frames) {
        self.upload(frames, 0, self.size, false);
    }

    /// Records the upload of bytes `start..end`, which the device itself
    /// wrote (ProcessVertices).
    pub(crate) fn upload_range(&mut self, frames: &mut Frames, start: u32, end: u32) {
        self.upload(frames, start, end, false);
    }

    /// Before a draw: records what the application has written so far into a
    /// buffer that is still locked (the lock stays open; its flags are used up).
    pub(crate) fn upload_while_locked(&mut self, frames: &mut Frames) {
        self.take_back_overrun();
        let (start, end) = self.lock_range;
        // Copied: the program goes on writing into the open lock.
        self.upload(frames, start, end, false);
    }

    /// Records an upload of bytes `start..end` with the lock's DISCARD and
    /// NOOVERWRITE flags (which it consumes). With `lend`, a dynamic
    /// buffer's DISCARD or NOOVERWRITE upload names the bytes of the CPU copy, which stays lent
    /// until the runtime has replayed the frame, where the buffer's allowance
    /// of copies permits ([`LentCopy::may_lend`]); any other upload carries a
    /// copy of them in the recording.
    fn upload(&mut self, frames: &mut Frames, start: u32, end: u32, lend: bool) {
        let lock_flags = std::mem::take(&mut self.lock_flags);
        if start >= end || self.gpu_id == 0 {
            return;
        }
        // Whole words: the CPU copy is padded to 4 bytes, so rounding stays inside.
        let start = start & !3;
        let end = end.next_multiple_of(4).min(self.data.len() as u32);
        let mut flags = 0;
        if lock_flags & D3DLOCK_DISCARD != 0 {
            flags |= upload_flags::DISCARD;
        }
        if lock_flags & D3DLOCK_NOOVERWRITE != 0 {
            flags |= upload_flags::NOOVERWRITE;
        }
        let id = self.gpu_id;
        frames.count_upload((end - start) as usize);
        let bytes = &self.data[start as usize..end as usize];
        if self.hdr.kind == crate::com::Kind::IndexBuffer && !self.has_restart_index {
            self.has_restart_index = primitive::has_restart_index(bytes, self.index_size());
        }
        let dynamic = self.usage & D3DUSAGE_DYNAMIC != 0 && !self.pinned;
        let data = if lend && flags != 0 && dynamic && self.data.may_lend(frames.replayed()) {
            // Read in place (see the module's documentation).
            let data = ByteRef::new(bytes);
            self.data.lend(frames.recording_seq());
            data
        } else if let Some(data) = frames.rec.try_data(bytes) {
            data
        } else {
            log::error!(target: "wgd3d9::d3d9", "no memory to upload {} bytes of a buffer", bytes.len());
            return;
        };
        frames.rec.op_with(
            Op::UploadBuffer,
            0,
            0,
            &UploadBuffer {
                id,
                flags,
                offset: start as u64,
                data,
            },
        );
    }
}

/// The lock flags a buffer lock acts on: with both DISCARD and NOOVERWRITE,
/// NOOVERWRITE wins, as on Windows (the buffer is not renamed and draws
/// already made may see the new bytes; Wine's visual.c
/// test_map_synchronisation records it).
fn effective_lock_flags(flags: u32) -> u32 {
    if flags & D3DLOCK_NOOVERWRITE != 0 {
        flags & !D3DLOCK_DISCARD
    } else {
        flags
    }
}

/// Asks for the lines a streaming program writes next into a dynamic buffer
/// whose copy starts at `base` ([`stream_fetch`]). A ring locked batch after
/// batch then finds its next batch's lines fetched while it draws this one:
/// its copies were last read by the runtime's thread, on another core.
/// Hints only; nothing is read or written.
fn fetch_for_stream(base: *const u8, offset: usize, end: usize, size: usize) {
    for range in stream_fetch(offset, end, size) {
        fetch_ahead::for_write(base.wrapping_add(range.start), range.len());
    }
}

/// The bytes to fetch for a lock of `offset..end` of a buffer of `size`
/// bytes: the first [`fetch_ahead::DISTANCE`] of the range and as many past
/// it, within the buffer.
fn stream_fetch(offset: usize, end: usize, size: usize) -> [std::ops::Range<usize>; 2] {
    let offset = offset.min(size);
    let end = end.clamp(offset, size);
    let locked = offset..end.min(offset.saturating_add(fetch_ahead::DISTANCE));
    let next = end..size.min(end.saturating_add(fetch_ahead::DISTANCE));
    [locked, next]
}

/// The buffer behind an interface pointer.
///
/// # Safety
/// `p` must be the interface pointer of a live buffer (what a method of the
/// buffer's vtable is called with), not otherwise borrowed for `'a`.
/// The COM methods meet this while the application's calls on the object
/// do not overlap. Calls on a D3DCREATE_MULTITHREADED device may overlap,
/// and this borrow is taken before the device's lock: there, another
/// thread may hold a `&mut` of the same object meanwhile.
unsafe fn this<'a>(p: *mut c_void) -> &'a mut Buffer {
    // SAFETY: the caller guarantees `p` is a live buffer, not borrowed elsewhere.
    unsafe { &mut *(p as *mut Buffer) }
}

macro_rules! buffer_vtable {
    ($vtbl:ident, $iface:ident, $vtbl_ty:ident, $desc:ident, $iid:ident, $rtype:ident, $name:literal) => {
        pub static $vtbl: $vtbl_ty = {
            resource::resource_methods!($iface, Buffer, $name, [$iid, IID_IDirect3DResource9]);
            unsafe extern "system" fn get_type(_p: *mut $iface) -> D3DRESOURCETYPE {
                $rtype
            }
            unsafe extern "system" fn lock(
                p: *mut $iface,
                offset: UINT,
                size: UINT,
                out: *mut *mut c_void,
                flags: DWORD,
            ) -> HRESULT {
                com::guard(concat!($name, "::Lock"), D3DERR_INVALIDCALL, || {
                    // SAFETY: COM: `p` is the interface pointer the application
                    // called through, a live buffer.
                    // Exclusive unless calls overlap on a multithreaded device (see `this`).
                    unsafe { this(p.cast()) }.lock(offset, size, out, flags)
                })
            }
            unsafe extern "system" fn unlock(p: *mut $iface) -> HRESULT {
                com::guard(concat!($name, "::Unlock"), D3DERR_INVALIDCALL, || {
                    // SAFETY: COM: `p` is the interface pointer the application
                    // called through, a live buffer.
                    // Exclusive unless calls overlap on a multithreaded device (see `this`).
                    unsafe { this(p.cast()) }.unlock()
                })
            }
            unsafe extern "system" fn get_desc(p: *mut $iface, out: *mut $desc) -> HRESULT {
                com::guard(concat!($name, "::GetDesc"), D3DERR_INVALIDCALL, || {
                    // SAFETY: COM: `p` is the interface pointer the application
                    // called through, a live buffer.
                    // Exclusive unless calls overlap on a multithreaded device (see `this`).
                    let b = unsafe { this(p.cast()) };
                    // SAFETY: COM: `out` is null or writable.
                    unsafe { com::out_put(out, buffer_desc!($desc, b)) }
                })
            }
            $vtbl_ty {
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
                Lock: lock,
                Unlock: unlock,
                GetDesc: get_desc,
            }
        };
    };
}

macro_rules! buffer_desc {
    (D3DVERTEXBUFFER_DESC, $b:expr) => {
        D3DVERTEXBUFFER_DESC {
            Format: D3DFMT_VERTEXDATA,
            Type: D3DRTYPE_VERTEXBUFFER,
            Usage: $b.usage,
            Pool: $b.pool,
            Size: $b.size,
            FVF: $b.format,
        }
    };
    (D3DINDEXBUFFER_DESC, $b:expr) => {
        D3DINDEXBUFFER_DESC {
            Format: $b.format,
            Type: D3DRTYPE_INDEXBUFFER,
            Usage: $b.usage,
            Pool: $b.pool,
            Size: $b.size,
        }
    };
}

buffer_vtable!(
    VB_VTBL,
    IDirect3DVertexBuffer9,
    IDirect3DVertexBuffer9Vtbl,
    D3DVERTEXBUFFER_DESC,
    IID_IDirect3DVertexBuffer9,
    D3DRTYPE_VERTEXBUFFER,
    "IDirect3DVertexBuffer9"
);
buffer_vtable!(
    IB_VTBL,
    IDirect3DIndexBuffer9,
    IDirect3DIndexBuffer9Vtbl,
    D3DINDEXBUFFER_DESC,
    IID_IDirect3DIndexBuffer9,
    D3DRTYPE_INDEXBUFFER,
    "IDirect3DIndexBuffer9"
);

#[cfg(test)]
mod tests;
