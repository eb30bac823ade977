//! Fuzzes the DXSO toolchain on untrusted bytecode: framing, decoding,
//! validation, lowering to the shader IR and to a naga module.
//!
//! Contract checked: nothing panics, and every shader the toolchain accepts
//! becomes a naga module that naga's validator accepts.

#![no_main]

use libfuzzer_sys::fuzz_target;
use naga::valid::{Capabilities, ValidationFlags, Validator};
use wgd3d9_shader::dxso::{self, lower::Options};
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
    if let Err(e) = Validator::new(ValidationFlags::all(), Capabilities::default()).validate(&module) {
        panic!("an accepted shader gives an invalid naga module: {e:?}");
    }
});
