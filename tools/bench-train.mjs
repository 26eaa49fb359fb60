// The Train screen timed as a player uses it (release build in dist/), in RUNS fresh browsers
// (default 5): the first puzzle after "Solve puzzles" cold (the puzzle file fetched and read) and
// warm (the page reloaded, the service worker's copy), the Next puzzle, and a move answered (three
// of each a browser). Prints each figure's median and every time, in ms.
// Usage: node tools/bench-train.mjs [--smoke]   (serve dist/ on PORT, default 8766; `--smoke`, for
// scripts/tools-smoke: one browser, one answer, the figures meaningless)
import { chromium } from 'playwright-core';
const smoke = process.argv.includes('--smoke');
const base = `http://127.0.0.1:${process.env.PORT ?? 8766}`;
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const med = a => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)].toFixed(0); };
const t = { cold: [], warm: [], next: [], answer: [] };
async function firstPuzzle(page) {
  await page.click('#btn-train');
  const t0 = Date.now();
  await page.click('#btn-puzzles');
  await page.waitForFunction(() => /to move/.test(document.querySelector('[data-testid=puzzle-prompt]')?.textContent ?? ''));
  return Date.now() - t0;
}
for (let i = 0; i < Number(process.env.RUNS ?? (smoke ? 1 : 5)); i++) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  await page.waitForSelector('#app[data-ready=true]');
  t.cold.push(await firstPuzzle(page));
  // answer: a legal cell clicked until the result shows
  for (let k = 0; k < (smoke ? 1 : 3); k++) {
    const legal = await page.locator('#grid .cell.legal').evaluateAll(els => els.map(e => e.getAttribute('data-square')));
    const t1 = Date.now();
    await page.click(`#grid [data-square="${legal[0]}"]`);
    await page.waitForFunction(() => (document.querySelector('[data-testid=puzzle-result]')?.getAttribute('data-result') ?? '') !== '');
    t.answer.push(Date.now() - t1);
    const t2 = Date.now();
    await page.click('#btn-drill-next');
    await page.waitForFunction(() => (document.querySelector('[data-testid=puzzle-result]')?.getAttribute('data-result') ?? 'x') === '');
    t.next.push(Date.now() - t2);
  }
  await page.waitForTimeout(1500);
  await page.reload();
  await page.waitForSelector('#app[data-ready=true]');
  t.warm.push(await firstPuzzle(page));
  await ctx.close();
}
for (const [k, v] of Object.entries(t)) console.log(k, 'median', med(v), 'ms; all', v.join(' '));
await browser.close();
