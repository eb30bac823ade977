//! The device's side of the frame pipeline: the recorder the API thread writes
//! into, submission of recorded frames, the frame-latency bound, reuse of arenas
//! the runtime has finished reading, and resource ids.

use crate::port;
use std::collections::VecDeque;
use std::sync::atomic::Ordering;
use std::time::Instant;
use wgd3d9_core::arena::FrameArena;
use wgd3d9_core::lent_copy::LentCopy;
use wgd3d9_core::mem::AlignedBytes;
use wgd3d9_core::record::{CreateBuffer, CreateTexture, Op, Recorder};
use wgd3d9_core::wire::{frame_flags, FrameSignal, RegionDesc, Status};

/// How a write over a lent CPU copy may proceed (see [`Frames::make_writable`]).
#[derive(Clone, Copy, Debug)]
pub struct CopyWrite {
    /// The copy must not move: an open lock or DC handed out a pointer into it.
    pub pinned: bool,
    /// The bytes not written must be kept (not a DISCARD).
    pub keep: bool,
    /// The caller writes within the current call, not after it returns.
    pub now: bool,
}

/// Frames whose recorded bytes the runtime may still be reading.
struct InFlight {
    seq: u64,
    arena: FrameArena,
    /// Kept alive with the arena: the runtime reads the region table too.
    _regions: Vec<RegionDesc>,
}

/// What a runtime object was made from, and the API object that owns its
/// contents (null until set): what Reset after a lost device makes again.
#[derive(Clone, Copy, Debug)]
pub enum Made {
    Buffer(CreateBuffer, *mut crate::buffer::Buffer),
    /// A texture or surface; the owner is the 2D, cube or volume texture
    /// (null for surfaces, which Reset does not keep).
    Texture(CreateTexture, *mut crate::com::Header),
    Shader(*mut crate::shader::Shader),
    Decl(*mut crate::decl::VertexDecl),
}

/// Units of work a frame may grow by before it is submitted in part (see
/// [`Frames::count_work`]): more draws than the busiest real frames make, so
/// a partial submission only holds back a program that records far ahead of
/// the GPU; 16384 units of upload are 64 MiB. With at most two more parts
/// in flight, uploads (a level loader's) keep at most about 192 MiB in the
/// recording arenas and the runtime's staging, which a 32-bit process can
/// afford.
pub const FLUSH_WORK: u32 = 16384;

/// What a call waits for before it returns (see
/// [`Frames::take_pending_wait`]): a frame to retire on the GPU, and the
/// moment the frame-rate cap lets the next frame begin.
#[derive(Clone, Copy, Debug)]
pub struct PendingWait {
    runtime: u64,
    /// 0: no frame.
    seq: u64,
    until: Option<Instant>,
}

impl PendingWait {
    /// Blocks until the frame has retired on the GPU (or the device is
    /// lost, which the next submission reports), then until the cap's
    /// moment.
    pub fn wait(self) {
        if self.seq != 0 {
            let _ = crate::api_timers::gpu_wait(|| port::wait_frame(self.runtime, self.seq));
        }
        if let Some(t) = self.until {
            std::thread::sleep(t.saturating_duration_since(Instant::now()));
        }
    }
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
    /// Frames presented since the device was made (GetLastPresentCount).
    present_count: u64,
    /// Work recorded since the last submission ([`Frames::count_work`]).
    work: u32,
    /// A frame the current call waits for before returning (0: none).
    wait_before_return: u64,
    /// The frame-rate cap's moment the current Present waits for.
    pace_until: Option<Instant>,
    /// The moment the previous capped frame began (see [`Frames::pace`]).
    paced_at: Option<Instant>,
    pub max_latency: u32,
    next_id: u32,
    free_ids: Vec<u32>,
    /// Ids destroyed in a frame: free once that frame has been replayed.
    dying_ids: Vec<(u64, u32)>,
    /// CPU copies of destroyed buffers that recorded uploads read in place
    /// (see [`wgd3d9_core::lent_copy`]): freed once their frame is replayed.
    dying_copies: Vec<(u64, AlignedBytes)>,
    /// Bytes of GPU memory each live buffer or texture id holds (see
    /// [`Frames::track_bytes`]), and their sum.
    id_bytes: std::collections::HashMap<u32, u64>,
    pub gpu_bytes: u64,
    pub lost: bool,
    /// The runtime objects the device made, by id, and how to make each
    /// again after a lost device's Reset (see [`Made`]).
    made: std::collections::BTreeMap<u32, Made>,
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
            present_count: 0,
            work: 0,
            wait_before_return: 0,
            pace_until: None,
            paced_at: None,
            max_latency: max_latency.max(1),
            next_id: 1,
            id_bytes: Default::default(),
            gpu_bytes: 0,
            free_ids: Vec::new(),
            dying_ids: Vec::new(),
            dying_copies: Vec::new(),
            lost: false,
            made: Default::default(),
            last_present: None,
        }
    }

    /// A fresh resource id.
    pub fn alloc_id(&mut self) -> u32 {
        self.count_work(1);
        if let Some(id) = self.free_ids.pop() {
            return id;
        }
        self.next_id += 1;
        self.next_id - 1
    }

    /// Notes what runtime object `id` was made from (see [`Made`]).
    pub fn note_made(&mut self, id: u32, made: Made) {
        self.made.insert(id, made);
    }

    /// Names the API object owning texture `id`'s contents.
    pub fn set_texture_owner(&mut self, id: u32, owner: *mut crate::com::Header) {
        if let Some(Made::Texture(_, o)) = self.made.get_mut(&id) {
            *o = owner;
        }
    }

    /// Every runtime object made and not destroyed, by id.
    pub fn made(&self) -> Vec<(u32, Made)> {
        self.made.iter().map(|(&id, &m)| (id, m)).collect()
    }

    /// True once the runtime lost the device.
    pub fn is_lost(&self) -> bool {
        self.lost || self.signal.lost.load(Ordering::Acquire) != 0
    }

    /// Starts over with a new runtime device after the old one was lost
    /// and destroyed: nothing is in flight any more (every arena can be
    /// reused, every destroyed id too), the recording (made while lost) is
    /// dropped, and frame sequences go on from the last one.
    pub fn restart(&mut self, runtime: u64) {
        self.runtime = runtime;
        let seq = self.seq;
        self.signal.replayed.store(seq, Ordering::Release);
        self.signal.retired.store(seq, Ordering::Release);
        self.signal.lost.store(0, Ordering::Release);
        self.lost = false;
        self.drop_recording();
        self.spare.extend(self.in_flight.drain(..).map(|f| f.arena));
        self.free_ids.extend(self.dying_ids.drain(..).map(|(_, id)| id));
        self.dying_copies.clear();
        self.presents.clear();
        self.wait_before_return = 0;
    }

    /// Drops what was recorded since the last submission (a lost device's
    /// frames go nowhere).
    fn drop_recording(&mut self) {
        let recycled = self.spare.pop().unwrap_or_default();
        let dropped = self.rec.take(recycled);
        self.spare.push(dropped);
        self.work = 0;
    }

    /// Gives back an id whose creation failed before anything was recorded.
    pub fn free_unused_id(&mut self, id: u32) {
        self.free_ids.push(id);
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
        self.made.remove(&id);
        self.count_work(1);
        self.rec.op(Op::Destroy, 0, id);
        self.dying_ids.push((self.seq + 1, id));
    }

    /// The frame being recorded: records written now belong to it.
    pub fn recording_seq(&self) -> u64 {
        self.seq + 1
    }

    /// The last frame the runtime has replayed: it reads nothing of it or
    /// of earlier frames any more.
    pub fn replayed(&self) -> u64 {
        self.signal.replayed.load(Ordering::Acquire)
    }

    /// Keeps a destroyed buffer's CPU copies that frames not yet replayed
    /// read in place (each with the last such frame) until those frames
    /// are replayed.
    pub fn keep_until_replayed(&mut self, copies: Vec<(u64, AlignedBytes)>) {
        self.dying_copies.extend(copies);
    }

    /// Makes the current call wait, before it returns, until the runtime has
    /// read frame `seq` (submitted now if it is the one being recorded): for
    /// a write over bytes that frame's records read in place when no other
    /// memory could be had. It waits for the frame to retire on the GPU,
    /// which comes after its replay.
    pub fn wait_for_replay(&mut self, seq: u64) {
        if seq > self.seq {
            let _ = self.submit(false);
        }
        self.wait_before_returning(seq.min(self.seq));
    }

    /// Waits now, under the device's lock, until frame `seq` (submitted
    /// first if it is the one being recorded) has retired on the GPU, so the
    /// runtime has read it: for a write of the device's own, within the
    /// call, over bytes that frame reads in place.
    pub fn wait_for_replay_now(&mut self, seq: u64) -> Result<(), Status> {
        if seq > self.seq {
            self.submit(false)?;
        }
        self.wait(seq.min(self.seq))
    }

    /// Before bytes of `copy` that recorded uploads may still read are
    /// written over: swaps in another copy (true; see
    /// [`LentCopy::make_writable`]), or, where the copy must stay where it
    /// is (`w.pinned`) or no memory for another can be had (logged), waits
    /// until the runtime has read them (false), before the current call
    /// returns, or now with `w.now` (an error: the device was lost
    /// meanwhile). False at once when nothing of `copy` is lent.
    pub fn make_writable(&mut self, copy: &mut LentCopy, w: CopyWrite) -> Result<bool, Status> {
        let replayed = self.replayed();
        if !copy.is_lent(replayed) {
            return Ok(false);
        }
        if !w.pinned {
            if copy.make_writable(replayed, w.keep) {
                return Ok(true);
            }
            log::warn!(
                target: "wgd3d9::d3d9",
                "no memory for another {}-byte copy of a resource; the write waits for the frame that reads it",
                copy.len()
            );
        }
        let until = copy.lent_until();
        if w.now {
            self.wait_for_replay_now(until)?;
        } else {
            self.wait_for_replay(until);
        }
        Ok(false)
    }

    fn reclaim(&mut self) {
        let replayed = self.signal.replayed.load(Ordering::Acquire);
        while self.in_flight.front().is_some_and(|f| f.seq <= replayed) {
            let mut arena = self.in_flight.pop_front().expect("checked").arena;
            // Its large payloads are freed now, not when it is next recorded into.
            arena.reset();
            self.spare.push(arena);
        }
        self.dying_copies.retain(|(until, _)| *until > replayed);
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
    /// counts against the frame-latency bound: the caller then waits for
    /// [`Frames::take_pending_wait`] before returning to the application.
    pub fn submit(&mut self, present: bool) -> Result<u64, Status> {
        if self.is_lost() {
            // Nothing recorded while lost reaches a GPU; Reset makes what
            // the device holds again.
            self.lost = true;
            self.drop_recording();
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
        self.work = 0;
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
            self.present_count += 1;
        }
        Ok(seq)
    }

    /// Counts `units` of runtime work about to be recorded: a draw, an
    /// upload (one unit per started 4 KiB), a resource created or
    /// destroyed. A frame that has grown by [`FLUSH_WORK`] units since its
    /// last submission is submitted now, and the current call then waits
    /// until at most two submissions are in flight: a program that records
    /// faster than the GPU works is held back, as drivers hold it back when
    /// their command buffers are full, instead of growing a frame (and the
    /// wait for it) without bound. A failed submission marks the device
    /// lost, which Present reports.
    #[inline]
    pub fn count_work(&mut self, units: u32) {
        self.work = self.work.saturating_add(units);
        if self.work > FLUSH_WORK {
            self.flush_part();
        }
    }

    /// [`Frames::count_work`] for an upload of `bytes`.
    #[inline]
    pub fn count_upload(&mut self, bytes: usize) {
        self.count_work(1 + (bytes >> 12).min(FLUSH_WORK as usize) as u32);
    }

    #[cold]
    fn flush_part(&mut self) {
        if let Ok(seq) = self.submit(false) {
            self.wait_before_return = self.wait_before_return.max(seq.saturating_sub(2));
        }
    }

    /// Makes the current call wait for frame `seq` before it returns.
    pub fn wait_before_returning(&mut self, seq: u64) {
        self.wait_before_return = self.wait_before_return.max(seq);
    }

    /// The wait the current call owes before it returns to the application,
    /// if any: for the frame-latency bound (at most `max_latency` presented
    /// frames in flight) or after a large frame's partial submission
    /// ([`Frames::count_work`]). Entry points perform it after releasing a
    /// multithreaded device's lock, so that the other threads' calls go on
    /// while this one waits for the GPU.
    #[inline(always)]
    pub fn take_pending_wait(&mut self) -> Option<PendingWait> {
        // Nearly every call owes nothing: three loads of the device's own
        // state.
        if self.wait_before_return == 0 && self.presents.len() <= self.max_latency as usize && self.pace_until.is_none()
        {
            return None;
        }
        self.take_pending_wait_slow()
    }

    /// The frame-rate cap (`present.maxFrameRate`, `rate` > 0): the Present
    /// being made returns no earlier than one frame time after the previous
    /// capped one. A program that falls behind starts counting again rather
    /// than hurrying to catch up.
    pub fn pace(&mut self, rate: u32) {
        let mut clock = self.paced_at;
        self.pace_by(&mut clock, rate);
        self.paced_at = clock;
    }

    /// Paces the Present being made at `rate` frames a second on `clock`
    /// (a swap chain's own; see [`wgd3d9_core::pacing::next_present`]): it
    /// returns no earlier than that, nor than any other pacing asks.
    pub fn pace_by(&mut self, clock: &mut Option<Instant>, rate: u32) {
        let now = Instant::now();
        let next = wgd3d9_core::pacing::next_present(*clock, rate, now);
        *clock = Some(next);
        if next > now {
            self.pace_until = Some(self.pace_until.map_or(next, |u| u.max(next)));
        }
    }

    /// Whether pacing would hold a Present made now: `present.maxFrameRate`
    /// (`max_frame_rate`, on the device's clock) or a swap chain's pacing
    /// (`(clock, rate)`, as [`Frames::pace_by`] left them); a rate of 0
    /// paces nothing.
    pub fn would_pace(&self, (clock, rate): (Option<Instant>, u32), max_frame_rate: u32) -> bool {
        let now = Instant::now();
        let held =
            |last: Option<Instant>, rate: u32| rate > 0 && wgd3d9_core::pacing::next_present(last, rate, now) > now;
        held(self.paced_at, max_frame_rate) || held(clock, rate)
    }

    /// Frames presented since the device was made.
    pub fn presented_count(&self) -> u64 {
        self.present_count
    }

    /// Whether a Present now would make the call wait for the GPU (the
    /// frame-latency bound): what D3DPRESENT_DONOTWAIT asks.
    pub fn would_wait(&self) -> bool {
        let retired = self.signal.retired.load(Ordering::Acquire);
        let queued = self.presents.iter().filter(|&&seq| seq > retired).count();
        queued >= self.max_latency as usize
    }

    #[cold]
    fn take_pending_wait_slow(&mut self) -> Option<PendingWait> {
        while self.presents.len() > self.max_latency as usize {
            let oldest = self.presents.pop_front().expect("non-empty");
            self.wait_before_return = self.wait_before_return.max(oldest);
        }
        let seq = std::mem::take(&mut self.wait_before_return);
        let seq = if seq > self.signal.retired.load(Ordering::Acquire) {
            seq
        } else {
            0
        };
        let until = self.pace_until.take();
        (seq != 0 || until.is_some()).then_some(PendingWait {
            runtime: self.runtime,
            seq,
            until,
        })
    }

    /// Blocks until frame `seq` has retired on the GPU.
    pub fn wait(&mut self, seq: u64) -> Result<(), Status> {
        if self.signal.retired.load(Ordering::Acquire) >= seq {
            return Ok(());
        }
        match crate::api_timers::gpu_wait(|| port::wait_frame(self.runtime, seq)) {
            Status::Ok => Ok(()),
            s => {
                self.lost = true;
                Err(s)
            }
        }
    }

    /// Bytes of frame memory held (recorded, in flight and spare).
    pub fn arenas_in_flight(&self) -> usize {
        self.in_flight.len()
    }
}
