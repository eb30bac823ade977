//! The focus window of a full-screen device, subclassed: its procedure tells
//! the API side when the program gains or loses the foreground
//! (WM_ACTIVATEAPP, see `wgd3d9::focus`) before the program's own procedure
//! sees the message, and hides from the program the messages wgd3d9's own
//! changes of the window cause (as D3D9 does: programs that react to them,
//! by resizing or resetting, would fight the change).

#[cfg(target_pointer_width = "32")]
use crate::win32::{GetWindowLongW, SetWindowLongW};
use crate::win32::{IsWindow, SetWindowPos, ShowWindow, SWP_NOACTIVATE, SWP_NOMOVE, SWP_NOSIZE, SWP_NOZORDER};
use std::sync::{Mutex, MutexGuard};
use wgd3d9_types::*;

const GWLP_WNDPROC: i32 = -4;
const WM_ACTIVATEAPP: u32 = 0x1C;
const WM_DISPLAYCHANGE: u32 = 0x7E;
const WM_NCDESTROY: u32 = 0x82;
const WM_SYSCOMMAND: u32 = 0x112;
const SC_RESTORE: usize = 0xF120;
const SW_MINIMIZE: i32 = 6;

/// A window procedure.
type WndProc = unsafe extern "system" fn(HWND, u32, usize, isize) -> isize;

#[link(name = "user32")]
extern "system" {
    fn CallWindowProcW(prev: isize, hwnd: HWND, msg: u32, wparam: usize, lparam: isize) -> isize;
    fn DefWindowProcW(hwnd: HWND, msg: u32, wparam: usize, lparam: isize) -> isize;
    fn IsWindowVisible(hwnd: HWND) -> BOOL;
}

#[cfg(target_pointer_width = "64")]
#[link(name = "user32")]
extern "system" {
    fn SetWindowLongPtrW(hwnd: HWND, index: i32, value: isize) -> isize;
    fn GetWindowLongPtrW(hwnd: HWND, index: i32) -> isize;
}

/// Sets a window's procedure; returns the one it had.
///
/// # Safety
/// Any handle value may be passed; `proc` must be a window procedure that
/// outlives its use.
unsafe fn set_window_proc(hwnd: HWND, proc: isize) -> isize {
    // SAFETY: the caller's contract. 32-bit user32 has no *LongPtr exports:
    // the Long ones are pointer-sized there.
    unsafe {
        #[cfg(target_pointer_width = "64")]
        return SetWindowLongPtrW(hwnd, GWLP_WNDPROC, proc);
        #[cfg(target_pointer_width = "32")]
        return SetWindowLongW(hwnd, GWLP_WNDPROC, proc as i32) as isize;
    }
}

/// A window's procedure.
///
/// # Safety
/// Any handle value may be passed.
unsafe fn window_proc(hwnd: HWND) -> isize {
    // SAFETY: the caller's contract (see `set_window_proc`).
    unsafe {
        #[cfg(target_pointer_width = "64")]
        return GetWindowLongPtrW(hwnd, GWLP_WNDPROC);
        #[cfg(target_pointer_width = "32")]
        return GetWindowLongW(hwnd, GWLP_WNDPROC) as isize;
    }
}

/// A subclassed focus window.
struct Subclassed {
    hwnd: usize,
    /// The procedure it had.
    prev: isize,
    /// While wgd3d9 changes the window: its messages go to the default
    /// procedure instead of the program's.
    filter: bool,
}

static SUBCLASSED: Mutex<Vec<Subclassed>> = Mutex::new(Vec::new());

fn subclassed() -> MutexGuard<'static, Vec<Subclassed>> {
    SUBCLASSED.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs `f`, a change wgd3d9 makes to `hwnd`, with the messages it causes
/// kept from the program when `hwnd` is a subclassed focus window.
pub(crate) fn filtered<R>(hwnd: HWND, f: impl FnOnce() -> R) -> R {
    let set = |on: bool| -> bool {
        let mut all = subclassed();
        match all.iter_mut().find(|e| e.hwnd == hwnd as usize) {
            Some(e) => std::mem::replace(&mut e.filter, on),
            None => false,
        }
    };
    let was = set(true);
    let r = f();
    set(was);
    r
}

/// The procedure of a subclassed focus window: tells the API side about
/// WM_ACTIVATEAPP, restores the window on WM_SYSCOMMAND SC_RESTORE, then
/// calls the window's own procedure (the default one while wgd3d9's changes
/// are filtered).
unsafe extern "system" fn focus_proc(hwnd: HWND, msg: u32, wparam: usize, lparam: isize) -> isize {
    let entry = subclassed()
        .iter()
        .find(|e| e.hwnd == hwnd as usize)
        .map(|e| (e.prev, e.filter));
    if msg == WM_NCDESTROY {
        subclassed().retain(|e| e.hwnd != hwnd as usize);
    }
    match entry {
        Some((_, true)) if msg != WM_DISPLAYCHANGE => {
            // SAFETY: the default procedure takes any message.
            unsafe { DefWindowProcW(hwnd, msg, wparam, lparam) }
        }
        Some((prev, _)) => {
            if msg == WM_ACTIVATEAPP {
                let caught = std::panic::catch_unwind(|| wgd3d9::focus::focus_changed(hwnd, wparam != 0));
                if caught.is_err() {
                    log::error!(target: "wgd3d9::d3d9", "focus window procedure: a panic was caught");
                }
            }
            if msg == WM_SYSCOMMAND && wparam & 0xFFF0 == SC_RESTORE {
                // D3D9 restores the minimised window itself before the
                // program sees the command (the program's procedure then
                // finds it restored; Wine's test_wndproc).
                // SAFETY: the default procedure takes any message.
                unsafe { DefWindowProcW(hwnd, msg, wparam, lparam) };
            }
            // SAFETY: `prev` is the procedure the window had; user32 calls it.
            unsafe { CallWindowProcW(prev, hwnd, msg, wparam, lparam) }
        }
        // SAFETY: the default procedure takes any message.
        None => unsafe { DefWindowProcW(hwnd, msg, wparam, lparam) },
    }
}

/// Subclasses a focus window (see `WindowSystem::hook_focus`).
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
pub(crate) unsafe fn hook(hwnd: HWND) {
    let mut all = subclassed();
    // SAFETY: user32 validates any handle value.
    if all.iter().any(|e| e.hwnd == hwnd as usize) || unsafe { IsWindow(hwnd) } == 0 {
        return;
    }
    let proc: WndProc = focus_proc;
    // SAFETY: user32 validates the handle; `focus_proc` is a window
    // procedure that lives as long as the process.
    let prev = unsafe { set_window_proc(hwnd, proc as usize as isize) };
    if prev == 0 {
        return;
    }
    all.push(Subclassed {
        hwnd: hwnd as usize,
        prev,
        filter: false,
    });
    // The procedure takes the list when the activation below reaches it.
    drop(all);
    // A full-screen device takes the foreground: the focus window comes to
    // the top and is activated (the program sees WM_ACTIVATEAPP, as on
    // Windows). A window of another thread is left as it is: that thread
    // may not be pumping the messages this would wait for.
    if crate::win32::on_this_thread(hwnd) {
        // SAFETY: user32 validates the handle; no size or place is given.
        unsafe { SetWindowPos(hwnd, std::ptr::null_mut(), 0, 0, 0, 0, SWP_NOSIZE | SWP_NOMOVE) };
    }
}

/// Ends the subclassing of a focus window. A program that put a procedure
/// of its own over ours keeps it; ours then only passes messages on.
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
pub(crate) unsafe fn unhook(hwnd: HWND) {
    let mut all = subclassed();
    let Some(i) = all.iter().position(|e| e.hwnd == hwnd as usize) else {
        return;
    };
    let proc: WndProc = focus_proc;
    // SAFETY: user32 validates the handle.
    if unsafe { window_proc(hwnd) } == proc as usize as isize {
        // SAFETY: as above; the procedure put back is the window's own.
        unsafe { set_window_proc(hwnd, all[i].prev) };
        all.remove(i);
    }
}

/// Minimises a visible window, out of the program's sight.
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
pub(crate) unsafe fn minimize(hwnd: HWND) {
    // SAFETY: user32 validates the handle.
    filtered(hwnd, || unsafe {
        if IsWindowVisible(hwnd) != 0 {
            ShowWindow(hwnd, SW_MINIMIZE);
        }
    });
}

/// Moves a window to the screen's origin at `width` x `height`, out of the
/// program's sight.
///
/// # Safety
/// Any handle value may be passed; user32 validates it.
pub(crate) unsafe fn place(hwnd: HWND, width: u32, height: u32) {
    // SAFETY: user32 validates the handle.
    filtered(hwnd, || unsafe {
        SetWindowPos(
            hwnd,
            std::ptr::null_mut(),
            0,
            0,
            width as i32,
            height as i32,
            SWP_NOACTIVATE | SWP_NOZORDER,
        )
    });
}
