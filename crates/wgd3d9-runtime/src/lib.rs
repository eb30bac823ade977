//! wgd3d9-runtime: the native runtime, and the only crate that calls wgpu.
//!
//! API boundary: the API side calls [`port`] with a [`wire::Call`] code and that
//! call's parameter struct (plain data of fixed layout). In the native library the
//! call is direct; under Wine it crosses `__wine_unix_call`. Nothing else of this
//! crate is reachable from the API side.
//!
//! Architecture invariant: the runtime never calls back into the API side; it
//! writes only the memory the calls name (frame signals, read-back destinations).

mod compile;
pub mod conv;
mod encoder;
mod heap;
pub mod instance;
pub mod perf;
mod pipeline_key;
mod pipelines;
mod present;
mod recipes;
mod runtime_device;
mod shared;
mod submit;
mod x11;

use runtime_device::RuntimeDevice;
use std::ffi::c_void;
use wgd3d9_core::wire::{self, Call, Status};

/// The runtime's entry point. See the module documentation.
///
/// # Safety
/// `params` must point at the parameter struct of `call`, valid for reads and
/// writes for the duration of the call, with the contents that call documents.
pub unsafe extern "C" fn port(call: u32, params: *mut c_void) -> i32 {
    // SAFETY: `port`'s contract is `dispatch`'s, and the caller upholds it.
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| unsafe { dispatch(call, params) }));
    match r {
        Ok(s) => s as i32,
        Err(_) => {
            log::error!(target: "wgd3d9::runtime", "runtime call {call} panicked");
            Status::DeviceLost as i32
        }
    }
}

/// Runs one port call.
///
/// # Safety
/// As for [`port`]: `params` (when non-null) points at `call`'s parameter
/// struct, readable and writable for the call, with the contents the call
/// documents (device handles made by CreateDevice and not yet destroyed,
/// region lists the API side keeps alive).
unsafe fn dispatch(call: u32, params: *mut c_void) -> Status {
    if params.is_null() {
        return Status::InvalidParams;
    }
    match Call::from_u32(call) {
        Some(Call::QueryAdapter) => {
            // SAFETY: the caller guarantees `params` (non-null here) is this
            // call's parameter struct, readable and writable.
            let p = unsafe { &mut *(params as *mut wire::QueryAdapterParams) };
            if let Err(s) = check_version(p.version) {
                return s;
            }
            match instance::gpu() {
                Some(g) => {
                    p.info = g.info;
                    Status::Ok
                }
                None => Status::NoAdapter,
            }
        }
        Some(Call::CreateDevice) => {
            // SAFETY: as above.
            let p = unsafe { &mut *(params as *mut wire::CreateDeviceParams) };
            if let Err(s) = check_version(p.version) {
                return s;
            }
            match RuntimeDevice::create(&p.desc) {
                Ok(d) => {
                    p.device = Box::into_raw(Box::new(d)) as u64;
                    Status::Ok
                }
                Err(s) => s,
            }
        }
        Some(Call::DestroyDevice) => {
            // SAFETY: as above (read only).
            let p = unsafe { &*(params as *const wire::DeviceParams) };
            if let Some(addr) = wire::address(p.device).filter(|&a| a != 0) {
                // SAFETY: the caller guarantees a non-zero `device` is a handle
                // CreateDevice made with `Box::into_raw`, not yet destroyed and
                // used by no other call any more: this box is its only owner.
                drop(unsafe { Box::from_raw(addr as *mut RuntimeDevice) });
            }
            Status::Ok
        }
        Some(Call::SubmitFrame) => {
            // SAFETY: as above (read only).
            let p = unsafe { &*(params as *const wire::SubmitFrameParams) };
            // SAFETY: the caller guarantees `device` is 0 or a live handle
            // from CreateDevice.
            let Some(dev) = (unsafe { device(p.device) }) else {
                return Status::InvalidParams;
            };
            let list_bytes = u64::from(p.region_count) * std::mem::size_of::<wire::RegionDesc>() as u64;
            let Some((list, _)) = wire::span(p.regions, list_bytes) else {
                log::error!(target: "wgd3d9::runtime", "SubmitFrame: a region list at {:#x} does not fit this process", p.regions);
                return Status::InvalidParams;
            };
            let regions = if p.region_count == 0 {
                &[][..]
            } else {
                // SAFETY: the caller guarantees `regions` is the address of
                // `region_count` readable `RegionDesc`s (and it fits, above).
                unsafe { std::slice::from_raw_parts(list as *const wire::RegionDesc, p.region_count as usize) }
            };
            // SAFETY: the caller guarantees the regions, and the bytes their
            // records name, are alive and untouched until `replayed` reaches
            // `seq` (the wire contract).
            unsafe { dev.submit_frame(p.seq, regions) }
        }
        Some(Call::WaitFrame) => {
            // SAFETY: as above (read only).
            let p = unsafe { &*(params as *const wire::WaitFrameParams) };
            // SAFETY: the caller guarantees `device` is 0 or a live handle
            // from CreateDevice.
            match unsafe { device(p.device) } {
                Some(dev) => dev.wait_frame(p.seq),
                None => Status::InvalidParams,
            }
        }
        Some(Call::CreateResource) => {
            // SAFETY: as above (read only).
            let p = unsafe { &*(params as *const wire::CreateResourceParams) };
            // SAFETY: the caller guarantees `device` is 0 or a live handle
            // from CreateDevice.
            match unsafe { device(p.device) } {
                Some(dev) => dev.create_resource(p),
                None => Status::InvalidParams,
            }
        }
        None => Status::UnknownCall,
    }
}

/// Refuses an API side of another boundary version, with a log line.
fn check_version(version: u32) -> Result<(), Status> {
    if version == wire::WIRE_VERSION {
        return Ok(());
    }
    log::error!(
        target: "wgd3d9::runtime",
        "the API side speaks boundary version {version}, this runtime {}: install both halves of one build",
        wire::WIRE_VERSION
    );
    Err(Status::WrongVersion)
}

/// The device a handle names: `None` for 0 and for a value that is no
/// address in this process (a 64-bit value reaching a 32-bit runtime).
///
/// # Safety
/// A non-zero `handle` that fits must be a live handle from CreateDevice.
unsafe fn device<'a>(handle: u64) -> Option<&'a RuntimeDevice> {
    let Some(addr) = wire::address(handle) else {
        log::error!(target: "wgd3d9::runtime", "device handle {handle:#x} does not fit this process");
        return None;
    };
    // SAFETY: the caller guarantees the handle is 0 or live.
    unsafe { (addr as *const RuntimeDevice).as_ref() }
}

#[cfg(test)]
mod tests;
