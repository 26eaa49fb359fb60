// Shared steps for the end-to-end tests: open the page, start games, read the board.
import { expect, Page } from '@playwright/test';
import * as fs from 'fs';

/** Opens the page on a fresh profile and waits until the WebAssembly app has started. */
export async function open(page: Page, hash = '') {
  await page.goto('/' + hash);
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
}

/** Starts a game between two humans from any screen, as a keyboard user would (Alt+H, Alt+N). */
export async function newHumanGame(page: Page) {
  await page.keyboard.press('Alt+h');
  await page.keyboard.press('Alt+n');
  await expect(page.locator('#game-screen')).toBeVisible();
}

/** From the title screen: Play, then the card of the choice screen whose name contains `name`. */
export async function choose(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.locator('#choose-screen')).toBeVisible();
  await page.locator('#choose-screen .card').filter({ hasText: name }).click();
  await expect(page.locator('#game-screen')).toBeVisible();
}

/** The choice screen, from the title screen. */
export async function toChoice(page: Page) {
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.locator('#choose-screen')).toBeVisible();
}

/** The cell of a square, e.g. `cell(page, 'f5')`. */
export function cell(page: Page, square: string) {
  return page.locator(`#grid [data-square="${square}"]`);
}

/** The squares a human may play now. */
export async function legalSquares(page: Page): Promise<string[]> {
  return page.locator('#grid .cell.legal').evaluateAll(els => els.map(e => e.getAttribute('data-square')!));
}

/** Disc counts shown under the board. */
export async function counts(page: Page): Promise<[number, number]> {
  const b = Number(await page.getByTestId('count-black').textContent());
  const w = Number(await page.getByTestId('count-white').textContent());
  return [b, w];
}

/** RGBA of the canvas pixel at the centre of a square (device pixels). */
export async function squarePixel(page: Page, square: string): Promise<number[]> {
  return page.evaluate((sq) => {
    const canvas = document.getElementById('board') as HTMLCanvasElement;
    const size = canvas.width, frame = Math.round(size / 32), cellSize = (size - 2 * frame) / 8;
    const col = sq.charCodeAt(0) - 97, row = Number(sq[1]) - 1;
    const x = Math.floor(frame + (col + 0.5) * cellSize), y = Math.floor(frame + (row + 0.5) * cellSize);
    return Array.from(canvas.getContext('2d')!.getImageData(x, y, 1, 1).data);
  }, square);
}

/** Clicks Save and returns the downloaded file's name and text. */
export async function saveDownload(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save' }).click();
  const d = await download;
  const text = fs.readFileSync((await d.path())!, 'utf8');
  return { name: d.suggestedFilename(), text };
}

/** Clicks Load and gives the file chooser this file. */
export async function loadFile(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Load' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
}
