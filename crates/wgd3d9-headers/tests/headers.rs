//! The committed headers are what the generator writes, and C and C++
//! compilers accept them and agree with the Rust layouts, constants and
//! vtable slots.

use std::path::{Path, PathBuf};
use std::process::Command;

use wgd3d9_headers::{checks, layout, types_src_dir};

fn repo_include() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../include")
}

fn model() -> wgd3d9_headers::Model {
    wgd3d9_headers::read_model(&types_src_dir()).expect("reading wgd3d9-types")
}

#[test]
fn committed_headers_are_up_to_date() {
    let headers = wgd3d9_headers::generate(&model()).expect("generating");
    for h in &headers {
        let path = repo_include().join(h.file);
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == h.text,
            "include/{} differs from what wgd3d9-types generates; run \
             `cargo run -p wgd3d9-headers -- include` and commit the result",
            h.file
        );
    }
}

/// A scratch directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wgd3d9_headers_{name}_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a compiler; panics with its output when it fails.
fn compile(compiler: &str, args: &[&str], src: &Path, out: &Path) {
    let output = Command::new(compiler)
        .args(args)
        .arg(format!("-I{}", repo_include().display()))
        .arg("-o")
        .arg(out)
        .arg(src)
        .output()
        .unwrap_or_else(|e| panic!("running {compiler}: {e}"));
    assert!(
        output.status.success(),
        "{compiler} {args:?} {} failed:\n{}",
        src.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// `-c` and `flags`.
fn with_c(flags: &[&'static str]) -> Vec<&'static str> {
    [&["-c"], flags].concat()
}

fn cc() -> String {
    std::env::var("CC").unwrap_or_else(|_| "cc".into())
}

fn cxx() -> String {
    std::env::var("CXX").unwrap_or_else(|_| "c++".into())
}

/// True when the C compiler builds 32-bit x86 objects.
fn m32_works(dir: &Path) -> bool {
    let src = dir.join("m32_probe.c");
    std::fs::write(&src, "int main(void) { return 0; }\n").unwrap();
    Command::new(cc())
        .args(["-m32", "-o"])
        .arg(dir.join("m32_probe"))
        .arg(&src)
        .output()
        .is_ok_and(|o| o.status.success())
}

const C_FLAGS: &[&str] = &["-std=c99", "-Wall", "-Werror", "-pedantic"];
const CXX_FLAGS: &[&str] = &["-std=c++11", "-Wall", "-Werror", "-x", "c++"];

#[test]
fn layouts_slots_and_constants_hold_in_c_and_cpp() {
    let m = model();
    let layout_text = std::fs::read_to_string(types_src_dir().join(wgd3d9_headers::LAYOUT_ASSERTS)).unwrap();
    let checks_src = checks::static_checks(&m, &layout::parse(&layout_text).unwrap()).unwrap();
    let dir = scratch("static");
    let src = dir.join("static_checks.c");
    std::fs::write(&src, checks_src).unwrap();
    let obj = dir.join("out.o");
    compile(&cc(), &with_c(C_FLAGS), &src, &obj);
    compile(&cxx(), &with_c(CXX_FLAGS), &src, &obj);
    compile(&cxx(), &with_c(&[CXX_FLAGS, &["-DCINTERFACE"]].concat()), &src, &obj);
    if m32_works(&dir) {
        compile(&cc(), &with_c(&[C_FLAGS, &["-m32"]].concat()), &src, &obj);
        compile(&cxx(), &with_c(&[CXX_FLAGS, &["-m32"]].concat()), &src, &obj);
    } else {
        eprintln!("cc -m32 does not work here: 32-bit layouts not checked");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Builds and runs the slot program with `compiler` and `flags`.
fn run_slot_program(dir: &Path, compiler: &str, flags: &[&str], tag: &str) {
    let src = dir.join("slot_calls.c");
    let exe = dir.join(format!("slot_calls_{tag}"));
    compile(compiler, flags, &src, &exe);
    let run = Command::new(&exe).output().expect("running the slot program");
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success() && stdout.contains("ok"), "{tag}:\n{stdout}");
}

#[test]
fn every_call_macro_reaches_its_slot_in_c_and_cpp() {
    let dir = scratch("slots");
    std::fs::write(dir.join("slot_calls.c"), checks::slot_calls(&model()).unwrap()).unwrap();
    run_slot_program(&dir, &cc(), C_FLAGS, "c");
    run_slot_program(&dir, &cxx(), CXX_FLAGS, "cpp");
    run_slot_program(&dir, &cxx(), &[CXX_FLAGS, &["-DCINTERFACE"]].concat(), "cinterface");
    if m32_works(&dir) {
        let src = dir.join("slot_calls.c");
        compile(
            &cc(),
            &[C_FLAGS, &["-m32", "-c"]].concat(),
            &src,
            &dir.join("slots32.o"),
        );
        compile(
            &cxx(),
            &[CXX_FLAGS, &["-m32", "-c"]].concat(),
            &src,
            &dir.join("slots32pp.o"),
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_program_written_the_usual_way_compiles_in_c_and_cpp() {
    let dir = scratch("usage");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/usage.c");
    let obj = dir.join("usage.o");
    compile(&cc(), &with_c(C_FLAGS), &src, &obj);
    compile(&cxx(), &with_c(CXX_FLAGS), &src, &obj);
    if m32_works(&dir) {
        compile(&cc(), &with_c(&[C_FLAGS, &["-m32"]].concat()), &src, &obj);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
