use super::*;

#[test]
fn records_round_trip_through_the_arena() {
    let mut rec = Recorder::new();
    rec.op(Op::RenderState, 7, 1);
    let verts = rec.data(&[1, 2, 3, 4, 5]);
    rec.op_with(
        Op::DrawUp,
        4,
        0,
        &DrawUp {
            primitive_count: 1,
            stride: 12,
            vertices: verts,
        },
    );
    rec.op_with_bytes(Op::CreateVertexDecl, 1, 9, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert!(!rec.is_empty());
    let mut arena = rec.take(FrameArena::new());
    let regions = arena.regions().to_vec();
    // SAFETY: the regions are the recorded bytes of the live arena.
    let recs: Vec<_> = unsafe { RecordIter::new(&regions) }.collect();
    assert_eq!(recs.len(), 3);
    assert_eq!((recs[0].op, recs[0].a, recs[0].b), (Op::RenderState, 7, 1));
    let d: DrawUp = recs[1].get();
    assert_eq!(d.stride, 12);
    // SAFETY: the payload was recorded into the live arena.
    assert_eq!(unsafe { d.vertices.bytes() }, &[1, 2, 3, 4, 5]);
    assert_eq!(recs[2].payload.len(), 16);
    assert_eq!(&recs[2].payload[..9], &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert!(rec.is_empty());
}

#[test]
fn many_records_cross_chunk_boundaries() {
    let mut rec = Recorder::new();
    // Under Miri fewer: still over two 64 KiB chunks.
    let n = if cfg!(miri) { 6_000 } else { 50_000u32 };
    for i in 0..n {
        rec.op_with(
            Op::Draw,
            4,
            i,
            &Draw {
                start_vertex: i,
                primitive_count: 2,
            },
        );
    }
    let mut arena = rec.take(FrameArena::new());
    let regions = arena.regions().to_vec();
    assert!(regions.len() > 1);
    // SAFETY: the regions are the recorded bytes of the live arena.
    for (i, r) in unsafe { RecordIter::new(&regions) }.enumerate() {
        assert_eq!(r.b, i as u32);
        assert_eq!(r.get::<Draw>().start_vertex, i as u32);
    }
}

#[test]
fn op_codes_decode() {
    assert_eq!(Op::from_u8(1), Some(Op::CreateBuffer));
    assert_eq!(Op::from_u8(27), Some(Op::SetMaterial));
    assert_eq!(Op::from_u8(0), None);
    assert_eq!(Op::from_u8(28), Some(Op::SetTextureLod));
    assert_eq!(Op::from_u8(31), Some(Op::ShaderConstants));
    assert_eq!(Op::from_u8(33), Some(Op::SetClipPlane));
    assert_eq!(Op::from_u8(34), Some(Op::FrameTimes));
    assert_eq!(Op::from_u8(35), Some(Op::SetStreamFreq));
    assert_eq!(Op::from_u8(36), Some(Op::Query));
    assert_eq!(Op::from_u8(37), Some(Op::AutoGenFilter));
    assert_eq!(Op::from_u8(38), Some(Op::SoftwareVertexProcessing));
    assert_eq!(Op::from_u8(39), Some(Op::TexturePalette));
    assert_eq!(Op::from_u8(40), Some(Op::RotateBackBuffers));
    assert_eq!(Op::from_u8(41), Some(Op::GammaRamp));
    assert_eq!(Op::from_u8(42), None);
}

#[test]
fn rect_intersection() {
    let a = Rect {
        left: 0,
        top: 0,
        right: 10,
        bottom: 10,
    };
    let b = Rect {
        left: 5,
        top: -5,
        right: 20,
        bottom: 7,
    };
    assert_eq!(
        a.intersect(&b),
        Rect {
            left: 5,
            top: 0,
            right: 10,
            bottom: 7
        }
    );
    assert!(Rect {
        left: 3,
        top: 0,
        right: 3,
        bottom: 5
    }
    .is_empty());
}

#[test]
fn surface_refs_pack_layer_and_mip() {
    let s = SurfaceRef::new(7, 5, 3);
    assert_eq!((s.id, s.layer(), s.mip()), (7, 5, 3));
    // A 2D surface's level is its mip level.
    let flat = SurfaceRef { id: 1, level: 4 };
    assert_eq!((flat.layer(), flat.mip()), (0, 4));
}

#[test]
fn truncated_or_unknown_records_end_the_iteration_with_a_reason() {
    let mut rec = Recorder::new();
    rec.op(Op::RenderState, 7, 1);
    rec.op_with(
        Op::Draw,
        4,
        2,
        &Draw {
            start_vertex: 0,
            primitive_count: 2,
        },
    );
    let mut arena = rec.take(FrameArena::new());
    let whole = arena.regions()[0];
    // SAFETY: the region is recorded bytes of the live arena.
    let bytes = unsafe { std::slice::from_raw_parts(whole.ptr, whole.len) }.to_vec();
    let iterate = |bytes: &[u8]| {
        let region = [Region {
            ptr: bytes.as_ptr(),
            len: bytes.len(),
        }];
        // SAFETY: the region is `bytes`, alive for the iteration.
        let mut it = unsafe { RecordIter::new(&region) };
        let ops: Vec<Op> = it.by_ref().map(|r| r.op).collect();
        (ops, it.corruption().map(str::to_owned))
    };
    assert_eq!(iterate(&bytes), (vec![Op::RenderState, Op::Draw], None));
    // Cut inside the second record's payload, then inside its header.
    let (ops, why) = iterate(&bytes[..bytes.len() - 4]);
    assert_eq!(ops, [Op::RenderState]);
    assert!(why.unwrap().contains("cut short"));
    let (ops, why) = iterate(&bytes[..12]);
    assert_eq!(ops, [Op::RenderState]);
    assert!(why.unwrap().contains("header cut short"));
    let mut unknown = bytes.clone();
    unknown[0] = 0xFF;
    let (ops, why) = iterate(&unknown);
    assert!(ops.is_empty());
    assert!(why.unwrap().contains("unknown op 255"));
}

#[test]
fn rect_union_and_blocks() {
    let r = |left, top, right, bottom| Rect {
        left,
        top,
        right,
        bottom,
    };
    assert_eq!(r(0, 0, 10, 10).union(&r(5, -5, 20, 7)), r(0, -5, 20, 10));
    assert_eq!(r(5, 6, 9, 13).to_blocks(4), r(4, 4, 12, 16));
    assert_eq!(r(4, 4, 8, 8).to_blocks(4), r(4, 4, 8, 8));
    assert_eq!(r(1, 2, 3, 4).to_blocks(1), r(1, 2, 3, 4));
}
