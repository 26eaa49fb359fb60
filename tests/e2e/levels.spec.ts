// Slick Willy's levels, Adapt to me, the legal-move dots on a phone, and the Pass notice (issue 29).
import { test, expect, Page } from '@playwright/test';
import { open, toChoice, cell, squarePixel, saveDownload, loadFile, newHumanGame } from './helpers';

/** A game one move (black f4) from Ann's 13-0 win: white is wiped out. */
const ALMOST = 'd3c3b3d2e1d6d7e3';
/** White plays h6 next, and black must then pass. */
const PASS_SETUP = 'f5f6d3g5h5h4g7';

/** Willy's level control on his card. */
const levelControl = (page: Page) => page.getByRole('combobox', { name: /level/i });

test('level 3 chosen on Willy\'s card is the level he plays, beside the board and after a reload', async ({ page }) => {
  await open(page);
  await toChoice(page);
  await expect(levelControl(page)).toHaveValue('12');
  await levelControl(page).selectOption('3');
  await expect(page.locator('#willy-band')).toHaveText(/^Level 3 of 12: [a-z ]+$/);
  await page.locator('#choose-screen .card').filter({ hasText: 'Slick Willy' }).click();
  await page.keyboard.press('Escape'); // the intro
  await cell(page, 'f5').click();
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.locator('#portrait')).toHaveAttribute('data-level', '3');
  await expect(page.locator('#portrait-level')).toHaveText(/^Level 3 of 12: [a-z ]+$/);
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#portrait')).toHaveAttribute('data-level', '3');
  await page.keyboard.press('Alt+x');
  await toChoice(page);
  await expect(levelControl(page)).toHaveValue('3');
});

test('Adapt to me moves Willy one level up after a win', async ({ page }) => {
  await open(page);
  await toChoice(page);
  await page.getByLabel('Adapt to me').check();
  // A saved game against Willy at level 5, one move before Ann wins.
  await page.goto('about:blank');
  await open(page, '#' + ALMOST);
  const file = JSON.parse((await saveDownload(page)).text);
  // Version 4 added the level; the save names its opening, which is version 5.
  Object.assign(file, { version: Math.max(file.version, 4), mode: 'computer', level: 5 });
  file.computer = { character: 'willy', color: 'white' };
  file.names = { black: 'Ann', white: 'Slick Willy' };
  await loadFile(page, 'almost.etl', Buffer.from(JSON.stringify(file)));
  await expect(page.locator('#portrait')).toHaveAttribute('data-level', '5');
  await cell(page, 'f4').click();
  await expect(page.locator('#scene-detail')).toContainText('He played at level 5');
  await expect(page.locator('#scene-detail')).toContainText('Next game: level 6');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Alt+x');
  await toChoice(page);
  await expect(levelControl(page)).toHaveValue('6');
});

test('a human who must pass sees why and presses Pass; the computer never seems to move twice', async ({ page }) => {
  await open(page, '#' + PASS_SETUP);
  await cell(page, 'h6').click();
  const notice = page.getByTestId('pass-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Black (Player 1) has no move: pass.');
  expect(await cell(page, 'g6').getAttribute('aria-label')).not.toContain('legal move');
  await notice.getByRole('button', { name: 'Pass' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('status')).toContainText("White's turn");
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('legal squares carry a dot, and turn, counts, board and New/Save/Load fit the first screen', async ({ page }) => {
    await open(page);
    await newHumanGame(page);
    // d3 is legal for black; b1 is an empty square of the same shade that is not.
    const [dot, felt] = [await squarePixel(page, 'd3'), await squarePixel(page, 'b1')];
    expect(dot.slice(0, 3)).not.toEqual(felt.slice(0, 3));
    for (const target of [page.getByTestId('status'), page.getByTestId('count-white'), page.locator('#board'),
      page.getByRole('button', { name: 'New', exact: true }), page.getByRole('button', { name: 'Save', exact: true }),
      page.getByRole('button', { name: 'Load' })]) {
      const box = (await target.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    for (const button of await page.locator('#game-screen .controls button:visible').all()) {
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await cell(page, 'd3').tap();
    await expect(page.getByTestId('moves').locator('li')).toHaveCount(1);
    // Options turns the dots off.
    await page.keyboard.press('Alt+x');
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByLabel('Mark the legal moves with a dot').uncheck();
    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const legal = (await page.locator('#grid .cell.legal').first().getAttribute('data-square'))!;
    const quiet = await squarePixel(page, legal);
    expect(quiet.slice(0, 3)).not.toEqual(dot.slice(0, 3));
  });
});
