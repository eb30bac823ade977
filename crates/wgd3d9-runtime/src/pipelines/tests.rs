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
    let t = |vs: u32| memo_tag(&wkey(vs));
    assert_eq!(m.get(&wkey(1), t(1)), None);
    for k in 0..PipelineMemo::<u32>::SIZE as u32 {
        m.put(wkey(k), t(k), k * 10);
    }
    assert_eq!(m.get(&wkey(0), t(0)), Some(0), "the oldest is still there");
    // Key 0 was used last: the next put drops key 1 instead.
    m.put(wkey(99), t(99), 990);
    assert_eq!(m.get(&wkey(1), t(1)), None);
    assert_eq!(m.get(&wkey(0), t(0)), Some(0));
    assert_eq!(m.get(&wkey(99), t(99)), Some(990));
    // A tag alone does not answer: the key must match too.
    assert_eq!(m.get(&wkey(5), t(0)), None);
    assert_eq!((m.hits, m.calls), (3, 6));
}

#[test]
fn keys_sharing_a_memo_tag_are_told_apart_by_their_words() {
    // The tag folds each word rotated by seven bits a word further from
    // the end: a word moved one place earlier and rotated back folds alike.
    let x = 0x0123_4567_89AB_CDEF_u64;
    let mut a = [0; 12];
    a[0] = x;
    let mut b = [0; 12];
    b[1] = x.rotate_left(7);
    assert_eq!(memo_tag(&a), memo_tag(&b));
    let mut m = PipelineMemo::<u32>::default();
    m.put(a, memo_tag(&a), 1);
    assert_eq!(m.get(&b, memo_tag(&b)), None);
    m.put(b, memo_tag(&b), 2);
    assert_eq!(m.get(&a, memo_tag(&a)), Some(1));
    assert_eq!(m.get(&b, memo_tag(&b)), Some(2));
    assert_ne!(memo_tag(&wkey(1)), memo_tag(&wkey(2)));
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
