// The player's journey: choosing an opponent, the coordinates around the board, the trophy shelf,
// and the layout at the window sizes players use.
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import { open, toChoice, cell, againstFrom } from './helpers';

/** A whole game (60 moves) between two people, and the same one move before its end. */
const WHOLE = 'f5d6c5b6b5f4a7c6e6b7c4a6a5f6c7a8d7e7f7c8g4a4g6g5h6h5d8h3h4g7e8f3b4g3h7e3h2d3f2b3e2g2d2c2h1f8g1c3a2a3f1e1b2c1d1g8b8a1h8b1';

async function shot(page: Page, info: any, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path });
  fs.mkdirSync('tests/e2e/artifacts', { recursive: true });
  fs.copyFileSync(path, `tests/e2e/artifacts/${name}.png`);
}

/** Beats Dubya from a saved game one move before a 13-0 win (black f4). */
async function beatDubya(page: Page) {
  await againstFrom(page, 'd3c3b3d2e1d6d7e3', 'dubya', 'Dubya');
  await cell(page, 'f4').click();
  await expect(page.getByRole('dialog')).toContainText('grammar and spelling book');
  await page.keyboard.press('Escape');
}

test('Play shows the three characters; a click on Iron Mike starts his game with his intro', async ({ page }, info) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page);
  await toChoice(page);
  for (const [name, file] of [['Dubya', 'dubya'], ['Iron Mike', 'mike'], ['Slick Willy', 'willy']]) {
    const card = page.getByRole('button', { name: new RegExp(name) });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', `img/${file}.svg`);
    const box = (await card.boundingBox())!;
    expect(box.y + box.height, `${name}'s card is on screen`).toBeLessThanOrEqual(768);
  }
  await expect(page.getByRole('button', { name: /A friend on this screen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Watch two computers/ })).toBeVisible();
  await shot(page, info, 'choose-1366x768');
  await page.getByRole('button', { name: /Iron Mike/ }).click();
  const scene = page.getByRole('dialog');
  await expect(scene).toContainText('Iron Mike');
  await expect(page.locator('#scene-img')).toHaveAttribute('src', 'img/mike.svg');
  await page.keyboard.press('Enter');
  await expect(scene).toBeHidden();
  await expect(page.locator('#portrait img')).toHaveAttribute('src', 'img/mike.svg');
  await expect(page.locator('#portrait img')).toBeVisible();
});

test('Enter on a focused card starts the game; the colour choice is on the choice screen', async ({ page }) => {
  await open(page);
  await toChoice(page);
  await page.locator('#computer-first').check();
  await page.getByRole('button', { name: /Dubya/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('Dubya');
  await page.keyboard.press('Escape');
  await expect(page.locator('#name-black')).toHaveText('Dubya');
  // Back from the choice screen returns to the title.
  await page.keyboard.press('Alt+x');
  await toChoice(page);
  await page.locator('#choose-screen button.back').click();
  await expect(page.locator('#title-screen')).toBeVisible();
});

test('coordinates a-h and 1-8 stand beside the squares, and Options hides them', async ({ page }, info) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '#f5d6c3');
  await expect(page.locator('#coords-cols')).toHaveText('abcdefgh');
  await expect(page.locator('#coords-rows')).toHaveText('12345678');
  // Each letter is centred over its column, each number beside its row.
  for (const [i, sq] of ['a1', 'd4', 'h8'].entries()) {
    const c = (await cell(page, sq).boundingBox())!;
    const col = (await page.locator('#coords-cols span').nth([0, 3, 7][i]).boundingBox())!;
    const row = (await page.locator('#coords-rows span').nth([0, 3, 7][i]).boundingBox())!;
    expect(Math.abs(col.x + col.width / 2 - (c.x + c.width / 2))).toBeLessThan(c.width / 4);
    expect(Math.abs(row.y + row.height / 2 - (c.y + c.height / 2))).toBeLessThan(c.height / 4);
    expect(col.y + col.height).toBeLessThanOrEqual(c.y);
    expect(row.x + row.width).toBeLessThanOrEqual(c.x);
  }
  await shot(page, info, 'coordinates-1366x768');
  await page.keyboard.press('Alt+x');
  await page.getByRole('button', { name: 'Options' }).click();
  await page.locator('#coords').uncheck();
  await page.reload(); // the address still names the game
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#game-screen')).toBeVisible();
  await expect(page.locator('#coords-cols')).toBeHidden();
});

test('beating Dubya puts his book on the shelf, still there after a reload; Options clears it', async ({ page }) => {
  await beatDubya(page);
  await page.keyboard.press('Alt+x');
  const dubya = page.locator('#shelf li[data-character=dubya]');
  await expect(page.locator('#shelf')).toBeVisible();
  await expect(dubya).toHaveAttribute('data-wins', '1');
  await expect(dubya).toContainText('Dubya');
  await expect(dubya).toContainText('1 won, 0 drawn, 0 lost');
  await expect(dubya.locator('img')).toHaveAttribute('src', 'img/dubya.svg#prize');
  const stored = await page.evaluate(() => localStorage.getItem('ethello.trophies'));
  expect(stored).toMatch(/^\d{4}-\d\d-\d\d dubya won 13-0\n$/);
  await page.goto('/');
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#shelf')).toBeVisible();
  await expect(dubya).toHaveAttribute('data-wins', '1');
  await page.getByRole('button', { name: 'Options' }).click();
  await page.getByRole('button', { name: 'Clear the trophy shelf' }).click();
  await page.getByRole('button', { name: 'No, keep them' }).click();
  await page.getByRole('button', { name: 'Clear the trophy shelf' }).click();
  await page.getByRole('button', { name: 'Yes, clear it' }).click();
  await page.locator('#options-screen button.back').click();
  await expect(page.locator('#shelf')).toBeHidden();
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#shelf')).toBeHidden();
});

/** Fails unless the element is wholly inside the window. */
async function onScreen(page: Page, selector: string, width: number, height: number) {
  const box = (await page.locator(selector).boundingBox())!;
  expect(box, selector).not.toBeNull();
  expect(box.x, selector).toBeGreaterThanOrEqual(0);
  expect(box.y, selector).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, selector).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, selector).toBeLessThanOrEqual(height + 0.5);
}

for (const [width, height] of [[1366, 768], [1280, 800], [390, 844]]) {
  test(`at ${width}x${height} a whole game's board, status, counts, controls, moves and replay bar fit`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    await open(page, '#' + WHOLE);
    await expect(page.getByTestId('moves').locator('li')).toHaveCount(61); // 60 discs and one pass
    const phone = width < 600;
    const always = ['#board-wrap', '#status', '.counts', '.controls', '#review'];
    const desktop = ['#moves', '#btn-copy', '#portrait'];
    for (const sel of phone ? always : [...always, ...desktop]) await onScreen(page, sel, width, height);
    const replay = (await page.locator('#review').boundingBox())!; // the replay bar
    const button = (await page.locator('#btn-first').boundingBox())!;
    expect(replay.height, 'the replay controls stay on one line').toBeLessThan(button.height * 1.5);
    if (phone) {
      const board = (await page.locator('#board').boundingBox())!;
      expect(board.width, 'the board fills the width').toBeGreaterThan(width * 0.85);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(width);
    await shot(page, info, `game-${width}x${height}`);
  });
}

test.describe('installable and offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the game loads and Dubya answers with no network', async ({ page, context }) => {
    await open(page);
    // The service worker of this release lists this release's files (so an update replaces them).
    const sw = await page.evaluate(async () => (await fetch('sw.js')).text());
    for (const f of fs.readdirSync('dist').filter(f => /\.(wasm|js)$/.test(f) && f !== 'sw.js')) {
      expect(sw, f).toContain(`"${f}"`);
    }
    // The English words too: the page fetches them before its first drawing.
    expect(sw).toContain('"lang/en.txt"');
    const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
    expect(manifest.name).toBe('E-Thello');
    expect(manifest.icons.length).toBeGreaterThan(0);
    // The worker is installed (every file of the release cached) and controls the page.
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // The server answers for a folder (a 404 from ethello serve), but the cache does not hold it:
    // offline it is really offline (the fetch fails), and online again the network answers.
    const listing = () => page.evaluate(() => fetch('img/').then(() => true, () => false));
    expect(await listing()).toBe(false);
    await page.reload();
    await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
    await toChoice(page);
    await page.getByRole('button', { name: /Dubya/ }).click();
    await expect(page.locator('#scene-img')).toHaveAttribute('src', 'img/dubya.svg');
    await expect(page.locator('#scene-img')).toHaveJSProperty('complete', true);
    await page.keyboard.press('Escape');
    await cell(page, 'f5').click();
    await expect(page.getByTestId('moves').locator('li')).toHaveCount(2, { timeout: 15_000 });
    const sound = await page.evaluate(async () => (await fetch('sounds/win.mp3')).ok);
    expect(sound, 'the sounds are cached too').toBe(true);
    await context.setOffline(false);
    expect(await listing(), 'and online again, the network answers first').toBe(true);
  });
});
