//! The submit and retire threads, and read-backs into application memory.

use crate::encoder::queries::QueryReadback;
use crate::shared::Shared;
use std::sync::mpsc::{Receiver, SyncSender};
use std::sync::Arc;

/// Copies a GPU surface's bytes into application memory after the GPU is done.
pub(crate) struct PendingReadback {
    pub buffer: wgpu::Buffer,
    /// Bytes between rows in `buffer` (a multiple of 256).
    pub buffer_pitch: u32,
    pub dst_ptr: u64,
    pub dst_pitch: u32,
    /// Bytes of one row in `buffer`.
    pub row_bytes: u32,
    pub rows: u32,
    /// Bytes of a texel in `buffer`, and how many of them the destination
    /// keeps (fewer for widened float formats, see `FormatInfo::reads_back`).
    pub texel_bytes: u32,
    pub kept_bytes: u32,
    /// The texels are 32-bit float depth the destination holds as 32-bit
    /// unsigned normalised values (D3DFMT_D32_LOCKABLE).
    pub depth_unorm32: bool,
}

/// One frame's command buffers, ready to submit.
pub(crate) struct Submission {
    pub seq: u64,
    pub commands: Vec<wgpu::CommandBuffer>,
    pub readbacks: Vec<PendingReadback>,
    /// Back buffers to show once the commands are submitted.
    pub presents: Vec<crate::present::PresentRequest>,
    /// Query results to write into query cells once the frame retires.
    pub queries: Option<QueryReadback>,
}

pub(crate) struct Retirement {
    seq: u64,
    index: wgpu::SubmissionIndex,
    readbacks: Vec<PendingReadback>,
    queries: Option<QueryReadback>,
}

/// Submits each frame's commands and shows its presents; `hud` is the
/// device's HUD (`DeviceDesc::hud`).
pub(crate) fn submit_loop(sh: Arc<Shared>, rx: Receiver<Submission>, tx: SyncSender<Retirement>, hud: u32) {
    let mut presenter = crate::present::Presenter::new(&sh, hud);
    for sub in rx {
        let started = std::time::Instant::now();
        let submitted = sh.guarded(|_| {
            let mut index = sh.queue.submit(sub.commands);
            if !sub.presents.is_empty() {
                for p in &sub.presents {
                    // A failure to show a frame must not stop the device's
                    // submissions (the frame was rendered regardless).
                    let shown = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| presenter.present(&sh, p)));
                    if shown.is_err() {
                        log::error!(target: "wgd3d9::present", "presenting a frame failed; it is not shown");
                    }
                }
                // Retire after the presents' blits too (they read the back buffers).
                index = sh.queue.submit([]);
            }
            Some(index)
        });
        let index = match submitted {
            Ok(index) => index,
            Err(e) => {
                // What the frame uploaded never reached the GPU: D3D9's lost
                // device (the program's Reset makes the contents again).
                sh.lose(&format!("a submission failed GPU validation: {e}"));
                continue;
            }
        };
        let _ = sh.device.poll(wgpu::PollType::Poll);
        crate::perf::add(&crate::perf::COUNTERS.submit_ns, started.elapsed().as_nanos() as u64);
        if tx
            .send(Retirement {
                seq: sub.seq,
                index,
                readbacks: sub.readbacks,
                queries: sub.queries,
            })
            .is_err()
        {
            break;
        }
    }
}

pub(crate) fn retire_loop(sh: Arc<Shared>, rx: Receiver<Retirement>) {
    for r in rx {
        let waited = sh.device.poll(wgpu::PollType::Wait {
            submission_index: Some(r.index),
            timeout: None,
        });
        match waited {
            Ok(_) => {}
            Err(wgpu::PollError::WrongSubmissionIndex(..)) => {
                // The submission never reached the GPU, nor did its uploads.
                sh.lose(&format!("frame {} was not submitted", r.seq));
                continue;
            }
            Err(e) => {
                sh.lose(&format!("waiting for the GPU failed: {e}"));
                continue;
            }
        }
        for rb in &r.readbacks {
            complete_readback(&sh, rb);
        }
        if let Some(q) = &r.queries {
            crate::encoder::queries::complete(&sh.device, q);
        }
        sh.retire(r.seq);
    }
}

fn complete_readback(sh: &Shared, rb: &PendingReadback) {
    let (tx, rx) = std::sync::mpsc::channel();
    let slice = rb.buffer.slice(..);
    slice.map_async(wgpu::MapMode::Read, move |res| {
        let _ = tx.send(res);
    });
    let _ = sh.device.poll(wgpu::PollType::wait_indefinitely());
    match rx.recv() {
        Ok(Ok(())) => {}
        _ => {
            log::error!(target: "wgd3d9::runtime", "read-back mapping failed");
            return;
        }
    }
    {
        let Ok(data) = slice.get_mapped_range() else {
            log::error!(target: "wgd3d9::runtime", "read-back range not mapped");
            return;
        };
        let dst_bytes = u64::from(rb.rows) * u64::from(rb.dst_pitch);
        let Some((dst_base, _)) = wgd3d9_core::wire::span(rb.dst_ptr, dst_bytes) else {
            log::error!(target: "wgd3d9::runtime", "read-back destination {:#x} does not fit this process", rb.dst_ptr);
            return;
        };
        let (texel, kept) = (rb.texel_bytes.max(1) as usize, rb.kept_bytes as usize);
        let dst_row = (rb.row_bytes as usize / texel * kept).min(rb.dst_pitch as usize);
        for y in 0..rb.rows as usize {
            let src = &data[y * rb.buffer_pitch as usize..][..rb.row_bytes as usize];
            // SAFETY: the API side keeps the destination alive and sized
            // `rows * dst_pitch` until this frame retires (wire contract);
            // at most `dst_pitch` bytes are written per row.
            let dst = unsafe {
                std::slice::from_raw_parts_mut((dst_base as *mut u8).add(y * rb.dst_pitch as usize), dst_row)
            };
            if rb.depth_unorm32 {
                for (d, s) in dst.chunks_exact_mut(4).zip(src.chunks_exact(4)) {
                    let depth = f32::from_le_bytes([s[0], s[1], s[2], s[3]]);
                    d.copy_from_slice(&wgd3d9_core::format::unorm32_of_depth(depth).to_le_bytes());
                }
            } else if kept == texel {
                dst.copy_from_slice(&src[..dst_row]);
            } else {
                for (d, s) in dst.chunks_exact_mut(kept).zip(src.chunks_exact(texel)) {
                    d.copy_from_slice(&s[..kept]);
                }
            }
        }
    }
    rb.buffer.unmap();
}
