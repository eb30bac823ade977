//! Allocations whose size the application chooses (buffer and texture
//! copies, user-pointer vertex data): they fail with `None` instead of
//! aborting the process, so that the D3D9 call can answer E_OUTOFMEMORY.

/// The alignment of every [`AlignedBytes`]: what a program may assume of the
/// pointer a Lock hands out (D3D9 drivers align resource memory so that
/// programs can store to it with aligned SIMD writes; the allocator's own
/// alignment is 8 bytes in a 32-bit process), and a cache line.
pub const LOCK_ALIGN: usize = 64;

/// Zero-filled bytes at an address aligned to [`LOCK_ALIGN`]: the CPU copies
/// of resources, whose pointers Lock hands out. They never move.
pub struct AlignedBytes {
    ptr: std::ptr::NonNull<u8>,
    len: usize,
}

// SAFETY: `AlignedBytes` owns its allocation outright, like a `Box<[u8]>`.
unsafe impl Send for AlignedBytes {}
// SAFETY: shared access only reads, as through a `&[u8]`.
unsafe impl Sync for AlignedBytes {}

impl AlignedBytes {
    /// No bytes (allocates nothing).
    pub const fn new() -> Self {
        AlignedBytes {
            ptr: std::ptr::NonNull::dangling(),
            len: 0,
        }
    }

    fn layout(len: usize) -> Option<std::alloc::Layout> {
        std::alloc::Layout::from_size_align(len, LOCK_ALIGN).ok()
    }
}

impl Default for AlignedBytes {
    fn default() -> Self {
        Self::new()
    }
}

impl std::ops::Deref for AlignedBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        if self.len == 0 {
            return &[];
        }
        // SAFETY: `ptr` holds `len` initialised bytes owned by `self`.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl std::ops::DerefMut for AlignedBytes {
    fn deref_mut(&mut self) -> &mut [u8] {
        if self.len == 0 {
            return &mut [];
        }
        // SAFETY: `ptr` holds `len` initialised bytes owned by `self`,
        // borrowed mutably through `&mut self`.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl Drop for AlignedBytes {
    fn drop(&mut self) {
        if self.len == 0 {
            return;
        }
        let layout = Self::layout(self.len).expect("made with this layout");
        // SAFETY: `ptr` was allocated by the global allocator with `layout`
        // (see `try_zeroed`) and is freed once, here.
        unsafe { std::alloc::dealloc(self.ptr.as_ptr(), layout) };
    }
}

impl std::fmt::Debug for AlignedBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AlignedBytes({} bytes)", self.len)
    }
}

/// `len` zero-filled bytes aligned to [`LOCK_ALIGN`], or `None` when the
/// allocator refuses or the address space cannot hold them (sizes are `u64`
/// so that a 32-bit process computes them without wrapping). Large ones come
/// from `alloc_zeroed` (the operating system's zero pages), so untouched
/// bytes cost no memory.
pub fn try_zeroed(len: u64) -> Option<AlignedBytes> {
    let len = usize::try_from(len).ok()?;
    if len == 0 {
        return Some(AlignedBytes::new());
    }
    let layout = AlignedBytes::layout(len)?;
    // SAFETY: the layout has a non-zero size.
    let p = unsafe { std::alloc::alloc_zeroed(layout) };
    Some(AlignedBytes {
        ptr: std::ptr::NonNull::new(p)?,
        len,
    })
}

/// Grows `v` to `len` bytes with zeros, or returns false (leaving `v` as it
/// was) when the allocator refuses.
pub fn try_grow_zeroed(v: &mut Vec<u8>, len: u64) -> bool {
    let Ok(len) = usize::try_from(len) else {
        return false;
    };
    let extra = len.saturating_sub(v.len());
    if v.try_reserve_exact(extra).is_err() {
        return false;
    }
    v.resize(v.len() + extra, 0);
    true
}

#[cfg(test)]
mod tests;
