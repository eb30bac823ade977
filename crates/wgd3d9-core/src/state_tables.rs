//! D3D9 state tables: the default value of every render, sampler and texture-stage
//! state after device creation (and Reset), and which render states exist.

use wgd3d9_types::*;

/// Number of render-state slots (one past the highest D3DRENDERSTATETYPE).
pub const RS_COUNT: usize = D3DRS_MAX as usize;
/// Number of sampler-state types per sampler (one past D3DSAMP_DMAPOFFSET).
pub const SAMP_COUNT: usize = D3DSAMP_MAX as usize;
/// Number of texture-stage-state types per stage (one past D3DTSS_CONSTANT).
pub const TSS_COUNT: usize = D3DTSS_MAX as usize;
/// Pixel samplers 0..15, the displacement-map sampler and four vertex samplers.
pub const SAMPLER_SLOTS: usize = 21;
/// Fixed-function texture stages.
pub const MAX_TEXTURE_STAGES: usize = 8;
/// User clip planes a device stores (SetClipPlane index range).
pub const MAX_CLIP_PLANES: usize = 6;
/// The largest point size drawn (D3DCAPS9::MaxPointSize).
pub const MAX_POINT_SIZE: f32 = 256.0;
/// Lights the fixed-function pipeline applies at once (D3DCAPS9::MaxActiveLights).
pub const MAX_ACTIVE_LIGHTS: usize = 8;

/// Maps a D3D9 sampler number (0..15, D3DDMAPSAMPLER, D3DVERTEXTEXTURESAMPLER0..3)
/// to a slot index 0..20, or `None` when out of range.
#[inline]
pub fn sampler_slot(sampler: u32) -> Option<usize> {
    match sampler {
        0..=15 => Some(sampler as usize),
        D3DDMAPSAMPLER => Some(16),
        D3DVERTEXTEXTURESAMPLER0..=D3DVERTEXTEXTURESAMPLER3 => Some(17 + (sampler - D3DVERTEXTEXTURESAMPLER0) as usize),
        _ => None,
    }
}

const fn f(v: f32) -> u32 {
    v.to_bits()
}

/// Every D3DRENDERSTATETYPE with its default value, except D3DRS_ZENABLE whose
/// default depends on the presentation parameters (see [`default_render_states`]).
pub static RENDER_STATE_DEFAULTS: &[(u32, u32)] = &[
    (D3DRS_ZENABLE, D3DZB_FALSE),
    (D3DRS_FILLMODE, D3DFILL_SOLID),
    (D3DRS_SHADEMODE, D3DSHADE_GOURAUD),
    (D3DRS_ZWRITEENABLE, 1),
    (D3DRS_ALPHATESTENABLE, 0),
    (D3DRS_LASTPIXEL, 1),
    (D3DRS_SRCBLEND, D3DBLEND_ONE),
    (D3DRS_DESTBLEND, D3DBLEND_ZERO),
    (D3DRS_CULLMODE, D3DCULL_CCW),
    (D3DRS_ZFUNC, D3DCMP_LESSEQUAL),
    (D3DRS_ALPHAREF, 0),
    (D3DRS_ALPHAFUNC, D3DCMP_ALWAYS),
    (D3DRS_DITHERENABLE, 0),
    (D3DRS_ALPHABLENDENABLE, 0),
    (D3DRS_FOGENABLE, 0),
    (D3DRS_SPECULARENABLE, 0),
    (D3DRS_FOGCOLOR, 0),
    (D3DRS_FOGTABLEMODE, D3DFOG_NONE),
    (D3DRS_FOGSTART, f(0.0)),
    (D3DRS_FOGEND, f(1.0)),
    (D3DRS_FOGDENSITY, f(1.0)),
    (D3DRS_RANGEFOGENABLE, 0),
    (D3DRS_STENCILENABLE, 0),
    (D3DRS_STENCILFAIL, D3DSTENCILOP_KEEP),
    (D3DRS_STENCILZFAIL, D3DSTENCILOP_KEEP),
    (D3DRS_STENCILPASS, D3DSTENCILOP_KEEP),
    (D3DRS_STENCILFUNC, D3DCMP_ALWAYS),
    (D3DRS_STENCILREF, 0),
    (D3DRS_STENCILMASK, 0xFFFF_FFFF),
    (D3DRS_STENCILWRITEMASK, 0xFFFF_FFFF),
    (D3DRS_TEXTUREFACTOR, 0xFFFF_FFFF),
    (D3DRS_WRAP0, 0),
    (D3DRS_WRAP1, 0),
    (D3DRS_WRAP2, 0),
    (D3DRS_WRAP3, 0),
    (D3DRS_WRAP4, 0),
    (D3DRS_WRAP5, 0),
    (D3DRS_WRAP6, 0),
    (D3DRS_WRAP7, 0),
    (D3DRS_CLIPPING, 1),
    (D3DRS_LIGHTING, 1),
    (D3DRS_AMBIENT, 0),
    (D3DRS_FOGVERTEXMODE, D3DFOG_NONE),
    (D3DRS_COLORVERTEX, 1),
    (D3DRS_LOCALVIEWER, 1),
    (D3DRS_NORMALIZENORMALS, 0),
    (D3DRS_DIFFUSEMATERIALSOURCE, D3DMCS_COLOR1),
    (D3DRS_SPECULARMATERIALSOURCE, D3DMCS_COLOR2),
    (D3DRS_AMBIENTMATERIALSOURCE, D3DMCS_MATERIAL),
    (D3DRS_EMISSIVEMATERIALSOURCE, D3DMCS_MATERIAL),
    (D3DRS_VERTEXBLEND, D3DVBF_DISABLE),
    (D3DRS_CLIPPLANEENABLE, 0),
    (D3DRS_POINTSIZE, f(1.0)),
    (D3DRS_POINTSIZE_MIN, f(1.0)),
    (D3DRS_POINTSPRITEENABLE, 0),
    (D3DRS_POINTSCALEENABLE, 0),
    (D3DRS_POINTSCALE_A, f(1.0)),
    (D3DRS_POINTSCALE_B, f(0.0)),
    (D3DRS_POINTSCALE_C, f(0.0)),
    (D3DRS_MULTISAMPLEANTIALIAS, 1),
    (D3DRS_MULTISAMPLEMASK, 0xFFFF_FFFF),
    (D3DRS_PATCHEDGESTYLE, D3DPATCHEDGE_DISCRETE),
    (D3DRS_DEBUGMONITORTOKEN, D3DDMT_ENABLE),
    // The device's MaxPointSize cap.
    (D3DRS_POINTSIZE_MAX, f(MAX_POINT_SIZE)),
    (D3DRS_INDEXEDVERTEXBLENDENABLE, 0),
    (D3DRS_COLORWRITEENABLE, 0xF),
    (D3DRS_TWEENFACTOR, f(0.0)),
    (D3DRS_BLENDOP, D3DBLENDOP_ADD),
    (D3DRS_POSITIONDEGREE, D3DDEGREE_CUBIC),
    (D3DRS_NORMALDEGREE, D3DDEGREE_LINEAR),
    (D3DRS_SCISSORTESTENABLE, 0),
    (D3DRS_SLOPESCALEDEPTHBIAS, 0),
    (D3DRS_ANTIALIASEDLINEENABLE, 0),
    (D3DRS_MINTESSELLATIONLEVEL, f(1.0)),
    (D3DRS_MAXTESSELLATIONLEVEL, f(1.0)),
    (D3DRS_ADAPTIVETESS_X, f(0.0)),
    (D3DRS_ADAPTIVETESS_Y, f(0.0)),
    (D3DRS_ADAPTIVETESS_Z, f(1.0)),
    (D3DRS_ADAPTIVETESS_W, f(0.0)),
    (D3DRS_ENABLEADAPTIVETESSELLATION, 0),
    (D3DRS_TWOSIDEDSTENCILMODE, 0),
    (D3DRS_CCW_STENCILFAIL, D3DSTENCILOP_KEEP),
    (D3DRS_CCW_STENCILZFAIL, D3DSTENCILOP_KEEP),
    (D3DRS_CCW_STENCILPASS, D3DSTENCILOP_KEEP),
    (D3DRS_CCW_STENCILFUNC, D3DCMP_ALWAYS),
    (D3DRS_COLORWRITEENABLE1, 0xF),
    (D3DRS_COLORWRITEENABLE2, 0xF),
    (D3DRS_COLORWRITEENABLE3, 0xF),
    (D3DRS_BLENDFACTOR, 0xFFFF_FFFF),
    (D3DRS_SRGBWRITEENABLE, 0),
    (D3DRS_DEPTHBIAS, 0),
    (D3DRS_WRAP8, 0),
    (D3DRS_WRAP9, 0),
    (D3DRS_WRAP10, 0),
    (D3DRS_WRAP11, 0),
    (D3DRS_WRAP12, 0),
    (D3DRS_WRAP13, 0),
    (D3DRS_WRAP14, 0),
    (D3DRS_WRAP15, 0),
    (D3DRS_SEPARATEALPHABLENDENABLE, 0),
    (D3DRS_SRCBLENDALPHA, D3DBLEND_ONE),
    (D3DRS_DESTBLENDALPHA, D3DBLEND_ZERO),
    (D3DRS_BLENDOPALPHA, D3DBLENDOP_ADD),
];

/// Which render-state slots name a D3DRENDERSTATETYPE, built at compile time.
static VALID_RENDER_STATES: [bool; RS_COUNT] = {
    let mut v = [false; RS_COUNT];
    let mut i = 0;
    while i < RENDER_STATE_DEFAULTS.len() {
        v[RENDER_STATE_DEFAULTS[i].0 as usize] = true;
        i += 1;
    }
    v
};

/// True when `state` names a D3DRENDERSTATETYPE.
#[inline]
pub fn is_render_state(state: u32) -> bool {
    (state as usize) < RS_COUNT && VALID_RENDER_STATES[state as usize]
}

/// The render-state array of a new device. `auto_depth_stencil` is the
/// EnableAutoDepthStencil presentation parameter, which decides D3DRS_ZENABLE.
pub fn default_render_states(auto_depth_stencil: bool) -> [u32; RS_COUNT] {
    let mut rs = [0u32; RS_COUNT];
    for &(s, v) in RENDER_STATE_DEFAULTS {
        rs[s as usize] = v;
    }
    rs[D3DRS_ZENABLE as usize] = if auto_depth_stencil { D3DZB_TRUE } else { D3DZB_FALSE };
    rs
}

/// The sampler-state array of one sampler of a new device.
pub fn default_sampler_states() -> [u32; SAMP_COUNT] {
    let mut s = [0u32; SAMP_COUNT];
    s[D3DSAMP_ADDRESSU as usize] = D3DTADDRESS_WRAP;
    s[D3DSAMP_ADDRESSV as usize] = D3DTADDRESS_WRAP;
    s[D3DSAMP_ADDRESSW as usize] = D3DTADDRESS_WRAP;
    s[D3DSAMP_BORDERCOLOR as usize] = 0;
    s[D3DSAMP_MAGFILTER as usize] = D3DTEXF_POINT;
    s[D3DSAMP_MINFILTER as usize] = D3DTEXF_POINT;
    s[D3DSAMP_MIPFILTER as usize] = D3DTEXF_NONE;
    s[D3DSAMP_MIPMAPLODBIAS as usize] = 0;
    s[D3DSAMP_MAXMIPLEVEL as usize] = 0;
    s[D3DSAMP_MAXANISOTROPY as usize] = 1;
    s[D3DSAMP_SRGBTEXTURE as usize] = 0;
    s[D3DSAMP_ELEMENTINDEX as usize] = 0;
    s[D3DSAMP_DMAPOFFSET as usize] = 0;
    s
}

/// The texture-stage-state array of stage `stage` of a new device.
pub fn default_texture_stage_states(stage: u32) -> [u32; TSS_COUNT] {
    let mut t = [0u32; TSS_COUNT];
    let first = stage == 0;
    t[D3DTSS_COLOROP as usize] = if first { D3DTOP_MODULATE } else { D3DTOP_DISABLE };
    t[D3DTSS_COLORARG1 as usize] = D3DTA_TEXTURE;
    t[D3DTSS_COLORARG2 as usize] = D3DTA_CURRENT;
    t[D3DTSS_ALPHAOP as usize] = if first { D3DTOP_SELECTARG1 } else { D3DTOP_DISABLE };
    t[D3DTSS_ALPHAARG1 as usize] = D3DTA_TEXTURE;
    t[D3DTSS_ALPHAARG2 as usize] = D3DTA_CURRENT;
    t[D3DTSS_TEXCOORDINDEX as usize] = stage;
    t[D3DTSS_TEXTURETRANSFORMFLAGS as usize] = D3DTTFF_DISABLE;
    t[D3DTSS_COLORARG0 as usize] = D3DTA_CURRENT;
    t[D3DTSS_ALPHAARG0 as usize] = D3DTA_CURRENT;
    t[D3DTSS_RESULTARG as usize] = D3DTA_CURRENT;
    t
}

/// True when `ty` is a valid D3DTEXTURESTAGESTATETYPE.
pub fn is_texture_stage_state(ty: u32) -> bool {
    matches!(ty, 1..=11 | 22..=24 | 26..=28 | 32)
}

/// True when `ty` is a valid D3DSAMPLERSTATETYPE.
pub fn is_sampler_state(ty: u32) -> bool {
    (1..D3DSAMP_MAX).contains(&ty)
}

#[cfg(test)]
mod tests;
