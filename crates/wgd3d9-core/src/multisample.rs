//! Multisampling: which D3DMULTISAMPLE_TYPEs the adapter offers, and how
//! many GPU samples a surface of each type and quality level gets.
//!
//! The runtime reports one mask of sample counts (bit n: n samples) that
//! every format of [`capable`] supports, so a colour surface and a depth
//! surface of one type always get the same count. D3DMULTISAMPLE_2_SAMPLES
//! .. 16 are offered, with one quality level, when the mask has their count
//! or a larger one: a type the GPU lacks gets the next count it has (many
//! GPUs and software rasterisers have 4 samples and not 2, and programs ask
//! for 2 first). D3DMULTISAMPLE_NONMASKABLE has one quality level per
//! count, in ascending order.

use crate::format::GpuFormat;
use crate::state_tables::RS_COUNT;
use wgd3d9_types::*;

/// The GPU formats whose surfaces can be multisampled: the render-target
/// colour formats every GPU resolves (with the sRGB views draws write
/// through), and the depth formats.
pub const CAPABLE: [GpuFormat; 12] = {
    use GpuFormat::*;
    [
        Bgra8Unorm,
        Rgba8Unorm,
        Bgra8UnormSrgb,
        Rgba8UnormSrgb,
        Rgba16Float,
        R16Float,
        Rg16Float,
        Rgb10a2Unorm,
        Depth16Unorm,
        Depth24Plus,
        Depth24PlusStencil8,
        Depth32Float,
    ]
};

/// Whether surfaces of `g` can be multisampled ([`CAPABLE`]).
pub fn capable(g: GpuFormat) -> bool {
    CAPABLE.contains(&g)
}

/// The counts above one in `mask`, ascending.
pub fn counts(mask: u32) -> impl Iterator<Item = u32> {
    (2..32).filter(move |n| mask & (1 << n) != 0)
}

/// The quality levels of `ty` for a [`capable`] format, or `None` when the
/// adapter does not offer it (D3DERR_NOTAVAILABLE).
pub fn quality_levels(mask: u32, ty: D3DMULTISAMPLE_TYPE) -> Option<u32> {
    match ty {
        D3DMULTISAMPLE_NONE => Some(1),
        D3DMULTISAMPLE_NONMASKABLE => Some(counts(mask).count() as u32).filter(|&n| n > 0),
        t if t <= D3DMULTISAMPLE_16_SAMPLES && counts(mask).any(|n| n >= t) => Some(1),
        _ => None,
    }
}

/// The GPU sample count of a new surface of `ty` and `quality`, or `None`
/// when D3D9 refuses the pair (D3DERR_INVALIDCALL). D3DMULTISAMPLE_NONE
/// takes any quality (Windows creates such depth surfaces with quality 1,
/// in Wine's test_multisample_mismatch).
pub fn samples(mask: u32, ty: D3DMULTISAMPLE_TYPE, quality: u32) -> Option<u32> {
    match ty {
        D3DMULTISAMPLE_NONE => Some(1),
        D3DMULTISAMPLE_NONMASKABLE => counts(mask).nth(quality as usize),
        t if quality == 0 && t <= D3DMULTISAMPLE_16_SAMPLES => counts(mask).find(|&n| n >= t),
        _ => None,
    }
}

/// The GPU sample mask of a draw into `samples`-sample targets: the low
/// `samples` bits of D3DRS_MULTISAMPLEMASK, all of them when
/// D3DRS_MULTISAMPLEANTIALIAS is off. Zero at one sample (no mask), so
/// that the state never separates single-sample pipelines.
pub fn sample_mask(rs_mask: u32, antialias: bool, samples: u32) -> u32 {
    if samples <= 1 {
        return 0;
    }
    let all = if samples >= 32 { u32::MAX } else { (1 << samples) - 1 };
    if antialias {
        rs_mask & all
    } else {
        all
    }
}

/// The alpha-to-coverage switch a render state write is, if any: the vendor
/// convention writing `D3DFMT_A2M1` (on) or `D3DFMT_A2M0` (off) into
/// D3DRS_POINTSIZE. Such a write leaves the point size as it was.
pub fn alpha_to_coverage_switch(state: u32, value: u32) -> Option<bool> {
    match (state, value) {
        (D3DRS_POINTSIZE, D3DFMT_A2M1) => Some(true),
        (D3DRS_POINTSIZE, D3DFMT_A2M0) => Some(false),
        _ => None,
    }
}

/// Whether a render state write is the RESZ convention: `RESZ_CODE` written
/// into D3DRS_POINTSIZE resolves the bound (multisampled) depth buffer into
/// the depth texture at sampler 0. The write is stored as written
/// (GetRenderState returns it) but is not a point size: the point size
/// drawn with stays as it was.
pub fn is_depth_resolve(state: u32, value: u32) -> bool {
    state == D3DRS_POINTSIZE && value == RESZ_CODE
}

/// Whether draws into `samples`-sample targets turn alpha into coverage:
/// with the switch on, or with `D3DFMT_ATOC` in D3DRS_ADAPTIVETESS_Y and the
/// alpha test enabled (the other vendor convention, which needs both).
/// Never at one sample, where coverage is a single bit.
pub fn alpha_to_coverage(rs: &[u32; RS_COUNT], switch: bool, samples: u32) -> bool {
    let atoc = rs[D3DRS_ADAPTIVETESS_Y as usize] == D3DFMT_ATOC && rs[D3DRS_ALPHATESTENABLE as usize] != 0;
    samples > 1 && (switch || atoc)
}

#[cfg(test)]
mod tests;
