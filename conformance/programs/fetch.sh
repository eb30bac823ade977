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
# The newest source version the package lists name, else an older one: an
# archive can list a version whose files it no longer serves (seen with a
# security update's .debian.tar.xz answering 404).
fetch_source() {
    apt-get source -qq "$1" > fetch.log 2>&1 && return 0
    cat fetch.log
    for v in $(apt-cache showsrc "$1" | sed -n 's/^Version: //p' | sort -rVu); do
        echo "fetch.sh: trying $1=$v"
        apt-get source -qq "$1=$v" > fetch.log 2>&1 && return 0
        cat fetch.log
    done
    echo "fetch.sh: apt-get source $1 failed for every listed version"
    exit 1
}
for p in imgui libsdl2 irrlicht chocolate-doom libjpeg-turbo libpng1.6; do
    ls "$p"_*.dsc >/dev/null 2>&1 || fetch_source "$p"
done
ls freedoom_*_all.deb >/dev/null 2>&1 || fetch apt-get download -qq freedoom
