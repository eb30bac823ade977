//! The encoder thread: replays a recorded frame into wgpu command buffers.
//!
//! The encoder mirrors the D3D9 state the records set, opens render passes on the
//! bound targets, resolves pipelines and bind groups through caches, and builds
//! two command buffers per frame: the *upload* buffer (copies of resource data the
//! frame needs, run first) and the *main* buffer (passes, in-frame copies and
//! read-backs). See `ARCHITECTURE.md` for the ordering rules of uploads.

mod binds;
mod constants;
mod depth_read;
mod depth_write;
mod draw;
mod dynamic;
mod ff_constants;
mod hud_tally;
mod instances;
mod mipgen;
mod ms_copy;
mod pass;
mod pending;
pub(crate) mod queries;
pub(crate) mod resources;
mod sampler_reads;
mod shaders;
mod sink;
mod staging;
mod stretch;
mod upload_runs;

use crate::pipelines::Pipelines;
use crate::shared::{FrameMsg, Shared};
use crate::submit::{PendingReadback, Submission};
use draw::DrawSource;
use pass::{PassBinds, PendingClear};
use resources::{Resource, Resources};
use std::sync::Arc;
use wgd3d9_core::format::{self, GpuFormat};
use wgd3d9_core::record::{self, Op, Record, RecordIter, StreamSource, SurfaceRef, Viewport};
use wgd3d9_core::state_tables::{
    self, MAX_ACTIVE_LIGHTS, MAX_CLIP_PLANES, MAX_TEXTURE_STAGES, RS_COUNT, SAMPLER_SLOTS, SAMP_COUNT, TSS_COUNT,
};
use wgd3d9_core::wire::DeviceDesc;
use wgd3d9_types::*;

/// What changed since the last draw (the decisions are in `draw_plan`).
pub(crate) use wgd3d9_core::draw_plan::dirty;
use wgd3d9_core::{draw_plan, instancing, multisample};

/// The D3D9 state as the records set it.
pub(crate) struct MirroredState {
    pub rs: [u32; RS_COUNT],
    pub samp: [[u32; SAMP_COUNT]; SAMPLER_SLOTS],
    pub tss: [[u32; TSS_COUNT]; MAX_TEXTURE_STAGES],
    pub textures: [u32; SAMPLER_SLOTS],
    pub streams: [StreamSource; 16],
    /// SetStreamSourceFreq settings (`wgd3d9_core::instancing`).
    pub stream_freq: [u32; 16],
    /// From `stream_freq`, kept with it: the streams of instance data, and
    /// of those the ones held for runs of instances (`instance_streams`,
    /// `held_streams`); draws read these, not the sixteen settings.
    pub instance_masks: (u16, u16),
    /// The D3DRS_POINTSIZE alpha-to-coverage switch
    /// (`wgd3d9_core::multisample::alpha_to_coverage_switch`).
    pub alpha_to_coverage_switch: bool,
    /// Draws run with software vertex processing
    /// (`Op::SoftwareVertexProcessing`).
    pub software_vp: bool,
    /// The current texture palette (`Op::TexturePalette`): what
    /// palettized texels uploaded now read.
    pub palette: Box<format::Palette>,
    pub indices: u32,
    pub index_size: u32,
    pub decl: u32,
    pub transforms: Box<[[f32; 16]; 512]>,
    pub viewport: Viewport,
    pub scissor: record::Rect,
    /// D3DMATERIAL9: diffuse, ambient, specular, emissive (rgba), power.
    pub material: [f32; 17],
    /// The active lights (slots packed from 0) with their D3DLIGHTTYPE (0: empty).
    pub lights: [(u32, record::Light); MAX_ACTIVE_LIGHTS],
    pub clip_planes: [[f32; 4]; MAX_CLIP_PLANES],
    pub rts: [SurfaceRef; 4],
    pub ds: SurfaceRef,
    /// Bound shader ids (0: fixed function) and their constants.
    pub vs_shader: u32,
    pub ps_shader: u32,
    pub consts: shaders::ShaderConsts,
    pub dirty: u32,
}

const IDENTITY: [f32; 16] = [1., 0., 0., 0., 0., 1., 0., 0., 0., 0., 1., 0., 0., 0., 0., 1.];

impl MirroredState {
    fn new() -> MirroredState {
        MirroredState {
            rs: state_tables::default_render_states(false),
            samp: [state_tables::default_sampler_states(); SAMPLER_SLOTS],
            tss: std::array::from_fn(|s| state_tables::default_texture_stage_states(s as u32)),
            textures: [0; SAMPLER_SLOTS],
            streams: [StreamSource {
                id: 0,
                offset: 0,
                stride: 0,
                _pad: 0,
            }; 16],
            stream_freq: [1; 16],
            instance_masks: (0, 0),
            alpha_to_coverage_switch: false,
            software_vp: false,
            palette: Box::new([[0; 4]; 256]),
            indices: 0,
            index_size: 2,
            decl: 0,
            transforms: Box::new([IDENTITY; 512]),
            viewport: Viewport {
                x: 0,
                y: 0,
                width: 0,
                height: 0,
                min_z: 0.0,
                max_z: 1.0,
            },
            scissor: record::Rect::default(),
            material: [0.0; 17],
            lights: [(0, record::Light::default()); MAX_ACTIVE_LIGHTS],
            clip_planes: [[0.0; 4]; MAX_CLIP_PLANES],
            rts: [SurfaceRef::default(); 4],
            ds: SurfaceRef::default(),
            vs_shader: 0,
            ps_shader: 0,
            consts: Default::default(),
            dirty: dirty::ALL,
        }
    }
}

/// The frame's uploader: its upload runs, the staging belt and the upload
/// command encoder of the open frame (the fields are passed apart so that
/// the caller may borrow the encoder's other fields meanwhile).
fn uploader<'a>(
    runs: &'a mut upload_runs::UploadRuns,
    staging: &'a mut staging::Staging,
    frame: &'a mut FrameCtx,
) -> upload_runs::Uploader<'a> {
    upload_runs::Uploader {
        runs,
        belt: &mut staging.belt,
        encoder: frame.upload.as_mut().expect("frame open"),
    }
}

/// The command encoders of the frame being encoded.
#[derive(Default)]
pub(crate) struct FrameCtx {
    pub upload: Option<wgpu::CommandEncoder>,
    pub main: Option<wgpu::CommandEncoder>,
    pub readbacks: Vec<PendingReadback>,
    pub presents: Vec<crate::present::PresentRequest>,
}

#[derive(Default, Clone, Copy)]
pub(crate) struct Stats {
    pub draws: u64,
    /// Presents replayed.
    pub presents: u64,
    pub passes: u64,
    /// Distinct fixed-function vertex and pixel keys so far.
    pub ff_vertex_keys: u64,
    pub ff_pixel_keys: u64,
    /// Shaders created with bytecode already translated (one translation
    /// and one set of modules serve them all).
    pub translations_reused: u64,
    /// Pipeline lookups answered by the memo of recent pipelines, and all.
    pub pipeline_memo_hits: u64,
    pub pipeline_memo_calls: u64,
    /// Pipeline lookups the map answered (`Pipelines::map_hits`).
    pub pipeline_map_hits: u64,
    /// Constant blocks written, constant bind groups set in passes, and
    /// draws that handed their shaders other blocks' indices than the
    /// pass's draw before.
    pub constant_blocks: u64,
    pub constant_binds: u64,
    pub constant_indices: u64,
    /// Immediates set in passes.
    pub constant_immediates: u64,
    /// Copy commands of the frames' gathered uploads (`UploadRuns`).
    pub upload_copies: u64,
    /// Draws that extended the draw before them in the pass.
    pub merged_draws: u64,
}

pub(crate) struct Encoder {
    pub(crate) sh: Arc<Shared>,
    res: Resources,
    st: MirroredState,
    pipes: Pipelines,
    binds: binds::Binds,
    uniforms: dynamic::Uniforms,
    dynamic: dynamic::DynamicData,
    staging: staging::Staging,
    /// Buffer uploads being gathered into one copy (see `upload_runs`).
    upload_runs: upload_runs::UploadRuns,
    frame: FrameCtx,
    pass: Option<sink::PassSink>,
    /// The attachments of the open pass (to continue it deferred).
    pass_targets: Option<sink::PassTargets>,
    /// D3D9 occlusion queries counting, and the frame's GPU queries.
    queries: queries::Queries,
    /// Set once a draw of the submission waits for a build (see `sink`).
    deferred: Option<Deferred>,
    /// shader.asyncCompile: pending draws may be left out.
    async_compile: bool,
    /// Presents replayed: the frame number of the skip rule.
    frame_no: u64,
    /// `debug.loseDeviceAtPresent`.
    lose_at_present: u32,
    /// The user's texture filtering options (see [`TextureOptions`]).
    texture_options: TextureOptions,
    /// The gamma ramp Presents apply (`Op::GammaRamp`; None: the identity).
    gamma: Option<Arc<crate::present::GammaRamp>>,
    /// The HUD's figures (None: the device has no HUD).
    hud: Option<hud_tally::HudTally>,
    /// `debug.dumpShaders`.
    dump_shaders: Option<std::path::PathBuf>,
    pass_binds: PassBinds,
    pass_size: (u32, u32),
    #[allow(clippy::type_complexity)]
    pass_formats: ([Option<(GpuFormat, bool)>; 4], Option<GpuFormat>),
    /// The open (or last) pass's sample count.
    pass_samples: u32,
    pending: [PendingClear; 5],
    color_proxy: Option<pass::ColorProxy>,
    /// Colour proxies by (format, width, height, samples).
    proxies: Vec<((GpuFormat, u32, u32, u32), wgpu::Texture)>,
    clear_triangle: wgpu::Buffer,
    fan: Option<wgpu::Buffer>,
    /// What the draw path derived for the last draw.
    resolved: draw::Resolved,
    /// StretchRect's blit, made on first use.
    stretcher: Option<stretch::Stretcher>,
    /// The fill of sampled depth textures' float copies, made on first use.
    depth_fill: Option<Box<depth_read::DepthFill>>,
    depth_write: Option<depth_write::DepthWrite>,
    ms_copy: Option<ms_copy::MsCopy>,
    mip_gen: Option<Box<mipgen::MipGen>>,
    /// The last texture uid given out.
    next_uid: u64,
    /// Every translation made, by the hash of its bytecode.
    translations: crate::pipelines::FastMap<u128, Arc<shaders::Shader>>,
    /// The bound shaders' objects, kept from draw to draw.
    bound_shaders: shaders::BoundShaders,
    seq: u64,
    pub(crate) stats: Stats,
    /// The figures last added to the process counters.
    reported: Stats,
}

/// A submission whose passes are recorded (see `sink`).
#[derive(Default)]
pub(crate) struct Deferred {
    parts: Vec<sink::Part>,
    ledger: wgd3d9_core::skip_rule::SkipLedger,
}

impl Encoder {
    pub fn new(sh: Arc<Shared>, desc: &DeviceDesc, config: &wgd3d9_core::config::Config) -> Encoder {
        use wgpu::util::DeviceExt;
        let device = &sh.device;
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let workers = crate::compile::Workers::new(
            config.workers(cores),
            std::time::Duration::from_millis(config.debug_build_delay_ms.into()),
        );
        let disk = crate::pipelines::disk_cache::open(config, device, &sh.adapter_info);
        let pipes_have_workers = workers.count() > 0;
        let pipes = Pipelines::new(device, workers, disk);
        let binds = binds::Binds::new(
            device,
            &sh.queue,
            sh.features.contains(wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER),
        );
        let tri: [f32; 6] = [-1.0, -1.0, 3.0, -1.0, -1.0, 3.0];
        let clear_triangle = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("clear triangle"),
            contents: bytemuck::cast_slice(&tri),
            usage: wgpu::BufferUsages::VERTEX,
        });
        Encoder {
            uniforms: dynamic::Uniforms::new(
                sh.limits
                    .min_uniform_buffer_offset_alignment
                    .max(sh.limits.min_storage_buffer_offset_alignment),
            ),
            staging: staging::Staging::new(device),
            upload_runs: Default::default(),
            sh,
            res: Resources::default(),
            st: MirroredState::new(),
            pipes,
            binds,
            dynamic: Default::default(),
            frame: FrameCtx::default(),
            pass: None,
            pass_targets: None,
            queries: Default::default(),
            deferred: None,
            // Without workers nothing builds in the background: every
            // pending draw must wait.
            async_compile: config.async_compile && pipes_have_workers,
            lose_at_present: config.debug_lose_device_at_present,
            texture_options: TextureOptions {
                anisotropy: config.anisotropy,
                lod_bias: config.lod_bias,
                clamp_negative_lod_bias: config.clamp_negative_lod_bias,
            },
            gamma: None,
            hud: (wgd3d9_core::hud::unpack(desc.hud).0 != 0).then(hud_tally::HudTally::new),
            dump_shaders: config.debug_dump_shaders.clone(),
            frame_no: 0,
            pass_binds: PassBinds::default(),
            pass_size: (0, 0),
            pass_formats: ([None; 4], None),
            pass_samples: 1,
            pending: Default::default(),
            color_proxy: None,
            proxies: Vec::new(),
            clear_triangle,
            fan: None,
            resolved: Default::default(),
            stretcher: None,
            depth_fill: None,
            depth_write: None,
            ms_copy: None,
            mip_gen: None,
            next_uid: 0,
            translations: Default::default(),
            bound_shaders: Default::default(),
            seq: 0,
            stats: Stats::default(),
            reported: Stats::default(),
        }
    }

    /// Replays one recorded frame and returns its command buffers.
    pub fn encode_frame(&mut self, msg: &FrameMsg) -> Submission {
        let started = std::time::Instant::now();
        let presents_before = self.stats.presents;
        self.seq = msg.seq;
        let device = &self.sh.device;
        self.frame.upload =
            Some(device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("uploads") }));
        self.frame.main = Some(device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("frame") }));
        // Constants are re-pushed into this frame's chunks at the first draw, and
        // the bound textures marked as used by this frame.
        self.resolved.constants = None;
        self.st.dirty |= dirty::TEXTURES;
        // SAFETY: the API side keeps the regions alive until `replayed >= seq`,
        // which is signalled only after this function returns.
        let mut records = unsafe { RecordIter::new(&msg.regions) };
        let mut replayed = 0;
        for rec in records.by_ref() {
            self.replay(&rec);
            replayed += 1;
        }
        if let Some(what) = records.corruption() {
            self.sh
                .lose(&format!("frame {}: the recorded commands are corrupt: {what}", msg.seq));
        }
        self.flush_targets();
        let ends_frame = self.stats.presents > presents_before;
        let parts = match self.deferred.take() {
            Some(d) => self.finish_deferred(d, ends_frame),
            None => Vec::new(),
        };
        let queries = self.queries_finish_frame();
        let mut upload = self.frame.upload.take().expect("frame open");
        self.uniforms.flush(&mut self.upload_runs, &mut upload);
        self.dynamic.flush(&mut self.upload_runs, &mut upload);
        self.upload_runs.flush(&mut upload);
        self.uniforms.finish_frame();
        self.dynamic.finish_frame();
        self.staging.finish_frame(&upload);
        let main = self.frame.main.take().expect("frame open");
        let mut commands = Vec::with_capacity(parts.len() + 2);
        commands.push(upload.finish());
        commands.extend(parts);
        commands.push(main.finish());
        self.report_stats(started.elapsed());
        self.note_hud_frame(replayed);
        Submission {
            seq: msg.seq,
            commands,
            readbacks: std::mem::take(&mut self.frame.readbacks),
            presents: std::mem::take(&mut self.frame.presents),
            queries,
        }
    }

    fn replay(&mut self, r: &Record) {
        let st = &mut self.st;
        match r.op {
            Op::RenderState => {
                let i = r.a as usize;
                if instancing::is_instancing_switch(r.a as u32, r.b) || multisample::is_depth_resolve(r.a as u32, r.b) {
                    // Not a point size: the point size stays as it was.
                    return;
                }
                if let Some(on) = multisample::alpha_to_coverage_switch(r.a as u32, r.b) {
                    st.alpha_to_coverage_switch = on;
                    st.dirty |= dirty::PIPELINE;
                    return;
                }
                if r.a as u32 == D3DRS_SRGBWRITEENABLE {
                    self.set_srgb_write(r.b != 0);
                }
                let st = &mut self.st;
                if i < RS_COUNT && st.rs[i] != r.b {
                    st.rs[i] = r.b;
                    st.dirty |= draw_plan::render_state_invalidates(r.a as u32);
                }
            }
            Op::SamplerState => {
                let (slot, ty) = ((r.a >> 8) as usize, (r.a & 0xFF) as usize);
                if slot < SAMPLER_SLOTS && ty < SAMP_COUNT {
                    let old = std::mem::replace(&mut st.samp[slot][ty], r.b);
                    st.dirty |= dirty::SAMPLERS;
                    if ty == D3DSAMP_MIPMAPLODBIAS as usize {
                        // The bias is a shader constant.
                        st.dirty |= dirty::PS_CONSTS;
                    }
                    if self.sampler_state_changes_read(slot, ty as u32, old, r.b) {
                        self.st.dirty |= dirty::PS_KEY | dirty::PIPELINE;
                    }
                }
            }
            Op::TextureStageState => {
                let (stage, ty) = ((r.a >> 8) as usize, (r.a & 0xFF) as usize);
                if stage < MAX_TEXTURE_STAGES && ty < TSS_COUNT {
                    st.tss[stage][ty] = r.b;
                    st.dirty |= draw_plan::texture_stage_invalidates(ty as u32);
                }
            }
            Op::SetTexture => self.set_texture(r.a as usize, r.b),
            Op::SetStreamSource => {
                let s = r.a as usize;
                if s < 16 {
                    let ss: StreamSource = r.get();
                    if st.streams[s].stride != ss.stride {
                        st.dirty |= dirty::VERTEX_INPUT;
                    }
                    st.streams[s] = ss;
                }
            }
            Op::SetStreamFreq => self.set_stream_freq(r.a as usize, r.b),
            Op::Query => {
                let cell: record::QueryCell = r.get();
                match r.a {
                    0 | 1 => self.occlusion_query(r.a == 0, cell.addr),
                    _ => self.timestamp_query(cell.addr),
                }
            }
            Op::SetIndices => {
                st.indices = r.b & 0x7FFF_FFFF;
                st.index_size = if r.b & 0x8000_0000 != 0 { 4 } else { 2 };
            }
            Op::SetVertexDecl => {
                st.decl = r.b;
                st.dirty |= dirty::VERTEX_INPUT;
                // A projected stage divides by the last of the declared
                // coordinates.
                if st
                    .tss
                    .iter()
                    .any(|t| t[D3DTSS_TEXTURETRANSFORMFLAGS as usize] & D3DTTFF_PROJECTED != 0)
                {
                    st.dirty |= dirty::PS_KEY;
                }
            }
            Op::SetTransform => {
                let t = r.a as usize;
                if t < 512 {
                    st.transforms[t] = r.get();
                    // The world matrix alone rewrites the registers that
                    // follow it (`constants::resolve_constants`).
                    st.dirty |= if t == D3DTS_WORLD as usize {
                        dirty::VS_WORLD
                    } else {
                        dirty::VS_CONSTS
                    };
                    if t == D3DTS_PROJECTION as usize {
                        // Table fog reads w or the depth by the projection.
                        st.dirty |= dirty::PS_KEY | dirty::PIPELINE;
                    }
                }
            }
            Op::SetViewport => {
                // Recorded at every SetViewport and SetRenderTarget(0): only
                // a different one (bit for bit) rebuilds the constants.
                let vp: record::Viewport = r.get();
                if bytemuck::bytes_of(&vp) != bytemuck::bytes_of(&st.viewport) {
                    st.viewport = vp;
                    st.dirty |= dirty::VIEWPORT;
                }
            }
            Op::SetScissor => st.scissor = r.get(),
            Op::SetMaterial => {
                st.material = r.get();
                st.dirty |= dirty::VS_CONSTS;
            }
            Op::SetLight => {
                if let Some(slot) = st.lights.get_mut(r.a as usize) {
                    let kind = r.b;
                    if slot.0 != kind {
                        st.dirty |= dirty::VERTEX_INPUT | dirty::PIPELINE;
                    }
                    *slot = (kind, r.get());
                    st.dirty |= dirty::VS_CONSTS;
                }
            }
            Op::SetClipPlane => {
                if let Some(plane) = st.clip_planes.get_mut(r.a as usize) {
                    *plane = r.get();
                    st.dirty |= dirty::VS_CONSTS;
                }
            }
            Op::SetRenderTarget => {
                let i = r.a as usize;
                if i < 4 {
                    self.set_render_target(i, r.get());
                }
            }
            Op::SetDepthStencil => self.set_depth_stencil(r.get()),
            Op::Clear => self.clear(&r.get()),
            Op::Draw => {
                let d: record::Draw = r.get();
                self.draw(
                    r.a as u32,
                    d.primitive_count,
                    DrawSource::Streams { start: d.start_vertex },
                );
            }
            Op::DrawIndexed => {
                let d: record::DrawIndexed = r.get();
                self.draw(
                    r.a as u32,
                    d.primitive_count,
                    DrawSource::Indexed {
                        base_vertex: d.base_vertex,
                        start_index: d.start_index,
                    },
                );
            }
            Op::DrawUp => {
                let d: record::DrawUp = r.get();
                // SAFETY: the frame's arena is alive while the frame is encoded.
                let data = unsafe { d.vertices.bytes() };
                self.draw(
                    r.a as u32,
                    d.primitive_count,
                    DrawSource::UserVertices { data, stride: d.stride },
                );
            }
            Op::DrawIndexedUp => {
                let d: record::DrawIndexedUp = r.get();
                // SAFETY: as above.
                let (data, indices) = unsafe { (d.vertices.bytes(), d.indices.bytes()) };
                self.draw(
                    r.a as u32,
                    d.primitive_count,
                    DrawSource::UserIndexed {
                        data,
                        stride: d.stride,
                        indices,
                        index_size: d.index_size,
                        base_vertex: d.base_vertex,
                    },
                );
            }
            Op::CreateBuffer => self.create_buffer(&r.get()),
            Op::CreateTexture => self.create_texture(&r.get()),
            Op::CreateVertexDecl => {
                let n = r.a as usize;
                let elements = r.payload[..n * 8]
                    .chunks_exact(8)
                    .map(|c| D3DVERTEXELEMENT9 {
                        Stream: u16::from_le_bytes([c[0], c[1]]),
                        Offset: u16::from_le_bytes([c[2], c[3]]),
                        Type: c[4],
                        Method: c[5],
                        Usage: c[6],
                        UsageIndex: c[7],
                    })
                    .collect();
                self.res.insert(r.b, Resource::Decl(elements));
                // Kept vertex stages name declarations by id.
                self.resolved.stage_memo.clear();
            }
            Op::Destroy => self.destroy(r.b),
            Op::CreateShader => self.create_shader(r),
            Op::SetShader => self.set_shader(r.a == 1, r.b),
            Op::ShaderConstants => self.shader_constants(r),
            Op::UploadBuffer => self.upload_buffer(&r.get()),
            Op::UploadTexture => self.upload_texture(&r.get()),
            Op::ReadBack => self.read_back(&r.get()),
            Op::CopySurface => self.copy_surface(&r.get()),
            Op::SetTextureLod => {
                if let Some(t) = self.res.texture_mut(r.b) {
                    t.lod = u32::from(r.a);
                    self.st.dirty |= dirty::TEXTURES;
                }
            }
            Op::AutoGenFilter => self.set_autogen_filter(r.b, u32::from(r.a)),
            Op::TexturePalette => {
                for (entry, bytes) in self.st.palette.iter_mut().zip(r.payload.chunks_exact(4)) {
                    entry.copy_from_slice(bytes);
                }
            }
            Op::GammaRamp => {
                self.gamma = (r.a == 1).then(|| Arc::new(crate::present::GammaRamp::from_bytes(r.payload)));
            }
            Op::RotateBackBuffers => {
                let ids: Vec<u32> = (r.payload.chunks_exact(4).take(r.a as usize))
                    .map(bytemuck::pod_read_unaligned)
                    .collect();
                self.rotate_back_buffers(&ids);
            }
            Op::SoftwareVertexProcessing => {
                let on = r.a != 0;
                if self.st.software_vp != on {
                    self.st.software_vp = on;
                    // Shaders with a software program change module,
                    // pipeline layout and constant block.
                    self.st.dirty |= dirty::VERTEX_INPUT | dirty::VS_CONSTS | dirty::PIPELINE;
                }
            }
            Op::FrameTimes => {
                let t: record::FrameTimes = r.get();
                crate::perf::note_frame_times(t.frame_ns, t.api_ns, t.gpu_wait_ns);
                if let Some(h) = &mut self.hud {
                    (h.frame_ns, h.api_ns) = (t.frame_ns, t.api_ns);
                }
            }
            Op::Present => {
                self.flush_targets();
                if r.a == 1 {
                    self.queue_present(r.get());
                }
                self.frame_no += 1;
                self.stats.presents += 1;
                if debug_present_loses(self.lose_at_present) {
                    self.sh.lose("debug.loseDeviceAtPresent");
                }
            }
        }
    }

    fn set_texture(&mut self, slot: usize, id: u32) {
        if slot >= SAMPLER_SLOTS {
            return;
        }
        let shape = |t: Option<&resources::TextureRes>| t.map(|t| t.shape);
        if self.texture_kind(self.st.textures[slot]) != self.texture_kind(id)
            || shape(self.res.texture(self.st.textures[slot])) != shape(self.res.texture(id))
            || self.texture_read(self.st.textures[slot]) != self.texture_read(id)
        {
            self.st.dirty |= dirty::PIPELINE | dirty::PS_KEY;
        }
        self.st.textures[slot] = id;
        self.st.dirty |= dirty::TEXTURES;
    }

    /// Resolves a Present's back buffer; the submit thread shows it after the
    /// frame's commands.
    fn queue_present(&mut self, target: record::PresentTarget) {
        // A multisampled back buffer is shown resolved; one nothing shows or
        // captures (a headless HUD's frame) is not read.
        let unread = target.window_system == record::window_system::NONE && target.capture == 0;
        let back_buffer = if unread {
            self.res.texture(target.src.id).map(|t| t.texture.clone())
        } else {
            self.resolve_surface(target.src.id)
        };
        if let Some(back_buffer) = back_buffer {
            let cursor = (target.cursor != 0)
                .then(|| self.res.texture(target.cursor).map(|t| t.texture.clone()))
                .flatten();
            self.frame.presents.push(crate::present::PresentRequest {
                target,
                back_buffer,
                gamma: self.gamma.clone(),
                cursor,
                hud: None,
            });
        }
    }

    /// Counts an encoded frame of `replayed` records for the HUD, and hands
    /// its figures to the presents that show the HUD.
    fn note_hud_frame(&mut self, replayed: u64) {
        let Some(tally) = &mut self.hud else { return };
        tally.records += replayed;
        tally.submissions += 1;
        let hud_presents = self
            .frame
            .presents
            .iter_mut()
            .filter(|p| p.target.overlays & record::present_overlay::HUD != 0);
        for p in hud_presents {
            p.hud = Some(tally.take(
                self.stats.draws,
                self.pipes.pipeline_count() as u64,
                self.res.gpu_bytes(),
            ));
        }
    }

    /// Present's flip (`Op::RotateBackBuffers`): the back buffers' textures
    /// rotate behind their ids. Render targets stay bound by id, so draws
    /// after it render into the texture that moved there.
    fn rotate_back_buffers(&mut self, ids: &[u32]) {
        self.flush_targets();
        if !self.res.rotate_textures(ids) {
            log::warn!(target: "wgd3d9::runtime", "back buffer rotation over {ids:?}: not all are textures");
            return;
        }
        self.st.dirty |= dirty::PIPELINE;
    }

    fn read_back(&mut self, rb: &record::ReadBack) {
        self.flush_targets();
        self.note_lasting_read(rb.src.id);
        let Some(t) = self.res.texture(rb.src.id) else {
            return;
        };
        let (w, h) = t.level_size(rb.src.mip());
        let (w, h) = (w.min(rb.width), h.min(rb.height));
        // Lockable depth reads back as the GPU holds it; 24-bit depth cannot
        // be copied (the 24-bit depth textures that lock, shadow maps made
        // without the depth usage, are never written by the GPU: their CPU
        // copy stays current).
        if !t.info.gpu.is_copyable() || t.info.gpu.is_compressed() || w == 0 || h == 0 {
            return;
        }
        let texel_bytes = t.info.gpu.block_bytes();
        // The application's format (a widened float format keeps the
        // leading channels of each texel).
        let (kept_bytes, depth_unorm32) = match wgd3d9_core::format::info(rb.format) {
            Some(f) if f.reads_back() => (
                f.d3d_block_bytes.min(texel_bytes),
                f.conversion == wgd3d9_core::format::Conversion::D32Unorm,
            ),
            _ => return,
        };
        let row_bytes = w * texel_bytes;
        let pitch = row_bytes.next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
        let buffer = self.sh.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("read-back"),
            size: pitch as u64 * h as u64,
            usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
            mapped_at_creation: false,
        });
        let main = self.frame.main.as_mut().expect("frame open");
        main.copy_texture_to_buffer(
            resources::copy_info(&t.texture, rb.src, 0, 0),
            wgpu::TexelCopyBufferInfo {
                buffer: &buffer,
                layout: wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(pitch),
                    rows_per_image: Some(h),
                },
            },
            wgpu::Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: 1,
            },
        );
        self.frame.readbacks.push(PendingReadback {
            buffer,
            buffer_pitch: pitch,
            dst_ptr: rb.dst_ptr,
            dst_pitch: rb.dst_pitch,
            row_bytes,
            rows: h,
            texel_bytes,
            kept_bytes,
            depth_unorm32,
        });
    }
}

/// Texture filtering as the user tunes it (`texture.*` options), over what
/// the program's sampler states say.
struct TextureOptions {
    /// Forced anisotropy of linear minification (0: the program's).
    anisotropy: u32,
    /// Added to every sampler's D3DSAMP_MIPMAPLODBIAS.
    lod_bias: f32,
    /// Negative biases count as 0.
    clamp_negative_lod_bias: bool,
}

/// Whether this Present is the process's `n`th (`debug.loseDeviceAtPresent`;
/// 0 never fires, and it fires once per process).
fn debug_present_loses(n: u32) -> bool {
    static PRESENTS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    n != 0 && PRESENTS.fetch_add(1, std::sync::atomic::Ordering::AcqRel) + 1 == u64::from(n)
}
