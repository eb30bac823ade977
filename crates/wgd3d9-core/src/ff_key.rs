//! Fixed-function state reduced to shader keys.
//!
//! Everything that changes the *code* of the generated fixed-function shaders is
//! packed into an [`FfVertexKey`] or an [`FfPixelKey`]; values (matrices, texture
//! factor, alpha reference, stage constants) go to uniforms, so changing a value
//! never creates a shader. The keys are plain bytes, hashed and compared as such.
//!

use crate::state_tables::{MAX_ACTIVE_LIGHTS, MAX_TEXTURE_STAGES, RS_COUNT, TSS_COUNT};
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

/// The code-relevant fixed-function vertex state. Bytes only: compared and
/// hashed as its bytes (`key_bytes_eq_hash`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, Eq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize, serde::Deserialize)]
pub struct FfVertexKey {
    /// Attribute format per input slot, as [`format_byte`] writes it.
    pub inputs: [u8; slot::COUNT],
    /// 1 when the position is pre-transformed (D3DDECLUSAGE_POSITIONT / XYZRHW).
    pub pretransformed: u8,
    /// Per stage: the coordinate set read (D3DTSS_TEXCOORDINDEX, low 3 bits)
    /// and the [`texgen`] mode in bits 4..7.
    pub stage_texcoord: [u8; MAX_TEXTURE_STAGES],
    /// Per stage: the D3DTTFF_COUNTn of the texture transform (0: none).
    pub stage_transform: [u8; MAX_TEXTURE_STAGES],
    /// 1 when D3DRS_LIGHTING lights the (transformed) vertices.
    pub lighting: u8,
    /// Where the diffuse, specular, ambient and emissive material colours come
    /// from when lighting: a [`material_source`] value each.
    pub material_source: [u8; 4],
    /// The D3DLIGHTTYPE of each active light, packed from slot 0 (0 after the
    /// last); all 0 when not lighting.
    pub lights: [u8; MAX_ACTIVE_LIGHTS],
    /// [`vertex_flags`] bits.
    pub flags: u8,
    /// World matrices blended: 0 without vertex blending (D3DTS_WORLD), else
    /// 1..=4 (D3DRS_VERTEXBLEND's weights plus one).
    pub blend_matrices: u8,
    /// The per-vertex fog formula (D3DFOGMODE), D3DFOG_NONE when the vertex
    /// stage computes no fog factor.
    pub fog: u8,
    /// D3DRS_CLIPPLANEENABLE's planes (bit per plane).
    pub clip_planes: u8,
    /// 1 when the pipeline clamps depth per fragment (pre-transformed
    /// vertices on a GPU that can turn depth clipping off): z is then not
    /// clamped per vertex, so a triangle crossing the depth range
    /// interpolates its true depth before the clamp, as in D3D9.
    pub depth_clamped: u8,
}

/// Bits of [`FfVertexKey::flags`].
pub mod vertex_flags {
    /// D3DRS_NORMALIZENORMALS.
    pub const NORMALIZE: u8 = 1;
    /// D3DRS_LOCALVIEWER: specular highlights and reflection vectors use the
    /// direction to the camera rather than the view axis.
    pub const LOCAL_VIEWER: u8 = 2;
    /// D3DRS_RANGEFOGENABLE: vertex fog uses the distance to the camera.
    pub const RANGE_FOG: u8 = 8;
    /// D3DRS_INDEXEDVERTEXBLENDENABLE: BLENDINDICES pick the blended matrices.
    pub const INDEXED_BLEND: u8 = 16;
    /// D3DRS_POINTSCALEENABLE: point sizes scale with the distance.
    pub const POINT_SCALE: u8 = 32;
}

/// Texture coordinate generation modes of [`FfVertexKey::stage_texcoord`]
/// (D3DTSS_TCI_* >> 16).
pub mod texgen {
    pub const PASSTHRU: u8 = 0;
    pub const CAMERA_SPACE_NORMAL: u8 = 1;
    pub const CAMERA_SPACE_POSITION: u8 = 2;
    pub const CAMERA_SPACE_REFLECTION: u8 = 3;
    pub const SPHERE_MAP: u8 = 4;
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

/// The vertex fog formula D3D9 applies per vertex (D3DFOGMODE), D3DFOG_NONE
/// when fog is off or computed per pixel (D3DRS_FOGTABLEMODE wins).
pub fn vertex_fog_mode(rs: &[u32; RS_COUNT]) -> u32 {
    let on = rs[D3DRS_FOGENABLE as usize] != 0;
    let table = rs[D3DRS_FOGTABLEMODE as usize];
    let vertex = rs[D3DRS_FOGVERTEXMODE as usize];
    if on && table == D3DFOG_NONE && (D3DFOG_EXP..=D3DFOG_LINEAR).contains(&vertex) {
        vertex
    } else {
        D3DFOG_NONE
    }
}

impl FfVertexKey {
    /// Takes a declaration element of `usage`, `usage_index` and `format`
    /// as an input: its slot, or `None` when it has no fixed-function slot
    /// or an earlier element holds that slot (the first one wins). A
    /// D3DDECLUSAGE_POSITIONT position makes the key pre-transformed.
    pub fn add_input(&mut self, usage: u32, usage_index: u32, format: AttribFormat) -> Option<usize> {
        let slot = input_slot(usage, usage_index)?;
        if self.inputs[slot] != 0 {
            return None;
        }
        self.inputs[slot] = format_byte(Some(format));
        if slot == slot::POSITION && usage == D3DDECLUSAGE_POSITIONT {
            self.pretransformed = 1;
        }
        Some(slot)
    }

    /// Fills every field but `inputs` and `pretransformed` from the device
    /// state; `light_kinds` is the D3DLIGHTTYPE of each active-light slot.
    pub fn set_states(
        &mut self,
        rs: &[u32; RS_COUNT],
        tss: &[[u32; TSS_COUNT]; MAX_TEXTURE_STAGES],
        light_kinds: &[u32; MAX_ACTIVE_LIGHTS],
    ) {
        let transformed = self.pretransformed == 0;
        for (s, stage) in tss.iter().enumerate() {
            let index = stage[D3DTSS_TEXCOORDINDEX as usize];
            let gen = if transformed { (index >> 16).min(4) as u8 } else { 0 };
            self.stage_texcoord[s] = (index & 7) as u8 | gen << 4;
            // Pre-transformed vertices pass their coordinates through
            // untouched; D3DTTFF_COUNT1 transforms nothing either (as
            // D3D9 hardware draws it).
            let count = stage[D3DTSS_TEXTURETRANSFORMFLAGS as usize] & !D3DTTFF_PROJECTED;
            self.stage_transform[s] = if transformed && count >= D3DTTFF_COUNT2 {
                count.min(4) as u8
            } else {
                0
            };
        }
        self.set_lighting(rs);
        self.lights = [0; MAX_ACTIVE_LIGHTS];
        let mut flags = 0;
        if self.lighting != 0 {
            for (k, &kind) in self.lights.iter_mut().zip(light_kinds) {
                *k = kind as u8;
            }
        }
        let on = |state: u32| rs[state as usize] != 0;
        if transformed {
            if on(D3DRS_NORMALIZENORMALS) {
                flags |= vertex_flags::NORMALIZE;
            }
            if on(D3DRS_LOCALVIEWER) {
                flags |= vertex_flags::LOCAL_VIEWER;
            }
            if on(D3DRS_RANGEFOGENABLE) {
                flags |= vertex_flags::RANGE_FOG;
            }
            if on(D3DRS_POINTSCALEENABLE) {
                flags |= vertex_flags::POINT_SCALE;
            }
            self.blend_matrices = match rs[D3DRS_VERTEXBLEND as usize] {
                w @ D3DVBF_1WEIGHTS..=D3DVBF_3WEIGHTS => w as u8 + 1,
                D3DVBF_0WEIGHTS => 1,
                _ => 0,
            };
            if self.blend_matrices != 0 && on(D3DRS_INDEXEDVERTEXBLENDENABLE) {
                flags |= vertex_flags::INDEXED_BLEND;
            }
            self.fog = vertex_fog_mode(rs) as u8;
            self.clip_planes = (rs[D3DRS_CLIPPLANEENABLE as usize] & 0x3F) as u8;
        } else {
            self.blend_matrices = 0;
            self.fog = 0;
            self.clip_planes = 0;
        }
        self.flags = flags;
    }

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

    /// The format of input slot `slot`, if the declaration provides it.
    pub fn input(&self, slot: usize) -> Option<AttribFormat> {
        format_from_byte(self.inputs[slot])
    }

    /// Stage `s`'s coordinate set and [`texgen`] mode.
    pub fn texcoord(&self, s: usize) -> (usize, u8) {
        ((self.stage_texcoord[s] & 7) as usize, self.stage_texcoord[s] >> 4)
    }

    /// True when `flag` (a [`vertex_flags`] bit) is set.
    pub fn has(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }

    /// True when the vertices' normals are used: lighting, or a stage
    /// generating coordinates from them (normal, reflection, sphere map).
    pub fn uses_normals(&self) -> bool {
        self.lighting != 0
            || (0..MAX_TEXTURE_STAGES).any(|s| {
                matches!(
                    self.texcoord(s).1,
                    texgen::CAMERA_SPACE_NORMAL | texgen::CAMERA_SPACE_REFLECTION | texgen::SPHERE_MAP
                )
            })
    }

    /// Active lights (the leading non-empty slots).
    pub fn light_count(&self) -> usize {
        self.lights.iter().take_while(|&&k| k != 0).count()
    }
}

/// A texture stage's colour and alpha operations.
#[repr(C)]
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    bytemuck::Pod,
    bytemuck::Zeroable,
    serde::Serialize,
    serde::Deserialize,
)]
pub struct FfStageKey {
    /// D3DTEXTUREOP; D3DTOP_DISABLE ends the cascade.
    pub color_op: u8,
    pub color_arg: [u8; 3],
    pub alpha_op: u8,
    pub alpha_arg: [u8; 3],
    /// D3DTA_CURRENT or D3DTA_TEMP.
    pub result_arg: u8,
    /// What the stage samples: a [`texture_kind`] (NONE when no argument
    /// reads the texture).
    pub texture: u8,
    /// D3DTTFF_PROJECTED: the coordinate component the stage's coordinates
    /// are divided by before sampling (1..=3: y, z, w), 0 when not projected.
    pub projected: u8,
}

/// Texture kinds of [`FfStageKey::texture`]: the shape in the low two bits,
/// [`NO_ALPHA`](texture_kind::NO_ALPHA) for formats without alpha.
pub mod texture_kind {
    pub const NONE: u8 = 0;
    pub const TEX_2D: u8 = 1;
    pub const CUBE: u8 = 2;
    pub const VOLUME: u8 = 3;
    /// Flag: the format has no alpha channel (X formats): alpha samples as 1.
    pub const NO_ALPHA: u8 = 4;
    pub const TEX_2D_NO_ALPHA: u8 = TEX_2D | NO_ALPHA;

    /// The shape bits of `kind` (NONE, TEX_2D, CUBE or VOLUME).
    pub const fn shape(kind: u8) -> u8 {
        kind & 3
    }
}

/// Values of [`FfPixelKey::fog`].
pub mod pixel_fog {
    pub const NONE: u8 = 0;
    /// The interpolated fog factor of the vertex stage (vertex fog, a
    /// vertex shader's oFog, or the specular alpha).
    pub const VERTEX: u8 = 1;
    /// Table fog: the factor is computed per pixel with the D3DFOGMODE
    /// `value - TABLE_BASE` (values 2..=4).
    pub const TABLE_BASE: u8 = 1;
    /// Flag: table fog reads the eye-space w rather than the depth.
    pub const W: u8 = 8;

    /// The table D3DFOGMODE of a value, if table fog.
    pub const fn table_mode(fog: u8) -> Option<u32> {
        match fog & !W {
            f @ 2..=4 => Some((f - TABLE_BASE) as u32),
            _ => None,
        }
    }
}

/// The fog a pixel stage applies for the render states: [`pixel_fog`]
/// values. `w_fog`: the projection makes eye-space w available for table
/// fog (a W-friendly projection, or pre-transformed vertices).
pub fn pixel_fog_mode(rs: &[u32; RS_COUNT], w_fog: bool) -> u8 {
    if rs[D3DRS_FOGENABLE as usize] == 0 {
        return pixel_fog::NONE;
    }
    match rs[D3DRS_FOGTABLEMODE as usize] {
        m @ D3DFOG_EXP..=D3DFOG_LINEAR => (pixel_fog::TABLE_BASE + m as u8) | if w_fog { pixel_fog::W } else { 0 },
        _ => pixel_fog::VERTEX,
    }
}

/// The code-relevant fixed-function pixel state. Bytes only: compared and
/// hashed as its bytes (`key_bytes_eq_hash`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, Eq, bytemuck::Pod, bytemuck::Zeroable, serde::Serialize, serde::Deserialize)]
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
    /// The fog applied: a [`pixel_fog`] value.
    pub fog: u8,
}

/// Equality and hashing of a key made of bytes alone, as its bytes: one
/// comparison and one hash write instead of one per field (the derived
/// hash of a pixel key took about 900 instructions, a twentieth of a fixed-
/// function material change). Keys with equal bytes are equal, so the two
/// agree.
macro_rules! key_bytes_eq_hash {
    ($($key:ty),*) => {$(
        impl PartialEq for $key {
            fn eq(&self, other: &Self) -> bool {
                bytemuck::bytes_of(self) == bytemuck::bytes_of(other)
            }
        }

        impl std::hash::Hash for $key {
            fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
                state.write(bytemuck::bytes_of(self));
            }
        }
    )*};
}
key_bytes_eq_hash!(FfVertexKey, FfPixelKey);

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

/// The coordinate component D3DTTFF_PROJECTED divides by for a stage's
/// D3DTSS_TEXTURETRANSFORMFLAGS (1..=3: y, z, w; 0 when not projected), as
/// D3D9 hardware draws it. `coords`: how many components the stage's
/// coordinates have when fixed-function vertex processing makes them (the
/// vertex's set, 3 for generated ones), None under a vertex shader, whose
/// coordinates are always divided by w. Otherwise the last of the COUNTn
/// components divides (none for COUNT1), and without a valid count the last
/// of the coordinates'.
pub fn projected_divisor(flags: u32, coords: Option<u32>) -> u8 {
    if flags & D3DTTFF_PROJECTED == 0 {
        return 0;
    }
    let Some(coords) = coords else {
        return 3;
    };
    match flags & !D3DTTFF_PROJECTED {
        D3DTTFF_COUNT1 => 0,
        D3DTTFF_COUNT2 => 1,
        D3DTTFF_COUNT3 => 2,
        D3DTTFF_COUNT4 => 3,
        _ => coords.clamp(1, 4) as u8 - 1,
    }
}

/// True for the bump-mapping operations, which perturb the next stage's
/// coordinates by their texture.
pub fn is_bump_op(op: u32) -> bool {
    op == D3DTOP_BUMPENVMAP || op == D3DTOP_BUMPENVMAPLUMINANCE
}

impl FfPixelKey {
    /// Builds the key. `textures[s]` is the [`texture_kind`] bound to stage
    /// `s`; `fog` the [`pixel_fog`] value ([`pixel_fog_mode`]);
    /// `projected[s]` stage `s`'s [`projected_divisor`].
    pub fn from_states(
        rs: &[u32; RS_COUNT],
        tss: &[[u32; TSS_COUNT]; MAX_TEXTURE_STAGES],
        textures: &[u8; MAX_TEXTURE_STAGES],
        fog: u8,
        projected: &[u8; MAX_TEXTURE_STAGES],
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
            fog,
            ..Default::default()
        };
        let mut premodulated = false;
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
            // BLENDTEXTUREALPHA(PM) read the stage's texture alpha without
            // naming it; the bump operations read their texture as offsets.
            let uses_texture = |op: u32, args: [u32; 3]| {
                op != D3DTOP_DISABLE
                    && (args.iter().any(|&a| reads_texture(a))
                        || op == D3DTOP_BLENDTEXTUREALPHA
                        || op == D3DTOP_BLENDTEXTUREALPHAPM
                        || is_bump_op(op))
            };
            // After a PREMODULATE stage, the current colour is modulated by
            // this stage's texture.
            let sampled = has_tex && (uses_texture(cop, cargs) || uses_texture(aop, aargs) || premodulated);
            premodulated = cop == D3DTOP_PREMODULATE || aop == D3DTOP_PREMODULATE;
            key.stages[s] = FfStageKey {
                color_op: cop as u8,
                color_arg: cargs.map(|a| a as u8),
                alpha_op: aop as u8,
                alpha_arg: aargs.map(|a| a as u8),
                result_arg: t[D3DTSS_RESULTARG as usize] as u8,
                texture: if sampled { textures[s] } else { texture_kind::NONE },
                projected: if sampled { projected[s] } else { 0 },
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
mod tests;
