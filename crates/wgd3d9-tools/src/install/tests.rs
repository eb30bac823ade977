use super::*;

#[test]
fn the_pkg_config_file_names_the_prefix_library_and_headers() {
    let pc = pkg_config(Path::new("/opt/wgd3d9"));
    assert!(pc.starts_with("prefix=/opt/wgd3d9\n"), "{pc}");
    assert!(pc.contains("\nLibs: -L${libdir} -ld3d9\n"), "{pc}");
    assert!(pc.contains("\nCflags: -I${includedir}\n"), "{pc}");
    assert!(pc.contains("\nincludedir=${prefix}/include/wgd3d9\n"), "{pc}");
    assert!(pc.contains("\nName: d3d9\n"), "{pc}");
}

#[test]
fn install_lays_out_library_headers_and_pc() {
    let root = std::env::temp_dir().join(format!("wgd3d9_install_{}", std::process::id()));
    let src = root.join("src");
    std::fs::create_dir_all(src.join("include")).unwrap();
    std::fs::write(src.join("libd3d9.so"), b"lib").unwrap();
    std::fs::write(src.join("include/d3d9.h"), b"/* d3d9 */").unwrap();
    std::fs::write(src.join("include/README"), b"not a header").unwrap();
    let prefix = root.join("prefix");
    let written = install(&prefix, &src.join("libd3d9.so"), &src.join("include")).unwrap();
    assert_eq!(written.len(), 3, "{written:?}");
    assert_eq!(std::fs::read(prefix.join("lib/libd3d9.so")).unwrap(), b"lib");
    assert_eq!(
        std::fs::read(prefix.join("include/wgd3d9/d3d9.h")).unwrap(),
        b"/* d3d9 */"
    );
    assert!(!prefix.join("include/wgd3d9/README").exists());
    let pc = std::fs::read_to_string(prefix.join("lib/pkgconfig/d3d9.pc")).unwrap();
    assert!(pc.starts_with(&format!("prefix={}\n", prefix.display())), "{pc}");
    std::fs::remove_dir_all(&root).unwrap();
}
