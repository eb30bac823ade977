//! `debug.captureAtPresent`: a Present's frame as shown (the back buffer
//! placed as in its window, with the cursor and the HUD over it) written to
//! a PNG file, for bug reports and the documentation. A frame no window
//! shows is captured at the back buffer's size. It runs once per process,
//! on the submit thread, and waits for the GPU.

use super::{gamma, placement, window_system, PresentRequest, Presenter};
use crate::shared::Shared;
use std::path::PathBuf;

/// Captures are drawn in this format (what PNG files hold).
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

impl Presenter {
    /// Writes `req`'s frame as shown to the capture file; failures are
    /// logged.
    pub(super) fn capture(&mut self, sh: &Shared, req: &PresentRequest, hud: Option<&wgpu::Texture>) {
        let t = &req.target;
        let client = if t.window_system == window_system::NONE {
            (req.back_buffer.width(), req.back_buffer.height())
        } else {
            (t.width, t.height)
        };
        let path = capture_path(t.capture);
        match self.draw_capture(sh, req, hud, client) {
            Some(rgba) => match write_png(&path, client, &rgba) {
                Ok(()) => log::info!(target: "wgd3d9::present", "captured Present {} to {}", t.capture, path.display()),
                Err(e) => log::error!(target: "wgd3d9::present", "capture {}: {e}", path.display()),
            },
            None => log::error!(target: "wgd3d9::present", "Present {}: the capture failed", t.capture),
        }
    }

    /// Draws the frame as shown into a texture of the `client` size and
    /// reads it back: RGBA8 rows, tightly packed.
    fn draw_capture(
        &mut self,
        sh: &Shared,
        req: &PresentRequest,
        hud: Option<&wgpu::Texture>,
        client: (u32, u32),
    ) -> Option<Vec<u8>> {
        let t = &req.target;
        let size = req.back_buffer.size();
        let place = placement::back_buffer((size.width, size.height), t.src_rect, t.dst_rect, client);
        let texture = super::client_texture(sh, "capture", client, FORMAT);
        let view = texture.create_view(&Default::default());
        let mut lut = gamma::Lut::new(&sh.device, &sh.queue);
        lut.set(&sh.queue, req.gamma.as_deref());
        let mut enc = sh
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("capture") });
        let blit = self.pipeline(sh, FORMAT, false).clone();
        let group = self.group(sh, &req.back_buffer, &lut.view, false);
        {
            let mut pass =
                crate::pipelines::begin_blit_pass(&mut enc, "capture", &view, wgpu::LoadOp::Clear(wgpu::Color::BLACK));
            if let Some(p) = &place {
                super::draw_placed(&mut pass, &blit, &group, p);
            }
        }
        let overlays = self.overlays(req, hud.cloned(), client);
        self.draw_overlays(sh, &mut enc, &view, FORMAT, &lut.view, &overlays);
        let pitch = (client.0 * 4).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
        let buffer = sh.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("capture"),
            size: u64::from(pitch) * u64::from(client.1),
            usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
            mapped_at_creation: false,
        });
        enc.copy_texture_to_buffer(
            texture.as_image_copy(),
            wgpu::TexelCopyBufferInfo {
                buffer: &buffer,
                layout: wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(pitch),
                    rows_per_image: None,
                },
            },
            texture.size(),
        );
        sh.queue.submit([enc.finish()]);
        let slice = buffer.slice(..);
        let (tx, rx) = std::sync::mpsc::channel();
        slice.map_async(wgpu::MapMode::Read, move |r| {
            let _ = tx.send(r);
        });
        let _ = sh.device.poll(wgpu::PollType::wait_indefinitely());
        rx.recv().ok()?.ok()?;
        let mapped = slice.get_mapped_range().ok()?;
        let row = (client.0 * 4) as usize;
        let rgba = mapped.chunks(pitch as usize).flat_map(|r| &r[..row]).copied().collect();
        Some(rgba)
    }
}

/// `<program>-present<n>.png` in `debug.captureDir` (the working directory
/// when unset).
fn capture_path(n: u32) -> PathBuf {
    let config = wgd3d9_core::config::Config::load();
    let program = wgd3d9_core::log_setup::program_name(&wgd3d9_core::log_setup::current_program_file());
    config
        .debug_capture_dir
        .unwrap_or_default()
        .join(format!("{program}-present{n}.png"))
}

/// Writes RGBA8 pixels as an RGB PNG (the alpha of a shown frame is
/// opaque).
fn write_png(path: &std::path::Path, size: (u32, u32), rgba: &[u8]) -> std::io::Result<()> {
    let file = std::io::BufWriter::new(std::fs::File::create(path)?);
    let mut enc = png::Encoder::new(file, size.0, size.1);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    let mut w = enc.write_header().map_err(std::io::Error::other)?;
    let rgb: Vec<u8> = rgba.chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    w.write_image_data(&rgb).map_err(std::io::Error::other)
}
