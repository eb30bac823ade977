//! Compile workers: the threads that build shader modules and render
//! pipelines off the encoder thread.
//!
//! A [`Job`] is a build and, once run, its result. Whoever claims the job's
//! task first runs it: a worker, or a thread that needs the result now
//! ([`Job::wait`] takes back a job no worker has started and runs it on the
//! calling thread; it blocks only on a job a worker is running). Workers take
//! jobs from three lanes, each in order: [`Lane::Urgent`] (a submission waits
//! for it), [`Lane::Ready`] (a pipeline whose modules are built), then
//! [`Lane::Other`]. A job may sit in several lanes; the first claim wins and
//! the other entries are dropped when reached. A job's result type has a
//! default: the result of a build that panicked.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

type Task<T> = Box<dyn FnOnce() -> T + Send>;

/// A build and its result.
pub struct Job<T> {
    task: Mutex<Option<Task<T>>>,
    result: Mutex<Option<T>>,
    finished: Condvar,
    ready: AtomicBool,
}

/// How a [`Job::wait`] got its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waited {
    /// It was built already.
    Ready,
    /// The waiting thread ran the build itself.
    RanHere,
    /// A worker was running it; the thread blocked until it finished.
    Blocked,
}

impl<T: Clone + Default + Send + 'static> Job<T> {
    /// A job that builds with `task`.
    pub fn new(task: impl FnOnce() -> T + Send + 'static) -> Arc<Job<T>> {
        Arc::new(Job {
            task: Mutex::new(Some(Box::new(task))),
            result: Mutex::new(None),
            finished: Condvar::new(),
            ready: AtomicBool::new(false),
        })
    }

    /// The result, if the build has finished.
    pub fn get(&self) -> Option<T> {
        if !self.ready.load(Ordering::Acquire) {
            return None;
        }
        self.result.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Whether the build has finished.
    pub fn is_ready(&self) -> bool {
        self.ready.load(Ordering::Acquire)
    }

    /// Runs the task if nobody has claimed it; false if someone had.
    fn claim_and_run(&self) -> bool {
        let task = self.task.lock().unwrap_or_else(|e| e.into_inner()).take();
        let Some(task) = task else {
            return false;
        };
        // A build that panics (it should not: its inputs were checked) ends
        // with the failed result, so that nobody waits for it forever.
        let value = std::panic::catch_unwind(std::panic::AssertUnwindSafe(task)).unwrap_or_else(|_| {
            log::error!(target: "wgd3d9::runtime", "a build panicked; it counts as failed");
            T::default()
        });
        *self.result.lock().unwrap_or_else(|e| e.into_inner()) = Some(value);
        self.ready.store(true, Ordering::Release);
        self.finished.notify_all();
        true
    }

    /// The result, building it on this thread if no worker has started it,
    /// else blocking until the worker finishes.
    pub fn wait(&self) -> (T, Waited) {
        if let Some(v) = self.get() {
            return (v, Waited::Ready);
        }
        let how = if self.claim_and_run() {
            Waited::RanHere
        } else {
            Waited::Blocked
        };
        let mut r = self.result.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(v) = r.as_ref() {
                return (v.clone(), how);
            }
            r = self.finished.wait(r).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// A job of any result type, as the queue holds it.
trait Runnable: Send + Sync {
    /// Runs the job if unclaimed.
    fn run(&self) -> bool;
}

impl<T: Clone + Default + Send + 'static> Runnable for Job<T> {
    fn run(&self) -> bool {
        self.claim_and_run()
    }
}

/// The queue lanes, taken in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// A submission is waiting for it.
    Urgent = 0,
    /// A pipeline whose shader modules are built.
    Ready = 1,
    /// Everything else.
    Other = 2,
}

#[derive(Default)]
struct Lanes {
    queues: [VecDeque<Arc<dyn Runnable>>; 3],
    stop: bool,
}

struct Queue {
    lanes: Mutex<Lanes>,
    wake: Condvar,
    /// `debug.buildDelayMs`.
    delay: Duration,
}

/// A device's compile workers. Dropping it stops them after the build each
/// is running; queued jobs are left to whoever waits for them.
pub struct Workers {
    queue: Arc<Queue>,
    threads: Vec<JoinHandle<()>>,
}

impl Workers {
    /// Starts `count` workers, each sleeping `delay` before every build.
    pub fn new(count: usize, delay: Duration) -> Workers {
        let queue = Arc::new(Queue {
            lanes: Mutex::new(Lanes::default()),
            wake: Condvar::new(),
            delay,
        });
        let threads = (0..count)
            .filter_map(|i| {
                let q = queue.clone();
                std::thread::Builder::new()
                    .name(format!("wgd3d9-compile{i}"))
                    .spawn(move || work(&q))
                    .map_err(|e| log::error!(target: "wgd3d9::runtime", "compile worker {i} did not start: {e}"))
                    .ok()
            })
            .collect();
        Workers { queue, threads }
    }

    /// The number of workers that started.
    pub fn count(&self) -> usize {
        self.threads.len()
    }

    /// Queues `job` in `lane`.
    pub fn queue<T: Clone + Default + Send + 'static>(&self, lane: Lane, job: &Arc<Job<T>>) {
        if self.threads.is_empty() {
            return; // Whoever waits builds it.
        }
        let mut l = self.queue.lanes.lock().unwrap_or_else(|e| e.into_inner());
        l.queues[lane as usize].push_back(job.clone());
        drop(l);
        self.queue.wake.notify_one();
    }
}

/// Workers run below the threads that make frames (nice 10 on Linux): a
/// build is background work, and on a machine whose cores are all busy it
/// should slow down rather than the frames (a submission that needs a build
/// runs it itself when no worker has started it).
fn lower_priority() {
    #[cfg(all(target_os = "linux", not(miri)))]
    // SAFETY: plain system calls on the calling thread's id.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, 10);
    }
}

fn work(q: &Queue) {
    lower_priority();
    loop {
        let job = {
            let mut l = q.lanes.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                if l.stop {
                    return;
                }
                if let Some(j) = l.queues.iter_mut().find_map(|lane| lane.pop_front()) {
                    break j;
                }
                l = q.wake.wait(l).unwrap_or_else(|e| e.into_inner());
            }
        };
        if !q.delay.is_zero() {
            std::thread::sleep(q.delay);
        }
        job.run();
    }
}

impl Drop for Workers {
    fn drop(&mut self) {
        self.queue.lanes.lock().unwrap_or_else(|e| e.into_inner()).stop = true;
        self.queue.wake.notify_all();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests;
