//! Reset and additional swap chains: everything that replaces or adds
//! presentation surfaces.
//!
//! Reset fails, and leaves the device waiting for a successful Reset
//! (TestCooperativeLevel answers D3DERR_DEVICENOTRESET), when the parameters
//! are invalid or the application still holds an object Reset must replace:
//! a D3DPOOL_DEFAULT resource, an additional swap chain, a back buffer, the
//! automatic depth-stencil surface or the implicit swap chain. A successful
//! Reset returns every state to its creation default, unbinds every object,
//! and builds new back buffers (and automatic depth stencil) from the new
//! parameters.

use super::Inner;
use crate::com::Header;
use crate::d3d9::validate_present_parameters;
use crate::swapchain::SwapChain;
use std::sync::atomic::Ordering;
use wgd3d9_core::state_tables as defaults;
use wgd3d9_types::*;

/// D3D9 sampler numbers of every sampler slot.
fn samplers() -> impl Iterator<Item = u32> {
    (0..16)
        .chain([D3DDMAPSAMPLER])
        .chain(D3DVERTEXTEXTURESAMPLER0..=D3DVERTEXTEXTURESAMPLER3)
}

impl Inner {
    pub(crate) fn create_additional_swap_chain(
        &mut self,
        pp: *mut D3DPRESENT_PARAMETERS,
        out: *mut *mut IDirect3DSwapChain9,
    ) -> HRESULT {
        if pp.is_null() || out.is_null() {
            return D3DERR_INVALIDCALL;
        }
        // SAFETY: checked non-null.
        let mut params = unsafe { *pp };
        // A full-screen device has only its implicit swap chain, and an
        // additional swap chain is always windowed.
        // SAFETY: the implicit swap chain lives as long as the device.
        let device_windowed = unsafe { (*self.swapchain).pp.Windowed != 0 };
        if !device_windowed || params.Windowed == 0 {
            return D3DERR_INVALIDCALL;
        }
        let hr = validate_present_parameters(
            &mut params,
            self.creation.hFocusWindow,
            self.adapter.sample_count_mask,
            self.ex,
        );
        if hr != D3D_OK {
            return hr;
        }
        // Additional swap chains have no automatic depth stencil.
        let sc = match SwapChain::create(self, params, false) {
            Ok(sc) => sc,
            Err(hr) => return hr,
        };
        // SAFETY: just created; pointers checked.
        unsafe {
            self.hand_out(sc as *mut Header, true);
            *pp = params;
            *out = sc as *mut IDirect3DSwapChain9;
        }
        D3D_OK
    }

    /// True while the application holds something Reset must replace. A
    /// 9Ex device keeps D3DPOOL_DEFAULT resources across Reset, so only its
    /// presentation surfaces count.
    fn reset_blocked(&self) -> bool {
        // SAFETY: the device, its implicit swap chain and automatic depth
        // stencil are live.
        unsafe {
            if self.ex {
                // 9Ex lets the program keep the old back buffers and depth
                // buffer (they live on at their old size); only the swap
                // chain object itself is replaced.
                return (*self.swapchain).hdr.counts.refs() > 0;
            }
            (*self.me).reset_blockers.load(Ordering::Acquire) > 0
                || (*self.swapchain).held_by_application()
                || self.auto_ds.as_ref().is_some_and(|s| s.hdr.counts.refs() > 0)
        }
    }

    pub(crate) fn reset(&mut self, pp: *mut D3DPRESENT_PARAMETERS) -> HRESULT {
        if pp.is_null() {
            return D3DERR_INVALIDCALL;
        }
        if self.focus_loss.lost() && !self.ex {
            log::warn!(target: "wgd3d9::d3d9", "Reset: the program is in the background; the device stays lost");
            return D3DERR_DEVICELOST;
        }
        // SAFETY: checked non-null.
        let mut params = unsafe { *pp };
        if validate_present_parameters(
            &mut params,
            self.creation.hFocusWindow,
            self.adapter.sample_count_mask,
            self.ex,
        ) != D3D_OK
        {
            log::warn!(target: "wgd3d9::d3d9", "Reset: invalid presentation parameters");
            self.reset_pending = true;
            return D3DERR_INVALIDCALL;
        }
        if self.reset_blocked() {
            log::warn!(
                target: "wgd3d9::d3d9",
                "Reset: the application still holds D3DPOOL_DEFAULT resources, swap chains or back buffers"
            );
            self.reset_pending = true;
            return D3DERR_INVALIDCALL;
        }
        if self.frames.is_lost() {
            if let Err(hr) = self.recover_lost_device() {
                return hr;
            }
        }
        // A 9Ex device keeps its states and bindings (and the viewport's
        // depth range); a D3D9 one starts again from the defaults.
        let depth_range = (self.st.viewport.MinZ, self.st.viewport.MaxZ);
        if !self.ex {
            self.reset_state(params.EnableAutoDepthStencil != 0);
        }

        // New presentation surfaces, bound in place of the old ones, which go.
        let (sc, ds) = match self.create_presentation_surfaces(&params) {
            Ok(made) => made,
            Err(hr) => {
                log::warn!(target: "wgd3d9::d3d9", "Reset: the GPU refused the new back buffers");
                self.reset_pending = true;
                return hr;
            }
        };
        let (old_sc, old_ds) = (self.swapchain, self.auto_ds);
        (self.swapchain, self.auto_ds) = (sc, ds);
        self.claim_display(&params);
        // SAFETY: the new swap chain has at least one back buffer.
        let bb = unsafe { (&(*self.swapchain).back_buffers)[0] };
        for i in 1..4 {
            self.set_render_target(i, std::ptr::null_mut());
        }
        self.set_render_target(0, bb.cast());
        self.set_depth_stencil(self.auto_ds.cast());
        if self.ex {
            (self.st.viewport.MinZ, self.st.viewport.MaxZ) = depth_range;
            self.record_viewport();
        }
        // SAFETY: neither is bound any more, and the swap chain object is
        // not held (checked); both are freed when this call's borrow of the
        // state ends. Back buffers and a depth buffer a 9Ex program still
        // holds live on as standalone surfaces until it releases them.
        unsafe {
            (*self.me).free_later(old_sc.cast());
            if !old_ds.is_null() {
                if (*old_ds).hdr.counts.refs() > 0 {
                    // 9Ex: the program's reference keeps it, standalone.
                    (*old_ds).hdr.implicit = false;
                } else {
                    (*self.me).free_later(old_ds.cast());
                }
            }
        }
        self.in_scene = false;
        self.reset_pending = false;
        self.focus_loss.reset();
        // The completed parameters go back to the application, all but the
        // device window: Reset leaves a null one null (GetPresentParameters
        // reports the window in use).
        // SAFETY: checked non-null.
        unsafe {
            let window = (*pp).hDeviceWindow;
            *pp = D3DPRESENT_PARAMETERS {
                hDeviceWindow: window,
                ..params
            };
        }
        D3D_OK
    }

    /// The implicit swap chain and automatic depth stencil of `params`, or
    /// the GPU's refusal (nothing made is left behind). With `present.msaa`
    /// they are multisampled when the rule allows it, and made as the
    /// program asked when the GPU cannot hold the multisampled ones; the
    /// swap chain's presentation parameters stay the program's either way.
    pub(crate) fn create_presentation_surfaces(
        &mut self,
        params: &D3DPRESENT_PARAMETERS,
    ) -> Result<(*mut SwapChain, *mut crate::surface::Surface), HRESULT> {
        if let Some(forced) = self.forced_msaa(params) {
            match self.create_presentation_surfaces_of(&forced) {
                Ok((sc, ds)) => {
                    log::info!(
                        target: "wgd3d9::d3d9",
                        "present.msaa: the back buffer has {} samples",
                        self.samples_of(forced.MultiSampleType, 0)
                    );
                    // SAFETY: just made, seen by nobody else.
                    unsafe { (*sc).pp = *params };
                    return Ok((sc, ds));
                }
                Err(hr) => log::warn!(
                    target: "wgd3d9::d3d9",
                    "present.msaa: the multisampled back buffer could not be made ({hr:#x}); made as asked"
                ),
            }
        }
        self.create_presentation_surfaces_of(params)
    }

    fn create_presentation_surfaces_of(
        &mut self,
        params: &D3DPRESENT_PARAMETERS,
    ) -> Result<(*mut SwapChain, *mut crate::surface::Surface), HRESULT> {
        let sc = SwapChain::create(self, *params, true)?;
        match self.create_auto_depth_stencil(params) {
            Ok(ds) => Ok((sc, ds)),
            Err(hr) => {
                // SAFETY: just made, seen by nobody; freed when this call's
                // borrow of the state ends.
                unsafe { (*self.me).free_later(sc.cast()) };
                Err(hr)
            }
        }
    }

    /// Returns every state to its creation default and unbinds every object
    /// except the render targets and depth stencil.
    fn reset_state(&mut self, auto_depth_stencil: bool) {
        if !self.recording.is_null() {
            let b = std::mem::replace(&mut self.recording, std::ptr::null_mut()) as *mut Header;
            // SAFETY: a recording block holds no device reference and nothing
            // else frees it; freed when this call's borrow of the state ends.
            unsafe { (*self.me).free_later(b) };
        }
        for sampler in samplers() {
            self.set_texture(sampler, std::ptr::null_mut());
        }
        for i in 0..16 {
            self.set_stream_source(i, std::ptr::null_mut(), 0, 0);
            self.st.streams[i as usize].offset = 0;
            self.st.streams[i as usize].stride = 0;
        }
        self.set_indices(std::ptr::null_mut());
        self.set_vertex_declaration(std::ptr::null_mut());
        self.set_vertex_shader(std::ptr::null_mut());
        self.set_pixel_shader(std::ptr::null_mut());

        let rs = defaults::default_render_states(auto_depth_stencil);
        for (state, &value) in rs.iter().enumerate() {
            if defaults::is_render_state(state as u32) {
                self.set_render_state(state as u32, value);
            }
        }
        let samp = defaults::default_sampler_states();
        for sampler in samplers() {
            for ty in 1..D3DSAMP_MAX {
                self.set_sampler_state(sampler, ty, samp[ty as usize]);
            }
        }
        for stage in 0..defaults::MAX_TEXTURE_STAGES as u32 {
            let tss = defaults::default_texture_stage_states(stage);
            for ty in 0..D3DTSS_MAX {
                if defaults::is_texture_stage_state(ty) {
                    self.set_texture_stage_state(stage, ty, tss[ty as usize]);
                }
            }
        }
        for t in 0..512u32 {
            if self.st.transforms[t as usize] != D3DMATRIX::IDENTITY {
                self.set_transform(t, &D3DMATRIX::IDENTITY);
            }
        }
        self.material(&D3DMATERIAL9::default());
        self.clear_active_lights();
        self.st.lights.clear();
        for i in 0..wgd3d9_core::state_tables::MAX_CLIP_PLANES as u32 {
            self.set_clip_plane(i, &[0.0; 4]);
        }
        self.st.clip_status = D3DCLIPSTATUS9::default();
        self.st.npatch_mode = 0.0;
        self.shader_consts.clear();
        // A runtime device made again after a loss starts without it.
        self.record_software_vp();
        self.record_texture_palette();
        for s in 0..16 {
            self.apply_stream_freq(s, 1);
        }
    }
}
