//! COM object plumbing shared by every wgd3d9 object: the common header, the
//! reference-counting rules, and the guard every exported method runs inside.
//!
//! Reference counting follows D3D9:
//! - A child object (buffer, texture, surface, declaration, ...) holds one
//!   reference on its device for as long as its public count is non-zero.
//! - Surfaces of a texture forward AddRef/Release to the texture.
//! - Implicit objects (the swap chain, its back buffers, the automatic depth
//!   stencil) start at a public count of zero, take a device reference when their
//!   count goes 0 -> 1 and give it back on 1 -> 0, and are freed only with the
//!   device. A Release at zero returns zero and changes nothing.
//! - Binding an object to the device (SetTexture, SetStreamSource, SetRenderTarget,
//!   ...) does not change its public count; it increments a separate bind count,
//!   touched only by the thread that drives the device. An object whose public
//!   count reaches zero while bound is freed when it is unbound.
//! - Objects that must be released before IDirect3DDevice9::Reset (D3DPOOL_DEFAULT
//!   resources, additional swap chains) are marked `blocks_reset`; the device
//!   counts those the application holds (public count above zero).
//!
//! Concurrency: on a D3DCREATE_MULTITHREADED device the application may
//! Release an object on one thread while another thread's call unbinds it.
//! Release drops the public count under the device's lock, the lock every
//! unbind runs under, so exactly one of them sees the object unreferenced
//! ([`Counts`]) and frees it (freeing records into the device's frame, which
//! needs that lock anyway). Binding stays a plain update on the device's
//! thread (SetTexture and SetStreamSource are hot).

use std::sync::atomic::{AtomicU32, Ordering};
use wgd3d9_types::*;

/// The kinds of wgd3d9 objects (checked before a pointer is reinterpreted).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Direct3D,
    Device,
    SwapChain,
    Surface,
    Texture,
    VertexBuffer,
    IndexBuffer,
    VertexDeclaration,
    StateBlock,
    VertexShader,
    PixelShader,
    CubeTexture,
    VolumeTexture,
    Volume,
    Query,
}

/// The first field of every wgd3d9 COM object.
#[repr(C)]
pub struct Header {
    /// The interface's vtable: what the application's pointer points at.
    pub vtbl: *const std::ffi::c_void,
    /// [`MAGIC`]: marks the memory as a wgd3d9 object.
    magic: u32,
    pub counts: Counts,
    pub kind: Kind,
    /// Created by the device itself (see the module documentation).
    pub implicit: bool,
    /// Reset fails while the application holds this object.
    pub blocks_reset: bool,
    /// When non-null, reference counts live on this object instead.
    pub container: *const Header,
    pub device: *const crate::device::Device,
    /// Frees the object (type-specific).
    pub destroy: unsafe fn(*mut Header),
}

impl Header {
    pub fn new(
        vtbl: *const std::ffi::c_void,
        kind: Kind,
        device: *const crate::device::Device,
        destroy: unsafe fn(*mut Header),
    ) -> Header {
        Header {
            vtbl,
            magic: MAGIC,
            counts: Counts::new(1),
            kind,
            implicit: false,
            blocks_reset: false,
            container: std::ptr::null(),
            device,
            destroy,
        }
    }
}

/// An object's public reference count (atomic: COM's AddRef and Release may
/// come from any thread) and bind count (written only by the thread driving
/// the device, under its lock on a multithreaded device). Which of a Release
/// and an unbind frees the object is decided under the device's lock (see
/// the module documentation), so plain updates of the bind count suffice.
pub struct Counts {
    refs: AtomicU32,
    binds: AtomicU32,
}

impl Counts {
    pub const fn new(refs: u32) -> Counts {
        Counts {
            refs: AtomicU32::new(refs),
            binds: AtomicU32::new(0),
        }
    }

    /// The public reference count.
    pub fn refs(&self) -> u32 {
        self.refs.load(Ordering::Acquire)
    }

    /// The number of device bindings.
    pub fn binds(&self) -> u32 {
        self.binds.load(Ordering::Acquire)
    }

    /// Sets the public count of an object no other thread sees yet.
    pub fn init_refs(&self, refs: u32) {
        self.refs.store(refs, Ordering::Release);
    }

    /// Adds a public reference; returns the new public count.
    pub fn add_ref(&self) -> u32 {
        self.refs.fetch_add(1, Ordering::AcqRel).wrapping_add(1)
    }

    /// Drops a public reference the caller owns; returns the new public
    /// count and whether the object is now unreferenced (no public
    /// reference, no binding). On a multithreaded device the caller holds
    /// the device's lock, which every unbind runs under.
    pub fn release(&self) -> (u32, bool) {
        let n = self.refs.fetch_sub(1, Ordering::AcqRel).wrapping_sub(1);
        (n, n == 0 && self.binds.load(Ordering::Acquire) == 0)
    }

    /// Drops a public reference unless the count is already zero (implicit
    /// objects); returns the count before, or None when it was zero.
    fn release_if_held(&self) -> Option<u32> {
        self.refs
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |v| v.checked_sub(1))
            .ok()
    }

    /// Adds a binding (the device's thread, under its lock).
    fn bind(&self) {
        let b = self.binds.load(Ordering::Relaxed);
        self.binds.store(b + 1, Ordering::Release);
    }

    /// Drops a binding (the device's thread, under its lock); true when the
    /// object is now unreferenced.
    fn unbind(&self) -> bool {
        let b = self.binds.load(Ordering::Relaxed).wrapping_sub(1);
        self.binds.store(b, Ordering::Release);
        b == 0 && self.refs.load(Ordering::Acquire) == 0
    }
}

/// The value of every live object's `Header::magic`.
const MAGIC: u32 = u32::from_le_bytes(*b"wg9o");

/// Whether `p` points at a wgd3d9 object of `kind`. Identity is read from the
/// object, not from its vtable pointer: overlays and hooking code may replace
/// an object's vtable pointer with a patched copy, and D3D9 still accepts the
/// object.
///
/// # Safety
/// `p` must be null or point at a COM object (at least a header's size).
pub unsafe fn is_kind(p: *const std::ffi::c_void, kind: Kind) -> bool {
    if p.is_null() {
        return false;
    }
    let h = p as *const Header;
    // SAFETY: the caller guarantees `p`, non-null here, points at a COM object
    // of at least a header's size; `magic` is read through a raw place (no
    // reference to a possibly foreign object) as a plain integer (any value
    // is valid).
    (unsafe { std::ptr::addr_of!((*h).magic).read() } == MAGIC)
        // SAFETY: as above; read as a byte, not as a `Kind`, though `magic`
        // already marked the memory as a wgd3d9 object.
        && unsafe { std::ptr::addr_of!((*h).kind).cast::<u8>().read() } == kind as u8
}

/// The device of the wgd3d9 object behind `p`: None for null and for memory
/// that is not a wgd3d9 object.
///
/// # Safety
/// `p` must be null or point at a COM object (at least a header's size).
pub unsafe fn device_of(p: *const std::ffi::c_void) -> Option<*const crate::device::Device> {
    if p.is_null() {
        return None;
    }
    let h = p as *const Header;
    // SAFETY: the caller guarantees `p`, non-null here, points at a COM object
    // of at least a header's size; `magic` is read through a raw place as a
    // plain integer (any value is valid).
    (unsafe { std::ptr::addr_of!((*h).magic).read() } == MAGIC)
        // SAFETY: `magic` marked the memory as a wgd3d9 object, whose header
        // holds an initialised `device` pointer.
        .then(|| unsafe { std::ptr::addr_of!((*h).device).read() })
}

/// The object that holds the counts of `h` (its container, if any).
///
/// # Safety
/// `h` must point at a live wgd3d9 object.
pub unsafe fn owner(h: *const Header) -> *const Header {
    // SAFETY: the caller guarantees `h` points at a live wgd3d9 object.
    let c = unsafe { (*h).container };
    if c.is_null() {
        h
    } else {
        c
    }
}

/// IUnknown::AddRef.
///
/// # Safety
/// `h` must point at a live wgd3d9 object.
pub unsafe fn add_ref(h: *const Header) -> u32 {
    // SAFETY: the caller guarantees `h` is live; its owner (itself, or the
    // container its counts live on) is live with it.
    let o = unsafe { &*owner(h) };
    let n = o.counts.add_ref();
    if n == 1 {
        // An implicit object fetched again, or an object whose count reached
        // zero while bound, fetched back by a Get*: it holds its device again.
        // SAFETY: `o.device` is null (IDirect3D9) or the object's device, live:
        // a count leaves zero only when the live device hands the object out
        // again (the application holds no reference to call through at zero).
        unsafe { crate::device::device_add_ref(o.device) };
        if o.blocks_reset {
            // SAFETY: as above.
            unsafe { crate::device::reset_blockers(o.device, 1) };
        }
    }
    n
}

/// Marks a newly created object (public count 1) as one that Reset waits for.
///
/// # Safety
/// `h` must be live and its device set.
/// No other thread may see `h` yet (it was just created).
pub unsafe fn mark_blocks_reset(h: *mut Header) {
    // SAFETY: the caller guarantees `h` is live and not yet shared, so this
    // write races with nothing.
    unsafe { (*h).blocks_reset = true };
    // SAFETY: `h` is live (caller) and its `device` is set to its live device.
    unsafe { crate::device::reset_blockers((*h).device, 1) };
}

/// IUnknown::Release.
///
/// # Safety
/// `h` must point at a live wgd3d9 object with a reference the caller owns.
pub unsafe fn release(h: *const Header) -> u32 {
    // SAFETY: the caller guarantees `h` is a live wgd3d9 object.
    let o = unsafe { owner(h) };
    // SAFETY: the owner of a live object is live (a container outlives its
    // parts); `obj` is not used once `destroy` below may have freed it.
    let obj = unsafe { &*o };
    if obj.implicit {
        let Some(before) = obj.counts.release_if_held() else {
            return 0;
        };
        if before == 1 {
            // SAFETY: an implicit object holds one reference on its live
            // device while its count is above zero; it is given back here.
            unsafe { crate::device::device_release(obj.device) };
        }
        return before - 1;
    }
    let device = obj.device;
    let blocks_reset = obj.blocks_reset;
    let n = {
        // See the module documentation: the count drops under the lock.
        // SAFETY: `device` is null (IDirect3D9) or the object's device, kept
        // alive by the reference the object holds while the caller's
        // reference exists.
        let _guard = unsafe { device.as_ref() }.and_then(|d| d.lock_api());
        let (n, unreferenced) = obj.counts.release();
        if n == 0 && blocks_reset {
            // SAFETY: as above (the object's device reference goes only below).
            unsafe { crate::device::reset_blockers(device, -1) };
        }
        if unreferenced {
            // SAFETY: no public reference and no binding are left, decided
            // under the device's lock, so no other call frees or uses the
            // object. Release comes from the application, outside any device
            // call.
            unsafe { free(o as *mut Header, Free::Now) };
        }
        n
    };
    if n == 0 && !device.is_null() {
        // SAFETY: the object held one reference on its device while its count
        // was above zero; it is given back with the last public reference.
        unsafe { crate::device::device_release(device) };
    }
    n
}

/// Records that the device now references `h` (see the module documentation).
///
/// # Safety
/// `h` must be null or live; the caller holds the device (its lock on a
/// multithreaded device).
#[inline]
pub unsafe fn bind(h: *const Header) {
    if h.is_null() {
        return;
    }
    // SAFETY: the caller guarantees `h`, non-null here, is live; its owner is
    // live with it.
    unsafe { (*owner(h)).counts.bind() };
}

/// Drops a device reference taken by [`bind`]; frees the object when nothing
/// references it any more, once the caller's borrow of the device state ends
/// (unbinding happens inside device calls; see `device::inner_cell`).
///
/// # Safety
/// As for [`bind`].
#[inline]
pub unsafe fn unbind(h: *const Header) {
    if h.is_null() {
        return;
    }
    // SAFETY: the caller guarantees `h`, non-null here, is live.
    let o = unsafe { owner(h) };
    // SAFETY: the owner of a live object is live; `obj` is not used after
    // `destroy`.
    let obj = unsafe { &*o };
    if obj.counts.unbind() && !obj.implicit {
        // SAFETY: no public reference and no binding are left, decided under
        // the device's lock the caller holds, so no other call frees or uses
        // the object.
        unsafe { free(o as *mut Header, Free::AfterTheCall) };
    }
}

/// When [`free`] frees an object of a device.
enum Free {
    /// Now: the caller is outside any device call.
    Now,
    /// When the caller's borrow of the device state ends.
    AfterTheCall,
}

/// Frees an unreferenced object: through its device (see
/// `device::inner_cell`), or at once for objects without a device.
///
/// # Safety
/// `o` must be a live, unreferenced object that nothing else frees.
unsafe fn free(o: *mut Header, when: Free) {
    // SAFETY: the caller's contract: `o` is live.
    let device = unsafe { (*o).device };
    // SAFETY: a live object's device is null or live; the caller's contract
    // is that of `free_now`, `free_later` and `destroy`.
    unsafe {
        match (device.as_ref(), when) {
            (Some(d), Free::Now) => d.free_now(o),
            (Some(d), Free::AfterTheCall) => d.free_later(o),
            (None, _) => ((*o).destroy)(o),
        }
    }
}

/// Runs a COM method body, turning a panic into `on_panic` and a log line.
#[inline(always)]
pub fn guard<R>(name: &'static str, on_panic: R, f: impl FnOnce() -> R) -> R {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(_) => {
            log::error!(target: "wgd3d9::d3d9", "{name} panicked; returning an error");
            on_panic
        }
    }
}

/// Logs a line once per distinct message (fallbacks and unimplemented paths).
pub fn log_once(target: &'static str, msg: &str) {
    static SEEN: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    if !seen.iter().any(|s| s == msg) {
        log::warn!(target: target, "{msg}");
        seen.push(msg.to_string());
    }
}

/// Logs an unimplemented method once and returns `hr`.
pub fn unimplemented(name: &'static str, hr: HRESULT) -> HRESULT {
    log_once("wgd3d9::d3d9", &format!("{name} is not implemented yet"));
    hr
}

/// Writes `obj` (with a reference the caller passes on) through an out pointer
/// after QueryInterface matched it.
///
/// # Safety
/// `out` must be null or writable.
/// `h` must be a live wgd3d9 object; `riid` null or readable.
pub unsafe fn query_interface(
    h: *const Header,
    riid: REFIID,
    out: *mut *mut std::ffi::c_void,
    accepted: &[&GUID],
) -> HRESULT {
    if out.is_null() {
        return E_POINTER;
    }
    if riid.is_null() {
        // SAFETY: the caller guarantees `out`, non-null here, is writable.
        unsafe { *out = std::ptr::null_mut() };
        return E_POINTER;
    }
    // SAFETY: the caller guarantees `riid`, non-null here, is readable.
    let iid = unsafe { &*riid };
    if *iid == IID_IUnknown || accepted.contains(&iid) {
        // SAFETY: the caller guarantees `h` is live.
        unsafe { add_ref(h) };
        // SAFETY: the caller guarantees `out`, non-null here, is writable.
        unsafe { *out = h as *mut std::ffi::c_void };
        S_OK
    } else {
        // SAFETY: as above.
        unsafe { *out = std::ptr::null_mut() };
        E_NOINTERFACE
    }
}

/// Writes through an out pointer when it is non-null.
///
/// # Safety
/// `out` must be null or writable.
/// A non-null `out` must be valid for a write of `T` (aligned).
#[inline]
pub unsafe fn put<T>(out: *mut T, v: T) -> bool {
    if out.is_null() {
        false
    } else {
        // SAFETY: the caller guarantees `out`, non-null here, is valid for a
        // write of `T`.
        unsafe { out.write(v) };
        true
    }
}

/// Writes `v` through `out` for a getter: D3D_OK, or D3DERR_INVALIDCALL
/// for a null `out`.
///
/// # Safety
/// `out` must be null or writable.
#[inline]
pub unsafe fn out_put<T>(out: *mut T, v: T) -> HRESULT {
    // SAFETY: the caller guarantees `out` is null or writable.
    if unsafe { put(out, v) } {
        D3D_OK
    } else {
        D3DERR_INVALIDCALL
    }
}

#[cfg(test)]
mod tests;
