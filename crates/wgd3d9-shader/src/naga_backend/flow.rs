//! Structured flow control: the IR's flat `If`/`Else`/`EndIf`, `Rep`/`EndRep`
//! and `Loop`/`EndLoop` markers become nested naga blocks.
//!
//! Each opening marker saves the block being built and starts a new one; the
//! closing marker wraps the new block in a statement appended to the saved one.
//! Loops count down an `i32` local and break when it reaches zero, so a loop
//! always ends; D3D9 clamps iteration counts to 255, and so does this.

use super::*;

use crate::ir::MAX_LOOP_ITERATIONS as MAX_ITERATIONS;

/// An open block.
pub(super) enum Frame {
    If {
        condition: Handle<Expression>,
        saved: Block,
        /// The accept block, once `Else` was seen.
        accept: Option<Block>,
    },
    Loop {
        saved: Block,
        /// `Loop`: the counter register and the local holding the step.
        counter: Option<(Reg, Handle<Expression>)>,
    },
}

impl Lowerer<'_> {
    /// Ends the block being built and starts an empty one; returns the old.
    fn open_block(&mut self) -> Block {
        self.store_registers();
        self.flush();
        self.known.forget_all();
        let saved = std::mem::take(&mut self.body);
        self.emitter.start(&self.f.expressions);
        saved
    }

    /// Ends the block being built, makes `saved` current again; returns the
    /// ended block.
    fn close_block(&mut self, saved: Block) -> Block {
        self.store_registers();
        self.flush();
        self.known.forget_all();
        let inner = std::mem::replace(&mut self.body, saved);
        self.emitter.start(&self.f.expressions);
        inner
    }

    fn int_local(&mut self, name: &str, value: Handle<Expression>) -> Handle<Expression> {
        let v = self.f.local_variables.append(
            LocalVariable {
                name: Some(name.into()),
                ty: self.t.i32,
                init: None,
            },
            S,
        );
        let pointer = self.expr(Expression::LocalVariable(v));
        self.stmt(Statement::Store { pointer, value });
        pointer
    }

    fn int_literal(&mut self, v: i32) -> Handle<Expression> {
        self.expr(Expression::Literal(Literal::I32(v)))
    }

    /// At the top of a loop body: leave when `remaining` is not positive,
    /// otherwise count one iteration.
    fn count_iteration(&mut self, remaining: Handle<Expression>) {
        let n = self.expr(Expression::Load { pointer: remaining });
        let zero = self.int_literal(0);
        let condition = self.binary(BinaryOperator::LessEqual, n, zero);
        let mut leave = Block::new();
        leave.push(Statement::Break, S);
        self.stmt(Statement::If {
            condition,
            accept: leave,
            reject: Block::new(),
        });
        let one = self.int_literal(1);
        let value = self.binary(BinaryOperator::Subtract, n, one);
        self.stmt(Statement::Store {
            pointer: remaining,
            value,
        });
    }

    fn clamped_count(&mut self, v: Handle<Expression>) -> Handle<Expression> {
        let n = self.component(v, 0);
        let (lo, hi) = (self.int_literal(0), self.int_literal(MAX_ITERATIONS));
        self.math3(MathFunction::Clamp, n, lo, hi)
    }

    pub(super) fn flow(&mut self, i: &Inst) {
        match i {
            Inst::If { cond } => {
                let condition = self.cond(cond);
                let saved = self.open_block();
                self.frames.push(Frame::If {
                    condition,
                    saved,
                    accept: None,
                });
            }
            Inst::Else => {
                self.store_registers();
                self.flush();
                self.known.forget_all();
                let accept = std::mem::take(&mut self.body);
                self.emitter.start(&self.f.expressions);
                match self.frames.last_mut() {
                    Some(Frame::If { accept: slot, .. }) => *slot = Some(accept),
                    _ => unreachable!("checked: else inside if"),
                }
            }
            Inst::EndIf => {
                let Some(Frame::If {
                    condition,
                    saved,
                    accept,
                }) = self.frames.pop()
                else {
                    unreachable!("checked: endif closes an if")
                };
                let last = self.close_block(saved);
                let (accept, reject) = match accept {
                    Some(a) => (a, last),
                    None => (last, Block::new()),
                };
                self.stmt(Statement::If {
                    condition,
                    accept,
                    reject,
                });
            }
            Inst::Rep { count } => {
                let v = self.int_src(*count);
                let n = self.clamped_count(v);
                let remaining = self.int_local("rep_count", n);
                let saved = self.open_block();
                self.frames.push(Frame::Loop { saved, counter: None });
                self.count_iteration(remaining);
            }
            Inst::Loop { counter, params } => {
                let v = self.int_src(*params);
                let n = self.clamped_count(v);
                let remaining = self.int_local("loop_count", n);
                let step = self.component(v, 2);
                let step = self.int_local("loop_step", step);
                let start = self.component(v, 1);
                let start = self.expr(Expression::As {
                    expr: start,
                    kind: ScalarKind::Float,
                    convert: Some(4),
                });
                let start = self.splat_scalar(start);
                self.store(&Dst::new(*counter).masked(mask::X), start);
                let saved = self.open_block();
                self.frames.push(Frame::Loop {
                    saved,
                    counter: Some((*counter, step)),
                });
                self.count_iteration(remaining);
            }
            Inst::EndRep | Inst::EndLoop => {
                let Some(Frame::Loop { saved, counter }) = self.frames.pop() else {
                    unreachable!("checked: end of loop closes a loop")
                };
                if let Some((reg, step)) = counter {
                    let s = self.expr(Expression::Load { pointer: step });
                    let s = self.expr(Expression::As {
                        expr: s,
                        kind: ScalarKind::Float,
                        convert: Some(4),
                    });
                    let old = self.load_reg(reg, None);
                    let x = self.component(old, 0);
                    let next = self.binary(BinaryOperator::Add, x, s);
                    let next = self.splat_scalar(next);
                    self.store(&Dst::new(reg).masked(mask::X), next);
                }
                let body = self.close_block(saved);
                self.stmt(Statement::Loop {
                    body,
                    continuing: Block::new(),
                    break_if: None,
                });
            }
            Inst::Break => {
                self.store_registers();
                self.stmt(Statement::Break)
            }
            Inst::BreakIf { cond } => {
                let condition = self.cond(cond);
                self.store_registers();
                let mut leave = Block::new();
                leave.push(Statement::Break, S);
                self.stmt(Statement::If {
                    condition,
                    accept: leave,
                    reject: Block::new(),
                });
            }
            _ => unreachable!("not a flow-control instruction"),
        }
    }
}
