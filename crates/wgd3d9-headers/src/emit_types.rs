//! C text for the non-interface items: typedefs, `#define` constants and
//! macros, enumerations and structs.

use crate::cexpr::{self, Ctx};
use crate::ctype;
use crate::handwritten;
use crate::model::{Alias, Const, ConstFn, Item, Model, Struct, Ty};
use crate::Error;

/// Modules whose `u32` aliases with constants become C enumerations.
const ENUM_MODULES: [&str; 4] = ["enums", "format", "shader", "caps"];

/// A doc comment as C comment lines (empty when there is no doc).
pub fn comment(doc: &[String], indent: &str) -> String {
    if doc.is_empty() {
        return String::new();
    }
    let text: Vec<String> = doc.iter().map(|l| l.replace("*/", "* /")).collect();
    if text.len() == 1 {
        return format!("{indent}/* {} */\n", text[0]);
    }
    let mut out = format!("{indent}/* {}\n", text[0]);
    for l in &text[1..] {
        if l.is_empty() {
            out.push_str(&format!("{indent} *\n"));
        } else {
            out.push_str(&format!("{indent} * {l}\n"));
        }
    }
    out.push_str(&format!("{indent} */\n"));
    out
}

/// True when `alias` becomes a C `enum`: a `u32` alias of an enumeration
/// module with at least one constant of its type.
pub fn is_enum(model: &Model, module: &str, alias: &Alias) -> bool {
    ENUM_MODULES.contains(&module)
        && alias.ty.name() == Some("u32")
        && enum_members(model, &alias.name).next().is_some()
}

/// The name of the enumeration `c` is a member of, if any. A constant whose
/// value calls a macro returning its own enumeration type stays a `#define`
/// (the macro casts to a type that is incomplete inside the enum).
pub fn member_of<'a>(model: &'a Model, c: &'a Const) -> Option<&'a str> {
    let name = c.ty.name()?;
    let (module, alias) = model.modules.iter().find_map(|m| {
        m.items.iter().find_map(|i| match i {
            Item::Alias(a) if a.name == name => Some((m.path.as_str(), a)),
            _ => None,
        })
    })?;
    let candidate = ENUM_MODULES.contains(&module) && alias.ty.name() == Some("u32");
    (candidate && !calls_fn_returning(model, &c.value, name)).then_some(name)
}

/// Constants that are members of enumeration `name`, in model order.
fn enum_members<'a>(model: &'a Model, name: &'a str) -> impl Iterator<Item = &'a Const> {
    model.items().filter_map(move |i| match i {
        Item::Const(c) if c.ty.name() == Some(name) && !calls_fn_returning(model, &c.value, name) => Some(c),
        _ => None,
    })
}

/// True when `e` calls a const fn whose return type is `ty`.
fn calls_fn_returning(model: &Model, e: &syn::Expr, ty: &str) -> bool {
    use syn::Expr;
    match e {
        Expr::Call(c) => {
            let name = match &*c.func {
                Expr::Path(p) => p.path.get_ident().map(|i| i.to_string()).unwrap_or_default(),
                _ => String::new(),
            };
            let ret = model.const_fn(&name).and_then(|f| f.ret.as_ref());
            ret.and_then(Ty::name) == Some(ty) || c.args.iter().any(|a| calls_fn_returning(model, a, ty))
        }
        Expr::Binary(b) => calls_fn_returning(model, &b.left, ty) || calls_fn_returning(model, &b.right, ty),
        Expr::Unary(u) => calls_fn_returning(model, &u.expr, ty),
        Expr::Paren(p) => calls_fn_returning(model, &p.expr, ty),
        Expr::Group(g) => calls_fn_returning(model, &g.expr, ty),
        Expr::Cast(c) => calls_fn_returning(model, &c.expr, ty),
        _ => false,
    }
}

/// `typedef ... NAME;` for a plain alias (or its hand-written replacement).
pub fn typedef(alias: &Alias) -> Result<String, Error> {
    if let Some(text) = handwritten::type_override(&alias.name) {
        return Ok(text.to_owned());
    }
    let decl = match &alias.ty {
        Ty::Ptr { .. } | Ty::Named(_) => {
            let base = ctype::render(&alias.ty)?;
            let sep = if base.ends_with('*') { "" } else { " " };
            format!("{base}{sep}{}", alias.name)
        }
        Ty::Array { .. } => return Err(Error::new(format!("{}: array alias", alias.name))),
    };
    Ok(format!("{}typedef {decl};\n", comment(&alias.doc, "")))
}

/// `typedef enum _NAME { ... } NAME;`, or a plain typedef of `unsigned int`
/// when no constant has the type.
pub fn enumeration(model: &Model, alias: &Alias) -> Result<String, Error> {
    let members: Vec<&Const> = enum_members(model, &alias.name).collect();
    let mut out = comment(&alias.doc, "");
    if members.is_empty() {
        out.push_str(&format!("typedef unsigned int {};\n", alias.name));
        return Ok(out);
    }
    out.push_str(&format!("typedef enum _{} {{\n", alias.name));
    let ctx = Ctx::for_type(model, &alias.ty);
    for (i, c) in members.iter().enumerate() {
        let value = cexpr::translate(model, &c.value, &ctx).map_err(|e| e.context(&c.name))?;
        let sep = if i + 1 == members.len() { "" } else { "," };
        out.push_str(&comment(&c.doc, "    "));
        out.push_str(&format!("    {} = {value}{sep}\n", c.name));
    }
    out.push_str(&format!("}} {};\n", alias.name));
    Ok(out)
}

/// `#define NAME VALUE` for a constant that is not an enumeration member;
/// `guarded` wraps it in `#ifndef NAME` (for names a program's own Windows
/// headers may define too).
pub fn define(model: &Model, c: &Const, guarded: bool) -> Result<String, Error> {
    let ctx = Ctx::for_type(model, &c.ty);
    let value = match (&c.ty, &c.value) {
        (Ty::Array { .. }, syn::Expr::Array(a)) => cexpr::list(model, a.elems.iter(), &ctx),
        _ => cexpr::translate(model, &c.value, &ctx),
    }
    .map_err(|e| e.context(&c.name))?;
    Ok(guard(
        &c.name,
        guarded,
        &format!("{}#define {} {value}\n", comment(&c.doc, ""), c.name),
    ))
}

/// `#define NAME(params) BODY` for a const fn, its parameters cast to their
/// Rust types where used and the body cast to the return type.
pub fn macro_fn(model: &Model, f: &ConstFn, guarded: bool) -> Result<String, Error> {
    let ret_ctx = f.ret.as_ref().map(|t| Ctx::for_type(model, t)).unwrap_or_default();
    let ctx = Ctx {
        params: f.params.clone(),
        self_fn: Some(f.name.clone()),
        ..ret_ctx
    };
    let body = cexpr::translate(model, &f.body, &ctx).map_err(|e| e.context(&f.name))?;
    let body = match &f.ret {
        Some(t) if !matches!(&f.body, syn::Expr::Struct(_)) && model.structure(t.name().unwrap_or("")).is_none() => {
            format!("(({}){})", ctype::render(t)?, cexpr::wrap(body))
        }
        _ => body,
    };
    let params: Vec<&str> = f.params.iter().map(|(n, _)| n.as_str()).collect();
    let text = format!(
        "{}#define {}({}) {body}\n",
        comment(&f.doc, ""),
        f.name,
        params.join(", ")
    );
    Ok(guard(&f.name, guarded, &text))
}

/// `text` inside `#ifndef name` / `#endif` when `guarded`.
fn guard(name: &str, guarded: bool, text: &str) -> String {
    if guarded {
        format!("#ifndef {name}\n{text}#endif\n")
    } else {
        text.to_owned()
    }
}

/// `typedef struct _NAME NAME, *LPNAME;`, declared before any definition so
/// that aliases and pointers may name structs defined later; Windows' own
/// structs (RECT, POINT, ...) also get their `PNAME` pointer.
pub fn struct_forward(s: &Struct) -> String {
    if s.name.starts_with("D3D") {
        format!("typedef struct _{0} {0}, *LP{0};\n", s.name)
    } else {
        format!("typedef struct _{0} {0}, *P{0}, *LP{0};\n", s.name)
    }
}

/// `struct _NAME { ... };` (or its hand-written replacement).
pub fn struct_def(model: &Model, s: &Struct) -> Result<String, Error> {
    let mut out = comment(&s.doc, "");
    if let Some(text) = handwritten::type_override(&s.name) {
        out.push_str(text);
        return Ok(out);
    }
    out.push_str(&format!("struct _{} {{\n", s.name));
    for f in &s.fields {
        let decl = ctype::declare(model, &f.ty, &f.name).map_err(|e| e.context(&s.name))?;
        out.push_str(&format!("    {decl};\n"));
    }
    out.push_str("};\n");
    Ok(out)
}

/// What a header section holds: every item of the listed modules that
/// `keep` accepts, split by kind, in model order.
pub struct Section<'a> {
    pub aliases: Vec<&'a Alias>,
    pub enums: Vec<&'a Alias>,
    pub consts: Vec<&'a Const>,
    pub fns: Vec<&'a ConstFn>,
    pub structs: Vec<&'a Struct>,
}

impl<'a> Section<'a> {
    /// Collects the items of `modules` (by path) that `keep(module, name)`
    /// accepts. Constants that are enumeration members are left to their
    /// enumeration; interfaces and GUID constants are left out.
    pub fn collect(model: &'a Model, keep: &dyn Fn(&str, &str) -> bool) -> Section<'a> {
        let mut s = Section {
            aliases: vec![],
            enums: vec![],
            consts: vec![],
            fns: vec![],
            structs: vec![],
        };
        for m in &model.modules {
            for item in &m.items {
                if !keep(&m.path, item.name()) {
                    continue;
                }
                match item {
                    Item::Alias(a) if is_enum(model, &m.path, a) => s.enums.push(a),
                    Item::Alias(a) => s.aliases.push(a),
                    Item::Const(c) if member_of(model, c).is_none() && c.ty.name() != Some("GUID") => s.consts.push(c),
                    Item::ConstFn(f) if cexpr::is_macro(f) => s.fns.push(f),
                    Item::Struct(st) => s.structs.push(st),
                    _ => {}
                }
            }
        }
        s
    }

    /// The section's C text: typedefs, constants and macros, enumerations,
    /// then structs. `guarded` puts each macro under `#ifndef`.
    pub fn render(&self, model: &Model, guarded: bool) -> Result<String, Error> {
        let mut out = String::new();
        if !self.structs.is_empty() {
            for s in &self.structs {
                out.push_str(&struct_forward(s));
            }
            out.push('\n');
        }
        for a in &self.aliases {
            out.push_str(&typedef(a)?);
        }
        out.push('\n');
        for c in &self.consts {
            out.push_str(&define(model, c, guarded)?);
        }
        for f in &self.fns {
            out.push_str(&macro_fn(model, f, guarded)?);
        }
        for a in &self.enums {
            out.push('\n');
            out.push_str(&enumeration(model, a)?);
        }
        for s in &self.structs {
            out.push('\n');
            out.push_str(&struct_def(model, s)?);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests;
