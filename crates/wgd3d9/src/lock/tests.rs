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
                for _ in 0..if cfg!(miri) { 100 } else { 1000 } {
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

#[test]
fn waiters_enter_in_the_order_they_asked() {
    // The main thread holds the lock while three threads queue up one after
    // the other; they must enter in that order, and a thread that releases
    // and asks again at once goes behind them.
    let l = Arc::new(ReentrantLock::default());
    let order = Arc::new(std::sync::Mutex::new(Vec::new()));
    let held = l.lock();
    let mut threads = Vec::new();
    for i in 0..3 {
        let (lock, order) = (l.clone(), order.clone());
        threads.push(std::thread::spawn(move || {
            let _g = lock.lock();
            order.lock().unwrap().push(i);
        }));
        // Wait until thread i has taken its ticket.
        while l.state.lock().unwrap().next != i as u64 + 2 {
            std::thread::yield_now();
        }
    }
    drop(held);
    let _again = l.lock();
    assert_eq!(*order.lock().unwrap(), vec![0, 1, 2]);
    drop(_again);
    for t in threads {
        t.join().unwrap();
    }
}

#[test]
fn a_tight_loop_does_not_starve_a_waiter() {
    // One thread takes and releases the lock in a loop; another asks for it.
    // Once the second has its ticket, the first completes at most the turn
    // it is in and the one it queued before; the second may also be
    // descheduled between reading the counter and taking its ticket, for
    // as many turns as the scheduler likes on a busy machine, so the test
    // holds the 90th percentile of its waits, not the worst. An unfair lock
    // lets the first go on for thousands nearly every time.
    let l = Arc::new(ReentrantLock::default());
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let turns = Arc::new(AtomicU32::new(0));
    let spinner = {
        let (l, stop, turns) = (l.clone(), stop.clone(), turns.clone());
        std::thread::spawn(move || {
            while !stop.load(Ordering::Acquire) {
                let _g = l.lock();
                turns.fetch_add(1, Ordering::AcqRel);
            }
        })
    };
    while turns.load(Ordering::Acquire) < 100 {
        std::thread::yield_now();
    }
    let mut waits = Vec::new();
    for _ in 0..if cfg!(miri) { 20 } else { 200 } {
        let before = turns.load(Ordering::Acquire);
        let g = l.lock();
        waits.push(turns.load(Ordering::Acquire) - before);
        drop(g);
    }
    stop.store(true, Ordering::Release);
    spinner.join().unwrap();
    waits.sort_unstable();
    let p90 = waits[waits.len() * 9 / 10];
    assert!(
        p90 <= 50,
        "the spinner went {p90} times (90th percentile) while another thread waited"
    );
}
