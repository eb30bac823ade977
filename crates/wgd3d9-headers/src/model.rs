//! What the generator knows about the wgd3d9-types sources: the items of each
//! module in source order, reduced to what a C header needs.

use syn::Expr;

/// A Rust type as written in the sources.
#[derive(Clone)]
pub enum Ty {
    /// A primitive (`u32`, `f32`, `c_void`, ...) or a named alias, struct or
    /// interface.
    Named(String),
    /// `*const T` (`is_const`) or `*mut T`.
    Ptr { is_const: bool, inner: Box<Ty> },
    /// `[T; len]`.
    Array { elem: Box<Ty>, len: Box<Expr> },
}

impl Ty {
    /// The name of a `Named` type, `None` for pointers and arrays.
    pub fn name(&self) -> Option<&str> {
        match self {
            Ty::Named(n) => Some(n),
            _ => None,
        }
    }
}

/// `pub type NAME = TY;`
#[derive(Clone)]
pub struct Alias {
    pub name: String,
    pub ty: Ty,
    pub doc: Vec<String>,
}

/// `pub const NAME: TY = VALUE;`
#[derive(Clone)]
pub struct Const {
    pub name: String,
    pub ty: Ty,
    pub value: Expr,
    pub doc: Vec<String>,
}

/// `pub const fn NAME(params) -> RET { BODY }` whose body is one expression.
#[derive(Clone)]
pub struct ConstFn {
    pub name: String,
    pub params: Vec<(String, Ty)>,
    /// `None` for `bool`, the only return type a C macro cannot cast to.
    pub ret: Option<Ty>,
    pub body: Expr,
    pub doc: Vec<String>,
}

/// One field of a `#[repr(C)]` struct.
#[derive(Clone)]
pub struct Field {
    pub name: String,
    pub ty: Ty,
}

/// A `#[repr(C)]` struct that is not an interface or vtable.
#[derive(Clone)]
pub struct Struct {
    pub name: String,
    pub fields: Vec<Field>,
    pub doc: Vec<String>,
}

/// One vtable slot: a method with its parameters after `this`.
#[derive(Clone)]
pub struct Method {
    pub name: String,
    pub params: Vec<(String, Ty)>,
    /// `None` when the method returns nothing.
    pub ret: Option<Ty>,
}

/// A COM interface, from its `IFooVtbl` struct: every method flat, in slot
/// order, and the interface whose methods come first (`None` for `IUnknown`).
#[derive(Clone)]
pub struct Interface {
    pub name: String,
    pub base: Option<String>,
    pub methods: Vec<Method>,
    pub doc: Vec<String>,
}

/// One item the headers describe.
#[derive(Clone)]
pub enum Item {
    Alias(Alias),
    Const(Const),
    ConstFn(ConstFn),
    Struct(Struct),
    Interface(Interface),
}

impl Item {
    /// The item's name.
    pub fn name(&self) -> &str {
        match self {
            Item::Alias(a) => &a.name,
            Item::Const(c) => &c.name,
            Item::ConstFn(f) => &f.name,
            Item::Struct(s) => &s.name,
            Item::Interface(i) => &i.name,
        }
    }
}

/// The items of one source file, in source order. `path` is the file's path
/// under `src/` without `.rs` (`enums`, `vtables/device`).
#[derive(Clone)]
pub struct Module {
    pub path: String,
    pub items: Vec<Item>,
}

/// Every module of wgd3d9-types that the headers describe.
#[derive(Clone)]
pub struct Model {
    pub modules: Vec<Module>,
}

impl Model {
    /// Every item of every module, in module then source order.
    pub fn items(&self) -> impl Iterator<Item = &Item> {
        self.modules.iter().flat_map(|m| m.items.iter())
    }

    /// The module with this path.
    pub fn module(&self, path: &str) -> Option<&Module> {
        self.modules.iter().find(|m| m.path == path)
    }

    /// The item with this name.
    pub fn find(&self, name: &str) -> Option<&Item> {
        self.items().find(|i| i.name() == name)
    }

    /// The alias with this name.
    pub fn alias(&self, name: &str) -> Option<&Alias> {
        match self.find(name) {
            Some(Item::Alias(a)) => Some(a),
            _ => None,
        }
    }

    /// The struct with this name.
    pub fn structure(&self, name: &str) -> Option<&Struct> {
        match self.find(name) {
            Some(Item::Struct(s)) => Some(s),
            _ => None,
        }
    }

    /// The const fn with this name.
    pub fn const_fn(&self, name: &str) -> Option<&ConstFn> {
        match self.find(name) {
            Some(Item::ConstFn(f)) => Some(f),
            _ => None,
        }
    }

    /// The constant with this name.
    pub fn constant(&self, name: &str) -> Option<&Const> {
        match self.find(name) {
            Some(Item::Const(c)) => Some(c),
            _ => None,
        }
    }

    /// Every interface, in module then source order.
    pub fn interfaces(&self) -> impl Iterator<Item = &Interface> {
        self.items().filter_map(|i| match i {
            Item::Interface(x) => Some(x),
            _ => None,
        })
    }
}
