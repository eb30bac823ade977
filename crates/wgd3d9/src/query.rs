//! IDirect3DQuery9: event, occlusion and timestamp queries.
//!
//! An event query issued with D3DISSUE_END is signalled once the GPU has
//! finished every command recorded before the Issue. An occlusion query
//! counts the samples that pass the depth and stencil tests between its
//! D3DISSUE_BEGIN and D3DISSUE_END: the runtime adds the counts into the
//! query's result cell (see [`QueryCells`]) as the frames retire, and the
//! result is ready once the frame holding the END has retired. A timestamp
//! query's cell receives the GPU's time (in nanoseconds, the frequency query
//! answers 1 GHz) once the work before its END is done; timestamps are
//! offered when the GPU writes them. The statistics types are not available:
//! CreateQuery answers D3DERR_NOTAVAILABLE for them, which is how D3D9
//! reports an unsupported type and what Windows drivers answer for most.

use crate::com::{self, Header, Kind};
use crate::device::Inner;
use std::ffi::c_void;
use std::sync::atomic::{AtomicU64, Ordering};
use wgd3d9_core::record::{Op, QueryCell};
use wgd3d9_core::wire::{features, AdapterInfo};
use wgd3d9_types::*;

/// Cells in one allocation of [`QueryCells`].
const CELLS_PER_CHUNK: usize = 64;

/// The result cells of a device's occlusion and timestamp queries. A
/// cell's address never changes and stays valid until the device is freed
/// (after its runtime device is destroyed): the runtime writes into cells of queries the
/// application may already have released. A released query's cell is
/// given to the next query at once: the runtime resets a cell at each
/// Begin, in order with every count of earlier frames.
#[derive(Default)]
pub struct QueryCells {
    /// Boxed: a cell must not move when the vector grows.
    #[allow(clippy::vec_box)]
    chunks: Vec<Box<[AtomicU64; CELLS_PER_CHUNK]>>,
    free: Vec<u32>,
}

impl QueryCells {
    /// A cell for a new query.
    pub fn alloc(&mut self) -> u32 {
        if let Some(i) = self.free.pop() {
            return i;
        }
        let first = (self.chunks.len() * CELLS_PER_CHUNK) as u32;
        self.chunks.push(Box::new(std::array::from_fn(|_| AtomicU64::new(0))));
        self.free.extend((first + 1..first + CELLS_PER_CHUNK as u32).rev());
        first
    }

    /// Gives back the cell of a query being freed.
    pub fn free(&mut self, i: u32) {
        self.free.push(i);
    }

    fn cell(&self, i: u32) -> &AtomicU64 {
        &self.chunks[i as usize / CELLS_PER_CHUNK][i as usize % CELLS_PER_CHUNK]
    }

    /// The cell's address, as the runtime is given it.
    fn addr(&self, i: u32) -> u64 {
        self.cell(i) as *const AtomicU64 as usize as u64
    }
}

/// Where a query is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Never issued.
    Fresh,
    /// An occlusion query between its BEGIN and END.
    Counting,
    /// Issued: the result is ready once `frame` has retired; `polled` once
    /// GetData found it not ready.
    Issued { frame: u64, polled: bool },
}

#[repr(C)]
pub struct Query {
    pub hdr: Header,
    pub ty: D3DQUERYTYPE,
    state: State,
    /// The result cell of an occlusion or timestamp query in the device's
    /// [`QueryCells`].
    cell: Option<u32>,
}

/// Frees a query (its `Header::destroy`); a counting occlusion query stops
/// and its cell goes back to the device.
///
/// # Safety
/// `h` must be a query made by [`Query::new`] that nothing references any
/// more (see [`com::release`]); it is not used afterwards.
unsafe fn destroy(h: *mut Header) {
    // SAFETY: the caller guarantees `h` is a query made by `Box::into_raw` in
    // `Query::new`, now unreferenced: this box is its only owner.
    let q = unsafe { Box::from_raw(h as *mut Query) };
    let Some(cell) = q.cell else { return };
    // SAFETY: a query's device is live (it outlives its children); shared,
    // as other threads may hold the device too.
    if let Some(d) = unsafe { q.hdr.device.as_ref() } {
        let mut inner = d.inner();
        if q.state == State::Counting {
            record_query(&mut inner, CellOp::End, cell);
        }
        inner.query_cells.free(cell);
    }
}

/// What a recorded query does with its cell (`Op::Query`'s `a`).
#[derive(Clone, Copy)]
enum CellOp {
    Begin = 0,
    End = 1,
    Timestamp = 2,
}

/// Records a query operation on `cell`.
fn record_query(d: &mut Inner, op: CellOp, cell: u32) {
    let addr = d.query_cells.addr(cell);
    d.frames.rec.op_with(Op::Query, op as u16, 0, &QueryCell { addr });
}

/// True for the query types CreateQuery creates on this adapter: events and
/// occlusion always, the three timestamp types when the GPU writes
/// timestamps.
pub fn is_supported(ty: D3DQUERYTYPE, adapter: &AdapterInfo) -> bool {
    match ty {
        D3DQUERYTYPE_EVENT | D3DQUERYTYPE_OCCLUSION => true,
        D3DQUERYTYPE_TIMESTAMP | D3DQUERYTYPE_TIMESTAMPDISJOINT | D3DQUERYTYPE_TIMESTAMPFREQ => {
            adapter.has(features::TIMESTAMPS)
        }
        _ => false,
    }
}

/// The byte Windows fills the result of a query never issued with (every
/// type but events, Wine's test_occlusion_query and test_timestamp_query).
const NEVER_ISSUED_FILL: u8 = 0xDD;

/// Ticks per second of timestamp queries: they count nanoseconds.
const TIMESTAMP_FREQUENCY: u64 = 1_000_000_000;

impl Query {
    /// A query of a supported type (public count 1; the caller takes the
    /// device reference).
    pub(crate) fn new(d: &mut Inner, ty: D3DQUERYTYPE) -> *mut Query {
        let has_cell = matches!(ty, D3DQUERYTYPE_OCCLUSION | D3DQUERYTYPE_TIMESTAMP);
        let cell = has_cell.then(|| d.query_cells.alloc());
        Box::into_raw(Box::new(Query {
            hdr: Header::new(&VTBL as *const _ as *const c_void, Kind::Query, d.me, destroy),
            ty,
            state: State::Fresh,
            cell,
        }))
    }

    fn data_size(&self) -> u32 {
        match self.ty {
            D3DQUERYTYPE_OCCLUSION => std::mem::size_of::<DWORD>() as u32,
            D3DQUERYTYPE_TIMESTAMP | D3DQUERYTYPE_TIMESTAMPFREQ => std::mem::size_of::<u64>() as u32,
            _ => std::mem::size_of::<BOOL>() as u32,
        }
    }

    /// Bytes of the result GetData writes at most: an occlusion count is
    /// written as 64 bits when the buffer is that large (Windows fills both
    /// words, Wine's test_occlusion_query).
    fn result_size(&self) -> u32 {
        match self.ty {
            D3DQUERYTYPE_OCCLUSION => 8,
            _ => self.data_size(),
        }
    }

    /// Issued now: ready once the frame being recorded is submitted and
    /// finished; when nothing was recorded since the last submission (no
    /// submission would follow), once that submission is.
    fn issued(d: &Inner) -> State {
        State::Issued {
            frame: d.frames.seq + u64::from(!d.frames.rec.is_empty()),
            polled: false,
        }
    }

    fn issue(&mut self, d: &mut Inner, flags: u32) -> HRESULT {
        if flags & !(D3DISSUE_END | D3DISSUE_BEGIN) != 0 {
            return D3DERR_INVALIDCALL;
        }
        let (begin, end) = (flags & D3DISSUE_BEGIN != 0, flags & D3DISSUE_END != 0);
        match (self.ty, self.cell) {
            (D3DQUERYTYPE_OCCLUSION, Some(cell)) => {
                // A BEGIN while counting starts again from zero; an END
                // without a BEGIN ends an empty interval (a count of 0).
                if begin || (end && self.state != State::Counting) {
                    record_query(d, CellOp::Begin, cell);
                    self.state = State::Counting;
                }
                if end {
                    record_query(d, CellOp::End, cell);
                    self.state = Self::issued(d);
                }
            }
            (D3DQUERYTYPE_TIMESTAMP, Some(cell)) if end => {
                record_query(d, CellOp::Timestamp, cell);
                self.state = Self::issued(d);
            }
            // Events, timestamp frequency and disjoint queries are results
            // of the work before the END; a BEGIN is accepted and ignored.
            _ if end => self.state = Self::issued(d),
            _ => {}
        }
        D3D_OK
    }

    /// The result once ready, as little-endian bytes.
    fn result(&self, d: &Inner) -> [u8; 8] {
        let value = match (self.ty, self.cell) {
            (_, Some(c)) => d.query_cells.cell(c).load(Ordering::Acquire),
            (D3DQUERYTYPE_TIMESTAMPFREQ, _) => TIMESTAMP_FREQUENCY,
            // The GPU's timestamps never jump (its clock is not changed
            // while wgd3d9 runs).
            (D3DQUERYTYPE_TIMESTAMPDISJOINT, _) => FALSE as u64,
            _ => TRUE as u64,
        };
        value.to_le_bytes()
    }

    /// GetData: S_OK with the result once ready, S_FALSE before and while an
    /// occlusion query counts. The recorded work is submitted when
    /// D3DGETDATA_FLUSH asks for it, and also at the second poll of a query
    /// without it: Windows drivers submit on their own, and a program that
    /// spins on GetData(0) must not wait for a Present that never comes. Any `size` is taken: the result's first
    /// `size` bytes are written, nothing past them. A query never issued
    /// answers S_OK: an event with TRUE, the other types with their result
    /// filled with 0xDD bytes, as Windows does.
    fn get_data(&mut self, d: &mut Inner, data: *mut c_void, size: u32, flags: u32) -> HRESULT {
        if d.frames.lost {
            return D3DERR_DEVICELOST;
        }
        let (result, limit) = match self.state {
            State::Counting => return S_FALSE,
            State::Fresh if self.ty == D3DQUERYTYPE_EVENT => (self.result(d), self.data_size()),
            State::Fresh => ([NEVER_ISSUED_FILL; 8], self.data_size()),
            State::Issued { frame, polled } => {
                if d.frames.signal.retired.load(Ordering::Acquire) < frame {
                    let flush = flags & D3DGETDATA_FLUSH != 0 || polled;
                    if flush && d.frames.seq < frame && d.frames.submit(false).is_err() {
                        return D3DERR_DEVICELOST;
                    }
                    self.state = State::Issued { frame, polled: true };
                    return S_FALSE;
                }
                (self.result(d), self.result_size())
            }
        };
        if !data.is_null() {
            let n = size.min(limit) as usize;
            // SAFETY: the application's buffer holds `size` bytes.
            unsafe { std::ptr::copy_nonoverlapping(result.as_ptr(), data as *mut u8, n) };
        }
        D3D_OK
    }
}

/// The query behind an interface pointer.
///
/// # Safety
/// `p` must be the interface pointer of a live query (what a method of its
/// vtable is called with), not otherwise borrowed for `'a`.
/// The COM methods meet this while the application's calls on the object
/// do not overlap. Calls on a D3DCREATE_MULTITHREADED device may overlap,
/// and this borrow is taken before the device's lock: there, another
/// thread may hold a `&mut` of the same object meanwhile.
unsafe fn this<'a>(p: *mut IDirect3DQuery9) -> &'a mut Query {
    // SAFETY: the caller guarantees `p` is a live query, not borrowed elsewhere.
    unsafe { &mut *(p as *mut Query) }
}

/// Runs `f` on the query and its device under the device's lock.
///
/// # Safety
/// As for [`this`].
unsafe fn with_device(p: *mut IDirect3DQuery9, f: impl FnOnce(&mut Query, &mut Inner) -> HRESULT) -> HRESULT {
    // SAFETY: the caller's contract is `this`'s.
    let q = unsafe { this(p) };
    // SAFETY: a query's device is live (it outlives its children).
    let dev = unsafe { &*q.hdr.device };
    let _g = dev.lock_api();
    f(q, &mut dev.inner())
}

unsafe extern "system" fn query_interface(p: *mut IDirect3DQuery9, riid: REFIID, out: *mut *mut c_void) -> HRESULT {
    com::guard("IDirect3DQuery9::QueryInterface", E_FAIL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live query; `riid` is null or readable and `out` null or
        // writable (the method's contract).
        unsafe { com::query_interface(p as *const Header, riid, out, &[&IID_IDirect3DQuery9]) }
    })
}
unsafe extern "system" fn add_ref(p: *mut IDirect3DQuery9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live query.
    com::guard("IDirect3DQuery9::AddRef", 0, || unsafe {
        com::add_ref(p as *const Header)
    })
}
unsafe extern "system" fn release(p: *mut IDirect3DQuery9) -> ULONG {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live query, with a reference the caller gives up.
    com::guard("IDirect3DQuery9::Release", 0, || unsafe {
        com::release(p as *const Header)
    })
}
unsafe extern "system" fn get_device(p: *mut IDirect3DQuery9, out: *mut *mut IDirect3DDevice9) -> HRESULT {
    com::guard("IDirect3DQuery9::GetDevice", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live query; `out` is null or writable.
        unsafe { crate::resource::get_device(p as *const Header, out) }
    })
}
unsafe extern "system" fn get_type(p: *mut IDirect3DQuery9) -> D3DQUERYTYPE {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live query.
    // Exclusive unless calls overlap on a multithreaded device (see `this`).
    com::guard("IDirect3DQuery9::GetType", 0, || unsafe { this(p) }.ty)
}
unsafe extern "system" fn get_data_size(p: *mut IDirect3DQuery9) -> DWORD {
    // SAFETY: COM: `p` is the interface pointer the application called
    // through, a live query.
    // Exclusive unless calls overlap on a multithreaded device (see `this`).
    com::guard("IDirect3DQuery9::GetDataSize", 0, || unsafe { this(p) }.data_size())
}
unsafe extern "system" fn issue(p: *mut IDirect3DQuery9, flags: DWORD) -> HRESULT {
    com::guard("IDirect3DQuery9::Issue", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live query.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe { with_device(p, |q, d| q.issue(d, flags)) }
    })
}
unsafe extern "system" fn get_data(p: *mut IDirect3DQuery9, data: *mut c_void, size: DWORD, flags: DWORD) -> HRESULT {
    com::guard("IDirect3DQuery9::GetData", D3DERR_INVALIDCALL, || {
        // SAFETY: COM: `p` is the interface pointer the application called
        // through, a live query.
        // Exclusive unless calls overlap on a multithreaded device (see `this`).
        unsafe { with_device(p, |q, d| q.get_data(d, data, size, flags)) }
    })
}

pub static VTBL: IDirect3DQuery9Vtbl = IDirect3DQuery9Vtbl {
    QueryInterface: query_interface,
    AddRef: add_ref,
    Release: release,
    GetDevice: get_device,
    GetType: get_type,
    GetDataSize: get_data_size,
    Issue: issue,
    GetData: get_data,
};
