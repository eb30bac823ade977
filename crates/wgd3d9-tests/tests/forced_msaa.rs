//! `present.msaa`: a program that asks for no multisampling gets a
//! multisampled back buffer and automatic depth buffer (the surfaces report
//! it; the presentation parameters stay the program's), so its edges are
//! anti-aliased; the cases D3D9 does not multisample (COPY, a lockable back
//! buffer or depth buffer) and a program's own choice are left as asked. A
//! binary of its own: the option is read from `WGD3D9_CONFIG` when a device
//! is made. lavapipe offers 4 samples, so "4" is what the option gives.

use wgd3d9_tests::*;

fn params(swap_effect: u32, ms: u32, flags: u32) -> D3DPRESENT_PARAMETERS {
    let mut pp = present_params(64, 64);
    pp.SwapEffect = swap_effect;
    pp.MultiSampleType = ms;
    pp.Flags = flags;
    pp
}

/// The multisample types of a device's back buffer and automatic depth
/// buffer.
fn sample_types(t: &TestDevice) -> (u32, u32) {
    let (mut bb, mut ds) = (std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    let (mut b, mut d) = (D3DSURFACE_DESC::default(), D3DSURFACE_DESC::default());
    assert_eq!(vcall!(bb, GetDesc, &mut b), D3D_OK);
    assert_eq!(vcall!(ds, GetDesc, &mut d), D3D_OK);
    release!(bb);
    release!(ds);
    (b.MultiSampleType, d.MultiSampleType)
}

/// The red levels of the back buffer after a white triangle whose long edge
/// crosses pixels diagonally, resolved by StretchRect.
fn edge_levels(t: &TestDevice) -> Vec<u32> {
    t.clear_color_depth(0xFF000000, 1.0);
    t.fvf(TL_FVF);
    let v = |x, y| TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color: 0xFFFF_FFFF,
    };
    t.begin();
    t.draw_up(D3DPT_TRIANGLELIST, 1, &[v(0.0, 0.0), v(64.0, 0.0), v(0.0, 41.0)]);
    t.end();
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    let img = t.read_resolved(bb);
    release!(bb);
    let mut levels: Vec<u32> = (0..64 * 64).map(|i| (img.at(i % 64, i / 64) >> 16) & 0xFF).collect();
    levels.sort_unstable();
    levels.dedup();
    levels
}

/// DISCARD with a lockable automatic depth buffer.
fn lockable_depth() -> D3DPRESENT_PARAMETERS {
    let mut pp = params(D3DSWAPEFFECT_DISCARD, D3DMULTISAMPLE_NONE, 0);
    pp.AutoDepthStencilFormat = D3DFMT_D16_LOCKABLE;
    pp
}

#[test]
fn the_back_buffer_is_multisampled_when_the_program_asks_for_none() {
    std::env::set_var("WGD3D9_CONFIG", "present.msaa = 4");
    let t = TestDevice::with_params(params(D3DSWAPEFFECT_DISCARD, D3DMULTISAMPLE_NONE, 0));
    assert_eq!(sample_types(&t), (D3DMULTISAMPLE_4_SAMPLES, D3DMULTISAMPLE_4_SAMPLES));
    // Edge pixels hold the covered quarter of the samples.
    let levels = edge_levels(&t);
    assert!(levels.len() > 2, "anti-aliased edge: {levels:?}");
    for v in &levels {
        assert!(
            [0, 64, 128, 191, 255].iter().any(|k| v.abs_diff(*k) <= 1),
            "{v} is not a quarter step: {levels:?}"
        );
    }
    // The presentation parameters are the program's, so that a Reset
    // built from them asks for what the program asked.
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetSwapChain, 0, &mut sc), D3D_OK);
    let mut got = present_params(1, 1);
    assert_eq!(vcall!(sc, GetPresentParameters, &mut got), D3D_OK);
    release!(sc);
    assert_eq!(got.MultiSampleType, D3DMULTISAMPLE_NONE);
    // Reset keeps forcing it, and to COPY it stops.
    let mut pp = params(D3DSWAPEFFECT_DISCARD, D3DMULTISAMPLE_NONE, 0);
    assert_eq!(vcall!(t.dev, Reset, &mut pp), D3D_OK);
    assert_eq!(sample_types(&t).0, D3DMULTISAMPLE_4_SAMPLES);
    assert_eq!(
        pp.MultiSampleType, D3DMULTISAMPLE_NONE,
        "the program's parameters are its own"
    );
    let mut copy = got;
    copy.SwapEffect = D3DSWAPEFFECT_COPY;
    assert_eq!(vcall!(t.dev, Reset, &mut copy), D3D_OK);
    assert_eq!(sample_types(&t).0, D3DMULTISAMPLE_NONE);
    drop(t);

    // Left as asked: COPY, a lockable back buffer, a program's own type.
    for (pp, want) in [
        (params(D3DSWAPEFFECT_COPY, D3DMULTISAMPLE_NONE, 0), D3DMULTISAMPLE_NONE),
        (
            params(
                D3DSWAPEFFECT_DISCARD,
                D3DMULTISAMPLE_NONE,
                D3DPRESENTFLAG_LOCKABLE_BACKBUFFER,
            ),
            D3DMULTISAMPLE_NONE,
        ),
        (
            params(D3DSWAPEFFECT_DISCARD, D3DMULTISAMPLE_2_SAMPLES, 0),
            D3DMULTISAMPLE_2_SAMPLES,
        ),
        (lockable_depth(), D3DMULTISAMPLE_NONE),
    ] {
        let t = TestDevice::with_params(pp);
        assert_eq!(sample_types(&t), (want, want));
        if want == D3DMULTISAMPLE_NONE {
            assert_eq!(edge_levels(&t), [0, 255], "no anti-aliasing");
        }
    }
}
