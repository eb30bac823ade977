/* wgd3d9_wintypes.h: the Windows base types Direct3D 9 uses.
 *
 * Direct3D 9 for C and C++ programs using wgd3d9's libd3d9.so (the native
 * ABI: COM methods are C functions taking `This` first, Windows type widths).
 * Generated from the Rust sources of crates/wgd3d9-types by
 * `cargo run -p wgd3d9-headers -- include`; do not edit.
 */

#ifndef WGD3D9_WINTYPES_H
#define WGD3D9_WINTYPES_H

#include <stddef.h>

/* A program with its own Windows type definitions defines WGD3D9_NO_WINTYPES
 * (or includes its windef.h first) to skip these. */
#if !defined(WGD3D9_NO_WINTYPES) && !defined(_WINDEF_)

typedef struct _GUID GUID, *PGUID, *LPGUID;
typedef struct _RECT RECT, *PRECT, *LPRECT;
typedef struct _POINT POINT, *PPOINT, *LPPOINT;
typedef struct _SIZE SIZE, *PSIZE, *LPSIZE;
typedef struct _LUID LUID, *PLUID, *LPLUID;
typedef struct _PALETTEENTRY PALETTEENTRY, *PPALETTEENTRY, *LPPALETTEENTRY;
typedef struct _RGNDATAHEADER RGNDATAHEADER, *PRGNDATAHEADER, *LPRGNDATAHEADER;
typedef struct _RGNDATA RGNDATA, *PRGNDATA, *LPRGNDATA;

/* COM result code. */
typedef int HRESULT;
/* 32-bit unsigned integer. */
typedef unsigned int DWORD;
/* 32-bit unsigned integer. */
typedef unsigned int UINT;
/* 32-bit unsigned integer. */
typedef unsigned int UINT32;
/* 64-bit unsigned integer. */
typedef unsigned long long UINT64;
/* 32-bit signed integer. */
typedef int INT;
/* 32-bit unsigned integer (32 bits on every target, unlike C `unsigned long`). */
typedef unsigned int ULONG;
/* 32-bit signed integer (32 bits on every target, unlike C `long`). */
typedef int LONG;
/* 64-bit signed integer. */
typedef long long LONGLONG;
/* 64-bit unsigned integer. */
typedef unsigned long long ULONGLONG;
/* Win32 boolean: 0 is false, anything else is true. */
typedef int BOOL;
/* 16-bit unsigned integer. */
typedef unsigned short WORD;
/* 16-bit unsigned integer. */
typedef unsigned short USHORT;
/* 16-bit signed integer. */
typedef short SHORT;
/* 8-bit unsigned integer. */
typedef unsigned char BYTE;
/* 32-bit float. */
typedef float FLOAT;
/* 8-bit character. */
typedef char CHAR;
/* Wide character: `wchar_t` (32 bits on Linux). */
typedef wchar_t WCHAR;
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
/* Pointer-sized unsigned integer. */
typedef size_t SIZE_T;
/* Window handle. */
typedef void *HWND;
/* Generic kernel object handle. */
typedef void *HANDLE;
/* Monitor handle. */
typedef void *HMONITOR;
/* GDI device context handle. */
typedef void *HDC;
/* Module handle. */
typedef void *HMODULE;
/* Pointer to a NUL-terminated 8-bit string. */
typedef const char *LPCSTR;
/* An interface identifier by reference (C++) or pointer (C). */
#ifdef __cplusplus
typedef const GUID &REFIID;
#else
typedef const GUID *REFIID;
#endif
#ifdef __cplusplus
typedef const GUID &REFGUID;
#else
typedef const GUID *REFGUID;
#endif
#ifdef __cplusplus
typedef const GUID &REFCLSID;
#else
typedef const GUID *REFCLSID;
#endif
/* Interface identifier. */
typedef GUID IID;

#ifndef TRUE
/* Win32 `TRUE`. */
#define TRUE 1
#endif
#ifndef FALSE
/* Win32 `FALSE`. */
#define FALSE 0
#endif
#ifndef RDH_RECTANGLES
/* `RGNDATAHEADER::iType` value: the region is a list of rectangles. */
#define RDH_RECTANGLES 1
#endif
#ifndef S_OK
#define S_OK 0
#endif
#ifndef S_FALSE
#define S_FALSE 1
#endif
#ifndef E_NOTIMPL
#define E_NOTIMPL ((HRESULT)0x80004001u)
#endif
#ifndef E_NOINTERFACE
#define E_NOINTERFACE ((HRESULT)0x80004002u)
#endif
#ifndef E_POINTER
#define E_POINTER ((HRESULT)0x80004003u)
#endif
#ifndef E_ABORT
#define E_ABORT ((HRESULT)0x80004004u)
#endif
#ifndef E_FAIL
#define E_FAIL ((HRESULT)0x80004005u)
#endif
#ifndef E_UNEXPECTED
#define E_UNEXPECTED ((HRESULT)0x8000FFFFu)
#endif
#ifndef E_ACCESSDENIED
#define E_ACCESSDENIED ((HRESULT)0x80070005u)
#endif
#ifndef E_HANDLE
#define E_HANDLE ((HRESULT)0x80070006u)
#endif
#ifndef E_OUTOFMEMORY
#define E_OUTOFMEMORY ((HRESULT)0x8007000Eu)
#endif
#ifndef E_INVALIDARG
#define E_INVALIDARG ((HRESULT)0x80070057u)
#endif
#ifndef CLASS_E_NOAGGREGATION
/* `CLASS_E_NOAGGREGATION`. */
#define CLASS_E_NOAGGREGATION ((HRESULT)0x80040110u)
#endif
#ifndef SUCCEEDED
/* True when `hr` is a success code (`>= 0`). */
#define SUCCEEDED(hr) (((HRESULT)(hr)) >= 0)
#endif
#ifndef FAILED
/* True when `hr` is a failure code (`< 0`). */
#define FAILED(hr) (((HRESULT)(hr)) < 0)
#endif

/* A globally unique identifier, laid out as in the Windows SDK. */
struct _GUID {
    unsigned int Data1;
    unsigned short Data2;
    unsigned short Data3;
    unsigned char Data4[8];
};

/* A rectangle given by its left, top, right and bottom edges. */
struct _RECT {
    LONG left;
    LONG top;
    LONG right;
    LONG bottom;
};

/* A point in integer coordinates. */
struct _POINT {
    LONG x;
    LONG y;
};

/* A width and height in integer units. */
struct _SIZE {
    LONG cx;
    LONG cy;
};

/* A locally unique identifier (used for adapter LUIDs). */
struct _LUID {
    DWORD LowPart;
    LONG HighPart;
};

/* One entry of a logical palette. */
struct _PALETTEENTRY {
    BYTE peRed;
    BYTE peGreen;
    BYTE peBlue;
    BYTE peFlags;
};

/* Header of a region data block. */
struct _RGNDATAHEADER {
    DWORD dwSize;
    DWORD iType;
    DWORD nCount;
    DWORD nRgnSize;
    RECT rcBound;
};

/* Region data: a header followed by `nCount` RECTs (variable length; only
 * the first byte of the buffer is declared).
 */
struct _RGNDATA {
    RGNDATAHEADER rdh;
    unsigned char Buffer[1];
};

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
#define MAKE_HRESULT(sev, fac, code) \
    ((HRESULT)(((unsigned int)(sev) << 31) | ((unsigned int)(fac) << 16) | ((unsigned int)(code))))
#endif

#endif /* WGD3D9_NO_WINTYPES */

#endif /* WGD3D9_WINTYPES_H */
