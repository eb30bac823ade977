//! The device contexts GetDC hands out, made by gdi32 over a surface's
//! memory (D3DKMTCreateDCFromMemory, whose formats are D3D9's numbering).

use std::ffi::c_void;
use wgd3d9::gdi::{DcMemory, Gdi, MemoryDc};
use wgd3d9_types::*;

/// D3DKMT_CREATEDCFROMMEMORY.
#[repr(C)]
struct CreateDcFromMemory {
    memory: *mut c_void,
    format: u32,
    width: u32,
    height: u32,
    pitch: u32,
    device_dc: HDC,
    color_table: *mut c_void,
    dc: HDC,
    bitmap: HANDLE,
}

/// D3DKMT_DESTROYDCFROMMEMORY.
#[repr(C)]
struct DestroyDcFromMemory {
    dc: HDC,
    bitmap: HANDLE,
}

#[link(name = "gdi32")]
extern "system" {
    fn CreateCompatibleDC(dc: HDC) -> HDC;
    fn DeleteDC(dc: HDC) -> BOOL;
    fn D3DKMTCreateDCFromMemory(desc: *mut CreateDcFromMemory) -> i32;
    fn D3DKMTDestroyDCFromMemory(desc: *const DestroyDcFromMemory) -> i32;
}

/// A memory DC over `m` (see [`Gdi::create_dc`]).
///
/// # Safety
/// `m.bits` must hold `m.pitch * m.height` bytes that outlive the DC.
unsafe fn create_dc(m: &DcMemory) -> Option<MemoryDc> {
    // SAFETY: plain gdi32 call; a null DC asks for the screen's.
    let screen = unsafe { CreateCompatibleDC(std::ptr::null_mut()) };
    if screen.is_null() {
        return None;
    }
    let mut desc = CreateDcFromMemory {
        memory: m.bits.cast(),
        format: m.format,
        width: m.width,
        height: m.height,
        pitch: m.pitch,
        device_dc: screen,
        color_table: std::ptr::null_mut(),
        dc: std::ptr::null_mut(),
        bitmap: std::ptr::null_mut(),
    };
    // SAFETY: `desc` is a complete D3DKMT_CREATEDCFROMMEMORY; the caller
    // guarantees the memory.
    let status = unsafe { D3DKMTCreateDCFromMemory(&mut desc) };
    // SAFETY: the DC made above, no longer needed.
    unsafe { DeleteDC(screen) };
    (status == 0).then_some(MemoryDc {
        dc: desc.dc,
        bitmap: desc.bitmap,
    })
}

/// Frees a DC made by [`create_dc`].
///
/// # Safety
/// `made` must come from a `create_dc` call, not freed since.
unsafe fn destroy_dc(made: MemoryDc) {
    let desc = DestroyDcFromMemory {
        dc: made.dc,
        bitmap: made.bitmap,
    };
    // SAFETY: the caller guarantees the pair is live.
    let status = unsafe { D3DKMTDestroyDCFromMemory(&desc) };
    if status != 0 {
        log::warn!(target: "wgd3d9::wine", "D3DKMTDestroyDCFromMemory failed: {status:#x}");
    }
}

/// The GDI the API side's GetDC uses.
pub fn gdi() -> Gdi {
    Gdi { create_dc, destroy_dc }
}
