//! The persistent cache container: an append-only file of checksummed
//! records behind a versioned header, shared safely by concurrent processes.
//!
//! # Format (little endian)
//! - Header, 16 bytes: the magic `WGD3D9CF`, the container version
//!   ([`CONTAINER_VERSION`]), and the schema version of what the records
//!   hold (the caller's: a translation or key layout change bumps it).
//! - Records, back to back: a 16-byte record header (payload length `u32`,
//!   kind `u8`, three zero bytes, the xxh3-64 of the kind byte and the
//!   payload), then the payload.
//!
//! # Contract
//! - Reading never trusts the bytes: a file that is not this container, or
//!   of another container or schema version, holds no records and is
//!   started again; the first record that is cut short, too long, or fails
//!   its checksum ends the valid part, and the tail from it on is dropped
//!   (truncated) so later appends follow valid records.
//! - Every append writes one whole record at the end under an exclusive
//!   lock of the file; opening (validation and truncation) holds the same
//!   lock, so a reader never mistakes a live writer's record for a torn one,
//!   and processes appending at once never interleave.

use std::fs::{File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::ops::Range;
use std::path::Path;

/// The first eight bytes of a cache file.
pub const MAGIC: [u8; 8] = *b"WGD3D9CF";
/// The layout of the container itself.
pub const CONTAINER_VERSION: u32 = 1;
/// Bytes of the file header.
pub const HEADER_LEN: usize = 16;
/// Bytes of a record header.
pub const RECORD_HEADER_LEN: usize = 16;
/// The largest payload a record may have; a longer length is corruption.
pub const MAX_PAYLOAD: usize = 16 << 20;

/// What [`parse`] finds in a file's bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parsed {
    /// The header is this container's, with the expected schema.
    pub header_ok: bool,
    /// Each valid record: its kind and the payload's byte range.
    pub records: Vec<(u8, Range<usize>)>,
    /// Bytes from the start that are valid (the header and the valid
    /// records); 0 when the header is not.
    pub valid_len: usize,
}

/// The file header for `schema`.
pub fn header(schema: u32) -> [u8; HEADER_LEN] {
    let mut h = [0u8; HEADER_LEN];
    h[..8].copy_from_slice(&MAGIC);
    h[8..12].copy_from_slice(&CONTAINER_VERSION.to_le_bytes());
    h[12..16].copy_from_slice(&schema.to_le_bytes());
    h
}

fn checksum(kind: u8, payload: &[u8]) -> u64 {
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    h.update(&[kind]);
    h.update(payload);
    h.digest()
}

/// One record's bytes: its header and payload.
pub fn encode_record(kind: u8, payload: &[u8]) -> Vec<u8> {
    assert!(
        payload.len() <= MAX_PAYLOAD,
        "a cache record of {} bytes",
        payload.len()
    );
    let mut r = Vec::with_capacity(RECORD_HEADER_LEN + payload.len());
    r.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    r.extend_from_slice(&[kind, 0, 0, 0]);
    r.extend_from_slice(&checksum(kind, payload).to_le_bytes());
    r.extend_from_slice(payload);
    r
}

/// Validates a cache file's bytes (untrusted: never panics).
pub fn parse(bytes: &[u8], schema: u32) -> Parsed {
    if bytes.len() < HEADER_LEN || bytes[..HEADER_LEN] != header(schema) {
        return Parsed::default();
    }
    let mut records = Vec::new();
    let mut at = HEADER_LEN;
    while let Some(h) = bytes.get(at..at + RECORD_HEADER_LEN) {
        let len = u32::from_le_bytes([h[0], h[1], h[2], h[3]]) as usize;
        let kind = h[4];
        let sum = u64::from_le_bytes(h[8..16].try_into().expect("8 bytes"));
        if len > MAX_PAYLOAD || h[5..8] != [0, 0, 0] {
            break;
        }
        let start = at + RECORD_HEADER_LEN;
        let Some(payload) = bytes.get(start..start + len) else {
            break;
        };
        if checksum(kind, payload) != sum {
            break;
        }
        records.push((kind, start..start + len));
        at = start + len;
    }
    Parsed {
        header_ok: true,
        records,
        valid_len: at,
    }
}

/// An open cache file.
pub struct CacheFile {
    file: File,
    schema: u32,
}

/// What opening a cache file found.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Opened {
    /// The valid records: kind and payload.
    pub records: Vec<(u8, Vec<u8>)>,
    /// Bytes dropped from the end (a cut or corrupt tail), or the whole
    /// file when its header was not this container's and schema's.
    pub dropped: u64,
    /// The file was started again (new, foreign, or another version).
    pub reset: bool,
}

impl CacheFile {
    /// Opens (creating it and its directory when missing) the cache at
    /// `path` for records of `schema`, validates it under the file's lock,
    /// drops a bad tail and returns the valid records.
    pub fn open(path: &Path, schema: u32) -> io::Result<(CacheFile, Opened)> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)?;
        file.lock()?;
        let result = Self::validate(&mut file, schema);
        let unlocked = file.unlock();
        let opened = result?;
        unlocked?;
        Ok((CacheFile { file, schema }, opened))
    }

    fn validate(file: &mut File, schema: u32) -> io::Result<Opened> {
        let mut bytes = Vec::new();
        file.seek(SeekFrom::Start(0))?;
        file.read_to_end(&mut bytes)?;
        let parsed = parse(&bytes, schema);
        if !parsed.header_ok {
            file.set_len(0)?;
            file.seek(SeekFrom::Start(0))?;
            file.write_all(&header(schema))?;
            file.sync_data()?;
            return Ok(Opened {
                records: Vec::new(),
                dropped: bytes.len() as u64,
                reset: true,
            });
        }
        let dropped = (bytes.len() - parsed.valid_len) as u64;
        if dropped != 0 {
            file.set_len(parsed.valid_len as u64)?;
            file.sync_data()?;
        }
        let records = parsed
            .records
            .into_iter()
            .map(|(kind, range)| (kind, bytes[range].to_vec()))
            .collect();
        Ok(Opened {
            records,
            dropped,
            reset: false,
        })
    }

    /// Appends one record (a whole write at the end under the file's
    /// exclusive lock). A file another process started again meanwhile
    /// (another schema) is left alone: the record is not written.
    pub fn append(&mut self, kind: u8, payload: &[u8]) -> io::Result<()> {
        let record = encode_record(kind, payload);
        self.file.lock()?;
        let result = self.append_locked(&record);
        let unlocked = self.file.unlock();
        result?;
        unlocked
    }

    fn append_locked(&mut self, record: &[u8]) -> io::Result<()> {
        let mut head = [0u8; HEADER_LEN];
        self.file.seek(SeekFrom::Start(0))?;
        if self.file.read_exact(&mut head).is_err() || head != header(self.schema) {
            return Err(io::Error::other("the cache file changed schema or was emptied"));
        }
        self.file.seek(SeekFrom::End(0))?;
        self.file.write_all(record)
    }
}

#[cfg(test)]
mod tests;
