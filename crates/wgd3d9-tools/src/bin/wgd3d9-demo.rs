//! wgd3d9-demo: renders a small D3D9 scene through the C ABI, headless, and
//! writes the last frame as a PNG.
//!
//! The scene is `wgd3d9_tools::demo`. Prints the adapter and per-frame
//! timings.
//!
//! Usage:
//! - `wgd3d9-demo [OUTPUT.png] [FRAMES]` (defaults: `demo.png`, 120):
//!   headless;
//! - `wgd3d9-demo --window [FRAMES] [--hold]`: in an SDL2 window, with the
//!   frame time in its title, until the window is closed or FRAMES frames
//!   are drawn. It then prints `shown X Y W H` (where the client area is on
//!   the screen); with `--hold` it keeps the window until a line comes on
//!   stdin (for screenshots).

use std::time::Instant;
use wgd3d9_tests::*;
use wgd3d9_tools::demo::{Scene, H, W};
use wgd3d9_tools::sdl_window::SdlWindow;

/// The demo in an SDL2 window (see the module documentation).
fn windowed(args: &[String]) {
    let frames: Option<u32> = args.iter().find_map(|a| a.parse().ok());
    let hold = args.iter().any(|a| a == "--hold");
    let window = match SdlWindow::open("wgd3d9 demo", (32, 32), (W, H)) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("wgd3d9-demo: no window: {e}");
            std::process::exit(1);
        }
    };
    let mut pp = present_params(W, H);
    pp.hDeviceWindow = window.hwnd();
    let t = TestDevice::with_params(pp);
    let scene = Scene::new(&t);
    let mut shown_since = Instant::now();
    let mut f = 0;
    while window.pump() && frames.is_none_or(|n| f < n) {
        let t0 = Instant::now();
        scene.draw(&t, f);
        t.present();
        if shown_since.elapsed().as_secs_f64() > 0.5 {
            window.set_title(&format!("wgd3d9 demo: {:.2} ms", t0.elapsed().as_secs_f64() * 1e3));
            shown_since = Instant::now();
        }
        f += 1;
    }
    let (x, y) = window.position();
    println!("shown {x} {y} {W} {H}");
    if hold {
        let mut line = String::new();
        let _ = std::io::stdin().read_line(&mut line);
    }
    scene.release();
}

fn write_png(path: &str, img: &Image) -> std::io::Result<()> {
    let file = std::io::BufWriter::new(std::fs::File::create(path)?);
    let mut enc = png::Encoder::new(file, img.width, img.height);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    let mut w = enc.write_header().map_err(std::io::Error::other)?;
    let rgb: Vec<u8> = img
        .pixels
        .iter()
        .flat_map(|p| [(p >> 16) as u8, (p >> 8) as u8, *p as u8])
        .collect();
    w.write_image_data(&rgb).map_err(std::io::Error::other)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--window") {
        return windowed(&args);
    }
    let out = args.first().cloned().unwrap_or_else(|| "demo.png".into());
    let frames: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(120);
    let t = TestDevice::sized(W, H);

    // SAFETY: plain C data, valid all zeroes.
    let mut id: D3DADAPTER_IDENTIFIER9 = unsafe { std::mem::zeroed() };
    assert_eq!(vcall!(t.d3d, GetAdapterIdentifier, 0, 0, &mut id), D3D_OK);
    // SAFETY: GetAdapterIdentifier wrote a NUL-terminated description.
    let name = unsafe { std::ffi::CStr::from_ptr(id.Description.as_ptr()) }
        .to_string_lossy()
        .into_owned();
    println!(
        "adapter: {name} (vendor {:04x}, device {:04x})",
        id.VendorId, id.DeviceId
    );

    let scene = Scene::new(&t);

    let mut times = Vec::with_capacity(frames as usize);
    let start = Instant::now();
    for f in 0..frames {
        let t0 = Instant::now();
        scene.draw(&t, f);
        if f + 1 == frames {
            let img = t.read_rt();
            write_png(&out, &img).expect("writing the PNG");
        }
        t.present();
        times.push(t0.elapsed().as_secs_f64() * 1e3);
    }
    let total = start.elapsed().as_secs_f64();
    for (i, ms) in times.iter().enumerate() {
        if i < 5 || i + 5 >= times.len() {
            println!("frame {i:4}: {ms:8.3} ms");
        } else if i == 5 {
            println!("...");
        }
    }
    let mut sorted = times.clone();
    println!(
        "{frames} frames in {:.3} s: median {:.3} ms, max {:.3} ms per frame (API thread, including the frame-latency wait)",
        total,
        wgd3d9_tools::median(&mut sorted),
        times.iter().cloned().fold(0.0, f64::max)
    );
    println!("wrote {out} ({W}x{H})");
    scene.release();
}
