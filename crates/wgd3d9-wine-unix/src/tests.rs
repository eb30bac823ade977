use wgd3d9_core::wire::Call;

#[test]
fn entries_follow_the_call_codes() {
    assert_eq!(Call::QueryAdapter as usize, 1);
    assert_eq!(Call::WaitFrame as usize, 5);
    assert_eq!(Call::CreateResource as usize, 6);
    assert_eq!(super::__wine_unix_call_funcs.len(), Call::CreateResource as usize + 1);
}
