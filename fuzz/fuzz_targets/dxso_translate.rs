//! Fuzzes the DXSO toolchain on untrusted bytecode: framing, decoding,
//! validation, lowering to the shader IR and to a naga module, and a run of
//! an accepted vertex shader on the CPU (ProcessVertices' interpreter).
//!
//! Contract checked: nothing panics, every shader the toolchain accepts
//! becomes a naga module that naga's validator accepts, and the interpreter
//! runs every accepted vertex shader to its end or its step budget.

#![no_main]

use libfuzzer_sys::fuzz_target;
use naga::valid::{Capabilities, ValidationFlags, Validator};
use wgd3d9_shader::dxso::{self, lower::Options};
use wgd3d9_shader::interp::{Machine, Uniforms};
use wgd3d9_shader::ir::Stage;
use wgd3d9_shader::naga_backend;

fuzz_target!(|data: &[u8]| {
    let tokens: Vec<u32> = data
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    // The framing walk as CreateVertexShader runs it, over a bounded reader.
    let _ = dxso::frame_slice(&tokens);
    let Ok(t) = dxso::translate(&tokens, &Options::default()) else {
        return;
    };
    let module = naga_backend::lower(&t.program).expect("an accepted shader lowers to naga");
    if let Err(e) = Validator::new(
        ValidationFlags::all(),
        Capabilities::default() | Capabilities::IMMEDIATES,
    )
    .validate(&module)
    {
        panic!("an accepted shader gives an invalid naga module: {e:?}");
    }
    if t.program.stage == Stage::Vertex {
        let mut m = Machine::new(&t.program);
        m.inputs.fill([0.5, -1.0, 2.0, 1.0]);
        let float = [[1.5, -0.5, 3.0, 0.0]; 300];
        let int = [[3, 1, 2, 0]; 16];
        let u = Uniforms {
            float: &float,
            int: &int,
            bools: 0x5555_5555,
        };
        m.run(&u, &mut |_, c| c);
    }
});
