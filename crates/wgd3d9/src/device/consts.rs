//! Shader constant registers as the application sets and reads them back
//! (float, integer and boolean, vertex and pixel), with the D3D9 limits.

use wgd3d9_types::*;

pub use wgd3d9_core::record::shader_file::{PS_B, PS_F, PS_I, VS_B, VS_F, VS_I};
use wgd3d9_core::record::{shader_file, Op, Recorder};

/// (registers, 32-bit words per register) of each file.
const LAYOUT: [(u32, u32); 6] = {
    let mut l = [(0, 0); 6];
    let mut i = 0;
    while i < 6 {
        l[i] = (shader_file::LAYOUT[i].0, shader_file::LAYOUT[i].1 / 4);
        i += 1;
    }
    l
};

/// The constant files of a device: the D3D9 counts of hardware vertex
/// processing, or software vertex processing's larger vertex files
/// (8,192 float, 2,048 integer and boolean registers).
pub struct ShaderConstants {
    files: [Vec<u32>; 6],
    /// Registers of each file.
    regs: [u32; 6],
    /// Per file, the registers changed since they were last recorded
    /// (start..end; empty when start >= end).
    dirty: [(u32, u32); 6],
}

impl Default for ShaderConstants {
    fn default() -> Self {
        ShaderConstants::new(false)
    }
}

impl ShaderConstants {
    /// Zeroed files; `software`: a device with software vertex processing.
    pub(crate) fn new(software: bool) -> ShaderConstants {
        let regs = if software {
            shader_file::SOFTWARE_REGISTERS
        } else {
            LAYOUT.map(|(n, _)| n)
        };
        ShaderConstants {
            files: std::array::from_fn(|f| vec![0; (regs[f] * LAYOUT[f].1) as usize]),
            regs,
            dirty: [(0, 0); 6],
        }
    }

    /// Set*ShaderConstant{F,I,B}: `count` registers from `start`.
    ///
    /// # Safety
    /// `data` must hold `count` registers when the range is valid.
    pub(crate) unsafe fn set(&mut self, file: usize, start: u32, data: *const u8, count: u32) -> HRESULT {
        let (regs, words) = (self.regs[file], LAYOUT[file].1);
        if data.is_null() || start.checked_add(count).is_none_or(|end| end > regs) {
            return D3DERR_INVALIDCALL;
        }
        let dst = &mut self.files[file][(start * words) as usize..((start + count) * words) as usize];
        // SAFETY: the range is valid, so the caller guarantees `data` (non-null
        // here) holds `count` registers, `dst.len() * 4` bytes; `dst` is the
        // device's own storage, not the application's memory.
        unsafe { std::ptr::copy_nonoverlapping(data, dst.as_mut_ptr() as *mut u8, dst.len() * 4) };
        if file == VS_B || file == PS_B {
            for b in dst.iter_mut() {
                *b = (*b != 0) as u32;
            }
        }
        self.mark(file, start, start + count);
        D3D_OK
    }

    fn mark(&mut self, file: usize, start: u32, end: u32) {
        let d = &mut self.dirty[file];
        *d = if d.0 >= d.1 {
            (start, end)
        } else {
            (d.0.min(start), d.1.max(end))
        };
    }

    /// Records every register changed since the last call
    /// ([`Op::ShaderConstants`], split to fit records).
    pub(crate) fn record_dirty(&mut self, rec: &mut Recorder) {
        for (file, &(_, words)) in LAYOUT.iter().enumerate() {
            let (start, end) = std::mem::take(&mut self.dirty[file]);
            // A record's payload holds at most 2,040 bytes.
            let per_record = 2032 / (4 * words);
            let mut r = start;
            while r < end {
                let n = per_record.min(end - r);
                let regs = &self.files[file][(r * words) as usize..((r + n) * words) as usize];
                rec.op_with_bytes(
                    Op::ShaderConstants,
                    ((file as u16) << shader_file::FILE_SHIFT) | r as u16,
                    n,
                    bytemuck::cast_slice(regs),
                );
                r += n;
            }
        }
    }

    /// The registers of `file`, as 32-bit words (four a register for
    /// float and integer files, one for boolean ones).
    pub(crate) fn words(&self, file: usize) -> &[u32] {
        &self.files[file]
    }

    /// Get*ShaderConstant{F,I,B}.
    ///
    /// # Safety
    /// `data` must have room for `count` registers when the range is valid.
    pub(crate) unsafe fn get(&self, file: usize, start: u32, data: *mut u8, count: u32) -> HRESULT {
        let (regs, words) = (self.regs[file], LAYOUT[file].1);
        if data.is_null() || start.checked_add(count).is_none_or(|end| end > regs) {
            return D3DERR_INVALIDCALL;
        }
        let src = &self.files[file][(start * words) as usize..((start + count) * words) as usize];
        // SAFETY: the range is valid, so the caller guarantees `data` (non-null
        // here) has room for `count` registers, `src.len() * 4` bytes; `src` is
        // the device's own storage, not the application's memory.
        unsafe { std::ptr::copy_nonoverlapping(src.as_ptr() as *const u8, data, src.len() * 4) };
        D3D_OK
    }

    /// Copies register `r` of `file` from `from` (nothing past either's
    /// file).
    pub(crate) fn copy_register(&mut self, from: &ShaderConstants, file: usize, r: usize) {
        if r as u32 >= self.regs[file].min(from.regs[file]) {
            return;
        }
        let words = LAYOUT[file].1 as usize;
        let range = r * words..(r + 1) * words;
        self.files[file][range.clone()].copy_from_slice(&from.files[file][range]);
        self.mark(file, r as u32, r as u32 + 1);
    }

    /// Zeroes every register (Reset).
    pub(crate) fn clear(&mut self) {
        for (file, f) in self.files.iter_mut().enumerate() {
            f.fill(0);
            self.dirty[file] = (0, self.regs[file]);
        }
    }
}
