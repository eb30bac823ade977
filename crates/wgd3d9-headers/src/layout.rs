//! Reads `layout_asserts.rs` of wgd3d9-types: its `layout!`,
//! `vtable_slots!` and `slot!` checks, each with the target condition of the
//! module it sits in.

use syn::parse::{ParseStream, Parser};
use syn::{Expr, Ident, Token};

use crate::Error;

/// One compile-time check of the Rust sources.
pub enum Check {
    /// Size, alignment and field offsets of a type.
    Layout {
        ty: String,
        size: Expr,
        align: Expr,
        fields: Vec<(String, Expr)>,
    },
    /// A vtable holds exactly its slots.
    VtableSlots(String),
    /// A vtable method sits in a slot.
    Slot { vtable: String, method: String, slot: Expr },
}

/// A check with the C preprocessor condition under which it applies (`None`:
/// every target).
pub struct Guarded {
    pub cond: Option<String>,
    pub check: Check,
}

/// Every check of `layout_asserts.rs`, in source order.
pub fn parse(text: &str) -> Result<Vec<Guarded>, Error> {
    let file = syn::parse_file(text).map_err(|e| Error::new(format!("layout_asserts.rs: {e}")))?;
    let mut out = Vec::new();
    collect(&file.items, None, &mut out)?;
    Ok(out)
}

fn collect(items: &[syn::Item], cond: Option<String>, out: &mut Vec<Guarded>) -> Result<(), Error> {
    for item in items {
        match item {
            syn::Item::Macro(m) => {
                for check in parse_macro(&m.mac)? {
                    out.push(Guarded {
                        cond: cond.clone(),
                        check,
                    });
                }
            }
            syn::Item::Mod(m) => {
                let Some((_, inner)) = &m.content else { continue };
                let own = m.attrs.iter().find(|a| a.path().is_ident("cfg"));
                let own = match own {
                    Some(a) => Some(cfg_to_c(
                        &a.parse_args::<syn::Meta>().map_err(|e| Error::new(e.to_string()))?,
                    )?),
                    None => None,
                };
                let both = match (&cond, own) {
                    (Some(a), Some(b)) => Some(format!("({a}) && ({b})")),
                    (a, b) => a.clone().or(b),
                };
                collect(inner, both, out)?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// A `#[cfg(...)]` predicate as a C preprocessor condition.
pub fn cfg_to_c(meta: &syn::Meta) -> Result<String, Error> {
    match meta {
        syn::Meta::NameValue(nv) => {
            let key = nv.path.get_ident().map(|i| i.to_string()).unwrap_or_default();
            let Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(v), ..
            }) = &nv.value
            else {
                return Err(Error::new("cfg value is not a string"));
            };
            match (key.as_str(), v.value().as_str()) {
                ("target_pointer_width", "64") => Ok("__SIZEOF_POINTER__ == 8".into()),
                ("target_pointer_width", "32") => Ok("__SIZEOF_POINTER__ == 4".into()),
                ("target_arch", "x86") => Ok("defined(__i386__)".into()),
                ("target_arch", "x86_64") => Ok("defined(__x86_64__)".into()),
                (k, v) => Err(Error::new(format!("unsupported cfg {k} = {v:?}"))),
            }
        }
        syn::Meta::List(l) => {
            let op = match l.path.get_ident().map(|i| i.to_string()).as_deref() {
                Some("all") => " && ",
                Some("any") => " || ",
                Some("not") => "",
                _ => return Err(Error::new("unsupported cfg predicate")),
            };
            let parts = l
                .parse_args_with(syn::punctuated::Punctuated::<syn::Meta, Token![,]>::parse_terminated)
                .map_err(|e| Error::new(e.to_string()))?;
            let parts: Result<Vec<String>, Error> = parts.iter().map(cfg_to_c).collect();
            let parts: Vec<String> = parts?.into_iter().map(|p| format!("({p})")).collect();
            Ok(if op.is_empty() {
                format!("!{}", parts.join(""))
            } else {
                parts.join(op)
            })
        }
        syn::Meta::Path(_) => Err(Error::new("unsupported cfg")),
    }
}

/// The checks of one macro invocation (none for `macro_rules!`).
fn parse_macro(mac: &syn::Macro) -> Result<Vec<Check>, Error> {
    let name = mac.path.get_ident().map(|i| i.to_string()).unwrap_or_default();
    let err = |e: syn::Error| Error::new(format!("layout_asserts.rs {name}!: {e}"));
    match name.as_str() {
        "layout" => Ok(vec![layout_args.parse2(mac.tokens.clone()).map_err(err)?]),
        "vtable_slots" => {
            let names = syn::punctuated::Punctuated::<Ident, Token![,]>::parse_terminated
                .parse2(mac.tokens.clone())
                .map_err(err)?;
            Ok(names.iter().map(|n| Check::VtableSlots(n.to_string())).collect())
        }
        "slot" => Ok(vec![slot_args.parse2(mac.tokens.clone()).map_err(err)?]),
        _ => Ok(vec![]),
    }
}

/// `T, size: E, align: E, field: E, ...`
fn layout_args(input: ParseStream) -> syn::Result<Check> {
    let ty: Ident = input.parse()?;
    let mut pairs = Vec::new();
    while !input.is_empty() {
        input.parse::<Token![,]>()?;
        if input.is_empty() {
            break;
        }
        let key: Ident = input.parse()?;
        input.parse::<Token![:]>()?;
        pairs.push((key.to_string(), input.parse::<Expr>()?));
    }
    let mut take = |k: &str| {
        let at = pairs.iter().position(|(n, _)| n == k);
        at.map(|i| pairs.remove(i).1)
    };
    let size = take("size").ok_or_else(|| input.error("no size"))?;
    let align = take("align").ok_or_else(|| input.error("no align"))?;
    Ok(Check::Layout {
        ty: ty.to_string(),
        size,
        align,
        fields: pairs,
    })
}

/// `T, field, N`
fn slot_args(input: ParseStream) -> syn::Result<Check> {
    let vtable: Ident = input.parse()?;
    input.parse::<Token![,]>()?;
    let method: Ident = input.parse()?;
    input.parse::<Token![,]>()?;
    let slot: Expr = input.parse()?;
    Ok(Check::Slot {
        vtable: vtable.to_string(),
        method: method.to_string(),
        slot,
    })
}

#[cfg(test)]
mod tests;
