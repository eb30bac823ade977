//! DXSO (D3D9 shader bytecode) framing: the version token and the extent of
//! the token stream up to its end token.
//!
//! CreateVertexShader and CreatePixelShader receive a bare pointer; the
//! stream's length is known only by walking it to the end token (0x0000FFFF),
//! stepping over comments (whose payload is arbitrary) and, for shader model 2
//! and up, over whole instructions by their encoded length. This module does
//! that walk over untrusted tokens.
//!
//! Contract of the walk: it reads tokens one after the other and stops at the
//! first token equal to the end token, wherever it stands. The end token where
//! an instruction or comment begins ends the stream; inside a comment or an
//! instruction (where an operand, a `def` constant or comment data stands) it
//! is an error ([`FramingError::EndInside`]): a length field that reaches past
//! it belongs to a corrupt stream. So the walk never reads memory past the
//! first end token, however the lengths are corrupted, and a caller needs the
//! memory to be readable only up to there.
//!
//! [`decode`] turns a framed stream into typed instructions, [`disasm`] writes
//! them as assembly text and [`asm`] reads that text back into tokens;
//! [`opcodes`] is the instruction set, [`validate`] checks a decoded
//! shader against its model and [`lower`] turns it into the shader IR.
//! [`translate`] runs decode, validation and lowering in one go.

pub mod asm;
pub mod decode;
pub mod disasm;
pub mod lower;
pub mod opcodes;
#[cfg(test)]
mod test_tokens;
pub mod validate;

/// Why bytecode did not become a program.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShaderError {
    #[error("malformed: {0}")]
    Decode(#[from] decode::DecodeError),
    #[error("invalid: {0}")]
    Invalid(#[from] validate::ValidationError),
    #[error("not translatable: {0}")]
    Lower(#[from] lower::LowerError),
}

impl ShaderError {
    /// Token offset of the fault.
    pub fn offset(&self) -> usize {
        match self {
            ShaderError::Decode(e) => e.offset,
            ShaderError::Invalid(e) => e.offset,
            ShaderError::Lower(e) => e.offset,
        }
    }
}

/// Decodes, validates and lowers a token stream (version token first). The
/// translation lists the relaxed rules the shader broke.
pub fn translate(tokens: &[u32], options: &lower::Options) -> Result<lower::Translation, ShaderError> {
    let shader = decode::decode(tokens)?;
    let relaxed = validate::validate(&shader)?;
    let mut translation = lower::lower(&shader, options)?;
    translation.relaxed = relaxed;
    Ok(translation)
}

/// A vertex or a pixel shader: the shader type of the version token (the
/// stage of the translated program is [`crate::ir::Stage`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShaderKind {
    Vertex,
    Pixel,
}

/// A shader's version token, decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Version {
    pub stage: ShaderKind,
    pub major: u8,
    pub minor: u8,
}

impl Version {
    /// Decodes a version token; only the models D3D9 accepts are valid
    /// (vs 1.1, 2.0, 2.x, 3.0; ps 1.1 to 1.4, 2.0, 2.x, 3.0).
    pub fn decode(token: u32) -> Option<Version> {
        let stage = match token >> 16 {
            0xFFFE => ShaderKind::Vertex,
            0xFFFF => ShaderKind::Pixel,
            _ => return None,
        };
        let (major, minor) = ((token >> 8) as u8, token as u8);
        let valid = match (stage, major) {
            (ShaderKind::Vertex, 1) => minor == 1,
            (ShaderKind::Pixel, 1) => (1..=4).contains(&minor),
            (_, 2) => minor <= 1,
            (_, 3) => minor == 0,
            _ => false,
        };
        valid.then_some(Version { stage, major, minor })
    }
}

impl std::fmt::Display for Version {
    /// The version line: `vs_1_1`, `ps_2_x`, ...
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&disasm::version_name(*self))
    }
}

/// Why a token stream is not a shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FramingError {
    #[error("the version token {0:#010x} is not a D3D9 shader model")]
    BadVersion(u32),
    #[error("no end token within {0} tokens")]
    NoEnd(usize),
    #[error("a comment or instruction runs past the end of the stream")]
    Truncated,
    #[error("the end token stands inside a comment or instruction (token {offset})")]
    EndInside { offset: usize },
}

const END: u32 = 0x0000_FFFF;
const COMMENT: u32 = 0xFFFE;
const DEF: u32 = 0x51;

/// Walks a token stream (see the module documentation for what it reads):
/// `token(i)` reads token `i`, or None past the readable bound. Returns the
/// version and the stream's length in tokens, end token included.
pub fn frame(token: impl Fn(usize) -> Option<u32>) -> Result<(Version, usize), FramingError> {
    let first = token(0).ok_or(FramingError::Truncated)?;
    let version = Version::decode(first).ok_or(FramingError::BadVersion(first))?;
    let mut i = 1;
    loop {
        let Some(t) = token(i) else {
            return Err(if i > 1 {
                FramingError::NoEnd(i)
            } else {
                FramingError::Truncated
            });
        };
        if t == END {
            return Ok((version, i + 1));
        }
        let step = tokens_in(version, t);
        // Every token the instruction or comment spans is read in order, so
        // that an end token inside it stops the walk there.
        for j in i + 1..i + step {
            match token(j) {
                None => return Err(FramingError::Truncated),
                Some(END) => return Err(FramingError::EndInside { offset: j }),
                Some(_) => {}
            }
        }
        i += step;
    }
}

/// How many tokens the instruction or comment that begins with `t` spans,
/// `t` included.
fn tokens_in(version: Version, t: u32) -> usize {
    if t & 0xFFFF == COMMENT {
        1 + ((t >> 16) & 0x7FFF) as usize
    } else if version.major >= 2 {
        1 + ((t >> 24) & 0xF) as usize
    } else if t & 0xFFFF == DEF && t & 0x8000_0000 == 0 {
        // Shader model 1 has no length field; def carries four raw floats.
        6
    } else {
        1
    }
}

/// [`frame`] over a slice.
pub fn frame_slice(tokens: &[u32]) -> Result<(Version, usize), FramingError> {
    frame(|i| tokens.get(i).copied())
}

/// [`frame`] over an application's pointer, reading at most `max_tokens`
/// tokens (CreateVertexShader and CreatePixelShader).
///
/// # Safety
/// `tokens` must be readable (unaligned reads) up to and including the first
/// token equal to the end token 0x0000FFFF, or for `max_tokens` tokens.
pub unsafe fn frame_ptr(tokens: *const u32, max_tokens: usize) -> Result<(Version, usize), FramingError> {
    frame(|i| {
        // SAFETY: the walk reads in order and stops at the first end token
        // (module documentation), which the caller guarantees is readable.
        (i < max_tokens).then(|| unsafe { tokens.add(i).read_unaligned() })
    })
}

#[cfg(test)]
mod tests;
