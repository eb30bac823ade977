//! Lowering a decoded, validated DXSO shader to the shader IR.
//!
//! # Registers
//! - `r#` are IR temporaries of the same number; `a0`, `p0`, each loop
//!   nesting level's `aL` and the scratch registers of macro expansions are
//!   temporaries after them ([`Layout`]).
//! - Constants: `c#` is constant `#` of the uniform block; constants the shader
//!   defines (`def`) are immediates for direct reads and overrides for
//!   relative ones. `defi`/`defb` values are literals; other `i#`/`b#` reads
//!   use the uniform integer and boolean constants.
//! - Vertex shaders: input `v#` is IR input `#` at location `#` (the device
//!   matches the vertex declaration to [`Translation::inputs`]). A constant
//!   after the shader's 256 ([`VS_FIXUP_CONSTANT`]) carries the half-pixel
//!   offset and depth bias added to the position.
//! - Varyings are matched by semantic through fixed locations
//!   ([`varying_location`]): `TEXCOORD0..7` at 0..7, `COLOR0..1` at 8..9,
//!   `FOG` at 10, every other semantic from 11 on in order of declaration.
//! - Vertex texture samplers `s0..s3` are IR samplers 16..19
//!   ([`VS_SAMPLER_BASE`]), pixel samplers keep their number.
//!
//! # Subroutines
//! `call`/`callnz` are inlined (D3D9 forbids recursion and limits the call
//! depth, so inlining always ends); `ret` at the top level of a body ends it.

use super::decode::{
    Decl, Dst as DDst, Instruction, Literal, RegType, Register, Relative, Shader, Src as DSrc, SrcMod as DMod,
};
use super::opcodes::Opcode;
use super::{ShaderKind, Version};
use crate::ir::{self, *};
use std::collections::BTreeMap;
use wgd3d9_core::vertex_decl::AttribFormat;

mod error;
mod ps1;

pub use error::{LowerError, LowerErrorKind};

/// First IR sampler of vertex texture samplers (`D3DVERTEXTEXTURESAMPLER0`).
pub const VS_SAMPLER_BASE: u32 = 16;
/// The vertex shader constants holding the position fix-up (offset, then
/// scale: see [`Program::position_fixup`]), after the 256 application
/// registers of hardware vertex processing.
pub const VS_FIXUP_CONSTANT: u32 = 256;
/// The float constant registers of software vertex processing
/// (D3DCREATE_SOFTWARE_VERTEXPROCESSING and MIXED): translated with
/// [`Options::software_vp`], a vertex shader reads this many, and the
/// runtime's registers (position fix-up and those after it) follow them.
pub const VS_SOFTWARE_CONSTANTS: u32 = 8192;

/// The first runtime register of a vertex shader (its position fix-up):
/// after the application's 256 registers, or their 8192 under software
/// vertex processing. The point-size and clip-plane registers follow at
/// the same distances as after [`VS_FIXUP_CONSTANT`].
pub fn vs_fixup_constant(software_vp: bool) -> u32 {
    if software_vp {
        VS_SOFTWARE_CONSTANTS
    } else {
        VS_FIXUP_CONSTANT
    }
}
/// Vertex shaders: the constant after the position fix-up's two that holds
/// (D3DRS_POINTSIZE, POINTSIZE_MIN, POINTSIZE_MAX, 0), and the one after it
/// one pixel in clip space, for [`Program::expand_points`].
pub const VS_POINT_CONSTANT: u32 = VS_FIXUP_CONSTANT + 2;
pub const VS_POINT_PIXEL_CONSTANT: u32 = VS_FIXUP_CONSTANT + 3;
/// Vertex shaders: the six user clip planes (clip space) from this constant,
/// for [`Program::append_clip_planes`].
pub const VS_CLIP_PLANE_CONSTANT: u32 = VS_FIXUP_CONSTANT + 4;
/// ps_1_x: the bump-mapping matrix of stage `n` is constant `PS1_BUMP_MATRIX + n`
/// (`BUMPENVMAT00, 01, 10, 11`), its luminance scale and offset constant
/// `PS1_BUMP_LUMINANCE + n` (x, y).
pub const PS1_BUMP_MATRIX: u32 = 8;
pub const PS1_BUMP_LUMINANCE: u32 = 16;
/// Pixel shaders: the constant register after the model's that the runtime
/// fills with D3DRS_ALPHAREF for [`Program::append_alpha_test`].
pub fn ps_alpha_ref_constant(v: Version) -> u32 {
    match v.major {
        1 => PS1_BUMP_LUMINANCE + 8,
        2 => 32,
        _ => 224,
    }
}

/// Pixel shaders: the constant register after the alpha reference that the
/// runtime fills with (D3DRS_DEPTHBIAS, MinZ, MaxZ) for
/// [`Program::append_depth_bias`].
pub fn ps_depth_bias_constant(v: Version) -> u32 {
    ps_alpha_ref_constant(v) + 1
}

/// The first constant register the runtime fills rather than the
/// application: the position fix-up of vertex shaders, the bump-mapping
/// registers of ps_1_x, the alpha reference of other pixel shaders
/// (see `Program::pack_constants`).
pub fn first_runtime_constant(vertex: bool, v: Version) -> u32 {
    match (vertex, v.major) {
        (true, _) => VS_FIXUP_CONSTANT,
        (false, 1) => PS1_BUMP_MATRIX,
        (false, _) => ps_alpha_ref_constant(v),
    }
}

/// Pixel shaders below 3.0: the constant registers after the depth bias that
/// the runtime fills with D3DRS_FOGCOLOR and the fog parameters for
/// [`Program::append_fog`].
pub fn ps_fog_constants(v: Version) -> (u32, u32) {
    let at = ps_depth_bias_constant(v) + 1;
    (at, at + 1)
}
/// Pixel shaders: the four constant registers after the fog constants that
/// the runtime fills with the samplers' D3DSAMP_MIPMAPLODBIAS for
/// [`Program::apply_lod_bias`].
pub fn ps_lod_bias_constant(v: Version) -> u32 {
    ps_fog_constants(v).1 + 1
}

/// Largest number of IR instructions a shader may expand to (subroutines
/// inlined, macros expanded).
pub const MAX_EXPANDED: usize = 1 << 16;

/// D3DDECLUSAGE values the lowering names.
pub mod usage {
    pub const POSITION: u8 = 0;
    pub const PSIZE: u8 = 4;
    pub const TEXCOORD: u8 = 5;
    pub const COLOR: u8 = 10;
    pub const FOG: u8 = 11;
}

/// A register's semantic: D3DDECLUSAGE and usage index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Semantic {
    pub usage: u8,
    pub index: u8,
}

/// The location of a varying with semantic `s`: fixed for texture
/// coordinates, colours and fog; others take the next free location after 10
/// in the order `extra` lists them (a new one is appended), skipping
/// [`ir::CONSTANT_INDEX_LOCATION`].
pub fn varying_location(s: Semantic, extra: &mut Vec<Semantic>) -> u32 {
    match (s.usage, s.index) {
        (usage::TEXCOORD, i @ 0..=7) => i.into(),
        (usage::COLOR, i @ 0..=1) => 8 + u32::from(i),
        (usage::FOG, 0) => 10,
        _ => {
            let at = extra.iter().position(|e| *e == s).unwrap_or_else(|| {
                extra.push(s);
                extra.len() - 1
            });
            let location = 11 + at as u32;
            location + u32::from(location >= ir::CONSTANT_INDEX_LOCATION)
        }
    }
}

/// What a shader became.
#[derive(Clone, Debug, PartialEq)]
pub struct Translation {
    pub version: Version,
    pub program: Program,
    /// Vertex shaders: the semantic each declared input register reads (the
    /// register number is the attribute location).
    pub inputs: Vec<(u32, Semantic)>,
    /// The varyings written (vertex) or read (pixel), by location.
    pub varyings: Vec<(u32, Semantic)>,
    /// The relaxed validation rules the shader broke ([`super::translate`]
    /// fills this in; [`lower`] alone leaves it empty).
    pub relaxed: super::validate::Relaxed,
    /// Vertex shaders: the shader names a float constant register past 255
    /// (read, or defined): only software vertex processing runs it.
    pub software_constants: bool,
}

/// Options that change the generated program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// D3D9's legacy `0 * x = 0` multiply ([`Program::legacy_mul`]); `None`
    /// applies it to pixel shaders before 3.0.
    pub legacy_mul: Option<bool>,
    /// ps_1_x (no sampler declarations): the dimension of each stage's texture.
    pub ps1_sampler_dims: [TextureDim; 8],
    /// ps_1_1..1_3: per stage, the coordinate component `tex` and `texbem`
    /// divide by when the stage's D3DTSS_TEXTURETRANSFORMFLAGS has
    /// D3DTTFF_PROJECTED (1 = y, 2 = z, 3 = w; 0 = no division).
    pub ps1_projected: [u8; 4],
    /// Vertex shaders: software vertex processing's constant file of
    /// [`VS_SOFTWARE_CONSTANTS`] registers, read from a storage buffer
    /// ([`Program::storage_constants`]). Without it, reads of registers past
    /// 255 (which D3D9 runs only under software vertex processing) read zero.
    pub software_vp: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            legacy_mul: None,
            ps1_sampler_dims: [TextureDim::D2; 8],
            ps1_projected: [0; 4],
            software_vp: false,
        }
    }
}

/// Where the lowering keeps D3D9 registers among the IR temporaries.
struct Layout {
    addr: u32,
    pred: u32,
    /// First `aL` (one per loop nesting level, four levels).
    loops: u32,
    /// ps_1_x `t#` values (ps_1_1..1_3) and clamped constants.
    ps1_t: u32,
    ps1_c: u32,
    /// `vPos` with D3D9's integer pixel centres.
    vpos: u32,
    /// ps_1_x co-issue: the copy of a register the first instruction of a
    /// pair writes and the second reads (see `Lower::coissue_snapshot`).
    coissue: u32,
    /// First scratch register.
    scratch: u32,
}

const MAX_LOOP_DEPTH: u32 = 4;
const SCRATCH: u32 = 4;

impl Layout {
    fn new() -> Layout {
        let addr = 32;
        let pred = addr + 1;
        let loops = pred + 1;
        let ps1_t = loops + MAX_LOOP_DEPTH;
        let ps1_c = ps1_t + 6;
        let vpos = ps1_c + 8;
        Layout {
            addr,
            pred,
            loops,
            ps1_t,
            ps1_c,
            vpos,
            coissue: vpos + 1,
            scratch: vpos + 2,
        }
    }
    fn temps(&self) -> u32 {
        self.scratch + SCRATCH
    }
}

pub(super) struct Lower<'a> {
    s: &'a Shader,
    v: Version,
    vs: bool,
    layout: Layout,
    p: Program,
    inputs: Vec<(u32, Semantic)>,
    varyings: Vec<(u32, Semantic)>,
    extra_varyings: Vec<Semantic>,
    /// DXSO output register (type, index) -> IR output register, in IR
    /// register order (iterated when the epilogue clamps colours, so the
    /// generated program is deterministic).
    outputs: Vec<((RegType, u32), u32)>,
    /// `def`ined float constants -> immediate index.
    defs: BTreeMap<u32, u32>,
    defi: BTreeMap<u32, [i32; 4]>,
    defb: BTreeMap<u32, bool>,
    /// Subroutine bodies by label number: instruction index range.
    labels: BTreeMap<u32, (usize, usize)>,
    /// `aL` registers of the open loops, innermost last.
    loop_stack: Vec<u32>,
    call_depth: u32,
    /// ps_1_x: texm3x2/texm3x3 row results so far.
    ps1_rows: u32,
    ps1_dims: [TextureDim; 8],
    ps1_projected: [u8; 4],
    /// Reads of `.0` go to `.1` while the second instruction of a co-issued
    /// pair is lowered.
    read_alias: Option<(Reg, Reg)>,
    /// The application's float constant registers the block holds (those
    /// after them are the runtime's).
    app_constants: u32,
}

fn err(offset: usize, kind: LowerErrorKind) -> LowerError {
    LowerError { offset, kind }
}

/// Lowers a decoded shader that passed [`super::validate::validate`].
pub fn lower(s: &Shader, options: &Options) -> Result<Translation, LowerError> {
    let vs = s.version.stage == ShaderKind::Vertex;
    let mut p = Program::new(if vs { ir::Stage::Vertex } else { ir::Stage::Fragment });
    p.legacy_mul = options.legacy_mul.unwrap_or(!vs && s.version.major < 3);
    let layout = Layout::new();
    p.temps = layout.temps();
    // Macros expand: room for about two IR instructions per DXSO one.
    p.body.reserve(2 * s.instructions.len());
    let mut l = Lower {
        s,
        v: s.version,
        vs,
        layout,
        p,
        inputs: Vec::new(),
        varyings: Vec::new(),
        extra_varyings: Vec::new(),
        outputs: Vec::new(),
        defs: BTreeMap::new(),
        defi: BTreeMap::new(),
        defb: BTreeMap::new(),
        labels: BTreeMap::new(),
        loop_stack: Vec::new(),
        call_depth: 0,
        ps1_rows: 0,
        ps1_dims: [TextureDim::D2; 8],
        ps1_projected: [0; 4],
        read_alias: None,
        app_constants: 0,
    };
    l.constants(options.software_vp);
    l.prologue(options)?;
    let main_end = l.find_labels()?;
    l.body(0, main_end)?;
    l.epilogue();
    if l.p.body.len() > MAX_EXPANDED {
        return Err(err(0, LowerErrorKind::TooLarge));
    }
    l.p.compact_temps();
    // A program the IR refuses is this lowering's fault; refusing the shader
    // keeps the fault from reaching the GPU side.
    l.p.check().map_err(|e| err(0, LowerErrorKind::Internal(e)))?;
    Ok(Translation {
        version: s.version,
        program: l.p,
        inputs: l.inputs,
        varyings: l.varyings,
        relaxed: Vec::new(),
        software_constants: vs && names_software_constant(s),
    })
}

/// Whether a vertex shader names a float constant past the 256 of hardware
/// vertex processing, as a source or in a `def`.
fn names_software_constant(s: &Shader) -> bool {
    let high = |r: &Register| {
        let bank = match r.ty {
            RegType::Const => 0,
            RegType::Const2 => 2048,
            RegType::Const3 => 4096,
            RegType::Const4 => 6144,
            _ => return false,
        };
        r.index + bank >= VS_FIXUP_CONSTANT
    };
    s.instructions
        .iter()
        .any(|i| i.dst.is_some_and(|d| high(&d.reg)) || i.src.iter().any(|src| high(&src.reg)))
}

impl Lower<'_> {
    fn is_ps1(&self) -> bool {
        !self.vs && self.v.major == 1
    }

    /// The float constant block and the `def`s.
    fn constants(&mut self, software_vp: bool) {
        self.p.constants = if self.vs {
            let fixup = vs_fixup_constant(software_vp);
            self.p.position_fixup = Some(fixup);
            self.p.storage_constants = software_vp;
            self.app_constants = fixup;
            fixup + (VS_CLIP_PLANE_CONSTANT + 6 - VS_FIXUP_CONSTANT)
        } else {
            // Registers past the model's (and ps_1_x's bump-mapping ones)
            // carry the alpha test reference, the depth bias, the fog
            // colour and parameters and the samplers' LOD biases.
            self.app_constants = ps_lod_bias_constant(self.v) + 4;
            self.app_constants
        };
        self.p.application_constants = Some(if self.vs {
            self.app_constants
        } else {
            first_runtime_constant(false, self.v)
        });
        for i in &self.s.instructions {
            let (Some(d), Some(lit)) = (i.dst, i.literal) else {
                continue;
            };
            match lit {
                Literal::Float(f) => {
                    let f = if self.is_ps1() {
                        f.map(|x| x.clamp(-1.0, 1.0))
                    } else {
                        f
                    };
                    let imm = self.imm(f);
                    self.defs.insert(d.reg.index, imm);
                    if d.reg.index < self.app_constants {
                        self.p.const_overrides.push((d.reg.index, imm));
                    }
                }
                Literal::Int(v) => {
                    self.defi.insert(d.reg.index, v);
                }
                Literal::Bool(b) => {
                    self.defb.insert(d.reg.index, b);
                }
            }
        }
    }

    fn imm(&mut self, v: [f32; 4]) -> u32 {
        self.p.immediate(v)
    }

    fn imm_src(&mut self, v: [f32; 4]) -> Src {
        Src::new(Reg::imm(self.imm(v)))
    }

    fn push(&mut self, i: Inst) {
        self.p.body.push(i);
    }

    /// Declarations: inputs, outputs, samplers; ps_1_x register set-up.
    fn prologue(&mut self, options: &Options) -> Result<(), LowerError> {
        let decls: Vec<(usize, Decl, DDst)> = self
            .s
            .instructions
            .iter()
            .filter(|i| i.opcode == Opcode::Dcl)
            .filter_map(|i| Some((i.offset, i.decl?, i.dst?)))
            .collect();
        for (offset, decl, dst) in decls {
            self.declare(offset, decl, dst)?;
        }
        if self.is_ps1() {
            self.ps1_dims = options.ps1_sampler_dims;
            self.ps1_projected = options.ps1_projected;
            self.ps1_prologue();
        }
        Ok(())
    }

    fn semantic(decl: Decl) -> Semantic {
        Semantic {
            usage: decl.usage,
            index: decl.usage_index,
        }
    }

    fn input(&mut self, reg: u32, location: u32, flat: bool, centroid: bool) {
        self.input_masked(reg, location, flat, centroid, mask::ALL);
    }

    /// Declares IR input `reg` filled (components `mask`) from `location`.
    fn input_masked(&mut self, reg: u32, location: u32, flat: bool, centroid: bool, mask: u8) {
        if self.p.inputs.iter().any(|d| d.reg == reg && d.location == location) {
            return;
        }
        self.p.inputs.push(InputDecl {
            reg,
            location,
            format: AttribFormat::Float4,
            flat,
            centroid,
            mask,
        });
    }

    /// Pixel shaders before 3.0: colour input `v#` (IR input 8 + #).
    fn colour_input(&mut self, n: u32, centroid: bool) -> Reg {
        if !self.p.inputs.iter().any(|d| d.reg == 8 + n) {
            let sem = Semantic {
                usage: usage::COLOR,
                index: n as u8,
            };
            self.varyings.push((8 + n, sem));
            self.input(8 + n, 8 + n, false, centroid);
        }
        Reg::input(8 + n)
    }

    /// Pixel shaders before 3.0: texture coordinate `t#` (IR input #).
    fn texcoord_input(&mut self, n: u32, centroid: bool) -> Reg {
        if !self.p.inputs.iter().any(|d| d.reg == n) {
            let sem = Semantic {
                usage: usage::TEXCOORD,
                index: n as u8,
            };
            self.varyings.push((n, sem));
            self.input(n, n, false, centroid);
        }
        Reg::input(n)
    }

    fn declare(&mut self, offset: usize, decl: Decl, dst: DDst) -> Result<(), LowerError> {
        let centroid = dst.modifiers & super::decode::result_mod::CENTROID != 0;
        let reg = dst.reg;
        match (self.vs, reg.ty) {
            (true, RegType::Input) => {
                self.input(reg.index, reg.index, false, false);
                self.inputs.push((reg.index, Self::semantic(decl)));
            }
            (true, RegType::Output) if self.v.major >= 3 => {
                let sem = Self::semantic(decl);
                let kind = match sem.usage {
                    usage::POSITION if sem.index == 0 => OutputKind::Position,
                    usage::PSIZE => OutputKind::PointSize,
                    _ => {
                        let location = varying_location(sem, &mut self.extra_varyings);
                        self.varyings.push((location, sem));
                        OutputKind::Varying { location, flat: false }
                    }
                };
                self.p.outputs.push(OutputDecl { reg: reg.index, kind });
                self.outputs.push(((RegType::Output, reg.index), reg.index));
            }
            (_, RegType::Sampler) => {
                let dim = match decl.texture_type {
                    2 => TextureDim::D2,
                    3 => TextureDim::Cube,
                    4 => TextureDim::D3,
                    t => return Err(err(offset, LowerErrorKind::SamplerType(t))),
                };
                let index = self.sampler_index(reg.index);
                self.p.samplers.push(SamplerDecl { index, dim });
            }
            (false, RegType::Input) if self.v.major >= 3 => {
                let sem = Self::semantic(decl);
                let location = varying_location(sem, &mut self.extra_varyings);
                self.varyings.push((location, sem));
                let mask = if dst.mask == 0 { mask::ALL } else { dst.mask };
                self.input_masked(reg.index, location, false, centroid, mask);
            }
            (false, RegType::Input) => {
                self.colour_input(reg.index, centroid);
            }
            (false, RegType::AddrOrTexture) => {
                self.texcoord_input(reg.index, centroid);
            }
            (false, RegType::Misc) => {
                if reg.index == 0 {
                    self.p.frag_coord = Some(10);
                } else {
                    self.p.front_facing = Some(11);
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn sampler_index(&self, n: u32) -> u32 {
        if self.vs {
            VS_SAMPLER_BASE + n
        } else {
            n
        }
    }

    /// Records every `label`'s body; returns where the main body ends.
    fn find_labels(&mut self) -> Result<usize, LowerError> {
        let ins = &self.s.instructions;
        let mut main_end = ins.len();
        let mut i = 0;
        while i < ins.len() {
            if ins[i].opcode == Opcode::Label {
                main_end = main_end.min(i);
                let n = ins[i].src.first().map_or(0, |s| s.reg.index);
                let start = i + 1;
                let mut end = start;
                while end < ins.len() && ins[end].opcode != Opcode::Label {
                    end += 1;
                }
                self.labels.insert(n, (start, end));
                i = end;
            } else {
                i += 1;
            }
        }
        Ok(main_end)
    }

    /// Lowers instructions `start..end`, stopping at a top-level `ret`.
    fn body(&mut self, start: usize, end: usize) -> Result<(), LowerError> {
        let mut depth = 0i32;
        let mut pending_alias = None;
        for k in start..end {
            let i = &self.s.instructions[k];
            match i.opcode {
                Opcode::If | Opcode::Ifc | Opcode::Rep | Opcode::Loop => depth += 1,
                Opcode::EndIf | Opcode::EndRep | Opcode::EndLoop => depth -= 1,
                Opcode::Ret if depth == 0 => return Ok(()),
                Opcode::Ret => return Err(err(i.offset, LowerErrorKind::RetInsideFlow)),
                _ => {}
            }
            self.read_alias = pending_alias.take();
            if let Some(next) = self.s.instructions.get(k + 1).filter(|n| n.coissue) {
                pending_alias = self.coissue_snapshot(i, next);
            }
            self.instruction(i)?;
            if self.p.body.len() > MAX_EXPANDED {
                return Err(err(i.offset, LowerErrorKind::TooLarge));
            }
        }
        self.read_alias = None;
        Ok(())
    }

    /// ps_1_x co-issue: the two instructions of a pair read their sources
    /// before either writes (a `mov r0.a, r1.a` paired with
    /// `+cnd r0.rgb, r0.a, ...` tests the old `r0.a`). When `second` reads
    /// the register `first` writes, that register is copied before `first`
    /// runs; the returned alias sends `second`'s reads to the copy.
    fn coissue_snapshot(&mut self, first: &Instruction, second: &Instruction) -> Option<(Reg, Reg)> {
        let written = self.pair_register(first.dst?.reg)?;
        let read = second.src.iter().any(|s| self.pair_register(s.reg) == Some(written));
        if !read {
            return None;
        }
        let copy = Reg::temp(self.layout.coissue);
        self.push(Inst::Mov {
            dst: Dst::new(copy),
            src: Src::new(written),
        });
        Some((written, copy))
    }

    /// The IR register of a ps_1_x register that instructions both write
    /// and read (`r#`, and `t#` before ps_1_4).
    fn pair_register(&self, r: Register) -> Option<Reg> {
        match r.ty {
            RegType::Temp => Some(Reg::temp(r.index)),
            RegType::AddrOrTexture if self.is_ps1() && self.v.minor < 4 => Some(Reg::temp(self.layout.ps1_t + r.index)),
            _ => None,
        }
    }

    fn call(&mut self, i: &Instruction, label: u32) -> Result<(), LowerError> {
        let &(start, end) = self
            .labels
            .get(&label)
            .ok_or_else(|| err(i.offset, LowerErrorKind::UndefinedLabel(label)))?;
        if self.call_depth >= 8 {
            return Err(err(i.offset, LowerErrorKind::CallDepth));
        }
        self.call_depth += 1;
        let r = self.body(start, end);
        self.call_depth -= 1;
        r
    }

    // ---- operands ----

    fn rel(&self, offset: usize, r: Option<Relative>) -> Result<Option<Rel>, LowerError> {
        let Some(r) = r else { return Ok(None) };
        let reg = match r.reg.ty {
            RegType::AddrOrTexture if self.vs => self.layout.addr,
            RegType::Loop => *self
                .loop_stack
                .last()
                .ok_or_else(|| err(offset, LowerErrorKind::LoopCounterOutsideLoop))?,
            _ => return Err(err(offset, LowerErrorKind::RelativeRegister)),
        };
        Ok(Some(Rel {
            reg: Reg::temp(reg),
            component: if r.reg.ty == RegType::Loop { 0 } else { r.component },
        }))
    }

    /// The IR register a DXSO source register reads.
    fn src_reg(&mut self, offset: usize, r: Register) -> Result<Reg, LowerError> {
        let reg = self.src_reg_unaliased(offset, r)?;
        Ok(match self.read_alias {
            Some((from, to)) if from == reg => to,
            _ => reg,
        })
    }

    fn src_reg_unaliased(&mut self, offset: usize, r: Register) -> Result<Reg, LowerError> {
        let l = &self.layout;
        Ok(match r.ty {
            RegType::Temp => Reg::temp(r.index),
            RegType::Input if self.vs => Reg::input(r.index),
            RegType::Input if self.v.major >= 3 => Reg::input(r.index),
            RegType::Input => self.colour_input(r.index, false),
            RegType::Const | RegType::Const2 | RegType::Const3 | RegType::Const4 => {
                let bank = match r.ty {
                    RegType::Const2 => 2048,
                    RegType::Const3 => 4096,
                    RegType::Const4 => 6144,
                    _ => 0,
                };
                let n = r.index + bank;
                if self.is_ps1() {
                    Reg::temp(l.ps1_c + n.min(7))
                } else if let Some(&imm) = self.defs.get(&n) {
                    Reg::imm(imm)
                } else if n < self.app_constants {
                    Reg::constant(n)
                } else if self.vs {
                    // A register of software vertex processing, which the
                    // device does not run this translation for.
                    Reg::imm(self.imm([0.0; 4]))
                } else {
                    return Err(err(offset, LowerErrorKind::ConstantOutOfRange(n)));
                }
            }
            RegType::AddrOrTexture if self.vs => Reg::temp(l.addr),
            RegType::AddrOrTexture if self.is_ps1() && self.v.minor < 4 => Reg::temp(l.ps1_t + r.index),
            RegType::AddrOrTexture => self.texcoord_input(r.index, false),
            RegType::Predicate => Reg::temp(l.pred),
            RegType::Loop => Reg::temp(
                *self
                    .loop_stack
                    .last()
                    .ok_or_else(|| err(offset, LowerErrorKind::LoopCounterOutsideLoop))?,
            ),
            // vPos and vFace read without a dcl (assemblers have no syntax
            // for one) are declared by their first read.
            RegType::Misc if r.index == 0 => {
                let vpos = l.vpos;
                self.p.frag_coord.get_or_insert(10);
                Reg::temp(vpos)
            }
            RegType::Misc => Reg::input(*self.p.front_facing.get_or_insert(11)),
            t => return Err(err(offset, LowerErrorKind::NotReadable(t))),
        })
    }

    fn modifier(offset: usize, m: DMod) -> Result<SrcMod, LowerError> {
        Ok(match m {
            DMod::None => SrcMod::None,
            DMod::Neg => SrcMod::Neg,
            DMod::Bias => SrcMod::Bias,
            DMod::BiasNeg => SrcMod::NegBias,
            DMod::Sign => SrcMod::SignedScale,
            DMod::SignNeg => SrcMod::NegSignedScale,
            DMod::Comp => SrcMod::Complement,
            DMod::X2 => SrcMod::X2,
            DMod::X2Neg => SrcMod::NegX2,
            DMod::Abs => SrcMod::Abs,
            DMod::AbsNeg => SrcMod::NegAbs,
            // Projection is the texture instruction's business.
            DMod::Dz | DMod::Dw => SrcMod::None,
            DMod::Not => return Err(err(offset, LowerErrorKind::NotModifier)),
        })
    }

    fn src(&mut self, i: &Instruction, s: &DSrc) -> Result<Src, LowerError> {
        // A relative constant reads the uniform array (defined constants
        // overlay it, see `Program::const_overrides`).
        let reg = match s.reg.ty {
            RegType::Const if s.relative.is_some() && !self.is_ps1() => Reg::constant(s.reg.index),
            _ => self.src_reg(i.offset, s.reg)?,
        };
        Ok(Src {
            reg,
            swizzle: s.swizzle,
            modifier: Self::modifier(i.offset, s.modifier)?,
            rel: self.rel(i.offset, s.relative)?,
        })
    }

    fn srcs<const N: usize>(&mut self, i: &Instruction) -> Result<[Src; N], LowerError> {
        let mut out = [Src::new(Reg::temp(0)); N];
        for (k, slot) in out.iter_mut().enumerate() {
            let s = i
                .src
                .get(k)
                .ok_or_else(|| err(i.offset, LowerErrorKind::MissingOperand))?;
            *slot = self.src(i, s)?;
        }
        Ok(out)
    }

    /// The IR output register of a DXSO output, declared on first use.
    fn output(&mut self, offset: usize, r: Register) -> Result<Reg, LowerError> {
        if let Some(&(_, o)) = self.outputs.iter().find(|(k, _)| *k == (r.ty, r.index)) {
            return Ok(Reg::output(o));
        }
        let kind = match (r.ty, r.index) {
            (RegType::RastOut, 0) => OutputKind::Position,
            (RegType::RastOut, 1) => self.varying(usage::FOG, 0),
            (RegType::RastOut, 2) => OutputKind::PointSize,
            (RegType::RastOut, _) => OutputKind::Discarded,
            (RegType::AttrOut, n) => self.varying(usage::COLOR, n as u8),
            (RegType::Output, n) if self.v.major < 3 => self.varying(usage::TEXCOORD, n as u8),
            (RegType::ColorOut, n) => OutputKind::Color { target: n },
            (RegType::DepthOut, _) => OutputKind::Depth,
            _ => return Err(err(offset, LowerErrorKind::UndeclaredOutput)),
        };
        // vs_3_0 keeps o# at their numbers (o[aL] indexes them).
        let first_free = if self.vs && self.v.major >= 3 { 12 } else { 0 };
        let reg = self.p.output_count().max(first_free);
        self.p.outputs.push(OutputDecl { reg, kind });
        self.outputs.push(((r.ty, r.index), reg));
        Ok(Reg::output(reg))
    }

    fn varying(&mut self, usage: u8, index: u8) -> OutputKind {
        let sem = Semantic { usage, index };
        let location = varying_location(sem, &mut self.extra_varyings);
        self.varyings.push((location, sem));
        OutputKind::Varying { location, flat: false }
    }

    fn dst_reg(&mut self, offset: usize, r: Register) -> Result<Reg, LowerError> {
        let l = &self.layout;
        Ok(match r.ty {
            RegType::Temp => Reg::temp(r.index),
            RegType::AddrOrTexture if self.vs => Reg::temp(l.addr),
            RegType::AddrOrTexture if self.is_ps1() && self.v.minor < 4 => Reg::temp(l.ps1_t + r.index),
            RegType::Predicate => Reg::temp(l.pred),
            RegType::RastOut | RegType::AttrOut | RegType::Output | RegType::ColorOut | RegType::DepthOut => {
                self.output(offset, r)?
            }
            t => return Err(err(offset, LowerErrorKind::NotWritable(t))),
        })
    }

    fn dst(&mut self, i: &Instruction) -> Result<Dst, LowerError> {
        let d = i.dst.ok_or_else(|| err(i.offset, LowerErrorKind::MissingDestination))?;
        self.dst_of(i, &d)
    }

    fn dst_of(&mut self, i: &Instruction, d: &DDst) -> Result<Dst, LowerError> {
        let pred = match &i.predicate {
            Some(p) => Some(Pred {
                reg: Reg::temp(self.layout.pred),
                swizzle: p.swizzle,
                negate: p.modifier == DMod::Not,
            }),
            None => None,
        };
        Ok(Dst {
            reg: self.dst_reg(i.offset, d.reg)?,
            mask: if d.mask == 0 { mask::ALL } else { d.mask },
            saturate: d.modifiers & super::decode::result_mod::SATURATE != 0,
            shift: d.shift.clamp(-3, 3),
            rel: self.rel(i.offset, d.relative)?,
            pred,
        })
    }

    fn scratch(&self, k: u32) -> Reg {
        Reg::temp(self.layout.scratch + k)
    }

    /// Copies `s` (modifier applied) to scratch register 1 and returns a
    /// plain read of it.
    fn through_scratch(&mut self, s: Src) -> Src {
        let t = self.scratch(1);
        self.push(Inst::Mov {
            dst: Dst::new(t),
            src: s,
        });
        Src::new(t)
    }

    /// `-s`, through scratch register 1 when no modifier expresses it.
    fn negate(&mut self, s: Src) -> Src {
        match negated(s.modifier) {
            Some(m) => s.with(m),
            None => self.through_scratch(s).with(SrcMod::Neg),
        }
    }

    fn int_src(&mut self, r: Register) -> IntSrc {
        match self.defi.get(&r.index) {
            Some(&v) => IntSrc::Literal(v),
            None => {
                self.p.int_constants = true;
                IntSrc::Uniform(r.index)
            }
        }
    }

    fn bool_src(&mut self, r: Register) -> BoolSrc {
        match self.defb.get(&r.index) {
            Some(&b) => BoolSrc::Literal(b),
            None => {
                self.p.bool_constants = true;
                BoolSrc::Uniform(r.index)
            }
        }
    }

    /// The condition of `if`, `callnz` and `breakp`: a boolean constant or a
    /// predicate component.
    fn cond(&mut self, i: &Instruction, s: &DSrc) -> Result<Cond, LowerError> {
        let negate = s.modifier == DMod::Not;
        Ok(match s.reg.ty {
            RegType::ConstBool => Cond::Bool {
                src: self.bool_src(s.reg),
                negate,
            },
            RegType::Predicate => Cond::NonZero {
                src: Src::new(Reg::temp(self.layout.pred)).swz(s.swizzle),
                negate,
            },
            _ => return Err(err(i.offset, LowerErrorKind::Condition)),
        })
    }

    fn comparison(i: &Instruction) -> Result<Cmp, LowerError> {
        Ok(match i.control {
            1 => Cmp::Greater,
            2 => Cmp::Equal,
            3 => Cmp::GreaterEqual,
            4 => Cmp::Less,
            5 => Cmp::NotEqual,
            6 => Cmp::LessEqual,
            c => return Err(err(i.offset, LowerErrorKind::Comparison(c))),
        })
    }

    // ---- instructions ----

    /// Runs `emit` with the instruction's destination, through a scratch
    /// register when a source reads the destination register (macro
    /// expansions write their rows one at a time).
    fn expand(
        &mut self,
        i: &Instruction,
        srcs: &[Src],
        rows: u32,
        emit: impl Fn(Dst, u32) -> Inst,
    ) -> Result<(), LowerError> {
        let dst = self.dst(i)?;
        let aliased = srcs.iter().any(|s| s.reg == dst.reg);
        let target = if aliased { Dst::new(self.scratch(0)) } else { dst };
        for row in 0..rows {
            if dst.mask & (1 << row) == 0 {
                continue;
            }
            let d = Dst {
                mask: 1 << row,
                ..target
            };
            self.push(emit(d, row));
        }
        if aliased {
            let rows_mask = (1u8 << rows) - 1;
            self.push(Inst::Mov {
                dst: Dst {
                    mask: dst.mask & rows_mask,
                    ..dst
                },
                src: Src::new(self.scratch(0)),
            });
        }
        Ok(())
    }

    fn matrix(&mut self, i: &Instruction, rows: u32, dp4: bool) -> Result<(), LowerError> {
        let [a, b] = self.srcs::<2>(i)?;
        // The saturate and shift apply to each row; only the final write
        // (direct or the copy from scratch) carries them when aliased.
        self.expand(i, &[a, b], rows, |dst, row| {
            let b = Src {
                reg: Reg {
                    index: b.reg.index + row,
                    ..b.reg
                },
                ..b
            };
            if dp4 {
                Inst::Dp4 { dst, a, b }
            } else {
                Inst::Dp3 { dst, a, b }
            }
        })
    }

    fn instruction(&mut self, i: &Instruction) -> Result<(), LowerError> {
        use Opcode as O;
        let op = i.opcode;
        match op {
            O::Nop | O::Dcl | O::Def | O::DefI | O::DefB | O::Phase | O::Label | O::Ret => {}
            O::Mov => {
                let dst = self.dst(i)?;
                let [src] = self.srcs::<1>(i)?;
                // vs_1_1 loads a0 with mov, which floors (mova rounds).
                let to_addr = self.vs && i.dst.is_some_and(|d| d.reg.ty == RegType::AddrOrTexture);
                self.push(if to_addr {
                    Inst::Floor { dst, a: src }
                } else {
                    Inst::Mov { dst, src }
                });
            }
            O::Mova => {
                let dst = self.dst(i)?;
                let [a] = self.srcs::<1>(i)?;
                self.push(Inst::Round { dst, a });
            }
            O::Add
            | O::Sub
            | O::Mul
            | O::Min
            | O::Max
            | O::Slt
            | O::Sge
            | O::Dp3
            | O::Dp4
            | O::Pow
            | O::Crs
            | O::Dst => {
                let mut dst = self.dst(i)?;
                let [a, mut b] = self.srcs::<2>(i)?;
                if op == O::Sub {
                    b = self.negate(b);
                }
                if op == O::Crs {
                    // A cross product has three components; .w is left as it was.
                    dst.mask &= mask::X | mask::Y | mask::Z;
                    if dst.mask == 0 {
                        return Ok(());
                    }
                }
                self.push(match op {
                    O::Add | O::Sub => Inst::Add { dst, a, b },
                    O::Mul => Inst::Mul { dst, a, b },
                    O::Min => Inst::Min { dst, a, b },
                    O::Max => Inst::Max { dst, a, b },
                    O::Slt => Inst::Slt { dst, a, b },
                    O::Sge => Inst::Sge { dst, a, b },
                    O::Dp3 => Inst::Dp3 { dst, a, b },
                    O::Dp4 => Inst::Dp4 { dst, a, b },
                    O::Pow => Inst::Pow { dst, a, b },
                    O::Crs => Inst::Crs { dst, a, b },
                    _ => Inst::Dist { dst, a, b },
                });
            }
            O::Mad | O::Lrp | O::Cmp | O::Cnd | O::Dp2Add => {
                let dst = self.dst(i)?;
                let [mut a, b, c] = self.srcs::<3>(i)?;
                if op == O::Cnd && self.is_ps1() && self.v.minor < 4 {
                    // ps_1_1..1_3 test one component: the one selected for .w (r0.a).
                    a = a.swz([a.swizzle[3]; 4]);
                }
                self.push(match op {
                    O::Mad => Inst::Mad { dst, a, b, c },
                    O::Lrp => Inst::Lrp { dst, a, b, c },
                    O::Cmp => Inst::Cmp {
                        dst,
                        cond: a,
                        a: b,
                        b: c,
                    },
                    O::Cnd => Inst::Cnd {
                        dst,
                        cond: a,
                        a: b,
                        b: c,
                    },
                    _ => Inst::Dp2Add { dst, a, b, c },
                });
            }
            O::Rcp | O::Rsq | O::Frc | O::Exp | O::Log | O::Lit | O::Nrm | O::Sgn | O::SinCos | O::Dsx | O::Dsy => {
                let mut dst = self.dst(i)?;
                let [mut a] = self.srcs::<1>(i)?;
                if matches!(op, O::Rcp | O::Rsq | O::Exp | O::Log) {
                    a = scalar_operand(a);
                }
                if op == O::SinCos {
                    // cos and sin go to .x and .y; .z and .w are left as they were.
                    dst.mask &= mask::X | mask::Y;
                    if dst.mask == 0 {
                        return Ok(());
                    }
                }
                self.push(match op {
                    O::Rcp => Inst::Rcp { dst, a },
                    O::Rsq => Inst::Rsq { dst, a },
                    O::Frc => Inst::Frc { dst, a },
                    O::Exp => Inst::Exp { dst, a },
                    O::Log => Inst::Log { dst, a },
                    O::Lit => Inst::Lit { dst, a },
                    O::Nrm => Inst::Nrm { dst, a },
                    O::Sgn => Inst::Sgn { dst, a },
                    O::SinCos => Inst::SinCos { dst, a },
                    O::Dsx => Inst::Dsx { dst, a },
                    _ => Inst::Dsy { dst, a },
                });
            }
            O::Abs => {
                let dst = self.dst(i)?;
                let [a] = self.srcs::<1>(i)?;
                let src = match a.modifier {
                    SrcMod::None | SrcMod::Neg | SrcMod::Abs | SrcMod::NegAbs => a.with(SrcMod::Abs),
                    _ => self.through_scratch(a).with(SrcMod::Abs),
                };
                self.push(Inst::Mov { dst, src });
            }
            O::ExpP | O::LogP if self.v.major == 1 => self.partial_exp_log(i)?,
            O::ExpP => {
                let dst = self.dst(i)?;
                let [a] = self.srcs::<1>(i)?;
                self.push(Inst::Exp {
                    dst,
                    a: scalar_operand(a),
                });
            }
            O::LogP => {
                let dst = self.dst(i)?;
                let [a] = self.srcs::<1>(i)?;
                self.push(Inst::Log {
                    dst,
                    a: scalar_operand(a),
                });
            }
            O::M4x4 => self.matrix(i, 4, true)?,
            O::M4x3 => self.matrix(i, 3, true)?,
            O::M3x4 => self.matrix(i, 4, false)?,
            O::M3x3 => self.matrix(i, 3, false)?,
            O::M3x2 => self.matrix(i, 2, false)?,
            O::Setp => {
                let dst = self.dst(i)?;
                let [a, b] = self.srcs::<2>(i)?;
                let cmp = Self::comparison(i)?;
                self.push(Inst::SetCmp { dst, cmp, a, b });
            }
            O::Tex if self.v.major >= 2 => {
                let dst = self.dst(i)?;
                let [coord] = self.srcs::<1>(i)?;
                let sampler = self.sampler_index(i.src[1].reg.index);
                let (level, projected) = match i.control {
                    1 => (TexLevel::Auto, true),
                    2 => (TexLevel::Bias, false),
                    _ => (TexLevel::Auto, false),
                };
                self.tex(i, dst, coord, sampler, level, projected)?;
            }
            O::TexLdl | O::TexLdd => {
                let dst = self.dst(i)?;
                let [coord] = self.srcs::<1>(i)?;
                let sampler = self.sampler_index(i.src[1].reg.index);
                let level = if op == O::TexLdl {
                    TexLevel::Lod
                } else {
                    let dx = self.src(i, &i.src[2])?;
                    let dy = self.src(i, &i.src[3])?;
                    TexLevel::Grad { dx, dy }
                };
                self.tex(i, dst, coord, sampler, level, false)?;
            }
            O::TexKill if self.v.major >= 2 => {
                let d = i.dst.ok_or_else(|| err(i.offset, LowerErrorKind::MissingOperand))?;
                let reg = self.src_reg(i.offset, d.reg)?;
                self.push(Inst::Kill {
                    a: Src::new(reg),
                    components: 4,
                });
            }
            O::If => {
                let cond = self.cond(i, &i.src[0])?;
                self.push(Inst::If { cond });
            }
            O::Ifc | O::Breakc => {
                let [a, b] = self.srcs::<2>(i)?;
                let cond = Cond::Compare {
                    cmp: Self::comparison(i)?,
                    a,
                    b,
                };
                self.push(if op == O::Ifc {
                    Inst::If { cond }
                } else {
                    Inst::BreakIf { cond }
                });
            }
            O::Else => self.push(Inst::Else),
            O::EndIf => self.push(Inst::EndIf),
            O::Rep => {
                let count = self.int_src(i.src[0].reg);
                self.push(Inst::Rep { count });
            }
            O::EndRep => self.push(Inst::EndRep),
            O::Loop => {
                let depth = self.loop_stack.len() as u32;
                if depth >= MAX_LOOP_DEPTH {
                    return Err(err(i.offset, LowerErrorKind::LoopDepth));
                }
                let params = self.int_src(i.src[1].reg);
                let counter = self.layout.loops + depth;
                self.push(Inst::Loop {
                    counter: Reg::temp(counter),
                    params,
                });
                self.loop_stack.push(counter);
            }
            O::EndLoop => {
                self.loop_stack.pop();
                self.push(Inst::EndLoop);
            }
            O::Break => self.push(Inst::Break),
            O::BreakP => {
                let cond = self.cond(i, &i.src[0])?;
                self.push(Inst::BreakIf { cond });
            }
            O::Call => self.call(i, i.src[0].reg.index)?,
            O::CallNz => {
                let cond = self.cond(i, &i.src[1])?;
                self.push(Inst::If { cond });
                self.call(i, i.src[0].reg.index)?;
                self.push(Inst::EndIf);
            }
            O::Tex
            | O::TexCoord
            | O::TexKill
            | O::TexBem
            | O::TexBemL
            | O::TexReg2Ar
            | O::TexReg2Gb
            | O::TexReg2Rgb
            | O::TexM3x2Pad
            | O::TexM3x2Tex
            | O::TexM3x3Pad
            | O::TexM3x3Tex
            | O::TexM3x3Spec
            | O::TexM3x3VSpec
            | O::TexDp3Tex
            | O::TexM3x2Depth
            | O::TexDp3
            | O::TexM3x3
            | O::TexDepth
            | O::Bem => self.ps1_texture(i)?,
        }
        Ok(())
    }

    fn tex(
        &mut self,
        i: &Instruction,
        dst: Dst,
        coord: Src,
        sampler: u32,
        level: TexLevel,
        projected: bool,
    ) -> Result<(), LowerError> {
        if !self.p.samplers.iter().any(|s| s.index == sampler) {
            return Err(err(i.offset, LowerErrorKind::UndeclaredSampler(sampler)));
        }
        // A swizzle on the sampler operand (`s0.yzwx`) reorders what the
        // read returns: read into a scratch register, then move.
        let swizzle = i.src[1].swizzle;
        let identity = swizzle == [0, 1, 2, 3];
        let target = if identity { dst } else { Dst::new(self.scratch(2)) };
        self.push(Inst::Tex {
            dst: target,
            coord,
            sampler,
            level,
            projected,
        });
        if !identity {
            self.push(Inst::Mov {
                dst,
                src: Src::new(self.scratch(2)).swz(swizzle),
            });
        }
        Ok(())
    }

    /// vs_1_1 `expp`/`logp`: the vector forms.
    fn partial_exp_log(&mut self, i: &Instruction) -> Result<(), LowerError> {
        let dst = self.dst(i)?;
        let [a] = self.srcs::<1>(i)?;
        // The w component after the operand's own swizzle.
        let w = a.swz([a.swizzle[3]; 4]);
        let t = self.scratch(1);
        let one = self.imm_src([1.0; 4]);
        if i.opcode == Opcode::ExpP {
            // (2^floor(w), frac(w), 2^w, 1)
            self.push(Inst::Floor {
                dst: Dst::new(t).masked(mask::X),
                a: w,
            });
            self.push(Inst::Exp {
                dst: Dst::new(t).masked(mask::X),
                a: Src::new(t),
            });
            self.push(Inst::Frc {
                dst: Dst::new(t).masked(mask::Y),
                a: w,
            });
            self.push(Inst::Exp {
                dst: Dst::new(t).masked(mask::Z),
                a: w,
            });
        } else {
            // (floor(log2|w|), |w| / 2^floor(log2|w|), log2|w|, 1)
            self.push(Inst::Log {
                dst: Dst::new(t).masked(mask::Z),
                a: w,
            });
            self.push(Inst::Floor {
                dst: Dst::new(t).masked(mask::X),
                a: Src::new(t).swz([2; 4]),
            });
            self.push(Inst::Exp {
                dst: Dst::new(t).masked(mask::Y),
                a: Src::new(t).swz(XXXX).with(SrcMod::Neg),
            });
            self.push(Inst::Mul {
                dst: Dst::new(t).masked(mask::Y),
                a: Src::new(t),
                b: w.with(SrcMod::Abs),
            });
        }
        self.push(Inst::Mov {
            dst: Dst::new(t).masked(mask::W),
            src: one,
        });
        self.push(Inst::Mov { dst, src: Src::new(t) });
        Ok(())
    }

    /// Final writes: ps_1_x colour from r0, vs_1/2 colour clamping.
    fn epilogue(&mut self) {
        if self.is_ps1() {
            let out = self.output(
                0,
                Register {
                    ty: RegType::ColorOut,
                    index: 0,
                },
            );
            if let Ok(reg) = out {
                self.push(Inst::Mov {
                    dst: Dst::new(reg),
                    src: Src::new(Reg::temp(0)),
                });
            }
        }
        if self.vs && self.v.major < 3 {
            for ((ty, _), reg) in self.outputs.clone() {
                if ty == RegType::AttrOut {
                    self.p.body.push(Inst::Mov {
                        dst: Dst::new(Reg::output(reg)).sat(),
                        src: Src::new(Reg::output(reg)),
                    });
                }
            }
        }
        if self.vs {
            // The diffuse colour's components the shader does not write read
            // 1, as on D3D9 hardware (the other varyings' read 0).
            let diffuse = OutputKind::Varying {
                location: crate::ff::varying::DIFFUSE,
                flat: false,
            };
            let regs: Vec<u32> = self
                .p
                .outputs
                .iter()
                .filter(|o| o.kind == diffuse)
                .map(|o| o.reg)
                .collect();
            for reg in regs {
                self.p.preset_output(reg, [1.0; 4]);
            }
        }
        if let Some(frag) = self.p.frag_coord {
            // vPos: D3D9 pixel centres are integers.
            let half = self.imm([-0.5, -0.5, 0.0, 0.0]);
            self.p.body.insert(
                0,
                Inst::Add {
                    dst: Dst::new(Reg::temp(self.layout.vpos)),
                    a: Src::new(Reg::input(frag)),
                    b: Src::new(Reg::imm(half)),
                },
            );
        }
    }
}

/// The operand of rcp, rsq, exp and log as the hardware reads it: the
/// component its swizzle selects for .w (the same as any component for the
/// replicate swizzle D3D9's documentation asks for; .w for `rcp r0, r1`).
fn scalar_operand(a: Src) -> Src {
    a.swz([a.swizzle[3]; 4])
}

/// The modifier of `-(m(x))`, where one exists.
fn negated(m: SrcMod) -> Option<SrcMod> {
    Some(match m {
        SrcMod::None => SrcMod::Neg,
        SrcMod::Neg => SrcMod::None,
        SrcMod::Abs => SrcMod::NegAbs,
        SrcMod::NegAbs => SrcMod::Abs,
        SrcMod::Bias => SrcMod::NegBias,
        SrcMod::NegBias => SrcMod::Bias,
        SrcMod::SignedScale => SrcMod::NegSignedScale,
        SrcMod::NegSignedScale => SrcMod::SignedScale,
        SrcMod::X2 => SrcMod::NegX2,
        SrcMod::NegX2 => SrcMod::X2,
        SrcMod::Complement => return None,
    })
}

#[cfg(test)]
mod tests;
