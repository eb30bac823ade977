//! Allocations whose size the application chooses (buffer and texture
//! copies, user-pointer vertex data): they fail with `None` instead of
//! aborting the process, so that the D3D9 call can answer E_OUTOFMEMORY.

/// A zero-filled byte vector of `len` bytes, or `None` when the allocator
/// refuses or the address space cannot hold it (sizes are `u64` so that a
/// 32-bit process computes them without wrapping). Large ones come from
/// `alloc_zeroed` (the operating system's zero pages), so untouched bytes
/// cost no memory.
pub fn try_zeroed(len: u64) -> Option<Vec<u8>> {
    let len = usize::try_from(len).ok()?;
    if len == 0 {
        return Some(Vec::new());
    }
    let layout = std::alloc::Layout::array::<u8>(len).ok()?;
    // SAFETY: the layout has a non-zero size.
    let p = unsafe { std::alloc::alloc_zeroed(layout) };
    if p.is_null() {
        return None;
    }
    // SAFETY: `p` was allocated by the global allocator with the layout of
    // `len` bytes (what a Vec<u8> of capacity `len` uses), and holds `len`
    // initialised (zero) bytes.
    Some(unsafe { Vec::from_raw_parts(p, len, len) })
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
