//! The assembler: D3D9 shader assembly text to DXSO tokens.
//!
//! It reads what [`super::disasm`] writes and D3D9's own spellings: source
//! modifiers between the register and its swizzle (`r0_bx2.xyz`,
//! `-c1_abs.x`, `t0_dw.xyw`; the older `r0.xyz_bx2` order is read too), `1-r0`
//! and `1 - r0`, `dcl` with result modifiers with or without a usage
//! (`dcl_centroid_pp t0`, `dcl_texcoord0_centroid v1`), relative addresses
//! with offsets (`c[a0.x + 5]`, `c5[a0.x]`), `.rgba` swizzles, `//` and `;`
//! comments, and `_db`/`_da` for `_dz`/`_dw`. It checks encoding only: operand
//! counts, register names and modifiers. Which instructions and registers a
//! model allows is the validator's business. Macro instructions (`m4x4`,
//! `nrm`, `sincos`, ...) are opcodes of their own in DXSO and are emitted as
//! such.

use super::decode::{result_mod, RegType, SrcMod};
use super::opcodes::{Extra, Opcode, COMPARISONS, DECL_USAGES};
use super::{ShaderKind, Version};

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
        (ShaderKind::Vertex, r)
    } else {
        (ShaderKind::Pixel, s.strip_prefix("ps_")?)
    };
    let (major, minor) = rest.split_once('_')?;
    let major: u8 = major.parse().ok()?;
    let minor: u8 = if minor == "x" { 1 } else { minor.parse().ok()? };
    Version::decode(version_token(Version { stage, major, minor }))
}

fn version_token(v: Version) -> u32 {
    let stage = match v.stage {
        ShaderKind::Vertex => 0xFFFE_0000,
        ShaderKind::Pixel => 0xFFFF_0000,
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
            // `dcl_pp t0`, `dcl_centroid t0`: result modifiers without a usage.
            let what = rest.first().copied().filter(|s| !is_result_modifier(s));
            m.decl = Some(self.decl(what)?);
            if what.is_some() {
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

    /// A source operand: `[-|1-|!]register[_modifier][.swizzle]`; the
    /// modifier is also read after the swizzle (`r0.xyz_bx2`).
    fn src(&self, text: &str) -> Result<Operand, AsmError> {
        let mut t = text;
        let mut prefix = SrcMod::None;
        // `1-r0` or, as the reference spells it, `1 - r0`.
        if let Some(r) = t.strip_prefix('1').and_then(|r| r.trim_start().strip_prefix('-')) {
            prefix = SrcMod::Comp;
            t = r.trim_start();
        } else if let Some(r) = t.strip_prefix('-') {
            prefix = SrcMod::Neg;
            t = r.trim_start();
        } else if let Some(r) = t.strip_prefix('!') {
            prefix = SrcMod::Not;
            t = r.trim_start();
        }
        let (mut reg, mut swizzle) = split_component_suffix(t);
        let mut suffix = None;
        if let Some((r, m)) = strip_modifier(reg) {
            (reg, suffix) = (r, Some(m));
        } else if let Some((s, m)) = swizzle.and_then(strip_modifier) {
            (swizzle, suffix) = (Some(s), Some(m));
        }
        let modifier = match (prefix, suffix) {
            (p, None) => p,
            (SrcMod::None, Some((plain, _))) => plain,
            (SrcMod::Neg, Some((_, Some(negated)))) => negated,
            _ => return self.err(format!("{text:?} combines modifiers that cannot go together")),
        };
        let mut op = self.register(reg)?;
        let swizzle = match swizzle {
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
    /// `o3[aL]`, `c[a0.x + 5]`; the reference's general form
    /// `c8[3 + a0.w + 5]` sums the constant terms into the index, and `c[10]`
    /// is `c10`.
    fn register(&self, text: &str) -> Result<Operand, AsmError> {
        let (name, inner) = match text.split_once('[') {
            Some((name, rest)) => {
                let inner = rest
                    .strip_suffix(']')
                    .ok_or(())
                    .or_else(|_| self.err(format!("unclosed [ in {text:?}")))?;
                (name, Some(inner))
            }
            None => (text, None),
        };
        let (mut name, mut offset) = (name.to_owned(), 0u32);
        let mut relative = None;
        for term in inner.into_iter().flat_map(|i| i.split('+')).map(str::trim) {
            if let Ok(n) = term.parse::<u32>() {
                offset = offset
                    .checked_add(n)
                    .ok_or(())
                    .or_else(|_| self.err(format!("register {text:?} out of range")))?;
            } else if relative.replace(term).is_some() {
                return self.err(format!("two address registers in {text:?}"));
            }
        }
        if inner.is_some() && name.chars().all(|c| c.is_ascii_alphabetic()) {
            name += "0";
        }
        let (ty, index) = self.register_name(&name)?;
        let index = index
            .checked_add(offset)
            .ok_or(())
            .or_else(|_| self.err(format!("register {text:?} out of range")))?;
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
                // Shader model 1 addresses with a0.x only, and implies it: no token.
                if self.version.major < 2 {
                    if (aty, aindex, c) != (RegType::AddrOrTexture, 0, 0) {
                        return self.err(format!("{text:?}: shader model 1 addresses relative to a0.x only"));
                    }
                    None
                } else {
                    Some(reg_token(aty, aindex) | (c * 0x55) << 16)
                }
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
        let vs = self.version.stage == ShaderKind::Vertex;
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

/// Whether an instruction suffix is a result modifier (`dcl_pp t0`).
fn is_result_modifier(s: &str) -> bool {
    matches!(s, "sat" | "pp" | "centroid")
}

/// Splits a source modifier suffix off `r0_bx2` (or the `xyz_bx2` of
/// `r0.xyz_bx2`): the rest, the modifier and its negated form where it has one.
fn strip_modifier(s: &str) -> Option<(&str, (SrcMod, Option<SrcMod>))> {
    const SUFFIXES: [(&str, SrcMod, Option<SrcMod>); 8] = [
        ("_bias", SrcMod::Bias, Some(SrcMod::BiasNeg)),
        ("_bx2", SrcMod::Sign, Some(SrcMod::SignNeg)),
        ("_x2", SrcMod::X2, Some(SrcMod::X2Neg)),
        ("_abs", SrcMod::Abs, Some(SrcMod::AbsNeg)),
        ("_dz", SrcMod::Dz, None),
        ("_db", SrcMod::Dz, None),
        ("_dw", SrcMod::Dw, None),
        ("_da", SrcMod::Dw, None),
    ];
    SUFFIXES
        .iter()
        .find_map(|&(suffix, plain, negated)| Some((s.strip_suffix(suffix)?, (plain, negated))))
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
mod tests;
