//! GetDC and ReleaseDC: GDI draws into a surface through a memory device
//! context over the surface's CPU copy. The front that loads the API side
//! makes the contexts (the Wine front, with gdi32); without one (a native
//! Linux program has no GDI) GetDC answers D3DERR_INVALIDCALL.
//!
//! As on Windows, a DC is an exclusive map of its surface's whole container:
//! while any surface of a texture holds one, no surface of it locks or gets
//! another DC, and an UnlockRect of one that is not locked succeeds.

use crate::basetexture;
use crate::com;
use crate::surface::Surface;
use std::sync::OnceLock;
use wgd3d9_types::*;

/// The memory a DC draws into: `width` x `height` pixels of D3D9 `format`
/// (one of [`takes`]) at `bits`, `pitch` bytes a row, top row first.
pub struct DcMemory {
    pub bits: *mut u8,
    pub format: D3DFORMAT,
    pub width: u32,
    pub height: u32,
    pub pitch: u32,
}

/// A memory DC and its bitmap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryDc {
    pub dc: HDC,
    pub bitmap: HANDLE,
}

/// The device contexts a front can make.
#[derive(Clone, Copy)]
pub struct Gdi {
    /// A memory DC drawing into the memory, or None when GDI refuses.
    pub create_dc: unsafe fn(&DcMemory) -> Option<MemoryDc>,
    /// Frees a DC made by `create_dc`.
    pub destroy_dc: unsafe fn(MemoryDc),
}

static GDI: OnceLock<Gdi> = OnceLock::new();

/// Installs the front's GDI. The first installation wins.
pub fn install(gdi: Gdi) {
    let _ = GDI.set(gdi);
}

/// Whether GDI draws into surfaces of `format` (what GetDC takes on
/// Windows: the 32-, 24- and 16-bit RGB formats).
pub fn takes(format: D3DFORMAT) -> bool {
    matches!(
        format,
        D3DFMT_A8R8G8B8 | D3DFMT_X8R8G8B8 | D3DFMT_R8G8B8 | D3DFMT_R5G6B5 | D3DFMT_X1R5G5B5 | D3DFMT_A1R5G5B5
    )
}

impl Surface {
    /// The surfaces of this one's container: a texture's levels, a cube
    /// texture's faces, or this surface alone.
    fn container_surfaces(&self) -> Vec<*mut Surface> {
        // SAFETY: a surface's parent is null or a live wgd3d9 object that
        // outlives it.
        let container = unsafe { self.parent.as_ref() }.and_then(|h| {
            // SAFETY: as above: `h` is a live object's header.
            unsafe { basetexture::surfaces_of(h) }
        });
        container.unwrap_or_else(|| vec![self as *const Surface as *mut Surface])
    }

    /// Whether a surface of this one's container holds a DC.
    pub(crate) fn container_has_dc(&self) -> bool {
        // SAFETY: a container's surfaces live as long as it does.
        self.container_surfaces().iter().any(|&s| unsafe { (*s).dc.is_some() })
    }

    /// Whether a surface of this one's container is locked or holds a DC.
    fn container_mapped(&self) -> bool {
        self.container_surfaces()
            .iter()
            // SAFETY: a container's surfaces live as long as it does.
            .any(|&s| unsafe { (*s).dc.is_some() || (*s).locked.is_some() })
    }

    /// IDirect3DSurface9::GetDC: the surface's contents, current, under a
    /// new memory DC. `out` is left as it was on failure.
    pub(crate) fn get_dc(&mut self, out: *mut HDC) -> HRESULT {
        let Some(gdi) = GDI.get() else {
            com::log_once(
                "wgd3d9::d3d9",
                "GetDC: no GDI in this process (native programs have none)",
            );
            return D3DERR_INVALIDCALL;
        };
        let multisampled = self.desc.MultiSampleType != D3DMULTISAMPLE_NONE;
        // Like a lock, a DC needs a lockable surface (Windows refuses one of
        // a back buffer made without D3DPRESENTFLAG_LOCKABLE_BACKBUFFER).
        if out.is_null() || !takes(self.desc.Format) || multisampled || !self.lockable {
            return D3DERR_INVALIDCALL;
        }
        // The read-back lands before the entry point returns (Device::locked).
        self.device().locked(|inner| self.get_dc_in(inner, gdi, out))
    }

    fn get_dc_in(&mut self, inner: &mut crate::device::Inner, gdi: &Gdi, out: *mut HDC) -> HRESULT {
        if self.container_mapped() {
            return D3DERR_INVALIDCALL;
        }
        // Before the read-back below, which writes the copy too. Waits, if
        // any, come before the call returns: this cannot fail.
        self.prepare_cpu_write(&mut inner.frames, false, false);
        let hr = self.cpu_current(inner, 0);
        if hr != D3D_OK {
            return hr;
        }
        let memory = DcMemory {
            bits: self.cpu.as_mut_ptr(),
            format: self.desc.Format,
            width: self.desc.Width,
            height: self.desc.Height,
            pitch: self.pitch,
        };
        // SAFETY: the CPU copy holds `pitch * height` bytes and lives until
        // the DC is destroyed (ReleaseDC, or the surface's end).
        let Some(made) = (unsafe { (gdi.create_dc)(&memory) }) else {
            log::warn!(target: "wgd3d9::d3d9", "GetDC: GDI made no DC for format {:#x}", self.desc.Format);
            return D3DERR_INVALIDCALL;
        };
        self.dc = Some(made);
        // SAFETY: checked non-null.
        unsafe { out.write(made.dc) };
        D3D_OK
    }

    /// IDirect3DSurface9::ReleaseDC: what GDI drew reaches the GPU copy.
    pub(crate) fn release_dc(&mut self, dc: HDC) -> HRESULT {
        if self.dc.is_none_or(|held| held.dc != dc) {
            return D3DERR_INVALIDCALL;
        }
        self.free_dc();
        self.mark_dirty(self.full_rect());
        D3D_OK
    }

    /// Frees the DC this surface holds, if any.
    pub(crate) fn free_dc(&mut self) {
        if let (Some(made), Some(gdi)) = (self.dc.take(), GDI.get()) {
            // SAFETY: made by this GDI's `create_dc` and not freed since.
            unsafe { (gdi.destroy_dc)(made) };
        }
    }
}

impl Drop for Surface {
    /// A DC still held dies with its surface.
    fn drop(&mut self) {
        self.free_dc();
    }
}
