//! The HUD's figures, gathered by the encoder: this device's draws and
//! records, what the process's counters moved by since the last frame the
//! HUD showed (encoder time, builds), the frame times the API thread
//! reported, and what this device holds.

use crate::perf::{self, Totals};
use crate::present::hud::HudFigures;

/// The figures of the frames since the HUD last showed one.
#[derive(Default)]
pub(super) struct HudTally {
    /// The counters when the HUD last showed a frame.
    at: Totals,
    /// This device's draws (cumulative) when the HUD last showed a frame.
    draws_at: u64,
    /// Records replayed (draws included), and frames encoded.
    pub records: u64,
    pub submissions: u64,
    /// The application thread's frame time and CPU time, from the last
    /// `FrameTimes` record.
    pub frame_ns: u64,
    pub api_ns: u64,
}

impl HudTally {
    /// A tally starting now.
    pub fn new() -> HudTally {
        HudTally {
            at: perf::snapshot(),
            ..Default::default()
        }
    }

    /// The figures of the frame ending now, and a new tally from here.
    /// `draws` is the device's draw count so far; `pipelines` and
    /// `gpu_bytes` are its gauges.
    pub fn take(&mut self, draws: u64, pipelines: u64, gpu_bytes: u64) -> HudFigures {
        let now = perf::snapshot();
        let d = now.since(&self.at);
        let frame_draws = draws.saturating_sub(self.draws_at);
        let figures = HudFigures {
            frame_ns: self.frame_ns,
            api_ns: self.api_ns,
            encoder_ns: d.encoder_ns,
            draws: frame_draws,
            state_changes: self.records.saturating_sub(frame_draws),
            submissions: self.submissions,
            builds_done: d.builds_done,
            compiling: now.builds_queued.saturating_sub(now.builds_done + now.builds_failed),
            skipped_draws: d.skipped_draws,
            pipelines,
            gpu_bytes,
        };
        *self = HudTally {
            at: now,
            draws_at: draws,
            ..Default::default()
        };
        figures
    }
}
