// The game screen for two humans (docs/design.md, "Screens"): every part a player sees and does.
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import * as zlib from 'zlib';
import { open, newHumanGame, toChoice, cell, legalSquares, counts, squarePixel, passIfAsked } from './helpers';

const PASS_SETUP = 'f5f6d3g5h5h4g7'; // white plays h6 next, and black must then pass

async function statusText(page: Page) {
  return (await page.getByTestId('status').textContent()) ?? '';
}

test('hovering a legal square shows a yellow circle; an illegal one does not', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  await cell(page, 'd3').hover();
  const [r, g, b] = await squarePixel(page, 'd3');
  expect(r).toBeGreaterThan(100);
  expect(g).toBeGreaterThan(100);
  expect(b).toBeLessThan(100);
  await cell(page, 'a1').hover();
  const [r1, g1, b1] = await squarePixel(page, 'd3');
  expect(g1).toBeGreaterThan(r1 + 40); // plain felt again
  const a1 = await squarePixel(page, 'a1');
  expect(a1[1]).toBeGreaterThan(a1[0] + 40);
  void b1;
});

test('the newest disc carries a red marker', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  await cell(page, 'f5').click();
  await expect(page.locator('#app')).toHaveAttribute('data-flipping', 'false');
  const [r, g, b] = await squarePixel(page, 'f5');
  expect(r).toBeGreaterThan(180);
  expect(g).toBeLessThan(100);
  expect(b).toBeLessThan(100);
  await cell(page, 'f6').click();
  const [r2] = await squarePixel(page, 'f5');
  expect(r2).toBeLessThan(60); // the marker moved on to f6
});

test('a forced pass is announced and play goes on', async ({ page }) => {
  await open(page, '#' + PASS_SETUP);
  await expect(page.getByTestId('status')).toContainText("White's turn");
  await cell(page, 'h6').click();
  await expect(page.locator('#announce')).toContainText('Black has no move and passes');
  await expect(page.getByTestId('status')).toContainText("White's turn");
  // Black sees why, and nobody moves until the Pass button is pressed.
  await expect(page.getByTestId('pass-notice')).toContainText('Black (Player 1) has no move: pass.');
  expect(await legalSquares(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pass' }).click();
  expect((await legalSquares(page)).length).toBeGreaterThan(0);
});

test('a broken link gets a message and the page still works', async ({ page }) => {
  await open(page, '#f5f5');
  await expect(page.getByRole('alert')).toContainText('line 1, column 4: f5 is not a legal move for White at move 2');
  await page.keyboard.press('Escape');
  await newHumanGame(page);
  expect(await counts(page)).toEqual([2, 2]);
});

test('the move list shows each move and the transcript can be copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  await newHumanGame(page);
  for (const sq of ['f5', 'd6', 'c3']) await cell(page, sq).click();
  await expect(page.getByTestId('moves').locator('li')).toHaveText(['f5', 'd6', 'c3']);
  await page.getByRole('button', { name: 'Copy transcript' }).click();
  await expect(page.locator('#announce')).toContainText('f5d6c3');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('f5d6c3');
});

test('every keyboard shortcut works', async ({ page }) => {
  await open(page);
  const mode = () => page.locator('#choose-screen').getAttribute('data-opponent');
  await page.keyboard.press('Alt+d');
  expect(await mode()).toBe('dubya');
  await page.keyboard.press('Alt+m');
  expect(await mode()).toBe('mike');
  await page.keyboard.press('Alt+w');
  expect(await mode()).toBe('willy');
  await page.keyboard.press('Alt+c');
  await expect(page.locator('#computer-first')).toBeChecked();
  await page.keyboard.press('Alt+h');
  expect(await mode()).toBe('human');
  await page.keyboard.press('Alt+n');
  await expect(page.locator('#game-screen')).toBeVisible();
  await cell(page, 'f5').click();
  await page.keyboard.press('Alt+n');
  expect(await counts(page)).toEqual([2, 2]);
  await page.keyboard.press('Alt+x');
  await expect(page.locator('#title-screen')).toBeVisible();
  await page.keyboard.press('Alt+n');
  await expect(page.locator('#game-screen')).toBeVisible();
  // Alt+L loads (the file chooser) and Alt+S saves (a download), as the Load and Save buttons do
  // (whose files are tested in files.spec.ts). The chooser first: right after a download, headless
  // Chromium sometimes never reported it (2 full runs in 4 under load; the cause is not known, and
  // the shortcut runs the same code as the Load button either way).
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Alt+l');
  expect((await chooser).isMultiple()).toBe(false);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Alt+s');
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('ethello-player-1-vs-player-2-move-0.etl');
});

test('ready means ready: Alt+L pressed the moment data-ready appears opens the file chooser', async ({ browser }) => {
  // Three fresh pages. The chooser is awaited before the page loads: Playwright intercepts file
  // choosers only once it is asked to, and asking right before the key press can lose that race
  // (the page's own click on its file input was logged each time it did).
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const chooser = page.waitForEvent('filechooser');
    await page.goto('/');
    await page.waitForSelector('#app[data-ready="true"]', { state: 'attached' });
    await page.keyboard.press('Alt+l');
    expect((await chooser).isMultiple()).toBe(false);
    await context.close();
  }
});

test('a whole game played with the keyboard alone', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  await page.locator('#grid [tabindex="0"]').focus();
  for (let ply = 0; ply < 70; ply++) {
    if (await page.getByTestId('pass-notice').isVisible()) {
      // No move: the focus is on Pass, Enter presses it, and the focus goes back to the board.
      await expect(page.getByRole('button', { name: 'Pass' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#grid [tabindex="0"]')).toBeFocused();
      continue;
    }
    const legal = await legalSquares(page);
    if (legal.length === 0) break;
    const target = legal[0];
    const from = (await page.locator('#grid [tabindex="0"]').getAttribute('data-square'))!;
    const dc = target.charCodeAt(0) - from.charCodeAt(0), dr = Number(target[1]) - Number(from[1]);
    for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
    await expect(page.locator(`#grid [data-square="${target}"]`)).toBeFocused();
    const before = await counts(page);
    await page.keyboard.press(ply % 2 ? 'Enter' : ' ');
    const after = await counts(page);
    expect(after[0] + after[1]).toBe(before[0] + before[1] + 1);
  }
  expect(await statusText(page)).toContain('Game over');
});

test('a finished game can be stepped through move by move', async ({ page }) => {
  // A game that ends early: white is wiped out after nine moves (found by a search of the game tree).
  await open(page, '#d3c3b3d2e1d6d7e3f4');
  await expect(page.getByTestId('status')).toContainText('Game over');
  const total = await page.getByTestId('moves').locator('li').count();
  await page.getByRole('button', { name: 'First position' }).click();
  expect(await counts(page)).toEqual([2, 2]);
  await page.getByRole('button', { name: 'Next move' }).click();
  expect(await counts(page)).toEqual([4, 1]); // d3 flipped d4
  await expect(page.locator('#review-pos')).toHaveText(`Move 1 of ${total}`);
  await page.getByRole('button', { name: 'Last position' }).click();
  await expect(page.getByTestId('status')).toContainText('Game over');
});

test('the board theme is chosen in Options and survives a reload', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Options' }).click();
  const choices = page.locator('#theme-choices input[name=theme]');
  expect(await choices.count()).toBeGreaterThanOrEqual(4);
  const second = (await choices.nth(1).getAttribute('value'))!;
  await choices.nth(1).check();
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(page.locator(`#theme-choices input[value="${second}"]`)).toBeChecked();
  await newHumanGame(page);
  const felt = await squarePixel(page, 'a1');
  expect(felt[1]).toBeLessThan(felt[0] + 40); // no longer the classic green
});

test('the How to play page explains the rules', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'How to play' }).click();
  await expect(page.locator('#howto-screen')).toContainText('Black moves first');
  await expect(page.locator('#howto-screen')).toContainText('pass');
  await page.locator('#howto-screen button.back').click();
  await expect(page.locator('#title-screen')).toBeVisible();
});

for (const [name, width, height] of [['phone', 375, 667], ['desktop', 1920, 1080]] as const) {
  test(`screenshots at ${name} size: the whole board is on screen`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    await open(page, '#f5d6c3d3c4f4');
    const box = (await page.locator('#board').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
    expect(box.width).toBeGreaterThan(Math.min(width, height) * 0.5);
    const shot = info.outputPath(`${name}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await info.attach(name, { path: shot, contentType: 'image/png' });
    fs.mkdirSync('tests/e2e/artifacts', { recursive: true });
    fs.copyFileSync(shot, `tests/e2e/artifacts/${name}.png`);
  });
}

test('the main thread never blocks for 50 ms during play; the board paints within a second', async ({ page }) => {
  await page.goto('/#f5');
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('ethello-board-drawn')[0]?.startTime ?? -1);
  console.log(`first board paint: ${firstPaint.toFixed(0)} ms after navigation`);
  expect(firstPaint).toBeGreaterThan(0);
  expect(firstPaint).toBeLessThan(1000);
  // Two warm-up moves first: V8 compiles each wasm function lazily on its first call, a one-off cost
  // (up to 70 ms was seen once on a heavily loaded machine) that is not the steady state of play.
  for (let ply = 0; ply < 2; ply++) await cell(page, (await legalSquares(page))[0]).click();
  await page.evaluate(() => {
    (window as any).__long = [];
    new PerformanceObserver(list => (window as any).__long.push(...list.getEntries().map(e => e.duration)))
      .observe({ type: 'longtask' });
  });
  for (let ply = 0; ply < 40; ply++) {
    if (await passIfAsked(page)) continue;
    const legal = await legalSquares(page);
    if (legal.length === 0) break;
    await cell(page, legal[legal.length - 1]).click();
  }
  const long: number[] = await page.evaluate(() => (window as any).__long);
  console.log(`long tasks during play: ${long.length} (longest ${Math.max(0, ...long).toFixed(0)} ms)`);
  expect(long).toEqual([]);
});

test('the page wasm stays under 300 KB gzipped', async () => {
  const wasm = fs.readdirSync('dist').filter(f => /^app-.*\.wasm$/.test(f));
  expect(wasm.length).toBe(1);
  const gz = zlib.gzipSync(fs.readFileSync(`dist/${wasm[0]}`), { level: 9 }).length;
  console.log(`app wasm: ${(gz / 1024).toFixed(0)} KB gzipped`);
  expect(gz).toBeLessThan(300 * 1024);
});

test('text colours meet WCAG AA contrast (4.5:1) on every screen', async ({ page }) => {
  await open(page);
  const check = async (screen: string) => {
    const worst = await page.evaluate((screenId) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const f = (v: number) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const background = (el: Element | null): number[] => {
        for (; el; el = el.parentElement) {
          const c = rgb(getComputedStyle(el).backgroundColor);
          if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3);
        }
        return [0x13, 0x25, 0x1b]; // the page's own background
      };
      let min = 99, what = '';
      const root = document.getElementById(screenId)!;
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const text = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent!.trim());
        if (!text || (el as HTMLElement).offsetParent === null) continue;
        const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(background(el))];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if (ratio < min) { min = ratio; what = `${el.tagName}#${el.id}.${el.className}: ${el.textContent!.trim().slice(0, 30)}`; }
      }
      return { min, what };
    }, screen);
    expect(worst.min, `${screen}: ${worst.what}`).toBeGreaterThanOrEqual(4.5);
  };
  await check('title-screen');
  await toChoice(page);
  await check('choose-screen');
  await page.locator('#choose-screen button.back').click();
  await newHumanGame(page);
  await check('game-screen');
  await page.keyboard.press('Alt+x');
  await page.getByRole('button', { name: 'How to play' }).click();
  await check('howto-screen');
  await page.locator('#howto-screen button.back').click();
  await page.getByRole('button', { name: 'Options' }).click();
  await check('options-screen');
});
