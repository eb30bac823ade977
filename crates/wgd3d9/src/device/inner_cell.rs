//! The device's mutable state behind a borrow that cannot alias.
//!
//! Every entry point reaches the device's state through `&Device` (COM hands
//! out shared pointers), so the state sits in an [`InnerCell`]: one mutable
//! borrow at a time. Freeing an object needs that state too (its destruction
//! records into the device's frame and drops it from the device's lists),
//! and objects are freed from inside device calls: an unbind that drops the
//! last hold on the previous texture, Reset unbinding what the application
//! released while it was bound. So an object is never freed inside a borrow:
//! [`InnerCell::free_later`] queues it, and the queue is emptied when the
//! borrow ends, each destructor taking a borrow of its own;
//! [`InnerCell::free`] is the same for a caller that holds no borrow.
//!
//! A second borrow while one is live is a bug in wgd3d9. Debug builds (every
//! test) check for it and panic (the entry point's guard turns the panic
//! into an error and a log line); release builds leave the check out, as it
//! costs a measurable part of the cheapest calls (SetRenderState).
//!
//! Thread discipline: the cell is touched only by the thread driving the
//! device (one thread at a time; on a D3DCREATE_MULTITHREADED device, under
//! the device's lock), the same rule the state itself has always had.

use crate::com::Header;
use std::cell::{Cell, UnsafeCell};
use std::ops::{Deref, DerefMut};

/// A value with checked exclusive borrows and a queue of objects to free
/// once no borrow is live.
pub(crate) struct InnerCell<T> {
    value: UnsafeCell<T>,
    /// [`QUEUED`], and [`BORROWED`] in debug builds (one word: the hot path
    /// of every call reads only this).
    flags: Cell<u8>,
    /// Objects waiting for the live borrow to end, in the order they were
    /// released.
    dead: UnsafeCell<Vec<*mut Header>>,
}

/// A borrow is live (kept in debug builds only).
const BORROWED: u8 = 1;
/// `dead` is not empty.
const QUEUED: u8 = 2;

/// The live borrow of an [`InnerCell`]; frees the queued objects on drop.
pub(crate) struct InnerMut<'a, T> {
    cell: &'a InnerCell<T>,
}

impl<T> InnerCell<T> {
    pub(crate) fn new(value: T) -> InnerCell<T> {
        InnerCell {
            value: UnsafeCell::new(value),
            flags: Cell::new(0),
            dead: UnsafeCell::new(Vec::new()),
        }
    }

    /// Borrows the value. Callers follow the thread discipline and never
    /// borrow while a borrow is live (debug builds panic when one does; see
    /// the module documentation).
    #[inline(always)]
    pub(crate) fn borrow_mut(&self) -> InnerMut<'_, T> {
        if cfg!(debug_assertions) {
            let flags = self.flags.get();
            if flags & BORROWED != 0 {
                already_borrowed();
            }
            self.flags.set(flags | BORROWED);
        }
        InnerMut { cell: self }
    }

    /// Whether a borrow is live.
    #[cfg(all(test, debug_assertions))]
    pub(crate) fn is_borrowed(&self) -> bool {
        self.flags.get() & BORROWED != 0
    }

    /// Frees `h` through its `destroy` when the live borrow ends (or, if
    /// none is live, when the next one ends).
    ///
    /// # Safety
    /// `h` is a live object that nothing references any more and that is
    /// freed only here (no other path frees it afterwards).
    pub(crate) unsafe fn free_later(&self, h: *mut Header) {
        // SAFETY: the queue is touched only under the thread discipline
        // (module documentation) and no reference to it outlives this line.
        unsafe { (*self.dead.get()).push(h) };
        self.flags.set(self.flags.get() | QUEUED);
    }

    /// Frees `h` now; the caller holds no borrow.
    ///
    /// # Safety
    /// As for [`InnerCell::free_later`].
    pub(crate) unsafe fn free(&self, h: *mut Header) {
        let borrow = self.borrow_mut();
        // SAFETY: the caller's contract.
        unsafe { self.free_later(h) };
        drop(borrow);
    }

    /// Runs the destructors of the queued objects (no borrow is live). A
    /// destructor may queue more; they run in the same call.
    #[cold]
    fn free_queued(&self) {
        loop {
            // SAFETY: as in `free`; the vector is taken out before any
            // destructor runs, so none of them sees a live reference to it.
            let batch = unsafe { std::mem::take(&mut *self.dead.get()) };
            self.flags.set(self.flags.get() & !QUEUED);
            if batch.is_empty() {
                return;
            }
            for h in batch {
                // SAFETY: queued by `free`, whose contract makes `h` live,
                // unreferenced and freed only here.
                unsafe { ((*h).destroy)(h) };
            }
        }
    }
}

#[cold]
#[inline(never)]
fn already_borrowed() -> ! {
    panic!("the device state is already borrowed")
}

impl<T> Deref for InnerMut<'_, T> {
    type Target = T;
    #[inline(always)]
    fn deref(&self) -> &T {
        // SAFETY: this is the only live borrow (`borrow_mut` checked it).
        unsafe { &*self.cell.value.get() }
    }
}

impl<T> DerefMut for InnerMut<'_, T> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut T {
        // SAFETY: as in `deref`; `&mut self` makes the reference unique.
        unsafe { &mut *self.cell.value.get() }
    }
}

impl<T> Drop for InnerMut<'_, T> {
    #[inline(always)]
    fn drop(&mut self) {
        let flags = self.cell.flags.get();
        if cfg!(debug_assertions) {
            self.cell.flags.set(flags & !BORROWED);
        }
        if flags & QUEUED != 0 {
            self.cell.free_queued();
        }
    }
}

#[cfg(test)]
mod tests;
