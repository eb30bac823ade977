use super::*;

fn settings(pairs: &[(usize, u32)]) -> [u32; 16] {
    let mut s = [1; 16];
    for &(i, v) in pairs {
        s[i] = v;
    }
    s
}

#[test]
fn instance_data_streams_have_their_divisor() {
    assert_eq!(divisor(1), None);
    assert_eq!(divisor(INDEXED_DATA | 4), None);
    assert_eq!(divisor(INSTANCE_DATA | 1), Some(1));
    assert_eq!(divisor(INSTANCE_DATA | 3), Some(3));
    // INSTANCEDATA | 0 is accepted by SetStreamSourceFreq; it steps as 1.
    assert_eq!(divisor(INSTANCE_DATA), Some(1));
    let s = settings(&[(0, INDEXED_DATA | 4), (2, INSTANCE_DATA | 1), (5, INSTANCE_DATA | 2)]);
    assert_eq!(instance_streams(&s), 0b10_0100);
    assert_eq!(held_streams(&s), 0b10_0000);
}

/// The instance count of an indexed draw with these stream settings.
fn count(settings: &[u32; 16]) -> u32 {
    instance_count(settings[0], instance_streams(settings))
}

#[test]
fn the_instance_count_is_stream_zeros_value_once_instancing_is_in_use() {
    // Defaults: one instance.
    assert_eq!(count(&[1; 16]), 1);
    // A plain frequency on stream 0 without instance data is not instancing.
    assert_eq!(count(&settings(&[(0, 3)])), 1);
    assert_eq!(count(&settings(&[(0, INDEXED_DATA | 4)])), 4);
    // Stream 0 need not be read (stream_test cases 12-15), nor flagged.
    assert_eq!(count(&settings(&[(0, 3), (1, INSTANCE_DATA | 1)])), 3);
    // INDEXEDDATA | 0 draws nothing.
    assert_eq!(count(&settings(&[(0, INDEXED_DATA), (1, INSTANCE_DATA | 1)])), 0);
}

#[test]
fn runs_end_where_a_held_stream_advances() {
    assert_eq!(instance_runs(7, &[3]), vec![0..3, 3..6, 6..7]);
    // No held stream: one run.
    assert_eq!(instance_runs(7, &[]), vec![0..7]);
    assert_eq!(instance_runs(0, &[3]), Vec::<Range<u32>>::new());
    // Two divisors: boundaries of both.
    assert_eq!(instance_runs(7, &[2, 3]), vec![0..2, 2..3, 3..4, 4..6, 6..7]);
}

#[test]
fn instance_data_must_hold_the_last_instances_element() {
    assert!(instances_fit(4, 1, 4));
    assert!(!instances_fit(5, 1, 4));
    assert!(instances_fit(8, 2, 4));
    assert!(!instances_fit(9, 2, 4));
    assert!(instances_fit(0, 1, 0));
    assert!(instances_fit(u32::MAX, u32::MAX, 1));
}

#[test]
fn inst_in_the_point_size_is_the_instancing_switch() {
    let inst = u32::from_le_bytes(*b"INST");
    assert!(is_instancing_switch(wgd3d9_types::D3DRS_POINTSIZE, inst));
    assert!(!is_instancing_switch(wgd3d9_types::D3DRS_POINTSIZE, 1.0f32.to_bits()));
    assert!(!is_instancing_switch(wgd3d9_types::D3DRS_POINTSIZE_MIN, inst));
}
