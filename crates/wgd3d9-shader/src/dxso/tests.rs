use super::*;

#[test]
fn decodes_the_shader_models_d3d9_accepts() {
    assert_eq!(
        Version::decode(0xFFFE_0101),
        Some(Version {
            stage: ShaderKind::Vertex,
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
    // ps_1_1; comment of 2 tokens; def c0 with four raw floats; tex t0; end.
    let tokens = [
        0xFFFF_0101,
        0x0002_FFFE,
        0x4354_4142,
        0x0000_001C,
        0x0000_0051,
        0xA00F_0000,
        0x3F80_0000,
        0,
        0xFFFF_FFFF,
        0,
        0x0000_0042,
        0xB00F_0000,
        END,
    ];
    assert_eq!(frame_slice(&tokens).map(|(_, n)| n), Ok(13));
}

#[test]
fn frames_shader_model_2_by_instruction_length() {
    // vs_2_0; mov (length 2); end.
    let tokens = [0xFFFE_0200, 0x0200_0001, 0x800F_0000, 0x90E4_0000, END];
    assert_eq!(frame_slice(&tokens).map(|(_, n)| n), Ok(5));
}

#[test]
fn an_end_token_inside_a_comment_or_instruction_is_an_error() {
    // A comment whose payload holds the end token.
    let comment = [0xFFFF_0101, 0x0002_FFFE, END, END];
    assert_eq!(frame_slice(&comment), Err(FramingError::EndInside { offset: 2 }));
    // A shader model 1 def whose constant's bits equal the end token.
    let def = [0xFFFF_0101, 0x0000_0051, 0xA00F_0000, END, 0, 0, 0, END];
    assert_eq!(frame_slice(&def), Err(FramingError::EndInside { offset: 3 }));
    // A shader model 2 instruction whose length reaches over the end token.
    let sm2 = [0xFFFE_0200, 0x0200_0001, 0x800F_0000, END, END];
    assert_eq!(frame_slice(&sm2), Err(FramingError::EndInside { offset: 3 }));
    // The stream found crashing a process: the length field of 0xffff0200
    // claims 15 operand tokens and only the end token follows.
    assert_eq!(
        frame_slice(&[0xFFFF_0200, 0xFFFF_0200, END]),
        Err(FramingError::EndInside { offset: 2 })
    );
}

#[test]
fn never_reads_past_the_first_end_token() {
    // Random streams with the end token planted: the walk's furthest read is
    // the first end token, whatever the length fields say.
    let mut x = 0x2545_F491u32;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    };
    for round in 0..20_000 {
        let len = 2 + (next() % 24) as usize;
        let mut tokens: Vec<u32> = (0..len).map(|_| next()).collect();
        tokens[0] = [0xFFFE_0101, 0xFFFF_0104, 0xFFFE_0200, 0xFFFF_0300][round % 4];
        let end_at = 1 + (next() as usize % (len - 1));
        tokens[end_at] = END;
        let first_end = tokens.iter().position(|&t| t == END).expect("planted");
        let furthest = std::cell::Cell::new(0);
        let _ = frame(|i| {
            furthest.set(furthest.get().max(i));
            tokens.get(i).copied()
        });
        assert!(
            furthest.get() <= first_end,
            "{tokens:08x?} read token {}",
            furthest.get()
        );
    }
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
        frame_slice(&[0xFFFE_0101, 0x7FFF_FFFE, 1, 2]),
        Err(FramingError::Truncated)
    );
    assert_eq!(
        frame_slice(&[0xFFFE_0101, 0x7FFF_FFFE, END]),
        Err(FramingError::EndInside { offset: 2 })
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
