//! Lockable depth formats (D3DFMT_D16_LOCKABLE, D3DFMT_D32F_LOCKABLE,
//! D3DFMT_D32_LOCKABLE):
//! LockRect reads the depth the GPU holds, in the format's own layout, and
//! what the application writes is the depth later draws test against
//! (Wine's depth clear test records the 16-bit value of a 0.5 clear).

use wgd3d9_tests::*;

const BLACK: u32 = 0xFF000000;
const RED: u32 = 0xFFFF0000;

/// The depth format's bytes of depth `d`, and the depth of a texel's bytes.
trait DepthTexel: Copy {
    fn of(d: f32) -> Self;
    fn depth(self) -> f32;
}

impl DepthTexel for u16 {
    fn of(d: f32) -> u16 {
        (d * 65535.0).round() as u16
    }
    fn depth(self) -> f32 {
        f32::from(self) / 65535.0
    }
}

impl DepthTexel for u32 {
    fn of(d: f32) -> u32 {
        (f64::from(d) * f64::from(u32::MAX)).round() as u32
    }
    fn depth(self) -> f32 {
        (f64::from(self) / f64::from(u32::MAX)) as f32
    }
}

impl DepthTexel for f32 {
    fn of(d: f32) -> f32 {
        d
    }
    fn depth(self) -> f32 {
        self
    }
}

/// Locks `ds` (64x64) and returns its depth values row by row.
fn read_depth<T: DepthTexel>(ds: *mut IDirect3DSurface9) -> Vec<f32> {
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(
        vcall!(ds, LockRect, &mut lr, std::ptr::null(), D3DLOCK_READONLY),
        D3D_OK
    );
    let mut out = Vec::with_capacity(64 * 64);
    for y in 0..64usize {
        // SAFETY: the lock covers 64 rows of `Pitch` bytes, 64 texels each.
        let row =
            unsafe { std::slice::from_raw_parts((lr.pBits as *const u8).add(y * lr.Pitch as usize) as *const T, 64) };
        out.extend(row.iter().map(|t| t.depth()));
    }
    assert_eq!(vcall!(ds, UnlockRect), D3D_OK);
    out
}

/// Writes depth `d` into the left 32 columns of `ds` through a lock of
/// that rectangle.
fn write_left_half<T: DepthTexel>(ds: *mut IDirect3DSurface9, d: f32) {
    let rect = RECT {
        left: 0,
        top: 0,
        right: 32,
        bottom: 64,
    };
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(ds, LockRect, &mut lr, &rect, 0), D3D_OK);
    for y in 0..64usize {
        // SAFETY: the lock covers 64 rows of `Pitch` bytes, 32 texels each.
        let row =
            unsafe { std::slice::from_raw_parts_mut((lr.pBits as *mut u8).add(y * lr.Pitch as usize) as *mut T, 32) };
        row.fill(T::of(d));
    }
    assert_eq!(vcall!(ds, UnlockRect), D3D_OK);
}

fn lock_read_and_write<T: DepthTexel>(format: u32, tolerance: f32) {
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let ds = t.create_ds(format);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    // A clear, read back.
    t.clear_color_depth(BLACK, 0.5);
    let depth = read_depth::<T>(ds);
    assert!(
        depth.iter().all(|d| (d - 0.5).abs() <= tolerance),
        "{format:#x}: {:?}",
        &depth[..4]
    );
    // A ramp drawn from 0 at the left edge to 1 at the right.
    t.draw_depth_ramp();
    let depth = read_depth::<T>(ds);
    for x in [0usize, 21, 40, 63] {
        let want = (x as f32 + 0.5) / 64.0;
        let got = depth[10 * 64 + x];
        assert!(
            (got - want).abs() <= tolerance.max(1e-5),
            "{format:#x} x {x}: {got} for {want}"
        );
    }
    // Depth written through a lock is what draws test against: a quad at
    // 0.4 passes D3DCMP_LESS over the ramp's right half (0.5 and more)
    // and fails over the written 0.25 on the left.
    write_left_half::<T>(ds, 0.25);
    t.rs(D3DRS_ZFUNC, D3DCMP_LESS);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 64.0, 64.0, 0.4, RED));
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, BLACK, 0);
    assert_rect_rgb(&img, 34, 0, 64, 64, RED, 0);
    let depth = read_depth::<T>(ds);
    assert!((depth[5 * 64 + 3] - 0.25).abs() <= tolerance.max(1e-6));
    t.restore_back_buffer();
    release!(ds);
    release!(rt);
}

#[test]
fn d16_lockable_reads_and_writes_16_bit_depth() {
    lock_read_and_write::<u16>(D3DFMT_D16_LOCKABLE, 2.0 / 65535.0);
}

#[test]
fn d32f_lockable_reads_and_writes_float_depth() {
    lock_read_and_write::<f32>(D3DFMT_D32F_LOCKABLE, 1e-6);
}

/// D32_LOCKABLE: 32-bit unsigned normalised values, held by the GPU as
/// 32-bit float depth (a float's 24-bit mantissa: 2^-24 of tolerance).
#[test]
fn d32_lockable_reads_and_writes_32_bit_unsigned_depth() {
    lock_read_and_write::<u32>(D3DFMT_D32_LOCKABLE, 1.0 / (1 << 23) as f32);
}

#[test]
fn only_single_sample_lockable_depth_formats_lock() {
    let d = d3d();
    for f in [D3DFMT_D16_LOCKABLE, D3DFMT_D32F_LOCKABLE, D3DFMT_D32_LOCKABLE] {
        assert_eq!(check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_SURFACE, f), D3D_OK);
        // Not textures.
        assert_eq!(
            check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_TEXTURE, f),
            D3DERR_NOTAVAILABLE
        );
    }
    let t = TestDevice::new();
    let mut lr = D3DLOCKED_RECT::default();
    let d24 = t.create_ds(D3DFMT_D24S8);
    assert_eq!(vcall!(d24, LockRect, &mut lr, std::ptr::null(), 0), D3DERR_INVALIDCALL);
    let mut ms = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateDepthStencilSurface,
        64,
        64,
        D3DFMT_D16_LOCKABLE,
        D3DMULTISAMPLE_2_SAMPLES,
        0,
        0,
        &mut ms,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(ms, LockRect, &mut lr, std::ptr::null(), 0), D3DERR_INVALIDCALL);
    // An automatic depth buffer of a lockable format locks.
    let mut pp = present_params(64, 64);
    pp.AutoDepthStencilFormat = D3DFMT_D16_LOCKABLE;
    let t16 = TestDevice::with_params(pp);
    let mut auto = std::ptr::null_mut();
    assert_eq!(vcall!(t16.dev, GetDepthStencilSurface, &mut auto), D3D_OK);
    assert_eq!(
        vcall!(auto, LockRect, &mut lr, std::ptr::null(), D3DLOCK_READONLY),
        D3D_OK
    );
    assert_eq!(vcall!(auto, UnlockRect), D3D_OK);
    for s in [auto, ms, d24] {
        release!(s);
    }
}

/// Locks `ds` (64x64 of one byte a pixel) and returns its values row by row.
fn read_stencil(ds: *mut IDirect3DSurface9) -> Vec<u8> {
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(
        vcall!(ds, LockRect, &mut lr, std::ptr::null(), D3DLOCK_READONLY),
        D3D_OK
    );
    let mut out = Vec::with_capacity(64 * 64);
    for y in 0..64usize {
        // SAFETY: the lock covers 64 rows of `Pitch` bytes, 64 bytes each.
        let row = unsafe { std::slice::from_raw_parts((lr.pBits as *const u8).add(y * lr.Pitch as usize), 64) };
        out.extend_from_slice(row);
    }
    assert_eq!(vcall!(ds, UnlockRect), D3D_OK);
    out
}

/// D3DFMT_S8_LOCKABLE: a stencil buffer without depth. Its clears, locks
/// and stencil tests work on its byte a pixel; draws pass the depth test,
/// as there is no depth to test.
#[test]
fn s8_lockable_holds_stencil_alone() {
    let d = d3d();
    let f = D3DFMT_S8_LOCKABLE;
    assert_eq!(check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_SURFACE, f), D3D_OK);
    assert_eq!(
        check_format(d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_TEXTURE, f),
        D3DERR_NOTAVAILABLE
    );
    let t = TestDevice::new();
    let rt = t.bind_argb_target();
    let ds = t.create_ds(f);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    let flags = D3DCLEAR_TARGET | D3DCLEAR_STENCIL;
    assert_eq!(vcall!(t.dev, Clear, 0, std::ptr::null(), flags, BLACK, 1.0, 7), D3D_OK);
    assert!(read_stencil(ds).iter().all(|&s| s == 7));
    // 3 written into the left half through a lock.
    let rect = RECT {
        left: 0,
        top: 0,
        right: 32,
        bottom: 64,
    };
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(ds, LockRect, &mut lr, &rect, 0), D3D_OK);
    for y in 0..64usize {
        // SAFETY: the lock covers 64 rows of `Pitch` bytes, 32 bytes each.
        unsafe { std::ptr::write_bytes((lr.pBits as *mut u8).add(y * lr.Pitch as usize), 3, 32) };
    }
    assert_eq!(vcall!(ds, UnlockRect), D3D_OK);
    // Drawn where the stencil equals 3, with a depth test that a depth
    // buffer would fail (NEVER): the left half.
    t.fvf(TL_FVF);
    t.rs(D3DRS_ZENABLE, 1);
    t.rs(D3DRS_ZFUNC, D3DCMP_NEVER);
    t.rs(D3DRS_STENCILENABLE, 1);
    t.rs(D3DRS_STENCILFUNC, D3DCMP_EQUAL);
    t.rs(D3DRS_STENCILREF, 3);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 64.0, 64.0, 0.4, RED));
    t.end();
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, RED, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, BLACK, 0);
    // Every pixel incremented by a draw: 4 on the left, 8 on the right.
    t.rs(D3DRS_STENCILFUNC, D3DCMP_ALWAYS);
    t.rs(D3DRS_STENCILPASS, D3DSTENCILOP_INCR);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 64.0, 64.0, 0.4, RED));
    t.end();
    let s = read_stencil(ds);
    assert_eq!((s[10 * 64 + 5], s[10 * 64 + 40]), (4, 8));
    // What would write the fragment's depth (a depth bias, a pixel
    // shader's oDepth) draws without it: there is no depth to write.
    const GREEN: u32 = 0xFF00FF00;
    t.rs(D3DRS_STENCILFUNC, D3DCMP_EQUAL);
    t.rs(D3DRS_STENCILPASS, D3DSTENCILOP_KEEP);
    t.rs(D3DRS_STENCILREF, 4);
    t.rs(D3DRS_DEPTHBIAS, 0.125f32.to_bits());
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 64.0, 64.0, 0.4, GREEN));
    t.end();
    t.rs(D3DRS_DEPTHBIAS, 0);
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, GREEN, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, RED, 0);
    let ps = crate::shader_util::ps(&t, "ps_2_0\ndef c0, 0, 0, 1, 0.5\nmov oC0, c0\nmov oDepth, c0.w\n");
    assert_eq!(vcall!(t.dev, SetPixelShader, ps), D3D_OK);
    t.rs(D3DRS_STENCILREF, 8);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 64.0, 64.0, 0.4, GREEN));
    t.end();
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, 32, 64, GREEN, 0);
    assert_rect_rgb(&img, 32, 0, 64, 64, 0xFF0000FF, 0);
    release!(ps);
    t.rs(D3DRS_STENCILENABLE, 0);
    t.restore_back_buffer();
    release!(ds);
    release!(rt);
}
