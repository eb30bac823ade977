//! Where Wine is installed, and the directory that makes one Wine process load
//! wgd3d9's d3d9.dll instead of Wine's own.
//!
//! Wine 8 looks for a builtin DLL in its own library directory before the
//! directories of `WINEDLLPATH`, so naming our directory there is not enough
//! while Wine's d3d9.dll sits in its library directory. Wine takes its library
//! directory from where `ntdll.so` was loaded from, so the install directory
//! holds a private mirror of the Wine installation (`wine/`): symbolic links to
//! every file of it except Wine's d3d9.dll, with the loader and `ntdll.so`
//! copied so that their paths lead back into the mirror. Programs started
//! through the mirror's loader find `d3d9.dll` only in `WINEDLLPATH`; the Wine
//! installation itself is never modified.
//!
//! ```text
//! DIR/x86_64-windows/d3d9.dll            wgd3d9's PE half, marked as a Wine builtin
//! DIR/x86_64-unix/d3d9.so                wgd3d9's unix half
//! DIR/wine/...                           the private mirror of the Wine installation
//! ```

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// A Wine installation (64-bit).
#[derive(Clone, Debug)]
pub struct WineInstall {
    /// The installation prefix, e.g. `/usr`.
    pub root: PathBuf,
    /// The `wine64` loader binary (not a wrapper script).
    pub loader: PathBuf,
    /// The library directory holding `x86_64-windows/` and `x86_64-unix/`.
    pub lib_dir: PathBuf,
}

impl WineInstall {
    /// Finds the Wine installation: `$WGD3D9_WINE_LOADER` if set, else the
    /// Debian layout (`/usr/lib/wine/wine64` and
    /// `/usr/lib/x86_64-linux-gnu/wine`), else the upstream one
    /// (`/usr/bin/wine64` and `/usr/lib/wine`, or `/usr/local`).
    pub fn discover() -> Result<Self, String> {
        let candidates: Vec<PathBuf> = match std::env::var_os("WGD3D9_WINE_LOADER") {
            Some(p) => vec![PathBuf::from(p)],
            None => [
                "/usr/lib/wine/wine64",
                "/usr/bin/wine64",
                "/usr/local/bin/wine64",
                "/opt/wine/bin/wine64",
            ]
            .iter()
            .map(PathBuf::from)
            .collect(),
        };
        for candidate in candidates {
            let Ok(loader) = fs::canonicalize(&candidate) else {
                continue;
            };
            // wine64 lives in ROOT/bin or ROOT/lib/wine.
            let Some(root) = loader
                .ancestors()
                .find(|a| a.join("share/wine").is_dir())
                .map(Path::to_path_buf)
            else {
                continue;
            };
            let lib_dirs = ["lib/x86_64-linux-gnu/wine", "lib64/wine", "lib/wine"];
            if let Some(lib_dir) = lib_dirs
                .iter()
                .map(|d| root.join(d))
                .find(|d| d.join("x86_64-unix/ntdll.so").is_file())
            {
                return Ok(Self { root, loader, lib_dir });
            }
        }
        Err("no 64-bit Wine found (install Debian's wine64, or set WGD3D9_WINE_LOADER to the wine64 binary)".into())
    }

    /// The `wineserver` beside the loader.
    pub fn server(&self) -> PathBuf {
        self.loader.with_file_name("wineserver")
    }
}

/// The files wgd3d9 puts into an install directory.
#[derive(Clone, Debug)]
pub struct Artifacts {
    /// d3d9.dll, already marked as a Wine builtin.
    pub dll: PathBuf,
    /// The unix half (installed as d3d9.so).
    pub unix_so: PathBuf,
}

/// An install directory: what `WINEDLLPATH` names for a wgd3d9 run.
#[derive(Clone, Debug)]
pub struct InstallDir {
    pub dir: PathBuf,
    /// The loader inside the private mirror.
    pub loader: PathBuf,
    /// The wineserver inside the private mirror.
    pub server: PathBuf,
}

/// Builds (or rebuilds) the install directory `dir` for `wine`.
pub fn install(wine: &WineInstall, artifacts: &Artifacts, dir: &Path) -> io::Result<InstallDir> {
    let pe_dir = dir.join("x86_64-windows");
    let unix_dir = dir.join("x86_64-unix");
    fs::create_dir_all(&pe_dir)?;
    fs::create_dir_all(&unix_dir)?;
    copy_replacing(&artifacts.dll, &pe_dir.join("d3d9.dll"))?;
    copy_replacing(&artifacts.unix_so, &unix_dir.join("d3d9.so"))?;
    // Earlier versions installed a bcryptprimitives.dll of their own.
    remove_if_present(&pe_dir.join("bcryptprimitives.dll"))?;

    let mirror = dir.join("wine");
    if mirror.exists() {
        fs::remove_dir_all(&mirror)?;
    }
    let in_mirror = |p: &Path| mirror.join(p.strip_prefix(&wine.root).expect("inside the Wine root"));
    // The loader's directory: the loader copied, its siblings (wineserver, ...) linked.
    let loader_dir = wine.loader.parent().expect("loader has a directory");
    mirror_dir(loader_dir, &in_mirror(loader_dir), &|name| {
        if name == wine.loader.file_name().unwrap() {
            Entry::Copy
        } else {
            Entry::Link
        }
    })?;
    // The library directory: ntdll.so copied, Wine's d3d9 left out, the rest linked.
    let lib = in_mirror(&wine.lib_dir);
    fs::create_dir_all(&lib)?;
    for entry in fs::read_dir(&wine.lib_dir)? {
        let entry = entry?;
        let name = entry.file_name();
        let target = lib.join(&name);
        match name.to_str() {
            Some("x86_64-unix") => mirror_dir(&entry.path(), &target, &|n| match n.to_str() {
                Some("ntdll.so") => Entry::Copy,
                Some("d3d9.so") => Entry::Skip,
                _ => Entry::Link,
            })?,
            Some("x86_64-windows") => mirror_dir(&entry.path(), &target, &|n| match n.to_str() {
                Some("d3d9.dll") => Entry::Skip,
                _ => Entry::Link,
            })?,
            _ => std::os::unix::fs::symlink(entry.path(), &target)?,
        }
    }
    let share = in_mirror(&wine.root.join("share/wine"));
    fs::create_dir_all(share.parent().unwrap())?;
    std::os::unix::fs::symlink(wine.root.join("share/wine"), share)?;

    Ok(InstallDir {
        dir: dir.to_path_buf(),
        loader: in_mirror(&wine.loader),
        server: in_mirror(&wine.server()),
    })
}

enum Entry {
    Copy,
    Link,
    Skip,
}

fn mirror_dir(from: &Path, to: &Path, choose: &dyn Fn(&std::ffi::OsStr) -> Entry) -> io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        match choose(&name) {
            Entry::Copy => {
                fs::copy(entry.path(), to.join(&name))?;
            }
            Entry::Link => std::os::unix::fs::symlink(entry.path(), to.join(&name))?,
            Entry::Skip => {}
        }
    }
    Ok(())
}

fn remove_if_present(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// Copies `from` to `to`, replacing (not overwriting in place) an existing
/// file so that a running process mapping the old one is not disturbed.
fn copy_replacing(from: &Path, to: &Path) -> io::Result<()> {
    remove_if_present(to)?;
    fs::copy(from, to).map(drop)
}

impl InstallDir {
    /// A command that runs `program` under Wine with this directory's d3d9.dll:
    /// the mirror's loader, `WINEDLLPATH` led by this directory, and d3d9 forced
    /// to the builtin (so a d3d9.dll beside the program does not win).
    pub fn command(&self, program: &Path) -> std::process::Command {
        let mut cmd = std::process::Command::new(&self.loader);
        cmd.arg(program);
        let mut dll_path = self.dir.clone().into_os_string();
        if let Some(old) = std::env::var_os("WINEDLLPATH") {
            dll_path.push(":");
            dll_path.push(old);
        }
        cmd.env("WINELOADER", &self.loader).env("WINEDLLPATH", dll_path);
        let mut overrides = std::ffi::OsString::from("d3d9=b");
        if let Some(old) = std::env::var_os("WINEDLLOVERRIDES") {
            overrides.push(";");
            overrides.push(old);
        }
        cmd.env("WINEDLLOVERRIDES", overrides);
        cmd
    }

    /// Finds an existing install directory (as `install` left it).
    pub fn open(wine: &WineInstall, dir: &Path) -> Option<Self> {
        let mirror = dir.join("wine");
        let in_mirror = |p: &Path| mirror.join(p.strip_prefix(&wine.root).ok()?).into();
        let loader: Option<PathBuf> = in_mirror(&wine.loader);
        let server: Option<PathBuf> = in_mirror(&wine.server());
        let loader = loader?;
        (loader.is_file() && dir.join("x86_64-windows/d3d9.dll").is_file()).then(|| Self {
            dir: dir.to_path_buf(),
            loader,
            server: server.unwrap(),
        })
    }
}
