// The explorer's opening in the page, step by step: in headless Chromium on a fresh profile, the
// explorer opened cold and then warm (after a reload, from IndexedDB), each printed as a timeline
// in milliseconds from just before the click: the page's requests, every message to and from its
// workers, long tasks, the frames drawn, and when the first move row is in the DOM and has a box;
// then the time Playwright saw the row. It found that round 2's slow warm figures were
// Playwright's polling, not the page (docs/experiments/explorer-cold-start.md, round 3).
// Usage: node tools/probe-explorer.mjs [WARM_OPENS] (serve dist/ on PORT, default 8766; 2 warm
// opens); WAIT=MS waits that long after the page is ready before the click (default 1500).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
const PORT = process.env.PORT ?? '8766';
const URL = `http://127.0.0.1:${PORT}/index.html`;
const dir = mkdtempSync(join(tmpdir(), 'probe-explorer-'));
const context = await chromium.launchPersistentContext(dir, { executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
await context.addInitScript(() => {
  const log = (what) => (globalThis.__probe ??= []).push([Math.round(performance.now()), what]);
  globalThis.__log = log;
  new PerformanceObserver((l) => l.getEntries().forEach((e) => log(`long task ${Math.round(e.startTime)}+${Math.round(e.duration)} ${JSON.stringify(e.attribution?.map((a) => a.containerSrc || a.name))}`))).observe({ type: 'longtask', buffered: true });
  const raf = () => requestAnimationFrame(() => { (globalThis.__frames ??= []).push(Math.round(performance.now())); raf(); });
  raf();
  let seen = 0;
  const look = () => {
    const row = document.querySelector('[data-testid="explorer-move"]');
    if (!row) return requestAnimationFrame(look);
    const r = row.getBoundingClientRect();
    const st = (seen === 0 || r.width > 0) ? `${r.width}x${r.height}` : '';
    if (seen === 0) log(`row in DOM ${st}`);
    seen++;
    if (r.width > 0 && r.height > 0) return log(`row has a box ${st}`);
    requestAnimationFrame(look);
  };
  document.addEventListener('click', (e) => { log(`click on ${e.target.id}`); seen = 0; requestAnimationFrame(look); }, true);
  const W = globalThis.Worker;
  globalThis.Worker = class extends W {
    constructor(u, o) {
      super(u, o); const name = o?.name; log(`new worker ${name}`);
      this.addEventListener('message', (e) => { const d = e.data; log(`from ${name}: ${typeof d === 'string' ? d : Object.keys(d)[0]} ${JSON.stringify(d).slice(0, 60)}`); });
      const post = this.postMessage.bind(this);
      this.postMessage = (m, t) => { log(`to ${name}: ${JSON.stringify(m, (k, v) => (v instanceof Uint8Array ? `bytes ${v.length}` : v)).slice(0, 80)}`); post(m, t); };
    }
  };
});
const page = context.pages()[0] ?? await context.newPage();
let t0 = 0;
page.on('request', (r) => { if (t0) console.log(`${Date.now() - t0} request ${r.url().split('/').pop()}`); });
page.on('requestfinished', (r) => { if (t0) console.log(`${Date.now() - t0} finished ${r.url().split('/').pop()}`); });
async function open(label) {
  await page.goto(URL);
  await page.locator('#app[data-ready="true"]').waitFor();
  await page.waitForTimeout(Number(process.env.WAIT ?? 1500));
  t0 = Date.now();
  const p0 = await page.evaluate(() => { globalThis.__probe = []; return performance.now(); });
  await page.locator('#btn-explore').click();
  await page.locator('[data-testid="explorer-move"]').first().waitFor({ timeout: 60_000 });
  const all = Date.now() - t0;
  const probe = await page.evaluate(() => globalThis.__probe);
  const frames = await page.evaluate((p0) => globalThis.__frames.filter((f) => f >= p0 - 200), p0);
  console.log(`frames: ${frames.map((f) => Math.round(f - p0)).join(' ')}`);
  t0 = 0;
  console.log(`${label}: ${all} ms`);
  for (const [t, w] of probe) console.log(`  ${Math.round(t - p0)} ${w}`);
}
await open('cold');
await page.waitForTimeout(4000);
for (let i = 0; i < Number(process.argv[2] ?? 2); i++) await open(`warm ${i + 1}`);
await context.close();
rmSync(dir, { recursive: true, force: true });
