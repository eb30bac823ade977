#!/bin/sh
# Usage: fetch.sh WORK
# Fetches the Debian source packages the programs are built from (unpacked
# into WORK/src by apt-get source, which needs a deb-src entry and dpkg-dev:
# scripts/setup.sh adds both) and the freedoom package Chocolate Doom plays.
# What is already there is kept.
set -eu
WORK=$(realpath -m "$1")
mkdir -p "$WORK/src"
cd "$WORK/src"
fetch() {
    "$@" > fetch.log 2>&1 || { cat fetch.log; echo "fetch.sh: $* failed"; exit 1; }
}
for p in imgui libsdl2 irrlicht chocolate-doom libjpeg-turbo libpng1.6; do
    ls "$p"_*.dsc >/dev/null 2>&1 || fetch apt-get source -qq "$p"
done
ls freedoom_*_all.deb >/dev/null 2>&1 || fetch apt-get download -qq freedoom
