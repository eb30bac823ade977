use super::*;

#[test]
fn the_users_settings_win() {
    assert!(ours_to_set(None, false));
    assert!(ours_to_set(Some("glibc.malloc.arena_max=2"), false));
    assert!(ours_to_set(Some("glibc.rtld.optional_static_tls=512"), false));
    assert!(!ours_to_set(Some("glibc.malloc.trim_threshold=1"), false));
    assert!(!ours_to_set(Some("glibc.malloc.top_pad=4096"), false));
    assert!(!ours_to_set(
        Some("glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=4096"),
        false
    ));
    assert!(!ours_to_set(None, true));
}
