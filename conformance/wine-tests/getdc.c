/*
 * wgd3d9's own Wine test: GDI drawing into surfaces through GetDC.
 *
 * GDI (Wine's gdi32) draws into the DC a surface hands out; after ReleaseDC
 * what it drew is the surface's contents: a lock reads it, draws sample it,
 * and a render target's DC starts with what the GPU drew into it.
 */

#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include "wine/test.h"

struct quad_vertex
{
    float x, y, z, rhw;
    float u, v;
};

static IDirect3DDevice9 *create_device(IDirect3D9 *d3d, HWND window)
{
    D3DPRESENT_PARAMETERS pp = {0};
    IDirect3DDevice9 *device = NULL;
    HRESULT hr;

    pp.BackBufferWidth = 64;
    pp.BackBufferHeight = 64;
    pp.BackBufferFormat = D3DFMT_X8R8G8B8;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.hDeviceWindow = window;
    pp.Windowed = TRUE;
    hr = IDirect3D9_CreateDevice(d3d, D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, window,
            D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &device);
    ok(hr == D3D_OK, "Failed to create a device, hr %#lx.\n", hr);
    return device;
}

/* Fills the left half of `surface` (64x64) with red through GDI. */
static void gdi_fill_left_half(IDirect3DSurface9 *surface)
{
    RECT left = {0, 0, 32, 64};
    HBRUSH red;
    HRESULT hr;
    HDC dc;

    hr = IDirect3DSurface9_GetDC(surface, &dc);
    ok(hr == D3D_OK, "GetDC failed, hr %#lx.\n", hr);
    if (FAILED(hr))
        return;
    red = CreateSolidBrush(RGB(255, 0, 0));
    ok(FillRect(dc, &left, red), "FillRect failed.\n");
    DeleteObject(red);
    hr = IDirect3DSurface9_ReleaseDC(surface, dc);
    ok(hr == D3D_OK, "ReleaseDC failed, hr %#lx.\n", hr);
}

static DWORD locked_pixel(IDirect3DSurface9 *surface, unsigned int x, unsigned int y)
{
    D3DLOCKED_RECT lr;
    DWORD pixel;
    HRESULT hr;

    hr = IDirect3DSurface9_LockRect(surface, &lr, NULL, D3DLOCK_READONLY);
    ok(hr == D3D_OK, "LockRect failed, hr %#lx.\n", hr);
    if (FAILED(hr))
        return 0xdeadbeef;
    pixel = ((DWORD *)((BYTE *)lr.pBits + y * lr.Pitch))[x];
    IDirect3DSurface9_UnlockRect(surface);
    return pixel & 0x00ffffff;
}

static void test_gdi_draws_into_a_texture(IDirect3DDevice9 *device)
{
    static const struct quad_vertex quad[] =
    {
        { -0.5f, -0.5f, 0.0f, 1.0f, 0.0f, 0.0f},
        { 63.5f, -0.5f, 0.0f, 1.0f, 1.0f, 0.0f},
        { -0.5f, 63.5f, 0.0f, 1.0f, 0.0f, 1.0f},
        { 63.5f, 63.5f, 0.0f, 1.0f, 1.0f, 1.0f},
    };
    IDirect3DSurface9 *level, *back_buffer, *readback;
    IDirect3DTexture9 *texture;
    D3DLOCKED_RECT lr;
    unsigned int y;
    DWORD pixel;
    HRESULT hr;

    hr = IDirect3DDevice9_CreateTexture(device, 64, 64, 1, 0, D3DFMT_X8R8G8B8, D3DPOOL_MANAGED, &texture, NULL);
    ok(hr == D3D_OK, "CreateTexture failed, hr %#lx.\n", hr);
    hr = IDirect3DTexture9_GetSurfaceLevel(texture, 0, &level);
    ok(hr == D3D_OK, "GetSurfaceLevel failed, hr %#lx.\n", hr);
    /* Blue everywhere, then red over the left half through GDI. */
    hr = IDirect3DSurface9_LockRect(level, &lr, NULL, 0);
    ok(hr == D3D_OK, "LockRect failed, hr %#lx.\n", hr);
    for (y = 0; y < 64; ++y)
    {
        DWORD *row = (DWORD *)((BYTE *)lr.pBits + y * lr.Pitch);
        unsigned int x;
        for (x = 0; x < 64; ++x)
            row[x] = 0xff0000ff;
    }
    IDirect3DSurface9_UnlockRect(level);
    gdi_fill_left_half(level);
    pixel = locked_pixel(level, 10, 10);
    ok(pixel == 0xff0000, "Got %06lx in the GDI-drawn half, expected red.\n", pixel);
    pixel = locked_pixel(level, 50, 10);
    ok(pixel == 0x0000ff, "Got %06lx in the other half, expected blue.\n", pixel);

    /* Draws sample what GDI drew. */
    IDirect3DDevice9_SetFVF(device, D3DFVF_XYZRHW | D3DFVF_TEX1);
    IDirect3DDevice9_SetTexture(device, 0, (IDirect3DBaseTexture9 *)texture);
    hr = IDirect3DDevice9_BeginScene(device);
    ok(hr == D3D_OK, "BeginScene failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_DrawPrimitiveUP(device, D3DPT_TRIANGLESTRIP, 2, quad, sizeof(*quad));
    ok(hr == D3D_OK, "DrawPrimitiveUP failed, hr %#lx.\n", hr);
    IDirect3DDevice9_EndScene(device);
    IDirect3DDevice9_SetTexture(device, 0, NULL);
    IDirect3DDevice9_GetBackBuffer(device, 0, 0, D3DBACKBUFFER_TYPE_MONO, &back_buffer);
    hr = IDirect3DDevice9_CreateOffscreenPlainSurface(device, 64, 64, D3DFMT_X8R8G8B8,
            D3DPOOL_SYSTEMMEM, &readback, NULL);
    ok(hr == D3D_OK, "CreateOffscreenPlainSurface failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_GetRenderTargetData(device, back_buffer, readback);
    ok(hr == D3D_OK, "GetRenderTargetData failed, hr %#lx.\n", hr);
    pixel = locked_pixel(readback, 16, 32);
    ok(pixel == 0xff0000, "Got %06lx drawn from the GDI-drawn half, expected red.\n", pixel);
    pixel = locked_pixel(readback, 48, 32);
    ok(pixel == 0x0000ff, "Got %06lx drawn from the other half, expected blue.\n", pixel);

    IDirect3DSurface9_Release(readback);
    IDirect3DSurface9_Release(back_buffer);
    IDirect3DSurface9_Release(level);
    IDirect3DTexture9_Release(texture);
}

static void test_a_render_target_dc_holds_what_the_gpu_drew(IDirect3DDevice9 *device)
{
    IDirect3DSurface9 *target;
    DWORD pixel;
    HRESULT hr;

    hr = IDirect3DDevice9_CreateRenderTarget(device, 64, 64, D3DFMT_X8R8G8B8,
            D3DMULTISAMPLE_NONE, 0, TRUE, &target, NULL);
    ok(hr == D3D_OK, "CreateRenderTarget failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_ColorFill(device, target, NULL, 0xff00ff00);
    ok(hr == D3D_OK, "ColorFill failed, hr %#lx.\n", hr);
    gdi_fill_left_half(target);
    pixel = locked_pixel(target, 10, 40);
    ok(pixel == 0xff0000, "Got %06lx in the GDI-drawn half, expected red.\n", pixel);
    pixel = locked_pixel(target, 50, 40);
    ok(pixel == 0x00ff00, "Got %06lx in the GPU-filled half, expected green.\n", pixel);
    IDirect3DSurface9_Release(target);
}

START_TEST(getdc)
{
    IDirect3DDevice9 *device;
    IDirect3D9 *d3d;
    HWND window;

    window = CreateWindowA("static", "getdc", WS_OVERLAPPEDWINDOW, 0, 0, 64, 64, NULL, NULL, NULL, NULL);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Failed to create a D3D object.\n");
    if ((device = create_device(d3d, window)))
    {
        test_gdi_draws_into_a_texture(device);
        test_a_render_target_dc_holds_what_the_gpu_drew(device);
        IDirect3DDevice9_Release(device);
    }
    IDirect3D9_Release(d3d);
    DestroyWindow(window);
}
