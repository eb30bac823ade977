//! Mip levels generated from level 0 (D3DUSAGE_AUTOGENMIPMAP). The
//! application sees level 0 only; the GPU texture has the whole chain.
//! Whatever writes level 0 (uploads, StretchRect, passes drawing or clearing
//! into it) marks the chain stale, and a draw that samples a stale chain
//! first draws each level from the one above it, with the texture's
//! SetAutoGenFilterType filter (point, or linear: the average of each 2x2
//! block), outside the pass.

use super::stretch::surface_view_2d;
use super::Encoder;
use crate::conv;
use crate::pipelines::{
    draw_fixed_blit, fixed_blit_pipeline, point_and_linear_samplers, FastMap, COVERING_TRIANGLE_UV_VS,
};
use wgd3d9_core::format::GpuFormat;
use wgd3d9_core::record::SurfaceRef;

/// The fragment stage (after [`COVERING_TRIANGLE_UV_VS`]) drawing a level
/// from the one above it: each pixel samples the source at its own centre,
/// between four source texels.
const MIPGEN_WGSL: &str = r#"
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@fragment fn fs(v: VOut) -> @location(0) vec4<f32> {
    return textureSampleLevel(src, samp, v.uv, 0.0);
}
"#;

/// An autogen texture's generation state.
pub struct AutoGen {
    /// Generated with the linear filter (else point: SetAutoGenFilterType).
    pub linear: bool,
    /// Level 0 changed since the levels were generated.
    pub stale: bool,
}

/// The generation's module, layouts, samplers (point, linear) and
/// pipelines by target format; made on first use.
pub(super) struct MipGen {
    module: wgpu::ShaderModule,
    group_layout: wgpu::BindGroupLayout,
    layout: wgpu::PipelineLayout,
    samplers: [wgpu::Sampler; 2],
    pipelines: FastMap<GpuFormat, wgpu::RenderPipeline>,
}

impl MipGen {
    fn new(device: &wgpu::Device) -> MipGen {
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("mipgen"),
            source: wgpu::ShaderSource::Wgsl(format!("{COVERING_TRIANGLE_UV_VS}{MIPGEN_WGSL}").into()),
        });
        let group_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("mipgen"),
            entries: &conv::sampled_texture_entries(0),
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("mipgen"),
            bind_group_layouts: &[Some(&group_layout)],
            immediate_size: 0,
        });
        MipGen {
            module,
            group_layout,
            layout,
            samplers: point_and_linear_samplers(device, "mipgen"),
            pipelines: FastMap::default(),
        }
    }

    fn pipeline(&mut self, device: &wgpu::Device, format: GpuFormat) -> &wgpu::RenderPipeline {
        let (module, layout) = (&self.module, &self.layout);
        self.pipelines.entry(format).or_insert_with(|| {
            let target = wgpu::ColorTargetState {
                format: conv::texture_format(format),
                blend: None,
                write_mask: wgpu::ColorWrites::ALL,
            };
            fixed_blit_pipeline(device, "mipgen", layout, module, &[Some(target)], None, 1)
        })
    }
}

impl Encoder {
    /// Notes that level 0 of texture `id` was written: its generated levels,
    /// if it has them, must be drawn again before a draw samples them.
    pub(super) fn note_level0_written(&mut self, id: u32) {
        let Some(a) = self.res.texture_mut(id).and_then(|t| t.autogen.as_mut()) else {
            return;
        };
        if !a.stale {
            a.stale = true;
            if self.st.textures.contains(&id) {
                self.st.dirty |= super::dirty::TEXTURES;
            }
        }
    }

    /// SetAutoGenFilterType of texture `id` (`Op::AutoGenFilter`): a new
    /// filter generates the levels again.
    pub(super) fn set_autogen_filter(&mut self, id: u32, filter: u32) {
        let linear = filter != wgd3d9_types::D3DTEXF_POINT;
        let Some(a) = self.res.texture_mut(id).and_then(|t| t.autogen.as_mut()) else {
            return;
        };
        if a.linear != linear {
            a.linear = linear;
            self.note_level0_written(id);
        }
    }

    /// Whether texture `id` has generated levels that are stale. Not while
    /// it is a bound render target: sampling a texture being drawn into is
    /// undefined in D3D9, and generating there would end the pass at every
    /// draw; its levels are generated once it is sampled elsewhere.
    pub(super) fn mips_stale(&self, id: u32) -> bool {
        let stale = self
            .res
            .texture(id)
            .and_then(|t| t.autogen.as_ref())
            .is_some_and(|a| a.stale);
        stale && !self.st.rts.iter().any(|rt| rt.id == id)
    }

    /// Draws every level of texture `id` below level 0 from the one above
    /// it, each layer (cube face); outside a pass (the caller ended it).
    pub(super) fn generate_mips(&mut self, id: u32) {
        self.note_lasting_read(id);
        let device = self.sh.device.clone();
        let seq = self.seq;
        let gen = self.mip_gen.get_or_insert_with(|| Box::new(MipGen::new(&device)));
        let Some(t) = self.res.texture_mut(id) else {
            return;
        };
        let Some(a) = t.autogen.as_mut() else {
            return;
        };
        a.stale = false;
        let sampler = gen.samplers[usize::from(a.linear)].clone();
        t.used_in = seq;
        let pipeline = gen.pipeline(&device, t.info.gpu).clone();
        let layers = t.texture.depth_or_array_layers();
        let main = self.frame.main.as_mut().expect("frame open");
        for layer in 0..layers {
            for level in 1..t.levels {
                let src = surface_view_2d(
                    &t.texture,
                    SurfaceRef::new(id, layer, level - 1),
                    wgpu::TextureAspect::All,
                );
                let Some(target) = t.level_views.get((layer * t.levels + level) as usize) else {
                    continue;
                };
                let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
                    label: Some("mipgen"),
                    layout: &gen.group_layout,
                    entries: &[
                        wgpu::BindGroupEntry {
                            binding: 0,
                            resource: wgpu::BindingResource::TextureView(&src),
                        },
                        wgpu::BindGroupEntry {
                            binding: 1,
                            resource: wgpu::BindingResource::Sampler(&sampler),
                        },
                    ],
                });
                draw_fixed_blit(main, "mipgen", target, &pipeline, &group);
            }
        }
    }
}
