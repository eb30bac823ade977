//! Disassembly: a decoded shader as D3D9 shader assembly text.
//!
//! The text is the syntax D3D9's assembler reads (`vs_3_0`, `dcl_position v0`,
//! `dcl_centroid_pp t0.xy`, `m4x4 o0, v0, c0`, `texldp_pp r0, t0, s0`,
//! `(p0.x) add r1.xy, -r2_abs.x, c3`), with source modifiers between the
//! register and the swizzle (`t0_bx2.xyz`). Relative addressing is written
//! `c5[a0.x]` in every model. Comments are left out.

use super::decode::{result_mod, Decl, Dst, Instruction, Literal, RegType, Register, Relative, Shader, Src, SrcMod};
use super::opcodes::{Opcode, COMPARISONS, DECL_USAGES};
use super::{ShaderKind, Version};
use std::fmt::Write as _;

/// The version line: `vs_1_1`, `ps_2_x`, ...
pub fn version_name(v: Version) -> String {
    let stage = match v.stage {
        ShaderKind::Vertex => "vs",
        ShaderKind::Pixel => "ps",
    };
    if v.major == 2 && v.minor == 1 {
        format!("{stage}_2_x")
    } else {
        format!("{stage}_{}_{}", v.major, v.minor)
    }
}

/// The whole shader, one instruction a line, version line first.
pub fn disassemble(s: &Shader) -> String {
    let mut out = version_name(s.version);
    out.push('\n');
    for i in &s.instructions {
        out += &instruction(s.version, i);
        out.push('\n');
    }
    out
}

const COMPONENTS: [char; 4] = ['x', 'y', 'z', 'w'];

/// One instruction's text.
pub fn instruction(v: Version, i: &Instruction) -> String {
    let mut out = String::new();
    if i.coissue {
        out.push('+');
    }
    if let Some(p) = &i.predicate {
        let not = if p.modifier == SrcMod::Not { "!" } else { "" };
        let _ = write!(out, "({not}{}{}) ", register(v, p.reg, None), swizzle(p.swizzle));
    }
    out += &mnemonic(v, i);
    let mut operands = Vec::new();
    if let Some(d) = &i.dst {
        operands.push(dst(v, d, i.opcode));
    }
    operands.extend(i.src.iter().map(|s| src(v, s)));
    match i.literal {
        Some(Literal::Float(f)) => operands.extend(f.iter().map(|x| format!("{x:?}"))),
        Some(Literal::Int(n)) => operands.extend(n.iter().map(|x| x.to_string())),
        Some(Literal::Bool(b)) => operands.push(b.to_string()),
        None => {}
    }
    if !operands.is_empty() {
        out.push(' ');
        out += &operands.join(", ");
    }
    out
}

fn mnemonic(v: Version, i: &Instruction) -> String {
    let mut m = match i.opcode {
        Opcode::Dcl => decl_name(
            v,
            i.decl.unwrap_or(Decl {
                usage: 0,
                usage_index: 0,
                texture_type: 0,
            }),
            i.dst.map(|d| d.reg),
        ),
        Opcode::Tex if (v.major, v.minor) >= (2, 0) => match i.control {
            1 => "texldp".into(),
            2 => "texldb".into(),
            _ => "texld".into(),
        },
        op => op.name_in(v).to_owned(),
    };
    if matches!(i.opcode, Opcode::Ifc | Opcode::Breakc | Opcode::Setp) {
        let name = usize::from(i.control).checked_sub(1).and_then(|c| COMPARISONS.get(c));
        m += "_";
        m += name.copied().unwrap_or("?");
    }
    if let Some(d) = &i.dst {
        let has = |bit: u8| d.modifiers & bit != 0;
        if has(result_mod::SATURATE) {
            m += "_sat";
        }
        // Declarations put the interpolation modifier next to the usage, as
        // in `dcl_texcoord0_centroid v0`, then `_pp`: `dcl_centroid_pp t0`.
        let centroid_first = i.opcode == Opcode::Dcl;
        if centroid_first && has(result_mod::CENTROID) {
            m += "_centroid";
        }
        if has(result_mod::PARTIAL_PRECISION) {
            m += "_pp";
        }
        if !centroid_first && has(result_mod::CENTROID) {
            m += "_centroid";
        }
        m += match d.shift {
            1 => "_x2",
            2 => "_x4",
            3 => "_x8",
            -1 => "_d2",
            -2 => "_d4",
            -3 => "_d8",
            _ => "",
        };
    }
    m
}

fn decl_name(v: Version, d: Decl, reg: Option<Register>) -> String {
    match reg.map(|r| r.ty) {
        Some(RegType::Sampler) => match d.texture_type {
            3 => "dcl_cube".into(),
            4 => "dcl_volume".into(),
            _ => "dcl_2d".into(),
        },
        // Pixel shaders before 3.0 declare t# and v# without a usage (the
        // token's usage bits are reserved; a usage there is written back).
        _ if v.stage == ShaderKind::Pixel && v.major < 3 && d.usage == 0 && d.usage_index == 0 => "dcl".into(),
        Some(RegType::Misc) => "dcl".into(),
        _ => {
            let usage = DECL_USAGES.get(usize::from(d.usage)).copied().unwrap_or("usage?");
            if d.usage_index == 0 {
                format!("dcl_{usage}")
            } else {
                format!("dcl_{usage}{}", d.usage_index)
            }
        }
    }
}

/// A register's name, with its relative address when it has one.
pub fn register(v: Version, r: Register, relative: Option<Relative>) -> String {
    let n = r.index;
    let name = match r.ty {
        RegType::Temp => format!("r{n}"),
        RegType::Input => format!("v{n}"),
        RegType::Const => format!("c{n}"),
        RegType::Const2 => format!("c{}", n + 2048),
        RegType::Const3 => format!("c{}", n + 4096),
        RegType::Const4 => format!("c{}", n + 6144),
        RegType::AddrOrTexture if v.stage == ShaderKind::Vertex => format!("a{n}"),
        RegType::AddrOrTexture => format!("t{n}"),
        RegType::RastOut => match n {
            0 => "oPos".into(),
            1 => "oFog".into(),
            2 => "oPts".into(),
            _ => format!("oRast{n}"),
        },
        RegType::AttrOut => format!("oD{n}"),
        RegType::Output if v.major >= 3 => format!("o{n}"),
        RegType::Output => format!("oT{n}"),
        RegType::ConstInt => format!("i{n}"),
        RegType::ColorOut => format!("oC{n}"),
        RegType::DepthOut => "oDepth".into(),
        RegType::Sampler => format!("s{n}"),
        RegType::ConstBool => format!("b{n}"),
        RegType::Loop => "aL".into(),
        RegType::TempFloat16 => format!("h{n}"),
        RegType::Misc => match n {
            0 => "vPos".into(),
            1 => "vFace".into(),
            _ => format!("vMisc{n}"),
        },
        RegType::Label => format!("l{n}"),
        RegType::Predicate => format!("p{n}"),
    };
    match relative {
        Some(rel) => {
            let a = register(v, rel.reg, None);
            let c = if rel.reg.ty == RegType::Loop {
                String::new()
            } else {
                format!(".{}", COMPONENTS[usize::from(rel.component & 3)])
            };
            format!("{name}[{a}{c}]")
        }
        None => name,
    }
}

/// `.xyzw`-style swizzle text, empty for the identity; trailing repeats of the
/// last component are left out (`.xy` is `.xyyy`).
fn swizzle(s: [u8; 4]) -> String {
    if s == [0, 1, 2, 3] {
        return String::new();
    }
    let mut n = 4;
    while n > 1 && s[n - 1] == s[n - 2] {
        n -= 1;
    }
    let mut out = String::from(".");
    out.extend(s[..n].iter().map(|&c| COMPONENTS[usize::from(c & 3)]));
    out
}

fn mask(m: u8) -> String {
    if m == 0xF {
        return String::new();
    }
    let mut out = String::from(".");
    out.extend((0..4).filter(|b| m & (1 << b) != 0).map(|b| COMPONENTS[b]));
    out
}

fn dst(v: Version, d: &Dst, op: Opcode) -> String {
    let mut out = register(v, d.reg, d.relative);
    // Samplers are declared without a mask.
    if !(op == Opcode::Dcl && d.reg.ty == RegType::Sampler) {
        out += &mask(d.mask);
    }
    out
}

/// A source operand in D3D9's spelling: prefixes (`-`, `1-`, `!`) before the
/// register, suffix modifiers between the register and the swizzle
/// (`-r0_abs.x`, `t0_bx2.xyz`, `t1_dw.xyw`).
fn src(v: Version, s: &Src) -> String {
    let (prefix, suffix) = match s.modifier {
        SrcMod::None => ("", ""),
        SrcMod::Neg => ("-", ""),
        SrcMod::Bias => ("", "_bias"),
        SrcMod::BiasNeg => ("-", "_bias"),
        SrcMod::Sign => ("", "_bx2"),
        SrcMod::SignNeg => ("-", "_bx2"),
        SrcMod::Comp => ("1-", ""),
        SrcMod::X2 => ("", "_x2"),
        SrcMod::X2Neg => ("-", "_x2"),
        SrcMod::Dz => ("", "_dz"),
        SrcMod::Dw => ("", "_dw"),
        SrcMod::Abs => ("", "_abs"),
        SrcMod::AbsNeg => ("-", "_abs"),
        SrcMod::Not => ("!", ""),
    };
    format!(
        "{prefix}{}{suffix}{}",
        register(v, s.reg, s.relative),
        swizzle(s.swizzle)
    )
}

#[cfg(test)]
mod tests;
