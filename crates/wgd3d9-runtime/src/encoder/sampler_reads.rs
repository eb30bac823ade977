//! How each pixel sampler reads its texture (`Program::sampler_reads`, a
//! part of the pixel module recipes): shadow maps compare depth, Fetch4
//! (D3DSAMP_MIPMAPLODBIAS set to [`FETCH4_ENABLE`]) returns the four texels
//! of a one-channel texture, and ATI2 textures read their two channels the
//! other way round.

use super::Encoder;
use crate::pipelines::PIXEL_SAMPLERS;
use wgd3d9_core::format::FETCH4_ENABLE;
use wgd3d9_core::record::texture_shape;
use wgd3d9_shader::ir::sampler_read;
use wgd3d9_types::*;

/// What a bound texture's format lets a sampler do besides plain reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TextureRead {
    /// Plain reads only (or no texture).
    Plain,
    /// A shadow map: reads compare depth.
    ShadowMap,
    /// A 2D texture of one channel: Fetch4 applies.
    OneChannel,
    /// A 2D texture of one block-compressed channel (ATI1): Fetch4 reads
    /// the nearest texel four times, as AMD's drivers do.
    OneCompressedChannel,
    /// Storage with red and green the other way round (ATI2).
    SwapRg,
}

impl Encoder {
    /// The [`TextureRead`] of texture `id`.
    pub(super) fn texture_read(&self, id: u32) -> TextureRead {
        let Some(t) = self.res.texture(id) else {
            return TextureRead::Plain;
        };
        if t.info.is_sampled_depth() && t.depth_copy.is_none() {
            TextureRead::Plain
        } else if t.info.is_compared_depth() {
            TextureRead::ShadowMap
        } else if t.info.fetches4() && t.shape == texture_shape::D2 {
            if t.info.gpu.is_compressed() {
                TextureRead::OneCompressedChannel
            } else {
                TextureRead::OneChannel
            }
        } else if t.info.swaps_red_green() {
            TextureRead::SwapRg
        } else {
            TextureRead::Plain
        }
    }

    /// The [`sampler_read`] mode of every pixel sampler,
    /// [`sampler_read::BITS`] bits each (`Program::sampler_reads`).
    pub(super) fn sampler_reads(&self) -> u64 {
        (0..PIXEL_SAMPLERS).fold(0, |bits, s| {
            bits | u64::from(self.sampler_read(s as usize)) << (sampler_read::BITS * s)
        })
    }

    /// Sampler `s`'s mode: a shadow map compares, filtered linearly when a
    /// minification or magnification filter is not point (percentage-closer
    /// filtering); a one-channel texture fetches four texels while Fetch4 is
    /// on (the filters are then ignored, as on Windows).
    pub(super) fn sampler_read(&self, s: usize) -> u32 {
        let samp = &self.st.samp[s];
        let fetch4 = samp[D3DSAMP_MIPMAPLODBIAS as usize] == FETCH4_ENABLE;
        match self.texture_read(self.st.textures[s]) {
            TextureRead::ShadowMap => {
                let filters = [D3DSAMP_MAGFILTER, D3DSAMP_MINFILTER].map(|f| samp[f as usize]);
                if filters.iter().any(|&f| f > D3DTEXF_POINT) {
                    sampler_read::COMPARE_LINEAR
                } else {
                    sampler_read::COMPARE
                }
            }
            TextureRead::OneChannel if fetch4 => sampler_read::FETCH4,
            TextureRead::OneCompressedChannel if fetch4 => sampler_read::FETCH4_NEAREST,
            TextureRead::SwapRg => sampler_read::SWAP_RG,
            _ => sampler_read::PLAIN,
        }
    }

    /// Whether setting sampler state `ty` of `slot` from `old` to `new`
    /// changes the slot's read mode (a part of the pixel module).
    pub(super) fn sampler_state_changes_read(&self, slot: usize, ty: u32, old: u32, new: u32) -> bool {
        // Most sampler states never change a read: no texture lookup for them.
        if !matches!(ty, D3DSAMP_MAGFILTER | D3DSAMP_MINFILTER | D3DSAMP_MIPMAPLODBIAS) {
            return false;
        }
        let read = match self.st.textures.get(slot) {
            Some(&id) => self.texture_read(id),
            None => return false,
        };
        match (read, ty) {
            (TextureRead::ShadowMap, D3DSAMP_MAGFILTER | D3DSAMP_MINFILTER) => true,
            (TextureRead::OneChannel | TextureRead::OneCompressedChannel, D3DSAMP_MIPMAPLODBIAS) => {
                (old == FETCH4_ENABLE) != (new == FETCH4_ENABLE)
            }
            _ => false,
        }
    }
}
