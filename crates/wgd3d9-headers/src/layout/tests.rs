use super::*;

#[test]
fn reads_checks_and_their_conditions() {
    let text = "macro_rules! layout { () => {} }\n\
        layout!(GUID, size: 16, align: 4, Data1: 0, Data4: 8);\n\
        #[cfg(all(target_pointer_width = \"32\", target_arch = \"x86\"))]\n\
        mod m { use super::*; layout!(P, size: 8, align: 4, a: 0,); }\n\
        vtable_slots!(AVtbl, BVtbl,);\nslot!(AVtbl, Clear, 43);\n";
    let checks = parse(text).unwrap();
    assert_eq!(checks.len(), 5);
    assert!(checks[0].cond.is_none());
    assert_eq!(
        checks[1].cond.as_deref(),
        Some("(__SIZEOF_POINTER__ == 4) && (defined(__i386__))")
    );
    let Check::Layout { fields, .. } = &checks[0].check else {
        panic!()
    };
    assert_eq!(fields.len(), 2);
    assert!(matches!(&checks[4].check, Check::Slot { method, .. } if method == "Clear"));
}
