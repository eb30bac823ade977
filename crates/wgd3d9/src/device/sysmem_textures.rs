//! Drawing from D3DPOOL_SYSTEMMEM textures. D3D9 lets a device sample a
//! system-memory texture (Wine's add_dirty_rect_test and test_mipmap_upload
//! record Windows drawing from one), and what a draw sees is the texture's
//! memory as it is then: dirty regions and D3DLOCK_NO_DIRTY_UPDATE do not
//! apply. Most system-memory textures are only UpdateTexture sources, so
//! the GPU copy is made the first time the texture is set on a sampler,
//! never at creation; from then on every write to its memory is uploaded
//! before the next draw, as for a managed texture.

use super::Inner;
use crate::basetexture::BaseTexture;
use crate::com::{Header, Kind};
use crate::cube::CubeTexture;
use crate::surface::Surface;
use crate::texture::Texture;
use crate::volume::VolumeTexture;
use wgd3d9_core::record::{texture_shape, texture_usage, SurfaceRef};

/// What a GPU copy of a texture is made of.
struct Shape {
    size: (u32, u32, u32),
    shape: u32,
}

impl Inner {
    /// The GPU texture id of system-memory texture `base` (the object at
    /// `h`), made and filled from its memory on first use; 0 when the GPU
    /// refuses it (the sampler then samples as one without a texture).
    ///
    /// # Safety
    /// `h` must be the live texture object whose `BaseTexture` is `base`,
    /// not used elsewhere during the call.
    pub(super) unsafe fn sysmem_texture_gpu_id(&mut self, h: *mut Header, base: &mut BaseTexture) -> u32 {
        if base.gpu_id != 0 {
            return base.gpu_id;
        }
        // SAFETY: the caller guarantees `h` is live and unaliased.
        let Some(shape) = (unsafe { Self::sysmem_shape(h) }) else {
            return 0;
        };
        let made = self.create_gpu_texture_shaped(
            base.format,
            shape.size,
            base.level_count,
            texture_usage::SAMPLED,
            shape.shape,
        );
        let id = match made {
            Ok(id) => id,
            Err(hr) => {
                log::warn!(target: "wgd3d9::d3d9", "SetTexture: no GPU copy of a system-memory texture ({hr:#x}); it samples nothing");
                return 0;
            }
        };
        base.gpu_id = id;
        self.frames.set_texture_owner(id, h);
        // SAFETY: as above.
        unsafe {
            Self::point_levels_at(h, id);
            self.fill_again(id, h);
        }
        id
    }

    /// The size and shape of the texture at `h`.
    ///
    /// # Safety
    /// `h` must be a live texture object.
    unsafe fn sysmem_shape(h: *mut Header) -> Option<Shape> {
        // SAFETY: the caller guarantees `h` is live; each cast follows the
        // kind its header names, and a texture's levels live as long as it.
        unsafe {
            match (*h).kind {
                Kind::Texture => {
                    let s = &**(*(h as *const Texture)).levels.first()?;
                    Some(Shape {
                        size: (s.desc.Width, s.desc.Height, 1),
                        shape: texture_shape::D2,
                    })
                }
                Kind::CubeTexture => {
                    let s = &**(*(h as *const CubeTexture)).faces[0].first()?;
                    Some(Shape {
                        size: (s.desc.Width, s.desc.Width, 1),
                        shape: texture_shape::CUBE,
                    })
                }
                Kind::VolumeTexture => {
                    let v = &**(*(h as *const VolumeTexture)).levels.first()?;
                    Some(Shape {
                        size: (v.desc.Width, v.desc.Height, v.desc.Depth),
                        shape: texture_shape::VOLUME,
                    })
                }
                _ => None,
            }
        }
    }

    /// Gives every level of the texture at `h` its place in GPU texture `id`.
    ///
    /// # Safety
    /// `h` must be a live texture object whose levels nothing else borrows.
    unsafe fn point_levels_at(h: *mut Header, id: u32) {
        let at = |chain: &[*mut Surface], layer: u32| {
            for (level, &s) in chain.iter().enumerate() {
                // SAFETY: a texture's levels live as long as it does.
                unsafe { (*s).gpu = SurfaceRef::new(id, layer, level as u32) };
            }
        };
        // SAFETY: the caller guarantees `h` is live; each cast follows the
        // kind its header names.
        unsafe {
            match (*h).kind {
                Kind::Texture => at(&(*(h as *const Texture)).levels, 0),
                Kind::CubeTexture => {
                    for (layer, face) in (*(h as *const CubeTexture)).faces.iter().enumerate() {
                        at(face, layer as u32);
                    }
                }
                Kind::VolumeTexture => {
                    for (level, &v) in (*(h as *const VolumeTexture)).levels.iter().enumerate() {
                        (*v).gpu = (id, level as u32);
                    }
                }
                _ => {}
            }
        }
    }
}
