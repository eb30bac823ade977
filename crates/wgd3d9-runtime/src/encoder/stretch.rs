//! StretchRect's GPU side: a copy when the rectangles match in size and the
//! surfaces in format, otherwise a scaling, converting blit: a fixed shader
//! (not a D3D9 one, so not through the shader IR) drawing a triangle over
//! the destination rectangle that samples the source rectangle with a
//! point or linear sampler. Depth formats that cannot be copied (24-bit
//! depth) and depth surfaces of different sample counts are drawn: a
//! triangle writing each pixel's depth from the source, sample 0 of a
//! multisampled one (their stencil is not copied).

use super::{resources, Encoder};
use crate::conv;
use crate::pipelines::{fixed_blit_pipeline, point_and_linear_samplers, FastMap, COVERING_TRIANGLE_VS};
use wgd3d9_core::format::GpuFormat;
use wgd3d9_core::record::{self, Rect, SurfaceRef};
use wgd3d9_types::*;

const BLIT_WGSL: &str = r#"
// Source rectangle in texture coordinates: origin (xy) and size (zw).
@group(0) @binding(0) var<uniform> src_rect: vec4<f32>;
@group(1) @binding(0) var src: texture_2d<f32>;
@group(1) @binding(1) var samp: sampler;
struct VOut { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32> };
@vertex fn vs(@builtin(vertex_index) i: u32) -> VOut {
    let t = vec2<f32>(f32((i << 1u) & 2u), f32(i & 2u));
    var o: VOut;
    o.pos = vec4<f32>(t.x * 2.0 - 1.0, 1.0 - t.y * 2.0, 0.0, 1.0);
    o.uv = src_rect.xy + t * src_rect.zw;
    return o;
}
@fragment fn fs(v: VOut) -> @location(0) vec4<f32> {
    return textureSampleLevel(src, samp, v.uv, 0.0);
}
"#;

/// The depth copy's fragment stage; `SOURCE` is replaced by the source's texture
/// type (see [`depth_wgsl`]).
const DEPTH_WGSL: &str = r#"
@group(0) @binding(0) var src: SOURCE;
@fragment fn fs(@builtin(position) p: vec4<f32>) -> @builtin(frag_depth) f32 {
    return textureLoad(src, vec2<i32>(p.xy), 0);
}
"#;

/// The depth copy's shader reading a single-sample source (level 0 of its
/// view) or sample 0 of a multisampled one.
fn depth_wgsl(multisampled: bool) -> String {
    let source = if multisampled {
        "texture_depth_multisampled_2d"
    } else {
        "texture_depth_2d"
    };
    COVERING_TRIANGLE_VS.to_owned() + &DEPTH_WGSL.replace("SOURCE", source)
}

/// The depth copy's objects for single-sample (index 0) or multisampled
/// (index 1) sources.
struct DepthBlit {
    group_layout: wgpu::BindGroupLayout,
    layout: wgpu::PipelineLayout,
    module: wgpu::ShaderModule,
}

/// The layouts of a fixed shader reading one depth texture (binding 0 of
/// group 0), single-sample or multisampled.
pub(super) fn depth_source_layout(
    device: &wgpu::Device,
    multisampled: bool,
) -> (wgpu::BindGroupLayout, wgpu::PipelineLayout) {
    let group_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("depth source"),
        entries: &[wgpu::BindGroupLayoutEntry {
            binding: 0,
            visibility: wgpu::ShaderStages::FRAGMENT,
            ty: wgpu::BindingType::Texture {
                sample_type: wgpu::TextureSampleType::Depth,
                view_dimension: wgpu::TextureViewDimension::D2,
                multisampled,
            },
            count: None,
        }],
    });
    let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: Some("depth source"),
        bind_group_layouts: &[Some(&group_layout)],
        immediate_size: 0,
    });
    (group_layout, layout)
}

impl DepthBlit {
    fn new(device: &wgpu::Device, multisampled: bool) -> DepthBlit {
        let (group_layout, layout) = depth_source_layout(device, multisampled);
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("stretch depth"),
            source: wgpu::ShaderSource::Wgsl(depth_wgsl(multisampled).into()),
        });
        DepthBlit {
            group_layout,
            layout,
            module,
        }
    }
}

/// The blit's module, layouts, samplers (point, linear) and pipelines per
/// destination format and write mask; made on first use.
pub(super) struct Stretcher {
    module: wgpu::ShaderModule,
    group_layout: wgpu::BindGroupLayout,
    layout: wgpu::PipelineLayout,
    samplers: [wgpu::Sampler; 2],
    /// By target format, write mask and sample count.
    pipelines: FastMap<(GpuFormat, u8, u32), wgpu::RenderPipeline>,
    /// The depth copy from single-sample and multisampled sources, and its
    /// pipelines by depth format, source kind and destination sample count.
    depth: [DepthBlit; 2],
    depth_pipelines: FastMap<(GpuFormat, bool, u32), wgpu::RenderPipeline>,
}

impl Stretcher {
    fn new(device: &wgpu::Device, constants_layout: &wgpu::BindGroupLayout) -> Stretcher {
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("stretch"),
            source: wgpu::ShaderSource::Wgsl(BLIT_WGSL.into()),
        });
        let group_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("stretch"),
            entries: &conv::sampled_texture_entries(0),
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("stretch"),
            bind_group_layouts: &[Some(constants_layout), Some(&group_layout)],
            immediate_size: 0,
        });
        Stretcher {
            module,
            group_layout,
            layout,
            samplers: point_and_linear_samplers(device, "stretch"),
            pipelines: FastMap::default(),
            depth: [DepthBlit::new(device, false), DepthBlit::new(device, true)],
            depth_pipelines: FastMap::default(),
        }
    }

    fn depth_pipeline(
        &mut self,
        device: &wgpu::Device,
        format: GpuFormat,
        multisampled_source: bool,
        samples: u32,
    ) -> &wgpu::RenderPipeline {
        let DepthBlit { module, layout, .. } = &self.depth[usize::from(multisampled_source)];
        let key = (format, multisampled_source, samples);
        self.depth_pipelines.entry(key).or_insert_with(|| {
            let depth = wgpu::DepthStencilState {
                format: conv::texture_format(format),
                depth_write_enabled: Some(true),
                depth_compare: Some(wgpu::CompareFunction::Always),
                stencil: Default::default(),
                bias: Default::default(),
            };
            fixed_blit_pipeline(device, "stretch depth", layout, module, &[], Some(depth), samples)
        })
    }

    fn pipeline(&mut self, device: &wgpu::Device, format: GpuFormat, mask: u8, samples: u32) -> &wgpu::RenderPipeline {
        let (module, layout) = (&self.module, &self.layout);
        self.pipelines.entry((format, mask, samples)).or_insert_with(|| {
            let target = wgpu::ColorTargetState {
                format: conv::texture_format(format),
                blend: None,
                write_mask: wgpu::ColorWrites::from_bits_truncate(mask.into()),
            };
            fixed_blit_pipeline(device, "stretch", layout, module, &[Some(target)], None, samples)
        })
    }
}

/// A 2D view of surface `s` (its layer and mip level) of `texture`.
pub(super) fn surface_view_2d(
    texture: &wgpu::Texture,
    s: SurfaceRef,
    aspect: wgpu::TextureAspect,
) -> wgpu::TextureView {
    texture.create_view(&wgpu::TextureViewDescriptor {
        dimension: Some(wgpu::TextureViewDimension::D2),
        aspect,
        base_mip_level: s.mip(),
        mip_level_count: Some(1),
        base_array_layer: s.layer(),
        array_layer_count: Some(1),
        ..Default::default()
    })
}

fn size(r: Rect) -> (u32, u32) {
    ((r.right - r.left) as u32, (r.bottom - r.top) as u32)
}

impl Encoder {
    /// StretchRect (the API side checked the surfaces, rectangles and
    /// filter): copies, or blits scaling and converting formats.
    pub(super) fn copy_surface(&mut self, c: &record::CopySurface) {
        self.flush_targets();
        self.note_lasting_read(c.src.id);
        let (Some(src), Some(dst)) = (self.res.texture(c.src.id), self.res.texture(c.dst.id)) else {
            return;
        };
        let (sr, dr) = (c.src_rect, c.dst_rect);
        if sr.is_empty() || dr.is_empty() {
            return;
        }
        let (src_samples, dst_samples) = (src.texture.sample_count(), dst.texture.sample_count());
        // A copy keeps the source's alpha: not into a target without one
        // (whose alpha holds 1) from a source with one. Multisampled
        // colour surfaces copy whole, into one of the same count; depth
        // copies whole between any counts.
        let whole = sr == dr && (sr.right as u32, sr.bottom as u32) == src.level_size(c.src.mip());
        let direct = src_samples == dst_samples && (src_samples == 1 || whole);
        let depth = src.info.gpu.is_depth() || dst.info.gpu.is_depth();
        let copy = size(sr) == size(dr)
            && src.info.gpu == dst.info.gpu
            && (depth || ((dst.info.has_alpha || !src.info.has_alpha) && (direct || dst_samples == 1)));
        let copy_depth = depth && (!src.info.gpu.is_copyable() || src_samples != dst_samples);
        let own_texture = src.texture.clone();
        if depth && !copy {
            return;
        }
        // A multisampled colour source is read through its resolved twin,
        // unless it is copied whole into a surface of its count; depth is
        // never resolved (its copy reads sample 0).
        let src_texture = if src_samples > 1 && !(copy && direct) && !depth {
            match self.resolve_surface(c.src.id) {
                Some(t) => t,
                None => return,
            }
        } else {
            own_texture
        };
        if copy_depth {
            self.copy_depth(c);
        } else if copy {
            let (w, h) = size(sr);
            let (Some(dst), main) = (
                self.res.texture(c.dst.id),
                self.frame.main.as_mut().expect("frame open"),
            ) else {
                return;
            };
            main.copy_texture_to_texture(
                resources::copy_info(&src_texture, c.src, sr.left as u32, sr.top as u32),
                resources::copy_info(&dst.texture, c.dst, dr.left as u32, dr.top as u32),
                wgpu::Extent3d {
                    width: w,
                    height: h,
                    depth_or_array_layers: 1,
                },
            );
        } else {
            self.blit(c, &src_texture);
        }
        let seq = self.seq;
        if let Some(t) = self.res.texture_mut(c.dst.id) {
            t.used_in = seq;
        }
        if depth {
            self.note_depth_written(c.dst.id);
        } else if c.dst.mip() == 0 {
            self.note_level0_written(c.dst.id);
        }
    }

    /// Draws rectangle `c.src_rect` of `src_texture` (surface `c.src`'s
    /// texture, or its resolved twin) over `c.dst_rect` of `c.dst`.
    fn blit(&mut self, c: &record::CopySurface, src_texture: &wgpu::Texture) {
        let (Some(src), Some(dst)) = (self.res.texture(c.src.id), self.res.texture(c.dst.id)) else {
            return;
        };
        // StretchRect copies values: sRGB writes do not apply.
        let Some(target) = dst.surface_view(c.dst, false).map(|(v, _)| v.clone()) else {
            // Only render targets are scaled into (checked by the API side).
            return;
        };
        let (sw, sh) = src.level_size(c.src.mip());
        let view = surface_view_2d(src_texture, c.src, wgpu::TextureAspect::All);
        let dst_gpu = dst.info.gpu;
        let dst_samples = dst.texture.sample_count();
        let mask = if dst.info.has_alpha { 0xF } else { 0x7 } & dst_gpu.own_channels();
        let sr = c.src_rect;
        let rect = [
            sr.left as f32 / sw as f32,
            sr.top as f32 / sh as f32,
            (sr.right - sr.left) as f32 / sw as f32,
            (sr.bottom - sr.top) as f32 / sh as f32,
        ];
        let device = self.sh.device.clone();
        let stretcher = self
            .stretcher
            .get_or_insert_with(|| Stretcher::new(&device, self.pipes.constants_layout()));
        let linear = c.filter == D3DTEXF_LINEAR;
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("stretch"),
            layout: &stretcher.group_layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(&view),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(&stretcher.samplers[usize::from(linear)]),
                },
            ],
        });
        let pipeline = stretcher.pipeline(&device, dst_gpu, mask, dst_samples).clone();
        let block = bytemuck::cast::<[f32; 4], [u8; 16]>(rect);
        let up = super::uploader(&mut self.upload_runs, &mut self.staging, &mut self.frame);
        let mut placed = super::dynamic::Placed::default();
        let blocks = [(&block[..], None), (&block[..], None)];
        self.uniforms.push(&device, up, blocks, (false, true), &mut placed);
        let constants = (self.uniforms)
            .group(&device, self.pipes.constants_layout(), &placed)
            .clone();
        let main = self.frame.main.as_mut().expect("frame open");
        let mut pass = main.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("stretch"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &target,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Load,
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });
        let dr = c.dst_rect;
        let (w, h) = size(dr);
        pass.set_viewport(dr.left as f32, dr.top as f32, w as f32, h as f32, 0.0, 1.0);
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &constants, &placed.offsets);
        pass.set_bind_group(1, &group, &[]);
        pass.draw(0..3, 0..1);
    }
}

impl Encoder {
    /// Copies a whole depth surface by drawing its depth (sample 0 of a
    /// multisampled one) into the other, every sample of a multisampled
    /// destination.
    fn copy_depth(&mut self, c: &record::CopySurface) {
        let (Some(src), Some(dst)) = (self.res.texture(c.src.id), self.res.texture(c.dst.id)) else {
            return;
        };
        // StretchRect copies values: sRGB writes do not apply.
        let Some(target) = dst.surface_view(c.dst, false).map(|(v, _)| v.clone()) else {
            return;
        };
        let format = dst.info.gpu;
        let multisampled_source = src.texture.sample_count() > 1;
        let samples = dst.texture.sample_count();
        let view = surface_view_2d(&src.texture, c.src, wgpu::TextureAspect::DepthOnly);
        let device = self.sh.device.clone();
        let stretcher = self
            .stretcher
            .get_or_insert_with(|| Stretcher::new(&device, self.pipes.constants_layout()));
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("stretch depth"),
            layout: &stretcher.depth[usize::from(multisampled_source)].group_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: wgpu::BindingResource::TextureView(&view),
            }],
        });
        let pipeline = stretcher
            .depth_pipeline(&device, format, multisampled_source, samples)
            .clone();
        let main = self.frame.main.as_mut().expect("frame open");
        let load = wgpu::Operations {
            load: wgpu::LoadOp::Load,
            store: wgpu::StoreOp::Store,
        };
        let mut pass = main.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("stretch depth"),
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &target,
                depth_ops: format.has_depth().then_some(load),
                stencil_ops: format.has_stencil().then_some(wgpu::Operations {
                    load: wgpu::LoadOp::Load,
                    store: wgpu::StoreOp::Store,
                }),
            }),
            ..Default::default()
        });
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &group, &[]);
        pass.draw(0..3, 0..1);
    }
}

impl Encoder {
    /// The single-sample twin of multisampled surface `id`, holding its
    /// resolved contents now (an empty pass resolves into it; the targets
    /// are flushed first by the caller); the texture itself when it has one
    /// sample. `None` for an unknown id.
    pub(super) fn resolve_surface(&mut self, id: u32) -> Option<wgpu::Texture> {
        let device = self.sh.device.clone();
        let t = self.res.texture_mut(id)?;
        if t.texture.sample_count() == 1 {
            return Some(t.texture.clone());
        }
        let twin = t
            .resolved
            .get_or_insert_with(|| {
                Box::new(device.create_texture(&wgpu::TextureDescriptor {
                    label: Some("resolved surface"),
                    size: t.texture.size(),
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: wgpu::TextureDimension::D2,
                    format: t.texture.format(),
                    usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                        | wgpu::TextureUsages::TEXTURE_BINDING
                        | wgpu::TextureUsages::COPY_SRC,
                    view_formats: &[],
                }))
            })
            .as_ref()
            .clone();
        let view = t.texture.create_view(&Default::default());
        let resolve = twin.create_view(&Default::default());
        let main = self.frame.main.as_mut().expect("frame open");
        main.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("resolve"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &view,
                depth_slice: None,
                resolve_target: Some(&resolve),
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Load,
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });
        Some(twin)
    }
}
