//! Programmable shaders on the encoder: shader objects (translated from the
//! recorded DXSO tokens), the bound vertex and pixel shaders, their constant
//! registers, and what a draw with them needs: the vertex layout matched to the
//! shader's input semantics, the specialised modules, and the constant blocks
//! laid out as `naga_backend` documents (floats, then integers, then booleans).

use super::constants::Touched;
use super::{dirty, Encoder};
use crate::pipelines::{VertexAttr, VertexLayoutKey, BOUND_SAMPLERS, PIXEL_SAMPLERS};
use std::sync::Arc;
use wgd3d9_core::record::{shader_file, ByteRef, Record};
use wgd3d9_core::skip_reason::SkipReason;
use wgd3d9_core::vertex_decl::AttribFormat;
use wgd3d9_shader::dxso::lower::VS_SOFTWARE_CONSTANTS;
use wgd3d9_shader::ir::{Program, Stage};

pub use crate::recipes::Shader;

/// The constant registers of both stages as the records set them.
pub(crate) struct ShaderConsts {
    /// 8,192: software vertex processing's file (hardware vertex
    /// processing reads the first 256).
    pub vs_f: Box<[[f32; 4]; VS_SOFTWARE_CONSTANTS as usize]>,
    pub vs_i: [[i32; 4]; 16],
    pub vs_b: u32,
    pub ps_f: Box<[[f32; 4]; 224]>,
    pub ps_i: [[i32; 4]; 16],
    pub ps_b: u32,
    /// The float registers of each stage set since its block was made.
    pub vs_touched: Touched,
    pub ps_touched: Touched,
}

impl Default for ShaderConsts {
    fn default() -> Self {
        ShaderConsts {
            vs_f: Box::new([[0.0; 4]; VS_SOFTWARE_CONSTANTS as usize]),
            vs_i: [[0; 4]; 16],
            vs_b: 0,
            ps_f: Box::new([[0.0; 4]; 224]),
            ps_i: [[0; 4]; 16],
            ps_b: 0,
            vs_touched: Touched::default(),
            ps_touched: Touched::default(),
        }
    }
}

impl ShaderConsts {
    /// Applies one [`wgd3d9_core::record::Op::ShaderConstants`] record:
    /// `count` registers of `file` from `start` (registers past the file's
    /// end are dropped; those the payload ends short of read zero).
    fn apply(&mut self, file: usize, start: usize, count: usize, payload: &[u8]) {
        match file {
            shader_file::VS_F => write_floats(&mut self.vs_f[..], &mut self.vs_touched, (start, count), payload),
            shader_file::PS_F => write_floats(&mut self.ps_f[..], &mut self.ps_touched, (start, count), payload),
            _ => self.apply_other(file, start, count, payload),
        }
    }

    /// [`ShaderConsts::apply`] for the integer and boolean files.
    fn apply_other(&mut self, file: usize, start: usize, count: usize, payload: &[u8]) {
        let vec4 = |i: usize| -> [i32; 4] {
            std::array::from_fn(|k| {
                let o = 16 * i + 4 * k;
                payload
                    .get(o..o + 4)
                    .map_or(0, |b| i32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            })
        };
        let word = |i: usize| payload.get(4 * i..4 * i + 4).map_or(0, |b| b[0] | b[1] | b[2] | b[3]);
        for i in 0..count {
            let r = start + i;
            match file {
                shader_file::VS_I if r < 16 => self.vs_i[r] = vec4(i),
                shader_file::PS_I if r < 16 => self.ps_i[r] = vec4(i),
                shader_file::VS_B if r < 16 => set_bit(&mut self.vs_b, r, word(i) != 0),
                shader_file::PS_B if r < 16 => set_bit(&mut self.ps_b, r, word(i) != 0),
                _ => {}
            }
        }
    }
}

/// Writes float registers `start..start + count` of `regs` from `payload`
/// (16 little-endian bytes a register) in one copy, and adds them to
/// `touched`. A vertex shader's skinning palette sets hundreds of
/// registers a draw, which a copy per component made dear.
fn write_floats(regs: &mut [[f32; 4]], touched: &mut Touched, (start, count): (usize, usize), payload: &[u8]) {
    let end = start.saturating_add(count).min(regs.len());
    if start >= end {
        return;
    }
    let dst: &mut [u8] = bytemuck::cast_slice_mut(&mut regs[start..end]);
    let n = dst.len().min(payload.len());
    dst[..n].copy_from_slice(&payload[..n]);
    if n < dst.len() {
        dst[n..].fill(0);
    }
    if cfg!(target_endian = "big") {
        for v in bytemuck::cast_slice_mut::<[f32; 4], u32>(&mut regs[start..end]) {
            *v = u32::from_le(*v);
        }
    }
    touched.add(start as u32);
    touched.add(end as u32 - 1);
}

/// The objects of the bound vertex and pixel shaders (by stage: 0 vertex,
/// 1 pixel), kept with their ids between draws so that a draw moves them out
/// and back rather than cloning each from the resource table (a clone and
/// its drop are two atomic operations). An entry is forgotten when its id
/// is destroyed or made again, so a kept object is always the table's.
#[derive(Default)]
pub(crate) struct BoundShaders {
    kept: [Option<(u32, Arc<Shader>)>; 2],
}

impl BoundShaders {
    /// The object of shader `id` (0: none) bound to `stage`, moved out of
    /// the cache (or looked up in `res`); [`BoundShaders::put`] keeps it
    /// for the next draw.
    pub fn take(&mut self, res: &super::resources::Resources, stage: usize, id: u32) -> Option<Arc<Shader>> {
        if id == 0 {
            return None;
        }
        match self.kept[stage].take() {
            Some((kept, s)) if kept == id => Some(s),
            _ => res.shader(id),
        }
    }

    /// Keeps `s`, the object of shader `id` bound to `stage`.
    pub fn put(&mut self, stage: usize, id: u32, s: Option<Arc<Shader>>) {
        self.kept[stage] = s.map(|s| (id, s));
    }

    /// Forgets the object of `id` (destroyed, or made again).
    pub fn forget(&mut self, id: u32) {
        for k in &mut self.kept {
            if matches!(k, Some((kept, _)) if *kept == id) {
                *k = None;
            }
        }
    }
}

/// `debug.dumpShaders`: writes a shader's bytecode into `dir` as
/// `<hash>.vs` or `<hash>.ps` (the hash of its tokens), unless there;
/// failures are logged.
fn dump_shader(dir: &std::path::Path, hash: u128, bytecode: &[u8]) {
    // The version token's high half: 0xFFFF for pixel shaders.
    let kind = if bytecode.get(2..4) == Some(&[0xFF, 0xFF]) {
        "ps"
    } else {
        "vs"
    };
    let path = dir.join(format!("{hash:032x}.{kind}"));
    if path.exists() {
        return;
    }
    if let Err(e) = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, bytecode)) {
        log::warn!(target: "wgd3d9::runtime", "debug.dumpShaders: {}: {e}", path.display());
    }
}

fn set_bit(bits: &mut u32, i: usize, on: bool) {
    if on {
        *bits |= 1 << i;
    } else {
        *bits &= !(1 << i);
    }
}

/// The constant block of a shader's program and packing (see
/// [`Shader::constants_variant`]): `floats` (with the `extra` registers,
/// numbered as the translation numbers them, replacing theirs) for the float
/// array, packed when the shader's block is (`Shader::packed`), then the
/// integer and boolean constants when the shader reads them; written into
/// `out` (cleared first, so its allocation is reused). Returns
/// `(mirrored, held)`: the block's first `held` registers are `floats`'
/// where no runtime register replaced them, and none of the first
/// `mirrored` was replaced (the application's registers past `held` are not
/// in the block).
pub(super) fn constant_block(
    (p, packed): (&Program, Option<(u32, u32)>),
    floats: &[[f32; 4]],
    extra: &[(u32, [f32; 4])],
    ints: &[[i32; 4]; 16],
    bools: u32,
    out: &mut Vec<u8>,
) -> (usize, usize) {
    // With a packed block the runtime's registers follow the application's
    // the shader reads (see `Shader::packed`).
    let (first, used) = packed.unwrap_or((u32::MAX, p.constants));
    let moved = |k: u32| if k >= first { k - first + used } else { k };
    let n = moved(p.constants) as usize;
    out.clear();
    let shared = (used as usize).min(n).min(floats.len());
    out.extend_from_slice(bytemuck::cast_slice(&floats[..shared]));
    out.resize(16 * n, 0);
    for &(k, v) in extra {
        let at = 16 * moved(k) as usize;
        if let Some(r) = out.get_mut(at..at + 16) {
            r.copy_from_slice(bytemuck::cast_slice(&v));
        }
    }
    if p.int_constants {
        out.extend_from_slice(bytemuck::cast_slice(ints));
    }
    if p.bool_constants {
        out.extend_from_slice(&bools.to_le_bytes());
        out.extend_from_slice(&[0; 12]);
    }
    let first_extra = extra.iter().map(|&(k, _)| moved(k) as usize).min();
    (first_extra.map_or(shared, |e| e.min(shared)), shared)
}

impl Encoder {
    pub(super) fn create_shader(&mut self, r: &Record) {
        self.bound_shaders.forget(r.b);
        let bytes: ByteRef = r.get();
        // SAFETY: the frame's arena is alive while the frame is encoded.
        let data = unsafe { bytes.bytes() };
        let tokens: Vec<u32> = data
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let hash = crate::recipes::hash_tokens(&tokens);
        if let Some(dir) = &self.dump_shaders {
            dump_shader(dir, hash, data);
        }
        // Identical bytecode is one translation (and, through its hash, one
        // set of shader modules); the persistent cache's prewarm may have
        // translated it already.
        let known = self
            .translations
            .get(&hash)
            .cloned()
            .or_else(|| self.pipes.prewarmed_shader(hash))
            .filter(|s| s.tokens == tokens);
        if let Some(res) = known {
            self.stats.translations_reused += 1;
            self.translations.insert(hash, res.clone());
            self.res.insert(r.b, super::resources::Resource::Shader(res));
            return;
        }
        match Shader::translate(tokens) {
            Ok(s) => {
                let res = Arc::new(s);
                self.translations.insert(hash, res.clone());
                self.res.insert(r.b, super::resources::Resource::Shader(res));
            }
            // The API side validated the same tokens; log, and draws with the
            // shader are skipped.
            Err(e) => log::error!(target: "wgd3d9::runtime", "shader {}: {e}", r.b),
        }
    }

    pub(super) fn set_shader(&mut self, pixel: bool, id: u32) {
        let slot = if pixel {
            &mut self.st.ps_shader
        } else {
            &mut self.st.vs_shader
        };
        if *slot != id {
            *slot = id;
            self.st.dirty |=
                dirty::VERTEX_INPUT | dirty::PS_KEY | dirty::PIPELINE | dirty::VS_CONSTS | dirty::PS_CONSTS;
        }
    }

    pub(super) fn shader_constants(&mut self, r: &Record) {
        let file = (r.a >> shader_file::FILE_SHIFT) as usize;
        let start = (r.a & ((1 << shader_file::FILE_SHIFT) - 1)) as usize;
        self.st.consts.apply(file, start, r.b as usize, r.payload);
        // Float registers are written over the stage's block; integer and
        // boolean ones (rarely set) make it again.
        self.st.dirty |= match file {
            shader_file::VS_F => dirty::VS_REGS,
            shader_file::PS_F => dirty::PS_REGS,
            f if f >= shader_file::PS_F => dirty::PS_CONSTS,
            _ => dirty::VS_CONSTS,
        };
    }

    /// Whether the encoder binds every sampler `p` declares: s0..s15 of a
    /// pixel program, D3DVERTEXTEXTURESAMPLER0..3 of a vertex program; the
    /// reason to leave the draw out otherwise (the validator already refuses
    /// others).
    pub(super) fn sampler_slots(p: &Program) -> Result<(), SkipReason> {
        let slots = match p.stage {
            Stage::Fragment => 0..PIXEL_SAMPLERS,
            Stage::Vertex => PIXEL_SAMPLERS..BOUND_SAMPLERS,
        };
        if p.samplers.iter().all(|s| slots.contains(&s.index)) {
            Ok(())
        } else {
            Err(SkipReason::SamplerOutOfSlots)
        }
    }

    /// The vertex layout of a vertex shader: each input the shader declares
    /// reads the declaration element of the same usage and usage index (inputs
    /// with no element read zero). Returns the layout id and the specialised
    /// program.
    pub(super) fn shader_vertex_input(
        &mut self,
        s: &Shader,
        up_stride: Option<u32>,
    ) -> Option<(u32, [Option<AttribFormat>; 16])> {
        let decl = self.res.decl(self.st.decl)?;
        let mut layout = VertexLayoutKey::default();
        let mut inputs = [None; 16];
        for &(reg, sem) in &s.t.inputs {
            let found = decl.iter().find_map(|e| {
                (u32::from(e.Usage) == u32::from(sem.usage) && e.UsageIndex == sem.index)
                    .then(|| AttribFormat::from_decl_type(e.Type as u32).map(|f| (e, f)))
                    .flatten()
            });
            let Some((e, format)) = found else { continue };
            if let Some(slot) = inputs.get_mut(reg as usize) {
                *slot = Some(format);
            }
            layout.attrs.push(VertexAttr {
                stream: e.Stream as u8,
                location: reg as u8,
                offset: e.Offset,
                format,
            });
        }
        self.stream_layout(&mut layout, up_stride);
        Some((self.pipes.vertex_layout(layout), inputs))
    }
}

#[cfg(test)]
mod tests;
