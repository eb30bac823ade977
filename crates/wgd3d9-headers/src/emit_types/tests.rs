use super::*;
use crate::model::Module;
use crate::parse::parse_module;

fn model(path: &str, src: &str) -> Model {
    let m: Module = parse_module(path, src).unwrap();
    Model { modules: vec![m] }
}

#[test]
fn enum_aliases_with_members_become_enums() {
    let m = model(
        "enums",
        "pub type E = u32;\npub type F = u32;\npub const A: E = 1;\npub const B: E = A + 1;\n\
         pub const fn MK(i: u32) -> E { i + 256 }\npub const W: E = MK(0);\n",
    );
    let Some(Item::Alias(e)) = m.find("E") else { panic!() };
    let text = enumeration(&m, e).unwrap();
    assert_eq!(text, "typedef enum _E {\n    A = 1,\n    B = (A + 1)\n} E;\n");
    let Some(Item::Alias(f)) = m.find("F") else { panic!() };
    assert!(!is_enum(&m, "enums", f));
    let w = m.constant("W").unwrap();
    assert_eq!(member_of(&m, w), None);
    assert_eq!(define(&m, w, false).unwrap(), "#define W MK(0)\n");
}

#[test]
fn macros_cast_parameters_and_result() {
    let m = model(
        "caps",
        "pub type DWORD = u32;\npub const fn V(a: u32) -> DWORD { 0xFFFE_0000 | (a << 8) }\n",
    );
    let f = m.const_fn("V").unwrap();
    assert_eq!(
        macro_fn(&m, f, false).unwrap(),
        "#define V(a) ((DWORD)(0xFFFE0000 | (((unsigned int)(a)) << 8)))\n"
    );
}

#[test]
fn structs_and_guarded_defines() {
    let m = model(
        "structs",
        "/// A box.\npub struct B { pub x: u32, pub p: *mut c_void, pub m: [[f32; 4]; 2] }\n\
         pub const T: i32 = 1;\n",
    );
    let s = m.structure("B").unwrap();
    assert_eq!(
        struct_def(&m, s).unwrap(),
        "/* A box. */\nstruct _B {\n    unsigned int x;\n    void *p;\n    float m[2][4];\n};\n"
    );
    let c = m.constant("T").unwrap();
    assert_eq!(define(&m, c, true).unwrap(), "#ifndef T\n#define T 1\n#endif\n");
}
