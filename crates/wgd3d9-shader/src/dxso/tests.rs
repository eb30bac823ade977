use super::*;

#[test]
fn decodes_the_shader_models_d3d9_accepts() {
    assert_eq!(
        Version::decode(0xFFFE_0101),
        Some(Version {
            stage: Stage::Vertex,
            major: 1,
            minor: 1
        })
    );
    assert_eq!(Version::decode(0xFFFF_0104).map(|v| v.minor), Some(4));
    assert!(Version::decode(0xFFFE_0300).is_some() && Version::decode(0xFFFF_0201).is_some());
    for bad in [
        0xFFFE_0100,
        0xFFFE_0104,
        0xFFFF_0100,
        0xFFFF_0105,
        0xFFFE_0400,
        0xFFFF_0301,
        0x0001_0101,
        0,
    ] {
        assert_eq!(Version::decode(bad), None, "{bad:#x}");
    }
}

#[test]
fn frames_shader_model_1_with_def_and_comment() {
    // ps_1_1; comment of 2 tokens whose payload looks like an end token;
    // def c0 with a float whose bits equal the end token; tex t0; end.
    let tokens = [
        0xFFFF_0101,
        0x0002_FFFE,
        END,
        END,
        0x0000_0051,
        0xA00F_0000,
        END,
        0,
        0,
        0,
        0x0000_0042,
        0xB00F_0000,
        END,
    ];
    assert_eq!(frame_slice(&tokens).map(|(_, n)| n), Ok(13));
}

#[test]
fn frames_shader_model_2_by_instruction_length() {
    // vs_2_0; mov (length 2) whose second parameter equals the end token; end.
    let tokens = [0xFFFE_0200, 0x0200_0001, 0x800F_0000, END, END];
    assert_eq!(frame_slice(&tokens).map(|(_, n)| n), Ok(5));
}

#[test]
fn rejects_truncated_streams_and_bad_versions() {
    assert_eq!(frame_slice(&[]), Err(FramingError::Truncated));
    assert_eq!(
        frame_slice(&[0x1234_5678, END]),
        Err(FramingError::BadVersion(0x1234_5678))
    );
    assert_eq!(frame_slice(&[0xFFFE_0101, 0x0000_0001]), Err(FramingError::NoEnd(2)));
    // A comment claiming more tokens than there are.
    assert_eq!(
        frame_slice(&[0xFFFE_0101, 0x7FFF_FFFE, END]),
        Err(FramingError::Truncated)
    );
}

#[test]
fn never_reads_past_the_bound() {
    // Every prefix of a valid stream, and random garbage, is handled without panicking.
    let tokens = [0xFFFF_0200u32, 0x0300_0042, 1, 2, 3, 0x0001_FFFE, 9, END];
    for n in 0..tokens.len() {
        let _ = frame_slice(&tokens[..n]);
    }
    let mut x = 0x9E37_79B9u32;
    for _ in 0..2000 {
        let garbage: Vec<u32> = (0..16)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x
            })
            .collect();
        let mut with_version = garbage.clone();
        with_version[0] = 0xFFFE_0300;
        let _ = frame_slice(&garbage);
        let _ = frame_slice(&with_version);
    }
}
