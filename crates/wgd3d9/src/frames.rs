//! The device's side of the frame pipeline: the recorder the API thread writes
//! into, submission of recorded frames, the frame-latency bound, reuse of arenas
//! the runtime has finished reading, and resource ids.

use crate::port;
use std::collections::VecDeque;
use std::sync::atomic::Ordering;
use wgd3d9_core::arena::FrameArena;
use wgd3d9_core::record::{Op, Recorder};
use wgd3d9_core::wire::{frame_flags, FrameSignal, RegionDesc, Status};

/// Frames whose recorded bytes the runtime may still be reading.
struct InFlight {
    seq: u64,
    arena: FrameArena,
    /// Kept alive with the arena: the runtime reads the region table too.
    _regions: Vec<RegionDesc>,
}

pub struct Frames {
    pub rec: Recorder,
    pub runtime: u64,
    /// Boxed so its address is stable for the runtime.
    pub signal: Box<FrameSignal>,
    /// Sequence of the last submitted frame.
    pub seq: u64,
    in_flight: VecDeque<InFlight>,
    spare: Vec<FrameArena>,
    /// Sequences of the last presented frames, oldest first.
    presents: VecDeque<u64>,
    pub max_latency: u32,
    next_id: u32,
    free_ids: Vec<u32>,
    /// Ids destroyed in a frame: free once that frame has been replayed.
    dying_ids: Vec<(u64, u32)>,
    /// Bytes of GPU memory each live buffer or texture id holds (see
    /// [`Frames::track_bytes`]), and their sum.
    id_bytes: std::collections::HashMap<u32, u64>,
    pub gpu_bytes: u64,
    pub lost: bool,
    /// When the previous Present was recorded and the presenting thread's
    /// CPU time then (the telemetry's frame and API-thread times).
    pub last_present: Option<(std::time::Instant, u64)>,
}

impl Frames {
    pub fn new(signal: Box<FrameSignal>, max_latency: u32) -> Frames {
        Frames {
            rec: Recorder::new(),
            runtime: 0,
            signal,
            seq: 0,
            in_flight: VecDeque::new(),
            spare: Vec::new(),
            presents: VecDeque::new(),
            max_latency: max_latency.max(1),
            next_id: 1,
            id_bytes: Default::default(),
            gpu_bytes: 0,
            free_ids: Vec::new(),
            dying_ids: Vec::new(),
            lost: false,
            last_present: None,
        }
    }

    /// A fresh resource id.
    pub fn alloc_id(&mut self) -> u32 {
        if let Some(id) = self.free_ids.pop() {
            return id;
        }
        self.next_id += 1;
        self.next_id - 1
    }

    /// Counts `bytes` of GPU memory against `id` until it is destroyed
    /// (GetAvailableTextureMem reports what is left).
    pub fn track_bytes(&mut self, id: u32, bytes: u64) {
        *self.id_bytes.entry(id).or_default() += bytes;
        self.gpu_bytes += bytes;
    }

    /// Records the destruction of `id`; the id is reused once the runtime has
    /// replayed the frame that destroys it.
    pub fn destroy_id(&mut self, id: u32) {
        if id == 0 {
            return;
        }
        if let Some(b) = self.id_bytes.remove(&id) {
            self.gpu_bytes -= b;
        }
        self.rec.op(Op::Destroy, 0, id);
        self.dying_ids.push((self.seq + 1, id));
    }

    fn reclaim(&mut self) {
        let replayed = self.signal.replayed.load(Ordering::Acquire);
        while self.in_flight.front().is_some_and(|f| f.seq <= replayed) {
            let f = self.in_flight.pop_front().expect("checked");
            self.spare.push(f.arena);
        }
        let mut i = 0;
        while i < self.dying_ids.len() {
            if self.dying_ids[i].0 <= replayed {
                let (_, id) = self.dying_ids.swap_remove(i);
                self.free_ids.push(id);
            } else {
                i += 1;
            }
        }
    }

    /// Submits what has been recorded since the last submission; returns the
    /// frame's sequence (the previous one when nothing was recorded and this is
    /// not a present). A present (whose Present record the caller has written)
    /// counts against the frame-latency bound.
    pub fn submit(&mut self, present: bool) -> Result<u64, Status> {
        if self.lost || self.signal.lost.load(Ordering::Acquire) != 0 {
            self.lost = true;
            return Err(Status::DeviceLost);
        }
        if self.rec.is_empty() && !present {
            return Ok(self.seq);
        }
        self.reclaim();
        let recycled = self.spare.pop().unwrap_or_default();
        let mut arena = self.rec.take(recycled);
        let regions: Vec<RegionDesc> = arena
            .regions()
            .iter()
            .map(|r| RegionDesc {
                ptr: r.ptr as u64,
                len: r.len as u64,
            })
            .collect();
        let seq = self.seq + 1;
        let flags = if present { frame_flags::PRESENT } else { 0 };
        let status = port::submit_frame(self.runtime, seq, &regions, flags);
        self.seq = seq;
        self.in_flight.push_back(InFlight {
            seq,
            arena,
            _regions: regions,
        });
        if status != Status::Ok {
            self.lost = true;
            return Err(status);
        }
        if present {
            self.presents.push_back(seq);
            // Frame-latency bound: at most `max_latency` presented frames in flight.
            while self.presents.len() > self.max_latency as usize {
                let oldest = self.presents.pop_front().expect("non-empty");
                self.wait(oldest)?;
            }
        }
        Ok(seq)
    }

    /// Blocks until frame `seq` has retired on the GPU.
    pub fn wait(&mut self, seq: u64) -> Result<(), Status> {
        if self.signal.retired.load(Ordering::Acquire) >= seq {
            return Ok(());
        }
        match crate::perf::gpu_wait(|| port::wait_frame(self.runtime, seq)) {
            Status::Ok => Ok(()),
            s => {
                self.lost = true;
                Err(s)
            }
        }
    }

    /// Submits everything recorded and waits until the GPU has finished it (for
    /// read-backs into application memory).
    pub fn flush_and_wait(&mut self) -> Result<(), Status> {
        let seq = self.submit(false)?;
        self.wait(seq)
    }

    /// Bytes of frame memory held (recorded, in flight and spare).
    pub fn arenas_in_flight(&self) -> usize {
        self.in_flight.len()
    }
}
