//! busy_frame: the CPU cost of a draw-heavy frame with realistic state churn.
//!
//! A headless 256x256 device draws 5,000 indexed draws a frame (two small
//! triangles each, from one shared vertex and index buffer, with
//! DrawIndexedPrimitive) that change state the way a game's frame does:
//! - the material (one of six vs_2_0 + ps_2_0 pairs or three fixed-function
//!   texture-stage setups) every 4 to 8 draws,
//! - per draw: a shader draw sets a 4x4 matrix (SetVertexShaderConstantF) and
//!   a colour (SetPixelShaderConstantF); a fixed-function draw sets the world
//!   transform and the texture factor,
//! - the texture (one of eight) every 2 to 3 draws,
//! - a render state (alpha blending, cull mode, depth function or depth
//!   writes) every 5 draws.
//!
//! The sequence is the same every frame (a fixed-seed generator). After 10
//! warm-up frames, each measured frame gives: the application thread's CPU
//! time of the draw loop per draw (`api_ns_per_draw`, median over frames);
//! the CPU time of the whole frame's work per draw (`cpu_ns_per_draw`: the
//! application thread's CPU time in the loop and Present, plus the CPU time
//! of the runtime's `wgd3d9-*` threads from /proc, over all measured frames);
//! the wall time from Present to Present (median, p99 and mean: the
//! application may run a frame or two ahead of the GPU, so single frames can
//! alternate between short and long while the mean follows the frame rate);
//! and the encoder thread's time per frame (`wgd3d9_runtime::perf`
//! counters). The GPU is drained before the measured frames start and after
//! they end, so the runtime threads' time covers exactly their work. A
//! software GPU's threads are not in `cpu_ns_per_draw` but reported apart
//! per draw: its rasteriser threads (`raster_ns_per_draw`, lavapipe's
//! `llvmpipe-*`), the process's other threads (`other_ns_per_draw`:
//! lavapipe's queue thread, which executes the command buffers) and the
//! whole process (`process_ns_per_draw`).
//! Run release: `cargo run --release -p wgd3d9-tools --bin busy_frame -- [frames]`
//! (default 60 measured frames).

use std::time::{Duration, Instant};
use wgd3d9_runtime::perf;
use wgd3d9_tests::*;
use wgd3d9_tools::{
    adapter_description, finish_gpu, median, percentile, pixel_shader, thread_cpu_ns, threads_cpu_ns, vertex_shader,
    CpuSnapshot, CpuSpent,
};

const SIZE: u32 = 256;
const DRAWS: usize = 5_000;
const WARMUP_FRAMES: usize = 10;
const TEXTURES: usize = 8;
/// The small quads (four vertices, two triangles each) in the shared buffers.
const SHAPES: usize = 16;

/// A position, a colour and one texture coordinate.
#[repr(C)]
#[derive(Clone, Copy)]
struct TexVertex {
    x: f32,
    y: f32,
    z: f32,
    color: u32,
    u: f32,
    v: f32,
}
const TEX_FVF: u32 = D3DFVF_XYZ | D3DFVF_DIFFUSE | D3DFVF_TEX1;

/// The vertex shaders: clip position from the matrix in c0..c3 (the
/// transpose of a row-vector matrix, as m4x4 reads it), then the colour and
/// texture coordinate in three ways.
const VERTEX_SHADERS: [&str; 3] = [
    "vs_2_0\ndcl_position v0\ndcl_color v1\ndcl_texcoord v2\nm4x4 oPos, v0, c0\nmov oD0, v1\nmov oT0, v2\n",
    "vs_2_0\ndcl_position v0\ndcl_color v1\ndcl_texcoord v2\nm4x4 oPos, v0, c0\nmov oD0, v1\n\
     mad oT0.xy, v2, c4, c4.zw\n",
    "vs_2_0\ndcl_position v0\ndcl_color v1\ndcl_texcoord v2\nm4x4 r0, v0, c0\nmov oPos, r0\nmul oD0, v1, c5\n\
     mov oT0, v2\n",
];

/// The pixel shaders: the colour in c0 modulating texture and diffuse, added
/// to the texture, or modulating the diffuse alone.
const PIXEL_SHADERS: [&str; 3] = [
    "ps_2_0\ndcl t0.xy\ndcl v0\ndcl_2d s0\ntexld r0, t0, s0\nmul r0, r0, v0\nmul r0, r0, c0\nmov oC0, r0\n",
    "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nadd r0, r0, c0\nmov oC0, r0\n",
    "ps_2_0\ndcl v0\nmul r0, v0, c0\nmov oC0, r0\n",
];

/// The six shader pairs, as (vertex shader, pixel shader) indices.
const PAIRS: [(usize, usize); 6] = [(0, 0), (0, 1), (1, 0), (1, 2), (2, 1), (2, 2)];

/// The fixed-function materials: stage 0's COLOROP, COLORARG1, COLORARG2.
const FIXED: [(u32, u32, u32); 3] = [
    (D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE),
    (D3DTOP_ADD, D3DTA_TEXTURE, D3DTA_DIFFUSE),
    (D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_TFACTOR),
];

/// A small deterministic generator (a 64-bit LCG) for the frame's sequence.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The objects the frame draws with.
struct Scene {
    vs: Vec<*mut IDirect3DVertexShader9>,
    ps: Vec<*mut IDirect3DPixelShader9>,
    textures: Vec<*mut IDirect3DTexture9>,
    vb: *mut IDirect3DVertexBuffer9,
    ib: *mut IDirect3DIndexBuffer9,
}

impl Scene {
    fn create(t: &TestDevice) -> Scene {
        let dev = t.dev;
        let vs = VERTEX_SHADERS.iter().map(|s| vertex_shader(dev, s)).collect();
        let ps = PIXEL_SHADERS.iter().map(|s| pixel_shader(dev, s)).collect();
        let textures = (0..TEXTURES as u32)
            .map(|k| {
                texture_from_fn(dev, 16, 16, D3DFMT_A8R8G8B8, move |x, y| {
                    let light = if (x / 4 + y / 4) % 2 == 0 { 0xFF } else { 0x60 };
                    let alpha = 0x80 + k * 0x10;
                    argb(
                        alpha,
                        light * (k & 1),
                        light * ((k >> 1) & 1),
                        light * (((k >> 2) & 1) | 1) / 2,
                    )
                })
            })
            .collect();
        // Shape k: a quad of its own proportions around the origin, one unit
        // across at most (the matrix scales and places it).
        let mut verts = Vec::with_capacity(SHAPES * 4);
        let mut indices = Vec::with_capacity(SHAPES * 6);
        for k in 0..SHAPES {
            let (w, h) = (0.5 + (k % 4) as f32 / 8.0, 0.5 + (k / 4) as f32 / 8.0);
            let color = argb(0xC0, 0x80 + 8 * k as u32, 0xFF - 8 * k as u32, 0xA0);
            let v = |x: f32, y: f32, u, v| TexVertex {
                x,
                y,
                z: 0.5,
                color,
                u,
                v,
            };
            let base = verts.len() as u16;
            verts.extend([
                v(-w, h, 0.0, 0.0),
                v(w, h, 1.0, 0.0),
                v(-w, -h, 0.0, 1.0),
                v(w, -h, 1.0, 1.0),
            ]);
            indices.extend([base, base + 1, base + 2, base + 2, base + 1, base + 3]);
        }
        Scene {
            vs,
            ps,
            textures,
            vb: t.vertex_buffer(&verts),
            ib: t.index_buffer16(&indices),
        }
    }

    fn release(self, dev: *mut IDirect3DDevice9) {
        vcall!(dev, SetVertexShader, std::ptr::null_mut());
        vcall!(dev, SetPixelShader, std::ptr::null_mut());
        vcall!(dev, SetTexture, 0, std::ptr::null_mut());
        vcall!(dev, SetStreamSource, 0, std::ptr::null_mut(), 0, 0);
        vcall!(dev, SetIndices, std::ptr::null_mut());
        for s in self.vs {
            release!(s);
        }
        for s in self.ps {
            release!(s);
        }
        for tex in self.textures {
            release!(tex);
        }
        release!(self.vb);
        release!(self.ib);
    }
}

/// The render-state changes made every 5 draws, in turn (each with the two
/// values it alternates between).
const STATE_CHANGES: [(u32, [u32; 2]); 4] = [
    (D3DRS_ALPHABLENDENABLE, [1, 0]),
    (D3DRS_CULLMODE, [D3DCULL_NONE, D3DCULL_CCW]),
    (D3DRS_ZFUNC, [D3DCMP_ALWAYS, D3DCMP_LESSEQUAL]),
    (D3DRS_ZWRITEENABLE, [0, 1]),
];

/// Sets the material `m`: a shader pair (0..6) or a fixed-function setup.
fn set_material(dev: *mut IDirect3DDevice9, scene: &Scene, m: usize) {
    if let Some(&(v, p)) = PAIRS.get(m) {
        vcall!(dev, SetVertexShader, scene.vs[v]);
        vcall!(dev, SetPixelShader, scene.ps[p]);
    } else {
        let (op, arg1, arg2) = FIXED[m - PAIRS.len()];
        vcall!(dev, SetVertexShader, std::ptr::null_mut());
        vcall!(dev, SetPixelShader, std::ptr::null_mut());
        vcall!(dev, SetTextureStageState, 0, D3DTSS_COLOROP, op);
        vcall!(dev, SetTextureStageState, 0, D3DTSS_COLORARG1, arg1);
        vcall!(dev, SetTextureStageState, 0, D3DTSS_COLORARG2, arg2);
    }
}

/// The frame's draws (between BeginScene and EndScene).
fn draw_loop(dev: *mut IDirect3DDevice9, scene: &Scene) {
    let mut rng = Rng(0x5EED);
    let materials = PAIRS.len() + FIXED.len();
    let mut material = 0;
    let mut next_material_change = 0;
    let mut state_values = [0usize; STATE_CHANGES.len()];
    for i in 0..DRAWS {
        if i == next_material_change {
            material = (material + 1 + rng.below(materials - 1)) % materials;
            set_material(dev, scene, material);
            next_material_change = i + 4 + rng.below(5);
        }
        if i % 5 == 0 || i % 5 == 2 {
            let tex = scene.textures[rng.below(TEXTURES)];
            vcall!(dev, SetTexture, 0, tex as *mut IDirect3DBaseTexture9);
        }
        if i % 5 == 4 {
            let which = (i / 5) % STATE_CHANGES.len();
            let (state, values) = STATE_CHANGES[which];
            state_values[which] ^= 1;
            vcall!(dev, SetRenderState, state, values[state_values[which]]);
        }
        // Place the draw on a grid over the target, about 6 pixels across.
        let scale = 0.05;
        let (col, row) = ((i % 71) as f32, ((i / 71) % 71) as f32);
        let (tx, ty) = (-0.98 + col * 1.96 / 70.0, 0.98 - row * 1.96 / 70.0);
        let shade = (i % 256) as f32 / 255.0;
        if material < PAIRS.len() {
            // m4x4 takes the matrix's columns as its rows.
            let columns: [[f32; 4]; 4] = [
                [scale, 0.0, 0.0, tx],
                [0.0, scale, 0.0, ty],
                [0.0, 0.0, 1.0, 0.0],
                [0.0, 0.0, 0.0, 1.0],
            ];
            let colour = [shade, 1.0 - shade, 0.5, 0.75];
            vcall!(dev, SetVertexShaderConstantF, 0, columns.as_ptr().cast(), 4);
            vcall!(dev, SetPixelShaderConstantF, 0, colour.as_ptr(), 1);
        } else {
            let world = mat_mul(&mat_scale(scale, scale, 1.0), &mat_translate(tx, ty, 0.0));
            vcall!(dev, SetTransform, D3DTS_WORLD, &world);
            let factor = argb(0xC0, (shade * 255.0) as u32, 0x80, 0xFF - (shade * 255.0) as u32);
            vcall!(dev, SetRenderState, D3DRS_TEXTUREFACTOR, factor);
        }
        let shape = (i * 7) % SHAPES;
        vcall!(
            dev,
            DrawIndexedPrimitive,
            D3DPT_TRIANGLELIST,
            0,
            0,
            (SHAPES * 4) as u32,
            (shape * 6) as u32,
            2
        );
    }
}

fn main() {
    let frames: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(60)
        .max(1);
    let t = TestDevice::sized(SIZE, SIZE);
    let dev = t.dev;
    println!("adapter: {}", adapter_description(t.d3d));
    let scene = Scene::create(&t);

    t.fvf(TEX_FVF);
    assert_eq!(
        vcall!(
            dev,
            SetStreamSource,
            0,
            scene.vb,
            0,
            std::mem::size_of::<TexVertex>() as u32
        ),
        D3D_OK
    );
    assert_eq!(vcall!(dev, SetIndices, scene.ib), D3D_OK);
    t.rs(D3DRS_SRCBLEND, D3DBLEND_SRCALPHA);
    t.rs(D3DRS_DESTBLEND, D3DBLEND_INVSRCALPHA);
    // The constants the vertex shaders read besides the matrix.
    let uv_scale_offset = [[0.5f32, 0.5, 0.25, 0.25], [1.0, 0.8, 0.6, 1.0]];
    assert_eq!(
        vcall!(dev, SetVertexShaderConstantF, 4, uv_scale_offset.as_ptr().cast(), 2),
        D3D_OK
    );

    let (mut api_ns, mut frame_ms) = (Vec::with_capacity(frames), Vec::with_capacity(frames));
    let (mut app_cpu_ns, mut threads_before, mut perf_before) = (0u64, 0u64, perf::snapshot());
    let mut cpu_before = CpuSnapshot::now();
    let mut last = Instant::now();
    for frame in 0..WARMUP_FRAMES + frames {
        if frame == WARMUP_FRAMES {
            // Start the measured frames with the GPU and the runtime idle.
            finish_gpu(dev, Duration::from_secs(60));
            threads_before = threads_cpu_ns("wgd3d9-");
            perf_before = perf::snapshot();
            cpu_before = CpuSnapshot::now();
            last = Instant::now();
        }
        let c0 = thread_cpu_ns();
        t.clear_color_depth(0xFF203040, 1.0);
        t.begin();
        draw_loop(dev, &scene);
        t.end();
        let c1 = thread_cpu_ns();
        t.present();
        let c2 = thread_cpu_ns();
        let now = Instant::now();
        if frame >= WARMUP_FRAMES {
            api_ns.push((c1 - c0) as f64 / DRAWS as f64);
            app_cpu_ns += c2 - c0;
            frame_ms.push(now.duration_since(last).as_secs_f64() * 1e3);
        }
        last = now;
    }
    // The runtime's threads finish the measured frames' work before they are read.
    if !finish_gpu(dev, Duration::from_secs(60)) {
        eprintln!("busy_frame: the GPU did not finish within a minute; the figures miss part of the work");
    }
    let threads_ns = threads_cpu_ns("wgd3d9-").saturating_sub(threads_before);
    let run = perf::snapshot().since(&perf_before);
    let spent = cpu_before.spent_since();

    print_figures(
        frames,
        Measured {
            api_ns,
            frame_ms,
            app_cpu_ns,
            threads_ns,
            run,
            spent,
        },
    );
    scene.release(dev);
}

/// What the measured frames gave (see the module documentation).
struct Measured {
    /// The application thread's CPU time of each frame's draw loop per draw.
    api_ns: Vec<f64>,
    /// Each frame's wall time, Present to Present.
    frame_ms: Vec<f64>,
    /// The application thread's CPU time in the loops and Present.
    app_cpu_ns: u64,
    /// The runtime's `wgd3d9-*` threads' CPU time.
    threads_ns: u64,
    run: perf::Totals,
    spent: CpuSpent,
}

/// Prints the figures of `frames` measured frames as one key=value line.
fn print_figures(frames: usize, mut m: Measured) {
    let total_draws = (DRAWS * frames) as f64;
    let api_ns_per_draw = median(&mut m.api_ns);
    let cpu_ns_per_draw = (m.app_cpu_ns + m.threads_ns) as f64 / total_draws;
    let frame_ms_mean = m.frame_ms.iter().sum::<f64>() / frames as f64;
    let frame_ms_median = median(&mut m.frame_ms);
    let frame_ms_p99 = percentile(&mut m.frame_ms, 0.99);
    let encoder_ms_per_frame = m.run.encoder_ns as f64 / 1e6 / frames as f64;
    let hud_us_per_frame = m.run.hud_ns as f64 / 1e3 / frames as f64;
    let per_draw = |ns: u64| ns as f64 / total_draws;
    let (raster, other, process) = (
        per_draw(m.spent.raster),
        per_draw(m.spent.other),
        per_draw(m.spent.process),
    );
    println!(
        "busy_frame draws_per_frame={DRAWS} frames={frames} api_ns_per_draw={api_ns_per_draw:.1} \
         cpu_ns_per_draw={cpu_ns_per_draw:.1} frame_ms_median={frame_ms_median:.3} frame_ms_p99={frame_ms_p99:.3} \
         frame_ms_mean={frame_ms_mean:.3} encoder_ms_per_frame={encoder_ms_per_frame:.3} \
         hud_us_per_frame={hud_us_per_frame:.1} raster_ns_per_draw={raster:.1} other_ns_per_draw={other:.1} \
         process_ns_per_draw={process:.1}"
    );
}
