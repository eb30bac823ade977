#!/bin/sh
# Usage: build-chocolate-doom.sh WORK  (sources unpacked in WORK/src by fetch.sh; builds into WORK)
# Chocolate Doom 3.0.1 (Debian chocolate-doom 3.0.1+really3.0.0+git1471-1), without SDL2_mixer/SDL2_net,
# against the SDL2 of build-sdl2.sh (run that first) -> chocolate-doom/out/chocolate-doom.exe + SDL2.dll.
# IWAD: freedoom1.wad from the Debian binary package freedoom 0.12.1-2 (apt-get download freedoom).
set -eu
R=$(cd "$(dirname "$0")" && pwd)
WORK=$(realpath -m "$1")
SRC=$(ls -d "$WORK"/src/chocolate-doom-[0-9]*/ | head -1)   # apt-get source chocolate-doom
DEB=$(ls "$WORK"/src/freedoom_*_all.deb | head -1)                    # apt-get download freedoom
SDL=$WORK/sdl2
W=$WORK/chocolate-doom
CC="x86_64-w64-mingw32-gcc"; OPT=${OPT:--O1}; P=$(nproc)
rm -rf "$W" && mkdir -p "$W/out" "$W/obj" "$W/cfg" "$W/deb"
cp -a "$SRC" "$W/src"
cd "$W/src" && patch -p1 < $R/patches/chocolate-doom.patch
cat > "$W/cfg/config.h" <<'H'
#define PACKAGE_NAME "Chocolate Doom"
#define PACKAGE_TARNAME "chocolate-doom"
#define PACKAGE_VERSION "3.0.1"
#define PACKAGE_STRING "Chocolate Doom 3.0.1"
#define PROGRAM_PREFIX "chocolate-"
#define HAVE_DIRENT_H
#define HAVE_DECL_STRCASECMP 1
#define HAVE_DECL_STRNCASECMP 1
H
# SDL2_mixer is disabled (DISABLE_SDL2MIXER) but a few files include its header unconditionally: an empty one
echo '/* empty: built with DISABLE_SDL2MIXER */' > "$W/cfg/SDL_mixer.h"
S="$W/src/src"
FILES="i_main i_system m_argv m_misc aes_prng d_event d_iwad d_loop d_mode deh_str gusconf i_cdmus i_endoom i_glob
 i_input i_joystick i_musicpack i_oplmusic i_pcsound i_sdlmusic i_sdlsound i_sound i_timer i_video i_videohr i_winmusic
 midifile mus2mid m_bbox m_cheat m_config m_controls m_fixed net_client net_common net_dedicated net_gui net_io net_loop
 net_packet net_petname net_query net_sdl net_server net_structrw sha1 memio tables v_diskicon v_video w_checksum w_main
 w_wad w_file w_file_stdc w_file_posix w_file_win32 w_merge z_zone deh_io deh_main deh_mapping deh_text"
cd "$W/obj"
{ for f in $FILES; do echo "$S/$f.c"; done; ls "$S"/doom/*.c | grep -v doom_icon.c; ls "$W"/src/textscreen/*.c "$W"/src/opl/*.c "$W"/src/pcsound/*.c; } |
  xargs -P$P -I{} sh -c 'f={}; exec nice -n 10 '"$CC $OPT"' -DDISABLE_SDL2MIXER -DDISABLE_SDL2NET -I'"$W/cfg"' -I'"$S"' -I'"$S/doom"' \
    -I'"$W/src/textscreen"' -I'"$W/src/opl"' -I'"$W/src/pcsound"' -I'"$SDL/include"' -c $f -o $(echo $f | sed "s|.*/src/||; s|/|_|g; s|\.c$|.o|")'
nice -n 10 $CC -o "$W/out/chocolate-doom.exe" *.o "$SDL/obj/test/SDL_windows_main.o" -L"$SDL/obj" -lmingw32 -lSDL2.dll -lwinmm -lgdi32 -static-libgcc
cp "$SDL/out/SDL2.dll" "$W/out/"
cd "$W/deb" && dpkg-deb -x "$DEB" . && cp usr/share/games/doom/freedoom1.wad "$W/out/"
ls -l "$W/out"
