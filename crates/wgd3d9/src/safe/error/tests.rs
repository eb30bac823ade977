use super::*;

#[test]
fn success_codes_are_ok_and_failures_keep_their_hresult() {
    assert_eq!(Error::check(D3D_OK), Ok(()));
    assert_eq!(Error::check(S_FALSE), Ok(()));
    let e = Error::check(D3DERR_INVALIDCALL).unwrap_err();
    assert_eq!(e.hresult(), D3DERR_INVALIDCALL);
    assert_eq!(e.kind(), ErrorKind::InvalidCall);
    assert_eq!(Error(D3DERR_DEVICELOST).kind(), ErrorKind::DeviceLost);
    assert_eq!(Error(-1).kind(), ErrorKind::Other);
    assert_eq!(e.to_string(), "InvalidCall (HRESULT 0x8876086c)");
}
