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
