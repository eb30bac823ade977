//! WGD3D9_LOG_PATH: a program's log goes to a file named after it and the
//! architecture, starting with wgd3d9's version and the options in force,
//! then the adapter and driver at device creation.

use std::process::Command;

/// The demo's log with options `config`, in a directory of its own; its
/// standard error must hold none of wgd3d9's lines.
fn demo_log(tag: &str, config: &str) -> String {
    let dir = std::env::temp_dir().join(format!("wgd3d9_log_{tag}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = Command::new(env!("CARGO_BIN_EXE_wgd3d9-demo"))
        .arg(dir.join("demo.png"))
        .arg("1")
        .env("WGD3D9_LOG_PATH", &dir)
        .env("WGD3D9_CONFIG", config)
        .env_remove("WGD3D9_LOG_LEVEL")
        .env_remove("RUST_LOG")
        .output()
        .expect("running wgd3d9-demo");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("wgd3d9::"), "{stderr}");
    let path = dir.join(format!("wgd3d9-demo-{}.log", std::env::consts::ARCH));
    let log = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let _ = std::fs::remove_dir_all(&dir);
    log
}

#[test]
fn the_gpu_option_picks_an_adapter_by_name_or_says_which_there_are() {
    // Whatever GPU the machine has, its own name picks it.
    let first = demo_log("gpu_default", "");
    let name = first
        .lines()
        .find_map(|l| l.split("] adapter: ").nth(1))
        .and_then(|l| l.split(" (").next())
        .expect("the adapter line")
        .to_string();
    let picked = demo_log("gpu_named", &format!("adapter.gpu = {}", name.to_uppercase()));
    assert!(picked.contains(&format!("] adapter: {name}")), "{picked}");
    assert!(!picked.contains("adapter.gpu: no adapter"), "{picked}");
    // A name no adapter has: the default, and the adapters listed.
    let missing = demo_log("gpu_missing", "adapter.gpu = no such gpu");
    assert!(
        missing.contains("adapter.gpu: no adapter named like `no such gpu` among"),
        "{missing}"
    );
    assert!(missing.contains(&format!("] adapter: {name}")), "{missing}");
}

#[test]
fn the_log_file_names_the_version_options_adapter_and_driver() {
    let log = demo_log("header", "present.maxFrameRate = 500");
    let first = log.lines().next().unwrap_or_default();
    assert!(
        first.contains(&format!("wgd3d9 {}", env!("CARGO_PKG_VERSION")))
            && first.contains("wgd3d9-demo: logging to")
            && first.contains("options: present.maxFrameRate=500"),
        "{log}"
    );
    assert!(log.contains("adapter ") && log.contains("driver "), "{log}");
}
