//! Cube and volume textures, a volume's lock, and [`BaseTexture`], what
//! SetTexture binds.

use super::com_ptr::{com_call, Com};
use super::device::{made, Device};
use super::resources::{wrapper, Surface, Texture};
use super::{Error, Result};
use wgd3d9_types::*;

mod sealed {
    pub trait Sealed {}
}

/// A texture of any kind (IDirect3DBaseTexture9): [`Texture`],
/// [`CubeTexture`] or [`VolumeTexture`], as [`Device::set_texture`] binds
/// them.
pub trait BaseTexture: sealed::Sealed {
    /// The IDirect3DBaseTexture9 pointer (the object stays owned by `self`).
    fn base_texture_ptr(&self) -> *mut IDirect3DBaseTexture9;
}

macro_rules! base_texture {
    ($($name:ident),*) => {$(
        impl sealed::Sealed for $name {}
        impl BaseTexture for $name {
            fn base_texture_ptr(&self) -> *mut IDirect3DBaseTexture9 {
                self.as_raw().cast()
            }
        }
    )*};
}

wrapper!(
    /// An IDirect3DCubeTexture9: six square faces, each with its mip chain.
    CubeTexture,
    IDirect3DCubeTexture9
);
wrapper!(
    /// An IDirect3DVolumeTexture9: a 3D texture with its mip chain.
    VolumeTexture,
    IDirect3DVolumeTexture9
);
wrapper!(
    /// An IDirect3DVolume9: one mip level of a volume texture.
    Volume,
    IDirect3DVolume9
);

base_texture!(Texture, CubeTexture, VolumeTexture);

impl CubeTexture {
    /// The number of mip levels of each face.
    pub fn level_count(&self) -> u32 {
        com_call!(self.0, GetLevelCount())
    }

    /// Mip level `level` of face `face` (D3DCUBEMAP_FACE_*), a surface to
    /// lock, copy or render into.
    pub fn face_surface(&self, face: D3DCUBEMAP_FACES, level: u32) -> Result<Surface> {
        let mut p = std::ptr::null_mut();
        made(
            com_call!(self.0, GetCubeMapSurface(face, level, &mut p)),
            p,
            Surface::from_com,
        )
    }
}

impl VolumeTexture {
    /// The number of mip levels.
    pub fn level_count(&self) -> u32 {
        com_call!(self.0, GetLevelCount())
    }

    /// Mip level `level`.
    pub fn volume_level(&self, level: u32) -> Result<Volume> {
        let mut p = std::ptr::null_mut();
        made(com_call!(self.0, GetVolumeLevel(level, &mut p)), p, Volume::from_com)
    }
}

impl Volume {
    /// The volume's description (format, size, pool, usage).
    pub fn desc(&self) -> Result<D3DVOLUME_DESC> {
        // SAFETY: plain C data, valid all zeroes.
        let mut desc: D3DVOLUME_DESC = unsafe { std::mem::zeroed() };
        Error::check(com_call!(self.0, GetDesc(&mut desc)))?;
        Ok(desc)
    }

    /// LockBox of the whole volume (D3DLOCK_* `flags`); unlocked when the
    /// lock is dropped.
    ///
    /// ```
    /// # use wgd3d9::safe::{Direct3D9, PresentParameters};
    /// # use wgd3d9_types::*;
    /// # let device = Direct3D9::new()?.create_device(&PresentParameters::new(32, 32))?;
    /// let texture = device.create_volume_texture(4, 4, 2, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED)?;
    /// let level = texture.volume_level(0)?;
    /// let mut lock = level.lock(0)?;
    /// let (row, slice) = (lock.row_pitch(), lock.slice_pitch());
    /// // The texel (1, 2, 1): opaque green, as B, G, R, A bytes.
    /// lock.bytes_mut()[slice + 2 * row + 4..][..4].copy_from_slice(&[0, 0xff, 0, 0xff]);
    /// drop(lock);
    /// device.set_texture(0, Some(&texture))?;
    /// # Ok::<(), wgd3d9::safe::Error>(())
    /// ```
    pub fn lock(&self, flags: u32) -> Result<VolumeLock<'_>> {
        let desc = self.desc()?;
        let info = wgd3d9_core::format::info(desc.Format).ok_or(Error(D3DERR_INVALIDCALL))?;
        let mut locked = D3DLOCKED_BOX::default();
        Error::check(com_call!(self.0, LockBox(&mut locked, std::ptr::null(), flags)))?;
        let row_pitch = locked.RowPitch.max(0) as usize;
        let slice_pitch = locked.SlicePitch.max(0) as usize;
        let rows = info.rows(desc.Height) as usize;
        let depth = desc.Depth.max(1) as usize;
        let len = slice_pitch * (depth - 1) + row_pitch * (rows - 1) + info.row_bytes(desc.Width) as usize;
        Ok(VolumeLock {
            volume: self,
            bits: locked.pBits.cast(),
            len,
            row_pitch,
            slice_pitch,
        })
    }
}

/// A locked volume's bytes: rows `row_pitch` bytes apart, slices
/// `slice_pitch` bytes apart.
pub struct VolumeLock<'a> {
    volume: &'a Volume,
    bits: *mut u8,
    len: usize,
    row_pitch: usize,
    slice_pitch: usize,
}

impl VolumeLock<'_> {
    /// Bytes from one row to the next.
    pub fn row_pitch(&self) -> usize {
        self.row_pitch
    }

    /// Bytes from one slice to the next.
    pub fn slice_pitch(&self) -> usize {
        self.slice_pitch
    }

    /// The locked bytes, from the first slice's first byte to the last
    /// slice's last.
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: the lock gives `len` bytes at `bits` until UnlockBox.
        unsafe { std::slice::from_raw_parts(self.bits, self.len) }
    }

    /// The locked bytes, to write.
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as in `bytes`; `&mut self` makes this the only view.
        unsafe { std::slice::from_raw_parts_mut(self.bits, self.len) }
    }
}

impl Drop for VolumeLock<'_> {
    fn drop(&mut self) {
        let hr = com_call!(self.volume.0, UnlockBox());
        if hr < 0 {
            log::warn!(target: "wgd3d9::d3d9", "UnlockBox answered {hr:#x}");
        }
    }
}

impl Device {
    /// A cube texture of `edge` x `edge` faces (`levels` 0: the whole mip
    /// chain).
    pub fn create_cube_texture(
        &self,
        edge: u32,
        levels: u32,
        usage: u32,
        format: D3DFORMAT,
        pool: D3DPOOL,
    ) -> Result<CubeTexture> {
        let mut p = std::ptr::null_mut();
        let hr = com_call!(
            self.0,
            CreateCubeTexture(edge, levels, usage, format, pool, &mut p, std::ptr::null_mut())
        );
        made(hr, p, CubeTexture::from_com)
    }

    /// A volume texture of `width` x `height` x `depth` texels (`levels` 0:
    /// the whole mip chain).
    #[allow(clippy::too_many_arguments)] // CreateVolumeTexture's own.
    pub fn create_volume_texture(
        &self,
        width: u32,
        height: u32,
        depth: u32,
        levels: u32,
        usage: u32,
        format: D3DFORMAT,
        pool: D3DPOOL,
    ) -> Result<VolumeTexture> {
        let mut p = std::ptr::null_mut();
        let hr = com_call!(
            self.0,
            CreateVolumeTexture(
                width,
                height,
                depth,
                levels,
                usage,
                format,
                pool,
                &mut p,
                std::ptr::null_mut()
            )
        );
        made(hr, p, VolumeTexture::from_com)
    }
}
