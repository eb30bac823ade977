//! The C text the generator writes by hand, because wgd3d9-types has no Rust
//! item for it or its Rust form is not what C programs are written against.
//! Everything else in the headers is derived from the Rust sources.
//!
//! The hand-written pieces:
//! - [`WINTYPES_PRELUDE`]: `WINAPI`, `STDMETHODCALLTYPE` (empty), `VOID`,
//!   `LPVOID`, `LPSTR`, `LPWSTR`, `LPCWSTR`, `MAKE_HRESULT`.
//! - [`type_override`]: `WCHAR` (`wchar_t`), `LARGE_INTEGER` (the Win32
//!   union, where Rust has its `QuadPart` as `i64`), `REFIID` / `REFGUID` /
//!   `REFCLSID` (references in C++, as programs pass `IID_...` there),
//!   `D3DMATRIX` (the SDK's union of `_11`..`_44` and `m`, where Rust has
//!   `m` only).
//! - [`EXPORTS`]: the functions libd3d9.so exports (defined in
//!   wgd3d9-native, not in wgd3d9-types).

/// Windows names the headers use or programs expect beside the base types,
/// which wgd3d9-types does not define.
pub const WINTYPES_PRELUDE: &str = "\
/* Calling convention markers: empty, as the native ABI is the C ABI. */
#ifndef WINAPI
#define WINAPI
#endif
#ifndef STDMETHODCALLTYPE
#define STDMETHODCALLTYPE
#endif
#ifndef VOID
#define VOID void
#endif
typedef void *LPVOID;
typedef char *LPSTR;
typedef wchar_t *LPWSTR;
typedef const wchar_t *LPCWSTR;
#ifndef MAKE_HRESULT
#define MAKE_HRESULT(sev, fac, code) \\
    ((HRESULT)(((unsigned int)(sev) << 31) | ((unsigned int)(fac) << 16) | ((unsigned int)(code))))
#endif
";

/// The C definition that replaces the generated one for `name`, if any.
pub fn type_override(name: &str) -> Option<&'static str> {
    Some(match name {
        "WCHAR" => "/* Wide character: `wchar_t` (32 bits on Linux). */\ntypedef wchar_t WCHAR;\n",
        "LARGE_INTEGER" => LARGE_INTEGER,
        "REFIID" => "/* An interface identifier by reference (C++) or pointer (C). */\n#ifdef __cplusplus\ntypedef const GUID &REFIID;\n#else\ntypedef const GUID *REFIID;\n#endif\n",
        "REFGUID" => "#ifdef __cplusplus\ntypedef const GUID &REFGUID;\n#else\ntypedef const GUID *REFGUID;\n#endif\n",
        "REFCLSID" => {
            "#ifdef __cplusplus\ntypedef const GUID &REFCLSID;\n#else\ntypedef const GUID *REFCLSID;\n#endif\n"
        }
        "D3DMATRIX" => D3DMATRIX,
        _ => return None,
    })
}

/// The Win32 union (`QuadPart` is the 64-bit value). 8 bytes; aligned as a
/// `long long`, which is 4 bytes inside structs on i386 as the SDK's
/// `#pragma pack(4)` makes it.
const LARGE_INTEGER: &str = "\
/* A 64-bit signed integer (`QuadPart`) and its two halves. */
typedef union _LARGE_INTEGER {
    __extension__ struct {
        DWORD LowPart;
        LONG HighPart;
    };
    struct {
        DWORD LowPart;
        LONG HighPart;
    } u;
    LONGLONG QuadPart;
} LARGE_INTEGER;
";

/// The SDK's matrix: the same 64 bytes as `m[4][4]`, also named `_11`..`_44`.
const D3DMATRIX: &str = "\
__extension__ struct _D3DMATRIX {
    __extension__ union {
        __extension__ struct {
            float _11, _12, _13, _14;
            float _21, _22, _23, _24;
            float _31, _32, _33, _34;
            float _41, _42, _43, _44;
        };
        float m[4][4];
    };
};
";

/// The entry points of libd3d9.so.
pub const EXPORTS: &str = "\
#ifdef __cplusplus
extern \"C\" {
#endif
IDirect3D9 *Direct3DCreate9(UINT SDKVersion);
HRESULT Direct3DCreate9Ex(UINT SDKVersion, IDirect3D9Ex **ppD3D);
/* wgd3d9: the HWND that stands for X11 window `window` (of the display
 * DISPLAY names), for programs without SDL; null for 0. */
HWND wgd3d9_window_from_x11(unsigned long window);
/* wgd3d9: the HWND that stands for Wayland surface `surface` of `display`,
 * width x height pixels, for programs without SDL (call again with the same
 * surface when its size changes); null for null pointers or a zero size. */
struct wl_display;
struct wl_surface;
HWND wgd3d9_window_from_wayland(struct wl_display *display, struct wl_surface *surface, unsigned int width,
                                unsigned int height);
/* Markers for a GPU profiler: none reads them (D3DPERF_GetStatus is 0);
 * BeginEvent returns the events open before it, EndEvent those still open. */
int D3DPERF_BeginEvent(D3DCOLOR col, LPCWSTR wszName);
int D3DPERF_EndEvent(void);
void D3DPERF_SetMarker(D3DCOLOR col, LPCWSTR wszName);
void D3DPERF_SetRegion(D3DCOLOR col, LPCWSTR wszName);
BOOL D3DPERF_QueryRepeatFrame(void);
void D3DPERF_SetOptions(DWORD dwOptions);
DWORD D3DPERF_GetStatus(void);
/* The shader validator, an interface the SDK does not document (a COM
 * object: IUnknown's methods first); every check passes, bytecode is
 * validated when a shader is created. */
void *Direct3DShaderValidatorCreate9(void);
#ifdef __cplusplus
}
#endif
";
