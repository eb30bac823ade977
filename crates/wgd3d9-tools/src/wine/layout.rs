//! Where Wine is installed, and the directory that makes one Wine process load
//! wgd3d9's d3d9.dll instead of Wine's own.
//!
//! Wine 8 looks for a builtin DLL in its own library directory before the
//! directories of `WINEDLLPATH`, so naming our directory there is not enough
//! while Wine's d3d9.dll sits in its library directory. Wine takes its library
//! directory from where `ntdll.so` was loaded from, so the install directory
//! holds a private mirror of the Wine installation (`wine/`): symbolic links to
//! every file of it except Wine's d3d9.dll, with the loaders and each
//! architecture's `ntdll.so` copied so that their paths lead back into the
//! mirror. Programs started through the mirror's loaders find `d3d9.dll` only
//! in `WINEDLLPATH`; the Wine installation itself is never modified.
//!
//! Both architectures are laid out when Wine has both (Debian's model: the
//! 64-bit `wine64` and the 32-bit `wine` loader, each with its own library
//! directory); a 64-bit and a 32-bit program started from one install
//! directory each load the half of their own architecture.
//!
//! ```text
//! DIR/x86_64-windows/d3d9.dll            wgd3d9's PE half, marked as a Wine builtin
//! DIR/x86_64-unix/d3d9.so                wgd3d9's unix half
//! DIR/i386-windows/d3d9.dll              the same for 32-bit programs
//! DIR/i386-unix/d3d9.so
//! DIR/wine/...                           the private mirror of the Wine installation
//! ```

use super::arch::Arch;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// One architecture of a Wine installation.
#[derive(Clone, Debug)]
pub struct WineArch {
    pub arch: Arch,
    /// The architecture's loader binary (`wine64` or `wine`, not a wrapper script).
    pub loader: PathBuf,
    /// The library directory holding `<arch>-windows/` and `<arch>-unix/`.
    pub lib_dir: PathBuf,
}

/// A Wine installation: 64-bit, and 32-bit where installed.
#[derive(Clone, Debug)]
pub struct WineInstall {
    /// The installation prefix, e.g. `/usr`.
    pub root: PathBuf,
    /// The `wine64` loader binary, which runs Wine's own programs (wineboot, reg).
    pub loader: PathBuf,
    /// Each architecture found, 64-bit first.
    pub arches: Vec<WineArch>,
}

impl WineInstall {
    /// Finds the Wine installation: `$WGD3D9_WINE_LOADER` (the wine64
    /// binary) if set, else the Debian layout (`/usr/lib/wine/wine64` with
    /// `/usr/lib/x86_64-linux-gnu/wine`, and `/usr/lib/wine/wine` with
    /// `/usr/lib/i386-linux-gnu/wine`), else the upstream one (`/usr/bin`
    /// or `/usr/local/bin`, with `lib/wine`). The 32-bit architecture is
    /// optional.
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
            let arches: Vec<WineArch> = Arch::ALL
                .into_iter()
                .filter_map(|arch| find_arch(&root, &loader, arch))
                .collect();
            if arches.first().is_some_and(|a| a.arch == Arch::X86_64) {
                return Ok(Self { root, loader, arches });
            }
        }
        Err("no 64-bit Wine found (install Debian's wine64, or set WGD3D9_WINE_LOADER to the wine64 binary)".into())
    }

    /// The `wineserver` beside the loader.
    pub fn server(&self) -> PathBuf {
        self.loader.with_file_name("wineserver")
    }

    /// The installation's part for `arch`, if it has one.
    pub fn arch(&self, arch: Arch) -> Option<&WineArch> {
        self.arches.iter().find(|a| a.arch == arch)
    }

    /// The loader that starts `program`: the one of the architecture in its
    /// PE header, the 64-bit one for Wine's own programs named without a
    /// path (`wineboot`, `reg`).
    pub fn loader_for(&self, program: &Path) -> Result<&Path, String> {
        loader_for(
            program,
            |arch| self.arch(arch).map(|a| a.loader.as_path()),
            &self.loader,
        )
    }
}

/// The loader of `arch` beside the 64-bit `loader`, with the library directory
/// under `root` that holds the architecture's `ntdll.so`.
fn find_arch(root: &Path, loader: &Path, arch: Arch) -> Option<WineArch> {
    let loader = fs::canonicalize(loader.with_file_name(arch.loader_name())).ok()?;
    let lib_dirs = [
        format!("lib/{}/wine", arch.multiarch()),
        if arch == Arch::X86_64 {
            "lib64/wine"
        } else {
            "lib32/wine"
        }
        .to_owned(),
        "lib/wine".to_owned(),
    ];
    let lib_dir = lib_dirs
        .iter()
        .map(|d| root.join(d))
        .find(|d| d.join(arch.unix_dir()).join("ntdll.so").is_file())?;
    Some(WineArch { arch, loader, lib_dir })
}

/// The loader that starts `program` (see [`WineInstall::loader_for`]).
fn loader_for<'a>(
    program: &Path,
    loader_of: impl Fn(Arch) -> Option<&'a Path>,
    default: &'a Path,
) -> Result<&'a Path, String> {
    if program.components().count() == 1 && !program.is_file() {
        return Ok(default);
    }
    let arch = Arch::of_program(program)?;
    loader_of(arch).ok_or_else(|| {
        format!(
            "{} is a {arch} program, and Wine has no {arch} loader here (Debian: install wine32:i386)",
            program.display()
        )
    })
}

/// The files wgd3d9 puts into an install directory for one architecture.
#[derive(Clone, Debug)]
pub struct Artifacts {
    pub arch: Arch,
    /// d3d9.dll, already marked as a Wine builtin.
    pub dll: PathBuf,
    /// The unix half (installed as d3d9.so).
    pub unix_so: PathBuf,
}

/// An install directory: what `WINEDLLPATH` names for a wgd3d9 run.
#[derive(Clone, Debug)]
pub struct InstallDir {
    pub dir: PathBuf,
    /// The 64-bit loader inside the private mirror.
    pub loader: PathBuf,
    /// Each architecture's loader inside the private mirror.
    pub loaders: Vec<(Arch, PathBuf)>,
    /// The wineserver inside the private mirror.
    pub server: PathBuf,
}

/// Builds (or rebuilds) the install directory `dir` for `wine` with the
/// halves of every architecture in `artifacts`.
pub fn install(wine: &WineInstall, artifacts: &[Artifacts], dir: &Path) -> io::Result<InstallDir> {
    for a in artifacts {
        let pe_dir = dir.join(a.arch.windows_dir());
        let unix_dir = dir.join(a.arch.unix_dir());
        fs::create_dir_all(&pe_dir)?;
        fs::create_dir_all(&unix_dir)?;
        copy_replacing(&a.dll, &pe_dir.join("d3d9.dll"))?;
        copy_replacing(&a.unix_so, &unix_dir.join("d3d9.so"))?;
        // Earlier versions installed a bcryptprimitives.dll of their own.
        remove_if_present(&pe_dir.join("bcryptprimitives.dll"))?;
    }

    let mirror = dir.join("wine");
    if mirror.exists() {
        fs::remove_dir_all(&mirror)?;
    }
    let in_mirror = |p: &Path| mirror.join(p.strip_prefix(&wine.root).expect("inside the Wine root"));
    // The loaders' directory: the loaders copied, their siblings (wineserver, ...) linked.
    let loader_dir = wine.loader.parent().expect("loader has a directory");
    let loader_names: Vec<_> = wine.arches.iter().filter_map(|a| a.loader.file_name()).collect();
    mirror_dir(loader_dir, &in_mirror(loader_dir), &|name| {
        if loader_names.contains(&name) {
            Entry::Copy
        } else {
            Entry::Link
        }
    })?;
    // The library directories: ntdll.so copied, Wine's d3d9 left out, the rest linked.
    let mut lib_dirs: Vec<&Path> = wine.arches.iter().map(|a| a.lib_dir.as_path()).collect();
    lib_dirs.dedup();
    for lib_dir in lib_dirs {
        mirror_lib_dir(lib_dir, &in_mirror(lib_dir))?;
    }
    let share = in_mirror(&wine.root.join("share/wine"));
    fs::create_dir_all(share.parent().unwrap())?;
    std::os::unix::fs::symlink(wine.root.join("share/wine"), share)?;

    let loaders = wine.arches.iter().map(|a| (a.arch, in_mirror(&a.loader))).collect();
    Ok(InstallDir {
        dir: dir.to_path_buf(),
        loader: in_mirror(&wine.loader),
        loaders,
        server: in_mirror(&wine.server()),
    })
}

/// Mirrors one Wine library directory into `to`: each architecture's
/// `ntdll.so` copied, Wine's d3d9 left out, everything else linked.
fn mirror_lib_dir(from: &Path, to: &Path) -> io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        let target = to.join(&name);
        let name = name.to_str().unwrap_or("");
        if Arch::ALL.iter().any(|a| a.unix_dir() == name) {
            mirror_dir(&entry.path(), &target, &|n| match n.to_str() {
                Some("ntdll.so") => Entry::Copy,
                Some("d3d9.so") => Entry::Skip,
                _ => Entry::Link,
            })?;
        } else if Arch::ALL.iter().any(|a| a.windows_dir() == name) {
            mirror_dir(&entry.path(), &target, &|n| match n.to_str() {
                Some("d3d9.dll") => Entry::Skip,
                _ => Entry::Link,
            })?;
        } else {
            std::os::unix::fs::symlink(entry.path(), &target)?;
        }
    }
    Ok(())
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
    /// the mirror's loader of the program's architecture, `WINEDLLPATH` led
    /// by this directory, and d3d9 forced to the builtin (so a d3d9.dll
    /// beside the program does not win).
    pub fn command(&self, program: &Path) -> Result<std::process::Command, String> {
        self.command_with_image(program, program)
    }

    /// [`InstallDir::command`] for a `program` named relative to a working
    /// directory of its own: its architecture is read from `image`, the
    /// same file as this process finds it.
    pub fn command_with_image(&self, program: &Path, image: &Path) -> Result<std::process::Command, String> {
        let loader_of = |arch| self.loaders.iter().find(|(a, _)| *a == arch).map(|(_, l)| l.as_path());
        let loader = loader_for(image, loader_of, &self.loader)?;
        let mut cmd = std::process::Command::new(loader);
        cmd.arg(program);
        let mut dll_path = self.dir.clone().into_os_string();
        if let Some(old) = std::env::var_os("WINEDLLPATH") {
            dll_path.push(":");
            dll_path.push(old);
        }
        // A process started from this one for the other architecture takes
        // its loader from WINELOADER ("64" added or removed): the mirror's.
        cmd.env("WINELOADER", loader).env("WINEDLLPATH", dll_path);
        let mut overrides = std::ffi::OsString::from("d3d9=b");
        if let Some(old) = std::env::var_os("WINEDLLOVERRIDES") {
            overrides.push(";");
            overrides.push(old);
        }
        cmd.env("WINEDLLOVERRIDES", overrides);
        Ok(cmd)
    }
}

#[cfg(test)]
mod tests;
