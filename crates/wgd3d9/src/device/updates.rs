//! UpdateSurface and UpdateTexture: copies from system-memory surfaces and
//! textures into D3DPOOL_DEFAULT ones, recorded as uploads of the source's
//! CPU copy to the destination's GPU image.

use super::Inner;
use crate::com::{self, Kind};
use crate::cube::CubeTexture;
use crate::surface::Surface;
use crate::texture::Texture;
use crate::volume::VolumeTexture;
use std::ffi::c_void;
use wgd3d9_core::record::Rect;
use wgd3d9_types::*;

/// Copies the rows of rectangle `r` of `src`'s CPU copy into `dst`'s CPU copy
/// at `at`, when `dst` keeps one (a lockable D3DPOOL_DEFAULT surface), so a
/// later lock of `dst` sees them.
fn copy_cpu(src: &Surface, r: Rect, dst: &mut Surface, at: (u32, u32)) {
    if dst.cpu.is_empty() {
        return;
    }
    let info = src.info;
    let bd = info.block_dim as i32;
    let row = info.row_bytes((r.right - r.left) as u32) as usize;
    let rows = info.rows((r.bottom - r.top) as u32) as usize;
    let block = info.d3d_block_bytes as usize;
    let from = (r.top / bd) as usize * src.pitch as usize + (r.left / bd) as usize * block;
    let to = (at.1 as i32 / bd) as usize * dst.pitch as usize + (at.0 as i32 / bd) as usize * block;
    let dst_len = dst.cpu.as_slice().len();
    let (s, d) = (src.cpu.as_slice(), dst.cpu.as_mut_ptr());
    for y in 0..rows {
        let (a, b) = (from + y * src.pitch as usize, to + y * dst.pitch as usize);
        if a + row > s.len() || b + row > dst_len {
            return;
        }
        // SAFETY: `b + row` lies inside `dst`'s CPU copy (checked above).
        unsafe { std::ptr::copy_nonoverlapping(s[a..a + row].as_ptr(), d.add(b), row) };
    }
}

/// Whether `r` is a non-empty rectangle inside a `w` x `h` surface whose
/// corners fall on block boundaries (`bd`; the right and bottom edges may
/// also end at the surface's edge).
fn rect_fits(r: &Rect, (w, h): (u32, u32), bd: u32) -> bool {
    let bd = bd as i32;
    let (w, h) = (w as i32, h as i32);
    let edge_ok = |v: i32, end: i32| v % bd == 0 || v == end;
    r.left >= 0
        && r.top >= 0
        && r.left < r.right
        && r.top < r.bottom
        && r.right <= w
        && r.bottom <= h
        && r.left % bd == 0
        && r.top % bd == 0
        && edge_ok(r.right, w)
        && edge_ok(r.bottom, h)
}

impl Inner {
    /// IDirect3DDevice9::UpdateSurface: `src_rect` (or all) of a
    /// system-memory surface to `dst_point` (or the origin) of a
    /// D3DPOOL_DEFAULT surface of the same format.
    pub(crate) fn update_surface(
        &mut self,
        src: *mut IDirect3DSurface9,
        src_rect: *const RECT,
        dst: *mut IDirect3DSurface9,
        dst_point: *const POINT,
    ) -> HRESULT {
        if self.foreign(&[src.cast(), dst.cast()]) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the application passes surfaces or null.
        let (Some(s), Some(d)) = (unsafe { Surface::from_ptr(src) }, unsafe { Surface::from_ptr(dst) }) else {
            return D3DERR_INVALIDCALL;
        };
        if s.desc.Pool != D3DPOOL_SYSTEMMEM
            || d.desc.Pool != D3DPOOL_DEFAULT
            || s.desc.Format != d.desc.Format
            || s.desc.MultiSampleType != D3DMULTISAMPLE_NONE
            || d.desc.MultiSampleType != D3DMULTISAMPLE_NONE
            || s.desc.Usage & D3DUSAGE_DEPTHSTENCIL != 0
            || d.desc.Usage & D3DUSAGE_DEPTHSTENCIL != 0
            || d.gpu.id == 0
            || s.locked.is_some()
            || d.locked.is_some()
        {
            return D3DERR_INVALIDCALL;
        }
        let r = if src_rect.is_null() {
            s.full_rect()
        } else {
            // SAFETY: non-null application pointer.
            let r = unsafe { *src_rect };
            Rect {
                left: r.left,
                top: r.top,
                right: r.right,
                bottom: r.bottom,
            }
        };
        let at = if dst_point.is_null() {
            (0, 0)
        } else {
            // SAFETY: non-null application pointer.
            let p = unsafe { *dst_point };
            if p.x < 0 || p.y < 0 {
                return D3DERR_INVALIDCALL;
            }
            (p.x as u32, p.y as u32)
        };
        let bd = s.info.block_dim;
        let (w, h) = ((r.right - r.left).max(0) as u32, (r.bottom - r.top).max(0) as u32);
        let placed = Rect {
            left: at.0 as i32,
            top: at.1 as i32,
            right: (at.0 + w) as i32,
            bottom: (at.1 + h) as i32,
        };
        if !rect_fits(&r, (s.desc.Width, s.desc.Height), bd) || !rect_fits(&placed, (d.desc.Width, d.desc.Height), bd) {
            return D3DERR_INVALIDCALL;
        }
        self.record_surface_upload(s, r, d.gpu, at);
        if !d.prepare_cpu_write(&mut self.frames, false, true) {
            return D3DERR_DEVICELOST;
        }
        copy_cpu(s, r, d, at);
        D3D_OK
    }

    /// IDirect3DDevice9::UpdateTexture: every level of a system-memory
    /// texture to the same level of a D3DPOOL_DEFAULT texture of the same
    /// type and format. When the source has more levels, its largest ones are
    /// skipped: the first copied level must match the destination's top
    /// level in size.
    pub(crate) fn update_texture(
        &mut self,
        src: *mut IDirect3DBaseTexture9,
        dst: *mut IDirect3DBaseTexture9,
    ) -> HRESULT {
        let (src, dst) = (src as *mut c_void, dst as *mut c_void);
        if self.foreign(&[src, dst]) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the application passes textures or null; each pointer is
        // cast only after its kind was checked.
        unsafe {
            if let (Some(s), Some(d)) = (Texture::from_ptr(src), Texture::from_ptr(dst)) {
                if !pools_and_formats_ok((s.base.pool, s.base.format), (d.base.pool, d.base.format)) {
                    return D3DERR_INVALIDCALL;
                }
                return self.update_chains(&[(&s.levels, &d.levels)]);
            }
            if com::is_kind(src, Kind::CubeTexture) && com::is_kind(dst, Kind::CubeTexture) {
                let (s, d) = (&*(src as *const CubeTexture), &*(dst as *const CubeTexture));
                if !pools_and_formats_ok((s.base.pool, s.base.format), (d.base.pool, d.base.format)) {
                    return D3DERR_INVALIDCALL;
                }
                let chains: Vec<_> = s.faces.iter().zip(&d.faces).collect();
                return self.update_chains(&chains);
            }
            if com::is_kind(src, Kind::VolumeTexture) && com::is_kind(dst, Kind::VolumeTexture) {
                let (s, d) = (&*(src as *const VolumeTexture), &*(dst as *const VolumeTexture));
                if !pools_and_formats_ok((s.base.pool, s.base.format), (d.base.pool, d.base.format))
                    || d.base.gpu_id == 0
                {
                    return D3DERR_INVALIDCALL;
                }
                let Some(skip) = skipped_levels(
                    s.levels
                        .iter()
                        .map(|&v| ((*v).desc.Width, (*v).desc.Height, (*v).desc.Depth)),
                    d.levels
                        .first()
                        .map(|&v| ((*v).desc.Width, (*v).desc.Height, (*v).desc.Depth)),
                ) else {
                    return D3DERR_INVALIDCALL;
                };
                for (l, &v) in s.levels.iter().skip(skip).take(d.levels.len()).enumerate() {
                    let v = &*v;
                    v.upload_in(self, v.whole(), (d.base.gpu_id, l as u32));
                    let ptr: *mut crate::volume::Volume = d.levels[l];
                    let dv = &mut *ptr;
                    let n = dv.cpu.len().min(v.cpu.len());
                    dv.cpu[..n].copy_from_slice(&v.cpu[..n]);
                }
                return D3D_OK;
            }
        }
        D3DERR_INVALIDCALL
    }

    /// Copies the mip chains of UpdateTexture, pairs of (source, destination)
    /// levels (one pair per cube face).
    ///
    /// # Safety
    /// The surfaces must be live.
    unsafe fn update_chains(&mut self, chains: &[(&Vec<*mut Surface>, &Vec<*mut Surface>)]) -> HRESULT {
        for (src, dst) in chains {
            // SAFETY: the caller guarantees the surfaces are live.
            let size = |s: *mut Surface| unsafe { ((*s).desc.Width, (*s).desc.Height, 1) };
            let Some(skip) = skipped_levels(src.iter().map(|&s| size(s)), dst.first().map(|&s| size(s))) else {
                return D3DERR_INVALIDCALL;
            };
            // SAFETY: as above.
            if dst.first().is_some_and(|&d| unsafe { (*d).gpu.id } == 0) {
                return D3DERR_INVALIDCALL;
            }
            for (&s, &d) in src.iter().skip(skip).zip(dst.iter()) {
                // SAFETY: as above; the source (system memory) and destination
                // (D3DPOOL_DEFAULT) are different textures, so `s` and `d` are
                // different surfaces and the `&mut`s alias nothing.
                let (s, d) = unsafe { (&mut *s, &mut *d) };
                // Only what changed since the source was last copied (its
                // dirty region, D3D9's rule; Wine's add_dirty_rect_test).
                let Some(r) = s.update_region.take() else { continue };
                let r = r.to_blocks(s.info.block_dim as i32).intersect(&s.full_rect());
                if r.is_empty() {
                    continue;
                }
                let at = (r.left as u32, r.top as u32);
                self.record_surface_upload(s, r, d.gpu, at);
                if !d.prepare_cpu_write(&mut self.frames, false, true) {
                    return D3DERR_DEVICELOST;
                }
                copy_cpu(s, r, d, at);
            }
        }
        D3D_OK
    }
}

/// UpdateTexture's pool and format rule: system memory to default pool,
/// one format.
fn pools_and_formats_ok((src_pool, src_format): (u32, u32), (dst_pool, dst_format): (u32, u32)) -> bool {
    src_pool == D3DPOOL_SYSTEMMEM && dst_pool == D3DPOOL_DEFAULT && src_format == dst_format
}

/// How many of the source's largest levels UpdateTexture skips so that the
/// first one copied has the destination's top-level size; None when no
/// level matches (or either chain is empty).
fn skipped_levels(
    mut src: impl ExactSizeIterator<Item = (u32, u32, u32)>,
    dst_top: Option<(u32, u32, u32)>,
) -> Option<usize> {
    let top = dst_top?;
    src.position(|s| s == top)
}

#[cfg(test)]
mod tests;
