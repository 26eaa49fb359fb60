// The foundation: the page starts, the worker answers, two people can play a game to its end.
import { test, expect } from '@playwright/test';
import { open, newHumanGame, choose, cell, legalSquares, counts, squarePixel, passIfAsked } from './helpers';

test('the page starts, shows the title, and the AI worker says ready', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(page.locator('#app')).toHaveAttribute('data-worker', 'ready');
});

test('start position: four discs, two each, black to move with four legal squares', async ({ page }) => {
  await open(page);
  await choose(page, 'A friend on this screen');
  await expect(page.getByTestId('status')).toContainText("Black's turn");
  expect(await counts(page)).toEqual([2, 2]);
  expect((await legalSquares(page)).sort()).toEqual(['c4', 'd3', 'e6', 'f5']);
  await expect(cell(page, 'd4')).toHaveAttribute('aria-label', 'd4, white');
  await expect(cell(page, 'e4')).toHaveAttribute('aria-label', 'e4, black');
  const white = await squarePixel(page, 'd4');
  const black = await squarePixel(page, 'e4');
  const empty = await squarePixel(page, 'a1');
  expect(Math.min(...white.slice(0, 3))).toBeGreaterThan(200);
  expect(Math.max(...black.slice(0, 3))).toBeLessThan(60);
  expect(empty[1]).toBeGreaterThan(empty[0]);
});

test('clicking f5 flips e5 and passes the turn; clicking an illegal square changes nothing', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  await cell(page, 'a1').click();
  expect(await counts(page)).toEqual([2, 2]);
  await expect(page.getByTestId('status')).toContainText("Black's turn");
  await cell(page, 'f5').click();
  expect(await counts(page)).toEqual([4, 1]);
  await expect(cell(page, 'e5')).toHaveAttribute('aria-label', 'e5, black');
  await expect(cell(page, 'f5')).toHaveAttribute('aria-label', 'f5, black, newest disc');
  await expect(page.getByTestId('status')).toContainText("White's turn");
  await expect(page.locator('#app')).toHaveAttribute('data-flipping', 'false'); // the flip has ended
  const flipped = await squarePixel(page, 'e5');
  expect(Math.max(...flipped.slice(0, 3))).toBeLessThan(60);
});

test('two humans play a whole game to its end by clicking legal squares', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  for (let ply = 0; ply < 70; ply++) {
    if (await passIfAsked(page)) continue; // the one who has no move sees it and presses Pass
    const legal = await legalSquares(page);
    if (legal.length === 0) break;
    const [b, w] = await counts(page);
    await cell(page, legal[ply % legal.length]).click();
    const [b2, w2] = await counts(page);
    expect(b2 + w2).toBe(b + w + 1);
  }
  await expect(page.getByTestId('status')).toContainText('Game over');
  const [b, w] = await counts(page);
  const status = await page.getByTestId('status').textContent();
  if (b > w) expect(status).toContain(`Black (Player 1) wins ${b} to ${w}`);
  else if (w > b) expect(status).toContain(`White (Player 2) wins ${w} to ${b}`);
  else expect(status).toContain('a draw');
  await page.getByRole('button', { name: 'New game' }).click();
  expect(await counts(page)).toEqual([2, 2]);
});
