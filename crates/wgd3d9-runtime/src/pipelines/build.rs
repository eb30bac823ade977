//! Building shader modules and render pipelines from recipes, as jobs the
//! compile workers (or a thread that needs the result) run.

use super::disk_cache::DiskCache;
use super::{
    BuiltPipeline, FastMap, ModuleJob, PipelineJob, TextureDims, CONSTANT_BINDING_SIZE, PIXEL_CONSTANT_BINDING_SIZE,
    PIXEL_SAMPLERS, SOFTWARE_CONSTANT_BINDING_SIZE,
};
use crate::compile::Job;
use crate::conv;
use crate::perf::{self, COUNTERS};
use crate::recipes::{ModuleRecipe, PipelineRecipe, Shader};
use std::sync::{Arc, Mutex};
use wgd3d9_core::format::GpuFormat;
use wgd3d9_core::keys::DepthStencilKey;
use wgd3d9_shader::naga_backend;

fn note_built(ok: bool) {
    perf::add(
        if ok {
            &COUNTERS.builds_done
        } else {
            &COUNTERS.builds_failed
        },
        1,
    );
}

/// The bind group layouts of draws: the constants (and their variant whose
/// vertex block is a storage buffer, for software vertex processing), and
/// per [`TextureDims`] the textures layout and the pipeline layout using
/// both.
pub struct Layouts {
    pub constants: wgpu::BindGroupLayout,
    pub software_constants: wgpu::BindGroupLayout,
    textures: FastMap<(TextureDims, bool), (wgpu::BindGroupLayout, wgpu::PipelineLayout)>,
}

impl Layouts {
    pub fn new(device: &wgpu::Device) -> Layouts {
        let uniform = |binding, visibility, size| wgpu::BindGroupLayoutEntry {
            binding,
            visibility,
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Uniform,
                has_dynamic_offset: true,
                min_binding_size: wgpu::BufferSize::new(size),
            },
            count: None,
        };
        let pixel = || uniform(1, wgpu::ShaderStages::FRAGMENT, PIXEL_CONSTANT_BINDING_SIZE);
        let constants = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("constants"),
            entries: &[uniform(0, wgpu::ShaderStages::VERTEX, CONSTANT_BINDING_SIZE), pixel()],
        });
        let software_constants = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("software vertex processing constants"),
            entries: &[
                wgpu::BindGroupLayoutEntry {
                    binding: 0,
                    visibility: wgpu::ShaderStages::VERTEX,
                    ty: wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Storage { read_only: true },
                        has_dynamic_offset: true,
                        min_binding_size: wgpu::BufferSize::new(SOFTWARE_CONSTANT_BINDING_SIZE),
                    },
                    count: None,
                },
                pixel(),
            ],
        });
        Layouts {
            constants,
            software_constants,
            textures: FastMap::default(),
        }
    }

    /// The textures bind group layout of `dims` and the pipeline layout
    /// using it, with the constants layout of software vertex processing
    /// when `software`; made on first use.
    pub fn get(
        &mut self,
        device: &wgpu::Device,
        dims: TextureDims,
        software: bool,
    ) -> &(wgpu::BindGroupLayout, wgpu::PipelineLayout) {
        let constants = if software {
            &self.software_constants
        } else {
            &self.constants
        };
        self.textures
            .entry((dims, software))
            .or_insert_with(|| make_layouts(device, constants, dims))
    }
}

fn make_layouts(
    device: &wgpu::Device,
    constants_layout: &wgpu::BindGroupLayout,
    dims: TextureDims,
) -> (wgpu::BindGroupLayout, wgpu::PipelineLayout) {
    let mut entries = Vec::new();
    for s in dims.declared() {
        let visibility = if s < PIXEL_SAMPLERS {
            wgpu::ShaderStages::FRAGMENT
        } else {
            wgpu::ShaderStages::VERTEX
        };
        entries.push(wgpu::BindGroupLayoutEntry {
            binding: 2 * s,
            visibility,
            ty: wgpu::BindingType::Texture {
                sample_type: wgpu::TextureSampleType::Float { filterable: true },
                view_dimension: conv::view_dimension(dims.shape(s)),
                multisampled: false,
            },
            count: None,
        });
        entries.push(wgpu::BindGroupLayoutEntry {
            binding: 2 * s + 1,
            visibility,
            ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
            count: None,
        });
    }
    let textures_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("textures"),
        entries: &entries,
    });
    let pipeline_layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: Some("d3d9"),
        bind_group_layouts: &[Some(constants_layout), Some(&textures_layout)],
        // The constant blocks' indices in their windows.
        immediate_size: wgd3d9_shader::ir::IMMEDIATE_BYTES,
    });
    (textures_layout, pipeline_layout)
}

/// Modules by the hash of the program they were made from: recipes that
/// generate the same program share one wgpu module.
pub type ProgramModules = Arc<Mutex<FastMap<u128, wgpu::ShaderModule>>>;

/// A job making the module of `recipe` (`shader`: its translation, when it
/// reads one): the program, then the module `same` already holds for an
/// identical program, or naga lowering and a new wgpu module. `disk` records
/// the shader's bytecode once the module is built.
pub fn module_job(
    device: &wgpu::Device,
    recipe: ModuleRecipe,
    shader: Option<Arc<Shader>>,
    disk: Option<Arc<DiskCache>>,
    same: ProgramModules,
) -> ModuleJob {
    let device = device.clone();
    Job::new(move || {
        let built = recipe.program(shader.as_deref()).and_then(|p| {
            let key = xxhash_rust::xxh3::xxh3_128(format!("{p:?}").as_bytes());
            if let Some(m) = same.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
                perf::add(&COUNTERS.modules_shared, 1);
                return Some(m.clone());
            }
            match naga_backend::lower(&p) {
                Ok(module) => {
                    let m = device.create_shader_module(wgpu::ShaderModuleDescriptor {
                        label: Some("d3d9 draw"),
                        source: wgpu::ShaderSource::Naga(std::borrow::Cow::Owned(module)),
                    });
                    same.lock().unwrap_or_else(|e| e.into_inner()).insert(key, m.clone());
                    Some(m)
                }
                Err(e) => {
                    log::error!(target: "wgd3d9::runtime", "a shader program does not lower: {e}");
                    None
                }
            }
        });
        note_built(built.is_some());
        if let (Some(_), Some(s), Some(d)) = (&built, &shader, &disk) {
            d.record_shader(s);
        }
        built
    })
}

/// A job making the pipeline of `recipe` from the module jobs `vs` and `ps`
/// (waited for, and built on the job's thread when nobody has started
/// them). `disk` records the recipe once the pipeline is built.
pub fn pipeline_job(
    device: &wgpu::Device,
    layouts: &mut Layouts,
    recipe: &PipelineRecipe,
    vs: ModuleJob,
    ps: ModuleJob,
    backend_cache: Option<wgpu::PipelineCache>,
    disk: Option<Arc<DiskCache>>,
) -> PipelineJob {
    let build = PipelineBuild {
        device: device.clone(),
        layout: layouts
            .get(device, recipe.fixed.texture_dims, recipe.vs.storage_constants())
            .1
            .clone(),
        recipe: recipe.clone(),
        vs,
        ps,
        backend_cache,
    };
    Job::new(move || {
        let built = build.build();
        note_built(built.is_some());
        if let (Some(_), Some(d)) = (&built, &disk) {
            d.record_pipeline(&build.recipe);
        }
        built
    })
}

/// Everything a pipeline build needs, owned so that a worker can run it.
struct PipelineBuild {
    device: wgpu::Device,
    layout: wgpu::PipelineLayout,
    recipe: PipelineRecipe,
    vs: ModuleJob,
    ps: ModuleJob,
    backend_cache: Option<wgpu::PipelineCache>,
}

impl PipelineBuild {
    /// Builds the pipeline (waiting for its modules, building them here if
    /// no worker has started them); `None` when a module failed.
    fn build(&self) -> Option<BuiltPipeline> {
        let (Some(vs), Some(ps)) = (self.vs.wait().0, self.ps.wait().0) else {
            return None;
        };
        let (key, device, layout) = (&self.recipe.fixed, &self.device, &self.recipe.vertex_layout);
        let features = device.features();
        let (polygon_line, polygon_point) = (
            features.contains(wgpu::Features::POLYGON_MODE_LINE),
            features.contains(wgpu::Features::POLYGON_MODE_POINT),
        );
        let mut attrs: Vec<Vec<wgpu::VertexAttribute>> = vec![Vec::new(); 16];
        for a in &layout.attrs {
            attrs[a.stream as usize].push(wgpu::VertexAttribute {
                format: conv::vertex_format(a.format),
                offset: a.offset as u64,
                shader_location: a.location as u32,
            });
        }
        let last = attrs.iter().rposition(|a| !a.is_empty()).map_or(0, |i| i + 1);
        let buffers: Vec<Option<wgpu::VertexBufferLayout>> = attrs[..last]
            .iter()
            .enumerate()
            .map(|(s, a)| {
                (!a.is_empty()).then(|| {
                    // Points drawn as quads step every stream per point.
                    let quads = key.raster.point_quads != 0;
                    let bit = 1u16 << s;
                    let held = !quads && layout.held & bit != 0;
                    wgpu::VertexBufferLayout {
                        array_stride: if held { 0 } else { layout.strides[s] as u64 },
                        step_mode: if quads || layout.instanced & bit != 0 {
                            wgpu::VertexStepMode::Instance
                        } else {
                            wgpu::VertexStepMode::Vertex
                        },
                        attributes: a,
                    }
                })
            })
            .collect();
        let targets: Vec<Option<wgpu::ColorTargetState>> = key
            .color_formats
            .iter()
            .zip(&key.blend)
            .map(|(f, b)| {
                f.map(|f| wgpu::ColorTargetState {
                    format: conv::texture_format(f),
                    // D3D9 leaves blending into a target that cannot blend
                    // undefined; it is off.
                    blend: (b.enabled != 0 && f.is_blendable()).then(|| wgpu::BlendState {
                        color: conv::blend_component(b.src, b.dst, b.op, false),
                        alpha: conv::blend_component(b.src_alpha, b.dst_alpha, b.op_alpha, true),
                    }),
                    write_mask: wgpu::ColorWrites::from_bits_truncate((b.write_mask & f.own_channels()) as u32),
                })
            })
            .collect();
        let last_target = targets.iter().rposition(|t| t.is_some()).map_or(0, |i| i + 1);
        let r = &key.raster;
        let primitive = wgpu::PrimitiveState {
            topology: if r.point_quads != 0 {
                wgpu::PrimitiveTopology::TriangleStrip
            } else {
                conv::topology(r.topology)
            },
            strip_index_format: match r.index_size {
                2 => Some(wgpu::IndexFormat::Uint16),
                4 => Some(wgpu::IndexFormat::Uint32),
                _ => None,
            },
            front_face: wgpu::FrontFace::Cw,
            cull_mode: conv::cull_face(r.cull),
            unclipped_depth: r.unclipped_depth != 0,
            polygon_mode: conv::polygon_mode(r.fill, polygon_line, polygon_point),
            conservative: false,
        };
        let depth_stencil = key.depth_format.map(|f| depth_stencil_state(f, &key.depth_stencil));
        let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("d3d9 draw"),
            layout: Some(&self.layout),
            vertex: wgpu::VertexState {
                module: &vs,
                entry_point: Some(naga_backend::ENTRY_POINT),
                compilation_options: Default::default(),
                buffers: &buffers,
            },
            primitive,
            depth_stencil,
            multisample: wgpu::MultisampleState {
                count: key.samples.max(1).into(),
                mask: if key.samples > 1 { key.sample_mask.into() } else { !0 },
                alpha_to_coverage_enabled: key.alpha_to_coverage,
            },
            fragment: Some(wgpu::FragmentState {
                module: &ps,
                entry_point: Some(naga_backend::ENTRY_POINT),
                compilation_options: Default::default(),
                targets: &targets[..last_target],
            }),
            multiview_mask: None,
            cache: self.backend_cache.as_ref(),
        });
        Some(BuiltPipeline {
            pipeline,
            layout: self.layout.clone(),
        })
    }
}

fn depth_stencil_state(format: GpuFormat, k: &DepthStencilKey) -> wgpu::DepthStencilState {
    let face = |f: &wgd3d9_core::keys::StencilFaceKey| wgpu::StencilFaceState {
        compare: conv::compare(f.func),
        fail_op: conv::stencil_op(f.fail),
        depth_fail_op: conv::stencil_op(f.depth_fail),
        pass_op: conv::stencil_op(f.pass),
    };
    let stencil = if k.stencil_enabled != 0 {
        wgpu::StencilState {
            front: face(&k.front),
            back: face(&k.back),
            read_mask: k.read_mask as u32,
            write_mask: k.write_mask as u32,
        }
    } else {
        Default::default()
    };
    // A stencil-only buffer has no depth to test or write.
    let depth = format.has_depth();
    wgpu::DepthStencilState {
        format: conv::texture_format(format),
        depth_write_enabled: Some(depth && k.depth_write != 0),
        depth_compare: Some(if depth {
            conv::compare(k.depth_func)
        } else {
            wgpu::CompareFunction::Always
        }),
        stencil,
        bias: wgpu::DepthBiasState {
            constant: 0,
            slope_scale: if depth { f32::from_bits(k.bias_slope_bits) } else { 0.0 },
            clamp: 0.0,
        },
    }
}
