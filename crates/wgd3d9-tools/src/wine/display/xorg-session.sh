#!/usr/bin/env bash
# Runs a command on an X server of its own: Xorg with the dummy video driver
# and the configuration file given first (its display modes), on a free
# display number. Stops the server when the command ends, and exits with the
# command's status (125 when the server did not start). Under timeout(1)
# the server is in the process group timeout signals.
set -u
conf=$1
shift
fifo=$(mktemp -u)
mkfifo "$fifo"
Xorg -displayfd 3 -config "$conf" -noreset -nolisten tcp -logfile /dev/null 3>"$fifo" >/dev/null 2>&1 &
xorg=$!
trap 'kill "$xorg" 2>/dev/null; wait "$xorg" 2>/dev/null' EXIT
num=""
read -r -t 30 num <"$fifo"
rm -f "$fifo"
if [ -z "$num" ]; then
    echo "xorg-session: Xorg (dummy driver) did not start" >&2
    exit 125
fi
DISPLAY=":$num" "$@"
