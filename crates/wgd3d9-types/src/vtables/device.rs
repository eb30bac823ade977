//! The `IDirect3DDevice9` interface.

use core::ffi::c_void;

use super::direct3d::IDirect3D9;
use super::objects::{
    IDirect3DPixelShader9, IDirect3DQuery9, IDirect3DStateBlock9, IDirect3DVertexDeclaration9, IDirect3DVertexShader9,
};
use super::resource::{
    IDirect3DBaseTexture9, IDirect3DCubeTexture9, IDirect3DIndexBuffer9, IDirect3DSurface9, IDirect3DTexture9,
    IDirect3DVertexBuffer9, IDirect3DVolumeTexture9,
};
use super::swapchain::IDirect3DSwapChain9;
use crate::basetypes::{
    BOOL, D3DCOLOR, DWORD, HANDLE, HRESULT, HWND, INT, PALETTEENTRY, POINT, RECT, REFIID, RGNDATA, UINT, ULONG,
};
use crate::caps::D3DCAPS9;
use crate::enums::{
    D3DBACKBUFFER_TYPE, D3DMULTISAMPLE_TYPE, D3DPOOL, D3DPRIMITIVETYPE, D3DQUERYTYPE, D3DRENDERSTATETYPE,
    D3DSAMPLERSTATETYPE, D3DSTATEBLOCKTYPE, D3DTEXTUREFILTERTYPE, D3DTEXTURESTAGESTATETYPE, D3DTRANSFORMSTATETYPE,
};
use crate::format::D3DFORMAT;
use crate::structs::{
    D3DCLIPSTATUS9, D3DDEVICE_CREATION_PARAMETERS, D3DDISPLAYMODE, D3DGAMMARAMP, D3DLIGHT9, D3DMATERIAL9, D3DMATRIX,
    D3DPRESENT_PARAMETERS, D3DRASTER_STATUS, D3DRECT, D3DRECTPATCH_INFO, D3DTRIPATCH_INFO, D3DVERTEXELEMENT9,
    D3DVIEWPORT9,
};

/// `IDirect3DDevice9`: a Direct3D 9 rendering device.
///
/// A COM object pointer: the first (and only declared) field is the vtable
/// pointer.
#[repr(C)]
#[derive(Debug)]
pub struct IDirect3DDevice9 {
    pub lpVtbl: *const IDirect3DDevice9Vtbl,
}

/// Vtable of `IDirect3DDevice9`: 119 slots, the `IUnknown` methods first,
/// repeated flat, in SDK order.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct IDirect3DDevice9Vtbl {
    pub QueryInterface:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,
    pub AddRef: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> ULONG,
    pub Release: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> ULONG,
    pub TestCooperativeLevel: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> HRESULT,
    pub GetAvailableTextureMem: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> UINT,
    pub EvictManagedResources: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> HRESULT,
    pub GetDirect3D: unsafe extern "system" fn(this: *mut IDirect3DDevice9, ppD3D9: *mut *mut IDirect3D9) -> HRESULT,
    pub GetDeviceCaps: unsafe extern "system" fn(this: *mut IDirect3DDevice9, pCaps: *mut D3DCAPS9) -> HRESULT,
    pub GetDisplayMode:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, iSwapChain: UINT, pMode: *mut D3DDISPLAYMODE) -> HRESULT,
    pub GetCreationParameters: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pParameters: *mut D3DDEVICE_CREATION_PARAMETERS,
    ) -> HRESULT,
    pub SetCursorProperties: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        XHotSpot: UINT,
        YHotSpot: UINT,
        pCursorBitmap: *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub SetCursorPosition: unsafe extern "system" fn(this: *mut IDirect3DDevice9, X: INT, Y: INT, Flags: DWORD),
    pub ShowCursor: unsafe extern "system" fn(this: *mut IDirect3DDevice9, bShow: BOOL) -> BOOL,
    pub CreateAdditionalSwapChain: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pPresentationParameters: *mut D3DPRESENT_PARAMETERS,
        pSwapChain: *mut *mut IDirect3DSwapChain9,
    ) -> HRESULT,
    pub GetSwapChain: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        iSwapChain: UINT,
        pSwapChain: *mut *mut IDirect3DSwapChain9,
    ) -> HRESULT,
    pub GetNumberOfSwapChains: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> UINT,
    pub Reset: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pPresentationParameters: *mut D3DPRESENT_PARAMETERS,
    ) -> HRESULT,
    pub Present: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pSourceRect: *const RECT,
        pDestRect: *const RECT,
        hDestWindowOverride: HWND,
        pDirtyRegion: *const RGNDATA,
    ) -> HRESULT,
    pub GetBackBuffer: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        iSwapChain: UINT,
        iBackBuffer: UINT,
        Type: D3DBACKBUFFER_TYPE,
        ppBackBuffer: *mut *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub GetRasterStatus: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        iSwapChain: UINT,
        pRasterStatus: *mut D3DRASTER_STATUS,
    ) -> HRESULT,
    pub SetDialogBoxMode: unsafe extern "system" fn(this: *mut IDirect3DDevice9, bEnableDialogs: BOOL) -> HRESULT,
    pub SetGammaRamp: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        iSwapChain: UINT,
        Flags: DWORD,
        pRamp: *const D3DGAMMARAMP,
    ),
    pub GetGammaRamp:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, iSwapChain: UINT, pRamp: *mut D3DGAMMARAMP),
    pub CreateTexture: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Width: UINT,
        Height: UINT,
        Levels: UINT,
        Usage: DWORD,
        Format: D3DFORMAT,
        Pool: D3DPOOL,
        ppTexture: *mut *mut IDirect3DTexture9,
        pSharedHandle: *mut HANDLE,
    ) -> HRESULT,
    pub CreateVolumeTexture: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Width: UINT,
        Height: UINT,
        Depth: UINT,
        Levels: UINT,
        Usage: DWORD,
        Format: D3DFORMAT,
        Pool: D3DPOOL,
        ppVolumeTexture: *mut *mut IDirect3DVolumeTexture9,
        pSharedHandle: *mut HANDLE,
    ) -> HRESULT,
    pub CreateCubeTexture: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        EdgeLength: UINT,
        Levels: UINT,
        Usage: DWORD,
        Format: D3DFORMAT,
        Pool: D3DPOOL,
        ppCubeTexture: *mut *mut IDirect3DCubeTexture9,
        pSharedHandle: *mut HANDLE,
    ) -> HRESULT,
    pub CreateVertexBuffer: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Length: UINT,
        Usage: DWORD,
        FVF: DWORD,
        Pool: D3DPOOL,
        ppVertexBuffer: *mut *mut IDirect3DVertexBuffer9,
        pSharedHandle: *mut HANDLE,
    ) -> HRESULT,
    pub CreateIndexBuffer: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Length: UINT,
        Usage: DWORD,
        Format: D3DFORMAT,
        Pool: D3DPOOL,
        ppIndexBuffer: *mut *mut IDirect3DIndexBuffer9,
        pSharedHandle: *mut HANDLE,
    ) -> HRESULT,
    pub CreateRenderTarget: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Width: UINT,
        Height: UINT,
        Format: D3DFORMAT,
        MultiSample: D3DMULTISAMPLE_TYPE,
        MultisampleQuality: DWORD,
        Lockable: BOOL,
        ppSurface: *mut *mut IDirect3DSurface9,
        pSharedHandle: *mut HANDLE,
    ) -> HRESULT,
    pub CreateDepthStencilSurface: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Width: UINT,
        Height: UINT,
        Format: D3DFORMAT,
        MultiSample: D3DMULTISAMPLE_TYPE,
        MultisampleQuality: DWORD,
        Discard: BOOL,
        ppSurface: *mut *mut IDirect3DSurface9,
        pSharedHandle: *mut HANDLE,
    ) -> HRESULT,
    pub UpdateSurface: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pSourceSurface: *mut IDirect3DSurface9,
        pSourceRect: *const RECT,
        pDestinationSurface: *mut IDirect3DSurface9,
        pDestPoint: *const POINT,
    ) -> HRESULT,
    pub UpdateTexture: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pSourceTexture: *mut IDirect3DBaseTexture9,
        pDestinationTexture: *mut IDirect3DBaseTexture9,
    ) -> HRESULT,
    pub GetRenderTargetData: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pRenderTarget: *mut IDirect3DSurface9,
        pDestSurface: *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub GetFrontBufferData: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        iSwapChain: UINT,
        pDestSurface: *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub StretchRect: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pSourceSurface: *mut IDirect3DSurface9,
        pSourceRect: *const RECT,
        pDestSurface: *mut IDirect3DSurface9,
        pDestRect: *const RECT,
        Filter: D3DTEXTUREFILTERTYPE,
    ) -> HRESULT,
    pub ColorFill: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pSurface: *mut IDirect3DSurface9,
        pRect: *const RECT,
        color: D3DCOLOR,
    ) -> HRESULT,
    pub CreateOffscreenPlainSurface: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Width: UINT,
        Height: UINT,
        Format: D3DFORMAT,
        Pool: D3DPOOL,
        ppSurface: *mut *mut IDirect3DSurface9,
        pSharedHandle: *mut HANDLE,
    ) -> HRESULT,
    pub SetRenderTarget: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        RenderTargetIndex: DWORD,
        pRenderTarget: *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub GetRenderTarget: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        RenderTargetIndex: DWORD,
        ppRenderTarget: *mut *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub SetDepthStencilSurface:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, pNewZStencil: *mut IDirect3DSurface9) -> HRESULT,
    pub GetDepthStencilSurface: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        ppZStencilSurface: *mut *mut IDirect3DSurface9,
    ) -> HRESULT,
    pub BeginScene: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> HRESULT,
    pub EndScene: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> HRESULT,
    pub Clear: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Count: DWORD,
        pRects: *const D3DRECT,
        Flags: DWORD,
        Color: D3DCOLOR,
        Z: f32,
        Stencil: DWORD,
    ) -> HRESULT,
    pub SetTransform: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        State: D3DTRANSFORMSTATETYPE,
        pMatrix: *const D3DMATRIX,
    ) -> HRESULT,
    pub GetTransform: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        State: D3DTRANSFORMSTATETYPE,
        pMatrix: *mut D3DMATRIX,
    ) -> HRESULT,
    pub MultiplyTransform: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        State: D3DTRANSFORMSTATETYPE,
        pMatrix: *const D3DMATRIX,
    ) -> HRESULT,
    pub SetViewport: unsafe extern "system" fn(this: *mut IDirect3DDevice9, pViewport: *const D3DVIEWPORT9) -> HRESULT,
    pub GetViewport: unsafe extern "system" fn(this: *mut IDirect3DDevice9, pViewport: *mut D3DVIEWPORT9) -> HRESULT,
    pub SetMaterial: unsafe extern "system" fn(this: *mut IDirect3DDevice9, pMaterial: *const D3DMATERIAL9) -> HRESULT,
    pub GetMaterial: unsafe extern "system" fn(this: *mut IDirect3DDevice9, pMaterial: *mut D3DMATERIAL9) -> HRESULT,
    pub SetLight:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, Index: DWORD, pLight: *const D3DLIGHT9) -> HRESULT,
    pub GetLight:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, Index: DWORD, pLight: *mut D3DLIGHT9) -> HRESULT,
    pub LightEnable: unsafe extern "system" fn(this: *mut IDirect3DDevice9, Index: DWORD, Enable: BOOL) -> HRESULT,
    pub GetLightEnable:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, Index: DWORD, pEnable: *mut BOOL) -> HRESULT,
    pub SetClipPlane:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, Index: DWORD, pPlane: *const f32) -> HRESULT,
    pub GetClipPlane: unsafe extern "system" fn(this: *mut IDirect3DDevice9, Index: DWORD, pPlane: *mut f32) -> HRESULT,
    pub SetRenderState:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, State: D3DRENDERSTATETYPE, Value: DWORD) -> HRESULT,
    pub GetRenderState: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        State: D3DRENDERSTATETYPE,
        pValue: *mut DWORD,
    ) -> HRESULT,
    pub CreateStateBlock: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Type: D3DSTATEBLOCKTYPE,
        ppSB: *mut *mut IDirect3DStateBlock9,
    ) -> HRESULT,
    pub BeginStateBlock: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> HRESULT,
    pub EndStateBlock:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, ppSB: *mut *mut IDirect3DStateBlock9) -> HRESULT,
    pub SetClipStatus:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, pClipStatus: *const D3DCLIPSTATUS9) -> HRESULT,
    pub GetClipStatus:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, pClipStatus: *mut D3DCLIPSTATUS9) -> HRESULT,
    pub GetTexture: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Stage: DWORD,
        ppTexture: *mut *mut IDirect3DBaseTexture9,
    ) -> HRESULT,
    pub SetTexture: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Stage: DWORD,
        pTexture: *mut IDirect3DBaseTexture9,
    ) -> HRESULT,
    pub GetTextureStageState: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Stage: DWORD,
        Type: D3DTEXTURESTAGESTATETYPE,
        pValue: *mut DWORD,
    ) -> HRESULT,
    pub SetTextureStageState: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Stage: DWORD,
        Type: D3DTEXTURESTAGESTATETYPE,
        Value: DWORD,
    ) -> HRESULT,
    pub GetSamplerState: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Sampler: DWORD,
        Type: D3DSAMPLERSTATETYPE,
        pValue: *mut DWORD,
    ) -> HRESULT,
    pub SetSamplerState: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Sampler: DWORD,
        Type: D3DSAMPLERSTATETYPE,
        Value: DWORD,
    ) -> HRESULT,
    pub ValidateDevice: unsafe extern "system" fn(this: *mut IDirect3DDevice9, pNumPasses: *mut DWORD) -> HRESULT,
    pub SetPaletteEntries: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        PaletteNumber: UINT,
        pEntries: *const PALETTEENTRY,
    ) -> HRESULT,
    pub GetPaletteEntries: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        PaletteNumber: UINT,
        pEntries: *mut PALETTEENTRY,
    ) -> HRESULT,
    pub SetCurrentTexturePalette:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, PaletteNumber: UINT) -> HRESULT,
    pub GetCurrentTexturePalette:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, PaletteNumber: *mut UINT) -> HRESULT,
    pub SetScissorRect: unsafe extern "system" fn(this: *mut IDirect3DDevice9, pRect: *const RECT) -> HRESULT,
    pub GetScissorRect: unsafe extern "system" fn(this: *mut IDirect3DDevice9, pRect: *mut RECT) -> HRESULT,
    pub SetSoftwareVertexProcessing: unsafe extern "system" fn(this: *mut IDirect3DDevice9, bSoftware: BOOL) -> HRESULT,
    pub GetSoftwareVertexProcessing: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> BOOL,
    pub SetNPatchMode: unsafe extern "system" fn(this: *mut IDirect3DDevice9, nSegments: f32) -> HRESULT,
    pub GetNPatchMode: unsafe extern "system" fn(this: *mut IDirect3DDevice9) -> f32,
    pub DrawPrimitive: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        PrimitiveType: D3DPRIMITIVETYPE,
        StartVertex: UINT,
        PrimitiveCount: UINT,
    ) -> HRESULT,
    pub DrawIndexedPrimitive: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        PrimitiveType: D3DPRIMITIVETYPE,
        BaseVertexIndex: INT,
        MinVertexIndex: UINT,
        NumVertices: UINT,
        startIndex: UINT,
        primCount: UINT,
    ) -> HRESULT,
    pub DrawPrimitiveUP: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        PrimitiveType: D3DPRIMITIVETYPE,
        PrimitiveCount: UINT,
        pVertexStreamZeroData: *const c_void,
        VertexStreamZeroStride: UINT,
    ) -> HRESULT,
    pub DrawIndexedPrimitiveUP: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        PrimitiveType: D3DPRIMITIVETYPE,
        MinVertexIndex: UINT,
        NumVertices: UINT,
        PrimitiveCount: UINT,
        pIndexData: *const c_void,
        IndexDataFormat: D3DFORMAT,
        pVertexStreamZeroData: *const c_void,
        VertexStreamZeroStride: UINT,
    ) -> HRESULT,
    pub ProcessVertices: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        SrcStartIndex: UINT,
        DestIndex: UINT,
        VertexCount: UINT,
        pDestBuffer: *mut IDirect3DVertexBuffer9,
        pVertexDecl: *mut IDirect3DVertexDeclaration9,
        Flags: DWORD,
    ) -> HRESULT,
    pub CreateVertexDeclaration: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pVertexElements: *const D3DVERTEXELEMENT9,
        ppDecl: *mut *mut IDirect3DVertexDeclaration9,
    ) -> HRESULT,
    pub SetVertexDeclaration:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, pDecl: *mut IDirect3DVertexDeclaration9) -> HRESULT,
    pub GetVertexDeclaration: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        ppDecl: *mut *mut IDirect3DVertexDeclaration9,
    ) -> HRESULT,
    pub SetFVF: unsafe extern "system" fn(this: *mut IDirect3DDevice9, FVF: DWORD) -> HRESULT,
    pub GetFVF: unsafe extern "system" fn(this: *mut IDirect3DDevice9, pFVF: *mut DWORD) -> HRESULT,
    pub CreateVertexShader: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pFunction: *const DWORD,
        ppShader: *mut *mut IDirect3DVertexShader9,
    ) -> HRESULT,
    pub SetVertexShader:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, pShader: *mut IDirect3DVertexShader9) -> HRESULT,
    pub GetVertexShader:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, ppShader: *mut *mut IDirect3DVertexShader9) -> HRESULT,
    pub SetVertexShaderConstantF: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *const f32,
        Vector4fCount: UINT,
    ) -> HRESULT,
    pub GetVertexShaderConstantF: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *mut f32,
        Vector4fCount: UINT,
    ) -> HRESULT,
    pub SetVertexShaderConstantI: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *const INT,
        Vector4iCount: UINT,
    ) -> HRESULT,
    pub GetVertexShaderConstantI: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *mut INT,
        Vector4iCount: UINT,
    ) -> HRESULT,
    pub SetVertexShaderConstantB: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *const BOOL,
        BoolCount: UINT,
    ) -> HRESULT,
    pub GetVertexShaderConstantB: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *mut BOOL,
        BoolCount: UINT,
    ) -> HRESULT,
    pub SetStreamSource: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StreamNumber: UINT,
        pStreamData: *mut IDirect3DVertexBuffer9,
        OffsetInBytes: UINT,
        Stride: UINT,
    ) -> HRESULT,
    pub GetStreamSource: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StreamNumber: UINT,
        ppStreamData: *mut *mut IDirect3DVertexBuffer9,
        pOffsetInBytes: *mut UINT,
        pStride: *mut UINT,
    ) -> HRESULT,
    pub SetStreamSourceFreq:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, StreamNumber: UINT, Setting: UINT) -> HRESULT,
    pub GetStreamSourceFreq:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, StreamNumber: UINT, pSetting: *mut UINT) -> HRESULT,
    pub SetIndices:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, pIndexData: *mut IDirect3DIndexBuffer9) -> HRESULT,
    pub GetIndices:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, ppIndexData: *mut *mut IDirect3DIndexBuffer9) -> HRESULT,
    pub CreatePixelShader: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        pFunction: *const DWORD,
        ppShader: *mut *mut IDirect3DPixelShader9,
    ) -> HRESULT,
    pub SetPixelShader:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, pShader: *mut IDirect3DPixelShader9) -> HRESULT,
    pub GetPixelShader:
        unsafe extern "system" fn(this: *mut IDirect3DDevice9, ppShader: *mut *mut IDirect3DPixelShader9) -> HRESULT,
    pub SetPixelShaderConstantF: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *const f32,
        Vector4fCount: UINT,
    ) -> HRESULT,
    pub GetPixelShaderConstantF: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *mut f32,
        Vector4fCount: UINT,
    ) -> HRESULT,
    pub SetPixelShaderConstantI: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *const INT,
        Vector4iCount: UINT,
    ) -> HRESULT,
    pub GetPixelShaderConstantI: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *mut INT,
        Vector4iCount: UINT,
    ) -> HRESULT,
    pub SetPixelShaderConstantB: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *const BOOL,
        BoolCount: UINT,
    ) -> HRESULT,
    pub GetPixelShaderConstantB: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        StartRegister: UINT,
        pConstantData: *mut BOOL,
        BoolCount: UINT,
    ) -> HRESULT,
    pub DrawRectPatch: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Handle: UINT,
        pNumSegs: *const f32,
        pRectPatchInfo: *const D3DRECTPATCH_INFO,
    ) -> HRESULT,
    pub DrawTriPatch: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Handle: UINT,
        pNumSegs: *const f32,
        pTriPatchInfo: *const D3DTRIPATCH_INFO,
    ) -> HRESULT,
    pub DeletePatch: unsafe extern "system" fn(this: *mut IDirect3DDevice9, Handle: UINT) -> HRESULT,
    pub CreateQuery: unsafe extern "system" fn(
        this: *mut IDirect3DDevice9,
        Type: D3DQUERYTYPE,
        ppQuery: *mut *mut IDirect3DQuery9,
    ) -> HRESULT,
}

impl IDirect3DDevice9Vtbl {
    /// Number of function pointers in the vtable.
    pub const SLOTS: usize = 119;
}
