// The opening explorer: the tournament archive fetched when the explorer opens, moves played on its
// board with the counts following, the player and years filters, a listed game opened on the
// analysis board at the explorer's position, and a phone-sized page. The counts are the library's
// (`ethello archive stats f5d6`, tests/archive_cli.rs checks that they are).
import { test, expect, Page } from '@playwright/test';
import { open, cell } from './helpers';

/** Saves a screenshot for a person to look at, under tests/e2e/artifacts/ (kept between runs). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/artifacts/explorer-${name}.png`, fullPage: true });
}

/** The table's row of a move. */
function row(page: Page, square: string) {
  return page.locator(`[data-testid="explorer-move"][data-move="${square}"]`);
}

/** A square of the explorer's board. */
function square(page: Page, name: string) {
  return page.locator(`#explore-board [data-square="${name}"]`);
}

test('the explorer opens from the title, and its counts follow the moves played', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', r => { if (r.url().includes('archive.bin')) fetched.push(r.url()); });
  await open(page);
  expect(fetched).toEqual([]);
  await page.getByRole('button', { name: 'Opening explorer' }).click();
  await expect(page.locator('#explore-screen')).toBeVisible();
  const started = Date.now();
  await expect(row(page, 'f5')).toHaveAttribute('data-games', '122711', { timeout: 30_000 });
  console.log(`explorer usable ${Date.now() - started} ms after opening (archive fetched, read, asked)`);
  expect(fetched.length).toBe(1);
  await square(page, 'f5').click();
  await expect(row(page, 'd6')).toHaveAttribute('data-games', '80007');
  const asked = Date.now();
  await square(page, 'd6').click();
  const c3 = row(page, 'c3');
  await expect(c3).toHaveAttribute('data-games', '41523');
  console.log(`f5 d6 answered ${Date.now() - asked} ms after the click (80,007 games reached it)`);
  await expect(c3).toHaveAttribute('data-black-wins', '19044');
  await expect(c3).toHaveAttribute('data-draws', '2573');
  await expect(c3).toHaveAttribute('data-white-wins', '19906');
  await expect(c3).toHaveAttribute('data-avg', '0.3');
  // The engine's value beside the humans' choice, from a short search in the archive's worker.
  await expect(c3.locator('td[data-engine]')).toHaveAttribute('data-engine', /^[+-]?\d+$/);
  const moves = await page.getByTestId('explorer-move').evaluateAll(els => els.map(e => Number(e.getAttribute('data-games'))));
  expect(moves).toEqual([...moves].sort((a, b) => b - a));
  await expect(page.locator('#explore-line')).toHaveText('f5 d6');
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'desktop');
});

test('the player and years filters narrow the counts, and a listed game opens at the position', async ({ page }) => {
  await open(page, '#explore=f5d6');
  await expect(row(page, 'c3')).toHaveAttribute('data-games', '41523', { timeout: 30_000 });
  await page.getByTestId('explorer-player').fill('Tamenori');
  await page.locator('#explore-suggestions button', { hasText: 'Tamenori Hideshi' }).click();
  const asked = Date.now();
  await page.getByTestId('explorer-years').fill('1990-1992');
  await expect(row(page, 'c3')).toHaveAttribute('data-games', '29');
  console.log(`a player's years answered ${Date.now() - asked} ms after typing them`);
  await expect(row(page, 'c5')).toHaveAttribute('data-games', '8');
  await expect(page.locator('#explore-status')).toHaveText('39 games');
  const games = page.getByTestId('explorer-game');
  await expect(games).toHaveCount(10);
  await expect(games.first()).toContainText('Tamenori');
  await page.locator('#explore-sort').selectOption({ label: 'Best for Black' });
  await expect(games.first()).toContainText('Tamenori');
  const scores = await games.evaluateAll(els => els.map(e => Number(/(\d+)-\d+/.exec(e.textContent!)![1])));
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // Each listed game opens with its own button (its players' names open their pages).
  await games.first().locator('[data-game]').click();
  await expect(page.locator('#game-screen')).toBeVisible();
  await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'study');
  await expect(cell(page, 'd6')).toHaveAttribute('aria-label', /white/);
  await expect(cell(page, 'f5')).toHaveAttribute('aria-label', /black/);
  await expect(cell(page, 'c3')).toHaveAttribute('aria-label', /empty/);
});

test('the tournament filter, and the perfect-play value near the end', async ({ page }) => {
  await open(page, '#explore=f5d6');
  await expect(row(page, 'c3')).toHaveAttribute('data-games', '41523', { timeout: 30_000 });
  await page.getByTestId('explorer-tournament').fill('australian nat');
  await page.locator('#explore-tournaments button', { hasText: 'Australian National' }).first().click();
  await expect(row(page, 'c3')).toHaveAttribute('data-games', '36');
  await expect(page.locator('#explore-status')).toHaveText('96 games');
  await page.locator('#explore-sort').selectOption({ label: 'Best for White' });
  await expect(page.getByTestId('explorer-game').first()).toContainText('0-64');
  // A 1996 game after 36 moves: 24 empties, where the archive records the perfect-play score.
  await open(page, '#explore=f5d6c5f4f3e3c4d3e6f6e7g4g3g5h3h4h5h6h7g6f7c6f2e2d1e1b6c1c2d2c3g2g1h1f1h2');
  await expect(page.locator('#explore-status')).toHaveText('1 game · Perfect play: -64 for Black', { timeout: 30_000 });
});

test('the explorer fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '#explore=f5d6c3');
  await expect(row(page, 'd3')).toBeVisible({ timeout: 30_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const board = await page.locator('#explore-board').boundingBox();
  expect(board!.width).toBeGreaterThan(250);
  await square(page, 'd3').click();
  await expect(page.locator('#explore-line')).toHaveText('f5 d6 c3 d3');
  await expect(row(page, 'c4')).toBeVisible();
  await shot(page, 'phone');
});

/** The analysis board's panel of tournament games, and a move row of it. */
function panelRow(page: Page, square: string) {
  return page.locator(`[data-testid="panel-move"][data-move="${square}"]`);
}

test('the analysis board\'s panel shows the archive\'s moves for its position, fetched when opened', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', r => { if (r.url().includes('archive.bin')) fetched.push(r.url()); });
  await open(page);
  await page.getByRole('button', { name: 'Analysis board' }).click();
  await cell(page, 'f5').click();
  const summary = page.locator('#study-explorer summary');
  await expect(summary).toHaveText('Tournament games');
  expect(fetched).toEqual([]);
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(panelRow(page, 'd6')).toHaveAttribute('data-games', '80007', { timeout: 30_000 });
  expect(fetched.length).toBe(1);
  await expect(page.locator('#study-explorer-status')).toHaveText('122711 games');
  await cell(page, 'd6').click();
  const c3 = panelRow(page, 'c3');
  await expect(c3).toHaveAttribute('data-games', '41523');
  await expect(c3).toHaveAttribute('data-avg', '0.3');
  await expect(c3.locator('td[data-engine]')).toHaveAttribute('data-engine', /^[+-]?\d+$/, { timeout: 30_000 });
  await c3.getByRole('button', { name: 'c3' }).click();
  await expect(cell(page, 'c3')).toHaveAttribute('aria-label', /black/);
  await expect(page.locator('#study-explorer-status')).toHaveText('41523 games');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.locator('#study-explorer').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tests/e2e/artifacts/explorer-panel-desktop.png' });
  await page.getByRole('button', { name: 'Open in the explorer' }).click();
  await expect(page.locator('#explore-screen')).toBeVisible();
  await expect(page.locator('#explore-line')).toHaveText('f5 d6 c3');
  await expect(row(page, 'd3')).toBeVisible();
  expect(fetched.length).toBe(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the analysis board\'s panel fits and its moves are tapped', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: 'Analysis board' }).tap();
    // The board and its worded panel first: a tap while the screen still opens can miss the summary.
    await expect(page.locator('#study')).toBeVisible();
    const summary = page.locator('#study-explorer summary');
    await expect(summary).toHaveText('Tournament games');
    await summary.tap();
    await expect(page.locator('#study-explorer')).toHaveAttribute('open', '');
    const f5 = panelRow(page, 'f5');
    await expect(f5).toHaveAttribute('data-games', '122711', { timeout: 30_000 });
    await f5.getByRole('button', { name: 'f5' }).tap();
    await expect(panelRow(page, 'd6')).toHaveAttribute('data-games', '80007');
    await page.locator('#study-explorer').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/e2e/artifacts/explorer-panel-phone.png' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
