//! Decoding DXSO token streams into typed instructions.
//!
//! The decoder checks the encoding only: known opcodes, parameter tokens where
//! parameters belong, known register types, shader model 2+ lengths that match
//! the operands, and no token read past the stream. Whether an instruction is
//! allowed in its shader model, and with which registers, is the validator's
//! business. Untrusted bytes never make it panic: every fault is a
//! [`DecodeError`] naming the token offset.

use super::opcodes::{Extra, Opcode};
use super::{FramingError, Version};

/// A register file (D3DSPR_*). Some codes name two files, told apart by the
/// stage: 3 is `a0` in vertex shaders and `t#` in pixel shaders, 6 is `oT#`
/// before vs_3_0 and `o#` from it on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum RegType {
    Temp = 0,
    Input = 1,
    Const = 2,
    /// `a0` (vertex shaders) or `t#` (pixel shaders).
    AddrOrTexture = 3,
    /// `oPos` (0), `oFog` (1), `oPts` (2).
    RastOut = 4,
    /// `oD#`.
    AttrOut = 5,
    /// `oT#`, or `o#` in vs_3_0.
    Output = 6,
    ConstInt = 7,
    /// `oC#`.
    ColorOut = 8,
    /// `oDepth`.
    DepthOut = 9,
    Sampler = 10,
    /// `c2048..4095` and up (the higher constant banks).
    Const2 = 11,
    Const3 = 12,
    Const4 = 13,
    ConstBool = 14,
    /// `aL`.
    Loop = 15,
    TempFloat16 = 16,
    /// `vPos` (0), `vFace` (1).
    Misc = 17,
    Label = 18,
    /// `p0`.
    Predicate = 19,
}

/// Number of register types ([`RegType`] values are `0..REG_TYPES`).
pub const REG_TYPES: usize = 20;

impl RegType {
    /// The register type numbered `i` (its encoding).
    pub fn from_index(i: usize) -> Option<RegType> {
        Self::from_code(u32::try_from(i).ok()?)
    }

    fn from_code(code: u32) -> Option<RegType> {
        use RegType::*;
        Some(match code {
            0 => Temp,
            1 => Input,
            2 => Const,
            3 => AddrOrTexture,
            4 => RastOut,
            5 => AttrOut,
            6 => Output,
            7 => ConstInt,
            8 => ColorOut,
            9 => DepthOut,
            10 => Sampler,
            11 => Const2,
            12 => Const3,
            13 => Const4,
            14 => ConstBool,
            15 => Loop,
            16 => TempFloat16,
            17 => Misc,
            18 => Label,
            19 => Predicate,
            _ => return None,
        })
    }
}

/// A register: its file and number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Register {
    pub ty: RegType,
    pub index: u32,
}

/// Relative addressing: the register's index is offset by one component of
/// `reg` (`a0.x` .. `a0.w` or `aL`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Relative {
    pub reg: Register,
    pub component: u8,
}

/// A source modifier (D3DSPSM_*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SrcMod {
    None = 0,
    Neg = 1,
    Bias = 2,
    BiasNeg = 3,
    Sign = 4,
    SignNeg = 5,
    Comp = 6,
    X2 = 7,
    X2Neg = 8,
    Dz = 9,
    Dw = 10,
    Abs = 11,
    AbsNeg = 12,
    Not = 13,
}

impl SrcMod {
    fn from_code(code: u32) -> Option<SrcMod> {
        use SrcMod::*;
        Some(match code {
            0 => None,
            1 => Neg,
            2 => Bias,
            3 => BiasNeg,
            4 => Sign,
            5 => SignNeg,
            6 => Comp,
            7 => X2,
            8 => X2Neg,
            9 => Dz,
            10 => Dw,
            11 => Abs,
            12 => AbsNeg,
            13 => Not,
            _ => return Option::None,
        })
    }
}

/// A source operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Src {
    pub reg: Register,
    /// Component read for x, y, z, w (0 = x .. 3 = w).
    pub swizzle: [u8; 4],
    pub modifier: SrcMod,
    pub relative: Option<Relative>,
}

/// Result modifier bits of a destination (D3DSPDM_*).
pub mod result_mod {
    pub const SATURATE: u8 = 1;
    pub const PARTIAL_PRECISION: u8 = 2;
    pub const CENTROID: u8 = 4;
}

/// A destination operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dst {
    pub reg: Register,
    /// Write mask: bit 0 = x .. bit 3 = w.
    pub mask: u8,
    /// [`result_mod`] bits.
    pub modifiers: u8,
    /// ps_1_x result shift: the result is multiplied by 2^shift (-3..=3 in
    /// valid shaders; the field holds -8..=7).
    pub shift: i8,
    pub relative: Option<Relative>,
}

/// A `dcl` instruction's declaration token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decl {
    /// D3DDECLUSAGE (vertex inputs, shader model 3 varyings).
    pub usage: u8,
    pub usage_index: u8,
    /// D3DSAMPLER_TEXTURE_TYPE >> 27 for samplers: 2 = 2D, 3 = cube, 4 = volume.
    pub texture_type: u8,
}

/// The literal a `def`, `defi` or `defb` defines.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Literal {
    Float([f32; 4]),
    Int([i32; 4]),
    Bool(bool),
}

/// One decoded instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// Token offset of the instruction token (the version token is 0).
    pub offset: usize,
    pub opcode: Opcode,
    /// Opcode-specific control bits 16..23: the comparison of `ifc`, `breakc`
    /// and `setp` (1 = gt .. 6 = le), `texld`'s 1 = project, 2 = bias.
    pub control: u8,
    /// ps_1_x co-issue (`+` prefix).
    pub coissue: bool,
    pub dst: Option<Dst>,
    /// The predicate of a predicated instruction (`(p0.x) add ...`).
    pub predicate: Option<Src>,
    pub src: Sources,
    pub decl: Option<Decl>,
    pub literal: Option<Literal>,
}

/// An instruction's source operands (at most four), stored inline: decoding
/// allocates nothing per instruction. Reads as a slice.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Sources {
    len: u8,
    items: [Src; 4],
}

impl Sources {
    const EMPTY: Src = Src {
        reg: Register {
            ty: RegType::Temp,
            index: 0,
        },
        swizzle: [0, 1, 2, 3],
        modifier: SrcMod::None,
        relative: None,
    };

    /// Appends `s`; the fifth and later operands are dropped (no opcode has
    /// more than four).
    pub fn push(&mut self, s: Src) {
        if let Some(slot) = self.items.get_mut(usize::from(self.len)) {
            *slot = s;
            self.len += 1;
        }
    }
}

impl Default for Sources {
    fn default() -> Sources {
        Sources {
            len: 0,
            items: [Self::EMPTY; 4],
        }
    }
}

impl std::ops::Deref for Sources {
    type Target = [Src];
    fn deref(&self) -> &[Src] {
        &self.items[..usize::from(self.len)]
    }
}

impl<'a> IntoIterator for &'a Sources {
    type Item = &'a Src;
    type IntoIter = std::slice::Iter<'a, Src>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl std::fmt::Debug for Sources {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// A decoded shader.
#[derive(Clone, Debug, PartialEq)]
pub struct Shader {
    pub version: Version,
    pub instructions: Vec<Instruction>,
    /// Token offsets and payloads of comments (kept for round trips).
    pub comments: Vec<(usize, Vec<u32>)>,
    /// Tokens in the stream, version and end tokens included.
    pub len: usize,
}

/// What is wrong with a token stream, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("token {offset}: {kind}")]
pub struct DecodeError {
    pub offset: usize,
    pub kind: DecodeErrorKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeErrorKind {
    #[error("{0}")]
    Framing(FramingError),
    #[error("unknown opcode {0:#x}")]
    UnknownOpcode(u16),
    #[error("{0:#010x} is not an instruction token (bit 31 set)")]
    NotAnInstruction(u32),
    #[error("{0:#010x} is not a parameter token (bit 31 clear)")]
    NotAParameter(u32),
    #[error("unknown register type {0}")]
    UnknownRegisterType(u32),
    #[error("unknown source modifier {0}")]
    UnknownSourceModifier(u32),
    #[error("the instruction's length field says {encoded} tokens, its operands take {decoded}")]
    LengthMismatch { encoded: usize, decoded: usize },
    #[error("the stream ends inside an instruction")]
    Truncated,
}

const END: u32 = 0x0000_FFFF;
const COMMENT: u32 = 0xFFFE;
const PARAM: u32 = 0x8000_0000;
const RELATIVE: u32 = 1 << 13;
const PREDICATED: u32 = 1 << 28;
const COISSUE: u32 = 1 << 30;

/// Decodes a whole shader (version token first, up to and including the end
/// token). Tokens after the end token are ignored.
pub fn decode(tokens: &[u32]) -> Result<Shader, DecodeError> {
    let (version, len) = super::frame_slice(tokens).map_err(|e| DecodeError {
        offset: 0,
        kind: DecodeErrorKind::Framing(e),
    })?;
    let mut r = Reader {
        tokens: &tokens[..len],
        pos: 1,
        version,
    };
    // Instructions take three to five tokens: one allocation for most shaders.
    let mut instructions = Vec::with_capacity(len / 3 + 1);
    let mut comments = Vec::new();
    loop {
        let at = r.pos;
        let t = r.next(at)?;
        if t == END {
            break;
        }
        if t & 0xFFFF == COMMENT {
            let n = ((t >> 16) & 0x7FFF) as usize;
            let payload = (0..n).map(|_| r.next(at)).collect::<Result<Vec<_>, _>>()?;
            comments.push((at, payload));
            continue;
        }
        instructions.push(r.instruction(at, t)?);
    }
    Ok(Shader {
        version,
        instructions,
        comments,
        len,
    })
}

struct Reader<'a> {
    tokens: &'a [u32],
    pos: usize,
    version: Version,
}

impl Reader<'_> {
    fn err(at: usize, kind: DecodeErrorKind) -> DecodeError {
        DecodeError { offset: at, kind }
    }

    fn next(&mut self, at: usize) -> Result<u32, DecodeError> {
        let t = *self
            .tokens
            .get(self.pos)
            .ok_or(Self::err(at, DecodeErrorKind::Truncated))?;
        self.pos += 1;
        Ok(t)
    }

    fn param(&mut self, at: usize) -> Result<(u32, Register), DecodeError> {
        let t = self.next(at)?;
        // The end token ends the shader even where a parameter was expected.
        if t & PARAM == 0 || t == END {
            return Err(Self::err(self.pos - 1, DecodeErrorKind::NotAParameter(t)));
        }
        let code = ((t >> 28) & 7) | ((t >> 8) & 0x18);
        let ty = RegType::from_code(code).ok_or(Self::err(self.pos - 1, DecodeErrorKind::UnknownRegisterType(code)))?;
        Ok((t, Register { ty, index: t & 0x7FF }))
    }

    /// The address register of a relative operand: an extra token from shader
    /// model 2 on, `a0.x` implied in shader model 1.
    fn relative(&mut self, at: usize, t: u32) -> Result<Option<Relative>, DecodeError> {
        if t & RELATIVE == 0 {
            return Ok(None);
        }
        if self.version.major < 2 {
            return Ok(Some(Relative {
                reg: Register {
                    ty: RegType::AddrOrTexture,
                    index: 0,
                },
                component: 0,
            }));
        }
        let (a, reg) = self.param(at)?;
        Ok(Some(Relative {
            reg,
            component: ((a >> 16) & 3) as u8,
        }))
    }

    fn src(&mut self, at: usize) -> Result<Src, DecodeError> {
        let (t, reg) = self.param(at)?;
        let code = (t >> 24) & 0xF;
        let modifier =
            SrcMod::from_code(code).ok_or(Self::err(self.pos - 1, DecodeErrorKind::UnknownSourceModifier(code)))?;
        let swizzle = std::array::from_fn(|i| ((t >> (16 + 2 * i)) & 3) as u8);
        Ok(Src {
            reg,
            swizzle,
            modifier,
            relative: self.relative(at, t)?,
        })
    }

    fn dst(&mut self, at: usize) -> Result<Dst, DecodeError> {
        let (t, reg) = self.param(at)?;
        // A signed 4-bit field.
        let shift = ((((t >> 24) & 0xF) as u8) << 4) as i8 >> 4;
        Ok(Dst {
            reg,
            mask: ((t >> 16) & 0xF) as u8,
            modifiers: ((t >> 20) & 0xF) as u8,
            shift,
            relative: self.relative(at, t)?,
        })
    }

    fn instruction(&mut self, at: usize, t: u32) -> Result<Instruction, DecodeError> {
        if t & PARAM != 0 {
            return Err(Self::err(at, DecodeErrorKind::NotAnInstruction(t)));
        }
        let code = (t & 0xFFFF) as u16;
        let opcode = Opcode::from_code(code).ok_or(Self::err(at, DecodeErrorKind::UnknownOpcode(code)))?;
        let shape = opcode.shape(self.version);
        let sm2 = self.version.major >= 2;
        let mut inst = Instruction {
            offset: at,
            opcode,
            control: ((t >> 16) & 0xFF) as u8,
            coissue: t & COISSUE != 0,
            dst: None,
            predicate: None,
            src: Sources::default(),
            decl: None,
            literal: None,
        };
        if shape.extra == Extra::Decl {
            let d = self.next(at)?;
            inst.decl = Some(Decl {
                usage: (d & 0x1F) as u8,
                usage_index: ((d >> 16) & 0xF) as u8,
                texture_type: ((d >> 27) & 0xF) as u8,
            });
        }
        if shape.has_dst {
            inst.dst = Some(self.dst(at)?);
        }
        if sm2 && t & PREDICATED != 0 {
            inst.predicate = Some(self.src(at)?);
        }
        for _ in 0..shape.sources {
            let s = self.src(at)?;
            inst.src.push(s);
        }
        inst.literal = match shape.extra {
            Extra::Floats => Some(Literal::Float(self.raw4(at)?.map(f32::from_bits))),
            Extra::Ints => Some(Literal::Int(self.raw4(at)?.map(|v| v as i32))),
            Extra::Bool => Some(Literal::Bool(self.next(at)? != 0)),
            Extra::None | Extra::Decl => None,
        };
        if sm2 {
            let encoded = ((t >> 24) & 0xF) as usize;
            let decoded = self.pos - at - 1;
            if encoded != decoded {
                return Err(Self::err(at, DecodeErrorKind::LengthMismatch { encoded, decoded }));
            }
        }
        Ok(inst)
    }

    fn raw4(&mut self, at: usize) -> Result<[u32; 4], DecodeError> {
        Ok([self.next(at)?, self.next(at)?, self.next(at)?, self.next(at)?])
    }
}

#[cfg(test)]
mod tests;
