//! IDirect3D9: the adapter queries (identifier, display modes, format checks,
//! multisampling, depth/stencil matches) and the honesty of the capabilities
//! (what the caps and CheckDeviceFormat advertise can be created and used, what
//! they deny fails).

use std::ffi::c_void;
use wgd3d9_tests::*;

const HAL: u32 = D3DDEVTYPE_HAL;
const X8: u32 = D3DFMT_X8R8G8B8;

fn caps(d3d: *mut IDirect3D9) -> D3DCAPS9 {
    // SAFETY: D3DCAPS9 is plain data; GetDeviceCaps overwrites it.
    let mut c: D3DCAPS9 = unsafe { std::mem::zeroed() };
    assert_eq!(vcall!(d3d, GetDeviceCaps, 0, HAL, &mut c), D3D_OK);
    c
}

const TEXTURE_FORMATS: &[u32] = &[
    D3DFMT_A8R8G8B8,
    D3DFMT_X8R8G8B8,
    D3DFMT_A8B8G8R8,
    D3DFMT_X8B8G8R8,
    D3DFMT_R5G6B5,
    D3DFMT_X1R5G5B5,
    D3DFMT_A1R5G5B5,
    D3DFMT_A4R4G4B4,
    D3DFMT_X4R4G4B4,
    D3DFMT_A8,
    D3DFMT_L8,
    D3DFMT_A8L8,
    D3DFMT_A4L4,
];

const DXT_FORMATS: &[u32] = &[D3DFMT_DXT1, D3DFMT_DXT2, D3DFMT_DXT3, D3DFMT_DXT4, D3DFMT_DXT5];

#[test]
fn one_adapter_whose_identifier_names_the_driver() {
    let d3d = d3d();
    assert_eq!(vcall!(d3d, GetAdapterCount), 1);
    let mut id = D3DADAPTER_IDENTIFIER9::default();
    assert_eq!(vcall!(d3d, GetAdapterIdentifier, 0, 0, &mut id), D3D_OK);
    // SAFETY: the identifier holds NUL-terminated strings.
    let driver = unsafe { std::ffi::CStr::from_ptr(id.Driver.as_ptr()) };
    assert_eq!(driver.to_str().unwrap(), "wgd3d9");
    // SAFETY: as above.
    let desc = unsafe { std::ffi::CStr::from_ptr(id.Description.as_ptr()) };
    assert!(!desc.to_bytes().is_empty(), "the adapter description is empty");
    assert_eq!(vcall!(d3d, GetAdapterIdentifier, 1, 0, &mut id), D3DERR_INVALIDCALL);
    assert_eq!(
        vcall!(d3d, GetAdapterIdentifier, 0, 0, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    assert!(!vcall!(d3d, GetAdapterMonitor, 0).is_null());
    assert!(vcall!(d3d, GetAdapterMonitor, 1).is_null());
    assert_eq!(release!(d3d), 0);
}

#[test]
fn display_modes_are_x8r8g8b8_at_60hz_starting_with_1920x1080() {
    let _display = display_mode_lock();
    let d3d = d3d();
    let n = vcall!(d3d, GetAdapterModeCount, 0, X8);
    assert!(n > 0);
    let mut m = D3DDISPLAYMODE::default();
    assert_eq!(vcall!(d3d, EnumAdapterModes, 0, X8, 0, &mut m), D3D_OK);
    assert_eq!((m.Width, m.Height, m.RefreshRate, m.Format), (1920, 1080, 60, X8));
    for i in 0..n {
        assert_eq!(vcall!(d3d, EnumAdapterModes, 0, X8, i, &mut m), D3D_OK);
        assert_eq!((m.RefreshRate, m.Format), (60, X8), "mode {i}");
        assert!(m.Width > 0 && m.Height > 0);
    }
    assert_eq!(vcall!(d3d, EnumAdapterModes, 0, X8, n, &mut m), D3DERR_INVALIDCALL);
    // Only X8R8G8B8 is a display format.
    assert_eq!(vcall!(d3d, GetAdapterModeCount, 0, D3DFMT_A8R8G8B8), 0);
    assert_eq!(vcall!(d3d, GetAdapterModeCount, 0, D3DFMT_R5G6B5), 0);
    // Enumerating a format without modes is an invalid call.
    assert_eq!(
        vcall!(d3d, EnumAdapterModes, 0, D3DFMT_R5G6B5, 0, &mut m),
        D3DERR_INVALIDCALL
    );
    assert_eq!(vcall!(d3d, GetAdapterModeCount, 1, X8), 0);
    let mut cur = D3DDISPLAYMODE::default();
    assert_eq!(vcall!(d3d, GetAdapterDisplayMode, 0, &mut cur), D3D_OK);
    assert_eq!(
        (cur.Width, cur.Height, cur.RefreshRate, cur.Format),
        (1920, 1080, 60, X8)
    );
    assert_eq!(vcall!(d3d, GetAdapterDisplayMode, 1, &mut cur), D3DERR_INVALIDCALL);
    assert_eq!(release!(d3d), 0);
}

#[test]
fn check_device_type_accepts_hal_on_x8r8g8b8_only() {
    let d3d = d3d();
    assert_eq!(vcall!(d3d, CheckDeviceType, 0, HAL, X8, X8, 1), D3D_OK);
    assert_eq!(vcall!(d3d, CheckDeviceType, 0, HAL, X8, X8, 0), D3D_OK);
    assert_eq!(vcall!(d3d, CheckDeviceType, 0, HAL, X8, D3DFMT_A8R8G8B8, 1), D3D_OK);
    // Windowed with an unknown back-buffer format uses the display format.
    assert_eq!(vcall!(d3d, CheckDeviceType, 0, HAL, X8, D3DFMT_UNKNOWN, 1), D3D_OK);
    assert_eq!(
        vcall!(d3d, CheckDeviceType, 0, HAL, D3DFMT_A8R8G8B8, D3DFMT_A8R8G8B8, 1),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        vcall!(d3d, CheckDeviceType, 0, HAL, D3DFMT_R5G6B5, D3DFMT_R5G6B5, 1),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        vcall!(d3d, CheckDeviceType, 0, HAL, X8, D3DFMT_D24S8, 1),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        vcall!(d3d, CheckDeviceType, 0, D3DDEVTYPE_REF, X8, X8, 1),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(vcall!(d3d, CheckDeviceType, 1, HAL, X8, X8, 1), D3DERR_INVALIDCALL);
    assert_eq!(release!(d3d), 0);
}

#[test]
fn every_advertised_texture_format_can_be_created_and_locked() {
    let t = TestDevice::new();
    for &f in TEXTURE_FORMATS {
        assert_eq!(
            check_format(t.d3d, 0, D3DRTYPE_TEXTURE, f),
            D3D_OK,
            "texture format {f:#x}"
        );
        assert_eq!(
            check_format(t.d3d, 0, D3DRTYPE_SURFACE, f),
            D3D_OK,
            "plain surface format {f:#x}"
        );
        let tex = create_texture(t.dev, 16, 16, 0, 0, f, D3DPOOL_MANAGED);
        assert_eq!(vcall!(tex, GetLevelCount), 5);
        let mut lr = D3DLOCKED_RECT::default();
        assert_eq!(vcall!(tex, LockRect, 0, &mut lr, std::ptr::null(), 0), D3D_OK);
        assert!(!lr.pBits.is_null() && lr.Pitch > 0);
        assert_eq!(vcall!(tex, UnlockRect, 0), D3D_OK);
        assert_eq!(release!(tex), 0);
    }
    // DXT formats: available exactly when CreateTexture accepts them.
    for &f in DXT_FORMATS {
        let ok = check_format(t.d3d, 0, D3DRTYPE_TEXTURE, f) == D3D_OK;
        let mut tex = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateTexture,
            16,
            16,
            1,
            0,
            f,
            D3DPOOL_MANAGED,
            &mut tex,
            std::ptr::null_mut()
        );
        assert_eq!(
            hr == D3D_OK,
            ok,
            "DXT format {f:#x}: CheckDeviceFormat and CreateTexture disagree"
        );
        if !tex.is_null() {
            release!(tex);
        }
    }
}

#[test]
fn unsupported_formats_are_refused_by_check_and_create() {
    let t = TestDevice::new();
    for f in [D3DFMT_A1, D3DFMT_MULTI2_ARGB8] {
        assert_eq!(
            check_format(t.d3d, 0, D3DRTYPE_TEXTURE, f),
            D3DERR_NOTAVAILABLE,
            "format {f:#x}"
        );
        let mut tex = std::ptr::null_mut();
        let hr = vcall!(
            t.dev,
            CreateTexture,
            16,
            16,
            1,
            0,
            f,
            D3DPOOL_MANAGED,
            &mut tex,
            std::ptr::null_mut()
        );
        assert_eq!(hr, D3DERR_INVALIDCALL, "CreateTexture of unsupported format {f:#x}");
        assert!(tex.is_null());
    }
}

#[test]
fn render_target_and_depth_formats_match_the_format_table() {
    let d3d = d3d();
    for f in [D3DFMT_A8R8G8B8, D3DFMT_X8R8G8B8, D3DFMT_A8B8G8R8, D3DFMT_X8B8G8R8] {
        assert_eq!(
            check_format(d3d, D3DUSAGE_RENDERTARGET, D3DRTYPE_SURFACE, f),
            D3D_OK,
            "RT surface {f:#x}"
        );
        assert_eq!(
            check_format(d3d, D3DUSAGE_RENDERTARGET, D3DRTYPE_TEXTURE, f),
            D3D_OK,
            "RT texture {f:#x}"
        );
    }
    for f in [D3DFMT_R5G6B5, D3DFMT_A8, D3DFMT_L8, D3DFMT_DXT1] {
        assert_eq!(
            check_format(d3d, D3DUSAGE_RENDERTARGET, D3DRTYPE_SURFACE, f),
            D3DERR_NOTAVAILABLE,
            "RT {f:#x}"
        );
    }
    // The formats of fewer stencil bits or a float depth plane too.
    let depth_formats = [
        D3DFMT_D16,
        D3DFMT_D24X8,
        D3DFMT_D24S8,
        D3DFMT_D32,
        D3DFMT_D15S1,
        D3DFMT_D24X4S4,
        D3DFMT_D24FS8,
    ];
    for f in depth_formats {
        assert_eq!(
            check_format(d3d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_SURFACE, f),
            D3D_OK,
            "depth {f:#x}"
        );
        // Depth textures are shadow maps of D16, D24X8 and D24S8 only
        // (shadow_maps.rs); plain (offscreen, lockable) depth surfaces are
        // never offered.
        let shadow_map = matches!(f, D3DFMT_D16 | D3DFMT_D24X8 | D3DFMT_D24S8);
        assert_eq!(
            check_format(d3d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_TEXTURE, f),
            if shadow_map { D3D_OK } else { D3DERR_NOTAVAILABLE },
            "depth texture {f:#x}"
        );
        assert_eq!(
            check_format(d3d, 0, D3DRTYPE_SURFACE, f),
            D3DERR_NOTAVAILABLE,
            "plain depth surface {f:#x}"
        );
    }
    assert_eq!(
        check_format(d3d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_SURFACE, D3DFMT_A8R8G8B8),
        D3DERR_NOTAVAILABLE
    );
    // A display format other than X8R8G8B8 is refused.
    assert_eq!(
        vcall!(
            d3d,
            CheckDeviceFormat,
            0,
            HAL,
            D3DFMT_A8R8G8B8,
            0,
            D3DRTYPE_TEXTURE,
            D3DFMT_A8R8G8B8
        ),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        vcall!(
            d3d,
            CheckDeviceFormat,
            0,
            D3DDEVTYPE_REF,
            X8,
            0,
            D3DRTYPE_TEXTURE,
            D3DFMT_A8R8G8B8
        ),
        D3DERR_NOTAVAILABLE
    );
    // No adapter format at all is a bad call, for every device type.
    for ty in [HAL, D3DDEVTYPE_REF, D3DDEVTYPE_SW] {
        assert_eq!(
            vcall!(
                d3d,
                CheckDeviceFormat,
                0,
                ty,
                D3DFMT_UNKNOWN,
                0,
                D3DRTYPE_SURFACE,
                D3DFMT_A8R8G8B8
            ),
            D3DERR_INVALIDCALL,
            "device type {ty}"
        );
    }
    assert_eq!(release!(d3d), 0);
}

#[test]
fn cube_and_volume_textures_are_advertised() {
    let t = TestDevice::new();
    let rt = D3DUSAGE_RENDERTARGET;
    assert_eq!(check_format(t.d3d, 0, D3DRTYPE_CUBETEXTURE, D3DFMT_A8R8G8B8), D3D_OK);
    assert_eq!(check_format(t.d3d, rt, D3DRTYPE_CUBETEXTURE, D3DFMT_A8R8G8B8), D3D_OK);
    assert_eq!(check_format(t.d3d, 0, D3DRTYPE_VOLUMETEXTURE, D3DFMT_A8R8G8B8), D3D_OK);
    assert_eq!(
        check_format(t.d3d, rt, D3DRTYPE_VOLUMETEXTURE, D3DFMT_A8R8G8B8),
        D3DERR_NOTAVAILABLE,
        "volumes are never render targets"
    );
    assert_eq!(
        check_format(t.d3d, 0, D3DRTYPE_VOLUMETEXTURE, D3DFMT_DXT1),
        D3DERR_NOTAVAILABLE,
        "no block-compressed volumes"
    );
    assert_eq!(
        check_format(t.d3d, D3DUSAGE_DEPTHSTENCIL, D3DRTYPE_CUBETEXTURE, D3DFMT_D24S8),
        D3DERR_NOTAVAILABLE
    );
    let c = caps(t.d3d);
    let both = D3DPTEXTURECAPS_CUBEMAP | D3DPTEXTURECAPS_VOLUMEMAP;
    assert_eq!(c.TextureCaps & both, both);
    assert!(c.MaxVolumeExtent >= 256, "{}", c.MaxVolumeExtent);
}

#[test]
fn autogenmipmap_answers_by_format_and_query_usages_follow_the_table() {
    let d3d = d3d();
    let gen = |rtype, format| check_format(d3d, D3DUSAGE_AUTOGENMIPMAP, rtype, format);
    for f in [D3DFMT_A8R8G8B8, D3DFMT_X8R8G8B8, D3DFMT_A16B16G16R16F] {
        assert_eq!(gen(D3DRTYPE_TEXTURE, f), D3D_OK, "{f:#x}");
    }
    assert_eq!(gen(D3DRTYPE_CUBETEXTURE, D3DFMT_X8R8G8B8), D3D_OK);
    for f in [
        D3DFMT_A1R5G5B5,
        D3DFMT_R5G6B5,
        D3DFMT_L8,
        D3DFMT_A8,
        D3DFMT_V8U8,
        D3DFMT_DXT5,
    ] {
        assert_eq!(gen(D3DRTYPE_TEXTURE, f), D3DOK_NOAUTOGEN, "{f:#x}");
    }
    assert_eq!(gen(D3DRTYPE_VOLUMETEXTURE, D3DFMT_A8R8G8B8), D3DERR_NOTAVAILABLE);
    assert_eq!(gen(D3DRTYPE_SURFACE, D3DFMT_A8R8G8B8), D3DERR_NOTAVAILABLE);
    let rt_gen = D3DUSAGE_RENDERTARGET | D3DUSAGE_AUTOGENMIPMAP;
    assert_eq!(
        check_format(d3d, rt_gen, D3DRTYPE_TEXTURE, D3DFMT_R5G6B5),
        D3DERR_NOTAVAILABLE
    );
    assert_ne!(caps(d3d).Caps2 & D3DCAPS2_CANAUTOGENMIPMAP, 0);
    assert_eq!(
        check_format(d3d, D3DUSAGE_QUERY_FILTER, D3DRTYPE_TEXTURE, D3DFMT_A8R8G8B8),
        D3D_OK
    );
    assert_eq!(
        check_format(
            d3d,
            D3DUSAGE_RENDERTARGET | D3DUSAGE_QUERY_POSTPIXELSHADER_BLENDING,
            D3DRTYPE_TEXTURE,
            D3DFMT_A8R8G8B8
        ),
        D3D_OK
    );
    // sRGB reads: 8-bit colour formats, not float ones.
    assert_eq!(
        check_format(d3d, D3DUSAGE_QUERY_SRGBREAD, D3DRTYPE_TEXTURE, D3DFMT_A8R8G8B8),
        D3D_OK
    );
    assert_eq!(
        check_format(d3d, D3DUSAGE_QUERY_SRGBREAD, D3DRTYPE_TEXTURE, D3DFMT_R32F),
        D3DERR_NOTAVAILABLE
    );
    // Vertex shaders sample every texture format pixel shaders do.
    for format in [D3DFMT_A8R8G8B8, D3DFMT_R32F, D3DFMT_A32B32G32R32F] {
        assert_eq!(
            check_format(d3d, D3DUSAGE_QUERY_VERTEXTEXTURE, D3DRTYPE_TEXTURE, format),
            D3D_OK
        );
    }
    assert_eq!(
        check_format(d3d, D3DUSAGE_QUERY_VERTEXTEXTURE, D3DRTYPE_TEXTURE, D3DFMT_D24S8),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(check_format(d3d, 0, D3DRTYPE_VERTEXBUFFER, D3DFMT_VERTEXDATA), D3D_OK);
    assert_eq!(check_format(d3d, 0, D3DRTYPE_INDEXBUFFER, D3DFMT_INDEX16), D3D_OK);
    assert_eq!(check_format(d3d, 0, D3DRTYPE_INDEXBUFFER, D3DFMT_INDEX32), D3D_OK);
    assert_eq!(release!(d3d), 0);
}

#[test]
fn multisample_types_follow_the_adapter() {
    let d3d = d3d();
    let mut q = 0u32;
    assert_eq!(
        vcall!(
            d3d,
            CheckDeviceMultiSampleType,
            0,
            HAL,
            X8,
            1,
            D3DMULTISAMPLE_NONE,
            &mut q
        ),
        D3D_OK
    );
    assert_eq!(q, 1, "one quality level for non-multisampled targets");
    assert_eq!(
        vcall!(
            d3d,
            CheckDeviceMultiSampleType,
            0,
            HAL,
            D3DFMT_D24S8,
            1,
            D3DMULTISAMPLE_NONE,
            std::ptr::null_mut()
        ),
        D3D_OK
    );
    // Every GPU wgpu runs on has 4 samples; 2 are drawn with the next count
    // the GPU has. One quality level each, one per count for NONMASKABLE.
    for ms in [D3DMULTISAMPLE_2_SAMPLES, D3DMULTISAMPLE_4_SAMPLES] {
        for format in [X8, D3DFMT_A8R8G8B8, D3DFMT_D24S8, D3DFMT_D16, D3DFMT_A16B16G16R16F] {
            q = 0;
            assert_eq!(
                vcall!(d3d, CheckDeviceMultiSampleType, 0, HAL, format, 1, ms, &mut q),
                D3D_OK,
                "type {ms}, format {format:#x}"
            );
            assert_eq!(q, 1);
        }
    }
    assert_eq!(
        vcall!(
            d3d,
            CheckDeviceMultiSampleType,
            0,
            HAL,
            X8,
            1,
            D3DMULTISAMPLE_NONMASKABLE,
            &mut q
        ),
        D3D_OK
    );
    assert!(q >= 1, "a quality level per sample count");
    // Windows writes one quality level when it refuses (Wine's device.c).
    q = 0;
    assert_eq!(
        vcall!(
            d3d,
            CheckDeviceMultiSampleType,
            0,
            HAL,
            X8,
            1,
            D3DMULTISAMPLE_15_SAMPLES,
            &mut q
        ),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(q, 1);
    // Formats that cannot be render targets, or whose GPU format does not
    // resolve, are not multisampled; no format at all is a bad call.
    for format in [D3DFMT_DXT5, D3DFMT_A32B32G32R32F] {
        assert_eq!(
            vcall!(
                d3d,
                CheckDeviceMultiSampleType,
                0,
                HAL,
                format,
                1,
                D3DMULTISAMPLE_4_SAMPLES,
                &mut q
            ),
            D3DERR_NOTAVAILABLE,
            "format {format:#x}"
        );
    }
    assert_eq!(
        vcall!(
            d3d,
            CheckDeviceMultiSampleType,
            0,
            HAL,
            D3DFMT_UNKNOWN,
            1,
            D3DMULTISAMPLE_NONE,
            &mut q
        ),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(d3d, CheckDeviceMultiSampleType, 0, HAL, X8, 1, 17, &mut q),
        D3DERR_INVALIDCALL
    );
    assert_eq!(
        vcall!(
            d3d,
            CheckDeviceMultiSampleType,
            0,
            D3DDEVTYPE_REF,
            X8,
            1,
            D3DMULTISAMPLE_NONE,
            &mut q
        ),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(release!(d3d), 0);
}

#[test]
fn depth_stencil_match_and_format_conversion() {
    let d3d = d3d();
    assert_eq!(
        vcall!(d3d, CheckDepthStencilMatch, 0, HAL, X8, X8, D3DFMT_D24S8),
        D3D_OK
    );
    assert_eq!(
        vcall!(d3d, CheckDepthStencilMatch, 0, HAL, X8, D3DFMT_A8R8G8B8, D3DFMT_D16),
        D3D_OK
    );
    assert_eq!(
        vcall!(d3d, CheckDepthStencilMatch, 0, HAL, X8, D3DFMT_R5G6B5, D3DFMT_D16),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        vcall!(d3d, CheckDepthStencilMatch, 0, HAL, X8, X8, D3DFMT_A8R8G8B8),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        vcall!(d3d, CheckDepthStencilMatch, 0, HAL, D3DFMT_R5G6B5, X8, D3DFMT_D24S8),
        D3DERR_NOTAVAILABLE
    );
    // Presentation converts back buffer formats to the display format;
    // StretchRect is not implemented, so no other conversion is offered.
    assert_eq!(vcall!(d3d, CheckDeviceFormatConversion, 0, HAL, X8, X8), D3D_OK);
    assert_eq!(
        vcall!(d3d, CheckDeviceFormatConversion, 0, HAL, D3DFMT_A8R8G8B8, X8),
        D3D_OK
    );
    assert_eq!(
        vcall!(d3d, CheckDeviceFormatConversion, 0, HAL, D3DFMT_DXT1, X8),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        vcall!(d3d, CheckDeviceFormatConversion, 0, HAL, X8, D3DFMT_A8R8G8B8),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(
        vcall!(d3d, CheckDeviceFormatConversion, 0, D3DDEVTYPE_REF, X8, X8),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(release!(d3d), 0);
}

#[test]
fn device_caps_are_the_adapter_caps_and_only_for_hal() {
    let t = TestDevice::new();
    let c = caps(t.d3d);
    // SAFETY: plain data.
    let mut dc: D3DCAPS9 = unsafe { std::mem::zeroed() };
    assert_eq!(vcall!(t.dev, GetDeviceCaps, &mut dc), D3D_OK);
    // SAFETY: both are plain-data structures of the same type.
    let bytes = |c: &D3DCAPS9| unsafe {
        std::slice::from_raw_parts(c as *const D3DCAPS9 as *const u8, std::mem::size_of::<D3DCAPS9>()).to_vec()
    };
    assert_eq!(
        bytes(&c),
        bytes(&dc),
        "IDirect3DDevice9::GetDeviceCaps differs from IDirect3D9::GetDeviceCaps"
    );
    assert_eq!(c.DeviceType, HAL);
    assert_eq!(c.AdapterOrdinal, 0);
    // SAFETY: plain data.
    let mut other: D3DCAPS9 = unsafe { std::mem::zeroed() };
    assert_eq!(
        vcall!(t.d3d, GetDeviceCaps, 0, D3DDEVTYPE_REF, &mut other),
        D3DERR_NOTAVAILABLE
    );
    assert_eq!(vcall!(t.d3d, GetDeviceCaps, 1, HAL, &mut other), D3DERR_INVALIDCALL);
    assert_eq!(
        vcall!(t.d3d, GetDeviceCaps, 0, HAL, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
}

#[test]
fn caps_advertise_shader_model_3_eight_lights_and_one_render_target() {
    let t = TestDevice::new();
    let c = caps(t.d3d);
    // Shaders of every model draw (shader_draws.rs).
    assert_eq!(c.VertexShaderVersion, D3DVS_VERSION(3, 0));
    assert_eq!(c.PixelShaderVersion, D3DPS_VERSION(3, 0));
    assert_eq!(c.MaxActiveLights, 8);
    assert_eq!(c.MaxUserClipPlanes, 6);
    assert_eq!((c.MaxVertexBlendMatrices, c.MaxVertexBlendMatrixIndex), (4, 255));
    assert_eq!(c.NumSimultaneousRTs, 4);
    let rt = t.create_rt(64, 64, D3DFMT_A8R8G8B8, false);
    assert_eq!(vcall!(t.dev, SetRenderTarget, 4, rt), D3DERR_INVALIDCALL);
    let mut got = std::ptr::null_mut();
    assert_eq!(vcall!(t.dev, GetRenderTarget, 1, &mut got), D3DERR_NOTFOUND);
    assert!(got.is_null());
    assert_eq!(release!(rt), 0);
    assert_eq!(c.MaxTextureBlendStages, 8);
    assert_eq!(c.MaxSimultaneousTextures, 8);
    assert_eq!(c.MaxStreams, 16);
    assert_eq!(c.MaxPointSize, 256.0);
}

#[test]
fn advertised_texture_ops_validate_and_unadvertised_ones_do_not() {
    let t = TestDevice::new();
    let c = caps(t.d3d);
    let ops = [
        (D3DTOP_SELECTARG1, D3DTEXOPCAPS_SELECTARG1),
        (D3DTOP_SELECTARG2, D3DTEXOPCAPS_SELECTARG2),
        (D3DTOP_MODULATE, D3DTEXOPCAPS_MODULATE),
        (D3DTOP_MODULATE2X, D3DTEXOPCAPS_MODULATE2X),
        (D3DTOP_MODULATE4X, D3DTEXOPCAPS_MODULATE4X),
        (D3DTOP_ADD, D3DTEXOPCAPS_ADD),
        (D3DTOP_ADDSIGNED, D3DTEXOPCAPS_ADDSIGNED),
        (D3DTOP_ADDSIGNED2X, D3DTEXOPCAPS_ADDSIGNED2X),
        (D3DTOP_SUBTRACT, D3DTEXOPCAPS_SUBTRACT),
        (D3DTOP_ADDSMOOTH, D3DTEXOPCAPS_ADDSMOOTH),
        (D3DTOP_BLENDDIFFUSEALPHA, D3DTEXOPCAPS_BLENDDIFFUSEALPHA),
        (D3DTOP_BLENDTEXTUREALPHA, D3DTEXOPCAPS_BLENDTEXTUREALPHA),
        (D3DTOP_BLENDFACTORALPHA, D3DTEXOPCAPS_BLENDFACTORALPHA),
        (D3DTOP_BLENDTEXTUREALPHAPM, D3DTEXOPCAPS_BLENDTEXTUREALPHAPM),
        (D3DTOP_BLENDCURRENTALPHA, D3DTEXOPCAPS_BLENDCURRENTALPHA),
        (D3DTOP_MODULATEALPHA_ADDCOLOR, D3DTEXOPCAPS_MODULATEALPHA_ADDCOLOR),
        (D3DTOP_MODULATECOLOR_ADDALPHA, D3DTEXOPCAPS_MODULATECOLOR_ADDALPHA),
        (D3DTOP_MODULATEINVALPHA_ADDCOLOR, D3DTEXOPCAPS_MODULATEINVALPHA_ADDCOLOR),
        (D3DTOP_MODULATEINVCOLOR_ADDALPHA, D3DTEXOPCAPS_MODULATEINVCOLOR_ADDALPHA),
        (D3DTOP_DOTPRODUCT3, D3DTEXOPCAPS_DOTPRODUCT3),
        (D3DTOP_MULTIPLYADD, D3DTEXOPCAPS_MULTIPLYADD),
        (D3DTOP_LERP, D3DTEXOPCAPS_LERP),
        (D3DTOP_PREMODULATE, D3DTEXOPCAPS_PREMODULATE),
    ];
    let mut passes = 0u32;
    for (op, cap) in ops {
        assert_ne!(c.TextureOpCaps & cap, 0, "op {op} is implemented but not advertised");
        t.tss(0, D3DTSS_COLOROP, op);
        t.tss(0, D3DTSS_ALPHAOP, op);
        assert_eq!(vcall!(t.dev, ValidateDevice, &mut passes), D3D_OK, "op {op}");
        assert_eq!(passes, 1);
    }
    for (op, cap) in [
        (D3DTOP_BUMPENVMAP, D3DTEXOPCAPS_BUMPENVMAP),
        (D3DTOP_BUMPENVMAPLUMINANCE, D3DTEXOPCAPS_BUMPENVMAPLUMINANCE),
    ] {
        // Colour operations only.
        assert_ne!(c.TextureOpCaps & cap, 0);
        t.tss(0, D3DTSS_COLOROP, op);
        t.tss(0, D3DTSS_ALPHAOP, D3DTOP_SELECTARG1);
        assert_eq!(vcall!(t.dev, ValidateDevice, &mut passes), D3D_OK, "op {op}");
    }
    t.tss(0, D3DTSS_COLOROP, 27);
    assert_eq!(
        vcall!(t.dev, ValidateDevice, &mut passes),
        D3DERR_UNSUPPORTEDCOLOROPERATION,
        "no such operation"
    );
}

#[test]
fn query_interface_on_idirect3d9() {
    let d3d = d3d();
    let mut out: *mut c_void = std::ptr::null_mut();
    assert_eq!(vcall!(d3d, QueryInterface, &IID_IDirect3D9, &mut out), S_OK);
    assert_eq!(out, d3d as *mut c_void);
    assert_eq!(refcount(d3d), 2);
    assert_eq!(release!(d3d), 1);
    assert_eq!(vcall!(d3d, QueryInterface, &IID_IUnknown, &mut out), S_OK);
    assert_eq!(release!(d3d), 1);
    out = std::ptr::dangling_mut::<c_void>();
    assert_eq!(
        vcall!(d3d, QueryInterface, &IID_IDirect3DDevice9, &mut out),
        E_NOINTERFACE
    );
    assert!(out.is_null());
    assert_eq!(release!(d3d), 0);
}
