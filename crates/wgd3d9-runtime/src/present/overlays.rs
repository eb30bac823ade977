//! What the presenter draws over a shown frame: the drawn device cursor and
//! the HUD. Both go onto the shown image only, never into the back buffer.

use super::hud::{Hud, HudFigures, Image};
use super::placement::{self, Placement};
use crate::shared::Shared;

/// The HUD's distance from the client area's top-left corner, in HUD
/// pixels.
const HUD_MARGIN: u32 = 4;

/// A device's HUD and the texture its image is uploaded into.
pub(super) struct HudLayer {
    hud: Hud,
    texture: Option<wgpu::Texture>,
    /// The last image's pixels, drawn over by the next.
    buffer: Vec<u32>,
    /// The frames noted since the image was last made.
    stale: bool,
}

impl HudLayer {
    pub fn new(hud: Hud) -> HudLayer {
        HudLayer {
            hud,
            texture: None,
            buffer: Vec::new(),
            stale: true,
        }
    }

    /// Notes a shown frame's figures.
    pub fn note(&mut self, figures: HudFigures) {
        self.hud.frame(figures, std::time::Instant::now());
        self.stale = true;
    }

    /// The HUD's image as a texture, made again when frames were noted
    /// since (the texture is remade only when the panel's size changes).
    pub fn texture(&mut self, sh: &Shared) -> wgpu::Texture {
        if let (false, Some(t)) = (self.stale, &self.texture) {
            return t.clone();
        }
        self.stale = false;
        let image = self.hud.image(std::mem::take(&mut self.buffer));
        let fits = self
            .texture
            .as_ref()
            .is_some_and(|t| (t.width(), t.height()) == (image.width, image.height));
        if !fits {
            self.texture = Some(new_texture(sh, &image));
        }
        let texture = self.texture.clone().expect("made above");
        sh.queue.write_texture(
            texture.as_image_copy(),
            image.bytes(),
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(image.width * 4),
                rows_per_image: None,
            },
            texture.size(),
        );
        self.buffer = image.pixels;
        texture
    }

    /// Where the HUD's `texture` goes in a `client` area: the top-left
    /// corner, at the scale the client's height asks for.
    pub fn placement(&self, texture: &wgpu::Texture, client: (u32, u32)) -> Option<Placement> {
        let scale = self.hud.scale(client.1);
        let at = (HUD_MARGIN * scale) as i32;
        placement::image((at, at), (texture.width() * scale, texture.height() * scale), client)
    }
}

fn new_texture(sh: &Shared, image: &Image) -> wgpu::Texture {
    sh.device.create_texture(&wgpu::TextureDescriptor {
        label: Some("hud"),
        size: wgpu::Extent3d {
            width: image.width.max(1),
            height: image.height.max(1),
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8Unorm,
        usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        view_formats: &[],
    })
}

/// The overlays of one shown image, placed in its client area.
#[derive(Default)]
pub(super) struct Overlays {
    /// The drawn cursor's image (through the frame's gamma ramp).
    pub cursor: Option<(wgpu::Texture, Placement)>,
    /// The HUD's image (unchanged by the gamma ramp, pixels kept sharp).
    pub hud: Option<(wgpu::Texture, Placement)>,
}
