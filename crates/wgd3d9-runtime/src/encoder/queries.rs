//! GPU queries: the samples D3D9 occlusion queries count, and timestamps.
//!
//! A D3D9 occlusion query counts from its Issue(BEGIN) to its Issue(END),
//! across passes and even frames, and several may count at once. The GPU
//! counts per render pass, one query at a time. So the encoder cuts the time
//! while any D3D9 query counts into *segments*: a segment is one GPU
//! occlusion query inside one pass, and it ends at a pass's end and at every
//! Begin or End of a D3D9 query. Each segment remembers which D3D9 queries
//! were counting during it. At the end of the frame the segments' counts are
//! resolved into a buffer; when the frame retires, each count is added into
//! the result cell of every query that was counting during it.
//!
//! Result cells live on the API side (see [`wgd3d9_core::record::QueryCell`]).
//! A Begin resets its cell to zero in order with the counts of earlier
//! frames, so a query issued again, or a cell given to another query, never
//! mixes counts of two issues. Clears do not count (D3D9 counts the samples
//! of draws).
//!
//! A pass opened while nothing counts has no query set; a Begin inside it
//! ends the pass (the next draw opens one that has a set).
//!
//! A D3D9 timestamp query is a GPU timestamp written between passes (the
//! open pass ends); its cell receives the time in nanoseconds.

use super::Encoder;
use std::sync::atomic::{AtomicU64, Ordering};

/// Queries in one GPU query set. Sets are kept and reused frame after frame.
const SET_SIZE: u32 = 1024;

/// What the retire thread does with one cell, in recording order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    /// A query began: its count starts from zero.
    Reset(u64),
    /// Occlusion query `query` (an index into the frame's resolved counts)
    /// counted for the cells `cells` (a range of [`QueryReadback::cells`]).
    Add { query: u32, cells: std::ops::Range<u32> },
    /// Timestamp `query` (an index into the frame's resolved timestamps) is
    /// the cell's value.
    Time { query: u32, cell: u64 },
}

/// A frame's resolved queries and what to do with them when it retires.
#[derive(Default)]
pub(crate) struct QueryReadback {
    /// The resolved occlusion counts and timestamps (one `u64` per GPU
    /// query), mappable; `None` when the frame used none.
    pub counts: Option<wgpu::Buffer>,
    pub times: Option<wgpu::Buffer>,
    /// Nanoseconds per timestamp tick.
    pub period: f32,
    pub actions: Vec<Action>,
    pub cells: Vec<u64>,
}

/// GPU query sets of one type, used in order through a frame.
struct SetPool {
    ty: wgpu::QueryType,
    sets: Vec<wgpu::QuerySet>,
    /// The set queries are taken from, and how many it gave this frame.
    set_no: usize,
    used: u32,
}

impl SetPool {
    fn new(ty: wgpu::QueryType) -> SetPool {
        SetPool {
            ty,
            sets: Vec::new(),
            set_no: 0,
            used: 0,
        }
    }

    /// The set with room for another query, made on first use.
    fn current(&mut self, device: &wgpu::Device) -> &wgpu::QuerySet {
        if self.used >= SET_SIZE {
            self.set_no += 1;
            self.used = 0;
        }
        if self.sets.len() <= self.set_no {
            self.sets.push(device.create_query_set(&wgpu::QuerySetDescriptor {
                label: Some("wgd3d9 queries"),
                ty: self.ty,
                count: SET_SIZE,
            }));
        }
        &self.sets[self.set_no]
    }

    /// Takes the current set's next query: its index in the set and in the
    /// frame's resolved values.
    fn take(&mut self) -> (u32, u32) {
        let index = self.used;
        self.used += 1;
        (index, self.set_no as u32 * SET_SIZE + index)
    }

    /// Resolves the frame's queries into a mappable buffer (commands at the
    /// end of `enc`) and starts the next frame from the first set.
    fn resolve(&mut self, device: &wgpu::Device, enc: &mut wgpu::CommandEncoder) -> Option<wgpu::Buffer> {
        let (full, used) = (self.set_no, self.used);
        (self.set_no, self.used) = (0, 0);
        let total = full as u32 * SET_SIZE + used;
        if total == 0 {
            return None;
        }
        let bytes = u64::from(total) * 8;
        let resolved = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("resolved queries"),
            size: bytes,
            usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
            mapped_at_creation: false,
        });
        for (i, set) in self.sets.iter().enumerate().take(full + 1) {
            let n = if i < full { SET_SIZE } else { used };
            if n > 0 {
                enc.resolve_query_set(set, 0..n, &resolved, i as u64 * u64::from(SET_SIZE) * 8);
            }
        }
        let readable = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("resolved queries (read)"),
            size: bytes,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        enc.copy_buffer_to_buffer(&resolved, 0, &readable, 0, bytes);
        Some(readable)
    }
}

/// The encoder's query state.
pub(crate) struct Queries {
    /// Cells of the D3D9 occlusion queries counting now.
    counting: Vec<u64>,
    occlusion: SetPool,
    timestamps: SetPool,
    /// The occlusion set of the open pass (`None`: the pass cannot count).
    pass_set: Option<usize>,
    /// A GPU occlusion query is open in the pass.
    active: bool,
    frame: QueryReadback,
}

impl Default for Queries {
    fn default() -> Queries {
        Queries {
            counting: Vec::new(),
            occlusion: SetPool::new(wgpu::QueryType::Occlusion),
            timestamps: SetPool::new(wgpu::QueryType::Timestamp),
            pass_set: None,
            active: false,
            frame: QueryReadback::default(),
        }
    }
}

impl Queries {
    /// True while a D3D9 occlusion query counts (the skip rule's input).
    pub fn counting(&self) -> bool {
        !self.counting.is_empty()
    }
}

impl Encoder {
    /// A D3D9 occlusion query starts (`begin`) or stops counting into `cell`.
    pub(super) fn occlusion_query(&mut self, begin: bool, cell: u64) {
        self.occlusion_pause();
        let q = &mut self.queries;
        if begin {
            q.frame.actions.push(Action::Reset(cell));
            if !q.counting.contains(&cell) {
                q.counting.push(cell);
            }
        } else {
            q.counting.retain(|&c| c != cell);
        }
        self.occlusion_resume();
    }

    /// A D3D9 timestamp query: the GPU's time once the work before it is
    /// done goes into `cell`. Ignored without GPU timestamps (the API side
    /// does not offer the query then).
    pub(super) fn timestamp_query(&mut self, cell: u64) {
        if !self
            .sh
            .features
            .contains(wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS)
        {
            return;
        }
        self.end_pass();
        let set = self.queries.timestamps.current(&self.sh.device).clone();
        let (index, query) = self.queries.timestamps.take();
        self.frame
            .main
            .as_mut()
            .expect("frame open")
            .write_timestamp(&set, index);
        self.queries.frame.actions.push(Action::Time { query, cell });
    }

    /// The occlusion set for a pass about to open (when a query counts);
    /// remembered as the pass's.
    pub(super) fn occlusion_set_for_pass(&mut self) -> Option<wgpu::QuerySet> {
        let q = &mut self.queries;
        if q.counting.is_empty() {
            return None;
        }
        let set = q.occlusion.current(&self.sh.device).clone();
        q.pass_set = Some(q.occlusion.set_no);
        Some(set)
    }

    /// Ends the open pass's segment, if one is counting (before the pass
    /// ends, before a clear draws, at a Begin or End).
    pub(super) fn occlusion_pause(&mut self) {
        if self.queries.active {
            self.queries.active = false;
            if let Some(pass) = self.pass.as_mut() {
                pass.end_occlusion_query();
            }
        }
    }

    /// Starts a segment in the open pass when a query counts. A pass without
    /// a query set, or whose set is full, ends: the next draw opens one.
    pub(super) fn occlusion_resume(&mut self) {
        let q = &mut self.queries;
        if q.active || q.counting.is_empty() || self.pass.is_none() {
            return;
        }
        if q.pass_set != Some(q.occlusion.set_no) || q.occlusion.used >= SET_SIZE {
            self.end_pass();
            return;
        }
        let (index, query) = q.occlusion.take();
        let first = q.frame.cells.len() as u32;
        q.frame.cells.extend_from_slice(&q.counting);
        q.frame.actions.push(Action::Add {
            query,
            cells: first..q.frame.cells.len() as u32,
        });
        q.active = true;
        if let Some(pass) = self.pass.as_mut() {
            pass.begin_occlusion_query(index);
        }
    }

    /// The pass ended: its set is no longer the open pass's.
    pub(super) fn occlusion_pass_ended(&mut self) {
        debug_assert!(!self.queries.active, "a segment outlived its pass");
        self.queries.pass_set = None;
    }

    /// Resolves the frame's queries at the end of the main encoder; what
    /// the retire thread applies (`None`: no query was issued).
    pub(super) fn queries_finish_frame(&mut self) -> Option<QueryReadback> {
        let q = &mut self.queries;
        let mut frame = std::mem::take(&mut q.frame);
        let main = self.frame.main.as_mut().expect("frame open");
        let device = &self.sh.device;
        frame.counts = q.occlusion.resolve(device, main);
        frame.times = q.timestamps.resolve(device, main);
        frame.period = self.sh.queue.get_timestamp_period();
        (!frame.actions.is_empty()).then_some(frame)
    }
}

/// Applies a retired frame's actions: `counts` and `times` are the resolved
/// GPU queries, and `cell` turns a cell address into the cell (`None`: not
/// in this process, skipped).
pub(crate) fn apply<'a>(
    rb: &QueryReadback,
    counts: &[u64],
    times: &[u64],
    cell: impl Fn(u64) -> Option<&'a AtomicU64>,
) {
    for action in &rb.actions {
        match action {
            Action::Reset(c) => {
                if let Some(c) = cell(*c) {
                    c.store(0, Ordering::Release);
                }
            }
            Action::Add { query, cells } => {
                let n = counts.get(*query as usize).copied().unwrap_or(0);
                for &c in &rb.cells[cells.start as usize..cells.end as usize] {
                    if let Some(c) = cell(c) {
                        c.fetch_add(n, Ordering::AcqRel);
                    }
                }
            }
            Action::Time { query, cell: c } => {
                let ticks = times.get(*query as usize).copied().unwrap_or(0);
                if let Some(c) = cell(*c) {
                    c.store((ticks as f64 * f64::from(rb.period)) as u64, Ordering::Release);
                }
            }
        }
    }
}

/// The values of a resolved buffer (empty when there is none or it cannot
/// be mapped, with a log line).
fn read_values(device: &wgpu::Device, buffer: Option<&wgpu::Buffer>) -> Vec<u64> {
    let Some(buffer) = buffer else { return Vec::new() };
    let (tx, rx) = std::sync::mpsc::channel();
    let slice = buffer.slice(..);
    slice.map_async(wgpu::MapMode::Read, move |res| {
        let _ = tx.send(res);
    });
    let _ = device.poll(wgpu::PollType::wait_indefinitely());
    if !matches!(rx.recv(), Ok(Ok(()))) {
        log::error!(target: "wgd3d9::runtime", "query results could not be mapped");
        return Vec::new();
    }
    let values = match slice.get_mapped_range() {
        Ok(data) => data.chunks_exact(8).map(bytemuck::pod_read_unaligned::<u64>).collect(),
        Err(_) => {
            log::error!(target: "wgd3d9::runtime", "query results not mapped");
            Vec::new()
        }
    };
    buffer.unmap();
    values
}

/// Reads a retired frame's query results and applies them (the retire
/// thread).
pub(crate) fn complete(device: &wgpu::Device, rb: &QueryReadback) {
    let cell = |addr: u64| -> Option<&AtomicU64> {
        let (base, _) = wgd3d9_core::wire::span(addr, 8)?;
        if base % 8 != 0 {
            return None;
        }
        // SAFETY: the API side keeps every cell named by a recorded query
        // allocated, 8-byte aligned, while the runtime device lives
        // (`record::QueryCell`), and touches it only atomically.
        Some(unsafe { &*(base as *const AtomicU64) })
    };
    let counts = read_values(device, rb.counts.as_ref());
    let times = read_values(device, rb.times.as_ref());
    apply(rb, &counts, &times, cell);
}

#[cfg(test)]
mod tests;
