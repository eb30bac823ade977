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
//! Like every `#[no_mangle]` item of a cdylib, the function is also an export
//! of d3d9.dll (and on x86_64 the slot too); nothing looks them up there. On
//! i686 the compiler decorates the function as stdcall names are
//! (`_ProcessPrng@8`), while the standard library names the slot undecorated
//! (`__imp_ProcessPrng`, the raw symbol); the slot is defined in assembly
//! under that exact name.

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
#[cfg(target_arch = "x86_64")]
#[no_mangle]
#[used]
pub static __imp_ProcessPrng: unsafe extern "system" fn(*mut u8, usize) -> i32 = ProcessPrng;

// The import-table slot the standard library's calls go through (i686). It
// is defined in assembly: a Rust static would be exported under its name,
// which the linker then decorates once more and cannot find.
#[cfg(target_arch = "x86")]
std::arch::global_asm!(
    ".section .rdata,\"dr\"",
    ".globl __imp_ProcessPrng",
    ".p2align 2",
    "__imp_ProcessPrng:",
    ".long \"_ProcessPrng@8\"",
    ".text",
);
