//! Cube and volume textures on the GPU: pixel shaders sample each cube face
//! and each volume slice as written through LockRect/LockBox (including
//! partial boxes written later, and what UpdateTexture copies), cube faces
//! render as targets and read back,
//! and samplers s8..s15 are bound. Textures are solid per face or slice, so
//! every filter returns the written colour: tolerance 1 per channel.

use crate::shader_util::*;
use wgd3d9_tests::*;

/// One colour per face, in D3DCUBEMAP_FACES order (+X, -X, +Y, -Y, +Z, -Z).
const FACE_COLORS: [u32; 6] = [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0xFF00FF, 0x00FFFF];

/// A direction that selects each face (the major axis), off-centre so that a
/// wrong face or a transposed coordinate would show.
const FACE_DIRECTIONS: [[f32; 4]; 6] = [
    [1.0, 0.3, -0.2, 0.0],
    [-1.0, -0.2, 0.3, 0.0],
    [0.2, 1.0, 0.3, 0.0],
    [-0.3, -1.0, 0.2, 0.0],
    [0.3, -0.2, 1.0, 0.0],
    [-0.2, 0.3, -1.0, 0.0],
];

/// A ps_2_0 shader writing what sampler `s` (declared `kind`) returns at the
/// coordinate in c0.
fn sample_c0(t: &TestDevice, kind: &str, s: u32) -> *mut IDirect3DPixelShader9 {
    ps(
        t,
        &format!("ps_2_0\ndcl_{kind} s{s}\nmov r1, c0\ntexld r0, r1, s{s}\nmov oC0, r0\n"),
    )
}

/// Draws the full target with the bound shader and c0 = `coord`, and reads
/// the colour at the centre.
fn draw_and_read(t: &TestDevice, coord: [f32; 4]) -> u32 {
    ps_const(t, 0, coord);
    t.clear(0xFF808080);
    t.begin();
    t.draw_full(0xFF000000);
    t.end();
    t.read_rt().at(t.width / 2, t.height / 2) & 0xFFFFFF
}

fn fill_face(cube: *mut IDirect3DCubeTexture9, face: u32, edge: u32, color: u32) {
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(cube, LockRect, face, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
    for y in 0..edge {
        // SAFETY: row `y` of the locked `edge` x `edge` face.
        let row = unsafe { (lr.pBits as *mut u8).add((y * lr.Pitch as u32) as usize) as *mut u32 };
        for x in 0..edge {
            // SAFETY: texel `x` of that row.
            unsafe { *row.add(x as usize) = color };
        }
    }
    assert_eq!(vcall!(cube, UnlockRect, face, 0), D3D_OK);
}

fn create_cube(t: &TestDevice, edge: u32, usage: u32, pool: u32) -> *mut IDirect3DCubeTexture9 {
    let mut cube = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateCubeTexture,
        edge,
        1,
        usage,
        D3DFMT_A8R8G8B8,
        pool,
        &mut cube,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    cube
}

fn assert_close(got: u32, expected: u32, what: &str) {
    assert!(
        color_distance(got, expected, true) <= 1,
        "{what}: got {got:06x}, expected {expected:06x}"
    );
}

#[test]
fn a_pixel_shader_samples_the_face_a_direction_selects() {
    let t = TestDevice::new();
    let cube = create_cube(&t, 4, 0, D3DPOOL_MANAGED);
    for (face, &c) in FACE_COLORS.iter().enumerate() {
        fill_face(cube, face as u32, 4, 0xFF000000 | c);
    }
    let p = sample_c0(&t, "cube", 0);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    assert_eq!(vcall!(t.dev, SetTexture, 0, cube as *mut IDirect3DBaseTexture9), D3D_OK);
    for (face, dir) in FACE_DIRECTIONS.iter().enumerate() {
        assert_close(draw_and_read(&t, *dir), FACE_COLORS[face], &format!("face {face}"));
    }
    // A face written again after drawing shows its new contents.
    fill_face(cube, 3, 4, 0xFF123456);
    assert_close(draw_and_read(&t, FACE_DIRECTIONS[3]), 0x123456, "face 3 rewritten");
    assert_eq!(vcall!(t.dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(p);
    assert_eq!(release!(cube), 0);
}

#[test]
fn cube_faces_are_render_targets_that_read_back_and_sample() {
    let t = TestDevice::new();
    let cube = create_cube(&t, 16, D3DUSAGE_RENDERTARGET, D3DPOOL_DEFAULT);
    let mut back = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 0, &mut back), D3D_OK);
    let mut faces = Vec::new();
    for (face, &c) in FACE_COLORS.iter().enumerate() {
        let mut s = std::ptr::null_mut();
        assert_eq!(vcall!(cube, GetCubeMapSurface, face as u32, 0, &mut s), D3D_OK);
        assert_eq!(vcall!(t.dev, SetRenderTarget, 0, s), D3D_OK);
        t.clear(0xFF000000 | c);
        faces.push(s);
    }
    // Each face kept its own clear (read back through GetRenderTargetData).
    for (face, &s) in faces.iter().enumerate() {
        let img = read_surface(t.dev, s);
        assert_close(img.at(8, 8), FACE_COLORS[face], &format!("face {face} read back"));
        release!(s);
    }
    assert_eq!(vcall!(t.dev, SetRenderTarget, 0, back), D3D_OK);
    release!(back);
    let p = sample_c0(&t, "cube", 0);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    assert_eq!(vcall!(t.dev, SetTexture, 0, cube as *mut IDirect3DBaseTexture9), D3D_OK);
    for (face, dir) in FACE_DIRECTIONS.iter().enumerate() {
        assert_close(
            draw_and_read(&t, *dir),
            FACE_COLORS[face],
            &format!("face {face} sampled"),
        );
    }
    assert_eq!(vcall!(t.dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(p);
    assert_eq!(release!(cube), 0);
}

/// A 4x4x4 volume in `pool` whose slice z is `colors[z]`.
fn volume_with_slices(t: &TestDevice, colors: [u32; 4], pool: u32) -> *mut IDirect3DVolumeTexture9 {
    let mut vol = std::ptr::null_mut();
    let hr = vcall!(
        t.dev,
        CreateVolumeTexture,
        4,
        4,
        4,
        1,
        0,
        D3DFMT_A8R8G8B8,
        pool,
        &mut vol,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    if pool == D3DPOOL_DEFAULT {
        return vol;
    }
    let mut lb = D3DLOCKED_BOX::default();
    assert_eq!(vcall!(vol, LockBox, 0, &mut lb, std::ptr::null(), 0), D3D_OK);
    for (z, &c) in colors.iter().enumerate() {
        for y in 0..4usize {
            for x in 0..4usize {
                let at = z * lb.SlicePitch as usize + y * lb.RowPitch as usize + 4 * x;
                // SAFETY: a texel of the locked 4x4x4 volume.
                unsafe { *((lb.pBits as *mut u8).add(at) as *mut u32) = 0xFF000000 | c };
            }
        }
    }
    assert_eq!(vcall!(vol, UnlockBox, 0), D3D_OK);
    vol
}

#[test]
fn a_pixel_shader_samples_volume_slices_and_boxes_written_later() {
    let t = TestDevice::new();
    let colors = [0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF];
    let vol = volume_with_slices(&t, colors, D3DPOOL_MANAGED);
    let p = sample_c0(&t, "volume", 0);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    assert_eq!(vcall!(t.dev, SetTexture, 0, vol as *mut IDirect3DBaseTexture9), D3D_OK);
    t.samp(0, D3DSAMP_MINFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    let slice_centre = |z: usize| [0.375, 0.625, (z as f32 + 0.5) / 4.0, 0.0];
    for (z, &c) in colors.iter().enumerate() {
        assert_close(draw_and_read(&t, slice_centre(z)), c, &format!("slice {z}"));
    }
    // A box covering texel (1..3, 2..3) of slices 2..4: the sampled texel
    // (x 1, y 2) changes in slices 2 and 3 only.
    let b = D3DBOX {
        Left: 1,
        Top: 2,
        Right: 3,
        Bottom: 3,
        Front: 2,
        Back: 4,
    };
    let mut lb = D3DLOCKED_BOX::default();
    assert_eq!(vcall!(vol, LockBox, 0, &mut lb, &b, 0), D3D_OK);
    for z in 0..2usize {
        for x in 0..2usize {
            let at = z * lb.SlicePitch as usize + 4 * x;
            // SAFETY: a texel of the locked 2x1x2 box.
            unsafe { *((lb.pBits as *mut u8).add(at) as *mut u32) = 0xFF203040 };
        }
    }
    assert_eq!(vcall!(vol, UnlockBox, 0), D3D_OK);
    let expected = [colors[0], colors[1], 0x203040, 0x203040];
    for (z, &c) in expected.iter().enumerate() {
        assert_close(
            draw_and_read(&t, slice_centre(z)),
            c,
            &format!("slice {z} after the box"),
        );
    }
    // A read-only lock uploads nothing (and changes nothing).
    assert_eq!(
        vcall!(vol, LockBox, 0, &mut lb, std::ptr::null(), D3DLOCK_READONLY),
        D3D_OK
    );
    assert_eq!(vcall!(vol, UnlockBox, 0), D3D_OK);
    assert_close(draw_and_read(&t, slice_centre(3)), 0x203040, "after a read-only lock");
    assert_eq!(vcall!(t.dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(p);
    assert_eq!(release!(vol), 0);
}

#[test]
fn samplers_past_the_eighth_are_bound() {
    let t = TestDevice::new();
    let tex = solid_texture(t.dev, D3DFMT_A8R8G8B8, 0xFF4080C0);
    let p = sample_c0(&t, "2d", 12);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    assert_eq!(vcall!(t.dev, SetTexture, 12, tex as *mut IDirect3DBaseTexture9), D3D_OK);
    assert_close(draw_and_read(&t, [0.5, 0.5, 0.0, 0.0]), 0x4080C0, "s12");
    assert_eq!(vcall!(t.dev, SetTexture, 12, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(p);
    assert_eq!(release!(tex), 0);
}

#[test]
fn update_texture_fills_default_pool_cube_and_volume_textures() {
    let t = TestDevice::new();
    let src = create_cube(&t, 4, 0, D3DPOOL_SYSTEMMEM);
    for (face, &c) in FACE_COLORS.iter().enumerate() {
        fill_face(src, face as u32, 4, 0xFF000000 | c);
    }
    let dst = create_cube(&t, 4, 0, D3DPOOL_DEFAULT);
    let update = |s: *mut IDirect3DBaseTexture9, d: *mut IDirect3DBaseTexture9| vcall!(t.dev, UpdateTexture, s, d);
    assert_eq!(update(src.cast(), dst.cast()), D3D_OK);
    let p = sample_c0(&t, "cube", 0);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    assert_eq!(vcall!(t.dev, SetTexture, 0, dst as *mut IDirect3DBaseTexture9), D3D_OK);
    for (face, dir) in FACE_DIRECTIONS.iter().enumerate() {
        assert_close(draw_and_read(&t, *dir), FACE_COLORS[face], &format!("face {face}"));
    }
    release!(p);

    let colors = [0x102030, 0x405060, 0x708090, 0xA0B0C0];
    let vsrc = volume_with_slices(&t, colors, D3DPOOL_SYSTEMMEM);
    let vdst = volume_with_slices(&t, [0; 4], D3DPOOL_DEFAULT);
    // Cube to volume is refused; volume to volume copies.
    assert_eq!(update(src.cast(), vdst.cast()), D3DERR_INVALIDCALL);
    assert_eq!(update(vsrc.cast(), vdst.cast()), D3D_OK);
    let p = sample_c0(&t, "volume", 0);
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    assert_eq!(vcall!(t.dev, SetTexture, 0, vdst as *mut IDirect3DBaseTexture9), D3D_OK);
    t.samp(0, D3DSAMP_MINFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    for (z, &c) in colors.iter().enumerate() {
        let coord = [0.5, 0.5, (z as f32 + 0.5) / 4.0, 0.0];
        assert_close(draw_and_read(&t, coord), c, &format!("slice {z}"));
    }
    assert_eq!(vcall!(t.dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(p);
    for c in [src, dst] {
        release!(c);
    }
    for v in [vsrc, vdst] {
        release!(v);
    }
}

#[test]
fn a_ps_1_1_shader_samples_the_cube_or_volume_texture_its_stage_has() {
    // ps_1_x declares no sampler types: `tex t0` reads a cube map when one is
    // bound to stage 0, with the stage's coordinates as the direction.
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        x: f32,
        y: f32,
        z: f32,
        rhw: f32,
        t: [f32; 3],
    }
    let t = TestDevice::new();
    let cube = create_cube(&t, 4, 0, D3DPOOL_MANAGED);
    for (face, &c) in FACE_COLORS.iter().enumerate() {
        fill_face(cube, face as u32, 4, 0xFF000000 | c);
    }
    let p = ps(&t, "ps_1_1\ntex t0\nmov r0, t0\n");
    assert_eq!(vcall!(t.dev, SetPixelShader, p), D3D_OK);
    let fvf = D3DFVF_XYZRHW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE3(0);
    let draw = |dir: [f32; 4]| {
        let v = |x: f32, y: f32| V {
            x,
            y,
            z: 0.5,
            rhw: 1.0,
            t: [dir[0], dir[1], dir[2]],
        };
        t.clear(0xFF808080);
        t.fvf(fvf);
        t.begin();
        t.draw_up(
            D3DPT_TRIANGLESTRIP,
            2,
            &[v(0.0, 0.0), v(64.0, 0.0), v(0.0, 64.0), v(64.0, 64.0)],
        );
        t.end();
        t.read_rt().at(32, 32) & 0xFFFFFF
    };
    assert_eq!(vcall!(t.dev, SetTexture, 0, cube as *mut IDirect3DBaseTexture9), D3D_OK);
    for (face, dir) in FACE_DIRECTIONS.iter().enumerate() {
        assert_close(draw(*dir), FACE_COLORS[face], &format!("face {face}"));
    }
    // A 2D texture on the stage again: the shader reads it as 2D.
    let tex = solid_texture(t.dev, D3DFMT_A8R8G8B8, 0xFF306090);
    assert_eq!(vcall!(t.dev, SetTexture, 0, tex as *mut IDirect3DBaseTexture9), D3D_OK);
    assert_close(draw([0.5, 0.5, 0.0, 0.0]), 0x306090, "2D");
    assert_eq!(vcall!(t.dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
    assert_eq!(vcall!(t.dev, SetPixelShader, std::ptr::null_mut()), D3D_OK);
    release!(p);
    release!(tex);
    assert_eq!(release!(cube), 0);
}
