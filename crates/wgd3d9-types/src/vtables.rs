//! COM interface and vtable layouts of `IUnknown` and every Direct3D 9
//! interface.
//!
//! Each interface `IFoo` is a `#[repr(C)]` struct holding only
//! `lpVtbl: *const IFooVtbl`. Each `IFooVtbl` lists every method, base
//! interface methods included (flat), in the SDK's slot order, as
//! `unsafe extern "system" fn` pointers whose first argument is
//! `this: *mut IFoo`. `IFooVtbl::SLOTS` is the number of slots.

use core::ffi::c_void;

use crate::basetypes::{HRESULT, REFIID, ULONG};

mod device;
mod device_ex;
mod direct3d;
mod objects;
mod resource;
mod swapchain;

pub use device::*;
pub use device_ex::*;
pub use direct3d::*;
pub use objects::*;
pub use resource::*;
pub use swapchain::*;

/// `IUnknown`: the root COM interface.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IUnknown {
    pub lpVtbl: *const IUnknownVtbl,
}

/// Vtable of `IUnknown`: 3 slots in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IUnknownVtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IUnknown, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IUnknown) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IUnknown) -> ULONG,
}

impl IUnknownVtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 3;
}
