//! Validation of decoded shaders against their shader model: which register
//! files a model has and how many registers of each.
//!
//! This is the first part of D3D9's shader validation (the register files of
//! every model, from the D3D9 register tables); instruction availability per
//! model, `dcl` rules and flow-control nesting come next. Counts that D3D9 ties
//! to device caps use wgd3d9's: 256 vertex shader constants and 32 temporaries
//! where a model allows a device to offer more than its minimum.

use super::decode::{Instruction, RegType, Register, Shader};
use super::{Stage, Version};

/// Why a shader is not valid for its model.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("token {offset}: {message}")]
pub struct ValidationError {
    /// Token offset of the offending instruction.
    pub offset: usize,
    pub message: String,
}

/// How many registers of file `ty` shader model `v` has (0: the model has no
/// such file).
pub fn register_count(v: Version, ty: RegType) -> u32 {
    let vs = v.stage == Stage::Vertex;
    let (major, minor) = (v.major, v.minor);
    let sm1 = major == 1;
    let sm2x = major == 2 && minor == 1;
    let sm3 = major == 3;
    use RegType::*;
    match ty {
        Temp if vs => {
            if sm2x || sm3 {
                32
            } else {
                12
            }
        }
        Temp => match (major, minor) {
            (1, 4) => 6,
            (1, _) => 2,
            (2, 0) => 12,
            _ => 32,
        },
        Input if vs => 16,
        Input => {
            if sm3 {
                10
            } else {
                2
            }
        }
        Const if vs => 256,
        Const => match major {
            1 => 8,
            2 => 32,
            _ => 224,
        },
        AddrOrTexture if vs => 1,
        AddrOrTexture => match (major, minor) {
            (1, 4) => 6,
            (1, _) => 4,
            (2, _) => 8,
            _ => 0,
        },
        RastOut if vs && !sm3 => 3,
        AttrOut if vs && !sm3 => 2,
        Output if vs => {
            if sm3 {
                12
            } else {
                8
            }
        }
        ConstInt | ConstBool if vs => {
            if sm1 {
                0
            } else {
                16
            }
        }
        ConstInt | ConstBool if !vs && (sm2x || sm3) => 16,
        ColorOut if !vs && !sm1 => 4,
        DepthOut if !vs && !sm1 => 1,
        Sampler if vs && sm3 => 4,
        Sampler if !vs && !sm1 => 16,
        Loop if (vs && !sm1) || (!vs && sm3) => 1,
        Label if (vs && !sm1) || (!vs && (sm2x || sm3)) => {
            if sm3 {
                2048
            } else {
                16
            }
        }
        Predicate if sm2x || sm3 => 1,
        Misc if !vs && sm3 => 2,
        _ => 0,
    }
}

/// Checks every register an instruction names against its model.
pub fn validate(s: &Shader) -> Result<(), ValidationError> {
    for i in &s.instructions {
        for reg in registers(i) {
            check_register(s.version, i, reg)?;
        }
    }
    Ok(())
}

/// Every register `i` names: destination, predicate, sources and their
/// relative addresses.
fn registers(i: &Instruction) -> impl Iterator<Item = Register> + '_ {
    let dst = i
        .dst
        .iter()
        .flat_map(|d| std::iter::once(d.reg).chain(d.relative.map(|r| r.reg)));
    let srcs = i
        .predicate
        .iter()
        .chain(i.src.iter())
        .flat_map(|s| std::iter::once(s.reg).chain(s.relative.map(|r| r.reg)));
    dst.chain(srcs)
}

fn check_register(v: Version, i: &Instruction, reg: Register) -> Result<(), ValidationError> {
    let count = register_count(v, reg.ty);
    let name = || super::disasm::register(v, reg, None);
    let message = if count == 0 {
        format!(
            "{} has no {} registers ({})",
            super::disasm::version_name(v),
            file_name(reg.ty),
            name()
        )
    } else if reg.index >= count {
        format!(
            "{} is out of range ({} has {count})",
            name(),
            super::disasm::version_name(v)
        )
    } else {
        return Ok(());
    };
    Err(ValidationError {
        offset: i.offset,
        message,
    })
}

fn file_name(ty: RegType) -> &'static str {
    use RegType::*;
    match ty {
        Temp => "temporary",
        Input => "input",
        Const | Const2 | Const3 | Const4 => "constant",
        AddrOrTexture => "address or texture",
        RastOut => "rasterizer output",
        AttrOut => "colour output",
        Output => "output",
        ConstInt => "integer constant",
        ColorOut => "colour output",
        DepthOut => "depth output",
        Sampler => "sampler",
        ConstBool => "boolean constant",
        Loop => "loop counter",
        TempFloat16 => "half temporary",
        Misc => "vPos/vFace",
        Label => "label",
        Predicate => "predicate",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dxso::asm::assemble;
    use crate::dxso::decode::decode;

    fn check(text: &str) -> Result<(), ValidationError> {
        validate(&decode(&assemble(text).unwrap()).unwrap())
    }

    #[test]
    fn registers_inside_each_models_files_pass() {
        for text in [
            "vs_1_1\nmov r11, c255\nmov oT7, v15\nmov oD1, a0.x\n",
            "vs_2_x\nmov r31, c0\nsetp_gt p0, r0, c0\ncall l15\nret\nlabel l15\nret\n",
            "vs_3_0\ndcl_2d s3\ndcl_texcoord o11\ntexldl r0, v0, s3\nmov o11, r0\n",
            "ps_1_1\ntex t3\nmov r1, v1\nmov r0, c7\n",
            "ps_1_4\ntexld r5, t5\n",
            "ps_2_0\ntexld r11, t7, s15\nmov oC3, c31\nmov oDepth, r0.x\n",
            "ps_3_0\ndcl vFace\nmov r31, c223\nmov oC0, v9\n",
        ] {
            assert_eq!(check(text), Ok(()), "{text}");
        }
    }

    #[test]
    fn registers_a_model_lacks_or_exceeds_are_refused() {
        for (text, what) in [
            ("vs_1_1\nmov r12, c0\n", "r12 is out of range (vs_1_1 has 12)"),
            (
                "vs_1_1\nmov r0, c0\nif b0\nendif\n",
                "vs_1_1 has no boolean constant registers (b0)",
            ),
            ("vs_2_0\nsetp_gt p0, r0, c0\n", "vs_2_0 has no predicate registers (p0)"),
            ("vs_2_0\nmov r0, c256\n", "c256 is out of range (vs_2_0 has 256)"),
            ("vs_3_0\nmov oD0, r0\n", "vs_3_0 has no colour output registers (oD0)"),
            ("ps_1_3\nmov r2, t0\n", "r2 is out of range (ps_1_3 has 2)"),
            ("ps_1_4\nmov r0, c8\n", "c8 is out of range (ps_1_4 has 8)"),
            ("ps_2_0\nmov r0, i0\n", "ps_2_0 has no integer constant registers (i0)"),
            ("ps_2_0\nmov r0, v2\n", "v2 is out of range (ps_2_0 has 2)"),
            (
                "ps_3_0\nmov r0, t0\n",
                "ps_3_0 has no address or texture registers (t0)",
            ),
            ("ps_3_0\nmov r0, c224\n", "c224 is out of range (ps_3_0 has 224)"),
        ] {
            let e = check(text).unwrap_err();
            assert_eq!(e.message, what, "{text}");
        }
        // Relative addresses are registers too.
        let e = check("ps_2_0\nmov r0, c5[aL]\n").unwrap_err();
        assert_eq!(e.message, "ps_2_0 has no loop counter registers (aL)");
    }
}
