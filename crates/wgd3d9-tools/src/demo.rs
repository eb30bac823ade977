//! The demo scene, shared by `wgd3d9-demo` and the memory benchmark: a
//! gradient background (pre-transformed quad), a row of rotating cubes
//! receding into linear vertex fog (vertex and index buffers,
//! world/view/projection, depth test), lit by a directional and a point light
//! with specular highlights (vertex colours as the diffuse material), textured
//! in two stages (a mipmapped checker with trilinear filtering, then a
//! light-map modulated 2x), and a translucent panel blended over them.

use std::ffi::c_void;
use wgd3d9_tests::*;

/// The scene's back buffer size.
pub const W: u32 = 640;
pub const H: u32 = 480;

#[repr(C)]
#[derive(Clone, Copy)]
struct CubeVertex {
    pos: [f32; 3],
    normal: [f32; 3],
    color: u32,
    uv: [f32; 2],
    /// The light-map coordinates of stage 1.
    uv1: [f32; 2],
}
const CUBE_FVF: u32 = D3DFVF_XYZ | D3DFVF_NORMAL | D3DFVF_DIFFUSE | D3DFVF_TEX2;

/// Cubes in the row, from near to far.
const CUBES: usize = 5;

fn mat(m: [[f32; 4]; 4]) -> D3DMATRIX {
    D3DMATRIX { m }
}

fn mul(a: &D3DMATRIX, b: &D3DMATRIX) -> D3DMATRIX {
    let mut r = [[0.0; 4]; 4];
    for (i, row) in r.iter_mut().enumerate() {
        for (j, v) in row.iter_mut().enumerate() {
            *v = (0..4).map(|k| a.m[i][k] * b.m[k][j]).sum();
        }
    }
    mat(r)
}

fn rotation_y(a: f32) -> D3DMATRIX {
    let (s, c) = a.sin_cos();
    mat([
        [c, 0.0, -s, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [s, 0.0, c, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ])
}

fn rotation_x(a: f32) -> D3DMATRIX {
    let (s, c) = a.sin_cos();
    mat([
        [1.0, 0.0, 0.0, 0.0],
        [0.0, c, s, 0.0],
        [0.0, -s, c, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ])
}

/// A left-handed perspective projection (z in 0..1), as D3D9 programs build it.
fn perspective(fov_y: f32, aspect: f32, zn: f32, zf: f32) -> D3DMATRIX {
    let ys = 1.0 / (fov_y / 2.0).tan();
    let xs = ys / aspect;
    let q = zf / (zf - zn);
    mat([
        [xs, 0.0, 0.0, 0.0],
        [0.0, ys, 0.0, 0.0],
        [0.0, 0.0, q, 1.0],
        [0.0, 0.0, -zn * q, 0.0],
    ])
}

fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

/// The cube: each face's vertices clockwise as seen from outside (D3D9's default
/// culling removes counter-clockwise triangles).
fn cube() -> (Vec<CubeVertex>, Vec<u16>) {
    let faces: [([f32; 3], [f32; 3], u32); 6] = [
        ([0.0, 0.0, -1.0], [0.0, 1.0, 0.0], 0xFFFFFFFF),
        ([0.0, 0.0, 1.0], [0.0, 1.0, 0.0], 0xFFFFD0A0),
        ([1.0, 0.0, 0.0], [0.0, 1.0, 0.0], 0xFFA0FFA0),
        ([-1.0, 0.0, 0.0], [0.0, 1.0, 0.0], 0xFFA0C0FF),
        ([0.0, 1.0, 0.0], [0.0, 0.0, 1.0], 0xFFFFFFA0),
        ([0.0, -1.0, 0.0], [0.0, 0.0, -1.0], 0xFFFFA0FF),
    ];
    let mut v = Vec::new();
    let mut idx = Vec::new();
    for (n, up, color) in faces {
        let right = cross(up, [-n[0], -n[1], -n[2]]);
        let base = v.len() as u16;
        for (sx, sy, uv) in [
            (-1.0, 1.0, [0.0, 0.0]),
            (1.0, 1.0, [1.0, 0.0]),
            (1.0, -1.0, [1.0, 1.0]),
            (-1.0, -1.0, [0.0, 1.0]),
        ] {
            let p = [0, 1, 2].map(|i| n[i] + sx * right[i] + sy * up[i]);
            v.push(CubeVertex {
                pos: p,
                normal: n,
                color,
                uv,
                uv1: uv,
            });
        }
        idx.extend_from_slice(&[base, base + 1, base + 2, base, base + 2, base + 3]);
    }
    (v, idx)
}

fn checker_texture(dev: *mut IDirect3DDevice9) -> *mut IDirect3DTexture9 {
    let mut tex = std::ptr::null_mut();
    assert_eq!(
        vcall!(
            dev,
            CreateTexture,
            128,
            128,
            0,
            0,
            D3DFMT_A8R8G8B8,
            D3DPOOL_MANAGED,
            &mut tex,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    let levels = vcall!(tex, GetLevelCount);
    for level in 0..levels {
        let size = 128 >> level;
        let mut lr = D3DLOCKED_RECT {
            Pitch: 0,
            pBits: std::ptr::null_mut(),
        };
        assert_eq!(vcall!(tex, LockRect, level, &mut lr, std::ptr::null(), 0), D3D_OK);
        for y in 0..size {
            for x in 0..size {
                let cell = (x * 8 / size.max(1) + y * 8 / size.max(1)) % 2 == 0;
                let c = if size < 8 {
                    0xFFB0B0B0
                } else if cell {
                    0xFFF2F2F2
                } else {
                    0xFF3050A0
                };
                // SAFETY: texel (x, y) of the locked `size` x `size` level.
                unsafe { *((lr.pBits as *mut u8).add((y * lr.Pitch) as usize) as *mut u32).add(x as usize) = c };
            }
        }
        assert_eq!(vcall!(tex, UnlockRect, level), D3D_OK);
    }
    tex
}

/// The light map: a soft bright spot in the middle of each face, 0x80 grey
/// (no change under MODULATE2X) at the edges.
fn light_map(dev: *mut IDirect3DDevice9) -> *mut IDirect3DTexture9 {
    texture_from_fn(dev, 64, 64, D3DFMT_X8R8G8B8, |x, y| {
        let d = ((x as f32 - 31.5).powi(2) + (y as f32 - 31.5).powi(2)).sqrt() / 32.0;
        let v = (0x80 as f32 + 0x60 as f32 * (1.0 - d).max(0.0)) as u32;
        0xFF00_0000 | v << 16 | v << 8 | v
    })
}

fn set_lights(dev: *mut IDirect3DDevice9) {
    let color = |r, g, b| D3DCOLORVALUE { r, g, b, a: 1.0 };
    let sun = D3DLIGHT9 {
        Type: D3DLIGHT_DIRECTIONAL,
        Diffuse: color(0.9, 0.85, 0.8),
        Specular: color(1.0, 1.0, 1.0),
        Direction: D3DVECTOR {
            x: -0.4,
            y: -0.7,
            z: 0.6,
        },
        ..Default::default()
    };
    let lamp = D3DLIGHT9 {
        Type: D3DLIGHT_POINT,
        Diffuse: color(1.0, 0.55, 0.2),
        Specular: color(1.0, 0.7, 0.4),
        Ambient: color(0.1, 0.05, 0.0),
        Position: D3DVECTOR { x: 3.0, y: 1.5, z: 2.0 },
        Range: 30.0,
        Attenuation0: 0.2,
        Attenuation1: 0.15,
        ..Default::default()
    };
    for (i, light) in [sun, lamp].iter().enumerate() {
        assert_eq!(vcall!(dev, SetLight, i as u32, light), D3D_OK);
        assert_eq!(vcall!(dev, LightEnable, i as u32, 1), D3D_OK);
    }
    let material = D3DMATERIAL9 {
        Ambient: color(1.0, 1.0, 1.0),
        Specular: color(0.6, 0.6, 0.6),
        Power: 24.0,
        ..Default::default()
    };
    assert_eq!(vcall!(dev, SetMaterial, &material), D3D_OK);
}

fn buffer<T: Copy>(dev: *mut IDirect3DDevice9, data: &[T], index: bool) -> *mut c_void {
    let size = std::mem::size_of_val(data) as u32;
    let mut p: *mut c_void = std::ptr::null_mut();
    let obj: *mut c_void = if index {
        let mut ib = std::ptr::null_mut();
        assert_eq!(
            vcall!(
                dev,
                CreateIndexBuffer,
                size,
                D3DUSAGE_WRITEONLY,
                D3DFMT_INDEX16,
                D3DPOOL_MANAGED,
                &mut ib,
                std::ptr::null_mut()
            ),
            D3D_OK
        );
        assert_eq!(vcall!(ib, Lock, 0, 0, &mut p, 0), D3D_OK);
        // SAFETY: the lock handed out the whole `size`-byte buffer.
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr() as *const u8, p as *mut u8, size as usize) };
        assert_eq!(vcall!(ib, Unlock), D3D_OK);
        ib.cast()
    } else {
        let mut vb = std::ptr::null_mut();
        assert_eq!(
            vcall!(
                dev,
                CreateVertexBuffer,
                size,
                D3DUSAGE_WRITEONLY,
                CUBE_FVF,
                D3DPOOL_MANAGED,
                &mut vb,
                std::ptr::null_mut()
            ),
            D3D_OK
        );
        assert_eq!(vcall!(vb, Lock, 0, 0, &mut p, 0), D3D_OK);
        // SAFETY: the lock handed out the whole `size`-byte buffer.
        unsafe { std::ptr::copy_nonoverlapping(data.as_ptr() as *const u8, p as *mut u8, size as usize) };
        assert_eq!(vcall!(vb, Unlock), D3D_OK);
        vb.cast()
    };
    obj
}

/// The scene's objects on one device.
pub struct Scene {
    vb: *mut c_void,
    ib: *mut c_void,
    tex: *mut IDirect3DTexture9,
    lights: *mut IDirect3DTexture9,
    background: [TlVertex; 4],
    panel: [TlVertex; 4],
}

impl Scene {
    /// Makes the scene's resources and sets its state on `t`, a [`W`] x
    /// [`H`] device.
    pub fn new(t: &TestDevice) -> Scene {
        let dev = t.dev;
        let (verts, indices) = cube();
        let vb = buffer(dev, &verts, false);
        let ib = buffer(dev, &indices, true);
        let tex = checker_texture(dev);
        let lights = light_map(dev);
        let view = mat([
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 5.0, 1.0],
        ]);
        set_lights(dev);
        t.rs(D3DRS_AMBIENT, 0xFF30_3038);
        t.rs(D3DRS_SPECULARENABLE, 1);
        // Linear vertex fog in the background's colour.
        t.rs(D3DRS_FOGCOLOR, 0xFF20_2850);
        t.rs(D3DRS_FOGVERTEXMODE, D3DFOG_LINEAR);
        t.rs(D3DRS_FOGSTART, f2dw(5.0));
        t.rs(D3DRS_FOGEND, f2dw(22.0));
        // Stage 1: the light map, modulated 2x, from the second coordinate set.
        t.tss(1, D3DTSS_COLOROP, D3DTOP_MODULATE2X);
        t.tss(1, D3DTSS_COLORARG1, D3DTA_TEXTURE);
        t.tss(1, D3DTSS_COLORARG2, D3DTA_CURRENT);
        t.tss(1, D3DTSS_ALPHAOP, D3DTOP_SELECTARG1);
        t.tss(1, D3DTSS_ALPHAARG1, D3DTA_CURRENT);
        t.tss(1, D3DTSS_TEXCOORDINDEX, 1);
        t.samp(1, D3DSAMP_MINFILTER, D3DTEXF_LINEAR);
        t.samp(1, D3DSAMP_MAGFILTER, D3DTEXF_LINEAR);
        let proj = perspective(std::f32::consts::FRAC_PI_3, W as f32 / H as f32, 0.5, 50.0);
        assert_eq!(vcall!(dev, SetTransform, D3DTS_VIEW, &view), D3D_OK);
        assert_eq!(vcall!(dev, SetTransform, D3DTS_PROJECTION, &proj), D3D_OK);
        for s in [D3DSAMP_MINFILTER, D3DSAMP_MAGFILTER, D3DSAMP_MIPFILTER] {
            t.samp(0, s, D3DTEXF_LINEAR);
        }
        let background = {
            let top = 0xFF10204A;
            let bottom = 0xFF5A2A6A;
            let v = |x: f32, y: f32, c| TlVertex {
                x,
                y,
                z: 0.999,
                rhw: 1.0,
                color: c,
            };
            [
                v(-0.5, -0.5, top),
                v(W as f32 - 0.5, -0.5, top),
                v(-0.5, H as f32 - 0.5, bottom),
                v(W as f32 - 0.5, H as f32 - 0.5, bottom),
            ]
        };
        let panel = quad(40.0, 300.0, 600.0, 390.0, 0.1, 0x80FF8C1A);
        Scene {
            vb,
            ib,
            tex,
            lights,
            background,
            panel,
        }
    }

    /// Records frame `f` (a clear, the scene; no Present).
    pub fn draw(&self, t: &TestDevice, f: u32) {
        let dev = t.dev;
        let Scene {
            vb,
            ib,
            tex,
            lights,
            background,
            panel,
        } = self;
        let (vb, ib, tex, lights, background, panel) = (*vb, *ib, *tex, *lights, *background, *panel);
        t.clear(0xFF000000);
        t.begin();
        // Background: no texture, no depth writes.
        t.rs(D3DRS_ZWRITEENABLE, 0);
        assert_eq!(vcall!(dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
        t.fvf(TL_FVF);
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &background);
        t.rs(D3DRS_ZWRITEENABLE, 1);
        // The cubes: lit, two texture stages, fogged.
        t.rs(D3DRS_LIGHTING, 1);
        t.rs(D3DRS_FOGENABLE, 1);
        assert_eq!(vcall!(dev, SetTexture, 0, tex as *mut IDirect3DBaseTexture9), D3D_OK);
        assert_eq!(vcall!(dev, SetTexture, 1, lights as *mut IDirect3DBaseTexture9), D3D_OK);
        t.fvf(CUBE_FVF);
        assert_eq!(
            vcall!(
                dev,
                SetStreamSource,
                0,
                vb.cast(),
                0,
                std::mem::size_of::<CubeVertex>() as u32
            ),
            D3D_OK
        );
        assert_eq!(vcall!(dev, SetIndices, ib.cast()), D3D_OK);
        for c in 0..CUBES {
            let a = f as f32 * 0.03 + 0.6 + c as f32 * 0.9;
            let place = mat([
                [1.0, 0.0, 0.0, 0.0],
                [0.0, 1.0, 0.0, 0.0],
                [0.0, 0.0, 1.0, 0.0],
                [c as f32 * 1.6 - 2.6, c as f32 * -0.2 + 0.4, c as f32 * 3.5 + 2.0, 1.0],
            ]);
            let world = mul(&mul(&rotation_x(a * 0.7), &rotation_y(a)), &place);
            assert_eq!(vcall!(dev, SetTransform, D3DTS_WORLD, &world), D3D_OK);
            assert_eq!(
                vcall!(dev, DrawIndexedPrimitive, D3DPT_TRIANGLELIST, 0, 0, 24, 0, 12),
                D3D_OK
            );
        }
        t.rs(D3DRS_LIGHTING, 0);
        t.rs(D3DRS_FOGENABLE, 0);
        // The translucent panel.
        assert_eq!(vcall!(dev, SetTexture, 0, std::ptr::null_mut()), D3D_OK);
        assert_eq!(vcall!(dev, SetTexture, 1, std::ptr::null_mut()), D3D_OK);
        t.rs(D3DRS_ALPHABLENDENABLE, 1);
        t.rs(D3DRS_SRCBLEND, D3DBLEND_SRCALPHA);
        t.rs(D3DRS_DESTBLEND, D3DBLEND_INVSRCALPHA);
        t.fvf(TL_FVF);
        t.draw_up(D3DPT_TRIANGLESTRIP, 2, &panel);
        t.rs(D3DRS_ALPHABLENDENABLE, 0);
        t.end();
    }

    /// Releases the scene's resources.
    pub fn release(self) {
        release!(self.vb as *mut IDirect3DVertexBuffer9);
        release!(self.ib as *mut IDirect3DIndexBuffer9);
        release!(self.tex);
        release!(self.lights);
    }
}
