//! Installs what native programs build and link against: `libd3d9.so`,
//! the D3D9 headers (generated from `wgd3d9-types`, committed under
//! `include/`) and a pkg-config file `d3d9.pc`, into a prefix laid out as
//! `PREFIX/lib`, `PREFIX/include/wgd3d9` and `PREFIX/lib/pkgconfig`.
//!
//! The headers go into a directory of their own so that installing into a
//! system prefix shadows nothing; `pkg-config --cflags d3d9` names it.

use std::path::{Path, PathBuf};

/// The headers of the repository's `include/` directory.
pub fn headers_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include")
}

/// The text of `d3d9.pc` for `prefix`.
pub fn pkg_config(prefix: &Path) -> String {
    format!(
        "prefix={}\n\
         libdir=${{prefix}}/lib\n\
         includedir=${{prefix}}/include/wgd3d9\n\
         \n\
         Name: d3d9\n\
         Description: Direct3D 9 for native programs, drawn through wgpu (wgd3d9)\n\
         Version: {}\n\
         Libs: -L${{libdir}} -ld3d9\n\
         Cflags: -I${{includedir}}\n",
        prefix.display(),
        env!("CARGO_PKG_VERSION"),
    )
}

/// Installs `library` (a built `libd3d9.so`) and the headers of `headers`
/// into `prefix`, with `d3d9.pc`; returns the files written.
pub fn install(prefix: &Path, library: &Path, headers: &Path) -> std::io::Result<Vec<PathBuf>> {
    let prefix = std::path::absolute(prefix)?;
    let lib = prefix.join("lib");
    let include = prefix.join("include/wgd3d9");
    let pkgconfig = lib.join("pkgconfig");
    for d in [&lib, &include, &pkgconfig] {
        std::fs::create_dir_all(d)?;
    }
    let mut written = Vec::new();
    let name = library
        .file_name()
        .ok_or_else(|| std::io::Error::other("no library file name"))?;
    let dst = lib.join(name);
    // A new file rather than an overwrite: a program running from the
    // prefix keeps the library it mapped.
    let _ = std::fs::remove_file(&dst);
    std::fs::copy(library, &dst)?;
    written.push(dst);
    let mut headers: Vec<PathBuf> = std::fs::read_dir(headers)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    headers.retain(|p| p.extension().is_some_and(|e| e == "h"));
    headers.sort();
    if headers.is_empty() {
        return Err(std::io::Error::other("no headers to install"));
    }
    for h in headers {
        let dst = include.join(h.file_name().expect("a header's name"));
        std::fs::copy(&h, &dst)?;
        written.push(dst);
    }
    let pc = pkgconfig.join("d3d9.pc");
    std::fs::write(&pc, pkg_config(&prefix))?;
    written.push(pc);
    Ok(written)
}

#[cfg(test)]
mod tests;
