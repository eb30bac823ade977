/*
 * wgd3d9's own Wine test: d3d9.dll loads and draws.
 *
 * `wgd3d9-wine conformance` also runs this subtest in a prefix made by plain
 * `wineboot -i` of the installed Wine (none of the tool's own set-up), where
 * d3d9.dll must load with only the DLLs every prefix has. The trace line
 * "d3d9 driver:" names the implementation that answered, so the tool can
 * tell wgd3d9's DLL from Wine's own.
 */

#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include "wine/test.h"

static void test_create_clear_read_back(void)
{
    D3DADAPTER_IDENTIFIER9 id;
    D3DPRESENT_PARAMETERS pp = {0};
    IDirect3DSurface9 *back_buffer, *copy;
    IDirect3DDevice9 *device = NULL;
    D3DLOCKED_RECT locked;
    IDirect3D9 *d3d;
    HWND window;
    HRESULT hr;
    DWORD colour;

    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Direct3DCreate9 failed.\n");
    if (!d3d)
        return;
    hr = IDirect3D9_GetAdapterIdentifier(d3d, D3DADAPTER_DEFAULT, 0, &id);
    ok(hr == D3D_OK, "GetAdapterIdentifier failed, hr %#lx.\n", hr);
    trace("d3d9 driver: %s (%s)\n", id.Driver, id.Description);

    window = CreateWindowA("static", "wgd3d9 loading test", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
            0, 0, 160, 120, NULL, NULL, NULL, NULL);
    pp.BackBufferWidth = 64;
    pp.BackBufferHeight = 64;
    pp.BackBufferFormat = D3DFMT_X8R8G8B8;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.hDeviceWindow = window;
    pp.Windowed = TRUE;
    hr = IDirect3D9_CreateDevice(d3d, D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, window,
            D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &device);
    ok(hr == D3D_OK, "CreateDevice failed, hr %#lx.\n", hr);
    if (!device)
        goto done;

    hr = IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET, 0xff2040c0, 1.0f, 0);
    ok(hr == D3D_OK, "Clear failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_GetBackBuffer(device, 0, 0, D3DBACKBUFFER_TYPE_MONO, &back_buffer);
    ok(hr == D3D_OK, "GetBackBuffer failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_CreateOffscreenPlainSurface(device, 64, 64, D3DFMT_X8R8G8B8,
            D3DPOOL_SYSTEMMEM, &copy, NULL);
    ok(hr == D3D_OK, "CreateOffscreenPlainSurface failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_GetRenderTargetData(device, back_buffer, copy);
    ok(hr == D3D_OK, "GetRenderTargetData failed, hr %#lx.\n", hr);
    hr = IDirect3DSurface9_LockRect(copy, &locked, NULL, D3DLOCK_READONLY);
    ok(hr == D3D_OK, "LockRect failed, hr %#lx.\n", hr);
    colour = ((DWORD *)((BYTE *)locked.pBits + 32 * locked.Pitch))[32] & 0x00ffffff;
    ok(colour == 0x2040c0, "Got colour %06lx, expected the clear colour 2040c0.\n", colour);
    IDirect3DSurface9_UnlockRect(copy);
    IDirect3DSurface9_Release(copy);
    IDirect3DSurface9_Release(back_buffer);
    hr = IDirect3DDevice9_Present(device, NULL, NULL, NULL, NULL);
    ok(hr == D3D_OK, "Present failed, hr %#lx.\n", hr);
    ok(!IDirect3DDevice9_Release(device), "The device has references left.\n");
done:
    IDirect3D9_Release(d3d);
    DestroyWindow(window);
}

START_TEST(loading)
{
    test_create_clear_read_back();
}
