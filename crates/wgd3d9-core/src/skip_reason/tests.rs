use super::*;

#[test]
fn each_reason_is_new_once() {
    let seen = SkipReasons::new();
    assert!(seen.insert(SkipReason::NoRenderTarget));
    assert!(seen.insert(SkipReason::PastIndexBuffer));
    assert!(!seen.insert(SkipReason::NoRenderTarget));
    assert!(!seen.insert(SkipReason::PastIndexBuffer));
    assert!(seen.insert(SkipReason::SamplerOutOfSlots));
}

#[test]
fn every_reason_has_its_own_bit_and_a_sentence() {
    let all = [
        SkipReason::NoRenderTarget,
        SkipReason::NoVertexDeclaration,
        SkipReason::StreamWithoutBuffer,
        SkipReason::StrideTooLarge,
        SkipReason::UnalignedStream,
        SkipReason::BufferSmallerThanVertex,
        SkipReason::IndexedPointsWithoutCpuIndices,
        SkipReason::PastVertexBuffer,
        SkipReason::TooLittleUserData,
        SkipReason::PastIndexBuffer,
        SkipReason::PipelineFailed,
        SkipReason::SamplerOutOfSlots,
    ];
    let seen = SkipReasons::new();
    for r in all {
        assert!((r as u8) < 32);
        assert!(seen.insert(r), "{r:?} shares a bit");
        assert!(!r.to_string().is_empty());
    }
}
