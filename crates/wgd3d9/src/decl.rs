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

unsafe fn destroy(h: *mut Header) {
    let d = Box::from_raw(h as *mut VertexDecl);
    if let Some(dev) = (d.hdr.device as *mut Device).as_mut() {
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
        if !com::is_kind(p as *const c_void, Kind::VertexDeclaration) {
            return None;
        }
        Some(&mut *(p as *mut VertexDecl))
    }
}

unsafe fn this<'a>(p: *mut IDirect3DVertexDeclaration9) -> &'a mut VertexDecl {
    &mut *(p as *mut VertexDecl)
}

unsafe extern "system" fn query_interface(
    p: *mut IDirect3DVertexDeclaration9,
    riid: REFIID,
    out: *mut *mut c_void,
) -> HRESULT {
    com::guard("IDirect3DVertexDeclaration9::QueryInterface", E_FAIL, || {
        com::query_interface(p as *const Header, riid, out, &[&IID_IDirect3DVertexDeclaration9])
    })
}
unsafe extern "system" fn add_ref(p: *mut IDirect3DVertexDeclaration9) -> ULONG {
    com::guard("IDirect3DVertexDeclaration9::AddRef", 0, || {
        com::add_ref(p as *const Header)
    })
}
unsafe extern "system" fn release(p: *mut IDirect3DVertexDeclaration9) -> ULONG {
    com::guard("IDirect3DVertexDeclaration9::Release", 0, || {
        com::release(p as *const Header)
    })
}
unsafe extern "system" fn get_device(p: *mut IDirect3DVertexDeclaration9, out: *mut *mut IDirect3DDevice9) -> HRESULT {
    com::guard("IDirect3DVertexDeclaration9::GetDevice", D3DERR_INVALIDCALL, || {
        crate::resource::get_device(p as *const Header, out)
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
            let d = this(p);
            if !out.is_null() {
                std::ptr::copy_nonoverlapping(d.elements.as_ptr(), out, d.elements.len());
            }
            *count = d.elements.len() as u32;
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
