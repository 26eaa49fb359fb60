// Studying any position (issue 30): the opening name, the open box and a dropped file, the
// analysis board reached by a #pos= link (an exact value within 30 s at 20 and 24 empties, the
// best line drawn as ghost discs), the board editor, and a game
// played from an edited position, saved and loaded back; Save picture and the balanced start.
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import { open, newHumanGame, cell, saveDownload, loadFile } from './helpers';

/** FFO #40: 20 empties, black to move; a2 wins by 38 with perfect play. */
const FFO40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------';

/** WTHOR 2018, game 207, 24 moves before the end: black to move; b8 wins by 8 with perfect play. */
const WTHOR24 = '--OX------OXX---OOXXXXXXOOOXXXX-OOXOXX--OOOXOX----OOXO-----OOOO-';

/** Pastes `text` into "Open a game or position" and presses Open. */
async function paste(page: Page, text: string) {
  await page.getByRole('textbox', { name: /Open a game/ }).fill(text);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
}

/** Saves a screenshot for a person to look at, under tests/e2e/artifacts/ (kept between runs). */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/artifacts/study-${name}.png` });
}

test('a pasted transcript opens as the game, and its opening is named', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  await paste(page, 'F5 d6 3. c3 d3 c4');
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('opening-name')).toHaveText('Tiger');
  await shot(page, 'tiger');
  await paste(page, 'f5 d6\nc3 d9');
  await expect(page.locator('#alert')).toContainText('line 2, column 4');
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('opening-name')).toHaveText('Tiger');
});

test('a GGF file dropped on the board opens as the game', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  const ggf = '(;GM[Othello]PC[NBoard]PB[Ann]PW[Bob]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6]B[C3]W[D3]B[C4];)';
  const data = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'tiger.ggf', { type: 'text/plain' }));
    return dt;
  }, ggf);
  await page.dispatchEvent('#board-wrap', 'drop', { dataTransfer: data });
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('opening-name')).toHaveText('Tiger');
});

test('a 20-empty position opened by link gets an exact value and a best move within 30 s', async ({ page }) => {
  await open(page, `#pos=${FFO40}_X`);
  const best = page.getByTestId('analysis-best');
  await expect(best).toHaveAttribute('data-exact', 'true', { timeout: 30_000 });
  await expect(best).toHaveText('a2 +38');
  await expect(page.locator('#study-pv')).toHaveText(/^a2( [a-h][1-8]){9,}/);
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'ffo40-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'ffo40-narrow');
});

test('a 24-empty position opened by link gets its best move proven within 30 s, its line drawn on the board', async ({ page }) => {
  await open(page, `#pos=${WTHOR24}_X`);
  const best = page.getByTestId('analysis-best');
  await expect(best).toHaveAttribute('data-exact', 'true', { timeout: 30_000 });
  await expect(best).toHaveText('b8 +8');
  // The best line's moves are drawn as numbered ghost discs, and the grid says so.
  const line = (await page.locator('#study-pv').textContent())!.split(' ');
  await expect(cell(page, line[1])).toHaveAccessibleName(/best line, move 2/);
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'ghosts-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'ghosts-narrow');
});

test('moves on the analysis board can be taken back, and a new position is studied', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Analysis board' }).click();
  await expect(page.getByTestId('analysis-best')).not.toHaveText('…', { timeout: 15_000 });
  await cell(page, 'f5').click();
  await cell(page, 'd6').click();
  await expect(page.locator('#study-pos')).toHaveText('Move 2 of 2');
  await page.getByRole('button', { name: 'Take back a move' }).click();
  await expect(page.locator('#study-pos')).toHaveText('Move 1 of 2');
  await cell(page, 'f4').click();
  await expect(page.locator('#study-pos')).toHaveText('Move 2 of 2');
  await expect(page.getByTestId('analysis-best')).toHaveText(/^[a-h][1-8] [+-]?\d+$/, { timeout: 15_000 });
});

test('a position set up in the editor is played against Dubya, saved and loaded back', async ({ page, browser }) => {
  await open(page);
  await page.getByRole('button', { name: 'Analysis board' }).click();
  await page.getByRole('button', { name: 'Edit position' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('#alert')).toContainText('there is no disc on the board');
  await page.getByRole('button', { name: 'Close' }).click();
  // The start position with a black disc added on c4 and a white one on e3, by mouse and keyboard.
  await page.getByRole('button', { name: 'Start position' }).click();
  await cell(page, 'c4').click();
  await page.getByLabel('White disc').check();
  await cell(page, 'c4').focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  await page.getByLabel('White to move').check();
  await shot(page, 'editor');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('#study-turn')).toHaveText('White to move. Black 3, white 3.');
  await page.locator('#study-opponent').selectOption('dubya');
  await page.getByRole('button', { name: 'Play from here' }).click();
  await expect(page.locator('#portrait')).toHaveAttribute('data-character', 'dubya');
  // White to move: Dubya (white, as "Computer plays black" is off) moves first.
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(1, { timeout: 15_000 });
  await shot(page, 'from-here');
  const file = await saveDownload(page);
  const json = JSON.parse(file.text);
  expect(json.start).toBe('--------------------O-----XOX------XO--------------------------- O');
  const fresh = await (await browser.newContext()).newPage();
  await open(fresh);
  await newHumanGame(fresh);
  await loadFile(fresh, file.name, Buffer.from(file.text));
  await expect(fresh.locator('#portrait')).toHaveAttribute('data-character', 'dubya');
  await expect(fresh.getByTestId('moves').locator('li')).toHaveCount(1);
  await expect(fresh.getByTestId('count-white')).toHaveText(String(json.position.split('O').length - 1));
});

test('Save picture downloads a PNG of the board with its names, 800 by 960', async ({ page }) => {
  await open(page, '#f5d6c3d3c4');
  await expect(page.getByTestId('opening-name')).toHaveText('Tiger');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save picture' }).click();
  const d = await download;
  expect(d.suggestedFilename()).toMatch(/^Player_1-vs-Player_2-\d{4}-\d{2}-\d{2}\.png$/);
  const bytes = fs.readFileSync((await d.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([800, 960]);
  fs.copyFileSync((await d.path())!, 'tests/e2e/artifacts/study-picture.png');
});

test('a balanced start puts a game against a character 6 to 10 moves in', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByLabel(/Balanced start/).check();
  await page.locator('#choose-screen .card').filter({ hasText: 'Iron Mike' }).click();
  await page.keyboard.press('Escape');
  const moves = await page.getByTestId('moves').locator('li').count();
  expect(moves).toBeGreaterThanOrEqual(6);
  expect(moves).toBeLessThanOrEqual(11);
});
