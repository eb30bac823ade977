//! What a runtime device's threads (encoder, submit, retire) share: the GPU
//! device and queue with its features and limits, the API side's progress
//! signal, the objects made ahead of their Create records, and the frames on
//! their way to the encoder.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Condvar, Mutex};
use wgd3d9_core::arena::Region;
use wgd3d9_core::wire::FrameSignal;

/// The API side's [`FrameSignal`], written by the runtime's threads.
#[derive(Clone, Copy)]
pub(crate) struct SignalPtr(pub *const FrameSignal);
// SAFETY: the API side keeps the signal alive until DestroyDevice returns, which
// joins every thread that holds this pointer; all fields are atomics.
unsafe impl Send for SignalPtr {}
// SAFETY: as for Send: the pointee outlives every thread that holds the
// pointer, and threads share it only through its atomic fields.
unsafe impl Sync for SignalPtr {}

impl SignalPtr {
    pub fn get(&self) -> &FrameSignal {
        // SAFETY: see the Send/Sync note above.
        unsafe { &*self.0 }
    }
}

/// State shared by a device's threads.
pub(crate) struct Shared {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    /// Set when the GPU device is lost (shared by the process's devices).
    pub gpu_lost: Arc<std::sync::atomic::AtomicBool>,
    pub features: wgpu::Features,
    pub limits: wgpu::Limits,
    pub adapter_info: wgpu::AdapterInfo,
    pub signal: SignalPtr,
    /// Highest retired sequence, mirrored under a lock for waiters.
    pub retired: Mutex<u64>,
    pub retired_cv: Condvar,
    /// GPU objects made by [`RuntimeDevice::create_resource`], waiting for
    /// their Create record, by id.
    pub created: Mutex<std::collections::HashMap<u32, Created>>,
}

/// A buffer or texture made ahead of its Create record.
pub(crate) enum Created {
    Buffer(wgpu::Buffer),
    Texture(wgpu::Texture),
}

impl Shared {
    /// Publishes that every frame up to `seq` has finished.
    pub fn retire(&self, seq: u64) {
        let mut r = self.retired.lock().unwrap_or_else(|e| e.into_inner());
        if seq > *r {
            *r = seq;
            self.signal.get().retired.store(seq, Ordering::Release);
        }
        self.retired_cv.notify_all();
    }

    /// The object [`RuntimeDevice::create_resource`] made for `id`, if any.
    pub fn take_created(&self, id: u32) -> Option<Created> {
        self.created.lock().unwrap_or_else(|e| e.into_inner()).remove(&id)
    }

    /// Runs `make` (which creates GPU objects) with error scopes on the
    /// calling thread: the GPU's refusal (out of memory, or a size or format
    /// it does not take) is the error instead of reaching the device's
    /// uncaptured-error handler. `make` returning None is an error too.
    pub fn guarded<T>(&self, make: impl FnOnce(&wgpu::Device) -> Option<T>) -> Result<T, String> {
        let oom = self.device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
        let invalid = self.device.push_error_scope(wgpu::ErrorFilter::Validation);
        let made = make(&self.device);
        let invalid = pollster::block_on(invalid.pop());
        let oom = pollster::block_on(oom.pop());
        match (made, invalid.or(oom)) {
            (_, Some(wgpu::Error::Validation { description, .. })) => Err(description),
            (_, Some(e)) => Err(e.to_string()),
            (None, None) => Err("not a resource the runtime can make".into()),
            (Some(t), None) => Ok(t),
        }
    }

    /// Marks the device lost and releases every waiter. `replayed` is left
    /// to the encoder thread, which may be reading a frame now: it passes
    /// every frame it is handed from then on without reading it, and stores
    /// the last value when it stops.
    pub fn lose(&self, why: &str) {
        log::error!(target: "wgd3d9::runtime", "device lost: {why}");
        self.signal.get().lost.store(1, Ordering::Release);
        self.retire(u64::MAX);
    }
}

/// A recorded frame on its way to the encoder.
pub(crate) struct FrameMsg {
    pub seq: u64,
    pub regions: Vec<Region>,
}

// SAFETY: the regions point into an arena the API side keeps alive and untouched
// until `replayed >= seq` (the wire contract).
unsafe impl Send for FrameMsg {}
