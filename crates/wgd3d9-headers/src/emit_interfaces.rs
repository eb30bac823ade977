//! C and C++ text for the COM interfaces, in both the forms the mingw-w64
//! headers use:
//!
//! - C (and C++ with `CINTERFACE`): `struct IFooVtbl` of function pointers
//!   taking `IFoo *This` first, every method flat in slot order, and
//!   `struct IFoo { const IFooVtbl *lpVtbl; }`;
//! - C++: `struct IFoo : public IBase` with the interface's own methods as
//!   pure virtual functions in slot order (no virtual destructor, so the
//!   Itanium C++ ABI lays the vtable out exactly as the C struct).
//!
//! Both forms get the `IFoo_Method(p, ...)` call macros.

use crate::ctype;
use crate::emit_types::comment;
use crate::model::{Interface, Method, Model, Ty};
use crate::Error;

/// Parameter letters of the call macros.
const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyz";

/// The condition under which the C form is declared.
pub const C_FORM: &str = "#if !defined(__cplusplus) || defined(CINTERFACE)";

/// `LPDIRECT3DDEVICE9` for `IDirect3DDevice9`, `LPUNKNOWN` for `IUnknown`.
pub fn pointer_typedef_name(iface: &str) -> String {
    format!("LP{}", iface.strip_prefix('I').unwrap_or(iface).to_ascii_uppercase())
}

/// `typedef struct IFoo IFoo;` and the `LPFOO` / `PFOO` pointer typedefs.
pub fn forward(iface: &Interface) -> String {
    let lp = pointer_typedef_name(&iface.name);
    let p = &lp[1..];
    format!("typedef struct {0} {0};\ntypedef struct {0} *{lp}, *{p};\n", iface.name)
}

/// The interface's full definition: the C form, the C++ form and the call
/// macros.
pub fn definition(model: &Model, iface: &Interface) -> Result<String, Error> {
    check_base(model, iface)?;
    let mut out = comment(&iface.doc, "");
    out.push_str(C_FORM);
    out.push('\n');
    out.push_str(&c_form(iface)?);
    out.push_str("#else\n");
    out.push_str(&cpp_form(model, iface)?);
    out.push_str("#endif\n");
    out.push_str(&call_macros(iface));
    Ok(out)
}

/// Checks that the base interface's methods are this one's first methods.
fn check_base(model: &Model, iface: &Interface) -> Result<(), Error> {
    let Some(base) = &iface.base else { return Ok(()) };
    let b = model
        .interfaces()
        .find(|i| &i.name == base)
        .ok_or_else(|| Error::new(format!("{}: unknown base {base}", iface.name)))?;
    let prefix =
        b.methods.len() < iface.methods.len() && b.methods.iter().zip(&iface.methods).all(|(x, y)| x.name == y.name);
    if prefix {
        Ok(())
    } else {
        Err(Error::new(format!(
            "{}: the methods of {base} are not its first slots",
            iface.name
        )))
    }
}

/// The methods this interface adds to its base.
pub fn own_methods<'a>(model: &Model, iface: &'a Interface) -> &'a [Method] {
    let inherited = iface
        .base
        .as_ref()
        .and_then(|b| model.interfaces().find(|i| &i.name == b))
        .map_or(0, |b| b.methods.len());
    &iface.methods[inherited..]
}

/// `HRESULT` / `void` / `IDirect3D9 *`: a method's return type.
fn ret_type(m: &Method) -> Result<String, Error> {
    match &m.ret {
        Some(t) => ctype::render(t),
        None => Ok("void".into()),
    }
}

/// The parameter list after `This` (C) or alone (C++): `DWORD Count, ...`.
fn params(m: &Method) -> Result<Vec<String>, Error> {
    m.params
        .iter()
        .map(|(n, t)| {
            let base = ctype::render(t)?;
            let sep = if base.ends_with('*') || base.ends_with('&') {
                ""
            } else {
                " "
            };
            Ok(format!("{base}{sep}{n}"))
        })
        .collect()
}

fn c_form(iface: &Interface) -> Result<String, Error> {
    let name = &iface.name;
    let mut out = format!("typedef struct {name}Vtbl {{\n");
    for m in &iface.methods {
        let mut ps = vec![format!("{name} *This")];
        ps.extend(params(m)?);
        out.push_str(&format!("    {} (*{})({});\n", ret_type(m)?, m.name, ps.join(", ")));
    }
    out.push_str(&format!(
        "}} {name}Vtbl;\nstruct {name} {{\n    const {name}Vtbl *lpVtbl;\n}};\n"
    ));
    Ok(out)
}

fn cpp_form(model: &Model, iface: &Interface) -> Result<String, Error> {
    let base = iface
        .base
        .as_ref()
        .map(|b| format!(" : public {b}"))
        .unwrap_or_default();
    let mut out = format!("struct {}{base} {{\n", iface.name);
    for m in own_methods(model, iface) {
        let ps = params(m)?;
        let ps = if ps.is_empty() { String::new() } else { ps.join(", ") };
        out.push_str(&format!("    virtual {} {}({ps}) = 0;\n", ret_type(m)?, m.name));
    }
    out.push_str("};\n");
    Ok(out)
}

/// `#define IFoo_Method(p,a,b) (p)->lpVtbl->Method(p,a,b)` (C) and
/// `(p)->Method(a,b)` (C++) for every method.
fn call_macros(iface: &Interface) -> String {
    let mut c = String::new();
    let mut cpp = String::new();
    for m in &iface.methods {
        let args: Vec<String> = (0..m.params.len())
            .map(|i| (LETTERS[i % LETTERS.len()] as char).to_string())
            .collect();
        let mut with_p = vec!["p".to_owned()];
        with_p.extend(args.iter().cloned());
        let head = format!("#define {}_{}({})", iface.name, m.name, with_p.join(","));
        c.push_str(&format!("{head} (p)->lpVtbl->{}({})\n", m.name, with_p.join(",")));
        cpp.push_str(&format!("{head} (p)->{}({})\n", m.name, args.join(",")));
    }
    format!("{C_FORM}\n{c}#else\n{cpp}#endif\n")
}

/// The type of a parameter as the generated tests write a zero of it.
pub fn zero_arg(t: &Ty) -> Result<String, Error> {
    let name = ctype::render(t)?;
    if matches!(name.as_str(), "REFIID" | "REFGUID" | "REFCLSID") {
        return Ok("WGD3D9_TEST_REF".into());
    }
    Ok(format!("({name})0"))
}

#[cfg(test)]
mod tests;
