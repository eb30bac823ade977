//! Render targets, render passes and clears.
//!
//! A pass is opened lazily at the first draw or partial clear after the targets
//! changed. A clear of whole targets does not draw: it becomes the load operation
//! of the next pass on those targets (a pass is opened and closed at once when no
//! draw follows before the targets change or the frame ends).

use super::sink::{DeferredPass, DepthTarget, DrawCall, LivePass, PassSink, PassTargets};
use super::{dirty, Encoder};
use crate::conv;
use crate::pipelines::{ClearPipelineKey, TextureDims};
use std::sync::Once;
use wgd3d9_core::format::GpuFormat;
use wgd3d9_core::record::{Clear, Rect, SurfaceRef};
use wgd3d9_shader::ir;
use wgd3d9_types::*;

/// Whole-target clears waiting for the next pass.
#[derive(Clone, Copy, Default)]
pub struct PendingClear {
    pub color: Option<wgpu::Color>,
    pub depth: Option<f32>,
    pub stencil: Option<u32>,
}

/// What has been set on the open pass (reset when a pass opens).
#[derive(Default)]
pub struct PassBinds {
    pub pipeline: Option<super::draw::PipelineId>,
    /// Buffer, offset, size.
    pub vertex_buffers: [Option<(wgpu::Buffer, u64, u64)>; 16],
    pub index: Option<(wgpu::Buffer, u64, wgpu::IndexFormat)>,
    /// The constants bind group and its offsets
    /// ([`super::dynamic::Placed::binding`]).
    pub constants: Option<([u32; 2], bool, [u32; 2])>,
    /// The layout object of the pipeline set, and what the immediates hold
    /// (wgpu zeroes them when a pipeline of another layout object is set,
    /// see `pipelines::BuiltPipeline` and `draw::kept_immediates`).
    pub layout: Option<wgpu::PipelineLayout>,
    pub immediates: Option<u32>,
    /// The constants' packed indices of the pass's last draw.
    pub indices: Option<u32>,
    pub textures: Option<u64>,
    pub viewport: Option<[u32; 6]>,
    pub scissor: Option<Rect>,
    pub stencil_ref: Option<u32>,
    pub blend_constant: Option<u32>,
}

/// The attachments of the current targets.
pub struct Attachments {
    pub colors: [Option<(wgpu::TextureView, GpuFormat, bool)>; 4],
    pub depth: Option<(wgpu::TextureView, GpuFormat)>,
    pub width: u32,
    pub height: u32,
    /// The size of a depth buffer larger than render target 0: the GPU needs
    /// attachments of one size, so the pass renders into a proxy colour target
    /// of this size (see [`ColorProxy`]).
    pub proxy: Option<(u32, u32)>,
    /// Render target 0's sample count: targets of another count are left
    /// out of the pass (D3D9 leaves drawing into them undefined).
    pub samples: u32,
}

/// A colour target standing in for render target 0 while a larger depth buffer
/// is bound: the target's pixels are copied into its top-left corner before the
/// pass and back after it.
pub struct ColorProxy {
    pub proxy: wgpu::Texture,
    pub target: wgpu::Texture,
    pub level: u32,
    pub width: u32,
    pub height: u32,
}

/// Logs, once per process and reason, that a render target is left out of
/// passes (`attachments` runs for every pass and clear).
fn warn_left_out(once: &'static Once, why: &str) {
    once.call_once(|| log::warn!(target: "wgd3d9::runtime", "a render target is left out of passes: {why}"));
}

/// Copies the top-left `w` x `h` pixels between two surfaces, each a texture
/// and a [`SurfaceRef`] level (mip and layer packed).
fn copy_region(enc: &mut wgpu::CommandEncoder, src: (&wgpu::Texture, u32), dst: (&wgpu::Texture, u32), w: u32, h: u32) {
    fn info((texture, level): (&wgpu::Texture, u32)) -> wgpu::TexelCopyTextureInfo<'_> {
        super::resources::copy_info(texture, SurfaceRef { id: 0, level }, 0, 0)
    }
    enc.copy_texture_to_texture(
        info(src),
        info(dst),
        wgpu::Extent3d {
            width: w,
            height: h,
            depth_or_array_layers: 1,
        },
    );
}

impl Encoder {
    /// Resolves the bound surfaces to views. `None` when no colour target
    /// exists (or, with a D3DFMT_NULL target 0, no depth buffer).
    pub(super) fn attachments(&self) -> Option<Attachments> {
        let rt0 = self.res.texture(self.st.rts[0].id)?;
        if rt0.info.is_null_target() {
            return self.depth_only_attachments();
        }
        let mut colors: [Option<(wgpu::TextureView, GpuFormat, bool)>; 4] = Default::default();
        let (mut width, mut height) = (0, 0);
        let srgb = self.st.rs[D3DRS_SRGBWRITEENABLE as usize] != 0;
        let samples = rt0.texture.sample_count();
        for (i, rt) in self.st.rts.iter().enumerate() {
            if let Some(t) = self.res.texture(rt.id) {
                if t.texture.sample_count() != samples {
                    static SAMPLES: Once = Once::new();
                    warn_left_out(&SAMPLES, "its sample count differs from target 0's");
                    continue;
                }
                if i > 0 && t.level_size(rt.mip()) != (width, height) {
                    // The GPU's attachments share one size.
                    static SIZE: Once = Once::new();
                    warn_left_out(&SIZE, "its size differs from target 0's");
                    continue;
                }
                if let Some((v, format)) = t.surface_view(*rt, srgb) {
                    colors[i] = Some((v.clone(), format, t.info.has_alpha));
                    if i == 0 {
                        (width, height) = t.level_size(rt.mip());
                    }
                }
            }
        }
        colors[0].as_ref()?;
        let mut proxy = None;
        let depth = self.res.texture(self.st.ds.id).and_then(|t| {
            let (w, h) = t.level_size(self.st.ds.mip());
            // A depth buffer smaller than the render target cannot be used
            // (D3D9 requires it to be at least as large), nor one of another
            // sample count (D3D9 leaves the result undefined; draws then
            // run without depth).
            if w < width || h < height || t.texture.sample_count() != samples {
                return None;
            }
            if (w, h) != (width, height) {
                proxy = Some((w, h));
            }
            t.surface_view(self.st.ds, false).map(|(v, f)| (v.clone(), f))
        });
        if proxy.is_some() && colors[1..].iter().any(|c| c.is_some()) {
            log::warn!(target: "wgd3d9::runtime", "several render targets smaller than the depth buffer; depth dropped");
            return Some(Attachments {
                colors,
                depth: None,
                width,
                height,
                proxy: None,
                samples,
            });
        }
        Some(Attachments {
            colors,
            depth,
            width,
            height,
            proxy,
            samples,
        })
    }

    /// The attachments under a D3DFMT_NULL render target 0: the depth buffer
    /// alone, whose size the pass takes (draws reach as far as the viewport
    /// and the depth buffer allow, as on Windows). Other targets are left
    /// out. `None` without a depth buffer: nothing would be written.
    fn depth_only_attachments(&self) -> Option<Attachments> {
        if self.st.rts[1..].iter().any(|rt| self.res.texture(rt.id).is_some()) {
            log::warn!(target: "wgd3d9::runtime", "render targets beside a NULL-format target 0 are left out");
        }
        let t = self.res.texture(self.st.ds.id)?;
        let (width, height) = t.level_size(self.st.ds.mip());
        let depth = t.surface_view(self.st.ds, false).map(|(v, f)| (v.clone(), f))?;
        Some(Attachments {
            colors: Default::default(),
            depth: Some(depth),
            width,
            height,
            proxy: None,
            samples: t.texture.sample_count(),
        })
    }

    /// Ends the open pass, if any.
    pub(super) fn end_pass(&mut self) {
        self.occlusion_pause();
        match self.pass.take() {
            Some(PassSink::Deferred(p)) => self.push_deferred_pass(p),
            Some(PassSink::Live(p)) => drop(p),
            None => {}
        }
        self.occlusion_pass_ended();
        self.pass_targets = None;
        self.pass_binds = PassBinds::default();
        if let Some(p) = self.color_proxy.take() {
            self.copy_top_left((&p.proxy, 0), (&p.target, p.level), p.width, p.height);
        }
    }

    /// Copies the top-left `w` x `h` pixels between two surfaces of one
    /// format and sample count (see [`copy_region`]); multisampled ones are
    /// copied sample by sample by a draw.
    fn copy_top_left(&mut self, src: (&wgpu::Texture, u32), dst: (&wgpu::Texture, u32), w: u32, h: u32) {
        if src.0.sample_count() > 1 {
            self.copy_multisampled(src.0, dst.0, w, h);
        } else {
            let main = self.frame.main.as_mut().expect("frame open");
            copy_region(main, src, dst, w, h);
        }
    }

    /// A proxy colour texture of `format`, size and sample count, kept for
    /// reuse.
    fn proxy_texture(&mut self, format: GpuFormat, w: u32, h: u32, samples: u32) -> wgpu::Texture {
        if let Some(t) = self.proxies.iter().find(|t| t.0 == (format, w, h, samples)) {
            return t.1.clone();
        }
        let t = self.sh.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("colour proxy"),
            size: wgpu::Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: samples,
            dimension: wgpu::TextureDimension::D2,
            format: conv::texture_format(format),
            // A multisampled proxy is copied by a draw reading it.
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT
                | wgpu::TextureUsages::TEXTURE_BINDING
                | wgpu::TextureUsages::COPY_SRC
                | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        self.proxies.push(((format, w, h, samples), t.clone()));
        t
    }

    /// Ends the open pass and runs any pending whole clears of the current
    /// targets. Called before the targets change, before copies and at frame end.
    pub(super) fn flush_targets(&mut self) {
        self.end_pass();
        if self.has_pending_clear() && self.open_pass() {
            self.end_pass();
        }
    }

    fn has_pending_clear(&self) -> bool {
        self.pending
            .iter()
            .any(|p| p.color.is_some() || p.depth.is_some() || p.stencil.is_some())
    }

    /// Opens a pass on the current targets (with pending clears as load
    /// operations). Returns false when there is nothing to render into.
    pub(super) fn open_pass(&mut self) -> bool {
        if self.pass.is_some() {
            return true;
        }
        let Some(att) = self.attachments() else {
            self.pending = Default::default();
            return false;
        };
        let pending = std::mem::take(&mut self.pending);
        let mut att = att;
        if let (Some((pw, ph)), Some((_, format, _))) = (att.proxy, att.colors[0].clone()) {
            let proxy = self.proxy_texture(format, pw, ph, att.samples);
            let rt = self.st.rts[0];
            let target = self.res.texture(rt.id).expect("attached").texture.clone();
            if pending[0].color.is_none() {
                self.copy_top_left((&target, rt.level), (&proxy, 0), att.width, att.height);
            }
            let view = proxy.create_view(&Default::default());
            att.colors[0].as_mut().expect("checked").0 = view;
            self.color_proxy = Some(ColorProxy {
                proxy,
                target,
                level: rt.level,
                width: att.width,
                height: att.height,
            });
        }
        let targets = PassTargets {
            colors: att
                .colors
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    c.as_ref().map(|(view, _, _)| {
                        let load = match pending[i].color {
                            Some(c) => wgpu::LoadOp::Clear(c),
                            None => wgpu::LoadOp::Load,
                        };
                        (view.clone(), load)
                    })
                })
                .collect(),
            depth: att.depth.as_ref().map(|(view, f)| DepthTarget {
                view: view.clone(),
                depth: f.has_depth().then(|| match pending[4].depth {
                    Some(z) => wgpu::LoadOp::Clear(z),
                    None => wgpu::LoadOp::Load,
                }),
                stencil: f.has_stencil().then(|| match pending[4].stencil {
                    Some(s) => wgpu::LoadOp::Clear(s),
                    None => wgpu::LoadOp::Load,
                }),
            }),
            occlusion: self.occlusion_set_for_pass(),
        };
        let last = targets.colors.iter().rposition(|c| c.is_some()).map_or(0, |i| i + 1);
        let mut targets = targets;
        targets.colors.truncate(last);
        if self.deferred.is_some() {
            self.pass = Some(PassSink::Deferred(DeferredPass {
                targets,
                cmds: Vec::new(),
            }));
        } else {
            let main = self.frame.main.as_mut().expect("frame open");
            self.pass = Some(PassSink::Live(LivePass::new(targets.begin(main))));
            self.pass_targets = Some(targets);
        }
        self.pass_binds = PassBinds::default();
        if std::mem::replace(&mut self.pass_size, (att.width, att.height)) != (att.width, att.height) {
            // The drawn viewport is clamped into the pass: both stages'
            // constants carry it.
            self.st.dirty |= super::dirty::VIEWPORT;
        }
        let had_depth = self.pass_formats.1.is_some();
        self.pass_formats = (
            att.colors.clone().map(|c| c.map(|(_, f, a)| (f, a))),
            att.depth.as_ref().map(|(_, f)| *f),
        );
        if std::mem::replace(&mut self.pass_samples, att.samples) != att.samples {
            self.st.dirty |= super::dirty::PIPELINE;
        }
        if had_depth != self.pass_formats.1.is_some() {
            // The pixel module writes depth only with a depth attachment.
            self.st.dirty |= super::dirty::PS_KEY | super::dirty::PIPELINE;
        }
        self.stats.passes += 1;
        let seq = self.seq;
        for rt in self.st.rts {
            if let Some(t) = self.res.texture_mut(rt.id) {
                t.used_in = seq;
            }
            // The pass draws or clears into it.
            if rt.mip() == 0 {
                self.note_level0_written(rt.id);
            }
        }
        if let Some(t) = self.res.texture_mut(self.st.ds.id) {
            t.used_in = seq;
        }
        self.occlusion_resume();
        true
    }

    /// Notes, for the skip rule, a clear of the whole of the current
    /// colour targets and of the depth and stencil planes it names.
    fn note_whole_clear(&mut self, color: bool, depth: bool, stencil: bool) {
        let frame = self.frame_no;
        if color {
            for rt in self.st.rts {
                if let Some(t) = self.res.texture_mut(rt.id) {
                    t.note_cleared(rt.level, 0, frame);
                }
            }
        }
        let ds = self.st.ds;
        if let Some(t) = self.res.texture_mut(ds.id) {
            if depth {
                t.note_cleared(ds.level, 1, frame);
            }
            if stencil && t.info.gpu.has_stencil() {
                t.note_cleared(ds.level, 2, frame);
            }
        }
    }

    /// D3DRS_SRGBWRITEENABLE is about to become `on`: when a bound target
    /// takes sRGB writes, what was drawn and cleared so far is encoded with
    /// the old setting, and later passes use the other view (and pipelines
    /// made for its format).
    pub(super) fn set_srgb_write(&mut self, on: bool) {
        let was = self.st.rs[D3DRS_SRGBWRITEENABLE as usize] != 0;
        let affected = self
            .st
            .rts
            .iter()
            .any(|rt| self.res.texture(rt.id).is_some_and(|t| t.info.srgb_writable()));
        if was != on && affected {
            self.flush_targets();
            self.st.dirty |= dirty::PIPELINE;
        }
    }

    pub(super) fn set_render_target(&mut self, index: usize, s: SurfaceRef) {
        if self.st.rts[index] != s {
            self.flush_targets();
            self.st.rts[index] = s;
            // The viewport comes with its own record, and a pass of
            // another size sets VIEWPORT when it begins.
            self.st.dirty |= dirty::PIPELINE;
        }
    }

    pub(super) fn set_depth_stencil(&mut self, s: SurfaceRef) {
        if self.st.ds != s {
            self.flush_targets();
            self.st.ds = s;
            self.st.dirty |= dirty::PIPELINE;
        }
    }

    /// Clears the bound render targets the pass leaves out (another size or
    /// sample count than target 0): D3D9 clears every bound target. Each is
    /// cleared whole in a pass of its own; a clear with rectangles leaves
    /// them as they are (logged).
    fn clear_left_out_targets(&mut self, c: &Clear, color: wgpu::Color, att: Option<&Attachments>) {
        let attached = att.map_or([false; 4], |a| a.colors.each_ref().map(|c| c.is_some()));
        let srgb = self.st.rs[D3DRS_SRGBWRITEENABLE as usize] != 0;
        for i in 1..4 {
            let rt = self.st.rts[i];
            let Some(t) = self.res.texture(rt.id) else { continue };
            if attached[i] || attached == [false; 4] || t.info.is_null_target() {
                continue;
            }
            if c.whole == 0 {
                log::warn!(target: "wgd3d9::runtime", "render target {i} is left out of the pass; its rectangles are not cleared");
                continue;
            }
            let Some((view, gpu)) = t.surface_view(rt, srgb) else {
                continue;
            };
            let mut col = conv::with_missing_channels(color, gpu.own_channels());
            if !t.info.has_alpha {
                col.a = 1.0;
            }
            let targets = PassTargets {
                colors: vec![Some((view.clone(), wgpu::LoadOp::Clear(col)))],
                depth: None,
                occlusion: None,
            };
            self.end_pass();
            if self.deferred.is_some() {
                self.push_deferred_pass(DeferredPass {
                    targets,
                    cmds: Vec::new(),
                });
            } else {
                drop(targets.begin(self.frame.main.as_mut().expect("frame open")));
            }
            let seq = self.seq;
            if let Some(t) = self.res.texture_mut(rt.id) {
                t.used_in = seq;
            }
            if rt.mip() == 0 {
                self.note_level0_written(rt.id);
            }
        }
    }

    pub(super) fn clear(&mut self, c: &Clear) {
        let want_color = c.flags & D3DCLEAR_TARGET != 0;
        let want_depth = c.flags & D3DCLEAR_ZBUFFER != 0;
        if want_depth {
            self.note_depth_written(self.st.ds.id);
        }
        let want_stencil = c.flags & D3DCLEAR_STENCIL != 0;
        let mut color = conv::color(c.color);
        let z = c.z.clamp(0.0, 1.0);
        let stencil = c.stencil & 0xFF;
        // With a larger depth buffer, a whole clear of the target covers only
        // part of the depth buffer: clear it as a rectangle.
        let att = self.attachments();
        let proxied = att.as_ref().is_some_and(|a| a.proxy.is_some());
        if want_color {
            self.clear_left_out_targets(c, color, att.as_ref());
        }
        if c.whole != 0 {
            self.note_whole_clear(want_color, want_depth && !proxied, want_stencil && !proxied);
        }
        if c.whole != 0 && !proxied {
            if self.pass.is_some() {
                self.end_pass();
            }
            for i in 0..4 {
                if let Some((_, gpu, has_alpha)) = att.as_ref().and_then(|a| a.colors[i].as_ref()) {
                    if want_color {
                        let mut col = conv::with_missing_channels(color, gpu.own_channels());
                        if !has_alpha {
                            col.a = 1.0;
                        }
                        self.pending[i].color = Some(col);
                    }
                }
            }
            let ds = att.as_ref().and_then(|a| a.depth.as_ref().map(|(_, f)| *f));
            if let Some(f) = ds {
                if want_depth && f.has_depth() {
                    self.pending[4].depth = Some(z);
                }
                if want_stencil && f.has_stencil() {
                    self.pending[4].stencil = Some(stencil);
                }
            }
            return;
        }
        // SAFETY: the frame's arena is alive while the frame is encoded.
        let mut rects: Vec<Rect> = unsafe { c.rects.bytes() }
            .chunks_exact(16)
            .map(bytemuck::pod_read_unaligned::<Rect>)
            .collect();
        if c.whole != 0 {
            // The whole of a larger depth buffer, through the pass's proxy.
            let (w, h) = att.as_ref().map_or((0, 0), |a| a.proxy.unwrap_or((a.width, a.height)));
            rects.push(Rect {
                left: 0,
                top: 0,
                right: w as i32,
                bottom: h as i32,
            });
        }
        if rects.is_empty() || !self.open_pass() {
            return;
        }
        let (formats, depth_format) = self.pass_formats;
        let mut masks = [0u8; 4];
        for (i, f) in formats.iter().enumerate() {
            if let Some((gpu, has_alpha)) = f {
                if want_color {
                    masks[i] = if *has_alpha { 0xF } else { 0x7 } & gpu.own_channels();
                }
            }
        }
        let has_stencil = depth_format.is_some_and(|f| f.has_stencil());
        let key = ClearPipelineKey {
            color_formats: formats.map(|f| f.map(|(g, _)| g)),
            color_masks: masks,
            depth_format,
            depth: want_depth && depth_format.is_some_and(|f| f.has_depth()),
            stencil: want_stencil && has_stencil,
            samples: self.pass_samples as u8,
        };
        if let Some((_, has_alpha)) = formats[0] {
            if !has_alpha {
                color.a = 1.0;
            }
        }
        let block = |v: [f32; 4]| bytemuck::cast::<[f32; 4], [u8; 16]>(v);
        let vs_block = block([z, 0.0, 0.0, 0.0]);
        let ps_block = block([color.r as f32, color.g as f32, color.b as f32, color.a as f32]);
        let up = super::uploader(&mut self.upload_runs, &mut self.staging, &mut self.frame);
        let mut placed = super::dynamic::Placed::default();
        self.uniforms.push(
            &self.sh.device,
            up,
            [(&vs_block[..], None), (&ps_block[..], None)],
            (false, false),
            &mut placed,
        );
        // A depth buffer larger than the target is cleared as far as the
        // rectangles reach (through the colour proxy, whose extra area is
        // dropped), as on Windows.
        let (w, h) = match &self.color_proxy {
            Some(p) => (p.proxy.width(), p.proxy.height()),
            None => self.pass_size,
        };
        let pipeline = self.pipes.clear_pipeline(&self.sh.device, &key).clone();
        let tri = self.clear_triangle.clone();
        let layout = self.pipes.textures_layout(TextureDims::default()).clone();
        let textures = self.binds.empty_group(&self.sh.device, &layout).clone();
        let bg = (self.uniforms)
            .group(&self.sh.device, self.pipes.constants_layout(), &placed)
            .clone();
        // Clears are not draws: occlusion queries do not count them.
        self.occlusion_pause();
        let pass = self.pass.as_mut().expect("pass open");
        pass.set_pipeline(&pipeline);
        pass.set_bind_group(0, &bg, &placed.offsets);
        // The clear programs read their blocks by index, as draws do.
        pass.set_immediates(ir::pushed_indices(placed.packed()));
        pass.set_bind_group(1, &textures, &[]);
        pass.set_vertex_buffer(0, &tri, 0..tri.size());
        pass.set_viewport([0.0, 0.0, w as f32, h as f32, 0.0, 1.0]);
        if key.stencil {
            pass.set_stencil_reference(stencil);
        }
        for r in rects {
            let r = r.intersect(&Rect {
                left: 0,
                top: 0,
                right: w as i32,
                bottom: h as i32,
            });
            if r.is_empty() {
                continue;
            }
            pass.set_scissor_rect(
                r.left as u32,
                r.top as u32,
                (r.right - r.left) as u32,
                (r.bottom - r.top) as u32,
            );
            pass.draw(DrawCall::Draw {
                vertices: 0..3,
                instances: 0..1,
            });
        }
        // The clear changed dynamic and bound state behind the draw path's back.
        self.pass_binds = PassBinds::default();
        self.occlusion_resume();
    }
}
