// Browser benchmarks against the real release build: starts the shipped worker (dist/worker_loader.js)
// in a page of Debian's headless Chromium and times requests of the typed protocol. No DevTools
// debugger is attached (unlike wasm-bindgen-test's WebDriver session, which keeps V8's wasm in its
// baseline tier), so these are the figures a player gets.
// Usage: node tools/bench-browser.mjs [--smoke] [perft|eval|ffo|midgame|review|hints|study|clock]...
// (serve dist/ on PORT, default 8766; study reads STUDY_FILE, default tests/data/wthor-2018-24.txt, its
// first STUDY_COUNT positions, default 3; clock reads CLOCK_FILE, a game's positions in order, and plays
// Slick Willy at CLOCK_MS, default 1000, on each). `--smoke` (scripts/tools-smoke) runs every kind on
// its smallest workload, its figures meaningless: a request the worker refuses (`Failed`) or a wrong
// result makes the exit status 1.
import { chromium } from 'playwright-core';
import * as fs from 'fs';

const PORT = process.env.PORT ?? '8766';
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const asked = args.filter(a => a !== '--smoke');
const what = asked.length ? asked
  : smoke ? ['perft', 'eval', 'ffo', 'midgame', 'review', 'hints', 'study', 'clock']
    : ['perft', 'eval', 'ffo', 'midgame', 'review', 'hints'];
/** The workload: the benchmark's own, or with `--smoke` the smallest that still asks the worker. */
const size = (full, small) => (smoke ? small : full);
/** A wrong answer: said, and the exit status made 1. */
const wrong = (want) => { process.exitCode = 1; return `WRONG (want ${want})`; };
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${PORT}/index.html`);
await page.evaluate(() => new Promise((resolve) => {
  const w = new Worker('./worker_loader.js', { type: 'module' });
  let next = 1; const waiting = new Map();
  // The worker's replies are externally tagged (`{ Best: {...} }`; the benchmarks' own replies carry a
  // `type`): read here as `{ type: 'Best', ... }`.
  const flat = (d) => (typeof d === 'string' ? { type: d } : d.type ? d : { type: Object.keys(d)[0], ...Object.values(d)[0] });
  w.onmessage = (e) => {
    const d = flat(e.data);
    if (d.type === 'Ready') return resolve();
    const done = waiting.get(d.id);
    // Progress, each scored position of a review and each hint pass but the last come before the answer.
    const partial = d.type === 'Progress' || d.type === 'Scored' || (d.type === 'Hints' && !d.done);
    if (done && !partial) { waiting.delete(d.id); done(d); }
  };
  window.ask = (msg) => new Promise((r) => { const id = next++; waiting.set(id, r); w.postMessage({ ...msg, id }); });
}));
// A request the worker cannot serve (a field missing since the protocol changed, say) is answered
// `Failed`: an error here, so that no figure is printed from it.
const ask = async (msg) => {
  const a = await page.evaluate(async (m) => { const t = performance.now(); const a = await window.ask(m); return { ...a, wall: performance.now() - t }; }, msg);
  if (a.type === 'Failed') throw new Error(`the worker refused ${JSON.stringify(msg)}: ${a.message}`);
  return a;
};
// perft from the start (tests/data/perft.txt).
const PERFT = { 6: 8200, 9: 3005288, 10: 24571284, 11: 212258800 };
const START = '---------------------------OX------XO--------------------------- X';
// The four positions after 20 moves of `ethello bench` (MIDGAME_POSITIONS in src/bench_cmd.rs).
const MIDGAME = [
  '-------------------------OOOX---OOOOXX----XOOOX---XOOXXX---OX--X X',
  '-----------O-------OXXX---OOOX--XOXXXOX-O-XOOOO---X-O----------- X',
  '--OOO---X-XO----XXOXO---XOOXOO---OOXOO-----XX------------------- X',
  '---OO------OOO----XOXXX---XOOX----OOOXX----OOXX-----O----------- X',
];

if (what.includes('perft')) {
  for (let i = 0; i < size(3, 0); i++) await ask({ type: 'Perft', position: START, depth: 9 }); // tier-up
  for (const depth of size([10, 11], [6])) {
    const r = await ask({ type: 'Perft', position: START, depth });
    r.ms = r.micros / 1000;
    const ok = r.leaves === PERFT[depth] ? '' : ` ${wrong(PERFT[depth])}`;
    console.log(`BENCH wasm perft(${depth}) = ${r.leaves}${ok} in ${(r.ms / 1000).toFixed(3)} s, ${(r.leaves / r.ms / 1000).toFixed(1)} M leaves/s`);
  }
}
if (what.includes('eval')) {
  // The children of the positions of 1,000 random games (EvalWorkload), as `ethello bench` times them.
  if (!smoke) await ask({ type: 'EvalBench', rounds: 5 }); // tier-up
  for (let i = 0; i < size(3, 1); i++) {
    const r = await ask({ type: 'EvalBench', rounds: size(50, 1) });
    const ns = (micros) => (micros * 1000 / r.evaluations).toFixed(1);
    const same = r.checksums[0] === r.checksums[1] ? 'same checksums' : wrong('the same checksums');
    console.log(`BENCH wasm evaluation: ${r.evaluations} children, ${ns(r.scratch_micros)} ns each from scratch, ${ns(r.incremental_micros)} ns with incremental pattern indices (${same})`);
  }
}
if (what.includes('ffo')) {
  const lines = fs.readFileSync('tests/data/ffo40-59.txt', 'utf8').split('\n').filter(l => /^[-XO]{64} /.test(l));
  let total = 0;
  const count = size(5, 1);
  for (const line of lines.slice(0, count)) {
    const [board, side, score, , , id] = line.split(' ');
    // Solved to the end: the full engine 60 plies deep, as `ethello solve` (no clock).
    const r = await ask({ type: 'Think', position: `${board} ${side}`, player: { Depth: 60 }, control: { Depth: 60 }, seed: 1 });
    total += r.wall;
    const ok = r.exact && r.score === Number(score) ? 'exact' : wrong(score);
    console.log(`BENCH wasm ${id}: score ${r.score} ${ok}, ${r.nodes} nodes, ${(r.wall / 1000).toFixed(2)} s, ${(r.nodes / r.wall / 1000).toFixed(2)} M nodes/s`);
  }
  console.log(`BENCH wasm ffo40-${39 + count} total ${(total / 1000).toFixed(2)} s`);
}
if (what.includes('midgame')) {
  // The full engine for 1 s a move (as `ethello bench`: Limits::time, no time bank).
  const ms = size(1000, 100);
  for (const t of MIDGAME.slice(0, size(4, 1))) {
    const r = await ask({ type: 'Think', position: t, player: { Time: ms }, control: { Average: ms }, seed: 1 });
    console.log(`BENCH wasm midgame ${t}: depth ${r.depth} in ${ms / 1000} s (${r.nodes} nodes in ${(r.wall / 1000).toFixed(2)} s, ${(r.nodes / r.wall / 1000).toFixed(2)} M nodes/s)`);
  }
}
if (what.includes('review')) {
  // The first game of the WTHOR archive's 2018 file (60 moves), as the page's Analyse reviews it
  // (ui::review::EXACT_EMPTIES and MIDGAME_MS); native: `ethello review GAME`.
  const GAME = 'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2' +
    'd1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1';
  for (let i = 0; i < size(2, 1); i++) {
    const r = await ask({ type: 'Review', start: START, moves: GAME, exact_empties: size(20, 12), midgame_ms: size(300, 10) });
    console.log(`BENCH wasm review of a 60-move game (61 positions): ${(r.wall / 1000).toFixed(2)} s (${r.type})`);
  }
}
if (what.includes('hints')) {
  // Hints within Willy's default time (1 s) on the four midgame positions.
  for (const t of MIDGAME.slice(0, size(4, 1))) {
    const r = await ask({ type: 'Hints', position: t, time_ms: size(1000, 100) });
    console.log(`BENCH wasm hints ${t}: ${r.hints.length} moves valued ${r.depth} plies deep in ${(r.wall / 1000).toFixed(2)} s`);
  }
}
if (what.includes('study')) {
  // The analysis board's study (ToWorker::Study) as the page runs it, a fresh worker for each
  // position (the page replaces the worker when the position changes): the time from the worker's
  // Ready to the first reply whose best move (the best line's first) has an exact value.
  // Native: `ethello study FILE`.
  // The smoke's: FFO #40 (20 empties), whose best move is proven in a few seconds.
  const file = process.env.STUDY_FILE ?? size('tests/data/wthor-2018-24.txt', 'tests/data/ffo40-59.txt');
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(l => /^[-XO]{64} /.test(l));
  for (const line of lines.slice(0, Number(process.env.STUDY_COUNT ?? size(3, 1)))) {
    const [board, side, score] = line.split(' ');
    const id = line.split(' ').pop();
    const empties = board.split('-').length - 1;
    const r = await page.evaluate((position) => new Promise((resolve) => {
      const w = new Worker('./worker_loader.js', { type: 'module' });
      let t0 = 0;
      const flat = (d) => (typeof d === 'string' ? { type: d } : d.type ? d : { type: Object.keys(d)[0], ...Object.values(d)[0] });
      w.onmessage = (e) => {
        const d = flat(e.data);
        if (d.type === 'Ready') {
          t0 = performance.now();
          return w.postMessage({ type: 'Study', id: 1, position });
        }
        if (d.type !== 'Study') return;
        const first = JSON.stringify(d.pv[0]);
        const best = d.hints.find((h) => JSON.stringify(h.square) === first);
        if (best && best.exact) {
          w.terminate();
          resolve({ ms: performance.now() - t0, score: best.score });
        }
      };
    }), `${board} ${side}`);
    const ok = score === '?' || Number(score) === r.score ? '' : ` ${wrong(score)}`;
    console.log(`BENCH wasm study ${id} (${empties} empties): best move exact (${r.score > 0 ? '+' : ''}${r.score}${ok}) in ${(r.ms / 1000).toFixed(2)} s`);
  }
}
if (what.includes('clock')) {
  // Slick Willy's time in the browser (issue 32): his move in each position of a game, in order, in
  // one worker (one brain, so one time bank, as in a game), at a setting of CLOCK_MS. Book moves
  // (depth 0) and exact solves are not searched moves; the share is the searched moves' time over
  // the setting times their number. Positions: e.g. `for e in $(seq 59 -1 1); do ethello positions
  // wthor WTH_2018.wtb --empties $e | head -1; done > game.txt`.
  // The smoke's: the four midgame positions at 100 ms, when no CLOCK_FILE is given.
  const setting = Number(process.env.CLOCK_MS ?? size(1000, 100));
  const text = smoke && !process.env.CLOCK_FILE ? MIDGAME.join('\n') : fs.readFileSync(process.env.CLOCK_FILE, 'utf8');
  const lines = text.split('\n').filter(l => /^[-XO]{64} /.test(l));
  const kinds = { book: [], searched: [], solved: [] };
  for (const line of lines) {
    const [board, side] = line.split(' ');
    // Slick Willy at his time setting: the worker's session keeps his time bank over the game.
    const r = await ask({ type: 'Think', position: `${board} ${side}`, player: 'Willy', control: { Average: setting }, seed: 7 });
    const kind = r.exact ? 'solved' : r.depth === 0 ? 'book' : 'searched';
    kinds[kind].push(r.wall);
  }
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const s = kinds.searched;
  // No searched move (every one from the book or solved): no share of the setting to give.
  const share = s.length ? `${(100 * sum(s) / (setting * s.length)).toFixed(1)} % of the setting (longest ${Math.max(...s).toFixed(0)} ms)` : 'no share';
  console.log(`BENCH wasm clock at ${setting} ms: ${s.length} searched moves in ${(sum(s) / 1000).toFixed(2)} s, ${share}; ` +
    `${kinds.book.length} book moves in ${sum(kinds.book).toFixed(0)} ms, ${kinds.solved.length} solved in ${(sum(kinds.solved) / 1000).toFixed(2)} s`);
}
await browser.close();
