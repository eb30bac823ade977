use super::*;
use crate::naga_backend::lower;
use naga::valid::{Capabilities, ValidationFlags, Validator};
use wgd3d9_core::ff_key::format_byte;
use wgd3d9_core::vertex_decl::AttribFormat;

fn validate(p: &Program) {
    let m = lower(p).expect("lowers");
    Validator::new(ValidationFlags::all(), Capabilities::default())
        .validate(&m)
        .unwrap_or_else(|e| panic!("invalid module: {e:?}"));
}

fn vkey(pretransformed: bool, inputs: &[(usize, AttribFormat)]) -> FfVertexKey {
    let mut k = FfVertexKey {
        pretransformed: pretransformed as u8,
        ..Default::default()
    };
    for &(s, f) in inputs {
        k.inputs[s] = format_byte(Some(f));
    }
    k
}

#[test]
fn vertex_shaders_validate_for_transformed_and_pretransformed_input() {
    use AttribFormat::*;
    let keys = [
        vkey(true, &[(slot::POSITION, Float4), (slot::DIFFUSE, Color)]),
        vkey(
            false,
            &[
                (slot::POSITION, Float3),
                (slot::DIFFUSE, Color),
                (slot::TEXCOORD0, Float2),
            ],
        ),
        vkey(false, &[(slot::POSITION, Float3)]),
        vkey(
            false,
            &[
                (slot::POSITION, Short4),
                (slot::TEXCOORD0 + 3, UDec3),
                (slot::NORMAL, Dec3N),
            ],
        ),
        vkey(false, &[]),
    ];
    for k in &keys {
        let p = vertex_program(k);
        assert_eq!(p.outputs.len(), 3 + MAX_TEXTURE_STAGES);
        validate(&p);
    }
    assert_eq!(
        vertex_program(&keys[0]).position_fixup,
        None,
        "pre-transformed positions are already in pixels"
    );
    assert_eq!(vertex_program(&keys[1]).position_fixup, Some(vs_const::FIXUP));
}

fn stage(op: u32, a1: u32, a2: u32, texture: u8) -> FfStageKey {
    FfStageKey {
        color_op: op as u8,
        color_arg: [D3DTA_CURRENT as u8, a1 as u8, a2 as u8],
        alpha_op: op as u8,
        alpha_arg: [D3DTA_CURRENT as u8, a1 as u8, a2 as u8],
        result_arg: D3DTA_CURRENT as u8,
        texture,
    }
}

#[test]
fn every_supported_op_generates_a_valid_pixel_shader() {
    for &op in SUPPORTED_TEXTURE_OPS {
        if op == D3DTOP_DISABLE {
            continue;
        }
        let mut key = FfPixelKey {
            alpha_func: D3DCMP_ALWAYS as u8,
            ..Default::default()
        };
        key.stages[0] = stage(op, D3DTA_TEXTURE, D3DTA_DIFFUSE | D3DTA_COMPLEMENT, 1);
        key.stages[1] = stage(op, D3DTA_TFACTOR | D3DTA_ALPHAREPLICATE, D3DTA_CURRENT, 0);
        key.stages[1].result_arg = D3DTA_TEMP as u8;
        key.stages[2] = stage(op, D3DTA_TEMP, D3DTA_CONSTANT, 0);
        let p = pixel_program(&key);
        validate(&p);
    }
}

#[test]
fn alpha_test_specular_and_the_empty_cascade_validate() {
    let mut key = FfPixelKey {
        alpha_func: D3DCMP_GREATER as u8,
        specular: 1,
        depth_bias: 1,
        ..Default::default()
    };
    let p = pixel_program(&key);
    assert!(p.frag_coord.is_some() && p.outputs.iter().any(|o| o.kind == OutputKind::Depth));
    validate(&p);
    key.stages[0] = stage(D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE, 1);
    key.stages[0].alpha_op = D3DTOP_DISABLE as u8;
    let p = pixel_program(&key);
    assert_eq!(p.samplers.len(), 1);
    assert!(p
        .body
        .iter()
        .any(|i| matches!(i, Inst::DiscardUnless { cmp: Cmp::Greater, .. })));
    validate(&p);
}
