//! What the encoder writes and binds for draws whose constants did not
//! change: no new constant block, no new binding and no new index. For
//! draws whose constants did, a new block and a new index, handed to the
//! shaders in the draw's first instance (the immediates are set once a
//! pass), and a new binding only when a block leaves its stage's window. A
//! software rasteriser copies its whole shader state whenever a binding or
//! the immediates change, so either changed per draw costs far more than
//! its bytes; this file counts all four with the runtime's process-wide
//! counters.
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
