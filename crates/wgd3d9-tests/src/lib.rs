//! Test harness: the D3D9 C ABI as a C program sees it (function pointers in
//! vtables), plus helpers to create headless devices and read back pixels.
//!
//! Everything goes through `Direct3DCreate9` and vtable slots; nothing here
//! touches wgd3d9's Rust internals.

#![allow(clippy::missing_safety_doc)]

pub use d3d9::Direct3DCreate9;
use std::ffi::c_void;
pub use wgd3d9_types::*;

/// Calls a COM method through the object's vtable, as C does:
/// `vcall!(obj, Method, args...)`.
#[macro_export]
macro_rules! vcall {
    ($obj:expr, $method:ident $(, $arg:expr)* $(,)?) => {{
        let o = $obj;
        #[allow(unused_unsafe)]
        unsafe { ((*(*o).lpVtbl).$method)(o $(, $arg)*) }
    }};
}

/// Releases a COM object and returns the remaining count.
#[macro_export]
macro_rules! release {
    ($obj:expr) => {
        $crate::vcall!($obj, Release)
    };
}

/// Default presentation parameters of a headless windowed device.
pub fn present_params(w: u32, h: u32) -> D3DPRESENT_PARAMETERS {
    D3DPRESENT_PARAMETERS {
        BackBufferWidth: w,
        BackBufferHeight: h,
        BackBufferFormat: D3DFMT_X8R8G8B8,
        BackBufferCount: 1,
        MultiSampleType: D3DMULTISAMPLE_NONE,
        MultiSampleQuality: 0,
        SwapEffect: D3DSWAPEFFECT_DISCARD,
        hDeviceWindow: std::ptr::null_mut(),
        Windowed: 1,
        EnableAutoDepthStencil: 1,
        AutoDepthStencilFormat: D3DFMT_D24S8,
        Flags: 0,
        FullScreen_RefreshRateInHz: 0,
        PresentationInterval: D3DPRESENT_INTERVAL_IMMEDIATE,
    }
}

/// The IDirect3D9 object; panics when no adapter is usable.
pub fn d3d() -> *mut IDirect3D9 {
    let d = Direct3DCreate9(D3D_SDK_VERSION);
    assert!(!d.is_null(), "Direct3DCreate9 returned null: no usable GPU adapter");
    d
}

/// A headless device and its IDirect3D9, released on drop (the drop checks
/// that nothing leaked a reference).
pub struct TestDevice {
    pub d3d: *mut IDirect3D9,
    pub dev: *mut IDirect3DDevice9,
    pub width: u32,
    pub height: u32,
}

impl TestDevice {
    /// A 64x64 X8R8G8B8 device with a D24S8 depth buffer.
    pub fn new() -> TestDevice {
        Self::with_params(present_params(64, 64))
    }

    pub fn sized(w: u32, h: u32) -> TestDevice {
        Self::with_params(present_params(w, h))
    }

    pub fn with_params(mut pp: D3DPRESENT_PARAMETERS) -> TestDevice {
        let d3d = d3d();
        let mut dev = std::ptr::null_mut();
        let hr = vcall!(
            d3d,
            CreateDevice,
            D3DADAPTER_DEFAULT,
            D3DDEVTYPE_HAL,
            std::ptr::null_mut(),
            D3DCREATE_HARDWARE_VERTEXPROCESSING,
            &mut pp,
            &mut dev
        );
        assert_eq!(hr, D3D_OK, "CreateDevice failed: {hr:#x}");
        let t = TestDevice {
            d3d,
            dev,
            width: pp.BackBufferWidth,
            height: pp.BackBufferHeight,
        };
        // Most pixel tests draw coloured, unlit geometry.
        t.rs(D3DRS_LIGHTING, 0);
        t
    }

    pub fn rs(&self, state: u32, value: u32) {
        assert_eq!(vcall!(self.dev, SetRenderState, state, value), D3D_OK);
    }

    pub fn tss(&self, stage: u32, ty: u32, value: u32) {
        assert_eq!(vcall!(self.dev, SetTextureStageState, stage, ty, value), D3D_OK);
    }

    pub fn samp(&self, sampler: u32, ty: u32, value: u32) {
        assert_eq!(vcall!(self.dev, SetSamplerState, sampler, ty, value), D3D_OK);
    }

    pub fn clear(&self, color: u32) {
        let hr = vcall!(self.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL, color, 1.0, 0);
        assert_eq!(hr, D3D_OK);
    }

    pub fn fvf(&self, fvf: u32) {
        assert_eq!(vcall!(self.dev, SetFVF, fvf), D3D_OK);
    }

    /// Draws user-pointer vertices.
    pub fn draw_up<V>(&self, prim: u32, count: u32, verts: &[V]) {
        let hr = vcall!(self.dev, DrawPrimitiveUP, prim, count, verts.as_ptr() as *const c_void, std::mem::size_of::<V>() as u32);
        assert_eq!(hr, D3D_OK, "DrawPrimitiveUP failed");
    }

    pub fn begin(&self) {
        assert_eq!(vcall!(self.dev, BeginScene), D3D_OK);
    }
    pub fn end(&self) {
        assert_eq!(vcall!(self.dev, EndScene), D3D_OK);
    }

    pub fn present(&self) {
        let hr = vcall!(self.dev, Present, std::ptr::null(), std::ptr::null(), std::ptr::null_mut(), std::ptr::null());
        assert_eq!(hr, D3D_OK);
    }

    /// The current render target 0, read back through GetRenderTargetData.
    pub fn read_rt(&self) -> Image {
        let mut rt = std::ptr::null_mut();
        assert_eq!(vcall!(self.dev, GetRenderTarget, 0, &mut rt), D3D_OK);
        let img = read_surface(self.dev, rt);
        release!(rt);
        img
    }
}

impl Default for TestDevice {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for TestDevice {
    fn drop(&mut self) {
        let left = release!(self.dev);
        let d3d_left = release!(self.d3d);
        if !std::thread::panicking() {
            assert_eq!(left, 0, "the device still has references at the end of the test");
            assert_eq!(d3d_left, 0, "IDirect3D9 still has references at the end of the test");
        }
    }
}

/// Read-back pixels in D3DCOLOR (A8R8G8B8) form.
#[derive(Clone, Debug)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u32>,
}

impl Image {
    pub fn at(&self, x: u32, y: u32) -> u32 {
        self.pixels[(y * self.width + x) as usize]
    }

    /// Writes the image as a binary PPM (for looking at a failure).
    pub fn save_ppm(&self, path: &std::path::Path) -> std::io::Result<()> {
        let mut out = format!("P6\n{} {}\n255\n", self.width, self.height).into_bytes();
        for p in &self.pixels {
            out.extend_from_slice(&[(p >> 16) as u8, (p >> 8) as u8, *p as u8]);
        }
        std::fs::write(path, out)
    }
}

/// Reads a render target through GetRenderTargetData into a new system-memory
/// surface.
pub fn read_surface(dev: *mut IDirect3DDevice9, rt: *mut IDirect3DSurface9) -> Image {
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(rt, GetDesc, &mut desc), D3D_OK);
    let mut sys = std::ptr::null_mut();
    let hr = vcall!(dev, CreateOffscreenPlainSurface, desc.Width, desc.Height, desc.Format, D3DPOOL_SYSTEMMEM, &mut sys, std::ptr::null_mut());
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(dev, GetRenderTargetData, rt, sys), D3D_OK);
    let img = lock_pixels(sys, desc.Width, desc.Height);
    release!(sys);
    img
}

/// Copies a locked 32-bit surface into an image.
pub fn lock_pixels(s: *mut IDirect3DSurface9, w: u32, h: u32) -> Image {
    let mut lr = D3DLOCKED_RECT {
        Pitch: 0,
        pBits: std::ptr::null_mut(),
    };
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), D3DLOCK_READONLY), D3D_OK);
    let mut pixels = Vec::with_capacity((w * h) as usize);
    for y in 0..h {
        // SAFETY: the lock covers `h` rows of `Pitch` bytes.
        let row = unsafe { std::slice::from_raw_parts((lr.pBits as *const u8).add((y as i32 * lr.Pitch) as usize) as *const u32, w as usize) };
        pixels.extend_from_slice(row);
    }
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    Image { width: w, height: h, pixels }
}

/// Per-channel distance of two D3DCOLORs; `rgb_only` ignores alpha.
pub fn color_distance(a: u32, b: u32, rgb_only: bool) -> u32 {
    let shifts: &[u32] = if rgb_only { &[0, 8, 16] } else { &[0, 8, 16, 24] };
    shifts
        .iter()
        .map(|s| ((a >> s) & 0xFF).abs_diff((b >> s) & 0xFF))
        .max()
        .unwrap_or(0)
}

/// Asserts a pixel's RGB equals `expected` within `tol` per channel.
#[track_caller]
pub fn assert_rgb(img: &Image, x: u32, y: u32, expected: u32, tol: u32) {
    let got = img.at(x, y);
    assert!(
        color_distance(got, expected, true) <= tol,
        "pixel ({x}, {y}) is {got:08x}, expected {expected:08x} (rgb tolerance {tol})"
    );
}

/// Asserts a pixel's ARGB equals `expected` within `tol` per channel.
#[track_caller]
pub fn assert_argb(img: &Image, x: u32, y: u32, expected: u32, tol: u32) {
    let got = img.at(x, y);
    assert!(
        color_distance(got, expected, false) <= tol,
        "pixel ({x}, {y}) is {got:08x}, expected {expected:08x} (argb tolerance {tol})"
    );
}

/// A pre-transformed, coloured vertex (D3DFVF_XYZRHW | D3DFVF_DIFFUSE).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct TlVertex {
    pub x: f32,
    pub y: f32,
    pub z: f32,
    pub rhw: f32,
    pub color: u32,
}
pub const TL_FVF: u32 = D3DFVF_XYZRHW | D3DFVF_DIFFUSE;

/// A pre-transformed, coloured, textured vertex.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct TlTexVertex {
    pub x: f32,
    pub y: f32,
    pub z: f32,
    pub rhw: f32,
    pub color: u32,
    pub u: f32,
    pub v: f32,
}
pub const TL_TEX_FVF: u32 = D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_TEX1;

/// An untransformed, coloured vertex (D3DFVF_XYZ | D3DFVF_DIFFUSE).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct Vertex {
    pub x: f32,
    pub y: f32,
    pub z: f32,
    pub color: u32,
}
pub const XYZ_FVF: u32 = D3DFVF_XYZ | D3DFVF_DIFFUSE;

/// Two triangles (a strip of four vertices) covering pixels x0..x1, y0..y1 with
/// pre-transformed coordinates (pixel centres at integers, as D3D9 defines).
pub fn quad(x0: f32, y0: f32, x1: f32, y1: f32, z: f32, color: u32) -> [TlVertex; 4] {
    let v = |x, y| TlVertex { x, y, z, rhw: 1.0, color };
    [v(x0 - 0.5, y0 - 0.5), v(x1 - 0.5, y0 - 0.5), v(x0 - 0.5, y1 - 0.5), v(x1 - 0.5, y1 - 0.5)]
}

/// A full-viewport quad in clip space (x, y in -1..1) with untransformed vertices.
pub fn clip_quad(z: f32, color: u32) -> [Vertex; 4] {
    let v = |x, y| Vertex { x, y, z, color };
    [v(-1.0, 1.0), v(1.0, 1.0), v(-1.0, -1.0), v(1.0, -1.0)]
}

/// Creates a managed A8R8G8B8 (or other 32-bit format) texture and fills level 0
/// with `pixel(x, y)`.
pub fn texture_from_fn(dev: *mut IDirect3DDevice9, w: u32, h: u32, format: u32, pixel: impl Fn(u32, u32) -> u32) -> *mut IDirect3DTexture9 {
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(dev, CreateTexture, w, h, 1, 0, format, D3DPOOL_MANAGED, &mut tex, std::ptr::null_mut());
    assert_eq!(hr, D3D_OK);
    let mut lr = D3DLOCKED_RECT {
        Pitch: 0,
        pBits: std::ptr::null_mut(),
    };
    assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
    for y in 0..h {
        for x in 0..w {
            // SAFETY: inside the locked level.
            unsafe {
                *((lr.pBits as *mut u8).add((y as i32 * lr.Pitch) as usize) as *mut u32).add(x as usize) = pixel(x, y);
            }
        }
    }
    assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
    tex
}

/// The reference count of an object (AddRef then Release).
pub fn refcount<T>(obj: *mut T) -> u32 {
    let unk = obj as *mut IUnknown;
    vcall!(unk, AddRef);
    vcall!(unk, Release)
}

/// An identity matrix.
pub fn identity() -> D3DMATRIX {
    D3DMATRIX::IDENTITY
}
