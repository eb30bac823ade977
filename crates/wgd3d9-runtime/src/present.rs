//! Showing back buffers in windows: a surface per window, configured to the
//! window's client size, and a scaling blit from the back buffer into it.
//!
//! The presenter runs on the submit thread: a frame's commands are submitted
//! first, then each of its presents acquires the window's next surface texture
//! (which may wait for the display), draws the back buffer into it and shows
//! it, so rendering never waits for a drawable.

mod gamma;

pub(crate) use gamma::GammaRamp;

use crate::instance;
use crate::pipelines::FastMap;
use crate::shared::Shared;
use wgd3d9_core::record::{window_system, PresentTarget};
use wgd3d9_types::*;

/// A Present the encoder resolved: the back buffer's texture and where to
/// show it.
pub(crate) struct PresentRequest {
    pub target: PresentTarget,
    pub back_buffer: wgpu::Texture,
    /// The gamma ramp to apply (None: the identity).
    pub gamma: Option<std::sync::Arc<GammaRamp>>,
}

struct WindowSurface {
    surface: wgpu::Surface<'static>,
    config: Option<wgpu::SurfaceConfiguration>,
    /// The gamma ramp's lookup texture, made on the first present.
    lut: Option<gamma::Lut>,
}

/// The scaling blit's fragment stage (after
/// [`crate::pipelines::COVERING_TRIANGLE_UV_VS`]): the triangle samples the
/// back buffer, and each channel is looked up in the gamma ramp at its
/// 8-bit value.
const BLIT_WGSL: &str = r#"
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@group(0) @binding(2) var ramp: texture_2d<f32>;
@fragment fn fs(v: VOut) -> @location(0) vec4<f32> {
    let c = clamp(textureSample(src, samp, v.uv).rgb, vec3<f32>(0.0), vec3<f32>(1.0));
    let i = vec3<i32>(round(c * 255.0));
    let r = textureLoad(ramp, vec2<i32>(i.r, 0), 0).r;
    let g = textureLoad(ramp, vec2<i32>(i.g, 0), 0).g;
    let b = textureLoad(ramp, vec2<i32>(i.b, 0), 0).b;
    return vec4<f32>(r, g, b, 1.0);
}
"#;

pub(crate) struct Presenter {
    surfaces: FastMap<u64, WindowSurface>,
    module: Option<wgpu::ShaderModule>,
    layout: Option<(wgpu::BindGroupLayout, wgpu::PipelineLayout)>,
    pipelines: FastMap<wgpu::TextureFormat, wgpu::RenderPipeline>,
    sampler: Option<wgpu::Sampler>,
}

impl Presenter {
    pub fn new() -> Presenter {
        Presenter {
            surfaces: FastMap::default(),
            module: None,
            layout: None,
            pipelines: FastMap::default(),
            sampler: None,
        }
    }

    /// Shows a back buffer in its window; failures are logged and skip the
    /// present (the frame was rendered regardless).
    pub fn present(&mut self, sh: &Shared, req: &PresentRequest) {
        let t = &req.target;
        if t.window_system != window_system::X11 || t.width == 0 || t.height == 0 {
            return;
        }
        let Some(ws) = self.window_surface(t.window) else {
            return;
        };
        let Some(gpu) = instance::gpu() else { return };
        let wanted_mode = if t.interval == D3DPRESENT_INTERVAL_IMMEDIATE {
            wgpu::PresentMode::Immediate
        } else {
            wgpu::PresentMode::Fifo
        };
        let stale = ws
            .config
            .as_ref()
            .is_none_or(|c| (c.width, c.height) != (t.width, t.height));
        if stale {
            let caps = ws.surface.get_capabilities(&gpu.adapter);
            let Some(format) = [wgpu::TextureFormat::Bgra8Unorm, wgpu::TextureFormat::Rgba8Unorm]
                .into_iter()
                .find(|f| caps.formats.contains(f))
                .or_else(|| caps.formats.first().copied())
            else {
                log::warn!(target: "wgd3d9::present", "window {:#x}: the GPU cannot present to it", t.window);
                return;
            };
            let present_mode = if caps.present_modes.contains(&wanted_mode) {
                wanted_mode
            } else {
                wgpu::PresentMode::Fifo
            };
            let alpha_mode = if caps.alpha_modes.contains(&wgpu::CompositeAlphaMode::Opaque) {
                wgpu::CompositeAlphaMode::Opaque
            } else {
                caps.alpha_modes
                    .first()
                    .copied()
                    .unwrap_or(wgpu::CompositeAlphaMode::Auto)
            };
            let config = wgpu::SurfaceConfiguration {
                usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
                format,
                color_space: Default::default(),
                width: t.width,
                height: t.height,
                present_mode,
                desired_maximum_frame_latency: 2,
                alpha_mode,
                view_formats: Vec::new(),
            };
            // A configuration the window system refuses (a window gone or
            // resized meanwhile) skips this present: an unconfigured surface
            // must not be asked for a texture.
            let refused = sh.device.push_error_scope(wgpu::ErrorFilter::Validation);
            ws.surface.configure(&sh.device, &config);
            if let Some(e) = pollster::block_on(refused.pop()) {
                log::warn!(target: "wgd3d9::present", "window {:#x}: the surface cannot be configured: {e}", t.window);
                ws.config = None;
                return;
            }
            ws.config = Some(config);
        }
        let format = ws.config.as_ref().map(|c| c.format).expect("configured above");
        let frame = match ws.surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Success(f) | wgpu::CurrentSurfaceTexture::Suboptimal(f) => f,
            wgpu::CurrentSurfaceTexture::Outdated | wgpu::CurrentSurfaceTexture::Lost => {
                // Configured again at the next present.
                ws.config = None;
                return;
            }
            _ => return,
        };
        let lut = ws.lut.get_or_insert_with(|| gamma::Lut::new(&sh.device, &sh.queue));
        lut.set(&sh.queue, req.gamma.as_deref());
        let lut_view = lut.view.clone();
        let target_view = frame.texture.create_view(&Default::default());
        let src_view = req.back_buffer.create_view(&Default::default());
        let pipeline = self.pipeline(sh, format).clone();
        let (bgl, _) = self.layout.as_ref().expect("made with the pipeline");
        let sampler = self.sampler.get_or_insert_with(|| {
            sh.device.create_sampler(&wgpu::SamplerDescriptor {
                label: Some("present"),
                mag_filter: wgpu::FilterMode::Linear,
                min_filter: wgpu::FilterMode::Linear,
                ..Default::default()
            })
        });
        let group = sh.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("present"),
            layout: bgl,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(&src_view),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(sampler),
                },
                wgpu::BindGroupEntry {
                    binding: 2,
                    resource: wgpu::BindingResource::TextureView(&lut_view),
                },
            ],
        });
        let mut enc = sh
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("present") });
        crate::pipelines::draw_fixed_blit(&mut enc, "present", &target_view, &pipeline, &group);
        sh.queue.submit([enc.finish()]);
        sh.queue.present(frame);
    }

    /// The surface of an X11 window, created on first use.
    fn window_surface(&mut self, window: u64) -> Option<&mut WindowSurface> {
        use std::collections::hash_map::Entry;
        let slot = match self.surfaces.entry(window) {
            Entry::Occupied(e) => return Some(e.into_mut()),
            Entry::Vacant(v) => v,
        };
        let display = crate::x11::display()?;
        let gpu = instance::gpu()?;
        let raw_display =
            wgpu::rwh::RawDisplayHandle::Xlib(wgpu::rwh::XlibDisplayHandle::new(Some(display.display), display.screen));
        let raw_window = wgpu::rwh::RawWindowHandle::Xlib(wgpu::rwh::XlibWindowHandle::new(window as _));
        // SAFETY: the display stays open for the process's life; the window
        // belongs to the application, which keeps it while presenting to it.
        let surface = unsafe {
            gpu.instance
                .create_surface_unsafe(wgpu::SurfaceTargetUnsafe::RawHandle {
                    raw_display_handle: Some(raw_display),
                    raw_window_handle: raw_window,
                })
        };
        match surface {
            Ok(surface) => {
                log::info!(target: "wgd3d9::present", "presenting to X11 window {window:#x}");
                Some(slot.insert(WindowSurface {
                    surface,
                    config: None,
                    lut: None,
                }))
            }
            Err(e) => {
                log::warn!(target: "wgd3d9::present", "window {window:#x}: no surface ({e})");
                None
            }
        }
    }

    fn pipeline(&mut self, sh: &Shared, format: wgpu::TextureFormat) -> &wgpu::RenderPipeline {
        let module = self.module.get_or_insert_with(|| {
            sh.device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some("present"),
                source: wgpu::ShaderSource::Wgsl(
                    format!("{}{BLIT_WGSL}", crate::pipelines::COVERING_TRIANGLE_UV_VS).into(),
                ),
            })
        });
        let (_, layout) = self.layout.get_or_insert_with(|| {
            let [texture, sampler] = crate::conv::sampled_texture_entries(0);
            let ramp = wgpu::BindGroupLayoutEntry { binding: 2, ..texture };
            let bgl = sh.device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: Some("present"),
                entries: &[texture, sampler, ramp],
            });
            let layout = sh.device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: Some("present"),
                bind_group_layouts: &[Some(&bgl)],
                immediate_size: 0,
            });
            (bgl, layout)
        });
        self.pipelines.entry(format).or_insert_with(|| {
            crate::pipelines::fixed_blit_pipeline(
                &sh.device,
                "present",
                layout,
                module,
                &[Some(format.into())],
                None,
                1,
            )
        })
    }
}
