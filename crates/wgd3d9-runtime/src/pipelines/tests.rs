use super::*;

fn key(vs: u32) -> PipelineKey {
    PipelineKey {
        vs,
        ps: 0,
        vertex_layout: 0,
        fixed: FixedState::default(),
    }
}

#[test]
fn the_memo_answers_recent_keys_and_forgets_the_oldest() {
    let mut m = PipelineMemo::<u32>::default();
    assert_eq!(m.get(&key(1)), None);
    for k in 0..PipelineMemo::<u32>::SIZE as u32 {
        m.put(key(k), k * 10);
    }
    assert_eq!(m.get(&key(0)), Some(0), "the oldest is still there");
    // Key 0 moved to the front: the next put drops key 1 instead.
    m.put(key(99), 990);
    assert_eq!(m.get(&key(1)), None);
    assert_eq!(m.get(&key(0)), Some(0));
    assert_eq!(m.get(&key(99)), Some(990));
    assert_eq!((m.hits, m.calls), (3, 5));
}
