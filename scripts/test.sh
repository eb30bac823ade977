#!/usr/bin/env bash
# The test command: formatting, lints, the unit-test layout, the Windows
# builds of the API side, a check that the runtime and native library build
# for macOS (Metal), the unit tests, the conformance suite and the
# multithreaded stress test (headless, on lavapipe), native SDL2 programs
# and the demo in windows of an Xvfb display, rustdoc of the Rust API and its
# example (headless and in a window), the shader snapshots
# against the committed ones, a short fuzz run of the shader translator, Miri
# over the concurrency pieces, the release library, then Wine's d3d9 test
# suite and the shader corpus against wgd3d9's d3d9.dll under Wine, compared
# with conformance/baseline.txt and the corpus' recorded differences, the
# suite again in 32-bit processes (conformance/baseline-i386.txt), and
# open-source D3D9 programs built from Debian sources, compared with Wine's
# d3d9 by screenshot. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
. scripts/env.sh
# A full run builds everything once: incremental state would only take disk
# (several GiB over the target directories). Export CARGO_INCREMENTAL=1 to keep it.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
echo "== format"
cargo fmt --all --check
echo "== clippy"
cargo clippy --locked --workspace --all-targets -- -D warnings
echo "== unit-test layout"
bash scripts/check-test-layout.sh
echo "== API side for the Windows targets"
for t in x86_64-pc-windows-gnu i686-pc-windows-gnu; do
    cargo check --locked -p wgd3d9 -p wgd3d9-core -p wgd3d9-shader -p wgd3d9-types -p wgd3d9-wine-pe --target "$t"
done
echo "== macOS (Metal) build of the runtime and the native library"
cargo check --locked -p wgd3d9-runtime -p wgd3d9-native --target aarch64-apple-darwin
echo "== tests"
cargo test --locked --workspace
echo "== Rust API: rustdoc without warnings, the example headless and in a window (Xvfb)"
RUSTDOCFLAGS="-D warnings" cargo doc --locked --no-deps -p wgd3d9 -p wgd3d9-native --features wgd3d9/native
cargo run --locked -q -p wgd3d9 --features native --example triangle
xvfb-run -a cargo run --locked -q -p wgd3d9 --features native --example triangle -- --window 120
echo "== shader snapshots match the committed ones"
git diff --exit-code -- crates/wgd3d9-shader/tests/out crates/wgd3d9-shader/tests/out_ff
untracked=$(git ls-files --others --exclude-standard -- crates/wgd3d9-shader/tests/out crates/wgd3d9-shader/tests/out_ff)
[ -z "$untracked" ] || { echo "new snapshot outputs not committed:"; echo "$untracked"; exit 1; }
echo "== fuzz smoke (DXSO framing against a guard page, decode, validate, lower; the cache container)"
bash scripts/fuzz.sh 10
echo "== Miri over the concurrency and raw-memory pieces"
bash scripts/miri.sh
echo "== release library"
cargo build --locked --release -p wgd3d9-native
ls -l target/release/libd3d9.so
echo "== Wine's d3d9 tests against wgd3d9, 64-bit (gate: conformance/baseline.txt)"
cargo run --locked --release -q -p wgd3d9-tools --bin wgd3d9-wine -- conformance --time-limit 900
echo "== Wine's d3d9 tests against wgd3d9, 32-bit (gate: conformance/baseline-i386.txt)"
cargo run --locked --release -q -p wgd3d9-tools --bin wgd3d9-wine -- conformance --arch i386 --time-limit 900
echo "== open-source D3D9 programs under Wine: wgd3d9's screenshots against Wine's d3d9 (gate: conformance/programs/differences.txt)"
cargo run --locked --release -q -p wgd3d9-tools --bin wgd3d9-wine -- programs
