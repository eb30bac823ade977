//! wgd3d9-install: builds the release `libd3d9.so` and installs it with the
//! D3D9 headers and `d3d9.pc` into a prefix, for native programs built with
//! `pkg-config --cflags --libs d3d9` (see `wgd3d9_tools::install`).
//!
//! Usage: `wgd3d9-install --prefix DIR`

use std::path::PathBuf;
use std::process::{exit, Command};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let prefix = match args.as_slice() {
        [flag, dir] if flag == "--prefix" => PathBuf::from(dir),
        _ => {
            eprintln!("usage: wgd3d9-install --prefix DIR");
            exit(2);
        }
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let built = Command::new(cargo)
        .current_dir(&root)
        .args(["build", "--release", "-p", "wgd3d9-native"])
        .status();
    if !built.is_ok_and(|s| s.success()) {
        eprintln!("wgd3d9-install: building libd3d9.so failed");
        exit(1);
    }
    let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let library = target.join("release/libd3d9.so");
    match wgd3d9_tools::install::install(&prefix, &library, &wgd3d9_tools::install::headers_dir()) {
        Ok(files) => {
            for f in files {
                println!("{}", f.display());
            }
        }
        Err(e) => {
            eprintln!("wgd3d9-install: {e}");
            exit(1);
        }
    }
}
