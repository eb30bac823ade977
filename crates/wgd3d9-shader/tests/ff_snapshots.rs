//! Golden snapshots of the fixed-function generator: for a representative set
//! of vertex and pixel keys (the features one by one and combinations games
//! use), the test generates the program, validates the naga module and
//! writes `tests/out_ff/NAME.wgsl`. The outputs are always rewritten; CI
//! fails when they differ from the committed ones
//! (`git diff --exit-code crates/wgd3d9-shader/tests/out_ff`).

use naga::valid::{Capabilities, ValidationFlags, Validator};
use std::path::Path;
use wgd3d9_core::ff_key::{
    format_byte, material_source, pixel_fog, slot, texgen, texture_kind, vertex_flags, FfPixelKey, FfStageKey,
    FfVertexKey,
};
use wgd3d9_core::vertex_decl::AttribFormat::{self, *};
use wgd3d9_shader::ff::{pixel_program, vertex_program};
use wgd3d9_shader::ir::Program;
use wgd3d9_shader::naga_backend;
use wgd3d9_types::*;

fn vertex(inputs: &[(usize, AttribFormat)], edit: impl FnOnce(&mut FfVertexKey)) -> FfVertexKey {
    let mut k = FfVertexKey::default();
    for &(s, f) in inputs {
        k.inputs[s] = format_byte(Some(f));
    }
    edit(&mut k);
    k
}

const LIT: &[(usize, AttribFormat)] = &[
    (slot::POSITION, Float3),
    (slot::NORMAL, Float3),
    (slot::DIFFUSE, Color),
    (slot::TEXCOORD0, Float2),
    (slot::TEXCOORD0 + 1, Float2),
];

fn vertex_keys() -> Vec<(&'static str, FfVertexKey)> {
    vec![
        (
            "vs_pretransformed",
            vertex(
                &[
                    (slot::POSITION, Float4),
                    (slot::DIFFUSE, Color),
                    (slot::TEXCOORD0, Float2),
                ],
                |k| k.pretransformed = 1,
            ),
        ),
        ("vs_unlit_textured", vertex(LIT, |_| {})),
        (
            "vs_lit_directional",
            vertex(LIT, |k| {
                k.lighting = 1;
                k.material_source[0] = material_source::COLOR1;
                k.lights[0] = D3DLIGHT_DIRECTIONAL as u8;
            }),
        ),
        (
            "vs_lit_point_spot_local_viewer",
            vertex(LIT, |k| {
                k.lighting = 1;
                k.flags = vertex_flags::NORMALIZE | vertex_flags::LOCAL_VIEWER;
                k.lights[..3].copy_from_slice(&[D3DLIGHT_POINT as u8, D3DLIGHT_SPOT as u8, D3DLIGHT_DIRECTIONAL as u8]);
            }),
        ),
        (
            "vs_texgen_reflection_transformed",
            vertex(LIT, |k| {
                k.stage_texcoord[0] = texgen::CAMERA_SPACE_REFLECTION << 4;
                k.stage_transform[0] = 3;
                k.stage_texcoord[1] = 1 | texgen::SPHERE_MAP << 4;
            }),
        ),
        (
            "vs_texture_transform_2d",
            vertex(LIT, |k| {
                k.stage_texcoord[1] = 1;
                k.stage_transform[1] = 2;
            }),
        ),
        (
            "vs_blend_two_weights",
            vertex(
                &[
                    (slot::POSITION, Float3),
                    (slot::BLENDWEIGHT, Float1),
                    (slot::NORMAL, Float3),
                ],
                |k| {
                    k.blend_matrices = 2;
                },
            ),
        ),
        (
            "vs_indexed_blend_lit",
            vertex(
                &[
                    (slot::POSITION, Float3),
                    (slot::BLENDWEIGHT, Float3),
                    (slot::BLENDINDICES, UByte4),
                    (slot::NORMAL, Float3),
                ],
                |k| {
                    k.blend_matrices = 4;
                    k.flags = vertex_flags::INDEXED_BLEND;
                    k.lighting = 1;
                    k.lights[0] = D3DLIGHT_DIRECTIONAL as u8;
                },
            ),
        ),
        (
            "vs_fog_exp2_range",
            vertex(LIT, |k| {
                k.fog = D3DFOG_EXP2 as u8;
                k.flags = vertex_flags::RANGE_FOG;
            }),
        ),
        (
            "vs_clip_planes_point_scale",
            vertex(&[(slot::POSITION, Float3), (slot::PSIZE, Float1)], |k| {
                k.clip_planes = 0b11;
                k.flags = vertex_flags::POINT_SCALE;
            }),
        ),
    ]
}

fn stage(op: u32, a1: u32, a2: u32, texture: u8) -> FfStageKey {
    FfStageKey {
        color_op: op as u8,
        color_arg: [D3DTA_CURRENT as u8, a1 as u8, a2 as u8],
        alpha_op: D3DTOP_SELECTARG1 as u8,
        alpha_arg: [D3DTA_CURRENT as u8, a1 as u8, a2 as u8],
        result_arg: D3DTA_CURRENT as u8,
        texture,
        projected: 0,
    }
}

fn pixel(stages: &[FfStageKey], edit: impl FnOnce(&mut FfPixelKey)) -> FfPixelKey {
    let mut k = FfPixelKey {
        alpha_func: D3DCMP_ALWAYS as u8,
        ..Default::default()
    };
    k.stages[..stages.len()].copy_from_slice(stages);
    edit(&mut k);
    k
}

fn pixel_keys() -> Vec<(&'static str, FfPixelKey)> {
    let tex = texture_kind::TEX_2D;
    vec![
        (
            "ps_diffuse_only",
            pixel(&[stage(D3DTOP_SELECTARG1, D3DTA_DIFFUSE, D3DTA_CURRENT, 0)], |_| {}),
        ),
        (
            "ps_modulate_texture",
            pixel(&[stage(D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE, tex)], |_| {}),
        ),
        (
            "ps_lightmap_two_stages",
            pixel(
                &[
                    stage(D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE, tex),
                    stage(D3DTOP_MODULATE2X, D3DTA_TEXTURE, D3DTA_CURRENT, tex),
                ],
                |_| {},
            ),
        ),
        (
            "ps_dotproduct3_temp_constant",
            pixel(
                &[
                    stage(D3DTOP_DOTPRODUCT3, D3DTA_TEXTURE, D3DTA_TFACTOR, tex),
                    FfStageKey {
                        result_arg: D3DTA_TEMP as u8,
                        ..stage(D3DTOP_MULTIPLYADD, D3DTA_CONSTANT, D3DTA_CURRENT | D3DTA_COMPLEMENT, 0)
                    },
                    stage(D3DTOP_LERP, D3DTA_TEMP, D3DTA_CURRENT | D3DTA_ALPHAREPLICATE, 0),
                ],
                |_| {},
            ),
        ),
        (
            "ps_bump_luminance",
            pixel(
                &[
                    stage(D3DTOP_BUMPENVMAPLUMINANCE, D3DTA_TEXTURE, D3DTA_CURRENT, tex),
                    stage(D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE, tex),
                ],
                |_| {},
            ),
        ),
        (
            "ps_premodulate",
            pixel(
                &[
                    stage(D3DTOP_PREMODULATE, D3DTA_DIFFUSE, D3DTA_CURRENT, tex),
                    stage(D3DTOP_ADD, D3DTA_CURRENT, D3DTA_SPECULAR, tex),
                ],
                |_| {},
            ),
        ),
        (
            "ps_cube_volume_projected",
            pixel(
                &[
                    stage(D3DTOP_SELECTARG1, D3DTA_TEXTURE, D3DTA_DIFFUSE, texture_kind::CUBE),
                    stage(D3DTOP_ADD, D3DTA_TEXTURE, D3DTA_CURRENT, texture_kind::VOLUME),
                    FfStageKey {
                        projected: 3,
                        ..stage(
                            D3DTOP_MODULATE,
                            D3DTA_TEXTURE,
                            D3DTA_CURRENT,
                            texture_kind::TEX_2D_NO_ALPHA,
                        )
                    },
                ],
                |_| {},
            ),
        ),
        (
            "ps_foliage_alpha_test_table_fog_w",
            pixel(&[stage(D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE, tex)], |k| {
                k.stages[0].alpha_op = D3DTOP_SELECTARG1 as u8;
                k.stages[0].alpha_arg[1] = D3DTA_TEXTURE as u8;
                k.alpha_func = D3DCMP_GREATEREQUAL as u8;
                k.fog = (pixel_fog::TABLE_BASE + D3DFOG_LINEAR as u8) | pixel_fog::W;
            }),
        ),
        (
            "ps_specular_vertex_fog_flat",
            pixel(&[stage(D3DTOP_MODULATE, D3DTA_TEXTURE, D3DTA_DIFFUSE, tex)], |k| {
                k.specular = 1;
                k.flat = 1;
                k.fog = pixel_fog::VERTEX;
            }),
        ),
    ]
}

fn wgsl(p: &Program) -> Result<String, String> {
    p.check().map_err(|e| format!("program: {e:?}"))?;
    let module = naga_backend::lower(p).map_err(|e| format!("lower: {e}"))?;
    let info = Validator::new(
        ValidationFlags::all(),
        Capabilities::CLIP_DISTANCES | Capabilities::IMMEDIATES,
    )
    .validate(&module)
    .map_err(|e| format!("naga validation: {e:?}"))?;
    naga::back::wgsl::write_string(&module, &info, naga::back::wgsl::WriterFlags::empty())
        .map_err(|e| format!("wgsl: {e}"))
}

#[test]
fn representative_fixed_function_keys_generate_valid_shaders() {
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/out_ff");
    std::fs::create_dir_all(&out).expect("tests/out_ff");
    let programs = vertex_keys()
        .into_iter()
        .map(|(name, k)| (name, vertex_program(&k)))
        .chain(pixel_keys().into_iter().map(|(name, k)| (name, pixel_program(&k))));
    let mut failures = Vec::new();
    let mut names = Vec::new();
    for (name, p) in programs {
        names.push(format!("{name}.wgsl"));
        match wgsl(&p) {
            Ok(text) => std::fs::write(out.join(format!("{name}.wgsl")), text).expect("write"),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    for entry in std::fs::read_dir(&out).expect("tests/out_ff") {
        let path = entry.expect("entry").path();
        let file = path
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        if !names.contains(&file) {
            std::fs::remove_file(&path).expect("remove a stale output");
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
