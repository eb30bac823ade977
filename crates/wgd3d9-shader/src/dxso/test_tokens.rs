//! Token builders for the DXSO tests.

use super::decode::{RegType, Register};
use super::opcodes::Opcode;

pub const END: u32 = 0x0000_FFFF;
pub const XYZW: u32 = 0xE4;

pub fn vs(major: u32, minor: u32) -> u32 {
    0xFFFE_0000 | major << 8 | minor
}
pub fn ps(major: u32, minor: u32) -> u32 {
    0xFFFF_0000 | major << 8 | minor
}
pub fn inst(op: Opcode, len: u32) -> u32 {
    op as u32 | len << 24
}
pub fn reg_bits(ty: RegType, index: u32) -> u32 {
    let ty = ty as u32;
    0x8000_0000 | (ty & 7) << 28 | (ty & 0x18) << 8 | index
}
pub fn dst(ty: RegType, index: u32, mask: u32) -> u32 {
    reg_bits(ty, index) | mask << 16
}
pub fn src(ty: RegType, index: u32, swizzle: u32) -> u32 {
    reg_bits(ty, index) | swizzle << 16
}
pub fn r(ty: RegType, index: u32) -> Register {
    Register { ty, index }
}
