//! IDirect3DVertexDeclaration9.

use crate::com::{self, Header, Kind};
use crate::device::Device;
use std::ffi::c_void;
use wgd3d9_types::*;

#[repr(C)]
pub struct VertexDecl {
    pub hdr: Header,
    pub gpu_id: u32,
    /// The elements, including the D3DDECL_END marker.
    pub elements: Vec<D3DVERTEXELEMENT9>,
}

/// Frees a declaration (its `Header::destroy`).
///
/// # Safety
/// `h` must be a declaration made by [`VertexDecl::new`] that nothing
/// references any more (see [`com::release`]); it is not used afterwards.
unsafe fn destroy(h: *mut Header) {
    // SAFETY: the caller guarantees `h` is a declaration made by
    // `Box::into_raw` in `VertexDecl::new`, now unreferenced: this box is its
    // only owner.
    let d = unsafe { Box::from_raw(h as *mut VertexDecl) };
    // SAFETY: a declaration's device is null or live (it outlives its
    // children); shared, as other threads may hold the device too.
    if let Some(dev) = unsafe { d.hdr.device.as_ref() } {
        dev.inner().frames.destroy_id(d.gpu_id);
    }
}

impl VertexDecl {
    /// `elements` excludes the end marker.
    pub(crate) fn new(device: *const Device, elements: &[D3DVERTEXELEMENT9], gpu_id: u32) -> *mut VertexDecl {
        let mut all = elements.to_vec();
        all.push(D3DDECL_END());
        Box::into_raw(Box::new(VertexDecl {
            hdr: Header::new(
                &VTBL as *const _ as *const c_void,
                Kind::VertexDeclaration,
                device,
                destroy,
            ),
            gpu_id,
            elements: all,
        }))
    }

    /// # Safety
    /// `p` must be null or point at a COM object.
    pub(crate) unsafe fn from_ptr<'a>(p: *mut IDirect3DVertexDeclaration9) -> Option<&'a mut VertexDecl> {
        // SAFETY: the caller guarantees `p` is null or points at a COM object.
        if !unsafe { com::is_kind(p as *const c_void, Kind::VertexDeclaration) } {
            return None;
        }
        // SAFETY: `p` points at a wgd3d9 declaration (its header says so),
        // live since the caller's object is.
        Some(unsafe { &mut *(p as *mut VertexDecl) })
    }
}

/// The declaration behind an interface pointer.
///
/// # Safety
/// `p` must be the interface pointer of a live declaration (what a method of
/// its vtable is called with), not otherwise borrowed for `'a`.
/// The COM methods meet this while the application's calls on the object
/// do not overlap. Calls on a D3DCREATE_MULTITHREADED device may overlap,
/// and this borrow is taken before the device's lock: there, another
/// thread may hold a `&mut` of the same object meanwhile.
unsafe fn this<'a>(p: *mut IDirect3DVertexDeclaration9) -> &'a mut VertexDecl {
    // SAFETY: the caller guarantees `p` is a live declaration, not borrowed
    // elsewhere.
    unsafe { &mut *(p as *mut VertexDecl) }
}

unsafe extern "system" fn query_interface(
    p: *mut IDirect3DVertexDeclaration9,
    riid: REFIID,
    out: *mut *mut c_void,
) -> HRESULT {
    com::guard("IDirect3DVertexDeclaration9::QueryInterface", E_FAIL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live declaration; `riid` is null or readable and `out`
        // null or writable (the method's contract).
        unsafe { com::query_interface(p as *const Header, riid, out, &[&IID_IDirect3DVertexDeclaration9]) }
    })
}
unsafe extern "system" fn add_ref(p: *mut IDirect3DVertexDeclaration9) -> ULONG {
    com::guard("IDirect3DVertexDeclaration9::AddRef", 0, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live declaration.
        unsafe { com::add_ref(p as *const Header) }
    })
}
unsafe extern "system" fn release(p: *mut IDirect3DVertexDeclaration9) -> ULONG {
    com::guard("IDirect3DVertexDeclaration9::Release", 0, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live declaration, with a reference the caller gives up.
        unsafe { com::release(p as *const Header) }
    })
}
unsafe extern "system" fn get_device(p: *mut IDirect3DVertexDeclaration9, out: *mut *mut IDirect3DDevice9) -> HRESULT {
    com::guard("IDirect3DVertexDeclaration9::GetDevice", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live declaration; `out` is null or writable.
        unsafe { crate::resource::get_device(p as *const Header, out) }
    })
}
unsafe extern "system" fn get_declaration(
    p: *mut IDirect3DVertexDeclaration9,
    out: *mut D3DVERTEXELEMENT9,
    count: *mut UINT,
) -> HRESULT {
    com::guard(
        "IDirect3DVertexDeclaration9::GetDeclaration",
        D3DERR_INVALIDCALL,
        || {
            if count.is_null() {
                return D3DERR_INVALIDCALL;
            }
            // SAFETY: COM: `p` is the interface pointer the application
            // called through, a live declaration.
            // Exclusive unless calls overlap on a multithreaded device (see `this`).
            let d = unsafe { this(p) };
            if !out.is_null() {
                // SAFETY: COM: a non-null `out` has room for the whole
                // declaration, end marker included (the method's contract:
                // the application sizes it from `*count` of a call with null
                // `out`, or to MAXD3DDECLLENGTH + 1 elements, which creation
                // never exceeds); it is the application's memory, not the
                // declaration's vector.
                unsafe { std::ptr::copy_nonoverlapping(d.elements.as_ptr(), out, d.elements.len()) };
            }
            // SAFETY: COM: `count` (non-null here) is writable.
            unsafe { *count = d.elements.len() as u32 };
            D3D_OK
        },
    )
}

pub static VTBL: IDirect3DVertexDeclaration9Vtbl = IDirect3DVertexDeclaration9Vtbl {
    QueryInterface: query_interface,
    AddRef: add_ref,
    Release: release,
    GetDevice: get_device,
    GetDeclaration: get_declaration,
};
