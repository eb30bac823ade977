//! The harness of the shader execution tests: assemble D3D9 shader text,
//! translate it with `dxso::translate`, lower it to naga, draw with it on the
//! process GPU and read the render target back as floats.
//!
//! Every draw covers a `W` x `H` `Rgba32Float` target cleared to [`CLEAR`]
//! with one triangle (by default a full-screen one). Vertex attributes are
//! float4 at locations 0 (clip-space position) to 4. Constants go to one
//! uniform buffer per stage, a window as the naga backend documents: each
//! stage's block (float constants, then the 16 integer vectors, then the
//! boolean mask) at the register the draw's first instance names
//! ([`VS_INDEX`], [`PS_INDEX`], packed by `ir::packed_indices`), the
//! window's other registers [`POISON`]. Textures
//! use nearest filtering (mip levels too) and D3D9's default wrap addressing.
//!
//! The pipeline treats clockwise triangles (as seen on screen, y up in clip
//! space) as front-facing, as the runtime does for D3D9's default.
//!
//! A [`Checker`] collects every failing case of a test and reports them all
//! at the end, so one wrong value does not hide the others.

#![allow(dead_code)]

use std::borrow::Cow;
use wgd3d9_shader::dxso::{self, lower};
use wgd3d9_shader::ir::Program;
use wgd3d9_shader::naga_backend;
use wgpu::util::DeviceExt;

/// The register of the vertex block in its window.
pub const VS_INDEX: u32 = 5;
/// The register of the pixel block in its window (the largest pixel block,
/// 249 registers, still fits).
pub const PS_INDEX: u32 = 3;
/// The window's registers outside the draw's block: a read of one shows.
pub const POISON: [f32; 4] = [9.0e9, -9.0e9, 9.0e9, -9.0e9];

/// Render target size.
pub const W: u32 = 4;
pub const H: u32 = 4;
/// What the target holds where nothing was drawn.
pub const CLEAR: [f32; 4] = [-7.0, -7.0, -7.0, -7.0];

/// One vertex: the position (location 0) and four float4 attributes
/// (locations 1 to 4).
#[derive(Clone, Copy, Debug, bytemuck::Pod, bytemuck::Zeroable)]
#[repr(C)]
pub struct Vertex {
    pub pos: [f32; 4],
    pub attrs: [[f32; 4]; 4],
}

/// The clip-space corners of the full-screen triangle, counter-clockwise.
pub const FULL_SCREEN: [[f32; 2]; 3] = [[-1.0, -1.0], [3.0, -1.0], [-1.0, 3.0]];

/// The full-screen triangle (counter-clockwise, so back-facing here) with
/// attributes given as a function of the clip-space position; an affine
/// function comes out exactly at every pixel (w is 1).
pub fn triangle_with(f: impl Fn(f32, f32) -> [[f32; 4]; 4]) -> Vec<Vertex> {
    FULL_SCREEN
        .iter()
        .map(|&[x, y]| Vertex {
            pos: [x, y, 0.5, 1.0],
            attrs: f(x, y),
        })
        .collect()
}

/// The full-screen triangle with the same attributes at every vertex.
pub fn triangle(attrs: [[f32; 4]; 4]) -> Vec<Vertex> {
    triangle_with(|_, _| attrs)
}

/// The clip-space centre of pixel (px, py) (row 0 at the top).
pub fn pixel_centre(px: u32, py: u32) -> (f32, f32) {
    (
        -1.0 + (2.0 * px as f32 + 1.0) / W as f32,
        1.0 - (2.0 * py as f32 + 1.0) / H as f32,
    )
}

/// Texture coordinates (u, v) that run over [0, 1] across the target, v
/// downwards: pixel (px, py) reads ((px + 0.5) / W, (py + 0.5) / H).
pub fn screen_uv(x: f32, y: f32) -> (f32, f32) {
    ((x + 1.0) / 2.0, (1.0 - y) / 2.0)
}

/// Float, integer and boolean constants of one stage.
#[derive(Clone, Debug, Default)]
pub struct Consts {
    pub f: Vec<(u32, [f32; 4])>,
    pub i: Vec<(u32, [i32; 4])>,
    /// Bit n is boolean constant n.
    pub b: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexKind {
    D2,
    Cube,
    D3,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexFormat {
    Rgba32Float,
    /// Texel values in [0, 1], stored as bytes (value * 255, rounded).
    Rgba8Unorm,
}

/// A texture bound at IR sampler `slot` (pixel shaders: `s#`; vertex shaders:
/// 16 + `s#`; ps_1_x: the stage).
#[derive(Clone, Debug)]
pub struct Tex {
    pub slot: u32,
    pub kind: TexKind,
    pub format: TexFormat,
    /// Width and height of level 0; depth for volumes (cube maps: 6 faces).
    pub size: [u32; 3],
    /// Texels of each mip level, x fastest, then y, then the face (cube
    /// maps, +X -X +Y -Y +Z -Z) or slice (volumes).
    pub levels: Vec<Vec<[f32; 4]>>,
    pub address: wgpu::AddressMode,
}

impl Tex {
    /// A one-level 2D float texture, `texel(x, y)` at each texel.
    pub fn d2(slot: u32, w: u32, h: u32, texel: impl Fn(u32, u32) -> [f32; 4]) -> Tex {
        let texels = (0..h)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .map(|(x, y)| texel(x, y))
            .collect();
        Tex {
            slot,
            kind: TexKind::D2,
            format: TexFormat::Rgba32Float,
            size: [w, h, 1],
            levels: vec![texels],
            address: wgpu::AddressMode::Repeat,
        }
    }

    /// A 2D float texture with every mip level down to 1x1, each level one
    /// colour.
    pub fn mips(slot: u32, size: u32, colour: impl Fn(u32) -> [f32; 4]) -> Tex {
        let mut levels = Vec::new();
        let (mut s, mut l) = (size, 0);
        loop {
            levels.push(vec![colour(l); (s * s) as usize]);
            if s == 1 {
                break;
            }
            s /= 2;
            l += 1;
        }
        Tex {
            slot,
            kind: TexKind::D2,
            format: TexFormat::Rgba32Float,
            size: [size, size, 1],
            levels,
            address: wgpu::AddressMode::Repeat,
        }
    }

    /// A cube map of 1x1 faces, `colour(face)` on each.
    pub fn cube(slot: u32, colour: impl Fn(u32) -> [f32; 4]) -> Tex {
        Tex {
            slot,
            kind: TexKind::Cube,
            format: TexFormat::Rgba32Float,
            size: [1, 1, 6],
            levels: vec![(0..6).map(colour).collect()],
            address: wgpu::AddressMode::ClampToEdge,
        }
    }

    /// A one-level volume, `texel(x, y, z)` at each texel.
    pub fn volume(slot: u32, s: u32, texel: impl Fn(u32, u32, u32) -> [f32; 4]) -> Tex {
        let mut texels = Vec::new();
        for z in 0..s {
            for y in 0..s {
                for x in 0..s {
                    texels.push(texel(x, y, z));
                }
            }
        }
        Tex {
            slot,
            kind: TexKind::D3,
            format: TexFormat::Rgba32Float,
            size: [s, s, s],
            levels: vec![texels],
            address: wgpu::AddressMode::Repeat,
        }
    }

    pub fn unorm8(mut self) -> Tex {
        self.format = TexFormat::Rgba8Unorm;
        self
    }

    pub fn clamped(mut self) -> Tex {
        self.address = wgpu::AddressMode::ClampToEdge;
        self
    }
}

/// One draw: the two shaders, their constants, the triangle and textures.
#[derive(Clone, Debug)]
pub struct Draw {
    pub vs: String,
    pub ps: String,
    pub vs_consts: Consts,
    pub ps_consts: Consts,
    pub verts: Vec<Vertex>,
    pub textures: Vec<Tex>,
    pub vs_options: lower::Options,
    pub ps_options: lower::Options,
}

/// A vs_3_0 shader that passes attributes 1..4 on as TEXCOORD0..3 and
/// attributes 1 and 2 also as COLOR0 and COLOR1.
pub const PASS_VS: &str = "vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_texcoord2 v3
dcl_texcoord3 v4
dcl_position o0
dcl_texcoord0 o1
dcl_texcoord1 o2
dcl_texcoord2 o3
dcl_texcoord3 o4
dcl_color0 o5
dcl_color1 o6
mov o0, v0
mov o1, v1
mov o2, v2
mov o3, v3
mov o4, v4
mov o5, v1
mov o6, v2
";

/// A ps_3_0 shader that writes TEXCOORD0 out.
pub const PASS_PS: &str = "ps_3_0
dcl_texcoord0 v0
mov oC0, v0
";

impl Draw {
    pub fn new(vs: impl Into<String>, ps: impl Into<String>) -> Draw {
        Draw {
            vs: vs.into(),
            ps: ps.into(),
            vs_consts: Consts::default(),
            ps_consts: Consts::default(),
            verts: triangle([[0.0; 4]; 4]),
            textures: Vec::new(),
            vs_options: lower::Options::default(),
            ps_options: lower::Options::default(),
        }
    }

    /// A pixel shader under test behind [`PASS_VS`].
    pub fn ps(ps: impl Into<String>) -> Draw {
        Draw::new(PASS_VS, ps)
    }

    /// A vertex shader under test in front of [`PASS_PS`].
    pub fn vs(vs: impl Into<String>) -> Draw {
        Draw::new(vs, PASS_PS)
    }

    /// Vertex shader float constant `n`.
    pub fn vc(mut self, n: u32, v: [f32; 4]) -> Draw {
        self.vs_consts.f.push((n, v));
        self
    }
    pub fn vi(mut self, n: u32, v: [i32; 4]) -> Draw {
        self.vs_consts.i.push((n, v));
        self
    }
    pub fn vb(mut self, n: u32, v: bool) -> Draw {
        self.vs_consts.b = (self.vs_consts.b & !(1 << n)) | (u32::from(v) << n);
        self
    }
    /// Pixel shader float constant `n`.
    pub fn pc(mut self, n: u32, v: [f32; 4]) -> Draw {
        self.ps_consts.f.push((n, v));
        self
    }
    pub fn pi(mut self, n: u32, v: [i32; 4]) -> Draw {
        self.ps_consts.i.push((n, v));
        self
    }
    pub fn pb(mut self, n: u32, v: bool) -> Draw {
        self.ps_consts.b = (self.ps_consts.b & !(1 << n)) | (u32::from(v) << n);
        self
    }
    /// The same attributes at every vertex.
    pub fn attrs(mut self, a: [[f32; 4]; 4]) -> Draw {
        self.verts = triangle(a);
        self
    }
    pub fn verts(mut self, v: Vec<Vertex>) -> Draw {
        self.verts = v;
        self
    }
    pub fn tex(mut self, t: Tex) -> Draw {
        self.textures.push(t);
        self
    }
    pub fn ps_options(mut self, o: lower::Options) -> Draw {
        self.ps_options = o;
        self
    }
}

/// The pixels read back, row 0 at the top.
#[derive(Clone, Debug)]
pub struct Image(pub Vec<[f32; 4]>);

impl Image {
    pub fn at(&self, x: u32, y: u32) -> [f32; 4] {
        self.0[(y * W + x) as usize]
    }
}

fn gpu() -> (wgpu::Device, wgpu::Queue) {
    let g = wgd3d9_runtime::instance::gpu().expect("no GPU adapter (the tests need lavapipe or a GPU)");
    let d = g.device().expect("no GPU device");
    (d.device, d.queue)
}

/// Assembles, translates and lowers `text`.
pub fn translate(text: &str, options: &lower::Options) -> Result<(naga::Module, Program), String> {
    let tokens = dxso::asm::assemble(text).map_err(|e| format!("assembler: {e}"))?;
    let t = dxso::translate(&tokens, options).map_err(|e| format!("translator: {e}"))?;
    let module = naga_backend::lower(&t.program).map_err(|e| format!("naga backend: {e}"))?;
    Ok((module, t.program))
}

/// The bytes of a stage's constant window for `p`: its block at register
/// `index`, [`POISON`] around it.
fn window_bytes(p: &Program, c: &Consts, index: u32) -> Vec<u8> {
    let registers = match p.stage {
        wgd3d9_shader::ir::Stage::Vertex => wgd3d9_shader::ir::VS_CONSTANT_WINDOW,
        wgd3d9_shader::ir::Stage::Fragment => wgd3d9_shader::ir::PS_CONSTANT_WINDOW,
    };
    let mut out: Vec<u8> = (0..registers)
        .flat_map(|_| bytemuck::bytes_of(&POISON).to_vec())
        .collect();
    let block = constant_bytes(p, c);
    let at = index as usize * 16;
    out[at..at + block.len()].copy_from_slice(&block);
    out
}

/// The bytes of a stage's constant block for `p` (see the naga backend).
fn constant_bytes(p: &Program, c: &Consts) -> Vec<u8> {
    let floats = p.constants as usize * 16;
    let ints = if p.int_constants { 256 } else { 0 };
    let bools = if p.bool_constants { 16 } else { 0 };
    let mut out = vec![0u8; (floats + ints + bools).max(16)];
    // The position fix-up: no half-pixel offset (zeros), unit scale.
    if let Some(k) = p.position_fixup {
        let scale = [1.0f32, 1.0, 1.0, 0.0];
        out[(k as usize + 1) * 16..][..16].copy_from_slice(bytemuck::bytes_of(&scale));
    }
    for &(n, v) in &c.f {
        if (n as usize) < p.constants as usize {
            out[n as usize * 16..][..16].copy_from_slice(bytemuck::bytes_of(&v));
        }
    }
    if p.int_constants {
        for &(n, v) in &c.i {
            out[floats + n as usize * 16..][..16].copy_from_slice(bytemuck::bytes_of(&v));
        }
    }
    if p.bool_constants {
        out[floats + ints..][..4].copy_from_slice(&c.b.to_le_bytes());
    }
    out
}

fn texel_bytes(format: TexFormat, texels: &[[f32; 4]]) -> Vec<u8> {
    match format {
        TexFormat::Rgba32Float => bytemuck::cast_slice(texels).to_vec(),
        TexFormat::Rgba8Unorm => texels
            .iter()
            .flat_map(|t| t.map(|c| (c.clamp(0.0, 1.0) * 255.0).round() as u8))
            .collect(),
    }
}

fn make_texture(device: &wgpu::Device, queue: &wgpu::Queue, t: &Tex) -> (wgpu::TextureView, wgpu::Sampler) {
    let (format, bpp) = match t.format {
        TexFormat::Rgba32Float => (wgpu::TextureFormat::Rgba32Float, 16),
        TexFormat::Rgba8Unorm => (wgpu::TextureFormat::Rgba8Unorm, 4),
    };
    let dimension = if t.kind == TexKind::D3 {
        wgpu::TextureDimension::D3
    } else {
        wgpu::TextureDimension::D2
    };
    let texture = device.create_texture(&wgpu::TextureDescriptor {
        label: Some("shader_exec texture"),
        size: wgpu::Extent3d {
            width: t.size[0],
            height: t.size[1],
            depth_or_array_layers: t.size[2],
        },
        mip_level_count: t.levels.len() as u32,
        sample_count: 1,
        dimension,
        format,
        usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        view_formats: &[],
    });
    for (level, texels) in t.levels.iter().enumerate() {
        let w = (t.size[0] >> level).max(1);
        let h = (t.size[1] >> level).max(1);
        let d = match t.kind {
            TexKind::D3 => (t.size[2] >> level).max(1),
            _ => t.size[2],
        };
        assert_eq!(texels.len(), (w * h * d) as usize, "texel count of level {level}");
        queue.write_texture(
            wgpu::TexelCopyTextureInfo {
                texture: &texture,
                mip_level: level as u32,
                origin: wgpu::Origin3d::ZERO,
                aspect: wgpu::TextureAspect::All,
            },
            &texel_bytes(t.format, texels),
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(w * bpp),
                rows_per_image: Some(h),
            },
            wgpu::Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: d,
            },
        );
    }
    let view = texture.create_view(&wgpu::TextureViewDescriptor {
        dimension: Some(view_dimension(t.kind)),
        ..Default::default()
    });
    let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
        label: Some("shader_exec sampler"),
        address_mode_u: t.address,
        address_mode_v: t.address,
        address_mode_w: t.address,
        mag_filter: wgpu::FilterMode::Nearest,
        min_filter: wgpu::FilterMode::Nearest,
        mipmap_filter: wgpu::MipmapFilterMode::Nearest,
        ..Default::default()
    });
    (view, sampler)
}

fn view_dimension(k: TexKind) -> wgpu::TextureViewDimension {
    match k {
        TexKind::D2 => wgpu::TextureViewDimension::D2,
        TexKind::Cube => wgpu::TextureViewDimension::Cube,
        TexKind::D3 => wgpu::TextureViewDimension::D3,
    }
}

/// Draws `d` and reads the target back, or says what failed (assembly,
/// translation, lowering or a wgpu validation error).
pub fn render(d: &Draw) -> Result<Image, String> {
    let (vs_module, vs_prog) = translate(&d.vs, &d.vs_options).map_err(|e| format!("vertex shader: {e}"))?;
    let (ps_module, ps_prog) = translate(&d.ps, &d.ps_options).map_err(|e| format!("pixel shader: {e}"))?;
    let (device, queue) = gpu();
    let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let image = draw(&device, &queue, d, vs_module, &vs_prog, ps_module, &ps_prog);
    if let Some(e) = pollster::block_on(scope.pop()) {
        return Err(format!("wgpu: {e}"));
    }
    image
}

fn draw(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    d: &Draw,
    vs_module: naga::Module,
    vs_prog: &Program,
    ps_module: naga::Module,
    ps_prog: &Program,
) -> Result<Image, String> {
    let vs = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("vs under test"),
        source: wgpu::ShaderSource::Naga(Cow::Owned(vs_module)),
    });
    let ps = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("ps under test"),
        source: wgpu::ShaderSource::Naga(Cow::Owned(ps_module)),
    });
    let all = wgpu::ShaderStages::VERTEX | wgpu::ShaderStages::FRAGMENT;
    let uniform = |binding, visibility| wgpu::BindGroupLayoutEntry {
        binding,
        visibility,
        ty: wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Uniform,
            has_dynamic_offset: false,
            min_binding_size: None,
        },
        count: None,
    };
    let consts_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("constants"),
        entries: &[
            uniform(0, wgpu::ShaderStages::VERTEX),
            uniform(1, wgpu::ShaderStages::FRAGMENT),
        ],
    });
    let vs_buf = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("vs constants"),
        contents: &window_bytes(vs_prog, &d.vs_consts, VS_INDEX),
        usage: wgpu::BufferUsages::UNIFORM,
    });
    let ps_buf = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("ps constants"),
        contents: &window_bytes(ps_prog, &d.ps_consts, PS_INDEX),
        usage: wgpu::BufferUsages::UNIFORM,
    });
    let consts_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: Some("constants"),
        layout: &consts_layout,
        entries: &[
            wgpu::BindGroupEntry {
                binding: 0,
                resource: vs_buf.as_entire_binding(),
            },
            wgpu::BindGroupEntry {
                binding: 1,
                resource: ps_buf.as_entire_binding(),
            },
        ],
    });
    let mut tex_entries = Vec::new();
    let mut resources = Vec::new();
    for t in &d.textures {
        tex_entries.push(wgpu::BindGroupLayoutEntry {
            binding: 2 * t.slot,
            visibility: all,
            ty: wgpu::BindingType::Texture {
                sample_type: wgpu::TextureSampleType::Float { filterable: false },
                view_dimension: view_dimension(t.kind),
                multisampled: false,
            },
            count: None,
        });
        tex_entries.push(wgpu::BindGroupLayoutEntry {
            binding: 2 * t.slot + 1,
            visibility: all,
            ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::NonFiltering),
            count: None,
        });
        resources.push((t.slot, make_texture(device, queue, t)));
    }
    let tex_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("textures"),
        entries: &tex_entries,
    });
    let mut group_entries = Vec::new();
    for (slot, (view, sampler)) in &resources {
        group_entries.push(wgpu::BindGroupEntry {
            binding: 2 * slot,
            resource: wgpu::BindingResource::TextureView(view),
        });
        group_entries.push(wgpu::BindGroupEntry {
            binding: 2 * slot + 1,
            resource: wgpu::BindingResource::Sampler(sampler),
        });
    }
    let tex_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: Some("textures"),
        layout: &tex_layout,
        entries: &group_entries,
    });
    let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: Some("shader_exec"),
        bind_group_layouts: &[Some(&consts_layout), Some(&tex_layout)],
        immediate_size: wgd3d9_shader::ir::IMMEDIATE_BYTES,
    });
    let attributes: Vec<wgpu::VertexAttribute> = (0..5)
        .map(|i| wgpu::VertexAttribute {
            format: wgpu::VertexFormat::Float32x4,
            offset: 16 * i as u64,
            shader_location: i,
        })
        .collect();
    let format = wgpu::TextureFormat::Rgba32Float;
    let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some("shader_exec"),
        layout: Some(&layout),
        vertex: wgpu::VertexState {
            module: &vs,
            entry_point: Some(naga_backend::ENTRY_POINT),
            compilation_options: Default::default(),
            buffers: &[Some(wgpu::VertexBufferLayout {
                array_stride: std::mem::size_of::<Vertex>() as u64,
                step_mode: wgpu::VertexStepMode::Vertex,
                attributes: &attributes,
            })],
        },
        primitive: wgpu::PrimitiveState {
            topology: wgpu::PrimitiveTopology::TriangleList,
            front_face: wgpu::FrontFace::Cw,
            cull_mode: None,
            ..Default::default()
        },
        depth_stencil: None,
        multisample: wgpu::MultisampleState::default(),
        fragment: Some(wgpu::FragmentState {
            module: &ps,
            entry_point: Some(naga_backend::ENTRY_POINT),
            compilation_options: Default::default(),
            targets: &[Some(wgpu::ColorTargetState {
                format,
                blend: None,
                write_mask: wgpu::ColorWrites::ALL,
            })],
        }),
        multiview_mask: None,
        cache: None,
    });
    let vbuf = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("vertices"),
        contents: bytemuck::cast_slice(&d.verts),
        usage: wgpu::BufferUsages::VERTEX,
    });
    let target = device.create_texture(&wgpu::TextureDescriptor {
        label: Some("target"),
        size: wgpu::Extent3d {
            width: W,
            height: H,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    });
    let target_view = target.create_view(&Default::default());
    let pitch = (W * 16).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
    let readback = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("read-back"),
        size: (pitch * H) as u64,
        usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
        mapped_at_creation: false,
    });
    let mut enc = device.create_command_encoder(&Default::default());
    {
        let [r, g, b, a] = CLEAR.map(f64::from);
        let mut pass = enc.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("shader_exec"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &target_view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color { r, g, b, a }),
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &consts_group, &[]);
        // The indices travel in the first instance, as a draw of one
        // instance hands them over in the runtime.
        let packed = wgd3d9_shader::ir::packed_indices(VS_INDEX, PS_INDEX);
        pass.set_immediates(0, &wgd3d9_shader::ir::INDICES_IN_INSTANCE.to_le_bytes());
        pass.set_bind_group(1, &tex_group, &[]);
        pass.set_vertex_buffer(0, vbuf.slice(..));
        pass.draw(0..d.verts.len() as u32, packed..packed + 1);
    }
    enc.copy_texture_to_buffer(
        wgpu::TexelCopyTextureInfo {
            texture: &target,
            mip_level: 0,
            origin: wgpu::Origin3d::ZERO,
            aspect: wgpu::TextureAspect::All,
        },
        wgpu::TexelCopyBufferInfo {
            buffer: &readback,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(pitch),
                rows_per_image: Some(H),
            },
        },
        wgpu::Extent3d {
            width: W,
            height: H,
            depth_or_array_layers: 1,
        },
    );
    queue.submit([enc.finish()]);
    let slice = readback.slice(..);
    let (tx, rx) = std::sync::mpsc::channel();
    slice.map_async(wgpu::MapMode::Read, move |r| {
        let _ = tx.send(r);
    });
    device
        .poll(wgpu::PollType::wait_indefinitely())
        .map_err(|e| format!("poll: {e}"))?;
    rx.recv()
        .map_err(|e| format!("map: {e}"))?
        .map_err(|e| format!("map: {e}"))?;
    let data = slice.get_mapped_range().map_err(|e| format!("mapped range: {e:?}"))?;
    let mut pixels = Vec::with_capacity((W * H) as usize);
    for y in 0..H as usize {
        let row: &[[f32; 4]] = bytemuck::cast_slice(&data[y * pitch as usize..][..W as usize * 16]);
        pixels.extend_from_slice(row);
    }
    Ok(Image(pixels))
}

/// How close a value must be to the expected one.
#[derive(Clone, Copy, Debug)]
pub enum Tol {
    /// Bit-for-bit equal (NaN matches any NaN).
    Exact,
    /// `|got - want| <= t * max(1, |want|)`: relative, absolute below 1.
    /// Infinities must match exactly, NaN must be NaN.
    Rel(f32),
}

/// Arithmetic that D3D9 defines to full precision.
pub const ARITH: Tol = Tol::Rel(1e-5);
/// exp, log, pow, rsq, sincos and nrm (a D3D9 implementation may approximate).
pub const TRANS: Tol = Tol::Rel(2e-4);
/// The partial-precision results (expp, logp, lit's power): D3D9 asks for
/// 10 bits.
pub const PARTIAL: Tol = Tol::Rel(2e-3);

pub fn close(got: f32, want: f32, tol: Tol) -> bool {
    if want.is_nan() {
        return got.is_nan();
    }
    match tol {
        Tol::Exact => got.to_bits() == want.to_bits() || got == want,
        Tol::Rel(t) => {
            if want.is_infinite() {
                got == want
            } else {
                (got - want).abs() <= t * want.abs().max(1.0)
            }
        }
    }
}

fn close4(got: [f32; 4], want: [f32; 4], tol: Tol) -> bool {
    (0..4).all(|i| close(got[i], want[i], tol))
}

/// Collects the failing cases of a test; [`Checker::finish`] panics with all
/// of them.
#[derive(Default)]
pub struct Checker {
    failures: Vec<String>,
    pub cases: usize,
}

impl Checker {
    pub fn new() -> Checker {
        Checker::default()
    }

    pub fn fail(&mut self, msg: String) {
        self.failures.push(msg);
    }

    /// Draws; a failure to draw is a failing case.
    pub fn draw(&mut self, name: &str, d: &Draw) -> Option<Image> {
        match render(d) {
            Ok(i) => Some(i),
            Err(e) => {
                self.cases += 1;
                self.fail(format!("{name}: {e}"));
                None
            }
        }
    }

    pub fn vec4(&mut self, name: &str, got: [f32; 4], want: [f32; 4], tol: Tol) {
        self.cases += 1;
        if !close4(got, want, tol) {
            self.fail(format!("{name}: got {got:?}, want {want:?} ({tol:?})"));
        }
    }

    /// Components where `mask` is set only.
    pub fn masked(&mut self, name: &str, got: [f32; 4], want: [f32; 4], mask: [bool; 4], tol: Tol) {
        self.cases += 1;
        if !(0..4).all(|i| !mask[i] || close(got[i], want[i], tol)) {
            self.fail(format!("{name}: got {got:?}, want {want:?} where {mask:?} ({tol:?})"));
        }
    }

    /// A component checked by a predicate (`what` describes it).
    pub fn pred(&mut self, name: &str, got: f32, what: &str, ok: impl Fn(f32) -> bool) {
        self.cases += 1;
        if !ok(got) {
            self.fail(format!("{name}: got {got}, want {what}"));
        }
    }

    /// Every pixel of `img` is `want`.
    pub fn uniform(&mut self, name: &str, img: &Image, want: [f32; 4], tol: Tol) {
        self.cases += 1;
        let bad: Vec<String> = (0..H)
            .flat_map(|y| (0..W).map(move |x| (x, y)))
            .filter(|&(x, y)| !close4(img.at(x, y), want, tol))
            .map(|(x, y)| format!("({x},{y}) = {:?}", img.at(x, y)))
            .collect();
        if !bad.is_empty() {
            self.fail(format!(
                "{name}: want {want:?} ({tol:?}) everywhere, got {}",
                bad.join(", ")
            ));
        }
    }

    /// Each pixel (x, y) of `img` is `want(x, y)`.
    pub fn per_pixel(&mut self, name: &str, img: &Image, tol: Tol, want: impl Fn(u32, u32) -> [f32; 4]) {
        self.cases += 1;
        let bad: Vec<String> = (0..H)
            .flat_map(|y| (0..W).map(move |x| (x, y)))
            .filter(|&(x, y)| !close4(img.at(x, y), want(x, y), tol))
            .map(|(x, y)| format!("({x},{y}) = {:?} not {:?}", img.at(x, y), want(x, y)))
            .collect();
        if !bad.is_empty() {
            self.fail(format!("{name} ({tol:?}): {}", bad.join(", ")));
        }
    }

    /// A case the translator gets wrong today: passes while the result is
    /// `ours`, and fails (asking for the test to be updated) once it is the
    /// D3D9 value `d3d9` or anything else.
    pub fn known_wrong(&mut self, name: &str, got: [f32; 4], d3d9: [f32; 4], ours: [f32; 4], tol: Tol) {
        self.cases += 1;
        if close4(got, d3d9, tol) {
            self.fail(format!(
                "{name}: now gives the D3D9 value {d3d9:?}; turn the KNOWN WRONG case into a plain check"
            ));
        } else if !close4(got, ours, tol) {
            self.fail(format!(
                "{name}: got {got:?}; D3D9 gives {d3d9:?}, the known wrong value was {ours:?}"
            ));
        }
    }

    pub fn finish(self) {
        eprintln!("{} cases checked", self.cases);
        if !self.failures.is_empty() {
            panic!(
                "{} of {} cases failed:\n{}",
                self.failures.len(),
                self.cases,
                self.failures.join("\n")
            );
        }
    }
}

/// Component-wise helpers for writing expected values.
pub fn map2(a: [f32; 4], b: [f32; 4], f: impl Fn(f32, f32) -> f32) -> [f32; 4] {
    [f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2]), f(a[3], b[3])]
}
pub fn map3(a: [f32; 4], b: [f32; 4], c: [f32; 4], f: impl Fn(f32, f32, f32) -> f32) -> [f32; 4] {
    [
        f(a[0], b[0], c[0]),
        f(a[1], b[1], c[1]),
        f(a[2], b[2], c[2]),
        f(a[3], b[3], c[3]),
    ]
}
pub fn splat(v: f32) -> [f32; 4] {
    [v; 4]
}
pub fn dot3(a: [f32; 4], b: [f32; 4]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}
pub fn dot4(a: [f32; 4], b: [f32; 4]) -> f32 {
    dot3(a, b) + a[3] * b[3]
}
