//! `wgd3d9-headers OUT_DIR`: writes the generated D3D9 headers into
//! `OUT_DIR` (`cargo run -p wgd3d9-headers -- include` from the repository
//! root refreshes the committed ones).

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(out) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: wgd3d9-headers OUT_DIR");
        return ExitCode::from(2);
    };
    match run(&out) {
        Ok(n) => {
            println!("wrote {n} headers to {}", out.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("wgd3d9-headers: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(out: &std::path::Path) -> Result<usize, Box<dyn std::error::Error>> {
    let model = wgd3d9_headers::read_model(&wgd3d9_headers::types_src_dir())?;
    let headers = wgd3d9_headers::generate(&model)?;
    std::fs::create_dir_all(out)?;
    for h in &headers {
        std::fs::write(out.join(h.file), &h.text)?;
    }
    Ok(headers.len())
}
