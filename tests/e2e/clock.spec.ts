// The game clock (issue 43): chosen before the game, shown beside the names, running for the side
// to move only, with a warning at ten seconds; a side whose time runs out loses; the clocks survive
// a reload. Time is Playwright's fake clock (`page.clock`): the page's timers and
// `performance.now()` run on it, so a minute passes in a moment.
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import { open, toChoice, cell } from './helpers';

const clockOf = (page: Page, color: 'black' | 'white') => page.getByTestId(`clock-${color}`);

/** Sets the choice screen's clock (minutes a side, seconds a move). */
async function chooseClock(page: Page, minutes: string, increment: string) {
  await page.getByTestId('clock-minutes').selectOption(minutes);
  await page.getByTestId('clock-increment').selectOption(increment);
}

/** Saves a screenshot for a person to look at, under tests/e2e/artifacts/ (kept between runs). */
async function shot(page: Page, name: string) {
  fs.mkdirSync('tests/e2e/artifacts', { recursive: true });
  await page.screenshot({ path: `tests/e2e/artifacts/clock-${name}.png` });
}

test('a one-minute game against Dubya in which the human does not move is lost on time', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-27T10:00:00') });
  await open(page);
  // Time moves only when told: the face and its words are read at the same second, on a busy machine too.
  await page.clock.pauseAt(new Date('2026-11-27T10:10:00'));
  await toChoice(page);
  await expect(page.getByTestId('clock-minutes')).toHaveValue('0');
  await expect(page.getByTestId('clock-increment')).toBeDisabled();
  await chooseClock(page, '1', '0');
  await page.locator('#choose-screen .card').filter({ hasText: 'Dubya' }).click();
  await expect(clockOf(page, 'black')).toHaveText('1:00');
  await expect(clockOf(page, 'black')).toHaveAttribute('data-running', 'false'); // the intro is open
  await page.keyboard.press('Escape');
  await expect(clockOf(page, 'black')).toHaveAttribute('data-running', 'true');
  await page.clock.runFor(5_000);
  await expect(clockOf(page, 'black')).toHaveText('0:55');
  await expect(clockOf(page, 'white')).toHaveText('1:00');
  // A screen reader hears the side and the time in words, and only when it asks (no live region).
  await expect(page.getByRole('timer', { name: "Black's clock: 55 seconds left" })).toHaveText('0:55');
  await expect(clockOf(page, 'white')).toHaveAttribute('aria-label', "White's clock: 1 minute left");
  await expect(clockOf(page, 'black')).not.toHaveAttribute('aria-live', /./);
  await page.clock.runFor(45_200);
  await expect(clockOf(page, 'black')).toHaveText('0:09');
  await expect(clockOf(page, 'black')).toHaveAttribute('aria-label', "Black's clock: 9 seconds left");
  await expect(clockOf(page, 'black')).toHaveAttribute('data-warning', 'true');
  await expect(page.locator('#app')).toHaveAttribute('data-last-sound', 'clock-warning');
  await expect(page.locator('#app')).toHaveAttribute('data-ended', '');
  await page.clock.runFor(10_000);
  await expect(page.locator('#app')).toHaveAttribute('data-ended', 'time');
  await expect(clockOf(page, 'black')).toHaveText('0:00');
  await expect(page.getByTestId('status')).toHaveText('Game over: White (Dubya) wins on time.');
  await expect(page.locator('#scene-detail')).toContainText('Your time ran out.');
  await expect(page.locator('#app')).toHaveAttribute('data-last-sound', 'loss');
  await page.keyboard.press('Escape');
  await cell(page, 'f5').click();
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(0);
});

test('only the side to move runs, an increment follows each move, and a reload keeps the time left', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-27T10:00:00') });
  await open(page);
  await page.clock.pauseAt(new Date('2026-11-27T10:10:00')); // time moves only when told
  await toChoice(page);
  await chooseClock(page, '3', '2');
  await page.locator('#choose-screen .card').filter({ hasText: 'A friend' }).click();
  await expect(clockOf(page, 'black')).toHaveText('3:00');
  await page.clock.runFor(10_000);
  await cell(page, 'f5').click();
  await expect(clockOf(page, 'black')).toHaveText('2:52'); // 10 s used, 2 s added
  await expect(clockOf(page, 'white')).toHaveAttribute('data-running', 'true');
  await expect(clockOf(page, 'black')).toHaveAttribute('data-running', 'false');
  await page.clock.runFor(20_000);
  await expect(clockOf(page, 'white')).toHaveText('2:40');
  await expect(clockOf(page, 'black')).toHaveText('2:52');
  // The choice is remembered, and the game in progress keeps its clocks over a reload.
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await page.clock.runFor(60_000); // the page closed for a minute: nobody's time
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(clockOf(page, 'white')).toHaveText('2:40');
  await expect(clockOf(page, 'white')).toHaveAttribute('data-running', 'true');
  await page.keyboard.press('Alt+x');
  await toChoice(page);
  await expect(page.getByTestId('clock-minutes')).toHaveValue('3');
  await expect(page.getByTestId('clock-increment')).toHaveValue('2');
});

for (const [name, width, height, touch] of [
  ['desktop', 1366, 768, false],
  ['phone', 390, 844, true],
] as const) {
  test.describe(`at ${width}x${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: touch, isMobile: touch });

    test(`the clock choice and the running clocks fit (${name})`, async ({ page }) => {
      await page.clock.install();
      await open(page);
      await toChoice(page);
      await chooseClock(page, '1', '2');
      await page.getByTestId('clock-minutes').scrollIntoViewIfNeeded();
      await shot(page, `choice-${name}`);
      for (const id of ['clock-minutes', 'clock-increment']) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await page.locator('#choose-screen .card').filter({ hasText: 'A friend' }).click();
      await page.clock.runFor(3_000);
      await cell(page, 'f5').click();
      await page.clock.runFor(51_000);
      await expect(clockOf(page, 'white')).toHaveAttribute('data-warning', 'true');
      await shot(page, `game-${name}`);
      for (const color of ['black', 'white'] as const) {
        const box = (await clockOf(page, color).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        const board = (await page.locator('#board').boundingBox())!;
        expect(box.y).toBeGreaterThan(board.y + board.height - 1); // under the board, beside the names
      }
    });
  });
}
