//! Texture palettes: the palettes SetPaletteEntries stores, the current one
//! (SetCurrentTexturePalette), and the palettized textures (P8, A8P8) drawn
//! through it. The runtime expands palettized texels as they are uploaded
//! (`format::Conversion::P8`) with the palette the records last gave it
//! ([`Op::TexturePalette`]), so a change of the current palette's colours
//! reaches the GPU by uploading the bound palettized textures again before
//! their next draw. Textures without a CPU copy (D3DPOOL_DEFAULT, filled by
//! UpdateTexture) keep the colours they were filled with.

use super::Inner;
use crate::basetexture::BaseTexture;
use wgd3d9_core::format::Palette;
use wgd3d9_core::record::Op;
use wgd3d9_types::*;

impl Inner {
    /// SetPaletteEntries: stores the 256 entries of palette `n`. Without
    /// D3DPTEXTURECAPS_ALPHAPALETTE every entry's peFlags must be 0xFF.
    pub(crate) fn set_palette_entries(&mut self, n: u32, entries: *const [PALETTEENTRY; 256]) -> HRESULT {
        if entries.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null; D3D9 requires 256 entries.
        let entries = unsafe { std::ptr::read_unaligned(entries) };
        let alpha = self.caps.TextureCaps & D3DPTEXTURECAPS_ALPHAPALETTE != 0;
        if !alpha && entries.iter().any(|e| e.peFlags != 0xFF) {
            return D3DERR_INVALIDCALL;
        }
        self.palettes.insert(n, Box::new(entries));
        if n == self.st.palette_current {
            self.palette_changed();
        }
        D3D_OK
    }

    /// SetCurrentTexturePalette.
    pub(crate) fn set_current_texture_palette(&mut self, n: u32) -> HRESULT {
        if self.st.palette_current != n {
            self.st.palette_current = n;
            self.palette_changed();
        }
        D3D_OK
    }

    /// The current palette's colours changed: the runtime gets them, and
    /// palettized textures uploaded before are stale.
    fn palette_changed(&mut self) {
        self.palette_version = self.palette_version.wrapping_add(1);
        self.record_texture_palette();
    }

    /// Records the current palette's colours (zeros when it was never set).
    pub(crate) fn record_texture_palette(&mut self) {
        let entries: Palette = match self.palettes.get(&self.st.palette_current) {
            Some(p) => p.map(|e| [e.peBlue, e.peGreen, e.peRed, e.peFlags]),
            None => [[0; 4]; 256],
        };
        self.frames
            .rec
            .op_with_bytes(Op::TexturePalette, 0, 0, bytemuck::cast_slice(&entries));
    }

    /// Notes whether sampler slot `slot` now holds a palettized texture.
    #[inline]
    pub(crate) fn note_palettized_slot(&mut self, slot: usize, palettized: bool) {
        if palettized {
            self.palettized_bound |= 1 << slot;
        } else {
            self.palettized_bound &= !(1 << slot);
        }
    }

    /// Before a draw that samples palettized textures: those uploaded with
    /// another palette are uploaded again, whole, from their CPU copies.
    #[cold]
    pub(crate) fn refresh_palettized_textures(&mut self) {
        let mut bits = self.palettized_bound;
        while bits != 0 {
            let slot = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let tex = self.st.textures[slot];
            // SAFETY: a bound texture is a live wgd3d9 texture (its slot
            // bit is cleared when it is unbound), each kind beginning with a
            // `BaseTexture`.
            let base = unsafe { &mut *(tex as *mut BaseTexture) };
            if base.palette_version != self.palette_version {
                base.palette_version = self.palette_version;
                // SAFETY: `tex` is a live texture of this device.
                unsafe { self.upload_whole_texture(tex) };
            }
        }
    }
}
