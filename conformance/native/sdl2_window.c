/* A native program written the way ported games are: an SDL2 window whose
 * SDL_Window* is the D3D9 device window, D3D9 through <d3d9.h>, built with
 *     cc sdl2_window.c $(pkg-config --cflags --libs d3d9 sdl2)
 * It shows two scenes in its window and says where, so that the caller can
 * compare a screenshot of the screen with the colours the D3D9 rules give:
 *   1. a 320x240 window (unless the window manager gives it another size)
 *      and a 0x0 back buffer, which must take the window's size: cleared to
 *      CLEAR1, the triangle (0,0) (w,0) (0,h) drawn in TRI1;
 *   2. after the window was hidden for a few frames and shown again, the
 *      window resized to 400x300 (as far as the window manager lets
 *      it) and the device Reset with a 0x0 back buffer again, which must
 *      take the window's new size: CLEAR2, TRI2.
 * Each scene is drawn frame after frame, as a game does, until a line comes
 * on stdin; after its first frame the program prints "shown X Y W H" (the
 * client area on the screen, its size in pixels). Before the first scene,
 * handles that are no window (a pointer to bytes of the program's own) must
 * render offscreen: an additional swap chain for one, and Present into one,
 * succeed; the program prints "not a window P" with the handle's value P. Then the window is destroyed under the live
 * device, whose frames must still draw and present (offscreen), and
 * everything is released. Exits 0 (after printing "ok"), 1 on a failed check
 * (with a line saying which). */
#define _POSIX_C_SOURCE 200112L
#include <SDL.h>
#include <d3d9.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define CLEAR1 D3DCOLOR_XRGB(0xc0, 0x40, 0x20)
#define TRI1 D3DCOLOR_XRGB(0x00, 0xff, 0x00)
#define CLEAR2 D3DCOLOR_XRGB(0x20, 0x40, 0xc0)
#define TRI2 D3DCOLOR_XRGB(0xff, 0xff, 0x00)

#define CHECK(cond, what)                                                   \
    do {                                                                    \
        if (!(cond)) {                                                      \
            printf("FAIL line %d: %s\n", __LINE__, what);                  \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

struct vertex {
    float x, y, z, rhw;
    D3DCOLOR color;
};

static void back_buffer_size(IDirect3DDevice9 *dev, UINT *w, UINT *h) {
    IDirect3DSurface9 *bb = NULL;
    D3DSURFACE_DESC desc;
    CHECK(SUCCEEDED(IDirect3DDevice9_GetBackBuffer(dev, 0, 0, D3DBACKBUFFER_TYPE_MONO, &bb)), "GetBackBuffer");
    CHECK(SUCCEEDED(IDirect3DSurface9_GetDesc(bb, &desc)), "GetDesc");
    IDirect3DSurface9_Release(bb);
    *w = desc.Width;
    *h = desc.Height;
}

/* Draws one frame of the scene (clear, then the top-left triangle). */
static void draw(IDirect3DDevice9 *dev, UINT w, UINT h, D3DCOLOR clear, D3DCOLOR tri) {
    struct vertex v[3] = {
        {0.0f, 0.0f, 0.5f, 1.0f, tri},
        {(float)w, 0.0f, 0.5f, 1.0f, tri},
        {0.0f, (float)h, 0.5f, 1.0f, tri},
    };
    SDL_Event e;
    while (SDL_PollEvent(&e)) {
    }
    CHECK(SUCCEEDED(IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET, clear, 1.0f, 0)), "Clear");
    CHECK(SUCCEEDED(IDirect3DDevice9_BeginScene(dev)), "BeginScene");
    CHECK(SUCCEEDED(IDirect3DDevice9_SetFVF(dev, D3DFVF_XYZRHW | D3DFVF_DIFFUSE)), "SetFVF");
    CHECK(SUCCEEDED(IDirect3DDevice9_DrawPrimitiveUP(dev, D3DPT_TRIANGLELIST, 1, v, sizeof(v[0]))),
          "DrawPrimitiveUP");
    CHECK(SUCCEEDED(IDirect3DDevice9_EndScene(dev)), "EndScene");
    CHECK(SUCCEEDED(IDirect3DDevice9_Present(dev, NULL, NULL, NULL, NULL)), "Present");
}

/* The window's size in pixels. */
static void window_size(SDL_Window *window, UINT *w, UINT *h) {
    int x = 0, y = 0;
    SDL_GetWindowSizeInPixels(window, &x, &y);
    *w = (UINT)x;
    *h = (UINT)y;
}

/* A swap chain for a handle that is no window, and a Present into one:
 * both succeed and render offscreen (with a log line), and the library
 * never reads through the handle (its bytes would crash SDL2). */
static void not_windows(IDirect3DDevice9 *dev) {
    static unsigned char not_a_window[256];
    memset(not_a_window, 0xa5, sizeof(not_a_window));
    D3DPRESENT_PARAMETERS pp = {0};
    pp.BackBufferWidth = 64;
    pp.BackBufferHeight = 64;
    pp.BackBufferFormat = D3DFMT_X8R8G8B8;
    pp.BackBufferCount = 1;
    pp.Windowed = TRUE;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.hDeviceWindow = (HWND)not_a_window;
    IDirect3DSwapChain9 *chain = NULL;
    CHECK(SUCCEEDED(IDirect3DDevice9_CreateAdditionalSwapChain(dev, &pp, &chain)),
          "CreateAdditionalSwapChain for a handle that is no window");
    CHECK(SUCCEEDED(IDirect3DSwapChain9_Present(chain, NULL, NULL, NULL, NULL, 0)),
          "the swap chain's Present into no window");
    CHECK(IDirect3DSwapChain9_Release(chain) == 0, "the swap chain's last reference");
    CHECK(SUCCEEDED(IDirect3DDevice9_Present(dev, NULL, NULL, (HWND)not_a_window, NULL)),
          "Present with a destination that is no window");
    printf("not a window %p\n", (void *)not_a_window);
    fflush(stdout);
}

/* Handles the window system's events for a while (the window's first
 * configuration, a resize). */
static void settle(void) {
    for (int i = 0; i < 10; i++) {
        SDL_Event e;
        while (SDL_PollEvent(&e)) {
        }
        SDL_Delay(20);
    }
}

/* Whether a line has come on stdin (read, when it has). */
static int caller_line(void) {
    struct pollfd in = {STDIN_FILENO, POLLIN, 0};
    char line[64];
    if (poll(&in, 1, 0) <= 0)
        return 0;
    CHECK(fgets(line, sizeof(line), stdin) != NULL, "the caller's line");
    return 1;
}

/* Shows the scene frame after frame until the caller's line, saying where
 * after the first. */
static void show(SDL_Window *window, IDirect3DDevice9 *dev, UINT w, UINT h, D3DCOLOR clear, D3DCOLOR tri) {
    int x = 0, y = 0;
    UINT ww, wh;
    draw(dev, w, h, clear, tri);
    SDL_GetWindowPosition(window, &x, &y);
    window_size(window, &ww, &wh);
    printf("shown %d %d %u %u\n", x, y, ww, wh);
    fflush(stdout);
    while (!caller_line()) {
        draw(dev, w, h, clear, tri);
        SDL_Delay(10);
    }
}

int main(void) {
    CHECK(SDL_Init(SDL_INIT_VIDEO) == 0, SDL_GetError());
    SDL_Window *window = SDL_CreateWindow("wgd3d9 sdl2_window", 16, 24, 320, 240, SDL_WINDOW_SHOWN | SDL_WINDOW_RESIZABLE);
    CHECK(window != NULL, SDL_GetError());
    settle();
    UINT ww, wh;
    window_size(window, &ww, &wh);

    IDirect3D9 *d3d = Direct3DCreate9(D3D_SDK_VERSION);
    CHECK(d3d != NULL, "Direct3DCreate9");
    D3DPRESENT_PARAMETERS pp = {0};
    pp.Windowed = TRUE;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.BackBufferFormat = D3DFMT_UNKNOWN;
    pp.hDeviceWindow = (HWND)window;
    IDirect3DDevice9 *dev = NULL;
    CHECK(SUCCEEDED(IDirect3D9_CreateDevice(d3d, D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, (HWND)window,
                                            D3DCREATE_SOFTWARE_VERTEXPROCESSING, &pp, &dev)),
          "CreateDevice");
    CHECK(pp.BackBufferWidth == ww && pp.BackBufferHeight == wh, "a 0x0 back buffer takes the window's size");

    UINT w, h;
    back_buffer_size(dev, &w, &h);
    CHECK(w == ww && h == wh, "the back buffer is the window's size");
    not_windows(dev);
    show(window, dev, w, h, CLEAR1, TRI1);

    /* Hidden under the live device for a few frames (on Wayland a hidden
     * surface gets no frame callbacks: a swap chain that waited for one
     * would hang), then shown again. */
    SDL_HideWindow(window);
    for (int i = 0; i < 30; i++) {
        draw(dev, w, h, CLEAR1, TRI1);
        SDL_Delay(5);
    }
    SDL_ShowWindow(window);
    settle();

    SDL_SetWindowSize(window, 400, 300);
    settle();
    window_size(window, &ww, &wh);
    pp.BackBufferWidth = 0;
    pp.BackBufferHeight = 0;
    CHECK(SUCCEEDED(IDirect3DDevice9_Reset(dev, &pp)), "Reset");
    back_buffer_size(dev, &w, &h);
    CHECK(w == ww && h == wh, "after Reset the back buffer is the window's new size");
    show(window, dev, w, h, CLEAR2, TRI2);

    /* The window goes under the live device, whose frames then render
     * offscreen. */
    SDL_DestroyWindow(window);
    for (int i = 0; i < 10; i++)
        draw(dev, w, h, CLEAR1, TRI1);
    CHECK(IDirect3DDevice9_Release(dev) == 0, "the device's last reference");
    CHECK(IDirect3D9_Release(d3d) == 0, "the Direct3D object's last reference");
    SDL_Quit();
    printf("ok\n");
    return 0;
}
