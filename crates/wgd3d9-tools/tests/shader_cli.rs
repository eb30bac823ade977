//! The wgd3d9-shader command: assemble, disassemble, check, and a clean
//! failure on malformed bytecode.

use std::process::Command;

fn tool(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_wgd3d9-shader"))
        .args(args)
        .output()
        .expect("running wgd3d9-shader")
}

#[test]
fn assembles_disassembles_and_checks() {
    let dir = std::env::temp_dir().join(format!("wgd3d9_shader_cli_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let asm = dir.join("in.asm");
    let bin = dir.join("out.bin");
    let text = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmul_sat r0, r0, c1\nmov oC0, r0\n";
    std::fs::write(&asm, text).unwrap();
    let out = tool(&["asm", asm.to_str().unwrap(), "-o", bin.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = tool(&["disasm", bin.to_str().unwrap()]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), text);
    let out = tool(&["check", bin.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("ps_2_0, 5 instructions"));

    // A register the model lacks.
    std::fs::write(&asm, "ps_2_0\nmov r0, i0\n").unwrap();
    assert!(tool(&["asm", asm.to_str().unwrap(), "-o", bin.to_str().unwrap()])
        .status
        .success());
    let out = tool(&["check", bin.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("token 1: ps_2_0 has no integer constant registers (i0)"));
    std::fs::write(&asm, text).unwrap();
    assert!(tool(&["asm", asm.to_str().unwrap(), "-o", bin.to_str().unwrap()])
        .status
        .success());
    // An unknown opcode: exit 1, the offset and the fault named, no crash.
    let mut bytes = std::fs::read(&bin).unwrap();
    bytes[4..8].copy_from_slice(&75u32.to_le_bytes());
    std::fs::write(&bin, &bytes).unwrap();
    let out = tool(&["check", bin.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("token 1: unknown opcode 0x4b"), "{err}");
    // Not a whole number of tokens.
    std::fs::write(&bin, [1u8, 2, 3]).unwrap();
    assert_eq!(tool(&["disasm", bin.to_str().unwrap()]).status.code(), Some(1));
    assert_eq!(tool(&["frobnicate"]).status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn translates_to_wgsl_msl_and_spirv() {
    let dir = std::env::temp_dir().join(format!("wgd3d9_shader_cli_tr_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let asm = dir.join("in.asm");
    let bin = dir.join("in.bin");
    let spv = dir.join("out.spv");
    let text = "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord2 o1\nm4x4 o0, v0, c0\nmov o1, c4\n";
    std::fs::write(&asm, text).unwrap();
    assert!(tool(&["asm", asm.to_str().unwrap(), "-o", bin.to_str().unwrap()])
        .status
        .success());
    let out = tool(&["wgsl", bin.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let wgsl = String::from_utf8_lossy(&out.stdout);
    assert!(wgsl.contains("@vertex"), "{wgsl}");
    assert!(wgsl.contains("@location(2)"), "texcoord2 at location 2: {wgsl}");
    let out = tool(&["msl", bin.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("vertex"));
    let out = tool(&["spv", bin.to_str().unwrap(), "-o", spv.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let words = std::fs::read(&spv).unwrap();
    assert_eq!(&words[..4], &0x0723_0203u32.to_le_bytes(), "SPIR-V magic");
    // An invalid shader is refused by every translating command.
    std::fs::write(&asm, "ps_2_0\nmov r0, i0\n").unwrap();
    assert!(tool(&["asm", asm.to_str().unwrap(), "-o", bin.to_str().unwrap()])
        .status
        .success());
    for cmd in ["wgsl", "msl"] {
        let out = tool(&[cmd, bin.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{cmd}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("token 1"), "{cmd}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
