use super::*;
use std::sync::atomic::AtomicUsize;

#[test]
fn workers_run_queued_jobs() {
    let w = Workers::new(2, Duration::ZERO);
    let jobs: Vec<_> = (0..16).map(|i| Job::new(move || i * 2)).collect();
    for j in &jobs {
        w.queue(Lane::Other, j);
    }
    for (i, j) in jobs.iter().enumerate() {
        assert_eq!(j.wait().0, i * 2);
    }
}

#[test]
fn a_waiter_takes_back_a_job_no_worker_started() {
    // No workers: the waiter runs the build itself.
    let w = Workers::new(0, Duration::ZERO);
    let j = Job::new(|| 5);
    w.queue(Lane::Urgent, &j);
    assert_eq!(j.wait(), (5, Waited::RanHere));
    assert_eq!(j.wait(), (5, Waited::Ready));
}

#[test]
fn a_build_that_panics_ends_with_the_default_result() {
    let w = Workers::new(1, Duration::ZERO);
    let j: Arc<Job<Option<u32>>> = Job::new(|| panic!("a broken build"));
    w.queue(Lane::Other, &j);
    assert_eq!(j.wait().0, None);
}

#[test]
fn a_waiter_blocks_on_a_job_a_worker_is_running() {
    let w = Workers::new(1, Duration::ZERO);
    let started = Arc::new(AtomicBool::new(false));
    let s = started.clone();
    let j = Job::new(move || {
        s.store(true, Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(50));
        7
    });
    w.queue(Lane::Other, &j);
    while !started.load(Ordering::SeqCst) {
        std::thread::yield_now();
    }
    assert_eq!(j.wait(), (7, Waited::Blocked));
}

#[test]
fn every_job_runs_exactly_once() {
    let runs = Arc::new(AtomicUsize::new(0));
    let w = Workers::new(3, Duration::ZERO);
    let jobs: Vec<_> = (0..64)
        .map(|_| {
            let r = runs.clone();
            Job::new(move || r.fetch_add(1, Ordering::SeqCst))
        })
        .collect();
    for j in &jobs {
        w.queue(Lane::Other, j);
        w.queue(Lane::Urgent, j);
    }
    for j in &jobs {
        j.wait();
    }
    drop(w);
    assert_eq!(runs.load(Ordering::SeqCst), 64);
}

#[test]
fn the_urgent_lane_goes_first() {
    // One worker, held busy while the lanes fill.
    let w = Workers::new(1, Duration::ZERO);
    let gate = Arc::new((Mutex::new(false), Condvar::new()));
    let g = gate.clone();
    let blocker = Job::new(move || {
        let mut open = g.0.lock().unwrap();
        while !*open {
            open = g.1.wait(open).unwrap();
        }
    });
    w.queue(Lane::Other, &blocker);
    while blocker.task.lock().unwrap().is_some() {
        std::thread::yield_now();
    }
    let order = Arc::new(Mutex::new(Vec::new()));
    let job = |name: &'static str| {
        let o = order.clone();
        Job::new(move || o.lock().unwrap().push(name))
    };
    let (other, ready, urgent) = (job("other"), job("ready"), job("urgent"));
    w.queue(Lane::Other, &other);
    w.queue(Lane::Ready, &ready);
    w.queue(Lane::Urgent, &urgent);
    *gate.0.lock().unwrap() = true;
    gate.1.notify_all();
    // Nobody takes them back: the worker runs all three, by lane.
    while !(other.is_ready() && ready.is_ready() && urgent.is_ready()) {
        std::thread::yield_now();
    }
    assert_eq!(*order.lock().unwrap(), ["urgent", "ready", "other"]);
}
