//! The arithmetic, texture and discard instructions, with D3D9's numeric rules
//! where they differ from naga's defaults:
//! - `min`/`max` are D3D9's selects (`a < b ? a : b`, `a >= b ? a : b`), so a
//!   NaN operand yields the second operand;
//! - `rsq`, `log` and `pow` take the absolute value of their (first) operand;
//! - `lit` clamps the specular power to [-128, 128];
//! - `mul`, `mad` and the dot products follow the legacy zero rule when the
//!   program asks for it ([`Program::legacy_mul`]).

use super::*;
use crate::ir::sampler_read;
use naga::{DerivativeAxis, DerivativeControl};

impl Lowerer<'_> {
    fn kill_block() -> Block {
        let mut b = Block::new();
        b.push(Statement::Kill, S);
        b
    }

    pub(super) fn select(
        &mut self,
        condition: Handle<Expression>,
        accept: Handle<Expression>,
        reject: Handle<Expression>,
    ) -> Handle<Expression> {
        self.expr(Expression::Select {
            condition,
            accept,
            reject,
        })
    }

    /// The first component of source `s` (what scalar instructions read):
    /// picked from the register directly, with sign and absolute-value
    /// modifiers applied to the scalar.
    fn first(&mut self, s: &Src) -> Handle<Expression> {
        let (abs, neg) = match s.modifier {
            SrcMod::None => (false, false),
            SrcMod::Neg => (false, true),
            SrcMod::Abs => (true, false),
            SrcMod::NegAbs => (true, true),
            _ => {
                let v = self.src(s);
                return self.component(v, 0);
            }
        };
        let v = self.load_reg(s.reg, s.rel);
        let mut x = self.component(v, s.swizzle[0].into());
        if abs {
            x = self.math(MathFunction::Abs, x, None);
        }
        if neg {
            x = self.negate(x);
        }
        x
    }

    /// Writes scalar `s` replicated.
    fn store_scalar(&mut self, dst: &Dst, s: Handle<Expression>) {
        let v = self.splat_scalar(s);
        self.store(dst, v)
    }

    /// The sum of the products of the first `n` components.
    fn dot(&mut self, x: Handle<Expression>, y: Handle<Expression>, n: u32) -> Handle<Expression> {
        let size = vector_size(n).expect("2 to 4 components");
        let (x, y) = if n == 4 {
            (x, y)
        } else {
            (self.swizzle(x, size, XYZW), self.swizzle(y, size, XYZW))
        };
        if !self.p.legacy_mul {
            return self.math(MathFunction::Dot, x, Some(y));
        }
        let p = self.mul(x, y, n);
        let mut sum = self.component(p, 0);
        for i in 1..n {
            let c = self.component(p, i);
            sum = self.binary(BinaryOperator::Add, sum, c);
        }
        sum
    }

    fn derivative(&mut self, axis: DerivativeAxis, a: &Src) -> Handle<Expression> {
        let x = self.src(a);
        self.expr(Expression::Derivative {
            axis,
            ctrl: DerivativeControl::None,
            expr: x,
        })
    }

    /// The first `n` components of `v` (a scalar for one).
    pub(super) fn leading(&mut self, v: Handle<Expression>, n: u32) -> Handle<Expression> {
        match vector_size(n) {
            Some(VectorSize::Quad) => v,
            Some(size) => self.swizzle(v, size, XYZW),
            None => self.component(v, 0),
        }
    }

    fn sample(&mut self, sampler: u32, coord: Handle<Expression>, level: SampleLevel) -> Handle<Expression> {
        let (image, sampler, _) = self.samplers[&sampler];
        self.expr(Expression::ImageSample {
            image,
            sampler,
            gather: None,
            coordinate: coord,
            array_index: None,
            offset: None,
            level,
            depth_ref: None,
            clamp_to_edge: false,
        })
    }

    fn tex(&mut self, dst: &Dst, coord: &Src, sampler: u32, level: &TexLevel, projected: bool) {
        let n = self.samplers[&sampler].2.coords();
        let c = self.src(coord);
        let mode = self.sampler_read(sampler);
        if !matches!(mode, sampler_read::PLAIN | sampler_read::SWAP_RG) {
            let v = self.gather_read(sampler, c, projected, mode);
            return self.store(dst, v);
        }
        let mut xyz = self.leading(c, n);
        if projected {
            let w = self.component(c, 3);
            let ww = self.expr(Expression::Splat {
                size: vector_size(n).expect("2 or 3 components"),
                value: w,
            });
            xyz = self.binary(BinaryOperator::Divide, xyz, ww);
        }
        let level = match (level, self.p.stage) {
            (TexLevel::Auto, Stage::Fragment) => SampleLevel::Auto,
            (TexLevel::Auto | TexLevel::BiasBy(_), Stage::Vertex) => SampleLevel::Zero,
            (TexLevel::BiasBy(bias), Stage::Fragment) => {
                let b = self.src(bias);
                SampleLevel::Bias(self.component(b, 0))
            }
            (TexLevel::Bias, Stage::Fragment) => SampleLevel::Bias(self.component(c, 3)),
            (TexLevel::Bias, Stage::Vertex) | (TexLevel::Lod, _) => SampleLevel::Exact(self.component(c, 3)),
            (TexLevel::Grad { dx, dy }, _) => {
                let (gx, gy) = (self.src(dx), self.src(dy));
                SampleLevel::Gradient {
                    x: self.leading(gx, n),
                    y: self.leading(gy, n),
                }
            }
        };
        let mut v = self.sample(sampler, xyz, level);
        if mode == sampler_read::SWAP_RG {
            // (g, r, 1, 1)
            let [g, r] = [1, 0].map(|i| self.component(v, i));
            let one = self.literal(1.0);
            v = self.compose4([g, r, one, one]);
        }
        self.store(dst, v)
    }

    pub(super) fn inst(&mut self, i: &Inst) {
        use BinaryOperator as B;
        match i {
            Inst::Mov { dst, src } => {
                let v = self.src(src);
                self.store(dst, v)
            }
            Inst::Add { dst, a, b } => {
                let (x, y) = (self.src(a), self.src(b));
                let v = self.binary(B::Add, x, y);
                self.store(dst, v)
            }
            Inst::Mul { dst, a, b } => {
                let (x, y) = (self.src(a), self.src(b));
                let v = self.mul(x, y, 4);
                self.store(dst, v)
            }
            Inst::Min { dst, a, b } | Inst::Max { dst, a, b } => {
                let (x, y) = (self.src(a), self.src(b));
                let op = if matches!(i, Inst::Min { .. }) {
                    B::Less
                } else {
                    B::GreaterEqual
                };
                let condition = self.binary(op, x, y);
                let v = self.select(condition, x, y);
                self.store(dst, v)
            }
            Inst::Mad { dst, a, b, c } => {
                let (x, y, z) = (self.src(a), self.src(b), self.src(c));
                let m = self.mul(x, y, 4);
                let v = self.binary(B::Add, m, z);
                self.store(dst, v)
            }
            Inst::Dp3 { dst, a, b } | Inst::Dp4 { dst, a, b } => {
                let (x, y) = (self.src(a), self.src(b));
                let n = if matches!(i, Inst::Dp3 { .. }) { 3 } else { 4 };
                let d = self.dot(x, y, n);
                self.store_scalar(dst, d)
            }
            Inst::Dp2Add { dst, a, b, c } => {
                let (x, y) = (self.src(a), self.src(b));
                let d = self.dot(x, y, 2);
                let z = self.first(c);
                let s = self.binary(B::Add, d, z);
                self.store_scalar(dst, s)
            }
            Inst::Rcp { dst, a } => {
                let x = self.first(a);
                let one = self.literal(1.0);
                let s = self.binary(B::Divide, one, x);
                self.store_scalar(dst, s)
            }
            Inst::Rsq { dst, a } => {
                let x = self.first(a);
                let ax = self.math(MathFunction::Abs, x, None);
                let s = self.math(MathFunction::InverseSqrt, ax, None);
                self.store_scalar(dst, s)
            }
            Inst::Exp { dst, a } => {
                let x = self.first(a);
                let s = self.math(MathFunction::Exp2, x, None);
                self.store_scalar(dst, s)
            }
            Inst::Log { dst, a } => {
                let x = self.first(a);
                let ax = self.math(MathFunction::Abs, x, None);
                let s = self.math(MathFunction::Log2, ax, None);
                self.store_scalar(dst, s)
            }
            Inst::Pow { dst, a, b } => {
                // D3D9 hardware never gives an infinity or NaN from pow:
                // |x|^0 is 1, 0 to a negative power the largest float, and
                // overflow saturates there too.
                let (x, y) = (self.first(a), self.first(b));
                let ax = self.math(MathFunction::Abs, x, None);
                let p = self.math(MathFunction::Pow, ax, Some(y));
                let (zero, one, max) = (self.literal(0.0), self.literal(1.0), self.literal(f32::MAX));
                let x_zero = self.binary(B::Equal, ax, zero);
                let y_negative = self.binary(B::Less, y, zero);
                let pole = self.binary(B::LogicalAnd, x_zero, y_negative);
                let p = self.select(pole, max, p);
                let y_zero = self.binary(B::Equal, y, zero);
                let p = self.select(y_zero, one, p);
                let s = self.math(MathFunction::Min, p, Some(max));
                self.store_scalar(dst, s)
            }
            Inst::Lrp { dst, a, b, c } => {
                let (x, y, z) = (self.src(a), self.src(b), self.src(c));
                let v = self.math3(MathFunction::Mix, z, y, x);
                self.store(dst, v)
            }
            Inst::Cmp { dst, cond, a, b } | Inst::Cnd { dst, cond, a, b } => {
                let (c, x, y) = (self.src(cond), self.src(a), self.src(b));
                let condition = if matches!(i, Inst::Cmp { .. }) {
                    let zero = self.splat4(0.0);
                    self.binary(B::GreaterEqual, c, zero)
                } else {
                    let half = self.splat4(0.5);
                    self.binary(B::Greater, c, half)
                };
                let v = self.select(condition, x, y);
                self.store(dst, v)
            }
            Inst::Slt { dst, a, b } | Inst::Sge { dst, a, b } => {
                let (x, y) = (self.src(a), self.src(b));
                let op = if matches!(i, Inst::Slt { .. }) {
                    B::Less
                } else {
                    B::GreaterEqual
                };
                let condition = self.binary(op, x, y);
                let (one, zero) = (self.splat4(1.0), self.splat4(0.0));
                let v = self.select(condition, one, zero);
                self.store(dst, v)
            }
            Inst::SetCmp { dst, cmp, a, b } => {
                let (x, y) = (self.src(a), self.src(b));
                let (one, zero) = (self.splat4(1.0), self.splat4(0.0));
                let v = match Self::cmp_op(*cmp) {
                    Some(op) => {
                        let condition = self.binary(op, x, y);
                        self.select(condition, one, zero)
                    }
                    None if *cmp == Cmp::Always => one,
                    None => zero,
                };
                self.store(dst, v)
            }
            Inst::Frc { dst, a } | Inst::Floor { dst, a } | Inst::Sgn { dst, a } => {
                let x = self.src(a);
                let fun = match i {
                    Inst::Frc { .. } => MathFunction::Fract,
                    Inst::Floor { .. } => MathFunction::Floor,
                    _ => MathFunction::Sign,
                };
                let v = self.math(fun, x, None);
                self.store(dst, v)
            }
            Inst::Round { dst, a } => {
                // sign(x) * floor(|x| + 0.5): halves away from zero.
                let x = self.src(a);
                let ax = self.math(MathFunction::Abs, x, None);
                let half = self.splat4(0.5);
                let up = self.binary(B::Add, ax, half);
                let fl = self.math(MathFunction::Floor, up, None);
                let sign = self.math(MathFunction::Sign, x, None);
                let v = self.binary(B::Multiply, fl, sign);
                self.store(dst, v)
            }
            Inst::Nrm { dst, a } => {
                // A zero vector normalises to zero on D3D9 hardware (not NaN).
                let x = self.src(a);
                let d = self.dot(x, x, 3);
                let r = self.math(MathFunction::InverseSqrt, d, None);
                let rr = self.splat_scalar(r);
                let n = self.binary(B::Multiply, x, rr);
                let zero = self.literal(0.0);
                let degenerate = self.binary(B::Equal, d, zero);
                let zeros = self.splat4(0.0);
                let v = self.select(degenerate, zeros, n);
                self.store(dst, v)
            }
            Inst::Crs { dst, a, b } => {
                let (x, y) = (self.src(a), self.src(b));
                let (x3, y3) = (self.leading(x, 3), self.leading(y, 3));
                let c = self.math(MathFunction::Cross, x3, Some(y3));
                let zero = self.literal(0.0);
                let comps = [0, 1, 2].map(|k| self.component(c, k));
                let v = self.compose4([comps[0], comps[1], comps[2], zero]);
                self.store(dst, v)
            }
            Inst::SinCos { dst, a } => {
                let x = self.first(a);
                let cos = self.math(MathFunction::Cos, x, None);
                let sin = self.math(MathFunction::Sin, x, None);
                let zero = self.literal(0.0);
                let v = self.compose4([cos, sin, zero, zero]);
                self.store(dst, v)
            }
            Inst::Lit { dst, a } => {
                let x = self.src(a);
                let [sx, sy, sw] = [0, 1, 3].map(|k| self.component(x, k));
                let (zero, one) = (self.literal(0.0), self.literal(1.0));
                let y = self.math(MathFunction::Max, sx, Some(zero));
                let (lo, hi) = (self.literal(-128.0), self.literal(128.0));
                let power = self.math3(MathFunction::Clamp, sw, lo, hi);
                let spec = self.math(MathFunction::Pow, sy, Some(power));
                let x_pos = self.binary(B::Greater, sx, zero);
                let y_pos = self.binary(B::Greater, sy, zero);
                let both = self.binary(B::LogicalAnd, x_pos, y_pos);
                let z = self.select(both, spec, zero);
                let v = self.compose4([one, y, z, one]);
                self.store(dst, v)
            }
            Inst::Dist { dst, a, b } => {
                let (x, y) = (self.src(a), self.src(b));
                let one = self.literal(1.0);
                let (xy, yy) = (self.component(x, 1), self.component(y, 1));
                let py = self.mul(xy, yy, 1);
                let z = self.component(x, 2);
                let w = self.component(y, 3);
                let v = self.compose4([one, py, z, w]);
                self.store(dst, v)
            }
            Inst::Dsx { dst, a } | Inst::Dsy { dst, a } => {
                let axis = if matches!(i, Inst::Dsx { .. }) {
                    DerivativeAxis::X
                } else {
                    DerivativeAxis::Y
                };
                let v = self.derivative(axis, a);
                self.store(dst, v)
            }
            Inst::Tex {
                dst,
                coord,
                sampler,
                level,
                projected,
            } => self.tex(dst, coord, *sampler, level, *projected),
            Inst::TexBump {
                dst,
                coord,
                by,
                matrix,
                sampler,
            } => {
                let (c, d, m) = (self.src(coord), self.src(by), self.src(matrix));
                let [mx, my, mz, mw] = [0, 1, 2, 3].map(|k| self.component(m, k));
                let [du, dv] = [0, 1].map(|k| self.component(d, k));
                let [u, v] = [0, 1].map(|k| self.component(c, k));
                let a = self.binary(B::Multiply, mx, du);
                let b = self.binary(B::Multiply, mz, dv);
                let off_u = self.binary(B::Add, a, b);
                let a = self.binary(B::Multiply, my, du);
                let b = self.binary(B::Multiply, mw, dv);
                let off_v = self.binary(B::Add, a, b);
                let u2 = self.binary(B::Add, u, off_u);
                let v2 = self.binary(B::Add, v, off_v);
                let n = self.samplers[sampler].2.coords();
                let coord = if n == 2 {
                    let ty = self.vec_type(2, Scalar::F32);
                    self.expr(Expression::Compose {
                        ty,
                        components: vec![u2, v2],
                    })
                } else {
                    let z = self.component(c, 2);
                    let ty = self.vec_type(3, Scalar::F32);
                    self.expr(Expression::Compose {
                        ty,
                        components: vec![u2, v2, z],
                    })
                };
                let level = match self.p.stage {
                    Stage::Fragment => SampleLevel::Auto,
                    Stage::Vertex => SampleLevel::Zero,
                };
                let v = self.sample(*sampler, coord, level);
                self.store(dst, v)
            }
            Inst::Kill { a, components } => {
                let x = self.src(a);
                let n = u32::from((*components).clamp(3, 4));
                let xs = self.leading(x, n);
                let zero = self.splat4(0.0);
                let zeros = self.leading(zero, n);
                let lt = self.binary(B::Less, xs, zeros);
                let condition = self.expr(Expression::Relational {
                    fun: RelationalFunction::Any,
                    argument: lt,
                });
                self.stmt(Statement::If {
                    condition,
                    accept: Self::kill_block(),
                    reject: Block::new(),
                });
            }
            Inst::DiscardUnless { cmp, a, b } => match Self::cmp_op(*cmp) {
                None if *cmp == Cmp::Always => {}
                None => self.stmt(Statement::Kill),
                Some(op) => {
                    let (x, y) = (self.first(a), self.first(b));
                    let condition = self.binary(op, x, y);
                    self.stmt(Statement::If {
                        condition,
                        accept: Block::new(),
                        reject: Self::kill_block(),
                    });
                }
            },
            Inst::If { .. }
            | Inst::Else
            | Inst::EndIf
            | Inst::Rep { .. }
            | Inst::EndRep
            | Inst::Loop { .. }
            | Inst::EndLoop
            | Inst::Break
            | Inst::BreakIf { .. } => self.flow(i),
        }
    }
}
