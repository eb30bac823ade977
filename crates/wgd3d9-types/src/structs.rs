//! The Direct3D 9 structures of `d3d9types.h`.
//!
//! On 32-bit x86 the SDK header is compiled under `#pragma pack(4)`; that
//! only changes the structures holding 64-bit integers
//! (`D3DADAPTER_IDENTIFIER9`, `D3DPRESENTSTATS`, `D3DMEMORYPRESSURE`), which
//! are declared `packed(4)` on that architecture here too.

use core::ffi::{c_char, c_void};
use core::ptr;

use crate::basetypes::{
    BOOL, BYTE, DWORD, FLOAT, GUID, HWND, INT, LARGE_INTEGER, LONG, SHORT, UINT, UINT64, USHORT, WORD,
};
use crate::enums::{
    D3DBASISTYPE, D3DDEGREETYPE, D3DDEVTYPE, D3DLIGHTTYPE, D3DMULTISAMPLE_TYPE, D3DPOOL, D3DRESOURCETYPE,
    D3DRTYPECOUNT, D3DSCANLINEORDERING, D3DSWAPEFFECT,
};
use crate::format::D3DFORMAT;

/// A 3-component vector.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DVECTOR {
    pub x: f32,
    pub y: f32,
    pub z: f32,
}

/// An RGBA colour with float components.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DCOLORVALUE {
    pub r: f32,
    pub g: f32,
    pub b: f32,
    pub a: f32,
}

/// A rectangle given by two corners (used by `Clear`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DRECT {
    pub x1: LONG,
    pub y1: LONG,
    pub x2: LONG,
    pub y2: LONG,
}

/// A 4x4 row-major matrix (`m[row][column]`, `_11` is `m[0][0]`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DMATRIX {
    pub m: [[f32; 4]; 4],
}

impl D3DMATRIX {
    /// The identity matrix.
    pub const IDENTITY: D3DMATRIX = D3DMATRIX {
        m: [
            [1.0, 0.0, 0.0, 0.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ],
    };
}

/// A viewport: pixel rectangle plus depth range.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DVIEWPORT9 {
    pub X: DWORD,
    pub Y: DWORD,
    pub Width: DWORD,
    pub Height: DWORD,
    pub MinZ: f32,
    pub MaxZ: f32,
}

/// Clip status (union and intersection of `D3DCS_*` bits).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DCLIPSTATUS9 {
    pub ClipUnion: DWORD,
    pub ClipIntersection: DWORD,
}

/// Fixed-function material.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DMATERIAL9 {
    pub Diffuse: D3DCOLORVALUE,
    pub Ambient: D3DCOLORVALUE,
    pub Specular: D3DCOLORVALUE,
    pub Emissive: D3DCOLORVALUE,
    pub Power: f32,
}

/// Fixed-function light.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DLIGHT9 {
    pub Type: D3DLIGHTTYPE,
    pub Diffuse: D3DCOLORVALUE,
    pub Specular: D3DCOLORVALUE,
    pub Ambient: D3DCOLORVALUE,
    pub Position: D3DVECTOR,
    pub Direction: D3DVECTOR,
    pub Range: f32,
    pub Falloff: f32,
    pub Attenuation0: f32,
    pub Attenuation1: f32,
    pub Attenuation2: f32,
    pub Theta: f32,
    pub Phi: f32,
}

/// One element of a vertex declaration. `Type`, `Method` and `Usage` hold
/// `D3DDECLTYPE`, `D3DDECLMETHOD` and `D3DDECLUSAGE` values.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DVERTEXELEMENT9 {
    pub Stream: WORD,
    pub Offset: WORD,
    pub Type: BYTE,
    pub Method: BYTE,
    pub Usage: BYTE,
    pub UsageIndex: BYTE,
}

/// A display mode.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DDISPLAYMODE {
    pub Width: UINT,
    pub Height: UINT,
    pub RefreshRate: UINT,
    pub Format: D3DFORMAT,
}

/// The parameters a device was created with.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct D3DDEVICE_CREATION_PARAMETERS {
    pub AdapterOrdinal: UINT,
    pub DeviceType: D3DDEVTYPE,
    pub hFocusWindow: HWND,
    pub BehaviorFlags: DWORD,
}

impl Default for D3DDEVICE_CREATION_PARAMETERS {
    fn default() -> Self {
        Self {
            AdapterOrdinal: 0,
            DeviceType: 0,
            hFocusWindow: ptr::null_mut(),
            BehaviorFlags: 0,
        }
    }
}

/// Presentation parameters of a device or swap chain.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct D3DPRESENT_PARAMETERS {
    pub BackBufferWidth: UINT,
    pub BackBufferHeight: UINT,
    pub BackBufferFormat: D3DFORMAT,
    pub BackBufferCount: UINT,

    pub MultiSampleType: D3DMULTISAMPLE_TYPE,
    pub MultiSampleQuality: DWORD,

    pub SwapEffect: D3DSWAPEFFECT,
    pub hDeviceWindow: HWND,
    pub Windowed: BOOL,
    pub EnableAutoDepthStencil: BOOL,
    pub AutoDepthStencilFormat: D3DFORMAT,
    pub Flags: DWORD,

    pub FullScreen_RefreshRateInHz: UINT,
    pub PresentationInterval: UINT,
}

impl Default for D3DPRESENT_PARAMETERS {
    fn default() -> Self {
        Self {
            BackBufferWidth: 0,
            BackBufferHeight: 0,
            BackBufferFormat: 0,
            BackBufferCount: 0,
            MultiSampleType: 0,
            MultiSampleQuality: 0,
            SwapEffect: 0,
            hDeviceWindow: ptr::null_mut(),
            Windowed: 0,
            EnableAutoDepthStencil: 0,
            AutoDepthStencilFormat: 0,
            Flags: 0,
            FullScreen_RefreshRateInHz: 0,
            PresentationInterval: 0,
        }
    }
}

/// Gamma ramp: 256 16-bit entries per channel.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct D3DGAMMARAMP {
    pub red: [WORD; 256],
    pub green: [WORD; 256],
    pub blue: [WORD; 256],
}

impl Default for D3DGAMMARAMP {
    fn default() -> Self {
        Self {
            red: [0; 256],
            green: [0; 256],
            blue: [0; 256],
        }
    }
}

/// Description of a vertex buffer.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DVERTEXBUFFER_DESC {
    pub Format: D3DFORMAT,
    pub Type: D3DRESOURCETYPE,
    pub Usage: DWORD,
    pub Pool: D3DPOOL,
    pub Size: UINT,
    pub FVF: DWORD,
}

/// Description of an index buffer.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DINDEXBUFFER_DESC {
    pub Format: D3DFORMAT,
    pub Type: D3DRESOURCETYPE,
    pub Usage: DWORD,
    pub Pool: D3DPOOL,
    pub Size: UINT,
}

/// Description of a surface.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DSURFACE_DESC {
    pub Format: D3DFORMAT,
    pub Type: D3DRESOURCETYPE,
    pub Usage: DWORD,
    pub Pool: D3DPOOL,

    pub MultiSampleType: D3DMULTISAMPLE_TYPE,
    pub MultiSampleQuality: DWORD,
    pub Width: UINT,
    pub Height: UINT,
}

/// Description of a volume.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DVOLUME_DESC {
    pub Format: D3DFORMAT,
    pub Type: D3DRESOURCETYPE,
    pub Usage: DWORD,
    pub Pool: D3DPOOL,

    pub Width: UINT,
    pub Height: UINT,
    pub Depth: UINT,
}

/// A locked rectangle: row pitch in bytes and a pointer to the first byte.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct D3DLOCKED_RECT {
    pub Pitch: INT,
    pub pBits: *mut c_void,
}

impl Default for D3DLOCKED_RECT {
    fn default() -> Self {
        Self {
            Pitch: 0,
            pBits: ptr::null_mut(),
        }
    }
}

/// A box in a volume (right, bottom and back are exclusive).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DBOX {
    pub Left: UINT,
    pub Top: UINT,
    pub Right: UINT,
    pub Bottom: UINT,
    pub Front: UINT,
    pub Back: UINT,
}

/// A locked box: row and slice pitches in bytes and a pointer to the first
/// byte.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct D3DLOCKED_BOX {
    pub RowPitch: INT,
    pub SlicePitch: INT,
    pub pBits: *mut c_void,
}

impl Default for D3DLOCKED_BOX {
    fn default() -> Self {
        Self {
            RowPitch: 0,
            SlicePitch: 0,
            pBits: ptr::null_mut(),
        }
    }
}

/// A range of bytes or elements.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DRANGE {
    pub Offset: UINT,
    pub Size: UINT,
}

/// Description of a rectangular high-order patch.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DRECTPATCH_INFO {
    pub StartVertexOffsetWidth: UINT,
    pub StartVertexOffsetHeight: UINT,
    pub Width: UINT,
    pub Height: UINT,
    pub Stride: UINT,
    pub Basis: D3DBASISTYPE,
    pub Degree: D3DDEGREETYPE,
}

/// Description of a triangular high-order patch.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DTRIPATCH_INFO {
    pub StartVertexOffset: UINT,
    pub NumVertices: UINT,
    pub Basis: D3DBASISTYPE,
    pub Degree: D3DDEGREETYPE,
}

/// Maximum length of the `Driver` and `Description` strings of
/// `D3DADAPTER_IDENTIFIER9`.
pub const MAX_DEVICE_IDENTIFIER_STRING: usize = 512;

/// Identification of an adapter and its driver.
///
/// 1104 bytes on 64-bit targets; 1100 bytes on 32-bit x86, where the SDK
/// packs it to 4 bytes.
#[cfg_attr(not(target_arch = "x86"), repr(C))]
#[cfg_attr(target_arch = "x86", repr(C, packed(4)))]
#[derive(Clone, Copy, Debug)]
pub struct D3DADAPTER_IDENTIFIER9 {
    pub Driver: [c_char; MAX_DEVICE_IDENTIFIER_STRING],
    pub Description: [c_char; MAX_DEVICE_IDENTIFIER_STRING],
    /// Device name for GDI (for example `\\.\DISPLAY1`).
    pub DeviceName: [c_char; 32],

    /// Driver version: product and version in the high DWORD, sub-version
    /// and build in the low DWORD.
    pub DriverVersion: LARGE_INTEGER,

    pub VendorId: DWORD,
    pub DeviceId: DWORD,
    pub SubSysId: DWORD,
    pub Revision: DWORD,

    pub DeviceIdentifier: GUID,

    pub WHQLLevel: DWORD,
}

impl Default for D3DADAPTER_IDENTIFIER9 {
    fn default() -> Self {
        Self {
            Driver: [0; MAX_DEVICE_IDENTIFIER_STRING],
            Description: [0; MAX_DEVICE_IDENTIFIER_STRING],
            DeviceName: [0; 32],
            DriverVersion: 0,
            VendorId: 0,
            DeviceId: 0,
            SubSysId: 0,
            Revision: 0,
            DeviceIdentifier: GUID::new(0, 0, 0, [0; 8]),
            WHQLLevel: 0,
        }
    }
}

/// Raster status of a swap chain's monitor.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DRASTER_STATUS {
    pub InVBlank: BOOL,
    pub ScanLine: UINT,
}

/// Resource manager statistics of one resource type.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DRESOURCESTATS {
    pub bThrashing: BOOL,
    pub ApproxBytesDownloaded: DWORD,
    pub NumEvicts: DWORD,
    pub NumVidCreates: DWORD,
    pub LastPri: DWORD,
    pub NumUsed: DWORD,
    pub NumUsedInVidMem: DWORD,
    pub WorkingSet: DWORD,
    pub WorkingSetBytes: DWORD,
    pub TotalManaged: DWORD,
    pub TotalBytes: DWORD,
}

/// Result of a `D3DQUERYTYPE_RESOURCEMANAGER` query.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DDEVINFO_RESOURCEMANAGER {
    pub stats: [D3DRESOURCESTATS; D3DRTYPECOUNT],
}

/// Result of a `D3DQUERYTYPE_VERTEXSTATS` query.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DDEVINFO_D3DVERTEXSTATS {
    pub NumRenderedTriangles: DWORD,
    pub NumExtraClippingTriangles: DWORD,
}

/// Result of a `D3DQUERYTYPE_VCACHE` query.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DDEVINFO_VCACHE {
    /// Bit pattern; the value `CACH` (as a FOURCC) means the data is valid.
    pub Pattern: DWORD,
    /// 0 for a longest-strip optimisation, 1 for a vertex cache one.
    pub OptMethod: DWORD,
    /// Cache size to optimise for (only with `OptMethod` 1).
    pub CacheSize: DWORD,
    /// Used internally by the mesh optimiser.
    pub MagicNumber: DWORD,
}

/// Result of a `D3DQUERYTYPE_PIPELINETIMINGS` query.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DDEVINFO_D3D9PIPELINETIMINGS {
    pub VertexProcessingTimePercent: FLOAT,
    pub PixelProcessingTimePercent: FLOAT,
    pub OtherGPUProcessingTimePercent: FLOAT,
    pub GPUIdleTimePercent: FLOAT,
}

/// Result of a `D3DQUERYTYPE_INTERFACETIMINGS` query.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DDEVINFO_D3D9INTERFACETIMINGS {
    pub WaitingForGPUToUseApplicationResourceTimePercent: FLOAT,
    pub WaitingForGPUToAcceptMoreCommandsTimePercent: FLOAT,
    pub WaitingForGPUToStayWithinLatencyTimePercent: FLOAT,
    pub WaitingForGPUExclusiveResourceTimePercent: FLOAT,
    pub WaitingForGPUOtherTimePercent: FLOAT,
}

/// Result of a `D3DQUERYTYPE_VERTEXTIMINGS` or `D3DQUERYTYPE_PIXELTIMINGS`
/// query.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DDEVINFO_D3D9STAGETIMINGS {
    pub MemoryProcessingPercent: FLOAT,
    pub ComputationProcessingPercent: FLOAT,
}

/// Result of a `D3DQUERYTYPE_BANDWIDTHTIMINGS` query.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DDEVINFO_D3D9BANDWIDTHTIMINGS {
    pub MaxBandwidthUtilized: FLOAT,
    pub FrontEndUploadMemoryUtilizedPercent: FLOAT,
    pub VertexRateUtilizedPercent: FLOAT,
    pub TriangleSetupRateUtilizedPercent: FLOAT,
    pub FillRateUtilizedPercent: FLOAT,
}

/// Result of a `D3DQUERYTYPE_CACHEUTILIZATION` query.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct D3DDEVINFO_D3D9CACHEUTILIZATION {
    pub TextureCacheHitRate: FLOAT,
    pub PostTransformVertexCacheHitRate: FLOAT,
}

/// Result of a `D3DQUERYTYPE_MEMORYPRESSURE` query (9Ex).
///
/// 24 bytes on 64-bit targets; 20 bytes on 32-bit x86 (packed to 4).
#[cfg_attr(not(target_arch = "x86"), repr(C))]
#[cfg_attr(target_arch = "x86", repr(C, packed(4)))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DMEMORYPRESSURE {
    pub BytesEvictedFromProcess: UINT64,
    pub SizeOfInefficientAllocation: UINT64,
    pub LevelOfEfficiency: DWORD,
}

/// A display mode with scanline ordering (9Ex); `Size` must be
/// `size_of::<D3DDISPLAYMODEEX>()`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DDISPLAYMODEEX {
    pub Size: UINT,
    pub Width: UINT,
    pub Height: UINT,
    pub RefreshRate: UINT,
    pub Format: D3DFORMAT,
    pub ScanLineOrdering: D3DSCANLINEORDERING,
}

/// Filter for display mode enumeration (9Ex); `Size` must be
/// `size_of::<D3DDISPLAYMODEFILTER>()`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DDISPLAYMODEFILTER {
    pub Size: UINT,
    pub Format: D3DFORMAT,
    pub ScanLineOrdering: D3DSCANLINEORDERING,
}

/// Presentation statistics of a swap chain (9Ex).
///
/// 32 bytes on 64-bit targets; 28 bytes on 32-bit x86 (packed to 4).
#[cfg_attr(not(target_arch = "x86"), repr(C))]
#[cfg_attr(target_arch = "x86", repr(C, packed(4)))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DPRESENTSTATS {
    pub PresentCount: UINT,
    pub PresentRefreshCount: UINT,
    pub SyncRefreshCount: UINT,
    pub SyncQPCTime: LARGE_INTEGER,
    pub SyncGPUTime: LARGE_INTEGER,
}

/// Source rectangle of ComposeRects (9Ex).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DCOMPOSERECTDESC {
    pub X: USHORT,
    pub Y: USHORT,
    pub Width: USHORT,
    pub Height: USHORT,
}

/// Destination of one ComposeRects rectangle (9Ex).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct D3DCOMPOSERECTDESTINATION {
    pub SrcRectIndex: USHORT,
    pub Reserved: USHORT,
    pub X: SHORT,
    pub Y: SHORT,
}
