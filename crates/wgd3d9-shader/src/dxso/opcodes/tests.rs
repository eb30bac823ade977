use super::*;

#[test]
fn every_code_round_trips_and_codes_are_unique() {
    let mut seen = std::collections::BTreeSet::new();
    for &op in ALL {
        assert_eq!(Opcode::from_code(op as u16), Some(op));
        seen.insert(op as u16);
    }
    assert_eq!(seen.len(), 82, "distinct opcodes");
    assert_eq!(Opcode::from_code(75), None, "reserved");
    assert_eq!(Opcode::from_code(97), None);
}

#[test]
fn tex_and_texcoord_depend_on_the_pixel_shader_version() {
    let ps = |major, minor| Version {
        stage: ShaderKind::Pixel,
        major,
        minor,
    };
    assert_eq!(Opcode::Tex.shape(ps(1, 1)).sources, 0);
    assert_eq!(Opcode::Tex.shape(ps(1, 4)).sources, 1);
    assert_eq!(Opcode::Tex.shape(ps(2, 0)).sources, 2);
    assert_eq!(Opcode::Tex.name_in(ps(1, 3)), "tex");
    assert_eq!(Opcode::Tex.name_in(ps(3, 0)), "texld");
    assert_eq!(Opcode::TexCoord.name_in(ps(1, 4)), "texcrd");
    assert_eq!(Opcode::Def.shape(ps(2, 0)).tokens(), 5);
}
