use super::*;

#[test]
fn describe_lists_what_differs_and_reads_back() {
    assert_eq!(Config::default().describe(), "defaults");
    let mut c = Config::default();
    assert!(c
        .apply("shader.asyncCompile = off; cache.dir = /tmp/c; debug.loseDeviceAtPresent=3")
        .is_empty());
    let text = c.describe();
    assert_eq!(
        text,
        "shader.asyncCompile=off; cache.dir=/tmp/c; debug.loseDeviceAtPresent=3"
    );
    let mut again = Config::default();
    assert!(again.apply(&text).is_empty());
    assert_eq!(again, c);
}

#[test]
fn entries_override_defaults_and_problems_are_reported() {
    let mut c = Config::default();
    let problems = c.apply(
        "# a comment\nshader.asyncCompile = off\n SHADER.COMPILETHREADS=3 ; cache.dir = /tmp/x # here\n\
         cache.enabled = maybe\nno.such = 1\njunk",
    );
    assert!(!c.async_compile);
    assert_eq!(c.compile_threads, 3);
    assert_eq!(c.cache_dir, Some(PathBuf::from("/tmp/x")));
    assert!(c.cache_enabled, "a bad value leaves the option as it was");
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems[0].starts_with("line 4: "), "{problems:?}");
    assert!(problems[2].starts_with("line 6: "), "{problems:?}");
}

#[test]
fn the_debug_options_take_numbers() {
    let mut c = Config::default();
    assert_eq!(c.debug_lose_device_at_present, 0, "never, by default");
    let problems = c.apply("debug.loseDeviceAtPresent = 3; debug.buildDelayMs = 5; debug.loseDeviceAtPresent = x");
    assert_eq!((c.debug_lose_device_at_present, c.debug_build_delay_ms), (3, 5));
    assert_eq!(problems.len(), 1, "{problems:?}");
}

#[test]
fn worker_count_follows_the_cores() {
    let c = Config::default();
    assert_eq!(c.workers(1), 1);
    assert_eq!(c.workers(2), 1);
    assert_eq!(c.workers(3), 2);
    assert_eq!(c.workers(64), 4);
    let c = Config {
        compile_threads: 7,
        ..Config::default()
    };
    assert_eq!(c.workers(2), 7);
}

#[test]
fn the_display_and_present_options() {
    let mut c = Config::default();
    assert!(!c.borderless);
    assert_eq!((c.max_frame_rate, c.present_interval), (0, None));
    let problems = c.apply("display.borderless = on; present.maxFrameRate = 60; present.interval = Immediate");
    assert!(problems.is_empty(), "{problems:?}");
    assert!(c.borderless);
    assert_eq!(c.max_frame_rate, 60);
    assert_eq!(c.present_interval, Some(0x8000_0000));
    assert_eq!(
        c.describe(),
        "display.borderless=on; present.maxFrameRate=60; present.interval=immediate"
    );
    assert_eq!(c.apply("present.interval = five").len(), 1);
    assert_eq!(c.present_interval, Some(0x8000_0000), "a bad value changes nothing");
    assert!(c.apply("present.interval = two").is_empty());
    assert_eq!(c.present_interval, Some(2));
    assert!(c.apply("present.interval = app").is_empty());
    assert_eq!(c.present_interval, None);
}

#[test]
fn the_adapter_and_texture_overrides() {
    let mut c = Config::default();
    let problems = c.apply(
        "adapter.vendorId = 0x10DE; adapter.deviceId = 1234; adapter.description = GeForce 8800 GT\n\
         adapter.memoryMiB = 512; present.maxFrameLatency = 1\n\
         texture.anisotropy = 16; texture.lodBias = -0.5; texture.clampNegativeLodBias = on",
    );
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!((c.vendor_id, c.device_id), (Some(0x10DE), Some(1234)));
    assert_eq!(c.adapter_description.as_deref(), Some("GeForce 8800 GT"));
    assert_eq!((c.memory_mib, c.max_frame_latency, c.anisotropy), (512, 1, 16));
    assert_eq!(c.lod_bias, -0.5);
    assert!(c.clamp_negative_lod_bias);
    let mut again = Config::default();
    assert!(again.apply(&c.describe()).is_empty(), "{}", c.describe());
    assert_eq!(again, c);
    // Out of range: reported, left as they were.
    let problems = c.apply(
        "adapter.vendorId = 0x12345\nadapter.memoryMiB = 4096\ntexture.anisotropy = 17\n\
         texture.lodBias = nan\npresent.maxFrameLatency = 17\nadapter.vendorId =",
    );
    assert_eq!(problems.len(), 5, "{problems:?}");
    assert_eq!(
        (c.vendor_id, c.memory_mib, c.anisotropy, c.max_frame_latency),
        (None, 512, 16, 1)
    );
    assert_eq!(c.lod_bias, -0.5);
}

#[test]
fn the_sample_lists_every_option_with_its_default() {
    let sample = include_str!("../../../../docs/wgd3d9.conf.sample");
    let mut c = Config::default();
    assert!(c.apply(sample).is_empty());
    assert_eq!(c, Config::default(), "the sample shows the defaults");
    let mut every = Config::default();
    let changed = "shader.asyncCompile=off; shader.compileThreads=2; cache.enabled=off; cache.dir=/x; \
                   cache.prewarmMs=1; debug.buildDelayMs=1; debug.loseDeviceAtPresent=1; display.borderless=on; \
                   present.maxFrameRate=30; present.interval=two; present.maxFrameLatency=1; present.msaa=4; adapter.vendorId=1; \
                   adapter.deviceId=1; adapter.description=x; adapter.gpu=y; adapter.memoryMiB=1; texture.anisotropy=2; \
                   texture.lodBias=1; texture.clampNegativeLodBias=on; hud=fps,memory; hud.scale=2; \
                   debug.captureAtPresent=3; debug.captureDir=/c; debug.dumpShaders=/d; debug.validation=on; memory.keepFreedHeap=off";
    assert!(every.apply(changed).is_empty());
    let described = every.describe();
    for entry in described.split("; ") {
        let key = entry.split('=').next().unwrap();
        assert!(sample.contains(&format!("\n{key} =")), "the sample lacks {key}");
    }
    assert_eq!(described.split("; ").count(), changed.split(';').count());
}

#[test]
fn patterns_match_file_names_with_wildcards_ignoring_case() {
    assert!(glob_matches("hl2.exe", "HL2.EXE"));
    assert!(glob_matches("Fallout*.exe", "FalloutNV.exe"));
    assert!(glob_matches("*", "anything"));
    assert!(glob_matches("game?.exe", "game2.exe"));
    assert!(glob_matches("*a*b*", "xxaxxbxx"));
    assert!(!glob_matches("game?.exe", "game.exe"));
    assert!(!glob_matches("hl2.exe", "hl2.exe.bak"));
    assert!(!glob_matches("*.exe", "mygame"));
}

#[test]
fn program_sections_apply_to_their_programs_only() {
    let text = "present.maxFrameRate = 60\n\
                [FalloutNV.exe]\n\
                present.maxFrameRate = 30 ; texture.anisotropy = 16\n\
                [other*.exe]\n\
                present.maxFrameRate = 10\n\
                bad.key = 1\n";
    let mut c = Config::default();
    let problems = c.apply_for(text, "falloutnv.exe");
    assert_eq!((c.max_frame_rate, c.anisotropy), (30, 16));
    // Another program's section is checked, not applied.
    assert_eq!(problems, ["line 6: unknown option `bad.key`"]);
    let mut c = Config::default();
    c.apply_for(text, "hl2.exe");
    assert_eq!((c.max_frame_rate, c.anisotropy), (60, 0));
    let mut c = Config::default();
    c.apply(text);
    assert_eq!(c.max_frame_rate, 60, "without a program, no section applies");
}

#[test]
fn hud_items_and_scale() {
    let mut c = Config::default();
    assert!(c.apply("hud = fps, frametimes; hud.scale = 3").is_empty());
    assert_eq!(
        (c.hud, c.hud_scale),
        (crate::hud::item::FPS | crate::hud::item::FRAMETIMES, 3)
    );
    assert!(c.apply("hud = full").is_empty());
    assert_eq!(c.hud, crate::hud::item::ALL);
    let problems = c.apply("hud = fps,nothing\nhud.scale = 9");
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert_eq!(
        (c.hud, c.hud_scale),
        (crate::hud::item::ALL, 3),
        "bad values change nothing"
    );
}
