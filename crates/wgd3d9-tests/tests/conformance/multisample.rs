//! Multisampling: render targets, depth buffers and back buffers with
//! several samples per pixel, resolved by StretchRect and Present; the
//! sample mask; targets of mixed sample counts.

use wgd3d9_tests::*;

const WHITE: u32 = 0xFFFFFFFF;

fn ms_target(t: &TestDevice, ms: u32, quality: u32) -> Result<*mut IDirect3DSurface9, HRESULT> {
    let mut s = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateRenderTarget,
        64,
        64,
        D3DFMT_X8R8G8B8,
        ms,
        quality,
        0,
        &mut s,
        std::ptr::null_mut()
    );
    if hr == D3D_OK {
        Ok(s)
    } else {
        Err(hr)
    }
}

fn ms_depth(t: &TestDevice, ms: u32) -> *mut IDirect3DSurface9 {
    let mut s = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateDepthStencilSurface,
        64,
        64,
        D3DFMT_D24S8,
        ms,
        0,
        0,
        &mut s,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    s
}

/// A white triangle over black whose long edge crosses pixels diagonally.
fn draw_edge(t: &TestDevice) {
    t.clear(0xFF000000);
    t.fvf(TL_FVF);
    let v = |x, y| TlVertex {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        color: WHITE,
    };
    t.begin();
    t.draw_up(D3DPT_TRIANGLELIST, 1, &[v(0.0, 0.0), v(64.0, 0.0), v(0.0, 41.0)]);
    t.end();
}

/// The distinct grey levels of the red channel of `img`.
fn levels(img: &Image) -> Vec<u32> {
    let mut v: Vec<u32> = (0..64)
        .flat_map(|y| (0..64).map(move |x| (x, y)))
        .map(|(x, y)| (img.at(x, y) >> 16) & 0xFF)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

#[test]
fn surfaces_are_created_with_the_types_and_qualities_offered() {
    let t = TestDevice::new();
    let s = ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 0).expect("4 samples");
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(s, GetDesc, &mut desc), D3D_OK);
    assert_eq!(
        (desc.MultiSampleType, desc.MultiSampleQuality),
        (D3DMULTISAMPLE_4_SAMPLES, 0)
    );
    release!(s);
    assert_eq!(
        ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 1).err(),
        Some(D3DERR_INVALIDCALL)
    );
    assert_eq!(
        ms_target(&t, D3DMULTISAMPLE_15_SAMPLES, 0).err(),
        Some(D3DERR_INVALIDCALL)
    );
    let mut levels = 0;
    let hr = vcall!(
        t.d3d,
        CheckDeviceMultiSampleType,
        0,
        D3DDEVTYPE_HAL,
        D3DFMT_X8R8G8B8,
        1,
        D3DMULTISAMPLE_NONMASKABLE,
        &mut levels
    );
    assert_eq!(hr, D3D_OK);
    release!(ms_target(&t, D3DMULTISAMPLE_NONMASKABLE, levels - 1).expect("the last quality level"));
    assert_eq!(
        ms_target(&t, D3DMULTISAMPLE_NONMASKABLE, levels).err(),
        Some(D3DERR_INVALIDCALL)
    );
    // A multisampled render target cannot be lockable.
    let mut s = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateRenderTarget,
        64,
        64,
        D3DFMT_X8R8G8B8,
        D3DMULTISAMPLE_4_SAMPLES,
        0,
        1,
        &mut s,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3DERR_INVALIDCALL);
    // Nor read back without a resolve.
    let s = ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 0).unwrap();
    let mut sys = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateOffscreenPlainSurface,
        64,
        64,
        D3DFMT_X8R8G8B8,
        D3DPOOL_SYSTEMMEM,
        &mut sys,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(t.dev, GetRenderTargetData, s, sys), D3DERR_INVALIDCALL);
    release!(sys);
    release!(s);
}

#[test]
fn edges_resolve_to_the_covered_fraction_of_the_samples() {
    let t = TestDevice::new();
    for (ms, samples) in [(D3DMULTISAMPLE_4_SAMPLES, 4u32), (D3DMULTISAMPLE_2_SAMPLES, 0)] {
        let rt = ms_target(&t, ms, 0).unwrap();
        let ds = ms_depth(&t, ms);
        assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
        assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
        draw_edge(&t);
        let img = t.read_resolved(rt);
        // Inside, outside, and on the edge the share of the samples the
        // triangle covers: k / n of white for k covered of n samples.
        assert_rgb(&img, 2, 2, 0xFFFFFF, 0);
        assert_rgb(&img, 60, 60, 0x000000, 0);
        let l = levels(&img);
        assert!(l.len() > 2, "type {ms}: edge pixels between black and white: {l:?}");
        if samples == 4 {
            for v in &l {
                assert!(
                    [0, 64, 128, 191, 255].iter().any(|k| v.abs_diff(*k) <= 1),
                    "{v} is not a quarter step: {l:?}"
                );
            }
        }
        release!(ds);
        release!(rt);
    }
    // One sample: no intermediate values.
    t.restore_back_buffer();
    draw_edge(&t);
    assert_eq!(levels(&t.read_rt()), vec![0, 255]);
}

#[test]
fn depth_tests_run_per_sample_and_mismatched_depth_is_left_out() {
    let t = TestDevice::new();
    let mut single = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut single), D3D_OK);
    let rt = ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 0).unwrap();
    let ds = ms_depth(&t, D3DMULTISAMPLE_4_SAMPLES);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    t.clear_color_depth(0xFF000000, 1.0);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 0.25, 0xFF00FF00);
    t.draw_rect_z(0, 0, 64, 64, 0.75, 0xFFFF0000);
    t.end();
    assert_rgb(&t.read_resolved(rt), 32, 32, 0x00FF00, 0);
    // A single-sample depth buffer with a multisampled target: D3D9 leaves
    // it undefined; wgd3d9 draws without depth (the 0.9 quad lands over
    // the 0.25 one).
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, single), D3D_OK);
    release!(ds);
    t.begin();
    t.draw_rect_z(0, 0, 32, 64, 0.9, 0xFF0000FF);
    t.end();
    assert_rgb(&t.read_resolved(rt), 16, 32, 0x0000FF, 0);
    release!(single);
    t.restore_back_buffer();
    release!(rt);
}

/// A multisampled target beside a larger multisampled depth buffer draws
/// with that depth, through a proxy the target is copied into and out of
/// sample by sample: what earlier passes drew stays (the red quad behind
/// the green one is hidden), and edges stay anti-aliased.
#[test]
fn a_larger_multisampled_depth_buffer_is_used() {
    let t = TestDevice::new();
    let rt = ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 0).unwrap();
    let mut ds = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateDepthStencilSurface,
        128,
        128,
        D3DFMT_D24S8,
        D3DMULTISAMPLE_4_SAMPLES,
        0,
        0,
        &mut ds,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    t.clear_color_depth(0xFF000000, 1.0);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 0.25, 0xFF00FF00);
    t.end();
    assert_rgb(&t.read_resolved(rt), 32, 32, 0x00FF00, 0);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 0.75, 0xFFFF0000);
    t.fvf(TL_FVF);
    let v = |x, y| TlVertex {
        x,
        y,
        z: 0.1,
        rhw: 1.0,
        color: WHITE,
    };
    t.draw_up(D3DPT_TRIANGLELIST, 1, &[v(0.0, 0.0), v(64.0, 0.0), v(0.0, 41.0)]);
    t.end();
    let img = t.read_resolved(rt);
    assert_rgb(&img, 60, 60, 0x00FF00, 0);
    assert_rgb(&img, 2, 2, 0xFFFFFF, 0);
    // Red levels: 0 (green), 255 (white), and the edge's partial coverage.
    assert!(levels(&img).len() > 2, "edge levels {:?}", levels(&img));
    t.restore_back_buffer();
    release!(ds);
    release!(rt);
}

/// Binds `rt` and `ds`, clears depth to 1 and draws a red quad over the left
/// half at z 0.25: what the depth copies below carry.
fn draw_left_half_depth(t: &TestDevice, rt: *mut IDirect3DSurface9, ds: *mut IDirect3DSurface9) {
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    t.clear_color_depth(0xFF000000, 1.0);
    t.begin();
    t.draw_rect_z(0, 0, 32, 64, 0.25, 0xFFFF0000);
    t.end();
}

/// Binds `rt` and `ds` (holding the copied depth), draws a green quad at z
/// 0.5 over all of it with LESSEQUAL and reads the result: green where the
/// copied depth was 1, the clear colour where it was 0.25.
fn draw_over_copied_depth(t: &TestDevice, rt: *mut IDirect3DSurface9, ds: *mut IDirect3DSurface9) -> Image {
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    let hr = vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000080, 0.0, 0);
    assert_eq!(hr, D3D_OK);
    t.begin();
    t.draw_rect_z(0, 0, 64, 64, 0.5, 0xFF00FF00);
    t.end();
    t.read_resolved(rt)
}

#[test]
fn depth_stretch_rect_copies_between_sample_counts() {
    let t = TestDevice::new();
    let (ms_rt, ms_ds) = (
        ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 0).unwrap(),
        ms_depth(&t, D3DMULTISAMPLE_4_SAMPLES),
    );
    let (rt, ds) = (
        t.create_rt(64, 64, D3DFMT_X8R8G8B8, false),
        ms_depth(&t, D3DMULTISAMPLE_NONE),
    );
    let copy = |from, to| {
        vcall!(
            t.dev,
            StretchRect,
            from,
            std::ptr::null(),
            to,
            std::ptr::null(),
            D3DTEXF_POINT
        )
    };
    // Multisampled into single-sample: what games do before reading depth.
    draw_left_half_depth(&t, ms_rt, ms_ds);
    assert_eq!(copy(ms_ds, ds), D3D_OK);
    let img = draw_over_copied_depth(&t, rt, ds);
    assert_rgb(&img, 16, 32, 0x000080, 0);
    assert_rgb(&img, 48, 32, 0x00FF00, 0);
    // Single-sample into multisampled: every sample takes the depth.
    draw_left_half_depth(&t, rt, ds);
    assert_eq!(copy(ds, ms_ds), D3D_OK);
    let img = draw_over_copied_depth(&t, ms_rt, ms_ds);
    assert_rgb(&img, 16, 32, 0x000080, 0);
    assert_rgb(&img, 48, 32, 0x00FF00, 0);
    t.restore_back_buffer();
    for s in [ms_rt, ms_ds, rt, ds] {
        release!(s);
    }
}

#[test]
fn color_fill_and_clears_fill_every_sample() {
    let t = TestDevice::new();
    let rt = ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 0).unwrap();
    assert_eq!(vcall!(t.dev, ColorFill, rt, std::ptr::null(), 0xFF102030), D3D_OK);
    let r = RECT {
        left: 32,
        top: 0,
        right: 64,
        bottom: 64,
    };
    assert_eq!(vcall!(t.dev, ColorFill, rt, &r, 0xFF405060), D3D_OK);
    let img = t.read_resolved(rt);
    assert_rgb(&img, 16, 32, 0x102030, 0);
    assert_rgb(&img, 48, 32, 0x405060, 0);
    // The bound target is untouched by the fill.
    t.clear(0xFF808080);
    assert_rgb(&t.read_rt(), 32, 32, 0x808080, 0);
    release!(rt);
}

#[test]
fn the_sample_mask_keeps_its_samples() {
    let t = TestDevice::new();
    let rt = ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 0).unwrap();
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    let mut ds = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetDepthStencilSurface, &mut ds), D3D_OK);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, std::ptr::null_mut()), D3D_OK);
    for (mask, aa, want) in [(0x5, 1, 0x80), (0x1, 1, 0x40), (0, 1, 0), (0x5, 0, 0xFF)] {
        t.rs(D3DRS_MULTISAMPLEMASK, mask);
        t.rs(D3DRS_MULTISAMPLEANTIALIAS, aa);
        let hr = vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, 0xFF000000, 1.0, 0);
        assert_eq!(hr, D3D_OK);
        t.begin();
        t.draw_full(WHITE);
        t.end();
        let got = (t.read_resolved(rt).at(32, 32) >> 16) & 0xFF;
        assert!(
            got.abs_diff(want) <= 1,
            "mask {mask:#x}, antialias {aa}: {got:#x}, expected {want:#x}"
        );
    }
    t.rs(D3DRS_MULTISAMPLEMASK, !0);
    assert_eq!(vcall!(t.dev, SetDepthStencilSurface, ds), D3D_OK);
    release!(ds);
    t.restore_back_buffer();
    release!(rt);
}

#[test]
fn multisampled_back_buffers_present_resolved() {
    let mut pp = present_params(64, 64);
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.MultiSampleType = D3DMULTISAMPLE_4_SAMPLES;
    let t = TestDevice::with_params(pp);
    let mut bb = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
        D3D_OK
    );
    let mut desc = D3DSURFACE_DESC::default();
    assert_eq!(vcall!(bb, GetDesc, &mut desc), D3D_OK);
    assert_eq!(desc.MultiSampleType, D3DMULTISAMPLE_4_SAMPLES);
    t.clear_color_depth(0xFF0000FF, 1.0);
    t.begin();
    t.draw_rect_z(0, 0, 32, 64, 0.5, 0xFF00FF00);
    t.end();
    let img = t.read_resolved(bb);
    assert_rgb(&img, 16, 32, 0x00FF00, 0);
    assert_rgb(&img, 48, 32, 0x0000FF, 0);
    assert_eq!(present_device(t.dev), D3D_OK);
    // Occlusion queries count samples.
    let mut q = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateQuery, D3DQUERYTYPE_OCCLUSION, &mut q), D3D_OK);
    assert_eq!(vcall!(q, Issue, D3DISSUE_BEGIN), D3D_OK);
    t.begin();
    t.draw_rect_z(0, 0, 16, 16, 0.5, WHITE);
    t.end();
    assert_eq!(vcall!(q, Issue, D3DISSUE_END), D3D_OK);
    let mut count = 0u32;
    while vcall!(q, GetData, (&mut count as *mut u32).cast(), 4, D3DGETDATA_FLUSH) == S_FALSE {}
    assert_eq!(count, 16 * 16 * 4);
    release!(q);
    release!(bb);
}

/// The mean red level over the 32x32 centre of `img`.
fn mean_red(img: &Image) -> f32 {
    let sum: u32 = (16..48)
        .flat_map(|y| (16..48).map(move |x| (x, y)))
        .map(|(x, y)| (img.at(x, y) >> 16) & 0xFF)
        .sum();
    sum as f32 / (32.0 * 32.0)
}

/// Draws a white quad of alpha 0x80 over black into `rt` and resolves it.
fn draw_half_alpha(t: &TestDevice, rt: *mut IDirect3DSurface9) -> Image {
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect(0, 0, 64, 64, 0x80FFFFFF);
    t.end();
    t.read_resolved(rt)
}

#[test]
fn alpha_to_coverage_covers_the_alpha_fraction_of_the_samples() {
    let t = TestDevice::new();
    assert_eq!(check_format(d3d(), 0, D3DRTYPE_SURFACE, D3DFMT_ATOC), D3D_OK);
    let rt = ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 0).unwrap();
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    // Without blending every sample is white.
    assert_eq!(mean_red(&draw_half_alpha(&t, rt)), 255.0);
    // ATOC alone does nothing; with the alpha test about half the samples
    // are covered: the mean over a region, since GPUs may dither coverage
    // between pixels, within one sample of 4 (GPUs round alpha times the
    // sample count either way).
    t.rs(D3DRS_ADAPTIVETESS_Y, D3DFMT_ATOC);
    assert_eq!(mean_red(&draw_half_alpha(&t, rt)), 255.0);
    t.rs(D3DRS_ALPHATESTENABLE, 1);
    let half = mean_red(&draw_half_alpha(&t, rt));
    assert!((half - 127.5).abs() <= 64.0 && half < 255.0, "mean red {half}");
    t.rs(D3DRS_ADAPTIVETESS_Y, D3DFMT_UNKNOWN);
    assert_eq!(mean_red(&draw_half_alpha(&t, rt)), 255.0);
    // The point-size switch, which leaves the point size alone.
    t.rs(D3DRS_ALPHATESTENABLE, 0);
    t.rs(D3DRS_POINTSIZE, D3DFMT_A2M1);
    let half = mean_red(&draw_half_alpha(&t, rt));
    assert!((half - 127.5).abs() <= 64.0 && half < 255.0, "mean red {half}");
    t.rs(D3DRS_POINTSIZE, D3DFMT_A2M0);
    assert_eq!(mean_red(&draw_half_alpha(&t, rt)), 255.0);
    // A single-sample target has one coverage bit: nothing changes.
    t.restore_back_buffer();
    t.rs(D3DRS_POINTSIZE, D3DFMT_A2M1);
    t.clear(0xFF000000);
    t.begin();
    t.draw_rect(0, 0, 64, 64, 0x80FFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0xFFFFFF, 0);
    release!(rt);
}

/// Draws a quad whose left edge runs at x = 10.7 (pixel edges at whole
/// numbers: pixel 10's centre is at 10.5, outside) with texture coordinate
/// u = 0 along that edge, increasing to the right, through a ps_2_0 shader that writes green
/// where t0.x >= 0 and red where it is negative; `centroid` declares t0
/// with `_centroid`.
fn draw_cut_edge(t: &TestDevice, rt: *mut IDirect3DSurface9, centroid: bool) -> Image {
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, rt), D3D_OK);
    t.clear(0xFF000000);
    let dcl = if centroid { "dcl_centroid t0" } else { "dcl t0" };
    let text = format!(
        "ps_2_0\ndef c0, 0.0, 1.0, 0.0, 1.0\ndef c1, 1.0, 0.0, 0.0, 1.0\n{dcl}\ncmp r0, t0.x, c0, c1\nmov oC0, r0\n"
    );
    let s = crate::shader_util::ps(t, &text);
    assert_eq!(vcall!(t.dev, SetPixelShader, s), D3D_OK);
    let quad = tex_quad(10.7, 0.0, 60.7, 64.0, WHITE, 0.0, 0.0, 1.0, 1.0);
    t.fvf(TL_TEX_FVF);
    t.begin();
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad);
    t.end();
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(s);
    t.read_resolved(rt)
}

#[test]
fn centroid_inputs_are_sampled_inside_the_primitive() {
    let t = TestDevice::new();
    let rt = ms_target(&t, D3DMULTISAMPLE_4_SAMPLES, 0).unwrap();
    // Pixel 10's centre lies outside the quad, some of its samples inside:
    // sampled at the centre, u there is negative (red); at the centroid of
    // the covered samples it is not (green).
    let centroid = draw_cut_edge(&t, rt, true);
    let c = centroid.at(10, 32);
    assert!(chan(c, 2) < 0x08 && chan(c, 1) >= 0x20, "centroid: {c:08x}");
    let centre = draw_cut_edge(&t, rt, false);
    let c = centre.at(10, 32);
    assert!(chan(c, 2) >= 0x20 && chan(c, 1) < 0x08, "centre: {c:08x}");
    // Fully covered pixels agree.
    assert_rgb(&centroid, 30, 32, 0xFF00FF00, 0);
    assert_rgb(&centre, 30, 32, 0xFF00FF00, 0);
    t.restore_back_buffer();
    release!(rt);
}
