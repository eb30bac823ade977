//! stream_upload: the CPU cost of streamed geometry, the batching pattern of
//! sprites, particles and UI in nearly every D3D9 game.
//!
//! A headless 256x256 device draws 2,000 batches a frame of 64 pre-transformed
//! vertices (16 quads) each, written by the application every batch, in one
//! of several ways (the first argument):
//! - `vb`: a 1 MiB D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY vertex buffer used
//!   as a ring: each batch locks the next 64 vertices with
//!   D3DLOCK_NOOVERWRITE (D3DLOCK_DISCARD when the ring wraps), writes them,
//!   unlocks and draws them as a triangle list (21 triangles);
//! - `ib`: the same vertex ring plus a dynamic index ring of 96 indices a
//!   batch (16 quads), drawn with DrawIndexedPrimitive;
//! - `up`: DrawPrimitiveUP of the 64 vertices (21 triangles);
//! - `indexed-up`: DrawIndexedPrimitiveUP of the 64 vertices and 96 indices;
//! - `up-lines`: DrawPrimitiveUP of the 64 vertices as 32 lines and, every
//!   other batch, as 64 points (a 2D toolkit's outlines and dots; the
//!   primitive type, so the pipeline, changes every batch);
//! - `vb-lines`: the same lines and points by turns from the dynamic vertex
//!   ring of `vb` (the streamed path's cost of the work `up-lines` does);
//! - `texture`: instead of 2,000 batches, 16 uploads a frame, each locking a
//!   512x512 D3DUSAGE_DYNAMIC A8R8G8B8 texture with D3DLOCK_DISCARD,
//!   writing every texel and drawing a quad with it (a UI atlas rewritten
//!   between draws); the figures are per upload;
//! - `video`: the same with one upload a frame of a 1280x720 texture (a
//!   video frame).
//!
//! After 10 warm-up frames, with the GPU drained before and after the
//! measured frames, it prints per batch: the application thread's CPU time
//! (median over frames), the CPU time of each runtime thread kind
//! (`wgd3d9-encoder`, `wgd3d9-submit`, `wgd3d9-retire`, compile workers), a
//! software driver's rasteriser threads (lavapipe's `llvmpipe-*`), the rest of
//! the process (its other threads: lavapipe's queue thread, which executes
//! the command buffers), the whole process's CPU time and the wall time per
//! frame.
//! Run release: `cargo run --release -p wgd3d9-tools --bin stream_upload -- [vb|ib|up|indexed-up|up-lines|vb-lines|texture|video] [frames]`.

use std::ffi::c_void;
use std::time::{Duration, Instant};
use wgd3d9_tests::*;
use wgd3d9_tools::{finish_gpu, median, thread_cpu_ns, CpuSnapshot};

const BATCHES: usize = 2_000;
const VERTS: usize = 64;
const INDICES: usize = 96;
const RING_BYTES: u32 = 1 << 20;
const WARMUP_FRAMES: usize = 10;

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Vb,
    Ib,
    Up,
    IndexedUp,
    UpLines,
    VbLines,
}

/// The primitive type and count of `batch` in the `up-lines` and
/// `vb-lines` modes: 32 lines, then 64 points.
fn lines_or_points(batch: usize) -> (D3DPRIMITIVETYPE, u32) {
    if batch.is_multiple_of(2) {
        (D3DPT_LINELIST, (VERTS / 2) as u32)
    } else {
        (D3DPT_POINTLIST, VERTS as u32)
    }
}

/// The batch's vertices: 16 small quads along a row that moves per batch.
fn fill_batch(out: &mut [TlVertex], batch: usize) {
    let y = (batch % 60) as f32 * 4.0;
    for (q, quad) in out.chunks_exact_mut(4).enumerate() {
        let x = q as f32 * 16.0;
        for (i, v) in quad.iter_mut().enumerate() {
            *v = TlVertex {
                x: x + if i & 1 == 1 { 12.0 } else { 0.0 },
                y: y + if i & 2 == 2 { 3.0 } else { 0.0 },
                z: 0.5,
                rhw: 1.0,
                color: 0xFF00_0000 | (batch as u32).wrapping_mul(2_654_435_761) >> 8,
            };
        }
    }
}

/// Two triangles per quad of four vertices starting at `base`.
fn fill_indices(out: &mut [u16], base: u16) {
    for (q, tri) in out.chunks_exact_mut(6).enumerate() {
        let b = base + q as u16 * 4;
        tri.copy_from_slice(&[b, b + 1, b + 2, b + 2, b + 1, b + 3]);
    }
}

/// A dynamic write-only ring of `bytes` with a lock cursor.
struct Ring {
    buf: *mut c_void,
    bytes: u32,
    at: u32,
}

impl Ring {
    /// Locks the next `len` bytes (DISCARD on wrap); returns the pointer and
    /// the offset.
    fn lock(
        &mut self,
        len: u32,
        lock: impl Fn(*mut c_void, u32, u32, *mut *mut c_void, u32) -> HRESULT,
    ) -> (*mut u8, u32) {
        let flags = if self.at + len > self.bytes {
            self.at = 0;
            D3DLOCK_DISCARD
        } else {
            D3DLOCK_NOOVERWRITE
        };
        let mut p = std::ptr::null_mut();
        assert_eq!(lock(self.buf, self.at, len, &mut p, flags), D3D_OK);
        let at = self.at;
        self.at += len;
        (p.cast(), at)
    }
}

/// The figures of the measured frames (those after [`WARMUP_FRAMES`]): the
/// application thread's CPU per unit (batch or upload) in the loop and with
/// Present, every runtime thread's and the process's CPU, and the wall time
/// per frame.
struct Figures {
    api_ns: Vec<f64>,
    frame_ms: Vec<f64>,
    app_ns: u64,
    units: usize,
    before: CpuSnapshot,
    last: Instant,
    /// The application thread's CPU time at the frame's start.
    c0: u64,
}

impl Figures {
    fn new() -> Figures {
        Figures {
            api_ns: Vec::new(),
            frame_ms: Vec::new(),
            app_ns: 0,
            units: 0,
            before: CpuSnapshot::now(),
            last: Instant::now(),
            c0: 0,
        }
    }

    /// A frame starts: at the first measured one, with the GPU drained.
    fn frame_start(&mut self, dev: *mut IDirect3DDevice9, frame: usize) {
        if frame == WARMUP_FRAMES {
            finish_gpu(dev, Duration::from_secs(60));
            self.before = CpuSnapshot::now();
            self.last = Instant::now();
        }
        self.c0 = thread_cpu_ns();
    }

    /// The frame's `units` were recorded; `present` presents it.
    fn frame_end(&mut self, frame: usize, units: usize, present: impl FnOnce()) {
        let c1 = thread_cpu_ns();
        present();
        let c2 = thread_cpu_ns();
        let now = Instant::now();
        if frame >= WARMUP_FRAMES {
            self.api_ns.push((c1 - self.c0) as f64 / units as f64);
            self.app_ns += c2 - self.c0;
            self.units += units;
            self.frame_ms.push(now.duration_since(self.last).as_secs_f64() * 1e3);
        }
        self.last = now;
    }

    /// Drains the GPU and prints `title` and the figures.
    fn print(mut self, dev: *mut IDirect3DDevice9, title: &str) {
        if !finish_gpu(dev, Duration::from_secs(60)) {
            eprintln!("stream_upload: the GPU did not finish within a minute; the figures miss part of the work");
        }
        let units = self.units.max(1) as f64;
        println!("{title}");
        println!(
            "  application thread (loop, median)  {:8.1} ns",
            median(&mut self.api_ns)
        );
        println!(
            "  application thread (with Present)  {:8.1} ns",
            self.app_ns as f64 / units
        );
        self.before.print_since(units);
        println!(
            "  wall time per frame (median)       {:8.3} ms",
            median(&mut self.frame_ms)
        );
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mode = args.next();
    let frames: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(60);
    let mode = match mode.as_deref() {
        None | Some("vb") => Mode::Vb,
        Some("ib") => Mode::Ib,
        Some("up") => Mode::Up,
        Some("indexed-up") => Mode::IndexedUp,
        Some("up-lines") => Mode::UpLines,
        Some("vb-lines") => Mode::VbLines,
        Some("texture") => return texture_uploads(frames, ATLAS),
        Some("video") => return texture_uploads(frames, VIDEO),
        Some(other) => {
            eprintln!(
                "stream_upload: unknown mode {other} (vb, ib, up, indexed-up, up-lines, vb-lines, texture, video)"
            );
            std::process::exit(2);
        }
    };
    let t = TestDevice::sized(256, 256);
    let dev = t.dev;
    t.fvf(TL_FVF);
    let stride = std::mem::size_of::<TlVertex>() as u32;
    let mut vb = std::ptr::null_mut();
    let usage = D3DUSAGE_DYNAMIC | D3DUSAGE_WRITEONLY;
    assert_eq!(
        vcall!(
            dev,
            CreateVertexBuffer,
            RING_BYTES,
            usage,
            TL_FVF,
            D3DPOOL_DEFAULT,
            &mut vb,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    let mut ib = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            dev,
            CreateIndexBuffer,
            RING_BYTES / 4,
            usage,
            D3DFMT_INDEX16,
            D3DPOOL_DEFAULT,
            &mut ib,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    assert_eq!(vcall!(dev, SetStreamSource, 0, vb, 0, stride), D3D_OK);
    assert_eq!(vcall!(dev, SetIndices, ib), D3D_OK);
    let mut vring = Ring {
        buf: vb.cast(),
        bytes: RING_BYTES,
        at: 0,
    };
    let mut iring = Ring {
        buf: ib.cast(),
        bytes: RING_BYTES / 4,
        at: 0,
    };
    // SAFETY: `dev` is live (as are `vb` and `ib`, for the reads below).
    let (draw, draw_indexed, draw_up, draw_indexed_up) = unsafe {
        let v = &*(*dev).lpVtbl;
        (
            v.DrawPrimitive,
            v.DrawIndexedPrimitive,
            v.DrawPrimitiveUP,
            v.DrawIndexedPrimitiveUP,
        )
    };
    // SAFETY: as above.
    let (vb_lock, vb_unlock) = unsafe { ((*(*vb).lpVtbl).Lock, (*(*vb).lpVtbl).Unlock) };
    // SAFETY: as above.
    let (ib_lock, ib_unlock) = unsafe { ((*(*ib).lpVtbl).Lock, (*(*ib).lpVtbl).Unlock) };
    // SAFETY: the ring's buffer is the live vertex buffer.
    let lock_vb = |b: *mut c_void, at, len, p, f| unsafe { vb_lock(b.cast(), at, len, p, f) };
    // SAFETY: the ring's buffer is the live index buffer.
    let lock_ib = |b: *mut c_void, at, len, p, f| unsafe { ib_lock(b.cast(), at, len, p, f) };

    let blank = TlVertex {
        x: 0.0,
        y: 0.0,
        z: 0.0,
        rhw: 1.0,
        color: 0,
    };
    let mut verts = [blank; VERTS];
    let mut indices = [0u16; INDICES];
    let mut figures = Figures::new();
    for frame in 0..WARMUP_FRAMES + frames {
        figures.frame_start(dev, frame);
        t.clear(0xFF10_2030);
        t.begin();
        for batch in 0..BATCHES {
            fill_batch(&mut verts, batch);
            let vbytes = std::mem::size_of_val(&verts) as u32;
            match mode {
                Mode::Vb | Mode::Ib | Mode::VbLines => {
                    let (p, at) = vring.lock(vbytes, lock_vb);
                    // SAFETY: the lock handed out `vbytes` writable bytes.
                    unsafe { std::ptr::copy_nonoverlapping(verts.as_ptr().cast::<u8>(), p, vbytes as usize) };
                    // SAFETY: `vb` is live and locked.
                    unsafe { vb_unlock(vb) };
                    let first = at / stride;
                    if mode != Mode::Ib {
                        let (prim, count) = match mode {
                            Mode::VbLines => lines_or_points(batch),
                            _ => (D3DPT_TRIANGLELIST, (VERTS / 3) as u32),
                        };
                        // SAFETY: `dev` is live with the ring bound.
                        unsafe { draw(dev, prim, first, count) };
                        continue;
                    }
                    fill_indices(&mut indices, 0);
                    let ibytes = std::mem::size_of_val(&indices) as u32;
                    let (p, iat) = iring.lock(ibytes, lock_ib);
                    // SAFETY: the lock handed out `ibytes` writable bytes.
                    unsafe { std::ptr::copy_nonoverlapping(indices.as_ptr().cast::<u8>(), p, ibytes as usize) };
                    // SAFETY: `ib` is live and locked.
                    unsafe { ib_unlock(ib) };
                    // SAFETY: `dev` is live with both rings bound.
                    unsafe {
                        draw_indexed(
                            dev,
                            D3DPT_TRIANGLELIST,
                            first as i32,
                            0,
                            VERTS as u32,
                            iat / 2,
                            (INDICES / 3) as u32,
                        )
                    };
                }
                // SAFETY: `verts` holds 63 vertices and more.
                Mode::Up => unsafe {
                    draw_up(
                        dev,
                        D3DPT_TRIANGLELIST,
                        (VERTS / 3) as u32,
                        verts.as_ptr().cast(),
                        stride,
                    );
                },
                Mode::UpLines => {
                    let (prim, count) = lines_or_points(batch);
                    // SAFETY: `verts` holds the 64 vertices drawn.
                    unsafe { draw_up(dev, prim, count, verts.as_ptr().cast(), stride) };
                }
                Mode::IndexedUp => {
                    fill_indices(&mut indices, 0);
                    // SAFETY: the indices name the 64 vertices given.
                    unsafe {
                        draw_indexed_up(
                            dev,
                            D3DPT_TRIANGLELIST,
                            0,
                            VERTS as u32,
                            (INDICES / 3) as u32,
                            indices.as_ptr().cast(),
                            D3DFMT_INDEX16,
                            verts.as_ptr().cast(),
                            stride,
                        )
                    };
                }
            }
        }
        if matches!(mode, Mode::Up | Mode::IndexedUp | Mode::UpLines) {
            // UP draws unbind the stream and indices: bind them again.
            assert_eq!(vcall!(dev, SetStreamSource, 0, vb, 0, stride), D3D_OK);
            assert_eq!(vcall!(dev, SetIndices, ib), D3D_OK);
        }
        t.end();
        figures.frame_end(frame, BATCHES, || t.present());
    }
    let name = match mode {
        Mode::Vb => "vb",
        Mode::Ib => "ib",
        Mode::Up => "up",
        Mode::IndexedUp => "indexed-up",
        Mode::UpLines => "up-lines",
        Mode::VbLines => "vb-lines",
    };
    figures.print(
        dev,
        &format!("stream_upload {name}: {frames} frames of {BATCHES} batches of {VERTS} vertices (CPU per batch)"),
    );
    release!(vb);
    release!(ib);
}

/// The `texture` mode: 16 uploads a frame of a 512x512 texture (an atlas
/// rewritten between draws).
const ATLAS: TextureStream = TextureStream {
    name: "texture",
    uploads: 16,
    size: (512, 512),
};
/// The `video` mode: one upload a frame of a 1280x720 texture (a video
/// frame, drawn once).
const VIDEO: TextureStream = TextureStream {
    name: "video",
    uploads: 1,
    size: (1280, 720),
};

/// A dynamic texture's uploads per frame and size.
struct TextureStream {
    name: &'static str,
    uploads: usize,
    size: (u32, u32),
}

/// The `texture` and `video` modes: per frame, `s.uploads` times, a whole
/// D3DLOCK_DISCARD lock of a dynamic texture, every texel written, and a
/// quad drawn with it. Prints the same figures as the other modes, per upload.
fn texture_uploads(frames: usize, s: TextureStream) {
    let (width, height) = s.size;
    let frames = frames.max(1);
    let t = TestDevice::sized(256, 256);
    let dev = t.dev;
    let mut tex = std::ptr::null_mut();
    let hr = vcall!(
        dev,
        CreateTexture,
        width,
        height,
        1,
        D3DUSAGE_DYNAMIC,
        D3DFMT_A8R8G8B8,
        D3DPOOL_DEFAULT,
        &mut tex,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(dev, SetTexture, 0, tex.cast()), D3D_OK);
    t.fvf(TL_TEX_FVF);
    let corner = |x: f32, y: f32| TlTexVertex {
        x: x * 256.0,
        y: y * 256.0,
        z: 0.5,
        rhw: 1.0,
        color: 0xFFFF_FFFF,
        u: x,
        v: y,
    };
    let quad = [corner(0.0, 0.0), corner(1.0, 0.0), corner(0.0, 1.0), corner(1.0, 1.0)];
    let stride = std::mem::size_of::<TlTexVertex>() as u32;
    let mut figures = Figures::new();
    for frame in 0..WARMUP_FRAMES + frames {
        figures.frame_start(dev, frame);
        t.clear(0xFF10_2030);
        t.begin();
        for upload in 0..s.uploads {
            let mut lr = D3DLOCKED_RECT {
                Pitch: 0,
                pBits: std::ptr::null_mut(),
            };
            let hr = vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), D3DLOCK_DISCARD);
            assert_eq!(hr, D3D_OK);
            let texel = 0xFF00_0000 | ((frame * s.uploads + upload) as u32 * 0x0101);
            for y in 0..height as usize {
                // SAFETY: the lock handed out `height` rows of Pitch bytes,
                // each `width` texels.
                let row = unsafe {
                    std::slice::from_raw_parts_mut(
                        lr.pBits.cast::<u8>().add(y * lr.Pitch as usize).cast::<u32>(),
                        width as usize,
                    )
                };
                row.fill(texel ^ y as u32);
            }
            assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
            let hr = vcall!(
                dev,
                DrawPrimitiveUP,
                D3DPT_TRIANGLESTRIP,
                2,
                quad.as_ptr().cast(),
                stride
            );
            assert_eq!(hr, D3D_OK);
        }
        t.end();
        figures.frame_end(frame, s.uploads, || t.present());
    }
    figures.print(
        dev,
        &format!(
            "stream_upload {}: {frames} frames of {} upload{} of a {width}x{height} A8R8G8B8 \
             texture (CPU per upload)",
            s.name,
            s.uploads,
            if s.uploads == 1 { "" } else { "s" }
        ),
    );
    assert_eq!(vcall!(dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
    release!(tex);
}
