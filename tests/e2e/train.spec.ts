// Training in the browser: a puzzle solved by clicking, a wrong move answered with the solution, the
// daily puzzle the same on two pages, a reviewed game's blunder among "your mistakes", the rating
// after a game against Dubya, and the progress exported and imported into a fresh browser.
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import { open, cell, saveDownload, loadFile, againstFrom, importProgress, puzzles, solution } from './helpers';

/** Opens puzzle `id` by its address and waits for its prompt. */
async function openPuzzle(page: Page, id: number) {
  await open(page, `#puzzle=${id}`);
  await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'drill');
  await expect(page.getByTestId('puzzle-prompt')).toContainText('to move');
}

test('a puzzle is solved by clicking its moves, the reply played between them', async ({ page }) => {
  const p = puzzles().find(x => x.steps.length >= 2)!;
  await openPuzzle(page, p.id);
  await expect(page.locator('#drill-heading')).toContainText(`Puzzle ${p.id}`);
  for (const [i, step] of p.steps.entries()) {
    await cell(page, solution(step)).click();
    const result = page.getByTestId('puzzle-result');
    if (i + 1 < p.steps.length) {
      await expect(result).toHaveAttribute('data-result', 'right');
      if (step.reply && step.reply !== 'pa') {
        await expect(cell(page, step.reply)).not.toHaveAttribute('aria-label', /empty/);
      }
    } else {
      await expect(result).toHaveAttribute('data-result', 'solved');
      await expect(result).toContainText('Solved');
    }
  }
  await expect(page.getByTestId('player-rating')).not.toHaveText('1500 ± 350');
});

test('a wrong move is answered with its value beside the solution, which the board marks', async ({ page }) => {
  const p = puzzles().find(x => x.steps[0].values.size >= 3)!;
  await openPuzzle(page, p.id);
  const step = p.steps[0];
  const best = solution(step);
  const [wrong, value] = [...step.values.entries()].find(([sq]) => sq !== best)!;
  await cell(page, wrong).click();
  const result = page.getByTestId('puzzle-result');
  await expect(result).toHaveAttribute('data-result', 'wrong');
  await expect(result).toContainText(wrong);
  await expect(result).toContainText(`(${best})`);
  const shown = value === 0 ? 'draws' : value > 0 ? `${value}` : `${-value}`;
  await expect(result).toContainText(shown);
  await expect(cell(page, best)).toHaveAttribute('aria-label', /best/);
  // Retry starts again; the solution plays the whole line.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(result).toHaveAttribute('data-result', '');
  await page.getByRole('button', { name: 'Solution' }).click();
  await expect(result).toHaveAttribute('data-result', 'shown');
});

test('two pages on the same date get the same daily puzzle', async ({ browser }) => {
  const headings: string[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, '#daily');
    await expect(page.getByTestId('puzzle-prompt')).toContainText('to move');
    headings.push((await page.locator('#drill-heading').textContent())!);
    await context.close();
  }
  expect(headings[0]).toMatch(/^Puzzle \d+/);
  expect(headings[1]).toBe(headings[0]);
});

test("a reviewed game's blunder appears among your mistakes", async ({ page }) => {
  // Black wipes white out in nine moves: every white move is a blunder. Ann plays white here.
  await open(page, '#d3c3b3d2e1d6d7e3f4');
  const file = JSON.parse((await saveDownload(page)).text);
  file.mode = 'computer';
  file.computer = { character: 'dubya', color: 'black' };
  file.names = { black: 'Dubya', white: 'Ann' };
  await loadFile(page, 'wiped.etl', Buffer.from(JSON.stringify(file)));
  await page.getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(page.getByTestId('analysis')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(page.locator('#verdicts li').first()).toBeVisible();
  await page.getByRole('button', { name: 'Exit' }).click();
  await page.getByRole('button', { name: 'Train' }).click();
  await expect(page.getByTestId('mistakes-due')).toContainText(/^[1-9]\d* waiting today/);
  await page.getByRole('button', { name: 'Replay your mistakes' }).click();
  await expect(page.getByTestId('puzzle-prompt')).toContainText('White to move. You played');
});

test('a game against Dubya played to its end changes the rating', async ({ page }) => {
  // One move from the end: Ann (black) wipes Dubya out with f4.
  await againstFrom(page, 'd3c3b3d2e1d6d7e3', 'dubya', 'Dubya');
  await expect(page.getByTestId('player-rating')).toHaveText('1500 ± 350');
  await cell(page, 'f4').click();
  await expect(page.locator('#scene')).toBeVisible();
  await expect(page.locator('#scene-detail')).toContainText('Your rating');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Exit' }).click();
  const rating = await page.getByTestId('player-rating').textContent();
  expect(rating).toMatch(/^\d+ ± \d+$/);
  expect(rating).not.toBe('1500 ± 350');
});

test('progress exported from one browser is imported into a fresh one', async ({ page, browser }) => {
  // A one-move puzzle near the starting rating, so that solving it moves the rating.
  const p = puzzles().find(x => x.rating >= 1500 && x.steps.length === 1)!;
  // A fresh player's graph says how to start one.
  await open(page);
  await page.getByRole('button', { name: 'Train' }).click();
  await expect(page.locator('#rating-graph')).toContainText('No rated result yet');
  await openPuzzle(page, p.id);
  await cell(page, solution(p.steps[0])).click();
  await expect(page.getByTestId('puzzle-result')).toHaveAttribute('data-result', 'solved');
  await page.getByRole('button', { name: 'Back to Train' }).click();
  await expect(page.locator('#train-rating')).not.toHaveText('1500 ± 350');
  await expect(page.locator('#rating-graph polyline')).toHaveCount(1);
  const rating = (await page.locator('#train-rating').textContent())!;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my progress' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ethello-progress-\d{4}-\d\d-\d\d\.json$/);
  const text = fs.readFileSync((await file.path())!, 'utf8');
  const fresh = await (await browser.newContext()).newPage();
  await open(fresh);
  await fresh.getByRole('button', { name: 'Train' }).click();
  await importProgress(fresh, 'progress.json', text);
  await expect(fresh.locator('#train-rating')).toHaveText(rating);
  // A damaged file is refused with a message, and nothing changes.
  await importProgress(fresh, 'bad.json', text.slice(0, 40));
  await expect(fresh.locator('#alert')).toContainText('nothing was changed');
  await expect(fresh.locator('#train-rating')).toHaveText(rating);
});
