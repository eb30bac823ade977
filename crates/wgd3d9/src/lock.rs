//! The reentrant lock that serialises a D3DCREATE_MULTITHREADED device's entry
//! points.

use std::sync::{Condvar, Mutex};
use std::thread::ThreadId;

#[derive(Default)]
pub struct ReentrantLock {
    state: Mutex<(Option<ThreadId>, u32)>,
    cv: Condvar,
}

/// Releases one level of the lock when dropped.
pub struct ReentrantGuard<'a>(&'a ReentrantLock);

impl ReentrantLock {
    pub fn lock(&self) -> ReentrantGuard<'_> {
        let me = std::thread::current().id();
        let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            match s.0 {
                None => {
                    *s = (Some(me), 1);
                    break;
                }
                Some(owner) if owner == me => {
                    s.1 += 1;
                    break;
                }
                Some(_) => s = self.cv.wait(s).unwrap_or_else(|e| e.into_inner()),
            }
        }
        ReentrantGuard(self)
    }
}

impl Drop for ReentrantGuard<'_> {
    fn drop(&mut self) {
        let mut s = self.0.state.lock().unwrap_or_else(|e| e.into_inner());
        s.1 -= 1;
        if s.1 == 0 {
            s.0 = None;
            self.0.cv.notify_one();
        }
    }
}

#[cfg(test)]
#[path = "lock/tests.rs"]
mod tests;
