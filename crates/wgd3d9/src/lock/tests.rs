use super::*;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;

#[test]
fn the_owner_can_reenter() {
    let l = ReentrantLock::default();
    let _a = l.lock();
    let _b = l.lock();
}

#[test]
fn other_threads_are_excluded() {
    let l = Arc::new(ReentrantLock::default());
    let inside = Arc::new(AtomicU32::new(0));
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let (l, inside) = (l.clone(), inside.clone());
            std::thread::spawn(move || {
                for _ in 0..1000 {
                    let _g = l.lock();
                    let _g2 = l.lock();
                    assert_eq!(inside.fetch_add(1, Ordering::SeqCst), 0);
                    inside.fetch_sub(1, Ordering::SeqCst);
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}
