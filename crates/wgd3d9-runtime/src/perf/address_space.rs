//! The process's address space as Linux counts it: what a 32-bit process
//! (a 32-bit game under Wine, whose unix half shares its 4 GiB) runs out of.
//!
//! Read from `/proc/self/status`: `VmSize` (mapped now), `VmPeak` (the most
//! ever mapped at once, which the kernel tracks exactly) and `VmHWM` (the
//! resident peak). Under Wine these include the ranges Wine reserves for the
//! Windows side of the process.

/// One reading of the address space, in bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AddressSpace {
    /// Mapped now (`VmSize`).
    pub size: u64,
    /// The most mapped at once so far (`VmPeak`).
    pub peak: u64,
    /// The most resident at once so far (`VmHWM`).
    pub resident_peak: u64,
}

/// Parses the text of `/proc/<pid>/status`; `None` when a field is missing.
pub fn parse_status(text: &str) -> Option<AddressSpace> {
    let field = |name: &str| -> Option<u64> {
        let line = text.lines().find_map(|l| l.strip_prefix(name)?.strip_prefix(':'))?;
        let kib: u64 = line.trim().strip_suffix("kB")?.trim().parse().ok()?;
        Some(kib * 1024)
    };
    Some(AddressSpace {
        size: field("VmSize")?,
        peak: field("VmPeak")?,
        resident_peak: field("VmHWM")?,
    })
}

/// This process's address space now; `None` where `/proc` cannot tell.
pub fn now() -> Option<AddressSpace> {
    parse_status(&std::fs::read_to_string("/proc/self/status").ok()?)
}

/// Logs the address space on target `wgd3d9::memory` (info): the line a
/// run's peak is read from (`RUST_LOG=wgd3d9::memory=info`).
pub fn log(when: &str) {
    if !log::log_enabled!(target: "wgd3d9::memory", log::Level::Info) {
        return;
    }
    if let Some(a) = now() {
        const MIB: u64 = 1 << 20;
        log::info!(
            target: "wgd3d9::memory",
            "address space {when}: peak {} MiB, now {} MiB, resident peak {} MiB ({}-bit process)",
            a.peak / MIB,
            a.size / MIB,
            a.resident_peak / MIB,
            usize::BITS
        );
    }
}

#[cfg(test)]
mod tests;
