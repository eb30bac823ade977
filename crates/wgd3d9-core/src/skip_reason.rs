//! Why the runtime leaves a draw out: a draw whose inputs D3D9 leaves
//! undefined or the GPU cannot take is dropped (with one log line per
//! reason) rather than handed to the GPU, where it could read out of bounds
//! or fail validation. [`SkipReason`] names each case; [`SkipReasons`] is the
//! set of those already logged.

use std::sync::atomic::{AtomicU32, Ordering};

/// Why a draw was left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
#[repr(u8)]
pub enum SkipReason {
    #[error("no render target")]
    NoRenderTarget,
    #[error("no vertex declaration")]
    NoVertexDeclaration,
    #[error("a stream the declaration reads has no vertex buffer")]
    StreamWithoutBuffer,
    #[error("a vertex stride larger than the GPU takes")]
    StrideTooLarge,
    #[error("vertex stride or offset not a multiple of 4")]
    UnalignedStream,
    #[error("vertex buffer smaller than one vertex")]
    BufferSmallerThanVertex,
    #[error("indexed points drawn as quads need the indices on the CPU")]
    IndexedPointsWithoutCpuIndices,
    #[error("draw reads past the end of a vertex buffer")]
    PastVertexBuffer,
    #[error("user-pointer draw with too little data")]
    TooLittleUserData,
    #[error("indexed draw reads past the end of the index buffer")]
    PastIndexBuffer,
    #[error("a pipeline that could not be built")]
    PipelineFailed,
    #[error("a shader sampler outside the bindable slots")]
    SamplerOutOfSlots,
    #[error("instanced draw reads past the end of a stream of instance data")]
    PastInstanceData,
}

/// A set of [`SkipReason`]s, safe to share between threads.
#[derive(Debug, Default)]
pub struct SkipReasons(AtomicU32);

impl SkipReasons {
    pub const fn new() -> SkipReasons {
        SkipReasons(AtomicU32::new(0))
    }

    /// Adds `r`; true when it was not in the set yet.
    pub fn insert(&self, r: SkipReason) -> bool {
        let bit = 1u32 << (r as u8);
        self.0.fetch_or(bit, Ordering::Relaxed) & bit == 0
    }
}

#[cfg(test)]
mod tests;
