#!/usr/bin/env bash
# The split search on real cores, for a machine with 16 or more (session 31 ran it on a lent one):
# FFO #40-#49 solved on 1, 2, 4 and 8 split workers at once, then on 2, 4 and 8 threads sharing a
# table, then depth DEPTH (default 14) on 1, 2, 4 and 8 split workers at once; then, unless
# MATCH_S=0, the 2-thread Willy (NBoard, a game clock of MATCH_MS x 27) against BASE's Willy at
# MATCH_MS a move (default 1000), seeds MATCH_SEEDS (default 1-8) at once, MATCH_GAMES games each
# (default 10), each match cut after MATCH_S seconds (default 380).
#
# Usage: tools/bench-cores.sh ETHELLO BASE_ETHELLO FFO_FILE MIDGAME_FILE OUT_DIR
#   FFO_FILE: grep -v '^#' tests/data/ffo40-59.txt | head -10
#   MIDGAME_FILE: ethello positions wthor --empties 40 WTH_2018.wtb | head -10
# Each run's output goes to OUT_DIR/NAME.txt and its wall time to OUT_DIR/walls.txt. The exit
# status is 1 when a run failed (a match cut by MATCH_S is not a failure), and says which.
# scripts/tools-smoke runs it on one easy position each, DEPTH=4 and one short match.
set -u
[ $# -eq 5 ] || { sed -n 2,14p "$0"; exit 2; }
new=$(realpath "$1"); base=$(realpath "$2"); ffo=$3; mid=$4; out=$5
depth=${DEPTH:-14} match_ms=${MATCH_MS:-1000}
mkdir -p "$out"
: > "$out/failed.txt"
{ nproc; lscpu | grep -E 'Model name|^CPU\(s\)|Thread'; } > "$out/machine.txt" 2>&1
run() { # name, command...
  local name=$1; shift
  local start; start=$(date +%s.%N)
  "$@" > "$out/$name.txt" 2>&1 || echo "$name: exit status $? (see $out/$name.txt)" >> "$out/failed.txt"
  python3 -c "print('$name wall', round($(date +%s.%N) - $start, 2))" >> "$out/walls.txt"
}
for t in 1 2 4 8; do run "ffo-split$t" "$new" solve --threads $t "$ffo" & done; wait
for t in 2 4 8; do run "ffo-shared$t" "$new" solve --shared-threads $t "$ffo" & done; wait
for t in 1 2 4 8; do run "depth$depth-split$t" "$new" eval --depth "$depth" --threads $t "$mid" & done; wait
if [ "${MATCH_S:-380}" != 0 ]; then
  for s in ${MATCH_SEEDS:-1 2 3 4 5 6 7 8}; do
    { timeout "${MATCH_S:-380}" "$base" match "nboard:$new nboard --threads 2" willy \
        --games "${MATCH_GAMES:-10}" --seed "$s" --time-ms "$match_ms" > "$out/match2t-s$s.txt" 2>&1
      rc=$?
      [ $rc = 0 ] || [ $rc = 124 ] || echo "match2t-s$s: exit status $rc" >> "$out/failed.txt"; } &
  done
  wait
fi
[ -s "$out/failed.txt" ] && { cat "$out/failed.txt" >&2; exit 1; }
exit 0
