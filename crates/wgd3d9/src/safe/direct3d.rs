//! [`Direct3D9`]: the adapter and device factory.

use super::com_ptr::{com_call, Com};
use super::{Device, Error, Result};
use raw_window_handle::{HasDisplayHandle, HasWindowHandle, RawDisplayHandle, RawWindowHandle};
use wgd3d9_types::*;

/// The IDirect3D9 object.
#[derive(Clone)]
pub struct Direct3D9(Com<IDirect3D9>);

/// What GetAdapterIdentifier says of an adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdapterIdentifier {
    pub driver: String,
    pub description: String,
    pub vendor_id: u32,
    pub device_id: u32,
}

/// A display mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DisplayMode {
    pub width: u32,
    pub height: u32,
    pub refresh_rate: u32,
    pub format: D3DFORMAT,
}

/// Presentation parameters: D3DPRESENT_PARAMETERS, made for the common
/// case and open to any change through [`PresentParameters::raw`].
#[derive(Clone, Copy, Debug)]
pub struct PresentParameters {
    /// The parameters CreateDevice and Reset take (the device window is set
    /// by the `create_device*` method used).
    pub raw: D3DPRESENT_PARAMETERS,
}

impl PresentParameters {
    /// A windowed swap chain of one `width` x `height` X8R8G8B8 back buffer
    /// (0x0: the window's size), D3DSWAPEFFECT_DISCARD, a D24S8 depth
    /// buffer, presented without waiting for vertical blanks.
    pub fn new(width: u32, height: u32) -> PresentParameters {
        PresentParameters {
            raw: D3DPRESENT_PARAMETERS {
                BackBufferWidth: width,
                BackBufferHeight: height,
                BackBufferFormat: D3DFMT_X8R8G8B8,
                BackBufferCount: 1,
                MultiSampleType: D3DMULTISAMPLE_NONE,
                MultiSampleQuality: 0,
                SwapEffect: D3DSWAPEFFECT_DISCARD,
                hDeviceWindow: std::ptr::null_mut(),
                Windowed: TRUE,
                EnableAutoDepthStencil: TRUE,
                AutoDepthStencilFormat: D3DFMT_D24S8,
                Flags: 0,
                FullScreen_RefreshRateInHz: 0,
                PresentationInterval: D3DPRESENT_INTERVAL_IMMEDIATE,
            },
        }
    }

    /// Presents at the display's vertical blank (D3DPRESENT_INTERVAL_ONE).
    pub fn with_vsync(mut self) -> PresentParameters {
        self.raw.PresentationInterval = D3DPRESENT_INTERVAL_ONE;
        self
    }
}

impl Direct3D9 {
    /// Direct3DCreate9: the process is readied on first use
    /// ([`crate::native::install`]); NotAvailable when no GPU is usable.
    pub fn new() -> Result<Direct3D9> {
        crate::native::install();
        let p = crate::direct3d_create9(D3D_SDK_VERSION);
        // SAFETY: Direct3DCreate9 gives a new object with one reference,
        // or null.
        unsafe { Com::from_raw(p) }
            .map(Direct3D9)
            .ok_or(Error(D3DERR_NOTAVAILABLE))
    }

    /// The IDirect3D9 pointer (the object stays owned by `self`).
    pub fn as_raw(&self) -> *mut IDirect3D9 {
        self.0.as_ptr()
    }

    /// The number of adapters.
    pub fn adapter_count(&self) -> u32 {
        com_call!(self.0, GetAdapterCount())
    }

    /// GetAdapterIdentifier of `adapter`.
    pub fn adapter_identifier(&self, adapter: u32) -> Result<AdapterIdentifier> {
        // SAFETY: plain C data, valid all zeroes.
        let mut id: D3DADAPTER_IDENTIFIER9 = unsafe { std::mem::zeroed() };
        Error::check(com_call!(self.0, GetAdapterIdentifier(adapter, 0, &mut id)))?;
        let text = |chars: &[std::ffi::c_char]| {
            let bytes: Vec<u8> = chars.iter().take_while(|&&c| c != 0).map(|&c| c as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        };
        Ok(AdapterIdentifier {
            driver: text(&id.Driver),
            description: text(&id.Description),
            vendor_id: id.VendorId,
            device_id: id.DeviceId,
        })
    }

    /// The current display mode of `adapter`.
    pub fn display_mode(&self, adapter: u32) -> Result<DisplayMode> {
        let mut m = D3DDISPLAYMODE::default();
        Error::check(com_call!(self.0, GetAdapterDisplayMode(adapter, &mut m)))?;
        Ok(DisplayMode {
            width: m.Width,
            height: m.Height,
            refresh_rate: m.RefreshRate,
            format: m.Format,
        })
    }

    /// A device without a window: its swap chain renders offscreen
    /// (hardware vertex processing).
    pub fn create_device(&self, params: &PresentParameters) -> Result<Device> {
        self.create_device_for_hwnd(std::ptr::null_mut(), params)
    }

    /// A device whose swap chain shows its frames in `window`: an X11
    /// window (Xlib's or XCB's), or a Wayland surface, whose size is the
    /// back buffer's that `params` gives (a Wayland surface has no size of
    /// its own; when the program resizes it, it calls
    /// [`crate::native::window_from_wayland`] with the new size, which
    /// answers the same handle, before Reset).
    pub fn create_device_for_window(
        &self,
        window: &(impl HasWindowHandle + HasDisplayHandle),
        params: &PresentParameters,
    ) -> Result<Device> {
        let invalid = Error(D3DERR_INVALIDCALL);
        let hwnd = match window.window_handle().map_err(|_| invalid)?.as_raw() {
            RawWindowHandle::Xlib(h) => crate::native::window_from_x11(u32::try_from(h.window).map_err(|_| invalid)?),
            RawWindowHandle::Xcb(h) => crate::native::window_from_x11(h.window.get()),
            RawWindowHandle::Wayland(h) => {
                let RawDisplayHandle::Wayland(d) = window.display_handle().map_err(|_| invalid)?.as_raw() else {
                    return Err(invalid);
                };
                let (w, h2) = (params.raw.BackBufferWidth, params.raw.BackBufferHeight);
                let hwnd = crate::native::window_from_wayland(d.display.as_ptr(), h.surface.as_ptr(), w, h2);
                if hwnd.is_null() {
                    log::warn!(target: "wgd3d9::window", "a Wayland surface needs the back buffer's size");
                    return Err(invalid);
                }
                hwnd
            }
            other => {
                log::warn!(target: "wgd3d9::window", "{other:?}: not a window wgd3d9 can show frames in");
                return Err(Error(D3DERR_NOTAVAILABLE));
            }
        };
        self.create_device_for_hwnd(hwnd, params)
    }

    /// A device whose focus and device window is `hwnd`: an `SDL_Window*`
    /// of the process's SDL, a handle of [`crate::native::window_from_x11`],
    /// or null (no window). Handles are never read through: any other
    /// value, or a window destroyed while the device lives, renders
    /// offscreen.
    // An HWND is a value wgd3d9 looks up, never a pointer it reads through.
    #[allow(clippy::not_unsafe_ptr_arg_deref)]
    pub fn create_device_for_hwnd(&self, hwnd: HWND, params: &PresentParameters) -> Result<Device> {
        let mut pp = params.raw;
        pp.hDeviceWindow = hwnd;
        let mut dev = std::ptr::null_mut();
        let flags = D3DCREATE_HARDWARE_VERTEXPROCESSING;
        Error::check(com_call!(
            self.0,
            CreateDevice(D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, hwnd, flags, &mut pp, &mut dev)
        ))?;
        // SAFETY: CreateDevice succeeded: `dev` holds one reference.
        unsafe { Com::from_raw(dev) }
            .map(Device::from_com)
            .ok_or(Error(D3DERR_INVALIDCALL))
    }
}
