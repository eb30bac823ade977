use super::*;

/// Writes a minimal PE image of `machine` into a fresh file and returns its path.
fn pe_file(name: &str, machine: u16) -> PathBuf {
    let b = super::super::arch::minimal_pe(machine);
    let dir = std::env::temp_dir().join(format!("wgd3d9-layout-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    fs::write(&path, b).unwrap();
    path
}

#[test]
fn each_program_gets_the_loader_of_its_architecture() {
    let (wine64, wine32) = (Path::new("/mirror/wine64"), Path::new("/mirror/wine"));
    let both = |arch| Some(if arch == Arch::X86_64 { wine64 } else { wine32 });
    let game32 = pe_file("game32.exe", 0x014C);
    let game64 = pe_file("game64.exe", 0x8664);
    assert_eq!(loader_for(&game32, both, wine64), Ok(wine32));
    assert_eq!(loader_for(&game64, both, wine64), Ok(wine64));
    // Wine's own programs, named without a path, start with the 64-bit loader.
    assert_eq!(loader_for(Path::new("wineboot"), both, wine64), Ok(wine64));
    // Without a 32-bit Wine a 32-bit program is refused with the reason.
    let only64 = |arch| (arch == Arch::X86_64).then_some(wine64);
    let err = loader_for(&game32, only64, wine64).unwrap_err();
    assert!(err.contains("i386 program") && err.contains("wine32"), "{err}");
    let _ = fs::remove_dir_all(game32.parent().unwrap());
}
