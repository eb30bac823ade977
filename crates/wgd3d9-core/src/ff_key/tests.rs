use super::*;
use crate::state_tables::{default_render_states, default_texture_stage_states};

fn default_tss() -> [[u32; TSS_COUNT]; MAX_TEXTURE_STAGES] {
    std::array::from_fn(|s| default_texture_stage_states(s as u32))
}

#[test]
fn default_state_without_texture_passes_diffuse_through() {
    let rs = default_render_states(false);
    let key = FfPixelKey::from_states(&rs, &default_tss(), &[0; 8], 0, &[0; 8]);
    assert_eq!(key.active_stages(), 1);
    let s = key.stages[0];
    assert_eq!(s.color_op as u32, D3DTOP_SELECTARG1);
    assert_eq!(s.color_arg[1] as u32, D3DTA_CURRENT);
    assert_eq!(s.alpha_op as u32, D3DTOP_SELECTARG1);
    assert_eq!(s.alpha_arg[1] as u32, D3DTA_CURRENT);
    assert_eq!(s.texture, texture_kind::NONE);
    assert_eq!(key.alpha_func as u32, D3DCMP_ALWAYS);
}

#[test]
fn default_state_with_texture_modulates() {
    let rs = default_render_states(false);
    let key = FfPixelKey::from_states(
        &rs,
        &default_tss(),
        &[texture_kind::TEX_2D, 0, 0, 0, 0, 0, 0, 0],
        0,
        &[0; 8],
    );
    let s = key.stages[0];
    assert_eq!(s.color_op as u32, D3DTOP_MODULATE);
    assert_eq!(s.texture, texture_kind::TEX_2D);
}

#[test]
fn selectarg2_of_a_missing_texture_stays_valid() {
    let rs = default_render_states(false);
    let mut tss = default_tss();
    tss[0][D3DTSS_COLOROP as usize] = D3DTOP_SELECTARG2;
    tss[0][D3DTSS_COLORARG2 as usize] = D3DTA_TFACTOR;
    let key = FfPixelKey::from_states(&rs, &tss, &[0; 8], 0, &[0; 8]);
    assert_eq!(key.stages[0].color_op as u32, D3DTOP_SELECTARG2);
    assert_eq!(key.stages[0].color_arg[2] as u32, D3DTA_TFACTOR);
}

#[test]
fn a_disabled_stage_ends_the_cascade() {
    let rs = default_render_states(false);
    let mut tss = default_tss();
    tss[1][D3DTSS_COLOROP as usize] = D3DTOP_ADD;
    tss[2][D3DTSS_COLOROP as usize] = D3DTOP_DISABLE;
    tss[3][D3DTSS_COLOROP as usize] = D3DTOP_ADD;
    let key = FfPixelKey::from_states(&rs, &tss, &[1; 8], 0, &[0; 8]);
    assert_eq!(key.active_stages(), 2);
    assert_eq!(key.stages[3], FfStageKey::default());
}

#[test]
fn alpha_test_and_specular_are_keyed() {
    let mut rs = default_render_states(false);
    rs[D3DRS_ALPHATESTENABLE as usize] = 1;
    rs[D3DRS_ALPHAFUNC as usize] = D3DCMP_GREATER;
    rs[D3DRS_SPECULARENABLE as usize] = 1;
    let key = FfPixelKey::from_states(&rs, &default_tss(), &[0; 8], 0, &[0; 8]);
    assert_eq!((key.alpha_func as u32, key.specular), (D3DCMP_GREATER, 1));
}

#[test]
fn input_slots_and_format_bytes() {
    assert_eq!(input_slot(D3DDECLUSAGE_POSITIONT, 0), Some(slot::POSITION));
    assert_eq!(input_slot(D3DDECLUSAGE_TEXCOORD, 7), Some(14));
    assert_eq!(input_slot(D3DDECLUSAGE_TEXCOORD, 8), None);
    assert_eq!(input_slot(D3DDECLUSAGE_TANGENT, 0), None);
    for t in 0..=D3DDECLTYPE_FLOAT16_4 {
        let f = AttribFormat::from_decl_type(t);
        assert_eq!(format_from_byte(format_byte(f)), f);
    }
    assert_eq!(format_from_byte(0), None);
}

#[test]
fn lighting_material_sources_need_colour_vertex_and_the_colour() {
    let mut rs = default_render_states(false);
    let mut k = FfVertexKey::default();
    k.inputs[slot::DIFFUSE] = format_byte(Some(AttribFormat::Color));
    k.set_lighting(&rs);
    assert_eq!(k.lighting, 1, "D3DRS_LIGHTING defaults to TRUE");
    assert_eq!(
        k.material_source,
        [material_source::COLOR1, 0, 0, 0],
        "no specular colour: material"
    );
    rs[D3DRS_COLORVERTEX as usize] = 0;
    k.set_lighting(&rs);
    assert_eq!(k.material_source, [0; 4]);
    k.pretransformed = 1;
    k.set_lighting(&rs);
    assert_eq!(k.lighting, 0, "pre-transformed vertices are never lit");
}

#[test]
fn projection_divides_by_the_count_or_the_coordinates_last_component() {
    let p = D3DTTFF_PROJECTED;
    assert_eq!(projected_divisor(D3DTTFF_COUNT3, Some(3)), 0, "not projected");
    assert_eq!(projected_divisor(p | D3DTTFF_COUNT1, Some(4)), 0, "one component");
    assert_eq!(projected_divisor(p | D3DTTFF_COUNT2, Some(4)), 1);
    assert_eq!(projected_divisor(p | D3DTTFF_COUNT3, Some(4)), 2);
    assert_eq!(projected_divisor(p, Some(3)), 2, "no count: the coordinates' last");
    assert_eq!(projected_divisor(0xFFFF_FFFF, Some(3)), 2, "an invalid count too");
    assert_eq!(projected_divisor(p | D3DTTFF_COUNT3, None), 3, "a vertex shader's: w");
}

#[test]
fn normals_are_used_by_lighting_and_normal_based_texgen_only() {
    let mut k = FfVertexKey::default();
    assert!(!k.uses_normals());
    k.stage_texcoord[3] = 1 | texgen::CAMERA_SPACE_POSITION << 4;
    assert!(!k.uses_normals(), "positions only");
    k.stage_texcoord[5] = texgen::SPHERE_MAP << 4;
    assert!(k.uses_normals());
    k.stage_texcoord[5] = 0;
    k.lighting = 1;
    assert!(k.uses_normals());
}

#[test]
fn the_first_element_of_a_slot_is_the_input() {
    let mut k = FfVertexKey::default();
    assert_eq!(
        k.add_input(D3DDECLUSAGE_POSITIONT, 0, AttribFormat::Float4),
        Some(slot::POSITION)
    );
    assert_eq!(k.pretransformed, 1);
    assert_eq!(
        k.add_input(D3DDECLUSAGE_POSITION, 0, AttribFormat::Float3),
        None,
        "taken"
    );
    assert_eq!(k.input(slot::POSITION), Some(AttribFormat::Float4));
    assert_eq!(
        k.add_input(D3DDECLUSAGE_TEXCOORD, 3, AttribFormat::Float2),
        Some(slot::TEXCOORD0 + 3)
    );
    assert_eq!(
        k.add_input(D3DDECLUSAGE_TANGENT, 0, AttribFormat::Float3),
        None,
        "no slot"
    );
    let mut plain = FfVertexKey::default();
    plain.add_input(D3DDECLUSAGE_POSITION, 0, AttribFormat::Float3);
    assert_eq!(plain.pretransformed, 0);
}

#[test]
fn keys_compare_and_hash_as_their_bytes() {
    use std::hash::BuildHasher;
    let hash = |k: &FfPixelKey| {
        std::hash::BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default().hash_one(k)
    };
    let a = FfPixelKey::default();
    let mut b = a;
    assert!(a == b && hash(&a) == hash(&b));
    // A field deep in the last stage still tells the keys apart.
    b.stages[MAX_TEXTURE_STAGES - 1].projected = 2;
    assert!(a != b && hash(&a) != hash(&b));
    let mut v = FfVertexKey::default();
    let w = v;
    v.depth_clamped = 1;
    assert!(v != w);
    assert_eq!(bytemuck::bytes_of(&v).len(), std::mem::size_of::<FfVertexKey>());
}
