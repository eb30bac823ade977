use super::*;
use std::path::PathBuf;

/// A fresh path in the system's temporary directory, removed on drop.
struct TempPath(PathBuf);

impl TempPath {
    fn new(name: &str) -> TempPath {
        let unique = format!(
            "wgd3d9-cache-test-{}-{}-{:?}",
            name,
            std::process::id(),
            std::thread::current().id()
        );
        let dir = std::env::temp_dir().join(unique);
        let _ = std::fs::remove_dir_all(&dir);
        TempPath(dir.join("app.cache"))
    }
}

impl Drop for TempPath {
    fn drop(&mut self) {
        if let Some(dir) = self.0.parent() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

const SCHEMA: u32 = 7;

fn file_bytes(p: &Path) -> Vec<u8> {
    std::fs::read(p).expect("read the cache file")
}

#[test]
fn records_round_trip_across_opens() {
    let p = TempPath::new("round_trip");
    let (mut c, opened) = CacheFile::open(&p.0, SCHEMA).expect("open");
    assert!(opened.reset && opened.records.is_empty(), "a new file starts empty");
    c.append(1, b"module bytes").expect("append");
    c.append(2, &[]).expect("an empty payload");
    c.append(1, &[0xAB; 1000]).expect("append");
    drop(c);
    let (_, opened) = CacheFile::open(&p.0, SCHEMA).expect("reopen");
    assert!(!opened.reset);
    assert_eq!(opened.dropped, 0);
    assert_eq!(
        opened.records,
        vec![(1, b"module bytes".to_vec()), (2, vec![]), (1, vec![0xAB; 1000])]
    );
}

#[test]
fn a_truncated_record_is_dropped_and_the_file_cut_back() {
    let p = TempPath::new("truncated");
    let (mut c, _) = CacheFile::open(&p.0, SCHEMA).expect("open");
    c.append(1, b"first").expect("append");
    c.append(1, b"second record").expect("append");
    drop(c);
    let full = file_bytes(&p.0);
    let first_end = HEADER_LEN + RECORD_HEADER_LEN + 5;
    // Cut inside the second record's payload, then inside its header.
    for cut in [full.len() - 3, first_end + 7] {
        std::fs::write(&p.0, &full[..cut]).expect("write");
        let (mut c, opened) = CacheFile::open(&p.0, SCHEMA).expect("open");
        assert_eq!(opened.records, vec![(1, b"first".to_vec())]);
        assert_eq!(opened.dropped, (cut - first_end) as u64);
        assert_eq!(file_bytes(&p.0).len(), first_end, "the bad tail is cut off");
        // Appends continue after the valid records.
        c.append(3, b"after").expect("append");
        drop(c);
        let (_, opened) = CacheFile::open(&p.0, SCHEMA).expect("open");
        assert_eq!(opened.records, vec![(1, b"first".to_vec()), (3, b"after".to_vec())]);
        std::fs::write(&p.0, &full).expect("restore");
    }
}

#[test]
fn a_corrupt_record_ends_the_valid_part() {
    let p = TempPath::new("corrupt");
    let (mut c, _) = CacheFile::open(&p.0, SCHEMA).expect("open");
    for i in 0..4u8 {
        c.append(i, &[i; 32]).expect("append");
    }
    drop(c);
    let mut bytes = file_bytes(&p.0);
    // Flip a payload byte of the third record.
    let third = HEADER_LEN + 2 * (RECORD_HEADER_LEN + 32);
    bytes[third + RECORD_HEADER_LEN + 5] ^= 0x40;
    std::fs::write(&p.0, &bytes).expect("write");
    let (_, opened) = CacheFile::open(&p.0, SCHEMA).expect("open");
    assert_eq!(opened.records, vec![(0, vec![0; 32]), (1, vec![1; 32])]);
    assert_eq!(opened.dropped, 2 * (RECORD_HEADER_LEN + 32) as u64);
    // A length past the limit is corruption too.
    let mut bytes = file_bytes(&p.0);
    bytes.extend_from_slice(&encode_record(9, b"x"));
    let at = bytes.len() - RECORD_HEADER_LEN - 1;
    bytes[at..at + 4].copy_from_slice(&u32::MAX.to_le_bytes());
    assert_eq!(parse(&bytes, SCHEMA).records.len(), 2);
}

#[test]
fn another_version_or_a_foreign_file_starts_again() {
    let p = TempPath::new("version");
    let (mut c, _) = CacheFile::open(&p.0, SCHEMA).expect("open");
    c.append(1, b"old schema").expect("append");
    drop(c);
    let (mut c, opened) = CacheFile::open(&p.0, SCHEMA + 1).expect("open");
    assert!(opened.reset && opened.records.is_empty());
    assert!(opened.dropped > 0);
    assert_eq!(file_bytes(&p.0), header(SCHEMA + 1), "the file is started again");
    c.append(1, b"new").expect("append");
    drop(c);
    std::fs::write(&p.0, b"not a cache file at all, just some text").expect("write");
    let (_, opened) = CacheFile::open(&p.0, SCHEMA).expect("open");
    assert!(opened.reset && opened.records.is_empty());
    // The container version is checked as well as the schema.
    let mut h = header(SCHEMA);
    h[8] ^= 1;
    assert!(!parse(&h, SCHEMA).header_ok);
}

#[test]
fn an_append_to_a_file_another_process_restarted_is_refused() {
    let p = TempPath::new("restarted");
    let (mut old, _) = CacheFile::open(&p.0, SCHEMA).expect("open");
    let (_new, _) = CacheFile::open(&p.0, SCHEMA + 1).expect("open with another schema");
    assert!(old.append(1, b"stale").is_err());
    assert!(CacheFile::open(&p.0, SCHEMA + 1).expect("open").1.records.is_empty());
}

#[test]
fn concurrent_appends_never_interleave() {
    let p = TempPath::new("concurrent");
    CacheFile::open(&p.0, SCHEMA).expect("create");
    let threads: Vec<_> = (0..4u8)
        .map(|t| {
            let path = p.0.clone();
            std::thread::spawn(move || {
                // Each thread has its own open file, as another process would.
                let (mut c, _) = CacheFile::open(&path, SCHEMA).expect("open");
                for i in 0..50u32 {
                    let payload: Vec<u8> = (0..(100 + i * 37) as usize).map(|k| (k as u8) ^ t).collect();
                    c.append(t, &payload).expect("append");
                }
            })
        })
        .collect();
    for th in threads {
        th.join().expect("appender");
    }
    let (_, opened) = CacheFile::open(&p.0, SCHEMA).expect("open");
    assert_eq!(opened.dropped, 0);
    assert_eq!(opened.records.len(), 200, "every record whole and valid");
    for t in 0..4u8 {
        let mine: Vec<&Vec<u8>> = opened.records.iter().filter(|(k, _)| *k == t).map(|(_, p)| p).collect();
        assert_eq!(mine.len(), 50);
        for (i, payload) in mine.iter().enumerate() {
            assert_eq!(payload.len(), 100 + i * 37, "each writer's records in its order");
            assert!(payload.iter().enumerate().all(|(k, &b)| b == (k as u8) ^ t));
        }
    }
}

#[test]
fn parsing_arbitrary_bytes_never_panics() {
    // A deterministic sweep of mutations of a valid file.
    let mut valid = header(SCHEMA).to_vec();
    for i in 0..5u8 {
        valid.extend_from_slice(&encode_record(i, &vec![i; i as usize * 3]));
    }
    assert_eq!(parse(&valid, SCHEMA).records.len(), 5);
    let mut x = 0x9E37_79B9u32;
    for _ in 0..2000 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let mut bytes = valid.clone();
        let at = x as usize % bytes.len();
        bytes[at] = (x >> 8) as u8;
        bytes.truncate(bytes.len() - (x as usize >> 16) % 8);
        let parsed = parse(&bytes, SCHEMA);
        assert!(parsed.valid_len <= bytes.len());
        assert!(parsed.records.iter().all(|(_, r)| r.end <= parsed.valid_len));
    }
}
