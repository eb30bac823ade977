#!/bin/sh
# Usage: build-sdl2.sh WORK  (sources unpacked in WORK/src by fetch.sh; builds into WORK)
# SDL 2.26.5 (Debian libsdl2 2.26.5+dfsg-1): SDL2.dll with the direct3d (D3D9) renderer, no GL/Vulkan/audio/
# joystick/haptic/sensor, + test programs -> sdl2/out/.
# No configure run: common/sdl2/SDL_config.h and common/sdl2/sources.txt are what SDL's configure produces for
#   configure --host=x86_64-w64-mingw32 --disable-static --disable-audio --disable-joystick --disable-haptic
#     --disable-hidapi --disable-sensor --disable-power --disable-video-opengl --disable-video-opengles
#     --disable-video-vulkan
set -eu
R=$(cd "$(dirname "$0")" && pwd)
WORK=$(realpath -m "$1")
SRC=$(ls -d "$WORK"/src/libsdl2-[0-9]*/ | head -1)     # apt-get source libsdl2
W=$WORK/sdl2
TESTS="testsprite2 testrendercopyex testgeometry testdraw2"
CC="x86_64-w64-mingw32-gcc"; OPT=${OPT:--O1}; P=$(nproc)
rm -rf "$W" && mkdir -p "$W/out" "$W/obj" "$W/include"
cp -a "$SRC" "$W/src"
cd "$W/src" && patch -p1 < $R/patches/sdl2.patch
cp "$W/src/include/"*.h "$W/include/" && cp $R/common/sdl2/SDL_config.h "$W/include/SDL_config.h"
printf '#define SDL_REVISION "SDL-release-2.26.5"\n#define SDL_REVISION_NUMBER 0\n' > "$W/include/SDL_revision.h"
CFLAGS="$OPT -DUSING_GENERATED_CONFIG_H -DDLL_EXPORT -I$W/include -I$W/src/include -idirafter $W/src/src/video/khronos \
 -I$R/common -DSDL_BUILD_MAJOR_VERSION=2 -DSDL_BUILD_MINOR_VERSION=26 -DSDL_BUILD_MICRO_VERSION=5 -msse2 -fno-strict-aliasing"
cd "$W/obj"
nice -n 10 $CC $OPT -c $R/common/capture.c -o capture.o
sed 's|^|'"$W"'/src/|' $R/common/sdl2/sources.txt | xargs -P$P -I{} sh -c 'f={}; exec nice -n 10 '"$CC $CFLAGS"' -c $f -o $(echo $f | sed "s|.*/src/src/||; s|/|_|g; s|\.c$|.o|")'
nice -n 10 $CC -shared -o "$W/out/SDL2.dll" *.o -Wl,--out-implib,"$W/obj/libSDL2.dll.a" -static-libgcc \
  -luser32 -lgdi32 -lwinmm -limm32 -lole32 -loleaut32 -lshell32 -lsetupapi -lversion -luuid
mkdir -p "$W/obj/test" && cd "$W/obj/test"
for f in "$W/src/src/test/"*.c "$W/src/src/main/windows/SDL_windows_main.c" "$W/src/test/testutils.c"; do echo $f; done |
  xargs -P$P -I{} sh -c 'f={}; exec nice -n 10 '"$CC $OPT -I$W/include"' -c $f -o $(basename $f .c).o'
cd "$W/out"
cp "$W/src/test/"*.bmp .
for t in $TESTS; do
  nice -n 10 $CC $OPT -I"$W/include" -o $t.exe "$W/src/test/$t.c" "$W/obj/test/"*.o -L"$W/obj" -lmingw32 -lSDL2.dll -mconsole -static-libgcc
done
ls -l "$W/out"
