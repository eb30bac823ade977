use super::*;
use crate::com::Kind;

/// A freeable object that records its destruction in the cell's value and
/// can free a second object from its destructor.
#[repr(C)]
struct Obj {
    hdr: Header,
    cell: *const InnerCell<Vec<u32>>,
    tag: u32,
    then_free: *mut Header,
}

unsafe fn destroy(h: *mut Header) {
    // SAFETY: every test object is an `Obj` made by `obj`.
    let o = unsafe { Box::from_raw(h as *mut Obj) };
    // SAFETY: the cell outlives every object of the test.
    let cell = unsafe { &*o.cell };
    cell.borrow_mut().push(o.tag);
    if !o.then_free.is_null() {
        // SAFETY: the chained object is live and freed only here.
        unsafe { cell.free_later(o.then_free) };
    }
}

fn obj(cell: &InnerCell<Vec<u32>>, tag: u32, then_free: *mut Header) -> *mut Header {
    let hdr = Header::new(std::ptr::null(), Kind::Texture, std::ptr::null(), destroy);
    Box::into_raw(Box::new(Obj {
        hdr,
        cell,
        tag,
        then_free,
    })) as *mut Header
}

#[test]
fn frees_at_once_without_a_borrow() {
    let cell = InnerCell::new(Vec::new());
    // SAFETY: a fresh object, freed once.
    unsafe { cell.free(obj(&cell, 1, std::ptr::null_mut())) };
    assert_eq!(*cell.borrow_mut(), [1]);
}

#[test]
fn frees_after_the_borrow_ends_in_release_order() {
    let cell = InnerCell::new(Vec::new());
    {
        let mut b = cell.borrow_mut();
        // SAFETY: fresh objects, each freed once.
        unsafe {
            cell.free_later(obj(&cell, 1, std::ptr::null_mut()));
            cell.free_later(obj(&cell, 2, std::ptr::null_mut()));
        }
        assert!(b.is_empty(), "nothing is freed while the state is borrowed");
        b.push(0);
    }
    assert_eq!(*cell.borrow_mut(), [0, 1, 2]);
}

#[test]
fn a_destructor_may_free_another_object() {
    let cell = InnerCell::new(Vec::new());
    let inner = obj(&cell, 2, std::ptr::null_mut());
    {
        let _b = cell.borrow_mut();
        // SAFETY: fresh objects; the outer one frees the inner one, once.
        unsafe { cell.free_later(obj(&cell, 1, inner)) };
    }
    assert_eq!(*cell.borrow_mut(), [1, 2]);
}

#[test]
#[cfg(debug_assertions)]
fn a_second_borrow_panics_instead_of_aliasing() {
    let cell = InnerCell::new(Vec::<u32>::new());
    let _b = cell.borrow_mut();
    let second = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let _c = cell.borrow_mut();
    }));
    assert!(second.is_err());
    assert!(cell.is_borrowed(), "the first borrow is still the live one");
}
