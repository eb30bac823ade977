//! Rust constant expressions as C expressions.
//!
//! Every binary operation and cast is parenthesized, so the C text groups as
//! the Rust did whatever C's precedence. Parameters of a const fn (a C
//! function-like macro) are cast to their Rust type where they are used, so a
//! macro computes with the widths the Rust function does.

use std::collections::HashMap;

use syn::{BinOp, Expr, Lit, UnOp};

use crate::ctype;
use crate::model::{ConstFn, Model, Ty};
use crate::Error;

/// How an expression is translated.
#[derive(Clone, Default)]
pub struct Ctx {
    /// The value has an unsigned type: an unsuffixed literal shifted left gets
    /// a `u` suffix, so `1 << 31` does not overflow C's `int`.
    pub unsigned: bool,
    /// Float literals are `f32` (get an `f` suffix).
    pub float: bool,
    /// Parameters of the const fn being translated, cast where used.
    pub params: Vec<(String, Ty)>,
    /// Parameters of an inlined helper: name to argument text.
    pub subst: HashMap<String, String>,
    /// The const fn being translated (never rewritten into a call of itself).
    pub self_fn: Option<String>,
}

impl Ctx {
    /// A context with no parameters, for a signed or untyped value.
    pub fn plain() -> Ctx {
        Ctx::default()
    }

    /// A context for a value of type `ty`.
    pub fn for_type(model: &Model, ty: &Ty) -> Ctx {
        let prim = ctype::resolve_primitive(model, ty);
        let elem_float = matches!(ty, Ty::Array { elem, .. } if elem.name() == Some("f32"));
        Ctx {
            unsigned: prim.and_then(ctype::int_layout).is_some_and(|(_, signed)| !signed),
            float: prim == Some("f32") || elem_float,
            ..Ctx::default()
        }
    }
}

/// Translates `e` to C.
pub fn translate(model: &Model, e: &Expr, ctx: &Ctx) -> Result<String, Error> {
    match e {
        Expr::Lit(l) => literal(&l.lit, ctx, false),
        Expr::Path(p) => path(p, ctx),
        Expr::Paren(p) => translate(model, &p.expr, ctx),
        Expr::Group(g) => translate(model, &g.expr, ctx),
        Expr::Binary(b) => binary(model, b, ctx),
        Expr::Unary(u) => unary(model, u, ctx),
        Expr::Cast(c) => {
            let ty = ctype::render(&crate::parse::parse_ty(&c.ty)?)?;
            Ok(format!("(({ty}){})", wrap(translate(model, &c.expr, ctx)?)))
        }
        Expr::Call(c) => call(model, c, ctx),
        Expr::Struct(s) => struct_init(model, s, ctx),
        Expr::Array(a) => Ok(format!("{{ {} }}", list(model, a.elems.iter(), ctx)?)),
        Expr::Block(b) => match b.block.stmts.as_slice() {
            [syn::Stmt::Expr(inner, None)] => translate(model, inner, ctx),
            _ => Err(Error::new("block with statements")),
        },
        _ => Err(Error::new("unsupported expression")),
    }
}

/// Comma-separated translations.
pub fn list<'a>(model: &Model, items: impl Iterator<Item = &'a Expr>, ctx: &Ctx) -> Result<String, Error> {
    let parts: Result<Vec<String>, Error> = items.map(|e| translate(model, e, ctx)).collect();
    Ok(parts?.join(", "))
}

/// `x` when it is a single token or already parenthesized, `(x)` otherwise.
pub fn wrap(x: String) -> String {
    let simple = x.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        || (x.starts_with('(') && x.ends_with(')') && balanced_outer(&x));
    if simple {
        x
    } else {
        format!("({x})")
    }
}

/// True when the first `(` of `x` closes at its last character.
fn balanced_outer(x: &str) -> bool {
    let mut depth = 0i32;
    for (i, c) in x.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 && i != x.len() - 1 {
                    return false;
                }
            }
            _ => {}
        }
    }
    true
}

/// A literal. `shifted` is true for the left operand of `<<`.
fn literal(lit: &Lit, ctx: &Ctx, shifted: bool) -> Result<String, Error> {
    match lit {
        Lit::Int(i) => Ok(int_literal(i, ctx.unsigned && shifted)),
        Lit::Float(f) => {
            let digits = f.to_string().replace('_', "");
            let digits = digits.trim_end_matches(f.suffix()).to_owned();
            let f32 = f.suffix() == "f32" || (f.suffix().is_empty() && ctx.float);
            Ok(if f32 { format!("{digits}f") } else { digits })
        }
        Lit::Byte(b) => Ok(char_literal(b.value())),
        Lit::Char(c) if c.value().is_ascii() => Ok(char_literal(c.value() as u8)),
        _ => Err(Error::new("unsupported literal")),
    }
}

/// An integer literal in C: underscores and the Rust suffix dropped, binary
/// and octal turned to hexadecimal, a C suffix for the Rust one (`u32` ->
/// `u`, `u64` -> `ull`, `i64` -> `ll`); `force_unsigned` adds `u` to an
/// unsuffixed literal.
fn int_literal(i: &syn::LitInt, force_unsigned: bool) -> String {
    let text = i.to_string().replace('_', "");
    let text = text.trim_end_matches(i.suffix()).to_owned();
    let text = match text.get(..2) {
        Some("0b") | Some("0o") => match i.base10_parse::<u128>() {
            Ok(v) => format!("0x{v:x}"),
            Err(_) => text,
        },
        _ => text,
    };
    let suffix = match i.suffix() {
        "u64" => "ull",
        "i64" => "ll",
        "u8" | "u16" | "u32" | "usize" => "u",
        "" if force_unsigned => "u",
        _ => "",
    };
    format!("{text}{suffix}")
}

/// A C character literal for a byte.
fn char_literal(b: u8) -> String {
    match b {
        b'\'' => "'\\''".into(),
        b'\\' => "'\\\\'".into(),
        0x20..=0x7e => format!("'{}'", b as char),
        _ => format!("{b}"),
    }
}

/// A name: a parameter (cast to its type), an inlined helper's parameter
/// (its argument) or a constant.
fn path(p: &syn::ExprPath, ctx: &Ctx) -> Result<String, Error> {
    let ident = p
        .path
        .get_ident()
        .ok_or_else(|| Error::new("qualified path in a constant"))?
        .to_string();
    if let Some(arg) = ctx.subst.get(&ident) {
        return Ok(wrap(arg.clone()));
    }
    if let Some((_, ty)) = ctx.params.iter().find(|(n, _)| *n == ident) {
        return Ok(format!("(({})({ident}))", ctype::render(ty)?));
    }
    Ok(ident)
}

fn binary(model: &Model, b: &syn::ExprBinary, ctx: &Ctx) -> Result<String, Error> {
    let op = match b.op {
        BinOp::Add(_) => "+",
        BinOp::Sub(_) => "-",
        BinOp::Mul(_) => "*",
        BinOp::Div(_) => "/",
        BinOp::Rem(_) => "%",
        BinOp::BitAnd(_) => "&",
        BinOp::BitOr(_) => "|",
        BinOp::BitXor(_) => "^",
        BinOp::Shl(_) => "<<",
        BinOp::Shr(_) => ">>",
        BinOp::Eq(_) => "==",
        BinOp::Ne(_) => "!=",
        BinOp::Lt(_) => "<",
        BinOp::Le(_) => "<=",
        BinOp::Gt(_) => ">",
        BinOp::Ge(_) => ">=",
        BinOp::And(_) => "&&",
        BinOp::Or(_) => "||",
        _ => return Err(Error::new("unsupported operator")),
    };
    let left = match (&*b.left, op) {
        (Expr::Lit(l), "<<") => literal(&l.lit, ctx, true)?,
        _ => translate(model, &b.left, ctx)?,
    };
    let right = translate(model, &b.right, ctx)?;
    Ok(format!("({left} {op} {right})"))
}

fn unary(model: &Model, u: &syn::ExprUnary, ctx: &Ctx) -> Result<String, Error> {
    let op = match u.op {
        UnOp::Neg(_) => "-",
        UnOp::Not(_) => "~",
        _ => return Err(Error::new("unsupported unary operator")),
    };
    let inner = translate(model, &u.expr, ctx)?;
    Ok(match &*u.expr {
        Expr::Lit(_) => format!("{op}{inner}"),
        _ => format!("({op}{})", wrap(inner)),
    })
}

/// A call: `size_of::<T>()`, `GUID::new(...)`, a const fn (a macro call) or a
/// lowercase helper (rewritten to the SDK macro that only forwards to it, or
/// inlined).
fn call(model: &Model, c: &syn::ExprCall, ctx: &Ctx) -> Result<String, Error> {
    let Expr::Path(fp) = &*c.func else {
        return Err(Error::new("call of a non-path"));
    };
    let segs: Vec<String> = fp.path.segments.iter().map(|s| s.ident.to_string()).collect();
    match segs.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["size_of"] | ["align_of"] => sizeof_call(fp, &segs[0]),
        ["GUID", "new"] => Ok(format!("{{ {} }}", list(model, c.args.iter(), ctx)?)),
        [name] => fn_call(model, name, c, ctx),
        _ => Err(Error::new("qualified call in a constant")),
    }
}

/// `size_of::<T>()` -> `sizeof(T)`, `align_of::<T>()` -> `WGD3D9_ALIGNOF(T)`.
fn sizeof_call(fp: &syn::ExprPath, which: &str) -> Result<String, Error> {
    let seg = fp.path.segments.last().ok_or_else(|| Error::new("empty path"))?;
    let syn::PathArguments::AngleBracketed(args) = &seg.arguments else {
        return Err(Error::new("size_of without a type"));
    };
    let Some(syn::GenericArgument::Type(t)) = args.args.first() else {
        return Err(Error::new("size_of without a type"));
    };
    let ty = ctype::render(&crate::parse::parse_ty(t)?)?;
    Ok(if which == "size_of" {
        format!("sizeof({ty})")
    } else {
        format!("WGD3D9_ALIGNOF({ty})")
    })
}

fn fn_call(model: &Model, name: &str, c: &syn::ExprCall, ctx: &Ctx) -> Result<String, Error> {
    let f = model
        .const_fn(name)
        .ok_or_else(|| Error::new(format!("call of unknown fn {name}")))?;
    let args: Result<Vec<String>, Error> = c.args.iter().map(|a| translate(model, a, ctx)).collect();
    let args = args?;
    if is_macro(f) {
        return Ok(format!("{name}({})", args.join(", ")));
    }
    if let Some(alias) = forwarding_macro(model, name).filter(|a| ctx.self_fn.as_deref() != Some(a.as_str())) {
        return Ok(format!("{alias}({})", args.join(", ")));
    }
    inline(model, f, args)
}

/// True for a const fn that becomes a C macro of its own name (SDK names are
/// upper case; lower-case helpers are not exported to C).
pub fn is_macro(f: &ConstFn) -> bool {
    f.name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_uppercase() || c == '_')
}

/// The macro whose body only forwards its parameters, in order, to the helper
/// `helper` (`MAKEFOURCC` for `make_fourcc`).
fn forwarding_macro(model: &Model, helper: &str) -> Option<String> {
    model.items().find_map(|i| match i {
        crate::model::Item::ConstFn(f) if is_macro(f) && forwards_to(f, helper) => Some(f.name.clone()),
        _ => None,
    })
}

fn forwards_to(f: &ConstFn, helper: &str) -> bool {
    let Expr::Call(c) = &f.body else { return false };
    let Expr::Path(p) = &*c.func else { return false };
    if !p.path.is_ident(helper) || c.args.len() != f.params.len() {
        return false;
    }
    c.args.iter().zip(&f.params).all(|(a, (pname, _))| match a {
        Expr::Path(ap) => ap.path.is_ident(pname),
        _ => false,
    })
}

/// The helper's body with its parameters replaced by the (cast) arguments,
/// cast to its return type.
fn inline(model: &Model, f: &ConstFn, args: Vec<String>) -> Result<String, Error> {
    if args.len() != f.params.len() {
        return Err(Error::new(format!("{}: wrong argument count", f.name)));
    }
    let mut subst = HashMap::new();
    for ((pname, pty), arg) in f.params.iter().zip(args) {
        subst.insert(pname.clone(), format!("(({}){})", ctype::render(pty)?, wrap(arg)));
    }
    let ret_ctx = f.ret.as_ref().map(|t| Ctx::for_type(model, t)).unwrap_or_default();
    let ctx = Ctx { subst, ..ret_ctx };
    let body = translate(model, &f.body, &ctx)?;
    match &f.ret {
        Some(t) => Ok(format!("(({}){})", ctype::render(t)?, wrap(body))),
        None => Ok(body),
    }
}

/// A struct literal as a C braced initializer, in the struct's field order.
fn struct_init(model: &Model, s: &syn::ExprStruct, ctx: &Ctx) -> Result<String, Error> {
    let name = s
        .path
        .get_ident()
        .ok_or_else(|| Error::new("qualified struct literal"))?
        .to_string();
    let def = model
        .structure(&name)
        .ok_or_else(|| Error::new(format!("literal of unknown struct {name}")))?;
    let mut out = Vec::new();
    for field in &def.fields {
        let value = s
            .fields
            .iter()
            .find(|fv| matches!(&fv.member, syn::Member::Named(id) if *id == field.name))
            .ok_or_else(|| Error::new(format!("{name} literal lacks {}", field.name)))?;
        out.push(translate(model, &value.expr, ctx)?);
    }
    Ok(format!("{{ {} }}", out.join(", ")))
}

#[cfg(test)]
mod tests;
