//! Validation of decoded shaders against their shader model, the rules of
//! D3D9's shader validator:
//!
//! - the register files each model has and how many registers of each (this
//!   file, from the D3D9 register tables);
//! - which instructions each model has, control bits, co-issue and
//!   predication ([`instructions`]);
//! - the register files each instruction writes and reads, relative
//!   addressing, read ports and instruction-specific operand forms
//!   ([`operands`]);
//! - source and result modifiers and write masks ([`modifiers`]);
//! - declarations ([`decl`]);
//! - flow control structure, subroutines and nesting limits ([`flow`]);
//! - the texture rules of ps_1_x ([`ps1`]);
//! - the instruction slots each model allows, counted with the slot tables
//!   of D3D9's instruction references ([`slots`]).
//!
//! Counts that D3D9 ties to device caps use wgd3d9's: 8192 vertex shader
//! float constants (software vertex processing's; a device without it
//! refuses shaders naming registers past 255, see
//! [`super::lower::Translation::software_constants`]) and 32 temporaries where a model allows a device to offer more
//! than its minimum, and the highest vs_2_x/ps_2_x caps (flow control,
//! predication, gradients, arbitrary swizzles, no dependent-read limit, no
//! texture instruction limit, 512 ps_2_x instruction slots) and 32768
//! vs_3_0/ps_3_0 instruction slots.
//!
//! Not checked yet: the ps_2_0 dependent-read depth, reads of temporaries
//! before they are written from shader model 2 on, and texture coordinates
//! against the declared sampler dimension.
//!
//! # Kept and relaxed rules
//!
//! Programs ship the shaders drivers accepted, not the ones the
//! documentation allows, and assemblers emit forms the documentation
//! forbids (an unmasked `m3x3 r5, v4, c0` is assembled with `.xyzw`). So the
//! rules come in two kinds:
//!
//! - **kept** (an error): what the translation cannot give a meaning to:
//!   registers or files a model does not have, unknown encodings, operands of
//!   the wrong kind, control flow that does not nest, recursion, the
//!   ps_1_x texture stage order;
//! - **relaxed** (accepted, returned by [`validate`] for one debug line per
//!   shader): what only the documentation states and the translation runs as
//!   the hardware does: write masks wider than an instruction computes
//!   (m#x#, sincos, crs, dp3 in ps_1_x: only the computed components are
//!   written), swizzles and modifiers outside the model's lists, `_sat`,
//!   `_pp`, `_centroid` and result shifts where the model's page leaves them
//!   out, read ports, slot counts and nesting depths the translation does
//!   not share, declaration order, operand aliasing the translation reads
//!   before writing, and undeclared vPos/vFace. Each site says `relax` in
//!   the code.

mod decl;
mod error;
mod flow;
mod instructions;
mod modifiers;
mod operands;
mod ps1;
mod slots;

pub use error::{
    FlowBlock, Mnemonic, Nesting, ResultModifier, SlotClass, TexldRule, ValidationError, ValidationErrorKind,
};
pub use instructions::available;
pub use slots::{PS_2_X_SLOTS, PS_3_0_SLOTS, VS_3_0_SLOTS};

use super::decode::{Instruction, RegType, Register, Shader, REG_TYPES};
use super::opcodes::Opcode;
use super::{ShaderKind, Version};

/// How many registers of file `ty` shader model `v` has (0: the model has no
/// such file).
pub fn register_count(v: Version, ty: RegType) -> u32 {
    let vs = v.stage == ShaderKind::Vertex;
    let (major, minor) = (v.major, v.minor);
    let sm1 = major == 1;
    let sm2x = major == 2 && minor == 1;
    let sm3 = major == 3;
    use RegType::*;
    match ty {
        Temp if vs => {
            if sm2x || sm3 {
                32
            } else {
                12
            }
        }
        Temp => match (major, minor) {
            (1, 4) => 6,
            (1, _) => 2,
            (2, 0) => 12,
            _ => 32,
        },
        Input if vs => 16,
        Input => {
            if sm3 {
                10
            } else {
                2
            }
        }
        Const if vs => super::lower::VS_SOFTWARE_CONSTANTS,
        Const => match major {
            1 => 8,
            2 => 32,
            _ => 224,
        },
        AddrOrTexture if vs => 1,
        AddrOrTexture => match (major, minor) {
            (1, 4) => 6,
            (1, _) => 4,
            (2, _) => 8,
            _ => 0,
        },
        RastOut if vs && !sm3 => 3,
        AttrOut if vs && !sm3 => 2,
        Output if vs => {
            if sm3 {
                12
            } else {
                8
            }
        }
        ConstInt | ConstBool if vs => {
            if sm1 {
                0
            } else {
                16
            }
        }
        ConstInt | ConstBool if !vs && (sm2x || sm3) => 16,
        ColorOut if !vs && !sm1 => 4,
        DepthOut if !vs && !sm1 => 1,
        Sampler if vs && sm3 => 4,
        Sampler if !vs && !sm1 => 16,
        Loop if (vs && !sm1) || (!vs && sm3) => 1,
        Label if (vs && !sm1) || (!vs && (sm2x || sm3)) => {
            if sm3 {
                2048
            } else {
                16
            }
        }
        Predicate if sm2x || sm3 => 1,
        Misc if !vs && sm3 => 2,
        _ => 0,
    }
}

/// The relaxed rules a shader broke (see the module documentation).
pub type Relaxed = Vec<ValidationError>;

type Pass = fn(&Shader, &mut Relaxed) -> Result<(), ValidationError>;

/// Checks a shader against its model. Every rule set runs; the error at the
/// lowest token offset is reported (the earlier rule set on a tie). A valid
/// shader's answer lists the relaxed rules it broke, in rule-set order.
pub fn validate(s: &Shader) -> Result<Relaxed, ValidationError> {
    let passes: [Pass; 8] = [
        check_registers,
        instructions::check,
        operands::check,
        modifiers::check,
        decl::check,
        flow::check,
        ps1::check,
        slots::check,
    ];
    let mut first: Option<ValidationError> = None;
    let mut relaxed = Relaxed::new();
    for pass in passes {
        if let Err(e) = pass(s, &mut relaxed) {
            if first.as_ref().is_none_or(|f| e.offset < f.offset) {
                first = Some(e);
            }
        }
    }
    first.map_or(Ok(relaxed), Err)
}

/// Notes that `i` broke a relaxed rule.
fn relax(relaxed: &mut Relaxed, i: &Instruction, kind: ValidationErrorKind) {
    relaxed.push(error(i, kind));
}

/// Checks every register an instruction names (destination, predicate,
/// sources and their relative addresses) against its model.
fn check_registers(s: &Shader, _: &mut Relaxed) -> Result<(), ValidationError> {
    // Register counts of every file, looked up once.
    let counts: [u32; REG_TYPES] =
        std::array::from_fn(|t| RegType::from_index(t).map_or(0, |ty| register_count(s.version, ty)));
    let check = |i: &Instruction, reg: Register| {
        if reg.index < counts[reg.ty as usize] {
            Ok(())
        } else {
            Err(register_error(s.version, i, reg))
        }
    };
    for i in &s.instructions {
        if let Some(d) = &i.dst {
            check(i, d.reg)?;
            if let Some(r) = d.relative {
                check(i, r.reg)?;
            }
        }
        for src in i.predicate.iter().chain(i.src.iter()) {
            check(i, src.reg)?;
            if let Some(r) = src.relative {
                check(i, r.reg)?;
            }
        }
    }
    Ok(())
}

/// Why `reg` is not a register of model `v` (its file is missing or its
/// index past the file's count).
fn register_error(v: Version, i: &Instruction, reg: Register) -> ValidationError {
    let count = register_count(v, reg.ty);
    let kind = if count == 0 {
        ValidationErrorKind::NoSuchFile { version: v, reg }
    } else {
        ValidationErrorKind::RegisterOutOfRange { version: v, reg, count }
    };
    error(i, kind)
}

/// A shader model, with the questions the rules ask of it.
#[derive(Clone, Copy)]
struct Model {
    v: Version,
    vs: bool,
    major: u8,
    minor: u8,
}

impl Model {
    fn new(v: Version) -> Model {
        Model {
            v,
            vs: v.stage == ShaderKind::Vertex,
            major: v.major,
            minor: v.minor,
        }
    }

    /// `vs_2_x` or `ps_2_x`.
    fn sm2x(self) -> bool {
        self.major == 2 && self.minor == 1
    }

    fn sm3(self) -> bool {
        self.major == 3
    }

    /// ps_1_1 .. ps_1_4.
    fn ps1(self) -> bool {
        !self.vs && self.major == 1
    }

    fn ps14(self) -> bool {
        self.ps1() && self.minor == 4
    }

    /// ps_1_1 .. ps_1_3.
    fn ps_legacy(self) -> bool {
        self.ps1() && self.minor < 4
    }
}

fn error(i: &Instruction, kind: ValidationErrorKind) -> ValidationError {
    ValidationError { offset: i.offset, kind }
}

/// The instruction as written (`texldp`, `if_comp`, `dcl`).
fn mnemonic(v: Version, i: &Instruction) -> Mnemonic {
    Mnemonic::of(v, i)
}

/// dcl, def, defi and defb: the declarations at the top of a shader.
fn is_decl(op: Opcode) -> bool {
    matches!(op, Opcode::Dcl | Opcode::Def | Opcode::DefI | Opcode::DefB)
}

fn is_flow(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Call | CallNz | Loop | Ret | EndLoop | Label | Rep | EndRep | If | Ifc | Else | EndIf | Break | Breakc | BreakP
    )
}

/// The texture address instructions of ps_1_x (ps_1_4: texld, texcrd,
/// texkill, texdepth).
fn is_ps1_texture(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Tex | TexCoord
            | TexKill
            | TexBem
            | TexBemL
            | TexReg2Ar
            | TexReg2Gb
            | TexReg2Rgb
            | TexM3x2Pad
            | TexM3x2Tex
            | TexM3x2Depth
            | TexM3x3Pad
            | TexM3x3Tex
            | TexM3x3Spec
            | TexM3x3VSpec
            | TexM3x3
            | TexDp3
            | TexDp3Tex
            | TexDepth
    )
}

const IDENTITY: [u8; 4] = [0, 1, 2, 3];

/// A replicate swizzle (.x, .y, .z or .w).
fn replicate(s: [u8; 4]) -> bool {
    s.iter().all(|&c| c == s[0])
}

#[cfg(test)]
mod tests;
