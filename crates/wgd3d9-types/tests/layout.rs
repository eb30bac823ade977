//! Run-time spot checks of a few ABI values (the exhaustive checks are the
//! compile-time assertions inside the crate).

use core::mem::{offset_of, size_of};

use wgd3d9_types::*;

#[test]
fn hresult_values() {
    assert_eq!(D3DERR_INVALIDCALL as u32, 0x8876_086C);
    assert_eq!(D3DERR_NOTAVAILABLE as u32, 0x8876_086A);
    assert_eq!(D3DERR_DEVICELOST as u32, 0x8876_0868);
    assert_eq!(D3DERR_NOTFOUND as u32, 0x8876_0866);
    assert_eq!(D3DERR_WASSTILLDRAWING as u32, 0x8876_021C);
    assert_eq!(D3DERR_OUTOFVIDEOMEMORY as u32, 0x8876_017C);
    assert_eq!(D3DOK_NOAUTOGEN as u32, 0x0876_086F);
    assert_eq!(E_NOINTERFACE as u32, 0x8000_4002);
    assert_eq!(E_OUTOFMEMORY as u32, 0x8007_000E);
    assert!(FAILED(D3DERR_INVALIDCALL));
    assert!(SUCCEEDED(S_PRESENT_OCCLUDED));
}

#[test]
fn enum_values() {
    assert_eq!(D3D_SDK_VERSION, 32);
    assert_eq!(D3DRS_ZENABLE, 7);
    assert_eq!(D3DRS_BLENDOPALPHA + 1, D3DRS_MAX);
    assert_eq!(D3DSAMP_DMAPOFFSET + 1, D3DSAMP_MAX);
    assert_eq!(D3DTSS_CONSTANT + 1, D3DTSS_MAX);
    assert_eq!(D3DFMT_A8R8G8B8, 21);
    assert_eq!(D3DFMT_DXT1, 0x3154_5844);
    assert_eq!(D3DFMT_INTZ, u32::from_le_bytes(*b"INTZ"));
    assert_eq!(D3DTS_WORLD, 256);
    assert_eq!(D3DTS_WORLDMATRIX(3), D3DTS_WORLD3);
    assert_eq!(D3DFVF_TEXCOORDSIZE1(1), 3 << 18);
    assert_eq!(D3DFVF_TEXCOORDSIZE4(0), 2 << 16);
    assert_eq!(D3DPS_VERSION(3, 0), 0xFFFF_0300);
    assert_eq!(D3DVS_VERSION(2, 0), 0xFFFE_0200);
    assert_eq!(D3DCOLOR_ARGB(0x12, 0x34, 0x56, 0x78), 0x1234_5678);
    assert_eq!(D3DPRESENT_INTERVAL_IMMEDIATE, 0x8000_0000);
}

#[test]
fn decl_end() {
    let end = D3DDECL_END();
    assert_eq!(end.Stream, 0xFF);
    assert_eq!(u32::from(end.Type), D3DDECLTYPE_UNUSED);
    assert_eq!(size_of::<D3DVERTEXELEMENT9>(), 8);
}

#[test]
fn guids() {
    assert_eq!(
        IID_IDirect3DDevice9,
        GUID::new(
            0xD022_3B96,
            0xBF7A,
            0x43FD,
            [0x92, 0xBD, 0xA4, 0x3B, 0x0D, 0x82, 0xB9, 0xEB]
        )
    );
    assert_ne!(IID_IDirect3D9, IID_IDirect3D9Ex);
}

#[test]
fn vtable_slots() {
    assert_eq!(IDirect3DDevice9Vtbl::SLOTS, 119);
    assert_eq!(IDirect3DDevice9ExVtbl::SLOTS, 134);
    assert_eq!(IDirect3D9Vtbl::SLOTS, 17);
    assert_eq!(IDirect3DTexture9Vtbl::SLOTS, 22);
    assert_eq!(size_of::<IDirect3DDevice9Vtbl>(), 119 * size_of::<usize>());
    assert_eq!(
        offset_of!(IDirect3DDevice9Vtbl, DrawIndexedPrimitive),
        82 * size_of::<usize>()
    );
}

#[test]
fn struct_sizes() {
    assert_eq!(size_of::<D3DCAPS9>(), 304);
    assert_eq!(size_of::<D3DMATRIX>(), 64);
    assert_eq!(D3DMATRIX::IDENTITY.m[3][3], 1.0);
    assert_eq!(D3DMATRIX::default().m[0][0], 0.0);
    #[cfg(target_pointer_width = "64")]
    {
        assert_eq!(size_of::<D3DPRESENT_PARAMETERS>(), 64);
        assert_eq!(size_of::<D3DADAPTER_IDENTIFIER9>(), 1104);
        assert_eq!(offset_of!(D3DLOCKED_RECT, pBits), 8);
    }
}
