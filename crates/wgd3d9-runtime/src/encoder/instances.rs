//! Instanced draws in the encoder (SetStreamSourceFreq; the rules are in
//! `wgd3d9_core::instancing`): the per-instance streams of a vertex layout,
//! a draw's instance count, and the draw calls of a draw whose instance data
//! advances every few instances.

use super::draw::DrawSource;
use super::sink::DrawCall;
use super::{dirty, Encoder};
use crate::pipelines::VertexLayoutKey;
use std::ops::Range;
use wgd3d9_core::instancing;

/// A stream of instance data that advances every `divisor` instances: the
/// pipeline reads it with a zero stride, so each run of instances binds
/// its element.
pub(super) struct HeldStream {
    pub slot: u32,
    pub buffer: wgpu::Buffer,
    /// The stream's offset and bytes from there, as bound for element 0.
    pub offset: u64,
    pub size: u64,
    pub stride: u64,
    pub divisor: u32,
}

impl Encoder {
    /// Stream `s`'s SetStreamSourceFreq setting: a change of which streams
    /// step per instance changes the vertex layout.
    pub(super) fn set_stream_freq(&mut self, s: usize, setting: u32) {
        let Some(slot) = self.st.stream_freq.get_mut(s) else {
            return;
        };
        // How the layout steps the stream: per vertex (None), per instance
        // (Some(false)) or held for runs of instances (Some(true)); the
        // divisor itself is read at each draw.
        let step = |v: u32| instancing::divisor(v).map(|d| d > 1);
        if step(std::mem::replace(slot, setting)) != step(setting) {
            self.st.dirty |= dirty::VERTEX_INPUT;
            let freq = &self.st.stream_freq;
            self.st.instance_masks = (instancing::instance_streams(freq), instancing::held_streams(freq));
        }
    }

    /// Fills in the per-stream part of `layout` for its attributes: each
    /// stream's stride (`up_stride` replaces stream 0's for user-pointer
    /// draws) and which streams step per instance.
    pub(super) fn stream_layout(&self, layout: &mut VertexLayoutKey, up_stride: Option<u32>) {
        let mut read = 0u16;
        for a in &layout.attrs {
            let s = a.stream as usize;
            read |= 1 << s;
            layout.strides[s] = match (s, up_stride) {
                (0, Some(stride)) => stride,
                _ => self.st.streams[s].stride,
            };
        }
        let (instanced, held) = self.st.instance_masks;
        layout.instanced = instanced & read;
        layout.held = held & read;
    }

    /// How many instances a draw from `src` makes: indexed draws from the
    /// bound streams follow the stream frequencies; every other draw makes
    /// one.
    pub(super) fn instance_count(&self, src: &DrawSource) -> u32 {
        match src {
            // Fans and strips of DrawIndexedPrimitive come converted, with
            // the vertices of the bound streams (no data of their own).
            DrawSource::Indexed { .. } | DrawSource::UserIndexed { data: [], .. } => {
                instancing::instance_count(self.st.stream_freq[0], self.st.instance_masks.0)
            }
            _ => 1,
        }
    }

    /// The element divisor of stream `s` when it holds instance data.
    pub(super) fn stream_divisor(&self, s: usize) -> Option<u32> {
        instancing::divisor(self.st.stream_freq[s])
    }
}

/// The draw calls of `indices` (from `base`) over `instances` when the
/// streams `held` advance every few instances: per run of instances, each
/// held stream bound at the run's element, then the run.
pub(super) fn held_instance_calls(
    indices: Range<u32>,
    base: i32,
    instances: u32,
    held: &[HeldStream],
) -> Vec<DrawCall> {
    let divisors: Vec<u32> = held.iter().map(|h| h.divisor).collect();
    let mut calls = Vec::new();
    for run in instancing::instance_runs(instances, &divisors) {
        for h in held {
            let at = u64::from(instancing::element(run.start, h.divisor)) * h.stride;
            calls.push(DrawCall::VertexBuffer {
                slot: h.slot,
                buffer: h.buffer.clone(),
                range: h.offset + at..h.offset + h.size,
            });
        }
        calls.push(DrawCall::Indexed {
            indices: indices.clone(),
            base,
            instances: run,
        });
    }
    calls
}
