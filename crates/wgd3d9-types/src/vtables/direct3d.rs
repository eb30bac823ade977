//! The `IDirect3D9` and `IDirect3D9Ex` interfaces.

use core::ffi::c_void;

use super::device::IDirect3DDevice9;
use super::device_ex::IDirect3DDevice9Ex;
use crate::basetypes::{BOOL, DWORD, HMONITOR, HRESULT, HWND, LUID, REFIID, UINT, ULONG};
use crate::caps::D3DCAPS9;
use crate::enums::{D3DDEVTYPE, D3DDISPLAYROTATION, D3DMULTISAMPLE_TYPE, D3DRESOURCETYPE};
use crate::format::D3DFORMAT;
use crate::structs::{
    D3DADAPTER_IDENTIFIER9, D3DDISPLAYMODE, D3DDISPLAYMODEEX, D3DDISPLAYMODEFILTER, D3DPRESENT_PARAMETERS,
};

/// `IDirect3D9`: the Direct3D 9 object: adapter enumeration, format checks and device creation.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3D9 {
    pub lpVtbl: *const IDirect3D9Vtbl,
}

/// Vtable of `IDirect3D9`: 17 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3D9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3D9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3D9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3D9) -> ULONG,
    pub RegisterSoftwareDevice:
        unsafe extern "system" fn(this: *mut IDirect3D9, pInitializeFunction: *mut c_void) -> HRESULT,
    pub GetAdapterCount: unsafe extern "system" fn(this: *mut IDirect3D9) -> UINT,
    pub GetAdapterIdentifier: unsafe extern "system" fn(
        this: *mut IDirect3D9,
        Adapter: UINT,
        Flags: DWORD,
        pIdentifier: *mut D3DADAPTER_IDENTIFIER9,
    ) -> HRESULT,
    pub GetAdapterModeCount: unsafe extern "system" fn(this: *mut IDirect3D9, Adapter: UINT, Format: D3DFORMAT) -> UINT,
    pub EnumAdapterModes: unsafe extern "system" fn(
        this: *mut IDirect3D9,
        Adapter: UINT,
        Format: D3DFORMAT,
        Mode: UINT,
        pMode: *mut D3DDISPLAYMODE,
    ) -> HRESULT,
    pub GetAdapterDisplayMode:
        unsafe extern "system" fn(this: *mut IDirect3D9, Adapter: UINT, pMode: *mut D3DDISPLAYMODE) -> HRESULT,
    pub CheckDeviceType: unsafe extern "system" fn(
        this: *mut IDirect3D9,
        Adapter: UINT,
        DevType: D3DDEVTYPE,
        AdapterFormat: D3DFORMAT,
        BackBufferFormat: D3DFORMAT,
        bWindowed: BOOL,
    ) -> HRESULT,
    pub CheckDeviceFormat: unsafe extern "system" fn(
        this: *mut IDirect3D9,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        AdapterFormat: D3DFORMAT,
        Usage: DWORD,
        RType: D3DRESOURCETYPE,
        CheckFormat: D3DFORMAT,
    ) -> HRESULT,
    pub CheckDeviceMultiSampleType: unsafe extern "system" fn(
        this: *mut IDirect3D9,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        SurfaceFormat: D3DFORMAT,
        Windowed: BOOL,
        MultiSampleType: D3DMULTISAMPLE_TYPE,
        pQualityLevels: *mut DWORD,
    ) -> HRESULT,
    pub CheckDepthStencilMatch: unsafe extern "system" fn(
        this: *mut IDirect3D9,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        AdapterFormat: D3DFORMAT,
        RenderTargetFormat: D3DFORMAT,
        DepthStencilFormat: D3DFORMAT,
    ) -> HRESULT,
    pub CheckDeviceFormatConversion: unsafe extern "system" fn(
        this: *mut IDirect3D9,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        SourceFormat: D3DFORMAT,
        TargetFormat: D3DFORMAT,
    ) -> HRESULT,
    pub GetDeviceCaps: unsafe extern "system" fn(
        this: *mut IDirect3D9,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        pCaps: *mut D3DCAPS9,
    ) -> HRESULT,
    pub GetAdapterMonitor: unsafe extern "system" fn(this: *mut IDirect3D9, Adapter: UINT) -> HMONITOR,
    pub CreateDevice: unsafe extern "system" fn(
        this: *mut IDirect3D9,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        hFocusWindow: HWND,
        BehaviorFlags: DWORD,
        pPresentationParameters: *mut D3DPRESENT_PARAMETERS,
        ppReturnedDeviceInterface: *mut *mut IDirect3DDevice9,
    ) -> HRESULT,
}

impl IDirect3D9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 17;
}

/// `IDirect3D9Ex`: the Direct3D 9Ex object.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3D9Ex {
    pub lpVtbl: *const IDirect3D9ExVtbl,
}

/// Vtable of `IDirect3D9Ex`: 22 slots, the `IDirect3D9` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3D9ExVtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3D9Ex, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3D9Ex) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3D9Ex) -> ULONG,
    pub RegisterSoftwareDevice:
        unsafe extern "system" fn(this: *mut IDirect3D9Ex, pInitializeFunction: *mut c_void) -> HRESULT,
    pub GetAdapterCount: unsafe extern "system" fn(this: *mut IDirect3D9Ex) -> UINT,
    pub GetAdapterIdentifier: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        Flags: DWORD,
        pIdentifier: *mut D3DADAPTER_IDENTIFIER9,
    ) -> HRESULT,
    pub GetAdapterModeCount:
        unsafe extern "system" fn(this: *mut IDirect3D9Ex, Adapter: UINT, Format: D3DFORMAT) -> UINT,
    pub EnumAdapterModes: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        Format: D3DFORMAT,
        Mode: UINT,
        pMode: *mut D3DDISPLAYMODE,
    ) -> HRESULT,
    pub GetAdapterDisplayMode:
        unsafe extern "system" fn(this: *mut IDirect3D9Ex, Adapter: UINT, pMode: *mut D3DDISPLAYMODE) -> HRESULT,
    pub CheckDeviceType: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        DevType: D3DDEVTYPE,
        AdapterFormat: D3DFORMAT,
        BackBufferFormat: D3DFORMAT,
        bWindowed: BOOL,
    ) -> HRESULT,
    pub CheckDeviceFormat: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        AdapterFormat: D3DFORMAT,
        Usage: DWORD,
        RType: D3DRESOURCETYPE,
        CheckFormat: D3DFORMAT,
    ) -> HRESULT,
    pub CheckDeviceMultiSampleType: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        SurfaceFormat: D3DFORMAT,
        Windowed: BOOL,
        MultiSampleType: D3DMULTISAMPLE_TYPE,
        pQualityLevels: *mut DWORD,
    ) -> HRESULT,
    pub CheckDepthStencilMatch: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        AdapterFormat: D3DFORMAT,
        RenderTargetFormat: D3DFORMAT,
        DepthStencilFormat: D3DFORMAT,
    ) -> HRESULT,
    pub CheckDeviceFormatConversion: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        SourceFormat: D3DFORMAT,
        TargetFormat: D3DFORMAT,
    ) -> HRESULT,
    pub GetDeviceCaps: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        pCaps: *mut D3DCAPS9,
    ) -> HRESULT,
    pub GetAdapterMonitor: unsafe extern "system" fn(this: *mut IDirect3D9Ex, Adapter: UINT) -> HMONITOR,
    pub CreateDevice: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        hFocusWindow: HWND,
        BehaviorFlags: DWORD,
        pPresentationParameters: *mut D3DPRESENT_PARAMETERS,
        ppReturnedDeviceInterface: *mut *mut IDirect3DDevice9,
    ) -> HRESULT,
    pub GetAdapterModeCountEx:
        unsafe extern "system" fn(this: *mut IDirect3D9Ex, Adapter: UINT, pFilter: *const D3DDISPLAYMODEFILTER) -> UINT,
    pub EnumAdapterModesEx: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        pFilter: *const D3DDISPLAYMODEFILTER,
        Mode: UINT,
        pMode: *mut D3DDISPLAYMODEEX,
    ) -> HRESULT,
    pub GetAdapterDisplayModeEx: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        pMode: *mut D3DDISPLAYMODEEX,
        pRotation: *mut D3DDISPLAYROTATION,
    ) -> HRESULT,
    pub CreateDeviceEx: unsafe extern "system" fn(
        this: *mut IDirect3D9Ex,
        Adapter: UINT,
        DeviceType: D3DDEVTYPE,
        hFocusWindow: HWND,
        BehaviorFlags: DWORD,
        pPresentationParameters: *mut D3DPRESENT_PARAMETERS,
        pFullscreenDisplayMode: *mut D3DDISPLAYMODEEX,
        ppReturnedDeviceInterface: *mut *mut IDirect3DDevice9Ex,
    ) -> HRESULT,
    pub GetAdapterLUID: unsafe extern "system" fn(this: *mut IDirect3D9Ex, Adapter: UINT, pLUID: *mut LUID) -> HRESULT,
}

impl IDirect3D9ExVtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 22;
}
