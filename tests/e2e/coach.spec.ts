// The coach in the browser (issue 48): a Puzzle Storm on Playwright's fake clock (page.clock: the
// page's timers and performance.now() advance only when the test says), a Puzzle Streak ended by a
// miss and its explanation, the weak-spots page (opened from Train) after a few explained
// mistakes, with Practise this, and a reason drill answered right move, wrong reason. Screenshots for a person to look at go to /tmp/shots-coach/.
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import { open, cell, puzzles, solution, Puzzle } from './helpers';

const SHOTS = '/tmp/shots-coach';

test.use({ viewport: { width: 1366, height: 768 } });

/** Saves a screenshot under /tmp/shots-coach/. */
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The shipped puzzle on the board (its heading names its id). */
async function shown(page: Page): Promise<Puzzle> {
  const heading = (await page.locator('#drill-heading').textContent()) ?? '';
  const id = Number(heading.match(/(\d+)/)![1]);
  return puzzles().find(p => p.id === id)!;
}

/** Solves the puzzle on the board, step by step. */
async function solveShown(page: Page) {
  const p = await shown(page);
  for (const step of p.steps) await cell(page, solution(step)).click();
}

/** Plays a wrong move on the puzzle on the board: the square. */
async function missShown(page: Page): Promise<string> {
  const p = await shown(page);
  const best = solution(p.steps[0]);
  const wrong = [...p.steps[0].values.keys()].find(sq => sq !== best)!;
  await cell(page, wrong).click();
  return wrong;
}

/** One reason drill of the shipped file (www/data/drills.txt). */
interface ReasonDrill { id: number; better: string; worse: string; reason: string }

/** The reason drill on the board (its heading names its id). */
async function drillShown(page: Page): Promise<ReasonDrill> {
  await expect(page.locator('#drill-heading')).toContainText('Reason drill');
  const heading = (await page.locator('#drill-heading').textContent()) ?? '';
  const id = Number(heading.match(/(\d+)/)![1]);
  const line = fs.readFileSync('www/data/drills.txt', 'utf8').split('\n').find(l => l.startsWith(`${id} `))!;
  const f = line.split(' ');
  return { id, better: f[3], worse: f[4], reason: f[5] };
}

/** Opens Train. */
async function toTrain(page: Page) {
  await page.locator('#btn-train').click();
  await expect(page.locator('#train-screen')).toBeVisible();
}

test('a Puzzle Storm counts solves and misses against its clock and ends when the time is up', async ({ page }) => {
  await page.clock.install();
  await open(page);
  await toTrain(page);
  await page.getByRole('button', { name: 'Start a storm' }).click();
  const rush = page.getByTestId('rush');
  await expect(rush).toHaveAttribute('data-mode', 'storm');
  await expect(rush).toContainText(/[23]:\d\d left/);
  for (const solved of [1, 2]) {
    const before = await shown(page);
    await solveShown(page);
    await expect(rush).toHaveAttribute('data-solved', String(solved));
    await expect(page.locator('#drill-heading')).not.toHaveText(new RegExp(`^Puzzle ${before.id} `));
  }
  await missShown(page);
  await expect(rush).toHaveAttribute('data-missed', '1');
  await expect(page.getByTestId('puzzle-result')).toHaveAttribute('data-result', '');
  await expect(page.locator('#btn-drill-next')).toBeHidden();
  await shot(page, 'storm-running-1366');
  // 3 minutes, +3 s a solve, -10 s a miss: 176 s; the tick ends it.
  await page.clock.runFor(170_000);
  await expect(rush).toHaveAttribute('data-over', 'false');
  await page.clock.runFor(8_000);
  await expect(rush).toHaveAttribute('data-over', 'true');
  await expect(rush).toContainText('Time is up: 2 solved. Your best: 2. A new personal best!');
  const board = await shown(page);
  await cell(page, solution(board.steps[0])).click();
  await expect(rush).toHaveAttribute('data-solved', '2');
  await expect(page.getByRole('button', { name: 'Play again' })).toBeVisible();
  await shot(page, 'storm-over-1366');
  await page.getByRole('button', { name: 'Back to Train' }).click();
  await expect(page.getByTestId('rush-bests')).toHaveText('Best streak: 0. Best storm: 2.');
});

test('a Puzzle Streak ends at the first miss, which is explained, and Play again starts afresh', async ({ page }) => {
  await open(page);
  await toTrain(page);
  await page.getByRole('button', { name: 'Start a streak' }).click();
  const rush = page.getByTestId('rush');
  await expect(rush).toHaveAttribute('data-mode', 'streak');
  await solveShown(page);
  await expect(rush).toHaveText('Streak: 1 solved in a row.');
  const wrong = await missShown(page);
  await expect(rush).toHaveAttribute('data-over', 'true');
  await expect(rush).toContainText('The streak ends at 1. Your best: 1.');
  await expect(page.getByTestId('puzzle-result')).toHaveAttribute('data-result', 'wrong');
  const why = page.locator('#drill-why');
  await expect(why).toBeVisible({ timeout: 20_000 });
  await expect(why).toHaveAttribute('data-move', wrong);
  await shot(page, 'streak-over-1366');
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(rush).toHaveAttribute('data-over', 'false');
  await expect(rush).toHaveText('Streak: 0 solved in a row.');
});

test('the weak spots list the reasons and themes of a few explained mistakes, and Practise this serves one', async ({ page }) => {
  await open(page);
  const chosen = puzzles().filter(p => p.steps[0].values.size >= 3).slice(0, 3);
  const reasons = new Set<string>();
  for (const p of chosen) {
    await page.evaluate(id => { location.hash = `puzzle=${id}`; }, p.id);
    await expect(page.locator('#drill-heading')).toHaveText(new RegExp(`^Puzzle ${p.id} `));
    await missShown(page);
    const why = page.locator('#drill-why');
    await expect(why).toBeVisible({ timeout: 20_000 });
    for (const tag of ((await why.getAttribute('data-reasons')) ?? '').split(' ')) {
      const kind = tag.split(':')[0];
      if (kind && kind !== 'line') reasons.add(kind);
    }
  }
  await page.getByRole('button', { name: 'Back to Train' }).click();
  await page.locator('#btn-weak-spots').click();
  const spots = page.getByTestId('weak-spot');
  await expect(spots.first()).toBeVisible();
  for (const kind of reasons) {
    const row = page.locator(`[data-testid="weak-spot"][data-topic="reason:${kind}"]`);
    await expect(row).toHaveAttribute('data-right', '0');
  }
  const themed = page.locator('[data-testid="weak-spot"][data-topic^="theme:"]').first();
  await expect(themed).toHaveAttribute('data-right', '0');
  await expect(page.getByTestId('weak-spots')).toContainText('0% (0 of');
  await page.getByTestId('weak-spots').scrollIntoViewIfNeeded();
  await shot(page, 'weak-spots-1366');
  await themed.getByRole('button', { name: /^Practise/ }).click();
  await expect(page.locator('#game-screen')).toHaveAttribute('data-mode', 'drill');
  await expect(page.getByTestId('puzzle-prompt')).toContainText('to move');
});

test('a reason drill answered with the right move and the wrong reason is graded so', async ({ page }) => {
  await open(page);
  await toTrain(page);
  await page.getByRole('button', { name: 'Start a drill' }).click();
  await expect(page.locator('#drill-heading')).toContainText('Reason drill');
  const d = await drillShown(page);
  await expect(page.getByTestId('puzzle-prompt')).toContainText(`${d.better}`);
  await expect(page.getByTestId('puzzle-prompt')).toContainText(`${d.worse}`);
  const reasons = page.getByTestId('drill-reasons');
  await expect(reasons.locator('button')).toHaveCount(4);
  await expect(reasons.locator(`[data-reason="reason:${d.reason}"]`)).toHaveCount(1);
  await cell(page, d.better).click();
  await reasons.locator(`button:not([data-reason="reason:${d.reason}"])`).first().click();
  const result = page.getByTestId('puzzle-result');
  await expect(result).toHaveAttribute('data-result', 'half');
  await expect(result).toContainText(`Right move, wrong reason: ${d.better}`);
  await expect(reasons.locator('button').first()).toBeDisabled();
  await shot(page, 'reason-drill-1366');
  await page.getByRole('button', { name: 'Back to Train' }).click();
  await page.locator('#btn-weak-spots').click();
  await expect(page.locator(`[data-testid="weak-spot"][data-topic="reason:${d.reason}"]`)).toHaveAttribute('data-right', '0');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a storm and the weak spots fit a phone held upright', async ({ page }) => {
    await page.clock.install();
    await open(page);
    await toTrain(page);
    await page.getByRole('button', { name: 'Start a storm' }).tap();
    const rush = page.getByTestId('rush');
    await expect(rush).toHaveAttribute('data-mode', 'storm');
    const p = await shown(page);
    await cell(page, solution(p.steps[0])).tap();
    await shot(page, 'storm-running-390');
    await page.clock.runFor(200_000);
    await expect(rush).toHaveAttribute('data-over', 'true');
    await shot(page, 'storm-over-390');
    await page.getByRole('button', { name: 'Back to Train' }).tap();
    await page.locator('#btn-weak-spots').tap();
    await expect(page.getByTestId('weak-spot').first()).toBeVisible();
    await page.getByTestId('weak-spots').scrollIntoViewIfNeeded();
    await shot(page, 'weak-spots-390');
    const box = await page.getByTestId('weak-spots').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.locator('#weak-spots button.back').tap();
    await page.getByRole('button', { name: 'Start a drill' }).tap();
    const d = await drillShown(page);
    await cell(page, d.worse).tap();
    await page.getByTestId('drill-reasons').locator(`[data-reason="reason:${d.reason}"]`).tap();
    await expect(page.getByTestId('puzzle-result')).toHaveAttribute('data-result', 'half');
    await shot(page, 'reason-drill-390');
  });
});
