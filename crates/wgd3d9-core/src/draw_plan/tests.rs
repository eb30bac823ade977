use super::*;

fn extent(stride: u64, offset: u64, size: u64, attr_end: u64) -> StreamExtent {
    StreamExtent {
        stride,
        offset,
        size,
        attr_end,
    }
}

#[test]
fn a_stream_holds_the_vertices_whose_attributes_fit() {
    // 100 bytes, 16-byte vertices reading 12 bytes: vertices at 0..=84 fit.
    assert_eq!(stream_vertices(extent(16, 0, 100, 12), 2048), Ok(6));
    assert_eq!(stream_vertices(extent(16, 0, 96, 16), 2048), Ok(6));
    assert_eq!(stream_vertices(extent(16, 0, 95, 16), 2048), Ok(5));
    // A zero stride reads the first vertex for every index.
    assert_eq!(stream_vertices(extent(0, 0, 16, 16), 2048), Ok(u32::MAX));
}

#[test]
fn streams_the_gpu_cannot_read_are_refused_with_their_reason() {
    assert_eq!(
        stream_vertices(extent(4096, 0, 1 << 20, 16), 2048),
        Err(SkipReason::StrideTooLarge)
    );
    assert_eq!(
        stream_vertices(extent(18, 0, 100, 12), 2048),
        Err(SkipReason::UnalignedStream)
    );
    assert_eq!(
        stream_vertices(extent(16, 2, 100, 12), 2048),
        Err(SkipReason::UnalignedStream)
    );
    assert_eq!(
        stream_vertices(extent(16, 0, 8, 12), 2048),
        Err(SkipReason::BufferSmallerThanVertex)
    );
}

#[test]
fn vertex_ranges_past_the_data_are_left_out() {
    assert_eq!(vertex_range(0, 6, 6, false), Ok(()));
    assert_eq!(vertex_range(1, 6, 6, false), Err(SkipReason::PastVertexBuffer));
    assert_eq!(vertex_range(0, 7, 6, true), Err(SkipReason::TooLittleUserData));
    assert_eq!(
        vertex_range(u32::MAX, 2, 1000, false),
        Err(SkipReason::PastVertexBuffer)
    );
    // A zero-stride stream (u32::MAX vertices) backs any range.
    assert_eq!(vertex_range(u32::MAX, 2, u32::MAX, false), Ok(()));
}

#[test]
fn index_ranges_are_checked_in_bytes_of_the_index_size() {
    assert_eq!(index_range(0, 3, 2, 6), Ok(()));
    assert_eq!(index_range(1, 3, 2, 6), Err(SkipReason::PastIndexBuffer));
    assert_eq!(index_range(0, 3, 4, 8), Err(SkipReason::PastIndexBuffer));
    assert_eq!(index_range(u32::MAX, u32::MAX, 4, u64::MAX), Ok(()));
}

#[test]
fn point_runs_group_consecutive_vertices_and_drop_those_out_of_range() {
    let idx: Vec<u8> = [0u16, 1, 2, 7, 8, 3, 100]
        .iter()
        .flat_map(|i| i.to_le_bytes())
        .collect();
    assert_eq!(point_runs(&idx, 2, 7, 0, 10), vec![0..3, 7..9, 3..4]);
    assert_eq!(point_runs(&idx, 2, 7, -1, 10), vec![0..2, 6..8, 2..3]);
    assert_eq!(point_runs(&idx, 2, 3, 0, 2), vec![0..2]);
}

#[test]
fn state_changes_invalidate_what_derives_from_them() {
    use dirty::*;
    assert_eq!(render_state_invalidates(D3DRS_ALPHAREF), PS_STATE_REGS);
    assert_eq!(render_state_invalidates(D3DRS_TEXTUREFACTOR), PS_STATE_REGS);
    assert_eq!(render_state_invalidates(D3DRS_FOGSTART), PS_CONSTS | VS_CONSTS);
    assert_eq!(render_state_invalidates(D3DRS_STENCILREF), 0);
    assert_eq!(render_state_invalidates(D3DRS_LIGHTING), PIPELINE | VERTEX_INPUT);
    assert_eq!(render_state_invalidates(D3DRS_CULLMODE), 0);
    assert_eq!(render_state_invalidates(D3DRS_FILLMODE), 0);
    assert_eq!(render_state_invalidates(D3DRS_ALPHABLENDENABLE), BLEND);
    assert_eq!(render_state_invalidates(D3DRS_COLORWRITEENABLE3), BLEND);
    assert_eq!(render_state_invalidates(D3DRS_ZWRITEENABLE), PIPELINE);
    assert_ne!(render_state_invalidates(D3DRS_POINTSIZE) & VERTEX_INPUT, 0);
    assert_eq!(texture_stage_invalidates(D3DTSS_CONSTANT), PS_CONSTS);
    assert_eq!(texture_stage_invalidates(D3DTSS_COLOROP), PIPELINE | PS_KEY);
    assert_ne!(texture_stage_invalidates(D3DTSS_TEXTURETRANSFORMFLAGS) & PS_KEY, 0);
}
