use super::*;

#[test]
fn the_level_wins_then_rust_log_then_the_defaults() {
    assert_eq!(filter(Some("debug"), Some("info"), false), "debug");
    assert_eq!(filter(Some(" "), Some("info"), true), "info");
    assert_eq!(filter(None, None, false), "warn");
    assert_eq!(filter(None, None, true), FILE_FILTER);
}

#[test]
fn program_names_come_from_windows_and_unix_paths() {
    assert_eq!(program_name("C:\\Games\\Half-Life 2\\hl2.exe"), "hl2");
    assert_eq!(program_name("Z:\\tmp\\Game.EXE"), "Game");
    assert_eq!(program_name("/usr/bin/my game"), "mygame");
    assert_eq!(program_name("/usr/bin/"), "program");
    assert_eq!(program_name("é.exe"), "program");
}

#[test]
fn the_file_is_named_after_the_program_and_the_architecture() {
    assert_eq!(
        file_path("/tmp/logs", "hl2", "x86", false),
        PathBuf::from("/tmp/logs/hl2-x86.log")
    );
    // The DLL under Wine reaches Unix paths through drive Z:.
    assert_eq!(
        file_path("/tmp/logs", "hl2", "x86_64", true),
        PathBuf::from("Z:/tmp/logs").join("hl2-x86_64.log")
    );
    assert_eq!(
        file_path("C:\\logs", "hl2", "x86", true),
        PathBuf::from("C:\\logs").join("hl2-x86.log")
    );
}
