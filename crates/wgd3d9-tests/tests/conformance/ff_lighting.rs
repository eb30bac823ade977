//! Fixed-function pixel tests (being written).
