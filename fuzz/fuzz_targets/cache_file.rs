//! Fuzzes the persistent cache container's parser with untrusted bytes: it
//! must never panic, and what it accepts must lie inside the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wgd3d9_core::cache_file::{parse, HEADER_LEN};

fuzz_target!(|data: &[u8]| {
    // Schema 1, and whatever schema the input's own header names, so that
    // the record parser is reached.
    let own = data.get(12..16).map_or(1, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    for schema in [1, own] {
        let parsed = parse(data, schema);
        assert!(parsed.valid_len <= data.len());
        if parsed.header_ok {
            assert!(parsed.valid_len >= HEADER_LEN);
        }
        let mut end = HEADER_LEN;
        for (_, r) in &parsed.records {
            assert!(r.start >= end && r.end <= parsed.valid_len);
            end = r.end;
        }
    }
});
