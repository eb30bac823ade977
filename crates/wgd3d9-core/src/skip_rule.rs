//! When a draw whose pipeline is still building may be left out of its frame.
//!
//! Leaving a draw out loses nothing for good only when the next frame draws
//! everything it touched again from nothing:
//! - every colour target it writes is a back buffer whose contents Present
//!   discards (D3DSWAPEFFECT_DISCARD), or a surface cleared as a whole in this
//!   frame and in the previous one (so the next frame clears it again);
//! - every depth or stencil plane it uses (tests or writes) was cleared as a
//!   whole in this frame and in the previous one;
//! - no occlusion query is counting (its result would change);
//! - nothing that is not redrawn itself reads what the draw wrote: a target
//!   holding a left-out draw may be read only by draws whose own targets
//!   qualify as above (their output is redrawn next frame too); a read-back,
//!   a copy or StretchRect from it, or a draw into any other target keeps the
//!   draw (the submission then waits for its build). A depth/stencil surface
//!   a draw writes is one of its targets, and a draw that tests depth or
//!   stencil reads it.
//!
//! [`may_skip`] decides the first three per draw; [`SkipLedger`] follows the
//! reads of a submission for the last one. Both are pure; the encoder feeds
//! them (frames are counted by Present).

/// Frames in which a surface (or one plane of it) was cleared as a whole:
/// the last two distinct frame numbers, newest first (`u64::MAX`: never).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClearHistory {
    frames: [u64; 2],
}

impl Default for ClearHistory {
    fn default() -> Self {
        ClearHistory { frames: [u64::MAX; 2] }
    }
}

impl ClearHistory {
    /// Notes a whole clear in frame `frame`.
    pub fn note(&mut self, frame: u64) {
        if self.frames[0] != frame {
            self.frames = [frame, self.frames[0]];
        }
    }

    /// Cleared as a whole in frame `frame` and in the frame before it.
    pub fn cleared_now_and_before(&self, frame: u64) -> bool {
        frame > 0 && self.frames == [frame, frame - 1]
    }
}

/// What one colour target of a draw is, for the rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ColorTarget {
    /// The draw writes it (a non-zero colour write mask).
    pub written: bool,
    /// A back buffer whose contents Present discards.
    pub discard_back_buffer: bool,
    pub cleared: ClearHistory,
}

impl ColorTarget {
    /// Whether the next frame redraws this target from nothing.
    pub fn redrawn(&self, frame: u64) -> bool {
        self.discard_back_buffer || self.cleared.cleared_now_and_before(frame)
    }
}

/// The depth/stencil surface of a draw, for the rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DepthTarget {
    /// The draw tests or writes depth.
    pub depth_used: bool,
    /// The draw tests or writes stencil.
    pub stencil_used: bool,
    pub depth_cleared: ClearHistory,
    pub stencil_cleared: ClearHistory,
}

/// Whether a draw in frame `frame` may be left out while its pipeline
/// builds, as far as its own targets and queries say (the reads that follow
/// it are the [`SkipLedger`]'s part).
pub fn may_skip(frame: u64, colors: &[ColorTarget], depth: Option<&DepthTarget>, occlusion_counting: bool) -> bool {
    if occlusion_counting {
        return false;
    }
    let colors_ok = colors.iter().all(|c| !c.written || c.redrawn(frame));
    let depth_ok = depth.is_none_or(|d| {
        (!d.depth_used || d.depth_cleared.cleared_now_and_before(frame))
            && (!d.stencil_used || d.stencil_cleared.cleared_now_and_before(frame))
    });
    colors_ok && depth_ok
}

/// Who reads a surface that may hold left-out draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader<'a> {
    /// A draw whose colour targets (surface ids) are all redrawn next frame:
    /// what it writes is as temporary as what it read.
    RedrawnDraw(&'a [u32]),
    /// Anything whose result lasts: a read-back, a copy, StretchRect, a draw
    /// into a target that is not redrawn.
    Lasting,
}

/// The left-out draws of one submission and the surfaces that carry their
/// absence, to find the ones that must be drawn after all. Sets of draws
/// are bit sets (a read merges them with a few word ORs: every draw of a
/// frame may read a surface that carries many).
#[derive(Clone, Debug, Default)]
pub struct SkipLedger {
    /// Per surface id, the skipped draws (bits of ledger indices) it lacks.
    carriers: Vec<(u32, Vec<u64>)>,
    /// Per skipped draw (bits): something lasting read its absence.
    keep: Vec<u64>,
    skips: usize,
}

fn or_into(dst: &mut Vec<u64>, src: &[u64]) {
    if dst.len() < src.len() {
        dst.resize(src.len(), 0);
    }
    for (d, s) in dst.iter_mut().zip(src) {
        *d |= s;
    }
}

impl SkipLedger {
    /// Notes a draw left out of surfaces `targets`; returns its index.
    pub fn skip(&mut self, targets: &[u32]) -> usize {
        let i = self.skips;
        self.skips += 1;
        let mut bit = vec![0u64; i / 64 + 1];
        bit[i / 64] = 1 << (i % 64);
        for &t in targets {
            self.carry(t, &bit);
        }
        i
    }

    fn carry(&mut self, surface: u32, skips: &[u64]) {
        match self.carriers.iter_mut().find(|(s, _)| *s == surface) {
            Some((_, v)) => or_into(v, skips),
            None => self.carriers.push((surface, skips.to_vec())),
        }
    }

    /// Notes that `reader` reads surface `surface`.
    pub fn read(&mut self, surface: u32, reader: Reader) {
        let Some(at) = self.carriers.iter().position(|(s, _)| *s == surface) else {
            return;
        };
        match reader {
            Reader::RedrawnDraw(targets) => {
                for &t in targets {
                    if t == surface {
                        continue;
                    }
                    let skips = std::mem::take(&mut self.carriers[at].1);
                    self.carry(t, &skips);
                    self.carriers[at].1 = skips;
                }
            }
            Reader::Lasting => {
                let skips = self.carriers[at].1.clone();
                or_into(&mut self.keep, &skips);
            }
        }
    }

    /// Whether a surface carries any left-out draw (cheap test before
    /// [`SkipLedger::read`]).
    pub fn carries(&self, surface: u32) -> bool {
        self.carriers.iter().any(|(s, _)| *s == surface)
    }

    /// Whether skipped draw `i` must be drawn after all.
    pub fn must_keep(&self, i: usize) -> bool {
        self.keep.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 != 0)
    }

    pub fn is_empty(&self) -> bool {
        self.skips == 0
    }
}

#[cfg(test)]
mod tests;
