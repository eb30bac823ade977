//! Operands: register pointers (direct and relative), source modifiers, the
//! masked, predicated destination write, and the integer and boolean constants.

use super::*;

impl Lowerer<'_> {
    /// `i32(rel.reg[rel.component]) + base`.
    fn relative_index(&mut self, base: u32, rel: Rel) -> Handle<Expression> {
        let v = self.load_reg(rel.reg, None);
        let c = self.component(v, rel.component.into());
        let i = self.expr(Expression::As {
            expr: c,
            kind: ScalarKind::Sint,
            convert: Some(4),
        });
        let b = self.expr(Expression::Literal(Literal::I32(base as i32)));
        self.binary(BinaryOperator::Add, i, b)
    }

    /// A pointer to a temporary, input or output register.
    pub(super) fn reg_ptr(&mut self, reg: Reg, rel: Option<Rel>) -> Handle<Expression> {
        let array = match reg.file {
            RegFile::Input => self.input_array,
            RegFile::Output => self.output_array,
            _ => None,
        };
        if let Some(base) = array {
            return match rel {
                Some(rel) => {
                    let index = self.relative_index(reg.index, rel);
                    self.expr(Expression::Access { base, index })
                }
                None => self.expr(Expression::AccessIndex { base, index: reg.index }),
            };
        }
        self.register_local(reg)
    }

    /// A pointer to a member of the storage constant block.
    fn const_member(&self, member: ConstMember) -> Handle<Expression> {
        member.pointer.expect("checked: member declared")
    }

    /// A pointer to register `offset` (a `u32`) of the draw's block in the
    /// stage's constant window.
    fn window_reg(&mut self, w: ConstWindow, offset: Handle<Expression>) -> Handle<Expression> {
        let index = self.binary(BinaryOperator::Add, w.base, offset);
        self.expr(Expression::Access { base: w.array, index })
    }

    /// The bits (`vec4<u32>`) of register `k` of the draw's block in the
    /// window.
    fn window_load(&mut self, w: ConstWindow, k: u32) -> Handle<Expression> {
        let offset = self.expr(Expression::Literal(Literal::U32(k)));
        let pointer = self.window_reg(w, offset);
        self.expr(Expression::Load { pointer })
    }

    /// `bits` (a `vec4<u32>` or `u32`) as floats or integers, bit for bit.
    /// The window holds bits, so that integer and boolean constants never
    /// pass through a float load a compiler might flush or canonicalise.
    fn bits_as(&mut self, bits: Handle<Expression>, kind: ScalarKind) -> Handle<Expression> {
        self.expr(Expression::As {
            expr: bits,
            kind,
            convert: None,
        })
    }

    /// `index` (an `i32`) as a `u32`: a negative index counts as huge.
    fn unsigned_index(&mut self, index: Handle<Expression>) -> Handle<Expression> {
        self.expr(Expression::As {
            expr: index,
            kind: ScalarKind::Uint,
            convert: Some(4),
        })
    }

    /// A relatively addressed float constant: `unsigned` (the index as a
    /// `u32`, see [`Self::unsigned_index`]) clamped to the program's last
    /// register, as naga's `Restrict` bounds check does on an array of the
    /// program's registers, so that the load never reaches another draw's
    /// block in the window. (The caller turns a read out of range into
    /// zero.)
    fn window_relative(&mut self, w: ConstWindow, unsigned: Handle<Expression>) -> Handle<Expression> {
        let last = self.expr(Expression::Literal(Literal::U32(self.p.constants.max(1) - 1)));
        let clamped = self.expr(Expression::Math {
            fun: MathFunction::Min,
            arg: unsigned,
            arg1: Some(last),
            arg2: None,
            arg3: None,
        });
        let pointer = self.window_reg(w, clamped);
        let bits = self.expr(Expression::Load { pointer });
        self.bits_as(bits, ScalarKind::Float)
    }

    /// `value`, read at the relative index `unsigned` (a `u32`, see
    /// [`Self::unsigned_index`]), where the index names one of the
    /// application's constant registers ([`Program::application_constants`]),
    /// and (0, 0, 0, 0) elsewhere: D3D9 reads zero outside the constant file
    /// (at a negative index too), and programs count on it. Programs
    /// without that bound (the fixed-function ones) take `value` as it is.
    fn zero_outside_constants(
        &mut self,
        unsigned: Handle<Expression>,
        value: Handle<Expression>,
    ) -> Handle<Expression> {
        let Some(file) = self.p.application_constants else {
            return value;
        };
        let count = self.expr(Expression::Literal(Literal::U32(file)));
        let condition = self.binary(BinaryOperator::Less, unsigned, count);
        let reject = self.splat4(0.0);
        self.expr(Expression::Select {
            condition,
            accept: value,
            reject,
        })
    }

    /// Whether [`KnownValues`] tracks `reg` read or written with `rel`.
    fn tracked(&self, reg: Reg, rel: Option<Rel>) -> bool {
        rel.is_none()
            && match reg.file {
                RegFile::Temp | RegFile::Const => true,
                RegFile::Input => self.input_array.is_none(),
                RegFile::Output => self.output_array.is_none(),
                RegFile::Immediate => false,
            }
    }

    /// The value of a register: the one already known in this block, or a
    /// load (remembered for later reads).
    pub(super) fn load_reg(&mut self, reg: Reg, rel: Option<Rel>) -> Handle<Expression> {
        if !self.tracked(reg, rel) {
            return self.load_reg_uncached(reg, rel);
        }
        if let Some(v) = self.known.get(reg) {
            return v;
        }
        let v = self.load_reg_uncached(reg, rel);
        self.known.set_loaded(reg, v);
        v
    }

    fn load_reg_uncached(&mut self, reg: Reg, rel: Option<Rel>) -> Handle<Expression> {
        let pointer = match reg.file {
            RegFile::Immediate => return self.imms[reg.index as usize],
            RegFile::Const => {
                let Some(rel) = rel else {
                    if let Some(w) = self.window {
                        let bits = self.window_load(w, reg.index);
                        return self.bits_as(bits, ScalarKind::Float);
                    }
                    let arr = self.const_member(self.members.float);
                    let pointer = self.expr(Expression::AccessIndex {
                        base: arr,
                        index: reg.index,
                    });
                    return self.expr(Expression::Load { pointer });
                };
                let index = self.relative_index(reg.index, rel);
                let unsigned = self.unsigned_index(index);
                let loaded = match self.window {
                    Some(w) => self.window_relative(w, unsigned),
                    None => {
                        let arr = self.const_member(self.members.float);
                        let pointer = self.expr(Expression::Access { base: arr, index });
                        self.expr(Expression::Load { pointer })
                    }
                };
                let mut value = self.zero_outside_constants(unsigned, loaded);
                // Constants the shader defines win over the uniform values.
                for (c, imm) in self.p.const_overrides.clone() {
                    let k = self.expr(Expression::Literal(Literal::I32(c as i32)));
                    let condition = self.binary(BinaryOperator::Equal, index, k);
                    let accept = self.imms[imm as usize];
                    value = self.expr(Expression::Select {
                        condition,
                        accept,
                        reject: value,
                    });
                }
                return value;
            }
            _ => self.reg_ptr(reg, rel),
        };
        self.expr(Expression::Load { pointer })
    }

    pub(super) fn negate(&mut self, v: Handle<Expression>) -> Handle<Expression> {
        self.expr(Expression::Unary {
            op: UnaryOperator::Negate,
            expr: v,
        })
    }

    pub(super) fn src(&mut self, s: &Src) -> Handle<Expression> {
        use BinaryOperator as B;
        let mut v = self.load_reg(s.reg, s.rel);
        if s.swizzle != XYZW {
            v = self.swizzle(v, VectorSize::Quad, s.swizzle);
        }
        let (modified, negate) = match s.modifier {
            SrcMod::None => (v, false),
            SrcMod::Neg => (v, true),
            SrcMod::Abs => (self.math(MathFunction::Abs, v, None), false),
            SrcMod::NegAbs => (self.math(MathFunction::Abs, v, None), true),
            SrcMod::Complement => {
                let one = self.splat4(1.0);
                (self.binary(B::Subtract, one, v), false)
            }
            SrcMod::Bias | SrcMod::NegBias => {
                let half = self.splat4(0.5);
                (self.binary(B::Subtract, v, half), s.modifier == SrcMod::NegBias)
            }
            SrcMod::SignedScale | SrcMod::NegSignedScale => {
                let two = self.splat4(2.0);
                let one = self.splat4(1.0);
                let m = self.binary(B::Multiply, v, two);
                (self.binary(B::Subtract, m, one), s.modifier == SrcMod::NegSignedScale)
            }
            SrcMod::X2 | SrcMod::NegX2 => {
                let two = self.splat4(2.0);
                (self.binary(B::Multiply, v, two), s.modifier == SrcMod::NegX2)
            }
        };
        if negate {
            self.negate(modified)
        } else {
            modified
        }
    }

    /// Writes `value` to `d`: shift, saturate, predicate, then the write mask.
    pub(super) fn store(&mut self, d: &Dst, mut value: Handle<Expression>) {
        if d.shift != 0 {
            let scale = self.splat4(2f32.powi(d.shift.into()));
            value = self.binary(BinaryOperator::Multiply, value, scale);
        }
        if d.saturate {
            value = self.math(MathFunction::Saturate, value, None);
        }
        let tracked = self.tracked(d.reg, d.rel);
        let pointer = (!tracked).then(|| self.reg_ptr(d.reg, d.rel));
        if let Some(p) = d.pred {
            let pv = self.load_reg(p.reg, None);
            let pv = self.swizzle(pv, VectorSize::Quad, p.swizzle);
            let zero = self.splat4(0.0);
            let op = if p.negate {
                BinaryOperator::Equal
            } else {
                BinaryOperator::NotEqual
            };
            let condition = self.binary(op, pv, zero);
            let old = self.old_value(d, pointer);
            value = self.expr(Expression::Select {
                condition,
                accept: value,
                reject: old,
            });
        }
        if d.mask != mask::ALL {
            let old = self.old_value(d, pointer);
            let condition = self.mask_constant(d.mask);
            value = self.expr(Expression::Select {
                condition,
                accept: value,
                reject: old,
            });
        }
        match pointer {
            Some(pointer) => self.stmt(Statement::Store { pointer, value }),
            None => self.known.set_written(d.reg, value),
        }
    }

    /// What the register `d` writes holds before the write (`pointer`: its
    /// pointer when it is not tracked).
    fn old_value(&mut self, d: &Dst, pointer: Option<Handle<Expression>>) -> Handle<Expression> {
        match pointer {
            Some(pointer) => self.expr(Expression::Load { pointer }),
            None => self.load_reg(d.reg, d.rel),
        }
    }

    /// Writes the whole vec4 `value` to the register `reg` addressed with
    /// `rel`: a store, or for a tracked register its new known value.
    pub(super) fn write_reg(&mut self, reg: Reg, rel: Option<Rel>, value: Handle<Expression>) {
        if self.tracked(reg, rel) {
            self.known.set_written(reg, value);
        } else {
            let pointer = self.reg_ptr(reg, rel);
            self.stmt(Statement::Store { pointer, value });
        }
    }

    /// Stores every register written in the block being built whose local
    /// is behind (before its known values are forgotten or control leaves).
    pub(super) fn store_registers(&mut self) {
        if self.known.unstored.is_empty() {
            return;
        }
        let regs = std::mem::take(&mut self.known.unstored);
        // Declare the locals first: that may pre-emit expressions.
        let pointers: Vec<_> = regs.iter().map(|&reg| self.register_local(reg)).collect();
        self.flush();
        for (&reg, pointer) in regs.iter().zip(pointers) {
            let value = self.known.get(reg).expect("an unstored register is known");
            self.body.push(Statement::Store { pointer, value }, S);
        }
        self.emitter.start(&self.f.expressions);
        self.known.unstored = regs;
        self.known.all_stored();
    }

    /// A module constant `vec4<bool>` true in the components of write mask
    /// `m` (shared by every write with that mask).
    fn mask_constant(&mut self, m: u8) -> Handle<Expression> {
        if let Some(&h) = self.masks.get(&m) {
            return h;
        }
        let bool4 = self.vec_type(4, Scalar::BOOL);
        let comps = (0..4)
            .map(|i| {
                self.module
                    .global_expressions
                    .append(Expression::Literal(Literal::Bool(m & (1 << i) != 0)), S)
            })
            .collect();
        let init = self.module.global_expressions.append(
            Expression::Compose {
                ty: bool4,
                components: comps,
            },
            S,
        );
        let c = self.module.constants.append(
            Constant {
                name: None,
                ty: bool4,
                init,
            },
            S,
        );
        let h = self.expr(Expression::Constant(c));
        self.masks.insert(m, h);
        h
    }

    /// An integer constant vector (`vec4<i32>`).
    pub(super) fn int_src(&mut self, s: IntSrc) -> Handle<Expression> {
        match s {
            IntSrc::Literal(v) => {
                let c = v.map(|x| self.expr(Expression::Literal(Literal::I32(x))));
                let ty = self.vec_type(4, Scalar::I32);
                self.expr(Expression::Compose {
                    ty,
                    components: c.to_vec(),
                })
            }
            IntSrc::Uniform(n) => {
                if let Some(w) = self.window {
                    // The integer vectors follow the float registers.
                    let bits = self.window_load(w, self.p.constants + n);
                    return self.bits_as(bits, ScalarKind::Sint);
                }
                let arr = self.const_member(self.members.int);
                let pointer = self.expr(Expression::AccessIndex { base: arr, index: n });
                self.expr(Expression::Load { pointer })
            }
        }
    }

    /// A scalar boolean.
    pub(super) fn bool_src(&mut self, s: BoolSrc) -> Handle<Expression> {
        match s {
            BoolSrc::Literal(b) => self.expr(Expression::Literal(Literal::Bool(b))),
            BoolSrc::Uniform(n) => {
                let bits = self.bool_mask();
                let shift = self.expr(Expression::Literal(Literal::U32(n)));
                let shifted = self.binary(BinaryOperator::ShiftRight, bits, shift);
                let one = self.expr(Expression::Literal(Literal::U32(1)));
                let bit = self.binary(BinaryOperator::And, shifted, one);
                let zero = self.expr(Expression::Literal(Literal::U32(0)));
                self.binary(BinaryOperator::NotEqual, bit, zero)
            }
        }
    }

    /// The boolean constants' mask (a `u32`): in the window, the first
    /// component's bits of the register after the float and integer ones.
    fn bool_mask(&mut self) -> Handle<Expression> {
        let Some(w) = self.window else {
            let pointer = self.const_member(self.members.bool);
            return self.expr(Expression::Load { pointer });
        };
        let k = self.p.constants + if self.p.int_constants { 16 } else { 0 };
        let v = self.window_load(w, k);
        self.expr(Expression::AccessIndex { base: v, index: 0 })
    }

    /// A condition as a scalar boolean.
    pub(super) fn cond(&mut self, c: &Cond) -> Handle<Expression> {
        let (value, negate) = match c {
            Cond::Bool { src, negate } => (self.bool_src(*src), *negate),
            Cond::NonZero { src, negate } => {
                let v = self.src(src);
                let x = self.component(v, 0);
                let zero = self.literal(0.0);
                (self.binary(BinaryOperator::NotEqual, x, zero), *negate)
            }
            Cond::Compare { cmp, a, b } => {
                let (x, y) = (self.src(a), self.src(b));
                let (x, y) = (self.component(x, 0), self.component(y, 0));
                match Self::cmp_op(*cmp) {
                    Some(op) => (self.binary(op, x, y), false),
                    None => (
                        self.expr(Expression::Literal(Literal::Bool(*cmp == Cmp::Always))),
                        false,
                    ),
                }
            }
        };
        if negate {
            self.expr(Expression::Unary {
                op: UnaryOperator::LogicalNot,
                expr: value,
            })
        } else {
            value
        }
    }

    pub(super) fn cmp_op(cmp: Cmp) -> Option<BinaryOperator> {
        Some(match cmp {
            Cmp::Less => BinaryOperator::Less,
            Cmp::Equal => BinaryOperator::Equal,
            Cmp::LessEqual => BinaryOperator::LessEqual,
            Cmp::Greater => BinaryOperator::Greater,
            Cmp::NotEqual => BinaryOperator::NotEqual,
            Cmp::GreaterEqual => BinaryOperator::GreaterEqual,
            Cmp::Never | Cmp::Always => return None,
        })
    }

    /// `x * y`, with D3D9's legacy rule (a zero factor gives zero) when the
    /// program asks for it. Works on vectors of any size.
    pub(super) fn mul(&mut self, x: Handle<Expression>, y: Handle<Expression>, size: u32) -> Handle<Expression> {
        use BinaryOperator as B;
        let product = self.binary(B::Multiply, x, y);
        if !self.p.legacy_mul {
            return product;
        }
        let zero = self.splat4(0.0);
        let zero = match vector_size(size) {
            Some(VectorSize::Quad) => zero,
            Some(s) => self.swizzle(zero, s, XYZW),
            None => self.component(zero, 0),
        };
        let xz = self.binary(B::Equal, x, zero);
        let yz = self.binary(B::Equal, y, zero);
        let condition = self.binary(B::InclusiveOr, xz, yz);
        self.expr(Expression::Select {
            condition,
            accept: zero,
            reject: product,
        })
    }
}
