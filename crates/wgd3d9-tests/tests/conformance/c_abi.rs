//! The C ABI as a C compiler sees it: compiles `c/abi_smoke.c` with the
//! generated headers (`include/` at the repository root) against the
//! libd3d9.so cargo built for this test run, runs it, and checks it passed
//! (device creation with defaults written back, clear, draw, read-back, COM
//! release counts).

use std::path::PathBuf;
use std::process::Command;

#[test]
fn a_c_program_drives_libd3d9() {
    let deps = std::env::current_exe().unwrap().parent().unwrap().to_path_buf();
    let lib = deps.join("libd3d9.so");
    assert!(
        lib.exists(),
        "libd3d9.so not found beside the test binary in {}",
        deps.display()
    );
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let src = manifest.join("tests/c/abi_smoke.c");
    let include = manifest.join("../../include");
    let exe = std::env::temp_dir().join(format!("wgd3d9_abi_smoke_{}", std::process::id()));
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let out = Command::new(&cc)
        .args(["-std=c99", "-Wall", "-Werror", "-O1"])
        .arg(format!("-I{}", include.display()))
        .arg("-o")
        .arg(&exe)
        .arg(&src)
        .arg(format!("-L{}", deps.display()))
        .arg("-ld3d9")
        .output()
        .expect("running the C compiler");
    assert!(
        out.status.success(),
        "cc failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe)
        .env("LD_LIBRARY_PATH", &deps)
        .output()
        .expect("running the C program");
    let _ = std::fs::remove_file(&exe);
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "C program failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(stdout.contains("ok"), "{stdout}");
}
