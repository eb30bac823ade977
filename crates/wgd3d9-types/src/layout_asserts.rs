//! Compile-time checks of the ABI: the size, alignment and every field
//! offset of each structure, and the slot count and selected slot offsets
//! of each vtable.
//!
//! Figures that do not depend on the pointer width are checked on every
//! target; the others are checked for 64-bit targets and for 32-bit x86
//! (where the SDK packs its 64-bit integer fields to 4 bytes).

use core::mem::{align_of, offset_of, size_of};

use crate::*;

/// Asserts the size and alignment of a type and the offsets of its fields.
macro_rules! layout {
    ($t:ty, size: $size:expr, align: $align:expr $(, $field:ident: $off:expr)* $(,)?) => {
        const _: () = assert!(size_of::<$t>() == $size);
        const _: () = assert!(align_of::<$t>() == $align);
        $(const _: () = assert!(offset_of!($t, $field) == $off);)*
    };
}

/// Asserts that a vtable holds exactly `SLOTS` pointer-sized slots.
macro_rules! vtable_slots {
    ($($t:ty),* $(,)?) => {
        $(const _: () = assert!(size_of::<$t>() == <$t>::SLOTS * size_of::<usize>());)*
    };
}

/// Asserts that a vtable method sits in the given slot.
macro_rules! slot {
    ($t:ty, $field:ident, $slot:expr) => {
        const _: () = assert!(offset_of!($t, $field) == $slot * size_of::<usize>());
    };
}

// Structures whose layout is the same on every supported target.
layout!(GUID, size: 16, align: 4, Data1: 0, Data2: 4, Data3: 6, Data4: 8);
layout!(RECT, size: 16, align: 4, left: 0, top: 4, right: 8, bottom: 12);
layout!(POINT, size: 8, align: 4, x: 0, y: 4);
layout!(SIZE, size: 8, align: 4, cx: 0, cy: 4);
layout!(LUID, size: 8, align: 4, LowPart: 0, HighPart: 4);
layout!(PALETTEENTRY, size: 4, align: 1, peRed: 0, peGreen: 1, peBlue: 2, peFlags: 3);
layout!(
    RGNDATAHEADER, size: 32, align: 4,
    dwSize: 0, iType: 4, nCount: 8, nRgnSize: 12, rcBound: 16,
);
layout!(RGNDATA, size: 36, align: 4, rdh: 0, Buffer: 32);
layout!(D3DVECTOR, size: 12, align: 4, x: 0, y: 4, z: 8);
layout!(D3DCOLORVALUE, size: 16, align: 4, r: 0, g: 4, b: 8, a: 12);
layout!(D3DRECT, size: 16, align: 4, x1: 0, y1: 4, x2: 8, y2: 12);
layout!(D3DMATRIX, size: 64, align: 4, m: 0);
layout!(D3DVIEWPORT9, size: 24, align: 4, X: 0, Y: 4, Width: 8, Height: 12, MinZ: 16, MaxZ: 20);
layout!(D3DCLIPSTATUS9, size: 8, align: 4, ClipUnion: 0, ClipIntersection: 4);
layout!(
    D3DMATERIAL9, size: 68, align: 4,
    Diffuse: 0, Ambient: 16, Specular: 32, Emissive: 48, Power: 64,
);
layout!(
    D3DLIGHT9, size: 104, align: 4,
    Type: 0, Diffuse: 4, Specular: 20, Ambient: 36, Position: 52, Direction: 64, Range: 76,
    Falloff: 80, Attenuation0: 84, Attenuation1: 88, Attenuation2: 92, Theta: 96, Phi: 100,
);
layout!(
    D3DVERTEXELEMENT9, size: 8, align: 2,
    Stream: 0, Offset: 2, Type: 4, Method: 5, Usage: 6, UsageIndex: 7,
);
layout!(D3DDISPLAYMODE, size: 16, align: 4, Width: 0, Height: 4, RefreshRate: 8, Format: 12);
layout!(D3DGAMMARAMP, size: 1536, align: 2, red: 0, green: 512, blue: 1024);
layout!(
    D3DVERTEXBUFFER_DESC, size: 24, align: 4,
    Format: 0, Type: 4, Usage: 8, Pool: 12, Size: 16, FVF: 20,
);
layout!(D3DINDEXBUFFER_DESC, size: 20, align: 4, Format: 0, Type: 4, Usage: 8, Pool: 12, Size: 16);
layout!(
    D3DSURFACE_DESC, size: 32, align: 4,
    Format: 0, Type: 4, Usage: 8, Pool: 12, MultiSampleType: 16, MultiSampleQuality: 20, Width: 24,
    Height: 28,
);
layout!(
    D3DVOLUME_DESC, size: 28, align: 4,
    Format: 0, Type: 4, Usage: 8, Pool: 12, Width: 16, Height: 20, Depth: 24,
);
layout!(D3DBOX, size: 24, align: 4, Left: 0, Top: 4, Right: 8, Bottom: 12, Front: 16, Back: 20);
layout!(D3DRANGE, size: 8, align: 4, Offset: 0, Size: 4);
layout!(
    D3DRECTPATCH_INFO, size: 28, align: 4,
    StartVertexOffsetWidth: 0, StartVertexOffsetHeight: 4, Width: 8, Height: 12, Stride: 16,
    Basis: 20, Degree: 24,
);
layout!(
    D3DTRIPATCH_INFO, size: 16, align: 4,
    StartVertexOffset: 0, NumVertices: 4, Basis: 8, Degree: 12,
);
layout!(D3DRASTER_STATUS, size: 8, align: 4, InVBlank: 0, ScanLine: 4);
layout!(
    D3DRESOURCESTATS, size: 44, align: 4,
    bThrashing: 0, ApproxBytesDownloaded: 4, NumEvicts: 8, NumVidCreates: 12, LastPri: 16,
    NumUsed: 20, NumUsedInVidMem: 24, WorkingSet: 28, WorkingSetBytes: 32, TotalManaged: 36,
    TotalBytes: 40,
);
layout!(D3DDEVINFO_RESOURCEMANAGER, size: 352, align: 4, stats: 0);
layout!(
    D3DDEVINFO_D3DVERTEXSTATS, size: 8, align: 4,
    NumRenderedTriangles: 0, NumExtraClippingTriangles: 4,
);
layout!(
    D3DDEVINFO_VCACHE, size: 16, align: 4,
    Pattern: 0, OptMethod: 4, CacheSize: 8, MagicNumber: 12,
);
layout!(
    D3DDEVINFO_D3D9PIPELINETIMINGS, size: 16, align: 4,
    VertexProcessingTimePercent: 0, PixelProcessingTimePercent: 4, OtherGPUProcessingTimePercent: 8,
    GPUIdleTimePercent: 12,
);
layout!(
    D3DDEVINFO_D3D9INTERFACETIMINGS, size: 20, align: 4,
    WaitingForGPUToUseApplicationResourceTimePercent: 0,
    WaitingForGPUToAcceptMoreCommandsTimePercent: 4, WaitingForGPUToStayWithinLatencyTimePercent: 8,
    WaitingForGPUExclusiveResourceTimePercent: 12, WaitingForGPUOtherTimePercent: 16,
);
layout!(
    D3DDEVINFO_D3D9STAGETIMINGS, size: 8, align: 4,
    MemoryProcessingPercent: 0, ComputationProcessingPercent: 4,
);
layout!(
    D3DDEVINFO_D3D9BANDWIDTHTIMINGS, size: 20, align: 4,
    MaxBandwidthUtilized: 0, FrontEndUploadMemoryUtilizedPercent: 4, VertexRateUtilizedPercent: 8,
    TriangleSetupRateUtilizedPercent: 12, FillRateUtilizedPercent: 16,
);
layout!(
    D3DDEVINFO_D3D9CACHEUTILIZATION, size: 8, align: 4,
    TextureCacheHitRate: 0, PostTransformVertexCacheHitRate: 4,
);
layout!(
    D3DDISPLAYMODEEX, size: 24, align: 4,
    Size: 0, Width: 4, Height: 8, RefreshRate: 12, Format: 16, ScanLineOrdering: 20,
);
layout!(D3DDISPLAYMODEFILTER, size: 12, align: 4, Size: 0, Format: 4, ScanLineOrdering: 8);
layout!(D3DCOMPOSERECTDESC, size: 8, align: 2, X: 0, Y: 2, Width: 4, Height: 6);
layout!(D3DCOMPOSERECTDESTINATION, size: 8, align: 2, SrcRectIndex: 0, Reserved: 2, X: 4, Y: 6);
layout!(
    D3DVSHADERCAPS2_0, size: 16, align: 4,
    Caps: 0, DynamicFlowControlDepth: 4, NumTemps: 8, StaticFlowControlDepth: 12,
);
layout!(
    D3DPSHADERCAPS2_0, size: 20, align: 4,
    Caps: 0, DynamicFlowControlDepth: 4, NumTemps: 8, StaticFlowControlDepth: 12,
    NumInstructionSlots: 16,
);
layout!(
    D3DOVERLAYCAPS, size: 12, align: 4,
    Caps: 0, MaxOverlayDisplayWidth: 4, MaxOverlayDisplayHeight: 8,
);
layout!(
    D3DCAPS9, size: 304, align: 4,
    DeviceType: 0, AdapterOrdinal: 4, Caps: 8, Caps2: 12, Caps3: 16, PresentationIntervals: 20,
    CursorCaps: 24, DevCaps: 28, PrimitiveMiscCaps: 32, RasterCaps: 36, ZCmpCaps: 40,
    SrcBlendCaps: 44, DestBlendCaps: 48, AlphaCmpCaps: 52, ShadeCaps: 56, TextureCaps: 60,
    TextureFilterCaps: 64, CubeTextureFilterCaps: 68, VolumeTextureFilterCaps: 72,
    TextureAddressCaps: 76, VolumeTextureAddressCaps: 80, LineCaps: 84, MaxTextureWidth: 88,
    MaxTextureHeight: 92, MaxVolumeExtent: 96, MaxTextureRepeat: 100, MaxTextureAspectRatio: 104,
    MaxAnisotropy: 108, MaxVertexW: 112, GuardBandLeft: 116, GuardBandTop: 120, GuardBandRight: 124,
    GuardBandBottom: 128, ExtentsAdjust: 132, StencilCaps: 136, FVFCaps: 140, TextureOpCaps: 144,
    MaxTextureBlendStages: 148, MaxSimultaneousTextures: 152, VertexProcessingCaps: 156,
    MaxActiveLights: 160, MaxUserClipPlanes: 164, MaxVertexBlendMatrices: 168,
    MaxVertexBlendMatrixIndex: 172, MaxPointSize: 176, MaxPrimitiveCount: 180, MaxVertexIndex: 184,
    MaxStreams: 188, MaxStreamStride: 192, VertexShaderVersion: 196, MaxVertexShaderConst: 200,
    PixelShaderVersion: 204, PixelShader1xMaxValue: 208, DevCaps2: 212,
    MaxNpatchTessellationLevel: 216, Reserved5: 220, MasterAdapterOrdinal: 224,
    AdapterOrdinalInGroup: 228, NumberOfAdaptersInGroup: 232, DeclTypes: 236,
    NumSimultaneousRTs: 240, StretchRectFilterCaps: 244, VS20Caps: 248, PS20Caps: 264,
    VertexTextureFilterCaps: 284, MaxVShaderInstructionsExecuted: 288,
    MaxPShaderInstructionsExecuted: 292, MaxVertexShader30InstructionSlots: 296,
    MaxPixelShader30InstructionSlots: 300,
);

/// Pointer-width dependent layouts on 64-bit targets.
#[cfg(target_pointer_width = "64")]
mod layout64 {
    use super::*;

    layout!(
        D3DDEVICE_CREATION_PARAMETERS, size: 24, align: 8,
        AdapterOrdinal: 0, DeviceType: 4, hFocusWindow: 8, BehaviorFlags: 16,
    );
    layout!(
        D3DPRESENT_PARAMETERS, size: 64, align: 8,
        BackBufferWidth: 0, BackBufferHeight: 4, BackBufferFormat: 8, BackBufferCount: 12,
        MultiSampleType: 16, MultiSampleQuality: 20, SwapEffect: 24, hDeviceWindow: 32,
        Windowed: 40, EnableAutoDepthStencil: 44, AutoDepthStencilFormat: 48, Flags: 52,
        FullScreen_RefreshRateInHz: 56, PresentationInterval: 60,
    );
    layout!(D3DLOCKED_RECT, size: 16, align: 8, Pitch: 0, pBits: 8);
    layout!(D3DLOCKED_BOX, size: 16, align: 8, RowPitch: 0, SlicePitch: 4, pBits: 8);
    layout!(
        D3DADAPTER_IDENTIFIER9, size: 1104, align: 8,
        Driver: 0, Description: 512, DeviceName: 1024, DriverVersion: 1056, VendorId: 1064,
        DeviceId: 1068, SubSysId: 1072, Revision: 1076, DeviceIdentifier: 1080, WHQLLevel: 1096,
    );
    layout!(
        D3DMEMORYPRESSURE, size: 24, align: 8,
        BytesEvictedFromProcess: 0, SizeOfInefficientAllocation: 8, LevelOfEfficiency: 16,
    );
    layout!(
        D3DPRESENTSTATS, size: 32, align: 8,
        PresentCount: 0, PresentRefreshCount: 4, SyncRefreshCount: 8, SyncQPCTime: 16,
        SyncGPUTime: 24,
    );
    layout!(
        D3DCONTENTPROTECTIONCAPS, size: 40, align: 8,
        Caps: 0, KeyExchangeType: 4, BufferAlignmentStart: 20, BlockAlignmentSize: 24,
        ProtectedMemorySize: 32,
    );
}

/// Pointer-width dependent layouts on 32-bit x86 (SDK `#pragma pack(4)`).
#[cfg(all(target_pointer_width = "32", target_arch = "x86"))]
mod layout32 {
    use super::*;

    layout!(
        D3DDEVICE_CREATION_PARAMETERS, size: 16, align: 4,
        AdapterOrdinal: 0, DeviceType: 4, hFocusWindow: 8, BehaviorFlags: 12,
    );
    layout!(
        D3DPRESENT_PARAMETERS, size: 56, align: 4,
        BackBufferWidth: 0, BackBufferHeight: 4, BackBufferFormat: 8, BackBufferCount: 12,
        MultiSampleType: 16, MultiSampleQuality: 20, SwapEffect: 24, hDeviceWindow: 28,
        Windowed: 32, EnableAutoDepthStencil: 36, AutoDepthStencilFormat: 40, Flags: 44,
        FullScreen_RefreshRateInHz: 48, PresentationInterval: 52,
    );
    layout!(D3DLOCKED_RECT, size: 8, align: 4, Pitch: 0, pBits: 4);
    layout!(D3DLOCKED_BOX, size: 12, align: 4, RowPitch: 0, SlicePitch: 4, pBits: 8);
    layout!(
        D3DADAPTER_IDENTIFIER9, size: 1100, align: 4,
        Driver: 0, Description: 512, DeviceName: 1024, DriverVersion: 1056, VendorId: 1064,
        DeviceId: 1068, SubSysId: 1072, Revision: 1076, DeviceIdentifier: 1080, WHQLLevel: 1096,
    );
    layout!(
        D3DMEMORYPRESSURE, size: 20, align: 4,
        BytesEvictedFromProcess: 0, SizeOfInefficientAllocation: 8, LevelOfEfficiency: 16,
    );
    layout!(
        D3DPRESENTSTATS, size: 28, align: 4,
        PresentCount: 0, PresentRefreshCount: 4, SyncRefreshCount: 8, SyncQPCTime: 12,
        SyncGPUTime: 20,
    );
    layout!(
        D3DCONTENTPROTECTIONCAPS, size: 36, align: 4,
        Caps: 0, KeyExchangeType: 4, BufferAlignmentStart: 20, BlockAlignmentSize: 24,
        ProtectedMemorySize: 28,
    );
}

// Interface structs hold only the vtable pointer.
layout!(IUnknown, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3D9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3D9Ex, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DDevice9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DDevice9Ex, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DSwapChain9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DSwapChain9Ex, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DResource9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DBaseTexture9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DTexture9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DCubeTexture9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DVolumeTexture9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DSurface9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DVolume9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DVertexBuffer9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DIndexBuffer9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DVertexDeclaration9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DVertexShader9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DPixelShader9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DStateBlock9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);
layout!(IDirect3DQuery9, size: size_of::<usize>(), align: align_of::<usize>(), lpVtbl: 0);

vtable_slots!(
    IUnknownVtbl,
    IDirect3D9Vtbl,
    IDirect3D9ExVtbl,
    IDirect3DDevice9Vtbl,
    IDirect3DDevice9ExVtbl,
    IDirect3DSwapChain9Vtbl,
    IDirect3DSwapChain9ExVtbl,
    IDirect3DResource9Vtbl,
    IDirect3DBaseTexture9Vtbl,
    IDirect3DTexture9Vtbl,
    IDirect3DCubeTexture9Vtbl,
    IDirect3DVolumeTexture9Vtbl,
    IDirect3DSurface9Vtbl,
    IDirect3DVolume9Vtbl,
    IDirect3DVertexBuffer9Vtbl,
    IDirect3DIndexBuffer9Vtbl,
    IDirect3DVertexDeclaration9Vtbl,
    IDirect3DVertexShader9Vtbl,
    IDirect3DPixelShader9Vtbl,
    IDirect3DStateBlock9Vtbl,
    IDirect3DQuery9Vtbl,
);

// Selected slots (the ones most often called by index from assembly or
// hooking code), plus the last slot of every vtable.
slot!(IDirect3DDevice9Vtbl, Present, 17);
slot!(IDirect3DDevice9Vtbl, CreateTexture, 23);
slot!(IDirect3DDevice9Vtbl, CreateVertexBuffer, 26);
slot!(IDirect3DDevice9Vtbl, GetRenderTargetData, 32);
slot!(IDirect3DDevice9Vtbl, Clear, 43);
slot!(IDirect3DDevice9Vtbl, SetRenderState, 57);
slot!(IDirect3DDevice9Vtbl, SetTexture, 65);
slot!(IDirect3DDevice9Vtbl, DrawPrimitive, 81);
slot!(IDirect3DDevice9Vtbl, SetFVF, 89);
slot!(IDirect3DDevice9Vtbl, SetStreamSource, 100);
slot!(IDirect3DDevice9Vtbl, CreateQuery, 118);
slot!(IDirect3D9Vtbl, CreateDevice, 16);
slot!(IDirect3DDevice9ExVtbl, CreateQuery, 118);
slot!(IDirect3DDevice9ExVtbl, SetConvolutionMonoKernel, 119);
slot!(IDirect3DDevice9ExVtbl, PresentEx, 121);
slot!(IDirect3DDevice9ExVtbl, ResetEx, 132);
slot!(IUnknownVtbl, Release, 2);
slot!(IDirect3D9ExVtbl, GetAdapterLUID, 21);
slot!(IDirect3DDevice9ExVtbl, GetDisplayModeEx, 133);
slot!(IDirect3DSwapChain9Vtbl, GetPresentParameters, 9);
slot!(IDirect3DSwapChain9ExVtbl, GetDisplayModeEx, 12);
slot!(IDirect3DResource9Vtbl, GetType, 10);
slot!(IDirect3DBaseTexture9Vtbl, GenerateMipSubLevels, 16);
slot!(IDirect3DTexture9Vtbl, AddDirtyRect, 21);
slot!(IDirect3DCubeTexture9Vtbl, AddDirtyRect, 21);
slot!(IDirect3DVolumeTexture9Vtbl, AddDirtyBox, 21);
slot!(IDirect3DSurface9Vtbl, ReleaseDC, 16);
slot!(IDirect3DVolume9Vtbl, UnlockBox, 10);
slot!(IDirect3DVertexBuffer9Vtbl, GetDesc, 13);
slot!(IDirect3DIndexBuffer9Vtbl, GetDesc, 13);
slot!(IDirect3DVertexDeclaration9Vtbl, GetDeclaration, 4);
slot!(IDirect3DVertexShader9Vtbl, GetFunction, 4);
slot!(IDirect3DPixelShader9Vtbl, GetFunction, 4);
slot!(IDirect3DStateBlock9Vtbl, Apply, 5);
slot!(IDirect3DQuery9Vtbl, GetData, 7);
