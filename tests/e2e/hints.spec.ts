// The Hints switch while playing, as a player uses it: every legal move's value on its square.
import { test, expect } from '@playwright/test';
import { open, cell } from './helpers';

/** The first game of the WTHOR archive's 2018 file, 60 moves (as in tests/review.rs). */
const GAME =
  'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2' +
  'd1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1';

test('hints show every move\'s exact value on a known position, and the switch is remembered', async ({ page }) => {
  // After 44 moves: black to move, 16 empties. The exact values (ethello solve): h1 -10 (the
  // best), g7 -16, b7 -22, h4 -24, b2 -32, h2 -34, g1 -46.
  await open(page, '#' + GAME.slice(0, 88));
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
  const hints = page.getByRole('button', { name: 'Hints' });
  await expect(hints).toHaveAttribute('aria-pressed', 'false');
  await hints.click();
  await expect(hints).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('hint-status')).toContainText('exact', { timeout: 20_000 });
  await expect(cell(page, 'h1')).toHaveAttribute('aria-label', /^h1, empty, legal move, -10, exact, best, takes the corner; /);
  await expect(cell(page, 'g7')).toHaveAttribute('aria-label', /^g7, empty, legal move, -16, exact, /);
  await expect(cell(page, 'g1')).toHaveAttribute('aria-label', /^g1, empty, legal move, -46, exact, /);
  await expect(page.locator('#grid [aria-label*="best"]')).toHaveCount(1);
  // Each hinted move's one-line reason: on hover (the cell's title), and said on W.
  await expect(cell(page, 'h1')).toHaveAttribute('title', /^takes the corner; leaves White \d+ moves$/);
  await cell(page, 'h1').focus();
  await page.keyboard.press('w');
  await expect(page.locator('#announce')).toHaveText(/^h1 -10: takes the corner; leaves White \d+ moves\.$/);
  await page.setViewportSize({ width: 1366, height: 768 });
  await cell(page, 'h1').hover();
  await page.screenshot({ path: '/tmp/shots-why/hints-wide.png' });
  // A move cancels them; the next player's hints come for the new position.
  await cell(page, 'h1').click();
  await expect(cell(page, 'h1')).not.toHaveAttribute('aria-label', /best/);
  await expect(page.locator('#grid [aria-label*="exact, best"]').first()).toBeAttached({ timeout: 20_000 });
  // Remembered across visits; Alt+I turns them off.
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('button', { name: 'Hints' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Alt+i');
  await expect(page.getByRole('button', { name: 'Hints' })).toHaveAttribute('aria-pressed', 'false');
});
