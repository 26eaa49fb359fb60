#!/usr/bin/env python3
"""The largest overrun of `ethello engine` (the seed-004 tournament protocol) on its clock.

Plays GAMES games of the engine against itself, two processes, each told `game C 0 MOVE_MS GAME_MS`,
and times every move from the moment the opponent's line is written to the moment the engine's line
arrives (the referee's view, pipes included; a side's first move also holds its process's start,
reported apart). Prints the longest move against MOVE_MS and the most one side used against GAME_MS.

  tools/engine-overrun.py ETHELLO MOVE_MS GAME_MS GAMES [ARGS...]   (ARGS go to `ethello engine`)

The engine exits once its game is over; the exit status is 1 when one exits with an error status.
The smoke run (scripts/tools-smoke) is one game at 20 ms a move.
"""
import subprocess
import sys
import time


def play(exe, move_ms, game_ms, extra):
    sides = {}
    for c in 'BW':
        p = subprocess.Popen([exe, 'engine', *extra], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, bufsize=1)
        p.stdin.write(f'game {c} 0 {move_ms} {game_ms}\n')
        p.stdin.flush()
        sides[c] = p
    longest, used, turn, passes, last = 0.0, {'B': 0.0, 'W': 0.0}, 'B', 0, None
    first, moved = 0.0, set()
    while passes < 2:
        if last is not None:
            sides[turn].stdin.write(last + '\n')
            sides[turn].stdin.flush()
        start = time.monotonic()
        line = sides[turn].stdout.readline().strip()
        took = (time.monotonic() - start) * 1000
        if not line:
            # The engine exits once the game is over: a failure only with an error status.
            code = sides[turn].wait(timeout=10)
            if code != 0:
                for p in sides.values():
                    p.kill()
                sys.exit(f'the engine playing {turn} stopped with exit status {code} '
                         f'(after {last or "the start"})')
            break
        # A side's first move includes the process's start (the evaluation's tables decoded).
        if turn in moved:
            longest = max(longest, took)
        else:
            first = max(first, took)
            moved.add(turn)
        used[turn] += took
        passes = passes + 1 if line == 'pass' else 0
        last, turn = line, 'W' if turn == 'B' else 'B'
    for p in sides.values():
        p.kill()
    return longest, first, used


def main():
    exe, move_ms, game_ms, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    extra = sys.argv[5:]
    worst, worst_first, worst_total = 0.0, 0.0, 0.0
    for g in range(games):
        longest, first, used = play(exe, move_ms, game_ms, extra)
        worst, worst_first = max(worst, longest), max(worst_first, first)
        worst_total = max(worst_total, *used.values())
        print(f'game {g + 1}: longest move {longest:.0f} ms (first moves, process start included: '
              f'{first:.0f} ms), used B {used["B"]:.0f} ms, W {used["W"]:.0f} ms', flush=True)
    print(f'longest move {worst:.0f} ms against a move time of {move_ms} ms (a first move, with the '
          f'start: {worst_first:.0f} ms); most used by one side {worst_total:.0f} ms against a game '
          f'time of {game_ms} ms')


if __name__ == '__main__':
    main()
