//! The DXSO instruction set: every opcode D3D9's shader models use, with its
//! assembly name and operand shape.
//!
//! Shader model 2 and up encode each instruction's length in its token, so the
//! operand counts here matter for shader model 1 (which has no length field)
//! and for checking that a length matches the instruction.

use super::{ShaderKind, Version};

/// An instruction opcode (the low 16 bits of an instruction token).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u16)]
pub enum Opcode {
    Nop = 0,
    Mov = 1,
    Add = 2,
    Sub = 3,
    Mad = 4,
    Mul = 5,
    Rcp = 6,
    Rsq = 7,
    Dp3 = 8,
    Dp4 = 9,
    Min = 10,
    Max = 11,
    Slt = 12,
    Sge = 13,
    Exp = 14,
    Log = 15,
    Lit = 16,
    Dst = 17,
    Lrp = 18,
    Frc = 19,
    M4x4 = 20,
    M4x3 = 21,
    M3x4 = 22,
    M3x3 = 23,
    M3x2 = 24,
    Call = 25,
    CallNz = 26,
    Loop = 27,
    Ret = 28,
    EndLoop = 29,
    Label = 30,
    Dcl = 31,
    Pow = 32,
    Crs = 33,
    Sgn = 34,
    Abs = 35,
    Nrm = 36,
    SinCos = 37,
    Rep = 38,
    EndRep = 39,
    If = 40,
    Ifc = 41,
    Else = 42,
    EndIf = 43,
    Break = 44,
    Breakc = 45,
    Mova = 46,
    DefB = 47,
    DefI = 48,
    TexCoord = 64,
    TexKill = 65,
    Tex = 66,
    TexBem = 67,
    TexBemL = 68,
    TexReg2Ar = 69,
    TexReg2Gb = 70,
    TexM3x2Pad = 71,
    TexM3x2Tex = 72,
    TexM3x3Pad = 73,
    TexM3x3Tex = 74,
    TexM3x3Spec = 76,
    TexM3x3VSpec = 77,
    ExpP = 78,
    LogP = 79,
    Cnd = 80,
    Def = 81,
    TexReg2Rgb = 82,
    TexDp3Tex = 83,
    TexM3x2Depth = 84,
    TexDp3 = 85,
    TexM3x3 = 86,
    TexDepth = 87,
    Cmp = 88,
    Bem = 89,
    Dp2Add = 90,
    Dsx = 91,
    Dsy = 92,
    TexLdd = 93,
    Setp = 94,
    TexLdl = 95,
    BreakP = 96,
    Phase = 0xFFFD,
}

/// The D3DDECLUSAGE names `dcl_<usage>` uses, by value.
pub const DECL_USAGES: [&str; 14] = [
    "position",
    "blendweight",
    "blendindices",
    "normal",
    "psize",
    "texcoord",
    "tangent",
    "binormal",
    "tessfactor",
    "positiont",
    "color",
    "fog",
    "depth",
    "sample",
];

/// The comparisons of `ifc`, `breakc` and `setp` (`_gt` ..), by control value
/// minus one.
pub const COMPARISONS: [&str; 6] = ["gt", "eq", "ge", "lt", "ne", "le"];

/// What follows an instruction token besides ordinary source parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extra {
    None,
    /// `dcl`: a declaration token before the destination.
    Decl,
    /// `def`: four raw floats after the destination.
    Floats,
    /// `defi`: four raw integers after the destination.
    Ints,
    /// `defb`: one raw boolean after the destination.
    Bool,
}

/// The operand shape of an instruction in one shader model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub has_dst: bool,
    pub sources: u8,
    pub extra: Extra,
}

impl Shape {
    const fn new(has_dst: bool, sources: u8) -> Shape {
        Shape {
            has_dst,
            sources,
            extra: Extra::None,
        }
    }

    /// Tokens after the instruction token, without relative-address and
    /// predicate tokens.
    pub fn tokens(&self) -> usize {
        let extra = match self.extra {
            Extra::None => 0,
            Extra::Decl | Extra::Bool => 1,
            Extra::Floats | Extra::Ints => 4,
        };
        usize::from(self.has_dst) + usize::from(self.sources) + extra
    }
}

/// Every opcode, in code order.
const ALL: &[Opcode] = {
    use Opcode::*;
    &[
        Nop,
        Mov,
        Add,
        Sub,
        Mad,
        Mul,
        Rcp,
        Rsq,
        Dp3,
        Dp4,
        Min,
        Max,
        Slt,
        Sge,
        Exp,
        Log,
        Lit,
        Dst,
        Lrp,
        Frc,
        M4x4,
        M4x3,
        M3x4,
        M3x3,
        M3x2,
        Call,
        CallNz,
        Loop,
        Ret,
        EndLoop,
        Label,
        Dcl,
        Pow,
        Crs,
        Sgn,
        Abs,
        Nrm,
        SinCos,
        Rep,
        EndRep,
        If,
        Ifc,
        Else,
        EndIf,
        Break,
        Breakc,
        Mova,
        DefB,
        DefI,
        TexCoord,
        TexKill,
        Tex,
        TexBem,
        TexBemL,
        TexReg2Ar,
        TexReg2Gb,
        TexM3x2Pad,
        TexM3x2Tex,
        TexM3x3Pad,
        TexM3x3Tex,
        TexM3x3Spec,
        TexM3x3VSpec,
        ExpP,
        LogP,
        Cnd,
        Def,
        TexReg2Rgb,
        TexDp3Tex,
        TexM3x2Depth,
        TexDp3,
        TexM3x3,
        TexDepth,
        Cmp,
        Bem,
        Dp2Add,
        Dsx,
        Dsy,
        TexLdd,
        Setp,
        TexLdl,
        BreakP,
        Phase,
    ]
};

/// Opcodes by code, below `phase` (decoding looks every instruction up).
const BY_CODE: [Option<Opcode>; 97] = {
    let mut table = [None; 97];
    let mut i = 0;
    while i < ALL.len() {
        let code = ALL[i] as usize;
        if code < table.len() {
            table[code] = Some(ALL[i]);
        }
        i += 1;
    }
    table
};

impl Opcode {
    /// Every opcode, in code order.
    pub fn all() -> &'static [Opcode] {
        ALL
    }

    /// The opcode of an instruction token's low 16 bits, if it is one.
    pub fn from_code(code: u16) -> Option<Opcode> {
        if code == Opcode::Phase as u16 {
            return Some(Opcode::Phase);
        }
        BY_CODE.get(usize::from(code)).copied().flatten()
    }

    /// The assembly mnemonic (the ps_1_4 and shader model 2 spellings of
    /// `tex`/`texcoord` are chosen by [`Opcode::name_in`]).
    pub fn name(self) -> &'static str {
        use Opcode::*;
        match self {
            Nop => "nop",
            Mov => "mov",
            Add => "add",
            Sub => "sub",
            Mad => "mad",
            Mul => "mul",
            Rcp => "rcp",
            Rsq => "rsq",
            Dp3 => "dp3",
            Dp4 => "dp4",
            Min => "min",
            Max => "max",
            Slt => "slt",
            Sge => "sge",
            Exp => "exp",
            Log => "log",
            Lit => "lit",
            Dst => "dst",
            Lrp => "lrp",
            Frc => "frc",
            M4x4 => "m4x4",
            M4x3 => "m4x3",
            M3x4 => "m3x4",
            M3x3 => "m3x3",
            M3x2 => "m3x2",
            Call => "call",
            CallNz => "callnz",
            Loop => "loop",
            Ret => "ret",
            EndLoop => "endloop",
            Label => "label",
            Dcl => "dcl",
            Pow => "pow",
            Crs => "crs",
            Sgn => "sgn",
            Abs => "abs",
            Nrm => "nrm",
            SinCos => "sincos",
            Rep => "rep",
            EndRep => "endrep",
            If => "if",
            Ifc => "if",
            Else => "else",
            EndIf => "endif",
            Break => "break",
            Breakc => "break",
            Mova => "mova",
            DefB => "defb",
            DefI => "defi",
            TexCoord => "texcoord",
            TexKill => "texkill",
            Tex => "tex",
            TexBem => "texbem",
            TexBemL => "texbeml",
            TexReg2Ar => "texreg2ar",
            TexReg2Gb => "texreg2gb",
            TexM3x2Pad => "texm3x2pad",
            TexM3x2Tex => "texm3x2tex",
            TexM3x3Pad => "texm3x3pad",
            TexM3x3Tex => "texm3x3tex",
            TexM3x3Spec => "texm3x3spec",
            TexM3x3VSpec => "texm3x3vspec",
            ExpP => "expp",
            LogP => "logp",
            Cnd => "cnd",
            Def => "def",
            TexReg2Rgb => "texreg2rgb",
            TexDp3Tex => "texdp3tex",
            TexM3x2Depth => "texm3x2depth",
            TexDp3 => "texdp3",
            TexM3x3 => "texm3x3",
            TexDepth => "texdepth",
            Cmp => "cmp",
            Bem => "bem",
            Dp2Add => "dp2add",
            Dsx => "dsx",
            Dsy => "dsy",
            TexLdd => "texldd",
            Setp => "setp",
            TexLdl => "texldl",
            BreakP => "breakp",
            Phase => "phase",
        }
    }

    /// The mnemonic as written for `version`: `tex` is `texld` from ps_1_4 on
    /// and `texcoord` is `texcrd` in ps_1_4.
    pub fn name_in(self, version: Version) -> &'static str {
        let ps14_up = version.stage == ShaderKind::Pixel && (version.major, version.minor) >= (1, 4);
        match self {
            Opcode::Tex if ps14_up => "texld",
            Opcode::TexCoord if ps14_up => "texcrd",
            _ => self.name(),
        }
    }

    /// The operand shape of this instruction in `version`.
    pub fn shape(self, version: Version) -> Shape {
        use Opcode::*;
        let sm1 = version.major == 1;
        let ps_before_14 = version.stage == ShaderKind::Pixel && sm1 && version.minor < 4;
        let s = Shape::new;
        match self {
            Nop | Ret | EndLoop | EndRep | Else | EndIf | Break | Phase => s(false, 0),
            Mov | Rcp | Rsq | Exp | Log | Lit | Frc | Abs | Nrm | Mova | ExpP | LogP | Dsx | Dsy => s(true, 1),
            Add | Sub | Mul | Dp3 | Dp4 | Min | Max | Slt | Sge | Dst | M4x4 | M4x3 | M3x4 | M3x3 | M3x2 | Pow
            | Crs | Setp | TexLdl | Bem => s(true, 2),
            Mad | Lrp | Cnd | Cmp | Dp2Add => s(true, 3),
            // Shader model 2 sgn and sincos take two extra scratch operands.
            Sgn => s(true, if version.major >= 3 { 1 } else { 3 }),
            SinCos => s(true, if version.major >= 3 { 1 } else { 3 }),
            TexLdd => s(true, 4),
            Call | Label | Rep | If | BreakP => s(false, 1),
            CallNz | Loop | Ifc | Breakc => s(false, 2),
            Dcl => Shape {
                has_dst: true,
                sources: 0,
                extra: Extra::Decl,
            },
            Def => Shape {
                has_dst: true,
                sources: 0,
                extra: Extra::Floats,
            },
            DefI => Shape {
                has_dst: true,
                sources: 0,
                extra: Extra::Ints,
            },
            DefB => Shape {
                has_dst: true,
                sources: 0,
                extra: Extra::Bool,
            },
            // ps_1_1..1_3: `tex t#` and `texcoord t#` name only their register;
            // ps_1_4: `texld r#, t#` / `texcrd r#, t#`; shader model 2 and up:
            // `texld r#, coord, s#`.
            Tex if ps_before_14 => s(true, 0),
            Tex if sm1 => s(true, 1),
            Tex => s(true, 2),
            TexCoord if ps_before_14 => s(true, 0),
            TexCoord => s(true, 1),
            TexKill | TexDepth => s(true, 0),
            TexBem | TexBemL | TexReg2Ar | TexReg2Gb | TexReg2Rgb | TexM3x2Pad | TexM3x2Tex | TexM3x3Pad
            | TexM3x3Tex | TexM3x3VSpec | TexDp3Tex | TexM3x2Depth | TexDp3 | TexM3x3 => s(true, 1),
            TexM3x3Spec => s(true, 2),
        }
    }
}

#[cfg(test)]
mod tests;
