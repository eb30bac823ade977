//! WGD3D9_LOG_PATH: a program's log goes to a file named after it and the
//! architecture, starting with wgd3d9's version and the options in force,
//! then the adapter and driver at device creation.

use std::process::Command;

#[test]
fn the_log_file_names_the_version_options_adapter_and_driver() {
    let dir = std::env::temp_dir().join(format!("wgd3d9_log_file_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = Command::new(env!("CARGO_BIN_EXE_wgd3d9-demo"))
        .arg(dir.join("demo.png"))
        .arg("2")
        .env("WGD3D9_LOG_PATH", &dir)
        .env("WGD3D9_CONFIG", "present.maxFrameRate = 500")
        .env_remove("WGD3D9_LOG_LEVEL")
        .env_remove("RUST_LOG")
        .output()
        .expect("running wgd3d9-demo");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let path = dir.join(format!("wgd3d9-demo-{}.log", std::env::consts::ARCH));
    let log = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let first = log.lines().next().unwrap_or_default();
    assert!(
        first.contains(&format!("wgd3d9 {}", env!("CARGO_PKG_VERSION")))
            && first.contains("wgd3d9-demo: logging to")
            && first.contains("options: present.maxFrameRate=500"),
        "{log}"
    );
    assert!(log.contains("adapter ") && log.contains("driver "), "{log}");
    // Nothing went to standard error but what the demo itself prints.
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("wgd3d9::"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
