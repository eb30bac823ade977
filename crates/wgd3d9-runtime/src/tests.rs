use super::*;

#[test]
fn another_boundary_version_is_refused_as_such() {
    let mut p = wire::QueryAdapterParams {
        version: wire::WIRE_VERSION + 1,
        _pad: 0,
        info: wire::AdapterInfo::default(),
    };
    // SAFETY: `p` is QueryAdapter's parameter struct, alive for the call.
    let status = unsafe { port(Call::QueryAdapter as u32, &mut p as *mut _ as *mut c_void) };
    assert_eq!(status, Status::WrongVersion as i32);
}

#[test]
fn unknown_calls_and_missing_parameters_are_refused() {
    let mut p = wire::DeviceParams { device: 0 };
    // SAFETY: the call code is unknown; nothing is read.
    let status = unsafe { port(99, &mut p as *mut _ as *mut c_void) };
    assert_eq!(status, Status::UnknownCall as i32);
    // SAFETY: a null parameter pointer is refused before any read.
    let status = unsafe { port(Call::WaitFrame as u32, std::ptr::null_mut()) };
    assert_eq!(status, Status::InvalidParams as i32);
}
