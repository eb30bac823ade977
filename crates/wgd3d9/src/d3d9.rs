//! IDirect3D9: the adapter (one, backed by the runtime's GPU) and CreateDevice.

use crate::caps::{self, DISPLAY_FORMATS};
use crate::com::{self, Header, Kind};
use crate::device::{CreateError, Device};
use std::ffi::c_void;
use wgd3d9_core::format::{self, usage as fu};
use wgd3d9_core::wire::AdapterInfo;
use wgd3d9_types::*;

#[repr(C)]
pub struct Direct3D9 {
    pub hdr: Header,
    pub adapter: AdapterInfo,
    /// Made by Direct3DCreate9Ex: the object answers IDirect3D9Ex (its
    /// vtable is `d3d9ex::VTBL`) and makes 9Ex devices.
    pub ex: bool,
}

/// Frees the IDirect3D9 object (its `Header::destroy`).
///
/// # Safety
/// `h` must be an object made by [`create`] that nothing references any
/// more (see [`com::release`]); it is not used afterwards.
unsafe fn destroy(h: *mut Header) {
    // SAFETY: the caller guarantees `h` was made by `Box::into_raw` in
    // `create` and is now unreferenced: this box is its only owner.
    drop(unsafe { Box::from_raw(h as *mut Direct3D9) });
}

/// Creates the IDirect3D9 object (Direct3DCreate9), or null when no GPU adapter
/// is usable.
pub fn create(sdk_version: u32) -> *mut IDirect3D9 {
    make(sdk_version, false)
}

/// The factory object: IDirect3D9, or IDirect3D9Ex when `ex`; null when
/// no GPU adapter is usable.
pub(crate) fn make(sdk_version: u32, ex: bool) -> *mut IDirect3D9 {
    if sdk_version != D3D_SDK_VERSION && sdk_version != (D3D_SDK_VERSION | 0x8000_0000) {
        log::warn!(target: "wgd3d9::d3d9", "Direct3DCreate9: unexpected SDK version {sdk_version:#x}; continuing");
    }
    let mut adapter = match crate::port::query_adapter() {
        Ok(a) => a,
        Err(e) => {
            log::error!(target: "wgd3d9::d3d9", "Direct3DCreate9: no usable adapter ({e:?})");
            return std::ptr::null_mut();
        }
    };
    apply_identity_options(&mut adapter, &wgd3d9_core::config::Config::load());
    let vtbl = if ex {
        &crate::d3d9ex::VTBL as *const _ as *const c_void
    } else {
        &VTBL as *const _ as *const c_void
    };
    let d = Box::new(Direct3D9 {
        hdr: Header::new(vtbl, Kind::Direct3D, std::ptr::null(), destroy),
        adapter,
        ex,
    });
    Box::into_raw(d) as *mut IDirect3D9
}

/// The adapter identity a user set (`adapter.vendorId`, `adapter.deviceId`,
/// `adapter.description`) for games that insist on a vendor or a name.
fn apply_identity_options(adapter: &mut AdapterInfo, options: &wgd3d9_core::config::Config) {
    if let Some(id) = options.vendor_id {
        adapter.vendor_id = id;
    }
    if let Some(id) = options.device_id {
        adapter.device_id = id;
    }
    if let Some(name) = &options.adapter_description {
        let mut n = name.len().min(adapter.name.len() - 1);
        while !name.is_char_boundary(n) {
            n -= 1;
        }
        adapter.name = [0; 128];
        adapter.name[..n].copy_from_slice(&name.as_bytes()[..n]);
    }
}

/// The headless adapter's current display mode.
pub(crate) fn current_display_mode(out: *mut D3DDISPLAYMODE) -> HRESULT {
    let (w, h, refresh) = crate::window::current_mode();
    // SAFETY: `put` checks for null. A non-null `out` is writable because
    // every caller passes the out pointer the application gave
    // GetDisplayMode or GetAdapterDisplayMode (COM contract); this safe
    // function cannot check that itself.
    if unsafe {
        com::put(
            out,
            D3DDISPLAYMODE {
                Width: w,
                Height: h,
                RefreshRate: refresh,
                Format: DISPLAY_FORMATS[0],
            },
        )
    } {
        D3D_OK
    } else {
        D3DERR_INVALIDCALL
    }
}

/// The object behind an interface pointer.
///
/// # Safety
/// `p` must be the interface pointer of a live IDirect3D9 object (what a
/// method of its vtable is called with).
unsafe fn this<'a>(p: *mut IDirect3D9) -> &'a Direct3D9 {
    // SAFETY: the caller guarantees `p` is a live IDirect3D9 object.
    unsafe { &*(p as *const Direct3D9) }
}

fn is_display_format(f: u32) -> bool {
    DISPLAY_FORMATS.contains(&f)
}

/// Checks a device type; only the HAL device exists.
fn check_type(adapter: u32, ty: u32) -> HRESULT {
    if adapter != 0 {
        D3DERR_INVALIDCALL
    } else if ty == D3DDEVTYPE_HAL {
        D3D_OK
    } else if matches!(ty, D3DDEVTYPE_REF | D3DDEVTYPE_SW | D3DDEVTYPE_NULLREF) {
        D3DERR_NOTAVAILABLE
    } else {
        D3DERR_INVALIDCALL
    }
}

unsafe extern "system" fn query_interface(p: *mut IDirect3D9, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
    com::guard("IDirect3D9::QueryInterface", E_FAIL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live IDirect3D9.
        let ex = unsafe { this(p) }.ex;
        let accepted: &[&GUID] = if ex {
            &[&IID_IDirect3D9, &IID_IDirect3D9Ex]
        } else {
            &[&IID_IDirect3D9]
        };
        // SAFETY: as above; `riid` is null or readable and `out` null or
        // writable (the method's contract).
        unsafe { com::query_interface(p as *const Header, riid, out, accepted) }
    })
}
unsafe extern "system" fn add_ref(p: *mut IDirect3D9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live IDirect3D9.
    com::guard("IDirect3D9::AddRef", 0, || unsafe { com::add_ref(p as *const Header) })
}
unsafe extern "system" fn release(p: *mut IDirect3D9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live IDirect3D9, with a reference the caller gives up.
    com::guard("IDirect3D9::Release", 0, || unsafe { com::release(p as *const Header) })
}
unsafe extern "system" fn register_software_device(_p: *mut IDirect3D9, _f: *mut c_void) -> HRESULT {
    com::unimplemented("IDirect3D9::RegisterSoftwareDevice", D3DERR_INVALIDCALL)
}
unsafe extern "system" fn get_adapter_count(_p: *mut IDirect3D9) -> UINT {
    1
}

fn copy_c_string(dst: &mut [std::ffi::c_char], s: &str) {
    let n = s.len().min(dst.len() - 1);
    for (d, &b) in dst.iter_mut().zip(&s.as_bytes()[..n]) {
        *d = b as std::ffi::c_char;
    }
    dst[n] = 0;
}

unsafe extern "system" fn get_adapter_identifier(
    p: *mut IDirect3D9,
    adapter: UINT,
    flags: DWORD,
    out: *mut D3DADAPTER_IDENTIFIER9,
) -> HRESULT {
    com::guard("IDirect3D9::GetAdapterIdentifier", D3DERR_INVALIDCALL, || {
        if adapter != 0 || out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live IDirect3D9.
        let a = &unsafe { this(p) }.adapter;
        // SAFETY: D3DADAPTER_IDENTIFIER9 is plain C data (integers, byte
        // arrays and a GUID), for which all zeroes is a valid value.
        let mut id: D3DADAPTER_IDENTIFIER9 = unsafe { std::mem::zeroed() };
        copy_c_string(&mut id.Driver, "wgd3d9");
        copy_c_string(&mut id.Description, a.name_str());
        copy_c_string(&mut id.DeviceName, "\\\\.\\DISPLAY1");
        // Product 9, version 18, sub-version 13, build 0: a D3D9-era driver number.
        id.DriverVersion = ((9i64 << 48) | (18i64 << 32) | (13i64 << 16)) as _;
        id.VendorId = a.vendor_id;
        id.DeviceId = a.device_id;
        id.SubSysId = 0;
        id.Revision = 0;
        id.DeviceIdentifier = GUID::new(
            0x7767_6433 ^ a.vendor_id,
            0x6439,
            (a.device_id & 0xFFFF) as u16,
            [
                0x77,
                0x67,
                0x64,
                0x33,
                0x64,
                0x39,
                (a.backend & 0xFF) as u8,
                (a.device_type & 0xFF) as u8,
            ],
        );
        id.WHQLLevel = if flags & D3DENUM_WHQL_LEVEL != 0 { 1 } else { 0 };
        // SAFETY: COM: `out` (non-null here) is writable.
        unsafe { out.write_unaligned(id) };
        D3D_OK
    })
}
unsafe extern "system" fn get_adapter_mode_count(_p: *mut IDirect3D9, adapter: UINT, format: D3DFORMAT) -> UINT {
    if adapter != 0 || !is_display_format(format) {
        0
    } else {
        crate::window::modes().len() as u32
    }
}
unsafe extern "system" fn enum_adapter_modes(
    _p: *mut IDirect3D9,
    adapter: UINT,
    format: D3DFORMAT,
    mode: UINT,
    out: *mut D3DDISPLAYMODE,
) -> HRESULT {
    com::guard("IDirect3D9::EnumAdapterModes", D3DERR_INVALIDCALL, || {
        if adapter != 0 || out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // A format without display modes has no mode `mode`.
        if !is_display_format(format) {
            return D3DERR_INVALIDCALL;
        }
        match crate::window::modes().get(mode as usize) {
            Some(&(w, h, refresh)) => {
                // SAFETY: COM: `out` (non-null here) is writable.
                unsafe {
                    *out = D3DDISPLAYMODE {
                        Width: w,
                        Height: h,
                        RefreshRate: refresh,
                        Format: format,
                    }
                };
                D3D_OK
            }
            None => D3DERR_INVALIDCALL,
        }
    })
}
unsafe extern "system" fn get_adapter_display_mode(
    _p: *mut IDirect3D9,
    adapter: UINT,
    out: *mut D3DDISPLAYMODE,
) -> HRESULT {
    if adapter != 0 {
        return D3DERR_INVALIDCALL;
    }
    current_display_mode(out)
}
unsafe extern "system" fn check_device_type(
    _p: *mut IDirect3D9,
    adapter: UINT,
    ty: D3DDEVTYPE,
    display: D3DFORMAT,
    back: D3DFORMAT,
    windowed: BOOL,
) -> HRESULT {
    let hr = check_type(adapter, ty);
    if hr != D3D_OK {
        return hr;
    }
    if !is_display_format(display) {
        return D3DERR_NOTAVAILABLE;
    }
    if back == D3DFMT_UNKNOWN && windowed != 0 {
        return D3D_OK;
    }
    match format::info(back) {
        Some(i) if i.is(fu::DISPLAY) => D3D_OK,
        _ => D3DERR_NOTAVAILABLE,
    }
}

/// The bump-map formats (signed U and V) that texbem and the
/// D3DTOP_BUMPENVMAP stages read.
fn is_bump_map(format: D3DFORMAT) -> bool {
    matches!(
        format,
        D3DFMT_V8U8 | D3DFMT_Q8W8V8U8 | D3DFMT_V16U16 | D3DFMT_X8L8V8U8 | D3DFMT_L6V5U5
    )
}

/// CheckDeviceFormat, answered from the format table.
pub fn check_format(adapter: &AdapterInfo, usage: u32, rtype: u32, format: u32) -> HRESULT {
    if matches!(rtype, D3DRTYPE_VERTEXBUFFER | D3DRTYPE_INDEXBUFFER) {
        return match (rtype, format) {
            (D3DRTYPE_VERTEXBUFFER, D3DFMT_VERTEXDATA) | (D3DRTYPE_INDEXBUFFER, D3DFMT_INDEX16 | D3DFMT_INDEX32) => {
                D3D_OK
            }
            _ => D3DERR_NOTAVAILABLE,
        };
    }
    if matches!(format, D3DFMT_INST | D3DFMT_ATOC) {
        // The probes of the instancing and alpha-to-coverage conventions:
        // both work (see wgd3d9_core::instancing and ::multisample).
        return if rtype == D3DRTYPE_SURFACE && usage == 0 {
            D3D_OK
        } else {
            D3DERR_NOTAVAILABLE
        };
    }
    if format == D3DFMT_RESZ {
        // The probe of the RESZ depth resolve (see
        // wgd3d9_core::multisample::is_depth_resolve): offered where D24S8
        // depth buffers can be multisampled.
        let multisampled = multisample_levels(adapter.sample_count_mask, D3DFMT_D24S8, D3DMULTISAMPLE_NONMASKABLE);
        return if (rtype, usage) == (D3DRTYPE_SURFACE, D3DUSAGE_RENDERTARGET) && multisampled.is_some() {
            D3D_OK
        } else {
            D3DERR_NOTAVAILABLE
        };
    }
    let Some(info) = format::info(format) else {
        return D3DERR_NOTAVAILABLE;
    };
    if !info.available_with(adapter.features) {
        return D3DERR_NOTAVAILABLE;
    }
    let mut need = match rtype {
        D3DRTYPE_SURFACE => 0,
        D3DRTYPE_TEXTURE | D3DRTYPE_CUBETEXTURE => fu::TEXTURE,
        // Volumes are never render targets, and block-compressed ones are
        // not sampled.
        D3DRTYPE_VOLUMETEXTURE | D3DRTYPE_VOLUME
            if usage & (D3DUSAGE_RENDERTARGET | D3DUSAGE_DEPTHSTENCIL) == 0 && info.block_dim == 1 =>
        {
            fu::TEXTURE
        }
        _ => return D3DERR_NOTAVAILABLE,
    };
    if usage & D3DUSAGE_RENDERTARGET != 0 {
        need |= fu::RENDER_TARGET;
    }
    if usage & D3DUSAGE_DEPTHSTENCIL != 0 {
        // Depth textures are 2D ones of the formats shaders sample (INTZ, and
        // the shadow-map formats).
        if !matches!(rtype, D3DRTYPE_SURFACE | D3DRTYPE_TEXTURE) {
            return D3DERR_NOTAVAILABLE;
        }
        need |= fu::DEPTH_STENCIL;
    }
    if rtype == D3DRTYPE_TEXTURE && info.is(fu::DEPTH_COMPARE) && usage & D3DUSAGE_QUERY_VERTEXTEXTURE == 0 {
        // Shadow-map formats are 2D textures with or without the depth
        // usage (see Inner::bare_shadow_texture_format); vertex shaders do
        // not compare.
        need |= fu::DEPTH_STENCIL;
    }
    if need == 0 {
        // A plain surface: depth formats have none (CreateOffscreenPlainSurface
        // refuses them), so only D3DUSAGE_DEPTHSTENCIL finds them.
        need = fu::PLAIN;
    }
    if usage & D3DUSAGE_QUERY_FILTER != 0 {
        need |= fu::FILTERABLE;
    }
    if usage & D3DUSAGE_QUERY_VERTEXTEXTURE != 0 {
        // Vertex shaders sample what pixel shaders sample.
        need |= fu::TEXTURE;
    }
    if usage & D3DUSAGE_QUERY_POSTPIXELSHADER_BLENDING != 0 {
        need |= fu::BLENDABLE | fu::RENDER_TARGET;
    }
    if usage & D3DUSAGE_QUERY_SRGBREAD != 0 {
        // Textures whose storage has an sRGB twin (see GpuFormat::has_srgb_view).
        if !info.gpu.has_srgb_view() {
            return D3DERR_NOTAVAILABLE;
        }
        need |= fu::TEXTURE;
    }
    if usage & D3DUSAGE_QUERY_LEGACYBUMPMAP != 0 && !is_bump_map(format) {
        return D3DERR_NOTAVAILABLE;
    }
    if usage & D3DUSAGE_QUERY_SRGBWRITE != 0 {
        // Render targets drawn through an sRGB view (FormatInfo::srgb_writable).
        // A surface answers only when asked as a render target (Windows, in
        // Wine's test_check_device_format); a texture answers either way.
        let plain_surface = rtype == D3DRTYPE_SURFACE && usage & D3DUSAGE_RENDERTARGET == 0;
        if !info.srgb_writable() || plain_surface {
            return D3DERR_NOTAVAILABLE;
        }
        need |= fu::RENDER_TARGET;
    }
    let unsupported_queries = D3DUSAGE_DMAP;
    if usage & unsupported_queries != 0 || !info.serves(need) || !info.available_for(need, adapter.features) {
        return D3DERR_NOTAVAILABLE;
    }
    if usage & D3DUSAGE_AUTOGENMIPMAP != 0 {
        // Textures and cube textures generate levels where the format renders
        // and filters (FormatInfo::autogen_mips); other formats work with one
        // level, which D3DOK_NOAUTOGEN says. Surfaces and volumes have none.
        return match rtype {
            D3DRTYPE_TEXTURE | D3DRTYPE_CUBETEXTURE if info.autogen_mips() => D3D_OK,
            D3DRTYPE_TEXTURE | D3DRTYPE_CUBETEXTURE => D3DOK_NOAUTOGEN,
            _ => D3DERR_NOTAVAILABLE,
        };
    }
    D3D_OK
}

unsafe extern "system" fn check_device_format(
    p: *mut IDirect3D9,
    adapter: UINT,
    ty: D3DDEVTYPE,
    adapter_format: D3DFORMAT,
    usage: DWORD,
    rtype: D3DRESOURCETYPE,
    format: D3DFORMAT,
) -> HRESULT {
    com::guard("IDirect3D9::CheckDeviceFormat", D3DERR_INVALIDCALL, || {
        // No adapter format is a bad call whatever the device type.
        if adapter_format == D3DFMT_UNKNOWN {
            return D3DERR_INVALIDCALL;
        }
        let hr = check_type(adapter, ty);
        if hr != D3D_OK {
            return hr;
        }
        if !is_display_format(adapter_format) {
            return D3DERR_NOTAVAILABLE;
        }
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live IDirect3D9.
        check_format(&unsafe { this(p) }.adapter, usage, rtype, format)
    })
}
unsafe extern "system" fn check_device_multi_sample_type(
    p: *mut IDirect3D9,
    adapter: UINT,
    ty: D3DDEVTYPE,
    format: D3DFORMAT,
    _windowed: BOOL,
    ms: D3DMULTISAMPLE_TYPE,
    quality: *mut DWORD,
) -> HRESULT {
    com::guard("IDirect3D9::CheckDeviceMultiSampleType", D3DERR_INVALIDCALL, || {
        let hr = check_type(adapter, ty);
        if hr != D3D_OK {
            return hr;
        }
        if ms > D3DMULTISAMPLE_16_SAMPLES || format == D3DFMT_UNKNOWN {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live IDirect3D9.
        let mask = unsafe { this(p) }.adapter.sample_count_mask;
        let levels = multisample_levels(mask, format, ms);
        // SAFETY: COM: `quality` is null or writable. Windows writes 1 when
        // it answers D3DERR_NOTAVAILABLE (Wine's device.c records it).
        unsafe { com::put(quality, levels.unwrap_or(1)) };
        if levels.is_some() {
            D3D_OK
        } else {
            D3DERR_NOTAVAILABLE
        }
    })
}

/// The multisampling rules of presentation parameters: a multisampled back
/// buffer (and automatic depth buffer) of a type and quality the adapter
/// offers, presented with D3DSWAPEFFECT_DISCARD and not lockable.
fn multisampled_back_buffer_ok(pp: &D3DPRESENT_PARAMETERS, mask: u32) -> bool {
    let ms = pp.MultiSampleType;
    if ms == D3DMULTISAMPLE_NONE {
        return true;
    }
    let fits = |format| multisample_ok(mask, format, ms, pp.MultiSampleQuality);
    pp.SwapEffect == D3DSWAPEFFECT_DISCARD
        && pp.Flags & D3DPRESENTFLAG_LOCKABLE_BACKBUFFER == 0
        && fits(pp.BackBufferFormat)
        && (pp.EnableAutoDepthStencil == 0 || fits(pp.AutoDepthStencilFormat))
}

/// The multisample type `present.msaa` gives an implicit swap chain of
/// `pp` (already validated): the type whose GPU sample count is the most
/// the adapter has up to `samples` that its back buffer and automatic depth
/// buffer can take, when the program asked for none, presents with
/// D3DSWAPEFFECT_DISCARD, does not lock its back buffer and has no lockable
/// automatic depth buffer (the cases D3D9 multisamples); None to leave it.
pub fn forced_multisample(pp: &D3DPRESENT_PARAMETERS, mask: u32, samples: u32) -> Option<D3DMULTISAMPLE_TYPE> {
    if samples < 2 || pp.MultiSampleType != D3DMULTISAMPLE_NONE {
        return None;
    }
    let lockable_depth = pp.EnableAutoDepthStencil != 0
        && format::info(pp.AutoDepthStencilFormat).is_some_and(|i| i.is_lockable_depth());
    if lockable_depth {
        return None;
    }
    (2..=samples.min(16))
        .rev()
        .map(|n| n as D3DMULTISAMPLE_TYPE)
        .filter(|&ms| wgd3d9_core::multisample::samples(mask, ms, 0).is_some_and(|gpu| gpu <= samples))
        .find(|&ms| {
            let forced = D3DPRESENT_PARAMETERS {
                MultiSampleType: ms,
                MultiSampleQuality: 0,
                ..*pp
            };
            multisampled_back_buffer_ok(&forced, mask)
        })
}

/// Whether a render target or depth surface of `format` may be made with
/// multisample type `ms` and `quality` (what CheckDeviceMultiSampleType
/// offers; D3DMULTISAMPLE_NONE takes any quality).
pub fn multisample_ok(mask: u32, format: D3DFORMAT, ms: D3DMULTISAMPLE_TYPE, quality: u32) -> bool {
    ms == D3DMULTISAMPLE_NONE
        || multisample_levels(mask, format, ms).is_some()
            && wgd3d9_core::multisample::samples(mask, ms, quality).is_some()
}

/// The quality levels of multisample type `ms` for surfaces of `format`,
/// or `None` when not available: render-target and depth formats whose GPU
/// format can be multisampled take the types the adapter offers; every
/// render-target or depth format takes D3DMULTISAMPLE_NONE.
pub fn multisample_levels(mask: u32, format: D3DFORMAT, ms: D3DMULTISAMPLE_TYPE) -> Option<u32> {
    let info = format::info(format).filter(|i| i.is(fu::RENDER_TARGET) || i.is(fu::DEPTH_STENCIL))?;
    if ms != D3DMULTISAMPLE_NONE && !wgd3d9_core::multisample::capable(info.gpu) {
        return None;
    }
    wgd3d9_core::multisample::quality_levels(mask, ms)
}
unsafe extern "system" fn check_depth_stencil_match(
    _p: *mut IDirect3D9,
    adapter: UINT,
    ty: D3DDEVTYPE,
    adapter_format: D3DFORMAT,
    rt: D3DFORMAT,
    ds: D3DFORMAT,
) -> HRESULT {
    let hr = check_type(adapter, ty);
    if hr != D3D_OK {
        return hr;
    }
    if !is_display_format(adapter_format) {
        return D3DERR_NOTAVAILABLE;
    }
    let rt_ok = format::info(rt).is_some_and(|i| i.is(fu::RENDER_TARGET));
    let ds_ok = format::info(ds).is_some_and(|i| i.is(fu::DEPTH_STENCIL));
    if rt_ok && ds_ok {
        D3D_OK
    } else {
        D3DERR_NOTAVAILABLE
    }
}
unsafe extern "system" fn check_device_format_conversion(
    _p: *mut IDirect3D9,
    adapter: UINT,
    ty: D3DDEVTYPE,
    src: D3DFORMAT,
    dst: D3DFORMAT,
) -> HRESULT {
    let hr = check_type(adapter, ty);
    if hr != D3D_OK {
        return hr;
    }
    // The conversions Present makes: a back buffer format to a display
    // format. StretchRect, which would convert between other formats, is not
    // implemented yet.
    let back_buffer = format::info(src).is_some_and(|i| i.is(fu::DISPLAY));
    if back_buffer && is_display_format(dst) {
        D3D_OK
    } else {
        D3DERR_NOTAVAILABLE
    }
}
unsafe extern "system" fn get_device_caps(
    p: *mut IDirect3D9,
    adapter: UINT,
    ty: D3DDEVTYPE,
    out: *mut D3DCAPS9,
) -> HRESULT {
    com::guard("IDirect3D9::GetDeviceCaps", D3DERR_INVALIDCALL, || {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let hr = check_type(adapter, ty);
        if hr != D3D_OK {
            return hr;
        }
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live IDirect3D9.
        let caps = caps::device_caps(&unsafe { this(p) }.adapter);
        // SAFETY: COM: `out` (non-null here) is writable.
        unsafe { *out = caps };
        D3D_OK
    })
}
unsafe extern "system" fn get_adapter_monitor(_p: *mut IDirect3D9, adapter: UINT) -> HMONITOR {
    if adapter == 0 {
        // The window system's primary monitor; a headless adapter's token otherwise.
        let m = crate::window::primary_monitor();
        if m.is_null() {
            1usize as HMONITOR
        } else {
            m
        }
    } else {
        std::ptr::null_mut()
    }
}

/// Validates and completes presentation parameters as CreateDevice does,
/// writing defaults back (back-buffer count, size, format, device window).
/// `sample_mask` is the adapter's [`AdapterInfo::sample_count_mask`]; `ex`:
/// a 9Ex device (30 back buffers, D3DSWAPEFFECT_FLIPEX).
pub fn validate_present_parameters(pp: &mut D3DPRESENT_PARAMETERS, focus: HWND, sample_mask: u32, ex: bool) -> HRESULT {
    let max_buffers = if ex {
        D3DPRESENT_BACK_BUFFERS_MAX_EX
    } else {
        D3DPRESENT_BACK_BUFFERS_MAX
    };
    if pp.BackBufferCount > max_buffers {
        return D3DERR_INVALIDCALL;
    }
    let flip_ex = ex && pp.SwapEffect == D3DSWAPEFFECT_FLIPEX;
    if !flip_ex
        && !matches!(
            pp.SwapEffect,
            D3DSWAPEFFECT_DISCARD | D3DSWAPEFFECT_FLIP | D3DSWAPEFFECT_COPY
        )
    {
        return D3DERR_INVALIDCALL;
    }
    if pp.SwapEffect == D3DSWAPEFFECT_COPY && pp.BackBufferCount > 1 {
        return D3DERR_INVALIDCALL;
    }
    if !matches!(
        pp.PresentationInterval,
        D3DPRESENT_INTERVAL_DEFAULT
            | D3DPRESENT_INTERVAL_ONE
            | D3DPRESENT_INTERVAL_TWO
            | D3DPRESENT_INTERVAL_THREE
            | D3DPRESENT_INTERVAL_FOUR
            | D3DPRESENT_INTERVAL_IMMEDIATE
    ) {
        return D3DERR_INVALIDCALL;
    }
    if pp.Windowed != 0 && pp.FullScreen_RefreshRateInHz != 0 {
        return D3DERR_INVALIDCALL;
    }
    if pp.BackBufferCount == 0 {
        pp.BackBufferCount = 1;
    }
    if pp.BackBufferFormat == D3DFMT_UNKNOWN {
        if pp.Windowed == 0 {
            return D3DERR_INVALIDCALL;
        }
        pp.BackBufferFormat = DISPLAY_FORMATS[0];
    }
    if !format::info(pp.BackBufferFormat).is_some_and(|i| i.is(fu::DISPLAY)) {
        return D3DERR_INVALIDCALL;
    }
    if !multisampled_back_buffer_ok(pp, sample_mask) {
        return D3DERR_INVALIDCALL;
    }
    if pp.Windowed == 0 {
        // Full screen: a window to own the screen, and one of the adapter's modes.
        if pp.hDeviceWindow.is_null() && focus.is_null() {
            return D3DERR_INVALIDCALL;
        }
        if !crate::window::modes()
            .iter()
            .any(|&(w, h, _)| (w, h) == (pp.BackBufferWidth, pp.BackBufferHeight))
        {
            return D3DERR_INVALIDCALL;
        }
    } else if pp.BackBufferWidth == 0 || pp.BackBufferHeight == 0 {
        // The window's client area; without one, D3D9's historical 640x480.
        let window = if pp.hDeviceWindow.is_null() {
            focus
        } else {
            pp.hDeviceWindow
        };
        let (w, h) = crate::window::client_size(window)
            .filter(|&(w, h)| w > 0 && h > 0)
            .unwrap_or((640, 480));
        if pp.BackBufferWidth == 0 {
            pp.BackBufferWidth = w;
        }
        if pp.BackBufferHeight == 0 {
            pp.BackBufferHeight = h;
        }
    }
    if pp.EnableAutoDepthStencil != 0
        && !format::info(pp.AutoDepthStencilFormat).is_some_and(|i| i.is(fu::DEPTH_STENCIL))
    {
        return D3DERR_INVALIDCALL;
    }
    // Without a device window the focus window is the device window, and the
    // parameters read back say so.
    if pp.hDeviceWindow.is_null() {
        pp.hDeviceWindow = focus;
    }
    D3D_OK
}

pub(crate) unsafe extern "system" fn create_device(
    p: *mut IDirect3D9,
    adapter: UINT,
    ty: D3DDEVTYPE,
    focus: HWND,
    flags: DWORD,
    pp: *mut D3DPRESENT_PARAMETERS,
    out: *mut *mut IDirect3DDevice9,
) -> HRESULT {
    com::guard("IDirect3D9::CreateDevice", D3DERR_INVALIDCALL, || {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `out` (non-null here) is writable.
        unsafe { *out = std::ptr::null_mut() };
        if pp.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let hr = check_type(adapter, ty);
        if hr != D3D_OK {
            return hr;
        }
        let vp = flags
            & (D3DCREATE_SOFTWARE_VERTEXPROCESSING
                | D3DCREATE_HARDWARE_VERTEXPROCESSING
                | D3DCREATE_MIXED_VERTEXPROCESSING);
        if vp.count_ones() != 1 {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: COM: `pp` (non-null here) is readable and writable (the
        // method writes the completed parameters back).
        let mut params = unsafe { *pp };
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live IDirect3D9.
        let d = unsafe { this(p) };
        let (sample_mask, ex) = (d.adapter.sample_count_mask, d.ex);
        let hr = validate_present_parameters(&mut params, focus, sample_mask, ex);
        if hr != D3D_OK {
            return hr;
        }
        let d3d = p as *mut Direct3D9;
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live IDirect3D9.
        let adapter = unsafe { &(*d3d).adapter };
        // SAFETY: `d3d` is live (as above) and `params` was validated.
        match unsafe { Device::create(d3d, adapter, focus, flags, &params, ex) } {
            Ok(dev) => {
                // SAFETY: as above.
                unsafe { *pp = params };
                // SAFETY: COM: `out` (non-null here) is writable.
                unsafe { *out = dev as *mut IDirect3DDevice9 };
                D3D_OK
            }
            Err(CreateError::OutOfMemory) => E_OUTOFMEMORY,
            Err(CreateError::OutOfVideoMemory) => D3DERR_OUTOFVIDEOMEMORY,
            Err(CreateError::NotAvailable) => D3DERR_NOTAVAILABLE,
            Err(CreateError::Invalid) => D3DERR_INVALIDCALL,
        }
    })
}

pub static VTBL: IDirect3D9Vtbl = BASE_VTBL;

/// The IDirect3D9 methods, shared by the 9Ex vtable (`d3d9ex::VTBL`).
pub(crate) const BASE_VTBL: IDirect3D9Vtbl = IDirect3D9Vtbl {
    QueryInterface: query_interface,
    AddRef: add_ref,
    Release: release,
    RegisterSoftwareDevice: register_software_device,
    GetAdapterCount: get_adapter_count,
    GetAdapterIdentifier: get_adapter_identifier,
    GetAdapterModeCount: get_adapter_mode_count,
    EnumAdapterModes: enum_adapter_modes,
    GetAdapterDisplayMode: get_adapter_display_mode,
    CheckDeviceType: check_device_type,
    CheckDeviceFormat: check_device_format,
    CheckDeviceMultiSampleType: check_device_multi_sample_type,
    CheckDepthStencilMatch: check_depth_stencil_match,
    CheckDeviceFormatConversion: check_device_format_conversion,
    GetDeviceCaps: get_device_caps,
    GetAdapterMonitor: get_adapter_monitor,
    CreateDevice: create_device,
};
