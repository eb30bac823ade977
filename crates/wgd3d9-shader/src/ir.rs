//! The shader IR: a D3D9-shaped register machine that every shader source lowers
//! to (the fixed-function generator today, DXSO bytecode next) and that
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
//!
//! # Invariants (checked by [`Program::check`])
//! - Every register index is below its file's declared count.
//! - Every sampler an instruction names is declared.
//! - Write masks are non-zero and only name x, y, z, w.

use wgd3d9_core::vertex_decl::AttribFormat;

/// Pipeline stage of a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Vertex,
    Fragment,
}

/// A register file.
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
}

impl Src {
    pub const fn new(reg: Reg) -> Src {
        Src {
            reg,
            swizzle: XYZW,
            modifier: SrcMod::None,
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

/// A destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dst {
    pub reg: Reg,
    /// Bits of [`mask`]; never zero.
    pub mask: u8,
    /// Clamp the result to [0, 1] before writing.
    pub saturate: bool,
}

impl Dst {
    pub const fn new(reg: Reg) -> Dst {
        Dst {
            reg,
            mask: mask::ALL,
            saturate: false,
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
    /// Explicit level in the coordinate's w.
    Lod,
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
    /// Discards the fragment when any of x, y, z of `a` is negative.
    Kill {
        a: Src,
    },
    /// Discards the fragment unless `a.x <cmp> b.x` holds.
    DiscardUnless {
        cmp: Cmp,
        a: Src,
        b: Src,
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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerDecl {
    /// Sampler number: binding `2 * index` holds the texture, `2 * index + 1` the
    /// sampler, in [`SAMPLER_GROUP`].
    pub index: u32,
    pub dim: TextureDim,
}

/// Bind group of the constant arrays: binding 0 vertex, binding 1 fragment.
pub const CONSTANT_GROUP: u32 = 0;
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
    pub immediates: Vec<[f32; 4]>,
    pub samplers: Vec<SamplerDecl>,
    pub body: Vec<Inst>,
    /// Vertex stage: after the body, `position.xyz += c[k].xyz * position.w`;
    /// the device keeps D3D9's half-pixel offset (x, y) and the constant depth
    /// bias (z) in that constant.
    pub position_fixup: Option<u32>,
    /// Fragment stage: the input register that receives the fragment's window
    /// position (x, y in pixels at pixel centres, z the depth, w = 1/w).
    pub frag_coord: Option<u32>,
}

/// An invariant of [`Program`] that does not hold.
#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
pub enum ProgramError {
    #[error("instruction {inst}: register {reg:?} out of range")]
    RegisterOutOfRange { inst: usize, reg: Reg },
    #[error("instruction {inst}: sampler {sampler} not declared")]
    UndeclaredSampler { inst: usize, sampler: u32 },
    #[error("instruction {inst}: empty or invalid write mask")]
    BadMask { inst: usize },
    #[error("instruction {inst}: cannot write to {file:?}")]
    ReadOnlyDestination { inst: usize, file: RegFile },
    #[error("declaration names register {0} out of range")]
    BadDeclaration(u32),
}

impl Program {
    pub fn new(stage: Stage) -> Program {
        Program {
            stage,
            temps: 0,
            inputs: Vec::new(),
            outputs: Vec::new(),
            constants: 0,
            immediates: Vec::new(),
            samplers: Vec::new(),
            body: Vec::new(),
            position_fixup: None,
            frag_coord: None,
        }
    }

    /// Registers of an input/output file (one past the highest declared index).
    pub fn input_count(&self) -> u32 {
        let declared = self.inputs.iter().map(|d| d.reg + 1).max().unwrap_or(0);
        declared.max(self.frag_coord.map_or(0, |r| r + 1))
    }
    pub fn output_count(&self) -> u32 {
        self.outputs.iter().map(|d| d.reg + 1).max().unwrap_or(0)
    }

    fn file_len(&self, file: RegFile) -> u32 {
        match file {
            RegFile::Temp => self.temps,
            RegFile::Input => self.input_count(),
            RegFile::Output => self.output_count(),
            RegFile::Const => self.constants,
            RegFile::Immediate => self.immediates.len() as u32,
        }
    }

    /// Checks the invariants listed in the module documentation.
    pub fn check(&self) -> Result<(), ProgramError> {
        if let Some(k) = self.position_fixup {
            if k >= self.constants {
                return Err(ProgramError::BadDeclaration(k));
            }
        }
        for (inst, i) in self.body.iter().enumerate() {
            let mut bad = None;
            i.for_each_src(|s| {
                if s.reg.index >= self.file_len(s.reg.file) || s.swizzle.iter().any(|&c| c > 3) {
                    bad.get_or_insert(s.reg);
                }
            });
            if let Some(reg) = bad {
                return Err(ProgramError::RegisterOutOfRange { inst, reg });
            }
            if let Some(d) = i.dst() {
                if d.mask == 0 || d.mask > 15 {
                    return Err(ProgramError::BadMask { inst });
                }
                if matches!(d.reg.file, RegFile::Input | RegFile::Const | RegFile::Immediate) {
                    return Err(ProgramError::ReadOnlyDestination { inst, file: d.reg.file });
                }
                if d.reg.index >= self.file_len(d.reg.file) {
                    return Err(ProgramError::RegisterOutOfRange { inst, reg: d.reg });
                }
            }
            if let Inst::Tex { sampler, .. } = i {
                if !self.samplers.iter().any(|s| s.index == *sampler) {
                    return Err(ProgramError::UndeclaredSampler {
                        inst,
                        sampler: *sampler,
                    });
                }
            }
        }
        Ok(())
    }
}

impl Inst {
    /// The destination, if the instruction writes one.
    pub fn dst(&self) -> Option<Dst> {
        use Inst::*;
        match *self {
            Mov { dst, .. }
            | Add { dst, .. }
            | Mul { dst, .. }
            | Mad { dst, .. }
            | Dp3 { dst, .. }
            | Dp4 { dst, .. }
            | Min { dst, .. }
            | Max { dst, .. }
            | Rcp { dst, .. }
            | Rsq { dst, .. }
            | Lrp { dst, .. }
            | Cmp { dst, .. }
            | Slt { dst, .. }
            | Sge { dst, .. }
            | Frc { dst, .. }
            | Floor { dst, .. }
            | Tex { dst, .. } => Some(dst),
            Kill { .. } | DiscardUnless { .. } => None,
        }
    }

    /// Calls `f` for every source operand.
    pub fn for_each_src(&self, mut f: impl FnMut(&Src)) {
        use Inst::*;
        match self {
            Mov { src, .. } => f(src),
            Rcp { a, .. } | Rsq { a, .. } | Frc { a, .. } | Floor { a, .. } | Kill { a } => f(a),
            Add { a, b, .. }
            | Mul { a, b, .. }
            | Dp3 { a, b, .. }
            | Dp4 { a, b, .. }
            | Min { a, b, .. }
            | Max { a, b, .. }
            | Slt { a, b, .. }
            | Sge { a, b, .. }
            | DiscardUnless { a, b, .. } => {
                f(a);
                f(b)
            }
            Mad { a, b, c, .. } | Lrp { a, b, c, .. } => {
                f(a);
                f(b);
                f(c)
            }
            Cmp { cond, a, b, .. } => {
                f(cond);
                f(a);
                f(b)
            }
            Tex { coord, .. } => f(coord),
        }
    }
}

#[cfg(test)]
#[path = "ir/tests.rs"]
mod tests;
