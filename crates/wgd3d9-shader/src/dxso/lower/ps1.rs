//! ps_1_1 to ps_1_4: constant clamping and the texture-addressing
//! instructions.
//!
//! In ps_1_1..1_3 `t#` is both the interpolated texture coordinate of stage
//! `#` (IR input `#`) and the register a texture instruction writes (an IR
//! temporary); in ps_1_4 `t#` is the coordinate only and texture instructions
//! write `r#`. The instruction on `t#`/`r#` samples stage `#`. Constants read
//! by ps_1_x are clamped to [-1, 1] once at entry. The `texm3x2*`/`texm3x3*`
//! sequences keep their row results in scratch register 2.

use super::*;

impl Lower<'_> {
    /// Clamps every constant the shader reads into its temporary.
    pub(super) fn ps1_prologue(&mut self) {
        let mut read = [false; 8];
        for i in &self.s.instructions {
            for s in &i.src {
                if s.reg.ty == RegType::Const && s.reg.index < 8 {
                    read[s.reg.index as usize] = true;
                }
            }
        }
        let lo = self.imm_src([-1.0; 4]);
        let hi = self.imm_src([1.0; 4]);
        for (n, _) in read.iter().enumerate().filter(|r| *r.1) {
            let n = n as u32;
            let value = match self.defs.get(&n) {
                Some(&imm) => Src::new(Reg::imm(imm)),
                None => Src::new(Reg::constant(n)),
            };
            let t = Reg::temp(self.layout.ps1_c + n);
            self.push(Inst::Max {
                dst: Dst::new(t),
                a: value,
                b: lo,
            });
            self.push(Inst::Min {
                dst: Dst::new(t),
                a: Src::new(t),
                b: hi,
            });
        }
    }

    fn ps1_sampler(&mut self, stage: u32) -> u32 {
        if !self.p.samplers.iter().any(|s| s.index == stage) {
            let dim = self.ps1_dims.get(stage as usize).copied().unwrap_or(TextureDim::D2);
            self.p.samplers.push(SamplerDecl { index: stage, dim });
        }
        stage
    }

    /// The interpolated coordinate of stage `n`.
    fn coord(&mut self, n: u32) -> Src {
        Src::new(self.texcoord_input(n, false))
    }

    /// The component stage `m`'s coordinate is divided by (ps_1_1..1_3 with
    /// D3DTTFF_PROJECTED, see [`super::Options::ps1_projected`]).
    fn projection(&self, m: u32) -> Option<u8> {
        match self.ps1_projected.get(m as usize) {
            Some(&c @ 1..=3) if self.v.minor < 4 => Some(c),
            _ => None,
        }
    }

    fn sample(&mut self, dst: Dst, stage: u32, coord: Src, projected: bool) {
        let sampler = self.ps1_sampler(stage);
        self.push(Inst::Tex {
            dst,
            coord,
            sampler,
            level: TexLevel::Auto,
            projected,
        });
    }

    /// Source 0 as a ps_1_4 coordinate: `_dz`/`_dw` divide by z or w (the
    /// returned flag asks for a projected read with w in place).
    fn projective(&mut self, i: &Instruction) -> Result<(Src, bool), LowerError> {
        let s = i
            .src
            .first()
            .ok_or_else(|| err(i.offset, LowerErrorKind::MissingOperand))?;
        let src = self.src(i, s)?;
        Ok(match s.modifier {
            DMod::Dz => (
                src.swz([src.swizzle[0], src.swizzle[1], src.swizzle[2], src.swizzle[2]]),
                true,
            ),
            DMod::Dw => (src, true),
            _ => (src, false),
        })
    }

    /// Depth from `num / den` (1.0 where `den` is zero) to oDepth.
    fn depth_ratio(&mut self, i: &Instruction, num: Src, den: Src) -> Result<(), LowerError> {
        let out = self.output(
            i.offset,
            Register {
                ty: RegType::DepthOut,
                index: 0,
            },
        )?;
        let t = self.scratch(3);
        let zero = self.imm_src([0.0; 4]);
        let one = self.imm_src([1.0; 4]);
        self.push(Inst::Rcp {
            dst: Dst::new(t).masked(mask::X),
            a: den,
        });
        self.push(Inst::Mul {
            dst: Dst::new(t).masked(mask::X),
            a: Src::new(t),
            b: num,
        });
        self.push(Inst::SetCmp {
            dst: Dst::new(t).masked(mask::Y),
            cmp: Cmp::Equal,
            a: den,
            b: zero,
        });
        self.push(Inst::Lrp {
            dst: Dst::new(out).masked(mask::X),
            a: Src::new(t).swz([1; 4]),
            b: one,
            c: Src::new(t).swz(XXXX),
        });
        Ok(())
    }

    /// `2 * n * dot(n, e) / dot(n, n) - e`, into scratch register 3.
    fn reflect(&mut self, n: Src, e: Src) -> Src {
        let t = self.scratch(3);
        let r = self.scratch(1);
        self.push(Inst::Dp3 {
            dst: Dst::new(t).masked(mask::X),
            a: n,
            b: e,
        });
        self.push(Inst::Dp3 {
            dst: Dst::new(t).masked(mask::Y),
            a: n,
            b: n,
        });
        self.push(Inst::Rcp {
            dst: Dst::new(t).masked(mask::Z),
            a: Src::new(t).swz([1; 4]),
        });
        self.push(Inst::Mul {
            dst: Dst::new(t).masked(mask::W),
            a: Src::new(t).swz(XXXX),
            b: Src::new(t).swz([2; 4]),
        });
        self.push(Inst::Mad {
            dst: Dst::new(r),
            a: n,
            b: Src::new(t).swz(WWWW).with(SrcMod::X2),
            c: e.with(SrcMod::Neg),
        });
        Src::new(r)
    }

    /// The next row of a texm3x2/texm3x3 sequence: `rows.k = dot(tc_m, t_s)`.
    fn matrix_row(&mut self, m: u32, by: Src) -> Src {
        let rows = self.scratch(2);
        let k = self.ps1_rows.min(2);
        self.ps1_rows += 1;
        let tc = self.coord(m);
        self.push(Inst::Dp3 {
            dst: Dst::new(rows).masked(1 << k),
            a: tc,
            b: by,
        });
        Src::new(rows)
    }

    pub(super) fn ps1_texture(&mut self, i: &Instruction) -> Result<(), LowerError> {
        use Opcode as O;
        let ps14 = self.v.minor >= 4;
        let d = i.dst.ok_or_else(|| err(i.offset, LowerErrorKind::MissingDestination))?;
        let m = d.reg.index;
        // texkill and texdepth name a register they only read.
        if matches!(i.opcode, O::TexKill | O::TexDepth) {
            let reg = Src::new(self.src_reg(i.offset, d.reg)?);
            return if i.opcode == O::TexKill {
                let a = if ps14 { reg } else { self.coord(m) };
                self.push(Inst::Kill { a, components: 3 });
                Ok(())
            } else {
                self.depth_ratio(i, reg.swz(XXXX), reg.swz([1; 4]))
            };
        }
        let dst = self.dst_of(i, &d)?;
        // Source 0 as a register value (t_s in ps_1_1..1_3).
        let by = match i.src.first() {
            Some(s) if !ps14 => Some(self.src(i, s)?),
            _ => None,
        };
        let need_by = || by.ok_or_else(|| err(i.offset, LowerErrorKind::MissingOperand));
        match i.opcode {
            O::Tex if ps14 => {
                let (coord, projected) = self.projective(i)?;
                self.sample(dst, m, coord, projected);
            }
            O::Tex => {
                let coord = self.coord(m);
                match self.projection(m) {
                    // A projected read divides by w: put the divisor there.
                    Some(c) => self.sample(dst, m, coord.swz([0, 1, 2, c]), true),
                    None => self.sample(dst, m, coord, false),
                }
            }
            O::TexCoord if ps14 => {
                let (coord, projected) = self.projective(i)?;
                if projected {
                    let t = self.scratch(3);
                    self.push(Inst::Rcp {
                        dst: Dst::new(t).masked(mask::X),
                        a: coord.swz(WWWW),
                    });
                    self.push(Inst::Mul {
                        dst,
                        a: coord,
                        b: Src::new(t).swz(XXXX),
                    });
                } else {
                    self.push(Inst::Mov { dst, src: coord });
                }
            }
            O::TexCoord => {
                let coord = self.coord(m);
                let one = self.imm_src([1.0; 4]);
                self.push(Inst::Mov {
                    dst: dst.masked(mask::XYZ).sat(),
                    src: coord,
                });
                self.push(Inst::Mov {
                    dst: dst.masked(mask::W),
                    src: one,
                });
            }
            O::TexBem | O::TexBemL => {
                let by = need_by()?;
                let mut coord = self.coord(m);
                if let Some(c) = self.projection(m) {
                    // The coordinate is divided before the bump offset.
                    let q = self.scratch(3);
                    self.push(Inst::Rcp {
                        dst: Dst::new(q).masked(mask::X),
                        a: coord.swz([c; 4]),
                    });
                    self.push(Inst::Mul {
                        dst: Dst::new(q),
                        a: coord,
                        b: Src::new(q).swz(XXXX),
                    });
                    coord = Src::new(q);
                }
                let sampler = self.ps1_sampler(m);
                self.push(Inst::TexBump {
                    dst,
                    coord,
                    by,
                    matrix: Src::new(Reg::constant(PS1_BUMP_MATRIX + m)),
                    sampler,
                });
                if i.opcode == O::TexBemL {
                    let t = self.scratch(3);
                    let lum = Src::new(Reg::constant(PS1_BUMP_LUMINANCE + m));
                    // t(m).rgba *= t(n).b * lscale + loffset
                    self.push(Inst::Mad {
                        dst: Dst::new(t).masked(mask::X),
                        a: by.swz([by.swizzle[2]; 4]),
                        b: lum.swz(XXXX),
                        c: lum.swz([1; 4]),
                    });
                    self.push(Inst::Mul {
                        dst,
                        a: Src::new(dst.reg),
                        b: Src::new(t).swz(XXXX),
                    });
                }
            }
            O::TexReg2Ar | O::TexReg2Gb | O::TexReg2Rgb => {
                let by = need_by()?;
                let pick = match i.opcode {
                    O::TexReg2Ar => [3, 0, 0, 0],
                    O::TexReg2Gb => [1, 2, 2, 2],
                    _ => [0, 1, 2, 2],
                };
                let coord = by.swz(pick.map(|c| by.swizzle[c as usize]));
                self.sample(dst, m, coord, false);
            }
            O::TexM3x2Pad | O::TexM3x3Pad => {
                let by = need_by()?;
                if self.ps1_rows >= if i.opcode == O::TexM3x2Pad { 1 } else { 2 } {
                    self.ps1_rows = 0;
                }
                self.matrix_row(m, by);
            }
            O::TexM3x2Tex | O::TexM3x3Tex | O::TexM3x3 | O::TexM3x3Spec | O::TexM3x3VSpec | O::TexM3x2Depth => {
                let by = need_by()?;
                let rows = self.matrix_row(m, by);
                self.ps1_rows = 0;
                match i.opcode {
                    O::TexM3x2Tex | O::TexM3x3Tex => self.sample(dst, m, rows, false),
                    O::TexM3x3 => {
                        let one = self.imm_src([1.0; 4]);
                        self.push(Inst::Mov {
                            dst: dst.masked(mask::XYZ),
                            src: rows,
                        });
                        self.push(Inst::Mov {
                            dst: dst.masked(mask::W),
                            src: one,
                        });
                    }
                    O::TexM3x3Spec => {
                        let e = self.src(i, &i.src[1])?;
                        let r = self.reflect(rows, e);
                        self.sample(dst, m, r, false);
                    }
                    O::TexM3x3VSpec => {
                        // The eye vector rides in the w of the three coordinates.
                        let e = self.scratch(0);
                        for (k, stage) in [m.saturating_sub(2), m.saturating_sub(1), m].into_iter().enumerate() {
                            let tc = self.coord(stage);
                            self.push(Inst::Mov {
                                dst: Dst::new(e).masked(1 << k),
                                src: tc.swz(WWWW),
                            });
                        }
                        let r = self.reflect(rows, Src::new(e));
                        self.sample(dst, m, r, false);
                    }
                    _ => {
                        // texm3x2depth: z / w of the two rows.
                        self.depth_ratio(i, rows.swz(XXXX), rows.swz([1; 4]))?;
                    }
                }
            }
            O::TexDp3 | O::TexDp3Tex => {
                let by = need_by()?;
                let tc = self.coord(m);
                if i.opcode == O::TexDp3 {
                    self.push(Inst::Dp3 { dst, a: tc, b: by });
                } else {
                    let t = self.scratch(3);
                    let zero = self.imm_src([0.0; 4]);
                    self.push(Inst::Mov {
                        dst: Dst::new(t),
                        src: zero,
                    });
                    self.push(Inst::Dp3 {
                        dst: Dst::new(t).masked(mask::X),
                        a: tc,
                        b: by,
                    });
                    self.sample(dst, m, Src::new(t), false);
                }
            }
            O::Bem => {
                let [a, b] = self.srcs::<2>(i)?;
                let matrix = Src::new(Reg::constant(PS1_BUMP_MATRIX + m));
                let t = self.scratch(3);
                self.push(Inst::Mul {
                    dst: Dst::new(t),
                    a: b.swz([b.swizzle[0]; 4]),
                    b: matrix,
                });
                self.push(Inst::Mad {
                    dst: Dst::new(t),
                    a: b.swz([b.swizzle[1]; 4]),
                    b: matrix.swz([2, 3, 2, 3]),
                    c: Src::new(t),
                });
                self.push(Inst::Add {
                    dst: dst.masked(dst.mask & (mask::X | mask::Y)),
                    a,
                    b: Src::new(t),
                });
            }
            op => return Err(err(i.offset, LowerErrorKind::NotPs1Texture(op))),
        }
        Ok(())
    }
}
