/* capture.c - see capture.h. Build: x86_64-w64-mingw32-gcc -c capture.c (link -ld3d9). */
#define COBJMACROS
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <d3d9.h>
#include <stdio.h>
#include <stdlib.h>
#include "capture.h"

static int inited, mode_frame, mode_seconds;
static unsigned target_frame, frames;
static double seconds;
static LARGE_INTEGER freq, t0;

static void init(void)
{
    const char *s;
    if (inited) return;
    inited = 1;
    if ((s = getenv("CAPTURE_FRAME")) && *s) { mode_frame = 1; target_frame = (unsigned)atoi(s); }
    if ((s = getenv("CAPTURE_SECONDS")) && *s) { mode_seconds = 1; seconds = atof(s); }
    QueryPerformanceFrequency(&freq);
}

static void report(const char *fmt, ...)
{
    char buf[512];
    const char *log = getenv("CAPTURE_LOG");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    fputs(buf, stderr);
    fflush(stderr);
    if (log && *log) {
        FILE *f = fopen(log, "a");
        if (f) { fputs(buf, f); fclose(f); }
    }
}

long long capture_fixed_ms(void)
{
    init();
    if (!mode_frame && !mode_seconds) return -1;
    return (long long)frames * 1000 / 60;
}

unsigned capture_frames(void) { return frames; }

static unsigned expand(unsigned v, unsigned bits) { return bits >= 8 ? v >> (bits - 8) : (v << (8 - bits)) | (v >> (2 * bits - 8)); }

static int to_bgr(D3DFORMAT fmt, const BYTE *src, BYTE *dst)
{
    DWORD p;
    switch (fmt) {
    case D3DFMT_A8R8G8B8: case D3DFMT_X8R8G8B8:
        dst[0] = src[0]; dst[1] = src[1]; dst[2] = src[2]; return 4;
    case D3DFMT_R5G6B5:
        p = *(const WORD *)src;
        dst[0] = expand(p & 31, 5); dst[1] = expand((p >> 5) & 63, 6); dst[2] = expand(p >> 11, 5); return 2;
    case D3DFMT_X1R5G5B5: case D3DFMT_A1R5G5B5:
        p = *(const WORD *)src;
        dst[0] = expand(p & 31, 5); dst[1] = expand((p >> 5) & 31, 5); dst[2] = expand((p >> 10) & 31, 5); return 2;
    case D3DFMT_A2R10G10B10:
        p = *(const DWORD *)src;
        dst[0] = (p >> 2) & 255; dst[1] = (p >> 12) & 255; dst[2] = (p >> 22) & 255; return 4;
    default:
        return 0;
    }
}

static int save_back_buffer(IDirect3DDevice9 *dev, const char *path)
{
    IDirect3DSurface9 *bb = NULL, *resolved = NULL, *sysmem = NULL;
    D3DSURFACE_DESC desc;
    D3DLOCKED_RECT lr;
    HRESULT hr;
    int ok = 0;
    unsigned x, y, row;
    BYTE *line = NULL;
    FILE *f = NULL;

    if (FAILED(hr = IDirect3DDevice9_GetBackBuffer(dev, 0, 0, D3DBACKBUFFER_TYPE_MONO, &bb))) {
        report("capture: GetBackBuffer failed %#lx\n", hr); return 0;
    }
    IDirect3DSurface9_GetDesc(bb, &desc);
    if (desc.MultiSampleType != D3DMULTISAMPLE_NONE) {
        if (FAILED(hr = IDirect3DDevice9_CreateRenderTarget(dev, desc.Width, desc.Height, desc.Format,
                D3DMULTISAMPLE_NONE, 0, FALSE, &resolved, NULL))
            || FAILED(hr = IDirect3DDevice9_StretchRect(dev, bb, NULL, resolved, NULL, D3DTEXF_NONE))) {
            report("capture: resolve failed %#lx\n", hr); goto done;
        }
    } else {
        resolved = bb; IDirect3DSurface9_AddRef(bb);
    }
    if (FAILED(hr = IDirect3DDevice9_CreateOffscreenPlainSurface(dev, desc.Width, desc.Height, desc.Format,
            D3DPOOL_SYSTEMMEM, &sysmem, NULL))
        || FAILED(hr = IDirect3DDevice9_GetRenderTargetData(dev, resolved, sysmem))
        || FAILED(hr = IDirect3DSurface9_LockRect(sysmem, &lr, NULL, D3DLOCK_READONLY))) {
        report("capture: read-back failed %#lx (format %u)\n", hr, (unsigned)desc.Format); goto done;
    }
    row = (desc.Width * 3 + 3) & ~3u;
    line = calloc(1, row);
    if ((f = fopen(path, "wb")) && line) {
        BYTE hdr[54] = {'B', 'M'};
        DWORD size = 54 + row * desc.Height;
        *(DWORD *)(hdr + 2) = size; *(DWORD *)(hdr + 10) = 54; *(DWORD *)(hdr + 14) = 40;
        *(LONG *)(hdr + 18) = desc.Width; *(LONG *)(hdr + 22) = desc.Height;
        *(WORD *)(hdr + 26) = 1; *(WORD *)(hdr + 28) = 24; *(DWORD *)(hdr + 34) = row * desc.Height;
        fwrite(hdr, 1, 54, f);
        ok = 1;
        for (y = desc.Height; y-- > 0;) {
            const BYTE *src = (const BYTE *)lr.pBits + (size_t)y * lr.Pitch;
            for (x = 0; x < desc.Width; x++) {
                int n = to_bgr(desc.Format, src, line + x * 3);
                if (!n) { report("capture: unsupported back buffer format %u\n", (unsigned)desc.Format); ok = 0; break; }
                src += n;
            }
            if (!ok) break;
            fwrite(line, 1, row, f);
        }
    }
    IDirect3DSurface9_UnlockRect(sysmem);
    if (ok) report("capture: wrote %s (%ux%u, format %u)\n", path, desc.Width, desc.Height, (unsigned)desc.Format);
done:
    if (f) fclose(f);
    free(line);
    if (sysmem) IDirect3DSurface9_Release(sysmem);
    if (resolved) IDirect3DSurface9_Release(resolved);
    if (bb) IDirect3DSurface9_Release(bb);
    return ok;
}

void capture_before_present(struct IDirect3DDevice9 *dev)
{
    LARGE_INTEGER now;
    double el;
    init();
    if (!mode_frame && !mode_seconds) return;
    QueryPerformanceCounter(&now);
    if (frames == 0) t0 = now;
    frames++;
    el = (double)(now.QuadPart - t0.QuadPart) / (double)freq.QuadPart;
    if (mode_seconds && el >= seconds) {
        report("capture: fps %.1f (%u frames in %.2f s)\n", (frames - 1) / el, frames - 1, el);
        ExitProcess(0);
    }
    if (mode_frame && frames == target_frame) {
        const char *path = getenv("CAPTURE_FILE");
        int ok;
        report("capture: frame %u after %.2f s (%.1f fps)\n", frames, el, el > 0 ? (frames - 1) / el : 0.0);
        ok = save_back_buffer(dev, path && *path ? path : "capture.bmp");
        ExitProcess(ok ? 0 : 3);
    }
}
