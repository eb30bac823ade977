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
