use super::*;
use std::sync::atomic::AtomicU32;
use std::sync::{Arc, Mutex};

#[test]
fn counts_start_with_their_references_and_no_bindings() {
    let c = Counts::new(1);
    assert_eq!((c.refs(), c.binds()), (1, 0));
    c.init_refs(0);
    assert_eq!((c.refs(), c.binds()), (0, 0));
}

#[test]
fn only_the_last_of_release_and_unbind_sees_both_counts_reach_zero() {
    let c = Counts::new(1);
    c.bind();
    assert_eq!(c.release(), (0, false), "still bound");
    assert!(c.unbind(), "the unbind drops the last hold");
    let c = Counts::new(1);
    c.bind();
    assert!(!c.unbind());
    assert_eq!(c.release(), (0, true), "the release drops the last hold");
}

#[test]
fn an_implicit_objects_count_does_not_go_below_zero() {
    let c = Counts::new(0);
    assert_eq!(c.release_if_held(), None);
    assert_eq!(c.add_ref(), 1);
    assert_eq!(c.release_if_held(), Some(1));
    assert_eq!(c.refs(), 0);
}

#[test]
fn a_release_racing_an_unbind_frees_exactly_once() {
    // The race of a multithreaded device: the application's last Release on
    // one thread, the device's unbind (SetStreamSource NULL, a user-pointer
    // draw) on another, each under the device's lock (a Mutex here).
    // Exactly one of them may free the object.
    let rounds = if cfg!(miri) { 20 } else { 2000 };
    for _ in 0..rounds {
        let c = Arc::new(Counts::new(1));
        let lock = Arc::new(Mutex::new(()));
        c.bind();
        let frees = Arc::new(AtomicU32::new(0));
        let (c2, f2, l2) = (c.clone(), frees.clone(), lock.clone());
        let releaser = std::thread::spawn(move || {
            let _g = l2.lock().unwrap();
            if c2.release().1 {
                f2.fetch_add(1, Ordering::AcqRel);
            }
        });
        {
            let _g = lock.lock().unwrap();
            if c.unbind() {
                frees.fetch_add(1, Ordering::AcqRel);
            }
        }
        releaser.join().unwrap();
        assert_eq!(frees.load(Ordering::Acquire), 1);
        assert_eq!((c.refs(), c.binds()), (0, 0));
    }
}
