#!/usr/bin/env bash
# The demo: renders the demo scene headless through libd3d9's C ABI and writes
# the last frame to the given PNG (default: demo.png).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
. scripts/env.sh
cargo run --release -p wgd3d9-tools --bin wgd3d9-demo -- "${1:-demo.png}" "${2:-120}"
