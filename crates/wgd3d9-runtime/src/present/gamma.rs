//! The gamma ramp of a full-screen swap chain (SetGammaRamp), applied by the
//! present blit through a 256-entry lookup texture: each channel of the
//! shown pixel is looked up at its 8-bit value. The display's own ramp is
//! never touched, so nothing is left changed when the program exits.

/// A D3DGAMMARAMP: 256 red, 256 green and 256 blue 16-bit entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GammaRamp(pub [u16; 768]);

impl GammaRamp {
    /// The ramp of an `Op::GammaRamp` payload (missing entries read as the
    /// identity's).
    pub fn from_bytes(bytes: &[u8]) -> GammaRamp {
        let mut ramp = Self::identity();
        for (entry, b) in ramp.0.iter_mut().zip(bytes.chunks_exact(2)) {
            *entry = u16::from_le_bytes([b[0], b[1]]);
        }
        ramp
    }

    /// The ramp that changes nothing.
    pub fn identity() -> GammaRamp {
        let mut ramp = [0u16; 768];
        for (i, e) in ramp.iter_mut().enumerate() {
            *e = (i % 256) as u16 * 257;
        }
        GammaRamp(ramp)
    }

    /// The lookup texture's texels: 256 RGBA8 entries, each channel the
    /// ramp's entry rounded to 8 bits (alpha 255).
    pub fn texels(&self) -> [u8; 1024] {
        let mut out = [255u8; 1024];
        let to8 = |v: u16| ((u32::from(v) * 255 + 32767) / 65535) as u8;
        for i in 0..256 {
            out[i * 4] = to8(self.0[i]);
            out[i * 4 + 1] = to8(self.0[256 + i]);
            out[i * 4 + 2] = to8(self.0[512 + i]);
        }
        out
    }
}

/// The lookup texture of a window's presents and the ramp it holds.
pub struct Lut {
    texture: wgpu::Texture,
    pub view: wgpu::TextureView,
    /// None: the identity.
    holds: Option<GammaRamp>,
}

impl Lut {
    /// A lookup texture holding the identity.
    pub fn new(device: &wgpu::Device, queue: &wgpu::Queue) -> Lut {
        let texture = device.create_texture(&wgpu::TextureDescriptor {
            label: Some("gamma ramp"),
            size: wgpu::Extent3d {
                width: 256,
                height: 1,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: wgpu::TextureFormat::Rgba8Unorm,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        let view = texture.create_view(&Default::default());
        let lut = Lut {
            texture,
            view,
            holds: None,
        };
        lut.write(queue);
        lut
    }

    /// Makes the texture hold `ramp` (None: the identity), writing it only
    /// when it changed.
    pub fn set(&mut self, queue: &wgpu::Queue, ramp: Option<&GammaRamp>) {
        if ramp != self.holds.as_ref() {
            self.holds = ramp.cloned();
            self.write(queue);
        }
    }

    fn write(&self, queue: &wgpu::Queue) {
        let texels = match &self.holds {
            Some(ramp) => ramp.texels(),
            None => GammaRamp::identity().texels(),
        };
        queue.write_texture(
            self.texture.as_image_copy(),
            &texels,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(1024),
                rows_per_image: None,
            },
            wgpu::Extent3d {
                width: 256,
                height: 1,
                depth_or_array_layers: 1,
            },
        );
    }
}

#[cfg(test)]
mod tests;
