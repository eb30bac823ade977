//! IDirect3DDevice9: the device object, its creation and teardown, and the state
//! the application sees.
//!
//! The device is split by concern: `setters` (the Set and Get calls of
//! render, sampler, stage and transform state, and of bindings), `create`
//! (resource creation), `draw` (draw calls), `targets` (render targets,
//! clears, present, read-backs) and `vtbl` (the 119 COM entry points, thin
//! wiring into the others).

mod blits;
mod blocks;
pub(crate) mod consts;
mod create;
mod cursor;
mod draw;
pub(crate) mod ex;
mod full_screen;
mod inner_cell;
mod palettes;
mod present;
pub(crate) use present::PresentRects;
mod process_vertices;
mod recover;
mod reset;
mod setters;
mod shaders;
mod sysmem_textures;
mod targets;
mod updates;
mod vtbl;

use crate::com::{self, Header, Kind};
use crate::d3d9::Direct3D9;
use crate::frames::Frames;
use crate::lock::{ReentrantGuard, ReentrantLock};
use crate::surface::Surface;
use crate::swapchain::SwapChain;
use bytemuck::Zeroable;
use inner_cell::{InnerCell, InnerMut};
use std::collections::BTreeMap;
use std::ffi::c_void;
use std::sync::atomic::Ordering;
use wgd3d9_core::format::{self, FormatInfo};
use wgd3d9_core::record::{self, texture_shape, texture_usage, Op, Rect, SurfaceRef};
use wgd3d9_core::state_tables::{self as defaults, MAX_TEXTURE_STAGES, RS_COUNT, SAMPLER_SLOTS, SAMP_COUNT, TSS_COUNT};
use wgd3d9_core::wire::{self, AdapterInfo, DeviceDesc, FrameSignal, Status};
use wgd3d9_types::*;

/// A bound vertex stream.
#[derive(Clone, Copy)]
pub struct Stream {
    pub buffer: *mut crate::buffer::Buffer,
    pub offset: u32,
    pub stride: u32,
}

impl Default for Stream {
    fn default() -> Self {
        Stream {
            buffer: std::ptr::null_mut(),
            offset: 0,
            stride: 0,
        }
    }
}

/// The application-visible device state (what Get* calls return).
pub struct ApiState {
    pub rs: [u32; RS_COUNT],
    pub samp: [[u32; SAMP_COUNT]; SAMPLER_SLOTS],
    pub tss: [[u32; TSS_COUNT]; MAX_TEXTURE_STAGES],
    /// Bound textures (wgd3d9 object headers) per sampler slot.
    pub textures: [*mut Header; SAMPLER_SLOTS],
    pub streams: [Stream; 16],
    pub indices: *mut crate::buffer::Buffer,
    pub decl: *mut crate::decl::VertexDecl,
    pub fvf: u32,
    /// Bound shader objects (null: fixed function).
    pub vs: *mut Header,
    pub ps: *mut Header,
    pub transforms: Box<[D3DMATRIX; 512]>,
    pub viewport: D3DVIEWPORT9,
    pub scissor: RECT,
    pub rts: [*mut Surface; 4],
    pub ds: *mut Surface,
    pub material: D3DMATERIAL9,
    pub lights: BTreeMap<u32, (D3DLIGHT9, bool)>,
    /// The light index in each active-light slot of the runtime
    /// ([`wgd3d9_core::record::Op::SetLight`]): enabled lights, packed, in
    /// the order they were enabled; lights past the last slot are not applied.
    pub active_lights: [Option<u32>; wgd3d9_core::state_tables::MAX_ACTIVE_LIGHTS],
    pub clip_planes: [[f32; 4]; wgd3d9_core::state_tables::MAX_CLIP_PLANES],
    pub clip_status: D3DCLIPSTATUS9,
    pub software_vp: bool,
    pub npatch_mode: f32,
    pub gamma: D3DGAMMARAMP,
    pub palette_current: u32,
    /// ShowCursor's state: shown only once SetCursorProperties gave an image.
    pub cursor_visible: bool,
}

/// Texels in CPU memory: the bytes and the distances between rows (of
/// blocks) and between volume slices (0 reads the same row or slice again).
pub(crate) struct CpuTexels<'a> {
    pub bytes: &'a [u8],
    pub pitch: usize,
    pub slice_pitch: usize,
    /// The record may name these bytes instead of carrying a copy: the
    /// caller lends them until the frame is replayed (a lending texture's
    /// storage, see [`crate::texture`]).
    pub in_place: bool,
}

pub struct Inner {
    /// The device object itself (for creating children).
    pub me: *const Device,
    pub frames: Frames,
    pub adapter: AdapterInfo,
    pub caps: D3DCAPS9,
    pub creation: D3DDEVICE_CREATION_PARAMETERS,
    /// The process's options as they were when the device was made.
    pub options: wgd3d9_core::config::Config,
    /// The gamma ramp Presents apply, as last recorded (None: the identity;
    /// see `present`).
    pub(crate) gamma_recorded: Option<D3DGAMMARAMP>,
    /// What a full-screen implicit swap chain changed (see `full_screen`).
    pub(crate) full_screen: Option<full_screen::FullScreen>,
    /// Whether a full-screen device's program is in the background (see
    /// `crate::focus`).
    pub(crate) focus_loss: std::sync::Arc<crate::focus::FocusLoss>,
    pub swapchain: *mut SwapChain,
    pub auto_ds: *mut Surface,
    pub st: ApiState,
    pub in_scene: bool,
    /// Surfaces whose CPU copy changed since their last upload.
    pub dirty_surfaces: Vec<*mut Surface>,
    /// Buffers locked right now (their contents are uploaded before a draw).
    pub locked_buffers: Vec<*mut crate::buffer::Buffer>,
    /// Declarations made for SetFVF, one per FVF code (owned by the device).
    pub fvf_decls: BTreeMap<u32, *mut crate::decl::VertexDecl>,
    pub shader_consts: consts::ShaderConstants,
    /// SetStreamSourceFreq settings.
    pub stream_freq: [u32; 16],
    /// The block a BeginStateBlock recording fills (null when not recording).
    pub recording: *mut crate::stateblock::StateBlock,
    /// A failed Reset left the device waiting for a successful one.
    pub reset_pending: bool,
    /// What the runtime device was created with (a lost device's Reset
    /// creates another one like it).
    pub runtime_desc: DeviceDesc,
    /// SetPaletteEntries: 256 entries per palette number.
    pub palettes: BTreeMap<u32, Box<[PALETTEENTRY; 256]>>,
    /// Counts changes of the current palette's colours (see `palettes`).
    pub palette_version: u32,
    /// A Direct3D 9Ex device (made through IDirect3D9Ex): its vtable is
    /// `ex::VTBL` and the 9Ex rules apply (see `device::ex`).
    pub ex: bool,
    /// SetGPUThreadPriority's value (9Ex; stored, as the GPU API has no
    /// scheduling priority).
    pub gpu_thread_priority: i32,
    /// The sampler slots holding a palettized texture (bit per slot).
    pub palettized_bound: u32,
    /// SetCursorProperties' image (see `cursor`).
    pub(crate) cursor: Option<cursor::DeviceCursor>,
    /// SetCursorPosition's point, on the screen.
    pub(crate) cursor_pos: (i32, i32),
    /// Result cells of occlusion queries (freed with the device, after its
    /// runtime device).
    pub query_cells: crate::query::QueryCells,
}

#[repr(C)]
pub struct Device {
    pub hdr: Header,
    pub d3d: *mut Direct3D9,
    /// Objects the application holds that Reset must wait for (see com).
    reset_blockers: std::sync::atomic::AtomicI32,
    mt_lock: Option<ReentrantLock>,
    /// Calls waiting for the GPU after releasing `mt_lock` (the runtime
    /// device they wait on must outlive their waits).
    waiting_outside_lock: std::sync::atomic::AtomicU32,
    inner: InnerCell<Inner>,
}

/// AddRef on the device that owns a child.
///
/// # Safety
/// `d` must be null or a live device.
pub unsafe fn device_add_ref(d: *const Device) {
    if !d.is_null() {
        // SAFETY: the caller guarantees `d`, non-null here, is a live device.
        unsafe { (*d).hdr.counts.add_ref() };
    }
}

/// Adjusts the count of objects that make Reset fail (see com).
///
/// # Safety
/// `d` must be null or a live device.
pub unsafe fn reset_blockers(d: *const Device, delta: i32) {
    // SAFETY: the caller guarantees `d` is null or a live device.
    if let Some(d) = unsafe { d.as_ref() } {
        d.reset_blockers.fetch_add(delta, Ordering::AcqRel);
    }
}

/// Release on the device that owns a child (frees the device at zero).
///
/// # Safety
/// `d` must be null or a live device with a reference the caller owns.
pub unsafe fn device_release(d: *const Device) -> u32 {
    if d.is_null() {
        return 0;
    }
    // SAFETY: the caller guarantees `d`, non-null here, is a live device.
    let (n, _) = unsafe { (*d).hdr.counts.release() };
    if n == 0 {
        // SAFETY: the caller's reference was the last one: nothing else uses
        // the device any more, and it is not used after this call.
        unsafe { destroy_device(d as *mut Device) };
    }
    n
}

/// Frees a device and what it owns.
///
/// # Safety
/// `d` must be a device made by [`Device::create`] whose last reference was
/// just dropped; nothing uses it afterwards.
unsafe fn destroy_device(d: *mut Device) {
    // SAFETY: `Device::create` made `d` with `Box::into_raw`, and the caller
    // guarantees nothing else uses it any more: this box is its only owner.
    let dev = unsafe { Box::from_raw(d) };
    let mut inner = dev.inner();
    inner.leave_full_screen();
    inner.drop_cursor();
    // Unbind everything: objects released while bound are freed when this
    // borrow ends (see inner_cell).
    let st = &mut inner.st;
    for t in st.textures.iter_mut() {
        // SAFETY: a bound object is live while the device binds it, and the
        // device's only user (this teardown) drives the unbind.
        unsafe { com::unbind(std::mem::replace(t, std::ptr::null_mut()) as *const Header) };
    }
    for s in st.streams.iter_mut() {
        // SAFETY: as above.
        unsafe { com::unbind(std::mem::replace(&mut s.buffer, std::ptr::null_mut()) as *const Header) };
    }
    // SAFETY: as above.
    unsafe { com::unbind(std::mem::replace(&mut st.indices, std::ptr::null_mut()) as *const Header) };
    // SAFETY: as above.
    unsafe { com::unbind(std::mem::replace(&mut st.decl, std::ptr::null_mut()) as *const Header) };
    // SAFETY: as above.
    unsafe { com::unbind(std::mem::replace(&mut st.vs, std::ptr::null_mut()) as *const Header) };
    // SAFETY: as above.
    unsafe { com::unbind(std::mem::replace(&mut st.ps, std::ptr::null_mut()) as *const Header) };
    for r in st.rts.iter_mut() {
        // SAFETY: as for the textures above.
        unsafe { com::unbind(std::mem::replace(r, std::ptr::null_mut()) as *const Header) };
    }
    // SAFETY: as for the textures above.
    unsafe { com::unbind(std::mem::replace(&mut st.ds, std::ptr::null_mut()) as *const Header) };
    // A recording in progress holds no device reference: free it directly.
    let recording = std::mem::replace(&mut inner.recording, std::ptr::null_mut()) as *mut Header;
    if !recording.is_null() {
        // SAFETY: the block being recorded is live and only the device knows
        // it (the application gets it from EndStateBlock); nothing uses it
        // afterwards.
        unsafe { dev.free_later(recording) };
    }
    drop(inner);
    let mut inner = dev.inner();
    inner.dirty_surfaces.clear();
    // Let the GPU finish, then stop the runtime device before its signal goes.
    let _ = inner.frames.submit(false).and_then(|s| inner.frames.wait(s));
    if inner.frames.runtime != 0 {
        crate::port::destroy_device(inner.frames.runtime);
        inner.frames.runtime = 0;
    }
    let swapchain = std::mem::replace(&mut inner.swapchain, std::ptr::null_mut());
    let auto_ds = std::mem::replace(&mut inner.auto_ds, std::ptr::null_mut());
    let fvf_decls = std::mem::take(&mut inner.fvf_decls);
    drop(inner);
    if !swapchain.is_null() {
        // SAFETY: the implicit swap chain is live and owned by the device;
        // nothing uses it after this teardown.
        unsafe { SwapChain::free(swapchain) };
    }
    if !auto_ds.is_null() {
        // SAFETY: the automatic depth stencil was made with `Box::into_raw`
        // and is owned by the device: it is unbound above, and the application
        // holds no reference on it (one would have kept the device alive).
        drop(unsafe { Box::from_raw(auto_ds) });
    }
    for (_, d) in fvf_decls {
        // SAFETY: FVF declarations are made with `Box::into_raw` and owned by
        // the device (implicit: unbinding never frees them); none is held by
        // the application (a reference would have kept the device alive).
        drop(unsafe { Box::from_raw(d) });
    }
    let d3d = dev.d3d;
    drop(dev);
    if !d3d.is_null() {
        // SAFETY: the device took a reference on its live IDirect3D9 in
        // `Device::create`; it is given back here.
        unsafe { com::release(d3d as *const Header) };
    }
}

/// Why device creation failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CreateError {
    #[error("invalid creation parameters")]
    Invalid,
    #[error("no GPU device could be created")]
    NotAvailable,
    #[error("out of memory")]
    OutOfMemory,
    /// The GPU refused the back buffers or the depth buffer.
    #[error("the GPU refused the back buffers or the depth buffer")]
    OutOfVideoMemory,
}

impl Device {
    /// The device state. D3D9 devices are driven by one thread at a time (or
    /// under [`Device::lock_api`] when created with D3DCREATE_MULTITHREADED).
    /// One borrow at a time: a second one while the first is live panics
    /// (see [`inner_cell`]).
    #[inline(always)]
    pub(crate) fn inner(&self) -> InnerMut<'_, Inner> {
        self.inner.borrow_mut()
    }

    /// Frees an object nothing references any more when the live borrow of
    /// the device state ends (see [`inner_cell`]): for code inside a device
    /// call.
    ///
    /// # Safety
    /// `h` is a live object of this device, unreferenced, freed only here.
    pub(crate) unsafe fn free_later(&self, h: *mut Header) {
        // SAFETY: the caller's contract is `free_later`'s.
        unsafe { self.inner.free_later(h) }
    }

    /// [`Device::free_later`] for a caller outside any device call (no
    /// borrow of the state is live): frees `h` now.
    ///
    /// # Safety
    /// As for [`Device::free_later`].
    pub(crate) unsafe fn free_now(&self, h: *mut Header) {
        // SAFETY: the caller's contract is `free`'s.
        unsafe { self.inner.free(h) }
    }

    /// Serialises entry points of a multithreaded device; no-op otherwise.
    pub(crate) fn lock_api(&self) -> Option<ReentrantGuard<'_>> {
        self.mt_lock.as_ref().map(|l| l.lock())
    }

    /// Drops a surface from the device's lists before it is freed.
    pub(crate) fn forget_surface(&self, s: *mut Surface) {
        self.inner().dirty_surfaces.retain(|&x| x != s);
    }

    /// Runs an entry point's body under the device's lock (when the device
    /// is multithreaded) and the panic guard, then performs the GPU wait the
    /// body left pending (the frame-latency bound, a large frame's partial
    /// submission) after releasing the lock.
    #[inline(always)]
    pub(crate) fn call<R>(&self, name: &'static str, on_panic: R, f: impl FnOnce(&mut Inner) -> R) -> R {
        self.locked(|inner| com::guard(name, on_panic, || f(inner)))
    }

    /// Runs `f` under the device's lock (when the device is
    /// multithreaded), then performs the GPU wait it left pending after
    /// releasing the lock (see [`Frames::take_pending_wait`]).
    #[inline(always)]
    pub(crate) fn locked<R>(&self, f: impl FnOnce(&mut Inner) -> R) -> R {
        let (r, wait) = {
            let _g = self.lock_api();
            let mut inner = self.inner();
            let r = f(&mut inner);
            let wait = inner.frames.take_pending_wait();
            // Objects the call released are freed here, under the lock.
            drop(inner);
            (r, wait)
        };
        if let Some(w) = wait {
            self.wait_outside_lock(w);
        }
        r
    }

    #[cold]
    fn wait_outside_lock(&self, w: crate::frames::PendingWait) {
        self.waiting_outside_lock.fetch_add(1, Ordering::AcqRel);
        w.wait();
        self.waiting_outside_lock.fetch_sub(1, Ordering::AcqRel);
    }

    /// Blocks until no call of another thread waits for the GPU outside the
    /// lock (the caller holds the lock, so no new one starts).
    pub(crate) fn wait_for_calls_outside_lock(&self) {
        while self.waiting_outside_lock.load(Ordering::Acquire) > 0 {
            std::thread::yield_now();
        }
    }

    pub(crate) fn display_mode(&self, out: *mut D3DDISPLAYMODE) -> HRESULT {
        crate::d3d9::current_display_mode(out)
    }

    /// Creates a device (CreateDevice has validated the arguments' shape).
    ///
    /// # Safety
    /// `d3d` must be live; `pp` must be the validated presentation parameters.
    pub(crate) unsafe fn create(
        d3d: *mut Direct3D9,
        adapter: &AdapterInfo,
        focus: HWND,
        flags: u32,
        pp: &D3DPRESENT_PARAMETERS,
        ex: bool,
    ) -> Result<*mut Device, CreateError> {
        let options = wgd3d9_core::config::Config::load();
        let signal = Box::new(FrameSignal::default());
        let desc = DeviceDesc {
            window: 0,
            signal: &*signal as *const FrameSignal as u64,
            width: pp.BackBufferWidth,
            height: pp.BackBufferHeight,
            back_buffer_format: pp.BackBufferFormat,
            presentation_interval: pp.PresentationInterval,
            max_frame_latency: match options.max_frame_latency {
                0 => ex::DEFAULT_FRAME_LATENCY,
                n => n,
            },
            hud: wgd3d9_core::hud::pack(options.hud, options.hud_scale),
        };
        if options.hud != 0 {
            // The HUD shows the frame times the API thread measures.
            crate::api_timers::enable();
        }
        let mut frames = Frames::new(signal, desc.max_frame_latency);
        frames.runtime = match crate::port::create_device(desc) {
            Ok(h) => h,
            Err(Status::OutOfMemory) => return Err(CreateError::OutOfMemory),
            Err(_) => return Err(CreateError::NotAvailable),
        };
        let st = ApiState {
            rs: defaults::default_render_states(pp.EnableAutoDepthStencil != 0),
            samp: [defaults::default_sampler_states(); SAMPLER_SLOTS],
            tss: std::array::from_fn(|s| defaults::default_texture_stage_states(s as u32)),
            textures: [std::ptr::null_mut(); SAMPLER_SLOTS],
            streams: [Stream {
                buffer: std::ptr::null_mut(),
                offset: 0,
                stride: 0,
            }; 16],
            indices: std::ptr::null_mut(),
            decl: std::ptr::null_mut(),
            fvf: 0,
            vs: std::ptr::null_mut(),
            ps: std::ptr::null_mut(),
            transforms: Box::new([D3DMATRIX::IDENTITY; 512]),
            viewport: D3DVIEWPORT9 {
                X: 0,
                Y: 0,
                Width: pp.BackBufferWidth,
                Height: pp.BackBufferHeight,
                MinZ: 0.0,
                MaxZ: 1.0,
            },
            scissor: RECT {
                left: 0,
                top: 0,
                right: pp.BackBufferWidth as i32,
                bottom: pp.BackBufferHeight as i32,
            },
            rts: [std::ptr::null_mut(); 4],
            ds: std::ptr::null_mut(),
            material: D3DMATERIAL9::default(),
            lights: BTreeMap::new(),
            active_lights: [None; wgd3d9_core::state_tables::MAX_ACTIVE_LIGHTS],
            clip_planes: [[0.0; 4]; wgd3d9_core::state_tables::MAX_CLIP_PLANES],
            clip_status: D3DCLIPSTATUS9::default(),
            software_vp: flags & D3DCREATE_SOFTWARE_VERTEXPROCESSING != 0,
            npatch_mode: 0.0,
            gamma: identity_gamma(),
            palette_current: 0xFFFF,
            cursor_visible: false,
        };
        let mut caps = crate::caps::device_caps(adapter);
        if flags & D3DCREATE_SOFTWARE_VERTEXPROCESSING != 0 {
            // A MIXED device reports the hardware count, yet takes
            // software vertex processing's registers.
            caps.MaxVertexShaderConst = wgd3d9_shader::dxso::lower::VS_SOFTWARE_CONSTANTS;
        }
        let vtbl = if ex {
            &ex::VTBL as *const _ as *const c_void
        } else {
            &vtbl::VTBL as *const _ as *const c_void
        };
        let dev = Box::into_raw(Box::new(Device {
            hdr: Header::new(vtbl, Kind::Device, std::ptr::null(), |_| {}),
            d3d,
            reset_blockers: 0.into(),
            mt_lock: (flags & D3DCREATE_MULTITHREADED != 0).then(ReentrantLock::default),
            waiting_outside_lock: std::sync::atomic::AtomicU32::new(0),
            inner: InnerCell::new(Inner {
                me: std::ptr::null(),
                frames,
                adapter: *adapter,
                caps,
                creation: D3DDEVICE_CREATION_PARAMETERS {
                    AdapterOrdinal: 0,
                    DeviceType: D3DDEVTYPE_HAL,
                    hFocusWindow: focus,
                    BehaviorFlags: flags,
                },
                options,
                gamma_recorded: None,
                full_screen: None,
                focus_loss: std::sync::Arc::new(crate::focus::FocusLoss::new(ex)),
                swapchain: std::ptr::null_mut(),
                auto_ds: std::ptr::null_mut(),
                st,
                in_scene: false,
                dirty_surfaces: Vec::new(),
                locked_buffers: Vec::new(),
                fvf_decls: BTreeMap::new(),
                shader_consts: consts::ShaderConstants::new(software_capable(flags)),
                stream_freq: [1; 16],
                recording: std::ptr::null_mut(),
                palettes: BTreeMap::new(),
                palette_version: 0,
                ex,
                gpu_thread_priority: 0,
                palettized_bound: 0,
                cursor: None,
                cursor_pos: (0, 0),
                query_cells: Default::default(),
                reset_pending: false,
                runtime_desc: desc,
            }),
        }));
        // SAFETY: `dev` was just made by `Box::into_raw`; no other thread sees it.
        let mut inner = unsafe { (*dev).inner() };
        inner.me = dev;
        // SAFETY: the caller guarantees `d3d` is live.
        unsafe { com::add_ref(d3d as *const Header) };
        let made = inner.create_swap_chain(pp);
        if made.is_ok() {
            inner.record_initial_state();
        }
        drop(inner);
        if made.is_err() {
            // Teardown frees what was made and gives the IDirect3D9 back.
            // SAFETY: `dev` is live with the one reference it was made with,
            // which this call owns and gives back.
            unsafe { device_release(dev) };
            return Err(CreateError::OutOfVideoMemory);
        }
        Ok(dev)
    }
}

/// Whether a device of these creation flags runs software vertex
/// processing, always (SOFTWARE) or when asked (MIXED): its vertex shaders
/// have 8,192 float constants.
pub(crate) fn software_capable(flags: u32) -> bool {
    flags & (D3DCREATE_SOFTWARE_VERTEXPROCESSING | D3DCREATE_MIXED_VERTEXPROCESSING) != 0
}

pub(crate) fn identity_gamma() -> D3DGAMMARAMP {
    let mut g = D3DGAMMARAMP::default();
    for i in 0..256 {
        let v = (i * 257) as u16;
        g.red[i] = v;
        g.green[i] = v;
        g.blue[i] = v;
    }
    g
}

impl Inner {
    /// Makes the GPU texture of a render target, depth buffer or back buffer
    /// of `samples` samples per pixel (one level), records its creation and
    /// returns its id; D3DERR_OUTOFVIDEOMEMORY when the GPU refuses it.
    pub(crate) fn create_gpu_surface(
        &mut self,
        format: u32,
        (width, height): (u32, u32),
        usage: u32,
        samples: u32,
    ) -> Result<u32, HRESULT> {
        self.create_gpu_texture_sampled(format, (width, height, 1), 1, usage, texture_shape::D2, samples)
    }

    /// Makes a GPU texture of any [`texture_shape`] (`depth` slices for
    /// volumes, six faces for cube maps), records its creation and returns
    /// its id; D3DERR_OUTOFVIDEOMEMORY when the GPU refuses it.
    pub(crate) fn create_gpu_texture_shaped(
        &mut self,
        format: u32,
        (width, height, depth): (u32, u32, u32),
        levels: u32,
        usage: u32,
        shape: u32,
    ) -> Result<u32, HRESULT> {
        self.create_gpu_texture_sampled(format, (width, height, depth), levels, usage, shape, 1)
    }

    fn create_gpu_texture_sampled(
        &mut self,
        format: u32,
        (width, height, depth): (u32, u32, u32),
        levels: u32,
        usage: u32,
        shape: u32,
        samples: u32,
    ) -> Result<u32, HRESULT> {
        let id = self.frames.alloc_id();
        let desc = record::CreateTexture {
            id,
            format,
            width,
            height,
            levels,
            usage,
            samples,
            shape,
            depth,
            _pad: 0,
        };
        self.make_gpu_resource(id, wire::resource_kind::TEXTURE, Zeroable::zeroed(), desc)?;
        self.frames.rec.op_with(Op::CreateTexture, 0, id, &desc);
        self.frames
            .note_made(id, crate::frames::Made::Texture(desc, std::ptr::null_mut()));
        if let Some(info) = wgd3d9_core::format::info(format) {
            let layers = match shape {
                texture_shape::CUBE => 6,
                _ => 1,
            };
            let bytes = (0..levels)
                .map(|l| {
                    let (w, h, d) = (
                        wgd3d9_core::format::mip_dim(width, l),
                        wgd3d9_core::format::mip_dim(height, l),
                        wgd3d9_core::format::mip_dim(depth, l),
                    );
                    info.level_size(w, h) as u64 * u64::from(d) * layers * u64::from(samples)
                })
                .sum();
            self.frames.track_bytes(id, bytes);
        }
        Ok(id)
    }

    /// Makes the GPU memory of resource `id` now (see `port::create_resource`):
    /// when the GPU refuses, the id goes back unused and the Create call
    /// answers D3DERR_OUTOFVIDEOMEMORY. The caller then records the
    /// resource's Create record.
    pub(crate) fn make_gpu_resource(
        &mut self,
        id: u32,
        kind: u32,
        buffer: record::CreateBuffer,
        texture: record::CreateTexture,
    ) -> Result<(), HRESULT> {
        match crate::port::create_resource(self.frames.runtime, kind, buffer, texture) {
            Status::OutOfMemory => {
                self.frames.free_unused_id(id);
                Err(D3DERR_OUTOFVIDEOMEMORY)
            }
            // Anything else (a lost device among them) leaves the creation to
            // the runtime's replay of the record.
            _ => Ok(()),
        }
    }

    fn create_swap_chain(&mut self, pp: &D3DPRESENT_PARAMETERS) -> Result<(), HRESULT> {
        (self.swapchain, self.auto_ds) = self.create_presentation_surfaces(pp)?;
        self.claim_display(pp);
        Ok(())
    }

    /// The GPU sample count of a surface of multisample type `ms` and
    /// `quality` (validated by the caller; 1 for a pair the adapter lacks).
    pub(crate) fn samples_of(&self, ms: D3DMULTISAMPLE_TYPE, quality: u32) -> u32 {
        wgd3d9_core::multisample::samples(self.adapter.sample_count_mask, ms, quality).unwrap_or(1)
    }

    /// `pp` with the multisampling `present.msaa` forces on an implicit
    /// swap chain (see [`crate::d3d9::forced_multisample`]), or None.
    pub(crate) fn forced_msaa(&self, pp: &D3DPRESENT_PARAMETERS) -> Option<D3DPRESENT_PARAMETERS> {
        let ms = crate::d3d9::forced_multisample(pp, self.adapter.sample_count_mask, self.options.msaa)?;
        Some(D3DPRESENT_PARAMETERS {
            MultiSampleType: ms,
            MultiSampleQuality: 0,
            ..*pp
        })
    }

    /// The automatic depth-stencil surface of `pp` (null when not enabled): an
    /// implicit object, like the back buffers.
    pub(crate) fn create_auto_depth_stencil(&mut self, pp: &D3DPRESENT_PARAMETERS) -> Result<*mut Surface, HRESULT> {
        if pp.EnableAutoDepthStencil == 0 {
            return Ok(std::ptr::null_mut());
        }
        let info = format::info(pp.AutoDepthStencilFormat).expect("validated presentation parameters");
        let id = self.create_gpu_surface(
            pp.AutoDepthStencilFormat,
            (pp.BackBufferWidth, pp.BackBufferHeight),
            texture_usage::DEPTH_STENCIL,
            self.samples_of(pp.MultiSampleType, pp.MultiSampleQuality),
        )?;
        let desc = D3DSURFACE_DESC {
            Format: pp.AutoDepthStencilFormat,
            Type: D3DRTYPE_SURFACE,
            Usage: D3DUSAGE_DEPTHSTENCIL,
            Pool: D3DPOOL_DEFAULT,
            MultiSampleType: pp.MultiSampleType,
            MultiSampleQuality: pp.MultiSampleQuality,
            Width: pp.BackBufferWidth,
            Height: pp.BackBufferHeight,
        };
        let lockable = info.is_lockable_depth() && pp.MultiSampleType == D3DMULTISAMPLE_NONE;
        let s = Surface::new_without_cpu(self.me, desc, info, SurfaceRef { id, level: 0 }, lockable, true);
        // SAFETY: just created.
        unsafe {
            (*s).hdr.implicit = true;
            (*s).hdr.counts.init_refs(0);
        }
        Ok(s)
    }

    /// Binds the initial targets and records the state the runtime's defaults
    /// do not already match.
    fn record_initial_state(&mut self) {
        // SAFETY: the swap chain was just created with at least one back buffer.
        let bb = unsafe { (&(*self.swapchain).back_buffers)[0] };
        self.st.rts[0] = bb;
        // SAFETY: the back buffer is live (just created), and the device is
        // still being created: no other thread drives it.
        unsafe { com::bind(bb as *const Header) };
        // SAFETY: the back buffer is live (just created).
        self.frames
            .rec
            .op_with(Op::SetRenderTarget, 0, 0, unsafe { &(*bb).gpu });
        if !self.auto_ds.is_null() {
            self.st.ds = self.auto_ds;
            // SAFETY: the automatic depth stencil is live (just created), and no
            // other thread drives the device yet.
            unsafe { com::bind(self.auto_ds as *const Header) };
            // SAFETY: the automatic depth stencil is live (just created).
            self.frames
                .rec
                .op_with(Op::SetDepthStencil, 0, 0, unsafe { &(*self.auto_ds).gpu });
        }
        self.frames.rec.op(
            Op::RenderState,
            D3DRS_ZENABLE as u16,
            self.st.rs[D3DRS_ZENABLE as usize],
        );
        self.record_viewport();
        self.record_scissor();
        self.record_software_vp();
    }

    pub(crate) fn record_viewport(&mut self) {
        let v = self.st.viewport;
        self.frames.rec.op_with(
            Op::SetViewport,
            0,
            0,
            &record::Viewport {
                x: v.X,
                y: v.Y,
                width: v.Width,
                height: v.Height,
                min_z: v.MinZ,
                max_z: v.MaxZ,
            },
        );
    }

    pub(crate) fn record_scissor(&mut self) {
        let r = self.st.scissor;
        self.frames.rec.op_with(
            Op::SetScissor,
            0,
            0,
            &record::Rect {
                left: r.left,
                top: r.top,
                right: r.right,
                bottom: r.bottom,
            },
        );
    }

    /// Records uploads of every dirty surface rectangle.
    pub(crate) fn flush_dirty(&mut self) {
        for s in std::mem::take(&mut self.dirty_surfaces) {
            // SAFETY: surfaces remove themselves from this list when freed.
            let s = unsafe { &mut *s };
            let Some(r) = s.dirty.take() else { continue };
            let (x, y) = (r.left.max(0) as u32, r.top.max(0) as u32);
            self.record_surface_upload(s, r, s.gpu, (x, y));
        }
    }

    /// Records the upload of rectangle `r` of surface `s`'s CPU copy into
    /// GPU surface `dst` at `at` (both widened to whole blocks of
    /// compressed formats).
    pub(crate) fn record_surface_upload(&mut self, s: &Surface, r: Rect, dst: SurfaceRef, at: (u32, u32)) {
        let bd = s.info.block_dim as i32;
        let (x0, y0) = (r.left / bd * bd, r.top / bd * bd);
        // Not while the application writes the level (a lock, a DC): the
        // record must not name bytes that change before it is replayed.
        let replayed = self.frames.replayed();
        let lender = s
            .lending_texture()
            .filter(|_| s.locked.is_none() && s.dc.is_none())
            // SAFETY: the parent texture is live; its storage is only read.
            .filter(|&t| unsafe { (*t).storage.may_lend(replayed) });
        let src = CpuTexels {
            bytes: s.cpu.as_slice(),
            pitch: s.pitch as usize,
            slice_pitch: 0,
            in_place: lender.is_some(),
        };
        let bd = bd as u32;
        let recorded = self.record_texel_upload(
            s.info,
            src,
            (x0 as u32, y0 as u32, 0),
            ((r.right - x0) as u32, (r.bottom - y0) as u32, 1),
            (dst.id, dst.mip(), dst.layer()),
            (at.0 / bd * bd, at.1 / bd * bd),
        );
        if let Some(t) = lender.filter(|_| recorded) {
            // SAFETY: as above; nothing else borrows the storage meanwhile.
            unsafe { (*t).storage.lend(self.frames.recording_seq()) };
        }
    }

    /// Records the upload of the `size` (width, height, depth) region at
    /// `from` (x, y, z; x and y on block boundaries) of `src` to GPU texture
    /// `dst` (id, mip level, cube face or first volume slice) at `at`. A
    /// region that is empty or reaches past `src` records nothing (false).
    /// The record carries the region's rows packed, or, with
    /// `src.in_place`, names them where they lie.
    pub(crate) fn record_texel_upload(
        &mut self,
        info: &FormatInfo,
        src: CpuTexels,
        from: (u32, u32, u32),
        size: (u32, u32, u32),
        dst: (u32, u32, u32),
        at: (u32, u32),
    ) -> bool {
        let (w, h, depth) = size;
        if w == 0 || h == 0 || depth == 0 {
            return false;
        }
        let bd = info.block_dim;
        let row = info.row_bytes(w) as usize;
        let rows = info.rows(h) as usize;
        let start = from.2 as usize * src.slice_pitch
            + (from.1 / bd) as usize * src.pitch
            + (from.0 / bd) as usize * info.d3d_block_bytes as usize;
        let end = start + (depth as usize - 1) * src.slice_pitch + (rows - 1) * src.pitch + row;
        if end > src.bytes.len() {
            return false;
        }
        let slice = row * rows;
        self.frames.count_upload(slice * depth as usize);
        let (data, pitch, slice_pitch) = if src.in_place {
            (record::ByteRef::new(&src.bytes[start..end]), src.pitch, src.slice_pitch)
        } else {
            let Some(data) = self.pack_texels(&src, start, (row, rows, depth as usize)) else {
                return false;
            };
            (data, row, slice)
        };
        let (id, level, layer) = dst;
        self.frames.rec.op_with(
            Op::UploadTexture,
            0,
            0,
            &record::UploadTexture {
                id,
                level,
                x: at.0,
                y: at.1,
                width: w,
                height: h,
                pitch: pitch as u32,
                layer,
                data,
                depth,
                slice_pitch: slice_pitch as u32,
            },
        );
        true
    }

    /// Copies `rows` rows of `row` bytes of `depth` slices of `src` from
    /// byte `start` into the recording, packed (rows `row` bytes apart).
    fn pack_texels(
        &mut self,
        src: &CpuTexels,
        start: usize,
        (row, rows, depth): (usize, usize, usize),
    ) -> Option<record::ByteRef> {
        let slice = row * rows;
        let Some(data) = self.frames.rec.try_data_mut(slice * depth) else {
            log::error!(target: "wgd3d9::d3d9", "no memory to upload {} bytes of a texture", slice * depth);
            return None;
        };
        for z in 0..depth {
            for y in 0..rows {
                let from = start + z * src.slice_pitch + y * src.pitch;
                let to = z * slice + y * row;
                data[to..to + row].copy_from_slice(&src.bytes[from..from + row]);
            }
        }
        Some(record::ByteRef::new(data))
    }

    pub(crate) fn read_back(
        &mut self,
        src: SurfaceRef,
        dst: *mut u8,
        pitch: u32,
        width: u32,
        height: u32,
        format: u32,
    ) -> Result<(), Status> {
        let seq = self.record_read_back(src, dst, pitch, (width, height), format)?;
        // The data lands before the entry point returns: it waits for the
        // submission after releasing the device's lock (Device::locked).
        self.frames.wait_before_returning(seq);
        Ok(())
    }

    /// [`Inner::read_back`] into memory that lives only for this call: the
    /// data has landed when it returns.
    pub(crate) fn read_back_now(
        &mut self,
        src: SurfaceRef,
        dst: *mut u8,
        pitch: u32,
        size: (u32, u32),
        format: u32,
    ) -> Result<(), Status> {
        let seq = self.record_read_back(src, dst, pitch, size, format)?;
        self.frames.wait(seq)
    }

    /// Records a read-back of `size` texels of `src` into `dst` and submits
    /// it; returns the submission to wait for.
    fn record_read_back(
        &mut self,
        src: SurfaceRef,
        dst: *mut u8,
        pitch: u32,
        (width, height): (u32, u32),
        format: u32,
    ) -> Result<u64, Status> {
        self.flush_dirty();
        self.frames.rec.op_with(
            Op::ReadBack,
            0,
            0,
            &record::ReadBack {
                src,
                dst_ptr: dst as u64,
                dst_pitch: pitch,
                width,
                height,
                format,
            },
        );
        self.frames.submit(false)
    }

    pub(crate) fn set_stream_source_freq(&mut self, stream: u32, setting: u32) -> HRESULT {
        let instance = setting & D3DSTREAMSOURCE_INSTANCEDATA != 0;
        let indexed = setting & D3DSTREAMSOURCE_INDEXEDDATA != 0;
        // Stream 0 holds the indexed data, never instance data; a stream is
        // one or the other (Wine's visual.c stream_test records Windows).
        if stream >= 16 || setting == 0 || (instance && (indexed || stream == 0)) {
            return D3DERR_INVALIDCALL;
        }
        if let Some(b) = self.recording() {
            b.record_stream_freq(stream as usize, setting);
            return D3D_OK;
        }
        self.apply_stream_freq(stream, setting);
        D3D_OK
    }

    /// Stores stream `stream`'s frequency setting and sends it to the
    /// encoder when it changed.
    pub(crate) fn apply_stream_freq(&mut self, stream: u32, setting: u32) {
        let slot = &mut self.stream_freq[stream as usize];
        if *slot != setting {
            *slot = setting;
            self.frames.rec.op(Op::SetStreamFreq, stream as u16, setting);
        }
    }

    /// ValidateDevice: every active stage's operation must be one the pixel
    /// generator implements.
    pub(crate) fn validate_device(&self, passes: *mut u32) -> HRESULT {
        if passes.is_null() {
            return D3DERR_INVALIDCALL;
        }
        let ops = wgd3d9_shader::ff::SUPPORTED_TEXTURE_OPS;
        for t in &self.st.tss {
            let (c, a) = (t[D3DTSS_COLOROP as usize], t[D3DTSS_ALPHAOP as usize]);
            if c == D3DTOP_DISABLE {
                break;
            }
            if !ops.contains(&c) {
                return D3DERR_UNSUPPORTEDCOLOROPERATION;
            }
            if !ops.contains(&a) {
                return D3DERR_UNSUPPORTEDALPHAOPERATION;
            }
        }
        // SAFETY: checked non-null.
        unsafe { *passes = 1 };
        D3D_OK
    }
}
