// The page's pool of workers, timed through the page as a player uses it (release build in dist/):
// the 60-move review (Analyse, until the review is complete) and the hints' time to exact values,
// on 1 and on 2 workers (the Options' count, set in storage before the page loads); and Slick Willy's
// moves (willy): a watch game of Willy against Willy from each of the four positions after 20 moves
// of `ethello bench`, WILLY_MOVES moves each (default 12) at WILLY_MS a move (default 1000), read
// from the page's `data-search` (depth, nodes, time, workers of the last move; CORES=N tells the
// page it has N cores, which sizes the Automatic pool); and the analysis
// board (study): FFO #40 and the first STUDY_COUNT (default 3) positions of STUDY_FILE (default
// tests/data/wthor-2018-24.txt) opened by `#pos=` link, the time to the best move proven and to
// every move exact.
// WORKERS=auto,1 (review, willy) picks the pool's sizes ('auto': the Options' Automatic, as many
// as the page finds cores, up to 8; default: 1 and 2), REPEAT=3 how often each review runs
// (default 2). The review and Willy's moves also count the page's long tasks (main-thread tasks
// over 50 ms, PerformanceObserver 'longtask'), the first of Willy's moves on each page excluded
// (V8 compiles the page's code on its first use).
// Usage: node tools/bench-pool.mjs [--smoke] [review|hints|willy|study]...   (serve dist/ on PORT,
// default 8766). `--smoke` (scripts/tools-smoke) runs each on its smallest workload, its figures
// meaningless: the review once on 2 workers, the hints after 44 moves on 1, two of Willy's moves at
// 100 ms from one position on 1, the study of one position with 14 empties on 1.
import { chromium } from 'playwright-core';
import * as fs from 'fs';

const PORT = process.env.PORT ?? '8766';
const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const asked = args.filter(a => a !== '--smoke');
const what = asked.length ? asked : ['review', 'hints', 'willy', 'study'];
/** The workload: the benchmark's own, or with `--smoke` the smallest that still runs the page. */
const size = (full, small) => (smoke ? small : full);
const GAME = 'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2' +
  'd1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** The pool sizes to measure: WORKERS, else `fallback`. */
const sizes = (fallback) => (process.env.WORKERS ? process.env.WORKERS.split(',') : fallback)
  .map(w => (w === 'auto' ? w : Number(w)));

/** A fresh page on `hash` running `workers` workers ('auto': the Options' Automatic), once they
 * are all ready (Willy's time `willyMs`, and `stored` as the game in progress when given); its
 * long tasks are collected in `window.__long` from the start. */
async function pageWith(workers, hash, willyMs = 10000, stored = null) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(([n, ms, game, cores]) => {
    localStorage.setItem('ethello.workers', n === 'auto' ? '0' : String(n));
    window.__long = [];
    new PerformanceObserver(l => window.__long.push(...l.getEntries().map(e => e.duration)))
      .observe({ type: 'longtask' });
    // CORES: the machine's cores as the page is told (the Automatic pool's size).
    if (cores) Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => cores });
    // The hints search within Willy's time: 10 s, so that the exact pass can come.
    localStorage.setItem('ethello.willy_ms', String(ms));
    if (game && !sessionStorage.getItem('stored')) {
      localStorage.setItem('ethello.current', game);
      sessionStorage.setItem('stored', '1');
    }
  }, [workers, willyMs, stored, Number(process.env.CORES ?? 0)]);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/index.html#${hash}`);
  const count = workers === 'auto'
    ? await page.evaluate(() => Math.min(Math.max(navigator.hardwareConcurrency, 1), 8))
    : workers;
  await page.waitForSelector(`#app[data-workers="${count}"]`, { timeout: 30_000 });
  return { page, context, count };
}

/** The page's long tasks since the last call: how many, and the longest (ms). */
async function longTasks(page) {
  const long = await page.evaluate(() => window.__long.splice(0));
  return `${long.length} long task(s)${long.length ? `, longest ${Math.max(...long).toFixed(0)} ms` : ''}`;
}

/** Milliseconds from `act` until `selector` appears in `page`. */
async function timed(page, act, selector, timeout = 120_000) {
  const t = Date.now();
  await act();
  await page.waitForSelector(selector, { timeout, state: 'attached' });
  return Date.now() - t;
}

if (what.includes('review')) {
  const repeat = Number(process.env.REPEAT ?? size(2, 1));
  for (let r = 0; r < repeat; r++) for (const workers of size(sizes([1, 2]), [2])) {
    const { page, context, count } = await pageWith(workers, GAME);
    const click = () => page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await page.waitForTimeout(500);
    await longTasks(page);
    const ms = await timed(page, click, '[data-testid="analysis"][aria-busy="false"] [data-ply="59"]');
    const name = workers === 'auto' ? `Automatic, ${count}` : workers;
    console.log(`BENCH pool review of a 60-move game on ${name} worker(s): ${(ms / 1000).toFixed(2)} s, ${await longTasks(page)}`);
    await context.close();
  }
}
if (what.includes('hints')) {
  // Positions of the same game after 36, 40 and 44 moves (24, 20 and 16 empties).
  for (const plies of size([36, 40, 44], [44])) {
    for (const workers of size([1, 2], [1])) {
      const { page, context } = await pageWith(workers, GAME.slice(0, 2 * plies));
      await page.waitForTimeout(500);
      const click = () => page.getByRole('button', { name: 'Hints' }).click();
      const ms = await timed(page, click, '#hint-status:has-text("exact"), #hint-status:has-text("ahead.")');
      const status = await page.locator('#hint-status').textContent();
      console.log(`BENCH pool hints after ${plies} moves (${60 - plies} empties) on ${workers} worker(s): ${(ms / 1000).toFixed(2)} s (${status})`);
      await context.close();
    }
  }
}

if (what.includes('willy')) {
  const ms = Number(process.env.WILLY_MS ?? size(1000, 100));
  const count = Number(process.env.WILLY_MOVES ?? size(12, 2));
  // The four positions after 20 moves of `ethello bench` (MIDGAME_POSITIONS in src/bench_cmd.rs).
  const MIDGAME = [
    '-------------------------OOOX---OOOOXX----XOOOX---XOOXXX---OX--X X',
    '-----------O-------OXXX---OOOX--XOXXXOX-O-XOOOO---X-O----------- X',
    '--OOO---X-XO----XXOXO---XOOXOO---OOXOO-----XX------------------- X',
    '---OO------OOO----XOXXX---XOOX----OOOXX----OOXX-----O----------- X',
  ];
  for (const workers of size(sizes([1, 2]), [1])) {
    const moves = [];
    const long = [];
    let pool = workers;
    for (const position of MIDGAME.slice(0, size(4, 1))) {
      const save = JSON.stringify({
        format: 'e-thello-save', version: 2, mode: 'watch',
        computers: { black: 'willy', white: 'willy' },
        names: { black: 'Slick Willy', white: 'Slick Willy' }, theme: 'classic',
        start: position, transcript: '', moves: [], position, game_over: false,
      });
      const { page, context, count: ready } = await pageWith(workers, '', ms, save);
      pool = workers === 'auto' ? `Automatic, ${ready}` : workers;
      await page.click('#btn-continue');
      for (let k = 1; k <= count; k++) {
        // The k-th move of the game is on the list: its search is the page's last.
        await page.waitForFunction(n => document.querySelectorAll('[data-testid="moves"] li').length >= n,
          k, { timeout: 60_000 });
        const tasks = await page.evaluate(() => window.__long.splice(0));
        if (k > 1) long.push(...tasks);
        const f = Object.fromEntries((await page.locator('#app').getAttribute('data-search'))
          .split(' ').map(kv => kv.split('=')));
        moves.push({ depth: +f.depth, nodes: +f.nodes, ms: +f.ms, exact: f.exact === 'true', workers: +f.workers });
      }
      await context.close();
    }
    const searched = moves.filter(m => m.depth > 0 && !m.exact);
    const sum = (k) => searched.reduce((a, m) => a + m[k], 0);
    const split = [...new Set(moves.map(m => m.workers))].join('/');
    console.log(`BENCH willy on ${pool} worker(s) at ${ms} ms: ${moves.length} moves (${searched.length} searched midgame, ${moves.filter(m => m.exact).length} exact), ` +
      `midgame depth ${(sum('depth') / searched.length).toFixed(2)} on average, ${(sum('nodes') / sum('ms') / 1000).toFixed(2)} M nodes/s, ` +
      `${(sum('ms') / searched.length).toFixed(0)} ms a move, split over ${split}; ` +
      `${long.length} long task(s) after each page's first move${long.length ? `, longest ${Math.max(...long).toFixed(0)} ms` : ''}`);
  }
}
if (what.includes('study')) {
  const file = process.env.STUDY_FILE ?? 'tests/data/wthor-2018-24.txt';
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(l => /^[-XO]{64} /.test(l));
  const positions = [['FFO #40', 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------', 'X']];
  for (const line of lines.slice(0, Number(process.env.STUDY_COUNT ?? 3))) {
    const [board, side] = line.split(' ');
    positions.push([line.split(' ').pop(), board, side]);
  }
  // The smoke's: the review's game after 46 moves (14 empties), every move exact in well under a second.
  const smokePosition = [['GAME after 46 moves', '---X---X--XXXXX-XXOXXXOOXXOXXXO-XXOOXXOOXXOOOOXOX-XOXO-O--XXXXOO', 'X']];
  for (const [name, board, side] of size(positions, smokePosition)) {
    for (const workers of size([1, 2], [1])) {
      const { page, context } = await pageWith(workers, '');
      const t0 = await page.evaluate(([b, s]) => { location.hash = `pos=${b}_${s}`; return performance.now(); }, [board, side]);
      await page.waitForSelector('[data-testid="analysis-best"][data-exact="true"]', { timeout: 600_000 });
      const proven = await page.evaluate(() => performance.now());
      await page.waitForFunction(() => document.querySelector('#study-depth')?.textContent === 'perfect play to the end',
        null, { timeout: 600_000, polling: 50 });
      const all = await page.evaluate(() => performance.now());
      const best = await page.getByTestId('analysis-best').textContent();
      console.log(`BENCH pool study ${name} (${board.split('-').length - 1} empties) on ${workers} worker(s): best ${best} proven in ${((proven - t0) / 1000).toFixed(2)} s, every move exact in ${((all - t0) / 1000).toFixed(2)} s`);
      await context.close();
    }
  }
}
await browser.close();
