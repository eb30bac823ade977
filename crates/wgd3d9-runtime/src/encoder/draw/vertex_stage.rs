//! The draw path's vertex stage: the vertex layout, the vertex module and the
//! fixed-function vertex key a draw runs with, resolved from the bound
//! vertex shader or the fixed-function states, and kept for the other draw
//! shape too.
//!
//! A 2D toolkit draws its outlines as lines and its dots as points, batch
//! after batch, and points need a vertex module of their own (their size,
//! quads for large ones). Resolving the stage again at each change meant
//! building the vertex layout and key and looking both up, about a seventh
//! of such a draw's encoding. So the stage of the shape just left is kept,
//! and a draw of that shape takes it back while no state the stage depends
//! on has changed since ([`dirty::VERTEX_INPUT`] unset).

use super::{DrawShape, NoDraw};
use crate::encoder::shaders::Shader;
use crate::encoder::{dirty, Encoder};
use crate::pipelines::{TextureDims, VertexAttr, VertexLayoutKey};
use crate::recipes::ModuleRecipe;
use std::sync::Arc;
use wgd3d9_core::ff_key::{self, FfVertexKey};
use wgd3d9_core::skip_reason::SkipReason;
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_shader::ir::{OutputKind, Stage};
use wgd3d9_types::*;

/// A draw shape as the vertex stage sees it: a point list or not, and the
/// stride of user-pointer vertices.
type StageShape = (bool, Option<u32>);

/// A resolved vertex stage, kept for the shape it was resolved for.
#[derive(Clone, Copy, Debug)]
pub(in crate::encoder) struct KeptVertexStage {
    shape: StageShape,
    layout: u32,
    vs: u32,
    points: u8,
    software_vp: bool,
    ff_vkey: Option<FfVertexKey>,
    /// The sampler shapes the stage declares (its slots of these).
    dims: TextureDims,
}

impl Encoder {
    /// Makes the vertex stage the one a draw of `shape` runs with: resolved
    /// again after a state it depends on changed ([`dirty::VERTEX_INPUT`]);
    /// else, for a draw of another shape than the last (points after lines,
    /// user-pointer vertices of another stride), the stage kept from the last
    /// draw of that shape, or, if none is, resolved, with the stage of the
    /// shape left kept in turn.
    pub(super) fn vertex_stage_for(&mut self, vs: Option<&Arc<Shader>>, shape: &DrawShape) -> Result<(), NoDraw> {
        if self.st.dirty & dirty::VERTEX_INPUT != 0 {
            self.resolved.other_vertex_stage = None;
            return self.resolve_vertex_stage(vs, shape);
        }
        let wanted = (shape.points, shape.up_stride);
        if wanted == (self.resolved.last_draw_points, self.resolved.last_up_stride) {
            return Ok(());
        }
        let left = self.current_vertex_stage();
        match self.resolved.other_vertex_stage.take() {
            Some(kept) if kept.shape == wanted => self.restore_vertex_stage(kept),
            _ => {
                if let Err(e) = self.resolve_vertex_stage(vs, shape) {
                    // Half resolved: the next draw, of either shape,
                    // resolves its stage again.
                    self.st.dirty |= dirty::VERTEX_INPUT;
                    return Err(e);
                }
            }
        }
        self.resolved.other_vertex_stage = Some(left);
        Ok(())
    }

    /// The vertex stage the last draw ran with.
    fn current_vertex_stage(&self) -> KeptVertexStage {
        let r = &self.resolved;
        KeptVertexStage {
            shape: (r.last_draw_points, r.last_up_stride),
            layout: r.layout,
            vs: r.vs,
            points: r.points,
            software_vp: r.software_vp,
            ff_vkey: r.ff_vkey,
            dims: r.texture_dims,
        }
    }

    /// Makes `kept` the current vertex stage, with the dirty bits resolving
    /// it would have set.
    fn restore_vertex_stage(&mut self, kept: KeptVertexStage) {
        let r = &mut self.resolved;
        (r.last_draw_points, r.last_up_stride) = kept.shape;
        (r.layout, r.vs, r.points, r.software_vp) = (kept.layout, kept.vs, kept.points, kept.software_vp);
        if r.ff_vkey != kept.ff_vkey {
            r.ff_vkey = kept.ff_vkey;
            self.st.dirty |= dirty::VS_CONSTS;
        }
        self.set_texture_dims(Stage::Vertex, kept.dims);
        self.st.dirty |= dirty::PIPELINE;
    }

    /// The vertex layout, module and (fixed function) vertex key, from the
    /// bound vertex shader or the fixed-function states.
    fn resolve_vertex_stage(&mut self, vs: Option<&Arc<Shader>>, shape: &DrawShape) -> Result<(), NoDraw> {
        let (ps_inputs, ps_centroid) = (self.resolved.ps_inputs, self.resolved.ps_centroid);
        match vs {
            Some(s) => {
                Self::sampler_slots(&s.t.program).map_err(NoDraw::Skipped)?;
                self.resolved.software_vp = self.st.software_vp && s.software_program().is_some();
                let (layout, inputs) = self
                    .shader_vertex_input(s, shape.up_stride)
                    .ok_or(NoDraw::Skipped(SkipReason::NoVertexDeclaration))?;
                self.resolved.layout = layout;
                let sized = s.t.program.outputs.iter().any(|o| o.kind == OutputKind::PointSize);
                self.resolved.points = self.point_mode(shape.points, sized);
                let recipe = ModuleRecipe::ShaderVertex {
                    shader: s.hash,
                    inputs,
                    ps_inputs,
                    ps_centroid,
                    flat: self.flat_shading(),
                    points: self.resolved.points,
                    clip_planes: (self.st.rs[D3DRS_CLIPPLANEENABLE as usize] & 0x3F) as u8,
                    software: self.resolved.software_vp,
                };
                self.resolved.vs = self.pipes.module(recipe, Some(s.clone()));
                self.set_texture_dims(Stage::Vertex, TextureDims::of_program(&s.t.program));
            }
            None => {
                self.resolved.software_vp = false;
                let (layout, vkey) = self
                    .vertex_input(shape.up_stride)
                    .ok_or(NoDraw::Skipped(SkipReason::NoVertexDeclaration))?;
                self.resolved.layout = layout;
                let flat = self.flat_shading();
                self.resolved.points = self.point_mode(shape.points, vkey.inputs[ff_key::slot::PSIZE] != 0);
                let varyings = (ps_inputs, ps_centroid);
                self.resolved.vs = self.pipes.ff_vertex(&vkey, varyings, flat, self.resolved.points);
                if self.resolved.ff_vkey != Some(vkey) {
                    self.resolved.ff_vkey = Some(vkey);
                    self.st.dirty |= dirty::VS_CONSTS;
                }
                self.set_texture_dims(Stage::Vertex, TextureDims::default());
            }
        }
        self.resolved.last_draw_points = shape.points;
        self.resolved.last_up_stride = shape.up_stride;
        self.st.dirty &= !dirty::VERTEX_INPUT;
        self.st.dirty |= dirty::PIPELINE;
        Ok(())
    }

    /// Builds the vertex layout and the vertex key from the declaration.
    /// `up_stride` replaces stream 0's stride for user-pointer draws.
    fn vertex_input(&mut self, up_stride: Option<u32>) -> Option<(u32, FfVertexKey)> {
        let decl = self.res.decl(self.st.decl)?;
        let mut layout = VertexLayoutKey::default();
        let mut key = FfVertexKey::default();
        for e in decl {
            let Some(format) = AttribFormat::from_decl_type(e.Type as u32) else {
                continue;
            };
            let Some(slot) = key.add_input(e.Usage as u32, e.UsageIndex as u32, format) else {
                continue;
            };
            layout.attrs.push(VertexAttr {
                stream: e.Stream as u8,
                location: slot as u8,
                offset: e.Offset,
                format,
            });
        }
        if key.pretransformed != 0 {
            key.depth_clamped = self.sh.features.contains(wgpu::Features::DEPTH_CLIP_CONTROL) as u8;
        }
        self.stream_layout(&mut layout, up_stride);
        key.set_states(&self.st.rs, &self.st.tss, &self.st.lights.map(|(kind, _)| kind));
        let id = self.pipes.vertex_layout(layout);
        Some((id, key))
    }
}
