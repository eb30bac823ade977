//! Fixed-function state reduced to shader keys.
//!
//! Everything that changes the *code* of the generated fixed-function shaders is
//! packed into an [`FfVertexKey`] or an [`FfPixelKey`]; values (matrices, texture
//! factor, alpha reference, stage constants) go to uniforms, so changing a value
//! never creates a shader. The keys are plain bytes, hashed and compared as such.
//!
//! This is the seed of the full fixed-function pipeline: lighting, texture
//! coordinate generation, fog and the other vertex features add fields here.

use crate::state::{MAX_TEXTURE_STAGES, RS_COUNT, TSS_COUNT};
use crate::vertex_decl::AttribFormat;
use wgd3d9_types::*;

/// Vertex inputs the fixed-function vertex shader can read, by semantic.
pub mod slot {
    pub const POSITION: usize = 0;
    pub const BLENDWEIGHT: usize = 1;
    pub const BLENDINDICES: usize = 2;
    pub const NORMAL: usize = 3;
    pub const PSIZE: usize = 4;
    pub const DIFFUSE: usize = 5;
    pub const SPECULAR: usize = 6;
    pub const TEXCOORD0: usize = 7;
    /// Number of input slots (TEXCOORD0..7 end at 14).
    pub const COUNT: usize = 15;
}

/// The fixed-function input slot of a declaration element, if it has one.
pub fn input_slot(usage: u32, usage_index: u32) -> Option<usize> {
    Some(match (usage, usage_index) {
        (D3DDECLUSAGE_POSITION, 0) | (D3DDECLUSAGE_POSITIONT, 0) => slot::POSITION,
        (D3DDECLUSAGE_BLENDWEIGHT, 0) => slot::BLENDWEIGHT,
        (D3DDECLUSAGE_BLENDINDICES, 0) => slot::BLENDINDICES,
        (D3DDECLUSAGE_NORMAL, 0) => slot::NORMAL,
        (D3DDECLUSAGE_PSIZE, 0) => slot::PSIZE,
        (D3DDECLUSAGE_COLOR, 0) => slot::DIFFUSE,
        (D3DDECLUSAGE_COLOR, 1) => slot::SPECULAR,
        (D3DDECLUSAGE_TEXCOORD, i @ 0..=7) => slot::TEXCOORD0 + i as usize,
        _ => return None,
    })
}

/// Encodes an optional attribute format as a key byte (0 = absent).
pub fn format_byte(f: Option<AttribFormat>) -> u8 {
    f.map_or(0, |f| f as u8 + 1)
}

/// Decodes a key byte written by [`format_byte`].
pub fn format_from_byte(b: u8) -> Option<AttribFormat> {
    (1..=17)
        .contains(&b)
        .then(|| AttribFormat::from_decl_type(b as u32 - 1).expect("AttribFormat discriminants follow D3DDECLTYPE"))
}

/// The code-relevant fixed-function vertex state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FfVertexKey {
    /// Attribute format per input slot, as [`format_byte`] writes it.
    pub inputs: [u8; slot::COUNT],
    /// 1 when the position is pre-transformed (D3DDECLUSAGE_POSITIONT / XYZRHW).
    pub pretransformed: u8,
    /// Texture coordinate set each stage reads (D3DTSS_TEXCOORDINDEX, low bits).
    pub stage_texcoord: [u8; MAX_TEXTURE_STAGES],
    /// 1 when D3DRS_LIGHTING lights the (transformed) vertices.
    pub lighting: u8,
    /// Where the diffuse, specular, ambient and emissive material colours come
    /// from when lighting: a [`material_source`] value each.
    pub material_source: [u8; 4],
}

/// Values of [`FfVertexKey::material_source`].
pub mod material_source {
    /// The D3DMATERIAL9 colour.
    pub const MATERIAL: u8 = 0;
    /// The vertex diffuse colour.
    pub const COLOR1: u8 = 1;
    /// The vertex specular colour.
    pub const COLOR2: u8 = 2;
}

impl FfVertexKey {
    /// Fills the lighting fields from the render states; call after `inputs` and
    /// `pretransformed` are set.
    pub fn set_lighting(&mut self, rs: &[u32; RS_COUNT]) {
        self.lighting = (rs[D3DRS_LIGHTING as usize] != 0 && self.pretransformed == 0) as u8;
        if self.lighting == 0 {
            self.material_source = [0; 4];
            return;
        }
        let color_vertex = rs[D3DRS_COLORVERTEX as usize] != 0;
        let has = [self.inputs[slot::DIFFUSE] != 0, self.inputs[slot::SPECULAR] != 0];
        let pick = |state: u32| {
            let src = rs[state as usize];
            match src {
                D3DMCS_COLOR1 if color_vertex && has[0] => material_source::COLOR1,
                D3DMCS_COLOR2 if color_vertex && has[1] => material_source::COLOR2,
                _ => material_source::MATERIAL,
            }
        };
        self.material_source = [
            pick(D3DRS_DIFFUSEMATERIALSOURCE),
            pick(D3DRS_SPECULARMATERIALSOURCE),
            pick(D3DRS_AMBIENTMATERIALSOURCE),
            pick(D3DRS_EMISSIVEMATERIALSOURCE),
        ];
    }
}

impl FfVertexKey {
    /// The format of input slot `slot`, if the declaration provides it.
    pub fn input(&self, slot: usize) -> Option<AttribFormat> {
        format_from_byte(self.inputs[slot])
    }
}

/// A texture stage's colour and alpha operations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FfStageKey {
    /// D3DTEXTUREOP; D3DTOP_DISABLE ends the cascade.
    pub color_op: u8,
    pub color_arg: [u8; 3],
    pub alpha_op: u8,
    pub alpha_arg: [u8; 3],
    /// D3DTA_CURRENT or D3DTA_TEMP.
    pub result_arg: u8,
    /// What is bound to the stage: a [`texture_kind`].
    pub texture: u8,
}

/// Texture kinds of [`FfStageKey::texture`].
pub mod texture_kind {
    pub const NONE: u8 = 0;
    pub const TEX_2D: u8 = 1;
    /// A 2D texture of an X format (no alpha channel): alpha samples as 1.
    pub const TEX_2D_NO_ALPHA: u8 = 2;
}

/// The code-relevant fixed-function pixel state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FfPixelKey {
    /// Active stages; the first with `color_op == D3DTOP_DISABLE` ends the list
    /// and every later stage is zeroed.
    pub stages: [FfStageKey; MAX_TEXTURE_STAGES],
    /// D3DCMPFUNC of the alpha test, D3DCMP_ALWAYS when it is off.
    pub alpha_func: u8,
    /// 1 when D3DRS_SPECULARENABLE adds the specular colour.
    pub specular: u8,
    /// 1 when a constant depth bias applies: the shader writes the biased depth
    /// (D3D9 adds the bias after clipping and clamps it to the depth range).
    pub depth_bias: u8,
    /// 1 with D3DSHADE_FLAT: the vertex colours are not interpolated.
    pub flat: u8,
}

/// True when `arg` (a D3DTA_* value with modifiers) reads the stage's texture.
fn reads_texture(arg: u32) -> bool {
    arg & D3DTA_SELECTMASK == D3DTA_TEXTURE
}

/// D3D9 treats an operation whose texture argument has no texture bound as
/// SELECTARG1 of CURRENT (the previous stage's result passes through).
fn is_invalid_without_texture(op: u32, a0: u32, a1: u32, a2: u32) -> bool {
    (reads_texture(a1) && op != D3DTOP_SELECTARG2)
        || (reads_texture(a2) && op != D3DTOP_SELECTARG1)
        || (reads_texture(a0) && (op == D3DTOP_MULTIPLYADD || op == D3DTOP_LERP))
}

impl FfPixelKey {
    /// Builds the key. `textures[s]` is the [`texture_kind`] bound to stage `s`.
    pub fn from_states(
        rs: &[u32; RS_COUNT],
        tss: &[[u32; TSS_COUNT]; MAX_TEXTURE_STAGES],
        textures: &[u8; MAX_TEXTURE_STAGES],
    ) -> FfPixelKey {
        let mut key = FfPixelKey {
            alpha_func: if rs[D3DRS_ALPHATESTENABLE as usize] != 0 {
                rs[D3DRS_ALPHAFUNC as usize] as u8
            } else {
                D3DCMP_ALWAYS as u8
            },
            specular: (rs[D3DRS_SPECULARENABLE as usize] != 0) as u8,
            depth_bias: (crate::keys::depth_bias(rs) != 0.0) as u8,
            flat: (rs[D3DRS_SHADEMODE as usize] == D3DSHADE_FLAT) as u8,
            ..Default::default()
        };
        for s in 0..MAX_TEXTURE_STAGES {
            let t = &tss[s];
            let color_op = t[D3DTSS_COLOROP as usize];
            if color_op == D3DTOP_DISABLE || color_op == 0 {
                break;
            }
            let has_tex = textures[s] != texture_kind::NONE;
            let pick = |op_state: u32, a0: u32, a1: u32, a2: u32| {
                let (op, a0, a1, a2) = (t[op_state as usize], t[a0 as usize], t[a1 as usize], t[a2 as usize]);
                if op != D3DTOP_DISABLE && !has_tex && is_invalid_without_texture(op, a0, a1, a2) {
                    (D3DTOP_SELECTARG1, [D3DTA_CURRENT, D3DTA_CURRENT, D3DTA_CURRENT])
                } else {
                    (op, [a0, a1, a2])
                }
            };
            let (cop, cargs) = pick(D3DTSS_COLOROP, D3DTSS_COLORARG0, D3DTSS_COLORARG1, D3DTSS_COLORARG2);
            let (aop, aargs) = pick(D3DTSS_ALPHAOP, D3DTSS_ALPHAARG0, D3DTSS_ALPHAARG1, D3DTSS_ALPHAARG2);
            // BLENDTEXTUREALPHA(PM) read the stage's texture alpha without naming it.
            let uses_texture = |op: u32, args: [u32; 3]| {
                op != D3DTOP_DISABLE
                    && (args.iter().any(|&a| reads_texture(a))
                        || op == D3DTOP_BLENDTEXTUREALPHA
                        || op == D3DTOP_BLENDTEXTUREALPHAPM)
            };
            let sampled = has_tex && (uses_texture(cop, cargs) || uses_texture(aop, aargs));
            key.stages[s] = FfStageKey {
                color_op: cop as u8,
                color_arg: cargs.map(|a| a as u8),
                alpha_op: aop as u8,
                alpha_arg: aargs.map(|a| a as u8),
                result_arg: t[D3DTSS_RESULTARG as usize] as u8,
                texture: if sampled { textures[s] } else { texture_kind::NONE },
            };
        }
        key
    }

    /// Number of leading active stages.
    pub fn active_stages(&self) -> usize {
        self.stages
            .iter()
            .take_while(|s| s.color_op != 0 && s.color_op as u32 != D3DTOP_DISABLE)
            .count()
    }
}

#[cfg(test)]
#[path = "ff_key/tests.rs"]
mod tests;
