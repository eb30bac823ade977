//! State blocks: recordings leave the device untouched, Apply sets what was
//! recorded (and the picture follows), Capture refreshes only what a block
//! holds, the predefined pixel and vertex sets, and the calls that are invalid
//! while recording.

use wgd3d9_tests::*;

fn end(t: &TestDevice) -> *mut IDirect3DStateBlock9 {
    let mut sb = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, EndStateBlock, &mut sb), D3D_OK);
    assert!(!sb.is_null());
    sb
}

fn create(t: &TestDevice, ty: u32) -> *mut IDirect3DStateBlock9 {
    let mut sb = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateStateBlock, ty, &mut sb), D3D_OK);
    sb
}

#[test]
fn recording_changes_only_the_block_and_apply_draws_with_it() {
    let t = TestDevice::new();
    assert_eq!(vcall!(t.dev, BeginStateBlock), D3D_OK);
    t.rs(D3DRS_TEXTUREFACTOR, 0xFF0000FF);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TFACTOR);
    let sb = end(&t);
    // The device did not change.
    assert_eq!(t.get_rs(D3DRS_TEXTUREFACTOR), 0xFFFFFFFF);
    let mut op = 0;
    assert_eq!(vcall!(t.dev, GetTextureStageState, 0, D3DTSS_COLOROP, &mut op), D3D_OK);
    assert_eq!(op, D3DTOP_MODULATE);

    // Drawing before Apply shows the vertex colour, after Apply the factor.
    t.clear(0);
    t.begin();
    t.draw_rect(0, 0, 32, 64, 0xFF00FF00);
    assert_eq!(vcall!(sb, Apply), D3D_OK);
    t.draw_rect(32, 0, 64, 64, 0xFF00FF00);
    t.end();
    let img = t.read_rt();
    assert_rgb(&img, 16, 32, 0x00FF00, 0);
    assert_rgb(&img, 48, 32, 0x0000FF, 0);
    assert_eq!(t.get_rs(D3DRS_TEXTUREFACTOR), 0xFF0000FF);
    assert_eq!(release!(sb), 0);
}

#[test]
fn capture_refreshes_only_recorded_states() {
    let t = TestDevice::new();
    assert_eq!(vcall!(t.dev, BeginStateBlock), D3D_OK);
    t.rs(D3DRS_CULLMODE, D3DCULL_CW);
    let sb = end(&t);
    t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
    t.rs(D3DRS_FILLMODE, D3DFILL_WIREFRAME);
    assert_eq!(vcall!(sb, Capture), D3D_OK);
    t.rs(D3DRS_CULLMODE, D3DCULL_CCW);
    t.rs(D3DRS_FILLMODE, D3DFILL_SOLID);
    assert_eq!(vcall!(sb, Apply), D3D_OK);
    assert_eq!(t.get_rs(D3DRS_CULLMODE), D3DCULL_NONE, "captured value applied");
    assert_eq!(t.get_rs(D3DRS_FILLMODE), D3DFILL_SOLID, "not in the block: untouched");
    assert_eq!(release!(sb), 0);
}

#[test]
fn multiply_transform_bypasses_a_recording() {
    let t = TestDevice::new();
    let scale = |k: f32| {
        let mut m = D3DMATRIX::default();
        for i in 0..4 {
            m.m[i][i] = if i == 3 { 1.0 } else { k };
        }
        m
    };
    let get = || {
        let mut m = D3DMATRIX::default();
        assert_eq!(vcall!(t.dev, GetTransform, D3DTS_VIEW, &mut m), D3D_OK);
        m
    };
    assert_eq!(vcall!(t.dev, SetTransform, D3DTS_VIEW, &scale(2.0)), D3D_OK);
    assert_eq!(vcall!(t.dev, BeginStateBlock), D3D_OK);
    assert_eq!(vcall!(t.dev, MultiplyTransform, D3DTS_VIEW, &scale(3.0)), D3D_OK);
    let sb = end(&t);
    assert_eq!(get(), scale(6.0), "the device's matrix changed during the recording");
    // The block recorded nothing: applying it leaves the matrix alone.
    assert_eq!(vcall!(t.dev, SetTransform, D3DTS_VIEW, &scale(1.0)), D3D_OK);
    assert_eq!(vcall!(sb, Apply), D3D_OK);
    assert_eq!(get(), scale(1.0));
    assert_eq!(release!(sb), 0);
}

#[test]
fn predefined_sets_hold_their_pipeline_only() {
    let t = TestDevice::new();
    let pixel = create(&t, D3DSBT_PIXELSTATE);
    let vertex = create(&t, D3DSBT_VERTEXSTATE);
    let all = create(&t, D3DSBT_ALL);
    // Change a pixel state, a vertex state and a transform.
    t.rs(D3DRS_ALPHAREF, 0x40);
    t.rs(D3DRS_AMBIENT, 0xFF102030);
    t.set_transform(D3DTS_VIEW, &mat_scale(3.0, 3.0, 3.0));
    assert_eq!(vcall!(pixel, Apply), D3D_OK);
    assert_eq!(t.get_rs(D3DRS_ALPHAREF), 0);
    assert_eq!(t.get_rs(D3DRS_AMBIENT), 0xFF102030);
    assert_eq!(vcall!(vertex, Apply), D3D_OK);
    assert_eq!(t.get_rs(D3DRS_AMBIENT), 0);
    let mut m = D3DMATRIX::default();
    assert_eq!(vcall!(t.dev, GetTransform, D3DTS_VIEW, &mut m), D3D_OK);
    assert_eq!(m, mat_scale(3.0, 3.0, 3.0), "transforms are in neither partial set");
    assert_eq!(vcall!(all, Apply), D3D_OK);
    assert_eq!(vcall!(t.dev, GetTransform, D3DTS_VIEW, &mut m), D3D_OK);
    assert_eq!(m, identity());
    for sb in [pixel, vertex, all] {
        assert_eq!(release!(sb), 0);
    }
    let mut sb = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, CreateStateBlock, 0, &mut sb), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(t.dev, CreateStateBlock, 4, &mut sb), D3DERR_INVALIDCALL);
}

#[test]
fn blocks_keep_captured_objects_alive_without_counting_them() {
    let t = TestDevice::new();
    let tex = solid_texture(t.dev, D3DFMT_A8R8G8B8, 0xFFFF00FF);
    t.set_texture(0, tex);
    let sb = create(&t, D3DSBT_ALL);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(refcount(tex), 1, "the block does not add a public reference");
    assert_eq!(release!(tex), 0);
    // The block still has it: applying binds it again, and it still samples.
    assert_eq!(vcall!(sb, Apply), D3D_OK);
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.clear(0);
    t.begin();
    t.draw_tex_rect(0, 0, 64, 64, 0xFFFFFFFF);
    t.end();
    assert_rgb(&t.read_rt(), 32, 32, 0xFF00FF, 0);
    t.set_texture(0, std::ptr::null_mut());
    assert_eq!(release!(sb), 0);
}

#[test]
fn invalid_calls_while_recording_or_not() {
    let t = TestDevice::new();
    let mut sb = 0xdead as *mut IDirect3DStateBlock9;
    assert_eq!(vcall!(t.dev, EndStateBlock, &mut sb), D3DERR_INVALIDCALL);
    assert_eq!(sb, 0xdead as *mut IDirect3DStateBlock9);
    let all = create(&t, D3DSBT_ALL);
    assert_eq!(vcall!(t.dev, BeginStateBlock), D3D_OK);
    assert_eq!(vcall!(t.dev, BeginStateBlock), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(all, Apply), D3DERR_INVALIDCALL);
    assert_eq!(vcall!(all, Capture), D3DERR_INVALIDCALL);
    let mut other = std::ptr::null_mut();
    assert_eq!(
        vcall!(t.dev, CreateStateBlock, D3DSBT_ALL, &mut other),
        D3DERR_INVALIDCALL
    );
    // An empty recording applies as a no-op.
    let empty = end(&t);
    assert_eq!(vcall!(empty, Apply), D3D_OK);
    // The device reference: a block holds one.
    let before = refcount(t.dev);
    assert_eq!(release!(empty), 0);
    assert_eq!(refcount(t.dev), before - 1);
    assert_eq!(release!(all), 0);
}
