//! Four threads drive one D3DCREATE_MULTITHREADED device at once, for a
//! minute (`WGD3D9_STRESS_SECS` sets the seconds):
//! - *churn* creates vertex buffers and textures, fills them, binds them
//!   (stream 0, sampler 1) and releases them while bound, so that the
//!   device's unbind and the application's Release race for the last
//!   reference;
//! - *draw* draws an untextured green quad over the left half with
//!   DrawPrimitiveUP (which unbinds stream 0) and a textured quad over the
//!   right half;
//! - *lock* rewrites the drawn texture (always blue) and a dynamic vertex
//!   buffer of its own through locks;
//! - *present* clears to black and presents, and reads every eighth frame
//!   back: each pixel of the left half must be black or green and each of
//!   the right half black or blue.
//!
//! Afterwards one more frame is drawn alone and read back exactly. A program
//! of its own (no test harness: `cargo test` runs it and shows its output).
//! It prints, per thread, its calls and its longest call (its own work, its
//! waits for the GPU and its wait for the device's lock), and the longest
//! any call waited for the lock behind other threads' calls. It fails on a
//! crash, an unexpected result, a wrong pixel, or a call held up behind the
//! others for more than a second (the starvation this guards against held
//! calls for 7.5 to 16 s).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use wgd3d9_tests::*;

const BLACK: u32 = 0xFF00_0000;
const GREEN: u32 = 0xFF00_FF00;
const BLUE: u32 = 0xFF00_00FF;
const SIZE: u32 = 64;

/// What a thread did: its calls and the longest of them.
struct Stats {
    name: &'static str,
    start: Instant,
    calls: u64,
    longest: Duration,
    longest_call: &'static str,
    /// When the longest call began, from the thread's start.
    longest_at: Duration,
}

impl Stats {
    fn new(name: &'static str) -> Stats {
        Stats {
            name,
            start: Instant::now(),
            calls: 0,
            longest: Duration::ZERO,
            longest_call: "",
            longest_at: Duration::ZERO,
        }
    }

    /// Runs one D3D9 call, timing it.
    fn call<R>(&mut self, what: &'static str, f: impl FnOnce() -> R) -> R {
        let t = Instant::now();
        let r = f();
        let took = t.elapsed();
        self.calls += 1;
        if took > self.longest {
            self.longest = took;
            self.longest_call = what;
            self.longest_at = t - self.start;
        }
        r
    }
}

fn seconds() -> u64 {
    std::env::var("WGD3D9_STRESS_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60)
}

fn half(right: bool, color: u32) -> [TlTexVertex; 4] {
    let x0 = if right { SIZE as f32 / 2.0 } else { 0.0 };
    tex_quad(x0, 0.0, x0 + SIZE as f32 / 2.0, SIZE as f32, color, 0.0, 0.0, 1.0, 1.0)
}

fn churn(dev: SendPtr<IDirect3DDevice9>, stop: Arc<AtomicBool>) -> Stats {
    let dev = dev.0;
    let mut s = Stats::new("churn");
    let mut n = 0u32;
    while !stop.load(Ordering::Acquire) {
        n += 1;
        let mut vb = std::ptr::null_mut();
        let hr = s.call("CreateVertexBuffer", || {
            vcall!(
                dev,
                CreateVertexBuffer,
                256,
                D3DUSAGE_WRITEONLY,
                0,
                D3DPOOL_DEFAULT,
                &mut vb,
                std::ptr::null_mut()
            )
        });
        assert_eq!(hr, D3D_OK);
        let mut p = std::ptr::null_mut();
        assert_eq!(s.call("Lock", || vcall!(vb, Lock, 0, 0, &mut p, 0)), D3D_OK);
        // SAFETY: the lock covers the whole 256-byte buffer.
        unsafe { std::ptr::write_bytes(p as *mut u8, n as u8, 256) };
        assert_eq!(s.call("Unlock", || vcall!(vb, Unlock)), D3D_OK);
        assert_eq!(
            s.call("SetStreamSource", || vcall!(dev, SetStreamSource, 0, vb, 0, 32)),
            D3D_OK
        );
        s.call("Release", || release!(vb));
        if n.is_multiple_of(4) {
            let tex = s.call("CreateTexture", || {
                texture_from_fn(dev, 4, 4, D3DFMT_A8R8G8B8, |_, _| n)
            });
            assert_eq!(s.call("SetTexture", || vcall!(dev, SetTexture, 1, tex.cast())), D3D_OK);
            s.call("Release", || release!(tex));
        }
        if n.is_multiple_of(7) {
            let null = std::ptr::null_mut();
            assert_eq!(
                s.call("SetStreamSource", || vcall!(dev, SetStreamSource, 0, null, 0, 0)),
                D3D_OK
            );
        }
    }
    s
}

fn draw(dev: SendPtr<IDirect3DDevice9>, tex: SendPtr<IDirect3DTexture9>, stop: Arc<AtomicBool>) -> Stats {
    let dev = dev.0;
    let mut s = Stats::new("draw");
    let left = quad(0.0, 0.0, SIZE as f32 / 2.0, SIZE as f32, 0.5, GREEN);
    let right = half(true, 0xFFFF_FFFF);
    while !stop.load(Ordering::Acquire) {
        let hr = s.call("SetTexture", || vcall!(dev, SetTexture, 0, std::ptr::null_mut()));
        assert_eq!(hr, D3D_OK);
        assert_eq!(s.call("SetFVF", || vcall!(dev, SetFVF, TL_FVF)), D3D_OK);
        let hr = s.call("DrawPrimitiveUP", || {
            vcall!(
                dev,
                DrawPrimitiveUP,
                D3DPT_TRIANGLESTRIP,
                2,
                left.as_ptr().cast(),
                std::mem::size_of::<TlVertex>() as u32
            )
        });
        assert_eq!(hr, D3D_OK);
        assert_eq!(s.call("SetFVF", || vcall!(dev, SetFVF, TL_TEX_FVF)), D3D_OK);
        assert_eq!(
            s.call("SetTexture", || vcall!(dev, SetTexture, 0, tex.0.cast())),
            D3D_OK
        );
        let hr = s.call("DrawPrimitiveUP", || {
            vcall!(
                dev,
                DrawPrimitiveUP,
                D3DPT_TRIANGLESTRIP,
                2,
                right.as_ptr().cast(),
                std::mem::size_of::<TlTexVertex>() as u32
            )
        });
        assert_eq!(hr, D3D_OK);
    }
    s
}

fn lock(dev: SendPtr<IDirect3DDevice9>, tex: SendPtr<IDirect3DTexture9>, stop: Arc<AtomicBool>) -> Stats {
    let dev = dev.0;
    let mut s = Stats::new("lock");
    let mut vb = std::ptr::null_mut();
    let hr = vcall!(
        dev,
        CreateVertexBuffer,
        4096,
        D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY,
        0,
        D3DPOOL_DEFAULT,
        &mut vb,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let mut offset = 0;
    while !stop.load(Ordering::Acquire) {
        let mut r = D3DLOCKED_RECT::default();
        let hr = s.call("LockRect", || vcall!(tex.0, LockRect, 0, &mut r, std::ptr::null(), 0));
        assert_eq!(hr, D3D_OK);
        for y in 0..4 {
            // SAFETY: a locked 4x4 A8R8G8B8 level: four rows of four texels.
            unsafe {
                let row = (r.pBits as *mut u8).add(y * r.Pitch as usize) as *mut u32;
                std::slice::from_raw_parts_mut(row, 4).fill(BLUE);
            }
        }
        assert_eq!(s.call("UnlockRect", || vcall!(tex.0, UnlockRect, 0)), D3D_OK);
        let flags = if offset == 0 {
            D3DLOCK_DISCARD
        } else {
            D3DLOCK_NOOVERWRITE
        };
        let mut p = std::ptr::null_mut();
        assert_eq!(s.call("Lock", || vcall!(vb, Lock, offset, 256, &mut p, flags)), D3D_OK);
        // SAFETY: the lock covers 256 bytes from `p`.
        unsafe { std::ptr::write_bytes(p as *mut u8, 0x5A, 256) };
        assert_eq!(s.call("Unlock", || vcall!(vb, Unlock)), D3D_OK);
        offset = (offset + 256) % 4096;
    }
    assert_eq!(release!(vb), 0);
    s
}

/// Reads the back buffer into `sysmem` and checks each pixel against the
/// colours its half may hold.
fn check_frame(dev: *mut IDirect3DDevice9, sysmem: *mut IDirect3DSurface9, s: &mut Stats) {
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    let hr = s.call("GetRenderTargetData", || vcall!(dev, GetRenderTargetData, bb, sysmem));
    release!(bb);
    assert_eq!(hr, D3D_OK);
    let img = lock_pixels(sysmem, SIZE, SIZE);
    for y in 0..SIZE {
        for x in 0..SIZE {
            let p = img.at(x, y) | 0xFF00_0000;
            let allowed = if x < SIZE / 2 { GREEN } else { BLUE };
            assert!(
                p == BLACK || p == allowed,
                "pixel ({x}, {y}) is {p:#010x}: black or {allowed:#010x} expected"
            );
        }
    }
}

fn present(dev: SendPtr<IDirect3DDevice9>, stop: Arc<AtomicBool>) -> Stats {
    let dev = dev.0;
    let mut s = Stats::new("present");
    let mut sysmem = std::ptr::null_mut();
    let hr = vcall!(
        dev,
        CreateOffscreenPlainSurface,
        SIZE,
        SIZE,
        D3DFMT_X8R8G8B8,
        D3DPOOL_SYSTEMMEM,
        &mut sysmem,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let mut frame = 0u64;
    while !stop.load(Ordering::Acquire) {
        frame += 1;
        let hr = s.call("Clear", || {
            vcall!(dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, BLACK, 1.0, 0)
        });
        assert_eq!(hr, D3D_OK);
        let hr = s.call("Present", || present_device(dev));
        assert_eq!(hr, D3D_OK);
        if frame.is_multiple_of(8) {
            check_frame(dev, sysmem, &mut s);
        }
    }
    assert_eq!(release!(sysmem), 0);
    s
}

fn main() {
    four_threads_on_one_multithreaded_device();
    println!("mt_stress: ok");
}

fn four_threads_on_one_multithreaded_device() {
    let t = TestDevice::multithreaded(SIZE, SIZE);
    let tex = texture_from_fn(t.dev, 4, 4, D3DFMT_A8R8G8B8, |_, _| BLUE);
    let (dev, shared_tex) = (SendPtr(t.dev), SendPtr(tex));
    let stop = Arc::new(AtomicBool::new(false));
    let threads = vec![
        std::thread::spawn({
            let stop = stop.clone();
            move || churn(dev, stop)
        }),
        std::thread::spawn({
            let stop = stop.clone();
            move || draw(dev, shared_tex, stop)
        }),
        std::thread::spawn({
            let stop = stop.clone();
            move || lock(dev, shared_tex, stop)
        }),
        std::thread::spawn({
            let stop = stop.clone();
            move || present(dev, stop)
        }),
    ];
    std::thread::sleep(Duration::from_secs(seconds()));
    stop.store(true, Ordering::Release);
    let stats: Vec<Stats> = threads
        .into_iter()
        .map(|h| h.join().expect("a thread failed"))
        .collect();
    for s in &stats {
        println!(
            "mt_stress: {:8} {:9} calls, longest {:8.3} ms ({}, {:.1} s in)",
            s.name,
            s.calls,
            s.longest.as_secs_f64() * 1000.0,
            s.longest_call,
            s.longest_at.as_secs_f64()
        );
    }
    let worst_wait = wgd3d9::lock::worst_wait();
    println!(
        "mt_stress: worst wait for the device lock (a call held up behind other threads' calls): {:.3} ms",
        worst_wait.as_secs_f64() * 1000.0
    );
    for s in &stats {
        assert!(s.calls >= 10, "{} made only {} calls", s.name, s.calls);
    }
    assert!(
        worst_wait < Duration::from_secs(1),
        "a call waited {worst_wait:?} behind other threads"
    );

    // The device still draws exactly what it is asked to.
    t.clear(BLACK);
    t.set_texture(0, std::ptr::null_mut());
    t.fvf(TL_FVF);
    t.draw_up(
        D3DPT_TRIANGLESTRIP,
        2,
        &quad(0.0, 0.0, SIZE as f32 / 2.0, SIZE as f32, 0.5, GREEN),
    );
    t.fvf(TL_TEX_FVF);
    t.set_texture(0, tex);
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &half(true, 0xFFFF_FFFF));
    let img = t.read_rt();
    assert_rect_rgb(&img, 0, 0, SIZE / 2, SIZE, GREEN, 0);
    assert_rect_rgb(&img, SIZE / 2, 0, SIZE, SIZE, BLUE, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(vcall!(t.dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    assert_eq!(vcall!(t.dev, SetTexture, 1, std::ptr::null_mut()), D3D_OK);
    assert_eq!(release!(tex), 0);
}
