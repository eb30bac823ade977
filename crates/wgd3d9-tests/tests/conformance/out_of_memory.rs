//! Sizes no GPU or process can hold: the Create call answers
//! D3DERR_OUTOFVIDEOMEMORY (the GPU refused) or E_OUTOFMEMORY (the host
//! did), hands out no object, and the device goes on drawing. Also bad
//! shader bytecode placed where reading past it faults.

use wgd3d9_tests::*;

const GREEN: u32 = 0xFF00_FF00;

fn out_of_memory(hr: HRESULT) -> bool {
    hr == D3DERR_OUTOFVIDEOMEMORY || hr == E_OUTOFMEMORY
}

/// The device still draws and reads back exactly.
fn still_draws(t: &TestDevice) {
    t.clear(0xFF00_0000);
    t.fvf(TL_FVF);
    t.draw_up(D3DPT_TRIANGLESTRIP, 2, &quad(0.0, 0.0, 64.0, 64.0, 0.5, GREEN));
    assert_rect_rgb(&t.read_rt(), 0, 0, 64, 64, GREEN, 0);
}

#[test]
fn buffers_larger_than_the_gpu_holds_are_refused_at_creation() {
    let t = TestDevice::new();
    for pool in [D3DPOOL_DEFAULT, D3DPOOL_MANAGED] {
        let mut vb = std::ptr::dangling_mut::<IDirect3DVertexBuffer9>();
        let hr = vcall!(
            t.dev,
            CreateVertexBuffer,
            0xFFFF_FFF0,
            0,
            0,
            pool,
            &mut vb,
            std::ptr::null_mut()
        );
        assert!(out_of_memory(hr), "CreateVertexBuffer: {hr:#x}");
        assert!(vb.is_null());
        let mut ib = std::ptr::dangling_mut::<IDirect3DIndexBuffer9>();
        let hr = vcall!(
            t.dev,
            CreateIndexBuffer,
            0xFFFF_FFF0,
            0,
            D3DFMT_INDEX16,
            pool,
            &mut ib,
            std::ptr::null_mut()
        );
        assert!(out_of_memory(hr), "CreateIndexBuffer: {hr:#x}");
        assert!(ib.is_null());
    }
    still_draws(&t);
    // Drawing after the refusals, with a real buffer, still works and the
    // device is not lost.
    t.present();
    assert_eq!(vcall!(t.dev, TestCooperativeLevel), D3D_OK);
}

#[test]
fn a_volume_texture_of_hundreds_of_gigabytes_is_refused() {
    let t = TestDevice::new();
    let mut caps = D3DCAPS9::default();
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut caps), D3D_OK);
    let edge = caps.MaxVolumeExtent;
    for pool in [D3DPOOL_MANAGED, D3DPOOL_SYSTEMMEM, D3DPOOL_DEFAULT] {
        let mut tex = std::ptr::dangling_mut::<IDirect3DVolumeTexture9>();
        let hr = vcall!(
            t.dev,
            CreateVolumeTexture,
            edge,
            edge,
            edge,
            1,
            0,
            D3DFMT_A32B32G32R32F,
            pool,
            &mut tex,
            std::ptr::null_mut()
        );
        // edge^3 texels of 16 bytes: 128 GiB at 2048, 8 TiB at 8192.
        assert!(out_of_memory(hr), "{edge}^3 in pool {pool}: {hr:#x}");
        assert!(tex.is_null());
    }
    still_draws(&t);
}

#[test]
fn textures_and_surfaces_larger_than_memory_are_refused() {
    let t = TestDevice::new();
    let mut caps = D3DCAPS9::default();
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut caps), D3D_OK);
    let (w, h) = (caps.MaxTextureWidth, caps.MaxTextureHeight);
    // A cube map of the largest edge with a full mip chain, 16 bytes a
    // texel: 6 GiB at 8192, 24 GiB at 16384, twice over with its CPU copy.
    let mut cube = std::ptr::dangling_mut::<IDirect3DCubeTexture9>();
    let hr = vcall!(
        t.dev,
        CreateCubeTexture,
        w.min(h),
        0,
        0,
        D3DFMT_A32B32G32R32F,
        D3DPOOL_MANAGED,
        &mut cube,
        std::ptr::null_mut()
    );
    if hr == D3D_OK {
        // A machine with that much memory: nothing to refuse.
        assert_eq!(release!(cube), 0);
    } else {
        assert!(out_of_memory(hr), "CreateCubeTexture: {hr:#x}");
        assert!(cube.is_null());
    }
    still_draws(&t);
}
