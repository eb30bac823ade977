//! Why a valid shader could not be lowered: [`LowerError`], a token offset
//! and a [`LowerErrorKind`].
//!
//! Validation refuses most of these first; the ones it cannot see are the
//! translation's own limits (expansion size, loop and call depth) and the
//! registers and samplers the lowering finds undeclared.

use crate::dxso::decode::RegType;
use crate::dxso::opcodes::Opcode;
use crate::ir::ProgramError;

/// Why a valid shader could not be lowered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("token {offset}: {kind}")]
pub struct LowerError {
    /// Token offset of the instruction (0 for faults of the whole program).
    pub offset: usize,
    /// What went wrong.
    pub kind: LowerErrorKind,
}

/// What kept a shader from being lowered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LowerErrorKind {
    /// Inlined subroutines and expanded macros pass
    /// [`super::MAX_EXPANDED`] IR instructions.
    #[error("the shader expands to too many instructions")]
    TooLarge,
    /// The generated program fails [`crate::ir::Program::check`]: a fault
    /// of the lowering, not of the shader.
    #[error("internal: {0}")]
    Internal(ProgramError),
    /// A sampler declared with a texture type other than 2d, cube or volume.
    #[error("sampler type {0} is not 2d, cube or volume")]
    SamplerType(u8),
    /// ret inside an if, loop or rep block.
    #[error("ret inside flow control is not supported")]
    RetInsideFlow,
    /// call or callnz of a label the shader does not define.
    #[error("call to undefined label l{0}")]
    UndefinedLabel(u32),
    /// Calls nested deeper than the inlining allows.
    #[error("subroutine calls nest too deeply")]
    CallDepth,
    /// Loops nested deeper than the loop counters the lowering keeps.
    #[error("loops nest too deeply")]
    LoopDepth,
    /// aL read outside a loop.
    #[error("aL used outside a loop")]
    LoopCounterOutsideLoop,
    /// Relative addressing by a register other than a0 and aL.
    #[error("relative addressing needs a0 or aL")]
    RelativeRegister,
    /// A constant register past the program's constants.
    #[error("c{0} is out of range")]
    ConstantOutOfRange(u32),
    /// A source register of a file that cannot be read (outputs among them).
    #[error("{}", unreadable_text(.0))]
    NotReadable(RegType),
    /// A destination register of a file that cannot be written.
    #[error("{0:?} registers cannot be written")]
    NotWritable(RegType),
    /// `!` on a source that is not a condition.
    #[error("! applies to booleans and predicates only")]
    NotModifier,
    /// An instruction without the source operand it needs.
    #[error("missing operand")]
    MissingOperand,
    /// An instruction without the destination it needs.
    #[error("missing destination")]
    MissingDestination,
    /// An output register written without a declaration (vs_3_0 o#).
    #[error("output register written without a declaration")]
    UndeclaredOutput,
    /// A condition (if, callnz, breakp) other than b# or p0.
    #[error("a condition must be a boolean constant or p0")]
    Condition,
    /// A comparison control outside 1..=6.
    #[error("comparison {0} is not one of gt, eq, ge, lt, ne, le")]
    Comparison(u8),
    /// A texture load from a sampler the shader does not declare.
    #[error("sampler s{0} is not declared")]
    UndeclaredSampler(u32),
    /// ps_1_x: an opcode given to the texture lowering that is not a
    /// texture instruction.
    #[error("{} is not a ps_1_x texture instruction", .0.name())]
    NotPs1Texture(Opcode),
}

fn unreadable_text(ty: &RegType) -> String {
    match ty {
        RegType::Output | RegType::RastOut | RegType::AttrOut | RegType::ColorOut | RegType::DepthOut => {
            "an output register is read".to_owned()
        }
        t => format!("{t:?} registers cannot be read here"),
    }
}
