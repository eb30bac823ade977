#!/bin/sh
# Usage: build-imgui.sh WORK  (sources unpacked in WORK/src by fetch.sh; builds into WORK)
# Dear ImGui 1.86 (Debian imgui 1.86+ds-1): examples/example_win32_directx9 -> imgui/out/example_win32_directx9.exe
set -eu
R=$(cd "$(dirname "$0")" && pwd)
WORK=$(realpath -m "$1")
SRC=$(ls -d "$WORK"/src/imgui-[0-9]*/ | head -1)        # unpacked by: apt-get source imgui
W=$WORK/imgui
rm -rf "$W" && mkdir -p "$W/out"
cp -a "$SRC" "$W/src"
cd "$W/src" && patch -p1 < $R/patches/imgui.patch
CXX="x86_64-w64-mingw32-g++"; OPT=${OPT:--O1}; P=$(nproc)
cd "$W/out"
nice -n 10 x86_64-w64-mingw32-gcc $OPT -c $R/common/capture.c -o capture.o
for f in imgui imgui_draw imgui_tables imgui_widgets imgui_demo backends/imgui_impl_dx9 backends/imgui_impl_win32 examples/example_win32_directx9/main; do echo $f; done |
  xargs -P$P -I{} sh -c 'f={}; exec nice -n 10 '"$CXX $OPT"' -DUNICODE -D_UNICODE -I"'"$W/src"'" -I"'"$W/src/backends"'" -I'"$R"'/common -c "'"$W/src"'/$f.cpp" -o "$(basename $f).o"'
nice -n 10 $CXX $OPT -mwindows -static -o example_win32_directx9.exe *.o -ld3d9 -ldwmapi -lgdi32 -luser32
ls -l "$W/out/example_win32_directx9.exe"
