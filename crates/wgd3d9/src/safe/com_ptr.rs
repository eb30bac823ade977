//! One owned reference to a COM object.

use std::ptr::NonNull;
use wgd3d9_types::IUnknown;

/// A COM interface: a `#[repr(C)]` struct whose vtable begins with
/// IUnknown's three methods.
///
/// # Safety
/// Implementors must be COM interfaces of that layout.
pub(crate) unsafe trait Interface {}

macro_rules! interfaces {
    ($($t:ident),*) => {
        // SAFETY: every D3D9 interface derives from IUnknown, whose methods
        // come first in its vtable.
        $(unsafe impl Interface for wgd3d9_types::$t {})*
    };
}

interfaces!(
    IDirect3D9,
    IDirect3DDevice9,
    IDirect3DSurface9,
    IDirect3DTexture9,
    IDirect3DVertexBuffer9,
    IDirect3DIndexBuffer9,
    IDirect3DVertexShader9,
    IDirect3DPixelShader9,
    IDirect3DVertexDeclaration9,
    IDirect3DCubeTexture9,
    IDirect3DVolumeTexture9,
    IDirect3DVolume9,
    IDirect3DQuery9,
    IDirect3DStateBlock9,
    IDirect3DSwapChain9
);

/// One reference to a live COM object: `Clone` adds one, `Drop` releases
/// it.
pub(crate) struct Com<T: Interface>(NonNull<T>);

impl<T: Interface> Com<T> {
    /// Takes over the reference `p` holds; None for null.
    ///
    /// # Safety
    /// `p` must be null or a live object of interface `T` whose reference
    /// the caller gives up.
    pub(crate) unsafe fn from_raw(p: *mut T) -> Option<Com<T>> {
        NonNull::new(p).map(Com)
    }

    pub(crate) fn as_ptr(&self) -> *mut T {
        self.0.as_ptr()
    }

    fn unknown(&self) -> *mut IUnknown {
        self.0.as_ptr().cast()
    }
}

impl<T: Interface> Clone for Com<T> {
    fn clone(&self) -> Self {
        let p = self.unknown();
        // SAFETY: the object is live (this reference holds it); its vtable
        // begins with IUnknown's (the `Interface` contract).
        unsafe { ((*(*p).lpVtbl).AddRef)(p) };
        Com(self.0)
    }
}

impl<T: Interface> Drop for Com<T> {
    fn drop(&mut self) {
        let p = self.unknown();
        // SAFETY: as in `clone`; this reference is given up.
        unsafe { ((*(*p).lpVtbl).Release)(p) };
    }
}

/// Calls a method of the object a [`Com`] holds.
macro_rules! com_call {
    ($com:expr, $method:ident($($arg:expr),* $(,)?)) => {{
        let p = $com.as_ptr();
        // SAFETY: the object is live (the Com holds a reference), and the
        // arguments are values or pointers to locals the method's contract
        // accepts (see each caller).
        unsafe { ((*(*p).lpVtbl).$method)(p $(, $arg)*) }
    }};
}
pub(crate) use com_call;
