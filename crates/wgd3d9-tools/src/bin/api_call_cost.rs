//! api_call_cost: CPU nanoseconds the application's thread spends per D3D9 call.
//!
//! Measures, on a headless device, the API thread's CPU time of:
//! - SetRenderState (a value toggled every call, so every call records),
//! - SetTexture (two textures alternated),
//! - the draw loop: SetTexture(A/B) + SetRenderState(ALPHABLENDENABLE toggled,
//!   blending by source alpha, so a pipeline change) + DrawPrimitive, 10,000
//!   draws a frame (reported per draw, i.e. per iteration of the three calls).
//!
//! Each figure is the median over frames of (thread CPU time of the loop) / calls;
//! Present (hand-off and frame-latency wait) is reported separately.
//!
//! Then the same number of frames of the draw loop alone (the churn loop),
//! with the GPU drained before and after, for the whole cost of a draw: per
//! draw, the CPU time of each runtime thread kind (`wgd3d9-encoder`,
//! `wgd3d9-submit`, `wgd3d9-retire`, compile workers), of a software
//! driver's rasteriser threads (lavapipe's `llvmpipe-*`), of the process's
//! other threads (lavapipe's queue thread, which executes the command
//! buffers) and of the whole process, and the wall time per draw (from the
//! first measured frame to the GPU's end of the last, over the draws).
//!
//! Last, the matrix loop, measured the same way: SetTransform(D3DTS_WORLD)
//! with a new matrix + DrawPrimitive of an untransformed, unlit triangle,
//! 10,000 draws a frame: a fixed-function engine's per-object matrix, where
//! only the vertex stage's constants change from draw to draw. Run release:
//! `cargo run --release -p wgd3d9-tools --bin api_call_cost [frames]`.

use std::ffi::c_void;
use std::time::{Duration, Instant};
use wgd3d9_tests::*;
use wgd3d9_tools::{finish_gpu, median, thread_cpu_ns, CpuSnapshot};

const DRAWS: u32 = 10_000;

fn main() {
    let frames: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(60);
    let t = TestDevice::sized(256, 256);
    let dev = t.dev;
    let tex_a = texture_from_fn(dev, 4, 4, D3DFMT_A8R8G8B8, |_, _| 0xFFFF0000);
    let tex_b = texture_from_fn(dev, 4, 4, D3DFMT_A8R8G8B8, |_, _| 0xFF0000FF);
    let verts = [
        TlVertex {
            x: 0.0,
            y: 0.0,
            z: 0.5,
            rhw: 1.0,
            color: 0xFFFFFFFF,
        },
        TlVertex {
            x: 4.0,
            y: 0.0,
            z: 0.5,
            rhw: 1.0,
            color: 0xFFFFFFFF,
        },
        TlVertex {
            x: 0.0,
            y: 4.0,
            z: 0.5,
            rhw: 1.0,
            color: 0xFFFFFFFF,
        },
    ];
    let mut vb = std::ptr::null_mut();
    let size = std::mem::size_of_val(&verts) as u32;
    assert_eq!(
        vcall!(
            dev,
            CreateVertexBuffer,
            size,
            D3DUSAGE_WRITEONLY,
            TL_FVF,
            D3DPOOL_MANAGED,
            &mut vb,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    let mut p: *mut c_void = std::ptr::null_mut();
    assert_eq!(vcall!(vb, Lock, 0, 0, &mut p, 0), D3D_OK);
    // SAFETY: the lock handed out the whole `size`-byte buffer.
    unsafe { std::ptr::copy_nonoverlapping(verts.as_ptr() as *const u8, p as *mut u8, size as usize) };
    assert_eq!(vcall!(vb, Unlock), D3D_OK);
    t.fvf(TL_FVF);
    assert_eq!(
        vcall!(dev, SetStreamSource, 0, vb, 0, std::mem::size_of::<TlVertex>() as u32),
        D3D_OK
    );
    // Blending by source alpha, so that toggling ALPHABLENDENABLE changes
    // the pipeline (blending with the default ONE and ZERO writes what no
    // blending writes, and shares its pipeline).
    t.rs(D3DRS_SRCBLEND, D3DBLEND_SRCALPHA);
    t.rs(D3DRS_DESTBLEND, D3DBLEND_INVSRCALPHA);
    // SAFETY: `dev` is a live device (for the four reads).
    let set_rs = unsafe { (*(*dev).lpVtbl).SetRenderState };
    // SAFETY: as above.
    let set_tex = unsafe { (*(*dev).lpVtbl).SetTexture };
    // SAFETY: as above.
    let draw = unsafe { (*(*dev).lpVtbl).DrawPrimitive };
    // SAFETY: as above.
    let present = unsafe { (*(*dev).lpVtbl).Present };
    let texs = [tex_a as *mut IDirect3DBaseTexture9, tex_b as *mut IDirect3DBaseTexture9];
    let (mut rs_ns, mut tex_ns, mut draw_ns, mut present_ms) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for frame in 0..frames + 5 {
        // SetRenderState alone.
        let c0 = thread_cpu_ns();
        for i in 0..DRAWS {
            // SAFETY: `dev` is live; the method of its own vtable.
            unsafe { set_rs(dev, D3DRS_ZWRITEENABLE, i & 1) };
        }
        let c1 = thread_cpu_ns();
        // SetTexture alone.
        for i in 0..DRAWS {
            // SAFETY: `dev` and both textures are live.
            unsafe { set_tex(dev, 0, texs[(i & 1) as usize]) };
        }
        let c2 = thread_cpu_ns();
        // The draw loop.
        for i in 0..DRAWS {
            // SAFETY: `dev` and both textures are live.
            unsafe { set_tex(dev, 0, texs[(i & 1) as usize]) };
            // SAFETY: `dev` is live.
            unsafe { set_rs(dev, D3DRS_ALPHABLENDENABLE, i & 1) };
            // SAFETY: `dev` is live, with a bound stream of one triangle.
            unsafe { draw(dev, D3DPT_TRIANGLELIST, 0, 1) };
        }
        let c3 = thread_cpu_ns();
        let w = std::time::Instant::now();
        // SAFETY: `dev` is live; null rectangles, window and region are accepted.
        unsafe {
            present(
                dev,
                std::ptr::null(),
                std::ptr::null(),
                std::ptr::null_mut(),
                std::ptr::null(),
            )
        };
        let present_wall = w.elapsed().as_secs_f64() * 1e3;
        if frame >= 5 {
            rs_ns.push((c1 - c0) as f64 / DRAWS as f64);
            tex_ns.push((c2 - c1) as f64 / DRAWS as f64);
            draw_ns.push((c3 - c2) as f64 / DRAWS as f64);
            present_ms.push(present_wall);
        }
    }
    println!("api_call_cost: {frames} frames of {DRAWS} draws (median per call, API-thread CPU time)");
    println!(
        "  SetRenderState                                   {:7.2} ns",
        median(&mut rs_ns)
    );
    println!(
        "  SetTexture                                       {:7.2} ns",
        median(&mut tex_ns)
    );
    println!(
        "  SetTexture + SetRenderState + DrawPrimitive      {:7.2} ns per draw",
        median(&mut draw_ns)
    );
    println!(
        "  Present (hand-off + frame-latency wait, wall)    {:7.3} ms",
        median(&mut present_ms)
    );
    churn(dev, texs, frames);
    matrix_loop(&t, frames);
    release!(vb);
    release!(tex_a);
    release!(tex_b);
}

/// The churn loop alone for `frames` frames (after two unmeasured ones).
fn churn(dev: *mut IDirect3DDevice9, texs: [*mut IDirect3DBaseTexture9; 2], frames: usize) {
    // SAFETY: `dev` is a live device (for the three reads).
    let (set_rs, set_tex, draw) = unsafe {
        let v = &*(*dev).lpVtbl;
        (v.SetRenderState, v.SetTexture, v.DrawPrimitive)
    };
    let title = format!("churn loop: {frames} frames of {DRAWS} draws");
    measure_loop(dev, &title, frames, |i| {
        // SAFETY: `dev` and both textures are live; the stream is bound.
        unsafe {
            set_tex(dev, 0, texs[(i & 1) as usize]);
            set_rs(dev, D3DRS_ALPHABLENDENABLE, i & 1);
            draw(dev, D3DPT_TRIANGLELIST, 0, 1);
        }
    });
}

/// The matrix loop for `frames` frames (after two unmeasured ones): a new
/// world matrix before each draw of an untransformed triangle.
fn matrix_loop(t: &TestDevice, frames: usize) {
    let dev = t.dev;
    let white = 0xFFFF_FFFF;
    let tri = [
        Vertex {
            x: -1.0,
            y: -1.0,
            z: 0.5,
            color: white,
        },
        Vertex {
            x: -1.0,
            y: -0.9,
            z: 0.5,
            color: white,
        },
        Vertex {
            x: -0.9,
            y: -1.0,
            z: 0.5,
            color: white,
        },
    ];
    let vb = t.vertex_buffer(&tri);
    t.fvf(XYZ_FVF);
    assert_eq!(
        vcall!(dev, SetStreamSource, 0, vb, 0, std::mem::size_of::<Vertex>() as u32),
        D3D_OK
    );
    assert_eq!(vcall!(dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(dev, SetRenderState, D3DRS_LIGHTING, 0), D3D_OK);
    assert_eq!(vcall!(dev, SetRenderState, D3DRS_ALPHABLENDENABLE, 0), D3D_OK);
    // SAFETY: `dev` is a live device (for the two reads).
    let (set_transform, draw) = unsafe {
        let v = &*(*dev).lpVtbl;
        (v.SetTransform, v.DrawPrimitive)
    };
    let matrices: Vec<D3DMATRIX> = (0..64)
        .map(|i| mat_translate((i % 8) as f32 * 0.2, (i / 8) as f32 * 0.2, 0.0))
        .collect();
    let title = format!("matrix loop: {frames} frames of {DRAWS} draws");
    measure_loop(dev, &title, frames, |i| {
        // SAFETY: `dev` is live, with a bound stream of one triangle.
        unsafe {
            set_transform(dev, D3DTS_WORLD, &matrices[(i % 64) as usize]);
            draw(dev, D3DPT_TRIANGLELIST, 0, 1);
        }
    });
    assert_eq!(vcall!(dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0), D3D_OK);
    release!(vb);
}

/// Runs `draw(i)` for i in 0..DRAWS a frame, for `frames` frames after two
/// unmeasured ones, and prints `title` and the whole cost of the draws over
/// every thread (the GPU drained at both ends) and the wall time per draw.
fn measure_loop(dev: *mut IDirect3DDevice9, title: &str, frames: usize, mut draw: impl FnMut(u32)) {
    let frames = frames.max(1);
    let mut api_ns = Vec::new();
    let mut before = CpuSnapshot::now();
    let mut start = Instant::now();
    for frame in 0..frames + 2 {
        if frame == 2 {
            finish_gpu(dev, Duration::from_secs(60));
            (before, start) = (CpuSnapshot::now(), Instant::now());
        }
        let c0 = thread_cpu_ns();
        for i in 0..DRAWS {
            draw(i);
        }
        api_ns.push((thread_cpu_ns() - c0) as f64 / f64::from(DRAWS));
        // SAFETY: `dev` is live; null rectangles, window and region are accepted.
        unsafe {
            ((*(*dev).lpVtbl).Present)(
                dev,
                std::ptr::null(),
                std::ptr::null(),
                std::ptr::null_mut(),
                std::ptr::null(),
            )
        };
    }
    if !finish_gpu(dev, Duration::from_secs(60)) {
        eprintln!("api_call_cost: the GPU did not finish within a minute; the figures miss part of the work");
    }
    let draws = (frames as f64) * f64::from(DRAWS);
    let wall_ns = start.elapsed().as_nanos() as f64;
    println!("{title} (CPU per draw, the GPU drained at both ends)");
    println!(
        "  application thread (loop, median)  {:8.1} ns",
        median(&mut api_ns[2..])
    );
    before.print_since(draws);
    println!("  wall time per draw                 {:8.1} ns", wall_ns / draws);
}
