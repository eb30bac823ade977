use super::*;
use crate::parse::parse_module;

fn model() -> Model {
    let src = "pub struct IUnknownVtbl {\n\
        pub QueryInterface: unsafe extern \"system\" fn(this: *mut IUnknown, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,\n\
        pub Release: unsafe extern \"system\" fn(this: *mut IUnknown) -> ULONG,\n}\n\
        /// Vtable of `IFoo`: 3 slots, the `IUnknown` methods first.\n\
        pub struct IFooVtbl {\n\
        pub QueryInterface: unsafe extern \"system\" fn(this: *mut IFoo, riid: REFIID, ppvObj: *mut *mut c_void) -> HRESULT,\n\
        pub Release: unsafe extern \"system\" fn(this: *mut IFoo) -> ULONG,\n\
        pub Clear: unsafe extern \"system\" fn(this: *mut IFoo, n: DWORD, r: *const RECT),\n}\n";
    Model {
        modules: vec![parse_module("vtables", src).unwrap()],
    }
}

#[test]
fn pointer_typedef_names() {
    assert_eq!(pointer_typedef_name("IDirect3DDevice9"), "LPDIRECT3DDEVICE9");
    assert_eq!(pointer_typedef_name("IUnknown"), "LPUNKNOWN");
}

#[test]
fn both_forms_and_macros() {
    let m = model();
    let foo = m.interfaces().find(|i| i.name == "IFoo").unwrap();
    let text = definition(&m, foo).unwrap();
    assert!(
        text.contains("    void (*Clear)(IFoo *This, DWORD n, const RECT *r);\n"),
        "{text}"
    );
    assert!(text.contains("struct IFoo : public IUnknown {\n    virtual void Clear(DWORD n, const RECT *r) = 0;\n};"));
    assert!(text.contains("#define IFoo_Clear(p,a,b) (p)->lpVtbl->Clear(p,a,b)\n"));
    assert!(text.contains("#define IFoo_Clear(p,a,b) (p)->Clear(a,b)\n"));
    assert!(text.contains("#define IFoo_Release(p) (p)->Release()\n"));
    let unk = m.interfaces().find(|i| i.name == "IUnknown").unwrap();
    let text = definition(&m, unk).unwrap();
    assert!(text.contains("struct IUnknown {\n    virtual HRESULT QueryInterface(REFIID riid, void **ppvObj) = 0;"));
}

#[test]
fn a_base_must_be_a_prefix() {
    let mut m = model();
    let Some(crate::model::Item::Interface(foo)) = m.modules[0].items.get_mut(1) else {
        panic!()
    };
    foo.methods.swap(0, 1);
    let foo = m.interfaces().find(|i| i.name == "IFoo").unwrap();
    assert!(definition(&m, foo).is_err());
}
