#!/usr/bin/env bash
# Runs the unit tests of the pieces that share memory across threads or hand
# out raw pointers under Miri (nightly), which reports undefined behaviour and
# data races: the frame arena and recording format, fallible allocations and
# the boundary structs (wgd3d9-core), the reference counts and the device lock
# (wgd3d9), and the compile workers' jobs (wgd3d9-runtime). Installs the
# nightly toolchain's miri and rust-src components when missing.
#   bash scripts/miri.sh
set -euo pipefail
cd "$(dirname "$0")/.."
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
for c in miri rust-src; do
    rustup component list --toolchain nightly --installed | grep -q "^$c" || rustup component add --toolchain nightly "$c"
done
export MIRIFLAGS="${MIRIFLAGS:-} -Zmiri-disable-isolation"
cargo +nightly miri test --locked -p wgd3d9-core --lib -- arena:: record:: mem:: wire::
cargo +nightly miri test --locked -p wgd3d9 --lib -- com:: lock:: device::inner_cell::
cargo +nightly miri test --locked -p wgd3d9-runtime --lib -- compile::
