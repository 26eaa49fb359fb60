// The explorer's cold and warm start, in headless Chromium against the release build. Each round
// starts a browser on a fresh profile (nothing cached: no HTTP cache, no service worker, no
// IndexedDB) and measures, in that profile:
// - cold, the page: the explorer opened from the title screen until its first move row shows
//   (the file fetched, the archive's worker started, the file decoded, the start asked; timed in
//   the page, from the click's event to the first frame where the row has a box);
// - warm, the page: the same after a reload, once the worker has kept the archive in IndexedDB
//   (the page's "usable within 500 ms warm");
// - cold and warm, the steps: the same work done by hand on a worker of its own, timed apart:
//   fetch and worker start side by side (the page's order), read (`Explore` `Load` until
//   `Loaded`: decoded, with the helper worker the page starts for half of the moves, its
//   messages relayed as the page does; or taken back from IndexedDB), and the start position's
//   statistics.
//   Warm, then the parts alone, one after the other: the fetch, a worker's start, and the
//   snapshot's read out of IndexedDB (in the page).
// Usage: node tools/bench-explorer.mjs [ROUNDS] (serve dist/ on PORT, default 8766; 3 rounds).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PORT = process.env.PORT ?? '8766';
const URL = `http://127.0.0.1:${PORT}/index.html`;
const rounds = Number(process.argv[2] ?? 3);
const START = '---------------------------OX------XO--------------------------- X';

/** The explorer opened from the title screen until its first move row: milliseconds, timed in
 * the page from the click's event to the first frame where the row has a box. (Timed from here,
 * Playwright's own wait would add up to half a second: after its first tries it waits 500 ms
 * between tries, which made round 2's warm figures 0.92-1.01 s where the page took 0.4-0.6 s.) */
async function openExplorer(page) {
  await page.goto(URL);
  await page.locator('#app[data-ready="true"]').waitFor();
  const shown = page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('click', () => {
      const t0 = performance.now();
      const look = () => {
        const row = document.querySelector('[data-testid="explorer-move"]')?.getBoundingClientRect();
        if (row && row.width > 0 && row.height > 0) return resolve(performance.now() - t0);
        requestAnimationFrame(look);
      };
      look();
    }, { capture: true, once: true });
  }));
  await page.locator('#btn-explore').click();
  await page.locator('[data-testid="explorer-move"]').first().waitFor({ timeout: 60_000 });
  return shown;
}

/** Waits until the archive's worker has kept its snapshot in IndexedDB. */
async function snapshotKept(page) {
  for (let tries = 0; tries < 120; tries++) {
    const kept = await page.evaluate(async () => {
      const known = await indexedDB.databases();
      if (!known.some((d) => d.name === 'ethello-archive')) return false;
      return new Promise((resolve) => {
        const open = indexedDB.open('ethello-archive');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('snapshots')) return db.close(), resolve(false);
          const count = db.transaction('snapshots').objectStore('snapshots').count();
          count.onsuccess = () => (db.close(), resolve(count.result > 0));
          count.onerror = () => (db.close(), resolve(false));
        };
      });
    });
    if (kept) return;
    await page.waitForTimeout(500);
  }
  throw new Error('the archive was not kept in IndexedDB within a minute');
}

/** The steps by hand on a worker named as the page names the archive's: milliseconds each. */
async function steps(page, cold) {
  await page.goto(URL);
  return page.evaluate(async ([start, cold]) => {
    const flat = (d) => (typeof d === 'string' ? { type: d } : { type: Object.keys(d)[0], ...Object.values(d)[0] });
    const helper = (archive, ask) => {
      const h = new Worker('./worker_loader.js', { type: 'module', name: 'explore-chunk' });
      h.onmessage = (e) => {
        if (Array.isArray(e.data)) return (archive.postMessage(e.data), h.terminate());
        if (flat(e.data).type === 'Ready') h.postMessage(ask);
      };
    };
    const worker = () => new Promise((resolve) => {
      const w = new Worker('./worker_loader.js', { type: 'module', name: 'explore' });
      const waiting = new Map();
      w.onmessage = (e) => {
        // The archive's worker asking for a helper's chunk (an array): relayed as the page does, to
        // a helper started for it, whose answer comes back and which is ended then.
        if (Array.isArray(e.data)) return helper(w, e.data);
        const d = flat(e.data);
        if (d.type === 'Ready') return resolve(w);
        waiting.get(d.id)?.(d);
      };
      w.ask = (id, ask) => new Promise((r) => { waiting.set(id, r); w.postMessage({ type: 'Explore', id, ask }); });
    });
    const options = cold ? { cache: 'no-store' } : {};
    const bytes = async () => new Uint8Array(await (await fetch('data/archive.bin', options)).arrayBuffer());
    const filter = { player: null, side: 'Either', tournament: null, years: null };
    const t0 = performance.now();
    const [file, w] = await Promise.all([bytes(), worker()]);
    const t1 = performance.now();
    const loaded = await w.ask(1, { ask: 'Load', bytes: file });
    const t2 = performance.now();
    await w.ask(2, { ask: 'Stats', position: start, filter });
    const t3 = performance.now();
    // Not terminated: the worker keeps its snapshot after the read (the next navigation ends it).
    const figures = { loaded: JSON.stringify(loaded), fetch: t1 - t0, read: t2 - t1, first: t3 - t2, all: t3 - t0 };
    if (cold) return figures;
    // Warm, the parts apart, one after the other: the file's fetch, a worker's start until Ready,
    // and the kept snapshot's value out of IndexedDB (in the page, as the worker asks for it).
    let t = performance.now();
    await bytes();
    figures.fetchAlone = performance.now() - t;
    t = performance.now();
    (await worker()).terminate();
    figures.startAlone = performance.now() - t;
    t = performance.now();
    await new Promise((resolve, reject) => {
      const open = indexedDB.open('ethello-archive');
      open.onerror = reject;
      open.onsuccess = () => {
        const got = open.result.transaction('snapshots').objectStore('snapshots').get('archive');
        got.onsuccess = () => (open.result.close(), resolve(got.result));
        got.onerror = reject;
      };
    });
    figures.idbAlone = performance.now() - t;
    return figures;
  }, [START, cold]);
}

/** One round on a fresh profile: the page cold then warm, then the steps cold then warm. */
async function round() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-explorer-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  const page = context.pages()[0] ?? await context.newPage();
  const figures = { pageCold: await openExplorer(page) };
  await snapshotKept(page);
  figures.pageWarm = await openExplorer(page);
  await context.clearCookies();
  await page.evaluate(() => new Promise((r) => { const d = indexedDB.deleteDatabase('ethello-archive'); d.onsuccess = d.onerror = d.onblocked = r; }));
  figures.stepsCold = await steps(page, true);
  await snapshotKept(page);
  figures.stepsWarm = await steps(page, false);
  await context.close();
  rmSync(dir, { recursive: true, force: true });
  return figures;
}

const ms = (x) => `${Math.round(x)} ms`;
const said = (f) => `fetch and worker start ${ms(f.fetch)}, read ${ms(f.read)}, start position ${ms(f.first)}; all ${ms(f.all)}`;
for (let i = 0; i < rounds; i++) {
  const f = await round();
  for (const s of [f.stepsCold, f.stepsWarm]) {
    if (!s.loaded.includes('122711')) process.exitCode = 1; // not the archive's answer
  }
  console.log(`BENCH explorer round ${i + 1}: page cold ${ms(f.pageCold)}, warm ${ms(f.pageWarm)}`);
  console.log(`BENCH explorer round ${i + 1} steps, cold: ${said(f.stepsCold)}`);
  console.log(`BENCH explorer round ${i + 1} steps, warm: ${said(f.stepsWarm)}`);
  const w = f.stepsWarm;
  console.log(`BENCH explorer round ${i + 1} warm parts alone: fetch ${ms(w.fetchAlone)}, worker start ${ms(w.startAlone)}, IndexedDB read ${ms(w.idbAlone)}`);
}
