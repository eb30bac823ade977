//! The reentrant lock that serialises a D3DCREATE_MULTITHREADED device's entry
//! points.
//!
//! The lock is fair: threads enter in the order they asked (a ticket each), so
//! a thread that calls in a tight loop cannot take the lock back ahead of
//! threads already waiting. A waiting call therefore waits at most for the
//! calls queued before it, each of which holds the lock only for its own
//! work. The owner may enter again (D3D9 methods call each other).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex};
use std::thread::ThreadId;
use std::time::Instant;

/// The longest any thread waited for a device's lock, in nanoseconds, over
/// the process's life (timed only when a thread has to wait).
static WORST_WAIT_NS: AtomicU64 = AtomicU64::new(0);

/// The longest wait for a multithreaded device's lock so far: how long a
/// call was held up behind other threads' calls.
pub fn worst_wait() -> std::time::Duration {
    std::time::Duration::from_nanos(WORST_WAIT_NS.load(Ordering::Relaxed))
}

#[derive(Default)]
pub struct ReentrantLock {
    state: Mutex<State>,
    cv: Condvar,
}

#[derive(Default)]
struct State {
    owner: Option<ThreadId>,
    depth: u32,
    /// The ticket the next thread to ask takes.
    next: u64,
    /// The ticket allowed in once the lock is free.
    serving: u64,
}

/// Releases one level of the lock when dropped.
pub struct ReentrantGuard<'a>(&'a ReentrantLock);

impl ReentrantLock {
    pub fn lock(&self) -> ReentrantGuard<'_> {
        let me = std::thread::current().id();
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if s.owner == Some(me) {
            s.depth += 1;
            return ReentrantGuard(self);
        }
        let ticket = s.next;
        s.next += 1;
        if s.owner.is_some() || s.serving != ticket {
            let since = Instant::now();
            while s.owner.is_some() || s.serving != ticket {
                s = self.cv.wait(s).unwrap_or_else(|e| e.into_inner());
            }
            WORST_WAIT_NS.fetch_max(since.elapsed().as_nanos() as u64, Ordering::Relaxed);
        }
        s.owner = Some(me);
        s.depth = 1;
        ReentrantGuard(self)
    }
}

impl Drop for ReentrantGuard<'_> {
    fn drop(&mut self) {
        let mut s = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
        s.depth -= 1;
        if s.depth == 0 {
            s.owner = None;
            s.serving += 1;
            // Waiters wait on one condition variable; the one holding the
            // next ticket goes in, the others wait again.
            if s.next != s.serving {
                self.0.cv.notify_all();
            }
        }
    }
}

#[cfg(test)]
mod tests;
