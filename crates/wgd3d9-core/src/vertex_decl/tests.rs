use super::*;

fn e(stream: u16, offset: u16, ty: u32, usage: u32, idx: u8) -> D3DVERTEXELEMENT9 {
    D3DVERTEXELEMENT9 {
        Stream: stream,
        Offset: offset,
        Type: ty as u8,
        Method: 0,
        Usage: usage as u8,
        UsageIndex: idx,
    }
}

#[test]
fn fvf_xyz_diffuse_tex1() {
    let (els, stride) = from_fvf(D3DFVF_XYZ | D3DFVF_DIFFUSE | D3DFVF_TEX1).unwrap();
    assert_eq!(stride, 24);
    assert_eq!(
        els,
        vec![
            e(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
            e(0, 12, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
            e(0, 16, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_TEXCOORD, 0),
        ]
    );
}

#[test]
fn fvf_rhw_normal_psize_specular_and_texcoord_sizes() {
    let fvf = D3DFVF_XYZRHW
        | D3DFVF_PSIZE
        | D3DFVF_DIFFUSE
        | D3DFVF_SPECULAR
        | D3DFVF_TEX3
        | D3DFVF_TEXCOORDSIZE1(0)
        | D3DFVF_TEXCOORDSIZE4(1)
        | D3DFVF_TEXCOORDSIZE3(2);
    let (els, stride) = from_fvf(fvf).unwrap();
    assert_eq!(stride, 16 + 4 + 4 + 4 + 4 + 16 + 12);
    assert_eq!(els[0], e(0, 0, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_POSITIONT, 0));
    assert_eq!(els[1], e(0, 16, D3DDECLTYPE_FLOAT1, D3DDECLUSAGE_PSIZE, 0));
    assert_eq!(els[3], e(0, 24, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 1));
    assert_eq!(els[4], e(0, 28, D3DDECLTYPE_FLOAT1, D3DDECLUSAGE_TEXCOORD, 0));
    assert_eq!(els[5], e(0, 32, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_TEXCOORD, 1));
    assert_eq!(els[6], e(0, 48, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_TEXCOORD, 2));
}

#[test]
fn fvf_blend_weights_with_ubyte4_indices() {
    let (els, stride) = from_fvf(D3DFVF_XYZB3 | D3DFVF_LASTBETA_UBYTE4 | D3DFVF_NORMAL).unwrap();
    assert_eq!(stride, 12 + 8 + 4 + 12);
    assert_eq!(els[1], e(0, 12, D3DDECLTYPE_FLOAT2, D3DDECLUSAGE_BLENDWEIGHT, 0));
    assert_eq!(els[2], e(0, 20, D3DDECLTYPE_UBYTE4, D3DDECLUSAGE_BLENDINDICES, 0));
    assert_eq!(els[3], e(0, 24, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_NORMAL, 0));
}

#[test]
fn fvf_five_betas_and_the_b2_colour_case_follow_d3d9() {
    let (els, stride) = from_fvf(D3DFVF_XYZB5).unwrap();
    assert_eq!(stride, 32);
    assert_eq!(els[1], e(0, 12, D3DDECLTYPE_FLOAT4, D3DDECLUSAGE_BLENDWEIGHT, 0));
    assert_eq!(els[2], e(0, 28, D3DDECLTYPE_FLOAT1, D3DDECLUSAGE_BLENDINDICES, 0));
    let (els, stride) = from_fvf(D3DFVF_XYZB2 | D3DFVF_LASTBETA_D3DCOLOR).unwrap();
    assert_eq!(stride, 20);
    assert_eq!(els[1], e(0, 12, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_BLENDWEIGHT, 0));
    assert_eq!(els[2], e(0, 16, D3DDECLTYPE_UBYTE4, D3DDECLUSAGE_BLENDINDICES, 0));
    let (els, _) = from_fvf(D3DFVF_XYZB1 | D3DFVF_LASTBETA_UBYTE4).unwrap();
    assert_eq!(els[1], e(0, 12, D3DDECLTYPE_UBYTE4, D3DDECLUSAGE_BLENDINDICES, 0));
    let (els, stride) = from_fvf(D3DFVF_XYZB4).unwrap();
    assert_eq!((els.len(), stride), (2, 28));
}

#[test]
fn bad_fvfs_are_refused() {
    assert_eq!(from_fvf(0x4000 | 0x0004), Err(DeclError::BadFvf(0x4004)));
    assert_eq!(fvf_stride(D3DFVF_XYZ), 12);
    assert_eq!(fvf_stride(0x400E | 0x0002 | 0x4000), 0);
}

#[test]
fn validation_catches_each_rule() {
    let ok = [
        e(0, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0),
        e(1, 0, D3DDECLTYPE_D3DCOLOR, D3DDECLUSAGE_COLOR, 0),
    ];
    assert_eq!(validate(&ok), Ok(()));
    assert!(matches!(
        validate(&[e(0, 0, 18, D3DDECLUSAGE_POSITION, 0)]),
        Err(DeclError::BadType { .. })
    ));
    assert!(matches!(
        validate(&[e(1, 16, D3DDECLTYPE_UNUSED, D3DDECLUSAGE_NORMAL, 0)]),
        Err(DeclError::UnusedType { index: 0 })
    ));
    assert!(matches!(
        validate(&[e(16, 0, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0)]),
        Err(DeclError::BadStream { .. })
    ));
    assert!(matches!(
        validate(&[e(0, 2, D3DDECLTYPE_FLOAT3, D3DDECLUSAGE_POSITION, 0)]),
        Err(DeclError::MisalignedOffset { .. })
    ));
    assert!(matches!(
        validate(&[e(0, 0, D3DDECLTYPE_FLOAT3, 14, 0)]),
        Err(DeclError::BadUsage { .. })
    ));
}

#[test]
fn every_decl_type_has_a_format() {
    for t in 0..=D3DDECLTYPE_FLOAT16_4 {
        let f = AttribFormat::from_decl_type(t).expect("type maps");
        assert!(f.size() >= 4 && f.size() <= 16);
        assert!((1..=4).contains(&f.components()));
    }
    assert_eq!(AttribFormat::from_decl_type(D3DDECLTYPE_UNUSED), None);
}
