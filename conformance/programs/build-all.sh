#!/bin/sh
# Usage: build-all.sh WORK
# Fetches the sources and builds every program into WORK. A program whose
# build script, patch and the shared capture code are unchanged since its
# last build (WORK/NAME/stamp) is not built again.
set -eu
R=$(cd "$(dirname "$0")" && pwd)
WORK=$(realpath -m "$1")
"$R/fetch.sh" "$WORK"
for b in imgui sdl2 irrlicht chocolate-doom; do
    stamp=$(cat "$R/build-$b.sh" "$R"/patches/*"$b"* "$R"/common/capture.* | sha256sum | cut -d' ' -f1)
    # Chocolate Doom links the SDL2 build.
    [ "$b" = chocolate-doom ] && stamp="$stamp $(cat "$WORK/sdl2/stamp" 2>/dev/null)"
    if [ "$(cat "$WORK/$b/stamp" 2>/dev/null)" = "$stamp" ]; then
        echo "$b: up to date"
        continue
    fi
    start=$(date +%s)
    "$R/build-$b.sh" "$WORK" > "$WORK/build-$b.log" 2>&1 || { echo "$b: build failed"; tail -20 "$WORK/build-$b.log"; exit 1; }
    echo "$stamp" > "$WORK/$b/stamp"
    echo "$b: built in $(( $(date +%s) - start )) s"
done
