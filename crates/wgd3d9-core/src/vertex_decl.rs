//! Vertex declarations: validation of `D3DVERTEXELEMENT9` lists, conversion of FVF
//! codes into declarations, and the attribute formats the runtime fetches.

use thiserror::Error;
use wgd3d9_types::*;

/// Highest number of elements a declaration may hold (without the end marker).
pub const MAX_ELEMENTS: usize = MAXD3DDECLLENGTH as usize;

/// How a declaration element's bytes are fetched, one variant per D3DDECLTYPE, in
/// D3DDECLTYPE order (the discriminant is the D3DDECLTYPE value).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum AttribFormat {
    Float1,
    Float2,
    Float3,
    Float4,
    /// D3DCOLOR: bytes B, G, R, A read as normalised (x = red).
    Color,
    UByte4,
    Short2,
    Short4,
    UByte4N,
    Short2N,
    Short4N,
    UShort2N,
    UShort4N,
    /// Three unsigned 10-bit integers; fetched as one u32 and unpacked in the shader.
    UDec3,
    /// Three signed normalised 10-bit values; fetched as one u32 and unpacked.
    Dec3N,
    Half2,
    Half4,
}

/// How a fetched attribute becomes the shader's float4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttribConversion {
    /// The fetched value is already float; pad with D3D9 defaults (0, 0, 0, 1).
    Float,
    /// Fetched as unsigned integers; convert to float.
    Uint,
    /// Fetched as signed integers; convert to float.
    Sint,
    /// Unpack three unsigned 10-bit fields.
    UDec3,
    /// Unpack three signed normalised 10-bit fields.
    Dec3N,
}

impl AttribFormat {
    /// Maps a D3DDECLTYPE; `None` for D3DDECLTYPE_UNUSED and unknown values.
    pub fn from_decl_type(t: u32) -> Option<AttribFormat> {
        use AttribFormat::*;
        Some(match t {
            D3DDECLTYPE_FLOAT1 => Float1,
            D3DDECLTYPE_FLOAT2 => Float2,
            D3DDECLTYPE_FLOAT3 => Float3,
            D3DDECLTYPE_FLOAT4 => Float4,
            D3DDECLTYPE_D3DCOLOR => Color,
            D3DDECLTYPE_UBYTE4 => UByte4,
            D3DDECLTYPE_SHORT2 => Short2,
            D3DDECLTYPE_SHORT4 => Short4,
            D3DDECLTYPE_UBYTE4N => UByte4N,
            D3DDECLTYPE_SHORT2N => Short2N,
            D3DDECLTYPE_SHORT4N => Short4N,
            D3DDECLTYPE_USHORT2N => UShort2N,
            D3DDECLTYPE_USHORT4N => UShort4N,
            D3DDECLTYPE_UDEC3 => UDec3,
            D3DDECLTYPE_DEC3N => Dec3N,
            D3DDECLTYPE_FLOAT16_2 => Half2,
            D3DDECLTYPE_FLOAT16_4 => Half4,
            _ => return None,
        })
    }

    /// Size in bytes in the vertex buffer.
    pub fn size(self) -> u32 {
        use AttribFormat::*;
        match self {
            Float1 | Color | UByte4 | UByte4N | Short2 | Short2N | UShort2N | UDec3 | Dec3N | Half2 => 4,
            Float2 | Short4 | Short4N | UShort4N | Half4 => 8,
            Float3 => 12,
            Float4 => 16,
        }
    }

    /// Components the fetch produces (the shader pads the rest with 0, 0, 0, 1).
    pub fn components(self) -> u32 {
        use AttribFormat::*;
        match self {
            Float1 | UDec3 | Dec3N => 1,
            Float2 | Short2 | Short2N | UShort2N | Half2 => 2,
            Float3 => 3,
            Float4 | Color | UByte4 | UByte4N | Short4 | Short4N | UShort4N | Half4 => 4,
        }
    }

    pub fn conversion(self) -> AttribConversion {
        use AttribFormat::*;
        match self {
            UByte4 => AttribConversion::Uint,
            Short2 | Short4 => AttribConversion::Sint,
            UDec3 => AttribConversion::UDec3,
            Dec3N => AttribConversion::Dec3N,
            _ => AttribConversion::Float,
        }
    }
}

/// Why a declaration was refused.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum DeclError {
    #[error("element {index}: unknown type {ty}")]
    BadType { index: usize, ty: u8 },
    /// D3DDECLTYPE_UNUSED anywhere but in the end marker (D3D9 answers E_FAIL).
    #[error("element {index}: D3DDECLTYPE_UNUSED outside the end marker")]
    UnusedType { index: usize },
    #[error("element {index}: stream {stream} out of range")]
    BadStream { index: usize, stream: u16 },
    #[error("element {index}: offset {offset} is not a multiple of 4")]
    MisalignedOffset { index: usize, offset: u16 },
    #[error("element {index}: unknown usage {usage}")]
    BadUsage { index: usize, usage: u8 },
    #[error("element {index}: unknown method {method}")]
    BadMethod { index: usize, method: u8 },
    #[error("element {index}: usage index {usage_index} out of range")]
    BadUsageIndex { index: usize, usage_index: u8 },
    #[error("declaration has more than {MAX_ELEMENTS} elements or no end marker")]
    TooLong,
    #[error("invalid FVF {0:#x}")]
    BadFvf(u32),
}

/// True for the terminating D3DDECL_END element.
pub fn is_end(e: &D3DVERTEXELEMENT9) -> bool {
    e.Stream == 0xFF && e.Type as u32 == D3DDECLTYPE_UNUSED
}

/// Checks a declaration (without its end marker) as CreateVertexDeclaration does.
pub fn validate(elements: &[D3DVERTEXELEMENT9]) -> Result<(), DeclError> {
    if elements.len() > MAX_ELEMENTS {
        return Err(DeclError::TooLong);
    }
    for (index, e) in elements.iter().enumerate() {
        if e.Stream >= 16 {
            return Err(DeclError::BadStream {
                index,
                stream: e.Stream,
            });
        }
        if e.Type as u32 == D3DDECLTYPE_UNUSED {
            return Err(DeclError::UnusedType { index });
        }
        if AttribFormat::from_decl_type(e.Type as u32).is_none() {
            return Err(DeclError::BadType { index, ty: e.Type });
        }
        if e.Offset % 4 != 0 {
            return Err(DeclError::MisalignedOffset {
                index,
                offset: e.Offset,
            });
        }
        if e.Usage as u32 > D3DDECLUSAGE_SAMPLE {
            return Err(DeclError::BadUsage { index, usage: e.Usage });
        }
        if e.Method as u32 > D3DDECLMETHOD_LOOKUPPRESAMPLED {
            return Err(DeclError::BadMethod {
                index,
                method: e.Method,
            });
        }
        if e.UsageIndex >= 16 {
            return Err(DeclError::BadUsageIndex {
                index,
                usage_index: e.UsageIndex,
            });
        }
    }
    Ok(())
}

fn el(offset: u32, ty: u32, usage: u32, usage_index: u32) -> D3DVERTEXELEMENT9 {
    D3DVERTEXELEMENT9 {
        Stream: 0,
        Offset: offset as u16,
        Type: ty as u8,
        Method: D3DDECLMETHOD_DEFAULT as u8,
        Usage: usage as u8,
        UsageIndex: usage_index as u8,
    }
}

/// Size in floats of texture coordinate set `i` of an FVF.
fn fvf_texcoord_size(fvf: u32, i: u32) -> u32 {
    match (fvf >> (16 + 2 * i)) & 3 {
        0 => 2,
        1 => 3,
        2 => 4,
        _ => 1,
    }
}

/// Converts an FVF code into the equivalent declaration (stream 0) and its stride.
pub fn from_fvf(fvf: u32) -> Result<(Vec<D3DVERTEXELEMENT9>, u32), DeclError> {
    let mut out = Vec::new();
    let mut off = 0u32;
    let pos = fvf & D3DFVF_POSITION_MASK;
    let float_n = |n: u32| D3DDECLTYPE_FLOAT1 + n - 1;
    match pos {
        0 => {}
        D3DFVF_XYZ => {
            out.push(el(0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0));
            off = 12;
        }
        D3DFVF_XYZRHW => {
            out.push(el(0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0));
            off = 16;
        }
        D3DFVF_XYZW => {
            out.push(el(0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITION, 0));
            off = 16;
        }
        D3DFVF_XYZB1 | D3DFVF_XYZB2 | D3DFVF_XYZB3 | D3DFVF_XYZB4 | D3DFVF_XYZB5 => {
            out.push(el(0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0));
            off = 12;
            let betas = (pos - D3DFVF_XYZRHW) / 2;
            let last_index = fvf & (D3DFVF_LASTBETA_UBYTE4 | D3DFVF_LASTBETA_D3DCOLOR);
            if last_index == 0 && betas == 5 {
                // Five betas without a LASTBETA flag: four weights and the
                // fifth float as blend indices.
                out.push(el(off, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_BLENDWEIGHT, 0));
                out.push(el(off + 16, D3DDECLTYPE_FLOAT1, D3DDECLUSAGE_BLENDINDICES, 0));
                off += 20;
            } else if last_index == 0 {
                out.push(el(off, float_n(betas), D3DDECLUSAGE_BLENDWEIGHT, 0));
                off += 4 * betas;
            } else if betas == 2 && last_index == D3DFVF_LASTBETA_D3DCOLOR {
                // D3D9 declares XYZB2 | LASTBETA_D3DCOLOR as one D3DCOLOR
                // weight and UBYTE4 indices (the runtime's own translation,
                // kept so GetDeclaration matches it).
                out.push(el(off, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_BLENDWEIGHT, 0));
                out.push(el(off + 4, D3DDECLTYPE_UBYTE4, D3DDECLUSAGE_BLENDINDICES, 0));
                off += 8;
            } else {
                let weights = betas - 1;
                if weights > 0 {
                    out.push(el(off, float_n(weights), D3DDECLUSAGE_BLENDWEIGHT, 0));
                    off += 4 * weights;
                }
                let ty = if last_index == D3DFVF_LASTBETA_UBYTE4 {
                    D3DDECLTYPE_UBYTE4
                } else {
                    D3DDECLTYPE_D3DCOLOR
                };
                out.push(el(off, ty, D3DDECLUSAGE_BLENDINDICES, 0));
                off += 4;
            }
        }
        _ => return Err(DeclError::BadFvf(fvf)),
    }
    if fvf & D3DFVF_NORMAL != 0 {
        out.push(el(off, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_NORMAL, 0));
        off += 12;
    }
    if fvf & D3DFVF_PSIZE != 0 {
        out.push(el(off, D3DDECLTYPE_FLOAT1, D3DDECLUSAGE_PSIZE, 0));
        off += 4;
    }
    if fvf & D3DFVF_DIFFUSE != 0 {
        out.push(el(off, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0));
        off += 4;
    }
    if fvf & D3DFVF_SPECULAR != 0 {
        out.push(el(off, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 1));
        off += 4;
    }
    let tex = (fvf & D3DFVF_TEXCOUNT_MASK) >> D3DFVF_TEXCOUNT_SHIFT;
    if tex > 8 {
        return Err(DeclError::BadFvf(fvf));
    }
    for i in 0..tex {
        let n = fvf_texcoord_size(fvf, i);
        out.push(el(off, float_n(n), D3DDECLUSAGE_TEXCOORD, i));
        off += 4 * n;
    }
    Ok((out, off))
}

/// The stride in bytes of a vertex of the given FVF (0 for an invalid FVF).
pub fn fvf_stride(fvf: u32) -> u32 {
    from_fvf(fvf).map(|(_, s)| s).unwrap_or(0)
}

#[cfg(test)]
mod tests;
