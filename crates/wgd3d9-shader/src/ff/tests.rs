use super::*;
use crate::naga_backend::lower;
use naga::valid::{Capabilities, ValidationFlags, Validator};
use wgd3d9_core::ff_key::{
    format_byte, material_source, pixel_fog, slot, texgen, texture_kind, vertex_flags, FfPixelKey, FfStageKey,
    FfVertexKey,
};
use wgd3d9_core::state_tables::MAX_TEXTURE_STAGES;
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_types::*;

fn validate(p: &Program) {
    p.check().unwrap_or_else(|e| panic!("invalid program: {e:?}"));
    let m = lower(p).expect("lowers");
    Validator::new(
        ValidationFlags::all(),
        Capabilities::CLIP_DISTANCES | Capabilities::IMMEDIATES,
    )
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

/// A lit, textured vertex: position, normal, diffuse, two coordinate sets.
fn lit_vertex() -> FfVertexKey {
    use AttribFormat::*;
    let mut k = vkey(
        false,
        &[
            (slot::POSITION, Float3),
            (slot::NORMAL, Float3),
            (slot::DIFFUSE, Color),
            (slot::TEXCOORD0, Float2),
            (slot::TEXCOORD0 + 1, Float2),
        ],
    );
    k.lighting = 1;
    k
}

fn varyings(p: &Program) -> Vec<u32> {
    let mut v: Vec<u32> = p
        .outputs
        .iter()
        .filter_map(|o| match o.kind {
            OutputKind::Varying { location, .. } => Some(location),
            _ => None,
        })
        .collect();
    v.sort_unstable();
    v
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
    let every: Vec<u32> = (0..MAX_TEXTURE_STAGES as u32)
        .chain([varying::DIFFUSE, varying::SPECULAR, varying::FOG])
        .collect();
    for k in &keys {
        let p = vertex_program(k);
        assert_eq!(varyings(&p), every, "every vertex shader feeds every pixel shader");
        assert!(p.outputs.iter().any(|o| o.kind == OutputKind::PointSize));
        validate(&p);
    }
    assert_eq!(
        vertex_program(&keys[0]).position_fixup,
        None,
        "pre-transformed positions are already in pixels"
    );
    assert_eq!(vertex_program(&keys[1]).position_fixup, Some(vs_const::FIXUP));
}

#[test]
fn every_light_type_and_material_source_validates() {
    let mut k = lit_vertex();
    k.lights = [
        D3DLIGHT_DIRECTIONAL as u8,
        D3DLIGHT_POINT as u8,
        D3DLIGHT_SPOT as u8,
        D3DLIGHT_SPOT as u8,
        D3DLIGHT_POINT as u8,
        D3DLIGHT_DIRECTIONAL as u8,
        D3DLIGHT_POINT as u8,
        D3DLIGHT_SPOT as u8,
    ];
    k.material_source = [
        material_source::COLOR1,
        material_source::MATERIAL,
        material_source::COLOR1,
        material_source::MATERIAL,
    ];
    for flags in [0, vertex_flags::NORMALIZE | vertex_flags::LOCAL_VIEWER] {
        k.flags = flags;
        let p = vertex_program(&k);
        assert_eq!(p.constants, vs_const::light(8), "constants end after the last light");
        assert_eq!(
            p.body.iter().filter(|i| matches!(i, Inst::Lit { .. })).count(),
            8,
            "one lit per light"
        );
        validate(&p);
    }
    k.lights = [0; 8];
    let p = vertex_program(&k);
    assert!(!p.body.iter().any(|i| matches!(i, Inst::Lit { .. })));
    validate(&p);
}

#[test]
fn texture_generation_and_transforms_validate() {
    let mut k = lit_vertex();
    k.lighting = 0;
    let modes = [
        texgen::PASSTHRU,
        texgen::CAMERA_SPACE_NORMAL,
        texgen::CAMERA_SPACE_POSITION,
        texgen::CAMERA_SPACE_REFLECTION,
        texgen::SPHERE_MAP,
    ];
    for (s, &mode) in modes.iter().enumerate() {
        k.stage_texcoord[s] = (s as u8 & 1) | mode << 4;
        k.stage_transform[s] = [0, 2, 3, 4, 1][s];
    }
    // A transformed set the vertices lack reads zeros.
    k.stage_texcoord[5] = 6;
    k.stage_transform[5] = 2;
    let p = vertex_program(&k);
    assert_eq!(p.constants, vs_const::TEXTURE_MATRIX + 4 * 6);
    validate(&p);
}

#[test]
fn vertex_blending_validates_plain_and_indexed() {
    use AttribFormat::*;
    for (matrices, indexed, indices) in [
        (1, false, Float1),
        (2, false, Float1),
        (4, true, UByte4),
        (3, true, Color),
    ] {
        let mut k = lit_vertex();
        k.lights[0] = D3DLIGHT_DIRECTIONAL as u8;
        k.inputs[slot::BLENDWEIGHT] = format_byte(Some(Float3));
        k.inputs[slot::BLENDINDICES] = format_byte(Some(indices));
        k.blend_matrices = matrices;
        if indexed {
            k.flags |= vertex_flags::INDEXED_BLEND;
        }
        let p = vertex_program(&k);
        let expected = vs_const::BLEND + vs_const::BLEND_STRIDE * if indexed { 256 } else { matrices as u32 };
        assert_eq!(p.constants, expected);
        assert_eq!(
            p.body
                .iter()
                .any(|i| matches!(i, Inst::Dp4 { b, .. } if b.rel.is_some())),
            indexed,
            "indexed blending addresses its matrices relatively"
        );
        validate(&p);
    }
}

#[test]
fn fog_clip_planes_and_point_scale_validate() {
    for fog in [D3DFOG_NONE, D3DFOG_EXP, D3DFOG_EXP2, D3DFOG_LINEAR] {
        for range in [0, vertex_flags::RANGE_FOG] {
            let mut k = lit_vertex();
            k.fog = fog as u8;
            k.flags = range | vertex_flags::POINT_SCALE;
            k.clip_planes = 0b101001;
            let p = vertex_program(&k);
            let planes: Vec<u32> = p
                .outputs
                .iter()
                .filter_map(|o| match o.kind {
                    OutputKind::ClipDistance { index } => Some(index),
                    _ => None,
                })
                .collect();
            assert_eq!(planes, [0, 3, 5]);
            validate(&p);
        }
    }
}

fn stage(op: u32, a1: u32, a2: u32, texture: u8) -> FfStageKey {
    FfStageKey {
        color_op: op as u8,
        color_arg: [D3DTA_CURRENT as u8, a1 as u8, a2 as u8],
        alpha_op: op as u8,
        alpha_arg: [D3DTA_CURRENT as u8, a1 as u8, a2 as u8],
        result_arg: D3DTA_CURRENT as u8,
        texture,
        projected: 0,
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
        key.stages[1] = stage(op, D3DTA_TFACTOR | D3DTA_ALPHAREPLICATE, D3DTA_CURRENT, 1);
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

#[test]
fn stages_sample_by_texture_shape_and_projection() {
    let mut key = FfPixelKey {
        alpha_func: D3DCMP_ALWAYS as u8,
        ..Default::default()
    };
    key.stages[0] = stage(D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE, texture_kind::CUBE);
    key.stages[1] = stage(D3DTOP_ADD, D3DTA_TEXTURE, D3DTA_CURRENT, texture_kind::VOLUME);
    key.stages[2] = stage(
        D3DTOP_MODULATE,
        D3DTA_TEXTURE,
        D3DTA_CURRENT,
        texture_kind::TEX_2D_NO_ALPHA,
    );
    key.stages[2].projected = 2;
    let p = pixel_program(&key);
    let dims: Vec<TextureDim> = p.samplers.iter().map(|s| s.dim).collect();
    assert_eq!(dims, [TextureDim::Cube, TextureDim::D3, TextureDim::D2]);
    validate(&p);
}

#[test]
fn bump_mapping_and_premodulate_validate() {
    for op in [D3DTOP_BUMPENVMAP, D3DTOP_BUMPENVMAPLUMINANCE, D3DTOP_PREMODULATE] {
        let mut key = FfPixelKey {
            alpha_func: D3DCMP_ALWAYS as u8,
            ..Default::default()
        };
        key.stages[0] = stage(op, D3DTA_TEXTURE, D3DTA_DIFFUSE, texture_kind::TEX_2D);
        key.stages[1] = stage(D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_CURRENT, texture_kind::TEX_2D);
        let p = pixel_program(&key);
        assert_eq!(
            p.body.iter().any(|i| matches!(i, Inst::TexBump { sampler: 1, .. })),
            op != D3DTOP_PREMODULATE
        );
        validate(&p);
    }
}

#[test]
fn every_fog_mode_validates() {
    for fog in [
        pixel_fog::VERTEX,
        pixel_fog::TABLE_BASE + D3DFOG_EXP as u8,
        pixel_fog::TABLE_BASE + D3DFOG_EXP2 as u8,
        (pixel_fog::TABLE_BASE + D3DFOG_LINEAR as u8) | pixel_fog::W,
    ] {
        let key = FfPixelKey {
            alpha_func: D3DCMP_ALWAYS as u8,
            fog,
            ..Default::default()
        };
        let p = pixel_program(&key);
        let reads_fog = p.inputs.iter().any(|i| i.location == varying::FOG);
        assert_eq!(reads_fog, fog == pixel_fog::VERTEX);
        assert_eq!(p.frag_coord.is_some(), fog != pixel_fog::VERTEX);
        validate(&p);
    }
}
