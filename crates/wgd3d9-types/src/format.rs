//! `D3DFORMAT` values: the numbered SDK formats, the FOURCC formats of the
//! SDK, and the widely used vendor FOURCC formats (INTZ, DF24, NULL, ...).

/// Surface, texture, buffer and index format (`D3DFORMAT`).
pub type D3DFORMAT = u32;

/// Packs four characters into a FOURCC code (`a` in the low byte), as the
/// SDK's `MAKEFOURCC` macro does.
pub const fn make_fourcc(a: u8, b: u8, c: u8, d: u8) -> u32 {
    (a as u32) | ((b as u32) << 8) | ((c as u32) << 16) | ((d as u32) << 24)
}

/// Same as [`make_fourcc`], under the SDK macro's name.
pub const fn MAKEFOURCC(a: u8, b: u8, c: u8, d: u8) -> u32 {
    make_fourcc(a, b, c, d)
}

pub const D3DFMT_UNKNOWN: D3DFORMAT = 0;

pub const D3DFMT_R8G8B8: D3DFORMAT = 20;
pub const D3DFMT_A8R8G8B8: D3DFORMAT = 21;
pub const D3DFMT_X8R8G8B8: D3DFORMAT = 22;
pub const D3DFMT_R5G6B5: D3DFORMAT = 23;
pub const D3DFMT_X1R5G5B5: D3DFORMAT = 24;
pub const D3DFMT_A1R5G5B5: D3DFORMAT = 25;
pub const D3DFMT_A4R4G4B4: D3DFORMAT = 26;
pub const D3DFMT_R3G3B2: D3DFORMAT = 27;
pub const D3DFMT_A8: D3DFORMAT = 28;
pub const D3DFMT_A8R3G3B2: D3DFORMAT = 29;
pub const D3DFMT_X4R4G4B4: D3DFORMAT = 30;
pub const D3DFMT_A2B10G10R10: D3DFORMAT = 31;
pub const D3DFMT_A8B8G8R8: D3DFORMAT = 32;
pub const D3DFMT_X8B8G8R8: D3DFORMAT = 33;
pub const D3DFMT_G16R16: D3DFORMAT = 34;
pub const D3DFMT_A2R10G10B10: D3DFORMAT = 35;
pub const D3DFMT_A16B16G16R16: D3DFORMAT = 36;

pub const D3DFMT_A8P8: D3DFORMAT = 40;
pub const D3DFMT_P8: D3DFORMAT = 41;

pub const D3DFMT_L8: D3DFORMAT = 50;
pub const D3DFMT_A8L8: D3DFORMAT = 51;
pub const D3DFMT_A4L4: D3DFORMAT = 52;

pub const D3DFMT_V8U8: D3DFORMAT = 60;
pub const D3DFMT_L6V5U5: D3DFORMAT = 61;
pub const D3DFMT_X8L8V8U8: D3DFORMAT = 62;
pub const D3DFMT_Q8W8V8U8: D3DFORMAT = 63;
pub const D3DFMT_V16U16: D3DFORMAT = 64;
pub const D3DFMT_A2W10V10U10: D3DFORMAT = 67;

pub const D3DFMT_UYVY: D3DFORMAT = make_fourcc(b'U', b'Y', b'V', b'Y');
pub const D3DFMT_R8G8_B8G8: D3DFORMAT = make_fourcc(b'R', b'G', b'B', b'G');
pub const D3DFMT_YUY2: D3DFORMAT = make_fourcc(b'Y', b'U', b'Y', b'2');
pub const D3DFMT_G8R8_G8B8: D3DFORMAT = make_fourcc(b'G', b'R', b'G', b'B');
pub const D3DFMT_DXT1: D3DFORMAT = make_fourcc(b'D', b'X', b'T', b'1');
pub const D3DFMT_DXT2: D3DFORMAT = make_fourcc(b'D', b'X', b'T', b'2');
pub const D3DFMT_DXT3: D3DFORMAT = make_fourcc(b'D', b'X', b'T', b'3');
pub const D3DFMT_DXT4: D3DFORMAT = make_fourcc(b'D', b'X', b'T', b'4');
pub const D3DFMT_DXT5: D3DFORMAT = make_fourcc(b'D', b'X', b'T', b'5');

pub const D3DFMT_D16_LOCKABLE: D3DFORMAT = 70;
pub const D3DFMT_D32: D3DFORMAT = 71;
pub const D3DFMT_D15S1: D3DFORMAT = 73;
pub const D3DFMT_D24S8: D3DFORMAT = 75;
pub const D3DFMT_D24X8: D3DFORMAT = 77;
pub const D3DFMT_D24X4S4: D3DFORMAT = 79;
pub const D3DFMT_D16: D3DFORMAT = 80;

pub const D3DFMT_D32F_LOCKABLE: D3DFORMAT = 82;
pub const D3DFMT_D24FS8: D3DFORMAT = 83;

pub const D3DFMT_D32_LOCKABLE: D3DFORMAT = 84;
pub const D3DFMT_S8_LOCKABLE: D3DFORMAT = 85;

pub const D3DFMT_L16: D3DFORMAT = 81;

pub const D3DFMT_VERTEXDATA: D3DFORMAT = 100;
pub const D3DFMT_INDEX16: D3DFORMAT = 101;
pub const D3DFMT_INDEX32: D3DFORMAT = 102;

pub const D3DFMT_Q16W16V16U16: D3DFORMAT = 110;

pub const D3DFMT_MULTI2_ARGB8: D3DFORMAT = make_fourcc(b'M', b'E', b'T', b'1');

pub const D3DFMT_R16F: D3DFORMAT = 111;
pub const D3DFMT_G16R16F: D3DFORMAT = 112;
pub const D3DFMT_A16B16G16R16F: D3DFORMAT = 113;

pub const D3DFMT_R32F: D3DFORMAT = 114;
pub const D3DFMT_G32R32F: D3DFORMAT = 115;
pub const D3DFMT_A32B32G32R32F: D3DFORMAT = 116;

pub const D3DFMT_CxV8U8: D3DFORMAT = 117;

pub const D3DFMT_A1: D3DFORMAT = 118;
pub const D3DFMT_A2B10G10R10_XR_BIAS: D3DFORMAT = 119;
pub const D3DFMT_BINARYBUFFER: D3DFORMAT = 199;

pub const D3DFMT_FORCE_DWORD: D3DFORMAT = 0x7fff_ffff;

/// Largest width of a `D3DFMT_A1` surface.
pub const D3DFMT_A1_SURFACE_MAXWIDTH: u32 = 8192;
/// Largest height of a `D3DFMT_A1` surface.
pub const D3DFMT_A1_SURFACE_MAXHEIGHT: u32 = 2048;

// Vendor FOURCC formats (not in the SDK headers, but queried by many
// applications through CheckDeviceFormat).

/// Depth-stencil texture readable as a 32-bit depth value.
pub const D3DFMT_INTZ: D3DFORMAT = make_fourcc(b'I', b'N', b'T', b'Z');
/// 16-bit depth texture that can be sampled.
pub const D3DFMT_DF16: D3DFORMAT = make_fourcc(b'D', b'F', b'1', b'6');
/// 24-bit depth texture that can be sampled.
pub const D3DFMT_DF24: D3DFORMAT = make_fourcc(b'D', b'F', b'2', b'4');
/// Raw depth-stencil texture (packed depth bits).
pub const D3DFMT_RAWZ: D3DFORMAT = make_fourcc(b'R', b'A', b'W', b'Z');
/// Render target format with no memory, for depth-only passes.
pub const D3DFMT_NULL: D3DFORMAT = make_fourcc(b'N', b'U', b'L', b'L');
/// One-channel block compression (BC4).
pub const D3DFMT_ATI1: D3DFORMAT = make_fourcc(b'A', b'T', b'I', b'1');
/// Two-channel block compression (BC5).
pub const D3DFMT_ATI2: D3DFORMAT = make_fourcc(b'A', b'T', b'I', b'2');
/// Depth resolve format, queried to detect the resolve render state trick.
pub const D3DFMT_RESZ: D3DFORMAT = make_fourcc(b'R', b'E', b'S', b'Z');
/// Depth bounds test support marker.
pub const D3DFMT_NVDB: D3DFORMAT = make_fourcc(b'N', b'V', b'D', b'B');
/// Alpha-to-coverage support marker.
pub const D3DFMT_ATOC: D3DFORMAT = make_fourcc(b'A', b'T', b'O', b'C');
/// Written into D3DRS_POINTSIZE: switches alpha to coverage on (a vendor
/// convention, like `D3DFMT_INST`).
pub const D3DFMT_A2M1: D3DFORMAT = make_fourcc(b'A', b'2', b'M', b'1');
/// Written into D3DRS_POINTSIZE: switches alpha to coverage off.
pub const D3DFMT_A2M0: D3DFORMAT = make_fourcc(b'A', b'2', b'M', b'0');
/// Supersampled alpha test support marker.
pub const D3DFMT_SSAA: D3DFORMAT = make_fourcc(b'S', b'S', b'A', b'A');
/// Instancing support marker on shader model 2 hardware.
pub const D3DFMT_INST: D3DFORMAT = make_fourcc(b'I', b'N', b'S', b'T');
/// Planar 4:2:0 YUV (Y, V, U planes).
pub const D3DFMT_YV12: D3DFORMAT = make_fourcc(b'Y', b'V', b'1', b'2');
/// 4:2:0 YUV, Y plane then interleaved UV plane.
pub const D3DFMT_NV12: D3DFORMAT = make_fourcc(b'N', b'V', b'1', b'2');
/// 4-bit alpha, 4-bit palette index.
pub const D3DFMT_AI44: D3DFORMAT = make_fourcc(b'A', b'I', b'4', b'4');
/// 4-bit palette index, 4-bit alpha.
pub const D3DFMT_IA44: D3DFORMAT = make_fourcc(b'I', b'A', b'4', b'4');

/// Value written to `D3DRS_POINTSIZE` to request a depth resolve through
/// the `RESZ` mechanism.
pub const RESZ_CODE: u32 = 0x7fa0_5000;
