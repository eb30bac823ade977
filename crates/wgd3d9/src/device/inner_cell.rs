//! The device's mutable state behind a borrow that cannot alias.
//!
//! Every entry point reaches the device's state through `&Device` (COM hands
//! out shared pointers), so the state sits in an [`InnerCell`]: one mutable
//! borrow at a time, checked. Freeing an object needs that state too (its
//! destruction records into the device's frame and drops it from the
//! device's lists), and objects are freed from inside device calls: an unbind
//! that drops the last hold on the previous texture, Reset unbinding what the
//! application released while it was bound. So an object is never freed
//! while the state is borrowed: [`InnerCell::free`] queues it, and the queue
//! is emptied when the borrow ends, each destructor taking a borrow of its
//! own. A second borrow while one is live is a bug in wgd3d9: it panics (the
//! entry point's guard turns the panic into an error and a log line) instead
//! of creating two `&mut` to one value.
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
    borrowed: Cell<bool>,
    /// Objects waiting for the live borrow to end, in the order they were
    /// released.
    dead: UnsafeCell<Vec<*mut Header>>,
}

/// The live borrow of an [`InnerCell`]; frees the queued objects on drop.
pub(crate) struct InnerMut<'a, T> {
    cell: &'a InnerCell<T>,
}

impl<T> InnerCell<T> {
    pub(crate) fn new(value: T) -> InnerCell<T> {
        InnerCell {
            value: UnsafeCell::new(value),
            borrowed: Cell::new(false),
            dead: UnsafeCell::new(Vec::new()),
        }
    }

    /// Borrows the value. Panics when a borrow is already live (see the
    /// module documentation); callers follow the thread discipline.
    #[inline(always)]
    pub(crate) fn borrow_mut(&self) -> InnerMut<'_, T> {
        assert!(!self.borrowed.replace(true), "the device state is already borrowed");
        InnerMut { cell: self }
    }

    /// Whether a borrow is live.
    #[cfg(test)]
    pub(crate) fn is_borrowed(&self) -> bool {
        self.borrowed.get()
    }

    /// Frees `h` through its `destroy` now, or when the live borrow ends.
    ///
    /// # Safety
    /// `h` is a live object that nothing references any more and that is
    /// freed only here (no other path frees it afterwards).
    pub(crate) unsafe fn free(&self, h: *mut Header) {
        // SAFETY: the queue is touched only under the thread discipline
        // (module documentation) and no reference to it outlives this line.
        unsafe { (*self.dead.get()).push(h) };
        if !self.borrowed.get() {
            self.free_queued();
        }
    }

    /// Runs the destructors of the queued objects (no borrow is live). A
    /// destructor may queue more; they run in the same call.
    #[cold]
    fn free_queued(&self) {
        loop {
            // SAFETY: as in `free`; the vector is taken out before any
            // destructor runs, so none of them sees a live reference to it.
            let batch = unsafe { std::mem::take(&mut *self.dead.get()) };
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

    fn has_queued(&self) -> bool {
        // SAFETY: as in `free`.
        unsafe { !(*self.dead.get()).is_empty() }
    }
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
        self.cell.borrowed.set(false);
        if self.cell.has_queued() {
            self.cell.free_queued();
        }
    }
}

#[cfg(test)]
mod tests;
