//! Rust types as C types.

use crate::cexpr::{self, Ctx};
use crate::model::{Model, Ty};
use crate::Error;

/// The C spelling of a Rust primitive, or `None` for a name that is not a
/// primitive (an alias, struct or interface keeps its name).
pub fn primitive(name: &str) -> Option<&'static str> {
    Some(match name {
        "u8" => "unsigned char",
        "i8" => "signed char",
        "u16" => "unsigned short",
        "i16" => "short",
        "u32" => "unsigned int",
        "i32" => "int",
        "u64" => "unsigned long long",
        "i64" => "long long",
        "f32" => "float",
        "f64" => "double",
        "usize" => "size_t",
        "isize" => "ptrdiff_t",
        "c_char" => "char",
        "c_void" => "void",
        _ => return None,
    })
}

/// The C type of `ty` as written before a declarator: `DWORD`,
/// `const D3DRECT *`, `IDirect3DSurface9 **`. Arrays are not allowed here
/// (see [`declare`]).
pub fn render(ty: &Ty) -> Result<String, Error> {
    match ty {
        Ty::Named(n) => Ok(primitive(n).map(str::to_owned).unwrap_or_else(|| n.clone())),
        Ty::Ptr { is_const, inner } => {
            let base = render(inner)?;
            let base = if *is_const { format!("const {base}") } else { base };
            Ok(if base.ends_with('*') {
                format!("{base}*")
            } else {
                format!("{base} *")
            })
        }
        Ty::Array { .. } => Err(Error::new("array type outside a struct field")),
    }
}

/// A declaration of `name` with type `ty`: `DWORD Flags`, `float m[4][4]`,
/// `const RECT *pRect`.
pub fn declare(model: &Model, ty: &Ty, name: &str) -> Result<String, Error> {
    let mut dims = String::new();
    let mut t = ty;
    while let Ty::Array { elem, len } = t {
        dims.push_str(&format!("[{}]", cexpr::translate(model, len, &Ctx::plain())?));
        t = elem;
    }
    let base = render(t)?;
    let sep = if base.ends_with('*') { "" } else { " " };
    Ok(format!("{base}{sep}{name}{dims}"))
}

/// Follows aliases down to a Rust primitive name (`HRESULT` -> `i32`), or
/// `None` when `ty` is not an integer or float type.
pub fn resolve_primitive<'a>(model: &'a Model, ty: &'a Ty) -> Option<&'a str> {
    let mut t = ty;
    for _ in 0..16 {
        let name = t.name()?;
        if primitive(name).is_some() {
            return Some(name);
        }
        t = &model.alias(name)?.ty;
    }
    None
}

/// Width in bits and signedness of an integer primitive.
pub fn int_layout(prim: &str) -> Option<(u32, bool)> {
    Some(match prim {
        "u8" => (8, false),
        "i8" => (8, true),
        "u16" => (16, false),
        "i16" => (16, true),
        "u32" => (32, false),
        "i32" => (32, true),
        "u64" | "usize" => (64, false),
        "i64" | "isize" => (64, true),
        "c_char" => (8, true),
        _ => return None,
    })
}

#[cfg(test)]
mod tests;
