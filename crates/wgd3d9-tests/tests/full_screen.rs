//! Full screen as D3D9 does it, against a window system of the test's own
//! (a binary of its own: the window system is installed once per process).
//! The fake display has the modes 1280x1024 (the user's), 800x600 and
//! 640x480, and records what the device asks of it.
//!
//! Expected, as on Windows: a full-screen device sets the display's mode to
//! its back buffers' size, makes its device window cover the screen and
//! watches its focus window; Reset to windowed and the device's release give
//! the window its styles and the display the user's mode back;
//! D3DCREATE_NOWINDOWCHANGES leaves the window alone. A mode the display
//! lacks is not set: the device is made anyway (its frames are scaled), and
//! nothing is restored. When the program loses the foreground the user's
//! mode comes back, the window is minimised and a D3D9 device is lost until
//! the program returns and Resets it; a 9Ex device is never lost.
//!
//! The device cursor goes through the same window system: an image of up to
//! 64x64 becomes the pointer's own cursor (shown by ShowCursor, moved by
//! SetCursorPosition); a larger one is drawn by the presenter instead, with
//! the pointer's cursor hidden.

use std::sync::{Mutex, MutexGuard};
use wgd3d9::window::{Mode, Styles, WindowSystem};
use wgd3d9_tests::*;

const USER_MODE: Mode = (1280, 1024, 60);
const FOCUS: usize = 0x1000;
const DEVICE_WINDOW: usize = 0x2000;
const SAVED: Styles = Styles {
    style: 0x00CF_0000,
    exstyle: 0x100,
};

#[derive(Debug, PartialEq, Eq)]
enum Call {
    Mode(Option<Mode>),
    Cover(usize, u32, u32),
    /// A window already covering the screen, moved and shown.
    Resize(usize, u32, u32),
    /// The window, the styles, whether its state comes back too (9Ex).
    Uncover(usize, Styles, bool),
    Hook(usize),
    Unhook(usize),
    Minimize(usize),
    Place(usize, u32, u32),
    /// A pointer cursor: its size, hot spot and first pixel.
    MakeCursor((u32, u32), (u32, u32), u32),
    DestroyCursor(usize),
    SetCursor(usize),
    SetCursorPos(i32, i32),
}

struct Display {
    mode: Mode,
    /// The mode the user's settings record (what `change_mode(None)` sets).
    registry: Mode,
    calls: Vec<Call>,
    pointer: (i32, i32),
}

static DISPLAY: Mutex<Display> = Mutex::new(Display {
    mode: USER_MODE,
    registry: USER_MODE,
    calls: Vec::new(),
    pointer: (0, 0),
});

/// The handle the fake window system gives every pointer cursor.
const POINTER_CURSOR: usize = 0x77;

fn display() -> MutexGuard<'static, Display> {
    DISPLAY.lock().unwrap_or_else(|e| e.into_inner())
}

unsafe fn client_size(_: HWND) -> Option<(u32, u32)> {
    Some((640, 480))
}
unsafe fn client_origin(_: HWND) -> Option<(i32, i32)> {
    Some((0, 0))
}
fn primary_monitor() -> HMONITOR {
    std::ptr::null_mut()
}
fn current_mode() -> Option<Mode> {
    Some(display().mode)
}
fn user_mode() -> Option<Mode> {
    Some(display().registry)
}
fn modes() -> Vec<Mode> {
    vec![USER_MODE, (800, 600, 60), (640, 480, 60)]
}
unsafe fn native_window(_: HWND) -> Option<(u32, u64, u64)> {
    None
}
fn change_mode(mode: Option<Mode>) -> bool {
    let mut d = display();
    d.calls.push(Call::Mode(mode));
    let to = mode.unwrap_or(d.registry);
    let offered = modes().iter().any(|m| (m.0, m.1) == (to.0, to.1));
    if offered {
        d.mode = (to.0, to.1, 60);
    }
    offered
}
unsafe fn cover_screen(hwnd: HWND, width: u32, height: u32) -> Option<Styles> {
    display().calls.push(Call::Cover(hwnd as usize, width, height));
    Some(SAVED)
}
unsafe fn resize_full_screen(hwnd: HWND, width: u32, height: u32) {
    display().calls.push(Call::Resize(hwnd as usize, width, height));
}
unsafe fn uncover_screen(hwnd: HWND, saved: Styles, restore_state: bool) {
    display().calls.push(Call::Uncover(hwnd as usize, saved, restore_state));
}
unsafe fn hook_focus(hwnd: HWND) {
    display().calls.push(Call::Hook(hwnd as usize));
}
unsafe fn unhook_focus(hwnd: HWND) {
    display().calls.push(Call::Unhook(hwnd as usize));
}
unsafe fn minimize(hwnd: HWND) {
    display().calls.push(Call::Minimize(hwnd as usize));
}
unsafe fn place(hwnd: HWND, width: u32, height: u32) {
    display().calls.push(Call::Place(hwnd as usize, width, height));
}

unsafe fn make_cursor(pixels: &[u32], size: (u32, u32), hotspot: (u32, u32)) -> usize {
    display().calls.push(Call::MakeCursor(size, hotspot, pixels[0]));
    POINTER_CURSOR
}
unsafe fn destroy_cursor(cursor: usize) {
    display().calls.push(Call::DestroyCursor(cursor));
}
unsafe fn set_cursor(cursor: usize) {
    display().calls.push(Call::SetCursor(cursor));
}
fn cursor_pos() -> Option<(i32, i32)> {
    Some(display().pointer)
}
fn set_cursor_pos(x: i32, y: i32) {
    let mut d = display();
    d.calls.push(Call::SetCursorPos(x, y));
    d.pointer = (x, y);
}

/// Installs the fake window system and serialises the tests (they share the
/// display); returns the guard to hold.
fn setup() -> MutexGuard<'static, ()> {
    static SERIAL: Mutex<()> = Mutex::new(());
    let guard = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    wgd3d9::window::install(WindowSystem {
        client_size,
        client_origin,
        primary_monitor,
        current_mode,
        user_mode,
        modes,
        native_window,
        change_mode,
        cover_screen,
        resize_full_screen,
        uncover_screen,
        hook_focus,
        unhook_focus,
        minimize,
        place,
        make_cursor,
        destroy_cursor,
        set_cursor,
        cursor_pos,
        set_cursor_pos,
    });
    let mut d = display();
    d.mode = USER_MODE;
    d.registry = USER_MODE;
    d.calls.clear();
    guard
}

fn take_calls() -> Vec<Call> {
    std::mem::take(&mut display().calls)
}

fn full_screen_params(w: u32, h: u32) -> D3DPRESENT_PARAMETERS {
    let mut pp = present_params(w, h);
    pp.Windowed = 0;
    pp.SwapEffect = D3DSWAPEFFECT_DISCARD;
    pp.hDeviceWindow = DEVICE_WINDOW as HWND;
    pp.FullScreen_RefreshRateInHz = 0;
    pp.PresentationInterval = D3DPRESENT_INTERVAL_DEFAULT;
    pp
}

fn create(pp: &mut D3DPRESENT_PARAMETERS, flags: u32) -> (*mut IDirect3D9, *mut IDirect3DDevice9) {
    let d3d = d3d();
    let mut dev = std::ptr::null_mut();
    let hr = vcall!(d3d, CreateDevice, 0, D3DDEVTYPE_HAL, FOCUS as HWND, flags, pp, &mut dev);
    assert_eq!(hr, D3D_OK);
    (d3d, dev)
}

fn release_all(d3d: *mut IDirect3D9, dev: *mut IDirect3DDevice9) {
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d3d), 0);
}

#[test]
fn full_screen_sets_the_mode_and_covers_the_screen() {
    let _serial = setup();
    let mut pp = full_screen_params(800, 600);
    let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
    assert_eq!(
        take_calls(),
        [
            Call::Mode(Some((800, 600, 0))),
            Call::Cover(DEVICE_WINDOW, 800, 600),
            Call::Hook(FOCUS)
        ]
    );
    let mut mode = D3DDISPLAYMODE::default();
    assert_eq!(vcall!(d3d, GetAdapterDisplayMode, 0, &mut mode), D3D_OK);
    assert_eq!((mode.Width, mode.Height), (800, 600));

    // Another full-screen size: the mode changes and the window follows
    // (moved, and shown if the program hid it); the styles kept are still
    // the first ones.
    let mut pp = full_screen_params(640, 480);
    assert_eq!(vcall!(dev, Reset, &mut pp), D3D_OK);
    assert_eq!(
        take_calls(),
        [Call::Mode(Some((640, 480, 0))), Call::Resize(DEVICE_WINDOW, 640, 480)]
    );

    // Windowed: the window's styles and the user's mode come back.
    let mut pp = present_params(640, 480);
    pp.hDeviceWindow = DEVICE_WINDOW as HWND;
    assert_eq!(vcall!(dev, Reset, &mut pp), D3D_OK);
    assert_eq!(
        take_calls(),
        [
            Call::Unhook(FOCUS),
            Call::Uncover(DEVICE_WINDOW, SAVED, false),
            Call::Mode(None)
        ]
    );
    assert_eq!(vcall!(d3d, GetAdapterDisplayMode, 0, &mut mode), D3D_OK);
    assert_eq!((mode.Width, mode.Height), (USER_MODE.0, USER_MODE.1));
    release_all(d3d, dev);
    assert_eq!(take_calls(), []);
}

#[test]
fn release_in_full_screen_restores() {
    let _serial = setup();
    let mut pp = full_screen_params(640, 480);
    let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
    take_calls();
    release_all(d3d, dev);
    assert_eq!(
        take_calls(),
        [
            Call::Unhook(FOCUS),
            Call::Uncover(DEVICE_WINDOW, SAVED, false),
            Call::Mode(None)
        ]
    );
}

#[test]
fn the_user_mode_needs_no_change() {
    let _serial = setup();
    let mut pp = full_screen_params(USER_MODE.0, USER_MODE.1);
    let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
    assert_eq!(
        take_calls(),
        [Call::Cover(DEVICE_WINDOW, USER_MODE.0, USER_MODE.1), Call::Hook(FOCUS)]
    );
    release_all(d3d, dev);
    assert_eq!(
        take_calls(),
        [Call::Unhook(FOCUS), Call::Uncover(DEVICE_WINDOW, SAVED, false)]
    );
}

/// A full-screen device gives the user's mode back when it ends, also when
/// the program changed the mode itself (Wine's test_mode_change); a
/// windowed one never touches it.
#[test]
fn leaving_full_screen_restores_a_mode_the_program_set() {
    let _serial = setup();
    let mut pp = full_screen_params(USER_MODE.0, USER_MODE.1);
    let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
    take_calls();
    display().mode = (800, 600, 60);
    release_all(d3d, dev);
    assert_eq!(
        take_calls(),
        [
            Call::Unhook(FOCUS),
            Call::Uncover(DEVICE_WINDOW, SAVED, false),
            Call::Mode(None)
        ]
    );
    let mut pp = present_params(640, 480);
    pp.hDeviceWindow = DEVICE_WINDOW as HWND;
    let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
    display().mode = (800, 600, 60);
    release_all(d3d, dev);
    assert_eq!(take_calls(), []);
    display().mode = USER_MODE;
}

/// Losing the foreground gives the user's mode back also when the program
/// set the display's mode itself while full screen (Wine's d3d9ex
/// test_wndproc): the mode of the user's settings as they are then (a
/// program may change them with CDS_UPDATEREGISTRY, Wine's
/// test_mode_change).
#[test]
fn focus_loss_restores_the_users_mode() {
    let _serial = setup();
    let mut pp = full_screen_params(USER_MODE.0, USER_MODE.1);
    let flags = D3DCREATE_HARDWARE_VERTEXPROCESSING | D3DCREATE_NOWINDOWCHANGES;
    let (d3d, dev) = create(&mut pp, flags);
    take_calls();
    display().mode = (800, 600, 60);
    wgd3d9::focus::focus_changed(FOCUS as HWND, false);
    assert_eq!(take_calls(), [Call::Mode(None)]);
    assert_eq!(display().mode, USER_MODE);
    release_all(d3d, dev);
    take_calls();

    let mut pp = full_screen_params(640, 480);
    let (d3d, dev) = create(&mut pp, flags);
    take_calls();
    display().registry = (800, 600, 60);
    wgd3d9::focus::focus_changed(FOCUS as HWND, false);
    assert_eq!(take_calls(), [Call::Mode(None)]);
    assert_eq!(display().mode, (800, 600, 60));
    release_all(d3d, dev);
    assert_eq!(take_calls(), [Call::Unhook(FOCUS), Call::Mode(None)]);
}

#[test]
fn no_window_changes_leaves_the_window_alone() {
    let _serial = setup();
    let mut pp = full_screen_params(640, 480);
    let flags = D3DCREATE_HARDWARE_VERTEXPROCESSING | D3DCREATE_NOWINDOWCHANGES;
    let (d3d, dev) = create(&mut pp, flags);
    assert_eq!(take_calls(), [Call::Mode(Some((640, 480, 0))), Call::Hook(FOCUS)]);
    // The focus is still watched: the mode follows it, the window does not.
    wgd3d9::focus::focus_changed(FOCUS as HWND, false);
    assert_eq!(take_calls(), [Call::Mode(None)]);
    wgd3d9::focus::focus_changed(FOCUS as HWND, true);
    assert_eq!(take_calls(), []);
    // A D3D9 device's mode comes back with Reset.
    assert_eq!(vcall!(dev, Reset, &mut pp), D3D_OK);
    assert_eq!(take_calls(), [Call::Mode(Some((640, 480, 0)))]);
    release_all(d3d, dev);
    assert_eq!(take_calls(), [Call::Unhook(FOCUS), Call::Mode(None)]);
}

#[test]
fn a_mode_the_display_lacks_is_scaled() {
    let _serial = setup();
    // 1024x768 is below the user's mode, so the adapter lists it, but the
    // display does not have it.
    let mut pp = full_screen_params(1024, 768);
    let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
    assert_eq!(
        take_calls(),
        [
            Call::Mode(Some((1024, 768, 0))),
            Call::Cover(DEVICE_WINDOW, USER_MODE.0, USER_MODE.1),
            Call::Hook(FOCUS)
        ]
    );
    // The adapter reports the swap chain's mode all the same.
    let mut mode = D3DDISPLAYMODE::default();
    assert_eq!(vcall!(d3d, GetAdapterDisplayMode, 0, &mut mode), D3D_OK);
    assert_eq!((mode.Width, mode.Height), (1024, 768));
    release_all(d3d, dev);
    assert_eq!(
        take_calls(),
        [Call::Unhook(FOCUS), Call::Uncover(DEVICE_WINDOW, SAVED, false)]
    );
}

#[test]
fn losing_the_foreground_loses_a_d3d9_device() {
    let _serial = setup();
    let mut pp = full_screen_params(800, 600);
    let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
    take_calls();
    assert_eq!(vcall!(dev, TestCooperativeLevel), D3D_OK);
    assert_eq!(present_device(dev), D3D_OK);

    wgd3d9::focus::focus_changed(FOCUS as HWND, false);
    assert_eq!(take_calls(), [Call::Mode(None), Call::Minimize(DEVICE_WINDOW)]);
    assert_eq!(vcall!(dev, TestCooperativeLevel), D3DERR_DEVICELOST);
    assert_eq!(present_device(dev), D3DERR_DEVICELOST);
    let mut again = full_screen_params(800, 600);
    assert_eq!(vcall!(dev, Reset, &mut again), D3DERR_DEVICELOST);

    wgd3d9::focus::focus_changed(FOCUS as HWND, true);
    assert_eq!(take_calls(), [Call::Place(DEVICE_WINDOW, 800, 600)]);
    assert_eq!(vcall!(dev, TestCooperativeLevel), D3DERR_DEVICENOTRESET);
    assert_eq!(present_device(dev), D3DERR_DEVICELOST);
    // Reset sets the swap chain's mode again; the window, still covering
    // the screen, follows it.
    let mut again = full_screen_params(800, 600);
    assert_eq!(vcall!(dev, Reset, &mut again), D3D_OK);
    assert_eq!(
        take_calls(),
        [Call::Mode(Some((800, 600, 0))), Call::Resize(DEVICE_WINDOW, 800, 600)]
    );
    assert_eq!(vcall!(dev, TestCooperativeLevel), D3D_OK);
    assert_eq!(present_device(dev), D3D_OK);

    // Windowed, the focus is not watched: nothing is lost.
    let mut windowed = present_params(800, 600);
    windowed.hDeviceWindow = DEVICE_WINDOW as HWND;
    assert_eq!(vcall!(dev, Reset, &mut windowed), D3D_OK);
    take_calls();
    wgd3d9::focus::focus_changed(FOCUS as HWND, false);
    assert_eq!(take_calls(), []);
    assert_eq!(vcall!(dev, TestCooperativeLevel), D3D_OK);
    release_all(d3d, dev);
}

#[test]
fn a_9ex_device_in_the_background_is_not_lost() {
    let _serial = setup();
    let mut d3d = std::ptr::null_mut();
    // SAFETY: `d3d` is a writable out pointer.
    assert_eq!(unsafe { Direct3DCreate9Ex(D3D_SDK_VERSION, &mut d3d) }, D3D_OK);
    let mut pp = full_screen_params(800, 600);
    let mut mode = D3DDISPLAYMODEEX {
        Size: std::mem::size_of::<D3DDISPLAYMODEEX>() as u32,
        Width: 800,
        Height: 600,
        RefreshRate: 0,
        Format: D3DFMT_X8R8G8B8,
        ScanLineOrdering: D3DSCANLINEORDERING_PROGRESSIVE,
    };
    let mut dev: *mut IDirect3DDevice9Ex = std::ptr::null_mut();
    let hr = vcall!(
        d3d,
        CreateDeviceEx,
        0,
        D3DDEVTYPE_HAL,
        FOCUS as HWND,
        D3DCREATE_HARDWARE_VERTEXPROCESSING,
        &mut pp,
        &mut mode,
        &mut dev
    );
    assert_eq!(hr, D3D_OK);
    take_calls();
    wgd3d9::focus::focus_changed(FOCUS as HWND, false);
    assert_eq!(take_calls(), [Call::Mode(None), Call::Minimize(DEVICE_WINDOW)]);
    // Occluded, not lost.
    assert_eq!(vcall!(dev, TestCooperativeLevel), D3D_OK);
    let present_ex = |dev: *mut IDirect3DDevice9Ex| {
        vcall!(
            dev,
            PresentEx,
            std::ptr::null(),
            std::ptr::null(),
            std::ptr::null_mut(),
            std::ptr::null(),
            0
        )
    };
    assert_eq!(present_ex(dev), S_PRESENT_OCCLUDED);
    assert_eq!(vcall!(dev, CheckDeviceState, DEVICE_WINDOW as HWND), S_PRESENT_OCCLUDED);
    assert_eq!(vcall!(dev, CheckDeviceState, std::ptr::null_mut()), D3D_OK);
    // A 9Ex device takes its mode back at once.
    wgd3d9::focus::focus_changed(FOCUS as HWND, true);
    assert_eq!(
        take_calls(),
        [Call::Place(DEVICE_WINDOW, 800, 600), Call::Mode(Some((800, 600, 0)))]
    );
    assert_eq!(vcall!(dev, TestCooperativeLevel), D3D_OK);
    assert_eq!(present_ex(dev), D3D_OK);
    assert_eq!(vcall!(dev, CheckDeviceState, DEVICE_WINDOW as HWND), D3D_OK);
    // In the foreground, the desktop is occluded by the full-screen device.
    assert_eq!(vcall!(dev, CheckDeviceState, std::ptr::null_mut()), S_PRESENT_OCCLUDED);
    take_calls();
    assert_eq!(release!(dev), 0);
    assert_eq!(release!(d3d), 0);
    // A 9Ex device gives the window its visibility and stacking back too.
    assert_eq!(
        take_calls(),
        [
            Call::Unhook(FOCUS),
            Call::Uncover(DEVICE_WINDOW, SAVED, true),
            Call::Mode(None)
        ]
    );
}

/// Runs `f` with `WGD3D9_CONFIG` set to `config` (devices read it when they
/// are made); the caller holds the serialising guard.
fn with_config(config: &str, f: impl FnOnce()) {
    std::env::set_var("WGD3D9_CONFIG", config);
    f();
    std::env::remove_var("WGD3D9_CONFIG");
}

#[test]
fn borderless_keeps_the_mode_and_ignores_the_foreground() {
    let _serial = setup();
    with_config("display.borderless=on", || {
        let mut pp = full_screen_params(800, 600);
        let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
        assert_eq!(take_calls(), [Call::Cover(DEVICE_WINDOW, USER_MODE.0, USER_MODE.1)]);
        // The program sees its full-screen mode all the same.
        let mut mode = D3DDISPLAYMODE::default();
        assert_eq!(vcall!(d3d, GetAdapterDisplayMode, 0, &mut mode), D3D_OK);
        assert_eq!((mode.Width, mode.Height), (800, 600));
        wgd3d9::focus::focus_changed(FOCUS as HWND, false);
        assert_eq!(take_calls(), []);
        assert_eq!(vcall!(dev, TestCooperativeLevel), D3D_OK);
        assert_eq!(present_device(dev), D3D_OK);
        release_all(d3d, dev);
        assert_eq!(take_calls(), [Call::Uncover(DEVICE_WINDOW, SAVED, false)]);
    });
}

#[test]
fn the_frame_rate_cap_spaces_presents() {
    let _serial = setup();
    with_config("present.maxFrameRate=50", || {
        let t = TestDevice::sized(16, 16);
        let start = std::time::Instant::now();
        for _ in 0..11 {
            assert_eq!(present_device(t.dev), D3D_OK);
        }
        // Ten frame times of 20 ms at least (only a lower bound: a slow
        // machine may take longer).
        let elapsed = start.elapsed();
        assert!(elapsed >= std::time::Duration::from_millis(190), "{elapsed:?}");
    });
}

/// A `size` A8R8G8B8 surface of `pool`, filled with `colour`.
fn cursor_surface(dev: *mut IDirect3DDevice9, size: u32, pool: u32, colour: u32) -> *mut IDirect3DSurface9 {
    let mut s = std::ptr::null_mut();
    let hr = vcall!(
        dev,
        CreateOffscreenPlainSurface,
        size,
        size,
        D3DFMT_A8R8G8B8,
        pool,
        &mut s,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    if pool == D3DPOOL_DEFAULT {
        assert_eq!(vcall!(dev, ColorFill, s, std::ptr::null(), colour), D3D_OK);
        return s;
    }
    let mut lr = D3DLOCKED_RECT::default();
    assert_eq!(vcall!(s, LockRect, &mut lr, std::ptr::null(), 0), D3D_OK);
    for y in 0..size as usize {
        // SAFETY: the locked surface holds `size` rows of `Pitch` bytes.
        let row = unsafe {
            std::slice::from_raw_parts_mut(
                (lr.pBits as *mut u8).add(y * lr.Pitch as usize).cast::<u32>(),
                size as usize,
            )
        };
        row.fill(colour);
    }
    assert_eq!(vcall!(s, UnlockRect), D3D_OK);
    s
}

/// A windowed 640x480 device in the device window, its window-system calls
/// taken.
fn windowed_device() -> (*mut IDirect3D9, *mut IDirect3DDevice9) {
    let mut pp = present_params(640, 480);
    pp.hDeviceWindow = DEVICE_WINDOW as HWND;
    let made = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
    take_calls();
    made
}

#[test]
fn a_small_device_cursor_is_the_pointers_own() {
    let _serial = setup();
    let (d3d, dev) = windowed_device();
    // Read back from a default-pool surface the GPU filled.
    let image = cursor_surface(dev, 32, D3DPOOL_DEFAULT, 0x80ff_0000);
    assert_eq!(vcall!(dev, SetCursorProperties, 3, 40, image), D3D_OK);
    release!(image);
    // The hot spot is kept inside the image; hidden until ShowCursor.
    assert_eq!(take_calls(), [Call::MakeCursor((32, 32), (3, 31), 0x80ff_0000)]);
    assert_eq!(vcall!(dev, ShowCursor, 1), 0);
    assert_eq!(take_calls(), [Call::SetCursor(POINTER_CURSOR)]);
    assert_eq!(vcall!(dev, ShowCursor, 1), 1);
    take_calls();

    // SetCursorPosition moves the pointer unless it is there already.
    vcall!(dev, SetCursorPosition, 75, 80, 0);
    vcall!(dev, SetCursorPosition, 75, 80, D3DCURSOR_IMMEDIATE_UPDATE);
    assert_eq!(take_calls(), [Call::SetCursorPos(75, 80)]);

    assert_eq!(vcall!(dev, ShowCursor, 0), 1);
    assert_eq!(take_calls(), [Call::SetCursor(0)]);
    release_all(d3d, dev);
    assert_eq!(take_calls(), [Call::DestroyCursor(POINTER_CURSOR)]);
}

#[test]
fn a_large_device_cursor_is_drawn_and_hides_the_pointer() {
    let _serial = setup();
    let (d3d, dev) = windowed_device();
    let image = cursor_surface(dev, 128, D3DPOOL_SCRATCH, 0xff00_ff00);
    assert_eq!(vcall!(dev, SetCursorProperties, 0, 0, image), D3D_OK);
    release!(image);
    assert_eq!(take_calls(), []);
    assert_eq!(vcall!(dev, ShowCursor, 1), 0);
    // No pointer cursor: the pointer's own is hidden while the device's is
    // drawn, and SetCursorPosition only places the drawn one.
    assert_eq!(take_calls(), [Call::SetCursor(0)]);
    vcall!(dev, SetCursorPosition, 10, 10, 0);
    assert_eq!(present_device(dev), D3D_OK);
    assert_eq!(take_calls(), []);
    release_all(d3d, dev);
    assert_eq!(take_calls(), []);
}

#[test]
fn cursor_properties_refuse_what_d3d9_refuses() {
    let _serial = setup();
    let mut pp = present_params(640, 480);
    let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
    take_calls();
    assert_eq!(
        vcall!(dev, SetCursorProperties, 0, 0, std::ptr::null_mut()),
        D3DERR_INVALIDCALL
    );
    let mut s = std::ptr::null_mut();
    let hr = vcall!(
        dev,
        CreateOffscreenPlainSurface,
        32,
        32,
        D3DFMT_X8R8G8B8,
        D3DPOOL_SCRATCH,
        &mut s,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(dev, SetCursorProperties, 0, 0, s), D3DERR_INVALIDCALL);
    release!(s);
    let hr = vcall!(
        dev,
        CreateOffscreenPlainSurface,
        48,
        32,
        D3DFMT_A8R8G8B8,
        D3DPOOL_SCRATCH,
        &mut s,
        std::ptr::null_mut()
    );
    assert_eq!(hr, D3D_OK);
    assert_eq!(vcall!(dev, SetCursorProperties, 0, 0, s), D3DERR_INVALIDCALL);
    release!(s);
    // Nothing was made, and ShowCursor still has no image to show.
    assert_eq!(vcall!(dev, ShowCursor, 1), 0);
    assert_eq!(vcall!(dev, ShowCursor, 1), 0);
    assert_eq!(take_calls(), []);
    release_all(d3d, dev);
}

#[test]
fn the_adapter_options_change_its_identity_memory_and_latency() {
    let _serial = setup();
    let options = "adapter.vendorId = 0x10de; adapter.deviceId = 0x0611; adapter.description = GeForce 8800 GT;\
                   adapter.memoryMiB = 512; present.maxFrameLatency = 1";
    with_config(options, || {
        let mut d3d = std::ptr::null_mut();
        // SAFETY: `d3d` is a writable out pointer.
        assert_eq!(unsafe { Direct3DCreate9Ex(D3D_SDK_VERSION, &mut d3d) }, D3D_OK);
        // SAFETY: plain C data, all zeroes valid.
        let mut id: D3DADAPTER_IDENTIFIER9 = unsafe { std::mem::zeroed() };
        assert_eq!(vcall!(d3d, GetAdapterIdentifier, 0, 0, &mut id), D3D_OK);
        assert_eq!((id.VendorId, id.DeviceId), (0x10de, 0x0611));
        // SAFETY: GetAdapterIdentifier writes a NUL-terminated description.
        let name = unsafe { std::ffi::CStr::from_ptr(id.Description.as_ptr()) };
        assert_eq!(name.to_str(), Ok("GeForce 8800 GT"));

        let mut pp = present_params(64, 64);
        let mut dev: *mut IDirect3DDevice9Ex = std::ptr::null_mut();
        let flags = D3DCREATE_HARDWARE_VERTEXPROCESSING;
        let hr = vcall!(
            d3d,
            CreateDeviceEx,
            0,
            D3DDEVTYPE_HAL,
            FOCUS as HWND,
            flags,
            &mut pp,
            std::ptr::null_mut(),
            &mut dev
        );
        assert_eq!(hr, D3D_OK);
        let mem = vcall!(dev, GetAvailableTextureMem);
        assert!((500 << 20..=512 << 20).contains(&mem), "{mem}");
        // The option wins over the program's latency.
        let mut latency = 0;
        assert_eq!(vcall!(dev, SetMaximumFrameLatency, 5), D3D_OK);
        assert_eq!(vcall!(dev, GetMaximumFrameLatency, &mut latency), D3D_OK);
        assert_eq!(latency, 1);
        assert_eq!(release!(dev), 0);
        assert_eq!(release!(d3d), 0);
    });
    take_calls();
}

/// Levels 0..3 of an 8x8 texture, each one colour.
const LEVELS: [u32; 4] = [0xFF_FF0000, 0xFF_00FF00, 0xFF_0000FF, 0xFF_FFFF00];

/// The level colour read at the centre of an 8x8 mipmapped texture drawn
/// over `size` x `size` pixels (8: level 0 by derivatives, 4: level 1)
/// with sampler bias `bias`, on a device made under the current options.
fn level_read(size: u32, bias: f32) -> u32 {
    let t = TestDevice::new();
    let tex = create_texture(t.dev, 8, 8, 4, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED);
    for (l, &c) in LEVELS.iter().enumerate() {
        fill_level32(tex, l as u32, |_, _| c);
    }
    t.set_texture(0, tex);
    t.samp(0, D3DSAMP_MIPFILTER, D3DTEXF_POINT);
    t.samp(0, D3DSAMP_MIPMAPLODBIAS, f2dw(bias));
    t.tss(0, D3DTSS_COLOROP, D3DTOP_SELECTARG1);
    t.tss(0, D3DTSS_COLORARG1, D3DTA_TEXTURE);
    t.clear(0xFF808080);
    t.begin();
    t.draw_tex_rect(0, 0, size, size, 0xFFFFFFFF);
    t.end();
    let colour = t.read_rt().at(size / 2, size / 2) | 0xFF00_0000;
    t.set_texture(0, std::ptr::null_mut());
    release!(tex);
    colour
}

#[test]
fn the_texture_options_bias_and_clamp_the_level_read() {
    let _serial = setup();
    assert_eq!(level_read(8, 0.0), LEVELS[0], "no option");
    with_config("texture.lodBias = 1", || {
        assert_eq!(level_read(8, 0.0), LEVELS[1], "the option's bias");
        assert_eq!(level_read(8, 1.0), LEVELS[2], "the program's and the option's");
    });
    with_config("texture.clampNegativeLodBias = on", || {
        assert_eq!(level_read(4, -1.0), LEVELS[1], "a negative bias counts as 0");
        assert_eq!(level_read(4, 1.0), LEVELS[2], "a positive one stays");
    });
    with_config("texture.anisotropy = 16", || {
        // Anisotropic filtering of a face-on quad reads the same level.
        assert_eq!(level_read(8, 0.0), LEVELS[0], "forced anisotropy");
    });
    take_calls();
}

#[test]
fn a_program_section_applies_to_this_program_only() {
    let _serial = setup();
    let available = || {
        let mut pp = present_params(64, 64);
        let (d3d, dev) = create(&mut pp, D3DCREATE_HARDWARE_VERTEXPROCESSING);
        let mem = vcall!(dev, GetAvailableTextureMem);
        release_all(d3d, dev);
        mem >> 20
    };
    // This test binary's file name starts with `full_screen`.
    with_config("[FULL_SCREEN*]\nadapter.memoryMiB = 256", || {
        assert!(available() <= 256)
    });
    with_config("[other.exe]\nadapter.memoryMiB = 256", || assert!(available() > 1000));
    take_calls();
}
