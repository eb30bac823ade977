//! Evaluates the integer constants of the model, with Rust's widths: the
//! values the generated C tests assert the C headers reproduce.

use std::collections::HashMap;

use syn::{BinOp, Expr, Lit, UnOp};

use crate::ctype;
use crate::model::{Model, Ty};

/// The value of the integer constant `name`, wrapped to its declared type;
/// `None` when it is not an integer constant (or uses something the
/// evaluator does not model).
pub fn const_value(model: &Model, name: &str) -> Option<i128> {
    let c = model.constant(name)?;
    let layout = int_type(model, &c.ty)?;
    let v = eval(model, &c.value, &HashMap::new(), 0)?;
    Some(wrap(v, layout))
}

/// The value of an integer expression (such as a macro call), unwrapped.
pub fn expr_value(model: &Model, e: &Expr) -> Option<i128> {
    eval(model, e, &HashMap::new(), 0)
}

/// Width and signedness of an integer type.
fn int_type(model: &Model, ty: &Ty) -> Option<(u32, bool)> {
    ctype::int_layout(ctype::resolve_primitive(model, ty)?)
}

/// `v` reduced to `bits` bits, read as signed or unsigned.
fn wrap(v: i128, (bits, signed): (u32, bool)) -> i128 {
    let m = 1i128 << bits;
    let r = v.rem_euclid(m);
    if signed && r >= m / 2 {
        r - m
    } else {
        r
    }
}

fn eval(model: &Model, e: &Expr, env: &HashMap<String, i128>, depth: u32) -> Option<i128> {
    if depth > 64 {
        return None;
    }
    let d = depth + 1;
    match e {
        Expr::Lit(l) => match &l.lit {
            Lit::Int(i) => i.base10_parse::<u128>().ok().map(|v| v as i128),
            Lit::Byte(b) => Some(b.value() as i128),
            _ => None,
        },
        Expr::Path(p) => {
            let id = p.path.get_ident()?.to_string();
            match env.get(&id) {
                Some(v) => Some(*v),
                None => const_value(model, &id),
            }
        }
        Expr::Paren(p) => eval(model, &p.expr, env, d),
        Expr::Group(g) => eval(model, &g.expr, env, d),
        Expr::Block(b) => match b.block.stmts.as_slice() {
            [syn::Stmt::Expr(inner, None)] => eval(model, inner, env, d),
            _ => None,
        },
        Expr::Unary(u) => {
            let v = eval(model, &u.expr, env, d)?;
            match u.op {
                UnOp::Neg(_) => Some(-v),
                UnOp::Not(_) => Some(!v),
                _ => None,
            }
        }
        Expr::Binary(b) => binary(b.op, eval(model, &b.left, env, d)?, eval(model, &b.right, env, d)?),
        Expr::Cast(c) => {
            let ty = crate::parse::parse_ty(&c.ty).ok()?;
            Some(wrap(eval(model, &c.expr, env, d)?, int_type(model, &ty)?))
        }
        Expr::Call(c) => call(model, c, env, d),
        _ => None,
    }
}

fn binary(op: BinOp, l: i128, r: i128) -> Option<i128> {
    Some(match op {
        BinOp::Add(_) => l + r,
        BinOp::Sub(_) => l - r,
        BinOp::Mul(_) => l * r,
        BinOp::Div(_) if r != 0 => l / r,
        BinOp::Rem(_) if r != 0 => l % r,
        BinOp::BitAnd(_) => l & r,
        BinOp::BitOr(_) => l | r,
        BinOp::BitXor(_) => l ^ r,
        BinOp::Shl(_) if (0..64).contains(&r) => l << r,
        BinOp::Shr(_) if (0..64).contains(&r) => l >> r,
        _ => return None,
    })
}

/// A const fn call: arguments wrapped to the parameter types, the result to
/// the return type.
fn call(model: &Model, c: &syn::ExprCall, env: &HashMap<String, i128>, depth: u32) -> Option<i128> {
    let Expr::Path(p) = &*c.func else { return None };
    let f = model.const_fn(&p.path.get_ident()?.to_string())?;
    if f.params.len() != c.args.len() {
        return None;
    }
    let mut inner = HashMap::new();
    for ((name, ty), arg) in f.params.iter().zip(&c.args) {
        inner.insert(name.clone(), wrap(eval(model, arg, env, depth)?, int_type(model, ty)?));
    }
    let v = eval(model, &f.body, &inner, depth)?;
    Some(wrap(v, int_type(model, f.ret.as_ref()?)?))
}

#[cfg(test)]
mod tests;
