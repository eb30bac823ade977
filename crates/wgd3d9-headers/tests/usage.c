/* Code written against the usual D3D9 headers: compiles unchanged, as C and as
 * C++, against the generated ones (compile-only; nothing here runs). */
#include <d3d9.h>

#ifdef __cplusplus
#define CALL(obj, iface, method, ...) (obj)->method(__VA_ARGS__)
#define IID_REF(iid) iid
#else
#define CALL(obj, iface, method, ...) (obj)->lpVtbl->method(obj, __VA_ARGS__)
#define IID_REF(iid) &iid
#endif

typedef struct { float x, y, z, rhw; D3DCOLOR color; } VERTEX;
#define VERTEX_FVF (D3DFVF_XYZRHW | D3DFVF_DIFFUSE | D3DFVF_TEXCOORDSIZE2(0))

#if DIRECT3D_VERSION < 0x0900 || D3D_SDK_VERSION != 32
#error "DIRECT3D_VERSION and D3D_SDK_VERSION are usable in #if"
#endif

int draw(HWND hwnd);

int draw(HWND hwnd) {
    IDirect3D9 *d3d = Direct3DCreate9(D3D_SDK_VERSION);
    IDirect3D9Ex *d3dex = NULL;
    LPDIRECT3DDEVICE9 dev = NULL;
    IDirect3DVertexDeclaration9 *decl9 = NULL;
    IDirect3DDevice9Ex *devex = NULL;
    D3DPRESENT_PARAMETERS pp = {0};
    D3DADAPTER_IDENTIFIER9 id;
    D3DMATRIX world;
    D3DVERTEXELEMENT9 decl[] = {
        {0, 0, D3DDECLTYPE_FLOAT4, D3DDECLMETHOD_DEFAULT, D3DDECLUSAGE_POSITIONT, 0},
        {0, 16, D3DDECLTYPE_D3DCOLOR, D3DDECLMETHOD_DEFAULT, D3DDECLUSAGE_COLOR, 0},
        D3DDECL_END()
    };
    VERTEX quad[3] = {{0, 0, 0, 1, D3DCOLOR_ARGB(255, 255, 0, 0)}, {1, 0, 0, 1, D3DCOLOR_XRGB(0, 255, 0)},
                      {0, 1, 0, 1, D3DCOLOR_RGBA(0, 0, 255, 255)}};
    HRESULT hr;
    DWORD caps_vs;
    D3DCAPS9 caps;
    D3DLOCKED_RECT lr;
    LPDIRECT3DSURFACE9 rt = NULL;
    D3DVIEWPORT9 vp = {0, 0, 64, 64, 0.0f, 1.0f};
    LPD3DVIEWPORT9 pvp = &vp;
    RECT area = {0, 0, 32, 32};
    LPRECT parea = &area;

    if (FAILED(Direct3DCreate9Ex(D3D_SDK_VERSION, &d3dex)) || !d3d)
        return 1;
    pp.Windowed = TRUE;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.BackBufferFormat = D3DFMT_UNKNOWN;
    pp.hDeviceWindow = hwnd;
    pp.PresentationInterval = D3DPRESENT_INTERVAL_IMMEDIATE;
    hr = CALL(d3d, IDirect3D9, GetAdapterIdentifier, D3DADAPTER_DEFAULT, 0, &id);
    if (SUCCEEDED(hr) && id.DriverVersion.HighPart == 0 && id.DriverVersion.QuadPart == 0)
        return 2;
    hr = CALL(d3d, IDirect3D9, CreateDevice, D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, hwnd,
              D3DCREATE_HARDWARE_VERTEXPROCESSING | D3DCREATE_MULTITHREADED, &pp, &dev);
    if (hr == D3DERR_NOTAVAILABLE || hr != D3D_OK)
        return 3;
    CALL(dev, IDirect3DDevice9, GetDeviceCaps, &caps);
    caps_vs = D3DSHADER_VERSION_MAJOR(caps.VertexShaderVersion);
    if (caps.VertexShaderVersion < D3DVS_VERSION(2, 0) || caps_vs < 2 || (caps.TextureCaps & D3DPTEXTURECAPS_POW2))
        return 4;
    world._11 = world._22 = world._33 = world._44 = 1.0f;
    world.m[3][0] = 0.0f;
    CALL(dev, IDirect3DDevice9, SetTransform, D3DTS_WORLD, &world);
    CALL(dev, IDirect3DDevice9, SetTransform, D3DTS_VIEW, &world);
    CALL(dev, IDirect3DDevice9, SetRenderState, D3DRS_LIGHTING, FALSE);
    CALL(dev, IDirect3DDevice9, SetRenderState, D3DRS_CULLMODE, D3DCULL_NONE);
    CALL(dev, IDirect3DDevice9, SetSamplerState, 0, D3DSAMP_MINFILTER, D3DTEXF_LINEAR);
    CALL(dev, IDirect3DDevice9, CreateVertexDeclaration, decl, &decl9);
    CALL(dev, IDirect3DDevice9, SetFVF, VERTEX_FVF);
    IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER, D3DCOLOR_XRGB(32, 64, 96), 1.0f, 0);
    D3DPERF_BeginEvent(D3DCOLOR_XRGB(255, 0, 0), L"frame");
    CALL(dev, IDirect3DDevice9, SetViewport, pvp);
    CALL(dev, IDirect3DDevice9, SetScissorRect, parea);
    IDirect3DDevice9_BeginScene(dev);
    IDirect3DDevice9_DrawPrimitiveUP(dev, D3DPT_TRIANGLELIST, 1, quad, sizeof(VERTEX));
    IDirect3DDevice9_EndScene(dev);
    IDirect3DDevice9_Present(dev, NULL, NULL, NULL, NULL);
    D3DPERF_EndEvent();
    if (D3DPERF_GetStatus() != 0 || D3DPERF_QueryRepeatFrame())
        return 5;
    IDirect3DDevice9_GetBackBuffer(dev, 0, 0, D3DBACKBUFFER_TYPE_MONO, &rt);
    IDirect3DSurface9_LockRect(rt, &lr, NULL, D3DLOCK_READONLY);
    IDirect3DSurface9_UnlockRect(rt);
    IDirect3DSurface9_Release(rt);
    if (SUCCEEDED(IDirect3DDevice9_QueryInterface(dev, IID_REF(IID_IDirect3DDevice9Ex), (void **)&devex)))
        IDirect3DDevice9Ex_Release(devex);
    IDirect3DVertexDeclaration9_Release(decl9);
    IDirect3DDevice9_Release(dev);
    IDirect3D9Ex_Release(d3dex);
    return (int)IDirect3D9_Release(d3d);
}
