use super::*;

fn ptr(is_const: bool, inner: Ty) -> Ty {
    Ty::Ptr {
        is_const,
        inner: Box::new(inner),
    }
}

#[test]
fn renders_pointers() {
    let t = ptr(false, ptr(false, Ty::Named("IDirect3DSurface9".into())));
    assert_eq!(render(&t).unwrap(), "IDirect3DSurface9 **");
    let t = ptr(true, Ty::Named("f32".into()));
    assert_eq!(render(&t).unwrap(), "const float *");
    let t = ptr(false, Ty::Named("c_void".into()));
    assert_eq!(render(&t).unwrap(), "void *");
}

#[test]
fn declares_arrays() {
    let m = Model { modules: vec![] };
    let len: syn::Expr = syn::parse_str("4").unwrap();
    let inner = Ty::Array {
        elem: Box::new(Ty::Named("f32".into())),
        len: Box::new(len.clone()),
    };
    let t = Ty::Array {
        elem: Box::new(inner),
        len: Box::new(len),
    };
    assert_eq!(declare(&m, &t, "m").unwrap(), "float m[4][4]");
    let p = ptr(false, Ty::Named("c_void".into()));
    assert_eq!(declare(&m, &p, "pBits").unwrap(), "void *pBits");
}
