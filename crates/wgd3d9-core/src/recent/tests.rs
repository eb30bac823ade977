use super::*;

#[test]
fn finds_what_was_put_and_nothing_else() {
    let mut r: Recent<(u32, u64), u32, 4> = Recent::default();
    assert_eq!(r.get(&(1, 2)), None);
    r.put((1, 2), 10);
    r.put((1, 3), 11);
    assert_eq!(r.get(&(1, 2)), Some(10));
    assert_eq!(r.get(&(1, 3)), Some(11));
    assert_eq!(r.get(&(2, 2)), None);
    assert_eq!(r.len(), 2);
}

#[test]
fn an_equal_key_replaces_its_value() {
    let mut r: Recent<u32, u32, 4> = Recent::default();
    r.put(7, 1);
    r.put(7, 2);
    assert_eq!(r.get(&7), Some(2));
    assert_eq!(r.len(), 1);
}

#[test]
fn when_full_the_least_recently_used_makes_room() {
    let mut r: Recent<u32, u32, 3> = Recent::default();
    r.put(1, 10);
    r.put(2, 20);
    r.put(3, 30);
    // 1 is used again, so 2 is now the least recently used.
    assert_eq!(r.get(&1), Some(10));
    r.put(4, 40);
    assert_eq!(r.len(), 3);
    assert_eq!(r.get(&2), None);
    assert_eq!(r.get(&1), Some(10));
    assert_eq!(r.get(&3), Some(30));
    assert_eq!(r.get(&4), Some(40));
}

#[test]
fn clear_forgets_every_entry() {
    let mut r: Recent<u32, u32, 3> = Recent::default();
    r.put(1, 10);
    r.put(2, 20);
    r.clear();
    assert!(r.is_empty());
    assert_eq!(r.get(&1), None);
    r.put(3, 30);
    assert_eq!(r.get(&3), Some(30));
}
