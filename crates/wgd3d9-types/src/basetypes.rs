//! Windows scalar type aliases and the small Win32 structures that the
//! Direct3D 9 interfaces use (GUID, RECT, POINT, LUID, RGNDATA, ...).
//!
//! The aliases follow the Windows data model on every target: `LONG` and
//! `ULONG` are 32 bits wide even on LP64 Linux, and handles are
//! pointer-sized.

use core::ffi::{c_char, c_void};

/// COM result code.
pub type HRESULT = i32;
/// 32-bit unsigned integer.
pub type DWORD = u32;
/// 32-bit unsigned integer.
pub type UINT = u32;
/// 32-bit unsigned integer.
pub type UINT32 = u32;
/// 64-bit unsigned integer.
pub type UINT64 = u64;
/// 32-bit signed integer.
pub type INT = i32;
/// 32-bit unsigned integer (32 bits on every target, unlike C `unsigned long`).
pub type ULONG = u32;
/// 32-bit signed integer (32 bits on every target, unlike C `long`).
pub type LONG = i32;
/// 64-bit signed integer.
pub type LONGLONG = i64;
/// 64-bit unsigned integer.
pub type ULONGLONG = u64;
/// Win32 boolean: 0 is false, anything else is true.
pub type BOOL = i32;
/// 16-bit unsigned integer.
pub type WORD = u16;
/// 16-bit unsigned integer.
pub type USHORT = u16;
/// 16-bit signed integer.
pub type SHORT = i16;
/// 8-bit unsigned integer.
pub type BYTE = u8;
/// 32-bit float.
pub type FLOAT = f32;
/// 8-bit character.
pub type CHAR = c_char;
/// Wide character: UTF-16 code unit on Windows, `wchar_t` (32 bits) elsewhere.
#[cfg(windows)]
pub type WCHAR = u16;
/// Wide character: UTF-16 code unit on Windows, `wchar_t` (32 bits) elsewhere.
#[cfg(not(windows))]
pub type WCHAR = u32;
/// Packed 32-bit ARGB colour (`0xAARRGGBB`).
pub type D3DCOLOR = u32;
/// 64-bit signed integer, as the `QuadPart` of the Win32 `LARGE_INTEGER`
/// union.
pub type LARGE_INTEGER = i64;
/// Pointer-sized unsigned integer.
pub type SIZE_T = usize;

/// Window handle.
pub type HWND = *mut c_void;
/// Generic kernel object handle.
pub type HANDLE = *mut c_void;
/// Monitor handle.
pub type HMONITOR = *mut c_void;
/// GDI device context handle.
pub type HDC = *mut c_void;
/// Module handle.
pub type HMODULE = *mut c_void;
/// Pointer to a NUL-terminated 8-bit string.
pub type LPCSTR = *const c_char;
/// Pointer to an interface identifier.
pub type REFIID = *const GUID;
/// Pointer to a GUID.
pub type REFGUID = *const GUID;
/// Pointer to a class identifier.
pub type REFCLSID = *const GUID;
/// Interface identifier.
pub type IID = GUID;

/// Win32 `TRUE`.
pub const TRUE: BOOL = 1;
/// Win32 `FALSE`.
pub const FALSE: BOOL = 0;

/// A globally unique identifier, laid out as in the Windows SDK.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GUID {
    pub Data1: u32,
    pub Data2: u16,
    pub Data3: u16,
    pub Data4: [u8; 8],
}

impl GUID {
    /// Builds a GUID from its four parts.
    pub const fn new(data1: u32, data2: u16, data3: u16, data4: [u8; 8]) -> Self {
        Self {
            Data1: data1,
            Data2: data2,
            Data3: data3,
            Data4: data4,
        }
    }
}

/// A rectangle given by its left, top, right and bottom edges.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RECT {
    pub left: LONG,
    pub top: LONG,
    pub right: LONG,
    pub bottom: LONG,
}

/// A point in integer coordinates.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct POINT {
    pub x: LONG,
    pub y: LONG,
}

/// A width and height in integer units.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SIZE {
    pub cx: LONG,
    pub cy: LONG,
}

/// A locally unique identifier (used for adapter LUIDs).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LUID {
    pub LowPart: DWORD,
    pub HighPart: LONG,
}

/// One entry of a logical palette.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PALETTEENTRY {
    pub peRed: BYTE,
    pub peGreen: BYTE,
    pub peBlue: BYTE,
    pub peFlags: BYTE,
}

/// `RGNDATAHEADER::iType` value: the region is a list of rectangles.
pub const RDH_RECTANGLES: DWORD = 1;

/// Header of a region data block.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RGNDATAHEADER {
    pub dwSize: DWORD,
    pub iType: DWORD,
    pub nCount: DWORD,
    pub nRgnSize: DWORD,
    pub rcBound: RECT,
}

/// Region data: a header followed by `nCount` RECTs (variable length; only
/// the first byte of the buffer is declared).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct RGNDATA {
    pub rdh: RGNDATAHEADER,
    pub Buffer: [u8; 1],
}
