//! Test harness: the D3D9 C ABI as a C program sees it (function pointers in
//! vtables), plus helpers to create headless devices and read back pixels.
//!
//! Everything goes through `Direct3DCreate9` and vtable slots; nothing here
//! touches wgd3d9's Rust internals.

#![allow(clippy::missing_safety_doc)]
// The harness hands raw COM pointers around exactly as C does; the vtable
// calls dereference them by design.
#![allow(clippy::not_unsafe_ptr_arg_deref, clippy::macro_metavars_in_unsafe)]

pub use d3d9::{Direct3DCreate9, Direct3DCreate9Ex};
use std::ffi::c_void;
pub use wgd3d9_types::*;

/// Calls a COM method through the object's vtable, as C does:
/// `vcall!(obj, Method, args...)`.
#[macro_export]
macro_rules! vcall {
    ($obj:expr, $method:ident $(, $arg:expr)* $(,)?) => {{
        let o = $obj;
        #[allow(unused_unsafe)]
        // SAFETY: as in C, every caller passes a live COM object and arguments
        // its method's contract accepts (test code).
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

/// Serialises tests that read or change the adapter's display mode (a
/// full-screen device owns it while it lives, process-wide).
pub fn display_mode_lock() -> std::sync::MutexGuard<'static, ()> {
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    LOCK.lock().unwrap_or_else(|e| e.into_inner())
}

/// Default presentation parameters of a headless windowed device. The swap
/// effect is COPY: tests read the back buffer after Present, whose contents
/// D3D9 keeps only under COPY (under DISCARD a draw whose pipeline is still
/// building may be left out of the frame; see `docs/shader-builds.md`).
pub fn present_params(w: u32, h: u32) -> D3DPRESENT_PARAMETERS {
    D3DPRESENT_PARAMETERS {
        BackBufferWidth: w,
        BackBufferHeight: h,
        BackBufferFormat: D3DFMT_X8R8G8B8,
        BackBufferCount: 1,
        MultiSampleType: D3DMULTISAMPLE_NONE,
        MultiSampleQuality: 0,
        SwapEffect: D3DSWAPEFFECT_COPY,
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

/// CheckDeviceFormat on the default HAL adapter with an X8R8G8B8 display.
pub fn check_format(d3d: *mut IDirect3D9, usage: u32, rtype: u32, format: u32) -> HRESULT {
    vcall!(
        d3d,
        CheckDeviceFormat,
        D3DADAPTER_DEFAULT,
        D3DDEVTYPE_HAL,
        D3DFMT_X8R8G8B8,
        usage,
        rtype,
        format
    )
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

    pub fn with_params(pp: D3DPRESENT_PARAMETERS) -> TestDevice {
        Self::with_params_and_flags(pp, D3DCREATE_HARDWARE_VERTEXPROCESSING)
    }

    /// A 64x64 device (as [`TestDevice::new`]) of these vertex processing
    /// creation flags (SOFTWARE, MIXED or HARDWARE).
    pub fn with_vertex_processing(flags: u32) -> TestDevice {
        Self::with_params_and_flags(present_params(64, 64), flags)
    }

    fn with_params_and_flags(mut pp: D3DPRESENT_PARAMETERS, flags: u32) -> TestDevice {
        let d3d = d3d();
        let mut dev = std::ptr::null_mut();
        let hr = vcall!(
            d3d,
            CreateDevice,
            D3DADAPTER_DEFAULT,
            D3DDEVTYPE_HAL,
            std::ptr::null_mut(),
            flags,
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
        self.clear_all(color, 1.0, 0);
    }

    /// Clears the colour, the depth and the stencil to the values given.
    pub fn clear_all(&self, color: u32, z: f32, stencil: u32) {
        let hr = vcall!(
            self.dev,
            Clear,
            0,
            std::ptr::null(),
            D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER | D3DCLEAR_STENCIL,
            color,
            z,
            stencil
        );
        assert_eq!(hr, D3D_OK);
    }

    /// Clears the colour and the depth (not the stencil).
    pub fn clear_color_depth(&self, color: u32, z: f32) {
        let hr = vcall!(
            self.dev,
            Clear,
            0,
            std::ptr::null(),
            D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER,
            color,
            z,
            0
        );
        assert_eq!(hr, D3D_OK);
    }

    pub fn fvf(&self, fvf: u32) {
        assert_eq!(vcall!(self.dev, SetFVF, fvf), D3D_OK);
    }

    /// Draws user-pointer vertices.
    pub fn draw_up<V>(&self, prim: u32, count: u32, verts: &[V]) {
        let hr = vcall!(
            self.dev,
            DrawPrimitiveUP,
            prim,
            count,
            verts.as_ptr() as *const c_void,
            std::mem::size_of::<V>() as u32
        );
        assert_eq!(hr, D3D_OK, "DrawPrimitiveUP failed");
    }

    pub fn begin(&self) {
        assert_eq!(vcall!(self.dev, BeginScene), D3D_OK);
    }
    pub fn end(&self) {
        assert_eq!(vcall!(self.dev, EndScene), D3D_OK);
    }

    pub fn present(&self) {
        assert_eq!(present_device(self.dev), D3D_OK);
    }

    /// Makes the swap chain's back buffer render target 0 again (after a
    /// test drew into a surface of its own).
    pub fn restore_back_buffer(&self) {
        let mut bb = std::ptr::null_mut();
        assert_eq!(
            vcall!(self.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
            D3D_OK
        );
        assert_eq!(vcall!(self.dev, SetRenderTarget, 0, bb), D3D_OK);
        release!(bb);
    }

    /// `src` (a multisampled surface, say) resolved by StretchRect into a
    /// single-sample X8R8G8B8 render target of its size, read back.
    pub fn read_resolved(&self, src: *mut IDirect3DSurface9) -> Image {
        let mut desc = D3DSURFACE_DESC::default();
        assert_eq!(vcall!(src, GetDesc, &mut desc), D3D_OK);
        let dst = self.create_rt(desc.Width, desc.Height, D3DFMT_X8R8G8B8, false);
        let hr = vcall!(
            self.dev,
            StretchRect,
            src,
            std::ptr::null(),
            dst,
            std::ptr::null(),
            D3DTEXF_NONE
        );
        assert_eq!(hr, D3D_OK);
        let img = read_surface(self.dev, dst);
        release!(dst);
        img
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
    let hr = vcall!(
        dev,
        CreateOffscreenPlainSurface,
        desc.Width,
        desc.Height,
        desc.Format,
        D3DPOOL_SYSTEMMEM,
        &mut sys,
        std::ptr::null_mut()
    );
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
        let row = unsafe {
            std::slice::from_raw_parts(
                (lr.pBits as *const u8).add((y as i32 * lr.Pitch) as usize) as *const u32,
                w as usize,
            )
        };
        pixels.extend_from_slice(row);
    }
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    Image {
        width: w,
        height: h,
        pixels,
    }
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
    let v = |x, y| TlVertex {
        x,
        y,
        z,
        rhw: 1.0,
        color,
    };
    [
        v(x0 - 0.5, y0 - 0.5),
        v(x1 - 0.5, y0 - 0.5),
        v(x0 - 0.5, y1 - 0.5),
        v(x1 - 0.5, y1 - 0.5),
    ]
}

/// A full-viewport quad in clip space (x, y in -1..1) with untransformed vertices.
pub fn clip_quad(z: f32, color: u32) -> [Vertex; 4] {
    let v = |x, y| Vertex { x, y, z, color };
    [v(-1.0, 1.0), v(1.0, 1.0), v(-1.0, -1.0), v(1.0, -1.0)]
}

/// Creates a managed A8R8G8B8 (or other 32-bit format) texture and fills level 0
/// with `pixel(x, y)`.
pub fn texture_from_fn(
    dev: *mut IDirect3DDevice9,
    w: u32,
    h: u32,
    format: u32,
    pixel: impl Fn(u32, u32) -> u32,
) -> *mut IDirect3DTexture9 {
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        dev,
        CreateTexture,
        w,
        h,
        1,
        0,
        format,
        D3DPOOL_MANAGED,
        &mut tex,
        std::ptr::null_mut()
    );
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

// ---------------------------------------------------------------------------
// Helpers shared by the conformance tests.
// ---------------------------------------------------------------------------

/// The bits of an f32, as render states that hold floats take them.
pub fn f2dw(f: f32) -> u32 {
    f.to_bits()
}

/// Builds a D3DCOLOR from its four channels.
pub fn argb(a: u32, r: u32, g: u32, b: u32) -> u32 {
    (a << 24) | (r << 16) | (g << 8) | b
}

/// Channel `i` of a D3DCOLOR: 0 = blue, 1 = green, 2 = red, 3 = alpha.
pub fn chan(c: u32, i: u32) -> u32 {
    (c >> (8 * i)) & 0xFF
}

/// Applies `f` to each channel of two colours as values in [0, 1], clamps the
/// result to [0, 1] and rounds it back to 8 bits (how an 8-bit target stores it).
pub fn per_channel(a: u32, b: u32, f: impl Fn(f32, f32) -> f32) -> u32 {
    (0..4).fold(0, |acc, i| {
        let x = chan(a, i) as f32 / 255.0;
        let y = chan(b, i) as f32 / 255.0;
        let v = (f(x, y).clamp(0.0, 1.0) * 255.0).round() as u32;
        acc | (v << (8 * i))
    })
}

/// Per-channel product of two colours (D3DTOP_MODULATE).
pub fn modulate(a: u32, b: u32) -> u32 {
    per_channel(a, b, |x, y| x * y)
}

/// Asserts every pixel of the rectangle x0..x1, y0..y1 has RGB `expected`
/// within `tol` per channel.
#[track_caller]
pub fn assert_rect_rgb(img: &Image, x0: u32, y0: u32, x1: u32, y1: u32, expected: u32, tol: u32) {
    for y in y0..y1 {
        for x in x0..x1 {
            let got = img.at(x, y);
            assert!(
                color_distance(got, expected, true) <= tol,
                "pixel ({x}, {y}) is {got:08x}, expected {expected:08x} (rgb tolerance {tol}) in rect ({x0}, {y0})-({x1}, {y1})"
            );
        }
    }
}

/// A pre-transformed quad with texture coordinates (u0, v0) at the top-left
/// and (u1, v1) at the bottom-right, covering pixels x0..x1, y0..y1.
#[allow(clippy::too_many_arguments)]
pub fn tex_quad(
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
    color: u32,
    u0: f32,
    v0: f32,
    u1: f32,
    v1: f32,
) -> [TlTexVertex; 4] {
    let v = |x: f32, y: f32, u, v| TlTexVertex {
        x: x - 0.5,
        y: y - 0.5,
        z: 0.5,
        rhw: 1.0,
        color,
        u,
        v,
    };
    [
        v(x0, y0, u0, v0),
        v(x1, y0, u1, v0),
        v(x0, y1, u0, v1),
        v(x1, y1, u1, v1),
    ]
}

/// A pre-transformed vertex with diffuse and specular colours.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct TlSpecVertex {
    pub x: f32,
    pub y: f32,
    pub z: f32,
    pub rhw: f32,
    pub diffuse: u32,
    pub specular: u32,
}
pub const TL_SPEC_FVF: u32 = D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_SPECULAR;

/// One vertex-declaration element (method DEFAULT).
pub fn ve(stream: u16, offset: u16, ty: u32, usage: u32, usage_index: u8) -> D3DVERTEXELEMENT9 {
    D3DVERTEXELEMENT9 {
        Stream: stream,
        Offset: offset,
        Type: ty as u8,
        Method: D3DDECLMETHOD_DEFAULT as u8,
        Usage: usage as u8,
        UsageIndex: usage_index,
    }
}

/// Row-vector matrices (v' = v * M), as D3D9 uses them.
pub fn mat_scale(x: f32, y: f32, z: f32) -> D3DMATRIX {
    let mut m = D3DMATRIX::IDENTITY;
    m.m[0][0] = x;
    m.m[1][1] = y;
    m.m[2][2] = z;
    m
}

pub fn mat_translate(x: f32, y: f32, z: f32) -> D3DMATRIX {
    let mut m = D3DMATRIX::IDENTITY;
    m.m[3][0] = x;
    m.m[3][1] = y;
    m.m[3][2] = z;
    m
}

/// `a * b`.
pub fn mat_mul(a: &D3DMATRIX, b: &D3DMATRIX) -> D3DMATRIX {
    let mut r = D3DMATRIX::default();
    for i in 0..4 {
        for j in 0..4 {
            r.m[i][j] = (0..4).map(|k| a.m[i][k] * b.m[k][j]).sum();
        }
    }
    r
}

/// Creates a texture (any pool/usage), asserting success.
pub fn create_texture(
    dev: *mut IDirect3DDevice9,
    w: u32,
    h: u32,
    levels: u32,
    usage: u32,
    format: u32,
    pool: u32,
) -> *mut IDirect3DTexture9 {
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        dev,
        CreateTexture,
        w,
        h,
        levels,
        usage,
        format,
        pool,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(
        hr, D3D_OK,
        "CreateTexture({w}x{h}, levels {levels}, usage {usage:#x}, format {format:#x}, pool {pool}) failed: {hr:#x}"
    );
    tex
}

/// Locks `level` of `tex` and calls `write(row, y)` for every row with the
/// row's bytes (`row_bytes` long).
pub fn fill_level(
    tex: *mut IDirect3DTexture9,
    level: u32,
    row_bytes: usize,
    rows: u32,
    mut write: impl FnMut(&mut [u8], u32),
) {
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(tex, LockRect, level, &mut lr, std::ptr::null(), 0), D3D_OK);
    for y in 0..rows {
        // SAFETY: the lock covers `rows` rows of `Pitch` bytes, each at least
        // `row_bytes` long.
        let row = unsafe {
            std::slice::from_raw_parts_mut((lr.pBits as *mut u8).add((y as i32 * lr.Pitch) as usize), row_bytes)
        };
        write(row, y);
    }
    assert_eq!(vcall!(tex, UnlockRect, level), D3D_OK);
}

/// Fills `level` of a 32-bit texture with `pixel(x, y)`.
pub fn fill_level32(tex: *mut IDirect3DTexture9, level: u32, pixel: impl Fn(u32, u32) -> u32) {
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(tex, GetLevelDesc, level, &mut desc), D3D_OK);
    fill_level(tex, level, desc.Width as usize * 4, desc.Height, |row, y| {
        for x in 0..desc.Width {
            row[x as usize * 4..x as usize * 4 + 4].copy_from_slice(&pixel(x, y).to_le_bytes());
        }
    });
}

/// Fills `level` of a 16-bit texture with `pixel(x, y)`.
pub fn fill_level16(tex: *mut IDirect3DTexture9, level: u32, pixel: impl Fn(u32, u32) -> u16) {
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(tex, GetLevelDesc, level, &mut desc), D3D_OK);
    fill_level(tex, level, desc.Width as usize * 2, desc.Height, |row, y| {
        for x in 0..desc.Width {
            row[x as usize * 2..x as usize * 2 + 2].copy_from_slice(&pixel(x, y).to_le_bytes());
        }
    });
}

/// Fills `level` of an 8-bit texture with `pixel(x, y)`.
pub fn fill_level8(tex: *mut IDirect3DTexture9, level: u32, pixel: impl Fn(u32, u32) -> u8) {
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(tex, GetLevelDesc, level, &mut desc), D3D_OK);
    fill_level(tex, level, desc.Width as usize, desc.Height, |row, y| {
        for x in 0..desc.Width {
            row[x as usize] = pixel(x, y);
        }
    });
}

/// A managed texture of one colour (any 32-bit format).
pub fn solid_texture(dev: *mut IDirect3DDevice9, format: u32, color: u32) -> *mut IDirect3DTexture9 {
    texture_from_fn(dev, 4, 4, format, |_, _| color)
}

/// CreateOffscreenPlainSurface: its result and the surface (null on failure,
/// which is also checked).
pub fn try_create_plain(
    dev: *mut IDirect3DDevice9,
    w: u32,
    h: u32,
    format: u32,
    pool: u32,
) -> (HRESULT, *mut IDirect3DSurface9) {
    let mut s = std::ptr::dangling_mut();
    let hr = vcall!(
        dev,
        CreateOffscreenPlainSurface,
        w,
        h,
        format,
        pool,
        &mut s,
        std::ptr::null_mut()
    );
    assert_eq!(
        hr == D3D_OK,
        !s.is_null(),
        "a failed creation returns null and only then"
    );
    (hr, s)
}

/// Tries to create a device with the given parameters and flags.
/// IDirect3DDevice9::Present of the whole back buffer into the device
/// window; its result.
pub fn present_device(dev: *mut IDirect3DDevice9) -> HRESULT {
    vcall!(
        dev,
        Present,
        std::ptr::null(),
        std::ptr::null(),
        std::ptr::null_mut(),
        std::ptr::null()
    )
}

/// A raw COM pointer handed to another thread (for D3DCREATE_MULTITHREADED
/// devices and their objects).
pub struct SendPtr<T>(pub *mut T);
impl<T> Clone for SendPtr<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for SendPtr<T> {}
// SAFETY: D3DCREATE_MULTITHREADED makes the device's entry points thread-safe.
unsafe impl<T> Send for SendPtr<T> {}

impl TestDevice {
    /// A `w` x `h` device created with D3DCREATE_MULTITHREADED.
    pub fn multithreaded(w: u32, h: u32) -> TestDevice {
        let d3d = d3d();
        let mut pp = present_params(w, h);
        let (hr, dev) = try_create_device(
            d3d,
            D3DDEVTYPE_HAL,
            D3DCREATE_HARDWARE_VERTEXPROCESSING | D3DCREATE_MULTITHREADED,
            &mut pp,
        );
        assert_eq!(hr, D3D_OK);
        let t = TestDevice {
            d3d,
            dev,
            width: w,
            height: h,
        };
        t.rs(D3DRS_LIGHTING, 0);
        t
    }
}

pub fn try_create_device(
    d3d: *mut IDirect3D9,
    ty: u32,
    flags: u32,
    pp: *mut D3DPRESENT_PARAMETERS,
) -> (HRESULT, *mut IDirect3DDevice9) {
    let mut dev = std::ptr::null_mut();
    let hr = vcall!(
        d3d,
        CreateDevice,
        D3DADAPTER_DEFAULT,
        ty,
        std::ptr::null_mut(),
        flags,
        pp,
        &mut dev
    );
    (hr, dev)
}

impl TestDevice {
    /// Draws a quad over the top-left 64x64 pixels whose depth runs from 0
    /// at the left edge to 1 at the right (pixel x holds (x + 0.5) / 64),
    /// with D3DCMP_ALWAYS (left set) and black colour.
    pub fn draw_depth_ramp(&self) {
        let v = |x: f32, y: f32, z: f32| TlVertex {
            x,
            y,
            z,
            rhw: 1.0,
            color: 0xFF000000,
        };
        self.fvf(TL_FVF);
        self.rs(D3DRS_ZFUNC, D3DCMP_ALWAYS);
        self.begin();
        let ramp = [
            v(-0.5, -0.5, 0.0),
            v(63.5, -0.5, 1.0),
            v(-0.5, 63.5, 0.0),
            v(63.5, 63.5, 1.0),
        ];
        self.draw_up(D3DPT_TRIANGLESTRIP, 2, &ramp);
        self.end();
    }

    /// Draws a pre-transformed quad of one colour covering pixels x0..x1,
    /// y0..y1 at depth `z` (sets the FVF).
    pub fn draw_rect_z(&self, x0: u32, y0: u32, x1: u32, y1: u32, z: f32, color: u32) {
        self.fvf(TL_FVF);
        self.draw_up(
            D3DPT_TRIANGLESTRIP,
            2,
            &quad(x0 as f32, y0 as f32, x1 as f32, y1 as f32, z, color),
        );
    }

    /// [`TestDevice::draw_rect_z`] at depth 0.5.
    pub fn draw_rect(&self, x0: u32, y0: u32, x1: u32, y1: u32, color: u32) {
        self.draw_rect_z(x0, y0, x1, y1, 0.5, color);
    }

    /// Draws a pre-transformed quad covering the whole target.
    pub fn draw_full(&self, color: u32) {
        self.draw_rect(0, 0, self.width, self.height, color);
    }

    /// Draws a textured pre-transformed quad (texture coordinates 0..1).
    pub fn draw_tex_rect(&self, x0: u32, y0: u32, x1: u32, y1: u32, color: u32) {
        self.fvf(TL_TEX_FVF);
        self.draw_up(
            D3DPT_TRIANGLESTRIP,
            2,
            &tex_quad(x0 as f32, y0 as f32, x1 as f32, y1 as f32, color, 0.0, 0.0, 1.0, 1.0),
        );
    }

    pub fn set_texture(&self, stage: u32, tex: *mut IDirect3DTexture9) {
        assert_eq!(
            vcall!(self.dev, SetTexture, stage, tex as *mut IDirect3DBaseTexture9),
            D3D_OK
        );
    }

    pub fn get_rs(&self, state: u32) -> u32 {
        let mut v = 0;
        assert_eq!(vcall!(self.dev, GetRenderState, state, &mut v), D3D_OK);
        v
    }

    pub fn set_transform(&self, t: u32, m: &D3DMATRIX) {
        assert_eq!(vcall!(self.dev, SetTransform, t, m), D3D_OK);
    }

    pub fn set_viewport(&self, x: u32, y: u32, w: u32, h: u32, min_z: f32, max_z: f32) {
        let vp = D3DVIEWPORT9 {
            X: x,
            Y: y,
            Width: w,
            Height: h,
            MinZ: min_z,
            MaxZ: max_z,
        };
        assert_eq!(vcall!(self.dev, SetViewport, &vp), D3D_OK);
    }

    pub fn set_scissor(&self, left: i32, top: i32, right: i32, bottom: i32) {
        let r = RECT {
            left,
            top,
            right,
            bottom,
        };
        assert_eq!(vcall!(self.dev, SetScissorRect, &r), D3D_OK);
    }

    /// Creates a render target surface.
    pub fn create_rt(&self, w: u32, h: u32, format: u32, lockable: bool) -> *mut IDirect3DSurface9 {
        let mut s = std::ptr::null_mut();
        let hr = vcall!(
            self.dev,
            CreateRenderTarget,
            w,
            h,
            format,
            D3DMULTISAMPLE_NONE,
            0,
            lockable as BOOL,
            &mut s,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK, "CreateRenderTarget failed: {hr:#x}");
        s
    }

    /// Creates an A8R8G8B8 render target of the device's size and binds it as
    /// target 0; returns it (the caller releases it).
    pub fn bind_argb_target(&self) -> *mut IDirect3DSurface9 {
        let rt = self.create_rt(self.width, self.height, D3DFMT_A8R8G8B8, false);
        assert_eq!(vcall!(self.dev, SetRenderTarget, 0, rt), D3D_OK);
        rt
    }

    /// Creates a depth-stencil surface of the device's size.
    pub fn create_ds(&self, format: u32) -> *mut IDirect3DSurface9 {
        let mut s = std::ptr::null_mut();
        let hr = vcall!(
            self.dev,
            CreateDepthStencilSurface,
            self.width,
            self.height,
            format,
            D3DMULTISAMPLE_NONE,
            0,
            0,
            &mut s,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK, "CreateDepthStencilSurface({format:#x}) failed: {hr:#x}");
        s
    }

    /// Creates a managed vertex buffer holding `data`.
    pub fn vertex_buffer<V: Copy>(&self, data: &[V]) -> *mut IDirect3DVertexBuffer9 {
        self.vertex_buffer_with(data, 0, D3DPOOL_MANAGED)
    }

    pub fn vertex_buffer_with<V: Copy>(&self, data: &[V], usage: u32, pool: u32) -> *mut IDirect3DVertexBuffer9 {
        let bytes = std::mem::size_of_val(data) as u32;
        let mut vb = std::ptr::null_mut();
        let hr = vcall!(
            self.dev,
            CreateVertexBuffer,
            bytes,
            usage,
            0,
            pool,
            &mut vb,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK, "CreateVertexBuffer failed: {hr:#x}");
        write_buffer(vb, 0, data, 0);
        vb
    }

    /// Creates a managed 16-bit index buffer holding `indices`.
    pub fn index_buffer16(&self, indices: &[u16]) -> *mut IDirect3DIndexBuffer9 {
        self.index_buffer_bytes(bytemuck_u16(indices), D3DFMT_INDEX16)
    }

    /// Creates a managed 32-bit index buffer holding `indices`.
    pub fn index_buffer32(&self, indices: &[u32]) -> *mut IDirect3DIndexBuffer9 {
        let bytes: Vec<u8> = indices.iter().flat_map(|i| i.to_le_bytes()).collect();
        self.index_buffer_bytes(bytes, D3DFMT_INDEX32)
    }

    fn index_buffer_bytes(&self, bytes: Vec<u8>, format: u32) -> *mut IDirect3DIndexBuffer9 {
        let mut ib = std::ptr::null_mut();
        let hr = vcall!(
            self.dev,
            CreateIndexBuffer,
            bytes.len() as u32,
            0,
            format,
            D3DPOOL_MANAGED,
            &mut ib,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK, "CreateIndexBuffer failed: {hr:#x}");
        let mut p = std::ptr::null_mut();
        assert_eq!(vcall!(ib, Lock, 0, 0, &mut p, 0), D3D_OK);
        // SAFETY: the lock covers the whole buffer.
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), p as *mut u8, bytes.len()) };
        assert_eq!(vcall!(ib, Unlock), D3D_OK);
        ib
    }

    /// Creates a vertex declaration from `elements` (the end marker is added).
    pub fn decl(&self, elements: &[D3DVERTEXELEMENT9]) -> *mut IDirect3DVertexDeclaration9 {
        let mut all = elements.to_vec();
        all.push(D3DDECL_END());
        let mut d = std::ptr::null_mut();
        let hr = vcall!(self.dev, CreateVertexDeclaration, all.as_ptr(), &mut d);
        assert_eq!(hr, D3D_OK, "CreateVertexDeclaration failed: {hr:#x}");
        d
    }

    /// The device's public reference count.
    pub fn dev_refs(&self) -> u32 {
        refcount(self.dev)
    }
}

fn bytemuck_u16(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|i| i.to_le_bytes()).collect()
}

/// Writes `data` into a vertex buffer at byte `offset` with lock `flags`.
pub fn write_buffer<V: Copy>(vb: *mut IDirect3DVertexBuffer9, offset: u32, data: &[V], flags: u32) {
    let bytes = std::mem::size_of_val(data);
    let mut p = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, offset, bytes as u32, &mut p, flags), D3D_OK);
    // SAFETY: the lock covers `bytes` bytes from `offset`.
    unsafe { std::ptr::copy_nonoverlapping(data.as_ptr() as *const u8, p as *mut u8, bytes) };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
}
