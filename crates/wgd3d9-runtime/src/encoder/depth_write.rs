//! Uploads into depth (the formats the application locks: 16-bit, 24-bit
//! in the high bits of 32 as D24X8 and D24S8 lay it out, and 32-bit float
//! depth): a GPU copy can only write a depth subresource whole, so the
//! texels go into a colour texture of the level's size in the depth's own
//! layout, then a triangle over the level writes each pixel's depth from
//! it, scissored to the uploaded rectangle. Stencil is not written (a
//! shader cannot write it): the textures locked with a stencil plane are
//! shadow maps, whose stencil nothing reads.

use super::stretch::surface_view_2d;
use super::Encoder;
use crate::conv;
use crate::pipelines::{fixed_blit_pipeline, COVERING_TRIANGLE_VS};
use wgd3d9_core::format::GpuFormat;
use wgd3d9_core::record::SurfaceRef;

/// The write's fragment stage; `SOURCE` and `DEPTH` are replaced by the staging
/// texture's type and the depth of its texel `t` (see [`write_wgsl`]).
const WRITE_WGSL: &str = r#"
@group(0) @binding(0) var src: SOURCE;
@fragment fn fs(@builtin(position) p: vec4<f32>) -> @builtin(frag_depth) f32 {
    let t = textureLoad(src, vec2<i32>(p.xy), 0).x;
    return DEPTH;
}
"#;

/// How texels of a depth format are staged: the colour format holding its
/// bytes as they are, the binding's sample type, and the shader.
struct Staging {
    format: wgpu::TextureFormat,
    sample_type: wgpu::TextureSampleType,
    wgsl: String,
}

/// The staging of `depth`'s texels, or `None` for a format no lock writes.
fn staging(depth: GpuFormat) -> Option<Staging> {
    let (format, sample_type, source, value) = match depth {
        GpuFormat::Depth16Unorm => (
            wgpu::TextureFormat::R16Uint,
            wgpu::TextureSampleType::Uint,
            "texture_2d<u32>",
            "f32(t) / 65535.0",
        ),
        GpuFormat::Depth24Plus | GpuFormat::Depth24PlusStencil8 => (
            wgpu::TextureFormat::R32Uint,
            wgpu::TextureSampleType::Uint,
            "texture_2d<u32>",
            "f32(t >> 8u) / 16777215.0",
        ),
        GpuFormat::Depth32Float => (
            wgpu::TextureFormat::R32Float,
            wgpu::TextureSampleType::Float { filterable: false },
            "texture_2d<f32>",
            "t",
        ),
        _ => return None,
    };
    let wgsl = COVERING_TRIANGLE_VS.to_owned() + &WRITE_WGSL.replace("SOURCE", source).replace("DEPTH", value);
    Some(Staging {
        format,
        sample_type,
        wgsl,
    })
}

/// The depth write for one depth format: its staging, layout and pipeline.
struct Writer {
    stage_format: wgpu::TextureFormat,
    group_layout: wgpu::BindGroupLayout,
    pipeline: wgpu::RenderPipeline,
}

impl Writer {
    fn new(device: &wgpu::Device, depth: GpuFormat, s: Staging) -> Writer {
        let group_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("depth write"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::FRAGMENT,
                ty: wgpu::BindingType::Texture {
                    sample_type: s.sample_type,
                    view_dimension: wgpu::TextureViewDimension::D2,
                    multisampled: false,
                },
                count: None,
            }],
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("depth write"),
            bind_group_layouts: &[Some(&group_layout)],
            immediate_size: 0,
        });
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("depth write"),
            source: wgpu::ShaderSource::Wgsl(s.wgsl.into()),
        });
        let state = wgpu::DepthStencilState {
            format: conv::texture_format(depth),
            depth_write_enabled: Some(true),
            depth_compare: Some(wgpu::CompareFunction::Always),
            stencil: Default::default(),
            bias: Default::default(),
        };
        let pipeline = fixed_blit_pipeline(device, "depth write", &layout, &module, &[], Some(state), 1);
        Writer {
            stage_format: s.format,
            group_layout,
            pipeline,
        }
    }
}

/// The depth writes by format, made on first use.
#[derive(Default)]
pub(super) struct DepthWrite {
    writers: Vec<(GpuFormat, Writer)>,
}

impl DepthWrite {
    fn writer(&mut self, device: &wgpu::Device, depth: GpuFormat) -> Option<&Writer> {
        if let Some(i) = self.writers.iter().position(|(f, _)| *f == depth) {
            return Some(&self.writers[i].1);
        }
        let w = Writer::new(device, depth, staging(depth)?);
        self.writers.push((depth, w));
        self.writers.last().map(|(_, w)| w)
    }
}

/// Where a depth upload's texels are: `layout` in `buffer`, covering the
/// rectangle at (`x`, `y`) of `size` in surface `dst`.
pub(super) struct DepthUpload<'a> {
    pub dst: SurfaceRef,
    pub buffer: &'a wgpu::Buffer,
    pub layout: wgpu::TexelCopyBufferLayout,
    pub x: u32,
    pub y: u32,
    pub size: (u32, u32),
}

impl Encoder {
    /// Writes `u` into depth `texture` of format `depth` on the frame's
    /// main encoder, outside a pass (the caller ended it).
    pub(super) fn write_depth(&mut self, texture: &wgpu::Texture, depth: GpuFormat, u: &DepthUpload) {
        let device = self.sh.device.clone();
        let Some(write) = self.depth_write.get_or_insert_default().writer(&device, depth) else {
            return;
        };
        let level = u.dst.mip();
        let extent = texture.size().mip_level_size(level, wgpu::TextureDimension::D2);
        let stage = device.create_texture(&wgpu::TextureDescriptor {
            label: Some("depth write"),
            size: wgpu::Extent3d {
                depth_or_array_layers: 1,
                ..extent
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: write.stage_format,
            usage: wgpu::TextureUsages::COPY_DST | wgpu::TextureUsages::TEXTURE_BINDING,
            view_formats: &[],
        });
        let (w, h) = u.size;
        let main = self.frame.main.as_mut().expect("frame open");
        main.copy_buffer_to_texture(
            wgpu::TexelCopyBufferInfo {
                buffer: u.buffer,
                layout: u.layout,
            },
            wgpu::TexelCopyTextureInfo {
                texture: &stage,
                mip_level: 0,
                origin: wgpu::Origin3d { x: u.x, y: u.y, z: 0 },
                aspect: wgpu::TextureAspect::All,
            },
            wgpu::Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: 1,
            },
        );
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("depth write"),
            layout: &write.group_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: wgpu::BindingResource::TextureView(&stage.create_view(&Default::default())),
            }],
        });
        // An attachment view covers every aspect; a stencil plane is kept.
        let target = surface_view_2d(texture, u.dst, wgpu::TextureAspect::All);
        fn keep<T>() -> wgpu::Operations<T> {
            wgpu::Operations {
                load: wgpu::LoadOp::Load,
                store: wgpu::StoreOp::Store,
            }
        }
        let mut pass = main.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("depth write"),
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &target,
                depth_ops: Some(keep()),
                stencil_ops: depth.has_stencil().then(keep),
            }),
            ..Default::default()
        });
        pass.set_pipeline(&write.pipeline);
        pass.set_bind_group(0, &group, &[]);
        pass.set_scissor_rect(u.x, u.y, w, h);
        pass.draw(0..3, 0..1);
    }
}
