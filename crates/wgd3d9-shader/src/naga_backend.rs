//! Lowers a [`Program`] of the shader IR to a `naga::Module` with one entry point
//! named [`ENTRY_POINT`].
//!
//! Shape of the generated module:
//! - every IR register that must live across blocks is a function-local
//!   `vec4<f32>` variable (zero-initialised), created when first needed; within
//!   a block, registers are SSA expressions (see `KnownValues`). An input or
//!   output file that is addressed relatively is one local array instead;
//! - inputs are entry-point arguments converted to vec4 at entry; outputs are
//!   gathered into the result struct at exit;
//! - constants are read through the stage's window, a `var<uniform>`
//!   `array<vec4<u32>, W>` at group 0, binding 0 (vertex, W =
//!   [`VS_CONSTANT_WINDOW`]) or 1 (fragment, W = [`PS_CONSTANT_WINDOW`]),
//!   from the draw's block index on (see [`packed_indices`]: the vertex stage
//!   reads `var<immediate> imm` less one, or its instance index where `imm`
//!   holds [`INDICES_IN_INSTANCE`], and passes the pixel index on as a flat
//!   `u32` varying at [`CONSTANT_INDEX_LOCATION`]): the N float registers
//!   (bit casts), then, when the program uses them, 16 integer vectors and
//!   a register whose `x` holds a bit per boolean constant. Software vertex
//!   processing's constants are instead one `var<storage>` struct at
//!   binding 0: `c: array<vec4<f32>, N>`, then `i: array<vec4<i32>, 16>`
//!   and `b: u32`. A program's own `def`s are module constants;
//! - sampler `i` is a texture at group 1 binding `2i` and a sampler at `2i + 1`;
//!   shadow-map and Fetch4 samplers ([`Program::sampler_reads`]) gather
//!   (`gather_reads`);
//! - flow control becomes naga `If` and `Loop` statements; loop counts live in
//!   `i32` locals.
//!
//! Contract: callers pass a program for which [`Program::check`] holds; the
//! lowering then always produces a module that naga's validator accepts (the unit
//! tests validate every generated module).

use crate::ir::*;
use naga::proc::Emitter;
use naga::{
    AddressSpace, ArraySize, BinaryOperator, Binding, Block, BuiltIn, Constant, EntryPoint, Expression, Function,
    FunctionArgument, FunctionResult, GlobalVariable, Handle, ImageClass, ImageDimension, Interpolation, Literal,
    LocalVariable, MathFunction, Module, RelationalFunction, ResourceBinding, SampleLevel, Sampling, Scalar,
    ScalarKind, ShaderStage, Span, Statement, StructMember, SwizzleComponent, Type, TypeInner, UnaryOperator,
    VectorSize,
};
use std::collections::BTreeMap;
use wgd3d9_core::vertex_decl::{AttribConversion, AttribFormat};

mod flow;
mod gather_reads;
mod operands;
mod ops;

/// Name of the generated entry point.
pub const ENTRY_POINT: &str = "main";

/// Why the naga backend refused a program.
#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
pub enum BackendError {
    #[error("invalid program: {0}")]
    Program(#[from] ProgramError),
}

/// Lowers `program` (see the module documentation).
pub fn lower(program: &Program) -> Result<Module, BackendError> {
    program.check()?;
    let mut l = Lowerer::new(program);
    l.run();
    Ok(l.finish())
}

/// The flat varying that carries the pixel block's index from the vertex
/// stage to the pixel stage.
fn constant_index_binding() -> Binding {
    Binding::Location {
        location: CONSTANT_INDEX_LOCATION,
        interpolation: Some(Interpolation::Flat),
        sampling: None,
        blend_src: None,
        per_primitive: false,
    }
}

struct Types {
    f32: Handle<Type>,
    u32: Handle<Type>,
    i32: Handle<Type>,
    vec4: Handle<Type>,
}

/// Where the storage constant block keeps each kind of constant (struct
/// member index).
#[derive(Default)]
struct ConstMembers {
    float: ConstMember,
    int: ConstMember,
    bool: ConstMember,
}

/// One member of the uniform block: its index, and a pointer to it.
#[derive(Clone, Copy, Default)]
struct ConstMember {
    index: Option<u32>,
    pointer: Option<Handle<Expression>>,
}

/// Uniform constants: a pointer to the stage's window (an array of
/// [`VS_CONSTANT_WINDOW`] or [`PS_CONSTANT_WINDOW`] registers) and the
/// index of the draw's first register in it, computed at entry (the entry
/// block dominates every use).
#[derive(Clone, Copy)]
struct ConstWindow {
    array: Handle<Expression>,
    base: Handle<Expression>,
}

struct Lowerer<'a> {
    p: &'a Program,
    module: Module,
    f: Function,
    body: Block,
    emitter: Emitter,
    t: Types,
    /// Each register's local variable, created when first needed
    /// (see [`Lowerer::register_local`]).
    temps: Vec<Option<Handle<Expression>>>,
    inputs: Vec<Option<Handle<Expression>>>,
    outputs: Vec<Option<Handle<Expression>>>,
    /// `vec4<f32>()`, the initial value of every register local.
    zero_vec4: Handle<Expression>,
    /// Input and output files addressed relatively: one local array each.
    input_array: Option<Handle<Expression>>,
    output_array: Option<Handle<Expression>>,
    /// The stage's constant window and the block's first register in it
    /// (uniform constants), or None.
    window: Option<ConstWindow>,
    /// Vertex stage: the pixel block's index, written to the varying at
    /// [`CONSTANT_INDEX_LOCATION`].
    pixel_index: Option<Handle<Expression>>,
    /// The members of the storage constant block (software vertex
    /// processing).
    members: ConstMembers,
    imms: Vec<Handle<Expression>>,
    splats: BTreeMap<u32, Handle<Expression>>,
    /// `vec4<bool>` constants of write masks.
    masks: BTreeMap<u8, Handle<Expression>>,
    /// Scalar literals by kind and bits (see [`Lowerer::literal_of`]).
    literals: BTreeMap<(u8, u64), Handle<Expression>>,
    samplers: BTreeMap<u32, (Handle<Expression>, Handle<Expression>, TextureDim)>,
    /// Open flow-control blocks (see [`flow`]).
    frames: Vec<flow::Frame>,
    /// Register values already computed in the block being built.
    known: KnownValues,
}

/// The value each register holds at the point being built, where the
/// lowering already has it as an expression (the value written last, or a
/// load it emitted): a later read of the register reuses that expression
/// instead of loading again. Only registers addressed directly are tracked
/// (temporaries, inputs and outputs that are not local arrays, and uniform
/// constants). An expression is only usable in the block that emitted it and
/// in blocks nested in it, and a loop body runs more than once, so the whole
/// table is forgotten whenever a block opens or closes.
///
/// A write to a tracked register only records its value: the store to the
/// register's local is deferred until the value would be forgotten or control
/// leaves the block (see [`Lowerer::store_registers`]), so straight-line code
/// has no loads or stores of registers at all.
struct KnownValues {
    /// Bumped to forget every entry at once.
    epoch: u32,
    /// Per register: the epoch it was recorded in, its value and whether the
    /// value still has to be stored.
    slots: Vec<Known>,
    /// Where each tracked file starts in `slots`: temp, input, output, const.
    base: [usize; 4],
    /// The registers with a value to store, in the order first written.
    unstored: Vec<Reg>,
}

#[derive(Clone, Copy)]
struct Known {
    epoch: u32,
    value: Option<Handle<Expression>>,
    unstored: bool,
}

impl KnownValues {
    fn new(p: &Program) -> Self {
        let counts = [p.temps, p.input_count(), p.output_count(), p.constants].map(|n| n as usize);
        let mut base = [0; 4];
        for k in 1..4 {
            base[k] = base[k - 1] + counts[k - 1];
        }
        let unknown = Known {
            epoch: 0,
            value: None,
            unstored: false,
        };
        KnownValues {
            epoch: 1,
            slots: vec![unknown; base[3] + counts[3]],
            base,
            unstored: Vec::new(),
        }
    }

    fn slot(&self, reg: Reg) -> Option<usize> {
        if reg.file == RegFile::Immediate {
            return None;
        }
        let file = reg.file as usize;
        let end = self.base.get(file + 1).copied().unwrap_or(self.slots.len());
        let i = self.base[file] + reg.index as usize;
        (i < end).then_some(i)
    }

    fn get(&self, reg: Reg) -> Option<Handle<Expression>> {
        let k = self.slots[self.slot(reg)?];
        if k.epoch == self.epoch {
            k.value
        } else {
            None
        }
    }

    /// Records `value`, which the register's local already holds.
    fn set_loaded(&mut self, reg: Reg, value: Handle<Expression>) {
        if let Some(i) = self.slot(reg) {
            self.slots[i] = Known {
                epoch: self.epoch,
                value: Some(value),
                unstored: false,
            };
        }
    }

    /// Records `value` as written to the register; its local is stored later.
    fn set_written(&mut self, reg: Reg, value: Handle<Expression>) {
        let Some(i) = self.slot(reg) else {
            return;
        };
        let k = &mut self.slots[i];
        if !(k.epoch == self.epoch && k.unstored) {
            self.unstored.push(reg);
        }
        *k = Known {
            epoch: self.epoch,
            value: Some(value),
            unstored: true,
        };
    }

    /// Marks every register stored.
    fn all_stored(&mut self) {
        for k in 0..self.unstored.len() {
            if let Some(i) = self.slot(self.unstored[k]) {
                self.slots[i].unstored = false;
            }
        }
        self.unstored.clear();
    }

    /// Forgets every value; callers store the unstored ones first.
    fn forget_all(&mut self) {
        debug_assert!(self.unstored.is_empty(), "registers left unstored");
        self.epoch += 1;
    }
}

const S: Span = Span::UNDEFINED;

fn swizzle_component(c: u8) -> SwizzleComponent {
    match c {
        0 => SwizzleComponent::X,
        1 => SwizzleComponent::Y,
        2 => SwizzleComponent::Z,
        _ => SwizzleComponent::W,
    }
}

/// `prefix` followed by `n` in decimal (a name for the generated code;
/// cheaper than `format!`, which shows in translation times).
fn numbered(prefix: &str, n: u32) -> String {
    let mut digits = [0u8; 10];
    let (mut rest, mut start) = (n, digits.len());
    loop {
        start -= 1;
        digits[start] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    let mut name = String::with_capacity(prefix.len() + digits.len() - start);
    name.push_str(prefix);
    name.extend(digits[start..].iter().map(|&d| char::from(d)));
    name
}

fn vector_size(n: u32) -> Option<VectorSize> {
    match n {
        2 => Some(VectorSize::Bi),
        3 => Some(VectorSize::Tri),
        4 => Some(VectorSize::Quad),
        _ => None,
    }
}

impl<'a> Lowerer<'a> {
    fn new(p: &'a Program) -> Self {
        let mut module = Module::default();
        let f32 = module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Scalar(Scalar::F32),
            },
            S,
        );
        let u32 = module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Scalar(Scalar::U32),
            },
            S,
        );
        let i32 = module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Scalar(Scalar::I32),
            },
            S,
        );
        let vec4 = module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Vector {
                    size: VectorSize::Quad,
                    scalar: Scalar::F32,
                },
            },
            S,
        );
        let mut f = Function::default();
        let zero_vec4 = f.expressions.append(Expression::ZeroValue(vec4), S);
        Lowerer {
            p,
            module,
            f,
            // About two statements (an emit and a store) per instruction,
            // and the inputs' stores.
            body: Block::with_capacity(2 * p.body.len() + 2 * p.inputs.len() + 32),
            emitter: Emitter::default(),
            t: Types { f32, u32, i32, vec4 },
            temps: vec![None; p.temps as usize],
            inputs: vec![None; p.input_count() as usize],
            outputs: vec![None; p.output_count() as usize],
            zero_vec4,
            input_array: None,
            output_array: None,
            window: None,
            pixel_index: None,
            members: ConstMembers::default(),
            imms: Vec::new(),
            splats: BTreeMap::new(),
            masks: BTreeMap::new(),
            literals: BTreeMap::new(),
            samplers: BTreeMap::new(),
            frames: Vec::new(),
            known: KnownValues::new(p),
        }
    }

    // ---- expression and statement plumbing ----

    fn expr(&mut self, e: Expression) -> Handle<Expression> {
        if let Expression::Literal(l) = e {
            return self.literal_of(l);
        }
        if e.needs_pre_emit() {
            self.flush();
            let h = self.f.expressions.append(e, S);
            self.emitter.start(&self.f.expressions);
            h
        } else {
            self.f.expressions.append(e, S)
        }
    }

    /// A literal expression, one per distinct value in the function (a
    /// literal is usable anywhere, and each new one interrupts the emit range
    /// being built).
    fn literal_of(&mut self, l: Literal) -> Handle<Expression> {
        let key = match l {
            Literal::F32(v) => (0, v.to_bits() as u64),
            Literal::U32(v) => (1, v as u64),
            Literal::I32(v) => (2, v as u32 as u64),
            Literal::Bool(v) => (3, v as u64),
            _ => {
                self.flush();
                let h = self.f.expressions.append(Expression::Literal(l), S);
                self.emitter.start(&self.f.expressions);
                return h;
            }
        };
        if let Some(&h) = self.literals.get(&key) {
            return h;
        }
        self.flush();
        let h = self.f.expressions.append(Expression::Literal(l), S);
        self.emitter.start(&self.f.expressions);
        self.literals.insert(key, h);
        h
    }

    fn flush(&mut self) {
        if let Some((stmt, span)) = self.emitter.finish(&self.f.expressions) {
            self.body.push(stmt, span);
        }
    }

    fn stmt(&mut self, s: Statement) {
        self.flush();
        self.body.push(s, S);
        self.emitter.start(&self.f.expressions);
    }

    fn vec_type(&mut self, n: u32, scalar: Scalar) -> Handle<Type> {
        let inner = match vector_size(n) {
            Some(size) => TypeInner::Vector { size, scalar },
            None => TypeInner::Scalar(scalar),
        };
        self.module.types.insert(Type { name: None, inner }, S)
    }

    fn literal(&mut self, v: f32) -> Handle<Expression> {
        self.expr(Expression::Literal(Literal::F32(v)))
    }

    /// A vec4 literal: a module constant (pre-emitted, usable anywhere) when
    /// every component is finite; otherwise (naga has no NaN or infinite
    /// literals) the non-finite components are bit casts of their bits,
    /// evaluated where this is called (callers call it in the entry block,
    /// which dominates every later use).
    fn const_vec4(&mut self, v: [f32; 4]) -> Handle<Expression> {
        if v.iter().any(|c| !c.is_finite()) {
            let comps = v.map(|c| {
                if c.is_finite() {
                    self.literal(c)
                } else {
                    let bits = self.expr(Expression::Literal(Literal::U32(c.to_bits())));
                    self.expr(Expression::As {
                        expr: bits,
                        kind: ScalarKind::Float,
                        convert: None,
                    })
                }
            });
            return self.compose4(comps);
        }
        let comps = v
            .iter()
            .map(|&c| {
                self.module
                    .global_expressions
                    .append(Expression::Literal(Literal::F32(c)), S)
            })
            .collect();
        let init = self.module.global_expressions.append(
            Expression::Compose {
                ty: self.t.vec4,
                components: comps,
            },
            S,
        );
        let c = self.module.constants.append(
            Constant {
                name: None,
                ty: self.t.vec4,
                init,
            },
            S,
        );
        self.expr(Expression::Constant(c))
    }

    fn splat4(&mut self, v: f32) -> Handle<Expression> {
        if let Some(&h) = self.splats.get(&v.to_bits()) {
            return h;
        }
        let h = self.const_vec4([v; 4]);
        self.splats.insert(v.to_bits(), h);
        h
    }

    fn binary(
        &mut self,
        op: BinaryOperator,
        left: Handle<Expression>,
        right: Handle<Expression>,
    ) -> Handle<Expression> {
        self.expr(Expression::Binary { op, left, right })
    }

    fn math(
        &mut self,
        fun: MathFunction,
        arg: Handle<Expression>,
        arg1: Option<Handle<Expression>>,
    ) -> Handle<Expression> {
        self.expr(Expression::Math {
            fun,
            arg,
            arg1,
            arg2: None,
            arg3: None,
        })
    }

    fn math3(
        &mut self,
        fun: MathFunction,
        a: Handle<Expression>,
        b: Handle<Expression>,
        c: Handle<Expression>,
    ) -> Handle<Expression> {
        self.expr(Expression::Math {
            fun,
            arg: a,
            arg1: Some(b),
            arg2: Some(c),
            arg3: None,
        })
    }

    fn component(&mut self, v: Handle<Expression>, i: u32) -> Handle<Expression> {
        self.expr(Expression::AccessIndex { base: v, index: i })
    }

    fn swizzle(&mut self, v: Handle<Expression>, size: VectorSize, pattern: [u8; 4]) -> Handle<Expression> {
        self.expr(Expression::Swizzle {
            size,
            vector: v,
            pattern: pattern.map(swizzle_component),
        })
    }

    fn splat_scalar(&mut self, s: Handle<Expression>) -> Handle<Expression> {
        self.expr(Expression::Splat {
            size: VectorSize::Quad,
            value: s,
        })
    }

    fn compose4(&mut self, c: [Handle<Expression>; 4]) -> Handle<Expression> {
        self.expr(Expression::Compose {
            ty: self.t.vec4,
            components: c.to_vec(),
        })
    }

    // ---- declarations ----

    /// The local variable of a directly addressed temporary, input or
    /// output register, declared on first use (named `r3`, `v0`, `o1`).
    fn register_local(&mut self, reg: Reg) -> Handle<Expression> {
        let (slots, prefix) = match reg.file {
            RegFile::Temp => (&mut self.temps, "r"),
            RegFile::Input => (&mut self.inputs, "v"),
            RegFile::Output => (&mut self.outputs, "o"),
            RegFile::Const | RegFile::Immediate => unreachable!("checked: not a pointer file"),
        };
        if let Some(h) = slots[reg.index as usize] {
            return h;
        }
        let v = self.f.local_variables.append(
            LocalVariable {
                name: Some(numbered(prefix, reg.index)),
                ty: self.t.vec4,
                init: Some(self.zero_vec4),
            },
            S,
        );
        let h = self.expr(Expression::LocalVariable(v));
        let slots = match reg.file {
            RegFile::Temp => &mut self.temps,
            RegFile::Input => &mut self.inputs,
            _ => &mut self.outputs,
        };
        slots[reg.index as usize] = Some(h);
        h
    }

    fn array_type(&mut self, base: Handle<Type>, len: u32) -> Handle<Type> {
        self.module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Array {
                    base,
                    size: ArraySize::Constant(std::num::NonZeroU32::new(len).expect("non-zero length")),
                    stride: 16,
                },
            },
            S,
        )
    }

    /// A zero-initialised local array of `len` vec4 registers.
    fn local_array(&mut self, name: &str, len: u32) -> Handle<Expression> {
        let ty = self.array_type(self.t.vec4, len);
        let init = self.expr(Expression::ZeroValue(ty));
        let v = self.f.local_variables.append(
            LocalVariable {
                name: Some(name.into()),
                ty,
                init: Some(init),
            },
            S,
        );
        self.expr(Expression::LocalVariable(v))
    }

    fn declare_constants(&mut self) {
        let base = self.block_index();
        if self.p.storage_constants {
            self.declare_constant_block();
        } else if let Some(base) = base {
            self.declare_constant_window(base);
        }
    }

    /// Whether the program reads the uniform constant window.
    fn reads_window(&self) -> bool {
        !self.p.storage_constants && (self.p.constants > 0 || self.p.int_constants || self.p.bool_constants)
    }

    /// The register index of the draw's block in the stage's window (see
    /// [`packed_indices`]), where the program reads the window. The vertex
    /// stage takes the packed indices from the immediates, or from its
    /// instance index where the immediates hold [`INDICES_IN_INSTANCE`],
    /// and always passes the pixel index on (`pixel_index`); the pixel
    /// stage reads that varying.
    fn block_index(&mut self) -> Option<Handle<Expression>> {
        match self.p.stage {
            Stage::Vertex => {
                let packed = self.packed_indices();
                let shift = self.expr(Expression::Literal(Literal::U32(PIXEL_INDEX_SHIFT)));
                self.pixel_index = Some(self.binary(BinaryOperator::ShiftRight, packed, shift));
                if !self.reads_window() {
                    return None;
                }
                let low = self.expr(Expression::Literal(Literal::U32(VS_CONSTANT_WINDOW - 1)));
                Some(self.binary(BinaryOperator::And, packed, low))
            }
            Stage::Fragment => {
                if !self.reads_window() {
                    return None;
                }
                let arg_index = self.f.arguments.len() as u32;
                self.f.arguments.push(FunctionArgument {
                    name: Some("constant_index".into()),
                    ty: self.t.u32,
                    binding: Some(constant_index_binding()),
                });
                Some(self.expr(Expression::FunctionArgument(arg_index)))
            }
        }
    }

    /// The vertex stage's packed block indices: from the immediates (see
    /// [`pushed_indices`]), or the instance index where they hold
    /// [`INDICES_IN_INSTANCE`].
    fn packed_indices(&mut self) -> Handle<Expression> {
        let ty = self.module.types.insert(
            Type {
                name: Some("Immediates".into()),
                inner: TypeInner::Struct {
                    members: vec![StructMember {
                        name: Some("indices".into()),
                        ty: self.t.u32,
                        binding: None,
                        offset: 0,
                    }],
                    span: IMMEDIATE_BYTES,
                },
            },
            S,
        );
        let immediates = self.module.global_variables.append(
            GlobalVariable {
                name: Some("imm".into()),
                space: AddressSpace::Immediate,
                binding: None,
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            S,
        );
        let imm = self.expr(Expression::GlobalVariable(immediates));
        let pointer = self.expr(Expression::AccessIndex { base: imm, index: 0 });
        let pushed = self.expr(Expression::Load { pointer });
        let arg_index = self.f.arguments.len() as u32;
        self.f.arguments.push(FunctionArgument {
            name: Some("instance_index".into()),
            ty: self.t.u32,
            binding: Some(Binding::BuiltIn(BuiltIn::InstanceIndex)),
        });
        let instance = self.expr(Expression::FunctionArgument(arg_index));
        let marker = self.expr(Expression::Literal(Literal::U32(INDICES_IN_INSTANCE)));
        let condition = self.binary(BinaryOperator::Equal, pushed, marker);
        // The inverse of `pushed_indices`.
        let one = self.expr(Expression::Literal(Literal::U32(1)));
        let packed = self.binary(BinaryOperator::Subtract, pushed, one);
        self.expr(Expression::Select {
            condition,
            accept: instance,
            reject: packed,
        })
    }

    /// The stage's window of uniform constants, read from register `base`
    /// on (see [`VS_CONSTANT_WINDOW`]).
    fn declare_constant_window(&mut self, base: Handle<Expression>) {
        let (binding, registers) = match self.p.stage {
            Stage::Vertex => (0, VS_CONSTANT_WINDOW),
            Stage::Fragment => (1, PS_CONSTANT_WINDOW),
        };
        // Bits: integer and boolean constants are read as they are.
        let uvec4 = self.vec_type(4, Scalar::U32);
        let ty = self.array_type(uvec4, registers);
        let window = self.module.global_variables.append(
            GlobalVariable {
                name: Some("consts".into()),
                space: AddressSpace::Uniform,
                binding: Some(ResourceBinding {
                    group: CONSTANT_GROUP,
                    binding,
                }),
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            S,
        );
        let array = self.expr(Expression::GlobalVariable(window));
        self.window = Some(ConstWindow { array, base });
    }

    /// Software vertex processing's constant block: a storage buffer bound
    /// at the draw's block.
    fn declare_constant_block(&mut self) {
        let mut members = Vec::new();
        let mut offset = 0;
        if self.p.constants > 0 {
            let ty = self.array_type(self.t.vec4, self.p.constants);
            self.members.float.index = Some(members.len() as u32);
            members.push(StructMember {
                name: Some("c".into()),
                ty,
                binding: None,
                offset,
            });
            offset += self.p.constants * 16;
        }
        if self.p.int_constants {
            let ivec4 = self.vec_type(4, Scalar::I32);
            let ty = self.array_type(ivec4, 16);
            self.members.int.index = Some(members.len() as u32);
            members.push(StructMember {
                name: Some("i".into()),
                ty,
                binding: None,
                offset,
            });
            offset += 256;
        }
        if self.p.bool_constants {
            self.members.bool.index = Some(members.len() as u32);
            members.push(StructMember {
                name: Some("b".into()),
                ty: self.t.u32,
                binding: None,
                offset,
            });
            offset += 16;
        }
        if members.is_empty() {
            return;
        }
        let st = self.module.types.insert(
            Type {
                name: Some("Constants".into()),
                inner: TypeInner::Struct { members, span: offset },
            },
            S,
        );
        let binding = match self.p.stage {
            Stage::Vertex => 0,
            Stage::Fragment => 1,
        };
        let g = self.module.global_variables.append(
            GlobalVariable {
                name: Some("consts".into()),
                space: AddressSpace::Storage {
                    access: naga::StorageAccess::LOAD,
                },
                binding: Some(ResourceBinding {
                    group: CONSTANT_GROUP,
                    binding,
                }),
                ty: st,
                init: None,
                memory_decorations: Default::default(),
            },
            S,
        );
        let base = self.expr(Expression::GlobalVariable(g));
        // Pointers to the members, emitted at the top of the entry block
        // (which dominates every use).
        for member in [&mut self.members.float, &mut self.members.int, &mut self.members.bool] {
            if let Some(index) = member.index {
                member.pointer = Some(self.f.expressions.append(Expression::AccessIndex { base, index }, S));
            }
        }
    }

    fn declare_globals(&mut self) {
        self.declare_constants();
        for s in &self.p.samplers {
            let dim = match s.dim {
                TextureDim::D2 => ImageDimension::D2,
                TextureDim::Cube => ImageDimension::Cube,
                TextureDim::D3 => ImageDimension::D3,
            };
            let img_ty = self.module.types.insert(
                Type {
                    name: None,
                    inner: TypeInner::Image {
                        dim,
                        arrayed: false,
                        class: ImageClass::Sampled {
                            kind: ScalarKind::Float,
                            multi: false,
                        },
                    },
                },
                S,
            );
            let smp_ty = self.module.types.insert(
                Type {
                    name: None,
                    inner: TypeInner::Sampler { comparison: false },
                },
                S,
            );
            let tex = self.module.global_variables.append(
                GlobalVariable {
                    name: Some(numbered("t", s.index)),
                    space: AddressSpace::Handle,
                    binding: Some(ResourceBinding {
                        group: SAMPLER_GROUP,
                        binding: 2 * s.index,
                    }),
                    ty: img_ty,
                    init: None,
                    memory_decorations: Default::default(),
                },
                S,
            );
            let smp = self.module.global_variables.append(
                GlobalVariable {
                    name: Some(numbered("s", s.index)),
                    space: AddressSpace::Handle,
                    binding: Some(ResourceBinding {
                        group: SAMPLER_GROUP,
                        binding: 2 * s.index + 1,
                    }),
                    ty: smp_ty,
                    init: None,
                    memory_decorations: Default::default(),
                },
                S,
            );
            let te = self.expr(Expression::GlobalVariable(tex));
            let se = self.expr(Expression::GlobalVariable(smp));
            self.samplers.insert(s.index, (te, se, s.dim));
        }
        for imm in self.p.immediates.clone() {
            let h = self.const_vec4(imm);
            self.imms.push(h);
        }
    }

    /// Declares the entry arguments and converts each input into its register.
    fn declare_inputs(&mut self) {
        if let (Some(reg), Stage::Vertex) = (self.p.vertex_index, self.p.stage) {
            let arg_index = self.f.arguments.len() as u32;
            let u32_ty = self.module.types.insert(
                Type {
                    name: None,
                    inner: TypeInner::Scalar(Scalar::U32),
                },
                S,
            );
            self.f.arguments.push(FunctionArgument {
                name: Some("vertex_index".into()),
                ty: u32_ty,
                binding: Some(Binding::BuiltIn(BuiltIn::VertexIndex)),
            });
            let index = self.expr(Expression::FunctionArgument(arg_index));
            let float = self.expr(Expression::As {
                expr: index,
                kind: ScalarKind::Float,
                convert: Some(4),
            });
            let value = self.expr(Expression::Splat {
                size: VectorSize::Quad,
                value: float,
            });
            self.write_reg(Reg::input(reg), None, value);
        }
        if let (Some(reg), Stage::Fragment) = (self.p.frag_coord, self.p.stage) {
            let arg_index = self.f.arguments.len() as u32;
            self.f.arguments.push(FunctionArgument {
                name: Some("frag_coord".into()),
                ty: self.t.vec4,
                binding: Some(Binding::BuiltIn(BuiltIn::Position { invariant: false })),
            });
            let value = self.expr(Expression::FunctionArgument(arg_index));
            self.write_reg(Reg::input(reg), None, value);
        }
        if let (Some(reg), Stage::Fragment) = (self.p.front_facing, self.p.stage) {
            let arg_index = self.f.arguments.len() as u32;
            let bool_ty = self.module.types.insert(
                Type {
                    name: None,
                    inner: TypeInner::Scalar(Scalar::BOOL),
                },
                S,
            );
            self.f.arguments.push(FunctionArgument {
                name: Some("front_facing".into()),
                ty: bool_ty,
                binding: Some(Binding::BuiltIn(BuiltIn::FrontFacing)),
            });
            let condition = self.expr(Expression::FunctionArgument(arg_index));
            let (accept, reject) = (self.splat4(1.0), self.splat4(-1.0));
            let value = self.expr(Expression::Select {
                condition,
                accept,
                reject,
            });
            self.write_reg(Reg::input(reg), None, value);
        }
        for d in self.p.inputs.clone() {
            let (ty, conv, n) = match self.p.stage {
                Stage::Vertex => {
                    let n = d.format.components();
                    let scalar = match d.format.conversion() {
                        AttribConversion::Float => Scalar::F32,
                        AttribConversion::Uint | AttribConversion::UDec3 | AttribConversion::Dec3N => Scalar::U32,
                        AttribConversion::Sint => Scalar::I32,
                    };
                    (self.vec_type(n, scalar), d.format.conversion(), n)
                }
                Stage::Fragment => (self.t.vec4, AttribConversion::Float, 4),
            };
            let interpolation = match (self.p.stage, d.flat) {
                (Stage::Vertex, _) => None,
                (Stage::Fragment, true) => Some(Interpolation::Flat),
                (Stage::Fragment, false) => Some(Interpolation::Perspective),
            };
            // A pipeline refuses a fragment input whose sampling the vertex
            // stage's output does not share: the vertex stage declares the
            // same centroid locations (`Program::centroid_varyings`).
            let sampling = match interpolation {
                Some(Interpolation::Perspective) if d.centroid => Some(Sampling::Centroid),
                Some(Interpolation::Perspective) => Some(Sampling::Center),
                _ => None,
            };
            let arg_index = self.f.arguments.len() as u32;
            self.f.arguments.push(FunctionArgument {
                name: Some(numbered("in", d.location)),
                ty,
                binding: Some(Binding::Location {
                    location: d.location,
                    interpolation,
                    sampling,
                    blend_src: None,
                    per_primitive: false,
                }),
            });
            let arg = self.expr(Expression::FunctionArgument(arg_index));
            let value = self.convert_input(arg, d.format, conv, n);
            let dst = Dst::new(Reg::input(d.reg)).masked(if d.mask == 0 { mask::ALL } else { d.mask });
            self.store(&dst, value);
        }
    }

    /// Widens a fetched attribute to vec4 with D3D9's defaults (0, 0, 0, 1).
    fn convert_input(
        &mut self,
        arg: Handle<Expression>,
        format: AttribFormat,
        conv: AttribConversion,
        n: u32,
    ) -> Handle<Expression> {
        let float = match conv {
            AttribConversion::Float => arg,
            AttribConversion::Uint | AttribConversion::Sint => self.expr(Expression::As {
                expr: arg,
                kind: ScalarKind::Float,
                convert: Some(4),
            }),
            AttribConversion::UDec3 | AttribConversion::Dec3N => return self.unpack_dec3(arg, conv),
        };
        let _ = format;
        if n == 4 {
            return float;
        }
        let zero = self.literal(0.0);
        let one = self.literal(1.0);
        let mut c = [zero, zero, zero, one];
        if n == 1 {
            c[0] = float;
        } else {
            for (i, slot) in c.iter_mut().enumerate().take(n as usize) {
                *slot = self.component(float, i as u32);
            }
        }
        self.compose4(c)
    }

    /// Unpacks three 10-bit fields of a u32 (UDEC3 unsigned, DEC3N signed
    /// normalised), w = 1.
    fn unpack_dec3(&mut self, word: Handle<Expression>, conv: AttribConversion) -> Handle<Expression> {
        let one = self.literal(1.0);
        let mut c = [one; 4];
        for (i, slot) in c.iter_mut().enumerate().take(3) {
            let field = if conv == AttribConversion::UDec3 {
                let shift = self.expr(Expression::Literal(Literal::U32(10 * i as u32)));
                let shifted = self.binary(BinaryOperator::ShiftRight, word, shift);
                let m = self.expr(Expression::Literal(Literal::U32(1023)));
                let bits = self.binary(BinaryOperator::And, shifted, m);
                self.expr(Expression::As {
                    expr: bits,
                    kind: ScalarKind::Float,
                    convert: Some(4),
                })
            } else {
                // Move the field to the top, reinterpret as signed, shift back
                // arithmetically: a sign-extended 10-bit value in -512..=511.
                let up = self.expr(Expression::Literal(Literal::U32(22 - 10 * i as u32)));
                let top = self.binary(BinaryOperator::ShiftLeft, word, up);
                let signed = self.expr(Expression::As {
                    expr: top,
                    kind: ScalarKind::Sint,
                    convert: None,
                });
                let down = self.expr(Expression::Literal(Literal::U32(22)));
                let v = self.binary(BinaryOperator::ShiftRight, signed, down);
                let vf = self.expr(Expression::As {
                    expr: v,
                    kind: ScalarKind::Float,
                    convert: Some(4),
                });
                let scale = self.literal(1.0 / 511.0);
                let scaled = self.binary(BinaryOperator::Multiply, vf, scale);
                let lo = self.literal(-1.0);
                self.math(MathFunction::Max, scaled, Some(lo))
            };
            *slot = field;
        }
        let _ = self.t.u32;
        self.compose4(c)
    }

    fn run(&mut self) {
        self.emitter.start(&self.f.expressions);
        self.declare_globals();
        let relative = self.p.relatively_addressed();
        if relative[RegFile::Input as usize] {
            self.input_array = Some(self.local_array("v", self.p.input_count()));
        }
        if relative[RegFile::Output as usize] {
            self.output_array = Some(self.local_array("o", self.p.output_count()));
        }
        // Locals start at zero: reads before any write need no load.
        let zero = self.splat4(0.0);
        for i in 0..self.p.temps {
            self.known.set_loaded(Reg::temp(i), zero);
        }
        if self.output_array.is_none() {
            for i in 0..self.p.output_count() {
                self.known.set_loaded(Reg::output(i), zero);
            }
        }
        if self.input_array.is_none() {
            for i in 0..self.p.input_count() {
                self.known.set_loaded(Reg::input(i), zero);
            }
        }
        self.declare_inputs();
        for i in &self.p.body {
            self.inst(i);
        }
        if let (Some(k), Some(pos)) = (
            self.p.position_fixup,
            self.p.outputs.iter().find(|o| o.kind == OutputKind::Position),
        ) {
            // position.xyz = position.xyz * c[k + 1].xyz + c[k].xyz * position.w
            let reg = Reg::output(pos.reg);
            let p = self.load_reg(reg, None);
            let offset = self.load_reg(Reg::constant(k), None);
            let scale = self.load_reg(Reg::constant(k + 1), None);
            let w = self.swizzle(p, VectorSize::Quad, WWWW);
            let off = self.binary(BinaryOperator::Multiply, offset, w);
            let scaled = self.binary(BinaryOperator::Multiply, p, scale);
            let sum = self.binary(BinaryOperator::Add, scaled, off);
            self.store(&Dst::new(reg).masked(mask::XYZ), sum);
        }
        self.emit_return();
    }

    fn emit_return(&mut self) {
        let mut members = Vec::new();
        let mut values = Vec::new();
        // One output per binding (the first declared wins); a vertex stage
        // always has a position, a zero one when the program writes none.
        let mut kinds = Vec::new();
        let mut emitted = Vec::new();
        let mut clip_distances: Vec<(u32, u32)> = Vec::new();
        for o in &self.p.outputs {
            let key = match o.kind {
                OutputKind::Varying { location, .. } => OutputKind::Varying { location, flat: false },
                OutputKind::ClipDistance { index } => {
                    if !clip_distances.iter().any(|&(i, _)| i == index) {
                        clip_distances.push((index, o.reg));
                    }
                    continue;
                }
                k => k,
            };
            if !matches!(o.kind, OutputKind::Discarded | OutputKind::PointSize) && !kinds.contains(&key) {
                kinds.push(key);
                emitted.push(Some(*o));
            }
        }
        if self.p.stage == Stage::Vertex && !kinds.contains(&OutputKind::Position) {
            emitted.push(None);
        }
        for (n, o) in emitted.iter().enumerate() {
            let Some(o) = o else {
                members.push(StructMember {
                    name: Some(numbered("out", n as u32)),
                    ty: self.t.vec4,
                    binding: Some(Binding::BuiltIn(BuiltIn::Position { invariant: false })),
                    offset: 16 * n as u32,
                });
                values.push(self.splat4(0.0));
                continue;
            };
            let binding = match o.kind {
                OutputKind::Discarded | OutputKind::PointSize | OutputKind::ClipDistance { .. } => {
                    unreachable!("filtered")
                }
                OutputKind::Position => Binding::BuiltIn(BuiltIn::Position { invariant: false }),
                OutputKind::Varying { location, flat } => Binding::Location {
                    location,
                    interpolation: Some(if flat {
                        Interpolation::Flat
                    } else {
                        Interpolation::Perspective
                    }),
                    sampling: if flat {
                        None
                    } else if self.p.centroid_varyings.checked_shr(location).unwrap_or(0) & 1 != 0 {
                        Some(Sampling::Centroid)
                    } else {
                        Some(Sampling::Center)
                    },
                    blend_src: None,
                    per_primitive: false,
                },
                OutputKind::Color { target } => Binding::Location {
                    location: target,
                    interpolation: None,
                    sampling: None,
                    blend_src: None,
                    per_primitive: false,
                },
                OutputKind::Depth => Binding::BuiltIn(BuiltIn::FragDepth),
            };
            let depth = o.kind == OutputKind::Depth;
            members.push(StructMember {
                name: Some(numbered("out", n as u32)),
                ty: if depth { self.t.f32 } else { self.t.vec4 },
                binding: Some(binding),
                offset: 16 * n as u32,
            });
            let mut v = self.load_reg(Reg::output(o.reg), None);
            if depth {
                v = self.component(v, 0);
            }
            values.push(v);
        }
        if let Some(index) = self.pixel_index {
            members.push(StructMember {
                name: Some("constant_index".into()),
                ty: self.t.u32,
                binding: Some(constant_index_binding()),
                offset: 16 * members.len() as u32,
            });
            values.push(index);
        }
        if !clip_distances.is_empty() {
            clip_distances.sort_unstable();
            let count = clip_distances.len() as u32;
            let ty = self.module.types.insert(
                Type {
                    name: None,
                    inner: TypeInner::Array {
                        base: self.t.f32,
                        size: naga::ArraySize::Constant(std::num::NonZeroU32::new(count).expect("non-empty")),
                        stride: 4,
                    },
                },
                S,
            );
            let n = members.len() as u32;
            members.push(StructMember {
                name: Some("clip_distances".into()),
                ty,
                binding: Some(Binding::BuiltIn(BuiltIn::ClipDistances)),
                offset: 16 * n,
            });
            let components = clip_distances
                .iter()
                .map(|&(_, reg)| {
                    let v = self.load_reg(Reg::output(reg), None);
                    self.component(v, 0)
                })
                .collect();
            values.push(self.expr(Expression::Compose { ty, components }));
        }
        if members.is_empty() {
            self.stmt(Statement::Return { value: None });
            self.flush();
            return;
        }
        let out_ty = self.module.types.insert(
            Type {
                name: Some("Output".into()),
                inner: TypeInner::Struct {
                    span: 16 * members.len() as u32 + 16,
                    members,
                },
            },
            S,
        );
        let value = self.expr(Expression::Compose {
            ty: out_ty,
            components: values,
        });
        self.f.result = Some(FunctionResult {
            ty: out_ty,
            binding: None,
        });
        self.stmt(Statement::Return { value: Some(value) });
        self.flush();
    }

    fn finish(mut self) -> Module {
        self.f.body = std::mem::take(&mut self.body);
        self.f.name = Some(ENTRY_POINT.into());
        self.module.entry_points.push(EntryPoint {
            name: ENTRY_POINT.into(),
            stage: match self.p.stage {
                Stage::Vertex => ShaderStage::Vertex,
                Stage::Fragment => ShaderStage::Fragment,
            },
            early_depth_test: None,
            workgroup_size: [0; 3],
            workgroup_size_overrides: None,
            function: self.f,
            mesh_info: None,
            task_payload: None,
            incoming_ray_payload: None,
        });
        self.module
    }
}

#[cfg(test)]
mod tests;
