//! The HUD's figures, gathered by the encoder: what the process's counters
//! moved by since the last frame the HUD showed, the frame times the API
//! thread reported, and what this device holds.

use crate::perf::{self, Totals};
use crate::present::hud::HudFigures;

/// The figures of the frames since the HUD last showed one.
#[derive(Default)]
pub(super) struct HudTally {
    /// The counters when the HUD last showed a frame.
    at: Totals,
    /// Records replayed (draws included), and frames encoded.
    pub records: u64,
    pub submissions: u64,
    /// The application thread's frame time and CPU time, from the last
    /// `FrameTimes` record.
    pub frame_ns: u64,
    pub api_ns: u64,
}

impl HudTally {
    /// The figures of the frame ending now, and a new tally from here.
    /// `pipelines` and `gpu_bytes` are the device's gauges.
    pub fn take(&mut self, pipelines: u64, gpu_bytes: u64) -> HudFigures {
        let now = perf::snapshot();
        let d = now.since(&self.at);
        let figures = HudFigures {
            frame_ns: self.frame_ns,
            api_ns: self.api_ns,
            encoder_ns: d.encoder_ns,
            draws: d.draws,
            state_changes: self.records.saturating_sub(d.draws),
            submissions: self.submissions,
            builds_done: d.builds_done,
            compiling: now.builds_queued.saturating_sub(now.builds_done + now.builds_failed),
            skipped_draws: d.skipped_draws,
            pipelines,
            gpu_bytes,
        };
        *self = HudTally {
            at: now,
            ..Default::default()
        };
        figures
    }
}
