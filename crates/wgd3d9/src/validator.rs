//! IDirect3DShaderValidator9: the object behind Direct3DShaderValidatorCreate9,
//! which shader compilers use to check bytecode instruction by instruction.
//!
//! The interface is undocumented; its vtable is IUnknown followed by
//! Begin(callback, context, flags), Instruction(file, line, tokens, count) and
//! End(). wgd3d9 validates bytecode when a shader is created, not here: every
//! call succeeds and the callback is never invoked.

use crate::com;
use std::ffi::c_void;
use std::sync::atomic::{AtomicU32, Ordering};
use wgd3d9_types::*;

/// The validator's vtable.
#[repr(C)]
pub struct ShaderValidatorVtbl {
    pub query_interface: unsafe extern "system" fn(*mut ShaderValidator, REFIID, *mut *mut c_void) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(*mut ShaderValidator) -> ULONG,
    pub release: unsafe extern "system" fn(*mut ShaderValidator) -> ULONG,
    pub begin: unsafe extern "system" fn(*mut ShaderValidator, *mut c_void, *mut c_void, DWORD) -> HRESULT,
    pub instruction: unsafe extern "system" fn(*mut ShaderValidator, *const i8, UINT, *const DWORD, UINT) -> HRESULT,
    pub end: unsafe extern "system" fn(*mut ShaderValidator) -> HRESULT,
}

/// A shader validator object.
#[repr(C)]
pub struct ShaderValidator {
    vtbl: *const ShaderValidatorVtbl,
    refs: AtomicU32,
}

unsafe extern "system" fn query_interface(p: *mut ShaderValidator, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
    com::guard("IDirect3DShaderValidator9::QueryInterface", E_FAIL, || {
        if out.is_null() {
            return E_POINTER;
        }
        // SAFETY: COM: `riid` (non-null here) is readable.
        if !riid.is_null() && unsafe { *riid } == IID_IUnknown {
            // SAFETY: COM: `p` is the interface pointer the application called
            // through, a live validator.
            unsafe { add_ref(p) };
            // SAFETY: COM: `out` (non-null here) is writable.
            unsafe { *out = p.cast() };
            S_OK
        } else {
            // SAFETY: as above.
            unsafe { *out = std::ptr::null_mut() };
            E_NOINTERFACE
        }
    })
}
unsafe extern "system" fn add_ref(p: *mut ShaderValidator) -> ULONG {
    com::guard("IDirect3DShaderValidator9::AddRef", 0, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live validator.
        unsafe { (*p).refs.fetch_add(1, Ordering::AcqRel) }.wrapping_add(1)
    })
}
unsafe extern "system" fn release(p: *mut ShaderValidator) -> ULONG {
    com::guard("IDirect3DShaderValidator9::Release", 0, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live validator, with a reference the caller gives up.
        let n = unsafe { (*p).refs.fetch_sub(1, Ordering::AcqRel) }.wrapping_sub(1);
        if n == 0 {
            // SAFETY: `create` made `p` with `Box::into_raw`; the last
            // reference is gone, so nothing uses it any more.
            drop(unsafe { Box::from_raw(p) });
        }
        n
    })
}
unsafe extern "system" fn begin(
    _p: *mut ShaderValidator,
    _cb: *mut c_void,
    _ctx: *mut c_void,
    _flags: DWORD,
) -> HRESULT {
    S_OK
}
unsafe extern "system" fn instruction(
    _p: *mut ShaderValidator,
    _file: *const i8,
    _line: UINT,
    _tokens: *const DWORD,
    _count: UINT,
) -> HRESULT {
    S_OK
}
unsafe extern "system" fn end(_p: *mut ShaderValidator) -> HRESULT {
    S_OK
}

static VTBL: ShaderValidatorVtbl = ShaderValidatorVtbl {
    query_interface,
    add_ref,
    release,
    begin,
    instruction,
    end,
};

/// Direct3DShaderValidatorCreate9: a new validator with one reference.
pub fn create() -> *mut ShaderValidator {
    Box::into_raw(Box::new(ShaderValidator {
        vtbl: &VTBL,
        refs: AtomicU32::new(1),
    }))
}
