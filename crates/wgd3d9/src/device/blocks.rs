//! State blocks and queries on the device: CreateStateBlock, BeginStateBlock,
//! EndStateBlock and CreateQuery.

use super::Inner;
use crate::com::Header;
use crate::stateblock::StateBlock;
use wgd3d9_core::state_set::StateSet;
use wgd3d9_types::*;

impl Inner {
    /// CreateStateBlock: a block of a predefined set holding the current values.
    pub(crate) fn create_state_block(&mut self, ty: u32, out: *mut *mut IDirect3DStateBlock9) -> HRESULT {
        let Some(set) = StateSet::of_type(ty) else {
            return D3DERR_INVALIDCALL;
        };
        if out.is_null() || !self.recording.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let b = StateBlock::new(self.me, set, super::software_capable(self.creation.BehaviorFlags));
        // SAFETY: just created; out checked.
        unsafe {
            (*b).predefined = true;
            (*b).capture(self, true);
            self.hand_out(b as *mut Header, false);
            *out = b as *mut IDirect3DStateBlock9;
        }
        D3D_OK
    }

    /// BeginStateBlock: Set* calls fill a new block until EndStateBlock.
    pub(crate) fn begin_state_block(&mut self) -> HRESULT {
        if !self.recording.is_null() {
            return D3DERR_INVALIDCALL;
        }
        self.recording = StateBlock::new(
            self.me,
            StateSet::default(),
            super::software_capable(self.creation.BehaviorFlags),
        );
        D3D_OK
    }

    /// EndStateBlock: hands out the recorded block (the output is left alone
    /// when no recording is in progress).
    pub(crate) fn end_state_block(&mut self, out: *mut *mut IDirect3DStateBlock9) -> HRESULT {
        if out.is_null() || self.recording.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let b = std::mem::replace(&mut self.recording, std::ptr::null_mut());
        // SAFETY: the recording block is live and now the application's.
        unsafe {
            self.hand_out(b as *mut Header, false);
            *out = b as *mut IDirect3DStateBlock9;
        }
        D3D_OK
    }

    /// CreateQuery; a null `out` asks whether the type is supported. Every
    /// type not offered, known or not, is D3DERR_NOTAVAILABLE with `out`
    /// left as it was (as Windows does, per Wine's device.c test_query).
    pub(crate) fn create_query(&mut self, ty: u32, out: *mut *mut IDirect3DQuery9) -> HRESULT {
        if !crate::query::is_supported(ty, &self.adapter) {
            return D3DERR_NOTAVAILABLE;
        }
        if out.is_null() {
            return D3D_OK;
        }
        let q = crate::query::Query::new(self, ty);
        // SAFETY: just created; out checked.
        unsafe {
            self.hand_out(q as *mut Header, false);
            *out = q as *mut IDirect3DQuery9;
        }
        D3D_OK
    }
}
