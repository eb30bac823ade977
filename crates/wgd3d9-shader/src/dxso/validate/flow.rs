//! Flow control: block structure, subroutines and calls, aL, and the
//! nesting limits of each model.
//!
//! Sources: "Flow Control Nesting Limits" (vertex shaders), "Flow Control
//! Limitations" (pixel shaders), and the reference pages of if, if_comp,
//! else, endif, loop, rep, break, call, callnz, label and ret.

use super::{
    error, is_decl, mnemonic, relax, FlowBlock, Model, Nesting, Relaxed, ValidationError, ValidationErrorKind as K,
};
use crate::dxso::decode::{Instruction, RegType, Shader};
use crate::dxso::opcodes::Opcode;

/// The four nesting counters of the D3D9 tables.
const STATIC: usize = 0;
const DYNAMIC: usize = 1;
const LOOP: usize = 2;
const CALL: usize = 3;
const COUNTERS: [Nesting; 4] = [Nesting::StaticIf, Nesting::Dynamic, Nesting::LoopRep, Nesting::Call];

/// Nesting limits of a model (None: no limit of that kind), and its limit on
/// the number of static flow control instructions.
struct Limits {
    depth: [Option<u32>; 4],
    static_count: Option<u32>,
}

/// vs_2_0: loop/rep and call nesting 1, static flow count 16 (no dynamic
/// flow control); vs_2_x: dynamic nesting 24, loop/rep and call nesting 4,
/// static flow count 16 (the caps' maxima); vs_3_0, ps_2_x and ps_3_0:
/// static and dynamic nesting 24, loop/rep and call nesting 4. Static
/// nesting in vs_2_0/vs_2_x is limited only by the static flow count.
/// The loop and call nesting the translation runs (loop counters it keeps,
/// inlined calls): deeper nesting is an error whatever the model.
const TRANSLATED_DEPTH: u32 = 4;

fn limits(m: Model) -> Limits {
    let depth = match (m.vs, m.major, m.minor) {
        (true, 2, 0) => [None, Some(0), Some(1), Some(1)],
        (true, 2, _) => [None, Some(24), Some(4), Some(4)],
        _ => [Some(24), Some(24), Some(4), Some(4)],
    };
    let static_count = (m.vs && m.major == 2).then_some(16);
    Limits { depth, static_count }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    If { is_static: bool, has_else: bool },
    Loop,
    Rep,
}

struct Block {
    kind: Kind,
    at: usize,
}

/// A call site: the callee, the caller's depths there (the call itself
/// included) and the call's token offset.
struct Call {
    label: u32,
    depth: [u32; 4],
    /// Whether the call stands inside a loop block (which gives aL).
    in_loop: bool,
    offset: usize,
}

/// The main program or one subroutine.
struct Function {
    label: Option<u32>,
    offset: usize,
    /// Deepest nesting reached inside the function itself, relative to its
    /// entry, and where.
    max: [(u32, usize); 4],
    calls: Vec<Call>,
    /// Where aL is used outside any loop of this function.
    loose_al: Option<usize>,
}

impl Function {
    fn new(label: Option<u32>, offset: usize) -> Function {
        Function {
            label,
            offset,
            max: [(0, offset); 4],
            calls: Vec::new(),
            loose_al: None,
        }
    }

    fn reach(&mut self, k: usize, depth: u32, offset: usize) {
        if depth > self.max[k].0 {
            self.max[k] = (depth, offset);
        }
    }
}

/// Checks flow control:
///
/// - if/if_comp ... [else] ... endif, loop ... endloop and rep ... endrep are
///   properly nested and closed; else appears once per if; loops may not
///   straddle if blocks;
/// - break, break_comp and breakp stand inside a loop or rep block of their
///   own function;
/// - ret ends the main program and each subroutine (no block stays open
///   across it); after a ret only a label may follow, and a label only
///   follows a ret; labels are defined once; a subroutine ends with ret;
/// - call and callnz name labels defined in the shader; vertex shaders only
///   call forward (the label comes after the call); no recursion;
/// - aL is used only inside a loop block (a subroutine that uses it is only
///   called from inside loops);
/// - nesting depths (static if, dynamic if/break_comp/callnz p0, loop/rep,
///   call), counted through calls, stay within the model's limits (see
///   [`limits`]), and vs_2_0/vs_2_x have at most 16 static flow control
///   instructions (if b#, its else, loop, rep, call, callnz b#).
///
/// Kept: the structure (blocks that do not nest, ret inside a block, labels,
/// undefined or recursive calls, aL outside a loop), and loop and call
/// depths past what the translation nests ([`TRANSLATED_DEPTH`]). Relaxed:
/// the model's if depths, its smaller loop and call depths, the static flow
/// control count, and vertex shaders calling backward.
pub fn check(s: &Shader, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    let m = Model::new(s.version);
    let limits = limits(m);
    let mut functions = vec![Function::new(None, s.instructions.first().map_or(0, |i| i.offset))];
    let mut stack: Vec<Block> = Vec::new();
    let mut depth = [0u32; 4];
    let mut after_ret = false;
    let mut static_count = 0u32;
    for i in &s.instructions {
        if is_decl(i.opcode) {
            continue;
        }
        let f = functions.len() - 1;
        if after_ret && i.opcode != Opcode::Label {
            return Err(error(i, K::AfterRet { op: mnemonic(m.v, i) }));
        }
        let counts_static = match i.opcode {
            Opcode::If => is_static_if(i),
            Opcode::Else => matches!(
                stack.last(),
                Some(Block {
                    kind: Kind::If { is_static: true, .. },
                    ..
                })
            ),
            Opcode::Loop | Opcode::Rep | Opcode::Call => true,
            Opcode::CallNz => i.src.get(1).is_some_and(|s| s.reg.ty == RegType::ConstBool),
            _ => false,
        };
        if counts_static {
            static_count += 1;
            if let Some(max) = limits.static_count.filter(|&max| static_count == max + 1) {
                let kind = K::StaticFlowCount {
                    version: m.v,
                    limit: max,
                };
                relax(relaxed, i, kind);
            }
        }
        if uses_al(i) && !stack.iter().any(|b| b.kind == Kind::Loop) {
            functions[f].loose_al.get_or_insert(i.offset);
        }
        match i.opcode {
            Opcode::Label => {
                if !after_ret {
                    return Err(error(i, K::LabelPlacement));
                }
                let label = i.src.first().map_or(0, |s| s.reg.index);
                if functions.iter().any(|f| f.label == Some(label)) {
                    return Err(error(i, K::LabelTwice { label }));
                }
                functions.push(Function::new(Some(label), i.offset));
                after_ret = false;
            }
            Opcode::Ret => {
                if let Some(open) = stack.last() {
                    let kind = K::RetInsideBlock {
                        block: block(open.kind),
                        at: open.at,
                    };
                    return Err(error(i, kind));
                }
                after_ret = true;
            }
            Opcode::If | Opcode::Ifc => {
                let is_static = is_static_if(i);
                let k = if is_static { STATIC } else { DYNAMIC };
                depth[k] += 1;
                functions[f].reach(k, depth[k], i.offset);
                stack.push(Block {
                    kind: Kind::If {
                        is_static,
                        has_else: false,
                    },
                    at: i.offset,
                });
            }
            Opcode::Else => match stack.last_mut() {
                Some(Block {
                    kind: Kind::If { has_else, .. },
                    ..
                }) if !*has_else => *has_else = true,
                Some(Block {
                    kind: Kind::If { .. },
                    at,
                    ..
                }) => return Err(error(i, K::SecondElse { at: *at })),
                _ => return Err(error(i, K::NoOpenBlock { op: mnemonic(m.v, i) })),
            },
            Opcode::EndIf => match stack.pop() {
                Some(Block {
                    kind: Kind::If { is_static, .. },
                    ..
                }) => depth[if is_static { STATIC } else { DYNAMIC }] -= 1,
                other => return Err(mismatch(m, i, other)),
            },
            Opcode::Loop | Opcode::Rep => {
                depth[LOOP] += 1;
                functions[f].reach(LOOP, depth[LOOP], i.offset);
                let kind = if i.opcode == Opcode::Loop {
                    Kind::Loop
                } else {
                    Kind::Rep
                };
                stack.push(Block { kind, at: i.offset });
            }
            Opcode::EndLoop | Opcode::EndRep => {
                let want = if i.opcode == Opcode::EndLoop {
                    Kind::Loop
                } else {
                    Kind::Rep
                };
                match stack.pop() {
                    Some(b) if b.kind == want => depth[LOOP] -= 1,
                    other => return Err(mismatch(m, i, other)),
                }
            }
            Opcode::Break | Opcode::Breakc | Opcode::BreakP => {
                if !stack.iter().any(|b| matches!(b.kind, Kind::Loop | Kind::Rep)) {
                    return Err(error(i, K::BreakOutsideLoop { op: mnemonic(m.v, i) }));
                }
                if i.opcode == Opcode::Breakc {
                    functions[f].reach(DYNAMIC, depth[DYNAMIC] + 1, i.offset);
                }
            }
            Opcode::Call | Opcode::CallNz => {
                let mut at = depth;
                at[CALL] += 1;
                if i.src.get(1).is_some_and(|s| s.reg.ty == RegType::Predicate) {
                    at[DYNAMIC] += 1;
                }
                for k in [DYNAMIC, CALL] {
                    functions[f].reach(k, at[k], i.offset);
                }
                let label = i.src.first().map_or(0, |s| s.reg.index);
                let in_loop = stack.iter().any(|b| b.kind == Kind::Loop);
                functions[f].calls.push(Call {
                    label,
                    depth: at,
                    in_loop,
                    offset: i.offset,
                });
            }
            _ => {}
        }
    }
    if let Some(open) = stack.last() {
        return Err(ValidationError {
            offset: open.at,
            kind: K::Unclosed {
                block: block(open.kind),
            },
        });
    }
    if let Some(f) = functions.last().filter(|f| f.label.is_some() && !after_ret) {
        return Err(ValidationError {
            offset: f.offset,
            kind: K::NoRet {
                label: f.label.unwrap_or(0),
            },
        });
    }
    calls(m, &functions, &limits, relaxed)
}

/// if b# is static flow control; if p0 and if_comp are dynamic.
fn is_static_if(i: &Instruction) -> bool {
    i.opcode == Opcode::If && i.src.first().is_some_and(|s| s.reg.ty == RegType::ConstBool)
}

/// Whether `i` reads aL other than as loop's counter operand.
fn uses_al(i: &Instruction) -> bool {
    let relative = |r: Option<crate::dxso::decode::Relative>| r.is_some_and(|r| r.reg.ty == RegType::Loop);
    let in_dst = i.dst.is_some_and(|d| relative(d.relative));
    let in_src = i.src.iter().enumerate().any(|(k, s)| {
        let counter = i.opcode == Opcode::Loop && k == 0;
        relative(s.relative) || (s.reg.ty == RegType::Loop && !counter)
    });
    in_dst || in_src
}

fn block(k: Kind) -> FlowBlock {
    match k {
        Kind::If { .. } => FlowBlock::If,
        Kind::Loop => FlowBlock::Loop,
        Kind::Rep => FlowBlock::Rep,
    }
}

/// endif, endloop or endrep that does not close its own kind of block.
fn mismatch(m: Model, i: &Instruction, open: Option<Block>) -> ValidationError {
    let op = mnemonic(m.v, i);
    let kind = match open {
        Some(b) => K::WrongBlock {
            op,
            block: block(b.kind),
            at: b.at,
        },
        None => K::NoOpenBlock { op },
    };
    error(i, kind)
}

/// Call targets, recursion, forward calls, aL through calls and the nesting
/// limits counted through calls.
fn calls(m: Model, functions: &[Function], limits: &Limits, relaxed: &mut Relaxed) -> Result<(), ValidationError> {
    let index_of = |label: u32| functions.iter().position(|f| f.label == Some(label));
    for f in functions {
        for c in &f.calls {
            let at = |kind| ValidationError { offset: c.offset, kind };
            let Some(callee) = index_of(c.label) else {
                return Err(at(K::UndefinedLabel { label: c.label }));
            };
            if m.vs && functions[callee].offset < c.offset {
                // The translation inlines subroutines wherever they stand.
                relaxed.push(at(K::BackwardCall { label: c.label }));
            }
        }
    }
    // Depth-first walk with memoised totals; a grey function met again is a
    // recursion.
    let mut state = vec![State::White; functions.len()];
    let mut totals = vec![Total::default(); functions.len()];
    for f in 0..functions.len() {
        walk(functions, f, &index_of, &mut state, &mut totals)?;
    }
    let main = &totals[0];
    if let Some(offset) = main.loose_al {
        return Err(ValidationError {
            offset,
            kind: K::LoopCounterOutsideLoop,
        });
    }
    for (f, total) in totals.iter().enumerate() {
        for k in [STATIC, DYNAMIC, LOOP, CALL] {
            let (depth, offset) = total.max[k];
            if let Some(limit) = limits.depth[k].filter(|&limit| depth > limit) {
                let subroutine = functions[f].label.filter(|_| f != 0);
                let e = ValidationError {
                    offset,
                    kind: K::NestingDepth {
                        version: m.v,
                        counter: COUNTERS[k],
                        depth,
                        limit,
                        subroutine,
                    },
                };
                let translated = matches!(k, STATIC | DYNAMIC) || depth <= TRANSLATED_DEPTH;
                if !translated {
                    return Err(e);
                }
                relaxed.push(e);
            }
        }
    }
    Ok(())
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    White,
    Grey,
    Black,
}

/// A function's deepest nesting through its calls, relative to its entry,
/// with the offset (in this function) where it is reached, and where it
/// needs an enclosing loop for aL.
#[derive(Clone, Default)]
struct Total {
    max: [(u32, usize); 4],
    loose_al: Option<usize>,
}

fn walk(
    functions: &[Function],
    f: usize,
    index_of: &dyn Fn(u32) -> Option<usize>,
    state: &mut [State],
    totals: &mut [Total],
) -> Result<(), ValidationError> {
    match state[f] {
        State::Black => return Ok(()),
        State::Grey => {
            let label = functions[f].label.unwrap_or(0);
            // Not reached: a call into a grey function is caught below.
            return Err(ValidationError {
                offset: functions[f].offset,
                kind: K::Recursion { label },
            });
        }
        State::White => {}
    }
    state[f] = State::Grey;
    let mut total = Total {
        max: functions[f].max,
        loose_al: functions[f].loose_al,
    };
    for c in &functions[f].calls {
        let Some(callee) = index_of(c.label) else { continue };
        if state[callee] == State::Grey {
            return Err(ValidationError {
                offset: c.offset,
                kind: K::Recursion { label: c.label },
            });
        }
        walk(functions, callee, index_of, state, totals)?;
        let inner = &totals[callee];
        for k in [STATIC, DYNAMIC, LOOP, CALL] {
            let through = c.depth[k] + inner.max[k].0;
            if through > total.max[k].0 {
                total.max[k] = (through, c.offset);
            }
        }
        if inner.loose_al.is_some() && !c.in_loop {
            total.loose_al.get_or_insert(c.offset);
        }
    }
    state[f] = State::Black;
    totals[f] = total;
    Ok(())
}
