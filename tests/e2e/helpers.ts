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

/** Saves the game with the Save button; the downloaded file's name and text. */
export async function saveDownload(page: Page): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const d = await download;
  const text = fs.readFileSync((await d.path())!, 'utf8');
  return { name: d.suggestedFilename(), text };
}

/** Loads a file through the Load button's file chooser. */
export async function loadFile(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Load' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer });
}

/** The first 30 moves of a 2018 tournament game (WTHOR): far past the opening book, black to move. */
export const MIDGAME = 'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7';

/**
 * Opens `transcript` as a game in which Ann plays black against `character` (white, shown as `name`),
 * by saving it and loading it back as such: for example a game one move from its end, or one past the
 * opening book, where the computer must really search.
 */
export async function againstFrom(page: Page, transcript: string, character: string, name = character) {
  await open(page, '#' + transcript);
  const file = JSON.parse((await saveDownload(page)).text);
  file.mode = 'computer';
  file.computer = { character, color: 'white' };
  file.names = { black: 'Ann', white: name };
  await loadFile(page, 'saved.etl', Buffer.from(JSON.stringify(file)));
  await expect(page.locator('#portrait')).toHaveAttribute('data-character', character);
}

/** Imports `text` as a progress file (named `name`) with Train's Import button (Train open). */
export async function importProgress(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Presses Pass when the page says the human to move has none (true when it did). */
export async function passIfAsked(page: Page): Promise<boolean> {
  const notice = page.getByTestId('pass-notice');
  if (!(await notice.isVisible())) return false;
  await notice.getByRole('button', { name: 'Pass' }).click();
  await expect(notice).toBeHidden();
  return true;
}

/** One puzzle of the shipped file: its id, rating and, per step, every move's value and the reply. */
export interface Puzzle {
  id: number;
  rating: number;
  steps: { values: Map<string, number>; reply: string | null }[];
}

/** The shipped puzzles (www/data/puzzles.txt, the file the page fetches). */
export function puzzles(): Puzzle[] {
  const text = fs.readFileSync('www/data/puzzles.txt', 'utf8');
  return text.split('\n').filter(l => l && !l.startsWith('#')).map(line => {
    const fields = line.split(' ');
    const steps = fields.slice(7).map(step => {
      const [values, reply] = step.split('>');
      const map = new Map<string, number>();
      for (const m of values.matchAll(/([a-h][1-8])([+-]\d+)/g)) map.set(m[1], Number(m[2]));
      return { values: map, reply: reply ?? null };
    });
    return { id: Number(fields[0]), rating: Number(fields[2]), steps };
  });
}

/** A step's solution: its best-valued move. */
export function solution(step: Puzzle['steps'][number]): string {
  return [...step.values.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}
