#!/usr/bin/env bash
# Installs what building and testing wgd3d9 needs on a fresh Debian machine:
# the software Vulkan driver (lavapipe), the mingw linkers and the Windows Rust
# targets the API side is checked against, and for the Wine conformance run
# Wine 8 (loader, import libraries, winebuild), Xvfb and Xorg's dummy video
# driver (the display modes the tests change to), apt's source index so
# that `apt-get source` can fetch Wine's d3d9 tests and the open-source D3D9
# programs of conformance/programs, and what those build with (mingw's C++
# compiler and zlib), SDL2's headers and pkg-config (the native SDL2 program
# and the windowed demo of the tests), weston (the Wayland compositor the
# native program's Wayland test runs on). For 32-bit Windows programs: the i386 architecture, the
# 32-bit Wine beside the 64-bit one (wine32, its import libraries), the 32-bit
# Vulkan loader and lavapipe, and gcc's 32-bit libraries that link the
# runtime for i686-unknown-linux-gnu. Idempotent and quick when done.
set -euo pipefail
packages=(mesa-vulkan-drivers libvulkan1 gcc-mingw-w64-x86-64 gcc-mingw-w64-i686
    wine wine64 libwine-dev wine64-tools xvfb xauth xserver-xorg-video-dummy dpkg-dev xz-utils
    g++-mingw-w64-x86-64-win32 libz-mingw-w64-dev libsdl2-dev pkg-config weston
    wine32:i386 libwine-dev:i386 mesa-vulkan-drivers:i386 libvulkan1:i386 gcc-multilib)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
missing=()
update=0
if ! dpkg --print-foreign-architectures | grep -qx i386; then
    $sudo dpkg --add-architecture i386
    update=1
fi
# A name without an architecture is the machine's own: dpkg calls a bare
# name ambiguous once the i386 instance is installed too.
native=$(dpkg --print-architecture)
for p in "${packages[@]}"; do
    [[ "$p" == *:* ]] && q="$p" || q="$p:$native"
    dpkg -s "$q" >/dev/null 2>&1 || dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
# `apt-get source` needs deb-src entries: the machine's own deb sources, for
# source packages too.
if ! grep -rqs "deb-src" /etc/apt/sources.list /etc/apt/sources.list.d/; then
    for f in /etc/apt/sources.list.d/*.sources; do
        if [ -f "$f" ] && grep -q '^Types: deb$' "$f"; then sed 's/^Types: deb$/Types: deb-src/' "$f"; fi
    done | $sudo tee /etc/apt/sources.list.d/wgd3d9-src.sources >/dev/null
    if [ -f /etc/apt/sources.list ]; then
        sed -n 's/^deb /deb-src /p' /etc/apt/sources.list | $sudo tee /etc/apt/sources.list.d/wgd3d9-src.list >/dev/null
    fi
    update=1
fi
if [ ${#missing[@]} -gt 0 ] || [ "$update" -eq 1 ]; then
    $sudo apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
installed=$(rustup target list --installed)
# The Windows targets build the API side for Wine, the i686 Linux target the
# unix half of 32-bit programs; the Apple target checks that the Metal build
# of the runtime and the native library compiles.
for t in x86_64-pc-windows-gnu i686-pc-windows-gnu i686-unknown-linux-gnu aarch64-apple-darwin; do
    grep -qx "$t" <<<"$installed" || rustup target add "$t"
done
for c in clippy rustfmt; do
    rustup component list --installed | grep -q "^$c" || rustup component add "$c"
done
