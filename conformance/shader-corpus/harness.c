/* Shader corpus harness: assembles every *.vsh / *.psh file of a directory with
 * D3DXAssembleShader (d3dx9_43.dll, loaded at run time), creates the shader on a
 * D3D9 HAL device and draws a full-target quad with it, then prints one line per
 * shader:
 *
 *   NAME assembled=0|1 created=0xHRESULT|- pixels=AARRGGBB,...|-
 *
 * Lines are sorted by file name, so two runs (two D3D9 implementations) compare
 * with diff. Assembler messages go to stderr ("NAME: asm: ...").
 *
 * Fixed set-up (see README.md): 64x64 A8R8G8B8 back buffer cleared to
 * 0xff402010; one vertex layout (POSITION float4 in clip space, NORMAL, COLOR0,
 * COLOR1, TEXCOORD0..3 float4, TANGENT, BLENDWEIGHT); c0..c95 (vs) / c0..c31
 * (ps) set to c[n] = (frac(0.13(n+1)), frac(0.37(n+1)) - 0.5, frac(0.71(n+1)),
 * 1 - n/32); i[n] = (n%4+1, 0, 1, 0); b[n] = n even. Samplers: 2D 8x8
 * pattern on every stage but stage 3 (a cube map) and 4 (a volume), point
 * filtering, wrap. Vertex shaders are drawn twice, with a fixed pixel shader
 * outputting COLOR0 and one outputting TEXCOORD0 (4 sample pixels each); pixel
 * shaders once with a fixed vertex shader passing COLOR0/1 and TEXCOORD0..7
 * (vs_1_1 for ps_1_x/ps_2_x, vs_3_0 for ps_3_0), 8 sample pixels.
 *
 * Build: x86_64-w64-mingw32-gcc -O2 -o harness.exe harness.c -ld3d9 -luser32 -lgdi32
 * Run:   wine harness.exe DIR
 */
#define COBJMACROS
#include <windows.h>
#include <d3d9.h>
#include <d3dx9shader.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

typedef HRESULT(WINAPI *assemble_fn)(const char *, UINT, const D3DXMACRO *, ID3DXInclude *, DWORD,
                                      ID3DXBuffer **, ID3DXBuffer **);

static assemble_fn assemble;
static IDirect3DDevice9 *dev;
static IDirect3DSurface9 *readback;

struct vertex {
    float pos[4];
    float normal[3];
    DWORD color0, color1;
    float tc[4][4];
    float tangent[4];
    float weight[4];
};

static const D3DVERTEXELEMENT9 layout[] = {
    {0, 0, D3DDECLTYPE_FLOAT4, 0, D3DDECLUSAGE_POSITION, 0},
    {0, 16, D3DDECLTYPE_FLOAT3, 0, D3DDECLUSAGE_NORMAL, 0},
    {0, 28, D3DDECLTYPE_D3DCOLOR, 0, D3DDECLUSAGE_COLOR, 0},
    {0, 32, D3DDECLTYPE_D3DCOLOR, 0, D3DDECLUSAGE_COLOR, 1},
    {0, 36, D3DDECLTYPE_FLOAT4, 0, D3DDECLUSAGE_TEXCOORD, 0},
    {0, 52, D3DDECLTYPE_FLOAT4, 0, D3DDECLUSAGE_TEXCOORD, 1},
    {0, 68, D3DDECLTYPE_FLOAT4, 0, D3DDECLUSAGE_TEXCOORD, 2},
    {0, 84, D3DDECLTYPE_FLOAT4, 0, D3DDECLUSAGE_TEXCOORD, 3},
    {0, 100, D3DDECLTYPE_FLOAT4, 0, D3DDECLUSAGE_TANGENT, 0},
    {0, 116, D3DDECLTYPE_FLOAT4, 0, D3DDECLUSAGE_BLENDWEIGHT, 0},
    D3DDECL_END()};

static struct vertex quad[4];

static const int samples[8][2] = {{8, 8}, {56, 8}, {8, 56}, {56, 56}, {32, 32}, {20, 44}, {44, 20}, {40, 40}};

static const char fixed_vs11[] =
    "vs_1_1\n"
    "dcl_position v0\n dcl_color0 v1\n dcl_color1 v2\n"
    "dcl_texcoord0 v3\n dcl_texcoord1 v4\n dcl_texcoord2 v5\n dcl_texcoord3 v6\n"
    "mov oPos, v0\n mov oD0, v1\n mov oD1, v2\n"
    "mov oT0, v3\n mov oT1, v4\n mov oT2, v5\n mov oT3, v6\n"
    "mov oT4, v3.yxzw\n mov oT5, v4.yxzw\n mov oT6, v5.yxzw\n mov oT7, v6.yxzw\n";

static const char fixed_vs30[] =
    "vs_3_0\n"
    "dcl_position v0\n dcl_color0 v1\n dcl_color1 v2\n"
    "dcl_texcoord0 v3\n dcl_texcoord1 v4\n dcl_texcoord2 v5\n dcl_texcoord3 v6\n"
    "dcl_position o0\n dcl_color0 o1\n dcl_color1 o2\n"
    "dcl_texcoord0 o3\n dcl_texcoord1 o4\n dcl_texcoord2 o5\n dcl_texcoord3 o6\n"
    "dcl_texcoord4 o7\n dcl_texcoord5 o8\n dcl_texcoord6 o9\n dcl_texcoord7 o10\n"
    "mov o0, v0\n mov o1, v1\n mov o2, v2\n mov o3, v3\n mov o4, v4\n mov o5, v5\n mov o6, v6\n"
    "mov o7, v3.yxzw\n mov o8, v4.yxzw\n mov o9, v5.yxzw\n mov o10, v6.yxzw\n";

static const char fixed_ps20_color[] = "ps_2_0\n dcl v0\n mov oC0, v0\n";
static const char fixed_ps20_tex[] = "ps_2_0\n dcl t0\n mov oC0, t0\n";
static const char fixed_ps30_color[] = "ps_3_0\n dcl_color0 v0\n mov oC0, v0\n";
static const char fixed_ps30_tex[] = "ps_3_0\n dcl_texcoord0 v0\n mov oC0, v0\n";

static DWORD *assemble_text(const char *name, const char *text, size_t len, ID3DXBuffer **keep)
{
    ID3DXBuffer *code = NULL, *errors = NULL;
    HRESULT hr = assemble(text, (UINT)len, NULL, NULL, 0, &code, &errors);
    if (errors) {
        const char *msg = ID3DXBuffer_GetBufferPointer(errors);
        size_t n = ID3DXBuffer_GetBufferSize(errors);
        if (FAILED(hr) || !code) {
            fprintf(stderr, "%s: asm: ", name);
            fwrite(msg, 1, n && msg[n - 1] == 0 ? n - 1 : n, stderr);
            fprintf(stderr, "\n");
        }
        ID3DXBuffer_Release(errors);
    }
    if (FAILED(hr) || !code) {
        if (code)
            ID3DXBuffer_Release(code);
        return NULL;
    }
    *keep = code;
    return ID3DXBuffer_GetBufferPointer(code);
}

static IDirect3DVertexShader9 *fixed_vs(const char *text)
{
    ID3DXBuffer *b = NULL;
    IDirect3DVertexShader9 *s = NULL;
    DWORD *code = assemble_text("fixed", text, strlen(text), &b);
    if (!code || FAILED(IDirect3DDevice9_CreateVertexShader(dev, code, &s))) {
        fprintf(stderr, "fixed vertex shader failed\n");
        exit(2);
    }
    ID3DXBuffer_Release(b);
    return s;
}

static IDirect3DPixelShader9 *fixed_ps(const char *text)
{
    ID3DXBuffer *b = NULL;
    IDirect3DPixelShader9 *s = NULL;
    DWORD *code = assemble_text("fixed", text, strlen(text), &b);
    if (!code || FAILED(IDirect3DDevice9_CreatePixelShader(dev, code, &s))) {
        fprintf(stderr, "fixed pixel shader failed\n");
        exit(2);
    }
    ID3DXBuffer_Release(b);
    return s;
}

static float frac(float x) { return x - floorf(x); }

static void set_constants(void)
{
    float c[96][4];
    int ints[16][4];
    BOOL bools[16];
    for (int n = 0; n < 96; n++) {
        c[n][0] = frac(0.13f * (n + 1));
        c[n][1] = frac(0.37f * (n + 1)) - 0.5f;
        c[n][2] = frac(0.71f * (n + 1));
        c[n][3] = 1.0f - n / 32.0f;
    }
    for (int n = 0; n < 16; n++) {
        ints[n][0] = n % 4 + 1;
        ints[n][1] = 0;
        ints[n][2] = 1;
        ints[n][3] = 0;
        bools[n] = n % 2 == 0;
    }
    IDirect3DDevice9_SetVertexShaderConstantF(dev, 0, &c[0][0], 96);
    IDirect3DDevice9_SetPixelShaderConstantF(dev, 0, &c[0][0], 32);
    IDirect3DDevice9_SetVertexShaderConstantI(dev, 0, &ints[0][0], 16);
    IDirect3DDevice9_SetPixelShaderConstantI(dev, 0, &ints[0][0], 16);
    IDirect3DDevice9_SetVertexShaderConstantB(dev, 0, bools, 16);
    IDirect3DDevice9_SetPixelShaderConstantB(dev, 0, bools, 16);
}

static DWORD texel(int x, int y, int face)
{
    DWORD r = (DWORD)(x * 32 + 16) & 0xff, g = (DWORD)(y * 32 + 16) & 0xff;
    DWORD b = (DWORD)(0x40 + face * 0x30) & 0xff, a = (DWORD)(0xff - (x ^ y) * 16) & 0xff;
    return a << 24 | r << 16 | g << 8 | b;
}

static void set_textures(void)
{
    IDirect3DTexture9 *t2d;
    IDirect3DCubeTexture9 *cube;
    IDirect3DVolumeTexture9 *vol;
    D3DLOCKED_RECT lr;
    D3DLOCKED_BOX lb;
    if (FAILED(IDirect3DDevice9_CreateTexture(dev, 8, 8, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED, &t2d, NULL)))
        exit(3);
    IDirect3DTexture9_LockRect(t2d, 0, &lr, NULL, 0);
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            ((DWORD *)((BYTE *)lr.pBits + y * lr.Pitch))[x] = texel(x, y, 0);
    IDirect3DTexture9_UnlockRect(t2d, 0);
    if (FAILED(IDirect3DDevice9_CreateCubeTexture(dev, 8, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED, &cube, NULL)))
        exit(3);
    for (int f = 0; f < 6; f++) {
        IDirect3DCubeTexture9_LockRect(cube, f, 0, &lr, NULL, 0);
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 8; x++)
                ((DWORD *)((BYTE *)lr.pBits + y * lr.Pitch))[x] = texel(x, y, f + 1);
        IDirect3DCubeTexture9_UnlockRect(cube, f, 0);
    }
    if (FAILED(IDirect3DDevice9_CreateVolumeTexture(dev, 4, 4, 4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED, &vol,
                                                    NULL)))
        exit(3);
    IDirect3DVolumeTexture9_LockBox(vol, 0, &lb, NULL, 0);
    for (int z = 0; z < 4; z++)
        for (int y = 0; y < 4; y++)
            for (int x = 0; x < 4; x++)
                ((DWORD *)((BYTE *)lb.pBits + z * lb.SlicePitch + y * lb.RowPitch))[x] = texel(x * 2, y * 2, z);
    IDirect3DVolumeTexture9_UnlockBox(vol, 0);
    for (DWORD s = 0; s < 16; s++) {
        IDirect3DBaseTexture9 *t = s == 3 ? (IDirect3DBaseTexture9 *)cube
                                 : s == 4 ? (IDirect3DBaseTexture9 *)vol
                                          : (IDirect3DBaseTexture9 *)t2d;
        IDirect3DDevice9_SetTexture(dev, s, t);
        IDirect3DDevice9_SetSamplerState(dev, s, D3DSAMP_MINFILTER, D3DTEXF_POINT);
        IDirect3DDevice9_SetSamplerState(dev, s, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
        IDirect3DDevice9_SetSamplerState(dev, s, D3DSAMP_MIPFILTER, D3DTEXF_NONE);
        if (s < 8) {
            IDirect3DDevice9_SetTextureStageState(dev, s, D3DTSS_BUMPENVMAT00, 0x3f000000); /* 0.5 */
            IDirect3DDevice9_SetTextureStageState(dev, s, D3DTSS_BUMPENVMAT01, 0);
            IDirect3DDevice9_SetTextureStageState(dev, s, D3DTSS_BUMPENVMAT10, 0);
            IDirect3DDevice9_SetTextureStageState(dev, s, D3DTSS_BUMPENVMAT11, 0x3f000000);
            IDirect3DDevice9_SetTextureStageState(dev, s, D3DTSS_BUMPENVLSCALE, 0x3f800000); /* 1.0 */
            IDirect3DDevice9_SetTextureStageState(dev, s, D3DTSS_BUMPENVLOFFSET, 0);
        }
    }
    for (DWORD s = 0; s < 4; s++) {
        DWORD vs = D3DVERTEXTEXTURESAMPLER0 + s;
        IDirect3DDevice9_SetTexture(dev, vs, (IDirect3DBaseTexture9 *)t2d);
        IDirect3DDevice9_SetSamplerState(dev, vs, D3DSAMP_MINFILTER, D3DTEXF_POINT);
        IDirect3DDevice9_SetSamplerState(dev, vs, D3DSAMP_MAGFILTER, D3DTEXF_POINT);
        IDirect3DDevice9_SetSamplerState(dev, vs, D3DSAMP_MIPFILTER, D3DTEXF_NONE);
    }
}

static void make_quad(void)
{
    for (int k = 0; k < 4; k++) {
        float u = (float)(k & 1), v = (float)(k >> 1);
        struct vertex *q = &quad[k];
        q->pos[0] = 2 * u - 1;
        q->pos[1] = 1 - 2 * v;
        q->pos[2] = 0.5f;
        q->pos[3] = 1;
        q->normal[0] = u - 0.5f;
        q->normal[1] = v - 0.5f;
        q->normal[2] = 0.7f;
        q->color0 = D3DCOLOR_ARGB(0xff, (int)(u * 255), (int)(v * 255), 0x80);
        q->color1 = D3DCOLOR_ARGB(0x80, 255 - (int)(u * 255), 0x40, (int)(v * 255));
        float tc[4][4] = {{u, v, 0.5f, 1},
                          {v, u, 0.25f, 0.75f},
                          {u * 2 - 0.5f, v * 2 - 0.5f, u, 1},
                          {0.3f + 0.4f * u, 0.7f - 0.4f * v, 0.5f, 2}};
        memcpy(q->tc, tc, sizeof tc);
        float tangent[4] = {1, u, v, 0}, weight[4] = {u, v, 1 - u, 1 - v};
        memcpy(q->tangent, tangent, sizeof tangent);
        memcpy(q->weight, weight, sizeof weight);
    }
}

/* Draws the quad with the bound shaders; appends `count` sample pixels to out. */
static void draw(char *out, size_t cap, int count)
{
    IDirect3DSurface9 *rt = NULL;
    D3DLOCKED_RECT lr;
    HRESULT hr;
    IDirect3DDevice9_Clear(dev, 0, NULL, D3DCLEAR_TARGET, 0xff402010, 1.0f, 0);
    IDirect3DDevice9_BeginScene(dev);
    hr = IDirect3DDevice9_DrawPrimitiveUP(dev, D3DPT_TRIANGLESTRIP, 2, quad, sizeof quad[0]);
    IDirect3DDevice9_EndScene(dev);
    if (FAILED(hr)) {
        snprintf(out + strlen(out), cap - strlen(out), "%sdraw=0x%08lx", *out ? "," : "", (unsigned long)hr);
        return;
    }
    IDirect3DDevice9_GetRenderTarget(dev, 0, &rt);
    hr = IDirect3DDevice9_GetRenderTargetData(dev, rt, readback);
    IDirect3DSurface9_Release(rt);
    if (FAILED(hr) || FAILED(IDirect3DSurface9_LockRect(readback, &lr, NULL, D3DLOCK_READONLY))) {
        snprintf(out + strlen(out), cap - strlen(out), "%sread=0x%08lx", *out ? "," : "", (unsigned long)hr);
        return;
    }
    for (int k = 0; k < count; k++) {
        DWORD p = ((DWORD *)((BYTE *)lr.pBits + samples[k][1] * lr.Pitch))[samples[k][0]];
        snprintf(out + strlen(out), cap - strlen(out), "%s%08lx", *out ? "," : "", (unsigned long)p);
    }
    IDirect3DSurface9_UnlockRect(readback);
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    char pattern[MAX_PATH];
    WIN32_FIND_DATAA fd;
    HANDLE find;
    char **names = NULL;
    size_t count = 0, cap = 0;
    HMODULE d3dx;
    IDirect3D9 *d3d;
    D3DPRESENT_PARAMETERS pp = {0};
    IDirect3DVertexDeclaration9 *decl;
    HWND wnd;

    d3dx = LoadLibraryA("d3dx9_43.dll");
    assemble = d3dx ? (assemble_fn)(void *)GetProcAddress(d3dx, "D3DXAssembleShader") : NULL;
    if (!assemble) {
        fprintf(stderr, "d3dx9_43.dll / D3DXAssembleShader not found\n");
        return 2;
    }
    wnd = CreateWindowA("static", "shader corpus", WS_OVERLAPPEDWINDOW, 0, 0, 64, 64, NULL, NULL, NULL, NULL);
    d3d = Direct3DCreate9(D3D_SDK_VERSION);
    if (!d3d || !wnd) {
        fprintf(stderr, "no Direct3D 9 or window\n");
        return 2;
    }
    pp.BackBufferWidth = 64;
    pp.BackBufferHeight = 64;
    pp.BackBufferFormat = D3DFMT_A8R8G8B8;
    pp.BackBufferCount = 1;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.hDeviceWindow = wnd;
    pp.Windowed = TRUE;
    if (FAILED(IDirect3D9_CreateDevice(d3d, D3DADAPTER_DEFAULT, D3DDEVTYPE_HAL, wnd,
                                       D3DCREATE_HARDWARE_VERTEXPROCESSING, &pp, &dev))) {
        fprintf(stderr, "CreateDevice failed\n");
        return 2;
    }
    IDirect3DDevice9_CreateOffscreenPlainSurface(dev, 64, 64, D3DFMT_A8R8G8B8, D3DPOOL_SYSTEMMEM, &readback, NULL);
    IDirect3DDevice9_CreateVertexDeclaration(dev, layout, &decl);
    IDirect3DDevice9_SetVertexDeclaration(dev, decl);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_CULLMODE, D3DCULL_NONE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ZENABLE, D3DZB_FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_LIGHTING, FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_FOGENABLE, FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ALPHABLENDENABLE, FALSE);
    IDirect3DDevice9_SetRenderState(dev, D3DRS_ALPHATESTENABLE, FALSE);
    make_quad();
    set_constants();
    set_textures();

    IDirect3DVertexShader9 *vs11 = fixed_vs(fixed_vs11), *vs30 = fixed_vs(fixed_vs30);
    IDirect3DPixelShader9 *ps20c = fixed_ps(fixed_ps20_color), *ps20t = fixed_ps(fixed_ps20_tex);
    IDirect3DPixelShader9 *ps30c = fixed_ps(fixed_ps30_color), *ps30t = fixed_ps(fixed_ps30_tex);

    snprintf(pattern, sizeof pattern, "%s\\*.?sh", dir);
    find = FindFirstFileA(pattern, &fd);
    if (find != INVALID_HANDLE_VALUE) {
        do {
            size_t n = strlen(fd.cFileName);
            if (n < 5 || (_stricmp(fd.cFileName + n - 4, ".vsh") && _stricmp(fd.cFileName + n - 4, ".psh")))
                continue;
            if (count == cap)
                names = realloc(names, (cap = cap ? cap * 2 : 64) * sizeof *names);
            names[count++] = _strdup(fd.cFileName);
        } while (FindNextFileA(find, &fd));
        FindClose(find);
    }
    qsort(names, count, sizeof *names, by_name);

    for (size_t k = 0; k < count; k++) {
        char path[MAX_PATH], pixels[512] = "";
        FILE *f;
        long len;
        char *text;
        ID3DXBuffer *code_buf = NULL;
        DWORD *code;
        HRESULT hr;
        int vertex = !_stricmp(names[k] + strlen(names[k]) - 4, ".vsh");

        snprintf(path, sizeof path, "%s\\%s", dir, names[k]);
        f = fopen(path, "rb");
        if (!f)
            continue;
        fseek(f, 0, SEEK_END);
        len = ftell(f);
        fseek(f, 0, SEEK_SET);
        text = malloc(len + 1);
        len = (long)fread(text, 1, len, f);
        text[len] = 0;
        fclose(f);
        code = assemble_text(names[k], text, len, &code_buf);
        free(text);
        if (!code) {
            printf("%s assembled=0 created=- pixels=-\n", names[k]);
            fflush(stdout);
            continue;
        }
        DWORD major = (code[0] >> 8) & 0xff;
        if (vertex) {
            IDirect3DVertexShader9 *vs = NULL;
            hr = IDirect3DDevice9_CreateVertexShader(dev, code, &vs);
            if (SUCCEEDED(hr)) {
                IDirect3DDevice9_SetVertexShader(dev, vs);
                IDirect3DDevice9_SetPixelShader(dev, major >= 3 ? ps30c : ps20c);
                draw(pixels, sizeof pixels, 4);
                IDirect3DDevice9_SetPixelShader(dev, major >= 3 ? ps30t : ps20t);
                draw(pixels, sizeof pixels, 4);
                IDirect3DDevice9_SetVertexShader(dev, NULL);
                IDirect3DVertexShader9_Release(vs);
            }
        } else {
            IDirect3DPixelShader9 *ps = NULL;
            hr = IDirect3DDevice9_CreatePixelShader(dev, code, &ps);
            if (SUCCEEDED(hr)) {
                IDirect3DDevice9_SetVertexShader(dev, major >= 3 ? vs30 : vs11);
                IDirect3DDevice9_SetPixelShader(dev, ps);
                draw(pixels, sizeof pixels, 8);
                IDirect3DDevice9_SetPixelShader(dev, NULL);
                IDirect3DPixelShader9_Release(ps);
            }
        }
        ID3DXBuffer_Release(code_buf);
        printf("%s assembled=1 created=0x%08lx pixels=%s\n", names[k], (unsigned long)hr,
               SUCCEEDED(hr) ? pixels : "-");
        fflush(stdout);
    }
    IDirect3DDevice9_Release(dev);
    IDirect3D9_Release(d3d);
    DestroyWindow(wnd);
    return 0;
}
