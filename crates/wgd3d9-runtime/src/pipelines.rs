//! Caches of GPU objects derived from D3D9 state: bind group layouts, shader
//! modules generated from fixed-function keys, vertex layouts, render pipelines
//! and the pipelines of partial clears.
//!
//! Every cache is keyed by exactly the inputs that decide the object, so equal
//! state always finds the same object and the caches never need invalidation.

mod build;
pub mod disk_cache;

pub use build::{module_job, pipeline_job, Layouts, ProgramModules};

use crate::compile::{Job, Lane, Workers};
use crate::conv;
use crate::perf::{self, COUNTERS};
use crate::recipes::{ModuleRecipe, PipelineRecipe, Shader};
use disk_cache::DiskCache;
use std::collections::HashMap;
use std::sync::Arc;

/// Hash maps of the caches and the per-draw lookups: keys are small plain
/// data, hashed with foldhash (streaming xxh3 cost more than the rest of a
/// lookup for keys written field by field), with a fixed seed so that a
/// map's order is the same from run to run.
pub type FastMap<K, V> = HashMap<K, V, foldhash::fast::FixedState>;
use std::hash::{BuildHasher, BuildHasherDefault};
use wgd3d9_core::ff_key::{FfPixelKey, FfVertexKey};
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_shader::{ff, ir, naga_backend};

pub use crate::pipeline_key::*;

/// The vertex stage of the fixed shaders that read their source at each
/// pixel's own position (depth copies and writes): entry point `vs`, one
/// triangle covering the target. Prepend it to a module's fragment stage.
pub const COVERING_TRIANGLE_VS: &str = r#"
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
    let t = vec2<f32>(f32((i << 1u) & 2u), f32(i & 2u));
    return vec4<f32>(t.x * 2.0 - 1.0, 1.0 - t.y * 2.0, 0.0, 1.0);
}
"#;

/// [`COVERING_TRIANGLE_VS`] that also passes the target position as
/// texture coordinates (`VOut.uv`, 0..1 from the top-left corner), for
/// the fixed shaders that sample their source over the whole target.
pub const COVERING_TRIANGLE_UV_VS: &str = r#"
struct VOut { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32> };
@vertex fn vs(@builtin(vertex_index) i: u32) -> VOut {
    let uv = vec2<f32>(f32((i << 1u) & 2u), f32(i & 2u));
    var o: VOut;
    o.pos = vec4<f32>(uv.x * 2.0 - 1.0, 1.0 - uv.y * 2.0, 0.0, 1.0);
    o.uv = uv;
    return o;
}
"#;

/// The samplers of the fixed blits: point (index 0) and linear (index 1)
/// filtering, clamped to the edge.
pub fn point_and_linear_samplers(device: &wgpu::Device, label: &str) -> [wgpu::Sampler; 2] {
    [wgpu::FilterMode::Nearest, wgpu::FilterMode::Linear].map(|filter| {
        device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some(label),
            mag_filter: filter,
            min_filter: filter,
            ..Default::default()
        })
    })
}

/// A render pipeline of a fixed WGSL blit (the present blit, StretchRect's):
/// entry points `vs` and `fs`, no vertex buffers (the vertex shader makes its
/// triangle from the vertex index), no blending beyond what `targets` say.
pub fn fixed_blit_pipeline(
    device: &wgpu::Device,
    label: &str,
    layout: &wgpu::PipelineLayout,
    module: &wgpu::ShaderModule,
    targets: &[Option<wgpu::ColorTargetState>],
    depth_stencil: Option<wgpu::DepthStencilState>,
    samples: u32,
) -> wgpu::RenderPipeline {
    device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some(label),
        layout: Some(layout),
        vertex: wgpu::VertexState {
            module,
            entry_point: Some("vs"),
            compilation_options: Default::default(),
            buffers: &[],
        },
        fragment: Some(wgpu::FragmentState {
            module,
            entry_point: Some("fs"),
            compilation_options: Default::default(),
            targets,
        }),
        primitive: Default::default(),
        depth_stencil,
        multisample: wgpu::MultisampleState {
            count: samples,
            ..Default::default()
        },
        multiview_mask: None,
        cache: None,
    })
}

/// Draws a [`fixed_blit_pipeline`]'s triangle over all of `target` in a
/// pass of its own, which clears the target to black first; `group` is
/// bind group 0.
pub fn draw_fixed_blit(
    enc: &mut wgpu::CommandEncoder,
    label: &str,
    target: &wgpu::TextureView,
    pipeline: &wgpu::RenderPipeline,
    group: &wgpu::BindGroup,
) {
    let mut pass = begin_blit_pass(enc, label, target, wgpu::LoadOp::Clear(wgpu::Color::BLACK));
    pass.set_pipeline(pipeline);
    pass.set_bind_group(0, group, &[]);
    pass.draw(0..3, 0..1);
}

/// A render pass of a fixed blit over all of `target` alone, which it
/// stores, loaded as `load` says.
pub fn begin_blit_pass<'e>(
    enc: &'e mut wgpu::CommandEncoder,
    label: &str,
    target: &wgpu::TextureView,
    load: wgpu::LoadOp<wgpu::Color>,
) -> wgpu::RenderPass<'e> {
    enc.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: Some(label),
        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
            view: target,
            depth_slice: None,
            resolve_target: None,
            ops: wgpu::Operations {
                load,
                store: wgpu::StoreOp::Store,
            },
        })],
        ..Default::default()
    })
}

const MEMO_SIZE: usize = 16;

/// A pipeline key's words with their hash, worked out once per lookup: the
/// map of pipelines takes the hash as it is ([`TakenHash`]) and compares
/// the words, rather than packing and hashing the key again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct HashedKey {
    hash: u64,
    words: KeyWords,
}

impl std::hash::Hash for HashedKey {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        h.write_u64(self.hash);
    }
}

/// The hasher of [`HashedKey`]s: the hash is the one written.
#[derive(Default)]
struct TakenHash(u64);

impl std::hash::Hasher for TakenHash {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u64` is used; anything else folds in all the same.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

/// The most recently used render pipelines with their keys: the draws of a
/// frame alternate among a few pipelines, so most lookups end here. An
/// entry is compared by its key's tag first ([`memo_tag`]), then by the
/// key's words ([`PipelineKey::words`]: a key is large), and stays
/// where it is with the time it was last used; the least recently used one
/// makes room for a new key. The last hit is compared first.
pub struct PipelineMemo<P> {
    entries: Vec<MemoEntry<P>>,
    last: usize,
    /// Counts uses: an entry's last use.
    clock: u64,
    pub hits: u64,
    pub calls: u64,
}

/// A key's tag in the memo: its words folded, a few instructions where
/// hashing them for the map takes about a hundred. Equal keys have equal
/// tags; a tag shared by two keys costs only a comparison of their words.
pub fn memo_tag(words: &KeyWords) -> u64 {
    words.iter().fold(0, |t, &w| t.rotate_left(7) ^ w)
}

struct MemoEntry<P> {
    tag: u64,
    words: KeyWords,
    pipeline: P,
    used: u64,
}

impl<P> Default for PipelineMemo<P> {
    fn default() -> Self {
        PipelineMemo {
            entries: Vec::with_capacity(MEMO_SIZE),
            last: 0,
            clock: 0,
            hits: 0,
            calls: 0,
        }
    }
}

impl<P: Copy> PipelineMemo<P> {
    /// Entries kept.
    pub const SIZE: usize = MEMO_SIZE;

    /// What the key of `words` (whose tag is `tag`) maps to if it is one
    /// of the recent keys (now the most recently used).
    pub fn get(&mut self, words: &KeyWords, tag: u64) -> Option<P> {
        self.calls += 1;
        let hit = |e: &MemoEntry<P>| e.tag == tag && e.words == *words;
        let i = match self.entries.get(self.last) {
            Some(e) if hit(e) => self.last,
            _ => self.entries.iter().position(hit)?,
        };
        self.hits += 1;
        self.last = i;
        self.clock += 1;
        self.entries[i].used = self.clock;
        Some(self.entries[i].pipeline)
    }

    /// Makes the key of `words` (whose tag is `tag`) the most recent, in
    /// place of the least recently used entry when full.
    pub fn put(&mut self, words: KeyWords, tag: u64, pipeline: P) {
        self.clock += 1;
        let entry = MemoEntry {
            tag,
            words,
            pipeline,
            used: self.clock,
        };
        if self.entries.len() < Self::SIZE {
            self.entries.push(entry);
            self.last = self.entries.len() - 1;
            return;
        }
        let oldest = (0..self.entries.len())
            .min_by_key(|&i| self.entries[i].used)
            .expect("full");
        self.entries[oldest] = entry;
        self.last = oldest;
    }
}

/// A shader module being built on the compile workers (`None`: the program
/// did not lower, logged).
pub type ModuleJob = Arc<Job<Option<wgpu::ShaderModule>>>;
/// A render pipeline being built on the compile workers (`None`: one of its
/// modules failed).
pub type PipelineJob = Arc<Job<Option<BuiltPipeline>>>;

/// A render pipeline and the layout object it was made with. wgpu clears
/// the immediates when a pass changes to a pipeline of another layout
/// object (by identity: the prewarm's pipelines have layouts of their own),
/// so the encoder compares these to know when to set them again.
#[derive(Clone, Debug)]
pub struct BuiltPipeline {
    pub pipeline: wgpu::RenderPipeline,
    pub layout: wgpu::PipelineLayout,
}

/// What [`Pipelines::pipeline`] has for a key.
pub enum Lookup {
    /// Built: [`Pipelines::ready`] lends it by this index.
    Ready(usize),
    /// Still building.
    Pending(PipelineJob),
    /// It cannot be built (logged).
    Failed,
}

/// A render pipeline of the map.
enum Built {
    Building(PipelineJob),
    /// Its index in `Pipelines::built`.
    Ready(usize),
    /// It cannot be built (logged).
    Failed,
}

impl Built {
    /// What the entry has: a build that has ended moves its pipeline into
    /// `built` (once; later lookups touch neither the job nor its lock).
    fn settle(&mut self, built: &mut Vec<BuiltPipeline>) -> Lookup {
        if let Built::Building(job) = self {
            *self = match job.get() {
                Some(Some(p)) => {
                    built.push(p);
                    Built::Ready(built.len() - 1)
                }
                Some(None) => Built::Failed,
                None => return Lookup::Pending(job.clone()),
            };
        }
        match self {
            Built::Ready(i) => Lookup::Ready(*i),
            _ => Lookup::Failed,
        }
    }
}

pub struct Pipelines {
    device: wgpu::Device,
    workers: Workers,
    /// The persistent cache, when on: prewarmed objects are taken from it,
    /// and builds record their recipes into it.
    disk: Option<Arc<DiskCache>>,
    layouts: Layouts,
    /// Recent keys and their [`Built::Ready`] indices.
    memo: PipelineMemo<usize>,
    /// The distinct fixed-function vertex keys seen (a key's module may be
    /// specialised several ways).
    ff_vertex_keys: FastMap<FfVertexKey, ()>,
    /// Fixed-function pixel keys: module id, varying locations read,
    /// sampler shapes.
    ff_pixel: FastMap<(FfPixelKey, u64), (u32, u64, TextureDims)>,
    module_ids: FastMap<ModuleRecipe, u32>,
    /// By module id: the recipe and the module.
    modules: Vec<(ModuleRecipe, ModuleJob)>,
    /// Modules by program, shared by recipes that generate the same one.
    program_modules: ProgramModules,
    vertex_layouts: FastMap<VertexLayoutKey, u32>,
    layout_list: Vec<VertexLayoutKey>,
    /// By layout id: what each stream holds, and the streams read (bit s).
    layout_streams: Vec<(StreamUse, u16)>,
    /// By key, hashed once per lookup (the memo's hash, see [`HashedKey`]).
    pipelines: HashMap<HashedKey, Built, BuildHasherDefault<TakenHash>>,
    /// The pipelines built, by [`Built::Ready`] index: lookups lend them
    /// rather than clone them out of their jobs.
    built: Vec<BuiltPipeline>,
    /// Lookups the map answered (the memo did not): counted here, added to
    /// the process counters once a frame.
    pub map_hits: u64,
    clear_pipelines: FastMap<ClearPipelineKey, wgpu::RenderPipeline>,
    clear_modules: Option<(wgpu::ShaderModule, wgpu::ShaderModule)>,
}

fn module_from_program(device: &wgpu::Device, p: &ir::Program, label: &str) -> wgpu::ShaderModule {
    let module = naga_backend::lower(p).unwrap_or_else(|e| unreachable!("generated program is invalid: {e}"));
    device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some(label),
        source: wgpu::ShaderSource::Naga(std::borrow::Cow::Owned(module)),
    })
}

impl Pipelines {
    /// `workers` build the modules and pipelines; `disk` is the persistent
    /// cache, if on.
    pub fn new(device: &wgpu::Device, workers: Workers, disk: Option<Arc<DiskCache>>) -> Pipelines {
        Pipelines {
            device: device.clone(),
            workers,
            disk,
            layouts: Layouts::new(device),
            memo: PipelineMemo::default(),
            ff_vertex_keys: FastMap::default(),
            ff_pixel: FastMap::default(),
            module_ids: FastMap::default(),
            modules: Vec::new(),
            program_modules: Default::default(),
            vertex_layouts: FastMap::default(),
            layout_list: Vec::new(),
            layout_streams: Vec::new(),
            pipelines: HashMap::default(),
            built: Vec::new(),
            map_hits: 0,
            clear_pipelines: FastMap::default(),
            clear_modules: None,
        }
    }

    /// The layout of the constants bind group.
    pub fn constants_layout(&self) -> &wgpu::BindGroupLayout {
        &self.layouts.constants
    }

    /// The constants bind group layout of software vertex processing draws
    /// (the vertex block a storage buffer).
    pub fn software_constants_layout(&self) -> &wgpu::BindGroupLayout {
        &self.layouts.software_constants
    }

    /// The textures bind group layout of `dims`, made on first use.
    pub fn textures_layout(&mut self, dims: TextureDims) -> &wgpu::BindGroupLayout {
        &self.layouts.get(&self.device, dims, false).0
    }

    /// The translation of recorded shader bytecode `hash` the persistent
    /// cache's prewarm made, if any.
    pub fn prewarmed_shader(&self, hash: u128) -> Option<Arc<Shader>> {
        self.disk.as_ref()?.shader(hash)
    }

    /// The module id of `recipe` (`shader`: the translation it reads, if
    /// any): queued for the workers on first use, or taken from the
    /// persistent cache's prewarm.
    pub fn module(&mut self, recipe: ModuleRecipe, shader: Option<Arc<Shader>>) -> u32 {
        if let Some(&id) = self.module_ids.get(&recipe) {
            return id;
        }
        let job = match self.disk.as_ref().and_then(|d| d.module(&recipe)) {
            Some(job) => job,
            None => {
                perf::add(&COUNTERS.builds_queued, 1);
                module_job(
                    &self.device,
                    recipe.clone(),
                    shader,
                    self.disk.clone(),
                    self.program_modules.clone(),
                )
            }
        };
        // A prewarmed job the prewarm did not get to is built here too.
        if !job.is_ready() {
            self.workers.queue(Lane::Other, &job);
        }
        self.modules.push((recipe.clone(), job));
        let id = self.modules.len() as u32 - 1;
        self.module_ids.insert(recipe, id);
        id
    }

    /// The module id of a fixed-function vertex key, writing (with D3D9's
    /// defaults where it has nothing) every varying location of
    /// `ps_inputs` (those of `ps_centroid` for centroid sampling), its
    /// colours flat when `flat`, points drawn as `points` (a
    /// `wgd3d9_core::keys::point_mode`).
    pub fn ff_vertex(
        &mut self,
        key: &FfVertexKey,
        (ps_inputs, ps_centroid): (u64, u64),
        flat: bool,
        points: u8,
    ) -> u32 {
        self.ff_vertex_keys.insert(*key, ());
        self.module(
            ModuleRecipe::FfVertex {
                key: *key,
                ps_inputs,
                ps_centroid,
                flat,
                points,
            },
            None,
        )
    }

    /// The distinct fixed-function vertex and pixel keys the device's draws
    /// have produced (the shaders generated for them are cached by key).
    pub fn ff_key_counts(&self) -> (usize, usize) {
        (self.ff_vertex_keys.len(), self.ff_pixel.len())
    }

    /// The module id of a fixed-function pixel key with the sampler reads
    /// `sampler_reads` (`Program::sampler_reads`), the varying
    /// locations it reads and the texture shapes of its samplers.
    pub fn ff_pixel(&mut self, key: &FfPixelKey, sampler_reads: u64) -> (u32, u64, TextureDims) {
        if let Some(&found) = self.ff_pixel.get(&(*key, sampler_reads)) {
            return found;
        }
        let p = ff::pixel_program(key);
        let (inputs, dims) = (p.input_locations(), TextureDims::of_program(&p));
        let recipe = ModuleRecipe::FfPixel {
            key: *key,
            sampler_reads,
        };
        let found = (self.module(recipe, None), inputs, dims);
        self.ff_pixel.insert((*key, sampler_reads), found);
        found
    }

    /// Interns a vertex layout.
    pub fn vertex_layout(&mut self, key: VertexLayoutKey) -> u32 {
        if let Some(&id) = self.vertex_layouts.get(&key) {
            return id;
        }
        let mut streams: StreamUse = [None; 16];
        for a in &key.attrs {
            let s = a.stream as usize;
            let end = a.offset as u32 + a.format.size();
            let prev = streams[s].map_or(0, |(_, e)| e);
            streams[s] = Some((key.strides[s], prev.max(end)));
        }
        let read = (0..16).filter(|&s| streams[s].is_some()).fold(0, |m, s| m | 1 << s);
        self.layout_streams.push((streams, read));
        self.layout_list.push(key.clone());
        let id = self.layout_list.len() as u32 - 1;
        self.vertex_layouts.insert(key, id);
        id
    }

    /// Stride and end of the last attribute of each stream layout `id` reads.
    pub fn layout_streams(&self, id: u32) -> StreamUse {
        self.layout_streams[id as usize].0
    }

    /// Stride and end of the last attribute of stream `s` of layout `id`
    /// (None: the layout reads nothing of it).
    pub fn layout_stream(&self, id: u32, s: usize) -> Option<(u32, u32)> {
        self.layout_streams[id as usize].0[s]
    }

    /// The streams layout `id` reads (bit s: stream s).
    pub fn layout_streams_read(&self, id: u32) -> u16 {
        self.layout_streams[id as usize].1
    }

    /// The streams of layout `id` stepped per instance
    /// ([`VertexLayoutKey::instanced`]).
    pub fn layout_instanced(&self, id: u32) -> u16 {
        self.layout_list[id as usize].instanced
    }

    /// The streams of layout `id` read with a zero stride, a run of
    /// instances at a time ([`VertexLayoutKey::held`]).
    pub fn layout_held(&self, id: u32) -> u16 {
        self.layout_list[id as usize].held
    }

    /// The render pipeline of `key`: queued for the workers on first use
    /// (or taken from the persistent cache's prewarm). The most recently
    /// used ones answer from the memo, whose entries are compared by the
    /// key's hash first ([`PipelineMemo`]); on a miss the map takes the same
    /// hash and compares the key's words (see [`PipelineKey::words`]).
    /// `words` are the key's ([`PipelineKey::words`]), which the caller
    /// keeps between draws.
    pub fn pipeline(&mut self, key: &PipelineKey, words: &KeyWords) -> Lookup {
        debug_assert_eq!(*words, key.words());
        let words = *words;
        let tag = memo_tag(&words);
        if let Some(i) = self.memo.get(&words, tag) {
            // Counted with the frame's counters (the encoder's
            // `report_stats`), not by an atomic add per lookup.
            return Lookup::Ready(i);
        }
        // The key's own hash, for the map: a key hashes as its words.
        let hash = foldhash::fast::FixedState::default().hash_one(words);
        let hashed = HashedKey { hash, words };
        let found = match self.pipelines.get_mut(&hashed) {
            Some(entry) => {
                self.map_hits += 1;
                Some(Built::settle(entry, &mut self.built))
            }
            None => None,
        };
        let found = found.unwrap_or_else(|| {
            perf::add(&COUNTERS.cache_mem_misses, 1);
            let mut entry = Built::Building(self.new_pipeline(key));
            let found = Built::settle(&mut entry, &mut self.built);
            self.pipelines.insert(hashed, entry);
            found
        });
        if let Lookup::Ready(i) = found {
            self.memo.put(words, tag, i);
        }
        found
    }

    /// The pipeline of a [`Lookup::Ready`] index.
    pub fn ready(&self, i: usize) -> &BuiltPipeline {
        &self.built[i]
    }

    /// The recipe of `key`.
    fn recipe(&self, key: &PipelineKey) -> PipelineRecipe {
        PipelineRecipe {
            vs: self.modules[key.vs as usize].0.clone(),
            ps: self.modules[key.ps as usize].0.clone(),
            vertex_layout: self.layout_list[key.vertex_layout as usize].clone(),
            fixed: key.fixed,
        }
    }

    /// The pipeline job of a key not seen before: the prewarm's, or a build
    /// queued in the ready lane when its modules are built.
    fn new_pipeline(&mut self, key: &PipelineKey) -> PipelineJob {
        let recipe = self.recipe(key);
        if let Some(disk) = &self.disk {
            if let Some(job) = disk.pipeline(&recipe) {
                perf::add(&COUNTERS.cache_disk_hits, 1);
                if !job.is_ready() {
                    self.workers.queue(Lane::Ready, &job);
                }
                return job;
            }
            perf::add(&COUNTERS.cache_disk_misses, 1);
        }
        let (vs, ps) = (
            self.modules[key.vs as usize].1.clone(),
            self.modules[key.ps as usize].1.clone(),
        );
        let lane = if vs.is_ready() && ps.is_ready() {
            Lane::Ready
        } else {
            Lane::Other
        };
        let backend_cache = self.disk.as_ref().and_then(|d| d.backend_cache());
        let job = pipeline_job(
            &self.device,
            &mut self.layouts,
            &recipe,
            vs,
            ps,
            backend_cache,
            self.disk.clone(),
        );
        self.workers.queue(lane, &job);
        perf::add(&COUNTERS.builds_queued, 1);
        job
    }

    /// Queues `jobs` in the urgent lane, then waits for each: a job no
    /// worker has started is built on this thread. Returns the builds run
    /// here.
    pub fn wait_urgent(&self, jobs: &[PipelineJob]) -> u64 {
        for j in jobs {
            self.workers.queue(Lane::Urgent, j);
        }
        let mut ran_here = 0;
        for j in jobs {
            if j.wait().1 == crate::compile::Waited::RanHere {
                ran_here += 1;
            }
        }
        ran_here
    }

    /// Render pipelines made or being made.
    pub fn pipeline_count(&self) -> usize {
        self.pipelines.len()
    }

    /// Lookups answered by the pipeline memo, and lookups asked (a draw
    /// with the pipeline its pass has bound asks none).
    pub fn memo_counts(&self) -> (u64, u64) {
        (self.memo.hits, self.memo.calls)
    }

    /// The pipeline of a partial clear: a full-target triangle whose colour and
    /// depth come from the constants (see [`clear_programs`]).
    pub fn clear_pipeline(&mut self, device: &wgpu::Device, key: &ClearPipelineKey) -> &wgpu::RenderPipeline {
        if !self.clear_pipelines.contains_key(key) {
            let (vs, ps) = self.clear_modules.get_or_insert_with(|| {
                let (v, p) = clear_programs();
                (
                    module_from_program(device, &v, "clear vertex"),
                    module_from_program(device, &p, "clear pixel"),
                )
            });
            let targets: Vec<Option<wgpu::ColorTargetState>> = key
                .color_formats
                .iter()
                .zip(key.color_masks)
                .map(|(f, m)| {
                    f.map(|f| wgpu::ColorTargetState {
                        format: conv::texture_format(f),
                        blend: None,
                        write_mask: wgpu::ColorWrites::from_bits_truncate(m as u32),
                    })
                })
                .collect();
            let last_target = targets.iter().rposition(|t| t.is_some()).map_or(0, |i| i + 1);
            let depth_stencil = key.depth_format.map(|f| {
                let stencil_face = wgpu::StencilFaceState {
                    compare: wgpu::CompareFunction::Always,
                    fail_op: wgpu::StencilOperation::Keep,
                    depth_fail_op: wgpu::StencilOperation::Keep,
                    pass_op: if key.stencil {
                        wgpu::StencilOperation::Replace
                    } else {
                        wgpu::StencilOperation::Keep
                    },
                };
                wgpu::DepthStencilState {
                    format: conv::texture_format(f),
                    depth_write_enabled: Some(key.depth),
                    depth_compare: Some(wgpu::CompareFunction::Always),
                    stencil: if key.stencil {
                        wgpu::StencilState {
                            front: stencil_face,
                            back: stencil_face,
                            read_mask: 0xFF,
                            write_mask: 0xFF,
                        }
                    } else {
                        Default::default()
                    },
                    bias: Default::default(),
                }
            });
            let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some("d3d9 clear"),
                layout: Some(&self.layouts.get(device, TextureDims::default(), false).1.clone()),
                vertex: wgpu::VertexState {
                    module: vs,
                    entry_point: Some(naga_backend::ENTRY_POINT),
                    compilation_options: Default::default(),
                    buffers: &[Some(wgpu::VertexBufferLayout {
                        array_stride: 8,
                        step_mode: wgpu::VertexStepMode::Vertex,
                        attributes: &[wgpu::VertexAttribute {
                            format: wgpu::VertexFormat::Float32x2,
                            offset: 0,
                            shader_location: 0,
                        }],
                    })],
                },
                primitive: wgpu::PrimitiveState::default(),
                depth_stencil,
                multisample: wgpu::MultisampleState {
                    count: key.samples.max(1).into(),
                    ..Default::default()
                },
                fragment: Some(wgpu::FragmentState {
                    module: ps,
                    entry_point: Some(naga_backend::ENTRY_POINT),
                    compilation_options: Default::default(),
                    targets: &targets[..last_target],
                }),
                multiview_mask: None,
                cache: None,
            });
            self.clear_pipelines.insert(*key, pipeline);
        }
        &self.clear_pipelines[key]
    }
}

impl Drop for Pipelines {
    fn drop(&mut self) {
        if let Some(d) = &self.disk {
            d.save_backend_cache();
        }
    }
}

/// The partial-clear shaders: the vertex shader places a full-target triangle at
/// depth `c0.x`; the pixel shader writes colour `c0` of the pixel constants.
pub fn clear_programs() -> (ir::Program, ir::Program) {
    use ir::*;
    let mut vs = Program::new(Stage::Vertex);
    vs.constants = 1;
    vs.inputs.push(InputDecl {
        reg: 0,
        location: 0,
        format: AttribFormat::Float2,
        flat: false,
        centroid: false,
        mask: mask::ALL,
    });
    vs.outputs.push(OutputDecl {
        reg: 0,
        kind: OutputKind::Position,
    });
    vs.body.push(Inst::Mov {
        dst: Dst::new(Reg::output(0)),
        src: Src::new(Reg::input(0)),
    });
    vs.body.push(Inst::Mov {
        dst: Dst::new(Reg::output(0)).masked(mask::Z),
        src: Src::new(Reg::constant(0)).swz(XXXX),
    });
    let mut ps = Program::new(Stage::Fragment);
    ps.constants = 1;
    ps.outputs.push(OutputDecl {
        reg: 0,
        kind: OutputKind::Color { target: 0 },
    });
    ps.body.push(Inst::Mov {
        dst: Dst::new(Reg::output(0)),
        src: Src::new(Reg::constant(0)),
    });
    (vs, ps)
}

#[cfg(test)]
mod tests;
