#!/usr/bin/env bash
# The split search on real cores, for a machine with 16 or more (session 31 ran it on a lent one):
# FFO #40-#49 solved on 1, 2, 4 and 8 split workers at once, then on 2, 4 and 8 threads sharing a
# table, then depth 14 on 1, 2, 4 and 8 split workers at once; then, unless MATCH_S=0, the 2-thread
# Willy (NBoard, a game clock of 1 s x 27) against BASE's Willy at 1 s a move, seeds 1-8 at once,
# 10 games each, each match cut after MATCH_S seconds (default 380).
#
# Usage: tools/bench-cores.sh ETHELLO BASE_ETHELLO FFO_FILE MIDGAME_FILE OUT_DIR
#   FFO_FILE: grep -v '^#' tests/data/ffo40-59.txt | head -10
#   MIDGAME_FILE: ethello positions wthor --empties 40 WTH_2018.wtb | head -10
# Each run's output goes to OUT_DIR/NAME.txt and its wall time to OUT_DIR/walls.txt.
set -u
[ $# -eq 5 ] || { sed -n 2,11p "$0"; exit 2; }
new=$(realpath "$1"); base=$(realpath "$2"); ffo=$3; mid=$4; out=$5
mkdir -p "$out"
{ nproc; lscpu | grep -E 'Model name|^CPU\(s\)|Thread'; } > "$out/machine.txt" 2>&1
run() { # name, command...
  local name=$1; shift
  local start; start=$(date +%s.%N)
  "$@" > "$out/$name.txt" 2>&1
  python3 -c "print('$name wall', round($(date +%s.%N) - $start, 2))" >> "$out/walls.txt"
}
for t in 1 2 4 8; do run "ffo-split$t" "$new" solve --threads $t "$ffo" & done; wait
for t in 2 4 8; do run "ffo-shared$t" "$new" solve --shared-threads $t "$ffo" & done; wait
for t in 1 2 4 8; do run "depth14-split$t" "$new" eval --depth 14 --threads $t "$mid" & done; wait
[ "${MATCH_S:-380}" = 0 ] && exit 0
for s in 1 2 3 4 5 6 7 8; do
  timeout "${MATCH_S:-380}" "$base" match "nboard:$new nboard --threads 2" willy --games 10 \
    --seed $s --time-ms 1000 > "$out/match2t-s$s.txt" 2>&1 &
done
wait
