// The engine's review of a game (Analyse), as a player uses it: a whole game, a loaded file, Cancel,
// and the ending scene's offer. (The hints while playing: hints.spec.ts.)
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import * as path from 'path';
import { open, newHumanGame, cell, loadFile, saveDownload, againstFrom } from './helpers';

/** The first game of the WTHOR archive's 2018 file, 60 moves (as in tests/review.rs). */
const GAME =
  'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2' +
  'd1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1';

const FINISHED = fs.readFileSync(path.join(__dirname, '../data/etl/good-humans-finished.etl'));

/** The review region (its DOM names keep the word "analysis"). */
const region = (page: Page) => page.getByTestId('analysis');

/** Clicks Analyse and waits for the review to finish. */
async function review(page: Page) {
  await page.getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(region(page)).toBeVisible();
  await expect(region(page)).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
}

test('a game played to the end is reviewed, and a mistake clicked shows its position', async ({ page }) => {
  await open(page, '#' + GAME.slice(0, 116));
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  await cell(page, 'c1').click();
  await cell(page, 'b1').click();
  await expect(page.getByTestId('status')).toContainText('wins');
  await review(page);
  const moves = region(page).locator('[data-ply]');
  await expect(moves).toHaveCount(60);
  await expect(region(page).locator('[data-ply="59"]')).toHaveAttribute('data-loss', /^\d+$/);
  await expect(page.getByTestId('eval-graph')).toHaveAttribute('role', 'img');
  await expect(page.getByTestId('eval-graph')).toHaveAttribute('aria-label', /black's margin in discs: .* -12 after move 60/);
  const worst = region(page).locator('[data-mistake-ply]').first();
  await expect(worst).toHaveText(/^move \d+, (Black|White) played [a-h][1-8] \(-\d+\)/);
  const ply = Number(await worst.getAttribute('data-mistake-ply'));
  const played = (await worst.textContent())!.match(/played ([a-h][1-8])/)![1];
  await worst.click();
  await expect(page.locator('#review-pos')).toHaveText(`Move ${ply} of 60`);
  await expect(cell(page, played)).toHaveAttribute('aria-label', `${played}, empty, played here`);
  await expect(page.locator('#grid [aria-label$="best move"]')).toHaveCount(1);
  // The same move's button agrees with the list of mistakes.
  const loss = (await worst.textContent())!.match(/\(-(\d+)\)/)![1];
  await expect(region(page).locator(`[data-ply="${ply}"]`)).toHaveAttribute('data-loss', loss);
  // The graph steps with the keyboard: Home is the start position.
  await page.getByTestId('eval-graph').focus();
  await page.keyboard.press('Home');
  await expect(page.locator('#review-pos')).toHaveText('Move 0 of 60');
});

test('a loaded file is reviewed', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  await loadFile(page, 'finished.etl', FINISHED);
  await expect(page.locator('#game-screen')).toBeVisible();
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  // The main thread stays free while the worker reviews (as while Willy thinks, ai.spec.ts).
  await page.evaluate(() => {
    (window as any).__long = [];
    new PerformanceObserver(l => (window as any).__long.push(...l.getEntries().map(e => e.duration)))
      .observe({ type: 'longtask' });
  });
  await review(page);
  const long: number[] = await page.evaluate(() => (window as any).__long);
  console.log(`long tasks while the game was reviewed: ${long.length} (longest ${Math.max(0, ...long).toFixed(0)} ms)`);
  // The review runs in the worker: on the main thread it would block for seconds. A shorter task
  // (60-95 ms, once, seen only late in a whole run of the suite, never alone) is not the review's.
  expect(long.filter((ms) => ms >= 200)).toEqual([]);
  const file = JSON.parse(FINISHED.toString());
  const played = file.moves.filter((m: string) => m !== 'pass').length;
  await expect(region(page).locator('[data-ply]')).toHaveCount(played);
  await expect(page.getByRole('button', { name: 'Analyse', exact: true })).toBeHidden();
  const opening = await page.getByTestId('opening-name').textContent();
  // A click on the graph's left end shows the start position.
  const graph = page.getByTestId('eval-graph');
  await graph.click({ position: { x: 2, y: 20 } });
  await expect(page.locator('#review-pos')).toHaveText(`Move 0 of ${file.moves.length}`);
  // Saved with the game (version 3 for the review, 5 as it names its opening, as the page does),
  // and back at once with the file, nothing to run again.
  const saved = await saveDownload(page);
  const json = JSON.parse(saved.text);
  expect(json.version).toBe(5);
  expect(json.opening).toBe(opening);
  expect(json.review).toHaveLength(file.moves.length + 1);
  await newHumanGame(page);
  await expect(region(page)).toBeHidden();
  await loadFile(page, saved.name, Buffer.from(saved.text));
  await expect(region(page)).toBeVisible();
  await expect(region(page)).toHaveAttribute('aria-busy', 'false');
  await expect(region(page).locator('[data-ply]')).toHaveCount(played);
  await expect(page.getByRole('button', { name: 'Analyse', exact: true })).toBeHidden();
});

test('Cancel stops the review, keeps what was scored, and the computer still plays', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  await loadFile(page, 'finished.etl', FINISHED);
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  await page.getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(region(page)).toHaveAttribute('aria-busy', 'true');
  await expect(region(page).locator('[data-ply]').first()).toBeAttached({ timeout: 30_000 });
  await region(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(region(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('#analysis-running')).toBeHidden();
  const kept = await region(page).locator('[data-ply]').count();
  expect(kept).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Analyse', exact: true })).toBeVisible();
  // A fresh worker answers: the computer moves in a new game where it plays first.
  await page.keyboard.press('Alt+d');
  await page.keyboard.press('Alt+c');
  await page.keyboard.press('Alt+n');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(1, { timeout: 20_000 });
});

test('the ending scene offers to review the game just won', async ({ page }) => {
  // A nine-move wipe-out of Dubya, one move from its end (as in files.spec.ts).
  await againstFrom(page, 'd3c3b3d2e1d6d7e3', 'dubya', 'Dubya');
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  await cell(page, 'f4').click();
  const scene = page.getByRole('dialog');
  await expect(scene).toContainText('grammar and spelling book');
  await scene.getByRole('button', { name: 'Analyse the game' }).click();
  await expect(scene).toBeHidden();
  await expect(region(page)).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(region(page).locator('[data-ply]')).toHaveCount(9);
  // Black's nine moves won everything there was: nothing lost by the winner's last move.
  await expect(region(page).locator('[data-ply="8"]')).toHaveAttribute('data-loss', '0');
});
