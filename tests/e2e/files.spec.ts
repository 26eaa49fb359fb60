// Saving and loading .etl files (docs/etl-format.md), the game kept across reloads, the characters'
// cut-scenes and the sounds (docs/design.md, "Characters").
import { test, expect, Page } from '@playwright/test';
import * as fs from 'fs';
import { open, newHumanGame, toChoice, cell, counts, saveDownload, loadFile, againstFrom, legalSquares } from './helpers';

const CORPUS = 'tests/data/etl';

/** Everything a player would compare between two screens of the same game. */
async function snapshot(page: Page) {
  return {
    counts: await counts(page),
    status: await page.getByTestId('status').textContent(),
    moves: await page.getByTestId('moves').locator('li').allTextContents(),
    labels: await page.locator('#grid [data-square]').evaluateAll(els => els.map(e => e.getAttribute('aria-label'))),
    opponent: await page.locator('#portrait').getAttribute('data-character'),
  };
}

test('a game saved mid-play downloads an .etl that restores board, turn, mode, opponent and moves', async ({ page, browser }) => {
  await open(page);
  await toChoice(page);
  await page.fill('#input-name-black', 'Ann');
  await page.fill('#input-name-white', 'Bob');
  await page.getByRole('button', { name: /A friend on this screen/ }).click();
  for (const sq of ['f5', 'd6', 'c3', 'd3', 'c4']) await cell(page, sq).click();
  const before = await snapshot(page);
  const file = await saveDownload(page);
  expect(file.name).toMatch(/\.etl$/);
  const json = JSON.parse(file.text);
  expect(json.format).toBe('e-thello-save');
  expect(json.transcript).toBe('f5d6c3d3c4');
  expect(json.names).toEqual({ black: 'Ann', white: 'Bob' });

  const fresh = await (await browser.newContext()).newPage();
  await open(fresh);
  await newHumanGame(fresh);
  await loadFile(fresh, file.name, Buffer.from(file.text));
  await expect(fresh.getByTestId('moves').locator('li')).toHaveCount(5);
  expect(await snapshot(fresh)).toEqual(before);
  await expect(fresh.getByTestId('status')).toContainText("White's turn (Bob)");
});

test('a game against a character restores the opponent and his colour', async ({ page, browser }) => {
  await open(page);
  await page.keyboard.press('Alt+d');
  await page.keyboard.press('Alt+n');
  await page.keyboard.press('Escape'); // skip the intro
  await cell(page, 'f5').click();
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(2, { timeout: 15_000 }); // Dubya answered
  const file = await saveDownload(page);
  expect(JSON.parse(file.text).computer).toEqual({ character: 'dubya', color: 'white' });
  const fresh = await (await browser.newContext()).newPage();
  await open(fresh);
  await newHumanGame(fresh);
  await loadFile(fresh, file.name, Buffer.from(file.text));
  await expect(fresh.locator('#portrait')).toHaveAttribute('data-character', 'dubya');
  await expect(fresh.getByTestId('status')).toContainText("Black's turn");
  await expect(fresh.getByTestId('moves').locator('li')).toHaveCount(2);
});

test('a watch game is saved and loads back as a watch game (regression: it came back as two humans)', async ({ page, browser }) => {
  await open(page);
  await toChoice(page);
  await page.selectOption('#watch-black', 'dubya');
  await page.selectOption('#watch-white', 'mike');
  await page.getByRole('button', { name: /Watch two computers/ }).click();
  await expect.poll(() => page.getByTestId('moves').locator('li').count(), { timeout: 15_000 }).toBeGreaterThan(3);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-thinking', 'false');
  const moves = await page.getByTestId('moves').locator('li').allTextContents();
  const file = await saveDownload(page);
  const json = JSON.parse(file.text);
  expect([json.mode, json.computers]).toEqual(['watch', { black: 'dubya', white: 'mike' }]);
  // Version 2 for a watch game, 5 once it names the opening it reached (as the page does).
  const opening = await page.getByTestId('opening-name').textContent();
  expect([json.version, json.opening]).toEqual(opening ? [5, opening] : [2, undefined]);
  expect(file.name).toMatch(/^ethello-dubya-vs-mike-move-\d+\.etl$/);

  const fresh = await (await browser.newContext()).newPage();
  await open(fresh);
  await newHumanGame(fresh);
  await loadFile(fresh, file.name, Buffer.from(file.text));
  await expect(fresh.locator('#choose-screen'), 'New would start a watch game').toHaveAttribute('data-opponent', 'watch');
  await expect(fresh.locator('#name-black')).toHaveText('Dubya');
  await expect(fresh.locator('#name-white')).toHaveText('Iron Mike');
  await expect(fresh.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect((await fresh.getByTestId('moves').locator('li').allTextContents()).slice(0, moves.length)).toEqual(moves);
  // Nobody at the screen plays: the two computers go on by themselves.
  await expect.poll(() => fresh.getByTestId('moves').locator('li').count(), { timeout: 15_000 }).toBeGreaterThan(moves.length);
  expect(await fresh.locator('#grid .cell.legal').count()).toBe(0);
});

test('every bad file gets a clear message and the game on screen stays as it was', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  for (const sq of ['f5', 'f6']) await cell(page, sq).click();
  const before = await snapshot(page);
  const lines = fs.readFileSync(`${CORPUS}/expected.txt`, 'utf8').split('\n').filter(l => l && !l.startsWith('#'));
  expect(lines.length).toBeGreaterThan(15);
  for (const line of lines) {
    const [name, , words] = line.split(' | ');
    await loadFile(page, name, fs.readFileSync(`${CORPUS}/${name}`));
    await expect(page.getByRole('alert'), name).toContainText(words.trim());
    expect(await snapshot(page), name).toEqual(before);
    await page.keyboard.press('Escape');
  }
});

test('a 50 MB file is refused at once without touching the game', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  await cell(page, 'f5').click();
  const before = await snapshot(page);
  const huge = test.info().outputPath('huge.etl');
  fs.writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024, 0x20));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Load' }).click();
  await (await chooser).setFiles(huge);
  await expect(page.getByRole('alert')).toContainText('too large');
  expect(await snapshot(page)).toEqual(before);
});

test('a reload mid-game offers the game again, and it continues', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  for (const sq of ['f5', 'd6', 'c3']) await cell(page, sq).click();
  const before = await snapshot(page);
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await snapshot(page)).toEqual(before);
  await cell(page, 'd3').click();
  await expect(page.getByTestId('moves').locator('li')).toHaveCount(4);
});

test('a broken stored game is dropped with a message, never a blank page', async ({ page }) => {
  await open(page);
  await page.evaluate(() => localStorage.setItem('ethello.current', '{"format":"e-thello-save","version":1,'));
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('could not be restored');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('the intro scene introduces the opponent and can be skipped; his portrait stays', async ({ page }) => {
  await open(page);
  await page.keyboard.press('Alt+m');
  await page.keyboard.press('Alt+n');
  const scene = page.getByRole('dialog');
  await expect(scene).toBeVisible();
  await expect(scene).toContainText('Your opponent: Iron Mike');
  await expect(scene).toContainText('golden tooth');
  await expect(page.locator('#scene-continue')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(scene).toBeHidden();
  await expect(page.locator('#portrait img')).toHaveAttribute('src', 'img/mike.svg');
  await page.keyboard.press('Alt+w');
  await page.keyboard.press('Alt+n');
  await expect(scene).toContainText('Slick Willy');
  await page.locator('#scene-continue').click();
  await expect(scene).toBeHidden();
});

test('beating Dubya ends with his grammar book; the win sound plays', async ({ page }) => {
  // A nine-move wipe-out, one move from its end, saved as a game against Dubya playing white.
  await againstFrom(page, 'd3c3b3d2e1d6d7e3', 'dubya', 'Dubya');
  await expect(page.locator('#portrait')).toHaveAttribute('data-character', 'dubya');
  await cell(page, 'f4').click();
  const scene = page.getByRole('dialog');
  await expect(scene).toContainText("grammar and spelling book");
  await expect(page.locator('#scene-img')).toHaveAttribute('src', 'img/dubya.svg#prize');
  await expect(page.locator('#app')).toHaveAttribute('data-last-sound', 'win');
  await page.keyboard.press('Enter');
  await expect(scene).toBeHidden();
  await expect(page.getByTestId('status')).toContainText('Game over: Black (Ann) wins 13 to 0');
});

test('a move plays its sound after a click; nothing plays when muted, and mute is remembered', async ({ page }) => {
  await open(page);
  await newHumanGame(page);
  await cell(page, 'f5').click();
  await expect(page.locator('#app')).toHaveAttribute('data-last-sound', 'move-black');
  expect(await page.locator('#sound-move-black').evaluate((a: HTMLAudioElement) => a.played.length > 0 || !a.paused)).toBe(true);
  await page.getByRole('button', { name: /Sound: on/ }).click();
  await cell(page, 'f6').click();
  await expect(page.locator('#app')).toHaveAttribute('data-last-sound', 'move-black');
  expect(await page.locator('#sound-move-white').evaluate((a: HTMLAudioElement) => a.played.length)).toBe(0);
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Options' }).click();
  await expect(page.locator('#mute')).toBeChecked();
});

test('a loaded game of the same length replaces the one on screen everywhere: moves, board, review', async ({ page, browser }) => {
  // Game A: ten moves played by two friends (each the first legal square), opened again from its
  // link and reviewed.
  await open(page);
  await newHumanGame(page);
  for (let i = 0; i < 10; i++) await cell(page, (await legalSquares(page))[0]).click();
  const a = (await page.getByTestId('moves').locator('li').allTextContents()).join('');
  await open(page, '#' + a);
  await review(page);
  // Game B: ten other moves, reviewed and saved with its review in another browser.
  const b = 'f5f6e6f4e3c5c6d6e7f7';
  expect(b).not.toBe(a);
  const other = await (await browser.newContext()).newPage();
  await open(other, '#' + b);
  await review(other);
  const shownB = await snapshot(other);
  const file = await saveDownload(other);
  // Loading B over A: the same number of moves, but every list shows B.
  await loadFile(page, file.name, Buffer.from(file.text));
  await expect(page.getByTestId('moves').locator('li')).toHaveText(b.match(/../g)!);
  expect(await snapshot(page)).toEqual(shownB);
  const verdicts = page.locator('#verdicts button');
  await expect(verdicts).toHaveText(b.match(/../g)!.map((mv, i) => `${i + 1}. ${mv}`));
});

/** Clicks Analyse and waits for the review to finish. */
async function review(page: Page) {
  await page.getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(page.getByTestId('analysis')).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
}
