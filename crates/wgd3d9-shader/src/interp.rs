//! Running a vertex-stage IR [`Program`] on the CPU, one vertex at a time:
//! what ProcessVertices needs (D3D9 runs it as software vertex processing)
//! for vertex shaders and for the fixed-function vertex pipeline, whose
//! generator emits the same IR.
//!
//! The arithmetic follows the GPU translation's numeric rules
//! (`naga_backend::ops`): D3D9's `min`/`max` selects, absolute values in
//! `rsq`, `log` and `pow`, `pow` without infinities, a zero vector
//! normalised to zero, `lit`'s clamped power and the legacy zero multiply
//! where the program asks for it. Loops run at most 255 times, as D3D9
//! clamps them. A relatively addressed constant outside the application's
//! file reads zero, as in D3D9; any other relative operand that lands
//! outside its file takes the file's last register (a negative index too),
//! as the GPU's bounds rule does with the translated program.
//! Fragment-only instructions do nothing here (derivatives read zero, kills
//! keep the vertex); texture reads go to the caller's sampler. A machine executes at most [`MAX_STEPS`]
//! instructions over all its runs.

use crate::ir::*;

/// The most instructions a machine executes over all its runs: loops
/// nested four deep may ask for 255^4 turns a vertex, which would stall the
/// calling thread for minutes. A run that reaches it stops with its
/// outputs as they are, and later runs write zeros.
pub const MAX_STEPS: u64 = 1 << 26;

/// Register index `i` clamped to the last of a file of `len` registers (a
/// negative index too, as an unsigned index); `None` for an empty file.
fn clamp_index(i: i64, len: usize) -> Option<usize> {
    let last = len.checked_sub(1)?;
    Some(usize::try_from(i).map_or(last, |i| i.min(last)))
}

/// The uniform constants a program reads.
#[derive(Clone, Copy, Debug)]
pub struct Uniforms<'a> {
    /// Float constant registers; those past the slice read zero.
    pub float: &'a [[f32; 4]],
    /// Integer constant vectors ([`IntSrc::Uniform`]); missing ones read zero.
    pub int: &'a [[i32; 4]],
    /// Boolean constants, bit n for `b#n` ([`BoolSrc::Uniform`]).
    pub bools: u32,
}

/// Samples a texture: `(sampler, coordinate as the program computed it)`.
pub type SampleFn<'a> = dyn FnMut(u32, [f32; 4]) -> [f32; 4] + 'a;

/// The registers of one program, reused from vertex to vertex.
pub struct Machine<'p> {
    program: &'p Program,
    /// For each instruction index of a flow-control marker, the index of the
    /// marker that closes (or, for an end, opens) its block; `Else` maps to
    /// its `EndIf`, an `If` with an `Else` to the `Else`.
    jumps: Vec<usize>,
    temps: Vec<[f32; 4]>,
    /// Input registers: the caller fills them before [`Machine::run`].
    pub inputs: Vec<[f32; 4]>,
    /// Output registers after [`Machine::run`], by IR register number
    /// ([`Program::outputs`] says what each feeds).
    pub outputs: Vec<[f32; 4]>,
    /// Instructions left of [`MAX_STEPS`].
    steps_left: u64,
    /// The loops open while running, innermost last.
    loops: Vec<OpenLoop>,
}

/// An open loop while running.
#[derive(Clone, Copy)]
struct OpenLoop {
    /// Index of the loop's opening marker.
    start: usize,
    remaining: i32,
    /// `Loop`: the counter register and its step.
    counter: Option<(Reg, i32)>,
}

/// The matching markers of a flat structured body (see [`Machine::jumps`]).
/// The program's own check guarantees proper nesting; an unmatched marker
/// maps to the end of the body.
fn match_blocks(body: &[Inst]) -> Vec<usize> {
    let mut jumps = vec![body.len(); body.len()];
    let mut open: Vec<usize> = Vec::new();
    for (i, inst) in body.iter().enumerate() {
        match inst {
            Inst::If { .. } | Inst::Rep { .. } | Inst::Loop { .. } => open.push(i),
            Inst::Else => {
                if let Some(o) = open.pop() {
                    jumps[o] = i;
                }
                open.push(i);
            }
            Inst::EndIf | Inst::EndRep | Inst::EndLoop => {
                if let Some(o) = open.pop() {
                    jumps[o] = i;
                    jumps[i] = o;
                }
            }
            _ => {}
        }
    }
    jumps
}

fn compare(cmp: Cmp, x: f32, y: f32) -> bool {
    match cmp {
        Cmp::Never => false,
        Cmp::Less => x < y,
        Cmp::Equal => x == y,
        Cmp::LessEqual => x <= y,
        Cmp::Greater => x > y,
        Cmp::NotEqual => x != y,
        Cmp::GreaterEqual => x >= y,
        Cmp::Always => true,
    }
}

fn map4(v: [f32; 4], f: impl Fn(f32) -> f32) -> [f32; 4] {
    v.map(f)
}

fn zip4(a: [f32; 4], b: [f32; 4], f: impl Fn(f32, f32) -> f32) -> [f32; 4] {
    std::array::from_fn(|i| f(a[i], b[i]))
}

fn splat(x: f32) -> [f32; 4] {
    [x; 4]
}

/// D3D9's `pow`: `|x|^y` without infinities or NaN from the pole.
fn pow(x: f32, y: f32) -> f32 {
    let ax = x.abs();
    if y == 0.0 {
        1.0
    } else if ax == 0.0 && y < 0.0 {
        f32::MAX
    } else {
        ax.powf(y).min(f32::MAX)
    }
}

fn lit(a: [f32; 4]) -> [f32; 4] {
    let power = a[3].clamp(-128.0, 128.0);
    let spec = if a[0] > 0.0 && a[1] > 0.0 {
        a[1].powf(power)
    } else {
        0.0
    };
    // D3D9's max(x, 0): a select, so a NaN x gives 0.
    let y = if a[0] >= 0.0 { a[0] } else { 0.0 };
    [1.0, y, spec, 1.0]
}

impl<'p> Machine<'p> {
    /// Registers for `program`, all zero.
    pub fn new(program: &'p Program) -> Machine<'p> {
        Machine {
            program,
            jumps: match_blocks(&program.body),
            temps: vec![[0.0; 4]; program.temps as usize],
            inputs: vec![[0.0; 4]; program.input_count() as usize],
            outputs: vec![[0.0; 4]; program.output_count() as usize],
            steps_left: MAX_STEPS,
            loops: Vec::new(),
        }
    }

    /// Runs the body once over the current inputs; temporaries and outputs
    /// start at zero.
    pub fn run(&mut self, u: &Uniforms, sample: &mut SampleFn) {
        self.temps.fill([0.0; 4]);
        self.outputs.fill([0.0; 4]);
        self.loops.clear();
        let body = &self.program.body;
        let mut pc = 0;
        while pc < body.len() && self.steps_left > 0 {
            self.steps_left -= 1;
            pc = match &body[pc] {
                Inst::If { cond } if !self.cond(cond, u) => match body.get(self.jumps[pc]) {
                    Some(Inst::Else) => self.jumps[pc] + 1,
                    _ => self.jumps[pc],
                },
                // The accept block ran to its end: skip the reject block.
                Inst::Else => self.jumps[pc],
                Inst::Rep { count } => self.open_loop(pc, self.int(*count, u), None),
                Inst::Loop { counter, params } => {
                    let p = self.int(*params, u);
                    self.write_x(*counter, p[1] as f32);
                    self.open_loop(pc, p, Some((*counter, p[2])))
                }
                Inst::EndRep | Inst::EndLoop => self.close_loop(pc),
                Inst::Break => self.leave_loop(pc),
                Inst::BreakIf { cond } if self.cond(cond, u) => self.leave_loop(pc),
                i => {
                    self.exec(i, u, sample);
                    pc + 1
                }
            };
        }
    }

    /// Enters a loop of `p.x` iterations (clamped to D3D9's 0..=255).
    fn open_loop(&mut self, pc: usize, p: [i32; 4], counter: Option<(Reg, i32)>) -> usize {
        let remaining = p[0].clamp(0, MAX_LOOP_ITERATIONS);
        if remaining == 0 {
            return self.jumps[pc] + 1;
        }
        self.loops.push(OpenLoop {
            start: pc,
            remaining,
            counter,
        });
        pc + 1
    }

    /// The end of a loop's body: steps its counter and runs the body again
    /// or goes on after it.
    fn close_loop(&mut self, pc: usize) -> usize {
        let Some(&OpenLoop { start, counter, .. }) = self.loops.last() else {
            return pc + 1;
        };
        if let Some((reg, step)) = counter {
            let x = self.temp(reg)[0] + step as f32;
            self.write_x(reg, x);
        }
        let l = self.loops.last_mut().expect("checked above");
        l.remaining -= 1;
        if l.remaining > 0 {
            start + 1
        } else {
            self.loops.pop();
            pc + 1
        }
    }

    /// Leaves the innermost loop: after its end marker.
    fn leave_loop(&mut self, pc: usize) -> usize {
        match self.loops.pop() {
            Some(l) => self.jumps[l.start] + 1,
            None => pc + 1,
        }
    }

    fn temp(&self, reg: Reg) -> [f32; 4] {
        self.temps.get(reg.index as usize).copied().unwrap_or_default()
    }

    fn write_x(&mut self, reg: Reg, x: f32) {
        if let Some(t) = self.temps.get_mut(reg.index as usize) {
            t[0] = x;
        }
    }

    fn int(&self, s: IntSrc, u: &Uniforms) -> [i32; 4] {
        match s {
            IntSrc::Literal(v) => v,
            IntSrc::Uniform(n) => u.int.get(n as usize).copied().unwrap_or_default(),
        }
    }

    fn cond(&self, c: &Cond, u: &Uniforms) -> bool {
        match c {
            Cond::Bool { src, negate } => {
                let b = match src {
                    BoolSrc::Literal(b) => *b,
                    BoolSrc::Uniform(n) => n < &32 && u.bools >> n & 1 != 0,
                };
                b != *negate
            }
            Cond::NonZero { src, negate } => (self.src(src, u)[0] != 0.0) != *negate,
            Cond::Compare { cmp, a, b } => compare(*cmp, self.src(a, u)[0], self.src(b, u)[0]),
        }
    }

    /// The register index `base` plus the relative component, if any.
    fn unclamped_index(&self, base: u32, rel: Option<Rel>) -> i64 {
        match rel {
            Some(r) => i64::from(base) + i64::from(self.load(r.reg, None, &EMPTY)[r.component as usize] as i32),
            None => i64::from(base),
        }
    }

    /// A register's value (zero outside its file).
    fn load(&self, reg: Reg, rel: Option<Rel>, u: &Uniforms) -> [f32; 4] {
        let file: &[[f32; 4]] = match reg.file {
            RegFile::Temp => &self.temps,
            RegFile::Input => &self.inputs,
            RegFile::Output => &self.outputs,
            RegFile::Const => {
                let i = self.unclamped_index(reg.index, rel);
                // D3D9 reads zero outside the application's file (see
                // `Program::application_constants`).
                let outside = |file: u32| !(0..i64::from(file)).contains(&i);
                if rel.is_some() && self.program.application_constants.is_some_and(outside) {
                    return [0.0; 4];
                }
                let Some(i) = clamp_index(i, self.program.constants as usize) else {
                    return [0.0; 4];
                };
                if rel.is_some() {
                    // The last definition of a register wins, as in the
                    // GPU translation.
                    let defined = self
                        .program
                        .const_overrides
                        .iter()
                        .rev()
                        .find(|(c, _)| *c as usize == i);
                    if let Some(&(_, imm)) = defined {
                        return self.program.immediates.get(imm as usize).copied().unwrap_or_default();
                    }
                }
                return u.float.get(i).copied().unwrap_or_default();
            }
            RegFile::Immediate => &self.program.immediates,
        };
        clamp_index(self.unclamped_index(reg.index, rel), file.len()).map_or([0.0; 4], |i| file[i])
    }

    /// A source operand: swizzled, then modified.
    fn src(&self, s: &Src, u: &Uniforms) -> [f32; 4] {
        let r = self.load(s.reg, s.rel, u);
        let v = s.swizzle.map(|c| r[c as usize & 3]);
        match s.modifier {
            SrcMod::None => v,
            SrcMod::Neg => map4(v, |x| -x),
            SrcMod::Abs => map4(v, f32::abs),
            SrcMod::NegAbs => map4(v, |x| -x.abs()),
            SrcMod::Complement => map4(v, |x| 1.0 - x),
            SrcMod::Bias => map4(v, |x| x - 0.5),
            SrcMod::SignedScale => map4(v, |x| 2.0 * x - 1.0),
            SrcMod::X2 => map4(v, |x| 2.0 * x),
            SrcMod::NegBias => map4(v, |x| -(x - 0.5)),
            SrcMod::NegSignedScale => map4(v, |x| -(2.0 * x - 1.0)),
            SrcMod::NegX2 => map4(v, |x| -2.0 * x),
        }
    }

    /// Writes `value` to `d`: shift, saturate, predicate, then the mask.
    fn store(&mut self, d: &Dst, value: [f32; 4], u: &Uniforms) {
        let scale = 2f32.powi(d.shift.into());
        let value = map4(value, |x| {
            let x = if d.shift != 0 { x * scale } else { x };
            if d.saturate {
                // NaN saturates to 0.
                if x.is_nan() {
                    0.0
                } else {
                    x.clamp(0.0, 1.0)
                }
            } else {
                x
            }
        });
        let pred = d.pred.map(|p| {
            let r = self.load(p.reg, None, u);
            p.swizzle.map(|c| (r[c as usize & 3] != 0.0) != p.negate)
        });
        let len = match d.reg.file {
            RegFile::Temp => self.temps.len(),
            RegFile::Output => self.outputs.len(),
            RegFile::Input => self.inputs.len(),
            RegFile::Const | RegFile::Immediate => return,
        };
        let Some(i) = clamp_index(self.unclamped_index(d.reg.index, d.rel), len) else {
            return;
        };
        let reg = match d.reg.file {
            RegFile::Temp => &mut self.temps[i],
            RegFile::Output => &mut self.outputs[i],
            _ => &mut self.inputs[i],
        };
        for (c, slot) in reg.iter_mut().enumerate() {
            if d.mask & (1 << c) != 0 && pred.is_none_or(|p| p[c]) {
                *slot = value[c];
            }
        }
    }

    /// `x * y` with the legacy zero rule where the program asks for it.
    fn mul(&self, x: f32, y: f32) -> f32 {
        if self.program.legacy_mul && (x == 0.0 || y == 0.0) {
            0.0
        } else {
            x * y
        }
    }

    fn dot(&self, a: [f32; 4], b: [f32; 4], n: usize) -> f32 {
        (0..n).map(|i| self.mul(a[i], b[i])).sum()
    }

    fn exec(&mut self, i: &Inst, u: &Uniforms, sample: &mut SampleFn) {
        let s = |m: &Self, x: &Src| m.src(x, u);
        let (dst, v) = match i {
            Inst::Mov { dst, src } => (dst, s(self, src)),
            Inst::Add { dst, a, b } => (dst, zip4(s(self, a), s(self, b), |x, y| x + y)),
            Inst::Mul { dst, a, b } => {
                let (x, y) = (s(self, a), s(self, b));
                (dst, std::array::from_fn(|k| self.mul(x[k], y[k])))
            }
            Inst::Mad { dst, a, b, c } => {
                let (x, y, z) = (s(self, a), s(self, b), s(self, c));
                (dst, std::array::from_fn(|k| self.mul(x[k], y[k]) + z[k]))
            }
            Inst::Dp3 { dst, a, b } => (dst, splat(self.dot(s(self, a), s(self, b), 3))),
            Inst::Dp4 { dst, a, b } => (dst, splat(self.dot(s(self, a), s(self, b), 4))),
            Inst::Dp2Add { dst, a, b, c } => (dst, splat(self.dot(s(self, a), s(self, b), 2) + s(self, c)[0])),
            Inst::Min { dst, a, b } => (dst, zip4(s(self, a), s(self, b), |x, y| if x < y { x } else { y })),
            Inst::Max { dst, a, b } => (dst, zip4(s(self, a), s(self, b), |x, y| if x >= y { x } else { y })),
            Inst::Rcp { dst, a } => (dst, splat(1.0 / s(self, a)[0])),
            Inst::Rsq { dst, a } => (dst, splat(1.0 / s(self, a)[0].abs().sqrt())),
            Inst::Exp { dst, a } => (dst, splat(s(self, a)[0].exp2())),
            Inst::Log { dst, a } => (dst, splat(s(self, a)[0].abs().log2())),
            Inst::Pow { dst, a, b } => (dst, splat(pow(s(self, a)[0], s(self, b)[0]))),
            Inst::Lrp { dst, a, b, c } => {
                let (x, y, z) = (s(self, a), s(self, b), s(self, c));
                (dst, std::array::from_fn(|k| z[k] + (y[k] - z[k]) * x[k]))
            }
            Inst::Cmp { dst, cond, a, b } => self.select(dst, s(self, cond), s(self, a), s(self, b), |c| c >= 0.0),
            Inst::Cnd { dst, cond, a, b } => self.select(dst, s(self, cond), s(self, a), s(self, b), |c| c > 0.5),
            Inst::Slt { dst, a, b } => (dst, zip4(s(self, a), s(self, b), |x, y| f32::from(u8::from(x < y)))),
            Inst::Sge { dst, a, b } => (dst, zip4(s(self, a), s(self, b), |x, y| f32::from(u8::from(x >= y)))),
            Inst::SetCmp { dst, cmp, a, b } => (
                dst,
                zip4(s(self, a), s(self, b), |x, y| f32::from(u8::from(compare(*cmp, x, y)))),
            ),
            Inst::Frc { dst, a } => (dst, map4(s(self, a), |x| x - x.floor())),
            Inst::Floor { dst, a } => (dst, map4(s(self, a), f32::floor)),
            Inst::Sgn { dst, a } => (dst, map4(s(self, a), |x| if x == 0.0 { 0.0 } else { x.signum() })),
            // sign(x) * floor(|x| + 0.5), as the GPU translation computes it.
            Inst::Round { dst, a } => (dst, map4(s(self, a), |x| (x.abs() + 0.5).floor().copysign(x))),
            Inst::Nrm { dst, a } => {
                let x = s(self, a);
                let d = self.dot(x, x, 3);
                let r = if d == 0.0 { 0.0 } else { 1.0 / d.sqrt() };
                (dst, map4(x, |c| c * r))
            }
            Inst::Crs { dst, a, b } => {
                let (x, y) = (s(self, a), s(self, b));
                let c = [
                    x[1] * y[2] - x[2] * y[1],
                    x[2] * y[0] - x[0] * y[2],
                    x[0] * y[1] - x[1] * y[0],
                    0.0,
                ];
                (dst, c)
            }
            Inst::SinCos { dst, a } => {
                let x = s(self, a)[0];
                (dst, [x.cos(), x.sin(), 0.0, 0.0])
            }
            Inst::Lit { dst, a } => (dst, lit(s(self, a))),
            Inst::Dist { dst, a, b } => {
                let (x, y) = (s(self, a), s(self, b));
                (dst, [1.0, self.mul(x[1], y[1]), x[2], y[3]])
            }
            Inst::Dsx { dst, .. } | Inst::Dsy { dst, .. } => (dst, [0.0; 4]),
            Inst::Tex {
                dst,
                coord,
                sampler,
                projected,
                ..
            } => {
                let mut c = s(self, coord);
                if *projected {
                    let w = c[3];
                    c = [c[0] / w, c[1] / w, c[2] / w, c[3]];
                }
                (dst, sample(*sampler, c))
            }
            Inst::TexBump {
                dst, coord, sampler, ..
            } => (dst, sample(*sampler, s(self, coord))),
            // Fragment-only or flow control (run by `run`).
            _ => return,
        };
        self.store(dst, v, u);
    }

    /// Per component: `keep(cond) ? a : b`.
    fn select<'d>(
        &self,
        dst: &'d Dst,
        cond: [f32; 4],
        a: [f32; 4],
        b: [f32; 4],
        keep: impl Fn(f32) -> bool,
    ) -> (&'d Dst, [f32; 4]) {
        (dst, std::array::from_fn(|k| if keep(cond[k]) { a[k] } else { b[k] }))
    }
}

/// Uniforms of nothing, for reads that take no constant.
const EMPTY: Uniforms<'static> = Uniforms {
    float: &[],
    int: &[],
    bools: 0,
};

#[cfg(test)]
mod tests;
