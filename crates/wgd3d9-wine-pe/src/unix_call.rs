//! The runtime port of the PE half: each boundary call travels through Wine's
//! unix-call dispatcher to the `__wine_unix_call_funcs` table of the unix half.

use std::ffi::c_void;
use std::sync::OnceLock;

type Dispatcher = unsafe extern "system" fn(handle: u64, code: u32, args: *mut c_void) -> i32;

/// `MemoryWineUnixFuncs`, Wine's NtQueryVirtualMemory class that returns the
/// handle of a builtin module's unix library.
const MEMORY_WINE_UNIX_FUNCS: u32 = 1000;

struct UnixLib {
    dispatcher: Dispatcher,
    handle: u64,
}

static LIB: OnceLock<UnixLib> = OnceLock::new();

extern "C" {
    /// The base address of this DLL (provided by the linker).
    static __ImageBase: u8;
}

#[link(name = "kernel32")]
extern "system" {
    fn GetModuleHandleW(name: *const u16) -> *mut c_void;
    fn GetProcAddress(module: *mut c_void, name: *const u8) -> *mut c_void;
}

#[link(name = "ntdll")]
extern "system" {
    fn NtQueryVirtualMemory(
        process: isize,
        addr: *const c_void,
        class: u32,
        buffer: *mut c_void,
        len: usize,
        ret_len: *mut usize,
    ) -> i32;
}

/// Finds Wine's dispatcher and this module's unix library.
pub fn init() -> Result<(), i32> {
    if LIB.get().is_some() {
        return Ok(());
    }
    let ntdll: Vec<u16> = "ntdll.dll\0".encode_utf16().collect();
    // SAFETY: plain Win32 calls with valid, NUL-terminated arguments.
    unsafe {
        let module = GetModuleHandleW(ntdll.as_ptr());
        let slot = GetProcAddress(module, c"__wine_unix_call_dispatcher".as_ptr() as *const u8) as *const Dispatcher;
        if slot.is_null() {
            return Err(0xC000_0135u32 as i32); // STATUS_DLL_NOT_FOUND: not running on Wine
        }
        let mut handle = 0u64;
        let status = NtQueryVirtualMemory(
            -1,
            &__ImageBase as *const u8 as *const c_void,
            MEMORY_WINE_UNIX_FUNCS,
            &mut handle as *mut u64 as *mut c_void,
            std::mem::size_of::<u64>(),
            std::ptr::null_mut(),
        );
        if status != 0 {
            return Err(status);
        }
        let _ = LIB.set(UnixLib {
            dispatcher: *slot,
            handle,
        });
    }
    Ok(())
}

/// The runtime port: forwards `call` with `params` to the unix half.
///
/// # Safety
/// As `wgd3d9_core::wire::PortFn`.
pub unsafe extern "C" fn port(call: u32, params: *mut c_void) -> i32 {
    match LIB.get() {
        // SAFETY: `dispatcher` is Wine's `__wine_unix_call_dispatcher` and
        // `handle` this module's unix library, both found by `init`; the
        // unix half's port requires of `params` what the caller guarantees.
        Some(lib) => unsafe { (lib.dispatcher)(lib.handle, call, params) },
        None => wgd3d9_core::wire::Status::NoAdapter as i32,
    }
}
