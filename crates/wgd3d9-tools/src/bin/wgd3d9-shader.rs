//! wgd3d9-shader: D3D9 shader bytecode (DXSO) on the command line.
//!
//! ```text
//! wgd3d9-shader asm IN.asm -o OUT.bin   assemble shader assembly text
//! wgd3d9-shader disasm IN.bin           print the assembly of a shader
//! wgd3d9-shader check IN.bin            decode and validate; exit 0 when valid
//! wgd3d9-shader wgsl IN.bin             the translated shader as WGSL
//! wgd3d9-shader msl IN.bin              the translated shader as Metal source
//! wgd3d9-shader spv IN.bin -o OUT.spv   the translated shader as SPIR-V
//! ```
//! Bytecode files hold the token stream as little-endian 32-bit words,
//! version token first. `check` names the token offset and the fault of a
//! malformed or invalid shader and exits 1. `wgsl`, `msl` and `spv` translate
//! (decode, validate, lower to the shader IR and to a naga module, which naga
//! validates) with the default options and write the module with naga's
//! writers. Text goes to stdout, errors to stderr.

use naga::valid::{Capabilities, ModuleInfo, ValidationFlags, Validator};
use std::process::ExitCode;
use wgd3d9_shader::dxso::{asm, decode, disasm, lower, translate, validate};
use wgd3d9_shader::naga_backend;

const USAGE: &str = "usage: wgd3d9-shader asm IN.asm -o OUT.bin | disasm IN.bin | check IN.bin \
                     | wgsl IN.bin | msl IN.bin | spv IN.bin -o OUT.spv";

fn read_tokens(path: &str) -> Result<Vec<u32>, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    if bytes.len() % 4 != 0 {
        return Err(format!("{path}: {} bytes is not a whole number of tokens", bytes.len()));
    }
    Ok(bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

fn decoded(path: &str) -> Result<decode::Shader, String> {
    decode::decode(&read_tokens(path)?).map_err(|e| format!("{path}: {e}"))
}

/// The validated naga module of a bytecode file.
fn module(path: &str) -> Result<(naga::Module, ModuleInfo), String> {
    let t = translate(&read_tokens(path)?, &lower::Options::default()).map_err(|e| format!("{path}: {e}"))?;
    let module = naga_backend::lower(&t.program).map_err(|e| format!("{path}: {e}"))?;
    let info = Validator::new(
        ValidationFlags::all(),
        Capabilities::default() | Capabilities::IMMEDIATES,
    )
    .validate(&module)
    .map_err(|e| format!("{path}: the generated module does not validate: {e:?}"))?;
    Ok((module, info))
}

fn run(args: &[String]) -> Result<(), String> {
    match args {
        [cmd, input, o, output] if cmd == "asm" && o == "-o" => {
            let text = std::fs::read_to_string(input).map_err(|e| format!("{input}: {e}"))?;
            let tokens = asm::assemble(&text).map_err(|e| format!("{input}: {e}"))?;
            let bytes: Vec<u8> = tokens.iter().flat_map(|t| t.to_le_bytes()).collect();
            std::fs::write(output, bytes).map_err(|e| format!("{output}: {e}"))
        }
        [cmd, input] if cmd == "disasm" => {
            print!("{}", disasm::disassemble(&decoded(input)?));
            Ok(())
        }
        [cmd, input] if cmd == "check" => {
            let s = decoded(input)?;
            validate::validate(&s).map_err(|e| format!("{input}: {e}"))?;
            println!(
                "{}: {}, {} instructions, {} tokens",
                input,
                disasm::version_name(s.version),
                s.instructions.len(),
                s.len
            );
            Ok(())
        }
        [cmd, input] if cmd == "wgsl" => {
            let (m, info) = module(input)?;
            let text = naga::back::wgsl::write_string(&m, &info, naga::back::wgsl::WriterFlags::empty())
                .map_err(|e| format!("{input}: {e}"))?;
            print!("{text}");
            Ok(())
        }
        [cmd, input] if cmd == "msl" => {
            let (m, info) = module(input)?;
            let options = naga::back::msl::Options {
                lang_version: (2, 1),
                ..Default::default()
            };
            let (text, _) = naga::back::msl::write_string(&m, &info, &options, &Default::default())
                .map_err(|e| format!("{input}: {e}"))?;
            print!("{text}");
            Ok(())
        }
        [cmd, input, o, output] if cmd == "spv" && o == "-o" => {
            let (m, info) = module(input)?;
            let words = naga::back::spv::write_vec(&m, &info, &Default::default(), None)
                .map_err(|e| format!("{input}: {e}"))?;
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            std::fs::write(output, bytes).map_err(|e| format!("{output}: {e}"))
        }
        _ => Err(USAGE.into()),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("wgd3d9-shader: {e}");
            ExitCode::FAILURE
        }
    }
}
