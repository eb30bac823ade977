//! Instruction slot limits: how many slots each instruction takes and how
//! many a shader of each model may use.
//!
//! Sources: the "Instruction slots" column of "Instructions - vs_1_1",
//! "Instructions - vs_2_0", "Instructions - vs_2_x", "Instructions -
//! vs_3_0", "ps_1_1, ps_1_2, ps_1_3, ps_1_4 Instructions", "ps_2_0
//! Instructions", "ps_2_x Instructions" and "ps_3_0 Instructions"; the
//! maxima of "Vertex Shader Differences" and "Pixel Shader Differences" (and
//! "vs_2_x": "up to 256 instructions stored").
//!
//! | model | limit |
//! | --- | --- |
//! | ps_1_1 .. ps_1_3 | 4 texture + 8 arithmetic |
//! | ps_1_4 | 6 texture + 8 arithmetic, in each phase |
//! | ps_2_0 | 32 texture + 64 arithmetic |
//! | ps_2_x | [`PS_2_X_SLOTS`] (PS20Caps.NumInstructionSlots) |
//! | ps_3_0 | [`PS_3_0_SLOTS`] (MaxPixelShader30InstructionSlots) |
//! | vs_1_1 | 128 |
//! | vs_2_0, vs_2_x | 256 |
//! | vs_3_0 | [`VS_3_0_SLOTS`] (MaxVertexShader30InstructionSlots) |
//!
//! Declarations (`dcl`, `def`, `defi`, `defb`), `label`, `phase` and
//! comments take no slot.

use super::{is_ps1_texture, Model, Relaxed, SlotClass, ValidationError, ValidationErrorKind};
use crate::dxso::decode::{Instruction, RegType, Shader};
use crate::dxso::opcodes::Opcode;

/// ps_2_x's limit: wgd3d9's `PS20Caps.NumInstructionSlots`
/// (`D3DPS20_MAX_NUMINSTRUCTIONSLOTS`, crates/wgd3d9/src/caps.rs).
pub const PS_2_X_SLOTS: u32 = 512;
/// vs_2_x's limit. `D3DVSHADERCAPS2_0` has no instruction slot cap; "Vertex
/// Shader Differences" and the vs_2_x page give 256 for every device.
pub const VS_2_X_SLOTS: u32 = 256;
/// wgd3d9's `MaxPixelShader30InstructionSlots`.
pub const PS_3_0_SLOTS: u32 = 32768;
/// wgd3d9's `MaxVertexShader30InstructionSlots`.
pub const VS_3_0_SLOTS: u32 = 32768;

/// `D3DSAMPLER_TEXTURE_TYPE` of a cube sampler (shifted down, as in
/// [`crate::dxso::decode::Decl::texture_type`]).
const CUBE: u8 = 3;

/// One limit and its use in the shader (or the ps_1_4 phase) so far.
struct Counter {
    class: SlotClass,
    limit: u32,
    used: u32,
    /// Token offset of the instruction that went past the limit.
    over: Option<usize>,
}

impl Counter {
    fn new(class: SlotClass, limit: u32) -> Counter {
        Counter {
            class,
            limit,
            used: 0,
            over: None,
        }
    }

    fn add(&mut self, slots: u32, at: usize) {
        self.used = self.used.saturating_add(slots);
        if self.used > self.limit && self.over.is_none() {
            self.over = Some(at);
        }
    }
}

/// A model's counters: texture and arithmetic slots apart (ps_1_x, ps_2_0),
/// or all slots in one.
struct Counters {
    texture: Option<Counter>,
    other: Counter,
}

impl Counters {
    fn new(m: Model) -> Counters {
        let split = |texture, arithmetic| Counters {
            texture: Some(Counter::new(SlotClass::Texture, texture)),
            other: Counter::new(SlotClass::Arithmetic, arithmetic),
        };
        let total = |limit| Counters {
            texture: None,
            other: Counter::new(SlotClass::All, limit),
        };
        match (m.vs, m.major, m.minor) {
            (false, 1, 4) => split(6, 8),
            (false, 1, _) => split(4, 8),
            (false, 2, 0) => split(32, 64),
            (false, 2, _) => total(PS_2_X_SLOTS),
            (false, _, _) => total(PS_3_0_SLOTS),
            (true, 1, _) => total(128),
            (true, 2, 0) => total(256),
            (true, 2, _) => total(VS_2_X_SLOTS),
            (true, _, _) => total(VS_3_0_SLOTS),
        }
    }

    fn add(&mut self, texture: u32, arithmetic: u32, at: usize) {
        match &mut self.texture {
            Some(t) => {
                t.add(texture, at);
                self.other.add(arithmetic, at);
            }
            None => self.other.add(texture + arithmetic, at),
        }
    }

    /// The error of the counter that went past its limit first, if any.
    /// `phase`: the ps_1_4 phase counted (0 or 1) where the shader has a
    /// `phase` instruction.
    fn report(&self, m: Model, phase: Option<u32>) -> Result<(), ValidationError> {
        let Some((c, offset)) = self
            .texture
            .iter()
            .chain([&self.other])
            .filter_map(|c| c.over.map(|at| (c, at)))
            .min_by_key(|&(_, at)| at)
        else {
            return Ok(());
        };
        Err(ValidationError {
            offset,
            kind: ValidationErrorKind::Slots {
                version: m.v,
                class: c.class,
                limit: c.limit,
                used: c.used,
                phase,
            },
        })
    }
}

/// Checks the shader's slot counts against its model's limits: relaxed (a
/// limit of the hardware's instruction memory; the translation has its own
/// bound on a program's size). The note stands at the instruction that goes
/// past the limit and gives the slots the whole shader (or ps_1_4 phase)
/// uses.
pub fn check(s: &Shader, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    if let Err(e) = within_limits(s) {
        relaxed.push(e);
    }
    Ok(())
}

fn within_limits(s: &Shader) -> Result<(), ValidationError> {
    let m = Model::new(s.version);
    let ps20 = !m.vs && m.major == 2 && m.minor == 0;
    let cubes: Vec<u32> = s
        .instructions
        .iter()
        .filter(|i| i.opcode == Opcode::Dcl)
        .filter_map(|i| {
            let d = i.dst?;
            (d.reg.ty == RegType::Sampler && i.decl?.texture_type == CUBE).then_some(d.reg.index)
        })
        .collect();
    let cube = |i: &Instruction| {
        i.src
            .get(1)
            .is_some_and(|s| s.reg.ty == RegType::Sampler && cubes.contains(&s.reg.index))
    };
    let has_phase = m.ps14() && s.instructions.iter().any(|i| i.opcode == Opcode::Phase);
    let mut counters = Counters::new(m);
    let mut phase = 0;
    for i in &s.instructions {
        if has_phase && i.opcode == Opcode::Phase {
            counters.report(m, Some(phase))?;
            counters = Counters::new(m);
            phase += 1;
            continue;
        }
        let (texture, arithmetic) = if m.ps1() {
            ps1_slots(m, i)
        } else if m.vs && m.major == 1 {
            (0, vs_1_1_slots(i.opcode))
        } else if ps20 && matches!(i.opcode, Opcode::Tex | Opcode::TexKill) {
            (sm2_slots(m, i, false), 0)
        } else {
            (0, sm2_slots(m, i, cube(i)))
        };
        counters.add(texture, arithmetic, i.offset);
    }
    counters.report(m, has_phase.then_some(phase))
}

/// ps_1_1 .. ps_1_4 (texture, arithmetic) slots, from "ps_1_1, ps_1_2,
/// ps_1_3, ps_1_4 Instructions". The second instruction of a co-issued pair
/// takes none: the pair counts as one arithmetic instruction. (The table
/// does not say what a co-issued 2-slot cmp or dp4 of ps_1_2/ps_1_3 takes;
/// it takes none here, the smaller count.)
fn ps1_slots(m: Model, i: &Instruction) -> (u32, u32) {
    use Opcode::*;
    if i.coissue {
        return (0, 0);
    }
    match i.opcode {
        // "1+1": one texture and one arithmetic instruction.
        TexBemL => (1, 1),
        op if is_ps1_texture(op) => (1, 0),
        Def | Nop | Phase => (0, 0),
        Bem => (0, 2),
        // Footnote 1: 2 slots in ps_1_2 and ps_1_3, 1 in ps_1_4.
        Cmp | Dp4 if m.minor < 4 => (0, 2),
        _ => (0, 1),
    }
}

/// vs_1_1 slots ("Instructions - vs_1_1"): its exp and log take 10, frc 3
/// and lit 1, unlike the later models. The table's "Partial precision 2^x"
/// row (named exp there) is expp: 1, like logp.
fn vs_1_1_slots(op: Opcode) -> u32 {
    use Opcode::*;
    match op {
        Dcl | Def => 0,
        Exp | Log => 10,
        Frc => 3,
        M3x2 => 2,
        M3x3 | M4x3 => 3,
        M3x4 | M4x4 => 4,
        _ => 1,
    }
}

/// Slots from shader model 2 on (the vs_2_0, vs_2_x, vs_3_0, ps_2_0, ps_2_x
/// and ps_3_0 tables agree where they share an instruction). `cube`: the
/// instruction samples a sampler declared `dcl_cube`.
///
/// Texture instructions of ps_2_0 take 1 (counted apart from the others).
/// ps_2_x's take what its table gives with
/// D3DPS20CAPS_NOTEXINSTRUCTIONLIMIT, which wgd3d9 sets, and ps_3_0's and
/// vs_3_0's what theirs give: texkill 2, texld 1 (cube 4), texldp 3 (cube
/// 4), texldb 6, texldd 3, texldl 2 (cube 5).
fn sm2_slots(m: Model, i: &Instruction, cube: bool) -> u32 {
    use Opcode::*;
    let ps20 = !m.vs && m.major == 2 && m.minor == 0;
    match i.opcode {
        Dcl | Def | DefI | DefB | Label => 0,
        Lrp | Crs | Dp2Add | Dsx | Dsy | M3x2 | Call | EndLoop | EndRep => 2,
        Lit | Nrm | Pow | Sgn | M3x3 | M4x3 | If | Ifc | Loop | Rep | CallNz | Breakc | BreakP => 3,
        M3x4 | M4x4 => 4,
        SinCos => 8,
        Tex | TexKill if ps20 => 1,
        TexKill => 2,
        // texld, texldp (control 1), texldb (control 2).
        Tex => match (i.control, cube) {
            (1, false) => 3,
            (0 | 1, true) => 4,
            (2, _) => 6,
            _ => 1,
        },
        TexLdd => 3,
        TexLdl if cube => 5,
        TexLdl => 2,
        _ => 1,
    }
}
