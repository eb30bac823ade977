//! Draws whose pipeline is still building: left out of their frame only when
//! the skip rule allows it, waited for otherwise, and the picture converges to
//! exactly what synchronous builds draw.
//!
//! One test function runs every scenario in turn: each sets `WGD3D9_CONFIG`
//! before it creates its device (the options are read at device creation),
//! so this file is a test binary of its own and nothing else runs beside it.
//! Builds are slowed down (`debug.buildDelayMs`) so that they are still
//! running when the frame that first needs them ends.

use std::time::{Duration, Instant};
use wgd3d9_runtime::perf;
use wgd3d9_tests::*;

const W: u32 = 32;
const H: u32 = 16;

/// Creates a device with the options `config`.
fn device(config: &str, swap_effect: u32) -> TestDevice {
    // SAFETY (of the environment write): this binary's only test thread is
    // the only one reading the environment (device creation, on this thread).
    std::env::set_var("WGD3D9_CONFIG", config);
    let mut pp = present_params(W, H);
    pp.SwapEffect = swap_effect;
    TestDevice::with_params(pp)
}

const SYNC: &str = "shader.asyncCompile=off;cache.enabled=off;debug.buildDelayMs=100";
const ASYNC: &str = "shader.asyncCompile=on;cache.enabled=off;debug.buildDelayMs=100";

/// Four quads, each through a texture stage operation no earlier draw of the
/// device used (so each needs a pipeline of its own): the texture factor
/// selected, the diffuse colour selected, the two modulated, the two added.
fn draw_quads(t: &TestDevice) {
    t.rs(D3DRS_TEXTUREFACTOR, 0xFF406080);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TFACTOR);
    t.tss(0, D3DTSS_COLORARG2, D3DTA_DIFFUSE);
    let ops = [D3DTOP_SELECTARG1, D3DTOP_SELECTARG2, D3DTOP_MODULATE, D3DTOP_ADD];
    for (i, op) in ops.into_iter().enumerate() {
        t.tss(0, D3DTSS_COLOROP, op);
        let x = i as u32 * 8;
        t.draw_rect(x, 0, x + 8, H, 0xFF808040);
    }
}

/// The colours the four quads draw (D3D9's stage arithmetic on 8-bit values).
fn expected_quads() -> [u32; 4] {
    let (tf, diffuse) = (0x406080, 0x808040);
    [
        tf,
        diffuse,
        modulate(tf, diffuse) & 0xFFFFFF,
        per_channel(tf, diffuse, |a, b| (a + b).min(1.0)) & 0xFFFFFF,
    ]
}

fn frame(t: &TestDevice, clear: bool) {
    if clear {
        t.clear(0xFF000000);
    }
    t.begin();
    draw_quads(t);
    t.end();
    t.present();
}

fn assert_quads(img: &Image, what: &str) {
    for (i, c) in expected_quads().into_iter().enumerate() {
        let x = i as u32 * 8 + 4;
        assert!(
            color_distance(img.at(x, 8), c, true) <= 1,
            "{what}: quad {i} is {:#08x}, expected {c:#08x}",
            img.at(x, 8) & 0xFFFFFF
        );
    }
}

fn same_image(a: &Image, b: &Image) -> bool {
    a.width == b.width && a.height == b.height && (0..a.height).all(|y| (0..a.width).all(|x| a.at(x, y) == b.at(x, y)))
}

/// Renders cleared frames until the picture equals `reference` (or 10 s).
fn converge(t: &TestDevice, reference: &Image) -> usize {
    let start = Instant::now();
    let mut frames = 0;
    loop {
        frame(t, true);
        frames += 1;
        if same_image(&t.read_rt(), reference) {
            return frames;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no convergence after {frames} frames"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn pending_draws_are_skipped_or_waited_for_and_the_image_converges() {
    // Synchronous builds: the first frame is complete.
    let reference = {
        let t = device(SYNC, D3DSWAPEFFECT_DISCARD);
        let before = perf::snapshot();
        frame(&t, true);
        let img = t.read_rt();
        assert_quads(&img, "synchronous builds");
        let d = perf::snapshot().since(&before);
        assert_eq!(d.skipped_draws, 0, "{d:?}");
        assert!(d.placeholder_draws >= 4, "every draw of the first frame waited: {d:?}");
        img
    };

    // Asynchronous builds, a DISCARD back buffer and a depth buffer cleared
    // every frame: the frame where the quads first appear leaves them out
    // (the skip rule allows it: Present discards the buffer, and the depth
    // buffer was cleared in the frame before too), later frames converge to
    // the same image exactly.
    {
        let t = device(ASYNC, D3DSWAPEFFECT_DISCARD);
        t.clear(0xFF000000);
        t.present();
        let before = perf::snapshot();
        frame(&t, true);
        // (Reading waits for the frame; the read is a submission of its own.)
        let first = t.read_rt();
        let d = perf::snapshot().since(&before);
        assert!(d.skipped_draws >= 1, "{d:?}");
        assert_eq!(d.frame_path_builds, 0, "nothing built on the frame path: {d:?}");
        // Deliberate: the first frame shows the cleared target where a
        // skipped quad would be.
        assert!(!same_image(&first, &reference), "the first frame left draws out");
        let frames = converge(&t, &reference);
        assert!(frames >= 1);
    }

    // The same frame while an occlusion query counts: leaving a draw out
    // would change its count, so every draw waits and the first frame is
    // complete (the passes are recorded and counted after the builds).
    {
        let t = device(ASYNC, D3DSWAPEFFECT_DISCARD);
        let mut q = std::ptr::null_mut();
        assert_eq!(vcall!(t.dev, CreateQuery, D3DQUERYTYPE_OCCLUSION, &mut q), D3D_OK);
        t.clear(0xFF000000);
        t.present();
        let before = perf::snapshot();
        assert_eq!(vcall!(q, Issue, D3DISSUE_BEGIN), D3D_OK);
        frame(&t, true);
        assert_eq!(vcall!(q, Issue, D3DISSUE_END), D3D_OK);
        let img = t.read_rt();
        let d = perf::snapshot().since(&before);
        assert_eq!(d.skipped_draws, 0, "{d:?}");
        assert!(d.placeholder_draws >= 4, "{d:?}");
        assert!(same_image(&img, &reference));
        let mut samples = 0u32;
        assert_eq!(vcall!(q, GetData, (&mut samples as *mut u32).cast(), 4, 0), D3D_OK);
        assert_eq!(samples, W * H);
        release!(q);
    }

    // Asynchronous builds into a target that is not cleared every frame: no
    // draw may be left out, so the first frame waits and is complete.
    {
        let t = device(ASYNC, D3DSWAPEFFECT_COPY);
        t.clear(0xFF000000);
        let before = perf::snapshot();
        t.begin();
        draw_quads(&t);
        t.end();
        t.present();
        let img = t.read_rt();
        let d = perf::snapshot().since(&before);
        assert_eq!(d.skipped_draws, 0, "{d:?}");
        assert!(d.placeholder_draws >= 4, "{d:?}");
        assert!(same_image(&img, &reference));
    }

    // Cleared in this frame and the previous one, but the frame is read back
    // before Present: the read-back keeps every draw.
    {
        let t = device(ASYNC, D3DSWAPEFFECT_COPY);
        t.clear(0xFF000000);
        t.present();
        let before = perf::snapshot();
        t.clear(0xFF000000);
        t.begin();
        draw_quads(&t);
        t.end();
        let img = t.read_rt();
        let d = perf::snapshot().since(&before);
        assert_eq!(d.skipped_draws, 0, "{d:?}");
        assert!(same_image(&img, &reference));
        t.present();
    }

    // A frame that is several submissions: a mid-frame read-back of another
    // surface ends the first without a Present. What it would leave out
    // could be read by a later submission of the frame, so it leaves
    // nothing out.
    {
        let t = device(ASYNC, D3DSWAPEFFECT_DISCARD);
        let mut other = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateRenderTarget,
            W,
            H,
            D3DFMT_X8R8G8B8,
            D3DMULTISAMPLE_NONE,
            0,
            0,
            &mut other,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK);
        t.clear(0xFF000000);
        t.present();
        let before = perf::snapshot();
        t.clear(0xFF000000);
        t.begin();
        draw_quads(&t);
        t.end();
        let _ = read_surface(t.dev, other);
        t.present();
        let img = t.read_rt();
        let d = perf::snapshot().since(&before);
        assert_eq!(d.skipped_draws, 0, "{d:?}");
        assert!(same_image(&img, &reference));
        release!(other);
    }

    // A depth-only draw, then a draw that tests against its depth: both
    // pending and both allowed to be left out on their own, but the frame is
    // read back, and the second draw's result depends on the first's depth.
    {
        let t = device(ASYNC, D3DSWAPEFFECT_DISCARD);
        t.clear(0xFF000000);
        t.present();
        let before = perf::snapshot();
        t.clear(0xFF000000);
        t.begin();
        t.rs(D3DRS_ZENABLE, D3DZB_TRUE);
        t.rs(D3DRS_COLORWRITEENABLE, 0);
        t.draw_rect_z(0, 0, W / 2, H, 0.5, 0xFFFFFFFF);
        t.rs(D3DRS_COLORWRITEENABLE, 0xF);
        t.rs(D3DRS_ZWRITEENABLE, 0);
        t.rs(D3DRS_ZFUNC, D3DCMP_EQUAL);
        t.draw_rect_z(0, 0, W, H, 0.5, 0xFFFF0000);
        t.end();
        let img = t.read_rt();
        let d = perf::snapshot().since(&before);
        assert_eq!(d.skipped_draws, 0, "{d:?}");
        assert_rgb(&img, 4, 8, 0xFF0000, 0);
        assert_rgb(&img, W - 4, 8, 0x000000, 0);
        t.present();
    }

    // A render-target texture cleared every frame and drawn with new
    // pipelines, then StretchRect into a surface that is never cleared: the
    // copy lasts, so the draws into the texture are kept.
    {
        let t = device(ASYNC, D3DSWAPEFFECT_DISCARD);
        let mut rt = std::ptr::null_mut();
        let mut keep = std::ptr::null_mut();
        for s in [&mut rt, &mut keep] {
            let hr = vcall!(
                t.dev,
                CreateRenderTarget,
                W,
                H,
                D3DFMT_X8R8G8B8,
                D3DMULTISAMPLE_NONE,
                0,
                0,
                s,
                std::ptr::null_mut()
            );
            assert_eq!(hr, D3D_OK);
        }
        let mut bb = std::ptr::null_mut();
        assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut bb), D3D_OK);
        let before = perf::snapshot();
        // The quads first appear in frame 1, when the texture was cleared in
        // the frame before too.
        for frame in 0..3 {
            assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
            t.clear(0xFF000000);
            if frame > 0 {
                t.begin();
                draw_quads(&t);
                t.end();
            }
            let hr = vcall!(
                t.dev,
                StretchRect,
                rt,
                std::ptr::null(),
                keep,
                std::ptr::null(),
                D3DTEXF_NONE
            );
            assert_eq!(hr, D3D_OK);
            assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb), D3D_OK);
            t.present();
        }
        let copy = read_surface(t.dev, keep);
        let d = perf::snapshot().since(&before);
        assert_eq!(d.skipped_draws, 0, "{d:?}");
        assert!(d.placeholder_draws >= 4, "{d:?}");
        assert!(same_image(&copy, &reference), "the copy holds every quad");
        release!(bb);
        release!(rt);
        release!(keep);
    }

    // The persistent cache: a device records what it built; a later run
    // (here: the same directory opened again through a symbolic link, which
    // this process treats as a cache of its own) prewarms it, and its first
    // frame builds nothing.
    {
        let dir = std::env::temp_dir().join(format!("wgd3d9-async-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let cold = format!("shader.asyncCompile=on;cache.dir={}", dir.display());
        {
            let t = device(&cold, D3DSWAPEFFECT_COPY);
            frame(&t, true);
            assert!(same_image(&t.read_rt(), &reference));
        }
        let link = dir.with_extension("link");
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(&dir, &link).unwrap();
        let warm = format!("shader.asyncCompile=on;cache.dir={}", link.display());
        let before = perf::snapshot();
        let t = device(&warm, D3DSWAPEFFECT_COPY);
        let start = Instant::now();
        while perf::snapshot().prewarm_ns == before.prewarm_ns {
            assert!(start.elapsed() < Duration::from_secs(20), "the prewarm did not finish");
            std::thread::sleep(Duration::from_millis(5));
        }
        let prewarmed = perf::snapshot().since(&before);
        assert!(prewarmed.prewarm_pipelines >= 4, "{prewarmed:?}");
        let before = perf::snapshot();
        frame(&t, true);
        let img = t.read_rt();
        let d = perf::snapshot().since(&before);
        assert!(
            same_image(&img, &reference),
            "prewarmed pipelines draw what built ones do"
        );
        assert!(d.cache_disk_hits >= 4, "{d:?}");
        assert_eq!(
            (d.builds_queued, d.placeholder_draws, d.skipped_draws),
            (0, 0, 0),
            "{d:?}"
        );
        prewarmed_and_built_pipelines_take_turns(&t);
        drop(t);
        // The same file opened again in this process is not prewarmed again:
        // the device builds what it draws.
        let before = perf::snapshot();
        let t = device(&warm, D3DSWAPEFFECT_COPY);
        frame(&t, true);
        assert!(same_image(&t.read_rt(), &reference), "built again on demand");
        let d = perf::snapshot().since(&before);
        assert_eq!(d.prewarm_pipelines, 0, "{d:?}");
        drop(t);
        let _ = std::fs::remove_file(&link);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Quads that take turns between a pipeline the prewarm built (the texture
/// factor selected) and one this device builds (the same, blended ONE, ZERO)
/// each show their own texture factor once the second is built. The two
/// kinds have pipeline layout objects of their own, and wgpu clears the
/// immediates (which carry the constant blocks' indices) on every switch
/// between them: the second quad of each pair keeps the first one's
/// constants (the same indices), and must set them again all the same.
fn prewarmed_and_built_pipelines_take_turns(t: &TestDevice) {
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TFACTOR);
    t.tss(0, D3DTSS_COLORARG2, D3DTA_DIFFUSE);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    let colours = [0x102030, 0x102030, 0x708090, 0x708090];
    let start = Instant::now();
    loop {
        t.clear(0xFF000000);
        t.begin();
        for (i, c) in colours.iter().enumerate() {
            t.rs(D3DRS_TEXTUREFACTOR, 0xFF000000 | c);
            t.rs(D3DRS_ALPHABLENDENABLE, (i % 2) as u32);
            let x = i as u32 * 8;
            t.draw_rect(x, 0, x + 8, H, 0xFF808040);
        }
        t.end();
        t.present();
        let img = t.read_rt();
        let drawn: Vec<u32> = (0..4).map(|i| img.at(i * 8 + 4, 8) & 0xFFFFFF).collect();
        if colours
            .iter()
            .zip(&drawn)
            .all(|(&c, &d)| color_distance(d, c, true) <= 1)
        {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the quads are {drawn:06x?}, expected {colours:06x?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    t.rs(D3DRS_ALPHABLENDENABLE, 0);
}
