//! The shader IR: a D3D9-shaped register machine that every shader source lowers
//! to (the fixed-function generator and DXSO bytecode) and that
//! [`crate::naga_backend`] turns into a `naga::Module`.
//!
//! # Model
//! - Every register holds a `vec4<f32>`. Register files: temporaries, inputs
//!   (vertex attributes or interpolated varyings), outputs, constants (a uniform
//!   array of vec4, see [`Program::constants`]) and immediates (literal vec4 values
//!   stored in the program).
//! - An instruction reads [`Src`] operands (register, swizzle, modifier) and writes a
//!   [`Dst`] (register, write mask, saturate). Scalar results (`Dp3`, `Rcp`, ...)
//!   are replicated to all four components before the mask applies, as D3D9 does.
//! - Inputs are converted to vec4 at entry ([`InputDecl`]); outputs are gathered
//!   from their registers at exit ([`OutputDecl`]).
//! - Address registers, loop counters and predicates are ordinary temporaries
//!   holding exact small integers (or 0.0/1.0): a relative operand ([`Rel`])
//!   adds one component of such a temporary to its register index, a predicated
//!   write ([`Pred`]) keeps the components whose predicate is zero.
//! - Flow control is structured and flat: `If`/`Else`/`EndIf`, `Rep`/`EndRep`
//!   and `Loop`/`EndLoop` bracket their bodies in [`Program::body`]; `Break`
//!   and `BreakIf` leave the innermost `Rep` or `Loop`. Subroutines do not
//!   exist at this level (front ends inline them).
//!
//! # Invariants (checked by [`Program::check`])
//! - Every register index is below its file's declared count (relative
//!   operands: the base index), and only constants, inputs and outputs are
//!   addressed relatively.
//! - Every sampler an instruction names is declared.
//! - Write masks are non-zero and only name x, y, z, w.
//! - Flow control nests properly and breaks sit inside a loop.

use wgd3d9_core::vertex_decl::AttribFormat;

/// Pipeline stage of a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Vertex,
    Fragment,
}

/// A register file. Tables per file are indexed by `file as usize`
/// (declaration order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegFile {
    Temp,
    Input,
    Output,
    /// The uniform constant array.
    Const,
    /// A literal from [`Program::immediates`].
    Immediate,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    pub file: RegFile,
    pub index: u32,
}

impl Reg {
    pub const fn temp(index: u32) -> Reg {
        Reg {
            file: RegFile::Temp,
            index,
        }
    }
    pub const fn input(index: u32) -> Reg {
        Reg {
            file: RegFile::Input,
            index,
        }
    }
    pub const fn output(index: u32) -> Reg {
        Reg {
            file: RegFile::Output,
            index,
        }
    }
    pub const fn constant(index: u32) -> Reg {
        Reg {
            file: RegFile::Const,
            index,
        }
    }
    pub const fn imm(index: u32) -> Reg {
        Reg {
            file: RegFile::Immediate,
            index,
        }
    }
}

/// Source modifiers, applied after the swizzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SrcMod {
    #[default]
    None,
    Neg,
    Abs,
    NegAbs,
    /// `1 - x`.
    Complement,
    /// `x - 0.5`.
    Bias,
    /// `2 * x - 1`.
    SignedScale,
    /// `2 * x`.
    X2,
    /// `-(x - 0.5)`.
    NegBias,
    /// `-(2 * x - 1)`.
    NegSignedScale,
    /// `-2 * x`.
    NegX2,
}

/// A relative index: the operand's register index plus the value of one
/// component of `reg` (a temporary holding an exact integer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rel {
    pub reg: Reg,
    pub component: u8,
}

/// Identity swizzle.
pub const XYZW: [u8; 4] = [0, 1, 2, 3];
/// Replicate w.
pub const WWWW: [u8; 4] = [3, 3, 3, 3];
/// Replicate x.
pub const XXXX: [u8; 4] = [0, 0, 0, 0];

/// An operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Src {
    pub reg: Reg,
    /// Component read for each of x, y, z, w (0..=3).
    pub swizzle: [u8; 4],
    pub modifier: SrcMod,
    /// Relative addressing (constants, inputs and outputs only).
    pub rel: Option<Rel>,
}

impl Src {
    pub const fn new(reg: Reg) -> Src {
        Src {
            reg,
            swizzle: XYZW,
            modifier: SrcMod::None,
            rel: None,
        }
    }
    pub const fn swz(self, swizzle: [u8; 4]) -> Src {
        Src { swizzle, ..self }
    }
    pub const fn with(self, modifier: SrcMod) -> Src {
        Src { modifier, ..self }
    }
}

impl From<Reg> for Src {
    fn from(reg: Reg) -> Src {
        Src::new(reg)
    }
}

/// Write-mask bits.
pub mod mask {
    pub const X: u8 = 1;
    pub const Y: u8 = 2;
    pub const Z: u8 = 4;
    pub const W: u8 = 8;
    pub const XYZ: u8 = 7;
    pub const ALL: u8 = 15;
}

/// A write predicate: component `i` of the destination is written only when
/// component `swizzle[i]` of `reg` is non-zero (zero when `negate`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pred {
    pub reg: Reg,
    pub swizzle: [u8; 4],
    pub negate: bool,
}

/// A destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dst {
    pub reg: Reg,
    /// Bits of [`mask`]; never zero.
    pub mask: u8,
    /// Clamp the result to [0, 1] before writing (after the shift).
    pub saturate: bool,
    /// Multiply the result by 2^shift before saturating (-3..=3).
    pub shift: i8,
    /// Relative addressing (outputs only).
    pub rel: Option<Rel>,
    pub pred: Option<Pred>,
}

impl Dst {
    pub const fn new(reg: Reg) -> Dst {
        Dst {
            reg,
            mask: mask::ALL,
            saturate: false,
            shift: 0,
            rel: None,
            pred: None,
        }
    }
    pub const fn masked(self, mask: u8) -> Dst {
        Dst { mask, ..self }
    }
    pub const fn sat(self) -> Dst {
        Dst { saturate: true, ..self }
    }
}

impl From<Reg> for Dst {
    fn from(reg: Reg) -> Dst {
        Dst::new(reg)
    }
}

/// Comparisons (D3DCMPFUNC order without NEVER/ALWAYS handled by callers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cmp {
    Never,
    Less,
    Equal,
    LessEqual,
    Greater,
    NotEqual,
    GreaterEqual,
    Always,
}

/// How a texture instruction picks its level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TexLevel {
    /// Implicit derivatives (fragment stage only).
    Auto,
    /// Implicit derivatives plus the bias in the coordinate's w.
    Bias,
    /// Implicit derivatives plus the bias in component x of the source
    /// (the sampler's D3DSAMP_MIPMAPLODBIAS, see
    /// [`Program::apply_lod_bias`]).
    BiasBy(Src),
    /// Explicit level in the coordinate's w.
    Lod,
    /// Explicit gradients.
    Grad { dx: Src, dy: Src },
}

/// A boolean operand: a literal (`defb`) or bit `n` of the uniform boolean
/// constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoolSrc {
    Literal(bool),
    Uniform(u32),
}

/// An integer vector operand: a literal (`defi`) or integer constant `n` of
/// the uniform integer constants. Loops read (count, start, step).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntSrc {
    Literal([i32; 4]),
    Uniform(u32),
}

/// The condition of `If` and `BreakIf`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    Bool {
        src: BoolSrc,
        negate: bool,
    },
    /// The x component of `src` (after its swizzle) is non-zero.
    NonZero {
        src: Src,
        negate: bool,
    },
    /// `a.x <cmp> b.x` (after their swizzles).
    Compare {
        cmp: Cmp,
        a: Src,
        b: Src,
    },
}

/// An instruction. Scalar-producing operations replicate their result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Inst {
    Mov {
        dst: Dst,
        src: Src,
    },
    Add {
        dst: Dst,
        a: Src,
        b: Src,
    },
    Mul {
        dst: Dst,
        a: Src,
        b: Src,
    },
    /// `a * b + c`.
    Mad {
        dst: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    Dp3 {
        dst: Dst,
        a: Src,
        b: Src,
    },
    Dp4 {
        dst: Dst,
        a: Src,
        b: Src,
    },
    Min {
        dst: Dst,
        a: Src,
        b: Src,
    },
    Max {
        dst: Dst,
        a: Src,
        b: Src,
    },
    /// `1 / a.x`.
    Rcp {
        dst: Dst,
        a: Src,
    },
    /// `1 / sqrt(|a.x|)`.
    Rsq {
        dst: Dst,
        a: Src,
    },
    /// `a * b + (1 - a) * c`.
    Lrp {
        dst: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    /// Per component: `cond >= 0 ? a : b`.
    Cmp {
        dst: Dst,
        cond: Src,
        a: Src,
        b: Src,
    },
    /// Per component: `a < b ? 1 : 0`.
    Slt {
        dst: Dst,
        a: Src,
        b: Src,
    },
    /// Per component: `a >= b ? 1 : 0`.
    Sge {
        dst: Dst,
        a: Src,
        b: Src,
    },
    Frc {
        dst: Dst,
        a: Src,
    },
    /// Per component floor, used for quantisation.
    Floor {
        dst: Dst,
        a: Src,
    },
    /// Samples `sampler` at `coord`.
    Tex {
        dst: Dst,
        coord: Src,
        sampler: u32,
        level: TexLevel,
        projected: bool,
    },
    /// Discards the fragment when any of the first `components` (3 or 4)
    /// components of `a` is negative.
    Kill {
        a: Src,
        components: u8,
    },
    /// Discards the fragment unless `a.x <cmp> b.x` holds.
    DiscardUnless {
        cmp: Cmp,
        a: Src,
        b: Src,
    },
    /// `a.x * b.x + a.y * b.y + c.x`.
    Dp2Add {
        dst: Dst,
        a: Src,
        b: Src,
        c: Src,
    },
    /// Per component: `cond > 0.5 ? a : b`.
    Cnd {
        dst: Dst,
        cond: Src,
        a: Src,
        b: Src,
    },
    /// `2^a.x`.
    Exp {
        dst: Dst,
        a: Src,
    },
    /// `log2(|a.x|)`.
    Log {
        dst: Dst,
        a: Src,
    },
    /// `|a.x|^b.x`.
    Pow {
        dst: Dst,
        a: Src,
        b: Src,
    },
    /// `a * rsq(dot(a.xyz, a.xyz))`.
    Nrm {
        dst: Dst,
        a: Src,
    },
    /// `cross(a.xyz, b.xyz)`, w = 0.
    Crs {
        dst: Dst,
        a: Src,
        b: Src,
    },
    /// Per component: -1, 0 or 1.
    Sgn {
        dst: Dst,
        a: Src,
    },
    /// `(cos(a.x), sin(a.x), 0, 0)`.
    SinCos {
        dst: Dst,
        a: Src,
    },
    /// D3D9's lighting coefficients: `(1, max(a.x, 0), specular, 1)`.
    Lit {
        dst: Dst,
        a: Src,
    },
    /// D3D9's distance vector: `(1, a.y * b.y, a.z, b.w)`.
    Dist {
        dst: Dst,
        a: Src,
        b: Src,
    },
    /// Screen-space derivative along x.
    Dsx {
        dst: Dst,
        a: Src,
    },
    /// Screen-space derivative along y.
    Dsy {
        dst: Dst,
        a: Src,
    },
    /// Per component: `a <cmp> b ? 1 : 0`.
    SetCmp {
        dst: Dst,
        cmp: Cmp,
        a: Src,
        b: Src,
    },
    /// Per component: round to the nearest integer, halves away from zero.
    Round {
        dst: Dst,
        a: Src,
    },
    /// Samples `sampler` with a coordinate offset by a 2x2 matrix applied to
    /// `by.xy`: `coord.xy + (m.x * by.x + m.z * by.y, m.y * by.x + m.w * by.y)`.
    TexBump {
        dst: Dst,
        coord: Src,
        by: Src,
        matrix: Src,
        sampler: u32,
    },
    /// Opens a block run when `cond` holds.
    If {
        cond: Cond,
    },
    Else,
    EndIf,
    /// Runs its body `count.x` times (0 when not positive).
    Rep {
        count: IntSrc,
    },
    EndRep,
    /// Runs its body `params.x` times with `counter.x` starting at
    /// `params.y` and stepping by `params.z`.
    Loop {
        counter: Reg,
        params: IntSrc,
    },
    EndLoop,
    /// Leaves the innermost loop.
    Break,
    /// Leaves the innermost loop when `cond` holds.
    BreakIf {
        cond: Cond,
    },
}

/// A vertex attribute or interpolated varying read into an input register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InputDecl {
    pub reg: u32,
    /// Shader location.
    pub location: u32,
    /// Vertex stage: the fetched format. Fragment stage: ignored (vec4 varyings).
    pub format: AttribFormat,
    /// Fragment stage: interpolate flat.
    pub flat: bool,
    /// Fragment stage: sample at the centroid.
    pub centroid: bool,
    /// The register components this declaration fills ([`mask`] bits): two
    /// varyings may share one register.
    pub mask: u8,
}

/// What an output register feeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutputKind {
    /// Clip-space position (vertex stage).
    Position,
    /// An interpolated varying at a location (vertex stage).
    Varying { location: u32, flat: bool },
    /// A colour target (fragment stage).
    Color { target: u32 },
    /// The fragment's depth, from the register's x (fragment stage).
    Depth,
    /// Written by the program but fed nowhere (a varying nothing reads).
    Discarded,
    /// The point size, from the register's x (vertex stage). Feeds the
    /// expansion of points into quads where a draw needs it, else nothing.
    PointSize,
    /// A user clip distance from the register's x (vertex stage): the
    /// primitive is clipped where it is negative. The distances of a program
    /// form one array in the order of their `index`.
    ClipDistance { index: u32 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OutputDecl {
    pub reg: u32,
    pub kind: OutputKind,
}

/// Dimension of a sampler's texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureDim {
    D2,
    Cube,
    D3,
}

impl TextureDim {
    /// Coordinate components a sample reads.
    pub fn coords(self) -> u32 {
        match self {
            TextureDim::D2 => 2,
            TextureDim::Cube | TextureDim::D3 => 3,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerDecl {
    /// Sampler number: binding `2 * index` holds the texture, `2 * index + 1` the
    /// sampler, in [`SAMPLER_GROUP`].
    pub index: u32,
    pub dim: TextureDim,
}

/// D3D9's largest `rep`/`loop` iteration count: larger counts are clamped
/// to it (and negative ones run no turn).
pub const MAX_LOOP_ITERATIONS: i32 = 255;

/// Bind group of the constant arrays: binding 0 vertex, binding 1 fragment.
pub const CONSTANT_GROUP: u32 = 0;
/// Registers (`vec4`) of the vertex stage's constant window: its uniform
/// binding holds many draws' constant blocks, and a draw's block starts at
/// the register index the draw hands its shaders ([`packed_indices`]). A
/// block is the float registers, then 16 integer vectors (bit patterns) if
/// the program has them, then the boolean mask (bits of the first
/// component) if it has it. Blocks of software vertex processing are not
/// windowed (see [`Program::storage_constants`]).
pub const VS_CONSTANT_WINDOW: u32 = 1 << PIXEL_INDEX_SHIFT;
/// Registers of the pixel stage's constant window. Kept small: a software
/// rasteriser copies the bound range of pixel constants whenever pixel
/// state changes.
pub const PS_CONSTANT_WINDOW: u32 = 256;
/// Where the pixel block's index starts in [`packed_indices`].
pub const PIXEL_INDEX_SHIFT: u32 = 12;
/// The two blocks' indices of a draw as one word: the vertex block's in
/// the low 12 bits, the pixel block's above them. A draw hands it to the
/// vertex stage as its first instance (a draw of one instance whose
/// pipeline steps no stream per instance) or in the immediates; the vertex
/// stage passes the pixel index on as a flat varying at
/// [`CONSTANT_INDEX_LOCATION`], so a change of constants changes no
/// pipeline state of the pixel stage.
pub fn packed_indices(vertex: u32, pixel: u32) -> u32 {
    debug_assert!(vertex < VS_CONSTANT_WINDOW && pixel < PS_CONSTANT_WINDOW);
    vertex | pixel << PIXEL_INDEX_SHIFT
}
/// The immediates' value that says the first instance carries the packed
/// indices: zero, the value wgpu gives the immediates when a pass changes
/// to a pipeline of another layout object, so a pass of single draws sets
/// them once (wgpu asks that before a pass's first draw), not again after
/// each such change ([`pushed_indices`] never yields it).
pub const INDICES_IN_INSTANCE: u32 = 0;
/// The immediates' value that hands a draw's [`packed_indices`] to the
/// vertex stage (which subtracts the one again): never
/// [`INDICES_IN_INSTANCE`].
pub fn pushed_indices(packed: u32) -> u32 {
    debug_assert!(packed < PS_CONSTANT_WINDOW << PIXEL_INDEX_SHIFT);
    packed + 1
}
/// Bytes of immediate data the shaders read: [`pushed_indices`], or
/// [`INDICES_IN_INSTANCE`].
pub const IMMEDIATE_BYTES: u32 = 4;
/// The varying location of the pixel block's index (flat `u32`): past the
/// locations of D3D9's fixed semantics and of the usual other ones
/// (`dxso::lower::varying_location` skips it), and below the 27 locations
/// every backend offers a pipeline with clip distances and the pixel
/// stage's built-in inputs.
pub const CONSTANT_INDEX_LOCATION: u32 = 24;
/// Bind group of textures and samplers.
pub const SAMPLER_GROUP: u32 = 1;

/// A whole shader.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub stage: Stage,
    pub temps: u32,
    pub inputs: Vec<InputDecl>,
    pub outputs: Vec<OutputDecl>,
    /// Number of vec4 registers of the constant array.
    pub constants: u32,
    /// The constant block is a read-only storage buffer rather than a
    /// uniform one (software vertex processing's 8,192 registers exceed
    /// what a uniform binding holds). Same layout, same binding, bound at
    /// the block itself rather than read through the vertex window
    /// ([`VS_CONSTANT_WINDOW`]).
    pub storage_constants: bool,
    pub immediates: Vec<[f32; 4]>,
    pub samplers: Vec<SamplerDecl>,
    pub body: Vec<Inst>,
    /// Vertex stage: after the body,
    /// `position.xyz = position.xyz * c[k + 1].xyz + c[k].xyz * position.w`:
    /// the device keeps D3D9's half-pixel offset in `c[k]` and, with it, the
    /// mapping of a D3D9 viewport larger than the target onto the part the
    /// GPU draws (scale in `c[k + 1]`, offset in `c[k]`).
    pub position_fixup: Option<u32>,
    /// Fragment stage: the input register that receives the fragment's window
    /// position (x, y in pixels at pixel centres, z the depth, w = 1/w).
    pub frag_coord: Option<u32>,
    /// Fragment stage: the input register whose components all receive 1.0 for
    /// a front face and -1.0 for a back face.
    pub front_facing: Option<u32>,
    /// Vertex stage: the input register whose components all receive the
    /// vertex index (the corner of a point drawn as a quad).
    pub vertex_index: Option<u32>,
    /// At least this many input registers exist; those no declaration fills
    /// read zero (a vertex shader input the vertex declaration lacks).
    pub input_registers: u32,
    /// The constant block carries 16 integer vectors after the float
    /// constants ([`IntSrc::Uniform`]).
    pub int_constants: bool,
    /// The constant block carries a 32-bit mask of boolean constants after the
    /// integer ones ([`BoolSrc::Uniform`]).
    pub bool_constants: bool,
    /// Constants a shader defines itself: a relatively addressed read of
    /// constant `.0` yields immediate `.1` instead of the uniform.
    pub const_overrides: Vec<(u32, u32)>,
    /// The application's constant registers, where the runtime's follow:
    /// a relatively addressed read at or past this register, or at a
    /// negative index, yields (0, 0, 0, 0), as D3D9 reads outside the
    /// constant file. `None`: any register of the block may be read that
    /// way (the fixed-function programs, whose indices are the runtime's).
    pub application_constants: Option<u32>,
    /// D3D9's legacy multiply: in `Mul`, `Mad`, `Dp2Add`, `Dp3` and `Dp4` a
    /// product with a zero factor is zero even when the other is infinite or
    /// NaN.
    pub legacy_mul: bool,
    /// Vertex stage: the varying locations (bit n: location n) written for
    /// a fragment stage that samples them at the centroid; both stages of a
    /// pipeline must agree (see [`Program::centroid_inputs`]).
    pub centroid_varyings: u64,
    /// Fragment stage: how each 2D sampler reads its texture, four bits per
    /// sampler index (bits `4s..4s + 4` for sampler `s`), a
    /// [`sampler_read`] value (see [`Program::set_sampler_reads`]).
    pub sampler_reads: u64,
}

/// How a fragment-stage 2D sampler reads its texture
/// ([`Program::sampler_reads`]). The texture of the gathering modes (all
/// but `PLAIN` and `SWAP_RG`) holds its value in x.
pub mod sampler_read {
    /// Bits per sampler in [`super::Program::sampler_reads`].
    pub const BITS: u32 = 4;
    /// A filtered sample.
    pub const PLAIN: u32 = 0;
    /// A shadow map, point filtered: the coordinate's z (divided by w when
    /// projected), clamped to 0..1, compared with the depth of the nearest
    /// texel: 1 where it is less or equal, else 0, in all four components.
    pub const COMPARE: u32 = 1;
    /// A shadow map, linearly filtered: the comparisons of the four nearest
    /// texels, weighted bilinearly (percentage-closer filtering).
    pub const COMPARE_LINEAR: u32 = 2;
    /// Fetch4: the four texels whose top-left one holds the coordinate, in
    /// the channels r: top right, g: bottom left, b: bottom right, a: top
    /// left; no filtering and no mip levels.
    pub const FETCH4: u32 = 3;
    /// A filtered sample read as (g, r, 1, 1): two-channel textures whose
    /// storage holds the channels the other way round (ATI2).
    pub const SWAP_RG: u32 = 4;
    /// Fetch4 of a block-compressed channel (ATI1): the top-left texel of
    /// the `FETCH4` footprint, the one holding the coordinate, in all four
    /// channels.
    pub const FETCH4_NEAREST: u32 = 5;
}

mod check;
mod passes;
pub use check::ProgramError;

#[cfg(test)]
mod tests;
