//! constant_change_cost: what wgpu and the driver charge for a draw, by
//! what changes before it, measured below wgd3d9 (wgpu alone): the ways
//! constants can move, for choosing how the runtime hands them to the GPU,
//! and the pipeline and textures of the churn loop, for the floor under
//! wgd3d9's encoder.
//!
//! One pipeline, one bind group of two uniform bindings with dynamic offsets
//! (the vertex stage's, 16 KiB, and the pixel stage's, of the size given)
//! and four bytes of immediate data (an index the vertex stage reads its
//! constants at). Each frame draws 10,000 small quads into a 256x256 target,
//! after 3 unmeasured frames, 20 frames. Between draws it changes (the
//! first argument):
//! - `none`: nothing;
//! - `imm`: the immediate index;
//! - `instance`: the first instance (which the vertex stage adds to the
//!   index and hands the pixel stage as a flat varying);
//! - `offset`: the vertex binding's dynamic offset;
//! - `psoffset`: the pixel binding's dynamic offset;
//! - `churn`: what the churn loop of `api_call_cost` asks of a pass, the
//!   pipeline (blending on and off by turns) and a second bind group (one
//!   of two textures with a sampler, which the pixel stage samples), so
//!   that each draw sets a pipeline and a bind group: the floor under
//!   wgd3d9's encoder for that loop where draws go through wgpu's render
//!   pass;
//! - `pipelines` and `textures`: one half of `churn` each, the pipeline
//!   alone or the textures' group alone (with the pixel stage of `churn`):
//!   `pipelines` is the floor of that loop with every texture in one bind
//!   group;
//! - `still`: the pixel stage of `churn` with nothing changed between
//!   draws, the floor under those three;
//! - `vk-churn`, `vk-pipelines`, `vk-textures` and `vk-still`: the same
//!   commands recorded straight into a Vulkan command buffer on wgpu's
//!   device, from SPIR-V of the same WGSL (`vulkan.rs`): what the driver
//!   alone charges, so that the wgpu mode less the `vk-` one is wgpu's
//!   share; `vk-dynamic-churn`, `vk-dynamic-pipelines` and
//!   `vk-dynamic-still` record them with one pipeline whose blending is
//!   turned on and off per draw as dynamic state
//!   (VK_EXT_extended_dynamic_state3) instead of two pipelines;
//! - `array`: the pipeline by turns as in `pipelines`, with both textures
//!   in one binding array of a single bind group, the pixel stage picking
//!   one by the first instance (a flat varying): the way to that floor
//!   (needs binding arrays with non-uniform indexing, which Mesa 22.3's
//!   lavapipe does not offer).
//!
//! It prints the CPU time per draw of the process and of its thread that
//! records the passes (Linux only; compare the latter with wgd3d9's
//! encoder thread) and the wall time per draw, the GPU drained at both
//! ends. Run release, on the driver to measure (`VK_ICD_FILENAMES`):
//! `cargo run --release -p wgd3d9-runtime --example constant_change_cost --
//! [none|imm|instance|offset|psoffset|churn|pipelines|textures|still|array|vk-churn|vk-pipelines|vk-textures|vk-still|vk-dynamic-churn|vk-dynamic-pipelines|vk-dynamic-still]
//! [pixel binding bytes, default 512]`.
//! This program leaves the C heap as it is; to set it as the runtime does
//! in a 64-bit process, run it with
//! `GLIBC_TUNABLES=glibc.malloc.trim_threshold=67108864:glibc.malloc.top_pad=67108864:glibc.malloc.mmap_threshold=33554432`.

mod vulkan;

use std::time::Instant;

const DRAWS: u32 = 10_000;
const FRAMES: usize = 20;
/// Bytes of the vertex stage's binding (its registers are `VSLEN`).
const VS_BYTES: u64 = 16384;

const SHADER: &str = r#"
struct Imm { base: u32 }
var<immediate> imm: Imm;
@group(0) @binding(0) var<uniform> vc: array<vec4<f32>, VSLEN>;
@group(0) @binding(1) var<uniform> pc: array<vec4<f32>, PSLEN>;

struct Out {
    @builtin(position) pos: vec4<f32>,
    @location(0) @interpolate(flat) base: u32,
}

@vertex
fn vs(@builtin(vertex_index) i: u32, @builtin(instance_index) n: u32) -> Out {
    let base = (imm.base + n) % VSLENu;
    let o = vc[base];
    let x = f32(i & 1u) * 0.05;
    let y = f32(i >> 1u) * 0.05;
    return Out(vec4<f32>(x + o.x, y + o.y, 0.5, 1.0), base);
}

@fragment
fn fs(@location(0) @interpolate(flat) base: u32) -> @location(0) vec4<f32> {
    return pc[base % PSLENu];
}
"#;

/// The pixel stage of `churn`: the constant times a texel of group 1.
const TEXTURED_FS: &str = r#"
@group(1) @binding(0) var tex: texture_2d<f32>;
@group(1) @binding(1) var samp: sampler;

@fragment
fn fs_tex(@location(0) @interpolate(flat) base: u32) -> @location(0) vec4<f32> {
    return pc[base % PSLENu] * textureSample(tex, samp, vec2<f32>(0.5, 0.5));
}
"#;

/// The pixel stage of `array`: the same with the texture the flat index
/// picks from a binding array.
const ARRAY_FS: &str = r#"
@group(1) @binding(0) var texs: binding_array<texture_2d<f32>, 2>;
@group(1) @binding(1) var samp: sampler;

@fragment
fn fs_tex(@location(0) @interpolate(flat) base: u32) -> @location(0) vec4<f32> {
    return pc[base % PSLENu] * textureSample(texs[base % 2u], samp, vec2<f32>(0.5, 0.5));
}
"#;

/// What changes between draws (the first argument).
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    None,
    Immediates,
    FirstInstance,
    VertexOffset,
    PixelOffset,
    /// The pipeline, the textures' group or both, by turns.
    Churn {
        pipelines: bool,
        textures: bool,
    },
    /// The pipeline by turns, the textures in a binding array.
    Array,
}

impl Mode {
    fn parse(arg: &str) -> Option<Mode> {
        Some(match arg {
            "none" => Mode::None,
            "imm" => Mode::Immediates,
            "instance" => Mode::FirstInstance,
            "offset" => Mode::VertexOffset,
            "psoffset" => Mode::PixelOffset,
            "churn" => Mode::Churn {
                pipelines: true,
                textures: true,
            },
            "pipelines" => Mode::Churn {
                pipelines: true,
                textures: false,
            },
            "textures" => Mode::Churn {
                pipelines: false,
                textures: true,
            },
            "still" => Mode::Churn {
                pipelines: false,
                textures: false,
            },
            "array" => Mode::Array,
            _ => return None,
        })
    }
}

/// The CPU time of the process (every thread) and of the calling thread
/// (which records and submits the passes), in nanoseconds; None where they
/// cannot be read.
#[cfg(target_os = "linux")]
fn cpu_ns() -> Option<(u64, u64)> {
    let read = |clock| {
        let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
        // SAFETY: `ts` is a valid, writable timespec for the call.
        let ok = unsafe { libc::clock_gettime(clock, &mut ts) } == 0;
        ok.then(|| ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64)
    };
    Some((
        read(libc::CLOCK_PROCESS_CPUTIME_ID)?,
        read(libc::CLOCK_THREAD_CPUTIME_ID)?,
    ))
}

#[cfg(not(target_os = "linux"))]
fn cpu_ns() -> Option<(u64, u64)> {
    None
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let name = args.get(1).map_or("none", String::as_str);
    // (raw Vulkan, blending as dynamic state, the mode's commands)
    let (vulkan, dynamic, base) = match (name.strip_prefix("vk-dynamic-"), name.strip_prefix("vk-")) {
        (Some(m), _) => (true, true, m),
        (None, Some(m)) => (true, false, m),
        (None, None) => (false, false, name),
    };
    let Some(mode) = Mode::parse(base).filter(|m| !vulkan || matches!(m, Mode::Churn { .. })) else {
        eprintln!(
            "constant_change_cost: unknown mode {name} (none, imm, instance, offset, psoffset, \
             churn, pipelines, textures, still, array; vk-churn, vk-pipelines, vk-textures, vk-still; \
             vk-dynamic-churn, vk-dynamic-pipelines, vk-dynamic-still)"
        );
        std::process::exit(2);
    };
    let ps_size = match args.get(2).map(|a| a.parse::<u64>()) {
        None => 512,
        Some(Ok(n)) if (16..=65536).contains(&n) && n % 16 == 0 => n,
        Some(_) => {
            eprintln!("constant_change_cost: the pixel binding's bytes are a multiple of 16 from 16 to 65536");
            std::process::exit(2);
        }
    };
    let (device, queue) = open_device(mode == Mode::Array, dynamic);
    let mut source = SHADER.to_owned();
    let churn = matches!(mode, Mode::Churn { .. } | Mode::Array);
    if churn {
        let fs = if mode == Mode::Array {
            // WGSL's binding arrays must be enabled before any item.
            source.insert_str(0, "enable wgpu_binding_array;\n");
            ARRAY_FS
        } else {
            TEXTURED_FS
        };
        source += fs;
    }
    let source = source
        .replace("VSLEN", &(VS_BYTES / 16).to_string())
        .replace("PSLEN", &(ps_size / 16).to_string());
    if let (true, Mode::Churn { pipelines, textures }) = (vulkan, mode) {
        vulkan::run(&device, (name, dynamic), (pipelines, textures), (&source, ps_size));
        return;
    }
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: None,
        source: wgpu::ShaderSource::Wgsl(source.into()),
    });
    let entry = |binding, vis, size| wgpu::BindGroupLayoutEntry {
        binding,
        visibility: vis,
        ty: wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Uniform,
            has_dynamic_offset: true,
            min_binding_size: wgpu::BufferSize::new(size),
        },
        count: None,
    };
    let bgl = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: None,
        entries: &[
            entry(0, wgpu::ShaderStages::VERTEX, VS_BYTES),
            entry(1, wgpu::ShaderStages::FRAGMENT, ps_size),
        ],
    });
    let textured = churn.then(|| Textured::new(&device, &queue, mode == Mode::Array));
    let mut layouts = vec![Some(&bgl)];
    if let Some(t) = &textured {
        layouts.push(Some(&t.layout));
    }
    let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: None,
        bind_group_layouts: &layouts,
        immediate_size: 4,
    });
    let fs = if textured.is_some() { "fs_tex" } else { "fs" };
    let pipelines =
        [None, Some(wgpu::BlendState::ALPHA_BLENDING)].map(|blend| pipeline(&device, (&layout, &module, fs), blend));
    let buf = device.create_buffer(&wgpu::BufferDescriptor {
        label: None,
        size: 1 << 20,
        usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let data: Vec<f32> = (0..(1 << 18)).map(|i| ((i % 97) as f32) / 97.0 - 0.5).collect();
    queue.write_buffer(&buf, 0, bytemuck::cast_slice(&data));
    let bind = |binding, size| wgpu::BindGroupEntry {
        binding,
        resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
            buffer: &buf,
            offset: 0,
            size: wgpu::BufferSize::new(size),
        }),
    };
    let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &bgl,
        entries: &[bind(0, VS_BYTES), bind(1, ps_size)],
    });
    let scene = Scene {
        pipelines,
        constants: group,
        textured,
    };
    let target = device.create_texture(&texture_desc(256, wgpu::TextureUsages::RENDER_ATTACHMENT));
    let view = target.create_view(&Default::default());
    let mut start = (None, Instant::now());
    for frame in 0..FRAMES + 3 {
        if frame == 3 {
            device
                .poll(wgpu::PollType::wait_indefinitely())
                .expect("the GPU drains");
            start = (cpu_ns(), Instant::now());
        }
        let mut enc = device.create_command_encoder(&Default::default());
        {
            let mut pass = enc.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: None,
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
            record_draws(&mut pass, mode, &scene);
        }
        queue.submit([enc.finish()]);
    }
    device
        .poll(wgpu::PollType::wait_indefinitely())
        .expect("the GPU drains");
    report(name, start);
}

/// Prints the figures per draw of the measured frames, which began at
/// `start` (the CPU times then, and the moment); the GPU has drained.
fn report(name: &str, start: (Option<(u64, u64)>, Instant)) {
    let wall = start.1.elapsed().as_nanos() as f64;
    let n = (FRAMES as u64 * DRAWS as u64) as f64;
    let cpu = match (cpu_ns(), start.0) {
        (Some(end), Some(begin)) => format!(
            "process {:.0} ns/draw, recording thread {:.0} ns/draw",
            (end.0 - begin.0) as f64 / n,
            (end.1 - begin.1) as f64 / n
        ),
        _ => "CPU unknown".to_owned(),
    };
    println!("{name}: {cpu}, wall {:.0} ns/draw", wall / n);
}

/// What a frame's draws bind: two pipelines (blending off, on), the
/// constants' group, and for the modes that sample, the textures' groups.
struct Scene {
    pipelines: [wgpu::RenderPipeline; 2],
    constants: wgpu::BindGroup,
    textured: Option<Textured>,
}

/// Records a frame's draws into `pass`, with what `mode` changes before
/// each.
fn record_draws(pass: &mut wgpu::RenderPass<'_>, mode: Mode, scene: &Scene) {
    let Scene {
        pipelines,
        constants,
        textured,
    } = scene;
    pass.set_pipeline(&pipelines[0]);
    pass.set_bind_group(0, constants, &[0, 0]);
    pass.set_immediates(0, &0u32.to_le_bytes());
    if let (Mode::Array, Some(t)) = (mode, textured) {
        pass.set_bind_group(1, &t.groups[0], &[]);
    }
    for d in 0..DRAWS {
        let instance = match mode {
            Mode::FirstInstance => d % 1024,
            Mode::Array => d % 2,
            _ => 0,
        };
        match mode {
            Mode::VertexOffset => pass.set_bind_group(0, constants, &[(d % 512) * 256, 0]),
            Mode::Immediates => pass.set_immediates(0, &(d % (VS_BYTES / 16) as u32).to_le_bytes()),
            Mode::PixelOffset => pass.set_bind_group(0, constants, &[0, (d % 128) * 256]),
            Mode::Churn { pipelines: p, textures } => {
                let t = textured.as_ref().expect("made for churn");
                if p {
                    pass.set_pipeline(&pipelines[d as usize % 2]);
                }
                if textures || d == 0 {
                    pass.set_bind_group(1, &t.groups[d as usize % 2], &[]);
                }
            }
            Mode::Array => pass.set_pipeline(&pipelines[d as usize % 2]),
            Mode::None | Mode::FirstInstance => {}
        }
        pass.draw(0..4, instance..instance + 1);
    }
}

/// A Vulkan device with four bytes of immediates, and with `arrays`,
/// binding arrays of textures indexed by non-uniform values, with
/// `dynamic`, colour blend enable as dynamic state (the program exits
/// where the adapter has either asked for).
fn open_device(arrays: bool, dynamic: bool) -> (wgpu::Device, wgpu::Queue) {
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
    desc.backends = wgpu::Backends::VULKAN;
    let instance = wgpu::Instance::new(desc);
    let adapter = pollster::block_on(instance.request_adapter(&Default::default())).expect("a Vulkan adapter");
    let mut limits = adapter.limits();
    limits.max_immediate_size = limits.max_immediate_size.max(4);
    let mut features = wgpu::Features::IMMEDIATES;
    if arrays {
        features |= wgpu::Features::TEXTURE_BINDING_ARRAY
            | wgpu::Features::SAMPLED_TEXTURE_AND_STORAGE_BUFFER_ARRAY_NON_UNIFORM_INDEXING;
        if !adapter.features().contains(features) {
            eprintln!("constant_change_cost: this adapter has no binding arrays of textures indexed freely");
            std::process::exit(2);
        }
    }
    if dynamic {
        return vulkan::open_dynamic(&adapter, features, &limits);
    }
    pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        required_features: features,
        required_limits: limits,
        ..Default::default()
    }))
    .expect("a device with immediates")
}

/// A square BGRA texture of `size` texels.
fn texture_desc(size: u32, usage: wgpu::TextureUsages) -> wgpu::TextureDescriptor<'static> {
    wgpu::TextureDescriptor {
        label: None,
        size: wgpu::Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Bgra8Unorm,
        usage,
        view_formats: &[],
    }
}

/// The pipeline drawing strips with `module`'s `vs` and fragment entry
/// point `fs`, blending by `blend`.
fn pipeline(
    device: &wgpu::Device,
    (layout, module, fs): (&wgpu::PipelineLayout, &wgpu::ShaderModule, &str),
    blend: Option<wgpu::BlendState>,
) -> wgpu::RenderPipeline {
    device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: None,
        layout: Some(layout),
        vertex: wgpu::VertexState {
            module,
            entry_point: Some("vs"),
            compilation_options: Default::default(),
            buffers: &[],
        },
        primitive: wgpu::PrimitiveState {
            topology: wgpu::PrimitiveTopology::TriangleStrip,
            ..Default::default()
        },
        depth_stencil: None,
        multisample: Default::default(),
        fragment: Some(wgpu::FragmentState {
            module,
            entry_point: Some(fs),
            compilation_options: Default::default(),
            targets: &[Some(wgpu::ColorTargetState {
                format: wgpu::TextureFormat::Bgra8Unorm,
                blend,
                write_mask: wgpu::ColorWrites::ALL,
            })],
        }),
        multiview_mask: None,
        cache: None,
    })
}

/// `churn`'s second bind group: its layout (a texture and a sampler read
/// by the pixel stage) and two groups of it, each with its own 4x4 texture;
/// for `array`, a layout of an array of two textures and one group of
/// both (in both places).
struct Textured {
    layout: wgpu::BindGroupLayout,
    groups: [wgpu::BindGroup; 2],
}

impl Textured {
    fn new(device: &wgpu::Device, queue: &wgpu::Queue, array: bool) -> Self {
        let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &[
                wgpu::BindGroupLayoutEntry {
                    binding: 0,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Texture {
                        sample_type: wgpu::TextureSampleType::Float { filterable: true },
                        view_dimension: wgpu::TextureViewDimension::D2,
                        multisampled: false,
                    },
                    count: array.then_some(std::num::NonZeroU32::new(2).expect("not zero")),
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 1,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                },
            ],
        });
        let sampler = device.create_sampler(&Default::default());
        let views = [0x40u8, 0xC0].map(|grey| {
            let usage = wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST;
            let texture = device.create_texture(&texture_desc(4, usage));
            queue.write_texture(
                texture.as_image_copy(),
                &[grey; 64],
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(16),
                    rows_per_image: None,
                },
                texture.size(),
            );
            texture.create_view(&Default::default())
        });
        let group = |textures| {
            device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: None,
                layout: &layout,
                entries: &[
                    wgpu::BindGroupEntry {
                        binding: 0,
                        resource: textures,
                    },
                    wgpu::BindGroupEntry {
                        binding: 1,
                        resource: wgpu::BindingResource::Sampler(&sampler),
                    },
                ],
            })
        };
        let groups = if array {
            let both = [&views[0], &views[1]];
            [0, 1].map(|_| group(wgpu::BindingResource::TextureViewArray(&both)))
        } else {
            [0, 1].map(|i| group(wgpu::BindingResource::TextureView(&views[i])))
        };
        Textured { layout, groups }
    }
}
