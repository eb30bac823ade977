//! The resource interfaces: `IDirect3DResource9`, the textures, surfaces,
//! volumes and buffers.

use core::ffi::c_void;

use super::device::IDirect3DDevice9;
use crate::basetypes::{DWORD, HDC, HRESULT, RECT, REFGUID, REFIID, UINT, ULONG};
use crate::enums::{D3DCUBEMAP_FACES, D3DRESOURCETYPE, D3DTEXTUREFILTERTYPE};
use crate::structs::{
    D3DBOX, D3DINDEXBUFFER_DESC, D3DLOCKED_BOX, D3DLOCKED_RECT, D3DSURFACE_DESC, D3DVERTEXBUFFER_DESC, D3DVOLUME_DESC,
};

/// `IDirect3DResource9`: base interface of the resources.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DResource9 {
    pub lpVtbl: *const IDirect3DResource9Vtbl,
}

/// Vtable of `IDirect3DResource9`: 11 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DResource9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DResource9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DResource9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DResource9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DResource9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub SetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DResource9,
        refguid: REFGUID,
        pData: *const c_void,
        SizeOfData: DWORD,
        Flags: DWORD,
    ) -> HRESULT,
    pub GetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DResource9,
        refguid: REFGUID,
        pData: *mut c_void,
        pSizeOfData: *mut DWORD,
    ) -> HRESULT,
    pub FreePrivateData: unsafe extern "system" fn(this: *mut IDirect3DResource9, refguid: REFGUID) -> HRESULT,
    pub SetPriority: unsafe extern "system" fn(this: *mut IDirect3DResource9, PriorityNew: DWORD) -> DWORD,
    pub GetPriority: unsafe extern "system" fn(this: *mut IDirect3DResource9) -> DWORD,
    pub PreLoad: unsafe extern "system" fn(this: *mut IDirect3DResource9),
    pub GetType: unsafe extern "system" fn(this: *mut IDirect3DResource9) -> D3DRESOURCETYPE,
}

impl IDirect3DResource9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 11;
}

/// `IDirect3DBaseTexture9`: base interface of the textures.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DBaseTexture9 {
    pub lpVtbl: *const IDirect3DBaseTexture9Vtbl,
}

/// Vtable of `IDirect3DBaseTexture9`: 17 slots, the `IDirect3DResource9` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DBaseTexture9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub SetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DBaseTexture9,
        refguid: REFGUID,
        pData: *const c_void,
        SizeOfData: DWORD,
        Flags: DWORD,
    ) -> HRESULT,
    pub GetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DBaseTexture9,
        refguid: REFGUID,
        pData: *mut c_void,
        pSizeOfData: *mut DWORD,
    ) -> HRESULT,
    pub FreePrivateData: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9, refguid: REFGUID) -> HRESULT,
    pub SetPriority: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9, PriorityNew: DWORD) -> DWORD,
    pub GetPriority: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9) -> DWORD,
    pub PreLoad: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9),
    pub GetType: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9) -> D3DRESOURCETYPE,
    pub SetLOD: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9, LODNew: DWORD) -> DWORD,
    pub GetLOD: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9) -> DWORD,
    pub GetLevelCount: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9) -> DWORD,
    pub SetAutoGenFilterType:
        unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9, FilterType: D3DTEXTUREFILTERTYPE) -> HRESULT,
    pub GetAutoGenFilterType: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9) -> D3DTEXTUREFILTERTYPE,
    pub GenerateMipSubLevels: unsafe extern "system" fn(this: *mut IDirect3DBaseTexture9),
}

impl IDirect3DBaseTexture9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 17;
}

/// `IDirect3DTexture9`: a 2D texture.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DTexture9 {
    pub lpVtbl: *const IDirect3DTexture9Vtbl,
}

/// Vtable of `IDirect3DTexture9`: 22 slots, the `IDirect3DBaseTexture9` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DTexture9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DTexture9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DTexture9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DTexture9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DTexture9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub SetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DTexture9,
        refguid: REFGUID,
        pData: *const c_void,
        SizeOfData: DWORD,
        Flags: DWORD,
    ) -> HRESULT,
    pub GetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DTexture9,
        refguid: REFGUID,
        pData: *mut c_void,
        pSizeOfData: *mut DWORD,
    ) -> HRESULT,
    pub FreePrivateData: unsafe extern "system" fn(this: *mut IDirect3DTexture9, refguid: REFGUID) -> HRESULT,
    pub SetPriority: unsafe extern "system" fn(this: *mut IDirect3DTexture9, PriorityNew: DWORD) -> DWORD,
    pub GetPriority: unsafe extern "system" fn(this: *mut IDirect3DTexture9) -> DWORD,
    pub PreLoad: unsafe extern "system" fn(this: *mut IDirect3DTexture9),
    pub GetType: unsafe extern "system" fn(this: *mut IDirect3DTexture9) -> D3DRESOURCETYPE,
    pub SetLOD: unsafe extern "system" fn(this: *mut IDirect3DTexture9, LODNew: DWORD) -> DWORD,
    pub GetLOD: unsafe extern "system" fn(this: *mut IDirect3DTexture9) -> DWORD,
    pub GetLevelCount: unsafe extern "system" fn(this: *mut IDirect3DTexture9) -> DWORD,
    pub SetAutoGenFilterType:
        unsafe extern "system" fn(this: *mut IDirect3DTexture9, FilterType: D3DTEXTUREFILTERTYPE) -> HRESULT,
    pub GetAutoGenFilterType: unsafe extern "system" fn(this: *mut IDirect3DTexture9) -> D3DTEXTUREFILTERTYPE,
    pub GenerateMipSubLevels: unsafe extern "system" fn(this: *mut IDirect3DTexture9),
    pub GetLevelDesc:
        unsafe extern "system" fn(this: *mut IDirect3DTexture9, Level: UINT, pDesc: *mut D3DSURFACE_DESC) -> HRESULT,
    pub GetSurfaceLevel: unsafe extern "system" fn(
        this: *mut IDirect3DTexture9,
        Level: UINT,
        ppSurfaceLevel: *mut *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub LockRect: unsafe extern "system" fn(
        this: *mut IDirect3DTexture9,
        Level: UINT,
        pLockedRect: *mut D3DLOCKED_RECT,
        pRect: *const RECT,
        Flags: DWORD,
    ) -> HRESULT,
    pub UnlockRect: unsafe extern "system" fn(this: *mut IDirect3DTexture9, Level: UINT) -> HRESULT,
    pub AddDirtyRect: unsafe extern "system" fn(this: *mut IDirect3DTexture9, pDirtyRect: *const RECT) -> HRESULT,
}

impl IDirect3DTexture9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 22;
}

/// `IDirect3DCubeTexture9`: a cube texture.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DCubeTexture9 {
    pub lpVtbl: *const IDirect3DCubeTexture9Vtbl,
}

/// Vtable of `IDirect3DCubeTexture9`: 22 slots, the `IDirect3DBaseTexture9` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DCubeTexture9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub SetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DCubeTexture9,
        refguid: REFGUID,
        pData: *const c_void,
        SizeOfData: DWORD,
        Flags: DWORD,
    ) -> HRESULT,
    pub GetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DCubeTexture9,
        refguid: REFGUID,
        pData: *mut c_void,
        pSizeOfData: *mut DWORD,
    ) -> HRESULT,
    pub FreePrivateData: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9, refguid: REFGUID) -> HRESULT,
    pub SetPriority: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9, PriorityNew: DWORD) -> DWORD,
    pub GetPriority: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9) -> DWORD,
    pub PreLoad: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9),
    pub GetType: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9) -> D3DRESOURCETYPE,
    pub SetLOD: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9, LODNew: DWORD) -> DWORD,
    pub GetLOD: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9) -> DWORD,
    pub GetLevelCount: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9) -> DWORD,
    pub SetAutoGenFilterType:
        unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9, FilterType: D3DTEXTUREFILTERTYPE) -> HRESULT,
    pub GetAutoGenFilterType: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9) -> D3DTEXTUREFILTERTYPE,
    pub GenerateMipSubLevels: unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9),
    pub GetLevelDesc: unsafe extern "system" fn(
        this: *mut IDirect3DCubeTexture9,
        Level: UINT,
        pDesc: *mut D3DSURFACE_DESC,
    ) -> HRESULT,
    pub GetCubeMapSurface: unsafe extern "system" fn(
        this: *mut IDirect3DCubeTexture9,
        FaceType: D3DCUBEMAP_FACES,
        Level: UINT,
        ppCubeMapSurface: *mut *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub LockRect: unsafe extern "system" fn(
        this: *mut IDirect3DCubeTexture9,
        FaceType: D3DCUBEMAP_FACES,
        Level: UINT,
        pLockedRect: *mut D3DLOCKED_RECT,
        pRect: *const RECT,
        Flags: DWORD,
    ) -> HRESULT,
    pub UnlockRect:
        unsafe extern "system" fn(this: *mut IDirect3DCubeTexture9, FaceType: D3DCUBEMAP_FACES, Level: UINT) -> HRESULT,
    pub AddDirtyRect: unsafe extern "system" fn(
        this: *mut IDirect3DCubeTexture9,
        FaceType: D3DCUBEMAP_FACES,
        pDirtyRect: *const RECT,
    ) -> HRESULT,
}

impl IDirect3DCubeTexture9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 22;
}

/// `IDirect3DVolumeTexture9`: a volume texture.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DVolumeTexture9 {
    pub lpVtbl: *const IDirect3DVolumeTexture9Vtbl,
}

/// Vtable of `IDirect3DVolumeTexture9`: 22 slots, the `IDirect3DBaseTexture9` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DVolumeTexture9Vtbl {
    pub QueryInterface: unsafe extern "system" fn(
        this: *mut IDirect3DVolumeTexture9,
        riid: REFIID,
        ppvObj: *mut *mut c_void,
    ) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub SetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DVolumeTexture9,
        refguid: REFGUID,
        pData: *const c_void,
        SizeOfData: DWORD,
        Flags: DWORD,
    ) -> HRESULT,
    pub GetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DVolumeTexture9,
        refguid: REFGUID,
        pData: *mut c_void,
        pSizeOfData: *mut DWORD,
    ) -> HRESULT,
    pub FreePrivateData: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9, refguid: REFGUID) -> HRESULT,
    pub SetPriority: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9, PriorityNew: DWORD) -> DWORD,
    pub GetPriority: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9) -> DWORD,
    pub PreLoad: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9),
    pub GetType: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9) -> D3DRESOURCETYPE,
    pub SetLOD: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9, LODNew: DWORD) -> DWORD,
    pub GetLOD: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9) -> DWORD,
    pub GetLevelCount: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9) -> DWORD,
    pub SetAutoGenFilterType:
        unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9, FilterType: D3DTEXTUREFILTERTYPE) -> HRESULT,
    pub GetAutoGenFilterType: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9) -> D3DTEXTUREFILTERTYPE,
    pub GenerateMipSubLevels: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9),
    pub GetLevelDesc: unsafe extern "system" fn(
        this: *mut IDirect3DVolumeTexture9,
        Level: UINT,
        pDesc: *mut D3DVOLUME_DESC,
    ) -> HRESULT,
    pub GetVolumeLevel: unsafe extern "system" fn(
        this: *mut IDirect3DVolumeTexture9,
        Level: UINT,
        ppVolumeLevel: *mut *mut IDirect3DVolume9,
    ) -> HRESULT,
    pub LockBox: unsafe extern "system" fn(
        this: *mut IDirect3DVolumeTexture9,
        Level: UINT,
        pLockedVolume: *mut D3DLOCKED_BOX,
        pBox: *const D3DBOX,
        Flags: DWORD,
    ) -> HRESULT,
    pub UnlockBox: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9, Level: UINT) -> HRESULT,
    pub AddDirtyBox: unsafe extern "system" fn(this: *mut IDirect3DVolumeTexture9, pDirtyBox: *const D3DBOX) -> HRESULT,
}

impl IDirect3DVolumeTexture9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 22;
}

/// `IDirect3DSurface9`: a surface (texture level, render target, depth-stencil or offscreen plain surface).
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DSurface9 {
    pub lpVtbl: *const IDirect3DSurface9Vtbl,
}

/// Vtable of `IDirect3DSurface9`: 17 slots, the `IDirect3DResource9` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DSurface9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DSurface9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DSurface9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DSurface9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DSurface9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub SetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DSurface9,
        refguid: REFGUID,
        pData: *const c_void,
        SizeOfData: DWORD,
        Flags: DWORD,
    ) -> HRESULT,
    pub GetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DSurface9,
        refguid: REFGUID,
        pData: *mut c_void,
        pSizeOfData: *mut DWORD,
    ) -> HRESULT,
    pub FreePrivateData: unsafe extern "system" fn(this: *mut IDirect3DSurface9, refguid: REFGUID) -> HRESULT,
    pub SetPriority: unsafe extern "system" fn(this: *mut IDirect3DSurface9, PriorityNew: DWORD) -> DWORD,
    pub GetPriority: unsafe extern "system" fn(this: *mut IDirect3DSurface9) -> DWORD,
    pub PreLoad: unsafe extern "system" fn(this: *mut IDirect3DSurface9),
    pub GetType: unsafe extern "system" fn(this: *mut IDirect3DSurface9) -> D3DRESOURCETYPE,
    pub GetContainer:
        unsafe extern "system" fn(this: *mut IDirect3DSurface9, riid: REFIID, ppContainer: *mut *mut c_void) -> HRESULT,
    pub GetDesc: unsafe extern "system" fn(this: *mut IDirect3DSurface9, pDesc: *mut D3DSURFACE_DESC) -> HRESULT,
    pub LockRect: unsafe extern "system" fn(
        this: *mut IDirect3DSurface9,
        pLockedRect: *mut D3DLOCKED_RECT,
        pRect: *const RECT,
        Flags: DWORD,
    ) -> HRESULT,
    pub UnlockRect: unsafe extern "system" fn(this: *mut IDirect3DSurface9) -> HRESULT,
    pub GetDC: unsafe extern "system" fn(this: *mut IDirect3DSurface9, phdc: *mut HDC) -> HRESULT,
    pub ReleaseDC: unsafe extern "system" fn(this: *mut IDirect3DSurface9, hdc: HDC) -> HRESULT,
}

impl IDirect3DSurface9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 17;
}

/// `IDirect3DVolume9`: a volume (one level of a volume texture).
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DVolume9 {
    pub lpVtbl: *const IDirect3DVolume9Vtbl,
}

/// Vtable of `IDirect3DVolume9`: 11 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DVolume9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DVolume9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DVolume9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DVolume9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DVolume9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub SetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DVolume9,
        refguid: REFGUID,
        pData: *const c_void,
        SizeOfData: DWORD,
        Flags: DWORD,
    ) -> HRESULT,
    pub GetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DVolume9,
        refguid: REFGUID,
        pData: *mut c_void,
        pSizeOfData: *mut DWORD,
    ) -> HRESULT,
    pub FreePrivateData: unsafe extern "system" fn(this: *mut IDirect3DVolume9, refguid: REFGUID) -> HRESULT,
    pub GetContainer:
        unsafe extern "system" fn(this: *mut IDirect3DVolume9, riid: REFIID, ppContainer: *mut *mut c_void) -> HRESULT,
    pub GetDesc: unsafe extern "system" fn(this: *mut IDirect3DVolume9, pDesc: *mut D3DVOLUME_DESC) -> HRESULT,
    pub LockBox: unsafe extern "system" fn(
        this: *mut IDirect3DVolume9,
        pLockedVolume: *mut D3DLOCKED_BOX,
        pBox: *const D3DBOX,
        Flags: DWORD,
    ) -> HRESULT,
    pub UnlockBox: unsafe extern "system" fn(this: *mut IDirect3DVolume9) -> HRESULT,
}

impl IDirect3DVolume9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 11;
}

/// `IDirect3DVertexBuffer9`: a vertex buffer.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DVertexBuffer9 {
    pub lpVtbl: *const IDirect3DVertexBuffer9Vtbl,
}

/// Vtable of `IDirect3DVertexBuffer9`: 14 slots, the `IDirect3DResource9` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DVertexBuffer9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub SetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DVertexBuffer9,
        refguid: REFGUID,
        pData: *const c_void,
        SizeOfData: DWORD,
        Flags: DWORD,
    ) -> HRESULT,
    pub GetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DVertexBuffer9,
        refguid: REFGUID,
        pData: *mut c_void,
        pSizeOfData: *mut DWORD,
    ) -> HRESULT,
    pub FreePrivateData: unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9, refguid: REFGUID) -> HRESULT,
    pub SetPriority: unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9, PriorityNew: DWORD) -> DWORD,
    pub GetPriority: unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9) -> DWORD,
    pub PreLoad: unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9),
    pub GetType: unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9) -> D3DRESOURCETYPE,
    pub Lock: unsafe extern "system" fn(
        this: *mut IDirect3DVertexBuffer9,
        OffsetToLock: UINT,
        SizeToLock: UINT,
        ppbData: *mut *mut c_void,
        Flags: DWORD,
    ) -> HRESULT,
    pub Unlock: unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9) -> HRESULT,
    pub GetDesc:
        unsafe extern "system" fn(this: *mut IDirect3DVertexBuffer9, pDesc: *mut D3DVERTEXBUFFER_DESC) -> HRESULT,
}

impl IDirect3DVertexBuffer9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 14;
}

/// `IDirect3DIndexBuffer9`: an index buffer.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DIndexBuffer9 {
    pub lpVtbl: *const IDirect3DIndexBuffer9Vtbl,
}

/// Vtable of `IDirect3DIndexBuffer9`: 14 slots, the `IDirect3DResource9` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DIndexBuffer9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9) -> ULONG,
    pub GetDevice:
        unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9, ppDevice: *mut *mut IDirect3DDevice9) -> HRESULT,
    pub SetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DIndexBuffer9,
        refguid: REFGUID,
        pData: *const c_void,
        SizeOfData: DWORD,
        Flags: DWORD,
    ) -> HRESULT,
    pub GetPrivateData: unsafe extern "system" fn(
        this: *mut IDirect3DIndexBuffer9,
        refguid: REFGUID,
        pData: *mut c_void,
        pSizeOfData: *mut DWORD,
    ) -> HRESULT,
    pub FreePrivateData: unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9, refguid: REFGUID) -> HRESULT,
    pub SetPriority: unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9, PriorityNew: DWORD) -> DWORD,
    pub GetPriority: unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9) -> DWORD,
    pub PreLoad: unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9),
    pub GetType: unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9) -> D3DRESOURCETYPE,
    pub Lock: unsafe extern "system" fn(
        this: *mut IDirect3DIndexBuffer9,
        OffsetToLock: UINT,
        SizeToLock: UINT,
        ppbData: *mut *mut c_void,
        Flags: DWORD,
    ) -> HRESULT,
    pub Unlock: unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9) -> HRESULT,
    pub GetDesc:
        unsafe extern "system" fn(this: *mut IDirect3DIndexBuffer9, pDesc: *mut D3DINDEXBUFFER_DESC) -> HRESULT,
}

impl IDirect3DIndexBuffer9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 14;
}
