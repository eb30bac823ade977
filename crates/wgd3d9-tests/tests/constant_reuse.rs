//! What the encoder writes and binds for draws whose constants did not
//! change: no new constant block, no new binding and no new index. For
//! draws whose constants did, a new block and a new index, handed to the
//! shaders in the draw's first instance (the immediates are set once a
//! pass, also across changes of pipeline layout), and a new binding only
//! when a block leaves its stage's window. A software rasteriser copies its
//! whole shader state whenever a binding or the immediates change, so
//! either changed per draw costs far more than its bytes; this file counts
//! all four with the runtime's process-wide counters, and the copy commands
//! of a frame whose pixel blocks fill many windows (they stay one upload
//! run, and a steady frame's runs are sized from the frame before).
//!
//! The counters are the process's, so this file is a test binary of its
//! own with one test function: nothing else draws beside it.

use wgd3d9_runtime::perf;
use wgd3d9_tests::*;

const W: u32 = 32;
const H: u32 = 16;
/// Draws in each measured frame.
const DRAWS: u32 = 12;

/// One frame of [`DRAWS`] narrow rectangles in the texture factor's colour
/// (rectangle `i` at x = 2i), with `before_draw(i)` run before draw `i`:
/// what it cost in the counters, and the picture. Reading the target back
/// waits until the frame was encoded and its counts reported.
fn frame(t: &TestDevice, before_draw: impl Fn(&TestDevice, u32)) -> (perf::Totals, Image) {
    let before = perf::snapshot();
    t.clear(0xFF000000);
    t.begin();
    for i in 0..DRAWS {
        before_draw(t, i);
        t.draw_rect(2 * i, 0, 2 * i + 1, H, 0xFF00FF00);
    }
    t.end();
    let img = t.read_rt();
    t.present();
    (perf::snapshot().since(&before), img)
}

/// The texture factor of draw `i` in the frame that changes it per draw.
fn factor(i: u32) -> u32 {
    0xFF000000 | (i * 20) << 16 | (255 - i * 20)
}

fn viewport(width: u32, height: u32) -> D3DVIEWPORT9 {
    D3DVIEWPORT9 {
        X: 0,
        Y: 0,
        Width: width,
        Height: height,
        MinZ: 0.0,
        MaxZ: 1.0,
    }
}

#[test]
fn unchanged_constants_are_neither_written_nor_bound_again() {
    let t = TestDevice::sized(W, H);
    // The rectangles take the texture factor's colour (a pixel constant).
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TFACTOR);
    t.rs(D3DRS_TEXTUREFACTOR, 0xFF00FF00);
    // A frame first, so that device creation's work is not counted.
    frame(&t, |_, _| {});

    // Nothing changes between the draws: the first draw of the frame
    // writes both stages' blocks (the frame's uniform chunks start empty)
    // and binds them and sets their indices once.
    let (d, img) = frame(&t, |_, _| {});
    assert_eq!(d.draws, u64::from(DRAWS), "{d:?}");
    assert_eq!(counts(&d), (2, 1, 1, 1), "{d:?}");
    assert_rgb(&img, 2 * (DRAWS - 1), H / 2, 0xFF00FF00, 1);

    // The texture factor changes before every draw: the pixel block is
    // written again and its index handed on, the vertex block kept, and
    // each rectangle has its own colour. The fixed-function pixel blocks
    // (496 bytes) fill the pixel window (4 KiB) eight at a time: two
    // bindings. The immediates are set once: each draw's first instance
    // carries its indices.
    let (d, img) = frame(&t, |t, i| t.rs(D3DRS_TEXTUREFACTOR, factor(i)));
    assert_eq!(counts(&d), (u64::from(DRAWS) + 1, 2, u64::from(DRAWS), 1), "{d:?}");
    for i in 0..DRAWS {
        assert_rgb(&img, 2 * i, H / 2, factor(i), 1);
    }

    // The viewport changes before every draw: both blocks carry it. (The
    // last draw's is the whole target again, so that the next frame's clear
    // is whole: a partial clear draws.)
    let (d, _) = frame(&t, |t, i| {
        let vp = viewport(W - (i + 1) % 2, H);
        assert_eq!(vcall!(t.dev, SetViewport, &vp), D3D_OK);
    });
    assert_eq!(counts(&d), (2 * u64::from(DRAWS), 2, u64::from(DRAWS), 1), "{d:?}");

    // Setting the same viewport again is no change.
    let (d, _) = frame(&t, |t, _| {
        assert_eq!(vcall!(t.dev, SetViewport, &viewport(W, H)), D3D_OK);
    });
    assert_eq!(counts(&d), (2, 1, 1, 1), "{d:?}");

    pixel_blocks_stay_one_upload_run(&t);
    layout_changes_leave_the_immediates(&t);
}

/// A pixel shader reading three constants (its block, with the runtime's
/// registers, does not divide a 4 KiB window, so each new window starts
/// past a gap at the device's offset alignment).
const THREE_CONSTANTS_PS: &str = "ps_2_0\nadd r0, c0, c1\nadd r0, r0, c2\nmov oC0, r0\n";

/// Pixel blocks written per draw across several windows stay one upload
/// run: the bytes a block skips to a new window's aligned start are
/// written too, so the chunk's staging is not cut into a run per window
/// (each run a copy command, its window growing again from one block).
fn pixel_blocks_stay_one_upload_run(t: &TestDevice) {
    let shader = pixel_shader(t, THREE_CONSTANTS_PS);
    assert_eq!(vcall!(t.dev, SetPixelShader, shader), D3D_OK);
    let draws = 400;
    let frame = || {
        let before = perf::snapshot();
        t.clear(0xFF000000);
        t.begin();
        for i in 0..draws {
            let c = [[i as f32 / draws as f32, 0.0, 0.0, 1.0], [0.0; 4], [0.0, 0.5, 0.0, 0.0]];
            assert_eq!(vcall!(t.dev, SetPixelShaderConstantF, 0, c.as_ptr().cast(), 3), D3D_OK);
            t.draw_rect(i % W, 0, i % W + 1, H, 0xFF000000);
        }
        t.end();
        let img = t.read_rt();
        t.present();
        (perf::snapshot().since(&before), img)
    };
    // The last draws' colours: c0 + c2, each column its last rectangle's.
    let check = |img: &Image| {
        for x in [0, W - 1] {
            let i = (draws - 1 - x) / W * W + x;
            let want = ((i * 255 + draws / 2) / draws) << 16 | 0x80 << 8;
            assert_rgb(img, x, H / 2, want, 1);
        }
    };
    let (d, img) = frame();
    check(&img);
    // 400 pixel blocks take many windows (18 on lavapipe). One run for
    // the frame's pixel blocks grows to hold them in about nine copies (19
    // in all on lavapipe, with the vertex blocks' and the rectangles');
    // a run per window took about five copies a window (99 in all).
    assert!(d.constant_binds >= 8, "{d:?}");
    assert!(d.upload_copies <= 30, "{d:?}");
    // The same frame again: each chunk's staging window is sized from the
    // frame before, so the vertex blocks, the pixel blocks and the
    // rectangles' vertices are a copy each (3 on lavapipe; 19 when every
    // frame's windows grew again from one block).
    let (d, img) = frame();
    assert!(d.upload_copies <= 5, "{d:?}");
    check(&img);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(shader);
}

/// A pixel shader colouring with c0 that samples a texture (times c1,
/// zero): its pipelines have another layout object than
/// [`THREE_CONSTANTS_PS`]'s.
const SAMPLING_PS: &str = "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmad r0, r0, c1, c0\nmov oC0, r0\n";

/// Pixel shaders of two pipeline layouts by turns, with new constants each
/// draw: wgpu zeroes the immediates at each change of layout object, which
/// is what they hold for draws that carry their indices in their first
/// instance, so they are still set once a pass.
fn layout_changes_leave_the_immediates(t: &TestDevice) {
    let shaders = [THREE_CONSTANTS_PS, SAMPLING_PS].map(|text| pixel_shader(t, text));
    let draw = |t: &TestDevice, i: u32| {
        assert_eq!(vcall!(t.dev, SetPixelShader, shaders[i as usize % 2]), D3D_OK);
        let c = [[0.0, 0.0, i as f32 / DRAWS as f32, 1.0], [0.0; 4], [0.0; 4]];
        assert_eq!(vcall!(t.dev, SetPixelShaderConstantF, 0, c.as_ptr().cast(), 3), D3D_OK);
    };
    // A frame first, so that the pipelines are built (a draw waiting for
    // its pipeline sets its immediates itself).
    frame(t, draw);
    let (d, img) = frame(t, draw);
    for i in 0..DRAWS {
        assert_rgb(&img, 2 * i, H / 2, (i * 255 + DRAWS / 2) / DRAWS, 1);
    }
    assert_eq!(d.constant_indices, u64::from(DRAWS), "{d:?}");
    assert_eq!(d.constant_immediates, 1, "{d:?}");
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    for s in shaders {
        release!(s);
    }
}

/// A pixel shader of assembly `text`.
fn pixel_shader(t: &TestDevice, text: &str) -> *mut IDirect3DPixelShader9 {
    let tokens = wgd3d9_shader::dxso::asm::assemble(text).expect("assembles");
    let mut shader = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreatePixelShader, tokens.as_ptr(), &mut shader), D3D_OK);
    shader
}

/// Constant blocks written, bindings set, indices changed and immediates
/// set.
fn counts(d: &perf::Totals) -> (u64, u64, u64, u64) {
    (
        d.constant_blocks,
        d.constant_binds,
        d.constant_indices,
        d.constant_immediates,
    )
}
