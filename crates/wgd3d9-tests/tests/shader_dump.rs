//! `debug.dumpShaders`: every shader the program creates is written, as its
//! D3D9 bytecode, into the directory named, once per bytecode. A binary of
//! its own: the option is read from `WGD3D9_CONFIG` when the device is made.

use wgd3d9_shader::dxso::asm::assemble;
use wgd3d9_tests::*;

#[test]
fn each_shader_created_is_written_as_its_bytecode() {
    let dir = std::env::temp_dir().join(format!("wgd3d9_shader_dump_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::env::set_var("WGD3D9_CONFIG", format!("debug.dumpShaders={}", dir.display()));
    let t = TestDevice::new();
    let vs = assemble("vs_2_0\ndcl_position v0\nmov oPos, v0\n").expect("vs");
    let ps = assemble("ps_2_0\ndef c0, 1, 0, 0, 1\nmov oC0, c0\n").expect("ps");
    let (mut v, mut v2, mut p) = (std::ptr::null_mut(), std::ptr::null_mut(), std::ptr::null_mut());
    assert_eq!(vcall!(t.dev, CreateVertexShader, vs.as_ptr(), &mut v), D3D_OK);
    // The same bytecode again: one file.
    assert_eq!(vcall!(t.dev, CreateVertexShader, vs.as_ptr(), &mut v2), D3D_OK);
    assert_eq!(vcall!(t.dev, CreatePixelShader, ps.as_ptr(), &mut p), D3D_OK);
    // The encoder writes them as it replays the frame; a read-back waits
    // for it.
    t.present();
    let _ = t.read_rt();
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .expect("the dump directory")
        .map(|e| {
            let path = e.expect("an entry").path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).expect("a file"))
        })
        .collect();
    files.sort_by(|a, b| a.0.rsplit('.').next().cmp(&b.0.rsplit('.').next()));
    let bytes = |tokens: &[u32]| tokens.iter().flat_map(|t| t.to_le_bytes()).collect::<Vec<u8>>();
    assert_eq!(files.len(), 2, "{:?}", files.iter().map(|f| &f.0).collect::<Vec<_>>());
    assert!(
        files[0].0.ends_with(".ps") && files[0].0.len() == 32 + 3,
        "{}",
        files[0].0
    );
    assert_eq!(files[0].1, bytes(&ps));
    assert!(files[1].0.ends_with(".vs"), "{}", files[1].0);
    assert_eq!(files[1].1, bytes(&vs));
    for s in [v, v2] {
        vcall!(s, Release);
    }
    vcall!(p, Release);
    let _ = std::fs::remove_dir_all(&dir);
}
