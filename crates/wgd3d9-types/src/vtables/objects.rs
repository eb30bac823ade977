//! The small device-child interfaces: vertex declarations, shaders, state
//! blocks and queries.

use core::ffi::c_void;

use super::device::IDirect3DDevice9;
use crate::basetypes::{DWORD, HRESULT, REFIID, UINT, ULONG};
use crate::enums::D3DQUERYTYPE;
use crate::structs::D3DVERTEXELEMENT9;

/// `IDirect3DVertexDeclaration9`: a vertex declaration.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DVertexDeclaration9 {
    pub lpVtbl: *const IDirect3DVertexDeclaration9Vtbl,
}

/// Vtable of `IDirect3DVertexDeclaration9`: 5 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DVertexDeclaration9Vtbl {
    pub QueryInterface: unsafe extern "system" fn(
        this: *mut IDirect3DVertexDeclaration9,
        riid: REFIID,
        ppvObj: *mut *mut c_void,
    ) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DVertexDeclaration9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DVertexDeclaration9) -> ULONG,
    pub GetDevice: unsafe extern "system" fn(
        this: *mut IDirect3DVertexDeclaration9,
        ppDevice: *mut *mut IDirect3DDevice9,
    ) -> HRESULT,
    pub GetDeclaration: unsafe extern "system" fn(
        this: *mut IDirect3DVertexDeclaration9,
        pElement: *mut D3DVERTEXELEMENT9,
        pNumElements: *mut UINT,
    ) -> HRESULT,
}

impl IDirect3DVertexDeclaration9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 5;
}

/// `IDirect3DVertexShader9`: a vertex shader.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DVertexShader9 {
    pub lpVtbl: *const IDirect3DVertexShader9Vtbl,
}

/// Vtable of `IDirect3DVertexShader9`: 5 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DVertexShader9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DVertexShader9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DVertexShader9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DVertexShader9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DVertexShader9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub GetFunction: unsafe extern "system" fn(
        this: *mut IDirect3DVertexShader9,
        pData: *mut c_void,
        pSizeOfData: *mut UINT,
    ) -> HRESULT,
}

impl IDirect3DVertexShader9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 5;
}

/// `IDirect3DPixelShader9`: a pixel shader.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DPixelShader9 {
    pub lpVtbl: *const IDirect3DPixelShader9Vtbl,
}

/// Vtable of `IDirect3DPixelShader9`: 5 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DPixelShader9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DPixelShader9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DPixelShader9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DPixelShader9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DPixelShader9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub GetFunction: unsafe extern "system" fn(
        this: *mut IDirect3DPixelShader9,
        pData: *mut c_void,
        pSizeOfData: *mut UINT,
    ) -> HRESULT,
}

impl IDirect3DPixelShader9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 5;
}

/// `IDirect3DStateBlock9`: a state block.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DStateBlock9 {
    pub lpVtbl: *const IDirect3DStateBlock9Vtbl,
}

/// Vtable of `IDirect3DStateBlock9`: 6 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DStateBlock9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DStateBlock9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DStateBlock9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DStateBlock9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DStateBlock9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub Capture: unsafe extern "system" fn(this: *mut IDirect3DStateBlock9) -> HRESULT,
    pub Apply: unsafe extern "system" fn(this: *mut IDirect3DStateBlock9) -> HRESULT,
}

impl IDirect3DStateBlock9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 6;
}

/// `IDirect3DQuery9`: an asynchronous query.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DQuery9 {
    pub lpVtbl: *const IDirect3DQuery9Vtbl,
}

/// Vtable of `IDirect3DQuery9`: 8 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DQuery9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DQuery9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DQuery9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DQuery9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DQuery9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub GetType: unsafe extern "system" fn(this: *mut IDirect3DQuery9) -> D3DQUERYTYPE,
    pub GetDataSize: unsafe extern "system" fn(this: *mut IDirect3DQuery9) -> DWORD,
    pub Issue: unsafe extern "system" fn(this: *mut IDirect3DQuery9, dwIssueFlags: DWORD) -> HRESULT,
    pub GetData: unsafe extern "system" fn(
        this: *mut IDirect3DQuery9,
        pData: *mut c_void,
        dwSize: DWORD,
        dwGetDataFlags: DWORD,
    ) -> HRESULT,
}

impl IDirect3DQuery9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 8;
}
