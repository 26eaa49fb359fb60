// The opponents through the page: the worker thinks, the page stays smooth, stale answers are never
// played, a dead worker costs nothing, and two computers can be watched.
import { test, expect, Page } from '@playwright/test';
import { open, toChoice, cell, legalSquares, counts, againstFrom, MIDGAME, passIfAsked } from './helpers';

const moveCount = (page: Page) => page.getByTestId('moves').locator('li').count();

/** Starts a game against a character (the human plays black) and skips the intro. */
async function versus(page: Page, key: string) {
  await page.keyboard.press(key);
  await page.keyboard.press('Alt+n');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Plays the human's moves (first legal square) until the game ends; returns the number of moves. */
async function playToTheEnd(page: Page) {
  for (let i = 0; i < 80; i++) {
    if ((await page.getByTestId('status').textContent())!.includes('Game over')) break;
    await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false', { timeout: 20_000 });
    if ((await page.getByTestId('status').textContent())!.includes('Game over')) break;
    if (await passIfAsked(page)) continue;
    const legal = await legalSquares(page);
    expect(legal.length, 'a human turn always offers a legal square').toBeGreaterThan(0);
    await cell(page, legal[0]).click();
  }
  await expect(page.getByTestId('status')).toContainText('Game over');
  return moveCount(page);
}

async function fastWilly(page: Page) {
  await page.getByRole('button', { name: 'Options' }).click();
  await page.selectOption('#willy-time', '500');
  await page.locator('#options-screen button.back').click();
}

for (const [name, key] of [['Dubya', 'Alt+d'], ['Iron Mike', 'Alt+m'], ['Slick Willy', 'Alt+w']]) {
  test(`a whole game against ${name} through the page`, async ({ page }) => {
    await open(page);
    if (key === 'Alt+w') await fastWilly(page);
    await versus(page, key);
    await expect(page.locator('#portrait-name')).toHaveText(name);
    const moves = await playToTheEnd(page);
    expect(moves).toBeGreaterThan(8);
    await expect(page.getByRole('dialog')).toBeVisible(); // the prize or the penalty
    // Every disc played is on the board (four at the start, one per move that is not a pass), and the
    // result names the side with more discs and the counts under the board.
    const [b, w] = await counts(page);
    const played = (await page.getByTestId('moves').locator('li').allTextContents()).filter(m => m !== 'pass');
    expect(b + w).toBe(4 + played.length);
    const status = (await page.getByTestId('status').textContent())!;
    if (b === w) expect(status).toContain(`a draw, ${b} to ${w}`);
    else expect(status).toContain(`${b > w ? 'Black' : 'White'} (`);
    if (b !== w) expect(status).toContain(`wins ${Math.max(b, w)} to ${Math.min(b, w)}`);
  });
}

test('the computer is shown thinking, and its move appears after a visible beat', async ({ page }) => {
  await open(page);
  await versus(page, 'Alt+d');
  const clicked = Date.now();
  await cell(page, 'f5').click();
  await expect(page.locator('#thinking')).toBeVisible();
  await expect(page.locator('#thinking')).toContainText('Dubya is thinking');
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(2);
  expect(Date.now() - clicked).toBeGreaterThan(400);
  await expect(page.locator('#thinking')).toBeHidden();
  await expect(page.getByTestId('status')).toContainText("Black's turn");
  expect(await page.locator('#grid [aria-label$="newest disc"]').count()).toBe(1);
});

test('New game while the computer thinks cancels it: the stale move is never played', async ({ page }) => {
  // Past the opening book, so that Willy really searches.
  await againstFrom(page, MIDGAME, 'willy');
  // A ready worker gets the request at once (before Ready the page only shows that it will think).
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  await cell(page, (await legalSquares(page))[0]).click();
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'true');
  // Willy searches for a second: the worker that is searching must be ended, so that its answer can
  // never arrive.
  const searching = page.workers()[0];
  expect(searching, 'the AI worker is visible to the test').toBeTruthy();
  const ended = new Promise(resolve => searching.once('close', resolve));
  await page.keyboard.press('Alt+h');
  await page.keyboard.press('Alt+n');
  await ended;
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false');
  expect(await counts(page)).toEqual([2, 2]);
  expect(await moveCount(page)).toBe(0);
  await expect(page.getByTestId('status')).toContainText("Black's turn");
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
});

test('the main thread stays free (no 50 ms task) while Slick Willy thinks', async ({ page }) => {
  // Past the opening book, so that Willy really searches.
  await againstFrom(page, MIDGAME, 'willy');
  // One warm-up move: V8 compiles each wasm function lazily on its first call (a one-off cost).
  await cell(page, (await legalSquares(page))[0]).click();
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false', { timeout: 20_000 });
  await page.evaluate(() => {
    (window as any).__long = [];
    new PerformanceObserver(l => (window as any).__long.push(...l.getEntries().map(e => e.duration)))
      .observe({ type: 'longtask' });
  });
  for (let i = 0; i < 4; i++) {
    await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false', { timeout: 20_000 });
    await expect(page.locator('#app')).toHaveAttribute('data-flipping', 'false');
    const before = (await legalSquares(page)).join();
    await cell(page, (await legalSquares(page))[0]).click();
    // Willy thinks, unless he has no move and passes at once (his depth, so the game's course,
    // depends on the machine's speed): then the player is to move again, on another board.
    await expect.poll(async () => {
      if ((await page.locator('#app').getAttribute('data-thinking')) === 'true') return true;
      const now = (await legalSquares(page)).join();
      return now !== '' && now !== before;
    }, { timeout: 10_000 }).toBe(true);
  }
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false', { timeout: 20_000 });
  const long: number[] = await page.evaluate(() => (window as any).__long);
  console.log(`long tasks while Willy thought: ${long.length} (longest ${Math.max(0, ...long).toFixed(0)} ms)`);
  expect(long).toEqual([]);
});

test('a worker that fails to start is reported with Retry, and the game is not lost', async ({ page }) => {
  await page.route('**/worker_loader.js', route => route.fulfill({ status: 404, body: 'gone' }));
  await open(page);
  // A script that does not load fires a plain error event ("could not start"); one with a message
  // says "stopped working". Chromium has reported this 404 both ways: either way Retry is offered.
  await expect(page.getByRole('alert')).toContainText(/could not start|stopped working/);
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'dead');
  await page.keyboard.press('Alt+h');
  await page.keyboard.press('Alt+n');
  await cell(page, 'f5').click();
  await page.unroute('**/worker_loader.js');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  expect(await counts(page)).toEqual([4, 1]);
});

test('watch mode: two computers play, Pause stops them and Resume goes on', async ({ page }) => {
  await open(page);
  await toChoice(page);
  await page.selectOption('#watch-black', 'dubya');
  await page.selectOption('#watch-white', 'mike');
  await page.getByRole('button', { name: /Watch two computers/ }).click();
  await expect.poll(() => moveCount(page), { timeout: 15_000 }).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Pause' }).click();
  // An answer already on its way still lands; then nothing more: a running game asks for the next
  // move in the same step that plays one, so "not thinking" shows that no request was made.
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false');
  await expect(page.locator('#thinking')).toBeHidden();
  const paused = await moveCount(page);
  expect(await legalSquares(page), 'nobody at the screen plays').toEqual([]);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'true');
  expect(await moveCount(page), 'nothing was played while paused').toBe(paused);
  await expect.poll(() => moveCount(page), { timeout: 15_000 }).toBeGreaterThan(paused);
  await expect(page.getByTestId('status')).toContainText('Game over', { timeout: 90_000 });
});

test('a move made before the worker is ready is answered once it is (regression: cold start)', async ({ page }) => {
  await page.route('**/worker_loader.js', async route => {
    await new Promise(r => setTimeout(r, 2000));
    await route.continue();
  });
  await open(page);
  await versus(page, 'Alt+d');
  await cell(page, 'f5').click();
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'starting');
  await expect(page.locator('#thinking')).toBeVisible();
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'true');
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(2, { timeout: 15_000 });
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false');
});
