/* A C program that uses libd3d9 the way programs built against the D3D9 headers
 * do: it includes the generated <d3d9.h> (include/ at the repository root),
 * calls Direct3DCreate9, then methods through the IFoo_Method(p, ...) call
 * macros, which go through the vtable with `This` first.
 * Exit status 0 means every check passed. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <d3d9.h>

typedef struct { float x, y, z, rhw; D3DCOLOR color; } VERTEX;

static int failures;
#define CHECK(cond, ...) do { if (!(cond)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

int main(void) {
    if (sizeof(D3DPRESENT_PARAMETERS) != 64 || sizeof(D3DLOCKED_RECT) != 16) {
        printf("unexpected struct layout\n");
        return 2;
    }
    IDirect3D9 *d3d = Direct3DCreate9(D3D_SDK_VERSION);
    if (!d3d) { printf("Direct3DCreate9 returned NULL\n"); return 1; }
    D3DPRESENT_PARAMETERS pp;
    memset(&pp, 0, sizeof(pp));
    pp.Windowed = TRUE;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.BackBufferFormat = D3DFMT_UNKNOWN; /* the display format */
    IDirect3DDevice9 *dev = NULL;
    HRESULT hr = IDirect3D9_CreateDevice(d3d, D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, NULL,
                                         D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &dev);
    CHECK(hr == D3D_OK && dev, "CreateDevice: %#x", (unsigned)hr);
    if (!dev) return 1;
    CHECK(pp.BackBufferWidth == 640 && pp.BackBufferHeight == 480, "default size %ux%u", pp.BackBufferWidth, pp.BackBufferHeight);
    CHECK(pp.BackBufferFormat == D3DFMT_X8R8G8B8, "format %u", (unsigned)pp.BackBufferFormat);

    /* The profiler markers link, and the events nest. */
    CHECK(D3DPERF_BeginEvent(D3DCOLOR_XRGB(0xff, 0, 0), L"frame") == 0, "the first event opens at level 0");
    CHECK(D3DPERF_BeginEvent(D3DCOLOR_XRGB(0, 0xff, 0), L"pass") == 1, "an inner event at level 1");
    D3DPERF_SetMarker(D3DCOLOR_XRGB(0, 0, 0xff), L"marker");
    CHECK(D3DPERF_EndEvent() == 1 && D3DPERF_EndEvent() == 0, "events close back to level 0");
    CHECK(D3DPERF_GetStatus() == 0, "no profiler is attached");

    hr = IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET, D3DCOLOR_XRGB(0x20, 0x40, 0x60), 1.0f, 0);
    CHECK(hr == D3D_OK, "Clear: %#x", (unsigned)hr);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_LIGHTING, FALSE);
    IDirect3DDevice9_SetFVF(dev, D3DFVF_XYZRHW | D3DFVF_DIFFUSE);
    VERTEX quad[4] = {
        {99.5f, 99.5f, 0.5f, 1.0f, 0xffff0000u}, {199.5f, 99.5f, 0.5f, 1.0f, 0xffff0000u},
        {99.5f, 199.5f, 0.5f, 1.0f, 0xffff0000u}, {199.5f, 199.5f, 0.5f, 1.0f, 0xffff0000u},
    };
    CHECK(IDirect3DDevice9_BeginScene(dev) == D3D_OK, "BeginScene");
    hr = IDirect3DDevice9_DrawPrimitiveUP(dev, D3DPT_TRIANGLESTRIP, 2, quad, sizeof(VERTEX));
    CHECK(hr == D3D_OK, "DrawPrimitiveUP: %#x", (unsigned)hr);
    CHECK(IDirect3DDevice9_EndScene(dev) == D3D_OK, "EndScene");

    IDirect3DSurface9 *rt = NULL, *sys = NULL;
    CHECK(IDirect3DDevice9_GetRenderTarget(dev, 0, &rt) == D3D_OK && rt, "GetRenderTarget");
    hr = IDirect3DDevice9_CreateOffscreenPlainSurface(dev, 640, 480, D3DFMT_X8R8G8B8, D3DPOOL_SYSTEMMEM, &sys, NULL);
    CHECK(hr == D3D_OK && sys, "CreateOffscreenPlainSurface: %#x", (unsigned)hr);
    CHECK(IDirect3DDevice9_GetRenderTargetData(dev, rt, sys) == D3D_OK, "GetRenderTargetData");
    D3DLOCKED_RECT lr;
    CHECK(IDirect3DSurface9_LockRect(sys, &lr, NULL, D3DLOCK_READONLY) == D3D_OK, "LockRect");
    uint32_t clear_px = ((uint32_t *)((char *)lr.pBits + 10 * lr.Pitch))[10] & 0xffffff;
    uint32_t quad_px = ((uint32_t *)((char *)lr.pBits + 150 * lr.Pitch))[150] & 0xffffff;
    uint32_t edge_px = ((uint32_t *)((char *)lr.pBits + 200 * lr.Pitch))[200] & 0xffffff;
    CHECK(clear_px == 0x204060, "cleared pixel %06x", clear_px);
    CHECK(quad_px == 0xff0000, "quad pixel %06x", quad_px);
    CHECK(edge_px == 0x204060, "pixel just outside the quad %06x", edge_px);
    IDirect3DSurface9_UnlockRect(sys);
    CHECK(IDirect3DDevice9_Present(dev, NULL, NULL, NULL, NULL) == D3D_OK, "Present");

    IDirect3DSurface9_Release(sys);
    IDirect3DSurface9_Release(rt);
    ULONG left = IDirect3DDevice9_Release(dev);
    CHECK(left == 0, "device references left: %u", left);
    left = IDirect3D9_Release(d3d);
    CHECK(left == 0, "IDirect3D9 references left: %u", left);
    if (failures == 0) printf("ok\n");
    return failures ? 1 : 0;
}
