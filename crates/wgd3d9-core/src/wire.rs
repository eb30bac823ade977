//! The boundary between the API side and the native runtime.
//!
//! Everything here is plain data of fixed layout (`#[repr(C)]`, fixed-width fields,
//! sizes asserted below) because under Wine these structs cross `__wine_unix_call`
//! between a PE DLL and a Linux shared object. The API side reaches the runtime only
//! through [`PortFn`] with one of the [`Call`] codes and that call's parameter struct;
//! in the native library the port is a direct function call.
//!
//! Ownership rules:
//! - The API side owns every buffer a call names (frame regions, read-back
//!   destinations, the [`FrameSignal`]) and keeps it alive for as long as the call's
//!   contract says: frame regions, and the buffer CPU copies their records name,
//!   until `replayed >= seq`, read-back destinations until `retired >= seq`, the
//!   signal until `DestroyDevice` returns.
//! - The runtime owns everything it creates; the API side holds only opaque handles.

use std::sync::atomic::{AtomicU32, AtomicU64};

/// Version of this boundary (the calls, their structs and the recorded
/// frame's records); both sides must agree. 2: `PresentTarget` carries the
/// overlays and the capture, `DeviceDesc` the HUD. 3: `PresentTarget`
/// carries the window's display (Wayland).
pub const WIRE_VERSION: u32 = 3;

/// The synchronous calls from the API side into the runtime.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    /// [`QueryAdapterParams`]: opens the runtime's GPU adapter (once per process)
    /// and describes it.
    QueryAdapter = 1,
    /// [`CreateDeviceParams`].
    CreateDevice = 2,
    /// [`DeviceParams`]: waits for all work, then frees the device.
    DestroyDevice = 3,
    /// [`SubmitFrameParams`]: hands a recorded frame to the device's encoder.
    /// Blocks only while the encoder's queue of waiting frames is full.
    SubmitFrame = 4,
    /// [`WaitFrameParams`]: blocks until `retired >= seq`.
    WaitFrame = 5,
    /// [`CreateResourceParams`]: makes a buffer's or texture's GPU memory
    /// now, on the calling thread, so that the GPU's refusal is the Create
    /// call's answer ([`Status::OutOfMemory`]). The frame's `CreateBuffer` /
    /// `CreateTexture` record of the same id then takes the object; an id
    /// made this way must be recorded (and may then be destroyed).
    CreateResource = 6,
}

impl Call {
    pub fn from_u32(v: u32) -> Option<Call> {
        Some(match v {
            1 => Call::QueryAdapter,
            2 => Call::CreateDevice,
            3 => Call::DestroyDevice,
            4 => Call::SubmitFrame,
            5 => Call::WaitFrame,
            6 => Call::CreateResource,
            _ => return None,
        })
    }
}

/// The one entry point of the runtime: `call` is a [`Call`] code and `params` points
/// at that call's parameter struct. Returns a [`Status`] code.
pub type PortFn = unsafe extern "C" fn(call: u32, params: *mut std::ffi::c_void) -> i32;

/// Results of a port call.
#[repr(i32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Ok = 0,
    /// No usable GPU adapter.
    NoAdapter = -1,
    /// The GPU device could not be created.
    DeviceFailed = -2,
    /// The parameters were invalid (unknown device, bad version).
    InvalidParams = -3,
    /// The runtime panicked or lost the device; the device is unusable.
    DeviceLost = -4,
    /// Out of memory.
    OutOfMemory = -5,
    /// Unknown call code.
    UnknownCall = -6,
    /// The two sides speak different versions of this boundary (a unix half
    /// from another build of wgd3d9).
    WrongVersion = -7,
}

/// An address or size the other side wrote as a `u64`, as this side's
/// `usize`; `None` when it does not fit (a value above 4 GiB reaching a
/// 32-bit runtime: a corrupt or foreign parameter, never truncated).
pub fn address(v: u64) -> Option<usize> {
    usize::try_from(v).ok()
}

/// The span `[addr, addr + len)` as this side's address and length; `None`
/// when either does not fit or the span wraps the address space.
pub fn span(addr: u64, len: u64) -> Option<(usize, usize)> {
    let (a, l) = (address(addr)?, address(len)?);
    a.checked_add(l)?;
    Some((a, l))
}

/// Adapter feature bits of [`AdapterInfo::features`].
pub mod features {
    /// BC1-BC3 (DXT1-DXT5) textures.
    pub const TEXTURE_COMPRESSION_BC: u64 = 1 << 0;
    /// D3DTADDRESS_BORDER (limited to transparent black, opaque black, opaque white).
    pub const CLAMP_TO_BORDER: u64 = 1 << 1;
    /// Depth clamping can be switched off.
    pub const DEPTH_CLIP_CONTROL: u64 = 1 << 2;
    /// 32-bit float textures can be filtered.
    pub const FLOAT32_FILTERABLE: u64 = 1 << 3;
    /// Wireframe fill mode.
    pub const POLYGON_MODE_LINE: u64 = 1 << 4;
    /// Point fill mode.
    pub const POLYGON_MODE_POINT: u64 = 1 << 5;
    /// User clip distances.
    pub const CLIP_DISTANCES: u64 = 1 << 6;
    /// 16-bit normalised texture formats.
    pub const TEXTURE_16BIT_NORM: u64 = 1 << 7;
    /// Dual-source blending.
    pub const DUAL_SOURCE_BLENDING: u64 = 1 << 8;
    /// GPU timestamps written between passes (D3D9 timestamp queries).
    pub const TIMESTAMPS: u64 = 1 << 9;
}

/// GPU backend codes of [`AdapterInfo::backend`].
pub mod backend {
    pub const VULKAN: u32 = 1;
    pub const METAL: u32 = 2;
    pub const DX12: u32 = 3;
    pub const GL: u32 = 4;
    pub const OTHER: u32 = 0;
}

/// Description of the runtime's adapter.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct AdapterInfo {
    /// NUL-terminated UTF-8 adapter name.
    pub name: [u8; 128],
    /// NUL-terminated UTF-8 driver name and version.
    pub driver: [u8; 128],
    pub vendor_id: u32,
    pub device_id: u32,
    pub backend: u32,
    /// 0 other, 1 integrated, 2 discrete, 3 virtual, 4 CPU (wgpu's DeviceType order).
    pub device_type: u32,
    pub features: u64,
    pub max_texture_dimension_2d: u32,
    pub max_texture_dimension_3d: u32,
    pub max_vertex_buffers: u32,
    pub max_color_attachments: u32,
    /// Bitmask of supported MSAA sample counts for the colour formats (bit n = n samples).
    pub sample_count_mask: u32,
    pub _pad: u32,
}

impl Default for AdapterInfo {
    fn default() -> Self {
        AdapterInfo {
            name: [0; 128],
            driver: [0; 128],
            vendor_id: 0,
            device_id: 0,
            backend: 0,
            device_type: 0,
            features: 0,
            max_texture_dimension_2d: 0,
            max_texture_dimension_3d: 0,
            max_vertex_buffers: 0,
            max_color_attachments: 0,
            sample_count_mask: 1 << 1,
            _pad: 0,
        }
    }
}

impl AdapterInfo {
    /// The adapter name as a string.
    pub fn name_str(&self) -> &str {
        c_str(&self.name)
    }
    pub fn driver_str(&self) -> &str {
        c_str(&self.driver)
    }
    pub fn has(&self, feature: u64) -> bool {
        self.features & feature != 0
    }
}

/// Writes `s` into a fixed NUL-terminated buffer, truncating on a char boundary.
pub fn write_c_str(dst: &mut [u8], s: &str) {
    let mut n = s.len().min(dst.len().saturating_sub(1));
    while !s.is_char_boundary(n) {
        n -= 1;
    }
    dst[..n].copy_from_slice(&s.as_bytes()[..n]);
    dst[n..].fill(0);
}

fn c_str(b: &[u8]) -> &str {
    let n = b.iter().position(|&c| c == 0).unwrap_or(b.len());
    std::str::from_utf8(&b[..n]).unwrap_or("")
}

#[repr(C)]
pub struct QueryAdapterParams {
    pub version: u32,
    pub _pad: u32,
    pub info: AdapterInfo,
}

/// Progress of a device's frames, written by the runtime and read by the API side
/// without a call. Owned by the API side (see the module documentation).
#[repr(C)]
#[derive(Default)]
pub struct FrameSignal {
    /// Highest frame sequence whose recorded bytes the runtime has finished
    /// reading; the API side may reuse that frame's arena.
    pub replayed: AtomicU64,
    /// Highest frame sequence up to which every frame's GPU work (and read-backs
    /// into application memory) has finished.
    pub retired: AtomicU64,
    /// Non-zero once the device is lost (a runtime panic or GPU device loss).
    pub lost: AtomicU32,
    pub _pad: u32,
}

/// Back-buffer and presentation description of a new device.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DeviceDesc {
    /// Native window handle, 0 for a headless device.
    pub window: u64,
    /// Address of the device's [`FrameSignal`].
    pub signal: u64,
    pub width: u32,
    pub height: u32,
    /// D3DFORMAT of the back buffer.
    pub back_buffer_format: u32,
    /// D3DPRESENT_INTERVAL_*.
    pub presentation_interval: u32,
    pub max_frame_latency: u32,
    /// The HUD the presenter draws over the implicit swap chain's frames
    /// ([`crate::hud::pack`]; 0: none).
    pub hud: u32,
}

#[repr(C)]
pub struct CreateDeviceParams {
    pub version: u32,
    pub _pad: u32,
    pub desc: DeviceDesc,
    /// Out: the device handle.
    pub device: u64,
}

#[repr(C)]
pub struct DeviceParams {
    pub device: u64,
}

/// One span of recorded commands.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RegionDesc {
    pub ptr: u64,
    pub len: u64,
}

/// Flags of [`SubmitFrameParams::flags`].
pub mod frame_flags {
    /// The frame ends with a Present.
    pub const PRESENT: u32 = 1;
}

#[repr(C)]
pub struct SubmitFrameParams {
    pub device: u64,
    /// Sequence number of this frame: one more than the previous submission.
    pub seq: u64,
    /// Address of `region_count` [`RegionDesc`]s.
    pub regions: u64,
    pub region_count: u32,
    pub flags: u32,
}

#[repr(C)]
pub struct WaitFrameParams {
    pub device: u64,
    pub seq: u64,
}

/// Kinds of [`CreateResourceParams::kind`].
pub mod resource_kind {
    /// [`CreateResourceParams::buffer`] describes it.
    pub const BUFFER: u32 = 1;
    /// [`CreateResourceParams::texture`] describes it.
    pub const TEXTURE: u32 = 2;
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct CreateResourceParams {
    pub device: u64,
    /// [`resource_kind`].
    pub kind: u32,
    pub _pad: u32,
    pub buffer: crate::record::CreateBuffer,
    pub texture: crate::record::CreateTexture,
}

const _: () = {
    use std::mem::{offset_of, size_of};
    assert!(size_of::<AdapterInfo>() == 304);
    assert!(offset_of!(AdapterInfo, features) == 272);
    assert!(size_of::<QueryAdapterParams>() == 312);
    assert!(size_of::<FrameSignal>() == 24);
    assert!(size_of::<DeviceDesc>() == 40);
    assert!(size_of::<CreateDeviceParams>() == 56);
    assert!(offset_of!(CreateDeviceParams, device) == 48);
    assert!(size_of::<RegionDesc>() == 16);
    assert!(size_of::<SubmitFrameParams>() == 32);
    assert!(size_of::<WaitFrameParams>() == 16);
    assert!(size_of::<CreateResourceParams>() == 72);
    assert!(offset_of!(CreateResourceParams, texture) == 32);
};

#[cfg(test)]
mod tests;
