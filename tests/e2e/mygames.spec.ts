// "My games": every game finished on this browser is kept and explored like the tournament
// archive. A game against Dubya won with its last move shows in My games with its result (and
// not twice after a reload), the filters narrow it, a listed game opens on the analysis board at
// the explorer's position; the list travels in the exported progress into a fresh browser; an
// online game's end is recorded on both seats' browsers, once; a phone-sized page by touch; 5,000 games
// (the limit) imported and explored, with the times printed.
// Screenshots under /tmp/shots-mygames/ for a person to look at.
import { test, expect, Browser, BrowserContextOptions, Page } from '@playwright/test';
import * as fs from 'fs';
import { open, cell, againstFrom, importProgress, MIDGAME } from './helpers';

const SHOTS = '/tmp/shots-mygames';
/** Ann (black) wipes Dubya out with f4, the last move. */
const ALMOST = 'd3c3b3d2e1d6d7e3';
const WIPE_OUT = ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4'];

/** The explorer's row of a move. */
function row(page: Page, square: string) {
  return page.locator(`[data-testid="explorer-move"][data-move="${square}"]`);
}

/** Wins against Dubya with the game's last move, and leaves the ending for the title screen. */
async function beatDubya(page: Page) {
  await againstFrom(page, ALMOST, 'dubya', 'Dubya');
  await cell(page, 'f4').click();
  await expect(page.locator('#scene')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Exit' }).click();
}

/** The explorer opened from the title screen, on "My games". */
async function myGames(page: Page) {
  await page.getByRole('button', { name: 'Opening explorer' }).click();
  await expect(page.locator('#explore-screen')).toBeVisible();
  await page.getByTestId('explorer-mine').click();
  await expect(page.getByTestId('explorer-mine')).toHaveAttribute('aria-pressed', 'true');
}

test('a game won against Dubya is in My games with its result, filtered, and opens at the position', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await beatDubya(page);
  await myGames(page);
  const d3 = row(page, 'd3');
  await expect(d3).toHaveAttribute('data-games', '1');
  await expect(d3).toHaveAttribute('data-black-wins', '1');
  await expect(d3).toHaveAttribute('data-avg', '64.0');
  await expect(page.locator('#explore-status')).toHaveText('1 game');
  await expect(page.locator('#explore-player-label')).toHaveText('Opponent');
  // The years' hint is his games' year (one game), not the archive's.
  await expect(page.getByTestId('explorer-years')).toHaveAttribute('placeholder', /^\d{4}$/);
  await expect(page.getByTestId('explorer-tournament')).toBeHidden();
  const games = page.getByTestId('explorer-game');
  await expect(games).toHaveCount(1);
  await expect(games.first()).toContainText('Ann – Dubya');
  await expect(games.first()).toContainText('64-0');
  // The page loaded again adds nothing: the game was recorded once, when it ended.
  await page.goto('about:blank');
  await open(page, '#explore');
  await page.getByTestId('explorer-mine').click();
  await expect(row(page, 'd3')).toHaveAttribute('data-games', '1');
  // The filters: his opponent's name, his colour, the years.
  await page.getByTestId('explorer-player').fill('mike');
  await expect(page.locator('#explore-status')).toHaveText('None of your games reached this position.');
  await page.getByTestId('explorer-player').fill('dub');
  await expect(row(page, 'd3')).toHaveAttribute('data-games', '1');
  await page.locator('#explore-side').selectOption('white');
  await expect(page.locator('#explore-status')).toHaveText('None of your games reached this position.');
  await page.locator('#explore-side').selectOption('black');
  await page.getByTestId('explorer-years').fill('2000-2001');
  await expect(page.locator('#explore-status')).toHaveText('None of your games reached this position.');
  await page.getByTestId('explorer-years').fill('');
  await page.locator('#explore-board [data-square="d3"]').click();
  await expect(row(page, 'c3')).toHaveAttribute('data-games', '1');
  await page.screenshot({ path: `${SHOTS}/mygames-1366.png`, fullPage: true });
  // "Tournament games" again, by keyboard.
  await page.getByTestId('explorer-archive').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('explorer-archive')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#explore-player-label')).toHaveText('Player');
  await page.getByTestId('explorer-mine').focus();
  await page.keyboard.press('Space');
  await expect(games).toHaveCount(1);
  // The listed game opens on the analysis board at the explorer's position (after d3).
  await games.first().locator('[data-game]').click();
  await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'study');
  await expect(cell(page, 'd3')).toHaveAttribute('aria-label', /black/);
  await expect(cell(page, 'c3')).toHaveAttribute('aria-label', /empty/);
});

test('My games travel in the exported progress into a fresh browser', async ({ page, browser }) => {
  await beatDubya(page);
  await page.getByRole('button', { name: 'Train' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my progress' }).click();
  const text = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(JSON.parse(text).games).toHaveLength(1);
  const fresh = await (await browser.newContext()).newPage();
  await open(fresh);
  await fresh.getByRole('button', { name: 'Train' }).click();
  await importProgress(fresh, 'progress.json', text);
  await expect(fresh.locator('#announce')).toContainText('Progress imported');
  await open(fresh, '#explore');
  await fresh.getByTestId('explorer-mine').click();
  await expect(row(fresh, 'd3')).toHaveAttribute('data-games', '1');
  // A game that does not replay is refused with what is wrong, and nothing changes.
  const bad = text.replace(`${ALMOST}f4`, `${ALMOST}a1`);
  await open(fresh);
  await fresh.getByRole('button', { name: 'Train' }).click();
  await importProgress(fresh, 'bad.json', bad);
  await expect(fresh.locator('#alert')).toContainText('games[0]');
  await expect(fresh.locator('#alert')).toContainText('nothing was changed');
});

/** A page in a fresh browser context (its own storage). */
async function fresh(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  await open(page);
  return page;
}

test('an online game played to its end is in both players\' games, once', async ({ browser, baseURL }) => {
  const black = await fresh(browser, baseURL!);
  await black.getByRole('button', { name: 'Play', exact: true }).click();
  await black.getByTestId('online-color').selectOption('black');
  await black.getByTestId('online-name').fill('Ann');
  await black.getByTestId('online-create').click();
  const invite = black.getByTestId('invite-link');
  await expect(invite).toHaveValue(/#online=[0-9a-f]{24}$/);
  const link = await invite.inputValue();
  const white = await fresh(browser, baseURL!);
  await white.goto(link);
  await expect(white.locator('#app')).toHaveAttribute('data-ready', 'true');
  const pages = [black, white];
  for (const p of pages) await expect(p.locator('#app')).toHaveAttribute('data-online', 'playing');
  for (const [i, square] of WIPE_OUT.entries()) {
    const mover = pages[i % 2];
    await expect(cell(mover, square)).toHaveClass(/legal/);
    await cell(mover, square).click();
    for (const p of pages) await expect(cell(p, square)).toHaveAttribute('aria-label', /black|white/);
  }
  for (const p of pages) await expect(p.locator('#app')).toHaveAttribute('data-online', 'ended');
  // The ended game is heard again after a reload: still one game.
  await white.reload();
  await expect(white.locator('#app')).toHaveAttribute('data-online', 'ended');
  for (const p of pages) {
    await open(p, '#explore');
    await p.getByTestId('explorer-mine').click();
    await expect(row(p, 'd3')).toHaveAttribute('data-games', '1');
    await expect(row(p, 'd3')).toHaveAttribute('data-black-wins', '1');
    await expect(p.getByTestId('explorer-game')).toHaveCount(1);
    await expect(p.getByTestId('explorer-game').first()).toContainText('online');
  }
  await white.locator('#explore-side').selectOption('white');
  await expect(row(white, 'd3')).toHaveAttribute('data-games', '1');
  await white.locator('#explore-side').selectOption('black');
  await expect(white.locator('#explore-status')).toHaveText('None of your games reached this position.');
});

test('My games on a phone, by touch', async ({ browser, baseURL }) => {
  const page = await fresh(browser, baseURL!, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await beatDubya(page);
  await page.getByRole('button', { name: 'Opening explorer' }).tap();
  await page.getByTestId('explorer-mine').tap();
  await expect(row(page, 'd3')).toHaveAttribute('data-games', '1');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/mygames-390.png`, fullPage: true });
  await page.getByTestId('explorer-game').first().locator('[data-game]').tap();
  await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'study');
});

test('5,000 games (the limit) import at once and the explorer counts them', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Train' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my progress' }).click();
  const file = JSON.parse(fs.readFileSync((await (await download).path())!, 'utf8'));
  file.games = Array.from({ length: 5000 }, (_, i) =>
    `g${i}\t2026-11-29\tfriend\t${i % 2 ? 'white' : 'black'}\tAnn\tBob\t${i % 65}\t${MIDGAME}`);
  const text = JSON.stringify(file);
  const started = Date.now();
  await importProgress(page, 'big.json', text);
  await expect(page.locator('#announce')).toContainText('Progress imported');
  console.log(`5,000 games (${text.length} bytes) imported in ${Date.now() - started} ms`);
  await open(page, '#explore');
  const asked = Date.now();
  await page.getByTestId('explorer-mine').click();
  await expect(row(page, 'f5')).toHaveAttribute('data-games', '5000');
  console.log(`My games over 5,000 games answered ${Date.now() - asked} ms after the click`);
  await page.locator('#explore-side').selectOption('white');
  await expect(row(page, 'f5')).toHaveAttribute('data-games', '2500');
  const moved = Date.now();
  await page.locator('#explore-board [data-square="f5"]').click();
  await expect(row(page, 'f6')).toHaveAttribute('data-games', '2500');
  console.log(`a move over 5,000 games answered ${Date.now() - moved} ms after the click (every game replayed)`);
});
