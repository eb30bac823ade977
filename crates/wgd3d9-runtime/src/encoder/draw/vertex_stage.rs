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
//!
//! A game also goes back and forth among a few materials, a vertex shader
//! or a fixed-function setup each, every few draws: resolving a stage took
//! about 2,000 instructions (building and hashing the layout and the
//! module recipe), a twentieth of a busy frame's encoding. So stages are
//! also kept by what they follow from ([`StageInputs`]), in a memo of the
//! recently used ones ([`StageMemo`]), which a new vertex declaration
//! empties (declarations are named by id, and an id is reused).

use super::{DrawShape, NoDraw};
use crate::encoder::shaders::Shader;
use crate::encoder::{dirty, Encoder};
use crate::pipelines::{TextureDims, VertexAttr, VertexLayoutKey};
use crate::recipes::ModuleRecipe;
use std::sync::Arc;
use wgd3d9_core::ff_key::{self, FfVertexKey};
use wgd3d9_core::recent::Recent;
use wgd3d9_core::skip_reason::SkipReason;
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_shader::ir::{OutputKind, Stage};
use wgd3d9_types::*;

/// A draw shape as the vertex stage sees it: a point list or not, and the
/// stride of user-pointer vertices.
type StageShape = (bool, Option<u32>);

/// Vertex stages kept by their inputs: enough for the materials a frame
/// alternates among.
pub(in crate::encoder) type StageMemo = Recent<StageInputs, KeptVertexStage, 16>;

/// What a resolved vertex stage follows from: equal inputs resolve to an
/// equal stage. A shader is named by its bytecode's hash; fixed function by
/// the vertex key its states make. Every stream's stride and how it steps
/// (per vertex, per instance or held) are here, whether the declaration
/// reads the stream or not; instance counts and divisors are not (draws
/// read them).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(in crate::encoder) struct StageInputs {
    shader: Option<u128>,
    ff_vkey: Option<FfVertexKey>,
    decl: u32,
    shape: StageShape,
    /// The [`point_mode`](wgd3d9_core::keys::point_mode) of the draw.
    points: u8,
    flat: bool,
    /// D3DRS_CLIPPLANEENABLE's planes for a shader (the fixed-function key
    /// holds them).
    clip_planes: u8,
    software_vp: bool,
    /// The varyings the pixel stage reads, and of those the centroid ones.
    varyings: (u64, u64),
    strides: [u32; 16],
    instance_masks: (u16, u16),
}

/// A resolved vertex stage, kept for the shape it was resolved for.
#[derive(Clone, Copy, Debug)]
pub(in crate::encoder) struct KeptVertexStage {
    shape: StageShape,
    layout: u32,
    vs: u32,
    points: u8,
    software_vp: bool,
    /// The fixed-function vertex key (None for a shader's stage).
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
    /// bound vertex shader or the fixed-function states: the stage kept for
    /// equal inputs ([`StageInputs`]) if there is one, else built.
    fn resolve_vertex_stage(&mut self, vs: Option<&Arc<Shader>>, shape: &DrawShape) -> Result<(), NoDraw> {
        let inputs = self.stage_inputs(vs, shape)?;
        match self.resolved.stage_memo.get(&inputs) {
            Some(kept) => self.restore_vertex_stage(kept),
            None => {
                self.build_vertex_stage(vs, shape, &inputs)?;
                let kept = self.current_vertex_stage();
                self.resolved.stage_memo.put(inputs, kept);
            }
        }
        self.st.dirty &= !dirty::VERTEX_INPUT;
        Ok(())
    }

    /// What the vertex stage of a draw of `shape` follows from. Fails
    /// (fixed function) when no vertex declaration is bound.
    fn stage_inputs(&self, vs: Option<&Arc<Shader>>, shape: &DrawShape) -> Result<StageInputs, NoDraw> {
        let (shader, ff_vkey, software_vp, sized, clip_planes) = match vs {
            Some(s) => (
                Some(s.hash),
                None,
                self.st.software_vp && s.software_program().is_some(),
                s.t.program.outputs.iter().any(|o| o.kind == OutputKind::PointSize),
                (self.st.rs[D3DRS_CLIPPLANEENABLE as usize] & 0x3F) as u8,
            ),
            None => {
                let vkey = self
                    .ff_vertex_key(None)
                    .ok_or(NoDraw::Skipped(SkipReason::NoVertexDeclaration))?;
                // The key holds the clip planes.
                (None, Some(vkey), false, vkey.inputs[ff_key::slot::PSIZE] != 0, 0)
            }
        };
        Ok(StageInputs {
            shader,
            ff_vkey,
            decl: self.st.decl,
            shape: (shape.points, shape.up_stride),
            points: self.point_mode(shape.points, sized),
            flat: self.flat_shading(),
            clip_planes,
            software_vp,
            varyings: (self.resolved.ps_inputs, self.resolved.ps_centroid),
            strides: self.st.streams.map(|s| s.stride),
            instance_masks: self.st.instance_masks,
        })
    }

    /// Builds the vertex stage of `inputs`.
    fn build_vertex_stage(
        &mut self,
        vs: Option<&Arc<Shader>>,
        shape: &DrawShape,
        inputs: &StageInputs,
    ) -> Result<(), NoDraw> {
        let (ps_inputs, ps_centroid) = inputs.varyings;
        self.resolved.software_vp = inputs.software_vp;
        self.resolved.points = inputs.points;
        let (layout, vkey) = match vs {
            Some(s) => {
                Self::sampler_slots(&s.t.program).map_err(NoDraw::Skipped)?;
                let (layout, attrs) = self
                    .shader_vertex_input(s, shape.up_stride)
                    .ok_or(NoDraw::Skipped(SkipReason::NoVertexDeclaration))?;
                let recipe = ModuleRecipe::ShaderVertex {
                    shader: s.hash,
                    inputs: attrs,
                    ps_inputs,
                    ps_centroid,
                    flat: inputs.flat,
                    points: inputs.points,
                    clip_planes: inputs.clip_planes,
                    software: inputs.software_vp,
                };
                self.resolved.vs = self.pipes.module(recipe, Some(s.clone()));
                self.set_texture_dims(Stage::Vertex, TextureDims::of_program(&s.t.program));
                (layout, None)
            }
            None => {
                let (layout, vkey) = self
                    .vertex_input(shape.up_stride)
                    .ok_or(NoDraw::Skipped(SkipReason::NoVertexDeclaration))?;
                self.resolved.vs = self.pipes.ff_vertex(&vkey, inputs.varyings, inputs.flat, inputs.points);
                self.set_texture_dims(Stage::Vertex, TextureDims::default());
                (layout, Some(vkey))
            }
        };
        self.resolved.layout = layout;
        if self.resolved.ff_vkey != vkey {
            self.resolved.ff_vkey = vkey;
            self.st.dirty |= dirty::VS_CONSTS;
        }
        (self.resolved.last_draw_points, self.resolved.last_up_stride) = inputs.shape;
        self.st.dirty |= dirty::PIPELINE;
        Ok(())
    }

    /// Builds the vertex layout and the vertex key from the declaration.
    /// `up_stride` replaces stream 0's stride for user-pointer draws.
    fn vertex_input(&mut self, up_stride: Option<u32>) -> Option<(u32, FfVertexKey)> {
        let mut layout = VertexLayoutKey::default();
        let key = self.ff_vertex_key(Some(&mut layout.attrs))?;
        self.stream_layout(&mut layout, up_stride);
        let id = self.pipes.vertex_layout(layout);
        Some((id, key))
    }

    /// The fixed-function vertex key of the bound declaration and states;
    /// with `attrs`, the layout's attributes too (None: no declaration).
    fn ff_vertex_key(&self, mut attrs: Option<&mut Vec<VertexAttr>>) -> Option<FfVertexKey> {
        let decl = self.res.decl(self.st.decl)?;
        let mut key = FfVertexKey::default();
        for e in decl {
            let Some(format) = AttribFormat::from_decl_type(e.Type as u32) else {
                continue;
            };
            let Some(slot) = key.add_input(e.Usage as u32, e.UsageIndex as u32, format) else {
                continue;
            };
            if let Some(attrs) = attrs.as_deref_mut() {
                attrs.push(VertexAttr {
                    stream: e.Stream as u8,
                    location: slot as u8,
                    offset: e.Offset,
                    format,
                });
            }
        }
        if key.pretransformed != 0 {
            key.depth_clamped = self.sh.features.contains(wgpu::Features::DEPTH_CLIP_CONTROL) as u8;
        }
        key.set_states(&self.st.rs, &self.st.tss, &self.st.lights.map(|(kind, _)| kind));
        Some(key)
    }
}
