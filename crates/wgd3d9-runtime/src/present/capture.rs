//! `debug.captureAtPresent`: a Present's frame as shown (the back buffer
//! placed as in its window, with the cursor and the HUD over it; what a
//! partial Present leaves out is black) written to a PNG file, for bug
//! reports and the documentation. A frame no window shows is captured at
//! the back buffer's size. It runs once per process, on the submit thread,
//! and waits for the GPU; a frame the GPU cannot capture (larger than its
//! largest texture or buffer, or more than the process can hold) is logged
//! and skipped.

use super::{gamma, placement, viewport_fits, window_system, PresentRequest, Presenter};
use crate::shared::Shared;
use std::path::PathBuf;
use std::time::Duration;

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
        let rgb = match self.draw_capture(sh, req, hud, client) {
            Ok(rgb) => rgb,
            Err(why) => return log::error!(target: "wgd3d9::present", "Present {}: no capture: {why}", t.capture),
        };
        match write_png(&path, client, &rgb) {
            Ok(()) => log::info!(target: "wgd3d9::present", "captured Present {} to {}", t.capture, path.display()),
            Err(e) => log::error!(target: "wgd3d9::present", "capture {}: {e}", path.display()),
        }
    }

    /// Draws the frame as shown into a texture of the `client` size and
    /// reads it back: RGB8 rows, tightly packed.
    fn draw_capture(
        &mut self,
        sh: &Shared,
        req: &PresentRequest,
        hud: Option<&wgpu::Texture>,
        client: (u32, u32),
    ) -> Result<Vec<u8>, String> {
        let limits = sh.device.limits();
        let max = limits.max_texture_dimension_2d;
        if client.0 == 0 || client.1 == 0 || client.0 > max || client.1 > max {
            return Err(format!("{}x{} is not a size the GPU draws", client.0, client.1));
        }
        let pitch = (client.0 * 4).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
        let buffer_size = u64::from(pitch) * u64::from(client.1);
        if buffer_size > limits.max_buffer_size {
            return Err(format!(
                "{}x{} is larger than the GPU's largest buffer",
                client.0, client.1
            ));
        }
        let mut rgb = Vec::new();
        rgb.try_reserve_exact(client.0 as usize * client.1 as usize * 3)
            .map_err(|_| "out of memory".to_string())?;
        let t = &req.target;
        let size = req.back_buffer.size();
        let place = placement::back_buffer((size.width, size.height), t.src_rect, t.dst_rect, client)
            .filter(|p| viewport_fits(sh, p));
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
        let overlays = self.overlays(sh, req, hud.cloned(), client);
        self.draw_overlays(sh, &mut enc, &view, FORMAT, &lut.view, &overlays);
        read_rgb(sh, enc, &texture, pitch, &mut rgb)?;
        Ok(rgb)
    }
}

/// Copies `texture` into a buffer of rows `pitch` bytes apart (with `enc`'s
/// draws before it), waits for the GPU and appends its pixels to `rgb` as
/// RGB8.
fn read_rgb(
    sh: &Shared,
    mut enc: wgpu::CommandEncoder,
    texture: &wgpu::Texture,
    pitch: u32,
    rgb: &mut Vec<u8>,
) -> Result<(), String> {
    let buffer = sh.device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("capture"),
        size: u64::from(pitch) * u64::from(texture.height()),
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
    sh.device
        .poll(wgpu::PollType::wait_indefinitely())
        .map_err(|e| format!("the GPU did not finish: {e}"))?;
    rx.recv_timeout(Duration::from_secs(10))
        .map_err(|_| "the read-back was not mapped".to_string())?
        .map_err(|e| format!("the read-back was not mapped: {e}"))?;
    let mapped = slice.get_mapped_range().map_err(|e| format!("{e}"))?;
    let row = (texture.width() * 4) as usize;
    for line in mapped.chunks(pitch as usize) {
        rgb.extend(line[..row].chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]));
    }
    Ok(())
}

/// `<program>-present<n>.png` in `debug.captureDir` (the working directory
/// when unset; made when missing). The path is the runtime's: under Wine,
/// a Unix path.
fn capture_path(n: u32) -> PathBuf {
    let config = wgd3d9_core::config::Config::load();
    let program = wgd3d9_core::log_setup::program_name(&wgd3d9_core::log_setup::current_program_file());
    let dir = config.debug_capture_dir.unwrap_or_default();
    if !dir.as_os_str().is_empty() {
        let _ = std::fs::create_dir_all(&dir);
    }
    dir.join(format!("{program}-present{n}.png"))
}

/// Writes RGB8 pixels as a PNG.
fn write_png(path: &std::path::Path, size: (u32, u32), rgb: &[u8]) -> std::io::Result<()> {
    let file = std::io::BufWriter::new(std::fs::File::create(path)?);
    let mut enc = png::Encoder::new(file, size.0, size.1);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    let mut w = enc.write_header().map_err(std::io::Error::other)?;
    w.write_image_data(rgb).map_err(std::io::Error::other)
}
