use super::*;
use wgd3d9_core::hud::{item, pack};

fn frame(ms: u64, draws: u64) -> HudFigures {
    HudFigures {
        frame_ns: ms * 1_000_000,
        draws,
        ..Default::default()
    }
}

#[test]
fn no_items_is_no_hud() {
    assert!(Hud::new(0, "gpu").is_none());
    assert!(Hud::new(pack(0, 3), "gpu").is_none());
    assert_eq!(Hud::new(pack(item::FPS, 3), "gpu").unwrap().scale(480), 3);
    assert_eq!(Hud::new(pack(item::FPS, 0), "gpu").unwrap().scale(2160), 2);
}

#[test]
fn text_is_drawn_from_the_bitmap_font() {
    let mut c = Canvas::new(16, 8, canvas::BACKGROUND, vec![1; 3]);
    c.text(0, 0, "A?", canvas::TEXT);
    let img = c.into_image();
    for (i, ch) in ['A', '?'].into_iter().enumerate() {
        let glyph = font8x8::legacy::BASIC_LEGACY[ch as usize];
        for y in 0..8 {
            for x in 0..8 {
                let on = glyph[y as usize] >> x & 1 != 0;
                let want = if on { canvas::TEXT } else { canvas::BACKGROUND };
                assert_eq!(img.pixel(i as u32 * 8 + x, y), want, "{ch} at ({x}, {y})");
            }
        }
    }
}

#[test]
fn figures_are_averaged_over_half_a_second() {
    let mut hud = Hud::new(pack(item::FPS | item::DRAWS, 1), "gpu").unwrap();
    let t0 = Instant::now();
    // Until the first half second has passed, the running averages.
    hud.frame(frame(20, 100), t0);
    assert_eq!(hud.lines().0, ["50.0 fps  20.00 ms"]);
    hud.frame(frame(40, 200), t0 + Duration::from_millis(40));
    assert_eq!(hud.lines().0, ["33.3 fps  30.00 ms"]);
    assert_eq!(hud.lines().1, ["draws 150  state changes 0"]);
    // The first window closes at 500 ms; the next one is shown when it
    // closes in turn.
    for i in 1..=46u64 {
        hud.frame(frame(10, 300), t0 + Duration::from_millis(40 + i * 10));
    }
    assert_eq!(hud.lines().0, ["92.3 fps  10.83 ms"], "48 frames, 520 ms");
    for i in 47..=96u64 {
        hud.frame(frame(10, 300), t0 + Duration::from_millis(40 + i * 10));
    }
    let (above, below) = hud.lines();
    assert_eq!(above, ["100.0 fps  10.00 ms"]);
    assert_eq!(below, ["draws 300  state changes 0"]);
}

#[test]
fn untimed_frames_are_timed_by_their_presents() {
    let mut hud = Hud::new(pack(item::FPS, 1), "gpu").unwrap();
    let t0 = Instant::now();
    hud.frame(HudFigures::default(), t0);
    hud.frame(HudFigures::default(), t0 + Duration::from_millis(25));
    assert_eq!(hud.history.back(), Some(&25.0));
}

#[test]
fn the_graph_has_a_bar_per_frame_and_marks_slow_ones() {
    let mut hud = Hud::new(pack(item::FRAMETIMES, 1), "gpu").unwrap();
    let t0 = Instant::now();
    for i in 0..GRAPH_FRAMES as u64 + 5 {
        let ms = if i == GRAPH_FRAMES as u64 + 4 { 40 } else { 10 };
        hud.frame(frame(ms, 0), t0 + Duration::from_millis(i));
    }
    assert_eq!(hud.history.len(), GRAPH_FRAMES);
    let img = hud.image(Vec::new());
    assert_eq!(img.width, GRAPH_FRAMES as u32 * 2 + 8);
    // The graph's bottom row, below the label line.
    let base = 4 + 1 + canvas::LINE + GRAPH_HEIGHT - 1;
    let x_last = 4 + (GRAPH_FRAMES as u32 - 1) * 2;
    // The scale's top is twice the median, 20 ms: the slow frame fills
    // the graph, in red; a 10 ms frame half of it, in green.
    assert_eq!(img.pixel(x_last, base), canvas::SLOW_BAR);
    assert_eq!(img.pixel(x_last, base + 1 - GRAPH_HEIGHT), canvas::SLOW_BAR);
    assert_eq!(img.pixel(4, base), canvas::BAR);
    assert_eq!(img.pixel(4, base + 1 - GRAPH_HEIGHT / 2), canvas::BAR);
    assert_eq!(img.pixel(4, base - GRAPH_HEIGHT / 2), canvas::GRAPH_BACKGROUND);
    // The panel's corner is its background.
    assert_eq!(img.pixel(0, 0), canvas::BACKGROUND);
}

#[test]
fn every_item_has_its_line() {
    let mut hud = Hud::new(pack(item::ALL, 1), "Test GPU").unwrap();
    hud.frame(
        HudFigures {
            frame_ns: 16_000_000,
            api_ns: 1_500_000,
            encoder_ns: 2_000_000,
            draws: 10,
            state_changes: 40,
            submissions: 2,
            builds_done: 3,
            compiling: 4,
            skipped_draws: 5,
            pipelines: 6,
            gpu_bytes: 3 << 20,
        },
        Instant::now(),
    );
    let (above, below) = hud.lines();
    assert_eq!(above[0], format!("wgd3d9 {} on Test GPU", env!("CARGO_PKG_VERSION")));
    assert_eq!(
        below,
        [
            "draws 10  state changes 40",
            "submissions 2",
            "pipelines 6, last 0.5 s: 3 built, 5 draws left out",
            "compiling 4",
            "gpu memory 3.0 MiB",
            "cpu: api 1.50 ms  encoder 2.00 ms",
        ]
    );
    let img = hud.image(Vec::new());
    let lines = 8;
    assert_eq!(img.height, lines * canvas::LINE + GRAPH_HEIGHT + canvas::LINE + 3 + 8);
}
