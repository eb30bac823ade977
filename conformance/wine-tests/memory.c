/*
 * wgd3d9's own Wine test: a level loader's memory in one process.
 *
 * Six "levels" of 256 MiB of default-pool resources each (14 textures of
 * 2048x2048 A8R8G8B8 filled through UpdateTexture from one system-memory
 * texture, and two 16 MiB vertex buffers filled through Lock), 1.5 GiB in
 * all, are created, filled and drawn from one after the other; each level is
 * released once the next one has loaded, as a loader that streams levels
 * does. Every Create must succeed (no E_OUTOFMEMORY or
 * D3DERR_OUTOFVIDEOMEMORY), and each level's draw must show its colour. Run
 * in a 32-bit process (`wgd3d9-wine conformance --arch i386`), this is the
 * address-space bound of a 32-bit game. The trace lines give the address
 * space in use as the program sees it (VirtualQuery over its whole range).
 */

#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include "wine/test.h"

#define LEVELS 6
#define TEXTURES_PER_LEVEL 14
#define BUFFERS_PER_LEVEL 2
#define TEXTURE_SIZE 2048
#define BUFFER_BYTES (16u << 20)

struct level
{
    IDirect3DTexture9 *textures[TEXTURES_PER_LEVEL];
    IDirect3DVertexBuffer9 *buffers[BUFFERS_PER_LEVEL];
};

struct quad_vertex
{
    float x, y, z, rhw;
    float u, v;
};

/* Bytes of the address space that are not free, as VirtualQuery reports them. */
static SIZE_T address_space_in_use(void)
{
    MEMORY_BASIC_INFORMATION info;
    SYSTEM_INFO system;
    SIZE_T used = 0;
    BYTE *at;

    GetSystemInfo(&system);
    at = system.lpMinimumApplicationAddress;
    while (at < (BYTE *)system.lpMaximumApplicationAddress
            && VirtualQuery(at, &info, sizeof(info)) == sizeof(info) && info.RegionSize)
    {
        if (info.State != MEM_FREE)
            used += info.RegionSize;
        at = (BYTE *)info.BaseAddress + info.RegionSize;
    }
    return used;
}

static D3DCOLOR level_colour(unsigned int level)
{
    return 0xff000000 | ((0x30 + level * 0x20) << 16) | ((0xe0 - level * 0x18) << 8) | (0x10 + level * 0x28);
}

static BOOL fill_staging(IDirect3DTexture9 *staging, D3DCOLOR colour)
{
    D3DLOCKED_RECT locked;
    unsigned int x, y;
    HRESULT hr;

    hr = IDirect3DTexture9_LockRect(staging, 0, &locked, NULL, 0);
    ok(hr == D3D_OK, "LockRect of the staging texture failed, hr %#lx.\n", hr);
    if (FAILED(hr))
        return FALSE;
    for (y = 0; y < TEXTURE_SIZE; ++y)
    {
        DWORD *row = (DWORD *)((BYTE *)locked.pBits + y * locked.Pitch);
        for (x = 0; x < TEXTURE_SIZE; ++x)
            row[x] = colour;
    }
    IDirect3DTexture9_UnlockRect(staging, 0);
    return TRUE;
}

static BOOL fill_buffer(IDirect3DVertexBuffer9 *buffer)
{
    static const struct quad_vertex quad[] =
    {
        {-0.5f, -0.5f, 0.5f, 1.0f, 0.0f, 0.0f},
        {63.5f, -0.5f, 0.5f, 1.0f, 1.0f, 0.0f},
        {-0.5f, 63.5f, 0.5f, 1.0f, 0.0f, 1.0f},
        {63.5f, 63.5f, 0.5f, 1.0f, 1.0f, 1.0f},
    };
    void *data;
    HRESULT hr;

    hr = IDirect3DVertexBuffer9_Lock(buffer, 0, 0, &data, 0);
    ok(hr == D3D_OK, "Lock of a vertex buffer failed, hr %#lx.\n", hr);
    if (FAILED(hr))
        return FALSE;
    memset(data, 0, BUFFER_BYTES);
    memcpy(data, quad, sizeof(quad));
    IDirect3DVertexBuffer9_Unlock(buffer);
    return TRUE;
}

/* Creates and fills one level; FALSE (with the failures reported) when something failed. */
static BOOL load_level(IDirect3DDevice9 *device, IDirect3DTexture9 *staging, struct level *level, unsigned int index)
{
    unsigned int i;
    HRESULT hr;

    if (!fill_staging(staging, level_colour(index)))
        return FALSE;
    for (i = 0; i < TEXTURES_PER_LEVEL; ++i)
    {
        hr = IDirect3DDevice9_CreateTexture(device, TEXTURE_SIZE, TEXTURE_SIZE, 1, 0, D3DFMT_A8R8G8B8,
                D3DPOOL_DEFAULT, &level->textures[i], NULL);
        ok(hr == D3D_OK, "Level %u: CreateTexture %u failed, hr %#lx.\n", index, i, hr);
        if (FAILED(hr))
            return FALSE;
        /* UpdateTexture copies what changed since the source was last
         * copied: the whole staging texture each time. */
        IDirect3DTexture9_AddDirtyRect(staging, NULL);
        hr = IDirect3DDevice9_UpdateTexture(device, (IDirect3DBaseTexture9 *)staging,
                (IDirect3DBaseTexture9 *)level->textures[i]);
        ok(hr == D3D_OK, "Level %u: UpdateTexture %u failed, hr %#lx.\n", index, i, hr);
    }
    for (i = 0; i < BUFFERS_PER_LEVEL; ++i)
    {
        hr = IDirect3DDevice9_CreateVertexBuffer(device, BUFFER_BYTES, D3DUSAGE_WRITEONLY,
                D3DFVF_XYZRHW | D3DFVF_TEX1, D3DPOOL_DEFAULT, &level->buffers[i], NULL);
        ok(hr == D3D_OK, "Level %u: CreateVertexBuffer %u failed, hr %#lx.\n", index, i, hr);
        if (FAILED(hr) || !fill_buffer(level->buffers[i]))
            return FALSE;
    }
    return TRUE;
}

static void release_level(struct level *level)
{
    unsigned int i;

    for (i = 0; i < TEXTURES_PER_LEVEL; ++i)
        if (level->textures[i])
            IDirect3DTexture9_Release(level->textures[i]);
    for (i = 0; i < BUFFERS_PER_LEVEL; ++i)
        if (level->buffers[i])
            IDirect3DVertexBuffer9_Release(level->buffers[i]);
    memset(level, 0, sizeof(*level));
}

/* Draws the level's last texture from its last buffer over the back buffer and checks the centre. */
static void draw_level(IDirect3DDevice9 *device, IDirect3DSurface9 *readback, struct level *level, unsigned int index)
{
    IDirect3DSurface9 *back_buffer;
    D3DLOCKED_RECT locked;
    DWORD colour;
    HRESULT hr;

    IDirect3DDevice9_SetTexture(device, 0, (IDirect3DBaseTexture9 *)level->textures[TEXTURES_PER_LEVEL - 1]);
    IDirect3DDevice9_SetStreamSource(device, 0, level->buffers[BUFFERS_PER_LEVEL - 1], 0, sizeof(struct quad_vertex));
    IDirect3DDevice9_SetFVF(device, D3DFVF_XYZRHW | D3DFVF_TEX1);
    IDirect3DDevice9_Clear(device, 0, NULL, D3DCLEAR_TARGET, 0xff000000, 1.0f, 0);
    IDirect3DDevice9_BeginScene(device);
    hr = IDirect3DDevice9_DrawPrimitive(device, D3DPT_TRIANGLESTRIP, 0, 2);
    ok(hr == D3D_OK, "Level %u: DrawPrimitive failed, hr %#lx.\n", index, hr);
    IDirect3DDevice9_EndScene(device);
    IDirect3DDevice9_GetBackBuffer(device, 0, 0, D3DBACKBUFFER_TYPE_MONO, &back_buffer);
    hr = IDirect3DDevice9_GetRenderTargetData(device, back_buffer, readback);
    ok(hr == D3D_OK, "Level %u: GetRenderTargetData failed, hr %#lx.\n", index, hr);
    IDirect3DSurface9_Release(back_buffer);
    hr = IDirect3DSurface9_LockRect(readback, &locked, NULL, D3DLOCK_READONLY);
    if (SUCCEEDED(hr))
    {
        colour = ((DWORD *)((BYTE *)locked.pBits + 32 * locked.Pitch))[32] & 0x00ffffff;
        ok(colour == (level_colour(index) & 0x00ffffff), "Level %u: got colour %06lx, expected %06lx.\n",
                index, colour, level_colour(index) & 0x00ffffff);
        IDirect3DSurface9_UnlockRect(readback);
    }
    IDirect3DDevice9_SetTexture(device, 0, NULL);
    IDirect3DDevice9_SetStreamSource(device, 0, NULL, 0, 0);
    hr = IDirect3DDevice9_Present(device, NULL, NULL, NULL, NULL);
    ok(hr == D3D_OK, "Level %u: Present failed, hr %#lx.\n", index, hr);
}

static void test_level_loader(void)
{
    struct level levels[2] = {0};
    SIZE_T at_start, peak = 0, now;
    D3DPRESENT_PARAMETERS pp = {0};
    IDirect3DTexture9 *staging = NULL;
    IDirect3DSurface9 *readback = NULL;
    IDirect3DDevice9 *device = NULL;
    IDirect3D9 *d3d;
    unsigned int i;
    HWND window;
    HRESULT hr;

    at_start = address_space_in_use();
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    ok(!!d3d, "Direct3DCreate9 failed.\n");
    if (!d3d)
        return;
    window = CreateWindowA("static", "wgd3d9 memory test", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
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
    hr = IDirect3DDevice9_CreateTexture(device, TEXTURE_SIZE, TEXTURE_SIZE, 1, 0, D3DFMT_A8R8G8B8,
            D3DPOOL_SYSTEMMEM, &staging, NULL);
    ok(hr == D3D_OK, "CreateTexture of the staging texture failed, hr %#lx.\n", hr);
    hr = IDirect3DDevice9_CreateOffscreenPlainSurface(device, 64, 64, D3DFMT_X8R8G8B8,
            D3DPOOL_SYSTEMMEM, &readback, NULL);
    ok(hr == D3D_OK, "CreateOffscreenPlainSurface failed, hr %#lx.\n", hr);
    if (!staging || !readback)
        goto done;
    IDirect3DDevice9_SetRenderState(device, D3DRS_LIGHTING, FALSE);
    IDirect3DDevice9_SetRenderState(device, D3DRS_ZENABLE, D3DZB_FALSE);

    for (i = 0; i < LEVELS; ++i)
    {
        struct level *level = &levels[i % 2];
        BOOL loaded = load_level(device, staging, level, i);

        now = address_space_in_use();
        if (now > peak)
            peak = now;
        if (!loaded)
            break;
        draw_level(device, readback, level, i);
        /* The level before this one is released once this one is in. */
        release_level(&levels[(i + 1) % 2]);
    }
    release_level(&levels[0]);
    release_level(&levels[1]);
    now = address_space_in_use();
    trace("address space in use: %lu MiB at the start, %lu MiB at the peak, %lu MiB after the last release\n",
            (unsigned long)(at_start >> 20), (unsigned long)(peak >> 20), (unsigned long)(now >> 20));

done:
    if (readback)
        IDirect3DSurface9_Release(readback);
    if (staging)
        IDirect3DTexture9_Release(staging);
    if (device)
        ok(!IDirect3DDevice9_Release(device), "The device has references left.\n");
    IDirect3D9_Release(d3d);
    DestroyWindow(window);
}

START_TEST(memory)
{
    test_level_loader();
}
