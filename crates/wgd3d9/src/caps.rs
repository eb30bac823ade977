//! The device capabilities wgd3d9 reports: only what works end to end.
//!
//! Each bit here names a feature the frame pipeline implements and a test
//! exercises; growing the pipeline (shaders, lighting, cube and volume textures,
//! multisampling, ...) grows these caps in the same change.

use wgd3d9_core::wire::{features, AdapterInfo};
use wgd3d9_shader::ff::SUPPORTED_TEXTURE_OPS;
use wgd3d9_types::*;

fn texture_op_cap(op: u32) -> u32 {
    // D3DTEXOPCAPS_* bit n-1 corresponds to D3DTOP value n.
    if (1..=26).contains(&op) {
        1 << (op - 1)
    } else {
        0
    }
}

/// The caps of a HAL device on `adapter`.
pub fn device_caps(adapter: &AdapterInfo) -> D3DCAPS9 {
    let max_tex = adapter.max_texture_dimension_2d.clamp(2048, 16384);
    let border = adapter.has(features::CLAMP_TO_BORDER);
    let all_cmp = D3DPCMPCAPS_NEVER
        | D3DPCMPCAPS_LESS
        | D3DPCMPCAPS_EQUAL
        | D3DPCMPCAPS_LESSEQUAL
        | D3DPCMPCAPS_GREATER
        | D3DPCMPCAPS_NOTEQUAL
        | D3DPCMPCAPS_GREATEREQUAL
        | D3DPCMPCAPS_ALWAYS;
    let blend = D3DPBLENDCAPS_ZERO
        | D3DPBLENDCAPS_ONE
        | D3DPBLENDCAPS_SRCCOLOR
        | D3DPBLENDCAPS_INVSRCCOLOR
        | D3DPBLENDCAPS_SRCALPHA
        | D3DPBLENDCAPS_INVSRCALPHA
        | D3DPBLENDCAPS_DESTALPHA
        | D3DPBLENDCAPS_INVDESTALPHA
        | D3DPBLENDCAPS_DESTCOLOR
        | D3DPBLENDCAPS_INVDESTCOLOR
        | D3DPBLENDCAPS_SRCALPHASAT
        | D3DPBLENDCAPS_BOTHSRCALPHA
        | D3DPBLENDCAPS_BOTHINVSRCALPHA
        | D3DPBLENDCAPS_BLENDFACTOR;
    let filters = D3DPTFILTERCAPS_MINFPOINT
        | D3DPTFILTERCAPS_MINFLINEAR
        | D3DPTFILTERCAPS_MINFANISOTROPIC
        | D3DPTFILTERCAPS_MIPFPOINT
        | D3DPTFILTERCAPS_MIPFLINEAR
        | D3DPTFILTERCAPS_MAGFPOINT
        | D3DPTFILTERCAPS_MAGFLINEAR
        | D3DPTFILTERCAPS_MAGFANISOTROPIC;
    let mut address =
        D3DPTADDRESSCAPS_WRAP | D3DPTADDRESSCAPS_MIRROR | D3DPTADDRESSCAPS_CLAMP | D3DPTADDRESSCAPS_INDEPENDENTUV;
    if border {
        address |= D3DPTADDRESSCAPS_BORDER;
    }
    let raster = D3DPRASTERCAPS_ZTEST
        | D3DPRASTERCAPS_SCISSORTEST
        | D3DPRASTERCAPS_DEPTHBIAS
        | D3DPRASTERCAPS_SLOPESCALEDEPTHBIAS
        | D3DPRASTERCAPS_ANISOTROPY
        | D3DPRASTERCAPS_MIPMAPLODBIAS
        | D3DPRASTERCAPS_FOGVERTEX
        | D3DPRASTERCAPS_FOGTABLE
        | D3DPRASTERCAPS_FOGRANGE
        | D3DPRASTERCAPS_WFOG
        | D3DPRASTERCAPS_ZFOG;
    D3DCAPS9 {
        DeviceType: D3DDEVTYPE_HAL,
        AdapterOrdinal: 0,
        Caps: 0,
        Caps2: D3DCAPS2_DYNAMICTEXTURES | D3DCAPS2_CANAUTOGENMIPMAP | D3DCAPS2_FULLSCREENGAMMA,
        Caps3: D3DCAPS3_COPY_TO_VIDMEM | D3DCAPS3_COPY_TO_SYSTEMMEM,
        PresentationIntervals: D3DPRESENT_INTERVAL_IMMEDIATE | D3DPRESENT_INTERVAL_ONE,
        CursorCaps: 0,
        DevCaps: D3DDEVCAPS_EXECUTESYSTEMMEMORY
            | D3DDEVCAPS_EXECUTEVIDEOMEMORY
            | D3DDEVCAPS_TLVERTEXSYSTEMMEMORY
            | D3DDEVCAPS_TLVERTEXVIDEOMEMORY
            | D3DDEVCAPS_TEXTUREVIDEOMEMORY
            | D3DDEVCAPS_DRAWPRIMTLVERTEX
            | D3DDEVCAPS_CANRENDERAFTERFLIP
            | D3DDEVCAPS_DRAWPRIMITIVES2
            | D3DDEVCAPS_DRAWPRIMITIVES2EX
            | D3DDEVCAPS_HWTRANSFORMANDLIGHT
            | D3DDEVCAPS_HWRASTERIZATION,
        PrimitiveMiscCaps: D3DPMISCCAPS_MASKZ
            | D3DPMISCCAPS_CULLNONE
            | D3DPMISCCAPS_CULLCW
            | D3DPMISCCAPS_CULLCCW
            | D3DPMISCCAPS_COLORWRITEENABLE
            | D3DPMISCCAPS_BLENDOP
            | D3DPMISCCAPS_SEPARATEALPHABLEND
            | D3DPMISCCAPS_TSSARGTEMP
            | D3DPMISCCAPS_PERSTAGECONSTANT
            | D3DPMISCCAPS_FOGANDSPECULARALPHA
            | D3DPMISCCAPS_FOGVERTEXCLAMPED
            // Up to four render targets, each of its own format and write
            // mask, blended as target 0.
            | D3DPMISCCAPS_INDEPENDENTWRITEMASKS
            | D3DPMISCCAPS_MRTINDEPENDENTBITDEPTHS
            | D3DPMISCCAPS_MRTPOSTPIXELSHADERBLENDING,
        RasterCaps: raster,
        ZCmpCaps: all_cmp,
        SrcBlendCaps: blend,
        DestBlendCaps: blend,
        AlphaCmpCaps: all_cmp,
        ShadeCaps: D3DPSHADECAPS_COLORGOURAUDRGB | D3DPSHADECAPS_SPECULARGOURAUDRGB | D3DPSHADECAPS_ALPHAGOURAUDBLEND,
        TextureCaps: D3DPTEXTURECAPS_ALPHA
            | D3DPTEXTURECAPS_ALPHAPALETTE
            | D3DPTEXTURECAPS_PERSPECTIVE
            | D3DPTEXTURECAPS_MIPMAP
            | D3DPTEXTURECAPS_CUBEMAP
            | D3DPTEXTURECAPS_MIPCUBEMAP
            | D3DPTEXTURECAPS_VOLUMEMAP
            | D3DPTEXTURECAPS_MIPVOLUMEMAP
            | D3DPTEXTURECAPS_PROJECTED,
        TextureFilterCaps: filters,
        CubeTextureFilterCaps: filters,
        VolumeTextureFilterCaps: filters,
        TextureAddressCaps: address,
        VolumeTextureAddressCaps: address,
        LineCaps: D3DLINECAPS_TEXTURE | D3DLINECAPS_ZTEST | D3DLINECAPS_BLEND | D3DLINECAPS_ALPHACMP,
        MaxTextureWidth: max_tex,
        MaxTextureHeight: max_tex,
        MaxVolumeExtent: adapter.max_texture_dimension_3d.clamp(256, 8192),
        MaxTextureRepeat: 8192,
        MaxTextureAspectRatio: max_tex,
        MaxAnisotropy: 16,
        MaxVertexW: 1e10,
        GuardBandLeft: -32768.0,
        GuardBandTop: -32768.0,
        GuardBandRight: 32768.0,
        GuardBandBottom: 32768.0,
        ExtentsAdjust: 0.0,
        StencilCaps: D3DSTENCILCAPS_KEEP
            | D3DSTENCILCAPS_ZERO
            | D3DSTENCILCAPS_REPLACE
            | D3DSTENCILCAPS_INCRSAT
            | D3DSTENCILCAPS_DECRSAT
            | D3DSTENCILCAPS_INVERT
            | D3DSTENCILCAPS_INCR
            | D3DSTENCILCAPS_DECR
            | D3DSTENCILCAPS_TWOSIDED,
        FVFCaps: 8 | D3DFVFCAPS_DONOTSTRIPELEMENTS | D3DFVFCAPS_PSIZE,
        TextureOpCaps: SUPPORTED_TEXTURE_OPS
            .iter()
            .map(|&op| texture_op_cap(op))
            .fold(0, |a, b| a | b),
        MaxTextureBlendStages: 8,
        MaxSimultaneousTextures: 8,
        // Vertex tweening is not supported (no D3DVTXPCAPS_TWEENING).
        VertexProcessingCaps: D3DVTXPCAPS_TEXGEN
            | D3DVTXPCAPS_MATERIALSOURCE7
            | D3DVTXPCAPS_DIRECTIONALLIGHTS
            | D3DVTXPCAPS_POSITIONALLIGHTS
            | D3DVTXPCAPS_LOCALVIEWER
            | D3DVTXPCAPS_TEXGEN_SPHEREMAP,
        MaxActiveLights: wgd3d9_core::state_tables::MAX_ACTIVE_LIGHTS as u32,
        MaxUserClipPlanes: wgd3d9_core::state_tables::MAX_CLIP_PLANES as u32,
        MaxVertexBlendMatrices: 4,
        MaxVertexBlendMatrixIndex: 255,
        MaxPointSize: wgd3d9_core::state_tables::MAX_POINT_SIZE,
        MaxPrimitiveCount: 0x00FF_FFFF,
        MaxVertexIndex: 0x00FF_FFFF,
        MaxStreams: 16,
        MaxStreamStride: 508,
        VertexShaderVersion: D3DVS_VERSION(3, 0),
        MaxVertexShaderConst: 256,
        PixelShaderVersion: D3DPS_VERSION(3, 0),
        // ps_1_x arithmetic is not clamped to a smaller range.
        PixelShader1xMaxValue: f32::MAX,
        DevCaps2: D3DDEVCAPS2_STREAMOFFSET
            | D3DDEVCAPS2_VERTEXELEMENTSCANSHARESTREAMOFFSET
            | D3DDEVCAPS2_CAN_STRETCHRECT_FROM_TEXTURES,
        MaxNpatchTessellationLevel: 0.0,
        Reserved5: 0,
        MasterAdapterOrdinal: 0,
        AdapterOrdinalInGroup: 0,
        NumberOfAdaptersInGroup: 1,
        DeclTypes: D3DDTCAPS_UBYTE4
            | D3DDTCAPS_UBYTE4N
            | D3DDTCAPS_SHORT2N
            | D3DDTCAPS_SHORT4N
            | D3DDTCAPS_USHORT2N
            | D3DDTCAPS_USHORT4N
            | D3DDTCAPS_UDEC3
            | D3DDTCAPS_DEC3N
            | D3DDTCAPS_FLOAT16_2
            | D3DDTCAPS_FLOAT16_4,
        NumSimultaneousRTs: 4,
        StretchRectFilterCaps: 0,
        // The shader validator assumes these (the most a 2_x model allows).
        VS20Caps: D3DVSHADERCAPS2_0 {
            Caps: D3DVS20CAPS_PREDICATION,
            DynamicFlowControlDepth: D3DVS20_MAX_DYNAMICFLOWCONTROLDEPTH,
            NumTemps: D3DVS20_MAX_NUMTEMPS,
            StaticFlowControlDepth: D3DVS20_MAX_STATICFLOWCONTROLDEPTH,
        },
        PS20Caps: D3DPSHADERCAPS2_0 {
            Caps: D3DPS20CAPS_ARBITRARYSWIZZLE
                | D3DPS20CAPS_GRADIENTINSTRUCTIONS
                | D3DPS20CAPS_PREDICATION
                | D3DPS20CAPS_NODEPENDENTREADLIMIT
                | D3DPS20CAPS_NOTEXINSTRUCTIONLIMIT,
            DynamicFlowControlDepth: D3DPS20_MAX_DYNAMICFLOWCONTROLDEPTH,
            NumTemps: D3DPS20_MAX_NUMTEMPS,
            StaticFlowControlDepth: D3DPS20_MAX_STATICFLOWCONTROLDEPTH,
            // The limit the shader validator applies.
            NumInstructionSlots: wgd3d9_shader::dxso::validate::PS_2_X_SLOTS as i32,
        },
        // Vertex samplers filter like pixel samplers.
        VertexTextureFilterCaps: filters,
        MaxVShaderInstructionsExecuted: 0xFFFF,
        MaxPShaderInstructionsExecuted: 0xFFFF,
        MaxVertexShader30InstructionSlots: wgd3d9_shader::dxso::validate::VS_3_0_SLOTS,
        MaxPixelShader30InstructionSlots: wgd3d9_shader::dxso::validate::PS_3_0_SLOTS,
    }
}

/// The display modes of the headless adapter, largest first: a fixed list, since
/// there is no display to ask.
pub const DISPLAY_MODES: &[(u32, u32)] = &[
    (1920, 1080),
    (1600, 900),
    (1280, 1024),
    (1280, 720),
    (1024, 768),
    (800, 600),
    (640, 480),
];

/// Refresh rate of every listed mode.
pub const REFRESH_RATE: u32 = 60;

/// Formats a display mode may have.
pub const DISPLAY_FORMATS: &[D3DFORMAT] = &[D3DFMT_X8R8G8B8];

#[cfg(test)]
mod tests;
