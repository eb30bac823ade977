//! The fixed-function shader generator: turns an [`FfVertexKey`] or [`FfPixelKey`]
//! into an IR [`Program`] (`vertex`, `pixel`).
//!
//! The generated shaders read their values from the constant arrays laid out in
//! [`vs_const`] and [`ps_const`]; the runtime fills those from the device state.
//! The vertex shader always writes the same varyings ([`varying`]), so any
//! generated vertex shader pairs with any generated pixel shader.

use crate::ir::*;

pub mod constants;
mod pixel;
mod vertex;

pub use pixel::{cmp_of, pixel_program, SUPPORTED_TEXTURE_OPS};
pub(crate) use vertex::fog_factor;
pub use vertex::vertex_program;

/// Vertex constant registers of the fixed-function vertex shader. Matrices
/// are stored by columns of D3D9's row-vector convention: component `i` of
/// `v * M` is `dp4(v, c[base + i])`.
pub mod vs_const {
    use wgd3d9_core::ff_key::{vertex_flags, FfVertexKey};

    /// c0..c3: world * view * projection, with the viewport correction.
    pub const WVP: u32 = 0;
    /// Pre-transformed vertices: ndc.xyz = v.xyz * RHW_SCALE + RHW_OFFSET.
    pub const RHW_SCALE: u32 = 4;
    pub const RHW_OFFSET: u32 = 5;
    /// The half-pixel offset and the position scale (ones here: the matrix
    /// carries the viewport mapping); see [`crate::ir::Program::position_fixup`].
    pub const FIXUP: u32 = 6;
    pub const FIXUP_SCALE: u32 = 7;
    /// D3DRS_AMBIENT as rgba.
    pub const AMBIENT: u32 = 8;
    /// D3DMATERIAL9 colours.
    pub const MAT_DIFFUSE: u32 = 9;
    pub const MAT_AMBIENT: u32 = 10;
    pub const MAT_SPECULAR: u32 = 11;
    pub const MAT_EMISSIVE: u32 = 12;
    /// x: the material's specular power.
    pub const MAT_POWER: u32 = 13;
    /// world * view (camera space), 4 registers.
    pub const WORLD_VIEW: u32 = 14;
    /// The normal matrix: rows of the inverse transpose of world * view's
    /// upper 3x3 (n.i = dp3(n, c[NORMAL_MATRIX + i])), 3 registers.
    pub const NORMAL_MATRIX: u32 = 18;
    /// Projection with the viewport correction (camera space to clip
    /// space), 4 registers; used by vertex blending.
    pub const PROJECTION: u32 = 21;
    /// Fog: (start, end, density, 1 / (end - start)).
    pub const FOG: u32 = 25;
    /// Points: (D3DRS_POINTSIZE, POINTSIZE_MIN, POINTSIZE_MAX, viewport
    /// height).
    pub const POINT: u32 = 26;
    /// Point scale: (C, B, 0, A) of D3DRS_POINTSCALE_A/B/C.
    pub const POINT_SCALE: u32 = 27;
    /// Points drawn as quads: one pixel in clip space (1 / width,
    /// 1 / height of the viewport drawn); see
    /// [`crate::ir::Program::expand_points`].
    pub const POINT_PIXEL: u32 = 28;
    /// Texture matrix of stage s: 4 registers at `TEXTURE_MATRIX + 4 s`.
    pub const TEXTURE_MATRIX: u32 = 29;
    /// User clip plane i in camera space at `CLIP_PLANES + i`.
    pub const CLIP_PLANES: u32 = TEXTURE_MATRIX + 32;
    /// Active light i: [`light::COUNT`] registers at [`light`]`(i)`.
    pub const LIGHTS: u32 = CLIP_PLANES + 6;
    /// Blend matrix m: world(m) * view in 4 registers at
    /// `BLEND + BLEND_STRIDE * m` (normals use its upper 3x3).
    pub const BLEND: u32 = LIGHTS + 8 * light::COUNT;
    pub const BLEND_STRIDE: u32 = 4;
    /// Registers without blend matrices.
    pub const COUNT: u32 = BLEND;

    /// The first register of active light `i`.
    pub const fn light(i: usize) -> u32 {
        LIGHTS + light::COUNT * i as u32
    }

    /// Registers of a light, relative to [`light()`] (camera space).
    pub mod light {
        pub const DIFFUSE: u32 = 0;
        pub const SPECULAR: u32 = 1;
        pub const AMBIENT: u32 = 2;
        /// xyz: the position.
        pub const POSITION: u32 = 3;
        /// xyz: the unit vector towards a directional light; a spot light's
        /// unit axis (the direction it shines in).
        pub const DIRECTION: u32 = 4;
        /// (attenuation0, attenuation1, attenuation2, range): the range is
        /// the w of this register.
        pub const ATTENUATION: u32 = 5;
        pub const RANGE: u32 = 5;
        /// (falloff, cos(phi / 2), 1 / (cos(theta / 2) - cos(phi / 2)), 0).
        pub const SPOT: u32 = 6;
        pub const COUNT: u32 = 7;
    }

    /// The constant registers a key's program declares: up to the last
    /// block it reads.
    pub fn count(key: &FfVertexKey) -> u32 {
        match key.blend_matrices {
            0 if key.light_count() > 0 => light(key.light_count()),
            0 if key.clip_planes != 0 => LIGHTS,
            0 => match key.stage_transform.iter().rposition(|&c| c != 0) {
                Some(s) => TEXTURE_MATRIX + 4 * (s as u32 + 1),
                None => TEXTURE_MATRIX,
            },
            _ if key.has(vertex_flags::INDEXED_BLEND) => BLEND + BLEND_STRIDE * 256,
            n => BLEND + BLEND_STRIDE * n as u32,
        }
    }
}

/// Pixel constant registers of the fixed-function pixel shader.
pub mod ps_const {
    /// D3DRS_TEXTUREFACTOR as rgba.
    pub const TFACTOR: u32 = 0;
    /// x: D3DRS_ALPHAREF (0..255).
    pub const ALPHA_REF: u32 = 1;
    /// D3DTSS_CONSTANT of stage s is register `STAGE_CONSTANT + s`.
    pub const STAGE_CONSTANT: u32 = 2;
    /// x: D3DRS_DEPTHBIAS, y and z: the viewport's MinZ and MaxZ.
    pub const DEPTH_BIAS: u32 = 10;
    /// D3DRS_FOGCOLOR as rgba.
    pub const FOG_COLOR: u32 = 11;
    /// Table fog: (start, end, density, 1 / (end - start)).
    pub const FOG: u32 = 12;
    /// Stage s's bump-mapping matrix (00, 01, 10, 11) at `BUMP_MATRIX + s`.
    pub const BUMP_MATRIX: u32 = 13;
    /// Stage s's luminance (scale, offset) at `BUMP_LUMINANCE + s`.
    pub const BUMP_LUMINANCE: u32 = 21;
    /// Stage s's D3DSAMP_MIPMAPLODBIAS: component `s % 4` of
    /// `LOD_BIAS + s / 4` (see `Program::apply_lod_bias`).
    pub const LOD_BIAS: u32 = 29;
    pub const COUNT: u32 = 31;
}

/// Varying locations between the fixed-function stages: the locations shader
/// bytecode uses for the same semantics (see `dxso::lower::varying_location`),
/// so fixed-function and programmable stages mix.
pub mod varying {
    pub const DIFFUSE: u32 = 8;
    pub const SPECULAR: u32 = 9;
    /// x: the fog factor (1: no fog, 0: all fog colour).
    pub const FOG: u32 = 10;
    /// Texture coordinates of stage s are at `TEXCOORD0 + s`.
    pub const TEXCOORD0: u32 = 0;
}

/// Appends instructions, temporaries, immediates and outputs to a program.
pub(crate) struct Emit<'p> {
    p: &'p mut Program,
}

impl<'p> Emit<'p> {
    pub fn new(p: &'p mut Program) -> Self {
        Emit { p }
    }

    /// A fresh temporary.
    pub fn temp(&mut self) -> Reg {
        self.p.temps += 1;
        Reg::temp(self.p.temps - 1)
    }

    /// An immediate register holding `v` (shared with equal ones).
    pub fn imm(&mut self, v: [f32; 4]) -> Src {
        let bits = |a: &[f32; 4]| a.map(f32::to_bits);
        let i = match self.p.immediates.iter().position(|x| bits(x) == bits(&v)) {
            Some(i) => i,
            None => {
                self.p.immediates.push(v);
                self.p.immediates.len() - 1
            }
        };
        Src::new(Reg::imm(i as u32))
    }

    /// dst = the immediate `v`.
    pub fn mov_imm(&mut self, dst: Dst, v: [f32; 4]) {
        let src = self.imm(v);
        self.push(Inst::Mov { dst, src });
    }

    pub fn push(&mut self, i: Inst) {
        self.p.body.push(i);
    }

    /// A new output register feeding `kind`.
    pub fn output(&mut self, kind: OutputKind) -> Reg {
        let reg = self.p.output_count();
        self.p.outputs.push(OutputDecl { reg, kind });
        Reg::output(reg)
    }

    /// The input register a fragment program reads varying `location`
    /// into, declared (components `mask`) when the program has none.
    pub fn fragment_input(&mut self, location: u32, mask: u8) -> Reg {
        if let Some(d) = self.p.inputs.iter().find(|d| d.location == location) {
            return Reg::input(d.reg);
        }
        let reg = self.p.input_count();
        self.p.inputs.push(InputDecl {
            reg,
            location,
            format: wgd3d9_core::vertex_decl::AttribFormat::Float4,
            flat: false,
            centroid: false,
            mask,
        });
        Reg::input(reg)
    }

    /// The input register holding the fragment's window position.
    pub fn frag_coord(&mut self) -> Reg {
        let reg = match self.p.frag_coord {
            Some(r) => r,
            None => {
                let r = self.p.input_count();
                self.p.frag_coord = Some(r);
                r
            }
        };
        Reg::input(reg)
    }

    /// A varying at `location` holding `src`.
    pub fn varying(&mut self, location: u32, src: Src) {
        let out = self.output(OutputKind::Varying { location, flat: false });
        self.push(Inst::Mov { dst: out.into(), src });
    }
}

#[cfg(test)]
mod tests;
