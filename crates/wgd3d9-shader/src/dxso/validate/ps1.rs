//! The texture rules of ps_1_1..ps_1_4.
//!
//! Sources: "ps_1_1, ps_1_2, ps_1_3, ps_1_4 Instructions", "ps_1_1 ..
//! ps_1_4 Registers", and the pages of phase, texld - ps_1_4, texcrd, bem,
//! texdepth, texm3x2pad/texm3x2tex, texm3x3pad/texm3x3*, cnd, cmp and dp4.

use super::{error, is_ps1_texture, mnemonic, relax, Model, Relaxed, ValidationError, ValidationErrorKind as K};
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
                return Err(error(i, K::ReadBeforeWrite { version: m.v, reg: *r }));
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
                relax(relaxed, i, K::CndCondition { version: m.v });
            }
        }
        if m.ps_legacy() && m.minor >= 2 && i.opcode == Opcode::Cmp {
            cmps += 1;
            if cmps == 4 {
                let kind = K::InstructionCount {
                    op: mnemonic(m.v, i),
                    limit: 3,
                };
                relax(relaxed, i, kind);
            }
            if i.src.iter().any(|s| Some(s.reg) == i.dst.map(|d| d.reg)) {
                relax(relaxed, i, K::DestinationIsSource { op: mnemonic(m.v, i) });
            }
        }
        if m.ps_legacy() && m.minor >= 2 && i.opcode == Opcode::Dp4 {
            dp4s += 1;
            if dp4s == 5 {
                let kind = K::InstructionCount {
                    op: mnemonic(m.v, i),
                    limit: 4,
                };
                relax(relaxed, i, kind);
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
        let name = mnemonic(v, i);
        if arithmetic {
            return Err(error(i, K::TextureAfterArithmetic { op: name }));
        }
        let Some(d) = i.dst else { continue };
        if d.reg.ty != RegType::AddrOrTexture {
            return Err(error(i, K::TextureDestination { op: name, reg: d.reg }));
        }
        let m_index = d.reg.index;
        if op != TexKill {
            if written.contains(&m_index) {
                return Err(error(i, K::TextureWrittenTwice { index: m_index }));
            }
            written.push(m_index);
        }
        for (k, src) in i.src.iter().enumerate() {
            match src.reg.ty {
                RegType::AddrOrTexture if src.reg.index < m_index => {}
                RegType::AddrOrTexture => {
                    let kind = K::TextureOrder {
                        op: name,
                        dst: m_index,
                        src: src.reg.index,
                    };
                    return Err(error(i, kind));
                }
                RegType::Const if op == TexM3x3Spec && k == 1 => {}
                _ => return Err(error(i, K::NotReadable { op: name, reg: src.reg })),
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
            (TexM3x2Tex | TexM3x2Depth | TexM3x3Tex | TexM3x3Spec | TexM3x3VSpec | TexM3x3, _) => {
                return Err(error(i, K::TexmWithoutPad { op: name }));
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
    ValidationError {
        offset: p.at,
        kind: K::TexmUnfinished {
            rows: if p.three { 3 } else { 2 },
        },
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
        let name = mnemonic(v, i);
        if op == Phase {
            if second {
                return Err(error(i, K::SecondPhase));
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
            return Err(error(i, K::TextureAfterArithmetic { op: name }));
        }
        arithmetic |= !texture;
        let first_phase = phase_at.is_some() && !second;
        for src in &i.src {
            if src.reg.ty == RegType::Input && first_phase {
                relax(relaxed, i, K::InputInFirstPhase);
            }
            if src.reg.ty == RegType::AddrOrTexture && !matches!(op, Tex | TexCoord) {
                relax(relaxed, i, K::ArithmeticReadsTexture { op: name });
            }
        }
        match op {
            Tex | TexCoord => {
                if let Some(d) = i.dst.filter(|d| d.reg.ty != RegType::Temp) {
                    return Err(error(i, K::TextureDestination { op: name, reg: d.reg }));
                }
                let Some(src) = i.src.first() else { continue };
                let xyw = src.swizzle == [0, 1, 3, 3];
                let xyz = src.swizzle == [0, 1, 2, 3] || src.swizzle == [0, 1, 2, 2];
                match src.reg.ty {
                    RegType::AddrOrTexture => {}
                    RegType::Temp if op == Tex && second => {}
                    RegType::Temp if op == Tex => {
                        return Err(error(i, K::TexldTempInFirstPhase));
                    }
                    _ => return Err(error(i, K::NotReadable { op: name, reg: src.reg })),
                }
                if !(xyz || xyw) {
                    return Err(error(i, K::TexcoordSelector { op: name }));
                }
                match src.modifier {
                    SrcMod::Dz => {
                        if op != Tex || src.reg.ty != RegType::Temp {
                            return Err(error(i, K::ProjectModifier { modifier: SrcMod::Dz }));
                        }
                        dzs += 1;
                        if dzs == 3 {
                            relax(relaxed, i, K::DzCount);
                        }
                    }
                    SrcMod::Dw if src.reg.ty != RegType::AddrOrTexture || !xyw => {
                        return Err(error(i, K::ProjectModifier { modifier: SrcMod::Dw }));
                    }
                    _ => {}
                }
                if src.reg.ty == RegType::AddrOrTexture {
                    let index = src.reg.index;
                    match selectors.iter().find(|(t, _)| *t == index) {
                        Some(&(_, first)) if first != xyw => {
                            relax(relaxed, i, K::MixedSelectors { index });
                        }
                        Some(_) => {}
                        None => selectors.push((index, xyw)),
                    }
                }
            }
            Bem => {
                bems += 1;
                if bems == 2 {
                    relax(relaxed, i, K::InstructionCount { op: name, limit: 1 });
                }
                if phase_at.is_none() || second {
                    relax(relaxed, i, K::PhasePlacement { op: name });
                }
                if let Some(d) = i.dst.filter(|d| d.mask != 0x3) {
                    relax(relaxed, i, K::InstructionMask { op: name, mask: d.mask });
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
                    relax(relaxed, i, K::TexdepthRegister);
                }
                if !second {
                    relax(relaxed, i, K::PhasePlacement { op: name });
                }
            }
            _ => {}
        }
    }
    Ok(())
}
