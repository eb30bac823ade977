//! Display modes of the headless adapter, full-screen devices (which render at
//! their size without changing the display, and make the adapter report their
//! mode while they live), and the shader validator export.

use wgd3d9_tests::*;

fn adapter_mode(d3d: *mut IDirect3D9) -> (u32, u32) {
    let mut m = D3DDISPLAYMODE::default();
    assert_eq!(vcall!(d3d, GetAdapterDisplayMode, 0, &mut m), D3D_OK);
    (m.Width, m.Height)
}

fn full_screen(w: u32, h: u32) -> D3DPRESENT_PARAMETERS {
    let mut pp = present_params(w, h);
    pp.Windowed = 0;
    // Any window handle: headless devices render offscreen.
    pp.hDeviceWindow = 1usize as HWND;
    pp
}

#[test]
fn full_screen_devices_take_listed_modes_and_own_the_adapter_mode() {
    let _display = display_mode_lock();
    let d3d = d3d();
    let desktop = adapter_mode(d3d);
    let n = vcall!(d3d, GetAdapterModeCount, 0, D3DFMT_X8R8G8B8);
    let modes: Vec<(u32, u32)> = (0..n)
        .map(|i| {
            let mut m = D3DDISPLAYMODE::default();
            assert_eq!(vcall!(d3d, EnumAdapterModes, 0, D3DFMT_X8R8G8B8, i, &mut m), D3D_OK);
            (m.Width, m.Height)
        })
        .collect();
    assert!(modes.contains(&(640, 480)) && modes.contains(&(800, 600)), "{modes:?}");

    let mut pp = full_screen(800, 600);
    let (hr, dev) = try_create_device(d3d, D3DDEVTYPE_HAL, D3DCREATE_HARDWARE_VERTEXPROCESSING, &mut pp);
    assert_eq!(hr, D3D_OK);
    assert_eq!(
        adapter_mode(d3d),
        (800, 600),
        "the full-screen device owns the adapter's mode"
    );
    let mut m = D3DDISPLAYMODE::default();
    assert_eq!(vcall!(dev, GetDisplayMode, 0, &mut m), D3D_OK);
    assert_eq!((m.Width, m.Height, m.Format), (800, 600, D3DFMT_X8R8G8B8));
    // Additional swap chains need a windowed device.
    let mut add = present_params(32, 32);
    let mut sc = std::ptr::null_mut();
    assert_eq!(
        vcall!(dev, CreateAdditionalSwapChain, &mut add, &mut sc),
        D3DERR_INVALIDCALL
    );
    // Back to windowed: the adapter reports the desktop again.
    let mut windowed = present_params(64, 64);
    assert_eq!(vcall!(dev, Reset, &mut windowed), D3D_OK);
    assert_eq!(adapter_mode(d3d), desktop);
    let mut fs = full_screen(640, 480);
    assert_eq!(vcall!(dev, Reset, &mut fs), D3D_OK);
    assert_eq!(adapter_mode(d3d), (640, 480));
    assert_eq!(release!(dev), 0);
    assert_eq!(adapter_mode(d3d), desktop, "releasing the device gives the mode back");

    // Sizes that are not modes, and full screen without a window, are refused.
    for mut pp in [full_screen(801, 600), full_screen(32, 32), full_screen(0, 0)] {
        let (hr, _) = try_create_device(d3d, D3DDEVTYPE_HAL, D3DCREATE_HARDWARE_VERTEXPROCESSING, &mut pp);
        assert_eq!(hr, D3DERR_INVALIDCALL);
    }
    let mut pp = full_screen(640, 480);
    pp.hDeviceWindow = std::ptr::null_mut();
    let (hr, _) = try_create_device(d3d, D3DDEVTYPE_HAL, D3DCREATE_HARDWARE_VERTEXPROCESSING, &mut pp);
    assert_eq!(hr, D3DERR_INVALIDCALL);
    assert_eq!(release!(d3d), 0);
}

/// The shader validator's vtable (undocumented): IUnknown, Begin,
/// Instruction, End.
#[repr(C)]
struct ValidatorVtbl {
    query_interface: unsafe extern "system" fn(*mut Validator, REFIID, *mut *mut std::ffi::c_void) -> HRESULT,
    add_ref: unsafe extern "system" fn(*mut Validator) -> u32,
    release: unsafe extern "system" fn(*mut Validator) -> u32,
    begin: unsafe extern "system" fn(*mut Validator, *mut std::ffi::c_void, *mut std::ffi::c_void, u32) -> HRESULT,
    instruction: unsafe extern "system" fn(*mut Validator, *const i8, u32, *const u32, u32) -> HRESULT,
    end: unsafe extern "system" fn(*mut Validator) -> HRESULT,
}

#[repr(C)]
struct Validator {
    vtbl: *const ValidatorVtbl,
}

#[test]
fn shader_validator_accepts_instructions() {
    let v = d3d9::Direct3DShaderValidatorCreate9() as *mut Validator;
    assert!(!v.is_null());
    let tokens = [0xFFFE_0101u32, 0x0000_FFFF];
    // SAFETY: `v` is the live validator just created.
    let vt = unsafe { &*(*v).vtbl };
    // SAFETY: `v` is live; Begin takes a null callback and context.
    let hr = unsafe { (vt.begin)(v, std::ptr::null_mut(), std::ptr::null_mut(), 0) };
    assert_eq!(hr, S_OK);
    // SAFETY: `v` is live; one token at `tokens`.
    let hr = unsafe { (vt.instruction)(v, std::ptr::null(), 0, tokens.as_ptr(), 1) };
    assert_eq!(hr, S_OK);
    // SAFETY: as above.
    let hr = unsafe { (vt.instruction)(v, std::ptr::null(), 0, tokens[1..].as_ptr(), 1) };
    assert_eq!(hr, S_OK);
    // SAFETY: `v` is live.
    assert_eq!(unsafe { (vt.end)(v) }, S_OK);
    // SAFETY: `v` is live.
    assert_eq!(unsafe { (vt.add_ref)(v) }, 2);
    let mut unk = std::ptr::null_mut();
    // SAFETY: `v` is live; the IID and out pointer are valid.
    assert_eq!(unsafe { (vt.query_interface)(v, &IID_IUnknown, &mut unk) }, S_OK);
    assert_eq!(unk as *mut Validator, v);
    // SAFETY: `v` is live with three references (creation, AddRef, QueryInterface).
    assert_eq!(unsafe { (vt.release)(v) }, 2);
    // SAFETY: two references left.
    assert_eq!(unsafe { (vt.release)(v) }, 1);
    // SAFETY: the last reference; `v` is not used afterwards.
    assert_eq!(unsafe { (vt.release)(v) }, 0);
}
