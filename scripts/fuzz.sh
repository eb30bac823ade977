#!/usr/bin/env bash
# Fuzzes the DXSO toolchain (decode, validate, lower to the IR and to naga) with
# cargo-fuzz for SECONDS (default 10), seeded with the assembled snapshot
# corpus. Installs the nightly toolchain and cargo-fuzz when missing. Exits
# non-zero when the fuzzer finds a crash (the input is left in
# fuzz/artifacts/dxso_translate/).
#   bash scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
seeds=$(mktemp -d)
corpus=$(mktemp -d)
trap 'rm -rf "$seeds" "$corpus"' EXIT
cargo build --locked --release -q -p wgd3d9-tools --bin wgd3d9-shader
for f in crates/wgd3d9-shader/tests/in/*.asm; do
    target/release/wgd3d9-shader asm "$f" -o "$seeds/$(basename "$f" .asm).bin"
done
cd fuzz
cargo +nightly fuzz run dxso_translate "$corpus" "$seeds" -- \
    -max_total_time="$seconds" -rss_limit_mb=2048 -print_final_stats=1
