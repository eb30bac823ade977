use super::*;

fn tiny() -> Program {
    let mut p = Program::new(Stage::Fragment);
    p.temps = 1;
    p.constants = 2;
    p.outputs.push(OutputDecl {
        reg: 0,
        kind: OutputKind::Color { target: 0 },
    });
    p.body.push(Inst::Mov {
        dst: Reg::temp(0).into(),
        src: Reg::constant(1).into(),
    });
    p.body.push(Inst::Mov {
        dst: Reg::output(0).into(),
        src: Reg::temp(0).into(),
    });
    p
}

#[test]
fn a_valid_program_checks() {
    assert_eq!(tiny().check(), Ok(()));
}

#[test]
fn out_of_range_registers_are_reported_with_the_instruction() {
    let mut p = tiny();
    p.body.push(Inst::Add {
        dst: Reg::temp(0).into(),
        a: Reg::constant(2).into(),
        b: Reg::temp(0).into(),
    });
    assert_eq!(
        p.check(),
        Err(ProgramError::RegisterOutOfRange {
            inst: 2,
            reg: Reg::constant(2)
        })
    );
}

#[test]
fn writes_to_read_only_files_and_empty_masks_are_refused() {
    let mut p = tiny();
    p.body.push(Inst::Mov {
        dst: Reg::constant(0).into(),
        src: Reg::temp(0).into(),
    });
    assert!(matches!(
        p.check(),
        Err(ProgramError::ReadOnlyDestination { inst: 2, .. })
    ));
    let mut p = tiny();
    p.body.push(Inst::Mov {
        dst: Dst::new(Reg::temp(0)).masked(0),
        src: Reg::temp(0).into(),
    });
    assert_eq!(p.check(), Err(ProgramError::BadMask { inst: 2 }));
}

#[test]
fn samplers_must_be_declared() {
    let mut p = tiny();
    p.body.push(Inst::Tex {
        dst: Reg::temp(0).into(),
        coord: Reg::temp(0).into(),
        sampler: 3,
        level: TexLevel::Auto,
        projected: false,
    });
    assert_eq!(p.check(), Err(ProgramError::UndeclaredSampler { inst: 2, sampler: 3 }));
    p.samplers.push(SamplerDecl {
        index: 3,
        dim: TextureDim::D2,
    });
    assert_eq!(p.check(), Ok(()));
}

#[test]
fn flat_colors_mark_both_stages_colour_varyings() {
    use crate::ff::varying::{DIFFUSE, SPECULAR, TEXCOORD0};
    let mut v = Program::new(Stage::Vertex);
    for (reg, location) in [(0, DIFFUSE), (1, SPECULAR), (2, TEXCOORD0)] {
        v.outputs.push(OutputDecl {
            reg,
            kind: OutputKind::Varying { location, flat: false },
        });
    }
    v.interpolate_colors_flat();
    let flat: Vec<bool> = v
        .outputs
        .iter()
        .map(|o| matches!(o.kind, OutputKind::Varying { flat: true, .. }))
        .collect();
    assert_eq!(flat, [true, true, false]);
}

#[test]
fn packing_moves_the_runtime_constants_after_the_ones_the_body_reads() {
    let mut p = Program::new(Stage::Vertex);
    p.temps = 1;
    p.constants = 266;
    p.position_fixup = Some(256);
    p.outputs.push(OutputDecl {
        reg: 0,
        kind: OutputKind::Position,
    });
    p.body.push(Inst::Add {
        dst: Reg::temp(0).into(),
        a: Reg::constant(3).into(),
        b: Reg::constant(258).into(),
    });
    p.body.push(Inst::Mov {
        dst: Reg::output(0).into(),
        src: Reg::temp(0).into(),
    });
    // A constant the shader defines (read as an immediate) needs no room.
    p.immediates.push([1.0; 4]);
    p.const_overrides.push((200, 0));
    assert_eq!(p.packed_application_constants(256), Some(4), "c0..c3");
    p.pack_constants(256, 4);
    assert!(p.const_overrides.is_empty());
    assert_eq!(p.constants, 14);
    assert_eq!(p.position_fixup, Some(4));
    let Inst::Add { a, b, .. } = &p.body[0] else {
        unreachable!()
    };
    assert_eq!((a.reg.index, b.reg.index), (3, 6));
    assert_eq!(p.check(), Ok(()));
}

#[test]
fn relative_constant_reads_keep_the_layout() {
    let mut p = tiny();
    p.temps = 2;
    let mut src = Src::new(Reg::constant(0));
    src.rel = Some(Rel {
        reg: Reg::temp(1),
        component: 0,
    });
    p.body.insert(
        0,
        Inst::Mov {
            dst: Reg::temp(0).into(),
            src,
        },
    );
    assert_eq!(p.packed_application_constants(1), None);
    assert_eq!(tiny().packed_application_constants(1), Some(0), "c1 is the runtime's");
}

#[test]
fn dropping_the_depth_output_keeps_the_colour_and_checks() {
    let mut p = tiny();
    p.outputs.push(OutputDecl {
        reg: 1,
        kind: OutputKind::Depth,
    });
    p.body.push(Inst::Mov {
        dst: Dst::new(Reg::output(1)).masked(mask::X),
        src: Reg::constant(0).into(),
    });
    assert_eq!(p.check(), Ok(()));
    p.drop_depth_output();
    assert_eq!(p.outputs.len(), 1);
    assert!(p.outputs.iter().all(|o| o.kind != OutputKind::Depth));
    let Inst::Mov { dst, .. } = &p.body[2] else {
        unreachable!()
    };
    assert_eq!(dst.reg, Reg::temp(1), "the write goes to a temporary");
    assert_eq!(p.temps, 2);
    assert_eq!(p.check(), Ok(()));
    // A program without one is left as it is.
    let before = p.clone();
    p.drop_depth_output();
    assert_eq!(p, before);
}

#[test]
fn lod_bias_goes_into_reads_by_derivatives_only() {
    let tex = |sampler, level| Inst::Tex {
        dst: Reg::temp(0).into(),
        coord: Reg::temp(1).into(),
        sampler,
        level,
        projected: false,
    };
    let mut p = Program::new(Stage::Fragment);
    p.temps = 2;
    p.body = vec![tex(5, TexLevel::Auto), tex(1, TexLevel::Bias), tex(0, TexLevel::Lod)];
    p.apply_lod_bias(40, 16);
    // Sampler 5's bias is c41.y.
    let bias = |s: u32| Src::new(Reg::constant(40 + s / 4)).swz([(s % 4) as u8; 4]);
    assert_eq!(p.body[0], tex(5, TexLevel::BiasBy(bias(5))));
    // texldb adds the sampler's bias to the coordinate's w, in a new temporary.
    let sum = Reg::temp(2);
    assert_eq!(
        p.body[1],
        Inst::Add {
            dst: Dst::new(sum).masked(mask::X),
            a: Src::new(Reg::temp(1)).swz([3; 4]),
            b: bias(1),
        }
    );
    assert_eq!(p.body[2], tex(1, TexLevel::BiasBy(Src::new(sum))));
    assert_eq!(p.body[3], tex(0, TexLevel::Lod));
    assert_eq!((p.temps, p.constants), (3, 44));
    // Vertex programs have no derivatives: left alone.
    let mut v = Program::new(Stage::Vertex);
    v.body = vec![tex(0, TexLevel::Auto)];
    v.apply_lod_bias(40, 4);
    assert_eq!(v.body, vec![tex(0, TexLevel::Auto)]);
}
