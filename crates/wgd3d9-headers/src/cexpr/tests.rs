use super::*;
use crate::parse::parse_module;

fn model(src: &str) -> Model {
    Model {
        modules: vec![parse_module("t", src).unwrap()],
    }
}

fn tr(m: &Model, e: &str, ctx: &Ctx) -> String {
    translate(m, &syn::parse_str(e).unwrap(), ctx).unwrap()
}

#[test]
fn literals_lose_underscores_and_rust_suffixes() {
    let m = model("");
    assert_eq!(
        tr(&m, "0x8000_4001_u32 as HRESULT", &Ctx::plain()),
        "((HRESULT)0x80004001u)"
    );
    assert_eq!(tr(&m, "0b101", &Ctx::plain()), "0x5");
    assert_eq!(tr(&m, "b'U'", &Ctx::plain()), "'U'");
}

#[test]
fn unsigned_shifts_get_a_suffix() {
    let m = model("");
    let ctx = Ctx {
        unsigned: true,
        ..Ctx::plain()
    };
    assert_eq!(tr(&m, "2 << 30", &ctx), "(2u << 30)");
    assert_eq!(tr(&m, "2 << 30", &Ctx::plain()), "(2 << 30)");
}

#[test]
fn parameters_are_cast_where_used() {
    let m = model("");
    let ctx = Ctx {
        params: vec![("a".into(), Ty::Named("u32".into()))],
        ..Ctx::plain()
    };
    assert_eq!(tr(&m, "(a & 0xff) << 24", &ctx), "((((unsigned int)(a)) & 0xff) << 24)");
}

#[test]
fn helpers_become_the_macro_that_forwards_to_them() {
    let m = model(
        "pub const fn make_fourcc(a: u8, b: u8) -> u32 { (a as u32) | ((b as u32) << 8) }\n\
         pub const fn MAKEFOURCC(a: u8, b: u8) -> u32 { make_fourcc(a, b) }\n\
         pub const fn twice(a: u32) -> u32 { a * 2 }\n",
    );
    assert_eq!(tr(&m, "make_fourcc(b'D', b'X')", &Ctx::plain()), "MAKEFOURCC('D', 'X')");
    let own = Ctx {
        self_fn: Some("MAKEFOURCC".into()),
        ..Ctx::plain()
    };
    assert_eq!(
        tr(&m, "make_fourcc(a, b)", &own),
        "((unsigned int)(((unsigned int)((unsigned char)a)) | (((unsigned int)((unsigned char)b)) << 8)))"
    );
    assert_eq!(
        tr(&m, "twice(3)", &Ctx::plain()),
        "((unsigned int)(((unsigned int)3) * 2))"
    );
}

#[test]
fn struct_literals_follow_the_field_order() {
    let m = model("pub struct P { pub x: u16, pub y: u8 }");
    assert_eq!(
        tr(&m, "P { y: 2, x: 0xFF as u16 }", &Ctx::plain()),
        "{ ((unsigned short)0xFF), 2 }"
    );
}
