//! Shader constant registers as the application sets and reads them back
//! (float, integer and boolean, vertex and pixel), with the D3D9 limits.

use wgd3d9_types::*;

pub const VS_F: usize = 0;
pub const VS_I: usize = 1;
pub const VS_B: usize = 2;
pub const PS_F: usize = 3;
pub const PS_I: usize = 4;
pub const PS_B: usize = 5;

/// (registers, 32-bit words per register) of each file.
const LAYOUT: [(u32, u32); 6] = [(256, 4), (16, 4), (16, 1), (224, 4), (16, 4), (16, 1)];

pub struct ShaderConstants {
    files: [Vec<u32>; 6],
}

impl Default for ShaderConstants {
    fn default() -> Self {
        ShaderConstants {
            files: LAYOUT.map(|(n, w)| vec![0; (n * w) as usize]),
        }
    }
}

impl ShaderConstants {
    /// Set*ShaderConstant{F,I,B}: `count` registers from `start`.
    ///
    /// # Safety
    /// `data` must hold `count` registers when the range is valid.
    pub(crate) unsafe fn set(&mut self, file: usize, start: u32, data: *const u8, count: u32) -> HRESULT {
        let (regs, words) = LAYOUT[file];
        if data.is_null() || start.checked_add(count).is_none_or(|end| end > regs) {
            return D3DERR_INVALIDCALL;
        }
        let dst = &mut self.files[file][(start * words) as usize..((start + count) * words) as usize];
        std::ptr::copy_nonoverlapping(data, dst.as_mut_ptr() as *mut u8, dst.len() * 4);
        if file == VS_B || file == PS_B {
            for b in dst.iter_mut() {
                *b = (*b != 0) as u32;
            }
        }
        D3D_OK
    }

    /// Get*ShaderConstant{F,I,B}.
    ///
    /// # Safety
    /// `data` must have room for `count` registers when the range is valid.
    pub(crate) unsafe fn get(&self, file: usize, start: u32, data: *mut u8, count: u32) -> HRESULT {
        let (regs, words) = LAYOUT[file];
        if data.is_null() || start.checked_add(count).is_none_or(|end| end > regs) {
            return D3DERR_INVALIDCALL;
        }
        let src = &self.files[file][(start * words) as usize..((start + count) * words) as usize];
        std::ptr::copy_nonoverlapping(src.as_ptr() as *const u8, data, src.len() * 4);
        D3D_OK
    }

    /// Copies register `r` of `file` from `from`.
    pub(crate) fn copy_register(&mut self, from: &ShaderConstants, file: usize, r: usize) {
        let words = LAYOUT[file].1 as usize;
        let range = r * words..(r + 1) * words;
        self.files[file][range.clone()].copy_from_slice(&from.files[file][range]);
    }

    /// Zeroes every register (Reset).
    pub(crate) fn clear(&mut self) {
        for f in &mut self.files {
            f.fill(0);
        }
    }
}
