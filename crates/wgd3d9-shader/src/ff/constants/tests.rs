use super::*;

#[test]
fn fog_parameters_scale_by_the_range() {
    let mut rs = vec![0u32; 256];
    rs[D3DRS_FOGSTART as usize] = 2.0f32.to_bits();
    rs[D3DRS_FOGEND as usize] = 6.0f32.to_bits();
    rs[D3DRS_FOGDENSITY as usize] = 0.5f32.to_bits();
    assert_eq!(fog_params(&rs, FogAt::Vertex), [2.0, 6.0, 0.5, 0.25]);
    rs[D3DRS_FOGEND as usize] = 2.0f32.to_bits();
    assert_eq!(fog_params(&rs, FogAt::Vertex)[3], 0.0, "all fog");
    assert_eq!(fog_params(&rs, FogAt::Pixel)[3], f32::MAX, "a step at the end");
}

#[test]
fn colors_unpack_as_rgba() {
    assert_eq!(color4(0xFF00_80FF), [0.0, 128.0 / 255.0, 1.0, 1.0]);
}

/// A lit key with a point and a directional light, clip planes and a
/// texture transform: registers beside the world-dependent ones.
fn lit_key() -> FfVertexKey {
    use wgd3d9_core::ff_key::{format_byte, slot};
    use wgd3d9_core::vertex_decl::AttribFormat;
    let mut k = FfVertexKey::default();
    k.inputs[slot::POSITION] = format_byte(Some(AttribFormat::Float3));
    k.inputs[slot::NORMAL] = format_byte(Some(AttribFormat::Float3));
    k.lighting = 1;
    k.lights[0] = D3DLIGHT_POINT as u8;
    k.lights[1] = D3DLIGHT_DIRECTIONAL as u8;
    k.clip_planes = 0b11;
    k.stage_transform[0] = 2;
    k
}

#[test]
fn a_new_world_matrix_rewrites_exactly_what_the_whole_block_would() {
    let key = lit_key();
    let rotate = |a: f32| {
        let (s, c) = a.sin_cos();
        [c, 0.0, -s, 0.0, 0.0, 1.0, 0.0, 0.0, s, 0.0, c, 0.0, 0.5, -1.0, 3.0, 1.0]
    };
    let view: Matrix = [
        1.0, 0.0, 0.0, 0.0, 0.0, 0.8, 0.6, 0.0, 0.0, -0.6, 0.8, 0.0, 0.0, 0.0, 5.0, 1.0,
    ];
    let light = Light {
        diffuse: [1.0, 0.5, 0.25, 1.0],
        position: [1.0, 2.0, 3.0],
        direction: [0.0, 0.0, 1.0],
        range: 10.0,
        attenuation: [1.0, 0.5, 0.0],
        ..Default::default()
    };
    let lights = [(D3DLIGHT_POINT, light), (D3DLIGHT_DIRECTIONAL, light)];
    let (rs, material, planes) = (vec![0u32; 256], [0.5f32; 17], [[0.0, 1.0, 0.0, -2.0]; 6]);
    let block = |world: Matrix| {
        let transform = move |t: u32| match t {
            D3DTS_WORLD => world,
            D3DTS_VIEW => view,
            _ => matrix::IDENTITY,
        };
        let s = FfVertexState::new(&transform, &rs, &material, &lights, &planes);
        let mut c = vec![[0.0f32; 4]; vs_const::count(&key) as usize];
        write_state_constants(&mut c, &key, &s);
        c
    };
    let (before, after) = (block(rotate(0.3)), block(rotate(1.1)));
    assert_ne!(before, after, "the world matrix changes the block");
    let mut rewritten = before.clone();
    write_world_constants(&mut rewritten, &key, &matrix::mul(&rotate(1.1), &view));
    let bits = |c: &[[f32; 4]]| c.iter().flatten().map(|v| v.to_bits()).collect::<Vec<_>>();
    assert_eq!(bits(&rewritten), bits(&after));
}
