//! The encoder's staging memory: a wgpu staging belt that CPU data passes
//! through on its way into GPU buffers and textures.
//!
//! The belt keeps every chunk it made for reuse, which suits the small,
//! steady uploads of every frame (constants, dynamic vertex data) but not a
//! level load: one frame's textures would stay in staging chunks for the
//! life of the device. That memory sits in the game's address space (mapped
//! staging buffers; with lavapipe, all GPU memory), which a 32-bit game
//! cannot spare. So after a frame whose resource uploads staged more than
//! [`TRIM_AFTER_BYTES`], the belt is replaced by a fresh one: its chunks are
//! freed once the GPU has copied from them, instead of being kept.

use wgpu::util::StagingBelt;

/// Bytes of resource uploads in one frame after which the staging chunks are
/// let go (a level load, not a frame's streaming).
pub const TRIM_AFTER_BYTES: u64 = 32 << 20;

/// The size of the belt's ordinary chunks.
const CHUNK_BYTES: u64 = 1 << 20;

pub struct Staging {
    pub belt: StagingBelt,
    device: wgpu::Device,
    resource_bytes: u64,
}

impl Staging {
    pub fn new(device: &wgpu::Device) -> Self {
        Staging {
            belt: StagingBelt::new(device.clone(), CHUNK_BYTES),
            device: device.clone(),
            resource_bytes: 0,
        }
    }

    /// Notes `bytes` of a buffer's or texture's upload staged in this frame.
    pub fn note_resource_upload(&mut self, bytes: u64) {
        self.resource_bytes += bytes;
    }

    /// Closes the frame's staging: the chunks return for reuse once
    /// `upload`'s command buffer has been submitted and executed, or, after
    /// a frame that staged more than [`TRIM_AFTER_BYTES`] of resource
    /// uploads, are freed then (a fresh belt takes over; the GPU keeps the
    /// old chunks alive until it has copied from them).
    pub fn finish_frame(&mut self, upload: &wgpu::CommandEncoder) {
        self.belt.finish_and_recall_on_submit(upload);
        if std::mem::take(&mut self.resource_bytes) > TRIM_AFTER_BYTES {
            self.belt = StagingBelt::new(self.device.clone(), CHUNK_BYTES);
        }
    }
}
