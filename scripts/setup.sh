#!/usr/bin/env bash
# Installs what building and testing wgd3d9 needs on a fresh Debian machine:
# the software Vulkan driver (lavapipe), the mingw linkers and the Windows Rust
# targets the API side is checked against. Idempotent and quick when done.
set -euo pipefail
packages=(mesa-vulkan-drivers libvulkan1 gcc-mingw-w64-x86-64 gcc-mingw-w64-i686)
missing=()
for p in "${packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
installed=$(rustup target list --installed)
for t in x86_64-pc-windows-gnu i686-pc-windows-gnu; do
    grep -qx "$t" <<<"$installed" || rustup target add "$t"
done
for c in clippy rustfmt; do
    rustup component list --installed | grep -q "^$c" || rustup component add "$c"
done
