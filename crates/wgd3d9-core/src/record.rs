//! The frame recording format: how the API thread writes D3D9 operations into a
//! [`FrameArena`] and how the runtime's encoder reads them back.
//!
//! A record is an 8-byte [`OpHeader`] followed by `words * 8` bytes of payload.
//! The most frequent operations (render, sampler and texture-stage state, texture
//! binds) fit entirely in the header's `a` and `b` fields, so they cost one 8-byte
//! store on the API thread. Payload structs are plain data ([`bytemuck::Pod`]) of
//! fixed layout; variable-length data lives in the arena's data area and is named by
//! a [`ByteRef`].
//!
//! Contract: a reader trusts the recording (it was written by this crate in the same
//! process); records are never read from untrusted input.

use crate::arena::{FrameArena, Region};
use bytemuck::{Pod, Zeroable};

/// Operation codes. New codes are only ever appended.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `b` = buffer id; payload [`CreateBuffer`].
    CreateBuffer = 1,
    /// payload [`CreateTexture`].
    CreateTexture = 2,
    /// `a` = element count, `b` = declaration id; payload = the elements
    /// (`D3DVERTEXELEMENT9`, 8 bytes each, without the end marker).
    CreateVertexDecl = 3,
    /// `b` = id of a buffer, texture or declaration that is no longer referenced by
    /// the API side. Records after it never name the id until it is created again.
    Destroy = 4,
    /// payload [`UploadBuffer`].
    UploadBuffer = 5,
    /// payload [`UploadTexture`].
    UploadTexture = 6,
    /// `a` = D3DRENDERSTATETYPE, `b` = value.
    RenderState = 7,
    /// `a` = sampler << 8 | D3DSAMPLERSTATETYPE, `b` = value. Samplers 0..15 are
    /// pixel samplers, 16 is the displacement map and 17..20 vertex samplers.
    SamplerState = 8,
    /// `a` = stage << 8 | D3DTEXTURESTAGESTATETYPE, `b` = value.
    TextureStageState = 9,
    /// `a` = sampler slot (as for `SamplerState`), `b` = texture id or 0.
    SetTexture = 10,
    /// `a` = stream; payload [`StreamSource`].
    SetStreamSource = 11,
    /// `b` = index buffer id or 0.
    SetIndices = 12,
    /// `b` = vertex declaration id or 0.
    SetVertexDecl = 13,
    /// `a` = D3DTRANSFORMSTATETYPE; payload = 16 `f32`, row-major as D3DMATRIX.
    SetTransform = 14,
    /// payload [`Viewport`].
    SetViewport = 15,
    /// payload [`Rect`].
    SetScissor = 16,
    /// `a` = render target index; payload [`SurfaceRef`] (id 0 unbinds).
    SetRenderTarget = 17,
    /// payload [`SurfaceRef`] (id 0 unbinds).
    SetDepthStencil = 18,
    /// payload [`Clear`].
    Clear = 19,
    /// `a` = D3DPRIMITIVETYPE; payload [`Draw`].
    Draw = 20,
    /// `a` = D3DPRIMITIVETYPE; payload [`DrawIndexed`].
    DrawIndexed = 21,
    /// `a` = D3DPRIMITIVETYPE; payload [`DrawUp`].
    DrawUp = 22,
    /// `a` = D3DPRIMITIVETYPE (a list type); payload [`DrawIndexedUp`]. The vertex
    /// data is either inline (`vertices.len > 0`) or stream 0..n as bound.
    DrawIndexedUp = 23,
    /// payload [`ReadBack`].
    ReadBack = 24,
    /// A Present: everything before this record is shown. `a` = 1 when a
    /// [`PresentTarget`] payload names the window to show a back buffer in
    /// (or, with [`window_system::NONE`], a frame no window shows that the
    /// presenter still sees: its HUD or a capture); `a` = 0 for a headless
    /// swap chain otherwise (nothing is shown).
    Present = 25,
    /// payload [`CopySurface`].
    CopySurface = 26,
    /// payload: a `D3DMATERIAL9` (17 `f32`).
    SetMaterial = 27,
    /// `a` = the texture's level of detail (IDirect3DBaseTexture9::SetLOD: the
    /// largest level sampled), `b` = texture id.
    SetTextureLod = 28,
    /// `a` = stage (0 vertex, 1 pixel), `b` = shader id; payload [`ByteRef`]
    /// to the shader's DXSO tokens (version to end token), which the API side
    /// has validated.
    CreateShader = 29,
    /// `a` = stage (0 vertex, 1 pixel), `b` = shader id or 0 (fixed function).
    SetShader = 30,
    /// `a` = file << 13 | first register (software vertex processing has
    /// 8,192), `b` = register count; payload = the registers (16 bytes each
    /// for float and integer files, 4 for boolean). Files: [`shader_file`].
    ShaderConstants = 31,
    /// `a` = active-light slot (0..8), `b` = D3DLIGHTTYPE or 0 when the slot is
    /// empty; payload [`Light`]. The API side packs the enabled lights into
    /// the first slots, in the order they were enabled.
    SetLight = 32,
    /// `a` = user clip plane (0..6); payload 4 `f32` (the plane as set).
    SetClipPlane = 33,
    /// The application thread's figures of the frame ending at the next
    /// Present; payload [`FrameTimes`]. Recorded only while the perf-kv
    /// telemetry is on.
    FrameTimes = 34,
    /// `a` = stream (0..16), `b` = its SetStreamSourceFreq setting (see
    /// [`crate::instancing`]).
    SetStreamFreq = 35,
    /// An occlusion query starts (`a` = 0) or stops (`a` = 1) counting, or a
    /// timestamp query is issued (`a` = 2); payload [`QueryCell`]. A start
    /// resets the cell to 0 (in order with the counts of earlier frames) and
    /// counts again when the query was already counting. A timestamp writes
    /// the GPU's time in nanoseconds once the work before it is done.
    Query = 36,
    /// `a` = the D3DTEXTUREFILTERTYPE a texture's levels are generated with
    /// (SetAutoGenFilterType), `b` = texture id (one made with
    /// [`texture_usage::AUTOGEN_MIPS`]).
    AutoGenFilter = 37,
    /// `a` = 1 when draws run with software vertex processing
    /// (SetSoftwareVertexProcessing, or a device created for it), else 0:
    /// vertex shaders then read 8,192 float constants.
    SoftwareVertexProcessing = 38,
    /// The current texture palette changed (SetCurrentTexturePalette, or
    /// SetPaletteEntries of the current one); payload the 256 entries as
    /// [`crate::format::Palette`] (1,024 bytes). Palettized texels uploaded
    /// after it read these colours.
    TexturePalette = 39,
    /// Present's flip of a swap chain of two or more back buffers: `a` =
    /// their count, payload their texture ids in order (`u32` each). The contents
    /// rotate: back buffer i takes those of i + 1, and the last takes those
    /// of back buffer 0 (what was just shown). The ids stay with their
    /// surfaces.
    RotateBackBuffers = 40,
    /// The gamma ramp the next Presents apply (a full-screen swap chain's
    /// SetGammaRamp): `a` = 1 with the ramp as payload, 256 red, 256 green
    /// and 256 blue `u16` entries; `a` = 0 for none (the identity).
    GammaRamp = 41,
}

/// Payload of [`Op::Query`]: the API side's result cell, an 8-byte aligned
/// `AtomicU64` that stays allocated while the runtime device lives. The
/// runtime writes the query's result into it when the frame retires.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, Pod, Zeroable)]
pub struct QueryCell {
    pub addr: u64,
}

/// Payload of [`Op::FrameTimes`].
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, Pod, Zeroable)]
pub struct FrameTimes {
    /// Wall time since the previous Present of the device.
    pub frame_ns: u64,
    /// CPU time of the presenting thread since the previous Present.
    pub api_ns: u64,
    /// Not measured (0): reserved for a count of D3D9 calls.
    pub api_calls: u64,
    /// Time the calls waited for the GPU (the frame-latency bound,
    /// read-backs).
    pub gpu_wait_ns: u64,
}

/// The constant files of [`Op::ShaderConstants`]: (registers, bytes each).
pub mod shader_file {
    pub const VS_F: usize = 0;
    pub const VS_I: usize = 1;
    pub const VS_B: usize = 2;
    pub const PS_F: usize = 3;
    pub const PS_I: usize = 4;
    pub const PS_B: usize = 5;
    pub const LAYOUT: [(u32, u32); 6] = [(256, 16), (16, 16), (16, 4), (224, 16), (16, 16), (16, 4)];
    /// The registers of each file on a device with software vertex
    /// processing (D3DCREATE_SOFTWARE_VERTEXPROCESSING or MIXED).
    pub const SOFTWARE_REGISTERS: [u32; 6] = [8192, 2048, 2048, 224, 16, 16];
    /// [`super::Op::ShaderConstants`]'s `a`: the file in the top three bits.
    pub const FILE_SHIFT: u32 = 13;
}

impl Op {
    /// Decodes an op byte; `None` for a byte no writer produces.
    pub fn from_u8(v: u8) -> Option<Op> {
        if (1..=41).contains(&v) {
            // SAFETY: the enum is repr(u8) with contiguous values 1..=41.
            Some(unsafe { std::mem::transmute::<u8, Op>(v) })
        } else {
            None
        }
    }
}

/// The 8-byte header of every record.
#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct OpHeader {
    pub op: u8,
    /// Payload length in 8-byte words.
    pub words: u8,
    pub a: u16,
    pub b: u32,
}

/// A span of payload bytes: in the frame arena, or (the data of an
/// [`UploadBuffer`] with DISCARD or NOOVERWRITE) in a buffer's CPU copy, which
/// the API side keeps alive and unwritten until the frame is replayed (see
/// [`crate::lent_copy`]).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, Pod, Zeroable)]
pub struct ByteRef {
    pub ptr: u64,
    pub len: u64,
}

impl ByteRef {
    pub fn new(bytes: &[u8]) -> Self {
        ByteRef {
            ptr: bytes.as_ptr() as u64,
            len: bytes.len() as u64,
        }
    }
    /// # Safety
    /// The referenced frame arena or CPU copy must still be alive (the runtime
    /// reads a frame only before it signals `replayed`).
    /// `ptr` and `len` must be those [`ByteRef::new`] took from a slice of that
    /// memory, whose bytes nothing writes for `'a`. (A program that breaks a
    /// NOOVERWRITE lock's promise can write a lent CPU copy meanwhile; the
    /// runtime's copy of those bytes is then torn, as a GPU's read of mapped
    /// memory would be.)
    pub unsafe fn bytes<'a>(&self) -> &'a [u8] {
        if self.len == 0 {
            return &[];
        }
        // SAFETY: the caller guarantees `ptr` and `len` describe a slice of a
        // live frame arena that nothing writes for `'a`.
        unsafe { std::slice::from_raw_parts(self.ptr as *const u8, self.len as usize) }
    }
}

/// Buffer usage flags of [`CreateBuffer`].
pub mod buffer_usage {
    pub const VERTEX: u32 = 1;
    pub const INDEX: u32 = 2;
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct CreateBuffer {
    pub id: u32,
    pub usage: u32,
    pub size: u64,
}

/// Texture usage flags of [`CreateTexture`].
pub mod texture_usage {
    /// Sampled by draws.
    pub const SAMPLED: u32 = 1;
    /// A colour render target.
    pub const RENDER_TARGET: u32 = 2;
    /// A depth/stencil target.
    pub const DEPTH_STENCIL: u32 = 4;
    /// The swap chain's back buffer.
    pub const BACK_BUFFER: u32 = 8;
    /// A back buffer whose contents Present discards (D3DSWAPEFFECT_DISCARD).
    pub const DISCARDED_BY_PRESENT: u32 = 16;
    /// D3DUSAGE_AUTOGENMIPMAP: the application sees level 0 only; the levels
    /// below it are generated from it (the format renders and filters).
    pub const AUTOGEN_MIPS: u32 = 32;
}

/// Texture shapes of [`CreateTexture`].
pub mod texture_shape {
    /// A 2D texture (also every standalone surface).
    pub const D2: u32 = 0;
    /// A cube map: six square faces (layers, in D3DCUBEMAP_FACES order).
    pub const CUBE: u32 = 1;
    /// A volume (3D) texture, `depth` slices deep.
    pub const VOLUME: u32 = 2;
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct CreateTexture {
    pub id: u32,
    /// D3DFORMAT.
    pub format: u32,
    pub width: u32,
    pub height: u32,
    pub levels: u32,
    pub usage: u32,
    pub samples: u32,
    /// [`texture_shape`].
    pub shape: u32,
    /// Slices of a volume texture (1 otherwise).
    pub depth: u32,
    pub _pad: u32,
}

/// Flags of [`UploadBuffer`].
pub mod upload_flags {
    /// The application discarded the buffer's old contents (D3DLOCK_DISCARD).
    pub const DISCARD: u32 = 1;
    /// The application promised not to overwrite data earlier draws of the frame
    /// read (D3DLOCK_NOOVERWRITE).
    pub const NOOVERWRITE: u32 = 2;
}

/// New bytes for `data.len` bytes of buffer `id` at `offset`. Writers keep offset
/// and length multiples of 4 (the GPU copies whole words). With DISCARD or
/// NOOVERWRITE, `data` may name the buffer's CPU copy rather than the arena.
#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct UploadBuffer {
    pub id: u32,
    pub flags: u32,
    pub offset: u64,
    pub data: ByteRef,
}

/// Texture bytes in the D3D9 layout of the texture's format, rows `pitch` bytes
/// apart and slices `slice_pitch` bytes apart; the runtime converts them to
/// the GPU format. `layer` is the cube face, or the first slice of a volume
/// box `depth` slices deep (2D and cube uploads have depth 1).
#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct UploadTexture {
    pub id: u32,
    pub level: u32,
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
    pub pitch: u32,
    pub layer: u32,
    pub data: ByteRef,
    pub depth: u32,
    pub slice_pitch: u32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct StreamSource {
    pub id: u32,
    pub offset: u32,
    pub stride: u32,
    pub _pad: u32,
}

/// A light source of [`Op::SetLight`]: the D3DLIGHT9 fields after `Type`,
/// world space.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Pod, Zeroable)]
pub struct Light {
    pub diffuse: [f32; 4],
    pub specular: [f32; 4],
    pub ambient: [f32; 4],
    pub position: [f32; 3],
    pub direction: [f32; 3],
    pub range: f32,
    pub falloff: f32,
    pub attenuation: [f32; 3],
    pub theta: f32,
    pub phi: f32,
    pub _pad: f32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Pod, Zeroable)]
pub struct Viewport {
    pub x: u32,
    pub y: u32,
    pub width: u32,
    pub height: u32,
    pub min_z: f32,
    pub max_z: f32,
}

/// A rectangle in pixels, `left/top` inclusive and `right/bottom` exclusive.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Pod, Zeroable)]
pub struct Rect {
    pub left: i32,
    pub top: i32,
    pub right: i32,
    pub bottom: i32,
}

impl Rect {
    pub fn is_empty(&self) -> bool {
        self.right <= self.left || self.bottom <= self.top
    }
    pub fn intersect(&self, o: &Rect) -> Rect {
        Rect {
            left: self.left.max(o.left),
            top: self.top.max(o.top),
            right: self.right.min(o.right),
            bottom: self.bottom.min(o.bottom),
        }
    }
    /// The smallest rectangle holding both.
    pub fn union(&self, o: &Rect) -> Rect {
        Rect {
            left: self.left.min(o.left),
            top: self.top.min(o.top),
            right: self.right.max(o.right),
            bottom: self.bottom.max(o.bottom),
        }
    }
    /// Grown outwards to whole blocks of `dim` pixels.
    pub fn to_blocks(&self, dim: i32) -> Rect {
        let up = |v: i32| (v + dim - 1) / dim * dim;
        Rect {
            left: self.left / dim * dim,
            top: self.top / dim * dim,
            right: up(self.right),
            bottom: up(self.bottom),
        }
    }
}

/// A surface: a mip level of one layer (cube face) of texture `id` (a
/// standalone surface is level 0 of a one-level texture). `level` packs the
/// mip level in its low 16 bits and the layer in its high 16 bits.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Pod, Zeroable)]
pub struct SurfaceRef {
    pub id: u32,
    pub level: u32,
}

impl SurfaceRef {
    /// Mip `level` of layer `layer` of texture `id`.
    pub fn new(id: u32, layer: u32, level: u32) -> SurfaceRef {
        SurfaceRef {
            id,
            level: layer << 16 | (level & 0xFFFF),
        }
    }

    /// The mip level.
    pub fn mip(&self) -> u32 {
        self.level & 0xFFFF
    }

    /// The layer (cube face; 0 for 2D textures).
    pub fn layer(&self) -> u32 {
        self.level >> 16
    }
}

/// Window systems a [`PresentTarget`] can name.
pub mod window_system {
    /// No window: nothing is shown; the presenter counts the frame for the
    /// HUD and captures it when asked ([`PresentTarget::capture`]), at the
    /// back buffer's size.
    pub const NONE: u32 = 0;
    /// `window` is an X11 window id on the process's X display.
    pub const X11: u32 = 1;
    /// `window` is a `wl_surface*` of the `wl_display*` in `display` (a
    /// native program's own connection: the same process).
    pub const WAYLAND: u32 = 2;
}

/// Where a Present shows a back buffer.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Pod, Zeroable)]
pub struct PresentTarget {
    /// The back buffer.
    pub src: SurfaceRef,
    /// The native window, of [`window_system`] `window_system`.
    pub window: u64,
    pub window_system: u32,
    /// The window's client size: the back buffer is scaled to it (with
    /// [`window_system::NONE`], the back buffer's size).
    pub width: u32,
    pub height: u32,
    /// D3DPRESENT_INTERVAL_* of the swap chain.
    pub interval: u32,
    /// The part of the back buffer shown (Present's source rectangle:
    /// left, top, right, bottom); all 0 for the whole back buffer.
    pub src_rect: [u32; 4],
    /// Where in the client area it is shown (Present's destination
    /// rectangle); all 0 for the whole client area. The rest of the client
    /// area keeps what it showed.
    pub dst_rect: [i32; 4],
    /// The device cursor the presenter draws over the frame: its image's
    /// texture (0: none) and where its top-left corner falls in the client
    /// area.
    pub cursor: u32,
    pub cursor_x: i32,
    pub cursor_y: i32,
    /// [`present_overlay`] bits: what the presenter draws over the frame.
    pub overlays: u32,
    /// Nonzero: the frame as shown is also written to a file (the Present's
    /// number in the process, which names the file; `debug.captureAtPresent`).
    pub capture: u32,
    pub _pad: u32,
    /// The display the window belongs to ([`window_system::WAYLAND`]: the
    /// `wl_display*`); 0 for the process's default display.
    pub display: u64,
}
const _: () = assert!(std::mem::size_of::<PresentTarget>() == 96);

/// What the presenter draws over a frame ([`PresentTarget::overlays`]).
pub mod present_overlay {
    /// The device's HUD (the implicit swap chain's frames).
    pub const HUD: u32 = 1;
}

/// A Clear, already reduced to the rectangles to clear in target pixels.
#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct Clear {
    /// D3DCLEAR_* flags, reduced to the planes the bound targets have.
    pub flags: u32,
    /// D3DCOLOR.
    pub color: u32,
    pub z: f32,
    pub stencil: u32,
    /// [`Rect`]s; an empty list with `whole = 1` clears the whole target.
    pub rects: ByteRef,
    pub whole: u32,
    pub _pad: u32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct Draw {
    pub start_vertex: u32,
    pub primitive_count: u32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct DrawIndexed {
    pub base_vertex: i32,
    pub min_index: u32,
    pub num_vertices: u32,
    pub start_index: u32,
    pub primitive_count: u32,
    pub _pad: u32,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct DrawUp {
    pub primitive_count: u32,
    pub stride: u32,
    pub vertices: ByteRef,
}

/// An indexed draw whose indices (and optionally vertices) come from the frame.
/// With `vertices.len == 0` the bound streams are read, offset by `base_vertex`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct DrawIndexedUp {
    pub primitive_count: u32,
    pub stride: u32,
    /// 2 or 4.
    pub index_size: u32,
    pub base_vertex: i32,
    pub vertices: ByteRef,
    pub indices: ByteRef,
}

/// Copies a GPU surface into application memory once the GPU has drawn it. The
/// destination must stay valid until the frame that carries this record retires.
#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct ReadBack {
    pub src: SurfaceRef,
    pub dst_ptr: u64,
    pub dst_pitch: u32,
    pub width: u32,
    pub height: u32,
    /// D3DFORMAT of the destination (equal to the source's).
    pub format: u32,
}

/// A GPU-to-GPU copy between two surfaces of the same format (StretchRect without
/// scaling, back-buffer copies).
#[repr(C)]
#[derive(Clone, Copy, Debug, Pod, Zeroable)]
pub struct CopySurface {
    pub src: SurfaceRef,
    pub dst: SurfaceRef,
    pub src_rect: Rect,
    pub dst_x: u32,
    pub dst_y: u32,
    /// D3DTEXTUREFILTERTYPE used when the rectangles differ in size.
    pub filter: u32,
    pub _pad: u32,
    pub dst_rect: Rect,
}

/// Writes records into a [`FrameArena`].
pub struct Recorder {
    arena: FrameArena,
}

impl Default for Recorder {
    fn default() -> Self {
        Self::new()
    }
}

impl Recorder {
    pub fn new() -> Self {
        Recorder {
            arena: FrameArena::new(),
        }
    }

    /// Records a header-only operation.
    #[inline]
    pub fn op(&mut self, op: Op, a: u16, b: u32) {
        let p = self.arena.command_bytes(8);
        let h = OpHeader {
            op: op as u8,
            words: 0,
            a,
            b,
        };
        // SAFETY: `p` points at 8 writable, 8-aligned bytes.
        unsafe { (p as *mut OpHeader).write(h) };
    }

    /// Records an operation with a fixed-layout payload.
    #[inline]
    pub fn op_with<T: Pod>(&mut self, op: Op, a: u16, b: u32, payload: &T) {
        self.op_with_bytes(op, a, b, bytemuck::bytes_of(payload));
    }

    /// Records an operation whose payload is `bytes` (at most 2,040 bytes).
    #[inline]
    pub fn op_with_bytes(&mut self, op: Op, a: u16, b: u32, bytes: &[u8]) {
        let words = bytes.len().div_ceil(8);
        debug_assert!(words <= 255, "payload too large for a record");
        let p = self.arena.command_bytes(8 + words * 8);
        let h = OpHeader {
            op: op as u8,
            words: words as u8,
            a,
            b,
        };
        // SAFETY: `p` points at 8 + words*8 writable, 8-aligned bytes.
        unsafe {
            (p as *mut OpHeader).write(h);
            std::ptr::copy_nonoverlapping(bytes.as_ptr(), p.add(8), bytes.len());
            std::ptr::write_bytes(p.add(8 + bytes.len()), 0, words * 8 - bytes.len());
        }
    }

    /// Copies `bytes` into the frame's payload memory.
    pub fn data(&mut self, bytes: &[u8]) -> ByteRef {
        ByteRef::new(self.arena.copy_data(bytes))
    }

    /// [`Recorder::data`] for bytes the application sized: None when the
    /// memory cannot be had (the call answers E_OUTOFMEMORY or skips the
    /// upload; the process goes on).
    pub fn try_data(&mut self, bytes: &[u8]) -> Option<ByteRef> {
        self.arena.try_copy_data(bytes).map(ByteRef::new)
    }

    /// Allocates `len` bytes of payload memory for the caller to fill.
    pub fn data_mut(&mut self, len: usize) -> &mut [u8] {
        self.arena.data_bytes(len)
    }

    /// [`Recorder::data_mut`] for a size the application chose.
    pub fn try_data_mut(&mut self, len: usize) -> Option<&mut [u8]> {
        self.arena.try_data_bytes(len)
    }

    /// True when nothing was recorded since the last [`Recorder::take`].
    pub fn is_empty(&self) -> bool {
        self.arena.command_len() == 0
    }

    /// Hands the recorded arena out (for submission) and starts a fresh one from
    /// `recycled`, an arena the runtime has finished reading.
    pub fn take(&mut self, mut recycled: FrameArena) -> FrameArena {
        recycled.reset();
        std::mem::replace(&mut self.arena, recycled)
    }
}

/// One decoded record.
#[derive(Clone, Copy, Debug)]
pub struct Record<'a> {
    pub op: Op,
    pub a: u16,
    pub b: u32,
    pub payload: &'a [u8],
}

impl<'a> Record<'a> {
    /// Reads the payload as `T`.
    pub fn get<T: Pod>(&self) -> T {
        bytemuck::pod_read_unaligned(&self.payload[..std::mem::size_of::<T>()])
    }
}

/// Iterates over the records of a list of regions. Bytes that are not a
/// whole record (a truncated region, an unknown op) end the iteration, and
/// [`RecordIter::corruption`] says what was found: the records are never
/// read past the region they are in.
pub struct RecordIter<'a> {
    regions: &'a [Region],
    cur: &'a [u8],
    corruption: Option<String>,
}

impl<'a> RecordIter<'a> {
    /// # Safety
    /// Every region must point at live bytes of its length.
    pub unsafe fn new(regions: &'a [Region]) -> Self {
        RecordIter {
            regions,
            cur: &[],
            corruption: None,
        }
    }

    /// What ended the iteration early, if something did: the frame's record
    /// is corrupt from there on.
    pub fn corruption(&self) -> Option<&str> {
        self.corruption.as_deref()
    }

    fn corrupt(&mut self, what: String) -> Option<Record<'a>> {
        self.corruption = Some(what);
        self.regions = &[];
        self.cur = &[];
        None
    }
}

impl<'a> Iterator for RecordIter<'a> {
    type Item = Record<'a>;
    fn next(&mut self) -> Option<Record<'a>> {
        while self.cur.is_empty() {
            let (first, rest) = self.regions.split_first()?;
            self.regions = rest;
            // SAFETY: guaranteed by the constructor's contract.
            self.cur = unsafe { std::slice::from_raw_parts(first.ptr, first.len) };
        }
        let Some(header) = self.cur.get(..8) else {
            let left = self.cur.len();
            return self.corrupt(format!("a record header cut short ({left} bytes left)"));
        };
        let h: OpHeader = bytemuck::pod_read_unaligned(header);
        let end = 8 + h.words as usize * 8;
        let Some(payload) = self.cur.get(8..end) else {
            let left = self.cur.len();
            return self.corrupt(format!("op {} of {end} bytes cut short ({left} bytes left)", h.op));
        };
        let Some(op) = Op::from_u8(h.op) else {
            return self.corrupt(format!("unknown op {}", h.op));
        };
        self.cur = &self.cur[end..];
        Some(Record {
            op,
            a: h.a,
            b: h.b,
            payload,
        })
    }
}

#[cfg(test)]
mod tests;
