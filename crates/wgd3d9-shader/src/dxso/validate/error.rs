//! What the validator reports: [`ValidationError`], a token offset and a
//! [`ValidationErrorKind`], with one variant per rule (or per family of
//! rules that differ only in the instruction or register they name). Kept
//! and relaxed rules share the type: a relaxed rule's error is a note in
//! [`super::Relaxed`].
//!
//! The variants carry the shader's own values (registers, opcodes, the
//! model, counts), so callers and tests match on them; their Display is the
//! message the validator has always written.

use crate::dxso::decode::{Instruction, RegType, Register, Relative, SrcMod};
use crate::dxso::disasm;
use crate::dxso::opcodes::{Opcode, DECL_USAGES};
use crate::dxso::{ShaderKind, Version};
use std::fmt;

/// Why a shader is not valid for its model, or a relaxed rule it broke.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("token {offset}: {kind}")]
pub struct ValidationError {
    /// Token offset of the offending instruction (of the block or
    /// subroutine, for rules about a whole one).
    pub offset: usize,
    /// The rule broken.
    pub kind: ValidationErrorKind,
}

/// An instruction as the rules name it: its opcode, with the control bits
/// and the model that choose its spelling (`texldp`, `texldb`, `texld` in
/// vertex shaders and ps_1_4, `texcrd`, `if_comp`). Displays that spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mnemonic {
    pub opcode: Opcode,
    /// The instruction token's opcode-specific control bits.
    pub control: u8,
    /// The shader's model.
    pub version: Version,
}

impl Mnemonic {
    /// Instruction `i` of a shader of model `version`.
    pub fn of(version: Version, i: &Instruction) -> Mnemonic {
        Mnemonic {
            opcode: i.opcode,
            control: i.control,
            version,
        }
    }
}

impl fmt::Display for Mnemonic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = self.version;
        f.write_str(match self.opcode {
            Opcode::Tex if v.major >= 2 && self.control == 1 => "texldp",
            Opcode::Tex if v.major >= 2 && self.control == 2 => "texldb",
            Opcode::Tex if v.stage == ShaderKind::Vertex => "texld",
            Opcode::Ifc => "if_comp",
            Opcode::Breakc => "break_comp",
            Opcode::Setp => "setp_comp",
            op => op.name_in(v),
        })
    }
}

/// A flow control block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlowBlock {
    /// if, if_comp (with or without else).
    If,
    Loop,
    Rep,
}

impl fmt::Display for FlowBlock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FlowBlock::If => "if",
            FlowBlock::Loop => "loop",
            FlowBlock::Rep => "rep",
        })
    }
}

/// The four nesting counters of D3D9's flow control limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nesting {
    /// if b#.
    StaticIf,
    /// if p0, if_comp, break_comp and callnz p0.
    Dynamic,
    /// loop and rep.
    LoopRep,
    /// call and callnz.
    Call,
}

impl fmt::Display for Nesting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Nesting::StaticIf => "static if",
            Nesting::Dynamic => "dynamic flow control",
            Nesting::LoopRep => "loop/rep",
            Nesting::Call => "call",
        })
    }
}

/// A result modifier of a destination.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultModifier {
    /// A result shift: `_x2` (1), `_x4` (2), `_x8` (3), `_d2` (-1), `_d4`
    /// (-2), `_d8` (-3).
    Shift(i8),
    Saturate,
    PartialPrecision,
    Centroid,
}

impl fmt::Display for ResultModifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ResultModifier::Shift(s) if s > 0 => write!(f, "_x{}", 1 << s.min(7)),
            ResultModifier::Shift(s) => write!(f, "_d{}", 1i32 << (-i32::from(s)).min(8)),
            ResultModifier::Saturate => f.write_str("_sat"),
            ResultModifier::PartialPrecision => f.write_str("_pp"),
            ResultModifier::Centroid => f.write_str("_centroid"),
        }
    }
}

/// Which instruction slots a limit counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotClass {
    /// Texture instructions (ps_1_x, ps_2_0).
    Texture,
    /// Arithmetic instructions (ps_1_x, ps_2_0).
    Arithmetic,
    /// All instructions together (the other models).
    All,
}

/// The operand forms of the ps_2_0/ps_2_x texture loads, and the sampler
/// operand of every sm2+ texture load.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TexldRule {
    /// The sampler takes no modifier.
    SamplerModifier,
    /// The destination is an r# with the full mask.
    Destination,
    /// The coordinates are a t# or an r#.
    CoordinateFile,
    /// The coordinates take no modifier.
    CoordinateModifier,
    /// ps_2_0: the coordinates take no swizzle.
    CoordinateSwizzle,
    /// The sampler takes no swizzle.
    SamplerSwizzle,
}

impl fmt::Display for TexldRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TexldRule::SamplerModifier => "takes no modifier on its sampler",
            TexldRule::Destination => "writes a temporary register with the full mask",
            TexldRule::CoordinateFile => "reads coordinates from t# or r#",
            TexldRule::CoordinateModifier => "takes no modifier on its coordinates",
            TexldRule::CoordinateSwizzle => "takes no swizzle on its coordinates in ps_2_0",
            TexldRule::SamplerSwizzle => "takes no swizzle on its sampler",
        })
    }
}

/// The rule a shader broke. Registers are named as the shader's model names
/// them (`a0` in vertex shaders, `t0` in pixel shaders), so variants that
/// name a register carry the model (`version`, or the `op`'s).
///
/// The module documentation of [`super`] and of each rule set says which
/// rules are kept and which relaxed; where one variant covers both (a
/// result shift on a declaration is kept, on a ps_1_x texture instruction
/// relaxed), the rule set decides.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ValidationErrorKind {
    // ---- register files (validate.rs) ----
    /// The model has no register file of `reg`'s type.
    #[error("{version} has no {} registers ({})", file_name(.reg.ty), reg_name(.version, .reg))]
    NoSuchFile { version: Version, reg: Register },
    /// `reg`'s number is past the `count` registers of its file.
    #[error("{} is out of range ({version} has {count})", reg_name(.version, .reg))]
    RegisterOutOfRange {
        version: Version,
        reg: Register,
        count: u32,
    },

    // ---- instructions (instructions.rs) ----
    /// The model has no such instruction.
    #[error("{op} is not available in {}", .op.version)]
    NotAvailable { op: Mnemonic },
    /// Control bits the opcode does not have (a comparison outside 1..=6,
    /// texld's project and bias bits before ps_2_0 or unknown ones, any
    /// bits on other instructions).
    #[error("{}", control_text(.op))]
    BadControl { op: Mnemonic },
    /// Co-issue outside ps_1_x.
    #[error("co-issue: {version} has no co-issued instructions")]
    CoissueUnavailable { version: Version },
    /// An instruction that is never co-issued (dp4, bem, non-arithmetic).
    #[error("co-issue: {} cannot be co-issued", .opcode.name())]
    CoissueOpcode { opcode: Opcode },
    /// A co-issued instruction that does not follow an arithmetic
    /// instruction that is not co-issued.
    #[error("co-issue: a co-issued instruction must follow an arithmetic instruction that is not co-issued")]
    CoissueUnpaired,
    /// A co-issued pair that does not split alpha from colour.
    #[error("co-issue: one instruction of the pair must write alpha only and the other colour only")]
    CoissueMasks,
    /// A predicate that is not p0.
    #[error("instructions are predicated on p0, not {}", reg_name(.version, .reg))]
    PredicateRegister { version: Version, reg: Register },
    /// A predicate with a modifier other than `!`.
    #[error("a predicate takes no modifier but !")]
    PredicateModifier,
    /// A predicate swizzle that is neither .xyzw nor a replicate.
    #[error("a predicate swizzle must be .xyzw or a replicate (.x, .y, .z, .w)")]
    PredicateSwizzle,
    /// vs_2_x sincos predicated with a swizzle that is not a replicate.
    #[error("vs_2_x predicates sincos with a replicate swizzle only")]
    SincosPredicateSwizzle,
    /// A predicated declaration, flow control instruction or phase.
    #[error("{op} cannot be predicated")]
    NotPredicable { op: Mnemonic },

    // ---- operands (operands.rs) ----
    /// A destination in a read-only file.
    #[error("{} cannot be written in {version}", reg_name(.version, .reg))]
    NotWritable { version: Version, reg: Register },
    /// a0 or p0 (`reg`) written by an instruction other than its own (mov
    /// in vs_1_1, mova, setp).
    #[error("{}", writer_text(.op, .reg))]
    WrongWriter { op: Mnemonic, reg: Register },
    /// vs_1_1 `mov a0` with a mask other than .x.
    #[error("vs_1_1 writes a0 with the .x mask only")]
    AddressMask,
    /// mova or setp writing something other than a0 or p0.
    #[error("{} writes {}, not {}", written_by(.op).0, written_by(.op).1, reg_name(&.op.version, .reg))]
    WrongDestination { op: Mnemonic, reg: Register },
    /// Source `operand` of an instruction whose operands are of fixed
    /// kinds (loop, rep, call, callnz, label, if, breakp, the sampler of a
    /// texture load) from the wrong file.
    #[error("{op} {}, not {}", operand_text(.op, *.operand), reg_name(&.op.version, .reg))]
    WrongOperandFile {
        op: Mnemonic,
        operand: usize,
        reg: Register,
    },
    /// A source the instruction cannot read (outputs, samplers, i#, b#,
    /// labels and p0 outside their instructions; ps_1_x texture operands).
    #[error("{op} cannot read {}", reg_name(&.op.version, .reg))]
    NotReadable { op: Mnemonic, reg: Register },
    /// Relative addressing the model does not have for `reg`.
    #[error(
        "{}: {} cannot be addressed that way in {version}",
        disasm::register(*.version, *.reg, Some(*.relative)),
        reg_name(.version, .reg)
    )]
    BadRelative {
        version: Version,
        reg: Register,
        relative: Relative,
    },
    /// sm1: an instruction reads `count` different registers of `file`,
    /// more than the model's `limit`.
    #[error("{op} reads {count} different {} registers ({} allows {limit})", file_name(*.file), .op.version)]
    ReadPorts {
        op: Mnemonic,
        file: RegType,
        count: usize,
        limit: usize,
    },
    /// def, defi or defb of a register outside c#, i# or b#.
    #[error("{op} defines {} registers only", defined_file(.op))]
    DefFile { op: Mnemonic },
    /// A write mask the instruction does not take (def: full; sincos: .x,
    /// .y or .xy; crs: within .xyz; m#x#: its rows; vs_1_1 frc: .y or .xy;
    /// bem: .xy; ps_1_1..ps_1_3 texture instructions: none).
    #[error("{op} {}", mask_text(.op))]
    InstructionMask { op: Mnemonic, mask: u8 },
    /// A scalar operand read without a replicate swizzle (if_comp and
    /// break_comp, p0 of if/callnz/breakp, sincos and the pixel shader
    /// scalar instructions, dp2add's third operand).
    #[error("{op} {}", scalar_text(.op))]
    ScalarSwizzle { op: Mnemonic },
    /// sincos, crs or nrm writing something other than an r#.
    #[error("{op} writes a temporary register")]
    TemporaryDestination { op: Mnemonic },
    /// crs, nrm, m#x# or ps_1_2/ps_1_3 cmp writing one of its sources.
    #[error("{op} {}", aliasing_text(.op))]
    DestinationIsSource { op: Mnemonic },
    /// sm2 sincos constants or sgn scratch registers that are not two
    /// different registers of their file.
    #[error("{op} {}", scratch_text(.op))]
    ScratchOperands { op: Mnemonic },
    /// crs with swizzled sources, m#x# with a swizzled or modified matrix.
    #[error("{op} {}", operand_swizzle_text(.op))]
    OperandSwizzle { op: Mnemonic },
    /// An operand form of the sm2+ texture loads.
    #[error("{op} {rule}")]
    TexldForm { op: Mnemonic, rule: TexldRule },

    // ---- modifiers and masks (modifiers.rs) ----
    /// `!` outside the b# or p0 operand of if, callnz and breakp.
    #[error("! applies only to the b# or p0 operand of if, callnz and breakp")]
    NotModifier,
    /// A source modifier the model (or, for `_dz`/`_dw`, the instruction)
    /// does not have.
    #[error("the {} source modifier is not available on {op} in {}", modifier_name(*.modifier), .op.version)]
    SourceModifier { op: Mnemonic, modifier: SrcMod },
    /// A source modifier on a ps_1_x texture instruction other than those
    /// it takes.
    #[error("{op} takes no {} source modifier in {}", modifier_name(*.modifier), .op.version)]
    TextureSourceModifier { op: Mnemonic, modifier: SrcMod },
    /// ps_1_4: a source modifier on a constant.
    #[error("ps_1_4 takes no source modifier on constants")]
    ConstantSourceModifier,
    /// sm3: `_abs` on some of an instruction's c# operands only.
    #[error("an instruction takes _abs on all of its c# operands or on none")]
    MixedAbs,
    /// A pixel shader swizzle outside the model's list.
    #[error("{op} cannot take the .{} swizzle in {}", swizzle_text(.swizzle), .op.version)]
    Swizzle { op: Mnemonic, swizzle: [u8; 4] },
    /// Result modifier bits the format does not define.
    #[error("{op} has unknown result modifier bits {modifiers:#x}")]
    UnknownResultModifier { op: Mnemonic, modifiers: u8 },
    /// A result modifier (or shift) the model does not have.
    #[error("{}", unavailable_text(.version, .modifier))]
    ResultModifierUnavailable { version: Version, modifier: ResultModifier },
    /// A result modifier the instruction does not take (shifts and `_sat`
    /// on declarations, texture and some other instructions; `_centroid`
    /// outside dcl of an input, the texture loads, dsx and dsy).
    #[error("{}", no_modifier_text(.op, .modifier))]
    NoResultModifier { op: Mnemonic, modifier: ResultModifier },
    /// ps_2_0/ps_2_x: `_sat` on a write of oC# or oDepth.
    #[error("{version} cannot write {} with _sat", reg_name(.version, .reg))]
    SaturateOutput { version: Version, reg: Register },
    /// An empty write mask.
    #[error("{op} has an empty write mask")]
    EmptyMask { op: Mnemonic },
    /// ps_1_1..ps_1_3: a write mask other than .xyzw, .xyz or .w (dp3:
    /// .xyzw or .xyz).
    #[error("{op} write mask {} is not one of {} in {}", mask_name(*.mask), ps1_masks(.op), .op.version)]
    WriteMask { op: Mnemonic, mask: u8 },

    // ---- declarations (decl.rs) ----
    /// A declaration after an instruction that is not one.
    #[error("{op} must come before the first instruction that is not a declaration")]
    DeclarationOrder { op: Mnemonic },
    /// dcl of a register the model does not declare.
    #[error("dcl cannot declare {} in {version}", reg_name(.version, .reg))]
    CannotDeclare { version: Version, reg: Register },
    /// dcl with relative addressing.
    #[error("dcl takes no relative addressing")]
    DeclRelative,
    /// A sampler declared with a texture type other than 2d, cube or volume.
    #[error(
        "{} is declared with texture type {texture_type}; dcl_2d, dcl_cube or dcl_volume expected",
        reg_name(.version, .reg)
    )]
    SamplerType {
        version: Version,
        reg: Register,
        texture_type: u8,
    },
    /// vPos declared with a mask other than .x, .y or .xy.
    #[error("vPos is declared with .x, .y or .xy")]
    VPosMask,
    /// A usage past the D3DDECLUSAGE values.
    #[error("{} is declared with unknown usage {usage}", reg_name(.version, .reg))]
    UnknownUsage { version: Version, reg: Register, usage: u8 },
    /// A ps_3_0 input declared position0 (the position is vPos).
    #[error("{} cannot be declared position0 (use vPos)", reg_name(.version, .reg))]
    PixelPosition { version: Version, reg: Register },
    /// A register (or overlapping masks of one) declared twice.
    #[error("{} is declared twice", reg_name(.version, .reg))]
    DeclaredTwice { version: Version, reg: Register },
    /// A usage and index declared twice in one register file.
    #[error("usage {}{index} is declared twice", usage_name(*.usage))]
    UsageDeclaredTwice { usage: u8, index: u8 },
    /// A register that needs a declaration, read (or written) without one.
    #[error("{} is {} but not declared", reg_name(.version, .reg), if *.written { "written" } else { "read" })]
    Undeclared {
        version: Version,
        reg: Register,
        written: bool,
    },

    // ---- flow control (flow.rs) ----
    /// An instruction other than label after a ret.
    #[error("{op} follows a ret; only a label may")]
    AfterRet { op: Mnemonic },
    /// vs_2_0/vs_2_x: more static flow control instructions than `limit`.
    #[error("more than {limit} static flow control instructions ({version} allows {limit})")]
    StaticFlowCount { version: Version, limit: u32 },
    /// A label that does not follow a ret.
    #[error("label must directly follow a ret")]
    LabelPlacement,
    /// A label defined twice.
    #[error("label l{label} is defined twice")]
    LabelTwice { label: u32 },
    /// ret inside the block opened at token `at`.
    #[error("ret inside the {block} block at token {at}")]
    RetInsideBlock { block: FlowBlock, at: usize },
    /// A second else for the if at token `at`.
    #[error("second else for the if at token {at}")]
    SecondElse { at: usize },
    /// else, endif, endloop or endrep with no block open.
    #[error("{op} without {}", opener(.op))]
    NoOpenBlock { op: Mnemonic },
    /// else, endif, endloop or endrep that closes the wrong kind of block
    /// (opened at token `at`).
    #[error("{op} closes the {block} block at token {at}")]
    WrongBlock { op: Mnemonic, block: FlowBlock, at: usize },
    /// A block still open at the end of the shader.
    #[error("the {block} block is not closed")]
    Unclosed { block: FlowBlock },
    /// A subroutine that does not end with ret.
    #[error("subroutine l{label} does not end with ret")]
    NoRet { label: u32 },
    /// A call to a label the shader does not define.
    #[error("call to l{label}, which is not defined")]
    UndefinedLabel { label: u32 },
    /// A vertex shader calling a subroutine defined before the call.
    #[error("l{label} is defined before the call; vertex shaders call forward only")]
    BackwardCall { label: u32 },
    /// A call that recurses into subroutine `label`.
    #[error("call to l{label} is recursive")]
    Recursion { label: u32 },
    /// aL outside a loop block (directly or through a call).
    #[error("aL is used outside a loop block")]
    LoopCounterOutsideLoop,
    /// Nesting deeper than the model's (or the translation's) limit, in
    /// the main program or, counted from its entry, in `subroutine`.
    #[error("{counter} nesting depth {depth} exceeds {version}'s limit of {limit}{}", via(.subroutine))]
    NestingDepth {
        version: Version,
        counter: Nesting,
        depth: u32,
        limit: u32,
        subroutine: Option<u32>,
    },
    /// break, break_comp or breakp outside a loop or rep block.
    #[error("{op} outside a loop or rep block")]
    BreakOutsideLoop { op: Mnemonic },

    // ---- ps_1_x texture rules (ps1.rs) ----
    /// A temporary read before it is written.
    #[error("{} is read before it is written", reg_name(.version, .reg))]
    ReadBeforeWrite { version: Version, reg: Register },
    /// ps_1_1..ps_1_3 cnd whose condition is not r0.a.
    #[error("cnd compares r0.a in {version}")]
    CndCondition { version: Version },
    /// More of one instruction than the model allows (ps_1_2/ps_1_3 cmp
    /// and dp4, ps_1_4 bem).
    #[error("{}", count_text(.op, *.limit))]
    InstructionCount { op: Mnemonic, limit: u32 },
    /// A texture instruction after an arithmetic one (of its phase, in
    /// ps_1_4).
    #[error("{op} follows an arithmetic instruction{}", if .op.version.minor == 4 { " of its phase" } else { "" })]
    TextureAfterArithmetic { op: Mnemonic },
    /// A texture instruction writing outside t# (ps_1_1..ps_1_3) or r#
    /// (ps_1_4 texld and texcrd).
    #[error("{}", texture_destination_text(.op, .reg))]
    TextureDestination { op: Mnemonic, reg: Register },
    /// t`index` written by two texture instructions.
    #[error("t{index} is written by two texture instructions")]
    TextureWrittenTwice { index: u32 },
    /// A texture instruction writing t`dst` that reads t`src`, not lower.
    #[error("{op} t{dst} reads t{src}; it must read a lower t#")]
    TextureOrder { op: Mnemonic, dst: u32, src: u32 },
    /// A texm3x2/texm3x3 row that does not follow its pads.
    #[error("{op} {}", texm_text(.op))]
    TexmWithoutPad { op: Mnemonic },
    /// texm3x2pad or texm3x3pad (a matrix of `rows` rows) not followed by
    /// the rest of its sequence.
    #[error("{}", if *.rows == 3 { TEXM3X3_UNFINISHED } else { TEXM3X2_UNFINISHED })]
    TexmUnfinished { rows: u8 },
    /// ps_1_4: a second phase instruction.
    #[error("ps_1_4 has at most one phase")]
    SecondPhase,
    /// ps_1_4: v# read in the first phase.
    #[error("v# registers are read in the second phase only")]
    InputInFirstPhase,
    /// ps_1_4: an arithmetic instruction reading t#.
    #[error("{op} cannot read t# registers in ps_1_4")]
    ArithmeticReadsTexture { op: Mnemonic },
    /// ps_1_4: texld reading an r# in the first phase.
    #[error("texld reads r# only in the second phase")]
    TexldTempInFirstPhase,
    /// ps_1_4: texld or texcrd coordinates selected other than .xyz or .xyw.
    #[error("{op} reads .xyz or .xyw")]
    TexcoordSelector { op: Mnemonic },
    /// ps_1_4: `_dz` other than on texld of an r#, `_dw` other than on a t#
    /// read with .xyw.
    #[error("{}", project_text(*.modifier))]
    ProjectModifier { modifier: SrcMod },
    /// ps_1_4: `_dz` more than twice.
    #[error("_dz may be used at most twice")]
    DzCount,
    /// ps_1_4: t`index` read with both .xyz and .xyw.
    #[error("t{index} is read with both .xyz and .xyw")]
    MixedSelectors { index: u32 },
    /// ps_1_4: bem outside the first phase, texdepth outside the second.
    #[error("{}", phase_text(.op))]
    PhasePlacement { op: Mnemonic },
    /// ps_1_4: texdepth writing a register other than r5.
    #[error("texdepth writes r5")]
    TexdepthRegister,

    // ---- instruction slots (slots.rs) ----
    /// More instruction slots of `class` than the model's `limit`: `used`
    /// by the shader, or by ps_1_4 `phase` (0 or 1) where it has a phase
    /// instruction.
    #[error("{}", slots_text(.version, .class, *.limit, *.used, .phase))]
    Slots {
        version: Version,
        class: SlotClass,
        limit: u32,
        used: u32,
        phase: Option<u32>,
    },
}

const TEXM3X3_UNFINISHED: &str =
    "texm3x3pad t(m), t(n) must be followed by texm3x3pad t(m+1), t(n) and a texm3x3 instruction t(m+2), t(n)";
const TEXM3X2_UNFINISHED: &str = "texm3x2pad t(m), t(n) must be followed by texm3x2tex or texm3x2depth t(m+1), t(n)";

fn reg_name(v: &Version, r: &Register) -> String {
    disasm::register(*v, *r, None)
}

/// The name of register file `ty` in messages.
pub(super) fn file_name(ty: RegType) -> &'static str {
    use RegType::*;
    match ty {
        Temp => "temporary",
        Input => "input",
        Const | Const2 | Const3 | Const4 => "constant",
        AddrOrTexture => "address or texture",
        RastOut => "rasterizer output",
        AttrOut => "colour output",
        Output => "output",
        ConstInt => "integer constant",
        ColorOut => "colour output",
        DepthOut => "depth output",
        Sampler => "sampler",
        ConstBool => "boolean constant",
        Loop => "loop counter",
        TempFloat16 => "half temporary",
        Misc => "vPos/vFace",
        Label => "label",
        Predicate => "predicate",
    }
}

/// `.xyz`-style text of a write mask.
pub(super) fn mask_name(mask: u8) -> String {
    let mut out = String::from(".");
    out.extend((0..4).filter(|b| mask & (1 << b) != 0).map(|b| ['x', 'y', 'z', 'w'][b]));
    out
}

fn swizzle_text(sw: &[u8; 4]) -> String {
    sw.iter().map(|&c| ['x', 'y', 'z', 'w'][usize::from(c & 3)]).collect()
}

fn modifier_name(m: SrcMod) -> &'static str {
    use SrcMod::*;
    match m {
        None => "no",
        Neg => "-",
        Bias | BiasNeg => "_bias",
        Sign | SignNeg => "_bx2",
        Comp => "1-",
        X2 | X2Neg => "_x2",
        Dz => "_dz",
        Dw => "_dw",
        Abs | AbsNeg => "_abs",
        Not => "!",
    }
}

fn usage_name(usage: u8) -> &'static str {
    DECL_USAGES.get(usize::from(usage)).copied().unwrap_or("?")
}

fn control_text(op: &Mnemonic) -> String {
    let v = op.version;
    match op.opcode {
        Opcode::Ifc | Opcode::Breakc | Opcode::Setp => {
            format!("{op} has no valid comparison (control {})", op.control)
        }
        Opcode::Tex if v.major >= 2 => format!("texld control bits {} are not project or bias", op.control),
        Opcode::Tex if v.major == 1 && op.control <= 2 => format!("{op} has no projected or biased form"),
        _ => format!("{op} has unknown control bits {:#x}", op.control),
    }
}

fn writer_text(op: &Mnemonic, r: &Register) -> String {
    let v = op.version;
    if r.ty == RegType::Predicate {
        format!("only setp writes p0, not {op}")
    } else if v.major == 1 {
        "vs_1_1 writes a0 only with mov a0.x".to_owned()
    } else {
        format!("{v} writes a0 only with mova")
    }
}

/// The instruction and the register it alone writes.
fn written_by(op: &Mnemonic) -> (&'static str, &'static str) {
    if op.opcode == Opcode::Setp {
        ("setp", "p0")
    } else {
        ("mova", "a0")
    }
}

fn operand_text(op: &Mnemonic, operand: usize) -> &'static str {
    use Opcode::*;
    match (op.opcode, operand) {
        (Loop, 0) => "counts in aL",
        (Loop, 1) | (Rep, 0) => "takes an i# register",
        (Call, 0) | (CallNz, 0) | (Label, 0) => "takes a label",
        (If, 0) | (CallNz, 1) => "takes b# or p0",
        (BreakP, 0) => "takes p0",
        _ => "samples a sampler (s#)",
    }
}

fn defined_file(op: &Mnemonic) -> &'static str {
    match op.opcode {
        Opcode::Def => "c#",
        Opcode::DefI => "i#",
        _ => "b#",
    }
}

fn mask_text(op: &Mnemonic) -> String {
    use Opcode::*;
    match op.opcode {
        Def => "takes the full write mask".to_owned(),
        SinCos => "writes .x, .y or .xy".to_owned(),
        Crs => "writes some of .x, .y and .z only".to_owned(),
        M4x4 | M3x4 => "writes the .xyzw mask".to_owned(),
        M4x3 | M3x3 => "writes the .xyz mask".to_owned(),
        M3x2 => "writes the .xy mask".to_owned(),
        Frc => format!("writes .y or .xy in {}", op.version),
        Bem => "writes .xy".to_owned(),
        _ => "takes no write mask".to_owned(),
    }
}

fn scalar_text(op: &Mnemonic) -> &'static str {
    use Opcode::*;
    match op.opcode {
        Ifc | Breakc => "compares replicate swizzles (.x, .y, .z or .w)",
        If | CallNz | BreakP => "needs a replicate swizzle on p0",
        Dp2Add => "reads a replicate swizzle as its third operand",
        _ => "reads a replicate swizzle (.x, .y, .z or .w)",
    }
}

fn aliasing_text(op: &Mnemonic) -> String {
    use Opcode::*;
    match op.opcode {
        Nrm => "cannot write its source".to_owned(),
        M4x4 | M4x3 | M3x4 | M3x3 | M3x2 => "cannot write its vector operand".to_owned(),
        Cmp => format!("cannot write one of its sources in {}", op.version),
        _ => "cannot write one of its sources".to_owned(),
    }
}

fn scratch_text(op: &Mnemonic) -> &'static str {
    if op.opcode == Opcode::SinCos {
        "takes two different c# registers as its second and third operands"
    } else {
        "takes two different r# registers as its scratch operands"
    }
}

fn operand_swizzle_text(op: &Mnemonic) -> &'static str {
    if op.opcode == Opcode::Crs {
        "reads its sources without swizzle"
    } else {
        "takes no swizzle or modifier on its matrix operand"
    }
}

fn unavailable_text(v: &Version, m: &ResultModifier) -> String {
    match m {
        ResultModifier::Shift(_) => format!("the {m} result shift is not available in {v}"),
        _ => format!("{m} is not available in {v}"),
    }
}

fn no_modifier_text(op: &Mnemonic, m: &ResultModifier) -> String {
    let ps1 = op.version.stage == ShaderKind::Pixel && op.version.major == 1;
    match m {
        ResultModifier::Shift(_) => format!("{op} takes no result shift"),
        ResultModifier::Saturate if ps1 && super::is_ps1_texture(op.opcode) => {
            format!("{op} takes no _sat (texture address instruction)")
        }
        _ => format!("{op} takes no {m}"),
    }
}

fn ps1_masks(op: &Mnemonic) -> String {
    let allowed: &[u8] = if op.opcode == Opcode::Dp3 {
        &[0xF, 0x7]
    } else {
        &[0xF, 0x7, 0x8]
    };
    allowed.iter().map(|&m| mask_name(m)).collect::<Vec<_>>().join(", ")
}

fn opener(op: &Mnemonic) -> &'static str {
    match op.opcode {
        Opcode::EndLoop => "loop",
        Opcode::EndRep => "rep",
        _ => "if",
    }
}

fn via(subroutine: &Option<u32>) -> String {
    match subroutine {
        Some(l) => format!(" (in subroutine l{l})"),
        None => String::new(),
    }
}

fn count_text(op: &Mnemonic, limit: u32) -> String {
    if op.opcode == Opcode::Bem {
        return "bem may be used once per shader".to_owned();
    }
    let words = ["none", "one", "two", "three", "four"];
    match words.get(limit as usize) {
        Some(w) => format!("{} allows at most {w} {op}", op.version),
        None => format!("{} allows at most {limit} {op}", op.version),
    }
}

fn texture_destination_text(op: &Mnemonic, r: &Register) -> String {
    if op.version.minor == 4 {
        format!("{op} writes an r# register")
    } else {
        format!("{op} writes a t# register, not {}", reg_name(&op.version, r))
    }
}

fn texm_text(op: &Mnemonic) -> &'static str {
    match op.opcode {
        Opcode::TexM3x2Tex | Opcode::TexM3x2Depth => "t(m+1), t(n) must follow texm3x2pad t(m), t(n)",
        _ => "t(m+2), t(n) must follow two texm3x3pad t(m..m+1), t(n)",
    }
}

fn project_text(modifier: SrcMod) -> &'static str {
    if modifier == SrcMod::Dz {
        "_dz is only valid on texld of an r# register"
    } else {
        "_dw is only valid on a t# register read with .xyw"
    }
}

fn phase_text(op: &Mnemonic) -> &'static str {
    if op.opcode == Opcode::Bem {
        "bem stands in the first phase (before phase)"
    } else {
        "texdepth stands in the second phase (after phase)"
    }
}

fn slots_text(version: &Version, class: &SlotClass, limit: u32, used: u32, phase: &Option<u32>) -> String {
    let class = match class {
        SlotClass::Texture => "texture ",
        SlotClass::Arithmetic => "arithmetic ",
        SlotClass::All => "",
    };
    let ps14 = version.stage == ShaderKind::Pixel && version.major == 1 && version.minor == 4;
    let per_phase = if ps14 { " per phase" } else { "" };
    let whom = match phase {
        Some(0) => "the first phase",
        Some(_) => "the second phase",
        None => "the shader",
    };
    format!("{version} allows {limit} {class}instruction slots{per_phase}; {whom} uses {used}")
}
