//! Whole-program passes over the IR: specialisations the runtime applies
//! (default varyings for a pixel stage, D3D9's alpha test and depth bias) and
//! the renumbering of temporaries.

use super::*;

impl Program {
    /// The immediate holding `v` (bit for bit), added when new.
    pub fn immediate(&mut self, v: [f32; 4]) -> u32 {
        let bits = v.map(f32::to_bits);
        if let Some(i) = self.immediates.iter().position(|x| x.map(f32::to_bits) == bits) {
            return i as u32;
        }
        self.immediates.push(v);
        self.immediates.len() as u32 - 1
    }

    /// Starts output register `reg` at `value`: a write ahead of the body,
    /// so that the components the program does not write keep it.
    pub fn preset_output(&mut self, reg: u32, value: [f32; 4]) {
        let imm = self.immediate(value);
        self.body.insert(
            0,
            Inst::Mov {
                dst: Dst::new(Reg::output(reg)),
                src: Src::new(Reg::imm(imm)),
            },
        );
    }

    /// Locations of the varyings a fragment program reads (bit per location).
    pub fn input_locations(&self) -> u64 {
        self.inputs
            .iter()
            .fold(0, |m, d| m | 1u64.checked_shl(d.location).unwrap_or(0))
    }

    /// Vertex programs: adds an output for every location of `locations`
    /// (bit per location) the program does not write, so that it feeds any
    /// fragment program reading them: D3D9 hardware's defaults, (1, 1, 1, 1)
    /// for the diffuse colour and zeros for the others (a fog factor a
    /// vertex shader does not write is 0: fully fogged).
    pub fn add_default_varyings(&mut self, locations: u64) {
        let mut missing = locations;
        for o in &self.outputs {
            if let OutputKind::Varying { location, .. } = o.kind {
                missing &= !1u64.checked_shl(location).unwrap_or(0);
            }
        }
        while missing != 0 {
            let location = missing.trailing_zeros();
            missing &= missing - 1;
            let reg = self.output_count();
            self.outputs.push(OutputDecl {
                reg,
                kind: OutputKind::Varying { location, flat: false },
            });
            if location == crate::ff::varying::DIFFUSE {
                self.preset_output(reg, [1.0; 4]);
            }
        }
    }

    /// D3DSHADE_FLAT: the diffuse and specular colour varyings take the
    /// first vertex's value across a primitive. Marks them flat, as outputs
    /// of a vertex program or inputs of a fragment program (both stages of a
    /// pipeline must agree).
    pub fn interpolate_colors_flat(&mut self) {
        let color = |location: u32| location == crate::ff::varying::DIFFUSE || location == crate::ff::varying::SPECULAR;
        for i in &mut self.inputs {
            if self.stage == Stage::Fragment && color(i.location) {
                i.flat = true;
            }
        }
        for o in &mut self.outputs {
            if let OutputKind::Varying { location, flat } = &mut o.kind {
                if color(*location) {
                    *flat = true;
                }
            }
        }
    }

    /// Fragment stage: sets how the 2D samplers read their textures,
    /// [`sampler_read::BITS`] bits per sampler index, a [`sampler_read`]
    /// value each ([`Program::sampler_reads`]). Samplers of other shapes,
    /// and the vertex stage, keep plain reads.
    pub fn set_sampler_reads(&mut self, bits: u64) {
        if self.stage != Stage::Fragment {
            return;
        }
        self.sampler_reads = self
            .samplers
            .iter()
            .filter(|s| s.dim == TextureDim::D2 && s.index < 16)
            .fold(0, |m, s| m | (bits & (0xF << (sampler_read::BITS * s.index))));
    }

    /// Fragment stage: the varying locations read at the centroid (bit n:
    /// location n; `dcl_centroid`), which the vertex stage's outputs must
    /// declare the same way (`centroid_varyings`).
    pub fn centroid_inputs(&self) -> u64 {
        self.inputs
            .iter()
            .filter(|d| d.centroid && !d.flat)
            .fold(0, |m, d| m | 1u64.checked_shl(d.location).unwrap_or(0))
    }

    /// Fragment stage without a depth attachment: the depth output goes
    /// (D3D9 ignores oDepth when no depth buffer is bound; a pipeline
    /// without a depth attachment cannot take a shader that writes depth).
    /// What the body wrote to it goes to a temporary nothing reads.
    pub fn drop_depth_output(&mut self) {
        let Some(k) = self.outputs.iter().position(|o| o.kind == OutputKind::Depth) else {
            return;
        };
        let reg = self.outputs.remove(k).reg;
        let sink = self.temps;
        self.temps += 1;
        for i in &mut self.body {
            i.for_each_reg_mut(&mut |r| {
                if r.file == RegFile::Output && r.index == reg {
                    *r = Reg::temp(sink);
                }
            });
        }
    }

    /// Renumbers the temporaries the body names densely from 0 (in order of
    /// their numbers) and shrinks [`Program::temps`] to match.
    pub fn compact_temps(&mut self) {
        let mut used = vec![false; self.temps as usize];
        for i in &mut self.body {
            i.for_each_reg_mut(&mut |r| {
                if r.file == RegFile::Temp {
                    if let Some(u) = used.get_mut(r.index as usize) {
                        *u = true;
                    }
                }
            });
        }
        let mut map = vec![0u32; used.len()];
        let mut next = 0;
        for (k, u) in used.iter().enumerate() {
            if *u {
                map[k] = next;
                next += 1;
            }
        }
        for i in &mut self.body {
            i.for_each_reg_mut(&mut |r| {
                if r.file == RegFile::Temp {
                    if let Some(&m) = map.get(r.index as usize) {
                        r.index = m;
                    }
                }
            });
        }
        self.temps = next;
    }

    /// The size of the packed constant block of [`Program::pack_constants`]:
    /// `None` when the body addresses constants relatively (any register
    /// may be read, so the block keeps its layout), else the number of the
    /// application's registers the body reads (the highest below
    /// `first_runtime`, plus one; constants the shader defines are read as
    /// immediates and need none).
    pub fn packed_application_constants(&self, first_runtime: u32) -> Option<u32> {
        let mut used = 0;
        let mut relative = false;
        for i in &self.body {
            i.for_each_src(|s| {
                if s.reg.file == RegFile::Const {
                    relative |= s.rel.is_some();
                    if s.reg.index < first_runtime {
                        used = used.max(s.reg.index + 1);
                    }
                }
            });
        }
        (!relative).then_some(used)
    }

    /// Packs the constant block: the registers from `first_runtime` on (the
    /// runtime's: position fix-up, point size, clip planes, alpha reference,
    /// fog...) move down to follow the first `used` application registers
    /// ([`Program::packed_application_constants`]), so that a draw uploads
    /// a few registers instead of the model's whole file. Register `r >=
    /// first_runtime` becomes `r - first_runtime + used`.
    pub fn pack_constants(&mut self, first_runtime: u32, used: u32) {
        let moved = |r: u32| {
            if r >= first_runtime {
                r - first_runtime + used
            } else {
                r
            }
        };
        for i in &mut self.body {
            i.for_each_reg_mut(&mut |r| {
                if r.file == RegFile::Const {
                    r.index = moved(r.index);
                }
            });
        }
        self.position_fixup = self.position_fixup.map(moved);
        self.constants = moved(self.constants.max(first_runtime));
        self.application_constants = self.application_constants.map(|_| used);
        // The shader's own definitions only matter to relative reads, and a
        // packed program has none.
        self.const_overrides.clear();
    }

    /// Applies each sampler's D3DSAMP_MIPMAPLODBIAS to the fragment
    /// stage's texture reads that pick their level from derivatives
    /// (`texld`, `texldp`, `texldb` and the ps_1_x and fixed-function
    /// reads): the bias of sampler `s` is component `s % 4` of constant
    /// `first + s / 4`, for the `samplers` samplers the stage has (the
    /// constant block holds `samplers / 4` registers from `first`). `texldb`
    /// adds it to its own bias; explicit levels and gradients are left
    /// alone. Vertex programs are unchanged.
    pub fn apply_lod_bias(&mut self, first: u32, samplers: u32) {
        if self.stage != Stage::Fragment {
            return;
        }
        let bias_of = |sampler: u32| Src::new(Reg::constant(first + sampler / 4)).swz([(sampler % 4) as u8; 4]);
        let mut used = false;
        let sum = Reg::temp(self.temps);
        let mut body = Vec::with_capacity(self.body.len());
        for mut i in std::mem::take(&mut self.body) {
            if let Inst::Tex {
                coord, sampler, level, ..
            } = &mut i
            {
                match *level {
                    TexLevel::Auto => *level = TexLevel::BiasBy(bias_of(*sampler)),
                    TexLevel::Bias => {
                        body.push(Inst::Add {
                            dst: Dst::new(sum).masked(mask::X),
                            a: coord.swz([coord.swizzle[3]; 4]),
                            b: bias_of(*sampler),
                        });
                        *level = TexLevel::BiasBy(Src::new(sum));
                    }
                    _ => {}
                }
                used |= matches!(level, TexLevel::BiasBy(_));
            }
            body.push(i);
        }
        self.body = body;
        if used {
            self.temps += 1;
            self.constants = self.constants.max(first + samplers.div_ceil(4));
        }
    }

    /// Appends D3D9's constant depth bias (D3DRS_DEPTHBIAS) to a fragment
    /// program that does not write depth itself: the fragment's depth becomes
    /// `clamp(depth + c.x, c.y, c.z)` for constant `c` = (bias, MinZ, MaxZ),
    /// the depth D3D9 tests and writes. A program writing oDepth is left
    /// alone (the value it writes is the depth).
    pub fn append_depth_bias(&mut self, constant: u32) {
        if self.outputs.iter().any(|o| o.kind == OutputKind::Depth) {
            return;
        }
        let frag = crate::ff::Emit::new(self).frag_coord();
        self.constants = self.constants.max(constant + 1);
        let t = Reg::temp(self.temps);
        self.temps += 1;
        let c = Src::new(Reg::constant(constant));
        let x = Dst::new(t).masked(mask::X);
        self.body.push(Inst::Add {
            dst: x,
            a: Src::new(frag).swz([2; 4]),
            b: c.swz(XXXX),
        });
        self.body.push(Inst::Max {
            dst: x,
            a: Src::new(t),
            b: c.swz([1; 4]),
        });
        self.body.push(Inst::Min {
            dst: x,
            a: Src::new(t),
            b: c.swz([2; 4]),
        });
        let out = self.output_count();
        self.outputs.push(OutputDecl {
            reg: out,
            kind: OutputKind::Depth,
        });
        self.body.push(Inst::Mov {
            dst: Dst::new(Reg::output(out)).masked(mask::X),
            src: Src::new(t),
        });
    }

    /// Appends D3D9's alpha test to a fragment program: the colour of target 0
    /// is compared as the 8-bit value a render target would store
    /// (`floor(saturate(a) * 255 + 0.5)`) with the x of constant `reference`
    /// (D3DRS_ALPHAREF, 0..255), and the fragment is discarded unless `cmp`
    /// holds. Does nothing without a colour output or for `Cmp::Always`.
    pub fn append_alpha_test(&mut self, cmp: Cmp, reference: u32) {
        let Some(out) = self.outputs.iter().find(|o| o.kind == OutputKind::Color { target: 0 }) else {
            return;
        };
        if cmp == Cmp::Always {
            return;
        }
        let out = Reg::output(out.reg);
        let t = Reg::temp(self.temps);
        self.temps += 1;
        let scale = self.immediates.len() as u32;
        self.immediates.push([255.0, 0.5, 0.0, 0.0]);
        let scale = Src::new(Reg::imm(scale));
        self.body.push(Inst::Mov {
            dst: Dst::new(t).masked(mask::X).sat(),
            src: Src::new(out).swz(WWWW),
        });
        self.body.push(Inst::Mad {
            dst: Dst::new(t).masked(mask::X),
            a: Src::new(t),
            b: scale,
            c: scale.swz([1; 4]),
        });
        self.body.push(Inst::Floor {
            dst: Dst::new(t).masked(mask::X),
            a: Src::new(t),
        });
        self.body.push(Inst::DiscardUnless {
            cmp,
            a: Src::new(t),
            b: Src::new(Reg::constant(reference)),
        });
    }
}

impl Program {
    /// Appends D3D9's fog to a fragment program: the rgb of colour target 0
    /// becomes `f * rgb + (1 - f) * fog colour` (alpha untouched), with
    /// `fog` a `wgd3d9_core::ff_key::pixel_fog` value: the interpolated
    /// factor of the fog varying, or a table formula of the depth (or of the
    /// eye-space w). Constants: `color` holds D3DRS_FOGCOLOR, `params`
    /// (start, end, density, 1 / (end - start)).
    pub fn append_fog(&mut self, fog: u8, color: u32, params: u32) {
        use wgd3d9_core::ff_key::pixel_fog;
        let Some(out) = self.outputs.iter().find(|o| o.kind == OutputKind::Color { target: 0 }) else {
            return;
        };
        if fog == pixel_fog::NONE {
            return;
        }
        let out = Reg::output(out.reg);
        self.constants = self.constants.max(color.max(params) + 1);
        let mut e = crate::ff::Emit::new(self);
        let f = e.temp();
        match pixel_fog::table_mode(fog) {
            None => {
                let reg = e.fragment_input(crate::ff::varying::FOG, mask::X);
                e.push(Inst::Mov {
                    dst: Dst::new(f).masked(mask::X).sat(),
                    src: Src::new(reg).swz(XXXX),
                });
            }
            Some(mode) => {
                let frag = e.frag_coord();
                let d = e.temp();
                if fog & pixel_fog::W != 0 {
                    // The eye-space w is 1 / (1 / w).
                    e.push(Inst::Rcp {
                        dst: Dst::new(d).masked(mask::X),
                        a: Src::new(frag).swz(WWWW),
                    });
                } else {
                    e.push(Inst::Mov {
                        dst: Dst::new(d).masked(mask::X),
                        src: Src::new(frag).swz([2; 4]),
                    });
                }
                crate::ff::fog_factor(&mut e, mode, Src::new(d).swz(XXXX), params, Dst::new(f));
            }
        }
        // rgb = lerp(fog colour, rgb, f)
        e.push(Inst::Lrp {
            dst: Dst::new(out).masked(mask::XYZ),
            a: Src::new(f).swz(XXXX),
            b: Src::new(out),
            c: Src::new(Reg::constant(color)),
        });
    }
}

impl Program {
    /// Vertex programs: draws each point as a screen-aligned square of the
    /// point's size, as D3D9 rasterizes points. The program runs four times
    /// per point (one instance per point, the vertex index naming the
    /// corner: 0 top left, 1 top right, 2 bottom left, 3 bottom right, a
    /// triangle strip); the corner moves the position by half the size in
    /// pixels. The size is the program's point-size output, else `c[size].x`,
    /// clamped to `[c[size].y, c[size].z]`; `c[pixel].xy` is one pixel in
    /// the program's clip space (1 / viewport width and height). With
    /// `sprite`, every texture coordinate varying becomes the corner's
    /// (u, v, 0, 1), (0, 0) at the top left (D3DRS_POINTSPRITEENABLE).
    pub fn expand_points(&mut self, sprite: bool, size: u32, pixel: u32) {
        let Some(pos) = self.outputs.iter().find(|o| o.kind == OutputKind::Position) else {
            return;
        };
        let pos = Reg::output(pos.reg);
        let psize = self
            .outputs
            .iter()
            .find(|o| o.kind == OutputKind::PointSize)
            .map(|o| o.reg);
        let index = match self.vertex_index {
            Some(r) => r,
            None => {
                let r = self.input_count();
                self.vertex_index = Some(r);
                r
            }
        };
        self.constants = self.constants.max(size.max(pixel) + 1);
        let texcoords: Vec<u32> = self
            .outputs
            .iter()
            .filter(|o| matches!(o.kind, OutputKind::Varying { location, .. } if location < 8))
            .map(|o| o.reg)
            .collect();
        let mut e = crate::ff::Emit::new(self);
        let c = |k: u32| Src::new(Reg::constant(k));
        let idx = Src::new(Reg::input(index));
        // corner = (frc(i / 2) * 4 - 1, (i < 2) * 2 - 1).
        let corner = e.temp();
        let half = e.imm([0.5; 4]);
        e.push(Inst::Mul {
            dst: Dst::new(corner).masked(mask::X),
            a: idx,
            b: half,
        });
        e.push(Inst::Frc {
            dst: Dst::new(corner).masked(mask::X),
            a: Src::new(corner),
        });
        let two = e.imm([2.0; 4]);
        e.push(Inst::Slt {
            dst: Dst::new(corner).masked(mask::Y),
            a: idx,
            b: two,
        });
        let scale = e.imm([4.0, 2.0, 0.0, 0.0]);
        let bias = e.imm([-1.0, -1.0, 0.0, 0.0]);
        e.push(Inst::Mad {
            dst: Dst::new(corner).masked(mask::X | mask::Y),
            a: Src::new(corner),
            b: scale,
            c: bias,
        });
        let s = e.temp();
        let from = match psize {
            Some(r) => Src::new(Reg::output(r)).swz(XXXX),
            None => c(size).swz(XXXX),
        };
        e.push(Inst::Max {
            dst: Dst::new(s).masked(mask::X),
            a: from,
            b: c(size).swz([1; 4]),
        });
        e.push(Inst::Min {
            dst: Dst::new(s).masked(mask::X),
            a: Src::new(s).swz(XXXX),
            b: c(size).swz([2; 4]),
        });
        // position.xy += corner * size * pixel * position.w
        e.push(Inst::Mul {
            dst: Dst::new(s).masked(mask::X),
            a: Src::new(s).swz(XXXX),
            b: Src::new(pos).swz(WWWW),
        });
        e.push(Inst::Mul {
            dst: Dst::new(s).masked(mask::X | mask::Y),
            a: Src::new(s).swz(XXXX),
            b: c(pixel),
        });
        e.push(Inst::Mad {
            dst: Dst::new(pos).masked(mask::X | mask::Y),
            a: Src::new(corner),
            b: Src::new(s),
            c: Src::new(pos),
        });
        if sprite {
            // (u, v) = (corner.x / 2 + 1/2, 1/2 - corner.y / 2)
            let uv = e.temp();
            let scale = e.imm([0.5, -0.5, 0.0, 0.0]);
            let bias = e.imm([0.5, 0.5, 0.0, 1.0]);
            e.push(Inst::Mad {
                dst: uv.into(),
                a: Src::new(corner),
                b: scale,
                c: bias,
            });
            for r in texcoords {
                e.push(Inst::Mov {
                    dst: Reg::output(r).into(),
                    src: Src::new(uv),
                });
            }
        }
    }
}

impl Program {
    /// Vertex programs: clips against the user planes of `planes` (bit per
    /// plane, D3DRS_CLIPPLANEENABLE) given in clip space at
    /// `c[first + i]`: the distance to plane i is `dot(position, c[first + i])`,
    /// of the position the program writes (before the position fix-up).
    pub fn append_clip_planes(&mut self, planes: u8, first: u32) {
        let Some(pos) = self.outputs.iter().find(|o| o.kind == OutputKind::Position) else {
            return;
        };
        let pos = Reg::output(pos.reg);
        self.constants = self.constants.max(first + 6);
        let mut e = crate::ff::Emit::new(self);
        for i in (0..6u32).filter(|i| planes & (1 << i) != 0) {
            let out = e.output(OutputKind::ClipDistance { index: i });
            e.push(Inst::Dp4 {
                dst: Dst::new(out).masked(mask::X),
                a: Src::new(pos),
                b: Src::new(Reg::constant(first + i)),
            });
        }
    }
}
