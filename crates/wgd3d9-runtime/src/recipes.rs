//! Recipes: what decides a shader module or a render pipeline, by content
//! (shaders by the hash of their bytecode, never by a per-run id), so that
//! equal recipes are one object across the devices of a process and across
//! runs (the persistent cache records them, `disk_cache`).
//!
//! A recipe says everything its object is built from, and building from it
//! is the only way the runtime makes draw modules: the draw path and the
//! prewarm share [`ModuleRecipe::program`].

use crate::pipeline_key::{dim_of_shape, FixedState, TextureDims, VertexLayoutKey};
use serde::{Deserialize, Serialize};
use wgd3d9_core::ff_key::{FfPixelKey, FfVertexKey};
use wgd3d9_core::keys::point_mode;
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_shader::dxso::{self, lower};
use wgd3d9_shader::ff::{self, cmp_of};
use wgd3d9_shader::ir::{Program, Stage};

/// A translated shader: its bytecode and what the translator made of it.
pub struct Shader {
    /// xxh3-128 of the bytecode: the shader's identity in recipes.
    pub hash: u128,
    pub t: lower::Translation,
    /// The bytecode (ps_1_x shaders are translated again for the texture
    /// shapes and projections of their stages).
    pub tokens: Vec<u32>,
    /// The packed constant block (`Program::pack_constants`): the first
    /// runtime register and the application registers the shader reads;
    /// `None` when it addresses constants relatively (the block keeps the
    /// model's layout).
    pub packed: Option<(u32, u32)>,
    /// Vertex shaders whose constants differ under software vertex
    /// processing: they name registers past 255, or address constants
    /// relatively ([`Shader::has_software_program`]).
    has_software: bool,
    /// The program of that mode, constants in a storage buffer
    /// ([`lower::Options::software_vp`]), translated on first use.
    software: std::sync::OnceLock<Option<SoftwareProgram>>,
}

/// A vertex shader's program under software vertex processing.
pub struct SoftwareProgram {
    pub program: Program,
    /// As [`Shader::packed`].
    pub packed: Option<(u32, u32)>,
}

impl Shader {
    /// Translates `tokens`; the error is the translator's.
    pub fn translate(tokens: Vec<u32>) -> Result<Shader, String> {
        let t = dxso::translate(&tokens, &lower::Options::default()).map_err(|e| e.to_string())?;
        let vertex = t.program.stage == Stage::Vertex;
        let first = lower::first_runtime_constant(vertex, t.version);
        let packed = t.program.packed_application_constants(first).map(|used| (first, used));
        Ok(Shader {
            hash: hash_tokens(&tokens),
            has_software: vertex && (t.software_constants || packed.is_none()),
            t,
            tokens,
            packed,
            software: std::sync::OnceLock::new(),
        })
    }

    /// The software vertex processing program, translated on first use
    /// (`None` when the shader has none, or it does not translate: logged).
    pub fn software_program(&self) -> Option<&SoftwareProgram> {
        if !self.has_software {
            return None;
        }
        self.software
            .get_or_init(|| {
                let options = lower::Options {
                    software_vp: true,
                    ..Default::default()
                };
                let sw = dxso::translate(&self.tokens, &options)
                    .map_err(|e| log::error!(target: "wgd3d9::runtime", "software vertex processing program: {e}"))
                    .ok()?;
                let first = lower::vs_fixup_constant(true);
                let packed = sw.program.packed_application_constants(first).map(|used| (first, used));
                Some(SoftwareProgram {
                    program: sw.program,
                    packed,
                })
            })
            .as_ref()
    }

    /// The program and packed block a draw uses: the software vertex
    /// processing ones when `software` (which the shader must have: see
    /// [`Shader::software_program`]), else the shader's own.
    pub fn constants_variant(&self, software: bool) -> Option<(&Program, Option<(u32, u32)>)> {
        if software {
            self.software_program().map(|sw| (&sw.program, sw.packed))
        } else {
            Some((&self.t.program, self.packed))
        }
    }
}

/// The identity of shader bytecode.
pub fn hash_tokens(tokens: &[u32]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytemuck::cast_slice(tokens))
}

/// What a shader module is built from.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ModuleRecipe {
    /// Fixed-function vertex processing, writing (with D3D9's defaults where
    /// it has nothing) every varying of `ps_inputs`, those of `ps_centroid`
    /// for a pixel shader that samples them at the centroid, colours flat
    /// when `flat`, points as `points` (a [`point_mode`]).
    FfVertex {
        key: FfVertexKey,
        ps_inputs: u64,
        ps_centroid: u64,
        flat: bool,
        points: u8,
    },
    /// The fixed-function texture stages; `sampler_reads`: how the samplers
    /// read their textures (`Program::sampler_reads`: shadow maps, Fetch4).
    FfPixel { key: FfPixelKey, sampler_reads: u64 },
    /// A vertex shader: `inputs` is the format of each input register the
    /// vertex declaration feeds (the others read zero); `clip_planes`
    /// D3DRS_CLIPPLANEENABLE; the rest as for [`ModuleRecipe::FfVertex`].
    ShaderVertex {
        shader: u128,
        inputs: [Option<AttribFormat>; 16],
        ps_inputs: u64,
        ps_centroid: u64,
        flat: bool,
        points: u8,
        clip_planes: u8,
        /// The shader's software vertex processing program
        /// ([`Shader::software`]).
        software: bool,
    },
    /// A pixel shader. `alpha`: D3DRS_ALPHAFUNC when the alpha test is on,
    /// else 0; `depth_bias`: whether D3DRS_DEPTHBIAS offsets the depth;
    /// `ps1_dims`: ps_1_x, the shapes of the textures its stages sample;
    /// `ps1_projected`: ps_1_1..1_3, the stages' D3DTTFF_PROJECTED divisors;
    /// `fog`: the fog D3D9 applies after a ps_1_x/2_x shader
    /// (`wgd3d9_core::ff_key::pixel_fog`); `depth_out`: the pass has a
    /// depth attachment with depth, so the shader's oDepth (and `depth_bias`) is
    /// written (without one, D3D9 ignores oDepth); `sampler_reads`: as for
    /// [`ModuleRecipe::FfPixel`].
    ShaderPixel {
        shader: u128,
        alpha: u8,
        depth_bias: bool,
        depth_out: bool,
        flat: bool,
        ps1_dims: u32,
        ps1_projected: u8,
        fog: u8,
        sampler_reads: u64,
    },
}

impl ModuleRecipe {
    /// Whether the module reads its constants from a storage buffer (a
    /// vertex shader's software vertex processing program).
    pub fn storage_constants(&self) -> bool {
        matches!(self, ModuleRecipe::ShaderVertex { software: true, .. })
    }

    /// The shader a recipe reads, if any.
    pub fn shader(&self) -> Option<u128> {
        match self {
            ModuleRecipe::ShaderVertex { shader, .. } | ModuleRecipe::ShaderPixel { shader, .. } => Some(*shader),
            _ => None,
        }
    }

    /// The program of the module. `shader` is the translation of
    /// [`ModuleRecipe::shader`]; `None` when it is missing or a ps_1_x
    /// shader does not translate again (logged).
    pub fn program(&self, shader: Option<&Shader>) -> Option<Program> {
        match *self {
            ModuleRecipe::FfVertex {
                ref key,
                ps_inputs,
                ps_centroid,
                flat,
                points,
            } => {
                let mut p = ff::vertex_program(key);
                p.add_default_varyings(ps_inputs);
                p.centroid_varyings = ps_centroid;
                if flat {
                    p.interpolate_colors_flat();
                }
                expand_points(&mut p, points, ff::vs_const::POINT, ff::vs_const::POINT_PIXEL);
                Some(p)
            }
            ModuleRecipe::FfPixel { ref key, sampler_reads } => {
                let mut p = ff::pixel_program(key);
                p.set_sampler_reads(sampler_reads);
                Some(p)
            }
            ModuleRecipe::ShaderVertex {
                ref inputs,
                ps_inputs,
                ps_centroid,
                flat,
                points,
                clip_planes,
                software,
                ..
            } => {
                let s = shader?;
                let (program, packed) = s.constants_variant(software)?;
                let mut p = program.clone();
                // Inputs the declaration lacks keep their registers, reading zero.
                p.input_registers = p.input_count();
                p.inputs
                    .retain(|d| inputs.get(d.reg as usize).copied().flatten().is_some());
                for d in &mut p.inputs {
                    d.format = inputs[d.reg as usize].expect("kept above");
                }
                p.add_default_varyings(ps_inputs);
                p.centroid_varyings = ps_centroid;
                if flat {
                    p.interpolate_colors_flat();
                }
                // The runtime's registers keep their distances from the
                // position fix-up.
                let fixup = p.position_fixup.unwrap_or(lower::VS_FIXUP_CONSTANT);
                let at = |k: u32| fixup + k - lower::VS_FIXUP_CONSTANT;
                p.append_clip_planes(clip_planes, at(lower::VS_CLIP_PLANE_CONSTANT));
                expand_points(
                    &mut p,
                    points,
                    at(lower::VS_POINT_CONSTANT),
                    at(lower::VS_POINT_PIXEL_CONSTANT),
                );
                if let Some((first, used)) = packed {
                    p.pack_constants(first, used);
                }
                Some(p)
            }
            ModuleRecipe::ShaderPixel {
                alpha,
                depth_bias,
                depth_out,
                flat,
                ps1_dims,
                ps1_projected,
                fog,
                sampler_reads,
                ..
            } => {
                let s = shader?;
                let mut p = if ps1_dims == 0 && ps1_projected == 0 {
                    s.t.program.clone()
                } else {
                    ps1_program_for_stages(&s.tokens, ps1_dims, ps1_projected)?
                };
                let (fog_color, fog_params) = lower::ps_fog_constants(s.t.version);
                p.set_sampler_reads(sampler_reads);
                p.append_fog(fog, fog_color, fog_params);
                p.apply_lod_bias(lower::ps_lod_bias_constant(s.t.version), 16);
                if alpha != 0 {
                    p.append_alpha_test(cmp_of(alpha.into()), lower::ps_alpha_ref_constant(s.t.version));
                }
                if !depth_out {
                    p.drop_depth_output();
                } else if depth_bias {
                    p.append_depth_bias(lower::ps_depth_bias_constant(s.t.version));
                }
                if flat {
                    p.interpolate_colors_flat();
                }
                if let Some((first, used)) = s.packed {
                    p.pack_constants(first, used);
                }
                Some(p)
            }
        }
    }
}

/// Points drawn as quads (`points` is a [`point_mode`]): the vertex stage
/// places each corner, reading the point constants `point` and `point_pixel`.
fn expand_points(p: &mut Program, points: u8, point: u32, point_pixel: u32) {
    if points != point_mode::PIXEL {
        p.expand_points(points == point_mode::SPRITES, point, point_pixel);
    }
}

/// A ps_1_x shader translated again with the sampler shapes `shapes` (2
/// bits per stage, a `texture_shape`) and the projected stages `projected`
/// (2 bits per stage); None (logged) should the translation fail, which it
/// does not for bytecode that translated once.
fn ps1_program_for_stages(tokens: &[u32], shapes: u32, projected: u8) -> Option<Program> {
    let dims = std::array::from_fn(|s| dim_of_shape(TextureDims(shapes.into()).shape(s as u32)));
    let options = lower::Options {
        ps1_sampler_dims: dims,
        ps1_projected: std::array::from_fn(|s| (projected >> (2 * s)) & 3),
        ..Default::default()
    };
    match dxso::translate(tokens, &options) {
        Ok(t) => Some(t.program),
        Err(e) => {
            log::error!(target: "wgd3d9::runtime", "ps_1_x shader specialised for its stages: {e}");
            None
        }
    }
}

/// What a render pipeline is built from.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PipelineRecipe {
    pub vs: ModuleRecipe,
    pub ps: ModuleRecipe,
    pub vertex_layout: VertexLayoutKey,
    pub fixed: FixedState,
}

#[cfg(test)]
mod tests;
