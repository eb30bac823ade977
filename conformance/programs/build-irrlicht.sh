#!/bin/sh
# Usage: build-irrlicht.sh WORK  (sources unpacked in WORK/src by fetch.sh; builds into WORK)
# Irrlicht 1.8.5 (Debian irrlicht 1.8.5+ds2-1), Direct3D 9 driver only, with libjpeg-turbo 2.1.5 (Debian
# libjpeg-turbo 1:2.1.5-2) and libpng 1.6.39 (Debian libpng1.6) built in, zlib from libz-mingw-w64-dev.
# -> irrlicht/out/bin/Irrlicht.dll + examples as irrlicht/out/bin/<name>.exe, media in irrlicht/out/media
#    (the examples open ../../media/...: run them with cwd irrlicht/out/bin/x).
set -eu
R=$(cd "$(dirname "$0")" && pwd)
WORK=$(realpath -m "$1")
SRC=$(ls -d "$WORK"/src/irrlicht-[0-9]*/ | head -1)               # apt-get source irrlicht
JPEG=$(ls -d "$WORK"/src/libjpeg-turbo-[0-9]*/ | head -1)            # apt-get source libjpeg-turbo
PNG=$(ls -d "$WORK"/src/libpng1.6-[0-9]*/ | head -1)                 # apt-get source libpng1.6
W=$WORK/irrlicht
EXAMPLES="02.Quake3Map 10.Shaders 11.PerPixelLighting 12.TerrainRendering 26.OcclusionQuery"
rm -rf "$W" && mkdir -p "$W/obj/jpeg" "$W/obj/png" "$W/obj/irr" "$W/out/bin/x" "$W/cfg"
cp -a "$SRC" "$W/src"
cd "$W/src" && patch -p1 < $R/patches/irrlicht.patch
CC="x86_64-w64-mingw32-gcc"; CXX="x86_64-w64-mingw32-g++"; OPT=${OPT:--O1}
P=$(nproc)
# libjpeg-turbo: plain C, no SIMD; config headers written here (what its CMake would generate)
cat > "$W/cfg/jconfig.h" <<'H'
#define JPEG_LIB_VERSION 62
#define LIBJPEG_TURBO_VERSION 2.1.5
#define LIBJPEG_TURBO_VERSION_NUMBER 2001005
#define C_ARITH_CODING_SUPPORTED 1
#define D_ARITH_CODING_SUPPORTED 1
#define MEM_SRCDST_SUPPORTED 1
#define BITS_IN_JSAMPLE 8
H
cat > "$W/cfg/jconfigint.h" <<'H'
#define BUILD "20230101"
#undef inline
#define INLINE __inline__ __attribute__((always_inline))
#define THREAD_LOCAL __thread
#define PACKAGE_NAME "libjpeg-turbo"
#define VERSION "2.1.5"
#define SIZEOF_SIZE_T 8
#define HAVE_BUILTIN_CTZL
#define FALLTHROUGH __attribute__((fallthrough));
H
sed 's/@COPYRIGHT_YEAR@/1991-2023/' "$JPEG/jversion.h.in" > "$W/cfg/jversion.h"
cp "$PNG/scripts/pnglibconf.h.prebuilt" "$W/cfg/pnglibconf.h"
cd "$W/obj/jpeg"
for f in jcapimin jcapistd jccoefct jccolor jcdctmgr jchuff jcicc jcinit jcmainct jcmarker jcmaster jcomapi jcparam \
  jcphuff jcprepct jcsample jctrans jdapimin jdapistd jdatadst jdatasrc jdcoefct jdcolor jddctmgr jdhuff jdicc jdinput \
  jdmainct jdmarker jdmaster jdmerge jdphuff jdpostct jdsample jdtrans jerror jfdctflt jfdctfst jfdctint jidctflt \
  jidctfst jidctint jidctred jquant1 jquant2 jutils jmemmgr jmemnobs jaricom jcarith jdarith jsimd_none; do echo $f; done |
  xargs -P$P -I{} nice -n 10 $CC $OPT -I"$W/cfg" -I"$JPEG" -c "$JPEG/{}.c" -o {}.o
cd "$W/obj/png"
for f in png pngerror pngget pngmem pngpread pngread pngrio pngrtran pngrutil pngset pngtrans pngwio pngwrite pngwtran pngwutil; do echo $f; done |
  xargs -P$P -I{} nice -n 10 $CC $OPT -I"$W/cfg" -I"$PNG" -c "$PNG/{}.c" -o {}.o
# Irrlicht: D3D9 driver only (no OpenGL/software/D3D8/DirectInput/Cg/bzip2/zip encryption)
DEFS="-DIRR_COMPILE_WITH_DX9_DEV_PACK -DIRRLICHT_EXPORTS -DNO_IRR_COMPILE_WITH_OPENGL_ \
 -DNO_IRR_COMPILE_WITH_SOFTWARE_ -DNO_IRR_COMPILE_WITH_BURNINGSVIDEO_ -DNO_IRR_COMPILE_WITH_DIRECT3D_8_ \
 -DNO_IRR_COMPILE_WITH_DIRECTINPUT_JOYSTICK_ -DNO_IRR_COMPILE_WITH_CG_ -DNO_IRR_COMPILE_WITH_BZIP2_ \
 -DNO_IRR_COMPILE_WITH_ZIP_ENCRYPTION_ -DNO_IRR_COMPILE_WITH_LZMA_"
# loaders/writers the chosen examples do not use (keeps the build short)
for f in MD3 MS3D OGRE HALFLIFE COLLADA CSM DMF LMTS MY3D OCT LWO STL PLY SMF OBJ B3D IRR_MESH; do DEFS="$DEFS -DNO_IRR_COMPILE_WITH_${f}_LOADER_"; done
for f in IRR COLLADA STL OBJ PLY BMP JPG PCX PNG PPM PSD TGA; do DEFS="$DEFS -DNO_IRR_COMPILE_WITH_${f}_WRITER_"; done
for f in PCX PPM PSD DDS WAL LMP RGB; do DEFS="$DEFS -DNO_IRR_COMPILE_WITH_${f}_LOADER_"; done
DEFS="$DEFS -DNO_IRR_COMPILE_WITH_IRR_SCENE_LOADER_"
cd "$W/obj/irr"
nice -n 10 $CC $OPT -c $R/common/capture.c -o capture.o
ls "$W/src/source/Irrlicht/"*.cpp | xargs -P$P -I{} sh -c 'f={}; b=$(basename $f .cpp); exec nice -n 10 '"$CXX $OPT $DEFS"' -I"'"$W/src/include"'" -I"'"$W/cfg"'" -I"'"$JPEG"'" -I"'"$PNG"'" -I'"$R"'/common -fno-strict-aliasing -c $f -o $b.o'
cd "$W/out/bin"
nice -n 10 $CXX -shared -o Irrlicht.dll "$W"/obj/irr/*.o "$W"/obj/jpeg/*.o "$W"/obj/png/*.o -Wl,--out-implib,libIrrlicht.dll.a \
  -static-libgcc -static-libstdc++ -lz -ld3dx9 -lgdi32 -luser32 -lwinmm
for e in $EXAMPLES; do
  nice -n 10 $CXX $OPT -I"$W/src/include" -o "$e.exe" "$W/src/examples/$e/main.cpp" -L. -lIrrlicht.dll -static-libgcc -static-libstdc++
done
cp -a "$W/src/media" "$W/out/media"
ls -l "$W/out/bin"
