//! IDirect3DQuery9: event queries.
//!
//! An event query issued with D3DISSUE_END is signalled once the GPU has
//! finished every command recorded before the Issue. Other query types
//! (occlusion, timestamps, statistics) are not available: CreateQuery answers
//! D3DERR_NOTAVAILABLE for them, which is how D3D9 reports an unsupported type.

use crate::com::{self, Header, Kind};
use crate::device::{Device, Inner};
use std::ffi::c_void;
use std::sync::atomic::Ordering;
use wgd3d9_types::*;

#[repr(C)]
pub struct Query {
    pub hdr: Header,
    pub ty: D3DQUERYTYPE,
    /// The frame whose completion signals the query (0: never issued).
    pub frame: u64,
}

/// Frees a query (its `Header::destroy`).
///
/// # Safety
/// `h` must be a query made by [`Query::new`] that nothing references any
/// more (see [`com::release`]); it is not used afterwards.
unsafe fn destroy(h: *mut Header) {
    // SAFETY: the caller guarantees `h` is a query made by `Box::into_raw` in
    // `Query::new`, now unreferenced: this box is its only owner.
    drop(unsafe { Box::from_raw(h as *mut Query) });
}

/// True for the query types CreateQuery creates.
pub fn is_supported(ty: D3DQUERYTYPE) -> bool {
    ty == D3DQUERYTYPE_EVENT
}

impl Query {
    /// A query of a supported type (public count 1; the caller takes the
    /// device reference).
    pub(crate) fn new(device: *const Device, ty: D3DQUERYTYPE) -> *mut Query {
        Box::into_raw(Box::new(Query {
            hdr: Header::new(&VTBL as *const _ as *const c_void, Kind::Query, device, destroy),
            ty,
            frame: 0,
        }))
    }

    fn data_size(&self) -> u32 {
        std::mem::size_of::<BOOL>() as u32
    }

    fn issue(&mut self, d: &mut Inner, flags: u32) -> HRESULT {
        if flags & !(D3DISSUE_END | D3DISSUE_BEGIN) != 0 {
            return D3DERR_INVALIDCALL;
        }
        // Event queries have no beginning: D3DISSUE_BEGIN is ignored.
        if flags & D3DISSUE_END != 0 {
            // The frame being recorded, once submitted and finished; when
            // nothing was recorded since the last submission (no submission
            // would follow), that submission.
            self.frame = d.frames.seq + u64::from(!d.frames.rec.is_empty());
        }
        D3D_OK
    }

    /// GetData: S_OK with TRUE once signalled, S_FALSE before (submitting the
    /// recorded work when D3DGETDATA_FLUSH asks for it). Any `size` is
    /// taken: the result's first `size` bytes are written, nothing past them.
    fn get_data(&self, d: &mut Inner, data: *mut c_void, size: u32, flags: u32) -> HRESULT {
        if d.frames.lost {
            return D3DERR_DEVICELOST;
        }
        let done = self.frame == 0 || d.frames.signal.retired.load(Ordering::Acquire) >= self.frame;
        if !done {
            if flags & D3DGETDATA_FLUSH != 0 && d.frames.seq < self.frame && d.frames.submit(false).is_err() {
                return D3DERR_DEVICELOST;
            }
            return S_FALSE;
        }
        if !data.is_null() {
            let n = size.min(self.data_size()) as usize;
            // SAFETY: the application's buffer holds `size` bytes.
            unsafe { std::ptr::copy_nonoverlapping(TRUE.to_le_bytes().as_ptr(), data as *mut u8, n) };
        }
        D3D_OK
    }
}

/// The query behind an interface pointer.
///
/// # Safety
/// `p` must be the interface pointer of a live query (what a method of its
/// vtable is called with), not otherwise borrowed for `'a`.
/// The COM methods meet this while the application's calls on the object
/// do not overlap. Calls on a D3DCREATE_MULTITHREADED device may overlap,
/// and this borrow is taken before the device's lock: there, another
/// thread may hold a `&mut` of the same object meanwhile.
unsafe fn this<'a>(p: *mut IDirect3DQuery9) -> &'a mut Query {
    // SAFETY: the caller guarantees `p` is a live query, not borrowed elsewhere.
    unsafe { &mut *(p as *mut Query) }
}

/// Runs `f` on the query and its device under the device's lock.
///
/// # Safety
/// As for [`this`].
unsafe fn with_device(p: *mut IDirect3DQuery9, f: impl FnOnce(&mut Query, &mut Inner) -> HRESULT) -> HRESULT {
    // SAFETY: the caller's contract is `this`'s.
    let q = unsafe { this(p) };
    // SAFETY: a query's device is live (it outlives its children).
    let dev = unsafe { &*q.hdr.device };
    let _g = dev.lock_api();
    f(q, &mut dev.inner())
}

unsafe extern "system" fn query_interface(p: *mut IDirect3DQuery9, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
    com::guard("IDirect3DQuery9::QueryInterface", E_FAIL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live query; `riid` is null or readable and `out` null or
        // writable (the method's contract).
        unsafe { com::query_interface(p as *const Header, riid, out, &[&IID_IDirect3DQuery9]) }
    })
}
unsafe extern "system" fn add_ref(p: *mut IDirect3DQuery9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live query.
    com::guard("IDirect3DQuery9::AddRef", 0, || unsafe {
        com::add_ref(p as *const Header)
    })
}
unsafe extern "system" fn release(p: *mut IDirect3DQuery9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live query, with a reference the caller gives up.
    com::guard("IDirect3DQuery9::Release", 0, || unsafe {
        com::release(p as *const Header)
    })
}
unsafe extern "system" fn get_device(p: *mut IDirect3DQuery9, out: *mut *mut IDirect3DDevice9) -> HRESULT {
    com::guard("IDirect3DQuery9::GetDevice", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live query; `out` is null or writable.
        unsafe { crate::resource::get_device(p as *const Header, out) }
    })
}
unsafe extern "system" fn get_type(p: *mut IDirect3DQuery9) -> D3DQUERYTYPE {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live query.
    // Exclusive unless calls overlap on a multithreaded device (see `this`).
    com::guard("IDirect3DQuery9::GetType", 0, || unsafe { this(p) }.ty)
}
unsafe extern "system" fn get_data_size(p: *mut IDirect3DQuery9) -> DWORD {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live query.
    // Exclusive unless calls overlap on a multithreaded device (see `this`).
    com::guard("IDirect3DQuery9::GetDataSize", 0, || unsafe { this(p) }.data_size())
}
unsafe extern "system" fn issue(p: *mut IDirect3DQuery9, flags: DWORD) -> HRESULT {
    com::guard("IDirect3DQuery9::Issue", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live query.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe { with_device(p, |q, d| q.issue(d, flags)) }
    })
}
unsafe extern "system" fn get_data(p: *mut IDirect3DQuery9, data: *mut c_void, size: DWORD, flags: DWORD) -> HRESULT {
    com::guard("IDirect3DQuery9::GetData", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live query.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe { with_device(p, |q, d| q.get_data(d, data, size, flags)) }
    })
}

pub static VTBL: IDirect3DQuery9Vtbl = IDirect3DQuery9Vtbl {
    QueryInterface: query_interface,
    AddRef: add_ref,
    Release: release,
    GetDevice: get_device,
    GetType: get_type,
    GetDataSize: get_data_size,
    Issue: issue,
    GetData: get_data,
};
