//! Building Wine's d3d9 test program (`dlls/d3d9/tests`) from Debian's wine
//! source package, the way Wine's own build would: every `START_TEST(name)` of
//! the directory becomes a subtest in a `testlist.c` of the form Wine's
//! makedep writes, compiled and linked with mingw against the import libraries
//! and `libwinecrt0.a` that Debian's Wine packages install.

use super::arch::Arch;
use super::run_checked;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where Debian installs Wine's PE import libraries of `arch`
/// (libwine-dev of that architecture).
fn import_lib_dir(arch: Arch) -> String {
    format!("/usr/lib/{}/wine/{}", arch.multiarch(), arch.windows_dir())
}
/// Where libwine-dev installs Wine's Windows headers.
const WINDOWS_INCLUDE_DIRS: [&str; 2] = ["/usr/include/wine/wine/windows", "/usr/include/wine/wine/msvcrt"];

/// The unpacked wine source tree under `src_root`, fetched with
/// `apt-get source wine` when absent (needs a `deb-src` entry in apt's sources).
pub fn wine_source(src_root: &Path) -> Result<PathBuf, String> {
    let find = || -> Option<PathBuf> {
        let mut trees: Vec<PathBuf> = fs::read_dir(src_root)
            .ok()?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.join("dlls/d3d9/tests/device.c").is_file())
            .collect();
        trees.sort();
        trees.pop()
    };
    if let Some(tree) = find() {
        return Ok(tree);
    }
    fs::create_dir_all(src_root).map_err(|e| format!("{}: {e}", src_root.display()))?;
    eprintln!("fetching Debian's wine source package into {}", src_root.display());
    run_checked(Command::new("apt-get").args(["source", "-qq", "wine"]).current_dir(src_root)).map_err(|e| {
        format!("{e}\n(apt-get source needs a deb-src entry for the Debian release and dpkg-dev; scripts/setup.sh adds both)")
    })?;
    find().ok_or_else(|| format!("apt-get source left no wine tree in {}", src_root.display()))
}

/// The subtest names of a Wine test directory: each `START_TEST(name)`.
pub fn subtest_names(test_dir: &Path) -> Result<Vec<String>, String> {
    let mut names = Vec::new();
    let mut files: Vec<PathBuf> = fs::read_dir(test_dir)
        .map_err(|e| format!("{}: {e}", test_dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    for file in files {
        let text = fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        names.extend(start_tests(&text));
    }
    names.sort();
    Ok(names)
}

/// The names in `START_TEST(name)` lines of one source file.
fn start_tests(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("START_TEST("))
        .filter_map(|rest| rest.split_once(')'))
        .map(|(name, _)| name.trim().to_owned())
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        .collect()
}

/// The `testlist.c` that registers `names`, as Wine's makedep writes it.
pub fn testlist_c(names: &[String]) -> String {
    let mut out = String::from(
        "/* Automatically generated file; DO NOT EDIT!! */\n#define WIN32_LEAN_AND_MEAN\n#include <windows.h>\n\
         #define STANDALONE\n#include \"wine/test.h\"\n",
    );
    for n in names {
        out += &format!("extern void func_{n}(void);\n");
    }
    out += "const struct test winetest_testlist[] =\n{\n";
    for n in names {
        out += &format!("    {{ \"{n}\", func_{n} }},\n");
    }
    out += "    { 0, 0 }\n};\n";
    out
}

/// Builds a Wine-style test program `exe_name` for `arch` into `out_dir`
/// from the test sources of `test_dir` (each `START_TEST` a subtest), with
/// the wine tree `wine`'s harness; returns the program and its subtest names.
pub fn build_test_program(
    arch: Arch,
    wine: &Path,
    test_dir: &Path,
    out_dir: &Path,
    exe_name: &str,
) -> Result<(PathBuf, Vec<String>), String> {
    let names = subtest_names(test_dir)?;
    fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let stem = exe_name.trim_end_matches(".exe");
    let testlist = out_dir.join(format!("{stem}_testlist.c"));
    fs::write(&testlist, testlist_c(&names)).map_err(|e| format!("{}: {e}", testlist.display()))?;

    let mingw_cc = arch.mingw_cc();
    let gcc_include = String::from_utf8_lossy(
        &Command::new(mingw_cc)
            .arg("-print-file-name=include")
            .output()
            .map_err(|e| format!("{mingw_cc}: {e}"))?
            .stdout,
    )
    .trim()
    .to_owned();
    let mut sources = vec![testlist, wine.join("dlls/winecrt0/debug.c")];
    for n in &names {
        sources.push(test_dir.join(format!("{n}.c")));
    }
    let exe = out_dir.join(exe_name);
    let mut cc = Command::new(mingw_cc);
    cc.args([
        "-O1",
        "-g0",
        "-w",
        "-D__WINESRC__",
        "-D_WIN32_WINNT=0x0A00",
        "-DWINE_NO_LONG_TYPES",
        "-nostdinc",
    ])
    .arg(format!("-I{}", wine.join("include").display()));
    for dir in WINDOWS_INCLUDE_DIRS {
        cc.arg(format!("-I{dir}"));
    }
    cc.arg(format!("-I{gcc_include}"))
        .args(&sources)
        .args(["-nostartfiles", "-nodefaultlibs"])
        .arg(format!("-L{}", import_lib_dir(arch)))
        .args([
            "-lwinecrt0",
            "-ld3d9",
            "-luser32",
            "-lgdi32",
            "-lucrtbase",
            "-lkernel32",
            "-lntdll",
            "-lgcc",
        ])
        .arg(format!("-Wl,--entry,{}", entry_symbol(arch)))
        .args(["-Wl,--subsystem,console", "-o"])
        .arg(&exe);
    run_checked(&mut cc)?;
    Ok((exe, names))
}

/// The linker's name of winecrt0's `mainCRTStartup` (i386 names carry a `_`).
fn entry_symbol(arch: Arch) -> &'static str {
    match arch {
        Arch::X86_64 => "mainCRTStartup",
        Arch::I386 => "_mainCRTStartup",
    }
}

#[cfg(test)]
mod tests;
