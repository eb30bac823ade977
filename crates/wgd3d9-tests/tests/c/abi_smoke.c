/* A C program that uses libd3d9 the way programs built against the D3D9 headers
 * do: Direct3DCreate9, then methods called through vtable slots with `this`
 * first. Declares only what it uses; slot numbers follow the SDK's method order.
 * Exit status 0 means every check passed. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef int32_t HRESULT;
typedef uint32_t DWORD, UINT, D3DFORMAT, D3DCOLOR;
typedef int32_t BOOL, INT, LONG;
typedef void *HWND;

typedef struct {
    UINT BackBufferWidth, BackBufferHeight;
    D3DFORMAT BackBufferFormat;
    UINT BackBufferCount;
    DWORD MultiSampleType, MultiSampleQuality, SwapEffect;
    HWND hDeviceWindow;
    BOOL Windowed, EnableAutoDepthStencil;
    D3DFORMAT AutoDepthStencilFormat;
    DWORD Flags;
    UINT FullScreen_RefreshRateInHz, PresentationInterval;
} D3DPRESENT_PARAMETERS;

typedef struct { INT Pitch; void *pBits; } D3DLOCKED_RECT;
typedef struct { float x, y, z, rhw; D3DCOLOR color; } VERTEX;
typedef struct { void **vtbl; } Object;

extern Object *Direct3DCreate9(UINT sdk);

#define SLOT(obj, n) (((Object *)(obj))->vtbl[n])
/* IUnknown */
typedef UINT (*Release_t)(void *);
/* IDirect3D9 */
typedef HRESULT (*CreateDevice_t)(void *, UINT, DWORD, HWND, DWORD, D3DPRESENT_PARAMETERS *, Object **);
/* IDirect3DDevice9 */
typedef HRESULT (*GetRenderTargetData_t)(void *, Object *, Object *);
typedef HRESULT (*CreateOffscreenPlainSurface_t)(void *, UINT, UINT, D3DFORMAT, DWORD, Object **, void *);
typedef HRESULT (*GetRenderTarget_t)(void *, DWORD, Object **);
typedef HRESULT (*Scene_t)(void *);
typedef HRESULT (*Clear_t)(void *, DWORD, const void *, DWORD, D3DCOLOR, float, DWORD);
typedef HRESULT (*SetRenderState_t)(void *, DWORD, DWORD);
typedef HRESULT (*DrawPrimitiveUP_t)(void *, DWORD, UINT, const void *, UINT);
typedef HRESULT (*SetFVF_t)(void *, DWORD);
typedef HRESULT (*Present_t)(void *, const void *, const void *, HWND, const void *);
/* IDirect3DSurface9 */
typedef HRESULT (*LockRect_t)(void *, D3DLOCKED_RECT *, const void *, DWORD);
typedef HRESULT (*UnlockRect_t)(void *);

static int failures;
#define CHECK(cond, ...) do { if (!(cond)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

int main(void) {
    if (sizeof(D3DPRESENT_PARAMETERS) != 64 || sizeof(D3DLOCKED_RECT) != 16) {
        printf("unexpected struct layout\n");
        return 2;
    }
    Object *d3d = Direct3DCreate9(32);
    if (!d3d) { printf("Direct3DCreate9 returned NULL\n"); return 1; }
    D3DPRESENT_PARAMETERS pp;
    memset(&pp, 0, sizeof(pp));
    pp.Windowed = 1;
    pp.SwapEffect = 1;                 /* D3DSWAPEFFECT_DISCARD */
    pp.BackBufferFormat = 0;           /* D3DFMT_UNKNOWN: the display format */
    Object *dev = NULL;
    HRESULT hr = ((CreateDevice_t)SLOT(d3d, 16))(d3d, 0, 1 /* HAL */, NULL, 0x40 /* HWVP */, &pp, &dev);
    CHECK(hr == 0 && dev, "CreateDevice: %#x", (unsigned)hr);
    if (!dev) return 1;
    CHECK(pp.BackBufferWidth == 640 && pp.BackBufferHeight == 480, "default size %ux%u", pp.BackBufferWidth, pp.BackBufferHeight);
    CHECK(pp.BackBufferFormat == 22 /* X8R8G8B8 */, "format %u", pp.BackBufferFormat);

    hr = ((Clear_t)SLOT(dev, 43))(dev, 0, NULL, 1 /* TARGET */, 0xff204060u, 1.0f, 0);
    CHECK(hr == 0, "Clear: %#x", (unsigned)hr);
    ((SetRenderState_t)SLOT(dev, 57))(dev, 137 /* LIGHTING */, 0);
    ((SetFVF_t)SLOT(dev, 89))(dev, 0x004 | 0x040 /* XYZRHW | DIFFUSE */);
    VERTEX quad[4] = {
        {99.5f, 99.5f, 0.5f, 1.0f, 0xffff0000u}, {199.5f, 99.5f, 0.5f, 1.0f, 0xffff0000u},
        {99.5f, 199.5f, 0.5f, 1.0f, 0xffff0000u}, {199.5f, 199.5f, 0.5f, 1.0f, 0xffff0000u},
    };
    CHECK(((Scene_t)SLOT(dev, 41))(dev) == 0, "BeginScene");
    hr = ((DrawPrimitiveUP_t)SLOT(dev, 83))(dev, 5 /* TRIANGLESTRIP */, 2, quad, sizeof(VERTEX));
    CHECK(hr == 0, "DrawPrimitiveUP: %#x", (unsigned)hr);
    CHECK(((Scene_t)SLOT(dev, 42))(dev) == 0, "EndScene");

    Object *rt = NULL, *sys = NULL;
    CHECK(((GetRenderTarget_t)SLOT(dev, 38))(dev, 0, &rt) == 0 && rt, "GetRenderTarget");
    hr = ((CreateOffscreenPlainSurface_t)SLOT(dev, 36))(dev, 640, 480, 22, 2 /* SYSTEMMEM */, &sys, NULL);
    CHECK(hr == 0 && sys, "CreateOffscreenPlainSurface: %#x", (unsigned)hr);
    CHECK(((GetRenderTargetData_t)SLOT(dev, 32))(dev, rt, sys) == 0, "GetRenderTargetData");
    D3DLOCKED_RECT lr;
    CHECK(((LockRect_t)SLOT(sys, 13))(sys, &lr, NULL, 0x10 /* READONLY */) == 0, "LockRect");
    uint32_t clear_px = ((uint32_t *)((char *)lr.pBits + 10 * lr.Pitch))[10] & 0xffffff;
    uint32_t quad_px = ((uint32_t *)((char *)lr.pBits + 150 * lr.Pitch))[150] & 0xffffff;
    uint32_t edge_px = ((uint32_t *)((char *)lr.pBits + 200 * lr.Pitch))[200] & 0xffffff;
    CHECK(clear_px == 0x204060, "cleared pixel %06x", clear_px);
    CHECK(quad_px == 0xff0000, "quad pixel %06x", quad_px);
    CHECK(edge_px == 0x204060, "pixel just outside the quad %06x", edge_px);
    ((UnlockRect_t)SLOT(sys, 14))(sys);
    CHECK(((Present_t)SLOT(dev, 17))(dev, NULL, NULL, NULL, NULL) == 0, "Present");

    ((Release_t)SLOT(sys, 2))(sys);
    ((Release_t)SLOT(rt, 2))(rt);
    UINT left = ((Release_t)SLOT(dev, 2))(dev);
    CHECK(left == 0, "device references left: %u", left);
    left = ((Release_t)SLOT(d3d, 2))(d3d);
    CHECK(left == 0, "IDirect3D9 references left: %u", left);
    if (failures == 0) printf("ok\n");
    return failures ? 1 : 0;
}
