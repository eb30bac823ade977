//! Present and the swap chain's buffers around it: the flip of the back
//! buffers, and the front buffer GetFrontBufferData reads.
//!
//! Present rotates the contents of a swap chain's back buffers, whatever the
//! swap effect (COPY allows only one back buffer): back buffer i then holds
//! what back buffer i + 1 held, and the last one the frame just shown. The
//! surfaces stay where they are (GetBackBuffer and the bound render target
//! are unchanged); their textures move behind them in the runtime.
//!
//! The front buffer is kept only for programs that read it: the first
//! GetFrontBufferData makes it from the frame last shown, and from then on
//! each Present copies the frame it shows into it.

use super::Inner;
use crate::com;
use crate::surface::Surface;
use crate::swapchain::SwapChain;
use wgd3d9_core::record::{self, texture_usage, Op, SurfaceRef};
use wgd3d9_types::*;

/// Present's source and destination rectangles (None: the whole back
/// buffer, the whole client area).
#[derive(Clone, Copy, Default)]
pub(crate) struct PresentRects {
    pub src: Option<RECT>,
    pub dst: Option<RECT>,
}

impl PresentRects {
    /// Reads Present's rectangle arguments.
    ///
    /// # Safety
    /// Each pointer is null or points to a readable RECT.
    pub(crate) unsafe fn read(src: *const RECT, dst: *const RECT) -> PresentRects {
        // SAFETY: the caller guarantees each pointer is null or readable.
        unsafe {
            PresentRects {
                src: src.as_ref().copied(),
                dst: dst.as_ref().copied(),
            }
        }
    }

    /// The part of the back buffer shown and where it goes, as a
    /// [`record::PresentTarget`] names them (all 0: the whole back buffer,
    /// the whole client area); None when either is empty (the source once
    /// clipped to the back buffer): nothing is shown.
    fn shown(&self, pp: &D3DPRESENT_PARAMETERS) -> Option<([u32; 4], [i32; 4])> {
        let dst = match self.dst {
            Some(r) if r.right <= r.left || r.bottom <= r.top => return None,
            Some(r) => [r.left, r.top, r.right, r.bottom],
            None => [0; 4],
        };
        let Some(r) = self.src else { return Some(([0; 4], dst)) };
        let clip = |v: i32, max: u32| v.clamp(0, max.min(i32::MAX as u32) as i32) as u32;
        let (w, h) = (pp.BackBufferWidth, pp.BackBufferHeight);
        let c = [clip(r.left, w), clip(r.top, h), clip(r.right, w), clip(r.bottom, h)];
        (c[0] < c[2] && c[1] < c[3]).then_some((c, dst))
    }
}

impl Inner {
    /// Present: ends the frame and shows the swap chain's back buffer in its
    /// window (`window_override` when non-null, else the swap chain's device
    /// window, else the focus window), scaled to the window's client area. A
    /// swap chain without a window the window system can show (headless, or a
    /// native program's opaque HWND) completes the frame without showing it.
    ///
    /// `rects` are Present's source and destination rectangles: the part of
    /// the back buffer shown (clipped to it; an empty part shows nothing)
    /// and where in the client area it goes, scaled (an empty destination
    /// shows nothing); the rest of the client area keeps what it showed. They are taken whatever the swap effect,
    /// as drivers do. The dirty region is a hint D3D9 lets a driver ignore:
    /// the whole destination rectangle is shown.
    pub(crate) fn present(&mut self, sc: *mut SwapChain, window_override: HWND, rects: PresentRects) -> HRESULT {
        self.flush_dirty();
        // SAFETY: swap chains of this device are live while presented, and
        // the device's lock keeps other calls off them.
        let sc = unsafe { &mut *sc };
        let hwnd = if window_override.is_null() {
            self.device_window(&sc.pp)
        } else {
            window_override
        };
        // SAFETY: a swap chain has at least one back buffer, live with it.
        let shown = unsafe { (*sc.back_buffers[0]).gpu };
        // A full-screen device in the background renders its frames without
        // showing them: a D3D9 one answers D3DERR_DEVICELOST (until Reset),
        // a 9Ex one S_PRESENT_OCCLUDED.
        let lost = self.focus_loss.error().is_some();
        let occluded = self.focus_loss.lost();
        let shown_window = if lost || occluded {
            None
        } else {
            crate::window::native_window(hwnd)
        };
        let shown_rects = rects.shown(&sc.pp);
        let implicit = std::ptr::eq(sc, self.swapchain);
        let capture = if implicit { self.capture_number() } else { 0 };
        let overlays = if implicit && self.options.hud != 0 {
            record::present_overlay::HUD
        } else {
            0
        };
        let target = shown_window.and_then(|(window_system, window, display)| {
            let (width, height) = crate::window::client_size(hwnd)?;
            let (src_rect, dst_rect) = shown_rects?;
            let (cursor, cursor_x, cursor_y) = if implicit { self.drawn_cursor(hwnd) } else { (0, 0, 0) };
            (width > 0 && height > 0).then_some(record::PresentTarget {
                src: shown,
                window,
                window_system,
                width,
                height,
                interval: self.options.present_interval.unwrap_or(sc.pp.PresentationInterval),
                src_rect,
                dst_rect,
                cursor,
                cursor_x,
                cursor_y,
                overlays,
                capture,
                _pad: 0,
                display,
            })
        });
        // A frame no window shows still reaches the presenter when it is
        // captured (the back buffer at its size, with what the presenter
        // draws over it) or has a HUD (whose figures count every frame).
        let target = target.or_else(|| {
            ((capture != 0 || overlays != 0) && !lost).then_some(record::PresentTarget {
                src: shown,
                window_system: record::window_system::NONE,
                width: sc.pp.BackBufferWidth,
                height: sc.pp.BackBufferHeight,
                overlays,
                capture,
                ..Default::default()
            })
        });
        if crate::api_timers::on() {
            let (now, cpu) = (std::time::Instant::now(), crate::api_timers::thread_cpu_ns());
            let (frame_ns, api_ns) = self
                .frames
                .last_present
                .map_or((0, 0), |(t, c)| ((now - t).as_nanos() as u64, cpu.saturating_sub(c)));
            self.frames.last_present = Some((now, cpu));
            let times = record::FrameTimes {
                frame_ns,
                api_ns,
                api_calls: 0,
                gpu_wait_ns: crate::api_timers::take_gpu_wait_ns(),
            };
            self.frames.rec.op_with(Op::FrameTimes, 0, 0, &times);
        }
        self.record_gamma(sc);
        if let Some(front) = sc.front {
            self.copy_whole(
                shown,
                SurfaceRef { id: front, level: 0 },
                (sc.pp.BackBufferWidth, sc.pp.BackBufferHeight),
            );
        }
        match target {
            Some(t) => self.frames.rec.op_with(Op::Present, 1, 0, &t),
            None => {
                if !hwnd.is_null() && !lost && !occluded && shown_rects.is_some() {
                    com::log_once(
                        "wgd3d9::d3d9",
                        "Present: no window to show the frame in; rendering offscreen",
                    );
                }
                self.frames.rec.op(Op::Present, 0, 0);
            }
        }
        if !lost {
            self.flip(sc);
        }
        if self.options.max_frame_rate > 0 {
            self.frames.pace(self.options.max_frame_rate);
        }
        let rate = display_pacing_rate(target.as_ref());
        if rate > 0 {
            sc.paced.1 = rate;
            self.frames.pace_by(&mut sc.paced.0, rate);
        }
        match self.frames.submit(true) {
            Err(_) => D3DERR_DEVICELOST,
            Ok(_) if lost => D3DERR_DEVICELOST,
            Ok(_) if occluded => S_PRESENT_OCCLUDED,
            Ok(_) => D3D_OK,
        }
    }

    /// Whether a Present of the implicit swap chain now would wait, for the
    /// GPU (the frame-latency bound) or for its pacing: what
    /// D3DPRESENT_DONOTWAIT asks.
    pub(crate) fn present_would_wait(&self) -> bool {
        // SAFETY: the implicit swap chain lives as long as the device.
        let paced = unsafe { (*self.swapchain).paced };
        self.frames.would_wait() || self.frames.would_pace(paced, self.options.max_frame_rate)
    }

    /// The number naming this Present's capture when it is the process's
    /// `debug.captureAtPresent`th of an implicit swap chain, else 0.
    fn capture_number(&self) -> u32 {
        static PRESENTS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = PRESENTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        let wanted = self.options.debug_capture_at_present;
        if wanted != 0 && n == wanted {
            n
        } else {
            0
        }
    }

    /// The gamma ramp the frame is shown with: SetGammaRamp's for a
    /// full-screen swap chain (D3D9 applies it in full screen only), the
    /// identity otherwise; recorded when it changes. D3DSGR_CALIBRATE
    /// changes nothing: there is no calibration to apply.
    fn record_gamma(&mut self, sc: &SwapChain) {
        static IDENTITY: std::sync::OnceLock<D3DGAMMARAMP> = std::sync::OnceLock::new();
        let identity = IDENTITY.get_or_init(super::identity_gamma);
        let wanted = (sc.pp.Windowed == 0 && self.st.gamma != *identity).then_some(self.st.gamma);
        if wanted == self.gamma_recorded {
            return;
        }
        match &wanted {
            Some(g) => {
                let mut bytes = Vec::with_capacity(1536);
                for e in g.red.iter().chain(&g.green).chain(&g.blue) {
                    bytes.extend_from_slice(&e.to_le_bytes());
                }
                self.frames.rec.op_with_bytes(Op::GammaRamp, 1, 0, &bytes);
            }
            None => self.frames.rec.op(Op::GammaRamp, 0, 0),
        }
        self.gamma_recorded = wanted;
    }

    /// Present's flip: rotates the contents of two or more back buffers.
    fn flip(&mut self, sc: &mut SwapChain) {
        sc.shown = true;
        if sc.back_buffers.len() < 2 {
            return;
        }
        let ids: Vec<u32> = sc
            .back_buffers
            .iter()
            // SAFETY: a swap chain's back buffers are live while it is.
            .map(|&b| unsafe { (*b).gpu.id })
            .collect();
        self.frames
            .rec
            .op_with_bytes(Op::RotateBackBuffers, ids.len() as u16, 0, bytemuck::cast_slice(&ids));
    }

    /// The front buffer's texture, made on first use from the frame the
    /// swap chain last showed (after the flip, the last back buffer holds
    /// it); black before the first Present.
    fn front_buffer(&mut self, sc: &mut SwapChain) -> Result<u32, HRESULT> {
        if let Some(front) = sc.front {
            return Ok(front);
        }
        let size = (sc.pp.BackBufferWidth, sc.pp.BackBufferHeight);
        let front = self.create_gpu_surface(D3DFMT_A8R8G8B8, size, texture_usage::RENDER_TARGET, 1)?;
        if sc.shown {
            let last = *sc.back_buffers.last().expect("a swap chain has back buffers");
            // SAFETY: a swap chain's back buffers are live while it is.
            let shown = unsafe { (*last).gpu };
            self.copy_whole(shown, SurfaceRef { id: front, level: 0 }, size);
        }
        sc.front = Some(front);
        Ok(front)
    }

    /// Where the front buffer lands in GetFrontBufferData's surface: at the
    /// window's client area on the screen for a windowed swap chain (the
    /// surface stands for the desktop), at the origin in full screen.
    fn front_buffer_origin(&self, sc: &SwapChain) -> (u32, u32) {
        if sc.pp.Windowed == 0 {
            return (0, 0);
        }
        crate::window::client_origin(self.device_window(&sc.pp))
            .map_or((0, 0), |(x, y)| (x.max(0) as u32, y.max(0) as u32))
    }

    /// GetFrontBufferData: the frame swap chain `sc` last showed, as
    /// A8R8G8B8, into `dst`, a D3DPOOL_SYSTEMMEM surface of that format
    /// (D3DERR_INVALIDCALL otherwise, or while it is locked). The part that
    /// falls outside `dst` is left out; the rest of `dst` is unchanged.
    pub(crate) fn front_buffer_data(&mut self, sc: *mut SwapChain, dst: *mut IDirect3DSurface9) -> HRESULT {
        if self.foreign(&[dst.cast()]) {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the application passes a surface or null.
        let Some(d) = (unsafe { Surface::from_ptr(dst) }) else {
            return D3DERR_INVALIDCALL;
        };
        if d.desc.Pool != D3DPOOL_SYSTEMMEM
            || d.desc.Format != D3DFMT_A8R8G8B8
            || d.locked.is_some()
            || d.cpu.is_empty()
        {
            com::log_once(
                "wgd3d9::d3d9",
                "GetFrontBufferData: the surface must be an unlocked D3DFMT_A8R8G8B8 one of D3DPOOL_SYSTEMMEM",
            );
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: swap chains of this device are live while the device is,
        // and the device's lock keeps other calls off them.
        let sc = unsafe { &mut *sc };
        let front = match self.front_buffer(sc) {
            Ok(front) => front,
            Err(hr) => return hr,
        };
        let (x, y) = self.front_buffer_origin(sc);
        let (width, height) = (d.desc.Width, d.desc.Height);
        if x >= width || y >= height {
            return D3D_OK;
        }
        let w = sc.pp.BackBufferWidth.min(width - x);
        let h = sc.pp.BackBufferHeight.min(height - y);
        let offset = y as usize * d.pitch as usize + x as usize * 4;
        // SAFETY: (x, y) lies inside the surface's memory, which holds
        // `height` rows of `pitch` bytes of 4-byte pixels.
        let ptr = unsafe { d.cpu.as_mut_ptr().add(offset) };
        let src = SurfaceRef { id: front, level: 0 };
        match self.read_back(src, ptr, d.pitch, w, h, D3DFMT_A8R8G8B8) {
            Ok(()) => {
                d.mark_dirty_in(self, d.full_rect());
                D3D_OK
            }
            Err(_) => D3DERR_DEVICELOST,
        }
    }
}

/// The frames a second a Present into `target` is paced at to the
/// display's refresh (0: none; see `wgd3d9_core::pacing`): a Wayland
/// window's presenter does not wait for the display, so its refresh paces
/// the frames.
fn display_pacing_rate(target: Option<&record::PresentTarget>) -> u32 {
    let Some(t) = target.filter(|t| t.window_system == record::window_system::WAYLAND) else {
        return 0;
    };
    let refresh = crate::window::display_mode().map_or(crate::caps::REFRESH_RATE, |m| m.2);
    wgd3d9_core::pacing::display_rate(t.interval, refresh, false)
}
