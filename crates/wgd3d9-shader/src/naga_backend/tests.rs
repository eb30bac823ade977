use super::*;
use naga::valid::{Capabilities, ValidationFlags, Validator};

pub(crate) fn validate(module: &Module) -> naga::valid::ModuleInfo {
    Validator::new(
        ValidationFlags::all(),
        Capabilities::default() | Capabilities::IMMEDIATES,
    )
    .validate(module)
    .unwrap_or_else(|e| panic!("generated module does not validate: {e:?}\n{module:#?}"))
}

pub(crate) fn wgsl(module: &Module) -> String {
    let info = validate(module);
    naga::back::wgsl::write_string(module, &info, naga::back::wgsl::WriterFlags::empty()).expect("wgsl")
}

fn every_op_program(stage: Stage) -> Program {
    let mut p = Program::new(stage);
    p.temps = 3;
    p.constants = 4;
    p.immediates.push([0.25, 0.5, 0.75, 1.0]);
    p.samplers.push(SamplerDecl {
        index: 2,
        dim: TextureDim::D2,
    });
    let formats = [
        AttribFormat::Float1,
        AttribFormat::Float3,
        AttribFormat::Color,
        AttribFormat::UByte4,
        AttribFormat::Short2,
        AttribFormat::UDec3,
        AttribFormat::Dec3N,
        AttribFormat::Half2,
    ];
    for (i, &format) in formats.iter().enumerate() {
        p.inputs.push(InputDecl {
            reg: i as u32,
            location: i as u32,
            format,
            flat: i == 1,
            centroid: i == 2,
            mask: mask::ALL,
        });
    }
    let (r0, r1, r2) = (Reg::temp(0), Reg::temp(1), Reg::temp(2));
    let s = |r: Reg| Src::new(r);
    let d = |r: Reg| Dst::new(r);
    p.body = vec![
        Inst::Mov {
            dst: d(r0),
            src: s(Reg::input(0)).with(SrcMod::Neg),
        },
        Inst::Add {
            dst: d(r0).masked(mask::X | mask::Z),
            a: s(r0),
            b: s(Reg::constant(3)).swz(WWWW),
        },
        Inst::Mul {
            dst: d(r1).sat(),
            a: s(Reg::input(1)).with(SrcMod::Abs),
            b: s(Reg::imm(0)),
        },
        Inst::Mad {
            dst: d(r1),
            a: s(r1),
            b: s(r0).with(SrcMod::Complement),
            c: s(r0).with(SrcMod::Bias),
        },
        Inst::Dp3 {
            dst: d(r2).masked(mask::X),
            a: s(r1).with(SrcMod::SignedScale),
            b: s(r0).with(SrcMod::X2),
        },
        Inst::Dp4 {
            dst: d(r2).masked(mask::Y),
            a: s(Reg::input(2)),
            b: s(Reg::input(3)),
        },
        Inst::Min {
            dst: d(r2),
            a: s(r2),
            b: s(Reg::input(4)).with(SrcMod::NegAbs),
        },
        Inst::Max {
            dst: d(r2),
            a: s(r2),
            b: s(Reg::input(5)),
        },
        Inst::Rcp {
            dst: d(r0),
            a: s(Reg::input(6)),
        },
        Inst::Rsq {
            dst: d(r0),
            a: s(Reg::input(7)),
        },
        Inst::Lrp {
            dst: d(r0),
            a: s(r0),
            b: s(r1),
            c: s(r2),
        },
        Inst::Cmp {
            dst: d(r1),
            cond: s(r0),
            a: s(r1),
            b: s(r2),
        },
        Inst::Slt {
            dst: d(r1),
            a: s(r0),
            b: s(r1),
        },
        Inst::Sge {
            dst: d(r1),
            a: s(r0),
            b: s(r1),
        },
        Inst::Frc { dst: d(r2), a: s(r1) },
        Inst::Floor { dst: d(r2), a: s(r1) },
        Inst::Tex {
            dst: d(r0),
            coord: s(r2),
            sampler: 2,
            level: TexLevel::Auto,
            projected: true,
        },
        Inst::Tex {
            dst: d(r0),
            coord: s(r2),
            sampler: 2,
            level: TexLevel::Lod,
            projected: false,
        },
    ];
    match stage {
        Stage::Vertex => {
            p.outputs.push(OutputDecl {
                reg: 0,
                kind: OutputKind::Position,
            });
            p.outputs.push(OutputDecl {
                reg: 1,
                kind: OutputKind::Varying {
                    location: 0,
                    flat: false,
                },
            });
            p.outputs.push(OutputDecl {
                reg: 2,
                kind: OutputKind::Varying {
                    location: 1,
                    flat: true,
                },
            });
            p.position_fixup = Some(1);
            for o in 0..3 {
                p.body.push(Inst::Mov {
                    dst: d(Reg::output(o)),
                    src: s(Reg::temp(o)),
                });
            }
        }
        Stage::Fragment => {
            for i in &mut p.inputs {
                i.format = AttribFormat::Float4;
            }
            p.body.push(Inst::Tex {
                dst: d(r0),
                coord: s(r2),
                sampler: 2,
                level: TexLevel::Bias,
                projected: false,
            });
            p.body.push(Inst::Kill {
                a: s(r0),
                components: 3,
            });
            p.body.push(Inst::DiscardUnless {
                cmp: Cmp::GreaterEqual,
                a: s(r0),
                b: s(Reg::constant(0)),
            });
            p.body.push(Inst::DiscardUnless {
                cmp: Cmp::Never,
                a: s(r0),
                b: s(r0),
            });
            p.outputs.push(OutputDecl {
                reg: 0,
                kind: OutputKind::Color { target: 0 },
            });
            p.body.push(Inst::Mov {
                dst: d(Reg::output(0)),
                src: s(r0),
            });
        }
    }
    p
}

#[test]
fn every_instruction_lowers_to_a_valid_vertex_module() {
    let m = lower(&every_op_program(Stage::Vertex)).unwrap();
    let text = wgsl(&m);
    assert!(text.contains("@vertex"), "{text}");
    assert!(text.contains("@builtin(position)"), "{text}");
    assert!(text.contains("@group(0) @binding(0)"), "{text}");
    assert!(text.contains("@group(1) @binding(4)"), "sampler 2's texture: {text}");
}

#[test]
fn every_instruction_lowers_to_a_valid_fragment_module() {
    let m = lower(&every_op_program(Stage::Fragment)).unwrap();
    let text = wgsl(&m);
    assert!(text.contains("@fragment"), "{text}");
    assert!(text.contains("discard"), "{text}");
    assert!(text.contains("@group(0) @binding(1)"), "{text}");
}

#[test]
fn shadow_map_and_fetch4_samplers_gather() {
    use crate::ir::sampler_read as read;
    let plain_wwww = wgsl(&lower(&every_op_program(Stage::Fragment)).unwrap())
        .matches(".wwww")
        .count();
    for mode in [read::COMPARE, read::COMPARE_LINEAR, read::FETCH4, read::FETCH4_NEAREST] {
        let mut p = every_op_program(Stage::Fragment);
        let bits = u64::from(mode) << (2 * read::BITS);
        p.set_sampler_reads(bits);
        assert_eq!(p.sampler_reads, bits);
        let text = wgsl(&lower(&p).unwrap());
        assert!(text.contains("textureGather(0, "), "{text}");
        assert!(text.contains("textureDimensions("), "{text}");
        assert_eq!(text.contains("step("), mode == read::COMPARE, "{text}");
        assert_eq!(text.contains(".zxyw"), mode == read::FETCH4, "{text}");
        let nearest = text.matches(".wwww").count() > plain_wwww;
        assert_eq!(nearest, mode == read::FETCH4_NEAREST, "{text}");
    }
    // Only declared 2D samplers change; the vertex stage never does.
    let mut p = every_op_program(Stage::Fragment);
    p.set_sampler_reads(read::COMPARE.into());
    assert_eq!(p.sampler_reads, 0);
    let mut p = every_op_program(Stage::Vertex);
    p.set_sampler_reads(u64::MAX);
    assert_eq!(p.sampler_reads, 0);
}

#[test]
fn a_swapping_sampler_reads_green_red_one_one() {
    let mut p = every_op_program(Stage::Fragment);
    p.set_sampler_reads(u64::from(crate::ir::sampler_read::SWAP_RG) << 8);
    let text = wgsl(&lower(&p).unwrap());
    assert!(text.contains("textureSample("), "{text}");
    assert!(!text.contains("textureGather("), "{text}");
    assert!(text.contains(".y, ") && text.contains("1f, 1f)"), "{text}");
}

#[test]
fn invalid_programs_are_refused_not_lowered() {
    let mut p = every_op_program(Stage::Fragment);
    p.body.push(Inst::Mov {
        dst: Reg::temp(9).into(),
        src: Reg::temp(0).into(),
    });
    assert!(matches!(
        lower(&p),
        Err(BackendError::Program(ProgramError::RegisterOutOfRange { .. }))
    ));
}

#[test]
fn a_program_without_constants_or_inputs_lowers() {
    let mut p = Program::new(Stage::Fragment);
    p.immediates.push([1.0, 0.0, 0.0, 1.0]);
    p.outputs.push(OutputDecl {
        reg: 0,
        kind: OutputKind::Color { target: 0 },
    });
    p.body.push(Inst::Mov {
        dst: Reg::output(0).into(),
        src: Reg::imm(0).into(),
    });
    let text = wgsl(&lower(&p).unwrap());
    assert!(!text.contains("var<uniform>"), "{text}");
}

#[test]
fn numbered_names_print_the_number_in_decimal() {
    assert_eq!(super::numbered("r", 0), "r0");
    assert_eq!(super::numbered("out", 10), "out10");
    assert_eq!(super::numbered("v", 907), "v907");
    assert_eq!(super::numbered("t", u32::MAX), "t4294967295");
}

/// Counts `Store` statements in `block` and the blocks nested in it.
fn stores(block: &Block) -> usize {
    block
        .iter()
        .map(|s| match s {
            Statement::Store { .. } => 1,
            Statement::If { accept, reject, .. } => stores(accept) + stores(reject),
            Statement::Loop { body, continuing, .. } => stores(body) + stores(continuing),
            Statement::Block(b) => stores(b),
            _ => 0,
        })
        .sum()
}

#[test]
fn straight_line_registers_need_no_locals_and_blocks_store_what_they_share() {
    let (r0, r1) = (Reg::temp(0), Reg::temp(1));
    let mut p = Program::new(Stage::Fragment);
    p.temps = 2;
    p.outputs.push(OutputDecl {
        reg: 0,
        kind: OutputKind::Color { target: 0 },
    });
    let one = Src::new(Reg::temp(0)).with(SrcMod::Complement);
    p.body = vec![
        Inst::Mov {
            dst: Dst::new(r0),
            src: one,
        },
        Inst::Add {
            dst: Dst::new(r1),
            a: Src::new(r0),
            b: Src::new(r0),
        },
        Inst::Mov {
            dst: Dst::new(Reg::output(0)),
            src: Src::new(r1),
        },
    ];
    let f = &lower(&p).expect("lowers").entry_points[0].function;
    assert_eq!(f.local_variables.len(), 0, "no register lives across blocks");
    assert_eq!(stores(&f.body), 0);

    // r0 is written before an if and read inside it; r1 is written in both
    // branches and read after them: each is stored where its block ends.
    p.body = vec![
        Inst::Mov {
            dst: Dst::new(r0),
            src: one,
        },
        Inst::If {
            cond: Cond::NonZero {
                src: Src::new(r0),
                negate: false,
            },
        },
        Inst::Mov {
            dst: Dst::new(r1),
            src: Src::new(r0),
        },
        Inst::Else,
        Inst::Mov {
            dst: Dst::new(r1),
            src: one,
        },
        Inst::EndIf,
        Inst::Mov {
            dst: Dst::new(Reg::output(0)),
            src: Src::new(r1),
        },
    ];
    let module = lower(&p).expect("lowers");
    validate(&module);
    let f = &module.entry_points[0].function;
    assert_eq!(f.local_variables.len(), 2, "r0 and r1 cross block boundaries");
    // r0 before the if, r1 at the end of each branch.
    assert_eq!(stores(&f.body), 3);
}
