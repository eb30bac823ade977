//! What every IDirect3DResource9 has: private data and a priority.

use crate::com;
use std::collections::BTreeMap;
use wgd3d9_types::*;

/// A GUID as an ordered map key.
fn key(g: &GUID) -> u128 {
    let mut k = [0u8; 16];
    k[..4].copy_from_slice(&g.Data1.to_le_bytes());
    k[4..6].copy_from_slice(&g.Data2.to_le_bytes());
    k[6..8].copy_from_slice(&g.Data3.to_le_bytes());
    k[8..].copy_from_slice(&g.Data4);
    u128::from_le_bytes(k)
}

enum Data {
    Bytes(Vec<u8>),
    /// An IUnknown the resource holds a reference on (D3DSPD_IUNKNOWN).
    Unknown(*mut IUnknown),
}

/// Private data and priority of one resource.
#[derive(Default)]
pub struct ResourceData {
    private: BTreeMap<u128, Data>,
    pub priority: u32,
    /// Whether SetPriority is heard: D3D9 keeps priorities only for
    /// D3DPOOL_MANAGED textures and buffers; surfaces, volumes and the other
    /// pools answer 0 and ignore it.
    has_priority: bool,
}

impl Drop for ResourceData {
    fn drop(&mut self) {
        for (_, d) in std::mem::take(&mut self.private) {
            release_data(d);
        }
    }
}

fn release_data(d: Data) {
    if let Data::Unknown(u) = d {
        // SAFETY: we took a reference on `u` when it was stored.
        unsafe { ((*(*u).lpVtbl).Release)(u) };
    }
}

impl ResourceData {
    /// The data of a texture or buffer created in `pool`.
    pub fn in_pool(pool: u32) -> Self {
        ResourceData {
            private: BTreeMap::new(),
            priority: 0,
            has_priority: pool == D3DPOOL_MANAGED,
        }
    }

    /// IDirect3DResource9::SetPrivateData.
    ///
    /// # Safety
    /// `data` must be readable for `size` bytes (or be an IUnknown pointer when
    /// `flags` has D3DSPD_IUNKNOWN). `guid` must be null or readable.
    pub unsafe fn set(&mut self, guid: REFGUID, data: *const std::ffi::c_void, size: u32, flags: u32) -> HRESULT {
        if guid.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let value = if flags & D3DSPD_IUNKNOWN != 0 {
            if size as usize != std::mem::size_of::<*mut IUnknown>() || data.is_null() {
                return D3DERR_INVALIDCALL;
            }
            let u = data as *mut IUnknown;
            // SAFETY: with D3DSPD_IUNKNOWN the caller guarantees `data`
            // (non-null here) is an IUnknown pointer: a live COM object whose
            // vtable starts with IUnknown's methods.
            unsafe { ((*(*u).lpVtbl).AddRef)(u) };
            Data::Unknown(u)
        } else {
            if data.is_null() && size != 0 {
                return D3DERR_INVALIDCALL;
            }
            let bytes = if size == 0 {
                Vec::new()
            } else {
                // SAFETY: the caller guarantees `data` (non-null here) is
                // readable for `size` bytes.
                unsafe { std::slice::from_raw_parts(data as *const u8, size as usize) }.to_vec()
            };
            Data::Bytes(bytes)
        };
        // SAFETY: the caller guarantees `guid` (non-null here) is readable.
        if let Some(old) = self.private.insert(key(unsafe { &*guid }), value) {
            release_data(old);
        }
        D3D_OK
    }

    /// IDirect3DResource9::GetPrivateData.
    ///
    /// An unknown GUID is D3DERR_NOTFOUND before anything else is checked.
    ///
    /// # Safety
    /// `size` must be null or writable; `data` writable for `*size` bytes when
    /// non-null. `guid` must be null or readable.
    pub unsafe fn get(&self, guid: REFGUID, data: *mut std::ffi::c_void, size: *mut u32) -> HRESULT {
        if guid.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the caller guarantees `guid` (non-null here) is readable.
        let Some(d) = self.private.get(&key(unsafe { &*guid })) else {
            return D3DERR_NOTFOUND;
        };
        if size.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let (ptr, len, unknown) = match d {
            Data::Bytes(b) => (b.as_ptr(), b.len(), None),
            Data::Unknown(u) => (std::ptr::null(), std::mem::size_of::<*mut IUnknown>(), Some(*u)),
        };
        if data.is_null() {
            // SAFETY: the caller guarantees `size` (non-null here) is writable.
            unsafe { *size = len as u32 };
            return D3D_OK;
        }
        // SAFETY: as above (writable implies readable).
        if (unsafe { *size } as usize) < len {
            // SAFETY: as above.
            unsafe { *size = len as u32 };
            return D3DERR_MOREDATA;
        }
        match unknown {
            Some(u) => {
                // SAFETY: the resource holds a reference on `u` (taken when it
                // was stored), so it is a live COM object.
                unsafe { ((*(*u).lpVtbl).AddRef)(u) };
                // SAFETY: the caller guarantees `data` (non-null here) is
                // writable for `*size` bytes, at least `len`, a pointer's size.
                unsafe { (data as *mut *mut IUnknown).write_unaligned(u) };
            }
            // SAFETY: `ptr` holds the stored `len` bytes; the caller guarantees
            // `data` is writable for `*size` bytes, at least `len`; the
            // application's buffer is not the resource's own vector.
            None => unsafe { std::ptr::copy_nonoverlapping(ptr, data as *mut u8, len) },
        }
        // SAFETY: the caller guarantees `size` (non-null here) is writable.
        unsafe { *size = len as u32 };
        D3D_OK
    }

    /// IDirect3DResource9::FreePrivateData.
    ///
    /// # Safety
    /// `guid` must be null or readable.
    pub unsafe fn free(&mut self, guid: REFGUID) -> HRESULT {
        if guid.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: the caller guarantees `guid` (non-null here) is readable.
        match self.private.remove(&key(unsafe { &*guid })) {
            Some(d) => {
                release_data(d);
                D3D_OK
            }
            None => D3DERR_NOTFOUND,
        }
    }

    /// IDirect3DResource9::SetPriority: the previous priority.
    pub fn set_priority(&mut self, p: u32) -> u32 {
        if !self.has_priority {
            return 0;
        }
        std::mem::replace(&mut self.priority, p)
    }
}

/// Writes the device of object `h` (with a reference) through `out`.
///
/// # Safety
/// `h` must be a live object; `out` null or writable.
pub unsafe fn get_device(h: *const com::Header, out: *mut *mut IDirect3DDevice9) -> HRESULT {
    if out.is_null() {
        return D3DERR_INVALIDCALL;
    }
    // SAFETY: the caller guarantees `h` is live.
    let dev = unsafe { (*h).device };
    // SAFETY: an object's device outlives it (the object holds a reference on
    // it while the application holds the object).
    unsafe { crate::device::device_add_ref(dev) };
    // SAFETY: the caller guarantees `out` (non-null here) is writable.
    unsafe { *out = dev as *mut IDirect3DDevice9 };
    D3D_OK
}

/// Defines the IUnknown methods, GetDevice and the private-data methods
/// (what IDirect3DVolume9 shares with every resource) as functions named after
/// the methods, for interface `$iface` implemented by `$obj` (which has a
/// `res: ResourceData` field), answering QueryInterface for the listed IIDs.
macro_rules! private_data_methods {
    ($iface:ty, $obj:ty, $name:literal, [$($iid:expr),+ $(,)?]) => {
        unsafe extern "system" fn query_interface(p: *mut $iface, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
            $crate::com::guard(concat!($name, "::QueryInterface"), E_FAIL, || {
                // SAFETY: COM: `p` is the interface pointer the application
                // called through, a live object; `riid` is null or readable
                // and `out` null or writable (the method's contract).
                unsafe { $crate::com::query_interface(p as *const $crate::com::Header, riid, out, &[$(&$iid),+]) }
            })
        }
        unsafe extern "system" fn add_ref(p: *mut $iface) -> ULONG {
            // SAFETY: COM: `p` is the interface pointer the application called
            // through, a live object.
            $crate::com::guard(concat!($name, "::AddRef"), 0, || unsafe { $crate::com::add_ref(p as *const $crate::com::Header) })
        }
        unsafe extern "system" fn release(p: *mut $iface) -> ULONG {
            // SAFETY: COM: `p` is the interface pointer the application called
            // through, a live object, with a reference the caller gives up.
            $crate::com::guard(concat!($name, "::Release"), 0, || unsafe { $crate::com::release(p as *const $crate::com::Header) })
        }
        unsafe extern "system" fn get_device(p: *mut $iface, out: *mut *mut IDirect3DDevice9) -> HRESULT {
            $crate::com::guard(concat!($name, "::GetDevice"), D3DERR_INVALIDCALL, || {
                // SAFETY: COM: `p` is the interface pointer the application
                // called through, a live object; `out` is null or writable.
                unsafe { $crate::resource::get_device(p as *const $crate::com::Header, out) }
            })
        }
        unsafe extern "system" fn set_private_data(p: *mut $iface, g: REFGUID, d: *const c_void, n: DWORD, f: DWORD) -> HRESULT {
            $crate::com::guard(concat!($name, "::SetPrivateData"), D3DERR_INVALIDCALL, || {
                // SAFETY: COM: `p` is the interface pointer the application
                // called through, a live `$obj`. Exclusive only while the
                // application's calls on the object do not overlap: private
                // data is not kept under the device's lock, so two threads of
                // a D3DCREATE_MULTITHREADED device calling these methods on
                // one object at once race.
                let res = unsafe { &mut (*(p as *mut $obj)).res };
                // SAFETY: COM: `g` is null or readable, and `d` readable for
                // `n` bytes (an IUnknown pointer with D3DSPD_IUNKNOWN).
                unsafe { res.set(g, d, n, f) }
            })
        }
        unsafe extern "system" fn get_private_data(p: *mut $iface, g: REFGUID, d: *mut c_void, n: *mut DWORD) -> HRESULT {
            $crate::com::guard(concat!($name, "::GetPrivateData"), D3DERR_INVALIDCALL, || {
                // SAFETY: as in SetPrivateData (the same race).
                let res = unsafe { &(*(p as *const $obj)).res };
                // SAFETY: COM: `g` is null or readable, `n` null or writable,
                // and `d` null or writable for `*n` bytes.
                unsafe { res.get(g, d, n) }
            })
        }
        unsafe extern "system" fn free_private_data(p: *mut $iface, g: REFGUID) -> HRESULT {
            $crate::com::guard(concat!($name, "::FreePrivateData"), D3DERR_INVALIDCALL, || {
                // SAFETY: as in SetPrivateData (the same race).
                let res = unsafe { &mut (*(p as *mut $obj)).res };
                // SAFETY: COM: `g` is null or readable.
                unsafe { res.free(g) }
            })
        }
    };
}
pub(crate) use private_data_methods;

/// Defines the IUnknown and IDirect3DResource9 methods every resource shares
/// (those of [`private_data_methods`], priority and PreLoad) as functions named
/// after the methods.
macro_rules! resource_methods {
    ($iface:ty, $obj:ty, $name:literal, [$($iid:expr),+ $(,)?]) => {
        $crate::resource::private_data_methods!($iface, $obj, $name, [$($iid),+]);
        unsafe extern "system" fn set_priority(p: *mut $iface, v: DWORD) -> DWORD {
            // SAFETY: COM: `p` is the interface pointer the application called
            // through, a live `$obj`. Like the private data, the priority is
            // not kept under the device's lock (the same race).
            $crate::com::guard(concat!($name, "::SetPriority"), 0, || unsafe { (*(p as *mut $obj)).res.set_priority(v) })
        }
        unsafe extern "system" fn get_priority(p: *mut $iface) -> DWORD {
            // SAFETY: as in SetPriority.
            $crate::com::guard(concat!($name, "::GetPriority"), 0, || unsafe { (*(p as *const $obj)).res.priority })
        }
        unsafe extern "system" fn pre_load(_p: *mut $iface) {}
    };
}
pub(crate) use resource_methods;
