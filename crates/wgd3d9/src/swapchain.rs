//! IDirect3DSwapChain9: the device's implicit swap chain and its back buffers.
//!
//! A headless swap chain (no window) renders into offscreen back buffers; Present
//! completes the frame. The back buffer keeps its contents across Present, which
//! is what D3DSWAPEFFECT_COPY promises and D3DSWAPEFFECT_DISCARD allows.

use crate::com::{self, Header, Kind};
use crate::device::{Device, Inner};
use crate::surface::Surface;
use std::ffi::c_void;
use wgd3d9_core::format;
use wgd3d9_core::record::{texture_usage, SurfaceRef};
use wgd3d9_types::*;

#[repr(C)]
pub struct SwapChain {
    pub hdr: Header,
    pub back_buffers: Vec<*mut Surface>,
    pub pp: D3DPRESENT_PARAMETERS,
    /// The front buffer's texture (A8R8G8B8, the back buffers' size): made
    /// by the first GetFrontBufferData, and from then on a copy of each
    /// presented frame (see `device::present`).
    pub front: Option<u32>,
    /// Whether the swap chain has presented a frame.
    pub shown: bool,
    /// When its last Present paced to the display's refresh was let go,
    /// and at what rate (a Wayland window's; `wgd3d9_core::pacing`).
    pub paced: (Option<std::time::Instant>, u32),
}

/// Frees a swap chain (its `Header::destroy`) and its back buffers.
///
/// # Safety
/// `h` must be a swap chain made by [`SwapChain::create`] that nothing
/// references any more; it is not used afterwards. The caller drives the
/// device (its lock held on a multithreaded device).
unsafe fn destroy(h: *mut Header) {
    // SAFETY: the caller guarantees `h` is a swap chain made by
    // `Box::into_raw` in `SwapChain::create`, now unreferenced: this box is its
    // only owner.
    let sc = unsafe { Box::from_raw(h as *mut SwapChain) };
    // SAFETY: a swap chain's device is null or live (it outlives its
    // children).
    if let (Some(front), Some(dev)) = (sc.front, unsafe { sc.hdr.device.as_ref() }) {
        dev.inner().frames.destroy_id(front);
    }
    for &b in &sc.back_buffers {
        // SAFETY: a swap chain's back buffers are live while it is, and each
        // is released once, here, with the swap chain.
        unsafe { release_back_buffer(b) };
    }
}

/// Frees a back buffer with its swap chain, or, while the device still has it
/// bound or the application still holds it, turns it into a standalone surface
/// that goes when the last of those goes.
///
/// # Safety
/// `b` must be a live back buffer of the swap chain being freed; the caller
/// drives the device (its lock held on a multithreaded device).
unsafe fn release_back_buffer(b: *mut Surface) {
    // SAFETY: the caller guarantees `b` is live; the device's lock (or its
    // one thread) keeps the other calls that use it out.
    let s = unsafe { &mut *b };
    if s.hdr.counts.refs() > 0 || s.hdr.counts.binds() > 0 {
        // Freed by the Release or unbind that drops the last of them.
        s.parent = std::ptr::null();
        s.hdr.implicit = false;
        return;
    }
    // SAFETY: a surface's device is null or live (it outlives its children);
    // shared, as other threads may hold the device too.
    if let Some(dev) = unsafe { s.hdr.device.as_ref() } {
        dev.forget_surface(b);
        dev.inner().frames.destroy_id(s.gpu.id);
    }
    // SAFETY: back buffers are made with `Box::into_raw`
    // (`Surface::new_without_cpu`); nothing references this one any more
    // (no public reference, no binding), so this box is its only owner.
    drop(unsafe { Box::from_raw(b) });
}

impl SwapChain {
    /// Creates a swap chain and its back buffers for validated presentation
    /// parameters. The implicit swap chain starts at a public count of zero and
    /// is freed with the device (or by Reset); an additional one starts at one.
    /// D3DERR_OUTOFVIDEOMEMORY when the GPU refuses a back buffer.
    pub(crate) fn create(
        inner: &mut Inner,
        pp: D3DPRESENT_PARAMETERS,
        implicit: bool,
    ) -> Result<*mut SwapChain, HRESULT> {
        // A 9Ex device's swap chains answer IDirect3DSwapChain9Ex.
        let vtbl = if inner.ex {
            &VTBL_EX as *const _ as *const c_void
        } else {
            &VTBL as *const _ as *const c_void
        };
        let mut hdr = Header::new(vtbl, Kind::SwapChain, inner.me, destroy);
        if implicit {
            hdr.implicit = true;
            hdr.counts.init_refs(0);
        }
        let sc = Box::into_raw(Box::new(SwapChain {
            hdr,
            back_buffers: Vec::new(),
            pp,
            front: None,
            shown: false,
            paced: (None, 0),
        }));
        let info = format::info(pp.BackBufferFormat).expect("validated presentation parameters");
        let lockable = pp.Flags & D3DPRESENTFLAG_LOCKABLE_BACKBUFFER != 0;
        // FLIPEX back buffers, like DISCARD ones, hold nothing after Present.
        let discarded = if matches!(pp.SwapEffect, D3DSWAPEFFECT_DISCARD | D3DSWAPEFFECT_FLIPEX) {
            texture_usage::DISCARDED_BY_PRESENT
        } else {
            0
        };
        for _ in 0..pp.BackBufferCount.max(1) {
            let samples = inner.samples_of(pp.MultiSampleType, pp.MultiSampleQuality);
            let made = inner.create_gpu_surface(
                pp.BackBufferFormat,
                (pp.BackBufferWidth, pp.BackBufferHeight),
                texture_usage::BACK_BUFFER | texture_usage::RENDER_TARGET | texture_usage::SAMPLED | discarded,
                samples,
            );
            let id = match made {
                Ok(id) => id,
                Err(hr) => {
                    // SAFETY: nobody else has seen the swap chain.
                    unsafe { Self::free(sc) };
                    return Err(hr);
                }
            };
            let desc = D3DSURFACE_DESC {
                Format: pp.BackBufferFormat,
                Type: D3DRTYPE_SURFACE,
                Usage: D3DUSAGE_RENDERTARGET,
                Pool: D3DPOOL_DEFAULT,
                MultiSampleType: pp.MultiSampleType,
                MultiSampleQuality: pp.MultiSampleQuality,
                Width: pp.BackBufferWidth,
                Height: pp.BackBufferHeight,
            };
            let s = Surface::new_without_cpu(inner.me, desc, info, SurfaceRef { id, level: 0 }, lockable, true);
            // SAFETY: just created. Back buffers count their own references,
            // starting at zero, like every implicit object.
            unsafe {
                (*s).hdr.implicit = true;
                (*s).hdr.counts.init_refs(0);
                (*s).parent = sc as *const Header;
                (*sc).back_buffers.push(s);
            }
        }
        Ok(sc)
    }

    /// Frees the swap chain and its back buffers (device teardown, Reset).
    ///
    /// # Safety
    /// `sc` must be live and not used afterwards.
    pub(crate) unsafe fn free(sc: *mut SwapChain) {
        // SAFETY: the caller guarantees `sc` is live and not used afterwards;
        // it was made by `SwapChain::create`.
        unsafe { destroy(sc as *mut Header) };
    }

    /// True while the application holds the swap chain or one of its buffers.
    pub(crate) fn held_by_application(&self) -> bool {
        self.hdr.counts.refs() > 0
            || self
                .back_buffers
                .iter()
                // SAFETY: back buffers live as long as the swap chain.
                .any(|&b| unsafe { (*b).hdr.counts.refs() } > 0)
    }

    fn device<'a>(&self) -> &'a Device {
        // SAFETY: the swap chain's device outlives it.
        unsafe { &*self.hdr.device }
    }

    /// GetBackBuffer of this swap chain. The buffer type is ignored (there are
    /// no stereo swap chains: LEFT, RIGHT and unknown values all name the one
    /// buffer); a bad index answers D3DERR_INVALIDCALL and leaves `out` alone.
    pub(crate) fn back_buffer(&self, index: u32, _ty: u32, out: *mut *mut IDirect3DSurface9) -> HRESULT {
        if out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        match self.back_buffers.get(index as usize) {
            Some(&b) => {
                // SAFETY: back buffers live as long as the swap chain.
                unsafe {
                    com::add_ref(b as *const Header);
                    *out = b as *mut IDirect3DSurface9;
                }
                D3D_OK
            }
            None => D3DERR_INVALIDCALL,
        }
    }
}

/// The swap chain behind an interface pointer.
///
/// # Safety
/// `p` must be the interface pointer of a live swap chain (what a method of
/// its vtable is called with), not otherwise borrowed for `'a`.
/// The COM methods meet this while the application's calls on the object
/// do not overlap. Calls on a D3DCREATE_MULTITHREADED device may overlap,
/// and this borrow is taken before the device's lock: there, another
/// thread may hold a `&mut` of the same object meanwhile.
unsafe fn this<'a>(p: *mut IDirect3DSwapChain9) -> &'a mut SwapChain {
    // SAFETY: the caller guarantees `p` is a live swap chain, not borrowed
    // elsewhere.
    unsafe { &mut *(p as *mut SwapChain) }
}

unsafe extern "system" fn query_interface(p: *mut IDirect3DSwapChain9, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
    com::guard("IDirect3DSwapChain9::QueryInterface", E_FAIL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live swap chain.
        let ex = unsafe { (*(p as *const Header)).vtbl } == &VTBL_EX as *const _ as *const c_void;
        let accepted: &[&GUID] = if ex {
            &[&IID_IDirect3DSwapChain9, &IID_IDirect3DSwapChain9Ex]
        } else {
            &[&IID_IDirect3DSwapChain9]
        };
        // SAFETY: as above; `riid` is null or readable and `out` null or
        // writable (the method's contract).
        unsafe { com::query_interface(p as *const Header, riid, out, accepted) }
    })
}
unsafe extern "system" fn add_ref(p: *mut IDirect3DSwapChain9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live swap chain.
    com::guard("IDirect3DSwapChain9::AddRef", 0, || unsafe {
        com::add_ref(p as *const Header)
    })
}
unsafe extern "system" fn release(p: *mut IDirect3DSwapChain9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live swap chain, with a reference the caller gives up.
    com::guard("IDirect3DSwapChain9::Release", 0, || unsafe {
        com::release(p as *const Header)
    })
}
unsafe extern "system" fn present(
    p: *mut IDirect3DSwapChain9,
    src: *const RECT,
    dst: *const RECT,
    wnd: HWND,
    _dirty: *const RGNDATA,
    _flags: DWORD,
) -> HRESULT {
    // SAFETY: COM: the rectangles are null or readable.
    let rects = unsafe { crate::device::PresentRects::read(src, dst) };
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live swap chain.
    // Exclusive unless calls overlap on a multithreaded device (see `this`).
    let sc = unsafe { this(p) };
    sc.device()
        .call("IDirect3DSwapChain9::Present", D3DERR_INVALIDCALL, |d| {
            d.present(sc, wnd, rects)
        })
}
unsafe extern "system" fn get_front_buffer_data(p: *mut IDirect3DSwapChain9, dst: *mut IDirect3DSurface9) -> HRESULT {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live swap chain.
    // Exclusive unless calls overlap on a multithreaded device (see `this`).
    let sc = unsafe { this(p) };
    sc.device()
        .call("IDirect3DSwapChain9::GetFrontBufferData", D3DERR_INVALIDCALL, |d| {
            d.front_buffer_data(sc, dst)
        })
}
unsafe extern "system" fn get_back_buffer(
    p: *mut IDirect3DSwapChain9,
    i: UINT,
    ty: D3DBACKBUFFER_TYPE,
    out: *mut *mut IDirect3DSurface9,
) -> HRESULT {
    com::guard("IDirect3DSwapChain9::GetBackBuffer", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live swap chain.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe { this(p) }.back_buffer(i, ty, out)
    })
}
unsafe extern "system" fn get_raster_status(_p: *mut IDirect3DSwapChain9, out: *mut D3DRASTER_STATUS) -> HRESULT {
    com::guard("IDirect3DSwapChain9::GetRasterStatus", D3DERR_INVALIDCALL, || {
        let status = D3DRASTER_STATUS {
            InVBlank: 0,
            ScanLine: 0,
        };
        // SAFETY: COM: `out` is null or writable.
        unsafe { com::out_put(out, status) }
    })
}
unsafe extern "system" fn get_display_mode(p: *mut IDirect3DSwapChain9, out: *mut D3DDISPLAYMODE) -> HRESULT {
    com::guard("IDirect3DSwapChain9::GetDisplayMode", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live swap chain.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe { this(p) }.device().display_mode(out)
    })
}
unsafe extern "system" fn get_device(p: *mut IDirect3DSwapChain9, out: *mut *mut IDirect3DDevice9) -> HRESULT {
    com::guard("IDirect3DSwapChain9::GetDevice", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live swap chain; `out` is null or writable.
        unsafe { crate::resource::get_device(p as *const Header, out) }
    })
}
unsafe extern "system" fn get_present_parameters(
    p: *mut IDirect3DSwapChain9,
    out: *mut D3DPRESENT_PARAMETERS,
) -> HRESULT {
    com::guard("IDirect3DSwapChain9::GetPresentParameters", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live swap chain.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        let pp = unsafe { this(p) }.pp;
        // SAFETY: COM: `out` is null or writable.
        unsafe { com::out_put(out, pp) }
    })
}

pub static VTBL: IDirect3DSwapChain9Vtbl = BASE_VTBL;

/// The IDirect3DSwapChain9Ex vtable: the IDirect3DSwapChain9 slots, then
/// the 9Ex methods, laid out as `IDirect3DSwapChain9ExVtbl`.
#[repr(C)]
#[allow(non_snake_case)]
pub struct SwapChainExVtbl {
    pub base: IDirect3DSwapChain9Vtbl,
    pub GetLastPresentCount: unsafe extern "system" fn(*mut IDirect3DSwapChain9Ex, *mut UINT) -> HRESULT,
    pub GetPresentStats: unsafe extern "system" fn(*mut IDirect3DSwapChain9Ex, *mut D3DPRESENTSTATS) -> HRESULT,
    pub GetDisplayModeEx: unsafe extern "system" fn(
        *mut IDirect3DSwapChain9Ex,
        *mut D3DDISPLAYMODEEX,
        *mut D3DDISPLAYROTATION,
    ) -> HRESULT,
}

const _: () = assert!(std::mem::size_of::<SwapChainExVtbl>() == std::mem::size_of::<IDirect3DSwapChain9ExVtbl>());

pub static VTBL_EX: SwapChainExVtbl = SwapChainExVtbl {
    base: BASE_VTBL,
    GetLastPresentCount: get_last_present_count,
    GetPresentStats: get_present_stats,
    GetDisplayModeEx: get_display_mode_ex,
};

/// GetLastPresentCount: the number of Present calls of the swap chain's
/// device (presentation statistics are not kept per swap chain).
unsafe extern "system" fn get_last_present_count(p: *mut IDirect3DSwapChain9Ex, out: *mut UINT) -> HRESULT {
    com::guard("IDirect3DSwapChain9Ex::GetLastPresentCount", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is a live swap chain, whose device outlives it.
        let dev = unsafe { &*(*(p as *const Header)).device };
        let count = dev.call("IDirect3DSwapChain9Ex::GetLastPresentCount", 0, |d| {
            d.frames.presented_count() as UINT
        });
        // SAFETY: COM: `out` is null or writable.
        unsafe { com::out_put(out, count) }
    })
}

/// GetPresentStats: statistics need a flip-model swap chain in exclusive
/// full screen, which wgd3d9 does not present to.
unsafe extern "system" fn get_present_stats(_p: *mut IDirect3DSwapChain9Ex, _out: *mut D3DPRESENTSTATS) -> HRESULT {
    D3DERR_INVALIDCALL
}

unsafe extern "system" fn get_display_mode_ex(
    p: *mut IDirect3DSwapChain9Ex,
    out: *mut D3DDISPLAYMODEEX,
    rotation: *mut D3DDISPLAYROTATION,
) -> HRESULT {
    let mut mode = D3DDISPLAYMODE::default();
    // SAFETY: COM: `p` is a live swap chain; `mode` is this call's own.
    let hr = unsafe { get_display_mode(p.cast(), &mut mode) };
    if hr != D3D_OK {
        return hr;
    }
    // SAFETY: COM: `out` and `rotation` are null or writable.
    unsafe { crate::d3d9ex::write_mode_ex(&mode, out, rotation) }
}

/// The IDirect3DSwapChain9 methods, shared by the 9Ex vtable.
const BASE_VTBL: IDirect3DSwapChain9Vtbl = IDirect3DSwapChain9Vtbl {
    QueryInterface: query_interface,
    AddRef: add_ref,
    Release: release,
    Present: present,
    GetFrontBufferData: get_front_buffer_data,
    GetBackBuffer: get_back_buffer,
    GetRasterStatus: get_raster_status,
    GetDisplayMode: get_display_mode,
    GetDevice: get_device,
    GetPresentParameters: get_present_parameters,
};
