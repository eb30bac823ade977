use super::*;

#[test]
fn reads_consts_aliases_and_fns() {
    let m = parse_module(
        "t",
        "/// Doc.\npub type X = u32;\npub const A: X = 1 << 2;\n\
         pub const fn F(a: u32) -> u32 { a + 1 }\n#[cfg(windows)]\npub type W = u16;\n",
    )
    .unwrap();
    let names: Vec<&str> = m.items.iter().map(|i| i.name()).collect();
    assert_eq!(names, ["X", "A", "F"]);
    let Item::Alias(a) = &m.items[0] else { panic!() };
    assert_eq!(a.doc, ["Doc."]);
}

#[test]
fn reads_a_vtable_and_its_base() {
    let src = "pub struct IFoo { pub lpVtbl: *const IFooVtbl }\n\
        /// Vtable of `IFoo`: 2 slots, the `IBar` methods first,\n/// repeated flat.\n\
        pub struct IFooVtbl {\n\
          pub A: unsafe extern \"system\" fn(this: *mut IFoo) -> ULONG,\n\
          pub B: unsafe extern \"system\" fn(this: *mut IFoo, x: *const f32),\n}\n";
    let m = parse_module("t", src).unwrap();
    assert_eq!(m.items.len(), 1);
    let Item::Interface(i) = &m.items[0] else { panic!() };
    assert_eq!(i.base.as_deref(), Some("IBar"));
    assert_eq!(i.methods.len(), 2);
    assert!(i.methods[1].ret.is_none());
    assert_eq!(i.methods[1].params[0].0, "x");
}

#[test]
fn rejects_a_method_without_this() {
    let src = "pub struct IFooVtbl { pub A: unsafe extern \"system\" fn(x: u32) }";
    assert!(parse_module("t", src).is_err());
}
