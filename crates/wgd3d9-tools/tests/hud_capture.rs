//! The HUD and `debug.captureAtPresent`, through the demo: the capture of
//! the last Present is the frame as shown, which holds the HUD over the
//! frame, while GetRenderTargetData of the back buffer (the demo's own PNG)
//! holds the frame alone.

use std::path::{Path, PathBuf};
use std::process::Command;

const FRAMES: u32 = 3;

struct Rgb {
    width: u32,
    height: u32,
    pixels: Vec<[u8; 3]>,
}

impl Rgb {
    fn at(&self, x: u32, y: u32) -> [u8; 3] {
        self.pixels[(y * self.width + x) as usize]
    }
}

fn read_png(path: &Path) -> Rgb {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    assert_eq!(info.color_type, png::ColorType::Rgb, "{}", path.display());
    Rgb {
        width: info.width,
        height: info.height,
        pixels: buf[..info.buffer_size()]
            .chunks_exact(3)
            .map(|p| [p[0], p[1], p[2]])
            .collect(),
    }
}

/// Runs the demo for [`FRAMES`] frames with the HUD `hud` (None: unset)
/// and options `config`, capturing the last Present; returns the demo's
/// read-back of the last frame and the capture.
fn demo_with(tag: &str, hud: Option<&str>, config: &str) -> (Rgb, Rgb) {
    let dir = std::env::temp_dir().join(format!("wgd3d9_hud_{tag}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a directory");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_wgd3d9-demo"));
    cmd.arg(dir.join("demo.png")).arg(FRAMES.to_string()).env(
        "WGD3D9_CONFIG",
        format!(
            "debug.captureAtPresent={FRAMES}; debug.captureDir={}; {config}",
            dir.display()
        ),
    );
    match hud {
        Some(h) => cmd.env("WGD3D9_HUD", h),
        None => cmd.env_remove("WGD3D9_HUD"),
    };
    let out = cmd.output().expect("running wgd3d9-demo");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let capture: PathBuf = dir.join(format!("wgd3d9-demo-present{FRAMES}.png"));
    let pair = (read_png(&dir.join("demo.png")), read_png(&capture));
    let _ = std::fs::remove_dir_all(&dir);
    pair
}

/// The far corner of the HUD's panel: the pixels of `shown` that differ
/// from `frame` must start at the margin (4 pixels at `scale` 1) and
/// include white text.
fn panel_end(frame: &Rgb, shown: &Rgb, scale: u32) -> (u32, u32) {
    assert_eq!((shown.width, shown.height), (frame.width, frame.height));
    let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
    let mut text = 0;
    for y in 0..frame.height {
        for x in 0..frame.width {
            let (f, s) = (frame.at(x, y), shown.at(x, y));
            if f == s {
                continue;
            }
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
            if s == [255, 255, 255] {
                text += 1;
            }
        }
    }
    assert_eq!((x0, y0), (4 * scale, 4 * scale), "the panel's corner");
    assert!(
        x1 + 1 < frame.width && y1 < frame.height / 2,
        "the panel ends at ({x1}, {y1})"
    );
    assert!(text > 200 * scale * scale, "white text pixels: {text}");
    (x1, y1)
}

#[test]
fn without_the_hud_the_capture_is_the_back_buffer() {
    let (frame, shown) = demo_with("off", None, "");
    assert_eq!((shown.width, shown.height), (frame.width, frame.height));
    let differ = frame.pixels.iter().zip(&shown.pixels).filter(|(a, b)| a != b).count();
    assert_eq!(differ, 0, "the headless capture is the back buffer, exactly");
}

#[test]
fn the_hud_is_drawn_over_the_shown_frame_and_not_into_the_back_buffer() {
    let (frame, shown) = demo_with("full", Some("full"), "");
    let (x1, y1) = panel_end(&frame, &shown, 1);
    // Its background darkens the frame: straight alpha 160/255 of black
    // over it, within 1 of rounding.
    for (x, y) in [(4, 4), (5, 4), (4, 5), (x1, y1)] {
        let (f, s) = (frame.at(x, y), shown.at(x, y));
        for c in 0..3 {
            let want = f32::from(f[c]) * (1.0 - 160.0 / 255.0);
            assert!((f32::from(s[c]) - want).abs() <= 1.5, "({x}, {y}): {s:?} over {f:?}");
        }
    }
    // Outside the panel, the frame as rendered.
    assert_eq!(
        shown.at(frame.width - 1, frame.height - 1),
        frame.at(frame.width - 1, frame.height - 1)
    );
}

#[test]
fn hud_scale_sizes_the_panel() {
    let (frame, small) = demo_with("small", Some("fps,frametimes"), "");
    let end = panel_end(&frame, &small, 1);
    let (frame, large) = demo_with("large", Some("fps,frametimes"), "hud.scale = 2");
    // Twice the margin and twice the panel: pixel x of scale 1 covers
    // 2x and 2x + 1.
    assert_eq!(panel_end(&frame, &large, 2), (2 * end.0 + 1, 2 * end.1 + 1));
}
