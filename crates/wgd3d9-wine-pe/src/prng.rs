//! Random bytes for Rust's standard library without bcryptprimitives.dll.
//!
//! The standard library on Windows draws random bytes from `ProcessPrng`
//! (bcryptprimitives.dll), which Wine before 9.0 lacks, so a d3d9.dll that
//! imports it does not load in the prefixes those Wines make. d3d9.dll
//! defines the import's two symbols itself, the call thunk `ProcessPrng` and
//! the import-table slot `__imp_ProcessPrng`: the linker then takes them
//! from here and never from the import library, and d3d9.dll imports only
//! DLLs every prefix has. The bytes come from RtlGenRandom (advapi32's
//! `SystemFunction036`), as Wine's own bcryptprimitives gets them.
//!
//! Like every `#[no_mangle]` item of a cdylib, both symbols are also exports
//! of d3d9.dll; nothing looks them up there. Only x86_64: the i686 names are
//! decorated (`_ProcessPrng@8`) and need their own definitions.

#[link(name = "advapi32")]
extern "system" {
    /// RtlGenRandom.
    fn SystemFunction036(buffer: *mut u8, length: u32) -> u8;
}

/// `ProcessPrng`: fills `length` bytes at `data`; TRUE on success.
///
/// # Safety
/// `data` must be writable for `length` bytes.
#[no_mangle]
pub unsafe extern "system" fn ProcessPrng(mut data: *mut u8, mut length: usize) -> i32 {
    while length > 0 {
        let n = length.min(0x4000_0000);
        // SAFETY: `data` is writable for `length >= n` bytes.
        if unsafe { SystemFunction036(data, n as u32) } == 0 {
            return 0;
        }
        // SAFETY: still inside the caller's buffer.
        data = unsafe { data.add(n) };
        length -= n;
    }
    1
}

/// The import-table slot the standard library's calls go through.
#[no_mangle]
#[used]
pub static __imp_ProcessPrng: unsafe extern "system" fn(*mut u8, usize) -> i32 = ProcessPrng;
