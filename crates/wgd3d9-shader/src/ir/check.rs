//! [`Program::check`] and the operand visitors of [`Inst`].

use super::*;

/// An invariant of [`Program`] that does not hold.
#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
pub enum ProgramError {
    #[error("instruction {inst}: register {reg:?} out of range")]
    RegisterOutOfRange { inst: usize, reg: Reg },
    #[error("instruction {inst}: sampler {sampler} not declared")]
    UndeclaredSampler { inst: usize, sampler: u32 },
    #[error("instruction {inst}: empty or invalid write mask")]
    BadMask { inst: usize },
    #[error("instruction {inst}: cannot write to {file:?}")]
    ReadOnlyDestination { inst: usize, file: RegFile },
    #[error("instruction {inst}: {file:?} registers cannot be addressed relatively")]
    BadRelative { inst: usize, file: RegFile },
    #[error("instruction {inst}: flow control does not nest")]
    BadNesting { inst: usize },
    #[error("declaration names register {0} out of range")]
    BadDeclaration(u32),
}

impl Program {
    pub fn new(stage: Stage) -> Program {
        Program {
            stage,
            temps: 0,
            inputs: Vec::new(),
            outputs: Vec::new(),
            constants: 0,
            storage_constants: false,
            immediates: Vec::new(),
            samplers: Vec::new(),
            body: Vec::new(),
            position_fixup: None,
            frag_coord: None,
            front_facing: None,
            vertex_index: None,
            input_registers: 0,
            int_constants: false,
            bool_constants: false,
            const_overrides: Vec::new(),
            application_constants: None,
            legacy_mul: false,
            centroid_varyings: 0,
            sampler_reads: 0,
        }
    }

    /// Registers of an input/output file (one past the highest declared index).
    pub fn input_count(&self) -> u32 {
        let declared = self.inputs.iter().map(|d| d.reg + 1).max().unwrap_or(0);
        let special = [self.frag_coord, self.front_facing, self.vertex_index].map(|r| r.map_or(0, |r| r + 1));
        declared
            .max(special[0])
            .max(special[1])
            .max(special[2])
            .max(self.input_registers)
    }
    pub fn output_count(&self) -> u32 {
        self.outputs.iter().map(|d| d.reg + 1).max().unwrap_or(0)
    }

    pub(crate) fn file_len(&self, file: RegFile) -> u32 {
        match file {
            RegFile::Temp => self.temps,
            RegFile::Input => self.input_count(),
            RegFile::Output => self.output_count(),
            RegFile::Const => self.constants,
            RegFile::Immediate => self.immediates.len() as u32,
        }
    }

    /// Per file (by `RegFile as usize`): whether any operand addresses it
    /// relatively.
    pub fn relatively_addressed(&self) -> [bool; 5] {
        let mut files = [false; 5];
        for i in &self.body {
            if let Some(d) = i.dst().filter(|d| d.rel.is_some()) {
                files[d.reg.file as usize] = true;
            }
            i.for_each_src(|s| files[s.reg.file as usize] |= s.rel.is_some());
        }
        files
    }

    /// Every file's [`Program::file_len`], by `RegFile as usize`.
    fn file_lens(&self) -> FileLens {
        FileLens(
            [
                RegFile::Temp,
                RegFile::Input,
                RegFile::Output,
                RegFile::Const,
                RegFile::Immediate,
            ]
            .map(|f| self.file_len(f)),
        )
    }

    /// Checks the invariants listed in the module documentation.
    pub fn check(&self) -> Result<(), ProgramError> {
        let lens = self.file_lens();
        if let Some(k) = self.position_fixup {
            if k + 1 >= self.constants {
                return Err(ProgramError::BadDeclaration(k));
            }
        }
        for &(c, imm) in &self.const_overrides {
            if c >= self.constants || imm >= self.immediates.len() as u32 {
                return Err(ProgramError::BadDeclaration(c));
            }
        }
        // Open blocks: true for loops.
        let mut open: Vec<(bool, bool)> = Vec::new();
        for (inst, i) in self.body.iter().enumerate() {
            let mut result = Ok(());
            i.for_each_src(|s| {
                if result.is_ok() {
                    result = lens.src_ok(inst, s);
                }
            });
            result?;
            if let Some(d) = i.dst() {
                if d.mask == 0 || d.mask > 15 {
                    return Err(ProgramError::BadMask { inst });
                }
                if matches!(d.reg.file, RegFile::Input | RegFile::Const | RegFile::Immediate) {
                    return Err(ProgramError::ReadOnlyDestination { inst, file: d.reg.file });
                }
                if !lens.reg_ok(d.reg) {
                    return Err(ProgramError::RegisterOutOfRange { inst, reg: d.reg });
                }
                if let Some(rel) = d.rel {
                    if d.reg.file != RegFile::Output {
                        return Err(ProgramError::BadRelative { inst, file: d.reg.file });
                    }
                    if rel.reg.file != RegFile::Temp || !lens.reg_ok(rel.reg) {
                        return Err(ProgramError::RegisterOutOfRange { inst, reg: rel.reg });
                    }
                }
                if let Some(p) = d.pred {
                    if p.reg.file != RegFile::Temp || !lens.reg_ok(p.reg) || p.swizzle.iter().any(|&c| c > 3) {
                        return Err(ProgramError::RegisterOutOfRange { inst, reg: p.reg });
                    }
                }
            }
            let sampler = match i {
                Inst::Tex { sampler, .. } | Inst::TexBump { sampler, .. } => Some(*sampler),
                _ => None,
            };
            if let Some(sampler) = sampler {
                if !self.samplers.iter().any(|s| s.index == sampler) {
                    return Err(ProgramError::UndeclaredSampler { inst, sampler });
                }
            }
            let nesting = ProgramError::BadNesting { inst };
            match i {
                Inst::If { .. } => open.push((false, false)),
                Inst::Else => match open.last_mut() {
                    Some((false, seen_else @ false)) => *seen_else = true,
                    _ => return Err(nesting),
                },
                Inst::EndIf if !matches!(open.pop(), Some((false, _))) => return Err(nesting),
                Inst::Rep { .. } => open.push((true, false)),
                Inst::Loop { counter, .. } => {
                    if counter.file != RegFile::Temp || !lens.reg_ok(*counter) {
                        return Err(ProgramError::RegisterOutOfRange { inst, reg: *counter });
                    }
                    open.push((true, true))
                }
                Inst::EndRep | Inst::EndLoop => {
                    let want_loop = matches!(i, Inst::EndLoop);
                    if open.pop() != Some((true, want_loop)) {
                        return Err(nesting);
                    }
                }
                Inst::Break | Inst::BreakIf { .. } if !open.iter().any(|b| b.0) => return Err(nesting),
                _ => {}
            }
        }
        if !open.is_empty() {
            return Err(ProgramError::BadNesting { inst: self.body.len() });
        }
        Ok(())
    }
}

/// Register counts of the files of a program, looked up once per check.
struct FileLens([u32; 5]);

impl FileLens {
    fn reg_ok(&self, reg: Reg) -> bool {
        reg.index < self.0[reg.file as usize]
    }

    fn src_ok(&self, inst: usize, s: &Src) -> Result<(), ProgramError> {
        if !self.reg_ok(s.reg) || s.swizzle.iter().any(|&c| c > 3) {
            return Err(ProgramError::RegisterOutOfRange { inst, reg: s.reg });
        }
        if let Some(rel) = s.rel {
            if !matches!(s.reg.file, RegFile::Const | RegFile::Input | RegFile::Output) {
                return Err(ProgramError::BadRelative { inst, file: s.reg.file });
            }
            if rel.reg.file != RegFile::Temp || !self.reg_ok(rel.reg) || rel.component > 3 {
                return Err(ProgramError::RegisterOutOfRange { inst, reg: rel.reg });
            }
        }
        Ok(())
    }
}

/// The match of [`Inst::for_each_src`] and [`Inst::for_each_src_mut`]: one
/// text for both, the bindings shared or mutable by match ergonomics.
macro_rules! visit_srcs {
    ($inst:expr, $f:ident) => {{
        use Inst::*;
        match $inst {
            Mov { src, .. } => $f(src),
            Rcp { a, .. }
            | Rsq { a, .. }
            | Frc { a, .. }
            | Floor { a, .. }
            | Kill { a, .. }
            | Exp { a, .. }
            | Log { a, .. }
            | Nrm { a, .. }
            | Sgn { a, .. }
            | SinCos { a, .. }
            | Lit { a, .. }
            | Dsx { a, .. }
            | Dsy { a, .. }
            | Round { a, .. } => $f(a),
            Add { a, b, .. }
            | Mul { a, b, .. }
            | Dp3 { a, b, .. }
            | Dp4 { a, b, .. }
            | Min { a, b, .. }
            | Max { a, b, .. }
            | Slt { a, b, .. }
            | Sge { a, b, .. }
            | DiscardUnless { a, b, .. }
            | SetCmp { a, b, .. }
            | Pow { a, b, .. }
            | Crs { a, b, .. }
            | Dist { a, b, .. } => {
                $f(a);
                $f(b)
            }
            Mad { a, b, c, .. } | Lrp { a, b, c, .. } | Dp2Add { a, b, c, .. } => {
                $f(a);
                $f(b);
                $f(c)
            }
            Cmp { cond, a, b, .. } | Cnd { cond, a, b, .. } => {
                $f(cond);
                $f(a);
                $f(b)
            }
            Tex { coord, level, .. } => {
                $f(coord);
                match level {
                    TexLevel::Grad { dx, dy } => {
                        $f(dx);
                        $f(dy)
                    }
                    TexLevel::BiasBy(bias) => $f(bias),
                    _ => {}
                }
            }
            TexBump { coord, by, matrix, .. } => {
                $f(coord);
                $f(by);
                $f(matrix)
            }
            If { cond: c } | BreakIf { cond: c } => match c {
                Cond::Bool { .. } => {}
                Cond::NonZero { src, .. } => $f(src),
                Cond::Compare { a, b, .. } => {
                    $f(a);
                    $f(b)
                }
            },
            Else | EndIf | Rep { .. } | EndRep | Loop { .. } | EndLoop | Break => {}
        }
    }};
}

/// The match of [`Inst::dst`] and `Inst::dst_mut` (see [`visit_srcs`]).
macro_rules! dst_of {
    ($inst:expr) => {{
        use Inst::*;
        match $inst {
            Mov { dst, .. }
            | Add { dst, .. }
            | Mul { dst, .. }
            | Mad { dst, .. }
            | Dp3 { dst, .. }
            | Dp4 { dst, .. }
            | Min { dst, .. }
            | Max { dst, .. }
            | Rcp { dst, .. }
            | Rsq { dst, .. }
            | Lrp { dst, .. }
            | Cmp { dst, .. }
            | Slt { dst, .. }
            | Sge { dst, .. }
            | Frc { dst, .. }
            | Floor { dst, .. }
            | Tex { dst, .. }
            | Dp2Add { dst, .. }
            | Cnd { dst, .. }
            | Exp { dst, .. }
            | Log { dst, .. }
            | Pow { dst, .. }
            | Nrm { dst, .. }
            | Crs { dst, .. }
            | Sgn { dst, .. }
            | SinCos { dst, .. }
            | Lit { dst, .. }
            | Dist { dst, .. }
            | Dsx { dst, .. }
            | Dsy { dst, .. }
            | Round { dst, .. }
            | SetCmp { dst, .. }
            | TexBump { dst, .. } => Some(dst),
            _ => None,
        }
    }};
}

impl Inst {
    /// The destination, if the instruction writes one.
    pub fn dst(&self) -> Option<&Dst> {
        dst_of!(self)
    }

    /// Calls `f` for every source operand, conditions and gradients included
    /// (not for predicates, relative index registers or loop counters).
    pub fn for_each_src(&self, mut f: impl FnMut(&Src)) {
        visit_srcs!(self, f)
    }

    /// [`Inst::for_each_src`], with the operands writable.
    pub fn for_each_src_mut(&mut self, mut f: impl FnMut(&mut Src)) {
        visit_srcs!(self, f)
    }

    /// Calls `f` for every register the instruction names: destination,
    /// sources, relative index registers, predicates and loop counters.
    pub fn for_each_reg_mut(&mut self, f: &mut impl FnMut(&mut Reg)) {
        if let Some(d) = self.dst_mut() {
            f(&mut d.reg);
            if let Some(r) = &mut d.rel {
                f(&mut r.reg);
            }
            if let Some(p) = &mut d.pred {
                f(&mut p.reg);
            }
        }
        if let Inst::Loop { counter, .. } = self {
            f(counter);
        }
        self.for_each_src_mut(|s| {
            f(&mut s.reg);
            if let Some(r) = &mut s.rel {
                f(&mut r.reg);
            }
        });
    }

    fn dst_mut(&mut self) -> Option<&mut Dst> {
        dst_of!(self)
    }
}
