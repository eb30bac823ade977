use super::*;
use std::hash::BuildHasher;

fn key(vs: u32) -> PipelineKey {
    PipelineKey {
        vs,
        ps: 0,
        vertex_layout: 0,
        fixed: FixedState::default(),
    }
}

fn wkey(vs: u32) -> KeyWords {
    key(vs).words()
}

#[test]
fn the_memo_answers_recent_keys_and_forgets_the_oldest() {
    let mut m = PipelineMemo::<u32>::default();
    let h = |k: &PipelineKey| foldhash::fast::FixedState::default().hash_one(k);
    assert_eq!(m.get(&wkey(1), h(&key(1))), None);
    for k in 0..PipelineMemo::<u32>::SIZE as u32 {
        m.put(wkey(k), h(&key(k)), k * 10);
    }
    assert_eq!(m.get(&wkey(0), h(&key(0))), Some(0), "the oldest is still there");
    // Key 0 was used last: the next put drops key 1 instead.
    m.put(wkey(99), h(&key(99)), 990);
    assert_eq!(m.get(&wkey(1), h(&key(1))), None);
    assert_eq!(m.get(&wkey(0), h(&key(0))), Some(0));
    assert_eq!(m.get(&wkey(99), h(&key(99))), Some(990));
    // A hash alone does not answer: the key must match too.
    assert_eq!(m.get(&wkey(5), h(&key(0))), None);
    assert_eq!((m.hits, m.calls), (3, 6));
}

#[test]
fn the_pipeline_map_takes_the_hash_given_and_tells_keys_apart_by_their_words() {
    let mut map: HashMap<HashedKey, u32, BuildHasherDefault<TakenHash>> = HashMap::default();
    // Two keys under one hash (a collision) stay two entries.
    let (a, b) = (
        HashedKey {
            hash: 7,
            words: wkey(1),
        },
        HashedKey {
            hash: 7,
            words: wkey(2),
        },
    );
    map.insert(a, 1);
    map.insert(b, 2);
    assert_eq!((map.get(&a), map.get(&b)), (Some(&1), Some(&2)));
    assert_eq!(
        map.get(&HashedKey {
            hash: 7,
            words: wkey(3)
        }),
        None
    );
    // The hasher hands the written hash on as it is.
    assert_eq!(BuildHasherDefault::<TakenHash>::default().hash_one(a), 7);
}
