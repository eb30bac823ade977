use super::*;
use wgd3d9_core::format::GpuFormat;

#[test]
fn recipes_survive_their_encoding() {
    let r = PipelineRecipe {
        vs: ModuleRecipe::ShaderVertex {
            shader: 0x1234_5678_9abc_def0_1122_3344_5566_7788,
            inputs: std::array::from_fn(|i| {
                [Some(AttribFormat::Float3), None, Some(AttribFormat::Float2)]
                    .get(i)
                    .copied()
                    .flatten()
            }),
            ps_inputs: 5,
            ps_centroid: 4,
            flat: true,
            points: 1,
            clip_planes: 3,
            software: false,
        },
        ps: ModuleRecipe::FfPixel {
            key: FfPixelKey::default(),
            sampler_reads: 0x4_0031,
        },
        vertex_layout: VertexLayoutKey::default(),
        fixed: FixedState {
            color_formats: [Some(GpuFormat::Bgra8Unorm), None, None, None],
            texture_dims: TextureDims(9),
            ..FixedState::default()
        },
    };
    let bytes = postcard::to_stdvec(&r).unwrap();
    assert_eq!(postcard::from_bytes::<PipelineRecipe>(&bytes).unwrap(), r);
    // A cut record does not decode.
    assert!(postcard::from_bytes::<PipelineRecipe>(&bytes[..bytes.len() / 2]).is_err());
    // Damaged records (they pass the container's checksum only if
    // written so) decode to an error or to some recipe, never a panic.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..20_000 {
        let mut b = bytes.clone();
        for _ in 0..1 + seed % 4 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let i = (seed as usize >> 8) % b.len();
            b[i] = (seed >> 32) as u8;
        }
        let _ = postcard::from_bytes::<PipelineRecipe>(&b);
    }
}
