//! The `IDirect3DSwapChain9` and `IDirect3DSwapChain9Ex` interfaces.

use core::ffi::c_void;

use super::device::IDirect3DDevice9;
use super::resource::IDirect3DSurface9;
use crate::basetypes::{DWORD, HRESULT, HWND, RECT, REFIID, RGNDATA, UINT, ULONG};
use crate::enums::{D3DBACKBUFFER_TYPE, D3DDISPLAYROTATION};
use crate::structs::{D3DDISPLAYMODE, D3DDISPLAYMODEEX, D3DPRESENTSTATS, D3DPRESENT_PARAMETERS, D3DRASTER_STATUS};

/// `IDirect3DSwapChain9`: a swap chain.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DSwapChain9 {
    pub lpVtbl: *const IDirect3DSwapChain9Vtbl,
}

/// Vtable of `IDirect3DSwapChain9`: 10 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DSwapChain9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DSwapChain9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DSwapChain9) -> ULONG,
    pub Present: unsafe extern "system" fn(
        this: *mut IDirect3DSwapChain9,
        pSourceRect: *const RECT,
        pDestRect: *const RECT,
        hDestWindowOverride: HWND,
        pDirtyRegion: *const RGNDATA,
        dwFlags: DWORD,
    ) -> HRESULT,
    pub GetFrontBufferData:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9, pDestSurface: *mut IDirect3DSurface9) -> HRESULT,
    pub GetBackBuffer: unsafe extern "system" fn(
        this: *mut IDirect3DSwapChain9,
        iBackBuffer: UINT,
        Type: D3DBACKBUFFER_TYPE,
        ppBackBuffer: *mut *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub GetRasterStatus:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9, pRasterStatus: *mut D3DRASTER_STATUS) -> HRESULT,
    pub GetDisplayMode:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9, pMode: *mut D3DDISPLAYMODE) -> HRESULT,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub GetPresentParameters: unsafe extern "system" fn(
        this: *mut IDirect3DSwapChain9,
        pPresentationParameters: *mut D3DPRESENT_PARAMETERS,
    ) -> HRESULT,
}

impl IDirect3DSwapChain9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 10;
}

/// `IDirect3DSwapChain9Ex`: a Direct3D 9Ex swap chain.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DSwapChain9Ex {
    pub lpVtbl: *const IDirect3DSwapChain9ExVtbl,
}

/// Vtable of `IDirect3DSwapChain9Ex`: 13 slots, the `IDirect3DSwapChain9` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DSwapChain9ExVtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9Ex, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DSwapChain9Ex) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DSwapChain9Ex) -> ULONG,
    pub Present: unsafe extern "system" fn(
        this: *mut IDirect3DSwapChain9Ex,
        pSourceRect: *const RECT,
        pDestRect: *const RECT,
        hDestWindowOverride: HWND,
        pDirtyRegion: *const RGNDATA,
        dwFlags: DWORD,
    ) -> HRESULT,
    pub GetFrontBufferData:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9Ex, pDestSurface: *mut IDirect3DSurface9) -> HRESULT,
    pub GetBackBuffer: unsafe extern "system" fn(
        this: *mut IDirect3DSwapChain9Ex,
        iBackBuffer: UINT,
        Type: D3DBACKBUFFER_TYPE,
        ppBackBuffer: *mut *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub GetRasterStatus:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9Ex, pRasterStatus: *mut D3DRASTER_STATUS) -> HRESULT,
    pub GetDisplayMode:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9Ex, pMode: *mut D3DDISPLAYMODE) -> HRESULT,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9Ex, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub GetPresentParameters: unsafe extern "system" fn(
        this: *mut IDirect3DSwapChain9Ex,
        pPresentationParameters: *mut D3DPRESENT_PARAMETERS,
    ) -> HRESULT,
    pub GetLastPresentCount:
        unsafe extern "system" fn(this: *mut IDirect3DSwapChain9Ex, pLastPresentCount: *mut UINT) -> HRESULT,
    pub GetPresentStats: unsafe extern "system" fn(
        this: *mut IDirect3DSwapChain9Ex,
        pPresentationStatistics: *mut D3DPRESENTSTATS,
    ) -> HRESULT,
    pub GetDisplayModeEx: unsafe extern "system" fn(
        this: *mut IDirect3DSwapChain9Ex,
        pMode: *mut D3DDISPLAYMODEEX,
        pRotation: *mut D3DDISPLAYROTATION,
    ) -> HRESULT,
}

impl IDirect3DSwapChain9ExVtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 13;
}
