//! The assembler: D3D9 shader assembly text to DXSO tokens.
//!
//! It reads what [`super::disasm`] writes (and the usual hand-written
//! spellings: `.rgba` swizzles, `//` and `;` comments, `_db`/`_da` for
//! `_dz`/`_dw`), and checks encoding only: operand counts, register names and
//! modifiers. Which instructions and registers a model allows is the
//! validator's business. Macro instructions (`m4x4`, `nrm`, `sincos`, ...) are
//! opcodes of their own in DXSO and are emitted as such.

use super::decode::{result_mod, RegType, SrcMod};
use super::opcodes::{Extra, Opcode, COMPARISONS, DECL_USAGES};
use super::{Stage, Version};

/// An assembly error: the 1-based line and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct AsmError {
    pub line: usize,
    pub message: String,
}

/// Assembles a whole shader: a version line, then one instruction a line.
pub fn assemble(text: &str) -> Result<Vec<u32>, AsmError> {
    let mut lines = text.lines().enumerate().filter_map(|(i, l)| {
        let code = l
            .split("//")
            .next()
            .unwrap_or("")
            .split(';')
            .next()
            .unwrap_or("")
            .trim();
        (!code.is_empty()).then_some((i + 1, code))
    });
    let (first, version_text) = lines.next().ok_or(AsmError {
        line: 1,
        message: "no version line".into(),
    })?;
    let version = parse_version(version_text).ok_or_else(|| AsmError {
        line: first,
        message: format!("{version_text:?} is not a shader version"),
    })?;
    let mut out = vec![version_token(version)];
    for (line, code) in lines {
        let a = Line { version, line };
        a.instruction(code, &mut out)?;
    }
    out.push(0x0000_FFFF);
    Ok(out)
}

fn parse_version(s: &str) -> Option<Version> {
    let (stage, rest) = if let Some(r) = s.strip_prefix("vs_") {
        (Stage::Vertex, r)
    } else {
        (Stage::Pixel, s.strip_prefix("ps_")?)
    };
    let (major, minor) = rest.split_once('_')?;
    let major: u8 = major.parse().ok()?;
    let minor: u8 = if minor == "x" { 1 } else { minor.parse().ok()? };
    Version::decode(version_token(Version { stage, major, minor }))
}

fn version_token(v: Version) -> u32 {
    let stage = match v.stage {
        Stage::Vertex => 0xFFFE_0000,
        Stage::Pixel => 0xFFFF_0000,
    };
    stage | u32::from(v.major) << 8 | u32::from(v.minor)
}

/// A parsed operand register: its file, index and relative address token.
struct Operand {
    token: u32,
    relative: Option<u32>,
}

struct Line {
    version: Version,
    line: usize,
}

impl Line {
    fn err<T>(&self, message: impl Into<String>) -> Result<T, AsmError> {
        Err(AsmError {
            line: self.line,
            message: message.into(),
        })
    }

    fn instruction(&self, code: &str, out: &mut Vec<u32>) -> Result<(), AsmError> {
        let (coissue, code) = match code.strip_prefix('+') {
            Some(rest) => (true, rest.trim_start()),
            None => (false, code),
        };
        let (predicate, code) = if let Some(rest) = code.strip_prefix('(') {
            let (p, rest) = rest
                .split_once(')')
                .ok_or(())
                .or_else(|_| self.err("unclosed predicate"))?;
            (Some(p.trim()), rest.trim_start())
        } else {
            (None, code)
        };
        let (mnemonic, operands) = match code.split_once(char::is_whitespace) {
            Some((m, rest)) => (m, rest.trim()),
            None => (code, ""),
        };
        let operands: Vec<&str> = if operands.is_empty() {
            Vec::new()
        } else {
            operands.split(',').map(str::trim).collect()
        };
        let m = self.mnemonic(mnemonic, operands.len())?;
        let shape = m.opcode.shape(self.version);
        let sm2 = self.version.major >= 2;
        let start = out.len();
        let mut token = m.opcode as u32 | u32::from(m.control) << 16;
        if coissue {
            token |= 1 << 30;
        }
        if predicate.is_some() {
            token |= 1 << 28;
        }
        out.push(token);
        let literals = match shape.extra {
            Extra::Floats | Extra::Ints => 4,
            Extra::Bool => 1,
            Extra::None | Extra::Decl => 0,
        };
        let expected = usize::from(shape.has_dst) + usize::from(shape.sources) + literals;
        if operands.len() != expected {
            return self.err(format!("{mnemonic} takes {expected} operands, not {}", operands.len()));
        }
        if let Some(decl) = m.decl {
            out.push(decl);
        }
        let mut ops = operands.iter();
        if shape.has_dst {
            let d = self.dst(ops.next().expect("counted"), m.modifiers, m.shift)?;
            push_operand(out, d);
        }
        if let Some(p) = predicate {
            let s = self.src(p)?;
            push_operand(out, s);
        }
        for _ in 0..shape.sources {
            let s = self.src(ops.next().expect("counted"))?;
            push_operand(out, s);
        }
        for lit in ops {
            out.push(self.literal(shape.extra, lit)?);
        }
        if sm2 {
            let len = (out.len() - start - 1) as u32;
            if len > 15 {
                return self.err("instruction longer than 15 tokens");
            }
            out[start] |= len << 24;
        }
        Ok(())
    }

    fn literal(&self, extra: Extra, s: &str) -> Result<u32, AsmError> {
        let bad = || AsmError {
            line: self.line,
            message: format!("{s:?} is not a literal here"),
        };
        match extra {
            Extra::Floats => s.parse::<f32>().map(f32::to_bits).map_err(|_| bad()),
            Extra::Ints => s.parse::<i32>().map(|v| v as u32).map_err(|_| bad()),
            Extra::Bool => match s {
                "true" | "1" => Ok(1),
                "false" | "0" => Ok(0),
                _ => Err(bad()),
            },
            Extra::None | Extra::Decl => Err(bad()),
        }
    }

    fn mnemonic(&self, text: &str, operand_count: usize) -> Result<Mnemonic, AsmError> {
        let mut parts = text.split('_');
        let base = parts.next().unwrap_or("");
        let mut m = Mnemonic {
            opcode: Opcode::Nop,
            control: 0,
            modifiers: 0,
            shift: 0,
            decl: None,
        };
        let mut rest: Vec<&str> = parts.collect();
        if base == "dcl" {
            m.opcode = Opcode::Dcl;
            m.decl = Some(self.decl(rest.first().copied())?);
            if !rest.is_empty() {
                rest.remove(0);
            }
        } else {
            (m.opcode, m.control) = match base {
                "texld" if (self.version.major, self.version.minor) >= (1, 4) => (Opcode::Tex, 0),
                "texldp" => (Opcode::Tex, 1),
                "texldb" => (Opcode::Tex, 2),
                "texcrd" => (Opcode::TexCoord, 0),
                // `if`/`break` with a comparison are ifc/breakc.
                "if" if operand_count == 2 => (Opcode::Ifc, 0),
                "break" if operand_count == 2 => (Opcode::Breakc, 0),
                _ => match by_name(base) {
                    Some(op) => (op, 0),
                    None => return self.err(format!("unknown instruction {base:?}")),
                },
            };
        }
        for suffix in rest {
            match suffix {
                "sat" => m.modifiers |= result_mod::SATURATE,
                "pp" => m.modifiers |= result_mod::PARTIAL_PRECISION,
                "centroid" => m.modifiers |= result_mod::CENTROID,
                "x2" => m.shift = 1,
                "x4" => m.shift = 2,
                "x8" => m.shift = 3,
                "d2" => m.shift = -1,
                "d4" => m.shift = -2,
                "d8" => m.shift = -3,
                c if matches!(m.opcode, Opcode::Ifc | Opcode::Breakc | Opcode::Setp) => {
                    let i = COMPARISONS.iter().position(|&x| x == c);
                    m.control = match i {
                        Some(i) => i as u8 + 1,
                        None => return self.err(format!("unknown comparison {c:?}")),
                    };
                }
                other => return self.err(format!("unknown instruction modifier {other:?}")),
            }
        }
        if matches!(m.opcode, Opcode::Ifc | Opcode::Breakc | Opcode::Setp) && m.control == 0 {
            return self.err(format!("{base} needs a comparison (_gt, _eq, ...)"));
        }
        Ok(m)
    }

    /// The declaration token of `dcl_<what>`.
    fn decl(&self, what: Option<&str>) -> Result<u32, AsmError> {
        let Some(what) = what else {
            return Ok(0x8000_0000);
        };
        let texture_type = match what {
            "2d" => Some(2),
            "cube" => Some(3),
            "volume" => Some(4),
            _ => None,
        };
        if let Some(t) = texture_type {
            return Ok(0x8000_0000 | t << 27);
        }
        let digits = what.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        let name = &what[..what.len() - digits.len()];
        let usage = DECL_USAGES.iter().position(|&u| u == name);
        let index: u32 = if digits.is_empty() { Ok(0) } else { digits.parse() }
            .or_else(|_| self.err(format!("bad usage index in dcl_{what}")))?;
        match usage {
            Some(u) if index < 16 => Ok(0x8000_0000 | u as u32 | index << 16),
            _ => self.err(format!("unknown declaration dcl_{what}")),
        }
    }

    fn dst(&self, text: &str, modifiers: u8, shift: i8) -> Result<Operand, AsmError> {
        let (reg, suffix) = split_component_suffix(text);
        let mut op = self.register(reg)?;
        let mask = match suffix {
            None => 0xF,
            Some(s) => {
                let mut m = 0u32;
                for c in s.chars() {
                    let bit = component(c)
                        .ok_or(())
                        .or_else(|_| self.err(format!("bad write mask in {text:?}")))?;
                    m |= 1 << bit;
                }
                m
            }
        };
        op.token |= mask << 16 | u32::from(modifiers) << 20 | (u32::from(shift as u8) & 0xF) << 24;
        Ok(op)
    }

    fn src(&self, text: &str) -> Result<Operand, AsmError> {
        let mut t = text;
        let mut modifier = SrcMod::None;
        let mut neg = false;
        if let Some(r) = t.strip_prefix("1-") {
            modifier = SrcMod::Comp;
            t = r.trim_start();
        } else if let Some(r) = t.strip_prefix('-') {
            neg = true;
            t = r;
        } else if let Some(r) = t.strip_prefix('!') {
            modifier = SrcMod::Not;
            t = r;
        }
        for (suffix, plain, negated) in [
            ("_bias", SrcMod::Bias, SrcMod::BiasNeg),
            ("_bx2", SrcMod::Sign, SrcMod::SignNeg),
            ("_x2", SrcMod::X2, SrcMod::X2Neg),
            ("_dz", SrcMod::Dz, SrcMod::Dz),
            ("_db", SrcMod::Dz, SrcMod::Dz),
            ("_dw", SrcMod::Dw, SrcMod::Dw),
            ("_da", SrcMod::Dw, SrcMod::Dw),
            ("_abs", SrcMod::Abs, SrcMod::AbsNeg),
        ] {
            if let Some(r) = t.strip_suffix(suffix) {
                modifier = if neg { negated } else { plain };
                neg = false;
                t = r;
                break;
            }
        }
        if neg {
            modifier = SrcMod::Neg;
        }
        let (reg, suffix) = split_component_suffix(t);
        let mut op = self.register(reg)?;
        let swizzle = match suffix {
            None => 0xE4,
            Some(s) => {
                let comps: Vec<u32> = s
                    .chars()
                    .map(|c| component(c).ok_or(()))
                    .collect::<Result<_, _>>()
                    .or_else(|_| self.err(format!("bad swizzle in {text:?}")))?;
                if comps.is_empty() || comps.len() > 4 {
                    return self.err(format!("bad swizzle in {text:?}"));
                }
                // Short swizzles repeat their last component.
                (0..4).fold(0, |acc, i| acc | comps[i.min(comps.len() - 1)] << (2 * i))
            }
        };
        op.token |= swizzle << 16 | (modifier as u32) << 24;
        Ok(op)
    }

    /// A register name with an optional relative address: `c5[a0.x]`,
    /// `o3[aL]`, `c[a0.x + 5]`.
    fn register(&self, text: &str) -> Result<Operand, AsmError> {
        let (name, relative) = match text.split_once('[') {
            Some((name, rest)) => {
                let inner = rest
                    .strip_suffix(']')
                    .ok_or(())
                    .or_else(|_| self.err(format!("unclosed [ in {text:?}")))?;
                (name, Some(inner.trim()))
            }
            None => (text, None),
        };
        // `c[a0.x + 5]`: the offset may sit inside the brackets.
        let (mut name, mut offset) = (name.to_owned(), 0u32);
        let relative = match relative {
            Some(inner) => {
                let (addr, add) = match inner.split_once('+') {
                    Some((a, n)) => (a.trim(), Some(n.trim())),
                    None => (inner, None),
                };
                if let Some(n) = add {
                    offset = n.parse().or_else(|_| self.err(format!("bad offset in {text:?}")))?;
                }
                Some(addr)
            }
            None => None,
        };
        if name.chars().all(|c| c.is_ascii_alphabetic()) && relative.is_some() {
            name += "0";
        }
        let (ty, index) = self.register_name(&name)?;
        let index = index + offset;
        let (ty, index) = match ty {
            RegType::Const if index >= 2048 => {
                let bank = [RegType::Const, RegType::Const2, RegType::Const3, RegType::Const4];
                match bank.get((index / 2048) as usize) {
                    Some(&b) => (b, index % 2048),
                    None => return self.err(format!("register {text:?} out of range")),
                }
            }
            _ => (ty, index),
        };
        if index > 0x7FF {
            return self.err(format!("register {text:?} out of range"));
        }
        let mut token = reg_token(ty, index);
        let relative = match relative {
            None => None,
            Some(addr) => {
                token |= 1 << 13;
                let (areg, comp) = split_component_suffix(addr);
                let (aty, aindex) = self.register_name(areg)?;
                let c = match comp {
                    None => 0,
                    Some(c) if c.len() == 1 => component(c.chars().next().expect("one"))
                        .ok_or(())
                        .or_else(|_| self.err(format!("bad address component in {text:?}")))?,
                    Some(_) => return self.err(format!("bad address component in {text:?}")),
                };
                // Shader model 1 implies a0.x: no token.
                (self.version.major >= 2).then(|| reg_token(aty, aindex) | (c * 0x55) << 16)
            }
        };
        Ok(Operand { token, relative })
    }

    fn register_name(&self, name: &str) -> Result<(RegType, u32), AsmError> {
        let fixed = match name {
            "oPos" => Some((RegType::RastOut, 0)),
            "oFog" => Some((RegType::RastOut, 1)),
            "oPts" => Some((RegType::RastOut, 2)),
            "oDepth" => Some((RegType::DepthOut, 0)),
            "aL" => Some((RegType::Loop, 0)),
            "vPos" => Some((RegType::Misc, 0)),
            "vFace" => Some((RegType::Misc, 1)),
            _ => None,
        };
        if let Some(f) = fixed {
            return Ok(f);
        }
        let digits = name.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        let prefix = &name[..name.len() - digits.len()];
        let index: u32 = digits
            .parse()
            .or_else(|_| self.err(format!("unknown register {name:?}")))?;
        let vs = self.version.stage == Stage::Vertex;
        let ty = match prefix {
            "r" => RegType::Temp,
            "v" => RegType::Input,
            "c" => RegType::Const,
            "a" if vs => RegType::AddrOrTexture,
            "t" if !vs => RegType::AddrOrTexture,
            "oD" => RegType::AttrOut,
            "oT" => RegType::Output,
            "o" if self.version.major >= 3 => RegType::Output,
            "i" => RegType::ConstInt,
            "oC" => RegType::ColorOut,
            "s" => RegType::Sampler,
            "b" => RegType::ConstBool,
            "h" => RegType::TempFloat16,
            "l" => RegType::Label,
            "p" => RegType::Predicate,
            _ => return self.err(format!("unknown register {name:?}")),
        };
        Ok((ty, index))
    }
}

struct Mnemonic {
    opcode: Opcode,
    control: u8,
    modifiers: u8,
    shift: i8,
    decl: Option<u32>,
}

fn by_name(name: &str) -> Option<Opcode> {
    Opcode::all()
        .iter()
        .copied()
        .find(|op| op.name() == name && !matches!(op, Opcode::Ifc | Opcode::Breakc))
}

fn reg_token(ty: RegType, index: u32) -> u32 {
    let ty = ty as u32;
    0x8000_0000 | (ty & 7) << 28 | (ty & 0x18) << 8 | index
}

fn push_operand(out: &mut Vec<u32>, op: Operand) {
    out.push(op.token);
    out.extend(op.relative);
}

/// Splits `r0.xyz` into `r0` and `xyz` (the dot after a closing bracket too).
fn split_component_suffix(s: &str) -> (&str, Option<&str>) {
    match s.rfind('.') {
        Some(i) if !s[i..].contains(']') => (&s[..i], Some(&s[i + 1..])),
        _ => (s, None),
    }
}

fn component(c: char) -> Option<u32> {
    Some(match c {
        'x' | 'r' => 0,
        'y' | 'g' => 1,
        'z' | 'b' => 2,
        'w' | 'a' => 3,
        _ => return None,
    })
}

#[cfg(test)]
#[path = "asm_tests.rs"]
mod tests;
