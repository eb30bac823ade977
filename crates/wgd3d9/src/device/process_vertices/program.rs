//! The program a ProcessVertices call runs per vertex on the CPU: the bound
//! vertex shader, or the fixed-function vertex program when lighting is on
//! (for its colours). Both are IR programs run by
//! `wgd3d9_shader::interp`; their inputs are read from the source
//! elements, their outputs named by declaration usage.

use super::{Element, Inner};
use crate::com;
use crate::shader::Shader;
use wgd3d9_core::ff_key::FfVertexKey;
use wgd3d9_core::state_tables::MAX_ACTIVE_LIGHTS;
use wgd3d9_shader::dxso::{self, lower::usage, lower::Semantic};
use wgd3d9_shader::ff::{self, constants::FfVertexState, varying};
use wgd3d9_shader::interp::{Machine, Uniforms};
use wgd3d9_shader::ir::{OutputKind, Program};
use wgd3d9_types::*;

/// What an output register gives the destination.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Produced {
    /// The clip-space position (written as D3DDECLUSAGE_POSITIONT).
    Position,
    /// The element of this usage and usage index.
    Element(u8, u8),
}

/// A program with its constants, ready to run vertex after vertex.
pub(super) struct VertexProgram {
    program: Program,
    /// (input register, source element it reads).
    inputs: Vec<(usize, Element)>,
    /// (output register, what it gives).
    outputs: Vec<(usize, Produced)>,
    float: Vec<[f32; 4]>,
    int: Vec<[i32; 4]>,
    bools: u32,
}

/// The usage a varying location carries between fixed-function stages.
fn ff_varying(location: u32) -> Option<(u8, u8)> {
    match location {
        varying::DIFFUSE => Some((D3DDECLUSAGE_COLOR as u8, 0)),
        varying::SPECULAR => Some((D3DDECLUSAGE_COLOR as u8, 1)),
        _ => None,
    }
}

impl VertexProgram {
    /// Runs the program for one vertex: `fetch` reads a source element
    /// (`None` when its stream lacks the bytes). Calls `out` with each
    /// output's value; false when a fetch failed.
    pub(super) fn run(
        &self,
        machine: &mut Machine,
        fetch: impl Fn(&Element) -> Option<[f32; 4]>,
        mut out: impl FnMut(Produced, [f32; 4]),
    ) -> bool {
        for (reg, e) in &self.inputs {
            let Some(v) = fetch(e) else {
                return false;
            };
            machine.inputs[*reg] = v;
        }
        let u = Uniforms {
            float: &self.float,
            int: &self.int,
            bools: self.bools,
        };
        machine.run(&u, &mut |_, _| {
            com::log_once("wgd3d9::d3d9", "ProcessVertices: vertex texture reads give zero");
            [0.0; 4]
        });
        for &(reg, what) in &self.outputs {
            out(what, machine.outputs[reg]);
        }
        true
    }

    pub(super) fn program(&self) -> &Program {
        &self.program
    }
}

impl Inner {
    /// The bound vertex shader as a CPU program reading `source`, or the
    /// D3D9 error: a vs_3_0 needs the destination declaration
    /// (`has_decl`).
    pub(super) fn shader_program(&self, source: &[Element], has_decl: bool) -> Result<VertexProgram, HRESULT> {
        // SAFETY: `st.vs` holds only vertex shader objects of this device
        // (SetVertexShader checks the kind), live while bound.
        let shader = unsafe { &*(self.st.vs as *const Shader) };
        if shader.version.major >= 3 && !has_decl {
            log::warn!(target: "wgd3d9::d3d9", "ProcessVertices: a vs_3_0 needs the output declaration");
            return Err(D3DERR_INVALIDCALL);
        }
        let options = dxso::lower::Options {
            software_vp: self.st.software_vp,
            ..Default::default()
        };
        let t = dxso::translate(&shader.tokens, &options).map_err(|e| {
            log::warn!(target: "wgd3d9::d3d9", "ProcessVertices: the vertex shader: {e}");
            D3DERR_INVALIDCALL
        })?;
        let find = |s: Semantic| {
            source
                .iter()
                .find(|e| e.usage == s.usage && e.index == s.index)
                .copied()
        };
        let inputs = t
            .inputs
            .iter()
            .filter_map(|&(reg, s)| Some((reg as usize, find(s)?)))
            .collect();
        let semantic = |location: u32| t.varyings.iter().find(|(l, _)| *l == location).map(|(_, s)| *s);
        let outputs = t
            .program
            .outputs
            .iter()
            .filter_map(|o| {
                let what = match o.kind {
                    OutputKind::Position => Produced::Position,
                    OutputKind::PointSize => Produced::Element(usage::PSIZE, 0),
                    OutputKind::Varying { location, .. } => {
                        let s = semantic(location)?;
                        Produced::Element(s.usage, s.index)
                    }
                    _ => return None,
                };
                Some((o.reg as usize, what))
            })
            .collect();
        let c = &self.shader_consts;
        let float: &[[f32; 4]] = bytemuck::cast_slice(c.words(super::super::consts::VS_F));
        let int: &[[i32; 4]] = bytemuck::cast_slice(c.words(super::super::consts::VS_I));
        let bools = c.words(super::super::consts::VS_B).iter().take(32).enumerate();
        Ok(VertexProgram {
            program: t.program,
            inputs,
            outputs,
            float: float.to_vec(),
            int: int.to_vec(),
            bools: bools.fold(0, |m, (i, &b)| m | u32::from(b != 0) << i),
        })
    }

    /// The fixed-function vertex program for `source` when it lights the
    /// vertices (its diffuse and specular outputs), else `None`.
    pub(super) fn lighting_program(&self, source: &[Element]) -> Option<VertexProgram> {
        let mut key = FfVertexKey::default();
        let mut inputs = Vec::new();
        for e in source {
            if let Some(slot) = key.add_input(e.usage.into(), e.index.into(), e.format) {
                inputs.push((slot, *e));
            }
        }
        let lights: [(u32, wgd3d9_core::record::Light); MAX_ACTIVE_LIGHTS] =
            std::array::from_fn(|s| self.active_light(s));
        key.set_states(&self.st.rs, &self.st.tss, &lights.map(|(kind, _)| kind));
        if key.lighting == 0 {
            return None;
        }
        let program = ff::vertex_program(&key);
        let mut float = vec![[0.0; 4]; program.constants as usize];
        let transform = |t: u32| self.transform(t);
        let material = super::super::setters::material_words(&self.st.material);
        let state = FfVertexState::new(&transform, &self.st.rs, &material, &lights, &self.st.clip_planes);
        ff::constants::write_state_constants(&mut float, &key, &state);
        let outputs = program
            .outputs
            .iter()
            .filter_map(|o| match o.kind {
                OutputKind::Varying { location, .. } => {
                    let (u, i) = ff_varying(location)?;
                    Some((o.reg as usize, Produced::Element(u, i)))
                }
                _ => None,
            })
            .collect();
        Some(VertexProgram {
            program,
            inputs,
            outputs,
            float,
            int: Vec::new(),
            bools: 0,
        })
    }
}
