//! Showing back buffers in windows: a surface per window, configured to the
//! window's client size, and a scaling blit from the back buffer into it.
//!
//! The presenter runs on the submit thread: a frame's commands are submitted
//! first, then each of its presents acquires the window's next surface texture
//! (which may wait for the display), draws the back buffer into it and shows
//! it, so rendering never waits for a drawable.

mod capture;
mod gamma;
pub(crate) mod hud;
mod overlays;
mod placement;

pub(crate) use gamma::GammaRamp;
use overlays::Overlays;

use crate::instance;
use crate::pipelines::FastMap;
use crate::shared::Shared;
use wgd3d9_core::record::{self, window_system, PresentTarget};
use wgd3d9_types::*;

/// A Present the encoder resolved: the back buffer's texture and where to
/// show it.
pub(crate) struct PresentRequest {
    pub target: PresentTarget,
    pub back_buffer: wgpu::Texture,
    /// The gamma ramp to apply (None: the identity).
    pub gamma: Option<std::sync::Arc<GammaRamp>>,
    /// The drawn device cursor's image (`target.cursor_x`, `cursor_y`
    /// place it).
    pub cursor: Option<wgpu::Texture>,
    /// The frame's figures, when the HUD is drawn over it.
    pub hud: Option<hud::HudFigures>,
}

struct WindowSurface {
    surface: wgpu::Surface<'static>,
    config: Option<wgpu::SurfaceConfiguration>,
    /// The gamma ramp's lookup texture, made on the first present.
    lut: Option<gamma::Lut>,
    /// The surface's textures can be copied into.
    copy_dst: bool,
    /// What the client area shows, kept once a Present showed only part of
    /// it (the rest keeps its contents): drawn into, then copied to the
    /// surface's texture.
    kept: Option<wgpu::Texture>,
    /// A present this window could not show as asked was logged.
    warned: bool,
}

/// The scaling blit's bindings and colour (after
/// [`crate::pipelines::COVERING_TRIANGLE_UV_VS`]): the triangle samples the
/// back buffer (or the drawn cursor), and each colour channel is looked up
/// in the gamma ramp at its 8-bit value.
const BLIT_COMMON_WGSL: &str = r#"
@group(0) @binding(0) var src: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@group(0) @binding(2) var ramp: texture_2d<f32>;
fn ramped(uv: vec2<f32>) -> vec4<f32> {
    let s = textureSample(src, samp, uv);
    let c = clamp(s.rgb, vec3<f32>(0.0), vec3<f32>(1.0));
    let i = vec3<i32>(round(c * 255.0));
    let r = textureLoad(ramp, vec2<i32>(i.r, 0), 0).r;
    let g = textureLoad(ramp, vec2<i32>(i.g, 0), 0).g;
    let b = textureLoad(ramp, vec2<i32>(i.b, 0), 0).b;
    return vec4<f32>(r, g, b, s.a);
}
"#;

/// The fragment stages: the back buffer is opaque (whatever its alpha
/// holds); the cursor keeps its alpha, which its pipeline blends by.
const BLIT_FS_WGSL: [&str; 2] = [
    "@fragment fn fs(v: VOut) -> @location(0) vec4<f32> { return vec4<f32>(ramped(v.uv).rgb, 1.0); }",
    "@fragment fn fs(v: VOut) -> @location(0) vec4<f32> { return ramped(v.uv); }",
];

pub(crate) struct Presenter {
    /// The surfaces of the windows shown, by window system and window.
    surfaces: FastMap<(u32, u64), WindowSurface>,
    /// The opaque blit's module and the cursor's.
    modules: [Option<wgpu::ShaderModule>; 2],
    layout: Option<(wgpu::BindGroupLayout, wgpu::PipelineLayout)>,
    /// Per surface format: the opaque blit, and the cursor's blended one.
    pipelines: FastMap<(wgpu::TextureFormat, bool), wgpu::RenderPipeline>,
    /// The linear sampler (the back buffer, scaled; the cursor) and the
    /// nearest one (the HUD, kept sharp).
    samplers: [Option<wgpu::Sampler>; 2],
    /// The device's HUD (None: none).
    hud: Option<overlays::HudLayer>,
    /// The identity gamma ramp, for the HUD.
    identity: Option<gamma::Lut>,
}

impl Presenter {
    /// The presenter of a device whose HUD is `hud` (`DeviceDesc::hud`),
    /// drawing with `sh`'s GPU.
    pub fn new(sh: &Shared, hud: u32) -> Presenter {
        Presenter {
            surfaces: FastMap::default(),
            modules: [None, None],
            layout: None,
            pipelines: FastMap::default(),
            samplers: [None, None],
            hud: hud::Hud::new(hud, &sh.adapter_info.name).map(overlays::HudLayer::new),
            identity: None,
        }
    }

    /// Shows a back buffer in its window; failures are logged and skip the
    /// present (the frame was rendered regardless).
    pub fn present(&mut self, sh: &Shared, req: &PresentRequest) {
        let t = &req.target;
        let hud = self.hud_texture(sh, req);
        if t.capture != 0 {
            self.capture(sh, req, hud.as_ref());
        }
        let shown = matches!(t.window_system, window_system::X11 | window_system::WAYLAND);
        if !shown || t.width == 0 || t.height == 0 {
            return;
        }
        let Some(ws) = self.window_surface(t) else {
            return;
        };
        let Some(format) = ws.configure(sh, t) else { return };
        let client = (t.width, t.height);
        let size = req.back_buffer.size();
        let Some(place) = placement::back_buffer((size.width, size.height), t.src_rect, t.dst_rect, client)
            .filter(|p| ws.viewport_fits(sh, p))
        else {
            return;
        };
        let frame = match ws.surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Success(f) | wgpu::CurrentSurfaceTexture::Suboptimal(f) => f,
            wgpu::CurrentSurfaceTexture::Outdated | wgpu::CurrentSurfaceTexture::Lost => {
                // Configured again at the next present.
                ws.config = None;
                return;
            }
            _ => return,
        };
        let partial = !placement::covers(&place, client);
        let kept = ws.kept_for(sh, partial, format, client);
        let lut = ws.lut.get_or_insert_with(|| gamma::Lut::new(&sh.device, &sh.queue));
        lut.set(&sh.queue, req.gamma.as_deref());
        let lut_view = lut.view.clone();
        let overlays = self.overlays(sh, req, hud, client);
        let mut enc = sh
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("present") });
        let frame_view = frame.texture.create_view(&Default::default());
        // What a partial present leaves out keeps its contents; a whole one
        // starts from black (bars where the back buffer is scaled into a
        // destination rectangle).
        let load = if kept.is_some() && partial {
            wgpu::LoadOp::Load
        } else {
            wgpu::LoadOp::Clear(wgpu::Color::BLACK)
        };
        let blit = self.pipeline(sh, format, false).clone();
        let group = self.group(sh, &req.back_buffer, &lut_view, false);
        match &kept {
            // The kept texture holds the frames alone: the cursor goes onto
            // the surface's texture after the copy.
            Some(k) => {
                let kept_view = k.create_view(&Default::default());
                draw_placed(
                    &mut crate::pipelines::begin_blit_pass(&mut enc, "present", &kept_view, load),
                    &blit,
                    &group,
                    &place,
                );
                enc.copy_texture_to_texture(k.as_image_copy(), frame.texture.as_image_copy(), k.size());
            }
            None => draw_placed(
                &mut crate::pipelines::begin_blit_pass(&mut enc, "present", &frame_view, load),
                &blit,
                &group,
                &place,
            ),
        }
        self.draw_overlays(sh, &mut enc, &frame_view, format, &lut_view, &overlays);
        sh.queue.submit([enc.finish()]);
        sh.queue.present(frame);
    }

    /// Notes the frame's HUD figures and returns the HUD's image, when the
    /// HUD is drawn over this present. A headless device's image is made
    /// too, though nothing shows it, so that the HUD costs what it costs in
    /// a window (and a capture holds it).
    fn hud_texture(&mut self, sh: &Shared, req: &PresentRequest) -> Option<wgpu::Texture> {
        let layer = self.hud.as_mut()?;
        if req.target.overlays & record::present_overlay::HUD == 0 {
            return None;
        }
        let started = std::time::Instant::now();
        if let Some(figures) = req.hud {
            layer.note(figures);
        }
        let texture = layer.texture(sh);
        crate::perf::add(&crate::perf::COUNTERS.hud_ns, started.elapsed().as_nanos() as u64);
        Some(texture)
    }

    /// The overlays of `req` placed in a `client` area.
    fn overlays(&self, sh: &Shared, req: &PresentRequest, hud: Option<wgpu::Texture>, client: (u32, u32)) -> Overlays {
        let t = &req.target;
        let cursor = req.cursor.as_ref().and_then(|c| {
            let at = (t.cursor_x, t.cursor_y);
            placement::image(at, (c.width(), c.height()), client).map(|p| (c.clone(), p))
        });
        let hud = hud.and_then(|h| {
            let p = self.hud.as_ref()?.placement(&h, client)?;
            Some((h, p))
        });
        // What the GPU could not draw (an image scaled past its largest
        // texture) is left out.
        let fits = |o: &(wgpu::Texture, placement::Placement)| viewport_fits(sh, &o.1);
        Overlays {
            cursor: cursor.filter(fits),
            hud: hud.filter(fits),
        }
    }

    /// Draws the overlays over `view` (of `format`): the cursor through the
    /// gamma ramp `lut`, the HUD unchanged by it.
    fn draw_overlays(
        &mut self,
        sh: &Shared,
        enc: &mut wgpu::CommandEncoder,
        view: &wgpu::TextureView,
        format: wgpu::TextureFormat,
        lut: &wgpu::TextureView,
        overlays: &Overlays,
    ) {
        if overlays.cursor.is_none() && overlays.hud.is_none() {
            return;
        }
        let blended = self.pipeline(sh, format, true).clone();
        let identity = self
            .identity
            .get_or_insert_with(|| gamma::Lut::new(&sh.device, &sh.queue))
            .view
            .clone();
        let groups = [
            overlays
                .cursor
                .as_ref()
                .map(|(image, p)| (self.group(sh, image, lut, false), *p)),
            overlays
                .hud
                .as_ref()
                .map(|(image, p)| (self.group(sh, image, &identity, true), *p)),
        ];
        let mut pass = crate::pipelines::begin_blit_pass(enc, "present", view, wgpu::LoadOp::Load);
        for (group, p) in groups.iter().flatten() {
            draw_placed(&mut pass, &blended, group, p);
        }
    }

    /// A bind group sampling `texture` through the gamma ramp `lut`, with
    /// nearest filtering when `nearest`, else linear.
    fn group(
        &mut self,
        sh: &Shared,
        texture: &wgpu::Texture,
        lut: &wgpu::TextureView,
        nearest: bool,
    ) -> wgpu::BindGroup {
        let view = texture.create_view(&Default::default());
        let sampler = self.samplers[nearest as usize].get_or_insert_with(|| {
            let filter = if nearest {
                wgpu::FilterMode::Nearest
            } else {
                wgpu::FilterMode::Linear
            };
            sh.device.create_sampler(&wgpu::SamplerDescriptor {
                label: Some("present"),
                mag_filter: filter,
                min_filter: filter,
                ..Default::default()
            })
        });
        let (bgl, _) = self.layout.as_ref().expect("made with the pipeline");
        sh.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("present"),
            layout: bgl,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(&view),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(sampler),
                },
                wgpu::BindGroupEntry {
                    binding: 2,
                    resource: wgpu::BindingResource::TextureView(lut),
                },
            ],
        })
    }

    /// The surface of a target's window (X11 or Wayland), created on first
    /// use.
    fn window_surface(&mut self, t: &PresentTarget) -> Option<&mut WindowSurface> {
        use std::collections::hash_map::Entry;
        let (system, window) = (t.window_system, t.window);
        let slot = match self.surfaces.entry((system, window)) {
            Entry::Occupied(e) => return Some(e.into_mut()),
            Entry::Vacant(v) => v,
        };
        let gpu = instance::gpu()?;
        let (raw_display, raw_window) = native_handles(t)?;
        // SAFETY: an X11 display stays open for the process's life, a
        // Wayland display and surface are the program's own, in this
        // process; the program keeps its window while presenting to it.
        let surface = unsafe {
            gpu.instance
                .create_surface_unsafe(wgpu::SurfaceTargetUnsafe::RawHandle {
                    raw_display_handle: Some(raw_display),
                    raw_window_handle: raw_window,
                })
        };
        match surface {
            Ok(surface) => {
                log::info!(target: "wgd3d9::present", "presenting to {} window {window:#x}", system_name(system));
                Some(slot.insert(WindowSurface {
                    surface,
                    config: None,
                    lut: None,
                    copy_dst: false,
                    kept: None,
                    warned: false,
                }))
            }
            Err(e) => {
                log::warn!(target: "wgd3d9::present", "window {window:#x}: no surface ({e})");
                None
            }
        }
    }

    /// The blit into `format`; `blended` draws by the source's alpha (the
    /// cursor).
    fn pipeline(&mut self, sh: &Shared, format: wgpu::TextureFormat, blended: bool) -> &wgpu::RenderPipeline {
        let module = self.modules[blended as usize].get_or_insert_with(|| {
            let fs = BLIT_FS_WGSL[blended as usize];
            sh.device.create_shader_module(wgpu::ShaderModuleDescriptor {
                label: Some("present"),
                source: wgpu::ShaderSource::Wgsl(
                    format!("{}{BLIT_COMMON_WGSL}{fs}", crate::pipelines::COVERING_TRIANGLE_UV_VS).into(),
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
        self.pipelines.entry((format, blended)).or_insert_with(|| {
            let target = wgpu::ColorTargetState {
                format,
                blend: blended.then_some(wgpu::BlendState::ALPHA_BLENDING),
                write_mask: wgpu::ColorWrites::ALL,
            };
            crate::pipelines::fixed_blit_pipeline(&sh.device, "present", layout, module, &[Some(target)], None, 1)
        })
    }
}

impl WindowSurface {
    /// Configures the surface for target `t` when its size changed (or it
    /// is new, or was lost); returns its format, or None when the window
    /// cannot be presented to now (logged).
    fn configure(&mut self, sh: &Shared, t: &PresentTarget) -> Option<wgpu::TextureFormat> {
        if let Some(c) = self
            .config
            .as_ref()
            .filter(|c| (c.width, c.height) == (t.width, t.height))
        {
            return Some(c.format);
        }
        let gpu = instance::gpu()?;
        let caps = self.surface.get_capabilities(&gpu.adapter);
        let Some(format) = [wgpu::TextureFormat::Bgra8Unorm, wgpu::TextureFormat::Rgba8Unorm]
            .into_iter()
            .find(|f| caps.formats.contains(f))
            .or_else(|| caps.formats.first().copied())
        else {
            log::warn!(target: "wgd3d9::present", "window {:#x}: the GPU cannot present to it", t.window);
            return None;
        };
        let wayland = t.window_system == window_system::WAYLAND;
        let present_mode = present_mode(t.interval, &caps.present_modes, wayland);
        if wayland && present_mode == wgpu::PresentMode::Fifo {
            self.warn_once(
                "this Wayland surface offers only FIFO: hiding or destroying its window may hang the device",
            );
        }
        let alpha_mode = if caps.alpha_modes.contains(&wgpu::CompositeAlphaMode::Opaque) {
            wgpu::CompositeAlphaMode::Opaque
        } else {
            caps.alpha_modes
                .first()
                .copied()
                .unwrap_or(wgpu::CompositeAlphaMode::Auto)
        };
        self.copy_dst = caps.usages.contains(wgpu::TextureUsages::COPY_DST);
        let usage = if self.copy_dst {
            wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_DST
        } else {
            wgpu::TextureUsages::RENDER_ATTACHMENT
        };
        let config = wgpu::SurfaceConfiguration {
            usage,
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
        self.surface.configure(&sh.device, &config);
        if let Some(e) = pollster::block_on(refused.pop()) {
            log::warn!(target: "wgd3d9::present", "window {:#x}: the surface cannot be configured: {e}", t.window);
            self.config = None;
            return None;
        }
        self.config = Some(config);
        Some(format)
    }

    /// Whether a placement's viewport is one the GPU takes (a tiny source
    /// rectangle scaled up can make the whole texture's image too large);
    /// such a present is not shown (logged once per window).
    fn viewport_fits(&mut self, sh: &Shared, p: &placement::Placement) -> bool {
        let fits = viewport_fits(sh, p);
        if !fits {
            self.warn_once("Present: the source rectangle is scaled beyond what the GPU draws; not shown");
        }
        fits
    }

    fn warn_once(&mut self, what: &str) {
        if !std::mem::replace(&mut self.warned, true) {
            log::warn!(target: "wgd3d9::present", "{what}");
        }
    }

    /// The texture to draw into instead of the surface's, once a partial
    /// present needs the client area's contents kept (None: draw into the
    /// surface's texture). Made black at the client area's size; a
    /// surface that cannot be copied into keeps nothing (logged once).
    fn kept_for(
        &mut self,
        sh: &Shared,
        partial: bool,
        format: wgpu::TextureFormat,
        client: (u32, u32),
    ) -> Option<wgpu::Texture> {
        let stale = self
            .kept
            .as_ref()
            .is_some_and(|k| (k.width(), k.height(), k.format()) != (client.0, client.1, format));
        if stale {
            self.kept = None;
        }
        if self.kept.is_none() && partial {
            if !self.copy_dst {
                self.warn_once("this surface cannot keep what a partial Present leaves out");
                return None;
            }
            self.kept = Some(client_texture(sh, "present: kept client area", client, format));
        }
        self.kept.clone()
    }
}

/// The present mode of D3DPRESENT_INTERVAL_* `interval` (the program's,
/// or `present.interval`'s) among the modes a surface offers: IMMEDIATE
/// does not wait for the display (it may tear), the others wait for its
/// refresh (TWO, THREE and FOUR as ONE); FIFO, which every surface offers,
/// when IMMEDIATE is not there.
///
/// A `wayland` surface is shown in MAILBOX mode where offered (else
/// IMMEDIATE), whatever the interval: in FIFO mode a present waits for the
/// compositor's frame callback, which never comes for a surface hidden or
/// destroyed under the swap chain, and the device would hang. Present paces
/// such a window's frames to the display's refresh instead
/// (`wgd3d9_core::pacing`).
fn present_mode(interval: u32, available: &[wgpu::PresentMode], wayland: bool) -> wgpu::PresentMode {
    use wgpu::PresentMode::{Fifo, Immediate, Mailbox};
    if wayland && available.contains(&Mailbox) {
        Mailbox
    } else if (wayland || interval == D3DPRESENT_INTERVAL_IMMEDIATE) && available.contains(&Immediate) {
        Immediate
    } else {
        Fifo
    }
}

/// Whether a placement's viewport is one the GPU takes: a viewport larger
/// than the largest texture, or placed beyond twice its size, is a
/// validation error (which would lose the device).
fn viewport_fits(sh: &Shared, p: &placement::Placement) -> bool {
    let max = sh.device.limits().max_texture_dimension_2d as f32;
    let [x, y, w, h] = p.viewport;
    let range = 2.0 * max;
    w <= max && h <= max && x >= -range && y >= -range && x + w < range - 1.0 && y + h < range - 1.0
}

/// A texture of a client area's size that the presenter draws into and
/// copies from.
fn client_texture(sh: &Shared, label: &str, client: (u32, u32), format: wgpu::TextureFormat) -> wgpu::Texture {
    sh.device.create_texture(&wgpu::TextureDescriptor {
        label: Some(label),
        size: wgpu::Extent3d {
            width: client.0,
            height: client.1,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    })
}

/// Draws a texture's covering triangle at a placement.
fn draw_placed(
    pass: &mut wgpu::RenderPass<'_>,
    pipeline: &wgpu::RenderPipeline,
    group: &wgpu::BindGroup,
    p: &placement::Placement,
) {
    let [x, y, w, h] = p.viewport;
    let [sx, sy, sw, sh] = p.scissor;
    pass.set_pipeline(pipeline);
    pass.set_bind_group(0, group, &[]);
    pass.set_viewport(x, y, w, h, 0.0, 1.0);
    pass.set_scissor_rect(sx, sy, sw, sh);
    pass.draw(0..3, 0..1);
}

fn system_name(system: u32) -> &'static str {
    if system == window_system::WAYLAND {
        "Wayland"
    } else {
        "X11"
    }
}

/// The display and window handles of a present target's window: an X11
/// window on the process's X display, or a Wayland surface of the program's
/// display. None (logged) when the X display cannot be opened or a Wayland
/// pointer is null.
fn native_handles(t: &PresentTarget) -> Option<(wgpu::rwh::RawDisplayHandle, wgpu::rwh::RawWindowHandle)> {
    use wgpu::rwh::{
        RawDisplayHandle, RawWindowHandle, WaylandDisplayHandle, WaylandWindowHandle, XlibDisplayHandle,
        XlibWindowHandle,
    };
    if t.window_system == window_system::WAYLAND {
        let display = std::ptr::NonNull::new(t.display as usize as *mut std::ffi::c_void)?;
        let surface = std::ptr::NonNull::new(t.window as usize as *mut std::ffi::c_void)?;
        return Some((
            RawDisplayHandle::Wayland(WaylandDisplayHandle::new(display)),
            RawWindowHandle::Wayland(WaylandWindowHandle::new(surface)),
        ));
    }
    let display = crate::x11::display()?;
    Some((
        RawDisplayHandle::Xlib(XlibDisplayHandle::new(Some(display.display), display.screen)),
        RawWindowHandle::Xlib(XlibWindowHandle::new(t.window as _)),
    ))
}

#[cfg(test)]
mod tests;
