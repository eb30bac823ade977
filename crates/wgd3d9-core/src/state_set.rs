//! Which device states a state block holds: the three predefined sets of
//! D3DSTATEBLOCKTYPE (all, pixel, vertex) and the sets a recording builds up.
//!
//! A [`StateSet`] is a plain mask. Render targets, the depth-stencil surface,
//! the clip status and the gamma ramp are never part of a state block.

use crate::state_tables::{MAX_TEXTURE_STAGES, RS_COUNT, SAMPLER_SLOTS};
use wgd3d9_types::*;

/// The set bits of `mask`, ascending (a loop over the streams or slots a
/// mask names visits those, not every one).
pub fn ones(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            bit
        })
    })
}

/// A fixed-size bit set of `64 * W` bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bits<const W: usize>(pub [u64; W]);

impl<const W: usize> Default for Bits<W> {
    fn default() -> Self {
        Self([0; W])
    }
}

impl<const W: usize> Bits<W> {
    /// Every bit below `n` set.
    pub fn first(n: usize) -> Self {
        let mut b = Self([0; W]);
        for i in 0..n {
            b.set(i);
        }
        b
    }

    #[inline]
    pub fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    #[inline]
    pub fn get(&self, i: usize) -> bool {
        i < 64 * W && self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// The set bits, ascending.
    pub fn ones(&self) -> impl Iterator<Item = usize> + '_ {
        (0..W).flat_map(move |w| ones(self.0[w]).map(move |bit| w * 64 + bit))
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
}

/// Vertex shader float constants, pixel shader float constants.
/// (8,192: software vertex processing's file; a device without it has 256.)
pub const VS_FLOAT_CONSTANTS: usize = 8192;
pub const PS_FLOAT_CONSTANTS: usize = 224;

/// The states a state block holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StateSet {
    pub render: Bits<4>,
    /// Per sampler slot: a bit per D3DSAMPLERSTATETYPE.
    pub sampler: [u32; SAMPLER_SLOTS],
    /// Per stage: a bit per D3DTEXTURESTAGESTATETYPE.
    pub stage: [u64; MAX_TEXTURE_STAGES],
    /// A bit per sampler slot.
    pub textures: u32,
    pub streams: u16,
    pub stream_freq: u16,
    pub transforms: Bits<8>,
    pub clip_planes: u8,
    /// Every light the device has (predefined sets); a recording lists its own.
    pub all_lights: bool,
    pub indices: bool,
    pub material: bool,
    pub viewport: bool,
    pub scissor: bool,
    pub vertex_decl: bool,
    pub vertex_shader: bool,
    pub pixel_shader: bool,
    pub vs_float: Bits<128>,
    pub vs_int: u16,
    pub vs_bool: u16,
    pub ps_float: Bits<4>,
    pub ps_int: u16,
    pub ps_bool: u16,
}

/// Render states that are pixel state.
pub const PIXEL_RENDER_STATES: &[u32] = &[
    D3DRS_ZENABLE,
    D3DRS_FILLMODE,
    D3DRS_SHADEMODE,
    D3DRS_ZWRITEENABLE,
    D3DRS_ALPHATESTENABLE,
    D3DRS_LASTPIXEL,
    D3DRS_SRCBLEND,
    D3DRS_DESTBLEND,
    D3DRS_ZFUNC,
    D3DRS_ALPHAREF,
    D3DRS_ALPHAFUNC,
    D3DRS_DITHERENABLE,
    D3DRS_ALPHABLENDENABLE,
    D3DRS_FOGSTART,
    D3DRS_FOGEND,
    D3DRS_FOGDENSITY,
    D3DRS_STENCILENABLE,
    D3DRS_STENCILFAIL,
    D3DRS_STENCILZFAIL,
    D3DRS_STENCILPASS,
    D3DRS_STENCILFUNC,
    D3DRS_STENCILREF,
    D3DRS_STENCILMASK,
    D3DRS_STENCILWRITEMASK,
    D3DRS_TEXTUREFACTOR,
    D3DRS_WRAP0,
    D3DRS_WRAP1,
    D3DRS_WRAP2,
    D3DRS_WRAP3,
    D3DRS_WRAP4,
    D3DRS_WRAP5,
    D3DRS_WRAP6,
    D3DRS_WRAP7,
    D3DRS_COLORWRITEENABLE,
    D3DRS_BLENDOP,
    D3DRS_SCISSORTESTENABLE,
    D3DRS_SLOPESCALEDEPTHBIAS,
    D3DRS_ANTIALIASEDLINEENABLE,
    D3DRS_TWOSIDEDSTENCILMODE,
    D3DRS_CCW_STENCILFAIL,
    D3DRS_CCW_STENCILZFAIL,
    D3DRS_CCW_STENCILPASS,
    D3DRS_COLORWRITEENABLE1,
    D3DRS_COLORWRITEENABLE2,
    D3DRS_COLORWRITEENABLE3,
    D3DRS_BLENDFACTOR,
    D3DRS_SRGBWRITEENABLE,
    D3DRS_DEPTHBIAS,
    D3DRS_WRAP8,
    D3DRS_WRAP9,
    D3DRS_WRAP10,
    D3DRS_WRAP11,
    D3DRS_WRAP12,
    D3DRS_WRAP13,
    D3DRS_WRAP14,
    D3DRS_WRAP15,
    D3DRS_SEPARATEALPHABLENDENABLE,
    D3DRS_SRCBLENDALPHA,
    D3DRS_DESTBLENDALPHA,
    D3DRS_BLENDOPALPHA,
];

/// Render states that are vertex state.
pub const VERTEX_RENDER_STATES: &[u32] = &[
    D3DRS_SHADEMODE,
    D3DRS_SPECULARENABLE,
    D3DRS_CULLMODE,
    D3DRS_FOGENABLE,
    D3DRS_FOGCOLOR,
    D3DRS_FOGTABLEMODE,
    D3DRS_FOGSTART,
    D3DRS_FOGEND,
    D3DRS_FOGDENSITY,
    D3DRS_RANGEFOGENABLE,
    D3DRS_AMBIENT,
    D3DRS_COLORVERTEX,
    D3DRS_FOGVERTEXMODE,
    D3DRS_CLIPPING,
    D3DRS_LIGHTING,
    D3DRS_LOCALVIEWER,
    D3DRS_NORMALIZENORMALS,
    D3DRS_DIFFUSEMATERIALSOURCE,
    D3DRS_SPECULARMATERIALSOURCE,
    D3DRS_AMBIENTMATERIALSOURCE,
    D3DRS_EMISSIVEMATERIALSOURCE,
    D3DRS_VERTEXBLEND,
    D3DRS_CLIPPLANEENABLE,
    D3DRS_POINTSIZE,
    D3DRS_POINTSIZE_MIN,
    D3DRS_POINTSPRITEENABLE,
    D3DRS_POINTSCALEENABLE,
    D3DRS_POINTSCALE_A,
    D3DRS_POINTSCALE_B,
    D3DRS_POINTSCALE_C,
    D3DRS_MULTISAMPLEANTIALIAS,
    D3DRS_MULTISAMPLEMASK,
    D3DRS_PATCHEDGESTYLE,
    D3DRS_POINTSIZE_MAX,
    D3DRS_INDEXEDVERTEXBLENDENABLE,
    D3DRS_TWEENFACTOR,
    D3DRS_POSITIONDEGREE,
    D3DRS_NORMALDEGREE,
    D3DRS_MINTESSELLATIONLEVEL,
    D3DRS_MAXTESSELLATIONLEVEL,
    D3DRS_ADAPTIVETESS_X,
    D3DRS_ADAPTIVETESS_Y,
    D3DRS_ADAPTIVETESS_Z,
    D3DRS_ADAPTIVETESS_W,
    D3DRS_ENABLEADAPTIVETESSELLATION,
];

/// Texture-stage states that are pixel state (every one but D3DTSS_CONSTANT,
/// which no predefined set holds).
pub const PIXEL_STAGE_STATES: &[u32] = &[
    D3DTSS_COLOROP,
    D3DTSS_COLORARG1,
    D3DTSS_COLORARG2,
    D3DTSS_ALPHAOP,
    D3DTSS_ALPHAARG1,
    D3DTSS_ALPHAARG2,
    D3DTSS_BUMPENVMAT00,
    D3DTSS_BUMPENVMAT01,
    D3DTSS_BUMPENVMAT10,
    D3DTSS_BUMPENVMAT11,
    D3DTSS_TEXCOORDINDEX,
    D3DTSS_BUMPENVLSCALE,
    D3DTSS_BUMPENVLOFFSET,
    D3DTSS_TEXTURETRANSFORMFLAGS,
    D3DTSS_COLORARG0,
    D3DTSS_ALPHAARG0,
    D3DTSS_RESULTARG,
];

/// Texture-stage states that are vertex state.
pub const VERTEX_STAGE_STATES: &[u32] = &[D3DTSS_TEXCOORDINDEX, D3DTSS_TEXTURETRANSFORMFLAGS];

/// Sampler states that are pixel state (every one but D3DSAMP_DMAPOFFSET).
pub const PIXEL_SAMPLER_STATES: &[u32] = &[
    D3DSAMP_ADDRESSU,
    D3DSAMP_ADDRESSV,
    D3DSAMP_ADDRESSW,
    D3DSAMP_BORDERCOLOR,
    D3DSAMP_MAGFILTER,
    D3DSAMP_MINFILTER,
    D3DSAMP_MIPFILTER,
    D3DSAMP_MIPMAPLODBIAS,
    D3DSAMP_MAXMIPLEVEL,
    D3DSAMP_MAXANISOTROPY,
    D3DSAMP_SRGBTEXTURE,
    D3DSAMP_ELEMENTINDEX,
];

/// Sampler states that are vertex state.
pub const VERTEX_SAMPLER_STATES: &[u32] = &[D3DSAMP_DMAPOFFSET];

fn mask32(list: &[u32]) -> u32 {
    list.iter().fold(0, |m, &s| m | 1 << s)
}

fn mask64(list: &[u32]) -> u64 {
    list.iter().fold(0, |m, &s| m | 1 << s)
}

impl StateSet {
    /// D3DSBT_ALL: every state a block can hold.
    pub fn all() -> Self {
        let mut render = Bits::default();
        for s in 0..RS_COUNT as u32 {
            if crate::state_tables::is_render_state(s) {
                render.set(s as usize);
            }
        }
        let every_sampler_state = (1..D3DSAMP_MAX).fold(0, |m, s| m | 1 << s);
        let every_stage_state = (0..D3DTSS_MAX)
            .filter(|&t| crate::state_tables::is_texture_stage_state(t))
            .fold(0, |m, t| m | 1 << t);
        StateSet {
            render,
            sampler: [every_sampler_state; SAMPLER_SLOTS],
            stage: [every_stage_state; MAX_TEXTURE_STAGES],
            textures: (1 << SAMPLER_SLOTS) - 1,
            streams: 0xFFFF,
            stream_freq: 0xFFFF,
            transforms: Bits::first(512),
            clip_planes: 0x3F,
            all_lights: true,
            indices: true,
            material: true,
            viewport: true,
            scissor: true,
            vertex_decl: true,
            vertex_shader: true,
            pixel_shader: true,
            vs_float: Bits::first(VS_FLOAT_CONSTANTS),
            vs_int: 0xFFFF,
            vs_bool: 0xFFFF,
            ps_float: Bits::first(PS_FLOAT_CONSTANTS),
            ps_int: 0xFFFF,
            ps_bool: 0xFFFF,
        }
    }

    /// D3DSBT_PIXELSTATE.
    pub fn pixel() -> Self {
        let mut render = Bits::default();
        PIXEL_RENDER_STATES.iter().for_each(|&s| render.set(s as usize));
        StateSet {
            render,
            sampler: [mask32(PIXEL_SAMPLER_STATES); SAMPLER_SLOTS],
            stage: [mask64(PIXEL_STAGE_STATES); MAX_TEXTURE_STAGES],
            pixel_shader: true,
            ps_float: Bits::first(PS_FLOAT_CONSTANTS),
            ps_int: 0xFFFF,
            ps_bool: 0xFFFF,
            ..Default::default()
        }
    }

    /// D3DSBT_VERTEXSTATE.
    pub fn vertex() -> Self {
        let mut render = Bits::default();
        VERTEX_RENDER_STATES.iter().for_each(|&s| render.set(s as usize));
        StateSet {
            render,
            sampler: [mask32(VERTEX_SAMPLER_STATES); SAMPLER_SLOTS],
            stage: [mask64(VERTEX_STAGE_STATES); MAX_TEXTURE_STAGES],
            all_lights: true,
            vertex_decl: true,
            vertex_shader: true,
            vs_float: Bits::first(VS_FLOAT_CONSTANTS),
            vs_int: 0xFFFF,
            vs_bool: 0xFFFF,
            stream_freq: 0xFFFF,
            ..Default::default()
        }
    }

    /// The set of a D3DSTATEBLOCKTYPE value, or None for an invalid one.
    pub fn of_type(ty: u32) -> Option<Self> {
        match ty {
            D3DSBT_ALL => Some(Self::all()),
            D3DSBT_PIXELSTATE => Some(Self::pixel()),
            D3DSBT_VERTEXSTATE => Some(Self::vertex()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
