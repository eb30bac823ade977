//! Primitive arithmetic: vertex counts of D3D9 primitive types and the conversion
//! of triangle fans (which GPUs no longer draw) into triangle lists.

use wgd3d9_types::*;

/// Number of vertices (or indices) `count` primitives of type `prim` consume, or
/// `None` for an unknown primitive type.
#[inline]
pub fn vertex_count(prim: u32, count: u32) -> Option<u32> {
    let c = count as u64;
    let n = match prim {
        D3DPT_POINTLIST => c,
        D3DPT_LINELIST => c * 2,
        D3DPT_LINESTRIP => c + 1,
        D3DPT_TRIANGLELIST => c * 3,
        D3DPT_TRIANGLESTRIP | D3DPT_TRIANGLEFAN => c + 2,
        _ => return None,
    };
    Some(n.min(u32::MAX as u64) as u32)
}

/// The most primitives of type `prim` that `vertices` vertices make (the
/// inverse of [`vertex_count`]); 0 for an unknown type.
pub fn max_primitives(prim: u32, vertices: u32) -> u32 {
    match prim {
        D3DPT_POINTLIST => vertices,
        D3DPT_LINELIST => vertices / 2,
        D3DPT_LINESTRIP => vertices.saturating_sub(1),
        D3DPT_TRIANGLELIST => vertices / 3,
        D3DPT_TRIANGLESTRIP | D3DPT_TRIANGLEFAN => vertices.saturating_sub(2),
        _ => 0,
    }
}

/// Appends the triangle-list indices of a fan of `count` triangles whose vertices
/// are `fan(0), fan(1), ...`: triangle i is (fan(i + 1), fan(i + 2), fan(0)), the
/// fan's triangle rotated so that it keeps its winding and starts with the
/// vertex D3D9 takes flat-shaded colours from (vertex i + 1).
pub fn fan_to_list(count: u32, fan: impl Fn(u32) -> u32, out: &mut Vec<u32>) {
    out.reserve(count as usize * 3);
    let first = fan(0);
    for i in 0..count {
        out.extend_from_slice(&[fan(i + 1), fan(i + 2), first]);
    }
}

/// Appends the list indices (triangle or line list) of a strip of `count`
/// primitives whose vertices are `strip(0), strip(1), ...`. Odd triangles swap
/// their last two vertices so every triangle keeps the strip's winding and its
/// first vertex.
pub fn strip_to_list(prim: u32, count: u32, strip: impl Fn(u32) -> u32, out: &mut Vec<u32>) {
    if prim == D3DPT_LINESTRIP {
        out.reserve(count as usize * 2);
        for i in 0..count {
            out.extend_from_slice(&[strip(i), strip(i + 1)]);
        }
        return;
    }
    out.reserve(count as usize * 3);
    for i in 0..count {
        if i % 2 == 0 {
            out.extend_from_slice(&[strip(i), strip(i + 1), strip(i + 2)]);
        } else {
            out.extend_from_slice(&[strip(i), strip(i + 2), strip(i + 1)]);
        }
    }
}

/// The list type a strip converts to.
pub fn list_of_strip(prim: u32) -> u32 {
    if prim == D3DPT_LINESTRIP {
        D3DPT_LINELIST
    } else {
        D3DPT_TRIANGLELIST
    }
}

/// The index value GPUs read as "restart the strip" for an index size.
pub fn restart_index(index_size: u32) -> u32 {
    if index_size == 2 {
        0xFFFF
    } else {
        0xFFFF_FFFF
    }
}

/// True when `bytes` (indices of `index_size` bytes) hold the restart value.
pub fn has_restart_index(bytes: &[u8], index_size: u32) -> bool {
    if index_size == 2 {
        bytes.chunks_exact(2).any(|c| c == [0xFF, 0xFF])
    } else {
        bytes.chunks_exact(4).any(|c| c == [0xFF; 4])
    }
}

/// Reads index `i` of an index array of `index_size` (2 or 4) bytes per index.
pub fn read_index(bytes: &[u8], index_size: u32, i: u32) -> u32 {
    let i = i as usize;
    if index_size == 2 {
        bytes
            .get(i * 2..i * 2 + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]) as u32)
            .unwrap_or(0)
    } else {
        bytes
            .get(i * 4..i * 4 + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests;
