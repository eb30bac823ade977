//! The device cursor: SetCursorProperties' image, shown while ShowCursor
//! says so and placed by SetCursorPosition (screen coordinates).
//!
//! An image of up to [`POINTER_CURSOR_MAX`] pixels a side (what Windows
//! drivers take as a hardware cursor) becomes the pointer's own cursor
//! through the window system: it follows the mouse without a frame of
//! latency, and SetCursorPosition moves the pointer. A larger image, or one
//! the window system cannot take (no window system), is drawn by the
//! presenter over each frame the implicit swap chain shows, at the last
//! SetCursorPosition; the pointer's own cursor is hidden meanwhile. Either
//! way the cursor is never part of the back buffer's contents.

use super::Inner;
use crate::com;
use crate::surface::Surface;
use crate::window;
use wgd3d9_types::*;

/// The largest side of an image shown as the pointer's own cursor.
pub(crate) const POINTER_CURSOR_MAX: u32 = 64;

/// The image SetCursorProperties gave, and how it is shown.
pub(crate) struct DeviceCursor {
    /// The pointer cursor made from the image (0: the presenter draws it).
    pointer: usize,
    /// The image's texture, for the presenter (0: none).
    texture: u32,
    hotspot: (u32, u32),
}

impl Inner {
    /// SetCursorProperties: `bitmap` must be an A8R8G8B8 surface whose sides
    /// are powers of two no larger than the display mode's.
    pub(crate) fn set_cursor_properties(&mut self, hotspot: (u32, u32), bitmap: *mut IDirect3DSurface9) -> HRESULT {
        if self.foreign(&[bitmap.cast()]) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `bitmap` is null or a surface the application holds;
        // `from_ptr` checks that it is a wgd3d9 surface before the cast.
        let Some(s) = (unsafe { Surface::from_ptr(bitmap) }) else {
            return D3DERR_INVALIDCALL;
        };
        let (w, h) = (s.desc.Width, s.desc.Height);
        let (mode_w, mode_h, _) = window::current_mode();
        if s.desc.Format != D3DFMT_A8R8G8B8 || !w.is_power_of_two() || !h.is_power_of_two() || w > mode_w || h > mode_h
        {
            return D3DERR_INVALIDCALL;
        }
        let pixels = match self.cursor_pixels(s) {
            Ok(p) => p,
            Err(hr) => return hr,
        };
        let hotspot = (hotspot.0.min(w - 1), hotspot.1.min(h - 1));
        let pointer = if w <= POINTER_CURSOR_MAX && h <= POINTER_CURSOR_MAX {
            window::make_cursor(&pixels, (w, h), hotspot)
        } else {
            0
        };
        let texture = if pointer == 0 {
            match self.cursor_texture(&pixels, (w, h)) {
                Ok(t) => t,
                Err(hr) => return hr,
            }
        } else {
            0
        };
        self.drop_cursor();
        self.cursor = Some(DeviceCursor {
            pointer,
            texture,
            hotspot,
        });
        if self.st.cursor_visible {
            window::set_cursor(pointer);
        }
        D3D_OK
    }

    /// ShowCursor: shows the device cursor (once it has an image) or hides
    /// it; returns whether it was shown.
    pub(crate) fn show_cursor(&mut self, show: bool) -> bool {
        let shown = show && self.cursor.is_some();
        let was = std::mem::replace(&mut self.st.cursor_visible, shown);
        if let Some(c) = &self.cursor {
            if shown {
                // The drawn cursor replaces the pointer's.
                window::set_cursor(c.pointer);
            } else if was {
                window::set_cursor(0);
            }
        }
        was
    }

    /// SetCursorPosition: where the drawn cursor's hot spot goes; a pointer
    /// cursor moves the pointer there, unless it is there already.
    pub(crate) fn set_cursor_position(&mut self, x: i32, y: i32) {
        self.cursor_pos = (x, y);
        if self.cursor.as_ref().is_some_and(|c| c.pointer != 0) && window::cursor_pos() != Some((x, y)) {
            window::set_cursor_pos(x, y);
        }
    }

    /// The drawn cursor over a frame the implicit swap chain shows in
    /// `hwnd`: its texture and its top-left corner in the client area
    /// (texture 0: none to draw).
    pub(crate) fn drawn_cursor(&self, hwnd: HWND) -> (u32, i32, i32) {
        match &self.cursor {
            Some(c) if self.st.cursor_visible && c.texture != 0 => {
                let (ox, oy) = window::client_origin(hwnd).unwrap_or((0, 0));
                let (x, y) = self.cursor_pos;
                // Saturating: SetCursorPosition takes any int.
                let corner = |p: i32, o: i32, h: u32| p.saturating_sub(o).saturating_sub(h as i32);
                (c.texture, corner(x, ox, c.hotspot.0), corner(y, oy, c.hotspot.1))
            }
            _ => (0, 0, 0),
        }
    }

    /// Frees the cursor's pointer cursor and texture (a new image, or the
    /// device's release); the pointer shows no cursor of the device after.
    pub(crate) fn drop_cursor(&mut self) {
        let Some(c) = self.cursor.take() else { return };
        if c.pointer != 0 {
            if self.st.cursor_visible {
                window::set_cursor(0);
            }
            window::destroy_cursor(c.pointer);
        }
        self.frames.destroy_id(c.texture);
    }

    /// The surface's pixels, rows top-down: its CPU copy, or what the GPU
    /// holds when the GPU wrote it or it has no CPU copy.
    fn cursor_pixels(&mut self, s: &Surface) -> Result<Vec<u32>, HRESULT> {
        let (w, h) = (s.desc.Width as usize, s.desc.Height as usize);
        let mut pixels = Vec::new();
        if pixels.try_reserve_exact(w * h).is_err() {
            return Err(E_OUTOFMEMORY);
        }
        pixels.resize(w * h, 0u32);
        if !s.cpu.is_empty() && !s.gpu_written {
            let bytes = s.cpu.as_slice();
            for (y, row) in pixels.chunks_exact_mut(w).enumerate() {
                let start = y * s.pitch as usize;
                for (p, b) in row.iter_mut().zip(bytes[start..start + w * 4].chunks_exact(4)) {
                    *p = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                }
            }
            return Ok(pixels);
        }
        if s.gpu.id == 0 {
            return Err(D3DERR_INVALIDCALL);
        }
        let dst = pixels.as_mut_ptr().cast();
        let pitch = w as u32 * 4;
        match self.read_back_now(s.gpu, dst, pitch, (w as u32, h as u32), D3DFMT_A8R8G8B8) {
            Ok(()) => Ok(pixels),
            Err(_) => Err(D3DERR_DEVICELOST),
        }
    }

    /// A texture holding the cursor's image, for the presenter.
    fn cursor_texture(&mut self, pixels: &[u32], size: (u32, u32)) -> Result<u32, HRESULT> {
        let id = self.create_gpu_surface(D3DFMT_A8R8G8B8, size, 0, 1)?;
        let info = wgd3d9_core::format::info(D3DFMT_A8R8G8B8).expect("A8R8G8B8 is in the table");
        let src = super::CpuTexels {
            bytes: bytemuck::cast_slice(pixels),
            pitch: size.0 as usize * 4,
            slice_pitch: 0,
            in_place: false,
        };
        self.record_texel_upload(info, src, (0, 0, 0), (size.0, size.1, 1), (id, 0, 0), (0, 0));
        com::log_once(
            "wgd3d9::d3d9",
            "SetCursorProperties: the cursor is drawn over the frames the device shows",
        );
        Ok(id)
    }
}
