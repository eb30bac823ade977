//! Buffers, textures, surfaces, shaders and vertex declarations.

use super::com_ptr::{com_call, Com};
use super::{Error, Result};
use wgd3d9_types::*;

macro_rules! wrapper {
    ($(#[$doc:meta])* $name:ident, $iface:ident) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name(Com<$iface>);

        impl $name {
            pub(crate) fn from_com(com: Com<$iface>) -> $name {
                $name(com)
            }

            /// The interface pointer (the object stays owned by `self`).
            pub fn as_raw(&self) -> *mut $iface {
                self.0.as_ptr()
            }
        }
    };
}

pub(super) use wrapper;

wrapper!(
    /// An IDirect3DVertexBuffer9.
    VertexBuffer,
    IDirect3DVertexBuffer9
);
wrapper!(
    /// An IDirect3DIndexBuffer9.
    IndexBuffer,
    IDirect3DIndexBuffer9
);
wrapper!(
    /// An IDirect3DTexture9.
    Texture,
    IDirect3DTexture9
);
wrapper!(
    /// An IDirect3DSurface9.
    Surface,
    IDirect3DSurface9
);
wrapper!(
    /// An IDirect3DVertexShader9.
    VertexShader,
    IDirect3DVertexShader9
);
wrapper!(
    /// An IDirect3DPixelShader9.
    PixelShader,
    IDirect3DPixelShader9
);
wrapper!(
    /// An IDirect3DVertexDeclaration9.
    VertexDeclaration,
    IDirect3DVertexDeclaration9
);

/// Whether `offset..offset + len` lies in a buffer of `size` bytes; the
/// range as Lock's (offset, size) when it does and is not empty.
fn lock_range(offset: u32, len: usize, size: u32) -> Result<Option<(u32, u32)>> {
    let len = u32::try_from(len).map_err(|_| Error(D3DERR_INVALIDCALL))?;
    match offset.checked_add(len) {
        Some(end) if end <= size => Ok((len > 0).then_some((offset, len))),
        _ => Err(Error(D3DERR_INVALIDCALL)),
    }
}

/// `size` and `write` of a buffer interface whose description is `$desc`.
macro_rules! buffer_methods {
    ($name:ident, $desc:ident, $what:literal) => {
        impl $name {
            /// The buffer's size in bytes.
            pub fn size(&self) -> Result<u32> {
                let mut desc = $desc::default();
                Error::check(com_call!(self.0, GetDesc(&mut desc)))?;
                Ok(desc.Size)
            }

            #[doc = concat!("Writes `data` (", $what, ") at byte `offset` through Lock")]
            /// (D3DLOCK_* `flags`: DISCARD, NOOVERWRITE) and Unlock; a range
            /// past the buffer's end is InvalidCall.
            pub fn write<T: bytemuck::Pod>(&self, offset: u32, data: &[T], flags: u32) -> Result<()> {
                let bytes: &[u8] = bytemuck::cast_slice(data);
                let Some((offset, len)) = lock_range(offset, bytes.len(), self.size()?)? else {
                    return Ok(());
                };
                let mut p = std::ptr::null_mut();
                Error::check(com_call!(self.0, Lock(offset, len, &mut p, flags)))?;
                // SAFETY: the lock gives `len` writable bytes at `p`.
                unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), p.cast::<u8>(), bytes.len()) };
                Error::check(com_call!(self.0, Unlock()))
            }
        }
    };
}

buffer_methods!(VertexBuffer, D3DVERTEXBUFFER_DESC, "vertices");
buffer_methods!(
    IndexBuffer,
    D3DINDEXBUFFER_DESC,
    "u16 or u32 indices, as the buffer's format"
);

impl Texture {
    /// The number of mip levels.
    pub fn level_count(&self) -> u32 {
        com_call!(self.0, GetLevelCount())
    }

    /// The surface of mip level `level`.
    pub fn surface_level(&self, level: u32) -> Result<Surface> {
        let mut p = std::ptr::null_mut();
        Error::check(com_call!(self.0, GetSurfaceLevel(level, &mut p)))?;
        // SAFETY: GetSurfaceLevel succeeded: `p` holds one reference.
        unsafe { Com::from_raw(p) }
            .map(Surface)
            .ok_or(Error(D3DERR_INVALIDCALL))
    }
}

impl Surface {
    /// The surface's description (format, size, pool, usage).
    pub fn desc(&self) -> Result<D3DSURFACE_DESC> {
        // SAFETY: plain C data, valid all zeroes.
        let mut desc: D3DSURFACE_DESC = unsafe { std::mem::zeroed() };
        Error::check(com_call!(self.0, GetDesc(&mut desc)))?;
        Ok(desc)
    }

    /// LockRect of the whole surface (D3DLOCK_* `flags`); unlocked when the
    /// lock is dropped.
    ///
    /// ```
    /// # use wgd3d9::safe::{Direct3D9, PresentParameters};
    /// # use wgd3d9_types::*;
    /// # let device = Direct3D9::new()?.create_device(&PresentParameters::new(32, 32))?;
    /// let texture = device.create_texture(4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED)?;
    /// let level = texture.surface_level(0)?;
    /// let mut lock = level.lock(0)?;
    /// let pitch = lock.pitch();
    /// for y in 0..4 {
    ///     // Opaque red, as B, G, R, A bytes.
    ///     lock.bytes_mut()[y * pitch..y * pitch + 16].copy_from_slice(&[0, 0, 0xff, 0xff].repeat(4));
    /// }
    /// drop(lock);
    /// device.set_texture(0, Some(&texture))?;
    /// # Ok::<(), wgd3d9::safe::Error>(())
    /// ```
    pub fn lock(&self, flags: u32) -> Result<SurfaceLock<'_>> {
        let desc = self.desc()?;
        let info = wgd3d9_core::format::info(desc.Format).ok_or(Error(D3DERR_INVALIDCALL))?;
        let mut rect = D3DLOCKED_RECT::default();
        Error::check(com_call!(self.0, LockRect(&mut rect, std::ptr::null(), flags)))?;
        let pitch = rect.Pitch.max(0) as usize;
        let rows = info.rows(desc.Height) as usize;
        let len = pitch * (rows - 1) + info.row_bytes(desc.Width) as usize;
        Ok(SurfaceLock {
            surface: self,
            bits: rect.pBits.cast(),
            len,
            pitch,
        })
    }
}

/// A locked surface's bytes: rows (of blocks, for compressed formats)
/// `pitch` bytes apart.
pub struct SurfaceLock<'a> {
    surface: &'a Surface,
    bits: *mut u8,
    len: usize,
    pitch: usize,
}

impl SurfaceLock<'_> {
    /// Bytes from one row to the next.
    pub fn pitch(&self) -> usize {
        self.pitch
    }

    /// The locked bytes, from the first row's first byte to the last row's
    /// last.
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: the lock gives `len` bytes at `bits` until Unlock.
        unsafe { std::slice::from_raw_parts(self.bits, self.len) }
    }

    /// The locked bytes, to write.
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as in `bytes`; `&mut self` makes this the only view.
        unsafe { std::slice::from_raw_parts_mut(self.bits, self.len) }
    }
}

impl Drop for SurfaceLock<'_> {
    fn drop(&mut self) {
        let hr = com_call!(self.surface.0, UnlockRect());
        if hr < 0 {
            log::warn!(target: "wgd3d9::d3d9", "UnlockRect answered {hr:#x}");
        }
    }
}

#[cfg(test)]
mod tests;
