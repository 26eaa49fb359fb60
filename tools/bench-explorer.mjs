// Where the explorer's cold start goes, in headless Chromium against the release build: each step the
// page takes when the explorer opens, timed apart, in a fresh browser (an empty cache) each round.
// - fetch: `data/archive.bin` fetched and read into bytes;
// - start: a worker started (`new Worker`) until it says Ready (its wasm fetched, compiled, run);
// - read: the bytes handed to it (`Explore` `Load`) until `Loaded` (the file decoded, the index built);
// - start position: the first question (the start's statistics) until its answer;
// - overlapped: the page's order since this branch, the worker started while the file is fetched.
// Usage: node tools/bench-explorer.mjs [ROUNDS] (serve dist/ on PORT, default 8766; 3 rounds).
import { chromium } from 'playwright-core';

const PORT = process.env.PORT ?? '8766';
const rounds = Number(process.argv[2] ?? 3);
const START = '---------------------------OX------XO--------------------------- X';

/** One round in a fresh browser (nothing cached): the steps in order, or (`overlapped`) the worker
 * started while the file is fetched. */
async function round(overlapped) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/index.html`);
  const figures = await page.evaluate(async ([start, overlapped]) => {
    const flat = (d) => (typeof d === 'string' ? { type: d } : { type: Object.keys(d)[0], ...Object.values(d)[0] });
    const worker = () => new Promise((resolve) => {
      const w = new Worker('./worker_loader.js', { type: 'module' });
      const waiting = new Map();
      w.onmessage = (e) => {
        const d = flat(e.data);
        if (d.type === 'Ready') return resolve(w);
        waiting.get(d.id)?.(d);
      };
      w.ask = (id, ask) => new Promise((r) => { waiting.set(id, r); w.postMessage({ type: 'Explore', id, ask }); });
    });
    const bytes = async () => new Uint8Array(await (await fetch('data/archive.bin', { cache: 'no-store' })).arrayBuffer());
    const filter = { player: null, side: 'Either', tournament: null, years: null };
    const t0 = performance.now();
    let file, w;
    if (overlapped) {
      [file, w] = await Promise.all([bytes(), worker()]);
    } else {
      file = await bytes();
    }
    const t1 = performance.now();
    w = w ?? await worker();
    const t2 = performance.now();
    const loaded = await w.ask(1, { ask: 'Load', bytes: file });
    const t3 = performance.now();
    await w.ask(2, { ask: 'Stats', position: start, filter });
    const t4 = performance.now();
    w.terminate();
    return { loaded: JSON.stringify(loaded), fetch: t1 - t0, start: t2 - t1, read: t3 - t2, first: t4 - t3, all: t4 - t0 };
  }, [START, overlapped]);
  await browser.close();
  return figures;
}

const ms = (x) => `${Math.round(x)} ms`;
for (let i = 0; i < rounds; i++) {
  for (const overlapped of [false, true]) {
    const f = await round(overlapped);
    const steps = overlapped ? `fetch and worker start side by side ${ms(f.fetch)}`
      : `fetch ${ms(f.fetch)}, worker start ${ms(f.start)}`;
    if (!f.loaded.includes('122711')) process.exitCode = 1; // not the archive's answer
    console.log(`BENCH explorer cold, ${overlapped ? 'overlapped' : 'in order'}: ${steps}, read ${ms(f.read)}, start position ${ms(f.first)}; all ${ms(f.all)} (${f.loaded.slice(0, 80)})`);
  }
}
