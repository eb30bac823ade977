//! Instanced drawing as SetStreamSourceFreq sets it up: which streams step per
//! instance, how many instances an indexed draw makes, and how a draw whose
//! instance data advances every `d` instances (`d` above 1, which the GPU's
//! per-instance stepping cannot express) splits into runs.
//!
//! The rules follow what Windows drivers do (Wine's visual.c stream_test):
//! - a stream set to `D3DSTREAMSOURCE_INSTANCEDATA | d` reads element
//!   `instance / d` for every vertex of an instance (`d` = 0 reads as 1);
//! - the other streams are indexed data, read per vertex;
//! - the instance count is the value of stream 0's setting, whether or not
//!   stream 0 is read, once instancing is in use (stream 0 set to
//!   `D3DSTREAMSOURCE_INDEXEDDATA | n`, or any stream holding instance data);
//!   `INDEXEDDATA | 0` draws nothing, as on current GPUs;
//! - only indexed draws from bound streams (DrawIndexedPrimitive) are
//!   instanced; other draws make one instance, so instance data reads its
//!   first element.

use std::ops::Range;
use wgd3d9_types::{D3DFMT_INST, D3DRS_POINTSIZE, D3DSTREAMSOURCE_INDEXEDDATA, D3DSTREAMSOURCE_INSTANCEDATA};

/// `D3DSTREAMSOURCE_INDEXEDDATA`.
pub const INDEXED_DATA: u32 = D3DSTREAMSOURCE_INDEXEDDATA;
/// `D3DSTREAMSOURCE_INSTANCEDATA`.
pub const INSTANCE_DATA: u32 = D3DSTREAMSOURCE_INSTANCEDATA;
/// The count or divisor below the two flags.
const VALUE: u32 = INDEXED_DATA - 1;

/// A render state write that is the instancing switch, not a state:
/// `D3DFMT_INST` written into D3DRS_POINTSIZE switches instancing on for
/// shader model 2 hardware (a vendor convention games probe for with
/// CheckDeviceFormat). Instancing is always on here, so the write leaves
/// the point size as it was.
pub fn is_instancing_switch(state: u32, value: u32) -> bool {
    state == D3DRS_POINTSIZE && value == D3DFMT_INST
}

/// The element divisor of a stream set to `setting`, when it holds instance
/// data (`None` for indexed data).
pub fn divisor(setting: u32) -> Option<u32> {
    (setting & INSTANCE_DATA != 0).then(|| (setting & VALUE).max(1))
}

/// The streams that hold instance data, one bit each.
pub fn instance_streams(settings: &[u32; 16]) -> u16 {
    (0..16).fold(0, |m, s| m | u16::from(divisor(settings[s]).is_some()) << s)
}

/// The streams whose instance data advances every `d > 1` instances: the GPU
/// reads them with a zero stride, bound at the element of each run
/// ([`instance_runs`]).
pub fn held_streams(settings: &[u32; 16]) -> u16 {
    (0..16).fold(0, |m, s| {
        m | u16::from(divisor(settings[s]).is_some_and(|d| d > 1)) << s
    })
}

/// How many instances an indexed draw from the bound streams makes, from
/// stream 0's setting and the streams of instance data
/// ([`instance_streams`], which the caller keeps with the settings).
pub fn instance_count(stream0: u32, instanced: u16) -> u32 {
    if stream0 & INDEXED_DATA != 0 || instanced != 0 {
        stream0 & VALUE
    } else {
        1
    }
}

/// The element of the stream with `divisor` that `instance` reads.
pub fn element(instance: u32, divisor: u32) -> u32 {
    instance / divisor.max(1)
}

/// Splits `0..count` instances into runs in which every held stream (their
/// `divisors`) reads one element: each run ends where one of them advances.
/// One run when no stream is held.
pub fn instance_runs(count: u32, divisors: &[u32]) -> Vec<Range<u32>> {
    let mut runs = Vec::new();
    let mut start = 0;
    while start < count {
        let end = divisors
            .iter()
            .map(|&d| (element(start, d) as u64 + 1) * d as u64)
            .min()
            .unwrap_or(u64::MAX)
            .min(count as u64) as u32;
        runs.push(start..end);
        start = end;
    }
    runs
}

/// Whether a stream of instance data with `divisor` holding `elements`
/// elements backs `count` instances.
pub fn instances_fit(count: u32, divisor: u32, elements: u32) -> bool {
    count == 0 || element(count - 1, divisor) < elements
}

#[cfg(test)]
mod tests;
