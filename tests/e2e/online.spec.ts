// Online games on the real server (`ethello serve`, the config's webServer): two browser contexts
// play by link. A whole game to its end (a reload in the middle, the save file downloaded), a
// spectator, a draw agreed, a take-back, a rematch, preset messages, a phone-sized page, the
// server killed and restarted, a player away and the win claimed; screenshots of the invite, the
// game, the away notice and the end.
import { test, expect, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { cell } from './helpers';
import { spawn, ChildProcess } from 'node:child_process';
import { dbFolder, E2E_PORT } from './db';
import { join } from 'node:path';
import * as fs from 'fs';

/** A game that ends after nine moves (white is wiped out): black d3, b3, e1, d7, f4. */
const WIPE_OUT = ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4'];
const SHOTS = 'tests/e2e/artifacts';

/** A page in a fresh browser context (its own storage), as the config's pages are. */
async function fresh(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  return page;
}

/** Creates a game from the choice screen as `color`, named `name`, with `minutes` a side on the
 * clock (none by default); returns the invite link. */
async function create(page: Page, color: string, name: string, minutes = '0'): Promise<string> {
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByTestId('clock-minutes').selectOption(minutes);
  await page.getByTestId('online-color').selectOption(color);
  await page.getByTestId('online-name').fill(name);
  await page.getByTestId('online-create').click();
  await expect(page.locator('#app')).toHaveAttribute('data-online', 'waiting');
  await expect(page.getByTestId('online-role')).toHaveAttribute('data-role', color);
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveValue(/#online=[0-9a-f]{24}$/);
  return link.inputValue();
}

/** Opens the invite link in `page`. */
async function open(page: Page, link: string) {
  await page.goto(link);
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
}

/** Plays `square` on `mover` and waits until every page in `all` shows its disc. */
async function play(mover: Page, square: string, all: Page[]) {
  await expect(cell(mover, square)).toHaveClass(/legal/);
  await cell(mover, square).click();
  for (const p of all) await expect(cell(p, square)).toHaveAttribute('aria-label', /black|white|黒|白/);
}

/** Black (created) and white (joined) pages of one game, both playing. */
async function pair(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const black = await fresh(browser, baseURL, options);
  const link = await create(black, 'black', 'Ann');
  const white = await fresh(browser, baseURL, options);
  await open(white, link);
  for (const p of [black, white]) await expect(p.locator('#app')).toHaveAttribute('data-online', 'playing');
  await expect(white.getByTestId('online-role')).toHaveAttribute('data-role', 'white');
  return { black, white, link };
}

test('a whole game by link: invite, join, both boards move, a reload resumes, the end on both', async ({ browser, baseURL }) => {
  const black = await fresh(browser, baseURL!, { viewport: { width: 1366, height: 768 } });
  const link = await create(black, 'black', 'Ann');
  // The QR code beside the link is drawn by the server, and loads under its security policy.
  const qr = black.getByTestId('invite-qr');
  await expect(qr).toHaveAttribute('alt', /QR code/);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await black.screenshot({ path: `${SHOTS}/online-invite-1366.png` });
  const white = await fresh(browser, baseURL!, { viewport: { width: 1366, height: 768 } });
  await open(white, link);
  for (const p of [black, white]) await expect(p.locator('#app')).toHaveAttribute('data-online', 'playing');
  await expect(white.locator('#name-black')).toHaveText('Ann');
  const pages = [black, white];
  for (const [i, square] of WIPE_OUT.slice(0, 4).entries()) await play(pages[i % 2], square, pages);
  // White's page is reloaded: the secret kept in the browser resumes the seat.
  await white.reload();
  await expect(white.locator('#app')).toHaveAttribute('data-online', 'playing');
  await expect(white.getByTestId('online-role')).toHaveAttribute('data-role', 'white');
  await expect(cell(white, 'd2')).toHaveAttribute('aria-label', /white/);
  await black.screenshot({ path: `${SHOTS}/online-game-1366.png` });
  for (const [i, square] of WIPE_OUT.slice(4).entries()) await play(pages[i % 2], square, pages);
  for (const p of pages) {
    await expect(p.locator('#app')).toHaveAttribute('data-online', 'ended');
    await expect(p.getByTestId('online-info')).toContainText('Black wins');
  }
  await white.screenshot({ path: `${SHOTS}/online-end-1366.png` });
  // A seat downloads its game as a save file (the server writes it with the game crate's writer).
  const download = white.waitForEvent('download');
  await white.getByTestId('online-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ethello-online-[0-9a-f]{8}\.etl$/);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  expect(text).toContain('"format": "e-thello-save"');
  expect(text).toContain(`"transcript": "${WIPE_OUT.join('')}"`);
});

test('a spectator sees the moves and cannot move', async ({ browser, baseURL }) => {
  const { black, white, link } = await pair(browser, baseURL!);
  const watcher = await fresh(browser, baseURL!);
  await open(watcher, link);
  await expect(watcher.getByTestId('online-role')).toHaveAttribute('data-role', 'spectator');
  await expect(watcher.locator('#grid .cell.legal')).toHaveCount(0);
  await play(black, 'd3', [black, white, watcher]);
  await cell(watcher, 'c3').click();
  await expect(watcher.locator('#grid .cell.legal')).toHaveCount(0);
  await expect(cell(white, 'c3')).toHaveClass(/legal/);
  await expect(cell(black, 'c3')).toHaveAttribute('aria-label', /empty/);
});

test('a draw offered and accepted; then a rematch with colours swapped', async ({ browser, baseURL }) => {
  const { black, white } = await pair(browser, baseURL!);
  await play(black, 'd3', [black, white]);
  await play(white, 'c3', [black, white]);
  await black.getByTestId('online-draw').click();
  await expect(white.getByTestId('online-offer')).toContainText('Black offers a draw');
  await white.getByTestId('online-accept').click();
  for (const p of [black, white]) {
    await expect(p.locator('#app')).toHaveAttribute('data-online', 'ended');
    await expect(p.getByTestId('online-info')).toContainText('A draw');
    await expect(p.getByTestId('status')).toContainText('A draw (by agreement)');
  }
  // A game ended off the board goes to the review like any finished game.
  await expect(black.getByRole('button', { name: 'Analyse', exact: true })).toBeVisible();
  await black.getByTestId('online-rematch').click();
  await expect(white.getByTestId('online-offer')).toContainText('Black asks for a rematch');
  await white.getByTestId('online-accept').click();
  for (const p of [black, white]) await expect(p.locator('#app')).toHaveAttribute('data-online', 'playing');
  await expect(black.getByTestId('online-role')).toHaveAttribute('data-role', 'white');
  await expect(white.getByTestId('online-role')).toHaveAttribute('data-role', 'black');
  await play(white, 'd3', [black, white]);
});

test('a take-back asked and accepted', async ({ browser, baseURL }) => {
  const { black, white } = await pair(browser, baseURL!);
  await play(black, 'd3', [black, white]);
  await play(white, 'c3', [black, white]);
  await play(black, 'b3', [black, white]);
  await black.getByTestId('online-take-back').click();
  await expect(white.getByTestId('online-offer')).toContainText('Black asks to take back');
  await white.getByTestId('online-accept').click();
  for (const p of [black, white]) await expect(cell(p, 'b3')).toHaveAttribute('aria-label', /empty/);
  await expect(cell(black, 'b3')).toHaveClass(/legal/);
});

test('preset messages reach the other player', async ({ browser, baseURL }) => {
  const { black, white } = await pair(browser, baseURL!);
  await black.locator('#online-chat [data-phrase=good_luck]').click();
  await expect(white.getByTestId('online-said')).toHaveText('Black: “Good luck!”');
});

test('on a phone: create, join and play by touch', async ({ browser, baseURL }) => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const black = await fresh(browser, baseURL!, phone);
  const link = await create(black, 'black', 'Ann');
  await black.screenshot({ path: `${SHOTS}/online-invite-390.png`, fullPage: true });
  const white = await fresh(browser, baseURL!, phone);
  await open(white, link);
  await expect(white.locator('#app')).toHaveAttribute('data-online', 'playing');
  const pages = [black, white];
  for (const [i, square] of WIPE_OUT.entries()) {
    const mover = pages[i % 2];
    await expect(cell(mover, square)).toHaveClass(/legal/);
    await cell(mover, square).tap();
    for (const p of pages) await expect(cell(p, square)).toHaveAttribute('aria-label', /black|white/);
    if (i === 3) await black.screenshot({ path: `${SHOTS}/online-game-390.png`, fullPage: true });
  }
  await expect(white.locator('#app')).toHaveAttribute('data-online', 'ended');
  await white.screenshot({ path: `${SHOTS}/online-end-390.png`, fullPage: true });
});

/** Starts `ethello serve` on `port` with the database `db`; resolves once it listens. */
async function server(port: number, db: string): Promise<ChildProcess> {
  const args = ['serve', '--port', String(port), '--site', 'dist', '--db', db];
  const child = spawn('./target/release/ethello', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => { if (String(d).includes('listening on')) resolve(); });
    child.on('exit', code => reject(new Error(`ethello serve exited with ${code}`)));
  });
  return child;
}

test('the server killed (SIGKILL) and started again: both pages come back and finish the game', async ({ browser }) => {
  const port = Number(process.env.E2E_PORT ?? 8765) + 1;
  const db = join(dbFolder(E2E_PORT), 'kill.sqlite3');
  let child = await server(port, db);
  try {
    const { black, white } = await pair(browser, `http://127.0.0.1:${port}`);
    const pages = [black, white];
    for (const [i, square] of WIPE_OUT.slice(0, 4).entries()) await play(pages[i % 2], square, pages);
    const gone = new Promise(resolve => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    for (const p of pages) await expect(p.locator('#app')).toHaveAttribute('data-online', 'reconnecting');
    child = await server(port, db);
    for (const p of pages) await expect(p.locator('#app')).toHaveAttribute('data-online', 'playing', { timeout: 20_000 });
    for (const [i, square] of WIPE_OUT.slice(4).entries()) await play(pages[i % 2], square, pages);
    for (const p of pages) {
      await expect(p.locator('#app')).toHaveAttribute('data-online', 'ended');
      await expect(p.getByTestId('moves')).toHaveText(WIPE_OUT.join(''));
    }
  } finally {
    child.kill('SIGTERM');
  }
});

test('a player away on a clock game: the countdown, then the win claimed', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const black = await fresh(browser, baseURL!);
  const link = await create(black, 'black', 'Ann', '5');
  const white = await fresh(browser, baseURL!);
  await open(white, link);
  await play(black, 'd3', [black, white]);
  await play(white, 'c3', [black, white]);
  await white.context().close();
  await expect(black.locator('#app')).toHaveAttribute('data-online', 'away');
  await expect(black.getByTestId('online-info')).toContainText(/White is away: you may claim the win in 0:[0-5]\d/);
  await black.screenshot({ path: `${SHOTS}/online-away-1366.png` });
  await expect(black.getByTestId('online-claim')).toBeVisible({ timeout: 75_000 });
  await black.getByTestId('online-claim').click();
  await expect(black.locator('#app')).toHaveAttribute('data-online', 'ended');
  await expect(black.getByTestId('online-info')).toContainText('Black wins (opponent away)');
});
