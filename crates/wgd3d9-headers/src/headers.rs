//! Assembles the header files from the model: which item goes to which
//! header, guards, includes and the order of sections.

use crate::cexpr::{self, Ctx};
use crate::emit_interfaces;
use crate::emit_types::{comment, Section};
use crate::handwritten;
use crate::model::{Const, Interface, Item, Model};
use crate::Error;

/// One generated header.
pub struct Header {
    /// File name under `include/`.
    pub file: &'static str,
    pub text: String,
}

/// The header an item belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Dest {
    WinTypes,
    Types,
    Caps,
    D3d9,
}

/// Generic COM result names, which go with the Windows base types.
fn is_generic_hresult(name: &str) -> bool {
    matches!(name, "S_OK" | "S_FALSE" | "SUCCEEDED" | "FAILED")
        || name.starts_with("E_")
        || name.starts_with("CLASS_E_")
}

/// Where the item `name` of module `module` is declared.
fn dest(module: &str, name: &str) -> Dest {
    match module {
        "basetypes" if name == "D3DCOLOR" => Dest::Types,
        "basetypes" => Dest::WinTypes,
        "hresult" if is_generic_hresult(name) => Dest::WinTypes,
        "hresult" | "guids" => Dest::D3d9,
        "caps" => Dest::Caps,
        m if m == "vtables" || m.starts_with("vtables/") => Dest::D3d9,
        _ => Dest::Types,
    }
}

fn section(model: &Model, d: Dest) -> Section<'_> {
    Section::collect(model, &|m, n| dest(m, n) == d)
}

/// The comment every header starts with.
fn banner(file: &str, what: &str) -> String {
    format!(
        "/* {file}: {what}\n *\n * Direct3D 9 for C and C++ programs using wgd3d9's libd3d9.so (the native\n \
         * ABI: COM methods are C functions taking `This` first, Windows type widths).\n \
         * Generated from the Rust sources of crates/wgd3d9-types by\n \
         * `cargo run -p wgd3d9-headers -- include`; do not edit.\n */\n"
    )
}

/// Every header, in a fixed order.
pub fn generate(model: &Model) -> Result<Vec<Header>, Error> {
    Ok(vec![
        Header {
            file: "wgd3d9_wintypes.h",
            text: wintypes(model)?,
        },
        Header {
            file: "d3d9types.h",
            text: types(model)?,
        },
        Header {
            file: "d3d9caps.h",
            text: caps(model)?,
        },
        Header {
            file: "d3d9.h",
            text: d3d9(model)?,
        },
    ])
}

fn wintypes(model: &Model) -> Result<String, Error> {
    let mut out = banner("wgd3d9_wintypes.h", "the Windows base types Direct3D 9 uses.");
    out.push_str(
        "\n#ifndef WGD3D9_WINTYPES_H\n#define WGD3D9_WINTYPES_H\n\n#include <stddef.h>\n\n\
         /* A program with its own Windows type definitions defines WGD3D9_NO_WINTYPES\n \
         * (or includes its windef.h first) to skip these. */\n\
         #if !defined(WGD3D9_NO_WINTYPES) && !defined(_WINDEF_)\n\n",
    );
    out.push_str(&section(model, Dest::WinTypes).render(model, true)?);
    out.push('\n');
    out.push_str(handwritten::WINTYPES_PRELUDE);
    out.push_str("\n#endif /* WGD3D9_NO_WINTYPES */\n\n#endif /* WGD3D9_WINTYPES_H */\n");
    Ok(out)
}

fn types(model: &Model) -> Result<String, Error> {
    let mut out = banner("d3d9types.h", "Direct3D 9 constants, enumerations and structures.");
    out.push_str("\n#ifndef WGD3D9_D3D9TYPES_H\n#define WGD3D9_D3D9TYPES_H\n\n#include \"wgd3d9_wintypes.h\"\n\n");
    out.push_str(&section(model, Dest::Types).render(model, false)?);
    out.push_str("\n#endif /* WGD3D9_D3D9TYPES_H */\n");
    Ok(out)
}

fn caps(model: &Model) -> Result<String, Error> {
    let mut out = banner("d3d9caps.h", "Direct3D 9 device capabilities.");
    out.push_str("\n#ifndef WGD3D9_D3D9CAPS_H\n#define WGD3D9_D3D9CAPS_H\n\n#include \"d3d9types.h\"\n\n");
    out.push_str(&section(model, Dest::Caps).render(model, false)?);
    out.push_str("\n#endif /* WGD3D9_D3D9CAPS_H */\n");
    Ok(out)
}

fn d3d9(model: &Model) -> Result<String, Error> {
    let mut out = banner("d3d9.h", "the Direct3D 9 interfaces and entry points.");
    out.push_str(
        "\n#ifndef WGD3D9_D3D9_H\n#define WGD3D9_D3D9_H\n\n#include \"wgd3d9_wintypes.h\"\n\
         #include \"d3d9types.h\"\n#include \"d3d9caps.h\"\n\n",
    );
    out.push_str(&section(model, Dest::D3d9).render(model, false)?);
    out.push_str("\n/* Interface identifiers. */\n");
    for g in guids(model).filter(|g| g.name != "IID_IUnknown") {
        out.push_str(&guid(model, g)?);
    }
    let ifaces = ordered_interfaces(model)?;
    out.push_str("\n/* Interfaces: forward declarations. */\n");
    for i in ifaces.iter().filter(|i| i.name != "IUnknown") {
        out.push_str(&emit_interfaces::forward(i));
    }
    for i in &ifaces {
        out.push('\n');
        out.push_str(&interface_block(model, i)?);
    }
    out.push_str("\n/* The entry points of libd3d9.so. */\n");
    out.push_str(handwritten::EXPORTS);
    out.push_str("\n#endif /* WGD3D9_D3D9_H */\n");
    Ok(out)
}

/// An interface; `IUnknown` inside the guard that lets a program's own COM
/// headers declare it instead.
fn interface_block(model: &Model, i: &Interface) -> Result<String, Error> {
    let def = emit_interfaces::definition(model, i)?;
    if i.name != "IUnknown" {
        return Ok(def);
    }
    let mut out = String::from("#ifndef __IUnknown_INTERFACE_DEFINED__\n#define __IUnknown_INTERFACE_DEFINED__\n");
    out.push_str(&emit_interfaces::forward(i));
    if let Some(g) = guids(model).find(|g| g.name == "IID_IUnknown") {
        out.push_str(&guid(model, g)?);
    }
    out.push_str(&def);
    out.push_str("#endif /* __IUnknown_INTERFACE_DEFINED__ */\n");
    Ok(out)
}

/// The `GUID` constants.
fn guids(model: &Model) -> impl Iterator<Item = &Const> {
    model.items().filter_map(|i| match i {
        Item::Const(c) if c.ty.name() == Some("GUID") => Some(c),
        _ => None,
    })
}

/// `static const GUID IID_X = { ... };` (internal linkage: no library to link
/// for the identifiers).
fn guid(model: &Model, c: &Const) -> Result<String, Error> {
    let init = cexpr::translate(model, &c.value, &Ctx::plain()).map_err(|e| e.context(&c.name))?;
    Ok(format!(
        "{}static const GUID {} = {init};\n",
        comment(&c.doc, ""),
        c.name
    ))
}

/// The interfaces with every base before the interfaces deriving from it.
fn ordered_interfaces(model: &Model) -> Result<Vec<&Interface>, Error> {
    let all: Vec<&Interface> = model.interfaces().collect();
    let mut out: Vec<&Interface> = Vec::new();
    while out.len() < all.len() {
        let before = out.len();
        for i in &all {
            let placed = out.iter().any(|o| o.name == i.name);
            let base_ready = i.base.as_ref().is_none_or(|b| out.iter().any(|o| &o.name == b));
            if !placed && base_ready {
                out.push(i);
            }
        }
        if out.len() == before {
            return Err(Error::new("interfaces with a cyclic or missing base"));
        }
    }
    Ok(out)
}
