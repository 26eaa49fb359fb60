// The computer on several workers (Options: "Processor cores the computer thinks on"): Willy's move
// is split over them, and a worker that crashes in the middle of a search is replaced and its share
// redone, so Willy's move, the hints and the review still come, each once. The crash goes through
// the page's test hook (`__ethello.crashWorker(slot)`: the worker is terminated and its error event
// fired, as in a crash).
import { test, expect, Page } from '@playwright/test';
import { open, cell, legalSquares, againstFrom, MIDGAME } from './helpers';

/** The 2018 archive game of tests/review.rs, 60 moves. */
const GAME =
  'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2' +
  'd1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1';

/** FFO #40: 20 empties, black to move; a2 wins by 38 with perfect play. */
const FFO40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------';

/** Every page of this file runs the Options' Automatic pool on a machine said to have two cores:
 * two workers, one a core (Willy's move is split over both). */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 2 });
  });
});

const crash = (page: Page, slot: number) =>
  page.evaluate(s => (window as any).__ethello.crashWorker(s), slot);

const bothReady = (page: Page) =>
  expect(page.locator('#app')).toHaveAttribute('data-workers', '2', { timeout: 20_000 });

for (const slot of [0, 1]) {
  test(`Willy's move, split over both workers, still comes once when worker ${slot} crashes in the search`, async ({ page }) => {
    await againstFrom(page, MIDGAME, 'willy');
    await bothReady(page);
    const before = await page.getByTestId('moves').locator('li').count();
    await cell(page, (await legalSquares(page))[0]).click();
    await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'true');
    // Both workers search Willy's move at once.
    await expect(page.locator('#app')).toHaveAttribute('data-busy', '2', { timeout: 5_000 });
    expect(await crash(page, slot)).toBe(true);
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false', { timeout: 20_000 });
    await expect(page.getByTestId('moves').locator('li')).toHaveCount(before + 2);
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('moves').locator('li')).toHaveCount(before + 2);
    await expect(page.getByTestId('status')).toContainText("Black's turn");
    await expect(page.locator('#app')).toHaveAttribute('data-busy', '0');
    await bothReady(page);
  });
}

test("a few empties beyond Willy's exact horizon, his split move deepens, then asks win, draw or loss, and comes once", async ({ page }) => {
  // 38 moves of a game of Willy against himself: black (the player) to move with 22 empties, so
  // Willy answers with 21, inside his win/draw/loss band at 1 s (21-23 empties): a deepening to
  // 40 % of the second, then the workers' win/draw/loss solve from the deadline on.
  const moves = 'c4e3f6e6d6c5c6d7f5f4e7c7d8g5d3c2d2c1g6b5b4e2f3c3f2a5a3b3h6f8c8f7b6e8b7g3g4h3';
  await againstFrom(page, moves, 'willy');
  await bothReady(page);
  const before = await page.getByTestId('moves').locator('li').count();
  await cell(page, (await legalSquares(page))[0]).click();
  await expect(page.locator('#app')).toHaveAttribute('data-busy', '2', { timeout: 5_000 });
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false', { timeout: 20_000 });
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(before + 2);
  const search = await page.locator('#app').getAttribute('data-search');
  console.log(`Willy's move at 21 empties on two workers: ${search}`);
  expect(search).toMatch(/exact=false .*workers=2/);
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(before + 2);
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.locator('#app')).toHaveAttribute('data-busy', '0');
});

test('the main thread stays free (no 50 ms task) while Willy thinks on two workers', async ({ page }) => {
  await againstFrom(page, MIDGAME, 'willy');
  await bothReady(page);
  // One warm-up move (V8 compiles each wasm function on its first call), then three observed.
  for (let i = 0; i < 4; i++) {
    if (i === 1) {
      await page.evaluate(() => {
        (window as any).__long = [];
        new PerformanceObserver(l => (window as any).__long.push(...l.getEntries().map(e => e.duration)))
          .observe({ type: 'longtask' });
      });
    }
    await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false', { timeout: 20_000 });
    await expect(page.locator('#app')).toHaveAttribute('data-flipping', 'false');
    const legal = await legalSquares(page);
    if (legal.length === 0) break;
    await cell(page, legal[0]).click();
    await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false', { timeout: 20_000 });
  }
  const long: number[] = await page.evaluate(() => (window as any).__long);
  console.log(`long tasks while Willy thought on two workers: ${long.length} (longest ${Math.max(0, ...long).toFixed(0)} ms)`);
  expect(long).toEqual([]);
});

test('the hints come exact on two workers though one crashes on its share', async ({ page }) => {
  // After 44 moves, black to move (the values of hints.spec.ts).
  await open(page, '#' + GAME.slice(0, 88));
  await bothReady(page);
  await page.getByRole('button', { name: 'Hints' }).click();
  expect(await crash(page, 1)).toBe(true);
  await expect(page.getByTestId('hint-status')).toContainText('exact', { timeout: 30_000 });
  await expect(cell(page, 'h1')).toHaveAttribute('aria-label', /^h1, empty, legal move, -10, exact, best, takes the corner; /);
  await expect(cell(page, 'g7')).toHaveAttribute('aria-label', /^g7, empty, legal move, -16, exact, /);
  await expect(cell(page, 'g1')).toHaveAttribute('aria-label', /^g1, empty, legal move, -46, exact, /);
});

test('the review of 60 moves completes on two workers though one crashes half way', async ({ page }) => {
  await open(page, '#' + GAME);
  await bothReady(page);
  await page.getByRole('button', { name: 'Analyse', exact: true }).click();
  const region = page.getByTestId('analysis');
  await expect(region).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(2000);
  expect(await crash(page, 1)).toBe(true);
  await expect(region).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  await expect(page.getByTestId('eval-graph')).toHaveAttribute('aria-label', /-12 after move 60/);
  await expect(region.locator('[data-ply]')).toHaveCount(60);
  await expect(page.getByRole('alert')).toBeHidden();
});

test('the analysis board on two workers: the second solves moves while the first studies, and every value comes exact', async ({ page }) => {
  await open(page, `#pos=${FFO40}_X`);
  await bothReady(page);
  // The second worker, ready after the study began, joins it.
  await expect(page.locator('#app')).toHaveAttribute('data-busy', '2', { timeout: 10_000 });
  const best = page.getByTestId('analysis-best');
  await expect(best).toHaveAttribute('data-exact', 'true', { timeout: 30_000 });
  await expect(best).toHaveText('a2 +38');
  await expect(page.locator('#study-depth')).toHaveText('perfect play to the end', { timeout: 60_000 });
  await expect(page.locator('#app')).toHaveAttribute('data-busy', '0');
  await expect(page.getByRole('alert')).toBeHidden();
});
