//! The fixed-function vertex shader: transforms, vertex blending, lighting,
//! texture coordinate generation and transforms, vertex fog, user clip
//! planes and point size, generated from an [`FfVertexKey`].
//!
//! Untransformed vertices are processed in camera space (world * view), as
//! D3D9 defines lighting, texture generation and fog; the clip position of a
//! draw without blending is computed with the combined matrix directly, so
//! that it matches a vertex shader that does the same multiply.

use super::{varying, vs_const, Emit};
use crate::ir::*;
use wgd3d9_core::ff_key::{slot, texgen, vertex_flags, FfVertexKey};
use wgd3d9_core::state_tables::MAX_TEXTURE_STAGES;
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_types::*;

/// Generates the vertex shader for `key`.
pub fn vertex_program(key: &FfVertexKey) -> Program {
    let mut p = Program::new(Stage::Vertex);
    p.constants = vs_const::count(key);
    for s in 0..slot::COUNT {
        if let Some(format) = key.input(s) {
            p.inputs.push(InputDecl {
                reg: s as u32,
                location: s as u32,
                format,
                flat: false,
                centroid: false,
                mask: mask::ALL,
            });
        }
    }
    p.input_registers = slot::COUNT as u32;
    {
        let mut e = Emit::new(&mut p);
        let mut g = VertexGen { key, e: &mut e };
        let pos = g.e.output(OutputKind::Position);
        if key.pretransformed != 0 {
            g.pretransformed(pos);
        } else {
            g.transformed(pos);
        }
    }
    if key.pretransformed == 0 {
        p.position_fixup = Some(vs_const::FIXUP);
    }
    p
}

struct VertexGen<'a, 'p> {
    key: &'a FfVertexKey,
    e: &'a mut Emit<'p>,
}

/// Camera-space values of an untransformed vertex.
struct Eye {
    /// Position (w = 1).
    pos: Src,
    /// Normal (xyz), normalized under D3DRS_NORMALIZENORMALS.
    normal: Src,
    /// Unit vector from the vertex towards the viewer for specular light
    /// (xyz): the direction to the camera with D3DRS_LOCALVIEWER, else the
    /// view axis's reverse.
    to_viewer: Src,
    /// Unit vector from the vertex towards the camera (xyz), whatever
    /// D3DRS_LOCALVIEWER says: reflection vectors always use it.
    to_camera: Src,
}

impl VertexGen<'_, '_> {
    fn input(&self, s: usize) -> Option<Src> {
        (self.key.inputs[s] != 0).then(|| Src::new(Reg::input(s as u32)))
    }

    fn c(k: u32) -> Src {
        Src::new(Reg::constant(k))
    }

    /// XYZRHW: ndc.xyz = v.xyz * scale + offset, w = 1 / rhw, clip = (ndc.xyz * w, w). Colours and
    /// coordinates pass through; the fog factor is the specular alpha.
    fn pretransformed(&mut self, pos: Reg) {
        let v = self.input(slot::POSITION).unwrap_or(self.e.imm([0.0, 0.0, 0.0, 1.0]));
        let e = &mut *self.e;
        let ndc = e.temp();
        e.push(Inst::Mad {
            dst: Dst::new(ndc).masked(mask::X | mask::Y),
            a: v,
            b: Self::c(vs_const::RHW_SCALE),
            c: Self::c(vs_const::RHW_OFFSET),
        });
        // Depth is clamped into the range here unless the pipeline clamps
        // it per fragment.
        let z = Dst::new(ndc).masked(mask::Z);
        e.push(Inst::Mad {
            dst: if self.key.depth_clamped != 0 { z } else { z.sat() },
            a: v,
            b: Self::c(vs_const::RHW_SCALE),
            c: Self::c(vs_const::RHW_OFFSET),
        });
        // w = 1 / rhw; an rhw of 0 draws as 1 (D3D9 draws such vertices).
        let w = e.temp();
        let zero = e.imm([0.0; 4]);
        e.push(Inst::Sge {
            dst: Dst::new(w).masked(mask::X),
            a: zero,
            b: v.swz(WWWW).with(SrcMod::Abs),
        });
        e.push(Inst::Add {
            dst: Dst::new(w).masked(mask::X),
            a: Src::new(w).swz(XXXX),
            b: v.swz(WWWW),
        });
        e.push(Inst::Rcp {
            dst: w.into(),
            a: Src::new(w).swz(XXXX),
        });
        e.push(Inst::Mul {
            dst: Dst::new(pos).masked(mask::XYZ),
            a: ndc.into(),
            b: w.into(),
        });
        e.push(Inst::Mov {
            dst: Dst::new(pos).masked(mask::W),
            src: w.into(),
        });
        let white = self.e.imm([1.0; 4]);
        let black = self.e.imm([0.0; 4]);
        let diffuse = self.input(slot::DIFFUSE).unwrap_or(white);
        let specular = self.input(slot::SPECULAR).unwrap_or(black);
        self.e.varying(varying::DIFFUSE, diffuse);
        self.e.varying(varying::SPECULAR, specular);
        self.e.varying(varying::FOG, specular.swz(WWWW));
        for s in 0..MAX_TEXTURE_STAGES {
            let (set, _) = self.key.texcoord(s);
            let src = self.input(slot::TEXCOORD0 + set).unwrap_or(black);
            self.e.varying(varying::TEXCOORD0 + s as u32, src);
        }
        self.point_size(None);
    }

    fn transformed(&mut self, pos: Reg) {
        let eye = self.eye_space(pos);
        if self.key.lighting != 0 {
            self.lighting(&eye);
        } else {
            let white = self.e.imm([1.0; 4]);
            let black = self.e.imm([0.0; 4]);
            let diffuse = self.input(slot::DIFFUSE).unwrap_or(white);
            let specular = self.input(slot::SPECULAR).unwrap_or(black);
            self.e.varying(varying::DIFFUSE, diffuse);
            self.e.varying(varying::SPECULAR, specular);
        }
        for s in 0..MAX_TEXTURE_STAGES {
            self.texcoord(s, &eye);
        }
        self.fog(&eye);
        self.clip_planes(&eye);
        self.point_size(Some(&eye));
    }

    /// Computes the clip position into `pos` and returns the camera-space
    /// position, normal and viewer direction.
    fn eye_space(&mut self, pos: Reg) -> Eye {
        let key = self.key;
        let v = self.input(slot::POSITION).unwrap_or(self.e.imm([0.0, 0.0, 0.0, 1.0]));
        let n = self.input(slot::NORMAL).unwrap_or(self.e.imm([0.0; 4]));
        let eye_pos = self.e.temp();
        let normal = self.e.temp();
        if key.blend_matrices == 0 {
            for i in 0..4u32 {
                self.e.push(Inst::Dp4 {
                    dst: Dst::new(pos).masked(1 << i),
                    a: v,
                    b: Self::c(vs_const::WVP + i),
                });
                self.e.push(Inst::Dp4 {
                    dst: Dst::new(eye_pos).masked(1 << i),
                    a: v,
                    b: Self::c(vs_const::WORLD_VIEW + i),
                });
            }
            for i in 0..3u32 {
                self.e.push(Inst::Dp3 {
                    dst: Dst::new(normal).masked(1 << i),
                    a: n,
                    b: Self::c(vs_const::NORMAL_MATRIX + i),
                });
            }
        } else {
            self.blend(v, n, eye_pos, normal);
            for i in 0..4u32 {
                self.e.push(Inst::Dp4 {
                    dst: Dst::new(pos).masked(1 << i),
                    a: eye_pos.into(),
                    b: Self::c(vs_const::PROJECTION + i),
                });
            }
        }
        self.e.mov_imm(Dst::new(normal).masked(mask::W), [0.0; 4]);
        if key.has(vertex_flags::NORMALIZE) {
            self.normalize(normal);
        }
        let to_camera = self.e.temp();
        self.e.push(Inst::Mov {
            dst: to_camera.into(),
            src: Src::new(eye_pos).with(SrcMod::Neg),
        });
        self.normalize(to_camera);
        let to_viewer = if key.has(vertex_flags::LOCAL_VIEWER) {
            Src::new(to_camera)
        } else {
            self.e.imm([0.0, 0.0, -1.0, 0.0])
        };
        Eye {
            pos: eye_pos.into(),
            normal: normal.into(),
            to_viewer,
            to_camera: to_camera.into(),
        }
    }

    /// Normalizes the xyz of `r` (a zero vector stays zero).
    fn normalize(&mut self, r: Reg) {
        let len2 = self.e.temp();
        self.e.push(Inst::Dp3 {
            dst: Dst::new(len2).masked(mask::X),
            a: r.into(),
            b: r.into(),
        });
        // max(len2, tiny) keeps a zero normal finite (D3D9 yields zero).
        let tiny = self.e.imm([1e-30; 4]);
        self.e.push(Inst::Max {
            dst: Dst::new(len2).masked(mask::X),
            a: len2.into(),
            b: tiny,
        });
        self.e.push(Inst::Rsq {
            dst: Dst::new(len2).masked(mask::X),
            a: Src::new(len2).swz(XXXX),
        });
        self.e.push(Inst::Mul {
            dst: Dst::new(r).masked(mask::XYZ),
            a: r.into(),
            b: Src::new(len2).swz(XXXX),
        });
    }

    /// Vertex blending: the camera-space position and normal are the
    /// weighted sums over the blended world matrices (each combined with
    /// the view); the last weight is one minus the others.
    fn blend(&mut self, v: Src, n: Src, eye_pos: Reg, normal: Reg) {
        let key = self.key;
        let matrices = key.blend_matrices as u32;
        let weights = self.input(slot::BLENDWEIGHT).unwrap_or(self.e.imm([0.0; 4]));
        let indexed = key.has(vertex_flags::INDEXED_BLEND);
        let index = if indexed {
            // Register offsets of the matrices: index * stride. D3DCOLOR
            // indices arrive as colour channels (bytes 2, 1, 0, 3 in x..w,
            // scaled to 0..1); UBYTE4 ones as the byte values.
            let indices = self.input(slot::BLENDINDICES).unwrap_or(self.e.imm([0.0; 4]));
            let color = key.input(slot::BLENDINDICES) == Some(AttribFormat::Color);
            let t = self.e.temp();
            let (swizzle, scale) = if color { ([2, 1, 0, 3], 255.0) } else { (XYZW, 1.0) };
            let scale = self.e.imm([scale; 4]);
            self.e.push(Inst::Mul {
                dst: t.into(),
                a: indices.swz(swizzle),
                b: scale,
            });
            self.e.push(Inst::Round {
                dst: t.into(),
                a: t.into(),
            });
            let stride = self.e.imm([vs_const::BLEND_STRIDE as f32; 4]);
            self.e.push(Inst::Mul {
                dst: t.into(),
                a: t.into(),
                b: stride,
            });
            Some(t)
        } else {
            None
        };
        let last_weight = self.e.temp();
        self.e.mov_imm(last_weight.into(), [1.0; 4]);
        for m in 0..matrices {
            let weight = if m + 1 == matrices {
                Src::new(last_weight).swz(XXXX)
            } else {
                let w = weights.swz([m as u8; 4]);
                self.e.push(Inst::Add {
                    dst: Dst::new(last_weight).masked(mask::X),
                    a: last_weight.into(),
                    b: w.with(SrcMod::Neg),
                });
                w
            };
            let matrix = |row: u32| {
                let base = match index {
                    Some(_) => vs_const::BLEND + row,
                    None => vs_const::BLEND + m * vs_const::BLEND_STRIDE + row,
                };
                Src {
                    rel: index.map(|r| Rel {
                        reg: r,
                        component: m as u8,
                    }),
                    ..Src::new(Reg::constant(base))
                }
            };
            let (bp, bn) = (self.e.temp(), self.e.temp());
            for i in 0..4u32 {
                self.e.push(Inst::Dp4 {
                    dst: Dst::new(bp).masked(1 << i),
                    a: v,
                    b: matrix(i),
                });
            }
            // Blended normals go through each world-view matrix itself (not
            // its inverse transpose), as D3D9 hardware does.
            for i in 0..3u32 {
                self.e.push(Inst::Dp3 {
                    dst: Dst::new(bn).masked(1 << i),
                    a: n,
                    b: matrix(i),
                });
            }
            if m == 0 {
                self.e.push(Inst::Mul {
                    dst: eye_pos.into(),
                    a: bp.into(),
                    b: weight,
                });
                self.e.push(Inst::Mul {
                    dst: Dst::new(normal).masked(mask::XYZ),
                    a: bn.into(),
                    b: weight,
                });
            } else {
                self.e.push(Inst::Mad {
                    dst: eye_pos.into(),
                    a: bp.into(),
                    b: weight,
                    c: eye_pos.into(),
                });
                self.e.push(Inst::Mad {
                    dst: Dst::new(normal).masked(mask::XYZ),
                    a: bn.into(),
                    b: weight,
                    c: normal.into(),
                });
            }
        }
    }

    /// D3D9 lighting in camera space: the lit diffuse colour (emissive +
    /// ambient + diffuse light, alpha from the diffuse material) and the
    /// specular light (computed whatever D3DRS_SPECULARENABLE says, which
    /// only decides whether the pixel stage adds it).
    fn lighting(&mut self, eye: &Eye) {
        use wgd3d9_core::ff_key::material_source as ms;
        let key = self.key;
        let source = |which: usize, material: u32| match key.material_source[which] {
            ms::COLOR1 => Src::new(Reg::input(slot::DIFFUSE as u32)),
            ms::COLOR2 => Src::new(Reg::input(slot::SPECULAR as u32)),
            _ => Src::new(Reg::constant(material)),
        };
        let mat_diffuse = source(0, vs_const::MAT_DIFFUSE);
        let mat_specular = source(1, vs_const::MAT_SPECULAR);
        let mat_ambient = source(2, vs_const::MAT_AMBIENT);
        let mat_emissive = source(3, vs_const::MAT_EMISSIVE);
        // Sums of the lights' ambient, diffuse and specular contributions.
        let ambient = self.e.temp();
        let diffuse = self.e.temp();
        let specular = self.e.temp();
        self.e.push(Inst::Mov {
            dst: ambient.into(),
            src: Self::c(vs_const::AMBIENT),
        });
        let zero = self.e.imm([0.0; 4]);
        for r in [diffuse, specular] {
            self.e.push(Inst::Mov {
                dst: r.into(),
                src: zero,
            });
        }
        for i in 0..key.light_count() {
            self.light(i, eye, ambient, diffuse, specular);
        }
        let d = self.e.output(OutputKind::Varying {
            location: varying::DIFFUSE,
            flat: false,
        });
        // emissive + ambient * material ambient + diffuse * material diffuse.
        let t = self.e.temp();
        self.e.push(Inst::Mad {
            dst: Dst::new(t).masked(mask::XYZ),
            a: ambient.into(),
            b: mat_ambient,
            c: mat_emissive,
        });
        self.e.push(Inst::Mad {
            dst: Dst::new(d).masked(mask::XYZ).sat(),
            a: diffuse.into(),
            b: mat_diffuse,
            c: t.into(),
        });
        self.e.push(Inst::Mov {
            dst: Dst::new(d).masked(mask::W).sat(),
            src: mat_diffuse,
        });
        let s = self.e.output(OutputKind::Varying {
            location: varying::SPECULAR,
            flat: false,
        });
        self.e.push(Inst::Mul {
            dst: Dst::new(s).masked(mask::XYZ).sat(),
            a: specular.into(),
            b: mat_specular,
        });
        self.e.push(Inst::Mov {
            dst: Dst::new(s).masked(mask::W).sat(),
            src: mat_specular,
        });
    }

    /// Adds light slot `i`'s contributions. Its constants
    /// ([`vs_const::light`]) are in camera space.
    fn light(&mut self, i: usize, eye: &Eye, ambient: Reg, diffuse: Reg, specular: Reg) {
        let kind = self.key.lights[i] as u32;
        let c = |k: u32| Self::c(vs_const::light(i) + k);
        let l = self.e.temp();
        // Attenuation times spot factor, in x.
        let att = self.e.temp();
        if kind == D3DLIGHT_DIRECTIONAL {
            // The constant holds the unit direction towards the light.
            self.e.push(Inst::Mov {
                dst: l.into(),
                src: c(vs_const::light::DIRECTION),
            });
            self.e.mov_imm(att.into(), [1.0; 4]);
        } else {
            // L = light position - vertex; d = |L|.
            self.e.push(Inst::Add {
                dst: l.into(),
                a: c(vs_const::light::POSITION),
                b: eye.pos.with(SrcMod::Neg),
            });
            let d = self.e.temp();
            self.e.push(Inst::Dp3 {
                dst: Dst::new(d).masked(mask::X),
                a: l.into(),
                b: l.into(),
            });
            // d.y = 1/d, then d = (1, d, d^2, 1/d) for the attenuation dot.
            self.e.push(Inst::Rsq {
                dst: Dst::new(d).masked(mask::W),
                a: Src::new(d).swz(XXXX),
            });
            self.e.push(Inst::Mul {
                dst: Dst::new(l).masked(mask::XYZ),
                a: l.into(),
                b: Src::new(d).swz(WWWW),
            });
            self.e.push(Inst::Mov {
                dst: Dst::new(d).masked(mask::Z),
                src: Src::new(d).swz(XXXX),
            });
            self.e.push(Inst::Rcp {
                dst: Dst::new(d).masked(mask::Y),
                a: Src::new(d).swz(WWWW),
            });
            self.e.mov_imm(Dst::new(d).masked(mask::X), [1.0; 4]);
            // 1 / (a0 + a1 d + a2 d^2), zero beyond the range.
            self.e.push(Inst::Dp3 {
                dst: Dst::new(att).masked(mask::X),
                a: d.into(),
                b: c(vs_const::light::ATTENUATION),
            });
            self.e.push(Inst::Rcp {
                dst: Dst::new(att).masked(mask::X),
                a: Src::new(att).swz(XXXX),
            });
            let in_range = self.e.temp();
            self.e.push(Inst::Sge {
                dst: Dst::new(in_range).masked(mask::X),
                a: c(vs_const::light::RANGE).swz(WWWW),
                b: Src::new(d).swz([1; 4]),
            });
            self.e.push(Inst::Mul {
                dst: Dst::new(att).masked(mask::X),
                a: att.into(),
                b: in_range.into(),
            });
            if kind == D3DLIGHT_SPOT {
                self.spot_factor(i, l, att);
            }
        }
        // Ambient light counts with the attenuation and spot factor.
        self.e.push(Inst::Mad {
            dst: ambient.into(),
            a: c(vs_const::light::AMBIENT),
            b: Src::new(att).swz(XXXX),
            c: ambient.into(),
        });
        // lit = (1, max(N.L, 0), N.L > 0 ? max(N.H, 0)^power : 0, 1).
        let dots = self.e.temp();
        self.e.push(Inst::Dp3 {
            dst: Dst::new(dots).masked(mask::X),
            a: eye.normal,
            b: l.into(),
        });
        {
            let h = self.e.temp();
            self.e.push(Inst::Add {
                dst: h.into(),
                a: l.into(),
                b: eye.to_viewer,
            });
            self.e.mov_imm(Dst::new(h).masked(mask::W), [0.0; 4]);
            self.normalize(h);
            self.e.push(Inst::Dp3 {
                dst: Dst::new(dots).masked(mask::Y),
                a: eye.normal,
                b: h.into(),
            });
            self.e.push(Inst::Mov {
                dst: Dst::new(dots).masked(mask::W),
                src: Self::c(vs_const::MAT_POWER).swz(XXXX),
            });
        }
        let lit = self.e.temp();
        self.e.push(Inst::Lit {
            dst: lit.into(),
            a: dots.into(),
        });
        self.e.push(Inst::Mul {
            dst: Dst::new(lit).masked(mask::Y | mask::Z),
            a: lit.into(),
            b: Src::new(att).swz(XXXX),
        });
        self.e.push(Inst::Mad {
            dst: diffuse.into(),
            a: c(vs_const::light::DIFFUSE),
            b: Src::new(lit).swz([1; 4]),
            c: diffuse.into(),
        });
        self.e.push(Inst::Mad {
            dst: specular.into(),
            a: c(vs_const::light::SPECULAR),
            b: Src::new(lit).swz([2; 4]),
            c: specular.into(),
        });
    }

    /// Multiplies `att.x` by a spot light's cone factor: 1 inside the inner
    /// cone, 0 outside the outer one, and between them
    /// ((rho - cos(phi/2)) / (cos(theta/2) - cos(phi/2)))^falloff, with rho
    /// the cosine between the light's axis and the direction to the vertex.
    fn spot_factor(&mut self, i: usize, l: Reg, att: Reg) {
        let c = |k: u32| Self::c(vs_const::light(i) + k);
        let t = self.e.temp();
        // rho = dot(-L, axis); the constant holds the unit axis.
        self.e.push(Inst::Dp3 {
            dst: Dst::new(t).masked(mask::X),
            a: Src::new(l).with(SrcMod::Neg),
            b: c(vs_const::light::DIRECTION),
        });
        let cone = c(vs_const::light::SPOT);
        // y = rho > cos(phi/2) (outside the outer cone: no light).
        self.e.push(Inst::Slt {
            dst: Dst::new(t).masked(mask::Y),
            a: cone.swz([1; 4]),
            b: Src::new(t).swz(XXXX),
        });
        // x = saturate((rho - cos(phi/2)) * 1/(cos(theta/2) - cos(phi/2))).
        self.e.push(Inst::Add {
            dst: Dst::new(t).masked(mask::X),
            a: Src::new(t).swz(XXXX),
            b: cone.swz([1; 4]).with(SrcMod::Neg),
        });
        self.e.push(Inst::Mul {
            dst: Dst::new(t).masked(mask::X).sat(),
            a: Src::new(t).swz(XXXX),
            b: cone.swz([2; 4]),
        });
        self.e.push(Inst::Pow {
            dst: Dst::new(t).masked(mask::X),
            a: Src::new(t).swz(XXXX),
            b: cone.swz(XXXX),
        });
        self.e.push(Inst::Mul {
            dst: Dst::new(att).masked(mask::X),
            a: Src::new(att).swz(XXXX),
            b: Src::new(t).swz(XXXX),
        });
        self.e.push(Inst::Mul {
            dst: Dst::new(att).masked(mask::X),
            a: Src::new(att).swz(XXXX),
            b: Src::new(t).swz([1; 4]),
        });
    }

    /// Stage `s`'s texture coordinates: the vertex set or a generated
    /// vector, then the stage's texture transform.
    fn texcoord(&mut self, s: usize, eye: &Eye) {
        let key = self.key;
        let (set, gen) = key.texcoord(s);
        let count = key.stage_transform[s] as u32;
        let zero = self.e.imm([0.0; 4]);
        let coord = match gen {
            texgen::PASSTHRU => match key.input(slot::TEXCOORD0 + set) {
                Some(format) if count != 0 => {
                    // The transform reads the coordinates with a 1 after the
                    // last one the vertex has (D3D9's rule, which makes the
                    // row after the last coordinate the translation).
                    let n = format.components().min(4);
                    let t = self.e.temp();
                    self.e.push(Inst::Mov {
                        dst: t.into(),
                        src: zero,
                    });
                    let have = (1u8 << n) - 1;
                    self.e.push(Inst::Mov {
                        dst: Dst::new(t).masked(have),
                        src: Src::new(Reg::input((slot::TEXCOORD0 + set) as u32)),
                    });
                    if n < 4 {
                        self.e.mov_imm(Dst::new(t).masked(1 << n), [1.0; 4]);
                    }
                    Src::new(t)
                }
                Some(_) => Src::new(Reg::input((slot::TEXCOORD0 + set) as u32)),
                None => zero,
            },
            texgen::CAMERA_SPACE_NORMAL => self.with_w_one(eye.normal),
            texgen::CAMERA_SPACE_POSITION => self.with_w_one(eye.pos),
            texgen::CAMERA_SPACE_REFLECTION => {
                let r = self.reflection(eye);
                self.with_w_one(r)
            }
            _ => self.sphere_map(eye),
        };
        let location = varying::TEXCOORD0 + s as u32;
        if count == 0 {
            self.e.varying(location, coord);
            return;
        }
        let out = self.e.output(OutputKind::Varying { location, flat: false });
        for i in 0..4u32 {
            self.e.push(Inst::Dp4 {
                dst: Dst::new(out).masked(1 << i),
                a: coord,
                b: Self::c(vs_const::TEXTURE_MATRIX + 4 * s as u32 + i),
            });
        }
    }

    /// `v` with w = 1.
    fn with_w_one(&mut self, v: Src) -> Src {
        let t = self.e.temp();
        self.e.push(Inst::Mov {
            dst: Dst::new(t).masked(mask::XYZ),
            src: v,
        });
        self.e.mov_imm(Dst::new(t).masked(mask::W), [1.0; 4]);
        Src::new(t)
    }

    /// The camera-space reflection vector: R = 2 (E.N) N - E, with E the unit
    /// vector towards the camera (D3D9 hardware ignores D3DRS_LOCALVIEWER
    /// here).
    fn reflection(&mut self, eye: &Eye) -> Src {
        let t = self.e.temp();
        self.e.push(Inst::Dp3 {
            dst: Dst::new(t).masked(mask::X),
            a: eye.to_camera,
            b: eye.normal,
        });
        self.e.push(Inst::Add {
            dst: Dst::new(t).masked(mask::X),
            a: Src::new(t).swz(XXXX),
            b: Src::new(t).swz(XXXX),
        });
        let r = self.e.temp();
        self.e.push(Inst::Mad {
            dst: Dst::new(r).masked(mask::XYZ),
            a: Src::new(t).swz(XXXX),
            b: eye.normal,
            c: eye.to_camera.with(SrcMod::Neg),
        });
        Src::new(r)
    }

    /// D3DTSS_TCI_SPHEREMAP: u = Rx / m + 1/2, v = Ry / m + 1/2 with
    /// m = 2 sqrt(Rx^2 + Ry^2 + (Rz + 1)^2), R the reflection vector.
    fn sphere_map(&mut self, eye: &Eye) -> Src {
        let r = self.reflection(eye);
        let t = self.e.temp();
        let z_one = self.e.imm([0.0, 0.0, 1.0, 0.0]);
        self.e.push(Inst::Add {
            dst: t.into(),
            a: r,
            b: z_one,
        });
        self.e.push(Inst::Dp3 {
            dst: Dst::new(t).masked(mask::W),
            a: t.into(),
            b: t.into(),
        });
        // 1/m = rsq(|.|^2) / 2.
        self.e.push(Inst::Rsq {
            dst: Dst::new(t).masked(mask::W),
            a: Src::new(t).swz(WWWW),
        });
        let half = self.e.imm([0.5, 0.5, 0.0, 1.0]);
        let scale = self.e.imm([0.5, 0.5, 0.0, 0.0]);
        let out = self.e.temp();
        self.e.push(Inst::Mul {
            dst: Dst::new(out).masked(mask::X | mask::Y),
            a: r,
            b: Src::new(t).swz(WWWW),
        });
        self.e.push(Inst::Mad {
            dst: out.into(),
            a: Src::new(out),
            b: scale,
            c: half,
        });
        Src::new(out)
    }

    /// Vertex fog: the factor for the camera-space depth |z| (or distance,
    /// with D3DRS_RANGEFOGENABLE) in the fog varying's x.
    fn fog(&mut self, eye: &Eye) {
        let key = self.key;
        let mode = key.fog as u32;
        if mode == D3DFOG_NONE {
            // The fog factor D3D9 takes without a formula: the specular
            // alpha of the vertex (1, no fog, without one).
            let factor = match self.input(slot::SPECULAR) {
                Some(s) => s.swz(WWWW),
                None => self.e.imm([1.0; 4]),
            };
            self.e.varying(varying::FOG, factor);
            return;
        }
        let d = self.e.temp();
        if key.has(vertex_flags::RANGE_FOG) {
            self.eye_distance(eye, d, 0);
        } else {
            self.e.push(Inst::Mov {
                dst: Dst::new(d).masked(mask::X),
                src: eye.pos.swz([2; 4]).with(SrcMod::Abs),
            });
        }
        let out = self.e.output(OutputKind::Varying {
            location: varying::FOG,
            flat: false,
        });
        fog_factor(self.e, mode, Src::new(d).swz(XXXX), vs_const::FOG, Dst::new(out));
    }

    /// Component `c` of `r` = the vertex's distance to the eye, |position|.
    fn eye_distance(&mut self, eye: &Eye, r: Reg, c: u8) {
        let d = Dst::new(r).masked(1 << c);
        self.e.push(Inst::Dp3 {
            dst: d,
            a: eye.pos,
            b: eye.pos,
        });
        self.e.push(Inst::Rsq {
            dst: d,
            a: Src::new(r).swz([c; 4]),
        });
        self.e.push(Inst::Rcp {
            dst: d,
            a: Src::new(r).swz([c; 4]),
        });
    }

    /// User clip planes (camera-space constants): one clip distance each.
    fn clip_planes(&mut self, eye: &Eye) {
        let planes = self.key.clip_planes;
        for i in (0..6u32).filter(|i| planes & (1 << i) != 0) {
            let out = self.e.output(OutputKind::ClipDistance { index: i });
            self.e.push(Inst::Dp4 {
                dst: Dst::new(out).masked(mask::X),
                a: eye.pos,
                b: Self::c(vs_const::CLIP_PLANES + i),
            });
        }
    }

    /// The point size: D3DRS_POINTSIZE or the vertex's PSIZE, scaled by the
    /// distance with D3DRS_POINTSCALEENABLE, clamped to the minimum and
    /// maximum. Written as a discarded output unless points are expanded.
    fn point_size(&mut self, eye: Option<&Eye>) {
        let size = self
            .input(slot::PSIZE)
            .map_or(Self::c(vs_const::POINT).swz(XXXX), |s| s.swz(XXXX));
        let t = self.e.temp();
        self.e.push(Inst::Mov {
            dst: Dst::new(t).masked(mask::X),
            src: size,
        });
        if let (Some(eye), true) = (eye, self.key.has(vertex_flags::POINT_SCALE)) {
            // size * height * sqrt(1 / (A + B De + C De^2)), De the distance
            // to the eye.
            let de = self.e.temp();
            self.e.push(Inst::Dp3 {
                dst: Dst::new(de).masked(mask::X),
                a: eye.pos,
                b: eye.pos,
            });
            self.eye_distance(eye, de, 1);
            // de = (De^2, De, De^2, 1) . (C, B, 0, A)
            self.e.mov_imm(Dst::new(de).masked(mask::W), [1.0; 4]);
            self.e.mov_imm(Dst::new(de).masked(mask::Z), [0.0; 4]);
            self.e.push(Inst::Dp4 {
                dst: Dst::new(de).masked(mask::X),
                a: de.into(),
                b: Self::c(vs_const::POINT_SCALE),
            });
            self.e.push(Inst::Rsq {
                dst: Dst::new(de).masked(mask::X),
                a: Src::new(de).swz(XXXX),
            });
            self.e.push(Inst::Mul {
                dst: Dst::new(t).masked(mask::X),
                a: Src::new(t).swz(XXXX),
                b: Src::new(de).swz(XXXX),
            });
            self.e.push(Inst::Mul {
                dst: Dst::new(t).masked(mask::X),
                a: Src::new(t).swz(XXXX),
                b: Self::c(vs_const::POINT).swz(WWWW),
            });
        }
        self.e.push(Inst::Max {
            dst: Dst::new(t).masked(mask::X),
            a: Src::new(t).swz(XXXX),
            b: Self::c(vs_const::POINT).swz([1; 4]),
        });
        let out = self.e.output(OutputKind::PointSize);
        self.e.push(Inst::Min {
            dst: Dst::new(out).masked(mask::X),
            a: Src::new(t).swz(XXXX),
            b: Self::c(vs_const::POINT).swz([2; 4]),
        });
    }
}

/// Writes the fog factor of `mode` (D3DFOGMODE) for distance `d` into
/// `dst.x`, saturated, with the fog parameters in constant `params`
/// (start, end, density, 1 / (end - start)):
/// LINEAR (end - d) / (end - start), EXP e^-(density d), EXP2
/// e^-(density d)^2.
pub(crate) fn fog_factor(e: &mut Emit, mode: u32, d: Src, params: u32, dst: Dst) {
    let c = Src::new(Reg::constant(params));
    let t = e.temp();
    let dst = dst.masked(mask::X).sat();
    match mode {
        D3DFOG_LINEAR => {
            e.push(Inst::Add {
                dst: Dst::new(t).masked(mask::X),
                a: c.swz([1; 4]),
                b: d.with(SrcMod::Neg),
            });
            e.push(Inst::Mul {
                dst,
                a: Src::new(t).swz(XXXX),
                b: c.swz(WWWW),
            });
        }
        _ => {
            // 2^(-log2(e) * x), x = density d or its square.
            e.push(Inst::Mul {
                dst: Dst::new(t).masked(mask::X),
                a: d,
                b: c.swz([2; 4]),
            });
            if mode == D3DFOG_EXP2 {
                e.push(Inst::Mul {
                    dst: Dst::new(t).masked(mask::X),
                    a: Src::new(t).swz(XXXX),
                    b: Src::new(t).swz(XXXX),
                });
            }
            let log2e = e.imm([-std::f32::consts::LOG2_E; 4]);
            e.push(Inst::Mul {
                dst: Dst::new(t).masked(mask::X),
                a: Src::new(t).swz(XXXX),
                b: log2e,
            });
            e.push(Inst::Exp {
                dst,
                a: Src::new(t).swz(XXXX),
            });
        }
    }
}
