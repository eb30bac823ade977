//! The API side's door to the runtime: the installed [`PortFn`] and typed
//! wrappers of each boundary call. Nothing else in this crate reaches the runtime.

use std::sync::OnceLock;
use wgd3d9_core::wire::{self, AdapterInfo, Call, DeviceDesc, PortFn, RegionDesc, Status};

static PORT: OnceLock<PortFn> = OnceLock::new();

/// Installs the runtime's entry point. The first installation wins.
pub fn install(port: PortFn) {
    let _ = PORT.set(port);
}

fn call<T>(c: Call, params: &mut T) -> Status {
    let Some(port) = PORT.get() else {
        log::error!(target: "wgd3d9::d3d9", "no runtime installed");
        return Status::NoAdapter;
    };
    // SAFETY: `params` is the parameter struct of `c` (each wrapper below pairs
    // them), valid for the duration of the call.
    let r = unsafe { port(c as u32, params as *mut T as *mut std::ffi::c_void) };
    match r {
        0 => Status::Ok,
        -1 => Status::NoAdapter,
        -2 => Status::DeviceFailed,
        -3 => Status::InvalidParams,
        -5 => Status::OutOfMemory,
        -6 => Status::UnknownCall,
        -7 => {
            log::error!(
                target: "wgd3d9::d3d9",
                "the runtime speaks another boundary version than this d3d9 (version {}): install both halves of one build",
                wire::WIRE_VERSION
            );
            Status::WrongVersion
        }
        _ => Status::DeviceLost,
    }
}

pub fn query_adapter() -> Result<AdapterInfo, Status> {
    let mut p = wire::QueryAdapterParams {
        version: wire::WIRE_VERSION,
        _pad: 0,
        info: AdapterInfo::default(),
    };
    match call(Call::QueryAdapter, &mut p) {
        Status::Ok => Ok(p.info),
        s => Err(s),
    }
}

pub fn create_device(desc: DeviceDesc) -> Result<u64, Status> {
    let mut p = wire::CreateDeviceParams {
        version: wire::WIRE_VERSION,
        _pad: 0,
        desc,
        device: 0,
    };
    match call(Call::CreateDevice, &mut p) {
        Status::Ok => Ok(p.device),
        s => Err(s),
    }
}

pub fn destroy_device(device: u64) {
    let mut p = wire::DeviceParams { device };
    call(Call::DestroyDevice, &mut p);
}

pub fn submit_frame(device: u64, seq: u64, regions: &[RegionDesc], flags: u32) -> Status {
    let mut p = wire::SubmitFrameParams {
        device,
        seq,
        regions: regions.as_ptr() as u64,
        region_count: regions.len() as u32,
        flags,
    };
    call(Call::SubmitFrame, &mut p)
}

pub fn wait_frame(device: u64, seq: u64) -> Status {
    let mut p = wire::WaitFrameParams { device, seq };
    call(Call::WaitFrame, &mut p)
}

/// Makes the GPU memory of a buffer (`kind` [`wire::resource_kind::BUFFER`],
/// described by `buffer`) or texture (described by `texture`) now; see
/// [`Call::CreateResource`].
pub fn create_resource(
    device: u64,
    kind: u32,
    buffer: wgd3d9_core::record::CreateBuffer,
    texture: wgd3d9_core::record::CreateTexture,
) -> Status {
    let mut p = wire::CreateResourceParams {
        device,
        kind,
        _pad: 0,
        buffer,
        texture,
    };
    call(Call::CreateResource, &mut p)
}
