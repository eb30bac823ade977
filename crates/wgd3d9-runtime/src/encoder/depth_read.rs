//! Depth textures shaders sample (INTZ, DF16, DF24, and the shadow-map
//! formats). Every texture binding of the draw path is a filterable float
//! one, which a depth texture cannot be bound as, and a texture bound as the
//! depth buffer may be sampled by the same pass; so such a texture keeps a
//! float copy of its depth, which draws sample: in all four channels for
//! INTZ, in red (green and blue 0, alpha 1) for the others (shadow maps
//! compare red, see `sampler_reads`). Draws that write depth, depth clears
//! and copies into it mark the copy stale; a draw that samples a stale copy
//! fills it first, outside the pass.

use super::stretch::{depth_source_layout, surface_view_2d};
use super::Encoder;
use crate::pipelines::{draw_fixed_blit, fixed_blit_pipeline, COVERING_TRIANGLE_VS};
use wgd3d9_core::record::SurfaceRef;

/// The fill's fragment stage (after [`COVERING_TRIANGLE_VS`]): depth in
/// every channel.
const FILL_WGSL: &str = r#"
@group(0) @binding(0) var src: texture_depth_2d;
@fragment fn fs(@builtin(position) p: vec4<f32>) -> @location(0) vec4<f32> {
    return vec4<f32>(textureLoad(src, vec2<i32>(p.xy), 0));
}
"#;

/// The fill's fragment stage for depth in red only.
const FILL_RED_WGSL: &str = r#"
@group(0) @binding(0) var src: texture_depth_2d;
@fragment fn fs(@builtin(position) p: vec4<f32>) -> @location(0) vec4<f32> {
    return vec4<f32>(textureLoad(src, vec2<i32>(p.xy), 0), 0.0, 0.0, 1.0);
}
"#;

/// The format of the float copy.
pub(super) const COPY_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba32Float;

/// A sampled depth texture's float copy.
pub struct DepthCopy {
    pub texture: wgpu::Texture,
    /// Depth was written since the copy was filled.
    pub stale: bool,
}

impl DepthCopy {
    /// The float copy of `depth`: its size and levels, stale until filled.
    pub fn new(device: &wgpu::Device, depth: &wgpu::Texture) -> DepthCopy {
        let texture = device.create_texture(&wgpu::TextureDescriptor {
            label: Some("sampled depth"),
            size: depth.size(),
            mip_level_count: depth.mip_level_count(),
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: COPY_FORMAT,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::TEXTURE_BINDING,
            view_formats: &[],
        });
        DepthCopy { texture, stale: true }
    }
}

/// The fill's layouts and pipelines (depth in every channel, in red), made
/// on first use.
pub(super) struct DepthFill {
    group_layout: wgpu::BindGroupLayout,
    every_channel: wgpu::RenderPipeline,
    red: wgpu::RenderPipeline,
}

impl DepthFill {
    fn new(device: &wgpu::Device) -> DepthFill {
        let (group_layout, layout) = depth_source_layout(device, false);
        let target = wgpu::ColorTargetState {
            format: COPY_FORMAT,
            blend: None,
            write_mask: wgpu::ColorWrites::ALL,
        };
        let pipeline = |fs: &str| {
            let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some("sampled depth"),
                source: wgpu::ShaderSource::Wgsl(format!("{COVERING_TRIANGLE_VS}{fs}").into()),
            });
            fixed_blit_pipeline(
                device,
                "sampled depth",
                &layout,
                &module,
                &[Some(target.clone())],
                None,
                1,
            )
        };
        DepthFill {
            every_channel: pipeline(FILL_WGSL),
            red: pipeline(FILL_RED_WGSL),
            group_layout,
        }
    }
}

impl Encoder {
    /// Notes that depth was written into texture `id`: its float copy, if
    /// it has one, must be filled again before a draw samples it.
    pub(super) fn note_depth_written(&mut self, id: u32) {
        let Some(t) = self.res.texture_mut(id) else {
            return;
        };
        match &mut t.depth_copy {
            Some(c) if !c.stale => c.stale = true,
            _ => return,
        }
        if self.st.textures.contains(&id) {
            self.st.dirty |= super::dirty::TEXTURES;
        }
    }

    /// Whether texture `id` has a float copy that must be filled.
    pub(super) fn depth_copy_stale(&self, id: u32) -> bool {
        self.res
            .texture(id)
            .and_then(|t| t.depth_copy.as_ref())
            .is_some_and(|c| c.stale)
    }

    /// Fills texture `id`'s float copy from its depth, every level; outside
    /// a pass (the caller ended it).
    pub(super) fn fill_depth_copy(&mut self, id: u32) {
        let device = self.sh.device.clone();
        let fill = self.depth_fill.get_or_insert_with(|| Box::new(DepthFill::new(&device)));
        let Some(t) = self.res.texture_mut(id) else {
            return;
        };
        let Some(copy) = t.depth_copy.as_mut() else {
            return;
        };
        copy.stale = false;
        let pipeline = if t.info.reads_depth_in_every_channel() {
            &fill.every_channel
        } else {
            &fill.red
        };
        let main = self.frame.main.as_mut().expect("frame open");
        for level in 0..t.texture.mip_level_count() {
            let surface = SurfaceRef::new(id, 0, level);
            let src = surface_view_2d(&t.texture, surface, wgpu::TextureAspect::DepthOnly);
            let dst = surface_view_2d(&copy.texture, surface, wgpu::TextureAspect::All);
            let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("sampled depth"),
                layout: &fill.group_layout,
                entries: &[wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(&src),
                }],
            });
            draw_fixed_blit(main, "sampled depth", &dst, pipeline, &group);
        }
    }
}
