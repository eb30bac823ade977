#!/usr/bin/env bash
# Fuzzes the DXSO toolchain (decode, validate, lower to the IR and to naga) with
# cargo-fuzz for SECONDS (default 10), seeded with the assembled snapshot
# corpus; then for SECONDS the framing walk over a bare pointer with the stream
# against a guard page (a read past the end token faults), with the same seeds;
# then the persistent cache container's parser for SECONDS, seeded with an
# empty cache file. Installs the nightly toolchain and cargo-fuzz when
# missing. Exits non-zero when the fuzzer finds a crash (the input is left in
# fuzz/artifacts/TARGET/).
#   bash scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
seeds=$(mktemp -d)
corpus=$(mktemp -d)
guarded_corpus=$(mktemp -d)
cache_seeds=$(mktemp -d)
cache_corpus=$(mktemp -d)
guarded_corpus=$(mktemp -d)
trap 'rm -rf "$seeds" "$corpus" "$guarded_corpus" "$cache_seeds" "$cache_corpus"' EXIT
# An empty cache file of schema 1: the magic, container version 1, schema 1.
printf 'WGD3D9CF\001\000\000\000\001\000\000\000' > "$cache_seeds/empty"
cargo build --locked --release -q -p wgd3d9-tools --bin wgd3d9-shader
for f in crates/wgd3d9-shader/tests/in/*.asm; do
    target/release/wgd3d9-shader asm "$f" -o "$seeds/$(basename "$f" .asm).bin"
done
cd fuzz
cargo +nightly fuzz run dxso_translate "$corpus" "$seeds" -- \
    -max_total_time="$seconds" -rss_limit_mb=2048 -print_final_stats=1
cargo +nightly fuzz run dxso_frame_guarded "$guarded_corpus" "$seeds" -- \
    -max_total_time="$seconds" -rss_limit_mb=2048 -print_final_stats=1
cargo +nightly fuzz run cache_file "$cache_corpus" "$cache_seeds" -- \
    -max_total_time="$seconds" -rss_limit_mb=2048 -print_final_stats=1
