//! D3D9's failures as a Rust error.

use wgd3d9_types::*;

/// A failed D3D9 call: its HRESULT.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Error(pub HRESULT);

/// The result of a D3D9 call.
pub type Result<T> = std::result::Result<T, Error>;

/// What an [`Error`] means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// D3DERR_INVALIDCALL: a parameter or the call's moment is wrong.
    InvalidCall,
    /// D3DERR_NOTAVAILABLE: no GPU, or the device lacks what was asked.
    NotAvailable,
    /// D3DERR_OUTOFVIDEOMEMORY.
    OutOfVideoMemory,
    /// E_OUTOFMEMORY.
    OutOfMemory,
    /// D3DERR_DEVICELOST: the device must be Reset when it can be.
    DeviceLost,
    /// D3DERR_DEVICENOTRESET: the device can be Reset now.
    DeviceNotReset,
    /// D3DERR_WASSTILLDRAWING: the GPU still uses the resource.
    WasStillDrawing,
    /// Any other HRESULT.
    Other,
}

impl Error {
    /// The HRESULT.
    pub fn hresult(self) -> HRESULT {
        self.0
    }

    /// What the HRESULT means.
    pub fn kind(self) -> ErrorKind {
        match self.0 {
            D3DERR_INVALIDCALL => ErrorKind::InvalidCall,
            D3DERR_NOTAVAILABLE => ErrorKind::NotAvailable,
            D3DERR_OUTOFVIDEOMEMORY => ErrorKind::OutOfVideoMemory,
            E_OUTOFMEMORY => ErrorKind::OutOfMemory,
            D3DERR_DEVICELOST => ErrorKind::DeviceLost,
            D3DERR_DEVICENOTRESET => ErrorKind::DeviceNotReset,
            D3DERR_WASSTILLDRAWING => ErrorKind::WasStillDrawing,
            _ => ErrorKind::Other,
        }
    }

    /// Ok for a success code (D3D_OK and the other non-negative codes),
    /// else the error.
    pub fn check(hr: HRESULT) -> Result<()> {
        if hr >= 0 {
            Ok(())
        } else {
            Err(Error(hr))
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} (HRESULT {:#010x})", self.kind(), self.0 as u32)
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests;
