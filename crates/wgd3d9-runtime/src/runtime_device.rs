//! A runtime device: the wgpu device and queue of one D3D9 device, and the threads
//! that replay its frames (encoder, submit, retire).
//!
//! Frame flow: `submit_frame` hands a recorded frame to the encoder thread through a
//! channel of [`QUEUED_FRAMES`] places; the encoder replays it into command buffers and signals
//! `replayed`; the submit thread submits them in order; the retire thread waits for
//! each submission to finish on the GPU, completes its read-backs and signals
//! `retired`.

use crate::encoder::resources;
use crate::encoder::Encoder;
use crate::instance::{self, Gpu, GpuDevice};
use crate::shared::{Created, FrameMsg, Shared, SignalPtr};
use crate::submit::{self, Submission};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{sync_channel, SyncSender};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use wgd3d9_core::arena::Region;
use wgd3d9_core::wire::{self, resource_kind, CreateResourceParams, DeviceDesc, FrameSignal, RegionDesc, Status};

/// Submissions that may wait for the encoder before `submit_frame` blocks.
/// The API side bounds its submissions by waiting for the GPU after them
/// (the frame-latency bound, partial submissions of large frames), outside
/// a multithreaded device's lock; this bound only catches what those waits
/// let through (several threads submitting at once), so that a submission
/// made under the lock rarely waits for the encoder.
const QUEUED_FRAMES: usize = 8;

pub struct RuntimeDevice {
    shared: Arc<Shared>,
    frames: Option<SyncSender<FrameMsg>>,
    threads: Vec<JoinHandle<()>>,
}

impl RuntimeDevice {
    pub fn create(desc: &DeviceDesc) -> Result<RuntimeDevice, Status> {
        let gpu: &Gpu = instance::gpu().ok_or(Status::NoAdapter)?;
        let signal = match wire::address(desc.signal) {
            Some(0) => return Err(Status::InvalidParams),
            Some(a) => a as *const FrameSignal,
            None => {
                log::error!(target: "wgd3d9::runtime", "CreateDevice: signal {:#x} does not fit this process", desc.signal);
                return Err(Status::InvalidParams);
            }
        };
        let GpuDevice { device, queue, lost } = gpu.device().ok_or(Status::DeviceFailed)?;
        let shared = Arc::new(Shared {
            device,
            queue,
            gpu_lost: lost,
            features: instance::wanted_features(&gpu.adapter),
            limits: gpu.adapter.limits(),
            adapter_info: gpu.adapter.get_info(),
            signal: SignalPtr(signal),
            retired: Mutex::new(0),
            retired_cv: Condvar::new(),
            created: Default::default(),
        });
        let (frame_tx, frame_rx) = sync_channel::<FrameMsg>(QUEUED_FRAMES);
        let (submit_tx, submit_rx) = sync_channel::<Submission>(2);
        let (retire_tx, retire_rx) = sync_channel::<submit::Retirement>(8);
        let mut threads = Vec::new();
        let spawn = |name: &str, f: Box<dyn FnOnce() + Send>| {
            std::thread::Builder::new()
                .name(name.into())
                .spawn(f)
                .map_err(|_| Status::DeviceFailed)
        };
        let config = wgd3d9_core::config::Config::load();
        let info = &shared.adapter_info;
        log::info!(
            target: "wgd3d9::runtime",
            "wgd3d9 {}: device {}x{}{}; adapter {} (driver {} {}, {:?}); options: {}",
            env!("CARGO_PKG_VERSION"),
            desc.width,
            desc.height,
            if desc.window == 0 { " (headless)" } else { "" },
            info.name,
            info.driver,
            info.driver_info,
            info.backend,
            config.describe()
        );
        {
            let sh = shared.clone();
            let desc = *desc;
            threads.push(spawn(
                "wgd3d9-encoder",
                Box::new(move || {
                    let mut enc = Encoder::new(sh.clone(), &desc, &config);
                    for msg in frame_rx {
                        let seq = msg.seq;
                        if sh.signal.get().lost.load(Ordering::Acquire) != 0 {
                            // A lost device encodes nothing more: the frame is
                            // read no further.
                            sh.signal.get().replayed.store(seq, Ordering::Release);
                            continue;
                        }
                        let res = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            sh.guarded(|_| Some(enc.encode_frame(&msg)))
                        }));
                        match res {
                            Ok(Err(e)) => {
                                // The frame's commands are invalid, and with them
                                // its uploads: the device's contents cannot be
                                // trusted any more (D3D9's lost device; the
                                // program's Reset makes them again).
                                sh.lose(&format!("a frame failed GPU validation: {e}"));
                                break;
                            }
                            // The frame lost the device (corrupt records, the
                            // debug option): it goes no further, and the thread
                            // stops, as after a failed one.
                            Ok(Ok(_)) if sh.signal.get().lost.load(Ordering::Acquire) != 0 => break,
                            Ok(Ok(sub)) => {
                                sh.signal.get().replayed.store(seq, Ordering::Release);
                                if submit_tx.send(sub).is_err() {
                                    break;
                                }
                            }
                            Err(_) => {
                                sh.lose("encoder panicked");
                                break;
                            }
                        }
                    }
                    // Only this thread reads frames: from now on it reads none
                    // (after a loss, the API side may then reuse or free them).
                    sh.signal.get().replayed.store(u64::MAX, Ordering::Release);
                }),
            )?);
        }
        {
            let sh = shared.clone();
            let hud = desc.hud;
            threads.push(spawn(
                "wgd3d9-submit",
                Box::new(move || submit::submit_loop(sh, submit_rx, retire_tx, hud)),
            )?);
        }
        {
            let sh = shared.clone();
            threads.push(spawn(
                "wgd3d9-retire",
                Box::new(move || submit::retire_loop(sh, retire_rx)),
            )?);
        }
        LIVE_DEVICES.fetch_add(1, Ordering::AcqRel);
        Ok(RuntimeDevice {
            shared,
            frames: Some(frame_tx),
            threads,
        })
    }

    /// Queues a recorded frame. Blocks while the encoder's queue is full.
    ///
    /// # Safety
    /// `regions` must describe live recorded bytes that stay untouched until the
    /// signal's `replayed` reaches `seq`.
    pub unsafe fn submit_frame(&self, seq: u64, regions: &[RegionDesc]) -> Status {
        if self.shared.gpu_lost.load(Ordering::Acquire) {
            self.shared.lose("the GPU device was lost");
        }
        if self.shared.signal.get().lost.load(Ordering::Acquire) != 0 {
            return Status::DeviceLost;
        }
        let regions: Option<Vec<Region>> = regions
            .iter()
            .map(|r| {
                let (ptr, len) = wire::span(r.ptr, r.len)?;
                Some(Region {
                    ptr: ptr as *const u8,
                    len,
                })
            })
            .collect();
        let Some(regions) = regions else {
            log::error!(target: "wgd3d9::runtime", "frame {seq}: a recorded region does not fit this process; frame refused");
            return Status::InvalidParams;
        };
        match &self.frames {
            Some(tx) if tx.send(FrameMsg { seq, regions }).is_ok() => Status::Ok,
            _ => Status::DeviceLost,
        }
    }

    /// Makes a buffer's or texture's GPU memory now (see
    /// `wire::Call::CreateResource`): [`Status::OutOfMemory`] when the GPU
    /// refuses it (logged), the device unharmed.
    pub fn create_resource(&self, p: &CreateResourceParams) -> Status {
        let (id, made) = match p.kind {
            resource_kind::BUFFER => (
                p.buffer.id,
                self.shared
                    .guarded(|d| Some(Created::Buffer(resources::new_buffer(d, &p.buffer)))),
            ),
            resource_kind::TEXTURE => (
                p.texture.id,
                self.shared
                    .guarded(|d| resources::new_texture(d, &p.texture).map(Created::Texture)),
            ),
            _ => return Status::InvalidParams,
        };
        match made {
            Ok(c) => {
                self.shared
                    .created
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(id, c);
                Status::Ok
            }
            Err(e) => {
                log::warn!(target: "wgd3d9::runtime", "the GPU refused resource {id}: {e:?}");
                Status::OutOfMemory
            }
        }
    }

    /// Blocks until every frame up to `seq` has retired (or the device is lost).
    pub fn wait_frame(&self, seq: u64) -> Status {
        let mut r = self.shared.retired.lock().unwrap_or_else(|e| e.into_inner());
        while *r < seq {
            r = self.shared.retired_cv.wait(r).unwrap_or_else(|e| e.into_inner());
        }
        if self.shared.signal.get().lost.load(Ordering::Acquire) != 0 {
            Status::DeviceLost
        } else {
            Status::Ok
        }
    }
}

impl Drop for RuntimeDevice {
    fn drop(&mut self) {
        // Closing the channel ends the encoder, which ends the submit thread, which
        // ends the retire thread once every submission has retired.
        self.frames = None;
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
        // The queue is shared by every device of the process: writes it has
        // not submitted yet (staging memory, and the buffers and textures
        // they name) would stay until another device submits. An empty
        // submission flushes them, and the wait then frees this device's
        // resources now.
        self.shared.queue.submit(std::iter::empty());
        let _ = self.shared.device.poll(wgpu::PollType::wait_indefinitely());
        crate::perf::address_space::log("at a device's release");
        if LIVE_DEVICES.fetch_sub(1, Ordering::AcqRel) == 1 {
            return_free_memory();
        }
    }
}

/// Runtime devices alive in the process.
static LIVE_DEVICES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// After the process's last device: its pipelines, caches and frames were
/// just freed (often hundreds of megabytes of driver memory); the C
/// allocator keeps freed memory for reuse, so it is handed back to the
/// system here, where the program (or a 32-bit one's other libraries) can
/// have it.
fn return_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free heap memory to the system.
    unsafe {
        libc::malloc_trim(0);
    }
}
