/*
 * wgd3d9's own Wine test: presentation into windows, and full screen.
 *
 * Built and run by `wgd3d9-wine conformance` with Wine's test harness
 * (wine/test.h), like Wine's d3d9 tests, and gated by the same baseline.
 * Colours are read back from the screen (the X server), so they prove that
 * the back buffer reached the window, scaled to its client area, with
 * Present's rectangles, the drawn device cursor and the HUD; full screen
 * changes the X server's mode (RandR, through Wine's display driver).
 */

#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include "wine/test.h"

static HWND create_test_window(int x, int y, int w, int h)
{
    RECT r = {0, 0, w, h};
    HWND window;

    AdjustWindowRect(&r, WS_OVERLAPPEDWINDOW, FALSE);
    window = CreateWindowA("static", "wgd3d9 window test", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
            x, y, r.right - r.left, r.bottom - r.top, NULL, NULL, NULL, NULL);
    ok(!!window, "Failed to create a window.\n");
    return window;
}

static void flush_events(void)
{
    DWORD end = GetTickCount() + 200;
    MSG msg;

    while (GetTickCount() < end)
    {
        while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        {
            TranslateMessage(&msg);
            DispatchMessageA(&msg);
        }
        Sleep(10);
    }
}

/* The colour on the screen at a point of a window's client area (0x00rrggbb). */
static DWORD screen_colour(HWND window, int x, int y)
{
    POINT p = {x, y};
    COLORREF c;
    HDC dc;

    ClientToScreen(window, &p);
    dc = GetDC(NULL);
    c = GetPixel(dc, p.x, p.y);
    ReleaseDC(NULL, dc);
    return (GetRValue(c) << 16) | (GetGValue(c) << 8) | GetBValue(c);
}

static BOOL colour_near(DWORD a, DWORD b)
{
    int i;

    for (i = 0; i < 24; i += 8)
        if (abs((int)((a >> i) & 0xff) - (int)((b >> i) & 0xff)) > 2)
            return FALSE;
    return TRUE;
}

/* Presentation parameters of a w x h X8R8G8B8 swap chain in `window`. */
static void fill_params(D3DPRESENT_PARAMETERS *pp, HWND window, UINT w, UINT h, BOOL windowed)
{
    ZeroMemory(pp, sizeof(*pp));
    pp->BackBufferWidth = w;
    pp->BackBufferHeight = h;
    pp->BackBufferFormat = D3DFMT_X8R8G8B8;
    pp->SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp->hDeviceWindow = window;
    pp->Windowed = windowed;
    pp->PresentationInterval = D3DPRESENT_INTERVAL_IMMEDIATE;
}

/* A device presenting into `window` with parameters `pp`, or NULL. */
static IDirect3DDevice9 *create_device_with(IDirect3D9 *d3d, HWND window, D3DPRESENT_PARAMETERS *pp)
{
    IDirect3DDevice9 *device = NULL;
    HRESULT hr;

    hr = IDirect3D9_CreateDevice(d3d, D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, window,
            D3DCREATE_HARDWARE_VERTEXPROCESSING, pp, &device);
    ok(hr == D3D_OK, "Failed to create a device, hr %#lx.\n", hr);
    return device;
}

static IDirect3DDevice9 *create_device(IDirect3D9 *d3d, HWND window, UINT w, UINT h)
{
    D3DPRESENT_PARAMETERS pp;

    fill_params(&pp, window, w, h, TRUE);
    return create_device_with(d3d, window, &pp);
}

static void clear_and_present(IDirect3DDevice9 *device, D3DCOLOR colour)
{
    HRESULT hr;

    hr = IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET, colour, 1.0f, 0);
    ok(hr == D3D_OK, "Clear failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_Present(device, NULL, NULL, NULL, NULL);
    ok(hr == D3D_OK, "Present failed, hr %#lx.\n", hr);
    flush_events();
}

/* Clears the 320x240 back buffer of `device` to `clear` and returns its colour
 * at (x, y) as GetRenderTargetData reads it (0x00rrggbb). */
static DWORD back_buffer_colour(IDirect3DDevice9 *device, D3DCOLOR clear, int x, int y)
{
    IDirect3DSurface9 *back_buffer, *copy;
    D3DLOCKED_RECT lr;
    DWORD colour = 0;
    HRESULT hr;

    hr = IDirect3DDevice9_GetBackBuffer(device, 0, 0, D3DBACKBUFFER_TYPE_MONO, &back_buffer);
    ok(hr == D3D_OK, "GetBackBuffer failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_CreateOffscreenPlainSurface(device, 320, 240, D3DFMT_X8R8G8B8,
            D3DPOOL_SYSTEMMEM, &copy, NULL);
    ok(hr == D3D_OK, "Failed to create a surface, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET, clear, 1.0f, 0);
    ok(hr == D3D_OK, "Clear failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_GetRenderTargetData(device, back_buffer, copy);
    ok(hr == D3D_OK, "GetRenderTargetData failed, hr %#lx.\n", hr);
    hr = IDirect3DSurface9_LockRect(copy, &lr, NULL, D3DLOCK_READONLY);
    ok(hr == D3D_OK, "LockRect failed, hr %#lx.\n", hr);
    if (SUCCEEDED(hr))
    {
        colour = ((DWORD *)((BYTE *)lr.pBits + y * lr.Pitch))[x] & 0xffffff;
        IDirect3DSurface9_UnlockRect(copy);
    }
    IDirect3DSurface9_Release(copy);
    IDirect3DSurface9_Release(back_buffer);
    return colour;
}

static void test_present_shows_the_back_buffer(void)
{
    IDirect3DDevice9 *device;
    IDirect3D9 *d3d;
    DWORD colour;
    HWND window;
    ULONG refs;

    window = create_test_window(40, 40, 320, 240);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Failed to create a D3D object.\n");
    /* A back buffer half the window's size is scaled up to fill it. */
    device = create_device(d3d, window, 160, 120);
    if (!device)
        goto done;
    flush_events();

    clear_and_present(device, 0xffff0000);
    colour = screen_colour(window, 160, 120);
    ok(colour_near(colour, 0xff0000), "Got colour %06lx at the centre, expected red.\n", colour);
    colour = screen_colour(window, 300, 220);
    ok(colour_near(colour, 0xff0000), "Got colour %06lx near the corner, expected red.\n", colour);

    clear_and_present(device, 0xff0000ff);
    colour = screen_colour(window, 160, 120);
    ok(colour_near(colour, 0x0000ff), "Got colour %06lx after a second present, expected blue.\n", colour);

    /* A resized window is filled at its new size. */
    SetWindowPos(window, NULL, 0, 0, 420, 300, SWP_NOMOVE | SWP_NOZORDER);
    flush_events();
    clear_and_present(device, 0xff00ff00);
    colour = screen_colour(window, 380, 230);
    ok(colour_near(colour, 0x00ff00), "Got colour %06lx after a resize, expected green.\n", colour);

    refs = IDirect3DDevice9_Release(device);
    ok(!refs, "Device has %lu references left.\n", refs);
done:
    IDirect3D9_Release(d3d);
    DestroyWindow(window);
}

static void test_swap_chains_show_in_their_own_windows(void)
{
    IDirect3DSwapChain9 *swapchain;
    D3DPRESENT_PARAMETERS pp = {0};
    IDirect3DSurface9 *back_buffer;
    IDirect3DDevice9 *device;
    HWND window, window2;
    IDirect3D9 *d3d;
    DWORD colour;
    HRESULT hr;

    window = create_test_window(40, 320, 200, 150);
    window2 = create_test_window(300, 320, 200, 150);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    device = create_device(d3d, window, 0, 0);
    if (!device)
        goto done;
    /* Let both windows map and paint first: what is shown before a window is
     * exposed is lost, as on Windows. */
    flush_events();

    pp.BackBufferFormat = D3DFMT_X8R8G8B8;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.hDeviceWindow = window2;
    pp.Windowed = TRUE;
    hr = IDirect3DDevice9_CreateAdditionalSwapChain(device, &pp, &swapchain);
    ok(hr == D3D_OK, "Failed to create a swap chain, hr %#lx.\n", hr);
    ok(pp.BackBufferWidth == 200 && pp.BackBufferHeight == 150,
            "Got back buffer size %ux%u, expected the client area 200x150.\n", pp.BackBufferWidth, pp.BackBufferHeight);
    if (FAILED(hr))
        goto release;

    clear_and_present(device, 0xffff0000);
    hr = IDirect3DSwapChain9_GetBackBuffer(swapchain, 0, D3DBACKBUFFER_TYPE_MONO, &back_buffer);
    ok(hr == D3D_OK, "GetBackBuffer failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_SetRenderTarget(device, 0, back_buffer);
    ok(hr == D3D_OK, "SetRenderTarget failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET, 0xff00ff00, 1.0f, 0);
    ok(hr == D3D_OK, "Clear failed, hr %#lx.\n", hr);
    hr = IDirect3DSwapChain9_Present(swapchain, NULL, NULL, NULL, NULL, 0);
    ok(hr == D3D_OK, "Present failed, hr %#lx.\n", hr);
    flush_events();
    IDirect3DSurface9_Release(back_buffer);

    colour = screen_colour(window, 100, 75);
    ok(colour_near(colour, 0xff0000), "Got colour %06lx in the device window, expected red.\n", colour);
    colour = screen_colour(window2, 100, 75);
    ok(colour_near(colour, 0x00ff00), "Got colour %06lx in the swap chain's window, expected green.\n", colour);

    IDirect3DSwapChain9_Release(swapchain);
release:
    IDirect3DDevice9_Release(device);
done:
    IDirect3D9_Release(d3d);
    DestroyWindow(window2);
    DestroyWindow(window);
}

/* Full screen: the device window covers the screen without its frame, the
 * gamma ramp is applied to what is shown, and Reset to windowed gives the
 * frame back and shows the frame without the ramp. */
static void test_full_screen_and_its_gamma_ramp(void)
{
    D3DPRESENT_PARAMETERS pp;
    IDirect3DDevice9 *device;
    DEVMODEW mode = {0};
    D3DGAMMARAMP ramp;
    IDirect3D9 *d3d;
    unsigned int i;
    DWORD colour;
    HWND window;
    HRESULT hr;
    LONG style;
    ULONG refs;
    RECT r;

    mode.dmSize = sizeof(mode);
    ok(EnumDisplaySettingsW(NULL, ENUM_CURRENT_SETTINGS, &mode), "Failed to get the display mode.\n");
    window = create_test_window(40, 40, 320, 240);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Failed to create a D3D object.\n");
    fill_params(&pp, window, mode.dmPelsWidth, mode.dmPelsHeight, FALSE);
    device = create_device_with(d3d, window, &pp);
    if (!device)
        goto done;
    flush_events();

    GetWindowRect(window, &r);
    ok(r.left == 0 && r.top == 0 && r.right == (LONG)mode.dmPelsWidth && r.bottom == (LONG)mode.dmPelsHeight,
            "Got window rect %ld,%ld-%ld,%ld, expected the screen.\n", r.left, r.top, r.right, r.bottom);
    style = GetWindowLongW(window, GWL_STYLE);
    ok(!(style & WS_CAPTION), "Got style %#lx, expected no caption.\n", style);
    clear_and_present(device, 0xffff0000);
    colour = screen_colour(window, mode.dmPelsWidth - 10, mode.dmPelsHeight - 10);
    ok(colour_near(colour, 0xff0000), "Got colour %06lx at the screen's corner, expected red.\n", colour);

    /* An inverting ramp shows red as cyan. */
    for (i = 0; i < 256; ++i)
        ramp.red[i] = ramp.green[i] = ramp.blue[i] = (255 - i) * 257;
    IDirect3DDevice9_SetGammaRamp(device, 0, D3DSGR_NO_CALIBRATION, &ramp);
    clear_and_present(device, 0xffff0000);
    colour = screen_colour(window, mode.dmPelsWidth / 2, mode.dmPelsHeight / 2);
    ok(colour_near(colour, 0x00ffff), "Got colour %06lx through the ramp, expected cyan.\n", colour);

    /* Windowed: the frame comes back and the ramp no longer applies. */
    pp.BackBufferWidth = 320;
    pp.BackBufferHeight = 240;
    pp.Windowed = TRUE;
    hr = IDirect3DDevice9_Reset(device, &pp);
    ok(hr == D3D_OK, "Reset to windowed failed, hr %#lx.\n", hr);
    flush_events();
    style = GetWindowLongW(window, GWL_STYLE);
    ok((style & WS_CAPTION) == WS_CAPTION, "Got style %#lx, expected the caption back.\n", style);
    clear_and_present(device, 0xffff0000);
    colour = screen_colour(window, 100, 100);
    ok(colour_near(colour, 0xff0000), "Got colour %06lx windowed, expected red.\n", colour);

    refs = IDirect3DDevice9_Release(device);
    ok(!refs, "Device has %lu references left.\n", refs);
done:
    IDirect3D9_Release(d3d);
    DestroyWindow(window);
}

/* The display's current mode (width, height). */
static void current_mode(DWORD *w, DWORD *h)
{
    DEVMODEW mode = {0};

    mode.dmSize = sizeof(mode);
    ok(EnumDisplaySettingsW(NULL, ENUM_CURRENT_SETTINGS, &mode), "Failed to get the display mode.\n");
    *w = mode.dmPelsWidth;
    *h = mode.dmPelsHeight;
}

/* Whether the display offers a w x h mode. */
static BOOL display_has_mode(DWORD w, DWORD h)
{
    DEVMODEW mode = {0};
    DWORD i;

    mode.dmSize = sizeof(mode);
    for (i = 0; EnumDisplaySettingsW(NULL, i, &mode); ++i)
        if (mode.dmPelsWidth == w && mode.dmPelsHeight == h)
            return TRUE;
    return FALSE;
}

static void check_mode(DWORD w, DWORD h, const char *when)
{
    DWORD cw, ch;

    current_mode(&cw, &ch);
    ok(cw == w && ch == h, "%s: got mode %lux%lu, expected %lux%lu.\n", when, cw, ch, w, h);
    ok(GetSystemMetrics(SM_CXSCREEN) == (int)w && GetSystemMetrics(SM_CYSCREEN) == (int)h,
            "%s: got a %dx%d screen, expected %lux%lu.\n", when,
            GetSystemMetrics(SM_CXSCREEN), GetSystemMetrics(SM_CYSCREEN), w, h);
}

/* Full screen sets the display mode of the swap chain, Reset changes it,
 * and Reset to windowed and the device's release give the user's mode
 * back. A program that hid its window (World of Warplanes removes
 * WS_VISIBLE) gets it shown by a full-screen Reset. Needs a display with
 * 800x600 and 640x480 modes (the conformance run's X server has them). */
static void test_full_screen_changes_the_display_mode(void)
{
    DWORD user_w, user_h, colour;
    D3DPRESENT_PARAMETERS pp;
    IDirect3DDevice9 *device;
    IDirect3D9 *d3d;
    HWND window;
    HRESULT hr;
    ULONG refs;
    RECT r;

    current_mode(&user_w, &user_h);
    if (!display_has_mode(800, 600) || !display_has_mode(640, 480) || user_w == 800)
    {
        skip("The display has no 800x600 and 640x480 modes to change to.\n");
        return;
    }
    window = create_test_window(40, 40, 320, 240);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Failed to create a D3D object.\n");
    fill_params(&pp, window, 800, 600, FALSE);
    device = create_device_with(d3d, window, &pp);
    if (!device)
        goto done;
    flush_events();
    check_mode(800, 600, "full screen");
    GetWindowRect(window, &r);
    ok(r.left == 0 && r.top == 0 && r.right == 800 && r.bottom == 600,
            "Got window rect %ld,%ld-%ld,%ld, expected 0,0-800,600.\n", r.left, r.top, r.right, r.bottom);
    clear_and_present(device, 0xff00ff00);
    colour = screen_colour(window, 790, 590);
    ok(colour_near(colour, 0x00ff00), "Got colour %06lx at the screen's corner, expected green.\n", colour);

    fill_params(&pp, window, 640, 480, FALSE);
    hr = IDirect3DDevice9_Reset(device, &pp);
    ok(hr == D3D_OK, "Reset to 640x480 failed, hr %#lx.\n", hr);
    flush_events();
    check_mode(640, 480, "after Reset");

    SetWindowLongW(window, GWL_STYLE, GetWindowLongW(window, GWL_STYLE) & ~WS_VISIBLE);
    fill_params(&pp, window, 800, 600, FALSE);
    hr = IDirect3DDevice9_Reset(device, &pp);
    ok(hr == D3D_OK, "Reset to 800x600 failed, hr %#lx.\n", hr);
    flush_events();
    check_mode(800, 600, "after a second Reset");
    ok(IsWindowVisible(window), "The hidden window was not shown by Reset.\n");
    GetWindowRect(window, &r);
    ok(r.right == 800 && r.bottom == 600, "Got window rect %ld,%ld-%ld,%ld after Reset.\n",
            r.left, r.top, r.right, r.bottom);

    fill_params(&pp, window, 320, 240, TRUE);
    hr = IDirect3DDevice9_Reset(device, &pp);
    ok(hr == D3D_OK, "Reset to windowed failed, hr %#lx.\n", hr);
    flush_events();
    check_mode(user_w, user_h, "windowed");

    fill_params(&pp, window, 640, 480, FALSE);
    hr = IDirect3DDevice9_Reset(device, &pp);
    ok(hr == D3D_OK, "Reset to full screen failed, hr %#lx.\n", hr);
    flush_events();
    check_mode(640, 480, "full screen again");
    refs = IDirect3DDevice9_Release(device);
    ok(!refs, "Device has %lu references left.\n", refs);
    flush_events();
    check_mode(user_w, user_h, "after the device's release");
done:
    IDirect3D9_Release(d3d);
    DestroyWindow(window);
}

/* A window destroyed under a live swap chain: Present answers D3D_OK or
 * D3DERR_INVALIDCALL and shows nothing, and the device goes on working (its
 * back buffer still takes clears and reads back). */
static void test_present_into_a_destroyed_window(void)
{
    IDirect3DDevice9 *device;
    IDirect3D9 *d3d;
    DWORD colour;
    HWND window;
    HRESULT hr;
    ULONG refs;

    window = create_test_window(40, 40, 320, 240);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Failed to create a D3D object.\n");
    device = create_device(d3d, window, 320, 240);
    if (!device)
        goto done;
    clear_and_present(device, 0xff0000ff);
    DestroyWindow(window);
    flush_events();
    hr = IDirect3DDevice9_Present(device, NULL, NULL, NULL, NULL);
    ok(hr == D3D_OK || hr == D3DERR_INVALIDCALL, "Present into a destroyed window: hr %#lx.\n", hr);
    hr = IDirect3DDevice9_TestCooperativeLevel(device);
    ok(hr == D3D_OK, "TestCooperativeLevel: hr %#lx.\n", hr);
    colour = back_buffer_colour(device, 0xff00ff00, 10, 10);
    ok(colour == 0x00ff00, "Got back buffer colour %06lx, expected green.\n", colour);
    refs = IDirect3DDevice9_Release(device);
    ok(!refs, "Device has %lu references left.\n", refs);
done:
    IDirect3D9_Release(d3d);
}

/* Present's rectangles: the source rectangle's part of the back buffer is
 * scaled into the destination rectangle, and the rest of the client area
 * keeps what it showed since the first such Present. Known difference,
 * asserted: what the window showed before that first one is not kept and
 * shows black (Windows and Wine's d3d9 keep it). */
static void test_present_rectangles(void)
{
    RECT src = {0, 0, 160, 120}, dst = {160, 120, 320, 240}, dst2 = {0, 0, 160, 120}, left = {0, 0, 80, 240};
    IDirect3DDevice9 *device;
    IDirect3D9 *d3d;
    DWORD colour;
    HWND window;
    HRESULT hr;

    window = create_test_window(40, 40, 320, 240);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Failed to create a D3D object.\n");
    device = create_device(d3d, window, 320, 240);
    if (!device)
        goto done;
    flush_events();

    clear_and_present(device, 0xffff0000);
    hr = IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET, 0xff0000ff, 1.0f, 0);
    ok(hr == D3D_OK, "Clear failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_Present(device, &src, &dst, NULL, NULL);
    ok(hr == D3D_OK, "Present failed, hr %#lx.\n", hr);
    flush_events();
    colour = screen_colour(window, 240, 180);
    ok(colour_near(colour, 0x0000ff), "Got colour %06lx in the destination, expected blue.\n", colour);
    colour = screen_colour(window, 80, 60);
    ok(colour_near(colour, 0x000000), "Got colour %06lx outside the first destination, expected black.\n", colour);

    hr = IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET, 0xff00ffff, 1.0f, 0);
    ok(hr == D3D_OK, "Clear failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_Present(device, &src, &dst2, NULL, NULL);
    ok(hr == D3D_OK, "Present failed, hr %#lx.\n", hr);
    flush_events();
    colour = screen_colour(window, 80, 60);
    ok(colour_near(colour, 0x00ffff), "Got colour %06lx in the second destination, expected cyan.\n", colour);
    colour = screen_colour(window, 240, 180);
    ok(colour_near(colour, 0x0000ff), "Got colour %06lx outside it, expected blue kept.\n", colour);

    /* The left quarter of the back buffer, green, fills the whole window. */
    hr = IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET, 0xffffff00, 1.0f, 0);
    ok(hr == D3D_OK, "Clear failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_Clear(device, 1, (D3DRECT *)&left, D3DCLEAR_TARGET, 0xff00ff00, 1.0f, 0);
    ok(hr == D3D_OK, "Clear failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_Present(device, &left, NULL, NULL, NULL);
    ok(hr == D3D_OK, "Present failed, hr %#lx.\n", hr);
    flush_events();
    colour = screen_colour(window, 300, 120);
    ok(colour_near(colour, 0x00ff00), "Got colour %06lx from the scaled source, expected green.\n", colour);

    IDirect3DDevice9_Release(device);
done:
    IDirect3D9_Release(d3d);
    DestroyWindow(window);
}

/* A device cursor too large for the pointer is drawn over the frame at
 * SetCursorPosition (blended by its alpha), and is absent from the back
 * buffer. */
static void test_drawn_device_cursor(void)
{
    IDirect3DSurface9 *image;
    D3DLOCKED_RECT lr;
    IDirect3DDevice9 *device;
    IDirect3D9 *d3d;
    POINT origin = {0, 0};
    unsigned int x, y;
    DWORD colour;
    HWND window;
    HRESULT hr;

    window = create_test_window(40, 40, 320, 240);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Failed to create a D3D object.\n");
    device = create_device(d3d, window, 320, 240);
    if (!device)
        goto done;
    flush_events();

    /* 128x128: opaque green on the left half, transparent on the right. */
    hr = IDirect3DDevice9_CreateOffscreenPlainSurface(device, 128, 128, D3DFMT_A8R8G8B8,
            D3DPOOL_SCRATCH, &image, NULL);
    ok(hr == D3D_OK, "Failed to create the cursor image, hr %#lx.\n", hr);
    hr = IDirect3DSurface9_LockRect(image, &lr, NULL, 0);
    ok(hr == D3D_OK, "LockRect failed, hr %#lx.\n", hr);
    for (y = 0; y < 128; ++y)
        for (x = 0; x < 128; ++x)
            ((DWORD *)((BYTE *)lr.pBits + y * lr.Pitch))[x] = x < 64 ? 0xff00ff00 : 0x000000ff;
    IDirect3DSurface9_UnlockRect(image);
    hr = IDirect3DDevice9_SetCursorProperties(device, 0, 0, image);
    ok(hr == D3D_OK, "SetCursorProperties failed, hr %#lx.\n", hr);
    IDirect3DSurface9_Release(image);
    ok(!IDirect3DDevice9_ShowCursor(device, TRUE), "The cursor was shown before.\n");
    ClientToScreen(window, &origin);
    IDirect3DDevice9_SetCursorPosition(device, origin.x + 100, origin.y + 80, 0);

    clear_and_present(device, 0xffff0000);
    colour = screen_colour(window, 130, 120);
    ok(colour_near(colour, 0x00ff00), "Got colour %06lx under the cursor, expected green.\n", colour);
    colour = screen_colour(window, 200, 120);
    ok(colour_near(colour, 0xff0000), "Got colour %06lx under its transparent half, expected red.\n", colour);
    colour = screen_colour(window, 50, 50);
    ok(colour_near(colour, 0xff0000), "Got colour %06lx beside the cursor, expected red.\n", colour);

    /* The back buffer holds the frame alone. */
    colour = back_buffer_colour(device, 0xffff0000, 130, 120);
    ok(colour == 0xff0000, "Got colour %06lx in the back buffer, expected red.\n", colour);

    /* Hidden: the frame alone is shown. */
    ok(IDirect3DDevice9_ShowCursor(device, FALSE), "The cursor was not shown.\n");
    clear_and_present(device, 0xffff0000);
    colour = screen_colour(window, 130, 120);
    ok(colour_near(colour, 0xff0000), "Got colour %06lx with the cursor hidden, expected red.\n", colour);

    IDirect3DDevice9_Release(device);
done:
    IDirect3D9_Release(d3d);
    DestroyWindow(window);
}

/* WGD3D9_HUD=full: the HUD's panel is drawn over the frames shown in the
 * window (its translucent black background darkens the top-left corner, 4
 * pixels in), and the back buffer holds the frame alone. The variable is
 * read when the device is created. */
static void test_hud(void)
{
    IDirect3DDevice9 *device;
    IDirect3D9 *d3d;
    DWORD colour;
    HWND window;

    window = create_test_window(40, 40, 320, 240);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Failed to create a D3D object.\n");
    SetEnvironmentVariableA("WGD3D9_HUD", "full");
    device = create_device(d3d, window, 320, 240);
    SetEnvironmentVariableA("WGD3D9_HUD", NULL);
    if (!device)
        goto done;
    flush_events();

    clear_and_present(device, 0xff0000ff);
    /* Blue under black of alpha 160/255: 255 * 95 / 255. */
    colour = screen_colour(window, 4, 4);
    ok(colour_near(colour, 0x00005f), "Got colour %06lx at the HUD's corner, expected 00005f.\n", colour);
    colour = screen_colour(window, 3, 3);
    ok(colour_near(colour, 0x0000ff), "Got colour %06lx beside the HUD, expected blue.\n", colour);
    colour = screen_colour(window, 300, 220);
    ok(colour_near(colour, 0x0000ff), "Got colour %06lx away from the HUD, expected blue.\n", colour);

    colour = back_buffer_colour(device, 0xff0000ff, 4, 4);
    ok(colour == 0x0000ff, "Got colour %06lx in the back buffer, expected blue.\n", colour);

    IDirect3DDevice9_Release(device);
done:
    IDirect3D9_Release(d3d);
    DestroyWindow(window);
}

START_TEST(window)
{
    test_present_shows_the_back_buffer();
    test_swap_chains_show_in_their_own_windows();
    test_present_rectangles();
    test_drawn_device_cursor();
    test_hud();
    test_full_screen_and_its_gamma_ramp();
    test_full_screen_changes_the_display_mode();
    test_present_into_a_destroyed_window();
}
