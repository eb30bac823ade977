//! Fuzzes the walk CreateVertexShader and CreatePixelShader run over the
//! application's bare pointer (`dxso::frame_ptr`), with the stream placed
//! against a guard page: the input's tokens and an end token after them end
//! exactly where an unreadable page begins, so that any read past the
//! stream's first end token faults and the fuzzer reports it. What frames is
//! then decoded, validated and lowered as CreateShader does.
//!
//! Contract checked: the walk reads nothing past the first end token, its
//! length stays inside the stream, and nothing panics.

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;
use wgd3d9_shader::dxso::{self, lower::Options};

const END: u32 = 0x0000_FFFF;
const PAGE: usize = 4096;
/// Readable bytes before the guard page (the longest stream placed).
const READABLE: usize = 1 << 20;

/// `READABLE` bytes of read-write memory followed by a page of none.
struct Guarded(usize);

fn guarded() -> &'static Guarded {
    static G: OnceLock<Guarded> = OnceLock::new();
    G.get_or_init(|| {
        // SAFETY: a fresh anonymous mapping; the last page is made
        // unreadable and nothing else uses the mapping.
        unsafe {
            let base = libc::mmap(
                std::ptr::null_mut(),
                READABLE + PAGE,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            );
            assert!(base != libc::MAP_FAILED, "mmap failed");
            let guard = (base as *mut u8).add(READABLE);
            assert_eq!(libc::mprotect(guard.cast(), PAGE, libc::PROT_NONE), 0, "mprotect failed");
            Guarded(base as usize)
        }
    })
}

fuzz_target!(|data: &[u8]| {
    let mut tokens: Vec<u32> = data
        .chunks_exact(4)
        .take(READABLE / 4 - 1)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    tokens.push(END);
    let bytes = tokens.len() * 4;
    let start = (guarded().0 + READABLE - bytes) as *mut u32;
    // SAFETY: `bytes` <= READABLE, so the copy fills the end of the readable
    // part of the mapping, which only this (single-threaded) target touches.
    unsafe { std::ptr::copy_nonoverlapping(tokens.as_ptr(), start, tokens.len()) };
    // No token bound of its own: only the guard page stops a wrong walk.
    // SAFETY: the stream holds an end token before the guard page.
    let Ok((_, len)) = (unsafe { dxso::frame_ptr(start, usize::MAX) }) else {
        return;
    };
    assert!(len <= tokens.len(), "framed {len} tokens of {}", tokens.len());
    let _ = dxso::translate(&tokens[..len], &Options::default());
});
