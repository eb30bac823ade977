//! The on-screen HUD (`WGD3D9_HUD`): a panel of figures and a frame-time
//! graph, drawn on the CPU into a small RGBA image that the presenter blends
//! over the shown frame at the panel's scale. It never touches the back
//! buffer, so read-backs (GetRenderTargetData, GetFrontBufferData) and the
//! frame's own rendering are unchanged.
//!
//! The encoder hands each HUD frame its [`HudFigures`]; the numbers shown
//! are averages refreshed every half second (readable, not flickering), the
//! graph shows every one of the last [`GRAPH_FRAMES`] frames.

mod canvas;

use canvas::Canvas;
pub(crate) use canvas::Image;
use std::collections::VecDeque;
use std::time::{Duration, Instant};
use wgd3d9_core::hud::item;

/// The frames the graph shows.
pub const GRAPH_FRAMES: usize = 120;
/// How often the figures are refreshed.
const REFRESH: Duration = Duration::from_millis(500);
/// The graph's height in HUD pixels.
const GRAPH_HEIGHT: u32 = 40;

/// One frame's figures, from the encoder (counts over the frame; the
/// process's counters, so several devices add up).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct HudFigures {
    /// The application thread's frame time (Present to Present), and its
    /// CPU time over the frame; 0 when not measured.
    pub frame_ns: u64,
    pub api_ns: u64,
    /// The encoder thread's time on the frame.
    pub encoder_ns: u64,
    pub draws: u64,
    /// Recorded calls other than draws (state changes, uploads, clears).
    pub state_changes: u64,
    /// Submissions to the GPU queue.
    pub submissions: u64,
    /// Builds finished this frame, and builds queued and not finished.
    pub builds_done: u64,
    pub compiling: u64,
    /// Draws left out while their pipeline was building.
    pub skipped_draws: u64,
    /// Pipelines the device holds.
    pub pipelines: u64,
    /// Bytes of GPU memory the device's textures and buffers hold.
    pub gpu_bytes: u64,
}

/// The figures shown: sums over the refresh window, then their averages.
#[derive(Clone, Copy, Default)]
struct Window {
    frames: u64,
    /// Frames whose time is known (a device's first is not).
    timed: u64,
    sum: HudFigures,
}

/// A device's HUD: what it shows and the history it draws from.
pub(crate) struct Hud {
    items: u32,
    scale: u32,
    title: String,
    /// Frame times in milliseconds, the newest last.
    history: VecDeque<f32>,
    window: Window,
    window_start: Option<Instant>,
    /// The last refresh's sums (until the first refresh, the running
    /// window's), and the latest gauges.
    shown: Window,
    refreshed: bool,
    last: HudFigures,
    last_present: Option<Instant>,
}

impl Hud {
    /// The HUD of a device (`packed`: `DeviceDesc::hud`), None when it
    /// shows nothing. `adapter` names the GPU on the version line.
    pub fn new(packed: u32, adapter: &str) -> Option<Hud> {
        let (items, scale) = wgd3d9_core::hud::unpack(packed);
        (items != 0).then(|| Hud {
            items,
            scale,
            title: format!("wgd3d9 {} on {adapter}", env!("CARGO_PKG_VERSION")),
            history: VecDeque::with_capacity(GRAPH_FRAMES),
            window: Window::default(),
            window_start: None,
            shown: Window::default(),
            refreshed: false,
            last: HudFigures::default(),
            last_present: None,
        })
    }

    /// The pixel size the HUD is drawn at in a client area `height` tall.
    pub fn scale(&self, height: u32) -> u32 {
        wgd3d9_core::hud::scale_for(self.scale, height)
    }

    /// Notes a shown frame's figures at `now`. A frame whose application
    /// thread was not timed is timed by its presents.
    pub fn frame(&mut self, mut f: HudFigures, now: Instant) {
        if f.frame_ns == 0 {
            f.frame_ns = self.last_present.map_or(0, |t| (now - t).as_nanos() as u64);
        }
        self.last_present = Some(now);
        if f.frame_ns != 0 {
            if self.history.len() == GRAPH_FRAMES {
                self.history.pop_front();
            }
            self.history.push_back(f.frame_ns as f32 / 1e6);
        }
        let w = &mut self.window;
        w.frames += 1;
        w.timed += u64::from(f.frame_ns != 0);
        let s = &mut w.sum;
        for (sum, v) in [
            (&mut s.frame_ns, f.frame_ns),
            (&mut s.api_ns, f.api_ns),
            (&mut s.encoder_ns, f.encoder_ns),
            (&mut s.draws, f.draws),
            (&mut s.state_changes, f.state_changes),
            (&mut s.submissions, f.submissions),
            (&mut s.builds_done, f.builds_done),
            (&mut s.skipped_draws, f.skipped_draws),
        ] {
            *sum += v;
        }
        self.last = f;
        let start = *self.window_start.get_or_insert(now);
        let complete = now - start >= REFRESH;
        if complete || !self.refreshed {
            self.shown = self.window;
        }
        if complete {
            self.refreshed = true;
            self.window = Window::default();
            self.window_start = Some(now);
        }
    }

    /// The text lines of the items shown, before the graph and after it.
    fn lines(&self) -> (Vec<String>, Vec<String>) {
        let w = &self.shown;
        let n = w.frames.max(1);
        let per = |v: u64| v / n;
        let ms = |ns: u64| ns as f64 / 1e6 / n as f64;
        let has = |bit: u32| self.items & bit != 0;
        let mut above = Vec::new();
        if has(item::VERSION) {
            above.push(self.title.clone());
        }
        if has(item::FPS) {
            let frame_ms = w.sum.frame_ns as f64 / 1e6 / w.timed.max(1) as f64;
            let fps = if frame_ms > 0.0 { 1000.0 / frame_ms } else { 0.0 };
            above.push(format!("{fps:.1} fps  {frame_ms:.2} ms"));
        }
        let mut below = Vec::new();
        if has(item::DRAWS) {
            below.push(format!(
                "draws {}  state changes {}",
                per(w.sum.draws),
                per(w.sum.state_changes)
            ));
        }
        if has(item::SUBMISSIONS) {
            below.push(format!("submissions {}", per(w.sum.submissions)));
        }
        if has(item::PIPELINES) {
            below.push(format!(
                "pipelines {}, last 0.5 s: {} built, {} draws left out",
                self.last.pipelines, w.sum.builds_done, w.sum.skipped_draws
            ));
        }
        if has(item::COMPILING) {
            below.push(format!("compiling {}", self.last.compiling));
        }
        if has(item::MEMORY) {
            below.push(format!("gpu memory {:.1} MiB", self.last.gpu_bytes as f64 / 1048576.0));
        }
        if has(item::API) {
            below.push(format!(
                "cpu: api {:.2} ms  encoder {:.2} ms",
                ms(w.sum.api_ns),
                ms(w.sum.encoder_ns)
            ));
        }
        (above, below)
    }

    /// The panel, at scale 1, drawn in `buffer`'s allocation.
    pub fn image(&self, buffer: Vec<u32>) -> Image {
        let (above, below) = self.lines();
        let graph = self.items & item::FRAMETIMES != 0;
        let text_width = above
            .iter()
            .chain(&below)
            .map(|l| canvas::text_width(l))
            .max()
            .unwrap_or(0);
        let graph_width = if graph { GRAPH_FRAMES as u32 * 2 } else { 0 };
        let pad = 4;
        let width = text_width.max(graph_width) + 2 * pad;
        let graph_block = if graph { GRAPH_HEIGHT + canvas::LINE + 3 } else { 0 };
        let lines = (above.len() + below.len()) as u32;
        let height = lines * canvas::LINE + graph_block + 2 * pad;
        let mut c = Canvas::new(width, height, canvas::BACKGROUND, buffer);
        let mut y = pad;
        for l in &above {
            c.text(pad, y, l, canvas::TEXT);
            y += canvas::LINE;
        }
        if graph {
            y = self.graph(&mut c, pad, y + 1);
        }
        for l in &below {
            c.text(pad, y, l, canvas::TEXT);
            y += canvas::LINE;
        }
        c.into_image()
    }

    /// Draws the frame-time graph with `(x, y)` its top-left corner: a
    /// bar per frame, red when more than twice the average, cut at the
    /// graph's top; returns the y below it.
    fn graph(&self, c: &mut Canvas, x: u32, y: u32) -> u32 {
        // The scale: twice the median frame time, up to a multiple of 10 ms,
        // at least 20 ms; longer frames (a hitch) fill the graph's height.
        let mut sorted: Vec<f32> = self.history.iter().copied().collect();
        sorted.sort_by(f32::total_cmp);
        let median = sorted.get(sorted.len() / 2).copied().unwrap_or(0.0);
        let top = ((2.0 * median / 10.0).ceil() * 10.0).max(20.0);
        let avg = self.history.iter().sum::<f32>() / self.history.len().max(1) as f32;
        c.text(x, y, &format!("frame times, 0-{top:.0} ms"), canvas::TEXT);
        let base = y + canvas::LINE + GRAPH_HEIGHT;
        c.fill(
            x,
            y + canvas::LINE,
            GRAPH_FRAMES as u32 * 2,
            GRAPH_HEIGHT,
            canvas::GRAPH_BACKGROUND,
        );
        let start = GRAPH_FRAMES - self.history.len();
        for (i, &ms) in self.history.iter().enumerate() {
            let h = ((ms / top) * GRAPH_HEIGHT as f32)
                .round()
                .clamp(1.0, GRAPH_HEIGHT as f32) as u32;
            let colour = if ms > 2.0 * avg && avg > 0.0 {
                canvas::SLOW_BAR
            } else {
                canvas::BAR
            };
            c.fill(x + (start + i) as u32 * 2, base - h, 2, h, colour);
        }
        base + 2
    }
}

#[cfg(test)]
mod tests;
