//! Reads the Rust source text of wgd3d9-types into a [`Model`].
//!
//! Only top-level `pub type`, `pub const`, `pub const fn` and `pub struct`
//! items are read; `impl` blocks, `use` lines and macros are skipped, and so
//! are items under `#[cfg(windows)]` (the headers describe the Linux ABI).

use syn::{Attribute, Expr, FnArg, Pat, ReturnType, Stmt, Type};

use crate::model::{Alias, Const, ConstFn, Field, Interface, Item, Method, Module, Struct, Ty};
use crate::Error;

/// Parses one source file. `path` names the module (`enums`,
/// `vtables/device`).
pub fn parse_module(path: &str, text: &str) -> Result<Module, Error> {
    let file = syn::parse_file(text).map_err(|e| Error::new(format!("{path}.rs: {e}")))?;
    let mut items = Vec::new();
    for item in &file.items {
        if let Some(parsed) = parse_item(item).map_err(|e| Error::new(format!("{path}.rs: {e}")))? {
            items.push(parsed);
        }
    }
    Ok(Module {
        path: path.to_owned(),
        items,
    })
}

/// One item, or `None` for an item the headers do not describe.
fn parse_item(item: &syn::Item) -> Result<Option<Item>, Error> {
    Ok(match item {
        syn::Item::Type(t) if is_pub(&t.vis) && !windows_only(&t.attrs) => Some(Item::Alias(Alias {
            name: t.ident.to_string(),
            ty: parse_ty(&t.ty)?,
            doc: doc_lines(&t.attrs),
        })),
        syn::Item::Const(c) if is_pub(&c.vis) && !windows_only(&c.attrs) => Some(Item::Const(Const {
            name: c.ident.to_string(),
            ty: parse_ty(&c.ty)?,
            value: (*c.expr).clone(),
            doc: doc_lines(&c.attrs),
        })),
        syn::Item::Fn(f) if is_pub(&f.vis) && f.sig.constness.is_some() => Some(Item::ConstFn(parse_const_fn(f)?)),
        syn::Item::Struct(s) if is_pub(&s.vis) => parse_struct(s)?,
        _ => None,
    })
}

fn is_pub(vis: &syn::Visibility) -> bool {
    matches!(vis, syn::Visibility::Public(_))
}

/// True for an item under `#[cfg(windows)]`.
fn windows_only(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Meta>()
                .map(|m| m.path().is_ident("windows"))
                .unwrap_or(false)
    })
}

/// The `///` lines of an item, each without its leading space.
pub fn doc_lines(attrs: &[Attribute]) -> Vec<String> {
    let mut lines = Vec::new();
    for a in attrs {
        if let syn::Meta::NameValue(nv) = &a.meta {
            if nv.path.is_ident("doc") {
                if let Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s), ..
                }) = &nv.value
                {
                    let v = s.value();
                    lines.push(v.strip_prefix(' ').unwrap_or(&v).trim_end().to_owned());
                }
            }
        }
    }
    lines
}

/// A type of a field, parameter, constant or alias.
pub fn parse_ty(ty: &Type) -> Result<Ty, Error> {
    match ty {
        Type::Path(p) => {
            let seg = p.path.segments.last().ok_or_else(|| Error::new("empty type path"))?;
            Ok(Ty::Named(seg.ident.to_string()))
        }
        Type::Ptr(p) => Ok(Ty::Ptr {
            is_const: p.const_token.is_some(),
            inner: Box::new(parse_ty(&p.elem)?),
        }),
        Type::Array(a) => Ok(Ty::Array {
            elem: Box::new(parse_ty(&a.elem)?),
            len: Box::new(a.len.clone()),
        }),
        Type::Paren(p) => parse_ty(&p.elem),
        _ => Err(Error::new(format!("unsupported type {}", type_text(ty)))),
    }
}

fn type_text(ty: &Type) -> String {
    match ty {
        Type::BareFn(_) => "fn pointer".into(),
        Type::Reference(_) => "reference".into(),
        Type::Tuple(_) => "tuple".into(),
        _ => "(other)".into(),
    }
}

/// A `pub const fn` whose body is a single expression.
fn parse_const_fn(f: &syn::ItemFn) -> Result<ConstFn, Error> {
    let name = f.sig.ident.to_string();
    let mut params = Vec::new();
    for arg in &f.sig.inputs {
        let FnArg::Typed(pt) = arg else {
            return Err(Error::new(format!("{name}: `self` parameter")));
        };
        let Pat::Ident(id) = &*pt.pat else {
            return Err(Error::new(format!("{name}: pattern parameter")));
        };
        params.push((id.ident.to_string(), parse_ty(&pt.ty)?));
    }
    let ret = match &f.sig.output {
        ReturnType::Default => return Err(Error::new(format!("{name}: no return type"))),
        ReturnType::Type(_, t) => match parse_ty(t)? {
            Ty::Named(n) if n == "bool" => None,
            other => Some(other),
        },
    };
    let body = match f.block.stmts.as_slice() {
        [Stmt::Expr(e, None)] => e.clone(),
        _ => return Err(Error::new(format!("{name}: body is not one expression"))),
    };
    Ok(ConstFn {
        name,
        params,
        ret,
        body,
        doc: doc_lines(&f.attrs),
    })
}

/// A struct: an interface when it is a `...Vtbl`, nothing for the interface
/// object struct (`lpVtbl` only), a plain struct otherwise.
fn parse_struct(s: &syn::ItemStruct) -> Result<Option<Item>, Error> {
    let name = s.ident.to_string();
    let fields: Vec<&syn::Field> = s.fields.iter().collect();
    if let Some(iface) = name.strip_suffix("Vtbl") {
        return Ok(Some(Item::Interface(parse_vtable(iface, s)?)));
    }
    if fields.len() == 1 && fields[0].ident.as_ref().is_some_and(|i| i == "lpVtbl") {
        return Ok(None);
    }
    let mut out = Vec::new();
    for f in fields {
        let fname = f
            .ident
            .as_ref()
            .ok_or_else(|| Error::new(format!("{name}: tuple struct")))?;
        out.push(Field {
            name: fname.to_string(),
            ty: parse_ty(&f.ty)?,
        });
    }
    Ok(Some(Item::Struct(Struct {
        name,
        fields: out,
        doc: doc_lines(&s.attrs),
    })))
}

/// A vtable struct: one method per field, `this` dropped. The base interface
/// is the one its doc comment names ("the `IFoo` methods first").
fn parse_vtable(iface: &str, s: &syn::ItemStruct) -> Result<Interface, Error> {
    let mut methods = Vec::new();
    for f in &s.fields {
        let mname = f.ident.as_ref().map(|i| i.to_string()).unwrap_or_default();
        let Type::BareFn(bf) = &f.ty else {
            return Err(Error::new(format!("{iface}Vtbl::{mname}: not a fn pointer")));
        };
        let mut params = Vec::new();
        for (i, arg) in bf.inputs.iter().enumerate() {
            let pname = arg.name.as_ref().map(|(n, _)| n.to_string()).unwrap_or_default();
            let ty = parse_ty(&arg.ty)?;
            if i == 0 {
                check_this(iface, &mname, &pname, &ty)?;
                continue;
            }
            params.push((pname, ty));
        }
        let ret = match &bf.output {
            ReturnType::Default => None,
            ReturnType::Type(_, t) => Some(parse_ty(t)?),
        };
        methods.push(Method {
            name: mname,
            params,
            ret,
        });
    }
    let doc = doc_lines(&s.attrs);
    Ok(Interface {
        name: iface.to_owned(),
        base: base_from_doc(&doc),
        methods,
        doc,
    })
}

/// Checks that a method's first parameter is `this: *mut IFace`.
fn check_this(iface: &str, method: &str, pname: &str, ty: &Ty) -> Result<(), Error> {
    let ok = pname == "this" && matches!(ty, Ty::Ptr { is_const: false, inner } if inner.name() == Some(iface));
    if ok {
        Ok(())
    } else {
        Err(Error::new(format!(
            "{iface}Vtbl::{method}: first parameter is not `this: *mut {iface}`"
        )))
    }
}

/// The interface a vtable's doc comment says comes first.
fn base_from_doc(doc: &[String]) -> Option<String> {
    let text = doc.join(" ");
    let at = text.find(" methods first")?;
    let head = &text[..at];
    let head = head.strip_suffix('`')?;
    let start = head.rfind('`')?;
    Some(head[start + 1..].to_owned())
}

#[cfg(test)]
mod tests;
