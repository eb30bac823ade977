//! The texture rules of ps_1_1..ps_1_4.
//!
//! Sources: "ps_1_1, ps_1_2, ps_1_3, ps_1_4 Instructions", "ps_1_1 ..
//! ps_1_4 Registers", and the pages of phase, texld - ps_1_4, texcrd, bem,
//! texdepth, texm3x2pad/texm3x2tex, texm3x3pad/texm3x3*, cnd, cmp and dp4.

use super::{error, is_ps1_texture, op_name, reg_name, relax, Model, Relaxed, ValidationError};
use crate::dxso::decode::{RegType, Register, Shader, SrcMod};
use crate::dxso::opcodes::Opcode;

/// Checks ps_1_x shaders (other models pass):
///
/// - a temporary register is written before it is read;
/// - ps_1_1..ps_1_3 cnd compares r0.a; ps_1_2/ps_1_3 have at most three cmp
///   and four dp4, and cmp does not write one of its sources;
/// - ps_1_1..ps_1_3 (see [`legacy`]) and ps_1_4 (see [`ps14`]) texture rules.
///
/// Kept: reads before writes, and the texture stage rules the translation
/// follows (stage order, one fetch per t#, texm sequences, ps_1_4's phases
/// and coordinate selectors). Relaxed: cnd's condition (the hardware tests
/// the component its swizzle selects for .w), the cmp and dp4 counts, cmp
/// writing a source, and the ps_1_4 rules noted in [`ps14`].
pub fn check(s: &Shader, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    let m = Model::new(s.version);
    if !m.ps1() {
        return Ok(());
    }
    let mut written: Vec<u32> = Vec::new();
    let (mut cmps, mut dp4s) = (0, 0);
    for i in &s.instructions {
        let mut reads: Vec<Register> = i.src.iter().map(|s| s.reg).collect();
        if matches!(i.opcode, Opcode::TexKill | Opcode::TexDepth) {
            reads.extend(i.dst.map(|d| d.reg));
        }
        for r in reads.iter().filter(|r| r.ty == RegType::Temp) {
            if !written.contains(&r.index) {
                return Err(error(i, format!("{} is read before it is written", reg_name(m.v, *r))));
            }
        }
        if let Some(d) = i
            .dst
            .filter(|d| d.reg.ty == RegType::Temp && i.opcode != Opcode::TexKill)
        {
            written.push(d.reg.index);
        }
        if m.ps_legacy() && i.opcode == Opcode::Cnd {
            let r0a = i.src.first().is_some_and(|s| {
                s.reg
                    == Register {
                        ty: RegType::Temp,
                        index: 0,
                    }
                    && s.swizzle == [3; 4]
                    && s.relative.is_none()
            });
            if !r0a {
                relax(relaxed, i, format!("cnd compares r0.a in {}", m.name()));
            }
        }
        if m.ps_legacy() && m.minor >= 2 && i.opcode == Opcode::Cmp {
            cmps += 1;
            if cmps == 4 {
                relax(relaxed, i, format!("{} allows at most three cmp", m.name()));
            }
            if i.src.iter().any(|s| Some(s.reg) == i.dst.map(|d| d.reg)) {
                relax(
                    relaxed,
                    i,
                    format!("cmp cannot write one of its sources in {}", m.name()),
                );
            }
        }
        if m.ps_legacy() && m.minor >= 2 && i.opcode == Opcode::Dp4 {
            dp4s += 1;
            if dp4s == 5 {
                relax(relaxed, i, format!("{} allows at most four dp4", m.name()));
            }
        }
    }
    if m.ps14() {
        ps14(m, s, relaxed)
    } else {
        legacy(m, s)
    }
}

/// A texm3x2/texm3x3 sequence waiting for its next row.
#[derive(Clone, Copy)]
struct Pending {
    /// Pads seen so far (1 for texm3x2, 1 or 2 for texm3x3).
    pads: u32,
    three: bool,
    dst: u32,
    src: u32,
    at: usize,
}

/// ps_1_1..ps_1_3:
///
/// - texture address instructions come before every arithmetic instruction;
/// - they write t# registers, each t# at most once;
/// - an instruction that reads t(n) to write t(m) has n < m; constants are
///   not read, except as texm3x3spec's eye ray;
/// - texm3x2pad t(m), t(n) is followed by texm3x2tex or texm3x2depth
///   t(m+1), t(n); texm3x3pad t(m), t(n) by texm3x3pad t(m+1), t(n) and then
///   texm3x3tex, texm3x3spec, texm3x3vspec or texm3x3 t(m+2), t(n); those
///   instructions appear only in such sequences.
fn legacy(m: Model, s: &Shader) -> Result<(), ValidationError> {
    use Opcode::*;
    let v = m.v;
    let mut arithmetic = false;
    let mut written: Vec<u32> = Vec::new();
    let mut pending: Option<Pending> = None;
    for i in &s.instructions {
        let op = i.opcode;
        if !is_ps1_texture(op) {
            if matches!(op, Def | Nop) {
                continue;
            }
            if let Some(p) = pending {
                return Err(unfinished(p));
            }
            arithmetic = true;
            continue;
        }
        let name = op_name(v, i);
        if arithmetic {
            return Err(error(i, format!("{name} follows an arithmetic instruction")));
        }
        let Some(d) = i.dst else { continue };
        if d.reg.ty != RegType::AddrOrTexture {
            return Err(error(
                i,
                format!("{name} writes a t# register, not {}", reg_name(v, d.reg)),
            ));
        }
        let m_index = d.reg.index;
        if op != TexKill {
            if written.contains(&m_index) {
                return Err(error(i, format!("t{m_index} is written by two texture instructions")));
            }
            written.push(m_index);
        }
        for (k, src) in i.src.iter().enumerate() {
            match src.reg.ty {
                RegType::AddrOrTexture if src.reg.index < m_index => {}
                RegType::AddrOrTexture => {
                    return Err(error(
                        i,
                        format!("{name} t{m_index} reads t{}; it must read a lower t#", src.reg.index),
                    ));
                }
                RegType::Const if op == TexM3x3Spec && k == 1 => {}
                _ => return Err(error(i, format!("{name} cannot read {}", reg_name(v, src.reg)))),
            }
        }
        let n = i.src.first().map_or(0, |s| s.reg.index);
        let row = |pads: u32, three: bool| Pending {
            pads,
            three,
            dst: m_index,
            src: n,
            at: i.offset,
        };
        let follows = |p: &Pending, three: bool, pads: u32| {
            p.three == three && p.pads == pads && m_index == p.dst + 1 && n == p.src
        };
        pending = match (op, pending) {
            (TexM3x2Pad, None) => Some(row(1, false)),
            (TexM3x3Pad, None) => Some(row(1, true)),
            (TexM3x3Pad, Some(p)) if follows(&p, true, 1) => Some(Pending {
                at: p.at,
                ..row(2, true)
            }),
            (TexM3x2Tex | TexM3x2Depth, Some(p)) if follows(&p, false, 1) => None,
            (TexM3x3Tex | TexM3x3Spec | TexM3x3VSpec | TexM3x3, Some(p)) if follows(&p, true, 2) => None,
            (TexM3x2Tex | TexM3x2Depth, _) => {
                return Err(error(
                    i,
                    format!("{name} t(m+1), t(n) must follow texm3x2pad t(m), t(n)"),
                ));
            }
            (TexM3x3Tex | TexM3x3Spec | TexM3x3VSpec | TexM3x3, _) => {
                return Err(error(
                    i,
                    format!("{name} t(m+2), t(n) must follow two texm3x3pad t(m..m+1), t(n)"),
                ));
            }
            (_, Some(p)) => return Err(unfinished(p)),
            (_, None) => None,
        };
    }
    match pending {
        Some(p) => Err(unfinished(p)),
        None => Ok(()),
    }
}

fn unfinished(p: Pending) -> ValidationError {
    let message = if p.three {
        "texm3x3pad t(m), t(n) must be followed by texm3x3pad t(m+1), t(n) and a texm3x3 instruction t(m+2), t(n)"
    } else {
        "texm3x2pad t(m), t(n) must be followed by texm3x2tex or texm3x2depth t(m+1), t(n)"
    };
    ValidationError {
        offset: p.at,
        message: message.to_owned(),
    }
}

/// ps_1_4:
///
/// - at most one phase; in each phase the texture instructions (texld,
///   texcrd, texkill, texdepth) come before the arithmetic ones;
/// - texld and texcrd write r#; they read t#, or (texld only) an r# written
///   in the first phase; t# is read with .xyz (the default) or .xyw, the
///   same one for every read of a register; `_dz` only on texld of an r#,
///   at most twice; `_dw` only on a t# read with .xyw;
/// - arithmetic instructions do not read t#; v# is read only in the second
///   phase (after phase, where there is one);
/// - bem stands in the first phase (before a phase marker), once, writing
///   .xy; texdepth writes r5 in the second phase.
///
/// Relaxed: v# and t# read by arithmetic (in any phase: the interpolated
/// colour and coordinate), `_dz` counts, a t# read with both selectors, and
/// every bem and texdepth rule (bem writes `.xy` of its mask; texdepth
/// reads the register it names).
fn ps14(m: Model, s: &Shader, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    use Opcode::*;
    let v = m.v;
    let phase_at = s.instructions.iter().find(|i| i.opcode == Phase).map(|i| i.offset);
    let mut second = false;
    let mut arithmetic = false;
    let mut bems = 0;
    let mut dzs = 0;
    let mut selectors: Vec<(u32, bool)> = Vec::new();
    for i in &s.instructions {
        let op = i.opcode;
        let name = op_name(v, i);
        if op == Phase {
            if second {
                return Err(error(i, "ps_1_4 has at most one phase".to_owned()));
            }
            second = true;
            arithmetic = false;
            continue;
        }
        if matches!(op, Def | Nop) {
            continue;
        }
        let texture = is_ps1_texture(op);
        if texture && arithmetic {
            return Err(error(
                i,
                format!("{name} follows an arithmetic instruction of its phase"),
            ));
        }
        arithmetic |= !texture;
        let first_phase = phase_at.is_some() && !second;
        for src in &i.src {
            if src.reg.ty == RegType::Input && first_phase {
                relax(relaxed, i, "v# registers are read in the second phase only".to_owned());
            }
            if src.reg.ty == RegType::AddrOrTexture && !matches!(op, Tex | TexCoord) {
                relax(relaxed, i, format!("{name} cannot read t# registers in ps_1_4"));
            }
        }
        match op {
            Tex | TexCoord => {
                if i.dst.is_some_and(|d| d.reg.ty != RegType::Temp) {
                    return Err(error(i, format!("{name} writes an r# register")));
                }
                let Some(src) = i.src.first() else { continue };
                let xyw = src.swizzle == [0, 1, 3, 3];
                let xyz = src.swizzle == [0, 1, 2, 3] || src.swizzle == [0, 1, 2, 2];
                match src.reg.ty {
                    RegType::AddrOrTexture => {}
                    RegType::Temp if op == Tex && second => {}
                    RegType::Temp if op == Tex => {
                        return Err(error(i, "texld reads r# only in the second phase".to_owned()));
                    }
                    _ => return Err(error(i, format!("{name} cannot read {}", reg_name(v, src.reg)))),
                }
                if !(xyz || xyw) {
                    return Err(error(i, format!("{name} reads .xyz or .xyw")));
                }
                match src.modifier {
                    SrcMod::Dz => {
                        if op != Tex || src.reg.ty != RegType::Temp {
                            return Err(error(i, "_dz is only valid on texld of an r# register".to_owned()));
                        }
                        dzs += 1;
                        if dzs == 3 {
                            relax(relaxed, i, "_dz may be used at most twice".to_owned());
                        }
                    }
                    SrcMod::Dw if src.reg.ty != RegType::AddrOrTexture || !xyw => {
                        return Err(error(i, "_dw is only valid on a t# register read with .xyw".to_owned()));
                    }
                    _ => {}
                }
                if src.reg.ty == RegType::AddrOrTexture {
                    let index = src.reg.index;
                    match selectors.iter().find(|(t, _)| *t == index) {
                        Some(&(_, first)) if first != xyw => {
                            relax(relaxed, i, format!("t{index} is read with both .xyz and .xyw"));
                        }
                        Some(_) => {}
                        None => selectors.push((index, xyw)),
                    }
                }
            }
            Bem => {
                bems += 1;
                if bems == 2 {
                    relax(relaxed, i, "bem may be used once per shader".to_owned());
                }
                if phase_at.is_none() || second {
                    relax(relaxed, i, "bem stands in the first phase (before phase)".to_owned());
                }
                if i.dst.is_some_and(|d| d.mask != 0x3) {
                    relax(relaxed, i, "bem writes .xy".to_owned());
                }
            }
            TexDepth => {
                if i.dst.is_some_and(|d| {
                    d.reg
                        != Register {
                            ty: RegType::Temp,
                            index: 5,
                        }
                }) {
                    relax(relaxed, i, "texdepth writes r5".to_owned());
                }
                if !second {
                    relax(
                        relaxed,
                        i,
                        "texdepth stands in the second phase (after phase)".to_owned(),
                    );
                }
            }
            _ => {}
        }
    }
    Ok(())
}
