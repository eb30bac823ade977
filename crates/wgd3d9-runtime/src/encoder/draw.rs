//! The draw path: from the mirrored D3D9 state to a pipeline, bound resources and
//! a GPU draw.

use super::binds::GroupKey;
use super::ff_constants::color4;
use super::instances::{held_instance_calls, HeldStream};
use super::pass::PassBinds;
use super::resources::Resources;
use super::shaders::Shader;
use super::sink::{DrawCall, PassCmd, PassSink};
use super::{dirty, Encoder};
use crate::pipelines::{device_slot, FixedState, KeyWords, Lookup, PipelineKey, TextureDims, BOUND_SAMPLERS};
use crate::recipes::ModuleRecipe;
use std::sync::Arc;
use wgd3d9_core::draw_plan::{self, StreamExtent};
use wgd3d9_core::ff_key::{self, texture_kind, FfPixelKey, FfVertexKey};
use wgd3d9_core::keys::{point_mode, BlendKey, DepthStencilKey, RasterKey};
use wgd3d9_core::primitive;
use wgd3d9_core::record::{texture_shape, Rect};
use wgd3d9_core::skip_reason::{SkipReason, SkipReasons};
use wgd3d9_core::state_set::ones;
use wgd3d9_core::state_tables::MAX_TEXTURE_STAGES;
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_shader::ir::{self, OutputKind, Stage};
use wgd3d9_types::*;

mod vertex_stage;

pub type PipelineId = KeyWords;

/// Where a draw's vertices and indices come from.
pub enum DrawSource<'a> {
    /// Non-indexed, from the bound streams.
    Streams { start: u32 },
    /// Indexed, from the bound index buffer.
    Indexed { base_vertex: i32, start_index: u32 },
    /// Non-indexed user-pointer data (stream 0).
    UserVertices { data: &'a [u8], stride: u32 },
    /// Indexed with frame-provided indices; vertices are user-pointer data when
    /// `data` is non-empty, else the bound streams.
    UserIndexed {
        data: &'a [u8],
        stride: u32,
        indices: &'a [u8],
        index_size: u32,
        base_vertex: i32,
    },
}

/// A sampler reads a texture of another shape than the shader declares
/// (D3D9 leaves the result undefined; the sampler reads as an unbound one).
fn log_texture_shape_mismatch() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        log::warn!(
            target: "wgd3d9::runtime",
            "a texture is bound to a sampler the shader declares with another type (2D, cube or volume); it reads as an unbound sampler"
        )
    });
}

/// Logs a left-out draw, once per reason.
pub(super) fn log_skip(why: SkipReason) {
    static SEEN: SkipReasons = SkipReasons::new();
    if SEEN.insert(why) {
        log::warn!(target: "wgd3d9::draw", "draw skipped: {why}");
    }
}

/// What the draw path derived from the mirrored state for the last draw,
/// kept while its inputs are unchanged (the [`dirty`] bits say what is
/// stale).
#[derive(Default)]
pub(super) struct Resolved {
    /// The vertex layout, vertex and pixel module ids.
    pub layout: u32,
    pub vs: u32,
    pub ps: u32,
    /// Varying locations the current pixel stage reads.
    pub ps_inputs: u64,
    /// Of those, the ones it reads at the centroid.
    pub ps_centroid: u64,
    /// The render targets the current pixel stage writes (bit i: oCi; the
    /// fixed-function stages write target 0). The others keep their
    /// contents: their pipeline write mask is zero.
    pub ps_targets: u8,
    /// The vertex stage runs its shader's software vertex processing
    /// program (`Shader::software`): 8,192 constants, in a storage buffer.
    pub software_vp: bool,
    /// The fixed-function vertex key of the current draws (None with a
    /// vertex shader).
    pub ff_vkey: Option<FfVertexKey>,
    /// The [`point_mode`] the current vertex module was built for.
    pub points: u8,
    /// The draw shape the vertex stage is for: the last draw was a point
    /// list, the stride of its user-pointer vertices.
    pub last_draw_points: bool,
    pub last_up_stride: Option<u32>,
    /// The vertex stage of the shape drawn before the last one, while
    /// still valid (see [`vertex_stage`]).
    pub other_vertex_stage: Option<vertex_stage::KeptVertexStage>,
    /// The recently resolved vertex stages, by their inputs.
    pub stage_memo: vertex_stage::StageMemo,
    /// Where the current constant blocks are (None: push them again).
    pub constants: Option<super::dynamic::Placed>,
    /// The vertex and pixel constant blocks of the last draw, and what
    /// each holds of the application's registers (None: a fixed-function
    /// block; the fixed-function vertex block is `ff_constants`, and
    /// `vs_block` then holds nothing of use).
    pub vs_block: Vec<u8>,
    pub ps_block: Vec<u8>,
    pub mirrors: [Option<super::constants::Mirror>; 2],
    /// Scratch space of the constant blocks, kept from draw to draw: the
    /// runtime's registers of a shader block, the fixed-function vertex
    /// registers.
    pub extra_constants: Vec<(u32, [f32; 4])>,
    /// The fixed-function vertex block of the last fixed-function draw,
    /// pushed from here.
    pub ff_constants: Vec<[f32; 4]>,
    /// The vertex buffers of the draw being issued, kept boxed from draw to
    /// draw (taken out while a draw uses them, empty between draws): the
    /// array is several hundred bytes, too many to move by value per draw.
    pub vbufs: Option<Box<VertexBuffers>>,
    /// The textures' bind group: its unique id and its slot in `Binds`
    /// (`None` once the groups are forgotten).
    pub textures: Option<(u64, usize)>,
    pub samplers: [u32; BOUND_SAMPLERS as usize],
    /// How the current stages see each sampler.
    pub texture_dims: TextureDims,
    /// The last draw's pipeline key and its words ([`PipelineKey::words`]).
    pub key: Option<(PipelineKey, KeyWords)>,
}

/// Why a draw produced no GPU work.
enum NoDraw {
    /// D3D9 draws nothing here (no vertices, an empty viewport or scissor,
    /// no index buffer): nothing to report.
    Empty,
    /// Left out: the bound data cannot back it, or the GPU cannot run it.
    Skipped(SkipReason),
}

/// The vertex buffers bound for a draw, per stream: buffer, offset, size.
type VertexBuffers = [Option<(StreamBuffer, u64, u64)>; 16];

/// The GPU buffer of a draw's vertex stream or index data. A buffer is
/// named, and looked up when the draw binds it: its handle is cloned only
/// when the pass binds it anew, not for every draw (a clone is an atomic
/// reference count that other threads touch too).
#[derive(Clone, Copy)]
pub(super) enum StreamBuffer {
    /// The current GPU buffer of buffer resource `id`.
    Res(u32),
    /// A chunk of the frame's dynamic data (user-pointer vertices or indices).
    Dynamic(u32),
}

impl StreamBuffer {
    /// The buffer itself (None for a resource no longer there).
    fn get<'a>(&self, res: &'a Resources, dynamic: &'a super::dynamic::DynamicData) -> Option<&'a wgpu::Buffer> {
        match self {
            StreamBuffer::Res(id) => res.buffer(*id).map(|b| &b.buffer),
            StreamBuffer::Dynamic(chunk) => Some(dynamic.buffer(*chunk)),
        }
    }
}

/// What the primitive type and the source decide about a draw.
struct DrawShape {
    /// A triangle fan, drawn as an indexed list.
    fan: bool,
    /// The primitive type the GPU draws.
    topology: u32,
    /// A point list.
    points: bool,
    /// Stream 0's stride for user-pointer vertices.
    up_stride: Option<u32>,
    /// Bytes per index (0: not indexed; fans use 4-byte indices).
    index_size: u32,
}

impl DrawShape {
    fn of(prim: u32, src: &DrawSource, bound_index_size: u32) -> DrawShape {
        let fan = prim == D3DPT_TRIANGLEFAN;
        let up_stride = match src {
            DrawSource::UserVertices { stride, .. } => Some(*stride),
            DrawSource::UserIndexed { data, stride, .. } if !data.is_empty() => Some(*stride),
            _ => None,
        };
        let index_size = match src {
            DrawSource::Indexed { .. } => bound_index_size,
            DrawSource::UserIndexed { index_size, .. } => *index_size,
            _ if fan => 4,
            _ => 0,
        };
        DrawShape {
            fan,
            topology: if fan { D3DPT_TRIANGLELIST } else { prim },
            points: prim == D3DPT_POINTLIST,
            up_stride,
            index_size,
        }
    }

    /// Points drawn as quads (the vertex stage's [`point_mode`] is not
    /// one-pixel points).
    fn quads(&self, points: u8) -> bool {
        self.points && points != point_mode::PIXEL
    }
}

/// The counts of a D3D9 draw: vertices or indices, primitives, the vertices
/// the streams of indexed data hold, instances.
#[derive(Clone, Copy)]
struct DrawCounts {
    count: u32,
    primitive_count: u32,
    max_vertices: u32,
    instances: u32,
    /// Where a user-pointer draw's vertices start in the buffer bound to
    /// stream 0, in vertices (see [`Encoder::vertex_streams`]).
    up_first: u32,
}

/// The index buffer of an indexed GPU draw, bound whole, named as a
/// stream's is ([`StreamBuffer`]).
#[derive(Clone, Copy)]
enum IndexSource {
    /// A buffer resource's, or user-pointer indices in the dynamic data.
    Buffer(StreamBuffer),
    /// The fan index list ([`Encoder::make_fan_indices`]).
    Fan,
}

/// An indexed GPU draw.
struct IndexedCall {
    buffer: IndexSource,
    format: wgpu::IndexFormat,
    first: u32,
    count: u32,
    base: i32,
    instances: u32,
    /// The instance streams bound a run of instances at a time (empty for
    /// nearly every draw).
    held: Vec<HeldStream>,
}

/// The GPU draw a D3D9 draw becomes.
enum Call {
    Draw {
        first: u32,
        count: u32,
    },
    /// Points drawn as quads: one instance per point, over runs of
    /// consecutive vertices.
    Quads(Vec<std::ops::Range<u32>>),
    Indexed(IndexedCall),
}

/// Whether the pipeline of `key` draws a list of separate primitives
/// (points, lines or triangles; not points drawn as quads), so that two
/// draws of consecutive vertices (or indices) draw what one draw of them
/// all does.
fn list_topology(key: &PipelineKey) -> bool {
    let r = &key.fixed.raster;
    r.point_quads == 0
        && matches!(
            u32::from(r.topology),
            D3DPT_POINTLIST | D3DPT_LINELIST | D3DPT_TRIANGLELIST
        )
}

fn index_format(index_size: u32) -> wgpu::IndexFormat {
    if index_size == 4 {
        wgpu::IndexFormat::Uint32
    } else {
        wgpu::IndexFormat::Uint16
    }
}

/// Sets the pass's viewport, scissor, stencil reference (`None`: stencil
/// off) and blend constant where they changed.
fn set_dynamic_state(
    pass: &mut PassSink,
    pb: &mut PassBinds,
    vp: [u32; 6],
    scissor: Rect,
    stencil_ref: Option<u32>,
    blend_constant: u32,
) {
    if pb.viewport != Some(vp) {
        let depth = (f32::from_bits(vp[4]), f32::from_bits(vp[5]));
        pass.set_viewport([vp[0] as f32, vp[1] as f32, vp[2] as f32, vp[3] as f32, depth.0, depth.1]);
        pb.viewport = Some(vp);
    }
    if pb.scissor != Some(scissor) {
        let (w, h) = (
            (scissor.right - scissor.left) as u32,
            (scissor.bottom - scissor.top) as u32,
        );
        pass.set_scissor_rect(scissor.left as u32, scissor.top as u32, w, h);
        pb.scissor = Some(scissor);
    }
    if let Some(r) = stencil_ref.filter(|&r| pb.stencil_ref != Some(r)) {
        pass.set_stencil_reference(r);
        pb.stencil_ref = Some(r);
    }
    if pb.blend_constant != Some(blend_constant) {
        let c = color4(blend_constant);
        pass.set_blend_constant(wgpu::Color {
            r: c[0] as f64,
            g: c[1] as f64,
            b: c[2] as f64,
            a: c[3] as f64,
        });
        pb.blend_constant = Some(blend_constant);
    }
}

/// Records draw call `c` into `pass`, held back to join the next one where
/// the pipeline draws a list (`list`); returns 1 when it extended the held
/// draw instead, else 0.
fn emit_draw(pass: &mut PassSink, c: DrawCall, list: bool) -> u64 {
    if list && !matches!(c, DrawCall::VertexBuffer { .. }) {
        u64::from(pass.draw_list(c))
    } else {
        pass.draw(c);
        0
    }
}

/// What the immediates hold, as far as the encoder knows, once a pipeline
/// of another layout object is set, given what they held before: wgpu then
/// zeroes them, so [`ir::INDICES_IN_INSTANCE`] (zero) is kept; any other
/// value is unknown afterwards (zeroed, or kept by a wgpu that stops
/// clearing them) and is set again by the next draw that needs it.
fn kept_immediates(before: Option<u32>) -> Option<u32> {
    before.filter(|&v| v == ir::INDICES_IN_INSTANCE)
}

/// Whether a draw of `call` may hand its shaders the constants' packed
/// indices as its first instance (`ir::packed_indices`): a single instance,
/// with no stream stepped per instance (`instanced`: the layout's
/// instance streams), which the first instance would move.
fn indices_in_instance(call: &Call, quads: bool, instanced: u16) -> bool {
    let single = match call {
        Call::Draw { .. } => true,
        Call::Quads(_) => false,
        Call::Indexed(c) => c.instances == 1 && c.held.is_empty(),
    };
    single && !quads && instanced == 0
}

/// The pass's draw calls for `call`: one, or one per run of points drawn as
/// quads (no allocation for the single call of nearly every draw); binds
/// the index buffer of an indexed call (`index`: resolved) where it changed.
/// `first`: the first instance of a single-instance call (the constants'
/// packed indices, or 0).
fn draw_calls(
    pass: &mut PassSink,
    pb: &mut PassBinds,
    (call, index): (Call, Option<&wgpu::Buffer>),
    quads: bool,
    first: u32,
) -> (Option<DrawCall>, Vec<DrawCall>) {
    let one = first..first + 1;
    match call {
        Call::Draw { first, count } if quads => (
            Some(DrawCall::Draw {
                vertices: 0..4,
                instances: first..first + count,
            }),
            Vec::new(),
        ),
        Call::Draw { first, count } => (
            Some(DrawCall::Draw {
                vertices: first..first + count,
                instances: one,
            }),
            Vec::new(),
        ),
        Call::Quads(runs) => (
            None,
            runs.into_iter()
                .map(|run| DrawCall::Draw {
                    vertices: 0..4,
                    instances: run,
                })
                .collect(),
        ),
        Call::Indexed(c) => {
            let Some(buffer) = index else {
                return (None, Vec::new());
            };
            if !matches!(&pb.index, Some((b, o, f)) if b == buffer && *o == 0 && *f == c.format) {
                pass.set_index_buffer(buffer, 0..buffer.size(), c.format);
                pb.index = Some((buffer.clone(), 0, c.format));
            }
            let indices = c.first..c.first + c.count;
            if !c.held.is_empty() {
                // The runs leave the held streams bound elsewhere.
                for h in &c.held {
                    pb.vertex_buffers[h.slot as usize] = None;
                }
                return (None, held_instance_calls(indices, c.base, c.instances, &c.held));
            }
            let call = DrawCall::Indexed {
                indices,
                base: c.base,
                instances: first..first + c.instances,
            };
            (Some(call), Vec::new())
        }
    }
}

impl Encoder {
    /// The [`texture_shape`] of the texture bound to each of the first eight
    /// samplers, 2 bits each (0 for 2D textures and empty samplers).
    pub(super) fn stage_shapes(&self) -> u32 {
        (0..8).fold(0, |bits, s| {
            let shape = self
                .res
                .texture(self.st.textures[s])
                .map_or(texture_shape::D2, |t| t.shape);
            bits | (shape & 3) << (2 * s)
        })
    }

    /// Per stage, the coordinate component D3DTTFF_PROJECTED divides by
    /// ([`ff_key::projected_divisor`], 0 when not projected), given the
    /// coordinates fixed-function vertex processing makes for the stage.
    fn stage_divisors(&self) -> [u8; MAX_TEXTURE_STAGES] {
        let shader = self.st.vs_shader != 0;
        let decl = self.res.decl(self.st.decl);
        std::array::from_fn(|s| {
            let t = &self.st.tss[s];
            let index = t[D3DTSS_TEXCOORDINDEX as usize];
            let coords = if shader {
                None
            } else if index >> 16 != 0 {
                // Generated coordinates have three components.
                Some(3)
            } else {
                let set = index & 7;
                let format = decl.and_then(|d| {
                    d.iter()
                        .find(|e| e.Usage as u32 == D3DDECLUSAGE_TEXCOORD && e.UsageIndex as u32 == set)
                        .and_then(|e| AttribFormat::from_decl_type(e.Type as u32))
                });
                Some(format.map_or(4, |f| f.components()))
            };
            ff_key::projected_divisor(t[D3DTSS_TEXTURETRANSFORMFLAGS as usize], coords)
        })
    }

    /// Per stage 0..3 (2 bits each), the coordinate component a ps_1_1..1_3
    /// `tex` divides by ([`Self::stage_divisors`]).
    pub(super) fn stage_projections(&self) -> u8 {
        let divisors = self.stage_divisors();
        (0..4).fold(0, |bits, s| bits | (divisors[s] << (2 * s)))
    }

    /// The [`point_mode`] of a draw: one-pixel points for every draw but
    /// point lists (`points`); `sized`: the vertices or the vertex shader
    /// give each point a size.
    fn point_mode(&self, points: bool, sized: bool) -> u8 {
        if points {
            wgd3d9_core::keys::point_mode(&self.st.rs, sized)
        } else {
            point_mode::PIXEL
        }
    }

    /// D3DRS_SHADEMODE is D3DSHADE_FLAT: colours come from the first vertex.
    fn flat_shading(&self) -> bool {
        self.st.rs[D3DRS_SHADEMODE as usize] == D3DSHADE_FLAT
    }

    /// Makes `dims` the sampler shapes the pixel stage (slots below
    /// [`PIXEL_SAMPLERS`]) or the vertex stage (the slots after) sees in the
    /// draws that follow.
    fn set_texture_dims(&mut self, stage: Stage, dims: TextureDims) {
        let pixel_bits = TextureDims::pixel_bits();
        let keep = match stage {
            Stage::Fragment => !pixel_bits,
            Stage::Vertex => pixel_bits,
        };
        let dims = TextureDims((self.resolved.texture_dims.0 & keep) | (dims.0 & !keep));
        if dims != self.resolved.texture_dims {
            self.resolved.texture_dims = dims;
            self.st.dirty |= dirty::TEXTURES | dirty::PIPELINE;
        }
    }

    fn texture_kinds(&self) -> [u8; MAX_TEXTURE_STAGES] {
        std::array::from_fn(|s| {
            let kind = self.texture_kind(self.st.textures[s]);
            // Fetch4 reads four texels into the four channels, alpha too.
            use wgd3d9_shader::ir::sampler_read;
            if matches!(
                self.sampler_read(s),
                sampler_read::FETCH4 | sampler_read::FETCH4_NEAREST
            ) {
                kind & !texture_kind::NO_ALPHA
            } else {
                kind
            }
        })
    }

    /// The [`texture_kind`] of texture `id` as a stage sees it.
    pub(super) fn texture_kind(&self, id: u32) -> u8 {
        let Some(t) = self.res.texture(id) else {
            return texture_kind::NONE;
        };
        if t.info.gpu.is_depth() && t.depth_copy.is_none() {
            return texture_kind::NONE;
        }
        let shape = match t.shape {
            texture_shape::CUBE => texture_kind::CUBE,
            texture_shape::VOLUME => texture_kind::VOLUME,
            _ => texture_kind::TEX_2D,
        };
        if t.info.has_alpha {
            shape
        } else {
            shape | texture_kind::NO_ALPHA
        }
    }

    /// Whether the pass has a depth buffer with depth (not none, not a
    /// stencil-only one): what a fragment's depth output needs.
    fn pass_has_depth(&self) -> bool {
        self.pass_formats.1.is_some_and(|f| f.has_depth())
    }

    /// The constant of `Program::append_depth_bias`: (D3DRS_DEPTHBIAS, MinZ,
    /// MaxZ) of the viewport drawn.
    pub(super) fn depth_bias_constant(&self) -> [f32; 4] {
        let vp = self.effective_viewport();
        let bias = wgd3d9_core::keys::depth_bias(&self.st.rs);
        [bias, f32::from_bits(vp[4]), f32::from_bits(vp[5]), 0.0]
    }

    /// The D3D9 viewport clamped into the current pass: x, y, w, h and the depth
    /// range as f32 bits.
    pub(super) fn effective_viewport(&self) -> [u32; 6] {
        let (pw, ph) = self.pass_size;
        let v = &self.st.viewport;
        let x = v.x.min(pw);
        let y = v.y.min(ph);
        let w = v.width.min(pw - x);
        let h = v.height.min(ph - y);
        let min_z = v.min_z.clamp(0.0, 1.0);
        // An empty or inverted depth range draws just in front of MinZ+0.001,
        // as D3D9 does.
        let max_z = if v.max_z <= v.min_z {
            (min_z + 0.001).min(1.0)
        } else {
            v.max_z.clamp(min_z, 1.0)
        };
        [x, y, w, h, min_z.to_bits(), max_z.to_bits()]
    }

    fn effective_scissor(&self) -> Rect {
        let (pw, ph) = self.pass_size;
        let full = Rect {
            left: 0,
            top: 0,
            right: pw as i32,
            bottom: ph as i32,
        };
        if self.st.rs[D3DRS_SCISSORTESTENABLE as usize] != 0 {
            self.st.scissor.intersect(&full)
        } else {
            full
        }
    }

    /// Resolves state into GPU objects and records the draw: the steps
    /// below in order, each deriving again only what its inputs' [`dirty`]
    /// bits say changed; a draw the bound data cannot back is left out with
    /// its reason.
    pub(super) fn draw(&mut self, prim: u32, primitive_count: u32, src: DrawSource) {
        match self.try_draw(prim, primitive_count, &src) {
            Ok(()) => self.stats.draws += 1,
            Err(NoDraw::Skipped(why)) => log_skip(why),
            Err(NoDraw::Empty) => {}
        }
    }

    fn try_draw(&mut self, prim: u32, primitive_count: u32, src: &DrawSource) -> Result<(), NoDraw> {
        let ids = (self.st.vs_shader, self.st.ps_shader);
        let vs = self.bound_shaders.take(&self.res, 0, ids.0);
        let ps = self.bound_shaders.take(&self.res, 1, ids.1);
        let r = self.try_draw_with(prim, primitive_count, src, (vs.as_ref(), ps.as_ref()));
        self.bound_shaders.put(0, ids.0, vs);
        self.bound_shaders.put(1, ids.1, ps);
        r
    }

    /// [`Encoder::try_draw`] with the bound shaders' objects.
    fn try_draw_with(
        &mut self,
        prim: u32,
        primitive_count: u32,
        src: &DrawSource,
        (vs, ps): (Option<&Arc<Shader>>, Option<&Arc<Shader>>),
    ) -> Result<(), NoDraw> {
        let count = primitive::vertex_count(prim, primitive_count)
            .filter(|&c| c != 0)
            .ok_or(NoDraw::Empty)?;
        let instances = self.instance_count(src);
        if instances == 0 {
            return Err(NoDraw::Empty);
        }
        if !self.open_pass() {
            return Err(NoDraw::Skipped(SkipReason::NoRenderTarget));
        }
        let shape = DrawShape::of(prim, src, self.st.index_size);
        // The pixel stage first: the vertex stage must write every varying
        // it reads.
        // A vertex shader naming constants past c255 runs only with
        // software vertex processing: without it, D3D9 draws with the
        // fixed-function vertex stage (after refusing the first draw).
        let software_vp = self.st.software_vp;
        let vs_shader = vs.filter(|s| software_vp || !s.t.software_constants);
        if self.st.dirty & dirty::PS_KEY != 0 {
            self.resolve_pixel_stage(ps)?;
        }
        self.vertex_stage_for(vs_shader, &shape)?;
        // Known once the vertex stage says how points are drawn.
        let quads = shape.quads(self.resolved.points);
        self.resolve_pipeline_key(&shape, quads, vs_shader.is_none());
        self.resolve_constants(vs_shader, ps);
        if self.st.dirty & dirty::SAMPLERS != 0 {
            self.resolve_samplers();
        }
        if self.st.dirty & dirty::TEXTURES != 0 || self.resolved.textures.is_none() {
            self.resolve_textures();
        }
        let mut vbufs = self.resolved.vbufs.take().unwrap_or_default();
        let r = self.issue_with_streams(src, &shape, quads, (count, primitive_count, instances), &mut vbufs);
        // Empty between draws (only the streams the layout reads were set).
        for s in ones(self.pipes.layout_streams_read(self.resolved.layout).into()) {
            vbufs[s] = None;
        }
        self.resolved.vbufs = Some(vbufs);
        r
    }

    /// The rest of [`Encoder::try_draw`], with the scratch vertex buffers.
    fn issue_with_streams(
        &mut self,
        src: &DrawSource,
        shape: &DrawShape,
        quads: bool,
        (count, primitive_count, instances): (u32, u32, u32),
        vbufs: &mut VertexBuffers,
    ) -> Result<(), NoDraw> {
        let (max_vertices, up_first) = self.vertex_streams(src, instances, quads, vbufs)?;
        let draw = DrawCounts {
            count,
            primitive_count,
            max_vertices,
            instances,
            up_first,
        };
        let call = self.draw_call(src, shape, quads, draw, vbufs)?;
        self.issue(vbufs, call, quads)
    }

    /// The pixel module and the varyings it reads (and of those, the ones
    /// read at the centroid), from the bound pixel shader or the
    /// fixed-function pixel key.
    fn resolve_pixel_stage(&mut self, ps: Option<&Arc<Shader>>) -> Result<(), NoDraw> {
        let centroid = ps.map_or(0, |s| s.t.program.centroid_inputs());
        self.resolved.ps_targets = ps.map_or(1, |s| {
            s.t.program.outputs.iter().fold(0, |m, o| match o.kind {
                OutputKind::Color { target } if target < 4 => m | 1 << target,
                _ => m,
            })
        });
        let inputs = match ps {
            Some(s) => {
                Self::sampler_slots(&s.t.program).map_err(NoDraw::Skipped)?;
                self.shader_pixel_stage(s)
            }
            None => {
                let fog = ff_key::pixel_fog_mode(&self.st.rs, self.w_fog());
                let mut pkey = FfPixelKey::from_states(
                    &self.st.rs,
                    &self.st.tss,
                    &self.texture_kinds(),
                    fog,
                    &self.stage_divisors(),
                );
                // A depth bias is written as the fragment's depth, which
                // needs a depth attachment.
                pkey.depth_bias &= u8::from(self.pass_has_depth());
                let (id, inputs, dims) = self.pipes.ff_pixel(&pkey, self.sampler_reads());
                self.resolved.ps = id;
                self.set_texture_dims(Stage::Fragment, dims);
                inputs
            }
        };
        if (inputs, centroid) != (self.resolved.ps_inputs, self.resolved.ps_centroid) {
            (self.resolved.ps_inputs, self.resolved.ps_centroid) = (inputs, centroid);
            self.st.dirty |= dirty::VERTEX_INPUT;
        }
        self.st.dirty &= !dirty::PS_KEY;
        self.st.dirty |= dirty::PIPELINE;
        Ok(())
    }

    /// The module of pixel shader `s` for the current states; returns the
    /// varying locations it reads.
    fn shader_pixel_stage(&mut self, s: &Arc<Shader>) -> u64 {
        let alpha = if self.st.rs[D3DRS_ALPHATESTENABLE as usize] != 0 {
            (self.st.rs[D3DRS_ALPHAFUNC as usize] & 0xFF) as u8
        } else {
            0
        };
        let depth_out = self.pass_has_depth();
        let depth_bias = depth_out && wgd3d9_core::keys::depth_bias(&self.st.rs) != 0.0;
        let ps1 = s.t.version.major == 1;
        let ps1_dims = if ps1 { self.stage_shapes() } else { 0 };
        let ps1_projected = if ps1 && s.t.version.minor < 4 {
            self.stage_projections()
        } else {
            0
        };
        // D3D9 fogs the output of ps_1_x and ps_2_x shaders; ps_3_0 shaders
        // do their own.
        let fog = if s.t.version.major < 3 {
            ff_key::pixel_fog_mode(&self.st.rs, self.w_fog())
        } else {
            ff_key::pixel_fog::NONE
        };
        let recipe = ModuleRecipe::ShaderPixel {
            shader: s.hash,
            alpha,
            depth_bias,
            depth_out,
            flat: self.flat_shading(),
            ps1_dims,
            ps1_projected,
            fog,
            sampler_reads: self.sampler_reads(),
        };
        self.resolved.ps = self.pipes.module(recipe, Some(s.clone()));
        let declared = TextureDims::of_program(&s.t.program);
        let mask = s.t.program.samplers.iter().fold(0, |m, d| m | 3u64 << (2 * d.index));
        let dims = TextureDims(declared.0 | (u64::from(ps1_dims) & mask));
        self.set_texture_dims(Stage::Fragment, dims);
        // Vertex fog reads the fog varying besides the shader's.
        let fog_input = if fog == ff_key::pixel_fog::VERTEX {
            1 << wgd3d9_shader::ff::varying::FOG
        } else {
            0
        };
        s.t.program.input_locations() | fog_input
    }

    /// Sets the draw's pipeline key and its words (`resolved.key`): built
    /// again when [`dirty::PIPELINE`] is set, else the last one with this
    /// draw's rasterizer state (`quads`: points drawn as quads) and, when
    /// [`dirty::BLEND`] is set, blend keys made again; its words are packed
    /// again only when one of those changed. The draw path reads the key
    /// where it is (key and words take two hundred bytes).
    fn resolve_pipeline_key(&mut self, shape: &DrawShape, quads: bool, fixed_function_vs: bool) {
        let mut raster = RasterKey::from_states(&self.st.rs, shape.topology, shape.index_size);
        raster.point_quads = quads as u8;
        raster.unclipped_depth = match (fixed_function_vs, &self.resolved.ff_vkey) {
            (true, Some(k)) => k.depth_clamped,
            _ => 0,
        };
        let kept = self.st.dirty & dirty::PIPELINE == 0;
        let blend = (kept && self.st.dirty & dirty::BLEND != 0).then(|| self.blend_keys());
        match &mut self.resolved.key {
            Some((k, _)) if kept && k.fixed.raster == raster && blend.is_none_or(|b| b == k.fixed.blend) => {}
            Some((k, words)) if kept => {
                k.fixed.raster = raster;
                k.fixed.blend = blend.unwrap_or(k.fixed.blend);
                *words = k.words();
            }
            _ => {
                let key = self.pipeline_key(raster);
                self.resolved.key = Some((key, key.words()));
            }
        }
        self.st.dirty &= !(dirty::PIPELINE | dirty::BLEND);
    }

    /// The blend key of each colour target of the pass, as the render
    /// states set it and the pixel stage writes it.
    fn blend_keys(&self) -> [BlendKey; 4] {
        let written = self.resolved.ps_targets;
        let mut keys = [BlendKey::default(); 4];
        // A plain loop: `array::from_fn`'s closure was not inlined, and
        // most passes have one target.
        for (i, (key, format)) in keys.iter_mut().zip(self.pass_formats.0).enumerate() {
            if let Some((f, has_alpha)) = format.filter(|_| written & (1 << i) != 0) {
                *key = BlendKey::from_states(&self.st.rs, i, has_alpha).without_identity_blend(f.is_normalized());
            }
        }
        keys
    }

    fn pipeline_key(&self, raster: RasterKey) -> PipelineKey {
        let (formats, depth_format) = self.pass_formats;
        let blend = self.blend_keys();
        let depth_stencil = match (depth_format, self.res.texture(self.st.ds.id)) {
            (Some(_), Some(t)) => DepthStencilKey::from_states(&self.st.rs, t.info),
            _ => DepthStencilKey::none(),
        };
        PipelineKey {
            vs: self.resolved.vs,
            ps: self.resolved.ps,
            vertex_layout: self.resolved.layout,
            fixed: FixedState {
                raster,
                blend,
                depth_stencil,
                color_formats: formats.map(|f| f.map(|(g, _)| g)),
                depth_format,
                texture_dims: self.resolved.texture_dims,
                samples: self.pass_samples as u8,
                sample_mask: wgd3d9_core::multisample::sample_mask(
                    self.st.rs[D3DRS_MULTISAMPLEMASK as usize],
                    self.st.rs[D3DRS_MULTISAMPLEANTIALIAS as usize] != 0,
                    self.pass_samples,
                ),
                alpha_to_coverage: wgd3d9_core::multisample::alpha_to_coverage(
                    &self.st.rs,
                    self.st.alpha_to_coverage_switch,
                    self.pass_samples,
                ),
            },
        }
    }

    /// The sampler objects of every bound slot.
    fn resolve_samplers(&mut self) {
        for s in 0..BOUND_SAMPLERS as usize {
            let skey =
                super::binds::SamplerKey::from_states(&self.st.samp[device_slot(s)], self.texture_options.anisotropy);
            self.resolved.samplers[s] = self.binds.sampler(&self.sh.device, &skey);
        }
        self.st.dirty &= !dirty::SAMPLERS;
        self.st.dirty |= dirty::TEXTURES;
    }

    /// The textures' bind group: a view of each texture the stages sample
    /// (by its sampler states), marked as used by this frame. A group made
    /// before is found by its key alone, without touching the views.
    fn resolve_textures(&mut self) {
        let dims = self.resolved.texture_dims;
        self.refresh_sampled(dims);
        let mut key = GroupKey::new(dims);
        for s in dims.declared().map(|s| s as usize) {
            key.slots[s] = (self.sampled_view(s, dims), self.resolved.samplers[s]);
        }
        let made = match self.binds.cached(&key) {
            Some(made) => made,
            None => self.make_textures_group(key),
        };
        self.resolved.textures = Some(made);
        self.st.dirty &= !dirty::TEXTURES;
    }

    /// Makes the textures' bind group of `key` (its slots name each
    /// texture's view variant, which exists).
    fn make_textures_group(&mut self, key: GroupKey) -> (u64, usize) {
        let views = std::array::from_fn(|s| {
            let (texture, _) = key.slots[s];
            let t = self.res.texture(self.st.textures[device_slot(s)]);
            t.filter(|_| texture != 0)
                .map(|t| &t.views[(texture & 0xFF) as usize].1)
        });
        let layout = self.pipes.textures_layout(key.dims);
        self.binds.make(&self.sh.device, layout, key, &views)
    }

    /// Brings what the draw samples up to date: the stale float copies of
    /// depth textures (`depth_read`) and stale generated levels (`mipgen`),
    /// outside the pass, which is opened again on the same targets.
    fn refresh_sampled(&mut self, dims: TextureDims) {
        let stale = |id: u32| self.depth_copy_stale(id) || self.mips_stale(id);
        let sampled = || dims.declared().map(|s| self.st.textures[device_slot(s as usize)]);
        if !sampled().any(stale) {
            return;
        }
        let mut sampled: Vec<u32> = sampled().collect();
        sampled.sort_unstable();
        sampled.dedup();
        let depth: Vec<u32> = sampled
            .iter()
            .copied()
            .filter(|&id| self.depth_copy_stale(id))
            .collect();
        let mips: Vec<u32> = sampled.iter().copied().filter(|&id| self.mips_stale(id)).collect();
        self.end_pass();
        for id in depth {
            self.fill_depth_copy(id);
        }
        for id in mips {
            self.generate_mips(id);
        }
        self.open_pass();
    }

    /// Bound slot `s`'s texture in the textures' bind group key: its uid
    /// and the variant of its view the sampler states pick (the view is made
    /// if it was not), or 0 for the unbound placeholder. A bound texture is
    /// marked as used by this frame.
    fn sampled_view(&mut self, s: usize, dims: TextureDims) -> u64 {
        let samp = &self.st.samp[device_slot(s)];
        let (max_level, mipmapping, srgb) = (
            samp[D3DSAMP_MAXMIPLEVEL as usize],
            samp[D3DSAMP_MIPFILTER as usize] != D3DTEXF_NONE,
            // Only the state's lowest bit counts, as on D3D9 hardware (2 or
            // 100 read linear).
            samp[D3DSAMP_SRGBTEXTURE as usize] & 1 != 0,
        );
        let seq = self.seq;
        let Some(t) = self.res.texture_mut(self.st.textures[device_slot(s)]) else {
            return 0;
        };
        t.used_in = seq;
        if t.shape != dims.shape(s as u32) {
            log_texture_shape_mismatch();
            return 0;
        }
        if t.info.gpu.is_depth() && t.depth_copy.is_none() {
            return 0;
        }
        let variant = t.sampling_view(max_level, mipmapping, srgb);
        (t.uid << 8) | u64::from(variant)
    }

    /// The vertex buffers the layout reads (user-pointer data goes into
    /// this frame's dynamic buffer) and how many vertices the streams of
    /// indexed data all hold; the streams of instance data must hold
    /// `instances`. Points drawn as quads (`quads`) step every stream per
    /// point, so every stream bounds the points. Fills the streams the
    /// layout reads into `vbufs` (empty on entry). Also returns where
    /// user-pointer vertices start, in vertices: a draw's data lies at a
    /// multiple of its stride in the chunk, which stays bound at offset 0
    /// for draw after draw (a 2D toolkit's stream of small UP draws binds
    /// nothing new), except for points drawn as quads, instance data, and
    /// layouts that read other streams too.
    fn vertex_streams(
        &mut self,
        src: &DrawSource,
        instances: u32,
        quads: bool,
        vbufs: &mut VertexBuffers,
    ) -> Result<(u32, u32), NoDraw> {
        let layout = self.resolved.layout;
        let read = self.pipes.layout_streams_read(layout);
        let mut max_vertices = u32::MAX;
        let up_data = match src {
            DrawSource::UserVertices { data, .. } => Some(*data),
            DrawSource::UserIndexed { data, .. } if !data.is_empty() => Some(*data),
            _ => None,
        };
        let seq = self.seq;
        let max_stride = u64::from(self.sh.limits.max_vertex_buffer_array_stride);
        let mut up_first = 0;
        // The first vertex would shift every stream the layout reads.
        let stream_zero_alone = read & !1 == 0;
        for s in ones(read.into()) {
            let Some((stride, attr_end)) = self.pipes.layout_stream(layout, s) else {
                continue;
            };
            let rebase = s == 0 && stride > 0 && !quads && stream_zero_alone && self.stream_divisor(0).is_none();
            let (buffer, offset, size) = match (s, up_data) {
                (0, Some(data)) => {
                    let up = super::uploader(&mut self.upload_runs, &mut self.staging, &mut self.frame);
                    let unit = if rebase { u64::from(stride) } else { 4 };
                    let (chunk, off) = self.dynamic.push(&self.sh.device, up, data, unit);
                    (StreamBuffer::Dynamic(chunk), off, data.len() as u64)
                }
                _ => {
                    let ss = self.st.streams[s];
                    match self.res.buffer_mut(ss.id) {
                        Some(b) if (ss.offset as u64) < b.buffer.size() => {
                            b.used_in = seq;
                            (
                                StreamBuffer::Res(ss.id),
                                ss.offset as u64,
                                b.buffer.size() - ss.offset as u64,
                            )
                        }
                        _ => return Err(NoDraw::Skipped(SkipReason::StreamWithoutBuffer)),
                    }
                }
            };
            let extent = StreamExtent {
                stride: stride as u64,
                offset,
                size,
                attr_end: attr_end as u64,
            };
            let fit = draw_plan::stream_vertices(extent, max_stride).map_err(NoDraw::Skipped)?;
            match self.stream_divisor(s).filter(|_| !quads) {
                Some(d) if !wgd3d9_core::instancing::instances_fit(instances, d, fit) => {
                    return Err(NoDraw::Skipped(SkipReason::PastInstanceData))
                }
                Some(_) => {}
                None => max_vertices = max_vertices.min(fit),
            }
            vbufs[s] = match buffer {
                StreamBuffer::Dynamic(chunk) if rebase => {
                    up_first = (offset / u64::from(stride)) as u32;
                    Some((buffer, 0, self.dynamic.buffer(chunk).size()))
                }
                _ => Some((buffer, offset, size)),
            };
        }
        Ok((max_vertices, up_first))
    }

    /// The GPU draw of a draw from `src` (`draw`: its counts), checked
    /// against the vertices the streams hold and the index data bound
    /// (`quads`: points drawn as quads); `vbufs` are the streams bound.
    fn draw_call(
        &mut self,
        src: &DrawSource,
        shape: &DrawShape,
        quads: bool,
        draw: DrawCounts,
        vbufs: &VertexBuffers,
    ) -> Result<Call, NoDraw> {
        let DrawCounts {
            count,
            primitive_count,
            max_vertices,
            instances,
            up_first,
        } = draw;
        let held = self.held_streams(vbufs, quads);
        Ok(match src {
            DrawSource::UserIndexed {
                indices,
                index_size,
                base_vertex,
                ..
            } if quads => {
                let n = (indices.len() as u32 / index_size).min(count);
                Call::Quads(draw_plan::point_runs(
                    indices,
                    *index_size,
                    n,
                    *base_vertex,
                    max_vertices,
                ))
            }
            // The API side sends indexed point lists with their indices.
            DrawSource::Indexed { .. } if quads => {
                return Err(NoDraw::Skipped(SkipReason::IndexedPointsWithoutCpuIndices))
            }
            DrawSource::Streams { .. } | DrawSource::UserVertices { .. } if shape.fan => {
                let first = match src {
                    DrawSource::Streams { start } => *start,
                    _ => 0,
                };
                // Checked first: the fan's index list is sized by the count,
                // which the vertex data bounds.
                draw_plan::vertex_range(first, count, max_vertices, false).map_err(NoDraw::Skipped)?;
                let first = first + up_first;
                self.make_fan_indices(primitive_count);
                Call::Indexed(IndexedCall {
                    buffer: IndexSource::Fan,
                    format: wgpu::IndexFormat::Uint32,
                    first: 0,
                    count: primitive_count * 3,
                    base: first as i32,
                    instances,
                    held,
                })
            }
            DrawSource::Streams { start } => {
                draw_plan::vertex_range(*start, count, max_vertices, false).map_err(NoDraw::Skipped)?;
                Call::Draw { first: *start, count }
            }
            DrawSource::UserVertices { .. } => {
                draw_plan::vertex_range(0, count, max_vertices, true).map_err(NoDraw::Skipped)?;
                Call::Draw { first: up_first, count }
            }
            DrawSource::Indexed {
                base_vertex,
                start_index,
            } => {
                // D3D9 draws nothing without an index buffer.
                let ib = self.res.buffer_mut(self.st.indices).ok_or(NoDraw::Empty)?;
                ib.used_in = self.seq;
                let size = self.st.index_size;
                draw_plan::index_range(*start_index, count, size, ib.buffer.size()).map_err(NoDraw::Skipped)?;
                Call::Indexed(IndexedCall {
                    buffer: IndexSource::Buffer(StreamBuffer::Res(self.st.indices)),
                    format: index_format(size),
                    first: *start_index,
                    count,
                    base: *base_vertex,
                    instances,
                    held,
                })
            }
            DrawSource::UserIndexed {
                indices,
                index_size,
                base_vertex,
                ..
            } => {
                // The indices too lie at a multiple of their size in a
                // chunk bound at offset 0.
                let up = super::uploader(&mut self.upload_runs, &mut self.staging, &mut self.frame);
                let (chunk, offset) = self.dynamic.push(&self.sh.device, up, indices, u64::from(*index_size));
                Call::Indexed(IndexedCall {
                    buffer: IndexSource::Buffer(StreamBuffer::Dynamic(chunk)),
                    format: index_format(*index_size),
                    first: (offset / u64::from(*index_size)) as u32,
                    count: (indices.len() as u32 / index_size).min(count),
                    base: base_vertex.wrapping_add(up_first as i32),
                    instances,
                    held,
                })
            }
        })
    }

    /// The executor: sets what changed of the pass's bindings (pipeline,
    /// bind groups, vertex and index buffers, viewport, scissor, stencil
    /// reference, blend constant) and records the draw calls, or defers the
    /// draw when its pipeline is still building.
    fn issue(&mut self, vbufs: &VertexBuffers, call: Call, quads: bool) -> Result<(), NoDraw> {
        let vp = self.effective_viewport();
        let scissor = self.effective_scissor();
        if scissor.is_empty() || vp[2] == 0 || vp[3] == 0 {
            return Err(NoDraw::Empty);
        }
        let (key, words) = self.resolved.key.as_ref().expect("key resolved above");
        // The pipeline bound already needs no lookup.
        let bound = self.pass_binds.pipeline.as_ref() == Some(words);
        let (ready, pending) = if bound {
            (None, None)
        } else {
            match self.pipes.pipeline(key, words) {
                Lookup::Ready(slot) => (Some(slot), None),
                Lookup::Pending(job) => (None, Some(job)),
                Lookup::Failed => return Err(NoDraw::Skipped(SkipReason::PipelineFailed)),
            }
        };
        let list = list_topology(key);
        let stencil = key.fixed.depth_stencil.stencil_enabled != 0;
        let depth_written = key.fixed.depth_format.is_some() && key.fixed.depth_stencil.depth_write != 0;
        // Copied out only where a deferred submission needs it.
        if self.deferred.is_some() {
            let key = *key;
            self.note_draw_reads(&key);
        }
        if depth_written {
            self.note_depth_written(self.st.ds.id);
        }
        let skip = match pending {
            Some(_) => {
                let key = self.resolved.key.expect("key resolved above").0;
                self.pending_draw(&key)
            }
            None => None,
        };
        let placed = self.resolved.constants.expect("constants set above");
        // From here on the pipeline and bind groups are lent, not cloned:
        // each clone and its drop are atomic operations a draw.
        let cgroup = if self.pass_binds.constants == Some(placed.binding()) {
            None
        } else {
            let layout = if placed.software {
                self.pipes.software_constants_layout()
            } else {
                self.pipes.constants_layout()
            };
            Some(self.uniforms.group(&self.sh.device, layout, &placed))
        };
        let pipeline = ready.map(|slot| self.pipes.ready(slot));
        let (tid, tslot) = self.resolved.textures.expect("textures set above");
        let tgroup = (self.pass_binds.textures != Some(tid)).then(|| (tid, self.binds.group(tslot)));
        let stencil_ref = self.st.rs[D3DRS_STENCILREF as usize] & 0xFF;
        let blend_constant = self.st.rs[D3DRS_BLENDFACTOR as usize];
        let index = match &call {
            Call::Indexed(c) => match c.buffer {
                IndexSource::Buffer(b) => b.get(&self.res, &self.dynamic),
                IndexSource::Fan => self.fan.as_ref(),
            },
            _ => None,
        };
        let in_instance = indices_in_instance(&call, quads, self.pipes.layout_instanced(self.resolved.layout));
        let packed = placed.packed();
        let (immediates, first) = if in_instance {
            (ir::INDICES_IN_INSTANCE, packed)
        } else {
            (ir::pushed_indices(packed), 0)
        };
        let pb = &mut self.pass_binds;
        let pass = self.pass.as_mut().expect("pass open");
        match (pipeline, bound) {
            (Some(p), _) => {
                pass.set_pipeline(&p.pipeline);
                pb.pipeline = self.resolved.key.as_ref().map(|(_, words)| *words);
                if pb.layout.as_ref() != Some(&p.layout) {
                    pb.layout = Some(p.layout.clone());
                    pb.immediates = kept_immediates(pb.immediates);
                }
            }
            (None, true) => {}
            // A pending draw sets its pipeline (and then its immediates)
            // itself when it is drawn, or is left out.
            (None, false) => (pb.pipeline, pb.layout, pb.immediates) = (None, None, None),
        }
        if let Some(cgroup) = cgroup {
            pass.set_bind_group(0, cgroup, &placed.offsets);
            pb.constants = Some(placed.binding());
            self.stats.constant_binds += 1;
        }
        if pending.is_none() && pb.immediates != Some(immediates) {
            pass.set_immediates(immediates);
            pb.immediates = Some(immediates);
            self.stats.constant_immediates += 1;
        }
        if pb.indices != Some(packed) {
            pb.indices = Some(packed);
            self.stats.constant_indices += 1;
        }
        if let Some((tid, tgroup)) = tgroup {
            pass.set_bind_group(1, tgroup, &[]);
            pb.textures = Some(tid);
        }
        for s in ones(self.pipes.layout_streams_read(self.resolved.layout).into()) {
            if let Some((b, off, size)) = &vbufs[s] {
                let Some(b) = b.get(&self.res, &self.dynamic) else {
                    continue;
                };
                // The size counts too: a chunk of dynamic data is bound
                // whole, or (points drawn as quads) from a draw's data on.
                if !matches!(&pb.vertex_buffers[s], Some((pb_b, pb_off, pb_size)) if pb_b == b && pb_off == off && pb_size == size)
                {
                    pass.set_vertex_buffer(s as u32, b, *off..*off + *size);
                    pb.vertex_buffers[s] = Some((b.clone(), *off, *size));
                }
            }
        }
        set_dynamic_state(pass, pb, vp, scissor, stencil.then_some(stencil_ref), blend_constant);
        let (single, runs) = draw_calls(pass, pb, (call, index), quads, first);
        match (pending, pass) {
            (Some(job), PassSink::Deferred(d)) => d.cmds.push(PassCmd::Pending {
                job,
                skip,
                immediates,
                calls: single.into_iter().chain(runs).collect(),
            }),
            (Some(_), PassSink::Live(_)) => unreachable!("a pending draw turns the submission deferred"),
            (None, pass) => {
                // The single call of nearly every draw goes straight in.
                let mut merged = single.map_or(0, |c| emit_draw(pass, c, list));
                for c in runs {
                    merged += emit_draw(pass, c, list);
                }
                self.stats.merged_draws += merged;
            }
        }
        Ok(())
    }

    /// The bound instance streams the current layout reads a run of
    /// instances at a time (none for points drawn as quads, which step
    /// every stream per point).
    fn held_streams(&self, vbufs: &VertexBuffers, quads: bool) -> Vec<HeldStream> {
        let held = self.pipes.layout_held(self.resolved.layout);
        if held == 0 || quads {
            return Vec::new();
        }
        let streams = self.pipes.layout_streams(self.resolved.layout);
        ones(held.into())
            .filter_map(|s| {
                let (buffer, offset, size) = vbufs[s].as_ref()?;
                Some(HeldStream {
                    slot: s as u32,
                    buffer: buffer.get(&self.res, &self.dynamic)?.clone(),
                    offset: *offset,
                    size: *size,
                    stride: u64::from(streams[s]?.0),
                    divisor: self.stream_divisor(s)?,
                })
            })
            .collect()
    }

    /// Makes the u32 index buffer of fan triangles (0, i+1, i+2) hold at
    /// least `count` of them.
    fn make_fan_indices(&mut self, count: u32) {
        let have = self.fan.as_ref().map_or(0, |b| b.size() / 12);
        if (count as u64) > have {
            let n = (count as usize).next_power_of_two().max(256);
            let mut idx = Vec::with_capacity(n * 3);
            primitive::fan_to_list(n as u32, |i| i, &mut idx);
            use wgpu::util::DeviceExt;
            self.fan = Some(self.sh.device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                label: Some("fan indices"),
                contents: bytemuck::cast_slice(&idx),
                usage: wgpu::BufferUsages::INDEX,
            }));
        }
    }
}

/// The clip-space scale and offset (`[sx, ox, sy, oy]`: x' = sx x + ox w,
/// y' = sy y + oy w) that draw the D3D9 viewport `v` through the GPU viewport
/// `clamped` (`v` clipped to the target, as [`Encoder::effective_viewport`]
/// returns it). Identity when nothing was clipped.
pub(super) fn viewport_correction(v: &wgd3d9_core::record::Viewport, clamped: &[u32; 6]) -> [f32; 4] {
    let (cx, cy) = (clamped[0] as f32, clamped[1] as f32);
    let (cw, ch) = (clamped[2].max(1) as f32, clamped[3].max(1) as f32);
    let (x, y, w, h) = (v.x as f32, v.y as f32, v.width.max(1) as f32, v.height.max(1) as f32);
    [
        w / cw,
        (w + 2.0 * (x - cx)) / cw - 1.0,
        h / ch,
        1.0 - (2.0 * (y - cy) + h) / ch,
    ]
}

#[cfg(test)]
mod tests;
