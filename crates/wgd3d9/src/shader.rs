//! IDirect3DVertexShader9 and IDirect3DPixelShader9: shader objects holding
//! their validated bytecode.
//!
//! Creation frames the token stream (version token to end token, see
//! `wgd3d9_shader::dxso`), decodes, validates and lowers it (bytecode D3D9
//! would refuse, or that cannot be translated, is `D3DERR_INVALIDCALL` with a
//! log line), keeps a copy for GetFunction and records the tokens for the
//! runtime, which translates them again for the GPU (the recording carries
//! bytes, not programs).

use crate::com::{self, Header, Kind};
use crate::device::Device;
use std::ffi::c_void;
use wgd3d9_core::record::Op;
use wgd3d9_shader::dxso::{self, ShaderKind};
use wgd3d9_types::*;

/// The longest token stream accepted (a vs_3_0 with 32768 instruction slots
/// of at most 16 tokens, with room for comments).
pub const MAX_TOKENS: usize = 1 << 20;

#[repr(C)]
pub struct Shader {
    pub hdr: Header,
    pub version: dxso::Version,
    pub tokens: Vec<u32>,
    /// The runtime's id of the shader.
    pub gpu_id: u32,
    /// A vertex shader naming float constants past 255: drawn only with
    /// software vertex processing.
    pub software_only: bool,
    /// A draw of it without software vertex processing was refused
    /// (`Inner::refuses_software_shader`).
    pub refused_without_software_vp: bool,
}

/// Frees a shader (its `Header::destroy`).
///
/// # Safety
/// `h` must be a shader made by [`Shader::create`] that nothing references
/// any more (see [`com::release`]); it is not used afterwards.
unsafe fn destroy(h: *mut Header) {
    // SAFETY: the caller guarantees `h` is a shader made by `Box::into_raw` in
    // `Shader::create`, now unreferenced: this box is its only owner.
    let s = unsafe { Box::from_raw(h as *mut Shader) };
    // SAFETY: a shader's device is null or live (it outlives its children);
    // shared, as other threads may hold the device too.
    if let Some(dev) = unsafe { s.hdr.device.as_ref() } {
        dev.inner().frames.destroy_id(s.gpu_id);
    }
}

impl Shader {
    /// Frames, validates and translates the application's bytecode, records it
    /// for the runtime and creates the object (public count 1; the caller
    /// takes the device reference). Errors are logged. `software_vp`: the
    /// device has software vertex processing, whose vertex shaders may name
    /// 8,192 float constants (others, 256).
    ///
    /// # Safety
    /// `function` must point at a token stream readable up to its end token.
    pub(crate) unsafe fn create(
        device: *const Device,
        frames: &mut crate::frames::Frames,
        stage: ShaderKind,
        function: *const u32,
        software_vp: bool,
    ) -> Result<*mut Shader, HRESULT> {
        if function.is_null() {
            return Err(D3DERR_INVALIDCALL);
        }
        // SAFETY: D3D9's contract: the bytecode is readable up to its end
        // token, and the walk reads nothing past the first one.
        let framed = unsafe { dxso::frame_ptr(function, MAX_TOKENS) };
        let (version, len) = framed.map_err(|e| {
            log::warn!(target: "wgd3d9::d3d9", "Create{stage:?}Shader: {e}");
            D3DERR_INVALIDCALL
        })?;
        if version.stage != stage {
            log::warn!(target: "wgd3d9::d3d9", "Create{stage:?}Shader: bytecode is a {:?} shader", version.stage);
            return Err(D3DERR_INVALIDCALL);
        }
        // SAFETY: the walk read these `len` tokens (the application's
        // pointer need not be aligned).
        let tokens: Vec<u32> = (0..len).map(|i| unsafe { function.add(i).read_unaligned() }).collect();
        let t = dxso::translate(&tokens, &dxso::lower::Options::default()).map_err(|e| {
            log::warn!(target: "wgd3d9::d3d9", "Create{stage:?}Shader: {e}");
            D3DERR_INVALIDCALL
        })?;
        if t.software_constants && !software_vp {
            log::warn!(target: "wgd3d9::d3d9", "CreateVertexShader: constants past c255 need software vertex processing");
            return Err(D3DERR_INVALIDCALL);
        }
        if !t.relaxed.is_empty() && log::log_enabled!(target: "wgd3d9::d3d9", log::Level::Debug) {
            let rules: Vec<String> = t.relaxed.iter().map(ToString::to_string).collect();
            log::debug!(
                target: "wgd3d9::d3d9",
                "Create{stage:?}Shader: accepted as drivers do, against the documented rules: {}",
                rules.join("; ")
            );
        }
        let (vtbl, kind) = match stage {
            ShaderKind::Vertex => (&VS_VTBL as *const _ as *const c_void, Kind::VertexShader),
            ShaderKind::Pixel => (&PS_VTBL as *const _ as *const c_void, Kind::PixelShader),
        };
        let gpu_id = frames.alloc_id();
        let s = Box::into_raw(Box::new(Shader {
            hdr: Header::new(vtbl, kind, device, destroy),
            version,
            tokens,
            gpu_id,
            software_only: t.software_constants,
            refused_without_software_vp: false,
        }));
        // SAFETY: just made.
        unsafe { (*s).record(frames) };
        frames.note_made(gpu_id, crate::frames::Made::Shader(s));
        Ok(s)
    }

    /// Records the runtime's shader object (its bytecode).
    pub(crate) fn record(&self, frames: &mut crate::frames::Frames) {
        let bytes = frames.rec.data(bytemuck::cast_slice(&self.tokens));
        let pixel = self.version.stage == ShaderKind::Pixel;
        frames.rec.op_with(Op::CreateShader, pixel as u16, self.gpu_id, &bytes);
    }

    /// Casts an application pointer to a shader of `stage`, or `None`.
    ///
    /// # Safety
    /// `p` must be null or point at a COM object.
    pub(crate) unsafe fn from_ptr<'a>(p: *mut c_void, stage: ShaderKind) -> Option<&'a mut Shader> {
        let kind = match stage {
            ShaderKind::Vertex => Kind::VertexShader,
            ShaderKind::Pixel => Kind::PixelShader,
        };
        // SAFETY: the caller guarantees `p` is null or points at a COM object.
        if !unsafe { com::is_kind(p, kind) } {
            return None;
        }
        // SAFETY: `p` points at a wgd3d9 shader (its header says so), live
        // since the caller's object is.
        Some(unsafe { &mut *(p as *mut Shader) })
    }

    /// GetFunction: the size in bytes, and the bytecode when `data` is non-null.
    ///
    /// # Safety
    /// `size` must be null or writable; `data` null or writable for `*size`
    /// bytes.
    unsafe fn function(&self, data: *mut c_void, size: *mut u32) -> HRESULT {
        if size.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let bytes = (self.tokens.len() * 4) as u32;
        if data.is_null() {
            // SAFETY: the caller guarantees `size` (non-null here) is writable.
            unsafe { *size = bytes };
            return D3D_OK;
        }
        // SAFETY: as above (writable implies readable).
        if unsafe { *size } < bytes {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the caller guarantees `data` (non-null here) is writable for
        // `*size` bytes, at least `bytes`; it is not the shader's own vector.
        unsafe { std::ptr::copy_nonoverlapping(self.tokens.as_ptr() as *const u8, data as *mut u8, bytes as usize) };
        // SAFETY: the caller guarantees `size` (non-null here) is writable.
        unsafe { *size = bytes };
        D3D_OK
    }
}

macro_rules! shader_vtable {
    ($vtbl:ident, $vtbl_ty:ident, $iface:ident, $iid:ident, $name:literal) => {
        pub static $vtbl: $vtbl_ty = {
            unsafe extern "system" fn query_interface(p: *mut $iface, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
                com::guard(concat!($name, "::QueryInterface"), E_FAIL, || {
                    // SAFETY: COM: `p` is the interface pointer the application
                    // called through, a live shader; `riid` is null or readable
                    // and `out` null or writable (the method's contract).
                    unsafe { com::query_interface(p as *const Header, riid, out, &[&$iid]) }
                })
            }
            unsafe extern "system" fn add_ref(p: *mut $iface) -> ULONG {
                // SAFETY: COM: `p` is the interface pointer the application
                // called through, a live shader.
                com::guard(concat!($name, "::AddRef"), 0, || unsafe {
                    com::add_ref(p as *const Header)
                })
            }
            unsafe extern "system" fn release(p: *mut $iface) -> ULONG {
                com::guard(concat!($name, "::Release"), 0, || {
                    // SAFETY: COM: `p` is the interface pointer the application
                    // called through, a live shader, with a reference the
                    // caller gives up.
                    unsafe { com::release(p as *const Header) }
                })
            }
            unsafe extern "system" fn get_device(p: *mut $iface, out: *mut *mut IDirect3DDevice9) -> HRESULT {
                com::guard(concat!($name, "::GetDevice"), D3DERR_INVALIDCALL, || {
                    // SAFETY: COM: `p` is the interface pointer the application
                    // called through, a live shader; `out` is null or writable.
                    unsafe { crate::resource::get_device(p as *const Header, out) }
                })
            }
            unsafe extern "system" fn get_function(p: *mut $iface, data: *mut c_void, size: *mut UINT) -> HRESULT {
                com::guard(concat!($name, "::GetFunction"), D3DERR_INVALIDCALL, || {
                    // SAFETY: COM: `p` is the interface pointer the application
                    // called through, a live shader.
                    let s = unsafe { &*(p as *const Shader) };
                    // SAFETY: COM: `size` is null or writable, `data` null or
                    // writable for `*size` bytes.
                    unsafe { s.function(data, size) }
                })
            }
            $vtbl_ty {
                QueryInterface: query_interface,
                AddRef: add_ref,
                Release: release,
                GetDevice: get_device,
                GetFunction: get_function,
            }
        };
    };
}

shader_vtable!(
    VS_VTBL,
    IDirect3DVertexShader9Vtbl,
    IDirect3DVertexShader9,
    IID_IDirect3DVertexShader9,
    "IDirect3DVertexShader9"
);
shader_vtable!(
    PS_VTBL,
    IDirect3DPixelShader9Vtbl,
    IDirect3DPixelShader9,
    IID_IDirect3DPixelShader9,
    "IDirect3DPixelShader9"
);
