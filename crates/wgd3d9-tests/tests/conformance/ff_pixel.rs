//! Fixed-function pixel processing checked against the D3D9 rules, beyond
//! what `stages.rs` covers: the texture operations in later stages and on
//! other arguments (CURRENT, TFACTOR, CONSTANT, SPECULAR, TEMP), every
//! argument source with COMPLEMENT and ALPHAREPLICATE, RESULTARG TEMP,
//! per-stage D3DTSS_CONSTANT, long cascades, X8R8G8B8 textures, bump
//! environment mapping (matrix, per-pixel offsets, luminance), PREMODULATE,
//! and cube, volume and projected sampling in a stage.
//!
//! Expected colours are worked out here from the D3D9 formulas in floating
//! point and stored as an 8-bit target stores them (clamped, rounded once):
//! see [`top`] for the texture operations, [`fogged`] and the `fog_*`
//! functions for fog, and the arithmetic written in each test. Every test
//! draws into an A8R8G8B8 target, so alpha is checked where it matters; each
//! assertion states its tolerance per channel.
//!
//! The shared pieces here (the `Px` harness, the reference arithmetic, the
//! fog formulas, the vertex format and the common inputs) are also used by
//! `ff_fog` and `ff_shading`.

use std::cell::RefCell;

use wgd3d9_tests::*;

// ---------------------------------------------------------------------------
// Reference arithmetic
// ---------------------------------------------------------------------------

/// A colour in [0, 1] per channel, indexed like [`chan`]: 0 blue, 1 green,
/// 2 red, 3 alpha.
pub(crate) type F4 = [f32; 4];

pub(crate) fn f4(c: u32) -> F4 {
    std::array::from_fn(|i| chan(c, i as u32) as f32 / 255.0)
}

/// A colour from its red, green, blue and alpha in [0, 1].
pub(crate) fn rgba(r: f32, g: f32, b: f32, a: f32) -> F4 {
    [b, g, r, a]
}

pub(crate) fn unorm8(v: f32) -> u32 {
    (v.clamp(0.0, 1.0) * 255.0).round() as u32
}

/// Stores a colour as an 8-bit target does (clamped, rounded).
pub(crate) fn pack(v: F4) -> u32 {
    (0..4).fold(0, |acc, i| acc | (unorm8(v[i]) << (8 * i)))
}

pub(crate) fn sat(v: F4) -> F4 {
    v.map(|x| x.clamp(0.0, 1.0))
}

pub(crate) fn zip(a: F4, b: F4, f: impl Fn(f32, f32) -> f32) -> F4 {
    std::array::from_fn(|i| f(a[i], b[i]))
}

/// The RGB of `c` with the alpha of `a`.
pub(crate) fn rgb_a(c: F4, a: F4) -> F4 {
    [c[0], c[1], c[2], a[3]]
}

/// An argument read with D3DTA_COMPLEMENT (1 - x) and/or
/// D3DTA_ALPHAREPLICATE (x.aaaa); both are per-component read modifiers.
pub(crate) fn modified(v: F4, flags: u32) -> F4 {
    let v = if flags & D3DTA_COMPLEMENT != 0 {
        v.map(|x| 1.0 - x)
    } else {
        v
    };
    if flags & D3DTA_ALPHAREPLICATE != 0 {
        [v[3]; 4]
    } else {
        v
    }
}

/// The alphas the BLEND*ALPHA operations weigh by: the diffuse alpha, this
/// stage's texture alpha, the texture factor's alpha and the current alpha.
#[derive(Clone, Copy, Default)]
pub(crate) struct Weights {
    diffuse: f32,
    texture: f32,
    factor: f32,
    current: f32,
}

/// One D3DTEXTUREOP of arguments ARG0, ARG1, ARG2 on all four channels, the
/// result saturated like a stage result ([MS:d3dtextureop]). For the colour
/// only operations (MODULATEALPHA_ADDCOLOR and the like) only RGB means
/// something.
pub(crate) fn top(op: u32, a0: F4, a1: F4, a2: F4, w: Weights) -> F4 {
    let blend = |k: f32| zip(a1, a2, move |x, y| x * k + y * (1.0 - k));
    let r: F4 = match op {
        D3DTOP_SELECTARG1 => a1,
        D3DTOP_SELECTARG2 => a2,
        D3DTOP_MODULATE => zip(a1, a2, |x, y| x * y),
        D3DTOP_MODULATE2X => zip(a1, a2, |x, y| 2.0 * x * y),
        D3DTOP_MODULATE4X => zip(a1, a2, |x, y| 4.0 * x * y),
        D3DTOP_ADD => zip(a1, a2, |x, y| x + y),
        D3DTOP_ADDSIGNED => zip(a1, a2, |x, y| x + y - 0.5),
        D3DTOP_ADDSIGNED2X => zip(a1, a2, |x, y| 2.0 * (x + y - 0.5)),
        D3DTOP_SUBTRACT => zip(a1, a2, |x, y| x - y),
        D3DTOP_ADDSMOOTH => zip(a1, a2, |x, y| x + y * (1.0 - x)),
        D3DTOP_BLENDDIFFUSEALPHA => blend(w.diffuse),
        D3DTOP_BLENDTEXTUREALPHA => blend(w.texture),
        D3DTOP_BLENDFACTORALPHA => blend(w.factor),
        D3DTOP_BLENDCURRENTALPHA => blend(w.current),
        D3DTOP_BLENDTEXTUREALPHAPM => zip(a1, a2, |x, y| x + y * (1.0 - w.texture)),
        D3DTOP_MODULATEALPHA_ADDCOLOR => zip(a1, a2, |x, y| x + a1[3] * y),
        D3DTOP_MODULATECOLOR_ADDALPHA => zip(a1, a2, |x, y| x * y + a1[3]),
        D3DTOP_MODULATEINVALPHA_ADDCOLOR => zip(a1, a2, |x, y| (1.0 - a1[3]) * y + x),
        D3DTOP_MODULATEINVCOLOR_ADDALPHA => zip(a1, a2, |x, y| (1.0 - x) * y + a1[3]),
        D3DTOP_DOTPRODUCT3 => {
            let d = 4.0 * (0..3).map(|i| (a1[i] - 0.5) * (a2[i] - 0.5)).sum::<f32>();
            [d; 4]
        }
        D3DTOP_MULTIPLYADD => std::array::from_fn(|i| a0[i] + a1[i] * a2[i]),
        D3DTOP_LERP => std::array::from_fn(|i| a0[i] * a1[i] + (1.0 - a0[i]) * a2[i]),
        other => panic!("no reference for texture op {other}"),
    };
    sat(r)
}

/// `top` without ARG0 and without BLEND*ALPHA weights.
pub(crate) fn op2(op: u32, a1: F4, a2: F4) -> F4 {
    top(op, [0.0; 4], a1, a2, Weights::default())
}

/// The fog blend: rgb = f * colour + (1 - f) * fog colour; the alpha is the
/// pixel's own (the fog colour's alpha is ignored).
pub(crate) fn fogged(c: F4, fog_color: u32, f: f32) -> F4 {
    let g = f4(fog_color);
    [
        f * c[0] + (1.0 - f) * g[0],
        f * c[1] + (1.0 - f) * g[1],
        f * c[2] + (1.0 - f) * g[2],
        c[3],
    ]
}

/// D3DFOG_LINEAR: (end - d) / (end - start), clamped.
pub(crate) fn fog_linear(d: f32, start: f32, end: f32) -> f32 {
    ((end - d) / (end - start)).clamp(0.0, 1.0)
}

/// D3DFOG_EXP: e^-(density * d).
pub(crate) fn fog_exp(d: f32, density: f32) -> f32 {
    (-(density * d)).exp()
}

/// D3DFOG_EXP2: e^-((density * d)^2).
pub(crate) fn fog_exp2(d: f32, density: f32) -> f32 {
    let x = density * d;
    (-(x * x)).exp()
}

#[track_caller]
pub(crate) fn expect(got: u32, want: F4, tol: u32, what: &str) {
    let want = pack(want);
    assert!(
        color_distance(got, want, false) <= tol,
        "{what}: got {got:08x}, expected {want:08x} (argb tolerance {tol})"
    );
}

#[track_caller]
pub(crate) fn expect_rgb(got: u32, want: F4, tol: u32, what: &str) {
    let want = pack(want);
    assert!(
        color_distance(got, want, true) <= tol,
        "{what}: got {got:08x}, expected {want:08x} (rgb tolerance {tol})"
    );
}

// ---------------------------------------------------------------------------
// Harness
// ---------------------------------------------------------------------------

/// A pre-transformed vertex with both colours and two 2D coordinate sets.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub(crate) struct V {
    pub(crate) x: f32,
    pub(crate) y: f32,
    pub(crate) z: f32,
    pub(crate) rhw: f32,
    pub(crate) diffuse: u32,
    pub(crate) specular: u32,
    pub(crate) t0: [f32; 2],
    pub(crate) t1: [f32; 2],
}
pub(crate) const FVF: u32 = D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_SPECULAR | D3DFVF_TEX2;

/// A strip over pixels x0..x1, y0..y1 (vertices on pixel edges, so pixel
/// centres sample at (x + 0.5) / width), both coordinate sets spanning 0..1.
pub(crate) fn rect(x0: u32, y0: u32, x1: u32, y1: u32, diffuse: u32, specular: u32) -> [V; 4] {
    let v = |x: u32, y: u32, u: f32, w: f32| V {
        x: x as f32 - 0.5,
        y: y as f32 - 0.5,
        z: 0.5,
        rhw: 1.0,
        diffuse,
        specular,
        t0: [u, w],
        t1: [u, w],
    };
    [
        v(x0, y0, 0.0, 0.0),
        v(x1, y0, 1.0, 0.0),
        v(x0, y1, 0.0, 1.0),
        v(x1, y1, 1.0, 1.0),
    ]
}

/// A 64x64 device drawing into an A8R8G8B8 target without depth test or
/// culling; owns the textures and shaders a test makes.
pub(crate) struct Px {
    pub(crate) t: TestDevice,
    rt: *mut IDirect3DSurface9,
    owned: RefCell<Vec<*mut IUnknown>>,
}

impl Px {
    pub(crate) fn new() -> Px {
        let t = TestDevice::new();
        let rt = t.bind_argb_target();
        t.rs(D3DRS_ZENABLE, 0);
        t.rs(D3DRS_CULLMODE, D3DCULL_NONE);
        // The vertices carry at most two coordinate sets: stages 2..7 read
        // set 0 unless a test says otherwise.
        for s in 2..8 {
            t.tss(s, D3DTSS_TEXCOORDINDEX, 0);
        }
        Px {
            t,
            rt,
            owned: RefCell::new(Vec::new()),
        }
    }

    pub(crate) fn own<T>(&self, obj: *mut T) -> *mut T {
        assert!(!obj.is_null());
        self.owned.borrow_mut().push(obj.cast());
        obj
    }

    pub(crate) fn rs(&self, state: u32, value: u32) {
        self.t.rs(state, value);
    }

    pub(crate) fn tss(&self, stage: u32, ty: u32, value: u32) {
        self.t.tss(stage, ty, value);
    }

    pub(crate) fn color(&self, stage: u32, op: u32, a1: u32, a2: u32) {
        self.tss(stage, D3DTSS_COLOROP, op);
        self.tss(stage, D3DTSS_COLORARG1, a1);
        self.tss(stage, D3DTSS_COLORARG2, a2);
    }

    pub(crate) fn alpha(&self, stage: u32, op: u32, a1: u32, a2: u32) {
        self.tss(stage, D3DTSS_ALPHAOP, op);
        self.tss(stage, D3DTSS_ALPHAARG1, a1);
        self.tss(stage, D3DTSS_ALPHAARG2, a2);
    }

    /// Point sampling on `stage` (so a texel's colour is exact).
    pub(crate) fn point(&self, stage: u32) {
        self.t.samp(stage, D3DSAMP_MINFILTER, D3DTEXF_POINT);
        self.t.samp(stage, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
    }

    pub(crate) fn bind<T>(&self, stage: u32, tex: *mut T) {
        assert_eq!(
            vcall!(self.t.dev, SetTexture, stage, tex.cast::<IDirect3DBaseTexture9>()),
            D3D_OK
        );
    }

    pub(crate) fn tex(&self, w: u32, h: u32, format: u32, pixel: impl Fn(u32, u32) -> u32) -> *mut IDirect3DTexture9 {
        self.own(texture_from_fn(self.t.dev, w, h, format, pixel))
    }

    pub(crate) fn solid(&self, color: u32) -> *mut IDirect3DTexture9 {
        self.tex(4, 4, D3DFMT_A8R8G8B8, |_, _| color)
    }

    /// A V8U8 bump map whose texel (x, y) is (du, dv) as signed bytes.
    pub(crate) fn bump(&self, w: u32, h: u32, texel: impl Fn(u32, u32) -> (i8, i8)) -> *mut IDirect3DTexture9 {
        let tex = self.own(create_texture(self.t.dev, w, h, 1, 0, D3DFMT_V8U8, D3DPOOL_MANAGED));
        fill_level16(tex, 0, |x, y| {
            let (du, dv) = texel(x, y);
            u16::from_le_bytes([du as u8, dv as u8])
        });
        tex
    }

    /// A 4x4 A8R8G8B8 cube map, one solid colour per face (D3DCUBEMAP_FACES
    /// order: +X, -X, +Y, -Y, +Z, -Z).
    pub(crate) fn cube(&self, faces: [u32; 6]) -> *mut IDirect3DCubeTexture9 {
        let mut cube = std::ptr::null_mut();
        let hr = vcall!(
            self.t.dev,
            CreateCubeTexture,
            4,
            1,
            0,
            D3DFMT_A8R8G8B8,
            D3DPOOL_MANAGED,
            &mut cube,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK);
        let cube = self.own(cube);
        for (face, &c) in faces.iter().enumerate() {
            let mut lr = D3DLOCKED_RECT::default();
            assert_eq!(
                vcall!(cube, LockRect, face as _, 0, &mut lr, std::ptr::null(), 0),
                D3D_OK
            );
            for y in 0..4usize {
                for x in 0..4usize {
                    // SAFETY: inside the locked 4x4 face.
                    unsafe {
                        *((lr.pBits as *mut u8).add(y * lr.Pitch as usize + 4 * x) as *mut u32) = c;
                    }
                }
            }
            assert_eq!(vcall!(cube, UnlockRect, face as _, 0), D3D_OK);
        }
        cube
    }

    /// A 4x4x4 A8R8G8B8 volume whose texel (x, y, z) is `texel(x, y, z)`.
    pub(crate) fn volume(&self, texel: impl Fn(u32, u32, u32) -> u32) -> *mut IDirect3DVolumeTexture9 {
        let mut vol = std::ptr::null_mut();
        let hr = vcall!(
            self.t.dev,
            CreateVolumeTexture,
            4,
            4,
            4,
            1,
            0,
            D3DFMT_A8R8G8B8,
            D3DPOOL_MANAGED,
            &mut vol,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3D_OK);
        let vol = self.own(vol);
        let mut lb = D3DLOCKED_BOX::default();
        assert_eq!(vcall!(vol, LockBox, 0, &mut lb, std::ptr::null(), 0), D3D_OK);
        for z in 0..4u32 {
            for y in 0..4u32 {
                for x in 0..4u32 {
                    let at = z as usize * lb.SlicePitch as usize + y as usize * lb.RowPitch as usize + 4 * x as usize;
                    // SAFETY: inside the locked 4x4x4 box.
                    unsafe { *((lb.pBits as *mut u8).add(at) as *mut u32) = texel(x, y, z) };
                }
            }
        }
        assert_eq!(vcall!(vol, UnlockBox, 0), D3D_OK);
        vol
    }

    pub(crate) fn set_ps(&self, shader: *mut IDirect3DPixelShader9) {
        assert_eq!(vcall!(self.t.dev, SetPixelShader, shader), D3D_OK);
    }

    pub(crate) fn set_vs(&self, shader: *mut IDirect3DVertexShader9) {
        assert_eq!(vcall!(self.t.dev, SetVertexShader, shader), D3D_OK);
    }

    /// Clears the colour target only.
    pub(crate) fn clear(&self, color: u32) {
        assert_eq!(
            vcall!(self.t.dev, Clear, 0, std::ptr::null(), D3DCLEAR_TARGET, color, 1.0, 0),
            D3D_OK
        );
    }

    /// Draws user-pointer vertices of format `fvf` in one scene.
    pub(crate) fn draw<T>(&self, fvf: u32, prim: u32, count: u32, verts: &[T]) {
        self.t.fvf(fvf);
        self.t.begin();
        self.t.draw_up(prim, count, verts);
        self.t.end();
    }

    pub(crate) fn read(&self) -> Image {
        read_surface(self.t.dev, self.rt)
    }

    /// Clears to 0 and draws `verts` (a strip of two triangles of [`V`]).
    pub(crate) fn draw_quad(&self, verts: &[V; 4]) -> Image {
        self.clear(0);
        self.draw(FVF, D3DPT_TRIANGLESTRIP, 2, verts);
        self.read()
    }

    /// Draws the whole target with the given colours and returns the pixel in
    /// its middle.
    pub(crate) fn centre(&self, diffuse: u32, specular: u32) -> u32 {
        self.draw_quad(&rect(0, 0, 64, 64, diffuse, specular)).at(32, 32)
    }

    /// Draws the whole target with coordinate set 1 constant at `t1` and
    /// returns the image.
    pub(crate) fn draw_t1(&self, diffuse: u32, t1: [f32; 2]) -> Image {
        self.draw_quad(&rect(0, 0, 64, 64, diffuse, 0).map(|v| V { t1, ..v }))
    }

    /// Enables fog with table mode `table` and the given parameters.
    pub(crate) fn fog(&self, table: u32, start: f32, end: f32, density: f32, color: u32) {
        self.rs(D3DRS_FOGENABLE, 1);
        self.rs(D3DRS_FOGTABLEMODE, table);
        self.rs(D3DRS_FOGSTART, f2dw(start));
        self.rs(D3DRS_FOGEND, f2dw(end));
        self.rs(D3DRS_FOGDENSITY, f2dw(density));
        self.rs(D3DRS_FOGCOLOR, color);
    }
}

impl Drop for Px {
    fn drop(&mut self) {
        if std::thread::panicking() {
            return;
        }
        for s in 0..8 {
            self.bind(s, std::ptr::null_mut::<IDirect3DTexture9>());
        }
        self.set_ps(std::ptr::null_mut());
        self.set_vs(std::ptr::null_mut());
        let mut bb = std::ptr::null_mut();
        assert_eq!(
            vcall!(self.t.dev, GetBackBuffer, 0, 0, D3DBACKBUFFER_TYPE_MONO, &mut bb),
            D3D_OK
        );
        assert_eq!(vcall!(self.t.dev, SetRenderTarget, 0, bb), D3D_OK);
        release!(bb);
        assert_eq!(release!(self.rt), 0);
        for obj in self.owned.borrow_mut().drain(..) {
            assert_eq!(vcall!(obj, Release), 0, "an object of the test is still referenced");
        }
    }
}

// The inputs most tests use.
pub(crate) const DIFFUSE: u32 = 0x80C04020;
pub(crate) const SPECULAR: u32 = 0x20103040;
pub(crate) const TEXEL: u32 = 0xC0A06080;
pub(crate) const FACTOR: u32 = 0x60E02090;
pub(crate) const FOG: u32 = 0x002060C0;
/// The colour of the objects the fog tests draw.
pub(crate) const OBJECT: u32 = 0x80E0A040;

// ---------------------------------------------------------------------------
// Texture operations in later stages and on other arguments
// ---------------------------------------------------------------------------

#[test]
fn addsigned2x_of_current_and_the_texture_factor_in_stage_1() {
    let p = Px::new();
    p.bind(0, p.solid(TEXEL));
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    p.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_ADDSIGNED2X, D3DTA_CURRENT, D3DTA_TFACTOR);
    p.alpha(1, D3DTOP_ADDSIGNED2X, D3DTA_CURRENT, D3DTA_TFACTOR);
    let (t, d, f) = (f4(TEXEL), f4(DIFFUSE), f4(FACTOR));
    let s0 = rgb_a(zip(t, d, |a, b| a * b), t);
    // 2 * (current + factor - 0.5): red and alpha saturate at 1, green
    // clamps at 0, blue stays in range.
    let want = sat(zip(s0, f, |a, b| 2.0 * (a + b - 0.5)));
    expect(p.centre(DIFFUSE, SPECULAR), want, 2, "ADDSIGNED2X(CURRENT, TFACTOR)");
}

#[test]
fn addsmooth_of_current_and_specular_in_stage_1() {
    let p = Px::new();
    p.bind(0, p.solid(TEXEL));
    p.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_ADDSMOOTH, D3DTA_CURRENT, D3DTA_SPECULAR);
    p.alpha(1, D3DTOP_ADDSMOOTH, D3DTA_CURRENT, D3DTA_SPECULAR);
    let (t, d, s) = (f4(TEXEL), f4(DIFFUSE), f4(SPECULAR));
    let s0 = zip(t, d, |a, b| a * b);
    // arg1 + arg2 * (1 - arg1)
    let want = zip(s0, s, |a, b| a + b * (1.0 - a));
    expect(p.centre(DIFFUSE, SPECULAR), want, 2, "ADDSMOOTH(CURRENT, SPECULAR)");
}

#[test]
fn subtract_clamps_negative_channels_to_zero() {
    let p = Px::new();
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_SUBTRACT, D3DTA_TFACTOR, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SUBTRACT, D3DTA_TFACTOR, D3DTA_CURRENT);
    let (d, f) = (f4(DIFFUSE), f4(FACTOR));
    // Factor - diffuse: red 0xE0 - 0xC0 and blue 0x90 - 0x20 stay positive,
    // green 0x20 - 0x40 and alpha 0x60 - 0x80 clamp to 0.
    let want = sat(zip(f, d, |a, b| a - b));
    assert_eq!(pack(want) & 0xFF00FF00, 0, "two channels are negative");
    expect(p.centre(DIFFUSE, SPECULAR), want, 2, "SUBTRACT(TFACTOR, CURRENT)");
}

#[test]
fn blend_diffuse_alpha_weighs_by_the_diffuse_not_the_current_alpha() {
    let p = Px::new();
    p.bind(1, p.solid(TEXEL));
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    // Stage 0 makes CURRENT the factor (alpha 0x60).
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_BLENDDIFFUSEALPHA, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_BLENDDIFFUSEALPHA, D3DTA_TEXTURE, D3DTA_CURRENT);
    let (t, d, f) = (f4(TEXEL), f4(DIFFUSE), f4(FACTOR));
    let k = d[3];
    let want = zip(t, f, |a, b| a * k + b * (1.0 - k));
    expect(
        p.centre(DIFFUSE, SPECULAR),
        want,
        2,
        "BLENDDIFFUSEALPHA(TEXTURE, CURRENT)",
    );
}

#[test]
fn blend_texture_alpha_weighs_by_the_stage_s_own_texture() {
    let p = Px::new();
    let (t0, t1) = (0x40A0C0E0, 0xC0306090);
    p.bind(0, p.solid(t0));
    p.bind(1, p.solid(t1));
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_BLENDTEXTUREALPHA, D3DTA_TFACTOR, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_BLENDTEXTUREALPHA, D3DTA_TFACTOR, D3DTA_CURRENT);
    // Weight: stage 1's texture alpha 0xC0, not stage 0's 0x40.
    let k = f4(t1)[3];
    let want = zip(f4(FACTOR), f4(t0), |a, b| a * k + b * (1.0 - k));
    expect(p.centre(DIFFUSE, SPECULAR), want, 2, "BLENDTEXTUREALPHA in stage 1");
}

#[test]
fn blend_factor_alpha_between_specular_and_constant() {
    let p = Px::new();
    let k = 0xA0806040;
    p.tss(0, D3DTSS_CONSTANT, k);
    p.color(0, D3DTOP_BLENDFACTORALPHA, D3DTA_SPECULAR, D3DTA_CONSTANT);
    p.alpha(0, D3DTOP_BLENDFACTORALPHA, D3DTA_SPECULAR, D3DTA_CONSTANT);
    for factor_alpha in [0x60u32, 0xFF, 0x00] {
        p.rs(D3DRS_TEXTUREFACTOR, (factor_alpha << 24) | 0x123456);
        let w = factor_alpha as f32 / 255.0;
        let want = zip(f4(SPECULAR), f4(k), |a, b| a * w + b * (1.0 - w));
        expect(
            p.centre(DIFFUSE, SPECULAR),
            want,
            2,
            &format!("BLENDFACTORALPHA with factor alpha {factor_alpha:#x}"),
        );
    }
}

#[test]
fn blend_texture_alpha_pm_in_stage_1() {
    let p = Px::new();
    let t = 0x40C08060;
    p.bind(1, p.solid(t));
    p.color(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_BLENDTEXTUREALPHAPM, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_BLENDTEXTUREALPHAPM, D3DTA_TEXTURE, D3DTA_CURRENT);
    // texture + current * (1 - texture alpha); red saturates.
    let ta = f4(t)[3];
    let want = sat(zip(f4(t), f4(DIFFUSE), |a, b| a + b * (1.0 - ta)));
    expect(
        p.centre(DIFFUSE, SPECULAR),
        want,
        2,
        "BLENDTEXTUREALPHAPM(TEXTURE, CURRENT)",
    );
}

#[test]
fn blend_current_alpha_weighs_by_the_previous_stage_alpha() {
    let p = Px::new();
    let k = 0xE0102030;
    p.bind(1, p.solid(TEXEL));
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    p.tss(1, D3DTSS_CONSTANT, k);
    // Stage 0: colour diffuse, alpha the factor's (0x60).
    p.color(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_BLENDCURRENTALPHA, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_BLENDCURRENTALPHA, D3DTA_TEXTURE, D3DTA_CONSTANT);
    let w = f4(FACTOR)[3];
    let rgb = zip(f4(TEXEL), f4(DIFFUSE), |a, b| a * w + b * (1.0 - w));
    let alpha = zip(f4(TEXEL), f4(k), |a, b| a * w + b * (1.0 - w));
    expect(
        p.centre(DIFFUSE, SPECULAR),
        rgb_a(rgb, alpha),
        2,
        "BLENDCURRENTALPHA by stage 0's alpha",
    );
}

#[test]
fn modulate_alpha_add_color_uses_the_alpha_of_arg1() {
    let p = Px::new();
    p.bind(0, p.solid(TEXEL));
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    p.color(0, D3DTOP_MODULATEALPHA_ADDCOLOR, D3DTA_TFACTOR, D3DTA_TEXTURE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    let (f, t) = (f4(FACTOR), f4(TEXEL));
    // factor.rgb + factor.a * texture.rgb (red saturates).
    let rgb = sat(zip(f, t, |a, b| a + f[3] * b));
    expect(
        p.centre(DIFFUSE, SPECULAR),
        rgb_a(rgb, f4(DIFFUSE)),
        2,
        "MODULATEALPHA_ADDCOLOR(TFACTOR, TEXTURE)",
    );
}

#[test]
fn modulate_color_add_alpha_of_constant_and_current_saturates() {
    let p = Px::new();
    let k = 0xA0C08040;
    p.tss(1, D3DTSS_CONSTANT, k);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_MODULATECOLOR_ADDALPHA, D3DTA_CONSTANT, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    let (c, d) = (f4(k), f4(DIFFUSE));
    // constant.rgb * current.rgb + constant.a: red 0.75 * 0.75 + 0.63 > 1.
    let rgb = sat(zip(c, d, |a, b| a * b + c[3]));
    expect(
        p.centre(DIFFUSE, SPECULAR),
        rgb_a(rgb, d),
        2,
        "MODULATECOLOR_ADDALPHA(CONSTANT, CURRENT)",
    );
}

#[test]
fn modulate_inv_alpha_add_color_of_specular_and_texture() {
    let p = Px::new();
    p.bind(0, p.solid(TEXEL));
    p.color(0, D3DTOP_MODULATEINVALPHA_ADDCOLOR, D3DTA_SPECULAR, D3DTA_TEXTURE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_SPECULAR, D3DTA_DIFFUSE);
    let (s, t) = (f4(SPECULAR), f4(TEXEL));
    // (1 - specular.a) * texture + specular.
    let rgb = sat(zip(s, t, |a, b| (1.0 - s[3]) * b + a));
    expect(
        p.centre(DIFFUSE, SPECULAR),
        rgb_a(rgb, s),
        2,
        "MODULATEINVALPHA_ADDCOLOR(SPECULAR, TEXTURE)",
    );
}

#[test]
fn modulate_inv_color_add_alpha_of_factor_and_diffuse() {
    let p = Px::new();
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    p.color(0, D3DTOP_MODULATEINVCOLOR_ADDALPHA, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    let (f, d) = (f4(FACTOR), f4(DIFFUSE));
    // (1 - factor.rgb) * diffuse.rgb + factor.a.
    let rgb = sat(zip(f, d, |a, b| (1.0 - a) * b + f[3]));
    expect(
        p.centre(DIFFUSE, SPECULAR),
        rgb_a(rgb, f),
        2,
        "MODULATEINVCOLOR_ADDALPHA(TFACTOR, DIFFUSE)",
    );
}

#[test]
fn dotproduct3_of_a_normal_map_feeds_colour_and_alpha_to_the_next_stage() {
    let p = Px::new();
    // Normal (0, 0.6, 0.8) stored as 0.5 + n / 2; light (0, 0, 1) in the
    // factor, whose alpha (0x40) the DOTPRODUCT3 result replaces.
    let normal = 0xFF80CCE6;
    let light = 0x408080FF;
    p.bind(0, p.solid(normal));
    p.rs(D3DRS_TEXTUREFACTOR, light);
    p.color(0, D3DTOP_DOTPRODUCT3, D3DTA_TEXTURE, D3DTA_TFACTOR);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_MODULATE, D3DTA_CURRENT, D3DTA_DIFFUSE);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_DIFFUSE);
    let (n, l) = (f4(normal), f4(light));
    let dot = (4.0 * (0..3).map(|i| (n[i] - 0.5) * (l[i] - 0.5)).sum::<f32>()).clamp(0.0, 1.0);
    assert!((dot - 0.8).abs() < 0.02, "N.L of the encoded vectors is about 0.8");
    let d = f4(DIFFUSE);
    let want = [dot * d[0], dot * d[1], dot * d[2], dot];
    expect(
        p.centre(DIFFUSE, SPECULAR),
        want,
        2,
        "DOTPRODUCT3 then MODULATE(CURRENT, DIFFUSE)",
    );
}

#[test]
fn multiplyadd_reads_arg0_from_temp() {
    let p = Px::new();
    let k = 0x30102030;
    p.bind(1, p.solid(TEXEL));
    p.tss(0, D3DTSS_CONSTANT, k);
    // Stage 0 writes its constant to TEMP (CURRENT stays the diffuse colour).
    p.color(0, D3DTOP_SELECTARG1, D3DTA_CONSTANT, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_CONSTANT, D3DTA_DIFFUSE);
    p.tss(0, D3DTSS_RESULTARG, D3DTA_TEMP);
    p.tss(1, D3DTSS_COLORARG0, D3DTA_TEMP);
    p.tss(1, D3DTSS_ALPHAARG0, D3DTA_TEMP);
    p.color(1, D3DTOP_MULTIPLYADD, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_MULTIPLYADD, D3DTA_TEXTURE, D3DTA_CURRENT);
    let want = top(D3DTOP_MULTIPLYADD, f4(k), f4(TEXEL), f4(DIFFUSE), Weights::default());
    expect(
        p.centre(DIFFUSE, SPECULAR),
        want,
        2,
        "MULTIPLYADD(TEMP + TEXTURE * CURRENT)",
    );
}

#[test]
fn lerp_by_an_alpha_replicated_and_a_complemented_arg0() {
    let p = Px::new();
    p.bind(0, p.solid(TEXEL));
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    p.tss(0, D3DTSS_COLORARG0, D3DTA_DIFFUSE | D3DTA_ALPHAREPLICATE);
    p.tss(0, D3DTSS_ALPHAARG0, D3DTA_SPECULAR | D3DTA_COMPLEMENT);
    p.color(0, D3DTOP_LERP, D3DTA_TEXTURE, D3DTA_TFACTOR);
    p.alpha(0, D3DTOP_LERP, D3DTA_TEXTURE, D3DTA_TFACTOR);
    let (t, f) = (f4(TEXEL), f4(FACTOR));
    // Colour: diffuse.a * texture + (1 - diffuse.a) * factor.
    let da = f4(DIFFUSE)[3];
    let rgb = zip(t, f, |a, b| da * a + (1.0 - da) * b);
    // Alpha: (1 - specular.a) * texture.a + specular.a * factor.a.
    let sa = f4(SPECULAR)[3];
    let a = (1.0 - sa) * t[3] + sa * f[3];
    expect(
        p.centre(DIFFUSE, SPECULAR),
        [rgb[0], rgb[1], rgb[2], a],
        2,
        "LERP with modified ARG0",
    );
}

#[test]
fn modulate4x_saturates_per_channel_before_the_next_stage() {
    let p = Px::new();
    let (t, d) = (0x40204080, 0xC0FF60A0);
    p.bind(0, p.solid(t));
    p.rs(D3DRS_TEXTUREFACTOR, 0x40404040);
    p.color(0, D3DTOP_MODULATE4X, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_MODULATE4X, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    // 4 * t * d: red 4 * 0.125 * 1.0 = 0.5, green 4 * 0.25 * 0.38 = 0.38,
    // blue 4 * 0.5 * 0.63 = 1.26 -> 1, alpha 4 * 0.25 * 0.75 = 0.75.
    let s0 = op2(D3DTOP_MODULATE4X, f4(t), f4(d));
    expect(p.centre(d, 0), s0, 2, "MODULATE4X");
    // Stage 1 subtracts 0x40: blue is 1 - 0.25, not 1.26 - 0.25.
    p.color(1, D3DTOP_SUBTRACT, D3DTA_CURRENT, D3DTA_TFACTOR);
    p.alpha(1, D3DTOP_SUBTRACT, D3DTA_CURRENT, D3DTA_TFACTOR);
    let s1 = op2(D3DTOP_SUBTRACT, s0, f4(0x40404040));
    expect(p.centre(d, 0), s1, 2, "MODULATE4X then SUBTRACT");
}

// ---------------------------------------------------------------------------
// Argument sources and modifiers, RESULTARG, per-stage constants, cascades
// ---------------------------------------------------------------------------

/// Stage 2 selects each argument source with `modifier` (colour and alpha),
/// after stage 0 made CURRENT = DIFFUSE + SPECULAR and stage 1 wrote its
/// constant to TEMP, so every source has a different value.
fn every_source_with(modifier: u32) {
    let p = Px::new();
    let (k1, k2, t2) = (0x3C5A7896, 0xD2B4967A, 0x9C50E028);
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    p.tss(1, D3DTSS_CONSTANT, k1);
    p.tss(2, D3DTSS_CONSTANT, k2);
    p.bind(2, p.solid(t2));
    p.color(0, D3DTOP_ADD, D3DTA_DIFFUSE, D3DTA_SPECULAR);
    p.alpha(0, D3DTOP_ADD, D3DTA_DIFFUSE, D3DTA_SPECULAR);
    p.color(1, D3DTOP_SELECTARG1, D3DTA_CONSTANT, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_CONSTANT, D3DTA_CURRENT);
    p.tss(1, D3DTSS_RESULTARG, D3DTA_TEMP);
    let current = sat(zip(f4(DIFFUSE), f4(SPECULAR), |a, b| a + b));
    let sources = [
        (D3DTA_CURRENT, current, "CURRENT"),
        (D3DTA_DIFFUSE, f4(DIFFUSE), "DIFFUSE"),
        (D3DTA_SPECULAR, f4(SPECULAR), "SPECULAR"),
        (D3DTA_TEXTURE, f4(t2), "TEXTURE"),
        (D3DTA_TFACTOR, f4(FACTOR), "TFACTOR"),
        (D3DTA_TEMP, f4(k1), "TEMP"),
        (D3DTA_CONSTANT, f4(k2), "CONSTANT"),
    ];
    for (src, value, name) in sources {
        p.color(2, D3DTOP_SELECTARG1, src | modifier, D3DTA_CURRENT);
        p.alpha(2, D3DTOP_SELECTARG1, src | modifier, D3DTA_CURRENT);
        // The alpha argument's ALPHAREPLICATE reads the alpha it already
        // reads; COMPLEMENT gives 1 - alpha.
        expect(
            p.centre(DIFFUSE, SPECULAR),
            modified(value, modifier),
            1,
            &format!("{name} with modifiers {modifier:#x}"),
        );
    }
}

#[test]
fn every_argument_source_with_complement() {
    every_source_with(D3DTA_COMPLEMENT);
}

#[test]
fn every_argument_source_with_alpha_replicate() {
    every_source_with(D3DTA_ALPHAREPLICATE);
}

#[test]
fn every_argument_source_with_complement_and_alpha_replicate() {
    every_source_with(D3DTA_COMPLEMENT | D3DTA_ALPHAREPLICATE);
}

#[test]
fn result_arg_temp_from_stage_0_meets_current_from_stage_1_in_stage_2() {
    let p = Px::new();
    p.bind(0, p.solid(TEXEL));
    p.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.tss(0, D3DTSS_RESULTARG, D3DTA_TEMP);
    // CURRENT entering stage 1 is still the diffuse colour.
    p.color(1, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_SPECULAR);
    p.alpha(1, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_SPECULAR);
    p.color(2, D3DTOP_MODULATE2X, D3DTA_TEMP, D3DTA_CURRENT);
    p.alpha(2, D3DTOP_MODULATE2X, D3DTA_TEMP, D3DTA_CURRENT);
    let temp = op2(D3DTOP_MODULATE, f4(TEXEL), f4(DIFFUSE));
    let current = op2(D3DTOP_ADD, f4(DIFFUSE), f4(SPECULAR));
    let want = op2(D3DTOP_MODULATE2X, temp, current);
    expect(p.centre(DIFFUSE, SPECULAR), want, 2, "MODULATE2X(TEMP, CURRENT)");
}

#[test]
fn each_stage_reads_its_own_constant() {
    let p = Px::new();
    let k = [0xC0A08060u32, 0x80FF4080, 0x20102030, 0x10300818];
    for (s, &c) in k.iter().enumerate() {
        p.tss(s as u32, D3DTSS_CONSTANT, c);
    }
    // Non-commuting ops, so a constant read from the wrong stage shows.
    let ops = [D3DTOP_SELECTARG1, D3DTOP_MODULATE, D3DTOP_ADD, D3DTOP_SUBTRACT];
    p.color(0, ops[0], D3DTA_CONSTANT, D3DTA_DIFFUSE);
    p.alpha(0, ops[0], D3DTA_CONSTANT, D3DTA_DIFFUSE);
    for s in 1..4 {
        p.color(s, ops[s as usize], D3DTA_CURRENT, D3DTA_CONSTANT);
        p.alpha(s, ops[s as usize], D3DTA_CURRENT, D3DTA_CONSTANT);
    }
    let mut want = f4(k[0]);
    for s in 1..4 {
        want = op2(ops[s], want, f4(k[s]));
    }
    expect(p.centre(DIFFUSE, SPECULAR), want, 2, "four stages with their constants");
}

#[test]
fn three_textured_stages_cascade() {
    let p = Px::new();
    let (a, b, c) = (0xE0C08040, 0x9060A0C0, 0x60FF2080);
    p.bind(0, p.solid(a));
    p.bind(1, p.solid(b));
    p.bind(2, p.solid(c));
    p.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_ADDSIGNED, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.color(2, D3DTOP_BLENDTEXTUREALPHA, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(2, D3DTOP_ADD, D3DTA_TEXTURE, D3DTA_CURRENT);
    let s0 = rgb_a(op2(D3DTOP_MODULATE, f4(a), f4(DIFFUSE)), f4(a));
    let s1 = rgb_a(op2(D3DTOP_ADDSIGNED, f4(b), s0), op2(D3DTOP_MODULATE, f4(b), s0));
    let w = Weights {
        texture: f4(c)[3],
        ..Weights::default()
    };
    let s2 = rgb_a(
        top(D3DTOP_BLENDTEXTUREALPHA, [0.0; 4], f4(c), s1, w),
        op2(D3DTOP_ADD, f4(c), s1),
    );
    expect(p.centre(DIFFUSE, SPECULAR), s2, 2, "three textured stages");
}

#[test]
fn all_eight_stages_run_and_a_disabled_eighth_ends_the_cascade() {
    let p = Px::new();
    let texels: Vec<u32> = (0..8u32)
        .map(|s| argb(0x40 + 0x18 * s, 0xF0 - 0x14 * s, 0x50 + 0x10 * s, 0x90 - 0x0C * s))
        .collect();
    let op_of = |s: u32| {
        if s.is_multiple_of(2) {
            D3DTOP_MODULATE2X
        } else {
            D3DTOP_ADDSIGNED
        }
    };
    for s in 0..8u32 {
        p.bind(s, p.solid(texels[s as usize]));
        p.color(s, op_of(s), D3DTA_TEXTURE, D3DTA_CURRENT);
        p.alpha(s, op_of(s), D3DTA_TEXTURE, D3DTA_CURRENT);
    }
    let d = 0xC0A0B090;
    let mut results = Vec::new();
    let mut current = f4(d);
    for s in 0..8u32 {
        current = op2(op_of(s), f4(texels[s as usize]), current);
        results.push(current);
    }
    expect(p.centre(d, 0), results[7], 2, "eight stages");
    p.tss(7, D3DTSS_COLOROP, D3DTOP_DISABLE);
    expect(p.centre(d, 0), results[6], 2, "stage 7 disabled");
}

#[test]
fn x8r8g8b8_textures_read_alpha_as_one() {
    let p = Px::new();
    // The X byte holds 0x40: it must not show as alpha.
    let texel = 0x40336699;
    let tex = p.tex(4, 4, D3DFMT_X8R8G8B8, |_, _| texel);
    p.bind(0, tex);
    let rgb = f4(texel);
    let d = f4(DIFFUSE);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    expect(
        p.centre(DIFFUSE, SPECULAR),
        rgb_a(rgb, [1.0; 4]),
        1,
        "SELECTARG1(TEXTURE)",
    );
    // Weight 1: all texture.
    p.color(0, D3DTOP_BLENDTEXTUREALPHA, D3DTA_DIFFUSE, D3DTA_TFACTOR);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    expect(p.centre(DIFFUSE, SPECULAR), d, 1, "BLENDTEXTUREALPHA weight 1");
    // The replicated alpha is white, its complement black.
    p.color(
        0,
        D3DTOP_SELECTARG1,
        D3DTA_TEXTURE | D3DTA_ALPHAREPLICATE,
        D3DTA_DIFFUSE,
    );
    expect(
        p.centre(DIFFUSE, SPECULAR),
        rgb_a([1.0; 4], d),
        1,
        "TEXTURE | ALPHAREPLICATE",
    );
    p.color(
        0,
        D3DTOP_SELECTARG1,
        D3DTA_TEXTURE | D3DTA_ALPHAREPLICATE | D3DTA_COMPLEMENT,
        D3DTA_DIFFUSE,
    );
    expect(
        p.centre(DIFFUSE, SPECULAR),
        rgb_a([0.0; 4], d),
        1,
        "TEXTURE | ALPHAREPLICATE | COMPLEMENT",
    );
}

// ---------------------------------------------------------------------------
// Bump environment mapping and PREMODULATE
// ---------------------------------------------------------------------------

/// Texel (x, y) of the 4x4 texture the bump tests offset into: every texel
/// a different colour.
pub(crate) fn grid(x: u32, y: u32) -> u32 {
    0xFF000000 | ((0x20 + 0x40 * x) << 16) | ((0x20 + 0x40 * y) << 8) | 0x80
}

/// The grid texel point sampling reads at (u, v), wrapping.
pub(crate) fn grid_at(u: f32, v: f32) -> u32 {
    let texel = |c: f32| ((c.rem_euclid(1.0) * 4.0).floor() as u32).min(3);
    grid(texel(u), texel(v))
}

/// A V8U8 component as the signed normalized value it stands for.
fn snorm8(b: i8) -> f32 {
    (b as f32 / 127.0).max(-1.0)
}

/// Sets stage `s`'s bump matrix [M00, M01, M10, M11].
pub(crate) fn bump_matrix(p: &Px, s: u32, m: [f32; 4]) {
    p.tss(s, D3DTSS_BUMPENVMAT00, f2dw(m[0]));
    p.tss(s, D3DTSS_BUMPENVMAT01, f2dw(m[1]));
    p.tss(s, D3DTSS_BUMPENVMAT10, f2dw(m[2]));
    p.tss(s, D3DTSS_BUMPENVMAT11, f2dw(m[3]));
}

/// The coordinate (u, v) plus the bump offset (du, dv) through matrix m:
/// u' = u + M00 du + M10 dv, v' = v + M01 du + M11 dv.
pub(crate) fn bumped(u: f32, v: f32, du: i8, dv: i8, m: [f32; 4]) -> (f32, f32) {
    let (du, dv) = (snorm8(du), snorm8(dv));
    (u + m[0] * du + m[2] * dv, v + m[1] * du + m[3] * dv)
}

#[test]
fn bumpenvmap_offsets_the_next_stage_through_each_matrix_entry() {
    let p = Px::new();
    p.bind(1, p.tex(4, 4, D3DFMT_A8R8G8B8, grid));
    p.point(1);
    p.color(0, D3DTOP_BUMPENVMAP, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    p.color(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    // Stage 1 reads the centre of texel (0, 0) before the offset.
    let cases: [((i8, i8), [f32; 4], &str); 7] = [
        ((64, 0), [1.0, 0.0, 0.0, 0.0], "M00 moves u by du"),
        ((0, 64), [0.0, 0.0, 1.0, 0.0], "M10 moves u by dv"),
        ((64, 0), [0.0, 1.0, 0.0, 0.0], "M01 moves v by du"),
        ((0, 64), [0.0, 0.0, 0.0, 1.0], "M11 moves v by dv"),
        ((-64, 0), [0.5, 0.0, 0.0, 0.0], "a negative offset wraps"),
        ((48, 24), [1.0, -1.0, 0.5, 3.0], "all four entries"),
        ((64, 64), [0.0; 4], "the default zero matrix"),
    ];
    for ((du, dv), m, name) in cases {
        p.bind(0, p.bump(4, 4, move |_, _| (du, dv)));
        bump_matrix(&p, 0, m);
        let (u, v) = bumped(0.125, 0.125, du, dv, m);
        let want = grid_at(u, v);
        if m != [0.0; 4] {
            assert_ne!(want, grid(0, 0), "{name}: the offset moves to another texel");
        }
        let got = p.draw_t1(DIFFUSE, [0.125, 0.125]).at(32, 32);
        expect(got, f4(want), 1, name);
    }
}

#[test]
fn bumpenvmap_offsets_follow_the_bump_texel_per_pixel() {
    let p = Px::new();
    // Left texel pushes u by +0.5, right texel not at all.
    p.bind(0, p.bump(2, 1, |x, _| if x == 0 { (64, 0) } else { (0, 0) }));
    p.point(0);
    p.bind(1, p.tex(4, 4, D3DFMT_A8R8G8B8, grid));
    p.point(1);
    bump_matrix(&p, 0, [1.0, 0.0, 0.0, 0.0]);
    p.color(0, D3DTOP_BUMPENVMAP, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    p.color(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    let img = p.draw_t1(DIFFUSE, [0.125, 0.125]);
    let (u, v) = bumped(0.125, 0.125, 64, 0, [1.0, 0.0, 0.0, 0.0]);
    expect(img.at(16, 32), f4(grid_at(u, v)), 1, "left half, offset");
    expect(img.at(48, 32), f4(grid(0, 0)), 1, "right half, no offset");
}

#[test]
fn a_bump_stage_passes_current_through_and_uses_its_own_matrix() {
    let p = Px::new();
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    // Stage 0: CURRENT = factor. Stage 1: the bump map. Stage 2: the grid,
    // modulated by CURRENT, which is still stage 0's result.
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TFACTOR, D3DTA_DIFFUSE);
    let (du, dv, m) = (48i8, 24i8, [1.0, -1.0, 0.5, 3.0]);
    p.bind(1, p.bump(4, 4, move |_, _| (du, dv)));
    p.color(1, D3DTOP_BUMPENVMAP, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    bump_matrix(&p, 1, m);
    // Matrices on the other stages must not matter.
    bump_matrix(&p, 0, [-2.0, 2.0, 2.0, -2.0]);
    bump_matrix(&p, 2, [2.0, 2.0, -2.0, -2.0]);
    p.bind(2, p.tex(4, 4, D3DFMT_A8R8G8B8, grid));
    p.point(2);
    p.tss(2, D3DTSS_TEXCOORDINDEX, 1);
    p.color(2, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(2, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_CURRENT);
    let (u, v) = bumped(0.125, 0.125, du, dv, m);
    let want = op2(D3DTOP_MODULATE, f4(grid_at(u, v)), f4(FACTOR));
    let got = p.draw_t1(DIFFUSE, [0.125, 0.125]).at(32, 32);
    expect(got, want, 2, "bump on stage 1, grid on stage 2");
}

#[test]
fn bumpenvmapluminance_scales_the_next_stage_colour() {
    let p = Px::new();
    let next = 0xFFF0A060;
    // V8U8 has no luminance channel: it reads as 1.0, so L' = LSCALE +
    // LOFFSET, clamped to [0, 1].
    p.bind(0, p.bump(4, 4, |_, _| (0, 0)));
    p.bind(1, p.solid(next));
    p.color(0, D3DTOP_BUMPENVMAPLUMINANCE, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    p.color(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_CURRENT);
    let luminance = 1.0f32;
    for (scale, offset) in [(0.5f32, 0.25f32), (0.8, -0.3), (2.0, 0.0), (0.5, -1.0)] {
        p.tss(0, D3DTSS_BUMPENVLSCALE, f2dw(scale));
        p.tss(0, D3DTSS_BUMPENVLOFFSET, f2dw(offset));
        let l = (luminance * scale + offset).clamp(0.0, 1.0);
        let t = f4(next);
        let want = rgba(t[2] * l, t[1] * l, t[0] * l, f4(DIFFUSE)[3]);
        expect(
            p.centre(DIFFUSE, 0),
            want,
            2,
            &format!("LSCALE {scale}, LOFFSET {offset}"),
        );
    }
}

#[test]
fn bumpenvmapluminance_defaults_to_black_and_combines_with_the_offset() {
    let p = Px::new();
    p.bind(0, p.bump(4, 4, |_, _| (0, 0)));
    p.bind(1, p.solid(0xFFF0A060));
    p.color(0, D3DTOP_BUMPENVMAPLUMINANCE, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    p.color(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_CURRENT);
    // LSCALE and LOFFSET default to 0: L' = 1 * 0 + 0.
    expect(
        p.centre(DIFFUSE, 0),
        rgb_a([0.0; 4], f4(DIFFUSE)),
        1,
        "default luminance parameters",
    );
    // With an offset through the matrix as well: the offset texel, scaled.
    let (du, dv, m) = (48i8, 24i8, [1.0, -1.0, 0.5, 3.0]);
    p.bind(0, p.bump(4, 4, move |_, _| (du, dv)));
    p.bind(1, p.tex(4, 4, D3DFMT_A8R8G8B8, grid));
    p.point(1);
    bump_matrix(&p, 0, m);
    p.tss(0, D3DTSS_BUMPENVLSCALE, f2dw(0.5));
    let (u, v) = bumped(0.125, 0.125, du, dv, m);
    let g = f4(grid_at(u, v));
    let want = rgba(g[2] * 0.5, g[1] * 0.5, g[0] * 0.5, f4(DIFFUSE)[3]);
    let got = p.draw_t1(DIFFUSE, [0.125, 0.125]).at(32, 32);
    expect(got, want, 2, "offset and luminance 0.5");
}

#[test]
fn bumpenvmapluminance_scales_the_next_stage_texture_alpha_too() {
    // The luminance modulates the sampled texel, alpha included: texture(n+1)
    // RGBA *= L' (the rules' 8.4; Wine's fixed-function shader multiplies the
    // whole vec4).
    let p = Px::new();
    p.bind(0, p.bump(4, 4, |_, _| (0, 0)));
    p.bind(1, p.solid(0xFFF0A060));
    p.color(0, D3DTOP_BUMPENVMAPLUMINANCE, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    p.tss(0, D3DTSS_BUMPENVLSCALE, f2dw(0.5));
    p.tss(0, D3DTSS_BUMPENVLOFFSET, f2dw(0.0));
    p.color(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT);
    let t = f4(0xFFF0A060);
    expect(p.centre(DIFFUSE, 0), t.map(|x| x * 0.5), 2, "texel * L' with L' = 0.5");
}

#[test]
fn premodulate_multiplies_current_by_the_next_stage_texture() {
    let p = Px::new();
    let (a, b) = (0xC0A0C060, 0x80FF8040);
    p.bind(0, p.solid(a));
    p.bind(1, p.solid(b));
    p.rs(D3DRS_TEXTUREFACTOR, FACTOR);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_CURRENT);
    // Stage 0 outputs its texture; stage 1's CURRENT is that times stage 1's
    // texture.
    p.color(0, D3DTOP_PREMODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_TEXTURE);
    let d = f4(DIFFUSE);
    let want = rgb_a(op2(D3DTOP_MODULATE, f4(a), f4(b)), d);
    expect(
        p.centre(DIFFUSE, 0),
        want,
        2,
        "PREMODULATE(TEXTURE), SELECTARG1(CURRENT)",
    );
    // Stage 0 outputs the diffuse colour; stage 1 adds the factor to the
    // premodulated current.
    p.color(0, D3DTOP_PREMODULATE, D3DTA_DIFFUSE, D3DTA_TEXTURE);
    p.color(1, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_TFACTOR);
    let want = rgb_a(op2(D3DTOP_ADD, op2(D3DTOP_MODULATE, d, f4(b)), f4(FACTOR)), d);
    expect(
        p.centre(DIFFUSE, 0),
        want,
        2,
        "PREMODULATE(DIFFUSE), ADD(CURRENT, TFACTOR)",
    );
}

#[test]
fn premodulate_before_a_stage_without_texture_is_select_arg1() {
    let p = Px::new();
    let a = 0xC0A0C060;
    p.bind(0, p.solid(a));
    p.rs(D3DRS_TEXTUREFACTOR, 0x00102030);
    p.color(0, D3DTOP_PREMODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_ADD, D3DTA_CURRENT, D3DTA_TFACTOR);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    let want = rgb_a(op2(D3DTOP_ADD, f4(a), f4(0x00102030)), f4(DIFFUSE));
    expect(p.centre(DIFFUSE, 0), want, 2, "PREMODULATE, then no texture");
}

// ---------------------------------------------------------------------------
// Cube, volume and projected sampling in a stage
// ---------------------------------------------------------------------------

/// Face colours, D3DCUBEMAP_FACES order, none of them pure.
const FACES: [u32; 6] = [0xFFC04040, 0xFF40C040, 0xFF4040C0, 0xFFC0C040, 0xFFC040C0, 0xFF40C0C0];

/// A direction selecting each face (the major axis), off-centre.
const FACE_DIRECTIONS: [[f32; 3]; 6] = [
    [1.0, 0.3, -0.2],
    [-1.0, -0.2, 0.3],
    [0.2, 1.0, 0.3],
    [-0.3, -1.0, 0.2],
    [0.3, -0.2, 1.0],
    [-0.2, 0.3, -1.0],
];

#[test]
fn a_cube_texture_in_a_stage_is_sampled_by_the_3d_texture_coordinate() {
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct CV {
        x: f32,
        y: f32,
        z: f32,
        rhw: f32,
        diffuse: u32,
        t: [f32; 3],
    }
    let p = Px::new();
    p.bind(0, p.cube(FACES));
    p.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    let diffuse = 0x80C0FF80;
    p.clear(0);
    p.t.fvf(D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE3(0));
    p.t.begin();
    // One band of 10 pixels per face.
    for (i, dir) in FACE_DIRECTIONS.iter().enumerate() {
        let (x0, x1) = (i as f32 * 10.0 - 0.5, i as f32 * 10.0 + 9.5);
        let v = |x: f32, y: f32| CV {
            x,
            y,
            z: 0.5,
            rhw: 1.0,
            diffuse,
            t: *dir,
        };
        p.t.draw_up(
            D3DPT_TRIANGLESTRIP,
            2,
            &[v(x0, -0.5), v(x1, -0.5), v(x0, 63.5), v(x1, 63.5)],
        );
    }
    p.t.end();
    let img = p.read();
    for (i, &face) in FACES.iter().enumerate() {
        let want = rgb_a(op2(D3DTOP_MODULATE, f4(face), f4(diffuse)), f4(face));
        expect(img.at(i as u32 * 10 + 5, 32), want, 1, &format!("face {i}"));
    }
}

#[test]
fn a_cube_texture_on_stage_1_reads_a_3d_set_next_to_a_2d_set() {
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct CV {
        x: f32,
        y: f32,
        z: f32,
        rhw: f32,
        diffuse: u32,
        t0: [f32; 2],
        t1: [f32; 3],
    }
    let p = Px::new();
    let base = 0xFFE0C0A0;
    p.bind(0, p.solid(base));
    p.bind(1, p.cube(FACES));
    p.tss(1, D3DTSS_TEXCOORDINDEX, 1);
    p.color(0, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.color(1, D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_CURRENT);
    p.alpha(1, D3DTOP_SELECTARG1, D3DTA_CURRENT, D3DTA_CURRENT);
    let diffuse = 0xFFFFFF80;
    let fvf = D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_TEX2 | D3DFVF_TEXCOORDSIZE2(0) | D3DFVF_TEXCOORDSIZE3(1);
    for face in [1usize, 4] {
        let v = |x: f32, y: f32| CV {
            x,
            y,
            z: 0.5,
            rhw: 1.0,
            diffuse,
            t0: [0.5, 0.5],
            t1: FACE_DIRECTIONS[face],
        };
        p.clear(0);
        p.draw(
            fvf,
            D3DPT_TRIANGLESTRIP,
            2,
            &[v(-0.5, -0.5), v(63.5, -0.5), v(-0.5, 63.5), v(63.5, 63.5)],
        );
        let s0 = rgb_a(op2(D3DTOP_MODULATE, f4(base), f4(diffuse)), f4(base));
        let want = rgb_a(op2(D3DTOP_MODULATE, f4(FACES[face]), s0), s0);
        expect(p.read().at(32, 32), want, 2, &format!("face {face} on stage 1"));
    }
}

#[test]
fn a_volume_texture_in_a_stage_is_sampled_by_its_w_coordinate() {
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct VV {
        x: f32,
        y: f32,
        z: f32,
        rhw: f32,
        t: [f32; 3],
    }
    let p = Px::new();
    // Red from the slice, green from the column half.
    let texel = |x: u32, _y: u32, z: u32| argb(0xFF, 0x20 + 0x40 * z, if x < 2 { 0x30 } else { 0xC0 }, 0x55);
    p.bind(0, p.volume(texel));
    p.point(0);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.clear(0);
    p.t.fvf(D3DFVF_XYZRHW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE3(0));
    p.t.begin();
    // Slice z in columns 16z..16z+16; u = 0.125 (x 0) in the top half,
    // 0.875 (x 3) in the bottom half.
    for z in 0..4u32 {
        for half in 0..2u32 {
            let (x0, x1) = (z as f32 * 16.0 - 0.5, z as f32 * 16.0 + 15.5);
            let (y0, y1) = (half as f32 * 32.0 - 0.5, half as f32 * 32.0 + 31.5);
            let t = [0.125 + 0.75 * half as f32, 0.375, (z as f32 + 0.5) / 4.0];
            let v = |x: f32, y: f32| VV {
                x,
                y,
                z: 0.5,
                rhw: 1.0,
                t,
            };
            p.t.draw_up(D3DPT_TRIANGLESTRIP, 2, &[v(x0, y0), v(x1, y0), v(x0, y1), v(x1, y1)]);
        }
    }
    p.t.end();
    let img = p.read();
    for z in 0..4u32 {
        for half in 0..2u32 {
            let want = texel(half * 3, 1, z);
            expect(
                img.at(z * 16 + 8, half * 32 + 16),
                f4(want),
                1,
                &format!("slice {z}, column {}", half * 3),
            );
        }
    }
}

#[test]
fn a_volume_texture_read_with_2d_coordinates_samples_w_0() {
    let p = Px::new();
    let texel = |x: u32, _y: u32, z: u32| argb(0xFF, 0x20 + 0x40 * z, if x < 2 { 0x30 } else { 0xC0 }, 0x55);
    p.bind(0, p.volume(texel));
    p.point(0);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    // A 2D set widens to (u, v, 0, 1): slice 0.
    let img = p.draw_quad(&rect(0, 0, 64, 64, DIFFUSE, 0));
    expect(img.at(16, 32), f4(texel(1, 2, 0)), 1, "u 0.26: column 1 of slice 0");
    expect(img.at(48, 32), f4(texel(3, 2, 0)), 1, "u 0.76: column 3 of slice 0");
}

/// A 2x2 texture: red, green / blue, white.
pub(crate) fn quadrants(x: u32, y: u32) -> u32 {
    [[0xFFFF0000, 0xFF00FF00], [0xFF0000FF, 0xFFFFFFFF]][y as usize][x as usize]
}

#[test]
fn count3_projected_divides_the_coordinate_by_its_third_component() {
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct PV {
        x: f32,
        y: f32,
        z: f32,
        rhw: f32,
        t: [f32; 3],
    }
    let p = Px::new();
    p.bind(0, p.tex(2, 2, D3DFMT_A8R8G8B8, quadrants));
    p.point(0);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    let fvf = D3DFVF_XYZRHW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE3(0);
    let draw = |t: [f32; 3]| {
        let v = |x: f32, y: f32| PV {
            x,
            y,
            z: 0.5,
            rhw: 1.0,
            t,
        };
        p.clear(0);
        p.draw(
            fvf,
            D3DPT_TRIANGLESTRIP,
            2,
            &[v(-0.5, -0.5), v(63.5, -0.5), v(-0.5, 63.5), v(63.5, 63.5)],
        );
        p.read().at(32, 32)
    };
    // Texel of (u, v) with wrapping and point sampling.
    let at = |u: f32, v: f32| {
        let i = |c: f32| ((c.rem_euclid(1.0) * 2.0).floor() as u32).min(1);
        quadrants(i(u), i(v))
    };
    p.tss(0, D3DTSS_TEXTURETRANSFORMFLAGS, D3DTTFF_COUNT3 | D3DTTFF_PROJECTED);
    for t in [[0.75f32, 2.25, 3.0], [0.375, 0.125, 0.5]] {
        let want = at(t[0] / t[2], t[1] / t[2]);
        expect(draw(t), f4(want), 1, &format!("{t:?} projected"));
    }
    // Not projected: (0.75, 2.25) wraps to (0.75, 0.25).
    p.tss(0, D3DTSS_TEXTURETRANSFORMFLAGS, D3DTTFF_COUNT3);
    expect(draw([0.75, 2.25, 3.0]), f4(at(0.75, 2.25)), 1, "COUNT3 alone");
}

#[test]
fn count4_projected_divides_the_coordinate_by_its_fourth_component() {
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct PV {
        x: f32,
        y: f32,
        z: f32,
        rhw: f32,
        t: [f32; 4],
    }
    let p = Px::new();
    p.bind(0, p.tex(2, 2, D3DFMT_A8R8G8B8, quadrants));
    p.point(0);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.tss(0, D3DTSS_TEXTURETRANSFORMFLAGS, D3DTTFF_COUNT4 | D3DTTFF_PROJECTED);
    let fvf = D3DFVF_XYZRHW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE4(0);
    let at = |u: f32, v: f32| {
        let i = |c: f32| ((c.rem_euclid(1.0) * 2.0).floor() as u32).min(1);
        quadrants(i(u), i(v))
    };
    // Divided by w, whatever z is: (0.25, 0.75) is blue; (0.75, 2.25) / 1
    // wraps to green.
    for t in [[0.75f32, 2.25, 7.0, 3.0], [0.75, 2.25, 3.0, 1.0]] {
        let v = |x: f32, y: f32| PV {
            x,
            y,
            z: 0.5,
            rhw: 1.0,
            t,
        };
        p.clear(0);
        p.draw(
            fvf,
            D3DPT_TRIANGLESTRIP,
            2,
            &[v(-0.5, -0.5), v(63.5, -0.5), v(-0.5, 63.5), v(63.5, 63.5)],
        );
        let want = at(t[0] / t[3], t[1] / t[3]);
        expect(p.read().at(32, 32), f4(want), 1, &format!("{t:?}"));
    }
}

#[test]
fn projected_coordinates_are_divided_per_pixel_after_interpolation() {
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct PV {
        x: f32,
        y: f32,
        z: f32,
        rhw: f32,
        t: [f32; 3],
    }
    let p = Px::new();
    let colors = [0xFFFF0000u32, 0xFF00FF00, 0xFF0000FF, 0xFFFFFF00];
    p.bind(0, p.tex(4, 1, D3DFMT_A8R8G8B8, |x, _| colors[x as usize]));
    p.point(0);
    p.color(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.alpha(0, D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE);
    p.tss(0, D3DTSS_TEXTURETRANSFORMFLAGS, D3DTTFF_COUNT3 | D3DTTFF_PROJECTED);
    // Left edge (u q, v q, q) = (0, 0.5, 1), right edge (3, 1.5, 3): u goes
    // 0..1 after the division, but not linearly.
    let v = |x: f32, y: f32, t: [f32; 3]| PV {
        x,
        y,
        z: 0.5,
        rhw: 1.0,
        t,
    };
    let (l, r) = ([0.0, 0.5, 1.0], [3.0, 1.5, 3.0]);
    p.clear(0);
    p.draw(
        D3DFVF_XYZRHW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE3(0),
        D3DPT_TRIANGLESTRIP,
        2,
        &[v(-0.5, -0.5, l), v(63.5, -0.5, r), v(-0.5, 63.5, l), v(63.5, 63.5, r)],
    );
    let img = p.read();
    for x in [1u32, 7, 23, 56] {
        // Screen-linear interpolation (rhw 1), then the division.
        let s = (x as f32 + 0.5) / 64.0;
        let u = (3.0 * s) / (1.0 + 2.0 * s);
        let texel = ((u * 4.0).floor() as usize).min(3);
        expect(img.at(x, 32), f4(colors[texel]), 1, &format!("x {x}: u {u}"));
    }
}
