//! Copies of a top-left rectangle between multisampled colour textures of
//! one format, sample by sample: a GPU copy takes a multisampled
//! subresource only whole, and the proxy that stands in for a multisampled
//! render target beside a larger depth buffer is larger than the target
//! (see [`super::pass::ColorProxy`]). A triangle over the destination,
//! scissored to the rectangle, runs once per sample and writes each sample
//! of the source at the same pixel.

use super::Encoder;
use crate::pipelines::{begin_blit_pass, fixed_blit_pipeline, COVERING_TRIANGLE_VS};

/// The copy's fragment stage: `sample_index` makes it run per sample.
const COPY_WGSL: &str = r#"
@group(0) @binding(0) var src: texture_multisampled_2d<f32>;
@fragment fn fs(@builtin(position) p: vec4<f32>, @builtin(sample_index) s: u32) -> @location(0) vec4<f32> {
    return textureLoad(src, vec2<i32>(p.xy), i32(s));
}
"#;

/// What every copy pipeline shares: the source's bind group layout, the
/// pipeline layout and the shader.
struct Shared {
    group: wgpu::BindGroupLayout,
    layout: wgpu::PipelineLayout,
    module: wgpu::ShaderModule,
}

impl Shared {
    fn new(device: &wgpu::Device) -> Shared {
        let group = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("multisample copy"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::FRAGMENT,
                ty: wgpu::BindingType::Texture {
                    sample_type: wgpu::TextureSampleType::Float { filterable: false },
                    view_dimension: wgpu::TextureViewDimension::D2,
                    multisampled: true,
                },
                count: None,
            }],
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("multisample copy"),
            bind_group_layouts: &[Some(&group)],
            immediate_size: 0,
        });
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("multisample copy"),
            source: wgpu::ShaderSource::Wgsl((COVERING_TRIANGLE_VS.to_owned() + COPY_WGSL).into()),
        });
        Shared { group, layout, module }
    }
}

/// The copy pipelines by (format, sample count), made on first use.
#[derive(Default)]
pub(super) struct MsCopy {
    shared: Option<Shared>,
    pipelines: Vec<((wgpu::TextureFormat, u32), wgpu::RenderPipeline)>,
}

impl MsCopy {
    fn shared(&mut self, device: &wgpu::Device) -> &Shared {
        self.shared.get_or_insert_with(|| Shared::new(device))
    }

    fn pipeline(&mut self, device: &wgpu::Device, format: wgpu::TextureFormat, samples: u32) -> wgpu::RenderPipeline {
        if let Some((_, p)) = self.pipelines.iter().find(|(k, _)| *k == (format, samples)) {
            return p.clone();
        }
        let shared = self.shared(device);
        let target = wgpu::ColorTargetState {
            format,
            blend: None,
            write_mask: wgpu::ColorWrites::ALL,
        };
        let p = fixed_blit_pipeline(
            device,
            "multisample copy",
            &shared.layout,
            &shared.module,
            &[Some(target)],
            None,
            samples,
        );
        self.pipelines.push(((format, samples), p.clone()));
        p
    }
}

impl Encoder {
    /// Copies the top-left `w` x `h` pixels, every sample, of multisampled
    /// `src` into `dst` (same format and sample count, one level and
    /// layer each) on the frame's main encoder, outside a pass.
    pub(super) fn copy_multisampled(&mut self, src: &wgpu::Texture, dst: &wgpu::Texture, w: u32, h: u32) {
        let device = self.sh.device.clone();
        let copy = self.ms_copy.get_or_insert_default();
        let pipeline = copy.pipeline(&device, dst.format(), dst.sample_count());
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("multisample copy"),
            layout: &copy.shared(&device).group,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: wgpu::BindingResource::TextureView(&src.create_view(&Default::default())),
            }],
        });
        let target = dst.create_view(&Default::default());
        let main = self.frame.main.as_mut().expect("frame open");
        let mut pass = begin_blit_pass(main, "multisample copy", &target, wgpu::LoadOp::Load);
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &group, &[]);
        pass.set_scissor_rect(0, 0, w.min(dst.width()), h.min(dst.height()));
        pass.draw(0..3, 0..1);
    }
}
