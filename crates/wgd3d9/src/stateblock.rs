//! IDirect3DStateBlock9: a saved subset of device state.
//!
//! A block is a [`StateSet`] (which states it holds) and the saved values of
//! those states. CreateStateBlock builds one of the predefined sets and captures
//! the device's values; BeginStateBlock/EndStateBlock build one from the Set*
//! calls made in between (which then change only the block, not the device).
//! Capture refreshes the saved values of the states the block holds; Apply sets
//! them on the device through the ordinary setters, so the runtime sees exactly
//! the changes. Objects a block saves (textures, buffers, declarations,
//! shaders) are kept alive by a binding, as the device keeps what it has bound;
//! the application's reference counts do not change.

use crate::buffer::Buffer;
use crate::com::{self, Header, Kind};
use crate::decl::VertexDecl;
use crate::device::consts::{ShaderConstants, PS_B, PS_F, PS_I, VS_B, VS_F, VS_I};
use crate::device::{Device, Inner, Stream};
use std::collections::BTreeMap;
use std::ffi::c_void;
use wgd3d9_core::state_set::{StateSet, PS_FLOAT_CONSTANTS, VS_FLOAT_CONSTANTS};
use wgd3d9_core::state_tables::{MAX_TEXTURE_STAGES, RS_COUNT, SAMPLER_SLOTS, SAMP_COUNT, TSS_COUNT};
use wgd3d9_types::*;

/// What a block saved of one light: its parameters, its enable, or both.
#[derive(Clone, Copy, Default)]
pub struct SavedLight {
    pub light: Option<D3DLIGHT9>,
    pub enabled: Option<bool>,
}

/// The saved values (only the entries the block's set names mean anything).
pub struct Saved {
    pub rs: [u32; RS_COUNT],
    pub samp: [[u32; SAMP_COUNT]; SAMPLER_SLOTS],
    pub tss: [[u32; TSS_COUNT]; MAX_TEXTURE_STAGES],
    pub textures: [*mut Header; SAMPLER_SLOTS],
    pub streams: [Stream; 16],
    pub stream_freq: [u32; 16],
    pub indices: *mut Buffer,
    pub decl: *mut VertexDecl,
    pub fvf: u32,
    pub transforms: Box<[D3DMATRIX; 512]>,
    pub viewport: D3DVIEWPORT9,
    pub scissor: RECT,
    pub material: D3DMATERIAL9,
    pub lights: BTreeMap<u32, SavedLight>,
    pub clip_planes: [[f32; 4]; wgd3d9_core::state_tables::MAX_CLIP_PLANES],
    pub vs: *mut Header,
    pub ps: *mut Header,
    pub consts: ShaderConstants,
}

impl Saved {
    /// Nothing saved yet; `software_vp`: the device has software vertex
    /// processing's constant files.
    fn new(software_vp: bool) -> Self {
        Saved {
            rs: [0; RS_COUNT],
            samp: [[0; SAMP_COUNT]; SAMPLER_SLOTS],
            tss: [[0; TSS_COUNT]; MAX_TEXTURE_STAGES],
            textures: [std::ptr::null_mut(); SAMPLER_SLOTS],
            streams: [Stream::default(); 16],
            stream_freq: [1; 16],
            indices: std::ptr::null_mut(),
            decl: std::ptr::null_mut(),
            fvf: 0,
            transforms: Box::new([D3DMATRIX::IDENTITY; 512]),
            viewport: D3DVIEWPORT9::default(),
            scissor: RECT::default(),
            material: D3DMATERIAL9::default(),
            lights: BTreeMap::new(),
            clip_planes: [[0.0; 4]; wgd3d9_core::state_tables::MAX_CLIP_PLANES],
            vs: std::ptr::null_mut(),
            ps: std::ptr::null_mut(),
            consts: ShaderConstants::new(software_vp),
        }
    }
}

/// Replaces a saved object pointer, moving the binding from the old object to
/// the new one.
fn rebind<T>(slot: &mut *mut T, new: *mut T) {
    if *slot != new {
        let old = std::mem::replace(slot, new);
        // SAFETY: both are live wgd3d9 objects or null.
        unsafe {
            com::bind(new as *const Header);
            com::unbind(old as *const Header);
        }
    }
}

#[repr(C)]
pub struct StateBlock {
    pub hdr: Header,
    pub set: StateSet,
    pub saved: Saved,
    /// Made by CreateStateBlock (a predefined set), not by a recording.
    pub predefined: bool,
}

/// Frees a state block (its `Header::destroy`), unbinding what it holds.
///
/// # Safety
/// `h` must be a block made by [`StateBlock::new`] that nothing references
/// any more (see [`com::release`]); it is not used afterwards. The caller
/// drives the device (its lock held on a multithreaded device).
unsafe fn destroy(h: *mut Header) {
    // SAFETY: the caller guarantees `h` is a block made by `Box::into_raw` in
    // `StateBlock::new`, now unreferenced: this box is its only owner.
    let mut b = unsafe { Box::from_raw(h as *mut StateBlock) };
    b.drop_bindings();
}

impl StateBlock {
    /// A block holding nothing yet (public count 1; the caller takes the
    /// device reference); `software_vp` as the device's constant files
    /// ([`ShaderConstants::new`]).
    pub(crate) fn new(device: *const Device, set: StateSet, software_vp: bool) -> *mut StateBlock {
        Box::into_raw(Box::new(StateBlock {
            hdr: Header::new(&VTBL as *const _ as *const c_void, Kind::StateBlock, device, destroy),
            set,
            saved: Saved::new(software_vp),
            predefined: false,
        }))
    }

    fn drop_bindings(&mut self) {
        let s = &mut self.saved;
        for t in s.textures.iter_mut() {
            rebind(t, std::ptr::null_mut());
        }
        for st in s.streams.iter_mut() {
            rebind(&mut st.buffer, std::ptr::null_mut());
        }
        rebind(&mut s.indices, std::ptr::null_mut());
        rebind(&mut s.decl, std::ptr::null_mut());
        rebind(&mut s.vs, std::ptr::null_mut());
        rebind(&mut s.ps, std::ptr::null_mut());
    }

    /// Saves the device's current values of every state the block holds.
    /// `stream_offsets` is false for Capture on a predefined block: D3D9 keeps
    /// the stream offsets such a block saved when it was created.
    pub(crate) fn capture(&mut self, d: &Inner, stream_offsets: bool) {
        let (set, s, st) = (&self.set, &mut self.saved, &d.st);
        for i in set.render.ones() {
            s.rs[i] = st.rs[i];
        }
        for (slot, &mask) in set.sampler.iter().enumerate() {
            for t in ones32(mask) {
                s.samp[slot][t] = st.samp[slot][t];
            }
        }
        for (stage, &mask) in set.stage.iter().enumerate() {
            for t in ones64(mask) {
                s.tss[stage][t] = st.tss[stage][t];
            }
        }
        for slot in ones32(set.textures) {
            rebind(&mut s.textures[slot], st.textures[slot]);
        }
        for i in ones32(set.streams as u32) {
            rebind(&mut s.streams[i].buffer, st.streams[i].buffer);
            if stream_offsets {
                s.streams[i].offset = st.streams[i].offset;
            }
            s.streams[i].stride = st.streams[i].stride;
        }
        for i in ones32(set.stream_freq as u32) {
            s.stream_freq[i] = d.stream_freq[i];
        }
        if set.indices {
            rebind(&mut s.indices, st.indices);
        }
        if set.vertex_decl {
            rebind(&mut s.decl, st.decl);
            s.fvf = st.fvf;
        }
        for t in set.transforms.ones() {
            s.transforms[t] = st.transforms[t];
        }
        if set.viewport {
            s.viewport = st.viewport;
        }
        if set.scissor {
            s.scissor = st.scissor;
        }
        if set.material {
            s.material = st.material;
        }
        if set.all_lights {
            s.lights = st
                .lights
                .iter()
                .map(|(&i, &(light, on))| {
                    (
                        i,
                        SavedLight {
                            light: Some(light),
                            enabled: Some(on),
                        },
                    )
                })
                .collect();
        } else {
            for (i, saved) in s.lights.iter_mut() {
                let Some(&(light, on)) = st.lights.get(i) else { continue };
                if saved.light.is_some() {
                    saved.light = Some(light);
                }
                if saved.enabled.is_some() {
                    saved.enabled = Some(on);
                }
            }
        }
        for i in ones32(set.clip_planes as u32) {
            s.clip_planes[i] = st.clip_planes[i];
        }
        if set.vertex_shader {
            rebind(&mut s.vs, st.vs);
        }
        if set.pixel_shader {
            rebind(&mut s.ps, st.ps);
        }
        let copy = |file, mask: &mut dyn Iterator<Item = usize>, s: &mut Saved| {
            for r in mask {
                s.consts.copy_register(&d.shader_consts, file, r);
            }
        };
        // Files shorter than the set (a device without software vertex
        // processing) copy what they have.
        copy(VS_F, &mut set.vs_float.ones().filter(|&r| r < VS_FLOAT_CONSTANTS), s);
        copy(PS_F, &mut set.ps_float.ones().filter(|&r| r < PS_FLOAT_CONSTANTS), s);
        copy(VS_I, &mut ones32(set.vs_int as u32), s);
        copy(VS_B, &mut ones32(set.vs_bool as u32), s);
        copy(PS_I, &mut ones32(set.ps_int as u32), s);
        copy(PS_B, &mut ones32(set.ps_bool as u32), s);
    }

    /// Sets every state the block holds on the device.
    pub(crate) fn apply(&self, d: &mut Inner) {
        let (set, s) = (&self.set, &self.saved);
        for i in set.render.ones() {
            d.set_render_state(i as u32, s.rs[i]);
        }
        for (slot, &mask) in set.sampler.iter().enumerate() {
            for t in ones32(mask) {
                d.set_sampler_state(slot_sampler(slot), t as u32, s.samp[slot][t]);
            }
        }
        for (stage, &mask) in set.stage.iter().enumerate() {
            for t in ones64(mask) {
                d.set_texture_stage_state(stage as u32, t as u32, s.tss[stage][t]);
            }
        }
        for slot in ones32(set.textures) {
            d.set_texture(slot_sampler(slot), s.textures[slot] as *mut c_void);
        }
        for i in ones32(set.streams as u32) {
            let st = s.streams[i];
            d.set_stream_source(i as u32, st.buffer.cast(), st.offset, st.stride);
        }
        for i in ones32(set.stream_freq as u32) {
            d.set_stream_source_freq(i as u32, s.stream_freq[i]);
        }
        if set.indices {
            d.set_indices(s.indices.cast());
        }
        // A saved null declaration is not applied (D3D9 keeps the device's).
        if set.vertex_decl {
            if s.fvf != 0 {
                d.set_fvf(s.fvf);
            } else if !s.decl.is_null() {
                d.set_vertex_declaration(s.decl.cast());
            }
        }
        for t in set.transforms.ones() {
            if d.st.transforms[t] != s.transforms[t] {
                d.set_transform(t as u32, &s.transforms[t]);
            }
        }
        if set.viewport {
            d.set_viewport(&s.viewport);
        }
        if set.scissor {
            d.set_scissor_rect(&s.scissor);
        }
        if set.material {
            d.material(&s.material);
        }
        for (&i, l) in &s.lights {
            if let Some(light) = &l.light {
                d.set_light(i, light);
            }
            if let Some(on) = l.enabled {
                d.light_enable(i, on);
            }
        }
        for i in ones32(set.clip_planes as u32) {
            d.set_clip_plane(i as u32, &s.clip_planes[i]);
        }
        if set.vertex_shader {
            d.set_vertex_shader(s.vs);
        }
        if set.pixel_shader {
            d.set_pixel_shader(s.ps);
        }
        let mut put = |file, regs: &mut dyn Iterator<Item = usize>| {
            for r in regs {
                d.shader_consts.copy_register(&s.consts, file, r);
            }
        };
        put(VS_F, &mut set.vs_float.ones());
        put(PS_F, &mut set.ps_float.ones());
        put(VS_I, &mut ones32(set.vs_int as u32));
        put(VS_B, &mut ones32(set.vs_bool as u32));
        put(PS_I, &mut ones32(set.ps_int as u32));
        put(PS_B, &mut ones32(set.ps_bool as u32));
    }
}

/// The recording side: what a Set* call made between BeginStateBlock and
/// EndStateBlock stores in the block (the device's own state is untouched).
impl StateBlock {
    pub(crate) fn record_render_state(&mut self, state: u32, value: u32) {
        self.set.render.set(state as usize);
        self.saved.rs[state as usize] = value;
    }
    pub(crate) fn record_sampler_state(&mut self, slot: usize, ty: u32, value: u32) {
        self.set.sampler[slot] |= 1 << ty;
        self.saved.samp[slot][ty as usize] = value;
    }
    pub(crate) fn record_stage_state(&mut self, stage: usize, ty: u32, value: u32) {
        self.set.stage[stage] |= 1 << ty;
        self.saved.tss[stage][ty as usize] = value;
    }
    pub(crate) fn record_texture(&mut self, slot: usize, tex: *mut Header) {
        self.set.textures |= 1 << slot;
        rebind(&mut self.saved.textures[slot], tex);
    }
    pub(crate) fn record_stream(&mut self, i: usize, buffer: *mut Buffer, offset: u32, stride: u32) {
        self.set.streams |= 1 << i;
        rebind(&mut self.saved.streams[i].buffer, buffer);
        self.saved.streams[i].offset = offset;
        self.saved.streams[i].stride = stride;
    }
    pub(crate) fn record_stream_freq(&mut self, i: usize, setting: u32) {
        self.set.stream_freq |= 1 << i;
        self.saved.stream_freq[i] = setting;
    }
    pub(crate) fn record_indices(&mut self, b: *mut Buffer) {
        self.set.indices = true;
        rebind(&mut self.saved.indices, b);
    }
    pub(crate) fn record_decl(&mut self, decl: *mut VertexDecl, fvf: u32) {
        self.set.vertex_decl = true;
        rebind(&mut self.saved.decl, decl);
        self.saved.fvf = fvf;
    }
    pub(crate) fn record_transform(&mut self, t: usize, m: D3DMATRIX) {
        self.set.transforms.set(t);
        self.saved.transforms[t] = m;
    }
    pub(crate) fn record_viewport(&mut self, v: D3DVIEWPORT9) {
        self.set.viewport = true;
        self.saved.viewport = v;
    }
    pub(crate) fn record_scissor(&mut self, r: RECT) {
        self.set.scissor = true;
        self.saved.scissor = r;
    }
    pub(crate) fn record_material(&mut self, m: D3DMATERIAL9) {
        self.set.material = true;
        self.saved.material = m;
    }
    pub(crate) fn record_light(&mut self, i: u32, light: D3DLIGHT9) {
        self.saved.lights.entry(i).or_default().light = Some(light);
    }
    pub(crate) fn record_light_enable(&mut self, i: u32, on: bool) {
        self.saved.lights.entry(i).or_default().enabled = Some(on);
    }
    pub(crate) fn record_clip_plane(&mut self, i: usize, plane: [f32; 4]) {
        self.set.clip_planes |= 1 << i;
        self.saved.clip_planes[i] = plane;
    }
    pub(crate) fn record_vertex_shader(&mut self, s: *mut Header) {
        self.set.vertex_shader = true;
        rebind(&mut self.saved.vs, s);
    }
    pub(crate) fn record_pixel_shader(&mut self, s: *mut Header) {
        self.set.pixel_shader = true;
        rebind(&mut self.saved.ps, s);
    }
    /// Set*ShaderConstant{F,I,B} while recording; the range is validated.
    ///
    /// # Safety
    /// `data` must hold `count` registers of the file when the range is valid.
    pub(crate) unsafe fn record_constants(&mut self, file: usize, start: u32, data: *const u8, count: u32) -> HRESULT {
        // SAFETY: the caller guarantees `data` holds `count` registers of the
        // file (`set` validates the range before reading).
        let hr = unsafe { self.saved.consts.set(file, start, data, count) };
        if hr == D3D_OK {
            for r in start as usize..(start + count) as usize {
                match file {
                    VS_F => self.set.vs_float.set(r),
                    PS_F => self.set.ps_float.set(r),
                    // Integer and boolean registers past 15 (software
                    // vertex processing's) are not captured.
                    VS_I | VS_B if r >= 16 => {}
                    VS_I => self.set.vs_int |= 1 << r,
                    VS_B => self.set.vs_bool |= 1 << r,
                    PS_I => self.set.ps_int |= 1 << r,
                    _ => self.set.ps_bool |= 1 << r,
                }
            }
        }
        hr
    }
}

/// The D3D9 sampler number of a sampler slot (the inverse of `sampler_slot`).
fn slot_sampler(slot: usize) -> u32 {
    match slot {
        0..=15 => slot as u32,
        16 => D3DDMAPSAMPLER,
        _ => D3DVERTEXTEXTURESAMPLER0 + (slot - 17) as u32,
    }
}

fn ones32(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |i| mask & (1 << i) != 0)
}

fn ones64(mask: u64) -> impl Iterator<Item = usize> {
    (0..64).filter(move |i| mask & (1 << i) != 0)
}

/// The state block behind an interface pointer.
///
/// # Safety
/// `p` must be the interface pointer of a live state block (what a method of
/// its vtable is called with), not otherwise borrowed for `'a`.
/// The COM methods meet this while the application's calls on the object
/// do not overlap. Calls on a D3DCREATE_MULTITHREADED device may overlap,
/// and this borrow is taken before the device's lock: there, another
/// thread may hold a `&mut` of the same object meanwhile.
unsafe fn this<'a>(p: *mut IDirect3DStateBlock9) -> &'a mut StateBlock {
    // SAFETY: the caller guarantees `p` is a live block, not borrowed elsewhere.
    unsafe { &mut *(p as *mut StateBlock) }
}

unsafe extern "system" fn query_interface(
    p: *mut IDirect3DStateBlock9,
    riid: REFIID,
    out: *mut *mut c_void,
) -> HRESULT {
    com::guard("IDirect3DStateBlock9::QueryInterface", E_FAIL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live block; `riid` is null or readable and `out` null or
        // writable (the method's contract).
        unsafe { com::query_interface(p as *const Header, riid, out, &[&IID_IDirect3DStateBlock9]) }
    })
}
unsafe extern "system" fn add_ref(p: *mut IDirect3DStateBlock9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live block.
    com::guard("IDirect3DStateBlock9::AddRef", 0, || unsafe {
        com::add_ref(p as *const Header)
    })
}
unsafe extern "system" fn release(p: *mut IDirect3DStateBlock9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live block, with a reference the caller gives up.
    com::guard("IDirect3DStateBlock9::Release", 0, || unsafe {
        com::release(p as *const Header)
    })
}
unsafe extern "system" fn get_device(p: *mut IDirect3DStateBlock9, out: *mut *mut IDirect3DDevice9) -> HRESULT {
    com::guard("IDirect3DStateBlock9::GetDevice", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live block; `out` is null or writable.
        unsafe { crate::resource::get_device(p as *const Header, out) }
    })
}
/// Runs `f` on the block and its device under the device's lock; a block
/// cannot be captured or applied while a recording is in progress.
///
/// # Safety
/// As for [`this`].
unsafe fn with_device(p: *mut IDirect3DStateBlock9, f: impl FnOnce(&mut StateBlock, &mut Inner)) -> HRESULT {
    // SAFETY: the caller's contract is `this`'s.
    let b = unsafe { this(p) };
    // SAFETY: a block's device is live (it outlives its children).
    let dev = unsafe { &*b.hdr.device };
    let _g = dev.lock_api();
    let mut d = dev.inner();
    if !d.recording.is_null() {
        return D3DERR_INVALIDCALL;
    }
    f(b, &mut d);
    D3D_OK
}
unsafe extern "system" fn capture(p: *mut IDirect3DStateBlock9) -> HRESULT {
    com::guard("IDirect3DStateBlock9::Capture", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live block.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe {
            with_device(p, |b, d| {
                let offsets = !b.predefined;
                b.capture(d, offsets)
            })
        }
    })
}
unsafe extern "system" fn apply(p: *mut IDirect3DStateBlock9) -> HRESULT {
    com::guard("IDirect3DStateBlock9::Apply", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live block.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe { with_device(p, |b, d| b.apply(d)) }
    })
}

pub static VTBL: IDirect3DStateBlock9Vtbl = IDirect3DStateBlock9Vtbl {
    QueryInterface: query_interface,
    AddRef: add_ref,
    Release: release,
    GetDevice: get_device,
    Capture: capture,
    Apply: apply,
};
