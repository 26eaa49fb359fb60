// The weak-spots page (issue 48): its empty state for a new player, opened from Train and Back to
// Train; opened from a drill after a missed puzzle was explained, its summary naming the weakest,
// Back to the same drill, and Practise this serving a drill; and on a phone by touch. Screenshots
// for a person to look at go to /tmp/shots-weak/.
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import { open, cell, puzzles, solution } from './helpers';

const SHOTS = '/tmp/shots-weak';

test.use({ viewport: { width: 1366, height: 768 } });

/** Saves a screenshot under /tmp/shots-weak/. */
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Opens a shipped puzzle of three moves or more, misses it and waits for the explanation. */
async function missExplained(page: Page, tap: boolean) {
  const p = puzzles().filter(q => q.steps[0].values.size >= 3)[0];
  await page.evaluate(id => { location.hash = `puzzle=${id}`; }, p.id);
  await expect(page.locator('#drill-heading')).toHaveText(new RegExp(`^Puzzle ${p.id} `));
  const best = solution(p.steps[0]);
  const wrong = [...p.steps[0].values.keys()].find(sq => sq !== best)!;
  const square = cell(page, wrong);
  await (tap ? square.tap() : square.click());
  await expect(page.locator('#drill-why')).toBeVisible({ timeout: 20_000 });
}

test('a new player finds the page from Train, is told how spots come, and Back returns to Train', async ({ page }) => {
  await open(page);
  await page.locator('#btn-train').click();
  await page.locator('#btn-weak-spots').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/train-1366.png` });
  await page.locator('#btn-weak-spots').click();
  const spots = page.getByTestId('weak-spots');
  await expect(spots).toBeVisible();
  await expect(page.locator('#train-screen')).toBeHidden();
  await expect(page.getByTestId('weak-spots-summary')).toHaveText(/^Nothing here yet/);
  await expect(page.locator('#weak-spots-table')).toBeHidden();
  await shot(page, 'empty-1366');
  await spots.getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('#train-screen')).toBeVisible();
});

test('opened from a drill after a miss, the page names the weakest spot, Back returns to the drill, and Practise this serves one', async ({ page }) => {
  await open(page);
  await missExplained(page, false);
  const heading = await page.locator('#drill-heading').textContent();
  await page.locator('#btn-drill-spots').click();
  const summary = page.getByTestId('weak-spots-summary');
  await expect(summary).toHaveText(/^Your weakest: .+, 0% right \(tries: 1\), trend: too few tries\.$/);
  const first = page.getByTestId('weak-spot').first();
  await expect(first).toHaveAttribute('data-right', '0');
  await shot(page, 'page-1366');
  await page.getByTestId('weak-spots').getByRole('button', { name: 'Back' }).click();
  await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'drill');
  await expect(page.locator('#drill-heading')).toHaveText(heading!);
  await expect(page.locator('#drill-why')).toBeVisible();
  await page.locator('#btn-drill-spots').click();
  await page.locator('[data-testid="weak-spot"][data-topic^="theme:"]').first().getByRole('button', { name: /^Practise/ }).click();
  await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'drill');
  await expect(page.getByTestId('puzzle-prompt')).toContainText('to move');
  await page.getByRole('button', { name: 'Back to Train' }).click();
  await expect(page.locator('#train-screen')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the page fits a phone held upright and works by touch', async ({ page }) => {
    await open(page);
    await missExplained(page, true);
    await page.locator('#btn-drill-spots').tap();
    const spots = page.getByTestId('weak-spots');
    await expect(page.getByTestId('weak-spots-summary')).toHaveText(/^Your weakest: /);
    await expect(page.getByTestId('weak-spot').first()).toBeVisible();
    await shot(page, 'page-390');
    const box = await spots.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await spots.getByRole('button', { name: 'Back' }).tap();
    await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'drill');
    await page.getByRole('button', { name: 'Back to Train' }).tap();
    await page.locator('#btn-weak-spots').tap();
    await expect(page.getByTestId('weak-spot').first()).toBeVisible();
    await page.locator('[data-testid="weak-spot"] button[data-practise]').first().tap();
    await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'drill');
  });
});
