//! Draws whose pipeline is still building: the skip rule's inputs, the
//! switch of a submission to deferred passes, and its end (deciding each
//! pending draw, waiting for the builds it needs, encoding the passes).

use super::sink::{self, Decision, DeferredPass, Part, PassCmd, PassSink};
use super::{Deferred, Encoder, Stats};
use crate::perf::{self, COUNTERS};
use crate::pipelines::{device_slot, PipelineJob, PipelineKey};
use std::sync::Arc;
use std::time::{Duration, Instant};
use wgd3d9_core::skip_rule::{self, ColorTarget, DepthTarget, Reader};
use wgd3d9_types::D3DCMP_ALWAYS;

impl Encoder {
    /// The skip rule's view of a draw with pipeline `key` on the current
    /// targets: whether its targets are all redrawn next frame, the
    /// surfaces it writes (colour targets it writes, the depth/stencil
    /// surface when it writes depth or may write stencil) and whether it
    /// tests depth or stencil (it reads the depth/stencil surface).
    fn draw_targets(&self, key: &PipelineKey) -> (bool, Vec<u32>, bool) {
        let mut colors = [ColorTarget::default(); 4];
        let mut written = Vec::new();
        for (i, rt) in self.st.rts.iter().enumerate() {
            let (Some(format), Some(t)) = (key.fixed.color_formats[i], self.res.texture(rt.id)) else {
                continue;
            };
            let writes = key.fixed.blend[i].write_mask & format.own_channels() != 0;
            colors[i] = ColorTarget {
                written: writes,
                discard_back_buffer: t.discard_back_buffer,
                cleared: t.cleared_at(rt.level)[0],
            };
            if writes {
                written.push(rt.id);
            }
        }
        let ds = &key.fixed.depth_stencil;
        let (depth_tested, stencil_used) = (u32::from(ds.depth_func) != D3DCMP_ALWAYS, ds.stencil_enabled != 0);
        let depth = key
            .fixed
            .depth_format
            .and(self.res.texture(self.st.ds.id))
            .map(|t| DepthTarget {
                depth_used: ds.depth_write != 0 || depth_tested,
                stencil_used,
                depth_cleared: t.cleared_at(self.st.ds.level)[1],
                stencil_cleared: t.cleared_at(self.st.ds.level)[2],
            });
        let reads_depth = depth.is_some() && (depth_tested || stencil_used);
        if depth.is_some() && (ds.depth_write != 0 || stencil_used) {
            written.push(self.st.ds.id);
        }
        // A draw an occlusion query counts is never left out.
        let redrawn = skip_rule::may_skip(self.frame_no, &colors, depth.as_ref(), self.queries.counting());
        (redrawn, written, reads_depth)
    }

    /// Notes what a draw with pipeline `key` reads (the textures it samples,
    /// the depth/stencil surface it tests), for a submission holding
    /// left-out draws.
    pub(super) fn note_draw_reads(&mut self, key: &PipelineKey) {
        let Some(d) = &self.deferred else { return };
        if d.ledger.is_empty() {
            return;
        }
        let dims = key.fixed.texture_dims;
        let mut read: Vec<u32> = dims
            .declared()
            .map(|s| self.st.textures[device_slot(s as usize)])
            .filter(|&t| t != 0 && d.ledger.carries(t))
            .collect();
        let ds = self.st.ds.id;
        let ds_carries = ds != 0 && d.ledger.carries(ds);
        if read.is_empty() && !ds_carries {
            return;
        }
        let (redrawn, targets, reads_depth) = self.draw_targets(key);
        if ds_carries && reads_depth {
            read.push(ds);
        }
        let ledger = &mut self.deferred.as_mut().expect("checked").ledger;
        for t in read {
            let reader = if redrawn {
                Reader::RedrawnDraw(&targets)
            } else {
                Reader::Lasting
            };
            ledger.read(t, reader);
        }
    }

    /// Notes a read of surface `id` whose result lasts (a read-back, a copy,
    /// StretchRect).
    pub(super) fn note_lasting_read(&mut self, id: u32) {
        if let Some(d) = &mut self.deferred {
            d.ledger.read(id, Reader::Lasting);
        }
    }

    /// Prepares a pending draw with pipeline `key`: the submission turns
    /// deferred, and the draw gets its skip-ledger entry when it may be left
    /// out.
    pub(super) fn pending_draw(&mut self, key: &PipelineKey) -> Option<usize> {
        let skip = if self.async_compile {
            let (redrawn, targets, _) = self.draw_targets(key);
            redrawn.then_some(targets)
        } else {
            None
        };
        self.enter_deferred();
        let d = self.deferred.as_mut().expect("entered");
        skip.map(|targets| d.ledger.skip(&targets))
    }

    /// Switches the submission to deferred passes: the open wgpu pass ends
    /// and continues as a recorded one.
    fn enter_deferred(&mut self) {
        if self.deferred.is_none() {
            self.deferred = Some(Deferred::default());
        }
        if matches!(self.pass, Some(PassSink::Live(_))) {
            self.occlusion_pause();
            self.pass = None; // ends the wgpu pass
            let targets = self.pass_targets.take().expect("a live pass has targets").continued();
            self.pass = Some(PassSink::Deferred(DeferredPass {
                targets,
                cmds: Vec::new(),
            }));
            self.pass_binds = Default::default();
            self.occlusion_resume();
        }
    }

    /// Ends a recorded pass: the main encoder's commands before it become a
    /// part, then the pass.
    pub(super) fn push_deferred_pass(&mut self, pass: DeferredPass) {
        let main = self.frame.main.take().expect("frame open");
        self.frame.main = Some(
            self.sh
                .device
                .create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("frame") }),
        );
        let d = self
            .deferred
            .as_mut()
            .expect("a recorded pass belongs to a deferred submission");
        d.parts.push(Part::Commands(main.finish()));
        d.parts.push(Part::Pass(pass));
    }

    /// Decides every pending draw of a deferred submission, waits for the
    /// builds the drawn ones need and encodes the parts in order. Draws are
    /// left out only in the submission that ends the frame (a Present):
    /// what an earlier submission of the frame left out could be read by a
    /// later one, which its ledger does not see.
    pub(super) fn finish_deferred(&mut self, d: Deferred, ends_frame: bool) -> Vec<wgpu::CommandBuffer> {
        let Deferred { parts, ledger } = d;
        let may_skip = |skip: &Option<usize>| ends_frame && skip.is_some_and(|i| !ledger.must_keep(i));
        let mut needed: Vec<PipelineJob> = Vec::new();
        let mut placeholders = 0;
        for part in &parts {
            let Part::Pass(p) = part else { continue };
            for cmd in &p.cmds {
                let PassCmd::Pending { job, skip, .. } = cmd else {
                    continue;
                };
                if !job.is_ready() && !may_skip(skip) {
                    placeholders += 1;
                    if !needed.iter().any(|n| Arc::ptr_eq(n, job)) {
                        needed.push(job.clone());
                    }
                }
            }
        }
        perf::add(&COUNTERS.placeholder_draws, placeholders);
        if !needed.is_empty() {
            let t = Instant::now();
            let ran_here = self.pipes.wait_urgent(&needed);
            perf::add(&COUNTERS.urgent_waits, 1);
            perf::add(&COUNTERS.urgent_wait_ns, t.elapsed().as_nanos() as u64);
            perf::add(&COUNTERS.frame_path_builds, ran_here);
        }
        // After the wait: a draw the rule lets go is still drawn when its
        // build has landed by now.
        let mut skipped = 0;
        let mut decide = |cmd: &PassCmd| match cmd {
            PassCmd::Pending { job, skip, .. } if !job.is_ready() && may_skip(skip) => {
                skipped += 1;
                Decision::Skip
            }
            _ => Decision::Draw,
        };
        let mut out = Vec::new();
        let mut enc: Option<wgpu::CommandEncoder> = None;
        for part in parts {
            match part {
                Part::Commands(cb) => {
                    if let Some(e) = enc.take() {
                        out.push(e.finish());
                    }
                    out.push(cb);
                }
                Part::Pass(p) => {
                    let e = enc.get_or_insert_with(|| {
                        self.sh.device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                            label: Some("deferred passes"),
                        })
                    });
                    sink::encode_pass(e, &p, &mut decide);
                }
            }
        }
        if let Some(e) = enc {
            out.push(e.finish());
        }
        perf::add(&COUNTERS.skipped_draws, skipped);
        out
    }

    /// Adds what the frame did to the process counters.
    pub(super) fn report_stats(&mut self, took: Duration) {
        self.stats.constant_blocks = self.uniforms.blocks_written();
        self.stats.upload_copies = self.upload_runs.copies();
        let (now, then) = (self.stats, self.reported);
        let c = &COUNTERS;
        perf::add(&c.encoder_ns, took.as_nanos() as u64);
        perf::add(&c.draws, now.draws - then.draws);
        perf::add(&c.passes, now.passes - then.passes);
        perf::add(&c.constant_blocks, now.constant_blocks - then.constant_blocks);
        perf::add(&c.constant_binds, now.constant_binds - then.constant_binds);
        perf::add(&c.constant_indices, now.constant_indices - then.constant_indices);
        perf::add(&c.merged_draws, now.merged_draws - then.merged_draws);
        perf::add(&c.upload_copies, now.upload_copies - then.upload_copies);
        perf::add(
            &c.constant_immediates,
            now.constant_immediates - then.constant_immediates,
        );
        perf::add(
            &c.translations_reused,
            now.translations_reused - then.translations_reused,
        );
        let (hits, calls) = self.pipes.memo_counts();
        let (vertex_keys, pixel_keys) = self.pipes.ff_key_counts();
        (self.stats.ff_vertex_keys, self.stats.ff_pixel_keys) = (vertex_keys as u64, pixel_keys as u64);
        let now = self.stats;
        // Memo hits are lookups the memory cache answered too.
        let map_hits = self.pipes.map_hits;
        perf::add(
            &c.cache_mem_hits,
            hits - then.pipeline_memo_hits + map_hits - then.pipeline_map_hits,
        );
        perf::add(&c.pipeline_memo_hits, hits - then.pipeline_memo_hits);
        perf::add(&c.pipeline_memo_calls, calls - then.pipeline_memo_calls);
        self.reported = Stats {
            pipeline_memo_hits: hits,
            pipeline_memo_calls: calls,
            pipeline_map_hits: map_hits,
            ..now
        };
        perf::add(&c.frames, now.presents - then.presents);
        perf::tick(&[("pipelines_count", self.pipes.pipeline_count() as u64)]);
    }
}
