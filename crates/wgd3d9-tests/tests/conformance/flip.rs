//! Present's flip of the back buffers and the front buffer
//! GetFrontBufferData reads.
//!
//! D3D9 rotates the contents of two or more back buffers at Present (back
//! buffer i takes those of i + 1, the last those just shown) while the
//! surfaces, and the bound render target, stay the same objects (Wine's
//! visual.c test_flip records Windows). GetFrontBufferData copies the frame
//! last shown, as A8R8G8B8, into a system-memory surface. Colours are exact
//! (fills and clears of 8-bit channels; tolerance 0).

use wgd3d9_tests::*;

const RED: u32 = 0xFFFF0000;
const GREEN: u32 = 0xFF00FF00;
const BLUE: u32 = 0xFF0000FF;
const GRAY: u32 = 0xFF808080;

fn back_buffer(t: &TestDevice, i: u32) -> *mut IDirect3DSurface9 {
    let mut s = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, GetBackBuffer, 0, i, D3DBACKBUFFER_TYPE_MONO, &mut s),
        D3D_OK
    );
    s
}

fn pixel(s: *mut IDirect3DSurface9) -> u32 {
    lock_pixels(s, 1, 1).at(0, 0)
}

fn clear_target(t: &TestDevice, color: u32) {
    let hr = vcall!(t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, color, 0.0, 0);
    assert_eq!(hr, D3D_OK);
}

fn flip_device(count: u32, ms: u32) -> TestDevice {
    let mut pp = present_params(32, 32);
    pp.BackBufferFormat = D3DFMT_A8R8G8B8;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.BackBufferCount = count;
    pp.MultiSampleType = ms;
    pp.EnableAutoDepthStencil = 0;
    pp.Flags = if ms == D3DMULTISAMPLE_NONE {
        D3DPRESENTFLAG_LOCKABLE_BACKBUFFER
    } else {
        0
    };
    TestDevice::with_params(pp)
}

#[test]
fn present_rotates_the_back_buffers_contents() {
    let t = flip_device(3, D3DMULTISAMPLE_NONE);
    let bb: Vec<_> = (0..3).map(|i| back_buffer(&t, i)).collect();
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb[2]), D3D_OK);
    assert_eq!(vcall!(t.dev, ColorFill, bb[0], std::ptr::null(), RED), D3D_OK);
    assert_eq!(vcall!(t.dev, ColorFill, bb[1], std::ptr::null(), GREEN), D3D_OK);
    clear_target(&t, BLUE);
    t.present();

    // The objects stay: the render target and GetBackBuffer's answers.
    let mut rt = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut rt), D3D_OK);
    assert_eq!(rt, bb[2]);
    release!(rt);
    for (i, &b) in bb.iter().enumerate() {
        let again = back_buffer(&t, i as u32);
        assert_eq!(again, b);
        release!(again);
    }
    // Their contents moved one place down; the last holds the frame shown.
    assert_eq!(pixel(bb[0]), GREEN);
    assert_eq!(pixel(bb[1]), BLUE);
    assert_eq!(pixel(bb[2]), RED);

    // The render target (still back buffer 2) is drawn into afterwards.
    clear_target(&t, GRAY);
    t.present();
    assert_eq!(pixel(bb[0]), BLUE);
    assert_eq!(pixel(bb[1]), GRAY);
    t.present();
    assert_eq!(pixel(bb[0]), GRAY);
    for b in bb {
        release!(b);
    }
}

#[test]
fn one_back_buffer_keeps_its_contents() {
    let t = flip_device(1, D3DMULTISAMPLE_NONE);
    let bb = back_buffer(&t, 0);
    clear_target(&t, GREEN);
    t.present();
    assert_eq!(pixel(bb), GREEN);
    release!(bb);
}

#[test]
fn multisampled_back_buffers_rotate() {
    let d3d = d3d();
    let ms = D3DMULTISAMPLE_4_SAMPLES;
    let hr = vcall!(
        d3d,
        CheckDeviceMultiSampleType,
        0,
        D3DDEVTYPE_HAL,
        D3DFMT_A8R8G8B8,
        1,
        ms,
        std::ptr::null_mut()
    );
    release!(d3d);
    assert_eq!(
        hr, D3D_OK,
        "4 samples of A8R8G8B8 are offered on every GPU wgd3d9 runs on"
    );
    let t = flip_device(2, ms);
    let bb: Vec<_> = (0..2).map(|i| back_buffer(&t, i)).collect();
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, bb[1]), D3D_OK);
    clear_target(&t, GRAY);
    t.present();
    // Back buffer 0 now holds what was drawn into back buffer 1.
    let mut rt = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateRenderTarget,
        32,
        32,
        D3DFMT_A8R8G8B8,
        D3DMULTISAMPLE_NONE,
        0,
        1,
        &mut rt,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    let hr = vcall!(
        t.dev,
        StretchRect,
        bb[0],
        std::ptr::null(),
        rt,
        std::ptr::null(),
        D3DTEXF_POINT
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(pixel(rt), GRAY);
    release!(rt);
    for b in bb {
        release!(b);
    }
}

fn sysmem_surface(t: &TestDevice, format: u32, pool: u32) -> *mut IDirect3DSurface9 {
    let mut s = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateOffscreenPlainSurface,
        32,
        32,
        format,
        pool,
        &mut s,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    s
}

#[test]
fn front_buffer_data_reads_the_frame_last_shown() {
    // X8R8G8B8 back buffer: the front buffer reads with alpha 0xFF.
    let t = TestDevice::sized(32, 32);
    let dst = sysmem_surface(&t, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM);
    clear_target(&t, 0x0012_3456);
    t.present();
    assert_eq!(vcall!(t.dev, GetFrontBufferData, 0, dst), D3D_OK);
    let img = lock_pixels(dst, 32, 32);
    assert_argb(&img, 0, 0, 0xFF12_3456, 0);
    assert_argb(&img, 31, 31, 0xFF12_3456, 0);
    // Drawn after the Present, not shown: the front buffer keeps the frame.
    clear_target(&t, 0x0065_4321);
    assert_eq!(vcall!(t.dev, GetFrontBufferData, 0, dst), D3D_OK);
    assert_argb(&lock_pixels(dst, 32, 32), 16, 16, 0xFF12_3456, 0);
    t.present();
    let mut sc = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetSwapChain, 0, &mut sc), D3D_OK);
    assert_eq!(vcall!(sc, GetFrontBufferData, dst), D3D_OK);
    assert_argb(&lock_pixels(dst, 32, 32), 16, 16, 0xFF65_4321, 0);
    release!(sc);
    release!(dst);
}

#[test]
fn front_buffer_of_rotating_back_buffers() {
    // With two back buffers the frame shown is in the last one after the
    // flip; the render target (back buffer 0) is drawn into meanwhile.
    let t = flip_device(2, D3DMULTISAMPLE_NONE);
    let dst = sysmem_surface(&t, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM);
    clear_target(&t, GREEN);
    t.present();
    clear_target(&t, BLUE);
    assert_eq!(vcall!(t.dev, GetFrontBufferData, 0, dst), D3D_OK);
    assert_argb(&lock_pixels(dst, 32, 32), 5, 5, GREEN, 0);
    t.present();
    assert_eq!(vcall!(t.dev, GetFrontBufferData, 0, dst), D3D_OK);
    assert_argb(&lock_pixels(dst, 32, 32), 5, 5, BLUE, 0);
    release!(dst);
}

#[test]
fn front_buffer_data_refuses_other_surfaces() {
    let t = TestDevice::sized(32, 32);
    t.present();
    let x8 = sysmem_surface(&t, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM);
    let default_pool = sysmem_surface(&t, D3DFMT_A8R8G8B8, D3DPOOL_DEFAULT);
    let ok = sysmem_surface(&t, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM);
    assert_eq!(vcall!(t.dev, GetFrontBufferData, 0, x8), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, GetFrontBufferData, 0, default_pool), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, GetFrontBufferData, 1, ok), D3DERR_INVALIDCALL);
    assert_eq!(
        vcall!(t.dev, GetFrontBufferData, 0, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    // A locked surface is refused too.
    let mut lr = D3DLOCKED_RECT {
        Pitch: 0,
        pBits: std::ptr::null_mut(),
    };
    assert_eq!(vcall!(ok, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
    assert_eq!(vcall!(t.dev, GetFrontBufferData, 0, ok), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(ok, UnlockRect), D3D_OK);
    assert_eq!(vcall!(t.dev, GetFrontBufferData, 0, ok), D3D_OK);
    for s in [x8, default_pool, ok] {
        release!(s);
    }
}
