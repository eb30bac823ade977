//! Queries, state blocks and swap chains.

use super::com_ptr::{com_call, Com};
use super::device::{made, Device};
use super::direct3d::PresentParameters;
use super::resources::{wrapper, Surface};
use super::{Error, Result};
use wgd3d9_types::*;

wrapper!(
    /// An IDirect3DQuery9: an event, occlusion count, timestamp or other
    /// question asked of the GPU.
    Query,
    IDirect3DQuery9
);
wrapper!(
    /// An IDirect3DStateBlock9: a set of device states to capture and apply.
    StateBlock,
    IDirect3DStateBlock9
);
wrapper!(
    /// An IDirect3DSwapChain9: back buffers shown in a window.
    SwapChain,
    IDirect3DSwapChain9
);

impl Query {
    /// The size of the query's answer in bytes.
    pub fn data_size(&self) -> u32 {
        com_call!(self.0, GetDataSize())
    }

    /// Issue with D3DISSUE_BEGIN and/or D3DISSUE_END `flags`.
    pub fn issue(&self, flags: u32) -> Result<()> {
        Error::check(com_call!(self.0, Issue(flags)))
    }

    /// The answer, when the GPU has given it (None while it has not: GetData
    /// answered S_FALSE). `T` is the answer's type: `u32` for an occlusion
    /// query, `BOOL` for an event, `u64` for a timestamp, ...; a `T` of
    /// another size than [`Query::data_size`] is InvalidCall. `flags`:
    /// D3DGETDATA_FLUSH or 0.
    ///
    /// ```
    /// # use wgd3d9::safe::{Direct3D9, PresentParameters};
    /// # use wgd3d9_types::*;
    /// # let device = Direct3D9::new()?.create_device(&PresentParameters::new(32, 32))?;
    /// let event = device.create_query(D3DQUERYTYPE_EVENT)?;
    /// device.clear(D3DCLEAR_TARGET, 0, 1.0, 0)?;
    /// event.issue(D3DISSUE_END)?;
    /// // Poll, as games do, until the GPU has passed the event.
    /// let done: BOOL = loop {
    ///     if let Some(answer) = event.get_data(D3DGETDATA_FLUSH)? {
    ///         break answer;
    ///     }
    /// };
    /// assert_eq!(done, TRUE);
    /// # Ok::<(), wgd3d9::safe::Error>(())
    /// ```
    pub fn get_data<T: bytemuck::Pod>(&self, flags: u32) -> Result<Option<T>> {
        let size = std::mem::size_of::<T>();
        if size != self.data_size() as usize {
            return Err(Error(D3DERR_INVALIDCALL));
        }
        let mut answer = T::zeroed();
        let p: *mut T = &mut answer;
        let hr = com_call!(self.0, GetData(p.cast(), size as u32, flags));
        Error::check(hr)?;
        Ok((hr == S_OK).then_some(answer))
    }
}

impl StateBlock {
    /// Takes the device's current values of the states the block holds.
    pub fn capture(&self) -> Result<()> {
        Error::check(com_call!(self.0, Capture()))
    }

    /// Sets the block's states on the device.
    pub fn apply(&self) -> Result<()> {
        Error::check(com_call!(self.0, Apply()))
    }
}

impl SwapChain {
    /// Shows the next back buffer in the swap chain's window.
    pub fn present(&self) -> Result<()> {
        let (rect, region) = (std::ptr::null(), std::ptr::null());
        Error::check(com_call!(self.0, Present(rect, rect, std::ptr::null_mut(), region, 0)))
    }

    /// Back buffer `index`, to render into.
    pub fn back_buffer(&self, index: u32) -> Result<Surface> {
        let mut p = std::ptr::null_mut();
        made(
            com_call!(self.0, GetBackBuffer(index, D3DBACKBUFFER_TYPE_MONO, &mut p)),
            p,
            Surface::from_com,
        )
    }

    /// The swap chain's presentation parameters, defaults filled in.
    pub fn present_parameters(&self) -> Result<D3DPRESENT_PARAMETERS> {
        let mut pp = D3DPRESENT_PARAMETERS::default();
        Error::check(com_call!(self.0, GetPresentParameters(&mut pp)))?;
        Ok(pp)
    }
}

impl Device {
    /// A query of D3DQUERYTYPE_* `kind` (NotAvailable for a kind the device
    /// does not answer).
    pub fn create_query(&self, kind: D3DQUERYTYPE) -> Result<Query> {
        let mut p = std::ptr::null_mut();
        made(com_call!(self.0, CreateQuery(kind, &mut p)), p, Query::from_com)
    }

    /// A state block holding the device's current states of D3DSBT_* `kind`
    /// (ALL, PIXELSTATE, VERTEXSTATE).
    pub fn create_state_block(&self, kind: D3DSTATEBLOCKTYPE) -> Result<StateBlock> {
        let mut p = std::ptr::null_mut();
        made(
            com_call!(self.0, CreateStateBlock(kind, &mut p)),
            p,
            StateBlock::from_com,
        )
    }

    /// Starts recording the states set from now on into a state block
    /// ([`Device::end_state_block`] returns it).
    pub fn begin_state_block(&self) -> Result<()> {
        Error::check(com_call!(self.0, BeginStateBlock()))
    }

    /// The state block of the states set since [`Device::begin_state_block`].
    pub fn end_state_block(&self) -> Result<StateBlock> {
        let mut p = std::ptr::null_mut();
        made(com_call!(self.0, EndStateBlock(&mut p)), p, StateBlock::from_com)
    }

    /// A windowed swap chain beside the device's own, in the window
    /// `params.raw.hDeviceWindow` names (an HWND of `wgd3d9::native`, or
    /// null for the device's focus window); the defaults D3D9 fills in (a
    /// 0x0 size: the window's) are written back into `params`.
    pub fn create_additional_swap_chain(&self, params: &mut PresentParameters) -> Result<SwapChain> {
        let mut p = std::ptr::null_mut();
        let hr = com_call!(self.0, CreateAdditionalSwapChain(&mut params.raw, &mut p));
        made(hr, p, SwapChain::from_com)
    }

    /// Swap chain `index`: 0 is the device's own.
    pub fn swap_chain(&self, index: u32) -> Result<SwapChain> {
        let mut p = std::ptr::null_mut();
        made(com_call!(self.0, GetSwapChain(index, &mut p)), p, SwapChain::from_com)
    }
}
