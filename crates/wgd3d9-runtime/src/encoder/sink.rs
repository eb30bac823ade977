//! Where a render pass's commands go: straight into a wgpu render pass, or,
//! once a draw of the submission waits for a pipeline build, into a list
//! replayed after the builds it names have landed.
//!
//! wgpu cannot change a command once recorded, so a draw whose pipeline is
//! still building cannot be encoded into a wgpu pass with a placeholder to
//! patch later. Instead the submission switches to *deferred* passes at that
//! draw: the open wgpu pass ends, and it and every later pass of the
//! submission are recorded as [`PassCmd`] lists. Work outside passes (copies,
//! StretchRect, read-backs) still goes into wgpu command encoders, cut into
//! [`Part`]s so that the submission's order is kept. At the end the
//! submission decides each pending draw (drawn if its build has landed, left
//! out when the skip rule allows, otherwise waited for), waits for the builds
//! it needs in parallel, and encodes the lists. A submission with no pending
//! draw never leaves the direct path.

use crate::pipelines::PipelineJob;
use std::ops::Range;

/// One draw call.
#[derive(Clone, Debug)]
pub enum DrawCall {
    Draw {
        vertices: Range<u32>,
        instances: Range<u32>,
    },
    Indexed {
        indices: Range<u32>,
        base: i32,
        instances: Range<u32>,
    },
    /// Binds a vertex buffer between the draws of one D3D9 draw (instance
    /// data that advances every few instances, `encoder::instances`).
    VertexBuffer {
        slot: u32,
        buffer: wgpu::Buffer,
        range: Range<u64>,
    },
}

impl DrawCall {
    /// Extends this draw by `next` where one draw of both draws what the
    /// two do, given the same pipeline of a list topology and the same
    /// bindings: both the same single instance (the first instance may
    /// carry the constants' indices, see `ir::packed_indices`), `next`'s
    /// vertices (or, for indexed draws of the same base vertex, its
    /// indices) starting where these end. Returns whether it did.
    pub fn extend(&mut self, next: &DrawCall) -> bool {
        let joined = |a: &mut Range<u32>, b: &Range<u32>| {
            let join = a.end == b.start;
            if join {
                a.end = b.end;
            }
            join
        };
        match (self, next) {
            (
                DrawCall::Draw { vertices, instances },
                DrawCall::Draw {
                    vertices: next,
                    instances: next_instances,
                },
            ) if one_instance(instances, next_instances) => joined(vertices, next),
            (
                DrawCall::Indexed {
                    indices,
                    base,
                    instances,
                },
                DrawCall::Indexed {
                    indices: next,
                    base: next_base,
                    instances: next_instances,
                },
            ) if one_instance(instances, next_instances) && base == next_base => joined(indices, next),
            _ => false,
        }
    }
}

/// Whether two draws draw the same single instance.
fn one_instance(a: &Range<u32>, b: &Range<u32>) -> bool {
    a == b && a.len() == 1
}

/// A render pass command, recorded for a deferred pass.
pub enum PassCmd {
    SetPipeline(wgpu::RenderPipeline),
    SetBindGroup(u32, wgpu::BindGroup, Vec<u32>),
    /// The immediates: the constant blocks' packed indices, or
    /// `ir::INDICES_IN_INSTANCE`.
    Immediates(u32),
    SetVertexBuffer(u32, wgpu::Buffer, Range<u64>),
    SetIndexBuffer(wgpu::Buffer, Range<u64>, wgpu::IndexFormat),
    Viewport([f32; 6]),
    Scissor([u32; 4]),
    StencilReference(u32),
    BlendConstant(wgpu::Color),
    Draw(DrawCall),
    /// Starts counting samples into this query of the pass's query set.
    BeginOcclusion(u32),
    EndOcclusion,
    /// Draws whose pipeline was building when encoded: `skip` is the draw's
    /// entry in the submission's skip ledger when the skip rule allowed
    /// leaving it out.
    Pending {
        job: PipelineJob,
        skip: Option<usize>,
        /// Set after the pipeline, which may clear them.
        immediates: u32,
        calls: Vec<DrawCall>,
    },
}

/// The attachments and load operations of a deferred pass.
pub struct PassTargets {
    pub colors: Vec<Option<(wgpu::TextureView, wgpu::LoadOp<wgpu::Color>)>>,
    pub depth: Option<DepthTarget>,
    /// The occlusion query set of a pass that counts samples for D3D9
    /// queries (see `encoder::occlusion`).
    pub occlusion: Option<wgpu::QuerySet>,
}

pub struct DepthTarget {
    pub view: wgpu::TextureView,
    /// `None` for a format without depth (stencil only).
    pub depth: Option<wgpu::LoadOp<f32>>,
    /// `None` for a format without stencil.
    pub stencil: Option<wgpu::LoadOp<u32>>,
}

impl PassTargets {
    /// The same attachments, loading what is there (a pass cut in two).
    pub fn continued(&self) -> PassTargets {
        PassTargets {
            colors: self
                .colors
                .iter()
                .map(|c| c.as_ref().map(|(v, _)| (v.clone(), wgpu::LoadOp::Load)))
                .collect(),
            depth: self.depth.as_ref().map(|d| DepthTarget {
                view: d.view.clone(),
                depth: d.depth.map(|_| wgpu::LoadOp::Load),
                stencil: d.stencil.map(|_| wgpu::LoadOp::Load),
            }),
            occlusion: self.occlusion.clone(),
        }
    }

    /// Begins the pass on `enc`.
    pub fn begin(&self, enc: &mut wgpu::CommandEncoder) -> wgpu::RenderPass<'static> {
        let store = wgpu::StoreOp::Store;
        let colors: Vec<Option<wgpu::RenderPassColorAttachment>> = self
            .colors
            .iter()
            .map(|c| {
                c.as_ref().map(|(view, load)| wgpu::RenderPassColorAttachment {
                    view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations { load: *load, store },
                })
            })
            .collect();
        let depth_stencil_attachment = self.depth.as_ref().map(|d| wgpu::RenderPassDepthStencilAttachment {
            view: &d.view,
            depth_ops: d.depth.map(|load| wgpu::Operations { load, store }),
            stencil_ops: d.stencil.map(|load| wgpu::Operations { load, store }),
        });
        enc.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: None,
            color_attachments: &colors,
            depth_stencil_attachment,
            timestamp_writes: None,
            occlusion_query_set: self.occlusion.as_ref(),
            multiview_mask: None,
        })
        .forget_lifetime()
    }
}

/// A recorded pass.
pub struct DeferredPass {
    pub targets: PassTargets,
    pub cmds: Vec<PassCmd>,
}

/// A piece of a deferred submission, in submission order.
pub enum Part {
    Commands(wgpu::CommandBuffer),
    Pass(DeferredPass),
}

/// The open pass. (One lives in the encoder; the live pass, used by almost
/// every pass, stays inline rather than behind a box.)
#[allow(clippy::large_enum_variant)]
pub enum PassSink {
    Live(LivePass),
    Deferred(DeferredPass),
}

/// A wgpu pass, and the draw of a list topology it holds back so that the
/// next one can extend it ([`PassSink::draw_list`]). Any other command,
/// and the end of the pass (dropping it), records the held draw first.
pub struct LivePass {
    pass: wgpu::RenderPass<'static>,
    held: Option<DrawCall>,
}

impl LivePass {
    pub fn new(pass: wgpu::RenderPass<'static>) -> LivePass {
        LivePass { pass, held: None }
    }

    /// The wgpu pass, with the held draw recorded: what comes next goes
    /// after it.
    fn pass(&mut self) -> &mut wgpu::RenderPass<'static> {
        if let Some(call) = self.held.take() {
            draw_on(&mut self.pass, &call);
        }
        &mut self.pass
    }
}

impl Drop for LivePass {
    fn drop(&mut self) {
        self.pass();
    }
}

impl PassSink {
    pub fn set_pipeline(&mut self, p: &wgpu::RenderPipeline) {
        match self {
            PassSink::Live(live) => live.pass().set_pipeline(p),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::SetPipeline(p.clone())),
        }
    }

    pub fn set_bind_group(&mut self, index: u32, group: &wgpu::BindGroup, offsets: &[u32]) {
        match self {
            PassSink::Live(live) => live.pass().set_bind_group(index, group, offsets),
            PassSink::Deferred(d) => d
                .cmds
                .push(PassCmd::SetBindGroup(index, group.clone(), offsets.to_vec())),
        }
    }

    pub fn set_immediates(&mut self, data: u32) {
        match self {
            PassSink::Live(live) => live.pass().set_immediates(0, &data.to_le_bytes()),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::Immediates(data)),
        }
    }

    pub fn set_vertex_buffer(&mut self, slot: u32, buffer: &wgpu::Buffer, range: Range<u64>) {
        match self {
            PassSink::Live(live) => live.pass().set_vertex_buffer(slot, buffer.slice(range)),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::SetVertexBuffer(slot, buffer.clone(), range)),
        }
    }

    pub fn set_index_buffer(&mut self, buffer: &wgpu::Buffer, range: Range<u64>, format: wgpu::IndexFormat) {
        match self {
            PassSink::Live(live) => live.pass().set_index_buffer(buffer.slice(range), format),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::SetIndexBuffer(buffer.clone(), range, format)),
        }
    }

    pub fn set_viewport(&mut self, v: [f32; 6]) {
        match self {
            PassSink::Live(live) => live.pass().set_viewport(v[0], v[1], v[2], v[3], v[4], v[5]),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::Viewport(v)),
        }
    }

    pub fn set_scissor_rect(&mut self, x: u32, y: u32, w: u32, h: u32) {
        match self {
            PassSink::Live(live) => live.pass().set_scissor_rect(x, y, w, h),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::Scissor([x, y, w, h])),
        }
    }

    pub fn set_stencil_reference(&mut self, r: u32) {
        match self {
            PassSink::Live(live) => live.pass().set_stencil_reference(r),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::StencilReference(r)),
        }
    }

    pub fn set_blend_constant(&mut self, c: wgpu::Color) {
        match self {
            PassSink::Live(live) => live.pass().set_blend_constant(c),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::BlendConstant(c)),
        }
    }

    pub fn draw(&mut self, call: DrawCall) {
        match self {
            PassSink::Live(live) => draw_on(live.pass(), &call),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::Draw(call)),
        }
    }

    /// Draws `call` with a pipeline of a list topology (points, lines or
    /// triangles). A live pass extends its previous draw instead where
    /// [`DrawCall::extend`] allows: nothing was recorded between them, so
    /// the pipeline, bindings and dynamic state are the same, and the one
    /// draw rasterises the same primitives in the same order. Returns
    /// whether the draw was merged.
    pub fn draw_list(&mut self, call: DrawCall) -> bool {
        match self {
            PassSink::Live(live) => {
                if live.held.as_mut().is_some_and(|held| held.extend(&call)) {
                    return true;
                }
                live.pass();
                live.held = Some(call);
                false
            }
            PassSink::Deferred(d) => {
                d.cmds.push(PassCmd::Draw(call));
                false
            }
        }
    }

    pub fn begin_occlusion_query(&mut self, index: u32) {
        match self {
            PassSink::Live(live) => live.pass().begin_occlusion_query(index),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::BeginOcclusion(index)),
        }
    }

    pub fn end_occlusion_query(&mut self) {
        match self {
            PassSink::Live(live) => live.pass().end_occlusion_query(),
            PassSink::Deferred(d) => d.cmds.push(PassCmd::EndOcclusion),
        }
    }
}

fn draw_on(pass: &mut wgpu::RenderPass<'_>, call: &DrawCall) {
    match call {
        DrawCall::Draw { vertices, instances } => pass.draw(vertices.clone(), instances.clone()),
        DrawCall::Indexed {
            indices,
            base,
            instances,
        } => pass.draw_indexed(indices.clone(), *base, instances.clone()),
        DrawCall::VertexBuffer { slot, buffer, range } => pass.set_vertex_buffer(*slot, buffer.slice(range.clone())),
    }
}

/// What the submission decided for a pending draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Draw,
    Skip,
}

/// Encodes a recorded pass into `enc`; `decide` says what to do with each
/// pending draw (whose build has landed when it says [`Decision::Draw`]).
pub fn encode_pass(enc: &mut wgpu::CommandEncoder, p: &DeferredPass, mut decide: impl FnMut(&PassCmd) -> Decision) {
    let mut pass = p.targets.begin(enc);
    for cmd in &p.cmds {
        match cmd {
            PassCmd::SetPipeline(pl) => pass.set_pipeline(pl),
            PassCmd::SetBindGroup(i, g, o) => pass.set_bind_group(*i, g, &o[..]),
            PassCmd::Immediates(data) => pass.set_immediates(0, &data.to_le_bytes()),
            PassCmd::SetVertexBuffer(s, b, r) => pass.set_vertex_buffer(*s, b.slice(r.clone())),
            PassCmd::SetIndexBuffer(b, r, f) => pass.set_index_buffer(b.slice(r.clone()), *f),
            PassCmd::Viewport(v) => pass.set_viewport(v[0], v[1], v[2], v[3], v[4], v[5]),
            PassCmd::Scissor([x, y, w, h]) => pass.set_scissor_rect(*x, *y, *w, *h),
            PassCmd::StencilReference(r) => pass.set_stencil_reference(*r),
            PassCmd::BlendConstant(c) => pass.set_blend_constant(*c),
            PassCmd::Draw(call) => draw_on(&mut pass, call),
            PassCmd::BeginOcclusion(i) => pass.begin_occlusion_query(*i),
            PassCmd::EndOcclusion => pass.end_occlusion_query(),
            PassCmd::Pending {
                job, immediates, calls, ..
            } => {
                if decide(cmd) == Decision::Draw {
                    if let Some(Some(built)) = job.get() {
                        pass.set_pipeline(&built.pipeline);
                        pass.set_immediates(0, &immediates.to_le_bytes());
                        for c in calls {
                            draw_on(&mut pass, c);
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
