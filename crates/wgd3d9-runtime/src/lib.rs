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
mod device;
mod disk_cache;
mod encoder;
pub mod instance;
pub mod perf;
mod pipelines;
mod present;
mod recipes;
mod submit;
mod x11;

use device::RuntimeDevice;
use std::ffi::c_void;
use wgd3d9_core::wire::{self, Call, Status};

/// The runtime's entry point. See the module documentation.
///
/// # Safety
/// `params` must point at the parameter struct of `call`, valid for reads and
/// writes for the duration of the call, with the contents that call documents.
pub unsafe extern "C" fn port(call: u32, params: *mut c_void) -> i32 {
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| dispatch(call, params)));
    match r {
        Ok(s) => s as i32,
        Err(_) => {
            log::error!(target: "wgd3d9::runtime", "runtime call {call} panicked");
            Status::DeviceLost as i32
        }
    }
}

unsafe fn dispatch(call: u32, params: *mut c_void) -> Status {
    if params.is_null() {
        return Status::InvalidParams;
    }
    match Call::from_u32(call) {
        Some(Call::QueryAdapter) => {
            let p = &mut *(params as *mut wire::QueryAdapterParams);
            if p.version != wire::WIRE_VERSION {
                return Status::InvalidParams;
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
            let p = &mut *(params as *mut wire::CreateDeviceParams);
            if p.version != wire::WIRE_VERSION {
                return Status::InvalidParams;
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
            let p = &*(params as *const wire::DeviceParams);
            if p.device != 0 {
                drop(Box::from_raw(p.device as *mut RuntimeDevice));
            }
            Status::Ok
        }
        Some(Call::SubmitFrame) => {
            let p = &*(params as *const wire::SubmitFrameParams);
            let Some(dev) = (p.device as *const RuntimeDevice).as_ref() else {
                return Status::InvalidParams;
            };
            let regions = if p.region_count == 0 {
                &[][..]
            } else {
                std::slice::from_raw_parts(p.regions as *const wire::RegionDesc, p.region_count as usize)
            };
            dev.submit_frame(p.seq, regions)
        }
        Some(Call::WaitFrame) => {
            let p = &*(params as *const wire::WaitFrameParams);
            match (p.device as *const RuntimeDevice).as_ref() {
                Some(dev) => dev.wait_frame(p.seq),
                None => Status::InvalidParams,
            }
        }
        Some(Call::CreateResource) => {
            let p = &*(params as *const wire::CreateResourceParams);
            match (p.device as *const RuntimeDevice).as_ref() {
                Some(dev) => dev.create_resource(p),
                None => Status::InvalidParams,
            }
        }
        None => Status::UnknownCall,
    }
}
